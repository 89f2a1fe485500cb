"""Faster named operand and result accessors for our op classes.

xDSL reads a named operand such as ``op.lhs`` through a descriptor that builds an
``OpOperands`` view of the operation and indexes it through three more Python calls; the
passes read these names in their hottest loops (the ops' folders, the layout patterns). For
an operand or result placed before any variadic one, the accessor is an index into the op's
operand or result tuple: :func:`install` replaces xDSL's descriptor with one that reads that
tuple directly. It is the same value, and the descriptor is still an xDSL accessor of the
same index for the code that inspects the class (the declarative assembly format). Each
dialect module installs them on its own ``OPS`` as it defines them, so an op class is complete
wherever it is imported from.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from xdsl.ir import Operation
from xdsl.irdl.operations import BeforeVariadicSingleAccessor, VarIRConstruct

# the tuple's own indexing (SSAValues overrides ``__getitem__`` with a Python method)
_item = tuple.__getitem__


@dataclass(frozen=True)
class _OperandAccessor(BeforeVariadicSingleAccessor):
    def __get__(self, obj: Operation | None, objtype: Any = None) -> Any:
        if obj is None:
            return self
        return _item(obj._operands, self.idx)  # pyright: ignore[reportPrivateUsage]


@dataclass(frozen=True)
class _ResultAccessor(BeforeVariadicSingleAccessor):
    def __get__(self, obj: Operation | None, objtype: Any = None) -> Any:
        if obj is None:
            return self
        return _item(obj.results, self.idx)


_FASTER = {VarIRConstruct.OPERAND: _OperandAccessor, VarIRConstruct.RESULT: _ResultAccessor}


def install(op_classes: Iterable[type[Operation]]) -> None:
    """Give each class's single operands and results before any variadic one the faster
    accessor (the classes' own definitions: ``irdl_op_definition`` sets them on each)."""
    for op_class in op_classes:
        for name, accessor in list(vars(op_class).items()):
            if type(accessor) is not BeforeVariadicSingleAccessor:
                continue
            faster = _FASTER.get(accessor.construct)
            if faster is not None:
                setattr(op_class, name, faster(accessor.construct, accessor.idx))
