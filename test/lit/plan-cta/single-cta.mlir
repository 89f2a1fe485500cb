// RUN: gluon-opt %s --triton-nvidia-gpu-plan-cta | FileCheck %s

// With ttg.num-ctas = 1 the pass does nothing: the dot keeps its layout and the
// convert_layout ops stay.
// CHECK: #[[B:.*]] = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK: #[[B1:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK: tt.dot {{.*}} -> tensor<128x128xf32, #[[B]]>
// CHECK: ttg.convert_layout {{.*}} : tensor<128x128xf32, #[[B]]> -> tensor<128x128xf32, #[[B1]]>
// CHECK: tt.store {{.*}} : tensor<128x128x!tt.ptr<f32>, #[[B1]]>
#b = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @single(%x: f16, %y: f16, %out: !tt.ptr<f32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #b>
    %a = tt.splat %x : f16 -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #b}>>
    %bb = tt.splat %y : f16 -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #b}>>
    %d = tt.dot %a, %bb, %cst : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #b}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #b}>> -> tensor<128x128xf32, #b>
    %dc = ttg.convert_layout %d : tensor<128x128xf32, #b> -> tensor<128x128xf32, #b1>
    %p = tt.splat %out : !tt.ptr<f32> -> tensor<128x128x!tt.ptr<f32>, #b1>
    tt.store %p, %dc : tensor<128x128x!tt.ptr<f32>, #b1>
    tt.return
  }
}
