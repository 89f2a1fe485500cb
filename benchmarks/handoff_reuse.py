"""What reusing our module between hand-offs saves (``embed.Runner.reuse``), side by side.

Compiles every case of the kernel suite that stock compiles with every Python pass (or
``--passes seed``), ``--repeat`` times with reuse off and on, interleaved in one process, and
sums each variant's hand-off records (the fastest compile of each case per variant): the
hand-offs, the parses done and avoided (deterministic), and the hand-off parts' times.

    python benchmarks/handoff_reuse.py --repeat 3
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from triton import knobs

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "test"))

import gluon_opt  # noqa: E402
from compile_time import PARTS, PASS_SETS  # noqa: E402
from kernels import CASES  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--passes", choices=sorted(PASS_SETS), default="all")
    args = parser.parse_args(argv)
    knobs.compilation.always_compile = True
    cases = []
    for case in CASES:
        try:
            case.compile()
        except Exception:  # stock itself rejects some configurations
            continue
        cases.append(case)
    best: dict[bool, dict[str, tuple[float, list]]] = {False: {}, True: {}}
    for _ in range(args.repeat):
        for case in cases:
            for reuse in (False, True):
                with gluon_opt.installed(PASS_SETS[args.passes]) as inst:
                    inst.reuse = reuse
                    start = time.perf_counter()
                    case.compile()
                    seconds = time.perf_counter() - start
                old = best[reuse].get(case.name)
                if old is None or seconds < old[0]:
                    best[reuse][case.name] = (seconds, inst.handoffs[-1])
    print(f"{len(cases)} compiles, `{args.passes}` passes, fastest of {args.repeat} each")
    print("| reuse | compile s | hand-offs | parses | reused | " + " | ".join(PARTS) + " |")
    print("| --- | ---: | ---: | ---: | ---: | " + " | ".join("---:" for _ in PARTS) + " |")
    for reuse in (False, True):
        rows = best[reuse].values()
        hand = [h for _, hs in rows for h in hs]
        reused = sum(1 for h in hand if h.get("reused"))
        parts = " | ".join(f"{sum(h[p] for h in hand) * 1e3:.0f}" for p in PARTS)
        total = sum(s for s, _ in rows)
        print(
            f"| {'on' if reuse else 'off'} | {total:.2f} | {len(hand)} | {len(hand) - reused} "
            f"| {reused} | {parts} |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
