// Our own TMA-lowering cases: alloc users folded or not (views rebuilt), fp4 index
// scaling folded for a constant index, NaN padding of a device-side descriptor.
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#fp4 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8, fp4Padded = true}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#sw = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @loads(%d: !tt.tensordesc<tensor<64x64xf16, #nvmma>>, %q: !tt.tensordesc<tensor<64x64xi8, #fp4>>, %i: i32) -> (tensor<64x64xf16, #blocked>, tensor<64x64xf16, #blocked>, !ttg.memdesc<64x64xf16, #sw, #smem>, tensor<64x64xi8, #blocked>) {
    %c3 = arith.constant 3 : i32 loc("k.py":1:5)
    %a = tt.descriptor_load %d[%i, %c3] : !tt.tensordesc<tensor<64x64xf16, #nvmma>> -> tensor<64x64xf16, #blocked> loc("k.py":2:5)
    %s = ttg.local_alloc %a : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #nvmma, #smem> loc("k.py":3:5)
    %sv = ttg.memdesc_trans %s {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #nvmma, #smem> -> !ttg.memdesc<64x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>, #smem> loc("k.py":3:9)
    %sl = ttg.local_load %sv : !ttg.memdesc<64x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>, #smem> -> tensor<64x64xf16, #blocked> loc("k.py":3:11)
    %t = ttg.local_alloc %a : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #sw, #smem> loc("k.py":4:5)
    %b = tt.descriptor_load %q[%i, %c3] : !tt.tensordesc<tensor<64x64xi8, #fp4>> -> tensor<64x64xi8, #blocked> loc("k.py":5:5)
    tt.descriptor_store %q[%c3, %i], %b : !tt.tensordesc<tensor<64x64xi8, #fp4>>, tensor<64x64xi8, #blocked> loc("k.py":6:5)
    tt.return %a, %sl, %t, %b : tensor<64x64xf16, #blocked>, tensor<64x64xf16, #blocked>, !ttg.memdesc<64x64xf16, #sw, #smem>, tensor<64x64xi8, #blocked> loc("k.py":7:5)
  } loc("k.py":8:1)
  tt.func @make(%p: !tt.ptr<f16>, %m: i32, %n: i32, %ld: i64) -> !tt.tensordesc<tensor<64x64xf16, #nvmma>> {
    %c1 = arith.constant 1 : i64 loc("k.py":9:5)
    %d = tt.make_tensor_descriptor %p, [%m, %n], [%ld, %c1] {padding = 2 : i32} : !tt.ptr<f16>, !tt.tensordesc<tensor<64x64xf16, #nvmma>> loc("k.py":10:5)
    tt.return %d : !tt.tensordesc<tensor<64x64xf16, #nvmma>> loc("k.py":11:5)
  } loc("k.py":12:1)
}
