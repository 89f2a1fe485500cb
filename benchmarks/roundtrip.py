"""Round-trip speed: microseconds per op to parse and to print a ~5k-op ttgir module, ours
(gluon_opt.dialects.text.parser / printer on xDSL) next to libtriton's (MLIR C++), on the
same text in the same run.

    python benchmarks/roundtrip.py [--ops 5000] [--repeat 3] [--calls] [--write FILE.md]
                                   [--sizes 1000,5000,10000,50000 [--rounds 7]]

The module is built from real kernels: the final ttgir of every sm_90 / 4-warp / 1-CTA case of
the corpus (test/corpus), each function renamed apart, all in one module. Aliases are expanded
into place before merging (two files may both define a different ``#blocked1``) and libtriton
re-prints the merged module, so it carries MLIR's own aliases again. Locations are dropped: the
benchmark measures the IR, not the debug-info table. The functions are repeated until the
module has at least ``--ops`` operations. ``--sizes`` adds a scaling table: the same
measurement on modules of at least each size, in the same run, so that a per-op cost that
grows with the module shows. With ``--rounds R`` the scaling table is measured in R rounds
over all the sizes in turn, one run of each per round, the best per size kept: a burst of
other work on a shared machine then spoils one run of one size, not every run of the size it
falls on (a ~1.4k-op parse takes ~40 ms, so three back-to-back runs fit in one burst).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import re
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "test" / "corpus"
CONFIG = "-sm90-w4-c1"
HEADER = (
    'module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, '
    'ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {'
)


def _libtriton():
    from triton._C.libtriton import ir, nvidia

    ctx = ir.context()
    ir.load_dialects(ctx)
    nvidia.load_dialects(ctx)
    return ir, ctx


def _expand_aliases(text: str) -> str:
    """Replace every ``#alias`` use by its definition and drop the definitions."""
    defs: dict[str, str] = {}
    body = []
    for line in text.splitlines():
        match = re.match(r"^#(\w+) = (.*)$", line)
        if match:
            defs[match[1]] = match[2]
        else:
            body.append(line)
    out = "\n".join(body)
    # Longest names first is not enough (#blocked vs #blocked1): match whole identifiers.
    pattern = re.compile(r"#(\w+)\b")

    def expand(m: re.Match) -> str:
        value = defs.get(m[1])
        return pattern.sub(expand, value) if value is not None else m[0]

    return pattern.sub(expand, out)


def _functions(text: str) -> str:
    """The body of the (single) module: the text between its first and last line."""
    lines = text.rstrip("\n").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("module"))
    end = max(i for i, line in enumerate(lines) if line == "}")
    return "\n".join(lines[start + 1 : end])


def build_module(min_ops: int) -> tuple[str, int, list[str]]:
    ir, ctx = _libtriton()
    index = json.loads((CORPUS / "index.json").read_text())
    sources = []
    for case in sorted(index["cases"]):
        if not case.endswith(CONFIG):
            continue
        manifest = json.loads((CORPUS / case / "manifest.json").read_text())
        path = CORPUS / case / manifest["asm"]["ttgir"]
        module = ir.parse_mlir_module(str(path), ctx)
        sources.append((case, _functions(_expand_aliases(module.str_nodebug()))))
    if not sources:
        raise SystemExit("no sm_90/4-warp/1-CTA case in test/corpus: run test/corpus/capture.py")
    tagged = [(case.split("-")[0], body) for case, body in sources]
    text, ops = repeat_functions(HEADER, tagged, min_ops, ir, ctx)
    return text, ops, [case for case, _ in sources]


def repeat_functions(
    header: str,
    sources: list[tuple[str, str]],
    min_ops: int,
    ir,
    ctx,
    readable: Callable[[str], str] = lambda text: text,
) -> tuple[str, int]:
    """One module under ``header`` (its ``module ... {`` line) holding the function bodies of
    ``sources`` (tag, bodies), renamed apart and repeated until it has ``min_ops`` ops:
    libtriton's print of it and its op count. ``readable`` prepares text for libtriton's
    parser (3.6.0 does not re-read every print of its own)."""

    def assemble(copies: int) -> str:
        parts = [header]
        for copy in range(copies):
            for name, body in sources:
                tag = f"_{name}_{copy}"
                # Rename every symbol defined or used (functions, and their tt.call sites).
                parts.append(re.sub(r'@("?)([\w.$]+)', rf"@\g<1>\g<2>{tag}", body))
        parts.append("}")
        return "\n".join(parts) + "\n"

    copies = 1
    while True:
        text = _canonical(readable(assemble(copies)), ir, ctx)
        ops = _count_ops(readable(text), ir, ctx)
        if ops >= min_ops:
            return text, ops
        copies = max(copies + 1, int(copies * min_ops / ops) + 1)


def _parse_libtriton(text: str, ir, ctx):
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
    try:
        return ir.parse_mlir_module(f.name, ctx)
    finally:
        os.unlink(f.name)


def _canonical(text: str, ir, ctx) -> str:
    return _parse_libtriton(text, ir, ctx).str_nodebug()


def _count_ops(text: str, ir, ctx) -> int:
    ops: list[int] = []
    _parse_libtriton(text, ir, ctx).walk(lambda op: ops.append(1))
    return len(ops)


class _Clock:
    """Wall and CPU time of one step. The CPU time of this process is the steadier number on
    a shared machine (other jobs stretch the wall time, not our CPU time). The garbage that
    earlier steps left (the modules of earlier runs: cycles, freed only by the cycle
    collector) is collected before the clock starts, so that no step pays for freeing an
    earlier one's module at whatever moment the collector happens to run."""

    def __enter__(self) -> _Clock:
        gc.collect()
        self.wall, self.cpu = time.perf_counter(), time.process_time()
        return self

    def __exit__(self, *exc: object) -> None:
        self.wall = time.perf_counter() - self.wall
        self.cpu = time.process_time() - self.cpu


def _best(clocks: list[_Clock]) -> dict[str, float]:
    return {"wall": min(c.wall for c in clocks), "cpu": min(c.cpu for c in clocks)}


def measure(text: str, repeat: int) -> dict[str, dict | str]:
    ir, ctx = _libtriton()
    results: dict[str, dict | str] = {}

    path = Path(tempfile.mkdtemp()) / "bench.mlir"
    path.write_text(text)
    parses, prints = [], []
    for _ in range(max(repeat, 5)):
        with _Clock() as parse_clock:
            module = ir.parse_mlir_module(str(path), ctx)  # reads the file, parses, verifies
        with _Clock() as print_clock:
            printed = module.str_nodebug()
        parses.append(parse_clock)
        prints.append(print_clock)
    assert printed == text
    results["libtriton"] = {"parse": _best(parses), "print": _best(prints)}
    path.unlink()

    try:
        from gluon_opt.dialects.context import make_context
        from gluon_opt.dialects.text.parser import ParseCache, parse_module
        from gluon_opt.dialects.text.printer import print_module

        parses, verifies, prints, warm = [], [], [], []
        for _ in range(repeat):
            ctx_ours = make_context()
            cache = ParseCache()  # nothing shared with an earlier parse: a cold parse
            with _Clock() as parse_clock:
                module = parse_module(text, ctx_ours, "bench.mlir", cache=cache)  # no verify
            with _Clock() as verify_clock:
                module.verify()
            with _Clock() as print_clock:
                printed = print_module(module, debuginfo=False)
            parses.append(parse_clock)
            verifies.append(verify_clock)
            prints.append(print_clock)
            with _Clock() as warm_clock:  # again, with what the first parse left in cache
                parse_module(text, make_context(), "bench.mlir", cache=cache)
            warm.append(warm_clock)
        results["gluon-opt"] = {
            "parse": _best(parses),
            "warm_parse": _best(warm),
            "verify": _best(verifies),
            "print": _best(prints),
            "same": printed == text,
        }
    except Exception as e:  # our side may not exist yet: report, do not hide libtriton's numbers
        results["gluon-opt"] = f"{type(e).__name__}: {e}"
    return results


def best_of(runs: list[dict[str, dict | str]]) -> dict[str, dict | str]:
    """``measure``'s results of several runs of one module, the best of each step kept."""
    best: dict[str, dict | str] = {}
    for side in ("libtriton", "gluon-opt"):
        found = [run[side] for run in runs]
        failed = [result for result in found if isinstance(result, str)]
        if failed:
            best[side] = failed[0]
            continue
        merged: dict = {"same": all(result.get("same", True) for result in found)}
        for step, clocks in found[0].items():
            if isinstance(clocks, dict):
                merged[step] = {
                    clock: min(result[step][clock] for result in found) for clock in clocks
                }
        best[side] = merged
    return best


def call_counts(text: str) -> dict[str, int]:
    """Python function calls (cProfile) to parse ``text`` cold and to print it back: unlike
    times, these counts do not move with the load of a shared machine."""
    import cProfile
    import pstats

    from gluon_opt.dialects.context import make_context
    from gluon_opt.dialects.text.parser import parse_module
    from gluon_opt.dialects.text.printer import print_module

    # imports and lazily built tables (op definitions) are not counted; the parse itself is
    # cold (a fresh parse cache: the op formats it compiles are counted)
    print_module(parse_module(text, make_context(), "bench.mlir"), debuginfo=False)
    counts = {}
    profile = cProfile.Profile()
    module = profile.runcall(parse_module, text, make_context(), "bench.mlir")
    counts["parse"] = pstats.Stats(profile).total_calls
    profile = cProfile.Profile()
    printed = profile.runcall(print_module, module, debuginfo=False)
    counts["print"] = pstats.Stats(profile).total_calls
    assert printed == text
    return counts


def report(text: str, ops: int, cases: list[str], results, repeat: int, command: str) -> str:
    lines = [
        "# Round-trip speed: parse and print, microseconds per op",
        "",
        f"Command: `{command}`",
        "",
        f"Machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores "
        f"(shared), Python {platform.python_version()}, {time.strftime('%Y-%m-%d')}.",
        "",
        f"Module: {ops} ops, {len(text.splitlines())} lines, {len(text) // 1024} KiB, no "
        f"locations; the final ttgir of {', '.join(cases)} (sm_90, 4 warps, 1 CTA), repeated "
        "and renamed apart in one module. libtriton's parse includes the verifier; ours does "
        "not (its verify time is given below). Best of "
        f"{repeat} runs for gluon-opt, of {max(repeat, 5)} for libtriton; CPU time is this "
        "process's (steadier than wall time on a shared machine); the garbage of earlier runs "
        "is collected before each timed step. Load average at the end: "
        f"{os.getloadavg()[0]:.1f}.",
        "",
        "| implementation | parse, CPU (us/op) | print, CPU (us/op) | parse, wall (ms) "
        "| print, wall (ms) |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    ratio_lines = []
    for name in ("libtriton", "gluon-opt"):
        value = results[name]
        if isinstance(value, str):
            lines.append(f"| {name} | n/a | n/a | n/a | n/a |")
            ratio_lines.append(f"gluon-opt could not run: `{value}`")
            continue
        p, q = value["parse"], value["print"]
        per_op = f"{p['cpu'] / ops * 1e6:.1f} | {q['cpu'] / ops * 1e6:.1f}"
        lines.append(f"| {name} | {per_op} | {p['wall'] * 1e3:.0f} | {q['wall'] * 1e3:.0f} |")
    ours, ref = results["gluon-opt"], results["libtriton"]
    if not isinstance(ours, str):
        same = "equals" if ours["same"] else "DIFFERS from"
        verify = ours["verify"]
        warm = ours["warm_parse"]
        ratio_lines.append(
            "The gluon-opt parse above starts with an empty parse cache; parsed again with the "
            "cache the first parse filled (as the second hand-off of one "
            f"kernel): {warm['cpu'] / ops * 1e6:.1f} us/op CPU, {warm['wall'] * 1e3:.0f} ms wall."
        )
        ratio_lines.append(
            "gluon-opt verify (xDSL `module.verify()`): "
            f"{verify['cpu'] / ops * 1e6:.1f} us/op CPU, {verify['wall'] * 1e3:.0f} ms wall."
        )
        parse_x = ours["parse"]["cpu"] / ref["parse"]["cpu"]
        print_x = ours["print"]["cpu"] / ref["print"]["cpu"]
        ratio_lines.append(
            f"gluon-opt / libtriton (CPU time): parse x{parse_x:.0f}, print x{print_x:.0f}. "
            f"Our print {same} libtriton's, byte for byte."
        )
    if "calls" in results:
        calls = results["calls"]
        ratio_lines.append(
            f"Python function calls (cProfile, `--calls`): parse {calls['parse']:,}, "
            f"print {calls['print']:,}."
        )
    lines += ["", *(f"{line}\n" for line in ratio_lines)]
    return "\n".join(lines)


def scaling_report(rows: list[tuple[int, dict]], rounds: int = 0) -> str:
    """CPU us/op of parse and print for each module size, ours next to libtriton's; the last
    two columns are our per-op cost over the smallest module's."""
    how = (
        f"{rounds} rounds over the sizes in turn, one run of each per round, the best kept"
        if rounds
        else "each size's runs back to back"
    )
    lines = [
        "## Scaling: CPU us/op by module size (same run)",
        "",
        f"({how}.)",
        "",
        "| ops | libtriton parse | gluon-opt parse | libtriton print | gluon-opt print "
        "| parse / smallest | print / smallest |",
        "| ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    first: dict[str, float] = {}
    for ops, results in rows:
        ref, ours = results["libtriton"], results["gluon-opt"]
        cells = [f"{ops:,}"]
        growth = []
        for step in ("parse", "print"):
            cells.append(f"{ref[step]['cpu'] / ops * 1e6:.1f}")
            if isinstance(ours, str):
                cells.append("n/a")
                growth.append("n/a")
                continue
            per_op = ours[step]["cpu"] / ops
            first.setdefault(step, per_op)
            cells.append(f"{per_op * 1e6:.1f}")
            growth.append(f"x{per_op / first[step]:.2f}")
        lines.append("| " + " | ".join(cells + growth) + " |")
    return "\n".join(lines) + "\n"


def publish(markdown: str, path: Path | None) -> int:
    """Print a benchmark's markdown report and write it to ``path`` (--write) if given."""
    print(markdown)
    if path:
        path.write_text(markdown)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ops", type=int, default=5000, help="minimum ops in the module")
    parser.add_argument("--repeat", type=int, default=3, help="runs per measurement (best kept)")
    parser.add_argument("--write", type=Path, help="write the Markdown report here")
    parser.add_argument("--save-module", type=Path, help="also save the benchmark module")
    parser.add_argument(
        "--calls", action="store_true", help="also count Python calls to parse and print"
    )
    parser.add_argument(
        "--sizes", help="also measure modules of at least these many ops (comma-separated)"
    )
    parser.add_argument(
        "--rounds",
        type=int,
        default=0,
        help="measure the scaling table in this many rounds over the sizes in turn",
    )
    args = parser.parse_args(argv)

    text, ops, cases = build_module(args.ops)
    if args.save_module:
        args.save_module.write_text(text)
    results = measure(text, args.repeat)
    if args.calls:
        results["calls"] = call_counts(text)
    given = argv if argv is not None else sys.argv[1:]
    command = "python benchmarks/roundtrip.py " + " ".join(given)
    markdown = report(text, ops, cases, results, args.repeat, command.strip())
    if args.sizes and args.rounds:
        sized = [
            build_module(size)[:2] for size in sorted({int(size) for size in args.sizes.split(",")})
        ]
        runs: list[list[dict[str, dict | str]]] = [[] for _ in sized]
        for _ in range(args.rounds):
            for index, (sized_text, _) in enumerate(sized):
                runs[index].append(measure(sized_text, 1))
        rows = [
            (sized_ops, best_of(found)) for (_, sized_ops), found in zip(sized, runs, strict=True)
        ]
        markdown += "\n" + scaling_report(rows, args.rounds)
    elif args.sizes:
        rows = [(ops, results)]
        for size in sorted({int(size) for size in args.sizes.split(",")} - {args.ops}):
            sized_text, sized_ops, _ = build_module(size)
            rows.append((sized_ops, measure(sized_text, args.repeat)))
        markdown += "\n" + scaling_report(sorted(rows, key=lambda row: row[0]))
    return publish(markdown, args.write)


if __name__ == "__main__":
    sys.exit(main())
