"""Regenerate the plan-cta inputs in this folder from kernels written for this project.

Each kernel is compiled with ``MLIR_ENABLE_DUMP=1`` (CPU only, no GPU needed) and the module printed
just before ``triton-nvidia-gpu-plan-cta`` is saved as ``<kernel>_sm<cc>_c<ctas>_w<warps>.mlir``.
Run: ``python test/unit/data/plan_cta/capture.py`` (each compile runs in a subprocess).
"""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).parent
MARK = "// -----// IR Dump Before TritonGPUPlanCTAPass"

KERNELS = r"""
import triton
import triton.language as tl


@triton.jit
def matmul(a, b, c, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0)
    rm = pid * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), tl.float32)
    for k in range(0, K, BK):
        x = tl.load(a + rm[:, None] * K + (k + rk)[None, :])
        y = tl.load(b + (k + rk)[:, None] * N + rn[None, :])
        acc += tl.dot(x, y)
    tl.store(c + rm[:, None] * N + rn[None, :], acc, mask=rm[:, None] < M)


@triton.jit
def row_sum(x, out, N: tl.constexpr, R: tl.constexpr):
    rows = tl.program_id(0) * R + tl.arange(0, R)
    cols = tl.arange(0, N)
    v = tl.load(x + rows[:, None] * N + cols[None, :])
    tl.store(out + rows, tl.sum(v, axis=1))


@triton.jit
def col_sum(x, out, N: tl.constexpr, R: tl.constexpr):
    rows = tl.arange(0, R)
    cols = tl.program_id(0) * N + tl.arange(0, N)
    v = tl.load(x + rows[:, None] * N + cols[None, :])
    tl.store(out + cols, tl.sum(v, axis=0))


@triton.jit
def vec_max(x, out, N: tl.constexpr):
    offs = tl.arange(0, N)
    v = tl.load(x + offs)
    tl.store(out + tl.program_id(0), tl.max(v, axis=0))


@triton.jit
def softmax(x, y, stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    v = tl.load(x + row * stride + cols, mask=mask, other=-float("inf"))
    v = v - tl.max(v, axis=0)
    num = tl.exp(v)
    tl.store(y + row * stride + cols, num / tl.sum(num, axis=0), mask=mask)


@triton.jit
def softmax2d(x, y, stride, n_cols, R: tl.constexpr, BLOCK: tl.constexpr):
    rows = tl.program_id(0) * R + tl.arange(0, R)
    cols = tl.arange(0, BLOCK)
    mask = cols[None, :] < n_cols
    p = rows[:, None] * stride + cols[None, :]
    v = tl.load(x + p, mask=mask, other=-float("inf"))
    v = v - tl.max(v, axis=1)[:, None]
    num = tl.exp(v)
    tl.store(y + p, num / tl.sum(num, axis=1)[:, None], mask=mask)


@triton.jit
def add(x, y, out, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out + offs, tl.load(x + offs, mask=mask) + tl.load(y + offs, mask=mask), mask=mask)


@triton.jit
def add2d(x, out, n, R: tl.constexpr, C: tl.constexpr):
    rows = tl.program_id(0) * R + tl.arange(0, R)
    cols = tl.arange(0, C)
    p = rows[:, None] * C + cols[None, :]
    v = tl.load(x + p, mask=rows[:, None] < n)
    tl.store(out + p, v * 2.0 + 1.0, mask=rows[:, None] < n)


@triton.jit
def atomic(x, out, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.atomic_add(out + offs % 16, tl.load(x + offs, mask=mask), mask=mask)


@triton.jit
def atomic_cas(lock, out, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    old = tl.atomic_cas(lock + offs, tl.zeros((BLOCK,), tl.int32), tl.full((BLOCK,), 1, tl.int32))
    tl.store(out + offs, old)


@triton.jit
def desc_store(x, out, M, N, BM: tl.constexpr, BN: tl.constexpr):
    d = tl.make_tensor_descriptor(out, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    rows = tl.program_id(0) * BM + tl.arange(0, BM)
    cols = tl.arange(0, BN)
    v = tl.load(x + rows[:, None] * N + cols[None, :])
    d.store([tl.program_id(0) * BM, 0], v)


@triton.jit
def loop_if(x, out, n, K, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    acc = tl.zeros((BLOCK,), tl.float32)
    for k in range(0, K):
        v = tl.load(x + k * BLOCK + offs)
        if k % 2 == 0:
            acc += v
        else:
            acc -= v
    tl.store(out + offs, acc, mask=offs < n)
"""

# (kernel, signature, constexprs)
CASES = {
    "matmul": (
        {
            "a": "*fp16",
            "b": "*fp16",
            "c": "*fp32",
            "M": "i32",
            "N": "i32",
            "K": "i32",
            "BM": "constexpr",
            "BN": "constexpr",
            "BK": "constexpr",
        },
        {"BM": 128, "BN": 128, "BK": 64},
    ),
    "matmul_64": (
        {
            "a": "*fp16",
            "b": "*fp16",
            "c": "*fp32",
            "M": "i32",
            "N": "i32",
            "K": "i32",
            "BM": "constexpr",
            "BN": "constexpr",
            "BK": "constexpr",
        },
        {"BM": 64, "BN": 256, "BK": 32},
    ),
    "row_sum": (
        {"x": "*fp32", "out": "*fp32", "N": "constexpr", "R": "constexpr"},
        {"N": 256, "R": 8},
    ),
    "col_sum": (
        {"x": "*fp32", "out": "*fp32", "N": "constexpr", "R": "constexpr"},
        {"N": 64, "R": 128},
    ),
    "vec_max": ({"x": "*fp32", "out": "*fp32", "N": "constexpr"}, {"N": 1024}),
    "softmax": (
        {"x": "*fp32", "y": "*fp32", "stride": "i32", "n_cols": "i32", "BLOCK": "constexpr"},
        {"BLOCK": 1024},
    ),
    "softmax2d": (
        {
            "x": "*fp32",
            "y": "*fp32",
            "stride": "i32",
            "n_cols": "i32",
            "R": "constexpr",
            "BLOCK": "constexpr",
        },
        {"R": 4, "BLOCK": 256},
    ),
    "add": (
        {"x": "*fp32", "y": "*fp32", "out": "*fp32", "n": "i32", "BLOCK": "constexpr"},
        {"BLOCK": 1024},
    ),
    "add2d": (
        {"x": "*fp16", "out": "*fp16", "n": "i32", "R": "constexpr", "C": "constexpr"},
        {"R": 64, "C": 64},
    ),
    "atomic": ({"x": "*fp32", "out": "*fp32", "n": "i32", "BLOCK": "constexpr"}, {"BLOCK": 512}),
    "atomic_cas": ({"lock": "*i32", "out": "*i32", "BLOCK": "constexpr"}, {"BLOCK": 256}),
    "desc_store": (
        {
            "x": "*fp16",
            "out": "*fp16",
            "M": "i32",
            "N": "i32",
            "BM": "constexpr",
            "BN": "constexpr",
        },
        {"BM": 64, "BN": 64},
    ),
    "loop_if": (
        {"x": "*fp32", "out": "*fp32", "n": "i32", "K": "i32", "BLOCK": "constexpr"},
        {"BLOCK": 256},
    ),
}

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
    (workdir / "plan_cta_kernels.py").write_text(KERNELS)
    for name, (sig, consts) in CASES.items():
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
                    repr((sig, consts)),
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
