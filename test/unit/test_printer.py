"""Printer/parser against libtriton, live: parse + print must equal libtriton's print."""

# ruff: noqa: E501 (MLIR text)

import pytest
from gluon_opt.dialects.diagnostics import DiagnosticError
from gluon_opt.dialects.mlir_parser import parse_module
from gluon_opt.dialects.mlir_printer import format_float, print_module
from gluon_opt.tools.oracle import libtriton_print

CASES = {
    "constants": """
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32} {
  tt.func @f(%x: i32) -> i32 {
    %c = arith.constant 1 : i32
    %c2 = arith.constant 1 : i32
    %t = arith.constant true
    %f = arith.constant 1.5 : f32
    %n = arith.constant 0xFF800000 : f32
    %d = arith.constant dense<0xFF800000> : tensor<4xf32>
    %e = arith.constant dense<[1.0, 2.0, 3.5, 4.0]> : tensor<4xf32>
    %i = arith.constant 5 : index
    %y = arith.addi %x, %c : i32
    tt.return %y : i32
  }
}
""",
    "blocks": """
tt.func @g(%x: i32) -> i32 {
  cf.br ^bb1(%x : i32)
^bb1(%z: i32):
  %c = arith.cmpi eq, %z, %x : i32
  cf.cond_br %c, ^bb1(%z : i32), ^bb2
^bb2:
  tt.return %z : i32
^bb3:
  %u = ub.poison : i32
  tt.return %u : i32
}
""",
    "scf_and_groups": """
tt.func @h(%n: i32, %t: tensor<16x32x2xf32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %a, %b = tt.split %t : tensor<16x32x2xf32> -> tensor<16x32xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
    %s = arith.addi %acc, %i : i32
    scf.yield %s : i32
  }
  scf.for %i = %c0 to %n step %c1 : i32 {
  }
  %true = arith.constant true
  %p:2 = scf.if %true -> (i32, i32) {
    scf.yield %c0, %r : i32, i32
  } else {
    scf.yield %r, %c0 : i32, i32
  }
  %w = scf.while (%v = %p#1) : (i32) -> i32 {
    %k = arith.cmpi slt, %v, %n : i32
    scf.condition(%k) %v : i32
  } do {
  ^bb0(%v: i32):
    scf.yield %v : i32
  }
  tt.return %w : i32
}
""",
    "locations": """
module {
  tt.func @f(%a: i32 loc(#loc1), %b: i32 loc(#loc5)) -> i32 {
    %0 = arith.addi %a, %b : i32 loc(#loc3)
    %1 = arith.addi %0, %a : i32 loc(#loc3)
    %2 = arith.constant 7 : i32 loc(#loc3)
    %3 = arith.muli %1, %2 : i32 loc(#loc6)
    %4 = arith.muli %3, %2 : i32 loc(#loc7)
    %5 = arith.muli %4, %2 : i32 loc(unknown)
    tt.return %5 : i32 loc(#loc4)
  } loc(#loc)
} loc(#loc)
#loc = loc("k.py":1:0)
#loc1 = loc("a"(#loc))
#loc2 = loc("k.py":2:4)
#loc3 = loc("sum"(#loc2))
#loc4 = loc("k.py":3:4)
#loc5 = loc("b"(#loc))
#loc6 = loc(callsite(#loc2 at #loc4))
#loc7 = loc(fused[#loc2, #loc4])
""",
    "layouts": """
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @l(%x: tensor<64x64xf16, #blocked1>) {
    %0 = ttg.convert_layout %x : tensor<64x64xf16, #blocked1> -> tensor<64x64xf16, #blocked>
    %1 = ttg.local_alloc %0 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.return
  }
}
""",
}


@pytest.mark.parametrize("debuginfo", [False, True], ids=["nodebug", "debug"])
@pytest.mark.parametrize("name", sorted(CASES))
def test_round_trip_matches_libtriton(name: str, debuginfo: bool) -> None:
    text = CASES[name]
    expected = libtriton_print(text, debuginfo=debuginfo, filename="input.mlir")
    ours = print_module(parse_module(text, filename="input.mlir"), debuginfo=debuginfo)
    assert ours == expected


@pytest.mark.parametrize("name", sorted(CASES))
def test_output_reparses_in_libtriton(name: str) -> None:
    ours = print_module(parse_module(CASES[name], filename="input.mlir"), debuginfo=True)
    # Our debuginfo output read back by libtriton prints the same again.
    assert libtriton_print(ours, debuginfo=True) == ours


def test_generic_form_round_trips() -> None:
    text = CASES["scf_and_groups"]
    generic = print_module(parse_module(text), generic=True)
    assert '"scf.for"' in generic and "module" not in generic.splitlines()[0][:6]
    assert print_module(parse_module(generic)) == print_module(parse_module(text))


def test_local_scope_has_no_aliases() -> None:
    out = print_module(parse_module(CASES["locations"]), debuginfo=True, local_scope=True)
    assert "#loc" not in out
    assert 'loc("sum"("k.py":2:4))' in out


def test_bad_input_is_located() -> None:
    with pytest.raises(DiagnosticError) as info:
        parse_module("module {\n  %0 = arith.nope\n}\n", filename="bad.mlir")
    pos = info.value.position()
    assert (pos.filename.data, pos.line.data, pos.column.data) == ("bad.mlir", 2, 8)


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (1.5, "1.500000e+00"),
        (0.1, "1.000000e-01"),
        (float("-inf"), "0xFF800000"),
        (-0.0, "-0.000000e+00"),
    ],
)
def test_float_spelling_f32(value: float, text: str) -> None:
    from xdsl.dialects.builtin import f32

    assert format_float(value, f32) == text


def _random_float_constants(seed: int, count: int) -> str:
    """A function with ``count`` constants per float type: random bit patterns (all
    exponents, denormals included; no NaN/Inf) and short decimals, as MLIR text."""
    import random

    rng = random.Random(seed)
    types = {"f16": (16, 5), "bf16": (16, 8), "f32": (32, 8), "f64": (64, 11)}
    lines = ["tt.func @floats() {"]
    for type_name, (width, exponent_bits) in types.items():
        mantissa_bits = width - 1 - exponent_bits
        all_ones = (1 << exponent_bits) - 1
        for i in range(count):
            if i % 3 == 2:
                value = rng.randint(-30000, 30000) / rng.choice([1, 3, 7, 10, 1000])
                lines.append(f"  %v{type_name}{i} = arith.constant {value!r} : {type_name}")
                continue
            bits = rng.getrandbits(rng.choice([width, rng.randint(1, width)]))
            if (bits >> mantissa_bits) & all_ones == all_ones:
                bits ^= 1 << (width - 2)  # not Inf/NaN: those print in hex anyway
            lines.append(f"  %v{type_name}{i} = arith.constant 0x{bits:X} : {type_name}")
    lines.append("  tt.return\n}\n")
    return "\n".join(lines)


@pytest.mark.parametrize("seed", [0, 1])
def test_random_float_constants_match_libtriton(seed: int) -> None:
    # APFloat::toString truncates before it rounds: f16/bf16 values whose 7th digit is a
    # 5 show whether our digits are MLIR's (e.g. 9.997550e-02, not 9.997560e-02).
    text = _random_float_constants(seed, 300)
    expected = libtriton_print(text, filename="floats.mlir").splitlines()
    ours = print_module(parse_module(text, filename="floats.mlir")).splitlines()
    assert len(ours) == len(expected)
    wrong = [(e, o) for e, o in zip(expected, ours, strict=True) if e != o]
    assert not wrong, wrong[:5]


@pytest.mark.parametrize(
    ("text", "type_name"),
    [("9.997550e-02", "f16"), ("9.999940e-41", "f32"), ("0x4B3C614E", "f32")],
)
def test_float_spelling_examples(text: str, type_name: str) -> None:
    module = f"tt.func @f() {{\n  %c = arith.constant {text} : {type_name}\n  tt.return\n}}\n"
    assert f"arith.constant {text} : {type_name}" in print_module(parse_module(module))
