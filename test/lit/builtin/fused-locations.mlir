// RUN: gluon-opt %s --mlir-print-debuginfo | FileCheck %s
// RUN: gluon-opt %s --mlir-print-debuginfo | gluon-opt --mlir-print-debuginfo | FileCheck %s

// fused<metadata>[...] locations, built as MLIR's FusedLoc::get builds them: nested
// fusions with the same metadata are flattened, unknown and repeated locations dropped, a
// single location without metadata is that location.

// CHECK-LABEL: tt.func @f
// CHECK-NEXT: arith.constant 1 : i32 loc(#[[A:loc[0-9]*]])
// CHECK-NEXT: arith.constant 2 : i32 loc(#[[UNKNOWN:loc[0-9]*]])
// CHECK-NEXT: arith.constant 3 : i32 loc(#[[META_UNKNOWN:loc[0-9]*]])
// CHECK-NEXT: arith.constant 4 : i32 loc(#[[AB:loc[0-9]*]])
// CHECK-NEXT: arith.constant 5 : i32 loc(#[[NESTED:loc[0-9]*]])
// CHECK-NEXT: arith.constant 6 : i32 loc(#[[DICT:loc[0-9]*]])
// CHECK-DAG: #[[A]] = loc("a.py":1:2)
// CHECK-DAG: #[[B:loc[0-9]*]] = loc("b.py":1:2)
// CHECK-DAG: #[[C:loc[0-9]*]] = loc("c.py":1:2)
// CHECK-DAG: #[[D:loc[0-9]*]] = loc("d.py":1:2)
// CHECK-DAG: #[[E:loc[0-9]*]] = loc("e.py":3:3)
// CHECK-DAG: #[[UNKNOWN]] = loc(unknown)
// CHECK-DAG: #[[META_UNKNOWN]] = loc(fused<"m">[#[[UNKNOWN]]])
// CHECK-DAG: #[[AB]] = loc(fused[#[[A]], #[[B]]])
// CHECK-DAG: #[[N:loc[0-9]*]] = loc(fused<"n">[#[[D]], #[[E]]])
// CHECK-DAG: #[[NESTED]] = loc(fused<"m">[#[[A]], #[[C]], #[[N]]])
// CHECK-DAG: #[[DICT]] = loc(fused<{x = 1 : i32}>[#[[A]]])
module {
  tt.func @f() {
    %a = arith.constant 1 : i32 loc(fused["a.py":1:2])
    %b = arith.constant 2 : i32 loc(fused[unknown])
    %c = arith.constant 3 : i32 loc(fused<"m">[unknown])
    %d = arith.constant 4 : i32 loc(fused["a.py":1:2, fused["b.py":1:2, "a.py":1:2], unknown])
    %e = arith.constant 5 : i32 loc(fused<"m">["a.py":1:2, fused<"m">["c.py":1:2], fused<"n">["d.py":1:2, "e.py":3:3]])
    %g = arith.constant 6 : i32 loc(fused<{x = 1 : i32}>["a.py":1:2])
    tt.return
  }
}
