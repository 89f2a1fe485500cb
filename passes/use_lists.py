"""Use-list edits that leave the IR, use lists in the same order included, exactly as xDSL's
generic ones do, in fewer Python calls (the layout passes make thousands of them per module,
and xDSL's go through operand views, slices of value tuples and placeholder values).

- `set_operand(op, index, value)`: ``op.operands[index] = value`` (the use goes to the head of
  ``value``'s list);
- `set_operands(op, values)`: ``op.operands = values`` (every old use leaves its list, then
  each new one goes to the head of its value's list, in operand order);
- `replace_all_uses(old, new)`: ``old.replace_all_uses_with(new)`` (the uses move one by one,
  so they end up reversed at the head of ``new``'s list; ``new`` takes ``old``'s name if it
  has none);
- `replace_uses_except(old, new, user)`: the same for every use but ``user``'s;
- `reverse_uses(value)`: the order that moving every use of a value one by one to another
  leaves, for passes that update an op in place where the C++ builds a new one and moves the
  uses of the old one's results to it;
- `erase_unused(op)`: ``op.parent.erase_op(op)`` for an op whose results have no uses;
- `set_type(value, type_)`: MLIR's ``Value::setType``, in place (``layout_utils.retype``
  builds a new value instead, for callers that need the old one to stay distinct).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.ir import Attribute, Operation, SSAValue, SSAValues, Use


def _move_use(use: Use, old: SSAValue, new: SSAValue) -> None:
    """``old.remove_use(use)`` then ``new.add_use(use)`` (to the head of its list), in one
    call."""
    previous = use._prev_use  # pyright: ignore[reportPrivateUsage]
    following = use._next_use  # pyright: ignore[reportPrivateUsage]
    if previous is None:
        old.first_use = following
    else:
        previous._next_use = following  # pyright: ignore[reportPrivateUsage]
    if following is not None:
        following._prev_use = previous  # pyright: ignore[reportPrivateUsage]
    first = new.first_use
    use._next_use = first  # pyright: ignore[reportPrivateUsage]
    use._prev_use = None  # pyright: ignore[reportPrivateUsage]
    if first is not None:
        first._prev_use = use  # pyright: ignore[reportPrivateUsage]
    new.first_use = use


def set_operand(op: Operation, index: int, value: SSAValue) -> None:
    # (a list copy of the operands: SSAValues' indexing is a Python call)
    operands = list(op._operands)  # pyright: ignore[reportPrivateUsage]
    _move_use(op._operand_uses[index], operands[index], value)  # pyright: ignore[reportPrivateUsage]
    operands[index] = value
    op._operands = SSAValues(operands)  # pyright: ignore[reportPrivateUsage]


def set_operands(op: Operation, values: Sequence[SSAValue]) -> None:
    uses = op._operand_uses  # pyright: ignore[reportPrivateUsage]
    if len(values) != len(uses):
        op.operands = values
        return
    # The same uses (an operand's use is its op and index) moved one by one: each ends at the
    # head of its new list after the ones before it, as when the setter unlinks them all first.
    for use, old, value in zip(uses, op._operands, values, strict=True):  # pyright: ignore[reportPrivateUsage]
        _move_use(use, old, value)
    op._operands = SSAValues(values)  # pyright: ignore[reportPrivateUsage]


def replace_all_uses(old: SSAValue, new: SSAValue) -> None:
    if new is old:
        return
    use = old.first_use
    while use is not None:
        following = use._next_use  # pyright: ignore[reportPrivateUsage]
        set_operand(use._operation, use._index, new)  # pyright: ignore[reportPrivateUsage]
        use = following
    if new.name_hint is None:
        new.name_hint = old.name_hint


def reverse_uses(value: SSAValue) -> None:
    use = value.first_use
    previous = None
    while use is not None:
        following = use._next_use  # pyright: ignore[reportPrivateUsage]
        use._next_use = previous  # pyright: ignore[reportPrivateUsage]
        use._prev_use = following  # pyright: ignore[reportPrivateUsage]
        previous = use
        use = following
    value.first_use = previous


def erase_unused(op: Operation) -> None:
    """Erase ``op``, whose results have no uses left (xDSL's erase would put a placeholder
    value in each, for uses there are none of)."""
    block = op.parent
    assert block is not None
    for result in op.results:
        assert result.first_use is None, "erasing an op whose result is still used"
    block.detach_op(op)
    op.drop_all_references()


def set_type(value: SSAValue, type_: Attribute) -> None:
    value._type = type_  # pyright: ignore[reportPrivateUsage]


def replace_uses_except(old: SSAValue, new: SSAValue, user: Operation) -> None:
    """``old.replace_uses_with_if(new, lambda use: use.operation is not user)``."""
    use = old.first_use
    while use is not None:
        following = use._next_use  # pyright: ignore[reportPrivateUsage]
        if use._operation is not user:  # pyright: ignore[reportPrivateUsage]
            set_operand(use._operation, use._index, new)  # pyright: ignore[reportPrivateUsage]
        use = following
    if new.name_hint is None:
        new.name_hint = old.name_hint
