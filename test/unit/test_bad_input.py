"""Bad input never hangs, never shows a traceback or a Python exception name, never loses a
file; the parser reads what libtriton reads and rejects what it rejects, in its words.

Where libtriton has an answer, the test asks it (tools/oracle.py): the same error lines
(``line:col: error: message``, as test_diagnostics_exact.py compares them) or the same print.
"""

from __future__ import annotations

import io
import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.dialects.text.printer import print_module
from gluon_opt.tools.gluon_opt import main, parse_args, run
from gluon_opt.tools.oracle import libtriton_print

sys.path.insert(0, str(Path(__file__).parent))
from test_diagnostics_exact import _libtriton, _ours, assert_same_errors_as_libtriton  # noqa: E402

CORPUS = Path(__file__).resolve().parents[1] / "corpus"


def _cli(args: list[str], stdin: str = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    rc = run(parse_args(args), io.StringIO(stdin), out, err)
    return rc, out.getvalue(), err.getvalue()


def _func(body: str, args: str = "") -> str:
    return f"module {{\n  tt.func @f({args}) {{\n{body}    tt.return\n  }}\n}}\n"


def _func_attributes(attributes: str) -> str:
    return f"module {{\n  tt.func @f() attributes {attributes} {{\n    tt.return\n  }}\n}}\n"


def _signature_attrs(signature: str, attributes: str, returned: str = "") -> str:
    """A function with ``signature`` (arguments, results) and ``attributes``."""
    ret = f"tt.return {returned}".rstrip()
    return f"module {{\n  tt.func @f{signature} attributes {attributes} {{\n    {ret}\n  }}\n}}\n"


def _tensormap(fill_mode: str, custom: bool = False) -> str:
    """A ttng.tensormap_create with ``fill_mode`` among its attributes."""
    types = "(!tt.ptr<i8>, !tt.ptr<i8>, i32, i32, i32, i64, i32, i32) -> ()"
    attrs = f"elem_type = 1 : i32, {fill_mode}, interleave_layout = 0 : i32"
    if custom:
        op = f"ttng.tensormap_create %p, %p, [%i, %i], [%i], [%j], [%i, %i] {{{attrs}, "
        op += f"swizzle_mode = 3 : i32}} : {types}"
    else:
        op = '"ttng.tensormap_create"(%p, %p, %i, %i, %i, %j, %i, %i) '
        op += f"<{{{attrs}, operandSegmentSizes = array<i32: 1, 1, 2, 1, 1, 2>, "
        op += f"swizzle_mode = 3 : i32}}> : {types}"
    return _func(f"    {op}\n", "%p: !tt.ptr<i8>, %i: i32, %j: i64")


def _const(value: str) -> str:
    return _func(f"    %0 = arith.constant {value}\n")


def _rmw(rmw: str = "fadd", sem: str = "relaxed", scope: str = "gpu") -> str:
    """A tt.atomic_rmw with its three enums spelled as given (keywords or strings)."""
    op = f"%0 = tt.atomic_rmw {rmw}, {sem}, {scope}, %p, %v : (!tt.ptr<f32>, f32) -> f32"
    return _func(f"    {op}\n", "%p: !tt.ptr<f32>, %v: f32")


def _program_id(axis: str) -> str:
    return _func(f"    %0 = tt.get_program_id {axis} : i32\n")


def _fp_to_fp(rounding: str) -> str:
    op = f"%0 = tt.fp_to_fp %x, rounding = {rounding} : tensor<4xf32> -> tensor<4xf16>"
    return _func(f"    {op}\n", "%x: tensor<4xf32>")


def _descriptor_reduce(kind: str) -> str:
    desc = "!tt.tensordesc<tensor<16x16xf32>>"
    op = f"tt.descriptor_reduce {kind}, %d[%i, %i], %v : {desc}, tensor<16x16xf32>"
    return _func(f"    {op}\n", f"%d: {desc}, %i: i32, %v: tensor<16x16xf32>")


# ----------------------------------------------------------------------------------------
# Errors in libtriton's words, at libtriton's positions
# ----------------------------------------------------------------------------------------

SAME_ERRORS = {
    "unterminated string": 'module attributes {x.y = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa} {\n}\n',
    "string at end of file": 'module attributes {x.y = "aa',
    "unknown escape": 'module attributes {x.y = "a\\qa"} {\n}\n',
    "at-identifier": "module {\n  tt.func @1() {\n    tt.return\n  }\n}\n",
    "bare SSA prefix": _func("    % = arith.constant 1 : i32\n"),
    "bare attribute prefix": "# = 1\nmodule {\n}\n",
    "non-ASCII letter": _func("    %0 = arith.constant \u00e9 : i32\n"),
    "two dots": _func("    %0 = arith.constant 1 : i32 ..\n"),
    "undefined alias": "module attributes {ttg.x = #nope} {\n}\n",
    "missing attribute value": "module attributes {ttg.x = } {\n}\n",
    "array not closed": "module attributes {ttg.x = [1} {\n}\n",
    "nested array not closed": 'module attributes {ttg.x = [[1], ["a" 2]} {\n}\n',
    "tensor element type not a type": _func("", "%a: tensor<4xi33x>"),
    "tensor element type missing": _func("", "%a: tensor<4x>"),
    "unranked tensor with an encoding": _func("", "%a: tensor<*xf32, 1>\n  "),
    "dictionary not closed": "module attributes {ttg.x = {a = 1 b} } {\n}\n",
    "dictionary not closed before a line break": "module attributes {ttg.x = 1\n{\n}\n",
    "op dictionary not closed": _func("    %0 = arith.constant {a = 1\n 1 : i32\n"),
    "key given twice": "module attributes {ttg.x = {a = 1, a = 2}} {\n}\n",
    "quoted key given twice": 'module attributes {"a" = 1, "a" = 2} {\n}\n',
    "op attribute given twice": _func("    %0 = arith.constant {a = 1, a = 2} 1 : i32\n"),
    "i32 attribute out of range": ('module attributes {"ttg.num-warps" = 4294967296 : i32} {\n}\n'),
    "5000 digits": "module attributes {ttg.x = " + "9" * 5000 + " : i64} {\n}\n",
    "layout integer out of range": (
        "#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], "
        "warpsPerCTA = [18446744073709551616], order = [0]}>\n"
        'module attributes {"ttg.num-warps" = 4 : i32} {\n}\n'
    ),
    "redefined block": (
        "module {\n  tt.func @f() {\n    cf.br ^bb1\n  ^bb1:\n    cf.br ^bb1\n"
        "  ^bb1:\n    tt.return\n  }\n}\n"
    ),
    "generic op, unregistered dialect": 'module {\n  %0 = "foo.bar"() : () -> i32\n}\n',
    "generic op name alone": 'module {\n  "foo"\n}\n',
    "generic op, registered dialect": 'module {\n  %0 = "tt.nope"() : () -> i32\n}\n',
    "custom op, unknown dialect": "module {\n  foo.bar\n}\n",
    "custom op, known dialect": "module {\n  tt.nope\n}\n",
    "custom op without dialect": "module {\n  nope\n}\n",
    "use before its definition": _func(
        "    %1 = arith.addi %0, %0 : i32\n    %0 = arith.constant 1 : i32\n"
    ),
    "use in a block the definition does not dominate": (
        "module {\n  tt.func @f(%c: i1) -> i32 {\n    cf.cond_br %c, ^bb1, ^bb2\n  ^bb1:\n"
        "    %x = arith.constant 1 : i32\n    cf.br ^bb3\n  ^bb2:\n    cf.br ^bb3\n  ^bb3:\n"
        "    tt.return %x : i32\n  }\n}\n"
    ),
    "a result used in its own region": (
        "module {\n  tt.func @f(%c: i1) -> i32 {\n    %r = scf.if %c -> (i32) {\n"
        "      scf.yield %r : i32\n    } else {\n      %z = arith.constant 1 : i32\n"
        "      scf.yield %z : i32\n    }\n    tt.return %r : i32\n  }\n}\n"
    ),
    "module attribute without a dialect": "module attributes {x = 1, ttg.y = 2} {\n}\n",
    "nested module attribute without a dialect": (
        'module attributes {ttg.y = 2} {\n  module @n attributes {"y" = 2} {\n  }\n}\n'
    ),
    "make_range of a scalar": _func(
        "    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : i32\n"
    ),
    "load with other and no mask": _func(
        "    %1 = tt.load %p, , %o : tensor<128x!tt.ptr<f32>>\n",
        "%p: tensor<128x!tt.ptr<f32>>, %o: tensor<128xf32>",
    ),
    "scf.if branch yields too few values": (
        "module {\n  tt.func @f(%c: i1) -> i32 {\n    %r = scf.if %c -> (i32) {\n"
        "      %z = arith.constant 1 : i32\n    } else {\n      %z = arith.constant 1 : i32\n"
        "      scf.yield %z : i32\n    }\n    tt.return %r : i32\n  }\n}\n"
    ),
    "scf.if branch yields the wrong type": (
        "module {\n  tt.func @f(%c: i1) -> i32 {\n    %r = scf.if %c -> (i32) {\n"
        "      %z = arith.constant 1 : i64\n      scf.yield %z : i64\n    } else {\n"
        "      %z = arith.constant 1 : i32\n      scf.yield %z : i32\n    }\n"
        "    tt.return %r : i32\n  }\n}\n"
    ),
    "scf.if with results and no else": (
        "module {\n  tt.func @f(%c: i1) -> i32 {\n    %r = scf.if %c -> (i32) {\n"
        "      %z = arith.constant 1 : i32\n      scf.yield %z : i32\n    }\n"
        "    tt.return %r : i32\n  }\n}\n"
    ),
    "scf.for body without its yield": (
        "module {\n  tt.func @f(%a: i32) -> i32 {\n    %lb = arith.constant 0 : i32\n"
        "    %r = scf.for %i = %lb to %lb step %lb iter_args(%x = %a) -> (i32) : i32 {\n"
        "      %z = arith.constant 1 : i32\n    }\n    tt.return %r : i32\n  }\n}\n"
    ),
    # dense and scalar number literals checked against their type, at the number
    "hex float splat wider than f32": _const("dense<0x1FF800000> : tensor<4xf32>"),
    "hex float splat wider than f16": _const("dense<0x1FF80> : tensor<4xf16>"),
    "hex float splat wider than bf16": _const("dense<0x7FF0000000000000> : tensor<4xbf16>"),
    "hex float splat wider than f64": _const("dense<0x10000000000000000> : tensor<4xf64>"),
    "hex float splat wider than f8E5M2": _const("dense<0x1FF> : tensor<4xf8E5M2>"),
    "hex float splat wider than tf32": _const("dense<0xFFFFF> : tensor<4xtf32>"),
    "hex float too wide in a list": _const("dense<[0x1, 0x1FF800000]> : tensor<2xf32>"),
    "hex float too wide in a nested list": _const(
        "dense<[[0x1], [0x1FF800000]]> : tensor<2x1xf32>"
    ),
    "hex float too wide in a module attribute": (
        "module attributes {ttg.x = dense<0x1FF800000> : tensor<4xf32>} {\n}\n"
    ),
    "negative hex float splat": _const("dense<-0x1> : tensor<4xf32>"),
    "negative hex float in a list": _const("dense<[0x1, -0x1]> : tensor<2xf32>"),
    "decimal integer float splat": _const("dense<1> : tensor<4xf32>"),
    "negative decimal integer in a float list": _const("dense<[0x1, -1]> : tensor<2xf32>"),
    "integer splat out of range": _const("dense<4294967296> : tensor<4xi32>"),
    "negative integer out of range in a list": _const("dense<[0, -129]> : tensor<2xi8>"),
    "signed integer splat out of range": _const("dense<128> : tensor<4xsi8>"),
    "index splat out of range": _const("dense<0x10000000000000000> : tensor<4xindex>"),
    "minus zero integer splat": _const("dense<-0> : tensor<4xi32>"),
    "minus zero integer in a list": _const("dense<[0, -0]> : tensor<2xi32>"),
    "negative unsigned splat": _const("dense<-1> : tensor<4xui8>"),
    "float in an integer splat": _const("dense<1.5> : tensor<4xi32>"),
    "boolean float splat": _const("dense<true> : tensor<4xf32>"),
    "boolean in a float list": _const("dense<[0x1, false]> : tensor<2xf32>"),
    "boolean in an i32 list": _const("dense<[0, true]> : tensor<2xi32>"),
    "hex float scalar wider than f32": _const("0x1FF800000 : f32"),
    "negative hex float scalar": _const("-0x1 : f32"),
    "decimal integer float scalar": _const("-1 : f32"),
    "negative scalar out of range": _const("-2147483649 : i32"),
    "negative unsigned scalar": _const("-1 : ui8"),
    "index scalar out of range": _const("0x10000000000000000 : index"),
    # tensor types
    "tensor type with a second encoding": _func("", "%a: tensor<4xf32, 1 2>"),
    "tensor type with an attribute and no comma": _func("", "%a: tensor<4xf32 1>"),
    "tensor element type missing before a line break": _func("", "%a: tensor<4x\n>"),
    "tensor element type missing before a blank": _func("", "%a: tensor<4x >"),
    "tensor element type missing before a comment": _func("", "%a: tensor<4x // c\n >"),
    "nested tensor element type missing": _func("", "%a: !tt.ptr<tensor<4x?x\n>>"),
    # a function's attributes that its syntax sets
    "function name in its attributes": _func_attributes('{sym_name = "g"}'),
    "function type in its attributes": _func_attributes("{function_type = 1}"),
    "function visibility in its attributes": _func_attributes('{sym_visibility = "private"}'),
    "two inferred function attributes": _func_attributes(
        '{sym_name = "g", sym_visibility = "private"}'
    ),
    "inferred function attribute after a line break": _func_attributes('\n {sym_name = "g"}'),
    "non-UTF-8 byte outside a string": "module {\n}\n\udcff\udcfe\n",
    "non-UTF-8 byte in a name": _func("", "%a\udce9: i32"),
    # argument and result attributes in a function's `attributes {...}`
    "argument attributes in the signature and the dictionary": _signature_attrs(
        "(%a: i32 {tt.divisibility = 8 : i32})", "{arg_attrs = [{tt.divisibility = 16 : i32}]}"
    ),
    "result attributes in the signature and the dictionary": _signature_attrs(
        "(%a: i32) -> (i32 {tt.a = 2 : i32})", "{res_attrs = [{tt.b = 1 : i32}]}", "%a : i32"
    ),
    "both attribute arrays twice": _signature_attrs(
        "(%a: i32 {tt.x}) -> (i32 {tt.y})", "{res_attrs = [{}], arg_attrs = [{}]}", "%a : i32"
    ),
    "argument attributes of another count": _signature_attrs(
        "(%a: i32, %b: f32)", "{arg_attrs = [{tt.divisibility = 16 : i32}]}"
    ),
    "argument attributes, none for a function without arguments": _signature_attrs(
        "()", "{arg_attrs = [{tt.x}]}"
    ),
    "empty argument attribute array": _signature_attrs("(%a: i32)", "{arg_attrs = []}"),
    "result attributes of another count": _signature_attrs(
        "(%a: i32) -> i32", "{res_attrs = [{}, {}]}", "%a : i32"
    ),
    "result attributes for a function without results": _signature_attrs(
        "(%a: i32)", "{res_attrs = [{tt.x}]}"
    ),
    "argument attributes that are not dictionaries": _signature_attrs(
        "(%a: i32, %b: i32)", "{arg_attrs = [5 : i32]}"
    ),
    "argument attribute without a dialect": _signature_attrs(
        "(%a: i32)", "{arg_attrs = [{foo = 1 : i32}]}"
    ),
    "argument attribute without a dialect in the signature": _func("", "%a: i32 {foo}"),
    "result attribute without a dialect": _signature_attrs(
        "(%a: i32) -> i32", "{res_attrs = [{foo}]}", "%a : i32"
    ),
    # a location's line and column: unsigned 32-bit integers
    "line number over 32 bits": 'module {\n} loc("a.py":4294967296:1)\n',
    "column number over 32 bits in the location table": (
        'module {\n} loc(#loc)\n#loc = loc("a.py":3:4294967296)\n'
    ),
    "negative line number": 'module {\n} loc("a.py":-1:2)\n',
    "hex line number over 32 bits": 'module {\n} loc("a.py":0x' + "f" * 40 + ":2)\n",
    "column number not a number": 'module {\n} loc(#loc)\n#loc = loc("a.py":3:x)\n',
    # an op attribute of the wrong kind, in a custom form's attr-dict or the generic form
    "string for an integer attribute": _func(
        '    %0 = tt.make_range {end = "a", start = 0 : i32} : tensor<4xi32>\n'
    ),
    "two attributes of the wrong kind, reported by name": _func(
        '    %0 = tt.make_range {start = "b", end = 4 : i64} : tensor<4xi32>\n'
    ),
    "float for an axis": _func(
        "    %0 = tt.expand_dims %a {axis = 1.0 : f32} : tensor<4xi32> -> tensor<4x1xi32>\n",
        "%a: tensor<4xi32>",
    ),
    "integer for a string attribute": _func(
        '    %0 = tt.extern_elementwise %a {libname = 7 : i64, libpath = "", pure = true, '
        'symbol = "f"} : (i32) -> i32\n',
        "%a: i32",
    ),
    "string for a bool attribute": _func('    ttng.fence_async_shared {bCluster = "x"}\n'),
    "string for an optional unit attribute": _func(
        '    %0 = tt.gather %a[%i] {axis = 0 : i32, efficient_layout = "x"} : '
        "(tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32>\n",
        "%a: tensor<4xf32>, %i: tensor<4xi32>",
    ),
    "i64 array for an i32 array attribute": _func(
        "    %0 = tt.trans %a {order = array<i64: 1, 0>} : tensor<2x4xf32> -> tensor<4x2xf32>\n",
        "%a: tensor<2x4xf32>",
    ),
    "string for an enum attribute": (
        "#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], "
        "instrShape = [16, 64, 16]}>\n"
        "#s = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, "
        "elementBitWidth = 16}>\n#m = #ttg.shared_memory\n"
        + _func(
            '    %0 = ttng.warp_group_dot %a, %b, %c {inputPrecision = "x", isAsync = true} : '
            "!ttg.memdesc<64x16xf16, #s, #m> * !ttg.memdesc<16x64xf16, #s, #m> -> "
            "tensor<64x64xf32, #mma>\n",
            "%a: !ttg.memdesc<64x16xf16, #s, #m>, %b: !ttg.memdesc<16x64xf16, #s, #m>, "
            "%c: tensor<64x64xf32, #mma>",
        )
    ),
    "generic form: wrong kinds reported in declaration order": _func(
        '    %0 = "tt.make_range"() <{end = 4 : i64, start = 0 : i64}> : () -> tensor<4xi32>\n'
    ),
    "generic form: attribute missing": _func(
        '    %0 = "tt.make_range"() <{}> : () -> tensor<4xi32>\n'
    ),
    # bounded integer attributes (ODS ConfinedAttr) of a custom parser's attr-dict
    "bounded attribute out of range": _tensormap("fill_mode = 5 : i32", custom=True),
    "bounded attribute of another kind": _tensormap('fill_mode = "x"', custom=True),
    "generic form: bounded attribute out of range": _tensormap("fill_mode = 5 : i32"),
    "generic form: property of another kind": _func(
        '    %0 = "tt.make_range"() <{end = "a", start = 0 : i32}> : () -> tensor<4xi32>\n'
    ),
    "generic form: enum value out of range in the properties": _func(
        '    %0 = "tt.get_program_id"() <{axis = 7 : i32}> : () -> i32\n'
    ),
    "generic form: string for a callee": _func('    "tt.call"() <{callee = "x"}> : () -> ()\n'),
    "generic form with a region: property of another kind": _func(
        '    %0 = "tt.reduce"(%a) <{axis = "x"}> ({\n'
        "    ^bb0(%x: i32, %y: i32):\n"
        "      %s = arith.addi %x, %y : i32\n"
        "      tt.reduce.return %s : i32\n"
        "    }) : (tensor<4xi32>) -> i32\n",
        "%a: tensor<4xi32>",
    ),
    # a NUL character inside a dialect attribute's or type's body (fuzz seed 29 #1270)
    "NUL character in a dialect attribute": (
        "module attributes {x.y = #ttg.shared_memory} {\n}\n#a = #ttg.nvmma_shared<"
        "{swizzlingByteWidth = 128,\0 transposed = false, elementBitWidth = 16}>\n"
    ),
    "NUL character in a dialect type": _func("", "%a: !tt.ptr<f32\0>"),
    "NUL character in a dialect type, an error before it": (
        "module attributes {x.y = 1 :} {\n  tt.func @f(%a: !tt.ptr<f32\0>) {\n"
        "    tt.return\n  }\n}\n"
    ),
    # an alias definition moved into the module (fuzz seed 30 #1500): MLIR expects an op
    "alias definition inside the module": (
        "module {\n  // a comment\n#a = 5 : i32\n  tt.func @f() {\n    tt.return\n  }\n}\n"
    ),
    "location alias definition inside a function": (
        'module {\n  tt.func @f() {\n#loc1 = loc("a.py":1:2)\n    tt.return\n  }\n}\n'
    ),
    # an alias other than a location's is defined before its use (MLIR reads in order)
    "attribute alias defined after the module": (
        "module attributes {ttg.x = #a} {\n}\n#a = 5 : i32\n"
    ),
    "type alias defined after the module": (
        "module {\n  tt.func @f(%a: !t) {\n    tt.return\n  }\n}\n!t = i32\n"
    ),
    "generic form: enum value out of range among the attributes": _func(
        '    %0 = "tt.get_program_id"() {axis = 7 : i32} : () -> i32\n'
    ),
    # fuzz seed 33 #574: the default region had no check, and a pass fell over it
    "warp_specialize with an empty default region": _func(
        "    %0 = ttg.warp_specialize()\n    default {\n    } : () -> i32\n"
    ),
    # the ODS region constraints (SizedRegion<1>, MinSizedRegion<1>) and the SingleBlock
    # trait, which MLIR checks before the op's verifier
    **{
        f"{op} with {what}": _func(
            f'    %0 = "{op}"(%a) <{{axis = 0 : i32{extra}}}> ({{\n{body}    }})'
            f" : (tensor<4xi32>) -> {result}\n",
            "%a: tensor<4xi32>",
        )
        for op, extra, result in (
            ("tt.reduce", "", "i32"),
            ("tt.scan", ", reverse = false", "tensor<4xi32>"),
        )
        for what, body in (
            ("an empty combine region", ""),
            (
                "two blocks in its combine region",
                "    ^bb0(%x: i32, %y: i32):\n      cf.br ^bb1\n    ^bb1:\n"
                f"      {op}.return %x : i32\n",
            ),
        )
    },
    "mask with an empty region": _func('    "ttg.mask"(%c) ({\n    }) : (i1) -> ()\n', "%c: i1"),
    "mask with two blocks": _func(
        '    "ttg.mask"(%c) ({\n      cf.br ^bb1\n    ^bb1:\n'
        '      "ttg.mask.return"() : () -> ()\n    }) : (i1) -> ()\n',
        "%c: i1",
    ),
    **{
        f"warp_specialize with {what} partition holder": _func(
            '    "ttg.warp_specialize"() <{partitionNumWarps = array<i32: 4>}> ({\n'
            f'      "ttg.warp_yield"() : () -> ()\n    }}, {{\n{holder}    }}) : () -> ()\n'
        )
        for what, holder in (
            ("an empty", ""),
            (
                "a two-block",
                '      "ttg.warp_specialize.partitions"() : () -> ()\n    ^bb1:\n'
                '      "ttg.warp_specialize.partitions"() : () -> ()\n',
            ),
        )
    },
    # an alias in a location that names something else: an op's (or argument's) own
    # location says so at the alias; one inside a location (or an attribute) after it
    "op location naming a number": "#a = 1 : i32\nmodule {\n} loc(#a)\n",
    "op location naming a layout": (
        "#a = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], "
        "order = [0]}>\nmodule {\n} loc(#a)\n"
    ),
    "argument location naming a number": (
        "#a = 1 : i32\nmodule {\n  tt.func @f(%x: i32 loc(#a)) {\n    tt.return\n  }\n}\n"
    ),
    "call site naming a number": (
        '#a = 1 : i32\n#loc = loc("x":1:2)\nmodule {\n} loc(callsite(#a at #loc))\n'
    ),
    "fused location naming a number": "#a = 1 : i32\nmodule {\n} loc(fused[#a])\n",
    "name location naming a number": '#a = 1 : i32\nmodule {\n} loc("n"(#a))\n',
    "location attribute naming a number": (
        "#a = 1 : i32\nmodule attributes {x.y = loc(#a)} {\n}\n"
    ),
    "location that is a type": "!a = i32\nmodule {\n} loc(!a)\n",
    "location that is a number": "module {\n} loc(1)\n",
    "warp_specialize with an empty second partition": _func(
        '    "ttg.warp_specialize"() <{partitionNumWarps = array<i32: 4, 4>}> ({\n'
        '      "ttg.warp_yield"() : () -> ()\n    }, {\n'
        '      "ttg.warp_specialize.partitions"() ({\n'
        '        "ttg.warp_return"() : () -> ()\n      }, {\n      }) : () -> ()\n'
        "    }) : () -> ()\n"
    ),
    # an op's enum attribute, as MLIR's generated parsers read one: a keyword or a string
    "enum: not one of its keywords": _rmw(rmw="fmul"),
    "enum: a string that is not one of them": _rmw(rmw='"fmul"'),
    "enum: a number": _rmw(sem="1"),
    "enum: the scope as a string that is not one": _rmw(scope='"device"'),
    "enum: program id axis": _program_id("w"),
    "enum: program id axis as a string": _program_id('"w"'),
    "enum: rounding mode": _fp_to_fp("rtz_"),
    "enum: rounding mode as a string": _fp_to_fp('"up"'),
    "enum: descriptor reduce kind": _descriptor_reduce("mul"),
    "enum: descriptor reduce kind as a string": _descriptor_reduce('"mul"'),
    # MLIR scans a dialect body for its end before reading it, and fails at its `<`
    "dialect body: a bracket closed by a brace": (
        "module attributes {x.y = #ttg.blocked<{sizePerThread = [1, 4}>} {\n}\n"
    ),
    "dialect body: the text ends in it": (
        "module attributes {x.y = #ttg.blocked<{sizePerThread = [1, 4]}"
    ),
    "dialect body: a type's bracket closed by another": (
        "module attributes {x.y = !tt.ptr<f32]>} {\n}\n"
    ),
    "dialect body: a bracket closed by a parenthesis later on": (
        "module attributes {x.y = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32], "
        "warpsPerCTA = [4), order = [0]}>} {\n}\n"
    ),
    "dialect body in an alias definition": "#a = #ttg.blocked<{sizePerThread = [1}>\nmodule {\n}\n",
    # an undefined alias is reported as a wrong token: after the text before the next token
    "alias naming a later alias": "#a = #b\n#b = 1 : i32\nmodule attributes {x.y = #a} {\n}\n",
    "alias naming a later alias, blank line between": "#a = #b\n\n#b = 1 : i32\nmodule {\n}\n",
    "alias naming a later alias on the next line": "#a = [1,\n  #b]\n#b = 1 : i32\nmodule {\n}\n",
    "undefined alias before a blank": "module attributes {x.y = #c } {\n}\n",
    # several properties that do not convert: MLIR reports the first by name
    "two bad properties, the later declared first by name": _func(
        '    %0 = "tt.make_range"() <{start = "a", end = "b"}> : () -> tensor<4xi32>\n'
    ),
    "ub.poison with a value that is not a poison attribute": _func(
        '    %0 = "ub.poison"() <{value = 1 : i32}> : () -> i32\n'
    ),
    "two bad enum properties": _func(
        '    %0 = "tt.atomic_rmw"(%p, %v) <{atomic_rmw_op = 5 : i32, sem = "a", scope = "b"}> '
        ": (!tt.ptr<f32>, f32) -> f32\n",
        "%p: !tt.ptr<f32>, %v: f32",
    ),
}


@pytest.mark.parametrize("name", sorted(SAME_ERRORS))
def test_error_lines_equal_libtriton(name: str) -> None:
    assert_same_errors_as_libtriton(SAME_ERRORS[name])


# A block that jumps back to itself or comes later in the text is still dominated.
VALID_CONTROL_FLOW = (
    "module {\n  tt.func @f(%c: i1) -> i32 {\n    cf.br ^bb2\n  ^bb1:\n"
    "    %y = arith.addi %x, %x : i32\n    tt.return %y : i32\n  ^bb2:\n"
    "    %x = arith.constant 1 : i32\n    cf.br ^bb1\n  }\n}\n"
)

SAME_PRINT = {
    "multi-line attribute alias": "#b = {a = 1,\n b = 2}\nmodule attributes {ttg.x = #b} {\n}\n",
    "multi-line type alias": (
        "!s = !llvm.struct<(\n  i32, f32,\n  i64\n)>\n"
        "module {\n  tt.func @f(%a: !s) {\n    tt.return\n  }\n}\n"
    ),
    "load with a trailing comma": _func(
        "    %0 = tt.load %p, : tensor<128x!tt.ptr<f32>>\n", "%p: tensor<128x!tt.ptr<f32>>"
    ),
    "string bytes that are not UTF-8": (
        'module attributes {x.y = "caf\udce9\\E9", z.w = "\u00e9"} {\n}\n'
    ),
    "control flow in any block order": VALID_CONTROL_FLOW,
    "tensor type with a comma and no encoding": _func("", "%a: tensor<4xf32,>"),
    "unranked tensor type with a comma and no encoding": _func("", "%a: tensor<*xf32,>"),
    "hex floats that fit their type": _func(
        "    %0 = arith.constant dense<[0x7F800000, 0x1]> : tensor<2xf32>\n"
        "    %1 = arith.constant dense<0x1FF800000> : tensor<4xf64>\n"
        "    %2 = arith.constant 0x7F80 : bf16\n"
        "    %3 = arith.constant dense<[-128, 255]> : tensor<2xi8>\n"
        "    %4 = arith.constant dense<-1> : tensor<2xi1>\n"
    ),
    "tensor shape across lines": _func("", "%a: tensor<4x\n8xf32>"),
    "unused attribute alias after the module": "module {\n}\n#a = 5 : i32\n",
    "alias definition between two modules": (
        "#a = 1 : i32\nmodule {\n}\n#b = 2 : i32\nmodule {\n}\n"
    ),
    "NUL characters outside dialect bodies": (
        'module attributes {x.y = [1,\0 2], x.z = "a\0b"} {\n\0}\n'
    ),
    # an op's enum attribute may be written as a string holding one of its keywords
    "enums as strings": _rmw('"fadd"', '"acq_rel"', '"sys"'),
    "program id axis as a string": _program_id('"z"'),
    "rounding mode as a string": _fp_to_fp('"rtne"'),
    "descriptor reduce kind as a string": _descriptor_reduce('"max"'),
    "ub.poison, plain and with its value written out": _func(
        '    %0 = ub.poison : i32\n    %1 = "ub.poison"() <{value = #ub.poison}> : () -> i32\n'
    ),
}


@pytest.mark.parametrize("name", sorted(SAME_PRINT))
def test_accepted_as_libtriton_accepts_it(name: str) -> None:
    text = SAME_PRINT[name]
    assert _ours(text, 0, []) == []
    ours = print_module(parse_module(text, make_context()))
    assert ours.rstrip() == libtriton_print(text).rstrip()


# Printed with and without locations as libtriton prints them. Argument and result
# attributes spelled in a function's `attributes {...}`: libtriton takes them as if the
# signature spelled them (an attribute that is not an array is dropped).
SAME_PRINT_WITH_LOCATIONS = {
    "argument attributes": _signature_attrs(
        "(%a: i32, %b: f32)",
        "{arg_attrs = [{tt.divisibility = 16 : i32}, {}], noinline = false}",
    ),
    "after other attributes, unsorted": _signature_attrs(
        "(%a: i32)", "{noinline = false, arg_attrs = [{tt.z = 1 : i32, tt.a = 2 : i32}]}"
    ),
    "result attributes": _signature_attrs(
        "(%a: i32) -> i32", "{res_attrs = [{tt.foo = 1 : i32}]}", "%a : i32"
    ),
    "empty dictionaries only": _signature_attrs("(%a: i32)", "{arg_attrs = [{}]}"),
    "not an array": _signature_attrs("(%a: i32)", "{arg_attrs = 5 : i32, res_attrs = unit}"),
    "empty in the signature, given in the dictionary": _signature_attrs(
        "(%a: i32 {})", "{arg_attrs = [{tt.x}]}"
    ),
    "declaration": (
        "module {\n  tt.func private @g(i32, f32) -> i32 attributes "
        "{arg_attrs = [{}, {tt.x = 1 : i32}], res_attrs = [{tt.y}]}\n}\n"
    ),
}


# a location as an attribute's value is written by its alias, as libtriton writes it
SAME_PRINT_WITH_LOCATIONS["location as an attribute value"] = (
    'module attributes {x.y = loc("a":1:2), x.z = [loc("b"), loc(unknown)]} {\n}\n'
)

# location numbers MLIR reads: hex, leading zeros, the largest 32-bit value
SAME_PRINT_WITH_LOCATIONS["location numbers"] = (
    'module {\n} loc(#loc)\n#loc = loc("a.py":0x10:007)\n'
    '#loc1 = loc("a.py":4294967295:0xffffffff)\n'
)


@pytest.mark.parametrize("name", sorted(SAME_PRINT_WITH_LOCATIONS))
def test_same_print_with_locations(name: str) -> None:
    text = SAME_PRINT_WITH_LOCATIONS[name]
    assert _ours(text, 0, []) == []
    for debuginfo in (False, True):
        module = parse_module(text, make_context(), "input.mlir")
        ours = print_module(module, debuginfo=debuginfo)
        assert ours == libtriton_print(text, debuginfo=debuginfo)


def test_columns_count_bytes_as_mlir_does() -> None:
    text = 'module attributes {z.w = "\u00e9\u00e9", x.y = 1 :} {\n}\n'
    assert _ours(text, 0, []) == ["1:43: error: expected non-function type"]
    assert _libtriton(text, 0, []) == ["1:43: error: expected non-function type"]


def test_unterminated_string_takes_linear_time() -> None:
    # xDSL's pattern backtracked exponentially: 26 characters took 12 s
    text = 'module attributes {x.y = "' + "a" * 100_000 + "} {\n}\n"
    start = time.perf_counter()
    assert _ours(text, 0, []) == ["1:100030: error: expected '\"' in string literal"]
    assert time.perf_counter() - start < 2.0


# ----------------------------------------------------------------------------------------
# Input and output files
# ----------------------------------------------------------------------------------------

OK = "module {\n}\n"


def test_non_utf8_file_is_read_as_bytes(tmp_path: Path) -> None:
    bad = tmp_path / "bad.mlir"
    bad.write_bytes(b"module {\n  tt.func @f\xe9() {\n  }\n}\n")
    rc, out, err = _cli([str(bad)])
    assert rc == 1 and out == ""
    assert err.startswith(f"{bad}:2:13: error: unexpected character\n")
    string = tmp_path / "string.mlir"
    string.write_bytes(b'module attributes {x.y = "caf\xe9"} {\n}\n')
    assert _cli([str(string)])[1] == 'module attributes {x.y = "caf\\E9"} {\n}\n'


@pytest.mark.parametrize(
    "target, reason",
    [("missing/dir/out.mlir", "No such file or directory"), (".", "Is a directory")],
)
def test_output_that_cannot_be_written_is_one_line(
    tmp_path: Path, capsys, target: str, reason: str
) -> None:
    source = tmp_path / "in.mlir"
    source.write_text(OK)
    path = tmp_path / target
    assert main([str(source), "-o", str(path)]) == 1
    captured = capsys.readouterr()
    assert captured.err == f"gluon-opt: cannot open output file '{path}': {reason}\n"


def test_full_device_and_full_stdout_are_one_line(tmp_path: Path) -> None:
    source = tmp_path / "in.mlir"
    source.write_text(OK)
    command = [sys.executable, "-m", "gluon_opt.tools.gluon_opt", str(source)]
    to_file = subprocess.run([*command, "-o", "/dev/full"], capture_output=True, text=True)
    assert (to_file.returncode, to_file.stderr) == (
        1,
        "gluon-opt: cannot write output file '/dev/full': No space left on device\n",
    )
    with open("/dev/full", "w") as full:
        to_stdout = subprocess.run(command, stdout=full, stderr=subprocess.PIPE, text=True)
    assert (to_stdout.returncode, to_stdout.stderr) == (
        1,
        "gluon-opt: IO failure on output stream: No space left on device\n",
    )


def test_failure_keeps_an_existing_output_untouched(tmp_path: Path) -> None:
    source = tmp_path / "in.mlir"
    source.write_text("module {\n  tt.nope\n}\n")
    out = tmp_path / "out.mlir"
    out.write_text("precious\n")
    os.chmod(out, 0o640)
    assert main([str(source), "-o", str(out)]) == 1
    assert out.read_text() == "precious\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.mlir", "out.mlir"]
    source.write_text(OK)
    assert main([str(source), "-o", str(out)]) == 0
    assert out.read_text() == OK
    assert stat.S_IMODE(out.stat().st_mode) == 0o640  # a replaced file keeps its mode


@pytest.mark.parametrize("umask", [0o022, 0o077])
def test_new_output_gets_the_usual_permissions(tmp_path: Path, umask: int) -> None:
    source = tmp_path / "in.mlir"
    source.write_text(OK)
    out = tmp_path / "out.mlir"
    old = os.umask(umask)
    try:
        assert main([str(source), "-o", str(out)]) == 0
    finally:
        os.umask(old)
    assert stat.S_IMODE(out.stat().st_mode) == 0o666 & ~umask


def test_output_through_a_link_replaces_the_file_it_names(tmp_path: Path) -> None:
    source = tmp_path / "in.mlir"
    source.write_text(OK)
    (tmp_path / "real.mlir").write_text("old\n")
    (tmp_path / "link.mlir").symlink_to("real.mlir")
    assert main([str(source), "-o", str(tmp_path / "link.mlir")]) == 0
    assert (tmp_path / "link.mlir").is_symlink()
    assert (tmp_path / "real.mlir").read_text() == OK


# ----------------------------------------------------------------------------------------
# Deep nesting: as deep as libtriton reads (2,000 levels), with every pass
# ----------------------------------------------------------------------------------------

DEPTH = 2000
DEEP = {
    "scf.if": _func("scf.if %c {\n" * DEPTH + "}\n" * DEPTH, "%c: i1"),
    "array attribute": "module attributes {ttg.x = " + "[" * DEPTH + "1" + "]" * DEPTH + "} {\n}\n",
    "pointer type": _func("", "%p: " + "!tt.ptr<" * DEPTH + "f32" + ">" * DEPTH),
}


@pytest.mark.parametrize("name", sorted(DEEP))
def test_deep_nesting_parses_verifies_and_prints(tmp_path: Path, capsys, name: str) -> None:
    path = tmp_path / "deep.mlir"
    path.write_text(DEEP[name])
    assert main([str(path)]) == 0
    assert capsys.readouterr().out == libtriton_print(DEEP[name])


@pytest.mark.parametrize(
    "flag",
    [
        "--triton-nvidia-gpu-plan-cta",
        "--triton-nvidia-tma-lowering",
        "--triton-nvidia-gpu-fence-insertion=compute-capability=90",
    ],
)
def test_deep_nesting_through_passes(tmp_path: Path, capsys, flag: str) -> None:
    path = tmp_path / "deep.mlir"
    path.write_text(DEEP["scf.if"])
    assert main([str(path), flag]) == 0
    assert "Recursion" not in capsys.readouterr().err


def test_unbalanced_deep_array_takes_linear_time(tmp_path: Path, capsys) -> None:
    # the integer-list fast path re-read the whole nest at every level: 2,000 levels took 13 s
    text = "module attributes {ttg.x = " + "[" * (DEPTH + 1) + "1" + "]" * DEPTH + "} {\n}\n"
    path = tmp_path / "unbalanced.mlir"
    path.write_text(text)
    start = time.perf_counter()
    assert main([str(path)]) == 1
    assert time.perf_counter() - start < 3.0
    errors = [line for line in capsys.readouterr().err.splitlines() if ": error: " in line]
    assert [line.removeprefix(f"{path}:") for line in errors] == _libtriton(text, 0, [])
    assert errors[0].startswith(f"{path}:1:{text.index('}') + 1}: error: ")


def test_deeper_than_supported_is_a_located_error(tmp_path: Path, capsys) -> None:
    path = tmp_path / "deeper.mlir"
    path.write_text("module attributes {ttg.x = " + "[" * 100_000 + "} {\n}\n")
    assert main([str(path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{path}:1:") and ": error: nesting too deep" in err


# ----------------------------------------------------------------------------------------
# -allow-unregistered-dialect and --emit
# ----------------------------------------------------------------------------------------


def test_unregistered_op_may_end_an_scf_if_branch() -> None:
    text = (
        "module {\n  tt.func @f(%arg0: i1) {\n    scf.if %arg0 {\n"
        '      "foo.bar"() : () -> ()\n    } else {\n      "foo.baz"() : () -> ()\n    }\n'
        "    tt.return\n  }\n}"
    )
    rc, out, err = _cli(["-allow-unregistered-dialect", "-"], text)
    assert (rc, err) == (0, "")
    assert out == text + "\n"


def test_emit_on_a_module_that_is_not_final_ttgir_is_one_line(tmp_path: Path) -> None:
    mid = CORPUS / "matmul_tma_device-sm90-w8-c2" / "03-tritongpu-coalesce.mlir"
    rc, out, err = _cli([str(mid), "--emit=ptx"])
    assert rc == 1 and out == ""
    assert err.count("\n") == 1
    assert ": error: --emit=ptx needs final TTGIR, and this module is TritonGPU IR from the " in err
    assert "'tt.make_tensor_descriptor'" in err
    ttir = CORPUS / "matmul_tma_device-sm90-w8-c2" / "00-inline.mlir"
    rc, out, err = _cli([str(ttir), "--emit=llir"])
    assert rc == 1 and len([line for line in err.splitlines() if ": error: " in line]) == 1
    assert "needs final TTGIR, and this module is Triton IR (ttir)" in err
