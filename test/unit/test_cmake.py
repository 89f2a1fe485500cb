"""CMakeLists.txt: `cmake -S . -B build && cmake --build build --target check-gluon-opt`,
with the cmake from PyPI (the `cmake` test extra), on a fresh clone in a fresh virtualenv."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]


def _cmake() -> str:
    cmake = pytest.importorskip("cmake", reason="the `cmake` test extra (PyPI) is not installed")
    return str(Path(cmake.CMAKE_BIN_DIR) / "cmake")


def _run(args: list[str], cwd: Path | None = None, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        args, capture_output=True, text=True, cwd=cwd, env={**os.environ, **env}, timeout=1200
    )


def test_check_gluon_opt_on_a_fresh_clone_and_venv(tmp_path):
    """Exactly what a user does on a fresh machine: clone, a new virtualenv, `pip install -e
    '.[test]'` (which brings cmake from PyPI, lit, and the triton wheel with its FileCheck),
    then the two documented cmake commands with that virtualenv active. Only a few lit tests
    run through the target (test_lit.py runs them all)."""
    if not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    clone, venv = tmp_path / "gluon-opt", tmp_path / "venv"
    steps = [
        ["git", "clone", "-q", str(ROOT), str(clone)],
        [sys.executable, "-m", "venv", str(venv)],
        [str(venv / "bin" / "pip"), "install", "-q", "-e", f"{clone}[test]"],
    ]
    for step in steps:
        done = _run(step)
        assert done.returncode == 0, f"{step}\n{done.stdout[-2000:]}{done.stderr[-2000:]}"
    active = {
        "VIRTUAL_ENV": str(venv),
        "PATH": f"{venv / 'bin'}{os.pathsep}{os.environ['PATH']}",
        "LIT_FILTER": "cli/|tt/ops",
    }
    for step in (
        ["cmake", "-S", ".", "-B", "build"],
        ["cmake", "--build", "build", "--target", "check-gluon-opt"],
    ):
        done = _run(step, cwd=clone, **active)
        assert done.returncode == 0, f"{step}\n{done.stdout[-3000:]}{done.stderr[-3000:]}"
    site = (clone / "build" / "test" / "lit.site.cfg.py").read_text()
    assert f"{venv}/lib/" in site and "triton/FileCheck" in site  # the fresh venv's FileCheck
    assert "Passed" in done.stdout


def test_check_gluon_opt_fails_when_a_test_fails(tmp_path):
    source = tmp_path / "src"
    (source / "test" / "lit" / "broken").mkdir(parents=True)
    (source / "CMakeLists.txt").write_text((ROOT / "CMakeLists.txt").read_text())
    for name in ("lit.cfg.py", "lit.site.cfg.py.in"):
        (source / "test" / "lit" / name).write_text((ROOT / "test" / "lit" / name).read_text())
    (source / "test" / "lit" / "broken" / "wrong.mlir").write_text(
        "// RUN: gluon-opt %s | FileCheck %s\n// CHECK: not-in-the-output\nmodule {\n}\n"
    )
    build = tmp_path / "build"
    configure = _run(
        [_cmake(), "-S", str(source), "-B", str(build), f"-DPython3_EXECUTABLE={sys.executable}"]
    )
    assert configure.returncode == 0, configure.stderr
    check = _run([_cmake(), "--build", str(build), "--target", "check-gluon-opt"])
    assert check.returncode != 0
    assert "broken/wrong.mlir" in check.stdout
