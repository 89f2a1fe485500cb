"""Regenerate the plan-cta inputs in this folder from kernels written for this project.

Each kernel of ``plan_cta_kernels.py`` is compiled with ``MLIR_ENABLE_DUMP=1`` (CPU only, no GPU
needed) and the module printed just before ``triton-nvidia-gpu-plan-cta`` is saved as
``<kernel>_sm<cc>_c<ctas>_w<warps>.mlir``.
Run: ``python test/unit/data/plan_cta/capture.py`` (each compile runs in a subprocess).
"""

from __future__ import annotations

import os
import pathlib
import shutil
import subprocess
import sys

HERE = pathlib.Path(__file__).parent
MARK = "// -----// IR Dump Before TritonGPUPlanCTAPass"

MATMUL_ARGS = {"a": "*fp16", "b": "*fp16", "c": "*fp32", "M": "i32", "N": "i32", "K": "i32"}

# kernel: (its arguments but the constexprs, which come last in every signature; constexprs)
CASES = {
    "matmul": (MATMUL_ARGS, {"BM": 128, "BN": 128, "BK": 64}),
    "matmul_64": (MATMUL_ARGS, {"BM": 64, "BN": 256, "BK": 32}),  # the same kernel
    "row_sum": ({"x": "*fp32", "out": "*fp32"}, {"N": 256, "R": 8}),
    "col_sum": ({"x": "*fp32", "out": "*fp32"}, {"N": 64, "R": 128}),
    "vec_max": ({"x": "*fp32", "out": "*fp32"}, {"N": 1024}),
    "softmax": ({"x": "*fp32", "y": "*fp32", "stride": "i32", "n_cols": "i32"}, {"BLOCK": 1024}),
    "softmax2d": (
        {"x": "*fp32", "y": "*fp32", "stride": "i32", "n_cols": "i32"},
        {"R": 4, "BLOCK": 256},
    ),
    "add": ({"x": "*fp32", "y": "*fp32", "out": "*fp32", "n": "i32"}, {"BLOCK": 1024}),
    "add2d": ({"x": "*fp16", "out": "*fp16", "n": "i32"}, {"R": 64, "C": 64}),
    "atomic": ({"x": "*fp32", "out": "*fp32", "n": "i32"}, {"BLOCK": 512}),
    "atomic_cas": ({"lock": "*i32", "out": "*i32"}, {"BLOCK": 256}),
    "desc_store": ({"x": "*fp16", "out": "*fp16", "M": "i32", "N": "i32"}, {"BM": 64, "BN": 64}),
    "loop_if": ({"x": "*fp32", "out": "*fp32", "n": "i32", "K": "i32"}, {"BLOCK": 256}),
}


def signature(name: str) -> tuple[dict[str, str], dict[str, int]]:
    """The signature triton compiles ``name`` with, and its constexprs."""
    args, consts = CASES[name]
    return {**args, **dict.fromkeys(consts, "constexpr")}, consts


CONFIGS = [(90, 2, 4), (90, 4, 4), (100, 2, 4), (100, 4, 8), (90, 1, 4)]

DRIVER = r"""
import sys, triton
from triton.backends.compiler import GPUTarget
sys.path.insert(0, sys.argv[1])
import plan_cta_kernels as K
name, cc, ctas, warps = sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
sig, consts = eval(sys.argv[6])
fn = getattr(K, name.replace("_64", "") if name == "matmul_64" else name)
src = triton.compiler.ASTSource(fn=fn, signature=sig, constexprs=consts)
try:
    triton.compile(src, target=GPUTarget("cuda", cc, 32),
                   options={"num_warps": warps, "num_ctas": ctas})
except Exception as e:  # later passes may fail; the dump before plan-cta is what we need
    print("compile failed:", type(e).__name__, str(e)[:200], file=sys.stderr)
"""


def capture(workdir: pathlib.Path) -> None:
    shutil.copy(HERE / "plan_cta_kernels.py", workdir)
    for name in CASES:
        for cc, ctas, warps in CONFIGS:
            out = HERE / f"{name}_sm{cc}_c{ctas}_w{warps}.mlir"
            env = dict(os.environ, MLIR_ENABLE_DUMP="1", TRITON_ALWAYS_COMPILE="1")
            proc = subprocess.run(
                [
                    sys.executable,
                    "-c",
                    DRIVER,
                    str(workdir),
                    name,
                    str(cc),
                    str(ctas),
                    str(warps),
                    repr(signature(name)),
                ],
                capture_output=True,
                text=True,
                env=env,
                timeout=600,
            )
            dump = proc.stderr
            start = dump.find(MARK)
            if start < 0:
                print(f"{out.name}: no plan-cta dump ({proc.stderr[-300:]})")
                continue
            body = dump[dump.index("\n", start) + 1 :]
            # A dump ends at a blank line; whatever follows (the next dump, or the message of a
            # pass that aborted) is not part of the module.
            end = body.find("\n\n")
            out.write_text(body[:end].rstrip() + "\n")
            print(f"{out.name}: ok")


if __name__ == "__main__":
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        capture(pathlib.Path(tmp))
