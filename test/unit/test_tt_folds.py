"""The folds of tt ops (TritonOps.td `hasFolder`) against MLIR's.

libtriton's TMA lowering runs MLIR's greedy driver over the whole module, so on a module
without descriptor ops it does nothing but fold, remove dead ops and dedup/hoist constants:
our driver (passes/greedy.py), which folds through the ops' HasFolder trait, must print the
same module, locations included. Each case's functions return the values that fold, so
that they stay alive, and mix cases that fold with near misses that must not.
"""

# ruff: noqa: E501  (the MLIR cases keep one op per line)

from __future__ import annotations

from pathlib import Path

import pytest
from gluon_opt.dialects import tt
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.dialects.text.printer import print_module
from gluon_opt.passes.greedy import apply_patterns_greedily
from gluon_opt.passes.tma_lowering import TMALoweringPass
from gluon_opt.tools.oracle import OracleCrash, OracleError, libtriton_print, run_cpp_pass
from xdsl.traits import HasFolder

FLAG = "triton-nvidia-tma-lowering"

BLOCKED = (
    "#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], "
    "warpsPerCTA = [4, 1], order = [1, 0]}>\n"
    "#sliced = #ttg.slice<{dim = 1, parent = #blocked}>\n"
)
HEADER = (
    'module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, '
    'ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {\n'
)

CASES = {
    # splat of an integer, float or i1 constant becomes a dense splat constant (with the
    # result's encoding); splat of a function argument stays.
    "splat": """
  tt.func @f(%x: f32) -> (tensor<32x32xi32, #blocked>, tensor<128xf32>, tensor<8xi1>, tensor<16xf16>, tensor<4xf32>, tensor<4xi64>) {
    %c7 = arith.constant 7 : i32 loc("k.py":1:1)
    %a = tt.splat %c7 : i32 -> tensor<32x32xi32, #blocked> loc("k.py":2:1)
    %cf = arith.constant -2.500000e+00 : f32 loc("k.py":3:1)
    %b = tt.splat %cf : f32 -> tensor<128xf32> loc("k.py":4:1)
    %t = arith.constant true loc("k.py":5:1)
    %c = tt.splat %t : i1 -> tensor<8xi1> loc("k.py":6:1)
    %h = arith.constant 0xFC00 : f16 loc("k.py":7:1)
    %d = tt.splat %h : f16 -> tensor<16xf16> loc("k.py":8:1)
    %e = tt.splat %x : f32 -> tensor<4xf32> loc("k.py":9:1)
    %m = arith.constant -1 : i64 loc("k.py":10:1)
    %g = tt.splat %m : i64 -> tensor<4xi64> loc("k.py":11:1)
    tt.return %a, %b, %c, %d, %e, %g : tensor<32x32xi32, #blocked>, tensor<128xf32>, tensor<8xi1>, tensor<16xf16>, tensor<4xf32>, tensor<4xi64> loc("k.py":12:1)
  } loc("k.py":13:1)
""",
    # broadcast to its own type is a no-op; of a splat constant it is a wider splat; of a
    # non-splat constant or a value it stays.
    "broadcast": """
  tt.func @f(%x: tensor<1x64xf32>) -> (tensor<1x64xf32>, tensor<32x64xf32, #blocked>, tensor<4x2xi32>, tensor<16x64xf32>) {
    %same = tt.broadcast %x : tensor<1x64xf32> -> tensor<1x64xf32> loc("k.py":1:1)
    %cst = arith.constant dense<1.000000e+00> : tensor<1x64xf32, #blocked> loc("k.py":2:1)
    %wide = tt.broadcast %cst : tensor<1x64xf32, #blocked> -> tensor<32x64xf32, #blocked> loc("k.py":3:1)
    %col = arith.constant dense<[[1], [2], [3], [4]]> : tensor<4x1xi32> loc("k.py":4:1)
    %kept = tt.broadcast %col : tensor<4x1xi32> -> tensor<4x2xi32> loc("k.py":5:1)
    %v = tt.broadcast %x : tensor<1x64xf32> -> tensor<16x64xf32> loc("k.py":6:1)
    tt.return %same, %wide, %kept, %v : tensor<1x64xf32>, tensor<32x64xf32, #blocked>, tensor<4x2xi32>, tensor<16x64xf32> loc("k.py":7:1)
  } loc("k.py":8:1)
""",
    # trans: identity order folds away; trans(trans(x)) composes in place; of a splat
    # constant it is a splat of the new shape; of a non-splat constant it stays.
    "trans": """
  tt.func @f(%x: tensor<2x4x8xf16>) -> (tensor<2x4x8xf16>, tensor<8x2x4xf16>, tensor<4x2x8xf16>, tensor<64x32xi8>, tensor<2x2xi32>) {
    %id = tt.trans %x {order = array<i32: 0, 1, 2>} : tensor<2x4x8xf16> -> tensor<2x4x8xf16> loc("k.py":1:1)
    %t1 = tt.trans %x {order = array<i32: 1, 2, 0>} : tensor<2x4x8xf16> -> tensor<4x8x2xf16> loc("k.py":2:1)
    %t2 = tt.trans %t1 {order = array<i32: 1, 2, 0>} : tensor<4x8x2xf16> -> tensor<8x2x4xf16> loc("k.py":3:1)
    %u1 = tt.trans %x {order = array<i32: 2, 0, 1>} : tensor<2x4x8xf16> -> tensor<8x2x4xf16> loc("k.py":4:1)
    %u2 = tt.trans %u1 {order = array<i32: 2, 1, 0>} : tensor<8x2x4xf16> -> tensor<4x2x8xf16> loc("k.py":5:1)
    %cst = arith.constant dense<3> : tensor<32x64xi8> loc("k.py":6:1)
    %s = tt.trans %cst {order = array<i32: 1, 0>} : tensor<32x64xi8> -> tensor<64x32xi8> loc("k.py":7:1)
    %m = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32> loc("k.py":8:1)
    %n = tt.trans %m {order = array<i32: 1, 0>} : tensor<2x2xi32> -> tensor<2x2xi32> loc("k.py":9:1)
    tt.return %id, %t2, %u2, %s, %n : tensor<2x4x8xf16>, tensor<8x2x4xf16>, tensor<4x2x8xf16>, tensor<64x32xi8>, tensor<2x2xi32> loc("k.py":10:1)
  } loc("k.py":11:1)
""",
    # A transpose pair that composes to the identity: the outer one becomes trans(x) with
    # order [0, 1] in place.
    "trans_pair": """
  tt.func @f(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %a = tt.trans %x {order = array<i32: 1, 0>} : tensor<4x8xf32> -> tensor<8x4xf32> loc("k.py":1:1)
    %b = tt.trans %a {order = array<i32: 1, 0>} : tensor<8x4xf32> -> tensor<4x8xf32> loc("k.py":2:1)
    tt.return %b : tensor<4x8xf32> loc("k.py":3:1)
  } loc("k.py":4:1)
""",
    # expand_dims of a constant: a splat is resized, a non-splat keeps its elements in order.
    "expand_dims": """
  tt.func @f(%x: tensor<16xi32>) -> (tensor<32x1xf32, #blocked>, tensor<1x4xi32>, tensor<16x1xi32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<32xf32, #sliced> loc("k.py":1:1)
    %a = tt.expand_dims %cst {axis = 1 : i32} : tensor<32xf32, #sliced> -> tensor<32x1xf32, #blocked> loc("k.py":2:1)
    %r = arith.constant dense<[0, 1, 2, 3]> : tensor<4xi32> loc("k.py":3:1)
    %b = tt.expand_dims %r {axis = 0 : i32} : tensor<4xi32> -> tensor<1x4xi32> loc("k.py":4:1)
    %c = tt.expand_dims %x {axis = 1 : i32} : tensor<16xi32> -> tensor<16x1xi32> loc("k.py":5:1)
    tt.return %a, %b, %c : tensor<32x1xf32, #blocked>, tensor<1x4xi32>, tensor<16x1xi32> loc("k.py":6:1)
  } loc("k.py":7:1)
""",
    # reshape: to its own type it is a no-op unless it may reorder; of constants like
    # expand_dims (allow_reorder or not).
    "reshape": """
  tt.func @f(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<8x4xi16>, tensor<2x2xi32>, tensor<4xi32>) {
    %same = tt.reshape %x : tensor<4x8xf32> -> tensor<4x8xf32> loc("k.py":1:1)
    %kept = tt.reshape %x allow_reorder : tensor<4x8xf32> -> tensor<4x8xf32> loc("k.py":2:1)
    %cst = arith.constant dense<-5> : tensor<32xi16> loc("k.py":3:1)
    %a = tt.reshape %cst allow_reorder : tensor<32xi16> -> tensor<8x4xi16> loc("k.py":4:1)
    %m = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32> loc("k.py":5:1)
    %b = tt.reshape %m : tensor<4xi32> -> tensor<2x2xi32> loc("k.py":6:1)
    %c = tt.reshape %b : tensor<2x2xi32> -> tensor<4xi32> loc("k.py":7:1)
    tt.return %same, %kept, %a, %b, %c : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8x4xi16>, tensor<2x2xi32>, tensor<4xi32> loc("k.py":8:1)
  } loc("k.py":9:1)
""",
    # make_range of one element is a splat of its start; longer ranges stay.
    "make_range": """
  tt.func @f() -> (tensor<1xi32>, tensor<1xi32, #sliced>, tensor<32xi32, #sliced>) {
    %a = tt.make_range {end = 1 : i32, start = 0 : i32} : tensor<1xi32> loc("k.py":1:1)
    %b = tt.make_range {end = 6 : i32, start = 5 : i32} : tensor<1xi32, #sliced> loc("k.py":2:1)
    %c = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #sliced> loc("k.py":3:1)
    tt.return %a, %b, %c : tensor<1xi32>, tensor<1xi32, #sliced>, tensor<32xi32, #sliced> loc("k.py":4:1)
  } loc("k.py":5:1)
""",
    # fp_to_fp of a signed zero (scalar or splat) is that zero in the new type; other
    # constants and values are converted at run time.
    "fp_to_fp": """
  tt.func @f(%x: tensor<64xf8E5M2>) -> (f32, tensor<64xf16>, tensor<64xf8E4M3FN>, tensor<64xf32>, f16, tensor<64xf32>) {
    %z = arith.constant 0.000000e+00 : f8E5M2 loc("k.py":1:1)
    %a = tt.fp_to_fp %z : f8E5M2 -> f32 loc("k.py":2:1)
    %nz = arith.constant dense<-0.000000e+00> : tensor<64xf32> loc("k.py":3:1)
    %b = tt.fp_to_fp %nz, rounding = rtne : tensor<64xf32> -> tensor<64xf16> loc("k.py":4:1)
    %pz = arith.constant dense<0.000000e+00> : tensor<64xf16> loc("k.py":5:1)
    %c = tt.fp_to_fp %pz, rounding = rtne : tensor<64xf16> -> tensor<64xf8E4M3FN> loc("k.py":6:1)
    %one = arith.constant dense<1.000000e+00> : tensor<64xf16> loc("k.py":7:1)
    %d = tt.fp_to_fp %one : tensor<64xf16> -> tensor<64xf32> loc("k.py":8:1)
    %s = arith.constant -0.000000e+00 : bf16 loc("k.py":9:1)
    %e = tt.fp_to_fp %s, rounding = rtne : bf16 -> f16 loc("k.py":10:1)
    %g = tt.fp_to_fp %x : tensor<64xf8E5M2> -> tensor<64xf32> loc("k.py":11:1)
    tt.return %a, %b, %c, %d, %e, %g : f32, tensor<64xf16>, tensor<64xf8E4M3FN>, tensor<64xf32>, f16, tensor<64xf32> loc("k.py":12:1)
  } loc("k.py":13:1)
""",
    # addptr by a zero offset (scalar or splat) is the pointer; advance by all-zero offsets
    # is the tensor pointer.
    "pointers": """
  tt.func @f(%p: !tt.ptr<f32>, %ps: tensor<16x!tt.ptr<f32>>, %q: !tt.ptr<tensor<16x16xf16>>, %i: i32) -> (!tt.ptr<f32>, tensor<16x!tt.ptr<f32>>, tensor<16x!tt.ptr<f32>>, !tt.ptr<tensor<16x16xf16>>, !tt.ptr<tensor<16x16xf16>>) {
    %c0 = arith.constant 0 : i32 loc("k.py":1:1)
    %a = tt.addptr %p, %c0 : !tt.ptr<f32>, i32 loc("k.py":2:1)
    %z = arith.constant dense<0> : tensor<16xi64> loc("k.py":3:1)
    %b = tt.addptr %ps, %z : tensor<16x!tt.ptr<f32>>, tensor<16xi64> loc("k.py":4:1)
    %one = arith.constant dense<1> : tensor<16xi32> loc("k.py":5:1)
    %c = tt.addptr %ps, %one : tensor<16x!tt.ptr<f32>>, tensor<16xi32> loc("k.py":6:1)
    %d = tt.advance %q, [%c0, %c0] : <tensor<16x16xf16>> loc("k.py":7:1)
    %e = tt.advance %q, [%c0, %i] : <tensor<16x16xf16>> loc("k.py":8:1)
    tt.return %a, %b, %c, %d, %e : !tt.ptr<f32>, tensor<16x!tt.ptr<f32>>, tensor<16x!tt.ptr<f32>>, !tt.ptr<tensor<16x16xf16>>, !tt.ptr<tensor<16x16xf16>> loc("k.py":9:1)
  } loc("k.py":10:1)
""",
    # Folds feed each other: make_range -> expand_dims -> broadcast, splat -> trans ->
    # reshape; the new constants reach the front of the function in reverse order, and the
    # constants they came from die.
    "chain": """
  tt.func @f() -> (tensor<128x1xi32>, tensor<8x4xf32>) {
    %r = tt.make_range {end = 1 : i32, start = 0 : i32} : tensor<1xi32> loc("k.py":1:1)
    %e = tt.expand_dims %r {axis = 1 : i32} : tensor<1xi32> -> tensor<1x1xi32> loc("k.py":2:1)
    %b = tt.broadcast %e : tensor<1x1xi32> -> tensor<128x1xi32> loc("k.py":3:1)
    %c = arith.constant 4.000000e+00 : f32 loc("k.py":4:1)
    %s = tt.splat %c : f32 -> tensor<4x8xf32> loc("k.py":5:1)
    %t = tt.trans %s {order = array<i32: 1, 0>} : tensor<4x8xf32> -> tensor<8x4xf32> loc("k.py":6:1)
    %u = tt.reshape %t : tensor<8x4xf32> -> tensor<8x4xf32> loc("k.py":7:1)
    tt.return %b, %u : tensor<128x1xi32>, tensor<8x4xf32> loc("k.py":8:1)
  } loc("k.py":9:1)
""",
    # A folded constant inside a loop is hoisted to the function's entry (and deduplicated
    # with an equal one there).
    "in_loop": """
  tt.func @f(%n: i32, %p: tensor<64x!tt.ptr<f32>>, %mask: tensor<64xi1>) -> tensor<64xf32> {
    %c0 = arith.constant 0 : i32 loc("k.py":1:1)
    %c1 = arith.constant 1 : i32 loc("k.py":2:1)
    %zero = arith.constant dense<0.000000e+00> : tensor<64xf32> loc("k.py":3:1)
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<64xf32>) : i32 {
      %f = arith.constant 0.000000e+00 : f32 loc("k.py":4:1)
      %other = tt.splat %f : f32 -> tensor<64xf32> loc("k.py":5:1)
      %v = tt.load %p, %mask, %other : tensor<64x!tt.ptr<f32>> loc("k.py":6:1)
      %s = arith.addf %acc, %v : tensor<64xf32> loc("k.py":7:1)
      scf.yield %s : tensor<64xf32> loc("k.py":8:1)
    } loc("k.py":9:1)
    tt.return %r : tensor<64xf32> loc("k.py":10:1)
  } loc("k.py":11:1)
""",
    # trans(trans(x)) is changed in place; MLIR then revisits it at once, so it folds further
    # (to x, or to a constant) in the same iteration, which orders the new constants.
    "trans_chain": """
  tt.func @f(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<8x4xi32>, tensor<4x8xf32>, tensor<8x4xi32>) {
    %c = arith.constant dense<2.000000e+00> : tensor<4x8xf32> loc("k.py":1:1)
    %a = tt.trans %c {order = array<i32: 1, 0>} : tensor<4x8xf32> -> tensor<8x4xf32> loc("k.py":2:1)
    %b = tt.trans %a {order = array<i32: 1, 0>} : tensor<8x4xf32> -> tensor<4x8xf32> loc("k.py":3:1)
    %r = tt.make_range {end = 1 : i32, start = 0 : i32} : tensor<1xi32> loc("k.py":4:1)
    %e = tt.expand_dims %r {axis = 1 : i32} : tensor<1xi32> -> tensor<1x1xi32> loc("k.py":5:1)
    %g = tt.broadcast %e : tensor<1x1xi32> -> tensor<1x4xi32> loc("k.py":6:1)
    %h = tt.broadcast %g : tensor<1x4xi32> -> tensor<8x4xi32> loc("k.py":7:1)
    %k = tt.trans %x {order = array<i32: 1, 0>} : tensor<4x8xf32> -> tensor<8x4xf32> loc("k.py":8:1)
    %l = tt.trans %k {order = array<i32: 1, 0>} : tensor<8x4xf32> -> tensor<4x8xf32> loc("k.py":9:1)
    %c5 = arith.constant 5 : i32 loc("k.py":10:1)
    %s = tt.splat %c5 : i32 -> tensor<4x8xi32> loc("k.py":11:1)
    %t = tt.trans %s {order = array<i32: 1, 0>} : tensor<4x8xi32> -> tensor<8x4xi32> loc("k.py":12:1)
    %u = tt.trans %t {order = array<i32: 1, 0>} : tensor<8x4xi32> -> tensor<4x8xi32> loc("k.py":13:1)
    %w = tt.trans %u {order = array<i32: 1, 0>} : tensor<4x8xi32> -> tensor<8x4xi32> loc("k.py":14:1)
    tt.return %b, %h, %l, %w : tensor<4x8xf32>, tensor<8x4xi32>, tensor<4x8xf32>, tensor<8x4xi32> loc("k.py":15:1)
  } loc("k.py":16:1)
""",
    # Unused ops without memory effects (or only reads) are erased, as MLIR's
    # wouldOpBeTriviallyDead decides from the effects TritonOps.td declares: pure extern and
    # inline-asm calls, cat, non-volatile loads, map_elementwise with a pure body; volatile
    # loads, impure calls, atomics, prints and asserts stay.
    "dead_ops": """
  tt.func @f(%x: tensor<64xf32>, %p: tensor<64x!tt.ptr<f32>>, %i: tensor<4x2xi32>, %c: i1) {
    %a = tt.extern_elementwise %x {libname = "libdevice", libpath = "", pure = true, symbol = "__nv_expf"} : (tensor<64xf32>) -> tensor<64xf32> loc("k.py":1:1)
    %b = tt.extern_elementwise %x {libname = "libdevice", libpath = "", pure = false, symbol = "__nv_logf"} : (tensor<64xf32>) -> tensor<64xf32> loc("k.py":2:1)
    %d = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %x : tensor<64xf32> -> tensor<64xf32> loc("k.py":3:1)
    %e = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = false} %x : tensor<64xf32> -> tensor<64xf32> loc("k.py":4:1)
    %g = tt.cat %i, %i : tensor<4x2xi32> -> tensor<8x2xi32> loc("k.py":5:1)
    %h = tt.load %p : tensor<64x!tt.ptr<f32>> loc("k.py":6:1)
    %v = tt.load %p {isVolatile = true} : tensor<64x!tt.ptr<f32>> loc("k.py":7:1)
    %r = tt.atomic_rmw fadd, acq_rel, gpu, %p, %x : (tensor<64x!tt.ptr<f32>>, tensor<64xf32>) -> tensor<64xf32> loc("k.py":8:1)
    %m = "tt.map_elementwise"(%x) <{pack = 1 : i32}> ({
    ^bb0(%arg0: f32):
      "tt.map_elementwise.return"(%arg0) : (f32) -> () loc("k.py":9:1)
    }) : (tensor<64xf32>) -> tensor<64xf32> loc("k.py":10:1)
    tt.print " x: " {hex = false, isSigned = array<i32: 0>} : %x : tensor<64xf32> loc("k.py":11:1)
    tt.assert %c, "c must hold" : i1 loc("k.py":12:1)
    tt.return loc("k.py":13:1)
  } loc("k.py":14:1)
""",
}


def module_text(name: str) -> str:
    return BLOCKED + HEADER + CASES[name] + "}\n"


def run_ours(text: str, debuginfo: bool = True) -> str:
    ctx = make_context()
    module = parse_module(text, ctx, "in.mlir")
    assert apply_patterns_greedily(module, [])
    return print_module(module, debuginfo=debuginfo)


# Cases that differ because of another module (strict: remove the entry once it passes).
KNOWN_GAPS: dict[str, str] = {}


@pytest.mark.parametrize(
    "name",
    [
        pytest.param(n, marks=pytest.mark.xfail(reason=KNOWN_GAPS[n], strict=True))
        if n in KNOWN_GAPS
        else n
        for n in sorted(CASES)
    ],
)
def test_folds_match_mlir(name: str) -> None:
    text = module_text(name)
    expected = run_cpp_pass(text, FLAG, debuginfo=True, filename="in.mlir")
    ours = run_ours(text)
    # Byte-identical as printed, and the same IR once libtriton re-reads ours.
    assert ours == expected
    assert libtriton_print(ours, True, "in.mlir") == expected


def test_every_folder_of_triton_is_declared() -> None:
    # TritonOps.td `hasFolder`: these ops fold through xDSL's HasFolder trait.
    folding = {
        tt.FpToFpOp,
        tt.AddPtrOp,
        tt.AdvanceOp,
        tt.SplatOp,
        tt.ExpandDimsOp,
        tt.ReshapeOp,
        tt.BroadcastOp,
        tt.TransOp,
        tt.MakeRangeOp,
    }
    assert {op for op in tt.TT.operations if op.has_trait(HasFolder)} == folding


def test_folds_do_not_fire_on_values() -> None:
    # No constant operand and no identity: nothing to fold.
    text = module_text("broadcast")
    module = parse_module(text, make_context(), "in.mlir")
    ops = {op.results[0].name_hint: op for op in module.walk() if op.results}
    assert ops["v"].fold() is None
    assert ops["kept"].fold() is None
    assert ops["same"].fold() == (ops["same"].src,)


# ---- Triton's own lit chunks with descriptor ops: our TMA lowering == the C++ one ------------

def descriptor_chunks(triton_test: Path) -> list[tuple[str, str]]:
    chunks = []
    for path in sorted(triton_test.glob("**/*.mlir")):
        text = path.read_text()
        if "tt.descriptor_" not in text and "tt.make_tensor_descriptor" not in text:
            continue
        for i, chunk in enumerate(text.split("// -----")):
            if "tt.descriptor_" in chunk or "tt.make_tensor_descriptor" in chunk:
                chunks.append((f"{path.relative_to(triton_test)}#{i}", chunk))
    return chunks


# Chunks that still differ, each for a reason outside tt's folds (strict: when one starts to
# match, remove it here).
KNOWN_DIFFERENCES: dict[str, str] = {}


def test_triton_descriptor_chunks_match_cpp(triton_source) -> None:
    compared, differ = 0, []
    for tag, chunk in descriptor_chunks(triton_source("test")):
        try:
            # Isolated: on some chunks the C++ pass aborts (asserts), which would kill us.
            expected = run_cpp_pass(chunk, FLAG, isolated=True)
        except (OracleError, OracleCrash):
            continue  # invalid IR, other dialects, or a C++ abort: nothing to compare
        try:
            ctx = make_context()
            module = parse_module(chunk, ctx, "input.mlir")
            TMALoweringPass().apply(ctx, module)
        except Exception:  # noqa: BLE001  (a located error where C++ succeeded is a difference)
            differ.append(tag)
            continue
        compared += 1
        if libtriton_print(print_module(module), False) != expected:
            differ.append(tag)
    assert compared >= 20
    assert sorted(differ) == sorted(KNOWN_DIFFERENCES)
