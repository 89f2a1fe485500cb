// RUN: not gluon-opt %s -split-input-file --triton-nvidia-tma-lowering 2>&1 | %llvm-filecheck %s

// Where Triton's C++ pass aborts the process, we report a located error.

#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @swizzled(%p: !tt.ptr<f16>, %m: i32, %s: i64) -> !tt.tensordesc<tensor<64x64xf16, #sw>> {
    // CHECK: errors.mlir:[[@LINE+1]]:10: error: 'tt.make_tensor_descriptor' op TMA descriptor encoding must be #ttg.nvmma_shared
    %d = tt.make_tensor_descriptor %p, [%m, %m], [%s, %s] : !tt.ptr<f16>, !tt.tensordesc<tensor<64x64xf16, #sw>>
    tt.return %d : !tt.tensordesc<tensor<64x64xf16, #sw>>
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @narrow(%p: !tt.ptr<f16>, %m: i32, %s: i64) -> !tt.tensordesc<tensor<64x32xf16, #nvmma>> {
    // CHECK: errors.mlir:[[@LINE+1]]:10: error: 'tt.make_tensor_descriptor' op Block shape is too small for the swizzle byte size in NVMMA Shared Layout.
    %d = tt.make_tensor_descriptor %p, [%m, %m], [%s, %s] : !tt.ptr<f16>, !tt.tensordesc<tensor<64x32xf16, #nvmma>>
    tt.return %d : !tt.tensordesc<tensor<64x32xf16, #nvmma>>
  }
}
