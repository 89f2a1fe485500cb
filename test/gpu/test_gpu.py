"""GPU: suite kernels compiled with gluon_opt.install() run and match torch (skipped without a
CUDA GPU). The full check with timings is ``python test/gpu/gpu_check.py``."""

from __future__ import annotations

import pathlib
import sys

import pytest

torch = pytest.importorskip("torch")
if not torch.cuda.is_available():
    pytest.skip("no CUDA GPU", allow_module_level=True)

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
from gpu_check import run_case  # noqa: E402
from kernels import CASES  # noqa: E402

_major, _minor = torch.cuda.get_device_capability()
_CC = _major * 10 + _minor


@pytest.mark.parametrize("name", [c.name for c in CASES if c.cc == _CC])
def test_embedded_kernel_runs_correctly(name):
    from kernels import case_by_name

    row = run_case(case_by_name(name), "cuda")
    if row["stock_ok"] is not True:
        pytest.fail(f"stock itself fails on this GPU: {row['stock_ok']}")
    assert row["embedded_ok"] is True, row
    assert row["recompiled"], "the embedded launch was served stock's binary"
