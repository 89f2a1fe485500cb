"""passes/layout_utils.py: the attributes and ops it builds without xDSL's constructors are the
ones the constructors build."""

from __future__ import annotations

import pytest
from gluon_opt.dialects import ttng
from gluon_opt.dialects.arith import ConstantOp, MuliOp
from gluon_opt.passes.layout_utils import build_op, integer_attr
from xdsl.dialects import test as xdsl_test
from xdsl.dialects.builtin import (
    IntegerAttr,
    IntegerType,
    ModuleOp,
    Signedness,
    UnknownLoc,
    i1,
    i8,
    i32,
    i64,
)
from xdsl.ir import Block, Operation
from xdsl.utils.exceptions import VerifyException

TYPES = [i1, i8, i32, i64, IntegerType(16, Signedness.SIGNED), IntegerType(8, Signedness.UNSIGNED)]


@pytest.mark.parametrize("type_", TYPES, ids=str)
def test_integer_attr_is_the_constructors(type_: IntegerType) -> None:
    width = type_.width.data
    values = [0, 1, 2, 127, 128, 255, -1, -128, 2 ** (width - 1) - 1, -(2 ** (width - 1))]
    values += [2 ** (width - 1), 2**width - 1, 2**width]
    for value in values:
        try:
            expected = IntegerAttr(value, type_)
        except (ValueError, VerifyException) as err:  # out of range: the same error
            with pytest.raises(type(err)):
                integer_attr(value, type_)
            continue
        built = integer_attr(value, type_)
        assert built == expected and hash(built) == hash(expected)
        assert str(built) == str(expected)
        assert type(built.value.data) is int and built.value.data == expected.value.data


def _op_state(op: Operation) -> tuple:
    return (
        type(op),
        op.operands,
        [(r.type, r.index, r.op is op) for r in op.results],
        list(op.properties.items()),  # in order: the printer prints them so
        list(op.attributes.items()),
        op.location,
        tuple(op.successors),
        op.regions,
        op.parent,
    )


def test_build_op_is_create() -> None:
    block = Block(arg_types=[i32, i32])
    x, y = block.args
    cases = [
        (ConstantOp, {"result_types": [i32], "properties": {"value": IntegerAttr(3, i32)}}),
        (MuliOp, {"operands": [x, y], "result_types": [i32]}),  # a default property added
        (ttng.WaitBarrierOp, {"operands": [x, y]}),
        (ttng.TMAStoreWaitOp, {"properties": {"pendings": IntegerAttr(0, i32)}}),
        (xdsl_test.TestOp, {}),
    ]
    for op_class, kwargs in cases:
        created = op_class.create(**kwargs)
        built = build_op(op_class, **kwargs)
        assert _op_state(built) == _op_state(created)
        for value in (x, y):  # each new op's uses go to the head of the value's list
            assert [u.index for u in value.uses if u.operation is built] == [
                u.index for u in value.uses if u.operation is created
            ]
    loc = ModuleOp([]).location
    assert build_op(xdsl_test.TestOp, location=loc).location is loc
    assert isinstance(build_op(xdsl_test.TestOp).location, UnknownLoc)
