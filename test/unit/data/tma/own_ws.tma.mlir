// Our own TMA-lowering case under warp specialization: the folded local_alloc is an explicit
// capture, so the partition arguments are retyped to the (mutable) TMA buffer; constants
// inside the partitions stay there (partitions are isolated from above) and are deduplicated.
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @ws(%d: !tt.tensordesc<tensor<64x64xf16, #nvmma>>, %i: i32) {
    %a = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<64x64xf16, #nvmma>> -> tensor<64x64xf16, #blocked> loc("w.py":1:1)
    %s = ttg.local_alloc %a : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #nvmma, #smem> loc("w.py":2:1)
    ttg.warp_specialize(%s, %d)
    default {
      ttg.warp_yield loc("w.py":3:1)
    }
    partition0(%buf: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %desc: !tt.tensordesc<tensor<64x64xf16, #nvmma>>) num_warps(4) {
      %c0 = arith.constant 0 : i32 loc("w.py":4:1)
      %c0b = arith.constant 0 : i32 loc("w.py":5:1)
      %v = ttg.local_load %buf : !ttg.memdesc<64x64xf16, #nvmma, #smem> -> tensor<64x64xf16, #blocked> loc("w.py":6:1)
      tt.descriptor_store %desc[%c0, %c0b], %v : !tt.tensordesc<tensor<64x64xf16, #nvmma>>, tensor<64x64xf16, #blocked> loc("w.py":7:1)
      ttg.warp_return loc("w.py":8:1)
    } : (!ttg.memdesc<64x64xf16, #nvmma, #smem>, !tt.tensordesc<tensor<64x64xf16, #nvmma>>) -> () loc("w.py":9:1)
    tt.return loc("w.py":10:1)
  } loc("w.py":11:1)
}
