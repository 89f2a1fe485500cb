// RUN: gluon-opt %s | FileCheck %s
// Round trip of the ttng ops; the CHECK lines spell what libtriton prints.

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @barriers
  tt.func @barriers(%bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %phase: i32, %pred: i1) {
    // CHECK: ttng.init_barrier %arg0, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    // CHECK-NEXT: ttng.barrier_expect %arg0, 16384, %arg2 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.barrier_expect %bar, 16384, %pred : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    // CHECK-NEXT: ttng.wait_barrier %arg0, %arg1, %arg2 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.wait_barrier %bar, %phase, %pred : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    // CHECK-NEXT: ttng.arrive_barrier %arg0, 2, %arg2 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.arrive_barrier %bar, 2, %pred : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    // CHECK-NEXT: ttng.fence_async_shared {bCluster = false}
    ttng.fence_async_shared {bCluster = false}
    // CHECK-NEXT: ttng.inval_barrier %arg0 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.inval_barrier %bar : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    tt.return
  }

  // CHECK-LABEL: tt.func @tma
  tt.func @tma(%desc: !tt.tensordesc<tensor<128x64xf16, #shared>>, %i: i32, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %buf: !ttg.memdesc<128x64xf16, #shared, #smem, mutable>, %pred: i1) {
    // CHECK: ttng.async_tma_copy_global_to_local %arg0[%arg1, %arg1] %arg3, %arg2, %arg4 cacheModifier = ca : !tt.tensordesc<tensor<128x64xf16, #shared1>>, !ttg.memdesc<1xi64, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared1, #smem, mutable>
    ttng.async_tma_copy_global_to_local %desc[%i, %i] %buf, %bar, %pred cacheModifier = ca : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    // CHECK-NEXT: ttng.async_tma_reduce max, %arg0[%arg1, %arg1] %arg3 : !tt.tensordesc<tensor<128x64xf16, #shared1>>, !ttg.memdesc<128x64xf16, #shared1, #smem, mutable>
    ttng.async_tma_reduce max, %desc[%i, %i] %buf : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    // CHECK-NEXT: ttng.async_tma_store_wait {pendings = 0 : i32}
    ttng.async_tma_store_wait {pendings = 0 : i32}
    tt.return
  }

  // CHECK-LABEL: tt.func @wgmma
  tt.func @wgmma(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %acc: tensor<128x128xf32, #mma>) -> tensor<128x128xf32, #mma> {
    // inputPrecision = 2 (ieee) is the default and is dropped.
    // CHECK: %0 = ttng.warp_group_dot %arg0, %arg1, %arg2 {isAsync = true} : !ttg.memdesc<128x64xf16, #shared1, #smem> * !ttg.memdesc<64x128xf16, #shared1, #smem> -> tensor<128x128xf32, #mma>
    %0 = ttng.warp_group_dot %a, %b, %acc {inputPrecision = 2 : i32, isAsync = true} : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
    // CHECK-NEXT: %1 = ttng.warp_group_dot_wait %0 {pendings = 0 : i32} : tensor<128x128xf32, #mma>
    %1 = ttng.warp_group_dot_wait %0 {pendings = 0 : i32} : tensor<128x128xf32, #mma>
    tt.return %1 : tensor<128x128xf32, #mma>
  }

  // CHECK-LABEL: tt.func @tcgen5
  tt.func @tcgen5(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %pred: i1) {
    // Results of ops with several ODS result groups are named after them.
    // CHECK: %result, %token = ttng.tmem_alloc : () -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
    %d, %tok = ttng.tmem_alloc : () -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
    // CHECK-NEXT: %0 = ttng.tc_gen5_mma %arg0, %arg1, %result[%token], %arg3, %arg3, %arg2[%arg3] {is_async} : !ttg.memdesc<128x64xf16, #shared1, #smem>, !ttg.memdesc<64x128xf16, #shared1, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %t1 = ttng.tc_gen5_mma %a, %b, %d[%tok], %pred, %pred, %bar[%pred] {is_async} : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    // CHECK-NEXT: %result_0, %token_1 = ttng.tmem_load %result[%0] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear>
    %v, %t2 = ttng.tmem_load %d[%t1] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear>
    // CHECK-NEXT: ttng.tmem_store %result_0, %result, %arg3 : tensor<128x128xf32, #linear> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    ttng.tmem_store %v, %d, %pred : tensor<128x128xf32, #linear> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    // CHECK-NEXT: ttng.tc_gen5_commit %arg2, %arg3 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.tc_gen5_commit %bar, %pred : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    tt.return
  }
}
