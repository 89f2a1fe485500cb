"""The tt dialect, tensor-aware arith and the enum helper, checked against libtriton live.

Round trip: each function of test/lit/tt/ops.mlir (our own cases, one per op family) is
printed by libtriton, parsed by us, printed by us, and
  1. our text is fed back to libtriton, whose print must equal its print of the input
     (our syntax is accepted and means the same), and
  2. our text must equal libtriton's text up to SSA value names (byte-exact op syntax).
Invalid IR: our own snippets must fail verification with Triton's message.
"""

from __future__ import annotations

import re
from io import StringIO
from pathlib import Path

import pytest
from gluon_opt.dialects import arith, enums, tt
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.tools.oracle import OracleError, libtriton_print
from xdsl.dialects.builtin import IntegerAttr, TensorType, f16, f32, i1, i32
from xdsl.ir import Attribute, Block, Region
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

LIT_OPS = Path(__file__).parent.parent / "lit" / "tt" / "ops.mlir"


class _SortedPrinter(Printer):
    """xDSL's printer with MLIR's sorted attribute dictionaries (stand-in until the
    MLIR-exact printer exists: MLIR's DictionaryAttr is always sorted)."""

    def print_attr_dict(self, attr_dict: dict[str, Attribute]) -> None:
        super().print_attr_dict(dict(sorted(attr_dict.items())))


def _print(module) -> str:
    try:
        from gluon_opt.dialects.text.printer import print_module
    except ImportError:
        stream = StringIO()
        _SortedPrinter(stream=stream).print_op(module)
        return stream.getvalue().replace("builtin.module", "module", 1) + "\n"
    return print_module(module, debuginfo=False)


def _functions(text: str) -> dict[str, str]:
    """The top-level functions of a lit file, comments dropped, keyed by name."""
    funcs: dict[str, list[str]] = {}
    name = None
    for line in text.splitlines():
        if line.lstrip().startswith("//"):
            continue
        if line.startswith("tt.func"):
            name = re.search(r"@(\w+)", line).group(1)
            funcs[name] = []
        if name is not None:
            funcs[name].append(line)
    return {k: "\n".join(v) + "\n" for k, v in funcs.items()}


CASES = _functions(LIT_OPS.read_text())
# @calls needs the declarations it calls.
CASES["calls"] = CASES.pop("ext") + CASES.pop("noargs") + CASES["calls"]


def _canonical_names(text: str) -> str:
    """Rename SSA values by order of first use, per function; expand MLIR result groups."""

    def expand(m: re.Match[str]) -> str:
        return ", ".join(f"{m.group(1)}#{i}" for i in range(int(m.group(2)))) + " ="

    out = []
    names: dict[str, str] = {}

    def rename(m: re.Match[str]) -> str:
        return names.setdefault(m.group(0), f"%v{len(names)}")

    for line in text.splitlines():
        if line.lstrip().startswith("tt.func"):
            names.clear()
        line = re.sub(r"(%[\w$.-]+):(\d+) =", expand, line)
        out.append(re.sub(r"%[\w$.-]+(?:#\d+)?", rename, line))
    return "\n".join(out)


def _printer_gaps(text: str) -> str:
    """Spellings owned by the module printer, not by this dialect (see the report)."""
    return re.sub(r"0x[0-9a-f]{4,}", lambda m: m.group(0).upper().replace("0X", "0x"), text)


@pytest.mark.parametrize("name", sorted(CASES))
def test_round_trip_matches_libtriton(name: str) -> None:
    expected = libtriton_print(CASES[name])
    module = parse_module(expected, make_context(), f"{name}.mlir")
    module.verify()
    ours = _print(module)
    assert libtriton_print(ours) == expected
    assert _printer_gaps(_canonical_names(ours)) == _canonical_names(expected)


def _verify_error(text: str) -> str:
    module = parse_module(text, make_context(), "bad.mlir")
    with pytest.raises(VerifyException) as info:
        module.verify()
    return str(info.value)


INVALID = [
    (
        "%0 = tt.splat %arg0 : i32 -> tensor<128xi32>\n"
        "%1 = tt.broadcast %0 : tensor<128xi32> -> tensor<128x32xi32>",
        "(%arg0: i32)",
        "rank of source must be same as rank of result",
    ),
    (
        "%1 = tt.broadcast %arg0 : tensor<4x32xi32> -> tensor<64x32xi32>",
        "(%arg0: tensor<4x32xi32>)",
        "Different dimensions at index 0 between source and result.  Broadcast requires "
        "the source dimension to be 1.",
    ),
    (
        "%1 = tt.bitcast %arg0 : tensor<64xf32> -> tensor<64xf16>",
        "(%arg0: tensor<64xf32>)",
        "Cannot bitcast data-type of size 32 to data-type of size 16",
    ),
    (
        "%1 = tt.bitcast %arg0 : !tt.ptr<i8> -> i64",
        "(%arg0: !tt.ptr<i8>)",
        "Cannot bitcast pointer to non-pointer type",
    ),
    (
        "%1 = tt.reshape %arg0 : tensor<8x16xf32> -> tensor<8x8xf32>",
        "(%arg0: tensor<8x16xf32>)",
        "number of src and dst elements of reshape must be the same",
    ),
    (
        "%1 = tt.join %arg0, %arg0 : tensor<16xf32> -> tensor<32xf32>",
        "(%arg0: tensor<16xf32>)",
        "result shape must be (16, 2), but got 32",
    ),
    (
        "%a, %b = tt.split %arg0 : tensor<16xf32> -> tensor<8xf32>",
        "(%arg0: tensor<16xf32>)",
        "last dimension of input tensor must be 2",
    ),
    (
        "%1 = tt.trans %arg0 {order = array<i32: 1, 1>} : tensor<4x8xf32> -> tensor<8x4xf32>",
        "(%arg0: tensor<4x8xf32>)",
        "order must be a permutation",
    ),
    (
        "%1 = tt.trans %arg0 {order = array<i32: 0, 1>} : tensor<4x8xf32> -> tensor<8x4xf32>",
        "(%arg0: tensor<4x8xf32>)",
        "result shape must match the permutation of the source shape",
    ),
    (
        "%1 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<32xi32>",
        "()",
        "number of elements in returned tensor, 32, must match size of range [0, 16), "
        "which has 16 elements",
    ),
    (
        "%1 = tt.make_range {end = 0 : i32, start = 16 : i32} : tensor<16xi32>",
        "()",
        "start must be less than end",
    ),
    (
        "%1 = tt.splat %arg0 : f32 -> tensor<12xf32>",
        "(%arg0: f32)",
        "Number of elements must be power-of-two",
    ),
    (
        "%1 = tt.unsplat %arg0 : tensor<2xf32>",
        "(%arg0: tensor<2xf32>)",
        "source tensor must have exactly one element",
    ),
    (
        "%1 = tt.fp_to_fp %arg0 : tensor<16xf32> -> tensor<16xf16>",
        "(%arg0: tensor<16xf32>)",
        "Rounding mode is required for FP downcast",
    ),
    (
        "%1 = tt.gather %arg0[%arg1] {axis = 0 : i32} : (tensor<32x4xf32>, tensor<64x8xi32>) "
        "-> tensor<64x8xf32>",
        "(%arg0: tensor<32x4xf32>, %arg1: tensor<64x8xi32>)",
        "indices dimension 1 must match the corresponding input dimension",
    ),
    (
        "%1 = tt.dot %arg0, %arg0, %arg1 : tensor<16x32xf16> * tensor<16x32xf16> "
        "-> tensor<16x32xf32>",
        "(%arg0: tensor<16x32xf16>, %arg1: tensor<16x32xf32>)",
        "expected the last dimension of the first operand to be equal to the second-to-last "
        "dimension of the second operand",
    ),
    (
        "%1 = tt.descriptor_load %arg0[%arg1] : !tt.tensordesc<tensor<32xf16>> -> tensor<32xf32>",
        "(%arg0: !tt.tensordesc<tensor<32xf16>>, %arg1: i32)",
        "tensor descriptor block and tensor types must match",
    ),
    (
        "%1 = tt.descriptor_gather %arg0[%arg1, %arg2] : (!tt.tensordesc<tensor<1x64xf16>>, "
        "tensor<16xi32>, i32) -> tensor<16x32xf16>",
        "(%arg0: !tt.tensordesc<tensor<1x64xf16>>, %arg1: tensor<16xi32>, %arg2: i32)",
        "result tensor number of columns must match block (64)",
    ),
    (
        "%1 = tt.atomic_cas relaxed, gpu, %arg0, %arg1, %arg1 : (!tt.ptr<f16>, i32, i32) -> i32",
        "(%arg0: !tt.ptr<f16>, %arg1: i32)",
        "ptr type matches cmp type",
    ),
    (
        '%1 = tt.elementwise_inline_asm "" {constraints = "=r,r", packed_element = 3 : i32, '
        "pure = true} %arg0 : tensor<16xf32> -> tensor<16xf32>",
        "(%arg0: tensor<16xf32>)",
        "must be a multiple of the op's packed_element attribute, 3",
    ),
]


@pytest.mark.parametrize(("body", "args", "message"), INVALID, ids=[m for _, _, m in INVALID])
def test_invalid_ir_reports_triton_message(body: str, args: str, message: str) -> None:
    text = f"tt.func @f{args} {{\n  {body}\n  tt.return\n}}\n"
    assert message in _verify_error(text)
    # The oracle rejects the same IR (so the case really is invalid in Triton).
    with pytest.raises(OracleError):
        libtriton_print(text)


def test_return_must_match_signature() -> None:
    text = "tt.func @f(%arg0: i32) -> f32 {\n  tt.return %arg0 : i32\n}\n"
    assert "type of return operand 0 (i32) doesn't match function result type (f32)" in (
        _verify_error(text)
    )


def test_reduce_region_checks() -> None:
    text = (
        "tt.func @f(%arg0: tensor<4x8xf32>) {\n"
        '  %0 = "tt.reduce"(%arg0) <{axis = 0 : i32}> ({\n'
        "  ^bb0(%a: f32, %b: f32):\n"
        "    tt.reduce.return %a : f32\n"
        "  }) : (tensor<4x8xf32>) -> tensor<4xf32>\n"
        "  tt.return\n}\n"
    )
    # MLIR quotes each type of the lists.
    assert "inferred type(s) 'tensor<8xf32>' are incompatible" in _verify_error(text)


def test_bad_keyword_is_a_located_error() -> None:
    text = "tt.func @f() {\n  %0 = tt.get_program_id w : i32\n  tt.return\n}\n"
    with pytest.raises(DiagnosticError) as info:
        parse_module(text, make_context(), "bad.mlir")
    pos = info.value.position()
    assert (pos.line.data, pos.column.data) == (2, 26)
    assert info.value.message == (
        "custom op 'tt.get_program_id' expected string or keyword containing one of the "
        "following enum values for attribute 'axis' [x, y, z]"
    )


def test_enum_helper() -> None:
    assert enums.CacheModifier.attr("cg") == IntegerAttr(3, i32)
    assert enums.EvictionPolicy.keyword(IntegerAttr(3, i32)) == "evict_last"
    assert enums.PropagateNan.attr("all") == IntegerAttr(0xFFFF, i32)
    assert enums.RMWOp.keywords()[-1] == "exch"
    with pytest.raises(ValueError):
        enums.MemSyncScope.attr("block")
    assert enums.InputPrecision.constraint().verifies(IntegerAttr(4, i32))
    assert not enums.InputPrecision.constraint().verifies(IntegerAttr(5, i32))


def test_builders_infer_types() -> None:
    ptr_t = TensorType(tt.PointerType(f16), [64])
    block = Block(arg_types=[ptr_t, TensorType(i1, [64])])
    load = tt.LoadOp(block.args[0], block.args[1])
    assert load.result.type == TensorType(f16, [64])
    assert tt.MakeRangeOp(0, 128).result.type == TensorType(i32, [128])
    assert tt.GetProgramIdOp("y").axis == enums.ProgramIDDim.attr("y")
    cmp = arith.CmpfOp(load.result, load.result, "olt")
    assert cmp.result.type == TensorType(i1, [64])
    store = tt.StoreOp(block.args[0], load.result, block.args[1])
    block.add_ops([load, cmp, store])
    func = tt.FuncOp(
        "k",
        tt.FunctionType.from_lists([ptr_t, TensorType(i1, [64])], []),
        Region(block),
        "public",
    )
    block.add_op(tt.ReturnOp())
    func.verify()
    assert tt.pointee_type(tt.PointerType(f32, 3)) == f32


MAP_REGION_ERRORS = {
    # pack = 2: each result element type appears twice among the returned values
    "short return": (
        "tt.func @f(%x: tensor<64xf32>) {\n"
        '  %0 = "tt.map_elementwise"(%x) <{pack = 2 : i32}> ({\n'
        "  ^bb0(%a: f32, %b: f32):\n"
        "    tt.map_elementwise.return %a : f32\n"
        "  }) : (tensor<64xf32>) -> tensor<64xf32>\n"
        "  tt.return\n}\n"
    ),
    "atomic inside": (
        "tt.func @f(%p: tensor<64x!tt.ptr<f32>>, %x: tensor<64xf32>) {\n"
        '  %0 = "tt.map_elementwise"(%p, %x) <{pack = 1 : i32}> ({\n'
        "  ^bb0(%q: !tt.ptr<f32>, %a: f32):\n"
        "    %r = tt.atomic_rmw fadd, relaxed, gpu, %q, %a : (!tt.ptr<f32>, f32) -> f32\n"
        "    tt.map_elementwise.return %r : f32\n"
        "  }) : (tensor<64x!tt.ptr<f32>>, tensor<64xf32>) -> tensor<64xf32>\n"
        "  tt.return\n}\n"
    ),
}


@pytest.mark.parametrize("name", list(MAP_REGION_ERRORS))
def test_map_elementwise_region_errors_at_inner_op(name: str) -> None:
    """Triton reports bad returns and stores of the region at the inner op."""
    from gluon_opt.tools.gluon_opt import verify

    text = MAP_REGION_ERRORS[name]
    with pytest.raises(OracleError) as oracle:
        libtriton_print(text)
    where, message = re.search(
        r'loc\("[^"]*":(\d+:\d+)\): error: (.*)', oracle.value.diagnostics
    ).groups()
    with pytest.raises(DiagnosticError) as ours:
        verify(parse_module(text, make_context(), "input.mlir"))
    pos = ours.value.position()
    assert f"{pos.line.data}:{pos.column.data}" == where
    assert message in ours.value.message


def test_map_elementwise_without_a_block_is_a_located_error() -> None:
    """docs/divergences.md: libtriton's region check reads the region's first block
    without looking (assertion, abort); ours reports the op."""
    from gluon_opt.tools.gluon_opt import verify
    from gluon_opt.tools.oracle import OracleCrash, run_cpp_pipeline

    text = (
        "tt.func @f(%x: tensor<64xf32>) -> tensor<64xf32> {\n"
        '  %0 = "tt.map_elementwise"(%x) <{pack = 1 : i32}> ({\n'
        "  }) : (tensor<64xf32>) -> tensor<64xf32>\n"
        "  tt.return %0 : tensor<64xf32>\n}\n"
    )
    with pytest.raises(OracleCrash):
        run_cpp_pipeline(text, [], isolated=True)
    with pytest.raises(DiagnosticError) as ours:
        verify(parse_module(text, make_context(), "input.mlir"))
    pos = ours.value.position()
    assert (pos.line.data, pos.column.data) == (2, 8)
    assert "region has no block" in ours.value.message
