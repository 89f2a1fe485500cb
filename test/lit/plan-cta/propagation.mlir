// RUN: gluon-opt %s -split-input-file --triton-nvidia-gpu-plan-cta | FileCheck %s

// How a seeded CTA layout travels: backward through elementwise ops, tt.broadcast,
// tt.expand_dims (a slice of the new layout), tt.splat, tt.make_range, splat constants,
// loads, scf.for and scf.if; forward through convert_layout and into stores.

// The row reduce moves the CTA split from the columns to the rows; every producer follows
// and no convert_layout is needed before the reduce (the 1-D store keeps its own layout).
// CHECK-DAG: #[[R:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0], CGALayout = {{\[\[}}1, 0]]}>
// CHECK-LABEL: tt.func @chain
// CHECK: tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 0, parent = #[[R]]}>>
// CHECK: tt.expand_dims {{.*}} -> tensor<1x256xi32, #[[R]]>
// CHECK: tt.broadcast {{.*}} : tensor<1x256xi32, #[[R]]> -> tensor<8x256xi32, #[[R]]>
// CHECK: tt.splat %arg0 : !tt.ptr<f32> -> tensor<8x256x!tt.ptr<f32>, #[[R]]>
// CHECK: tt.addptr {{.*}} : tensor<8x256x!tt.ptr<f32>, #[[R]]>, tensor<8x256xi32, #[[R]]>
// CHECK: tt.load {{.*}} : tensor<8x256x!tt.ptr<f32>, #[[R]]>
// CHECK: arith.constant dense<2.000000e+00> : tensor<8x256xf32, #[[R]]>
// CHECK: arith.mulf {{.*}} : tensor<8x256xf32, #[[R]]>
// CHECK: (tensor<8x256xf32, #[[R]]>) -> tensor<8xf32, #ttg.slice<{dim = 1, parent = #[[R]]}>>
// CHECK: tt.store {{.*}} : tensor<8x!tt.ptr<f32>, #[[B1:.*]]>
#b = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [1, 4], order = [1, 0], CGALayout = [[0, 1]]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @chain(%x: !tt.ptr<f32>, %out: !tt.ptr<f32>) {
    %cols = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 0, parent = #b}>>
    %c2 = tt.expand_dims %cols {axis = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 0, parent = #b}>> -> tensor<1x256xi32, #b>
    %cb = tt.broadcast %c2 : tensor<1x256xi32, #b> -> tensor<8x256xi32, #b>
    %p = tt.splat %x : !tt.ptr<f32> -> tensor<8x256x!tt.ptr<f32>, #b>
    %pa = tt.addptr %p, %cb : tensor<8x256x!tt.ptr<f32>, #b>, tensor<8x256xi32, #b>
    %v = tt.load %pa : tensor<8x256x!tt.ptr<f32>, #b>
    %two = arith.constant dense<2.000000e+00> : tensor<8x256xf32, #b>
    %m = arith.mulf %v, %two : tensor<8x256xf32, #b>
    %r = "tt.reduce"(%m) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %c: f32):
      %s = arith.addf %a, %c : f32
      tt.reduce.return %s : f32
    }) : (tensor<8x256xf32, #b>) -> tensor<8xf32, #ttg.slice<{dim = 1, parent = #b}>>
    %rc = ttg.convert_layout %r : tensor<8xf32, #ttg.slice<{dim = 1, parent = #b}>> -> tensor<8xf32, #b1>
    %o = tt.splat %out : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>, #b1>
    tt.store %o, %rc : tensor<8x!tt.ptr<f32>, #b1>
    tt.return
  }
}

// -----

// Through a loop-carried accumulator and an scf.if inside the loop: the init value, the
// iteration argument, both yields and the results all take the new layout.
// CHECK-DAG: #[[R:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0], CGALayout = {{\[\[}}1, 0]]}>
// CHECK-LABEL: tt.func @loop
// CHECK: arith.constant dense<0.000000e+00> : tensor<8x256xf32, #[[R]]>
// CHECK: scf.for {{.*}} -> (tensor<8x256xf32, #[[R]]>)
// CHECK: tt.load {{.*}} : tensor<8x256x!tt.ptr<f32>, #[[R]]>
// CHECK: scf.if {{.*}} -> (tensor<8x256xf32, #[[R]]>)
// CHECK: arith.addf {{.*}} : tensor<8x256xf32, #[[R]]>
// CHECK: scf.yield {{.*}} : tensor<8x256xf32, #[[R]]>
// CHECK: } else {
// CHECK: scf.yield {{.*}} : tensor<8x256xf32, #[[R]]>
// CHECK: scf.yield {{.*}} : tensor<8x256xf32, #[[R]]>
// CHECK: (tensor<8x256xf32, #[[R]]>) -> tensor<8xf32, #ttg.slice<{dim = 1, parent = #[[R]]}>>
#b = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [1, 4], order = [1, 0], CGALayout = [[0, 1]]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @loop(%x: !tt.ptr<f32>, %out: !tt.ptr<f32>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<8x256xf32, #b>
    %p = tt.splat %x : !tt.ptr<f32> -> tensor<8x256x!tt.ptr<f32>, #b>
    %acc = scf.for %i = %c0 to %n step %c1 iter_args(%a = %zero) -> (tensor<8x256xf32, #b>) : i32 {
      %v = tt.load %p : tensor<8x256x!tt.ptr<f32>, #b>
      %cond = arith.cmpi slt, %i, %c4 : i32
      %s = scf.if %cond -> (tensor<8x256xf32, #b>) {
        %t = arith.addf %a, %v : tensor<8x256xf32, #b>
        scf.yield %t : tensor<8x256xf32, #b>
      } else {
        scf.yield %a : tensor<8x256xf32, #b>
      }
      scf.yield %s : tensor<8x256xf32, #b>
    }
    %r = "tt.reduce"(%acc) <{axis = 1 : i32}> ({
    ^bb0(%l: f32, %k: f32):
      %s = arith.addf %l, %k : f32
      tt.reduce.return %s : f32
    }) : (tensor<8x256xf32, #b>) -> tensor<8xf32, #ttg.slice<{dim = 1, parent = #b}>>
    %rc = ttg.convert_layout %r : tensor<8xf32, #ttg.slice<{dim = 1, parent = #b}>> -> tensor<8xf32, #b1>
    %o = tt.splat %out : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>, #b1>
    tt.store %o, %rc : tensor<8x!tt.ptr<f32>, #b1>
    tt.return
  }
}

// -----

// A value with a second, unplanned user (arith.bitcast is not in the pass's elementwise set,
// so it keeps its layout): the load moves to the new layout and a convert_layout brings the
// old layout back for the bitcast.
// CHECK-DAG: #[[OLD:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [1, 4], order = [1, 0], CGALayout = {{\[\[}}0, 1]]}>
// CHECK-DAG: #[[R:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0], CGALayout = {{\[\[}}1, 0]]}>
// CHECK-LABEL: tt.func @two_users
// CHECK: %[[V:.*]] = tt.load {{.*}} : tensor<8x256x!tt.ptr<f32>, #[[R]]>
// CHECK: %[[C:.*]] = ttg.convert_layout %[[V]] : tensor<8x256xf32, #[[R]]> -> tensor<8x256xf32, #[[OLD]]>
// CHECK: arith.bitcast %[[C]] : tensor<8x256xf32, #[[OLD]]> to tensor<8x256xi32, #[[OLD]]>
// CHECK: "tt.reduce"(%[[V]])
#b = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [1, 4], order = [1, 0], CGALayout = [[0, 1]]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @two_users(%x: !tt.ptr<f32>, %out: !tt.ptr<f32>, %y: !tt.ptr<i32>) {
    %p = tt.splat %x : !tt.ptr<f32> -> tensor<8x256x!tt.ptr<f32>, #b>
    %v = tt.load %p : tensor<8x256x!tt.ptr<f32>, #b>
    %bits = arith.bitcast %v : tensor<8x256xf32, #b> to tensor<8x256xi32, #b>
    %py = tt.splat %y : !tt.ptr<i32> -> tensor<8x256x!tt.ptr<i32>, #b>
    tt.store %py, %bits : tensor<8x256x!tt.ptr<i32>, #b>
    %r = "tt.reduce"(%v) <{axis = 1 : i32}> ({
    ^bb0(%l: f32, %k: f32):
      %s = arith.addf %l, %k : f32
      tt.reduce.return %s : f32
    }) : (tensor<8x256xf32, #b>) -> tensor<8xf32, #ttg.slice<{dim = 1, parent = #b}>>
    %rc = ttg.convert_layout %r : tensor<8xf32, #ttg.slice<{dim = 1, parent = #b}>> -> tensor<8xf32, #b1>
    %o = tt.splat %out : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>, #b1>
    tt.store %o, %rc : tensor<8x!tt.ptr<f32>, #b1>
    tt.return
  }
}
