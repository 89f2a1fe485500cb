"""Would keeping the module we printed back pay? Counted on the kernel suite, nothing built.

    python benchmarks/handback_reuse_count.py [--passes all|seed]

After a hand-off whose passes changed the module, the embedding prints it back and libtriton
parses that text; our module is dropped, and the next hand-off of the compile parses
libtriton's print again. The module could stand in for that parse only when (1) the C++ steps
in between changed nothing: libtriton's text at the next hand-off equals its print of the
module it parsed back (a print of it right after the reparse, which the embedding would have
to make at every hand-back followed by another hand-off, counted here), and (2) our module is
then what a parse of that text gives (``embed.ir_state`` equal, after ``embed.as_parsed``).
For every case of the kernel suite that stock compiles, with gluon-opt installed, this counts
the next hand-offs of each kind, times the extra print and the parses that would be saved,
and names the parts of ``ir_state`` that differ where (1) holds but (2) does not.
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path
from typing import Any

from triton import knobs

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "test"))

import gluon_opt  # noqa: E402
from compile_time import PASS_SETS, compilable_cases  # noqa: E402
from gluon_opt.tools import embed  # noqa: E402

FIELDS = ("op", "class", "name", "operands", "attributes", "properties", "location")
FIELDS += ("successors", "blocks", "values")


class Counter:
    """Wraps the embedding's print, reparse and parse to count what reuse would meet."""

    def __init__(self) -> None:
        self.printed: Any = None  # the module of the last hand-back
        self.last_text: str | None = None  # its text
        self.kept: tuple[Any, str] | None = None  # (our module, libtriton's print of its reparse)
        self.kinds: collections.Counter = collections.Counter()
        self.differences: collections.Counter = collections.Counter()
        self.print_seconds = 0.0
        self.saved_seconds = 0.0
        self.originals = embed.print_hand_back, embed._reparse, embed.parse_module

    def install(self) -> None:
        print_hand_back, reparse, parse_module = self.originals

        def printing(module: Any, source: Any = None) -> tuple[str, list]:
            self.printed = module
            text, blocks = print_hand_back(module, source)
            self.last_text = text
            return text, blocks

        def reparsing(text: str, context: Any, arg_locs: Any = None) -> Any:
            mod = reparse(text, context, arg_locs)
            if text is self.last_text:  # a hand-back (not a check's probe)
                start = time.perf_counter()
                self.kept = (self.printed, str(mod))
                self.print_seconds += time.perf_counter() - start
            return mod

        def parsing(text: str, *args: Any, **kwargs: Any) -> Any:
            start = time.perf_counter()
            fresh = parse_module(text, *args, **kwargs)
            seconds = time.perf_counter() - start
            kept, self.kept = self.kept, None
            if kept is None:
                self.kinds["first parse of the compile, or after an unchanged hand-off"] += 1
            elif kept[1] != text:
                self.kinds["the C++ steps in between changed the module"] += 1
            else:
                loops = "with loops" if "scf.for" in text or "scf.while" in text else "no loops"
                embed.as_parsed(kept[0])
                ours, theirs = embed.ir_state(kept[0]), embed.ir_state(fresh)
                same = "the same module" if ours == theirs else "another module"
                self.kinds[f"text unchanged, {loops}, {same}"] += 1
                self.saved_seconds += seconds
                for a, b in zip(ours, theirs, strict=False):
                    for name, x, y in zip(FIELDS, a, b, strict=True):
                        if x != y:
                            self.differences[(name, a[2])] += 1
            return fresh

        embed.print_hand_back, embed._reparse, embed.parse_module = printing, reparsing, parsing

    def uninstall(self) -> None:
        embed.print_hand_back, embed._reparse, embed.parse_module = self.originals


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--passes", choices=("all", "seed"), default="all")
    args = parser.parse_args(argv)
    passes = PASS_SETS[args.passes]
    knobs.compilation.always_compile = True
    cases = compilable_cases()
    counter = Counter()
    counter.install()
    try:
        with gluon_opt.installed(passes) as inst:
            for case in cases:
                counter.kept = None  # nothing crosses from one compile to the next
                case.compile()
    finally:
        counter.uninstall()
    records = [record for compile_ in inst.handoffs for record in compile_]
    backs = sum(record["changed"] for record in records)
    print(f"{len(cases)} compiles, {len(records)} hand-offs, {backs} hand-backs")
    for kind, count in counter.kinds.most_common():
        print(f"  {count:4d}  {kind}")
    print(f"libtriton's print after every hand-back: {counter.print_seconds * 1e3:.0f} ms")
    print(f"our parses of the unchanged texts: {counter.saved_seconds * 1e3:.0f} ms")
    for (name, op), count in counter.differences.most_common(12):
        print(f"  differs: {name} of {op} ({count})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
