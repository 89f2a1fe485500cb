"""``--tritongpu-remove-layout-conversions``: remove ``ttg.convert_layout`` ops by choosing
better layouts for the values around them (Triton 3.6.0's RemoveLayoutConversions.cpp).

Per ``tt.func``, in four stages:

1. Forward propagation (``LayoutPropagation``). Anchors keep their layout: function arguments,
   descriptor ops, expensive loads/stores, dots, atomics, ``tmem_load``, gathers with an
   efficient layout and reorder-allowed reshapes. Each anchor's layout flows to its users
   (through elementwise and same-encoding ops, reductions, views, conversions, loop and
   branch edges), each value collecting a set of candidate layouts; a value with several
   keeps an mma layout (a blocked one for loads, stores and atomics), else its first. The
   function is then rewritten region by region (breadth first): ops whose results change
   layout are re-created (``scf.for``/``while``/``if`` with new types), and conversions are
   inserted where a user still needs the old layout. The conversion canonicalizations then
   run under the greedy driver.
2. Backward rematerialisation (``LayoutRematerialization``), repeated while it removes
   something: for each remaining conversion, the producers of its source are re-created in
   the destination layout when that is possible (``get_convert_backward_slice``) and cheaper
   than the conversion by a cost model that counts bytes of non-single-use loads and
   arithmetic (x8 for expensive math) against 32x the converted bytes (at least 32 elements
   of 32 bits). Earlier rematerialisations and kept conversions are reused where they
   dominate. Conversions to dot operands are left to stage 3.
3. Hoisting: conversions move above the single ``ext``/``broadcast``/``expand_dims``/widening
   ``fp_to_fp`` that makes their data bigger; into the one branch of an ``scf.if`` (inside a
   loop) that cannot be rematerialised; and conversions to an mma dot operand move next to
   the loads feeding them, through elementwise ops and views, when a dot post-dominates them.
4. Cleanup under the greedy driver: Triton's dead-``scf.for``-argument elimination, the
   ``scf.for``/``scf.if`` canonicalizations we have ported, and the conversion patterns.

Where 3.6.0 aborts ("unexpected op in rewrite", a missing rewritten value) we stop with a
located error instead (docs/divergences.md).
"""

from __future__ import annotations

import functools
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from gluon_opt.dialects import arith, scf, tt, ttg, ttng
from gluon_opt.dialects.layout import encodings as L
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.text.parser import new_op as build_op
from gluon_opt.dialects.traits import (
    DotOpInterface,
    Elementwise,
    ExpensiveMath,
    SameOperandsAndResultEncoding,
    class_trait,
    has_trait,
    is_kind_of,
)
from gluon_opt.passes.base import GluonPass
from gluon_opt.passes.convert_layout_patterns import CONVERT_LAYOUT_PATTERNS
from gluon_opt.passes.greedy import ClassTable, FrozenPatterns, apply_patterns_greedily
from gluon_opt.passes.layout_conversion_utils import (
    Operand,
    Slice,
    can_fold_into_conversion,
    encoding,
    get_convert_backward_slice,
    is_expensive_load_or_store,
    is_view,
    operand_value,
    post_dominates,
    properly_dominates,
    threads_per_warp,
    topological_sort,
    value_location,
    warps_per_cta,
)
from gluon_opt.passes.layout_propagation import infer_dst_encoding, infer_src_encoding
from gluon_opt.passes.layout_utils import with_encoding
from gluon_opt.passes.region_utils import (
    block_ops,
    clone_op,
    move_ops,
)
from gluon_opt.passes.scf_patterns import SCF_CLEANUP_PATTERNS
from gluon_opt.passes.use_lists import (
    erase_unused,
    link_after,
    link_before,
    replace_all_uses,
    set_operand,
    set_type,
)
from xdsl.context import Context
from xdsl.dialects.arith import ConstantOp
from xdsl.dialects.builtin import AnyFloat, IntegerType, ModuleOp, TensorType
from xdsl.ir import Attribute, Block, BlockArgument, Operation, OpResult, Region, SSAValue
from xdsl.traits import is_side_effect_free

# Ops the propagation looks through besides the elementwise/same-encoding ones
# (RemoveLayoutConversions.cpp's isa<> lists).
_PROPAGATES = (tt.ReduceOp, tt.ExpandDimsOp, tt.ReshapeOp, tt.TransOp, tt.JoinOp, tt.SplitOp)
_REWRITES = _PROPAGATES + (tt.GatherOp, ttg.ConvertLayoutOp, ttng.WarpGroupDotWaitOp)
_MMA = (L.NvidiaMmaEncodingAttr, L.AMDMfmaEncodingAttr, L.AMDWmmaEncodingAttr)

def _error(op: Operation, message: str) -> DiagnosticError:
    return DiagnosticError(message, op=op)


def _is_tensor(value: SSAValue) -> bool:
    # (an exact class test: TensorType has no subclass, and a failing isinstance test
    # against an attribute class, an ABC, is a Python call; the field behind the ``type``
    # property, which is one too)
    return type(value._type) is TensorType  # pyright: ignore[reportPrivateUsage]


@functools.cache
def _kind_table(kind: type[Operation] | tuple[type[Operation], ...]) -> ClassTable[bool]:
    """Per op class, whether it is of ``kind`` (a lookup per op where ``is_kind_of`` is a
    call)."""
    return ClassTable(lambda op_class: is_kind_of(op_class, kind))


def _walk(
    op: Operation, kind: type[Operation] | tuple[type[Operation], ...] | None = None
) -> list[Operation]:
    """MLIR's post-order walk (nested ops before their parent), taken before the caller acts;
    with ``kind``, only the ops of that kind. A list built by plain recursion over the blocks'
    and ops' links: nested generators cost time in proportion to the depth per op."""
    found: list[Operation] = []
    of_kind = None if kind is None else _kind_table(kind)

    def visit(op: Operation) -> None:
        for region in op.regions:
            block = region._first_block  # pyright: ignore[reportPrivateUsage]
            while block is not None:
                nested = block._first_op  # pyright: ignore[reportPrivateUsage]
                while nested is not None:
                    if nested.regions:
                        visit(nested)  # most ops: no call for them
                    if of_kind is None or of_kind[type(nested)]:
                        found.append(nested)
                    nested = nested._next_op  # pyright: ignore[reportPrivateUsage]
                block = block._next_block  # pyright: ignore[reportPrivateUsage]

    visit(op)
    if kind is None or is_kind_of(type(op), kind):
        found.append(op)
    return found


def _insert_after_value(new: Operation, value: SSAValue) -> None:
    """OpBuilder::setInsertionPointAfterValue, then insert ``new``."""
    if type(value) is BlockArgument:  # (an exact test: no ABC instance check)
        block = value.block
        first = block.first_op
        link_before(new, first) if first is not None else block.add_op(new)
        return
    producer = value.op
    link_after(new, producer)


def _insert_before(new: Operation, at: Operation) -> None:
    link_before(new, at)


def _new_convert(value: SSAValue, type_: Attribute, loc) -> ttg.ConvertLayoutOp:
    """``ttg.convert_layout`` of ``value`` to ``type_`` at ``loc``: the op its builder makes,
    without the builder's generic argument checks (one operand, one result, nothing else)."""
    op = build_op(ttg.ConvertLayoutOp, (value,), (type_,), {}, {})
    op.location = loc
    return op


def _convert(value: SSAValue, enc: Attribute, loc) -> ttg.ConvertLayoutOp:
    return _new_convert(value, with_encoding(value.type, enc), loc)


def _yield(block: Block) -> Operation:
    last = block.last_op
    assert last is not None
    return last


def _for_init_index(use_index: int) -> int:
    """The iter_arg number of a use of an ``scf.for`` operand (lb, ub, step come first)."""
    return use_index - 3


def _new_block(types: list[Attribute], locs: list) -> Block:
    block = Block(arg_types=types)
    for arg, loc in zip(block.args, locs, strict=True):
        arg.location = loc
    return block


def _retype_fresh(value: OpResult, type_: Attribute) -> None:
    """Give a result of a just-cloned op, unused so far, its new type in place (what
    ``layout_utils.retype`` gives without a new value: it has no uses to move)."""
    assert value.first_use is None
    set_type(value, type_)


def _erase(op: Operation) -> None:
    if op.parent is not None:
        for result in op.results:
            if result.first_use is not None:
                break
        else:
            erase_unused(op)  # (no placeholder value for uses there are none of)
            return
        op.detach()
    op.erase(safe_erase=False)


def _is_load_store(op: Operation | None) -> bool:
    return isinstance(op, tt.LoadOp | tt.StoreOp | tt.AtomicRMWOp | tt.AtomicCASOp)


class _ValueLayoutMap:
    """A map from (value, layout) to a value (the value's version in that layout), as a
    dict keyed by the pair would be, without hashing the layout (a layout's hash is deep
    and never kept: most values have one or two entries, told apart by equality)."""

    def __init__(self) -> None:
        # by the value's id: its entries (the value, kept alive with its id; the layout;
        # the version)
        self._entries: dict[int, list[tuple[SSAValue, Attribute, SSAValue]]] = {}

    def set(self, value: SSAValue, enc: Attribute, version: SSAValue) -> None:
        entries = self._entries.setdefault(id(value), [])
        for index, (_, known, _) in enumerate(entries):
            if known is enc or known == enc:
                entries[index] = (value, known, version)  # (a dict keeps its first key)
                return
        entries.append((value, enc, version))

    def get(self, value: SSAValue, enc: Attribute) -> SSAValue | None:
        for _, known, version in self._entries.get(id(value), ()):
            if known is enc or known == enc:
                return version
        return None

    def pop(self, value: SSAValue, enc: Attribute) -> SSAValue:
        entries = self._entries.get(id(value), [])
        for index, (_, known, version) in enumerate(entries):
            if known is enc or known == enc:
                del entries[index]
                return version
        raise KeyError((value, enc))


# ----- stage 1: forward propagation ------------------------------------------------------


_ALWAYS_ANCHORS = (
    tt.DotOp,
    tt.DotScaledOp,
    ttng.WarpGroupDotOp,
    tt.AtomicRMWOp,
    tt.AtomicCASOp,
    ttng.TMEMLoadOp,
)


@functools.cache
def _anchor_rule(op_class: type[Operation]) -> Callable[[Operation], bool] | bool:
    """``is_layout_anchor`` for the ops of a class: a verdict, or the test that decides it.
    Worked out once per class: an isinstance test on xDSL's op classes (ABCs) is slow."""
    if class_trait(op_class, tt.DescriptorOpInterface) is not None:
        return True
    if issubclass(op_class, tt.LoadOp | tt.StoreOp):
        return is_expensive_load_or_store
    if issubclass(op_class, _ALWAYS_ANCHORS):
        return True
    if issubclass(op_class, tt.GatherOp):
        return lambda op: op.efficient_layout is not None
    if issubclass(op_class, tt.ReshapeOp):
        # A permuting reshape stops forward propagation; the backward pass fixes it up.
        return lambda op: op.allow_reorder is not None
    return False


def is_layout_anchor(op: Operation) -> bool:
    """isLayoutAnchor: an op whose layout we keep and propagate from."""
    rule = _anchor_rule(type(op))
    return rule if isinstance(rule, bool) else rule(op)


@functools.cache
def _user_rule(op_class: type[Operation]) -> tuple[type[Operation] | None, bool]:
    """How a layout reaches the results of a user of this class (per class: a failing
    isinstance test on an xDSL op class is slow): the kind that ``propagate_to_users`` treats
    apart, the first that matches, if any; and whether its results share its operands'
    layout."""
    special = (scf.ForOp, scf.WhileOp, scf.YieldOp, scf.ConditionOp, ttng.WarpGroupDotWaitOp)
    kind = next((k for k in (*special, tt.GatherOp) if issubclass(op_class, k)), None)
    shares_layout = (
        class_trait(op_class, SameOperandsAndResultEncoding) is not None
        or class_trait(op_class, Elementwise) is not None
        or issubclass(op_class, _PROPAGATES + (ttg.ConvertLayoutOp,))
    )
    return kind, shares_layout


@functools.cache
def _rewrite_kind(op_class: type[Operation]) -> type[Operation] | None:
    """Which of the kinds the rewrite treats apart an op class is, if any (per class: an
    isinstance test on xDSL's op classes is slow)."""
    for kind in (scf.YieldOp, scf.ConditionOp, tt.ReduceOp, tt.AssertOp):
        if issubclass(op_class, kind):
            return kind
    return None


class LayoutPropagation:
    """Stage 1 for one function: anchors, propagation, conflict resolution, rewrite."""

    def __init__(self, func: Operation) -> None:
        self.func = func
        # value -> candidate layouts (an insertion-ordered set), in MapVector order
        self.layouts: dict[SSAValue, list[Attribute]] = {}
        self.rewrite_mapping = _ValueLayoutMap()
        self.op_to_delete: dict[Operation, None] = {}
        self._layout_ids: set[int] = set()  # the rewrite's: ``layouts``'s keys, by id

    def run(self) -> None:
        self.init_anchor_layout()
        self.propagate_layout()
        self.resolve_conflicts()
        self.rewrite()

    def _info(self, value: SSAValue) -> list[Attribute]:
        return self.layouts.setdefault(value, [])

    def init_anchor_layout(self) -> None:
        def add_anchor(value: SSAValue) -> None:
            if _is_tensor(value) and value not in self.layouts:
                self.layouts[value] = [value.type.encoding]

        body = self.func.regions[0]
        for arg in body.blocks[0].args if body.blocks else ():  # a declaration has no body
            add_anchor(arg)
        for op in _walk(self.func):
            rule = _anchor_rule(type(op))  # is_layout_anchor, inline (a call per op)
            if rule is True or (rule is not False and rule(op)):
                for result in op.results:
                    add_anchor(result)

    def set_encoding(
        self, values: list[SSAValue], info: list[Attribute], changed: list[SSAValue], op: Operation
    ) -> None:
        is_convert = is_kind_of(type(op), ttg.ConvertLayoutOp)
        for value in values:
            if not _is_tensor(value):
                continue
            has_changed = False
            for enc in info:
                # A conversion is removed by giving its result its source's layout.
                dst = enc if is_convert else infer_dst_encoding(op, enc)
                if dst is None:
                    continue
                candidates = self._info(value)
                if dst not in candidates:
                    candidates.append(dst)
                    has_changed = True
            if has_changed:
                changed.append(value)

    def propagate_to_users(self, value: SSAValue, info: list[Attribute]) -> list[SSAValue]:
        changed: list[SSAValue] = []
        # (the use list's links: xDSL's ``uses`` is a generator and the use's fields
        # properties; nothing here changes a use)
        use = value.first_use
        while use is not None:
            user, index = use._operation, use._index  # pyright: ignore[reportPrivateUsage]
            use = use._next_use  # pyright: ignore[reportPrivateUsage]
            kind, shares_layout = _user_rule(type(user))
            if kind is scf.ForOp:
                i = _for_init_index(index)
                self.set_encoding(
                    [user.body.block.args[i + 1], user.results[i]], info, changed, user
                )
                continue
            if kind is scf.WhileOp:
                self.set_encoding([user.before_region.block.args[index]], info, changed, user)
                continue
            if kind is scf.YieldOp:
                parent = user.parent_op()
                targets: list[SSAValue] = []
                if is_kind_of(type(parent), scf.ForOp | scf.IfOp | scf.WhileOp):
                    targets.append(parent.results[index])
                if is_kind_of(type(parent), scf.ForOp):
                    targets.append(parent.body.block.args[index + 1])
                if is_kind_of(type(parent), scf.WhileOp):
                    targets.append(parent.before_region.block.args[index])
                if is_kind_of(type(parent), scf.ForOp | scf.IfOp | scf.WhileOp):
                    self.set_encoding(targets, info, changed, user)
                continue
            if kind is scf.ConditionOp:
                parent = user.parent_op()
                assert isinstance(parent, scf.WhileOp)
                i = index - 1  # operand 0 is the condition
                targets = [parent.after_region.block.args[i], parent.results[i]]
                self.set_encoding(targets, info, changed, user)
                continue
            if kind is ttng.WarpGroupDotWaitOp:
                self.set_encoding([user.results[index]], info, changed, user)
                continue
            if kind is tt.GatherOp:
                # Only through the indices, and only without an efficient layout.
                if user.efficient_layout is None and index == 1:
                    self.set_encoding([user.result], info, changed, user)
                    continue
            if shares_layout:
                self.set_encoding(list(user.results), info, changed, user)
        return changed

    def propagate_layout(self) -> None:
        queue = list(self.layouts)
        while queue:
            current = queue.pop()
            info = list(self.layouts[current])
            queue.extend(self.propagate_to_users(current, info))

    def resolve_conflicts(self) -> None:
        # 3.6.0's heuristic: prefer mma layouts, or blocked ones for memory accesses.
        for value, info in self.layouts.items():
            if len(info) <= 1:
                continue
            producer = value.op if isinstance(value, OpResult) else None
            memory = _is_load_store(producer)
            chosen = info[0]
            for enc in info:
                if (memory and isinstance(enc, L.BlockedEncodingAttr)) or (
                    not memory and isinstance(enc, _MMA)
                ):
                    chosen = enc
                    break
            info[:] = [chosen]

    # -- rewrite --------------------------------------------------------------------------

    def _picked(self, value: SSAValue, op: Operation) -> Attribute:
        info = self.layouts[value]
        if len(info) != 1:
            # 3.6.0 reads an empty candidate set here (undefined behaviour).
            raise _error(op, "no layout could be inferred for a result of this op")
        return info[0]

    def rewrite(self) -> None:
        # the values with candidate layouts, by id (a value's hash is a Python call; the
        # ``layouts`` keys keep them alive, so no other value can take their ids)
        ids = self._layout_ids = {id(value) for value in self.layouts}
        queue: deque[Region] = deque([self.func.regions[0]])
        while queue:
            region = queue.popleft()
            for block in region.blocks:
                op = block.first_op
                while op is not None:
                    # _rewrite_one does nothing for an op without regions, of no kind it
                    # treats apart, none of whose results and operands has candidate
                    # layouts: most ops, told apart here without a call
                    touched = bool(op.regions) or _rewrite_kind(type(op)) is not None
                    if not touched:
                        for value in op.results:
                            if id(value) in ids:
                                touched = True
                                break
                        else:
                            for value in op._operands:  # pyright: ignore[reportPrivateUsage]
                                if id(value) in ids:
                                    touched = True
                                    break
                    if touched:
                        self._rewrite_one(op, queue)
                    op = op._next_op  # pyright: ignore[reportPrivateUsage]
        for op in reversed(list(self.op_to_delete)):
            _erase(op)

    def _rewrite_one(self, op: Operation, queue: deque[Region]) -> None:
        layouts, ids = self.layouts, self._layout_ids
        need_rewrite = False
        for result in op.results:
            if id(result) not in ids:
                continue
            info = layouts[result]
            if len(info) != 1 or result.type.encoding != info[0]:
                self._picked(result, op)  # reports a value left without a single layout
                need_rewrite = True
        if need_rewrite:
            new_op = self.rewrite_op(op)
            queue.extend(new_op.regions)
            return
        kind = _rewrite_kind(type(op))
        if kind is scf.YieldOp:
            self.rewrite_yield(op)
        elif kind is scf.ConditionOp:
            self.rewrite_condition(op)
        elif kind is tt.ReduceOp and not _is_tensor(op.results[0]):
            self.rewrite_reduce_to_scalar(op)
        elif kind is tt.AssertOp:
            self.rewrite_assert(op)
        else:
            # The op keeps its layout, but its operands may have been rewritten.
            for index, operand in enumerate(op._operands):  # pyright: ignore[reportPrivateUsage]
                if id(operand) in ids:
                    set_operand(op, index, self.get_value_as(operand, operand.type.encoding, op))
            if op.regions:
                queue.extend(op.regions)

    def map(self, old: SSAValue, new: SSAValue) -> None:
        self.rewrite_mapping.set(old, new.type.encoding, new)

    def get_rewritten_value(self, value: SSAValue, user: Operation) -> SSAValue:
        # (``rewrite``'s ids of the ``layouts`` keys: a value's hash is a Python call)
        if not _is_tensor(value) or id(value) not in self._layout_ids:
            return value
        picked = self._picked(value, user)
        if picked == value.type.encoding:
            return value
        found = self.rewrite_mapping.get(value, picked)
        if found is None:
            # 3.6.0 reads a missing map entry here (an assertion in debug builds).
            raise _error(user, "operand has no rewritten value in its propagated layout")
        return found

    def get_value_as(self, value: SSAValue, enc: Attribute, user: Operation) -> SSAValue:
        if not _is_tensor(value):
            return value
        rewritten = self.get_rewritten_value(value, user)
        if rewritten.type.encoding == enc:
            return rewritten
        cvt = _new_convert(rewritten, with_encoding(value.type, enc), value_location(value))
        _insert_after_value(cvt, rewritten)
        return cvt.result

    def clone_elementwise(self, op: Operation, enc: Attribute) -> Operation:
        new_op = clone_op(op)
        _insert_before(new_op, op)
        operand_enc: Attribute | None = None
        if op.operands:
            for operand in op.operands:
                rewritten = self.get_rewritten_value(operand, op)
                if not _is_tensor(rewritten):
                    continue
                if infer_dst_encoding(op, rewritten.type.encoding) == enc:
                    operand_enc = rewritten.type.encoding
                    break
            if operand_enc is None:
                operand_enc = infer_src_encoding(op, enc)
            if operand_enc is None:
                raise _error(op, "no operand layout gives this op its propagated result layout")
        for index, operand in enumerate(op.operands):
            assert operand_enc is not None
            set_operand(new_op, index, self.get_value_as(operand, operand_enc, op))
        for old, new in zip(op.results, new_op.results, strict=True):
            if _is_tensor(old):
                _retype_fresh(new, with_encoding(old.type, enc))
        return new_op

    def rewrite_for(self, op: scf.ForOp) -> Operation:
        operands = []
        for init, result in zip(op.iter_args, op.results, strict=True):
            if result in self.layouts:
                init = self.get_value_as(init, self._picked(result, op), op)
            operands.append(init)
        old_block = op.body.block
        iv = old_block.args[0]
        block = _new_block(
            [iv.type] + [v.type for v in operands],
            [op.location] + [value_location(v) for v in operands],
        )
        new_for = scf.ForOp(op.lb, op.ub, op.step, operands, block)
        _copy_attrs(op, new_for)
        new_for.location = op.location
        _insert_before(new_for, op)
        move_ops(old_block, block)
        self._remap(op.results, new_for.results)
        self._remap(old_block.args, block.args)
        return new_for

    def _remap(self, olds, news) -> None:
        for old, new in zip(olds, news, strict=True):
            if old.type == new.type:
                replace_all_uses(old, new)
            else:
                self.map(old, new)

    def rewrite_while(self, op: scf.WhileOp) -> Operation:
        before, after = op.before_region.block, op.after_region.block
        operands = []
        for operand, arg in zip(op.arguments, before.args, strict=True):
            if arg in self.layouts:
                operand = self.get_value_as(operand, self._picked(arg, op), op)
            operands.append(operand)
        result_types = []
        for result in op.results:
            if result in self.layouts:
                result_types.append(with_encoding(result.type, self._picked(result, op)))
            else:
                result_types.append(result.type)
        new_before = _new_block([v.type for v in operands], [op.location] * len(operands))
        new_after = _new_block(result_types, [op.location] * len(result_types))
        new_while = scf.WhileOp(operands, result_types, Region(new_before), Region(new_after))
        new_while.location = op.location
        _insert_before(new_while, op)
        move_ops(before, new_before)
        move_ops(after, new_after)
        self._remap(op.results, new_while.results)
        self._remap(before.args, new_before.args)
        self._remap(after.args, new_after.args)
        return new_while

    def rewrite_if(self, op: scf.IfOp) -> Operation:
        types = []
        for result in op.results:
            enc = self._picked(result, op) if result in self.layouts else None
            types.append(result.type if enc is None else with_encoding(result.type, enc))
        then_region, else_region = _take(op.true_region), _take(op.false_region)
        # 3.6.0 builds the new scf.if without the old one's attributes.
        new_if = scf.IfOp(op.cond, types, then_region, else_region)
        new_if.location = op.location
        _insert_before(new_if, op)
        self._remap(op.results, new_if.results)
        return new_if

    def rewrite_yield(self, op: scf.YieldOp) -> None:
        parent = op.parent_op()
        parent_class = type(parent)
        to_results = is_kind_of(parent_class, scf.ForOp | scf.IfOp)
        to_before = is_kind_of(parent_class, scf.WhileOp)
        for index, operand in enumerate(op.operands):
            target_type = operand.type
            if to_results:
                target_type = parent.results[index].type
            if to_before:
                target_type = parent.before_region.block.args[index].type
            if type(target_type) is not TensorType:
                continue
            set_operand(op, index, self.get_value_as(operand, target_type.encoding, op))

    def rewrite_condition(self, op: scf.ConditionOp) -> None:
        parent = op.parent_op()
        assert isinstance(parent, scf.WhileOp)
        for index in range(1, len(op.operands)):
            target_type = parent.results[index - 1].type
            if type(target_type) is not TensorType:
                continue
            set_operand(op, index, self.get_value_as(op.operands[index], target_type.encoding, op))

    def rewrite_reduce_to_scalar(self, op: Operation) -> None:
        # All operands share one layout: take the first propagated one.
        src_enc = next((self.layouts[v][0] for v in op.operands if v in self.layouts), None)
        if src_enc is None:
            return
        for index, operand in enumerate(op.operands):
            set_operand(op, index, self.get_value_as(operand, src_enc, op))

    def rewrite_assert(self, op: Operation) -> None:
        cond = op.operands[0]
        if cond not in self.layouts:
            return
        set_operand(op, 0, self.get_value_as(cond, self.layouts[cond][0], op))

    def rewrite_op(self, op: Operation) -> Operation:
        self.op_to_delete[op] = None
        op_class = type(op)
        if is_kind_of(op_class, scf.ForOp):
            return self.rewrite_for(op)
        if is_kind_of(op_class, scf.WhileOp):
            return self.rewrite_while(op)
        if is_kind_of(op_class, scf.IfOp):
            return self.rewrite_if(op)
        enc = self._picked(op.results[0], op)
        if is_kind_of(op_class, ttg.ConvertLayoutOp):
            src_enc = op.src.type.encoding
            if op.src in self.layouts:
                src_enc = self._picked(op.src, op)
            src = self.get_value_as(op.src, src_enc, op)
            cvt = _new_convert(src, with_encoding(op.result.type, enc), op.location)
            _insert_before(cvt, op)
            self.map(op.result, cvt.result)
            return cvt
        if can_fold_into_conversion(op, enc):
            clone = clone_op(op)
            _insert_before(clone, op)
            cvt = _new_convert(
                clone.results[0], with_encoding(op.results[0].type, enc), op.location
            )
            _insert_before(cvt, op)
            self.map(op.results[0], cvt.result)
            return cvt
        if (
            class_trait(op_class, SameOperandsAndResultEncoding) is not None
            or class_trait(op_class, Elementwise) is not None
            or is_kind_of(op_class, _REWRITES)
        ):
            new_op = self.clone_elementwise(op, enc)
            self._remap(op.results, new_op.results)
            return new_op
        raise _error(op, "unexpected op in rewrite")


def _take(region: Region) -> Region:
    """Region::takeBody: a new region holding ``region``'s blocks."""
    new = Region()
    for block in list(region.blocks):
        region.detach_block(block)
        new.add_block(block)
    return new


def _copy_attrs(old: Operation, new: Operation) -> None:
    """Operation::setAttrs(old->getAttrs()): discardable attributes and properties."""
    new.attributes.update(old.attributes)
    new.properties.update(old.properties)


# ----- stages 2 and 3: backward rematerialisation and hoisting ---------------------------


def can_be_remat(op: Operation) -> bool:
    rule = _remat_rule(type(op))
    return rule if isinstance(rule, bool) else rule(op)


@functools.cache
def _remat_rule(op_class: type[Operation]) -> Callable[[Operation], bool] | bool:
    """``can_be_remat`` for the ops of a class: a verdict, or the test that decides it (per
    class: a failing isinstance test on an xDSL op class is slow)."""
    if issubclass(op_class, tt.LoadOp | tt.StoreOp):
        return lambda op: not is_expensive_load_or_store(op)
    if issubclass(op_class, tt.AtomicRMWOp | tt.AtomicCASOp | tt.DotOp):
        return False
    if issubclass(op_class, tt.GatherOp):
        return lambda op: op.efficient_layout is None
    return not issubclass(op_class, scf.WhileOp | scf.ConditionOp)


def _byte_count(value: SSAValue, min_elements: int = 0, min_bits: int = 0) -> int:
    elements, bits = 0, 0
    if type(value.type) is TensorType:
        elements = 1
        for dim in value.type.get_shape():
            elements *= dim
        elem = value.type.element_type
        if _has_bitwidth(type(elem)):
            bits = elem.bitwidth
    return (max(elements, min_elements) * max(bits, min_bits)) >> 3


@functools.cache
def _has_bitwidth(type_class: type[Attribute]) -> bool:
    """(per class: a failing isinstance test against an attribute class is a Python call)"""
    return issubclass(type_class, IntegerType | AnyFloat)


def _is_float(type_: Attribute) -> bool:
    return isinstance(type_, AnyFloat)


def _reduce_is_associative(op: tt.ReduceOp) -> bool:
    """ReduceOpHelper::isAssociative: float reductions of more than 2 elements with an
    addf/mulf in their combiner are not."""
    src = op.operands[0].type
    if not _is_float(src.element_type):
        return True
    if src.get_shape()[op.axis.value.data] <= 2:
        return True
    return not any(isinstance(nested, arith.AddfOp | arith.MulfOp) for nested in op.walk())


def _ext_or_broadcast(op: Operation) -> bool:
    op_class = type(op)
    if is_kind_of(
        op_class, arith.ExtSIOp | arith.ExtUIOp | arith.ExtFOp | tt.BroadcastOp | tt.ExpandDimsOp
    ):
        return True
    if is_kind_of(op_class, tt.FpToFpOp):
        return _element_bits(op.operands[0].type) < _element_bits(op.results[0].type)
    return False


def _element_bits(type_: TensorType) -> int:
    elem = type_.element_type
    if isinstance(elem, tt.PointerType):
        elem = elem.pointeeType
    return elem.bitwidth


def _no_data_movement(op: Operation) -> bool:
    return (
        (has_trait(op, Elementwise) and is_side_effect_free(op))
        or isinstance(op, tt.BroadcastOp | ttg.Fp4ToFpOp | ttg.ConvertLayoutOp)
        or is_view(op)
    )


@dataclass
class _SliceEdit:
    """What ``rewrite_slice`` builds while it re-creates a slice's ops: the new value of each
    old one, the loop and branch results to replace, the ops to delete."""

    slice_: Slice
    mapping: dict[SSAValue, SSAValue]
    replacements: list[tuple[SSAValue, SSAValue]] = field(default_factory=list)
    dead_ops: list[Operation] = field(default_factory=list)


class LayoutRematerialization:
    """Stages 2 and 3 for one function."""

    def __init__(self, func: Operation) -> None:
        self.func = func
        self.remat_mapping = _ValueLayoutMap()
        # the last layout each value was rematerialised in (updated when scf ops are rebuilt)
        self.mapped_values: dict[SSAValue, Attribute] = {}
        # ids of the values remat_mapping has (or had) entries for: most values have none
        self._remat_ids: set[int] = set()
        self.op_to_delete: dict[Operation, None] = {}
        # a conversion was inserted without removing the one it was for (hoist_dot_operand)
        self.inserted = False
        # the mma dots under each op a conversion sits in (hoist_dot_operand): a step adds
        # and removes no dot, and moves none from one op to another
        self._mma_dots: dict[Operation, list[Operation]] = {}

    def add_remat_value(self, old: SSAValue, enc: Attribute, new: SSAValue) -> None:
        self.remat_mapping.set(old, enc, new)
        self._remat_ids.add(id(old))
        self.mapped_values[old] = enc

    def get_remat_value(self, value: SSAValue, enc: Attribute) -> SSAValue | None:
        if id(value) not in self._remat_ids:
            return None
        return self.remat_mapping.get(value, enc)

    def cleanup(self) -> None:
        for op in reversed(list(self.op_to_delete)):
            _erase(op)

    def _for_each_convert(
        self,
        step: Callable[[ttg.ConvertLayoutOp], None],
        converts: list[ttg.ConvertLayoutOp],
    ) -> bool:
        """``step`` on each of the function's ``converts`` (``_converts``, taken before);
        True when one was removed."""
        changed = False
        for cvt in converts:
            step(cvt)
            if cvt not in self.op_to_delete:
                # A kept conversion can be reused by later slices.
                self.add_remat_value(cvt.src, cvt.result.type.encoding, cvt.result)
            else:
                changed = True
        return changed

    # Each step returns whether it changed the IR.

    def backward_rematerialization(self, converts: list[ttg.ConvertLayoutOp]) -> bool:
        return self._for_each_convert(self.backward_rematerialize, converts)

    def hoist_convert_on_top_of_ext_or_broadcast(
        self, converts: list[ttg.ConvertLayoutOp]
    ) -> bool:
        return self._for_each_convert(self.hoist_above_ext_or_broadcast, converts)

    def hoist_convert_into_conditionals(self, converts: list[ttg.ConvertLayoutOp]) -> bool:
        return self._for_each_convert(self.hoist_into_conditionals, converts)

    def hoist_convert_dot_operand(self, converts: list[ttg.ConvertLayoutOp]) -> bool:
        changed = self._for_each_convert(self.hoist_dot_operand, converts)
        return changed or self.inserted

    # -- slices ---------------------------------------------------------------------------

    def get_convert_backward_slice(
        self,
        root: Operand,
        root_encoding: Attribute,
        out: Slice,
        stop: Callable[[Operation], bool] | None,
    ) -> bool:
        def existing_conversion(use: Operand, enc: Attribute) -> SSAValue | None:
            # Reuse a rematerialisation that dominates this use (conversions are visited
            # in post-order, so that is enough).
            remat = self.get_remat_value(operand_value(use), enc)
            if remat is not None and properly_dominates(remat, use[0]):
                return remat
            return None

        return get_convert_backward_slice(
            root, root_encoding, out, stop, existing_conversion, self._remat_ids
        )

    def get_rematerializable_slice(
        self,
        root: Operand,
        root_encoding: Attribute,
        out: Slice,
        stop: Callable[[Operation], bool] | None = None,
    ) -> bool:
        if not self.get_convert_backward_slice(root, root_encoding, out, stop) or not len(out):
            return False
        for value in out:
            if type(value) is OpResult and not can_be_remat(value.op):
                return False
        return True

    # -- rewriting a slice ----------------------------------------------------------------

    def rewrite_slice(
        self,
        slice_: Slice,
        cvt: ttg.ConvertLayoutOp,
        mapping: dict[SSAValue, SSAValue] | None = None,
    ) -> None:
        mapping = {} if mapping is None else mapping
        layout = slice_.layout
        ops_to_rewrite: dict[Operation, None] = {}
        yield_operands: dict[Operation, list[int]] = {}
        existing: list[SSAValue] = []
        for value in slice_:
            remat = self.get_remat_value(value, layout[value])
            if remat is not None:
                mapping[value] = remat
                existing.append(value)
                continue
            if type(value) is OpResult:
                producer = value.op
                ops_to_rewrite[producer] = None
                if is_kind_of(type(producer), scf.IfOp):
                    for region in (producer.true_region, producer.false_region):
                        terminator = _yield(region.block)
                        ops_to_rewrite[terminator] = None
                        yield_operands.setdefault(terminator, []).append(value.index)
                continue
            parent = value.block.parent_op()
            if not isinstance(parent, scf.ForOp):
                raise _error(parent, "a rematerialised block argument must belong to an scf.for")
            ops_to_rewrite[parent] = None
            terminator = _yield(value.block)
            yield_operands.setdefault(terminator, []).append(value.index - 1)
            ops_to_rewrite[terminator] = None
        for value in existing:
            slice_.remove(value)
        ordered = topological_sort(ops_to_rewrite, self.func)

        edit = _SliceEdit(slice_, mapping)
        replacements, dead_ops = edit.replacements, edit.dead_ops
        for op in ordered:
            op_class = type(op)
            if is_kind_of(op_class, scf.ForOp):
                self._rewrite_for_in_slice(op, edit)
                continue
            if is_kind_of(op_class, scf.IfOp):
                self._rewrite_if_in_slice(op, edit)
                continue
            if is_kind_of(op_class, scf.YieldOp):
                operands = list(op.operands)
                for index in sorted(yield_operands.get(op, [])):
                    operands.append(_lookup(mapping, op.operands[index], op))
                new_yield = scf.YieldOp(*operands)
                new_yield.location = op.location
                _insert_before(new_yield, op)
                _erase(op)
                continue
            if is_kind_of(op_class, ConstantOp):
                clone = clone_op(op)
                _insert_before(clone, op)
                result = op.results[0]
                new_cvt = _convert(clone.results[0], layout[result], op.location)
                _insert_before(new_cvt, op)
                mapping[result] = new_cvt.result
                self.add_remat_value(result, layout[result], new_cvt.result)
                continue
            clone = clone_op(op, mapping)
            _insert_before(clone, op)
            for old, new in zip(op.results, clone.results, strict=True):
                enc = layout.get(old)
                if enc is None:
                    continue
                _retype_fresh(new, with_encoding(old.type, enc))
                mapping[old] = new
                self.add_remat_value(old, enc, new)
        replace_all_uses(cvt.result, _lookup(mapping, cvt.src, cvt))
        self.op_to_delete[cvt] = None
        self._update_remat_mapping(replacements)
        for old, new in replacements:
            replace_all_uses(old, new)
        for op in dead_ops:
            self.op_to_delete[op] = None

    def _rewrite_for_in_slice(self, op: scf.ForOp, edit: _SliceEdit) -> None:
        slice_, mapping = edit.slice_, edit.mapping
        body = op.body.block
        arg_mapping: list[tuple[int, int]] = []
        new_operands: list[SSAValue] = []
        for i, arg in enumerate(body.args[1:]):
            if arg in slice_:
                arg_mapping.append((i, len(op.iter_args) + len(new_operands)))
                new_operands.append(_lookup(mapping, op.iter_args[i], op))
        new_for = replace_for_op_with_new_signature(op, new_operands, edit.replacements)
        edit.dead_ops.append(op)
        block = new_for.body.block
        for old_i, new_i in arg_mapping:
            mapping[op.results[old_i]] = new_for.results[new_i]
            old_arg = block.args[old_i + 1]
            mapping[old_arg] = block.args[new_i + 1]
            enc = slice_.layout[old_arg]
            self.add_remat_value(new_for.results[old_i], enc, new_for.results[new_i])
            self.add_remat_value(old_arg, enc, block.args[new_i + 1])

    def _rewrite_if_in_slice(self, op: scf.IfOp, edit: _SliceEdit) -> None:
        slice_, mapping = edit.slice_, edit.mapping
        new_types = [with_encoding(r.type, slice_.layout[r]) for r in op.results if r in slice_]
        new_if = replace_if_op_with_new_signature(op, new_types, edit.replacements)
        new_index = len(op.results)
        for result in op.results:
            if result in slice_:
                mapping[result] = new_if.results[new_index]
                self.add_remat_value(result, slice_.layout[result], new_if.results[new_index])
                new_index += 1
        edit.dead_ops.append(op)

    def _update_remat_mapping(self, values: list[tuple[SSAValue, SSAValue]]) -> None:
        for old, new in values:
            enc = self.mapped_values.get(old)
            if enc is None:
                continue
            replaced = self.remat_mapping.pop(old, enc)
            del self.mapped_values[old]
            for before, after in values:
                if before is replaced:
                    replaced = after
                    break
            self.remat_mapping.set(new, enc, replaced)
            self._remat_ids.add(id(new))
            self.mapped_values[new] = enc

    # -- stage 2 --------------------------------------------------------------------------

    def backward_rematerialize(self, cvt: ttg.ConvertLayoutOp) -> None:
        if _is_dot_operand_target(cvt):
            return  # left to hoist_dot_operand
        target = cvt.result.type.encoding
        remat = self.get_remat_value(cvt.src, target)
        if remat is not None and properly_dominates(remat, cvt):
            replace_all_uses(cvt.result, remat)
            self.op_to_delete[cvt] = None
            return
        slice_ = Slice()
        if not self.get_rematerializable_slice((cvt, 0), target, slice_):
            return
        if not self._remat_is_cheaper(cvt, slice_):
            return
        self.rewrite_slice(slice_, cvt)

    def _remat_is_cheaper(self, cvt: ttg.ConvertLayoutOp, slice_: Slice) -> bool:
        slice_ops: dict[Operation, None] = {}
        for value in slice_:
            if type(value) is OpResult:
                slice_ops[value.op] = None
        single_use: dict[Operation, bool] = {}

        def is_single_use(op: Operation) -> bool:
            if op in single_use:
                return single_use[op]
            ok = True
            for result in op.results:
                for use in result.uses:
                    user = use.operation
                    if user is cvt:
                        continue
                    if user not in slice_ops or not is_single_use(user):
                        ok = False
                        break
                if not ok:
                    break
            single_use[op] = ok
            return ok

        # Pessimistically a round trip through shared memory, without vectorisation (at
        # least 32 elements of 32 bits), twice for synchronisation: in milli-SM-cycles.
        convert_cost = 32 * _byte_count(cvt.src, 32, 32)
        remat_cost = 0
        for op in slice_ops:
            op_class = type(op)
            if is_single_use(op) or is_kind_of(op_class, ConstantOp):
                continue
            if is_kind_of(op_class, tt.LoadOp | ttg.LocalLoadOp):
                remat_cost += sum(8 * _byte_count(r) for r in op.results)
            elif op.dialect_name() in ("arith", "math"):
                multiplier = 8 if has_trait(op, ExpensiveMath) else 1
                remat_cost += sum(multiplier * _byte_count(r) for r in op.results)
            elif is_kind_of(op_class, tt.ReduceOp):
                if not _reduce_is_associative(op):
                    return False
                src = op.operands[0]
                axis = op.axis.value.data
                shape = src.type.get_shape()
                remat_cost += threads_per_warp(src.type.encoding, shape)[axis]
                remat_cost += 8 * warps_per_cta(src.type.encoding, shape)[axis]
        return remat_cost <= convert_cost

    # -- stage 3 --------------------------------------------------------------------------

    def hoist_dot_operand(self, cvt: ttg.ConvertLayoutOp) -> None:
        if not self._can_be_pipelined(cvt):
            return
        slice_ = Slice()
        stop = lambda op: not _no_data_movement(op)  # noqa: E731
        if not self.get_convert_backward_slice((cvt, 0), cvt.result.type.encoding, slice_, stop):
            return
        mapping: dict[SSAValue, SSAValue] = {}
        inner = Slice()
        inner.layout = slice_.layout
        for value in slice_:
            if not isinstance(value, OpResult):
                return  # block arguments are not supported
            producer = value.op
            if not isinstance(producer, tt.LoadOp | tt.DescriptorLoadOp):
                if isinstance(producer, ConstantOp) or _no_data_movement(producer):
                    inner.insert(value)
                    continue
                return  # the leaves must be loads or constants
            loaded = producer.results[0]
            if not isinstance(loaded.type, TensorType):
                continue
            new_cvt = _convert(loaded, slice_.layout[loaded], cvt.location)
            link_after(new_cvt, producer)
            self.inserted = True
            mapping[loaded] = new_cvt.result
        if not len(inner):
            return
        self.rewrite_slice(inner, cvt, mapping)

    def _can_be_pipelined(self, cvt: ttg.ConvertLayoutOp) -> bool:
        parent = cvt.parent_op()
        if parent is None:
            return False
        dots = self._mma_dots.get(parent)
        if dots is None:
            dots = self._mma_dots[parent] = []
            for op in _walk(parent):
                # (class_trait: has_trait is a Python call, for every op under ``parent``)
                if class_trait(type(op), DotOpInterface) is None or not op.operands:
                    continue
                enc = encoding(op.operands[0])
                if is_kind_of(type(enc), L.DotOperandEncodingAttr) and isinstance(
                    enc.parent, _MMA
                ):
                    dots.append(op)
        return any(post_dominates(dot, cvt) for dot in dots)

    def hoist_above_ext_or_broadcast(self, cvt: ttg.ConvertLayoutOp) -> None:
        target = cvt.result.type.encoding
        if is_kind_of(type(target), L.DotOperandEncodingAttr):
            return
        slice_ = Slice()
        if not self.get_rematerializable_slice((cvt, 0), target, slice_, _ext_or_broadcast):
            return
        layout = slice_.layout
        ext_op: Operation | None = None
        size = len(slice_)
        for i in range(size):
            value = slice_.at(i)
            if type(value) is not OpResult or not _ext_or_broadcast(value.op):
                continue
            op = value.op
            src_enc = infer_src_encoding(op, layout[value])
            if src_enc is None:
                return
            temp = Slice()
            ok = self.get_rematerializable_slice((op, 0), src_enc, temp)
            # A value already given another layout stops the propagation here.
            for val, enc in temp.layout.items():
                if val in layout and layout[val] != enc:
                    ok = False
                    break
            if ok:
                # The rest of the ext's slice can be rematerialised: no conversion needed.
                slice_.merge(temp)
                continue
            if ext_op is not None:
                return  # only one ext, or the conversion would be duplicated
            ext_op = op
        if ext_op is None:
            return
        dst_enc = layout[ext_op.results[0]]
        src_enc = infer_src_encoding(ext_op, dst_enc)
        if src_enc is None:
            return
        new_cvt = _convert(ext_op.operands[0], src_enc, cvt.location)
        _insert_before(new_cvt, ext_op)
        new_ext = clone_op(ext_op)
        _insert_before(new_ext, ext_op)
        set_operand(new_ext, 0, new_cvt.result)
        new_result = new_ext.results[0]
        _retype_fresh(new_result, with_encoding(ext_op.results[0].type, dst_enc))
        mapping = {ext_op.results[0]: new_result}
        slice_.remove(ext_op.results[0])
        self.rewrite_slice(slice_, cvt, mapping)

    def hoist_into_conditionals(self, cvt: ttg.ConvertLayoutOp) -> None:
        is_if = lambda op: is_kind_of(type(op), scf.IfOp)  # noqa: E731
        slice_ = Slice()
        if not self.get_rematerializable_slice((cvt, 0), cvt.result.type.encoding, slice_, is_if):
            return
        layout = slice_.layout
        hoist_above: list[tuple[SSAValue, Operand]] = []
        terminals: list[OpResult] = []
        i = 0
        while i < len(slice_):
            value = slice_.at(i)
            i += 1
            if type(value) is not OpResult or not is_kind_of(type(value.op), scf.IfOp):
                continue
            if_op = value.op
            root_layout = layout[value]
            then_edge = (_yield(if_op.true_region.block), value.index)
            else_edge = (_yield(if_op.false_region.block), value.index)
            then_slice, else_slice = Slice(), Slice()
            then_ok = self.get_rematerializable_slice(then_edge, root_layout, then_slice, is_if)
            else_ok = self.get_rematerializable_slice(else_edge, root_layout, else_slice, is_if)
            if then_ok and else_ok:
                slice_.merge(then_slice)
                slice_.merge(else_slice)
                continue
            if not then_ok and not else_ok:
                terminals.append(value)
                continue
            # Only inside loops, where the branch is assumed to run less often.
            if not isinstance(if_op.parent_op(), scf.ForOp):
                terminals.append(value)
                continue
            if then_ok:
                hoist_above.append((value, else_edge))
                slice_.merge(then_slice)
            else:
                hoist_above.append((value, then_edge))
                slice_.merge(else_slice)
        if not hoist_above:
            return
        mapping: dict[SSAValue, SSAValue] = {}

        def hoist_remat(
            value: SSAValue, enc: Attribute, insert: Callable[[Operation], None]
        ) -> None:
            new_cvt = _convert(value, enc, cvt.location)
            insert(new_cvt)
            mapping[value] = new_cvt.result
            slice_.remove(value)

        for value in terminals:
            hoist_remat(
                value, layout[value], lambda new, v=value: link_after(new, v.op)
            )
        for result, edge in hoist_above:
            hoist_remat(
                operand_value(edge), layout[result], lambda new, e=edge: _insert_before(new, e[0])
            )
        self.rewrite_slice(slice_, cvt, mapping)


def _lookup(mapping: dict[SSAValue, SSAValue], value: SSAValue, op: Operation) -> SSAValue:
    found = mapping.get(value)
    if found is None:
        # 3.6.0 asserts here (IRMapping::lookup of an unmapped value).
        raise _error(op, "a value of the rematerialised slice has no new version")
    return found


def replace_for_op_with_new_signature(
    loop: scf.ForOp, new_inits: list[SSAValue], replacements: list[tuple[SSAValue, SSAValue]]
) -> scf.ForOp:
    """replaceForOpWithNewSignature: a new loop before ``loop`` with extra iter_args; the
    body block moves over and gets the new arguments (at their init values' locations)."""
    body = loop.body.block
    loop.body.detach_block(body)
    for init in new_inits:
        arg = body.insert_arg(init.type, len(body.args))
        arg.location = value_location(init)
    new_loop = scf.ForOp(loop.lb, loop.ub, loop.step, list(loop.iter_args) + new_inits, body)
    _copy_attrs(loop, new_loop)
    new_loop.location = loop.location
    _insert_before(new_loop, loop)
    replacements.extend(zip(loop.results, new_loop.results[: len(loop.results)], strict=True))
    return new_loop


def replace_if_op_with_new_signature(
    if_op: scf.IfOp, new_types: list[Attribute], replacements: list[tuple[SSAValue, SSAValue]]
) -> scf.IfOp:
    types = [r.type for r in if_op.results] + new_types
    new_if = scf.IfOp(if_op.cond, types, _take(if_op.true_region), _take(if_op.false_region))
    _copy_attrs(if_op, new_if)
    new_if.location = if_op.location
    _insert_before(new_if, if_op)
    replacements.extend(zip(if_op.results, new_if.results[: len(if_op.results)], strict=True))
    return new_if


# ----- the pass ----------------------------------------------------------------------------


def _converts(func: Operation) -> list[ttg.ConvertLayoutOp]:
    """The conversions in ``func``, in post-order."""
    return _walk(func, ttg.ConvertLayoutOp)  # type: ignore[return-value]


def _is_dot_operand_target(cvt: ttg.ConvertLayoutOp) -> bool:
    return is_kind_of(type(cvt.result.type.encoding), L.DotOperandEncodingAttr)


def _functions(op: Operation) -> list[Operation]:
    """The ``tt.func`` ops under ``op`` in MLIR's walk order. A function's body is not
    searched: a ``tt.func`` sits directly in a module (``HasParent<ModuleOp>``)."""
    if is_kind_of(type(op), tt.FuncOp):
        return [op]
    return [
        func
        for region in op.regions
        for block in region.blocks
        for nested in block_ops(block)
        for func in _functions(nested)
    ]


# the pass's two pattern sets (which patterns each op class is offered: found once per class)
_CONVERSIONS = FrozenPatterns(CONVERT_LAYOUT_PATTERNS)
_CLEANUP = FrozenPatterns(SCF_CLEANUP_PATTERNS + CONVERT_LAYOUT_PATTERNS)


@dataclass(frozen=True)
class RemoveLayoutConversionsPass(GluonPass):
    """Remove layout conversions by forward propagation, backward rematerialisation and
    hoisting."""

    name = "tritongpu-remove-layout-conversions"
    mlir_name = "TritonGPURemoveLayoutConversions"
    cpp_twin = "tritongpu-remove-layout-conversions"  # the C++ pass it must equal

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        functions = _functions(op)  # (the pass adds and removes none)
        for func in functions:
            LayoutPropagation(func).run()
        converged = apply_patterns_greedily(op, _CONVERSIONS)
        while True:
            changed = False
            for func in functions:
                remat = LayoutRematerialization(func)
                changed |= remat.backward_rematerialization(_converts(func))
                remat.cleanup()
            # Rematerialisation changes the IR only where it removes a conversion: where it
            # removed none, the module is still what the last converged run left, and a new
            # run would change nothing: its first walk would move no constant either, as a
            # converged run ends with a walk that changed nothing after it, and a walk leaves
            # each insertion region's constants distinct and in its entry block's leading run.
            quiet = not changed and converged
            if not quiet:
                converged = apply_patterns_greedily(op, _CONVERSIONS)
            if not changed:
                break
        hoisted = False
        for func in functions:
            found = _walk(func, (ttg.ConvertLayoutOp, scf.IfOp))
            converts = [c for c in found if is_kind_of(type(c), ttg.ConvertLayoutOp)]
            # the function is as the last rematerialisation round left it (see below)
            as_walked = quiet and len(converts) == len(found)
            for step in (
                LayoutRematerialization.hoist_convert_on_top_of_ext_or_broadcast,
                LayoutRematerialization.hoist_convert_into_conditionals,
                LayoutRematerialization.hoist_convert_dot_operand,
            ):
                if not converts:
                    break  # each step acts on conversions only
                if (
                    as_walked
                    and step is LayoutRematerialization.hoist_convert_into_conditionals
                    and not any(_is_dot_operand_target(c) for c in converts)
                ):
                    # Without an scf.if it can only take the backward slices again, and
                    # they are the last round's (the same IR, conversions and reused
                    # values; a stop at scf.if that never acts), which found nothing to
                    # remove and raised no error. (That round skips the conversions to a
                    # dot operand layout, so a function with such a conversion is not
                    # skipped.)
                    continue
                remat = LayoutRematerialization(func)
                if step(remat, converts):
                    hoisted, as_walked = True, False
                    remat.cleanup()
                    converts = _converts(func)
        # Where nothing changed since the last converged run of the conversion patterns, the
        # driver need only look at what the scf patterns are rooted at.
        settled = CONVERT_LAYOUT_PATTERNS if converged and not hoisted else ()
        apply_patterns_greedily(
            op,
            _CLEANUP,
            settled=settled,
            settled_constants=quiet and not hoisted,
        )
