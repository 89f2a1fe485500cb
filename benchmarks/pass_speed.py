"""Each Python pass's own time on its real inputs, before and after a change, side by side.

The inputs are the corpus modules that enter each pass inside ``triton.compile``
(``test/corpus/index.json``: remove-layout-conversions 201, convert-triton-to-tritongpu,
coalesce and plan-cta 67 each, ...), the pass options those compiles used. Only the pass is
timed (CPU time, ``time.process_time``), with its creation from the options as the embedding
does it per run: every module is parsed fresh before, untimed.
``greedy`` is the greedy driver without patterns, which is how the embedding runs the C++ passes
that would find nothing to do (``IDLE_WITHOUT`` in tools/embed.py), on the F32DotTC inputs.

``--before REV`` extracts that commit (``git archive``) into a temporary folder and runs it
in a child process that imports ``gluon_opt`` from there; the installed code runs in another
child. The two alternate ``--repeat`` times (the fastest round of each counts), then one
profiled run of each gives the Python function calls (cProfile's count, deterministic under
load).

``--texts DIR`` times each pass on every text of a folder instead (the hand-off texts a
compile hands over, each pass with its default options: a text that does not concern a pass
times what the pass does with it anyway, often nothing).

``--skip-checks DIR`` (with ``--before``) times instead each pass's skip check (the test the
embedding makes on libtriton's module before a hand-off) on every text of DIR parsed by
libtriton, and checks that both give the same answers.

``--driver-calls`` counts instead, for passes that run the greedy driver, the Python calls
(cProfile's, builtins included) of the driver's run and of each of its phases, inclusive: the
patterns (with the driver's handling of the ops they insert), the worklist fill (the walk and
the constant folder), the folds other than an op's own, the region simplification; the rest
is the worklist loop itself (dead-op tests, the ops' own folds, erasures). With ``--before``,
both sides.

``--collector-paused`` times each pass with Python's cycle collector paused, as the
embedding runs a hand-off (``embed.collector_paused``); without it the collector runs as it
will, and its passes, triggered by the allocations, count in the time.

``--identity`` (with ``--before``) checks instead that both give the same output: each pass
on each of its corpus inputs, and on every text of ``--texts DIR`` (hand-off texts, each pass
with default options), compared by a digest of the module printed with locations in the
generic form and of every value's use list in order (user, operand index); an error counts
by its message.

    python benchmarks/pass_speed.py --before 41eeab2 --repeat 3 --out pass_speed_run.md
    python benchmarks/pass_speed.py --passes tritongpu-remove-layout-conversions --repeat 1
    python benchmarks/pass_speed.py --before 41eeab2 --texts /work/handoff_texts_seed
    python benchmarks/pass_speed.py --before 41eeab2 --collector-paused --texts DIR
    python benchmarks/pass_speed.py --before 41eeab2 --identity --texts /work/handoff_texts_all
    python benchmarks/pass_speed.py --before 41eeab2 --skip-checks /work/handoff_texts_seed
    python benchmarks/pass_speed.py --before 41eeab2 --driver-calls --passes greedy
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import hashlib
import json
import os
import platform
import pstats
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.dialects.text.printer import print_module
from gluon_opt.passes.greedy import apply_patterns_greedily
from gluon_opt.passes.registry import create_pass
from xdsl.utils.exceptions import VerifyException

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "test" / "corpus"
GREEDY = "greedy"
PASSES = (
    "tritongpu-remove-layout-conversions",
    "tritongpu-coalesce",
    "convert-triton-to-tritongpu",
    "triton-nvidia-tma-lowering",
    "triton-nvidia-gpu-plan-cta",
    "gluon-infer-coalesced-encodings",
    GREEDY,
)
# the corpus inputs of the greedy driver without patterns
INPUTS_OF = {GREEDY: "tritongpu-F32DotTC"}
# where the package's modules live in the source tree (pyproject's package-dir)
PACKAGE_DIRS = ("dialects", "analysis", "passes", "tools")


# ---- the child: run the passes of this interpreter's gluon_opt -------------------------------


def _options(index: dict[str, Any], flag: str, rel: str) -> dict[str, str]:
    if flag != "convert-triton-to-tritongpu":
        return {}
    case = index["cases"][rel.split("/")[0]]
    return {
        "target": f"cuda:{case['cc']}",
        "num-warps": str(case["num_warps"]),
        "num-ctas": str(case["num_ctas"]),
    }


def _prepared(flag: str, texts: Path | None = None) -> list[Callable[[], object]]:
    """Per input (the pass's corpus inputs, or every text of ``texts``), a callable that
    runs the pass on a freshly parsed module."""
    index = json.loads((CORPUS / "index.json").read_text())
    if texts is None:
        inputs = [(CORPUS / rel, rel) for rel in index["passes"][INPUTS_OF.get(flag, flag)]]
    else:
        inputs = [(path, "") for path in sorted(texts.glob("*.mlir"))]
    runs: list[Callable[[], object]] = []
    for path, rel in inputs:
        ctx = make_context()
        module = parse_module(path.read_text(), ctx, "in.mlir")
        if flag == GREEDY:
            runs.append(lambda m=module: apply_patterns_greedily(m, []))
        else:
            # the pass is created inside the timed call, as the embedding does per hand-off
            options = _options(index, flag, rel) if rel else {}
            runs.append(lambda o=options, c=ctx, m=module: _run_pass(flag, o, c, m))
    return runs


def _digest(module: Any) -> str:
    """The module printed with locations in the generic form, and every value's uses in
    order (by the user's position in the print's op order and the operand index)."""
    text = print_module(module, debuginfo=True, generic=True)
    ops = []
    stack = [module]
    while stack:  # pre-order: the order the generic print lists ops in
        op = stack.pop()
        ops.append(op)
        nested = [o for region in op.regions for block in region.blocks for o in block.ops]
        stack.extend(reversed(nested))
    number = {id(op): i for i, op in enumerate(ops)}
    uses = []
    for op in ops:
        values = [*op.results]
        values += [arg for region in op.regions for block in region.blocks for arg in block.args]
        for value in values:
            use, users = value.first_use, []
            while use is not None:
                users.append((number.get(id(use.operation), -1), use.index))
                use = use._next_use  # pyright: ignore[reportPrivateUsage]
            uses.append(users)
    return hashlib.sha1(f"{text}\n{uses}".encode()).hexdigest()


def identity(passes: list[str], texts: Path | None) -> dict[str, list[str]]:
    """Per pass, a digest (``_digest``, or of the error) of its output on each input."""
    index = json.loads((CORPUS / "index.json").read_text())
    extra = sorted(texts.glob("*.mlir")) if texts is not None else []
    results: dict[str, list[str]] = {}
    for flag in passes:
        rels = index["passes"][INPUTS_OF.get(flag, flag)]
        inputs = [(CORPUS / rel, _options(index, flag, rel)) for rel in rels]
        inputs += [(path, {}) for path in extra]
        digests = []
        for path, options in inputs:
            ctx = make_context()
            try:
                module = parse_module(path.read_text(), ctx, "in.mlir")
                if flag == GREEDY:
                    apply_patterns_greedily(module, [])
                else:
                    create_pass(flag, options).apply(ctx, module)
                digests.append(_digest(module))
            except Exception as error:  # the same error on both sides is the same output
                digests.append(f"error: {type(error).__name__}: {error}")
        results[flag] = digests
    return results


def _run_pass(flag: str, options: dict[str, str], ctx: Any, module: Any) -> None:
    """The pass on ``module``; a hand-off text it rejects times the rejection."""
    try:
        create_pass(flag, options).apply(ctx, module)
    except (DiagnosticError, VerifyException):
        pass


def skip_checks(passes: list[str], texts: Path, repeat: int) -> dict[str, dict[str, Any]]:
    """Per pass with a skip check: its answers on each text (parsed by libtriton) and the CPU
    time of all of them (the fastest of ``repeat`` rounds)."""
    from gluon_opt.passes.registry import skip_check
    from gluon_opt.tools import oracle

    ctx = oracle._context()  # pyright: ignore[reportPrivateUsage]
    modules = []
    for path in sorted(texts.glob("*.mlir")):
        try:
            modules.append(oracle._parse(path.read_text(), ctx, "in.mlir"))  # pyright: ignore[reportPrivateUsage]
        except oracle.OracleError:
            continue
    results: dict[str, dict[str, Any]] = {}
    for flag in passes:
        check = skip_check(flag)
        if check is None:
            continue
        best = float("inf")
        answers: list[bool] = []
        for _ in range(repeat):
            start = time.process_time()
            answers = [check(module, {}) for module in modules]
            best = min(best, time.process_time() - start)
        results[flag] = {"seconds": best, "answers": answers, "inputs": len(modules)}
    return results


def _compare_skip_checks(rev: str | None, passes: list[str], texts: Path, repeat: int) -> int:
    if rev is None:
        raise SystemExit("--skip-checks needs --before REV")
    extra = ("--skip-checks", str(texts), "--repeat", str(repeat))
    with tempfile.TemporaryDirectory() as tmp:
        path = _extract(rev, Path(tmp))
        load = os.getloadavg()
        before = _run_child(path, passes, False, extra)
        after = _run_child(None, passes, False, extra)
        load_after = os.getloadavg()
    print(f"| pass | modules | before ({rev}): ms | after: ms | after/before | same answers |")
    print("| --- | ---: | ---: | ---: | ---: | --- |")
    differ = False
    for flag in after:
        b, a = before[flag], after[flag]
        same = b["answers"] == a["answers"]
        differ = differ or not same
        print(
            f"| {flag} | {a['inputs']} | {b['seconds'] * 1e3:.1f} | {a['seconds'] * 1e3:.1f} | "
            f"{a['seconds'] / b['seconds']:.2f} | {'yes' if same else 'NO'} |"
        )
    print(
        f"\nCPU ms for all modules (best of {repeat}); load average {load[0]:.1f} at the "
        f"start, {load_after[0]:.1f} at the end."
    )
    return 1 if differ else 0


# the driver's phases that --driver-calls counts: (label, owner in greedy, attribute)
_PHASES = (
    ("driver run", "GreedyRewriteDriver", "run"),
    ("patterns", "GreedyRewriteDriver", "_apply_patterns"),
    ("worklist fill", "GreedyRewriteDriver", "_populate"),
    ("other folds", "GreedyRewriteDriver", "_try_fold"),
    ("region simplification", "", "simplify_regions"),
)


def _calls_inside(owner: Any, name: str, runs: list[Callable[[], object]]) -> int:
    """The calls made inside ``owner.name`` (outermost calls only) while ``runs`` run."""
    original = getattr(owner, name)
    profiler = cProfile.Profile()
    depth = [0]

    def counted(*args: Any, **kwargs: Any) -> Any:
        depth[0] += 1
        if depth[0] == 1:
            profiler.enable()
        try:
            return original(*args, **kwargs)
        finally:
            if depth[0] == 1:
                profiler.disable()
            depth[0] -= 1

    setattr(owner, name, counted)
    gc.collect()
    gc.disable()
    try:
        for run in runs:
            run()
    finally:
        gc.enable()
        setattr(owner, name, original)
    profiler.create_stats()
    return pstats.Stats(profiler).total_calls if profiler.stats else 0  # (never entered: 0)


def driver_calls(passes: list[str], texts: Path | None) -> dict[str, dict[str, int]]:
    """Per pass, the calls inside each of the driver's phases (see the module's text)."""
    from gluon_opt.passes import greedy

    results: dict[str, dict[str, int]] = {}
    for flag in passes:
        results[flag] = {
            label: _calls_inside(
                getattr(greedy, owner) if owner else greedy, name, _prepared(flag, texts)
            )
            for label, owner, name in _PHASES
        }
    return results


def _print_driver_calls(rev: str | None, passes: list[str], texts: Path | None) -> int:
    extra = ("--driver-calls", *(("--texts", str(texts)) if texts is not None else ()))
    sides: dict[str, dict[str, dict[str, int]]] = {}
    if rev is not None:
        with tempfile.TemporaryDirectory() as tmp:
            sides[rev] = _run_child(_extract(rev, Path(tmp)), passes, False, extra)
    sides["after"] = _run_child(None, passes, False, extra)
    labels = [label for label, _, _ in _PHASES]
    print(f"| pass | code | {' | '.join(labels)} | the rest |")
    print(f"| --- | --- |{' ---: |' * (len(labels) + 1)}")
    for flag in passes:
        for side, found in sides.items():
            counts = found[flag]
            total = counts["driver run"]
            rest = total - sum(counts[label] for label in labels[1:])
            cells = [f"{counts['driver run']:,}"]
            cells += [f"{counts[label]:,} ({counts[label] / total:.0%})" for label in labels[1:]]
            cells.append(f"{rest:,} ({rest / total:.0%})")
            print(f"| {flag} | {side} | {' | '.join(cells)} |")
    return 0


def child(
    passes: list[str], profile: bool, texts: Path | None = None, paused: bool = False
) -> dict[str, dict[str, float]]:
    results = {}
    for flag in passes:
        runs = _prepared(flag, texts)
        gc.collect()
        if profile:
            gc.disable()  # a collection's finalizers would count as calls
            profiler = cProfile.Profile()
            for run in runs:
                profiler.runcall(run)
            gc.enable()
            results[flag] = {"calls": pstats.Stats(profiler).total_calls, "inputs": len(runs)}
            continue
        if paused:
            gc.disable()
        start = time.process_time()
        for run in runs:
            run()
        seconds = time.process_time() - start
        gc.enable()
        results[flag] = {"seconds": seconds, "inputs": len(runs)}
    return results


# ---- the parent: the two variants side by side ---------------------------------------------


def _package_of(tree: Path, into: Path) -> Path:
    """A folder to put first on sys.path whose ``gluon_opt`` is ``tree``'s code."""
    package = into / "gluon_opt"
    package.mkdir(parents=True)
    for item in (tree / "api").iterdir():
        (package / item.name).symlink_to(item)
    for name in PACKAGE_DIRS:
        (package / name).symlink_to(tree / name)
    return into


def _extract(rev: str, into: Path) -> Path:
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", rev, *PACKAGE_DIRS, "api"],
        check=True,
        capture_output=True,
    ).stdout
    tree = into / "tree"
    tree.mkdir()
    archive_path = into / "tree.tar"
    archive_path.write_bytes(archive)
    with tarfile.open(archive_path) as tar:
        tar.extractall(tree, filter="data")
    return _package_of(tree, into / "path")


def _run_child(
    path: Path | None, passes: list[str], profile: bool, extra: tuple[str, ...] = ()
) -> dict[str, Any]:
    # string hashes order some sets and dicts, and so a few calls: one seed for every child
    env = dict(os.environ, PYTHONHASHSEED="0")
    if path is not None:
        env["PYTHONPATH"] = os.pathsep.join([str(path), env.get("PYTHONPATH", "")])
    command = [sys.executable, __file__, "--child", "--passes", ",".join(passes), *extra]
    if profile:
        command.append("--profile")
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"child failed:\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def _which_code(path: Path | None) -> str:
    return "installed" if path is None else str(path)


def table(rev: str, results: dict[str, dict[str, dict[str, float]]], passes: list[str]) -> str:
    lines = [
        f"| pass | inputs | before ({rev}): ms | after: ms | after/before | "
        "before: calls | after: calls | calls after/before |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    totals = {"bt": 0.0, "at": 0.0, "bc": 0, "ac": 0}
    for flag in passes:
        before, after = results["before"][flag], results["after"][flag]
        bt, at = before["seconds"] * 1e3, after["seconds"] * 1e3
        bc, ac = before["calls"], after["calls"]
        totals["bt"] += bt
        totals["at"] += at
        totals["bc"] += bc
        totals["ac"] += ac
        lines.append(
            f"| {flag} | {after['inputs']} | {bt:,.0f} | {at:,.0f} | {at / bt:.2f} | "
            f"{bc:,} | {ac:,} | {ac / bc:.2f} |"
        )
    t = totals
    lines.append(
        f"| **all** | | {t['bt']:,.0f} | {t['at']:,.0f} | {t['at'] / t['bt']:.2f} | "
        f"{t['bc']:,} | {t['ac']:,} | {t['ac'] / t['bc']:.2f} |"
    )
    return "\n".join(lines)


def _compare_outputs(rev: str | None, passes: list[str], texts: Path | None) -> int:
    if rev is None:
        raise SystemExit("--identity needs --before REV")
    extra = ("--identity", *(("--texts", str(texts)) if texts is not None else ()))
    with tempfile.TemporaryDirectory() as tmp:
        before = _run_child(_extract(rev, Path(tmp)), passes, False, extra)
    after = _run_child(None, passes, False, extra)
    differ = 0
    for flag in passes:
        pairs = list(zip(before[flag], after[flag], strict=True))
        bad = [i for i, (b, a) in enumerate(pairs) if b != a]
        errors = sum(a.startswith("error") for _, a in pairs)
        print(f"{flag}: {len(pairs)} runs, {len(bad)} differ, {errors} errors (both sides)")
        if bad:
            print(f"  differing inputs (index): {bad[:20]}")
        differ += len(bad)
    return 1 if differ else 0


def main(argv: list[str] | None = None) -> int:
    args = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    args.add_argument("--before", default=None, help="the commit to compare with")
    args.add_argument("--passes", default=",".join(PASSES), help="comma-separated flags")
    args.add_argument("--repeat", type=int, default=3, help="timed rounds of each variant")
    args.add_argument("--out", type=Path, default=None, help="also write the table here")
    args.add_argument("--identity", action="store_true", help="compare outputs, not times")
    args.add_argument("--skip-checks", type=Path, default=None, help="time the skip checks")
    args.add_argument("--driver-calls", action="store_true", help="the greedy driver's phases")
    args.add_argument(
        "--collector-paused", action="store_true", help="time with the cycle collector off"
    )
    args.add_argument(
        "--texts", type=Path, default=None, help="inputs instead of the corpus (see above)"
    )
    args.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args.add_argument("--profile", action="store_true", help=argparse.SUPPRESS)
    opts = args.parse_args(argv)
    passes = [p for p in opts.passes.split(",") if p]
    if opts.child:
        if opts.skip_checks is not None:
            print(json.dumps(skip_checks(passes, opts.skip_checks, opts.repeat)))
        elif opts.driver_calls:
            print(json.dumps(driver_calls(passes, opts.texts)))
        elif opts.identity:
            print(json.dumps(identity(passes, opts.texts)))
        else:
            print(json.dumps(child(passes, opts.profile, opts.texts, opts.collector_paused)))
        return 0
    if opts.identity:
        return _compare_outputs(opts.before, passes, opts.texts)
    if opts.skip_checks is not None:
        return _compare_skip_checks(opts.before, passes, opts.skip_checks, opts.repeat)
    if opts.driver_calls:
        return _print_driver_calls(opts.before, passes, opts.texts)
    with tempfile.TemporaryDirectory() as tmp:
        variants = {"after": None}
        if opts.before:
            variants = {"before": _extract(opts.before, Path(tmp)), "after": None}
        texts = ("--texts", str(opts.texts)) if opts.texts is not None else ()
        if opts.collector_paused:
            texts += ("--collector-paused",)
        load = os.getloadavg()
        best: dict[str, dict[str, dict[str, float]]] = {name: {} for name in variants}
        for _ in range(opts.repeat):
            for name, path in variants.items():
                for flag, row in _run_child(path, passes, False, texts).items():
                    kept = best[name].get(flag)
                    if kept is None or row["seconds"] < kept["seconds"]:
                        best[name][flag] = row
        for name, path in variants.items():
            for flag, row in _run_child(path, passes, True, texts).items():
                best[name][flag]["calls"] = row["calls"]
        load_after = os.getloadavg()
    if "before" not in best:
        for flag in passes:
            row = best["after"][flag]
            print(f"{flag}: {row['seconds'] * 1e3:,.0f} ms, {row['calls']:,} calls")
        return 0
    text = (
        f"{table(opts.before, best, passes)}\n\n"
        f"CPU ms per pass over all its inputs (best of {opts.repeat} alternating rounds"
        f"{', cycle collector paused' if opts.collector_paused else ''}); "
        f"load average {load[0]:.1f} at the start, {load_after[0]:.1f} at the end; "
        f"{platform.processor() or platform.machine()}, {os.cpu_count()} cores.\n"
    )
    print(text)
    if opts.out:
        opts.out.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
