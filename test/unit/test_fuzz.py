"""A seeded fuzz run (test/fuzz.py) small enough for CI: a few hundred mutants of the corpus,
lit and example files and generated deep or large modules, with and without each pass; every
one ends with exit status 0 or located errors, none with a traceback, a crash, a Python
exception name or more than 10 s of CPU. The long run is recorded in benchmarks/fuzz.md."""

from __future__ import annotations

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))  # test/
import fuzz  # noqa: E402


def test_fuzz_mutants_end_cleanly() -> None:
    report = fuzz.fuzz(seed=2026, count=300, timeout=10.0, max_bytes=8000)
    assert sum(report.counts.values()) == 300
    details = "\n".join(f"{d['kind']}: {d['mutant']}\n{d['stderr']}" for d in report.defects)
    assert not report.defects, f"{report.summary()}\n{details}"


def test_the_verdicts() -> None:
    located = "fuzz.mlir:3:5: error: expected ':'\n  %0 = x\n    ^\n"
    assert fuzz.verdict(1, located, None) == "error"
    assert fuzz.verdict(0, "", None) == "exit0"
    assert fuzz.verdict(1, "gluon-opt: cannot open output file\n", None) == "not-located"
    assert fuzz.verdict(1, "fuzz.mlir:1:1: error: KeyError: 'x'\n", None) == "python-name"
    assert fuzz.verdict(2, located, None) == "bad-status"
    assert fuzz.verdict(None, "", "hang") == "hang"
