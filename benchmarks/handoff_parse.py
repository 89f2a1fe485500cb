"""The parse of an embedded compile's hand-offs, cold, before and after a change, in one process.

    python benchmarks/handoff_parse.py --before 41eeab2 [--config -sm90-w4-c1] [--repeat 5]
                                       [--profile 30] [--texts DIR]
    python benchmarks/handoff_parse.py --record DIR

The texts: by default, each corpus file (test/corpus) that is the input of a pass with a
Python version (the registry's flags, as test/corpus/index.json lists their inputs), as
libtriton prints it for the hand-off (with its `#loc` table). ``--texts DIR`` parses the
`*.mlir` files of DIR instead, in name order; ``--record DIR`` writes there the texts that the
embedding really hands to Python (and exits): every test/kernels case is compiled once with
every Python pass installed, and each text given to the embedding's parser is kept, in order
(the compiles need libtriton, not a GPU). Each text is parsed as an embedded
compile parses a hand-off with cold parser caches: a fresh context and a fresh ParseCache
per text, nothing reused from an earlier parse but what is code (compiled op formats). The
other commit's ``dialects/text/parser.py`` and ``dialects/context.py`` (whose fresh context
loads each dialect as the parse first meets it) are loaded from git as modules of their own
(the rest of the tree is this checkout's); the two parse every text alternately, and must give
the same print. Reported: milliseconds per hand-off (the best of ``--repeat`` passes over all
texts, CPU time of this process, divided by the number of texts), Python calls per
hand-off (cProfile, deterministic), and with ``--profile N`` the N functions of this
checkout's parser with the most calls.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import json
import os
import pstats
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text import parser as current
from gluon_opt.dialects.text.printer import print_module
from gluon_opt.passes.registry import PASSES
from parse_before_after import load_module
from xdsl.context import Context

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "test" / "corpus"


def handoff_texts(config: str | None) -> list[tuple[str, str]]:
    """(corpus path, text) of every corpus file entering a pass with a Python version."""
    index = json.loads((CORPUS / "index.json").read_text())
    paths = {
        rel
        for flag in PASSES
        for rel in index["passes"].get(flag, [])
        if config is None or rel.split("/")[0].endswith(config)
    }
    return [(rel, (CORPUS / rel).read_text()) for rel in sorted(paths)]


def texts_in(folder: Path) -> list[tuple[str, str]]:
    return [(path.name, path.read_text()) for path in sorted(folder.glob("*.mlir"))]


def record_handoffs(folder: Path) -> int:
    """Compile every test/kernels case with every Python pass installed; write each text the
    embedding parses to ``folder`` (000.mlir, 001.mlir, ...). Returns how many."""
    sys.path[:0] = [str(ROOT / "test"), str(ROOT / "test" / "unit")]
    import gluon_opt
    from gluon_opt.tools import embed
    from kernels import CASES  # the test kernels: only for recording
    from triton import knobs

    knobs.compilation.always_compile = True
    texts: list[str] = []
    parse = embed.parse_module

    def recording(text: str, *args, **kwargs):
        texts.append(text)
        return parse(text, *args, **kwargs)

    embed.parse_module = recording
    try:
        with gluon_opt.installed(tuple(PASSES)):
            for case in CASES:
                before = len(texts)
                try:
                    case.compile()
                except Exception as err:  # a case this libtriton cannot compile: left out
                    del texts[before:]
                    print(f"{case.name}: not compiled ({type(err).__name__})", file=sys.stderr)
    finally:
        embed.parse_module = parse
    folder.mkdir(parents=True, exist_ok=True)
    for index, text in enumerate(texts):
        (folder / f"{index:03d}.mlir").write_text(text)
    return len(texts)


def module_at(commit: str, path: str) -> ModuleType:
    """The file ``path`` of ``commit``, loaded as a module of its own."""
    source = subprocess.run(
        ["git", "show", f"{commit}:{path}"], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout
    copy = Path(tempfile.mkdtemp()) / Path(path).name
    copy.write_text(source)
    return load_module(copy)


# A parser: its module (dialects/text/parser.py) and the make_context it parses with.
Parser = tuple[ModuleType, Callable[[], Context]]


def parser_at(commit: str) -> Parser:
    """The parser and the context of ``commit`` (a fresh context loads its dialects as
    parsing goes: that is part of a hand-off's parse)."""
    context = module_at(commit, "dialects/context.py")
    return module_at(commit, "dialects/text/parser.py"), context.make_context


def parse_cold(parser: Parser, text: str):
    """One hand-off's parse: fresh context, fresh cache (as tools/embed.py's Runner does)."""
    module, new_context = parser
    return module.parse_module(text, new_context(), "<hand-off>", cache=module.ParseCache())


def parse_all(parser: Parser, texts: list[tuple[str, str]]) -> None:
    for _, text in texts:
        parse_cold(parser, text)


def main(argv: list[str] | None = None) -> int:
    args = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    args.add_argument("--before", help="the commit whose parser (and context) to compare")
    args.add_argument("--texts", type=Path, help="parse the *.mlir files of this folder")
    args.add_argument("--record", type=Path, help="record the embedding's hand-offs there")
    args.add_argument("--config", help="only cases of this configuration (e.g. -sm90-w4-c1)")
    args.add_argument("--repeat", type=int, default=5, help="passes over the texts (best kept)")
    args.add_argument("--profile", type=int, default=0, help="list the N most called functions")
    opts = args.parse_args(argv)
    if opts.record is not None:
        print(f"{record_handoffs(opts.record)} hand-off texts written to {opts.record}")
        return 0
    if opts.before is None:
        args.error("--before is required to compare")
    texts = texts_in(opts.texts) if opts.texts is not None else handoff_texts(opts.config)
    parsers = {f"before ({opts.before})": parser_at(opts.before), "after": (current, make_context)}
    for rel, text in texts:  # same result, and everything imported and compiled once
        printed = {
            print_module(parse_cold(parser, text), debuginfo=True) for parser in parsers.values()
        }
        assert len(printed) == 1, f"{rel}: the two parsers' prints differ"
    ops = sum(sum(1 for _ in parse_cold(parsers["after"], text).walk()) for _, text in texts)
    calls, stats = {}, None
    for name, parser in parsers.items():
        profile = cProfile.Profile()
        profile.runcall(parse_all, parser, texts)
        stats = pstats.Stats(profile)
        calls[name] = stats.total_calls / len(texts)
    best = dict.fromkeys(parsers, float("inf"))
    for _ in range(opts.repeat):
        for name, parser in parsers.items():
            gc.collect()  # earlier modules' garbage is not this parse's work
            start = time.process_time()
            parse_all(parser, texts)
            best[name] = min(best[name], time.process_time() - start)
    print(
        f"{len(texts)} hand-off texts ({opts.texts or opts.config or 'every configuration'}), "
        f"{ops / len(texts):.0f} ops and {sum(len(t) for _, t in texts) / len(texts) / 1024:.1f}"
        f" KiB each on average; load average {os.getloadavg()[0]:.1f} at the end"
    )
    print("| parser | parse per hand-off, CPU (ms) | Python calls per hand-off |")
    print("| --- | ---: | ---: |")
    for name in parsers:
        print(f"| {name} | {best[name] / len(texts) * 1e3:.2f} | {calls[name]:,.0f} |")
    before, after = (best[name] for name in parsers)
    print(f"after / before: x{before / after:.2f} faster")
    if opts.profile and stats is not None:  # the last profile is this checkout's
        stats.sort_stats("ncalls").print_stats(opts.profile)
    return 0


if __name__ == "__main__":
    sys.exit(main())
