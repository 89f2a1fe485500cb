#blocked = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 4, 1], order = [2, 1, 0], CGALayout = [[1, 0, 0], [2, 0, 0]]}>
#loc = loc("test/kernels/descriptor_kernels.py":16:0)
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[1, 0, 0], [2, 0, 0]]}>
#loc8 = loc("out_ptr"(#loc))
#loc9 = loc("in_ptr"(#loc))
#loc10 = loc("shape"(#loc))
#loc11 = loc("strides"(#loc))
module attributes {"ttg.num-ctas" = 4 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_copy_device(%out_ptr: !tt.ptr<f16> loc("out_ptr"(#loc)), %in_ptr: !tt.ptr<f16> loc("in_ptr"(#loc)), %shape: i32 loc("shape"(#loc)), %shape_0: i32 loc("shape"(#loc)), %shape_1: i32 loc("shape"(#loc)), %strides: i32 loc("strides"(#loc)), %strides_2: i32 loc("strides"(#loc))) attributes {noinline = false} {
    %c1_i64 = arith.constant 1 : i64 loc(#loc1)
    %c0_i32 = arith.constant 0 : i32 loc(#loc1)
    %cst = arith.constant dense<1.000000e+00> : tensor<4x8x64xf16, #blocked> loc(#loc1)
    %src = arith.extsi %strides : i32 to i64 loc(#loc12)
    %src_3 = arith.extsi %strides_2 : i32 to i64 loc(#loc12)
    %src_4 = tt.make_tensor_descriptor %in_ptr, [%shape, %shape_0, %shape_1], [%src, %src_3, %c1_i64] : <f16>, <tensor<4x8x64xf16, #shared>> loc(#loc12)
    %dst = tt.make_tensor_descriptor %out_ptr, [%shape, %shape_0, %shape_1], [%src, %src_3, %c1_i64] : <f16>, <tensor<4x8x64xf16, #shared>> loc(#loc13)
    %tile = tt.descriptor_load %src_4[%c0_i32, %c0_i32, %c0_i32] : !tt.tensordesc<tensor<4x8x64xf16, #shared>> -> tensor<4x8x64xf16, #blocked> loc(#loc14)
    %0 = arith.addf %tile, %cst : tensor<4x8x64xf16, #blocked> loc(#loc5)
    tt.descriptor_store %dst[%c0_i32, %c0_i32, %c0_i32], %0 : !tt.tensordesc<tensor<4x8x64xf16, #shared>>, tensor<4x8x64xf16, #blocked> loc(#loc6)
    tt.return loc(#loc7)
  } loc(#loc)
} loc(#loc)
#loc1 = loc(unknown)
#loc2 = loc("test/kernels/descriptor_kernels.py":19:36)
#loc3 = loc("test/kernels/descriptor_kernels.py":20:36)
#loc4 = loc("test/kernels/descriptor_kernels.py":22:20)
#loc5 = loc("test/kernels/descriptor_kernels.py":23:29)
#loc6 = loc("test/kernels/descriptor_kernels.py":23:22)
#loc7 = loc("test/kernels/descriptor_kernels.py":23:4)
#loc12 = loc("src"(#loc2))
#loc13 = loc("dst"(#loc3))
#loc14 = loc("tile"(#loc4))


// -----// SoftwarePipeliner internal IR Dump After: LowerLoops
module attributes {"ttg.num-ctas" = 4 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_copy_device(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<f16>, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32) attributes {noinline = false} {
    %c1_i64 = arith.constant 1 : i64
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant dense<1.000000e+00> : tensor<4x8x64xf16, #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 4, 1], order = [2, 1, 0], CGALayout = [[1, 0, 0], [2, 0, 0]]}>>
    %0 = arith.extsi %arg5 : i32 to i64
    %1 = arith.extsi %arg6 : i32 to i64
    %2 = tt.make_tensor_descriptor %arg1, [%arg2, %arg3, %arg4], [%0, %1, %c1_i64] : <f16>, <tensor<4x8x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[1, 0, 0], [2, 0, 0]]}>>>
    %3 = tt.make_tensor_descriptor %arg0, [%arg2, %arg3, %arg4], [%0, %1, %c1_i64] : <f16>, <tensor<4x8x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[1, 0, 0], [2, 0, 0]]}>>>
    %4 = tt.descriptor_load %2[%c0_i32, %c0_i32, %c0_i32] : !tt.tensordesc<tensor<4x8x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[1, 0, 0], [2, 0, 0]]}>>> -> tensor<4x8x64xf16, #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 4, 1], order = [2, 1, 0], CGALayout = [[1, 0, 0], [2, 0, 0]]}>>
    %5 = arith.addf %4, %cst : tensor<4x8x64xf16, #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 4, 1], order = [2, 1, 0], CGALayout = [[1, 0, 0], [2, 0, 0]]}>>
    tt.descriptor_store %3[%c0_i32, %c0_i32, %c0_i32], %5 : !tt.tensordesc<tensor<4x8x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[1, 0, 0], [2, 0, 0]]}>>>, tensor<4x8x64xf16, #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 4, 1], order = [2, 1, 0], CGALayout = [[1, 0, 0], [2, 0, 0]]}>>
    tt.return
  }
}


// -----// SoftwarePipeliner internal IR Dump After: ExpandLoops
module attributes {"ttg.num-ctas" = 4 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_copy_device(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<f16>, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32) attributes {noinline = false} {
    %c1_i64 = arith.constant 1 : i64
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant dense<1.000000e+00> : tensor<4x8x64xf16, #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 4, 1], order = [2, 1, 0], CGALayout = [[1, 0, 0], [2, 0, 0]]}>>
    %0 = arith.extsi %arg5 : i32 to i64
    %1 = arith.extsi %arg6 : i32 to i64
    %2 = tt.make_tensor_descriptor %arg1, [%arg2, %arg3, %arg4], [%0, %1, %c1_i64] : <f16>, <tensor<4x8x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[1, 0, 0], [2, 0, 0]]}>>>
    %3 = tt.make_tensor_descriptor %arg0, [%arg2, %arg3, %arg4], [%0, %1, %c1_i64] : <f16>, <tensor<4x8x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[1, 0, 0], [2, 0, 0]]}>>>
    %4 = tt.descriptor_load %2[%c0_i32, %c0_i32, %c0_i32] : !tt.tensordesc<tensor<4x8x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[1, 0, 0], [2, 0, 0]]}>>> -> tensor<4x8x64xf16, #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 4, 1], order = [2, 1, 0], CGALayout = [[1, 0, 0], [2, 0, 0]]}>>
    %5 = arith.addf %4, %cst : tensor<4x8x64xf16, #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 4, 1], order = [2, 1, 0], CGALayout = [[1, 0, 0], [2, 0, 0]]}>>
    tt.descriptor_store %3[%c0_i32, %c0_i32, %c0_i32], %5 : !tt.tensordesc<tensor<4x8x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[1, 0, 0], [2, 0, 0]]}>>>, tensor<4x8x64xf16, #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 4, 1], order = [2, 1, 0], CGALayout = [[1, 0, 0], [2, 0, 0]]}>>
    tt.return
  }
}
