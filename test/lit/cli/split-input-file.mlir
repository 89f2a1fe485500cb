// RUN: gluon-opt %s -split-input-file | FileCheck %s
// RUN: gluon-opt %s --split-input-file | FileCheck %s

// Each chunk is parsed and printed on its own; outputs are joined with `// -----`.

// CHECK:      module {
// CHECK-NEXT:   tt.func @first() {
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   tt.func @second(%arg0: i32) -> i32 {
// CHECK-NEXT:     tt.return %arg0 : i32
tt.func @first() {
  tt.return
}

// -----

tt.func @second(%x: i32) -> i32 {
  tt.return %x : i32
}
