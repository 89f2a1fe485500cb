"""The shared-memory scratch layout Triton 3.6.0 picks for a `ttg.convert_layout`, and the
bank conflicts of its store and load.

A convert_layout that goes through shared memory stores every register of the source
layout into a scratch buffer and loads the destination layout back. The NVIDIA lowering
does not use a fixed shared layout: it builds one from the two register layouts
(GenericSwizzling.cpp, `optimalSwizzling`), trying each pair of a store instruction
(st.shared, stmatrix, stmatrix.trans) and a load instruction (ld.shared, ldmatrix,
ldmatrix.trans) the target supports, and keeps the one with the fewest bank conflicts.

The scratch layout is a linear layout from (vector, bank, segment, reps) to the tensor:
- vector: elements one thread moves in one instruction (up to 128 bits);
- bank: the rest of one line of 32 four-byte banks;
- segment: the lines; lanes of one access that differ by a segment basis conflict;
- reps: registers both sides hold that are not needed at once; the buffer is reused for
  each of them in turn (a barrier between rounds), which makes the buffer smaller.

Everything works on flat layouts (one out dim, bases as integers), as the C++ does.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from gluon_opt.dialects.layout.linear import LayoutError, LinearLayout, _log2, _rref

BANK_LINE_BITS = 32 * 32  # 32 banks of 32 bits

STORES = ("st.shared", "stmatrix", "stmatrix.trans")
LOADS = ("ld.shared", "ldmatrix", "ldmatrix.trans")


@dataclass(frozen=True)
class MemOpTile:
    """What one shared-memory instruction moves as a contiguous 128-bit tile.

    `lane_contig`: lane bits that are contiguous inside the tile (the rest of its
    log2(128 / bits) bits are registers); `lane_addr`: lane bits that give the row
    addresses (the rest of its 3 bits are registers)."""

    lane_contig: tuple[int, ...]
    lane_addr: tuple[int, ...]


_LD_ST = MemOpTile((), (0, 1, 2))
_MATRIX = MemOpTile((0, 1), (2, 3, 4))
_MATRIX_TRANS = MemOpTile((2, 3, 4), (0, 1))


def instruction_tiles(
    bits: int, compute_capability: int
) -> tuple[list[tuple[str, MemOpTile]], list[tuple[str, MemOpTile]]]:
    """The store and load instructions a convert_layout may use on this target (ldmatrix
    from sm_75, stmatrix from sm_90; the matrix forms for 32 bits or less, the transposed
    ones for 16 bits)."""
    stores, loads = [(STORES[0], _LD_ST)], [(LOADS[0], _LD_ST)]
    can_store, can_load = compute_capability >= 90, compute_capability >= 75
    if bits <= 32:
        if can_store:
            stores.append((STORES[1], _MATRIX))
        if can_load:
            loads.append((LOADS[1], _MATRIX))
    if bits == 16:
        if can_store:
            stores.append((STORES[2], _MATRIX_TRANS))
        if can_load:
            loads.append((LOADS[2], _MATRIX_TRANS))
    return stores, loads


# ----- GF(2) helpers on integer vectors ---------------------------------------------------


def _is_pow2(x: int) -> bool:
    return x > 0 and x & (x - 1) == 0


def _pivot(row: int) -> int:
    return (row & -row).bit_length() - 1


def nullspace(vectors: Sequence[int], nbits: int) -> list[int]:
    """A basis of {x : <v, x> = 0 for every v}, one vector per free column of the reduced
    echelon form of `vectors` (lowest bits pivot), in column order."""
    rows = [r for r in _rref(list(vectors), nbits) if r]
    pivots = {_pivot(r) for r in rows}
    out = []
    for free in range(nbits):
        if free in pivots:
            continue
        vec = 1 << free
        for r in rows:
            if r >> free & 1:
                vec ^= 1 << _pivot(r)
        out.append(vec)
    return out


def intersection(a: Sequence[int], b: Sequence[int], nbits: int) -> list[int]:
    """A basis of span(a) ∩ span(b). When every vector is a power of two it is the vectors
    of `a` that also appear in `b`, in a's order (repeats kept, as in Triton); otherwise the
    nullspace of the two nullspaces."""
    if all(_is_pow2(x) for x in (*a, *b)):
        in_b = set(b)
        return [x for x in a if x in in_b]
    return nullspace([*nullspace(a, nbits), *nullspace(b, nbits)], nbits)


def complement(basis: Sequence[int], nbits: int) -> list[int]:
    """Unit vectors completing `basis` to the whole space: the non-pivot columns."""
    pivots = {_pivot(r) for r in _rref(list(basis), nbits) if r}
    return [1 << i for i in range(nbits) if i not in pivots]


def flat_bases(ll: LinearLayout, dim: str) -> list[int]:
    """The bases of `dim` of a layout with one out dim, as integers."""
    if ll.num_out_dims != 1:
        raise LayoutError("flat_bases needs a layout with one out dimension")
    return [b[0] for b in ll.bases.get(dim, ())]


def _one_dim(bases: Sequence[int]) -> list[list[int]]:
    return [[b] for b in bases]


# ----- the scratch layout ---------------------------------------------------------------


def _segment(
    bank_src: Sequence[int], bank_dst: Sequence[int], nbits: int, length: int
) -> list[int]:
    """The first `length` segment bases: address bits neither access uses inside a line of
    banks first (free of conflicts both ways); then, pairing the bits only the store uses
    with those only the load uses, their sums (still free of conflicts); and where even
    that is not enough, the bits themselves (a conflict on one side each)."""
    src = {b for b in bank_src if b}
    dst = {b for b in bank_dst if b}
    seg = [1 << i for i in range(nbits) if (1 << i) not in src and (1 << i) not in dst]
    if len(seg) >= length:
        return seg[:length]
    only_src = sorted(src - dst)
    only_dst = sorted(dst - src)
    if len(only_src) > len(only_dst):
        only_src, only_dst = only_dst, only_src
    conflicting = min(max(0, length - len(only_src) - len(seg)), len(only_src))
    seg += [x ^ y for x, y in zip(only_src[conflicting:], only_dst[conflicting:], strict=False)]
    seg += only_src[:conflicting] + only_dst[:conflicting]
    return seg[:length]


def _split_reps(
    src: LinearLayout, dst: LinearLayout, smem: LinearLayout, keep: int
) -> LinearLayout:
    """Move the segment bases that both layouts hold in registers into a `reps` dim (the
    buffer is reused for them), except the first `keep` (ldmatrix/stmatrix .x4 needs them)."""
    src_regs, dst_regs = set(flat_bases(src, "register")), set(flat_bases(dst, "register"))
    segment, reps = [], []
    for s in flat_bases(smem, "segment"):
        if s in src_regs and s in dst_regs and keep <= 0:
            reps.append(s)
        else:
            keep -= s in src_regs and s in dst_regs
            segment.append(s)
    return LinearLayout(
        {
            "vector": smem.bases["vector"],
            "bank": smem.bases["bank"],
            "segment": _one_dim(segment),
            "reps": _one_dim(reps),
        },
        smem.out_dims,
        require_surjective=True,
    )


def _scratch_layout(
    src: LinearLayout,
    dst: LinearLayout,
    bits: int,
    vector: Sequence[int],
    tile_src: Sequence[int],
    tile_dst: Sequence[int],
    out_dims: Sequence[tuple[str, int]],
    keep_reps: int = 0,
) -> LinearLayout:
    """The scratch layout for given vector bases and the address tiles of the store and
    the load (flat `src`/`dst` without broadcast registers)."""
    nbits = src.total_out_dim_size_log2
    bank_len = min(_log2(BANK_LINE_BITS // ((1 << len(vector)) * bits)), nbits - len(vector))
    segment = _segment([*vector, *tile_src], [*vector, *tile_dst], nbits,
                       nbits - bank_len - len(vector))  # fmt: skip
    bank = complement([*vector, *segment], nbits)
    flat = LinearLayout(
        {"vector": _one_dim(vector), "bank": _one_dim(bank), "segment": _one_dim(segment)},
        src.out_dims,
        require_surjective=True,
    )
    return _split_reps(src, dst, flat, keep_reps).reshape_outs(out_dims)


def _tile_vector(
    a: LinearLayout,
    b: LinearLayout,
    regs_a: int,
    regs_b: int,
    lanes_a: Sequence[int],
    lanes_b: Sequence[int],
) -> list[int] | None:
    """The bases of one 128-bit tile both instructions can move (registers common to both
    layouts, then b's contiguous lanes), or None where the two instructions do not fit."""
    if regs_a < regs_b:
        return _tile_vector(b, a, regs_b, regs_a, lanes_b, lanes_a)
    nbits = a.total_out_dim_size_log2
    b_to_a = b.invert_and_compose(a)
    vector = intersection(flat_bases(a, "register"), flat_bases(b, "register"), nbits)
    if len(vector) < regs_b:
        return None
    vector = vector[:regs_b]
    lane_a, lane_b = flat_bases(a, "lane"), flat_bases(b, "lane")
    tile_a, tile_b = [lane_a[i] for i in lanes_a], [lane_b[i] for i in lanes_b]
    if 0 in tile_a or 0 in tile_b:
        return None  # a broadcasting lane is not contiguous
    # b's first contiguous lanes must be a's registers, the rest a's contiguous lanes.
    for i in range(regs_a - regs_b):
        if b_to_a.get_basis("lane", lanes_b[i], "register") == 0:
            return None
    for ia, ib in zip(lanes_a, lanes_b[len(lanes_b) - len(lanes_a) :], strict=True):
        if b_to_a.get_basis("lane", ib, "lane") != 1 << ia:
            return None
    return vector + tile_b


def _address_tile(
    tile: MemOpTile, regs: Sequence[int], lanes: Sequence[int], vector: Sequence[int]
) -> list[int] | None:
    """The bases an instruction addresses rows with: registers outside the vector where it
    takes fewer than 3 lanes, then its address lanes."""
    want = 3 - len(tile.lane_addr)
    picked = [r for r in regs if r not in vector][:want]
    if len(picked) < want:
        return None
    return picked + [lanes[i] for i in tile.lane_addr]


def tile_bank_conflicts(
    tile_src: Sequence[int], tile_dst: Sequence[int], smem: LinearLayout
) -> tuple[int, int]:
    """(load, store) conflicts as Triton counts them: 2**k - 1 where k is the dimension of
    the segment bases that the addresses of one access span."""
    flat = smem.flatten_outs()
    segment = flat_bases(flat, "segment")
    nbits = smem.total_out_dim_size_log2
    store = (1 << len(intersection(segment, tile_src, nbits))) - 1
    load = (1 << len(intersection(segment, tile_dst, nbits))) - 1
    return load, store


def ld_st_bank_conflicts(
    src: LinearLayout, dst: LinearLayout, smem: LinearLayout, bits: int
) -> tuple[int, int]:
    """(load, store) conflicts of plain ld.shared / st.shared: the lanes that access
    together (fewer for 64- and 128-bit vectors) against the segment bases."""
    drop = _log2(max(smem.in_dim_size("vector") * bits // 32, 1))
    lanes_src = flat_bases(src.flatten_outs(), "lane")
    lanes_dst = flat_bases(dst.flatten_outs(), "lane")
    return tile_bank_conflicts(
        lanes_src[: len(lanes_src) - drop], lanes_dst[: len(lanes_dst) - drop], smem
    )


def _ld_st_scratch(src: LinearLayout, dst: LinearLayout, bits: int) -> LinearLayout:
    """The scratch layout for st.shared + ld.shared (no full 128-bit tile in common)."""
    src_flat, dst_flat = src.flatten_outs(), dst.flatten_outs()
    reg_src, reg_dst = flat_bases(src_flat, "register"), flat_bases(dst_flat, "register")
    lane_src, lane_dst = flat_bases(src_flat, "lane"), flat_bases(dst_flat, "lane")
    nbits = src.total_out_dim_size_log2
    vector = intersection(reg_src, reg_dst, nbits)[: _log2(128 // bits)]
    src_fills: bool | None = None
    if (1 << len(vector)) * bits < 32:
        # Less than a word per thread: widen each access to 32 bits where possible with
        # registers of one side that are warps of the other, then with warp bases.
        per_word = _log2(32 // bits)
        warp_src = [w for w in flat_bases(src_flat, "warp") if w]
        warp_dst = [w for w in flat_bases(dst_flat, "warp") if w]
        src_extra = intersection([r for r in reg_src if r not in vector], warp_dst, nbits)
        dst_extra = intersection([r for r in reg_dst if r not in vector], warp_src, nbits)
        if len(src_extra) == len(dst_extra) and src_extra:
            src_fills = min(src_extra) < min(dst_extra)  # the lower basis: fewer PRMTs
        else:
            src_fills = len(src_extra) > len(dst_extra)
        vector += src_extra if src_fills else dst_extra
        if len(vector) < per_word:
            vector += intersection(warp_src, warp_dst, nbits)
        i = 0
        while len(vector) < per_word and (i < len(warp_src) or i < len(warp_dst)):
            if i < len(warp_src) and warp_src[i] not in vector:
                vector.append(warp_src[i])
            if len(vector) < per_word and i < len(warp_dst) and warp_dst[i] not in vector:
                vector.append(warp_dst[i])
            i += 1
        vector = vector[:per_word]
    drop = _log2(max(1, (1 << len(vector)) * bits // 32))
    smem = _scratch_layout(
        src_flat, dst_flat, bits, vector, lane_src[: len(lane_src) - drop],
        lane_dst[: len(lane_dst) - drop], src.out_dims,
    )  # fmt: skip
    if drop < 2:
        # Put first the bank bases one side holds in registers: that side can then widen
        # its accesses (which happens with broadcasting layouts).
        banks = flat_bases(smem.flatten_outs(), "bank")
        in_src = [i for i, b in enumerate(banks) if b in reg_src]
        in_dst = [i for i, b in enumerate(banks) if b in reg_dst]
        if src_fills is None:
            first = in_src if len(in_src) > len(in_dst) else in_dst
        else:
            first = in_src if src_fills else in_dst
        order = first + [i for i in range(len(banks)) if i not in first]
        bases = smem.bases_as_lists()
        bases["bank"] = [bases["bank"][i] for i in order]
        smem = LinearLayout(bases, smem.out_dims)
    return smem


@dataclass(frozen=True)
class CvtScratch:
    """How a convert_layout moves through shared memory."""

    layout: LinearLayout  # (vector, bank, segment, reps) -> the tensor's dims
    store: str  # one of STORES
    load: str  # one of LOADS
    bits: int
    libtriton_store: int  # Triton's count of extra wavefronts per store instruction
    libtriton_load: int

    @property
    def reps(self) -> int:
        return self.layout.in_dim_size("reps")

    @property
    def scratch_bytes(self) -> int:
        return self.layout.total_in_dim_size // self.reps * self.bits // 8


def _without_broadcast_registers(ll: LinearLayout) -> LinearLayout:
    bases = ll.bases_as_lists()
    bases["register"] = [b for b in bases["register"] if any(b)]
    return LinearLayout(bases, ll.out_dims)


def cvt_bits(bits: int) -> int:
    """The element width the lowering moves: sub-byte types go through i8."""
    return max(bits, 8)


def cvt_scratch(
    src: LinearLayout, dst: LinearLayout, bits: int, compute_capability: int = 90
) -> CvtScratch:
    """The scratch layout, instructions and bank conflicts Triton 3.6.0's NVIDIA lowering
    uses for a convert_layout from `src` to `dst` (linear layouts of the same tensor) of
    `bits`-wide elements (pointers: 64) that needs shared memory within a CTA."""
    bits = cvt_bits(bits)
    if bits > 128 or not _is_pow2(bits):
        raise LayoutError(f"cannot move {bits}-bit elements through shared memory")
    keep = ["register", "lane", "warp"]
    src = _without_broadcast_registers(src.sublayout(keep, src.out_dim_names))
    dst = _without_broadcast_registers(dst.sublayout(keep, dst.out_dim_names))
    src_flat, dst_flat = src.flatten_outs(), dst.flatten_outs()
    stores, loads = instruction_tiles(bits, compute_capability)
    full = _log2(128 // bits)
    reg_src, reg_dst = flat_bases(src_flat, "register"), flat_bases(dst_flat, "register")
    lane_src, lane_dst = flat_bases(src_flat, "lane"), flat_bases(dst_flat, "lane")
    best: tuple[int, int, CvtScratch] | None = None
    for store, st in stores:
        for load, ld in loads:
            vector = _tile_vector(
                src_flat, dst_flat, full - len(st.lane_contig), full - len(ld.lane_contig),
                st.lane_contig, ld.lane_contig,
            )  # fmt: skip
            if vector is None:
                continue
            tile_src = _address_tile(st, reg_src, lane_src, vector)
            tile_dst = _address_tile(ld, reg_dst, lane_dst, vector)
            if tile_src is None or tile_dst is None:
                continue
            # ldmatrix/stmatrix.x4 with the other kind keeps two rounds in the segment
            keep_reps = min(len(t.lane_contig) + len(t.lane_addr) - 3 for t in (st, ld))
            smem = _scratch_layout(src_flat, dst_flat, bits, vector, tile_src, tile_dst,
                                   src.out_dims, keep_reps)  # fmt: skip
            load_c, store_c = tile_bank_conflicts(tile_src, tile_dst, smem)
            got = CvtScratch(smem, store, load, bits, store_c, load_c)
            key = (load_c + store_c, -got.reps)
            if best is None or key < best[:2]:
                best = (*key, got)
    if best is None:
        smem = _ld_st_scratch(src, dst, bits)
        load_c, store_c = ld_st_bank_conflicts(src, dst, smem, bits)
        return CvtScratch(smem, STORES[0], LOADS[0], bits, store_c, load_c)
    return best[2]
