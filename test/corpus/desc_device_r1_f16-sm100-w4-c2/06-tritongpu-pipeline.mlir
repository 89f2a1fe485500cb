#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>
#loc = loc("test/kernels/descriptor_kernels.py":16:0)
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 16, CGALayout = [[1]]}>
#loc8 = loc("out_ptr"(#loc))
#loc9 = loc("in_ptr"(#loc))
#loc10 = loc("shape"(#loc))
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_copy_device(%out_ptr: !tt.ptr<f16> loc("out_ptr"(#loc)), %in_ptr: !tt.ptr<f16> loc("in_ptr"(#loc)), %shape: i32 loc("shape"(#loc))) attributes {noinline = false} {
    %c1_i64 = arith.constant 1 : i64 loc(#loc1)
    %c0_i32 = arith.constant 0 : i32 loc(#loc1)
    %cst = arith.constant dense<1.000000e+00> : tensor<64xf16, #blocked> loc(#loc1)
    %src = tt.make_tensor_descriptor %in_ptr, [%shape], [%c1_i64] : <f16>, <tensor<64xf16, #shared>> loc(#loc11)
    %dst = tt.make_tensor_descriptor %out_ptr, [%shape], [%c1_i64] : <f16>, <tensor<64xf16, #shared>> loc(#loc12)
    %tile = tt.descriptor_load %src[%c0_i32] : !tt.tensordesc<tensor<64xf16, #shared>> -> tensor<64xf16, #blocked> loc(#loc13)
    %0 = arith.addf %tile, %cst : tensor<64xf16, #blocked> loc(#loc5)
    tt.descriptor_store %dst[%c0_i32], %0 : !tt.tensordesc<tensor<64xf16, #shared>>, tensor<64xf16, #blocked> loc(#loc6)
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
#loc11 = loc("src"(#loc2))
#loc12 = loc("dst"(#loc3))
#loc13 = loc("tile"(#loc4))


// -----// SoftwarePipeliner internal IR Dump After: LowerLoops
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_copy_device(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<f16>, %arg2: i32) attributes {noinline = false} {
    %c1_i64 = arith.constant 1 : i64
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant dense<1.000000e+00> : tensor<64xf16, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>>
    %0 = tt.make_tensor_descriptor %arg1, [%arg2], [%c1_i64] : <f16>, <tensor<64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 16, CGALayout = [[1]]}>>>
    %1 = tt.make_tensor_descriptor %arg0, [%arg2], [%c1_i64] : <f16>, <tensor<64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 16, CGALayout = [[1]]}>>>
    %2 = tt.descriptor_load %0[%c0_i32] : !tt.tensordesc<tensor<64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 16, CGALayout = [[1]]}>>> -> tensor<64xf16, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>>
    %3 = arith.addf %2, %cst : tensor<64xf16, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>>
    tt.descriptor_store %1[%c0_i32], %3 : !tt.tensordesc<tensor<64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 16, CGALayout = [[1]]}>>>, tensor<64xf16, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>>
    tt.return
  }
}


// -----// SoftwarePipeliner internal IR Dump After: ExpandLoops
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_copy_device(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<f16>, %arg2: i32) attributes {noinline = false} {
    %c1_i64 = arith.constant 1 : i64
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant dense<1.000000e+00> : tensor<64xf16, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>>
    %0 = tt.make_tensor_descriptor %arg1, [%arg2], [%c1_i64] : <f16>, <tensor<64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 16, CGALayout = [[1]]}>>>
    %1 = tt.make_tensor_descriptor %arg0, [%arg2], [%c1_i64] : <f16>, <tensor<64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 16, CGALayout = [[1]]}>>>
    %2 = tt.descriptor_load %0[%c0_i32] : !tt.tensordesc<tensor<64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 16, CGALayout = [[1]]}>>> -> tensor<64xf16, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>>
    %3 = arith.addf %2, %cst : tensor<64xf16, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>>
    tt.descriptor_store %1[%c0_i32], %3 : !tt.tensordesc<tensor<64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 16, CGALayout = [[1]]}>>>, tensor<64xf16, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>>
    tt.return
  }
}
