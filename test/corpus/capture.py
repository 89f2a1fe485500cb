"""Capture the IR corpus: every module that enters a pass, from ttir to the final ttgir, for
every case of the kernel suite (test/kernels).

    python test/corpus/capture.py                 # all cases (rewrites test/corpus/<case>/)
    python test/corpus/capture.py matmul_ptr-sm90-w4-c2 ...   # only these cases

For each case a child process compiles the kernel with ``MLIR_ENABLE_DUMP=1`` and the stderr
dump is split at ``// -----// IR Dump Before <Name> (<flag>) ('builtin.module' operation)``.
Each module, WITH its locations, becomes ``<case>/<NN>-<flag>.mlir``: the IR entering pass
``<flag>``. Capture stops at the first ``convert-triton-gpu-to-llvm`` dump (LLVM dialect is
out of scope). Dumps of a single function (e.g. canonicalize run on one ``tt.func``) are not
modules and are dropped. Identical texts within a case are stored once; ``<case>/manifest.json``
lists which pass inputs each file stands for, and ``index.json`` maps every pass flag to all
files that are its input. ``k.asm["ttir"]`` and ``k.asm["ttgir"]`` are kept too (``ttir`` and
``ttgir`` in the manifests; the final ttgir is usually a file of its own, ``NN-ttgir.mlir``).

Determinism: file paths in locations are made neutral (the repository root is cut off, so a
kernel file reads ``test/kernels/triton_kernels.py``; triton's own files read
``triton/language/...``). 3.6.0's plan-cta orders some ops by pointer hashes, so its output
depends on the process's memory layout: the child runs with address-space randomisation off
(``setarch -R``), a small fixed environment, a fixed (emptied) cache path and an empty bytecode
cache. Re-running then gives the same bytes on the same machine and installation.

Every stored file is checked to parse with libtriton (``ir.parse_mlir_module``).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

CORPUS = Path(__file__).resolve().parent
ROOT = CORPUS.parents[1]  # the repository root
STOP_FLAG = "convert-triton-gpu-to-llvm"
HEADER = re.compile(
    r"^// -----// IR Dump Before (?P<name>\S+) \((?P<flag>[^)]*)\) "
    r"\('(?P<op>[^']+)' operation.*\) //----- //$",  # function names may hold parentheses
    re.MULTILINE,
)


def _triton_dir() -> str:
    import triton

    return str(Path(triton.__file__).resolve().parent)


def neutral_paths(text: str, triton_dir: str) -> str:
    """Make the file names inside ``loc("...")`` independent of where things are installed."""
    text = text.replace(f'"{ROOT}/', '"')
    return text.replace(f'"{triton_dir}/', '"triton/')


def split_dump(stderr: str) -> list[tuple[str, str]]:
    """(flag, module text) for every whole-module dump before the LLVM conversion."""
    modules = []
    headers = list(HEADER.finditer(stderr))
    for i, header in enumerate(headers):
        flag = header["flag"]
        if flag == STOP_FLAG:
            break
        if header["op"] != "builtin.module":
            continue  # a single function (or pipeliner internals), not a module
        end = headers[i + 1].start() if i + 1 < len(headers) else len(stderr)
        body = stderr[header.end() : end].strip("\n")
        modules.append((flag, body + "\n"))
    return modules


# ---------------------------------------------------------------------------------------------
# Child: compile one case, dump to stderr, asm as JSON on stdout


def _child(case_name: str) -> None:
    sys.path.insert(0, str(ROOT / "test"))
    from kernels import case_by_name

    compiled = case_by_name(case_name).compile()
    sys.stderr.flush()
    # Gluon kernels start at ttgir: they have no "ttir" stage.
    asm = {key: compiled.asm[key] for key in ("ttir", "ttgir") if key in compiled.asm}
    json.dump(asm, sys.stdout)


def _compile_in_child(case_name: str) -> tuple[str, dict[str, str]]:
    # A fixed cache path (emptied each time): a random temporary name would change the
    # process's memory layout from run to run, and with it plan-cta's hash-ordered output.
    cache = Path(tempfile.gettempdir()) / "gluon-opt-capture-cache"
    shutil.rmtree(cache, ignore_errors=True)
    cache.mkdir()
    try:
        # A small fixed environment, for the same reason (and no stray TRITON_*/MLIR_* flags).
        keep = ("PATH", "HOME", "PYTHONPATH", "LD_LIBRARY_PATH", "TMPDIR", "VIRTUAL_ENV")
        env = {key: os.environ[key] for key in keep if key in os.environ}
        env.update(
            MLIR_ENABLE_DUMP="1",
            TRITON_ALWAYS_COMPILE="1",
            TRITON_CACHE_DIR=str(cache),
            PYTHONHASHSEED="0",
            # Compile every Python module from source in an empty bytecode cache: whether a
            # .pyc existed or not also changes the memory layout.
            PYTHONPYCACHEPREFIX=str(cache / "pycache"),
        )
        cmd = [sys.executable, str(Path(__file__).resolve()), "--child", case_name]
        if shutil.which("setarch"):
            cmd = ["setarch", os.uname().machine, "-R", *cmd]
        proc = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True)
    finally:
        shutil.rmtree(cache, ignore_errors=True)
    if proc.returncode != 0:
        tail = "\n".join(proc.stderr.splitlines()[-15:])
        raise RuntimeError(f"{case_name}: compilation failed (exit {proc.returncode})\n{tail}")
    return proc.stderr, json.loads(proc.stdout)


# ---------------------------------------------------------------------------------------------
# Parent: store the modules of one case


def _libtriton_parses(text: str) -> bool:
    sys.path.insert(0, str(ROOT))
    from gluon_opt.tools.oracle import libtriton_roundtrip_ok

    return libtriton_roundtrip_ok(text)


def capture_case(case_name: str, triton_dir: str) -> dict:
    stderr, asm = _compile_in_child(case_name)
    out = CORPUS / case_name
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)

    files: list[dict] = []
    by_text: dict[str, dict] = {}
    dropped: list[str] = []

    def store(text: str, label: str, stands_for: str | None) -> str | None:
        text = neutral_paths(text, triton_dir)
        entry = by_text.get(text)
        if entry is None:
            if not _libtriton_parses(text):
                dropped.append(label)
                return None
            name = f"{len(files):02d}-{label}.mlir"
            (out / name).write_text(text)
            entry = {"file": name, "before": []}
            by_text[text] = entry
            files.append(entry)
        if stands_for is not None:
            entry["before"].append(stands_for)
        return entry["file"]

    for flag, text in split_dump(stderr):
        store(text, flag, flag)
    asm_files = {key: store(text, key, None) for key, text in asm.items()}
    manifest = {
        "case": case_name,
        "files": files,
        "asm": asm_files,
        "dropped_unparseable": dropped,
    }
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    return manifest


def write_index() -> dict:
    """index.json: case -> its compile settings, flag -> every file that is that pass's input."""
    sys.path.insert(0, str(ROOT / "test"))
    from kernels import CASES

    cases: dict[str, dict] = {}
    passes: dict[str, list[str]] = {}
    for case in CASES:
        manifest_path = CORPUS / case.name / "manifest.json"
        if not manifest_path.exists():
            continue
        manifest = json.loads(manifest_path.read_text())
        cases[case.name] = {
            "kernel": case.fn.__name__,
            "gluon": case.is_gluon,
            "cc": case.cc,
            "num_warps": case.num_warps,
            "num_ctas": case.num_ctas,
            "files": len(manifest["files"]),
        }
        for entry in manifest["files"]:
            for flag in entry["before"]:
                passes.setdefault(flag, []).append(f"{case.name}/{entry['file']}")
    index = {"cases": cases, "passes": dict(sorted(passes.items()))}
    (CORPUS / "index.json").write_text(json.dumps(index, indent=1) + "\n")
    return index


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("cases", nargs="*", help="case names (default: every case)")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        _child(args.child)
        return 0

    sys.path.insert(0, str(ROOT / "test"))
    from kernels import CASES

    wanted = args.cases or [case.name for case in CASES]
    known = {case.name for case in CASES}
    unknown = [name for name in wanted if name not in known]
    if unknown:
        parser.error(f"unknown case(s): {', '.join(unknown)}")
    if not args.cases:
        # A full capture also removes the folders of cases that left the suite.
        for folder in CORPUS.iterdir():
            if folder.is_dir() and folder.name not in known and (folder / "manifest.json").exists():
                shutil.rmtree(folder)
    triton_dir = _triton_dir()
    failures = 0
    for name in wanted:
        try:
            manifest = capture_case(name, triton_dir)
        except RuntimeError as e:
            failures += 1
            print(f"FAIL {e}", flush=True)
            continue
        size = sum((CORPUS / name / f["file"]).stat().st_size for f in manifest["files"])
        dropped = manifest["dropped_unparseable"]
        note = f", dropped {dropped}" if dropped else ""
        count = len(manifest["files"])
        print(f"ok   {name}: {count} files, {size // 1024} KiB{note}", flush=True)
    write_index()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
