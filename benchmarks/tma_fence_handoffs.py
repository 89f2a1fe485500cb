"""The seed passes' hand-offs over the kernel suite: how many, by pass and by whether the pass
changed the module, and what they cost, summed by part.

Every case of test/kernels is compiled once with stock (the cases stock rejects are left out),
once with ``gluon_opt.install`` of the seed passes (plan-cta, TMA lowering, fence insertion) to
warm the process, then once more, counted: the embedding's record of each hand-off
(``Installation.handoffs``) gives its pass, whether it changed the module and its parts'
times. The counts are deterministic; the times are wall-clock, so the load average is printed
with them. ``--before REV`` runs the same in a child process on that commit's gluon_opt, the
installed code in another, one after the other in one run.

``--pass-times N`` also times each seed pass on the texts handed to it (libtriton's print of
the module at each hand-off, with the step's options) next to its C++ twin: the pass alone,
each on a freshly parsed module, the fastest of N runs per text (``timing.py``), summed.

``--save-texts DIR`` also writes the texts handed to each seed pass, one file each, to
``DIR/<flag>/NNN.mlir`` (the inputs of ``pass_speed.py --texts`` for one pass alone; the seed
passes run with their default options there, which are the ones the suite hands them).

    python benchmarks/tma_fence_handoffs.py --before main
    python benchmarks/tma_fence_handoffs.py --pass-times 5
    python benchmarks/tma_fence_handoffs.py --save-texts /tmp/seed_texts
"""

from __future__ import annotations

import argparse
import collections
import gc
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from compile_time import PARTS, SEED, compilable_cases  # the sibling benchmark


def count(pass_times: int = 0, save_texts: Path | None = None) -> dict[str, Any]:
    """Compile the suite with the seed passes; the hand-offs, counted and timed (and with
    ``pass_times``, each pass timed on its hand-off texts next to C++; with ``save_texts``,
    the texts written there)."""
    import gluon_opt
    from gluon_opt.tools import embed
    from triton import knobs

    knobs.compilation.always_compile = True
    cases = compilable_cases()
    handed: list[tuple[str, str, dict[str, str], Any]] = []  # flag, text, options, C++ adder
    handoff = embed.Runner._handoff

    def recording(runner: Any, mod: Any, run: list, options: dict, start: float) -> Any:
        handed.append((run[0].flag, str(mod), options, run[0].add))
        return handoff(runner, mod, run, options, start)

    with gluon_opt.installed(SEED) as inst:
        for case in cases:
            case.compile()
        inst.handoffs.clear()
        embed.Runner._handoff = recording  # type: ignore[method-assign]
        try:
            for case in cases:
                case.compile()
        finally:
            embed.Runner._handoff = handoff  # type: ignore[method-assign]
        records = [record for compile_ in inst.handoffs for record in compile_]
        per_compile = [len(compile_) for compile_ in inst.handoffs]
    if save_texts is not None:
        numbers: collections.Counter[str] = collections.Counter()
        for flag, text, _, _ in handed:
            folder = save_texts / flag
            folder.mkdir(parents=True, exist_ok=True)
            (folder / f"{numbers[flag]:03d}.mlir").write_text(text)
            numbers[flag] += 1
    kinds = collections.Counter(
        f"{r['name']} {'changed' if r['changed'] else 'unchanged'}" for r in records
    )
    seconds = {part: sum(r.get(part, 0.0) for r in records) for part in PARTS}
    return {
        "compiles": len(cases),
        "handoffs": len(records),
        "without": per_compile.count(0),
        "kinds": dict(kinds),
        "seconds": seconds,
        "pass_times": _pass_times(handed, pass_times) if pass_times else {},
    }


def _pass_times(handed: list[tuple[str, str, dict[str, str], Any]], repeat: int) -> dict:
    """Per seed pass: its hand-off texts, and the C++ and Python seconds summed over them."""
    from gluon_opt.dialects.layout.encodings import libtriton_readable
    from gluon_opt.passes.registry import create_pass
    from timing import cpp_pass_seconds, our_pass_seconds

    times: dict[str, dict[str, float]] = {}
    for flag, text, options, add in handed:
        entry = times.setdefault(flag, {"texts": 0, "cpp": 0.0, "ours": 0.0})
        entry["texts"] += 1
        entry["cpp"] += cpp_pass_seconds(libtriton_readable(text), add, repeat, min)
        entry["ours"] += our_pass_seconds(
            text,
            lambda f=flag, o=options: create_pass(f, o),
            repeat,
            min,
            before_each=gc.collect,
        )
    return times


def _run_child(path: Path | None, pass_times: int, save_texts: Path | None) -> dict[str, Any]:
    env = dict(os.environ)
    if path is not None:
        env["PYTHONPATH"] = os.pathsep.join([str(path), env.get("PYTHONPATH", "")])
    done = subprocess.run(
        [
            sys.executable,
            __file__,
            "--child",
            "--pass-times",
            str(pass_times),
            *(("--save-texts", str(save_texts)) if save_texts is not None else ()),
        ],
        env=env,
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        raise RuntimeError(f"child failed:\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> int:
    args = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    args.add_argument("--before", default=None, help="the commit to compare with")
    args.add_argument("--pass-times", type=int, default=0, help="runs per text (0: none)")
    args.add_argument("--save-texts", type=Path, default=None, help="write the texts here")
    args.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    opts = args.parse_args()
    if opts.child:
        print(json.dumps(count(opts.pass_times, opts.save_texts)))
        return 0
    sides: dict[str, dict[str, Any]] = {}
    load = os.getloadavg()[0]
    if opts.before is not None:
        from pass_speed import _extract  # the sibling benchmark's checkout of a commit

        with tempfile.TemporaryDirectory() as tmp:
            sides[opts.before] = _run_child(_extract(opts.before, Path(tmp)), opts.pass_times, None)
    sides["after"] = _run_child(None, opts.pass_times, opts.save_texts)
    load_after = os.getloadavg()[0]
    names = list(sides)
    print(f"| | {' | '.join(names)} |")
    print(f"| --- |{' ---: |' * len(names)}")
    rows = (
        ("compiles", "compiles"),
        ("hand-offs", "handoffs"),
        ("compiles without one", "without"),
    )
    for label, key in rows:
        print(f"| {label} | {' | '.join(str(sides[n][key]) for n in names)} |")
    kinds = sorted({kind for side in sides.values() for kind in side["kinds"]})
    for kind in kinds:
        print(f"| {kind} | {' | '.join(str(sides[n]['kinds'].get(kind, 0)) for n in names)} |")
    for part in PARTS:
        cells = " | ".join(f"{sides[n]['seconds'][part] * 1e3:.0f}" for n in names)
        print(f"| {part}, ms summed | {cells} |")
    total = " | ".join(f"{sum(sides[n]['seconds'].values()) * 1e3:.0f}" for n in names)
    print(f"| all parts, ms summed | {total} |")
    if opts.pass_times:
        print(f"\n| pass | code | texts | C++ ms | Python ms | Python/C++ |\n|{' --- |' * 6}")
        for name in names:
            for flag, t in sides[name]["pass_times"].items():
                print(
                    f"| {flag} | {name} | {t['texts']} | {t['cpp'] * 1e3:.1f} | "
                    f"{t['ours'] * 1e3:.1f} | {t['ours'] / t['cpp']:.2f} |"
                )
    print(f"\nload average {load:.1f} at the start, {load_after:.1f} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
