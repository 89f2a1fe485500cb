#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [2, 4], order = [0, 1]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @attention_fwd(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<f16>, %arg2: !tt.ptr<f16>, %arg3: !tt.ptr<f16>, %arg4: i32, %arg5: f32) attributes {noinline = false} {
    %cst = arith.constant dense<64> : tensor<64x1xi32, #blocked>
    %cst_0 = arith.constant dense<64> : tensor<1x64xi32, #blocked1>
    %cst_1 = arith.constant dense<64> : tensor<128x1xi32, #blocked>
    %c64_i32 = arith.constant 64 : i32
    %c128_i32 = arith.constant 128 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_2 = arith.constant dense<0xFF800000> : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #mma>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c128_i32 : i32
    %2 = tt.get_program_id y : i32
    %3 = arith.muli %2, %arg4 : i32
    %4 = arith.muli %3, %c64_i32 : i32
    %5 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %6 = tt.splat %1 : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %7 = arith.addi %6, %5 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %8 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %9 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %10 = tt.addptr %arg0, %4 : !tt.ptr<f16>, i32
    %11 = tt.expand_dims %7 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<128x1xi32, #blocked>
    %12 = arith.muli %11, %cst_1 : tensor<128x1xi32, #blocked>
    %13 = tt.splat %10 : !tt.ptr<f16> -> tensor<128x1x!tt.ptr<f16>, #blocked>
    %14 = tt.addptr %13, %12 : tensor<128x1x!tt.ptr<f16>, #blocked>, tensor<128x1xi32, #blocked>
    %15 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %16 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %17 = tt.broadcast %14 : tensor<128x1x!tt.ptr<f16>, #blocked> -> tensor<128x64x!tt.ptr<f16>, #blocked>
    %18 = tt.broadcast %16 : tensor<1x64xi32, #blocked> -> tensor<128x64xi32, #blocked>
    %19 = tt.addptr %17, %18 : tensor<128x64x!tt.ptr<f16>, #blocked>, tensor<128x64xi32, #blocked>
    %20 = tt.load %19 : tensor<128x64x!tt.ptr<f16>, #blocked>
    %21 = ttg.local_alloc %20 : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
    %22 = tt.addptr %arg1, %4 : !tt.ptr<f16>, i32
    %23 = tt.splat %22 : !tt.ptr<f16> -> tensor<1x64x!tt.ptr<f16>, #blocked1>
    %24 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %25 = tt.expand_dims %24 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %26 = tt.broadcast %25 : tensor<64x1xi32, #blocked1> -> tensor<64x64xi32, #blocked1>
    %27 = tt.splat %arg5 : f32 -> tensor<128x64xf32, #mma>
    %28 = tt.addptr %arg2, %4 : !tt.ptr<f16>, i32
    %29 = tt.splat %28 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked>
    %30 = tt.broadcast %16 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %31:3 = scf.for %arg6 = %c0_i32 to %arg4 step %c64_i32 iter_args(%arg7 = %cst_2, %arg8 = %cst_4, %arg9 = %cst_3) -> (tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<128x64xf32, #mma>)  : i32 {
      %42 = tt.splat %arg6 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %43 = tt.splat %arg6 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %44 = arith.addi %42, %8 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %45 = arith.addi %43, %9 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %46 = tt.expand_dims %44 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
      %47 = arith.muli %46, %cst_0 : tensor<1x64xi32, #blocked1>
      %48 = tt.addptr %23, %47 : tensor<1x64x!tt.ptr<f16>, #blocked1>, tensor<1x64xi32, #blocked1>
      %49 = tt.broadcast %48 : tensor<1x64x!tt.ptr<f16>, #blocked1> -> tensor<64x64x!tt.ptr<f16>, #blocked1>
      %50 = tt.addptr %49, %26 : tensor<64x64x!tt.ptr<f16>, #blocked1>, tensor<64x64xi32, #blocked1>
      %51 = tt.load %50 : tensor<64x64x!tt.ptr<f16>, #blocked1>
      %52 = ttg.local_alloc %51 : (tensor<64x64xf16, #blocked1>) -> !ttg.memdesc<64x64xf16, #shared1, #smem>
      %53 = ttng.warp_group_dot %21, %52, %cst_3 {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared1, #smem> -> tensor<128x64xf32, #mma>
      %54:3 = ttng.warp_group_dot_wait %53, %21, %52 {pendings = 0 : i32} : tensor<128x64xf32, #mma>, !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x64xf16, #shared1, #smem>
      %55 = arith.mulf %54#0, %27 : tensor<128x64xf32, #mma>
      %56 = "tt.reduce"(%55) <{axis = 1 : i32}> ({
      ^bb0(%arg10: f32, %arg11: f32):
        %81 = arith.maxnumf %arg10, %arg11 : f32
        tt.reduce.return %81 : f32
      }) : (tensor<128x64xf32, #mma>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %57 = arith.maxnumf %arg7, %56 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %58 = tt.expand_dims %57 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<128x1xf32, #mma>
      %59 = tt.broadcast %58 : tensor<128x1xf32, #mma> -> tensor<128x64xf32, #mma>
      %60 = arith.subf %55, %59 : tensor<128x64xf32, #mma>
      %61 = math.exp %60 : tensor<128x64xf32, #mma>
      %62 = arith.subf %arg7, %57 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %63 = math.exp %62 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %64 = arith.mulf %arg8, %63 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %65 = "tt.reduce"(%61) <{axis = 1 : i32}> ({
      ^bb0(%arg10: f32, %arg11: f32):
        %81 = arith.addf %arg10, %arg11 : f32
        tt.reduce.return %81 : f32
      }) : (tensor<128x64xf32, #mma>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %66 = arith.addf %64, %65 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %67 = tt.expand_dims %45 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
      %68 = arith.muli %67, %cst : tensor<64x1xi32, #blocked>
      %69 = tt.addptr %29, %68 : tensor<64x1x!tt.ptr<f16>, #blocked>, tensor<64x1xi32, #blocked>
      %70 = tt.broadcast %69 : tensor<64x1x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked>
      %71 = tt.addptr %70, %30 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      %72 = tt.load %71 : tensor<64x64x!tt.ptr<f16>, #blocked>
      %73 = ttg.local_alloc %72 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      %74 = tt.expand_dims %63 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<128x1xf32, #mma>
      %75 = tt.broadcast %74 : tensor<128x1xf32, #mma> -> tensor<128x64xf32, #mma>
      %76 = arith.mulf %arg9, %75 : tensor<128x64xf32, #mma>
      %77 = arith.truncf %61 : tensor<128x64xf32, #mma> to tensor<128x64xf16, #mma>
      %78 = ttg.convert_layout %77 : tensor<128x64xf16, #mma> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %79 = ttng.warp_group_dot %78, %73, %76 {inputPrecision = 0 : i32, isAsync = true} : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<128x64xf32, #mma>
      %80:2 = ttng.warp_group_dot_wait %79, %73 {pendings = 0 : i32} : tensor<128x64xf32, #mma>, !ttg.memdesc<64x64xf16, #shared, #smem>
      scf.yield %57, %66, %80#0 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<128x64xf32, #mma>
    }
    %32 = tt.expand_dims %31#1 {axis = 1 : i32} : tensor<128xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<128x1xf32, #mma>
    %33 = tt.broadcast %32 : tensor<128x1xf32, #mma> -> tensor<128x64xf32, #mma>
    %34 = arith.divf %31#2, %33 : tensor<128x64xf32, #mma>
    %35 = tt.addptr %arg3, %4 : !tt.ptr<f16>, i32
    %36 = tt.splat %35 : !tt.ptr<f16> -> tensor<128x1x!tt.ptr<f16>, #blocked>
    %37 = tt.addptr %36, %12 : tensor<128x1x!tt.ptr<f16>, #blocked>, tensor<128x1xi32, #blocked>
    %38 = tt.broadcast %37 : tensor<128x1x!tt.ptr<f16>, #blocked> -> tensor<128x64x!tt.ptr<f16>, #blocked>
    %39 = tt.addptr %38, %18 : tensor<128x64x!tt.ptr<f16>, #blocked>, tensor<128x64xi32, #blocked>
    %40 = arith.truncf %34 : tensor<128x64xf32, #mma> to tensor<128x64xf16, #mma>
    %41 = ttg.convert_layout %40 : tensor<128x64xf16, #mma> -> tensor<128x64xf16, #blocked>
    tt.store %39, %41 : tensor<128x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
