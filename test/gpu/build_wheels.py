"""Build the wheels the GPU machine needs to run gluon-opt (it has no network; Python 3.12,
torch, triton 3.6.0, numpy, pytest and pytest-xdist are there already).

    python test/gpu/build_wheels.py                 # -> <repository>/.whl (git-ignored)
    python test/gpu/build_wheels.py --out DIR --ref HEAD

- gluon-opt itself, built from a clean ``git archive`` of ``--ref`` (only committed files: no
  stray local edits, caches or corpora outside git);
- xdsl==0.74.0 and its pure-Python requirements (immutabledict, ordered-set,
  typing-extensions), in the versions installed here, so the device runs what was tested.

Older wheels of these distributions in ``--out`` are removed first: two versions of one
distribution stop the device's install. On the device (README of the device tool)::

    python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \\
        --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
import zipfile
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
XDSL = "xdsl==0.74.0"
# xdsl's requirements that are not on the device (checked against its METADATA below)
XDSL_DEPS = ["immutabledict", "ordered-set", "typing-extensions"]
PLATFORM = [
    "--only-binary=:all:", "--python-version", "3.12", "--implementation", "cp",
    "--platform", "manylinux_2_28_x86_64", "--platform", "manylinux_2_17_x86_64",
    "--platform", "manylinux2014_x86_64",
]  # fmt: skip


def normalise(name: str) -> str:
    return re.sub(r"[-_.]+", "_", name).lower()


def wheel_name(path: Path) -> str:
    return normalise(path.name.split("-")[0])


def requirements(wheel: Path) -> list[str]:
    """The unconditional Requires-Dist names of a wheel."""
    with zipfile.ZipFile(wheel) as z:
        meta = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        lines = z.read(meta).decode().splitlines()
    names = []
    for line in lines:
        if line.startswith("Requires-Dist:") and "extra ==" not in line:
            names.append(normalise(re.split(r"[\s<>=!~;(\[]", line.split(":", 1)[1].strip())[0]))
    return names


def run(cmd: list[str], **kwargs) -> None:
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, **kwargs)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / ".whl"))
    parser.add_argument("--ref", default="HEAD", help="the commit to build gluon-opt from")
    args = parser.parse_args(argv)
    out = Path(args.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    pins = [XDSL] + [f"{name}=={metadata.version(name)}" for name in XDSL_DEPS]
    managed = {normalise("gluon-opt")} | {normalise(p.split("==")[0]) for p in pins}
    for old in out.glob("*.whl"):
        if wheel_name(old) in managed:
            old.unlink()
    with tempfile.TemporaryDirectory(prefix="gluon-wheels-") as tmp:
        src = Path(tmp) / "src"
        src.mkdir()
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", "--format=tar", args.ref],
            check=True,
            capture_output=True,
        ).stdout
        subprocess.run(["tar", "-x", "-C", str(src)], input=archive, check=True)
        run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(out), str(src)])
    run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", *PLATFORM, "-d", str(out)]
        + pins)  # fmt: skip
    wheels = sorted(out.glob("*.whl"))
    have = {wheel_name(w) for w in wheels}
    xdsl = next(w for w in wheels if wheel_name(w) == "xdsl")
    missing = [r for r in requirements(xdsl) if r not in have]
    if missing:
        print(f"xdsl needs {missing}, not among the wheels: add them to XDSL_DEPS", flush=True)
        return 1
    for wheel in wheels:
        print(f"{wheel.stat().st_size // 1024:6d} KiB  {wheel.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
