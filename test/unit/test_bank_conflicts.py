"""Bank conflicts of (distributed, shared) layout pairs: ours against libtriton's
`GluonOpBuilder.get_shared_bank_conflicts`, live, on a seeded sweep; and the second count
(distinct 32-bit words per bank) on cases worked out by hand.

`python test/unit/test_bank_conflicts.py N [SEED]` runs N pairs (docs/layouts.md records
the full sweep); CI runs `CI_PAIRS`.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator

import pytest
from gluon_opt.dialects.layout import encodings as L
from gluon_opt.dialects.layout.analysis import bank_conflicts
from gluon_opt.dialects.layout.conversions import to_linear_layout
from gluon_opt.dialects.layout.linear import LayoutError

CI_PAIRS = 300

ROWS = "#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [1, 0]}>"  # noqa: E501


def swizzled(vec: int, per_phase: int, max_phase: int) -> str:
    return (
        f"#ttg.swizzled_shared<{{vec = {vec}, perPhase = {per_phase}, "
        f"maxPhase = {max_phase}, order = [1, 0]}}>"
    )


def counts(reg: str, smem: str, shape: list[int], bits: int):
    return bank_conflicts(
        to_linear_layout(L.parse_layout(reg), shape),
        to_linear_layout(L.parse_layout(smem), shape),
        bits,
    )


def test_column_of_a_row_major_tile() -> None:
    # Lane t holds row t of a 64x64 row-major tile of 32-bit elements and moves 4 of them
    # (128 bits) at once, so 8 lanes make one access; lane t's 4 words are in banks 0-3 of
    # row t's own line: 8 distinct words per bank, 7 extra wavefronts.
    got = counts(ROWS, swizzled(1, 1, 1), [64, 64], 32)
    assert (got.vector, got.lanes_per_access) == (4, 8)
    assert (got.libtriton, got.distinct_words) == (7, 7)


def test_counts_differ_where_the_swizzle_moves_within_a_word() -> None:
    # 16-bit elements, maxPhase 2: row r, column 0 is at offset 64r + (r % 2), i.e. word
    # 32r (the xor moves inside a word), bank 0 for every lane: 32 distinct words, 31 extra
    # wavefronts. libtriton's count looks at whole element offsets and sees only the even
    # rows colliding (15).
    got = counts(ROWS, swizzled(1, 1, 2), [64, 64], 16)
    assert (got.libtriton, got.distinct_words) == (15, 31)
    # maxPhase 32: row r at word 32r + (r % 32) // 2, bank (r % 32) // 2: two lanes per
    # bank at different words (2-way); libtriton's count says none.
    got = counts(ROWS, swizzled(1, 1, 32), [64, 64], 16)
    assert (got.libtriton, got.distinct_words) == (0, 1)


def test_broadcast_lanes_are_free() -> None:
    # 32 lanes over 4 columns of one row: 8 lanes read each element, one word per bank.
    layout = (
        "#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], "
        "warpsPerCTA = [1, 1], order = [1, 0]}>"
    )
    got = counts(layout, swizzled(1, 1, 1), [64, 4], 32)
    assert (got.libtriton, got.distinct_words) == (0, 0)


def test_tensor_smaller_than_one_line_of_banks() -> None:
    # libtriton asserts here (a segment of size 0); the whole tile is in one line of banks.
    got = counts(ROWS, swizzled(1, 1, 1), [4, 4], 16)
    assert (got.libtriton, got.distinct_words) == (0, 0)


def test_rejects_mismatched_layouts() -> None:
    with pytest.raises(LayoutError, match="same shape"):
        bank_conflicts(
            to_linear_layout(L.parse_layout(ROWS), [64, 64]),
            to_linear_layout(L.parse_layout(swizzled(1, 1, 1)), [32, 64]),
            16,
        )


# ----- against libtriton --------------------------------------------------------------


def pair_cases(rng: random.Random) -> Iterator[tuple]:
    """(distributed, shared, shape, bits): blocked, mma and `#ttg.linear` (permuted) register
    layouts over swizzled and nvmma shared layouts with the same CGA layout."""
    from layout_cases import nvmma_cases, perturbed, random_blocked, random_mma, swizzled_cases

    swizzled_gen, nvmma_gen = swizzled_cases(rng), nvmma_cases(rng)
    while True:
        smem, shape, bits = next(rng.choice([swizzled_gen, nvmma_gen]))
        if isinstance(smem, L.NVMMASharedEncodingAttr):
            bits = smem.elementBitWidth
        else:
            bits = rng.choice([8, 16, 32, 64])
        cga = [list(b) for b in smem.CGALayout.bases]
        rank = len(shape)
        kind = rng.random()
        if kind < 0.5 or rank != 2:
            r = random_blocked(rng, rank)
            reg = L.BlockedEncodingAttr.get(
                r.sizePerThread, r.threadsPerWarp, r.warpsPerCTA, r.order, cga
            )
        else:
            r = random_mma(rng, rng.choice([2, 3]))
            reg = L.NvidiaMmaEncodingAttr.get(
                r.versionMajor, 0, list(r.warpsPerCTA), list(r.instrShape), cga
            )
        if kind > 0.8:
            try:
                reg = perturbed(rng, to_linear_layout(reg, shape))
            except LayoutError:
                continue
        yield reg, smem, shape, bits


def run_sweep(oracle, n: int, seed: int = 0) -> dict[str, int]:
    rng = random.Random(f"bank-conflicts-{seed}")
    stats = {"compared": 0, "conflicting": 0, "counts differ": 0, "libtriton aborts": 0}
    stats["rejected"] = 0
    cases = pair_cases(rng)
    while stats["compared"] < n:
        reg, smem, shape, bits = next(cases)
        try:
            reg_ll, smem_ll = to_linear_layout(reg, shape), to_linear_layout(smem, shape)
            got = bank_conflicts(reg_ll, smem_ll, bits)
        except LayoutError:
            stats["rejected"] += 1  # an encoding libtriton would abort on: not asked
            continue
        total = smem_ll.total_in_dim_size
        if min(1024 // (got.vector * bits), total) * got.vector > total:
            stats["libtriton aborts"] += 1
            continue
        want = oracle.b.get_shared_bank_conflicts(
            oracle.attr(reg), oracle.attr(smem), shape, bits
        )
        case = f"{L.attr_text(reg)} / {L.attr_text(smem)} shape={shape} bits={bits}"
        assert got.libtriton == want, f"{case}: ours {got}, libtriton {want}"
        stats["compared"] += 1
        stats["conflicting"] += want > 0
        stats["counts differ"] += got.distinct_words != got.libtriton
    return stats


def test_sweep_equals_libtriton(oracle) -> None:
    stats = run_sweep(oracle, CI_PAIRS)
    assert stats["conflicting"] > CI_PAIRS // 5, stats  # the sample must exercise conflicts


if __name__ == "__main__":
    sys.path.insert(0, __file__.rsplit("/", 1)[0])
    from layout_cases import Oracle

    pairs = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    print(run_sweep(Oracle(), pairs, int(sys.argv[2]) if len(sys.argv) > 2 else 1))
