"""The cold parse of hand-off texts, this checkout against a whole other commit, text by text.

    python benchmarks/handoff_parse_pairs.py --before 332460a --texts /work/handoff_texts_all
                                             [--rounds 9]

Like handoff_parse_checkouts.py, each side is a whole tree (``--before`` checked out with
``git worktree add --detach``), run in a process of its own. Here the two processes stay up
and parse the same text in turns, one text at a time (a fresh context and ParseCache each
time), ``--rounds`` times each; a text's time on a side is the least of its rounds (CPU
time of that process). On a loaded machine a burst of other work then spoils one parse of
one text, not a whole pass over the texts: the sums of the per-text minima compare well
where best-of-N passes move by 15 %. Reported: the sums per hand-off and their ratio, and
whether both sides print every text alike (with locations).

With ``--warm`` each text is parsed with the ParseCache of the text before it in the folder
(that text parsed first, untimed): the second hand-off of a compile, which finds the types
and layouts the first one kept.

With ``--paused`` the cycle collector is off around each timed parse (turned back on after
it, untimed), as the embedding has it around each hand-off (``embed.collector_paused``):
without it, the collection that the parse's allocations bring on when ``parse_module``
turns the collector back on is timed with the parse (a cost the embedding pays after the
hand-off, once the module is dead).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

from handoff_parse_checkouts import trees

ROOT = Path(__file__).resolve().parents[1]

# One side: reads a text's index on stdin, parses it cold, writes its CPU time and digest.
_SIDE = """
import gc, hashlib, sys, time
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.parser import ParseCache, parse_module
from gluon_opt.dialects.text.printer import print_module
texts = [p.read_text() for p in sorted(Path(sys.argv[2]).glob("*.mlir"))]
for text in texts:  # everything imported and compiled once
    parse_module(text, make_context(), "<hand-off>", cache=ParseCache())
print(len(texts), flush=True)
warm = sys.argv[3] == "warm"
paused = sys.argv[4] == "paused"
for line in sys.stdin:
    text = texts[int(line)]
    context, cache = make_context(), ParseCache()
    if warm and int(line) > 0:
        parse_module(texts[int(line) - 1], make_context(), "<hand-off>", cache=cache)
    gc.collect()
    if paused:
        gc.disable()
    start = time.process_time()
    module = parse_module(text, context, "<hand-off>", cache=cache)
    spent = time.process_time() - start
    gc.enable()
    digest = hashlib.sha1(print_module(module, debuginfo=True).encode()).hexdigest()
    print(spent, digest, flush=True)
"""


def main(argv: list[str] | None = None) -> int:
    args = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    args.add_argument("--before", required=True, help="the commit to compare with")
    args.add_argument("--texts", type=Path, required=True, help="a folder of *.mlir texts")
    args.add_argument("--rounds", type=int, default=9)
    args.add_argument(
        "--warm", action="store_true", help="each text with the cache of the one before it"
    )
    args.add_argument(
        "--paused", action="store_true", help="the cycle collector off around each parse"
    )
    opts = args.parse_args(argv)
    with trees(opts.before) as folders:
        sides = {
            name: subprocess.Popen(
                [
                    sys.executable,
                    "-c",
                    _SIDE,
                    str(folder),
                    str(opts.texts),
                    "warm" * opts.warm,
                    "paused" * opts.paused,
                ],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
            )
            for name, folder in folders.items()
        }
        (count,) = {int(side.stdout.readline()) for side in sides.values()}
        best = {name: [float("inf")] * count for name in sides}
        digests: dict[str, list[str]] = {name: [""] * count for name in sides}
        for _ in range(opts.rounds):
            for index in range(count):
                for name, side in sides.items():
                    side.stdin.write(f"{index}\n")
                    side.stdin.flush()
                    spent, digest = side.stdout.readline().split()
                    best[name][index] = min(best[name][index], float(spent))
                    digests[name][index] = digest
        for side in sides.values():
            side.stdin.close()
            side.wait()
    (before_digests, after_digests) = digests.values()
    if before_digests != after_digests:
        print("the two sides print differently", file=sys.stderr)
        return 1
    with open("/proc/loadavg") as load:
        average = load.read().split()[0]
    collector = ", collector paused" if opts.paused else ""
    print(
        f"{count} texts ({opts.texts}), {opts.rounds} rounds{collector}; "
        f"load average {average} at the end"
    )
    print("| parser | parse per hand-off, CPU (ms): sum of per-text minima / texts |")
    print("| --- | ---: |")
    totals = {name: sum(times) / count * 1e3 for name, times in best.items()}
    for name, ms in totals.items():
        print(f"| {name} | {ms:.3f} |")
    before_ms, after_ms = totals.values()
    print(f"after / before: x{before_ms / after_ms:.3f} faster")
    return 0


if __name__ == "__main__":
    sys.exit(main())
