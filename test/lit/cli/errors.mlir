// RUN: rm -f %t.out
// RUN: not gluon-opt %s 2>&1 | FileCheck %s
// RUN: not gluon-opt %s -o %t.out 2>&1 | FileCheck %s
// RUN: not test -e %t.out
// RUN: not gluon-opt %s --no-such-flag 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: not gluon-opt %s.missing 2>&1 | FileCheck %s --check-prefix=MISSING

// CHECK: errors.mlir:[[# @LINE + 5]]:3: error: custom op 'arith.no_such_op' is unknown
// CHECK-NOT: Traceback
// FLAG: gluon-opt: unknown option '--no-such-flag'
// MISSING: gluon-opt: could not open input file '{{.*}}errors.mlir.missing'
tt.func @f() {
  arith.no_such_op
  tt.return
}
