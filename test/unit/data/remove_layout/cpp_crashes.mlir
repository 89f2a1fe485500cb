// Tensors without a layout (a ttir function) feeding ops whose layout the pass infers:
// 3.6.0's pass dereferences the missing layout and crashes (docs/divergences.md).
tt.func public @join_scalars(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<2xf32> {
  %0 = tt.join %arg0, %arg1 : tensor<f32> -> tensor<2xf32>
  tt.return %0 : tensor<2xf32>
}

// -----

tt.func public @transpose(%arg0: tensor<4x8xi32>) -> tensor<8x4xi32> {
  %0 = tt.trans %arg0 {order = array<i32: 1, 0>} : tensor<4x8xi32> -> tensor<8x4xi32>
  tt.return %0 : tensor<8x4xi32>
}
