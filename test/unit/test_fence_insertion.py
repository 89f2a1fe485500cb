"""Fence insertion against libtriton's C++ pass (differential), on captured and own inputs."""

from __future__ import annotations

from pathlib import Path

import pytest
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.dialects.text.printer import print_module
from gluon_opt.passes.fence_insertion import FenceInsertionPass
from gluon_opt.passes.registry import get_pass
from gluon_opt.tools.oracle import libtriton_print, run_cpp_pass
from pass_inputs import CORPUS, corpus_inputs, run_triton_lit_file
from test_tma_lowering import with_known_gaps

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
