"""The hand-back print (``print_module(for_libtriton=True)``) of another commit's tree next to
this one, alternating in one run, on recorded hand-off texts.

    python benchmarks/handback_print_checkouts.py --before 25bed96 --texts /work/handoff_texts_all

Each side is a whole tree (``--before`` checked out with ``git worktree``, and this checkout),
run in a subprocess of its own, ``--rounds`` times in turn: it parses every text (not timed),
then prints each module in the hand-back form as the embedding does (``print_hand_back`` with
the text's alias definitions where the tree's parser gives them), best of ``--repeat``
(CPU time of the process, the collector off), counts the print's Python calls (cProfile), and
times libtriton's reparse of the printed texts (``embed._reparse``, best of ``--repeat``): the
text a printer writes is libtriton's to read. Both sides' texts must give libtriton the same
modules: libtriton parses each text (from the same file name) and its print and
block-argument locations (``test_hand_back.libtriton_view``) are hashed.

    python benchmarks/handback_print_checkouts.py --before e5bfd3b --canonical --texts DIR

``--canonical`` prints each text's module in the canonical form instead (``print_module``
without locations, as benchmarks/roundtrip.py measures it), module by module: CPU
microseconds and Python calls per op; each side must print every text back as it was. For
the round trip's scaling, DIR holds its modules (``roundtrip.build_module(n)``, e.g. 1,000
and 50,000 ops, each written to a file).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_CANONICAL_SIDE = """
import cProfile, gc, json, pstats, sys, time
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.parser import ParseCache, parse_module
from gluon_opt.dialects.text.printer import print_module
result = {}
for path in sorted(Path(sys.argv[2]).glob("*.mlir")):
    text = path.read_text()
    module = parse_module(text, make_context(), path.name, cache=ParseCache())
    ops = sum(1 for _ in module.walk())
    assert print_module(module) == text, path
    gc.collect()
    gc.disable()
    best = float("inf")
    for _ in range(int(sys.argv[3])):
        start = time.process_time()
        print_module(module)
        best = min(best, time.process_time() - start)
    gc.enable()
    profile = cProfile.Profile()
    profile.runcall(print_module, module)
    result[path.name] = (ops, best / ops * 1e6, pstats.Stats(profile).total_calls / ops)
print(json.dumps(result))
"""

_SIDE = """
import cProfile, gc, hashlib, inspect, pstats, sys, tempfile, time
from pathlib import Path
sys.path.insert(0, sys.argv[1])
sys.path.insert(0, sys.argv[4])
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.dialects.text.printer import print_module
from gluon_opt.tools import embed
from gluon_opt.tools.cpp_pipeline import make_context as libtriton_context
from test_hand_back import libtriton_view
texts = [p.read_text() for p in sorted(Path(sys.argv[2]).glob("*.mlir"))]
if "source_aliases" in inspect.signature(parse_module).parameters:  # as the embedding does
    from gluon_opt.dialects.text.printer import print_hand_back
    modules = []
    for t in texts:
        found = []
        modules.append((parse_module(t, make_context(), "<hand-off>", source_aliases=found), found))
    def run():
        return [print_hand_back(m, embed.readable_source(f[0] if f else None))[0]
                for m, f in modules]
else:
    modules = [parse_module(t, make_context(), "<hand-off>") for t in texts]
    def run():
        return [print_module(m, debuginfo=True, for_libtriton=True) for m in modules]
outs = run()
context = libtriton_context()
digest = hashlib.sha1()
path = Path(tempfile.mkdtemp()) / "hand-back.mlir"
for out in outs:
    digest.update(repr(libtriton_view(out, path, context)).encode())
gc.disable()
best = reparse = float("inf")
for _ in range(int(sys.argv[3])):
    start = time.process_time()
    run()
    best = min(best, time.process_time() - start)
    start = time.process_time()
    for out in outs:
        embed._reparse(out, context, ours=True)
    reparse = min(reparse, time.process_time() - start)
gc.enable()
profile = cProfile.Profile()
profile.runcall(run)
calls = pstats.Stats(profile).total_calls / len(texts)
print(best / len(texts) * 1e3, calls, sum(map(len, outs)), digest.hexdigest(),
      reparse / len(texts) * 1e3)
"""


def side(package_dir: Path, texts: Path, repeat: int) -> tuple[float, float, int, str, float]:
    out = subprocess.run(
        [sys.executable, "-c", _SIDE, str(package_dir), str(texts), str(repeat)]
        + [str(ROOT / "test" / "unit")],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()
    return float(out[0]), float(out[1]), int(out[2]), out[3], float(out[4])


def canonical_side(package_dir: Path, texts: Path, repeat: int) -> dict[str, list[float]]:
    out = subprocess.run(
        [sys.executable, "-c", _CANONICAL_SIDE, str(package_dir), str(texts), str(repeat)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return json.loads(out.strip().splitlines()[-1])


def linked(tree: Path, folder: Path) -> Path:
    """A folder holding only ``gluon_opt``, a link to ``tree``."""
    folder.mkdir()
    (folder / "gluon_opt").symlink_to(tree)
    return folder


def main(argv: list[str] | None = None) -> int:
    args = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    args.add_argument("--before", required=True, help="the commit to compare with")
    args.add_argument("--texts", type=Path, required=True, help="a folder of *.mlir texts")
    args.add_argument("--rounds", type=int, default=3)
    args.add_argument("--repeat", type=int, default=5)
    args.add_argument("--canonical", action="store_true", help="the canonical print, per op")
    opts = args.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        before_tree = Path(tmp) / "tree"
        subprocess.run(
            ["git", "worktree", "add", "--detach", "-q", str(before_tree), opts.before],
            cwd=ROOT,
            check=True,
        )
        try:
            sides = {
                f"before ({opts.before})": linked(before_tree, Path(tmp) / "before"),
                "after": linked(ROOT, Path(tmp) / "after"),
            }
            if opts.canonical:
                return compare_canonical(sides, opts)
            best: dict[str, tuple[float, float, int, str, float]] = {}
            for _ in range(opts.rounds):
                for name, folder in sides.items():
                    result = side(folder, opts.texts, opts.repeat)
                    kept = best.get(name, result)
                    # the best print and the best reparse, each
                    best[name] = (*min(kept[:4], result[:4]), min(kept[4], result[4]))
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(before_tree)], cwd=ROOT)
    if len({result[3] for result in best.values()}) != 1:
        print("libtriton reads the two sides' texts differently", file=sys.stderr)
        return 1
    count = len(list(opts.texts.glob("*.mlir")))
    with open("/proc/loadavg") as load:
        average = load.read().split()[0]
    print(f"{count} texts ({opts.texts}); load average {average} at the end")
    print(
        "| printer | hand-back print per text, CPU (ms) | Python calls per text | chars "
        "| libtriton reparse per text, CPU (ms) | both (ms) |"
    )
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for name, (ms, calls, chars, _, reparse) in best.items():
        print(
            f"| {name} | {ms:.3f} | {calls:,.0f} | {chars:,} | {reparse:.3f} | {ms + reparse:.3f} |"
        )
    before, after = best.values()
    print(
        f"after / before: print x{after[0] / before[0]:.2f}, reparse x{after[4] / before[4]:.2f}, "
        f"both x{(after[0] + after[4]) / (before[0] + before[4]):.2f}"
    )
    return 0


def compare_canonical(sides: dict[str, Path], opts: argparse.Namespace) -> int:
    best: dict[str, dict[str, list[float]]] = {}
    for _ in range(opts.rounds):
        for name, folder in sides.items():
            result = canonical_side(folder, opts.texts, opts.repeat)
            kept = best.setdefault(name, result)
            for file, (ops, us, calls) in result.items():
                kept[file] = [ops, min(us, kept[file][1]), calls]
    with open("/proc/loadavg") as load:
        average = load.read().split()[0]
    print(f"canonical print ({opts.texts}); load average {average} at the end")
    print("| printer | module | ops | print, CPU us/op | Python calls per op |")
    print("| --- | --- | ---: | ---: | ---: |")
    for name, result in best.items():
        for file, (ops, us, calls) in result.items():
            print(f"| {name} | {file} | {ops:,} | {us:.2f} | {calls:.1f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
