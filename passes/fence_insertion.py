"""``--triton-nvidia-gpu-fence-insertion``: order generic-proxy shared-memory writes before
async-proxy MMAs (Triton 3.6.0's FenceInsertion.cpp).

In prose: docs/passes/triton-nvidia-gpu-fence-insertion.md.

For every dot-like op (``tt.dot``, ``tt.dot_scaled``, ``ttng.warp_group_dot``,
``ttng.tc_gen5_mma``, ``ttng.tc_gen5_mma_scaled``), in post-order, the shared-memory operands
A and B are traced back to the register-to-shared copies that fill them: ``local_alloc`` with a
source, or a ``local_store`` reached from an alloc through single-use memdesc views. Loop
iter_args are followed into their init value and yielded value, warp-specialize partition
arguments into their explicit capture; any other block argument counts as a write.

If either operand has such a write, a ``ttng.fence_async_shared {bCluster = false}`` goes right
before the dot, is hoisted out of every enclosing loop that contains none of the writes, and
is dropped if the op before it is already the same fence. Below compute capability 90 the pass
does nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gluon_opt.dialects import ttg, ttng
from gluon_opt.dialects.text.walk import postorder_list
from gluon_opt.dialects.traits import DotOpInterface, MemDescViewTrait, has_trait
from gluon_opt.passes.base import GluonPass, libtriton_ops
from xdsl.context import Context
from xdsl.dialects import scf
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, i1
from xdsl.ir import Block, BlockArgument, Operation, OpResult, SSAValue

# LoopLikeOpInterface ops that can enclose a dot.
_LOOP_OPS: tuple[type[Operation], ...] = (scf.ForOp, scf.WhileOp, scf.ParallelOp)


def _is_memdesc(value: SSAValue) -> bool:
    return isinstance(value.type, ttg.MemDescType)


def _has_one_use(op: Operation) -> bool:
    """MLIR's hasOneUse: exactly one use over all results."""
    uses = [use for result in op.results for use in result.uses]
    return len(uses) == 1


class _Deps:
    """An insertion-ordered set of ops (llvm::SetVector)."""

    def __init__(self) -> None:
        self.ops: dict[Operation, None] = {}

    def add(self, op: Operation) -> None:
        self.ops.setdefault(op, None)


def find_copy_reg_to_shared_ops(operand: SSAValue) -> list[Operation]:
    """The ops that write ``operand``'s shared memory through the generic proxy."""
    visited: set[SSAValue] = set()
    deps = _Deps()
    _find(operand, visited, deps)
    return list(deps.ops)


def _find(value: SSAValue, visited: set[SSAValue], deps: _Deps) -> None:
    if value in visited:
        return
    visited.add(value)
    if not _is_memdesc(value):
        return
    if isinstance(value, OpResult):
        op = value.op
        if isinstance(op, ttg.LocalAllocOp):
            if op.src is not None:
                deps.add(op)
            for use in list(op.result.uses):
                user = use.operation
                while _has_one_use(user) and has_trait(user, MemDescViewTrait):
                    user = next(u.operation for r in user.results for u in r.uses)
                if isinstance(user, ttg.LocalStoreOp):
                    deps.add(user)
                    # As in the C++: found a store, so the alloc's operands are not searched.
                    return
        for operand in op.operands:
            _find(operand, visited, deps)
        return

    assert isinstance(value, BlockArgument)
    block: Block = value.block
    owner = block.parent_op()
    assert owner is not None
    if isinstance(owner, scf.ForOp):
        # Block arg 0 is the induction variable; the rest follow the iter_args.
        index = value.index - 1
        _find(owner.iter_args[index], visited, deps)
        terminator = owner.body.block.last_op
        assert terminator is not None
        _find(terminator.operands[index], visited, deps)
        return
    if isinstance(owner, ttg.WarpSpecializePartitionsOp):
        parent = owner.parent_op()
        assert isinstance(parent, ttg.WarpSpecializeOp)
        _find(parent.explicitCaptures[value.index], visited, deps)
        return
    # Function arguments, scf.while, ...: conservatively a write.
    deps.add(owner)


def _is_ancestor(ancestor: Operation, op: Operation) -> bool:
    """MLIR's isAncestor: an op is its own ancestor."""
    current: Operation | None = op
    while current is not None:
        if current is ancestor:
            return True
        current = current.parent_op()
    return False


def _enclosing_loop(op: Operation) -> Operation | None:
    current = op.parent_op()
    while current is not None:
        if isinstance(current, _LOOP_OPS):
            return current
        current = current.parent_op()
    return None


def _same_fence(prev: Operation | None, fence: ttng.FenceAsyncSharedOp) -> bool:
    return isinstance(prev, ttng.FenceAsyncSharedOp) and prev.bCluster == fence.bCluster


def insert_fence(dot: Operation) -> None:
    a, b = dot.a, dot.b
    deps_a = find_copy_reg_to_shared_ops(a)
    deps_b = find_copy_reg_to_shared_ops(b)
    if not deps_a and not deps_b:
        return
    fence = ttng.FenceAsyncSharedOp.build(properties={"bCluster": IntegerAttr(0, i1)})
    fence.location = dot.location
    block = dot.parent_block()
    assert block is not None
    block.insert_op_before(fence, dot)
    while (loop := _enclosing_loop(fence)) is not None:
        if any(_is_ancestor(loop, dep) for dep in deps_a):
            break
        if any(_is_ancestor(loop, dep) for dep in deps_b):
            break
        fence.detach()
        loop_block = loop.parent_block()
        assert loop_block is not None
        loop_block.insert_op_before(fence, loop)
    if _same_fence(fence.prev_op, fence):
        fence.detach()
        fence.erase()


# the async MMAs, by name (the skip check reads libtriton modules)
_ASYNC_MMA_OPS = frozenset(
    op.name for op in (ttng.WarpGroupDotOp, ttng.TCGen5MMAOp, ttng.TCGen5MMAScaledOp)
)


@dataclass(frozen=True)
class FenceInsertionPass(GluonPass, port_of="triton-nvidia-gpu-fence-insertion"):
    """Insert async-shared fences before MMAs reading register-written shared memory."""

    compute_capability: int = 90

    @staticmethod
    def skip_check(mod: Any, options: dict[str, str]) -> bool:
        # Nothing below cc 90. Above, a fence goes before an async MMA (warp_group_dot,
        # tc_gen5_mma[_scaled]; tt.dot and tt.dot_scaled only take tensors) only if the walk
        # back from its shared-memory operands finds a register->shared write: a
        # `ttg.local_alloc` with a source, a `ttg.local_store`, or a !ttg.memdesc block
        # argument of an owner other than scf.for / a warp_specialize partition. The walk can
        # end nowhere else, so when the module has none of the three (any memdesc block
        # argument counts, whoever owns it) the pass does nothing.
        if int(options.get("compute-capability", "90")) < 90:
            return True
        # (the ops listed once; their names first: most modules have no async MMA, and the
        # rest of the test asks libtriton more per op)
        ops = libtriton_ops(mod)
        names = [op.get_name() for op in ops]
        if _ASYNC_MMA_OPS.isdisjoint(names):
            return True
        for op, name in zip(ops, names, strict=True):
            if name == ttg.LocalStoreOp.name or (
                name == ttg.LocalAllocOp.name and op.get_num_operands() > 0
            ):
                return False
        blocks: set[int] = set()
        for op in ops:
            block = op.get_block()
            if block is not None and block.id() not in blocks:
                blocks.add(block.id())
                for i in range(block.get_num_arguments()):
                    if str(block.get_argument(i).get_type()).startswith("!ttg.memdesc"):
                        return False
        return True

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if self.compute_capability < 90:
            return
        # (a list taken up front: a fence goes before its dot, where the walk has been; the
        # trait test remembered per class, where xDSL's goes through every trait of the op)
        for nested in postorder_list(op):
            if has_trait(nested, DotOpInterface):
                insert_fence(nested)
