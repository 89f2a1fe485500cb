"""gluon-opt's error lines equal libtriton's, to the letter, on every chunk of the invalid-IR
tests: Triton 3.6.0's own ``invalid*.mlir`` (read from ``TRITON_SRC``; skipped when unset) and
ours in ``test/lit``.

Each chunk of a ``-split-input-file`` test runs through gluon-opt (in-process, as the CLI does)
and through libtriton (in a child process, so that a C++ abort cannot kill the test), with the
passes named on the file's RUN line. The lines compared are ``line:col: error: message``.

Run as a script (``python test/unit/test_diagnostics_exact.py``) it prints every mismatch and
the count of chunks that agree.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest
from gluon_opt.tools.cpp_pipeline import CppModule
from gluon_opt.tools.gluon_opt import (
    Diagnostic,
    Timing,
    _split_chunks,
    parse_args,
    process_chunk,
)
from gluon_opt.tools.oracle import OracleError, run_cpp_pipeline

LIT_DIR = Path(__file__).parent.parent / "lit"
FILENAME = "input.mlir"

# Triton's invalid-IR tests of the dialects this project implements (tt, ttg, ttng, gluon) and
# of the passes that report errors. Left out: AMD's and NVWS's (dialects we do not have).
TRITON_INVALID = [
    "test/Triton/invalid.mlir",
    "test/TritonGPU/invalid.mlir",
    "test/TritonGPU/invalid-attributes.mlir",
    "test/TritonNvidiaGPU/invalid.mlir",
    "test/Gluon/invalid_auto_encoding.mlir",
    "test/Gluon/invalid_infer_coalesced_encoding.mlir",
]

# libtriton's diagnostic handler prints the location as an MLIR location.
_DIAGNOSTIC = re.compile(rf'^loc\("{re.escape(FILENAME)}":(\d+):(\d+)\): (\w+): (.*)$')
# ... and for errors of a failing pass, as its source manager prints them.
_SOURCE_MGR_DIAGNOSTIC = re.compile(rf"^{re.escape(FILENAME)}:(\d+):(\d+): (\w+): (.*)$")
_MODULE_DUMP = re.compile(r"^(#[\w.]+ = |module\b|\{-#)")
_PIPELINE_FAILURE = "Failures have been detected while processing an MLIR pass pipeline"


def _run_flags(path: Path) -> list[str]:
    """The pass flags on the file's first RUN line (file, split and verify flags dropped)."""
    for line in path.read_text().splitlines():
        match = re.match(r"\s*//\s*RUN:\s*\S+\s+(.*)$", line)
        if match:
            words = match.group(1).split("|")[0].split()
            return [
                w
                for w in words
                if w != "%s" and w.lstrip("-") not in ("split-input-file", "verify-diagnostics")
            ]
    return []


def _ours(chunk: str, line_offset: int, flags: list[str]) -> list[str]:
    opts = parse_args([*flags, FILENAME])
    diagnostics: list[Diagnostic] = []
    process_chunk(chunk, FILENAME, line_offset, opts, diagnostics, Timing(), sys.stderr)
    return [f"{d.line}:{d.col}: error: {d.message}" for d in diagnostics if d.severity == "error"]


def _libtriton(chunk: str, line_offset: int, flags: list[str]) -> list[str]:
    # Blank lines in front keep the chunk's line numbers those of the whole file.
    text = "\n" * line_offset + chunk
    steps = []
    for flag in flags:
        name, _, options = flag.lstrip("-").partition("=")
        steps.append((name, options or None))
    try:
        run_cpp_pipeline(text, steps, filename=FILENAME, isolated=True)
    except OracleError as err:
        return _error_lines(err.diagnostics) or [f"(no located error) {str(err).splitlines()[0]}"]
    # errors libtriton's parser reported and read on past (test_reported_errors.py): the
    # child parsed the text without aborting, so this process may parse it too
    reported = CppModule.parse(chunk, FILENAME, line_offset).reported
    return [f"{d.line}:{d.col}: error: {d.message}" for d in reported if d.severity == "error"]


def assert_same_errors_as_libtriton(text: str) -> None:
    """gluon-opt rejects ``text`` (a whole file, no flags) with libtriton's error lines."""
    ours = _ours(text, 0, [])
    assert ours, "gluon-opt accepted it"
    assert ours == _libtriton(text, 0, [])


def _error_lines(diagnostics: str) -> list[str]:
    """``line:col: error: message`` of each error libtriton printed; a message runs on over
    the lines that follow it, up to the next diagnostic.

    Errors of a failing pass come in the source manager's form instead
    (``input.mlir:L:C: error: message``, then the source line and a caret line or, in the
    isolated child, none, then the crash reproducer's module dump): the message ends before
    the source line or the dump. libtriton's
    own "Failures have been detected ..." (its pass manager's crash-reproducer setup, not
    the pass) is left out, as triton-opt does not print it.
    """
    errors: list[list[str]] = []
    current: list[str] | None = None
    for line in diagnostics.splitlines():
        match = _DIAGNOSTIC.match(line) or _SOURCE_MGR_DIAGNOSTIC.match(line)
        if match:
            current = None
            if match[3] == "error" and not match[4].startswith(_PIPELINE_FAILURE):
                current = [f"{match[1]}:{match[2]}: error: {match[4]}"]
                errors.append(current)
        elif current is not None:
            if re.fullmatch(r" *\^", line) and len(current) >= 2:
                del current[-1]  # the source line above the caret
                current = None
            elif _MODULE_DUMP.match(line):
                current = None
            else:
                current.append(line)
    return ["\n".join(lines).rstrip() for lines in errors]


def _cases() -> list[tuple[str, Path]]:
    cases = [(str(p.relative_to(LIT_DIR)), p) for p in sorted(LIT_DIR.glob("**/invalid*.mlir"))]
    root = os.environ.get("TRITON_SRC")
    if root:
        cases += [(name, Path(root) / name) for name in TRITON_INVALID]
    return cases


def compare_file(path: Path) -> tuple[int, list[str]]:
    """(number of chunks, one report per chunk whose error lines differ)."""
    flags = _run_flags(path)
    chunks = _split_chunks(path.read_text())
    mismatches = []
    for index, (chunk, line_offset) in enumerate(chunks):
        ours = _ours(chunk, line_offset, flags)
        theirs = _libtriton(chunk, line_offset, flags)
        if ours != theirs:
            mismatches.append(
                f"{path.name} chunk {index}:\n  ours:      {ours}\n  libtriton: {theirs}"
            )
    return len(chunks), mismatches


@pytest.mark.parametrize("name,path", _cases(), ids=[name for name, _ in _cases()])
def test_error_lines_equal_libtriton(name: str, path: Path) -> None:
    if not path.exists():
        pytest.skip(f"{path} is not in this Triton tree")
    count, mismatches = compare_file(path)
    assert not mismatches, f"{len(mismatches)} of {count} chunks differ:\n" + "\n".join(mismatches)


def test_triton_invalid_files_are_compared() -> None:
    if not os.environ.get("TRITON_SRC"):
        pytest.skip("TRITON_SRC is not set (path of a Triton 3.6.0 source tree)")
    assert all(p.exists() for _, p in _cases())


if __name__ == "__main__":
    total = agree = 0
    for name, path in _cases():
        count, mismatches = compare_file(path)
        total += count
        agree += count - len(mismatches)
        print(f"{name}: {count - len(mismatches)}/{count}")
        for report in mismatches:
            print(report)
    print(f"{agree}/{total} chunks give libtriton's error lines")
