"""``--gluon-resolve-auto-encodings``: give every tensor a Gluon kernel left with
``#gluon.auto_encoding`` a concrete layout (Triton 3.6.0's ResolveAutoEncodings.cpp).

For each ``tt.func`` of the module, every ``gluon.set_auto_layout %x -> T`` seeds ``%x`` with
T's layout; ``infer_layout`` (passes/layout_propagation.py) carries the seeds forward and
backward through the function and retypes every auto-encoded value it reaches. The
``set_auto_layout`` ops, now identities, are then erased, and any result or block argument still
auto-encoded is an error ("Failed to infer return type" / "... block argument type").

The pass creates no op; it retypes values (and the splat of a retyped ``arith.constant``).
How it decides, and what of 3.6.0 it copies, is in docs/passes/gluon-resolve-auto-encodings.md.
"""

from __future__ import annotations

from dataclasses import dataclass

from gluon_opt.dialects import gluon, tt
from gluon_opt.dialects.text.walk import preorder_list
from gluon_opt.dialects.traits import is_kind_of
from gluon_opt.passes.base import GluonPass
from gluon_opt.passes.layout_propagation import double_check_encodings, infer_layout
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.ir import Attribute, SSAValue


def is_auto_encoding_tensor_type(t: Attribute) -> bool:
    """``isAutoEncodingTensorType``: a ranked tensor with ``#gluon.auto_encoding``."""
    # (exact class tests, here and below remembered class tests: a failing isinstance
    # against an xDSL class, an ABC, is a Python call; neither attribute has subclasses)
    return type(t) is TensorType and type(t.encoding) is gluon.AutoEncodingAttr


def infer_auto_layout(module: ModuleOp) -> None:
    """``inferAutoLayout``: one propagation per function, seeded by its set_auto_layout ops."""
    for func in module.body.block.ops:
        if not isinstance(func, tt.FuncOp):
            continue
        seeds: list[tuple[SSAValue, Attribute]] = []
        for op in preorder_list(func):
            if is_kind_of(type(op), gluon.SetAutoLayoutOp):
                result_type = op.result.type
                assert isinstance(result_type, TensorType)
                seeds.append((op.src, result_type.encoding))
        infer_layout(func, is_auto_encoding_tensor_type, seeds)


def _erase_set_auto_layouts(module: ModuleOp) -> None:
    for op in preorder_list(module):
        if is_kind_of(type(op), gluon.SetAutoLayoutOp):
            # The propagation gave the source the result's type (3.6.0 asserts it).
            assert op.src.type == op.result.type
            op.result.replace_all_uses_with(op.src)
            op.detach()
            op.erase()


@dataclass(frozen=True)
class ResolveAutoEncodingsPass(GluonPass, port_of="gluon-resolve-auto-encodings"):
    """Resolve automatic encodings (no options)."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        infer_auto_layout(op)
        _erase_set_auto_layouts(op)
        double_check_encodings(op, is_auto_encoding_tensor_type)
