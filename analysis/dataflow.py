"""MLIR's data-flow solver (mlir/Analysis/DataFlowFramework, DeadCodeAnalysis, SparseAnalysis,
ConstantPropagationAnalysis), as far as Triton's analyses depend on it.

Triton's AxisInfo runs inside MLIR's solver next to dead-code analysis and sparse constant
propagation (``createDataFlowSolver``). Its transfer functions are not monotone (a rule that
looks at a known constant, or at a loop result still at its optimistic start state, can give
a lower answer than it would on the final inputs), so the *order* in which the solver visits
program points shows in the result. This module therefore reproduces the solver's mechanics,
not just its fixpoint:

- one FIFO worklist of ``(program point, analysis)`` items, without de-duplication;
- analysis states with dependents (``addDependency``) and lattices with use-def subscribers:
  an update enqueues the dependents, then every user of the value (in use-list order, newest
  use first, as ``Value::getUsers`` walks it) for each subscribed analysis;
- block liveness (``Executable``): becoming live enqueues the block, then every op of the block,
  for each analysis subscribed to the block's contents;
- predecessor sets of region entries and of region-branch results (``PredecessorState``),
  discovered by dead-code analysis as constant propagation makes operands known;
- the sparse forward analysis base: initialisation in program order, region-branch results and
  entry-block arguments from the known predecessors, non-successor arguments (the ``scf.for``
  induction variable, ...) through ``visit_non_control_flow_arguments``.

Program points are ``("after", op)`` (MLIR's ``getProgramPointAfter(op)``) and
``("block", block)`` (``getProgramPointBefore(block)``).

Control flow is described by ``region_branch.py``; folding for constant propagation covers
``arith.constant`` and integer arithmetic on constants (everything else is "unknown", as an op
without a folder is in MLIR).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence
from typing import Any

from gluon_opt.analysis import region_branch as rb
from gluon_opt.dialects.traits import is_kind_of
from xdsl.dialects.builtin import IntegerAttr, IntegerType
from xdsl.ir import Attribute, Block, BlockArgument, Operation, SSAValue

Point = tuple  # ("after", op) | ("block", block) | ("edge", from_block, to_block)


def after(op: Operation) -> Point:
    return ("after", op)


def before(block: Block) -> Point:
    return ("block", block)


def ops_in(block: Block) -> list[Operation]:
    """The ops of ``block`` in order, through its links (iterating ``block.ops`` costs two
    Python calls per op; the solver walks every block more than once)."""
    ops = []
    op = block.first_op
    while op is not None:
        ops.append(op)
        op = op._next_op  # pyright: ignore[reportPrivateUsage]
    return ops


def _key(point: Point) -> tuple:
    """A point as a dict key of ids: hashing an op or a block is a Python call in xDSL."""
    if len(point) == 2:
        return (point[0], id(point[1]))
    return (point[0], id(point[1]), id(point[2]))


class _OrderedSet(dict):
    """llvm::SetVector: insertion-ordered; ``add`` says whether the item is new."""

    def add(self, item: Any) -> bool:
        if item in self:
            return False
        self[item] = None
        return True


# ----- states ------------------------------------------------------------------------------


class AnalysisState:
    def __init__(self, anchor: Any) -> None:
        self.anchor = anchor
        # (point, analysis) by their ids, in the order added (a SetVector)
        self.dependents: dict[tuple, tuple[Point, DataFlowAnalysis]] = {}

    def add_dependent(self, point: Point, analysis: DataFlowAnalysis) -> None:
        key = (*_key(point), id(analysis))
        if key not in self.dependents:
            self.dependents[key] = (point, analysis)

    def on_update(self, solver: DataFlowSolver) -> None:
        for point, analysis in self.dependents.values():
            solver.enqueue(point, analysis)


class Lattice(AnalysisState):
    """A value's lattice for one analysis; ``value`` is the analysis' lattice value."""

    def __init__(self, anchor: SSAValue, value: Any) -> None:
        # (AnalysisState's fields set here: a lattice is made for every value)
        self.anchor = anchor
        self.dependents = {}
        self.value = value
        self.use_def_subscribers = _OrderedSet()

    def use_def_subscribe(self, analysis: DataFlowAnalysis) -> None:
        self.use_def_subscribers.add(analysis)

    def on_update(self, solver: DataFlowSolver) -> None:
        if self.dependents:
            super().on_update(solver)
        if not solver.running:
            return
        append = solver.worklist.append
        subscribers = self.use_def_subscribers
        # (the use list through its links: ``uses`` is a generator of properties)
        use = self.anchor.first_use
        while use is not None:
            point = ("after", use._operation)  # pyright: ignore[reportPrivateUsage]
            for analysis in subscribers:
                append((point, analysis))
            use = use._next_use  # pyright: ignore[reportPrivateUsage]


class Executable(AnalysisState):
    def __init__(self, anchor: Point) -> None:
        super().__init__(anchor)
        self.live = False
        self.subscribers = _OrderedSet()

    def set_to_live(self) -> bool:
        if self.live:
            return False
        self.live = True
        return True

    def block_content_subscribe(self, analysis: DataFlowAnalysis) -> None:
        self.subscribers.add(analysis)

    def on_update(self, solver: DataFlowSolver) -> None:
        super().on_update(solver)
        kind = self.anchor[0]
        if kind == "block":
            if not solver.running:
                return
            block = self.anchor[1]
            append = solver.worklist.append
            # The items whose visit does nothing are left out (the others keep their order):
            # dead code analysis looks at no block and only at the ops it initialised (calls,
            # region holders, branches, a block's last op), a sparse analysis only at ops
            # with results. A block's contents are enqueued for every loop iteration.
            for analysis in self.subscribers:
                if type(analysis) is not DeadCodeAnalysis:
                    append((self.anchor, analysis))
            ops = ops_in(block)
            last = block._last_op  # pyright: ignore[reportPrivateUsage]
            for analysis in self.subscribers:
                if type(analysis) is DeadCodeAnalysis:
                    for op in ops:
                        if (
                            op.regions
                            or op._successors  # pyright: ignore[reportPrivateUsage]
                            or op is last
                            or is_kind_of(type(op), rb.CALL)
                        ):
                            append((("after", op), analysis))
                else:
                    for op in ops:
                        if op.results:
                            append((("after", op), analysis))
        elif kind == "edge":
            for analysis in self.subscribers:
                solver.enqueue(before(self.anchor[2]), analysis)


class PredecessorState(AnalysisState):
    def __init__(self, anchor: Any) -> None:
        super().__init__(anchor)
        self.all_known = True
        self.known = _OrderedSet()
        self.inputs: dict[Operation, tuple[SSAValue, ...]] = {}

    def set_has_unknown(self) -> bool:
        if not self.all_known:
            return False
        self.all_known = False
        return True

    def join(self, op: Operation, inputs: Sequence[SSAValue] = ()) -> bool:
        changed = self.known.add(op)
        inputs = tuple(inputs)
        if inputs and self.inputs.get(op) != inputs:
            self.inputs[op] = inputs
            changed = True
        return changed


# ----- the solver ----------------------------------------------------------------------------


class DataFlowSolver:
    def __init__(self) -> None:
        self.analyses: list[DataFlowAnalysis] = []
        self.worklist: deque[tuple[Point, DataFlowAnalysis]] = deque()
        # Executable and PredecessorState by (kind, point key)
        self.states: dict[tuple, AnalysisState] = {}
        self.running = False

    def load(self, analysis: DataFlowAnalysis) -> DataFlowAnalysis:
        self.analyses.append(analysis)
        return analysis

    def initialize_and_run(self, top: Operation) -> None:
        self.running = True
        try:
            for analysis in self.analyses:
                analysis.initialize(top)
            while self.worklist:
                point, analysis = self.worklist.popleft()
                analysis.visit(point)
        finally:
            self.running = False

    def enqueue(self, point: Point, analysis: DataFlowAnalysis) -> None:
        if self.running:
            self.worklist.append((point, analysis))

    def propagate_if_changed(self, state: AnalysisState, changed: bool) -> None:
        if changed:
            state.on_update(self)

    def get_or_create(self, kind: type, anchor: Point) -> Any:
        key = (kind, *_key(anchor))
        state = self.states.get(key)
        if state is None:
            state = self.states[key] = kind(anchor)
        return state

    def executable(self, point: Point) -> Executable:
        return self.get_or_create(Executable, point)

    def is_live(self, block: Block) -> bool:
        """``executable(before(block)).live`` without making the state."""
        state = self.states.get((Executable, "block", id(block)))
        return state is not None and state.live

    def predecessors(self, anchor: Any) -> PredecessorState:
        return self.get_or_create(PredecessorState, anchor)


class DataFlowAnalysis:
    def __init__(self, solver: DataFlowSolver) -> None:
        self.solver = solver

    def initialize(self, top: Operation) -> None:
        raise NotImplementedError

    def visit(self, point: Point) -> None:
        raise NotImplementedError

    def propagate_if_changed(self, state: AnalysisState, changed: bool) -> None:
        self.solver.propagate_if_changed(state, changed)

    def add_dependency(self, state: AnalysisState, point: Point) -> None:
        state.add_dependent(point, self)

    def is_live(self, block: Block | None) -> bool:
        return block is not None and self.solver.is_live(block)


def _is_region_or_callable_return(op: Operation) -> bool:
    block = op.parent
    # (the fields behind xDSL's properties: this runs for every op at the solver's start)
    if block is None or block._last_op is not op or op._successors:  # pyright: ignore[reportPrivateUsage]
        return False
    parent = block.parent_op()
    return parent is not None and (rb.is_region_branch(parent) or rb.is_callable(parent))


# ----- dead code analysis --------------------------------------------------------------------


class DeadCodeAnalysis(DataFlowAnalysis):
    """Which blocks run, and the predecessors of region entries and region-branch results."""

    def __init__(self, solver: DataFlowSolver) -> None:
        super().__init__(solver)
        self.scope: Operation | None = None
        self.constants: SparseConstantPropagation | None = None

    def initialize(self, top: Operation) -> None:
        for region in top.regions:
            if region.blocks:
                state = self.solver.executable(before(region.blocks[0]))
                self.propagate_if_changed(state, state.set_to_live())
        # initializeSymbolCallables: a function is no symbol table, so nothing is marked
        self.scope = top
        self._initialize_recursively(top)

    def _initialize_recursively(self, op: Operation) -> None:
        if (
            op.regions
            or op._successors  # pyright: ignore[reportPrivateUsage]
            # (a block's last op only: the test is a call, made for every op)
            or (
                op.parent is not None
                and op.parent._last_op is op  # pyright: ignore[reportPrivateUsage]
                and _is_region_or_callable_return(op)
            )
            or is_kind_of(type(op), rb.CALL)
        ):
            if op.parent is not None:
                self.solver.executable(before(op.parent)).block_content_subscribe(self)
            self.visit(after(op))
        # (blocks and ops through their links, here and in the sparse analyses' walk:
        # ``region.blocks`` and ``block.ops`` are views with a Python call per item)
        for region in op.regions:
            block = region._first_block  # pyright: ignore[reportPrivateUsage]
            while block is not None:
                child = block._first_op  # pyright: ignore[reportPrivateUsage]
                while child is not None:
                    self._initialize_recursively(child)
                    child = child._next_op  # pyright: ignore[reportPrivateUsage]
                block = block._next_block  # pyright: ignore[reportPrivateUsage]

    def visit(self, point: Point) -> None:
        if point[0] != "after":
            return
        op = point[1]
        is_call = is_kind_of(type(op), rb.CALL)
        if not (op.regions or op._successors or is_call) and op.parent is not None:  # pyright: ignore[reportPrivateUsage]
            if op.parent._last_op is not op:  # pyright: ignore[reportPrivateUsage]
                return  # nothing to do: not a call, a region holder, a branch or a return
        if op.parent is not None and not self.solver.is_live(op.parent):
            return
        if is_call:
            self._visit_call(op)
        if op.regions:
            if rb.is_region_branch(op):
                self._visit_region_branch(op)
            elif rb.is_callable(op):
                callsites = self.solver.predecessors(after(op))
                self.add_dependency(callsites, after(op))
                if not callsites.all_known or callsites.known:
                    self._mark_entry_blocks_live(op)
            else:
                self._mark_entry_blocks_live(op)
        if _is_region_or_callable_return(op):
            parent = op.parent_op()
            if rb.is_region_branch(parent):
                self._visit_region_terminator(op, parent)
        if op.successors:
            for successor in op.successors:
                self._mark_edge_live(op.parent_block(), successor)

    def _mark_edge_live(self, source: Block, target: Block) -> None:
        state = self.solver.executable(before(target))
        self.propagate_if_changed(state, state.set_to_live())
        edge = self.solver.executable(("edge", source, target))
        self.propagate_if_changed(edge, edge.set_to_live())

    def _mark_entry_blocks_live(self, op: Operation) -> None:
        for region in op.regions:
            if region.blocks:
                state = self.solver.executable(before(region.blocks[0]))
                self.propagate_if_changed(state, state.set_to_live())

    def _visit_call(self, call: Operation) -> None:
        callee = rb.resolve_callee(call)
        inside = callee is not None and self.scope is not None and self.scope.is_ancestor(callee)
        if inside and rb.callable_region(callee) is not None:
            callsites = self.solver.predecessors(after(callee))
            self.propagate_if_changed(callsites, callsites.join(call))
        else:
            state = self.solver.predecessors(after(call))
            self.propagate_if_changed(state, state.set_has_unknown())

    def _operand_values(self, op: Operation) -> list[Attribute | None] | None:
        """The constant of every operand (None: unknown), or None while one is not computed."""
        assert self.constants is not None
        values: list[Attribute | None] = []
        for operand in op.operands:
            lattice = self.constants.lattice(operand)
            lattice.use_def_subscribe(self)
            if lattice.value is UNINITIALIZED:
                return None
            values.append(None if lattice.value is UNKNOWN else lattice.value)
        return values

    def _visit_region_branch(self, op: Operation) -> None:
        operands = self._operand_values(op)
        if operands is None:
            return
        for region, inputs in rb.entry_successors(op, operands):
            point = before(region.blocks[0]) if region is not None else after(op)
            state = self.solver.executable(point)
            self.propagate_if_changed(state, state.set_to_live())
            predecessors = self.solver.predecessors(point)
            self.propagate_if_changed(predecessors, predecessors.join(op, inputs))

    def _visit_region_terminator(self, op: Operation, branch: Operation) -> None:
        operands = self._operand_values(op)
        if operands is None:
            return
        for region, inputs in rb.terminator_successors(op, branch, operands):
            if region is not None:
                state = self.solver.executable(before(region.blocks[0]))
                self.propagate_if_changed(state, state.set_to_live())
                predecessors = self.solver.predecessors(before(region.blocks[0]))
            else:
                predecessors = self.solver.predecessors(after(branch))
            self.propagate_if_changed(predecessors, predecessors.join(op, inputs))


# ----- the sparse forward analysis base ------------------------------------------------------


class SparseForwardAnalysis(DataFlowAnalysis):
    """MLIR's AbstractSparseForwardDataFlowAnalysis; subclasses give the lattice rules."""

    def __init__(self, solver: DataFlowSolver) -> None:
        super().__init__(solver)
        # the lattice of each value, by the value's id (the IR does not change while solving)
        self.lattices: dict[int, Lattice] = {}

    # the lattice value a value starts from (a class attribute: a lattice is made for every
    # value)
    initial: Any = None

    def join_values(self, lhs: Any, rhs: Any) -> Any:
        raise NotImplementedError

    def set_to_entry_state(self, lattice: Lattice) -> None:
        raise NotImplementedError

    def visit_operation_impl(
        self, op: Operation, operands: list[Lattice], results: list[Lattice]
    ) -> None:
        raise NotImplementedError

    def visit_non_control_flow_arguments(
        self, op: Operation, region: Any, lattices: list[Lattice], first_index: int, count: int
    ) -> None:
        """The lattices before ``first_index`` and from ``first_index + count`` on are not
        fed by control flow."""
        self.set_all_to_entry_states(lattices[:first_index])
        self.set_all_to_entry_states(lattices[first_index + count :])

    # -- lattices

    def lattice(self, value: SSAValue) -> Lattice:
        state = self.lattices.get(id(value))
        if state is None:
            state = self.lattices[id(value)] = Lattice(value, self.initial)
        return state

    def lattice_for(self, point: Point, value: SSAValue) -> Lattice:
        state = self.lattice(value)
        self.add_dependency(state, point)
        return state

    def join(self, lattice: Lattice, value: Any) -> None:
        old = lattice.value
        if value is old:
            return  # joins are idempotent
        new = self.join_values(old, value)
        lattice.value = new
        if new != old:
            lattice.on_update(self.solver)

    def set_all_to_entry_states(self, lattices: Iterable[Lattice]) -> None:
        for lattice in lattices:
            self.set_to_entry_state(lattice)

    # -- driver

    def initialize(self, top: Operation) -> None:
        for region in top.regions:
            if region.blocks:
                for arg in region.blocks[0].args:
                    self.set_to_entry_state(self.lattice(arg))
        self._initialize_recursively(top)

    def _initialize_recursively(self, op: Operation) -> None:
        self.visit_operation(op)
        for region in op.regions:
            block = region._first_block  # pyright: ignore[reportPrivateUsage]
            while block is not None:
                self.solver.executable(before(block)).block_content_subscribe(self)
                self.visit_block(block)
                child = block._first_op  # pyright: ignore[reportPrivateUsage]
                while child is not None:
                    self._initialize_recursively(child)
                    child = child._next_op  # pyright: ignore[reportPrivateUsage]
                block = block._next_block  # pyright: ignore[reportPrivateUsage]

    def visit(self, point: Point) -> None:
        if point[0] == "after":
            self.visit_operation(point[1])
        else:
            self.visit_block(point[1])

    def visit_operation(self, op: Operation) -> None:
        if not op.results:
            return
        block = op.parent
        # (``solver.is_live`` inlined, as ``lattice`` below: this runs at every visit of an op)
        if block is not None:
            live = self.solver.states.get((Executable, "block", id(block)))
            if live is None or not live.live:
                return
        # (``lattice`` inlined where the lattice exists: this runs at every visit of an op)
        lattices = self.lattices
        lattice = self.lattice
        results = []
        for result in op.results:
            state = lattices.get(id(result))
            results.append(state if state is not None else lattice(result))
        # (the class tests of rb.is_region_branch and rb.is_call, remembered, without their
        # Python call: this runs at every visit of an op)
        op_class = type(op)
        if is_kind_of(op_class, rb.BRANCHES):
            self.visit_region_successors(after(op), op, None, results)
            return
        operands = []
        for operand in op._operands:  # pyright: ignore[reportPrivateUsage]
            state = lattices.get(id(operand))
            if state is None:
                state = lattice(operand)
            subscribers = state.use_def_subscribers
            if self not in subscribers:
                subscribers[self] = None
            operands.append(state)
        if is_kind_of(op_class, rb.CALL):
            # Calls leave the analysed function (each function is its own scope) or reach
            # a declaration: their results are entry states either way.
            self.set_all_to_entry_states(results)
            return
        self.visit_operation_impl(op, operands, results)

    def visit_block(self, block: Block) -> None:
        if not block.args:
            return
        if not self.is_live(block):
            return
        lattices = [self.lattice(arg) for arg in block.args]
        parent = block.parent_op()
        region = block.parent
        if region is not None and region.blocks[0] is block and parent is not None:
            if rb.is_callable(parent):
                callsites = self.solver.predecessors(after(parent))
                self.add_dependency(callsites, before(block))
                if not callsites.all_known:
                    self.set_all_to_entry_states(lattices)
                    return
                for call in callsites.known:
                    for operand, lattice in zip(call.operands, lattices, strict=False):
                        self.join(lattice, self.lattice_for(before(block), operand).value)
                return
            if rb.is_region_branch(parent):
                self.visit_region_successors(before(block), parent, region, lattices)
                return
            self.visit_non_control_flow_arguments(parent, region, lattices, 0, 0)
            return
        # A non-entry block: its predecessors' branch operands are not modelled.
        self.set_all_to_entry_states(lattices)

    def visit_region_successors(
        self, point: Point, branch: Operation, region: Any, lattices: list[Lattice]
    ) -> None:
        predecessors = self.solver.predecessors(point)
        self.add_dependency(predecessors, point)
        for pred in predecessors.known:
            if pred is branch:
                operands = rb.entry_successor_operands(branch, region)
            else:
                operands = rb.terminator_successor_operands(pred, region)
            if operands is None:
                self.set_all_to_entry_states(lattices)
                return
            inputs = predecessors.inputs.get(pred, ())
            first = 0
            if len(inputs) != len(lattices):
                if inputs:
                    first = inputs[0].index
                self.visit_non_control_flow_arguments(branch, region, lattices, first, len(inputs))
            for lattice, operand in zip(lattices[first:], operands, strict=False):
                self.join(lattice, self.lattice_for(point, operand).value)


# ----- sparse constant propagation -----------------------------------------------------------


class _Marker:
    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return self.name


UNINITIALIZED = _Marker("<uninitialized>")
UNKNOWN = _Marker("<unknown>")


class SparseConstantPropagation(SparseForwardAnalysis):
    """Constants as attributes; only ``arith.constant`` and integer folds produce them."""

    initial = UNINITIALIZED

    def join_values(self, lhs: Any, rhs: Any) -> Any:
        if lhs is UNINITIALIZED:
            return rhs
        if rhs is UNINITIALIZED:
            return lhs
        return lhs if lhs == rhs else UNKNOWN

    def set_to_entry_state(self, lattice: Lattice) -> None:
        self.join(lattice, UNKNOWN)

    def visit_operation_impl(
        self, op: Operation, operands: list[Lattice], results: list[Lattice]
    ) -> None:
        if op.regions:
            self.set_all_to_entry_states(results)
            return
        values = []
        for lattice in operands:
            if lattice.value is UNINITIALIZED:
                return
            values.append(None if lattice.value is UNKNOWN else lattice.value)
        folded = fold_constant(op, values)
        if folded is None:
            # (the entry state of every result, without a call per result: most ops fold
            # to nothing)
            for lattice in results:
                self.join(lattice, UNKNOWN)
            return
        for lattice, value in zip(results, folded, strict=False):
            self.join(lattice, value)


def _int_value(attr: Attribute | None) -> int | None:
    if isinstance(attr, IntegerAttr) and isinstance(attr.type, IntegerType):
        return attr.value.data
    return None


def fold_constant(op: Operation, operands: list[Attribute | None]) -> list[Any] | None:
    """The folded constants of ``op``'s results, or None where MLIR's fold gives no constant.

    A scalar integer fold of two known constants; everything else counts as not foldable."""
    if op.name == "arith.constant":
        return [op.get_attr_or_prop("value")]
    results = op.results
    if len(results) != 1:
        return None
    # (the one result unpacked: SSAValues' indexing is a Python call; an exact class test:
    # a failing isinstance against an xDSL type, an ABC, is one too; IntegerType has no
    # subclass)
    (result,) = results
    result_type = result.type
    if type(result_type) is not IntegerType:
        return None
    width = result_type.width.data
    ints = [_int_value(a) for a in operands]
    if len(ints) != 2 or None in ints:
        return None
    lhs, rhs = ints
    mask = (1 << width) - 1

    def signed(v: int, bits: int = width) -> int:
        v &= (1 << bits) - 1
        return v - (1 << bits) if v >> (bits - 1) else v

    if op.name == "arith.cmpi":
        bits = operands[0].type.width.data
        pred = op.properties["predicate"].value.data
        sl, sr, ul, ur = (
            signed(lhs, bits),
            signed(rhs, bits),
            lhs & ((1 << bits) - 1),
            rhs & ((1 << bits) - 1),
        )
        table = [sl == sr, sl != sr, sl < sr, sl <= sr, sl > sr, sl >= sr]
        table += [ul < ur, ul <= ur, ul > ur, ul >= ur]
        return [IntegerAttr(int(table[pred]), result_type)]
    folds = {
        "arith.addi": lambda: lhs + rhs,
        "arith.subi": lambda: lhs - rhs,
        "arith.muli": lambda: lhs * rhs,
        "arith.andi": lambda: lhs & rhs,
        "arith.ori": lambda: lhs | rhs,
        "arith.xori": lambda: lhs ^ rhs,
    }
    fold = folds.get(op.name)
    if fold is None:
        return None
    return [IntegerAttr(signed(fold() & mask), result_type)]


def make_solver() -> tuple[DataFlowSolver, DeadCodeAnalysis, SparseConstantPropagation]:
    """Triton's ``createDataFlowSolver``: dead code analysis and constant propagation."""
    solver = DataFlowSolver()
    dead_code = DeadCodeAnalysis(solver)
    constants = SparseConstantPropagation(solver)
    dead_code.constants = constants
    solver.load(dead_code)
    solver.load(constants)
    return solver, dead_code, constants


def is_entry_block_argument(value: SSAValue) -> bool:
    if type(value) is not BlockArgument:  # xDSL's value classes are ABCs: slow isinstance
        return False
    region = value.block.parent
    return region is not None and region.blocks[0] is value.block
