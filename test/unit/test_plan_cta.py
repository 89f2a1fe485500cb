"""plan-cta: the pure tiling arithmetic, differential tests against libtriton's C++ pass on IR
captured from our own kernels, determinism, and the cases where C++ aborts or emits invalid IR.

Equality with C++ is "equal up to SSA names and op order, layouts in full" (tools/irdiff.py),
because 3.6.0's pass orders by pointer hashes and its output varies from run to run.
"""

from __future__ import annotations

import importlib.util
import json
import pathlib
import re
from collections.abc import Callable

import pytest
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.layout.encodings import CGALayout, attr_text
from gluon_opt.dialects.layout.helpers import blocked_thread_split, build_blocked, default_cta_split
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.dialects.text.printer import print_module
from gluon_opt.passes.plan_cta import PlanCTAPass, dot_cta_tiling, reduce_cta_split
from gluon_opt.tools import irdiff
from gluon_opt.tools.oracle import libtriton_print, run_cpp_pass

DATA = pathlib.Path(__file__).parent / "data" / "plan_cta"
FLAG = "triton-nvidia-gpu-plan-cta"
MULTI_CTA = sorted(p for p in DATA.glob("*.mlir") if not re.search(r"_c1_", p.name))
SINGLE_CTA = sorted(p for p in DATA.glob("*_c1_*.mlir"))
# Inputs with a 1-D tt.reduce: C++ builds a slice of a 1-D layout there and aborts.
CPP_ABORTS = {p.name for p in MULTI_CTA if p.name.startswith(("softmax_", "vec_max_"))}


def _corpus_inputs() -> list[pathlib.Path]:
    """The plan-cta inputs of the shared corpus (test/corpus/index.json), if it is there."""
    corpus = pathlib.Path(__file__).parents[1] / "corpus"
    index = corpus / "index.json"
    if not index.exists():
        return []
    return [corpus / f for f in json.loads(index.read_text())["passes"].get(FLAG, [])]


CORPUS_MULTI = [p for p in _corpus_inputs() if '"ttg.num-ctas" = 1 ' not in p.read_text()]
CORPUS_SINGLE = [p for p in _corpus_inputs() if '"ttg.num-ctas" = 1 ' in p.read_text()]


def run_ours(text: str, filename: str = "input.mlir") -> str:
    ctx = make_context()
    module = parse_module(text, ctx, filename)
    PlanCTAPass().apply(ctx, module)
    return print_module(module)


def _ours_twice(text: str, filename: str) -> str:
    """Our output, the same on a second run (C++'s order varies from run to run; ours not)."""
    ours = run_ours(text, filename)
    assert run_ours(text, filename) == ours, "output is not deterministic"
    return ours


def _our_error(text: str, filename: str) -> DiagnosticError:
    """The error our pass stops with on ``text``."""
    with pytest.raises(DiagnosticError) as err:
        run_ours(text, filename)
    return err.value


@pytest.fixture
def our_error_where_cpp_aborts(assert_cpp_aborts) -> Callable[[str, str], DiagnosticError]:
    """``check(text, filename)``: libtriton's pass aborts on ``text``; the error ours stops
    with."""

    def check(text: str, filename: str) -> DiagnosticError:
        assert_cpp_aborts(text, FLAG)
        return _our_error(text, filename)

    return check


# ----- pure arithmetic (expected values worked out by hand from the C++ rules) ----


def test_blocked_thread_split_fills_fastest_dim_first():
    # 64x64 per CTA, spt 4x4, order [1, 0]: dim 1 takes 16 lanes, dim 0 the other 2 and 4 warps
    assert blocked_thread_split([64, 64], [4, 4], [1, 0], 4, 32) == ((2, 16), (4, 1))
    # a short fastest dim leaves the lanes to the slow dim
    assert blocked_thread_split([128, 4], [1, 4], [1, 0], 4, 32) == ((32, 1), (4, 1))
    # threads beyond a warp spill into warps along the fast dim
    assert blocked_thread_split([1, 1024], [1, 4], [1, 0], 8, 32) == ((1, 32), (1, 8))


def test_default_cta_split_slowest_first_and_leftover_at_last_index():
    assert default_cta_split([128, 128], [1, 1], [1, 0], 4) == ((4, 1), (4, 1))
    # 2 rows cannot take 4 CTAs: the leftover 2 goes to array index rank-1 (dim 1), unsplit
    assert default_cta_split([2, 1], [1, 1], [1, 0], 4) == ((2, 2), (2, 1))


def test_build_blocked_with_cga_matches_spec_example():
    cta = CGALayout.from_split_params([2, 2], [2, 2], [1, 0])
    layout = build_blocked([128, 128], [4, 4], [1, 0], 4, 32, cta)
    assert layout.threadsPerWarp == (2, 16)
    assert layout.warpsPerCTA == (4, 1)
    assert layout.CGALayout.bases == ((0, 1), (1, 0))


@pytest.mark.parametrize("num_ctas", [1, 2, 4])
@pytest.mark.parametrize("num_warps", [4, 8])
def test_build_blocked_int_overload_matches_libtriton(num_warps: int, num_ctas: int):
    # convert-triton-to-tritongpu lays tensors out with B(shape, 1s, reversed dims, W, T, CTAs)
    shapes = [(2,), (1024,), (4, 256), (128, 64), (2, 1), (1, 2), (8, 2, 64)]
    body = "\n".join(
        f"    %{i} = tt.splat %p : !tt.ptr<f32> -> tensor<{'x'.join(map(str, s))}x!tt.ptr<f32>>"
        for i, s in enumerate(shapes)
    )
    text = f"module {{\n  tt.func @f(%p: !tt.ptr<f32>) {{\n{body}\n    tt.return\n  }}\n}}\n"
    out = run_cpp_pass(
        text, "convert-triton-to-tritongpu",
        f"target=cuda:90 num-warps={num_warps} num-ctas={num_ctas}",
    )  # fmt: skip
    aliases = dict(re.findall(r"^(#\w+) = (.*)$", out, re.M))
    for i, shape in enumerate(shapes):
        enc = re.search(rf"%{i} = tt.splat .*, (#\w+)>$", out, re.M).group(1)
        rank = len(shape)
        ours = build_blocked(
            shape, [1] * rank, list(reversed(range(rank))), num_warps, 32, num_ctas
        )
        assert attr_text(ours) == aliases[enc], shape


def test_order_and_contig_come_from_the_registers():
    from gluon_opt.dialects.layout.encodings import BlockedEncodingAttr
    from gluon_opt.passes.layout_utils import get_contig_per_thread, get_order
    from xdsl.dialects.builtin import Float32Type, TensorType

    # 1 row x 128 columns per CTA, 2 CTAs along the columns: the 8 rows repeat in registers,
    # so the registers walk dim 0 first (order [0, 1]) and hold 8 contiguous rows.
    enc = BlockedEncodingAttr.get([1, 1], [1, 32], [1, 4], [1, 0], [[0, 1]])
    t = TensorType(Float32Type(), [8, 256], enc)
    assert get_order(t) == (0, 1)
    assert get_contig_per_thread(t) == (8, 1)
    # 2 rows x 64 columns per CTA: columns repeat first (stride 128), so nothing is contiguous
    enc = BlockedEncodingAttr.get([1, 1], [2, 16], [1, 4], [1, 0], [[0, 1]])
    t = TensorType(Float32Type(), [8, 256], enc)
    assert get_order(t) == (1, 0)
    assert get_contig_per_thread(t) == (1, 1)
    # sizePerThread shows up directly
    enc = BlockedEncodingAttr.get([1, 4], [4, 8], [4, 1], [1, 0])
    t = TensorType(Float32Type(), [16, 32], enc)
    assert get_order(t) == (1, 0)
    assert get_contig_per_thread(t) == (1, 4)


def test_dot_tiling_prefers_128_row_chunks():
    assert dot_cta_tiling(128, 128, 2) == (1, 2)
    assert dot_cta_tiling(256, 128, 2) == (2, 1)
    assert dot_cta_tiling(128, 128, 4) == (2, 2)  # 128-chunks leave N/4 = 32 < 64; 64-chunks
    assert dot_cta_tiling(64, 64, 4) == (1, 4)  # nothing fits: the 64-chunk choice is kept


def test_reduce_split_never_splits_the_axis():
    # reduce axis 1 of 8x256 with 2 CTAs: dim 0 takes both
    assert reduce_cta_split([8, 256], 1, [1, 0], [1, 1], 2) == ([2, 1], [2, 1])
    # reduce axis 0 of 128x64: dim 1 takes them
    assert reduce_cta_split([128, 64], 0, [1, 0], [1, 1], 4) == ([1, 4], [1, 4])
    # 1-D: every CTA reduces the whole tensor (split 1, 4 CTAs)
    assert reduce_cta_split([1024], 0, [0], [1], 4) == ([4], [1])


def test_reduce_leftover_is_counted_once():
    # 2x128 along axis 1 with 4 CTAs: dim 0 can only split 2 ways, the leftover 2 broadcasts.
    # C++ multiplies the leftover in twice (8 CTAs, fails verification); we keep 4.
    ctas, split = reduce_cta_split([2, 128], 1, [1, 0], [1, 1], 4)
    assert (ctas, split) == ([4, 1], [4, 1])
    assert ctas[0] * ctas[1] == 4


# ----- differential against libtriton --------------------------------------------------------


def _cpp_outputs(text: str, tries: int = 3):
    """Yield up to `tries` outputs of the C++ pass (it is nondeterministic)."""
    for _ in range(tries):
        yield libtriton_print(run_cpp_pass(text, FLAG))


@pytest.mark.parametrize(
    "path", [p for p in MULTI_CTA if p.name not in CPP_ABORTS] + CORPUS_MULTI, ids=str
)
def test_equal_to_cpp_up_to_names_and_order(path: pathlib.Path):
    text = path.read_text()
    ours = _ours_twice(text, path.name)
    ours_lib = libtriton_print(ours)  # also checks that libtriton parses and verifies it
    last = ""
    for cpp in _cpp_outputs(text):
        if irdiff.equivalent(ours_lib, cpp):
            return
        last = cpp
    pytest.fail(f"differs from every C++ output:\n{irdiff.explain(ours_lib, last)}")


@pytest.mark.parametrize("path", SINGLE_CTA + CORPUS_SINGLE, ids=str)
def test_single_cta_untouched(path: pathlib.Path):
    # identical bytes, locations included: the pass must not touch a one-CTA module
    text = path.read_text()
    ctx = make_context()
    module = parse_module(text, ctx, "input.mlir")
    PlanCTAPass().apply(ctx, module)
    ours = print_module(module, debuginfo=True)
    assert ours == run_cpp_pass(text, FLAG, debuginfo=True)


# ----- where C++ aborts or emits invalid IR ----------------------------------------------------


@pytest.mark.parametrize("path", sorted(p for p in MULTI_CTA if p.name in CPP_ABORTS), ids=str)
def test_1d_reduce_gives_valid_ir(path: pathlib.Path, assert_cpp_aborts):
    text = path.read_text()
    assert_cpp_aborts(text, FLAG)
    ours = _ours_twice(text, path.name)
    printed = libtriton_print(ours)  # libtriton parses and verifies our output
    num_ctas = int(re.search(r'"ttg.num-ctas" = (\d+)', text).group(1))
    # the reduced 1-D source is held whole by every CTA: all CGA bases are zero (split 1)
    m = re.search(r'"tt.reduce"\(%\w+\).*\n(?:.*\n)*?.*\}\) : \(tensor<\d+xf32, (#\w+)>', printed)
    assert m, printed
    alias = re.search(rf"^{m.group(1)} = (.*)$", printed, re.M).group(1)
    zero = ", ".join(["[0]"] * (num_ctas.bit_length() - 1))
    assert f"CGALayout = [{zero}]" in alias


def _module(body: str, num_ctas: int = 2, blocked: str = "") -> str:
    return (
        f'{blocked}\nmodule attributes {{"ttg.num-ctas" = {num_ctas} : i32, "ttg.num-warps" '
        f'= 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32}} {{\n{body}\n}}\n'
    )


def _dot_func(enc: str, a: str, b: str, c: str, dots: int) -> str:
    """@f(%a, %b, %c, %p): ``dots`` chained tt.dot of %a (shape ``a``) and %b (shape ``b``),
    the first onto %c (shape ``c``), all in layout ``enc``; the last result stored to %p."""
    op_a = f"tensor<{a}xf16, #ttg.dot_op<{{opIdx = 0, parent = {enc}}}>>"
    op_b = f"tensor<{b}xf16, #ttg.dot_op<{{opIdx = 1, parent = {enc}}}>>"
    acc, ptrs = f"tensor<{c}xf32, {enc}>", f"tensor<{c}x!tt.ptr<f32>, {enc}>"
    results = ["%c", "%d", "%e"][: dots + 1]
    lines = [f"  tt.func @f(%a: {op_a},", f"             %b: {op_b},"]
    lines.append(f"             %c: {acc}, %p: {ptrs}) {{")
    for into, result in zip(results, results[1:], strict=False):
        lines.append(f"    {result} = tt.dot %a, %b, {into} : {op_a} * {op_b} -> {acc}")
    lines += [f"    tt.store %p, {results[-1]} : {ptrs}", "    tt.return", "  }"]
    return "\n".join(lines)


BLOCKED_2D = (
    "#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [1, 32], "
    "warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>"
)
DOT_FUNC = _dot_func("#blocked", "128x64", "64x128", "128x128", 2)


def test_two_dots_in_a_function_is_a_located_error(our_error_where_cpp_aborts):
    text = _module(DOT_FUNC, 2, BLOCKED_2D)
    err = our_error_where_cpp_aborts(text, "two_dots.mlir")
    assert "more than one tt.dot" in err.message
    pos = err.position()
    assert pos is not None and pos.line.data == 7  # the second dot


def test_no_store_like_op_leaves_function_unchanged(assert_cpp_aborts):
    body = """  tt.func @f(%p: tensor<128x128x!tt.ptr<f32>, #blocked>)
      -> tensor<128x128xf32, #blocked> {
    %v = tt.load %p : tensor<128x128x!tt.ptr<f32>, #blocked>
    tt.return %v : tensor<128x128xf32, #blocked>
  }"""
    text = _module(body, 2, BLOCKED_2D)
    assert_cpp_aborts(text, FLAG)
    ours = run_ours(text)
    ctx = make_context()
    assert ours == print_module(parse_module(text, ctx, "input.mlir"))
    libtriton_print(ours)


B1D = (
    "#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], "
    "order = [0], CGALayout = [[0]]}>\n"
    "#b2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], "
    "order = [0], CGALayout = [[1]]}>"
)


def test_non_splat_constant_is_retyped_with_its_value():
    # The first store fixes the CTA layout (#b2); the second store then pulls it onto the
    # constant. C++ retypes the result but keeps the attribute's old type (invalid IR).
    body = """  tt.func @f(%x: !tt.ptr<i32>, %y: !tt.ptr<i32>, %s: i32) {
    %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32, #b1>
    %p = tt.splat %x : !tt.ptr<i32> -> tensor<4x!tt.ptr<i32>, #b2>
    %v = tt.splat %s : i32 -> tensor<4xi32, #b2>
    tt.store %p, %v : tensor<4x!tt.ptr<i32>, #b2>
    %q = tt.splat %y : !tt.ptr<i32> -> tensor<4x!tt.ptr<i32>, #b1>
    tt.store %q, %c : tensor<4x!tt.ptr<i32>, #b1>
    tt.return
  }"""
    text = _module(body, 2, B1D)
    with pytest.raises(Exception):  # noqa: B017 - C++ output fails verification
        libtriton_print(run_cpp_pass(text, FLAG, isolated=True))
    printed = libtriton_print(run_ours(text))  # verifies: attribute type == result type
    cst = re.search(r"arith.constant dense<\[1, 2, 3, 4\]> : tensor<4xi32, (#\w+)>", printed)
    assert cst, printed
    alias = re.search(rf"^{cst.group(1)} = (.*)$", printed, re.M).group(1)
    assert "CGALayout = [[1]]" in alias


def test_tensor_function_argument_is_a_located_error(our_error_where_cpp_aborts):
    body = """  tt.func @f(%p: tensor<4x!tt.ptr<i32>, #b1>, %s: i32) {
    %v = tt.splat %s : i32 -> tensor<4xi32, #b2>
    %q = ttg.convert_layout %p : tensor<4x!tt.ptr<i32>, #b1> -> tensor<4x!tt.ptr<i32>, #b2>
    tt.store %q, %v : tensor<4x!tt.ptr<i32>, #b2>
    tt.return
  }"""
    text = _module(body, 2, B1D)
    err = our_error_where_cpp_aborts(text, "arg.mlir")
    assert "block argument" in err.message and err.position() is not None


def test_3d_dot_is_a_located_error():
    b3 = (
        "#b3 = #ttg.blocked<{sizePerThread = [1, 4, 4], threadsPerWarp = [1, 1, 32], "
        "warpsPerCTA = [1, 4, 1], order = [2, 1, 0], CGALayout = [[1, 0, 0]]}>"
    )
    body = _dot_func("#b3", "2x128x64", "2x64x128", "2x128x128", 1)
    text = _module(body, 2, b3)
    err = _our_error(text, "dot3d.mlir")
    assert "batched" in err.message and err.position() is not None


def _row_sums(rows: int, cols: int) -> str:
    """The start of a function @f(%px, %py): %x, a rows x cols f32 tensor in #blocked loaded
    from %px, and %r, its sums along axis 1."""
    shape = f"{rows}x{cols}"
    return f"""  tt.func @f(%px: !tt.ptr<f32>, %py: !tt.ptr<f32>) {{
    %ptrs = tt.splat %px : !tt.ptr<f32> -> tensor<{shape}x!tt.ptr<f32>, #blocked>
    %x = tt.load %ptrs : tensor<{shape}x!tt.ptr<f32>, #blocked>
    %r = "tt.reduce"(%x) <{{axis = 1 : i32}}> ({{
    ^bb0(%l: f32, %k: f32):
      %s = arith.addf %l, %k : f32
      tt.reduce.return %s : f32
    }}) : (tensor<{shape}xf32, #blocked>) -> tensor<{rows}xf32, #ttg.slice<{{dim = 1, parent = #blocked}}>>
"""  # noqa: E501


def test_reduce_with_leftover_ctas_gives_valid_ir():
    blocked = (
        "#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], "
        "warpsPerCTA = [1, 4], order = [1, 0], CGALayout = [[0, 1], [0, 0]]}>\n"
        "#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], "
        "order = [0], CGALayout = [[0], [0]]}>"
    )
    body = _row_sums(2, 128) + """    %o = ttg.convert_layout %r : tensor<2xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<2xf32, #b1>
    %po = tt.splat %py : !tt.ptr<f32> -> tensor<2x!tt.ptr<f32>, #b1>
    tt.store %po, %o : tensor<2x!tt.ptr<f32>, #b1>
    tt.return
  }"""  # noqa: E501
    text = _module(body, 4, blocked)
    with pytest.raises(Exception):  # noqa: B017 - C++ output fails verification (8 CTAs)
        libtriton_print(run_cpp_pass(text, FLAG, isolated=True))
    printed = libtriton_print(run_ours(text))  # verifies: 4 CTAs everywhere
    assert "CGALayout = [[1, 0], [2, 0]]" in printed


def test_load_in_a_slice_of_its_split_dimension_gives_valid_ir(assert_cpp_aborts):
    # The row is loaded in a slice along dim 0 of a layout that splits dim 0 over the two
    # CTAs. C++ then re-plans the load with its own layout, which is that same slice, forever
    # (the stack overflows); the load keeps its own layout and casts connect it.
    blocked = (
        "#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], "
        "warpsPerCTA = [2, 2], order = [1, 0], CGALayout = [[1, 0]]}>\n"
        "#row = #ttg.slice<{dim = 0, parent = #blocked}>"
    )
    body = """  tt.func @f(%p: !tt.ptr<f32>, %po: !tt.ptr<f32>) {
    %out = tt.splat %po : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #row>
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>, #row>
    %a = tt.addptr %s, %r : tensor<64x!tt.ptr<f32>, #row>, tensor<64xi32, #row>
    %v = tt.load %a : tensor<64x!tt.ptr<f32>, #row>
    %e = tt.expand_dims %v {axis = 0 : i32} : tensor<64xf32, #row> -> tensor<1x64xf32, #blocked>
    %b = tt.broadcast %e : tensor<1x64xf32, #blocked> -> tensor<64x64xf32, #blocked>
    tt.store %out, %b : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }"""  # noqa: E501
    text = _module(body, 2, blocked)
    assert_cpp_aborts(text, FLAG)
    ours = _ours_twice(text, "row.mlir")
    printed = libtriton_print(ours)  # libtriton parses and verifies our output
    assert "tt.load" in printed and "ttg.convert_layout" in printed


def test_slice_encoded_store_gives_valid_ir(assert_cpp_aborts):
    # The store's operands are in a slice layout: C++ rebuilds the rank-2 parent from the
    # rank-1 CTA layout and aborts. We keep the parent's thread split and lift the CTA layout.
    blocked = (
        "#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], "
        "warpsPerCTA = [1, 4], order = [1, 0], CGALayout = [[0, 1]]}>"
    )
    body = _row_sums(8, 256) + """    %po = tt.splat %py : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.store %po, %r : tensor<8x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.return
  }"""  # noqa: E501
    text = _module(body, 2, blocked)
    assert_cpp_aborts(text, FLAG)
    printed = libtriton_print(run_ours(text))
    # one layout for everything: rows split across the CTAs, no convert_layout
    assert "ttg.convert_layout" not in printed
    assert printed.count("#blocked = ") == 1 and "CGALayout = [[1, 0]]" in printed


def test_unsupported_layout_in_store_is_a_located_error(our_error_where_cpp_aborts):
    # The second store's value is in a #ttg.linear layout, which C++ cannot rebuild around a
    # new CTA layout ("replaceCTALayout not implemented", a fatal error).
    blocked = (
        "#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], "
        "order = [0], CGALayout = [[1]]}>\n"
        "#lin = #ttg.linear<{register = [], lane = [[1], [2], [4], [8], [16]], "
        "warp = [[32], [64]], block = [[0]]}>"
    )
    body = """  tt.func @f(%x: !tt.ptr<f32>, %s: f32) {
    %p = tt.splat %x : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #b1>
    %v = tt.splat %s : f32 -> tensor<128xf32, #b1>
    tt.store %p, %v : tensor<128x!tt.ptr<f32>, #b1>
    %q = tt.splat %x : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #lin>
    %w = tt.splat %s : f32 -> tensor<128xf32, #lin>
    tt.store %q, %w : tensor<128x!tt.ptr<f32>, #lin>
    tt.return
  }"""
    text = _module(body, 2, blocked)
    err = our_error_where_cpp_aborts(text, "linear.mlir")
    assert "#ttg.linear" in err.message
    assert err.position().line.data == 10  # the second store


def test_descriptor_scatter_seed_is_a_located_error():
    blocked = (
        "#b = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], "
        "warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>\n"
        "#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], "
        "order = [0], CGALayout = [[1]]}>\n"
        "#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, "
        "elementBitWidth = 32, CGALayout = [[0, 0]]}>"
    )
    body = """  tt.func @f(%d: !tt.tensordesc<tensor<1x128xf32, #shared>>, %xo: tensor<8xi32, #b1>, %y: i32, %s: f32) {
    %v = tt.splat %s : f32 -> tensor<8x128xf32, #b>
    tt.descriptor_scatter %d[%xo, %y], %v : !tt.tensordesc<tensor<1x128xf32, #shared>>, tensor<8xi32, #b1>, i32, tensor<8x128xf32, #b>
    tt.return
  }"""  # noqa: E501
    text = _module(body, 2, blocked)
    err = _our_error(text, "scatter.mlir")
    assert "descriptor_scatter" in err.message and err.position() is not None


def test_missing_num_warps_is_a_located_error():
    # libtriton's verifier already rejects such a module; our pass still must not crash.
    body = """  tt.func @f(%x: !tt.ptr<f32>, %s: f32) {
    %p = tt.splat %x : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #b1>
    %v = tt.splat %s : f32 -> tensor<128xf32, #b1>
    tt.store %p, %v : tensor<128x!tt.ptr<f32>, #b1>
    tt.return
  }"""
    blocked = (
        "#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], "
        "order = [0], CGALayout = [[1]]}>"
    )
    text = _module(body, 2, blocked).replace('"ttg.num-warps" = 4 : i32, ', "")
    err = _our_error(text, "warps.mlir")
    assert "number of warps" in err.message and err.position() is not None


def test_block_argument_in_two_layouts_is_a_located_error(our_error_where_cpp_aborts):
    # Two reduces of one function argument want it in two CTA layouts; C++: "Layout conflict
    # for block arg" (fatal error).
    blocked = (
        "#b = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], "
        "warpsPerCTA = [1, 4], order = [1, 0], CGALayout = [[0, 1]]}>"
    )
    reduce = """    %r{axis} = "tt.reduce"(%x) <{{axis = {axis} : i32}}> ({{
    ^bb0(%l: f32, %k: f32):
      %t = arith.addf %l, %k : f32
      tt.reduce.return %t : f32
    }}) : (tensor<64x64xf32, #b>) -> tensor<64xf32, #ttg.slice<{{dim = {axis}, parent = #b}}>>
"""
    body = (
        "  tt.func @f(%x: tensor<64x64xf32, #b>) {\n"
        + reduce.format(axis=0)
        + reduce.format(axis=1)
        + "    tt.return\n  }"
    )
    text = _module(body, 2, blocked)
    err = our_error_where_cpp_aborts(text, "conflict.mlir")
    assert "block argument" in err.message
    assert err.position().line.data == 3  # the function


# ----- on a GPU: multi-CTA kernels planned by our pass compute the right numbers -------------


def _has_cuda() -> bool:
    try:
        import torch
    except ImportError:
        return False
    return torch.cuda.is_available()


def _plan_cta_kernels():
    """The kernels the plan-cta inputs were captured from (data/plan_cta/plan_cta_kernels.py)."""
    spec = importlib.util.spec_from_file_location("plan_cta_kernels", DATA / "plan_cta_kernels.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


try:
    import triton
    import triton.language as tl

    @triton.jit
    def _matmul(a, b, c, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
        rm = tl.program_id(0) * BM + tl.arange(0, BM)
        rn = tl.program_id(1) * BN + tl.arange(0, BN)
        rk = tl.arange(0, BK)
        acc = tl.zeros((BM, BN), tl.float32)
        for k in range(0, K, BK):
            x = tl.load(a + rm[:, None] * K + (k + rk)[None, :])
            y = tl.load(b + (k + rk)[:, None] * N + rn[None, :])
            acc += tl.dot(x, y)
        tl.store(c + rm[:, None] * N + rn[None, :], acc)

except ImportError:  # pragma: no cover - triton is a dependency
    pass


@pytest.mark.skipif(not _has_cuda(), reason="needs an NVIDIA GPU")
@pytest.mark.parametrize("num_ctas", [2, 4])
def test_gpu_multi_cta_kernels_with_our_plan_cta(num_ctas: int):
    import torch
    from gluon_opt.tools.embed import compile_log, installed

    kernels = _plan_cta_kernels()
    torch.manual_seed(0)
    x = torch.randn(64, 1000, device="cuda")
    a = torch.randn(256, 128, device="cuda", dtype=torch.float16)
    b = torch.randn(128, 256, device="cuda", dtype=torch.float16)
    with installed([FLAG]):
        y1 = torch.empty_like(x)
        # one row per program: a 1-D reduce, on which 3.6.0's plan-cta aborts
        kernels.softmax[(64,)](x, y1, x.stride(0), 1000, BLOCK=1024, num_warps=4, num_ctas=num_ctas)
        y2 = torch.empty_like(x)
        kernels.softmax2d[(16,)](
            x, y2, x.stride(0), 1000, R=4, BLOCK=1024, num_warps=4, num_ctas=num_ctas
        )
        c = torch.empty(256, 256, device="cuda", dtype=torch.float32)
        _matmul[(2, 2)](a, b, c, 256, 256, 128, BM=128, BN=128, BK=64, num_warps=4,
                        num_ctas=num_ctas)  # fmt: skip
        torch.cuda.synchronize()
        ran = [s["where"] for steps in compile_log() for s in steps if s["name"] == FLAG]
    assert ran and set(ran) == {"python"}
    ref = torch.softmax(x, dim=1)
    torch.testing.assert_close(y1, ref)
    torch.testing.assert_close(y2, ref)
    torch.testing.assert_close(c, a.float() @ b.float(), atol=1e-2, rtol=1e-2)
