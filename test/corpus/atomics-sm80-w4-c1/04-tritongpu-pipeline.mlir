#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#loc = loc("test/kernels/triton_kernels.py":173:0)
#loc1 = loc(unknown)
#loc11 = loc("test/kernels/triton_kernels.py":178:36)
#loc19 = loc("x_ptr"(#loc))
#loc20 = loc("total_ptr"(#loc))
#loc21 = loc("slots_ptr"(#loc))
#loc22 = loc("seen_ptr"(#loc))
#loc23 = loc("n"(#loc))
#loc32 = loc(callsite(#loc1 at #loc11))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @atomics(%x_ptr: !tt.ptr<i32> loc("x_ptr"(#loc)), %total_ptr: !tt.ptr<i32> loc("total_ptr"(#loc)), %slots_ptr: !tt.ptr<i32> loc("slots_ptr"(#loc)), %seen_ptr: !tt.ptr<i32> loc("seen_ptr"(#loc)), %n: i32 loc("n"(#loc))) attributes {noinline = false} {
    %c1_i32 = arith.constant 1 : i32 loc(#loc1)
    %true = arith.constant true loc(#loc2)
    %vals = arith.constant dense<0> : tensor<256xi32, #blocked> loc(#loc24)
    %c0_i32 = arith.constant 0 : i32 loc(#loc1)
    %c256_i32 = arith.constant 256 : i32 loc(#loc1)
    %pid = tt.get_program_id x : i32 loc(#loc25)
    %offs = arith.muli %pid, %c256_i32 : i32 loc(#loc26)
    %offs_0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked> loc(#loc27)
    %offs_1 = tt.splat %offs : i32 -> tensor<256xi32, #blocked> loc(#loc28)
    %offs_2 = arith.addi %offs_1, %offs_0 : tensor<256xi32, #blocked> loc(#loc28)
    %vals_3 = tt.splat %n : i32 -> tensor<256xi32, #blocked> loc(#loc29)
    %vals_4 = arith.cmpi slt, %offs_2, %vals_3 : tensor<256xi32, #blocked> loc(#loc29)
    %vals_5 = tt.splat %x_ptr : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #blocked> loc(#loc30)
    %vals_6 = tt.addptr %vals_5, %offs_2 : tensor<256x!tt.ptr<i32>, #blocked>, tensor<256xi32, #blocked> loc(#loc30)
    %vals_7 = tt.load %vals_6, %vals_4, %vals : tensor<256x!tt.ptr<i32>, #blocked> loc(#loc24)
    %0 = "tt.reduce"(%vals_7) <{axis = 0 : i32}> ({
    ^bb0(%arg5: i32 loc(callsite(#loc1 at #loc11)), %arg6: i32 loc(callsite(#loc1 at #loc11))):
      %3 = arith.addi %arg5, %arg6 : i32 loc(#loc36)
      tt.reduce.return %3 : i32 loc(#loc31)
    }) : (tensor<256xi32, #blocked>) -> i32 loc(#loc31)
    %1 = tt.atomic_rmw add, acq_rel, gpu, %total_ptr, %0, %true : (!tt.ptr<i32>, i32, i1) -> i32 loc(#loc2)
    %previous = tt.addptr %slots_ptr, %pid : !tt.ptr<i32>, i32 loc(#loc33)
    %previous_8 = arith.addi %pid, %c1_i32 : i32 loc(#loc34)
    %previous_9 = tt.atomic_cas acq_rel, gpu, %previous, %c0_i32, %previous_8 : (!tt.ptr<i32>, i32, i32) -> i32 loc(#loc35)
    %2 = tt.addptr %seen_ptr, %pid : !tt.ptr<i32>, i32 loc(#loc16)
    tt.store %2, %previous_9 : !tt.ptr<i32> loc(#loc17)
    tt.return loc(#loc18)
  } loc(#loc)
} loc(#loc)
#loc2 = loc("test/kernels/triton_kernels.py":178:29)
#loc3 = loc("test/kernels/triton_kernels.py":177:19)
#loc4 = loc("test/kernels/triton_kernels.py":175:24)
#loc5 = loc("test/kernels/triton_kernels.py":176:17)
#loc6 = loc("test/kernels/triton_kernels.py":176:38)
#loc7 = loc("test/kernels/triton_kernels.py":176:25)
#loc8 = loc("test/kernels/triton_kernels.py":177:45)
#loc9 = loc("test/kernels/triton_kernels.py":177:27)
#loc10 = loc("triton/language/standard.py":293:36)
#loc12 = loc("triton/language/standard.py":263:15)
#loc13 = loc("test/kernels/triton_kernels.py":179:41)
#loc14 = loc("test/kernels/triton_kernels.py":179:55)
#loc15 = loc("test/kernels/triton_kernels.py":179:49)
#loc16 = loc("test/kernels/triton_kernels.py":180:24)
#loc17 = loc("test/kernels/triton_kernels.py":180:29)
#loc18 = loc("test/kernels/triton_kernels.py":180:4)
#loc24 = loc("vals"(#loc3))
#loc25 = loc("pid"(#loc4))
#loc26 = loc("offs"(#loc5))
#loc27 = loc("offs"(#loc6))
#loc28 = loc("offs"(#loc7))
#loc29 = loc("vals"(#loc8))
#loc30 = loc("vals"(#loc9))
#loc31 = loc(callsite(#loc10 at #loc11))
#loc33 = loc("previous"(#loc13))
#loc34 = loc("previous"(#loc14))
#loc35 = loc("previous"(#loc15))
#loc36 = loc(callsite(#loc12 at #loc31))


// -----// SoftwarePipeliner internal IR Dump After: LowerLoops
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @atomics(%arg0: !tt.ptr<i32>, %arg1: !tt.ptr<i32>, %arg2: !tt.ptr<i32>, %arg3: !tt.ptr<i32>, %arg4: i32) attributes {noinline = false} {
    %c1_i32 = arith.constant 1 : i32
    %true = arith.constant true
    %cst = arith.constant dense<0> : tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %c0_i32 = arith.constant 0 : i32
    %c256_i32 = arith.constant 256 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c256_i32 : i32
    %2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %3 = tt.splat %1 : i32 -> tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %4 = arith.addi %3, %2 : tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %5 = tt.splat %arg4 : i32 -> tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %6 = arith.cmpi slt, %4, %5 : tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %7 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %8 = tt.addptr %7, %4 : tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %9 = tt.load %8, %6, %cst : tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %10 = "tt.reduce"(%9) <{axis = 0 : i32}> ({
    ^bb0(%arg5: i32, %arg6: i32):
      %16 = arith.addi %arg5, %arg6 : i32
      tt.reduce.return %16 : i32
    }) : (tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>) -> i32
    %11 = tt.atomic_rmw add, acq_rel, gpu, %arg1, %10, %true : (!tt.ptr<i32>, i32, i1) -> i32
    %12 = tt.addptr %arg2, %0 : !tt.ptr<i32>, i32
    %13 = arith.addi %0, %c1_i32 : i32
    %14 = tt.atomic_cas acq_rel, gpu, %12, %c0_i32, %13 : (!tt.ptr<i32>, i32, i32) -> i32
    %15 = tt.addptr %arg3, %0 : !tt.ptr<i32>, i32
    tt.store %15, %14 : !tt.ptr<i32>
    tt.return
  }
}


// -----// SoftwarePipeliner internal IR Dump After: ExpandLoops
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @atomics(%arg0: !tt.ptr<i32>, %arg1: !tt.ptr<i32>, %arg2: !tt.ptr<i32>, %arg3: !tt.ptr<i32>, %arg4: i32) attributes {noinline = false} {
    %c1_i32 = arith.constant 1 : i32
    %true = arith.constant true
    %cst = arith.constant dense<0> : tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %c0_i32 = arith.constant 0 : i32
    %c256_i32 = arith.constant 256 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c256_i32 : i32
    %2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %3 = tt.splat %1 : i32 -> tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %4 = arith.addi %3, %2 : tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %5 = tt.splat %arg4 : i32 -> tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %6 = arith.cmpi slt, %4, %5 : tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %7 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %8 = tt.addptr %7, %4 : tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %9 = tt.load %8, %6, %cst : tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %10 = "tt.reduce"(%9) <{axis = 0 : i32}> ({
    ^bb0(%arg5: i32, %arg6: i32):
      %16 = arith.addi %arg5, %arg6 : i32
      tt.reduce.return %16 : i32
    }) : (tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>) -> i32
    %11 = tt.atomic_rmw add, acq_rel, gpu, %arg1, %10, %true : (!tt.ptr<i32>, i32, i1) -> i32
    %12 = tt.addptr %arg2, %0 : !tt.ptr<i32>, i32
    %13 = arith.addi %0, %c1_i32 : i32
    %14 = tt.atomic_cas acq_rel, gpu, %12, %c0_i32, %13 : (!tt.ptr<i32>, i32, i32) -> i32
    %15 = tt.addptr %arg3, %0 : !tt.ptr<i32>, i32
    tt.store %15, %14 : !tt.ptr<i32>
    tt.return
  }
}
