// RUN: gluon-opt %s --triton-nvidia-tma-lowering -mlir-print-debuginfo | FileCheck %s

// TMA lowering runs under MLIR's greedy driver, whose side effects are part of the output:
// constants are deduplicated and moved to the top of the function (the kept one loses its
// location when a duplicate is merged into it, or when it comes out of a nested block; a
// constant moved within its block keeps it), foldable ops are folded, unused pure ops vanish.

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @side_effects
  // CHECK-NEXT: %[[C10:.*]] = arith.constant 10 : i32 loc(#[[L_FOLD:loc[0-9]*]])
  // CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32 loc(#[[L_UNKNOWN:loc[0-9]*]])
  // CHECK-NEXT: %[[C5:.*]] = arith.constant 5 : i32 loc(#[[L_C5:loc[0-9]*]])
  // CHECK-NEXT: %[[X:.*]] = arith.addi %arg0, %[[C5]]
  // CHECK-NEXT: %[[Z:.*]] = arith.muli %[[X]], %[[C10]]
  // CHECK-NEXT: %[[W:.*]] = arith.addi %[[Z]], %[[C1]]
  // CHECK-NEXT: %[[V:.*]] = arith.addi %[[W]], %[[C1]]
  // CHECK-NEXT: tt.return %[[V]]
  tt.func @side_effects(%a: i32) -> i32 {
    %c5 = arith.constant 5 : i32 loc("k.py":1:1)
    %x = arith.addi %a, %c5 : i32 loc("k.py":2:1)
    %c7 = arith.constant 7 : i32 loc("k.py":3:1)
    %c3 = arith.constant 3 : i32 loc("k.py":4:1)
    %y = arith.addi %c3, %c7 : i32 loc("k.py":5:1)
    %z = arith.muli %x, %y : i32 loc("k.py":6:1)
    %unused = arith.constant 11 : i32 loc("k.py":7:1)
    %c1 = arith.constant 1 : i32 loc("k.py":8:1)
    %w = arith.addi %z, %c1 : i32 loc("k.py":9:1)
    %c1b = arith.constant 1 : i32 loc("k.py":10:1)
    %v = arith.addi %w, %c1b : i32 loc("k.py":11:1)
    tt.return %v : i32 loc("k.py":12:1)
  } loc("k.py":13:1)
}
// CHECK-DAG: #[[L_FOLD]] = loc("k.py":5:1)
// CHECK-DAG: #[[L_UNKNOWN]] = loc(unknown)
// CHECK-DAG: #[[L_C5]] = loc("k.py":1:1)
