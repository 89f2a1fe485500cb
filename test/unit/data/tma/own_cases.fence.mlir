// Our own fence-insertion cases: hoisting out of nested loops (through scf.if), a write inside
// the loop that stops hoisting, two MMAs sharing one hoisted fence, a local_store reached
// through a memdesc view, an iter_arg buffer, a memdesc function argument, and a tcgen05 MMA.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @hoisted(%x: tensor<128x64xf16, #blocked>, %n: i32, %c: i1) -> tensor<128x64xf32, #mma> {
    %c0 = arith.constant 0 : i32 loc("f.py":1:1)
    %c1 = arith.constant 1 : i32 loc("f.py":2:1)
    %acc0 = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #mma> loc("f.py":3:1)
    %a = ttg.local_alloc %x : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem> loc("f.py":4:1)
    %b = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable> loc("f.py":5:1)
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %acc0) -> (tensor<128x64xf32, #mma>) : i32 {
      %r2 = scf.for %j = %c0 to %n step %c1 iter_args(%acc2 = %acc) -> (tensor<128x64xf32, #mma>) : i32 {
        %r3 = scf.if %c -> (tensor<128x64xf32, #mma>) {
          %d = ttng.warp_group_dot %a, %b, %acc2 : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<128x64xf32, #mma> loc("f.py":6:1)
          %e = ttng.warp_group_dot %a, %b, %d : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<128x64xf32, #mma> loc("f.py":7:1)
          scf.yield %e : tensor<128x64xf32, #mma> loc("f.py":8:1)
        } else {
          scf.yield %acc2 : tensor<128x64xf32, #mma> loc("f.py":9:1)
        } loc("f.py":10:1)
        scf.yield %r3 : tensor<128x64xf32, #mma> loc("f.py":11:1)
      } loc("f.py":12:1)
      scf.yield %r2 : tensor<128x64xf32, #mma> loc("f.py":13:1)
    } loc("f.py":14:1)
    tt.return %r : tensor<128x64xf32, #mma> loc("f.py":15:1)
  } loc("f.py":16:1)
  tt.func @written_in_loop(%x: tensor<64x64xf16, #blocked>, %n: i32) -> tensor<128x64xf32, #mma> {
    %c0 = arith.constant 0 : i32 loc("f.py":20:1)
    %c1 = arith.constant 1 : i32 loc("f.py":21:1)
    %acc0 = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #mma> loc("f.py":22:1)
    %a = ttg.local_alloc : () -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable> loc("f.py":23:1)
    %buf = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> loc("f.py":24:1)
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %acc0) -> (tensor<128x64xf32, #mma>) : i32 {
      %b = ttg.memdesc_index %buf[%c0] : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable> loc("f.py":25:1)
      %bs = ttg.memdesc_index %buf[%c0] : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable> loc("f.py":25:5)
      ttg.local_store %x, %bs : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable> loc("f.py":26:1)
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> * !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<128x64xf32, #mma> loc("f.py":27:1)
      scf.yield %d : tensor<128x64xf32, #mma> loc("f.py":28:1)
    } loc("f.py":29:1)
    tt.return %r : tensor<128x64xf32, #mma> loc("f.py":30:1)
  } loc("f.py":31:1)
  tt.func @iter_arg_buffer(%x: tensor<128x64xf16, #blocked>, %arg: !ttg.memdesc<64x64xf16, #shared, #smem>, %n: i32) -> tensor<128x64xf32, #mma> {
    %c0 = arith.constant 0 : i32 loc("f.py":40:1)
    %c1 = arith.constant 1 : i32 loc("f.py":41:1)
    %acc0 = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #mma> loc("f.py":42:1)
    %a0 = ttg.local_alloc %x : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem> loc("f.py":43:1)
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %acc0, %a = %a0) -> (tensor<128x64xf32, #mma>, !ttg.memdesc<128x64xf16, #shared, #smem>) : i32 {
      %d = ttng.warp_group_dot %a, %arg, %acc : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<128x64xf32, #mma> loc("f.py":44:1)
      scf.yield %d, %a : tensor<128x64xf32, #mma>, !ttg.memdesc<128x64xf16, #shared, #smem> loc("f.py":45:1)
    } loc("f.py":46:1)
    tt.return %r#0 : tensor<128x64xf32, #mma> loc("f.py":47:1)
  } loc("f.py":48:1)
  tt.func @no_register_writes(%n: i32) {
    %true = arith.constant true loc("f.py":50:1)
    %a = ttg.local_alloc : () -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable> loc("f.py":51:1)
    %b = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable> loc("f.py":52:1)
    %t = ttng.tmem_alloc : () -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> loc("f.py":53:1)
    ttng.tc_gen5_mma %a, %b, %t, %true, %true : !ttg.memdesc<128x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> loc("f.py":54:1)
    tt.return loc("f.py":55:1)
  } loc("f.py":56:1)
}
