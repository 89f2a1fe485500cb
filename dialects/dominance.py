"""MLIR's dominance rule for SSA values: every use is dominated by its value's definition.

MLIR's verifier checks it after every op's own verifier, walking the ops in order, and
reports the first use that breaks it as ``operand #N does not dominate this use`` at the
using op. A definition dominates a use when the use (or the op holding it) comes after the
definition in the same block, or sits in a block that the definition's block dominates in
the control-flow graph of their region. ``builtin.module``'s body is a graph region, where
order does not matter; a use in a block the entry cannot reach is never reported.
"""

from __future__ import annotations

from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.text.walk import preorder
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region, SSAValue


class _Dominance:
    """Block order and block dominators, computed per block / region on first need."""

    def __init__(self) -> None:
        self._positions: dict[Block, dict[Operation, int]] = {}
        self._dominators: dict[Region, dict[Block, set[Block] | None]] = {}

    def position(self, op: Operation) -> int:
        block = op.parent
        positions = self._positions.get(block)
        if positions is None:
            positions = {o: i for i, o in enumerate(block.ops)}
            self._positions[block] = positions
        return positions[op]

    def block_dominates(self, a: Block, b: Block) -> bool:
        """Whether ``a`` dominates ``b`` (blocks of one region); true for ``b`` unreachable."""
        region = a.parent
        dominators = self._dominators.get(region)
        if dominators is None:
            dominators = _block_dominators(region)
            self._dominators[region] = dominators
        dom_b = dominators.get(b)
        return dom_b is None or a in dom_b

    def dominates(self, value: SSAValue, path: list[Operation], depth: dict[Region, int]) -> bool:
        """Whether ``value`` dominates the use in ``path[-1]``; ``path`` holds the user's
        ancestors from the root, ``depth`` the index in ``path`` of the op directly inside
        each region on it (entries of regions off the path are stale)."""
        if isinstance(value, OpResult):
            definer: Operation | None = value.op
            block = definer.parent
        elif isinstance(value, BlockArgument):
            definer, block = None, value.block
        else:
            return True
        if block is None or block.parent is None:
            return False
        region = block.parent
        if isinstance(region.parent, ModuleOp):
            return True  # a graph region
        index = depth.get(region)
        if index is None or index >= len(path) or path[index].parent_region() is not region:
            return False  # the use is outside the definition's region
        ancestor = path[index]
        if ancestor.parent is not block:
            return self.block_dominates(block, ancestor.parent)
        if definer is None:
            return True
        # A use inside the defining op's own regions is not dominated by its results.
        return ancestor is not definer and self.position(definer) < self.position(ancestor)


def _block_dominators(region: Region) -> dict[Block, set[Block] | None]:
    """Each block's dominators (itself included); None for a block the entry cannot reach."""
    blocks = list(region.blocks)
    if len(blocks) == 1:
        return {blocks[0]: {blocks[0]}}
    entry = blocks[0]
    predecessors: dict[Block, list[Block]] = {b: [] for b in blocks}
    reachable = {entry}
    stack = [entry]
    while stack:
        block = stack.pop()
        last = block.last_op
        for successor in last.successors if last is not None else ():
            predecessors[successor].append(block)
            if successor not in reachable:
                reachable.add(successor)
                stack.append(successor)
    order = [b for b in blocks if b in reachable]
    dominators: dict[Block, set[Block]] = {b: set(order) for b in order}
    dominators[entry] = {entry}
    changed = True
    while changed:
        changed = False
        for block in order[1:]:
            preds = [dominators[p] for p in predecessors[block] if p in reachable]
            new = set.intersection(*preds) | {block} if preds else {block}
            if new != dominators[block]:
                dominators[block] = new
                changed = True
    return {b: dominators.get(b) for b in blocks}


def verify_dominance(root: Operation) -> None:
    """Raise MLIR's located error for the first use its definition does not dominate."""
    dominance = _Dominance()
    path: list[Operation] = []
    depth: dict[Region, int] = {}
    for op, level in preorder(root):
        del path[level:]
        path.append(op)
        region = op.parent_region()
        if region is not None:
            depth[region] = level
        for index, operand in enumerate(op.operands):
            if not dominance.dominates(operand, path, depth):
                raise DiagnosticError(
                    f"operand #{index} does not dominate this use", loc=op.location
                )
