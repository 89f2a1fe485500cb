"""CMakeLists.txt: `cmake -S . -B build && cmake --build build --target check-gluon-opt`,
with the cmake from PyPI (the `cmake` test extra), as on a fresh machine."""

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


def _run(args: list[str], **env: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        args, capture_output=True, text=True, env={**os.environ, **env}, timeout=1200
    )


def test_check_gluon_opt_configures_and_runs_lit(tmp_path):
    build = tmp_path / "build"
    configure = _run(
        [_cmake(), "-S", str(ROOT), "-B", str(build), f"-DPython3_EXECUTABLE={sys.executable}"]
    )
    assert configure.returncode == 0, configure.stdout + configure.stderr
    site = (build / "test" / "lit.site.cfg.py").read_text()
    assert "triton/FileCheck" in site  # LLVM's FileCheck from the triton wheel, by path
    # test_lit.py runs every lit test already; here a few, through the CMake target
    check = _run(
        [_cmake(), "--build", str(build), "--target", "check-gluon-opt"],
        LIT_FILTER="cli/|tt/ops",
    )
    assert check.returncode == 0, check.stdout[-3000:] + check.stderr[-3000:]
    assert "Passed" in check.stdout


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
