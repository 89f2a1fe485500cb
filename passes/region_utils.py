"""MLIR's dead-op rule and region simplification, as the greedy driver runs them.

* :func:`would_be_trivially_dead` is MLIR's ``wouldOpBeTriviallyDead``: an op (not a
  terminator, not a symbol) whose effects, as its traits declare them, are reads, or
  allocations of its own results and anything done to those results; ops with recursive
  effects are judged with everything nested in them. An op without any effect trait has
  unknown effects and is never dead.
* :func:`simplify_regions` is MLIR's ``simplifyRegions`` (RegionUtils.cpp), which the greedy
  driver runs after each iteration unless the pass's config disables it: erase unreachable
  blocks, then a liveness-based dead-code elimination that also drops dead block arguments
  (and their successor operands), then, at MLIR's default "aggressive" level, merge identical
  blocks and drop block arguments that receive the same value from every predecessor.

Successor operands are those of ``cf.br`` and ``cf.cond_br`` (MLIR's BranchOpInterface); any
other terminator with successors is treated as MLIR treats an op without that interface.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from gluon_opt.dialects.text.parser import new_op
from gluon_opt.dialects.traits import class_trait, class_traits_of_type
from xdsl.dialects import cf
from xdsl.dialects.builtin import DenseArrayBase, i32
from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region, SSAValue
from xdsl.traits import (
    IsTerminator,
    MemoryAllocEffect,
    MemoryEffect,
    MemoryEffectKind,
    MemoryFreeEffect,
    MemoryReadEffect,
    MemoryWriteEffect,
    NoMemoryEffect,
    RecursiveMemoryEffect,
    SymbolOpInterface,
)

OnErase = Callable[[Operation], None]
"""Called for each op about to be erased (with its nested ops), as MLIR's rewriter notifies."""


def region_blocks(region: Region) -> list[Block]:
    """The blocks of ``region``, in order, as a list taken now: one call, where iterating
    ``region.blocks`` makes several per region (its view, its iterator, ``next_block``)."""
    first = region._first_block  # pyright: ignore[reportPrivateUsage]
    if first is None:
        return []
    if first._next_block is None:  # pyright: ignore[reportPrivateUsage]
        return [first]  # most regions
    return list(region.blocks)


def block_ops(block: Block) -> list[Operation]:
    """The ops of ``block``, in order, as a list taken now: one call per block, where
    iterating ``block.ops`` makes two per op (its iterator and the ``next_op`` property)."""
    found: list[Operation] = []
    op = block._first_op  # pyright: ignore[reportPrivateUsage]
    while op is not None:
        found.append(op)
        op = op._next_op  # pyright: ignore[reportPrivateUsage]
    return found


def move_ops(source: Block, dest: Block) -> None:
    """Move all of ``source``'s ops, in order, to the end of ``dest``, which is inside none
    of them: what detaching and adding each op does, in one splice (xDSL's add checks for
    each op that ``dest`` is not inside it, walking up to the top level)."""
    first = source._first_op  # pyright: ignore[reportPrivateUsage]
    if first is None:
        return
    last = source._last_op  # pyright: ignore[reportPrivateUsage]
    op = first
    while op is not None:
        op.parent = dest
        op = op._next_op  # pyright: ignore[reportPrivateUsage]
    tail = dest._last_op  # pyright: ignore[reportPrivateUsage]
    if tail is None:
        dest._first_op = first  # pyright: ignore[reportPrivateUsage]
    else:
        tail._next_op = first  # pyright: ignore[reportPrivateUsage]
    first._prev_op = tail  # pyright: ignore[reportPrivateUsage]
    dest._last_op = last  # pyright: ignore[reportPrivateUsage]
    source._first_op = source._last_op = None  # pyright: ignore[reportPrivateUsage]


def clone_op(op: Operation, value_mapper: dict[SSAValue, SSAValue] | None = None) -> Operation:
    """``op.clone(value_mapper)``: the same op, uses, name hints and mapping, for an op
    without regions or successors built as the parser builds ops (xDSL's clone goes through
    ``create`` and the operand and successor setters: a dozen calls more per op)."""
    if op.regions or op._successors:  # pyright: ignore[reportPrivateUsage]
        return op.clone(value_mapper=value_mapper)
    operands = op._operands  # pyright: ignore[reportPrivateUsage]
    if value_mapper is not None:
        operands = [value_mapper.get(value, value) for value in operands]
    results = op.results
    new = new_op(
        type(op),
        operands,
        [result._type for result in results],  # pyright: ignore[reportPrivateUsage]
        op.properties.copy(),
        op.attributes.copy(),
    )
    new.location = op.location
    for old, result in zip(results, new.results, strict=True):
        if value_mapper is not None:
            value_mapper[old] = result
        if old.name_hint is not None:
            result.name_hint = old.name_hint
    return new


# ---- effects --------------------------------------------------------------------------------

# xDSL's effect traits whose effects are the same for every op (a class attribute's set)
_STATIC_EFFECTS = (
    NoMemoryEffect,
    MemoryReadEffect,
    MemoryWriteEffect,
    MemoryAllocEffect,
    MemoryFreeEffect,
)


@dataclass(frozen=True)
class _EffectRule:
    """What an op class's traits say about its effects, worked out once per class."""

    terminator: bool
    never_dead: bool  # a terminator or a symbol
    recursive: bool  # RecursiveMemoryEffect: its nested ops' effects count
    own: tuple[MemoryEffect, ...]  # its other effect traits (none: unknown effects)
    # the verdict of _only_reads_or_allocates when ``own`` does not depend on the op
    static: bool | None


def _has_static_effects(trait: MemoryEffect) -> bool:
    get_effects = getattr(type(trait).get_effects, "__func__", None)
    return any(get_effects is cls.get_effects.__func__ for cls in _STATIC_EFFECTS)


@functools.cache
def _effect_rule(op_class: type[Operation]) -> _EffectRule:
    """An op class's traits never change (see ``traits.class_trait``)."""
    own = tuple(
        t
        for t in class_traits_of_type(op_class, MemoryEffect)
        if not isinstance(t, RecursiveMemoryEffect)
    )
    static = None
    if own and all(_has_static_effects(t) for t in own):
        # no effect of these names a value, so only reads qualify
        effects = {e for t in own for e in type(t).get_effects(None)}  # type: ignore[arg-type]
        static = all(e.kind == MemoryEffectKind.READ for e in effects)
    terminator = class_trait(op_class, IsTerminator) is not None
    return _EffectRule(
        terminator=terminator,
        never_dead=terminator or class_trait(op_class, SymbolOpInterface) is not None,
        recursive=class_trait(op_class, RecursiveMemoryEffect) is not None,
        own=own,
        static=static,
    )


def _only_reads_or_allocates(op: Operation, traits: tuple[MemoryEffect, ...]) -> bool:
    """True when the effects of ``traits`` (an op's own effect traits) are reads, or touch
    only what the op allocates as its results."""
    effects = set()
    for trait in traits:
        declared = trait.get_effects(op)
        if declared is None:
            return False
        effects |= declared
    allocated = {
        e.value
        for e in effects
        if e.kind == MemoryEffectKind.ALLOC
        and isinstance(e.value, OpResult)
        and e.value.owner is op
    }
    return all(e.kind == MemoryEffectKind.READ or e.value in allocated for e in effects)


def _own_verdict(op: Operation, rule: _EffectRule) -> bool | None:
    """For an op with effect traits of its own: whether they are reads or allocations of its
    results; None when the op declares no effect trait."""
    if not rule.own:
        return None
    if rule.static is not None:
        return rule.static
    return _only_reads_or_allocates(op, rule.own)


@functools.cache
def class_dead_verdict(op_class: type[Operation]) -> bool | None:
    """``would_be_trivially_dead`` for every op of the class where the class's traits
    decide it alone; None where it depends on the op (its effects or nested ops)."""
    rule = _effect_rule(op_class)
    if rule.never_dead:
        return False
    if rule.recursive:
        return None
    if not rule.own:
        return False  # no effect interface: unknown effects
    return rule.static


def would_be_trivially_dead(op: Operation) -> bool:
    """MLIR's wouldOpBeTriviallyDead: unused, the op could be erased."""
    verdict = class_dead_verdict(type(op))
    if verdict is not None:
        return verdict
    rule = _effect_rule(type(op))
    if not rule.recursive:
        return bool(_own_verdict(op, rule))
    pending = [op]
    while pending:
        current = pending.pop()
        rule = _effect_rule(type(current))
        if rule.recursive:
            for region in current.regions:
                for block in region_blocks(region):
                    pending.extend(block_ops(block))
        verdict = _own_verdict(current, rule)
        if verdict is None and not rule.recursive:
            return False  # no effect interface: unknown effects
        if verdict is False:
            return False
    return True


def is_trivially_dead(op: Operation) -> bool:
    for result in op.results:
        if result.first_use is not None:
            return False
    return would_be_trivially_dead(op)


# ---- branches (MLIR's BranchOpInterface for the cf ops) ---------------------------------------


def successor_operands(op: Operation) -> list[list[SSAValue]] | None:
    """The operands a branch forwards to each of its successors; None for other ops."""
    if isinstance(op, cf.BranchOp):
        return [list(op.arguments)]
    if isinstance(op, cf.ConditionalBranchOp):
        return [list(op.then_arguments), list(op.else_arguments)]
    return None


def set_successor_operands(op: Operation, groups: Sequence[Sequence[SSAValue]]) -> None:
    if isinstance(op, cf.BranchOp):
        op.operands = list(groups[0])
        return
    assert isinstance(op, cf.ConditionalBranchOp)
    op.operands = [op.cond, *groups[0], *groups[1]]
    op.properties["operandSegmentSizes"] = DenseArrayBase.from_list(
        i32, [1, len(groups[0]), len(groups[1])]
    )


def _successor_operand_index(op: Operation, operand_index: int) -> tuple[int, int] | None:
    """(successor, argument) that operand ``operand_index`` of a branch is forwarded to."""
    groups = successor_operands(op)
    if groups is None:
        return None
    start = 1 if isinstance(op, cf.ConditionalBranchOp) else 0
    for successor, group in enumerate(groups):
        if start <= operand_index < start + len(group):
            return successor, operand_index - start
        start += len(group)
    return None


def _predecessors(block: Block) -> list[tuple[Operation, int]]:
    """(terminator, successor index) of every edge into ``block``."""
    region = block.parent
    assert region is not None
    edges = []
    for pred in region.blocks:
        terminator = pred.last_op
        if terminator is None:
            continue
        for index, successor in enumerate(terminator.successors):
            if successor is block:
                edges.append((terminator, index))
    return edges


def _successors(block: Block) -> tuple[Block, ...]:
    terminator = block.last_op
    return tuple(terminator.successors) if terminator is not None else ()


def _post_order(entry: Block) -> list[Block]:
    """LLVM's post_order over the blocks reachable from ``entry``."""
    visited = {entry}
    stack: list[tuple[Block, Iterator[Block]]] = [(entry, iter(_successors(entry)))]
    order: list[Block] = []
    while stack:
        block, successors = stack[-1]
        for successor in successors:
            if successor not in visited:
                visited.add(successor)
                stack.append((successor, iter(_successors(successor))))
                break
        else:
            stack.pop()
            order.append(block)
    return order


def _erase_op(op: Operation, on_erase: OnErase) -> None:
    on_erase(op)
    assert op.parent is not None
    op.parent.erase_op(op, safe_erase=False)


def _erase_block(block: Block, on_erase: OnErase) -> None:
    """MLIR's eraseBlock: its ops (last first) are erased and notified, then the block."""
    for op in reversed(list(block.ops)):
        _erase_op(op, on_erase)
    for arg in reversed(block.args):
        block.erase_arg(arg, safe_erase=False)
    assert block.parent is not None
    block.parent.erase_block(block, safe_erase=False)


# ---- unreachable blocks ---------------------------------------------------------------------


def erase_unreachable_blocks(regions: Sequence[Region], on_erase: OnErase) -> tuple[bool, bool]:
    """Whether blocks were erased, and whether some region had several blocks."""
    erased, branches, _ = _erase_unreachable_blocks(regions, on_erase)
    return erased, branches


def _erase_unreachable_blocks(
    regions: Sequence[Region], on_erase: OnErase
) -> tuple[bool, bool, bool]:
    """``erase_unreachable_blocks``, and whether it met a trivially dead op: what
    ``run_region_dce`` asks when no region has several blocks (then none was erased and the
    walk met every op), answered on the way instead of by another walk."""
    erased = branches = dead = False
    worklist = list(regions)
    while worklist:
        region = worklist.pop()
        entry = region.first_block
        if entry is None:
            continue
        if entry.next_block is None:
            for op in block_ops(entry):
                if not dead:
                    # is_trivially_dead, its first test here: most ops have a used result
                    for result in op.results:
                        if result.first_use is not None:
                            break
                    else:
                        dead = would_be_trivially_dead(op)
                if op.regions:
                    worklist.extend(op.regions)
            continue
        branches = True
        blocks = list(region.blocks)
        reachable = set(_post_order(blocks[0]))
        for block in blocks:
            if block not in reachable:
                _erase_block(block, on_erase)
                erased = True
                continue
            worklist.extend(r for op in block_ops(block) for r in op.regions)
    return erased, branches, dead


# ---- dead code (runRegionDCE) ---------------------------------------------------------------


class _Liveness:
    """MLIR's LiveMap: ops and block arguments proven live, growing to a fixed point."""

    def __init__(self) -> None:
        # by id: an op's hash is a Python call; the module keeps every op alive meanwhile
        self.ops: set[int] = set()
        self.args: set[BlockArgument] = set()
        self.changed = False
        # whether a region with several blocks was met (see run_region_dce)
        self.branches = False

    # (an op's result is live when the op is)

    def _set_arg_live(self, arg: BlockArgument) -> None:
        if arg not in self.args:
            self.args.add(arg)
            self.changed = True

    def _set_op_live(self, op: Operation) -> None:
        if id(op) not in self.ops:
            self.ops.add(id(op))
            self.changed = True

    def is_op_live(self, op: Operation) -> bool:
        return id(op) in self.ops

    def use_is_known_dead(self, user: Operation, index: int) -> bool:
        # A successor operand is live only if the block argument it feeds is.
        if not _effect_rule(type(user)).terminator:
            return False
        target = _successor_operand_index(user, index)
        if target is None:
            return False
        successor, arg = target
        return user.successors[successor].args[arg] not in self.args

    def _has_live_use(self, value: SSAValue) -> bool:
        for use in value.uses:
            user = use.operation
            if id(user) in self.ops and not self.use_is_known_dead(user, use.index):
                return True
        return False

    def propagate_region(self, region: Region) -> None:
        entry = region.first_block
        if entry is None:
            return
        if entry.next_block is None:
            self._propagate_ops(entry)
            return
        self.branches = True
        for block in _post_order(entry):
            self._propagate_ops(block)
            if block is entry:
                continue  # entry arguments are never removed
            for arg in block.args:
                if arg not in self.args and self._has_live_use(arg):
                    self._set_arg_live(arg)

    def _propagate_ops(self, block: Block) -> None:
        op = block.last_op
        while op is not None:
            self.propagate_op(op)
            op = op.prev_op

    def propagate_op(self, op: Operation) -> None:
        for region in op.regions:
            self.propagate_region(region)
        rule = _effect_rule(type(op))
        if rule.terminator:
            self._set_op_live(op)
            groups = successor_operands(op)
            if groups is None:
                for successor in op.successors:
                    for arg in successor.args:
                        self._set_arg_live(arg)
            return
        if id(op) in self.ops:
            return
        if not would_be_trivially_dead(op):
            self._set_op_live(op)
            return
        if any(self._has_live_use(result) for result in op.results):
            self._set_op_live(op)


def _erase_dead_successor_operands(terminator: Operation, live: _Liveness) -> None:
    groups = successor_operands(terminator)
    if groups is None:
        return
    kept = [
        [v for i, v in enumerate(group) if terminator.successors[s].args[i] in live.args]
        for s, group in enumerate(groups)
    ]
    if kept != groups:
        set_successor_operands(terminator, kept)


def _delete_dead(regions: Sequence[Region], live: _Liveness, on_erase: OnErase) -> bool:
    erased = False
    for region in regions:
        entry = region.first_block
        if entry is None:
            continue
        single = entry.next_block is None
        for block in _post_order(entry):
            if not single and block.last_op is not None:
                _erase_dead_successor_operands(block.last_op, live)
            for op in reversed(list(block.ops)):
                if not live.is_op_live(op):
                    erased = True
                    _erase_op(op, on_erase)
                else:
                    erased |= _delete_dead(op.regions, live, on_erase)
        for block in list(region.blocks)[1:]:
            for arg in reversed(block.args):
                if arg not in live.args:
                    block.erase_arg(arg, safe_erase=False)
    return erased


def _top_level_ops(region: Region) -> Iterator[Operation]:
    if region.parent is None or region.parent.parent is None:
        for block in region_blocks(region):
            yield from block_ops(block)


def _any_trivially_dead(regions: Sequence[Region]) -> bool:
    for region in regions:
        for block in region_blocks(region):
            for op in block_ops(block):
                if is_trivially_dead(op) or (op.regions and _any_trivially_dead(op.regions)):
                    return True
    return False


def run_region_dce(
    regions: Sequence[Region], on_erase: OnErase, branches: bool = True, dead: bool | None = None
) -> bool:
    """True when ops were erased (as MLIR, dropped block arguments alone do not count).
    ``branches``: False when no region has several blocks; ``dead``: with ``branches`` False,
    whether some op is trivially dead, when the caller knows."""
    live = _Liveness()
    # the top-level region is a graph region (uses may come before their definition); in
    # Triton's IR it holds functions and other results-free ops
    live.branches = any(op.results for region in regions for op in _top_level_ops(region))
    if dead is None and not branches and not live.branches:
        dead = _any_trivially_dead(regions)
    if not branches and not live.branches and not dead:
        # Without branches an op that is not live has users that are not live either, and
        # following them ends (uses come later) at one without users: a trivially dead op.
        # With none of those, everything is live and the analysis would erase nothing.
        return False
    while True:
        live.changed = False
        for region in regions:
            live.propagate_region(region)
        # Without branches one round is the fixed point: every use of a value lies after it
        # in its block or inside a later op, and the round visits those first (reverse order,
        # nested regions before their op), so a second round, as MLIR's, would find nothing.
        if not live.changed or not live.branches:
            break
    return _delete_dead(regions, live, on_erase)


# ---- identical blocks -----------------------------------------------------------------------


def _parent_block(value: SSAValue) -> Block | None:
    if isinstance(value, BlockArgument):
        return value.block
    assert isinstance(value.owner, Operation)
    return value.owner.parent


def _order_in_block(block: Block, value: SSAValue) -> int:
    """Arguments count first, then each op's results in order (BlockEquivalenceData)."""
    if isinstance(value, BlockArgument):
        return value.index
    order = len(block.args)
    for op in block.ops:
        if op is value.owner:
            return order + value.index  # type: ignore[union-attr]
        order += len(op.results)
    raise AssertionError("value not defined in this block")


def _used_outside(values: Sequence[SSAValue], block: Block) -> bool:
    return any(use.operation.parent is not block for value in values for use in value.uses)


def _equivalent_ignoring_operands(a: Operation, b: Operation) -> bool:
    """OperationEquivalence::isEquivalentTo, locations and operand identities ignored."""
    return (
        a.name == b.name
        and len(a.regions) == len(b.regions)
        and len(a.successors) == len(b.successors)
        and len(a.operands) == len(b.operands)
        and a.attributes == b.attributes
        and a.properties == b.properties
        and [r.type for r in a.results] == [r.type for r in b.results]
    )


def _is_valid_successor_arg(block: Block, value: SSAValue) -> bool:
    """A value made by its block's terminator cannot be passed along that block's edges."""
    parent = _parent_block(value)
    if parent is None or value.owner is not parent.last_op:
        return True
    return all(pred.parent is not parent for pred, _ in _predecessors(block))


class _Cluster:
    """Blocks equivalent to a leader; differing outside operands become block arguments."""

    def __init__(self, leader: Block) -> None:
        self.leader = leader
        self.blocks: list[Block] = []
        self.operands: set[tuple[int, int]] = set()

    def add(self, block: Block) -> bool:
        leader = self.leader
        if [a.type for a in leader.args] != [a.type for a in block.args]:
            return False
        lhs_ops, rhs_ops = list(leader.ops), list(block.ops)
        if len(lhs_ops) != len(rhs_ops):
            return False
        mismatched: list[tuple[int, int]] = []
        for index, (lhs, rhs) in enumerate(zip(lhs_ops, rhs_ops, strict=True)):
            if not _equivalent_ignoring_operands(lhs, rhs):
                return False
            for position, (a, b) in enumerate(zip(lhs.operands, rhs.operands, strict=True)):
                if a == b:
                    continue
                if a.type != b.type:
                    return False
                a_inside = _parent_block(a) is leader
                b_inside = _parent_block(b) is block
                if a_inside != b_inside:
                    return False
                if not a_inside:
                    if not _is_valid_successor_arg(leader, a) or not _is_valid_successor_arg(
                        block, b
                    ):
                        return False
                    mismatched.append((index, position))
                elif _order_in_block(leader, a) != _order_in_block(block, b):
                    return False
            if _used_outside(rhs.results, block) or _used_outside(lhs.results, leader):
                return False
        self.operands.update(mismatched)
        self.blocks.append(block)
        return True

    def merge(self, on_erase: OnErase) -> bool:
        if not self.blocks:
            return False
        leader = self.leader
        if self.operands:
            everyone = [leader, *self.blocks]
            for block in everyone:
                if any(successor_operands(t) is None for t, _ in _predecessors(block)):
                    return False
            ops_of = [list(block.ops) for block in everyone]
            new_args: list[list[SSAValue]] = [[] for _ in everyone]
            old_count = len(leader.args)
            for op_index, operand_index in sorted(self.operands):
                for i, ops in enumerate(ops_of):
                    value = ops[op_index].operands[operand_index]
                    new_args[i].append(value)
                    if i == 0:
                        arg = leader.insert_arg(value.type, len(leader.args), _value_loc(value))
                        ops[op_index].operands[operand_index] = arg
            new_args = _prune_redundant_arguments(new_args, old_count, leader)
            for i, block in enumerate(everyone):
                for terminator, successor in _predecessors(block):
                    groups = successor_operands(terminator)
                    assert groups is not None
                    groups[successor] = [*groups[successor], *new_args[i]]
                    set_successor_operands(terminator, groups)
        for block in self.blocks:
            for terminator, successor in _predecessors(block):
                terminator.successors[successor] = leader
            _erase_block(block, on_erase)
        return True


def _value_loc(value: SSAValue):
    if isinstance(value, BlockArgument):
        return getattr(value, "location", None)
    owner = value.owner
    return owner.location if isinstance(owner, Operation) else None


def _prune_redundant_arguments(
    new_args: list[list[SSAValue]], old_count: int, leader: Block
) -> list[list[SSAValue]]:
    """Arguments passed the same value as an earlier one in every list are merged into it
    (MLIR looks back only to the first occurrence of each value in the leader's list)."""
    if not new_args or not new_args[0]:
        return new_args
    first: dict[SSAValue, int] = {}
    for j, value in enumerate(new_args[0]):
        first.setdefault(value, j)
    replacement: dict[int, int] = {}
    for j, value in enumerate(new_args[0]):
        k = first[value]
        if k != j and all(lst[k] == lst[j] for lst in new_args[1:]):
            replacement[j] = k
    pruned = [[v for j, v in enumerate(lst) if j not in replacement] for lst in new_args]
    for j in sorted(replacement):
        leader.args[old_count + j].replace_all_uses_with(leader.args[old_count + replacement[j]])
    for j in sorted(replacement, reverse=True):
        leader.erase_arg(leader.args[old_count + j])
    return pruned


def _merge_identical_blocks_in(region: Region, on_erase: OnErase) -> bool:
    blocks = list(region.blocks)
    if len(blocks) < 2:
        return False
    by_successors: dict[tuple[Block, ...], list[Block]] = {}
    for block in blocks[1:]:
        by_successors.setdefault(_successors(block), []).append(block)
    merged = False
    for group in by_successors.values():
        if len(group) == 1:
            continue
        clusters: list[_Cluster] = []
        for block in group:
            if any(r.blocks for op in block.ops for r in op.regions):
                continue  # blocks with regions are never merged
            if _used_outside(block.args, block):
                continue
            if not any(cluster.add(block) for cluster in clusters):
                clusters.append(_Cluster(block))
        for cluster in clusters:
            merged |= cluster.merge(on_erase)
    return merged


def _nested_regions(region: Region) -> Iterator[Region]:
    for block in region.blocks:
        for op in block.ops:
            yield from op.regions


def _region_worklist(regions: Sequence[Region]) -> list[Region]:
    """MLIR's SetVector of regions: each once, in order."""
    worklist: list[Region] = []
    for region in regions:
        if region not in worklist:
            worklist.append(region)
    return worklist


def merge_identical_blocks(regions: Sequence[Region], on_erase: OnErase) -> bool:
    worklist = _region_worklist(regions)
    changed = False
    while worklist:
        region = worklist.pop()
        if _merge_identical_blocks_in(region, on_erase):
            worklist.append(region)
            changed = True
        for nested in _nested_regions(region):
            if nested not in worklist:
                worklist.append(nested)
    return changed


# ---- redundant block arguments ----------------------------------------------------------------


def _drop_redundant_arguments_of(block: Block) -> bool:
    edges = _predecessors(block)
    dropped: list[int] = []
    for index, arg in enumerate(block.args):
        common: SSAValue | None = None
        same = True
        for terminator, successor in edges:
            groups = successor_operands(terminator)
            if groups is None:
                same = False
                break
            value = groups[successor][index]
            if common is None:
                common = value
            elif value != common:
                same = False
                break
        if common is not None and same:
            dropped.append(index)
            arg.replace_all_uses_with(common)
    for index in reversed(dropped):
        block.erase_arg(block.args[index])
        for terminator, successor in edges:
            groups = successor_operands(terminator)
            assert groups is not None
            del groups[successor][index]
            set_successor_operands(terminator, groups)
    return bool(dropped)


def drop_redundant_arguments(regions: Sequence[Region]) -> bool:
    worklist = _region_worklist(regions)
    changed = False
    while worklist:
        region = worklist.pop()
        for block in list(region.blocks):
            changed |= _drop_redundant_arguments_of(block)
            for op in block.ops:
                for nested in op.regions:
                    if nested not in worklist:
                        worklist.append(nested)
    return changed


# ---- all of it ------------------------------------------------------------------------------


def simplify_regions(regions: Sequence[Region], on_erase: OnErase, merge_blocks: bool) -> bool:
    """MLIR's simplifyRegions; ``merge_blocks`` is the "aggressive" level (MLIR's default)."""
    changed, branches, dead = _erase_unreachable_blocks(regions, on_erase)
    changed |= run_region_dce(regions, on_erase, branches, dead if not branches else None)
    # Both steps below change only regions of several blocks (and DCE makes no blocks).
    if merge_blocks and branches:
        changed |= merge_identical_blocks(regions, on_erase)
        changed |= drop_redundant_arguments(regions)
    return changed
