"""The embedding's hand-offs of another commit's tree next to this one, alternating in one run.

    python benchmarks/handoff_checkouts.py --before fcb96fe [--after REV] [--rounds 2]
                                           [--passes all|seed]

Each side is a whole tree (``--before`` checked out with ``git worktree``, and this checkout's
working tree or ``--after``),
run in a subprocess of its own, ``--rounds`` times in turn. A side compiles every case of the
kernel suite that stock 3.6.0 compiles (test/kernels CASES) once with stock (warming Triton),
then with gluon-opt installed (every Python pass, or the seed passes), and sums the hand-off
records over the compiles (``Installation.handoffs``: libtriton's print, our parse, change
detection and location pairing, the passes, our print with the block-argument locations,
libtriton's reparse); the best round of each side is kept, part by part. Then one more
installed round under cProfile gives the Python calls of the hand-offs
(``Runner._run_python``, everything below it) and their split by file: deterministic counts,
unlike the times on a shared machine; two more give the embedding's own calls outside the
hand-offs (the installed ttgir stage less ``Runner._handoff``). The final ttgir of every
compile is hashed: both sides must give the same.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

SUBPACKAGES = ("dialects", "analysis", "passes", "tools")
PARTS = ("cpp_print", "py_parse", "check", "py_pass", "py_print", "cpp_parse")

_SIDE = """
import cProfile, hashlib, json, pstats, sys, time
sys.path.insert(0, sys.argv[1])
sys.path.insert(0, sys.argv[2])
from triton import knobs
import gluon_opt
from gluon_opt.passes.registry import PASSES
from gluon_opt.tools import embed
from kernels import CASES
SEED = ("triton-nvidia-gpu-plan-cta", "triton-nvidia-tma-lowering",
        "triton-nvidia-gpu-fence-insertion")
passes = tuple(PASSES) if sys.argv[3] == "all" else SEED
knobs.compilation.always_compile = True
ok = []
for case in CASES:
    try:
        case.compile()
        ok.append(case)
    except Exception:
        pass
parts = dict.fromkeys(sys.argv[4].split(","), 0.0)
digest = hashlib.sha1()
start = time.perf_counter()
with gluon_opt.installed(passes) as inst:
    for case in ok:
        digest.update(case.compile().asm["ttgir"].encode())
total = time.perf_counter() - start
handoffs = [h for compile_ in inst.handoffs for h in compile_]
for record in handoffs:
    for part in parts:
        parts[part] += record.get(part, 0.0)
profile = cProfile.Profile()
with gluon_opt.installed(passes):
    profile.enable()
    for case in ok:
        case.compile()
    profile.disable()
stats = pstats.Stats(profile)
run_python = next(k for k in stats.stats if k[2] == "_run_python")
children = {}
for callee, (cc, nc, tt, ct, callers) in stats.stats.items():
    for caller in callers:
        children.setdefault(caller, []).append(callee)
seen, todo = {run_python}, [run_python]
while todo:
    for callee in children.get(todo.pop(), ()):
        if callee not in seen:
            seen.add(callee)
            todo.append(callee)
by_file = {}
for key in seen:
    name = key[0].rsplit("/", 1)[-1] if key[0] != "~" else "builtins"
    by_file[name] = by_file.get(name, 0) + stats.stats[key][1]
# the embedding's own calls outside the hand-offs: the installed ttgir stage (steps, Runner.run,
# skip checks, C++ steps) less Runner._handoff, one profiler active at a time (two rounds)
active = {}
def profiled(fn, key):
    def run(*args, **kwargs):
        prof = active.get(key)
        if prof is None:
            return fn(*args, **kwargs)
        prof.enable()
        try:
            return fn(*args, **kwargs)
        finally:
            prof.disable()
    return run
embed.make_ttgir = profiled(embed.make_ttgir, "stage")
embed.gluon_to_ttgir = profiled(embed.gluon_to_ttgir, "stage")
embed.Runner._handoff = profiled(embed.Runner._handoff, "handoff")
outside = 0
for key, sign in (("stage", 1), ("handoff", -1)):
    active[key] = cProfile.Profile()
    with gluon_opt.installed(passes):
        for case in ok:
            case.compile()
    outside += sign * pstats.Stats(active.pop(key)).total_calls
print(json.dumps({"compiles": len(ok), "handoffs": len(handoffs), "seconds": total,
                  "parts": parts, "calls": sum(by_file.values()), "by_file": by_file,
                  "outside": outside, "digest": digest.hexdigest()}))
"""


def side(package_dir: Path, passes: str) -> dict:
    out = subprocess.run(
        [sys.executable, "-c", _SIDE, str(package_dir), str(ROOT / "test"), passes]
        + [",".join(PARTS)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return json.loads(out.strip().splitlines()[-1])


def linked(tree: Path, folder: Path) -> Path:
    """A folder holding only ``gluon_opt``, laid out from ``tree`` as pyproject.toml's
    package-dir says: the files of ``api`` and links to the subpackages' folders."""
    package = folder / "gluon_opt"
    package.mkdir(parents=True)
    for path in (tree / "api").iterdir():
        (package / path.name).symlink_to(path)
    for name in SUBPACKAGES:
        (package / name).symlink_to(tree / name)
    return folder


def main(argv: list[str] | None = None) -> int:
    args = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    args.add_argument("--before", required=True, help="the commit to compare with")
    args.add_argument("--after", help="a commit in place of this checkout's working tree")
    args.add_argument("--rounds", type=int, default=2)
    args.add_argument("--passes", choices=("all", "seed"), default="all")
    opts = args.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        trees = {"before": Path(tmp) / "tree", "after": Path(tmp) / "after-tree"}
        commits = {"before": opts.before, "after": opts.after}
        for side_name, commit in commits.items():
            if commit is None:
                trees[side_name] = ROOT
                continue
            subprocess.run(
                ["git", "worktree", "add", "--detach", "-q", str(trees[side_name]), commit],
                cwd=ROOT,
                check=True,
            )
        try:
            sides = {
                f"{side_name} ({commit or 'working tree'})": linked(
                    trees[side_name], Path(tmp) / side_name
                )
                for side_name, commit in commits.items()
            }
            best: dict[str, dict] = {}
            for _ in range(opts.rounds):
                for name, folder in sides.items():
                    result = side(folder, opts.passes)
                    if name not in best:
                        best[name] = result
                        continue
                    kept = best[name]
                    kept["seconds"] = min(kept["seconds"], result["seconds"])
                    for part in PARTS:
                        kept["parts"][part] = min(kept["parts"][part], result["parts"][part])
        finally:
            for side_name, commit in commits.items():
                if commit is not None:
                    subprocess.run(
                        ["git", "worktree", "remove", "--force", str(trees[side_name])], cwd=ROOT
                    )
    if len({result["digest"] for result in best.values()}) != 1:
        print("the two sides' ttgir differ", file=sys.stderr)
        return 1
    with open("/proc/loadavg") as load:
        average = load.read().split()[0]
    first = next(iter(best.values()))
    print(
        f"{first['compiles']} compiles, passes: {opts.passes}; load average {average} at the "
        "end; ms summed over the compiles, best of the rounds part by part"
    )
    print("| tree | hand-offs | compiles s | " + " | ".join(PARTS) + " | hand-off Python calls |")
    print("| --- | ---: | ---: | " + " | ".join("---:" for _ in PARTS) + " | ---: |")
    for name, result in best.items():
        cells = " | ".join(f"{result['parts'][part] * 1e3:.0f}" for part in PARTS)
        print(
            f"| {name} | {result['handoffs']} | {result['seconds']:.2f} | {cells} | "
            f"{result['calls']:,} |"
        )
    print("\nPython calls of the embedding outside the hand-offs (the installed stage less")
    print("Runner._handoff): " + " -> ".join(f"{r.get('outside', 0):,}" for r in best.values()))
    print("\nPython calls below Runner._run_python, by file (largest changes):")
    names = set().union(*(result["by_file"] for result in best.values()))
    (before, after) = best.values()
    changes = sorted(
        names,
        key=lambda n: -abs(after["by_file"].get(n, 0) - before["by_file"].get(n, 0)),
    )
    for name in changes[:12]:
        print(f"  {name}: {before['by_file'].get(name, 0):,} -> {after['by_file'].get(name, 0):,}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
