module {
  tt.func public @scan_hist_gather(%p: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %q: !tt.ptr<f32>) {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
    %s = "tt.scan"(%r) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: i32, %b: i32):
      %c = arith.addi %a, %b : i32
      tt.scan.return %c : i32
    }) : (tensor<128xi32>) -> tensor<128xi32>
    %h = tt.histogram %s : tensor<128xi32> -> tensor<64xi32>
    %src = arith.sitofp %r : tensor<128xi32> to tensor<128xf32>
    %idx = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %g = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<128xf32>, tensor<64xi32>) -> tensor<64xf32>
    %cat = tt.cat %h, %h : tensor<64xi32> -> tensor<128xi32>
    %pp = tt.splat %p : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>>
    %pa = tt.addptr %pp, %cat : tensor<128x!tt.ptr<i32>>, tensor<128xi32>
    tt.store %pa, %s : tensor<128x!tt.ptr<i32>>
    tt.return
  }
}


// -----


module {
  tt.func public @loops_and_i64(%p: !tt.ptr<f16>, %n: i32, %off: i64) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    %r64 = arith.extsi %r : tensor<32xi32> to tensor<32xi64>
    %o = tt.splat %off : i64 -> tensor<32xi64>
    %sum = arith.addi %r64, %o : tensor<32xi64>
    %e = tt.expand_dims %sum {axis = 1 : i32} : tensor<32xi64> -> tensor<32x1xi64>
    %b = tt.broadcast %e : tensor<32x1xi64> -> tensor<32x16xi64>
    %sp = tt.splat %p : !tt.ptr<f16> -> tensor<32x16x!tt.ptr<f16>>
    %ptrs = tt.addptr %sp, %b : tensor<32x16x!tt.ptr<f16>>, tensor<32x16xi64>
    %z = arith.constant dense<0.0> : tensor<32x16xf16>
    %w:2 = scf.while (%i = %c0, %acc = %z) : (i32, tensor<32x16xf16>) -> (i32, tensor<32x16xf16>) {
      %cond = arith.cmpi slt, %i, %n : i32
      scf.condition(%cond) %i, %acc : i32, tensor<32x16xf16>
    } do {
    ^bb0(%i: i32, %acc: tensor<32x16xf16>):
      %v = tt.load %ptrs : tensor<32x16x!tt.ptr<f16>>
      %a2 = arith.addf %acc, %v : tensor<32x16xf16>
      %i2 = arith.addi %i, %c1 : i32
      scf.yield %i2, %a2 : i32, tensor<32x16xf16>
    }
    %x = arith.cmpi sgt, %n, %c1 : i32
    %y = scf.if %x -> (tensor<32x16xf16>) {
      %tr = tt.trans %w#1 {order = array<i32: 1, 0>} : tensor<32x16xf16> -> tensor<16x32xf16>
      %tr2 = tt.trans %tr {order = array<i32: 1, 0>} : tensor<16x32xf16> -> tensor<32x16xf16>
      scf.yield %tr2 : tensor<32x16xf16>
    } else {
      scf.yield %w#1 : tensor<32x16xf16>
    }
    %red = "tt.reduce"(%y) <{axis = 1 : i32}> ({
    ^bb0(%a: f16, %bb: f16):
      %mx = arith.maxnumf %a, %bb : f16
      tt.reduce.return %mx : f16
    }) : (tensor<32x16xf16>) -> tensor<32xf16>
    %all = "tt.reduce"(%red) <{axis = 0 : i32}> ({
    ^bb0(%a: f16, %bb: f16):
      %ad = arith.addf %a, %bb : f16
      tt.reduce.return %ad : f16
    }) : (tensor<32xf16>) -> f16
    tt.store %ptrs, %y : tensor<32x16x!tt.ptr<f16>>
    %sc = tt.splat %all : f16 -> tensor<32x16xf16>
    %at = tt.atomic_rmw fadd, relaxed, gpu, %ptrs, %sc : (tensor<32x16x!tt.ptr<f16>>, tensor<32x16xf16>) -> tensor<32x16xf16>
    tt.return
  }
}


// -----

module {
  tt.func public @calls(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32) {
    %x = tt.call @scale(%n) : (i32) -> i32
    %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
    %s = tt.splat %x : i32 -> tensor<256xi32>
    %o = arith.muli %r, %s : tensor<256xi32>
    %pp = tt.splat %p : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>>
    %pa = tt.addptr %pp, %o : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
    %v = tt.load %pa : tensor<256x!tt.ptr<f32>>
    %c = arith.constant dense<2.0> : tensor<256xf32>
    %m = arith.mulf %v, %c : tensor<256xf32>
    %e = math.exp %m : tensor<256xf32>
    tt.store %pa, %e : tensor<256x!tt.ptr<f32>>
    tt.return
  }
  tt.func private @scale(%n: i32) -> i32 {
    %c2 = arith.constant 2 : i32
    %y = arith.muli %n, %c2 : i32
    tt.return %y : i32
  }
}
