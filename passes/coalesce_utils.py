"""The coalesced layout of a memory access (Triton 3.6.0's CoalesceUtils.cpp, with the helpers
of TritonGPU/Transforms/Utility.cpp it calls and MLIR's ``getSlice``).

``build_coalesced_encoding`` gives a load/store/atomic/async-copy the blocked layout whose
fastest dim is the pointer's most contiguous one (``get_order_from_contiguity``) and whose
thread holds as many consecutive elements as the pointers' contiguity and alignment allow, at
most 128 bits (``get_num_elements_per_thread``), taking the best of the memory ops that share a
data-flow slice with it and have the same shape and order, and at most the elements per thread
the CTA has. Stores, atomics and copies are further capped by their own 128-bit limit.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Iterable, Sequence
from math import prod

from gluon_opt.analysis.axis_info import ModuleAxisInfoAnalysis, bit_width
from gluon_opt.dialects import tt, ttg
from gluon_opt.dialects.layout.encodings import BlockedEncodingAttr, CGALayout
from gluon_opt.dialects.layout.helpers import build_blocked
from gluon_opt.dialects.traits import class_trait
from gluon_opt.passes.region_utils import region_blocks
from xdsl.dialects.builtin import TensorType
from xdsl.ir import BlockArgument, Operation, OpResult, SSAValue
from xdsl.traits import IsolatedFromAbove

_POINTER_ACCESSES = (tt.LoadOp, tt.StoreOp, tt.AtomicRMWOp, tt.AtomicCASOp)


@functools.cache
def _pointer_operand(op_class: type[Operation]) -> str | None:
    """The name of the pointer operand of a class of global memory accesses, or None."""
    if issubclass(op_class, _POINTER_ACCESSES):
        return "ptr"
    if issubclass(op_class, ttg.AsyncCopyGlobalToLocalOp):
        return "src"
    return None


def get_mem_access_ptr(op: Operation) -> SSAValue | None:
    """The pointer operand a global memory access reads or writes through."""
    name = _pointer_operand(type(op))
    return None if name is None else getattr(op, name)


def mem_accesses(ops: Iterable[Operation]) -> list[Operation]:
    """The global memory accesses among ``ops`` (those with a pointer operand), in order."""
    return [op for op in ops if _pointer_operand(type(op)) is not None]


def get_ptr_tensor_access(op: Operation) -> SSAValue | None:
    """``getMemAccessPtr`` where it is a tensor of pointers (3.6.0's ``isPtrTensor``): the
    accesses the coalescing passes give a layout (None for any other op or pointer)."""
    ptr = get_mem_access_ptr(op)
    # (exact class tests here and below: a failing isinstance against an xDSL attribute
    # class, an ABC, is a Python call; neither class has subclasses)
    if ptr is None or type(ptr.type) is not TensorType:
        return None
    if type(ptr.type.element_type) is not tt.PointerType:
        return None
    return ptr


def get_order_from_contiguity(contiguity: Sequence[int]) -> tuple[int, ...]:
    """Dims from most to least contiguous; ties keep the lower dim first (stable sort).

    Triton's source at the 3.6.0 commit starts the sort from [r-1, ..., 0] (ties: higher dim
    first, as its coalesce.mlir test `load_3D_contig_1` expects), but the libtriton 3.6.0
    wheel starts from [0, ..., r-1]: it fails that test, and we follow the wheel."""
    return tuple(sorted(range(len(contiguity)), key=lambda d: -contiguity[d]))


def element_bit_width(type_: TensorType) -> int:
    """Bits of the element a tensor (of pointers) accesses."""
    element = type_.element_type
    if type(element) is tt.PointerType:
        element = element.pointeeType
    return bit_width(element)


def get_num_elements_per_thread(
    op: Operation,
    order: Sequence[int],
    axis_info: ModuleAxisInfoAnalysis,
    shape_per_cta: Sequence[int],
) -> int:
    """Consecutive elements one thread can access along ``order[0]``: bounded by the
    pointers' contiguity (within the CTA's shape), their byte alignment and 128 bits."""
    ptr = get_mem_access_ptr(op)
    assert ptr is not None and type(ptr.type) is TensorType
    info = axis_info.get(ptr)
    assert info is not None
    bits = element_bit_width(ptr.type)
    element_bytes = max(bits // 8, 1)
    # the C++ holds these in `unsigned`: 2^62 wraps to 0 there
    max_multiple_bytes = info.divisibility[order[0]] & 0xFFFFFFFF
    max_multiple = max(max_multiple_bytes // element_bytes, 1)
    max_contig = min(info.contiguity[order[0]], shape_per_cta[order[0]]) & 0xFFFFFFFF
    alignment = min(max_multiple, max_contig)
    return min(alignment, 128 // bits)


def _single_region_single_block(op: Operation) -> bool:
    return len(op.regions) == 1 and len(op.regions[0].blocks) == 1


Slices = dict[int, list[Operation]]
"""The slices computed so far (by the start op's id), while the IR does not change."""


def get_slice(op: Operation, known: Slices | None = None) -> list[Operation]:
    """``mlir::getSlice(op)`` as a set: the closure of backward and forward slices (the
    order does not matter to its users here). One step from an op reaches the definers of its
    operands (unless it is isolated from above; for a block argument, the owner of a single
    block region that is not isolated either), the ops nested in it and its users.

    With ``known``: reaching an op whose slice is known adds that slice at once (a closure:
    it holds all it reaches), and this slice is added to ``known``."""
    # (the IR is read through its links: xDSL's views, iterators and ABC isinstance tests
    # are several Python calls per op, and a slice is often the whole function)
    seen = {id(op): op}
    queue = [op]
    known_slices = known if known is not None else {}
    while queue:
        current = queue.pop()
        closure = known_slices.get(id(current))
        if closure is not None:
            for other in closure:
                seen.setdefault(id(other), other)
            continue
        found: list[Operation] = []
        if class_trait(type(current), IsolatedFromAbove) is None:
            for operand in current._operands:  # pyright: ignore[reportPrivateUsage]
                kind = type(operand)
                if kind is OpResult:
                    found.append(operand.op)
                elif kind is BlockArgument:
                    parent = operand.block.parent_op()
                    if (
                        parent is not None
                        and _single_region_single_block(parent)
                        and class_trait(type(parent), IsolatedFromAbove) is None
                    ):
                        found.append(parent)
        for region in current.regions:
            for block in region_blocks(region):
                nested = block._first_op  # pyright: ignore[reportPrivateUsage]
                while nested is not None:
                    found.append(nested)
                    nested = nested._next_op  # pyright: ignore[reportPrivateUsage]
        for result in current.results:
            use = result.first_use
            while use is not None:
                found.append(use._operation)  # pyright: ignore[reportPrivateUsage]
                use = use._next_use  # pyright: ignore[reportPrivateUsage]
        for neighbour in found:
            if id(neighbour) not in seen:
                seen[id(neighbour)] = neighbour
                queue.append(neighbour)
    found_slice = list(seen.values())
    if known is not None:
        known[id(op)] = found_slice
    return found_slice


def accessed_shapes(ops: Iterable[Operation]) -> Counter[tuple[int, ...]]:
    """How many of ``ops`` access memory through a tensor of pointers, by its shape."""
    shapes: Counter[tuple[int, ...]] = Counter()
    for op in ops:
        ptr = get_mem_access_ptr(op)
        if ptr is not None and type(ptr.type) is TensorType:
            shapes[tuple(ptr.type.get_shape())] += 1
    return shapes


def build_coalesced_encoding(
    axis_info: ModuleAxisInfoAnalysis,
    op: Operation,
    num_warps: int,
    threads_per_warp: int,
    cga: CGALayout,
    shape_per_cta: Sequence[int],
    slices: Slices | None = None,
    shapes: Counter[tuple[int, ...]] | None = None,
) -> BlockedEncodingAttr:
    """``slices``: see ``get_slice`` (the IR must not change while it is kept); ``shapes``:
    ``accessed_shapes`` of the ops around ``op`` (at least its function), to skip the slice
    where no other access has ``op``'s shape (only those count in it)."""
    ptr = get_mem_access_ptr(op)
    assert ptr is not None and type(ptr.type) is TensorType
    ref_shape = tuple(ptr.type.get_shape())
    info = axis_info.get(ptr)
    assert info is not None
    order = get_order_from_contiguity(info.contiguity)

    # the accesses of the same order, by id (an op's hash is a Python call)
    same_order: dict[int, Operation] = {id(op): op}
    if isinstance(ptr, OpResult) and (shapes is None or shapes[ref_shape] > 1):
        for other in get_slice(op, slices):
            # (get_mem_access_ptr inlined: most ops of a slice are no access)
            name = _pointer_operand(type(other))
            if name is None or id(other) in same_order:
                continue
            value = getattr(other, name)
            if type(value.type) is not TensorType or tuple(value.type.get_shape()) != ref_shape:
                continue
            other_info = axis_info.get(value)
            if get_order_from_contiguity(other_info.contiguity) == order:
                same_order[id(other)] = other

    num_elems = prod(shape_per_cta)
    num_threads = num_warps * threads_per_warp
    per_thread = get_num_elements_per_thread(op, order, axis_info, shape_per_cta)
    for other in same_order.values():
        if other is not op:
            per_thread = max(
                per_thread, get_num_elements_per_thread(other, order, axis_info, shape_per_cta)
            )
    per_thread = min(per_thread, max(num_elems // num_threads, 1))
    if not isinstance(op, tt.LoadOp):
        # A write wider than 128 bits per thread leaves gaps in each warp's access.
        per_thread = min(
            per_thread, get_num_elements_per_thread(op, order, axis_info, shape_per_cta)
        )
    size_per_thread = [1] * len(ref_shape)
    size_per_thread[order[0]] = per_thread
    return build_blocked(ref_shape, size_per_thread, order, num_warps, threads_per_warp, cga)
