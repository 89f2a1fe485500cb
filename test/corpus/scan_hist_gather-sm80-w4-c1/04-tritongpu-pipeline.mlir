#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#loc = loc("test/kernels/triton_kernels.py":230:0)
#loc5 = loc("test/kernels/triton_kernels.py":242:20)
#loc6 = loc(unknown)
#loc21 = loc("test/kernels/triton_kernels.py":248:29)
#loc24 = loc("x_ptr"(#loc))
#loc25 = loc("idx_ptr"(#loc))
#loc26 = loc("cum_ptr"(#loc))
#loc27 = loc("hist_ptr"(#loc))
#loc28 = loc("gathered_ptr"(#loc))
#loc29 = loc("sum_ptr"(#loc))
#loc33 = loc("cum"(#loc5))
#loc38 = loc(callsite(#loc6 at #loc21))
#loc40 = loc(callsite(#loc6 at #loc33))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @scan_hist_gather(%x_ptr: !tt.ptr<i32> loc("x_ptr"(#loc)), %idx_ptr: !tt.ptr<i32> loc("idx_ptr"(#loc)), %cum_ptr: !tt.ptr<i32> loc("cum_ptr"(#loc)), %hist_ptr: !tt.ptr<i32> loc("hist_ptr"(#loc)), %gathered_ptr: !tt.ptr<i32> loc("gathered_ptr"(#loc)), %sum_ptr: !tt.ptr<i32> loc("sum_ptr"(#loc))) attributes {noinline = false} {
    %offs = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked> loc(#loc30)
    %x = tt.splat %x_ptr : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #blocked> loc(#loc31)
    %x_0 = tt.addptr %x, %offs : tensor<256x!tt.ptr<i32>, #blocked>, tensor<256xi32, #blocked> loc(#loc31)
    %x_1 = tt.load %x_0 : tensor<256x!tt.ptr<i32>, #blocked> loc(#loc32)
    %cum = "tt.scan"(%x_1) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%cum_4: i32 loc(callsite(#loc6 at #loc33)), %cum_5: i32 loc(callsite(#loc6 at #loc33))):
      %cum_6 = arith.addi %cum_4, %cum_5 : i32 loc(#loc42)
      tt.scan.return %cum_6 : i32 loc(#loc39)
    }) : (tensor<256xi32, #blocked>) -> tensor<256xi32, #blocked> loc(#loc39)
    %0 = tt.splat %cum_ptr : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #blocked> loc(#loc8)
    %1 = tt.addptr %0, %offs : tensor<256x!tt.ptr<i32>, #blocked>, tensor<256xi32, #blocked> loc(#loc8)
    tt.store %1, %cum : tensor<256x!tt.ptr<i32>, #blocked> loc(#loc9)
    %2 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked> loc(#loc10)
    %3 = tt.splat %hist_ptr : !tt.ptr<i32> -> tensor<32x!tt.ptr<i32>, #blocked> loc(#loc11)
    %4 = tt.addptr %3, %2 : tensor<32x!tt.ptr<i32>, #blocked>, tensor<32xi32, #blocked> loc(#loc11)
    %5 = tt.histogram %x_1 : tensor<256xi32, #blocked> -> tensor<32xi32, #blocked> loc(#loc12)
    tt.store %4, %5 : tensor<32x!tt.ptr<i32>, #blocked> loc(#loc13)
    %idx = tt.splat %idx_ptr : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #blocked> loc(#loc34)
    %idx_2 = tt.addptr %idx, %offs : tensor<256x!tt.ptr<i32>, #blocked>, tensor<256xi32, #blocked> loc(#loc34)
    %idx_3 = tt.load %idx_2 : tensor<256x!tt.ptr<i32>, #blocked> loc(#loc35)
    %6 = tt.splat %gathered_ptr : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #blocked> loc(#loc16)
    %7 = tt.addptr %6, %offs : tensor<256x!tt.ptr<i32>, #blocked>, tensor<256xi32, #blocked> loc(#loc16)
    %8 = tt.gather %x_1[%idx_3] {axis = 0 : i32} : (tensor<256xi32, #blocked>, tensor<256xi32, #blocked>) -> tensor<256xi32, #blocked> loc(#loc17)
    tt.store %7, %8 : tensor<256x!tt.ptr<i32>, #blocked> loc(#loc18)
    %both = tt.cat %x_1, %cum : tensor<256xi32, #blocked> -> tensor<512xi32, #blocked> loc(#loc36)
    %9 = "tt.reduce"(%both) <{axis = 0 : i32}> ({
    ^bb0(%arg6: i32 loc(callsite(#loc6 at #loc21)), %arg7: i32 loc(callsite(#loc6 at #loc21))):
      %10 = arith.addi %arg6, %arg7 : i32 loc(#loc41)
      tt.reduce.return %10 : i32 loc(#loc37)
    }) : (tensor<512xi32, #blocked>) -> i32 loc(#loc37)
    tt.store %sum_ptr, %9 : !tt.ptr<i32> loc(#loc22)
    tt.return loc(#loc23)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("test/kernels/triton_kernels.py":240:24)
#loc2 = loc("test/kernels/triton_kernels.py":241:24)
#loc3 = loc("test/kernels/triton_kernels.py":241:16)
#loc4 = loc("triton/language/standard.py":343:60)
#loc7 = loc("triton/language/standard.py":263:15)
#loc8 = loc("test/kernels/triton_kernels.py":243:23)
#loc9 = loc("test/kernels/triton_kernels.py":243:29)
#loc10 = loc("test/kernels/triton_kernels.py":244:37)
#loc11 = loc("test/kernels/triton_kernels.py":244:24)
#loc12 = loc("test/kernels/triton_kernels.py":244:60)
#loc13 = loc("test/kernels/triton_kernels.py":244:44)
#loc14 = loc("test/kernels/triton_kernels.py":245:28)
#loc15 = loc("test/kernels/triton_kernels.py":245:18)
#loc16 = loc("test/kernels/triton_kernels.py":246:28)
#loc17 = loc("test/kernels/triton_kernels.py":246:47)
#loc18 = loc("test/kernels/triton_kernels.py":246:34)
#loc19 = loc("test/kernels/triton_kernels.py":247:21)
#loc20 = loc("triton/language/standard.py":293:36)
#loc22 = loc("test/kernels/triton_kernels.py":248:22)
#loc23 = loc("test/kernels/triton_kernels.py":248:4)
#loc30 = loc("offs"(#loc1))
#loc31 = loc("x"(#loc2))
#loc32 = loc("x"(#loc3))
#loc34 = loc("idx"(#loc14))
#loc35 = loc("idx"(#loc15))
#loc36 = loc("both"(#loc19))
#loc37 = loc(callsite(#loc20 at #loc21))
#loc39 = loc(callsite(#loc4 at #loc33))
#loc41 = loc(callsite(#loc7 at #loc37))
#loc42 = loc(callsite(#loc7 at #loc39))


// -----// SoftwarePipeliner internal IR Dump After: LowerLoops
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @scan_hist_gather(%arg0: !tt.ptr<i32>, %arg1: !tt.ptr<i32>, %arg2: !tt.ptr<i32>, %arg3: !tt.ptr<i32>, %arg4: !tt.ptr<i32>, %arg5: !tt.ptr<i32>) attributes {noinline = false} {
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %1 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %2 = tt.addptr %1, %0 : tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %3 = tt.load %2 : tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %4 = "tt.scan"(%3) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%arg6: i32, %arg7: i32):
      %19 = arith.addi %arg6, %arg7 : i32
      tt.scan.return %19 : i32
    }) : (tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>) -> tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %5 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %6 = tt.addptr %5, %0 : tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    tt.store %6, %4 : tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %7 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %8 = tt.splat %arg3 : !tt.ptr<i32> -> tensor<32x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %9 = tt.addptr %8, %7 : tensor<32x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, tensor<32xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %10 = tt.histogram %3 : tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> -> tensor<32xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    tt.store %9, %10 : tensor<32x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %11 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %12 = tt.addptr %11, %0 : tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %13 = tt.load %12 : tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %14 = tt.splat %arg4 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %15 = tt.addptr %14, %0 : tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %16 = tt.gather %3[%13] {axis = 0 : i32} : (tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>) -> tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    tt.store %15, %16 : tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %17 = tt.cat %3, %4 : tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> -> tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %18 = "tt.reduce"(%17) <{axis = 0 : i32}> ({
    ^bb0(%arg6: i32, %arg7: i32):
      %19 = arith.addi %arg6, %arg7 : i32
      tt.reduce.return %19 : i32
    }) : (tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>) -> i32
    tt.store %arg5, %18 : !tt.ptr<i32>
    tt.return
  }
}


// -----// SoftwarePipeliner internal IR Dump After: ExpandLoops
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @scan_hist_gather(%arg0: !tt.ptr<i32>, %arg1: !tt.ptr<i32>, %arg2: !tt.ptr<i32>, %arg3: !tt.ptr<i32>, %arg4: !tt.ptr<i32>, %arg5: !tt.ptr<i32>) attributes {noinline = false} {
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %1 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %2 = tt.addptr %1, %0 : tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %3 = tt.load %2 : tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %4 = "tt.scan"(%3) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%arg6: i32, %arg7: i32):
      %19 = arith.addi %arg6, %arg7 : i32
      tt.scan.return %19 : i32
    }) : (tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>) -> tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %5 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %6 = tt.addptr %5, %0 : tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    tt.store %6, %4 : tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %7 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %8 = tt.splat %arg3 : !tt.ptr<i32> -> tensor<32x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %9 = tt.addptr %8, %7 : tensor<32x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, tensor<32xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %10 = tt.histogram %3 : tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> -> tensor<32xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    tt.store %9, %10 : tensor<32x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %11 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %12 = tt.addptr %11, %0 : tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %13 = tt.load %12 : tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %14 = tt.splat %arg4 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %15 = tt.addptr %14, %0 : tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %16 = tt.gather %3[%13] {axis = 0 : i32} : (tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>) -> tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    tt.store %15, %16 : tensor<256x!tt.ptr<i32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %17 = tt.cat %3, %4 : tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> -> tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %18 = "tt.reduce"(%17) <{axis = 0 : i32}> ({
    ^bb0(%arg6: i32, %arg7: i32):
      %19 = arith.addi %arg6, %arg7 : i32
      tt.reduce.return %19 : i32
    }) : (tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>) -> i32
    tt.store %arg5, %18 : !tt.ptr<i32>
    tt.return
  }
}
