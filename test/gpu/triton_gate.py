"""GPU regression gate: Triton 3.6.0's own GPU tests, stock and with gluon_opt.install().

Runs a chosen set of Triton's GPU unit tests from a folder of Triton's test sources (a copy of
``python/test`` at the reference commit; never committed), once stock and once with
``gluon_opt.install()`` active (the pytest plugin ``test/gpu/gate_plugin.py``), with
pytest-xdist, writing JUnit XML per run, then prints the transitions per test family
(pass->fail, fail->pass, both pass, both fail, skipped) and writes them as JSON.

    # on the GPU machine, one slice of the tests per command (each fits 10 minutes):
    python3 test/gpu/triton_gate.py run --tests .tt/test --out $OUT --shard 1/8 -n 16
    # anywhere: the transitions from the JUnit files of every slice, fetched into one folder
    python3 test/gpu/triton_gate.py report results/

``run`` takes ``--mode stock|gluon|both`` (default both, stock first), ``-k EXPR``, test files
or folders relative to ``--tests`` (default: DEFAULT_SELECTION), ``--budget`` seconds per
pytest run (interrupted then, as Ctrl-C would: the JUnit file keeps what finished). Files in
``--out``: ``junit-<mode>-<tag>.xml``, ``log-<tag>.txt``, ``stats-<tag>.json``,
``summary-<tag>.json`` and, if any Python pass failed, ``repro-<tag>.tar.gz`` (gluon-opt's
reproducers). The tag names the slice (``s1of8``), so the files of every slice can be
gathered into one folder for ``report``.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tarfile
import tempfile
import time
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent

# Triton 3.6.0's GPU tests the gate runs by default (paths inside python/test)
DEFAULT_SELECTION = [
    "unit/language/test_tensor_descriptor.py",
    "unit/language/test_matmul.py",
    "unit/cuda",
    "gluon/test_core.py",
]

PASSED, FAILED, SKIPPED = "passed", "failed", "skipped"
CATEGORIES = ["pass->fail", "fail->pass", "both pass", "both fail", "skipped", "missing"]


# ---------------------------------------------------------------------------------------------
# Reading JUnit XML


def read_junit(path: Path) -> dict[str, dict[str, str]]:
    """test id -> {"outcome": passed|failed|skipped, "message": first line of a failure}.

    The id is ``<classname>::<name>`` as pytest's JUnit writer splits a node id; errors (in
    set-up or tear-down) count as failures; a test reported twice (a tear-down error after a
    pass) keeps the worse outcome."""
    results: dict[str, dict[str, str]] = {}
    rank = {PASSED: 0, SKIPPED: 1, FAILED: 2}
    for case in ET.parse(path).getroot().iter("testcase"):
        test_id = f"{case.get('classname', '')}::{case.get('name', '')}"
        outcome, message = PASSED, ""
        for child in case:
            if child.tag in ("failure", "error"):
                outcome = FAILED
                message = (child.get("message") or child.text or "").strip().splitlines()[:1]
                message = message[0][:300] if message else ""
                break
            if child.tag == "skipped":
                outcome = SKIPPED
        old = results.get(test_id)
        if old is None or rank[outcome] > rank[old["outcome"]]:
            results[test_id] = {"outcome": outcome, "message": message}
    return results


def family_of(test_id: str) -> str:
    """``unit.language.test_matmul::test_simple_matmul[...]`` -> ``...::test_simple_matmul``."""
    return test_id.split("[", 1)[0]


def transition(stock: str | None, gluon: str | None) -> str:
    """Which way one test went. A test that passes stock and does anything else with
    gluon-opt (fails, errors, is skipped) is a regression."""
    if stock is None or gluon is None:
        return "missing"
    if stock == PASSED:
        return "both pass" if gluon == PASSED else "pass->fail"
    if stock == FAILED and gluon in (PASSED, FAILED):
        return "fail->pass" if gluon == PASSED else "both fail"
    return "skipped"


def compare(
    stock: dict[str, dict[str, str]], gluon: dict[str, dict[str, str]]
) -> dict[str, Any]:
    """Per family and in total: how many tests went which way; the tests that regressed."""
    families: dict[str, Counter] = defaultdict(Counter)
    regressions, fixes, missing = [], [], []
    for test_id in sorted(set(stock) | set(gluon)):
        s = stock.get(test_id, {}).get("outcome")
        g = gluon.get(test_id, {}).get("outcome")
        kind = transition(s, g)
        families[family_of(test_id)][kind] += 1
        if kind == "pass->fail":
            regressions.append({"test": test_id, "gluon": g, "message": gluon[test_id]["message"]})
        elif kind == "fail->pass":
            fixes.append({"test": test_id, "stock_message": stock[test_id]["message"]})
        elif kind == "missing":
            missing.append({"test": test_id, "stock": s, "gluon": g})
    totals = Counter()
    for counts in families.values():
        totals.update(counts)
    return {
        "totals": {k: totals.get(k, 0) for k in CATEGORIES},
        "families": {
            name: {k: counts.get(k, 0) for k in CATEGORIES}
            for name, counts in sorted(families.items())
        },
        "pass_to_fail": regressions,
        "fail_to_pass": fixes,
        "missing": missing,
    }


def table(summary: dict[str, Any]) -> str:
    """The transitions as a Markdown table: one row per family, then the totals."""
    head = "| family | " + " | ".join(CATEGORIES) + " |"
    lines = [head, "| --- |" + " ---: |" * len(CATEGORIES)]
    rows = list(summary["families"].items()) + [("**total**", summary["totals"])]
    for name, counts in rows:
        lines.append(f"| {name} | " + " | ".join(str(counts[k]) for k in CATEGORIES) + " |")
    return "\n".join(lines) + "\n"


def report(folder: Path) -> dict[str, Any]:
    """Every ``junit-stock-<tag>.xml`` in ``folder`` with its ``junit-gluon-<tag>.xml``."""
    stock: dict[str, dict[str, str]] = {}
    gluon: dict[str, dict[str, str]] = {}
    tags = []
    for path in sorted(folder.rglob("junit-stock-*.xml")):
        tag = path.name[len("junit-stock-") : -len(".xml")]
        other = path.with_name(f"junit-gluon-{tag}.xml")
        if not other.exists():
            print(f"note: {path.name} has no gluon-opt run beside it; left out", file=sys.stderr)
            continue
        tags.append(tag)
        stock.update(read_junit(path))
        gluon.update(read_junit(other))
    summary = compare(stock, gluon)
    summary["runs"] = tags
    return summary


def print_summary(summary: dict[str, Any]) -> None:
    print(table(summary))
    for key, title in (("pass_to_fail", "PASS -> FAIL"), ("fail_to_pass", "fail -> pass")):
        entries = summary[key]
        print(f"{title}: {len(entries)}")
        for entry in entries[:50]:
            print(f"  {entry['test']}: {entry.get('message') or entry.get('stock_message', '')}")
    print(json.dumps({"totals": summary["totals"]}))


# ---------------------------------------------------------------------------------------------
# Running Triton's tests


def pytest_command(args: argparse.Namespace, mode: str, junit: Path, stats: Path) -> list[str]:
    tests = Path(args.tests).resolve()
    # an empty ini file of our own: the repository's pyproject (testpaths, addopts) must not
    # apply to Triton's tests
    ini = Path(args.out).resolve() / "gate-pytest.ini"
    ini.write_text("[pytest]\n")
    cmd = [
        sys.executable, "-m", "pytest", "-c", str(ini), "--rootdir", str(tests),
        "-p", "gate_plugin", "-p", "no:cacheprovider", "-rN", "-q", "--tb=line",
        f"--junitxml={junit}", f"--gate-stats={stats}",
    ]  # fmt: skip
    if args.workers:
        cmd += ["-n", str(args.workers)]
    if args.shard:
        cmd += [f"--gate-shard={args.shard}"]
    if args.k:
        cmd += ["-k", args.k]
    if args.per_test_timeout:
        cmd += [f"--timeout={args.per_test_timeout}"]
    if mode == "gluon":
        cmd += ["--gluon-opt"]
    cmd += [str(tests / p) for p in (args.paths or DEFAULT_SELECTION)]
    return cmd


def run_pytest(cmd: list[str], env: dict[str, str], cwd: Path, budget: float, log) -> int:
    """Run pytest; at ``budget`` seconds interrupt it as Ctrl-C does, so that it still writes
    the JUnit file of the tests that finished."""
    proc = subprocess.Popen(
        cmd, cwd=cwd, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
    )
    try:
        return proc.wait(timeout=budget)
    except subprocess.TimeoutExpired:
        log.write(f"\n[gate] budget of {budget:.0f} s reached: interrupting pytest\n".encode())
        log.flush()
        os.killpg(proc.pid, signal.SIGINT)
        try:
            return proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            return proc.wait()


LOG_LIMIT = 8 << 20  # the device returns files of at most 16 MiB


def _keep_tail(path: Path, limit: int) -> None:
    """Cut a log to its last ``limit`` bytes."""
    if path.stat().st_size > limit:
        with open(path, "rb") as f:
            f.seek(-limit, os.SEEK_END)
            tail = f.read()
        path.write_bytes(b"[gate] log cut to its last part\n" + tail)


def run(args: argparse.Namespace) -> int:
    out = Path(args.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    tag = args.tag or (f"s{args.shard.replace('/', 'of')}" if args.shard else "all")
    modes = ["stock", "gluon"] if args.mode == "both" else [args.mode]
    work = Path(tempfile.mkdtemp(prefix="gluon-gate-"))
    stats_dir = work / "stats"
    repro = work / "repro"
    log_path = out / f"log-{tag}.txt"
    codes: dict[str, Any] = {}
    with open(log_path, "ab") as log:
        for mode in modes:
            env = dict(os.environ)
            env["PYTHONPATH"] = os.pathsep.join(
                p for p in (str(HERE), env.get("PYTHONPATH", "")) if p
            )
            # a fresh cache per run: nothing compiled earlier can be served
            env["TRITON_CACHE_DIR"] = str(work / f"cache-{mode}")
            env["GLUON_OPT_REPRO_DIR"] = str(repro)
            env.setdefault("PYTHONUNBUFFERED", "1")
            junit = out / f"junit-{mode}-{tag}.xml"
            cmd = pytest_command(args, mode, junit, stats_dir / mode)
            log.write(f"\n[gate] {mode}: {' '.join(cmd)}\n".encode())
            log.flush()
            start = time.perf_counter()
            code = run_pytest(cmd, env, Path(args.tests).resolve(), args.budget, log)
            seconds = time.perf_counter() - start
            codes[mode] = {"exit": code, "seconds": round(seconds, 1), "junit": junit.exists()}
            print(f"[gate] {mode}: pytest exit {code} in {seconds:.0f} s", flush=True)
    stats = {
        mode: [json.loads(p.read_text()) for p in sorted((stats_dir / mode).glob("*.json"))]
        for mode in modes
        if (stats_dir / mode).exists()
    }
    (out / f"stats-{tag}.json").write_text(json.dumps({"runs": codes, "stats": stats}, indent=1))
    if repro.exists() and any(repro.iterdir()):
        with tarfile.open(out / f"repro-{tag}.tar.gz", "w:gz") as tar:
            tar.add(repro, arcname=f"repro-{tag}")
    ini = out / "gate-pytest.ini"
    ini.unlink(missing_ok=True)
    _keep_tail(log_path, LOG_LIMIT)
    if args.mode != "both":
        return 0 if codes[args.mode]["junit"] else 1
    if not all(c["junit"] for c in codes.values()):
        print("[gate] a run wrote no JUnit file; see the log", flush=True)
        return 1
    summary = compare(
        read_junit(out / f"junit-stock-{tag}.xml"), read_junit(out / f"junit-gluon-{tag}.xml")
    )
    summary["runs"] = codes
    (out / f"summary-{tag}.json").write_text(json.dumps(summary, indent=1) + "\n")
    print_summary(summary)
    return 1 if summary["pass_to_fail"] else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    r = sub.add_parser("run", help="run Triton's tests stock and/or with gluon-opt")
    r.add_argument("--tests", required=True, help="a copy of Triton's python/test folder")
    r.add_argument("--out", required=True)
    r.add_argument("--mode", choices=["stock", "gluon", "both"], default="both")
    r.add_argument("-n", dest="workers", type=int, default=0, help="pytest-xdist workers")
    r.add_argument("-k", default=None, help="pytest -k expression")
    r.add_argument("--shard", default=None, help="I/N: the I-th of N slices of the tests")
    r.add_argument("--tag", default=None, help="names this run's files (default: the shard)")
    r.add_argument("--budget", type=float, default=270.0, help="seconds per pytest run")
    r.add_argument("--per-test-timeout", type=int, default=0, help="pytest-timeout, seconds")
    r.add_argument("paths", nargs="*", help="test files/folders inside --tests")
    p = sub.add_parser("report", help="transitions from the JUnit files in a folder")
    p.add_argument("folder")
    p.add_argument("--json", default=None, help="also write the summary here")
    args = parser.parse_args(argv)
    if args.command == "run":
        return run(args)
    summary = report(Path(args.folder))
    if args.json:
        Path(args.json).write_text(json.dumps(summary, indent=1) + "\n")
    print_summary(summary)
    return 1 if summary["pass_to_fail"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
