"""Fixtures shared by the unit tests."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="module")
def oracle():
    """libtriton's side of the layout comparisons (skipped where libtriton is missing)."""
    pytest.importorskip("triton._C.libtriton")
    from layout_cases import Oracle

    return Oracle()
