// RUN: gluon-opt %s | FileCheck %s

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @auto
  tt.func @auto(%arg0: tensor<128xf32, #gluon.auto_encoding>, %arg1: tensor<128xf32, #gluon.coalesced_encoding>) -> tensor<128xf32, #blocked> {
    // CHECK: %0 = gluon.set_auto_layout %arg0 : tensor<128xf32, #gluon.auto_encoding> -> tensor<128xf32, #blocked>
    %0 = gluon.set_auto_layout %arg0 : tensor<128xf32, #gluon.auto_encoding> -> tensor<128xf32, #blocked>
    tt.return %0 : tensor<128xf32, #blocked>
  }
}
