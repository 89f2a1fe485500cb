// RUN: not gluon-opt %s -split-input-file --triton-nvidia-gpu-plan-cta 2>&1 | %llvm-filecheck %s

// Inputs on which libtriton 3.6.0's plan-cta aborts the process; we report a located error
// (docs/divergences.md).

// Two tt.dot in one function with num-ctas > 1: the second one is reported.
// CHECK: errors.mlir:[[@LINE+8]]:10: error: {{.*}}more than one tt.dot in a function
#b = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @two_dots(%x: f16, %y: f16, %out: !tt.ptr<f32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #b>
    %a = tt.splat %x : f16 -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #b}>>
    %bb = tt.splat %y : f16 -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #b}>>
    %d = tt.dot %a, %bb, %cst : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #b}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #b}>> -> tensor<128x128xf32, #b>
    %e = tt.dot %a, %bb, %d : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #b}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #b}>> -> tensor<128x128xf32, #b>
    %p = tt.splat %out : !tt.ptr<f32> -> tensor<128x128x!tt.ptr<f32>, #b>
    tt.store %p, %e : tensor<128x128x!tt.ptr<f32>, #b>
    tt.return
  }
}

// -----

// A tensor function argument that would need a new layout (C++: "Unexpected parent op of
// block argument").
// CHECK: errors.mlir:[[@LINE+4]]:3: error: {{.*}}block argument of 'tt.func'
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[0]]}>
#b2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @tensor_arg(%p: tensor<4x!tt.ptr<i32>, #b1>, %s: i32) {
    %v = tt.splat %s : i32 -> tensor<4xi32, #b2>
    %q = ttg.convert_layout %p : tensor<4x!tt.ptr<i32>, #b1> -> tensor<4x!tt.ptr<i32>, #b2>
    tt.store %q, %v : tensor<4x!tt.ptr<i32>, #b2>
    tt.return
  }
}
