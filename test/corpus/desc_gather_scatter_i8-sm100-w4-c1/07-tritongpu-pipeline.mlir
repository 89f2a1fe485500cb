#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#loc = loc("test/kernels/descriptor_kernels.py":37:0)
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
#loc9 = loc("in_desc"(#loc))
#loc10 = loc("out_desc"(#loc))
#loc11 = loc("rows_ptr"(#loc))
#loc12 = loc("col"(#loc))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_gather_scatter(%in_desc: !tt.tensordesc<tensor<1x64xsi8, #shared>> loc("in_desc"(#loc)), %in_desc_0: i32 loc("in_desc"(#loc)), %in_desc_1: i32 loc("in_desc"(#loc)), %in_desc_2: i64 loc("in_desc"(#loc)), %in_desc_3: i64 loc("in_desc"(#loc)), %out_desc: !tt.tensordesc<tensor<1x64xsi8, #shared>> loc("out_desc"(#loc)), %out_desc_4: i32 loc("out_desc"(#loc)), %out_desc_5: i32 loc("out_desc"(#loc)), %out_desc_6: i64 loc("out_desc"(#loc)), %out_desc_7: i64 loc("out_desc"(#loc)), %rows_ptr: !tt.ptr<i32> loc("rows_ptr"(#loc)), %col: i32 loc("col"(#loc))) attributes {noinline = false} {
    %cst = arith.constant dense<31> : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> loc(#loc1)
    %rows = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> loc(#loc13)
    %rows_8 = tt.splat %rows_ptr : !tt.ptr<i32> -> tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 0, parent = #blocked}>> loc(#loc14)
    %rows_9 = tt.addptr %rows_8, %rows : tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> loc(#loc14)
    %rows_10 = tt.load %rows_9 : tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 0, parent = #blocked}>> loc(#loc15)
    %tile = tt.descriptor_gather %in_desc[%rows_10, %col] : (!tt.tensordesc<tensor<1x64xsi8, #shared>>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, i32) -> tensor<32x64xi8, #blocked1> loc(#loc16)
    %0 = arith.subi %cst, %rows_10 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> loc(#loc6)
    tt.descriptor_scatter %out_desc[%0, %col], %tile : !tt.tensordesc<tensor<1x64xsi8, #shared>>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, i32, tensor<32x64xi8, #blocked1> loc(#loc7)
    tt.return loc(#loc8)
  } loc(#loc)
} loc(#loc)
#loc1 = loc(unknown)
#loc2 = loc("test/kernels/descriptor_kernels.py":39:43)
#loc3 = loc("test/kernels/descriptor_kernels.py":39:30)
#loc4 = loc("test/kernels/descriptor_kernels.py":39:19)
#loc5 = loc("test/kernels/descriptor_kernels.py":40:32)
#loc6 = loc("test/kernels/descriptor_kernels.py":41:39)
#loc7 = loc("test/kernels/descriptor_kernels.py":41:45)
#loc8 = loc("test/kernels/descriptor_kernels.py":41:4)
#loc13 = loc("rows"(#loc2))
#loc14 = loc("rows"(#loc3))
#loc15 = loc("rows"(#loc4))
#loc16 = loc("tile"(#loc5))


// -----// SoftwarePipeliner internal IR Dump After: LowerLoops
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_gather_scatter(%arg0: !tt.tensordesc<tensor<1x64xsi8, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>>>, %arg1: i32, %arg2: i32, %arg3: i64, %arg4: i64, %arg5: !tt.tensordesc<tensor<1x64xsi8, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>>>, %arg6: i32, %arg7: i32, %arg8: i64, %arg9: i64, %arg10: !tt.ptr<i32>, %arg11: i32) attributes {noinline = false} {
    %cst = arith.constant dense<31> : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>}>>
    %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>}>>
    %1 = tt.splat %arg10 : !tt.ptr<i32> -> tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>}>>
    %2 = tt.addptr %1, %0 : tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>}>>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>}>>
    %3 = tt.load %2 : tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>}>>
    %4 = tt.descriptor_gather %arg0[%3, %arg11] : (!tt.tensordesc<tensor<1x64xsi8, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>>>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>}>>, i32) -> tensor<32x64xi8, #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %5 = arith.subi %cst, %3 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>}>>
    tt.descriptor_scatter %arg5[%5, %arg11], %4 : !tt.tensordesc<tensor<1x64xsi8, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>>>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>}>>, i32, tensor<32x64xi8, #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    tt.return
  }
}


// -----// SoftwarePipeliner internal IR Dump After: ExpandLoops
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_gather_scatter(%arg0: !tt.tensordesc<tensor<1x64xsi8, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>>>, %arg1: i32, %arg2: i32, %arg3: i64, %arg4: i64, %arg5: !tt.tensordesc<tensor<1x64xsi8, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>>>, %arg6: i32, %arg7: i32, %arg8: i64, %arg9: i64, %arg10: !tt.ptr<i32>, %arg11: i32) attributes {noinline = false} {
    %cst = arith.constant dense<31> : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>}>>
    %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>}>>
    %1 = tt.splat %arg10 : !tt.ptr<i32> -> tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>}>>
    %2 = tt.addptr %1, %0 : tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>}>>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>}>>
    %3 = tt.load %2 : tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>}>>
    %4 = tt.descriptor_gather %arg0[%3, %arg11] : (!tt.tensordesc<tensor<1x64xsi8, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>>>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>}>>, i32) -> tensor<32x64xi8, #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %5 = arith.subi %cst, %3 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>}>>
    tt.descriptor_scatter %arg5[%5, %arg11], %4 : !tt.tensordesc<tensor<1x64xsi8, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>>>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>}>>, i32, tensor<32x64xi8, #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    tt.return
  }
}
