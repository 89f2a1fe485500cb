"""What Python's cycle collector costs an embedded compile, with and without the pause.

The embedding pauses the collector for each hand-off (``embed.collector_paused``). This
compiles every case of the kernel suite in one process, in rounds, each round in four arms:
``stock``; ``seed`` and ``all`` (the pass sets of benchmarks/compile_time.py) with the pause;
``all`` with the pause replaced by a no-op. Per arm it reports the process's CPU time for the
whole suite and what ``gc.callbacks`` saw: collections per generation and their CPU time.

    python benchmarks/collector.py [--rounds 3] [--out FILE.md]
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import os
import sys
import time
from collections import defaultdict
from pathlib import Path

from triton import knobs

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "test"))

import gluon_opt  # noqa: E402
from compile_time import PASS_SETS, compilable_cases  # noqa: E402
from gluon_opt.tools import embed  # noqa: E402

ARMS = ("stock", "seed", "all", "all, collector not paused")


class CollectorClock:
    """CPU time the collector spends, per generation, through ``gc.callbacks``."""

    def __init__(self) -> None:
        self.runs: dict[int, list[float]] = defaultdict(lambda: [0, 0.0])
        self._start = 0.0

    def __call__(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._start = time.process_time()
        else:
            entry = self.runs[info["generation"]]
            entry[0] += 1
            entry[1] += time.process_time() - self._start


def compile_all(cases: list, arm: str) -> None:
    if arm == "stock":
        for case in cases:
            case.compile()
        return
    passes = PASS_SETS[arm.split(",")[0]]
    paused = embed.collector_paused
    if "not paused" in arm:
        embed.collector_paused = contextlib.nullcontext
    try:
        with gluon_opt.installed(passes):
            for case in cases:
                case.compile()
    finally:
        embed.collector_paused = paused


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args(argv)
    knobs.compilation.always_compile = True
    cases = compilable_cases()
    rows: dict[str, list[tuple[float, dict[int, list[float]]]]] = {arm: [] for arm in ARMS}
    for _ in range(args.rounds):
        for arm in ARMS:
            clock = CollectorClock()
            gc.collect()
            gc.callbacks.append(clock)
            start = time.process_time()
            try:
                compile_all(cases, arm)
            finally:
                gc.callbacks.remove(clock)
            rows[arm].append((time.process_time() - start, dict(clock.runs)))
    lines = [
        f"{len(cases)} suite compiles per arm, {args.rounds} rounds, load average "
        f"{os.getloadavg()[0]:.1f} at the end. CPU ms for the suite; collector: "
        "collections (CPU ms) per generation 0/1/2, and the collector's total.",
        "",
        "| arm | suite CPU ms (each round) | gen 0 | gen 1 | gen 2 | collector ms (each round) |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    for arm, runs in rows.items():
        gens = []
        for generation in range(3):
            counts = [r[1].get(generation, [0, 0.0]) for r in runs]
            gens.append(" / ".join(f"{int(n)} ({s * 1000:.0f})" for n, s in counts))
        totals = " / ".join(f"{sum(s for _, s in r[1].values()) * 1000:.0f}" for r in runs)
        suite = " / ".join(f"{t * 1000:.0f}" for t, _ in runs)
        lines.append(f"| {arm} | {suite} | {' | '.join(gens)} | {totals} |")
    text = "\n".join(lines) + "\n"
    print(text)
    if args.out:
        args.out.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
