"""``scf.for`` cleanup patterns for the greedy driver, as the layout passes register them:

- ``ForOpDeadArgElimination`` (Triton 3.6.0, TritonGPU/Transforms/Utility.cpp): an iter_arg
  whose result is unused and whose value only feeds itself gets its yield operand replaced by
  the block argument, leaving the rest to dead-code elimination;
- ``ForOpIterArgsFolder`` (MLIR's scf.for canonicalization): iter_args that are forwarded
  unchanged, yield their init value, or are used neither in the body nor after the loop are
  removed (the loop is rebuilt), as are iter_args that duplicate an earlier one.

``SCF_CLEANUP_PATTERNS`` lists them in registration order. MLIR's other scf.for/scf.if
canonicalizations (trivial loops, static conditions, if-to-select, ...) are not ported yet.
"""

from __future__ import annotations

from gluon_opt.dialects import scf
from gluon_opt.passes.greedy import replace_op, would_be_trivially_dead
from xdsl.ir import Block, BlockArgument, Operation, OpResult, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint


def _is_ancestor(ancestor: Operation, op: Operation | None) -> bool:
    while op is not None:
        if op is ancestor:
            return True
        op = op.parent_op()
    return False


def _value_region_owner(value: SSAValue) -> Operation | None:
    if isinstance(value, BlockArgument):
        return value.block.parent_op()
    return value.op.parent_op()


def _value_loc(value: SSAValue):
    return value.op.location if isinstance(value, OpResult) else value.location


class ForOpDeadArgElimination(RewritePattern):
    root = scf.ForOp

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, scf.ForOp):
            return
        block = op.body.block
        yield_op = block.last_op
        assert isinstance(yield_op, scf.YieldOp)
        alive: set[SSAValue] = set()
        queue: list[SSAValue] = []

        def mark_live(value: SSAValue) -> None:
            if not _is_ancestor(op, _value_region_owner(value)):
                return
            if value not in alive:
                alive.add(value)
                queue.append(value)

        for index, result in enumerate(op.results):
            if result.uses:
                mark_live(yield_op.operands[index])
        if len(alive) == len(op.results):
            return
        # Ops with side effects are live, and so are their operands.
        for nested in block.walk():
            if not isinstance(nested, scf.YieldOp | scf.ForOp) and not would_be_trivially_dead(
                nested
            ):
                for operand in nested.operands:
                    mark_live(operand)
        while queue:
            value = queue.pop()
            if isinstance(value, OpResult):
                producer = value.op
                if isinstance(producer, scf.ForOp):
                    mark_live(producer.iter_args[value.index])
                    mark_live(producer.body.block.last_op.operands[value.index])
                    continue
                if isinstance(producer, scf.IfOp):
                    mark_live(producer.cond)
                    for region in (producer.true_region, producer.false_region):
                        mark_live(region.block.last_op.operands[value.index])
                    continue
                if isinstance(producer, scf.WhileOp):
                    return
                for operand in producer.operands:
                    mark_live(operand)
                continue
            owner = value.block.parent_op()
            if isinstance(owner, scf.ForOp):
                if value.index < 1:
                    continue
                i = value.index - 1
                mark_live(owner.body.block.last_op.operands[i])
                mark_live(owner.iter_args[i])
        dead = []
        for index, operand in enumerate(yield_op.operands):
            if operand in alive or operand is block.args[index + 1]:
                continue
            # A value from outside the loop is what the loop returns when it runs at least
            # once; unless it is also the init value, it cannot be dropped.
            if (
                not _is_ancestor(op, _value_region_owner(operand))
                and operand is not op.iter_args[index]
            ):
                continue
            dead.append(index)
        if not dead:
            return
        for index in dead:
            yield_op.operands[index] = block.args[index + 1]
        rewriter.notify_op_modified(op)


class ForOpIterArgsFolder(RewritePattern):
    root = scf.ForOp

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, scf.ForOp):
            return
        block = op.body.block
        yield_op = block.last_op
        assert isinstance(yield_op, scf.YieldOp)
        keep: list[bool] = []
        transfer: list[SSAValue | None] = [None]
        new_inits: list[SSAValue] = []
        results: list[SSAValue | None] = []
        seen: dict[tuple[SSAValue, SSAValue], tuple[SSAValue, SSAValue]] = {}
        changed = False
        for init, arg, result, yielded in zip(
            op.iter_args, block.args[1:], op.results, yield_op.operands, strict=True
        ):
            if yielded is arg or yielded is init or (not arg.uses and not result.uses):
                changed = True
                keep.append(False)
                transfer.append(init)
                results.append(init)
                continue
            same = seen.get((init, yielded))
            if same is not None:
                changed = True
                keep.append(False)
                rewriter.replace_all_uses_with(arg, same[0])
                rewriter.replace_all_uses_with(result, same[1])
                transfer.append(init)
                results.append(init)
                continue
            seen[(init, yielded)] = (arg, result)
            keep.append(True)
            new_inits.append(init)
            transfer.append(None)
            results.append(None)
        if not changed:
            return
        new_block = Block(arg_types=[block.args[0].type] + [v.type for v in new_inits])
        new_block.args[0].location = op.location
        for arg, init in zip(new_block.args[1:], new_inits, strict=True):
            arg.location = _value_loc(init)
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


SCF_CLEANUP_PATTERNS: tuple[RewritePattern, ...] = (
    ForOpDeadArgElimination(),
    ForOpIterArgsFolder(),
)
