// RUN: gluon-opt %s --mlir-print-debuginfo | FileCheck %s
// RUN: gluon-opt %s -mlir-print-debuginfo | gluon-opt -mlir-print-debuginfo | FileCheck %s
// RUN: gluon-opt %s | FileCheck %s --check-prefix=NODEBUG
// RUN: gluon-opt %s --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL

// Locations used by block arguments are aliased before the module (but printed inline);
// locations only used by ops come after it. NameLocs name the values they locate.

// CHECK:      #[[FILE:loc[0-9]*]] = loc("k.py":1:0)
// CHECK-NEXT: #{{loc[0-9]+}} = loc("x"(#[[FILE]]))
// CHECK-NEXT: module {
// CHECK-NEXT:   tt.func @f(%x: i32 loc("x"(#[[FILE]]))) -> i32 {
// CHECK-NEXT:     %sum = arith.addi %x, %x : i32 loc(#[[SUM:loc[0-9]+]])
// CHECK-NEXT:     %sum_0 = arith.addi %sum, %x : i32 loc(#[[SUM]])
// CHECK-NEXT:     tt.return %sum_0 : i32 loc(#[[RET:loc[0-9]+]])
// CHECK-NEXT:   } loc(#[[FILE]])
// CHECK-NEXT: } loc(#[[FILE]])
// CHECK-DAG:  #[[LINE:loc[0-9]+]] = loc("k.py":2:4)
// CHECK-DAG:  #[[RET]] = loc("k.py":3:4)
// CHECK-DAG:  #[[SUM]] = loc("sum"(#[[LINE]]))

// NODEBUG:      module {
// NODEBUG-NEXT:   tt.func @f(%arg0: i32) -> i32 {
// NODEBUG-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// NODEBUG-NEXT:     %1 = arith.addi %0, %arg0 : i32
// NODEBUG-NOT:  loc

// LOCAL-NOT: #loc
// LOCAL: %sum = arith.addi %x, %x : i32 loc("sum"("k.py":2:4))
module {
  tt.func @f(%a: i32 loc(#loc1)) -> i32 {
    %0 = arith.addi %a, %a : i32 loc(#loc3)
    %1 = arith.addi %0, %a : i32 loc(#loc3)
    tt.return %1 : i32 loc(#loc4)
  } loc(#loc)
} loc(#loc)
#loc = loc("k.py":1:0)
#loc1 = loc("x"(#loc))
#loc2 = loc("k.py":2:4)
#loc3 = loc("sum"(#loc2))
#loc4 = loc("k.py":3:4)
