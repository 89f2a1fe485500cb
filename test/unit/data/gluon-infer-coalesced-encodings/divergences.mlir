// Inputs on which libtriton 3.6.0's gluon-infer-coalesced-encodings aborts the process; we
// give valid IR or a located error (docs/divergences.md, test_infer_coalesced_encodings.py).

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @async_copy(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #gluon.coalesced_encoding>
    %1 = tt.splat %p : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #gluon.coalesced_encoding>
    %2 = tt.addptr %1, %0 : tensor<256x!tt.ptr<f32>, #gluon.coalesced_encoding>, tensor<256xi32, #gluon.coalesced_encoding>
    %3 = ttg.local_alloc : () -> !ttg.memdesc<256xf32, #shared, #smem, mutable>
    %4 = ttg.async_copy_global_to_local %2, %3 : tensor<256x!tt.ptr<f32>, #gluon.coalesced_encoding> -> <256xf32, #shared, #smem, mutable>
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @two_ctas(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #gluon.coalesced_encoding>
    %1 = tt.splat %p : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #gluon.coalesced_encoding>
    %2 = tt.addptr %1, %0 : tensor<256x!tt.ptr<f32>, #gluon.coalesced_encoding>, tensor<256xi32, #gluon.coalesced_encoding>
    %3 = tt.load %2 : tensor<256x!tt.ptr<f32>, #gluon.coalesced_encoding>
    tt.store %2, %3 : tensor<256x!tt.ptr<f32>, #gluon.coalesced_encoding>
    tt.return
  }
}
