"""Layout propagation shared by the layout passes (Triton 3.6.0's InferLayoutUtils.cpp and the
encoding helpers of TritonGPU/Transforms/Utility.cpp).

- ``infer_src_encoding(op, enc)`` / ``infer_dst_encoding(op, enc)``: given the layout of one
  result (operand) of ``op``, the layout its tensor operands (results) must take for ``op`` to
  move no data; None where the op has no rule or the rule does not apply. Ops are asked what
  they are through their traits (Elementwise, SameOperandsAndResultEncoding, ...); the shape
  ops' rules come from :mod:`gluon_opt.dialects.layout.inference`.
- ``get_tied_args(op, i)``: the values of an ``scf.for``/``scf.while``/``scf.if`` that must share
  one type with its i-th result.
- ``infer_layout(func, is_target, seeds)``: Gluon's propagation. Seed layouts flow forward
  to users and backward to definers, through loops and branches, until nothing new is
  reached; every reached value then takes its layout. ``double_check_encodings`` then finds
  values still left with a placeholder encoding.

The quirks of 3.6.0 that decide the output are kept (docs/passes/gluon-resolve-auto-encodings.md
explains them): the first layout recorded for a value stays (a later one only serves to detect
a conflict); the worklist is a stack, so the last seed propagates first; a use by
``scf.yield`` propagates nothing; a conflict between two layouts of which neither "may vary"
(derived through join, split, reshape, cat or trans) is an error that names the two in the order
of the xxh3 hash of their printed text.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from gluon_opt.dialects import tt, ttg, ttng
from gluon_opt.dialects.layout import encodings as L
from gluon_opt.dialects.layout import inference as li
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.text.printer import attribute_text
from gluon_opt.dialects.text.walk import postorder
from gluon_opt.dialects.traits import (
    Elementwise,
    SameLoadStoreOperandsAndResultEncoding,
    SameOperandsAndResultEncoding,
    TransposeOpInterface,
    class_trait,
    is_kind_of,
)
from gluon_opt.passes.layout_utils import with_encoding
from gluon_opt.passes.xxh3 import xxh3_64bits
from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, ModuleOp, TensorType
from xdsl.ir import Attribute, Block, BlockArgument, Operation, OpResult, SSAValue
from xdsl.rewriter import Rewriter

# ----- encoding inference through one op (TritonGPU/Transforms/Utility.cpp) ---------------


def _passes_encoding_through(op: Operation) -> bool:
    """Ops whose tensor operands and results share one layout."""
    return _shares_one_layout(type(op))


@functools.cache
def _shares_one_layout(op_class: type[Operation]) -> bool:
    """(per class: an op class's traits never change)"""
    return any(
        class_trait(op_class, trait) is not None
        for trait in (
            SameOperandsAndResultEncoding,
            SameLoadStoreOperandsAndResultEncoding,
            Elementwise,
        )
    )


def _shape(value: SSAValue) -> tuple[int, ...]:
    assert isinstance(value.type, TensorType)
    return tuple(value.type.get_shape())


def _slice(op: Operation, axis: int, enc: Attribute) -> Attribute:
    if not is_kind_of(type(enc), L.DistributedEncoding):
        # 3.6.0 casts to a distributed layout and aborts.
        raise DiagnosticError(
            f"'{op.name}' op cannot slice the non-distributed layout {attribute_text(enc)}", op
        )
    return L.SliceEncodingAttr.get(axis, enc)


def _or_none(infer: Callable[[], Attribute]) -> Attribute | None:
    try:
        return infer()
    except li.InferenceError:
        return None


def _must(op: Operation, infer: Callable[[], Attribute]) -> Attribute:
    """An inference 3.6.0 asserts to succeed: a located error where it would abort."""
    try:
        return infer()
    except li.InferenceError as err:
        detail = f": {err.message}" if err.message else ""
        raise DiagnosticError(f"'{op.name}' op layout inference failed{detail}", op) from None


def _inverse(order: Sequence[int]) -> list[int]:
    inverse = [0] * len(order)
    for i, d in enumerate(order):
        inverse[d] = i
    return inverse


def _trans_order(op: Operation) -> list[int]:
    order = op.properties["order"]
    return list(order.get_values())  # type: ignore[attr-defined]


def _unslice(op: Operation, enc: Attribute) -> Attribute | None:
    """The parent of ``enc`` if it is a slice along the op's axis (reduce, expand_dims)."""
    if isinstance(enc, L.SliceEncodingAttr) and enc.dim == op.properties["axis"].value.data:
        return enc.parent
    return None


def _reshape(op: tt.ReshapeOp, enc: Attribute, src: SSAValue, dst: SSAValue) -> Attribute | None:
    """The layout of ``dst`` given ``enc`` on ``src``; the rule is symmetric, so it serves
    both directions. A reorder-allowing reshape has none."""
    if op.allow_reorder is not None:
        return None
    return _must(op, lambda: li.infer_reshape_encoding(_shape(src), enc, _shape(dst)))


def _scan_needs_blocked(op: Operation, enc: Attribute) -> bool:
    # tt.scan is lowered for blocked layouts only.
    return is_kind_of(type(op), tt.ScanOp) and not isinstance(enc, L.BlockedEncodingAttr)


def infer_src_encoding(op: Operation, enc: Attribute) -> Attribute | None:
    """``inferSrcEncoding``: the operands' layout given the result layout ``enc``."""
    return _infer_encoding(op, enc, forward=False)


def infer_dst_encoding(op: Operation, enc: Attribute) -> Attribute | None:
    """``inferDstEncoding``: the results' layout given an operand layout ``enc``."""
    return _infer_encoding(op, enc, forward=True)


@functools.cache
def _infer_rule(op_class: type[Operation]) -> str | None:
    """Which rule of ``_infer_encoding`` an op class takes, the first that applies (per class:
    a failing isinstance test on an xDSL op class is slow, and the layout passes ask this for
    every op they meet): "same" (its operands and results share one layout), "for"
    (``scf.for``: the same forward only), "reduce"/"expand_dims", "join"/"split", "trans",
    "reshape", "gather", "fp4", or None (no rule)."""
    if _shares_one_layout(op_class) or is_kind_of(
        op_class, (scf.WhileOp, scf.YieldOp, scf.ConditionOp, ttng.WarpGroupDotWaitOp)
    ):
        return "same"
    for kind, rule in (
        (scf.ForOp, "for"),
        (tt.ReduceOp, "reduce"),
        (tt.ExpandDimsOp, "expand_dims"),
        (tt.JoinOp, "join"),
        (tt.SplitOp, "split"),
    ):
        if is_kind_of(op_class, kind):
            return rule
    if class_trait(op_class, TransposeOpInterface) is not None:
        return "trans"
    for kind, rule in ((tt.ReshapeOp, "reshape"), (tt.GatherOp, "gather"), (ttg.Fp4ToFpOp, "fp4")):
        if is_kind_of(op_class, kind):
            return rule
    return None


def _infer_encoding(op: Operation, enc: Attribute, forward: bool) -> Attribute | None:
    """Each op's rule once, for both directions: forward (``enc`` on an operand, the answer
    for the results) and backward (``enc`` on a result, the answer for the operands)."""
    if _scan_needs_blocked(op, enc):
        return None
    rule = _infer_rule(type(op))
    if rule is None:
        return None
    if rule == "same" or (forward and rule == "for"):
        return enc
    if rule == "reduce" or rule == "expand_dims":
        # reduce slices its operand's layout, expand_dims takes the slice off
        if forward != (rule == "reduce"):
            return _unslice(op, enc)
        if not all(isinstance(r.type, TensorType) for r in op.results):
            # A reduction of a 1-D tensor gives scalars, which need no layout; 3.6.0 slices
            # the rank-1 layout and aborts (docs/divergences.md).
            return None
        return _slice(op, op.axis.value.data, enc)
    if rule == "join" or rule == "split":
        # from the joined side to the halves: the split rule; the other way: join's default
        joined, half = (op.result, op.lhs) if rule == "join" else (op.src, op.outLHS)
        if forward == (rule == "split"):
            return _or_none(lambda: li.infer_split_encoding(enc, _shape(joined)))
        return _or_none(lambda: li.infer_default_join_encoding(enc, _shape(half)))
    if rule == "trans":
        order = _trans_order(op) if forward else _inverse(_trans_order(op))
        given = op.operands[0] if forward else op.results[0]
        return _or_none(lambda: li.infer_trans_encoding(enc, _shape(given), order))
    if rule == "reshape":
        given, wanted = (op.src, op.result) if forward else (op.result, op.src)
        return _reshape(op, enc, given, wanted)
    if rule == "gather":
        return enc
    if rule == "fp4":
        axis = op.axis.value.data
        if forward:
            return _must(
                op, lambda: li.infer_fp4_to_fp_encoding(_shape(op.src), axis, enc, forward=True)
            )
        return _or_none(
            lambda: li.infer_fp4_to_fp_encoding(_shape(op.result), axis, enc, forward=False)
        )
    return None


# ----- scf values that share a type ---------------------------------------------------------


def _yielded(block: Block, index: int) -> SSAValue:
    terminator = block.last_op
    assert terminator is not None
    return terminator.operands[index]


def get_tied_args(op: Operation, index: int) -> list[SSAValue]:
    """``getTiedArgs``: the values tied to result ``index`` of a loop or branch (else none)."""
    if isinstance(op, scf.ForOp):
        body = op.body.block
        return [body.args[index + 1], op.results[index], _yielded(body, index), op.iter_args[index]]
    if isinstance(op, scf.WhileOp):
        before, after = op.before_region.block, op.after_region.block
        condition = before.last_op
        assert isinstance(condition, scf.ConditionOp)
        return [
            before.args[index],
            op.results[index],
            condition.args[index],
            op.arguments[index],
            after.args[index],
        ]
    if isinstance(op, scf.IfOp):
        values = []
        for region in (op.true_region, op.false_region):
            for block in region.blocks:
                if isinstance(block.last_op, scf.YieldOp):
                    values.append(block.last_op.operands[index])
        values.append(op.results[index])
        return values
    return []


# ----- the propagation (InferLayoutUtils.cpp) -----------------------------------------------


@dataclass(frozen=True)
class LayoutInfo:
    """A value's layout; ``may_vary`` where it was derived through an op that could also have
    produced another one (join, split, reshape, cat, trans): such a layout gives way to a
    fixed one instead of conflicting with it."""

    encoding: Attribute
    may_vary: bool = False


def _encodings_may_vary(op: Operation) -> bool:
    return isinstance(op, tt.JoinOp | tt.SplitOp | tt.ReshapeOp | tt.CatOp | tt.TransOp)


class _Propagation:
    def __init__(self, func: Operation):
        self.func = func
        self.layouts: dict[SSAValue, LayoutInfo] = {}  # insertion-ordered (llvm::MapVector)
        self.stack: list[SSAValue] = []
        self.hashes: dict[Attribute, int] = {}

    def _hash(self, attr: Attribute) -> int:
        # llvm::hash_value is not stable across runs; the printed text is.
        if attr not in self.hashes:
            self.hashes[attr] = xxh3_64bits(attribute_text(attr).encode())
        return self.hashes[attr]

    def _check_compatible(self, old: LayoutInfo, new: LayoutInfo, value: SSAValue) -> None:
        """combineInfo, which 3.6.0 only uses to find conflicts: the value keeps ``old``."""
        lhs, rhs = old, new
        if lhs.encoding != rhs.encoding and self._hash(lhs.encoding) > self._hash(rhs.encoding):
            lhs, rhs = rhs, lhs
        if lhs.may_vary or rhs.may_vary or lhs.encoding == rhs.encoding:
            return
        op = value.op if isinstance(value, OpResult) else self.func
        raise DiagnosticError(
            f"'{op.name}' op found conflicting encodings for value:\n  "
            f"{attribute_text(lhs.encoding)}\nand\n  {attribute_text(rhs.encoding)}",
            op,
        )

    def update(self, values: Sequence[SSAValue], info: LayoutInfo) -> None:
        for value in values:
            old = self.layouts.get(value)
            if old is not None:
                self._check_compatible(old, info, value)
                continue
            self.layouts[value] = info
            self.stack.append(value)

    def run(self) -> None:
        while self.stack:
            value = self.stack.pop()
            info = self.layouts[value]
            self._to_users(value, info)
            self._to_definer(value, info)

    def _to_users(self, value: SSAValue, info: LayoutInfo) -> None:
        for use in list(value.uses):
            user = use.operation
            if isinstance(user, scf.ForOp | scf.WhileOp):
                offset = 3 if isinstance(user, scf.ForOp) else 0  # lower bound, upper bound, step
                self.update(get_tied_args(user, use.index - offset), info)
            elif isinstance(user, scf.YieldOp):
                # 3.6.0 asks the yield itself for its tied values: there are none.
                self.update(get_tied_args(user, use.index), info)
            else:
                dst = infer_dst_encoding(user, info.encoding)
                if dst is not None:
                    may_vary = info.may_vary or _encodings_may_vary(user)
                    self.update(list(user.results), LayoutInfo(dst, may_vary))

    def _to_definer(self, value: SSAValue, info: LayoutInfo) -> None:
        if isinstance(value, OpResult):
            op = value.op
            if isinstance(op, scf.ForOp | scf.WhileOp | scf.IfOp):
                self.update(get_tied_args(op, value.index), info)
                return
            src = infer_src_encoding(op, info.encoding)
            if src is not None:
                may_vary = info.may_vary or _encodings_may_vary(op)
                tensors = [v for v in op.operands if isinstance(v.type, TensorType)]
                self.update(tensors, LayoutInfo(src, may_vary))
            return
        assert isinstance(value, BlockArgument)
        owner = value.block.parent_op()
        if isinstance(owner, scf.ForOp | scf.WhileOp):
            offset = 1 if isinstance(owner, scf.ForOp) else 0  # the induction variable
            self.update(get_tied_args(owner, value.index - offset), info)


def set_type(value: SSAValue, new_type: Attribute) -> SSAValue:
    """MLIR's ``Value::setType``: the value gets ``new_type``, keeping its uses and location."""
    location = value.location if isinstance(value, BlockArgument) else None
    new_value = Rewriter.replace_value_with_new_type(value, new_type)
    if isinstance(new_value, BlockArgument):
        new_value.location = location
    return new_value


def _retype(value: SSAValue, encoding: Attribute) -> None:
    old = value.type
    assert isinstance(old, TensorType)
    new_type = with_encoding(old, encoding)
    new_value = set_type(value, new_type)
    if isinstance(new_value, OpResult) and isinstance(new_value.op, arith.ConstantOp):
        constant = new_value.op
        dense = constant.value
        assert isinstance(dense, DenseIntOrFPElementsAttr)
        # 3.6.0 rebuilds a splat and aborts on other constants; the element values do not
        # depend on the layout, so any dense constant keeps them (docs/divergences.md).
        constant.properties["value"] = DenseIntOrFPElementsAttr(new_type, dense.data)


def _target_types_message(func: Operation, is_target: Callable[[Attribute], bool]) -> None:
    function_type = func.properties["function_type"]
    if any(is_target(t) for t in function_type.inputs):  # type: ignore[attr-defined]
        raise DiagnosticError(
            "Functions taking auto encoding must be fully inlined", loc=func.location
        )
    if any(is_target(t) for t in function_type.outputs):  # type: ignore[attr-defined]
        raise DiagnosticError(
            "Functions returning auto encoding must be fully inlined", loc=func.location
        )


def infer_layout(
    func: Operation,
    is_target: Callable[[Attribute], bool],
    seeds: Sequence[tuple[SSAValue, Attribute]],
) -> None:
    """``inferLayout``: propagate ``seeds`` through ``func`` and retype every value reached.

    Raises DiagnosticError (a conflict, a function signature with a placeholder encoding).
    """
    _target_types_message(func, is_target)
    propagation = _Propagation(func)
    for value, encoding in seeds:
        propagation.update([value], LayoutInfo(encoding))
    propagation.run()
    for value in propagation.layouts:
        if not is_target(value.type):
            # 3.6.0 asserts that only placeholder-typed values are reached (and aborts).
            where = value.op if isinstance(value, OpResult) else value.block.parent_op() or func
            raise DiagnosticError(
                f"'{where.name}' op layout inference reached a value that already has a "
                f"layout: {value.type}",
                where,
            )
    for value, info in propagation.layouts.items():
        _retype(value, info.encoding)


def double_check_encodings(module: ModuleOp, is_target: Callable[[Attribute], bool]) -> None:
    """``doubleCheckEncodings``: no result and no block argument may keep a placeholder type."""
    for op in postorder(module):
        if any(is_target(r.type) for r in op.results):
            raise DiagnosticError(f"'{op.name}' op Failed to infer return type", op)
    for block in _post_order_blocks(module):
        if any(is_target(a.type) for a in block.args):
            owner = block.parent_op()
            assert owner is not None
            raise DiagnosticError("Failed to infer block argument type", loc=owner.location)


def _post_order_blocks(op: Operation):
    for region in op.regions:
        for block in region.blocks:
            for child in block.ops:
                yield from _post_order_blocks(child)
            yield block


__all__ = [
    "LayoutInfo",
    "double_check_encodings",
    "get_tied_args",
    "infer_dst_encoding",
    "infer_layout",
    "infer_src_encoding",
    "set_type",
]
