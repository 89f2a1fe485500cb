// RUN: gluon-opt %s -split-input-file --triton-nvidia-gpu-plan-cta | FileCheck %s

// tt.dot seeds the tiling: the D layout is rebuilt for a [splitM, splitN] CTA split, A and B
// become dot operands of it, and everything feeding or consuming the dot follows.

// 128x128 on 2 CTAs: 128-row chunks give splitM = 1, so N is split in two (N/2 = 64 >= 64).
// CHECK-DAG: #[[D:.*]] = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = {{\[\[}}0, 1]]}>
// CHECK-LABEL: tt.func @dot_128x128_c2
// CHECK-DAG: tt.splat %arg0 : f16 -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #[[D]]}>>
// CHECK-DAG: tt.splat %arg1 : f16 -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #[[D]]}>>
// CHECK-DAG: arith.constant dense<0.000000e+00> : tensor<128x128xf32, #[[D]]>
// CHECK: tt.dot {{.*}} -> tensor<128x128xf32, #[[D]]>
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.store {{.*}} : tensor<128x128x!tt.ptr<f32>, #[[D]]>
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot_128x128_c2(%x: f16, %y: f16, %out: !tt.ptr<f32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #blocked>
    %a = tt.splat %x : f16 -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %b = tt.splat %y : f16 -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %a, %b, %cst : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
    %p = tt.splat %out : !tt.ptr<f32> -> tensor<128x128x!tt.ptr<f32>, #blocked>
    tt.store %p, %d : tensor<128x128x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// 256x128 on 2 CTAs: two 128-row chunks, so M is split (splitM = 2, splitN = 1).
// CHECK-DAG: #[[D:.*]] = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = {{\[\[}}1, 0]]}>
// CHECK-LABEL: tt.func @dot_256x128_c2
// CHECK: tt.dot {{.*}} -> tensor<256x128xf32, #[[D]]>
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[0, 1]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot_256x128_c2(%x: f16, %y: f16, %out: !tt.ptr<f32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<256x128xf32, #blocked>
    %a = tt.splat %x : f16 -> tensor<256x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %b = tt.splat %y : f16 -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %a, %b, %cst : tensor<256x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<256x128xf32, #blocked>
    %p = tt.splat %out : !tt.ptr<f32> -> tensor<256x128x!tt.ptr<f32>, #blocked>
    tt.store %p, %d : tensor<256x128x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// 64x64 on 4 CTAs: neither chunk keeps N/splitN >= 64, so the 64-row choice stays:
// splitM = 1, splitN = 4 (two CGA bases along N).
// CHECK-DAG: #[[D:.*]] = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = {{\[\[}}0, 1], [0, 2]]}>
// CHECK-LABEL: tt.func @dot_64x64_c4
// CHECK: tt.dot {{.*}} -> tensor<64x64xf32, #[[D]]>
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0], [0, 1]]}>
module attributes {"ttg.num-ctas" = 4 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot_64x64_c4(%x: f16, %y: f16, %out: !tt.ptr<f32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
    %a = tt.splat %x : f16 -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %b = tt.splat %y : f16 -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %a, %b, %cst : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    %p = tt.splat %out : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.store %p, %d : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
