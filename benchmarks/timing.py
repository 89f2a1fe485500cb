"""What every pass benchmark here shares: one pass timed next to its C++ twin in libtriton.

Both sides time the pass alone (parsing and printing excluded), ``repeat`` times, each time on
a freshly parsed module, and report one statistic of those times (the median unless asked
otherwise). The benchmark scripts import this module as their sibling (``python
benchmarks/NAME.py`` puts this folder on the path).
"""

from __future__ import annotations

import statistics
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.parser import parse_module
from triton._C.libtriton import ir, nvidia
from xdsl.passes import ModulePass

REPEAT = 5
Statistic = Callable[[Sequence[float]], float]


def cpp_pass_seconds(
    text: str,
    add_pass: Callable[[Any], None],
    repeat: int = REPEAT,
    statistic: Statistic = statistics.median,
) -> float:
    """libtriton's pass, added to a pass manager by ``add_pass(pm)``, on ``text``."""
    times = []
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "input.mlir"  # libtriton parses files only
        path.write_text(text)
        for _ in range(repeat):
            ctx = ir.context()
            ir.load_dialects(ctx)
            nvidia.load_dialects(ctx)
            module = ir.parse_mlir_module(str(path), ctx)
            pm = ir.pass_manager(ctx)
            add_pass(pm)
            start = time.perf_counter()
            pm.run(module, "bench")
            times.append(time.perf_counter() - start)
    return statistic(times)


def our_pass_seconds(
    text: str,
    make_pass: Callable[[], ModulePass],
    repeat: int = REPEAT,
    statistic: Statistic = statistics.median,
    before_each: Callable[[], object] = lambda: None,
    filename: str = "input.mlir",
    clock: Callable[[], float] = time.perf_counter,
) -> float:
    """Our pass, made by ``make_pass()``, on ``text``; ``before_each()`` runs just before the
    clock starts (to clear a cache or collect garbage left over from parsing). ``clock``:
    ``time.process_time`` for this process's CPU time (steadier on a shared machine)."""
    times = []
    for _ in range(repeat):
        ctx = make_context()
        module = parse_module(text, ctx, filename)
        pass_ = make_pass()
        before_each()
        start = clock()
        pass_.apply(ctx, module)
        times.append(clock() - start)
    return statistic(times)


def op_count(text: str, filename: str = "input.mlir") -> int:
    """How many ops the module holds (itself included): the size column of the tables."""
    return sum(1 for _ in parse_module(text, make_context(), filename).walk())


class Table:
    """The Markdown table every benchmark prints: one row per input (its ops, C++ and our
    milliseconds, the ratio), printed as it is measured, then the totals and the median ratio."""

    def __init__(self, title: str = "input") -> None:
        self.rows: list[tuple[float, float]] = []
        print(f"| {title} | ops | C++ (ms) | ours (ms) | ours/C++ |\n|---|---:|---:|---:|---:|")

    def add(self, name: str, ops: int | str, cpp: float, ours: float) -> None:
        self.rows.append((cpp, ours))
        print(f"| {name} | {ops} | {cpp * 1e3:.3f} | {ours * 1e3:.2f} | {ours / cpp:.1f}x |")

    def note(self, name: str, why: str) -> None:
        print(f"| {name} | {why} | | | |")

    def total(self) -> None:
        cpp = sum(c for c, _ in self.rows)
        ours = sum(o for _, o in self.rows)
        median = statistics.median(o / c for c, o in self.rows) if self.rows else 0.0
        print(
            f"| **total ({len(self.rows)} inputs)** | | {cpp * 1e3:.2f} | {ours * 1e3:.1f} | "
            f"{ours / cpp:.1f}x (median {median:.1f}x) |"
        )
