// RUN: gluon-opt %s -split-input-file | FileCheck %s
// AMD encodings parse and print on NVIDIA builds too: canonical form (defaults dropped,
// fixed key order), MMA ones aliased as #mma, the rotating one as #shared.

// CHECK: #mma = #ttg.amd_wmma<{version = 2, isTranspose = false, warpsPerCTA = [2, 2]}>
// CHECK: #mma1 = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true, tilesPerWarp = [2, 1]}>
// CHECK: #shared = #ttg.amd_rotating_shared<{vec = 4, perPhase = 2, maxPhase = 8, order = [0, 1]}>
// (Function arguments: libtriton checks lanes and warps of AMD layouts on ops, and MFMA
// wants 64 lanes; gluon-opt has no linear layout for them.)
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: @amd
  // CHECK-SAME: tensor<32x32xf16, #mma>
  // CHECK-SAME: tensor<32x32xf16, #mma1>
  // CHECK-SAME: tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
  // CHECK-SAME: !ttg.memdesc<32x32xf16, #shared, #smem>
  tt.func @amd(
      %w: tensor<32x32xf16, #ttg.amd_wmma<{warpsPerCTA = [2, 2], version = 2, instrShape = [16, 16, 16], tilesPerWarp = [1, 1]}>>,
      %m: tensor<32x32xf16, #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true, tilesPerWarp = [2, 1], elementBitWidth = 32}>>,
      %d: tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true, tilesPerWarp = [2, 1]}>, kWidth = 4}>>,
      %s: !ttg.memdesc<32x32xf16, #ttg.amd_rotating_shared<{vec = 4, perPhase = 2, maxPhase = 8, order = [0, 1]}>, #ttg.shared_memory>) {
    // CHECK: ttg.convert_layout %arg0 : tensor<32x32xf16, #mma> -> tensor<32x32xf16, #blocked>
    %0 = ttg.convert_layout %w : tensor<32x32xf16, #ttg.amd_wmma<{warpsPerCTA = [2, 2], version = 2, instrShape = [16, 16, 16], tilesPerWarp = [1, 1]}>> -> tensor<32x32xf16, #blocked>
    tt.return
  }
}

// -----

// A CGA layout prints between the warps and the tiles, as for the NVIDIA encodings.
// CHECK: #mma = #ttg.amd_wmma<{version = 3, isTranspose = true, warpsPerCTA = [4, 1], CGALayout = {{\[\[}}1, 0]], instrShape = [16, 16, 32]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @cga(%a: tensor<64x32xf32, #blocked>) {
    %0 = ttg.convert_layout %a : tensor<64x32xf32, #blocked> -> tensor<64x32xf32, #ttg.amd_wmma<{version = 3, isTranspose = true, warpsPerCTA = [4, 1], CGALayout = [[1, 0]], instrShape = [16, 16, 32]}>>
    tt.return
  }
}
