"""gluon-resolve-auto-encodings against libtriton's C++ pass (differential, with locations):
every corpus input of the pass, our hand-written rule cases, Triton's own lit file; and the
xxh3 hash that orders conflicting layouts."""

from __future__ import annotations

from pathlib import Path

import pytest
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.passes.registry import get_pass
from gluon_opt.passes.resolve_auto_encodings import ResolveAutoEncodingsPass
from gluon_opt.passes.xxh3 import xxh3_64bits
from gluon_opt.tools.oracle import libtriton_print
from pass_inputs import CORPUS, chunks, corpus_inputs, corpus_kernels, divergence

FLAG = "gluon-resolve-auto-encodings"
DATA = Path(__file__).parent / "data" / FLAG


@pytest.mark.parametrize("path", corpus_inputs(FLAG), ids=lambda p: str(p.relative_to(CORPUS)))
def test_corpus_inputs_match_cpp(path: Path, assert_same_as_cpp) -> None:
    assert_same_as_cpp(path.read_text(), FLAG, path.name)


def test_corpus_has_auto_layout_kernels() -> None:
    # the Gluon suite's auto-layout kernels reach this pass with work to do
    kernels = corpus_kernels(FLAG, "#gluon.auto_encoding")
    assert {"gl_add_auto", "gl_auto_reduce", "gl_auto_loops", "gl_auto_reshape"} <= kernels


@pytest.mark.parametrize("chunk", chunks(DATA / "rules.mlir"), ids=lambda c: f"line{c[1]}")
def test_rule_cases_match_cpp(chunk: tuple[str, int], assert_same_as_cpp) -> None:
    assert_same_as_cpp(chunk[0], FLAG, "rules.mlir")


def test_triton_lit_chunks_match_cpp(assert_triton_lit_same_as_cpp) -> None:
    assert_triton_lit_same_as_cpp("test/Gluon/auto_encoding.mlir", FLAG)


# ---- where 3.6.0 aborts (docs/divergences.md) ------------------------------------------------

DIVERGENCES = DATA / "divergences.mlir"


@pytest.mark.parametrize("name", ["non_splat", "reduce_to_scalar", "gather_concrete_src"])
def test_cpp_aborts_on_the_divergence_inputs(name: str, assert_cpp_aborts) -> None:
    assert_cpp_aborts(divergence(DIVERGENCES, name)[0], FLAG, "divergences.mlir")


def test_non_splat_constant_keeps_its_elements(run_ours) -> None:
    text = divergence(DIVERGENCES, "non_splat")[0]
    out = run_ours(text, FLAG, "divergences.mlir", debuginfo=False)
    assert "arith.constant dense<[0, 1, 2, 3]> : tensor<4xi32, #blocked>" in out
    assert "gluon" not in out
    libtriton_print(out)  # valid IR


def test_reduce_to_scalar_gives_valid_ir(run_ours) -> None:
    text = divergence(DIVERGENCES, "reduce_to_scalar")[0]
    out = run_ours(text, FLAG, "divergences.mlir", debuginfo=False)
    assert "tensor<128xi32, #blocked>) -> i32" in out and "gluon" not in out
    libtriton_print(out)


def test_reaching_a_concrete_value_is_a_located_error() -> None:
    text, _ = divergence(DIVERGENCES, "gather_concrete_src")
    ctx = make_context()
    module = parse_module(text, ctx, "divergences.mlir")
    with pytest.raises(DiagnosticError, match="reached a value that already has a layout") as err:
        ResolveAutoEncodingsPass().apply(ctx, module)
    position = err.value.position()
    assert position is not None and position.filename.data == "divergences.mlir"
    assert text.splitlines()[position.line.data - 1].lstrip().startswith("tt.func public @gather")


def test_registered() -> None:
    assert get_pass(FLAG) is ResolveAutoEncodingsPass


def test_output_is_deterministic(run_ours) -> None:
    text = (DATA / "rules.mlir").read_text().split("// -----")[-1]
    assert len({run_ours(text, FLAG, "rules.mlir") for _ in range(3)}) == 1


# LLVM's xxh3_64bits, as the reference xxHash library computes it (one input per length class).
XXH3_VECTORS = [
    (b"", 0x2D06800538D394C2),
    (b"abc", 0x78AF5F94892F3950),
    (b"#gluon.auto_encoding", 0x5D7F810AB93CAD19),
    (
        b"#ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], "
        b"order = [0]}>",
        0x8261FA809ADE742D,
    ),
    (bytes(range(200)), 0xF42A8864FEAF0703),
    (bytes(range(256)) * 3, 0x4066A57F4496584A),
]


@pytest.mark.parametrize(
    ("data", "expected"), XXH3_VECTORS, ids=[str(len(d)) for d, _ in XXH3_VECTORS]
)
def test_xxh3_equals_the_reference(data: bytes, expected: int) -> None:
    assert xxh3_64bits(data) == expected
