"""Where the differential tests find their inputs, and Triton's lit RUN line with gluon-opt.

A plain module rather than fixtures: ``pytest.mark.parametrize`` needs the inputs while the
tests are collected. The fixtures that run a pass and its C++ twin are in ``conftest.py``.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import triton
from gluon_opt.tools.gluon_opt import _split_chunks

CORPUS = Path(__file__).parents[1] / "corpus"
FILECHECK = Path(triton.__file__).parent / "FileCheck"


def corpus_inputs(flag: str) -> list[Path]:
    """The corpus files that are inputs of ``flag`` (none when the corpus is absent)."""
    index = CORPUS / "index.json"
    if not index.exists():
        return []
    return [CORPUS / rel for rel in json.loads(index.read_text())["passes"].get(flag, [])]


def corpus_kernels(flag: str, marker: str) -> set[str]:
    """The kernels that have a corpus input of ``flag`` with ``marker`` in its text."""
    return {p.parent.name.split("-")[0] for p in corpus_inputs(flag) if marker in p.read_text()}


def chunks(path: Path) -> list[tuple[str, int]]:
    """The ``// -----`` chunks of ``path``, each with the line it starts at; blank lines in
    front keep each chunk's line numbers (and so its locations) those of the file."""
    return [("\n" * offset + chunk, offset) for chunk, offset in _split_chunks(path.read_text())]


def divergence(path: Path, name: str) -> tuple[str, int]:
    """The chunk of ``path`` that defines function ``@name``."""
    return next(c for c in chunks(path) if f"@{name}(" in c[0])


def filecheck(check_file: Path, text: str) -> subprocess.CompletedProcess:
    """LLVM's FileCheck (shipped with Triton) on ``text`` against ``check_file``."""
    command = [str(FILECHECK), str(check_file)]
    return subprocess.run(command, input=text, capture_output=True, text=True)


def run_triton_lit_file(path: Path, *flags: str) -> subprocess.CompletedProcess:
    """Triton's RUN line with gluon-opt in place of triton-opt, checked by LLVM's FileCheck."""
    opt = subprocess.run(
        [sys.executable, "-m", "gluon_opt.tools.gluon_opt", str(path), "-split-input-file", *flags],
        capture_output=True,
        text=True,
    )
    assert opt.returncode == 0, opt.stderr
    return filecheck(path, opt.stdout)
