"""The hand-back of an embedded compile, canonical form against hand-back form, in one run.

    python benchmarks/handback_print.py [--cases N] [--profile 20]
    python benchmarks/handback_print.py --corpus    # the check alone, every corpus file

Every case of the kernel suite (test/kernels CASES that stock 3.6.0 compiles) is compiled
with gluon-opt installed, every pass in Python, as benchmarks/compile_time.py and the issue's
figures do. At every hand-back (``embed.print_hand_back``, the module
the Python passes left) both forms are made from the same live module, in alternating order:

* ``canonical``: the text handed back before the hand-back form, libtriton's own print in
  the spelling its parser reads (``test_hand_back.canonical_for_libtriton``);
* ``hand-back``: ``print_module(for_libtriton=True)``, what the embedding hands back now;

and each is read by libtriton as the embedding reads it (``embed._reparse``: the spelling
fix, a file, ``parse_mlir_module``). Both must give libtriton the same module: its print and
its block-argument locations (``test_hand_back.libtriton_view``); the compile goes on with
the hand-back text. Reported: CPU milliseconds of this process (``time.process_time``),
summed over all hand-backs, for our print and for libtriton's reparse; text sizes; and the
Python calls of each print (cProfile, a separate pass over the same modules).

``--corpus`` checks every corpus file (test/corpus) the way test/unit/test_hand_back.py checks
a sample of them: parsed by us, printed in both forms, read by libtriton the same.
"""

from __future__ import annotations

import argparse
import cProfile
import importlib.util
import os
import pstats
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from triton import knobs

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "test"))
sys.path.insert(0, str(ROOT / "test" / "unit"))

import gluon_opt  # noqa: E402
from gluon_opt.dialects.context import make_context  # noqa: E402
from gluon_opt.dialects.layout import encodings  # noqa: E402
from gluon_opt.dialects.text.parser import parse_module  # noqa: E402
from gluon_opt.dialects.text.printer import print_hand_back, print_module  # noqa: E402
from gluon_opt.passes.registry import PASSES  # noqa: E402
from gluon_opt.tools import embed  # noqa: E402
from gluon_opt.tools.cpp_pipeline import make_context as libtriton_context  # noqa: E402
from kernels import CASES  # noqa: E402
from test_hand_back import canonical_for_libtriton, libtriton_view  # noqa: E402


def hand_back(module: Any) -> str:
    return print_module(module, debuginfo=True, for_libtriton=True)


FORMS: dict[str, Callable[[Any], str]] = {
    "canonical": canonical_for_libtriton,
    "hand-back": hand_back,
}


def hand_back_of(commit: str) -> Callable[[Any], str]:
    """The hand-back print of ``commit``'s printer (its printer.py and format_printer.py,
    loaded from git as modules of their own; everything else is this checkout's)."""
    folder = Path(tempfile.mkdtemp(prefix="printer-before-"))
    modules = {}
    for name in ("format_printer", "printer"):
        source = subprocess.run(
            ["git", "show", f"{commit}:dialects/text/{name}.py"],
            cwd=ROOT,
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        ours = "from gluon_opt.dialects.text.format_printer import"
        source = source.replace(ours, "from format_printer_before import")
        path = folder / f"{name}_before.py"
        path.write_text(source)
        spec = importlib.util.spec_from_file_location(f"{name}_before", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[f"{name}_before"] = module  # dataclasses look their module up there
        spec.loader.exec_module(module)
        modules[name] = module
    # the layouts ask whether a printer writes for libtriton by its class: ask the attribute
    encodings.for_libtriton = lambda printer: getattr(printer, "libtriton_readable", False)
    before = modules["printer"]
    return lambda module: before.print_module(module, debuginfo=True, for_libtriton=True)


class HandBacks:
    """Stands in for ``embed.print_hand_back``: measures the forms at every hand-back."""

    def __init__(self) -> None:
        self.context = libtriton_context()  # kept alive: the parsed modules need it
        self.check_dir = Path(tempfile.mkdtemp(prefix="handback-"))
        self.rows: list[dict[str, tuple[float, float, int]]] = []
        self.profiles = {form: cProfile.Profile() for form in FORMS}
        self.differences: list[int] = []

    def __call__(self, module: Any, source: Any = None, reuse: Any = None) -> tuple[str, list]:
        order = list(FORMS) if len(self.rows) % 2 == 0 else list(reversed(FORMS))
        row: dict[str, tuple[float, float, int]] = {}
        texts: dict[str, str] = {}
        clock = time.process_time
        for form in order:
            start = clock()
            text = FORMS[form](module)
            printed = clock()
            embed._reparse(text, self.context)
            row[form] = (printed - start, clock() - printed, len(text))
            texts[form] = text
        for form, make in FORMS.items():
            self.profiles[form].runcall(make, module)
        path = self.check_dir / "handed.mlir"
        views = [libtriton_view(texts[form], path, self.context) for form in FORMS]
        if any(view != views[0] for view in views):
            self.differences.append(len(self.rows))
        self.rows.append(row)
        return print_hand_back(module, source, reuse)  # what the embedding goes on with


def check_corpus() -> int:
    context = libtriton_context()
    path = Path(tempfile.mkdtemp(prefix="handback-")) / "handed.mlir"
    files = sorted((ROOT / "test" / "corpus").glob("*/*.mlir"))
    differ = []
    for file in files:
        module = parse_module(file.read_text(), make_context(), file.name)
        views = [libtriton_view(make(module), path, context) for make in FORMS.values()]
        if any(view != views[0] for view in views):
            differ.append(file)
    print(f"{len(files)} corpus files, {len(differ)} read differently by libtriton")
    for file in differ:
        print(f"  {file.relative_to(ROOT)}")
    return 1 if differ else 0


def calls(profile: cProfile.Profile) -> int:
    return pstats.Stats(profile).total_calls  # type: ignore[attr-defined]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=0, help="only the first N cases")
    parser.add_argument("--profile", type=int, default=0, help="top N functions by calls")
    parser.add_argument("--corpus", action="store_true", help="check every corpus file")
    parser.add_argument("--before", help="also the hand-back print of this commit's printer")
    args = parser.parse_args(argv)
    if args.before:
        FORMS[f"hand-back {args.before}"] = hand_back_of(args.before)
    if args.corpus:
        return check_corpus()

    knobs.compilation.always_compile = True
    cases = CASES[: args.cases] if args.cases else CASES
    compiled = []
    for case in cases:
        try:
            case.compile()  # stock: some configurations are rejected by 3.6.0 itself
            compiled.append(case)
        except Exception:
            pass
    load_before = os.getloadavg()
    measure = HandBacks()
    embed.print_hand_back = measure
    with gluon_opt.installed(tuple(PASSES)):
        for case in compiled:
            case.compile()
    load_after = os.getloadavg()

    n = len(measure.rows)
    print(f"{len(compiled)} compiles, {n} hand-backs, every pass in Python")
    print(f"load average {load_before[0]:.2f} before, {load_after[0]:.2f} after")
    print("| form | our print, CPU ms | libtriton reparse, CPU ms | both | chars | calls |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    totals = {}
    for form in FORMS:
        ours = sum(row[form][0] for row in measure.rows) * 1e3
        theirs = sum(row[form][1] for row in measure.rows) * 1e3
        chars = sum(row[form][2] for row in measure.rows)
        totals[form] = (ours, theirs)
        count = calls(measure.profiles[form])
        print(
            f"| {form} | {ours:.0f} ({ours / n:.2f}/hand-back) | {theirs:.0f} "
            f"({theirs / n:.2f}) | {ours + theirs:.0f} | {chars:,} | {count:,} |"
        )
    (a, b), (c, d) = totals["canonical"], totals["hand-back"]
    print(
        f"hand-back / canonical: print x{c / a:.2f}, reparse x{d / b:.2f}, "
        f"both x{(c + d) / (a + b):.2f}"
    )
    if args.before:
        (e, f) = totals[f"hand-back {args.before}"]
        print(f"hand-back / hand-back {args.before}: print x{c / e:.2f}, reparse x{d / f:.2f}")
    print(f"hand-backs libtriton reads differently: {len(measure.differences)}")
    if args.profile:
        for form in FORMS:
            print(f"\n{form}: the functions with the most calls")
            pstats.Stats(measure.profiles[form]).sort_stats("ncalls").print_stats(args.profile)
    return 1 if measure.differences else 0


if __name__ == "__main__":
    sys.exit(main())
