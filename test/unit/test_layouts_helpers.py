"""Our layout helpers against Gluon's own (live)."""

from __future__ import annotations

import itertools

import pytest
from gluon_opt.dialects.layout.helpers import nvmma_shared_default_for

gl = pytest.importorskip("triton.experimental.gluon.language")
from triton.experimental.gluon.language._layouts import NVMMASharedLayout  # noqa: E402

DTYPES = {8: gl.float8e4nv, 16: gl.float16, 32: gl.float32}


@pytest.mark.parametrize("bits", [8, 16, 32])
def test_nvmma_default_for_matches_gluon(bits: int) -> None:
    sizes = [1, 2, 4, 8, 16, 32, 64, 128, 256]
    cgas = [None, [[0, 1]], [[1, 0]], [[1, 0], [0, 1]]]
    compared = 0
    for m, n, transposed, fp4, cga in itertools.product(
        sizes, sizes, [False, True], [False, True], cgas
    ):
        if fp4 and bits != 8:
            continue
        try:
            want = NVMMASharedLayout.get_default_for(
                [m, n], DTYPES[bits], transposed=transposed, fp4_padded=fp4, cga_layout=cga
            )
        except AssertionError:
            with pytest.raises(ValueError):
                nvmma_shared_default_for([m, n], bits, transposed, fp4, cga)
            continue
        got = nvmma_shared_default_for([m, n], bits, transposed, fp4, cga)
        assert (
            got.swizzlingByteWidth,
            got.elementBitWidth,
            got.rank,
            got.transposed,
            got.fp4Padded,
            [list(b) for b in got.CGALayout.bases],
        ) == (
            want.swizzle_byte_width,
            want.element_bitwidth,
            want.rank,
            want.transposed,
            want.fp4_padded,
            list(want.cga_layout or []),
        ), (m, n, transposed, fp4, cga)
        compared += 1
    assert compared > 300


# ----- MMA instruction shapes and result layouts, against AccelerateMatmul, live ---------

import random  # noqa: E402
import re  # noqa: E402
import tempfile  # noqa: E402

from gluon_opt.dialects.layout import encodings as L  # noqa: E402
from gluon_opt.dialects.layout.helpers import (  # noqa: E402
    mma_instr_shape,
    mma_result_layout,
    tmem_reg_layout,
)
from triton._C.libtriton import ir, nvidia, passes  # noqa: E402

# Operand element type -> (accumulator type, bits of the accumulator).
ACC = {"f16": "f32", "bf16": "f32", "f32": "f32", "i8": "i32", "f8E4M3FN": "f32", "f8E5M2": "f32"}
CAPS = {2: 80, 3: 90, 5: 100}


def accelerate_matmul(m, n, k, dtype, cap, warps, cga_bases) -> str | None:
    """libtriton's accelerate-matmul on one tt.dot; the printed module."""
    acc = ACC[dtype]
    cga = f", CGALayout = {[list(b) for b in cga_bases]}" if cga_bases else ""
    blocked = (
        "#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], "
        f"warpsPerCTA = [{warps}, 1], order = [1, 0]{cga}}}>"
    )
    a = f"tensor<{m}x{k}x{dtype}, #ttg.dot_op<{{opIdx = 0, parent = #blocked}}>>"
    b = f"tensor<{k}x{n}x{dtype}, #ttg.dot_op<{{opIdx = 1, parent = #blocked}}>>"
    c = f"tensor<{m}x{n}x{acc}, #blocked>"
    text = f"""#blocked = {blocked}
module attributes {{"ttg.num-ctas" = {1 << len(cga_bases)} : i32, "ttg.num-warps" = {warps} : i32, ttg.target = "cuda:{cap}", "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func public @f(%a: {a}, %b: {b}, %c: {c}) -> {c} {{
    %d = tt.dot %a, %b, %c : {a} * {b} -> {c}
    tt.return %d : {c}
  }}
}}
"""  # noqa: E501
    ctx = ir.context()
    ir.load_dialects(ctx)
    nvidia.load_dialects(ctx)
    with tempfile.NamedTemporaryFile("w", suffix=".mlir") as f:
        f.write(text)
        f.flush()
        mod = ir.parse_mlir_module(f.name, ctx)
    pm = ir.pass_manager(ctx)
    passes.ttgpuir.add_accelerate_matmul(pm)
    try:
        pm.run(mod, "accelerate-matmul")
    except RuntimeError:
        return None  # the C++ pass fails on this dot (e.g. a tcgen05 shape it cannot encode)
    return mod.str_nodebug()


def _alias(text: str, name: str):
    found = re.search(rf"^#{name} = (.*)$", text, re.M)
    return L.parse_layout(found.group(1)) if found else None


def mma_cases(rng: random.Random, version: int):
    while True:
        dtype = rng.choice(list(ACC) if version != 5 else ["f16", "bf16", "f32", "f8E4M3FN"])
        bits = 8 if dtype in ("i8", "f8E4M3FN", "f8E5M2") else int(dtype.strip("bfi") or 8)
        m = 1 << rng.randint(4 if version == 2 else 6, 8)
        n = 1 << rng.randint(3 if version != 5 else 4, 9)
        k = max(256 // bits, 1 << rng.randint(3, 7))
        warps = rng.choice([4, 8] if version == 5 else [1, 2, 4, 8, 16] if version == 2 else [4, 8])
        cga = rng.choice([[], [], [[1, 0]], [[0, 1]], [[1, 0], [0, 1]]]) if version != 5 else []
        if version == 3 and cga and m // (2 if [1, 0] in cga else 1) < 64:
            cga = []
        yield m, n, k, dtype, bits, warps, cga


@pytest.mark.parametrize("version", [2, 3, 5])
def test_mma_result_layout_matches_accelerate_matmul(version: int) -> None:
    rng = random.Random(f"mma-{version}")
    compared = 0
    for m, n, k, dtype, _bits, warps, cga in mma_cases(rng, version):
        if compared >= 60:
            break
        text = accelerate_matmul(m, n, k, dtype, CAPS[version], warps, cga)
        case = (version, m, n, k, dtype, warps, cga)
        if text is None:
            continue
        if version in (2, 3):
            want = _alias(text, "mma")
            if want is None or want.versionMajor != version:
                continue  # libtriton did not use this MMA version for it
            got = mma_result_layout(version, [m, n], dtype, warps, cga)
            assert L.attr_text(got) == L.attr_text(want), case
            per_cta = [m >> ([1, 0] in cga), n >> ([0, 1] in cga)]
            assert list(mma_instr_shape(version, per_cta, dtype, warps)) == list(want.instrShape), (
                case
            )
        else:
            tmem, want = _alias(text, "tmem"), _alias(text, "linear")
            if tmem is None:
                continue
            assert mma_instr_shape(5, [m, n], dtype, warps)[:2] == (tmem.blockM, tmem.blockN)
            got = mma_result_layout(5, [m, n], dtype, warps)
            assert got.linearLayout.bases == want.linearLayout.bases, case
        compared += 1
    assert compared == 60


def test_mma_instr_shape_errors() -> None:
    with pytest.raises(ValueError):
        mma_instr_shape(3, [32, 64], "f16", 4)  # M must be a multiple of 64 for wgmma
    with pytest.raises(ValueError):
        mma_instr_shape(3, [64, 64], "f64", 4)
    assert mma_instr_shape(3, [128, 256], "f16", 8) == (16, 256, 16)
    assert mma_instr_shape(3, [64, 256], "i8", 4) == (16, 128, 32)
    assert mma_instr_shape(2, [4, 64, 64], "f16", 4) == (1, 16, 8)


# ----- tensor-memory register layouts, against Gluon's get_tmem_reg_layout, live ---------

from triton.experimental.gluon.language.nvidia.blackwell import (  # noqa: E402
    TensorMemoryLayout,
    get_tmem_reg_layout,
)

TMEM_VARIANTS = ["32x32b", "16x64b", "16x128b", "16x256b", "32x32b_splitn"]


def tmem_cases(rng: random.Random):
    while True:
        bits = rng.choice([8, 16, 32])
        block_m, block_n = rng.choice([64, 128]), 1 << rng.randint(0, 8)
        col_stride = rng.choice([1, 32 // bits])
        m, n = block_m * rng.choice([1, 1, 2]), block_n * rng.choice([1, 2, 4])
        split = rng.choice([None, None, (1, 2), (2, 1)])
        cga = {None: [], (1, 2): [[0, 1]], (2, 1): [[1, 0]]}[split]
        yield bits, block_m, block_n, col_stride, m, n, rng.choice([4, 8, 16]), split, cga


def check_tmem_case(bits, block_m, block_n, col_stride, m, n, warps, variant, split, cga) -> str:
    """'equal', 'both-raise' or 'rejected' (a case where Triton asserts: not sent)."""
    enc = L.TensorMemoryEncodingAttr.get(block_m, block_n, col_stride, *(split or (1, 1)))
    try:
        got = tmem_reg_layout(bits, [m, n], enc, warps, variant, cga)
    except ValueError as e:
        if "unexpected column packing" in str(e):
            return "rejected"
        got = None
    layout = TensorMemoryLayout((block_m, block_n), col_stride, split)
    try:
        want = get_tmem_reg_layout(DTYPES[bits], [m, n], layout, warps, variant, cga)
    except (AssertionError, ValueError, RuntimeError):
        want = None
    case = (bits, block_m, block_n, col_stride, m, n, warps, variant, split, cga)
    assert (got is None) == (want is None), (case, got, want)
    if got is None:
        return "both-raise"
    assert got.bases_as_lists() == {
        "register": want.reg_bases,
        "lane": want.lane_bases,
        "warp": want.warp_bases,
        "block": want.block_bases,
    }, case
    return "equal"


def run_tmem_sweep(n_cases: int, seed: int = 0) -> dict[str, int]:
    rng = random.Random(f"tmem-{seed}")
    counts = {"equal": 0, "both-raise": 0, "rejected": 0}
    cases = tmem_cases(rng)
    for _ in range(n_cases):
        bits, bm, bn, cs, m, n, warps, split, cga = next(cases)
        variant = rng.choice(TMEM_VARIANTS)
        counts[check_tmem_case(bits, bm, bn, cs, m, n, warps, variant, split, cga)] += 1
    return counts


def test_tmem_reg_layout_matches_gluon() -> None:
    counts = run_tmem_sweep(400)
    assert counts["equal"] >= 200, counts


def test_tmem_scales_reg_layout_matches_gluon() -> None:
    from triton.experimental.gluon.language.nvidia.blackwell import TensorMemoryScalesLayout

    compared = 0
    for m, n, warps in itertools.product([32, 64, 128, 256], [1, 2, 4, 8, 16, 32], [4, 8]):
        want = get_tmem_reg_layout(gl.int8, [m, n], TensorMemoryScalesLayout(), warps)
        got = tmem_reg_layout(8, [m, n], L.TensorMemoryScalesEncodingAttr.get(), warps)
        assert got.bases_as_lists() == {
            "register": want.reg_bases,
            "lane": want.lane_bases,
            "warp": want.warp_bases,
            "block": want.block_bases,
        }, (m, n, warps)
        compared += 1
    assert compared == 48


if __name__ == "__main__":
    import sys

    n = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
    print("tmem_reg_layout:", run_tmem_sweep(n, seed=1))
