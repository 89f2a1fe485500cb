#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#loc = loc("test/kernels/descriptor_kernels.py":116:0)
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#loc14 = loc("x_ptr"(#loc))
#loc15 = loc("M"(#loc))
#loc16 = loc("N"(#loc))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_loop_carried(%x_ptr: !tt.ptr<f32> loc("x_ptr"(#loc)), %M: i32 loc("M"(#loc)), %N: i32 loc("N"(#loc))) attributes {noinline = false} {
    %c8_i32 = arith.constant 8 : i32 loc(#loc1)
    %c1_i64 = arith.constant 1 : i64 loc(#loc1)
    %c0_i32 = arith.constant 0 : i32 loc(#loc1)
    %c128_i32 = arith.constant 128 : i32 loc(#loc2)
    %c256_i32 = arith.constant 256 : i32 loc(#loc1)
    %cst = arith.constant dense<3.000000e+00> : tensor<8x128xf32, #blocked> loc(#loc1)
    %row = tt.get_program_id x : i32 loc(#loc17)
    %row_0 = arith.muli %row, %c8_i32 : i32 loc(#loc18)
    %desc = arith.extsi %N : i32 to i64 loc(#loc19)
    %desc_1 = tt.make_tensor_descriptor %x_ptr, [%M, %N], [%desc, %c1_i64] : <f32>, <tensor<8x128xf32, #shared>> loc(#loc22)
    %desc_2 = scf.for %desc_3 = %c0_i32 to %N step %c128_i32 iter_args(%desc_4 = %desc_1) -> (!tt.tensordesc<tensor<8x128xf32, #shared>>)  : i32 {
      %tile = tt.descriptor_load %desc_4[%row_0, %desc_3] : !tt.tensordesc<tensor<8x128xf32, #shared>> -> tensor<8x128xf32, #blocked> loc(#loc21)
      %0 = arith.addf %tile, %cst : tensor<8x128xf32, #blocked> loc(#loc7)
      tt.descriptor_store %desc_4[%row_0, %desc_3], %0 : !tt.tensordesc<tensor<8x128xf32, #shared>>, tensor<8x128xf32, #blocked> loc(#loc8)
      %1 = arith.remsi %desc_3, %c256_i32 : i32 loc(#loc9)
      %2 = arith.cmpi eq, %1, %c0_i32 : i32 loc(#loc10)
      %3 = arith.select %2, %desc_1, %desc_4 : !tt.tensordesc<tensor<8x128xf32, #shared>> loc(#loc11)
      scf.yield %3 : !tt.tensordesc<tensor<8x128xf32, #shared>> loc(#loc12)
    } loc(#loc26)
    tt.return loc(#loc13)
  } loc(#loc)
} loc(#loc)
#loc1 = loc(unknown)
#loc2 = loc("test/kernels/descriptor_kernels.py":121:27)
#loc3 = loc("test/kernels/descriptor_kernels.py":119:24)
#loc4 = loc("test/kernels/descriptor_kernels.py":119:29)
#loc5 = loc("test/kernels/descriptor_kernels.py":120:60)
#loc6 = loc("test/kernels/descriptor_kernels.py":122:25)
#loc7 = loc("test/kernels/descriptor_kernels.py":123:38)
#loc8 = loc("test/kernels/descriptor_kernels.py":123:31)
#loc9 = loc("test/kernels/descriptor_kernels.py":124:18)
#loc10 = loc("test/kernels/descriptor_kernels.py":124:33)
#loc11 = loc("test/kernels/descriptor_kernels.py":124:11)
#loc12 = loc("test/kernels/descriptor_kernels.py":124:8)
#loc13 = loc("test/kernels/descriptor_kernels.py":121:4)
#loc17 = loc("row"(#loc3))
#loc18 = loc("row"(#loc4))
#loc19 = loc("desc"(#loc5))
#loc20 = loc("desc"(#loc2))
#loc21 = loc("tile"(#loc6))
#loc22 = loc("desc"(#loc19))
#loc23 = loc("desc"(#loc20))
#loc24 = loc("desc"(#loc23))
#loc25 = loc("desc"(#loc24))
#loc26 = loc("desc"(#loc25))


// -----// SoftwarePipeliner internal IR Dump After: LowerLoops
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_loop_carried(%arg0: !tt.ptr<f32>, %arg1: i32, %arg2: i32) attributes {noinline = false} {
    %c8_i32 = arith.constant 8 : i32
    %c1_i64 = arith.constant 1 : i64
    %c0_i32 = arith.constant 0 : i32
    %c128_i32 = arith.constant 128 : i32
    %c256_i32 = arith.constant 256 : i32
    %cst = arith.constant dense<3.000000e+00> : tensor<8x128xf32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c8_i32 : i32
    %2 = arith.extsi %arg2 : i32 to i64
    %3 = tt.make_tensor_descriptor %arg0, [%arg1, %arg2], [%2, %c1_i64] : <f32>, <tensor<8x128xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>>>
    %4 = scf.for %arg3 = %c0_i32 to %arg2 step %c128_i32 iter_args(%arg4 = %3) -> (!tt.tensordesc<tensor<8x128xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>>>)  : i32 {
      %5 = tt.descriptor_load %arg4[%1, %arg3] : !tt.tensordesc<tensor<8x128xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>>> -> tensor<8x128xf32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %6 = arith.addf %5, %cst : tensor<8x128xf32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
      tt.descriptor_store %arg4[%1, %arg3], %6 : !tt.tensordesc<tensor<8x128xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>>>, tensor<8x128xf32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %7 = arith.remsi %arg3, %c256_i32 : i32
      %8 = arith.cmpi eq, %7, %c0_i32 : i32
      %9 = arith.select %8, %3, %arg4 : !tt.tensordesc<tensor<8x128xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>>>
      scf.yield %9 : !tt.tensordesc<tensor<8x128xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>>>
    }
    tt.return
  }
}


// -----// SoftwarePipeliner internal IR Dump After: ExpandLoops
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_loop_carried(%arg0: !tt.ptr<f32>, %arg1: i32, %arg2: i32) attributes {noinline = false} {
    %c8_i32 = arith.constant 8 : i32
    %c1_i64 = arith.constant 1 : i64
    %c0_i32 = arith.constant 0 : i32
    %c128_i32 = arith.constant 128 : i32
    %c256_i32 = arith.constant 256 : i32
    %cst = arith.constant dense<3.000000e+00> : tensor<8x128xf32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c8_i32 : i32
    %2 = arith.extsi %arg2 : i32 to i64
    %3 = tt.make_tensor_descriptor %arg0, [%arg1, %arg2], [%2, %c1_i64] : <f32>, <tensor<8x128xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>>>
    %4 = scf.for %arg3 = %c0_i32 to %arg2 step %c128_i32 iter_args(%arg4 = %3) -> (!tt.tensordesc<tensor<8x128xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>>>)  : i32 {
      %5 = tt.descriptor_load %arg4[%1, %arg3] : !tt.tensordesc<tensor<8x128xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>>> -> tensor<8x128xf32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %6 = arith.addf %5, %cst : tensor<8x128xf32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
      tt.descriptor_store %arg4[%1, %arg3], %6 : !tt.tensordesc<tensor<8x128xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>>>, tensor<8x128xf32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %7 = arith.remsi %arg3, %c256_i32 : i32
      %8 = arith.cmpi eq, %7, %c0_i32 : i32
      %9 = arith.select %8, %3, %arg4 : !tt.tensordesc<tensor<8x128xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>>>
      scf.yield %9 : !tt.tensordesc<tensor<8x128xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>>>
    }
    tt.return
  }
}
