"""This session's hand-off changes (helper `reuse`) off and on, side by side in one process.

``before`` undoes them: every hand-off parses (``Runner.reuse`` off), optimize-thread-locality
runs in C++ on any module with a tt.reduce (``BUSY_IF`` emptied) and the change detection is
the snapshot of 54eb561 (``snapshot_54eb561`` below, kept here only for this comparison).
``after`` is the code as it is. Every case of the kernel suite that stock compiles, with every
Python pass (or ``--passes seed``), ``--repeat`` times per variant, interleaved; the hand-off
records of each case's fastest compile per variant are summed: hand-offs, parses done and
avoided (deterministic counts), and the parts' times.

    python benchmarks/handoff_reuse.py --repeat 3
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

from triton import knobs

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "test"))

import gluon_opt  # noqa: E402
from compile_time import PARTS, PASS_SETS, compilable_cases  # noqa: E402
from gluon_opt.tools import embed  # noqa: E402


def snapshot_54eb561(module: Any) -> list[tuple[Any, ...]]:
    """The change detection before this session (for the ``before`` variant only)."""
    entries: list[tuple[Any, ...]] = []
    for op in module.walk():
        entries.append(
            (
                id(op),
                op.name,
                tuple(id(v) for v in op.operands),
                tuple((id(r), r.type, r.name_hint) for r in op.results),
                tuple(op.attributes.items()),
                tuple(op.properties.items()),
                op.location,
                tuple(id(b) for b in op.successors),
                tuple(
                    (id(block), tuple((id(a), a.type, a.name_hint) for a in block.args))
                    for region in op.regions
                    for block in region.blocks
                ),
            )
        )
    return entries


def compile_once(case: Any, passes: tuple[str, ...], after: bool) -> tuple[float, list]:
    saved = embed.snapshot, embed.BUSY_IF
    if not after:
        embed.snapshot, embed.BUSY_IF = snapshot_54eb561, {}
    try:
        with gluon_opt.installed(passes) as inst:
            inst.reuse = after
            start = time.perf_counter()
            case.compile()
            return time.perf_counter() - start, inst.handoffs[-1]
    finally:
        embed.snapshot, embed.BUSY_IF = saved


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--passes", choices=sorted(PASS_SETS), default="all")
    args = parser.parse_args(argv)
    knobs.compilation.always_compile = True
    cases = compilable_cases()
    best: dict[bool, dict[str, tuple[float, list]]] = {False: {}, True: {}}
    for _ in range(args.repeat):
        for case in cases:
            for after in (False, True):
                seconds, handoffs = compile_once(case, PASS_SETS[args.passes], after)
                old = best[after].get(case.name)
                if old is None or seconds < old[0]:
                    best[after][case.name] = (seconds, handoffs)
    print(f"{len(cases)} compiles, `{args.passes}` passes, fastest of {args.repeat} each")
    print("| variant | compile s | hand-offs | parses | kept | " + " | ".join(PARTS) + " |")
    print("| --- | ---: | ---: | ---: | ---: | " + " | ".join("---:" for _ in PARTS) + " |")
    for after in (False, True):
        rows = best[after].values()
        hand = [h for _, hs in rows for h in hs]
        kept = sum(1 for h in hand if h.get("reused"))
        parts = " | ".join(f"{sum(h[p] for h in hand) * 1e3:.0f}" for p in PARTS)
        total = sum(s for s, _ in rows)
        print(
            f"| {'after' if after else 'before'} | {total:.2f} | {len(hand)} "
            f"| {len(hand) - kept} | {kept} | {parts} |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
