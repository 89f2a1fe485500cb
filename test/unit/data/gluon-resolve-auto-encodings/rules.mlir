// Hand-written inputs of gluon-resolve-auto-encodings, one propagation rule (or quirk) per
// chunk; each chunk is compared with libtriton's pass (test_resolve_auto_encodings.py).
// Rules Gluon's front end cannot produce (join/split of auto tensors aborts there) are here.

#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // forward through a reduction (slice), backward through expand_dims
  tt.func public @reduce_forward(%arg0: !tt.ptr<f32>) {
    %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #gluon.auto_encoding>
    %1 = tt.expand_dims %0 {axis = 0 : i32} : tensor<32xi32, #gluon.auto_encoding> -> tensor<1x32xi32, #gluon.auto_encoding>
    %2 = tt.broadcast %1 : tensor<1x32xi32, #gluon.auto_encoding> -> tensor<16x32xi32, #gluon.auto_encoding>
    %3 = gluon.set_auto_layout %2 : tensor<16x32xi32, #gluon.auto_encoding> -> tensor<16x32xi32, #blocked>
    %4 = "tt.reduce"(%2) <{axis = 1 : i32}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      tt.reduce.return %s : i32
    }) : (tensor<16x32xi32, #gluon.auto_encoding>) -> tensor<16xi32, #gluon.auto_encoding>
    %5 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>, #gluon.auto_encoding>
    %6 = tt.addptr %5, %4 : tensor<16x!tt.ptr<f32>, #gluon.auto_encoding>, tensor<16xi32, #gluon.auto_encoding>
    %7 = tt.load %6 : tensor<16x!tt.ptr<f32>, #gluon.auto_encoding>
    tt.store %6, %7 : tensor<16x!tt.ptr<f32>, #gluon.auto_encoding>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // backward through a reduction (the slice's parent) and through elementwise ops
  tt.func public @reduce_backward() -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>> {
    %cst = arith.constant dense<1.000000e+00> : tensor<16x32xf32, #gluon.auto_encoding>
    %0 = math.exp %cst : tensor<16x32xf32, #gluon.auto_encoding>
    %1 = "tt.reduce"(%0) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.maxnumf %a, %b : f32
      tt.reduce.return %s : f32
    }) : (tensor<16x32xf32, #gluon.auto_encoding>) -> tensor<16xf32, #gluon.auto_encoding>
    %2 = gluon.set_auto_layout %1 : tensor<16xf32, #gluon.auto_encoding> -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.return %2 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // scf.while: before/after arguments, condition and results are tied
  tt.func public @while_loop(%n: i32) -> tensor<256xf32, #blocked> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cst = arith.constant dense<1.000000e+00> : tensor<256xf32, #gluon.auto_encoding>
    %0:2 = scf.while (%i = %c0, %acc = %cst) : (i32, tensor<256xf32, #gluon.auto_encoding>) -> (i32, tensor<256xf32, #gluon.auto_encoding>) {
      %c = arith.cmpi slt, %i, %n : i32
      scf.condition(%c) %i, %acc : i32, tensor<256xf32, #gluon.auto_encoding>
    } do {
    ^bb0(%i: i32, %acc: tensor<256xf32, #gluon.auto_encoding>):
      %next = arith.addi %i, %c1 : i32
      %twice = arith.addf %acc, %acc : tensor<256xf32, #gluon.auto_encoding>
      scf.yield %next, %twice : i32, tensor<256xf32, #gluon.auto_encoding>
    }
    %1 = gluon.set_auto_layout %0#1 : tensor<256xf32, #gluon.auto_encoding> -> tensor<256xf32, #blocked>
    tt.return %1 : tensor<256xf32, #blocked>
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // join backward (split of the result's layout), split forward
  tt.func public @join_backward(%p: !tt.ptr<i32>) {
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #gluon.auto_encoding>
    %1 = tt.join %0, %0 : tensor<128xi32, #gluon.auto_encoding> -> tensor<128x2xi32, #gluon.auto_encoding>
    %2 = gluon.set_auto_layout %1 : tensor<128x2xi32, #gluon.auto_encoding> -> tensor<128x2xi32, #blocked>
    %3, %4 = tt.split %1 : tensor<128x2xi32, #gluon.auto_encoding> -> tensor<128xi32, #gluon.auto_encoding>
    %5 = tt.splat %p : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #gluon.auto_encoding>
    %6 = tt.addptr %5, %3 : tensor<128x!tt.ptr<i32>, #gluon.auto_encoding>, tensor<128xi32, #gluon.auto_encoding>
    tt.store %6, %4 : tensor<128x!tt.ptr<i32>, #gluon.auto_encoding>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // trans and reshape in both directions, gather's operands and result
  tt.func public @trans_reshape_gather(%p: !tt.ptr<f32>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #gluon.auto_encoding>
    %1 = tt.reshape %0 : tensor<1024xi32, #gluon.auto_encoding> -> tensor<32x32xi32, #gluon.auto_encoding>
    %2 = tt.trans %1 {order = array<i32: 1, 0>} : tensor<32x32xi32, #gluon.auto_encoding> -> tensor<32x32xi32, #gluon.auto_encoding>
    %3 = gluon.set_auto_layout %2 : tensor<32x32xi32, #gluon.auto_encoding> -> tensor<32x32xi32, #blocked>
    %4 = tt.splat %p : !tt.ptr<f32> -> tensor<32x32x!tt.ptr<f32>, #gluon.auto_encoding>
    %5 = tt.addptr %4, %1 : tensor<32x32x!tt.ptr<f32>, #gluon.auto_encoding>, tensor<32x32xi32, #gluon.auto_encoding>
    %6 = tt.load %5 : tensor<32x32x!tt.ptr<f32>, #gluon.auto_encoding>
    %7 = tt.gather %6[%1] {axis = 1 : i32} : (tensor<32x32xf32, #gluon.auto_encoding>, tensor<32x32xi32, #gluon.auto_encoding>) -> tensor<32x32xf32, #gluon.auto_encoding>
    tt.store %5, %7 : tensor<32x32x!tt.ptr<f32>, #gluon.auto_encoding>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // two seeds of one function: the last seed propagates first (LIFO); convert_layout stops
  tt.func public @two_seeds() -> (tensor<128xi32, #blocked>, tensor<128xi32, #blocked1>) {
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #gluon.auto_encoding>
    %1 = arith.addi %0, %0 : tensor<128xi32, #gluon.auto_encoding>
    %2 = ttg.convert_layout %1 : tensor<128xi32, #gluon.auto_encoding> -> tensor<128xi32, #blocked1>
    %3 = arith.muli %2, %2 : tensor<128xi32, #blocked1>
    %4 = ttg.convert_layout %3 : tensor<128xi32, #blocked1> -> tensor<128xi32, #gluon.auto_encoding>
    %5 = arith.subi %4, %4 : tensor<128xi32, #gluon.auto_encoding>
    %6 = gluon.set_auto_layout %1 : tensor<128xi32, #gluon.auto_encoding> -> tensor<128xi32, #blocked>
    %7 = gluon.set_auto_layout %5 : tensor<128xi32, #gluon.auto_encoding> -> tensor<128xi32, #blocked1>
    tt.return %6, %7 : tensor<128xi32, #blocked>, tensor<128xi32, #blocked1>
  }
}
