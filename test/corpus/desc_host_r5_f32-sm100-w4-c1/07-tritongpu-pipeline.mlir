#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1, 1, 4], threadsPerWarp = [1, 1, 1, 2, 16], warpsPerCTA = [1, 1, 1, 4, 1], order = [4, 3, 2, 1, 0]}>
#loc = loc("test/kernels/descriptor_kernels.py":27:0)
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32, rank = 5}>
#loc10 = loc("in_desc"(#loc))
#loc11 = loc("out_desc"(#loc))
#loc12 = loc("n_tiles"(#loc))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_copy_host(%in_desc: !tt.tensordesc<tensor<2x2x4x8x64xf32, #shared>> loc("in_desc"(#loc)), %in_desc_0: i32 loc("in_desc"(#loc)), %in_desc_1: i32 loc("in_desc"(#loc)), %in_desc_2: i32 loc("in_desc"(#loc)), %in_desc_3: i32 loc("in_desc"(#loc)), %in_desc_4: i32 loc("in_desc"(#loc)), %in_desc_5: i64 loc("in_desc"(#loc)), %in_desc_6: i64 loc("in_desc"(#loc)), %in_desc_7: i64 loc("in_desc"(#loc)), %in_desc_8: i64 loc("in_desc"(#loc)), %in_desc_9: i64 loc("in_desc"(#loc)), %out_desc: !tt.tensordesc<tensor<2x2x4x8x64xf32, #shared>> loc("out_desc"(#loc)), %out_desc_10: i32 loc("out_desc"(#loc)), %out_desc_11: i32 loc("out_desc"(#loc)), %out_desc_12: i32 loc("out_desc"(#loc)), %out_desc_13: i32 loc("out_desc"(#loc)), %out_desc_14: i32 loc("out_desc"(#loc)), %out_desc_15: i64 loc("out_desc"(#loc)), %out_desc_16: i64 loc("out_desc"(#loc)), %out_desc_17: i64 loc("out_desc"(#loc)), %out_desc_18: i64 loc("out_desc"(#loc)), %out_desc_19: i64 loc("out_desc"(#loc)), %n_tiles: i32 loc("n_tiles"(#loc))) attributes {noinline = false} {
    %cst = arith.constant dense<2.000000e+00> : tensor<2x2x4x8x64xf32, #blocked> loc(#loc1)
    %c0_i32 = arith.constant 0 : i32 loc(#loc1)
    %c2_i32 = arith.constant 2 : i32 loc(#loc1)
    %0 = tt.get_program_id x : i32 loc(#loc2)
    %1 = tt.get_num_programs x : i32 loc(#loc3)
    scf.for %t = %0 to %n_tiles step %1  : i32 {
      %origin = arith.muli %t, %c2_i32 : i32 loc(#loc13)
      %2 = tt.descriptor_load %in_desc[%origin, %c0_i32, %c0_i32, %c0_i32, %c0_i32] : !tt.tensordesc<tensor<2x2x4x8x64xf32, #shared>> -> tensor<2x2x4x8x64xf32, #blocked> loc(#loc6)
      %3 = arith.mulf %2, %cst : tensor<2x2x4x8x64xf32, #blocked> loc(#loc7)
      tt.descriptor_store %out_desc[%origin, %c0_i32, %c0_i32, %c0_i32, %c0_i32], %3 : !tt.tensordesc<tensor<2x2x4x8x64xf32, #shared>>, tensor<2x2x4x8x64xf32, #blocked> loc(#loc8)
    } loc(#loc4)
    tt.return loc(#loc9)
  } loc(#loc)
} loc(#loc)
#loc1 = loc(unknown)
#loc2 = loc("test/kernels/descriptor_kernels.py":31:33)
#loc3 = loc("test/kernels/descriptor_kernels.py":31:62)
#loc4 = loc("test/kernels/descriptor_kernels.py":31:46)
#loc5 = loc("test/kernels/descriptor_kernels.py":32:22)
#loc6 = loc("test/kernels/descriptor_kernels.py":33:44)
#loc7 = loc("test/kernels/descriptor_kernels.py":33:54)
#loc8 = loc("test/kernels/descriptor_kernels.py":33:31)
#loc9 = loc("test/kernels/descriptor_kernels.py":31:4)
#loc13 = loc("origin"(#loc5))


// -----// SoftwarePipeliner internal IR Dump After: LowerLoops
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_copy_host(%arg0: !tt.tensordesc<tensor<2x2x4x8x64xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32, rank = 5}>>>, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: !tt.tensordesc<tensor<2x2x4x8x64xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32, rank = 5}>>>, %arg12: i32, %arg13: i32, %arg14: i32, %arg15: i32, %arg16: i32, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64, %arg21: i64, %arg22: i32) attributes {noinline = false} {
    %cst = arith.constant dense<2.000000e+00> : tensor<2x2x4x8x64xf32, #ttg.blocked<{sizePerThread = [1, 1, 1, 1, 4], threadsPerWarp = [1, 1, 1, 2, 16], warpsPerCTA = [1, 1, 1, 4, 1], order = [4, 3, 2, 1, 0]}>>
    %c0_i32 = arith.constant 0 : i32
    %c2_i32 = arith.constant 2 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_num_programs x : i32
    scf.for %arg23 = %0 to %arg22 step %1  : i32 {
      %2 = arith.muli %arg23, %c2_i32 : i32
      %3 = tt.descriptor_load %arg0[%2, %c0_i32, %c0_i32, %c0_i32, %c0_i32] : !tt.tensordesc<tensor<2x2x4x8x64xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32, rank = 5}>>> -> tensor<2x2x4x8x64xf32, #ttg.blocked<{sizePerThread = [1, 1, 1, 1, 4], threadsPerWarp = [1, 1, 1, 2, 16], warpsPerCTA = [1, 1, 1, 4, 1], order = [4, 3, 2, 1, 0]}>>
      %4 = arith.mulf %3, %cst : tensor<2x2x4x8x64xf32, #ttg.blocked<{sizePerThread = [1, 1, 1, 1, 4], threadsPerWarp = [1, 1, 1, 2, 16], warpsPerCTA = [1, 1, 1, 4, 1], order = [4, 3, 2, 1, 0]}>>
      tt.descriptor_store %arg11[%2, %c0_i32, %c0_i32, %c0_i32, %c0_i32], %4 : !tt.tensordesc<tensor<2x2x4x8x64xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32, rank = 5}>>>, tensor<2x2x4x8x64xf32, #ttg.blocked<{sizePerThread = [1, 1, 1, 1, 4], threadsPerWarp = [1, 1, 1, 2, 16], warpsPerCTA = [1, 1, 1, 4, 1], order = [4, 3, 2, 1, 0]}>>
    }
    tt.return
  }
}


// -----// SoftwarePipeliner internal IR Dump After: ExpandLoops
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_copy_host(%arg0: !tt.tensordesc<tensor<2x2x4x8x64xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32, rank = 5}>>>, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: !tt.tensordesc<tensor<2x2x4x8x64xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32, rank = 5}>>>, %arg12: i32, %arg13: i32, %arg14: i32, %arg15: i32, %arg16: i32, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64, %arg21: i64, %arg22: i32) attributes {noinline = false} {
    %cst = arith.constant dense<2.000000e+00> : tensor<2x2x4x8x64xf32, #ttg.blocked<{sizePerThread = [1, 1, 1, 1, 4], threadsPerWarp = [1, 1, 1, 2, 16], warpsPerCTA = [1, 1, 1, 4, 1], order = [4, 3, 2, 1, 0]}>>
    %c0_i32 = arith.constant 0 : i32
    %c2_i32 = arith.constant 2 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_num_programs x : i32
    scf.for %arg23 = %0 to %arg22 step %1  : i32 {
      %2 = arith.muli %arg23, %c2_i32 : i32
      %3 = tt.descriptor_load %arg0[%2, %c0_i32, %c0_i32, %c0_i32, %c0_i32] : !tt.tensordesc<tensor<2x2x4x8x64xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32, rank = 5}>>> -> tensor<2x2x4x8x64xf32, #ttg.blocked<{sizePerThread = [1, 1, 1, 1, 4], threadsPerWarp = [1, 1, 1, 2, 16], warpsPerCTA = [1, 1, 1, 4, 1], order = [4, 3, 2, 1, 0]}>>
      %4 = arith.mulf %3, %cst : tensor<2x2x4x8x64xf32, #ttg.blocked<{sizePerThread = [1, 1, 1, 1, 4], threadsPerWarp = [1, 1, 1, 2, 16], warpsPerCTA = [1, 1, 1, 4, 1], order = [4, 3, 2, 1, 0]}>>
      tt.descriptor_store %arg11[%2, %c0_i32, %c0_i32, %c0_i32, %c0_i32], %4 : !tt.tensordesc<tensor<2x2x4x8x64xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32, rank = 5}>>>, tensor<2x2x4x8x64xf32, #ttg.blocked<{sizePerThread = [1, 1, 1, 1, 4], threadsPerWarp = [1, 1, 1, 2, 16], warpsPerCTA = [1, 1, 1, 4, 1], order = [4, 3, 2, 1, 0]}>>
    }
    tt.return
  }
}
