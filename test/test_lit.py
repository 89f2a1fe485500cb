"""lit suites run from pytest.

* ``test/lit``: our own lit + FileCheck tests; fails if any of them fails.
* Triton 3.6.0's own dialect tests (``test/Triton/ops.mlir``, ``test/TritonGPU/ops.mlir``,
  ``test/TritonNvidiaGPU/ops.mlir``, the ``invalid.mlir`` next to them, ``verify-make-range.mlir``,
  ``verify-blocked-layout.mlir``) and the tests of the passes and analyses ported so far
  (``test/Gluon/auto_encoding.mlir``, ``test/Analysis/test-alignment.mlir``,
  ``test/TritonGPU/combine.mlir``, ...), read from a
  Triton source tree named by the ``TRITON_SRC`` environment variable (skipped when it is unset;
  the files are not copied into this project). Each RUN line runs with ``gluon-opt`` in place of
  ``triton-opt``.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from triton_lit_suite import run_command, run_lines, substitute  # noqa: E402

LIT_DIR = Path(__file__).parent / "lit"

TRITON_TESTS = [
    "test/Triton/ops.mlir",
    "test/TritonGPU/ops.mlir",
    "test/TritonNvidiaGPU/ops.mlir",
    "test/Triton/invalid.mlir",
    "test/TritonGPU/invalid.mlir",
    "test/TritonNvidiaGPU/invalid.mlir",
    "test/Triton/verify-make-range.mlir",
    "test/TritonGPU/verify-blocked-layout.mlir",
    "test/Gluon/auto_encoding.mlir",
    "test/Gluon/invalid_auto_encoding.mlir",
    "test/Gluon/infer_coalesced_encoding.mlir",
    "test/Gluon/invalid_infer_coalesced_encoding.mlir",
    "test/Analysis/test-alignment.mlir",
    "test/Conversion/triton_to_tritongpu.mlir",
    # every file whose RUN lines run tritongpu-remove-layout-conversions (in Python), but
    # TritonGPU/matmul.mlir, which also runs test-print-allocation (libtriton lacks it)
    "test/TritonGPU/combine.mlir",
    "test/TritonGPU/pipeline-loop-nest.mlir",
]


def test_lit_suite() -> None:
    result = subprocess.run(
        [sys.executable, "-c", "from lit.main import main; main()", "-q", "-v", str(LIT_DIR)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def _triton_src() -> Path:
    root = os.environ.get("TRITON_SRC")
    if not root:
        pytest.skip("TRITON_SRC is not set (path of a Triton 3.6.0 source tree)")
    return Path(root)


def _run_lines(path: Path) -> list[str]:
    """The RUN commands of a lit test, with `\\` continuations joined."""
    return run_lines(path.read_text())


def _substitute(command: str, path: Path) -> str:
    """The RUN line with gluon-opt for triton-opt and LLVM's FileCheck (the triton wheel's)."""
    return substitute(command, path, libtriton_only=False)


@pytest.mark.parametrize("name", TRITON_TESTS)
def test_triton_dialect_tests_pass_with_gluon_opt(name: str) -> None:
    path = _triton_src() / name
    commands = _run_lines(path)
    assert commands, f"no RUN line in {path}"
    for command in commands:
        result = run_command(_substitute(command, path), path.parent)
        assert result.returncode == 0, f"{command}\n{result.stdout[-3000:]}{result.stderr[-3000:]}"


def test_a_wrong_expected_error_in_triton_invalid_fails(tmp_path: Path) -> None:
    path = _triton_src() / "test/Triton/invalid.mlir"
    text = path.read_text()
    wrong, count = re.subn(
        r"(expected-error[^{]*\{\{)[^}]*(\}\})", r"\1a deliberately wrong message\2", text, count=1
    )
    assert count == 1
    changed = tmp_path / "invalid.mlir"
    changed.write_text(wrong)
    command = _substitute(_run_lines(path)[0], changed)
    result = run_command(command, tmp_path)
    assert result.returncode == 1
    assert 'expected error "a deliberately wrong message" was not produced' in result.stderr
