"""The parse's cost per op by module size, this checkout against a whole other commit.

    python benchmarks/handoff_parse_scaling.py --before e5bfd3b [--sizes 1000,50000] [--repeat 5]

The modules are benchmarks/roundtrip.py's (the corpus's final ttgir, repeated to at least
each size, without locations), parsed cold (a fresh context and ParseCache). Each side is a
whole tree (see handoff_parse_checkouts.py), run in a process of its own. Reported per
size and side: Python calls per op (cProfile: they do not move with the load of a shared
machine) and the best CPU time per op of ``--repeat`` parses; then each side's ratio of the
smallest module's per-op cost to the largest's (the first-sight work a small module pays:
each type, layout and op spelling read in full the first time).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

from handoff_parse_checkouts import ROOT, trees
from roundtrip import build_module

# One side: the modules' texts on stdin (one per line, JSON), calls and us per op out.
_SIDE = """
import cProfile, gc, json, pstats, sys, time
sys.path.insert(0, sys.argv[1])
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.parser import ParseCache, parse_module
for line in sys.stdin:
    text, ops = json.loads(line)
    parse_module(text, make_context(), "bench.mlir", cache=ParseCache())
    profile = cProfile.Profile()
    profile.runcall(parse_module, text, make_context(), "bench.mlir", cache=ParseCache())
    best = float("inf")
    for _ in range(int(sys.argv[2])):
        context, cache = make_context(), ParseCache()
        gc.collect()
        start = time.process_time()
        parse_module(text, context, "bench.mlir", cache=cache)
        best = min(best, time.process_time() - start)
    print(pstats.Stats(profile).total_calls / ops, best / ops * 1e6, flush=True)
"""


def main(argv: list[str] | None = None) -> int:
    args = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    args.add_argument("--before", required=True, help="the commit to compare with")
    args.add_argument("--sizes", default="1000,50000", help="minimum ops of each module")
    args.add_argument("--repeat", type=int, default=5)
    opts = args.parse_args(argv)
    modules = [build_module(int(size))[:2] for size in opts.sizes.split(",")]
    stdin = "".join(json.dumps([text, ops]) + "\n" for text, ops in modules)
    rows: dict[str, list[tuple[float, float]]] = {}
    with trees(opts.before) as sides:
        for name, folder in sides.items():
            out = subprocess.run(
                [sys.executable, "-c", _SIDE, str(folder), str(opts.repeat)],
                input=stdin,
                check=True,
                capture_output=True,
                text=True,
                cwd=ROOT,
            ).stdout.split("\n")
            rows[name] = [tuple(map(float, line.split())) for line in out if line]
    print("| ops | " + " | ".join(f"calls/op {n} | us/op {n}" for n in rows) + " |")
    print("| ---: |" + " ---: | ---: |" * len(rows))
    for index, (_, ops) in enumerate(modules):
        cells = " | ".join(f"{r[index][0]:.1f} | {r[index][1]:.1f}" for r in rows.values())
        print(f"| {ops:,} | {cells} |")
    ratios = " | ".join(
        f"x{r[0][0] / r[-1][0]:.2f} | x{r[0][1] / r[-1][1]:.2f}" for r in rows.values()
    )
    print(f"| smallest / largest | {ratios} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
