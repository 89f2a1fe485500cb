// RUN: gluon-opt %s -split-input-file -verify-diagnostics

// Layout inference in tt verifiers (dialects/layout/inference.py), with Triton 3.6.0's
// messages. A failed type inference is reported twice, as MLIR does.

#in = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [2, 1], order = [1, 0]}>
// Splitting #out gives lanes along dim 1, which #in does not have.
#out = #ttg.blocked<{sizePerThread = [1, 2, 2], threadsPerWarp = [16, 2, 1], warpsPerCTA = [2, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-warps" = 2 : i32} {
  tt.func @join_lanes(%arg0: tensor<64x2xf32, #in>) {
    // expected-error @+1 {{'tt.join' op incompatible join layout}}
    %0 = tt.join %arg0, %arg0 : tensor<64x2xf32, #in> -> tensor<64x2x2xf32, #out>
    tt.return
  }
}

// -----

#in = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
// Splitting drops the pair of registers along dim 1: sizePerThread should be [2].
#out = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @split_size(%arg0: tensor<256x2xf16, #in>) {
    // expected-error @+2 {{'tt.split' op inferred type(s) 'tensor<256xf16, #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>'}}
    // expected-error @+1 {{'tt.split' op failed to infer returned types}}
    %a, %b = tt.split %arg0 : tensor<256x2xf16, #in> -> tensor<256xf16, #out>
    tt.return
  }
}

// -----

// The two elements of a pair sit in different lanes: no split without data movement.
#in = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
#out = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @split_lanes(%arg0: tensor<64x2xf16, #in>) {
    // expected-error @+2 {{SplitOp requires at least 2 elements per thread in the axis/last dimension}}
    // expected-error @+1 {{'tt.split' op failed to infer returned types}}
    %a, %b = tt.split %arg0 : tensor<64x2xf16, #in> -> tensor<64xf16, #out>
    tt.return
  }
}

// -----

#src = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// The transpose of #src, spelled as a linear layout: accepted.
#t = #ttg.linear<{register = [[1, 0], [2, 0]], lane = [[4, 0], [8, 0], [16, 0], [0, 1], [0, 2]], warp = [[0, 4], [0, 8]], block = []}>
// Not the transpose of #src.
#bad = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @trans(%arg0: tensor<16x32xf32, #src>) {
    %0 = tt.trans %arg0 {order = array<i32: 1, 0>} : tensor<16x32xf32, #src> -> tensor<32x16xf32, #t>
    // expected-error @+2 {{inferred type(s) 'tensor<32x16xf32, #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>>' are incompatible}}
    // expected-error @+1 {{'tt.trans' op failed to infer returned types}}
    %1 = tt.trans %arg0 {order = array<i32: 1, 0>} : tensor<16x32xf32, #src> -> tensor<32x16xf32, #bad>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @trans_shared(%arg0: tensor<64x64xf16, #shared>) {
    // expected-error @+1 {{Operand 0 (<block argument> of type 'tensor<64x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>>' at index: 0) has an invalid layout: Non-distributed layout is not allowed in tensor type.}}
    %0 = tt.trans %arg0 {order = array<i32: 1, 0>} : tensor<64x64xf16, #shared> -> tensor<64x64xf16, #shared>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#flat = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @expand_dims(%arg0: tensor<32xf32, #ttg.slice<{dim = 0, parent = #blocked}>>, %arg1: tensor<128xf32, #flat>) {
    %0 = tt.expand_dims %arg0 {axis = 0 : i32} : tensor<32xf32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xf32, #blocked>
    // expected-error @+3 {{ExpandDimsOp operand encoding must be SliceEncodingAttr}}
    // expected-error @+2 {{failed to infer layout for ExpandDimsOp}}
    // expected-error @+1 {{'tt.expand_dims' op failed to infer returned types}}
    %1 = tt.expand_dims %arg1 {axis = 1 : i32} : tensor<128xf32, #flat> -> tensor<128x1xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @expand_dims_axis(%arg0: tensor<32xf32, #ttg.slice<{dim = 0, parent = #blocked}>>) {
    // expected-error @+3 {{Incompatible slice dimension for ExpandDimsOp operand}}
    // expected-error @+2 {{failed to infer layout for ExpandDimsOp}}
    // expected-error @+1 {{'tt.expand_dims' op failed to infer returned types}}
    %0 = tt.expand_dims %arg0 {axis = 1 : i32} : tensor<32xf32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<32x1xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @reduce(%arg0: tensor<16x32xf32, #blocked>) {
    // Reducing dim 1 gives the layout sliced along dim 1, not dim 0.
    // expected-error @+2 {{'tt.reduce' op inferred type(s) 'tensor<16xf32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>'}}
    // expected-error @+1 {{'tt.reduce' op failed to infer returned types}}
    %0 = "tt.reduce"(%arg0) <{axis = 1 : i32}> ({
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      tt.reduce.return %s : f32
    }) : (tensor<16x32xf32, #blocked>) -> tensor<16xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
    tt.return
  }
}

// -----

#src = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#ok = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#bad = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [0, 1]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @reshape(%arg0: tensor<512xf32, #src>) {
    %0 = tt.reshape %arg0 : tensor<512xf32, #src> -> tensor<4x128xf32, #ok>
    %1 = tt.reshape %arg0 allow_reorder : tensor<512xf32, #src> -> tensor<4x128xf32, #bad>
    // expected-error @+1 {{Expected result encoding #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}> but was #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [0, 1]}>}}
    %2 = tt.reshape %arg0 : tensor<512xf32, #src> -> tensor<4x128xf32, #bad>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @dot_operands_swapped(%a: tensor<32x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %b: tensor<16x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %c: tensor<32x32xf32, #mma>) {
    // expected-error @+2 {{Wrong opIdx}}
    // expected-error @+1 {{'tt.dot' op failed to infer returned types}}
    %0 = tt.dot %a, %b, %c : tensor<32x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> * tensor<16x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> -> tensor<32x32xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @dot_fp32_needs_tf32(%a: tensor<32x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>, %b: tensor<16x32xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>, %c: tensor<32x32xf32, #mma>) {
    %0 = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<32x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<16x32xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<32x32xf32, #mma>
    // expected-error @+1 {{unsupported MMA version}}
    %1 = tt.dot %a, %b, %c, inputPrecision = tf32x3 : tensor<32x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<16x32xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<32x32xf32, #mma>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @warps(%arg0: f32) {
    // expected-error @+1 {{Result has an invalid layout: #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>.}}
    %0 = tt.splat %arg0 : f32 -> tensor<256xf32, #blocked>
    tt.return
  }
}
