tt.func @f(%arg0: i32) {
  %0 = tt.splat %arg0 : i32 -> tensor<128xi32>
  // expected-error @+1 {{this is not the message the verifier gives}}
  %1 = tt.broadcast %0 : tensor<128xi32> -> tensor<128x32xi32>
  tt.return
}
