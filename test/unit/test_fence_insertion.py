"""Fence insertion against libtriton's C++ pass (differential), on captured and own inputs."""

from __future__ import annotations

from pathlib import Path

import pytest
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.layout.encodings import libtriton_readable
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.dialects.text.printer import print_module
from gluon_opt.passes.fence_insertion import FenceInsertionPass
from gluon_opt.passes.registry import get_pass
from gluon_opt.tools.oracle import libtriton_print, run_cpp_pass
from pass_inputs import CORPUS, corpus_inputs, run_triton_lit_file
from test_tma_lowering import with_known_gaps
from triton._C.libtriton import ir, nvidia

DATA = Path(__file__).parent / "data" / "tma"
FLAG = "triton-nvidia-gpu-fence-insertion"
TRITON_LIT = "test/TritonGPU/fence-inserstion.mlir"
SM90 = {"compute-capability": "90"}
INPUTS = with_known_gaps(sorted(DATA.glob("*.fence.mlir")))


@pytest.mark.parametrize("capability", [80, 90, 100])
@pytest.mark.parametrize("path", INPUTS, ids=lambda p: getattr(p, "name", str(p)))
def test_matches_cpp(path: Path, capability: int, assert_same_as_cpp) -> None:
    options = {"compute-capability": str(capability)}
    assert_same_as_cpp(path.read_text(), FLAG, path.name, options=options)


def test_below_sm90_changes_nothing(run_ours) -> None:
    text = (DATA / "own_cases.fence.mlir").read_text()
    before = print_module(parse_module(text, make_context(), "in.mlir"), debuginfo=True)
    assert run_ours(text, FLAG, options={"compute-capability": "89"}) == before


def test_own_cases_insert_where_expected(run_ours) -> None:
    text = (DATA / "own_cases.fence.mlir").read_text()
    out = run_ours(text, FLAG, debuginfo=False, options=SM90)
    functions = out.split("tt.func")[1:]
    fences = [f.count("ttng.fence_async_shared {bCluster = false}") for f in functions]
    # hoisted (two MMAs, one fence), written in loop, iter_arg buffer, no register writes
    assert fences == [1, 1, 1, 0]
    hoisted = functions[0]
    assert hoisted.index("fence_async_shared") < hoisted.index("scf.for")
    in_loop = functions[1]
    assert in_loop.index("scf.for") < in_loop.index("fence_async_shared")


def test_registered_with_its_option() -> None:
    cls = get_pass(FLAG)
    assert cls is FenceInsertionPass
    assert cls.name == FLAG
    assert cls().compute_capability == 90


def test_triton_lit_file_chunks_match_cpp(triton_source, run_ours) -> None:
    for chunk in triton_source(TRITON_LIT).read_text().split("// -----"):
        expected = run_cpp_pass(chunk, FLAG, filename="in.mlir")
        ours = run_ours(chunk, FLAG, debuginfo=False, options=SM90)
        assert libtriton_print(ours, False) == expected


def test_triton_lit_file_passes_with_gluon_opt(triton_source) -> None:
    check = run_triton_lit_file(triton_source(TRITON_LIT), "--triton-nvidia-gpu-fence-insertion")
    assert check.returncode == 0, check.stderr


@pytest.mark.parametrize("path", corpus_inputs(FLAG), ids=lambda p: str(p.relative_to(CORPUS)))
def test_corpus_inputs_match_cpp(path: Path, assert_same_as_cpp) -> None:
    assert_same_as_cpp(path.read_text(), FLAG, path.name, options=SM90)


# ---- the skip check (the embedding asks it on libtriton's module before a hand-off)


def _skip_check_decides(text: str, capability: int, tmp_path: Path) -> None:
    """The skip check says "skip" exactly where the C++ pass leaves the module as it is."""
    path = tmp_path / "in.mlir"
    path.write_text(libtriton_readable(text))
    context = ir.context()
    ir.load_dialects(context)
    nvidia.load_dialects(context)
    module = ir.parse_mlir_module(str(path), context)
    options = {"compute-capability": str(capability)}
    skipped = FenceInsertionPass.skip_check(module, options)
    changed = run_cpp_pass(text, FLAG, options, filename="in.mlir") != libtriton_print(text)
    assert skipped == (not changed)


@pytest.mark.parametrize("capability", [90, 100])
@pytest.mark.parametrize(
    "path",
    sorted(DATA.glob("*.fence.mlir")) + corpus_inputs(FLAG),
    ids=lambda p: p.name if p.parent == DATA else str(p.relative_to(CORPUS)),
)
def test_skip_check_is_exact(path: Path, capability: int, tmp_path: Path) -> None:
    # the corpus holds what reaches the pass in triton.compile, TMA stores included: their
    # local_alloc with a source feeds no MMA, which the walk on libtriton's module tells
    _skip_check_decides(path.read_text(), capability, tmp_path)


def test_skip_check_is_exact_on_triton_lit_chunks(triton_source, tmp_path: Path) -> None:
    for chunk in triton_source(TRITON_LIT).read_text().split("// -----"):
        _skip_check_decides(chunk, 90, tmp_path)


def test_skip_check_walks_past_an_unrelated_register_write(tmp_path: Path) -> None:
    # a pipelined MMA fed by TMA-filled buffers, and the TMA store's local_alloc of the
    # result, which no MMA reads: a register->shared write with nothing to fence
    path = CORPUS / "matmul_tma_host-sm90-w4-c1" / "14-triton-nvidia-interleave-tmem.mlir"
    text = path.read_text()
    assert "ttng.warp_group_dot %" in text and "ttg.local_alloc %" in text
    _skip_check_decides(text, 90, tmp_path)
    assert run_cpp_pass(text, FLAG, SM90, filename="in.mlir") == libtriton_print(text)
