#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1, 4], threadsPerWarp = [1, 1, 2, 16], warpsPerCTA = [1, 1, 4, 1], order = [3, 2, 1, 0], CGALayout = [[1, 0, 0, 0]]}>
#loc = loc("test/kernels/descriptor_kernels.py":16:0)
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32, CGALayout = [[1, 0, 0, 0]]}>
#loc8 = loc("out_ptr"(#loc))
#loc9 = loc("in_ptr"(#loc))
#loc10 = loc("shape"(#loc))
#loc11 = loc("strides"(#loc))
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_copy_device(%out_ptr: !tt.ptr<f32> loc("out_ptr"(#loc)), %in_ptr: !tt.ptr<f32> loc("in_ptr"(#loc)), %shape: i32 loc("shape"(#loc)), %shape_0: i32 loc("shape"(#loc)), %shape_1: i32 loc("shape"(#loc)), %shape_2: i32 loc("shape"(#loc)), %strides: i32 loc("strides"(#loc)), %strides_3: i32 loc("strides"(#loc)), %strides_4: i32 loc("strides"(#loc))) attributes {noinline = false} {
    %cst = arith.constant dense<1.000000e+00> : tensor<2x4x8x64xf32, #blocked> loc(#loc1)
    %c0_i32 = arith.constant 0 : i32 loc(#loc2)
    %c1_i64 = arith.constant 1 : i64 loc(#loc2)
    %src = arith.extsi %strides : i32 to i64 loc(#loc12)
    %src_5 = arith.extsi %strides_3 : i32 to i64 loc(#loc12)
    %src_6 = arith.extsi %strides_4 : i32 to i64 loc(#loc12)
    %src_7 = tt.make_tensor_descriptor %in_ptr, [%shape, %shape_0, %shape_1, %shape_2], [%src, %src_5, %src_6, %c1_i64] : <f32>, <tensor<2x4x8x64xf32, #shared>> loc(#loc12)
    %dst = tt.make_tensor_descriptor %out_ptr, [%shape, %shape_0, %shape_1, %shape_2], [%src, %src_5, %src_6, %c1_i64] : <f32>, <tensor<2x4x8x64xf32, #shared>> loc(#loc13)
    %tile = tt.descriptor_load %src_7[%c0_i32, %c0_i32, %c0_i32, %c0_i32] : !tt.tensordesc<tensor<2x4x8x64xf32, #shared>> -> tensor<2x4x8x64xf32, #blocked> loc(#loc14)
    %0 = arith.addf %tile, %cst : tensor<2x4x8x64xf32, #blocked> loc(#loc1)
    tt.descriptor_store %dst[%c0_i32, %c0_i32, %c0_i32, %c0_i32], %0 : !tt.tensordesc<tensor<2x4x8x64xf32, #shared>>, tensor<2x4x8x64xf32, #blocked> loc(#loc6)
    tt.return loc(#loc7)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("test/kernels/descriptor_kernels.py":23:29)
#loc2 = loc(unknown)
#loc3 = loc("test/kernels/descriptor_kernels.py":19:36)
#loc4 = loc("test/kernels/descriptor_kernels.py":20:36)
#loc5 = loc("test/kernels/descriptor_kernels.py":22:20)
#loc6 = loc("test/kernels/descriptor_kernels.py":23:22)
#loc7 = loc("test/kernels/descriptor_kernels.py":23:4)
#loc12 = loc("src"(#loc3))
#loc13 = loc("dst"(#loc4))
#loc14 = loc("tile"(#loc5))


// -----// SoftwarePipeliner internal IR Dump After: LowerLoops
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_copy_device(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32) attributes {noinline = false} {
    %cst = arith.constant dense<1.000000e+00> : tensor<2x4x8x64xf32, #ttg.blocked<{sizePerThread = [1, 1, 1, 4], threadsPerWarp = [1, 1, 2, 16], warpsPerCTA = [1, 1, 4, 1], order = [3, 2, 1, 0], CGALayout = [[1, 0, 0, 0]]}>>
    %c0_i32 = arith.constant 0 : i32
    %c1_i64 = arith.constant 1 : i64
    %0 = arith.extsi %arg6 : i32 to i64
    %1 = arith.extsi %arg7 : i32 to i64
    %2 = arith.extsi %arg8 : i32 to i64
    %3 = tt.make_tensor_descriptor %arg1, [%arg2, %arg3, %arg4, %arg5], [%0, %1, %2, %c1_i64] : <f32>, <tensor<2x4x8x64xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32, CGALayout = [[1, 0, 0, 0]]}>>>
    %4 = tt.make_tensor_descriptor %arg0, [%arg2, %arg3, %arg4, %arg5], [%0, %1, %2, %c1_i64] : <f32>, <tensor<2x4x8x64xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32, CGALayout = [[1, 0, 0, 0]]}>>>
    %5 = tt.descriptor_load %3[%c0_i32, %c0_i32, %c0_i32, %c0_i32] : !tt.tensordesc<tensor<2x4x8x64xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32, CGALayout = [[1, 0, 0, 0]]}>>> -> tensor<2x4x8x64xf32, #ttg.blocked<{sizePerThread = [1, 1, 1, 4], threadsPerWarp = [1, 1, 2, 16], warpsPerCTA = [1, 1, 4, 1], order = [3, 2, 1, 0], CGALayout = [[1, 0, 0, 0]]}>>
    %6 = arith.addf %5, %cst : tensor<2x4x8x64xf32, #ttg.blocked<{sizePerThread = [1, 1, 1, 4], threadsPerWarp = [1, 1, 2, 16], warpsPerCTA = [1, 1, 4, 1], order = [3, 2, 1, 0], CGALayout = [[1, 0, 0, 0]]}>>
    tt.descriptor_store %4[%c0_i32, %c0_i32, %c0_i32, %c0_i32], %6 : !tt.tensordesc<tensor<2x4x8x64xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32, CGALayout = [[1, 0, 0, 0]]}>>>, tensor<2x4x8x64xf32, #ttg.blocked<{sizePerThread = [1, 1, 1, 4], threadsPerWarp = [1, 1, 2, 16], warpsPerCTA = [1, 1, 4, 1], order = [3, 2, 1, 0], CGALayout = [[1, 0, 0, 0]]}>>
    tt.return
  }
}


// -----// SoftwarePipeliner internal IR Dump After: ExpandLoops
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_copy_device(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32) attributes {noinline = false} {
    %cst = arith.constant dense<1.000000e+00> : tensor<2x4x8x64xf32, #ttg.blocked<{sizePerThread = [1, 1, 1, 4], threadsPerWarp = [1, 1, 2, 16], warpsPerCTA = [1, 1, 4, 1], order = [3, 2, 1, 0], CGALayout = [[1, 0, 0, 0]]}>>
    %c0_i32 = arith.constant 0 : i32
    %c1_i64 = arith.constant 1 : i64
    %0 = arith.extsi %arg6 : i32 to i64
    %1 = arith.extsi %arg7 : i32 to i64
    %2 = arith.extsi %arg8 : i32 to i64
    %3 = tt.make_tensor_descriptor %arg1, [%arg2, %arg3, %arg4, %arg5], [%0, %1, %2, %c1_i64] : <f32>, <tensor<2x4x8x64xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32, CGALayout = [[1, 0, 0, 0]]}>>>
    %4 = tt.make_tensor_descriptor %arg0, [%arg2, %arg3, %arg4, %arg5], [%0, %1, %2, %c1_i64] : <f32>, <tensor<2x4x8x64xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32, CGALayout = [[1, 0, 0, 0]]}>>>
    %5 = tt.descriptor_load %3[%c0_i32, %c0_i32, %c0_i32, %c0_i32] : !tt.tensordesc<tensor<2x4x8x64xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32, CGALayout = [[1, 0, 0, 0]]}>>> -> tensor<2x4x8x64xf32, #ttg.blocked<{sizePerThread = [1, 1, 1, 4], threadsPerWarp = [1, 1, 2, 16], warpsPerCTA = [1, 1, 4, 1], order = [3, 2, 1, 0], CGALayout = [[1, 0, 0, 0]]}>>
    %6 = arith.addf %5, %cst : tensor<2x4x8x64xf32, #ttg.blocked<{sizePerThread = [1, 1, 1, 4], threadsPerWarp = [1, 1, 2, 16], warpsPerCTA = [1, 1, 4, 1], order = [3, 2, 1, 0], CGALayout = [[1, 0, 0, 0]]}>>
    tt.descriptor_store %4[%c0_i32, %c0_i32, %c0_i32, %c0_i32], %6 : !tt.tensordesc<tensor<2x4x8x64xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32, CGALayout = [[1, 0, 0, 0]]}>>>, tensor<2x4x8x64xf32, #ttg.blocked<{sizePerThread = [1, 1, 1, 4], threadsPerWarp = [1, 1, 2, 16], warpsPerCTA = [1, 1, 4, 1], order = [3, 2, 1, 0], CGALayout = [[1, 0, 0, 0]]}>>
    tt.return
  }
}
