// RUN: gluon-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{WMMA version must be in the [1, 3] range}}
#mma = #ttg.amd_wmma<{version = 4, warpsPerCTA = [2, 2]}>

// -----

// expected-error @+1 {{invalid WMMA v2 instruction shape}}
#mma = #ttg.amd_wmma<{version = 2, warpsPerCTA = [2, 2], instrShape = [16, 16, 128]}>

// -----

// expected-error @+1 {{expected a bool type in isTranspose}}
#mma = #ttg.amd_wmma<{version = 2, warpsPerCTA = [2, 2], isTranspose = 0}>

// -----

// expected-error @+1 {{invalid (mDim, nDim) combination: (16, 32)}}
#mma = #ttg.amd_mfma<{version = 2, warpsPerCTA = [2, 2], instrShape = [16, 32, 8], isTransposed = false}>

// -----

// expected-error @+1 {{elementBitWidth must be 32 or 64}}
#mma = #ttg.amd_mfma<{version = 2, warpsPerCTA = [2, 2], instrShape = [16, 16, 8], isTransposed = false, elementBitWidth = 8}>

// -----

// expected-error @+1 {{'CGALayout' entry length does not match rank 2}}
#mma = #ttg.amd_mfma<{version = 2, warpsPerCTA = [2, 2], instrShape = [16, 16, 8], isTransposed = false, CGALayout = [[1, 0, 0]]}>

// -----

// expected-error @+1 {{unexpected key: swizzle}}
#shared = #ttg.amd_rotating_shared<{vec = 4, perPhase = 2, maxPhase = 8, order = [0, 1], swizzle = 1}>

// -----

// expected-error @+2 {{ttg.dot_op kWidth parameter must be 8/16 for WMMA v1 (including packed cases for `scaled_dot`)}}
#mma = #ttg.amd_wmma<{version = 1, warpsPerCTA = [2, 2]}>
#dot = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>

// -----

// expected-error @+2 {{ttg.dot_op kWidth parameter is mandatory for MFMA parent}}
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [16, 16, 16], isTransposed = false}>
#dot = #ttg.dot_op<{opIdx = 0, parent = #mma}>

// -----

// expected-error @+1 {{ttg.dot_op unexpected parent layout: #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]}>}>}}
#dot = #ttg.dot_op<{opIdx = 0, parent = #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]}>}>}>

// -----

// A stray key beside offset/block: libtriton reports it but goes on, ignoring the key, and
// the module parses; gluon-opt reports it too and goes on.
// expected-error @+1 {{Unexpected attribute "shape" found}}
#shared = #ttg.padded_shared<[4:+4] {offset = [[1, 0], [2, 0]], block = [], shape = [4, 1]}>
