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
from collections.abc import Callable, Iterator

import pytest
from gluon_opt.dialects import layouts as L
from gluon_opt.dialects.linear_layout import LayoutError, reshape_layout, to_linear_layout

libtriton = pytest.importorskip("triton._C.libtriton")
from triton._C.libtriton import gluon_ir, ir, nvidia  # noqa: E402

CI_CASES = 600  # per family in CI; the full sweeps are run by hand (see docs/layouts.md)


# ----- the oracle --------------------------------------------------------------------


class Oracle:
    def __init__(self) -> None:
        self.ctx = ir.context()
        ir.load_dialects(self.ctx)
        nvidia.load_dialects(self.ctx)
        self.b = gluon_ir.GluonOpBuilder(self.ctx)

    def attr(self, enc):
        """Build the same encoding in libtriton through Gluon's builder."""
        b = self.b
        if isinstance(enc, L.BlockedEncodingAttr):
            return b.get_blocked_layout(
                list(enc.sizePerThread),
                list(enc.threadsPerWarp),
                list(enc.warpsPerCTA),
                list(enc.order),
                [list(x) for x in enc.CGALayout.bases],
            )
        if isinstance(enc, L.NvidiaMmaEncodingAttr):
            return b.get_mma_layout(
                [enc.versionMajor, enc.versionMinor],
                list(enc.warpsPerCTA),
                [list(x) for x in enc.CGALayout.bases],
                list(enc.instrShape),
            )
        if isinstance(enc, L.DotOperandEncodingAttr):
            return b.get_dot_operand_layout(enc.opIdx, self.attr(enc.parent), enc.kWidth)
        if isinstance(enc, L.SliceEncodingAttr):
            return b.get_slice_layout(enc.dim, self.attr(enc.parent))
        if isinstance(enc, L.SwizzledSharedEncodingAttr):
            return b.get_swizzled_shared_layout(
                enc.vec, enc.perPhase, enc.maxPhase, list(enc.order),
                [list(x) for x in enc.CGALayout.bases],
            )  # fmt: skip
        if isinstance(enc, L.NVMMASharedEncodingAttr):
            return b.get_nvmma_shared_layout(
                enc.swizzlingByteWidth, enc.elementBitWidth, enc.transposed, enc.fp4Padded,
                [list(x) for x in enc.CGALayout.bases], enc.rank,
            )  # fmt: skip
        raise NotImplementedError(enc.name)

    def distributed(self, enc, shape: list[int]) -> dict[str, list[list[int]]]:
        got = self.b.to_linear_layout(self.attr(enc), shape)
        return {
            "register": got.reg_bases,
            "lane": got.lane_bases,
            "warp": got.warp_bases,
            "block": got.block_bases,
        }

    def shared_reshaped(self, enc, shape: list[int], dst: list[int], bits: int) -> str:
        """The `#ttg.shared_linear` text libtriton infers for memdesc_reshape(shape -> dst)."""
        b = self.b = gluon_ir.GluonOpBuilder(self.ctx)  # fresh insertion point
        mod = b.create_module()
        fn = b.get_or_insert_function(mod, "f", b.get_function_ty([], []), "public", False)
        mod.push_back(fn)
        b.set_insertion_point_to_start(fn.add_entry_block())
        elt = {8: b.get_int8_ty(), 16: b.get_half_ty(), 32: b.get_float_ty()}[bits]
        ty = b.get_shared_mem_desc_ty(elt, shape, self.attr(enc), shape)
        b.create_memdesc_reshape(b.create_local_alloc(ty), dst)
        b.ret([])
        text = mod.str_nodebug()
        found = re.search(r"^#\w+ = (#ttg\.shared_linear<.*>)$", text, re.M)
        assert found, text
        return found.group(1)


@pytest.fixture(scope="module")
def oracle() -> Oracle:
    return Oracle()


# ----- random parameters -------------------------------------------------------------


def pow2(rng: random.Random, lo: int, hi: int) -> int:
    return 1 << rng.randint(lo, hi)


def split_pow2(rng: random.Random, total_log2: int, parts: int) -> list[int]:
    logs = [0] * parts
    for _ in range(total_log2):
        logs[rng.randrange(parts)] += 1
    return [1 << v for v in logs]


def random_cga(rng: random.Random, rank: int, max_log2: int = 2) -> list[list[int]]:
    """Random CGA bases: unit steps along a dim, or broadcast (all-zero) bases."""
    n = rng.randint(0, max_log2)
    next_val = [1] * rank
    bases = []
    for _ in range(n):
        if rng.random() < 0.2:
            bases.append([0] * rank)
            continue
        d = rng.randrange(rank)
        vec = [0] * rank
        vec[d] = next_val[d]
        next_val[d] *= 2
        bases.append(vec)
    return bases


def random_shape(rng: random.Random, rank: int, lo: int = 0, hi: int = 8) -> list[int]:
    return [pow2(rng, lo, hi) for _ in range(rank)]


def random_blocked(rng: random.Random, rank: int) -> L.BlockedEncodingAttr:
    order = list(range(rank))
    rng.shuffle(order)
    return L.BlockedEncodingAttr.get(
        [pow2(rng, 0, 3) for _ in range(rank)],
        split_pow2(rng, 5, rank),
        split_pow2(rng, rng.randint(0, 3), rank),
        order,
        random_cga(rng, rank),
    )


def random_mma(rng: random.Random, version: int, rank: int = 2) -> L.NvidiaMmaEncodingAttr:
    if version == 2:
        instr = [16, 8] if rank == 2 else [1, 16, 8]
        wpc = split_pow2(rng, rng.randint(0, 3), rank)
    else:
        instr = [16, pow2(rng, 3, 8), 16]
        wpc = [pow2(rng, 2, 3), 1] if rng.random() < 0.5 else [4, pow2(rng, 0, 1)]
    return L.NvidiaMmaEncodingAttr.get(version, 0, wpc, instr, random_cga(rng, rank))


def blocked_cases(rng: random.Random) -> Iterator[tuple]:
    while True:
        rank = rng.randint(1, 3)
        yield random_blocked(rng, rank), random_shape(rng, rank, 0, 9 - 2 * (rank - 1))


def mma_cases(rng: random.Random) -> Iterator[tuple]:
    while True:
        version = rng.choice([2, 3])
        rank = 3 if version == 2 and rng.random() < 0.2 else 2
        yield random_mma(rng, version, rank), random_shape(rng, rank, 0, 8)


def dot_cases(rng: random.Random) -> Iterator[tuple]:
    while True:
        kind = rng.random()
        if kind < 0.3:
            rank = rng.randint(2, 3)
            parent = random_blocked(rng, rank)
            enc = L.DotOperandEncodingAttr.get(rng.randint(0, 1), parent, 0)
        else:
            version = 2 if kind < 0.75 else 3
            rank = 3 if version == 2 and rng.random() < 0.2 else 2
            parent = random_mma(rng, version, rank)
            op_idx = rng.randint(0, 1) if version == 2 else 0
            enc = L.DotOperandEncodingAttr.get(op_idx, parent, pow2(rng, 0, 3))
        yield enc, random_shape(rng, rank, 0, 8)


def slice_cases(rng: random.Random) -> Iterator[tuple]:
    parents: list[Callable[[], object]] = [
        lambda: random_blocked(rng, rng.randint(2, 3)),
        lambda: random_mma(rng, rng.choice([2, 3])),
        lambda: L.DotOperandEncodingAttr.get(0, random_mma(rng, 2), pow2(rng, 0, 3)),
    ]
    while True:
        parent = rng.choice(parents)()
        dim = rng.randrange(parent.rank)
        enc = L.SliceEncodingAttr.get(dim, parent)
        yield enc, random_shape(rng, parent.rank - 1, 0, 8)


DISTRIBUTED = {
    "blocked": blocked_cases,
    "nvidia_mma": mma_cases,
    "dot_op": dot_cases,
    "slice": slice_cases,
}


def swizzled_cases(rng: random.Random) -> Iterator[tuple]:
    while True:
        rank = rng.randint(1, 3)
        order = list(range(rank))
        rng.shuffle(order)
        max_phase = pow2(rng, 0, 3)
        enc = L.SwizzledSharedEncodingAttr.get(
            pow2(rng, 0, 3), pow2(rng, 0, 2), max_phase, order, random_cga(rng, rank)
        )
        yield enc, random_shape(rng, rank, 0, 8 - 2 * (rank - 1)), 16


def nvmma_cases(rng: random.Random) -> Iterator[tuple]:
    while True:
        rank = rng.choice([2, 2, 3])
        bits = rng.choice([8, 16, 32])
        fp4 = bits == 8 and rng.random() < 0.3
        enc = L.NVMMASharedEncodingAttr.get(
            rng.choice([0, 32, 64, 128]),
            rng.random() < 0.4,
            bits,
            fp4,
            random_cga(rng, rank, 1),
            rank,
        )
        yield enc, random_shape(rng, rank, 2 if rank == 3 else 3, 8 - (rank - 2) * 3), bits


SHARED = {"swizzled_shared": swizzled_cases, "nvmma_shared": nvmma_cases}


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


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
    orc = Oracle()
    for fam in [*DISTRIBUTED, *SHARED]:
        c, s = run_family(orc, fam, n, seed=1)
        print(f"{fam}: {c} compared equal, {s} rejected by both sides' preconditions")
