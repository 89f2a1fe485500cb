"""`gluon-layout` time and memory against the tensor size: the previous version (which
listed every element) and this one (which lists what it prints), side by side.

    python benchmarks/gluon_layout_scale.py [--before COMMIT] [--timeout S]

Each run is a fresh process (`python -m ...` of the tool's file); the table gives its wall
time and peak memory (max RSS of the child). The previous tool is taken from git
(`git show COMMIT:tools/gluon_layout.py`) and run against the current package; it is
stopped after `--timeout` seconds.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

LAYOUT = (
    "#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], "
    "order = [1, 0]}>"
)
SHAPES = ["64x64", "1024x1024", "4096x4096"]
ROOT = Path(__file__).resolve().parents[1]


def run(script: str, args: list[str], timeout: float) -> tuple[str, float, float]:
    """(outcome, wall seconds, peak MiB) of one child process (its own rusage, by wait4)."""
    code = f"import runpy, sys; sys.argv = ['gluon-layout', *{args!r}]; " + (
        f"runpy.run_path({script!r}, run_name='__main__')"
    )
    with tempfile.TemporaryFile() as out:
        start = time.perf_counter()
        proc = subprocess.Popen(
            [sys.executable, "-c", code], stdout=out, stderr=subprocess.DEVNULL, cwd=ROOT
        )
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if time.perf_counter() - start > timeout:
                proc.kill()
                pid, status, usage = os.wait4(proc.pid, 0)
                break
            time.sleep(0.02)
        wall = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        lines = out.read().count(b"\n")
    if proc.returncode < 0:
        outcome = f"stopped after {timeout:.0f} s"
    else:
        outcome = f"exit {proc.returncode}, {lines} lines"
    return outcome, wall, usage.ru_maxrss / 1024


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--before", default="b8936a8")
    ap.add_argument("--timeout", type=float, default=60)
    args = ap.parse_args()
    old = subprocess.run(
        ["git", "show", f"{args.before}:tools/gluon_layout.py"],
        cwd=ROOT, capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    with tempfile.TemporaryDirectory() as tmp:
        old_path = Path(tmp) / "gluon_layout_before.py"
        old_path.write_text(old)
        new_path = ROOT / "tools" / "gluon_layout.py"
        print("| shape | before: time | before: peak MiB | after: time | after: peak MiB |")
        print("| --- | ---: | ---: | ---: | ---: |")
        for shape in SHAPES:
            cells = []
            for script in (old_path, new_path):
                outcome, wall, peak = run(str(script), [LAYOUT, "--shape", shape], args.timeout)
                cells.append(f"{wall:.2f} s ({outcome})")
                cells.append(f"{peak:.0f}")
            print(f"| {shape} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
