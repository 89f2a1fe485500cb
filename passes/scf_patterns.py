"""``scf.for`` and ``scf.if`` cleanup patterns for the greedy driver, as remove-layout-conversions
registers them:

- ``ForOpDeadArgElimination`` (Triton 3.6.0, TritonGPU/Transforms/Utility.cpp): an iter_arg
  whose result is unused and whose value only feeds itself gets its yield operand replaced by
  the block argument, leaving the rest to dead-code elimination;
- ``ForOpIterArgsFolder`` (MLIR's scf.for canonicalization): iter_args that are forwarded
  unchanged, yield their init value, or are used neither in the body nor after the loop are
  removed (the loop is rebuilt), as are iter_args that duplicate an earlier one;
- ``SimplifyTrivialLoops`` (MLIR): loops with a constant trip count of 0 or 1, and empty loops
  that only forward values from outside.

and MLIR's scf.if canonicalizations ``CombineIfs`` (consecutive ifs on one condition),
``ConditionPropagation``, ``ConvertTrivialIfToSelect``, ``RemoveEmptyElseBranch`` and
``RemoveUnusedResults``.

``SCF_CLEANUP_PATTERNS`` lists them in registration order (MLIR tries patterns of equal
benefit in that order). MLIR's other scf.if canonicalizations (``CombineNestedIfs``,
``RemoveStaticCondition``, ``ReplaceIfYieldWithConditionOrValue``) are not ported yet: no
input we have needs them.
"""

from __future__ import annotations

from gluon_opt.dialects import scf
from gluon_opt.dialects.arith import AddiOp, SelectOp
from gluon_opt.dialects.traits import is_kind_of
from gluon_opt.passes.greedy import constant_value, materialize_constant, replace_op, rooted
from gluon_opt.passes.layout_conversion_utils import value_location
from gluon_opt.passes.region_utils import (
    block_ops,
    move_ops,
    region_blocks,
    would_be_trivially_dead,
)
from xdsl.dialects.builtin import IntegerAttr, i1
from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint


def _is_ancestor(ancestor: Operation, op: Operation | None) -> bool:
    """MLIR's isAncestor (an op is its own ancestor); False for no op."""
    return op is not None and ancestor.is_ancestor(op)


def _value_region_owner(value: SSAValue) -> Operation | None:
    if type(value) is BlockArgument:  # (an exact test: no ABC instance check)
        return value.block.parent_op()
    return value.op.parent_op()


def _body_and_yield(op: scf.ForOp) -> tuple[Block, scf.YieldOp]:
    block = op.body.block
    yield_op = block.last_op
    assert isinstance(yield_op, scf.YieldOp)
    return block, yield_op


def _defining_block(value: SSAValue) -> Block | None:
    return value.block if type(value) is BlockArgument else value.op.parent


def _collect_inside(block: Block, blocks: set[int], ops: list[Operation]) -> None:
    """The blocks nested in ``block``'s ops (by id) into ``blocks``, and its ops and theirs, in
    pre-order, into ``ops``."""
    for nested in block_ops(block):
        ops.append(nested)
        for region in nested.regions:
            for inner in region_blocks(region):
                blocks.add(id(inner))
                _collect_inside(inner, blocks, ops)


# the ops whose operands ForOpDeadArgElimination marks live only as their results are needed
_LIVE_AS_NEEDED = (scf.YieldOp, scf.ForOp)


class ForOpDeadArgElimination(RewritePattern):
    @rooted
    def match_and_rewrite(self, op: scf.ForOp, rewriter: PatternRewriter) -> None:
        block, yield_op = _body_and_yield(op)
        if not self._may_find_dead(op, block, yield_op):
            return
        # the blocks inside the loop (by id), which hold the values made inside it, and the
        # ops inside it in pre-order
        inside: set[int] = {id(block)}
        nested_ops: list[Operation] = []
        _collect_inside(block, inside, nested_ops)
        alive: set[int] = set()  # by id: the values stay in the IR during the match
        queue: list[SSAValue] = []
        # the yield operands made in the loop that are not live yet (by id); when none is
        # left and no other operand is dead for sure, nothing is dead (no rewrite)
        waiting: set[int] = set()
        sure_dead = False  # an init value from outside, yielded as it is
        for index, operand in enumerate(yield_op.operands):
            if operand is block.args[index + 1]:
                continue
            if id(_defining_block(operand)) in inside:
                waiting.add(id(operand))
            elif operand is op.iter_args[index]:
                sure_dead = True

        def mark_live(value: SSAValue) -> None:
            if id(_defining_block(value)) not in inside:
                return
            key = id(value)
            if key not in alive:
                alive.add(key)
                queue.append(value)
                waiting.discard(key)

        for index, result in enumerate(op.results):
            if result.first_use is not None:
                mark_live(yield_op.operands[index])
        if len(alive) == len(op.results) or not (waiting or sure_dead):
            return
        # Ops with side effects are live, and so are their operands.
        # (is_kind_of: a failing isinstance test on an xDSL op class is slow)
        for nested in nested_ops:
            if not is_kind_of(type(nested), _LIVE_AS_NEEDED) and not would_be_trivially_dead(
                nested
            ):
                for operand in nested.operands:
                    mark_live(operand)
                if not (waiting or sure_dead):
                    return
        while queue:
            if not (waiting or sure_dead):
                return
            value = queue.pop()
            if type(value) is OpResult:
                producer = value.op
                producer_class = type(producer)
                if is_kind_of(producer_class, scf.ForOp):
                    mark_live(producer.iter_args[value.index])
                    mark_live(producer.body.block.last_op.operands[value.index])
                    continue
                if is_kind_of(producer_class, scf.IfOp):
                    mark_live(producer.cond)
                    for region in (producer.true_region, producer.false_region):
                        mark_live(region.block.last_op.operands[value.index])
                    continue
                if is_kind_of(producer_class, scf.WhileOp):
                    return
                for operand in producer.operands:
                    mark_live(operand)
                continue
            owner = value.block.parent_op()
            if owner is not None and is_kind_of(type(owner), scf.ForOp):
                if value.index < 1:
                    continue
                i = value.index - 1
                mark_live(owner.body.block.last_op.operands[i])
                mark_live(owner.iter_args[i])
        dead = []
        for index, operand in enumerate(yield_op.operands):
            if id(operand) in alive or operand is block.args[index + 1]:
                continue
            # A value from outside the loop is what the loop returns when it runs at least
            # once; unless it is also the init value, it cannot be dropped.
            if id(_defining_block(operand)) not in inside and operand is not op.iter_args[index]:
                continue
            dead.append(index)
        if not dead:
            return
        for index in dead:
            yield_op.operands[index] = block.args[index + 1]
        rewriter.notify_op_modified(op)

    @staticmethod
    def _may_find_dead(op: scf.ForOp, block: Block, yield_op: scf.YieldOp) -> bool:
        """Whether some yield operand could come out dead, before the liveness walk over the
        body (which can only keep operands alive): one that is not its own block argument and
        is either made in the loop for a result nobody uses (one that is used is live), or is
        the init value from outside."""
        args, inits, results = block.args, op.iter_args, op.results
        for index, operand in enumerate(yield_op.operands):
            if operand is args[index + 1]:
                continue
            if _is_ancestor(op, _value_region_owner(operand)):
                if results[index].first_use is None:
                    return True
            elif operand is inits[index]:
                return True
        return False


class ForOpIterArgsFolder(RewritePattern):
    @rooted
    def match_and_rewrite(self, op: scf.ForOp, rewriter: PatternRewriter) -> None:
        block, yield_op = _body_and_yield(op)
        keep: list[bool] = []
        transfer: list[SSAValue | None] = [None]
        new_inits: list[SSAValue] = []
        results: list[SSAValue | None] = []
        # by the ids of (init, yielded): a value's hash is a Python call
        seen: dict[tuple[int, int], tuple[SSAValue, SSAValue]] = {}
        changed = False
        for init, arg, result, yielded in zip(
            op.iter_args, block.args[1:], op.results, yield_op.operands, strict=True
        ):
            unused = arg.first_use is None and result.first_use is None
            if yielded is arg or yielded is init or unused:
                changed = True
                keep.append(False)
                transfer.append(init)
                results.append(init)
                continue
            same = seen.get((id(init), id(yielded)))
            if same is not None:
                changed = True
                keep.append(False)
                rewriter.replace_all_uses_with(arg, same[0])
                rewriter.replace_all_uses_with(result, same[1])
                transfer.append(init)
                results.append(init)
                continue
            seen[(id(init), id(yielded))] = (arg, result)
            keep.append(True)
            new_inits.append(init)
            transfer.append(None)
            results.append(None)
        if not changed:
            return
        new_block = Block(arg_types=[block.args[0].type] + [v.type for v in new_inits])
        new_block.args[0].location = op.location
        for arg, init in zip(new_block.args[1:], new_inits, strict=True):
            arg.location = value_location(init)
        new_for = scf.ForOp(op.lb, op.ub, op.step, new_inits, new_block)
        new_for.attributes.update(op.attributes)
        new_for.properties.update(op.properties)
        new_for.location = op.location
        if not new_inits:
            empty_yield = scf.YieldOp()
            empty_yield.location = op.location
            new_block.add_op(empty_yield)
        rewriter.insert(new_for, InsertPoint.before(op))
        transfer[0] = new_block.args[0]
        kept = 0
        for i in range(len(results)):
            if transfer[i + 1] is None:
                transfer[i + 1] = new_block.args[1 + kept]
                results[i] = new_for.results[kept]
                kept += 1
        old_yield = yield_op
        if not new_inits:
            rewriter.inline_block(block, InsertPoint.before(new_block.last_op), transfer)
            rewriter.erase(old_yield)
        else:
            rewriter.inline_block(block, InsertPoint.at_end(new_block), transfer)
            operands = [v for v, k in zip(old_yield.operands, keep, strict=True) if k]
            filtered = scf.YieldOp(*operands)
            filtered.location = old_yield.location
            rewriter.insert(filtered, InsertPoint.before(old_yield))
            rewriter.erase(old_yield)
        replace_op(rewriter, op, results)


def _constant_int(value: SSAValue) -> int | None:
    if type(value) is not OpResult:  # (a block argument: no constant)
        return None
    attr = constant_value(value.op)
    return attr.value.data if isinstance(attr, IntegerAttr) else None


def _const_diff(lower: SSAValue, upper: SSAValue) -> int | None:
    """scf::computeConstDiff: ``upper - lower`` when both are constants, or when ``upper`` is
    ``lower + c`` (either operand order)."""
    lb, ub = _constant_int(lower), _constant_int(upper)
    if lb is not None and ub is not None:
        return ub - lb
    owner = upper.owner
    if is_kind_of(type(owner), AddiOp):
        x, y = owner.lhs, owner.rhs
        if x is lower and (c := _constant_int(y)) is not None:
            return c
        if y is lower and (c := _constant_int(x)) is not None:
            return c
    return None


class SimplifyTrivialLoops(RewritePattern):
    """MLIR's scf.for canonicalization: a loop that runs no iteration is its init values; one
    that runs exactly once is its body, inlined; an empty body that runs at least once and
    only yields values from outside is those values."""

    @rooted
    def match_and_rewrite(self, op: scf.ForOp, rewriter: PatternRewriter) -> None:
        block, yield_op = _body_and_yield(op)
        if op.lb is op.ub:
            replace_op(rewriter, op, list(op.iter_args))
            return
        diff = _const_diff(op.lb, op.ub)
        if diff is None:
            return
        if diff <= 0:
            replace_op(rewriter, op, list(op.iter_args))
            return
        step = _constant_int(op.step)
        if step is None:
            return
        if step >= diff:
            results = list(yield_op.operands)
            rewriter.inline_block(block, InsertPoint.before(op), [op.lb, *op.iter_args])
            replace_op(rewriter, op, results)
            rewriter.erase(yield_op)
            return
        if block.first_op is not yield_op:
            return
        if any(_is_ancestor(op, _value_region_owner(v)) for v in yield_op.operands):
            return
        replace_op(rewriter, op, list(yield_op.operands))


def _branch_yields(op: scf.IfOp) -> tuple[scf.YieldOp, scf.YieldOp]:
    then_yield, else_yield = op.true_region.block.last_op, op.false_region.block.last_op
    assert isinstance(then_yield, scf.YieldOp) and isinstance(else_yield, scf.YieldOp)
    return then_yield, else_yield


def _new_if(op: scf.IfOp, types: list) -> scf.IfOp:
    """``IfOp::create(loc, types, cond)`` holding ``op``'s two bodies (no attributes)."""
    then_region, else_region = Region(), Region()
    for source, dest in ((op.true_region, then_region), (op.false_region, else_region)):
        for block in list(source.blocks):
            source.detach_block(block)
            dest.add_block(block)
    new = scf.IfOp(op.cond, types, then_region, else_region)
    new.location = op.location
    return new


def _replace_yield(rewriter: PatternRewriter, old: scf.YieldOp, operands: list[SSAValue]) -> None:
    new = scf.YieldOp(*operands)
    new.location = old.location
    rewriter.insert(new, InsertPoint.before(old))
    replace_op(rewriter, old, [])


def _region_contains(region: Region, op: Operation) -> bool:
    """MLIR's ``region.isAncestor(op->getParentRegion())``: ``op`` is inside ``region``."""
    inner = op.parent_region()
    while inner is not None:
        if inner is region:
            return True
        owner = inner.parent_op()
        inner = owner.parent_region() if owner is not None else None
    return False


def _negates(value: SSAValue, cond: SSAValue) -> bool:
    """``value`` is ``arith.xori cond, true`` (MLIR's not)."""
    owner = value.owner
    return (
        isinstance(owner, Operation)
        and owner.name == "arith.xori"
        and owner.operands[0] is cond
        and _constant_int(owner.operands[1]) in (1, -1)
    )


def _move_region(source: Region, dest: Region) -> None:
    """MLIR's ``inlineRegionBefore(source, dest, dest.begin())`` into an empty ``dest``."""
    for block in list(source.blocks):
        source.detach_block(block)
        dest.add_block(block)


class CombineIfs(RewritePattern):
    """MLIR's scf.if canonicalization: an ``scf.if`` right after another on the same
    condition (or its negation) is merged into it; the first one's results used inside the
    second become the values the matching branch yields."""

    @rooted
    def match_and_rewrite(self, op: scf.IfOp, rewriter: PatternRewriter) -> None:
        next_if = op
        prev_if = next_if.prev_op
        if not isinstance(prev_if, scf.IfOp):
            return
        has_else = bool(next_if.false_region.blocks)
        next_then: Block | None = None
        next_else: Block | None = None
        if next_if.cond is prev_if.cond:
            next_then = next_if.true_region.block
            next_else = next_if.false_region.block if has_else else None
        if _negates(next_if.cond, prev_if.cond) or _negates(prev_if.cond, next_if.cond):
            next_else = next_if.true_region.block
            next_then = next_if.false_region.block if has_else else None
        if next_then is None and next_else is None:
            return
        then_yield = prev_if.true_region.block.last_op
        else_yield = prev_if.false_region.block.last_op if prev_if.false_region.blocks else None
        assert isinstance(then_yield, scf.YieldOp)
        if else_yield is not None:
            # the first if's results used inside the second: what the branch yields
            for result, t, f in zip(
                prev_if.results, then_yield.operands, else_yield.operands, strict=True
            ):
                for use in list(result.uses):
                    user = use.operation
                    if next_then is not None and _region_contains(next_then.parent, user):
                        user.operands[use.index] = t
                        rewriter.notify_op_modified(user)
                    elif next_else is not None and _region_contains(next_else.parent, user):
                        user.operands[use.index] = f
                        rewriter.notify_op_modified(user)
        types = [r.type for r in prev_if.results] + [r.type for r in next_if.results]
        combined = scf.IfOp(prev_if.cond, types, Region(), Region())
        combined.location = next_if.location
        rewriter.insert(combined, InsertPoint.before(next_if))
        _move_region(prev_if.true_region, combined.true_region)
        if next_then is not None:
            self._append(rewriter, next_then, combined.true_region.block)
        _move_region(prev_if.false_region, combined.false_region)
        if next_else is not None:
            if not combined.false_region.blocks:
                _move_region(next_else.parent, combined.false_region)
            else:
                self._append(rewriter, next_else, combined.false_region.block)
        count = len(prev_if.results)
        replace_op(rewriter, prev_if, list(combined.results[:count]))
        replace_op(rewriter, next_if, list(combined.results[count:]))

    @staticmethod
    def _append(rewriter: PatternRewriter, source: Block, dest: Block) -> None:
        """Move ``source``'s ops to the end of ``dest``; one yield of both yields' values, at
        the location of ``source``'s."""
        first, second = dest.last_op, source.last_op
        assert isinstance(first, scf.YieldOp) and isinstance(second, scf.YieldOp)
        move_ops(source, dest)
        merged = scf.YieldOp(*first.operands, *second.operands)
        merged.location = second.location
        rewriter.insert(merged, InsertPoint.at_end(dest))
        rewriter.erase(first)
        rewriter.erase(second)


class ConditionPropagation(RewritePattern):
    """MLIR's scf.if canonicalization: inside the then branch the condition is `true`, inside
    the else branch `false`."""

    @rooted
    def match_and_rewrite(self, op: scf.IfOp, rewriter: PatternRewriter) -> None:
        if _constant_int(op.cond) is not None:
            return
        constants: dict[bool, SSAValue] = {}
        for use in list(op.cond.uses):
            user = use.operation
            if _region_contains(op.true_region, user):
                value = True
            elif _region_contains(op.false_region, user):
                value = False
            else:
                continue
            if value not in constants:
                constant = materialize_constant(IntegerAttr(int(value), i1), i1, op)
                rewriter.insert(constant, InsertPoint.before(op))
                constants[value] = constant.results[0]
            user.operands[use.index] = constants[value]
            rewriter.notify_op_modified(user)


class RemoveEmptyElseBranch(RewritePattern):
    """MLIR's scf.if canonicalization: an else branch that only yields (no results) goes."""

    @rooted
    def match_and_rewrite(self, op: scf.IfOp, rewriter: PatternRewriter) -> None:
        if op.results or not op.false_region.blocks:
            return
        else_block = op.false_region.block
        if else_block.first_op is not else_block.last_op:
            return
        new = scf.IfOp(op.cond, [], Region(), Region(), dict(op.attributes))
        new.location = op.location
        _move_region(op.true_region, new.true_region)
        rewriter.insert(new, InsertPoint.before(op))
        rewriter.erase(op)


class ConvertTrivialIfToSelect(RewritePattern):
    """MLIR's scf.if canonicalization: results whose values both come from outside the
    branches become ``arith.select`` (or the value itself when both are the same)."""

    @rooted
    def match_and_rewrite(self, op: scf.IfOp, rewriter: PatternRewriter) -> None:
        if not op.results or not op.false_region.blocks:
            return
        then_yield, else_yield = _branch_yields(op)
        pairs = list(zip(then_yield.operands, else_yield.operands, strict=True))

        def inside(value: SSAValue, region: Region) -> bool:
            block = value.block if isinstance(value, BlockArgument) else value.op.parent
            return block is not None and block.parent is region

        kept = [t for t, f in pairs if inside(t, op.true_region) or inside(f, op.false_region)]
        if len(kept) == len(op.results):
            return
        replacement = _new_if(op, [t.type for t in kept])
        rewriter.insert(replacement, InsertPoint.before(op))
        results: list[SSAValue] = []
        true_yields: list[SSAValue] = []
        false_yields: list[SSAValue] = []
        for t, f in pairs:
            if inside(t, replacement.true_region) or inside(f, replacement.false_region):
                results.append(replacement.results[len(true_yields)])
                true_yields.append(t)
                false_yields.append(f)
            elif t is f:
                results.append(t)
            else:
                select = SelectOp(op.cond, t, f)
                select.location = op.location
                rewriter.insert(select, InsertPoint.before(replacement))
                results.append(select.result)
        _replace_yield(rewriter, then_yield, true_yields)
        _replace_yield(rewriter, else_yield, false_yields)
        replace_op(rewriter, op, results)


class RemoveUnusedResults(RewritePattern):
    """MLIR's scf.if canonicalization: drop the results nobody uses."""

    @rooted
    def match_and_rewrite(self, op: scf.IfOp, rewriter: PatternRewriter) -> None:
        used = [r for r in op.results if r.uses]
        if len(used) == len(op.results):
            return
        then_yield, else_yield = _branch_yields(op)
        new = _new_if(op, [r.type for r in used])
        rewriter.insert(new, InsertPoint.before(op))
        for old_yield in (then_yield, else_yield):
            operands = [old_yield.operands[r.index] for r in used]
            old_yield.operands = operands
            rewriter.notify_op_modified(old_yield)
        values: list[SSAValue | None] = [None] * len(op.results)
        for i, r in enumerate(used):
            values[r.index] = new.results[i]
        replace_op(rewriter, op, values)


SCF_CLEANUP_PATTERNS: tuple[RewritePattern, ...] = (
    ForOpDeadArgElimination(),
    ForOpIterArgsFolder(),
    SimplifyTrivialLoops(),
    CombineIfs(),
    ConditionPropagation(),
    ConvertTrivialIfToSelect(),
    RemoveEmptyElseBranch(),
    RemoveUnusedResults(),
)
