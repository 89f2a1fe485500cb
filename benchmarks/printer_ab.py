"""The printer of another commit next to this one, in one process, on benchmarks/roundtrip.py's
module: CPU microseconds per op (best of ``--repeat``, the two alternating) and Python calls.

    python benchmarks/printer_ab.py --before a7460e6 [--ops 5000] [--repeat 5]

The other commit's ``dialects/text/printer.py`` (``--path`` for an older layout) is loaded
from git as a module of its own; both print the same parsed module, and their texts must be
equal. Everything else (parser, dialects) is this checkout's.
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
    args = parser.parse_args(argv)

    before = load_printer(args.before, args.path)
    text, ops, _ = build_module(args.ops)
    module = parse_module(text, make_context(), "bench.mlir")
    printers = {f"`{args.before}`": before.print_module, "this checkout": current.print_module}
    outputs = {name: print_module(module) for name, print_module in printers.items()}
    if len(set(outputs.values())) != 1 or text not in outputs.values():
        raise SystemExit("the printers' texts differ")
    best = dict.fromkeys(printers, float("inf"))
    for _ in range(args.repeat):
        for name, print_module in printers.items():
            start = time.process_time()
            print_module(module)
            best[name] = min(best[name], time.process_time() - start)
    print(f"Module: {ops} ops. Both texts equal libtriton's print.\n")
    print("| printer | print, CPU (us/op) | Python calls |")
    print("| --- | ---: | ---: |")
    for name, print_module in printers.items():
        profile = cProfile.Profile()
        profile.runcall(print_module, module)
        calls = pstats.Stats(profile).total_calls
        print(f"| {name} | {best[name] / ops * 1e6:.1f} | {calls:,} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
