"""Parse + verify speed over the whole captured corpus (test/corpus/*/*.mlir).

    python benchmarks/verify_speed.py [--corpus DIR] [--limit N] [--profile out.prof] [--top 30]

Every corpus file is parsed with ``text.parser.parse_module`` and verified with the CLI's
``verify`` (each op's own verifier, outermost first: what ``gluon-opt`` runs before a pass).
Times are CPU seconds of this process (steadier than wall time on a shared machine), summed
over the files; one run. ``--profile`` runs under cProfile and prints the top functions by
their own time, then by cumulative time.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "test" / "corpus"


def corpus_files(corpus: Path = CORPUS, limit: int | None = None) -> list[Path]:
    files = sorted(corpus.glob("*/*.mlir"))
    return files[:limit] if limit else files


def run(files: list[Path]) -> tuple[float, float, int, int]:
    """(parse seconds, verify seconds, ops, files that failed) over ``files``."""
    from gluon_opt.dialects.context import make_context
    from gluon_opt.dialects.text.diagnostics import DiagnosticError
    from gluon_opt.dialects.text.parser import parse_module
    from gluon_opt.tools.gluon_opt import verify

    ctx = make_context()
    parse_s = verify_s = 0.0
    ops = failed = 0
    for path in files:
        text = path.read_text()
        start = time.process_time()
        try:
            module = parse_module(text, ctx, str(path))
        except DiagnosticError as err:
            failed += 1
            print(f"parse failed: {err}", file=sys.stderr)
            continue
        mid = time.process_time()
        try:
            verify(module)
        except DiagnosticError as err:
            failed += 1
            print(f"verify failed: {path}: {err}", file=sys.stderr)
        end = time.process_time()
        parse_s += mid - start
        verify_s += end - mid
        ops += sum(1 for _ in module.walk())
    return parse_s, verify_s, ops, failed


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", type=Path, default=CORPUS, help="a corpus folder (a snapshot)")
    ap.add_argument("--limit", type=int, default=None, help="only the first N files")
    ap.add_argument("--profile", default=None, help="write cProfile stats here and print them")
    ap.add_argument("--top", type=int, default=30)
    args = ap.parse_args()
    files = corpus_files(args.corpus, args.limit)
    if args.profile:
        prof = cProfile.Profile()
        result = prof.runcall(run, files)
        prof.dump_stats(args.profile)
        stats = pstats.Stats(args.profile)
        stats.sort_stats("tottime").print_stats(args.top)
        stats.sort_stats("cumulative").print_stats(args.top)
    else:
        result = run(files)
    parse_s, verify_s, ops, failed = result
    print(
        f"{len(files)} files, {ops} ops, {failed} failed: parse {parse_s:.2f} s CPU, "
        f"verify {verify_s:.2f} s CPU, total {parse_s + verify_s:.2f} s"
    )


if __name__ == "__main__":
    main()
