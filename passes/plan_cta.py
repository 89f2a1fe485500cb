"""``triton-nvidia-gpu-plan-cta``: choose the CTA tiling of multi-CTA (cluster) kernels.

A port of Triton 3.6.0's PlanCTA.cpp; docs/passes/triton-nvidia-gpu-plan-cta.md explains it in
prose. Per function, the planner:

1. seeds new CTA layouts at ``tt.dot`` (split M/N in chunks of 128 or 64), ``tt.reduce`` (never
   split the reduced axis) or, if neither exists, at the store-like ops (the first one's CTA
   layout wins);
2. wraps each seed op in temporary ``builtin.unrealized_conversion_cast`` ops (*backward* casts on
   its operands, *forward* casts on its results) that say "this edge wants layout X";
3. pops casts from a FIFO queue and pushes each request through the producer (backward) or the
   consumer (forward), rewriting result types in place, until every cast has met another cast
   and the pair became either nothing or a ``ttg.convert_layout``.

The queue discipline (operands before results, the 4-cast order of loops, "postpone a
multi-user decision until a whole sweep made no progress") is the C++ one, so the output has the
same shape. Where C++ orders by pointer hash (grouping the users of a value by type) we order
groups by first appearance among the uses, which makes the output deterministic.

Where the C++ pass aborts or produces invalid IR we raise a located `DiagnosticError` or produce
valid IR instead; each case is listed in docs/divergences.md.
"""

from __future__ import annotations

import functools
import math
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from gluon_opt.dialects import tt, ttg
from gluon_opt.dialects.layout.encodings import (
    BlockedEncodingAttr,
    CGALayout,
    DotOperandEncodingAttr,
    SliceEncodingAttr,
    get_cga_layout,
)
from gluon_opt.dialects.layout.helpers import build_blocked
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.text.parser import new_op
from gluon_opt.dialects.text.walk import preorder_list
from gluon_opt.dialects.traits import class_trait, is_kind_of
from gluon_opt.passes.base import GluonPass
from gluon_opt.passes.layout_utils import (
    build_op,
    dense_with_type,
    get_contig_per_thread,
    get_order,
    lookup_num_ctas,
    lookup_num_warps,
    lookup_threads_per_warp,
    replace_layout,
    tensor_of,
)
from gluon_opt.passes.region_utils import clone_op
from gluon_opt.passes.use_lists import (
    erase_unused,
    link_after,
    link_before,
    replace_all_uses,
    replace_uses_except,
    set_operand,
    set_type,
)
from xdsl.context import Context
from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import (
    DenseIntOrFPElementsAttr,
    ModuleOp,
    StringAttr,
    TensorType,
    UnrealizedConversionCastOp,
)
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    Operation,
    OpResult,
    ParametrizedAttribute,
    SSAValue,
)

MAX_STEPS = 10000

# The ops PlanCTA treats as elementwise: every tensor operand and result gets the same layout.
# The C++ pass names them one by one (and pure tt.extern_elementwise, below): fewer ops than
# carry the Elementwise trait (no arith.bitcast, math.tan, tt.clampf, tt.mulhiui, ...), and
# arith.cmpi/cmpf/select, which do not. The list is part of the pass, not a property of the ops.
ELEMENTWISE_OPS = frozenset(
    [f"arith.{n}" for n in (
        "addf addi andi ceildivsi ceildivui divf divsi divui extf extsi extui floordivsi "
        "fptosi fptoui maximumf maxnumf maxsi maxui minimumf minnumf minsi minui mulf muli "
        "mului_extended mulsi_extended negf ori remf remsi remui shli shrsi shrui sitofp subf "
        "subi truncf trunci uitofp xori cmpi cmpf select"
    ).split()]
    + [f"math.{n}" for n in (
        "absf absi atan atan2 ceil copysign cos sin ctlz cttz ctpop erf exp exp2 floor expm1 "
        "fma log log10 log1p log2 powf sqrt rsqrt tanh"
    ).split()]
    + ["tt.int_to_ptr", "tt.ptr_to_int", "tt.bitcast", "tt.fp_to_fp", "tt.addptr",
       "tt.precise_sqrt", "tt.precise_divf"]
)  # fmt: skip

_POINTER_STORES = (tt.StoreOp, tt.AtomicRMWOp, tt.AtomicCASOp)


@functools.cache
def _store_like(op_class: type[Operation]) -> bool:
    """(per class: code, not input; a cached call is no Python call)"""
    return (
        is_kind_of(op_class, _POINTER_STORES)
        or class_trait(op_class, tt.DescriptorStoreLikeOpInterface) is not None
    )


_LOADS = (tt.LoadOp, tt.DescriptorLoadOp, tt.DescriptorGatherOp)


# What process_neighbour does with an op next to a cast, by its class (see _NeighbourKinds)
_CAST, _LOAD_STORE, _ELEMENTWISE, _EXTERN, _OTHER = range(5)


class _NeighbourKinds(dict[type[Operation], int]):
    """Per op class (code, not input), filled in as asked: a cast, a load or store, one of
    PlanCTA's elementwise ops, a ``tt.extern_elementwise`` (elementwise when pure, which
    each op says), or anything else. A known class costs no Python call."""

    def __missing__(self, op_class: type[Operation]) -> int:
        if is_kind_of(op_class, UnrealizedConversionCastOp):
            kind = _CAST
        elif _store_like(op_class) or is_kind_of(op_class, _LOADS):
            kind = _LOAD_STORE
        elif is_kind_of(op_class, tt.ExternElementwiseOp):
            kind = _EXTERN
        elif op_class.name in ELEMENTWISE_OPS or is_kind_of(op_class, tt.AdvanceOp):
            kind = _ELEMENTWISE
        else:
            kind = _OTHER
        self[op_class] = kind
        return kind


_NEIGHBOUR_KINDS = _NeighbourKinds()

BACKWARD, FORWARD = "backward", "forward"
# the casts' direction attributes (immutable: one of each serves every cast)
_DIRECTION_ATTRS = {BACKWARD: StringAttr(BACKWARD), FORWARD: StringAttr(FORWARD)}
_BACKWARD_ATTR = _DIRECTION_ATTRS[BACKWARD]
_FORWARD_ATTR = _DIRECTION_ATTRS[FORWARD]


def _users_count(value: SSAValue) -> int:
    return value.uses.get_length()


def _encoding(type_: Attribute) -> Attribute:
    if type(type_) is TensorType:  # (most: tensor_of's first test without its call)
        return type_.encoding
    tensor = tensor_of(type_)
    assert tensor is not None
    return tensor.encoding


def _shape(type_: Attribute) -> tuple[int, ...]:
    tensor = tensor_of(type_)
    assert tensor is not None
    return tuple(tensor.get_shape())


def _location_of(value: SSAValue) -> Attribute:
    if isinstance(value, OpResult):
        return value.op.location
    assert isinstance(value, BlockArgument)
    return value.location


class CTAPlanner:
    """The per-function state of the C++ ``CTAPlanner``."""

    def __init__(self, func: Operation):
        self.func = func
        self.step = 0
        self.step_unchanged = 0
        self.tiled = False
        self._ops: list[Operation] = []
        # Erased casts leave the queue lazily: skipped when popped (an erased op has no
        # parent block), dropped all at once before the queue's length is read. A
        # _Meeting stands for a cast never built (``insert_casts``).
        self.queue: deque[UnrealizedConversionCastOp | _Meeting] = deque()
        self._erased = 0  # casts erased since the queue last held only live ones (at most)
        # replace_layout's types for this run, by the ids of its arguments (kept alive here)
        self._relayouts: dict[tuple[int, int], tuple[Attribute, Attribute, Attribute]] = {}
        # replace_cta_layout's layouts for this run, by the ids of the layout and CTA layout
        # (kept alive here), the shape and the number of warps
        self._cta_layouts: dict[tuple, tuple[Attribute, CGALayout, Attribute]] = {}

    def _replace_layout(self, type_: Attribute, layout: Attribute) -> Attribute:
        """``replace_layout``, building each new type once (a type's construction verifies
        its parameters)."""
        key = (id(type_), id(layout))
        found = self._relayouts.get(key)
        if found is None:
            found = self._relayouts[key] = (type_, layout, replace_layout(type_, layout))
        return found[2]

    # ----- driver --------------------------------------------------------------------------

    def _next_step(self) -> None:
        self.step += 1
        if self.step >= MAX_STEPS:
            raise DiagnosticError(
                "plan-cta: maximum number of steps exceeded while propagating CTA layouts",
                op=self.func,
            )

    def run(self) -> None:
        # the seeds' walks: the casts inserted around one seed are never another seed
        self._ops = preorder_list(self.func)
        self.process_dot()
        self._next_step()
        self.process_reduce()
        self._next_step()
        if not self.tiled:
            self.process_store_like_ops()
            self._next_step()
        while self.queue:
            cast = self.queue.popleft()
            if type(cast) is _Meeting:
                cast.meet()
                progressed = True
            elif cast.parent is None:  # erased meanwhile
                continue
            # (``propagate``, its test inline for the pass's own casts: the loop runs once
            # per cast)
            elif (direction := cast.attributes.get("direction")) is _BACKWARD_ATTR:
                progressed = self.propagate_backward(cast)
            elif direction is _FORWARD_ATTR:
                progressed = self.propagate_forward(cast)
            else:
                progressed = self.propagate(cast)
            if progressed:
                self.step_unchanged = 0
            else:
                self.queue.append(cast)
                self.step_unchanged += 1
            # (_next_step, inline: the loop runs once per cast)
            self.step += 1
            if self.step >= MAX_STEPS:
                self._next_step()

    def _mark_tiled(self, op: Operation) -> None:
        if self.tiled:
            # C++ asserts "CTA tiling is already determined" (it plans a single dot).
            raise DiagnosticError(
                "plan-cta: more than one tt.dot in a function is not supported with "
                "ttg.num-ctas > 1 (the CTA tiling is already determined by an earlier dot)",
                op=op,
            )
        self.tiled = True

    # ----- casts ----------------------------------------------------------------------------

    def _new_cast(
        self, value: SSAValue, type_: Attribute, direction: str, loc: Attribute
    ) -> UnrealizedConversionCastOp:
        # built as `create` builds it (IRDL's constructor checks its arguments): this is the
        # pass's most frequent op creation (``new_op`` straight away, on dictionaries of its
        # own: ``build_op`` would copy them)
        cast = new_op(
            UnrealizedConversionCastOp,
            [value],
            [type_],
            {},
            {"direction": _DIRECTION_ATTRS[direction]},
        )
        cast.location = loc
        return cast

    @staticmethod
    def _is_backward(cast: Operation) -> bool:
        attr = cast.attributes.get("direction")
        if attr is _BACKWARD_ATTR:  # the pass's own casts (and their clones)
            return True
        return isinstance(attr, StringAttr) and attr.data == BACKWARD

    def _erase_casts(self, casts: Sequence[Operation]) -> None:
        for cast in casts:
            erase_unused(cast)  # (asserts that the cast is unused)
        self._erased += len(casts)

    def _live_queue_length(self) -> int:
        if self._erased:
            self.queue = deque(
                [c for c in self.queue if type(c) is _Meeting or c.parent is not None]
            )
            self._erased = 0
        return len(self.queue)

    def insert_casts(
        self,
        op: Operation,
        operand_layouts: Sequence[Attribute | None],
        result_layouts: Sequence[Attribute | None],
        meets: Operation | None = None,
    ) -> None:
        """Casts on ``op``'s tensor operands (backward) and results (forward), to and from
        these layouts, queued in that order.

        ``meets``: the popped cast whose propagation processes ``op`` (the only user of a
        result of ``op``, or the producer of an operand ``op`` alone uses). The cast this
        would build on that edge would, when popped, find only ``meets`` beyond it and
        cancel with it. Where the two agree on the type (they nearly always do) it is not
        built: a _Meeting takes its place in the queue and, popped, does what the pair's
        meeting would do; a forward cast's meeting is done at once, and the _Meeting only
        counts the step, where nothing could tell the two apart (see ``_Meeting``)."""
        # (the operand tuple and the types read directly, each cast's one result unpacked:
        # the views, properties and SSAValues' indexing are Python calls)
        operands = op._operands  # pyright: ignore[reportPrivateUsage]
        assert len(operand_layouts) == len(operands), "NumOperands mismatched"
        assert len(result_layouts) == len(op.results), "NumResults mismatched"
        met_in = met_out = None
        if meets is not None:
            (met_in,) = meets._operands  # pyright: ignore[reportPrivateUsage]
            (met_out,) = meets.results
        loc = op.location
        for i, operand in enumerate(operands):
            operand_type = operand._type  # pyright: ignore[reportPrivateUsage]
            if type(operand_type) is not TensorType and tensor_of(operand_type) is None:
                continue
            layout = operand_layouts[i]
            assert layout is not None
            new_type = self._replace_layout(operand_type, layout)
            if (
                operand is met_out
                and _same_type(met_in._type, new_type)  # pyright: ignore[reportOptionalMemberAccess, reportPrivateUsage]
                and met_in.has_one_use()  # pyright: ignore[reportOptionalMemberAccess]
            ):
                # (the forward cast ``meets`` and the backward one it would meet here)
                assert meets is not None and met_in is not None
                set_operand(op, i, met_in)
                erase_unused(meets)
                self._erased += 1
                self.queue.append(_Meeting(None, met_in))
                continue
            cast = self._new_cast(operand, new_type, BACKWARD, loc)
            link_before(cast, op)
            (cast_result,) = cast.results
            set_operand(op, i, cast_result)
            self.queue.append(cast)
        anchor = op
        for i, result in enumerate(op.results):
            result_type = result._type  # pyright: ignore[reportPrivateUsage]
            if type(result_type) is not TensorType and tensor_of(result_type) is None:
                continue
            layout = result_layouts[i]
            assert layout is not None
            new_type = self._replace_layout(result_type, layout)
            if result is met_in and _same_type(new_type, met_out._type):  # pyright: ignore[reportOptionalMemberAccess, reportPrivateUsage]
                # (the forward cast that would meet the backward cast ``meets`` here)
                assert meets is not None
                set_type(result, new_type)
                self.queue.append(_Meeting(meets, result))
                continue
            cast = self._new_cast(result, result_type, FORWARD, loc)
            link_after(cast, anchor)
            anchor = cast
            set_type(result, new_type)
            (cast_result,) = cast.results
            replace_uses_except(result, cast_result, cast)
            self.queue.append(cast)

    def eliminate_adjacent_casts(self, cast0: Operation, cast1: Operation) -> None:
        # (either cast may be one of the input's, with more operands or results: the first
        # of each taken by unpacking, as SSAValues' indexing is a Python call)
        src, *_ = cast0._operands  # pyright: ignore[reportPrivateUsage]
        between, *_ = cast0.results
        used, *_ = cast1._operands  # pyright: ignore[reportPrivateUsage]
        out, *_ = cast1.results
        assert between is used, "the two casts are not adjacent"
        # (the pass's own casts told apart by their attribute objects, the others by value)
        direction0 = cast0.attributes.get("direction")
        direction1 = cast1.attributes.get("direction")
        assert (direction0 is _FORWARD_ATTR or not self._is_backward(cast0)) and (
            direction1 is _BACKWARD_ATTR or self._is_backward(cast1)
        ), (
            "expected a forward cast followed by a backward cast"
        )
        src_type, out_type = src._type, out._type  # pyright: ignore[reportPrivateUsage]
        if _same_type(src_type, out_type):
            replace_all_uses(out, src)
        else:
            cvt = build_op(ttg.ConvertLayoutOp, [src], [out_type], location=cast1.location)
            link_before(cvt, cast1)
            (cvt_result,) = cvt.results
            replace_all_uses(out, cvt_result)
        erase_unused(cast1)
        erase_unused(cast0)
        self._erased += 2

    # ----- seeding --------------------------------------------------------------------------

    def _walk(self, kind: type[Operation] | tuple[type[Operation], ...]) -> list[Operation]:
        """The function's ops of ``kind`` (no Python call per op: is_kind_of is cached)."""
        return [op for op in self._ops if is_kind_of(type(op), kind)]

    def process_dot(self) -> None:
        for dot in self._walk(tt.DotOp):
            a, b, d = dot.a, dot.b, dot.d
            a_enc, b_enc, d_enc = _encoding(a.type), _encoding(b.type), _encoding(d.type)
            if not (
                isinstance(a_enc, DotOperandEncodingAttr)
                and isinstance(b_enc, DotOperandEncodingAttr)
                and isinstance(d_enc, BlockedEncodingAttr)
            ):
                raise DiagnosticError(
                    "plan-cta expects tt.dot operands in #ttg.dot_op and its result in "
                    "#ttg.blocked layouts (it runs right after tritongpu-coalesce)",
                    op=dot,
                )
            shape = _shape(d.type)
            if len(shape) != 2:
                # C++ builds a 2-D CTA layout for it, which is invalid on a 3-D encoding.
                raise DiagnosticError(
                    f"plan-cta: a rank-{len(shape)} (batched) tt.dot is not supported with "
                    "ttg.num-ctas > 1",
                    op=dot,
                )
            split_m, split_n = dot_cta_tiling(
                shape[0], shape[1], math.prod(d_enc.CGALayout.ctas_per_cga())
            )
            self._mark_tiled(dot)
            cta = CGALayout.from_split_params([split_m, split_n], [split_m, split_n], [1, 0])
            new_d = build_blocked(
                shape,
                d_enc.sizePerThread,
                d_enc.order,
                lookup_num_warps(dot),
                lookup_threads_per_warp(dot),
                cta,
            )
            new_a = DotOperandEncodingAttr.get(a_enc.opIdx, new_d, 0)
            new_b = DotOperandEncodingAttr.get(b_enc.opIdx, new_d, 0)
            self.insert_casts(dot, [new_a, new_b, new_d], [new_d])

    def process_reduce(self) -> None:
        num_ctas = lookup_num_ctas(self.func)
        for reduce in self._walk(tt.ReduceOp):
            src = reduce.srcs[0]
            axis = reduce.axis.value.data
            src_ty = src.type
            assert isinstance(src_ty, TensorType)
            shape = tuple(src_ty.get_shape())
            src_enc = src_ty.encoding
            ctas, split = reduce_cta_split(
                shape, axis, get_order(src_ty), get_contig_per_thread(src_ty), num_ctas
            )
            cta = CGALayout.from_split_params(ctas, split, get_cga_layout(src_enc).cta_order())
            if not self.tiled:
                self.tiled = True
            new_src = self.replace_cta_layout(src_enc, shape, lookup_num_warps(reduce), cta, reduce)
            # A 1-D reduce yields scalars: C++ still builds a slice of the 1-D layout, which is
            # invalid and aborts; there is no tensor result to give a layout to.
            new_res = SliceEncodingAttr.get(axis, new_src) if len(shape) > 1 else None
            n = len(reduce.operands)
            self.insert_casts(reduce, [new_src] * n, [new_res] * len(reduce.results))

    def process_store_like_ops(self) -> None:
        stores = [op for op in self._ops if _store_like(type(op))]
        if not stores:
            # C++ asserts "Cannot find store-like ops". Nothing seeds a tiling: leave the
            # function as it is (its layouts are already valid).
            self.tiled = True
            return
        num_warps = lookup_num_warps(self.func)
        cta: CGALayout | None = None
        for store in stores:
            val = store.ptr if isinstance(store, _POINTER_STORES) else store.src
            if not isinstance(val.type, TensorType):
                continue
            if isinstance(store, tt.DescriptorScatterOp):
                raise DiagnosticError(
                    "plan-cta: tt.descriptor_scatter cannot seed the CTA tiling with "
                    "ttg.num-ctas > 1 (its 1-D x_offsets would get the 2-D layout of its source)",
                    op=store,
                )
            if not self.tiled:
                cta = get_cga_layout(val.type.encoding)
                self.tiled = True
            assert cta is not None
            layout = self.replace_cta_layout(
                val.type.encoding, tuple(val.type.get_shape()), num_warps, cta, store
            )
            self.process_elementwise(store, layout)
        self.tiled = True

    # ----- layouts --------------------------------------------------------------------------

    def replace_cta_layout(
        self,
        layout: Attribute,
        shape: Sequence[int],
        num_warps: int,
        cta: CGALayout,
        op: Operation,
    ) -> Attribute:
        """The layout rebuilt around another CTA layout (threads per warp fixed at 32, as in
        C++), built once per run for each identity of its arguments (``_relaid``)."""
        key = (id(layout), id(cta), tuple(shape), num_warps)
        found = self._cta_layouts.get(key)
        if found is None:
            new = _relaid(layout, tuple(shape), num_warps, cta)
            if new is None:
                # Other layouts are created by later passes; C++ stops with a fatal error.
                kind = layout.name if hasattr(layout, "name") else type(layout).__name__
                raise DiagnosticError(
                    f"plan-cta: cannot replace the CTA layout of a '#{kind}' layout", op=op
                )
            found = self._cta_layouts[key] = (layout, cta, new)
        return found[2]

    # ----- propagation ----------------------------------------------------------------------

    def propagate(self, cast: Operation) -> bool:
        # (the pass's own casts carry one of two attribute objects: told apart by identity)
        direction = cast.attributes.get("direction")
        if direction is _BACKWARD_ATTR or (
            direction is not _FORWARD_ATTR and self._is_backward(cast)
        ):
            return self.propagate_backward(cast)
        return self.propagate_forward(cast)

    def process_neighbour(
        self, op: Operation, layout: Attribute, cast: Operation, forward: bool
    ) -> bool:
        """What both directions do with the op next to the popped ``cast`` (after it when
        ``forward``): a cast there cancels with it; a load/store or an elementwise op takes
        ``layout``. False for any other op."""
        kind = _NEIGHBOUR_KINDS[type(op)]
        if kind == _CAST:
            if forward:
                self.eliminate_adjacent_casts(cast, op)
            else:
                self.eliminate_adjacent_casts(op, cast)
        elif kind == _LOAD_STORE:
            self.process_load_store(op, layout, cast)
        elif kind == _ELEMENTWISE or (kind == _EXTERN and _is_elementwise(op)):
            self.process_elementwise(op, layout, cast)
        else:
            return False
        return True

    def propagate_backward(self, cast: Operation) -> bool:
        # (a cast has one operand and one result: unpacked, as SSAValues' indexing is a
        # Python call; the users are told apart through the use list's links)
        (value,) = cast._operands  # pyright: ignore[reportPrivateUsage]
        (cast_result,) = cast.results
        first_use = value.first_use
        assert first_use is not None, "unreachable: a backward cast uses the value"
        if first_use._next_use is not None:  # pyright: ignore[reportPrivateUsage]
            return self.process_multi_users_backward(value, cast)
        layout = _encoding(cast_result._type)  # pyright: ignore[reportPrivateUsage]
        if is_kind_of(type(value), BlockArgument):
            self.process_block_arg_backward(value, cast)
            return True
        assert is_kind_of(type(value), OpResult)
        op = value.op
        if self.process_neighbour(op, layout, cast, False):
            return True
        if is_kind_of(type(op), arith.ConstantOp):
            self.process_constant(op, layout, cast)
        elif is_kind_of(type(op), (tt.SplatOp, tt.MakeRangeOp, tt.MakeTensorPtrOp)):
            self.insert_casts(op, [None] * len(op.operands), [layout], cast)
        elif is_kind_of(type(op), tt.BroadcastOp):
            self.insert_casts(op, [layout], [layout], cast)
        elif is_kind_of(type(op), tt.ExpandDimsOp):
            axis = op.axis.value.data
            self.insert_casts(op, [SliceEncodingAttr.get(axis, layout)], [layout], cast)
        elif is_kind_of(type(op), scf.IfOp):
            self.process_if(op, value.index, cast_result.type)
        elif is_kind_of(type(op), scf.ForOp):
            self.process_for(op, value.index, cast_result.type)
        elif is_kind_of(type(op), ttg.ConvertLayoutOp):
            result = op.result
            assert _users_count(result) == 1, "expected processMultiUsersBackward first"
            replace_all_uses(result, op.src)
            erase_unused(op)
            self.queue.append(cast)
        else:
            self.process_op_fallback(op)
        return True

    def propagate_forward(self, cast: Operation) -> bool:
        (out,) = cast.results
        use = out.first_use
        if use is None:
            erase_unused(cast)
            return True
        if use._next_use is not None:  # pyright: ignore[reportPrivateUsage]
            self.process_multi_users_forward(out, cast)
            return True
        (src,) = cast._operands  # pyright: ignore[reportPrivateUsage]
        src_type = src._type  # pyright: ignore[reportPrivateUsage]
        layout = _encoding(src_type)
        op = use.operation
        if self.process_neighbour(op, layout, cast, True):
            return True
        if is_kind_of(type(op), ttg.ConvertLayoutOp):
            src = op.src
            assert _users_count(src) == 1, "expected processMultiUsersForward first"
            set_type(src, op.result.type)
            replace_all_uses(op.result, src)
            erase_unused(op)
            self.queue.append(cast)
        elif is_kind_of(type(op), scf.ForOp):
            self.process_for(op, use.index - _iter_arg_operand(op, 0), src_type)
        elif is_kind_of(type(op), scf.YieldOp):
            parent = op.parent_op()
            assert parent is not None
            if is_kind_of(type(parent), scf.IfOp):
                self.process_if(parent, use.index, src_type)
            elif is_kind_of(type(parent), scf.ForOp):
                self.process_for(parent, use.index, src_type)
            else:
                raise DiagnosticError(
                    f"plan-cta: unexpected parent '{parent.name}' of scf.yield", op=op
                )
        else:
            self.process_op_fallback(op)
        return True

    # ----- per-op rules ---------------------------------------------------------------------

    def process_elementwise(
        self, op: Operation, layout: Attribute, meets: Operation | None = None
    ) -> None:
        self.insert_casts(op, [layout] * len(op.operands), [layout] * len(op.results), meets)

    def process_constant(self, op: Operation, layout: Attribute, meets: Operation) -> None:
        result_ty = op.results[0].type
        if isinstance(result_ty, TensorType):
            # C++ retypes only splat attributes; a non-splat dense attribute keeps the old
            # type, which fails verification. Element values do not depend on the layout, so
            # retyping every tensor-typed value attribute is correct.
            where = op.properties if "value" in op.properties else op.attributes
            value = where.get("value")
            if (
                isinstance(value, ParametrizedAttribute)
                and getattr(value, "type", None) == result_ty
            ):
                new_ty = replace_layout(result_ty, layout)
                if type(value) is DenseIntOrFPElementsAttr:  # (without its verifier)
                    where["value"] = dense_with_type(value, new_ty)
                else:
                    where["value"] = type(value).new(
                        [new_ty if p is value.type else p for p in value.parameters]
                    )
        self.insert_casts(op, [], [layout], meets)

    def process_load_store(self, op: Operation, layout: Attribute, meets: Operation) -> None:
        if _splits_sliced_dim(layout):
            # Keep the op's own layout; the adjacent casts become a convert_layout
            # (through distributed shared memory). C++ calls itself again with that layout,
            # which never ends when the op's own layout is such a slice too (the stack
            # overflows); the op then simply keeps its own layout.
            val = op.results[0] if op.results else op.operands[0]
            layout = _encoding(val.type)
        cta = get_cga_layout(layout)
        num_warps = lookup_num_warps(op)
        operand_layouts: list[Attribute | None] = []
        for operand in op.operands:
            tensor = tensor_of(operand.type)
            if tensor is None:
                operand_layouts.append(None)
                continue
            operand_layouts.append(
                self.replace_cta_layout(tensor.encoding, tensor.get_shape(), num_warps, cta, op)
            )
        result_layouts: list[Attribute | None] = []
        for result in op.results:
            tensor = tensor_of(result.type)
            assert tensor is not None
            result_layouts.append(
                self.replace_cta_layout(tensor.encoding, tensor.get_shape(), num_warps, cta, op)
            )
        self.insert_casts(op, operand_layouts, result_layouts, meets)

    def process_if(self, if_op: Operation, index: int, new_type: Attribute) -> None:
        loc = if_op.location
        result = if_op.results[index]
        cast = self._new_cast(result, result.type, FORWARD, loc)
        link_after(cast, if_op)
        set_type(result, new_type)
        replace_uses_except(result, cast.results[0], cast)
        self.queue.append(cast)
        for region in if_op.regions:
            block = region.block
            yield_op = block.last_op
            assert yield_op is not None
            back = self._new_cast(yield_op.operands[index], new_type, BACKWARD, loc)
            link_before(back, yield_op)
            set_operand(yield_op, index, back.results[0])
            self.queue.append(back)

    def process_for(self, for_op: Operation, index: int, new_type: Attribute) -> None:
        loc = for_op.location
        body: Block = for_op.regions[0].block
        yield_op = body.last_op
        assert yield_op is not None
        # 1. backward cast on the init value, before the loop
        operand_index = _iter_arg_operand(for_op, index)
        init = for_op.iter_args[index]
        cast = self._new_cast(init, new_type, BACKWARD, loc)
        link_before(cast, for_op)
        set_operand(for_op, operand_index, cast.results[0])
        self.queue.append(cast)
        # 2. forward cast at the top of the body, on the iter_arg
        arg = body.args[index + 1]
        cast = self._new_cast(arg, arg.type, FORWARD, loc)
        if body.first_op is None:
            body.add_op(cast)
        else:
            link_before(cast, body.first_op)
        set_type(arg, new_type)
        replace_uses_except(arg, cast.results[0], cast)
        self.queue.append(cast)
        # 3. backward cast on the yielded value
        cast = self._new_cast(yield_op.operands[index], new_type, BACKWARD, loc)
        link_before(cast, yield_op)
        set_operand(yield_op, index, cast.results[0])
        self.queue.append(cast)
        # 4. forward cast after the loop, on the result
        result = for_op.results[index]
        cast = self._new_cast(result, result.type, FORWARD, loc)
        link_after(cast, for_op)
        set_type(result, new_type)
        replace_uses_except(result, cast.results[0], cast)
        self.queue.append(cast)

    def process_block_arg_backward(self, arg: BlockArgument, cast: Operation) -> None:
        owner = arg.block.parent_op()
        if not isinstance(owner, scf.ForOp):
            where = owner.name if owner is not None else "a detached block"
            raise DiagnosticError(
                f"plan-cta: cannot propagate a CTA layout into a block argument of '{where}' "
                "(only scf.for iteration arguments are supported)",
                op=cast.operands[0].owner.parent_op() if owner is None else owner,
            )
        self.process_for(owner, arg.index - 1, cast.results[0].type)

    def process_op_fallback(self, op: Operation) -> None:
        loc = op.location
        for i, operand in enumerate(op.operands):
            if tensor_of(operand.type) is not None:
                cast = self._new_cast(operand, operand.type, BACKWARD, loc)
                link_before(cast, op)
                set_operand(op, i, cast.results[0])
                self.queue.append(cast)
        anchor = op
        for result in op.results:
            if tensor_of(result.type) is not None:
                cast = self._new_cast(result, result.type, FORWARD, loc)
                link_after(cast, anchor)
                anchor = cast
                replace_uses_except(result, cast.results[0], cast)
                self.queue.append(cast)

    def process_multi_users_backward(self, value: SSAValue, cast: Operation) -> bool:
        loc = _location_of(value)
        # the users' casts grouped by their type, in order of first appearance (a list: a
        # type's hash hashes all of its parameters; the types are few, mostly the same object)
        groups: list[tuple[Attribute, list[Operation]]] = []
        uses = []
        use = value.first_use
        while use is not None:  # (the use list's links: xDSL's iterator is a call per use)
            uses.append(use)
            use = use._next_use  # pyright: ignore[reportPrivateUsage]
        for use in uses:
            # (the fields behind ``operation`` and ``index``, and each cast's first result
            # unpacked: properties and SSAValues' indexing are Python calls)
            user = brother = use._operation  # pyright: ignore[reportPrivateUsage]
            rerouted = False
            if not is_kind_of(type(brother), UnrealizedConversionCastOp):
                if self.step_unchanged <= self._live_queue_length():
                    return False
                cast_result, *_ = cast.results
                brother = self._new_cast(value, cast_result._type, BACKWARD, loc)  # pyright: ignore[reportPrivateUsage]
                link_before(brother, user)
                (brother_result,) = brother.results
                fwd = self._new_cast(brother_result, value._type, FORWARD, loc)  # pyright: ignore[reportPrivateUsage]
                link_before(fwd, user)
                (fwd_result,) = fwd.results
                set_operand(user, use._index, fwd_result)  # pyright: ignore[reportPrivateUsage]
                self.queue.append(brother)
                self.queue.append(fwd)
                rerouted = True
            brother_result, *_ = brother.results
            group_type = brother_result._type  # pyright: ignore[reportPrivateUsage]
            for known_type, casts in groups:
                if known_type is group_type or known_type == group_type:
                    casts.append(brother)
                    break
            else:
                groups.append((group_type, [brother]))
            if rerouted:
                # MLIR walks the use list in place: re-pointing this use moves it onto the
                # new cast's (empty) use list, so the walk ends here and the remaining users
                # wait for a later step. Reproduced because it shapes the output.
                break

        first = True
        for new_type, casts in groups:
            new_value = value
            if not first:
                if not isinstance(value, OpResult):
                    raise DiagnosticError(
                        "plan-cta: a block argument is needed in two CTA layouts",
                        op=value.block.parent_op(),
                    )
                clone = clone_op(value.op)
                link_after(clone, value.op)
                new_value = clone.results[value.index]
            first = False
            new_cast = self._new_cast(new_value, new_type, BACKWARD, loc)
            if isinstance(new_value, OpResult):
                link_after(new_cast, new_value.op)
            else:
                assert isinstance(new_value, BlockArgument)
                block = new_value.block
                if block.first_op is None:
                    block.add_op(new_cast)
                else:
                    link_before(new_cast, block.first_op)
            self.queue.append(new_cast)
            (new_result,) = new_cast.results
            for brother in casts:
                brother_result, *_ = brother.results
                replace_all_uses(brother_result, new_result)
                self._erase_casts([brother])
        return True

    def process_multi_users_forward(self, out: SSAValue, cast: Operation) -> None:
        src = cast.operands[0]
        anchor = cast
        while out.uses:
            use = next(iter(out.uses))
            new_cast = self._new_cast(src, out.type, FORWARD, cast.location)
            link_after(new_cast, anchor)
            anchor = new_cast
            set_operand(use.operation, use.index, new_cast.results[0])
            self.queue.append(new_cast)
        self._erase_casts([cast])


@dataclass(slots=True)
class _Meeting:
    """In the planner's queue, a cast ``insert_casts`` did not build: one whose pop would
    only have cancelled it with the cast it was built next to (``eliminate_adjacent_casts``,
    types equal), as a step that progressed.

    A forward cast on ``value`` that the backward cast ``cast`` (popped, the only user of
    ``value``) would meet: ``meet`` does what that would do, when it would (the users of
    ``cast`` may change meanwhile, and move to ``value`` in their order then), ``value``
    and ``cast`` being meanwhile as they would be but for the cast between them, which
    nothing else could reach.

    With ``cast`` None: a backward cast that would have met a forward cast, popped, on
    ``value`` (its only user) beyond it: the forward cast was erased at once and its user
    given ``value``, which is what the meeting would do (that user's use of ``value`` goes
    to the head of its use list, and it can change only through that user, as the cast's
    result would have)."""

    cast: Operation | None
    value: SSAValue

    def meet(self) -> None:
        if self.cast is not None:
            (out,) = self.cast.results
            replace_all_uses(out, self.value)
            erase_unused(self.cast)


def _relaid(
    layout: Attribute, shape: tuple[int, ...], num_warps: int, cta: CGALayout
) -> Attribute | None:
    """``layout`` rebuilt around the CTA layout ``cta``; None for a layout kind plan-cta
    cannot rebuild."""
    if isinstance(layout, BlockedEncodingAttr):
        return build_blocked(shape, layout.sizePerThread, layout.order, num_warps, 32, cta)
    if isinstance(layout, SliceEncodingAttr) and isinstance(layout.parent, BlockedEncodingAttr):
        # C++ hands the slice's shape and (rank r-1) CTA layout to the rank-r parent's
        # builder, which fails verification and aborts. We keep the parent's thread split
        # and give it the CTA layout lifted to rank r (never split along the sliced dim):
        # a valid layout whose slice has exactly the requested CTA layout.
        parent = layout.parent
        dim = layout.dim
        lifted = CGALayout.get([b[:dim] + (0,) + b[dim:] for b in cta.bases], cta.rank + 1)
        new_parent = BlockedEncodingAttr.get(
            parent.sizePerThread,
            parent.threadsPerWarp,
            parent.warpsPerCTA,
            parent.order,
            lifted,
        )
        return SliceEncodingAttr.get(dim, new_parent)
    return None


def _same_type(a: Attribute, b: Attribute) -> bool:
    """(most equal types are the same object: the planner builds each type once)"""
    return a is b or a == b


def _splits_sliced_dim(layout: Attribute) -> bool:
    """A slice layout whose parent splits the sliced dimension across CTAs."""
    if not isinstance(layout, SliceEncodingAttr):
        return False
    return get_cga_layout(layout.parent).ctas_per_cga()[layout.dim] > 1


def _is_elementwise(op: Operation) -> bool:
    """PlanCTA's elementwise ops: its list, a pure tt.extern_elementwise, tt.advance."""
    if is_kind_of(type(op), tt.ExternElementwiseOp):
        pure = op.properties.get("pure", op.attributes.get("pure"))
        return bool(getattr(pure, "value", None) and pure.value.data)
    return op.name in ELEMENTWISE_OPS or is_kind_of(type(op), tt.AdvanceOp)


def _iter_arg_operand(for_op: scf.ForOp, index: int) -> int:
    """The operand number of an scf.for's ``index``-th init value (after lb, ub and step)."""
    return len(for_op.operands) - len(for_op.iter_args) + index


def dot_cta_tiling(m: int, n: int, num_ctas: int) -> tuple[int, int]:
    """(splitM, splitN): prefer 128-row chunks, then 64, as long as N/splitN stays >= 64;
    if neither works the 64 choice is kept."""
    split_m = split_n = 1
    chunk = 128
    while chunk >= 64:
        split_m = max(1, min(m // chunk, num_ctas))
        split_n = num_ctas // split_m
        if n // split_n >= 64:
            break
        chunk //= 2
    return split_m, split_n


def reduce_cta_split(
    shape: Sequence[int],
    axis: int,
    order: Sequence[int],
    size_per_thread: Sequence[int],
    num_ctas: int,
) -> tuple[list[int], list[int]]:
    """(CTAsPerCGA, CTASplitNum) for a reduce: never split the reduced axis; slowest dims first.

    C++ multiplies a leftover number of CTAs into the first non-axis dim and then, again,
    unconditionally into order[rank-1]; when the leftover is > 1 and a non-axis dim exists that
    makes more CTAs than the module has (invalid IR). We only do the second multiplication
    when no non-axis dim took the leftover (the 1-D case: every CTA reduces the whole tensor).
    """
    rank = len(shape)
    ctas = [0] * rank
    rem = num_ctas
    for i in range(rank - 1, -1, -1):
        d = order[i]
        if d == axis:
            ctas[d] = 1
        else:
            ctas[d] = min(shape[d] // size_per_thread[d], rem)
            rem //= ctas[d]
    taken = False
    for i in range(rank - 1, -1, -1):
        d = order[i]
        if d != axis:
            ctas[d] *= rem
            taken = True
            break
    split = list(ctas)
    if not taken:
        ctas[order[rank - 1]] *= rem
    return ctas, split


@dataclass(frozen=True)
class PlanCTAPass(GluonPass, port_of="triton-nvidia-gpu-plan-cta"):
    """Plan the CTA tiling of every function of a module with ``ttg.num-ctas`` > 1."""

    # 3.6.0's pass orders ops by pointer hashes: equal means equal up to op order and names
    cpp_order_varies = True

    @staticmethod
    def skip_check(mod: Any, options: dict[str, str]) -> bool:
        # the pass returns at once when the module's ttg.num-ctas is 1 (the default)
        return (mod.get_int_attr("ttg.num-ctas") or 1) == 1

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if lookup_num_ctas(op) == 1:
            return
        for func in [f for f in preorder_list(op) if is_kind_of(type(f), tt.FuncOp)]:
            CTAPlanner(func).run()
