"""Seeded fuzzing of gluon-opt with mutants of real IR.

Each mutant is a seed input (a chunk of a corpus, lit or example file, or a generated deep or
large module) with one to three mutations: tokens and lines deleted, duplicated or swapped,
truncation, garbage and non-UTF-8 bytes, stray strings, huge numbers, numbers changed to small
ones, deep nesting. It runs through the CLI (in a worker process, in-process there) without a
pass or with one of the registered passes, and must end either with exit status 0 or with
status 1 and located errors (``file:line:col: error: ...``) that name no Python exception; a
traceback, a crash, more than the CPU-time limit or any other ending is a defect.

    python test/fuzz.py --count 10000 --seed 1            # the long run (benchmarks/fuzz.md)
    python test/fuzz.py --count 50 --seed 1 --save out/   # keep each defect's input
    python test/fuzz.py --seed 1 --only 1234              # re-run one mutant
    python test/fuzz.py --seed 1 --compare 300            # first error lines vs libtriton

The same mutant index with the same seed always gives the same input and pass.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import random
import re
import select
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FILENAME = "fuzz.mlir"

# ----------------------------------------------------------------------------------------
# Seeds
# ----------------------------------------------------------------------------------------

_SPLIT = re.compile(rb"^// -----.*\n", re.M)


def _deep_ifs(depth: int) -> bytes:
    body = "scf.if %c {\n" * depth + "}\n" * depth
    return f"module {{\n  tt.func @f(%c: i1) {{\n{body}    tt.return\n  }}\n}}\n".encode()


def _deep_array(depth: int) -> bytes:
    return b"module attributes {ttg.x = " + b"[" * depth + b"1" + b"]" * depth + b"} {\n}\n"


def _deep_dict(depth: int) -> bytes:
    return b"module attributes {ttg.x = " + b"{a = " * depth + b"1" + b"}" * depth + b"} {\n}\n"


def _deep_ptr(depth: int) -> bytes:
    ptr = "!tt.ptr<" * depth + "f32" + ">" * depth
    return f"module {{\n  tt.func @f(%p: {ptr}) {{\n    tt.return\n  }}\n}}\n".encode()


def _many_ops(count: int) -> bytes:
    lines = ["module {", "  tt.func @f(%a: i32) -> i32 {", "    %v0 = arith.addi %a, %a : i32"]
    lines += [f"    %v{i} = arith.addi %v{i - 1}, %a : i32" for i in range(1, count)]
    lines += [f"    tt.return %v{count - 1} : i32", "  }", "}", ""]
    return "\n".join(lines).encode()


GENERATORS = {
    "deep-if": _deep_ifs,
    "deep-array": _deep_array,
    "deep-dict": _deep_dict,
    "deep-ptr": _deep_ptr,
}


def seed_inputs(max_bytes: int) -> list[tuple[str, bytes]]:
    """(name, text) of every chunk of the corpus, lit and example files up to ``max_bytes``."""
    files = sorted((ROOT / "test" / "corpus").rglob("*.mlir"))
    files += sorted((ROOT / "test" / "lit").rglob("*.mlir"))
    files += sorted((ROOT / "examples").glob("*.mlir"))
    seeds = []
    for path in files:
        for index, chunk in enumerate(_SPLIT.split(path.read_bytes())):
            if chunk.strip() and len(chunk) <= max_bytes:
                seeds.append((f"{path.relative_to(ROOT)}#{index}", chunk))
    return seeds


# ----------------------------------------------------------------------------------------
# Mutations
# ----------------------------------------------------------------------------------------

_TOKEN = re.compile(rb'"(?:[^"\\\n]|\\.)*"|[%#^!@]?[\w.$-]+|\S')
_NUMBER = re.compile(rb"(?<![\w.$#%^!@-])-?(?:0x[0-9a-fA-F]+|\d+(?:\.\d+)?(?:e[+-]?\d+)?)\b")
HUGE = [
    b"2147483648",
    b"4294967296",
    b"9223372036854775808",
    b"18446744073709551616",
    b"-9223372036854775809",
    b"340282366920938463463374607431768211457",
    b"1" + b"0" * 5000,
    b"0x" + b"f" * 40,
    b"1.0e400",
    b"-0.0",
    b"0",
    b"-1",
]
GARBAGE = [b"\xff", b"\xfe\xff", b"\xc3", b"\xe9", b"\x80\x80", b"\x00", b"\xf0\x9f\x98"]
STRAY = [b'"', b'"x"', b"'", b"\\", b"#", b"%", b"^", b"!", b"@", b"...", b"{-#", b"#-}", b"->"]


def _tokens(text: bytes) -> list[re.Match[bytes]]:
    return list(_TOKEN.finditer(text))


def _mutate(rng: random.Random, text: bytes) -> tuple[str, bytes]:
    kind = rng.choice(MUTATIONS)
    return kind, MUTATORS[kind](rng, text)


def _token_op(rng: random.Random, text: bytes, op: str) -> bytes:
    tokens = _tokens(text)
    if not tokens:
        return text
    a = rng.choice(tokens)
    if op == "delete":
        return text[: a.start()] + text[a.end() :]
    if op == "duplicate":
        return text[: a.end()] + b" " + a.group() + text[a.end() :]
    if op == "replace":
        b = rng.choice(tokens)
        return text[: a.start()] + b.group() + text[a.end() :]
    b = rng.choice(tokens)
    first, second = sorted((a, b), key=lambda m: m.start())
    if first.start() == second.start():
        return text
    return (
        text[: first.start()]
        + second.group()
        + text[first.end() : second.start()]
        + first.group()
        + text[second.end() :]
    )


def _line_op(rng: random.Random, text: bytes, op: str) -> bytes:
    lines = text.splitlines(keepends=True)
    if not lines:
        return text
    i = rng.randrange(len(lines))
    if op == "delete":
        del lines[i]
    elif op == "duplicate":
        lines.insert(i, lines[i])
    else:
        j = rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    return b"".join(lines)


def _insert(rng: random.Random, text: bytes, what: bytes) -> bytes:
    pos = rng.randrange(len(text) + 1)
    return text[:pos] + what + text[pos:]


def _huge_number(rng: random.Random, text: bytes) -> bytes:
    numbers = list(_NUMBER.finditer(text))
    if not numbers:
        return _insert(rng, text, rng.choice(HUGE))
    m = rng.choice(numbers)
    return text[: m.start()] + rng.choice(HUGE) + text[m.end() :]


def _tweak_number(rng: random.Random, text: bytes) -> bytes:
    """A number replaced by a small one: the text still parses, the verifiers and passes
    see a shape, a layout parameter or an index they may not expect."""
    numbers = list(_NUMBER.finditer(text))
    if not numbers:
        return text
    m = rng.choice(numbers)
    small = rng.choice([b"0", b"1", b"2", b"3", b"4", b"8", b"16", b"32", b"64", b"128", b"-1"])
    return text[: m.start()] + small + text[m.end() :]


def _deep_nesting(rng: random.Random, text: bytes) -> bytes:
    depth = rng.choice([10, 100, 1000, 2000])
    opener, closer = rng.choice([(b"[", b"]"), (b"(", b")"), (b"{", b"}"), (b"<", b">")])
    if rng.random() < 0.5:
        return _insert(rng, text, opener * depth + closer * depth)
    return _insert(rng, text, opener * depth)


MUTATORS = {
    "delete-token": lambda r, t: _token_op(r, t, "delete"),
    "duplicate-token": lambda r, t: _token_op(r, t, "duplicate"),
    "swap-tokens": lambda r, t: _token_op(r, t, "swap"),
    "replace-token": lambda r, t: _token_op(r, t, "replace"),
    "delete-line": lambda r, t: _line_op(r, t, "delete"),
    "duplicate-line": lambda r, t: _line_op(r, t, "duplicate"),
    "swap-lines": lambda r, t: _line_op(r, t, "swap"),
    "truncate": lambda r, t: t[: r.randrange(len(t) + 1)],
    "garbage-bytes": lambda r, t: _insert(r, t, bytes(r.randrange(256) for _ in range(4))),
    "non-utf8": lambda r, t: _insert(r, t, r.choice(GARBAGE)),
    "stray": lambda r, t: _insert(r, t, r.choice(STRAY)),
    "huge-number": _huge_number,
    "tweak-number": _tweak_number,
    "deep-nesting": _deep_nesting,
}
MUTATIONS = sorted(MUTATORS)


@dataclass
class Mutant:
    index: int
    seed_name: str
    mutations: list[str]
    args: list[str]
    text: bytes = field(repr=False)


def pass_choices() -> list[list[str]]:
    """No pass, then each registered pass with its default options."""
    from gluon_opt.passes.registry import PASSES

    return [[]] + [[f"--{name}"] for name in sorted(PASSES)]


def make_mutant(
    seed: int, index: int, seeds: list[tuple[str, bytes]], passes: list[list[str]]
) -> Mutant:
    rng = random.Random(f"{seed}:{index}")
    roll = rng.random()
    if roll < 0.04:
        name = rng.choice(sorted(GENERATORS))
        depth = rng.choice([100, 1000, 2000])
        seed_name, text = f"{name}-{depth}", GENERATORS[name](depth)
    elif roll < 0.05:
        count = rng.choice([1000, 10000, 20000])
        seed_name, text = f"many-ops-{count}", _many_ops(count)
    else:
        seed_name, text = rng.choice(seeds)
    mutations = []
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        kind, text = _mutate(rng, text)
        mutations.append(kind)
    return Mutant(index, seed_name, mutations, passes[index % len(passes)], text)


# ----------------------------------------------------------------------------------------
# Verdicts
# ----------------------------------------------------------------------------------------

# A diagnostic; the file is the input's, or one named by a `loc(...)` in it.
_LOCATED = re.compile(r"^[^\s:][^:]*:(\d+):(\d+): (error|warning|note|remark): (.+)$")
# A Python exception's name, or a message of the CLI's last-resort handlers.
_PYTHON = re.compile(
    r"Traceback|\b[A-Z][A-Za-z]*(?:Error|Exception)\b|internal error|failed to process the"
    r" input|pass '[\w-]+' failed"
)


def verdict(rc: int | None, stderr: str, crashed: str | None) -> str:
    """exit0, error (located errors, status 1), or the kind of defect."""
    if crashed:
        return crashed
    if rc == 0:
        return "python-name" if _PYTHON.search(stderr) else "exit0"
    if rc != 1:
        return "bad-status"
    lines = stderr.splitlines()
    if not lines or not _LOCATED.match(lines[0]) or _LOCATED.match(lines[0])[3] != "error":
        return "not-located"
    for line in lines:
        match = _LOCATED.match(line)
        if match and _PYTHON.search(match[4]):
            return "python-name"
    return "error"


# ----------------------------------------------------------------------------------------
# Worker: runs the CLI in-process on each request
# ----------------------------------------------------------------------------------------


def _worker() -> int:
    import resource

    from gluon_opt.tools.gluon_opt import parse_args, run, with_deep_stack

    # A runaway allocation fails (and is reported) instead of swapping the machine.
    limit = 4 << 30
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    def loop() -> int:
        for line in sys.stdin:
            request = json.loads(line)
            out, err = io.StringIO(), io.StringIO()
            start = time.process_time()
            crashed = None
            rc = None
            try:
                rc = run(parse_args([*request["args"], request["path"]]), None, out, err)
            except BaseException:  # the defect this looks for: report, keep going
                crashed = "traceback"
                err.write(traceback.format_exc())
            reply = {
                "rc": rc,
                "stderr": err.getvalue()[:4000],
                "crashed": crashed,
                "seconds": time.process_time() - start,
            }
            sys.stdout.write(json.dumps(reply) + "\n")
            sys.stdout.flush()
        return 0

    return with_deep_stack(loop)


class Worker:
    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), "--worker"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            cwd=ROOT,
        )

    def run(self, path: str, args: list[str], timeout: float) -> dict:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(json.dumps({"path": path, "args": args}) + "\n")
        self.proc.stdin.flush()
        # The limit is on CPU time (the machine may be shared); the wall clock only stops a
        # worker that never answers.
        ready, _, _ = select.select([self.proc.stdout], [], [], max(60.0, 6 * timeout))
        if not ready:
            self.stop()
            return {"rc": None, "stderr": "", "crashed": "hang", "seconds": timeout}
        line = self.proc.stdout.readline()
        if not line:
            status = self.proc.wait()
            self.proc = Worker().proc
            return {"rc": status, "stderr": "", "crashed": "crash", "seconds": 0.0}
        reply = json.loads(line)
        if reply["seconds"] > timeout:
            reply["crashed"] = "hang"
        return reply

    def stop(self) -> None:
        self.proc.kill()
        self.proc.wait()
        self.proc = Worker().proc

    def close(self) -> None:
        self.proc.kill()
        self.proc.wait()


# ----------------------------------------------------------------------------------------
# Driver
# ----------------------------------------------------------------------------------------


@dataclass
class Report:
    counts: Counter = field(default_factory=Counter)
    defects: list[dict] = field(default_factory=list)
    slowest: tuple[float, str] = (0.0, "")
    seconds: float = 0.0

    def summary(self) -> str:
        total = sum(self.counts.values())
        defects = total - self.counts["exit0"] - self.counts["error"]
        kinds = ", ".join(f"{k} {v}" for k, v in sorted(self.counts.items()))
        return (
            f"{total} mutants in {self.seconds:.0f} s: exit 0: {self.counts['exit0']}, "
            f"located error: {self.counts['error']}, defects: {defects} ({kinds}); "
            f"slowest {self.slowest[0]:.2f} s ({self.slowest[1]})"
        )


def fuzz(
    seed: int,
    count: int,
    *,
    timeout: float = 10.0,
    max_bytes: int = 20000,
    only: int | None = None,
    save: Path | None = None,
    progress: bool = False,
) -> Report:
    seeds = seed_inputs(max_bytes)
    passes = pass_choices()
    report = Report()
    start = time.perf_counter()
    worker = Worker()
    indices = [only] if only is not None else range(count)
    try:
        with tempfile.TemporaryDirectory(prefix="gluon-fuzz-") as tmp:
            path = os.path.join(tmp, FILENAME)
            for index in indices:
                mutant = make_mutant(seed, index, seeds, passes)
                with open(path, "wb") as f:
                    f.write(mutant.text)
                reply = _run_in(worker, tmp, mutant.args, timeout)
                kind = verdict(reply["rc"], reply["stderr"], reply["crashed"])
                report.counts[kind] += 1
                what = f"#{index} {mutant.seed_name} {'+'.join(mutant.mutations)} {mutant.args}"
                if reply["seconds"] > report.slowest[0]:
                    report.slowest = (reply["seconds"], what)
                if kind not in ("exit0", "error"):
                    defect = {"kind": kind, "mutant": what, "stderr": reply["stderr"][-1500:]}
                    report.defects.append(defect)
                    if save is not None:
                        save.mkdir(parents=True, exist_ok=True)
                        (save / f"{index}.mlir").write_bytes(mutant.text)
                        (save / f"{index}.json").write_text(json.dumps(defect, indent=1))
                if progress and (index + 1) % 500 == 0:
                    report.seconds = time.perf_counter() - start
                    print(report.summary(), flush=True)
    finally:
        worker.close()
    report.seconds = time.perf_counter() - start
    return report


def _run_in(worker: Worker, directory: str, args: list[str], timeout: float) -> dict:
    # The worker runs in the repository root; the input is named by its absolute path, and
    # the diagnostics are checked against the bare file name.
    reply = worker.run(os.path.join(directory, FILENAME), args, timeout)
    reply["stderr"] = reply["stderr"].replace(os.path.join(directory, FILENAME), FILENAME)
    return reply


# ----------------------------------------------------------------------------------------
# Comparison with libtriton (parse and verify only)
# ----------------------------------------------------------------------------------------

_LIBTRITON_ERROR = re.compile(rf'^loc\("{re.escape(FILENAME)}":(\d+):(\d+)\): error: (.*)$', re.M)


def compare_with_libtriton(
    seed: int, count: int, max_bytes: int = 20000
) -> tuple[Counter, list[str]]:
    """For the first ``count`` mutants that run without a pass: does libtriton (parsing and
    verifying in a child process) accept what we accept, and is our first error line
    (``line:col: error: message``) its first error line?"""
    from gluon_opt.tools.oracle import OracleCrash, OracleError, run_cpp_pipeline

    seeds = seed_inputs(max_bytes)
    passes = pass_choices()
    outcome: Counter = Counter()
    differences: list[str] = []
    worker = Worker()
    try:
        with tempfile.TemporaryDirectory(prefix="gluon-fuzz-") as tmp:
            index = 0
            while sum(outcome.values()) < count:
                mutant = make_mutant(seed, index, seeds, passes)
                index += 1
                if mutant.args or len(mutant.text) > 200_000:
                    continue
                with open(os.path.join(tmp, FILENAME), "wb") as f:
                    f.write(mutant.text)
                reply = _run_in(worker, tmp, [], 10.0)
                ours = [
                    f"{m[1]}:{m[2]}: error: {m[4]}"
                    for m in map(_LOCATED.match, reply["stderr"].splitlines())
                    if m and m[3] == "error"
                ][:1]
                text = mutant.text.decode("utf-8", "surrogateescape")
                try:
                    run_cpp_pipeline(text, [], filename=FILENAME, isolated=True)
                    theirs: list[str] | None = []
                except OracleCrash:
                    theirs = None
                except OracleError as err:
                    found = _LIBTRITON_ERROR.search(err.diagnostics)
                    theirs = [f"{found[1]}:{found[2]}: error: {found[3]}"] if found else None
                if theirs is not None and ours != theirs:
                    differences.append(f"#{index - 1}: ours {ours} libtriton {theirs}")
                if theirs is None:
                    outcome["libtriton crashed or gave no location"] += 1
                elif not ours and not theirs:
                    outcome["both accept"] += 1
                elif ours == theirs:
                    outcome["same first error line"] += 1
                elif not theirs:
                    outcome["we reject, libtriton accepts"] += 1
                elif not ours:
                    outcome["we accept, libtriton rejects"] += 1
                elif ours[0].split(": error: ")[0] == theirs[0].split(": error: ")[0]:
                    outcome["same position, other words"] += 1
                else:
                    outcome["other position"] += 1
    finally:
        worker.close()
    return outcome, differences


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--timeout", type=float, default=10.0, help="CPU seconds per input")
    parser.add_argument("--max-bytes", type=int, default=20000, help="largest seed chunk")
    parser.add_argument("--only", type=int, help="run this mutant index alone")
    parser.add_argument("--save", type=Path, help="write each defect's input here")
    parser.add_argument(
        "--compare", type=int, metavar="N", help="compare N pass-less mutants with libtriton"
    )
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        return _worker()
    if args.compare:
        outcome, differences = compare_with_libtriton(args.seed, args.compare, args.max_bytes)
        print("\n".join(differences))
        print(", ".join(f"{k}: {v}" for k, v in outcome.most_common()))
        return 0
    report = fuzz(
        args.seed,
        args.count,
        timeout=args.timeout,
        max_bytes=args.max_bytes,
        only=args.only,
        save=args.save,
        progress=True,
    )
    for defect in report.defects:
        print(f"DEFECT {defect['kind']}: {defect['mutant']}\n{defect['stderr']}")
    print(report.summary())
    return 1 if report.defects else 0


if __name__ == "__main__":
    sys.exit(main())
