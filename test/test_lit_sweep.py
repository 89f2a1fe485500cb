"""Our passes against libtriton's on every chunk of Triton 3.6.0's lit inputs, and plan-cta on
every module of our corpus (test/lit_sweep.py does the work and prints the counts).

* Triton's lit inputs are read from the source tree named by ``TRITON_SRC`` (skipped when it
  is unset; nothing is copied into this project). For TMA lowering, fence insertion (compute
  capability 80, 90 and 100), plan-cta and remove-layout-conversions, every chunk that both
  parsers accept must give libtriton's output (with locations; plan-cta up to SSA names and op
  order) wherever the C++ pass succeeds (but the KNOWN_DIFFERENCES below), and a located
  error or IR that libtriton reads back where it fails.
* plan-cta runs on every corpus module, whichever pass it was captured for (inputs from late
  pipeline stages once drove it into endless recursion), with the same requirement.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
import lit_sweep  # noqa: E402


@pytest.fixture(scope="module")
def triton_lit_outcomes() -> dict[str, lit_sweep.Outcome]:
    root = os.environ.get("TRITON_SRC")
    if not root:
        pytest.skip("TRITON_SRC is not set (path of a Triton 3.6.0 source tree)")
    _, parsed, outcomes = lit_sweep.sweep(lit_sweep.lit_chunks(Path(root)))
    assert parsed > 700, f"only {parsed} chunks parsed by both: not Triton 3.6.0's lit tests?"
    return outcomes


# Chunks where a pass is known to differ from C++, with why (docs/passes/<pass>.md, "Not
# ported yet"), by pass name; the set must stay exactly this, so that a fix or a new
# difference shows. None at present.
KNOWN_DIFFERENCES: dict[str, dict[str, str]] = {}


@pytest.mark.parametrize("name", [p[0] for p in lit_sweep.PASSES])
def test_triton_lit_chunks_match_cpp(name: str, triton_lit_outcomes) -> None:
    outcome = triton_lit_outcomes[name]
    assert outcome.compared > 0
    known = KNOWN_DIFFERENCES.get(name, {})
    assert sorted(outcome.differing) == sorted(known), f"differ from C++: {outcome.differing}"
    assert not outcome.ours_bad_on_cpp_failure, (
        f"neither a located error nor valid IR where C++ fails: {outcome.ours_bad_on_cpp_failure}"
    )


def test_plan_cta_on_every_corpus_module() -> None:
    corpus = Path(__file__).parent / "corpus"
    seen, parsed, outcomes = lit_sweep.sweep(lit_sweep.corpus_chunks(corpus), ["plan-cta"])
    assert seen == parsed > 0
    outcome = outcomes["plan-cta"]
    assert not outcome.differing, f"differ from C++: {outcome.differing}"
    assert not outcome.ours_bad_on_cpp_failure, (
        f"neither a located error nor valid IR where C++ fails: {outcome.ours_bad_on_cpp_failure}"
    )
