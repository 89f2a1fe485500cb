// Inputs on which libtriton 3.6.0's gluon-resolve-auto-encodings aborts the process; we give
// valid IR or a located error (docs/divergences.md, test_resolve_auto_encodings.py).

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @non_splat() -> tensor<4xi32, #blocked> {
    %cst = arith.constant dense<[0, 1, 2, 3]> : tensor<4xi32, #gluon.auto_encoding>
    %0 = gluon.set_auto_layout %cst : tensor<4xi32, #gluon.auto_encoding> -> tensor<4xi32, #blocked>
    tt.return %0 : tensor<4xi32, #blocked>
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @reduce_to_scalar() -> i32 {
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #gluon.auto_encoding>
    %1 = gluon.set_auto_layout %0 : tensor<128xi32, #gluon.auto_encoding> -> tensor<128xi32, #blocked>
    %2 = "tt.reduce"(%0) <{axis = 0 : i32}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      tt.reduce.return %s : i32
    }) : (tensor<128xi32, #gluon.auto_encoding>) -> i32
    tt.return %2 : i32
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @gather_concrete_src(%src: tensor<128x4xf32, #blocked1>) -> tensor<128x4xf32, #blocked> {
    %cst = arith.constant dense<1> : tensor<128x4xi32, #gluon.auto_encoding>
    %0 = tt.gather %src[%cst] {axis = 1 : i32} : (tensor<128x4xf32, #blocked1>, tensor<128x4xi32, #gluon.auto_encoding>) -> tensor<128x4xf32, #gluon.auto_encoding>
    %1 = gluon.set_auto_layout %0 : tensor<128x4xf32, #gluon.auto_encoding> -> tensor<128x4xf32, #blocked>
    tt.return %1 : tensor<128x4xf32, #blocked>
  }
}
