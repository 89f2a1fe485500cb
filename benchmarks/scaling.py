"""Per-op cost of the text hand-off (parse, print) and of every Python pass against the
module size: does each stay linear?

    python benchmarks/scaling.py [--sizes 1000,5000,10000,50000] [--passes FLAG,...]
                                 [--repeat 2] [--write benchmarks/scaling.md]

Parse and print (left out with ``--passes``): benchmarks/roundtrip.py's module (the final
ttgir of the corpus's sm_90 / 4-warp / 1-CTA cases, repeated to each size), measured by its
``measure`` (a cold parse cache, no verify). For each pass of the registry, its usual
input: the corpus files that enter the pass (test/corpus/index.json) for one configuration
(``--config``, sm_90 / 4 warps / 1 CTA), their functions renamed apart and repeated into one
module of at least each size (as benchmarks/roundtrip.py builds its module: aliases
expanded, locations dropped, libtriton re-prints the result). The pass runs on a fresh parse
of that module; the CPU time of the pass alone (parse excluded), best of ``--repeat`` runs,
divided by the module's ops. A row is flat when its largest per-op cost is at most 1.5
times its smallest. Before each timed run the garbage of earlier runs (their modules) is
collected, so that no run pays for freeing another's module.

test-print-alignment has no corpus input of its own (it is a test pass, run on ttgir in
Triton's lit tests): it runs on tritongpu-coalesce's inputs. plan-cta returns at once with
one CTA: it runs on the 2-CTA configuration (sm_90, 4 warps, 2 CTAs). Each pass runs once on
the smallest module before anything is timed (first-use costs: imports, compiled formats).
"""

from __future__ import annotations

import argparse
import gc
import io
import json
import os
import platform
import re
import sys
import time
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

from gluon_opt.dialects.layout.encodings import libtriton_readable
from gluon_opt.passes.registry import PASSES, create_pass
from roundtrip import (
    _canonical,
    _expand_aliases,
    _functions,
    _libtriton,
    measure,
    publish,
    repeat_functions,
)
from roundtrip import build_module as build_roundtrip_module
from timing import our_pass_seconds

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "test" / "corpus"
# the input set of a pass without corpus inputs of its own
BORROWED_INPUTS = {"test-print-alignment": "tritongpu-coalesce"}
# plan-cta has nothing to do with one CTA: its usual work is on two
CONFIGS = {"triton-nvidia-gpu-plan-cta": "-sm90-w4-c2"}


def pass_inputs(flag: str, config: str) -> list[Path]:
    index = json.loads((CORPUS / "index.json").read_text())
    inputs = index["passes"].get(BORROWED_INPUTS.get(flag, flag), [])
    return sorted({CORPUS / rel for rel in inputs if rel.split("/")[0].endswith(config)})


def pass_options(flag: str, config: str) -> dict[str, str]:
    """The options Triton's pipeline gives the pass for ``config`` (-smCC-wW-cC)."""
    cc, warps, ctas = re.fullmatch(r"-sm(\d+)-w(\d+)-c(\d+)", config).groups()
    if flag == "convert-triton-to-tritongpu":
        return {"target": f"cuda:{cc}", "num-warps": warps, "num-ctas": ctas}
    if flag == "triton-nvidia-gpu-fence-insertion":
        return {"compute-capability": cc}
    return {}


def build_module(paths: list[Path], min_ops: int) -> tuple[str, int]:
    """The functions of ``paths``, renamed apart, repeated until the module has ``min_ops``."""
    ir, ctx = _libtriton()
    header, bodies = None, []
    for path in paths:
        # 3.6.0 does not re-read every print of its own: hand it the readable spelling
        text = _canonical(libtriton_readable(path.read_text()), ir, ctx)
        text = _expand_aliases(text)
        if header is None:
            header = next(line for line in text.splitlines() if line.startswith("module"))
        bodies.append((f"{path.parent.name.split('-')[0]}{len(bodies)}", _functions(text)))
    return repeat_functions(header, bodies, min_ops, ir, ctx, libtriton_readable)


def time_pass(flag: str, options: dict[str, str], text: str, repeat: int) -> float:
    """CPU seconds of the pass alone on a fresh parse of ``text``, best of ``repeat``."""
    # test-print-alignment writes its remarks: not part of what is measured here
    with redirect_stdout(io.StringIO()), redirect_stderr(io.StringIO()):
        return our_pass_seconds(
            text,
            lambda: create_pass(flag, options),
            repeat,
            statistic=min,
            before_each=gc.collect,  # earlier runs' garbage is not this run's work
            filename="scaling.mlir",
            clock=time.process_time,
        )


def table_row(name: str, inputs: str, costs: list[tuple[float, int]]) -> str:
    """One row: the per-op cost (seconds) and ops at each size, the spread, flat or not."""
    cells = [f"{cost * 1e6:.1f} ({ops:,} ops)" for cost, ops in costs]
    per_op = [cost for cost, _ in costs]
    spread = max(per_op) / min(per_op)
    flat = "yes" if spread <= 1.5 else "**no**"
    return f"| {name} | {inputs} | " + " | ".join(cells) + f" | x{spread:.2f} | {flat} |"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="1000,10000,50000", help="module sizes (ops)")
    parser.add_argument("--passes", help="comma-separated flags (default: every Python pass)")
    parser.add_argument("--config", default="-sm90-w4-c1", help="corpus configuration")
    parser.add_argument("--repeat", type=int, default=2, help="runs per size (best kept)")
    parser.add_argument("--write", type=Path, help="write the Markdown report here")
    args = parser.parse_args(argv)

    sizes = sorted(int(size) for size in args.sizes.split(","))
    flags = args.passes.split(",") if args.passes else sorted(PASSES)
    given = argv if argv is not None else sys.argv[1:]
    lines = [
        "# Scaling of the text hand-off and the Python passes: CPU microseconds per op by "
        "module size",
        "",
        f"Command: `{' '.join(['python benchmarks/scaling.py', *given])}`",
        "",
        f"Machine: {platform.processor() or platform.machine()}, Python "
        f"{platform.python_version()}, {time.strftime('%Y-%m-%d')}; CPU time of this process "
        "(steadier than wall time on a shared machine), best of the runs, garbage of earlier "
        f"runs collected before each; load average {os.getloadavg()[0]:.1f} at the start. "
        "Parse and print: roundtrip.py's module (cold parse cache, no verify). A pass: its time "
        "only, parse excluded.",
        "",
        "| pass | inputs (config) | "
        + " | ".join(f"~{size:,} ops" for size in sizes)
        + " | spread (max / min) | flat (<= 1.5x) |",
        "| --- | ---: | " + " | ".join("---:" for _ in sizes) + " | ---: | --- |",
    ]
    if not args.passes:  # the text hand-off first: parse and print, on roundtrip.py's module
        measured = []
        for index, size in enumerate(sizes):
            text, ops, _ = build_roundtrip_module(size)
            if index == 0:
                measure(text, 1)  # warm-up: imports, each op class's compiled formats
            ours = measure(text, args.repeat)["gluon-opt"]
            assert not isinstance(ours, str) and ours["same"], ours
            measured.append((ops, ours))
            print(f"parse/print: {ops} ops", file=sys.stderr, flush=True)
        for step, name in (("parse", "parse (cold cache, no verify)"), ("print", "print")):
            costs = [(ours[step]["cpu"] / ops, ops) for ops, ours in measured]
            lines.append(table_row(name, "round-trip module", costs))
    for flag in flags:
        config = CONFIGS.get(flag, args.config)
        paths = pass_inputs(flag, config)
        if not paths:
            lines.append(f"| {flag} | 0 | " + " | ".join("n/a" for _ in sizes) + " | | |")
            continue
        options = pass_options(flag, config)
        modules = [build_module(paths, size) for size in sizes]
        time_pass(flag, options, modules[0][0], 1)  # warm-up
        costs = []
        for text, ops in modules:
            cost = time_pass(flag, options, text, args.repeat) / ops
            costs.append((cost, ops))
            print(f"{flag}: {ops} ops, {cost * 1e6:.1f} us/op", file=sys.stderr, flush=True)
        lines.append(table_row(flag, f"{len(paths)} ({config[1:]})", costs))
    markdown = "\n".join(lines) + "\n"
    return publish(markdown, args.write)


if __name__ == "__main__":
    sys.exit(main())
