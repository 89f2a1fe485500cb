"""Coalesce (and the AxisInfo it runs on) against libtriton's C++ pass (differential)."""

from __future__ import annotations

from pathlib import Path

import pytest
from gluon_opt.analysis.axis_info import ModuleAxisInfoAnalysis
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.passes.coalesce import CoalescePass
from gluon_opt.passes.coalesce_utils import get_order_from_contiguity
from gluon_opt.passes.registry import get_pass
from gluon_opt.tools.oracle import libtriton_print, run_cpp_pass
from pass_inputs import CORPUS, corpus_inputs, filecheck
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import SSAValue

FLAG = "tritongpu-coalesce"
DATA = Path(__file__).parent / "data" / "coalesce"
TRITON_LIT = "test/TritonGPU/coalesce.mlir"


@pytest.mark.parametrize("path", corpus_inputs(FLAG), ids=lambda p: str(p.relative_to(CORPUS)))
def test_corpus_inputs_match_cpp(path: Path, assert_same_as_cpp) -> None:
    assert_same_as_cpp(path.read_text(), FLAG, path.name)


@pytest.mark.parametrize("path", sorted(DATA.glob("*.mlir")), ids=lambda p: p.name)
def test_own_inputs_match_cpp(path: Path, assert_same_as_cpp) -> None:
    assert_same_as_cpp(path.read_text(), FLAG, path.name)


def test_call_sites_write_callee_argument_hints(run_ours) -> None:
    # As in C++: the gcd of what the two call sites pass (divisibility 16 and 8) lands on the
    # callee's arguments, and its loads get 2 x f32 per thread from it.
    out = run_ours((DATA / "calls_and_loops.mlir").read_text(), FLAG, debuginfo=False)
    helper = out.split("tt.func private @helper(")[1].split("\n")[0]
    assert "tt.divisibility = 8 : i64" in helper
    assert "sizePerThread = [2]" in out


AXIS_INFO_INPUTS = [
    *corpus_inputs(FLAG),
    *corpus_inputs("gluon-infer-coalesced-encodings"),
    *DATA.glob("*.mlir"),
]


def _values_in_walk_order(module: ModuleOp) -> list[SSAValue]:
    return [
        value
        for op in module.walk()
        for value in [
            *op.results,
            *(arg for region in op.regions for block in region.blocks for arg in block.args),
        ]
    ]


@pytest.mark.parametrize("path", AXIS_INFO_INPUTS, ids=lambda p: p.name)
def test_axis_info_one_walk_equals_the_solver(path: Path) -> None:
    """Functions are walked where they can be (the rest solved on demand); the solver on
    every function gives the same."""
    infos = []
    for one_walk in (True, False):
        module = parse_module(path.read_text(), make_context(), path.name)
        analysis = ModuleAxisInfoAnalysis(module, one_walk=one_walk)
        infos.append([analysis.get(value) for value in _values_in_walk_order(module)])
    assert infos[0] == infos[1]


@pytest.mark.parametrize("path", AXIS_INFO_INPUTS, ids=lambda p: p.name)
def test_axis_info_walk_of_functions_with_loops_equals_the_solver(path: Path) -> None:
    """In functions with scf.for and scf.if, what the walk gives before anything is solved on
    demand (every value that does not depend on control flow) is what the solver gives."""
    walked_module = parse_module(path.read_text(), make_context(), path.name)
    walked = ModuleAxisInfoAnalysis(walked_module).known_values()
    position = {id(v): i for i, v in enumerate(_values_in_walk_order(walked_module))}
    solved_module = parse_module(path.read_text(), make_context(), path.name)
    solver = ModuleAxisInfoAnalysis(solved_module, one_walk=False)
    solved_values = _values_in_walk_order(solved_module)
    for value, info in walked:
        assert solver.get(solved_values[position[id(value)]]) == info


def test_order_from_contiguity_breaks_ties_by_lower_dim() -> None:
    assert get_order_from_contiguity([1, 4]) == (1, 0)
    assert get_order_from_contiguity([1, 1, 1]) == (0, 1, 2)
    assert get_order_from_contiguity([2, 8, 8]) == (1, 2, 0)


def test_deterministic(run_ours) -> None:
    text = (DATA / "calls_and_loops.mlir").read_text()
    assert run_ours(text, FLAG) == run_ours(text, FLAG)


def test_registered() -> None:
    assert get_pass(FLAG) is CoalescePass


def test_triton_lit_chunks_match_cpp_and_pass_where_cpp_passes(
    tmp_path: Path, triton_source, run_ours
) -> None:
    """Every chunk of Triton's coalesce.mlir: our output equals the C++ output, and passes its
    CHECK lines wherever the C++ output does (the 3.6.0 wheel fails `load_3D_contig_1`: its
    tie-breaking differs from the source's, see coalesce_utils.get_order_from_contiguity)."""
    chunks = triton_source(TRITON_LIT).read_text().split("// -----")
    cpp_failures = []
    for index, chunk in enumerate(chunks):
        expected = run_cpp_pass(chunk, FLAG, filename="in.mlir")
        ours = libtriton_print(run_ours(chunk, FLAG, debuginfo=False), False)
        assert ours == expected, f"chunk {index}"
        check_file = tmp_path / f"chunk{index}.mlir"
        check_file.write_text(chunk)
        if filecheck(check_file, expected).returncode == 0:
            assert filecheck(check_file, ours).returncode == 0, f"chunk {index}"
        else:
            cpp_failures.append(index)
    assert len(cpp_failures) == 1
    assert "load_3D_contig_1" in chunks[cpp_failures[0]]


_TTIR_WITH_WARPS = """module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @f(%p: !tt.ptr<f32>) {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
    %a = tt.addptr %s, %r : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
    %v = tt.load %a : tensor<128x!tt.ptr<f32>>
    tt.return
  }
}
"""


def test_tensor_without_layout_is_a_located_error(run_ours) -> None:
    """docs/divergences.md: 3.6.0 crashes reading the CTA layout of a layout-less tensor."""
    from gluon_opt.dialects.text.diagnostics import DiagnosticError
    from gluon_opt.tools.oracle import OracleError

    with pytest.raises(OracleError, match="signal"):
        run_cpp_pass(_TTIR_WITH_WARPS, FLAG, isolated=True)
    with pytest.raises(DiagnosticError, match="tensor without a layout") as info:
        run_ours(_TTIR_WITH_WARPS, FLAG)
    assert info.value.op is not None and info.value.op.name == "tt.load"


_BLOCKED_2D = (
    "#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], "
    "warpsPerCTA = [4, 1], order = [1, 0]}>\n"
)
_MODULE_ATTRS = (
    'module attributes {"ttg.target" = "cuda:90", "ttg.num-ctas" = 1 : i32, '
    '"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32}'
)
# a 2-D pointer argument whose divisibility hint has one value, not two
_SHORT_HINT = (
    _BLOCKED_2D
    + _MODULE_ATTRS
    + """ {
  tt.func public @f(%p: tensor<16x32x!tt.ptr<f32>, #blocked> {tt.divisibility = 16 : i32},
                    %o: tensor<16x32xi32, #blocked>) {
    %a = tt.addptr %p, %o : tensor<16x32x!tt.ptr<f32>, #blocked>, tensor<16x32xi32, #blocked>
    %v = tt.load %a : tensor<16x32x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
"""
)
# a rank-0 tensor splat into the pointer offsets of a load
_RANK_0_SPLAT = """#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], \
warpsPerCTA = [4], order = [0]}>
""" + _MODULE_ATTRS + """ {
  tt.func public @f(%p: !tt.ptr<f32>, %x: tensor<i32>) {
    %o = tt.splat %x : tensor<i32> -> tensor<128xi32, #blocked>
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %a = tt.addptr %s, %o : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    %v = tt.load %a : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
"""


@pytest.mark.parametrize(
    ("text", "op_name"), [(_SHORT_HINT, "tt.addptr"), (_RANK_0_SPLAT, "tt.splat")]
)
def test_axis_info_past_an_operands_axes_is_a_located_error(run_ours, text, op_name) -> None:
    """docs/divergences.md: 3.6.0's AxisInfo reads past the end of an operand's vectors (a
    scalar hint on a 2-D argument, a rank-0 tensor splat) and crashes; we stop at the op."""
    from gluon_opt.dialects.text.diagnostics import DiagnosticError
    from gluon_opt.tools.oracle import OracleError

    with pytest.raises(OracleError, match="signal"):
        run_cpp_pass(text, FLAG, isolated=True)
    with pytest.raises(DiagnosticError, match="AxisInfo cannot describe this op") as info:
        run_ours(text, FLAG)
    assert info.value.op is not None and info.value.op.name == op_name


# pointer hints with a value per element (16 x 32) instead of one per dimension (as some of
# Triton's own lit inputs spell them for other passes)
_PER_ELEMENT_HINT = (
    _BLOCKED_2D
    + _MODULE_ATTRS
    + """ {
  tt.func public @f(%p: tensor<16x32x!tt.ptr<f32>, #blocked>, %o: tensor<16x32xi32, #blocked>) {
    %a = tt.addptr %p, %o {tt.divisibility = dense<16> : tensor<16x32xi32>, \
tt.contiguity = dense<4> : tensor<16x32xi32>, tt.constancy = dense<1> : tensor<16x32xi32>} \
: tensor<16x32x!tt.ptr<f32>, #blocked>, tensor<16x32xi32, #blocked>
    %v = tt.load %a : tensor<16x32x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
"""
)


def test_layout_of_another_rank_is_an_error_at_the_access(run_ours) -> None:
    """docs/divergences.md: a per-element hint gives AxisInfo 512 contiguity values, and the
    layout's order follows them; 3.6.0 crashes, we stop at the load and name the hints."""
    from gluon_opt.dialects.text.diagnostics import DiagnosticError
    from gluon_opt.tools.oracle import OracleError

    with pytest.raises(OracleError, match="signal"):
        run_cpp_pass(_PER_ELEMENT_HINT, FLAG, isolated=True)
    with pytest.raises(DiagnosticError, match="512 order values .*tt.contiguity") as info:
        run_ours(_PER_ELEMENT_HINT, FLAG)
    assert info.value.op is not None and info.value.op.name == "tt.load"
