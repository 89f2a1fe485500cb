// RUN: gluon-opt %s -split-input-file -verify-diagnostics
// A ttg op is verified before the check that its block ends with a terminator (MLIR's order,
// not xDSL's): the op's own error is the one reported.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#bad = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @own_error_first(%arg0: tensor<128xf32, #blocked>) {
    scf.execute_region {
      // expected-error @+1 {{Result has an invalid layout}}
      %0 = ttg.convert_layout %arg0 : tensor<128xf32, #blocked> -> tensor<128xf32, #bad>
    }
    tt.return
  }
}
