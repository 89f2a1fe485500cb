"""The canonicalization patterns of ``ttg.convert_layout`` (Triton 3.6.0's
``ConvertLayoutOp::getCanonicalizationPatterns``, lib/Dialect/TritonGPU/IR/Ops.cpp).

``CONVERT_LAYOUT_PATTERNS`` is the list, in the C++ registration order, for our greedy driver:

- ``cvt(x)`` to its own type is ``x``; ``cvt(cvt(x))`` is one ``cvt(x)``; a conversion of a
  ``splat``, ``make_range``, splat ``arith.constant``, ``histogram``, ``local_load`` or (cheap)
  ``cat`` / reorder-allowed ``reshape`` becomes that op producing the new layout directly
  (never mma -> dot operand, kept for fused attention);
- the users that do not care about their operand's layout look through a conversion:
  ``reshape`` (trivial conversion, or a cheap reorder-allowed reshape), ``trans`` (trivial
  conversion; an identity ``trans`` becomes a conversion), ``gather``'s source (without
  ``efficient_layout``), ``histogram`` (its mask converted alongside), ``local_alloc``,
  ``local_store``, ``split`` (when the result layout stays the same), ``tmem_store`` (when
  a tcgen05 message can store the source's layout as it is: dialects/tmem_access.py).

New ops are built as the C++ builders build them: with the replaced op's location and only
the properties the builder is given (``cvt(reshape)`` drops ``efficient_layout`` and, as in
3.6.0, reshapes the old reshape's result).
"""

from __future__ import annotations

from collections.abc import Sequence

from gluon_opt.dialects import tt, ttg, ttng
from gluon_opt.dialects.layout import encodings as L
from gluon_opt.dialects.text.parser import new_op as build_op
from gluon_opt.dialects.tmem_access import tmem_compatible
from gluon_opt.dialects.traits import is_kind_of
from gluon_opt.passes.greedy import insert_before, replace_op, rooted
from gluon_opt.passes.layout_conversion_utils import (
    is_convert_trivial,
    is_expensive_cat,
    is_expensive_view,
)
from gluon_opt.passes.layout_propagation import infer_dst_encoding
from xdsl.dialects.arith import ConstantOp
from xdsl.dialects.builtin import TensorType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint


def new_op(
    cls: type[Operation],
    like: Operation,
    operands: Sequence[SSAValue | Sequence[SSAValue]],
    result_types: Sequence[Attribute],
    properties: dict[str, Attribute] | None = None,
) -> Operation:
    """An op of class ``cls`` with ``like``'s location (what OpBuilder::create gives)."""
    # (built as the parser builds ops: xDSL's ``create`` costs a dozen calls more)
    op = build_op(
        cls,
        [
            v
            for group in operands
            # (a list or tuple, else a value: no isinstance test against SSAValue, an ABC)
            for v in (group if type(group) in (list, tuple) else [group])
        ],
        list(result_types),
        {k: v for k, v in (properties or {}).items() if v is not None},
        {},
    )
    op.location = like.location
    return op


def replace_with_new(
    rewriter: PatternRewriter, op: Operation, new: Operation, at: Operation | None = None
) -> None:
    """MLIR's replaceOpWithNewOp: insert ``new`` (before ``at``, default ``op``), then replace."""
    insert_before(rewriter, new, at or op)
    replace_op(rewriter, op, list(new.results))


def _source_cvt(value: SSAValue) -> ttg.ConvertLayoutOp | None:
    owner = value.owner
    return owner if is_kind_of(type(owner), ttg.ConvertLayoutOp) else None


def _is_dot_operand(value: SSAValue) -> bool:
    return isinstance(value.type, TensorType) and isinstance(
        value.type.encoding, L.DotOperandEncodingAttr
    )


def _reshape(
    like: Operation, result_type: Attribute, src: SSAValue, allow_reorder, efficient=None
) -> Operation:
    return new_op(
        tt.ReshapeOp,
        like,
        [src],
        [result_type],
        {"allow_reorder": allow_reorder, "efficient_layout": efficient},
    )


class CanonicalizeConvertFromTMEMStore(RewritePattern):
    """tmem_store(cvt(x)) -> tmem_store(x) where x's layout suits tensor memory."""

    @rooted
    def match_and_rewrite(self, op: ttng.TMEMStoreOp, rewriter: PatternRewriter) -> None:
        if (cvt := _source_cvt(op.src)) is None:
            return
        if not tmem_compatible(op, cvt.src.type, op.dst.type):
            return
        # in place, as the C++ pattern does (the op keeps its position and attributes)
        op.operands[1 if op.dep is None else 2] = cvt.src
        rewriter.notify_op_modified(op)


class CanonicalizeConvertFromReshape(RewritePattern):
    @rooted
    def match_and_rewrite(self, op: tt.ReshapeOp, rewriter: PatternRewriter) -> None:
        if (cvt := _source_cvt(op.src)) is None:
            return
        if not is_convert_trivial(cvt):
            if is_expensive_view(cvt.src.type, op.result.type) or op.allow_reorder is None:
                return
        new = _reshape(op, op.result.type, cvt.src, op.allow_reorder, op.efficient_layout)
        replace_with_new(rewriter, op, new)


class CanonicalizeConvertFromTranspose(RewritePattern):
    @rooted
    def match_and_rewrite(self, op: tt.TransOp, rewriter: PatternRewriter) -> None:
        order = list(op.get_order())
        if order == list(range(len(order))):
            replace_with_new(
                rewriter, op, new_op(ttg.ConvertLayoutOp, op, [op.src], [op.result.type])
            )
            return
        cvt = _source_cvt(op.src)
        if cvt is None or not is_convert_trivial(cvt):
            return
        new = new_op(tt.TransOp, op, [cvt.src], [op.result.type], {"order": op.order})
        replace_with_new(rewriter, op, new)


class CanonicalizeConvertFromHistogram(RewritePattern):
    @rooted
    def match_and_rewrite(self, op: tt.HistogramOp, rewriter: PatternRewriter) -> None:
        if (cvt := _source_cvt(op.src)) is None:
            return
        src = cvt.src
        operands: list[SSAValue] = [src]
        if op.mask is not None:
            mask = new_op(ttg.ConvertLayoutOp, op, [op.mask], [tt.i1_same_shape(src.type)])
            rewriter.insert(mask, InsertPoint.before(op))
            operands.append(mask.results[0])
        replace_with_new(rewriter, op, new_op(tt.HistogramOp, op, operands, [op.result.type]))


class CanonicalizeConvertFromGatherSource(RewritePattern):
    """gather(cvt(src), idx) -> gather(src, idx): without an efficient layout the source
    goes through shared memory, so its layout does not matter."""

    @rooted
    def match_and_rewrite(self, op: tt.GatherOp, rewriter: PatternRewriter) -> None:
        if op.efficient_layout is not None:
            return
        if (cvt := _source_cvt(op.src)) is None:
            return
        new = new_op(tt.GatherOp, op, [cvt.src, op.indices], [op.result.type], {"axis": op.axis})
        replace_with_new(rewriter, op, new)


class CanonicalizeConvertFromAlloc(RewritePattern):
    @rooted
    def match_and_rewrite(self, op: ttg.LocalAllocOp, rewriter: PatternRewriter) -> None:
        if op.src is None:
            return
        if (cvt := _source_cvt(op.src)) is None:
            return
        replace_with_new(rewriter, op, new_op(ttg.LocalAllocOp, op, [cvt.src], [op.result.type]))


class CanonicalizeConvertFromLocalStore(RewritePattern):
    @rooted
    def match_and_rewrite(self, op: ttg.LocalStoreOp, rewriter: PatternRewriter) -> None:
        if (cvt := _source_cvt(op.src)) is None:
            return
        replace_with_new(rewriter, op, new_op(ttg.LocalStoreOp, op, [cvt.src, op.dst], []))


class CanonicalizeConvertFromSplit(RewritePattern):
    @rooted
    def match_and_rewrite(self, op: tt.SplitOp, rewriter: PatternRewriter) -> None:
        if (cvt := _source_cvt(op.src)) is None:
            return
        # Several source layouts give the same result layout: skip the conversion if so.
        if infer_dst_encoding(op, cvt.src.type.encoding) != op.outLHS.type.encoding:
            return
        types = [op.outLHS.type, op.outRHS.type]
        replace_with_new(rewriter, op, new_op(tt.SplitOp, op, [cvt.src], types))


class CanonicalizeConvertFromConvert(RewritePattern):
    @rooted
    def match_and_rewrite(self, op: ttg.ConvertLayoutOp, rewriter: PatternRewriter) -> None:
        src_type, dst_type = op.src.type, op.result.type
        if src_type == dst_type:
            replace_op(rewriter, op, [op.src])
            return
        # Conversions mma -> dot operand are kept (a heuristic for fused attention).
        if is_kind_of(type(dst_type.encoding), L.DotOperandEncodingAttr) and isinstance(
            src_type.encoding, L.NvidiaMmaEncodingAttr
        ):
            return
        arg = op.src.owner
        # is_kind_of: a failing isinstance test on an xDSL op class is slow, and this
        # pattern sees every conversion
        kind = type(arg)
        if not is_kind_of(kind, Operation):
            return
        if is_kind_of(kind, tt.ReshapeOp):
            if arg.allow_reorder is None or arg.efficient_layout is not None:
                return
            if is_expensive_view(arg.src.type, dst_type):
                return
            # Values with dot-operand layouts are packed differently when lowered.
            if _is_dot_operand(op.src) or _is_dot_operand(op.result):
                return
            # As in 3.6.0, the new reshape takes the old reshape's result.
            replace_with_new(rewriter, op, _reshape(op, dst_type, arg.result, arg.allow_reorder))
            return
        if is_kind_of(kind, tt.HistogramOp):
            operands = [arg.src] + ([arg.mask] if arg.mask is not None else [])
            replace_with_new(rewriter, op, new_op(tt.HistogramOp, op, operands, [dst_type]))
            return
        if is_kind_of(kind, ttg.LocalLoadOp):
            # At the load: ops with memory effects may sit between it and the conversion.
            token = [arg.token] if arg.token is not None else []
            new = new_op(ttg.LocalLoadOp, op, [arg.src, token], [dst_type])
            replace_with_new(rewriter, op, new, at=arg)
            return
        if is_kind_of(kind, tt.CatOp):
            if is_expensive_cat(arg, dst_type.encoding):
                return
            replace_with_new(rewriter, op, new_op(tt.CatOp, op, [arg.lhs, arg.rhs], [dst_type]))
            return
        if is_kind_of(kind, ttg.ConvertLayoutOp):
            replace_with_new(rewriter, op, new_op(ttg.ConvertLayoutOp, op, [arg.src], [dst_type]))
            return
        if is_kind_of(kind, tt.SplatOp):
            replace_with_new(rewriter, op, new_op(tt.SplatOp, op, [arg.src], [dst_type]))
            return
        if is_kind_of(kind, tt.MakeRangeOp):
            props = {"start": arg.start, "end": arg.end}
            replace_with_new(rewriter, op, new_op(tt.MakeRangeOp, op, [], [dst_type], props))
            return
        if is_kind_of(kind, ConstantOp):
            element = tt.splat_bytes(arg.value)
            if element is not None:
                splat = tt.dense_splat(dst_type, element)
                replace_with_new(
                    rewriter, op, new_op(ConstantOp, op, [], [dst_type], {"value": splat})
                )


CONVERT_LAYOUT_PATTERNS: tuple[RewritePattern, ...] = (
    CanonicalizeConvertFromConvert(),
    CanonicalizeConvertFromReshape(),
    CanonicalizeConvertFromTranspose(),
    CanonicalizeConvertFromGatherSource(),
    CanonicalizeConvertFromHistogram(),
    CanonicalizeConvertFromAlloc(),
    CanonicalizeConvertFromLocalStore(),
    CanonicalizeConvertFromSplit(),
    CanonicalizeConvertFromTMEMStore(),
)
