"""passes/layout_utils.py: the attributes it builds without xDSL's constructors are the ones the
constructors build."""

from __future__ import annotations

import pytest
from gluon_opt.passes.layout_utils import integer_attr
from xdsl.dialects.builtin import IntegerAttr, IntegerType, Signedness, i1, i8, i32, i64
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
