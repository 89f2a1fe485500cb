// Hand-written inputs of gluon-infer-coalesced-encodings, compared chunk by chunk with
// libtriton's pass (test_infer_coalesced_encodings.py).

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // atomic_rmw and atomic_cas seed pointer, values and mask; two functions, one seeded each
  tt.func public @atomics(%p: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %n: i32) {
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #gluon.coalesced_encoding>
    %1 = tt.splat %p : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #gluon.coalesced_encoding>
    %2 = tt.addptr %1, %0 : tensor<256x!tt.ptr<i32>, #gluon.coalesced_encoding>, tensor<256xi32, #gluon.coalesced_encoding>
    %3 = tt.splat %n : i32 -> tensor<256xi32, #gluon.coalesced_encoding>
    %4 = arith.cmpi slt, %0, %3 : tensor<256xi32, #gluon.coalesced_encoding>
    %5 = tt.atomic_rmw add, acq_rel, gpu, %2, %0, %4 : (tensor<256x!tt.ptr<i32>, #gluon.coalesced_encoding>, tensor<256xi32, #gluon.coalesced_encoding>, tensor<256xi1, #gluon.coalesced_encoding>) -> tensor<256xi32, #gluon.coalesced_encoding>
    %6 = tt.atomic_cas acq_rel, gpu, %2, %5, %0 : (tensor<256x!tt.ptr<i32>, #gluon.coalesced_encoding>, tensor<256xi32, #gluon.coalesced_encoding>, tensor<256xi32, #gluon.coalesced_encoding>) -> tensor<256xi32, #gluon.coalesced_encoding>
    tt.return
  }
  tt.func public @load_other(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %q: !tt.ptr<f16> {tt.divisibility = 16 : i32}) {
    %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #gluon.coalesced_encoding>
    %1 = tt.expand_dims %0 {axis = 0 : i32} : tensor<64xi32, #gluon.coalesced_encoding> -> tensor<1x64xi32, #gluon.coalesced_encoding>
    %2 = tt.broadcast %1 : tensor<1x64xi32, #gluon.coalesced_encoding> -> tensor<32x64xi32, #gluon.coalesced_encoding>
    %3 = tt.splat %p : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #gluon.coalesced_encoding>
    %4 = tt.addptr %3, %2 : tensor<32x64x!tt.ptr<f16>, #gluon.coalesced_encoding>, tensor<32x64xi32, #gluon.coalesced_encoding>
    %mask = arith.constant dense<true> : tensor<32x64xi1, #gluon.coalesced_encoding>
    %other = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #gluon.coalesced_encoding>
    %5 = tt.load %4, %mask, %other : tensor<32x64x!tt.ptr<f16>, #gluon.coalesced_encoding>
    %6 = tt.splat %q : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #gluon.coalesced_encoding>
    %7 = tt.addptr %6, %2 : tensor<32x64x!tt.ptr<f16>, #gluon.coalesced_encoding>, tensor<32x64xi32, #gluon.coalesced_encoding>
    tt.store %7, %5 : tensor<32x64x!tt.ptr<f16>, #gluon.coalesced_encoding>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // a concrete load next to a coalesced one: only the coalesced access seeds; the pin of an
  // auto value to the coalesced layout becomes a pin to the concrete layout
  tt.func public @mixed(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #gluon.auto_encoding>
    %1 = gluon.set_auto_layout %0 : tensor<512xi32, #gluon.auto_encoding> -> tensor<512xi32, #gluon.coalesced_encoding>
    %2 = tt.splat %p : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #gluon.coalesced_encoding>
    %3 = tt.addptr %2, %1 : tensor<512x!tt.ptr<f32>, #gluon.coalesced_encoding>, tensor<512xi32, #gluon.coalesced_encoding>
    %4 = tt.load %3 : tensor<512x!tt.ptr<f32>, #gluon.coalesced_encoding>
    %5 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %6 = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %7 = tt.addptr %6, %5 : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    %8 = tt.load %7 : tensor<128x!tt.ptr<f32>, #blocked>
    tt.store %3, %4 : tensor<512x!tt.ptr<f32>, #gluon.coalesced_encoding>
    tt.return
  }
}
