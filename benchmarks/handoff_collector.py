"""What Python's cycle collector costs a hand-off, measured on recorded hand-off texts.

    python benchmarks/handoff_collector.py --texts /work/handoff_texts_seed [--rounds 5]
                                           [--census]

Each text goes through what the embedding does with it on our side: our parse (a fresh
context and ParseCache), the seed passes (plan-cta, TMA lowering, fence insertion at
compute capability 90: those of them that run on the text, in that order, found once
before timing) and our print for libtriton (``print_hand_back``). Three arms, in turns,
one pass over every text per arm and round, in one process:

* ``paused``: each hand-off under ``embed.collector_paused`` as the embedding runs it; the
  collections it leaves (those the next allocations trigger) happen after it and count;
* ``not paused``: the collector on throughout (the embedding before the pause);
* ``collector off``: the collector off throughout, the hand-offs' garbage freed after the
  pass over the texts, untimed: what a hand-off costs without any collection.

Reported per hand-off: CPU time (the least of the rounds), the collector's CPU time and
collections per generation (``gc.callbacks``). With ``--census``, the objects the collection
after a paused hand-off frees, by type (``gc.DEBUG_SAVEALL``): what it walks and frees.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import os
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.parser import ParseCache, parse_module
from gluon_opt.dialects.text.printer import print_hand_back
from gluon_opt.passes.registry import create_pass
from gluon_opt.tools.embed import collector_paused

SEED = (
    "triton-nvidia-gpu-plan-cta",
    "triton-nvidia-tma-lowering",
    "triton-nvidia-gpu-fence-insertion",
)
OPTIONS = {"triton-nvidia-gpu-fence-insertion": {"compute-capability": "90"}}
ARMS = ("paused", "not paused", "collector off")


def hand_off(text: str, passes: list[str]) -> str:
    """Our side of one hand-off: parse, ``passes``, print for libtriton."""
    ctx = make_context()
    found: list = []
    module = parse_module(text, ctx, "<hand-off>", cache=ParseCache(), source_aliases=found)
    for flag in passes:
        create_pass(flag, OPTIONS.get(flag, {})).apply(ctx, module)
    return print_hand_back(module, found[0] if found else None)[0]


def passes_for(text: str) -> list[str]:
    """The seed passes that run on ``text`` one after the other (a pass that raises on it,
    such as TMA lowering before the layouts are set, is left out)."""
    ran: list[str] = []
    for flag in SEED:
        try:
            hand_off(text, [*ran, flag])
        except Exception:  # noqa: BLE001 - that pass does not run on this text
            continue
        ran.append(flag)
    return ran


class Clock:
    """The collector's CPU time and collections per generation, through ``gc.callbacks``."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self.collections: Counter[int] = Counter()
        self._start = 0.0

    def __call__(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._start = time.process_time()
        else:
            self.seconds += time.process_time() - self._start
            self.collections[info["generation"]] += 1


def run_arm(arm: str, work: list[tuple[str, list[str]]]) -> tuple[float, Clock]:
    """CPU seconds of one pass over ``work`` in ``arm``, and what the collector did."""
    gc.collect()
    clock = Clock()
    was_enabled = gc.isenabled()
    if arm == "collector off":
        gc.disable()
    gc.callbacks.append(clock)
    pause: Callable = collector_paused if arm == "paused" else contextlib.nullcontext
    try:
        start = time.process_time()
        for text, passes in work:
            with pause():
                hand_off(text, passes)
            _ = [None]  # the next allocation, where the collection the hand-off left runs
        spent = time.process_time() - start
    finally:
        gc.callbacks.remove(clock)
        if was_enabled:
            gc.enable()
    gc.collect()
    return spent, clock


def census(work: list[tuple[str, list[str]]]) -> Counter[str]:
    """The objects the collection after each paused hand-off frees, by type, summed."""
    found: Counter[str] = Counter()
    for text, passes in work:
        gc.collect()
        gc.set_debug(gc.DEBUG_SAVEALL)  # (set while paused: the collection comes after)
        try:
            with collector_paused():
                hand_off(text, passes)
            gc.collect(0)
        finally:
            gc.set_debug(0)
        found.update(type(o).__qualname__ for o in gc.garbage)
        gc.garbage.clear()
    return found


def main(argv: list[str] | None = None) -> int:
    args = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    args.add_argument("--texts", type=Path, required=True, help="a folder of *.mlir texts")
    args.add_argument("--rounds", type=int, default=5)
    args.add_argument("--census", action="store_true")
    opts = args.parse_args(argv)
    texts = [path.read_text() for path in sorted(opts.texts.glob("*.mlir"))]
    work = [(text, passes_for(text)) for text in texts]
    count = len(work)
    for text, passes in work:  # everything imported and compiled once
        hand_off(text, passes)
    best: dict[str, tuple[float, Clock]] = {}
    for _ in range(opts.rounds):
        for arm in ARMS:
            spent, clock = run_arm(arm, work)
            if arm not in best or spent < best[arm][0]:
                best[arm] = (spent, clock)
    print(
        f"{count} texts ({opts.texts}), {opts.rounds} rounds, load average "
        f"{os.getloadavg()[0]:.1f} at the end; per hand-off: CPU of the fastest round, "
        "the collector's CPU and collections (gen 0/1/2) in that round"
    )
    print("| arm | hand-off CPU (ms) | collector (ms) | collections 0/1/2 |")
    print("| --- | ---: | ---: | --- |")
    for arm, (spent, clock) in best.items():
        gens = "/".join(f"{clock.collections[g] / count:.2f}" for g in range(3))
        print(f"| {arm} | {spent / count * 1e3:.3f} | {clock.seconds / count * 1e3:.3f} | {gens} |")
    if opts.census:
        found = census(work)
        total = sum(found.values())
        print(f"\nfreed after a paused hand-off: {total / count:.0f} objects per hand-off")
        for name, n in found.most_common(20):
            print(f"  {n / count:7.1f} {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
