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

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from gluon_opt.dialects import ttg, ttng
from gluon_opt.dialects.text.walk import postorder_list
from gluon_opt.dialects.traits import DotOpInterface, MemDescViewTrait, has_trait
from gluon_opt.passes.base import GluonPass, libtriton_ops
from xdsl.context import Context
from xdsl.dialects import scf
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, i1
from xdsl.ir import BlockArgument, Operation, OpResult, SSAValue

# LoopLikeOpInterface ops that can enclose a dot.
_LOOP_OPS: tuple[type[Operation], ...] = (scf.ForOp, scf.WhileOp, scf.ParallelOp)


class Graph(Protocol):
    """What the walk back from an MMA operand reads of a module. Ops and values are whatever
    stands for them: xDSL's objects in the pass (``_XDSL``), numbers for libtriton's in the
    skip check (``LibtritonGraph``), so that both follow one walk."""

    def is_memdesc(self, value: Any) -> bool: ...

    def producer(self, value: Any) -> Any | None:
        """The op whose result ``value`` is; None for a block argument."""

    def argument(self, value: Any) -> tuple[Any, int]:
        """The op owning a block argument's block, and the argument's position."""

    def name(self, op: Any) -> str: ...

    def operands(self, op: Any) -> Sequence[Any]: ...

    def result_users(self, op: Any) -> list[Any]:
        """The user of each use of ``op``'s (single) result."""

    def sole_user(self, op: Any) -> Any | None:
        """The user of ``op``'s only use over all its results (MLIR's hasOneUse), else None."""

    def is_view(self, op: Any) -> bool: ...

    def loop_values(self, loop: Any, position: int) -> tuple[Any, Any]:
        """The init and yielded values of an scf.for's body argument ``position`` (> 0)."""

    def parent(self, op: Any) -> Any: ...


class _XdslGraph:
    """``Graph`` over our module."""

    @staticmethod
    def is_memdesc(value: SSAValue) -> bool:
        return isinstance(value.type, ttg.MemDescType)

    @staticmethod
    def producer(value: SSAValue) -> Operation | None:
        return value.op if isinstance(value, OpResult) else None

    @staticmethod
    def argument(value: SSAValue) -> tuple[Operation, int]:
        assert isinstance(value, BlockArgument)
        owner = value.block.parent_op()
        assert owner is not None
        return owner, value.index

    @staticmethod
    def name(op: Operation) -> str:
        return op.name

    @staticmethod
    def operands(op: Operation) -> Sequence[SSAValue]:
        return op.operands

    @staticmethod
    def result_users(op: Operation) -> list[Operation]:
        return [use.operation for use in op.results[0].uses]

    @staticmethod
    def sole_user(op: Operation) -> Operation | None:
        uses = [use for result in op.results for use in result.uses]
        return uses[0].operation if len(uses) == 1 else None

    @staticmethod
    def is_view(op: Operation) -> bool:
        return has_trait(op, MemDescViewTrait)

    @staticmethod
    def loop_values(loop: Operation, position: int) -> tuple[SSAValue, SSAValue]:
        assert isinstance(loop, scf.ForOp)
        terminator = loop.body.block.last_op
        assert terminator is not None
        return loop.iter_args[position - 1], terminator.operands[position - 1]

    @staticmethod
    def parent(op: Operation) -> Operation:
        parent = op.parent_op()
        assert parent is not None
        return parent


_XDSL: Graph = _XdslGraph()

# the memdesc views, by name (the skip check reads libtriton modules)
_VIEW_OPS = frozenset(
    op.name for module in (ttg, ttng) for op in module.OPS if op.has_trait(MemDescViewTrait)
)


class LibtritonGraph:
    """``Graph`` over a libtriton module, for the skip check: ops are their places in
    ``libtriton_ops``' walk, values their ids. The bindings give no defining op, owner or
    uses, so every op's operands and results are read once, up front, and the blocks (which
    a walk that meets no block argument never asks about) the first time one is needed."""

    def __init__(self, ops: list[Any], names: list[str]) -> None:
        self.ops = ops
        self.names = names
        self.values: dict[int, Any] = {}  # id -> the value (its type is read when asked)
        self.users: dict[int, list[int]] = {}  # id -> the op of each use
        self.defined: dict[int, int] = {}  # result id -> its op
        self.results: list[list[int]] = []
        self.op_operands: list[list[int]] = []
        for index, op in enumerate(ops):
            operands = []
            for i in range(op.get_num_operands()):
                value = op.get_operand(i)
                key = value.id()
                self.values[key] = value
                self.users.setdefault(key, []).append(index)
                operands.append(key)
            self.op_operands.append(operands)
            results = [op.get_result(i).id() for i in range(op.get_num_results())]
            for key in results:
                self.defined[key] = index
            self.results.append(results)
        self._blocks: _Blocks | None = None

    def blocks(self) -> _Blocks:
        if self._blocks is None:
            self._blocks = _Blocks(self.ops)
        return self._blocks

    def operand(self, op: int, index: int) -> int:
        return self.op_operands[op][index]

    def is_memdesc(self, value: int) -> bool:
        return str(self.values[value].get_type()).startswith("!ttg.memdesc")

    def producer(self, value: int) -> int | None:
        return self.defined.get(value)

    def argument(self, value: int) -> tuple[int, int]:
        blocks = self.blocks()
        block, position = blocks.arguments[value]
        return blocks.owner[block], position

    def name(self, op: int) -> str:
        return self.names[op]

    def operands(self, op: int) -> list[int]:
        return self.op_operands[op]

    def result_users(self, op: int) -> list[int]:
        return self.users.get(self.results[op][0], [])

    def sole_user(self, op: int) -> int | None:
        users = [user for result in self.results[op] for user in self.users.get(result, ())]
        return users[0] if len(users) == 1 else None

    def is_view(self, op: int) -> bool:
        return self.names[op] in _VIEW_OPS

    def loop_values(self, loop: int, position: int) -> tuple[int, int]:
        # scf.for's operands: lower bound, upper bound, step, then the inits
        init = self.op_operands[loop][3 + position - 1]
        blocks = self.blocks()
        terminator = blocks.last_op[blocks.body[loop]]
        return init, self.op_operands[terminator][position - 1]

    def parent(self, op: int) -> int:
        blocks = self.blocks()
        return blocks.owner[blocks.of_op[op]]


class _Blocks:
    """The blocks of a libtriton module's ops (``libtriton_ops``), by id: the op owning each,
    its arguments and last op, and the block of each op."""

    def __init__(self, ops: list[Any]) -> None:
        self.owner: dict[int, int] = {}  # block -> the op whose region holds it
        self.arguments: dict[int, tuple[int, int]] = {}  # argument id -> (block, position)
        self.last_op: dict[int, int] = {}  # block -> its last op (its terminator)
        self.of_op: list[int] = []  # op -> its block (-1: none, the module)
        self.body: dict[int, int] = {}  # op -> the block of its single-block region
        region_owner: dict[int, int] = {}
        found: dict[int, Any] = {}
        for index, op in enumerate(ops):
            for i in range(op.get_num_regions()):
                region_owner[op.get_region(i).id()] = index
            block = op.get_block()
            key = -1 if block is None else block.id()
            self.of_op.append(key)
            if block is not None:
                # (post-order: a block's ops come in order, each after the ops nested in it)
                self.last_op[key] = index
                found.setdefault(key, block)
        for key, block in found.items():
            owner = region_owner.get(block.get_parent().id())
            if owner is not None:
                self.owner[key] = owner
                self.body[owner] = key
            for i in range(block.get_num_arguments()):
                self.arguments[block.get_argument(i).id()] = (key, i)


class _Deps:
    """An insertion-ordered set of ops (llvm::SetVector)."""

    def __init__(self) -> None:
        self.ops: dict[Any, None] = {}

    def add(self, op: Any) -> None:
        self.ops.setdefault(op, None)


def find_copy_reg_to_shared_ops(operand: Any, graph: Graph = _XDSL) -> list[Any]:
    """The ops that write ``operand``'s shared memory through the generic proxy."""
    visited: set[Any] = set()
    deps = _Deps()
    _find(operand, graph, visited, deps)
    return list(deps.ops)


def _find(value: Any, graph: Graph, visited: set[Any], deps: _Deps) -> None:
    if value in visited:
        return
    visited.add(value)
    if not graph.is_memdesc(value):
        return
    op = graph.producer(value)
    if op is not None:
        if graph.name(op) == _LOCAL_ALLOC:
            if graph.operands(op):
                deps.add(op)
            for user in graph.result_users(op):
                while graph.is_view(user) and (next_user := graph.sole_user(user)) is not None:
                    user = next_user
                if graph.name(user) == _LOCAL_STORE:
                    deps.add(user)
                    # As in the C++: found a store, so the alloc's operands are not searched.
                    return
        for operand in graph.operands(op):
            _find(operand, graph, visited, deps)
        return

    owner, position = graph.argument(value)
    name = graph.name(owner)
    if name == _FOR:
        # Block arg 0 is the induction variable; the rest follow the iter_args.
        init, yielded = graph.loop_values(owner, position)
        _find(init, graph, visited, deps)
        _find(yielded, graph, visited, deps)
        return
    if name == _PARTITIONS:
        parent = graph.parent(owner)
        _find(graph.operands(parent)[position], graph, visited, deps)
        return
    # Function arguments, scf.while, ...: conservatively a write.
    deps.add(owner)


_LOCAL_ALLOC = ttg.LocalAllocOp.name
_LOCAL_STORE = ttg.LocalStoreOp.name
_FOR = scf.ForOp.name
_PARTITIONS = ttg.WarpSpecializePartitionsOp.name


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


def _has_writes(ops: list[Any], names: list[str]) -> bool:
    """Whether a libtriton module has anything the walk can end at: a `ttg.local_alloc` with
    a source, a `ttg.local_store`, or a !ttg.memdesc block argument (whoever owns it). Reading
    it costs a fraction of what LibtritonGraph reads."""
    for op, name in zip(ops, names, strict=True):
        if name == _LOCAL_STORE or (name == _LOCAL_ALLOC and op.get_num_operands() > 0):
            return True
    blocks: set[int] = set()
    for op in ops:
        block = op.get_block()
        if block is not None and block.id() not in blocks:
            blocks.add(block.id())
            for i in range(block.get_num_arguments()):
                if str(block.get_argument(i).get_type()).startswith("!ttg.memdesc"):
                    return True
    return False


@dataclass(frozen=True)
class FenceInsertionPass(GluonPass, port_of="triton-nvidia-gpu-fence-insertion"):
    """Insert async-shared fences before MMAs reading register-written shared memory."""

    compute_capability: int = 90

    @staticmethod
    def skip_check(mod: Any, options: dict[str, str]) -> bool:
        # Nothing below cc 90. Above, a fence goes before an async MMA (warp_group_dot,
        # tc_gen5_mma[_scaled]; tt.dot and tt.dot_scaled only take tensors) only if the walk
        # back from its shared-memory operands finds a register->shared write, so the pass
        # does nothing when the walk, made on libtriton's module, finds none for any of them.
        if int(options.get("compute-capability", "90")) < 90:
            return True
        # (the ops listed once; their names first: most modules have no async MMA)
        ops = libtriton_ops(mod)
        names = [op.get_name() for op in ops]
        if _ASYNC_MMA_OPS.isdisjoint(names) or not _has_writes(ops, names):
            return True
        graph = LibtritonGraph(ops, names)
        for index, name in enumerate(names):
            if name in _ASYNC_MMA_OPS:
                # A and B are the first two operands of each async MMA
                for position in (0, 1):
                    operand = graph.operand(index, position)
                    if find_copy_reg_to_shared_ops(operand, graph):
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
