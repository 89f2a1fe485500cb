"""convert-triton-to-tritongpu against libtriton's C++ pass (differential)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.dialects.text.printer import print_module
from gluon_opt.passes.convert_triton_to_tritongpu import ConvertTritonToTritonGPUPass
from gluon_opt.passes.registry import create_pass, get_pass
from gluon_opt.tools.oracle import OracleError, libtriton_print, run_cpp_pass
from pass_inputs import CORPUS, corpus_inputs, filecheck

FLAG = "convert-triton-to-tritongpu"
DATA = Path(__file__).parent / "data" / "convert"
TRITON_LIT = "test/Conversion/triton_to_tritongpu.mlir"
OPTION_SETS = [
    {"target": "cuda:90", "num-warps": "4"},
    {"target": "cuda:80", "num-warps": "8", "num-ctas": "2"},
    {"target": "cuda:100", "num-warps": "4", "num-ctas": "4"},
]


def run_ours(text: str, options: dict[str, str], debuginfo: bool = True) -> str:
    ctx = make_context()
    module = parse_module(text, ctx, "in.mlir")
    create_pass(FLAG, options).apply(ctx, module)
    return print_module(module, debuginfo=debuginfo)


def _case_options(path: Path) -> dict[str, str]:
    case = json.loads((CORPUS / "index.json").read_text())["cases"][path.parent.name]
    return {
        "target": f"cuda:{case['cc']}",
        "num-warps": str(case["num_warps"]),
        "num-ctas": str(case["num_ctas"]),
    }


@pytest.mark.parametrize("path", corpus_inputs(FLAG), ids=lambda p: str(p.relative_to(CORPUS)))
def test_corpus_inputs_match_cpp(path: Path) -> None:
    text, options = path.read_text(), _case_options(path)
    expected = run_cpp_pass(text, FLAG, options, debuginfo=True, filename="in.mlir")
    assert libtriton_print(run_ours(text, options), True, "in.mlir") == expected


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: " ".join(o.values()))
def test_own_patterns_match_cpp(options: dict[str, str]) -> None:
    # scans, histograms, gathers, cat, trans(trans) folded away, scf.while/if, int64
    # offsets, reductions to a scalar, calls, math ops
    for chunk in (DATA / "patterns.mlir").read_text().split("// -----"):
        expected = run_cpp_pass(chunk, FLAG, options, debuginfo=True, filename="in.mlir")
        assert libtriton_print(run_ours(chunk, options), True, "in.mlir") == expected


def test_join_split_with_one_cta_match_cpp() -> None:
    text = (DATA / "join_split_multi_cta.mlir").read_text()
    options = OPTION_SETS[0]
    expected = run_cpp_pass(text, FLAG, options, filename="in.mlir")
    assert libtriton_print(run_ours(text, options, debuginfo=False), False) == expected


@pytest.mark.parametrize("options", OPTION_SETS[1:], ids=lambda o: o["num-ctas"] + " CTAs")
def test_join_split_with_several_ctas_give_valid_ir(options: dict[str, str]) -> None:
    """docs/divergences.md: 3.6.0 aborts (an invalid linear layout while inferring the join's
    result type); we give the join its CTA layout with the new dim unsplit, and verify."""
    text = (DATA / "join_split_multi_cta.mlir").read_text()
    with pytest.raises(OracleError, match="signal|LLVM ERROR|Assertion"):
        run_cpp_pass(text, FLAG, options, isolated=True)
    out = run_ours(text, options, debuginfo=False)
    module = parse_module(out, make_context(), "out.mlir")
    module.verify()
    assert "tt.join" in out and "tt.split" in out


def test_missing_target_is_a_located_error() -> None:
    ctx = make_context()
    module = parse_module("module {\n}\n", ctx, "in.mlir")
    with pytest.raises(DiagnosticError, match="requires 'target' option"):
        ConvertTritonToTritonGPUPass().apply(ctx, module)


def test_deterministic() -> None:
    text = (DATA / "patterns.mlir").read_text().split("// -----")[1]
    assert run_ours(text, OPTION_SETS[1]) == run_ours(text, OPTION_SETS[1])


def test_registered_with_triton_opt_options() -> None:
    cls = get_pass(FLAG)
    assert cls is ConvertTritonToTritonGPUPass
    made = create_pass(FLAG, {"target": "cuda:80", "num-warps": "2", "threads-per-warp": "64"})
    assert (made.target, made.num_warps, made.threads_per_warp, made.num_ctas) == (
        "cuda:80",
        2,
        64,
        1,
    )


def test_triton_lit_chunks_match_cpp_and_pass(tmp_path: Path, triton_source) -> None:
    """Every chunk of Triton's triton_to_tritongpu.mlir (its RUN options): our output equals
    the C++ output and passes the chunk's CHECK lines (as the C++ output does)."""
    options = {"target": "cuda:80", "num-warps": "2"}
    for index, chunk in enumerate(triton_source(TRITON_LIT).read_text().split("// -----")):
        expected = run_cpp_pass(chunk, FLAG, options, filename="in.mlir")
        ours = libtriton_print(run_ours(chunk, options, debuginfo=False), False)
        assert ours == expected, f"chunk {index}"
        check_file = tmp_path / f"chunk{index}.mlir"
        check_file.write_text(chunk)
        assert filecheck(check_file, expected).returncode == 0, f"chunk {index}: C++"
        assert filecheck(check_file, ours).returncode == 0, f"chunk {index}"



def test_blocked_layout_of_another_rank_is_a_clear_error() -> None:
    """docs/divergences.md: 3.6.0 reads past the end of its vectors when asked for a blocked
    layout of a rank-0 tensor (Triton/ops.mlir #0 under this pass: a crash) or with parameters
    of another rank; ours says why."""
    from gluon_opt.dialects.layout.helpers import LayoutRankError, build_blocked

    with pytest.raises(LayoutRankError, match="rank 1 or more, not a rank-0 tensor"):
        build_blocked([], [], [], 4, 32, 1)
    with pytest.raises(LayoutRankError, match="rank-2 tensor cannot take 2 sizePerThread values"):
        build_blocked([16, 32], [1, 1], [0, 1, 2], 4, 32, 1)


# a rank-0 tensor, which no blocked layout describes (as in Triton's Triton/ops.mlir)
_RANK_0_TTIR = """module {
  tt.func @f(%x: f32) {
    %t = tt.splat %x : f32 -> tensor<f32>
    tt.return
  }
}
"""


def test_rank_0_tensor_is_an_error_at_its_op() -> None:
    """The pass stops at the first op with a rank-0 tensor, not at the module (3.6.0 crashes)."""
    options = {"target": "cuda:80", "num-warps": "4"}
    with pytest.raises(OracleError, match="signal"):
        run_cpp_pass(_RANK_0_TTIR, FLAG, options, isolated=True)
    with pytest.raises(DiagnosticError, match="rank 1 or more, not a rank-0 tensor") as info:
        run_ours(_RANK_0_TTIR, options)
    assert info.value.op is not None and info.value.op.name == "tt.splat"
    position = info.value.position()
    assert position is not None and (position.line.data, position.column.data) == (3, 10)
