"""The cold parse of hand-off texts, this checkout against a whole other commit, in turns.

    python benchmarks/handoff_parse_checkouts.py --before 3a354b9 --texts /work/handoff_texts_all
                                                 [--rounds 5] [--repeat 5]

benchmarks/handoff_parse.py swaps in another commit's parser and context only, so the
layouts, types and ops it parses with are this checkout's (and their speed-ups count on both
sides). Here each side is a whole tree: ``--before`` is checked out (``git worktree add
--detach``) into a temporary folder, and each round runs one process per side, in turns
(before, after), each parsing every text cold (a fresh context and ParseCache per text) and
giving the best of ``--repeat`` passes (CPU time per hand-off), its Python calls per
hand-off (cProfile) and a digest of every text's print with locations (both sides must give
the same). Reported: the best over the rounds of each side, and their ratio.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# One side's run: the package found first on sys.path is the tree linked as `gluon_opt`.
_SIDE = """
import cProfile, gc, hashlib, pstats, sys, time
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.parser import ParseCache, parse_module
from gluon_opt.dialects.text.printer import print_module
texts = [p.read_text() for p in sorted(Path(sys.argv[2]).glob("*.mlir"))]
def run():
    return [parse_module(t, make_context(), "<hand-off>", cache=ParseCache()) for t in texts]
digest = hashlib.sha1("".join(print_module(m, debuginfo=True) for m in run()).encode())
best = float("inf")
for _ in range(int(sys.argv[3])):
    gc.collect()
    start = time.process_time()
    run()
    best = min(best, time.process_time() - start)
profile = cProfile.Profile()
profile.runcall(run)
calls = pstats.Stats(profile).total_calls / len(texts)
print(best / len(texts) * 1e3, calls, digest.hexdigest())
"""


def side(package_dir: Path, texts: Path, repeat: int) -> tuple[float, float, str]:
    out = subprocess.run(
        [sys.executable, "-c", _SIDE, str(package_dir), str(texts), str(repeat)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()
    return float(out[0]), float(out[1]), out[2]


def linked(tree: Path, folder: Path) -> Path:
    """A folder holding only ``gluon_opt``, a link to ``tree``."""
    folder.mkdir()
    (folder / "gluon_opt").symlink_to(tree)
    return folder


@contextmanager
def trees(before: str) -> Iterator[dict[str, Path]]:
    """For the while: {"before (REV)": a folder linking ``before`` (checked out), "after": one
    linking this checkout}, each holding only ``gluon_opt``."""
    with tempfile.TemporaryDirectory() as tmp:
        before_tree = Path(tmp) / "tree"
        subprocess.run(
            ["git", "worktree", "add", "--detach", "-q", str(before_tree), before],
            cwd=ROOT,
            check=True,
        )
        try:
            yield {
                f"before ({before})": linked(before_tree, Path(tmp) / "before"),
                "after": linked(ROOT, Path(tmp) / "after"),
            }
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(before_tree)], cwd=ROOT)


def main(argv: list[str] | None = None) -> int:
    args = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    args.add_argument("--before", required=True, help="the commit to compare with")
    args.add_argument("--texts", type=Path, required=True, help="a folder of *.mlir texts")
    args.add_argument("--rounds", type=int, default=5)
    args.add_argument("--repeat", type=int, default=5)
    opts = args.parse_args(argv)
    with trees(opts.before) as sides:
        best: dict[str, tuple[float, float, str]] = {}
        for _ in range(opts.rounds):
            for name, folder in sides.items():
                ms, calls, digest = side(folder, opts.texts, opts.repeat)
                if name not in best or ms < best[name][0]:
                    best[name] = (ms, calls, digest)
    digests = {digest for _, _, digest in best.values()}
    if len(digests) != 1:
        print("the two sides print differently", file=sys.stderr)
        return 1
    count = len(list(opts.texts.glob("*.mlir")))
    with open("/proc/loadavg") as load:
        average = load.read().split()[0]
    print(f"{count} texts ({opts.texts}); load average {average} at the end")
    print("| parser | parse per hand-off, CPU (ms) | Python calls per hand-off |")
    print("| --- | ---: | ---: |")
    for name, (ms, calls, _) in best.items():
        print(f"| {name} | {ms:.2f} | {calls:,.0f} |")
    (before_ms, *_), (after_ms, *_) = best.values()
    print(f"after / before: x{before_ms / after_ms:.2f} faster")
    return 0


if __name__ == "__main__":
    sys.exit(main())
