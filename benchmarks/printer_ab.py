"""The printer of another commit next to this one, in one process, on benchmarks/roundtrip.py's
module: CPU microseconds per op (best of ``--repeat``, the two alternating) and Python calls.

    python benchmarks/printer_ab.py --before a7460e6 [--ops 5000] [--repeat 5]
                                    [--file FILE.mlir] [--debuginfo]

The other commit's ``dialects/text/printer.py`` (``--path`` for an older layout) is loaded
from git as a module of its own; both print the same parsed module, and their texts must be
equal. Everything else (parser, dialects) is this checkout's. ``--file`` prints that module
instead (a corpus file keeps its locations: with ``--debuginfo`` they are printed, as in the
hand-off of an embedded compile).
"""

from __future__ import annotations

import argparse
import cProfile
import importlib.util
import pstats
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text import printer as current
from gluon_opt.dialects.text.parser import parse_module
from roundtrip import build_module

ROOT = Path(__file__).resolve().parents[1]


def load_printer(commit: str, path: str):
    source = subprocess.run(
        ["git", "show", f"{commit}:{path}"], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout
    file = Path(tempfile.mkdtemp()) / "printer_before.py"
    file.write_text(source)
    spec = importlib.util.spec_from_file_location("printer_before", file)
    module = importlib.util.module_from_spec(spec)
    sys.modules["printer_before"] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", required=True, help="the commit to compare with")
    parser.add_argument("--path", default="dialects/text/printer.py", help="its printer")
    parser.add_argument("--ops", type=int, default=5000, help="minimum ops in the module")
    parser.add_argument("--repeat", type=int, default=5, help="runs of each (best kept)")
    parser.add_argument("--file", type=Path, help="print this module instead")
    parser.add_argument("--debuginfo", action="store_true", help="print the locations")
    args = parser.parse_args(argv)

    before = load_printer(args.before, args.path)
    if args.file:
        text = args.file.read_text()
        module = parse_module(text, make_context(), args.file.name)
        ops = sum(1 for _ in module.walk())
    else:
        text, ops, _ = build_module(args.ops)
        module = parse_module(text, make_context(), "bench.mlir")
    debuginfo = args.debuginfo
    printers = {f"`{args.before}`": before.print_module, "this checkout": current.print_module}
    outputs = {
        name: print_module(module, debuginfo=debuginfo) for name, print_module in printers.items()
    }
    if len(set(outputs.values())) != 1:
        raise SystemExit("the printers' texts differ")
    if not args.file and text not in outputs.values():
        raise SystemExit("the texts differ from libtriton's")
    best = dict.fromkeys(printers, float("inf"))
    for _ in range(args.repeat):
        for name, print_module in printers.items():
            start = time.process_time()
            print_module(module, debuginfo=debuginfo)
            best[name] = min(best[name], time.process_time() - start)
    where = args.file or "benchmarks/roundtrip.py's module"
    locations = "with" if debuginfo else "without"
    print(f"Module: {where}, {ops} ops, printed {locations} locations; equal texts.\n")
    print("| printer | print, CPU (us/op) | Python calls |")
    print("| --- | ---: | ---: |")
    for name, print_module in printers.items():
        profile = cProfile.Profile()
        profile.runcall(print_module, module, debuginfo=debuginfo)
        calls = pstats.Stats(profile).total_calls
        print(f"| {name} | {best[name] / ops * 1e6:.1f} | {calls:,} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
