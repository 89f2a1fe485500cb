#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#loc = loc("test/kernels/triton_kernels.py":216:0)
#loc14 = loc("acc")
#loc15 = loc("i")
#loc24 = loc("test/kernels/triton_kernels.py":211:0)
#loc28 = loc("x_ptr"(#loc))
#loc29 = loc("out_ptr"(#loc))
#loc30 = loc("n"(#loc))
#loc31 = loc("steps"(#loc))
#loc47 = loc("i"(#loc24))
#loc48 = loc("steps"(#loc24))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @while_call_i64(%x_ptr: !tt.ptr<f32> loc("x_ptr"(#loc)), %out_ptr: !tt.ptr<f32> loc("out_ptr"(#loc)), %n: i64 loc("n"(#loc)), %steps: i32 loc("steps"(#loc))) attributes {noinline = false} {
    %c1_i32 = arith.constant 1 : i32 loc(#loc1)
    %cst = arith.constant dense<5.000000e-01> : tensor<256xf32, #blocked> loc(#loc1)
    %i = arith.constant 0 : i32 loc(#loc32)
    %acc = arith.constant dense<0.000000e+00> : tensor<256xf32, #blocked> loc(#loc33)
    %offs = arith.constant 256 : i64 loc(#loc34)
    %pid = tt.get_program_id x : i32 loc(#loc35)
    %offs_0 = arith.extsi %pid : i32 to i64 loc(#loc36)
    %offs_1 = arith.muli %offs_0, %offs : i64 loc(#loc34)
    %offs_2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked> loc(#loc37)
    %offs_3 = arith.extsi %offs_2 : tensor<256xi32, #blocked> to tensor<256xi64, #blocked> loc(#loc38)
    %offs_4 = tt.splat %offs_1 : i64 -> tensor<256xi64, #blocked> loc(#loc39)
    %offs_5 = arith.addi %offs_4, %offs_3 : tensor<256xi64, #blocked> loc(#loc39)
    %mask = tt.splat %n : i64 -> tensor<256xi64, #blocked> loc(#loc40)
    %mask_6 = arith.cmpi slt, %offs_5, %mask : tensor<256xi64, #blocked> loc(#loc40)
    %acc_7 = tt.splat %x_ptr : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked> loc(#loc41)
    %acc_8 = tt.addptr %acc_7, %offs_5 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi64, #blocked> loc(#loc41)
    %acc_9 = tt.load %acc_8, %mask_6, %acc : tensor<256x!tt.ptr<f32>, #blocked> loc(#loc33)
    %i_10:2 = scf.while (%acc_11 = %acc_9, %i_12 = %i) : (tensor<256xf32, #blocked>, i32) -> (tensor<256xf32, #blocked>, i32) {
      %2 = arith.cmpi slt, %i_12, %steps : i32 loc(#loc13)
      scf.condition(%2) %acc_11, %i_12 : tensor<256xf32, #blocked>, i32 loc(#loc13)
    } do {
    ^bb0(%acc_11: tensor<256xf32, #blocked> loc("acc"), %i_12: i32 loc("i")):
      %acc_13 = arith.mulf %acc_11, %cst : tensor<256xf32, #blocked> loc(#loc43)
      %acc_14 = tt.call @kernels.triton_kernels._step_scale__i32_i32__(%i_12, %steps) : (i32, i32) -> f32 loc(#loc44)
      %acc_15 = tt.splat %acc_14 : f32 -> tensor<256xf32, #blocked> loc(#loc45)
      %acc_16 = arith.addf %acc_13, %acc_15 : tensor<256xf32, #blocked> loc(#loc45)
      %i_17 = arith.addi %i_12, %c1_i32 : i32 loc(#loc46)
      scf.yield %acc_16, %i_17 : tensor<256xf32, #blocked>, i32 loc(#loc20)
    } loc(#loc49)
    %0 = tt.splat %out_ptr : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked> loc(#loc21)
    %1 = tt.addptr %0, %offs_5 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi64, #blocked> loc(#loc21)
    tt.store %1, %i_10#0, %mask_6 : tensor<256x!tt.ptr<f32>, #blocked> loc(#loc22)
    tt.return loc(#loc23)
  } loc(#loc)
  tt.func private @kernels.triton_kernels._step_scale__i32_i32__(%i: i32 {tt.constancy = 1 : i64, tt.contiguity = 1 : i64, tt.divisibility = 1 : i64} loc("i"(#loc24)), %steps: i32 {tt.constancy = 1 : i64, tt.contiguity = 1 : i64, tt.divisibility = 1 : i64} loc("steps"(#loc24))) -> f32 attributes {noinline = true} {
    %c1_i32 = arith.constant 1 : i32 loc(#loc1)
    %0 = arith.addi %i, %c1_i32 : i32 loc(#loc25)
    %1 = arith.sitofp %0 : i32 to f32 loc(#loc26)
    %2 = arith.sitofp %steps : i32 to f32 loc(#loc26)
    %3 = arith.divf %1, %2 : f32 loc(#loc26)
    tt.return %3 : f32 loc(#loc27)
  } loc(#loc24)
} loc(#loc)
#loc1 = loc(unknown)
#loc2 = loc("test/kernels/triton_kernels.py":222:8)
#loc3 = loc("test/kernels/triton_kernels.py":221:18)
#loc4 = loc("test/kernels/triton_kernels.py":219:30)
#loc5 = loc("test/kernels/triton_kernels.py":218:24)
#loc6 = loc("test/kernels/triton_kernels.py":219:18)
#loc7 = loc("test/kernels/triton_kernels.py":219:51)
#loc8 = loc("test/kernels/triton_kernels.py":219:61)
#loc9 = loc("test/kernels/triton_kernels.py":219:38)
#loc10 = loc("test/kernels/triton_kernels.py":220:18)
#loc11 = loc("test/kernels/triton_kernels.py":221:26)
#loc12 = loc("test/kernels/triton_kernels.py":223:4)
#loc13 = loc("test/kernels/triton_kernels.py":223:14)
#loc16 = loc("test/kernels/triton_kernels.py":224:20)
#loc17 = loc("test/kernels/triton_kernels.py":224:41)
#loc18 = loc("test/kernels/triton_kernels.py":224:26)
#loc19 = loc("test/kernels/triton_kernels.py":225:13)
#loc20 = loc("test/kernels/triton_kernels.py":225:8)
#loc21 = loc("test/kernels/triton_kernels.py":226:23)
#loc22 = loc("test/kernels/triton_kernels.py":226:29)
#loc23 = loc("test/kernels/triton_kernels.py":226:4)
#loc25 = loc("test/kernels/triton_kernels.py":212:16)
#loc26 = loc("test/kernels/triton_kernels.py":212:21)
#loc27 = loc("test/kernels/triton_kernels.py":212:11)
#loc32 = loc("i"(#loc2))
#loc33 = loc("acc"(#loc3))
#loc34 = loc("offs"(#loc4))
#loc35 = loc("pid"(#loc5))
#loc36 = loc("offs"(#loc6))
#loc37 = loc("offs"(#loc7))
#loc38 = loc("offs"(#loc8))
#loc39 = loc("offs"(#loc9))
#loc40 = loc("mask"(#loc10))
#loc41 = loc("acc"(#loc11))
#loc42 = loc("acc"(#loc12))
#loc43 = loc("acc"(#loc16))
#loc44 = loc("acc"(#loc17))
#loc45 = loc("acc"(#loc18))
#loc46 = loc("i"(#loc19))
#loc49 = loc("i"(#loc42))


// -----// SoftwarePipeliner internal IR Dump After: LowerLoops
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @while_call_i64(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: i64, %arg3: i32) attributes {noinline = false} {
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant dense<5.000000e-01> : tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %c256_i64 = arith.constant 256 : i64
    %0 = tt.get_program_id x : i32
    %1 = arith.extsi %0 : i32 to i64
    %2 = arith.muli %1, %c256_i64 : i64
    %3 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %4 = arith.extsi %3 : tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> to tensor<256xi64, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %5 = tt.splat %2 : i64 -> tensor<256xi64, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %6 = arith.addi %5, %4 : tensor<256xi64, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %7 = tt.splat %arg2 : i64 -> tensor<256xi64, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %8 = arith.cmpi slt, %6, %7 : tensor<256xi64, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %9 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %10 = tt.addptr %9, %6 : tensor<256x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, tensor<256xi64, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %11 = tt.load %10, %8, %cst_0 : tensor<256x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %12:2 = scf.while (%arg4 = %11, %arg5 = %c0_i32) : (tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, i32) -> (tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, i32) {
      %15 = arith.cmpi slt, %arg5, %arg3 : i32
      scf.condition(%15) %arg4, %arg5 : tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, i32
    } do {
    ^bb0(%arg4: tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, %arg5: i32):
      %15 = arith.mulf %arg4, %cst : tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
      %16 = tt.call @kernels.triton_kernels._step_scale__i32_i32__(%arg5, %arg3) : (i32, i32) -> f32
      %17 = tt.splat %16 : f32 -> tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
      %18 = arith.addf %15, %17 : tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
      %19 = arith.addi %arg5, %c1_i32 : i32
      scf.yield %18, %19 : tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, i32
    }
    %13 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %14 = tt.addptr %13, %6 : tensor<256x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, tensor<256xi64, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    tt.store %14, %12#0, %8 : tensor<256x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    tt.return
  }
  tt.func private @kernels.triton_kernels._step_scale__i32_i32__(%arg0: i32 {tt.constancy = 1 : i64, tt.contiguity = 1 : i64, tt.divisibility = 1 : i64}, %arg1: i32 {tt.constancy = 1 : i64, tt.contiguity = 1 : i64, tt.divisibility = 1 : i64}) -> f32 attributes {noinline = true} {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.addi %arg0, %c1_i32 : i32
    %1 = arith.sitofp %0 : i32 to f32
    %2 = arith.sitofp %arg1 : i32 to f32
    %3 = arith.divf %1, %2 : f32
    tt.return %3 : f32
  }
}


// -----// SoftwarePipeliner internal IR Dump After: ExpandLoops
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @while_call_i64(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: i64, %arg3: i32) attributes {noinline = false} {
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant dense<5.000000e-01> : tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %c256_i64 = arith.constant 256 : i64
    %0 = tt.get_program_id x : i32
    %1 = arith.extsi %0 : i32 to i64
    %2 = arith.muli %1, %c256_i64 : i64
    %3 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %4 = arith.extsi %3 : tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> to tensor<256xi64, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %5 = tt.splat %2 : i64 -> tensor<256xi64, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %6 = arith.addi %5, %4 : tensor<256xi64, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %7 = tt.splat %arg2 : i64 -> tensor<256xi64, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %8 = arith.cmpi slt, %6, %7 : tensor<256xi64, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %9 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %10 = tt.addptr %9, %6 : tensor<256x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, tensor<256xi64, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %11 = tt.load %10, %8, %cst_0 : tensor<256x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %12:2 = scf.while (%arg4 = %11, %arg5 = %c0_i32) : (tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, i32) -> (tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, i32) {
      %15 = arith.cmpi slt, %arg5, %arg3 : i32
      scf.condition(%15) %arg4, %arg5 : tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, i32
    } do {
    ^bb0(%arg4: tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, %arg5: i32):
      %15 = arith.mulf %arg4, %cst : tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
      %16 = tt.call @kernels.triton_kernels._step_scale__i32_i32__(%arg5, %arg3) : (i32, i32) -> f32
      %17 = tt.splat %16 : f32 -> tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
      %18 = arith.addf %15, %17 : tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
      %19 = arith.addi %arg5, %c1_i32 : i32
      scf.yield %18, %19 : tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, i32
    }
    %13 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %14 = tt.addptr %13, %6 : tensor<256x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, tensor<256xi64, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    tt.store %14, %12#0, %8 : tensor<256x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    tt.return
  }
  tt.func private @kernels.triton_kernels._step_scale__i32_i32__(%arg0: i32 {tt.constancy = 1 : i64, tt.contiguity = 1 : i64, tt.divisibility = 1 : i64}, %arg1: i32 {tt.constancy = 1 : i64, tt.contiguity = 1 : i64, tt.divisibility = 1 : i64}) -> f32 attributes {noinline = true} {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.addi %arg0, %c1_i32 : i32
    %1 = arith.sitofp %0 : i32 to f32
    %2 = arith.sitofp %arg1 : i32 to f32
    %3 = arith.divf %1, %2 : f32
    tt.return %3 : f32
  }
}
