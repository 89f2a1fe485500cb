#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#loc = loc("test/kernels/descriptor_kernels.py":129:0)
#loc2 = loc(unknown)
#loc11 = loc("test/kernels/descriptor_kernels.py":138:18)
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>
#loc21 = loc("x_ptr"(#loc))
#loc22 = loc("out_ptr"(#loc))
#loc23 = loc("B"(#loc))
#loc24 = loc("M"(#loc))
#loc25 = loc("N"(#loc))
#loc34 = loc("nans"(#loc11))
#loc38 = loc(callsite(#loc2 at #loc34))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_nan_padded_rows(%x_ptr: !tt.ptr<f16> loc("x_ptr"(#loc)), %out_ptr: !tt.ptr<i32> loc("out_ptr"(#loc)), %B: i32 loc("B"(#loc)), %M: i32 loc("M"(#loc)), %N: i32 loc("N"(#loc))) attributes {noinline = false} {
    %tile = arith.constant 0 : i32 loc(#loc26)
    %c16_i32 = arith.constant 16 : i32 loc(#loc2)
    %desc = arith.constant 1 : i64 loc(#loc27)
    %desc_0 = arith.muli %M, %N : i32 loc(#loc28)
    %desc_1 = arith.extsi %desc_0 : i32 to i64 loc(#loc27)
    %desc_2 = arith.extsi %N : i32 to i64 loc(#loc27)
    %desc_3 = tt.make_tensor_descriptor %x_ptr, [%B, %M, %N], [%desc_1, %desc_2, %desc] {padding = 2 : i32} : <f16>, <tensor<1x16x64xf16, #shared>> loc(#loc27)
    %batch = tt.get_program_id y : i32 loc(#loc29)
    %off_m = tt.get_program_id x : i32 loc(#loc30)
    %off_m_4 = arith.muli %off_m, %c16_i32 : i32 loc(#loc31)
    %tile_5 = tt.descriptor_load %desc_3[%batch, %off_m_4, %tile] : !tt.tensordesc<tensor<1x16x64xf16, #shared>> -> tensor<16x64xf16, #blocked> loc(#loc26)
    %nans = arith.cmpf une, %tile_5, %tile_5 : tensor<16x64xf16, #blocked> loc(#loc32)
    %nans_6 = arith.extui %nans : tensor<16x64xi1, #blocked> to tensor<16x64xi32, #blocked> loc(#loc33)
    %nans_7 = "tt.reduce"(%nans_6) <{axis = 1 : i32}> ({
    ^bb0(%nans_10: i32 loc(callsite(#loc2 at #loc34)), %nans_11: i32 loc(callsite(#loc2 at #loc34))):
      %nans_12 = arith.addi %nans_10, %nans_11 : i32 loc(#loc39)
      tt.reduce.return %nans_12 : i32 loc(#loc37)
    }) : (tensor<16x64xi32, #blocked>) -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#loc37)
    %rows = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #blocked1> loc(#loc35)
    %rows_8 = tt.splat %off_m_4 : i32 -> tensor<16xi32, #blocked1> loc(#loc36)
    %rows_9 = arith.addi %rows_8, %rows : tensor<16xi32, #blocked1> loc(#loc36)
    %0 = tt.splat %M : i32 -> tensor<16xi32, #blocked1> loc(#loc15)
    %1 = arith.cmpi slt, %rows_9, %0 : tensor<16xi32, #blocked1> loc(#loc15)
    %2 = arith.muli %batch, %M : i32 loc(#loc16)
    %3 = tt.addptr %out_ptr, %2 : !tt.ptr<i32>, i32 loc(#loc17)
    %4 = tt.splat %3 : !tt.ptr<i32> -> tensor<16x!tt.ptr<i32>, #blocked1> loc(#loc18)
    %5 = tt.addptr %4, %rows_9 : tensor<16x!tt.ptr<i32>, #blocked1>, tensor<16xi32, #blocked1> loc(#loc18)
    %6 = ttg.convert_layout %nans_7 : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16xi32, #blocked1> loc(#loc19)
    tt.store %5, %6, %1 : tensor<16x!tt.ptr<i32>, #blocked1> loc(#loc19)
    tt.return loc(#loc20)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("test/kernels/descriptor_kernels.py":137:21)
#loc3 = loc("test/kernels/descriptor_kernels.py":133:41)
#loc4 = loc("test/kernels/descriptor_kernels.py":133:31)
#loc5 = loc("test/kernels/descriptor_kernels.py":135:26)
#loc6 = loc("test/kernels/descriptor_kernels.py":136:26)
#loc7 = loc("test/kernels/descriptor_kernels.py":136:31)
#loc8 = loc("test/kernels/descriptor_kernels.py":138:27)
#loc9 = loc("test/kernels/descriptor_kernels.py":138:36)
#loc10 = loc("triton/language/standard.py":293:36)
#loc12 = loc("triton/language/standard.py":263:15)
#loc13 = loc("test/kernels/descriptor_kernels.py":139:32)
#loc14 = loc("test/kernels/descriptor_kernels.py":139:19)
#loc15 = loc("test/kernels/descriptor_kernels.py":140:59)
#loc16 = loc("test/kernels/descriptor_kernels.py":140:31)
#loc17 = loc("test/kernels/descriptor_kernels.py":140:23)
#loc18 = loc("test/kernels/descriptor_kernels.py":140:35)
#loc19 = loc("test/kernels/descriptor_kernels.py":140:41)
#loc20 = loc("test/kernels/descriptor_kernels.py":140:4)
#loc26 = loc("tile"(#loc1))
#loc27 = loc("desc"(#loc3))
#loc28 = loc("desc"(#loc4))
#loc29 = loc("batch"(#loc5))
#loc30 = loc("off_m"(#loc6))
#loc31 = loc("off_m"(#loc7))
#loc32 = loc("nans"(#loc8))
#loc33 = loc("nans"(#loc9))
#loc35 = loc("rows"(#loc13))
#loc36 = loc("rows"(#loc14))
#loc37 = loc(callsite(#loc10 at #loc34))
#loc39 = loc(callsite(#loc12 at #loc37))


// -----// SoftwarePipeliner internal IR Dump After: LowerLoops
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_nan_padded_rows(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<i32>, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %c0_i32 = arith.constant 0 : i32
    %c16_i32 = arith.constant 16 : i32
    %c1_i64 = arith.constant 1 : i64
    %0 = arith.muli %arg3, %arg4 : i32
    %1 = arith.extsi %0 : i32 to i64
    %2 = arith.extsi %arg4 : i32 to i64
    %3 = tt.make_tensor_descriptor %arg0, [%arg2, %arg3, %arg4], [%1, %2, %c1_i64] {padding = 2 : i32} : <f16>, <tensor<1x16x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>
    %4 = tt.get_program_id y : i32
    %5 = tt.get_program_id x : i32
    %6 = arith.muli %5, %c16_i32 : i32
    %7 = tt.descriptor_load %3[%4, %6, %c0_i32] : !tt.tensordesc<tensor<1x16x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>> -> tensor<16x64xf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %8 = arith.cmpf une, %7, %7 : tensor<16x64xf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %9 = arith.extui %8 : tensor<16x64xi1, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> to tensor<16x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %10 = "tt.reduce"(%9) <{axis = 1 : i32}> ({
    ^bb0(%arg5: i32, %arg6: i32):
      %21 = arith.addi %arg5, %arg6 : i32
      tt.reduce.return %21 : i32
    }) : (tensor<16x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %11 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %12 = tt.splat %6 : i32 -> tensor<16xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %13 = arith.addi %12, %11 : tensor<16xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %14 = tt.splat %arg3 : i32 -> tensor<16xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %15 = arith.cmpi slt, %13, %14 : tensor<16xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %16 = arith.muli %4, %arg3 : i32
    %17 = tt.addptr %arg1, %16 : !tt.ptr<i32>, i32
    %18 = tt.splat %17 : !tt.ptr<i32> -> tensor<16x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %19 = tt.addptr %18, %13 : tensor<16x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, tensor<16xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %20 = ttg.convert_layout %10 : tensor<16xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<16xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    tt.store %19, %20, %15 : tensor<16x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    tt.return
  }
}


// -----// SoftwarePipeliner internal IR Dump After: ExpandLoops
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_nan_padded_rows(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<i32>, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %c0_i32 = arith.constant 0 : i32
    %c16_i32 = arith.constant 16 : i32
    %c1_i64 = arith.constant 1 : i64
    %0 = arith.muli %arg3, %arg4 : i32
    %1 = arith.extsi %0 : i32 to i64
    %2 = arith.extsi %arg4 : i32 to i64
    %3 = tt.make_tensor_descriptor %arg0, [%arg2, %arg3, %arg4], [%1, %2, %c1_i64] {padding = 2 : i32} : <f16>, <tensor<1x16x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>
    %4 = tt.get_program_id y : i32
    %5 = tt.get_program_id x : i32
    %6 = arith.muli %5, %c16_i32 : i32
    %7 = tt.descriptor_load %3[%4, %6, %c0_i32] : !tt.tensordesc<tensor<1x16x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>> -> tensor<16x64xf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %8 = arith.cmpf une, %7, %7 : tensor<16x64xf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %9 = arith.extui %8 : tensor<16x64xi1, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> to tensor<16x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %10 = "tt.reduce"(%9) <{axis = 1 : i32}> ({
    ^bb0(%arg5: i32, %arg6: i32):
      %21 = arith.addi %arg5, %arg6 : i32
      tt.reduce.return %21 : i32
    }) : (tensor<16x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %11 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %12 = tt.splat %6 : i32 -> tensor<16xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %13 = arith.addi %12, %11 : tensor<16xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %14 = tt.splat %arg3 : i32 -> tensor<16xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %15 = arith.cmpi slt, %13, %14 : tensor<16xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %16 = arith.muli %4, %arg3 : i32
    %17 = tt.addptr %arg1, %16 : !tt.ptr<i32>, i32
    %18 = tt.splat %17 : !tt.ptr<i32> -> tensor<16x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %19 = tt.addptr %18, %13 : tensor<16x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, tensor<16xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %20 = ttg.convert_layout %10 : tensor<16xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<16xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    tt.store %19, %20, %15 : tensor<16x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    tt.return
  }
}
