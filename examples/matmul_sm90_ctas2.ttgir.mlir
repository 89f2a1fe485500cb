#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0], CGALayout = [[1, 0]]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0], CGALayout = [[1, 0]]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1], CGALayout = [[1, 0]]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [0, 1], CGALayout = [[0, 1]]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[0, 1]]}>
#blocked7 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0], CGALayout = [[0, 1]]}>
#blocked8 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul_ptr(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<f16>, %arg2: !tt.ptr<f16>, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #blocked>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64x128xf16, #blocked>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<128x64xf16, #blocked1>
    %c64_i32 = arith.constant 64 : i32
    %c0_i32 = arith.constant 0 : i32
    %c128_i32 = arith.constant 128 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c128_i32 : i32
    %3 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked2>
    %4 = tt.splat %2 : i32 -> tensor<128xi32, #blocked2>
    %5 = arith.addi %4, %3 : tensor<128xi32, #blocked2>
    %6 = arith.muli %1, %c128_i32 : i32
    %7 = tt.splat %6 : i32 -> tensor<128xi32, #blocked2>
    %8 = arith.addi %7, %3 : tensor<128xi32, #blocked2>
    %9 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked2>
    %10 = scf.for %arg9 = %c0_i32 to %arg5 step %c64_i32 iter_args(%arg10 = %cst) -> (tensor<128x128xf32, #blocked>)  : i32 {
      %39 = tt.splat %arg9 : i32 -> tensor<64xi32, #blocked2>
      %40 = arith.addi %39, %9 : tensor<64xi32, #blocked2>
      %41 = ttg.convert_layout %5 : tensor<128xi32, #blocked2> -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %42 = tt.expand_dims %41 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<128x1xi32, #blocked3>
      %43 = ttg.convert_layout %42 : tensor<128x1xi32, #blocked3> -> tensor<128x1xi32, #blocked4>
      %44 = tt.splat %arg3 : i32 -> tensor<128x1xi32, #blocked4>
      %45 = arith.cmpi slt, %43, %44 : tensor<128x1xi32, #blocked4>
      %46 = ttg.convert_layout %40 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
      %47 = tt.expand_dims %46 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x64xi32, #blocked5>
      %48 = ttg.convert_layout %47 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked6>
      %49 = tt.splat %arg5 : i32 -> tensor<1x64xi32, #blocked6>
      %50 = arith.cmpi slt, %48, %49 : tensor<1x64xi32, #blocked6>
      %51 = tt.broadcast %45 : tensor<128x1xi1, #blocked4> -> tensor<128x64xi1, #blocked4>
      %52 = ttg.convert_layout %51 : tensor<128x64xi1, #blocked4> -> tensor<128x64xi1, #blocked1>
      %53 = tt.broadcast %50 : tensor<1x64xi1, #blocked6> -> tensor<128x64xi1, #blocked6>
      %54 = ttg.convert_layout %53 : tensor<128x64xi1, #blocked6> -> tensor<128x64xi1, #blocked1>
      %55 = arith.andi %52, %54 : tensor<128x64xi1, #blocked1>
      %56 = tt.splat %arg6 : i32 -> tensor<128x1xi32, #blocked4>
      %57 = arith.muli %43, %56 : tensor<128x1xi32, #blocked4>
      %58 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<128x1x!tt.ptr<f16>, #blocked4>
      %59 = tt.addptr %58, %57 : tensor<128x1x!tt.ptr<f16>, #blocked4>, tensor<128x1xi32, #blocked4>
      %60 = tt.broadcast %59 : tensor<128x1x!tt.ptr<f16>, #blocked4> -> tensor<128x64x!tt.ptr<f16>, #blocked4>
      %61 = ttg.convert_layout %60 : tensor<128x64x!tt.ptr<f16>, #blocked4> -> tensor<128x64x!tt.ptr<f16>, #blocked1>
      %62 = tt.broadcast %48 : tensor<1x64xi32, #blocked6> -> tensor<128x64xi32, #blocked6>
      %63 = ttg.convert_layout %62 : tensor<128x64xi32, #blocked6> -> tensor<128x64xi32, #blocked1>
      %64 = tt.addptr %61, %63 : tensor<128x64x!tt.ptr<f16>, #blocked1>, tensor<128x64xi32, #blocked1>
      %65 = ttg.convert_layout %64 : tensor<128x64x!tt.ptr<f16>, #blocked1> -> tensor<128x64x!tt.ptr<f16>, #blocked1>
      %66 = ttg.convert_layout %55 : tensor<128x64xi1, #blocked1> -> tensor<128x64xi1, #blocked1>
      %67 = ttg.convert_layout %cst_1 : tensor<128x64xf16, #blocked1> -> tensor<128x64xf16, #blocked1>
      %68 = tt.load %65, %66, %67 : tensor<128x64x!tt.ptr<f16>, #blocked1>
      %69 = ttg.convert_layout %40 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %70 = tt.expand_dims %69 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xi32, #blocked3>
      %71 = ttg.convert_layout %70 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
      %72 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked4>
      %73 = arith.cmpi slt, %71, %72 : tensor<64x1xi32, #blocked4>
      %74 = ttg.convert_layout %8 : tensor<128xi32, #blocked2> -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
      %75 = tt.expand_dims %74 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x128xi32, #blocked5>
      %76 = ttg.convert_layout %75 : tensor<1x128xi32, #blocked5> -> tensor<1x128xi32, #blocked7>
      %77 = tt.splat %arg4 : i32 -> tensor<1x128xi32, #blocked7>
      %78 = arith.cmpi slt, %76, %77 : tensor<1x128xi32, #blocked7>
      %79 = tt.broadcast %73 : tensor<64x1xi1, #blocked4> -> tensor<64x128xi1, #blocked4>
      %80 = ttg.convert_layout %79 : tensor<64x128xi1, #blocked4> -> tensor<64x128xi1, #blocked>
      %81 = tt.broadcast %78 : tensor<1x128xi1, #blocked7> -> tensor<64x128xi1, #blocked7>
      %82 = ttg.convert_layout %81 : tensor<64x128xi1, #blocked7> -> tensor<64x128xi1, #blocked>
      %83 = arith.andi %80, %82 : tensor<64x128xi1, #blocked>
      %84 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #blocked4>
      %85 = arith.muli %71, %84 : tensor<64x1xi32, #blocked4>
      %86 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked4>
      %87 = tt.addptr %86, %85 : tensor<64x1x!tt.ptr<f16>, #blocked4>, tensor<64x1xi32, #blocked4>
      %88 = tt.broadcast %87 : tensor<64x1x!tt.ptr<f16>, #blocked4> -> tensor<64x128x!tt.ptr<f16>, #blocked4>
      %89 = ttg.convert_layout %88 : tensor<64x128x!tt.ptr<f16>, #blocked4> -> tensor<64x128x!tt.ptr<f16>, #blocked>
      %90 = tt.broadcast %76 : tensor<1x128xi32, #blocked7> -> tensor<64x128xi32, #blocked7>
      %91 = ttg.convert_layout %90 : tensor<64x128xi32, #blocked7> -> tensor<64x128xi32, #blocked>
      %92 = tt.addptr %89, %91 : tensor<64x128x!tt.ptr<f16>, #blocked>, tensor<64x128xi32, #blocked>
      %93 = ttg.convert_layout %92 : tensor<64x128x!tt.ptr<f16>, #blocked> -> tensor<64x128x!tt.ptr<f16>, #blocked>
      %94 = ttg.convert_layout %83 : tensor<64x128xi1, #blocked> -> tensor<64x128xi1, #blocked>
      %95 = ttg.convert_layout %cst_0 : tensor<64x128xf16, #blocked> -> tensor<64x128xf16, #blocked>
      %96 = tt.load %93, %94, %95 : tensor<64x128x!tt.ptr<f16>, #blocked>
      %97 = ttg.convert_layout %68 : tensor<128x64xf16, #blocked1> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>>
      %98 = ttg.convert_layout %96 : tensor<64x128xf16, #blocked> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>>
      %99 = ttg.convert_layout %arg10 : tensor<128x128xf32, #blocked> -> tensor<128x128xf32, #blocked8>
      %100 = tt.dot %97, %98, %99, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>> -> tensor<128x128xf32, #blocked8>
      %101 = ttg.convert_layout %100 : tensor<128x128xf32, #blocked8> -> tensor<128x128xf32, #blocked>
      scf.yield %101 : tensor<128x128xf32, #blocked>
    }
    %11 = ttg.convert_layout %5 : tensor<128xi32, #blocked2> -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %12 = tt.expand_dims %11 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<128x1xi32, #blocked3>
    %13 = ttg.convert_layout %12 : tensor<128x1xi32, #blocked3> -> tensor<128x1xi32, #blocked4>
    %14 = tt.splat %arg3 : i32 -> tensor<128x1xi32, #blocked4>
    %15 = arith.cmpi slt, %13, %14 : tensor<128x1xi32, #blocked4>
    %16 = ttg.convert_layout %8 : tensor<128xi32, #blocked2> -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %17 = tt.expand_dims %16 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x128xi32, #blocked5>
    %18 = ttg.convert_layout %17 : tensor<1x128xi32, #blocked5> -> tensor<1x128xi32, #blocked7>
    %19 = tt.splat %arg4 : i32 -> tensor<1x128xi32, #blocked7>
    %20 = arith.cmpi slt, %18, %19 : tensor<1x128xi32, #blocked7>
    %21 = tt.broadcast %15 : tensor<128x1xi1, #blocked4> -> tensor<128x128xi1, #blocked4>
    %22 = ttg.convert_layout %21 : tensor<128x128xi1, #blocked4> -> tensor<128x128xi1, #blocked>
    %23 = tt.broadcast %20 : tensor<1x128xi1, #blocked7> -> tensor<128x128xi1, #blocked7>
    %24 = ttg.convert_layout %23 : tensor<128x128xi1, #blocked7> -> tensor<128x128xi1, #blocked>
    %25 = arith.andi %22, %24 : tensor<128x128xi1, #blocked>
    %26 = tt.splat %arg8 : i32 -> tensor<128x1xi32, #blocked4>
    %27 = arith.muli %13, %26 : tensor<128x1xi32, #blocked4>
    %28 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<128x1x!tt.ptr<f16>, #blocked4>
    %29 = tt.addptr %28, %27 : tensor<128x1x!tt.ptr<f16>, #blocked4>, tensor<128x1xi32, #blocked4>
    %30 = tt.broadcast %29 : tensor<128x1x!tt.ptr<f16>, #blocked4> -> tensor<128x128x!tt.ptr<f16>, #blocked4>
    %31 = ttg.convert_layout %30 : tensor<128x128x!tt.ptr<f16>, #blocked4> -> tensor<128x128x!tt.ptr<f16>, #blocked>
    %32 = tt.broadcast %18 : tensor<1x128xi32, #blocked7> -> tensor<128x128xi32, #blocked7>
    %33 = ttg.convert_layout %32 : tensor<128x128xi32, #blocked7> -> tensor<128x128xi32, #blocked>
    %34 = tt.addptr %31, %33 : tensor<128x128x!tt.ptr<f16>, #blocked>, tensor<128x128xi32, #blocked>
    %35 = arith.truncf %10 : tensor<128x128xf32, #blocked> to tensor<128x128xf16, #blocked>
    %36 = ttg.convert_layout %34 : tensor<128x128x!tt.ptr<f16>, #blocked> -> tensor<128x128x!tt.ptr<f16>, #blocked>
    %37 = ttg.convert_layout %35 : tensor<128x128xf16, #blocked> -> tensor<128x128xf16, #blocked>
    %38 = ttg.convert_layout %25 : tensor<128x128xi1, #blocked> -> tensor<128x128xi1, #blocked>
    tt.store %36, %37, %38 : tensor<128x128x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
