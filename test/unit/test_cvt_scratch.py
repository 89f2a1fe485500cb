"""The scratch layout of a convert_layout through shared memory (`cvt_scratch`, our port of
GenericSwizzling.cpp's `optimalSwizzling`) against the code libtriton generates.

libtriton's Python bindings expose neither the swizzling nor its bank conflicts, so each
case is lowered by libtriton (allocation + TritonGPU-to-LLVM at sm_90) and the LLVM dialect
is executed for every thread (`lowered_cvt.simulate`): every byte every thread stores is
found at its address. The case agrees when our layout puts each (thread, register) at the
same byte address in the same round (the `reps` index), the store and load instructions
are the same kind, the number of rounds equals ours and the module's shared memory
(`ttg.shared`, the one scratch buffer) is our scratch size.

`python test/unit/test_cvt_scratch.py N [SEED]` runs N cases (docs/layouts.md records the
full sweep); CI runs `CI_CASES`.
"""

from __future__ import annotations

import random
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from gluon_opt.analysis.module_layouts import element_bits, module_layouts
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.layout import encodings as L
from gluon_opt.dialects.layout.conversions import to_linear_layout
from gluon_opt.dialects.layout.linear import LayoutError, LinearLayout, cvt_kind
from gluon_opt.dialects.layout.swizzling import cvt_bits, cvt_scratch
from gluon_opt.dialects.text.parser import parse_module

pytest.importorskip("triton._C.libtriton")
from layout_cases import (  # noqa: E402
    perturbed,
    random_blocked,
    random_mma,
    random_shape,
    split_pow2,
)
from lowered_cvt import lower_cvt, simulate, stored_bytes, wavefronts  # noqa: E402

CI_CASES = 60


def cvt_cases(rng: random.Random) -> Iterator[tuple]:
    """(src, dst, shape, warps, bits): blocked, mma v2/v3 and dot operands to blocked or to
    the same elements redistributed; 8 to 64 bits; one CTA."""
    while True:
        rank = 2
        kind = rng.random()
        if kind < 0.4:
            src = random_blocked(rng, rank)
            src = L.BlockedEncodingAttr.get(
                src.sizePerThread, src.threadsPerWarp, src.warpsPerCTA, src.order, []
            )
            shape = random_shape(rng, rank, 2, 7)
        else:
            mma = random_mma(rng, rng.choice([2, 3]))
            mma = L.NvidiaMmaEncodingAttr.get(
                mma.versionMajor, 0, list(mma.warpsPerCTA), list(mma.instrShape), []
            )
            src = mma
            if kind > 0.8:
                k_width = rng.choice([1, 2, 4, 8]) if mma.versionMajor == 2 else 2
                op_idx = rng.randint(0, 1) if mma.versionMajor == 2 else 0
                src = L.DotOperandEncodingAttr.get(op_idx, mma, k_width)
            shape = random_shape(rng, rank, 4, 7)
        warps = 1
        for w in _warps_of(src):
            warps *= w
        try:
            s_ll = to_linear_layout(src, shape)
        except LayoutError:
            continue
        if rng.random() < 0.5:
            dst = random_blocked(rng, rank)
            dst = L.BlockedEncodingAttr.get(
                dst.sizePerThread, dst.threadsPerWarp,
                split_pow2(rng, warps.bit_length() - 1, rank), dst.order, [],
            )  # fmt: skip
        else:
            dst = perturbed(rng, s_ll)
        if rng.random() < 0.3:
            src, dst = dst, src
        yield src, dst, shape, warps, rng.choice([8, 16, 16, 32, 32, 64])


def _warps_of(enc) -> list[int]:
    while isinstance(enc, L.DotOperandEncodingAttr):
        enc = enc.parent
    return list(enc.warpsPerCTA)


def check(ctx, src, dst, shape: list[int], warps: int, bits: int) -> dict:
    """Compare one case; returns what the generated code does (for the sweep's counts)."""
    s_ll, d_ll = to_linear_layout(src, shape), to_linear_layout(dst, shape)
    ours = cvt_scratch(s_ll, d_ll, bits)
    case = f"{L.attr_text(src)} -> {L.attr_text(dst)} {shape} {bits} bits, {warps} warps"
    ctas = s_ll.in_dim_size("block")
    text = lower_cvt(ctx, L.attr_text(src), L.attr_text(dst), shape, warps, bits, ctas=ctas)
    # the module's shared memory is this one scratch buffer
    size = int(re.search(r"ttg\.shared = (\d+) : i32", text).group(1))
    assert size == ours.scratch_bytes, f"{case}: {size} bytes, ours {ours.scratch_bytes}"
    ops = simulate(text, 32 * warps, bits // 8)
    stores = [op for op in ops if op.kind.startswith("st")]
    loads = [op for op in ops if op.kind.startswith("ld")]
    assert stores and loads, case
    kind = {op.kind.split(".v")[0] for op in stores}
    assert kind == {ours.store}, f"{case}: stores {kind}, ours {ours.store}"
    kind = {op.kind.split(".v")[0] for op in loads}
    assert kind == {ours.load}, f"{case}: loads {kind}, ours {ours.load}"
    rounds = len({op.round for op in stores})
    assert rounds == ours.reps, f"{case}: {rounds} rounds, ours {ours.reps}"

    to_scratch = ours.layout.invert()
    for (rnd, thread, reg, byte), addr in stored_bytes(ops).items():
        coords = s_ll.apply({"register": reg, "lane": thread % 32, "warp": thread // 32,
                             "block": 0})  # fmt: skip
        flat, rep = _offset(to_scratch.apply(coords), ours.layout)
        want = (rep, flat * bits // 8 + byte)
        where = f"{case}: thread {thread} register {reg} byte {byte}"
        assert (rnd, addr) == want, f"{where}: {(rnd, addr)}, ours {want}"
    store_waves = [wavefronts(op) for op in stores]
    load_waves = [wavefronts(op) for op in loads]
    return {
        "store": ours.store,
        "load": ours.load,
        "reps": ours.reps,
        "libtriton": (ours.libtriton_store, ours.libtriton_load),
        "measured": (
            max(w - ideal for w, ideal in store_waves),
            max(w - ideal for w, ideal in load_waves),
        ),
    }


def _offset(ins: list[tuple[str, int]], layout: LinearLayout) -> tuple[int, int]:
    """The element offset (vector, bank and segment bits) and the round (reps) of a
    position of the scratch layout."""
    value = dict(ins)
    flat, shift = 0, 0
    for dim in ("vector", "bank", "segment"):
        flat |= value[dim] << shift
        shift += layout.in_dim_size_log2(dim)
    return flat, value["reps"]


def run_sweep(ctx, n: int, seed: int = 0) -> dict:
    rng = random.Random(f"cvt-scratch-{seed}")
    stats: dict = {"compared": 0, "not through shared memory": 0}
    cases = cvt_cases(rng)
    while stats["compared"] < n:
        src, dst, shape, warps, bits = next(cases)
        try:
            kind = cvt_kind(to_linear_layout(src, shape), to_linear_layout(dst, shape))
        except LayoutError:
            continue
        if kind != "shared-memory":
            stats["not through shared memory"] += 1
            continue
        got = check(ctx, src, dst, shape, warps, bits)
        stats["compared"] += 1
        pair = f"{got['store']} + {got['load']}"
        stats[pair] = stats.get(pair, 0) + 1
        stats["with reps"] = stats.get("with reps", 0) + (got["reps"] > 1)
        if got["libtriton"] != (0, 0):
            stats["libtriton counts conflicts"] = stats.get("libtriton counts conflicts", 0) + 1
        if got["measured"] != (0, 0):
            stats["generated code has conflicts"] = stats.get("generated code has conflicts", 0) + 1
        if got["measured"] == got["libtriton"]:
            stats["libtriton's count = measured"] = stats.get("libtriton's count = measured", 0) + 1
    return stats


def test_scratch_layout_equals_the_generated_code(oracle) -> None:
    stats = run_sweep(oracle.ctx, CI_CASES)
    assert stats["compared"] == CI_CASES
    # the sample must exercise the matrix instructions and the rounds
    assert any("matrix" in k for k in stats), stats
    assert stats.get("with reps", 0) > 0, stats


CORPUS = Path(__file__).resolve().parents[1] / "corpus"
REAL = [
    CORPUS / "attention_fwd-sm90-w8-c1" / "07-tritongpu-remove-layout-conversions.mlir",
    CORPUS / "attention_fwd-sm90-w8-c1" / "19-triton-nvidia-gpu-proxy-fence-insertion.mlir",
    CORPUS / "attention_fwd-sm90-w8-c1" / "04-tritongpu-coalesce.mlir",
    CORPUS / "matmul_ptr-sm90-w8-c4" / "04-tritongpu-F32DotTC.mlir",
]


@pytest.mark.parametrize("path", REAL, ids=lambda p: f"{p.parent.name}/{p.name[:2]}")
def test_real_converts_equal_the_generated_code(oracle, path: Path) -> None:
    """Every convert_layout through shared memory of real kernels (attention; a 4-CTA
    matmul with i1 and pointer tensors): its own layouts, shape, element width, warps and
    CTAs, lowered alone by libtriton."""
    module = parse_module(path.read_text(), make_context(), filename=str(path))
    report = module_layouts(module)
    warps = module.attributes["ttg.num-warps"].value.data
    ops = [op for op in module.walk() if op.name == "ttg.convert_layout"]
    checked = 0
    for cvt, op in zip(report.converts, ops, strict=True):
        if cvt.kind != "shared-memory":
            continue
        assert cvt.scratch is not None
        src, dst = op.operands[0].type, op.results[0].type
        bits = cvt_bits(element_bits(src.get_element_type()))
        got = check(oracle.ctx, src.encoding, dst.encoding, list(cvt.shape), warps, bits)
        assert (got["store"], got["load"]) == (cvt.scratch.store, cvt.scratch.load)
        checked += 1
    assert checked > 0


def test_reports_both_counts_for_a_transpose() -> None:
    # A row-major blocked tile read back column-major: 32-bit elements, no common vector.
    src = "#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>"  # noqa: E501
    dst = "#ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>"  # noqa: E501
    got = cvt_scratch(
        to_linear_layout(L.parse_layout(src), [32, 32]),
        to_linear_layout(L.parse_layout(dst), [32, 32]),
        32,
    )
    assert (got.store, got.load) == ("st.shared", "ld.shared")
    assert isinstance(got.layout, LinearLayout)


if __name__ == "__main__":
    sys.path.insert(0, __file__.rsplit("/", 1)[0])
    from layout_cases import Oracle

    cases = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    print(run_sweep(Oracle().ctx, cases, int(sys.argv[2]) if len(sys.argv) > 2 else 1))
