#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
#loc = loc("test/kernels/triton_kernels.py":26:0)
#loc9 = loc("test/kernels/triton_kernels.py":31:28)
#loc10 = loc(unknown)
#loc15 = loc("test/kernels/triton_kernels.py":33:17)
#loc23 = loc("out_ptr"(#loc))
#loc24 = loc("in_ptr"(#loc))
#loc25 = loc("in_stride"(#loc))
#loc26 = loc("out_stride"(#loc))
#loc27 = loc("n_cols"(#loc))
#loc35 = loc("shifted"(#loc9))
#loc38 = loc("den"(#loc15))
#loc40 = loc(callsite(#loc10 at #loc35))
#loc42 = loc(callsite(#loc10 at #loc38))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @row_softmax(%out_ptr: !tt.ptr<f32> loc("out_ptr"(#loc)), %in_ptr: !tt.ptr<f32> loc("in_ptr"(#loc)), %in_stride: i32 loc("in_stride"(#loc)), %out_stride: i32 loc("out_stride"(#loc)), %n_cols: i32 loc("n_cols"(#loc))) attributes {noinline = false} {
    %vals = arith.constant dense<0xFF800000> : tensor<1024xf32, #blocked> loc(#loc28)
    %row = tt.get_program_id x : i32 loc(#loc29)
    %cols = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked> loc(#loc30)
    %inside = tt.splat %n_cols : i32 -> tensor<1024xi32, #blocked> loc(#loc31)
    %inside_0 = arith.cmpi slt, %cols, %inside : tensor<1024xi32, #blocked> loc(#loc31)
    %vals_1 = arith.muli %row, %in_stride : i32 loc(#loc32)
    %vals_2 = tt.addptr %in_ptr, %vals_1 : !tt.ptr<f32>, i32 loc(#loc33)
    %vals_3 = tt.splat %vals_2 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked> loc(#loc34)
    %vals_4 = tt.addptr %vals_3, %cols : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked> loc(#loc34)
    %vals_5 = tt.load %vals_4, %inside_0, %vals : tensor<1024x!tt.ptr<f32>, #blocked> loc(#loc28)
    %shifted = "tt.reduce"(%vals_5) <{axis = 0 : i32}> ({
    ^bb0(%shifted_8: f32 loc(callsite(#loc10 at #loc35)), %shifted_9: f32 loc(callsite(#loc10 at #loc35))):
      %shifted_10 = arith.maxnumf %shifted_8, %shifted_9 : f32 loc(#loc43)
      tt.reduce.return %shifted_10 : f32 loc(#loc39)
    }) : (tensor<1024xf32, #blocked>) -> f32 loc(#loc39)
    %shifted_6 = tt.splat %shifted : f32 -> tensor<1024xf32, #blocked> loc(#loc36)
    %shifted_7 = arith.subf %vals_5, %shifted_6 : tensor<1024xf32, #blocked> loc(#loc36)
    %num = math.exp %shifted_7 : tensor<1024xf32, #blocked> loc(#loc37)
    %den = "tt.reduce"(%num) <{axis = 0 : i32}> ({
    ^bb0(%den_8: f32 loc(callsite(#loc10 at #loc38)), %den_9: f32 loc(callsite(#loc10 at #loc38))):
      %den_10 = arith.addf %den_8, %den_9 : f32 loc(#loc44)
      tt.reduce.return %den_10 : f32 loc(#loc41)
    }) : (tensor<1024xf32, #blocked>) -> f32 loc(#loc41)
    %0 = arith.muli %row, %out_stride : i32 loc(#loc17)
    %1 = tt.addptr %out_ptr, %0 : !tt.ptr<f32>, i32 loc(#loc18)
    %2 = tt.splat %1 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked> loc(#loc19)
    %3 = tt.addptr %2, %cols : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked> loc(#loc19)
    %4 = tt.splat %den : f32 -> tensor<1024xf32, #blocked> loc(#loc20)
    %5 = arith.divf %num, %4 : tensor<1024xf32, #blocked> loc(#loc20)
    tt.store %3, %5, %inside_0 : tensor<1024x!tt.ptr<f32>, #blocked> loc(#loc21)
    tt.return loc(#loc22)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("test/kernels/triton_kernels.py":30:19)
#loc2 = loc("test/kernels/triton_kernels.py":27:24)
#loc3 = loc("test/kernels/triton_kernels.py":28:24)
#loc4 = loc("test/kernels/triton_kernels.py":29:20)
#loc5 = loc("test/kernels/triton_kernels.py":30:34)
#loc6 = loc("test/kernels/triton_kernels.py":30:28)
#loc7 = loc("test/kernels/triton_kernels.py":30:46)
#loc8 = loc("triton/language/standard.py":191:40)
#loc11 = loc("triton/language/standard.py":170:27)
#loc12 = loc("test/kernels/triton_kernels.py":31:21)
#loc13 = loc("test/kernels/triton_kernels.py":32:17)
#loc14 = loc("triton/language/standard.py":293:36)
#loc16 = loc("triton/language/standard.py":263:15)
#loc17 = loc("test/kernels/triton_kernels.py":34:29)
#loc18 = loc("test/kernels/triton_kernels.py":34:23)
#loc19 = loc("test/kernels/triton_kernels.py":34:42)
#loc20 = loc("test/kernels/triton_kernels.py":34:54)
#loc21 = loc("test/kernels/triton_kernels.py":34:48)
#loc22 = loc("test/kernels/triton_kernels.py":34:4)
#loc28 = loc("vals"(#loc1))
#loc29 = loc("row"(#loc2))
#loc30 = loc("cols"(#loc3))
#loc31 = loc("inside"(#loc4))
#loc32 = loc("vals"(#loc5))
#loc33 = loc("vals"(#loc6))
#loc34 = loc("vals"(#loc7))
#loc36 = loc("shifted"(#loc12))
#loc37 = loc("num"(#loc13))
#loc39 = loc(callsite(#loc8 at #loc35))
#loc41 = loc(callsite(#loc14 at #loc38))
#loc43 = loc(callsite(#loc11 at #loc39))
#loc44 = loc(callsite(#loc16 at #loc41))


// -----// SoftwarePipeliner internal IR Dump After: LowerLoops
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @row_softmax(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0xFF800000> : tensor<1024xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    %0 = tt.get_program_id x : i32
    %1 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    %2 = tt.splat %arg4 : i32 -> tensor<1024xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    %3 = arith.cmpi slt, %1, %2 : tensor<1024xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    %4 = arith.muli %0, %arg2 : i32
    %5 = tt.addptr %arg1, %4 : !tt.ptr<f32>, i32
    %6 = tt.splat %5 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    %7 = tt.addptr %6, %1 : tensor<1024x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>, tensor<1024xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    %8 = tt.load %7, %3, %cst : tensor<1024x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    %9 = "tt.reduce"(%8) <{axis = 0 : i32}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %20 = arith.maxnumf %arg5, %arg6 : f32
      tt.reduce.return %20 : f32
    }) : (tensor<1024xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>) -> f32
    %10 = tt.splat %9 : f32 -> tensor<1024xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    %11 = arith.subf %8, %10 : tensor<1024xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    %12 = math.exp %11 : tensor<1024xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    %13 = "tt.reduce"(%12) <{axis = 0 : i32}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %20 = arith.addf %arg5, %arg6 : f32
      tt.reduce.return %20 : f32
    }) : (tensor<1024xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>) -> f32
    %14 = arith.muli %0, %arg3 : i32
    %15 = tt.addptr %arg0, %14 : !tt.ptr<f32>, i32
    %16 = tt.splat %15 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    %17 = tt.addptr %16, %1 : tensor<1024x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>, tensor<1024xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    %18 = tt.splat %13 : f32 -> tensor<1024xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    %19 = arith.divf %12, %18 : tensor<1024xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    tt.store %17, %19, %3 : tensor<1024x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    tt.return
  }
}


// -----// SoftwarePipeliner internal IR Dump After: ExpandLoops
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @row_softmax(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0xFF800000> : tensor<1024xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    %0 = tt.get_program_id x : i32
    %1 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    %2 = tt.splat %arg4 : i32 -> tensor<1024xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    %3 = arith.cmpi slt, %1, %2 : tensor<1024xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    %4 = arith.muli %0, %arg2 : i32
    %5 = tt.addptr %arg1, %4 : !tt.ptr<f32>, i32
    %6 = tt.splat %5 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    %7 = tt.addptr %6, %1 : tensor<1024x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>, tensor<1024xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    %8 = tt.load %7, %3, %cst : tensor<1024x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    %9 = "tt.reduce"(%8) <{axis = 0 : i32}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %20 = arith.maxnumf %arg5, %arg6 : f32
      tt.reduce.return %20 : f32
    }) : (tensor<1024xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>) -> f32
    %10 = tt.splat %9 : f32 -> tensor<1024xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    %11 = arith.subf %8, %10 : tensor<1024xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    %12 = math.exp %11 : tensor<1024xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    %13 = "tt.reduce"(%12) <{axis = 0 : i32}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %20 = arith.addf %arg5, %arg6 : f32
      tt.reduce.return %20 : f32
    }) : (tensor<1024xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>) -> f32
    %14 = arith.muli %0, %arg3 : i32
    %15 = tt.addptr %arg0, %14 : !tt.ptr<f32>, i32
    %16 = tt.splat %15 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    %17 = tt.addptr %16, %1 : tensor<1024x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>, tensor<1024xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    %18 = tt.splat %13 : f32 -> tensor<1024xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    %19 = arith.divf %12, %18 : tensor<1024xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    tt.store %17, %19, %3 : tensor<1024x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
    tt.return
  }
}
