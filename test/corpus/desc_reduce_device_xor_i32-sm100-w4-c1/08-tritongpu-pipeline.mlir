#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#loc = loc("test/kernels/descriptor_kernels.py":59:0)
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#loc23 = loc("out_ptr"(#loc))
#loc24 = loc("in_ptr"(#loc))
#loc25 = loc("M"(#loc))
#loc26 = loc("N"(#loc))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_reduce_device(%out_ptr: !tt.ptr<i32> loc("out_ptr"(#loc)), %in_ptr: !tt.ptr<i32> loc("in_ptr"(#loc)), %M: i32 loc("M"(#loc)), %N: i32 loc("N"(#loc))) attributes {noinline = false} {
    %c1_i64 = arith.constant 1 : i64 loc(#loc1)
    %c32_i32 = arith.constant 32 : i32 loc(#loc1)
    %c64_i32 = arith.constant 64 : i32 loc(#loc1)
    %cst = arith.constant dense<0> : tensor<32x64xi32, #blocked> loc(#loc1)
    %desc = arith.extsi %N : i32 to i64 loc(#loc27)
    %desc_0 = tt.make_tensor_descriptor %out_ptr, [%M, %N], [%desc, %c1_i64] : <i32>, <tensor<32x64xsi32, #shared>> loc(#loc27)
    %pid_m = tt.get_program_id x : i32 loc(#loc28)
    %pid_n = tt.get_program_id y : i32 loc(#loc29)
    %rows = arith.muli %pid_m, %c32_i32 : i32 loc(#loc30)
    %rows_1 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#loc31)
    %rows_2 = tt.splat %rows : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#loc32)
    %rows_3 = arith.addi %rows_2, %rows_1 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#loc32)
    %cols = arith.muli %pid_n, %c64_i32 : i32 loc(#loc33)
    %cols_4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> loc(#loc34)
    %cols_5 = tt.splat %cols : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> loc(#loc35)
    %cols_6 = arith.addi %cols_5, %cols_4 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> loc(#loc35)
    %mask = tt.expand_dims %rows_3 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked> loc(#loc36)
    %mask_7 = tt.splat %M : i32 -> tensor<32x1xi32, #blocked> loc(#loc37)
    %mask_8 = arith.cmpi slt, %mask, %mask_7 : tensor<32x1xi32, #blocked> loc(#loc37)
    %mask_9 = tt.expand_dims %cols_6 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked> loc(#loc38)
    %mask_10 = tt.splat %N : i32 -> tensor<1x64xi32, #blocked> loc(#loc39)
    %mask_11 = arith.cmpi slt, %mask_9, %mask_10 : tensor<1x64xi32, #blocked> loc(#loc39)
    %mask_12 = tt.broadcast %mask_8 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked> loc(#loc40)
    %mask_13 = tt.broadcast %mask_11 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked> loc(#loc40)
    %mask_14 = arith.andi %mask_12, %mask_13 : tensor<32x64xi1, #blocked> loc(#loc40)
    %val = tt.splat %N : i32 -> tensor<32x1xi32, #blocked> loc(#loc41)
    %val_15 = arith.muli %mask, %val : tensor<32x1xi32, #blocked> loc(#loc41)
    %val_16 = tt.splat %in_ptr : !tt.ptr<i32> -> tensor<32x1x!tt.ptr<i32>, #blocked> loc(#loc42)
    %val_17 = tt.addptr %val_16, %val_15 : tensor<32x1x!tt.ptr<i32>, #blocked>, tensor<32x1xi32, #blocked> loc(#loc42)
    %val_18 = tt.broadcast %val_17 : tensor<32x1x!tt.ptr<i32>, #blocked> -> tensor<32x64x!tt.ptr<i32>, #blocked> loc(#loc43)
    %val_19 = tt.broadcast %mask_9 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked> loc(#loc43)
    %val_20 = tt.addptr %val_18, %val_19 : tensor<32x64x!tt.ptr<i32>, #blocked>, tensor<32x64xi32, #blocked> loc(#loc43)
    %val_21 = tt.load %val_20, %mask_14, %cst : tensor<32x64x!tt.ptr<i32>, #blocked> loc(#loc44)
    %0 = ttg.convert_layout %val_21 : tensor<32x64xi32, #blocked> -> tensor<32x64xi32, #blocked1> loc(#loc45)
    tt.descriptor_reduce xor, %desc_0[%rows, %cols], %0 : !tt.tensordesc<tensor<32x64xsi32, #shared>>, tensor<32x64xi32, #blocked1> loc(#loc45)
    tt.return loc(#loc22)
  } loc(#loc)
} loc(#loc)
#loc1 = loc(unknown)
#loc2 = loc("test/kernels/descriptor_kernels.py":63:37)
#loc3 = loc("test/kernels/descriptor_kernels.py":64:26)
#loc4 = loc("test/kernels/descriptor_kernels.py":65:26)
#loc5 = loc("test/kernels/descriptor_kernels.py":66:19)
#loc6 = loc("test/kernels/descriptor_kernels.py":66:37)
#loc7 = loc("test/kernels/descriptor_kernels.py":66:24)
#loc8 = loc("test/kernels/descriptor_kernels.py":67:19)
#loc9 = loc("test/kernels/descriptor_kernels.py":67:37)
#loc10 = loc("test/kernels/descriptor_kernels.py":67:24)
#loc11 = loc("test/kernels/descriptor_kernels.py":68:17)
#loc12 = loc("test/kernels/descriptor_kernels.py":68:28)
#loc13 = loc("test/kernels/descriptor_kernels.py":68:39)
#loc14 = loc("test/kernels/descriptor_kernels.py":68:50)
#loc15 = loc("test/kernels/descriptor_kernels.py":68:34)
#loc16 = loc("test/kernels/descriptor_kernels.py":69:43)
#loc17 = loc("test/kernels/descriptor_kernels.py":69:27)
#loc18 = loc("test/kernels/descriptor_kernels.py":69:47)
#loc19 = loc("test/kernels/descriptor_kernels.py":69:18)
#loc20 = loc("test/kernels/descriptor_kernels.py":86:33)
#loc21 = loc("test/kernels/descriptor_kernels.py":70:49)
#loc22 = loc("test/kernels/descriptor_kernels.py":70:4)
#loc27 = loc("desc"(#loc2))
#loc28 = loc("pid_m"(#loc3))
#loc29 = loc("pid_n"(#loc4))
#loc30 = loc("rows"(#loc5))
#loc31 = loc("rows"(#loc6))
#loc32 = loc("rows"(#loc7))
#loc33 = loc("cols"(#loc8))
#loc34 = loc("cols"(#loc9))
#loc35 = loc("cols"(#loc10))
#loc36 = loc("mask"(#loc11))
#loc37 = loc("mask"(#loc12))
#loc38 = loc("mask"(#loc13))
#loc39 = loc("mask"(#loc14))
#loc40 = loc("mask"(#loc15))
#loc41 = loc("val"(#loc16))
#loc42 = loc("val"(#loc17))
#loc43 = loc("val"(#loc18))
#loc44 = loc("val"(#loc19))
#loc45 = loc(callsite(#loc20 at #loc21))


// -----// SoftwarePipeliner internal IR Dump After: LowerLoops
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_reduce_device(%arg0: !tt.ptr<i32>, %arg1: !tt.ptr<i32>, %arg2: i32, %arg3: i32) attributes {noinline = false} {
    %c1_i64 = arith.constant 1 : i64
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst = arith.constant dense<0> : tensor<32x64xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %0 = arith.extsi %arg3 : i32 to i64
    %1 = tt.make_tensor_descriptor %arg0, [%arg2, %arg3], [%0, %c1_i64] : <i32>, <tensor<32x64xsi32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>>>
    %2 = tt.get_program_id x : i32
    %3 = tt.get_program_id y : i32
    %4 = arith.muli %2, %c32_i32 : i32
    %5 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>}>>
    %6 = tt.splat %4 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>}>>
    %7 = arith.addi %6, %5 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>}>>
    %8 = arith.muli %3, %c64_i32 : i32
    %9 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>}>>
    %10 = tt.splat %8 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>}>>
    %11 = arith.addi %10, %9 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>}>>
    %12 = tt.expand_dims %7 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>}>> -> tensor<32x1xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %13 = tt.splat %arg2 : i32 -> tensor<32x1xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %14 = arith.cmpi slt, %12, %13 : tensor<32x1xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %15 = tt.expand_dims %11 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>}>> -> tensor<1x64xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %16 = tt.splat %arg3 : i32 -> tensor<1x64xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %17 = arith.cmpi slt, %15, %16 : tensor<1x64xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %18 = tt.broadcast %14 : tensor<32x1xi1, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>> -> tensor<32x64xi1, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %19 = tt.broadcast %17 : tensor<1x64xi1, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>> -> tensor<32x64xi1, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %20 = arith.andi %18, %19 : tensor<32x64xi1, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %21 = tt.splat %arg3 : i32 -> tensor<32x1xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %22 = arith.muli %12, %21 : tensor<32x1xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %23 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<32x1x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %24 = tt.addptr %23, %22 : tensor<32x1x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>, tensor<32x1xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %25 = tt.broadcast %24 : tensor<32x1x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>> -> tensor<32x64x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %26 = tt.broadcast %15 : tensor<1x64xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>> -> tensor<32x64xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %27 = tt.addptr %25, %26 : tensor<32x64x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>, tensor<32x64xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %28 = tt.load %27, %20, %cst : tensor<32x64x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %29 = ttg.convert_layout %28 : tensor<32x64xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>> -> tensor<32x64xi32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
    tt.descriptor_reduce xor, %1[%4, %8], %29 : !tt.tensordesc<tensor<32x64xsi32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>>>, tensor<32x64xi32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
    tt.return
  }
}


// -----// SoftwarePipeliner internal IR Dump After: ExpandLoops
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_reduce_device(%arg0: !tt.ptr<i32>, %arg1: !tt.ptr<i32>, %arg2: i32, %arg3: i32) attributes {noinline = false} {
    %c1_i64 = arith.constant 1 : i64
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst = arith.constant dense<0> : tensor<32x64xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %0 = arith.extsi %arg3 : i32 to i64
    %1 = tt.make_tensor_descriptor %arg0, [%arg2, %arg3], [%0, %c1_i64] : <i32>, <tensor<32x64xsi32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>>>
    %2 = tt.get_program_id x : i32
    %3 = tt.get_program_id y : i32
    %4 = arith.muli %2, %c32_i32 : i32
    %5 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>}>>
    %6 = tt.splat %4 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>}>>
    %7 = arith.addi %6, %5 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>}>>
    %8 = arith.muli %3, %c64_i32 : i32
    %9 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>}>>
    %10 = tt.splat %8 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>}>>
    %11 = arith.addi %10, %9 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>}>>
    %12 = tt.expand_dims %7 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>}>> -> tensor<32x1xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %13 = tt.splat %arg2 : i32 -> tensor<32x1xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %14 = arith.cmpi slt, %12, %13 : tensor<32x1xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %15 = tt.expand_dims %11 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>}>> -> tensor<1x64xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %16 = tt.splat %arg3 : i32 -> tensor<1x64xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %17 = arith.cmpi slt, %15, %16 : tensor<1x64xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %18 = tt.broadcast %14 : tensor<32x1xi1, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>> -> tensor<32x64xi1, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %19 = tt.broadcast %17 : tensor<1x64xi1, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>> -> tensor<32x64xi1, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %20 = arith.andi %18, %19 : tensor<32x64xi1, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %21 = tt.splat %arg3 : i32 -> tensor<32x1xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %22 = arith.muli %12, %21 : tensor<32x1xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %23 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<32x1x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %24 = tt.addptr %23, %22 : tensor<32x1x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>, tensor<32x1xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %25 = tt.broadcast %24 : tensor<32x1x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>> -> tensor<32x64x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %26 = tt.broadcast %15 : tensor<1x64xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>> -> tensor<32x64xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %27 = tt.addptr %25, %26 : tensor<32x64x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>, tensor<32x64xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %28 = tt.load %27, %20, %cst : tensor<32x64x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>>
    %29 = ttg.convert_layout %28 : tensor<32x64xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>> -> tensor<32x64xi32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
    tt.descriptor_reduce xor, %1[%4, %8], %29 : !tt.tensordesc<tensor<32x64xsi32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>>>, tensor<32x64xi32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
    tt.return
  }
}
