// C++: emits an async_tma_copy_global_to_local that fails verification.
// ERROR-LINE: 10
// ERROR: TMA result must have NVMMA shared layout
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#fp4 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8, fp4Padded = true}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%d: !tt.tensordesc<tensor<64x64xf16, #sw>>, %i: i32) -> tensor<64x64xf16, #blocked> {
    %a = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<64x64xf16, #sw>> -> tensor<64x64xf16, #blocked>
    tt.return %a : tensor<64x64xf16, #blocked>
  }
}
