// C++: getTMABlockShape casts the encoding to NVMMA and the assert kills the process.
// ERROR-LINE: 10
// ERROR: must be #ttg.nvmma_shared
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#fp4 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8, fp4Padded = true}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%p: !tt.ptr<f16>, %m: i32, %s: i64) -> !tt.tensordesc<tensor<64x64xf16, #sw>> {
    %d = tt.make_tensor_descriptor %p, [%m, %m], [%s, %s] : !tt.ptr<f16>, !tt.tensordesc<tensor<64x64xf16, #sw>>
    tt.return %d : !tt.tensordesc<tensor<64x64xf16, #sw>>
  }
}
