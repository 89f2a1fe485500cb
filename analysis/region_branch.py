"""Control-flow facts MLIR's interfaces give the data-flow solver (RegionBranchOpInterface,
RegionBranchTerminatorOpInterface, CallOpInterface, CallableOpInterface), for the ops of the
Triton pipeline that have them: ``scf.for``, ``scf.if``, ``scf.while`` and
``ttg.warp_specialize`` (its default region only; the partitions are isolated from above and
have no region control flow), ``tt.call`` and ``tt.func``.

A successor is ``(region, inputs)``: the entry block of ``region``, or the parent op's results
when ``region`` is None, with the values the forwarded operands flow into (``inputs``).
Constant operands (None when unknown) prune the successors as the interfaces do.
"""

from __future__ import annotations

from collections.abc import Sequence

from gluon_opt.dialects import tt, ttg
from gluon_opt.dialects.traits import has_trait, is_kind_of
from xdsl.dialects import scf
from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Attribute, Operation, Region, SSAValue
from xdsl.traits import CallableOpInterface, SymbolTable

Successor = tuple[Region | None, tuple[SSAValue, ...]]

BRANCHES = (scf.ForOp, scf.IfOp, scf.WhileOp, ttg.WarpSpecializeOp)


def is_region_branch(op: Operation) -> bool:
    return is_kind_of(type(op), BRANCHES)


def is_callable(op: Operation) -> bool:
    return has_trait(op, CallableOpInterface)


CALL = tt.CallOp


def is_call(op: Operation) -> bool:
    return is_kind_of(type(op), CALL)


def resolve_callee(call: Operation) -> Operation | None:
    if not isinstance(call, tt.CallOp):
        return None
    return SymbolTable.lookup_symbol(call, call.callee)


def callable_region(op: Operation) -> Region | None:
    if not op.regions or not op.regions[0].blocks:
        return None
    return op.regions[0]


def _bool(attr: Attribute | None) -> bool | None:
    if isinstance(attr, IntegerAttr) and attr.type.width.data == 1:
        return attr.value.data != 0
    return None


def _results(op: Operation) -> tuple[SSAValue, ...]:
    return tuple(op.results)


def _for_successors(op: scf.ForOp) -> list[Successor]:
    return [(op.body, tuple(op.body.block.args[1:])), (None, _results(op))]


def entry_successors(op: Operation, operands: Sequence[Attribute | None]) -> list[Successor]:
    """``getEntrySuccessorRegions``: where control goes when ``op`` starts."""
    if isinstance(op, scf.ForOp):
        return _for_successors(op)
    if isinstance(op, scf.IfOp):
        cond = _bool(operands[0])
        out: list[Successor] = []
        if cond is None or cond:
            out.append((op.true_region, ()))
        if cond is None or not cond:
            if op.false_region.blocks:
                out.append((op.false_region, ()))
            else:
                out.append((None, _results(op)))
        return out
    if isinstance(op, scf.WhileOp):
        return [(op.before_region, tuple(op.before_region.block.args))]
    if isinstance(op, ttg.WarpSpecializeOp):
        return [(op.defaultRegion, ())]
    return []


def terminator_successors(
    term: Operation, branch: Operation, operands: Sequence[Attribute | None]
) -> list[Successor]:
    """``RegionBranchTerminatorOpInterface::getSuccessorRegions`` of a region's terminator."""
    if isinstance(branch, scf.ForOp):
        return _for_successors(branch)
    if isinstance(branch, scf.IfOp | ttg.WarpSpecializeOp):
        return [(None, _results(branch))]
    if isinstance(branch, scf.WhileOp):
        if isinstance(term, scf.ConditionOp):
            cond = _bool(operands[0])
            out: list[Successor] = []
            if cond is None or cond:
                out.append((branch.after_region, tuple(branch.after_region.block.args)))
            if cond is None or not cond:
                out.append((None, _results(branch)))
            return out
        return [(branch.before_region, tuple(branch.before_region.block.args))]
    return []


def entry_successor_operands(branch: Operation, target: Region | None) -> tuple[SSAValue, ...]:
    """The operands ``branch`` forwards when it enters ``target`` (or skips to its results)."""
    if isinstance(branch, scf.ForOp):
        return tuple(branch.iter_args)
    if isinstance(branch, scf.WhileOp):
        return tuple(branch.arguments)
    return ()


def terminator_successor_operands(term: Operation, target: Region | None) -> tuple | None:
    """The operands a region terminator forwards; None if it is no region terminator."""
    if isinstance(term, scf.ConditionOp):
        return tuple(term.args)
    if isinstance(term, scf.YieldOp | ttg.WarpYieldOp):
        return tuple(term.operands)
    return None
