"""remove-layout-conversions (and the greedy driver) timed three ways. Run from the
repository root:

    python benchmarks/remove_layout_conversions.py cpp
    python benchmarks/remove_layout_conversions.py collect DIR
    python benchmarks/remove_layout_conversions.py pairs --before REV --inputs DIR [--rounds 7]

``cpp``: our pass against libtriton's C++ pass (pass time only) on every distinct corpus input
of the pass.

``collect``: compiles the kernel suite's stock-compilable cases with every Python pass
installed and writes, for each remove-layout-conversions, TMA lowering and idle greedy-driver
run inside a hand-off (``tools/embed.py`` runs the C++ passes that would find nothing to do as
the driver without patterns), the module that run is given (printed with locations) into DIR,
with DIR/index.json naming each file's pass and options.

``pairs``: the collected inputs, this checkout against a whole other commit (``--before``,
checked out as ``handoff_parse_checkouts.trees`` does). One process per side stays up and
both run the same input in turns, one input at a time (parsed fresh each time, untimed; the
pass timed in CPU time, with its creation as the embedding does it, the cycle collector off
as in a hand-off), ``--rounds`` times; an input's time on a side is the least of its rounds,
so a burst of other work spoils one run of one input, not a whole pass. Then each side runs
every input once under cProfile (Python calls, deterministic). Reported per pass: the sums of
the per-input minima, their ratio, the calls; and whether both sides give every output alike
(a digest of the print with locations and of every value's use list in order, or of the
error).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "test" / "corpus"
FLAG = "tritongpu-remove-layout-conversions"
GREEDY = "greedy"  # the driver without patterns (an idle C++ pass run on our side)
COLLECTED = (FLAG, "triton-nvidia-tma-lowering")


def cpp_table() -> None:
    from gluon_opt.dialects.layout.encodings import libtriton_readable
    from gluon_opt.passes.remove_layout_conversions import RemoveLayoutConversionsPass
    from timing import Table, cpp_pass_seconds, op_count, our_pass_seconds
    from triton._C.libtriton import passes

    index = json.loads((CORPUS / "index.json").read_text())
    table = Table()
    for rel in sorted(set(index["passes"][FLAG])):
        path = CORPUS / rel
        text = path.read_text()
        # libtriton does not re-read every print of its own (an nvmma_shared of rank != 2):
        # hand it the readable spelling, as the oracle does
        c = cpp_pass_seconds(
            libtriton_readable(text), passes.ttgpuir.add_remove_layout_conversions
        )
        o = our_pass_seconds(text, RemoveLayoutConversionsPass, filename=path.name)
        table.add(rel, op_count(text, path.name), c, o)
    table.total()


# ---- collect ----------------------------------------------------------------------------


def collect(out: Path) -> None:
    sys.path.insert(0, str(ROOT / "test"))
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import gluon_opt
    from compile_time import compilable_cases
    from gluon_opt.dialects.text.printer import print_module
    from gluon_opt.passes.registry import PASSES
    from gluon_opt.tools import embed
    from triton import knobs

    out.mkdir(parents=True, exist_ok=True)
    index: list[dict] = []

    def record(flag: str, module, options: dict[str, str]) -> None:
        name = f"{len(index):04d}-{flag}.mlir"
        (out / name).write_text(print_module(module, debuginfo=True))
        index.append({"file": name, "flag": flag, "options": dict(options)})

    create_pass, greedy = embed.create_pass, embed.apply_patterns_greedily

    class Recorded:
        def __init__(self, flag: str, options: dict[str, str]) -> None:
            self.flag, self.options = flag, options
            self.inner = create_pass(flag, options)

        def apply(self, ctx, module) -> None:
            if self.flag in COLLECTED:
                record(self.flag, module, self.options)
            self.inner.apply(ctx, module)

    def recorded_greedy(module, patterns, *args, **kwargs):
        if not patterns:
            record(GREEDY, module, {})
        return greedy(module, patterns, *args, **kwargs)

    knobs.compilation.always_compile = True
    cases = compilable_cases()
    embed.create_pass, embed.apply_patterns_greedily = Recorded, recorded_greedy
    try:
        with gluon_opt.installed(tuple(PASSES)):
            for case in cases:
                case.compile()
    finally:
        embed.create_pass, embed.apply_patterns_greedily = create_pass, greedy
    (out / "index.json").write_text(json.dumps(index, indent=0))
    counts: dict[str, int] = {}
    for entry in index:
        counts[entry["flag"]] = counts.get(entry["flag"], 0) + 1
    print(f"{len(cases)} cases; inputs written to {out}: {counts}")


# ---- pairs ------------------------------------------------------------------------------

# One side: reads "time INDEX" or "profile" lines on stdin; answers one line each.
_SIDE = """
import cProfile, gc, hashlib, json, pstats, sys, time
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.dialects.text.printer import print_module
from gluon_opt.passes.greedy import apply_patterns_greedily
from gluon_opt.passes.registry import create_pass
inputs = Path(sys.argv[2])
entries = [e for e in json.loads((inputs / "index.json").read_text())
           if e["flag"] in sys.argv[3].split(",")]
texts = [(inputs / e["file"]).read_text() for e in entries]
def prepared(i):
    ctx = make_context()
    module = parse_module(texts[i], ctx, "in.mlir")
    flag = entries[i]["flag"]
    if flag == "greedy":
        return module, lambda: apply_patterns_greedily(module, [])
    return module, lambda: create_pass(flag, entries[i]["options"]).apply(ctx, module)
def use_lists(module):
    # every value's uses in use-list order, as (user's walk index, operand index)
    ops = list(module.walk())
    number = {id(op): n for n, op in enumerate(ops)}
    values = [v for op in ops for v in op.results]
    values += [a for op in ops for r in op.regions for b in r.blocks for a in b.args]
    lines = []
    for value in values:
        uses, use = [], value.first_use
        while use is not None:
            uses.append((number.get(id(use.operation)), use.index))
            use = use._next_use
        lines.append(repr(uses))
    return "\\n".join(lines)
def digest(i):
    module, run = prepared(i)
    try:
        run()
        out = print_module(module, debuginfo=True) + use_lists(module)
    except Exception as error:
        out = f"error: {error}"
    return hashlib.sha1(out.encode()).hexdigest()
digests = [digest(i) for i in range(len(texts))]  # (also imports and warms up everything)
print(json.dumps([e["flag"] for e in entries]), flush=True)
for line in sys.stdin:
    words = line.split()
    if words[0] == "time":
        i = int(words[1])
        module, run = prepared(i)
        gc.collect()
        gc.disable()
        start = time.process_time()
        try:
            run()
        except Exception:
            pass
        spent = time.process_time() - start
        gc.enable()
        print(spent, flush=True)
        continue
    calls = {}
    for i in range(len(texts)):
        module, run = prepared(i)
        gc.collect()
        gc.disable()  # a collection's finalizers would count as calls
        profile = cProfile.Profile()
        try:
            profile.runcall(run)
        except Exception:
            pass
        gc.enable()
        flag = entries[i]["flag"]
        calls[flag] = calls.get(flag, 0) + pstats.Stats(profile).total_calls
    print(json.dumps({"calls": calls, "digests": digests}), flush=True)
"""


def pairs(before: str, inputs: Path, flags: list[str], rounds: int) -> int:
    import os

    from handoff_parse_checkouts import trees

    with trees(before) as folders:
        env = dict(os.environ, PYTHONHASHSEED="0")  # some set orders, and so some calls
        sides = {
            name: subprocess.Popen(
                [sys.executable, "-c", _SIDE, str(folder), str(inputs), ",".join(flags)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
                env=env,
            )
            for name, folder in folders.items()
        }
        order = [json.loads(side.stdout.readline()) for side in sides.values()][0]
        load_start = os.getloadavg()[0]
        best = {name: [float("inf")] * len(order) for name in sides}
        for _ in range(rounds):
            for index in range(len(order)):
                for name, side in sides.items():
                    side.stdin.write(f"time {index}\n")
                    side.stdin.flush()
                    best[name][index] = min(best[name][index], float(side.stdout.readline()))
        profiles = {}
        for name, side in sides.items():
            side.stdin.write("profile\n")
            side.stdin.flush()
            profiles[name] = json.loads(side.stdout.readline())
            side.stdin.close()
            side.wait()
        load_end = os.getloadavg()[0]
    (b_name, a_name) = sides
    differ = [
        i
        for i, (b, a) in enumerate(
            zip(profiles[b_name]["digests"], profiles[a_name]["digests"], strict=True)
        )
        if b != a
    ]
    print(
        f"{len(order)} inputs ({inputs}), {rounds} rounds; load average {load_start:.1f} at "
        f"the start, {load_end:.1f} at the end; outputs identical: "
        f"{'all' if not differ else f'NO, {len(differ)} differ: {differ[:10]}'}"
    )
    print(
        f"| pass | inputs | {b_name}: ms | after: ms | after/before | "
        "before: calls | after: calls | calls after/before |"
    )
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for flag in flags:
        rows = [i for i, f in enumerate(order) if f == flag]
        if not rows:
            continue
        bt = sum(best[b_name][i] for i in rows) * 1e3
        at = sum(best[a_name][i] for i in rows) * 1e3
        bc, ac = profiles[b_name]["calls"][flag], profiles[a_name]["calls"][flag]
        print(
            f"| {flag} | {len(rows)} | {bt:.1f} | {at:.1f} | {at / bt:.3f} | "
            f"{bc:,} | {ac:,} | {ac / bc:.3f} |"
        )
    return 1 if differ else 0


def main(argv: list[str] | None = None) -> int:
    args = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = args.add_subparsers(dest="command", required=True)
    commands.add_parser("cpp", help="ours against libtriton's pass on the corpus")
    collect_args = commands.add_parser("collect", help="record the suite's hand-off inputs")
    collect_args.add_argument("out", type=Path)
    pairs_args = commands.add_parser("pairs", help="this checkout against --before")
    pairs_args.add_argument("--before", required=True, help="the commit to compare with")
    pairs_args.add_argument("--inputs", type=Path, required=True, help="a collect folder")
    pairs_args.add_argument("--rounds", type=int, default=7)
    pairs_args.add_argument(
        "--passes",
        default=f"{FLAG},triton-nvidia-tma-lowering,{GREEDY}",
        help="comma-separated flags (greedy: the driver without patterns)",
    )
    opts = args.parse_args(argv)
    if opts.command == "cpp":
        cpp_table()
        return 0
    if opts.command == "collect":
        collect(opts.out)
        return 0
    return pairs(opts.before, opts.inputs, opts.passes.split(","), opts.rounds)


if __name__ == "__main__":
    sys.exit(main())
