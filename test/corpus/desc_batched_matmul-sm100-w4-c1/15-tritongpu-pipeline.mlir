#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 0, 1], [0, 0, 2], [0, 0, 4], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 0, 64]], lane = [[0, 1, 0], [0, 2, 0], [0, 4, 0], [0, 8, 0], [0, 16, 0]], warp = [[0, 32, 0], [0, 64, 0]], block = []}>
#loc = loc("test/kernels/descriptor_kernels.py":90:0)
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#loc22 = loc("a_ptr"(#loc))
#loc23 = loc("b_ptr"(#loc))
#loc24 = loc("c_ptr"(#loc))
#loc25 = loc("B"(#loc))
#loc26 = loc("M"(#loc))
#loc27 = loc("N"(#loc))
#loc28 = loc("K"(#loc))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_batched_matmul(%a_ptr: !tt.ptr<f16> loc("a_ptr"(#loc)), %b_ptr: !tt.ptr<f16> loc("b_ptr"(#loc)), %c_ptr: !tt.ptr<f16> loc("c_ptr"(#loc)), %B: i32 loc("B"(#loc)), %M: i32 loc("M"(#loc)), %N: i32 loc("N"(#loc)), %K: i32 loc("K"(#loc))) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #linear> loc(#loc1)
    %c64_i32 = arith.constant 64 : i32 loc(#loc1)
    %c0_i32 = arith.constant 0 : i32 loc(#loc1)
    %c128_i32 = arith.constant 128 : i32 loc(#loc1)
    %c1_i64 = arith.constant 1 : i64 loc(#loc1)
    %true = arith.constant true loc(#loc1)
    %false = arith.constant false loc(#loc1)
    %a_desc = arith.muli %M, %K : i32 loc(#loc29)
    %a_desc_0 = arith.extsi %a_desc : i32 to i64 loc(#loc30)
    %a_desc_1 = arith.extsi %K : i32 to i64 loc(#loc30)
    %a_desc_2 = tt.make_tensor_descriptor %a_ptr, [%B, %M, %K], [%a_desc_0, %a_desc_1, %c1_i64] : <f16>, <tensor<1x128x64xf16, #shared>> loc(#loc30)
    %b_desc = arith.muli %K, %N : i32 loc(#loc31)
    %b_desc_3 = arith.extsi %b_desc : i32 to i64 loc(#loc32)
    %b_desc_4 = arith.extsi %N : i32 to i64 loc(#loc32)
    %b_desc_5 = tt.make_tensor_descriptor %b_ptr, [%B, %K, %N], [%b_desc_3, %b_desc_4, %c1_i64] : <f16>, <tensor<1x64x128xf16, #shared>> loc(#loc32)
    %c_desc = arith.muli %M, %N : i32 loc(#loc33)
    %c_desc_6 = arith.extsi %c_desc : i32 to i64 loc(#loc34)
    %c_desc_7 = tt.make_tensor_descriptor %c_ptr, [%B, %M, %N], [%c_desc_6, %b_desc_4, %c1_i64] : <f16>, <tensor<1x128x128xf16, #shared>> loc(#loc34)
    %batch = tt.get_program_id z : i32 loc(#loc35)
    %off_m = tt.get_program_id x : i32 loc(#loc36)
    %off_m_8 = arith.muli %off_m, %c128_i32 : i32 loc(#loc37)
    %off_n = tt.get_program_id y : i32 loc(#loc38)
    %off_n_9 = arith.muli %off_n, %c128_i32 : i32 loc(#loc39)
    %acc, %acc_10 = ttng.tmem_alloc : () -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token) loc(#loc40)
    %acc_11 = ttng.tmem_store %cst, %acc[%acc_10], %true : tensor<128x128xf32, #linear> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> loc(#loc40)
    %acc_12:2 = scf.for %acc_15 = %c0_i32 to %K step %c64_i32 iter_args(%acc_16 = %false, %acc_17 = %acc_11) -> (i1, !ttg.async.token)  : i32 {
      %a = tt.descriptor_load %a_desc_2[%batch, %off_m_8, %acc_15] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<1x128x64xf16, #shared>> -> tensor<128x64xf16, #blocked> loc(#loc42)
      %a_18 = ttg.local_alloc %a {loop.cluster = 0 : i32, loop.stage = 2 : i32} : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared1, #smem> loc(#loc42)
      %b = tt.descriptor_load %b_desc_5[%batch, %acc_15, %off_n_9] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<1x64x128xf16, #shared>> -> tensor<64x128xf16, #blocked1> loc(#loc43)
      %b_19 = ttg.local_alloc %b {loop.cluster = 0 : i32, loop.stage = 2 : i32} : (tensor<64x128xf16, #blocked1>) -> !ttg.memdesc<64x128xf16, #shared1, #smem> loc(#loc43)
      %acc_20 = ttng.tc_gen5_mma %a_18, %b_19, %acc[%acc_17], %acc_16, %true {loop.cluster = 0 : i32, loop.stage = 2 : i32, tt.self_latency = 1 : i32} : !ttg.memdesc<128x64xf16, #shared1, #smem>, !ttg.memdesc<64x128xf16, #shared1, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> loc(#loc40)
      scf.yield %true, %acc_20 : i1, !ttg.async.token loc(#loc17)
    } {tt.scheduled_max_stage = 2 : i32} loc(#loc41)
    %acc_13, %acc_14 = ttng.tmem_load %acc[%acc_12#1] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear> loc(#loc40)
    %0 = arith.truncf %acc_13 : tensor<128x128xf32, #linear> to tensor<128x128xf16, #linear> loc(#loc18)
    %1 = tt.reshape %0 : tensor<128x128xf16, #linear> -> tensor<1x128x128xf16, #linear1> loc(#loc19)
    %2 = ttg.convert_layout %1 : tensor<1x128x128xf16, #linear1> -> tensor<1x128x128xf16, #blocked2> loc(#loc20)
    tt.descriptor_store %c_desc_7[%batch, %off_m_8, %off_n_9], %2 : !tt.tensordesc<tensor<1x128x128xf16, #shared>>, tensor<1x128x128xf16, #blocked2> loc(#loc20)
    tt.return loc(#loc21)
  } loc(#loc)
} loc(#loc)
#loc1 = loc(unknown)
#loc2 = loc("test/kernels/descriptor_kernels.py":96:45)
#loc3 = loc("test/kernels/descriptor_kernels.py":96:8)
#loc4 = loc("test/kernels/descriptor_kernels.py":99:45)
#loc5 = loc("test/kernels/descriptor_kernels.py":99:8)
#loc6 = loc("test/kernels/descriptor_kernels.py":102:45)
#loc7 = loc("test/kernels/descriptor_kernels.py":102:8)
#loc8 = loc("test/kernels/descriptor_kernels.py":104:26)
#loc9 = loc("test/kernels/descriptor_kernels.py":105:26)
#loc10 = loc("test/kernels/descriptor_kernels.py":105:31)
#loc11 = loc("test/kernels/descriptor_kernels.py":106:26)
#loc12 = loc("test/kernels/descriptor_kernels.py":106:31)
#loc13 = loc("test/kernels/descriptor_kernels.py":111:27)
#loc14 = loc("test/kernels/descriptor_kernels.py":108:25)
#loc15 = loc("test/kernels/descriptor_kernels.py":109:24)
#loc16 = loc("test/kernels/descriptor_kernels.py":110:24)
#loc17 = loc("test/kernels/descriptor_kernels.py":111:8)
#loc18 = loc("test/kernels/descriptor_kernels.py":112:47)
#loc19 = loc("test/kernels/descriptor_kernels.py":112:74)
#loc20 = loc("test/kernels/descriptor_kernels.py":112:40)
#loc21 = loc("test/kernels/descriptor_kernels.py":112:4)
#loc29 = loc("a_desc"(#loc2))
#loc30 = loc("a_desc"(#loc3))
#loc31 = loc("b_desc"(#loc4))
#loc32 = loc("b_desc"(#loc5))
#loc33 = loc("c_desc"(#loc6))
#loc34 = loc("c_desc"(#loc7))
#loc35 = loc("batch"(#loc8))
#loc36 = loc("off_m"(#loc9))
#loc37 = loc("off_m"(#loc10))
#loc38 = loc("off_n"(#loc11))
#loc39 = loc("off_n"(#loc12))
#loc40 = loc("acc"(#loc13))
#loc41 = loc("acc"(#loc14))
#loc42 = loc("a"(#loc15))
#loc43 = loc("b"(#loc16))


// -----// SoftwarePipeliner internal IR Dump After: LowerLoops
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_batched_matmul(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<f16>, %arg2: !tt.ptr<f16>, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>>
    %c64_i32 = arith.constant 64 : i32
    %c0_i32 = arith.constant 0 : i32
    %c128_i32 = arith.constant 128 : i32
    %c1_i64 = arith.constant 1 : i64
    %true = arith.constant true
    %false = arith.constant false
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
    %result, %token = ttng.tmem_alloc : () -> (!ttg.memdesc<128x128xf32, #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>, #ttng.tensor_memory, mutable>, !ttg.async.token)
    %16 = ttng.tmem_store %cst, %result[%token], %true : tensor<128x128xf32, #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>> -> !ttg.memdesc<128x128xf32, #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>, #ttng.tensor_memory, mutable>
    %c-1_i32 = arith.constant -1 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %17 = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c0_i32_1 = arith.constant 0 : i32
    %18 = ttg.memdesc_index %17[%c0_i32_1] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %18, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c1_i32 = arith.constant 1 : i32
    %19 = ttg.memdesc_index %17[%c1_i32] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %19, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %20 = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %21 = ttg.local_alloc : () -> !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %c-1_i32_2 = arith.constant -1 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %c1_i32_4 = arith.constant 1 : i32
    %22 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c0_i32_5 = arith.constant 0 : i32
    %23 = ttg.memdesc_index %22[%c0_i32_5] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %23, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c1_i32_6 = arith.constant 1 : i32
    %24 = ttg.memdesc_index %22[%c1_i32_6] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %24, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c2_i32 = arith.constant 2 : i32
    %25 = ttg.memdesc_index %22[%c2_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %25, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c0_i32_7 = arith.constant 0 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %26:7 = scf.for %arg7 = %c0_i32 to %arg6 step %c64_i32 iter_args(%arg8 = %false, %arg9 = %16, %arg10 = %c0_i32_0, %arg11 = %c0_i32_0, %arg12 = %c-1_i32_2, %arg13 = %c-1_i32_2, %arg14 = %c0_i32_3) -> (i1, !ttg.async.token, i32, i32, i32, i32, i32)  : i32 {
      %c3_i32 = arith.constant {loop.cluster = 2 : i32, loop.stage = 0 : i32} 3 : i32
      %35 = arith.addi %arg12, %c1_i32_4 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
      %36 = arith.cmpi sge, %35, %c3_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
      %37 = arith.select %36, %c0_i32_3, %35 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
      %38 = arith.addi %arg13, %c1_i32_4 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %39 = arith.cmpi sge, %38, %c3_i32 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %40 = arith.select %39, %c0_i32_3, %38 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %41 = arith.xori %arg14, %c1_i32_4 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %42 = arith.select %39, %41, %arg14 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %43 = ttg.memdesc_index %22[%37] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %true_16 = arith.constant {loop.cluster = 2 : i32, loop.stage = 0 : i32} true
      ttng.barrier_expect %43, 32768 {loop.cluster = 2 : i32, loop.stage = 0 : i32}, %true_16 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %44 = ttg.memdesc_index %20[%37] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %true_17 = arith.constant {loop.cluster = 2 : i32, loop.stage = 0 : i32} true
      ttng.async_tma_copy_global_to_local %3[%11, %13, %arg7] %44, %43, %true_17 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<1x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %45 = ttg.memdesc_index %21[%37] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %true_18 = arith.constant {loop.cluster = 2 : i32, loop.stage = 0 : i32} true
      ttng.async_tma_copy_global_to_local %7[%11, %arg7, %15] %45, %43, %true_18 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<1x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %46 = ttg.memdesc_index %22[%40] {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      ttng.wait_barrier %46, %42 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %47 = ttg.memdesc_index %21[%40] {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %48 = ttg.memdesc_index %20[%40] {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %true_19 = arith.constant {loop.cluster = 0 : i32, loop.stage = 2 : i32} true
      %c0_i32_20 = arith.constant {loop.cluster = 0 : i32, loop.stage = 2 : i32} 0 : i32
      %c1_i32_21 = arith.constant {loop.cluster = 0 : i32, loop.stage = 2 : i32} 1 : i32
      %c2_i32_22 = arith.constant {loop.cluster = 0 : i32, loop.stage = 2 : i32} 2 : i32
      %49 = ttg.memdesc_index %17[%arg11] {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %50 = ttng.tc_gen5_mma %48, %47, %result[%arg9], %arg8, %true, %49[%true_19] {is_async, loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<128x128xf32, #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      ttng.wait_barrier %49, %arg10 deps %48, %47 {loop.cluster = 0 : i32, loop.stage = 3 : i32} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %51 = arith.xori %arg10, %c1_i32_21 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %52 = arith.addi %arg11, %c1_i32_21 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %53 = arith.cmpi sge, %52, %c2_i32_22 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %54 = arith.select %53, %c0_i32_20, %52 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %55 = arith.select %53, %51, %arg10 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      scf.yield %true, %50, %55, %54, %37, %40, %42 : i1, !ttg.async.token, i32, i32, i32, i32, i32
    } {tt.scheduled_max_stage = 3 : i32}
    %c0_i32_9 = arith.constant 0 : i32
    %27 = ttg.memdesc_index %22[%c0_i32_9] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %27 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c1_i32_10 = arith.constant 1 : i32
    %28 = ttg.memdesc_index %22[%c1_i32_10] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %28 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c2_i32_11 = arith.constant 2 : i32
    %29 = ttg.memdesc_index %22[%c2_i32_11] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %29 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttg.local_dealloc %22 : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttg.local_dealloc %21 : !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    ttg.local_dealloc %20 : !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %c0_i32_12 = arith.constant 0 : i32
    %30 = ttg.memdesc_index %17[%c0_i32_12] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %30 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c1_i32_13 = arith.constant 1 : i32
    %31 = ttg.memdesc_index %17[%c1_i32_13] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %31 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttg.local_dealloc %17 : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %result_14, %token_15 = ttng.tmem_load %result[%26#1] : !ttg.memdesc<128x128xf32, #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>>
    %32 = arith.truncf %result_14 : tensor<128x128xf32, #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>> to tensor<128x128xf16, #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>>
    %33 = tt.reshape %32 : tensor<128x128xf16, #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>> -> tensor<1x128x128xf16, #ttg.linear<{register = [[0, 0, 1], [0, 0, 2], [0, 0, 4], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 0, 64]], lane = [[0, 1, 0], [0, 2, 0], [0, 4, 0], [0, 8, 0], [0, 16, 0]], warp = [[0, 32, 0], [0, 64, 0]], block = []}>>
    %34 = ttg.convert_layout %33 : tensor<1x128x128xf16, #ttg.linear<{register = [[0, 0, 1], [0, 0, 2], [0, 0, 4], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 0, 64]], lane = [[0, 1, 0], [0, 2, 0], [0, 4, 0], [0, 8, 0], [0, 16, 0]], warp = [[0, 32, 0], [0, 64, 0]], block = []}>> -> tensor<1x128x128xf16, #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>>
    tt.descriptor_store %10[%11, %13, %15], %34 : !tt.tensordesc<tensor<1x128x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>, tensor<1x128x128xf16, #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>>
    tt.return
  }
}


// -----// SoftwarePipeliner internal IR Dump After: ExpandLoops
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_batched_matmul(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<f16>, %arg2: !tt.ptr<f16>, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32) attributes {noinline = false} {
    %c192_i32 = arith.constant 192 : i32
    %0 = ub.poison : !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %1 = ub.poison : !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %2 = ub.poison : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %3 = ub.poison : i32
    %c3_i32 = arith.constant {loop.cluster = 2 : i32, loop.stage = 0 : i32} 3 : i32
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>>
    %c64_i32 = arith.constant 64 : i32
    %c0_i32 = arith.constant 0 : i32
    %c128_i32 = arith.constant 128 : i32
    %c1_i64 = arith.constant 1 : i64
    %true = arith.constant true
    %false = arith.constant false
    %4 = arith.muli %arg4, %arg6 : i32
    %5 = arith.extsi %4 : i32 to i64
    %6 = arith.extsi %arg6 : i32 to i64
    %7 = tt.make_tensor_descriptor %arg0, [%arg3, %arg4, %arg6], [%5, %6, %c1_i64] : <f16>, <tensor<1x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>
    %8 = arith.muli %arg6, %arg5 : i32
    %9 = arith.extsi %8 : i32 to i64
    %10 = arith.extsi %arg5 : i32 to i64
    %11 = tt.make_tensor_descriptor %arg1, [%arg3, %arg6, %arg5], [%9, %10, %c1_i64] : <f16>, <tensor<1x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>
    %12 = arith.muli %arg4, %arg5 : i32
    %13 = arith.extsi %12 : i32 to i64
    %14 = tt.make_tensor_descriptor %arg2, [%arg3, %arg4, %arg5], [%13, %10, %c1_i64] : <f16>, <tensor<1x128x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>
    %15 = tt.get_program_id z : i32
    %16 = tt.get_program_id x : i32
    %17 = arith.muli %16, %c128_i32 : i32
    %18 = tt.get_program_id y : i32
    %19 = arith.muli %18, %c128_i32 : i32
    %result, %token = ttng.tmem_alloc : () -> (!ttg.memdesc<128x128xf32, #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>, #ttng.tensor_memory, mutable>, !ttg.async.token)
    %20 = ttng.tmem_store %cst, %result[%token], %true : tensor<128x128xf32, #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>> -> !ttg.memdesc<128x128xf32, #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>, #ttng.tensor_memory, mutable>
    %21 = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %22 = ttg.memdesc_index %21[%c0_i32] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %22, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %23 = ttg.memdesc_index %21[%c1_i32] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %23, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %24 = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %25 = ttg.local_alloc : () -> !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %26 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %27 = ttg.memdesc_index %26[%c0_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %27, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %28 = ttg.memdesc_index %26[%c1_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %28, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %29 = ttg.memdesc_index %26[%c2_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %29, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %30 = arith.cmpi sgt, %arg6, %c0_i32 : i32
    %31 = arith.cmpi sge, %c0_i32, %c3_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
    %32 = arith.select %31, %c0_i32, %c0_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
    %33 = ttg.memdesc_index %26[%32] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %34 = arith.andi %30, %true : i1
    ttng.barrier_expect %33, 32768 {loop.cluster = 2 : i32, loop.stage = 0 : i32}, %34 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %35 = ttg.memdesc_index %24[%32] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %36 = arith.andi %30, %true : i1
    ttng.async_tma_copy_global_to_local %7[%15, %17, %c0_i32] %35, %33, %36 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<1x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %37 = ttg.memdesc_index %25[%32] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %38 = arith.andi %30, %true : i1
    ttng.async_tma_copy_global_to_local %11[%15, %c0_i32, %19] %37, %33, %38 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<1x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %39 = arith.cmpi sgt, %arg6, %c64_i32 : i32
    %40 = arith.addi %32, %c1_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
    %41 = arith.cmpi sge, %40, %c3_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
    %42 = arith.select %41, %c0_i32, %40 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
    %43 = ttg.memdesc_index %26[%42] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %44 = arith.andi %39, %true : i1
    ttng.barrier_expect %43, 32768 {loop.cluster = 2 : i32, loop.stage = 0 : i32}, %44 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %45 = ttg.memdesc_index %24[%42] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %46 = arith.andi %39, %true : i1
    ttng.async_tma_copy_global_to_local %7[%15, %17, %c64_i32] %45, %43, %46 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<1x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %47 = ttg.memdesc_index %25[%42] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %48 = arith.andi %39, %true : i1
    ttng.async_tma_copy_global_to_local %11[%15, %c64_i32, %19] %47, %43, %48 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<1x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %49 = arith.cmpi sgt, %arg6, %c128_i32 : i32
    %50 = arith.cmpi sge, %c0_i32, %c3_i32 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
    %51 = arith.select %50, %c0_i32, %c0_i32 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
    %52 = arith.select %50, %c1_i32, %c0_i32 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
    %53 = ttg.memdesc_index %26[%51] {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.wait_barrier %53, %52, %30 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %54 = ttg.memdesc_index %25[%51] {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %55 = ttg.memdesc_index %24[%51] {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %56 = ttg.memdesc_index %21[%c0_i32] {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %57 = arith.andi %30, %true : i1
    %58 = ttng.tc_gen5_mma %55, %54, %result[%20], %false, %57, %56[%true] {is_async, loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<128x128xf32, #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %59 = arith.select %30, %58, %20 : !ttg.async.token
    %60 = arith.cmpi sge, %c1_i32, %c2_i32 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
    %61 = arith.select %60, %c0_i32, %c1_i32 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
    %62 = arith.select %60, %c1_i32, %c0_i32 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
    %63 = arith.addi %42, %c1_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
    %64 = arith.cmpi sge, %63, %c3_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
    %65 = arith.select %64, %c0_i32, %63 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
    %66 = ttg.memdesc_index %26[%65] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %67 = arith.andi %49, %true : i1
    ttng.barrier_expect %66, 32768 {loop.cluster = 2 : i32, loop.stage = 0 : i32}, %67 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %68 = ttg.memdesc_index %24[%65] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %69 = arith.andi %49, %true : i1
    ttng.async_tma_copy_global_to_local %7[%15, %17, %c128_i32] %68, %66, %69 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<1x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %70 = ttg.memdesc_index %25[%65] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %71 = arith.andi %49, %true : i1
    ttng.async_tma_copy_global_to_local %11[%15, %c128_i32, %19] %70, %66, %71 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<1x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %72 = arith.subi %arg6, %c64_i32 : i32
    %73:13 = scf.for %arg7 = %c0_i32 to %72 step %c64_i32 iter_args(%arg8 = %false, %arg9 = %59, %arg10 = %62, %arg11 = %61, %arg12 = %65, %arg13 = %51, %arg14 = %52, %arg15 = %c3_i32, %arg16 = %c3_i32, %arg17 = %56, %arg18 = %c0_i32, %arg19 = %55, %arg20 = %54) -> (i1, !ttg.async.token, i32, i32, i32, i32, i32, i32, i32, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, i32, !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>)  : i32 {
      %84 = arith.subi %arg6, %c192_i32 : i32
      %85 = arith.cmpi slt, %arg7, %84 : i32
      %86 = arith.addi %arg13, %c1_i32 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %87 = arith.cmpi sge, %86, %arg15 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %88 = arith.select %87, %c0_i32, %86 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %89 = arith.xori %arg14, %c1_i32 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %90 = arith.select %87, %89, %arg14 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %91 = ttg.memdesc_index %26[%88] {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      ttng.wait_barrier %91, %90, %true {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %92 = ttg.memdesc_index %25[%88] {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %93 = ttg.memdesc_index %24[%88] {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %94 = ttg.memdesc_index %21[%arg11] {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %95 = arith.andi %true, %true : i1
      %96 = ttng.tc_gen5_mma %93, %92, %result[%arg9], %true, %95, %94[%true] {is_async, loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<128x128xf32, #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      ttng.wait_barrier %arg17, %arg18 deps %arg19, %arg20 {loop.cluster = 0 : i32, loop.stage = 3 : i32} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %97 = arith.xori %arg10, %c1_i32 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %98 = arith.addi %arg11, %c1_i32 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %99 = arith.cmpi sge, %98, %c2_i32 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %100 = arith.select %99, %c0_i32, %98 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %101 = arith.select %99, %97, %arg10 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %102 = arith.addi %arg12, %c1_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
      %103 = arith.cmpi sge, %102, %c3_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
      %104 = arith.select %103, %c0_i32, %102 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
      %105 = ttg.memdesc_index %26[%104] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %106 = arith.andi %85, %true : i1
      ttng.barrier_expect %105, 32768 {loop.cluster = 2 : i32, loop.stage = 0 : i32}, %106 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
      %107 = ttg.memdesc_index %24[%104] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %108 = arith.addi %arg7, %c192_i32 : i32
      %109 = arith.andi %85, %true : i1
      ttng.async_tma_copy_global_to_local %7[%15, %17, %108] %107, %105, %109 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<1x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %110 = ttg.memdesc_index %25[%104] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      %111 = arith.addi %arg7, %c192_i32 : i32
      %112 = arith.andi %85, %true : i1
      ttng.async_tma_copy_global_to_local %11[%15, %111, %19] %110, %105, %112 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<1x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      scf.yield %true, %96, %101, %100, %104, %88, %90, %arg16, %c3_i32, %94, %arg10, %93, %92 : i1, !ttg.async.token, i32, i32, i32, i32, i32, i32, i32, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, i32, !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    } {tt.scheduled_max_stage = 3 : i32}
    %74 = arith.cmpi sgt, %arg6, %c0_i32 : i32
    %75:13 = scf.if %74 -> (i1, !ttg.async.token, i32, i32, i32, i32, i32, i32, i32, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, i32, !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>) {
      ttng.wait_barrier %73#9, %73#10 deps %73#11, %73#12 {loop.cluster = 0 : i32, loop.stage = 3 : i32} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
      scf.yield %true, %73#1, %3, %3, %3, %3, %3, %73#8, %3, %2, %73#2, %0, %1 : i1, !ttg.async.token, i32, i32, i32, i32, i32, i32, i32, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, i32, !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    } else {
      scf.yield %73#0, %73#1, %73#2, %73#3, %73#4, %73#5, %73#6, %73#7, %73#8, %73#9, %73#10, %73#11, %73#12 : i1, !ttg.async.token, i32, i32, i32, i32, i32, i32, i32, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, i32, !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    }
    %76 = ttg.memdesc_index %26[%c0_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %76 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %77 = ttg.memdesc_index %26[%c1_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %77 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %78 = ttg.memdesc_index %26[%c2_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %78 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttg.local_dealloc %26 : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttg.local_dealloc %25 : !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    ttg.local_dealloc %24 : !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %79 = ttg.memdesc_index %21[%c0_i32] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %79 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %80 = ttg.memdesc_index %21[%c1_i32] : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %80 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttg.local_dealloc %21 : !ttg.memdesc<2x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %result_0, %token_1 = ttng.tmem_load %result[%75#1] : !ttg.memdesc<128x128xf32, #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>>
    %81 = arith.truncf %result_0 : tensor<128x128xf32, #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>> to tensor<128x128xf16, #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>>
    %82 = tt.reshape %81 : tensor<128x128xf16, #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>> -> tensor<1x128x128xf16, #ttg.linear<{register = [[0, 0, 1], [0, 0, 2], [0, 0, 4], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 0, 64]], lane = [[0, 1, 0], [0, 2, 0], [0, 4, 0], [0, 8, 0], [0, 16, 0]], warp = [[0, 32, 0], [0, 64, 0]], block = []}>>
    %83 = ttg.convert_layout %82 : tensor<1x128x128xf16, #ttg.linear<{register = [[0, 0, 1], [0, 0, 2], [0, 0, 4], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 0, 64]], lane = [[0, 1, 0], [0, 2, 0], [0, 4, 0], [0, 8, 0], [0, 16, 0]], warp = [[0, 32, 0], [0, 64, 0]], block = []}>> -> tensor<1x128x128xf16, #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>>
    tt.descriptor_store %14[%15, %17, %19], %83 : !tt.tensordesc<tensor<1x128x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>>>, tensor<1x128x128xf16, #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>>
    tt.return
  }
}
