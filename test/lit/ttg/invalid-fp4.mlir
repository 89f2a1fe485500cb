// RUN: gluon-opt %s -split-input-file -verify-diagnostics
// ttg.fp4_to_fp: the source layout must be the result's, halved along the axis.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @same_layout(%a: tensor<64x32xi8, #blocked>) {
    // expected-error @+1 {{Src and Dst encodings are not compatible:}}
    %0 = ttg.fp4_to_fp %a {axis = 1 : i32} : tensor<64x32xi8, #blocked> -> tensor<64x64xbf16, #blocked>
    tt.return
  }
}

// -----

// One element per thread along the axis cannot be halved.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @cannot_infer(%a: tensor<64x32xi8, #blocked>) {
    // expected-error @+1 {{failed to infer encoding}}
    %0 = ttg.fp4_to_fp %a {axis = 1 : i32} : tensor<64x32xi8, #blocked> -> tensor<64x64xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @one_encoding(%a: tensor<64x32xi8, #blocked>) {
    // expected-error @+1 {{source and result must both have an encoding, or neither}}
    %0 = ttg.fp4_to_fp %a {axis = 1 : i32} : tensor<64x32xi8, #blocked> -> tensor<64x64xbf16>
    tt.return
  }
}

// -----

// The matching pair verifies.
#src = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#dst = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @ok(%a: tensor<64x32xi8, #src>) {
    %0 = ttg.fp4_to_fp %a {axis = 1 : i32} : tensor<64x32xi8, #src> -> tensor<64x64xbf16, #dst>
    tt.return
  }
}
