"""The parse's cost per op by module size, this checkout against a whole other commit.

    python benchmarks/handoff_parse_scaling.py --before e5bfd3b [--sizes 1000,50000] [--repeat 5]

The modules are benchmarks/roundtrip.py's (the corpus's final ttgir, repeated to at least
each size, without locations), parsed cold (a fresh context and ParseCache). Each side is a
whole tree (see handoff_parse_checkouts.py), run in a process of its own; the two processes
stay up and parse the same module in turns, ``--repeat`` rounds over the sizes (as
handoff_parse_pairs.py does with texts: a burst of other work on a shared machine spoils one
parse, not one side's whole run). Reported per size and side: Python calls per op (the
profiler's own entries summed, ``cProfile.Profile.getstats()``: they do not move with the
load nor with the hash seed) and the least CPU time per op of its rounds; then each side's
ratio of the smallest module's per-op cost to the largest's (the first-sight work a small
module pays: each type, layout and op spelling read in full the first time).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

from handoff_parse_checkouts import trees
from roundtrip import build_module

# One side: the modules' texts on stdin (one per line, JSON, then an empty line), their calls
# per op out; then a module's index on each line in, its CPU time per op (us) out.
_SIDE = """
import cProfile, gc, json, sys, time
sys.path.insert(0, sys.argv[1])
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.parser import ParseCache, parse_module
modules = []
for line in sys.stdin:
    if not line.strip():
        break
    modules.append(json.loads(line))
calls = []
for text, ops in modules:
    parse_module(text, make_context(), "bench.mlir", cache=ParseCache())
    profile = cProfile.Profile()
    profile.runcall(parse_module, text, make_context(), "bench.mlir", cache=ParseCache())
    calls.append(sum(entry.callcount for entry in profile.getstats()) / ops)
print(json.dumps(calls), flush=True)
for line in sys.stdin:
    text, ops = modules[int(line)]
    context, cache = make_context(), ParseCache()
    gc.collect()
    start = time.process_time()
    parse_module(text, context, "bench.mlir", cache=cache)
    print((time.process_time() - start) / ops * 1e6, flush=True)
"""


def main(argv: list[str] | None = None) -> int:
    args = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    args.add_argument("--before", required=True, help="the commit to compare with")
    args.add_argument("--sizes", default="1000,50000", help="minimum ops of each module")
    args.add_argument("--repeat", type=int, default=5)
    opts = args.parse_args(argv)
    modules = [build_module(int(size))[:2] for size in opts.sizes.split(",")]
    with trees(opts.before) as folders:
        sides = {
            name: subprocess.Popen(
                [sys.executable, "-c", _SIDE, str(folder)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
            )
            for name, folder in folders.items()
        }
        for side in sides.values():
            side.stdin.write("".join(json.dumps([text, ops]) + "\n" for text, ops in modules))
            side.stdin.write("\n")
            side.stdin.flush()
        calls = {name: json.loads(side.stdout.readline()) for name, side in sides.items()}
        best = {name: [float("inf")] * len(modules) for name in sides}
        for _ in range(opts.repeat):
            for index in range(len(modules)):
                for name, side in sides.items():
                    side.stdin.write(f"{index}\n")
                    side.stdin.flush()
                    best[name][index] = min(best[name][index], float(side.stdout.readline()))
        for side in sides.values():
            side.stdin.close()
            side.wait()
    print("| ops | " + " | ".join(f"calls/op {n} | us/op {n}" for n in sides) + " |")
    print("| ---: |" + " ---: | ---: |" * len(sides))
    for index, (_, ops) in enumerate(modules):
        cells = " | ".join(f"{calls[n][index]:.1f} | {best[n][index]:.1f}" for n in sides)
        print(f"| {ops:,} | {cells} |")
    ratios = " | ".join(
        f"x{calls[n][0] / calls[n][-1]:.2f} | x{best[n][0] / best[n][-1]:.2f}" for n in sides
    )
    print(f"| smallest / largest | {ratios} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
