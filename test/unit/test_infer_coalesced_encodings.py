"""gluon-infer-coalesced-encodings against libtriton's C++ pass (differential, with locations):
every corpus input of the pass, our hand-written cases, Triton's own lit file; where 3.6.0
aborts, valid IR or a located error."""

from __future__ import annotations

from pathlib import Path

import pytest
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.passes.infer_coalesced_encodings import InferCoalescedEncodingsPass
from gluon_opt.passes.registry import get_pass
from gluon_opt.tools.oracle import libtriton_print
from pass_inputs import CORPUS, chunks, corpus_inputs, corpus_kernels, divergence

FLAG = "gluon-infer-coalesced-encodings"
DATA = Path(__file__).parent / "data" / FLAG
DIVERGENCES = DATA / "divergences.mlir"


@pytest.mark.parametrize("path", corpus_inputs(FLAG), ids=lambda p: str(p.relative_to(CORPUS)))
def test_corpus_inputs_match_cpp(path: Path, assert_same_as_cpp) -> None:
    assert_same_as_cpp(path.read_text(), FLAG, path.name)


def test_corpus_has_coalesced_kernels() -> None:
    kernels = corpus_kernels(FLAG, "#gluon.coalesced_encoding")
    assert {"gl_scale2d_coalesced", "gl_coalesced_atomic", "gl_coalesced_tma"} <= kernels


@pytest.mark.parametrize("chunk", chunks(DATA / "rules.mlir"), ids=lambda c: f"line{c[1]}")
def test_own_cases_match_cpp(chunk: tuple[str, int], assert_same_as_cpp) -> None:
    assert_same_as_cpp(chunk[0], FLAG, "rules.mlir")


def test_triton_lit_chunks_match_cpp(assert_triton_lit_same_as_cpp) -> None:
    assert_triton_lit_same_as_cpp("test/Gluon/infer_coalesced_encoding.mlir", FLAG)


@pytest.mark.parametrize("name", ["async_copy", "two_ctas"])
def test_cpp_aborts_on_the_divergence_inputs(name: str, assert_cpp_aborts) -> None:
    assert_cpp_aborts(divergence(DIVERGENCES, name)[0], FLAG, "divergences.mlir")


def test_async_copy_gets_a_coalesced_layout(run_ours) -> None:
    text = divergence(DIVERGENCES, "async_copy")[0]
    out = run_ours(text, FLAG, "divergences.mlir", debuginfo=False)
    assert "coalesced" not in out
    assert "ttg.async_copy_global_to_local %2, %3 : tensor<256x!tt.ptr<f32>, #blocked>" in out
    libtriton_print(out)  # valid IR


def test_more_than_one_cta_is_a_located_error() -> None:
    text = divergence(DIVERGENCES, "two_ctas")[0]
    ctx = make_context()
    module = parse_module(text, ctx, "divergences.mlir")
    with pytest.raises(DiagnosticError, match="only inferred for one CTA") as err:
        InferCoalescedEncodingsPass().apply(ctx, module)
    position = err.value.position()
    assert position is not None
    assert text.splitlines()[position.line.data - 1].lstrip().startswith("%3 = tt.load")


def test_registered() -> None:
    assert get_pass(FLAG) is InferCoalescedEncodingsPass


def test_python_owned_in_gluon_to_ttgir() -> None:
    import sys

    import gluon_opt
    from triton import knobs

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # test/
    from kernels import case_by_name

    flags = [FLAG, "gluon-resolve-auto-encodings"]
    case = case_by_name("gl_coalesced_tma-sm90-w4-c1")
    with knobs.compilation.scope():
        knobs.compilation.always_compile = True
        stock = case.compile()
        with gluon_opt.installed(flags):
            ours = case.compile()
            steps = gluon_opt.compile_log()[-1]
    assert [s["name"] for s in steps if s["where"] == "python"] == flags  # pipeline order
    assert ours.asm["ttgir"] == stock.asm["ttgir"]
    assert ours.asm["ptx"] == stock.asm["ptx"]
