"""Linear layouts: Triton's algebra of layouts as linear maps over GF(2).

A `LinearLayout` maps named *input* dimensions (``register``, ``lane``, ``warp``, ``block``
for tensors in registers; ``offset``, ``block`` for shared memory) onto named *output*
dimensions (``dim0``, ``dim1``, ...). Every size is a power of two, and the map is linear
with XOR as addition: input index ``i`` of an input dimension is the XOR of the bases whose
bit is set in ``i``. The class follows ``triton::LinearLayout`` (lib/Tools/LinearLayout.cpp)
method for method, so results (including the choice made by `invert_and_compose` when a
layout broadcasts) are the same as libtriton's.

`to_linear_layout(encoding, shape)` gives the linear layout of every layout encoding in
`gluon_opt.dialects.layout.encodings`, equal to libtriton's ``toLinearLayout``.

Instances are immutable and hashable.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from operator import lshift

Basis = tuple[int, ...]
BasesT = dict[str, tuple[Basis, ...]]


def _is_pow2(x: int) -> bool:
    return x > 0 and (x & (x - 1)) == 0


def _log2(x: int) -> int:
    return x.bit_length() - 1


def _next_pow2(x: int) -> int:
    """The smallest power of two strictly greater than x (LLVM's NextPowerOf2)."""
    return 1 << x.bit_length()


class LayoutError(ValueError):
    """A linear layout operation was given arguments it does not accept."""


def _rref(rows: list[int], num_cols: int) -> list[int]:
    """Reduced row echelon form over GF(2); column c is bit c; lower columns pivot first.

    The RREF of a matrix is unique, so this equals the f2reduce result libtriton uses.
    """
    rows = list(rows)
    pivot_row = 0
    for col in range(num_cols):
        bit = 1 << col
        found = next((r for r in range(pivot_row, len(rows)) if rows[r] & bit), None)
        if found is None:
            continue
        rows[pivot_row], rows[found] = rows[found], rows[pivot_row]
        for r in range(len(rows)):
            if r != pivot_row and rows[r] & bit:
                rows[r] ^= rows[pivot_row]
        pivot_row += 1
        if pivot_row == len(rows):
            break
    return rows


def span_rank(vectors: Iterable[int]) -> int:
    """The rank over GF(2) of bit vectors (non-negative integers): the size of the reduced
    basis built by inserting each vector, reduced by the basis vector of its highest bit.

    A layout's rank this way costs a few XORs per basis, where an echelon form of its
    matrix (``_rref``) walks every column of every row."""
    pivots: dict[int, int] = {}  # the reduced basis, by its highest bit
    for vector in vectors:
        while vector:
            top = vector.bit_length() - 1
            pivot = pivots.get(top)
            if pivot is None:
                pivots[top] = vector
                break
            vector ^= pivot
    return len(pivots)


def supremum(x: Sequence[str], y: Sequence[str]) -> list[str]:
    """Merge two orderings keeping the relative order of both (x first when ambiguous)."""
    result: list[str] = []
    seen: set[str] = set()
    pos_x = {e: i for i, e in enumerate(x)}
    pos_y = {e: i for i, e in enumerate(y)}
    i = j = 0
    inf = 1 << 62
    while i < len(x) or j < len(y):
        while i < len(x) and x[i] in seen:
            i += 1
        while j < len(y) and y[j] in seen:
            j += 1
        if i >= len(x) and j >= len(y):
            break
        if i < len(x) and j < len(y) and x[i] == y[j]:
            result.append(x[i])
            seen.add(x[i])
            i += 1
            j += 1
            continue
        cand_x = pos_y[x[i]] if i < len(x) and pos_y.get(x[i], -1) >= j else inf
        cand_y = pos_x[y[j]] if j < len(y) and pos_x.get(y[j], -1) >= i else inf
        if i < len(x) and cand_x == inf:
            pick = x[i]
            i += 1
        elif j < len(y) and cand_y == inf:
            pick = y[j]
            j += 1
        elif cand_x <= cand_y:
            pick = x[i]
            i += 1
        else:
            pick = y[j]
            j += 1
        result.append(pick)
        seen.add(pick)
    return result


class LinearLayout:
    """A linear map from named input dims to named output dims, all of power-of-two size."""

    __slots__ = ("_bases", "_out_dims", "_rank", "_hash")

    def __init__(
        self,
        bases: Mapping[str, Iterable[Iterable[int]]] | Iterable[tuple[str, Iterable]],
        out_dims: Mapping[str, int] | Iterable[tuple[str, int]],
        require_surjective: bool = False,
    ):
        items = bases.items() if isinstance(bases, Mapping) else bases
        self._bases: BasesT = {
            name: tuple(tuple(int(v) for v in b) for b in bs) for name, bs in items
        }
        out_items = out_dims.items() if isinstance(out_dims, Mapping) else out_dims
        self._out_dims: dict[str, int] = {name: int(size) for name, size in out_items}
        self._hash: int | None = None
        self._rank: int | None = None  # worked out when first asked (an echelon form)
        self._check(require_surjective)

    @classmethod
    def _valid(cls, bases: BasesT, out_dims: dict[str, int]) -> LinearLayout:
        """A layout from parts known to be valid: what the algebra below derives from valid
        layouts (bases as tuples of ints, one per out dim, each less than its size), built
        without the constructor's conversions and checks (the layout passes build many)."""
        layout = cls.__new__(cls)
        layout._bases = bases
        layout._out_dims = out_dims
        layout._hash = None
        layout._rank = None
        return layout

    @classmethod
    def from_bases(
        cls,
        bases: Mapping[str, Iterable[Iterable[int]]] | Iterable[tuple[str, Iterable]],
        out_dim_names: Sequence[str],
    ) -> LinearLayout:
        """Infer each output size from the bases (the smallest power of two above every
        basis value) and require the layout to be surjective, like the C++ constructor."""
        items = list(bases.items() if isinstance(bases, Mapping) else bases)
        sizes = dict.fromkeys(out_dim_names, 1)
        for _, bs in items:
            for b in bs:
                for i, v in enumerate(b):
                    name = out_dim_names[i]
                    sizes[name] = max(sizes[name], _next_pow2(int(v)))
        return cls(items, sizes, require_surjective=True)

    def _check(self, require_surjective: bool) -> None:
        n_out = len(self._out_dims)
        for in_dim, bs in self._bases.items():
            for b in bs:
                if any(v < 0 for v in b):
                    raise LayoutError(f"negative basis value for in dimension '{in_dim}'")
                if len(b) != n_out:
                    raise LayoutError(
                        f"basis {list(b)} of in dimension '{in_dim}' has {len(b)} entries, "
                        f"expected {n_out} (one per out dimension)"
                    )
        for out_dim, size in self._out_dims.items():
            if not _is_pow2(size):
                raise LayoutError(f"out dimension '{out_dim}' has size {size}, not a power of 2")
        sizes = list(self._out_dims.values())
        for in_dim, bs in self._bases.items():
            for b in bs:
                for i, v in enumerate(b):
                    if v >= sizes[i]:
                        raise LayoutError(
                            f"basis value {v} of in dimension '{in_dim}' is not less than "
                            f"the size {sizes[i]} of out dimension '{list(self._out_dims)[i]}'"
                        )
        if require_surjective and not self.is_surjective():
            raise LayoutError(f"layout is expected to be surjective but is not:{self}")

    # ----- construction helpers -------------------------------------------------------

    @classmethod
    def empty(cls) -> LinearLayout:
        return cls({}, {})

    @classmethod
    def identity_1d(cls, size: int, in_dim: str, out_dim: str) -> LinearLayout:
        return cls.strided_1d(size, 1, in_dim, out_dim)

    @classmethod
    def strided_1d(cls, size: int, stride: int, in_dim: str, out_dim: str) -> LinearLayout:
        if size == 0:
            return cls.empty()
        if not _is_pow2(size):
            raise LayoutError(f"size {size} is not a power of 2")
        bases = [(i * stride,) for i in (1 << k for k in range(_log2(size)))]
        return cls({in_dim: bases}, {out_dim: stride * size}, require_surjective=stride == 1)

    @classmethod
    def zeros_1d(cls, size: int, in_dim: str, out_dim: str, out_dim_size: int = 1) -> LinearLayout:
        if size == 0:
            return cls.empty()
        if not _is_pow2(size):
            raise LayoutError(f"size {size} is not a power of 2")
        return cls({in_dim: [(0,)] * _log2(size)}, {out_dim: out_dim_size})

    # ----- accessors ------------------------------------------------------------------

    @property
    def bases(self) -> BasesT:
        """Input dimension -> its bases (one tuple per bit, one entry per out dimension)."""
        return dict(self._bases)

    @property
    def in_dim_names(self) -> list[str]:
        return list(self._bases)

    @property
    def out_dim_names(self) -> list[str]:
        return list(self._out_dims)

    @property
    def out_dims(self) -> list[tuple[str, int]]:
        return list(self._out_dims.items())

    @property
    def in_dims(self) -> list[tuple[str, int]]:
        return [(d, self.in_dim_size(d)) for d in self._bases]

    @property
    def num_in_dims(self) -> int:
        return len(self._bases)

    @property
    def num_out_dims(self) -> int:
        return len(self._out_dims)

    def has_in_dim(self, name: str) -> bool:
        return name in self._bases

    def has_out_dim(self, name: str) -> bool:
        return name in self._out_dims

    def in_dim_size_log2(self, name: str) -> int:
        return len(self._bases[name])

    def in_dim_size(self, name: str) -> int:
        return 1 << len(self._bases[name])

    def out_dim_size(self, name: str) -> int:
        return self._out_dims[name]

    def out_dim_size_log2(self, name: str) -> int:
        return _log2(self._out_dims[name])

    def out_dim_index(self, name: str) -> int:
        return list(self._out_dims).index(name)

    @property
    def total_in_dim_size_log2(self) -> int:
        return sum(len(bs) for bs in self._bases.values())

    @property
    def total_out_dim_size_log2(self) -> int:
        return sum(_log2(s) for s in self._out_dims.values())

    @property
    def total_in_dim_size(self) -> int:
        return 1 << self.total_in_dim_size_log2

    @property
    def total_out_dim_size(self) -> int:
        return 1 << self.total_out_dim_size_log2

    def get_basis(self, in_dim: str, index: int, out_dim: str) -> int:
        return self._bases[in_dim][index][self.out_dim_index(out_dim)]

    # ----- matrix view ----------------------------------------------------------------

    def matrix_rows(self) -> list[int]:
        """Rows = output bits (dims in order, low bit first); bit c of a row = input bit c."""
        shifts = []
        acc = 0
        for size in self._out_dims.values():
            shifts.append(acc)
            acc += _log2(size)
        rows = [0] * acc
        col = 0
        for bs in self._bases.values():
            for b in bs:
                for i, v in enumerate(b):
                    while v:
                        low = v & -v
                        rows[shifts[i] + _log2(low)] |= 1 << col
                        v ^= low
                col += 1
        return rows

    def _compute_rank(self) -> int:
        # each basis as one bit vector over the out bits, dims in order, low bit first (as
        # matrix_rows numbers them): the matrix's rank is that of its columns. (Each value
        # is below its dim's size: the shifted values share no bit, their sum is their OR.)
        offsets = []
        total = 0
        for size in self._out_dims.values():
            offsets.append(total)
            total += _log2(size)
        return span_rank(sum(map(lshift, b, offsets)) for bs in self._bases.values() for b in bs)

    @property
    def rank(self) -> int:
        """Number of linearly independent bases."""
        if self._rank is None:
            self._rank = self._compute_rank()
        return self._rank

    def is_surjective(self) -> bool:
        return self.rank == self.total_out_dim_size_log2

    def is_injective(self) -> bool:
        return self.rank == self.total_in_dim_size_log2

    def is_invertible(self) -> bool:
        return self.is_surjective() and self.total_in_dim_size == self.total_out_dim_size

    # ----- evaluation -----------------------------------------------------------------

    def apply(self, ins: Mapping[str, int] | Iterable[tuple[str, int]]) -> list[tuple[str, int]]:
        """Map input coordinates (every input dim named) to output coordinates."""
        ins = dict(ins.items() if isinstance(ins, Mapping) else ins)
        if set(ins) != set(self._bases):
            raise LayoutError(f"apply needs exactly the in dims {self.in_dim_names}")
        out = [0] * len(self._out_dims)
        for in_dim, val in ins.items():
            for i, b in enumerate(self._bases[in_dim]):
                if val >> i & 1:
                    for k, v in enumerate(b):
                        out[k] ^= v
        return list(zip(self._out_dims, out, strict=True))

    def apply_flat(self, **ins: int) -> tuple[int, ...]:
        """`apply` returning just the output coordinates, in out-dim order."""
        full = dict.fromkeys(self._bases, 0)
        full.update(ins)
        return tuple(v for _, v in self.apply(full))

    # ----- algebra --------------------------------------------------------------------

    def __mul__(self, outer: LinearLayout) -> LinearLayout:
        """Product: `self` is the minor part, `outer` tiles it (libtriton's operator*)."""
        inner = self
        in_dims = supremum(inner.in_dim_names, outer.in_dim_names)
        out_dims = supremum(inner.out_dim_names, outer.out_dim_names)
        in_log2 = {d: 0 for d in in_dims}
        out_log2 = {d: 0 for d in out_dims}
        for layout in (inner, outer):
            for d in layout._bases:
                in_log2[d] += layout.in_dim_size_log2(d)
            for d in layout._out_dims:
                out_log2[d] += layout.out_dim_size_log2(d)
        all_bases: BasesT = {}
        for in_dim, n in in_log2.items():
            rows = [[0] * len(out_log2) for _ in range(n)]
            for k, out_dim in enumerate(out_log2):
                if inner.has_in_dim(in_dim) and inner.has_out_dim(out_dim):
                    idx = inner.out_dim_index(out_dim)
                    for i, b in enumerate(inner._bases[in_dim]):
                        rows[i][k] = b[idx]
                if outer.has_in_dim(in_dim) and outer.has_out_dim(out_dim):
                    offset = inner.in_dim_size_log2(in_dim) if inner.has_in_dim(in_dim) else 0
                    shift = inner.out_dim_size_log2(out_dim) if inner.has_out_dim(out_dim) else 0
                    idx = outer.out_dim_index(out_dim)
                    for i, b in enumerate(outer._bases[in_dim]):
                        rows[offset + i][k] = b[idx] << shift
            all_bases[in_dim] = tuple(tuple(row) for row in rows)
        # (each basis value is below its out dim's size: the inner's as it is, the outer's
        # shifted past the inner's size)
        return LinearLayout._valid(all_bases, {d: 1 << s for d, s in out_log2.items()})

    def transpose_ins(self, new_in_dims: Sequence[str]) -> LinearLayout:
        if sorted(new_in_dims) != sorted(self._bases):
            raise LayoutError(f"transpose_ins: {list(new_in_dims)} vs {self.in_dim_names}")
        return LinearLayout._valid({d: self._bases[d] for d in new_in_dims}, self._out_dims)

    def transpose_outs(self, new_out_dims: Sequence[str]) -> LinearLayout:
        if sorted(new_out_dims) != sorted(self._out_dims):
            raise LayoutError(f"transpose_outs: {list(new_out_dims)} vs {self.out_dim_names}")
        perm = [self.out_dim_index(d) for d in new_out_dims]
        bases = {d: tuple(tuple(b[i] for i in perm) for b in bs) for d, bs in self._bases.items()}
        return LinearLayout._valid(bases, {d: self._out_dims[d] for d in new_out_dims})

    def reshape_ins(self, new_in_dims: Sequence[tuple[str, int]]) -> LinearLayout:
        flat = [b for bs in self._bases.values() for b in bs]
        total = 1
        for _, s in new_in_dims:
            total *= s
        if total != self.total_in_dim_size:
            raise LayoutError("reshape_ins must keep the total input size")
        bases, i = {}, 0
        for name, size in new_in_dims:
            n = _log2(size)
            bases[name] = flat[i : i + n]
            i += n
        return LinearLayout(bases, self._out_dims)

    def reshape_outs(self, new_out_dims: Sequence[tuple[str, int]]) -> LinearLayout:
        total = 1
        for _, s in new_out_dims:
            if not _is_pow2(s):
                raise LayoutError(f"size {s} is not a power of 2")
            total *= s
        if total != self.total_out_dim_size:
            raise LayoutError("reshape_outs must keep the total output size")
        shifts = [0]
        for size in self._out_dims.values():
            shifts.append(shifts[-1] + _log2(size))
        bases = {}
        for name, bs in self._bases.items():
            new = []
            for b in bs:
                flat = sum(v << shifts[i] for i, v in enumerate(b))
                vec = []
                for _, size in new_out_dims:
                    vec.append(flat % size)
                    flat //= size
                new.append(tuple(vec))
            bases[name] = tuple(new)
        out_dims = {name: int(size) for name, size in new_out_dims}
        if len(out_dims) != len(new_out_dims):
            return LinearLayout(bases, list(new_out_dims))  # (a name twice: its error)
        # (each value is a remainder of its out dim's size, which is a power of two)
        return LinearLayout._valid(bases, out_dims)

    def flatten_ins(self) -> LinearLayout:
        if not self._bases:
            return self.reshape_ins([])
        return self.reshape_ins([(self.in_dim_names[0], self.total_in_dim_size)])

    def flatten_outs(self) -> LinearLayout:
        if not self._out_dims:
            return self.reshape_outs([])
        return self.reshape_outs([(self.out_dim_names[0], self.total_out_dim_size)])

    def sublayout(self, in_dim_names: Iterable[str], out_dim_names: Iterable[str]) -> LinearLayout:
        ins, outs = set(in_dim_names), set(out_dim_names)
        if not ins <= set(self._bases) or not outs <= set(self._out_dims):
            raise LayoutError("sublayout dims must be a subset of the layout's dims")
        keep = [i for i, d in enumerate(self._out_dims) if d in outs]
        bases = {
            d: tuple(tuple(b[i] for i in keep) for b in bs)
            for d, bs in self._bases.items()
            if d in ins
        }
        return LinearLayout._valid(bases, {d: s for d, s in self._out_dims.items() if d in outs})

    def sublayout_is_zero(self, in_dim_names: Iterable[str], out_dim_names: Iterable[str]) -> bool:
        sub = self.sublayout(in_dim_names, out_dim_names)
        return all(v == 0 for bs in sub._bases.values() for b in bs for v in b)

    def square_sublayout_is_identity(self, dim_names: Sequence[str]) -> bool:
        if not dim_names:
            return True
        for d in dim_names:
            if self.in_dim_size(d) != self.out_dim_size(d):
                return False
        sub = self.sublayout(dim_names, dim_names).flatten_ins().flatten_outs()
        bs = next(iter(sub._bases.values()))
        return all(b[0] == 1 << i for i, b in enumerate(bs))

    def is_trivial_over(self, dim_names: Sequence[str]) -> bool:
        """True when `dim_names` map identically onto themselves and touch nothing else."""
        for d in dim_names:
            if d not in self._bases and d not in self._out_dims:
                return False
        rest_in = [d for d in self._bases if d not in dim_names]
        rest_out = [d for d in self._out_dims if d not in dim_names]
        return (
            self.square_sublayout_is_identity(dim_names)
            and self.sublayout_is_zero(rest_in, dim_names)
            and self.sublayout_is_zero(dim_names, rest_out)
        )

    def quotient(self, dim_names: Sequence[str]) -> LinearLayout | None:
        if not self.is_trivial_over(dim_names):
            return None
        return self.sublayout(
            [d for d in self._bases if d not in dim_names],
            [d for d in self._out_dims if d not in dim_names],
        )

    def compose(self, outer: LinearLayout) -> LinearLayout:
        """outer(self(x)): this layout's out dims are `outer`'s in dims."""
        if sorted(self._out_dims) != sorted(outer._bases):
            raise LayoutError("compose: out dims of the first must be the in dims of the second")
        for d, s in self._out_dims.items():
            if s > outer.in_dim_size(d):
                raise LayoutError(f"compose: out dim '{d}' larger than the outer in dim")
        bases = {}
        for d, bs in self._bases.items():
            bases[d] = [
                [v for _, v in outer.apply(dict(zip(self._out_dims, b, strict=True)))] for b in bs
            ]
        return LinearLayout(bases, outer._out_dims)

    def invert_and_compose(self, outer: LinearLayout) -> LinearLayout:
        """A layout C with outer(C(x)) == self(x): from self's in dims to outer's in dims.

        Input dims whose bases are the same in both map identically; the rest is libtriton's
        least-squares solution (free variables set to zero), so broadcast copies collapse.
        """
        out_dims = self.out_dim_names
        if sorted(out_dims) != sorted(outer.out_dim_names):
            raise LayoutError("invert_and_compose: both layouts need the same out dims")
        b_lay = self
        a_lay = outer.transpose_outs(out_dims)
        for d in out_dims:
            if a_lay.out_dim_size(d) < b_lay.out_dim_size(d):
                raise LayoutError(f"invert_and_compose: out dim '{d}' of the outer is smaller")
        identity_dims = [
            d
            for d in a_lay._bases
            if d in b_lay._bases
            and a_lay.sublayout([d], out_dims) == b_lay.sublayout([d], out_dims)
        ]
        a_rest = [d for d in a_lay._bases if d not in identity_dims]
        b_rest = [d for d in b_lay._bases if d not in identity_dims]
        if bool(a_rest) != bool(b_rest):
            raise LayoutError("invert_and_compose: layouts are not compatible")
        if a_rest:
            ret = _lstsq(a_lay.sublayout(a_rest, out_dims), b_lay.sublayout(b_rest, out_dims))
        else:
            ret = LinearLayout.empty()
        for d in identity_dims:
            ret = ret * LinearLayout.identity_1d(a_lay.in_dim_size(d), d, d)
        return ret.transpose_ins(b_lay.in_dim_names).transpose_outs(a_lay.in_dim_names)

    def pseudoinvert(self) -> LinearLayout:
        identity = LinearLayout.empty()
        for d, s in self._out_dims.items():
            identity = identity * LinearLayout.identity_1d(s, d, d)
        return identity.invert_and_compose(self)

    def invert(self) -> LinearLayout:
        if not self.is_invertible():
            raise LayoutError("layout is not invertible (needs surjective and square)")
        return self.pseudoinvert()

    def free_variable_masks(self) -> dict[str, int]:
        """Per input dim, the bits that do not change the output (broadcast bits)."""
        rows = _rref(self.matrix_rows(), self.total_in_dim_size_log2)
        basic = {(r & -r).bit_length() - 1 for r in rows if r}
        ret, c = {}, 0
        for d, bs in self._bases.items():
            mask = 0
            for i in range(len(bs)):
                if c not in basic:
                    mask |= 1 << i
                c += 1
            ret[d] = mask
        return ret

    def remove_zero_bases_along_dim(self, dim: str) -> LinearLayout:
        bases = {d: [b for b in bs if d != dim or any(b)] for d, bs in self._bases.items()}
        return LinearLayout(bases, self._out_dims)

    def resize_in_dim(self, dim: str, new_size: int) -> LinearLayout:
        bases = dict(self._bases)
        bases[dim] = bases[dim][: _log2(new_size)]
        return LinearLayout(bases, self._out_dims)

    def concat_ins(self, other: LinearLayout) -> LinearLayout:
        if self.out_dims != other.out_dims:
            raise LayoutError("concat_ins needs the same out dims")
        return LinearLayout({**self._bases, **other._bases}, self._out_dims)

    def concat_outs(self, other: LinearLayout) -> LinearLayout:
        if self.in_dims != other.in_dims:
            raise LayoutError("concat_outs needs the same in dims")
        bases = {
            d: [a + b for a, b in zip(self._bases[d], other._bases[d], strict=True)]
            for d in self._bases
        }
        return LinearLayout(bases, [*self._out_dims.items(), *other._out_dims.items()])

    def _divide(
        self,
        b_lay: LinearLayout,
        rows_of_c: Callable[[str, int, int, dict[str, int]], list | None],
    ) -> LinearLayout | None:
        """What divide_left and divide_right share: C's out dims are self's less b_lay's
        (log2 sizes), and ``rows_of_c(in_dim, in_a, in_b, c_out)`` gives C's bases for each
        in dim of self from the log2 sizes of that dim in self and b_lay (None: no C). None
        where b_lay's dims are not a part of self's or one of its dims is too large."""
        if not set(b_lay._bases) <= set(self._bases):
            return None
        if not set(b_lay._out_dims) <= set(self._out_dims):
            return None
        c_out = {}
        for d in self._out_dims:
            out_b = b_lay.out_dim_size_log2(d) if b_lay.has_out_dim(d) else 0
            out_c = self.out_dim_size_log2(d) - out_b
            if out_c < 0:
                return None
            c_out[d] = 1 << out_c
        c_bases = {}
        for d in self._bases:
            in_a = self.in_dim_size_log2(d)
            in_b = b_lay.in_dim_size_log2(d) if b_lay.has_in_dim(d) else 0
            if in_a < in_b:
                return None
            rows = rows_of_c(d, in_a, in_b, c_out)
            if rows is None:
                return None
            c_bases[d] = rows
        return LinearLayout(c_bases, c_out)

    def divide_left(self, b_lay: LinearLayout) -> LinearLayout | None:
        """C with b_lay * C == self, if one exists."""
        a_lay = self

        def rows_of_c(d: str, in_a: int, in_b: int, c_out: dict[str, int]) -> list | None:
            # A's first in_b bases must be B's; the others, less B's low bits, are C's
            for i in range(in_b):
                for o in a_lay._out_dims:
                    want = b_lay.get_basis(d, i, o) if b_lay.has_out_dim(o) else 0
                    if a_lay.get_basis(d, i, o) != want:
                        return None
            rows = []
            for i in range(in_b, in_a):
                vec = []
                for o in c_out:
                    out_b = b_lay.out_dim_size_log2(o) if b_lay.has_out_dim(o) else 0
                    v = a_lay.get_basis(d, i, o)
                    if v & ((1 << out_b) - 1):
                        return None
                    vec.append(v >> out_b)
                rows.append(vec)
            return rows

        return a_lay._divide(b_lay, rows_of_c)

    def divide_right(self, b_lay: LinearLayout) -> LinearLayout | None:
        """C with C * b_lay == self, if one exists (`b_lay` is the major part)."""
        a_lay = self

        def rows_of_c(d: str, in_a: int, in_b: int, c_out: dict[str, int]) -> list | None:
            in_c = in_a - in_b
            rows = [tuple(a_lay.get_basis(d, i, o) for o in c_out) for i in range(in_c)]
            # The last in_b bases of A must be B's, shifted past C's part of each out dim.
            for i in range(in_c, in_a):
                for o in b_lay._out_dims:
                    shift = _log2(c_out[o])
                    v = a_lay.get_basis(d, i, o)
                    if v & ((1 << shift) - 1) or v >> shift != b_lay.get_basis(d, i - in_c, o):
                        return None
            return rows

        return a_lay._divide(b_lay, rows_of_c)

    # ----- comparison and printing ----------------------------------------------------

    def _key(self) -> tuple:
        return (tuple(self._bases.items()), tuple(self._out_dims.items()))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, LinearLayout) and self._key() == other._key()

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(self._key())
        return self._hash

    def equal_ignoring_out_dim_sizes(self, other: LinearLayout) -> bool:
        return self.out_dim_names == other.out_dim_names and self._bases == other._bases

    def bases_as_lists(self) -> dict[str, list[list[int]]]:
        """Bases as plain nested lists (what `--json` prints)."""
        return {d: [list(b) for b in bs] for d, bs in self._bases.items()}

    def __repr__(self) -> str:
        return f"LinearLayout({self.bases_as_lists()}, {self.out_dims})"

    def __str__(self) -> str:
        outs = ", ".join(f"{d} (size {s})" for d, s in self._out_dims.items())
        if not self._bases:
            return "(empty layout)" if not self._out_dims else f"(empty layout, out dims [{outs}])"
        lines = []
        for d, bs in self._bases.items():
            if not bs:
                lines.append(f" - {d} is a size 1 dimension")
                continue
            for i, b in enumerate(bs):
                lead = " - " if i == 0 else "   "
                lines.append(f"{lead}{d}={1 << i} -> ({', '.join(map(str, b))})")
        lines.append(f"where out dims are: [{outs}]")
        return "\n".join(lines)


def _lstsq(a_lay: LinearLayout, b_lay: LinearLayout) -> LinearLayout:
    """Solve A X = B over GF(2) with free variables zero (libtriton's `lstsq`)."""
    num_cols_a = a_lay.total_in_dim_size_log2
    num_cols_b = b_lay.total_in_dim_size_log2
    rows_a = a_lay.matrix_rows()
    rows_b = b_lay.matrix_rows()
    combined = list(rows_a)
    row_a = row_b = 0
    for d, size in a_lay.out_dims:
        b_bits = b_lay.out_dim_size_log2(d)
        for r in range(_log2(size)):
            if r < b_bits:
                combined[row_a] |= rows_b[row_b] << num_cols_a
                row_b += 1
            row_a += 1
    combined = _rref(combined, num_cols_a + num_cols_b)
    pivot_row = [-1] * num_cols_a
    for r, row in enumerate(combined):
        if row == 0:
            continue
        c = (row & -row).bit_length() - 1
        if c >= num_cols_a:
            raise LayoutError("invert_and_compose: the image of one layout is not in the other's")
        pivot_row[c] = r
    ret_mat = [0 if pr == -1 else combined[pr] >> num_cols_a for pr in pivot_row]
    flat = []
    for c in range(num_cols_b):
        basis = 0
        for r in range(num_cols_a):
            basis |= (ret_mat[r] >> c & 1) << r
        flat.append((basis,))
    in_name = a_lay.in_dim_names[0]
    out_name = a_lay.out_dim_names[0]
    ret = LinearLayout({in_name: flat}, {out_name: a_lay.total_in_dim_size})
    return ret.reshape_ins(b_lay.in_dims).reshape_outs(a_lay.in_dims)


# ===== layout utilities (lib/Tools/LayoutUtils.cpp) =====================================


def standard_out_dim_names(rank: int) -> list[str]:
    return [f"dim{i}" for i in range(rank)]


def identity_standard_nd(in_dim: str, shape: Sequence[int], order: Sequence[int]) -> LinearLayout:
    """in_dim -> dim0..: the identity, filling the dims in `order` (fastest first)."""
    names = standard_out_dim_names(len(shape))
    ret = LinearLayout.empty()
    for d in order:
        ret = ret * LinearLayout.identity_1d(shape[d], in_dim, names[d])
    return ret


def ensure_layout_not_larger_than(
    layout: LinearLayout, shape: Mapping[str, int], broadcast_registers: bool = True
) -> LinearLayout:
    """Shrink each out dim to shape[d] by zeroing its largest bases (registers are dropped
    instead when broadcast_registers is False)."""
    if not shape:
        return layout
    bases = {d: [list(b) for b in bs] for d, bs in layout.bases.items()}
    dropped: set[int] = set()
    for k, out_dim in enumerate(layout.out_dim_names):
        actual = layout.out_dim_size(out_dim)
        desired = shape[out_dim]
        if actual <= desired:
            continue
        found = [
            (in_dim, i, b[k]) for in_dim, bs in bases.items() for i, b in enumerate(bs) if b[k]
        ]
        found.sort(key=lambda t: -t[2])  # stable, like llvm::sort on distinct-enough keys
        for in_dim, i, _ in found:
            if actual <= desired:
                break
            if not broadcast_registers and in_dim == "register":
                dropped.add(i)
            else:
                bases[in_dim][i][k] = 0
            actual >>= 1
    if not broadcast_registers and "register" in bases:
        bases["register"] = [b for i, b in enumerate(bases["register"]) if i not in dropped]
    outs = [(d, min(s, shape[d])) for d, s in layout.out_dims]
    return LinearLayout(bases, outs)


def ensure_layout_not_smaller_than(layout: LinearLayout, shape: Mapping[str, int]) -> LinearLayout:
    """Grow each out dim to shape[d] by adding bases to the first (most minor) in dim."""
    if not shape:
        return layout
    k_dim = layout.in_dim_names[0]
    ret = layout
    for out_dim in layout.out_dim_names:
        actual = layout.out_dim_size(out_dim)
        desired = shape[out_dim]
        ret = ret * LinearLayout.identity_1d(max(desired // actual, 0), k_dim, out_dim)
    return ret


def reshape_layout(layout: LinearLayout, shape: Sequence[int]) -> LinearLayout:
    """The same map with the out dims reshaped (row-major) to `shape`."""
    rank = len(shape)
    src = list(reversed(layout.out_dim_names))
    new = list(reversed(list(zip(standard_out_dim_names(rank), shape, strict=True))))
    return layout.transpose_outs(src).reshape_outs(new).transpose_outs(standard_out_dim_names(rank))


def transpose_linear_layout(layout: LinearLayout, order: Sequence[int]) -> LinearLayout:
    """Permute the out dims: new dim i is old dim order[i] (names stay dim0..)."""
    bases = {d: [[b[i] for i in order] for b in bs] for d, bs in layout.bases.items()}
    return LinearLayout.from_bases(bases, layout.out_dim_names)


def remove_standard_dim(layout: LinearLayout, dim: int) -> LinearLayout:
    rank = layout.num_out_dims
    dims = layout.out_dim_names
    kept = dims[:dim] + dims[dim + 1 :]
    sub = layout.sublayout(layout.in_dim_names, kept)
    sizes = [s for _, s in sub.out_dims]
    return LinearLayout(sub.bases, list(zip(standard_out_dim_names(rank - 1), sizes, strict=True)))


def combine_cta_cga_with_shape(cta_layout: LinearLayout, cga, shape: Sequence[int]) -> LinearLayout:
    """One CTA's layout tiled (broadcast or cut down) to `shape` per CTA, times the CGA
    layout (`cga` is a `layouts.CGALayout`)."""
    rank = len(shape)
    names = standard_out_dim_names(rank)
    labeled = dict(zip(names, shape, strict=True))
    cga_ll = ensure_layout_not_larger_than(cga.linear_layout(), labeled).transpose_outs(
        cta_layout.out_dim_names
    )
    cta_shape = {d: max(1, labeled[d] // cga_ll.out_dim_size(d)) for d in cta_layout.out_dim_names}
    cta_layout = ensure_layout_not_smaller_than(cta_layout, cta_shape)
    cta_layout = ensure_layout_not_larger_than(cta_layout, cta_shape)
    return (cta_layout * cga_ll).transpose_outs(names)


def matrix_order(rank: int, row_major: bool) -> list[int]:
    """[rank-1, ..., 0], with the two minor dims swapped when not row-major."""
    if rank < 2:
        return [0] * rank
    order = list(range(rank - 1, -1, -1))
    if not row_major:
        order[0], order[1] = order[1], order[0]
    return order


def order_for_dot_operand(op_idx: int, rank: int, k_contig: bool) -> list[int]:
    return matrix_order(rank, row_major=bool(op_idx) != k_contig)


def order_per_dim(ll: LinearLayout, in_dim: str, default: Sequence[int]) -> list[int]:
    """Out dims in the order the bases of `in_dim` first move along them, then `default`."""
    order: list[int] = []
    for b in ll.bases[in_dim]:
        nz = next((i for i, v in enumerate(b) if v), None)
        if nz is not None and nz not in order:
            order.append(nz)
    return order + [d for d in default if d not in order]


# ===== layout conversions: what moving data between two layouts costs ====================
#
# Triton decides how to lower `ttg.convert_layout` from `minimal_cvt_layout(src, dst)`
# (lib/Analysis/Utility.cpp): the map from the source's hardware indices to the
# destination's, with every dimension on which it is the identity (slowest first: block,
# warp, lane, register) divided out. What is left names the resources data moves across.


def minimal_cvt_layout(src: LinearLayout, dst: LinearLayout) -> LinearLayout:
    """dst^-1 o src with the trailing in dims common to both that it leaves alone removed,
    slowest first, stopping at the first one that moves data (Triton's minimalCvtLayout)."""
    dims = []
    for s_dim, d_dim in zip(reversed(src.in_dim_names), reversed(dst.in_dim_names), strict=False):
        if s_dim != d_dim:
            break
        dims.append(s_dim)
    comp = dst.invert_and_compose(src)
    for dim in dims:
        quotient = comp.quotient([dim])
        if quotient is None:
            break
        comp = quotient
    return comp


def cvt_is_noop(src: LinearLayout, dst: LinearLayout) -> bool:
    """Both layouts put every element in the same register of the same thread: the
    conversion is free and Triton drops it (the empty minimal layout; `isNoop`)."""
    return minimal_cvt_layout(src, dst) == LinearLayout.empty()


def bases_per_dim(bases: Iterable[Sequence[int]], rank: int, skip_broadcast: bool) -> list[int]:
    """``basesPerDimImpl``: how many of ``bases`` go to each of ``rank`` dims. A basis goes to
    its first nonzero dim; a zero (broadcast) basis, unless skipped, doubles the last dim seen."""
    ret = [1] * rank
    last = 0
    for basis in bases:
        nonzero = next((i for i, v in enumerate(basis) if v), None)
        if nonzero is not None:
            last = nonzero
            ret[nonzero] *= 2
        elif not skip_broadcast:
            ret[last] *= 2
    return ret


def cvt_reorders_registers(src: LinearLayout, dst: LinearLayout) -> bool:
    """The conversion stays within each thread: at most its registers are renumbered
    (Triton's cvtReordersRegisters; also true for a no-op)."""
    return minimal_cvt_layout(src, dst).out_dim_names in ([], ["register"])


def cvt_needs_warp_shuffle(src: LinearLayout, dst: LinearLayout) -> bool:
    """The conversion stays within each warp and Triton lowers it with warp shuffles: data
    crosses lanes (not warps or blocks) and the lane/register permutation needs fewer than
    two register<->lane transpositions (Triton's cvtNeedsWarpShuffle)."""
    if minimal_cvt_layout(src, dst).out_dim_names != ["register", "lane"]:
        return False
    return len(warp_mixed_transpositions(src, dst)) < 2


def cvt_needs_shared_memory(src: LinearLayout, dst: LinearLayout) -> bool:
    """Neither within a thread nor by warp shuffles: Triton goes through shared memory
    (Triton's cvtNeedsSharedMemory; this is what gives a convert_layout scratch memory)."""
    return not cvt_reorders_registers(src, dst) and not cvt_needs_warp_shuffle(src, dst)


def cvt_kind(src: LinearLayout, dst: LinearLayout) -> str:
    """One word for how Triton 3.6.0 lowers the conversion: "noop", "registers" (within a
    thread), "warp-shuffle" (within a warp), "shared-memory" (within a CTA, or within a
    warp where shuffles would cost too much) or "cross-cta" (data moves between the CTAs of
    a cluster, which 3.6.0 does not lower)."""
    comp = minimal_cvt_layout(src, dst)
    if comp == LinearLayout.empty():
        return "noop"
    if "block" in comp.in_dim_names:
        return "cross-cta"
    if cvt_reorders_registers(src, dst):
        return "registers"
    if cvt_needs_warp_shuffle(src, dst):
        return "warp-shuffle"
    return "shared-memory"


def warp_mixed_transpositions(src: LinearLayout, dst: LinearLayout) -> list[tuple[int, int]]:
    """The (register bit, lane bit) transpositions in Triton's factorisation of a within-warp
    conversion as a permutation of register and lane index bits
    (getWarpLayoutConvertDecomposition): each one costs a round of shuffles."""
    reg, lane = "register", "lane"

    def no_broadcast_regs(ll: LinearLayout) -> LinearLayout:
        bases = ll.bases_as_lists()
        bases[reg] = [b for b in bases[reg] if any(b)]
        return LinearLayout(bases, ll.out_dims)

    src, dst = no_broadcast_regs(src), no_broadcast_regs(dst)
    n_reg = max(src.in_dim_size_log2(reg), dst.in_dim_size_log2(reg))
    n_lane = max(src.in_dim_size_log2(lane), dst.in_dim_size_log2(lane))
    in_dims = [reg, lane]
    out_names = src.out_dim_names

    def padded(ll: LinearLayout) -> LinearLayout:
        # Zero bases make both sides the same size, so the conversion is a permutation.
        sub = ll.sublayout(in_dims, out_names).bases_as_lists()
        for dim, size in ((reg, n_reg), (lane, n_lane)):
            sub[dim] += [[0] * len(out_names) for _ in range(size - len(sub[dim]))]
        return LinearLayout(sub, [(d, ll.out_dim_size(d)) for d in out_names])

    s_lay, t_lay = padded(src), padded(dst)
    p_bases = s_lay.invert_and_compose(t_lay).bases_as_lists()
    s_flat, t_flat = s_lay.flatten_outs(), t_lay.flatten_outs()
    src_free: list[tuple[int, int]] = []
    dst_free: list[tuple[int, int]] = []
    for dim_idx, dim in enumerate(in_dims):
        for i in range(s_flat.in_dim_size_log2(dim)):
            s_val, t_val = s_flat.bases[dim][i][0], t_flat.bases[dim][i][0]
            if s_val == 0 and t_val == 0:
                p_bases[dim][i][dim_idx] = 1 << i  # unused on both sides: a fixed point
            elif s_val == 0:
                src_free.append((dim_idx, i))
            elif t_val == 0:
                dst_free.append((dim_idx, i))
    # Pair the remaining unused bits of each side to complete the permutation.
    for (s_dim, s_idx), (d_dim, d_idx) in zip(src_free, dst_free, strict=False):
        p_bases[in_dims[s_dim]][s_idx][d_dim] = 1 << d_idx

    # Walk the cycles of the permutation; every maximal run of lane bits inside a cycle
    # that also holds register bits is split off with one (register, lane) transposition.
    mixed: list[tuple[int, int]] = []
    visited: set[tuple[str, int]] = set()
    for dim in in_dims:
        for i in range(len(p_bases[dim])):
            if (dim, i) in visited:
                continue
            entry = curr = (dim, i)
            lane_start = -1
            while True:
                visited.add(curr)
                nxt = None
                for nxt_dim_idx, val in enumerate(p_bases[curr[0]][curr[1]]):
                    if val:
                        nxt = (in_dims[nxt_dim_idx], _log2(val))
                if nxt is None:
                    raise LayoutError("the within-warp conversion is not a permutation")
                if curr[0] == reg and nxt[0] == lane:
                    lane_start = nxt[1]
                elif curr[0] == lane and nxt[0] == reg:
                    mixed.append((nxt[1], lane_start))
                curr = nxt
                if curr == entry:
                    break
    return mixed
