// RUN: gluon-opt %s | FileCheck %s
// Round trip of every ttg op; the CHECK lines spell what libtriton prints.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @memory
  tt.func @memory(%t: tensor<128x64xf16, #blocked>, %m: !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable>, %i: i32, %tok: !ttg.async.token) {
    // CHECK: %0 = ttg.local_alloc %arg0 : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
    %0 = ttg.local_alloc %t : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
    // CHECK-NEXT: %1 = ttg.local_alloc {alignment = 16 : i32} : () -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    %1 = ttg.local_alloc {alignment = 16 : i32} : () -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    // CHECK-NEXT: ttg.local_store %arg0, %1 : tensor<128x64xf16, #blocked> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    ttg.local_store %t, %1 : tensor<128x64xf16, #blocked> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    // CHECK-NEXT: %2 = ttg.local_load %1 token %arg3 : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> -> tensor<128x64xf16, #blocked>
    %2 = ttg.local_load %1 token %tok : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> -> tensor<128x64xf16, #blocked>
    // CHECK-NEXT: %3 = ttg.memdesc_index %arg1[%arg2] : !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    %3 = ttg.memdesc_index %m[%i] : !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    // The offsets follow the operand without a space; the alloc shape shows the whole buffer.
    // CHECK-NEXT: %4 = ttg.memdesc_subslice %3[64, 0] : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable, 128x64>
    %4 = ttg.memdesc_subslice %3 [64, 0] : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable, 128x64>
    // CHECK-NEXT: ttg.local_dealloc %1 : !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    ttg.local_dealloc %1 : !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    // CHECK-NEXT: ttg.local_barrier
    ttg.local_barrier
    tt.return
  }

  // CHECK-LABEL: tt.func @async
  tt.func @async(%p: tensor<128x64x!tt.ptr<f16>, #blocked>, %mask: tensor<128x64xi1, #blocked>, %m: !ttg.memdesc<128x64xf16, #shared, #smem, mutable>) {
    // Keywords in a fixed order, defaults dropped, and the result type unqualified (as ODS prints it).
    // CHECK: %0 = ttg.async_copy_global_to_local %arg0, %arg2 mask %arg1 cacheModifier = cg evictionPolicy = evict_first {isVolatile = true} : tensor<128x64x!tt.ptr<f16>, #blocked> -> <128x64xf16, #shared, #smem, mutable>
    %0 = ttg.async_copy_global_to_local %p, %m mask %mask evictionPolicy = evict_first cacheModifier = cg {isVolatile = true, contiguity = 1 : i32} : tensor<128x64x!tt.ptr<f16>, #blocked> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    // CHECK-NEXT: %1 = ttg.async_commit_group tokens %0
    %1 = ttg.async_commit_group tokens %0
    // CHECK-NEXT: %2 = ttg.async_wait %1 {num = 0 : i32}
    %2 = ttg.async_wait %1 {num = 0 : i32}
    tt.return
  }

  // CHECK-LABEL: tt.func @ws
  tt.func @ws(%a: i32, %b: i64) -> i64 {
    // CHECK: %0 = ttg.warp_specialize(%arg0) attributes {warpGroupStartIds = array<i32: 4>}
    // CHECK-NEXT: default {
    // CHECK-NEXT: ttg.warp_yield %arg1 : i64
    // CHECK-NEXT: }
    // CHECK-NEXT: partition0(%arg2: i32) num_warps(4) {
    // CHECK-NEXT: %2 = arith.addi %arg2, %arg2 : i32
    // CHECK-NEXT: ttg.warp_return
    // CHECK-NEXT: } : (i32) -> i64
    %0 = ttg.warp_specialize(%a) attributes {warpGroupStartIds = array<i32: 4>}
    default {
      ttg.warp_yield %b : i64
    }
    partition0(%x: i32) num_warps(4) {
      %1 = arith.addi %x, %x : i32
      ttg.warp_return
    } : (i32) -> i64
    // CHECK: %1 = ttg.predicate_stage %arg0, %arg0, %arg0 maxStage 2 stage 1 : i32 -> i1
    %1 = ttg.predicate_stage %a, %a, %a maxStage 2 stage 1 : i32 -> i1
    tt.return %0 : i64
  }
}
