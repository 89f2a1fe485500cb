"""The folds of arith ops (MLIR's ArithOps.cpp) against libtriton's, through the greedy driver.

Each case's function returns the values that fold (so they stay alive) and mixes cases that
fold with near misses that must not; it runs through our driver and through libtriton's TMA
lowering (which, without descriptor ops, is MLIR's driver alone) and both must print the same
module, locations included.
"""

# ruff: noqa: E501  (the MLIR cases keep one op per line)

from __future__ import annotations

import pytest

CASES = {
    # and: x & 0 -> 0 (the constant), x & -1 -> x, x & not(x) -> 0, and(a, and(a, b)) ->
    # and(a, b), constants (scalar, splat, elementwise) fold; a constant on the left moves right.
    "andi": """
  tt.func @f(%x: i32, %y: i32, %t: tensor<4xi8>) -> (i32, i32, i32, i32, i32, i32, tensor<4xi8>, tensor<4xi8>, i32) {
    %c0 = arith.constant 0 : i32 loc("k.py":1:1)
    %m1 = arith.constant -1 : i32 loc("k.py":2:1)
    %c12 = arith.constant 12 : i32 loc("k.py":3:1)
    %c10 = arith.constant 10 : i32 loc("k.py":4:1)
    %a = arith.andi %x, %c0 : i32 loc("k.py":5:1)
    %b = arith.andi %x, %m1 : i32 loc("k.py":6:1)
    %n = arith.xori %x, %m1 : i32 loc("k.py":7:1)
    %c = arith.andi %x, %n : i32 loc("k.py":8:1)
    %ab = arith.andi %x, %y : i32 loc("k.py":9:1)
    %d = arith.andi %x, %ab : i32 loc("k.py":10:1)
    %e = arith.andi %c12, %c10 : i32 loc("k.py":11:1)
    %s1 = arith.constant dense<[1, 3, -1, 6]> : tensor<4xi8> loc("k.py":12:1)
    %s2 = arith.constant dense<[3, 3, 127, 4]> : tensor<4xi8> loc("k.py":13:1)
    %g = arith.andi %s1, %s2 : tensor<4xi8> loc("k.py":14:1)
    %z = arith.constant dense<0> : tensor<4xi8> loc("k.py":15:1)
    %h = arith.andi %z, %t : tensor<4xi8> loc("k.py":16:1)
    %k = arith.andi %c12, %y : i32 loc("k.py":17:1)
    tt.return %a, %b, %c, %d, %e, %ab, %g, %h, %k : i32, i32, i32, i32, i32, i32, tensor<4xi8>, tensor<4xi8>, i32 loc("k.py":18:1)
  } loc("k.py":19:1)
""",
    # or: x | 0 -> x, x | -1 -> -1, x | not(x) -> -1; xor: x ^ 0 -> x, x ^ x -> 0,
    # xor(xor(x, a), a) -> x; constants fold; i1 too.
    "ori_xori": """
  tt.func @f(%x: i32, %a: i32, %p: i1) -> (i32, i32, i32, i32, i32, i32, i32, i1, i1) {
    %c0 = arith.constant 0 : i32 loc("k.py":1:1)
    %m1 = arith.constant -1 : i32 loc("k.py":2:1)
    %c5 = arith.constant 5 : i32 loc("k.py":3:1)
    %c6 = arith.constant 6 : i32 loc("k.py":4:1)
    %o1 = arith.ori %x, %c0 : i32 loc("k.py":5:1)
    %o2 = arith.ori %x, %m1 : i32 loc("k.py":6:1)
    %n = arith.xori %x, %m1 : i32 loc("k.py":7:1)
    %o3 = arith.ori %n, %x : i32 loc("k.py":8:1)
    %o4 = arith.ori %c5, %c6 : i32 loc("k.py":9:1)
    %x1 = arith.xori %x, %x : i32 loc("k.py":10:1)
    %xa = arith.xori %x, %a : i32 loc("k.py":11:1)
    %x2 = arith.xori %xa, %a : i32 loc("k.py":12:1)
    %x3 = arith.xori %c5, %c6 : i32 loc("k.py":13:1)
    %true = arith.constant true loc("k.py":14:1)
    %np = arith.xori %p, %true : i1 loc("k.py":15:1)
    %b1 = arith.ori %p, %np : i1 loc("k.py":16:1)
    %b2 = arith.xori %np, %true : i1 loc("k.py":17:1)
    tt.return %o1, %o2, %o3, %o4, %x1, %x2, %x3, %b1, %b2 : i32, i32, i32, i32, i32, i32, i32, i1, i1 loc("k.py":18:1)
  } loc("k.py":19:1)
""",
    # division and remainder: by one, of constants (signed rounds towards zero, floor and
    # ceil variants), (a * b) / b with the right overflow flag; never by zero or MIN / -1.
    "div_rem": """
  tt.func @f(%x: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
    %c1 = arith.constant 1 : i32 loc("k.py":1:1)
    %c0 = arith.constant 0 : i32 loc("k.py":2:1)
    %m7 = arith.constant -7 : i32 loc("k.py":3:1)
    %c2 = arith.constant 2 : i32 loc("k.py":4:1)
    %min = arith.constant -2147483648 : i32 loc("k.py":5:1)
    %m1 = arith.constant -1 : i32 loc("k.py":6:1)
    %d1 = arith.divui %x, %c1 : i32 loc("k.py":7:1)
    %d2 = arith.divsi %m7, %c2 : i32 loc("k.py":8:1)
    %d3 = arith.divui %m7, %c2 : i32 loc("k.py":9:1)
    %d4 = arith.divsi %m7, %c0 : i32 loc("k.py":10:1)
    %d5 = arith.divsi %min, %m1 : i32 loc("k.py":11:1)
    %f1 = arith.floordivsi %m7, %c2 : i32 loc("k.py":12:1)
    %f2 = arith.ceildivsi %m7, %c2 : i32 loc("k.py":13:1)
    %f3 = arith.ceildivui %m7, %c2 : i32 loc("k.py":14:1)
    %r1 = arith.remsi %m7, %c2 : i32 loc("k.py":15:1)
    %r2 = arith.remui %m7, %c2 : i32 loc("k.py":16:1)
    %r3 = arith.remui %x, %c1 : i32 loc("k.py":17:1)
    %r4 = arith.remsi %x, %c0 : i32 loc("k.py":18:1)
    %mul = arith.muli %x, %b overflow<nuw> : i32 loc("k.py":19:1)
    %q1 = arith.divui %mul, %b : i32 loc("k.py":20:1)
    %q2 = arith.divsi %mul, %b : i32 loc("k.py":21:1)
    %f4 = arith.ceildivsi %c2, %m7 : i32 loc("k.py":22:1)
    %f5 = arith.floordivsi %min, %m1 : i32 loc("k.py":23:1)
    tt.return %d1, %d2, %d3, %d4, %d5, %f1, %f2, %f3, %r1, %r2, %r3, %r4, %q1, %q2, %f4, %f5, %mul : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 loc("k.py":24:1)
  } loc("k.py":25:1)
""",
    # Unused arith ops have no effects, division and remainder included: all erased.
    "dead_arith": """
  tt.func @f(%x: tensor<128xi32>, %y: i32) {
    %c66 = arith.constant dense<66> : tensor<128xi32> loc("k.py":1:1)
    %a = arith.remui %x, %c66 : tensor<128xi32> loc("k.py":2:1)
    %b = arith.divsi %y, %y : i32 loc("k.py":3:1)
    %c = arith.remsi %c66, %x : tensor<128xi32> loc("k.py":4:1)
    %d = arith.extsi %y : i32 to i64 loc("k.py":5:1)
    %e = arith.ceildivui %y, %y : i32 loc("k.py":6:1)
    tt.return loc("k.py":7:1)
  } loc("k.py":8:1)
""",
    # min/max: of equal operands, with the absorbing or identity bound, of constants.
    "min_max": """
  tt.func @f(%x: i32, %t: tensor<8xi16>) -> (i32, i32, i32, i32, i32, i32, i32, i32, tensor<8xi16>) {
    %max = arith.constant 2147483647 : i32 loc("k.py":1:1)
    %min = arith.constant -2147483648 : i32 loc("k.py":2:1)
    %c0 = arith.constant 0 : i32 loc("k.py":3:1)
    %m3 = arith.constant -3 : i32 loc("k.py":4:1)
    %c4 = arith.constant 4 : i32 loc("k.py":5:1)
    %a = arith.maxsi %x, %x : i32 loc("k.py":6:1)
    %b = arith.maxsi %x, %max : i32 loc("k.py":7:1)
    %c = arith.minsi %x, %max : i32 loc("k.py":8:1)
    %d = arith.maxui %x, %c0 : i32 loc("k.py":9:1)
    %e = arith.minui %x, %c0 : i32 loc("k.py":10:1)
    %g = arith.maxsi %m3, %c4 : i32 loc("k.py":11:1)
    %h = arith.maxui %m3, %c4 : i32 loc("k.py":12:1)
    %k = arith.minsi %min, %x : i32 loc("k.py":13:1)
    %s = arith.constant dense<7> : tensor<8xi16> loc("k.py":14:1)
    %l = arith.minsi %t, %s : tensor<8xi16> loc("k.py":15:1)
    tt.return %a, %b, %c, %d, %e, %g, %h, %k, %l : i32, i32, i32, i32, i32, i32, i32, i32, tensor<8xi16> loc("k.py":16:1)
  } loc("k.py":17:1)
""",
    # shifts: by zero, of constants, never by the bit width or more.
    "shifts": """
  tt.func @f(%x: i32) -> (i32, i32, i32, i32, i32, i32) {
    %c0 = arith.constant 0 : i32 loc("k.py":1:1)
    %c3 = arith.constant 3 : i32 loc("k.py":2:1)
    %c32 = arith.constant 32 : i32 loc("k.py":3:1)
    %m16 = arith.constant -16 : i32 loc("k.py":4:1)
    %a = arith.shrui %x, %c0 : i32 loc("k.py":5:1)
    %b = arith.shrui %m16, %c3 : i32 loc("k.py":6:1)
    %c = arith.shrsi %m16, %c3 : i32 loc("k.py":7:1)
    %d = arith.shli %m16, %c3 : i32 loc("k.py":8:1)
    %e = arith.shli %c3, %c32 : i32 loc("k.py":9:1)
    %g = arith.shrsi %x, %c0 : i32 loc("k.py":10:1)
    tt.return %a, %b, %c, %d, %e, %g : i32, i32, i32, i32, i32, i32 loc("k.py":11:1)
  } loc("k.py":12:1)
""",
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_arith_folds_match_mlir(name: str, assert_greedy_matches_cpp) -> None:
    assert_greedy_matches_cpp(CASES[name])


MORE_CASES = {
    # cmpi: of equal operands, i1 against false/true, ext(i1) != 0, a constant on the left
    # moves right with the mirrored predicate, constants fold (scalar and splat).
    "cmpi": """
  tt.func @f(%x: i32, %p: i1, %t: tensor<8xi1>, %v: tensor<8xi32>) -> (i1, i1, i1, i1, i1, i1, i1, i1, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, i1) {
    %true = arith.constant true loc("k.py":1:1)
    %false = arith.constant false loc("k.py":2:1)
    %c0 = arith.constant 0 : i32 loc("k.py":3:1)
    %c5 = arith.constant 5 : i32 loc("k.py":4:1)
    %m1 = arith.constant -1 : i32 loc("k.py":5:1)
    %a = arith.cmpi sle, %x, %x : i32 loc("k.py":6:1)
    %b = arith.cmpi eq, %p, %true : i1 loc("k.py":7:1)
    %c = arith.cmpi ne, %p, %false : i1 loc("k.py":8:1)
    %e = arith.extui %p : i1 to i32 loc("k.py":9:1)
    %d = arith.cmpi ne, %e, %c0 : i32 loc("k.py":10:1)
    %g = arith.cmpi slt, %c5, %x : i32 loc("k.py":11:1)
    %h = arith.cmpi slt, %m1, %c5 : i32 loc("k.py":12:1)
    %k = arith.cmpi ult, %m1, %c5 : i32 loc("k.py":13:1)
    %l = arith.cmpi eq, %p, %false : i1 loc("k.py":14:1)
    %ts = arith.constant dense<true> : tensor<8xi1> loc("k.py":15:1)
    %m = arith.cmpi eq, %t, %ts : tensor<8xi1> loc("k.py":16:1)
    %s1 = arith.constant dense<3> : tensor<8xi32> loc("k.py":17:1)
    %s2 = arith.constant dense<4> : tensor<8xi32> loc("k.py":18:1)
    %n = arith.cmpi sge, %s1, %s2 : tensor<8xi32> loc("k.py":19:1)
    %o = arith.cmpi ne, %v, %v : tensor<8xi32> loc("k.py":20:1)
    %q = arith.cmpi ugt, %c0, %x : i32 loc("k.py":21:1)
    tt.return %a, %b, %c, %d, %g, %h, %k, %l, %m, %n, %o, %q : i1, i1, i1, i1, i1, i1, i1, i1, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, i1 loc("k.py":22:1)
  } loc("k.py":23:1)
""",
    # select: equal branches, constant condition (scalar or splat), select %c, true, false,
    # select of a cmpi eq/ne between the two branches, non-splat condition over constants.
    "select": """
  tt.func @f(%c: i1, %x: i32, %y: i32, %tc: tensor<4xi1>, %tx: tensor<4xf32>) -> (i32, i32, i32, i1, i32, i32, tensor<4xf32>, tensor<4xi32>, i1) {
    %true = arith.constant true loc("k.py":1:1)
    %false = arith.constant false loc("k.py":2:1)
    %a = arith.select %c, %x, %x : i32 loc("k.py":3:1)
    %b = arith.select %true, %x, %y : i32 loc("k.py":4:1)
    %d = arith.select %false, %x, %y : i32 loc("k.py":5:1)
    %e = arith.select %c, %true, %false : i1 loc("k.py":6:1)
    %eq = arith.cmpi eq, %x, %y : i32 loc("k.py":7:1)
    %g = arith.select %eq, %x, %y : i32 loc("k.py":8:1)
    %ne = arith.cmpi ne, %y, %x : i32 loc("k.py":9:1)
    %h = arith.select %ne, %x, %y : i32 loc("k.py":10:1)
    %st = arith.constant dense<true> : tensor<4xi1> loc("k.py":11:1)
    %k = arith.select %st, %tx, %tx : tensor<4xi1>, tensor<4xf32> loc("k.py":12:1)
    %mc = arith.constant dense<[true, false, false, true]> : tensor<4xi1> loc("k.py":13:1)
    %ca = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32> loc("k.py":14:1)
    %cb = arith.constant dense<7> : tensor<4xi32> loc("k.py":15:1)
    %l = arith.select %mc, %ca, %cb : tensor<4xi1>, tensor<4xi32> loc("k.py":16:1)
    %m = arith.select %c, %false, %true : i1 loc("k.py":17:1)
    tt.return %a, %b, %d, %e, %g, %h, %k, %l, %m : i32, i32, i32, i1, i32, i32, tensor<4xf32>, tensor<4xi32>, i1 loc("k.py":18:1)
  } loc("k.py":19:1)
""",
    # integer casts: ext(ext(x)) in place, trunci of ext to the source type or narrower,
    # trunci(trunci(x)), constants (scalar, splat, elementwise), index_cast round trips.
    "int_casts": """
  tt.func @f(%b: i8, %w: i64, %i: index) -> (i64, i64, i8, i16, i8, i32, i64, tensor<4xi64>, i32, index, i64, i32) {
    %e1 = arith.extsi %b : i8 to i16 loc("k.py":1:1)
    %e2 = arith.extsi %e1 : i16 to i64 loc("k.py":2:1)
    %u1 = arith.extui %b : i8 to i32 loc("k.py":3:1)
    %u2 = arith.extui %u1 : i32 to i64 loc("k.py":4:1)
    %t1 = arith.trunci %e1 : i16 to i8 loc("k.py":5:1)
    %t2 = arith.trunci %u2 : i64 to i16 loc("k.py":6:1)
    %t3 = arith.trunci %t2 : i16 to i8 loc("k.py":7:1)
    %m1 = arith.constant -1 : i8 loc("k.py":8:1)
    %c1 = arith.extui %m1 : i8 to i32 loc("k.py":9:1)
    %c2 = arith.extsi %m1 : i8 to i64 loc("k.py":10:1)
    %dv = arith.constant dense<[-1, 2, 300, -40000]> : tensor<4xi32> loc("k.py":11:1)
    %c3 = arith.extsi %dv : tensor<4xi32> to tensor<4xi64> loc("k.py":12:1)
    %big = arith.constant 4294967301 : i64 loc("k.py":13:1)
    %c4 = arith.trunci %big : i64 to i32 loc("k.py":14:1)
    %x1 = arith.index_cast %w : i64 to index loc("k.py":15:1)
    %x2 = arith.index_cast %x1 : index to i64 loc("k.py":16:1)
    %y1 = arith.index_cast %i : index to i32 loc("k.py":17:1)
    %y2 = arith.index_cast %y1 : i32 to index loc("k.py":18:1)
    %c5 = arith.index_cast %m1 : i8 to index loc("k.py":19:1)
    %c6 = arith.index_cast %c5 : index to i32 loc("k.py":20:1)
    tt.return %e2, %u2, %t1, %t2, %t3, %c1, %c2, %c3, %c4, %y2, %x2, %c6 : i64, i64, i8, i16, i8, i32, i64, tensor<4xi64>, i32, index, i64, i32 loc("k.py":21:1)
  } loc("k.py":22:1)
""",
}


@pytest.mark.parametrize("name", sorted(MORE_CASES))
def test_arith_compare_select_cast_folds_match_mlir(name: str, assert_greedy_matches_cpp) -> None:
    assert_greedy_matches_cpp(MORE_CASES[name])


FLOAT_CASES = {
    # addf/subf/mulf/divf: identity operands (-0 for addf, +0 for subf, 1 for mulf/divf), then
    # constants computed in the type's precision (f32, f16, bf16, f64; scalars and splats);
    # a constant on the left of a commutative op moves right.
    "float_binary": """
  tt.func @f(%x: f32, %t: tensor<4xf16>) -> (f32, f32, f32, f32, f32, f32, f16, bf16, f64, tensor<4xf16>, f32, f32, f32, f32) {
    %nz = arith.constant -0.000000e+00 : f32 loc("k.py":1:1)
    %pz = arith.constant 0.000000e+00 : f32 loc("k.py":2:1)
    %one = arith.constant 1.000000e+00 : f32 loc("k.py":3:1)
    %tenth = arith.constant 1.000000e-01 : f32 loc("k.py":4:1)
    %third = arith.constant 3.000000e+00 : f32 loc("k.py":5:1)
    %a = arith.addf %x, %nz : f32 loc("k.py":6:1)
    %b = arith.subf %x, %pz : f32 loc("k.py":7:1)
    %c = arith.mulf %x, %one : f32 loc("k.py":8:1)
    %d = arith.divf %x, %one : f32 loc("k.py":9:1)
    %e = arith.addf %tenth, %third : f32 loc("k.py":10:1)
    %g = arith.divf %one, %third : f32 loc("k.py":11:1)
    %h1 = arith.constant 1.000000e+00 : f16 loc("k.py":12:1)
    %h2 = arith.constant 3.000000e+00 : f16 loc("k.py":13:1)
    %h = arith.divf %h1, %h2 : f16 loc("k.py":14:1)
    %b1 = arith.constant 1.000000e+00 : bf16 loc("k.py":15:1)
    %b2 = arith.constant 3.000000e+00 : bf16 loc("k.py":16:1)
    %k = arith.divf %b1, %b2 : bf16 loc("k.py":17:1)
    %d1 = arith.constant 1.000000e-01 : f64 loc("k.py":18:1)
    %l = arith.mulf %d1, %d1 : f64 loc("k.py":19:1)
    %s = arith.constant dense<2.500000e+00> : tensor<4xf16> loc("k.py":20:1)
    %m = arith.mulf %s, %t : tensor<4xf16> loc("k.py":21:1)
    %n = arith.addf %x, %pz : f32 loc("k.py":22:1)
    %o = arith.divf %one, %pz : f32 loc("k.py":23:1)
    %p = arith.subf %pz, %pz : f32 loc("k.py":24:1)
    %q = arith.remf %third, %tenth : f32 loc("k.py":25:1)
    tt.return %a, %b, %c, %d, %e, %g, %h, %k, %l, %m, %n, %o, %p, %q : f32, f32, f32, f32, f32, f32, f16, bf16, f64, tensor<4xf16>, f32, f32, f32, f32 loc("k.py":26:1)
  } loc("k.py":27:1)
""",
    # maximumf/minimumf/maxnumf/minnumf, negf, cmpf of scalar constants.
    "float_min_max_neg_cmp": """
  tt.func @f(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, i1, i1, i1, i1) {
    %ninf = arith.constant 0xFF800000 : f32 loc("k.py":1:1)
    %two = arith.constant 2.000000e+00 : f32 loc("k.py":2:1)
    %m5 = arith.constant -5.000000e+00 : f32 loc("k.py":3:1)
    %nan = arith.constant 0x7FC00000 : f32 loc("k.py":4:1)
    %a = arith.maximumf %x, %ninf : f32 loc("k.py":5:1)
    %b = arith.maximumf %two, %m5 : f32 loc("k.py":6:1)
    %c = arith.minimumf %two, %m5 : f32 loc("k.py":7:1)
    %d = arith.maxnumf %x, %nan : f32 loc("k.py":8:1)
    %e = arith.minnumf %x, %x : f32 loc("k.py":9:1)
    %n1 = arith.negf %x : f32 loc("k.py":10:1)
    %g = arith.negf %n1 : f32 loc("k.py":11:1)
    %h = arith.negf %two : f32 loc("k.py":12:1)
    %k = arith.cmpf olt, %m5, %two : f32 loc("k.py":13:1)
    %l = arith.cmpf oeq, %nan, %two : f32 loc("k.py":14:1)
    %m = arith.cmpf une, %nan, %x : f32 loc("k.py":15:1)
    %o = arith.cmpf ogt, %x, %two : f32 loc("k.py":16:1)
    tt.return %a, %b, %c, %d, %e, %g, %h, %k, %l, %m, %o : f32, f32, f32, f32, f32, f32, f32, i1, i1, i1, i1 loc("k.py":17:1)
  } loc("k.py":18:1)
""",
    # Float casts: truncf folds only an exact value, extf always; sitofp/uitofp round;
    # fptosi/fptoui truncate and never fold out of range; truncf(extf(x)); bitcast.
    "float_casts": """
  tt.func @f(%h: f16) -> (f16, f16, f64, f32, f32, i32, i32, i8, tensor<4xf16>, f16, i32, f32, tensor<2xi32>, bf16) {
    %z = arith.constant 0.000000e+00 : f32 loc("k.py":1:1)
    %tenth = arith.constant 1.000000e-01 : f32 loc("k.py":2:1)
    %a = arith.truncf %z : f32 to f16 loc("k.py":3:1)
    %b = arith.truncf %tenth : f32 to f16 loc("k.py":4:1)
    %c = arith.extf %tenth : f32 to f64 loc("k.py":5:1)
    %m7 = arith.constant -7 : i32 loc("k.py":6:1)
    %d = arith.sitofp %m7 : i32 to f32 loc("k.py":7:1)
    %e = arith.uitofp %m7 : i32 to f32 loc("k.py":8:1)
    %f35 = arith.constant -3.500000e+00 : f32 loc("k.py":9:1)
    %g = arith.fptosi %f35 : f32 to i32 loc("k.py":10:1)
    %k = arith.fptoui %f35 : f32 to i32 loc("k.py":11:1)
    %big = arith.constant 3.000000e+02 : f32 loc("k.py":12:1)
    %l = arith.fptosi %big : f32 to i8 loc("k.py":13:1)
    %s = arith.constant dense<[1.000000e+00, 2.500000e+00, -0.000000e+00, 6.550400e+04]> : tensor<4xf32> loc("k.py":14:1)
    %m = arith.truncf %s : tensor<4xf32> to tensor<4xf16> loc("k.py":15:1)
    %x1 = arith.extf %h : f16 to f32 loc("k.py":16:1)
    %n = arith.truncf %x1 : f32 to f16 loc("k.py":17:1)
    %o = arith.bitcast %tenth : f32 to i32 loc("k.py":18:1)
    %c1 = arith.constant 1065353216 : i32 loc("k.py":19:1)
    %p = arith.bitcast %c1 : i32 to f32 loc("k.py":20:1)
    %dv = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32> loc("k.py":21:1)
    %q = arith.bitcast %dv : tensor<2xf32> to tensor<2xi32> loc("k.py":22:1)
    %ci = arith.constant 16777217 : i32 loc("k.py":23:1)
    %r = arith.sitofp %ci : i32 to bf16 loc("k.py":24:1)
    tt.return %a, %b, %c, %d, %e, %g, %k, %l, %m, %n, %o, %p, %q, %r : f16, f16, f64, f32, f32, i32, i32, i8, tensor<4xf16>, f16, i32, f32, tensor<2xi32>, bf16 loc("k.py":25:1)
  } loc("k.py":26:1)
""",
    # A cast to its operand's own type is that operand (CastOpInterface's trait fold).
    "identity_cast": """
  tt.func @f(%x: i32, %t: tensor<8xf16>) -> (i32, tensor<8xf16>) {
    %a = arith.bitcast %x : i32 to i32 loc("k.py":1:1)
    %b = arith.bitcast %t : tensor<8xf16> to tensor<8xf16> loc("k.py":2:1)
    tt.return %a, %b : i32, tensor<8xf16> loc("k.py":3:1)
  } loc("k.py":4:1)
""",
}


@pytest.mark.parametrize("name", sorted(FLOAT_CASES))
def test_arith_float_folds_match_mlir(name: str, assert_greedy_matches_cpp) -> None:
    assert_greedy_matches_cpp(FLOAT_CASES[name])
