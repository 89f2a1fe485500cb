"""Helpers for the passes that move or remove layout conversions (Triton 3.6.0's
TritonGPU/Transforms/Utility.cpp, with the predicates it takes from Dialect.cpp and
Analysis/Utility.cpp). The transfer functions ``infer_src_encoding`` / ``infer_dst_encoding``
live in :mod:`gluon_opt.passes.layout_propagation`.

- cost predicates: ``is_expensive_view``, ``is_expensive_cat``, ``cvt_reorders_registers``
  (on tensor types), ``is_expensive_load_or_store``, ``can_fold_into_conversion``,
  ``is_convert_trivial``, ``total_elems_per_thread``;
- ``get_convert_backward_slice``: the values a layout conversion would have to rematerialise
  to produce its source directly in the destination layout, with the layout of each;
- small IR queries the rewrite passes need with MLIR's meaning: ``properly_dominates``,
  ``post_dominates`` and ``topological_sort``.

Operands are named as ``(op, index)`` pairs, MLIR's ``OpOperand``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from math import prod

from gluon_opt.dialects import tt, ttg
from gluon_opt.dialects.layout import encodings as L
from gluon_opt.dialects.layout import inference as li
from gluon_opt.dialects.layout.inference import InferenceError, cached_linear_layout
from gluon_opt.dialects.layout.linear import bases_per_dim
from gluon_opt.dialects.layout.linear import cvt_reorders_registers as _ll_reorders_registers
from gluon_opt.dialects.traits import is_kind_of
from gluon_opt.passes.layout_propagation import infer_src_encoding
from gluon_opt.passes.layout_utils import (
    lookup_num_warps,
    lookup_threads_per_warp,
    with_encoding,
)
from gluon_opt.passes.region_utils import block_ops, region_blocks
from xdsl.dialects import scf
from xdsl.dialects.arith import ConstantOp
from xdsl.dialects.builtin import TensorType
from xdsl.ir import Attribute, Block, BlockArgument, Operation, OpResult, SSAValue

Operand = tuple[Operation, int]
"""MLIR's OpOperand: the operand ``index`` of ``op``."""

# an item of an op's operand tuple (xDSL's SSAValues indexes it in a Python method)
_item = tuple.__getitem__


def operand_value(operand: Operand) -> SSAValue:
    return _item(operand[0]._operands, operand[1])  # pyright: ignore[reportPrivateUsage]


def value_location(value: SSAValue) -> Attribute:
    """Value::getLoc: the producer's location, or the block argument's."""
    return value.op.location if isinstance(value, OpResult) else value.location


def encoding(value_or_type: SSAValue | Attribute) -> Attribute | None:
    type_ = value_or_type.type if isinstance(value_or_type, SSAValue) else value_or_type
    if isinstance(type_, TensorType) and isinstance(type_.encoding, L.LayoutEncoding):
        return type_.encoding
    return None


def _shape(value: SSAValue) -> tuple[int, ...]:
    return tuple(value.type.get_shape())


# ----- linear-layout views ---------------------------------------------------------------


def _bases_per_dim(
    enc: Attribute, shape: tuple[int, ...], dim: str, skip_broadcast: bool
) -> list[int]:
    """LinearEncodingAttr::basesPerDim: how many of ``dim``'s bases go to each tensor dim."""
    ll = cached_linear_layout(enc, shape)
    return bases_per_dim(ll.bases.get(dim, ()), len(shape), skip_broadcast)


def total_elems_per_thread(enc: Attribute, shape: Iterable[int]) -> int:
    """getTotalElemsPerThread(encoding, shape): the registers of one thread."""
    return prod(_bases_per_dim(enc, tuple(shape), "register", skip_broadcast=False))


def warps_per_cta(enc: Attribute, shape: Iterable[int]) -> list[int]:
    return _bases_per_dim(enc, tuple(shape), "warp", skip_broadcast=True)


def threads_per_warp(enc: Attribute, shape: Iterable[int]) -> list[int]:
    return _bases_per_dim(enc, tuple(shape), "lane", skip_broadcast=True)


def cvt_reorders_registers(src: TensorType, dst: TensorType) -> bool:
    """cvtReordersRegisters on tensor types: the conversion stays inside each thread."""
    shape = tuple(src.get_shape())
    return _ll_reorders_registers(
        cached_linear_layout(src.encoding, shape), cached_linear_layout(dst.encoding, shape)
    )


def is_expensive_view(src: TensorType, dst: TensorType) -> bool:
    """isExpensiveView: a reshape between these types would move data (the broadcast bits
    differ, or a thread holds a different number of elements)."""
    src_ll = cached_linear_layout(src.encoding, tuple(src.get_shape()))
    dst_ll = cached_linear_layout(dst.encoding, tuple(dst.get_shape()))
    src_masks, dst_masks = src_ll.free_variable_masks(), dst_ll.free_variable_masks()
    for (src_dim, src_mask), (_, dst_mask) in zip(
        src_masks.items(), dst_masks.items(), strict=False
    ):
        assert src_dim in dst_masks
        if src_mask != dst_mask:
            return True
    return total_elems_per_thread(src.encoding, src.get_shape()) != total_elems_per_thread(
        dst.encoding, dst.get_shape()
    )


def is_expensive_cat(cat: tt.CatOp, target: Attribute) -> bool:
    """isExpensiveCat: the target layout gives a thread fewer elements than the result's."""
    result = cat.result.type
    shape = tuple(result.get_shape())
    return total_elems_per_thread(target, shape) < total_elems_per_thread(result.encoding, shape)


def is_convert_trivial(cvt: ttg.ConvertLayoutOp) -> bool:
    """Both layouts place every element alike (verifyLayoutsAreEqual succeeds)."""
    src, dst = cvt.src.type, cvt.result.type
    try:
        return li.verify_layouts_are_equal(src.get_shape(), src.encoding, dst.encoding) is None
    except InferenceError:
        return False


# ----- views ------------------------------------------------------------------------------


def is_view(op: Operation) -> bool:
    """isView: ops that only re-index a tensor."""
    return isinstance(op, tt.ExpandDimsOp | tt.ReshapeOp | tt.TransOp | tt.JoinOp | tt.SplitOp)


# ----- cost predicates -------------------------------------------------------------------


def is_expensive_load_or_store(op: Operation) -> bool:
    """isExpensiveLoadOrStore: a load/store that is worth keeping in its layout."""
    ptr = op.operands[0].type
    if type(ptr) is not TensorType:  # (an exact test: TensorType has no subclass)
        return tt.is_tensor_pointer(ptr)  # a block pointer, or a scalar
    if prod(ptr.get_shape()) == 1:
        return False  # one element every thread loads alike
    threads = lookup_num_warps(op) * lookup_threads_per_warp(op)
    return prod(ptr.get_shape()) >= threads


_FOLD_INTO_CONVERSION = (
    ConstantOp,
    tt.MakeRangeOp,
    tt.SplatOp,
    tt.HistogramOp,
    ttg.LocalAllocOp,
    ttg.LocalLoadOp,
    ttg.LocalStoreOp,
)


def can_fold_into_conversion(op: Operation, target: Attribute) -> bool:
    """canFoldIntoConversion: ``op`` can produce its result directly in layout ``target``."""
    # is_kind_of rather than isinstance: a failing test on an xDSL op class is slow, and the
    # backward slices ask this of every op they meet
    kind = type(op)
    if is_kind_of(kind, tt.CatOp):
        return not is_expensive_cat(op, target)
    if is_kind_of(kind, ttg.ConvertLayoutOp):
        if isinstance(target, L.NvidiaMmaEncodingAttr):
            return op.src.type.encoding == target
        return True
    if is_kind_of(kind, tt.ReshapeOp):
        return (
            op.allow_reorder is not None
            and op.efficient_layout is None
            and not is_expensive_view(op.src.type, with_encoding(op.result.type, target))
        )
    return is_kind_of(kind, _FOLD_INTO_CONVERSION)


def _is_free_convert(op: Operation) -> bool:
    return is_kind_of(type(op), ttg.ConvertLayoutOp) and cvt_reorders_registers(
        op.src.type, op.result.type
    )


# ----- the backward slice ----------------------------------------------------------------


class Slice:
    """A backward slice: values in insertion order (SetVector) and each one's layout."""

    def __init__(self) -> None:
        self.values: dict[SSAValue, None] = {}
        self.layout: dict[SSAValue, Attribute] = {}

    def __iter__(self):
        return iter(list(self.values))

    def __len__(self) -> int:
        return len(self.values)

    def __contains__(self, value: SSAValue) -> bool:
        return value in self.values

    def insert(self, value: SSAValue) -> None:
        self.values.setdefault(value, None)

    def remove(self, value: SSAValue) -> None:
        self.values.pop(value, None)

    def at(self, index: int) -> SSAValue:
        return next(v for i, v in enumerate(self.values) if i == index)

    def merge(self, other: Slice) -> None:
        """Insert ``other``'s values (in order) and its layouts where none is set yet."""
        for value in other.values:
            self.insert(value)
        for value, enc in other.layout.items():
            self.layout.setdefault(value, enc)


def get_convert_backward_slice(
    root: Operand,
    root_encoding: Attribute,
    out: Slice,
    stop_propagation: Callable[[Operation], bool] | None = None,
    existing_conversion: Callable[[Operand, Attribute], SSAValue | None] | None = None,
    converted: set[int] | None = None,
) -> bool:
    """getConvertBackwardSlice: walk from ``root`` up through the producers that would have
    to change layout for ``root`` to have ``root_encoding``; fill ``out`` (values in visiting
    order, and each one's layout). False when that is impossible (a value would need two
    layouts, a loop result or a ``tt.cat`` is met, a transfer function has no answer).
    ``existing_conversion`` is asked only about the values whose ids are in ``converted``
    (all of them when it is None): the caller's rematerialised values."""
    # the layouts each operand was queued with: a list, as a layout's hash is deep and an
    # operand rarely meets two; by the op's id (an op's hash is a Python call; the ops stay
    # in the IR while the slice is taken)
    seen: dict[tuple[int, int], list[Attribute]] = {}
    queue: list[tuple[Operand, Attribute]] = []

    def enqueue(operand: Operand, enc: Attribute) -> None:
        queued = seen.setdefault((id(operand[0]), operand[1]), [])
        if enc in queued:
            return
        queued.append(enc)
        queue.append((operand, enc))

    values, layouts = out.values, out.layout

    def update_layout(value: SSAValue, enc: Attribute) -> bool:
        values.setdefault(value, None)
        existing = layouts.setdefault(value, enc)
        return existing is enc or existing == enc

    enqueue(root, root_encoding)
    while queue:
        use, enc = queue.pop()
        current = _item(use[0]._operands, use[1])  # pyright: ignore[reportPrivateUsage]
        # (the fields behind the ``type`` and ``owner`` properties: a Python call each)
        if type(current._type) is not TensorType:  # pyright: ignore[reportPrivateUsage]
            continue  # (TensorType has no subclass)
        if type(current) is OpResult and is_kind_of(type(current.op), (scf.ForOp, scf.WhileOp)):
            return False
        # update_layout, inline: the hottest step (a value's hash is a Python call)
        values.setdefault(current, None)
        existing = layouts.setdefault(current, enc)
        if existing is not enc and existing != enc:
            return False
        if existing_conversion is not None and (converted is None or id(current) in converted):
            existing = existing_conversion(use, enc)
            if existing is not None:
                if not update_layout(existing, enc):
                    return False
                current = existing
        owner = current.owner
        is_result = type(current) is OpResult  # (an exact test: no ABC instance check)
        if is_result and is_kind_of(type(owner), scf.IfOp):
            if stop_propagation is not None and stop_propagation(owner):
                continue
            index = current.index
            enqueue((_yield_of(owner.true_region.block), index), enc)
            enqueue((_yield_of(owner.false_region.block), index), enc)
            continue
        if is_result:
            op = owner
            for result in op.results:
                if result is current or type(result.type) is not TensorType:
                    continue
                if not update_layout(result, enc):
                    return False
            if _is_free_convert(op):
                enqueue((op, 0), enc)
                continue
            if can_fold_into_conversion(op, enc):
                continue
            if stop_propagation is not None and stop_propagation(op):
                continue
            if is_kind_of(type(op), tt.CatOp):
                return False
            if is_kind_of(type(op), tt.GatherOp):
                # Only the indices follow the result's layout.
                src_enc = infer_src_encoding(op, enc)
                if src_enc is None:
                    return False
                enqueue((op, 1), src_enc)
                continue
            inferred = False  # the operands' layout, asked once (and only if there is one)
            for index, operand in enumerate(op._operands):  # pyright: ignore[reportPrivateUsage]
                if not inferred:
                    src_enc = infer_src_encoding(op, enc)
                    inferred = True
                if src_enc is None:
                    return False
                operand_type = operand.type
                if type(operand_type) is TensorType and src_enc == operand_type.encoding:
                    continue
                enqueue((op, index), src_enc)
            continue
        assert type(current) is BlockArgument
        parent = current.block.parent_op()
        if is_kind_of(type(parent), scf.ForOp):
            iter_index = current.index - 1
            enqueue((parent, 3 + iter_index), enc)
            enqueue((_yield_of(parent.body.block), iter_index), enc)
            continue
        return False
    return True


def _yield_of(block: Block) -> Operation:
    terminator = block.last_op
    assert terminator is not None
    return terminator


# ----- dominance in structured regions ---------------------------------------------------


def _ancestor_in_block(op: Operation, block: Block) -> Operation | None:
    current: Operation | None = op
    while current is not None and current.parent is not block:
        current = current.parent_op()
    return current


def _is_before_in_block(a: Operation, b: Operation) -> bool:
    assert a.parent is not None and a.parent is b.parent
    # following the links from ``a`` (xDSL's get_operation_index counts from the block's
    # front, once per op)
    current = a._next_op  # pyright: ignore[reportPrivateUsage]
    while current is not None:
        if current is b:
            return True
        current = current._next_op  # pyright: ignore[reportPrivateUsage]
    return False


def properly_dominates(value: SSAValue, user: Operation) -> bool:
    """DominanceInfo::properlyDominates(Value, Operation*) for single-block regions: a block
    argument dominates everything inside its block; a result, the ops after its producer."""
    if isinstance(value, BlockArgument):
        return _ancestor_in_block(user, value.block) is not None
    producer = value.owner
    assert isinstance(producer, Operation) and producer.parent is not None
    ancestor = _ancestor_in_block(user, producer.parent)
    if ancestor is None or ancestor is producer:
        return False
    return _is_before_in_block(producer, ancestor)


def post_dominates(a: Operation, b: Operation) -> bool:
    """PostDominanceInfo::postDominates(a, b) for single-block regions (an op post-dominates
    itself and the ops nested in it)."""
    if a is b:
        return True
    block = a.parent
    if block is None:
        return False
    ancestor = _ancestor_in_block(b, block)
    if ancestor is None:
        return False
    if ancestor is a:
        return True
    return _is_before_in_block(ancestor, a)


def topological_sort(ops: Iterable[Operation], root: Operation) -> list[Operation]:
    """mlir::topologicalSort for structured IR: ``ops`` in pre-order walk order of ``root``."""
    wanted = {id(op) for op in ops}  # by id: an op's hash is a Python call
    result: list[Operation] = [root] if id(root) in wanted else []

    def walk(op: Operation) -> None:
        # a call only for ops with regions
        for region in op.regions:
            for block in region_blocks(region):
                for nested in block_ops(block):
                    if id(nested) in wanted:
                        result.append(nested)
                    if nested.regions:
                        walk(nested)

    walk(root)
    return result
