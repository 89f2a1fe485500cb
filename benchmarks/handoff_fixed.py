"""What one hand-off costs on our side, on a tiny module and on the seed texts, against a
whole other commit, text by text in turns.

    python benchmarks/handoff_fixed.py --before main --texts /work/handoff_texts_seed
                                       [--rounds 9]
    python benchmarks/handoff_fixed.py --setup 300

Each text goes through ``embed.Runner._handoff`` as an embedded compile runs it: libtriton's
print of a libtriton module, our parse (a fresh context and ParseCache), the seed passes
that run on the text (plan-cta, TMA lowering, fence insertion, in that order, in one
hand-off), the change check, our print and location pairing, libtriton's reparse. Our side
is the hand-off's CPU time less libtriton's print and reparse; its parts are those the
hand-off records (``Runner.handoffs``), in CPU time here: parse, check (snapshot and
``unchanged_since``), passes, print (``print_hand_back`` and location pairing) and the rest
(``make_context``, the reuse look-up, the record, ``create_pass``...).

The first text is a tiny module (a function with an unused constant, which TMA lowering's
greedy driver removes, so that its hand-off prints and hands back): what a hand-off costs
whatever its size. The recorded seed hand-off texts follow (``--texts``).

As in handoff_parse_pairs.py, ``--before`` is checked out (``git worktree add --detach``),
each side is a process that stays up, and the two take turns on each text, ``--rounds``
times (the tiny module 10 times per round); a part's time is the least of its turns, per
text. Two states of the CPU's caches, in turns: ``cold``, the hand-off after a full
collection (``gc.collect``, as handoff_parse_pairs.py parses) and libtriton's parse of the
text; ``warm``, the same right after an untimed run of the same hand-off. Reported per state:
the tiny module's parts and the seed texts' mean parts per side, the Python calls of each
hand-off (cProfile: the tiny one's and the seed texts' mean, deterministic) and whether both
sides hand back the same modules (libtriton's print with locations).

``--setup N`` (this checkout, in this process) times set-up pieces of a hand-off alone, each
after libtriton's parse of the tiny text and a full collection (the ``cold`` state), N times:
the least and the median CPU time of ``make_context``, an ``MLIRParser``'s construction,
xDSL's ``Parser`` constructor, ``create_pass`` and nothing at all; then the tiny module's
parse with a fresh context made inside the timing and with one made before it: what a piece
costs alone, cold, against what leaving it out of a hand-off would save.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from handoff_parse_checkouts import trees

TINY = """#loc = loc("tiny.py":1:0)
#loc1 = loc("tiny.py":2:8)
#loc2 = loc("tiny.py":3:4)
#loc3 = loc("x"(#loc))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, \
ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tiny(%x: i32 loc("x"(#loc))) attributes {noinline = false} {
    %c0_i32 = arith.constant 0 : i32 loc(#loc1)
    tt.return loc(#loc2)
  } loc(#loc)
} loc(#loc)
"""

# cold: after a full collection (as handoff_parse_pairs.py parses), libtriton's parse of the
# text just before; warm: right after the same hand-off, back to back
MODES = ("cold", "warm")
# the tiny module's turns per round: its hand-off is short, so a burst of other work on the
# machine spoils a larger share of its turns
TINY_TURNS = 10
PARTS = ("ours", "py_parse", "check", "py_pass", "py_print", "rest")

# One side: reads a text's index on stdin, hands it off, writes its parts, calls and digest.
_SIDE = """
import cProfile, gc, hashlib, pstats, sys, time, types
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.parser import ParseCache, parse_module
from gluon_opt.passes.registry import create_pass
from gluon_opt.tools import embed
from gluon_opt.tools.cpp_pipeline import make_context as libtriton_context
SEED = ("triton-nvidia-gpu-plan-cta", "triton-nvidia-tma-lowering",
        "triton-nvidia-gpu-fence-insertion")
texts = [sys.argv[3]] + [p.read_text() for p in sorted(Path(sys.argv[2]).glob("*.mlir"))]
def runs_on(text, flags):
    try:
        ctx = make_context()
        module = parse_module(text, ctx, "<hand-off>", cache=ParseCache())
        for flag in flags:
            create_pass(flag, {}).apply(ctx, module)
    except Exception:
        return False
    return True
passes = []
for text in texts:
    ran = []
    for flag in SEED:
        if runs_on(text, [*ran, flag]):
            ran.append(flag)
    passes.append(ran)
# the hand-off records its parts with time.perf_counter: CPU time here
embed.time = types.SimpleNamespace(perf_counter=time.process_time)
context = libtriton_context()
def handoff(index, profile=None, warm=False):
    if warm:  # the same hand-off just before: the CPU's caches hold what it touches
        handoff(index)
    mod = embed._reparse(texts[index], context)
    runner = embed.Runner(frozenset(SEED))
    steps = [embed.Step(flag, None) for flag in passes[index]]
    if not warm:
        gc.collect()
    with embed.collector_paused():  # as Runner._run_python runs it
        start = time.process_time()
        if profile is None:
            result, _ = runner._handoff(mod, steps, {}, start)
        else:
            result, _ = profile.runcall(runner._handoff, mod, steps, {}, start)
        total = time.process_time() - start
    record = runner.handoffs[-1]
    ours = total - record["cpp_print"] - record["cpp_parse"]
    parts = [ours, record["py_parse"], record["check"], record["py_pass"], record["py_print"]]
    parts.append(ours - sum(parts[1:]))
    return parts, hashlib.sha1(str(result).encode()).hexdigest()
for index in range(len(texts)):  # everything imported and compiled once
    handoff(index)
print(len(texts), flush=True)
for line in sys.stdin:
    index = int(line.split()[0])
    if index < 0:  # the calls of each hand-off
        calls = []
        for index in range(len(texts)):
            profile = cProfile.Profile()
            handoff(index, profile)
            calls.append(pstats.Stats(profile).total_calls)
        print(*calls, flush=True)
        continue
    parts, digest = handoff(index, warm=line.split()[1] == "warm")
    print(*parts, digest, flush=True)
"""


def setup_pieces(turns: int) -> None:
    """``--setup``: the set-up pieces of a hand-off timed alone, cold (see the docstring)."""
    import gc
    import time

    from gluon_opt.dialects.context import make_context
    from gluon_opt.dialects.text.parser import MLIRParser, ParseCache, parse_module
    from gluon_opt.passes.registry import create_pass
    from gluon_opt.tools import embed
    from gluon_opt.tools.cpp_pipeline import make_context as libtriton_context
    from xdsl.parser import Parser

    context = libtriton_context()
    ours = make_context()

    def cold(piece: Callable[[], object]) -> str:
        spent = []
        for _ in range(turns):
            embed._reparse(TINY, context)
            gc.collect()
            start = time.process_time()
            piece()
            spent.append(time.process_time() - start)
        spent.sort()
        return f"{spent[0] * 1e6:.0f} | {spent[len(spent) // 2] * 1e6:.0f}"

    pieces: dict[str, Callable[[], object]] = {
        "nothing": lambda: None,
        "make_context()": make_context,
        "MLIRParser(...)": lambda: MLIRParser(ours, TINY, "<hand-off>", 0, ParseCache(), []),
        'xDSL Parser(ctx, "")': lambda: Parser(ours, "", "<hand-off>"),
        "create_pass(TMA lowering)": lambda: create_pass("triton-nvidia-tma-lowering", {}),
        "tiny parse, fresh context": lambda: parse_module(
            TINY, make_context(), "<hand-off>", cache=ParseCache()
        ),
        "tiny parse, context made before": lambda: parse_module(
            TINY, ours, "<hand-off>", cache=ParseCache()
        ),
    }
    for piece in pieces.values():  # everything imported and compiled once
        piece()
    print(f"cold, {turns} turns each; CPU us")
    print("| piece | least | median |")
    print("| --- | ---: | ---: |")
    for name, piece in pieces.items():
        print(f"| {name} | {cold(piece)} |")


def main(argv: list[str] | None = None) -> int:
    args = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    args.add_argument("--before", help="the commit to compare with")
    args.add_argument("--texts", type=Path, help="a folder of *.mlir texts")
    args.add_argument("--rounds", type=int, default=9)
    args.add_argument("--setup", type=int, default=0, help="time the set-up pieces instead")
    opts = args.parse_args(argv)
    if opts.setup:
        setup_pieces(opts.setup)
        return 0
    if opts.before is None or opts.texts is None:
        args.error("--before and --texts are needed (or --setup)")
    with trees(opts.before) as folders:
        sides = {
            name: subprocess.Popen(
                [sys.executable, "-c", _SIDE, str(folder), str(opts.texts), TINY],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
            )
            for name, folder in folders.items()
        }
        (count,) = {int(side.stdout.readline()) for side in sides.values()}
        best = {
            (mode, name): [[float("inf")] * len(PARTS) for _ in range(count)]
            for mode in MODES
            for name in sides
        }
        digests: dict[str, list[str]] = {name: [""] * count for name in sides}
        for _ in range(opts.rounds):
            for index in [0] * TINY_TURNS + list(range(1, count)):
                for mode in MODES:
                    for name, side in sides.items():
                        side.stdin.write(f"{index} {mode}\n")
                        side.stdin.flush()
                        *parts, digest = side.stdout.readline().split()
                        kept = best[mode, name]
                        kept[index] = list(map(min, kept[index], map(float, parts)))
                        digests[name][index] = digest
        calls: dict[str, list[int]] = {}
        for name, side in sides.items():
            side.stdin.write("-1\n")
            side.stdin.flush()
            calls[name] = list(map(int, side.stdout.readline().split()))
        for side in sides.values():
            side.stdin.close()
            side.wait()
    before_digests, after_digests = digests.values()
    if before_digests != after_digests:
        print("the two sides hand back different modules", file=sys.stderr)
        return 1
    with open("/proc/loadavg") as load:
        average = load.read().split()[0]
    print(
        f"tiny module + {count - 1} texts ({opts.texts}), {opts.rounds} rounds; "
        f"load average {average} at the end"
    )
    print("CPU us per hand-off, least of the rounds per text (seed: mean over the texts)")
    print("| caches | side | module | ours | parse | check | passes | print | rest | calls |")
    print("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    ours: dict[tuple[str, str], tuple[float, float]] = {}
    for (mode, name), per_text in best.items():
        seed = [sum(column) / (count - 1) for column in zip(*per_text[1:], strict=True)]
        ours[mode, name] = (per_text[0][0], seed[0])
        seed_calls = sum(calls[name][1:]) / (count - 1)
        for module, parts, made in (
            ("tiny", per_text[0], calls[name][0]),
            ("seed", seed, seed_calls),
        ):
            cells = " | ".join(f"{part * 1e6:.0f}" for part in parts)
            print(f"| {mode} | {name} | {module} | {cells} | {made:,.0f} |")
    for mode in MODES:
        (tiny_before, seed_before), (tiny_after, seed_after) = (ours[mode, name] for name in sides)
        print(
            f"{mode}, ours before - after: tiny {(tiny_before - tiny_after) * 1e6:.1f} us "
            f"(x{tiny_before / tiny_after:.3f}), seed {(seed_before - seed_after) * 1e6:.1f} "
            f"us (x{seed_before / seed_after:.3f})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
