"""What libtriton's reparse of a hand-back spends, part by part, and what is ours around it.

    python benchmarks/handback_print_reparse.py [--passes seed|all] [--repeat 5]

The kernel suite's compiles (test/kernels CASES that stock 3.6.0 compiles) run with gluon-opt
installed (the seed passes, or every Python pass); at every hand-back the text we print for
libtriton is kept (``embed.print_hand_back``), with the same module printed without
locations (for the measurement only), and the block-argument restore is timed both ways on
the reparsed module (``restore_block_arg_locations``: the blocks found at their places in
the walk, as the embedding does, and by a walk with a Python callback per op, as it did).
Then, in a fresh libtriton context, each kept text is read the way ``embed._reparse`` reads
it, part by part, best of ``--repeat`` (CPU time of the process, the collector off):

- ours: the text encoded and written to an in-memory file (``os.memfd_create``), closed;
- ``ir.parse_mlir_module``: MLIR's parse of the file, its verifier (``parseSourceFile``
  verifies what it parsed) and a clone of the module (the binding returns a copy and
  destroys what it parsed); the three cannot be told apart through the Python API;
- ``mod.verify()`` on the parsed module: the verifier alone, an estimate of its share above;
- the same parse of the text without locations, and of libtriton's own print of the module
  (``str(mod)``, in the spelling its parser reads): what the written-out locations and our
  spelling cost libtriton's parser;
- ``str(mod)``: libtriton's print, which runs the verifier first too (MLIR's printer
  verifies unless told the op is valid), as at the start of every hand-off.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "test"))


def record(passes: tuple[str, ...]) -> tuple[list[tuple[str, str]], dict[str, float], int]:
    """The hand-back texts of the suite's compiles (with and without locations), the
    restore's CPU seconds both ways, and how many compiles ran."""
    import gluon_opt
    from compile_time import compilable_cases
    from gluon_opt.dialects.text.printer import print_module
    from gluon_opt.tools import embed
    from triton import knobs

    texts: list[tuple[str, str]] = []
    restore = {"by place": 0.0, "by callback": 0.0, "restores": 0}
    print_hand_back = embed.print_hand_back
    restore_block_arg_locations = embed.restore_block_arg_locations

    def keep(module: Any, source: Any = None, reuse: Any = None) -> Any:
        out = print_hand_back(module, source, reuse)
        texts.append((out[0], print_module(module, for_libtriton=True)))
        return out

    def timed_restore(mod: Any, saved: Any) -> None:
        if not isinstance(saved, embed.ArgLocations):
            restore_block_arg_locations(mod, saved)
            return
        # both ways on the same module (the second sets the same locations again), in turn
        # first, so that neither always finds the module in the CPU's caches
        ways = [("by place", saved), ("by callback", saved.locations)]
        for way, argument in ways if restore["restores"] % 2 == 0 else ways[::-1]:
            start = time.process_time()
            restore_block_arg_locations(mod, argument)
            restore[way] += time.process_time() - start
        restore["restores"] += 1

    knobs.compilation.always_compile = True
    ok = compilable_cases()
    embed.print_hand_back = keep
    embed.restore_block_arg_locations = timed_restore
    try:
        with gluon_opt.installed(passes):
            for case in ok:
                case.compile()
    finally:
        embed.print_hand_back = print_hand_back
        embed.restore_block_arg_locations = restore_block_arg_locations
    return texts, restore, len(ok)


def best(repeat: int, work: Callable[[], Any]) -> float:
    """The least CPU time of ``repeat`` runs of ``work``, in seconds."""
    times = []
    for _ in range(repeat):
        start = time.process_time()
        work()
        times.append(time.process_time() - start)
    return min(times)


def measure(texts: list[tuple[str, str]], repeat: int) -> dict[str, float]:
    """Each part of the reparse summed over the texts, CPU milliseconds (chars: summed)."""
    from gluon_opt.dialects.layout.encodings import libtriton_readable
    from gluon_opt.tools.cpp_pipeline import make_context
    from triton._C.libtriton import ir

    context = make_context()
    sums = dict.fromkeys(
        (
            "memfd",
            "parse_mlir_module",
            "verify",
            "parse, no locations",
            "parse, libtriton's own print",
            "libtriton print",
            "chars",
            "chars, no locations",
            "chars, libtriton's own print",
        ),
        0.0,
    )

    def write(data: bytes) -> int:
        fd = os.memfd_create("gluon-opt.mlir")
        os.write(fd, data)
        return fd

    def parse(text: str) -> Any:
        fd = write(text.encode())
        try:
            return ir.parse_mlir_module(f"/proc/self/fd/{fd}", context)
        finally:
            os.close(fd)

    def parse_only(data: bytes) -> float:
        fd = write(data)
        try:
            path = f"/proc/self/fd/{fd}"
            return best(repeat, lambda: ir.parse_mlir_module(path, context))
        finally:
            os.close(fd)

    gc.disable()
    try:
        for text, no_locations in texts:
            data = text.encode()
            sums["memfd"] += best(repeat, lambda d=data: os.close(write(d)))
            sums["parse_mlir_module"] += parse_only(data)
            mod = parse(text)
            sums["verify"] += best(repeat, mod.verify)
            sums["libtriton print"] += best(repeat, lambda m=mod: str(m))
            own = libtriton_readable(str(mod))
            sums["parse, no locations"] += parse_only(no_locations.encode())
            sums["parse, libtriton's own print"] += parse_only(own.encode())
            sums["chars"] += len(text)
            sums["chars, no locations"] += len(no_locations)
            sums["chars, libtriton's own print"] += len(own)
    finally:
        gc.enable()
    return {k: v if k.startswith("chars") else v * 1e3 for k, v in sums.items()}


def main(argv: list[str] | None = None) -> int:
    args = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    args.add_argument("--passes", choices=("seed", "all"), default="seed")
    args.add_argument("--repeat", type=int, default=5)
    opts = args.parse_args(argv)
    from compile_time import PASS_SETS

    texts, restore, compiles = record(PASS_SETS[opts.passes])
    sums = measure(texts, opts.repeat)
    with open("/proc/loadavg") as load:
        average = load.read().split()[0]
    n = len(texts)
    print(f"{compiles} compiles, {opts.passes} passes: {n} hand-backs; load {average} at the end")
    print("| part | CPU ms, summed | per hand-back, us |")
    print("| --- | ---: | ---: |")
    for part, value in sums.items():
        if part.startswith("chars"):
            print(f"| {part} | {value:,.0f} | {value / n:,.0f} |")
        else:
            print(f"| {part} | {value:.1f} | {value / n * 1e3:.0f} |")
    count = restore["restores"] or 1
    print(
        f"| block-argument restore, {restore['restores']:.0f} hand-backs: by place in the walk"
        f" | {restore['by place'] * 1e3:.1f} | {restore['by place'] / count * 1e6:.0f} |"
    )
    print(
        "| the same, by a walk with a Python callback per op (before)"
        f" | {restore['by callback'] * 1e3:.1f} | {restore['by callback'] / count * 1e6:.0f} |"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
