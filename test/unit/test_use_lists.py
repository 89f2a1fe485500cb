"""passes/use_lists.py: each edit leaves the IR, use-list order included, as xDSL's own does."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.dialects.text.printer import print_module
from gluon_opt.dialects.text.walk import preorder_list
from gluon_opt.passes import use_lists
from xdsl.dialects.builtin import IntegerType, ModuleOp
from xdsl.ir import Operation

# %a has four uses, two of them in one op; %b two
TEXT = """module {
  tt.func @f(%x: i32, %y: i32) -> i32 {
    %a = arith.addi %x, %y : i32
    %b = arith.muli %x, %a : i32
    %c = arith.addi %a, %a : i32
    %d = arith.subi %b, %a : i32
    %e = arith.addi %b, %d : i32
    tt.return %c : i32
  }
}
"""


def _module() -> ModuleOp:
    return parse_module(TEXT, make_context(), "in.mlir")


def _state(module: ModuleOp) -> str:
    """The module's text, then every value's uses in use-list order (user, operand index)
    and its name."""
    ops = preorder_list(module)
    index = {id(op): i for i, op in enumerate(ops)}
    lines = [print_module(module, debuginfo=True)]
    for op in ops:
        values = list(op.results)
        for region in op.regions:
            for block in region.blocks:
                values.extend(block.args)
        for value in values:
            uses = [(index.get(id(use.operation), -1), use.index) for use in value.uses]
            lines.append(f"{value.name_hint} {uses}")
    return "\n".join(lines)


def _ops(module: ModuleOp) -> dict[str, Operation]:
    """The function's ops by the name of their first result (``ret`` for the return)."""
    func = module.body.block.first_op
    found = {}
    for op in func.regions[0].blocks[0].ops:
        found[op.results[0].name_hint if op.results else "ret"] = op
    return found


def _same(edit_ours: Callable[[ModuleOp], None], edit_xdsl: Callable[[ModuleOp], None]) -> None:
    ours, theirs = _module(), _module()
    edit_ours(ours)
    edit_xdsl(theirs)
    assert _state(ours) == _state(theirs)


@pytest.mark.parametrize("index", [0, 1])
def test_set_operand(index: int) -> None:
    def ours(module: ModuleOp) -> None:
        ops = _ops(module)
        use_lists.set_operand(ops["c"], index, ops["b"].results[0])

    def theirs(module: ModuleOp) -> None:
        ops = _ops(module)
        ops["c"].operands[index] = ops["b"].results[0]

    _same(ours, theirs)


@pytest.mark.parametrize(
    "names",
    [("b", "a"), ("a", "a"), ("a", "b"), ("c", "c"), ("c", "e")],
)
def test_set_operands(names: tuple[str, ...]) -> None:
    # the same operands, swapped, one repeated, others
    def values(module: ModuleOp) -> list:
        ops = _ops(module)
        return [ops[name].results[0] for name in names]

    def ours(module: ModuleOp) -> None:
        use_lists.set_operands(_ops(module)["d"], values(module))

    def theirs(module: ModuleOp) -> None:
        _ops(module)["d"].operands = values(module)

    _same(ours, theirs)


def test_replace_all_uses() -> None:
    def ours(module: ModuleOp) -> None:
        ops = _ops(module)
        use_lists.replace_all_uses(ops["a"].results[0], ops["e"].results[0])

    def theirs(module: ModuleOp) -> None:
        ops = _ops(module)
        ops["a"].results[0].replace_all_uses_with(ops["e"].results[0])

    _same(ours, theirs)


def test_replace_uses_except() -> None:
    def ours(module: ModuleOp) -> None:
        ops = _ops(module)
        use_lists.replace_uses_except(ops["a"].results[0], ops["e"].results[0], ops["d"])

    def theirs(module: ModuleOp) -> None:
        ops = _ops(module)
        user = ops["d"]
        ops["a"].results[0].replace_uses_with_if(
            ops["e"].results[0], lambda use: use.operation is not user
        )

    _same(ours, theirs)


def test_reverse_uses_is_what_moving_the_uses_leaves() -> None:
    """Updating an op in place and reversing its result's uses gives the use lists that
    building the op again and moving the uses to it gives (the in-place conversions)."""

    def ours(module: ModuleOp) -> None:
        op = _ops(module)["a"]
        op.operands = list(op.operands)  # the new op's operand uses go to the heads
        use_lists.reverse_uses(op.results[0])

    def theirs(module: ModuleOp) -> None:
        old = _ops(module)["a"]
        new = old.clone()
        old.parent.insert_op_before(new, old)
        old.results[0].replace_all_uses_with(new.results[0])
        old.parent.erase_op(old)

    _same(ours, theirs)


def test_erase_unused_and_set_type() -> None:
    def ours(module: ModuleOp) -> None:
        ops = _ops(module)
        use_lists.erase_unused(ops["e"])
        use_lists.set_type(ops["c"].results[0], IntegerType(32))

    def theirs(module: ModuleOp) -> None:
        ops = _ops(module)
        ops["e"].parent.erase_op(ops["e"])

    _same(ours, theirs)


def test_erase_unused_refuses_a_used_op() -> None:
    ops = _ops(_module())
    with pytest.raises(AssertionError):
        use_lists.erase_unused(ops["a"])


@pytest.mark.parametrize("erased", [("e",), ("e", "d"), ("e", "d", "b"), ("e", "d", "b", "c")])
def test_erase_unused_at_any_place(erased: tuple[str, ...]) -> None:
    """Erasing ops in turn (the last one of the block is the return's neighbour, then ops in
    the middle) leaves the block's links, the detached op and every use list as xDSL's."""
    detached = []

    def ours(module: ModuleOp) -> None:
        ops = _ops(module)
        for name in erased:
            if name == "c":  # the return uses %c: the function returns %a instead
                ops["ret"].operands[0] = ops["a"].results[0]
            use_lists.erase_unused(ops[name])
            detached.append(ops[name])

    def theirs(module: ModuleOp) -> None:
        ops = _ops(module)
        for name in erased:
            if name == "c":
                ops["ret"].operands[0] = ops["a"].results[0]
            ops[name].parent.erase_op(ops[name])

    _same(ours, theirs)
    for op in detached:
        assert op.parent is None and op.prev_op is None and op.next_op is None
        assert op._operand_uses == () and op._successors == ()  # pyright: ignore[reportPrivateUsage]


def test_erase_unused_first_op() -> None:
    def erasing(erase: Callable[[Operation], None]) -> Callable[[ModuleOp], None]:
        def edit(module: ModuleOp) -> None:
            block = module.body.block.first_op.regions[0].blocks[0]
            first = block.first_op
            first.results[0].replace_all_uses_with(block.args[0])
            erase(first)
            assert block.first_op is not first

        return edit

    _same(erasing(use_lists.erase_unused), erasing(lambda op: op.parent.erase_op(op)))


@pytest.mark.parametrize("anchor", ["a", "c", "ret"])
@pytest.mark.parametrize("after", [False, True])
def test_link_before_and_after(anchor: str, after: bool) -> None:
    """A new op linked before or after an op (first, middle, last of the block) sits where
    xDSL's insert puts it."""

    def new_op(module: ModuleOp) -> Operation:
        return _ops(module)["a"].clone(value_mapper={}, clone_name_hints=False)

    def ours(module: ModuleOp) -> None:
        at = _ops(module)[anchor]
        link = use_lists.link_after if after else use_lists.link_before
        link(new_op(module), at)
        block = at.parent
        forward = list(block.ops)
        backward, op = [], block.last_op
        while op is not None:
            backward.append(op)
            op = op.prev_op
        assert backward[::-1] == forward and block.first_op is forward[0]

    def theirs(module: ModuleOp) -> None:
        at = _ops(module)[anchor]
        block = at.parent
        (block.insert_op_after if after else block.insert_op_before)(new_op(module), at)

    _same(ours, theirs)
