"""Compile time with and without gluon-opt, per kernel, and where the embedded time goes.

For every case of the kernel suite (``test/kernels``), in one process and interleaved:
- ``stock``: ``triton.compile`` as shipped;
- ``split``: ``gluon_opt.install([], time_each_cpp_step=True)``: our step-by-step pipeline
  with every pass in C++, each in a pass manager of its own, which gives each C++ pass's own
  time (stock runs them in one pass manager and cannot) and, doing
  the same work as stock, shows the noise;
- one ``embedded`` compile per ``--passes`` set: gluon_opt.install(those passes).
  ``all``: every pass the registry has (each Python-owned); ``seed``: the three first ports
  (plan-cta, TMA lowering, fence insertion).
Each is compiled ``--repeat`` times (``always_compile``); the minimum wall time counts, and the
hand-off breakdown is that of the fastest embedded compile. Every embedded compile starts with
an empty parse cache (cold) unless ``--warm-parser-cache``. Unless
``--no-check``, one more embedded compile (every pass) with ``verify_skips`` checks the outputs
against stock (ttgir, PTX and, below sm_100, cubin) with ``check_against_stock`` of
test/unit/test_embed.py (which also handles 3.6.0's nondeterministic plan-cta) and every
skipped hand-off against the C++ pass.

    python benchmarks/compile_time.py --repeat 3 --out run.md       # suite: all and seed
    python benchmarks/compile_time.py --passes all --no-check        # timing only
    python benchmarks/compile_time.py --all-configs --check-only --jobs 15   # identity sweep
    python benchmarks/compile_time.py vector_add-sm90-w8-c2 --repeat 5
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
from gluon_opt.dialects.text.parser import ParseCache  # noqa: E402
from gluon_opt.passes.registry import PASSES  # noqa: E402
from gluon_opt.tools import embed  # noqa: E402
from kernels import ALL_CONFIGS, CASES, SPECS, case_by_name  # noqa: E402
from test_embed import check_against_stock  # noqa: E402

SEED = (
    "triton-nvidia-gpu-plan-cta",
    "triton-nvidia-tma-lowering",
    "triton-nvidia-gpu-fence-insertion",
)
PASS_SETS: dict[str, tuple[str, ...]] = {"all": tuple(PASSES), "seed": SEED}

# False: every embedded compile starts with an empty parse cache, so each is timed as if no
# other kernel had been compiled before it (the hand-offs of the one compile still share it).
# True (--warm-parser-cache): one cache kept across compiles, as in a long-lived process.
WARM_PARSER_CACHE = False
_WARM_CACHE = ParseCache()

# the parts of a hand-off, in order, as embed.Runner records them
PARTS = ("cpp_print", "py_parse", "check", "py_pass", "py_print", "cpp_parse")


def timed(fn) -> tuple[float, Any]:
    start = time.perf_counter()
    result = fn()
    return time.perf_counter() - start, result


def measure(case, repeat: int, sets: list[str], check: bool) -> dict[str, Any]:
    row: dict[str, Any] = {"name": case.name}
    try:
        case.compile()
    except Exception as error:  # stock itself rejects some configurations
        row["error"] = f"stock fails: {type(error).__name__}"
        return row
    stock_times, split_times = [], []
    emb_times: dict[str, list[float]] = {name: [] for name in sets}
    handoffs: dict[str, list[dict[str, Any]]] = {}
    cpp_steps: dict[str, float] = {}
    for _ in range(repeat):
        t, _ = timed(case.compile)
        stock_times.append(t)
        with gluon_opt.installed([], time_each_cpp_step=True):
            t, _ = timed(case.compile)
            split_times.append(t)
            steps = gluon_opt.compile_log()[-1]
        for flag in (*PASSES, *embed.IDLE_WITHOUT):
            mine = sum(s["seconds"] for s in steps if s["name"] == flag)
            cpp_steps[flag] = min(cpp_steps.get(flag, mine), mine)
        for name in sets:
            with gluon_opt.installed(PASS_SETS[name]) as inst:
                if WARM_PARSER_CACHE:
                    inst.parse_cache = _WARM_CACHE
                t, _ = timed(case.compile)
            if t < min(emb_times[name], default=float("inf")):
                handoffs[name] = inst.handoffs[-1]
            emb_times[name].append(t)
    if check:
        try:
            row["identical"] = check_against_stock(case)
        except Exception as error:
            row["identical"] = {"error": f"{type(error).__name__}: {str(error).splitlines()[0]}"}
    row.update(
        stock=min(stock_times),
        stock_spread=max(stock_times) / min(stock_times),
        split=min(split_times),
        cpp_steps=cpp_steps,
        embedded={name: min(times) for name, times in emb_times.items()},
        handoffs=handoffs,
    )
    row["ratio"] = {name: t / row["stock"] for name, t in row["embedded"].items()}
    return row


def compilable_cases() -> list:
    """The suite's cases that stock compiles (3.6.0 rejects some configurations), each
    compiled once on the way (which also warms the process up)."""
    cases = []
    for case in CASES:
        try:
            case.compile()
        except Exception:  # stock itself rejects some configurations
            continue
        cases.append(case)
    return cases


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
    for prefix in ("triton-nvidia-gpu-", "triton-nvidia-", "tritongpu-", "gluon-"):
        flag = flag.removeprefix(prefix)
    return flag


def _identity_text(same: dict[str, str]) -> str:
    if "error" in same:
        return same["error"].replace("|", "/")[:120]
    return " ".join(f"{k}{v}" for k, v in same.items())


def report(rows: list[dict[str, Any]], command: str, seconds: float, sets: list[str]) -> str:
    checked = [r for r in rows if "error" not in r]
    done = [r for r in checked if "stock" in r]  # the timed ones
    failed = [r for r in rows if "error" in r]
    with_identity = [r for r in checked if "identical" in r]
    out = [
        "# Compile time: stock triton 3.6.0 vs gluon_opt.install()",
        "",
        f"Command: `{command}` ({seconds:.0f} s, {platform.node()}, CPU only, "
        f"{len(checked)} compiled cases, {len(failed)} configurations stock rejects).",
        "",
        "Times are the minimum wall time of `triton.compile` (always_compile, down to cubin) "
        "over the repeats, stock and every variant interleaved. `split` runs our step-by-step "
        "pipeline with every pass in C++, one pass manager per pass (the cost of that "
        "segmentation alone, which the embedded compiles no longer pay between Python steps; "
        "the same work as stock, so split/stock also shows the noise). "
        + (
            "One parse cache is kept between compiles (--warm-parser-cache)."
            if WARM_PARSER_CACHE
            else "Every embedded compile starts with an empty parse cache."
        ),
        "",
    ]
    if done:
        spreads = sorted(r["stock_spread"] for r in done)
        split_ratios = [r["split"] / r["stock"] for r in done]
        for name in sets:
            ratios = [r["ratio"][name] for r in done]
            out.append(
                f"- **median embedded/stock, `{name}` passes: {statistics.median(ratios):.3f}** "
                f"(quartiles {_quartiles(ratios)})"
            )
        out += [
            f"- median split/stock: {statistics.median(split_ratios):.3f} "
            f"(quartiles {_quartiles(split_ratios)})",
            "- noise: stock's slowest/fastest repeat per case, median "
            f"{statistics.median(spreads):.2f}, max {spreads[-1]:.2f}",
        ]
    if with_identity:
        ident = [r for r in with_identity if set(r["identical"].values()) == {"="}]
        equiv = [
            r
            for r in with_identity
            if "error" not in r["identical"] and "≠" not in r["identical"].values()
        ]
        out.append(
            f"- identical to stock with every Python pass (ttgir, PTX, and cubin below sm_100): "
            f"{len(ident)}/{len(with_identity)}; with the plan-cta nondeterminism rule of "
            f"`check_against_stock` (test/unit/test_embed.py: `~` ttgir equal up to op order and "
            f"SSA names, `=hybrid` byte-identical to a compile whose only Python pass is "
            f"plan-cta): {len(equiv)}/{len(with_identity)}"
        )
    for name in sets if done else []:
        out += _breakdown(done, name)
    if done:
        out += [
            "",
            "## Per case",
            "",
            "| case | stock s | split s | "
            + " | ".join(f"{n} s | {n} ratio" for n in sets)
            + " | identical | hand-offs ("
            + ", ".join(sets)
            + ") |",
            "| --- | ---: | ---: | " + " | ".join("---: | ---:" for _ in sets) + " | --- | --- |",
        ]
    for r in rows:
        if "error" in r:
            out.append(f"| {r['name']} | {r['error']} |")
            continue
        if "stock" not in r:
            out.append(f"| {r['name']} | {_identity_text(r['identical'])} (check only) |")
            continue
        times = " | ".join(f"{r['embedded'][n]:.2f} | {r['ratio'][n]:.2f}" for n in sets)
        hands = "; ".join(
            ", ".join(short_run(h) for h in r["handoffs"].get(n, [])) or "-" for n in sets
        )
        ident = _identity_text(r["identical"]) if "identical" in r else "-"
        out.append(
            f"| {r['name']} | {r['stock']:.2f} | {r['split']:.2f} | {times} | {ident} | {hands} |"
        )
    return "\n".join(out) + "\n"


def short_run(handoff: dict[str, Any]) -> str:
    kept = " (kept)" if handoff.get("reused") else ""
    same = "" if handoff["changed"] else " (=)"
    return "+".join(short(f) for f in handoff["names"]) + kept + same


def _quartiles(values: list[float]) -> str:
    if len(values) < 2:
        return "-"
    q = statistics.quantiles(values, n=4)
    return f"{q[0]:.2f}-{q[2]:.2f}"


def _breakdown(done: list[dict[str, Any]], name: str) -> list[str]:
    """Where the fastest embedded compile's extra time goes, summed over the cases."""
    hand = [h for r in done for h in r["handoffs"].get(name, [])]
    stock = sum(r["stock"] for r in done)
    extra = sum(r["embedded"][name] - r["stock"] for r in done)
    out = [
        "",
        f"## `{name}` passes: where the time goes (summed over {len(done)} cases)",
        "",
        f"Stock {stock * 1e3:.0f} ms, embedded {(stock + extra) * 1e3:.0f} ms "
        f"(+{extra * 1e3:.0f}). "
        f"{len(hand)} hand-offs ({len(hand) / len(done):.2f} per compile), "
        f"{sum(1 for h in hand if not h['changed'])} of them unchanged (no print back), "
        f"{sum(1 for h in hand if h.get('reused'))} on our module from the hand-off before "
        "(no parse).",
        "",
        "| step | ms | ms per hand-off |",
        "| --- | ---: | ---: |",
    ]
    labels = {
        "cpp_print": "libtriton prints the module",
        "py_parse": "our parser",
        "check": "change detection and location pairing (ours)",
        "py_pass": "the Python passes",
        "py_print": "our printer",
        "cpp_parse": "libtriton parses (and verifies) our text",
    }
    for part in PARTS:
        ms = sum(h[part] for h in hand) * 1e3
        out.append(f"| {labels[part]} | {ms:.0f} | {ms / max(len(hand), 1):.1f} |")
    out += [
        "",
        "| pass | C++ ms (split) | Python ms (pass only) | runs in Python |",
        "| --- | ---: | ---: | ---: |",
    ]
    for flag in (*PASS_SETS[name], *embed.IDLE_WITHOUT):
        runs = [s for h in hand for f, s in h["passes"] if f == flag]
        cpp = sum(r["cpp_steps"].get(flag, 0.0) for r in done)
        idle = " (C++ pass, run idle in Python)" if flag in embed.IDLE_WITHOUT else ""
        if runs or cpp:
            out.append(
                f"| {short(flag)}{idle} | {cpp * 1e3:.0f} | {sum(runs) * 1e3:.0f} | {len(runs)} |"
            )
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cases", nargs="*", help="case names (default: the suite)")
    parser.add_argument("--all-configs", action="store_true", help="every kernel x config")
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--check-only", action="store_true", help="identity only, no timing")
    parser.add_argument("--jobs", type=int, default=1, help="processes for --check-only")
    parser.add_argument(
        "--passes",
        nargs="+",
        choices=sorted(PASS_SETS),
        default=["all", "seed"],
        help="the Python pass sets to time, each as one embedded compile (default: all seed)",
    )
    parser.add_argument("--no-check", action="store_true", help="timing only, no identity")
    parser.add_argument("--out", default="-", help="write the report here (default: stdout)")
    parser.add_argument("--check-one", help=argparse.SUPPRESS)  # child of --check-only
    parser.add_argument(
        "--warm-parser-cache",
        action="store_true",
        help="keep one parse cache across compiles (default: one per compile)",
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
        row = measure(case, args.repeat, args.passes, not args.no_check)
        rows.append(row)
        if "error" in row:
            print(f"{case.name}: {row['error']}", flush=True)
        else:
            ratios = " ".join(f"{n} {r:.2f}" for n, r in row["ratio"].items())
            print(
                f"{case.name}: stock {row['stock']:.2f}s ratio {ratios} "
                f"identical {row.get('identical', '-')}",
                flush=True,
            )
    command = "python benchmarks/compile_time.py " + " ".join(argv or sys.argv[1:])
    text = report(rows, command.strip(), time.perf_counter() - start, args.passes)
    if args.out == "-":
        print(text, file=sys.stderr if args.check_only else sys.stdout)
    else:
        Path(args.out).write_text(text)
        print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
