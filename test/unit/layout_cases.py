"""Layout cases shared by the differential tests: libtriton's side (`Oracle`, which builds
an encoding through Gluon's builder and asks libtriton for its linear layout) and seeded
random encodings of every family."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator

from gluon_opt.dialects.layout import encodings as L
from gluon_opt.dialects.layout.conversions import to_linear_layout
from gluon_opt.dialects.layout.linear import LayoutError, LinearLayout
from triton._C.libtriton import gluon_ir, ir, nvidia

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
        if isinstance(enc, L.AMDMfmaEncodingAttr):
            return b.get_amd_mfma_layout(
                enc.version, list(enc.warpsPerCTA), list(enc.instrShape), enc.isTransposed,
                [list(x) for x in enc.CGALayout.bases], list(enc.tilesPerWarp),
                enc.elementBitWidth,
            )  # fmt: skip
        if isinstance(enc, L.AMDWmmaEncodingAttr):
            return b.get_amd_wmma_layout(
                enc.version, enc.isTransposed, list(enc.warpsPerCTA), list(enc.tilesPerWarp),
                [list(x) for x in enc.CGALayout.bases], list(enc.instrShape),
            )  # fmt: skip
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
        if isinstance(enc, L.LinearEncodingAttr):
            ll = enc.linearLayout.bases_as_lists()
            shape = [size for _, size in enc.linearLayout.out_dims]
            return b.get_distributed_linear_layout(
                ll["register"], ll["lane"], ll["warp"], ll.get("block", []), shape
            )
        if isinstance(enc, L.SharedLinearEncodingAttr):
            ll = enc.linearLayout.bases_as_lists()
            return b.get_shared_linear_layout(
                ll["offset"], ll.get("block", []), enc.layoutAlignment
            )
        if isinstance(enc, L.PaddedSharedEncodingAttr):
            ll = enc.linearComponent
            bases = ll.bases_as_lists()
            return b.get_padded_shared_layout(
                list(enc.intervals), list(enc.paddings), bases["offset"],
                bases.get("block", []), [size for _, size in ll.out_dims],
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

    def in_new_function(self):
        """A fresh builder inserting into the body of a new function `f`; (builder, module)."""
        b = self.b = gluon_ir.GluonOpBuilder(self.ctx)
        mod = b.create_module()
        fn = b.get_or_insert_function(mod, "f", b.get_function_ty([], []), "public", False)
        mod.push_back(fn)
        b.set_insertion_point_to_start(fn.add_entry_block())
        return b, mod

    def _reshaped_module(self, enc, shape: list[int], dst: list[int], bits: int) -> str:
        """The text of a function that reshapes a shared allocation (shape -> dst)."""
        b, mod = self.in_new_function()
        elt = {8: b.get_int8_ty(), 16: b.get_half_ty(), 32: b.get_float_ty()}[bits]
        ty = b.get_shared_mem_desc_ty(elt, shape, self.attr(enc), shape)
        b.create_memdesc_reshape(b.create_local_alloc(ty), dst)
        b.ret([])
        return mod.str_nodebug()

    def shared_reshaped(self, enc, shape: list[int], dst: list[int], bits: int) -> str:
        """The `#ttg.shared_linear` text libtriton infers for memdesc_reshape(shape -> dst)."""
        text = self._reshaped_module(enc, shape, dst, bits)
        found = re.search(r"^#\w+ = (#ttg\.shared_linear<.*>)$", text, re.M)
        assert found, text
        return found.group(1)

    def reshaped_result(self, enc, shape: list[int], dst: list[int], bits: int) -> str:
        """The text of the result encoding libtriton infers for memdesc_reshape."""
        text = self._reshaped_module(enc, shape, dst, bits)
        result = re.search(r"memdesc_reshape .* -> !ttg\.memdesc<[^,]*, (#\w+)", text)
        assert result, text
        found = re.search(rf"^{result.group(1)} = (.*)$", text, re.M)
        assert found, text
        return found.group(1)


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


def random_mfma(rng: random.Random, rank: int) -> L.AMDMfmaEncodingAttr:
    m, n = rng.choice([(32, 32), (16, 16), (64, 4), (4, 64)])
    return L.AMDMfmaEncodingAttr.get(
        rng.randint(1, 4),
        split_pow2(rng, rng.randint(0, 3), rank),
        [m, n, rng.choice([4, 8, 16])],
        (m, n) == (64, 4) or rng.random() < 0.5,  # a 64x4 mfma must be transposed
        random_cga(rng, rank),
        [pow2(rng, 0, 1) for _ in range(rank)],
        rng.choice([32, 32, 64]),
    )


def random_wmma(rng: random.Random, rank: int) -> L.AMDWmmaEncodingAttr:
    version = rng.randint(1, 3)
    instr = rng.choice(
        {1: [(16, 16, 16)], 2: [(16, 16, 16), (16, 16, 32)], 3: [(16, 16, 32), (16, 16, 64)]}[
            version
        ]
    )
    return L.AMDWmmaEncodingAttr.get(
        version,
        rng.random() < 0.5,
        split_pow2(rng, rng.randint(0, 3), rank),
        [pow2(rng, 0, 1) for _ in range(rank)],
        random_cga(rng, rank),
        instr,
    )


def amd_cases(rng: random.Random) -> Iterator[tuple]:
    """AMD MFMA/WMMA layouts and their dot operands, rank 2 or 3 (batched)."""
    wmma_k_widths = {1: (8, 16), 2: (4, 8, 16), 3: (2, 8, 16)}
    while True:
        rank = rng.choice([2, 2, 3])
        wmma = rng.random() < 0.4
        enc = random_wmma(rng, rank) if wmma else random_mfma(rng, rank)
        if rng.random() < 0.6:
            k_width = rng.choice(wmma_k_widths[enc.version]) if wmma else pow2(rng, 0, 4)
            enc = L.DotOperandEncodingAttr.get(rng.randint(0, 1), enc, k_width)
        yield enc, random_shape(rng, rank, 0, 8 if rank == 2 else 6)


DISTRIBUTED = {
    "blocked": blocked_cases,
    "nvidia_mma": mma_cases,
    "dot_op": dot_cases,
    "slice": slice_cases,
    "amd": amd_cases,
    "linear": lambda rng: linear_cases(rng),
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


def linear_cases(rng: random.Random) -> Iterator[tuple]:
    """`#ttg.linear` layouts taken from other encodings (sometimes with register and lane
    bases exchanged), asked for at a different shape: libtriton grows or cuts them."""
    families = [blocked_cases(rng), mma_cases(rng), dot_cases(rng), slice_cases(rng)]
    while True:
        enc, shape = next(rng.choice(families))
        try:
            ll = to_linear_layout(enc, shape)
        except LayoutError:
            continue
        linear = perturbed(rng, ll) if rng.random() < 0.5 else L.LinearEncodingAttr.get(ll)
        yield linear, random_shape(rng, len(shape), 0, 8 if len(shape) < 3 else 5)


def _shuffled_offsets(rng: random.Random, ll) -> object:
    bases = ll.bases_as_lists()
    rng.shuffle(bases["offset"])
    return LinearLayout(bases, ll.out_dims)


def shared_linear_cases(rng: random.Random) -> Iterator[tuple]:
    """`#ttg.shared_linear` from swizzled/nvmma layouts, offsets sometimes reordered."""
    families = [swizzled_cases(rng), nvmma_cases(rng)]
    while True:
        enc, shape, bits = next(rng.choice(families))
        try:
            ll = to_linear_layout(enc, shape)
        except LayoutError:
            continue
        if not ll.bases["offset"]:
            continue  # one element per CTA: libtriton crashes building such a memdesc
        if rng.random() < 0.5:
            ll = _shuffled_offsets(rng, ll)
        yield L.SharedLinearEncodingAttr.get(ll, rng.choice([16, 128, 1024])), shape, bits


def padded_cases(rng: random.Random) -> Iterator[tuple]:
    """`#ttg.padded_shared` with identity (order/shape form) or reordered offsets."""
    while True:
        rank = rng.randint(1, 3)
        shape = random_shape(rng, rank, 1, 8 - 2 * (rank - 1))
        order = list(range(rank))
        rng.shuffle(order)
        n = rng.randint(1, 2)
        intervals = sorted({pow2(rng, 1, 8) for _ in range(n)})
        paddings = [pow2(rng, 0, 3) for _ in intervals]
        enc = L.PaddedSharedEncodingAttr.get_identity(intervals, paddings, order, shape)
        if rng.random() < 0.5:
            ll = _shuffled_offsets(rng, enc.linearComponent)
            enc = L.PaddedSharedEncodingAttr.get(intervals, paddings, ll)
        yield enc, shape, rng.choice([8, 16, 32])


SHARED = {
    "swizzled_shared": swizzled_cases,
    "nvmma_shared": nvmma_cases,
    "shared_linear": shared_linear_cases,
    "padded_shared": padded_cases,
}


def _swap(bases: dict, a: tuple[str, int], c: tuple[str, int]) -> None:
    bases[a[0]][a[1]], bases[c[0]][c[1]] = bases[c[0]][c[1]], bases[a[0]][a[1]]


def perturbed(rng: random.Random, ll) -> L.LinearEncodingAttr:
    """The same elements, redistributed: register/lane/warp bases permuted or exchanged."""
    bases = ll.bases_as_lists()
    kind = rng.choice(["reg", "lane", "reg-lane", "reg-lane", "lane-warp", "mix"])
    for _ in range(rng.randint(1, 3)):
        dims = {
            "reg": ("register", "register"),
            "lane": ("lane", "lane"),
            "reg-lane": ("register", "lane"),
            "lane-warp": ("lane", "warp"),
            "mix": (rng.choice(["register", "lane"]), rng.choice(["register", "lane", "warp"])),
        }[kind]
        if not bases[dims[0]] or not bases[dims[1]]:
            continue
        _swap(
            bases,
            (dims[0], rng.randrange(len(bases[dims[0]]))),
            (dims[1], rng.randrange(len(bases[dims[1]]))),
        )
    return L.LinearEncodingAttr.get(LinearLayout(bases, ll.out_dims))


def triton_cvt_trivial(oracle: Oracle, src, dst, shape: list[int]) -> bool:
    b, _ = oracle.in_new_function()
    f32 = b.get_float_ty()

    def linear(enc):
        ll = to_linear_layout(enc, shape).bases_as_lists()
        return b.get_distributed_linear_layout(
            ll["register"], ll["lane"], ll["warp"], ll["block"], shape
        )

    value = b.create_splat(b.get_distributed_ty(f32, shape, linear(src)), b.get_fp32(1.0))
    return b.is_convert_layout_trivial(b.get_distributed_ty(f32, shape, linear(dst)), value)


def count_outcomes(check: Callable[..., str], cases: Iterator[tuple], n: int) -> dict[str, int]:
    """Run `check(*case)` on the next `n` cases and count the outcomes it names."""
    counts: dict[str, int] = {}
    for _ in range(n):
        outcome = check(*next(cases))
        counts[outcome] = counts.get(outcome, 0) + 1
    return counts
