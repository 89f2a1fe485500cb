// RUN: gluon-opt %s -split-input-file --triton-nvidia-gpu-plan-cta | FileCheck %s

// Without tt.dot or tt.reduce, the store-like ops seed the tiling: the first one's CTA layout
// is given to every store-like op and propagated to what feeds them.

// Two stores: the first (split across the 2 CTAs) wins; the second store's replicated chain
// is re-laid out to the split CTA layout, so a single layout remains and no convert is needed.
// CHECK-DAG: #[[S:.*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = {{\[\[}}1]]}>
// CHECK-LABEL: tt.func @two_stores
// CHECK: tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #[[S]]>
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.store {{.*}} : tensor<256x!tt.ptr<f32>, #[[S]]>
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #[[S]]>
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.store {{.*}} : tensor<256x!tt.ptr<f32>, #[[S]]>
#split = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>
#repl = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @two_stores(%x: !tt.ptr<f32>, %y: !tt.ptr<f32>, %s: f32) {
    %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #split>
    %p = tt.splat %x : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #split>
    %pa = tt.addptr %p, %r : tensor<256x!tt.ptr<f32>, #split>, tensor<256xi32, #split>
    %v = tt.splat %s : f32 -> tensor<256xf32, #split>
    tt.store %pa, %v : tensor<256x!tt.ptr<f32>, #split>
    %r1 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #repl>
    %q = tt.splat %y : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #repl>
    %qa = tt.addptr %q, %r1 : tensor<256x!tt.ptr<f32>, #repl>, tensor<256xi32, #repl>
    %w = tt.splat %s : f32 -> tensor<256xf32, #repl>
    tt.store %qa, %w : tensor<256x!tt.ptr<f32>, #repl>
    tt.return
  }
}

// -----

// tt.atomic_rmw seeds; walking back through the convert_layout removes it and re-lays out the
// load (and its pointers) in the atomic's CTA layout.
// CHECK-DAG: #[[S:.*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = {{\[\[}}1]]}>
// CHECK-LABEL: tt.func @atomic_add
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.load {{.*}} : tensor<512x!tt.ptr<f32>, #[[S]]>
// CHECK: tt.atomic_rmw fadd, acq_rel, gpu, {{.*}} -> tensor<512xf32, #[[S]]>
#split = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>
#repl = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @atomic_add(%x: !tt.ptr<f32>, %out: !tt.ptr<f32>) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #repl>
    %px = tt.splat %x : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #repl>
    %pxa = tt.addptr %px, %r : tensor<512x!tt.ptr<f32>, #repl>, tensor<512xi32, #repl>
    %v = tt.load %pxa : tensor<512x!tt.ptr<f32>, #repl>
    %vc = ttg.convert_layout %v : tensor<512xf32, #repl> -> tensor<512xf32, #split>
    %po = tt.splat %out : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #split>
    %old = tt.atomic_rmw fadd, acq_rel, gpu, %po, %vc : (tensor<512x!tt.ptr<f32>, #split>, tensor<512xf32, #split>) -> tensor<512xf32, #split>
    tt.return
  }
}

// -----

// tt.atomic_cas seeds the same way (all three tensor operands and the result).
// CHECK-DAG: #[[S:.*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = {{\[\[}}0]]}>
// CHECK-LABEL: tt.func @cas
// CHECK: arith.constant dense<0> : tensor<256xi32, #[[S]]>
// CHECK: arith.constant dense<1> : tensor<256xi32, #[[S]]>
// CHECK: tt.atomic_cas acq_rel, gpu, {{.*}} : (tensor<256x!tt.ptr<i32>, #[[S]]>, tensor<256xi32, #[[S]]>, tensor<256xi32, #[[S]]>) -> tensor<256xi32, #[[S]]>
#repl = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[0]]}>
#split = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @cas(%lock: !tt.ptr<i32>) {
    %zero = arith.constant dense<0> : tensor<256xi32, #split>
    %one = arith.constant dense<1> : tensor<256xi32, #split>
    %z = ttg.convert_layout %zero : tensor<256xi32, #split> -> tensor<256xi32, #repl>
    %o = ttg.convert_layout %one : tensor<256xi32, #split> -> tensor<256xi32, #repl>
    %p = tt.splat %lock : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #repl>
    %old = tt.atomic_cas acq_rel, gpu, %p, %z, %o : (tensor<256x!tt.ptr<i32>, #repl>, tensor<256xi32, #repl>, tensor<256xi32, #repl>) -> tensor<256xi32, #repl>
    tt.return
  }
}

// -----

// tt.descriptor_store seeds with its source's CTA layout (rows split). The load feeding it was
// split along the columns: it is re-laid out with the rows split, keeping its own
// sizePerThread/order, so one convert_layout remains between the two thread layouts.
// CHECK-DAG: #[[SRC:.*]] = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = {{\[\[}}1, 0]]}>
// CHECK-DAG: #[[LD:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0], CGALayout = {{\[\[}}1, 0]]}>
// CHECK-LABEL: tt.func @desc_store
// CHECK: tt.load {{.*}} : tensor<64x64x!tt.ptr<f16>, #[[LD]]>
// CHECK: ttg.convert_layout {{.*}} : tensor<64x64xf16, #[[LD]]> -> tensor<64x64xf16, #[[SRC]]>
// CHECK: tt.descriptor_store {{.*}} : !tt.tensordesc<tensor<64x64xf16>>, tensor<64x64xf16, #[[SRC]]>
#cols = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0], CGALayout = [[0, 1]]}>
#rows = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @desc_store(%x: !tt.ptr<f16>, %out: !tt.ptr<f16>, %M: i32, %N: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i64
    %n64 = arith.extsi %N : i32 to i64
    %d = tt.make_tensor_descriptor %out, [%M, %N], [%n64, %c1] : <f16>, <tensor<64x64xf16>>
    %p = tt.splat %x : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #cols>
    %v = tt.load %p : tensor<64x64x!tt.ptr<f16>, #cols>
    %vc = ttg.convert_layout %v : tensor<64x64xf16, #cols> -> tensor<64x64xf16, #rows>
    tt.descriptor_store %d[%c0, %c0], %vc : !tt.tensordesc<tensor<64x64xf16>>, tensor<64x64xf16, #rows>
    tt.return
  }
}
