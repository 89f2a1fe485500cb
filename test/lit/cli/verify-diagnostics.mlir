// RUN: gluon-opt %s -split-input-file -verify-diagnostics
// RUN: not gluon-opt %S/Inputs/wrong-expected-error.mlir -verify-diagnostics 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: not gluon-opt %S/Inputs/missing-error.mlir --verify-diagnostics 2>&1 | FileCheck %s --check-prefix=MISSING

// WRONG: wrong-expected-error.mlir:4:{{[0-9]+}}: error: unexpected error: {{.*}}rank of source must be same as rank of result
// WRONG: wrong-expected-error.mlir:3:6: error: expected error "this is not the message the verifier gives" was not produced
// MISSING: missing-error.mlir:2:{{[0-9]+}}: error: expected error "an error that never comes" was not produced

tt.func @f(%arg0: i32) {
  %0 = tt.splat %arg0 : i32 -> tensor<128xi32>
  // expected-error @+1 {{rank of source must be same as rank of result}}
  %1 = tt.broadcast %0 : tensor<128xi32> -> tensor<128x32xi32>
  tt.return
}

// -----

tt.func @g(%arg0: i32) {
  %0 = tt.splat %arg0 : i32 -> tensor<128xi32>
  %1 = tt.broadcast %0 : tensor<128xi32> -> tensor<128x32xi32>
  // expected-error @above {{rank of source must be same as rank of result}}
  tt.return
}

// -----

// Parse errors are diagnostics too.
tt.func @h() {
  // expected-error @+1 {{custom op 'tt.no_such_op' is unknown}}
  tt.no_such_op
}
