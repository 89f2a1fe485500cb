"""Printer/parser against libtriton, live: parse + print must equal libtriton's print."""

# ruff: noqa: E501 (MLIR text)

import pytest
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.dialects.text.printer import format_float, print_module
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
    "fused_locations": """
module {
  tt.func @f() {
    %a = arith.constant 1 : i32 loc(fused["a.py":1:2])
    %b = arith.constant 2 : i32 loc(fused[unknown])
    %c = arith.constant 3 : i32 loc(fused<"m">[unknown])
    %d = arith.constant 4 : i32 loc(fused["a.py":1:2, fused["b.py":1:2, "a.py":1:2], unknown])
    %e = arith.constant 5 : i32 loc(fused<"m">["a.py":1:2, fused<"m">["c.py":1:2], fused<"n">["d.py":1:2, "e.py":3:3]])
    %g = arith.constant 6 : i32 loc(fused<{x = 1 : i32}>["a.py":1:2])
    tt.return loc(#loc9)
  } loc(fused["a.py":1:2, "b.py":3:4])
}
#loc9 = loc(fused<"abc">["a.py":1:2, "b.py":3:4])
""",
    "hex_dense": """
tt.func @f() {
  %a = arith.constant dense<"0xB66DDBB66DDBB66DDBB66DDBB66DDBB6"> : tensor<128xi1>
  %b = arith.constant dense<"0x01000000"> : tensor<200xi32>
  %c = arith.constant dense<"0xFF"> : tensor<4xi1>
  %d = arith.constant dense<"0x0100000002000000"> : tensor<2xi32>
  %e = arith.constant dense<"0x0000803F"> : tensor<2x100xf32>
  %f = arith.constant dense<[[0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5, 12.5, 13.5, 14.5, 15.5, 16.5, 17.5, 18.5, 19.5, 20.5, 21.5, 22.5, 23.5, 24.5, 25.5, 26.5, 27.5, 28.5, 29.5, 30.5, 31.5, 32.5, 33.5, 34.5, 35.5, 36.5, 37.5, 38.5, 39.5, 40.5, 41.5, 42.5, 43.5, 44.5, 45.5, 46.5, 47.5, 48.5, 49.5, 50.5], [50.5, 49.5, 48.5, 47.5, 46.5, 45.5, 44.5, 43.5, 42.5, 41.5, 40.5, 39.5, 38.5, 37.5, 36.5, 35.5, 34.5, 33.5, 32.5, 31.5, 30.5, 29.5, 28.5, 27.5, 26.5, 25.5, 24.5, 23.5, 22.5, 21.5, 20.5, 19.5, 18.5, 17.5, 16.5, 15.5, 14.5, 13.5, 12.5, 11.5, 10.5, 9.5, 8.5, 7.5, 6.5, 5.5, 4.5, 3.5, 2.5, 1.5, 0.5]]> : tensor<2x51xf16>
  %g = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99]> : tensor<100xi8>
  tt.return
}
""",
    "edge_constants": """
tt.func @f() {
  %a = arith.constant dense<> : tensor<0xf32>
  %b = arith.constant dense<[-0.0, 0.0]> : tensor<2xf32>
  %c = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf16>
  %d = arith.constant dense<5> : tensor<1xi32>
  %e = arith.constant dense<-1> : tensor<4xi8>
  %g = arith.constant dense<0xFFFF> : tensor<4xbf16>
  %h = arith.constant dense<0x7FC00000> : tensor<4xf32>
  %i = arith.constant dense<[1, 2]> : tensor<2xindex>
  %j = arith.constant 1.0e+10 : f64
  %k = arith.constant -3.4028234663852886e+38 : f32
  %l = arith.constant 1.0e-45 : f32
  %m = arith.constant 4.9406564584124654e-324 : f64
  %n = arith.constant 0x7FF8000000000000 : f64
  %o = arith.constant 123456789.0 : f64
  %p = arith.constant 2.5e-08 : bf16
  tt.return
}
""",
    "lenient_syntax": """
tt.func @f(%c: i1, %n: i32, %x: tensor<4xf32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = scf.if %c -> i32 {
    scf.yield %c0 : i32
  } else {
    scf.yield %c1 : i32
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> i32 : i32 {
    scf.yield %acc : i32
  }
  %p = arith.cmpi "slt", %r, %n : i32
  %q = arith.cmpf "olt", %x, %x : tensor<4xf32>
  tt.return %r : i32
}
""",
    "empty": "// nothing but a comment\n",
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
    ours = print_module(parse_module(text, make_context(), filename="input.mlir"), debuginfo=debuginfo)
    assert ours == expected


@pytest.mark.parametrize("name", sorted(CASES))
def test_output_reparses_in_libtriton(name: str) -> None:
    ours = print_module(parse_module(CASES[name], make_context(), filename="input.mlir"), debuginfo=True)
    # Our debuginfo output read back by libtriton prints the same again.
    assert libtriton_print(ours, debuginfo=True) == ours


def test_generic_form_round_trips() -> None:
    text = CASES["scf_and_groups"]
    generic = print_module(parse_module(text, make_context()), generic=True)
    assert '"scf.for"' in generic and "module" not in generic.splitlines()[0][:6]
    assert print_module(parse_module(generic, make_context())) == print_module(parse_module(text, make_context()))


def test_local_scope_has_no_aliases() -> None:
    out = print_module(parse_module(CASES["locations"], make_context()), debuginfo=True, local_scope=True)
    assert "#loc" not in out
    assert 'loc("sum"("k.py":2:4))' in out


def test_bad_input_is_located() -> None:
    with pytest.raises(DiagnosticError) as info:
        parse_module("module {\n  %0 = arith.nope\n}\n", make_context(), filename="bad.mlir")
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
    ours = print_module(parse_module(text, make_context(), filename="floats.mlir")).splitlines()
    assert len(ours) == len(expected)
    wrong = [(e, o) for e, o in zip(expected, ours, strict=True) if e != o]
    assert not wrong, wrong[:5]


@pytest.mark.parametrize(
    ("text", "type_name"),
    [("9.997550e-02", "f16"), ("9.999940e-41", "f32"), ("0x4B3C614E", "f32")],
)
def test_float_spelling_examples(text: str, type_name: str) -> None:
    module = f"tt.func @f() {{\n  %c = arith.constant {text} : {type_name}\n  tt.return\n}}\n"
    assert f"arith.constant {text} : {type_name}" in print_module(parse_module(module, make_context()))


@pytest.mark.parametrize(
    ("body", "col", "message"),
    [
        ('dense<"0xZZ"> : tensor<4xi32>', 29, "expected a hex string starting with 0x"),
        ('dense<"0x0102"> : tensor<4xi32>', 29, "elements hex data size is invalid"),
        ("dense<1> : tensor<?xi32>", 34, "static shape"),
    ],
)
def test_bad_dense_constants_are_located(body: str, col: int, message: str) -> None:
    text = f"tt.func @f() {{\n  %a = arith.constant {body}\n  tt.return\n}}\n"
    with pytest.raises(DiagnosticError) as info:
        parse_module(text, make_context(), filename="bad.mlir")
    pos = info.value.position()
    assert (pos.line.data, pos.column.data) == (2, col)
    assert message in info.value.message


def test_fast_lexer_gives_xdsls_tokens() -> None:
    from pathlib import Path

    from gluon_opt.dialects.text.parser import _FastLexer
    from xdsl.utils.lexer import Input
    from xdsl.utils.mlir_lexer import MLIRLexer, MLIRTokenKind

    corpus = sorted(Path(__file__).resolve().parents[1].glob("corpus/*/*.mlir"))
    tricky = (
        '// c\n%a#1 = "x"(%0) {k = -1.5e+3 : f32, s = "q\\"\\0A"} : () -> !t.p<f16> // end\n'
        '^bb0: #-} {-# #a.b-c = @s @"q" !x ... 0x1F +*?| ^1 %é'
    )
    texts = [tricky] + ([corpus[0].read_text()] if corpus else [])
    for text in texts:
        slow, fast = MLIRLexer(Input(text, "t")), _FastLexer(Input(text, "t"))
        while True:
            try:
                want = slow.lex()
            except Exception as err:  # the same error from both
                with pytest.raises(type(err)):
                    fast.lex()
                break
            got = fast.lex()
            assert (got.kind, got.span.start, got.span.end) == (
                want.kind,
                want.span.start,
                want.span.end,
            )
            if want.kind == MLIRTokenKind.EOF:
                break


def test_shared_parse_cache_keeps_modules_apart() -> None:
    # The parser shares parsed types, alias definitions and locations between modules of one
    # process: the same alias name or the same type text meaning different layouts in two
    # modules must still give each module its own meaning, and errors must not be cached.
    def module(spt: int) -> str:
        return (
            f"#blocked = #ttg.blocked<{{sizePerThread = [{spt}], threadsPerWarp = [32], "
            'warpsPerCTA = [4], order = [0]}>\n#loc = loc("k.py":3:0)\n'
            'module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, '
            'ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {\n'
            "  tt.func public @f() {\n"
            "    %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : "
            "tensor<512xi32, #blocked> loc(#loc)\n"
            "    tt.return loc(#loc)\n  } loc(#loc)\n} loc(#loc)\n"
        )

    for spt in (1, 4, 1, 2):
        text = module(spt)
        for debuginfo in (False, True):
            ours = print_module(parse_module(text, make_context(), filename="k.mlir"), debuginfo=debuginfo)
            assert ours == libtriton_print(text, debuginfo, filename="k.mlir")
    bad = module(1).replace(
        "#ttg.blocked<{sizePerThread = [1]", "#ttg.blocked<{sizePerThread = [1, 1]"
    )
    for _ in range(2):  # the second parse must fail the same way, not hit a cache
        with pytest.raises(DiagnosticError) as info:
            parse_module(bad, make_context(), filename="bad.mlir")
        assert info.value.position() is not None
