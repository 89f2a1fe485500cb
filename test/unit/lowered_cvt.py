"""Read what libtriton's lowering of one `ttg.convert_layout` does with shared memory.

`lower_cvt` builds a kernel that splats a scalar into the source layout, converts it and
stores it, runs libtriton's NVIDIA shared-memory allocation and TritonGPU-to-LLVM passes,
and `simulate` executes the LLVM dialect it gets for every thread at once (integers as
numpy arrays over threads). The splatted value is put into the register struct one field
at a time; each field is tagged with its register index, so every byte a shared-memory
store writes is known as (thread, register, byte). What comes back per instruction: its
kind (st.shared.vN / stmatrix[.trans] / ld.shared.vN / ldmatrix[.trans]), the round
(barrier-separated) it runs in, and the byte address each lane touches.

This is test tooling: an oracle read from the generated code, not an analysis.
"""

from __future__ import annotations

import re
import tempfile
from dataclasses import dataclass, field

import numpy as np
from triton._C.libtriton import ir, nvidia

TYPES = {8: "i8", 16: "f16", 32: "f32", 64: "f64"}


def cvt_module(
    src: str, dst: str, shape: list[int], warps: int, bits: int, cc: int, ctas: int = 1
) -> str:
    shp = "x".join(map(str, shape))
    ty = TYPES[bits]
    head = (
        f'module attributes {{"ttg.num-ctas" = {ctas} : i32, "ttg.num-warps" = {warps} : i32, '
        f'ttg.target = "cuda:{cc}", "ttg.threads-per-warp" = 32 : i32}}'
    )
    return f"""#src = {src}
#dst = {dst}
{head} {{
  tt.func public @f(%x: {ty}, %p: !tt.ptr<{ty}>) {{
    %0 = tt.splat %x : {ty} -> tensor<{shp}x{ty}, #src>
    %1 = ttg.convert_layout %0 : tensor<{shp}x{ty}, #src> -> tensor<{shp}x{ty}, #dst>
    %2 = tt.splat %p : !tt.ptr<{ty}> -> tensor<{shp}x!tt.ptr<{ty}>, #dst>
    tt.store %2, %1 : tensor<{shp}x!tt.ptr<{ty}>, #dst>
    tt.return
  }}
}}
"""


def lower_cvt(
    ctx, src: str, dst: str, shape: list[int], warps: int, bits: int, cc: int = 90, ctas: int = 1
) -> str:
    text = cvt_module(src, dst, shape, warps, bits, cc, ctas)
    with tempfile.NamedTemporaryFile("w", suffix=".mlir") as f:
        f.write(text)
        f.flush()
        mod = ir.parse_mlir_module(f.name, ctx)
    pm = ir.pass_manager(ctx)
    nvidia.passes.ttgpuir.add_allocate_shared_memory_nv(pm, cc, 86)
    nvidia.passes.ttgpuir.add_to_llvmir(pm, cc, 86)
    pm.run(mod, "to-llvm")
    return mod.str_nodebug()


@dataclass
class MemOp:
    kind: str  # "st.shared.v2" ... / "stmatrix" / "stmatrix.trans" / "ld.shared.v4" / "ldmatrix"
    round: int
    addr: np.ndarray  # byte address per thread
    width: int  # bytes per lane (st/ld.shared); 16-byte rows for the matrix forms
    data: list = field(default_factory=list)  # stores: per byte, (register, byte) or None
    num: int = 0  # matrices of an ldmatrix/stmatrix


@dataclass
class TmemStore:
    """One tcgen05.st: its shape (32x32b, 16x32bx2 ...), the immediate (row << 16 | col)
    offset, the column offset of the second half of a 16x32bx2, and per 32-bit register
    its bytes as (register, byte)."""

    shape: str
    offset: int
    half: int
    data: list


_TCGEN05_ST = re.compile(
    r"tcgen05\.st\.sync\.aligned\.(\w+)\.x(\d+)(?:\.[\w:]+)*\.b32 \[\$\d+ \+ (\d+)\](?:, (\d+))?"
)


class Splat:
    """The scalar the kernel splats: each struct field it is put in becomes a register."""


_LINE = re.compile(r"^\s*(?:(%\w+) = )?([\w.]+)(.*)$")
_OPERAND = re.compile(r"%\w+")
_INT_TYPE = re.compile(r":\s*i(\d+)\s*$")


def _width(rest: str) -> int:
    m = _INT_TYPE.search(rest)
    return int(m.group(1)) if m else 32


def simulate(llvm_text: str, threads: int, elem_bytes: int) -> list:
    tid = np.arange(threads, dtype=np.int64)
    env: dict[str, object] = {}
    ops: list[MemOp] = []
    rnd = 0
    in_func = False
    for line in llvm_text.splitlines():
        if "llvm.func @f" in line:
            in_func = True
            continue
        if not in_func:
            continue
        m = _LINE.match(line)
        if not m:
            continue
        res, name, rest = m.groups()
        args = _OPERAND.findall(rest)
        val = [env.get(a) for a in args]

        def ints(i: int, val=val, line=line) -> np.ndarray:
            if not isinstance(val[i], np.ndarray):
                raise ValueError(f"not an integer: {line.strip()}")
            return val[i]

        out: object = None
        if name == "llvm.mlir.constant":
            c = re.match(r"\((-?\d+|true|false)", rest)
            if c is None:
                out = None
            else:
                text = c.group(1)
                value = {"true": 1, "false": 0}[text] if text in ("true", "false") else int(text)
                out = np.full(threads, value, dtype=np.int64)
        elif name == "nvvm.read.ptx.sreg.tid.x":
            out = tid.copy()
        elif name == "llvm.mlir.addressof":
            out = np.zeros(threads, dtype=np.int64)
        elif name == "llvm.getelementptr":
            elem = rest.rsplit(",", 1)[-1].strip()
            size = {"i8": 1, "i16": 2, "f16": 2, "i32": 4, "f32": 4, "i64": 8, "f64": 8}[elem]
            out = ints(0) + ints(1) * size
        elif name in _BINARY and _known(val[:2]):
            out = _BINARY[name](val[0], val[1]) & ((1 << _width(rest)) - 1)
        elif name == "llvm.icmp" and _known(val[:2]):
            pred = re.search(r'"(\w+)"', rest).group(1)
            out = _CMP[pred](val[0], val[1]).astype(np.int64)
        elif name == "llvm.select":
            if isinstance(val[1], np.ndarray) and isinstance(val[2], np.ndarray):
                out = np.where(ints(0) != 0, val[1], val[2])
        elif name in ("llvm.zext", "llvm.sext", "llvm.trunc"):
            if isinstance(val[0], np.ndarray):
                out = val[0] & ((1 << int(re.search(r"to i(\d+)", rest).group(1))) - 1)
        elif name == "llvm.bitcast":
            if "%arg0" in args:
                out = Splat()
            else:
                out = _bitcast(val[0], rest)
        elif name == "llvm.mlir.undef":
            n = re.search(r"vector<(\d+)x", rest)
            out = [None] * int(n.group(1)) if n and "struct" not in rest else {}
        elif name == "llvm.insertvalue":
            idx = int(re.search(r"\[(\d+)\]", rest).group(1))
            agg = dict(val[1]) if isinstance(val[1], dict) else {}
            item = val[0]
            if isinstance(item, Splat):
                item = tuple((idx, k) for k in range(elem_bytes))
            agg[idx] = item
            out = agg
        elif name == "llvm.extractvalue":
            idx = int(re.search(r"\[(\d+)\]", rest).group(1))
            out = val[0].get(idx) if isinstance(val[0], dict) else None
        elif name == "llvm.insertelement":
            vec = list(val[1]) if isinstance(val[1], list) else None
            if vec is not None:
                vec[int(ints(2)[0])] = val[0]
            out = vec
        elif name == "llvm.extractelement":
            out = val[0][int(ints(1)[0])] if isinstance(val[0], list) else None
        elif name in ("nvvm.barrier0", "nvvm.barrier", "nvvm.bar.warp.sync"):
            rnd += 1
        elif name == "llvm.store" and "ptr<3>" in rest:
            data = _bytes(val[0])
            ops.append(MemOp(f"st.shared.v{_lanes(rest)}", rnd, ints(1), len(data), data))
        elif name == "llvm.load" and "ptr<3>" in rest:
            out_ty = rest.rsplit("->", 1)[-1]
            width = _type_bytes(out_ty)
            ops.append(MemOp(f"ld.shared.v{_lanes(out_ty)}", rnd, ints(0), width))
        elif name == "nvvm.stmatrix":
            trans = "mma_layout<col>" in rest
            regs = [_bytes(v) for v in val[1:]]
            kind = "stmatrix.trans" if trans else "stmatrix"
            ops.append(MemOp(kind, rnd, ints(0), 16, [b for r in regs for b in r], len(regs)))
        elif name == "nvvm.ldmatrix":
            num = int(re.search(r"num = (\d+)", rest).group(1))
            kind = "ldmatrix.trans" if "mma_layout<col>" in rest else "ldmatrix"
            ops.append(MemOp(kind, rnd, ints(0), 16, [], num))
        elif name == "llvm.inline_asm" and "tcgen05.st." in rest:
            m = _TCGEN05_ST.search(rest)
            data = [_bytes(v) for v in val[2:]]
            half = int(m.group(4)) if m.group(4) else 0
            ops.append(TmemStore(m.group(1), int(m.group(3)), half, data))
        elif "ptr<3>" in rest and name not in ("llvm.return", "llvm.inttoptr", "llvm.ptrtoint"):
            raise ValueError(f"unknown shared-memory op: {line.strip()}")
        if res is not None:
            env[res] = out
    return ops


def _known(values: list) -> bool:
    """Both operands are integers we follow (not the tensor-memory base, say)."""
    return all(isinstance(v, np.ndarray) for v in values)


def _lanes(type_text: str) -> int:
    n = re.search(r"vector<(\d+)x", type_text)
    return int(n.group(1)) if n else 1


def _type_bytes(type_text: str) -> int:
    n = re.search(r"vector<(\d+)x[if](\d+)>", type_text)
    if n:
        return int(n.group(1)) * int(n.group(2)) // 8
    return int(re.search(r"[if](\d+)", type_text).group(1)) // 8


def _bytes(value) -> list:
    if isinstance(value, tuple):
        return list(value)
    if isinstance(value, list):
        return [b for v in value for b in _bytes(v)]
    raise ValueError(f"not data: {value!r}")


def _bitcast(value, rest: str):
    if isinstance(value, np.ndarray):
        return value
    if value is None or (isinstance(value, list) and all(v is None for v in value)):
        return None  # a loaded value: not followed
    if isinstance(value, list) and None in value:
        # a padded vector (one element set): the unset elements' bytes are unknown
        size = next(len(v) for v in value if v is not None)
        value = [v if v is not None else (None,) * size for v in value]
    flat = _bytes(value)
    n = re.search(r"to vector<(\d+)x", rest)
    if not n:
        return tuple(flat)
    k = int(n.group(1))
    step = len(flat) // k
    return [tuple(flat[i * step : (i + 1) * step]) for i in range(k)]


_BINARY = {
    "llvm.add": lambda a, b: a + b,
    "llvm.sub": lambda a, b: a - b,
    "llvm.mul": lambda a, b: a * b,
    "llvm.udiv": lambda a, b: a // b,
    "llvm.urem": lambda a, b: a % b,
    "llvm.and": lambda a, b: a & b,
    "llvm.or": lambda a, b: a | b,
    "llvm.xor": lambda a, b: a ^ b,
    "llvm.shl": lambda a, b: a << b,
    "llvm.lshr": lambda a, b: a >> b,
}
_CMP = {
    "eq": np.equal,
    "ne": np.not_equal,
    "ult": np.less,
    "slt": np.less,
    "ule": np.less_equal,
    "sle": np.less_equal,
    "ugt": np.greater,
    "sgt": np.greater,
    "uge": np.greater_equal,
    "sge": np.greater_equal,
}


def stored_bytes(ops: list[MemOp]) -> dict[tuple[int, int, int, int], int]:
    """(round, thread, register, byte) -> the byte address each store writes it to."""
    out: dict[tuple[int, int, int, int], int] = {}
    stores = [op for op in ops if op.kind.startswith("st")]
    first_round = {r: i for i, r in enumerate(sorted({op.round for op in stores}))}
    for op in stores:
        rnd = first_round[op.round]
        threads = len(op.addr)
        if op.kind.startswith("st.shared"):
            for t in range(threads):
                for k, tag in enumerate(op.data):
                    out[(rnd, t, *tag)] = int(op.addr[t]) + k
            continue
        # stmatrix m8n8 b16: lane 8j + r gives row r of matrix j (16 bytes); lane l holds
        # in register j the two elements at row l / 4, columns 2 (l % 4) + {0, 1}.
        for t in range(threads):
            lane, warp0 = t % 32, t - t % 32
            for j in range(op.num):
                tags = op.data[4 * j : 4 * j + 4]
                for half in range(2):
                    if op.kind == "stmatrix":
                        row, col = lane // 4, 2 * (lane % 4) + half
                    else:  # stored transposed
                        row, col = 2 * (lane % 4) + half, lane // 4
                    base = int(op.addr[warp0 + 8 * j + row]) + 2 * col
                    for k in range(2):
                        out[(rnd, t, *tags[2 * half + k])] = base + k
    return out


def wavefronts(op: MemOp) -> tuple[int, int]:
    """(wavefronts, the fewest possible) of one instruction for the first warp: per group
    of lanes moving at most 128 bytes, the most distinct 32-bit words in one bank."""
    if op.kind.startswith(("ldmatrix", "stmatrix")):
        groups = [[(int(op.addr[8 * j + r]), 16) for r in range(8)] for j in range(op.num)]
    else:
        per = max(1, 128 // max(op.width, 4)) if op.width > 4 else 32
        groups = [
            [(int(op.addr[lane]), op.width) for lane in range(g, g + per)]
            for g in range(0, 32, per)
        ]
    total = 0
    for group in groups:
        words: dict[int, set[int]] = {}
        for addr, width in group:
            for w in range(addr // 4, (addr + width - 1) // 4 + 1):
                words.setdefault(w % 32, set()).add(w)
        total += max(len(v) for v in words.values())
    return total, len(groups)
