#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#linear = #ttg.linear<{register = [[0, 0, 1], [0, 8, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 0, 64], [0, 64, 0]], lane = [[0, 0, 2], [0, 0, 4], [0, 1, 0], [0, 2, 0], [0, 4, 0]], warp = [[0, 16, 0], [0, 32, 0]], block = []}>
#loc = loc("test/kernels/descriptor_kernels.py":90:0)
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#loc24 = loc("a_ptr"(#loc))
#loc25 = loc("b_ptr"(#loc))
#loc26 = loc("c_ptr"(#loc))
#loc27 = loc("B"(#loc))
#loc28 = loc("M"(#loc))
#loc29 = loc("N"(#loc))
#loc30 = loc("K"(#loc))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_batched_matmul(%a_ptr: !tt.ptr<f16> loc("a_ptr"(#loc)), %b_ptr: !tt.ptr<f16> loc("b_ptr"(#loc)), %c_ptr: !tt.ptr<f16> loc("c_ptr"(#loc)), %B: i32 loc("B"(#loc)), %M: i32 loc("M"(#loc)), %N: i32 loc("N"(#loc)), %K: i32 loc("K"(#loc))) attributes {noinline = false} {
    %c1_i64 = arith.constant 1 : i64 loc(#loc1)
    %c128_i32 = arith.constant 128 : i32 loc(#loc1)
    %c0_i32 = arith.constant 0 : i32 loc(#loc2)
    %c64_i32 = arith.constant 64 : i32 loc(#loc2)
    %acc = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma> loc(#loc47)
    %a_desc = arith.muli %M, %K : i32 loc(#loc32)
    %a_desc_0 = arith.extsi %a_desc : i32 to i64 loc(#loc33)
    %a_desc_1 = arith.extsi %K : i32 to i64 loc(#loc33)
    %a_desc_2 = tt.make_tensor_descriptor %a_ptr, [%B, %M, %K], [%a_desc_0, %a_desc_1, %c1_i64] : <f16>, <tensor<1x128x64xf16, #shared>> loc(#loc33)
    %b_desc = arith.muli %K, %N : i32 loc(#loc34)
    %b_desc_3 = arith.extsi %b_desc : i32 to i64 loc(#loc35)
    %b_desc_4 = arith.extsi %N : i32 to i64 loc(#loc35)
    %b_desc_5 = tt.make_tensor_descriptor %b_ptr, [%B, %K, %N], [%b_desc_3, %b_desc_4, %c1_i64] : <f16>, <tensor<1x64x128xf16, #shared>> loc(#loc35)
    %c_desc = arith.muli %M, %N : i32 loc(#loc36)
    %c_desc_6 = arith.extsi %c_desc : i32 to i64 loc(#loc37)
    %c_desc_7 = tt.make_tensor_descriptor %c_ptr, [%B, %M, %N], [%c_desc_6, %b_desc_4, %c1_i64] : <f16>, <tensor<1x128x128xf16, #shared>> loc(#loc37)
    %batch = tt.get_program_id z : i32 loc(#loc38)
    %off_m = tt.get_program_id x : i32 loc(#loc39)
    %off_m_8 = arith.muli %off_m, %c128_i32 : i32 loc(#loc40)
    %off_n = tt.get_program_id y : i32 loc(#loc41)
    %off_n_9 = arith.muli %off_n, %c128_i32 : i32 loc(#loc42)
    %acc_10 = scf.for %acc_11 = %c0_i32 to %K step %c64_i32 iter_args(%acc_12 = %acc) -> (tensor<128x128xf32, #mma>)  : i32 {
      %a = tt.descriptor_load %a_desc_2[%batch, %off_m_8, %acc_11] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<1x128x64xf16, #shared>> -> tensor<128x64xf16, #blocked> loc(#loc44)
      %a_13 = ttg.local_alloc %a {loop.cluster = 0 : i32, loop.stage = 2 : i32} : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared1, #smem> loc(#loc44)
      %b = tt.descriptor_load %b_desc_5[%batch, %acc_11, %off_n_9] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<1x64x128xf16, #shared>> -> tensor<64x128xf16, #blocked1> loc(#loc45)
      %b_14 = ttg.local_alloc %b {loop.cluster = 0 : i32, loop.stage = 2 : i32} : (tensor<64x128xf16, #blocked1>) -> !ttg.memdesc<64x128xf16, #shared1, #smem> loc(#loc45)
      %acc_15 = ttng.warp_group_dot %a_13, %b_14, %acc_12 {inputPrecision = 0 : i32, loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<128x64xf16, #shared1, #smem> * !ttg.memdesc<64x128xf16, #shared1, #smem> -> tensor<128x128xf32, #mma> loc(#loc46)
      scf.yield %acc_15 : tensor<128x128xf32, #mma> loc(#loc19)
    } {tt.scheduled_max_stage = 2 : i32} loc(#loc43)
    %0 = arith.truncf %acc_10 : tensor<128x128xf32, #mma> to tensor<128x128xf16, #mma> loc(#loc20)
    %1 = tt.reshape %0 : tensor<128x128xf16, #mma> -> tensor<1x128x128xf16, #linear> loc(#loc21)
    %2 = ttg.convert_layout %1 : tensor<1x128x128xf16, #linear> -> tensor<1x128x128xf16, #blocked2> loc(#loc22)
    tt.descriptor_store %c_desc_7[%batch, %off_m_8, %off_n_9], %2 : !tt.tensordesc<tensor<1x128x128xf16, #shared>>, tensor<1x128x128xf16, #blocked2> loc(#loc22)
    tt.return loc(#loc23)
  } loc(#loc)
} loc(#loc)
#loc1 = loc(unknown)
#loc2 = loc("test/kernels/descriptor_kernels.py":108:25)
#loc3 = loc("triton/language/standard.py":129:31)
#loc4 = loc("test/kernels/descriptor_kernels.py":107:19)
#loc5 = loc("test/kernels/descriptor_kernels.py":96:45)
#loc6 = loc("test/kernels/descriptor_kernels.py":96:8)
#loc7 = loc("test/kernels/descriptor_kernels.py":99:45)
#loc8 = loc("test/kernels/descriptor_kernels.py":99:8)
#loc9 = loc("test/kernels/descriptor_kernels.py":102:45)
#loc10 = loc("test/kernels/descriptor_kernels.py":102:8)
#loc11 = loc("test/kernels/descriptor_kernels.py":104:26)
#loc12 = loc("test/kernels/descriptor_kernels.py":105:26)
#loc13 = loc("test/kernels/descriptor_kernels.py":105:31)
#loc14 = loc("test/kernels/descriptor_kernels.py":106:26)
#loc15 = loc("test/kernels/descriptor_kernels.py":106:31)
#loc16 = loc("test/kernels/descriptor_kernels.py":109:24)
#loc17 = loc("test/kernels/descriptor_kernels.py":110:24)
#loc18 = loc("test/kernels/descriptor_kernels.py":111:27)
#loc19 = loc("test/kernels/descriptor_kernels.py":111:8)
#loc20 = loc("test/kernels/descriptor_kernels.py":112:47)
#loc21 = loc("test/kernels/descriptor_kernels.py":112:74)
#loc22 = loc("test/kernels/descriptor_kernels.py":112:40)
#loc23 = loc("test/kernels/descriptor_kernels.py":112:4)
#loc31 = loc("acc"(#loc4))
#loc32 = loc("a_desc"(#loc5))
#loc33 = loc("a_desc"(#loc6))
#loc34 = loc("b_desc"(#loc7))
#loc35 = loc("b_desc"(#loc8))
#loc36 = loc("c_desc"(#loc9))
#loc37 = loc("c_desc"(#loc10))
#loc38 = loc("batch"(#loc11))
#loc39 = loc("off_m"(#loc12))
#loc40 = loc("off_m"(#loc13))
#loc41 = loc("off_n"(#loc14))
#loc42 = loc("off_n"(#loc15))
#loc43 = loc("acc"(#loc2))
#loc44 = loc("a"(#loc16))
#loc45 = loc("b"(#loc17))
#loc46 = loc("acc"(#loc18))
#loc47 = loc(callsite(#loc3 at #loc31))


// -----// SoftwarePipeliner internal IR Dump After: LowerLoops
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_batched_matmul(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<f16>, %arg2: !tt.ptr<f16>, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32) attributes {noinline = false} {
    %c1_i64 = arith.constant 1 : i64
    %c128_i32 = arith.constant 128 : i32
    %c0_i32 = arith.constant 0 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
    %0 = arith.muli %arg4, %arg6 : i32
    %1 = arith.extsi %0 : i32 to i64
    %2 = arith.extsi %arg6 : i32 to i64
    %3 = tt.make_tensor_descriptor %arg0, [%arg3, %arg4, %arg6], [%1, %2, %c1_i64] : <f16>, <tensor<1x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>
    %4 = arith.muli %arg6, %arg5 : i32
    %5 = arith.extsi %4 : i32 to i64
    %6 = arith.extsi %arg5 : i32 to i64
    %7 = tt.make_tensor_descriptor %arg1, [%arg3, %arg6, %arg5], [%5, %6, %c1_i64] : <f16>, <tensor<1x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>
    %8 = arith.muli %arg4, %arg5 : i32
    %9 = arith.extsi %8 : i32 to i64
    %10 = tt.make_tensor_descriptor %arg2, [%arg3, %arg4, %arg5], [%9, %6, %c1_i64] : <f16>, <tensor<1x128x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>
    %11 = tt.get_program_id z : i32
    %12 = tt.get_program_id x : i32
    %13 = arith.muli %12, %c128_i32 : i32
    %14 = tt.get_program_id y : i32
    %15 = arith.muli %14, %c128_i32 : i32
    %16 = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %17 = ttg.local_alloc : () -> !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %c-1_i32 = arith.constant -1 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %18 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c0_i32_1 = arith.constant 0 : i32
    %19 = ttg.memdesc_index %18[%c0_i32_1] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %19, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c1_i32_2 = arith.constant 1 : i32
    %20 = ttg.memdesc_index %18[%c1_i32_2] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %20, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c2_i32 = arith.constant 2 : i32
    %21 = ttg.memdesc_index %18[%c2_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %21, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c0_i32_3 = arith.constant 0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %22:4 = scf.for %arg7 = %c0_i32 to %arg6 step %c64_i32 iter_args(%arg8 = %cst, %arg9 = %c-1_i32, %arg10 = %c-1_i32, %arg11 = %c0_i32_0) -> (tensor<128x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>, i32, i32, i32)  : i32 {
      %c3_i32 = arith.constant {loop.cluster = 2 : i32, loop.stage = 0 : i32} 3 : i32
      %29 = arith.addi %arg9, %c1_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
      %30 = arith.cmpi sge, %29, %c3_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
      %31 = arith.select %30, %c0_i32_0, %29 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
      %32 = arith.addi %arg10, %c1_i32 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %33 = arith.cmpi sge, %32, %c3_i32 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %34 = arith.select %33, %c0_i32_0, %32 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %35 = arith.xori %arg11, %c1_i32 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %36 = arith.select %33, %35, %arg11 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %37 = ttg.memdesc_index %18[%31] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %true = arith.constant {loop.cluster = 2 : i32, loop.stage = 0 : i32} true
      ttng.barrier_expect %37, 32768 {loop.cluster = 2 : i32, loop.stage = 0 : i32}, %true : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %38 = ttg.memdesc_index %16[%31] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %true_8 = arith.constant {loop.cluster = 2 : i32, loop.stage = 0 : i32} true
      ttng.async_tma_copy_global_to_local %3[%11, %13, %arg7] %38, %37, %true_8 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<1x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %39 = ttg.memdesc_index %17[%31] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %true_9 = arith.constant {loop.cluster = 2 : i32, loop.stage = 0 : i32} true
      ttng.async_tma_copy_global_to_local %7[%11, %arg7, %15] %39, %37, %true_9 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<1x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %40 = ttg.memdesc_index %18[%34] {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      ttng.wait_barrier %40, %36 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %41 = ttg.memdesc_index %17[%34] {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %42 = ttg.memdesc_index %16[%34] {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %43 = ttng.warp_group_dot %42, %41, %arg8 {inputPrecision = 0 : i32, loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> * !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> tensor<128x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      scf.yield %43, %31, %34, %36 : tensor<128x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>, i32, i32, i32
    } {tt.scheduled_max_stage = 2 : i32}
    %c0_i32_5 = arith.constant 0 : i32
    %23 = ttg.memdesc_index %18[%c0_i32_5] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %23 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c1_i32_6 = arith.constant 1 : i32
    %24 = ttg.memdesc_index %18[%c1_i32_6] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %24 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c2_i32_7 = arith.constant 2 : i32
    %25 = ttg.memdesc_index %18[%c2_i32_7] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %25 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttg.local_dealloc %18 : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttg.local_dealloc %17 : !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    ttg.local_dealloc %16 : !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %26 = arith.truncf %22#0 : tensor<128x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> to tensor<128x128xf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
    %27 = tt.reshape %26 : tensor<128x128xf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> -> tensor<1x128x128xf16, #ttg.linear<{register = [[0, 0, 1], [0, 8, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 0, 64], [0, 64, 0]], lane = [[0, 0, 2], [0, 0, 4], [0, 1, 0], [0, 2, 0], [0, 4, 0]], warp = [[0, 16, 0], [0, 32, 0]], block = []}>>
    %28 = ttg.convert_layout %27 : tensor<1x128x128xf16, #ttg.linear<{register = [[0, 0, 1], [0, 8, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 0, 64], [0, 64, 0]], lane = [[0, 0, 2], [0, 0, 4], [0, 1, 0], [0, 2, 0], [0, 4, 0]], warp = [[0, 16, 0], [0, 32, 0]], block = []}>> -> tensor<1x128x128xf16, #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>>
    tt.descriptor_store %10[%11, %13, %15], %28 : !tt.tensordesc<tensor<1x128x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>, tensor<1x128x128xf16, #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>>
    tt.return
  }
}


// -----// SoftwarePipeliner internal IR Dump After: ExpandLoops
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_batched_matmul(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<f16>, %arg2: !tt.ptr<f16>, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32) attributes {noinline = false} {
    %true = arith.constant {loop.cluster = 2 : i32, loop.stage = 0 : i32} true
    %c3_i32 = arith.constant {loop.cluster = 2 : i32, loop.stage = 0 : i32} 3 : i32
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c1_i64 = arith.constant 1 : i64
    %c128_i32 = arith.constant 128 : i32
    %c0_i32 = arith.constant 0 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
    %0 = arith.muli %arg4, %arg6 : i32
    %1 = arith.extsi %0 : i32 to i64
    %2 = arith.extsi %arg6 : i32 to i64
    %3 = tt.make_tensor_descriptor %arg0, [%arg3, %arg4, %arg6], [%1, %2, %c1_i64] : <f16>, <tensor<1x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>
    %4 = arith.muli %arg6, %arg5 : i32
    %5 = arith.extsi %4 : i32 to i64
    %6 = arith.extsi %arg5 : i32 to i64
    %7 = tt.make_tensor_descriptor %arg1, [%arg3, %arg6, %arg5], [%5, %6, %c1_i64] : <f16>, <tensor<1x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>
    %8 = arith.muli %arg4, %arg5 : i32
    %9 = arith.extsi %8 : i32 to i64
    %10 = tt.make_tensor_descriptor %arg2, [%arg3, %arg4, %arg5], [%9, %6, %c1_i64] : <f16>, <tensor<1x128x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>
    %11 = tt.get_program_id z : i32
    %12 = tt.get_program_id x : i32
    %13 = arith.muli %12, %c128_i32 : i32
    %14 = tt.get_program_id y : i32
    %15 = arith.muli %14, %c128_i32 : i32
    %16 = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %17 = ttg.local_alloc : () -> !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %18 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %19 = ttg.memdesc_index %18[%c0_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %19, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %20 = ttg.memdesc_index %18[%c1_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %20, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %21 = ttg.memdesc_index %18[%c2_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %21, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %22 = arith.cmpi sgt, %arg6, %c0_i32 : i32
    %23 = arith.cmpi sge, %c0_i32, %c3_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
    %24 = arith.select %23, %c0_i32, %c0_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
    %25 = ttg.memdesc_index %18[%24] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %26 = arith.andi %22, %true : i1
    ttng.barrier_expect %25, 32768 {loop.cluster = 2 : i32, loop.stage = 0 : i32}, %26 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %27 = ttg.memdesc_index %16[%24] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %28 = arith.andi %22, %true : i1
    ttng.async_tma_copy_global_to_local %3[%11, %13, %c0_i32] %27, %25, %28 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<1x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %29 = ttg.memdesc_index %17[%24] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %30 = arith.andi %22, %true : i1
    ttng.async_tma_copy_global_to_local %7[%11, %c0_i32, %15] %29, %25, %30 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<1x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %31 = arith.cmpi sgt, %arg6, %c64_i32 : i32
    %32 = arith.addi %24, %c1_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
    %33 = arith.cmpi sge, %32, %c3_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
    %34 = arith.select %33, %c0_i32, %32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
    %35 = ttg.memdesc_index %18[%34] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %36 = arith.andi %31, %true : i1
    ttng.barrier_expect %35, 32768 {loop.cluster = 2 : i32, loop.stage = 0 : i32}, %36 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %37 = ttg.memdesc_index %16[%34] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %38 = arith.andi %31, %true : i1
    ttng.async_tma_copy_global_to_local %3[%11, %13, %c64_i32] %37, %35, %38 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<1x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %39 = ttg.memdesc_index %17[%34] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %40 = arith.andi %31, %true : i1
    ttng.async_tma_copy_global_to_local %7[%11, %c64_i32, %15] %39, %35, %40 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<1x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %41:6 = scf.for %arg7 = %c0_i32 to %arg6 step %c64_i32 iter_args(%arg8 = %cst, %arg9 = %34, %arg10 = %c-1_i32, %arg11 = %c0_i32, %arg12 = %c3_i32, %arg13 = %c3_i32) -> (tensor<128x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>, i32, i32, i32, i32, i32)  : i32 {
      %48 = arith.subi %arg6, %c128_i32 : i32
      %49 = arith.cmpi slt, %arg7, %48 : i32
      %50 = arith.addi %arg10, %c1_i32 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %51 = arith.cmpi sge, %50, %arg12 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %52 = arith.select %51, %c0_i32, %50 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %53 = arith.xori %arg11, %c1_i32 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %54 = arith.select %51, %53, %arg11 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %55 = ttg.memdesc_index %18[%52] {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      ttng.wait_barrier %55, %54 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %56 = ttg.memdesc_index %17[%52] {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %57 = ttg.memdesc_index %16[%52] {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %58 = ttng.warp_group_dot %57, %56, %arg8 {inputPrecision = 0 : i32, loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> * !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> tensor<128x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %59 = arith.addi %arg9, %c1_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
      %60 = arith.cmpi sge, %59, %c3_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
      %61 = arith.select %60, %c0_i32, %59 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
      %62 = ttg.memdesc_index %18[%61] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %63 = arith.andi %49, %true : i1
      ttng.barrier_expect %62, 32768 {loop.cluster = 2 : i32, loop.stage = 0 : i32}, %63 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %64 = ttg.memdesc_index %16[%61] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %65 = arith.addi %arg7, %c128_i32 : i32
      %66 = arith.andi %49, %true : i1
      ttng.async_tma_copy_global_to_local %3[%11, %13, %65] %64, %62, %66 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<1x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %67 = ttg.memdesc_index %17[%61] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %68 = arith.addi %arg7, %c128_i32 : i32
      %69 = arith.andi %49, %true : i1
      ttng.async_tma_copy_global_to_local %7[%11, %68, %15] %67, %62, %69 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<1x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      scf.yield %58, %61, %52, %54, %arg13, %c3_i32 : tensor<128x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>, i32, i32, i32, i32, i32
    } {tt.scheduled_max_stage = 2 : i32}
    %42 = ttg.memdesc_index %18[%c0_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %42 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %43 = ttg.memdesc_index %18[%c1_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %43 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %44 = ttg.memdesc_index %18[%c2_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %44 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttg.local_dealloc %18 : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttg.local_dealloc %17 : !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    ttg.local_dealloc %16 : !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %45 = arith.truncf %41#0 : tensor<128x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> to tensor<128x128xf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
    %46 = tt.reshape %45 : tensor<128x128xf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> -> tensor<1x128x128xf16, #ttg.linear<{register = [[0, 0, 1], [0, 8, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 0, 64], [0, 64, 0]], lane = [[0, 0, 2], [0, 0, 4], [0, 1, 0], [0, 2, 0], [0, 4, 0]], warp = [[0, 16, 0], [0, 32, 0]], block = []}>>
    %47 = ttg.convert_layout %46 : tensor<1x128x128xf16, #ttg.linear<{register = [[0, 0, 1], [0, 8, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 0, 64], [0, 64, 0]], lane = [[0, 0, 2], [0, 0, 4], [0, 1, 0], [0, 2, 0], [0, 4, 0]], warp = [[0, 16, 0], [0, 32, 0]], block = []}>> -> tensor<1x128x128xf16, #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>>
    tt.descriptor_store %10[%11, %13, %15], %47 : !tt.tensordesc<tensor<1x128x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>, tensor<1x128x128xf16, #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>>
    tt.return
  }
}
