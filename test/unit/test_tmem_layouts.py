"""Tensor-memory linear layouts (`#ttng.tensor_memory_encoding`, `_scales_encoding`):
ours against libtriton's toLinearLayout, on a seeded sweep.

libtriton's `GluonOpBuilder.to_linear_layout` aborts on a tensor-memory encoding (its
result must be a `#ttg.linear` of register/lane/warp/block and the verifier stops at
'row'). The layout reaches Python through Gluon's `get_tmem_reg_layout`, which is the
tcgen05.ld 32x32b message composed with it: lane i reads TMEM row 2**i, warps 0 and 1 rows
32 and 64, registers (then the remaining warps) consecutive columns. So the image of each
of those inputs is libtriton's layout at that row or column; we read it back and compare
the bases. Cases where the message folds rows differently (blockM 64 with the 16x32bx2
trick) cannot be read back this way and are counted apart.

`python test/unit/test_tmem_layouts.py N` runs N cases (docs/layouts.md has the counts).
"""

from __future__ import annotations

import random
import sys
import tempfile

import pytest
from gluon_opt.dialects.layout import encodings as L
from gluon_opt.dialects.layout.conversions import to_linear_layout
from gluon_opt.dialects.layout.helpers import tmem_reg_layout
from gluon_opt.dialects.layout.linear import LayoutError, LinearLayout

pytest.importorskip("triton._C.libtriton")
from layout_cases import count_outcomes  # noqa: E402
from lowered_cvt import TmemStore, simulate  # noqa: E402
from triton._C.libtriton import ir, nvidia  # noqa: E402
from triton.experimental.gluon import language as gl  # noqa: E402
from triton.experimental.gluon.language.nvidia.blackwell import (  # noqa: E402
    TensorMemoryLayout,
    TensorMemoryScalesLayout,
    get_tmem_reg_layout,
)

CI_CASES = 200


def _cga_shape(cga: list[list[int]]) -> tuple[int, int]:
    c0 = c1 = 1
    for b in cga:
        c0, c1 = (c0 * 2, c1) if b[0] else (c0, c1 * 2 if b[1] else c1)
    return c0, c1


def read_back(
    want, shape: list[int], cga: list[list[int]], packed: int
) -> tuple[LinearLayout, bool] | None:
    """libtriton's layout (row, col -> dim0, dim1) from get_tmem_reg_layout's result, and
    whether trailing all-zero columns may be missing from it (a warp reading a zero column
    looks like a warp that broadcasts); None where the 32x32b message does not map its
    inputs to rows and columns one to one."""
    regs = [list(b) for b in want.reg_bases]
    # The first registers of a packed type are the elements of one 32-bit column.
    cast = regs[: packed.bit_length() - 1]
    if cast != [[0, 1 << i] for i in range(len(cast))]:
        return None
    regs = regs[len(cast) :]
    lanes, warps = [list(b) for b in want.lane_bases], [list(b) for b in want.warp_bases]
    if len(lanes) != 5 or len(warps) < 2:
        return None
    extra = warps[2:]
    zero_warps = False
    while extra and not any(extra[-1]):
        extra.pop()  # warps beyond the columns broadcast
        zero_warps = True
    rows = [[b[0], b[1] // packed] for b in lanes + warps[:2]]
    cols = [[b[0], b[1] // packed] for b in regs + extra]
    c0, c1 = _cga_shape(cga)
    quot = LinearLayout(
        {"row": rows, "col": cols},
        [("dim0", shape[0] // c0), ("dim1", shape[1] // c1 // packed)],
    )
    ll = quot * (
        LinearLayout.identity_1d(c0, "col", "dim0") * LinearLayout.identity_1d(c1, "col", "dim1")
    )
    if packed > 1:
        ll = LinearLayout.identity_1d(packed, "col", "dim1") * ll
    return ll, zero_warps


def _without_trailing_zero_cols(ll: LinearLayout) -> dict:
    bases = ll.bases_as_lists()
    while bases["col"] and not any(bases["col"][-1]):
        bases["col"].pop()
    return bases


def tmem_cases(rng: random.Random):
    while True:
        if rng.random() < 0.25:
            m, n = 32 << rng.randint(0, 3), 4 << rng.randint(0, 4)
            yield "scales", None, [m, n], rng.choice([4, 8]), None, [], 4
            continue
        bits = rng.choice([16, 32, 32])
        block_m, block_n = rng.choice([64, 128]), 1 << rng.randint(1, 8)
        m, n = block_m * rng.choice([1, 1, 2]), block_n * rng.choice([1, 2, 4])
        split = rng.choice([None, None, (1, 2), (2, 1)])
        cga = {None: [], (1, 2): [[0, 1]], (2, 1): [[1, 0]]}[split]
        params = (block_m, block_n, 1, *(split or (1, 1)))
        yield "tmem", params, [m, n], rng.choice([4, 8, 16]), split, cga, 32 // bits


def check(case) -> str:
    kind, params, shape, warps, split, cga, packed = case
    if kind == "scales":
        enc = L.TensorMemoryScalesEncodingAttr.get()
        layout, dtype = TensorMemoryScalesLayout(), gl.int8
    else:
        enc = L.TensorMemoryEncodingAttr.get(*params)
        layout = TensorMemoryLayout((params[0], params[1]), 1, split)
        dtype = {1: gl.float32, 2: gl.float16}[packed]
    try:
        ours = to_linear_layout(enc, shape)
    except LayoutError:
        return "rejected"
    try:
        want = get_tmem_reg_layout(dtype, shape, layout, warps, "32x32b", cga)
    except (AssertionError, ValueError, RuntimeError):
        return "no message layout"
    if kind == "tmem" and params[0] == 64 and any(want.lane_bases[4]):
        return "not readable"  # lane 16 may read a column (16x32bx2): ambiguous
    found = read_back(want, shape, cga, packed)
    if found is None:
        return "not readable"
    theirs, zero_warps = found
    where = f"{L.attr_text(enc)} {shape}\nours {ours}\nlibtriton {theirs}"
    if ours.bases == theirs.bases:
        return "equal"
    assert zero_warps, where
    assert _without_trailing_zero_cols(ours) == _without_trailing_zero_cols(theirs), where
    return "equal up to trailing zero columns"


def run_sweep(n: int, seed: int = 0) -> dict[str, int]:
    rng = random.Random(f"tmem-ll-{seed}")
    counts: dict[str, int] = {}
    cases = tmem_cases(rng)
    for _ in range(n):
        result = check(next(cases))
        counts[result] = counts.get(result, 0) + 1
    return counts


def test_tmem_linear_layouts_equal_libtriton() -> None:
    counts = run_sweep(CI_CASES)
    assert counts.get("equal", 0) >= CI_CASES // 2, counts


def test_cli_message_layout_equals_gluon(capsys) -> None:
    import json

    from gluon_opt.tools.gluon_layout import main

    tmem = "#ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>"
    args = ["--shape", "64x128", "--message", "16x256b", "--warps", "8", "--json"]
    assert main([tmem, *args]) == 0
    got = json.loads(capsys.readouterr().out)["bases"]
    want = get_tmem_reg_layout(gl.float32, [64, 128], TensorMemoryLayout((64, 64), 1), 8, "16x256b")
    assert got == {
        "register": want.reg_bases,
        "lane": want.lane_bases,
        "warp": want.warp_bases,
        "block": want.block_bases,
    }
    assert main([tmem, "--shape", "64x128"]) == 0
    out = capsys.readouterr().out
    assert "tensor memory: row = TMEM lane" in out
    assert "  [0, 1]: row0 col1" in out.splitlines()
    split = "#ttng.tensor_memory_encoding<blockM = 128, blockN = 32, colStride = 1, CTASplitM = 2>"
    assert main([split, "--shape", "256x32"]) == 0
    assert "CTA split 2x1: 3.6.0's tensor-memory layouts have no block" in capsys.readouterr().out


# ----- through the generated code: tcgen05.st ---------------------------------------------
#
# A second oracle that needs no read-back: libtriton lowers a `ttng.tmem_store` of a tensor
# in the 32x32b message layout (sm_100, 4 warps, 32-bit elements) to tcgen05.st
# instructions, each with an immediate (row << 16 | col) offset and a list of registers.
# Warp w's lane l writes TMEM row 32 w + l (16x32bx2: row 32 w + l % 16, the upper half
# lanes at the second-half column offset), register j of a message column offset + j.
# Executing the lowered code (lowered_cvt.simulate) tells which register of which thread
# lands in each (row, col), i.e. libtriton's toLinearLayout of the tensor-memory encoding
# at every position written; ours must map each to the same element, and every element
# must be written.


def tmem_store_module(reg: str, tmem: str, shape: list[int], dtype: str = "f32") -> str:
    shp = "x".join(map(str, shape))
    ty = f"!ttg.memdesc<{shp}x{dtype}, #tmem, #ttng.tensor_memory, mutable>"
    return f"""#reg = {reg}
#tmem = {tmem}
module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func public @f(%x: {dtype}) {{
    %true = arith.constant true
    %0 = tt.splat %x : {dtype} -> tensor<{shp}x{dtype}, #reg>
    %1 = ttng.tmem_alloc : () -> {ty}
    ttng.tmem_store %0, %1, %true : tensor<{shp}x{dtype}, #reg> -> {ty}
    tt.return
  }}
}}
"""  # noqa: E501


def generated_tmem_positions(
    ctx, reg: str, tmem: str, shape: list[int], bits: int = 32
) -> tuple[list[tuple], set[str]]:
    """(row, col, register, lane, warp) for every element the lowered store writes, and the
    message shapes it uses. For 16-bit elements columns count 16-bit halves, as 3.6.0's
    tensor-memory layouts do: a 32-bit register holds two elements, in one column (packed)
    or, with `.unpack::16b`, each in the low half of its own column."""
    with tempfile.NamedTemporaryFile("w", suffix=".mlir") as f:
        f.write(tmem_store_module(reg, tmem, shape, {32: "f32", 16: "f16"}[bits]))
        f.flush()
        mod = ir.parse_mlir_module(f.name, ctx)
    pm = ir.pass_manager(ctx)
    nvidia.passes.ttnvgpuir.add_allocate_tensor_memory(pm)
    nvidia.passes.ttgpuir.add_allocate_shared_memory_nv(pm, 100, 86)
    nvidia.passes.ttgpuir.add_to_llvmir(pm, 100, 86)
    pm.run(mod, "to-llvm")
    out, shapes = [], set()
    unpacked = "unpack::16b" in mod.str_nodebug()
    for op in simulate(mod.str_nodebug(), 128, bits // 8):
        if not isinstance(op, TmemStore):
            continue
        assert op.shape in ("32x32b", "16x32bx2"), op.shape
        shapes.add(op.shape)
        row0, col0 = op.offset >> 16, op.offset & 0xFFFF
        for warp in range(4):
            for lane in range(32):
                if op.shape == "32x32b":
                    row, col = 32 * warp + lane + row0, col0
                else:
                    row = 32 * warp + lane % 16 + row0
                    col = col0 + (op.half if lane >= 16 else 0)
                for j, word in enumerate(op.data):
                    if bits == 32:
                        out.append((row, col + j, word[0][0], lane, warp))
                        continue
                    for h in range(2):
                        if word[2 * h] is None:
                            continue  # padding
                        col16 = 2 * (col + 2 * j + h) if unpacked else 2 * (col + j) + h
                        out.append((row, col16, word[2 * h][0], lane, warp))
    return out, shapes


def tmem_store_cases(rng: random.Random):
    while True:
        block_m, block_n = rng.choice([64, 128]), 1 << rng.randint(0, 8)
        m = block_m * rng.choice([1, 1, 2])
        n = block_n * rng.choice([1, 2, 4])
        if m * n > 128 * 512:
            continue  # more than tensor memory holds
        bits = rng.choice([16, 32])
        col_stride = rng.choice([1, 2]) if bits == 16 else 1
        yield (block_m, block_n), [m, n], bits, col_stride


def check_through_tmem_store(
    ctx, block: tuple[int, int], shape: list[int], bits: int, col_stride: int
) -> str:
    layout = TensorMemoryLayout(block, col_stride)
    dtype = {32: gl.float32, 16: gl.float16}[bits]
    enc = L.TensorMemoryEncodingAttr.get(block[0], block[1], col_stride, 1, 1, False)
    try:
        # where ours raises, libtriton asserts ("Should not happen") and would abort
        tmem_reg_layout(bits, shape, enc, 4, "32x32b")
    except (LayoutError, ValueError):
        return "rejected (libtriton would abort)"
    try:
        want = get_tmem_reg_layout(dtype, shape, layout, 4, "32x32b", [])
    except (AssertionError, ValueError, RuntimeError):
        return "no message layout"
    reg_ll = LinearLayout(
        {"register": want.reg_bases, "lane": want.lane_bases, "warp": want.warp_bases,
         "block": want.block_bases},
        [("dim0", shape[0]), ("dim1", shape[1])],
    )  # fmt: skip
    ours = to_linear_layout(enc, shape)
    reg = L.attr_text(L.LinearEncodingAttr.get(reg_ll))
    try:
        written, shapes = generated_tmem_positions(ctx, reg, L.attr_text(enc), shape, bits)
    except RuntimeError:  # the tmem_store verifier rejects the pair (e.g. packed, blockN 1)
        return "module rejected by libtriton"
    seen = set()
    for row, col, r, lane, warp in written:
        elem = reg_ll.apply({"register": r, "lane": lane, "warp": warp, "block": 0})
        got = ours.apply({"row": row, "col": col})
        assert got == elem, f"{L.attr_text(enc)} {shape}: row {row} col {col}: {got} vs {elem}"
        seen.add(tuple(v for _, v in elem))
    assert len(seen) == shape[0] * shape[1], f"{L.attr_text(enc)} {shape}: not all written"
    message = "16x32bx2" if "16x32bx2" in shapes else "32x32b"
    return f"equal ({bits}-bit, {message})"


def run_store_sweep(ctx, n: int, seed: int = 0) -> dict[str, int]:
    cases = tmem_store_cases(random.Random(f"tmem-st-{seed}"))
    return count_outcomes(lambda *case: check_through_tmem_store(ctx, *case), cases, n)


def test_tmem_layouts_equal_the_generated_tcgen05_st(oracle) -> None:
    counts = run_store_sweep(oracle.ctx, 40)
    assert sum(v for k, v in counts.items() if k.startswith("equal")) >= 20, counts


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    if sys.argv[2:] == ["--tcgen05-st"]:
        sys.path.insert(0, __file__.rsplit("/", 1)[0])
        from layout_cases import Oracle

        print(run_store_sweep(Oracle().ctx, n, seed=1))
    else:
        print(run_sweep(n, seed=1))
