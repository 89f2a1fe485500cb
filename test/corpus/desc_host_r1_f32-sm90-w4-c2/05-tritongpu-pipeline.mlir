#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>
#loc = loc("test/kernels/descriptor_kernels.py":27:0)
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 32, CGALayout = [[1]]}>
#loc10 = loc("in_desc"(#loc))
#loc11 = loc("out_desc"(#loc))
#loc12 = loc("n_tiles"(#loc))
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_copy_host(%in_desc: !tt.tensordesc<tensor<64xf32, #shared>> loc("in_desc"(#loc)), %in_desc_0: i32 loc("in_desc"(#loc)), %in_desc_1: i64 loc("in_desc"(#loc)), %out_desc: !tt.tensordesc<tensor<64xf32, #shared>> loc("out_desc"(#loc)), %out_desc_2: i32 loc("out_desc"(#loc)), %out_desc_3: i64 loc("out_desc"(#loc)), %n_tiles: i32 loc("n_tiles"(#loc))) attributes {noinline = false} {
    %cst = arith.constant dense<2.000000e+00> : tensor<64xf32, #blocked> loc(#loc1)
    %c64_i32 = arith.constant 64 : i32 loc(#loc1)
    %0 = tt.get_program_id x : i32 loc(#loc2)
    %1 = tt.get_num_programs x : i32 loc(#loc3)
    scf.for %t = %0 to %n_tiles step %1  : i32 {
      %origin = arith.muli %t, %c64_i32 : i32 loc(#loc13)
      %2 = tt.descriptor_load %in_desc[%origin] : !tt.tensordesc<tensor<64xf32, #shared>> -> tensor<64xf32, #blocked> loc(#loc6)
      %3 = arith.mulf %2, %cst : tensor<64xf32, #blocked> loc(#loc7)
      tt.descriptor_store %out_desc[%origin], %3 : !tt.tensordesc<tensor<64xf32, #shared>>, tensor<64xf32, #blocked> loc(#loc8)
    } loc(#loc4)
    tt.return loc(#loc9)
  } loc(#loc)
} loc(#loc)
#loc1 = loc(unknown)
#loc2 = loc("test/kernels/descriptor_kernels.py":31:33)
#loc3 = loc("test/kernels/descriptor_kernels.py":31:62)
#loc4 = loc("test/kernels/descriptor_kernels.py":31:46)
#loc5 = loc("test/kernels/descriptor_kernels.py":32:22)
#loc6 = loc("test/kernels/descriptor_kernels.py":33:44)
#loc7 = loc("test/kernels/descriptor_kernels.py":33:54)
#loc8 = loc("test/kernels/descriptor_kernels.py":33:31)
#loc9 = loc("test/kernels/descriptor_kernels.py":31:4)
#loc13 = loc("origin"(#loc5))


// -----// SoftwarePipeliner internal IR Dump After: LowerLoops
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_copy_host(%arg0: !tt.tensordesc<tensor<64xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 32, CGALayout = [[1]]}>>>, %arg1: i32, %arg2: i64, %arg3: !tt.tensordesc<tensor<64xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 32, CGALayout = [[1]]}>>>, %arg4: i32, %arg5: i64, %arg6: i32) attributes {noinline = false} {
    %cst = arith.constant dense<2.000000e+00> : tensor<64xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>>
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_num_programs x : i32
    scf.for %arg7 = %0 to %arg6 step %1  : i32 {
      %2 = arith.muli %arg7, %c64_i32 : i32
      %3 = tt.descriptor_load %arg0[%2] : !tt.tensordesc<tensor<64xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 32, CGALayout = [[1]]}>>> -> tensor<64xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>>
      %4 = arith.mulf %3, %cst : tensor<64xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>>
      tt.descriptor_store %arg3[%2], %4 : !tt.tensordesc<tensor<64xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 32, CGALayout = [[1]]}>>>, tensor<64xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>>
    }
    tt.return
  }
}


// -----// SoftwarePipeliner internal IR Dump After: ExpandLoops
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_copy_host(%arg0: !tt.tensordesc<tensor<64xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 32, CGALayout = [[1]]}>>>, %arg1: i32, %arg2: i64, %arg3: !tt.tensordesc<tensor<64xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 32, CGALayout = [[1]]}>>>, %arg4: i32, %arg5: i64, %arg6: i32) attributes {noinline = false} {
    %cst = arith.constant dense<2.000000e+00> : tensor<64xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>>
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_num_programs x : i32
    scf.for %arg7 = %0 to %arg6 step %1  : i32 {
      %2 = arith.muli %arg7, %c64_i32 : i32
      %3 = tt.descriptor_load %arg0[%2] : !tt.tensordesc<tensor<64xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 32, CGALayout = [[1]]}>>> -> tensor<64xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>>
      %4 = arith.mulf %3, %cst : tensor<64xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>>
      tt.descriptor_store %arg3[%2], %4 : !tt.tensordesc<tensor<64xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 32, CGALayout = [[1]]}>>>, tensor<64xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>>
    }
    tt.return
  }
}
