"""The parser's fast paths (compiled formats, templates of ops seen before, spellings parsed
once, a ParseCache kept between parses) read what the token-by-token parse reads: the same
print as libtriton's, and libtriton's errors where a repeated spelling no longer fits."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.parser import ParseCache, parse_module
from gluon_opt.dialects.text.printer import print_module
from gluon_opt.tools.oracle import libtriton_print

sys.path.insert(0, str(Path(__file__).parent))
from test_diagnostics_exact import _ours, assert_same_errors_as_libtriton  # noqa: E402

_BLOCKED = (
    "#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], "
    "warpsPerCTA = [4], order = [0]}>\n"
)


def _module(body: str, args: str) -> str:
    return (
        f'{_BLOCKED}module attributes {{"ttg.num-warps" = 4 : i32}} {{\n'
        f"  tt.func @f({args}) {{\n{body}    tt.return\n  }}\n}}\n"
    )


# Each op is spelled again with other operands (in another order, repeating a value, ...):
# the later ones are built from the first one's template.
SAME_PRINT = {
    "hand-written format, operands swapped": _module(
        "    %0 = arith.cmpi slt, %a, %b : i32\n"
        "    %1 = arith.cmpi slt, %b, %a : i32\n"
        "    %2 = arith.cmpi slt, %a, %a : i32\n"
        "    %3 = arith.select %0, %a, %b : i32\n"
        "    %4 = arith.select %1, %b, %b : i32\n",
        "%a: i32, %b: i32",
    ),
    "declarative format, a value repeated first": _module(
        "    %0 = arith.addi %a, %a : i32\n"
        "    %1 = arith.addi %a, %b : i32\n"
        "    %2 = arith.addi %b, %a : i32\n"
        "    %3 = tt.splat %1 : i32 -> tensor<128xi32, #blocked>\n"
        "    %4 = tt.splat %2 : i32 -> tensor<128xi32, #blocked>\n"
        "    %5 = arith.muli %3, %4 : tensor<128xi32, #blocked>\n"
        "    %6 = arith.muli %4, %3 : tensor<128xi32, #blocked>\n",
        "%a: i32, %b: i32",
    ),
    # the forms built without the lexer (in the `#loc` table and on ops), and spellings of
    # the same that go to xDSL's parser (other spacing, a fused location, an escape)
    "locations": '#loc = loc("k.py":3:0)\n'
    '#loc1 = loc("k.py":5:7)\n'
    '#loc3 = loc("n")\n'
    "#loc4 = loc(callsite(#loc3 at #loc1))\n"
    + _module(
        '    %0 = arith.addi %a, %a : i32 loc("k.py":4:5)\n'
        "    %1 = arith.addi %0, %a : i32 loc(#loc2)\n"
        "    %2 = arith.addi %1, %a : i32 loc(#loc5)\n"
        '    %3 = arith.addi %2, %a : i32 loc(callsite("n"("k.py":9:1) at #loc4))\n'
        '    %4 = arith.addi %3, %a : i32 loc( "k.py" : 7 : 2 )\n'
        '    %5 = arith.addi %4, %a : i32 loc(fused["k.py":1:1, "m.py":2:2])\n'
        '    %6 = arith.addi %5, %a : i32 loc("a\\22b"(#loc1))\n',
        '%a: i32 loc("a"(#loc))',
    )
    + "#loc2 = loc(unknown)\n"
    '#loc5 = loc("x"(#loc4))\n'
    '#loc6 = loc(callsite("y" at "k.py":1:2))\n',
    "variadic operands and a trailing location": _module(
        "    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : "
        'tensor<128xi32, #blocked> loc("x")\n'
        "    %1 = tt.addptr %p, %a : !tt.ptr<f32>, i32\n"
        "    %2 = tt.addptr %p, %b : !tt.ptr<f32>, i32 loc(unknown)\n"
        "    %3 = tt.addptr %2, %a : !tt.ptr<f32>, i32\n"
        "    %4 = tt.splat %3 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>\n"
        "    %5 = tt.addptr %4, %0 : "
        "tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>\n"
        "    %6 = tt.load %5 : tensor<128x!tt.ptr<f32>, #blocked>\n"
        "    tt.store %5, %6 : tensor<128x!tt.ptr<f32>, #blocked>\n"
        "    tt.store %5, %6 : tensor<128x!tt.ptr<f32>, #blocked>\n",
        "%p: !tt.ptr<f32>, %a: i32, %b: i32",
    ),
    # tc_gen5_mma's reader reads up to its attribute dictionary, then gives up on the line
    # break after ` :` (Triton's TritonNvidiaGPU/ops.mlir): the op's parse reads it from its name
    "a reader that gives up after the attribute dictionary": (
        "#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, "
        "elementBitWidth = 16}>\n"
        "#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>\n"
        "#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>\n"
        'module attributes {"ttg.num-warps" = 4 : i32} {\n'
        "  tt.func @f(%a: !ttg.memdesc<128x128xf16, #shared, #ttg.shared_memory>, "
        "%c: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %p: i1, "
        "%bar: !ttg.memdesc<1xi64, #shared2, #ttg.shared_memory, mutable>) {\n"
        "    ttng.tc_gen5_mma %a, %a, %c, %p, %p, %bar[%p] {is_async} :\n"
        "       !ttg.memdesc<128x128xf16, #shared, #ttg.shared_memory>,\n"
        "       !ttg.memdesc<128x128xf16, #shared, #ttg.shared_memory>,\n"
        "       !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>,\n"
        "       !ttg.memdesc<1xi64, #shared2, #ttg.shared_memory, mutable>\n"
        "    tt.return\n  }\n}\n"
    ),
}


@pytest.mark.parametrize("name", sorted(SAME_PRINT))
@pytest.mark.parametrize("debuginfo", [False, True])
def test_print_equals_libtriton(name: str, debuginfo: bool) -> None:
    text = SAME_PRINT[name]
    ours = print_module(parse_module(text, make_context(), "input.mlir"), debuginfo=debuginfo)
    assert ours == libtriton_print(text, debuginfo=debuginfo, filename="input.mlir")


def test_parse_cache_kept_between_parses() -> None:
    cache = ParseCache()
    text = SAME_PRINT["variadic operands and a trailing location"]
    first = print_module(parse_module(text, make_context(), cache=cache), debuginfo=True)
    again = print_module(parse_module(text, make_context(), cache=cache), debuginfo=True)
    assert cache.attributes
    assert again == first == libtriton_print(text, debuginfo=True, filename="<stdin>")


# A spelling seen before, whose operands no longer fit its template.
SAME_ERRORS = {
    "operand of another type": _module(
        "    %0 = arith.addi %a, %a : i32\n    %1 = arith.addi %c, %c : i32\n",
        "%a: i32, %c: i64",
    ),
    "hand-written format, operand of another type": _module(
        "    %0 = arith.cmpi slt, %a, %b : i32\n    %1 = arith.cmpi slt, %a, %c : i32\n",
        "%a: i32, %b: i32, %c: i64",
    ),
}


@pytest.mark.parametrize("name", sorted(SAME_ERRORS))
def test_errors_equal_libtriton(name: str) -> None:
    assert_same_errors_as_libtriton(SAME_ERRORS[name])


def _op_classes() -> list[type]:
    ctx = make_context()
    classes = []
    for dialect in ctx.registered_dialect_names:
        loaded = ctx.get_optional_dialect(dialect)
        classes += [] if loaded is None else list(loaded.operations)
    return classes


def test_every_generated_format_parser_compiles() -> None:
    """Each op class with a declarative format gets a generated parser or, where its format
    has a directive the generator does not read, none (its compiled steps read it)."""
    from gluon_opt.dialects.text.parser import compiled_format, generated_format_parser

    generated = 0
    for op_class in _op_classes():
        function = generated_format_parser(op_class)
        if function is not None:
            assert compiled_format(op_class) is not None
            generated += 1
    assert generated > 100


# Ops of generated formats spelled as libtriton prints them, and spelled otherwise (an
# optional group present, a type spelled first in the op, an unknown operand ...).
GENERATED = _module(
    "    %0 = arith.addi %a, %b overflow<nsw> : i32\n"
    "    %1 = arith.addi %0, %b : i32\n"
    "    %2 = arith.constant 7 : i32\n"
    "    %3 = arith.constant dense<1.000000e+00> : tensor<128xf32, #blocked>\n"
    "    %4 = tt.splat %p : !tt.ptr<f16> -> tensor<128x!tt.ptr<f16>, #blocked>\n"
    "    %5 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>\n"
    "    %6 = tt.addptr %4, %5 : tensor<128x!tt.ptr<f16>, #blocked>, tensor<128xi32, #blocked>\n"
    "    %7 = arith.extsi %1 : i32 to i64\n"
    "    %8 = arith.addf %3, %3 fastmath<fast> : tensor<128xf32, #blocked>\n"
    "    %9 = arith.addf %3, %8 {foo} : tensor<128xf32, #blocked>\n"
    # an enum keyword (a custom directive that reads itself) and functional types
    "    %10 = tt.get_program_id y : i32\n"
    "    %11 = tt.get_num_programs z : i32\n"
    "    %12 = tt.atomic_rmw fadd, acq_rel, gpu, %q, %f : (!tt.ptr<f32>, f32) -> f32\n"
    "    %13 = tt.atomic_rmw add, relaxed, cta, %r, %a, %m : (!tt.ptr<i32>, i32, i1) -> i32\n"
    "    %14 = tt.atomic_cas acquire, sys, %r, %a, %b : (!tt.ptr<i32>, i32, i32) -> i32\n"
    # optional groups of a keyword and a unit attribute
    "    %15 = arith.constant dense<1.000000e+00> : tensor<128xf32>\n"
    "    %16 = tt.reshape %15 : tensor<128xf32> -> tensor<2x64xf32>\n"
    "    %17 = tt.reshape %15 allow_reorder : tensor<128xf32> -> tensor<64x2xf32>\n"
    "    %18 = tt.reshape %15 allow_reorder efficient_layout : tensor<128xf32> -> "
    "tensor<4x32xf32>\n",
    "%a: i32, %b: i32, %p: !tt.ptr<f16>, %q: !tt.ptr<f32>, %r: !tt.ptr<i32>, %f: f32, %m: i1",
)


# Splats of float elements spelled as bit patterns, as libtriton prints -inf and NaN (one
# wider than its type: left to the attribute parser)
BIT_PATTERN_SPLATS = _module(
    "    %0 = arith.constant dense<0xFF800000> : tensor<128xf32, #blocked>\n"
    "    %1 = arith.constant dense<0x7FC00001> : tensor<4xf32>\n"
    "    %2 = arith.constant dense<0xFC00> : tensor<8xf16>\n"
    "    %3 = arith.constant dense<0xFF80> : tensor<8xbf16>\n"
    "    %4 = arith.constant dense<0xFFF0000000000000> : tensor<2xf64>\n"
    "    %5 = arith.constant dense<0x7F800000> : tensor<f32>\n",
    "",
)


@pytest.mark.parametrize("text", [GENERATED, BIT_PATTERN_SPLATS], ids=["ops", "splats"])
@pytest.mark.parametrize("debuginfo", [False, True])
def test_generated_format_parsers_print_as_libtriton(text: str, debuginfo: bool) -> None:
    ours = print_module(parse_module(text, make_context(), "input.mlir"), debuginfo=debuginfo)
    assert ours == libtriton_print(text, debuginfo=debuginfo, filename="input.mlir")


def test_bit_pattern_splats_read_as_the_attribute_parser_reads_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from gluon_opt.dialects.text.parser import MLIRParser

    def stored() -> list[tuple[str, str]]:
        module = parse_module(BIT_PATTERN_SPLATS, make_context(), cache=ParseCache())
        return [
            (op.value.data.data.hex(), str(op.value.type))
            for op in module.walk()
            if op.name == "arith.constant"
        ]

    read = stored()
    monkeypatch.setattr(MLIRParser, "_dense_splat_at", lambda *args: None)
    assert read == stored()
    assert len(read) == 6


GENERATED_ERRORS = {
    "operand of another type": _module("    %0 = arith.addi %a, %c : i32\n", "%a: i32, %c: i64"),
    "type of the wrong kind": _module("    %0 = tt.splat %a : i32 -> i32\n", "%a: i32"),
    "missing type": _module("    %0 = arith.extsi %a : i32 to\n", "%a: i32"),
}


@pytest.mark.parametrize("name", sorted(GENERATED_ERRORS))
def test_generated_format_errors_equal_libtriton(name: str) -> None:
    assert_same_errors_as_libtriton(GENERATED_ERRORS[name])


# Bad input where our errors are not libtriton's yet (with or without the generated
# parsers): these read the same through the compiled steps alone.
STEPS_ERRORS = [
    _module("    %0 = arith.addi %a, %x : i32\n", "%a: i32"),
    _module("    %0 = tt.splat %a : i32 -> tensor<4xi32\n", "%a: i32"),
    _module("    %0 = arith.constant 1.5 : i32\n", ""),
    _module("    %0 = tt.splat %a : i32 -> tensor<4xi33x>\n", "%a: i32"),
    _module("    %0 = arith.addi %a, %a {overflowFlags = 1 : i32} : i32\n", "%a: i32"),
    _module("    %0 = arith.addi %a, %a overflow<bad> : i32\n", "%a: i32"),
    _module("    %0 = ttng.wait_barrier %a, %b, %c deps %d : i32\n", "%a: i32, %b: i32"),
    _module("    %0 = tt.get_program_id w : i32\n", ""),
    _module("    %0 = tt.get_program_id : i32\n", ""),
    _module("    %0 = tt.reshape %t efficient_layout allow_reorder : tensor<4xf32> -> "
            "tensor<2x2xf32>\n", "%t: tensor<4xf32>"),
    _module("    %0 = tt.reshape %t allow_reorder : tensor<4xf32>\n", "%t: tensor<4xf32>"),
    # signed and unsigned integer types where a signless one is expected
    _module("    %0 = arith.constant 1 : si32\n", ""),
    _module("    %0 = arith.constant dense<1> : tensor<4xui8>\n", ""),
    _module("    %0 = arith.addi %a, %a : si32\n", "%a: si32"),
    _module(
        "    %0 = tt.atomic_rmw add, relaxed, cta, %r, %a : (!tt.ptr<i32>) -> i32\n",
        "%a: i32, %r: !tt.ptr<i32>",
    ),
    _module(
        "    %0 = tt.atomic_rmw add, relaxed, cta, %r, %a : (!tt.ptr<i32>, i32) -> (i32, i32)\n",
        "%a: i32, %r: !tt.ptr<i32>",
    ),
    _module(
        "    %0 = tt.atomic_rmw add, weak, cta, %r, %a : (!tt.ptr<i32>, i32) -> i32\n",
        "%a: i32, %r: !tt.ptr<i32>",
    ),
]


@pytest.mark.parametrize("index", range(len(STEPS_ERRORS)))
def test_generated_format_errors_equal_the_steps(
    index: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    from gluon_opt.dialects.text import parser

    text = STEPS_ERRORS[index]
    generated = _ours(text, 0, [])
    monkeypatch.setattr(parser, "generated_format_parser", lambda op_class: None)
    assert generated == _ours(text, 0, [])


# Functions read by tt.func's read_text hook (spelled as MLIR prints them) and by its parse
# (other spacing, a declaration): the same print as libtriton's.
FUNCTIONS = (
    '#loc = loc("k.py":1:0)\n'
    'module attributes {"ttg.num-warps" = 4 : i32} {\n'
    "  tt.func private @decl(i32 {tt.divisibility = 16 : i32}, f32) -> i32\n"
    "  tt.func public @f(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32} "
    'loc("a"(#loc)), %b: i32 loc("b"(#loc))) -> (i32, i32) attributes {noinline = false} {\n'
    "    tt.return %b, %b : i32, i32 loc(#loc)\n"
    "  } loc(#loc)\n"
    "  tt.func @g() {\n    tt.return\n  }\n"
    "  tt.func nested @h(%x:i32,%y: i32)->i32 {\n    tt.return %x : i32\n  }\n"
    "  tt.func @k(%x: i64) -> !tt.ptr<f32> {\n"
    "    %0 = tt.int_to_ptr %x : i64 -> !tt.ptr<f32>\n    tt.return %0 : !tt.ptr<f32>\n  }\n"
    # argument attributes (one dictionary spelled twice), signed and unsigned integer types
    "  tt.func @m(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %q: !tt.ptr<f16> "
    "{tt.divisibility = 16 : i32}, %n: i32, %s: i32 {tt.divisibility = 8 : i32}, "
    "%d: !tt.tensordesc<tensor<8x64xsi8>>, %u: ui16, %v: si64) {\n    tt.return\n  }\n"
    "}\n"
)


@pytest.mark.parametrize("debuginfo", [False, True])
def test_functions_print_as_libtriton(debuginfo: bool) -> None:
    ours = print_module(parse_module(FUNCTIONS, make_context(), "input.mlir"), debuginfo=debuginfo)
    assert ours == libtriton_print(FUNCTIONS, debuginfo=debuginfo, filename="input.mlir")


# Ops read by their class's read_text hook (spelled as MLIR prints them) and by its parse
# (other spacing, attributes, clauses): the same print as libtriton's.
READ_OPS = _module(
    "    %0 = arith.cmpi slt, %a, %b : i32\n"
    '    %1 = arith.cmpi "sge", %a, %b {foo} : i32\n'
    "    %2 = arith.cmpf une, %f, %f : f32\n"
    "    %3 = arith.cmpf olt, %f, %f fastmath<fast> : f32\n"
    "    %4 = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>\n"
    "    %5 = tt.splat %f : f32 -> tensor<128xf32, #blocked>\n"
    "    %6 = tt.splat %0 : i1 -> tensor<128xi1, #blocked>\n"
    "    %7 = tt.load %4 : tensor<128x!tt.ptr<f32>, #blocked>\n"
    "    %8 = tt.load %4, %6 : tensor<128x!tt.ptr<f32>, #blocked>\n"
    "    %9 = tt.load %4, %6, %5 : tensor<128x!tt.ptr<f32>, #blocked>\n"
    "    %10 = tt.load %4 cacheModifier = ca : tensor<128x!tt.ptr<f32>, #blocked>\n"
    "    %11 = tt.load %p : !tt.ptr<f32>\n"
    "    %12 = tt.load %4,%6 {isVolatile = true} : tensor<128x!tt.ptr<f32>, #blocked>\n"
    "    tt.store %4, %7 : tensor<128x!tt.ptr<f32>, #blocked>\n"
    "    tt.store %4, %8, %6 : tensor<128x!tt.ptr<f32>, #blocked>\n"
    "    tt.store %p, %f evictionPolicy = evict_last : !tt.ptr<f32>\n"
    "    %13 = arith.cmpi eq, %a, %b : i32\n"
    "    %14:2 = scf.for %i = %a to %b step %a iter_args(%x = %f, %y = %a) -> (f32, i32)  : i32 {\n"
    "      %15 = arith.addf %x, %x : f32\n"
    "      scf.yield %15, %i : f32, i32\n"
    "    }\n"
    "    scf.for %i = %a to %b step %a  : i32 {\n"
    "      tt.store %p, %f : !tt.ptr<f32>\n"
    "    } {tt.num_stages = 2 : i32}\n"
    "    %16 = scf.for %i = %a to %b step %a iter_args(%x = %f) -> f32 : i32 {\n"
    "      scf.yield %x : f32\n"
    "    }\n"
    "    %d = tt.make_tensor_descriptor %h, [%a, %b], [%l, %l] : <f16>, <tensor<128x64xf16>>\n"
    "    %e = tt.make_tensor_descriptor %h, [%a, %b, %a], [%l, %l, %l] {padding = 2 : i32} : "
    "<f16>, <tensor<1x16x64xf16>>\n"
    "    %g = tt.make_tensor_descriptor %h, [%a,%b], [%l, %l] : !tt.ptr<f16>, "
    "!tt.tensordesc<tensor<128x64xf16>>\n"
    "    %17 = tt.descriptor_load %d[%a, %b] : !tt.tensordesc<tensor<128x64xf16>> -> "
    "tensor<128x64xf16>\n"
    "    %18 = tt.descriptor_load %g[%a, %b] cacheModifier = cg : "
    "!tt.tensordesc<tensor<128x64xf16>> -> tensor<128x64xf16>\n"
    "    %c0 = arith.constant 0 : index\n"
    "    scf.for %i = %c0 to %c0 step %c0 {\n"
    "    }\n"
    "    %19 = arith.select %0, %a, %b : i32\n"
    "    %20 = arith.select %6, %5, %9 : tensor<128xi1, #blocked>, tensor<128xf32, #blocked>\n"
    "    %21 = arith.select %0, %a, %b {foo} : i32\n"
    "    %22 = arith.select %13,%f,%f : f32\n"
    "    scf.if %0 {\n"
    "      tt.store %p, %f : !tt.ptr<f32>\n"
    "    }\n"
    "    %23 = scf.if %0 -> (i32) {\n"
    "      scf.yield %a : i32\n"
    "    } else {\n"
    "      %24 = arith.addi %a, %b : i32\n"
    "      scf.yield %24 : i32\n"
    "    }\n"
    "    %25:2 = scf.if %13 -> (i32, f32) {\n"
    "      scf.yield %a, %f : i32, f32\n"
    "    } else {\n"
    "      scf.yield %b, %f : i32, f32\n"
    "    } {foo}\n"
    "    scf.if %0 {\n"
    "    } else {\n"
    "      tt.store %p, %f : !tt.ptr<f32>\n"
    "    }\n"
    "    %26 = scf.if %0 -> i32 {\n"
    "      scf.yield %a : i32\n"
    "    }   else{\n"
    "      scf.yield %b : i32\n"
    "    }\n",
    "%a: i32, %b: i32, %f: f32, %p: !tt.ptr<f32>, %h: !tt.ptr<f16>, %l: i64",
)


@pytest.mark.parametrize("debuginfo", [False, True])
def test_ops_read_from_text_print_as_libtriton(debuginfo: bool) -> None:
    ours = print_module(parse_module(READ_OPS, make_context(), "input.mlir"), debuginfo=debuginfo)
    assert ours == libtriton_print(READ_OPS, debuginfo=debuginfo, filename="input.mlir")


def test_ops_read_from_text_as_parse_reads_them(monkeypatch: pytest.MonkeyPatch) -> None:
    """Their generic form too (properties and attributes in the same order)."""
    from gluon_opt.dialects import arith, scf, tt

    def generic() -> str:
        return print_module(parse_module(READ_OPS, make_context()), generic=True, debuginfo=True)

    read = generic()
    for op_class in (
        arith.CmpiOp,
        arith.CmpfOp,
        arith.SelectOp,
        tt.LoadOp,
        tt.StoreOp,
        scf.ForOp,
        scf.IfOp,
        tt.MakeTensorDescOp,
        tt.DescriptorLoadOp,
    ):
        monkeypatch.delattr(op_class, "read_text")
    assert read == generic()


# Bad ops of classes with a read_text hook: the same errors with it as with parse alone.
_SELECT_ARGS = "%c: i1, %a: i32"
READ_OP_ERRORS = [
    ("arith", "CmpiOp", _module("    %0 = arith.cmpi slt, %a, %c : i32\n", "%a: i32, %c: i64")),
    ("arith", "CmpiOp", _module("    %0 = arith.cmpi slt, %a, %x : i32\n", "%a: i32")),
    ("arith", "CmpiOp", _module("    %0 = arith.cmpi bad, %a, %a : i32\n", "%a: i32")),
    ("arith", "CmpiOp", _module("    %0 = arith.cmpi slt, %a, %a : i64\n", "%a: i32")),
    ("arith", "CmpiOp", _module("    %0:2 = arith.cmpi slt, %a, %a : i32\n", "%a: i32")),
    ("arith", "CmpfOp", _module("    %0 = arith.cmpf une, %a, %a : f32\n", "%a: f16")),
    ("arith", "SelectOp", _module("    %0 = arith.select %c, %a, %a : i64\n", _SELECT_ARGS)),
    ("arith", "SelectOp", _module("    %0 = arith.select %a, %a, %a : i32\n", _SELECT_ARGS)),
    ("arith", "SelectOp", _module("    %0 = arith.select %c, %a, %x : i32\n", _SELECT_ARGS)),
    ("arith", "SelectOp", _module("    %0 = arith.select %c, %a : i32\n", _SELECT_ARGS)),
    ("arith", "SelectOp", _module("    %0 = arith.select %c, %a, %a : i1, i64\n", _SELECT_ARGS)),
    ("arith", "SelectOp", _module("    %0:2 = arith.select %c, %a, %a : i32\n", _SELECT_ARGS)),
    ("tt", "LoadOp", _module("    %0 = tt.load %a : i32\n", "%a: i32")),
    ("tt", "LoadOp", _module("    %0 = tt.load %p, %p : !tt.ptr<f32>\n", "%p: !tt.ptr<f32>")),
    ("tt", "LoadOp", _module("    %0 = tt.load %p, %m : !tt.ptr<f32>\n", "%p: !tt.ptr<f32>")),
    ("tt", "LoadOp", _module("    %0 = tt.load %p : !tt.ptr<f16>\n", "%p: !tt.ptr<f32>")),
    (
        "tt",
        "LoadOp",
        _module(
            "    %0 = tt.load %p, %m, %f, %f : !tt.ptr<f32>\n", "%p: !tt.ptr<f32>, %m: i1, %f: f32"
        ),
    ),
    ("tt", "StoreOp", _module("    tt.store %p : !tt.ptr<f32>\n", "%p: !tt.ptr<f32>")),
    ("tt", "StoreOp", _module("    tt.store %p, %p : !tt.ptr<f32>\n", "%p: !tt.ptr<f32>")),
    (
        "tt",
        "StoreOp",
        _module("    %0 = tt.store %p, %f : !tt.ptr<f32>\n", "%p: !tt.ptr<f32>, %f: f32"),
    ),
]


_FOR_ERRORS = [
    "    scf.for %i = %a to %x step %a  : i32 {\n    }\n",
    "    scf.for %i = %a to %a step %a  : i64 {\n    }\n",
    "    %0 = scf.for %i = %a to %a step %a iter_args(%x = %a) -> (i64)  : i32 {\n"
    "      scf.yield %x : i64\n    }\n",
    "    %0 = scf.for %i = %a to %a step %a iter_args(%x = %a) -> (i32, i32)  : i32 {\n"
    "      scf.yield %x : i32\n    }\n",
    "    %0 = scf.for %i = %a to %a step %a iter_args(%x = %a) -> (i32)  : i32 {\n"
    "      scf.yield %i, %x : i32, i32\n    }\n",
    "    scf.for %i = %a to %a step %a  : i32 {\n      %0 = arith.addi %i, %z : i32\n    }\n",
    "    scf.for %a = %a to %a step %a  : i32 {\n      %a = arith.addi %a, %a : i32\n    }\n",
]
READ_OP_ERRORS += [("scf", "ForOp", _module(body, "%a: i32")) for body in _FOR_ERRORS]
_IF_ERRORS = [
    "    scf.if %a {\n    }\n",
    "    scf.if %x {\n    }\n",
    "    %0:2 = scf.if %c -> (i32) {\n      scf.yield %a : i32\n    } else {\n"
    "      scf.yield %a : i32\n    }\n",
    "    %0 = scf.if %c -> (i32) {\n      scf.yield %c : i1\n    } else {\n"
    "      scf.yield %a : i32\n    }\n",
    "    %0 = scf.if %c -> (i32) {\n      scf.yield %a : i32\n    }\n",
    "    scf.if %c {\n      tt.return\n    }\n",
    "    scf.if %c {\n    } else {\n      %0 = arith.addi %a, %z : i32\n    }\n",
    "    scf.if %c {\n    } else {\n    } {x = }\n",
    "    scf.if %c -> (i32 {\n    }\n",
]
READ_OP_ERRORS += [("scf", "IfOp", _module(body, "%a: i32, %c: i1")) for body in _IF_ERRORS]
_DESCRIPTOR_ARGS = "%h: !tt.ptr<f16>, %a: i32, %l: i64, %d: !tt.tensordesc<tensor<64x64xf16>>"
_DESCRIPTOR_ERRORS = [
    ("MakeTensorDescOp", "%0 = tt.make_tensor_descriptor %h, [%a], [%a] : <f16>, <tensor<64xf16>>"),
    ("MakeTensorDescOp", "%0 = tt.make_tensor_descriptor %h, [%a], [%l] : <f32>, <tensor<64xf16>>"),
    ("MakeTensorDescOp", "%0 = tt.make_tensor_descriptor %h, [%a], [%l] : <f16>, <f16>"),
    ("MakeTensorDescOp", "%0 = tt.make_tensor_descriptor %h, [%x], [%l] : <f16>, <tensor<64xf16>>"),
    (
        "MakeTensorDescOp",
        "%0 = tt.make_tensor_descriptor %h, [%a], [%l] {padding = 7 : i32} : "
        "<f16>, <tensor<64xf16>>",
    ),
    ("MakeTensorDescOp", "%0 = tt.make_tensor_descriptor %h, [%a], [%l] : <f16>, <tensor<64xf16>"),
    (
        "DescriptorLoadOp",
        "%0 = tt.descriptor_load %d[%a, %l] : !tt.tensordesc<tensor<64x64xf16>> -> "
        "tensor<64x64xf16>",
    ),
    (
        "DescriptorLoadOp",
        "%0 = tt.descriptor_load %d[%a, %a] : !tt.tensordesc<tensor<64x32xf16>> -> "
        "tensor<64x64xf16>",
    ),
    ("DescriptorLoadOp", "%0 = tt.descriptor_load %d[%a, %a] : !tt.tensordesc<tensor<64x64xf16>>"),
    ("DescriptorLoadOp", "%0 = tt.descriptor_load %d[%a, %a] : i32 -> tensor<64x64xf16>"),
]
READ_OP_ERRORS += [
    ("tt", name, _module(f"    {line}\n", _DESCRIPTOR_ARGS)) for name, line in _DESCRIPTOR_ERRORS
]
# a TMA load: ops spelled as libtriton prints them, and bad ones
_SHARED = (
    "#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, "
    "elementBitWidth = 16}>\n"
    "#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>\n"
    "#smem = #ttg.shared_memory\n"
)
_TMA_ARGS = (
    "%d: !tt.tensordesc<tensor<128x64xf16, #shared>>, %a: i32, "
    "%m: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, "
    "%r: !ttg.memdesc<128x64xf16, #shared, #smem, mutable>, %p: i1"
)
_TMA_TYPES = (
    " : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, "
    "mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>\n"
)
TMA = _SHARED + _module(
    "    ttng.async_tma_copy_global_to_local %d[%a, %a] %r, %m, %p"
    + _TMA_TYPES
    + "    ttng.async_tma_copy_global_to_local %d[%a, %a] %r, %m, %p cacheModifier = cg"
    + _TMA_TYPES,
    _TMA_ARGS,
)
READ_OP_ERRORS += [
    ("ttng", "AsyncTMACopyGlobalToLocalOp", _SHARED + _module(body, _TMA_ARGS))
    for body in (
        "    ttng.async_tma_copy_global_to_local %d[%a, %p] %r, %m, %p" + _TMA_TYPES,
        "    ttng.async_tma_copy_global_to_local %d[%a, %a] %r, %m" + _TMA_TYPES,
        "    ttng.async_tma_copy_global_to_local %d[%a, %a] %m, %r, %p" + _TMA_TYPES,
        "    ttng.async_tma_copy_global_to_local %d[%a, %a] %r, %m, %x" + _TMA_TYPES,
    )
]


@pytest.mark.parametrize("debuginfo", [False, True])
def test_tma_load_read_from_text_prints_as_libtriton(debuginfo: bool) -> None:
    ours = print_module(parse_module(TMA, make_context(), "input.mlir"), debuginfo=debuginfo)
    assert ours == libtriton_print(TMA, debuginfo=debuginfo, filename="input.mlir")


# Bad functions: the same errors with the read_text hook as with parse alone.
FUNCTION_ERRORS = [
    "module {\n  tt.func @f(%a: i32, %a: i32) {\n    tt.return\n  }\n}\n",
    'module {\n  tt.func @f(%a: i32) attributes {sym_name = "g"} {\n    tt.return\n  }\n}\n',
    "module {\n  tt.func @f(%a: i32, i32) {\n    tt.return\n  }\n}\n",
    "module {\n  tt.func @f(%a: i32) -> {\n    tt.return\n  }\n}\n",
    "module {\n  tt.func @f(%a: i32 loc(#nowhere)) {\n    tt.return\n  }\n}\n",
    "module {\n  tt.func @f(%a: i32) {\n    tt.return %a : i32\n  }\n}\n",
    "module {\n  tt.func @f(%a: i32) {\n    %0 = arith.addi %a, %b : i32\n  }\n}\n",
    "module {\n  tt.func @f(%a: i32 {x = 1 : i32}, %b: i32 {x = 1 : i32}) {\n"
    "    %a = arith.addi %b, %b : i32\n  }\n}\n",
    "module {\n  tt.func @f(%a: si32, %b: ui8) {\n    %0 = arith.addi %a, %b : si32\n  }\n}\n",
]


@pytest.mark.parametrize("index", range(len(FUNCTION_ERRORS)))
def test_function_reader_errors_equal_parse(index: int, monkeypatch: pytest.MonkeyPatch) -> None:
    from gluon_opt.dialects.tt import FuncOp

    text = FUNCTION_ERRORS[index]
    read = _ours(text, 0, [])
    assert read
    monkeypatch.delattr(FuncOp, "read_text")
    assert read == _ours(text, 0, [])


# Ops in the generic form with a region (`tt.reduce`, `tt.scan`: their head read from the
# text), block arguments with locations, and `module attributes {...}` read from the text.
_REDUCE_BODY = (
    "    %r = \"tt.reduce\"(%v) <{axis = 0 : i32}> ({\n"
    '    ^bb0(%x: f32 loc("x"(#loc)), %y: f32 loc(#loc1)):\n'
    "      %m = arith.maxnumf %x, %y : f32 loc(#loc1)\n"
    "      tt.reduce.return %m : f32 loc(#loc1)\n"
    "    }) : (tensor<128xf32, #blocked>) -> f32 loc(#loc1)\n"
    "    %s:2 = \"tt.scan\"(%w, %w) <{axis = 0 : i32, reverse = false}> ({\n"
    "    ^bb0(%a: i32, %b: i32, %c: i32, %d: i32):\n"
    "      %e = arith.addi %a, %c : i32\n"
    "      tt.scan.return %e, %d : i32, i32\n"
    "    }) : (tensor<128xi32, #blocked>, tensor<128xi32, #blocked>) -> "
    "(tensor<128xi32, #blocked>, tensor<128xi32, #blocked>)\n"
)
_REDUCE_ARGS = "%v: tensor<128xf32, #blocked>, %w: tensor<128xi32, #blocked>"
GENERIC = '#loc = loc("k.py":3:0)\n#loc1 = loc("k.py":5:7)\n' + _module(
    _REDUCE_BODY, _REDUCE_ARGS
)


@pytest.mark.parametrize("debuginfo", [False, True])
def test_generic_ops_read_from_text_print_as_libtriton(debuginfo: bool) -> None:
    ours = print_module(parse_module(GENERIC, make_context(), "input.mlir"), debuginfo=debuginfo)
    assert ours == libtriton_print(GENERIC, debuginfo=debuginfo, filename="input.mlir")


_TEXT_READERS = ("_parse_generic_operation_text", "_block_args_at", "_read_module")


def _without_text_readers(monkeypatch: pytest.MonkeyPatch) -> None:
    from gluon_opt.dialects.text.parser import MLIRParser

    for name in _TEXT_READERS:
        monkeypatch.setattr(MLIRParser, name, lambda *args: None)


def test_generic_ops_read_as_xdsl_reads_them(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same module (its generic print, with locations) with the readers as without."""

    def generic() -> str:
        return print_module(parse_module(GENERIC, make_context()), generic=True, debuginfo=True)

    read = generic()
    _without_text_readers(monkeypatch)
    assert read == generic()


# Bad generic ops, block arguments and modules: the same errors with the readers as without
# (each a change of GENERIC: what is replaced, by what).
GENERIC_ERRORS = [
    ("(%v)", "(%q)"),
    ("(%v)", "(%v, %v)"),
    ("%m = arith.maxnumf %x, %y : f32", "%m = arith.maxnumf %x, %y : f16"),
    ("-> f32", "-> f16"),
    ("%y: f32", "%x: f32"),
    ("%y: f32", "%y: f33"),
    ("%y: f32 loc(#loc1)", "%y: f32 loc(#loc9)"),
    ("axis = 0 : i32}", "axis = 0 : i32, axis = 1 : i32}"),
    ("}) : (tensor<128xf32", "}) {x = } : (tensor<128xf32"),
    ("}) : (tensor<128xf32", "}) (tensor<128xf32"),
    ('"tt.reduce"', '"tt.reduced"'),
    ("%s:2 =", "%s:3 ="),
    ("%s:2 =", "%r ="),
    ("tt.scan.return %e, %d", "tt.scan.return %e, %z"),
    ('"ttg.num-warps" = 4', '"ttg.num-warps" = 4, x = 1, x = 2'),
    ("module attributes {", "module attributes {{"),
    ("  }\n}\n", "  }\n} loc(#nowhere)\n"),
]


@pytest.mark.parametrize("index", range(len(GENERIC_ERRORS)))
def test_generic_reader_errors_equal_xdsl(index: int, monkeypatch: pytest.MonkeyPatch) -> None:
    old, new = GENERIC_ERRORS[index]
    assert old in GENERIC
    text = GENERIC.replace(old, new, 1)
    read = _ours(text, 0, [])
    assert read
    _without_text_readers(monkeypatch)
    assert read == _ours(text, 0, [])


# ttng ops with a read_text hook beside their hand-written parse
_TTNG_ARGS = (
    "%x: tensor<128xf32, #blocked>, %y: tensor<128xi32, #blocked>, "
    "%d: !tt.ptr<i8>, %p: !tt.ptr<f16>, %a: i32, %l: i64"
)
_WAIT = "%r:2 = ttng.warp_group_dot_wait %x, %y {pendings = 0 : i32} : " + (
    "tensor<128xf32, #blocked>, tensor<128xi32, #blocked>"
)
_TENSORMAP = (
    "ttng.tensormap_create %d, %p, [%a, %a], [%a, %a], [%l], [%a, %a] {elem_type = 6 : i32, "
    "fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : "
    "(!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> ()"
)
TTNG = _module(f"    {_WAIT}\n    {_TENSORMAP}\n", _TTNG_ARGS)


@pytest.mark.parametrize("debuginfo", [False, True])
def test_ttng_ops_read_from_text_print_as_libtriton(debuginfo: bool) -> None:
    ours = print_module(parse_module(TTNG, make_context(), "input.mlir"), debuginfo=debuginfo)
    assert ours == libtriton_print(TTNG, debuginfo=debuginfo, filename="input.mlir")


def test_ttng_ops_read_as_parse_reads_them(monkeypatch: pytest.MonkeyPatch) -> None:
    from gluon_opt.dialects import ttng

    def generic() -> str:
        return print_module(parse_module(TTNG, make_context()), generic=True, debuginfo=True)

    read = generic()
    for op_class in (ttng.WarpGroupDotWaitOp, ttng.TensormapCreateOp):
        monkeypatch.delattr(op_class, "read_text")
    assert read == generic()


_TTNG_ERRORS = [
    ("WarpGroupDotWaitOp", _WAIT.replace("%r:2", "%r:3")),
    ("WarpGroupDotWaitOp", _WAIT.replace(", tensor<128xi32, #blocked>", "")),
    ("WarpGroupDotWaitOp", _WAIT.replace("%y {", "%z {")),
    ("WarpGroupDotWaitOp", _WAIT.replace("pendings", "pending")),
    ("WarpGroupDotWaitOp", _WAIT.replace("tensor<128xf32", "tensor<128xf16")),
    ("TensormapCreateOp", _TENSORMAP.replace("[%l]", "[%a]")),
    ("TensormapCreateOp", _TENSORMAP.replace("[%l]", "[%l, %l]")),
    ("TensormapCreateOp", _TENSORMAP.replace("fill_mode = 0 : i32, ", "")),
    ("TensormapCreateOp", _TENSORMAP.replace("-> ()", "-> (i32)")),
    ("TensormapCreateOp", _TENSORMAP.replace("%d, %p", "%p, %d")),
]
READ_OP_ERRORS += [
    ("ttng", name, _module(f"    {line}\n", _TTNG_ARGS)) for name, line in _TTNG_ERRORS
]


# Real IR: every corpus file of one configuration (each stage of each kernel's pipeline).
CORPUS_TEXTS = sorted((Path(__file__).parents[1] / "corpus").glob("*-sm90-w4-c1/*.mlir"))


def test_template_operand_order_as_matched_use_by_use(monkeypatch: pytest.MonkeyPatch) -> None:
    """A template finished on its second sight orders its operands as the general path
    (each `%` use on the line matched) orders them, on real IR."""
    from gluon_opt.dialects.text.parser import MLIRParser

    finish = MLIRParser._finish_template
    checked = []

    def finish_and_compare(parser: MLIRParser, pending: list) -> tuple | None:
        template = finish(parser, pending)
        op, name_pos, body_end, positions = pending
        starts = [start if type(start) is int else start.start(1) for start in positions]
        order = parser._operand_order(name_pos, body_end, starts)
        if order is not None and len(order) != len(op.operands):
            order = None
        assert (template and template[1]) == order, parser._text[name_pos:body_end]
        checked.append(order)
        return template

    monkeypatch.setattr(MLIRParser, "_finish_template", finish_and_compare)
    for path in CORPUS_TEXTS:
        parse_module(path.read_text(), make_context(), path.name)
    in_order = [order == tuple(range(len(order))) for order in checked if order is not None]
    assert any(in_order) and not all(in_order)  # (both paths taken)


def test_implicit_terminators_as_xdsl_adds_them(monkeypatch: pytest.MonkeyPatch) -> None:
    """Loops and branches of real IR (with and without a printed `scf.yield`), and bad ones:
    the same module or error with the terminator built directly as with ensure_terminator."""
    from gluon_opt.dialects import scf
    from xdsl.traits import SingleBlockImplicitTerminator, ensure_terminator

    def xdsl_terminators(op) -> None:
        for trait in op.get_traits_of_type(SingleBlockImplicitTerminator):
            ensure_terminator(op, trait)

    texts = [path.read_text() for path in CORPUS_TEXTS if "scf.for" in path.read_text()]
    loop = "    scf.for %i = %a to %a step %a  : i32 {\n{}    }\n"
    bad = [
        _module(loop.replace("{}", "      tt.return\n"), "%a: i32"),
        _module(loop.replace("{}", "      scf.yield %a : i32\n"), "%a: i32"),
        _module(loop.replace("{}", '      "foo.bar"() : () -> ()\n'), "%a: i32"),
    ]

    def read() -> list[str]:
        return [
            print_module(parse_module(text, make_context()), generic=True, debuginfo=True)
            for text in texts
        ] + [_ours(text, 0, []) for text in bad]

    ours = read()
    monkeypatch.setattr(scf, "add_implicit_terminators", xdsl_terminators)
    assert len(texts) > 20 and ours == read()


def test_line_index_counts_from_the_line_before() -> None:
    """Positions located by counting line breaks (each count from the position located
    before it, where that one is earlier) get the lines and columns the offsets give."""
    import random

    from gluon_opt.dialects.text.parser import _LineIndex

    text = next(path.read_text() for path in CORPUS_TEXTS if "scf.for" in path.read_text())
    ahead = sorted(random.Random(0).sample(range(len(text)), _LineIndex.COUNTED // 2))
    positions = ahead + [ahead[-1], 0, ahead[2], ahead[1], len(text) - 1]
    counted, offsets = _LineIndex(text, 3), _LineIndex(text, 3)
    offsets._counted = _LineIndex.COUNTED  # (located through the offsets from the first)
    assert [counted.line_col(pos) for pos in positions] == [
        offsets.line_col(pos) for pos in positions
    ]
    assert counted._counted == len(positions) <= _LineIndex.COUNTED


# tensor memory: loads and stores with and without tokens (the ops' read_text hooks)
_TMEM_ALIASES = (
    "#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], "
    "[0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], "
    "block = []}>\n"
    "#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, "
    "elementBitWidth = 16}>\n"
    "#smem = #ttg.shared_memory\n"
    "#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>\n"
)
_M = "!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>"
_T = "tensor<128x128xf32, #linear>"
_S = "!ttg.memdesc<128x128xf16, #shared, #smem, mutable>"
_TMEM_ARGS = f"%x: {_T}, %p: i1, %s: {_S}"
_TMEM_LOAD = f"%0 = ttng.tmem_load %m : {_M} -> {_T}"
_TMEM_STORE = f"ttng.tmem_store %x, %m, %p : {_T} -> {_M}"
_TMEM_ALLOC = f"    %m = ttng.tmem_alloc : () -> {_M}\n"
TMEM = _TMEM_ALIASES + _module(
    f"{_TMEM_ALLOC}"
    f"    {_TMEM_STORE}\n"
    f"    {_TMEM_LOAD}\n"
    f"    %n, %t = ttng.tmem_alloc : () -> ({_M}, !ttg.async.token)\n"
    f"    %1 = ttng.tmem_store %0, %n[%t], %p : {_T} -> {_M}\n"
    f"    %2, %3 = ttng.tmem_load %n[%1] : {_M} -> {_T}\n"
    f"    %4 = ttng.tmem_store %2, %n[], %p {{foo}} : {_T} -> {_M}\n"
    f"    %5:2 = ttng.tmem_load %n[] {{foo}} : {_M} -> {_T}\n"
    f"    ttng.tmem_store %5#0, %m,%p : {_T} -> {_M}\n"
    f"    %6 = ttng.tmem_load %m : {_M} -> {_T}\n"
    f"    ttng.tmem_store %6, %m, %p : {_T} -> {_M}\n"
    f"    ttng.tc_gen5_mma %s, %s, %m, %p, %p : {_S}, {_S}, {_M}\n"
    f"    %7 = ttng.tc_gen5_mma %s, %s, %n[%4], %p, %p : {_S}, {_S}, {_M}\n"
    f"    %8 = ttng.tc_gen5_mma %s, %s, %n[], %p, %p : {_S}, {_S}, {_M}\n",
    _TMEM_ARGS,
)


_TMEM_ERRORS = [
    ("TMEMLoadOp", _TMEM_LOAD.replace("%m :", "%x :")),
    ("TMEMLoadOp", _TMEM_LOAD.replace("%m :", "%m[%p] :")),
    ("TMEMLoadOp", _TMEM_LOAD.replace("%m :", "%m[%q] :")),
    ("TMEMLoadOp", _TMEM_LOAD.replace("%0 =", "%0:2 =")),
    ("TMEMLoadOp", _TMEM_LOAD.replace(f" -> {_T}", "")),
    ("TMEMLoadOp", _TMEM_LOAD.replace("%m :", "%m {x = } :")),
    ("TMEMStoreOp", _TMEM_STORE.replace("%x, %m", "%m, %x")),
    ("TMEMStoreOp", _TMEM_STORE.replace("%m, %p", "%m, %x")),
    ("TMEMStoreOp", _TMEM_STORE.replace("%m, %p", "%m[%p], %p")),
    ("TMEMStoreOp", _TMEM_STORE.replace("%m, %p", "%m[] %p")),
    ("TMEMStoreOp", _TMEM_STORE.replace("%m, %p", "%m[%t, %p")),
    ("TMEMStoreOp", _TMEM_STORE.replace(f"{_T} -> ", "")),
]
READ_OP_ERRORS += [
    ("ttng", name, _TMEM_ALIASES + _module(f"{_TMEM_ALLOC}    {line}\n", _TMEM_ARGS))
    for name, line in _TMEM_ERRORS
]


# tt.join, tt.split and tt.histogram (one reader of their operands and types)
_JOIN = "%0 = tt.join %x, %y : tensor<128xf32> -> tensor<128x2xf32>"
_SPLIT = "%1, %2 = tt.split %0 : tensor<128x2xf32> -> tensor<128xf32>"
_HISTOGRAM = "%3 = tt.histogram %i : tensor<256xi32> -> tensor<32xi32>"
_SHAPES_ARGS = "%x: tensor<128xf32>, %y: tensor<128xf32>, %i: tensor<256xi32>, %m: tensor<256xi1>"
SHAPES = _module(
    f"    {_JOIN}\n    {_SPLIT}\n    {_HISTOGRAM}\n"
    "    %4 = tt.histogram %i, %m : tensor<256xi32> -> tensor<32xi32>\n"
    "    %5 = tt.join %1, %2 {foo} : tensor<128xf32> -> tensor<128x2xf32>\n"
    "    %6:2 = tt.split %5 {foo} : tensor<128x2xf32> -> tensor<128xf32>\n"
    "    %7 = tt.join %6#1,%6#0 : tensor<128xf32> -> tensor<128x2xf32>\n",
    _SHAPES_ARGS,
)


_SHAPES_ERRORS = [
    ("JoinOp", _JOIN.replace("%y", "%i")),
    ("JoinOp", _JOIN.replace("%y", "%z")),
    ("JoinOp", _JOIN.replace("%x, %y", "%x")),
    ("JoinOp", _JOIN.replace(": tensor<128xf32>", ": f32")),
    ("JoinOp", _JOIN.replace("-> tensor<128x2xf32>", "-> f32")),
    ("JoinOp", _JOIN.replace("x2xf32", "x3xf32")),
    ("JoinOp", _JOIN.replace(" : ", " {x = } : ")),
    ("SplitOp", "%1, %2 = tt.split %x : tensor<128x2xf32> -> tensor<128xf32>"),
    ("SplitOp", "%1 = tt.split %y : tensor<128xf32> -> tensor<64xf32>"),
    ("SplitOp", "%1:2 = tt.split %x, %y : tensor<128xf32> -> tensor<64xf32>"),
    ("SplitOp", "%1:2 = tt.split %x : tensor<128xf32> -> f32"),
    ("HistogramOp", _HISTOGRAM.replace("%i :", "%i, %i :")),
    ("HistogramOp", _HISTOGRAM.replace("%i :", "%i, %m, %m :")),
    ("HistogramOp", _HISTOGRAM.replace("%i :", "%x :")),
    ("HistogramOp", _HISTOGRAM.replace("-> tensor<32xi32>", "")),
]
READ_OP_ERRORS += [
    ("tt", name, _module(f"    {line}\n", _SHAPES_ARGS)) for name, line in _SHAPES_ERRORS
]


# scf.while: with and without operands (MLIR prints no assignment list for none)
_WHILE = (
    "    %0:2 = scf.while (%x = %a, %y = %f) : (i32, f32) -> (i32, f32) {\n"
    "      %1 = arith.cmpi slt, %x, %a : i32\n"
    "      scf.condition(%1) %x, %y : i32, f32\n"
    "    } do {\n"
    "    ^bb0(%x: i32, %y: f32):\n"
    "      scf.yield %x, %y : i32, f32\n"
    "    }\n"
)
_WHILE_ARGS = "%a: i32, %f: f32, %c: i1"
WHILE = _module(
    _WHILE + "    %2 = scf.while (%x = %a) : (i32) -> i32 {\n"
    "      %3 = arith.cmpi slt, %x, %a : i32\n"
    "      scf.condition(%3) %x : i32\n"
    "    } do {\n"
    "    ^bb0(%x: i32):\n"
    "      scf.yield %x : i32\n"
    "    } attributes {foo}\n"
    "    scf.while : () -> () {\n"
    "      scf.condition(%c)\n"
    "    } do {\n"
    "      scf.yield\n"
    "    }\n",
    _WHILE_ARGS,
)


_WHILE_ERRORS = [
    _WHILE.replace("(%x = %a, %y = %f)", "(%x = %f, %y = %f)"),
    _WHILE.replace("(%x = %a, %y = %f)", "(%x = %a, %y = %z)"),
    _WHILE.replace("(%x = %a, %y = %f)", "(%x = %a)"),
    _WHILE.replace("(%x = %a, %y = %f)", "(%x = %a, %x = %f)"),
    _WHILE.replace("} do {", "} {"),
    _WHILE.replace("    }\n", "    } attributes {x = }\n"),
    _WHILE.replace("-> (i32, f32)", "-> (i32)"),
    "    scf.while : (i32) -> () {\n      scf.condition(%c)\n    } do {\n"
    "      scf.yield\n    }\n",
]
READ_OP_ERRORS += [("scf", "WhileOp", _module(body, _WHILE_ARGS)) for body in _WHILE_ERRORS]


# a TMA store that reduces (its kind a keyword)
_REDUCE_SHARED = (
    "#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, "
    "elementBitWidth = 32}>\n#smem = #ttg.shared_memory\n"
)
_TMA_REDUCE = (
    "ttng.async_tma_reduce add, %d[%a, %a] %s : !tt.tensordesc<tensor<32x64xf32, #shared>>, "
    "!ttg.memdesc<32x64xf32, #shared, #smem>"
)
_TMA_REDUCE_ARGS = (
    "%d: !tt.tensordesc<tensor<32x64xf32, #shared>>, %a: i32, "
    "%s: !ttg.memdesc<32x64xf32, #shared, #smem>"
)
TMA_REDUCE = _REDUCE_SHARED + _module(
    f"    {_TMA_REDUCE}\n"
    f"    {_TMA_REDUCE.replace('add,', 'max,')}\n"
    f"    {_TMA_REDUCE.replace('[%a, %a]', '[%a]').replace('%s :', '%s {foo} :')}\n"
    f"    {_TMA_REDUCE.replace('add,', 'and ,')}\n",
    _TMA_REDUCE_ARGS,
)


_TMA_REDUCE_ERRORS = [
    _TMA_REDUCE.replace("add,", "plus,"),
    _TMA_REDUCE.replace("add,", "add"),
    _TMA_REDUCE.replace("[%a, %a]", "[%s]"),
    _TMA_REDUCE.replace("%s :", "%d :"),
    _TMA_REDUCE.replace("%s :", "%x :"),
    _TMA_REDUCE.replace(", !ttg", " !ttg"),
    _TMA_REDUCE.replace("%s :", "%s {x = } :"),
]
READ_OP_ERRORS += [
    ("ttng", "AsyncTMAReduceOp", _REDUCE_SHARED + _module(f"    {line}\n", _TMA_REDUCE_ARGS))
    for line in _TMA_REDUCE_ERRORS
]


def test_ops_built_directly_as_their_constructor_builds_them() -> None:
    """Every op of real IR (built by the parser without Operation.__init__) has its results
    and operands as the constructor gives them: results of the op by index, a use of each
    operand by this op at its index."""
    from xdsl.ir import OpResult, SSAValues

    checked = 0
    for path in CORPUS_TEXTS:
        module = parse_module(path.read_text(), make_context(), path.name)
        for op in module.walk():
            assert type(op.results) is SSAValues and type(op._operands) is SSAValues
            assert [(type(r), r.op, r.index) for r in op.results] == [
                (OpResult, op, index) for index in range(len(op.results))
            ]
            for index, value in enumerate(op.operands):
                assert any(use.operation is op and use.index == index for use in value.uses)
            checked += 1
    assert checked > 10_000


# Modules of ops read by their read_text hooks above, and the classes of those hooks (their
# parse reads the module without them).
READ_TEXTS = {
    "tensor memory": (TMEM, "ttng", ("TMEMLoadOp", "TMEMStoreOp", "TCGen5MMAOp")),
    "join, split, histogram": (SHAPES, "tt", ("JoinOp", "SplitOp", "HistogramOp")),
    "while": (WHILE, "scf", ("WhileOp",)),
    "TMA reduce": (TMA_REDUCE, "ttng", ("AsyncTMAReduceOp",)),
}


@pytest.mark.parametrize("name", sorted(READ_TEXTS))
@pytest.mark.parametrize("debuginfo", [False, True])
def test_read_texts_print_as_libtriton(name: str, debuginfo: bool) -> None:
    text = READ_TEXTS[name][0]
    ours = print_module(parse_module(text, make_context(), "input.mlir"), debuginfo=debuginfo)
    assert ours == libtriton_print(text, debuginfo=debuginfo, filename="input.mlir")


@pytest.mark.parametrize("name", sorted(READ_TEXTS))
def test_read_texts_as_parse_reads_them(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Their generic form too (properties and attributes in the same order)."""
    import importlib

    text, dialect, classes = READ_TEXTS[name]

    def generic() -> str:
        return print_module(parse_module(text, make_context()), generic=True, debuginfo=True)

    read = generic()
    module = importlib.import_module(f"gluon_opt.dialects.{dialect}")
    for op_class in classes:
        monkeypatch.delattr(getattr(module, op_class), "read_text")
    assert read == generic()


# (last: every list above adds to READ_OP_ERRORS)
@pytest.mark.parametrize("index", range(len(READ_OP_ERRORS)))
def test_op_reader_errors_equal_parse(index: int, monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib

    dialect, name, text = READ_OP_ERRORS[index]
    op_class = getattr(importlib.import_module(f"gluon_opt.dialects.{dialect}"), name)
    read = _ours(text, 0, [])
    assert read
    monkeypatch.delattr(op_class, "read_text")
    assert read == _ours(text, 0, [])
