#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#loc = loc("test/kernels/descriptor_kernels.py":16:0)
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 16, rank = 1}>
#loc9 = loc("out_ptr"(#loc))
#loc10 = loc("in_ptr"(#loc))
#loc11 = loc("shape"(#loc))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_copy_device(%out_ptr: !tt.ptr<f16> loc("out_ptr"(#loc)), %in_ptr: !tt.ptr<f16> loc("in_ptr"(#loc)), %shape: i32 loc("shape"(#loc))) attributes {noinline = false} {
    %cst = arith.constant dense<1.000000e+00> : tensor<64xf16, #blocked> loc(#loc1)
    %origin = arith.constant 0 : i32 loc(#loc12)
    %c1_i64 = arith.constant 1 : i64 loc(#loc3)
    %src = tt.make_tensor_descriptor %in_ptr, [%shape], [%c1_i64] : <f16>, <tensor<64xf16, #shared>> loc(#loc13)
    %dst = tt.make_tensor_descriptor %out_ptr, [%shape], [%c1_i64] : <f16>, <tensor<64xf16, #shared>> loc(#loc14)
    %tile = tt.descriptor_load %src[%origin] : !tt.tensordesc<tensor<64xf16, #shared>> -> tensor<64xf16, #blocked> loc(#loc15)
    %0 = arith.addf %tile, %cst : tensor<64xf16, #blocked> loc(#loc1)
    tt.descriptor_store %dst[%origin], %0 : !tt.tensordesc<tensor<64xf16, #shared>>, tensor<64xf16, #blocked> loc(#loc7)
    tt.return loc(#loc8)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("test/kernels/descriptor_kernels.py":23:29)
#loc2 = loc("test/kernels/descriptor_kernels.py":21:13)
#loc3 = loc(unknown)
#loc4 = loc("test/kernels/descriptor_kernels.py":19:36)
#loc5 = loc("test/kernels/descriptor_kernels.py":20:36)
#loc6 = loc("test/kernels/descriptor_kernels.py":22:20)
#loc7 = loc("test/kernels/descriptor_kernels.py":23:22)
#loc8 = loc("test/kernels/descriptor_kernels.py":23:4)
#loc12 = loc("origin"(#loc2))
#loc13 = loc("src"(#loc4))
#loc14 = loc("dst"(#loc5))
#loc15 = loc("tile"(#loc6))


// -----// SoftwarePipeliner internal IR Dump After: LowerLoops
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_copy_device(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<f16>, %arg2: i32) attributes {noinline = false} {
    %cst = arith.constant dense<1.000000e+00> : tensor<64xf16, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %c0_i32 = arith.constant 0 : i32
    %c1_i64 = arith.constant 1 : i64
    %0 = tt.make_tensor_descriptor %arg1, [%arg2], [%c1_i64] : <f16>, <tensor<64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 16, rank = 1}>>>
    %1 = tt.make_tensor_descriptor %arg0, [%arg2], [%c1_i64] : <f16>, <tensor<64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 16, rank = 1}>>>
    %2 = tt.descriptor_load %0[%c0_i32] : !tt.tensordesc<tensor<64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 16, rank = 1}>>> -> tensor<64xf16, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %3 = arith.addf %2, %cst : tensor<64xf16, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    tt.descriptor_store %1[%c0_i32], %3 : !tt.tensordesc<tensor<64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 16, rank = 1}>>>, tensor<64xf16, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    tt.return
  }
}


// -----// SoftwarePipeliner internal IR Dump After: ExpandLoops
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_copy_device(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<f16>, %arg2: i32) attributes {noinline = false} {
    %cst = arith.constant dense<1.000000e+00> : tensor<64xf16, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %c0_i32 = arith.constant 0 : i32
    %c1_i64 = arith.constant 1 : i64
    %0 = tt.make_tensor_descriptor %arg1, [%arg2], [%c1_i64] : <f16>, <tensor<64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 16, rank = 1}>>>
    %1 = tt.make_tensor_descriptor %arg0, [%arg2], [%c1_i64] : <f16>, <tensor<64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 16, rank = 1}>>>
    %2 = tt.descriptor_load %0[%c0_i32] : !tt.tensordesc<tensor<64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 16, rank = 1}>>> -> tensor<64xf16, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %3 = arith.addf %2, %cst : tensor<64xf16, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    tt.descriptor_store %1[%c0_i32], %3 : !tt.tensordesc<tensor<64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 16, rank = 1}>>>, tensor<64xf16, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    tt.return
  }
}
