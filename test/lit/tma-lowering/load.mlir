// RUN: gluon-opt %s -split-input-file --triton-nvidia-tma-lowering | FileCheck %s

// A descriptor load becomes a buffer + mbarrier round trip; its constants (%true, phase 0)
// end up at the top of the function, and the load is read back with one local_load.

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @load
  // CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: %[[TRUE:.*]] = arith.constant true
  // CHECK-NEXT: %[[BUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  // CHECK-NEXT: %[[BAR:.*]] = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared{{[0-9]*}}, #smem, mutable>
  // CHECK-NEXT: ttng.init_barrier %[[BAR]], 1
  // CHECK-NEXT: ttng.barrier_expect %[[BAR]], 8192, %[[TRUE]]
  // CHECK-NEXT: ttng.async_tma_copy_global_to_local %arg0[%arg1, %arg1] %[[BUF]], %[[BAR]], %[[TRUE]]
  // CHECK-NEXT: ttng.wait_barrier %[[BAR]], %[[ZERO]]
  // CHECK-NEXT: ttng.inval_barrier %[[BAR]]
  // CHECK-NEXT: %[[VAL:.*]] = ttg.local_load %[[BUF]]
  // CHECK-NEXT: tt.return %[[VAL]]
  tt.func @load(%d: !tt.tensordesc<tensor<64x64xf16, #nvmma>>, %i: i32) -> tensor<64x64xf16, #blocked> {
    %a = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<64x64xf16, #nvmma>> -> tensor<64x64xf16, #blocked>
    tt.return %a : tensor<64x64xf16, #blocked>
  }
}

// -----

// A local_alloc of the loaded value with the descriptor's encoding is folded into the TMA
// buffer (a view on it is rebuilt, now mutable); another encoding keeps its own copy.

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#nvmmaT = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @alloc_users
  // CHECK: %[[BUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  // CHECK: ttng.inval_barrier
  // CHECK-NEXT: %[[VAL:.*]] = ttg.local_load %[[BUF]]
  // CHECK-NEXT: %[[T:.*]] = ttg.memdesc_trans %[[BUF]] {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared{{[0-9]+}}, #smem, mutable>
  // CHECK-NEXT: %[[OTHER:.*]] = ttg.local_alloc %[[VAL]] : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared{{[0-9]+}}, #smem>
  // CHECK-NEXT: ttg.local_load %[[T]]
  tt.func @alloc_users(%d: !tt.tensordesc<tensor<64x64xf16, #nvmma>>, %i: i32) -> (tensor<64x64xf16, #blocked>, !ttg.memdesc<64x64xf16, #sw, #smem>) {
    %a = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<64x64xf16, #nvmma>> -> tensor<64x64xf16, #blocked>
    %s = ttg.local_alloc %a : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #nvmma, #smem>
    %t = ttg.memdesc_trans %s {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #nvmma, #smem> -> !ttg.memdesc<64x64xf16, #nvmmaT, #smem>
    %o = ttg.local_alloc %a : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #sw, #smem>
    %l = ttg.local_load %t : !ttg.memdesc<64x64xf16, #nvmmaT, #smem> -> tensor<64x64xf16, #blocked>
    tt.return %l, %o : tensor<64x64xf16, #blocked>, !ttg.memdesc<64x64xf16, #sw, #smem>
  }
}

// -----

// fp4-padded descriptors count the innermost index in bytes: it is doubled (and folded
// when it is a constant); the barrier expects the padded byte count.

#fp4 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8, fp4Padded = true}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @fp4
  // CHECK-DAG: %[[SIX:.*]] = arith.constant 6 : i32
  // CHECK-DAG: %[[TWO:.*]] = arith.constant 2 : i32
  // CHECK: ttng.barrier_expect %{{.*}}, 8192
  // CHECK: %[[COL:.*]] = arith.muli %arg1, %[[TWO]] : i32
  // CHECK-NEXT: ttng.async_tma_copy_global_to_local %arg0[%arg1, %[[COL]]]
  // CHECK: ttng.async_tma_copy_global_to_local %arg0[%arg1, %[[SIX]]]
  tt.func @fp4(%d: !tt.tensordesc<tensor<64x128xi8, #fp4>>, %i: i32) -> (tensor<64x128xi8, #blocked>, tensor<64x128xi8, #blocked>) {
    %c3 = arith.constant 3 : i32
    %a = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<64x128xi8, #fp4>> -> tensor<64x128xi8, #blocked>
    %b = tt.descriptor_load %d[%i, %c3] : !tt.tensordesc<tensor<64x128xi8, #fp4>> -> tensor<64x128xi8, #blocked>
    tt.return %a, %b : tensor<64x128xi8, #blocked>, tensor<64x128xi8, #blocked>
  }
}
