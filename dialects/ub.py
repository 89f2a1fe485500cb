"""``ub`` as Triton 3.6.0 loads it: upstream xDSL's, with ``ub.poison``'s value held to what
MLIR's ``PoisonAttrInterface`` admits.

xDSL 0.74 takes any attribute as ``ub.poison``'s ``value`` (it does not model the
interface). Of the attributes libtriton loads, only ``#ub.poison`` implements it, so
libtriton rejects any other value: in the generic form as MLIR's property conversion
("Invalid attribute `value` in property conversion: 1 : i32"). The op below is upstream's
(same fields, traits and syntax) but for that constraint; ``UB`` is the dialect object that
``make_context()`` registers.
"""

from __future__ import annotations

from xdsl.dialects import ub
from xdsl.ir import Attribute, Dialect
from xdsl.irdl import IRDLOperation, irdl_op_definition, prop_def, result_def, traits_def
from xdsl.traits import ConstantLike, Pure


@irdl_op_definition
class PoisonOp(IRDLOperation):
    """``%0 = ub.poison : i32``: a poisoned constant (deferred undefined behaviour)."""

    name = "ub.poison"

    value = prop_def(ub.PoisonAttr, default_value=ub.PoisonAttr())
    result = result_def()

    traits = traits_def(ConstantLike(), Pure())

    assembly_format = "attr-dict (`<` $value^ `>`)? `:` type($result)"

    def __init__(self, result_type: Attribute, value: Attribute | None = None):
        super().__init__(result_types=[result_type], properties={"value": value})


UB = Dialect("ub", [PoisonOp, ub.UnreachableOp], [ub.PoisonAttr])
