// RUN: gluon-opt %s --triton-nvidia-gpu-fence-insertion=compute-capability=90 --mlir-print-ir-after-all -o %t 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: gluon-opt %s --pass-pipeline='builtin.module(triton-nvidia-gpu-fence-insertion{compute-capability=90})' --mlir-print-ir-before-all --mlir-print-ir-module-scope -o %t 2>&1 | FileCheck %s --check-prefix=SCOPE
// RUN: gluon-opt %s --triton-nvidia-gpu-fence-insertion --mlir-timing -o %t 2>&1 | FileCheck %s --check-prefix=TIMING
// RUN: gluon-opt %s --triton-nvidia-gpu-fence-insertion --mlir-timing --mlir-timing-display=list -o %t 2>&1 | FileCheck %s --check-prefix=LIST
// RUN: not gluon-opt %s --pass-pipeline='builtin.module(tt.func(triton-nvidia-gpu-fence-insertion))' 2>&1 | FileCheck %s --check-prefix=NEST

// mlir-opt's pass instrumentation: IR dumps named by the pass's MLIR name and flag (the
// op and the whole module with --mlir-print-ir-module-scope), the timing report as a tree
// or a list, and MLIR's refusal of a module pass nested on functions.

// AFTER:      // -----// IR Dump After TritonGPUFenceInsertion (triton-nvidia-gpu-fence-insertion) //----- //
// AFTER-NEXT: module attributes {{.*}} {
// AFTER:      {{^}}}
// AFTER-EMPTY:
// AFTER-EMPTY:

// SCOPE: // -----// IR Dump Before TritonGPUFenceInsertion (triton-nvidia-gpu-fence-insertion) ('builtin.module' operation) //----- //
// SCOPE-NEXT: module attributes {{.*}} {

// TIMING:      ===-------------------------------------------------------------------------===
// TIMING-NEXT: {{^                         }}... Execution time report ...
// TIMING-NEXT: ===-------------------------------------------------------------------------===
// TIMING-NEXT:   Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds
// TIMING-EMPTY:
// TIMING-NEXT:   ----Wall Time----  ----Name----
// TIMING-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  Parser$}}
// TIMING-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  TritonGPUFenceInsertion$}}
// TIMING-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  Output$}}
// TIMING-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  Rest$}}
// TIMING-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)  Total$}}

// LIST:      ----Wall Time----  ----Name----
// LIST-NEXT: (100.0%)  root
// LIST:      Rest
// LIST-NEXT: (100.0%)  Total

// NEST: Can't add pass 'triton-nvidia-gpu-fence-insertion' restricted to 'builtin.module' on a PassManager intended to run on 'tt.func', did you intend to nest?

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
    tt.return
  }
}
