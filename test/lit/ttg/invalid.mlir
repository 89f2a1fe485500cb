// RUN: gluon-opt %s -split-input-file -verify-diagnostics

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func @index_keeps_rank(%arg0: !ttg.memdesc<2x8x16xf32, #shared, #smem>, %i: i32) {
  // expected-error @+1 {{result rank must be input rank - 1}}
  %0 = ttg.memdesc_index %arg0[%i] : !ttg.memdesc<2x8x16xf32, #shared, #smem> -> !ttg.memdesc<2x8x16xf32, #shared, #smem>
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func @immutable_alloc() {
  // expected-error @+1 {{uninitialized alloc must have a mutable memdesc type}}
  %0 = ttg.local_alloc : () -> !ttg.memdesc<8x16xf32, #shared, #smem>
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func @offset_inside_tile(%arg0: !ttg.memdesc<8x16xf32, #shared, #smem>) {
  // expected-error @+1 {{The split offset may not touch the tile}}
  %0 = ttg.memdesc_subslice %arg0[2, 0] : !ttg.memdesc<8x16xf32, #shared, #smem> -> !ttg.memdesc<4x16xf32, #shared, #smem, 8x16>
  tt.return
}

// -----

tt.func @partition_warps() {
  // expected-error @below {{'ttg.warp_specialize' op partition #0 number of warps (6) must be a power of 2}}
  ttg.warp_specialize()
  default {
    ttg.warp_yield
  }
  partition0() num_warps(6) {
    ttg.warp_return
  } : () -> ()
  tt.return
}

// -----

tt.func @yield_type(%arg0: i32, %arg1: i64) {
  %0 = ttg.warp_specialize()
  default {
    // expected-error @below {{'ttg.warp_yield' op operand #0 has type 'i64' but parent op expected 'i32'}}
    ttg.warp_yield %arg1 : i64
  } : () -> i32
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
// expected-error @below {{shape must have power-of-2 and non-zero dimensions; got 3, 6}}
tt.func @not_pow2(%arg0: !ttg.memdesc<3x6xf32, #shared, #smem>) {
  tt.return
}
