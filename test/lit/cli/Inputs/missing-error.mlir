tt.func @f(%arg0: i32) {
  // expected-error @below {{an error that never comes}}
  %0 = tt.splat %arg0 : i32 -> tensor<128xi32>
  tt.return
}
