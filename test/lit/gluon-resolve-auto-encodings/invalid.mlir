// RUN: gluon-opt %s -split-input-file --gluon-resolve-auto-encodings -verify-diagnostics

// Errors of gluon-resolve-auto-encodings; test_diagnostics_exact.py checks that libtriton
// 3.6.0 reports each of them at the same place with the same words.

#blocked = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @split_halves_differ() -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>> {
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #gluon.auto_encoding>
    %1 = tt.join %0, %0 : tensor<128xi32, #gluon.auto_encoding> -> tensor<128x2xi32, #gluon.auto_encoding>
    // The seeded half keeps its layout (the first recorded one), the other half gets the
    // split's: 3.6.0 leaves IR that its verifier rejects.
    // expected-error @+1 {{'tt.split' op failed to verify that outLHS and outRHS types match}}
    %2, %3 = tt.split %1 : tensor<128x2xi32, #gluon.auto_encoding> -> tensor<128xi32, #gluon.auto_encoding>
    %4 = gluon.set_auto_layout %2 : tensor<128xi32, #gluon.auto_encoding> -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.return %4 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @seeded_in_loop_body(%n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // A use by scf.yield propagates nothing: the init value is never reached.
    // expected-error @+1 {{'arith.constant' op Failed to infer return type}}
    %cst = arith.constant dense<1.000000e+00> : tensor<256xf32, #gluon.auto_encoding>
    %0 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %cst) -> (tensor<256xf32, #gluon.auto_encoding>) : i32 {
      %1 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #gluon.auto_encoding>
      %2 = arith.sitofp %1 : tensor<256xi32, #gluon.auto_encoding> to tensor<256xf32, #gluon.auto_encoding>
      %3 = gluon.set_auto_layout %2 : tensor<256xf32, #gluon.auto_encoding> -> tensor<256xf32, #blocked>
      scf.yield %2 : tensor<256xf32, #gluon.auto_encoding>
    }
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @conflict_through_loop(%n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // The two layouts meet at the loop's init value; they are named in the order of the
    // xxh3 hash of their text.
    // expected-error-re @+1 {{'arith.constant' op found conflicting encodings for value:{{.*}}sizePerThread = [4]{{.*}}and{{.*}}sizePerThread = [2]}}
    %cst = arith.constant dense<1.000000e+00> : tensor<256xf32, #gluon.auto_encoding>
    %0 = gluon.set_auto_layout %cst : tensor<256xf32, #gluon.auto_encoding> -> tensor<256xf32, #blocked>
    %1 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %cst) -> (tensor<256xf32, #gluon.auto_encoding>) : i32 {
      scf.yield %acc : tensor<256xf32, #gluon.auto_encoding>
    }
    %2 = gluon.set_auto_layout %1 : tensor<256xf32, #gluon.auto_encoding> -> tensor<256xf32, #blocked1>
    tt.return
  }
}
