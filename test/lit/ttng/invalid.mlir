// RUN: gluon-opt %s -split-input-file -verify-diagnostics

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func @barrier_shape(%bar: !ttg.memdesc<2xi64, #shared, #smem, mutable>) {
  // expected-error @+1 {{barrier allocation must be a descriptor of 1xi64 type}}
  ttng.init_barrier %bar, 1 : !ttg.memdesc<2xi64, #shared, #smem, mutable>
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func @arrive_zero(%bar: !ttg.memdesc<1xi64, #shared, #smem, mutable>) {
  // expected-error @+1 {{count must be greater than or equal to 1}}
  ttng.arrive_barrier %bar, 0 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
  tt.return
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
tt.func @sync_mma_with_barrier(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %d: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %p: i1) {
  // expected-error @+1 {{The op is synchronous but a barrier is present.}}
  "ttng.tc_gen5_mma"(%a, %b, %d, %p, %p, %bar, %p) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 1, 1, 1>}> : (!ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, i1, i1, !ttg.memdesc<1xi64, #shared1, #smem, mutable>, i1) -> ()
  tt.return
}
}

// -----

tt.func @tensormap_rank(%p: !tt.ptr<i8>, %i: i32, %j: i64) {
  // expected-error @+1 {{Rank mismatch for global dim. Got 1 but expected 2}}
  ttng.tensormap_create %p, %p, [%i, %i], [%i], [%j], [%i, %i] {elem_type = 1 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<i8>, i32, i32, i32, i64, i32, i32) -> ()
  tt.return
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
tt.func @tmem_load_rank_3(%m: !ttg.memdesc<2x128x128xf32, #tmem, #ttng.tensor_memory, mutable>) {
  // expected-error @+1 {{result must be a 2D tensor}}
  %0 = ttng.tmem_load %m : !ttg.memdesc<2x128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<2x128x128xf32, #blocked>
  tt.return
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
tt.func @tmem_load_no_message(%m: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>) {
  // expected-error @+6 {{'ttng.tmem_load' op result}}
  // expected-note @+5 {{Got: #ttg.blocked<{sizePerThread = [1, 4]}}
  // expected-note @+4 {{potential TMEM layout: #ttg.linear<{register = [[0, 1], [0, 2], [0, 4]}}
  // expected-note @+3 {{potential TMEM layout: #ttg.linear<{register = [[0, 1], [8, 0]}}
  // expected-note @+2 {{potential TMEM layout: #ttg.linear<{register = [[8, 0]}}
  // expected-note @+1 {{potential TMEM layout: #ttg.linear<{register = [[0, 2]}}
  %0 = ttng.tmem_load %m : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked>
  tt.return
}
}
