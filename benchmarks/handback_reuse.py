"""The hand-back with and without reusing libtriton's text for the ops the passes left
alone, side by side in one run, on recorded hand-off texts.

    python benchmarks/handback_reuse.py --texts /work/handoff_texts_seed [--repeat 7]
    python benchmarks/handback_reuse.py --texts /work/handoff_texts_all --check

Each text is parsed as the embedding parses it (``source_aliases``, ``source_ops``), its
snapshot taken, and the seed passes that run on it applied in order (plan-cta, TMA lowering,
fence insertion; a pass that raises on the text is left out, as
benchmarks/handoff_fixed.py chooses them); the texts the passes leave unchanged are left
out (the embedding hands nothing back for them). For every other text both ways of handing
back are made, in turns, best of ``--repeat`` each (CPU time, the collector off):

* ``whole``: what the embedding did before: the change check (``unchanged_since``) and
  ``print_hand_back(module, source)``;
* ``reuse``: ``ops_kept`` (the same check, and the ops left alone), ``reused_lines`` and
  ``print_hand_back(module, source, reuse)``.

Both texts must give libtriton the same module (its print with locations, its block-argument
locations but those the parser places in the text; the script exits 1 otherwise), and
libtriton's reparse of each (``embed._reparse``) is timed the same way. Python calls from
cProfile (deterministic). ``--check`` runs only the comparison (every text).
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import os
import pstats
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.parser import ParseCache, parse_module
from gluon_opt.dialects.text.printer import print_hand_back
from gluon_opt.passes.registry import create_pass
from gluon_opt.tools import embed
from gluon_opt.tools.cpp_pipeline import make_context as libtriton_context

SEED = (
    "triton-nvidia-gpu-plan-cta",
    "triton-nvidia-tma-lowering",
    "triton-nvidia-gpu-fence-insertion",
)


def _passes_for(text: str) -> list[str]:
    """The seed passes that run on ``text`` one after the other without raising."""
    ran: list[str] = []
    for flag in SEED:
        try:
            ctx = make_context()
            module = parse_module(text, ctx, "<hand-off>", cache=ParseCache())
            for each in [*ran, flag]:
                create_pass(each, {}).apply(ctx, module)
        except Exception:
            continue
        ran.append(flag)
    return ran


class Handed:
    """One text after its passes: the module, its snapshot and what the parse noted."""

    def __init__(self, text: str) -> None:
        ctx = make_context()
        aliases: list[Any] = []
        ops: list[Any] = []
        self.module = parse_module(text, ctx, "<hand-off>", source_aliases=aliases, source_ops=ops)
        self.source = embed.readable_source(aliases[0] if aliases else None)
        self.ops = ops[0]
        self.before = embed.snapshot(self.module)
        for flag in _passes_for(text):
            create_pass(flag, {}).apply(ctx, self.module)

    def whole(self) -> str:
        embed.unchanged_since(self.module, self.before)
        return print_hand_back(self.module, self.source)[0]

    def reuse(self) -> str:
        kept = embed.ops_kept(self.module, self.before)
        reuse = embed.hand_back_reuse(kept, self.ops)
        return print_hand_back(self.module, self.source, reuse)[0]


def _view(text: str, context: Any) -> tuple[str, list[list[str]]]:
    mod = embed._reparse(text, context, ours=True)
    args = [[str(loc) for loc in block] for block in embed.block_arg_locations(mod)]
    return str(mod), [[a for a in block if "/proc/self/fd/" not in a] for block in args]


def _best(turns: int, sides: dict[str, Callable[[], object]]) -> dict[str, float]:
    best = dict.fromkeys(sides, float("inf"))
    gc.collect()
    gc.disable()
    try:
        for _ in range(turns):
            for name, side in sides.items():
                start = time.process_time()
                side()
                best[name] = min(best[name], time.process_time() - start)
    finally:
        gc.enable()
    return best


def main(argv: list[str] | None = None) -> int:
    args = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    args.add_argument("--texts", type=Path, required=True, help="a folder of *.mlir texts")
    args.add_argument("--repeat", type=int, default=7)
    args.add_argument("--check", action="store_true", help="only compare libtriton's views")
    opts = args.parse_args(argv)
    handed = []
    for path in sorted(opts.texts.glob("*.mlir")):
        one = Handed(path.read_text())
        if not embed.unchanged_since(one.module, one.before):
            handed.append(one)
    context = libtriton_context()
    texts = {"whole": [h.whole() for h in handed], "reuse": [h.reuse() for h in handed]}
    differ = sum(
        _view(a, context) != _view(b, context)
        for a, b in zip(texts["whole"], texts["reuse"], strict=True)
    )
    lines = sum(
        len(embed.reused_lines(embed.ops_kept(h.module, h.before) or [], h.ops)) for h in handed
    )
    ops = sum(1 for h in handed for _ in h.module.walk()) - len(handed)
    print(f"{len(handed)} hand-backs, {ops} ops, {lines} lines reused; {differ} read differently")
    if differ or opts.check:
        return 1 if differ else 0
    n = len(handed)
    load = os.getloadavg()[0]
    prints = _best(
        opts.repeat,
        {
            "whole": lambda: [h.whole() for h in handed],
            "reuse": lambda: [h.reuse() for h in handed],
        },
    )
    reparse = _best(
        opts.repeat,
        {
            name: (lambda kind=name: [embed._reparse(t, context, ours=True) for t in texts[kind]])
            for name in texts
        },
    )
    calls = {}
    for name in texts:
        profile = cProfile.Profile()
        profile.runcall(lambda kind=name: [getattr(h, kind)() for h in handed])
        calls[name] = pstats.Stats(profile).total_calls
    print(f"load average {load:.2f} before, {os.getloadavg()[0]:.2f} after")
    print(
        "| hand-back | check + our print, CPU ms per text | Python calls per text |"
        " chars per text | libtriton reparse, CPU ms per text |"
    )
    print("| --- | ---: | ---: | ---: | ---: |")
    for name in texts:
        chars = sum(map(len, texts[name])) / n
        print(
            f"| {name} | {prints[name] / n * 1e3:.3f} | {calls[name] / n:,.0f} |"
            f" {chars:,.0f} | {reparse[name] / n * 1e3:.3f} |"
        )
    print(
        f"| change | x{prints['reuse'] / prints['whole']:.2f} |"
        f" {calls['reuse'] / calls['whole'] - 1:+.1%} |"
        f" {sum(map(len, texts['reuse'])) / sum(map(len, texts['whole'])) - 1:+.1%} |"
        f" x{reparse['reuse'] / reparse['whole']:.2f} |"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
