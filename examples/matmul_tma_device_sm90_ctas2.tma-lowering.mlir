#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0], CGALayout = [[0, 1]]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], CGALayout = [[0, 1]], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul_tma_device(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<f16>, %arg2: !tt.ptr<f16>, %arg3: i32, %arg4: i32, %arg5: i32) attributes {noinline = false} {
    %c3_i32 = arith.constant 3 : i32
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c1_i64 = arith.constant 1 : i64
    %c128_i32 = arith.constant 128 : i32
    %c0_i32 = arith.constant 0 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %0 = arith.extsi %arg5 : i32 to i64
    %1 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%0, %c1_i64] : <f16>, <tensor<128x64xf16, #shared>>
    %2 = arith.extsi %arg4 : i32 to i64
    %3 = tt.make_tensor_descriptor %arg1, [%arg5, %arg4], [%2, %c1_i64] : <f16>, <tensor<64x128xf16, #shared1>>
    %4 = tt.make_tensor_descriptor %arg2, [%arg3, %arg4], [%2, %c1_i64] : <f16>, <tensor<128x128xf16, #shared1>>
    %5 = tt.get_program_id x : i32
    %6 = arith.muli %5, %c128_i32 : i32
    %7 = tt.get_program_id y : i32
    %8 = arith.muli %7, %c128_i32 : i32
    %9 = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>
    %10 = ttg.local_alloc : () -> !ttg.memdesc<3x64x128xf16, #shared1, #smem, mutable>
    %11 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared2, #smem, mutable>
    %12 = ttg.memdesc_index %11[%c0_i32] : !ttg.memdesc<3x1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    ttng.init_barrier %12, 1 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    %13 = ttg.memdesc_index %11[%c1_i32] : !ttg.memdesc<3x1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    ttng.init_barrier %13, 1 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    %14 = ttg.memdesc_index %11[%c2_i32] : !ttg.memdesc<3x1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    ttng.init_barrier %14, 1 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    %15 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    ttng.barrier_expect %12, 24576, %15 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    %16 = ttg.memdesc_index %9[%c0_i32] : !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    ttng.async_tma_copy_global_to_local %1[%6, %c0_i32] %16, %12, %15 : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    %17 = ttg.memdesc_index %10[%c0_i32] : !ttg.memdesc<3x64x128xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x128xf16, #shared1, #smem, mutable>
    ttng.async_tma_copy_global_to_local %3[%c0_i32, %8] %17, %12, %15 : !tt.tensordesc<tensor<64x128xf16, #shared1>>, !ttg.memdesc<1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<64x128xf16, #shared1, #smem, mutable>
    %18 = arith.cmpi sgt, %arg5, %c64_i32 : i32
    ttng.barrier_expect %13, 24576, %18 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    %19 = ttg.memdesc_index %9[%c1_i32] : !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    ttng.async_tma_copy_global_to_local %1[%6, %c64_i32] %19, %13, %18 : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    %20 = ttg.memdesc_index %10[%c1_i32] : !ttg.memdesc<3x64x128xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x128xf16, #shared1, #smem, mutable>
    ttng.async_tma_copy_global_to_local %3[%c64_i32, %8] %20, %13, %18 : !tt.tensordesc<tensor<64x128xf16, #shared1>>, !ttg.memdesc<1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<64x128xf16, #shared1, #smem, mutable>
    %21:4 = scf.for %arg6 = %c0_i32 to %arg5 step %c64_i32 iter_args(%arg7 = %cst, %arg8 = %c1_i32, %arg9 = %c-1_i32, %arg10 = %c0_i32) -> (tensor<128x128xf32, #mma>, i32, i32, i32)  : i32 {
      %25 = arith.subi %arg5, %c128_i32 : i32
      %26 = arith.cmpi slt, %arg6, %25 : i32
      %27 = arith.addi %arg9, %c1_i32 : i32
      %28 = arith.cmpi sge, %27, %c3_i32 : i32
      %29 = arith.select %28, %c0_i32, %27 : i32
      %30 = arith.xori %arg10, %c1_i32 : i32
      %31 = arith.select %28, %30, %arg10 : i32
      %32 = ttg.memdesc_index %11[%29] : !ttg.memdesc<3x1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<1xi64, #shared2, #smem, mutable>
      ttng.wait_barrier %32, %31 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
      %33 = ttg.memdesc_index %10[%29] : !ttg.memdesc<3x64x128xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x128xf16, #shared1, #smem, mutable>
      %34 = ttg.memdesc_index %9[%29] : !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
      %35 = ttng.warp_group_dot %34, %33, %arg7 {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> * !ttg.memdesc<64x128xf16, #shared1, #smem, mutable> -> tensor<128x128xf32, #mma>
      %36:3 = ttng.warp_group_dot_wait %35, %34, %33 {pendings = 1 : i32} : tensor<128x128xf32, #mma>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x128xf16, #shared1, #smem, mutable>
      %37 = arith.addi %arg8, %c1_i32 : i32
      %38 = arith.cmpi sge, %37, %c3_i32 : i32
      %39 = arith.select %38, %c0_i32, %37 : i32
      %40 = ttg.memdesc_index %11[%39] : !ttg.memdesc<3x1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<1xi64, #shared2, #smem, mutable>
      ttng.barrier_expect %40, 24576, %26 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
      %41 = ttg.memdesc_index %9[%39] : !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
      %42 = arith.addi %arg6, %c128_i32 : i32
      ttng.async_tma_copy_global_to_local %1[%6, %42] %41, %40, %26 : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
      %43 = ttg.memdesc_index %10[%39] : !ttg.memdesc<3x64x128xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x128xf16, #shared1, #smem, mutable>
      ttng.async_tma_copy_global_to_local %3[%42, %8] %43, %40, %26 : !tt.tensordesc<tensor<64x128xf16, #shared1>>, !ttg.memdesc<1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<64x128xf16, #shared1, #smem, mutable>
      scf.yield %36#0, %39, %29, %31 : tensor<128x128xf32, #mma>, i32, i32, i32
    }
    %22 = ttng.warp_group_dot_wait %21#0 {pendings = 0 : i32} : tensor<128x128xf32, #mma>
    ttng.inval_barrier %12 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    ttng.inval_barrier %13 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    ttng.inval_barrier %14 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    ttg.local_dealloc %11 : !ttg.memdesc<3x1xi64, #shared2, #smem, mutable>
    ttg.local_dealloc %10 : !ttg.memdesc<3x64x128xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %9 : !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>
    %23 = arith.truncf %22 : tensor<128x128xf32, #mma> to tensor<128x128xf16, #mma>
    %24 = ttg.convert_layout %23 : tensor<128x128xf16, #mma> -> tensor<128x128xf16, #blocked>
    tt.descriptor_store %4[%6, %8], %24 : !tt.tensordesc<tensor<128x128xf16, #shared1>>, tensor<128x128xf16, #blocked>
    tt.return
  }
}
