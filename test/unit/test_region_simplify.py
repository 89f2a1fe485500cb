"""The region simplification MLIR's greedy driver runs after each iteration (unreachable
blocks, dead ops and block arguments, identical blocks merged, redundant block arguments
dropped) and the dead-op rule from the ops' memory effects, against libtriton's.

Each case runs through our driver and through libtriton's TMA lowering (MLIR's driver alone
on a module without descriptor ops); both must print the same module, locations included.
"""

# ruff: noqa: E501  (the MLIR cases keep one op per line)

from __future__ import annotations

import pytest

SHARED = (
    "#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>\n"
    "#smem = #ttg.shared_memory\n"
    "#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], "
    "warpsPerCTA = [4, 1], order = [1, 0]}>\n"
    "#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>\n"
    "#tl = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], "
    "warpsPerCTA = [4, 1], order = [0, 1]}>\n"
)

CASES = {
    # A block no edge reaches is erased; the block argument that then has one incoming
    # value is replaced by it (cf.br ^bb1(%x) -> cf.br ^bb1).
    "unreachable_block": """
  tt.func @f(%x: i32, %p: !tt.ptr<i32>) {
    cf.br ^bb2(%x : i32) loc("k.py":1:1)
  ^bb1:
    %y = arith.addi %x, %x : i32 loc("k.py":2:1)
    cf.br ^bb2(%y : i32) loc("k.py":3:1)
  ^bb2(%a: i32):
    tt.store %p, %a : !tt.ptr<i32> loc("k.py":4:1)
    tt.return loc("k.py":5:1)
  } loc("k.py":6:1)
""",
    # Two blocks that differ only in values defined outside them are merged; the differing
    # value becomes a new argument of the kept block, passed by each predecessor.
    "identical_blocks": """
  tt.func @f(%c: i1, %x: i32, %y: i32, %p: !tt.ptr<i32>) {
    cf.cond_br %c, ^bb1, ^bb2 loc("k.py":1:1)
  ^bb1:
    %s = arith.muli %x, %x : i32 loc("k.py":2:1)
    tt.store %p, %s : !tt.ptr<i32> loc("k.py":3:1)
    cf.br ^bb3 loc("k.py":4:1)
  ^bb2:
    %t = arith.muli %y, %y : i32 loc("k.py":5:1)
    tt.store %p, %t : !tt.ptr<i32> loc("k.py":6:1)
    cf.br ^bb3 loc("k.py":7:1)
  ^bb3:
    tt.return loc("k.py":8:1)
  } loc("k.py":9:1)
""",
    # An unused block argument and the successor operands feeding it go; a dead cycle
    # through a loop-carried argument goes too.
    "dead_block_arguments": """
  tt.func @f(%c: i1, %x: i32, %y: i32, %p: !tt.ptr<i32>) {
    %c0 = arith.constant 0 : i32 loc("k.py":1:1)
    %c1 = arith.constant 1 : i32 loc("k.py":2:1)
    cf.br ^bb1(%c0, %c0 : i32, i32) loc("k.py":3:1)
  ^bb1(%i: i32, %acc: i32):
    %n = arith.addi %acc, %x : i32 loc("k.py":4:1)
    %i1 = arith.addi %i, %c1 : i32 loc("k.py":5:1)
    %cmp = arith.cmpi slt, %i1, %y : i32 loc("k.py":6:1)
    cf.cond_br %cmp, ^bb1(%i1, %n : i32, i32), ^bb2(%x, %y : i32, i32) loc("k.py":7:1)
  ^bb2(%u: i32, %v: i32):
    tt.store %p, %i1 : !tt.ptr<i32> loc("k.py":8:1)
    tt.return loc("k.py":9:1)
  } loc("k.py":10:1)
""",
    # Blocks whose predecessors pass different values keep their arguments; the same value
    # from every predecessor replaces the argument.
    "redundant_arguments": """
  tt.func @f(%c: i1, %x: i32, %y: i32, %p: !tt.ptr<i32>) {
    cf.cond_br %c, ^bb1(%x, %y : i32, i32), ^bb1(%x, %x : i32, i32) loc("k.py":1:1)
  ^bb1(%a: i32, %b: i32):
    %s = arith.addi %a, %b : i32 loc("k.py":2:1)
    tt.store %p, %s : !tt.ptr<i32> loc("k.py":3:1)
    tt.return loc("k.py":4:1)
  } loc("k.py":5:1)
""",
    # Shared and tensor memory: an unused allocation is dead whether or not it is mutable
    # or initialised (it touches only what it allocates); an unused local_load or tmem_load
    # only reads; stores, deallocs and barriers stay. A dead value yielded out of scf.if
    # dies with it.
    "memory_effects": """
  tt.func @f(%c: i1, %t: tensor<16x16xf16, #blocked>, %m: !ttg.memdesc<16x16xf16, #shared, #smem, mutable>) {
    %a = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable> loc("k.py":1:1)
    %b = ttg.local_alloc %t : (tensor<16x16xf16, #blocked>) -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable> loc("k.py":2:1)
    %d = ttg.local_alloc %t : (tensor<16x16xf16, #blocked>) -> !ttg.memdesc<16x16xf16, #shared, #smem> loc("k.py":3:1)
    %l = ttg.local_load %m : !ttg.memdesc<16x16xf16, #shared, #smem, mutable> -> tensor<16x16xf16, #blocked> loc("k.py":4:1)
    ttg.local_store %t, %m : tensor<16x16xf16, #blocked> -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable> loc("k.py":5:1)
    %e = ttg.local_alloc %t {allocation.offset = 0 : i32} : (tensor<16x16xf16, #blocked>) -> !ttg.memdesc<16x16xf16, #shared, #smem> loc("k.py":6:1)
    %r = scf.if %c -> (!ttg.memdesc<16x16xf16, #shared, #smem>) {
      %g = ttg.local_alloc %t : (tensor<16x16xf16, #blocked>) -> !ttg.memdesc<16x16xf16, #shared, #smem> loc("k.py":7:1)
      scf.yield %g : !ttg.memdesc<16x16xf16, #shared, #smem> loc("k.py":8:1)
    } else {
      %h = ttg.local_alloc %t : (tensor<16x16xf16, #blocked>) -> !ttg.memdesc<16x16xf16, #shared, #smem> loc("k.py":9:1)
      scf.yield %h : !ttg.memdesc<16x16xf16, #shared, #smem> loc("k.py":10:1)
    } loc("k.py":11:1)
    ttg.local_dealloc %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable> loc("k.py":12:1)
    tt.return loc("k.py":13:1)
  } loc("k.py":14:1)
""",
    # ttng: an unused tmem_alloc or tmem_load is dead, a tmem_store is not; an unused
    # global scratch allocation is dead.
    "tensor_memory": """
  tt.func @f(%t: tensor<128x128xf32, #tl>, %true: i1) {
    %a = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> loc("k.py":1:1)
    %c = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> loc("k.py":3:1)
    ttng.tmem_store %t, %c, %true : tensor<128x128xf32, #tl> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> loc("k.py":4:1)
    %d = ttng.tmem_load %c : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #tl> loc("k.py":5:1)
    %s = ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 64 : i32} : !tt.ptr<i8> loc("k.py":6:1)
    tt.return loc("k.py":7:1)
  } loc("k.py":8:1)
""",
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_region_simplification_matches_mlir(name: str, assert_greedy_matches_cpp) -> None:
    assert_greedy_matches_cpp(CASES[name], SHARED)
