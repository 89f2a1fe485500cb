#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0], CGALayout = [[0, 0]]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0], CGALayout = [[0, 1]]}>
#loc = loc("test/kernels/triton_kernels.py":91:0)
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], CGALayout = [[0, 1]], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>
#smem = #ttg.shared_memory
#loc19 = loc("a_ptr"(#loc))
#loc20 = loc("b_ptr"(#loc))
#loc21 = loc("c_ptr"(#loc))
#loc22 = loc("M"(#loc))
#loc23 = loc("N"(#loc))
#loc24 = loc("K"(#loc))
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul_tma_device(%a_ptr: !tt.ptr<f16> loc("a_ptr"(#loc)), %b_ptr: !tt.ptr<f16> loc("b_ptr"(#loc)), %c_ptr: !tt.ptr<f16> loc("c_ptr"(#loc)), %M: i32 loc("M"(#loc)), %N: i32 loc("N"(#loc)), %K: i32 loc("K"(#loc))) attributes {noinline = false} {
    %c1_i64 = arith.constant 1 : i64 loc(#loc1)
    %c128_i32 = arith.constant 128 : i32 loc(#loc1)
    %c0_i32 = arith.constant 0 : i32 loc(#loc2)
    %c64_i32 = arith.constant 64 : i32 loc(#loc2)
    %acc = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma> loc(#loc37)
    %a_desc = arith.extsi %K : i32 to i64 loc(#loc26)
    %a_desc_0 = tt.make_tensor_descriptor %a_ptr, [%M, %K], [%a_desc, %c1_i64] : <f16>, <tensor<128x64xf16, #shared>> loc(#loc26)
    %b_desc = arith.extsi %N : i32 to i64 loc(#loc27)
    %b_desc_1 = tt.make_tensor_descriptor %b_ptr, [%K, %N], [%b_desc, %c1_i64] : <f16>, <tensor<64x128xf16, #shared1>> loc(#loc27)
    %c_desc = tt.make_tensor_descriptor %c_ptr, [%M, %N], [%b_desc, %c1_i64] : <f16>, <tensor<128x128xf16, #shared1>> loc(#loc28)
    %off_m = tt.get_program_id x : i32 loc(#loc29)
    %off_m_2 = arith.muli %off_m, %c128_i32 : i32 loc(#loc30)
    %off_n = tt.get_program_id y : i32 loc(#loc31)
    %off_n_3 = arith.muli %off_n, %c128_i32 : i32 loc(#loc32)
    %acc_4 = scf.for %acc_5 = %c0_i32 to %K step %c64_i32 iter_args(%acc_6 = %acc) -> (tensor<128x128xf32, #mma>)  : i32 {
      %acc_7 = tt.descriptor_load %a_desc_0[%off_m_2, %acc_5] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<128x64xf16, #shared>> -> tensor<128x64xf16, #blocked> loc(#loc34)
      %acc_8 = ttg.local_alloc %acc_7 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem> loc(#loc34)
      %acc_9 = tt.descriptor_load %b_desc_1[%acc_5, %off_n_3] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<64x128xf16, #shared1>> -> tensor<64x128xf16, #blocked1> loc(#loc35)
      %acc_10 = ttg.local_alloc %acc_9 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : (tensor<64x128xf16, #blocked1>) -> !ttg.memdesc<64x128xf16, #shared1, #smem> loc(#loc35)
      %acc_11 = ttng.warp_group_dot %acc_8, %acc_10, %acc_6 {inputPrecision = 0 : i32, loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared1, #smem> -> tensor<128x128xf32, #mma> loc(#loc36)
      scf.yield %acc_11 : tensor<128x128xf32, #mma> loc(#loc15)
    } {tt.scheduled_max_stage = 2 : i32} loc(#loc33)
    %0 = arith.truncf %acc_4 : tensor<128x128xf32, #mma> to tensor<128x128xf16, #mma> loc(#loc16)
    %1 = ttg.convert_layout %0 : tensor<128x128xf16, #mma> -> tensor<128x128xf16, #blocked1> loc(#loc17)
    tt.descriptor_store %c_desc[%off_m_2, %off_n_3], %1 : !tt.tensordesc<tensor<128x128xf16, #shared1>>, tensor<128x128xf16, #blocked1> loc(#loc17)
    tt.return loc(#loc18)
  } loc(#loc)
} loc(#loc)
#loc1 = loc(unknown)
#loc2 = loc("test/kernels/triton_kernels.py":101:26)
#loc3 = loc("triton/language/standard.py":129:31)
#loc4 = loc("test/kernels/triton_kernels.py":100:19)
#loc5 = loc("test/kernels/triton_kernels.py":95:39)
#loc6 = loc("test/kernels/triton_kernels.py":96:39)
#loc7 = loc("test/kernels/triton_kernels.py":97:39)
#loc8 = loc("test/kernels/triton_kernels.py":98:26)
#loc9 = loc("test/kernels/triton_kernels.py":98:31)
#loc10 = loc("test/kernels/triton_kernels.py":99:26)
#loc11 = loc("test/kernels/triton_kernels.py":99:31)
#loc12 = loc("test/kernels/triton_kernels.py":102:33)
#loc13 = loc("test/kernels/triton_kernels.py":102:59)
#loc14 = loc("test/kernels/triton_kernels.py":102:73)
#loc15 = loc("test/kernels/triton_kernels.py":102:8)
#loc16 = loc("test/kernels/triton_kernels.py":103:40)
#loc17 = loc("test/kernels/triton_kernels.py":103:33)
#loc18 = loc("test/kernels/triton_kernels.py":103:4)
#loc25 = loc("acc"(#loc4))
#loc26 = loc("a_desc"(#loc5))
#loc27 = loc("b_desc"(#loc6))
#loc28 = loc("c_desc"(#loc7))
#loc29 = loc("off_m"(#loc8))
#loc30 = loc("off_m"(#loc9))
#loc31 = loc("off_n"(#loc10))
#loc32 = loc("off_n"(#loc11))
#loc33 = loc("acc"(#loc2))
#loc34 = loc("acc"(#loc12))
#loc35 = loc("acc"(#loc13))
#loc36 = loc("acc"(#loc14))
#loc37 = loc(callsite(#loc3 at #loc25))


// -----// SoftwarePipeliner internal IR Dump After: LowerLoops
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul_tma_device(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<f16>, %arg2: !tt.ptr<f16>, %arg3: i32, %arg4: i32, %arg5: i32) attributes {noinline = false} {
    %c1_i64 = arith.constant 1 : i64
    %c128_i32 = arith.constant 128 : i32
    %c0_i32 = arith.constant 0 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], CGALayout = [[0, 1]], instrShape = [16, 64, 16]}>>
    %0 = arith.extsi %arg5 : i32 to i64
    %1 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%0, %c1_i64] : <f16>, <tensor<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>>>
    %2 = arith.extsi %arg4 : i32 to i64
    %3 = tt.make_tensor_descriptor %arg1, [%arg5, %arg4], [%2, %c1_i64] : <f16>, <tensor<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>>>
    %4 = tt.make_tensor_descriptor %arg2, [%arg3, %arg4], [%2, %c1_i64] : <f16>, <tensor<128x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>>>
    %5 = tt.get_program_id x : i32
    %6 = arith.muli %5, %c128_i32 : i32
    %7 = tt.get_program_id y : i32
    %8 = arith.muli %7, %c128_i32 : i32
    %9 = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>, #ttg.shared_memory, mutable>
    %10 = ttg.local_alloc : () -> !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>, #ttg.shared_memory, mutable>
    %c-1_i32 = arith.constant -1 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %11 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    %c0_i32_1 = arith.constant 0 : i32
    %12 = ttg.memdesc_index %11[%c0_i32_1] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %12, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    %c1_i32_2 = arith.constant 1 : i32
    %13 = ttg.memdesc_index %11[%c1_i32_2] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %13, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    %c2_i32 = arith.constant 2 : i32
    %14 = ttg.memdesc_index %11[%c2_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %14, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    %c0_i32_3 = arith.constant 0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %15:4 = scf.for %arg6 = %c0_i32 to %arg5 step %c64_i32 iter_args(%arg7 = %cst, %arg8 = %c-1_i32, %arg9 = %c-1_i32, %arg10 = %c0_i32_0) -> (tensor<128x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], CGALayout = [[0, 1]], instrShape = [16, 64, 16]}>>, i32, i32, i32)  : i32 {
      %c3_i32 = arith.constant {loop.cluster = 2 : i32, loop.stage = 0 : i32} 3 : i32
      %21 = arith.addi %arg8, %c1_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
      %22 = arith.cmpi sge, %21, %c3_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
      %23 = arith.select %22, %c0_i32_0, %21 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
      %24 = arith.addi %arg9, %c1_i32 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %25 = arith.cmpi sge, %24, %c3_i32 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %26 = arith.select %25, %c0_i32_0, %24 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %27 = arith.xori %arg10, %c1_i32 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %28 = arith.select %25, %27, %arg10 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %29 = ttg.memdesc_index %11[%23] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
      %true = arith.constant {loop.cluster = 2 : i32, loop.stage = 0 : i32} true
      ttng.barrier_expect %29, 24576 {loop.cluster = 2 : i32, loop.stage = 0 : i32}, %true : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
      %30 = ttg.memdesc_index %9[%23] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>, #ttg.shared_memory, mutable>
      %true_8 = arith.constant {loop.cluster = 2 : i32, loop.stage = 0 : i32} true
      ttng.async_tma_copy_global_to_local %1[%6, %arg6] %30, %29, %true_8 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>, #ttg.shared_memory, mutable>
      %31 = ttg.memdesc_index %10[%23] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>, #ttg.shared_memory, mutable>
      %true_9 = arith.constant {loop.cluster = 2 : i32, loop.stage = 0 : i32} true
      ttng.async_tma_copy_global_to_local %3[%arg6, %8] %31, %29, %true_9 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>, #ttg.shared_memory, mutable>
      %32 = ttg.memdesc_index %11[%26] {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
      ttng.wait_barrier %32, %28 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
      %33 = ttg.memdesc_index %10[%26] {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>, #ttg.shared_memory, mutable>
      %34 = ttg.memdesc_index %9[%26] {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>, #ttg.shared_memory, mutable>
      %35 = ttng.warp_group_dot %34, %33, %arg7 {inputPrecision = 0 : i32, loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>, #ttg.shared_memory, mutable> * !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>, #ttg.shared_memory, mutable> -> tensor<128x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], CGALayout = [[0, 1]], instrShape = [16, 64, 16]}>>
      scf.yield %35, %23, %26, %28 : tensor<128x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], CGALayout = [[0, 1]], instrShape = [16, 64, 16]}>>, i32, i32, i32
    } {tt.scheduled_max_stage = 2 : i32}
    %c0_i32_5 = arith.constant 0 : i32
    %16 = ttg.memdesc_index %11[%c0_i32_5] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %16 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    %c1_i32_6 = arith.constant 1 : i32
    %17 = ttg.memdesc_index %11[%c1_i32_6] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %17 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    %c2_i32_7 = arith.constant 2 : i32
    %18 = ttg.memdesc_index %11[%c2_i32_7] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %18 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    ttg.local_dealloc %11 : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    ttg.local_dealloc %10 : !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>, #ttg.shared_memory, mutable>
    ttg.local_dealloc %9 : !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>, #ttg.shared_memory, mutable>
    %19 = arith.truncf %15#0 : tensor<128x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], CGALayout = [[0, 1]], instrShape = [16, 64, 16]}>> to tensor<128x128xf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], CGALayout = [[0, 1]], instrShape = [16, 64, 16]}>>
    %20 = ttg.convert_layout %19 : tensor<128x128xf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], CGALayout = [[0, 1]], instrShape = [16, 64, 16]}>> -> tensor<128x128xf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0], CGALayout = [[0, 1]]}>>
    tt.descriptor_store %4[%6, %8], %20 : !tt.tensordesc<tensor<128x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>>>, tensor<128x128xf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0], CGALayout = [[0, 1]]}>>
    tt.return
  }
}


// -----// SoftwarePipeliner internal IR Dump After: ExpandLoops
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul_tma_device(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<f16>, %arg2: !tt.ptr<f16>, %arg3: i32, %arg4: i32, %arg5: i32) attributes {noinline = false} {
    %true = arith.constant {loop.cluster = 2 : i32, loop.stage = 0 : i32} true
    %c3_i32 = arith.constant {loop.cluster = 2 : i32, loop.stage = 0 : i32} 3 : i32
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c1_i64 = arith.constant 1 : i64
    %c128_i32 = arith.constant 128 : i32
    %c0_i32 = arith.constant 0 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], CGALayout = [[0, 1]], instrShape = [16, 64, 16]}>>
    %0 = arith.extsi %arg5 : i32 to i64
    %1 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%0, %c1_i64] : <f16>, <tensor<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>>>
    %2 = arith.extsi %arg4 : i32 to i64
    %3 = tt.make_tensor_descriptor %arg1, [%arg5, %arg4], [%2, %c1_i64] : <f16>, <tensor<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>>>
    %4 = tt.make_tensor_descriptor %arg2, [%arg3, %arg4], [%2, %c1_i64] : <f16>, <tensor<128x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>>>
    %5 = tt.get_program_id x : i32
    %6 = arith.muli %5, %c128_i32 : i32
    %7 = tt.get_program_id y : i32
    %8 = arith.muli %7, %c128_i32 : i32
    %9 = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>, #ttg.shared_memory, mutable>
    %10 = ttg.local_alloc : () -> !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>, #ttg.shared_memory, mutable>
    %11 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    %12 = ttg.memdesc_index %11[%c0_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %12, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    %13 = ttg.memdesc_index %11[%c1_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %13, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    %14 = ttg.memdesc_index %11[%c2_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %14, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    %15 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %16 = arith.cmpi sge, %c0_i32, %c3_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
    %17 = arith.select %16, %c0_i32, %c0_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
    %18 = ttg.memdesc_index %11[%17] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    %19 = arith.andi %15, %true : i1
    ttng.barrier_expect %18, 24576 {loop.cluster = 2 : i32, loop.stage = 0 : i32}, %19 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    %20 = ttg.memdesc_index %9[%17] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>, #ttg.shared_memory, mutable>
    %21 = arith.andi %15, %true : i1
    ttng.async_tma_copy_global_to_local %1[%6, %c0_i32] %20, %18, %21 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>, #ttg.shared_memory, mutable>
    %22 = ttg.memdesc_index %10[%17] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>, #ttg.shared_memory, mutable>
    %23 = arith.andi %15, %true : i1
    ttng.async_tma_copy_global_to_local %3[%c0_i32, %8] %22, %18, %23 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>, #ttg.shared_memory, mutable>
    %24 = arith.cmpi sgt, %arg5, %c64_i32 : i32
    %25 = arith.addi %17, %c1_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
    %26 = arith.cmpi sge, %25, %c3_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
    %27 = arith.select %26, %c0_i32, %25 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
    %28 = ttg.memdesc_index %11[%27] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    %29 = arith.andi %24, %true : i1
    ttng.barrier_expect %28, 24576 {loop.cluster = 2 : i32, loop.stage = 0 : i32}, %29 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    %30 = ttg.memdesc_index %9[%27] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>, #ttg.shared_memory, mutable>
    %31 = arith.andi %24, %true : i1
    ttng.async_tma_copy_global_to_local %1[%6, %c64_i32] %30, %28, %31 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>, #ttg.shared_memory, mutable>
    %32 = ttg.memdesc_index %10[%27] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>, #ttg.shared_memory, mutable>
    %33 = arith.andi %24, %true : i1
    ttng.async_tma_copy_global_to_local %3[%c64_i32, %8] %32, %28, %33 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>, #ttg.shared_memory, mutable>
    %34:6 = scf.for %arg6 = %c0_i32 to %arg5 step %c64_i32 iter_args(%arg7 = %cst, %arg8 = %27, %arg9 = %c-1_i32, %arg10 = %c0_i32, %arg11 = %c3_i32, %arg12 = %c3_i32) -> (tensor<128x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], CGALayout = [[0, 1]], instrShape = [16, 64, 16]}>>, i32, i32, i32, i32, i32)  : i32 {
      %40 = arith.subi %arg5, %c128_i32 : i32
      %41 = arith.cmpi slt, %arg6, %40 : i32
      %42 = arith.addi %arg9, %c1_i32 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %43 = arith.cmpi sge, %42, %arg11 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %44 = arith.select %43, %c0_i32, %42 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %45 = arith.xori %arg10, %c1_i32 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %46 = arith.select %43, %45, %arg10 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : i32
      %47 = ttg.memdesc_index %11[%44] {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
      ttng.wait_barrier %47, %46 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
      %48 = ttg.memdesc_index %10[%44] {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>, #ttg.shared_memory, mutable>
      %49 = ttg.memdesc_index %9[%44] {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>, #ttg.shared_memory, mutable>
      %50 = ttng.warp_group_dot %49, %48, %arg7 {inputPrecision = 0 : i32, loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>, #ttg.shared_memory, mutable> * !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>, #ttg.shared_memory, mutable> -> tensor<128x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], CGALayout = [[0, 1]], instrShape = [16, 64, 16]}>>
      %51 = arith.addi %arg8, %c1_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
      %52 = arith.cmpi sge, %51, %c3_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
      %53 = arith.select %52, %c0_i32, %51 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
      %54 = ttg.memdesc_index %11[%53] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
      %55 = arith.andi %41, %true : i1
      ttng.barrier_expect %54, 24576 {loop.cluster = 2 : i32, loop.stage = 0 : i32}, %55 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
      %56 = ttg.memdesc_index %9[%53] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>, #ttg.shared_memory, mutable>
      %57 = arith.addi %arg6, %c128_i32 : i32
      %58 = arith.andi %41, %true : i1
      ttng.async_tma_copy_global_to_local %1[%6, %57] %56, %54, %58 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>, #ttg.shared_memory, mutable>
      %59 = ttg.memdesc_index %10[%53] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>, #ttg.shared_memory, mutable>
      %60 = arith.addi %arg6, %c128_i32 : i32
      %61 = arith.andi %41, %true : i1
      ttng.async_tma_copy_global_to_local %3[%60, %8] %59, %54, %61 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>, #ttg.shared_memory, mutable>
      scf.yield %50, %53, %44, %46, %arg12, %c3_i32 : tensor<128x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], CGALayout = [[0, 1]], instrShape = [16, 64, 16]}>>, i32, i32, i32, i32, i32
    } {tt.scheduled_max_stage = 2 : i32}
    %35 = ttg.memdesc_index %11[%c0_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %35 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    %36 = ttg.memdesc_index %11[%c1_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %36 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    %37 = ttg.memdesc_index %11[%c2_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    ttng.inval_barrier %37 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    ttg.local_dealloc %11 : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>, #ttg.shared_memory, mutable>
    ttg.local_dealloc %10 : !ttg.memdesc<3x64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>, #ttg.shared_memory, mutable>
    ttg.local_dealloc %9 : !ttg.memdesc<3x128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>, #ttg.shared_memory, mutable>
    %38 = arith.truncf %34#0 : tensor<128x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], CGALayout = [[0, 1]], instrShape = [16, 64, 16]}>> to tensor<128x128xf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], CGALayout = [[0, 1]], instrShape = [16, 64, 16]}>>
    %39 = ttg.convert_layout %38 : tensor<128x128xf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], CGALayout = [[0, 1]], instrShape = [16, 64, 16]}>> -> tensor<128x128xf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0], CGALayout = [[0, 1]]}>>
    tt.descriptor_store %4[%6, %8], %39 : !tt.tensordesc<tensor<128x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>>>, tensor<128x128xf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0], CGALayout = [[0, 1]]}>>
    tt.return
  }
}
