// RUN: gluon-opt %s -split-input-file --triton-nvidia-gpu-plan-cta | FileCheck %s

// tt.reduce seeds the tiling: the reduced axis is never split across CTAs; the CTAs go to the
// other dims, slowest (in the register order of the source) first.

// Row sum (axis 1) of 8x256 on 2 CTAs, loaded split along the columns: the pass moves the
// split to the rows, and the load chain follows.
// CHECK-DAG: #[[R:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0], CGALayout = {{\[\[}}1, 0]]}>
// CHECK-LABEL: tt.func @row_sum
// CHECK: tt.splat %arg0 : !tt.ptr<f32> -> tensor<8x256x!tt.ptr<f32>, #[[R]]>
// CHECK: tt.load {{.*}} : tensor<8x256x!tt.ptr<f32>, #[[R]]>
// CHECK: "tt.reduce"
// CHECK: (tensor<8x256xf32, #[[R]]>) -> tensor<8xf32, #ttg.slice<{dim = 1, parent = #[[R]]}>>
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.store {{.*}} : tensor<8x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #[[R]]}>>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0], CGALayout = [[0, 1]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @row_sum(%x: !tt.ptr<f32>, %out: !tt.ptr<f32>) {
    %p = tt.splat %x : !tt.ptr<f32> -> tensor<8x256x!tt.ptr<f32>, #blocked>
    %v = tt.load %p : tensor<8x256x!tt.ptr<f32>, #blocked>
    %r = "tt.reduce"(%v) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.reduce.return %s : f32
    }) : (tensor<8x256xf32, #blocked>) -> tensor<8xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %q = tt.splat %out : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.store %q, %r : tensor<8x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.return
  }
}

// -----

// Column max (axis 0) of 128x64 on 4 CTAs: all four go to the columns (split 1x4).
// CHECK-DAG: #[[C:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = {{\[\[}}0, 1], [0, 2]]}>
// CHECK-LABEL: tt.func @col_max
// CHECK: tt.load {{.*}} : tensor<128x64x!tt.ptr<f32>, #[[C]]>
// CHECK: (tensor<128x64xf32, #[[C]]>) -> tensor<64xf32, #ttg.slice<{dim = 0, parent = #[[C]]}>>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1], [2]]}>
module attributes {"ttg.num-ctas" = 4 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @col_max(%x: !tt.ptr<f32>, %out: !tt.ptr<f32>) {
    %p = tt.splat %x : !tt.ptr<f32> -> tensor<128x64x!tt.ptr<f32>, #blocked>
    %v = tt.load %p : tensor<128x64x!tt.ptr<f32>, #blocked>
    %r = "tt.reduce"(%v) <{axis = 0 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.maxnumf %a, %b : f32
      tt.reduce.return %s : f32
    }) : (tensor<128x64xf32, #blocked>) -> tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %c = ttg.convert_layout %r : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<64xf32, #b1>
    %q = tt.splat %out : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>, #b1>
    tt.store %q, %c : tensor<64x!tt.ptr<f32>, #b1>
    tt.return
  }
}

// -----

// A 1-D reduce (C++ 3.6.0 aborts here, see docs/divergences.md): the source is given to every
// CTA whole (CTAsPerCGA = 2, CTASplitNum = 1: a zero CGA basis); the result is a scalar.
// CHECK-DAG: #[[W:.*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = {{\[\[}}0]]}>
// CHECK-LABEL: tt.func @vec_sum
// CHECK: tt.load {{.*}} : tensor<1024x!tt.ptr<f32>, #[[W]]>
// CHECK: (tensor<1024xf32, #[[W]]>) -> f32
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @vec_sum(%x: !tt.ptr<f32>, %out: !tt.ptr<f32>) {
    %p = tt.splat %x : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %v = tt.load %p : tensor<1024x!tt.ptr<f32>, #blocked>
    %r = "tt.reduce"(%v) <{axis = 0 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.reduce.return %s : f32
    }) : (tensor<1024xf32, #blocked>) -> f32
    tt.store %out, %r : !tt.ptr<f32>
    tt.return
  }
}
