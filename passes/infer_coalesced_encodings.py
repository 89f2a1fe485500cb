"""``--gluon-infer-coalesced-encodings``: give every tensor a Gluon kernel left with
``#gluon.coalesced_encoding`` the layout ``tritongpu-coalesce`` would choose for its memory
accesses (Triton 3.6.0's InferCoalescedEncodings.cpp).

AxisInfo is computed once for the module. Then, per ``tt.func``: every global memory access
(load, store, atomic, async copy) whose pointer operand is a tensor of pointers with the
coalesced encoding gets the blocked layout ``build_coalesced_encoding`` builds from the
pointers' contiguity and alignment (passes/coalesce_utils.py), for one CTA; that layout seeds
**every operand** of the access. ``infer_layout`` (passes/layout_propagation.py) carries the
seeds through the function and retypes the coalesced values it reaches; any value left with
the coalesced encoding is then an error. Propagation stops at ``gluon.set_auto_layout``, so
``set_auto_layout(x, CoalescedLayout())`` becomes an auto -> blocked pin that
``gluon-resolve-auto-encodings`` resolves next.

How it decides, and what of 3.6.0 it copies, is in docs/passes/gluon-infer-coalesced-encodings.md.
"""

from __future__ import annotations

from dataclasses import dataclass

from gluon_opt.analysis.axis_info import ModuleAxisInfoAnalysis
from gluon_opt.dialects import gluon, tt
from gluon_opt.dialects.layout.encodings import CGALayout
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.text.walk import preorder_list
from gluon_opt.passes.base import GluonPass
from gluon_opt.passes.coalesce_utils import (
    Slices,
    accessed_shapes,
    build_coalesced_encoding,
    get_ptr_tensor_access,
)
from gluon_opt.passes.layout_propagation import double_check_encodings, infer_layout
from gluon_opt.passes.layout_utils import lookup_num_ctas, lookup_num_warps, lookup_threads_per_warp
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.ir import Attribute, Operation, SSAValue


def is_coalesced_encoding_tensor_type(t: Attribute) -> bool:
    """``isCoalescedEncodingTensorType``: a ranked tensor with ``#gluon.coalesced_encoding``."""
    return type(t) is TensorType and type(t.encoding) is gluon.CoalescedEncodingAttr


def _seeds(
    func: Operation, axis_info: ModuleAxisInfoAnalysis, threads_per_warp: int
) -> list[tuple[SSAValue, Attribute]]:
    seeds: list[tuple[SSAValue, Attribute]] = []
    slices: Slices = {}  # the IR does not change while the seeds are chosen
    # 3.6.0 walks in post-order; memory accesses have no regions, so pre-order visits them in
    # the same order.
    ops = preorder_list(func)
    shapes = accessed_shapes(ops)
    for op in ops:
        ptr = get_ptr_tensor_access(op)
        if ptr is None:
            continue
        if not is_coalesced_encoding_tensor_type(ptr.type):
            continue
        num_warps = lookup_num_warps(op)
        if lookup_num_ctas(op) != 1:
            # 3.6.0 asserts "only numCTAs == 1 is supported for now" (docs/divergences.md).
            raise DiagnosticError(
                f"'{op.name}' op a coalesced layout is only inferred for one CTA "
                f"(the module has ttg.num-ctas = {lookup_num_ctas(op)})",
                op,
            )
        shape = tuple(ptr.type.get_shape())
        layout = build_coalesced_encoding(
            axis_info,
            op,
            num_warps,
            threads_per_warp,
            CGALayout.default(len(shape)),
            shape,
            slices,
            shapes,
        )
        # 3.6.0 seeds every operand; the shared-memory destination of an async copy cannot
        # take a register layout (3.6.0 aborts on it, docs/divergences.md), so only tensors.
        seeds.extend((v, layout) for v in op.operands if type(v.type) is TensorType)
    return seeds


@dataclass(frozen=True)
class InferCoalescedEncodingsPass(GluonPass, port_of="gluon-infer-coalesced-encodings"):
    """Infer coalesced encodings based on axis analysis (no options)."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        axis_info = ModuleAxisInfoAnalysis(op)
        threads_per_warp = lookup_threads_per_warp(op)
        for func in op.body.block.ops:
            if isinstance(func, tt.FuncOp):
                seeds = _seeds(func, axis_info, threads_per_warp)
                infer_layout(func, is_coalesced_encoding_tensor_type, seeds)
        double_check_encodings(op, is_coalesced_encoding_tensor_type)
