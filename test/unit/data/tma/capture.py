"""Capture real inputs of the TMA-lowering and fence-insertion passes from our own kernels.

Run from this folder: ``python capture.py`` (CPU only). Every kernel is compiled with
``MLIR_ENABLE_DUMP=1`` in a subprocess; the IR printed before each of the two passes is saved
as ``<kernel>_<target>.<pass>.mlir``. The kernels below are written for this project.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
PASSES = {
    "TritonNvidiaGPUTMALoweringPass": "tma",
    "TritonGPUFenceInsertion": "fence",
}

# The persistent matmul kernel, twice: plainly and warp-specialized (with another output type).
PERSISTENT_MM = """@triton.jit
def {name}(a_desc, b_desc, c_desc, M, N, K, BM: tl.constexpr, BN: tl.constexpr,
{indent}BK: tl.constexpr, NUM_SMS: tl.constexpr):
    pid = tl.program_id(0)
    tiles_n = tl.cdiv(N, BN)
    tiles = tl.cdiv(M, BM) * tiles_n
    for tile in tl.range(pid, tiles, NUM_SMS, flatten=True{options}):
        om = (tile // tiles_n) * BM
        on = (tile % tiles_n) * BN
        acc = tl.zeros((BM, BN), tl.float32)
        for k in range(0, K, BK):
            acc = tl.dot(a_desc.load([om, k]), b_desc.load([on, k]).T, acc)
        c_desc.store([om, on], acc.to(tl.{out_type}))
"""


def persistent_mm(name: str, options: str, out_type: str) -> str:
    indent = " " * len(f"def {name}(")
    return PERSISTENT_MM.format(name=name, indent=indent, options=options, out_type=out_type)


KERNELS = (
    r"""
import sys
import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget
from triton.experimental import gluon
from triton.experimental.gluon import language as gl
from triton.experimental.gluon.language.nvidia.hopper import tma as gtma, mbarrier


@triton.jit
def host_desc_mm(a_desc, b_desc, c_desc, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    acc = tl.zeros((BM, BN), tl.float32)
    for k in range(0, K, BK):
        a = a_desc.load([pm * BM, k])
        b = b_desc.load([k, pn * BN])
        acc = tl.dot(a, b, acc)
    c_desc.store([pm * BM, pn * BN], acc.to(tl.float16))


@triton.jit
def device_desc_mm(a, b, c, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    a_desc = tl.make_tensor_descriptor(a, [M, K], [K, 1], [BM, BK])
    b_desc = tl.make_tensor_descriptor(b, [K, N], [N, 1], [BK, BN])
    c_desc = tl.make_tensor_descriptor(c, [M, N], [N, 1], [BM, BN])
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    acc = tl.zeros((BM, BN), tl.float32)
    for k in range(0, K, BK):
        acc = tl.dot(a_desc.load([pm * BM, k]), b_desc.load([k, pn * BN]), acc)
    c_desc.store([pm * BM, pn * BN], acc)


"""
    + persistent_mm("persistent_mm", "", "bfloat16")
    + r"""

@triton.jit
def attention(q_desc, k_desc, v_desc, o_desc, N_CTX, sm_scale, BM: tl.constexpr, BN: tl.constexpr,
              D: tl.constexpr):
    start_m = tl.program_id(0)
    off = tl.program_id(1) * N_CTX
    q = q_desc.load([off + start_m * BM, 0])
    m_i = tl.full([BM], float("-inf"), tl.float32)
    l_i = tl.zeros([BM], tl.float32)
    acc = tl.zeros([BM, D], tl.float32)
    for n in range(0, N_CTX, BN):
        k = k_desc.load([off + n, 0])
        qk = tl.dot(q, k.T) * sm_scale
        m_new = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.math.exp2(qk - m_new[:, None])
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        acc = acc * alpha[:, None]
        v = v_desc.load([off + n, 0])
        acc = tl.dot(p.to(tl.float16), v, acc)
        m_i = m_new
    o_desc.store([off + start_m * BM, 0], (acc / l_i[:, None]).to(tl.float16))


@triton.jit
def desc_reduce(in_desc, out_desc, BM: tl.constexpr, BN: tl.constexpr):
    p = tl.program_id(0)
    x = in_desc.load([p * BM, 0])
    out_desc.atomic_add([0, 0], x)
    out_desc.atomic_max([BM, 0], x)
    out_desc.atomic_and([0, BN], x)


@triton.jit
def gather_scatter(src_desc, dst_desc, idx_ptr, y, BR: tl.constexpr, BC: tl.constexpr):
    rows = tl.load(idx_ptr + tl.arange(0, BR))
    x = src_desc.gather(rows, y)
    dst_desc.scatter(x + 1, rows, y)


@triton.jit
def rank3_load(in_desc, out_ptr, B: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    p = tl.program_id(0)
    x = in_desc.load([p, 0, 0]).reshape(BN, BK)
    offs = tl.arange(0, BN)[:, None] * BK + tl.arange(0, BK)[None, :]
    tl.store(out_ptr + offs, x)


@triton.jit
def reg_operand_mm(a, b, c, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), tl.float32)
    for k in range(0, K, BK):
        x = tl.load(a + rm[:, None] * K + (k + rk)[None, :])
        y = tl.load(b + (k + rk)[:, None] * BN + rn[None, :])
        acc += tl.dot(x * 2, y)
    tl.store(c + rm[:, None] * BN + rn[None, :], acc)


"""
    + persistent_mm("ws_persistent_mm", ", warp_specialize=True", "float16")
    + r"""

@triton.jit
def mxfp4_mm(a_desc, b_desc, sa_ptr, sb_ptr, c_ptr, K, BM: tl.constexpr, BN: tl.constexpr,
             BK: tl.constexpr):
    acc = tl.zeros((BM, BN), tl.float32)
    rs = tl.arange(0, BK // 32)
    for k in range(0, K, BK):
        a = a_desc.load([0, k // 2])
        b = b_desc.load([0, k // 2])
        sa = tl.load(sa_ptr + tl.arange(0, BM)[:, None] * (BK // 32) + rs[None, :])
        sb = tl.load(sb_ptr + tl.arange(0, BN)[:, None] * (BK // 32) + rs[None, :])
        acc = tl.dot_scaled(a, sa, "e2m1", b.T, sb, "e2m1", acc)
    tl.store(c_ptr + tl.arange(0, BM)[:, None] * BN + tl.arange(0, BN)[None, :], acc)


@gluon.jit
def gluon_tma_copy(in_desc, out_desc):
    smem = gl.allocate_shared_memory(in_desc.dtype, in_desc.block_type.shape, in_desc.layout)
    bar = gl.allocate_shared_memory(gl.int64, [1], mbarrier.MBarrierLayout())
    mbarrier.init(bar, count=1)
    mbarrier.expect(bar, in_desc.block_type.nbytes)
    gtma.async_copy_global_to_shared(in_desc, [0, 0], bar, smem)
    mbarrier.wait(bar, phase=0)
    mbarrier.invalidate(bar)
    gtma.async_copy_shared_to_global(out_desc, [0, 0], smem)
    gtma.store_wait(pendings=0)


def desc(dt, shape):
    return "tensordesc<" + dt + str(list(shape)) + ">"


def persistent_mm_signature(dt):
    return {"a_desc": desc(dt, [128, 64]), "b_desc": desc(dt, [128, 64]),
            "c_desc": desc(dt, [128, 128]), "M": "i32", "N": "i32", "K": "i32"}


GLUON_TMA_COPY_DESC = ("tensordesc<fp16[64, 64],NVMMASharedLayout(swizzle_byte_width=128, "
                       "element_bitwidth=16, rank=2)>")

# kernel: (its arguments but the constexprs, which come last in every signature; constexprs)
CASES = {
    "host_desc_mm": ({"a_desc": desc("fp16", [128, 64]), "b_desc": desc("fp16", [64, 128]),
                      "c_desc": desc("fp16", [128, 128]), "K": "i32"},
                     {"BM": 128, "BN": 128, "BK": 64}),
    "device_desc_mm": ({"a": "*fp16", "b": "*fp16", "c": "*fp32", "M": "i32", "N": "i32",
                        "K": "i32"}, {"BM": 128, "BN": 64, "BK": 32}),
    "persistent_mm": (persistent_mm_signature("bf16"),
                      {"BM": 128, "BN": 128, "BK": 64, "NUM_SMS": 132}),
    "attention": ({"q_desc": desc("fp16", [128, 64]), "k_desc": desc("fp16", [64, 64]),
                   "v_desc": desc("fp16", [64, 64]), "o_desc": desc("fp16", [128, 64]),
                   "N_CTX": "i32", "sm_scale": "fp32"}, {"BM": 128, "BN": 64, "D": 64}),
    "desc_reduce": ({"in_desc": desc("i32", [64, 32]), "out_desc": desc("i32", [64, 32])},
                    {"BM": 64, "BN": 32}),
    "gather_scatter": ({"src_desc": desc("bf16", [1, 128]), "dst_desc": desc("bf16", [1, 128]),
                        "idx_ptr": "*i32", "y": "i32"}, {"BR": 32, "BC": 128}),
    "rank3_load": ({"in_desc": desc("fp32", [1, 64, 32]), "out_ptr": "*fp32"},
                   {"B": 1, "BN": 64, "BK": 32}),
    "reg_operand_mm": ({"a": "*fp16", "b": "*fp16", "c": "*fp32", "K": "i32"},
                       {"BM": 128, "BN": 128, "BK": 64}),
    "ws_persistent_mm": (persistent_mm_signature("fp16"),
                         {"BM": 128, "BN": 128, "BK": 64, "NUM_SMS": 148}),
    "mxfp4_mm": ({"a_desc": desc("u8", [128, 64]), "b_desc": desc("u8", [128, 64]),
                  "sa_ptr": "*u8", "sb_ptr": "*u8", "c_ptr": "*fp32", "K": "i32"},
                 {"BM": 128, "BN": 128, "BK": 128}),
    "gluon_tma_copy": ({"in_desc": GLUON_TMA_COPY_DESC, "out_desc": GLUON_TMA_COPY_DESC}, {}),
}


def run(name, arch, warps, ctas):
    if name not in CASES:
        raise SystemExit("unknown kernel " + name)
    sig, cx = CASES[name]
    fn = globals()[name]
    sig = dict(sig)
    for k in cx:
        sig[k] = "constexpr"
    if name.startswith("gluon"):
        from triton.experimental.gluon._runtime import GluonASTSource
        src = GluonASTSource(fn=fn, signature=sig, constexprs=cx)
    else:
        src = triton.compiler.ASTSource(fn=fn, signature=sig, constexprs=cx)
    triton.compile(src, target=GPUTarget("cuda", arch, 32),
                   options={"num_warps": warps, "num_ctas": ctas})


run(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]))
"""
)

CONFIGS = [
    ("host_desc_mm", 90, 4, 1),
    ("host_desc_mm", 90, 4, 2),
    ("host_desc_mm", 100, 4, 1),
    ("device_desc_mm", 90, 4, 1),
    ("device_desc_mm", 100, 8, 1),
    ("persistent_mm", 90, 8, 1),
    ("persistent_mm", 100, 4, 1),
    ("attention", 90, 4, 1),
    ("attention", 100, 4, 1),
    ("desc_reduce", 90, 4, 1),
    ("gather_scatter", 100, 4, 1),
    ("rank3_load", 90, 4, 1),
    ("reg_operand_mm", 90, 4, 1),
    ("reg_operand_mm", 90, 8, 2),
    ("gluon_tma_copy", 90, 4, 1),
    ("ws_persistent_mm", 100, 4, 1),
    ("mxfp4_mm", 100, 4, 1),
    ("device_desc_mm", 90, 4, 2),
]

HEADER = re.compile(r"^// -----// IR Dump Before (\w+) \(([\w-]+)\)")


def split_dump(text: str) -> dict[str, str]:
    """The module printed before each pass we care about (the first occurrence)."""
    found: dict[str, str] = {}
    current: str | None = None
    lines: list[str] = []
    for line in text.splitlines():
        m = HEADER.match(line)
        if m:
            if current is not None and current not in found:
                found[current] = "\n".join(lines).strip() + "\n"
            current = PASSES.get(m.group(1))
            lines = []
        elif current is not None:
            lines.append(line)
    if current is not None and current not in found:
        found[current] = "\n".join(lines).strip() + "\n"
    return found


def main() -> None:
    script = HERE / "_kernels.py"
    script.write_text(KERNELS)
    only = set(sys.argv[1:])
    for name, arch, warps, ctas in CONFIGS:
        tag = f"{name}_sm{arch}_w{warps}_c{ctas}"
        if only and name not in only:
            continue
        env = dict(os.environ, MLIR_ENABLE_DUMP="1", TRITON_ALWAYS_COMPILE="1")
        proc = subprocess.run(
            [sys.executable, str(script), name, str(arch), str(warps), str(ctas)],
            capture_output=True,
            text=True,
            env=env,
            cwd=HERE,
        )
        sections = split_dump(proc.stderr)
        if not sections:
            print(f"{tag}: no dump (rc={proc.returncode})\n{proc.stderr[-2000:]}")
            continue
        for short, body in sections.items():
            (HERE / f"{tag}.{short}.mlir").write_text(body)
        print(tag, sorted(sections), "rc", proc.returncode)
    script.unlink()


if __name__ == "__main__":
    main()
