#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0], CGALayout = [[1], [2]]}>
#loc = loc("test/kernels/triton_kernels.py":184:0)
#loc1 = loc(unknown)
#loc14 = loc("test/kernels/triton_kernels.py":190:17)
#loc20 = loc("x_ptr"(#loc))
#loc21 = loc("out_ptr"(#loc))
#loc22 = loc("M"(#loc))
#loc23 = loc("N"(#loc))
#loc35 = loc("red"(#loc14))
#loc37 = loc(callsite(#loc1 at #loc35))
module attributes {"ttg.num-ctas" = 4 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @reduce_axis(%x_ptr: !tt.ptr<f32> loc("x_ptr"(#loc)), %out_ptr: !tt.ptr<f32> loc("out_ptr"(#loc)), %M: i32 loc("M"(#loc)), %N: i32 loc("N"(#loc))) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x128xf32, #blocked> loc(#loc1)
    %rows = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#loc24)
    %rows_0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked1> loc(#loc24)
    %cols = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>> loc(#loc25)
    %inside = tt.expand_dims %rows {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked> loc(#loc26)
    %inside_1 = tt.splat %M : i32 -> tensor<64x1xi32, #blocked> loc(#loc27)
    %inside_2 = arith.cmpi slt, %inside, %inside_1 : tensor<64x1xi32, #blocked> loc(#loc27)
    %inside_3 = tt.expand_dims %cols {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x128xi32, #blocked> loc(#loc28)
    %inside_4 = tt.splat %N : i32 -> tensor<1x128xi32, #blocked> loc(#loc29)
    %inside_5 = arith.cmpi slt, %inside_3, %inside_4 : tensor<1x128xi32, #blocked> loc(#loc29)
    %inside_6 = tt.broadcast %inside_2 : tensor<64x1xi1, #blocked> -> tensor<64x128xi1, #blocked> loc(#loc30)
    %inside_7 = tt.broadcast %inside_5 : tensor<1x128xi1, #blocked> -> tensor<64x128xi1, #blocked> loc(#loc30)
    %inside_8 = arith.andi %inside_6, %inside_7 : tensor<64x128xi1, #blocked> loc(#loc30)
    %tile = tt.splat %N : i32 -> tensor<64x1xi32, #blocked> loc(#loc31)
    %tile_9 = arith.muli %inside, %tile : tensor<64x1xi32, #blocked> loc(#loc31)
    %tile_10 = tt.splat %x_ptr : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked> loc(#loc32)
    %tile_11 = tt.addptr %tile_10, %tile_9 : tensor<64x1x!tt.ptr<f32>, #blocked>, tensor<64x1xi32, #blocked> loc(#loc32)
    %tile_12 = tt.broadcast %tile_11 : tensor<64x1x!tt.ptr<f32>, #blocked> -> tensor<64x128x!tt.ptr<f32>, #blocked> loc(#loc33)
    %tile_13 = tt.broadcast %inside_3 : tensor<1x128xi32, #blocked> -> tensor<64x128xi32, #blocked> loc(#loc33)
    %tile_14 = tt.addptr %tile_12, %tile_13 : tensor<64x128x!tt.ptr<f32>, #blocked>, tensor<64x128xi32, #blocked> loc(#loc33)
    %tile_15 = tt.load %tile_14, %inside_8, %cst : tensor<64x128x!tt.ptr<f32>, #blocked> loc(#loc34)
    %red = "tt.reduce"(%tile_15) <{axis = 1 : i32}> ({
    ^bb0(%red_16: f32 loc(callsite(#loc1 at #loc35)), %red_17: f32 loc(callsite(#loc1 at #loc35))):
      %red_18 = arith.addf %red_16, %red_17 : f32 loc(#loc38)
      tt.reduce.return %red_18 : f32 loc(#loc36)
    }) : (tensor<64x128xf32, #blocked>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#loc36)
    %0 = tt.splat %M : i32 -> tensor<64xi32, #blocked1> loc(#loc16)
    %1 = arith.cmpi slt, %rows_0, %0 : tensor<64xi32, #blocked1> loc(#loc16)
    %2 = tt.splat %out_ptr : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>, #blocked1> loc(#loc17)
    %3 = tt.addptr %2, %rows_0 : tensor<64x!tt.ptr<f32>, #blocked1>, tensor<64xi32, #blocked1> loc(#loc17)
    %4 = ttg.convert_layout %red : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64xf32, #blocked1> loc(#loc18)
    tt.store %3, %4, %1 : tensor<64x!tt.ptr<f32>, #blocked1> loc(#loc18)
    tt.return loc(#loc19)
  } loc(#loc)
} loc(#loc)
#loc2 = loc("test/kernels/triton_kernels.py":186:24)
#loc3 = loc("test/kernels/triton_kernels.py":187:24)
#loc4 = loc("test/kernels/triton_kernels.py":188:19)
#loc5 = loc("test/kernels/triton_kernels.py":188:30)
#loc6 = loc("test/kernels/triton_kernels.py":188:41)
#loc7 = loc("test/kernels/triton_kernels.py":188:52)
#loc8 = loc("test/kernels/triton_kernels.py":188:36)
#loc9 = loc("test/kernels/triton_kernels.py":189:43)
#loc10 = loc("test/kernels/triton_kernels.py":189:27)
#loc11 = loc("test/kernels/triton_kernels.py":189:47)
#loc12 = loc("test/kernels/triton_kernels.py":189:19)
#loc13 = loc("triton/language/standard.py":293:36)
#loc15 = loc("triton/language/standard.py":263:15)
#loc16 = loc("test/kernels/triton_kernels.py":194:50)
#loc17 = loc("test/kernels/triton_kernels.py":194:27)
#loc18 = loc("test/kernels/triton_kernels.py":194:33)
#loc19 = loc("test/kernels/triton_kernels.py":191:4)
#loc24 = loc("rows"(#loc2))
#loc25 = loc("cols"(#loc3))
#loc26 = loc("inside"(#loc4))
#loc27 = loc("inside"(#loc5))
#loc28 = loc("inside"(#loc6))
#loc29 = loc("inside"(#loc7))
#loc30 = loc("inside"(#loc8))
#loc31 = loc("tile"(#loc9))
#loc32 = loc("tile"(#loc10))
#loc33 = loc("tile"(#loc11))
#loc34 = loc("tile"(#loc12))
#loc36 = loc(callsite(#loc13 at #loc35))
#loc38 = loc(callsite(#loc15 at #loc36))


// -----// SoftwarePipeliner internal IR Dump After: LowerLoops
module attributes {"ttg.num-ctas" = 4 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @reduce_axis(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: i32, %arg3: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x128xf32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>}>>
    %1 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0], CGALayout = [[1], [2]]}>>
    %2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>}>>
    %3 = tt.expand_dims %0 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>}>> -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %4 = tt.splat %arg2 : i32 -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %5 = arith.cmpi slt, %3, %4 : tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %6 = tt.expand_dims %2 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>}>> -> tensor<1x128xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %7 = tt.splat %arg3 : i32 -> tensor<1x128xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %8 = arith.cmpi slt, %6, %7 : tensor<1x128xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %9 = tt.broadcast %5 : tensor<64x1xi1, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>> -> tensor<64x128xi1, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %10 = tt.broadcast %8 : tensor<1x128xi1, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>> -> tensor<64x128xi1, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %11 = arith.andi %9, %10 : tensor<64x128xi1, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %12 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %13 = arith.muli %3, %12 : tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %14 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %15 = tt.addptr %14, %13 : tensor<64x1x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>, tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %16 = tt.broadcast %15 : tensor<64x1x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>> -> tensor<64x128x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %17 = tt.broadcast %6 : tensor<1x128xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>> -> tensor<64x128xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %18 = tt.addptr %16, %17 : tensor<64x128x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>, tensor<64x128xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %19 = tt.load %18, %11, %cst : tensor<64x128x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %20 = "tt.reduce"(%19) <{axis = 1 : i32}> ({
    ^bb0(%arg4: f32, %arg5: f32):
      %26 = arith.addf %arg4, %arg5 : f32
      tt.reduce.return %26 : f32
    }) : (tensor<64x128xf32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>}>>
    %21 = tt.splat %arg2 : i32 -> tensor<64xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0], CGALayout = [[1], [2]]}>>
    %22 = arith.cmpi slt, %1, %21 : tensor<64xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0], CGALayout = [[1], [2]]}>>
    %23 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0], CGALayout = [[1], [2]]}>>
    %24 = tt.addptr %23, %1 : tensor<64x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0], CGALayout = [[1], [2]]}>>, tensor<64xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0], CGALayout = [[1], [2]]}>>
    %25 = ttg.convert_layout %20 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>}>> -> tensor<64xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0], CGALayout = [[1], [2]]}>>
    tt.store %24, %25, %22 : tensor<64x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0], CGALayout = [[1], [2]]}>>
    tt.return
  }
}


// -----// SoftwarePipeliner internal IR Dump After: ExpandLoops
module attributes {"ttg.num-ctas" = 4 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @reduce_axis(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: i32, %arg3: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x128xf32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>}>>
    %1 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0], CGALayout = [[1], [2]]}>>
    %2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>}>>
    %3 = tt.expand_dims %0 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>}>> -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %4 = tt.splat %arg2 : i32 -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %5 = arith.cmpi slt, %3, %4 : tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %6 = tt.expand_dims %2 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>}>> -> tensor<1x128xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %7 = tt.splat %arg3 : i32 -> tensor<1x128xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %8 = arith.cmpi slt, %6, %7 : tensor<1x128xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %9 = tt.broadcast %5 : tensor<64x1xi1, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>> -> tensor<64x128xi1, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %10 = tt.broadcast %8 : tensor<1x128xi1, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>> -> tensor<64x128xi1, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %11 = arith.andi %9, %10 : tensor<64x128xi1, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %12 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %13 = arith.muli %3, %12 : tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %14 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %15 = tt.addptr %14, %13 : tensor<64x1x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>, tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %16 = tt.broadcast %15 : tensor<64x1x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>> -> tensor<64x128x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %17 = tt.broadcast %6 : tensor<1x128xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>> -> tensor<64x128xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %18 = tt.addptr %16, %17 : tensor<64x128x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>, tensor<64x128xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %19 = tt.load %18, %11, %cst : tensor<64x128x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>
    %20 = "tt.reduce"(%19) <{axis = 1 : i32}> ({
    ^bb0(%arg4: f32, %arg5: f32):
      %26 = arith.addf %arg4, %arg5 : f32
      tt.reduce.return %26 : f32
    }) : (tensor<64x128xf32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>}>>
    %21 = tt.splat %arg2 : i32 -> tensor<64xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0], CGALayout = [[1], [2]]}>>
    %22 = arith.cmpi slt, %1, %21 : tensor<64xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0], CGALayout = [[1], [2]]}>>
    %23 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0], CGALayout = [[1], [2]]}>>
    %24 = tt.addptr %23, %1 : tensor<64x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0], CGALayout = [[1], [2]]}>>, tensor<64xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0], CGALayout = [[1], [2]]}>>
    %25 = ttg.convert_layout %20 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0], CGALayout = [[1, 0], [2, 0]]}>}>> -> tensor<64xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0], CGALayout = [[1], [2]]}>>
    tt.store %24, %25, %22 : tensor<64x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0], CGALayout = [[1], [2]]}>>
    tt.return
  }
}
