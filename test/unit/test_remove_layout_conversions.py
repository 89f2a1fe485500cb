"""remove-layout-conversions against libtriton's C++ pass (differential), on the corpus and on
Triton's own lit file combine.mlir."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.layout.encodings import with_explicit_element_bit_width
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.dialects.text.printer import print_module
from gluon_opt.passes.registry import get_pass
from gluon_opt.passes.remove_layout_conversions import RemoveLayoutConversionsPass
from gluon_opt.tools.oracle import OracleError, libtriton_print, run_cpp_pass
from pass_inputs import CORPUS, corpus_inputs

FLAG = "tritongpu-remove-layout-conversions"
DATA = Path(__file__).parent / "data" / "remove_layout"


def run_ours(text: str, filename: str = "in.mlir", debuginfo: bool = True) -> str:
    ctx = make_context()
    module = parse_module(text, ctx, filename)
    RemoveLayoutConversionsPass().apply(ctx, module)
    return print_module(module, debuginfo=debuginfo)


def assert_same_as_cpp(text: str, filename: str, debuginfo: bool = True) -> None:
    expected = run_cpp_pass(text, FLAG, debuginfo=debuginfo, filename=filename)
    ours = run_ours(text, filename, debuginfo)
    # Our print is compared as is: the C++ pass gives rebuilt loops' block arguments the
    # loop's location, which names them (%acc_15) but is not in the text, so a re-parse of
    # either output loses it. Both outputs must also agree once libtriton has re-read them.
    assert ours == expected
    assert libtriton_print(ours, debuginfo, filename) == libtriton_print(
        expected, debuginfo, filename
    )


# Each corpus file once (a module that no pass changed stands for several pass inputs).
CORPUS_INPUTS = sorted(set(corpus_inputs(FLAG)))


@pytest.mark.parametrize("path", CORPUS_INPUTS, ids=lambda p: str(p.relative_to(CORPUS)))
def test_corpus_inputs_match_cpp(path: Path) -> None:
    assert_same_as_cpp(path.read_text(), path.name)


def test_corpus_covers_the_three_pass_points() -> None:
    # make_ttgir runs the pass after coalesce/F32DotTC, after accelerate-matmul and after
    # optimize-dot-operands: every Triton (not Gluon) case of the corpus has its three inputs.
    import json
    from collections import Counter

    cases = json.loads((CORPUS / "index.json").read_text())["cases"]
    per_case = Counter(p.parent.name for p in corpus_inputs(FLAG))
    triton_cases = {name for name, case in cases.items() if not case["gluon"]}
    assert set(per_case) == triton_cases
    assert set(per_case.values()) == {3}


def test_scf_if_cleanup_and_declarations_match_cpp() -> None:
    """The final cleanup's scf.if canonicalizations (consecutive ifs on one condition or its
    negation combined, the condition propagated into the branches, an empty else dropped),
    in a module that also declares a function (no body)."""
    path = DATA / "scf_if_cleanup.mlir"
    assert_same_as_cpp(path.read_text(), path.name)


@pytest.mark.parametrize("index", [0, 1])
def test_tensors_without_layout_crash_cpp_and_pass_through_ours(index: int) -> None:
    """docs/divergences.md: 3.6.0 crashes (a signal, caught by MLIR's crash recovery) on
    layout-less tensors in `tt.join`/`tt.trans`; ours leaves them alone, and libtriton reads
    its output back."""
    text = (DATA / "cpp_crashes.mlir").read_text().split("// -----")[index]
    with pytest.raises(OracleError, match="A signal was caught"):
        run_cpp_pass(text, FLAG, filename="in.mlir", isolated=True)
    ours = run_ours(text, "in.mlir", debuginfo=False)
    assert libtriton_print(ours) == ours
    assert ("tt.join" if index == 0 else "tt.trans") in ours


def test_registered_under_its_flag() -> None:
    assert get_pass(FLAG) is RemoveLayoutConversionsPass
    assert RemoveLayoutConversionsPass.name == FLAG


def test_deterministic() -> None:
    path = CORPUS / "attention_fwd-sm90-w8-c1" / "05-tritongpu-F32DotTC.mlir"
    text = path.read_text()
    assert run_ours(text, path.name) == run_ours(text, path.name)


def test_same_bytes_under_any_hash_seed() -> None:
    """Sets and dicts keyed by strings iterate in an order that depends on PYTHONHASHSEED:
    the output must not. One process per seed runs the pass over inputs with many converts."""
    inputs = [str(p) for p in CORPUS_INPUTS if "attention" in str(p) or "-c4" in str(p)][:8]
    assert inputs
    script = (
        "import sys\n"
        "from gluon_opt.tools.gluon_opt import main\n"
        "for path in sys.argv[1:]:\n"
        f"    main([path, '--{FLAG}', '-mlir-print-debuginfo'])\n"
    )
    outputs = {
        subprocess.run(
            [sys.executable, "-c", script, *inputs],
            capture_output=True, env={**os.environ, "PYTHONHASHSEED": seed}, check=True,
        ).stdout
        for seed in ("1", "2", "3")
    }  # fmt: skip
    assert len(outputs) == 1 and len(next(iter(outputs))) > 10000


# ----- Triton's combine.mlir --------------------------------------------------------------

# Chunks 44 and 46 use unregistered ops, which libtriton alone does not parse (skipped).


def _combine_chunks() -> list[tuple[int, str]]:
    root = os.environ.get("TRITON_SRC")
    if not root:
        return []
    path = Path(root) / "test" / "TritonGPU" / "combine.mlir"
    if not path.exists():
        return []
    return list(enumerate(path.read_text().split("// -----")))


def _chunk_params():
    return [pytest.param(i, chunk, id=f"combine-{i}") for i, chunk in _combine_chunks()]


@pytest.mark.parametrize(("index", "chunk"), _chunk_params())
def test_combine_chunk_matches_cpp(index: int, chunk: str) -> None:
    try:
        expected = run_cpp_pass(with_explicit_element_bit_width(chunk), FLAG, filename="in.mlir")
    except Exception as err:  # libtriton rejects the chunk (unregistered ops): nothing to compare
        pytest.skip(f"libtriton does not run this chunk alone: {str(err)[:80]}")
    assert run_ours(chunk, "in.mlir", debuginfo=False) == expected
