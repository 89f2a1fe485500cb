module {
  tt.func public @join_split_reshape(%q: !tt.ptr<f32>) {
    %idx = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %g = arith.sitofp %idx : tensor<64xi32> to tensor<64xf32>
    %j = tt.join %g, %g : tensor<64xf32> -> tensor<64x2xf32>
    %l, %rr = tt.split %j : tensor<64x2xf32> -> tensor<64xf32>
    %t = tt.reshape %j : tensor<64x2xf32> -> tensor<128xf32>
    %sum = arith.addf %l, %rr : tensor<64xf32>
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
    %qq = tt.splat %q : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
    %qa = tt.addptr %qq, %r : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
    tt.store %qa, %t : tensor<128x!tt.ptr<f32>>
    %qb = tt.splat %q : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>>
    %qc = tt.addptr %qb, %idx : tensor<64x!tt.ptr<f32>>, tensor<64xi32>
    tt.store %qc, %sum : tensor<64x!tt.ptr<f32>>
    tt.return
  }
}
