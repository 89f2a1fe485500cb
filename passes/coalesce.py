"""``--tritongpu-coalesce``: give every global memory access the layout that makes it
coalesced (Triton 3.6.0's lib/Dialect/TritonGPU/Transforms/Coalesce.cpp).

In prose: docs/passes/tritongpu-coalesce.md.

1. AxisInfo is computed once for the module (``analysis/axis_info.py``; like the C++, this may
   write call-site facts into callee argument attributes).
2. Every ``tt.load``/``tt.store``/``tt.atomic_rmw``/``tt.atomic_cas``/
   ``ttg.async_copy_global_to_local`` whose pointer is a tensor of pointers gets
   ``build_coalesced_encoding`` (``coalesce_utils.py``), in walk order.
3. Then every descriptor op with one result, and every descriptor store-like op, gets a
   row-major blocked layout with up to 16 bytes per thread along the last dim (these go through
   shared memory, not L1, so only vectorisation matters).
4. In that order, each op is rebuilt in its layout (``convert_distributed_op_encoding``): a
   ``ttg.convert_layout`` for each tensor operand (even one already in that layout; the
   canonicaliser removes those later), the op with re-encoded results, and converts back to the
   old types for its users.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from math import prod

from gluon_opt.analysis.axis_info import ModuleAxisInfoAnalysis
from gluon_opt.dialects import tt, ttg
from gluon_opt.dialects.layout.encodings import get_cga_layout, get_shape_per_cta
from gluon_opt.dialects.layout.helpers import LayoutRankError, build_blocked
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.text.walk import preorder_list
from gluon_opt.dialects.traits import class_trait, is_kind_of
from gluon_opt.passes.base import GluonPass, skip_unless_ops
from gluon_opt.passes.coalesce_utils import (
    Slices,
    accessed_shapes,
    build_coalesced_encoding,
    element_bit_width,
    get_ptr_tensor_access,
    mem_accesses,
)
from gluon_opt.passes.layout_utils import (
    build_op,
    lookup_num_warps,
    lookup_threads_per_warp,
    replace_layout,
)
from gluon_opt.passes.tma_utils import DESCRIPTOR_OP_NAMES
from gluon_opt.passes.use_lists import (
    link_after,
    link_before,
    replace_uses_except,
    reverse_uses,
    set_operands,
)
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, NoneAttr, TensorType
from xdsl.ir import Attribute, Operation


def _layout_of(type_: TensorType, op: Operation) -> Attribute:
    """The tensor's layout; a tensor without one (ttir) is a located error (3.6.0 crashes)."""
    if type(type_.encoding) is NoneAttr:
        raise DiagnosticError(
            "operates on a tensor without a layout; run convert-triton-to-tritongpu first", op=op
        )
    return type_.encoding


@contextmanager
def _located_at(op: Operation, hint: str = "") -> Iterator[None]:
    """A layout that does not fit its tensor's rank (3.6.0 crashes: docs/divergences.md) is
    reported at the access it was chosen for."""
    try:
        yield
    except LayoutRankError as error:
        raise DiagnosticError(f"{error}{hint}", op=op) from None


# the order of a coalesced layout is the pointer's AxisInfo contiguity sorted: one value too
# many or too few comes from a hint spelt with a value per element instead of one per dimension
_HINT = (
    " (the order follows the pointer's AxisInfo contiguity; check the tt.contiguity, "
    "tt.divisibility and tt.constancy hints on the values it comes from: one value per dimension)"
)


def _shape_per_cta(type_: TensorType) -> list[int]:
    cga = get_cga_layout(type_.encoding)
    return get_shape_per_cta(cga.cta_split_num(), type_.get_shape())


def pick_descriptor_load_store_layout(
    num_warps: int, threads_per_warp: int, type_: TensorType
) -> Attribute:
    """Row-major blocked layout, up to 128 bits per thread along the last dim."""
    num_elems = prod(_shape_per_cta(type_))
    per_thread = max(num_elems // (num_warps * threads_per_warp), 1)
    vector = min(per_thread, 128 // element_bit_width(type_))
    rank = len(type_.get_shape())
    size_per_thread = [1] * rank
    size_per_thread[-1] = vector
    order = list(reversed(range(rank)))
    return build_blocked(
        type_.get_shape(),
        size_per_thread,
        order,
        num_warps,
        threads_per_warp,
        get_cga_layout(type_.encoding),
    )


_GATHER_SCATTER = (tt.DescriptorGatherOp, tt.DescriptorScatterOp)


def _skip_operand(op: Operation, index: int) -> bool:
    """The row offsets of a descriptor gather/scatter keep their layout."""
    if is_kind_of(type(op), _GATHER_SCATTER):
        return op.operands[index] is op.x_offsets
    return False


def convert_distributed_op_encoding(encoding: Attribute, op: Operation) -> Operation:
    """Rebuild ``op`` with its tensor operands and results in ``encoding`` (Utility.cpp).

    The op is updated in place, to the IR (use lists included) that building it again before
    itself, moving its results' uses and erasing it gives: its new operand uses go to the
    head of their lists as a new op's would, and the uses moved to another value (the
    convert back, or the retyped result itself) end up in reverse order, as moving them one
    by one leaves them."""
    block = op.parent_block()
    assert block is not None
    location = op.location
    operands = []
    for index, operand in enumerate(op._operands):  # pyright: ignore[reportPrivateUsage]
        # (exact class test: TensorType has no subclasses; a failing isinstance is a call)
        if type(operand.type) is TensorType and not _skip_operand(op, index):
            # built as `create` builds it: without IRDL's argument checks
            convert = build_op(
                ttg.ConvertLayoutOp,
                [operand],
                [replace_layout(operand.type, encoding)],
                location=location,
            )
            link_before(convert, op)
            operands.append(convert.result)
        else:
            operands.append(operand)
    set_operands(op, operands)  # the old uses go, the new ones come in order
    keep = is_kind_of(type(op), ttg.AsyncCopyGlobalToLocalOp)
    last = op
    for result in op.results:
        old_type = result.type
        new_type = old_type if keep else replace_layout(old_type, encoding)
        if new_type is old_type or new_type == old_type:
            reverse_uses(result)
            continue
        result._type = new_type
        back = build_op(ttg.ConvertLayoutOp, [result], [old_type], location=location)
        link_after(back, last)
        last = back
        # every use but the convert's moves to it (reversed, its name with them); a new
        # result would have had no name
        replace_uses_except(result, back.result, back)
        result.name_hint = None
    return op


_STORE_LIKE, _DESCRIPTOR = "store-like", "descriptor"


@functools.cache
def _descriptor_kind(op_class: type[Operation]) -> str | None:
    """Whether a class of ops stores through a descriptor, is another descriptor op, or
    neither (by class: a trait lookup per op of the module costs more)."""
    if class_trait(op_class, tt.DescriptorStoreLikeOpInterface) is not None:
        return _STORE_LIKE
    if class_trait(op_class, tt.DescriptorOpInterface) is not None:
        return _DESCRIPTOR
    return None


# the ops whose presence means the pass may change the module (by name: skip checks read
# libtriton modules); AxisInfo writes call-site facts into callee argument attributes
_SKIP_UNLESS = DESCRIPTOR_OP_NAMES | {
    op.name
    for op in (
        tt.LoadOp,
        tt.StoreOp,
        tt.AtomicRMWOp,
        tt.AtomicCASOp,
        ttg.AsyncCopyGlobalToLocalOp,
        tt.CallOp,
    )
}


@dataclass(frozen=True)
class CoalescePass(GluonPass, port_of="tritongpu-coalesce"):
    """Coalesced layouts for global memory accesses."""

    # The pass rebuilds every global memory access and descriptor access (always adding
    # converts), and its analysis changes callee attributes at calls: with none of those ops,
    # nothing changes.
    skip_check = skip_unless_ops(_SKIP_UNLESS)

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        ops = preorder_list(op)  # the IR changes only at the end
        axis_info = ModuleAxisInfoAnalysis(op, ops)
        # (a list: an op's hash is a Python call; the accesses and descriptor ops are
        # distinct ops)
        layouts: list[tuple[Operation, Attribute]] = []
        threads_per_warp = lookup_threads_per_warp(op)
        slices: Slices = {}  # the IR changes only once every layout is chosen
        accesses = mem_accesses(ops)
        shapes = accessed_shapes(accesses)
        for current in accesses:
            ptr = get_ptr_tensor_access(current)
            if ptr is None:
                continue
            with _located_at(current, _HINT):
                layout = build_coalesced_encoding(
                    axis_info,
                    current,
                    lookup_num_warps(current),
                    threads_per_warp,
                    get_cga_layout(_layout_of(ptr.type, current)),
                    _shape_per_cta(ptr.type),
                    slices,
                    shapes,
                )
            layouts.append((current, layout))
        for current in ops:
            kind = _descriptor_kind(type(current))
            if kind is None:
                continue
            if kind == _STORE_LIKE:
                type_ = current.src.type
            elif len(current.results) == 1:
                type_ = current.results[0].type
            else:
                continue
            _layout_of(type_, current)
            with _located_at(current):
                layout = pick_descriptor_load_store_layout(
                    lookup_num_warps(current), threads_per_warp, type_
                )
            layouts.append((current, layout))
        for current, layout in layouts:
            convert_distributed_op_encoding(layout, current)
