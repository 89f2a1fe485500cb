// RUN: gluon-opt %s -split-input-file -verify-diagnostics

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @concrete_input(%arg0: tensor<128xf32, #blocked>) {
    // expected-error @+1 {{'gluon.set_auto_layout' op input tensor must have an auto layout type}}
    %0 = gluon.set_auto_layout %arg0 : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked>
    tt.return
  }
}

// -----

tt.func @auto_result(%arg0: tensor<128xf32, #gluon.auto_encoding>) {
  // expected-error @+1 {{'gluon.set_auto_layout' op result type must not be auto layout}}
  %0 = gluon.set_auto_layout %arg0 : tensor<128xf32, #gluon.auto_encoding> -> tensor<128xf32, #gluon.auto_encoding>
  tt.return
}
