"""Parse speed before and after a change, side by side in one process: an older copy of the
parser module (loaded by path) and the installed one parse the same module alternately.

    git show 52081ee:dialects/text/parser.py > /tmp/old_parser.py
    python benchmarks/roundtrip.py --save-module /tmp/bench.mlir
    python benchmarks/parse_before_after.py /tmp/old_parser.py /tmp/bench.mlir [--repeat 5]

Prints the best CPU time per op of each (cold: nothing kept from an earlier parse) and the
Python function calls (cProfile) of one cold parse each. The older module must import
against the installed package (it is loaded as a module of its own, not installed).
"""

from __future__ import annotations

import argparse
import cProfile
import importlib.util
import pstats
import sys
import time
from pathlib import Path
from types import ModuleType

from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text import parser as installed
from gluon_opt.dialects.text.printer import print_module


def load_module(path: Path) -> ModuleType:
    """A Python file loaded as a module of its own (not installed), named parser_before."""
    spec = importlib.util.spec_from_file_location("parser_before", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _cold_parse(parser: ModuleType, text: str):
    # the parser before issue 12 kept a process-wide cache: empty it for a cold parse
    getattr(parser, "clear_shared_cache", lambda: None)()
    return parser.parse_module(text, make_context(), "bench.mlir")


def main(argv: list[str] | None = None) -> int:
    args = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    args.add_argument("before", type=Path, help="the older parser module (a .py file)")
    args.add_argument("module", type=Path, help="the MLIR text to parse")
    args.add_argument("--repeat", type=int, default=5, help="parses of each (best kept)")
    opts = args.parse_args(argv)
    text = opts.module.read_text()
    parsers = {"before": load_module(opts.before), "after": installed}
    for parser in parsers.values():
        module = _cold_parse(parser, text)
        assert print_module(module, debuginfo=False) == text, "the print differs"
    ops = sum(1 for _ in module.walk())  # counted as roundtrip.py counts them
    calls = {}
    for name, parser in parsers.items():
        profile = cProfile.Profile()
        profile.runcall(_cold_parse, parser, text)
        calls[name] = pstats.Stats(profile).total_calls
    best = dict.fromkeys(parsers, float("inf"))
    for _ in range(opts.repeat):
        for name, parser in parsers.items():
            start = time.process_time()
            _cold_parse(parser, text)
            best[name] = min(best[name], time.process_time() - start)
    for name in parsers:
        print(f"{name}: {best[name] / ops * 1e6:.1f} us/op CPU, {calls[name]:,} calls")
    print(f"{ops} ops; after / before: x{best['before'] / best['after']:.2f} faster")
    return 0


if __name__ == "__main__":
    sys.exit(main())
