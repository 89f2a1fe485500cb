"""The ``gluon`` dialect of Triton 3.6.0: the placeholder encodings Gluon kernels carry
before layout resolution, and ``gluon.set_auto_layout``.

``#gluon.auto_encoding`` marks a tensor whose layout is inferred from its neighbours
(``gluon-resolve-auto-encodings``); ``#gluon.coalesced_encoding`` one whose layout is chosen
for coalesced memory access (``gluon-infer-coalesced-encodings``). Both have no parameters.
"""

from __future__ import annotations

from gluon_opt.dialects import accessors
from gluon_opt.dialects.text.parser import read_without_parameters
from gluon_opt.dialects.ttg import (
    TensorToTensorOp,
    op_error,
    verify_same_shape_and_element_type,
)
from xdsl.dialects.builtin import NoneAttr, TensorType
from xdsl.ir import Attribute, ParametrizedAttribute
from xdsl.irdl import (
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
)


@irdl_attr_definition
class AutoEncodingAttr(ParametrizedAttribute):
    """``#gluon.auto_encoding``: the layout is to be inferred."""

    name = "gluon.auto_encoding"
    read_text = classmethod(read_without_parameters)


@irdl_attr_definition
class CoalescedEncodingAttr(ParametrizedAttribute):
    """``#gluon.coalesced_encoding``: the layout is to be chosen for coalesced access."""

    name = "gluon.coalesced_encoding"
    read_text = classmethod(read_without_parameters)


@irdl_op_definition
class SetAutoLayoutOp(TensorToTensorOp):
    """``gluon.set_auto_layout``: pin a tensor with an auto encoding to a concrete one."""

    name = "gluon.set_auto_layout"

    def verify_(self) -> None:
        src, res = self.src.type, self.result.type
        verify_same_shape_and_element_type(self, src, res)
        assert isinstance(src, TensorType) and isinstance(res, TensorType)
        if not isinstance(src.encoding, AutoEncodingAttr):
            raise op_error(self, "input tensor must have an auto layout type")
        if isinstance(res.encoding, NoneAttr):
            raise op_error(self, "result tensor must have an encoding")
        if isinstance(res.encoding, AutoEncodingAttr):
            raise op_error(self, "result type must not be auto layout")


OPS: list[type[IRDLOperation]] = [SetAutoLayoutOp]
# every pass reads named operands and results of these ops in its hot loops
accessors.install(OPS)
ATTRS: list[type[Attribute]] = [AutoEncodingAttr, CoalescedEncodingAttr]
