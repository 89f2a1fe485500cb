"""Compile time with and without gluon-opt, per kernel, and each Python pass vs its C++ twin.

For every case of the kernel suite (``test/kernels``), in one process and interleaved:
- ``stock``: ``triton.compile`` as shipped;
- ``split``: gluon_opt.install([]): our step-by-step pipeline with every pass in C++, which
  gives each C++ pass's own time (stock runs them in one pass manager and cannot);
- ``embedded``: gluon_opt.install(): our Python passes in place of the C++ ones.
Each is compiled ``--repeat`` times (``always_compile``); the minimum wall time counts. One
more embedded compile with ``verify_skips`` checks the outputs against stock (ttgir, PTX and,
below sm_100, cubin) with ``check_against_stock`` of test/unit/test_embed.py (which also
handles 3.6.0's nondeterministic plan-cta) and every skipped hand-off against the C++ pass.

    python benchmarks/compile_time.py                    # the suite's cases
    python benchmarks/compile_time.py --all-configs      # every kernel x cc x warps x ctas
    python benchmarks/compile_time.py vector_add-sm90-w8-c2 --repeat 5 --out -
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from triton import knobs

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "test"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "test" / "unit"))

import gluon_opt  # noqa: E402
from gluon_opt.dialects.text.parser import clear_shared_cache  # noqa: E402
from gluon_opt.tools import embed  # noqa: E402
from kernels import ALL_CONFIGS, CASES, SPECS, case_by_name  # noqa: E402
from test_embed import check_against_stock  # noqa: E402

# False: the parser's process-wide attribute cache is emptied before every embedded compile,
# so each is timed as if no other kernel had been compiled before it (the hand-offs of the
# one compile still share). True (--warm-parser-cache): kept, as in a long-lived process.
WARM_PARSER_CACHE = False


def timed(fn) -> tuple[float, Any]:
    start = time.perf_counter()
    result = fn()
    return time.perf_counter() - start, result


def measure(case, repeat: int) -> dict[str, Any]:
    row: dict[str, Any] = {"name": case.name}
    try:
        case.compile()
    except Exception as error:  # stock itself rejects some configurations
        row["error"] = f"stock fails: {type(error).__name__}"
        return row
    stock_times, split_times, emb_times = [], [], []
    cpp_steps: dict[str, float] = {}
    py_steps: dict[str, float] = {}
    py_counts: dict[str, int] = {}
    handoffs: list[dict[str, Any]] = []
    for _ in range(repeat):
        t, _ = timed(case.compile)
        stock_times.append(t)
        with gluon_opt.installed([]):
            t, _ = timed(case.compile)
            split_times.append(t)
            steps = gluon_opt.compile_log()[-1]
        for flag in embed.SKIP_CHECKS:
            mine = sum(s["seconds"] for s in steps if s["name"] == flag)
            cpp_steps[flag] = min(cpp_steps.get(flag, mine), mine)
        if not WARM_PARSER_CACHE:
            clear_shared_cache()  # no sharing with earlier compiles: as a process's first
        with gluon_opt.installed() as inst:
            t, _ = timed(case.compile)
            emb_times.append(t)
            steps = gluon_opt.compile_log()[-1]
            handoffs = inst.handoffs[-1]
        for flag in embed.SKIP_CHECKS:
            mine = [s["seconds"] for s in steps if s["name"] == flag and s["where"] == "python"]
            if mine:
                py_steps[flag] = min(py_steps.get(flag, sum(mine)), sum(mine))
                py_counts[flag] = len(mine)
    try:
        row["identical"] = check_against_stock(case)
    except Exception as error:
        row["identical"] = {"error": f"{type(error).__name__}: {str(error).splitlines()[0]}"}
    row.update(
        stock=min(stock_times),
        split=min(split_times),
        embedded=min(emb_times),
        cpp_steps=cpp_steps,
        py_steps=py_steps,
        py_counts=py_counts,
        handoffs=handoffs,
    )
    row["ratio"] = row["embedded"] / row["stock"]
    return row


def check_only(case) -> dict[str, Any]:
    """Identity with stock only (no timing): for sweeps over many configurations."""
    knobs.compilation.always_compile = True
    row: dict[str, Any] = {"name": case.name}
    try:
        case.compile()
    except Exception as error:
        row["error"] = f"stock fails: {type(error).__name__}"
        return row
    try:
        row["identical"] = check_against_stock(case)
    except Exception as error:
        row["identical"] = {"error": f"{type(error).__name__}: {str(error).splitlines()[0]}"}
    return row


def _check_in_subprocess(name: str) -> dict[str, Any]:
    """check_only in a child process: some configurations make stock abort the process."""
    import json
    import subprocess

    proc = subprocess.run(
        [sys.executable, __file__, "--check-one", name], capture_output=True, text=True
    )
    for line in reversed(proc.stdout.splitlines()):
        if line.startswith("{"):
            return json.loads(line)
    return {"name": name, "error": f"stock aborts the process (exit {proc.returncode})"}


def all_config_cases():
    for spec in SPECS.values():
        for cc, warps, ctas in ALL_CONFIGS:
            yield spec.case(cc, warps, ctas)


def short(flag: str) -> str:
    return {
        "triton-nvidia-gpu-plan-cta": "plan-cta",
        "triton-nvidia-tma-lowering": "tma-lowering",
        "triton-nvidia-gpu-fence-insertion": "fence-insertion",
    }.get(flag, flag)


def report(rows: list[dict[str, Any]], command: str, seconds: float) -> str:
    checked = [r for r in rows if "error" not in r]
    done = [r for r in checked if "stock" in r]  # the timed ones
    failed = [r for r in rows if "error" in r]
    ratios = [r["ratio"] for r in done]
    split_ratios = [r["split"] / r["stock"] for r in done]
    ident = [r for r in checked if set(r["identical"].values()) == {"="}]
    equiv = [
        r for r in checked if "error" not in r["identical"] and "≠" not in r["identical"].values()
    ]
    flags = list(embed.SKIP_CHECKS)
    out = [
        "# Compile time: stock triton 3.6.0 vs gluon_opt.install()",
        "",
        f"Command: `{command}` ({seconds:.0f} s, {platform.node()}, CPU only, "
        f"{len(checked)} compiled cases, {len(failed)} configurations stock rejects).",
        "",
        "Times are the minimum wall time of `triton.compile` (always_compile, down to cubin) "
        "over the repeats. `split` runs our step-by-step pipeline with every pass in C++ (the "
        "cost of the segmentation alone). The machine is shared (2 cores, several users), so "
        "single numbers are noisy; the median is the figure of merit. "
        + (
            "The parser's shared attribute cache is kept between compiles (--warm-parser-cache)."
            if WARM_PARSER_CACHE
            else "The parser's shared attribute cache is emptied before every embedded compile."
        ),
        "",
        f"- **median ratio embedded/stock: {statistics.median(ratios):.3f}**"
        if ratios
        else "- no case compiled",
        f"- median ratio split/stock: {statistics.median(split_ratios):.3f}" if done else "",
        f"- identical to stock (ttgir, PTX, and cubin below sm_100): {len(ident)}/{len(checked)}; "
        f"with the plan-cta nondeterminism rule of `check_against_stock` "
        f"(test/unit/test_embed.py: `~` ttgir equal up to op order and SSA names, `=hybrid` "
        f"byte-identical to a compile whose only Python pass is plan-cta): "
        f"{len(equiv)}/{len(checked)}",
        "",
        "## Python passes vs their C++ twins (summed over the cases)",
        "",
        "| pass | C++ ms | Python ms (incl. hand-off) | steps | hand-offs | hand-off text ms |",
        "| --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    for flag in flags:
        cpp = sum(r["cpp_steps"].get(flag, 0.0) for r in done)
        py = sum(r["py_steps"].get(flag, 0.0) for r in done)
        hand = [h for r in done for h in r["handoffs"] if h["name"] == flag]
        runs = sum(r["py_counts"].get(flag, 0) for r in done)
        seam = sum(h["cpp_print"] + h["py_parse"] + h["py_print"] + h["cpp_parse"] for h in hand)
        out.append(
            f"| {short(flag)} | {cpp * 1e3:.0f} | {py * 1e3:.0f} | {runs} | {len(hand)} | "
            f"{seam * 1e3:.0f} |"
        )
    hand = [h for r in done for h in r["handoffs"]]
    if hand:
        parts = ("cpp_print", "py_parse", "py_pass", "py_print", "cpp_parse")
        out += [
            "",
            "Hand-off breakdown (ms summed over all hand-offs; cpp_print = libtriton prints, "
            "py_parse = our parser, py_pass = the pass, py_print = our printer, cpp_parse = "
            "libtriton parses): "
            + ", ".join(f"{p} {sum(h[p] for h in hand) * 1e3:.0f}" for p in parts),
        ]
    out += [
        "",
        "## Per case",
        "",
        "| case | stock s | split s | embedded s | ratio | identical | Python steps |",
        "| --- | ---: | ---: | ---: | ---: | --- | --- |",
    ]
    for r in rows:
        if "error" in r:
            out.append(f"| {r['name']} | - | - | - | - | {r['error']} | |")
            continue
        if "stock" not in r:
            ident_text = " ".join(f"{k}{v}" for k, v in r["identical"].items())
            out.append(f"| {r['name']} | - | - | - | - | {ident_text} | (check only) |")
            continue
        same = r["identical"]
        if "error" in same:
            ident_text = same["error"].replace("|", "/")[:120]
        else:
            ident_text = " ".join(f"{k}{v}" for k, v in same.items())
        steps = ", ".join(f"{short(k)} {v * 1e3:.0f} ms" for k, v in r["py_steps"].items())
        out.append(
            f"| {r['name']} | {r['stock']:.2f} | {r['split']:.2f} | {r['embedded']:.2f} | "
            f"{r['ratio']:.2f} | {ident_text} | {steps} |"
        )
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cases", nargs="*", help="case names (default: the suite)")
    parser.add_argument("--all-configs", action="store_true", help="every kernel x config")
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--check-only", action="store_true", help="identity only, no timing")
    parser.add_argument("--jobs", type=int, default=1, help="processes for --check-only")
    parser.add_argument("--out", default=str(Path(__file__).with_name("compile_time.md")))
    parser.add_argument("--check-one", help=argparse.SUPPRESS)  # child of --check-only
    parser.add_argument(
        "--warm-parser-cache",
        action="store_true",
        help="keep the parser's shared attributes between compiles (default: cleared)",
    )
    args = parser.parse_args(argv)
    global WARM_PARSER_CACHE
    WARM_PARSER_CACHE = args.warm_parser_cache
    knobs.compilation.always_compile = True
    if args.check_one:
        import json

        print(json.dumps(check_only(case_by_name(args.check_one))), flush=True)
        return 0
    if args.cases:
        cases = [case_by_name(n) for n in args.cases]
    elif args.all_configs:
        cases = list(all_config_cases())
    else:
        cases = list(CASES)
    start = time.perf_counter()
    rows = []
    if args.check_only:
        from concurrent.futures import ThreadPoolExecutor

        with ThreadPoolExecutor(args.jobs) as pool:
            for row in pool.map(_check_in_subprocess, [c.name for c in cases]):
                rows.append(row)
                print(f"{row['name']}: {row.get('error') or row['identical']}", flush=True)
    for case in [] if args.check_only else cases:
        row = measure(case, args.repeat)
        rows.append(row)
        if "error" in row:
            print(f"{case.name}: {row['error']}", flush=True)
        else:
            print(
                f"{case.name}: stock {row['stock']:.2f}s embedded {row['embedded']:.2f}s "
                f"ratio {row['ratio']:.2f} identical {row['identical']}",
                flush=True,
            )
    command = "python benchmarks/compile_time.py " + " ".join(argv or sys.argv[1:])
    text = report(rows, command.strip(), time.perf_counter() - start)
    if args.out == "-":
        print(text)
    else:
        Path(args.out).write_text(text)
        print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
