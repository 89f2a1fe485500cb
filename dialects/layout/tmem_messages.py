"""Which tcgen05.ld/st message moves a register tensor to or from tensor memory.

Triton 3.6.0 decides this while lowering ``ttng.tmem_load`` / ``ttng.tmem_store`` to PTX
(``computeTMemLdStEncodingInfo``), and the same answer, "is there a message at all", is what
its canonicalization asks before it lets a ``tmem_store`` take a ``ttg.convert_layout``'s
source directly (``isDistributedLayoutTMemCompatible``). This module answers it on linear
layouts alone; `gluon_opt.dialects.tmem_access` adds the op context (the register limit).

The search, on ``cvt``: the map from a thread's (register, lane, warp, block) coordinates to
the tensor-memory (row, col) cell its element lives in, i.e. the register layout inverted
and composed with the memory layout:

1. Warps 0-3 each own a quarter of the 128 rows: warp bits 1 and 2 must land on rows 32 and
   64 in both layouts, else no message fits.
2. Registers that only repeat another register's element (zero bases) are dropped.
3. Elements narrower than 32 bits are packed into 32-bit cells: as many adjacent columns as
   fit a cell ("vec"), else 16-bit elements one per cell half ("unpacked", column stride 2),
   else padded alone in a cell. The search recurses on the packed layout.
4. On 32-bit cells, each message shape (32x32b, 16x256b, 16x64b, 16x128b, in that order)
   is a tile of (register, lane, warp) -> (row, col); a message fits when some reordering of
   the registers makes the tile the leading part of ``cvt`` and the rest of ``cvt`` stays
   clear of the tile's cells. The widest repetition along the columns within half the
   register budget (a quarter when 256 registers are allowed and the tensor needs more than
   one message) is the message width.
5. If none fits, the two-half 16x32bx2 message may: its second half is addressed by the
   fifth lane bit's cell, which must not be cell 0 unless the memory holds MMA scales (then
   the allocation is padded and offset 1 is used).

`tmem_message` returns the chosen message (`TMemMessage`) or None where there is none.
"""

from __future__ import annotations

from dataclasses import dataclass

from gluon_opt.dialects.layout.helpers import packed_columns, tmem_tile_layout
from gluon_opt.dialects.layout.linear import LayoutError, LinearLayout

REG = "register"
COL = "col"

# The single-message shapes, in the order the lowering tries them (at most one can fit).
_MESSAGE_ORDER = ("32x32b", "16x256b", "16x64b", "16x128b")
_TWO_HALVES = "16x32bx2"

# The lowering never uses more registers than this for one thread's part of the tensor.
MAX_REGISTERS = 256


@dataclass(frozen=True)
class TMemMessage:
    """One way to move the tensor: the message shape, how many 32-bit registers each message
    moves, how many narrow elements share a cell (``vec``), whether 16-bit elements sit one
    per cell half (``unpacked``) or alone in a padded cell (``padding``), and for the 16x32bx2
    message the (row << 16 | col) offset of its second half."""

    atom: str
    registers_per_message: int
    second_half_offset: int | None = None
    vec: int = 1
    unpacked: bool = False
    padding: bool = False


def register_order_for_tile(cvt: LinearLayout, tile: LinearLayout) -> list[int] | None:
    """A reordering of ``cvt``'s register bases that puts ``tile``'s register bases first,
    in the tile's order (each of ``cvt``'s bases used once; the others keep their order);
    None where a tile register basis is not among ``cvt``'s. The tile may name fewer out
    dims than ``cvt``: its bases are zero along the others."""
    wanted = [
        tuple(tile.get_basis(REG, i, d) if tile.has_out_dim(d) else 0 for d in cvt.out_dim_names)
        for i in range(tile.in_dim_size_log2(REG))
    ]
    have = cvt.bases[REG]
    used = [False] * len(have)
    first: list[int] = []
    for basis in wanted:
        index = next((j for j, b in enumerate(have) if not used[j] and b == basis), None)
        if index is None:
            return None
        used[index] = True
        first.append(index)
    return first + [j for j in range(len(have)) if not used[j]]


def reorder_registers(ll: LinearLayout, order: list[int]) -> LinearLayout:
    """``ll`` with its register bases taken in ``order`` (a subset drops the others)."""
    bases = ll.bases_as_lists()
    regs = bases[REG]
    bases[REG] = [regs[i] for i in order]
    return LinearLayout(bases, ll.out_dims)


def repetitions_of_tile(cvt: LinearLayout, tile: LinearLayout) -> LinearLayout | None:
    """How ``cvt`` repeats ``tile``: ``cvt`` with the tile's leading bases zeroed, provided
    each in dim of ``cvt`` starts with exactly the tile's bases and its remaining bases touch
    none of the bits the tile covers in any out dim; else None."""
    outs = cvt.out_dim_names
    covered = dict.fromkeys(outs, 0)
    for bases in tile.bases.values():
        for basis in bases:
            for d, v in zip(tile.out_dim_names, basis, strict=True):
                covered[d] |= v
    reps: dict[str, list[list[int]]] = {}
    for dim, bases in cvt.bases.items():
        n_tile = tile.in_dim_size_log2(dim) if tile.has_in_dim(dim) else 0
        if n_tile > len(bases):
            return None
        for i in range(n_tile):
            if any(v != tile.get_basis(dim, i, d) for d, v in zip(outs, bases[i], strict=True)):
                return None
        for basis in bases[n_tile:]:
            if any(v & covered[d] for d, v in zip(outs, basis, strict=True)):
                return None
        zero = [0] * len(outs)
        reps[dim] = [zero] * n_tile + [list(b) for b in bases[n_tile:]]
    return LinearLayout(reps, cvt.out_dims)


def _widest_fit(
    cvt: LinearLayout, tile: LinearLayout, max_nreg: int
) -> tuple[LinearLayout, int] | None:
    """The repetitions of the widest column-repeated ``tile`` that fits ``cvt`` and the
    register budget, with the registers one message moves; None if not even one tile fits."""
    budget = max_nreg // 2  # more invites spilling
    if max_nreg == MAX_REGISTERS and cvt.in_dim_size(REG) > budget:
        budget //= 2  # several wide messages schedule badly in ptxas
    most = budget // tile.in_dim_size(REG)
    found: tuple[LinearLayout, int] | None = None
    width = 1
    while width <= most:
        wide = tile * LinearLayout.identity_1d(width, REG, COL)
        order = register_order_for_tile(cvt, wide)
        if order is None:
            break
        reps = repetitions_of_tile(reorder_registers(cvt, order), wide)
        if reps is None:
            break
        found = (reps, width * tile.in_dim_size(REG))
        width *= 2
    return found


def tmem_message(
    cvt: LinearLayout, max_nreg: int, bitwidth: int, is_scales: bool, unpacked: bool = False
) -> TMemMessage | None:
    """The message moving ``cvt`` ((register, lane, warp, block) -> (row, col), warps 1 and
    2 already on rows 32 and 64) with ``bitwidth``-bit elements; None where none can."""
    regs = cvt.bases[REG]
    kept = [i for i, b in enumerate(regs) if any(b)]
    if len(kept) != len(regs):
        cvt = reorder_registers(cvt, kept)
    if bitwidth <= 0 or bitwidth > 32:
        raise LayoutError(f"tensor memory holds elements of at most 32 bits, not {bitwidth}")
    if bitwidth < 32:
        return _narrow_message(cvt, max_nreg, bitwidth, is_scales)
    for atom in _MESSAGE_ORDER:
        fit = _widest_fit(cvt, tmem_tile_layout(atom, unpacked, with_warp=True), max_nreg)
        if fit is not None:
            return TMemMessage(atom, fit[1])
    fit = _widest_fit(cvt, tmem_tile_layout(_TWO_HALVES, unpacked, with_warp=True), max_nreg)
    if fit is None:
        return None
    reps, per_message = fit
    if reps.in_dim_size_log2("lane") < 5:
        raise LayoutError("a tensor memory message needs a layout over 32 lanes")
    offset = reps.get_basis("lane", 4, "row") << 16 | reps.get_basis("lane", 4, COL)
    if offset == 0:
        # ptxas rejects a zero offset; only scales, whose allocation is padded, use 1 instead
        if not is_scales:
            return None
        offset = 1
    return TMemMessage(_TWO_HALVES, per_message, second_half_offset=offset)


def _narrow_message(
    cvt: LinearLayout, max_nreg: int, bitwidth: int, is_scales: bool
) -> TMemMessage | None:
    """Elements under 32 bits: pack them into 32-bit cells, then search on the cells."""
    per_cell = 32 // bitwidth
    quot, vec = packed_columns(cvt, bitwidth, REG, COL)
    unpacked = padding = False
    if vec > 1:
        pass  # `vec` adjacent columns share a cell: a wider element
    elif (
        bitwidth == 16
        and (
            half := cvt.divide_left(
                LinearLayout.zeros_1d(1, REG, COL, per_cell) * LinearLayout.identity_1d(2, REG, COL)
            )
        )
        is not None
    ):
        quot, unpacked = half, True
    elif (alone := cvt.divide_left(LinearLayout.zeros_1d(1, REG, COL, per_cell))) is not None:
        # one element per cell, padded: small column counts or 8-bit scales
        quot, unpacked, padding = alone, bitwidth == 16, True
    else:
        return None  # neither packed nor unpacked
    if unpacked:
        # each register then moves two columns
        quot = LinearLayout.zeros_1d(1, REG, COL, per_cell) * quot
    message = tmem_message(quot, max_nreg, bitwidth * vec if vec > 1 else 32, is_scales, unpacked)
    if message is None:
        return None
    return TMemMessage(
        message.atom,
        message.registers_per_message,
        message.second_half_offset,
        vec if vec > 1 else message.vec,
        message.unpacked or unpacked,
        message.padding or padding,
    )


def tmem_access_layout(reg: LinearLayout, mem: LinearLayout) -> LinearLayout | None:
    """``cvt`` for `tmem_message`: each (register, lane, warp, block) of the register layout
    ``reg`` to the (row, col) of tensor memory (layout ``mem``) holding its element, with
    warps 1 and 2 on rows 32 and 64; None where those warps are elsewhere in either layout."""
    warps = reg.bases.get("warp", ())
    rows = mem.bases.get("row", ())
    if len(warps) < 2 or len(rows) < 7:
        raise LayoutError("tensor memory is accessed by groups of 4 warps over 128 rows")
    if warps[0] != rows[5] or warps[1] != rows[6]:
        return None
    cvt = reg.invert_and_compose(mem)
    # What invert_and_compose would give if those rows had a dim name of their own (the
    # memory layout's in dims are row, col).
    bases = cvt.bases_as_lists()
    bases["warp"][0] = [32, 0]
    bases["warp"][1] = [64, 0]
    return LinearLayout(bases, cvt.out_dims)
