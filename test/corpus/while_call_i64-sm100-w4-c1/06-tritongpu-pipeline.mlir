#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#loc = loc("test/kernels/triton_kernels.py":216:0)
#loc13 = loc("acc")
#loc14 = loc("i")
#loc23 = loc("test/kernels/triton_kernels.py":211:0)
#loc27 = loc("x_ptr"(#loc))
#loc28 = loc("out_ptr"(#loc))
#loc29 = loc("n"(#loc))
#loc30 = loc("steps"(#loc))
#loc45 = loc("i"(#loc23))
#loc46 = loc("steps"(#loc23))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @while_call_i64(%x_ptr: !tt.ptr<f32> loc("x_ptr"(#loc)), %out_ptr: !tt.ptr<f32> loc("out_ptr"(#loc)), %n: i64 loc("n"(#loc)), %steps: i32 loc("steps"(#loc))) attributes {noinline = false} {
    %c256_i64 = arith.constant 256 : i64 loc(#loc1)
    %cst = arith.constant dense<0.000000e+00> : tensor<256xf32, #blocked> loc(#loc1)
    %c0_i32 = arith.constant 0 : i32 loc(#loc1)
    %cst_0 = arith.constant dense<5.000000e-01> : tensor<256xf32, #blocked> loc(#loc1)
    %c1_i32 = arith.constant 1 : i32 loc(#loc1)
    %pid = tt.get_program_id x : i32 loc(#loc31)
    %offs = arith.extsi %pid : i32 to i64 loc(#loc32)
    %offs_1 = arith.muli %offs, %c256_i64 : i64 loc(#loc33)
    %offs_2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked> loc(#loc34)
    %offs_3 = arith.extsi %offs_2 : tensor<256xi32, #blocked> to tensor<256xi64, #blocked> loc(#loc35)
    %offs_4 = tt.splat %offs_1 : i64 -> tensor<256xi64, #blocked> loc(#loc36)
    %offs_5 = arith.addi %offs_4, %offs_3 : tensor<256xi64, #blocked> loc(#loc36)
    %mask = tt.splat %n : i64 -> tensor<256xi64, #blocked> loc(#loc37)
    %mask_6 = arith.cmpi slt, %offs_5, %mask : tensor<256xi64, #blocked> loc(#loc37)
    %acc = tt.splat %x_ptr : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked> loc(#loc38)
    %acc_7 = tt.addptr %acc, %offs_5 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi64, #blocked> loc(#loc38)
    %acc_8 = tt.load %acc_7, %mask_6, %cst : tensor<256x!tt.ptr<f32>, #blocked> loc(#loc39)
    %i:2 = scf.while (%acc_9 = %acc_8, %i_10 = %c0_i32) : (tensor<256xf32, #blocked>, i32) -> (tensor<256xf32, #blocked>, i32) {
      %2 = arith.cmpi slt, %i_10, %steps : i32 loc(#loc12)
      scf.condition(%2) %acc_9, %i_10 : tensor<256xf32, #blocked>, i32 loc(#loc12)
    } do {
    ^bb0(%acc_9: tensor<256xf32, #blocked> loc("acc"), %i_10: i32 loc("i")):
      %acc_11 = arith.mulf %acc_9, %cst_0 : tensor<256xf32, #blocked> loc(#loc41)
      %acc_12 = tt.call @kernels.triton_kernels._step_scale__i32_i32__(%i_10, %steps) : (i32, i32) -> f32 loc(#loc42)
      %acc_13 = tt.splat %acc_12 : f32 -> tensor<256xf32, #blocked> loc(#loc43)
      %acc_14 = arith.addf %acc_11, %acc_13 : tensor<256xf32, #blocked> loc(#loc43)
      %i_15 = arith.addi %i_10, %c1_i32 : i32 loc(#loc44)
      scf.yield %acc_14, %i_15 : tensor<256xf32, #blocked>, i32 loc(#loc19)
    } loc(#loc47)
    %0 = tt.splat %out_ptr : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked> loc(#loc20)
    %1 = tt.addptr %0, %offs_5 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi64, #blocked> loc(#loc20)
    tt.store %1, %i#0, %mask_6 : tensor<256x!tt.ptr<f32>, #blocked> loc(#loc21)
    tt.return loc(#loc22)
  } loc(#loc)
  tt.func private @kernels.triton_kernels._step_scale__i32_i32__(%i: i32 {tt.constancy = 1 : i64, tt.contiguity = 1 : i64, tt.divisibility = 1 : i64} loc("i"(#loc23)), %steps: i32 {tt.constancy = 1 : i64, tt.contiguity = 1 : i64, tt.divisibility = 1 : i64} loc("steps"(#loc23))) -> f32 attributes {noinline = true} {
    %c1_i32 = arith.constant 1 : i32 loc(#loc1)
    %0 = arith.addi %i, %c1_i32 : i32 loc(#loc24)
    %1 = arith.sitofp %0 : i32 to f32 loc(#loc25)
    %2 = arith.sitofp %steps : i32 to f32 loc(#loc25)
    %3 = arith.divf %1, %2 : f32 loc(#loc25)
    tt.return %3 : f32 loc(#loc26)
  } loc(#loc23)
} loc(#loc)
#loc1 = loc(unknown)
#loc2 = loc("test/kernels/triton_kernels.py":218:24)
#loc3 = loc("test/kernels/triton_kernels.py":219:18)
#loc4 = loc("test/kernels/triton_kernels.py":219:30)
#loc5 = loc("test/kernels/triton_kernels.py":219:51)
#loc6 = loc("test/kernels/triton_kernels.py":219:61)
#loc7 = loc("test/kernels/triton_kernels.py":219:38)
#loc8 = loc("test/kernels/triton_kernels.py":220:18)
#loc9 = loc("test/kernels/triton_kernels.py":221:26)
#loc10 = loc("test/kernels/triton_kernels.py":221:18)
#loc11 = loc("test/kernels/triton_kernels.py":223:4)
#loc12 = loc("test/kernels/triton_kernels.py":223:14)
#loc15 = loc("test/kernels/triton_kernels.py":224:20)
#loc16 = loc("test/kernels/triton_kernels.py":224:41)
#loc17 = loc("test/kernels/triton_kernels.py":224:26)
#loc18 = loc("test/kernels/triton_kernels.py":225:13)
#loc19 = loc("test/kernels/triton_kernels.py":225:8)
#loc20 = loc("test/kernels/triton_kernels.py":226:23)
#loc21 = loc("test/kernels/triton_kernels.py":226:29)
#loc22 = loc("test/kernels/triton_kernels.py":226:4)
#loc24 = loc("test/kernels/triton_kernels.py":212:16)
#loc25 = loc("test/kernels/triton_kernels.py":212:21)
#loc26 = loc("test/kernels/triton_kernels.py":212:11)
#loc31 = loc("pid"(#loc2))
#loc32 = loc("offs"(#loc3))
#loc33 = loc("offs"(#loc4))
#loc34 = loc("offs"(#loc5))
#loc35 = loc("offs"(#loc6))
#loc36 = loc("offs"(#loc7))
#loc37 = loc("mask"(#loc8))
#loc38 = loc("acc"(#loc9))
#loc39 = loc("acc"(#loc10))
#loc40 = loc("acc"(#loc11))
#loc41 = loc("acc"(#loc15))
#loc42 = loc("acc"(#loc16))
#loc43 = loc("acc"(#loc17))
#loc44 = loc("i"(#loc18))
#loc47 = loc("i"(#loc40))


// -----// SoftwarePipeliner internal IR Dump After: LowerLoops
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @while_call_i64(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: i64, %arg3: i32) attributes {noinline = false} {
    %c256_i64 = arith.constant 256 : i64
    %cst = arith.constant dense<0.000000e+00> : tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant dense<5.000000e-01> : tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %c1_i32 = arith.constant 1 : i32
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
    %11 = tt.load %10, %8, %cst : tensor<256x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %12:2 = scf.while (%arg4 = %11, %arg5 = %c0_i32) : (tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, i32) -> (tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, i32) {
      %15 = arith.cmpi slt, %arg5, %arg3 : i32
      scf.condition(%15) %arg4, %arg5 : tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, i32
    } do {
    ^bb0(%arg4: tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, %arg5: i32):
      %15 = arith.mulf %arg4, %cst_0 : tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
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
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @while_call_i64(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: i64, %arg3: i32) attributes {noinline = false} {
    %c256_i64 = arith.constant 256 : i64
    %cst = arith.constant dense<0.000000e+00> : tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant dense<5.000000e-01> : tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %c1_i32 = arith.constant 1 : i32
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
    %11 = tt.load %10, %8, %cst : tensor<256x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %12:2 = scf.while (%arg4 = %11, %arg5 = %c0_i32) : (tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, i32) -> (tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, i32) {
      %15 = arith.cmpi slt, %arg5, %arg3 : i32
      scf.condition(%15) %arg4, %arg5 : tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, i32
    } do {
    ^bb0(%arg4: tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, %arg5: i32):
      %15 = arith.mulf %arg4, %cst_0 : tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
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
