"""Triton 3.6.0's own lit tests with gluon-opt in place of triton-opt: the measurement.

    python test/triton_lit_suite.py --triton-src /path/to/triton [--out docs/triton_lit.md]
        [--jobs 2] [--only SUBSTRING]

``--out`` rewrites the two measured tables of that document (the text under its "## Summary"
and "## Every file" headings) and keeps the rest, which says why files fail in our words.

Every non-AMD, non-Proton test file (``.mlir``/``.ll`` under ``test/``) runs in two ways:
- ``gluon-opt``: each RUN line with ``gluon-opt`` for ``triton-opt`` (Python passes where we
  have them, libtriton's C++ passes for the rest);
- ``libtriton``: the same with ``--use-cpp=all`` (every pass, the parser and the printer are
  libtriton's), i.e. what libtriton alone can do.
FileCheck is LLVM's own, shipped in the triton wheel. RUN lines that only concern AMD
(``tritonamdgpu`` passes) are left out. A file passes whole when all its RUN lines pass; a
chunk (a ``// -----`` part of a file split by ``-split-input-file``; the whole file otherwise)
passes when its file passes whole, or when the RUN lines pass on a copy of the file that holds
only that chunk (blank lines in place of the others, so line numbers stay).
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from gluon_opt.passes.cpp_passes import find_triton_opt_only
from gluon_opt.passes.registry import PASSES

TOOLS_WE_LACK = ("mlir-translate", "opt", "llc", "triton-llvm-opt", "triton-tensor-layout")

# Failures whose cause the error alone does not show (docs/triton_lit.md explains each).
KNOWN_CAUSES = {
    "TritonGPU/coalesce.mlir": "chunk `load_3D_contig_1`: libtriton's own coalesce (which ours "
    "equals) disagrees with the test",
}


def test_files(triton_src: Path) -> list[Path]:
    root = triton_src / "test"
    return sorted(
        p
        for p in root.rglob("*")
        if p.suffix in (".mlir", ".ll")
        and "amd" not in str(p.relative_to(root)).lower()
        and "proton" not in str(p.relative_to(root)).lower()
    )


def run_lines(text: str) -> list[str]:
    commands, current = [], ""
    for line in text.splitlines():
        match = re.match(r"\s*(?://|;)\s*RUN:\s?(.*)$", line)
        if not match:
            continue
        current += match.group(1)
        if current.endswith("\\"):
            current = current[:-1]
            continue
        commands.append(current.strip())
        current = ""
    return commands


def filecheck() -> str:
    import triton

    return str(Path(triton.__file__).parent / "FileCheck")


def substitute(command: str, path: Path, libtriton_only: bool) -> str:
    gluon_opt = f"{shlex.quote(sys.executable)} -m gluon_opt.tools.gluon_opt"
    if libtriton_only:
        gluon_opt += " --use-cpp=all"
    command = re.sub(r"(?<![\w-])triton-opt(?![\w-])", gluon_opt, command)
    command = re.sub(r"(?<![\w-])FileCheck(?![\w-])", shlex.quote(filecheck()), command)
    return command.replace("%s", shlex.quote(str(path)))


def flags_of(command: str) -> list[str]:
    return re.findall(r"(?:^|\s)--?([a-zA-Z][\w-]*)", command.split("|")[0])


def static_reason(command: str) -> str | None:
    """Why a RUN line cannot pass whatever gluon-opt does, or None."""
    tools = [t for t in TOOLS_WE_LACK if re.search(rf"(?:^|\|\s*){re.escape(t)}(?:\s|$)", command)]
    if tools:
        return f"needs {', '.join(tools)} (not shipped in the triton wheel)"
    for flag in flags_of(command):
        if flag in PASSES:
            continue  # ported to Python
        missing = find_triton_opt_only(flag)
        if missing is not None:
            return f"`{flag}` is {missing.what} libtriton does not expose"
    return None


def is_amd_only(command: str) -> bool:
    return "tritonamdgpu" in command


@dataclass
class FileResult:
    path: Path
    chunks: int
    whole: bool = False
    chunks_passed: int = 0
    reason: str = ""
    amd_lines_skipped: int = 0
    applicable: bool = True  # False: only AMD RUN lines


def run_command(command: str, cwd: Path) -> subprocess.CompletedProcess:
    """A RUN line in bash, failing when any command of its pipeline fails (as lit does)."""
    return subprocess.run(
        ["bash", "-o", "pipefail", "-c", command],
        capture_output=True,
        text=True,
        cwd=cwd,
        timeout=600,
    )


def _first_error(proc: subprocess.CompletedProcess) -> str:
    for line in (proc.stderr + proc.stdout).splitlines():
        if " error: " in line or line.startswith("gluon-opt:"):
            return line.strip()[:300]
    tail = (proc.stderr or proc.stdout).strip().splitlines()
    return tail[-1][:300] if tail else f"exit status {proc.returncode}"


def _chunks(text: str) -> list[tuple[int, int]]:
    """Line ranges [start, end) of the `// -----` chunks."""
    lines = text.splitlines()
    bounds, start = [], 0
    for i, line in enumerate(lines):
        if line.startswith("// -----"):
            bounds.append((start, i))
            start = i + 1
    bounds.append((start, len(lines)))
    return bounds


def run_file(path: Path, libtriton_only: bool, chunks: bool = True) -> FileResult:
    text = path.read_text()
    commands = run_lines(text)
    split = any("split-input-file" in c for c in commands)
    bounds = _chunks(text) if split else [(0, len(text.splitlines()))]
    result = FileResult(path, len(bounds))
    runnable = []
    for command in commands:
        if is_amd_only(command):
            result.amd_lines_skipped += 1
        else:
            runnable.append(command)
    if not runnable:
        result.applicable = False
        result.reason = "only AMD RUN lines (out of scope)"
        return result
    for command in runnable:
        reason = static_reason(command)
        if reason:
            result.reason = reason
            return result
    failure = ""
    for command in runnable:
        proc = run_command(substitute(command, path, libtriton_only), path.parent)
        if proc.returncode != 0:
            failure = _first_error(proc)
            break
    if not failure:
        result.whole = True
        result.chunks_passed = result.chunks
        return result
    result.reason = failure
    if len(bounds) == 1 or not chunks:
        return result
    lines = text.splitlines()
    with tempfile.TemporaryDirectory(prefix="triton-lit-") as tmp:
        for index, (start, end) in enumerate(bounds):
            kept = [""] * start + lines[start:end]
            # RUN lines live in the first chunk; keep them for tools that read them
            chunk_path = Path(tmp) / f"{index}{path.suffix}"
            chunk_path.write_text("\n".join(kept) + "\n")
            ok = True
            for command in runnable:
                proc = run_command(substitute(command, chunk_path, libtriton_only), path.parent)
                if proc.returncode != 0 and "no check strings found" not in proc.stderr:
                    ok = False
                    break
            result.chunks_passed += ok
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--triton-src", type=Path, default=os.environ.get("TRITON_SRC"))
    parser.add_argument("--out", type=Path)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", default="")
    args = parser.parse_args(argv)
    files = [p for p in test_files(args.triton_src) if args.only in str(p)]
    root = args.triton_src / "test"
    with ThreadPoolExecutor(args.jobs) as pool:
        ours = list(pool.map(lambda p: run_file(p, False), files))
        alone = list(pool.map(lambda p: run_file(p, True), files))
    summary, every_file = render(ours, alone, root)
    if args.out:
        text = args.out.read_text() if args.out.exists() else ""
        text = replace_section(text, "## Summary", summary)
        text = replace_section(text, "## Every file", every_file)
        args.out.write_text(text)
    print(summary + "\n" + every_file, end="")
    return 0


def replace_section(text: str, heading: str, body: str) -> str:
    """``text`` with what follows the line ``heading`` (up to the next `## ` heading) replaced
    by ``body``; the heading and ``body`` are appended where ``heading`` is missing."""
    lines = text.splitlines(keepends=True)
    try:
        start = next(i for i, line in enumerate(lines) if line.rstrip("\n") == heading) + 1
    except StopIteration:
        return text + ("\n" if text else "") + f"{heading}\n\n{body}"
    end = next((i for i in range(start, len(lines)) if lines[i].startswith("## ")), len(lines))
    after = ["\n"] if end < len(lines) else []
    return "".join(lines[:start]) + "\n" + body + "".join(after + lines[end:])


def render(ours: list[FileResult], alone: list[FileResult], root: Path) -> tuple[str, str]:
    """The summary table and the table of every file."""
    def totals(results: list[FileResult]) -> tuple[int, int, int, int]:
        counted = [r for r in results if r.applicable]
        return (
            sum(r.whole for r in counted),
            len(counted),
            sum(r.chunks_passed for r in counted),
            sum(r.chunks for r in counted),
        )

    ow, on, oc, ot = totals(ours)
    aw, an, ac, at = totals(alone)
    summary = [
        "| | files passing whole | chunks passing |",
        "| --- | --- | --- |",
        f"| gluon-opt | {ow} / {on} | {oc} / {ot} |",
        f"| libtriton alone (`--use-cpp=all`) | {aw} / {an} | {ac} / {at} |",
    ]
    out = [
        "| file | chunks | gluon-opt | libtriton alone | why not (gluon-opt) |",
        "| --- | --- | --- | --- | --- |",
    ]
    for mine, theirs in zip(ours, alone, strict=True):
        name = str(mine.path.relative_to(root))

        def cell(r: FileResult) -> str:
            if not r.applicable:
                return "n/a"
            return "pass" if r.whole else f"{r.chunks_passed}/{r.chunks}"

        why = "" if mine.whole else mine.reason.replace(f"{root}/", "").replace("|", "\\|")
        if why and name in KNOWN_CAUSES:
            why = f"{KNOWN_CAUSES[name]}: {why}"
        if mine.amd_lines_skipped:
            why = (why + "; " if why else "") + f"{mine.amd_lines_skipped} AMD RUN line(s) left out"
        out.append(f"| {name} | {mine.chunks} | {cell(mine)} | {cell(theirs)} | {why} |")
    return "\n".join(summary) + "\n", "\n".join(out) + "\n"


if __name__ == "__main__":
    sys.exit(main())
