// RUN: gluon-opt %s -split-input-file -verify-diagnostics
// wgmma and tcgen05 operand checks.

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#sh = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @m_not_64(%a: !ttg.memdesc<16x32xf16, #sh, #smem>, %b: !ttg.memdesc<32x64xf16, #sh, #smem>, %c: tensor<16x64xf32, #mma>) {
    // expected-error @+1 {{WGMMA result M dimension must be divisible by 64}}
    %0 = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<16x32xf16, #sh, #smem> * !ttg.memdesc<32x64xf16, #sh, #smem> -> tensor<16x64xf32, #mma>
    tt.return
  }
}

// -----

// Per CTA: two CTAs split N = 8 into 4 columns each.
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], CGALayout = [[0, 1]], instrShape = [16, 64, 16]}>
#sh = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @n_per_cta(%a: !ttg.memdesc<64x32xf16, #sh, #smem>, %b: !ttg.memdesc<32x8xf16, #sh, #smem>, %c: tensor<64x8xf32, #mma>) {
    // expected-error @+1 {{WGMMA result N dimension must be divisible by 8}}
    %0 = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x32xf16, #sh, #smem> * !ttg.memdesc<32x8xf16, #sh, #smem> -> tensor<64x8xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [2, 1], instrShape = [16, 64, 16]}>
#sh = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @two_warps(%a: !ttg.memdesc<64x32xf16, #sh, #smem>, %b: !ttg.memdesc<32x64xf16, #sh, #smem>, %c: tensor<64x64xf32, #mma>) {
    // expected-error @+1 {{WGMMA requires num_warps to be divisible by 4}}
    %0 = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x32xf16, #sh, #smem> * !ttg.memdesc<32x64xf16, #sh, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#sh = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @i16_operands(%a: !ttg.memdesc<64x32xi16, #sh, #smem>, %b: !ttg.memdesc<32x64xi16, #sh, #smem>, %c: tensor<64x64xi32, #mma>) {
    // expected-error @+1 {{unsupported MMA version for the given operands}}
    %0 = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x32xi16, #sh, #smem> * !ttg.memdesc<32x64xi16, #sh, #smem> -> tensor<64x64xi32, #mma>
    tt.return
  }
}

// -----

// A two-CTA tcgen05 MMA splits A along M and B along N.
#sa = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32, CGALayout = [[0, 1]]}>
#sb = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32, CGALayout = [[0, 1]]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1, CTASplitM = 2, twoCTAs = true>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 8 : i32} {
  tt.func @lhs_split(%a: !ttg.memdesc<256x32xf32, #sa, #smem>, %b: !ttg.memdesc<32x128xf32, #sb, #smem>, %d: !ttg.memdesc<256x128xf32, #tmem, #ttng.tensor_memory, mutable>, %p: i1) {
    // expected-error @+1 {{The op is two CTAs but the split num of the LHS is not 2, 1. Got 1, 2}}
    ttng.tc_gen5_mma %a, %b, %d, %p, %p {two_ctas} : !ttg.memdesc<256x32xf32, #sa, #smem>, !ttg.memdesc<32x128xf32, #sb, #smem>, !ttg.memdesc<256x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

#sa = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32, CGALayout = [[1, 0]]}>
#sb = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32, CGALayout = [[0, 1]]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1, CTASplitM = 2>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 8 : i32} {
  tt.func @acc_not_two_ctas(%a: !ttg.memdesc<256x32xf32, #sa, #smem>, %b: !ttg.memdesc<32x128xf32, #sb, #smem>, %d: !ttg.memdesc<256x128xf32, #tmem, #ttng.tensor_memory, mutable>, %p: i1) {
    // expected-error @+1 {{The returned value's encoding must have twoCTA=true to be used in a twoCTA matmul}}
    ttng.tc_gen5_mma %a, %b, %d, %p, %p {two_ctas} : !ttg.memdesc<256x32xf32, #sa, #smem>, !ttg.memdesc<32x128xf32, #sb, #smem>, !ttg.memdesc<256x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

// Tensor memory has 512 32-bit columns per CTA.
module {
  // expected-error @+1 {{nCol / (CTASplitM * CTASplitN) must be less than or equal to 512 * 32 / bitwidth but got 1024}}
  tt.func @too_many_columns(%a: !ttg.memdesc<128x1024xf32, #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>, #ttng.tensor_memory, mutable>) {
    tt.return
  }
}
