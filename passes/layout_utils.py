"""Layout helpers shared by the passes (the parts of TritonGPU's Dialect.cpp they call).

- `blocked_thread_split` / `default_cta_split`: the arithmetic of the blocked-layout builder
  (TritonGPU's `BlockedEncodingAttr::get` overloads), on plain tuples so it can be tested alone;
- `build_blocked(shape, spt, order, num_warps, threads_per_warp, cta_or_num_ctas)`: B itself,
  both overloads (a `CGALayout`, or an int number of CTAs);
- `lookup_num_warps`, `lookup_threads_per_warp`, `lookup_num_ctas`: what the enclosing module,
  function or warp-specialize partition says;
- `get_order`, `get_contig_per_thread`: computed from the tensor's linear layout, as libtriton
  does (so they depend on the shape, not only on the encoding's parameters);
- `replace_layout`: a tensor type, or a `!tt.ptr<tensor>`, with another encoding;
- `set_type_in_place`: MLIR's `Value::setType` (the value keeps its identity and use list).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from gluon_opt.dialects.layout.conversions import to_linear_layout
from gluon_opt.dialects.layout.encodings import BlockedEncodingAttr, CGALayout, get_shape_per_cta
from gluon_opt.dialects.layout.inference import enclosing_module, int_attr
from gluon_opt.dialects.layout.inference import lookup_num_warps as maybe_lookup_num_warps
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.tt import PointerType
from xdsl.dialects.builtin import TensorType
from xdsl.ir import Attribute, Operation, SSAValue

NUM_WARPS = "ttg.num-warps"
NUM_CTAS = "ttg.num-ctas"
THREADS_PER_WARP = "ttg.threads-per-warp"


def _clamp(value: int, low: int, high: int) -> int:
    return max(low, min(value, high))


# ----- the blocked builder ---------------------------------------------------------------


def blocked_thread_split(
    shape_per_cta: Sequence[int],
    size_per_thread: Sequence[int],
    order: Sequence[int],
    num_warps: int,
    threads_per_warp: int,
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(threadsPerWarp, warpsPerCTA) of B: lanes then warps go to the fastest dims first, as
    far as the per-CTA shape needs them; the slowest dim takes whatever is left."""
    rank = len(order)
    tpw = [0] * rank
    wpc = [0] * rank
    rem_threads, rem_lanes, rem_warps = num_warps * threads_per_warp, threads_per_warp, num_warps
    prod_tpw, prod_wpc = 1, 1
    for d in order[: rank - 1]:
        t = _clamp(rem_threads, 1, max(1, shape_per_cta[d] // size_per_thread[d]))
        tpw[d] = _clamp(t, 1, rem_lanes)
        wpc[d] = _clamp(t // tpw[d], 1, rem_warps)
        rem_warps //= wpc[d]
        rem_lanes //= tpw[d]
        rem_threads //= t
        prod_tpw *= tpw[d]
        prod_wpc *= wpc[d]
    last = order[rank - 1]
    tpw[last] = threads_per_warp // prod_tpw
    wpc[last] = num_warps // prod_wpc
    return tuple(tpw), tuple(wpc)


def default_cta_split(
    shape: Sequence[int], size_per_thread: Sequence[int], order: Sequence[int], num_ctas: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(CTAsPerCGA, CTASplitNum) of B's integer overload: CTAs go to the slowest dims first.

    A leftover (more CTAs than the shape can split) multiplies CTAsPerCGA at array index
    rank-1, not at order[rank-1], as libtriton does.
    """
    rank = len(shape)
    ctas = [1] * rank
    rem = num_ctas
    for d in reversed(order):
        ctas[d] = _clamp(rem, 1, max(1, shape[d] // size_per_thread[d]))
        rem //= ctas[d]
    split = tuple(ctas)
    ctas[rank - 1] *= rem
    return tuple(ctas), split


def build_blocked(
    shape: Sequence[int],
    size_per_thread: Sequence[int],
    order: Sequence[int],
    num_warps: int,
    threads_per_warp: int,
    cta: CGALayout | int,
) -> BlockedEncodingAttr:
    """The blocked layout B(shape, spt, order, W, T, cta) of libtriton's
    ``BlockedEncodingAttr::get``; `cta` is a CGA layout or a number of CTAs."""
    if isinstance(cta, int):
        ctas, split = default_cta_split(shape, size_per_thread, order, cta)
        cta = CGALayout.from_split_params(ctas, split, order)
    shape_per_cta = get_shape_per_cta(cta.cta_split_num(), shape)
    tpw, wpc = blocked_thread_split(
        shape_per_cta, size_per_thread, order, num_warps, threads_per_warp
    )
    return BlockedEncodingAttr.get(size_per_thread, tpw, wpc, order, cta)


# ----- context lookups -------------------------------------------------------------------


def lookup_num_warps(op: Operation) -> int:
    """`lookupNumWarps`: `maybe_lookup_num_warps`, but an error when none is set."""
    found = maybe_lookup_num_warps(op)
    if found is None:
        raise DiagnosticError(
            f"'{op.name}' op is not contained within a context that specifies the number of "
            f"warps (the surrounding module should contain a {NUM_WARPS} attribute)",
            op=op,
        )
    return found


def lookup_threads_per_warp(op: Operation) -> int:
    """Module `ttg.threads-per-warp`, default 32."""
    module = enclosing_module(op)
    found = int_attr(module, THREADS_PER_WARP) if module is not None else None
    return 32 if found is None else found


def lookup_num_ctas(op: Operation) -> int:
    """Module `ttg.num-ctas`, default 1."""
    module = enclosing_module(op)
    found = int_attr(module, NUM_CTAS) if module is not None else None
    return 1 if found is None else found


# ----- views computed from the linear layout ---------------------------------------------


def _register_bases(tensor_type: TensorType) -> tuple[tuple[int, ...], ...]:
    return _register_bases_of(tensor_type.encoding, tuple(tensor_type.get_shape()))


@functools.lru_cache(maxsize=1024)
def _register_bases_of(encoding: Attribute, shape: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    # layouts are immutable, hashable values: building their linear layout is the costly part
    ll = to_linear_layout(encoding, shape)
    return tuple(ll.bases.get("register", ()))


def get_order(tensor_type: TensorType) -> tuple[int, ...]:
    """Dims in the order the registers of one thread walk them (then the rest, slowest last),
    i.e. libtriton's ``getOrder(RankedTensorType)``."""
    rank = len(tensor_type.get_shape())
    order: list[int] = []
    for basis in _register_bases(tensor_type):
        nz = next((i for i, v in enumerate(basis) if v), None)
        if nz is not None and nz not in order:
            order.append(nz)
    order += [d for d in reversed(range(rank)) if d not in order]
    return tuple(order)


def get_contig_per_thread(tensor_type: TensorType) -> tuple[int, ...]:
    """How many contiguous elements along each dim one thread holds (libtriton's
    ``getContigPerThread(RankedTensorType)``): consecutive register bases 1, 2, 4, ... per dim."""
    bases = list(_register_bases(tensor_type))
    rank = len(tensor_type.get_shape())
    contig = [1] * rank
    i = 0
    for d in get_order(tensor_type):
        while i < len(bases) and bases[i] == tuple(contig[d] if k == d else 0 for k in range(rank)):
            contig[d] *= 2
            i += 1
    return tuple(contig)


# ----- types -------------------------------------------------------------------------------


def tensor_of(type_: Attribute) -> TensorType | None:
    """The ranked tensor a type is, or points to (``!tt.ptr<tensor<...>>``); None otherwise."""
    if isinstance(type_, PointerType):
        type_ = type_.pointeeType
    return type_ if isinstance(type_, TensorType) else None


def replace_layout(type_: Attribute, layout: Attribute) -> Attribute:
    """The same tensor type (or tensor pointer type) with encoding `layout`."""
    if isinstance(type_, PointerType):
        return PointerType(replace_layout(type_.pointeeType, layout), type_.addressSpace)
    if isinstance(type_, TensorType):
        return TensorType(type_.element_type, type_.get_shape(), layout)
    return type_


def set_type_in_place(value: SSAValue, new_type: Attribute) -> None:
    """Retype a value in place, keeping its identity and its uses (MLIR's ``setType``).

    xDSL 0.74 makes ``SSAValue.type`` read-only; its rewriter would create a new value and
    move the uses, which reorders use lists, and use-list order drives the layout passes.
    """
    value._type = new_type  # noqa: SLF001
