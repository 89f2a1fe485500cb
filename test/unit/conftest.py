"""Fixtures shared by the unit tests."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.dialects.text.printer import print_module
from gluon_opt.passes.greedy import apply_patterns_greedily
from gluon_opt.passes.registry import create_pass
from gluon_opt.tools.oracle import OracleCrash, libtriton_print, run_cpp_pass

GREEDY_HEADER = (
    'module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, '
    'ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {\n'
)


@pytest.fixture
def triton_source() -> Callable[[str], Path]:
    """A path in the Triton 3.6.0 source tree named by ``TRITON_SRC`` (its lit tests live in
    ``test/``); the test is skipped where TRITON_SRC is unset or lacks the path."""

    def find(relative: str) -> Path:
        root = os.environ.get("TRITON_SRC")
        if not root or not Path(root, relative).exists():
            pytest.skip(f"TRITON_SRC is not set (a Triton 3.6.0 source tree with {relative})")
        return Path(root, relative)

    return find


@pytest.fixture(scope="module")
def oracle():
    """libtriton's side of the layout comparisons (skipped where libtriton is missing)."""
    pytest.importorskip("triton._C.libtriton")
    from layout_cases import Oracle

    return Oracle()


@pytest.fixture
def assert_greedy_matches_cpp() -> Callable[[str], None]:
    """Check the greedy driver alone (no pattern) against MLIR's on a module body.

    libtriton's TMA lowering on a module without descriptor ops is exactly MLIR's greedy
    driver (folds, dead-op removal, constant dedup and hoisting, region simplification), so
    our driver with no pattern must print the same module, locations included.
    """
    def check(body: str, prelude: str = "") -> None:
        text = prelude + GREEDY_HEADER + body + "}\n"
        expected = run_cpp_pass(
            text, "triton-nvidia-tma-lowering", debuginfo=True, filename="in.mlir"
        )
        module = parse_module(text, make_context(), "in.mlir")
        assert apply_patterns_greedily(module, [])
        ours = libtriton_print(print_module(module, debuginfo=True), True, "in.mlir")
        assert ours == expected

    return check


def _run_ours(
    text: str,
    flag: str,
    filename: str = "in.mlir",
    *,
    debuginfo: bool = True,
    options: dict[str, str] | None = None,
) -> str:
    ctx = make_context()
    module = parse_module(text, ctx, filename)
    create_pass(flag, options).apply(ctx, module)
    return print_module(module, debuginfo=debuginfo)


@pytest.fixture
def run_ours() -> Callable[..., str]:
    """``run_ours(text, flag, filename="in.mlir", *, debuginfo=True, options=None)``: our pass
    ``flag`` (with triton-opt options) on ``text``, the module as we print it."""
    return _run_ours


@pytest.fixture
def assert_same_as_cpp() -> Callable[..., None]:
    """``assert_same_as_cpp(text, flag, filename="in.mlir", *, debuginfo=True, options=None)``:
    our pass and its C++ twin in libtriton print the same module, locations included unless
    ``debuginfo=False``. Ours is re-printed by libtriton first, so that only the IR counts."""

    def check(text: str, flag: str, filename: str = "in.mlir", **how: Any) -> None:
        debuginfo, options = how.get("debuginfo", True), how.get("options")
        expected = run_cpp_pass(text, flag, options, debuginfo=debuginfo, filename=filename)
        ours = _run_ours(text, flag, filename, **how)
        assert libtriton_print(ours, debuginfo, filename) == expected

    return check


@pytest.fixture
def assert_cpp_aborts() -> Callable[..., None]:
    """``assert_cpp_aborts(text, flag, filename="input.mlir")``: libtriton's pass ``flag``
    aborts on ``text`` (run in a child process, which the abort ends)."""

    def check(text: str, flag: str, filename: str = "input.mlir") -> None:
        with pytest.raises(OracleCrash):
            run_cpp_pass(text, flag, filename=filename, isolated=True)

    return check


@pytest.fixture
def assert_triton_lit_same_as_cpp(triton_source, assert_same_as_cpp) -> Callable[[str, str], None]:
    """``assert_triton_lit_same_as_cpp(relative, flag)``: ``assert_same_as_cpp`` on every chunk
    of Triton's lit file ``relative`` (skipped where TRITON_SRC does not have it)."""
    from pass_inputs import chunks

    def check(relative: str, flag: str) -> None:
        path = triton_source(relative)
        for text, _ in chunks(path):
            assert_same_as_cpp(text, flag, path.name)

    return check
