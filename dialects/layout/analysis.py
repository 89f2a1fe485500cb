"""What a layout means for the hardware, computed from its linear-layout bases.

- `LayoutIndex`: who holds an element (solved over GF(2), never by enumerating the tensor),
  the elements in order, the holders in order, and grids of first holders for pictures.
- `within_thread_reductions`: register bases that move along one axis only.
- Shared memory: the bank each offset lands in, and the bank conflicts of storing or
  loading a distributed layout through a shared one: libtriton's count
  (`bank_conflicts`, Triton's bankConflictsMemDesc) and a count by distinct 32-bit words
  per bank (`bank_conflicts_distinct_words`), where lanes reading the same word are free.

Everything here costs what is asked for (a number of elements, a window of a grid), not
the size of the tensor: a 4096x4096 layout is described as fast as a 64x64 one.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from gluon_opt.dialects.layout.linear import LayoutError, LinearLayout, _log2, _rref

# Short names of the hardware resources in labels ("r3 t17 w2 b0").
ABBREV = {
    "register": "r",
    "lane": "t",
    "warp": "w",
    "block": "b",
    "offset": "o",
    "row": "row",
    "col": "col",
}


def abbrev(dim: str) -> str:
    return ABBREV.get(dim, dim)


def label(in_dims: Sequence[str], idx: Sequence[int]) -> str:
    return " ".join(f"{abbrev(d)}{i}" for d, i in zip(in_dims, idx, strict=True))


class LayoutIndex:
    """A linear layout as a GF(2) matrix from flat input bits (first in dim lowest) to flat
    output bits (first out dim lowest), with what it takes to invert it."""

    def __init__(self, ll: LinearLayout) -> None:
        self.ll = ll
        self.in_dims = ll.in_dims
        self.out_dims = ll.out_dims
        self.in_names = [d for d, _ in self.in_dims]
        self._in_shift = _shifts([s for _, s in self.in_dims])
        self._out_shift = _shifts([s for _, s in self.out_dims])
        self.columns: list[int] = []  # flat output of each input bit
        for d, _ in self.in_dims:
            for b in ll.bases[d]:
                self.columns.append(self._flat_out(b))
        # Echelon form of the columns: pivot (lowest set bit) -> (vector, input combination).
        self._pivots: dict[int, tuple[int, int]] = {}
        kernel: list[int] = []
        for i, col in enumerate(self.columns):
            vec, combo = col, 1 << i
            while vec:
                low = vec & -vec
                if low not in self._pivots:
                    self._pivots[low] = (vec, combo)
                    break
                pv, pc = self._pivots[low]
                vec ^= pv
                combo ^= pc
            else:
                kernel.append(combo)
        # Input combinations that hold the same element (broadcast), reduced so that the
        # smallest holder of a coset is found by clearing leading bits.
        self.kernel = [r for r in reversed(_rref_high(kernel)) if r]

    @property
    def copies(self) -> int:
        """How many holders each element has (the same for every element)."""
        return 1 << len(self.kernel)

    @property
    def num_elements(self) -> int:
        """How many distinct elements the layout reaches."""
        return 1 << len(self._pivots)

    def _flat_out(self, coords: Sequence[int]) -> int:
        return sum(v << s for v, s in zip(coords, self._out_shift, strict=True))

    def unflatten_in(self, flat: int) -> tuple[int, ...]:
        return tuple(
            (flat >> s) & (size - 1)
            for s, (_, size) in zip(self._in_shift, self.in_dims, strict=True)
        )

    def flatten_in(self, idx: Sequence[int]) -> int:
        return sum(v << s for v, s in zip(idx, self._in_shift, strict=True))

    def apply(self, idx: Sequence[int]) -> tuple[int, ...]:
        flat, out = self.flatten_in(idx), 0
        for i, col in enumerate(self.columns):
            if flat >> i & 1:
                out ^= col
        return tuple(
            (out >> s) & (size - 1)
            for s, (_, size) in zip(self._out_shift, self.out_dims, strict=True)
        )

    def first_holder(self, coords: Sequence[int]) -> int | None:
        """The smallest flat input index holding the element (register fastest), or None."""
        vec, combo = self._flat_out(coords), 0
        while vec:
            low = vec & -vec
            if low not in self._pivots:
                return None
            pv, pc = self._pivots[low]
            vec ^= pv
            combo ^= pc
        for k in self.kernel:  # leading bit first: clear it where set
            if combo & _top_bit(k):
                combo ^= k
        return combo

    def holders(self, coords: Sequence[int], limit: int) -> list[tuple[int, ...]]:
        """Up to `limit` holders of an element, smallest first."""
        first = self.first_holder(coords)
        if first is None:
            return []
        found = [first]
        # The coset is small when `limit` is: enumerate only the lowest kernel vectors.
        low = sorted(self.kernel)[: max(0, (limit - 1).bit_length())]
        for n in range(1, 1 << len(low)):
            x = first
            for j, k in enumerate(low):
                if n >> j & 1:
                    x ^= k
            found.append(x)
        return [self.unflatten_in(x) for x in sorted(found)[:limit]]

    def elements(self, limit: int) -> Iterator[tuple[int, ...]]:
        """Element coordinates in order (the first out dim slowest), at most `limit`."""
        sizes = [s for _, s in self.out_dims]
        total = 1
        for s in sizes:
            total *= s
        for n in range(min(limit, total)):
            coords = []
            for s in reversed(sizes):
                coords.append(n % s)
                n //= s
            yield tuple(reversed(coords))


def _shifts(sizes: Sequence[int]) -> list[int]:
    out, acc = [], 0
    for s in sizes:
        out.append(acc)
        acc += _log2(s)
    return out


def _top_bit(x: int) -> int:
    return 1 << (x.bit_length() - 1)


def _rref_high(rows: list[int]) -> list[int]:
    """Reduced echelon form with the highest bits as pivots (each pivot in one row only)."""
    rows = [r for r in rows if r]
    out: list[int] = []
    for r in rows:
        for o in out:
            if r & _top_bit(o):
                r ^= o
        if r:
            out = [o ^ r if o & _top_bit(r) else o for o in out]
            out.append(r)
    return sorted(out)


def within_thread_reductions(ll: LinearLayout) -> dict[int, list[int]]:
    """Per axis, the register bases that move only along that axis.

    Reducing a tensor along axis d can combine these registers without any data leaving the
    thread (a partial reduce); the other register bases hold independent elements.
    """
    ret: dict[int, list[int]] = {d: [] for d in range(ll.num_out_dims)}
    for i, b in enumerate(ll.bases.get("register", ())):
        moved = [d for d, v in enumerate(b) if v]
        if len(moved) == 1:
            ret[moved[0]].append(i)
    return ret


def holder_lines(index: LayoutIndex, limit: int) -> Iterator[tuple[tuple[int, ...], list]]:
    """(holder, [(first-dim index, element coords), ...]) for the holders in order (the last
    in dim slowest: block, warp, lane), at most `limit` cells in all."""
    dims = index.in_dims
    if not dims:
        return
    first_size = dims[0][1]
    rest_total = 1
    for _, s in dims[1:]:
        rest_total *= s
    budget = limit
    for h in range(rest_total):
        if budget <= 0:
            return
        holder = []
        rest = h
        for _, s in dims[1:]:
            holder.append(rest % s)
            rest //= s
        cells = []
        for r in range(min(first_size, budget)):
            cells.append((r, index.apply((r, *holder))))
        budget -= len(cells)
        yield tuple(holder), cells


# ----- shared memory banks ------------------------------------------------------------

BANKS = 32
BANK_BITS = 32


def bank_of(offset: int, bits: int) -> int:
    """The bank (of 32 four-byte banks) of element `offset` of a `bits`-wide type."""
    return (offset * bits // BANK_BITS) % BANKS


@dataclass(frozen=True)
class BankConflicts:
    """How a distributed layout reaches a shared one, and its bank conflicts.

    `libtriton` is Triton's count (bankConflictsMemDesc): extra wavefronts per access,
    2**k - 1 where k is the dimension of the lanes' span meeting the smem rows above one
    bank-wide line. `distinct_words` counts, for one access, the most distinct 32-bit words
    that land in one bank, minus one: lanes reading the same word are served by one
    broadcast and cost nothing."""

    vector: int  # elements per thread per access
    lanes_per_access: int  # lanes served together (fewer for 64- and 128-bit vectors)
    libtriton: int
    distinct_words: int


def _remove_broadcast_registers(ll: LinearLayout) -> LinearLayout:
    bases = ll.bases_as_lists()
    bases["register"] = [b for b in bases["register"] if any(b)]
    return LinearLayout(bases, ll.out_dims)


def _vectorisation(reg_to_smem: LinearLayout, bits: int) -> tuple[int, list[int]]:
    """The widest vector (elements) a thread moves at once, at most 128 bits, and the
    register bases moved in front for it (Triton's largestVectorisation)."""
    regs = [tuple(b) for b in reg_to_smem.bases["register"]]
    width = [0] * reg_to_smem.num_out_dims
    v = 128 // bits
    while v >= 1:
        wanted, used = [], set()
        for i in range(_log2(v)):
            vec = tuple((1 << i) if k == 0 else 0 for k in range(len(width)))
            j = next((j for j, b in enumerate(regs) if j not in used and b == vec), None)
            if j is None:
                break
            wanted.append(j)
            used.add(j)
        else:
            order = wanted + [j for j in range(len(regs)) if j not in used]
            bases = reg_to_smem.bases_as_lists()
            bases["register"] = [list(regs[j]) for j in order]
            permuted = LinearLayout(bases, reg_to_smem.out_dims)
            tile = LinearLayout.identity_1d(v, "register", reg_to_smem.out_dim_names[0])
            if permuted.divide_left(tile) is not None:
                return v, order
        v //= 2
    raise LayoutError("no vectorisation fits")  # v = 1 always divides


def _span_intersection_dim(a: Sequence[int], b: Sequence[int], num_bits: int) -> int:
    """dim(span(a) ∩ span(b)) as Triton's intersectionBasis counts it (its power-of-two
    shortcut counts repeated vectors of `a` once each, as the C++ does)."""
    if all(x > 0 and x & (x - 1) == 0 for x in (*a, *b)):
        in_b = set(b)
        return sum(1 for x in a if x in in_b)
    mask = (1 << num_bits) - 1

    def rank(vs: Sequence[int]) -> int:
        return sum(1 for r in _rref([v & mask for v in vs], num_bits) if r)

    return rank(a) + rank(b) - rank([*a, *b])


def bank_conflicts(reg: LinearLayout, smem: LinearLayout, bits: int) -> BankConflicts:
    """Bank conflicts of storing (or loading) a tensor held in `reg` into `smem`, both
    linear layouts of the same shape (`to_linear_layout` of a distributed and a shared
    encoding), for elements of `bits` bits."""
    if not reg.has_in_dim("register") or not reg.has_in_dim("lane"):
        raise LayoutError("the first layout must be a distributed (register) layout")
    if not smem.has_in_dim("offset"):
        raise LayoutError("the second layout must be a shared memory layout")
    if reg.out_dims != smem.out_dims:
        raise LayoutError("the two layouts must have the same shape")
    if bits not in (8, 16, 32, 64):
        raise LayoutError(f"--bits must be 8, 16, 32 or 64, not {bits}")
    reg = _remove_broadcast_registers(reg)
    reg_to_smem = reg.invert_and_compose(smem)
    vec, order = _vectorisation(reg_to_smem, bits)
    total = smem.total_in_dim_size
    bank_size = min(BANKS * BANK_BITS // (vec * bits), total)
    if bank_size * vec > total:
        # The whole tensor fits in one line of banks: nothing above it can conflict
        # (libtriton asserts here, reshaping to a segment of size 0).
        bank_size = total // vec
    segment = total // (bank_size * vec)
    reshaped = smem.reshape_ins([("vector", vec), ("bank", bank_size), ("segment", segment)])
    flat = reshaped.flatten_outs()
    segment_bases = [b[0] for b in flat.bases["segment"]]
    lanes = [b[0] for b in reg.flatten_outs().bases["lane"]]
    drop = _log2(max(vec * bits // BANK_BITS, 1))
    lanes = lanes[: len(lanes) - drop]
    k = _span_intersection_dim(segment_bases, lanes, flat.total_out_dim_size_log2)
    libtriton = (1 << k) - 1

    # One access by brute force: every lane of it, every element of its vector.
    width = reg_to_smem.num_out_dims
    regs = [reg_to_smem.bases["register"][j] for j in order[: _log2(vec)]]
    lane_bases = reg_to_smem.bases["lane"][: len(lanes)]
    words_per_bank: dict[int, set[int]] = {}
    for lane in range(1 << len(lane_bases)):
        base = _combine(lane_bases, lane, width)
        for r in range(vec):
            off = [x ^ y for x, y in zip(base, _combine(regs, r, width), strict=True)]
            # Another CTA's shared memory never shares a bank line with this one's.
            word = off[0] * bits // BANK_BITS + sum(off[1:]) * total
            words_per_bank.setdefault(word % BANKS, set()).add(word)
    distinct = max(len(w) for w in words_per_bank.values()) - 1
    return BankConflicts(vec, 1 << len(lane_bases), libtriton, distinct)


def _combine(bases: Sequence[Sequence[int]], n: int, width: int) -> list[int]:
    out = [0] * width
    for i, b in enumerate(bases):
        if n >> i & 1:
            out = [x ^ y for x, y in zip(out, b, strict=True)]
    return out
