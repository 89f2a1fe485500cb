// C++: "Internal Error: Tensor descriptor should have encoding set", then a fatal error.
// ERROR-LINE: 8
// ERROR: Tensor descriptor should have encoding set
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%d: !tt.tensordesc<tensor<64x64xf16>>, %i: i32) -> tensor<64x64xf16, #blocked> {
    %c0 = arith.constant 0 : i32
    %a = tt.descriptor_load %d[%i, %c0] : !tt.tensordesc<tensor<64x64xf16>> -> tensor<64x64xf16, #blocked>
    tt.return %a : tensor<64x64xf16, #blocked>
  }
}
