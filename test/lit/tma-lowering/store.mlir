// RUN: gluon-opt %s --triton-nvidia-tma-lowering | FileCheck %s

// Stores, reductions and scatters copy the source into an immutable buffer, fence, issue the
// TMA op and wait for it.

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#idx = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @store
  // CHECK-NEXT: %[[S:.*]] = ttg.local_alloc %arg2 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
  // CHECK-NEXT: ttng.fence_async_shared {bCluster = false}
  // CHECK-NEXT: ttng.async_tma_copy_local_to_global %arg0[%arg1, %arg1] %[[S]]
  // CHECK-NEXT: ttng.async_tma_store_wait {pendings = 0 : i32}
  // CHECK-NEXT: %[[R:.*]] = ttg.local_alloc %arg2
  // CHECK-NEXT: ttng.fence_async_shared {bCluster = false}
  // CHECK-NEXT: ttng.async_tma_reduce add, %arg0[%arg1, %arg1] %[[R]]
  // CHECK-NEXT: ttng.async_tma_store_wait {pendings = 0 : i32}
  // CHECK-NEXT: tt.return
  tt.func @store(%d: !tt.tensordesc<tensor<64x64xf16, #nvmma>>, %i: i32, %v: tensor<64x64xf16, #blocked>) {
    tt.descriptor_store %d[%i, %i], %v : !tt.tensordesc<tensor<64x64xf16, #nvmma>>, tensor<64x64xf16, #blocked>
    tt.descriptor_reduce add, %d[%i, %i], %v : !tt.tensordesc<tensor<64x64xf16, #nvmma>>, tensor<64x64xf16, #blocked>
    tt.return
  }

  // CHECK-LABEL: tt.func @scatter
  // CHECK-NEXT: %[[S:.*]] = ttg.local_alloc %arg3 : (tensor<32x64xf16, #blocked>) -> !ttg.memdesc<32x64xf16, #shared, #smem>
  // CHECK-NEXT: ttng.fence_async_shared {bCluster = false}
  // CHECK-NEXT: ttng.async_tma_scatter %arg0[%arg1, %arg2] %[[S]]
  // CHECK-NEXT: ttng.async_tma_store_wait {pendings = 0 : i32}
  tt.func @scatter(%d: !tt.tensordesc<tensor<1x64xf16, #nvmma>>, %x: tensor<32xi32, #idx>, %y: i32, %v: tensor<32x64xf16, #blocked>) {
    tt.descriptor_scatter %d[%x, %y], %v : !tt.tensordesc<tensor<1x64xf16, #nvmma>>, tensor<32xi32, #idx>, i32, tensor<32x64xf16, #blocked>
    tt.return
  }
}
