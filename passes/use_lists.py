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
- `link_before(op, at)` / `link_after(op, at)`: ``block.insert_op_before(op, at)`` (after)
  for an op in no block (xDSL's also walks up from the block to check that it is not inside
  the op, which an op without regions never contains);
- `set_type(value, type_)`: MLIR's ``Value::setType``, in place (``layout_utils.retype``
  builds a new value instead, for callers that need the old one to stay distinct).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from xdsl.ir import Attribute, Block, Operation, SSAValue, SSAValues, Use

# what the ``name_hint`` setter stores for a name (its check, and its suffix `_N` dropped),
# remembered per name: a kernel's names are few and repeat, and the setter's regular
# expressions cost some four Python calls a value (bounded: a pure function of the name)
_valid_name = functools.lru_cache(maxsize=4096)(SSAValue.extract_valid_name)


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
    # (the name fields read directly; the setter's steps, which check a name, only where
    # one moves)
    if new._name is None and old._name is not None:  # pyright: ignore[reportPrivateUsage]
        new._name = _valid_name(old._name)  # pyright: ignore[reportPrivateUsage]


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
    value in each, for uses there are none of): ``block.detach_op(op)`` then
    ``op.drop_all_references()``, their steps inline for an op without successors."""
    block = op.parent
    assert block is not None
    for result in op.results:
        assert result.first_use is None, "erasing an op whose result is still used"
    if op._successors:  # pyright: ignore[reportPrivateUsage]
        block.detach_op(op)
        op.drop_all_references()
        return
    # detach_op
    _join(block, op._prev_op, op._next_op)  # pyright: ignore[reportPrivateUsage]
    op._prev_op = op._next_op = None  # pyright: ignore[reportPrivateUsage]
    # drop_all_references
    op.parent = None
    for operand, use in zip(op._operands, op._operand_uses, strict=True):  # pyright: ignore[reportPrivateUsage]
        operand.remove_use(use)
    op._operand_uses = ()  # pyright: ignore[reportPrivateUsage]
    op._successor_uses = ()  # pyright: ignore[reportPrivateUsage]
    op._successors = ()  # pyright: ignore[reportPrivateUsage]
    for region in op.regions:
        region.drop_all_references()


def link_before(op: Operation, at: Operation) -> None:
    """``at.parent.insert_op_before(op, at)`` for ``op`` in no block."""
    if op.regions or op.parent is not None:
        at.parent.insert_op_before(op, at)  # (its checks) # pyright: ignore[reportOptionalMemberAccess]
        return
    _link(op, at, at._prev_op, at)  # pyright: ignore[reportPrivateUsage]


def link_after(op: Operation, at: Operation) -> None:
    """``at.parent.insert_op_after(op, at)`` for ``op`` in no block."""
    if op.regions or op.parent is not None:
        at.parent.insert_op_after(op, at)  # (its checks) # pyright: ignore[reportOptionalMemberAccess]
        return
    _link(op, at, at, at._next_op)  # pyright: ignore[reportPrivateUsage]


def _link(
    op: Operation, at: Operation, previous: Operation | None, following: Operation | None
) -> None:
    """Put ``op`` between ``previous`` and ``following`` in ``at``'s block (either may be
    None: an end of the block)."""
    block = at.parent
    assert block is not None
    op.parent = block
    _join(block, previous, op)
    _join(block, op, following)


def _join(block: Block, previous: Operation | None, following: Operation | None) -> None:
    """Make ``previous`` and ``following`` neighbours in ``block`` (None: that end of it)."""
    if previous is None:
        block._first_op = following  # pyright: ignore[reportPrivateUsage]
    else:
        previous._next_op = following  # pyright: ignore[reportPrivateUsage]
    if following is None:
        block._last_op = previous  # pyright: ignore[reportPrivateUsage]
    else:
        following._prev_op = previous  # pyright: ignore[reportPrivateUsage]


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
    # (the name fields read directly; the setter's steps, which check a name, only where
    # one moves)
    if new._name is None and old._name is not None:  # pyright: ignore[reportPrivateUsage]
        new._name = _valid_name(old._name)  # pyright: ignore[reportPrivateUsage]
