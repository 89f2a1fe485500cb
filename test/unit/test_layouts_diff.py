"""Differential tests: our `to_linear_layout` against libtriton's, live.

Distributed encodings are compared with `GluonOpBuilder.to_linear_layout`. libtriton has no
Python entry point giving the linear layout of a *shared* encoding (that call aborts for
them), so shared encodings go through `ttg.memdesc_reshape`, whose type inference turns the
source layout into a `#ttg.shared_linear` holding libtriton's own `toLinearLayout` (reshaped);
we reshape ours the same way and compare the bases.

Each sweep is a seeded random sample; `python test/unit/test_layouts_diff.py N` runs N cases
per encoding family (the counts recorded in docs/layouts.md come from that).
"""

from __future__ import annotations

import random
import re
import sys
from collections.abc import Iterator

import pytest
from gluon_opt.dialects.layout import encodings as L
from gluon_opt.dialects.layout.conversions import to_linear_layout
from gluon_opt.dialects.layout.linear import LayoutError, reshape_layout

libtriton = pytest.importorskip("triton._C.libtriton")
from layout_cases import (  # noqa: E402
    DISTRIBUTED,
    SHARED,
    Oracle,
    perturbed,
    random_blocked,
    random_shape,
    split_pow2,
    triton_cvt_trivial,
)
from triton._C.libtriton import nvidia  # noqa: E402

CI_CASES = 600  # per family in CI; the full sweeps are run by hand (see docs/layouts.md)


# ----- checks ------------------------------------------------------------------------


def check_distributed(oracle: Oracle, enc, shape: list[int]) -> bool:
    try:
        ours = to_linear_layout(enc, shape)
    except LayoutError:
        return False  # we reject it: libtriton would abort on it, so do not ask it
    want = oracle.distributed(enc, shape)
    got = {d: [list(b) for b in ours.bases.get(d, ())] for d in want}
    assert got == want, f"{L.attr_text(enc)} shape={shape}\nours:   {got}\nlibtriton: {want}"
    assert [s for _, s in ours.out_dims] == shape
    return True


def check_shared(oracle: Oracle, enc, shape: list[int], bits: int) -> bool:
    try:
        ours = to_linear_layout(enc, shape)
    except LayoutError:
        return False
    # Reshape to a shape that cannot keep the encoding, so libtriton must spell it out.
    if isinstance(enc, L.NVMMASharedEncodingAttr) and enc.transposed:
        dst = [1, *shape]
    else:
        dst = [*shape, 1]
    if isinstance(enc, L.PaddedSharedEncodingAttr):
        # libtriton keeps the padding and reshapes the linear component.
        want_enc = L.parse_layout(oracle.reshaped_result(enc, shape, dst, bits))
        assert isinstance(want_enc, L.PaddedSharedEncodingAttr), L.attr_text(want_enc)
        assert (want_enc.intervals, want_enc.paddings) == (enc.intervals, enc.paddings)
        got = reshape_layout(ours, dst)
        want = want_enc.linearComponent
        assert got.bases == want.bases, f"{L.attr_text(enc)} shape={shape}\n{got}\n{want}"
        return True
    if isinstance(enc, L.SharedLinearEncodingAttr):
        text = oracle.reshaped_result(enc, shape, dst, bits)  # the source is one too
    else:
        text = oracle.shared_reshaped(enc, shape, dst, bits)
    if re.fullmatch(r"#ttg\.shared_linear<\{offset = \[\]\}, alignment = \d+>", text):
        # A single element: libtriton prints bases it cannot read back.
        assert ours.total_in_dim_size == 1, f"{L.attr_text(enc)} shape={shape}: {ours}"
        return True
    want = L.parse_layout(text).linearLayout
    got = reshape_layout(ours, dst)
    assert got.bases == want.bases, f"{L.attr_text(enc)} shape={shape}\nours: {got}\nlt: {want}"
    return True


def run_family(oracle: Oracle, name: str, n: int, seed: int = 0) -> tuple[int, int]:
    """Run n cases of one family; returns (compared, skipped)."""
    family = {**DISTRIBUTED, **SHARED}[name]
    rng = random.Random(f"{name}-{seed}")
    compared = skipped = 0
    for case in family(rng):
        if compared + skipped >= n:
            break
        check = check_shared if name in SHARED else check_distributed
        if check(oracle, *case):
            compared += 1
        else:
            skipped += 1
    return compared, skipped


@pytest.mark.parametrize("name", list(DISTRIBUTED) + list(SHARED))
def test_sweep(oracle: Oracle, name: str) -> None:
    compared, skipped = run_family(oracle, name, CI_CASES)
    assert compared >= CI_CASES // 2, f"only {compared} of {CI_CASES} cases were comparable"


# ----- layout conversions: how Triton lowers convert_layout -----------------------------
#
# libtriton answers three ways: `GluonOpBuilder.is_convert_layout_trivial` (true when the
# conversion only renumbers registers), the shared-memory allocation pass (a convert_layout
# that needs shared memory gets an `allocation.offset`), and the lowering to LLVM (warp
# shuffles show up as `nvvm.shfl.sync`).


def _cvt_module(src: str, dst: str, shape: list[int], warps: int) -> str:
    shp = "x".join(map(str, shape))
    return f"""#src = {src}
#dst = {dst}
module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = {warps} : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func public @f(%x: f32, %p: !tt.ptr<f32>) {{
    %0 = tt.splat %x : f32 -> tensor<{shp}xf32, #src>
    %1 = ttg.convert_layout %0 : tensor<{shp}xf32, #src> -> tensor<{shp}xf32, #dst>
    %2 = tt.splat %p : !tt.ptr<f32> -> tensor<{shp}x!tt.ptr<f32>, #dst>
    tt.store %2, %1 : tensor<{shp}x!tt.ptr<f32>, #dst>
    tt.return
  }}
}}
"""  # noqa: E501


def triton_cvt_kind(oracle: Oracle, src, dst, shape: list[int], warps: int) -> str:
    """How libtriton lowers convert_layout(src -> dst): registers, warp-shuffle, shared-memory."""
    import tempfile

    from triton._C.libtriton import ir as tir

    ctx = oracle.ctx
    text = _cvt_module(L.attr_text(src), L.attr_text(dst), shape, warps)
    with tempfile.NamedTemporaryFile("w", suffix=".mlir") as f:
        f.write(text)
        f.flush()
        mod = tir.parse_mlir_module(f.name, ctx)
    pm = tir.pass_manager(ctx)
    nvidia.passes.ttgpuir.add_allocate_shared_memory_nv(pm, 90, 86)
    pm.run(mod, "allocate")
    if re.search(r"ttg\.convert_layout.*allocation\.offset", mod.str_nodebug()):
        return "shared-memory"
    pm = tir.pass_manager(ctx)
    nvidia.passes.ttgpuir.add_to_llvmir(pm, 90, 86)
    pm.run(mod, "to-llvm")
    return "warp-shuffle" if "nvvm.shfl.sync" in mod.str_nodebug() else "registers"


def cvt_cases(rng: random.Random) -> Iterator[tuple]:
    while True:
        rank = rng.randint(1, 2)
        src = random_blocked(rng, rank)
        src = L.BlockedEncodingAttr.get(
            src.sizePerThread, src.threadsPerWarp, src.warpsPerCTA, src.order, []
        )
        shape = random_shape(rng, rank, 2, 7 if rank == 2 else 10)
        warps = 1
        for w in src.warpsPerCTA:
            warps *= w
        if rng.random() < 0.3:
            dst = random_blocked(rng, rank)
            dst_warps = split_pow2(rng, warps.bit_length() - 1, rank)
            dst = L.BlockedEncodingAttr.get(
                dst.sizePerThread, dst.threadsPerWarp, dst_warps, dst.order, []
            )
        else:
            dst = perturbed(rng, to_linear_layout(src, shape))
        yield src, dst, shape, warps


def check_cvt(oracle: Oracle, src, dst, shape: list[int], warps: int) -> str:
    from gluon_opt.dialects.layout.linear import (
        cvt_kind,
        cvt_needs_shared_memory,
        cvt_needs_warp_shuffle,
        cvt_reorders_registers,
    )

    s_ll, d_ll = to_linear_layout(src, shape), to_linear_layout(dst, shape)
    kind = cvt_kind(s_ll, d_ll)
    ours = "registers" if kind == "noop" else kind
    want = triton_cvt_kind(oracle, src, dst, shape, warps)
    case = f"{L.attr_text(src)} -> {L.attr_text(dst)} shape={shape}"
    assert ours == want, case
    assert cvt_reorders_registers(s_ll, d_ll) == (want == "registers"), case
    assert cvt_needs_warp_shuffle(s_ll, d_ll) == (want == "warp-shuffle"), case
    assert cvt_needs_shared_memory(s_ll, d_ll) == (want == "shared-memory"), case
    assert cvt_reorders_registers(s_ll, d_ll) == triton_cvt_trivial(oracle, src, dst, shape), case
    return kind


def run_cvt_sweep(oracle: Oracle, n: int, seed: int = 0) -> dict[str, int]:
    rng = random.Random(f"cvt-{seed}")
    counts: dict[str, int] = {}
    cases = cvt_cases(rng)
    for _ in range(n):
        kind = check_cvt(oracle, *next(cases))
        counts[kind] = counts.get(kind, 0) + 1
    return counts


def test_cvt_queries(oracle: Oracle) -> None:
    counts = run_cvt_sweep(oracle, 300)
    # every outcome must be exercised
    assert set(counts) == {"noop", "registers", "warp-shuffle", "shared-memory"}, counts


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
    orc = Oracle()
    for fam in [*DISTRIBUTED, *SHARED]:
        c, s = run_family(orc, fam, n, seed=1)
        print(f"{fam}: {c} compared equal, {s} rejected by both sides' preconditions")
    print("convert_layout kinds:", run_cvt_sweep(orc, n, seed=1))
