// RUN: gluon-opt %s | FileCheck %s
// RUN: gluon-opt %s | gluon-opt | FileCheck %s
// RUN: gluon-opt %s --mlir-print-op-generic | gluon-opt | FileCheck %s

// scf.for prints MLIR's two spaces before a non-index induction type; blocks get ^bbN
// labels and predecessor comments; constants are named after their value.

// CHECK-LABEL: tt.func @loops
// CHECK: %c0_i32 = arith.constant 0 : i32
// CHECK: %true = arith.constant true
// CHECK: %cst = arith.constant dense<0xFF800000> : tensor<4xf32>
// CHECK: %0 = scf.for %arg1 = %c0_i32 to %arg0 step %c1_i32 iter_args(%arg2 = %cst) -> (tensor<4xf32>)  : i32 {
// CHECK:   scf.yield %arg2 : tensor<4xf32>
// CHECK: scf.for %arg1 = %c0_i32 to %arg0 step %c1_i32  : i32 {
// CHECK-NEXT: }
// CHECK: %1:2 = scf.if %true -> (i32, i32) {
// CHECK: } else {
// CHECK: tt.return %1#1 : i32
tt.func @loops(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %t = arith.constant true
  %init = arith.constant dense<0xFF800000> : tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<4xf32>) : i32 {
    scf.yield %acc : tensor<4xf32>
  }
  scf.for %i = %c0 to %n step %c1 : i32 {
  }
  %p:2 = scf.if %t -> (i32, i32) {
    scf.yield %c0, %c1 : i32, i32
  } else {
    scf.yield %c1, %c0 : i32, i32
  }
  tt.return %p#1 : i32
}

// CHECK-LABEL: tt.func @blocks
// CHECK:        cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK:        cf.cond_br %1, ^bb1(%0 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK:      ^bb3:  // no predecessors
// CHECK-NEXT:   %2 = ub.poison : i32
tt.func @blocks(%x: i32) -> i32 {
  cf.br ^loop(%x : i32)
^loop(%v: i32):
  %c = arith.cmpi eq, %v, %x : i32
  cf.cond_br %c, ^loop(%v : i32), ^exit
^exit:
  tt.return %v : i32
^dead:
  %u = ub.poison : i32
  tt.return %u : i32
}
