// RUN: gluon-opt %s -split-input-file -verify-diagnostics

// Verifier errors of tt ops, with Triton 3.6.0's messages.

tt.func @f(%arg0: i32) {
  %0 = tt.splat %arg0 : i32 -> tensor<128xi32>
  // expected-error @+1 {{rank of source must be same as rank of result}}
  %1 = tt.broadcast %0 : tensor<128xi32> -> tensor<128x32xi32>
  tt.return
}

// -----

tt.func @f(%arg0: tensor<4x32xi32>) {
  // expected-error @+1 {{Different dimensions at index 0 between source and result.  Broadcast requires the source dimension to be 1.}}
  %1 = tt.broadcast %arg0 : tensor<4x32xi32> -> tensor<64x32xi32>
  tt.return
}

// -----

tt.func @f(%arg0: tensor<64xf32>) {
  // expected-error @+1 {{Cannot bitcast data-type of size 32 to data-type of size 16}}
  %1 = tt.bitcast %arg0 : tensor<64xf32> -> tensor<64xf16>
  tt.return
}

// -----

tt.func @f(%arg0: !tt.ptr<i8>) {
  // expected-error @+1 {{Cannot bitcast pointer to non-pointer type}}
  %1 = tt.bitcast %arg0 : !tt.ptr<i8> -> i64
  tt.return
}

// -----

tt.func @f(%arg0: tensor<8x16xf32>) {
  // expected-error @+1 {{number of src and dst elements of reshape must be the same}}
  %1 = tt.reshape %arg0 : tensor<8x16xf32> -> tensor<8x8xf32>
  tt.return
}

// -----

tt.func @f(%arg0: tensor<16xf32>) {
  // expected-error @+1 {{result shape must be (16, 2), but got 32}}
  %1 = tt.join %arg0, %arg0 : tensor<16xf32> -> tensor<32xf32>
  tt.return
}

// -----

tt.func @f(%arg0: tensor<16xf32>) {
  // MLIR reports a failed type inference twice.
  // expected-error @+2 {{last dimension of input tensor must be 2}}
  // expected-error @+1 {{'tt.split' op failed to infer returned types}}
  %a, %b = tt.split %arg0 : tensor<16xf32> -> tensor<8xf32>
  tt.return
}

// -----

tt.func @f(%arg0: tensor<4x8xf32>) {
  // expected-error @+1 {{order must be a permutation}}
  %1 = tt.trans %arg0 {order = array<i32: 1, 1>} : tensor<4x8xf32> -> tensor<8x4xf32>
  tt.return
}

// -----

tt.func @f(%arg0: tensor<4x8xf32>) {
  // expected-error @+1 {{result shape must match the permutation of the source shape}}
  %1 = tt.trans %arg0 {order = array<i32: 0, 1>} : tensor<4x8xf32> -> tensor<8x4xf32>
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{number of elements in returned tensor, 32, must match size of range [0, 16), which has 16 elements}}
  %1 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<32xi32>
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{start must be less than end}}
  %1 = tt.make_range {end = 0 : i32, start = 16 : i32} : tensor<16xi32>
  tt.return
}

// -----

tt.func @f(%arg0: f32) {
  // expected-error @+1 {{Number of elements must be power-of-two}}
  %1 = tt.splat %arg0 : f32 -> tensor<12xf32>
  tt.return
}

// -----

tt.func @f(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{source tensor must have exactly one element}}
  %1 = tt.unsplat %arg0 : tensor<2xf32>
  tt.return
}

// -----

tt.func @f(%arg0: tensor<16xf32>) {
  // expected-error @+1 {{Rounding mode is required for FP downcast}}
  %1 = tt.fp_to_fp %arg0 : tensor<16xf32> -> tensor<16xf16>
  tt.return
}

// -----

tt.func @f(%arg0: tensor<32x4xf32>, %arg1: tensor<64x8xi32>) {
  // expected-error @+1 {{indices dimension 1 must match the corresponding input dimension}}
  %1 = tt.gather %arg0[%arg1] {axis = 0 : i32} : (tensor<32x4xf32>, tensor<64x8xi32>) -> tensor<64x8xf32>
  tt.return
}

// -----

tt.func @f(%arg0: tensor<16x32xf16>, %arg1: tensor<16x32xf32>) {
  // expected-error @+1 {{expected the last dimension of the first operand to be equal to the second-to-last dimension of the second operand}}
  %1 = tt.dot %arg0, %arg0, %arg1 : tensor<16x32xf16> * tensor<16x32xf16> -> tensor<16x32xf32>
  tt.return
}

// -----

tt.func @f(%arg0: !tt.tensordesc<tensor<32xf16>>, %arg1: i32) {
  // expected-error @+1 {{tensor descriptor block and tensor types must match}}
  %1 = tt.descriptor_load %arg0[%arg1] : !tt.tensordesc<tensor<32xf16>> -> tensor<32xf32>
  tt.return
}

// -----

tt.func @f(%arg0: !tt.tensordesc<tensor<1x64xf16>>, %arg1: tensor<16xi32>, %arg2: i32) {
  // expected-error @+1 {{result tensor number of columns must match block (64)}}
  %1 = tt.descriptor_gather %arg0[%arg1, %arg2] : (!tt.tensordesc<tensor<1x64xf16>>, tensor<16xi32>, i32) -> tensor<16x32xf16>
  tt.return
}

// -----

tt.func @f(%arg0: !tt.ptr<f16>, %arg1: i32) {
  // expected-error @+1 {{ptr type matches cmp type}}
  %1 = tt.atomic_cas relaxed, gpu, %arg0, %arg1, %arg1 : (!tt.ptr<f16>, i32, i32) -> i32
  tt.return
}

// -----

tt.func @f(%arg0: tensor<16xf32>) {
  // expected-error @+1 {{must be a multiple of the op's packed_element attribute, 3}}
  %1 = tt.elementwise_inline_asm "" {constraints = "=r,r", packed_element = 3 : i32, pure = true} %arg0 : tensor<16xf32> -> tensor<16xf32>
  tt.return
}
