"""A greedy pattern rewrite driver with the semantics of MLIR's ``applyPatternsGreedily``.

Triton's C++ passes run their patterns under MLIR's GreedyPatternRewriteDriver, whose side
effects show in the output bytes, so we reproduce it step by step instead of using xDSL's
``PatternRewriteWalker``:

* Each iteration starts by walking the regions in post-order. Every constant met on the way is
  "known" to the constant folder: a second constant with the same (dialect, value, type) in the
  same insertion region is replaced by the first one, whose location then becomes unknown; a
  constant that is not already part of the run of known constants at the front of its insertion
  region's entry block is moved to the front (keeping its location inside the same block, losing
  it when it comes from a nested block). The insertion region is the nearest enclosing region
  whose owner is isolated from above (``tt.func``, warp-specialize partitions) or top level.
  All other ops (and the kept constants) are pushed on the worklist in walk order.
* The worklist is processed from the back (so the last op of the walk goes first). A popped op
  is erased if trivially dead, else folded (not constants), else offered to the patterns.
* Rewriter notifications keep the worklist current as MLIR's listener does: inserted and
  modified ops (and their ancestors) are pushed, erased ops are dropped and the defining ops of
  their operands with at most one other user are pushed.
* After each iteration the regions are simplified as MLIR's ``simplifyRegions`` does
  (``region_utils.py``: unreachable blocks, dead ops and block arguments, and at MLIR's default
  "aggressive" level identical blocks merged and redundant block arguments dropped), and the
  driver iterates while anything changed, at most ``max_iterations`` times.

Constants materialised by folding are created in place (as ``arith.constant``, with the folded
op's location); they reach the front of the function only in the next iteration's walk, which
is why new constants end up in reverse order of appearance.

Writing patterns for this driver (``apply_patterns_greedily(module, patterns)``):

* patterns are xDSL ``RewritePattern``s; a pattern "succeeds" when it acts through the rewriter
  it is given (``rewriter.has_done_action``), as with xDSL's walker;
* a pattern rooted at one op type types its ``match_and_rewrite`` with ``@rooted``
  (``def match_and_rewrite(self, op: tt.DescriptorLoadOp, rewriter)``): it sees only ops of
  that type, and the driver offers it only those, as MLIR's applicator does by root name;
* insert, replace and erase through the rewriter (``rewriter.insert``, ``replace_op`` below,
  ``rewriter.erase``) so the worklist follows the IR; where the C++ pattern bypasses its
  rewriter (``op->erase()``, ``replaceAllUsesWith``), do the same with xDSL's static
  ``Rewriter`` / ``SSAValue`` methods to keep MLIR's visiting order;
* dead-op removal and folding rely on the ops' xDSL traits only: memory effects (an op
  without any is never dead), ``HasFolder`` (an op's ``fold`` method, MLIR's folder) and
  ``Commutative`` (MLIR's trait fold: constants move to the right).
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, TypeVar

from gluon_opt.dialects.arith import ConstantOp
from gluon_opt.dialects.folding import CastOpInterface
from gluon_opt.dialects.traits import class_trait, has_trait, is_kind_of
from gluon_opt.passes.region_utils import (
    block_ops,
    class_dead_verdict,
    region_blocks,
    simplify_regions,
    would_be_trivially_dead,
)
from gluon_opt.passes.use_lists import erase_unused, link_before, replace_all_uses, set_operand
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, IntegerAttr, UnknownLoc
from xdsl.interfaces import HasFolderInterface
from xdsl.ir import Attribute, Block, Operation, OpResult, Region, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern
from xdsl.rewriter import InsertPoint
from xdsl.traits import (
    Commutative,
    ConstantLike,
    HasFolder,
    IsolatedFromAbove,
)

_V = TypeVar("_V")


class ClassTable(dict[type, _V]):
    """What ``compute`` says of each class, worked out on the first ask: a dict, so that a
    known class costs a lookup where a ``functools.cache`` function costs a call (the hot
    loops ask per op). Keyed by class, i.e. by code: nothing of a module is kept."""

    def __init__(self, compute: Callable[[type], _V]) -> None:
        super().__init__()
        self.compute = compute

    def __missing__(self, cls: type) -> _V:
        value = self[cls] = self.compute(cls)
        return value


@dataclass(frozen=True)
class _FoldRule:
    """The traits of an op class the driver asks about for every op, looked up once per class
    (an op class's traits never change; see ``traits.class_trait``)."""

    constant_like: bool
    folder: HasFolder | None
    cast: CastOpInterface | None
    commutative: bool
    # the folder is HasFolderInterface's, which calls the op's ``fold``: called directly
    own_fold: bool
    # some fold may apply (a folder, a cast or commutative trait); the driver folds an op
    # that is not constant-like only then
    may_fold: bool
    folds_in_driver: bool
    # the op's own fold is all there is (no cast or commutative trait): the driver calls it
    own_only: bool
    # no fold can act on an op without an operand defined by a constant-like op or by an
    # op of these classes (its own fold is marked ``needs_operand_from``, and the
    # commutative trait fold moves constants only); None: no such rule
    gate: tuple[type[Operation], ...] | None
    # with a gate: per class of an operand's defining op, whether it opens the gate
    opens_gate: ClassTable[bool] | None


_INTERFACE_FOLDER = type(HasFolderInterface.get_trait(HasFolder))


@functools.cache
def _fold_rule(op_class: type[Operation]) -> _FoldRule:
    folder = class_trait(op_class, HasFolder)
    cast = class_trait(op_class, CastOpInterface)
    commutative = class_trait(op_class, Commutative) is not None
    constant_like = class_trait(op_class, ConstantLike) is not None
    may_fold = folder is not None or cast is not None or commutative
    own_fold = type(folder) is _INTERFACE_FOLDER and issubclass(op_class, HasFolderInterface)
    fold_method = getattr(op_class, "fold", None)
    marked = getattr(fold_method, "needs_operand_from", None) if own_fold else None
    gate = marked() if marked is not None and cast is None else None
    return _FoldRule(
        constant_like=constant_like,
        folder=folder,
        cast=cast,
        commutative=commutative,
        own_fold=own_fold,
        may_fold=may_fold,
        folds_in_driver=may_fold and not constant_like,
        own_only=own_fold and cast is None and not commutative,
        gate=gate,
        opens_gate=None if gate is None else ClassTable(lambda kind: _opens(kind, gate)),
    )


def _opens(kind: type[Operation], gate: tuple[type[Operation], ...]) -> bool:
    """Whether an operand defined by an op of class ``kind`` opens ``gate``."""
    return _fold_rule(kind).constant_like or bool(gate and is_kind_of(kind, gate))


# ``_fold_rule`` and whether a class is constant-like, for the hot loops (see ClassTable)
_FOLD_RULES: ClassTable[_FoldRule] = ClassTable(lambda op_class: _fold_rule(op_class))
_CONSTANT_LIKE: ClassTable[bool] = ClassTable(lambda op_class: _fold_rule(op_class).constant_like)


def fold_gate(op_class: type[Operation]) -> tuple[type[Operation], ...] | None:
    """The classes besides constant-like ones one of whose ops must define an operand for
    a fold of an op of this class to act (``needs_operand_from``); None: no such rule."""
    return _fold_rule(op_class).gate


def gate_closed(op: Operation, gate: tuple[type[Operation], ...]) -> bool:
    """No operand of ``op`` is defined by a constant-like op or by an op of ``gate``'s
    classes (then the folds of an op whose class has this gate find nothing)."""
    for operand in op._operands:  # pyright: ignore[reportPrivateUsage]
        if type(operand) is OpResult and _opens(type(operand.op), gate):
            return False
    return True


def may_fold(op_class: type[Operation]) -> bool:
    """False when :func:`fold` returns None for every op of this class (no folder, no
    cast or commutative trait)."""
    return _fold_rule(op_class).may_fold


def fold_commutative(op: Operation) -> bool:
    """MLIR's trait fold of commutative ops: constant operands move last (stable), in place."""
    # (the op's operand tuple, read directly: ``op.operands`` builds a view per read)
    operands = op._operands  # pyright: ignore[reportPrivateUsage]
    if not _fold_rule(type(op)).commutative or len(operands) < 2:
        return False

    def is_constant(value: SSAValue) -> bool:
        if type(value) is OpResult:
            return constant_value(value.op) is not None
        owner = value.owner
        return is_kind_of(type(owner), Operation) and constant_value(owner) is not None

    if len(operands) == 2:
        lhs, _ = operands  # (unpacked: SSAValues' indexing is a Python call)
        if not is_constant(lhs):
            return False  # the common case, decided with one look
    first = next((i for i, v in enumerate(operands) if is_constant(v)), len(operands))
    tail = list(operands[first:])
    reordered = [v for v in tail if not is_constant(v)] + [v for v in tail if is_constant(v)]
    if reordered == tail:
        return False
    for index, value in enumerate(reordered, start=first):
        set_operand(op, index, value)
    return True


IN_PLACE = "in-place"
"""What :func:`fold` returns when the op changed itself (MLIR's in-place fold)."""


def fold(op: Operation) -> Sequence[SSAValue | Attribute] | str | None:
    """MLIR's ``Operation::fold``: the values (existing values or constants) that replace the
    results, ``IN_PLACE`` when the op changed itself, or None when it does not fold.

    The op's own fold (its ``fold`` method, through xDSL's HasFolder) comes first; when it
    fails or changes the op in place, MLIR tries the folds of the op's traits: a cast to its
    operand's own type is that operand (CastOpInterface), constants move to the right of a
    commutative op (in place).
    """
    rule = _fold_rule(type(op))
    if not rule.may_fold or (rule.gate is not None and gate_closed(op, rule.gate)):
        return None
    return _fold_open(op, rule)


def _fold_open(op: Operation, rule: _FoldRule) -> Sequence[SSAValue | Attribute] | str | None:
    """``fold`` for an op of a class that may fold, whose gate (if any) is open."""
    folded = None
    if rule.own_fold:
        folded = op.fold()  # type: ignore[attr-defined]
    elif rule.folder is not None:
        folded = rule.folder.fold(op)
    in_place = folded is not None and all(
        v is r for v, r in zip(folded, op.results, strict=True)
    )
    if folded is not None and not in_place:
        return folded
    if rule.cast is not None and (operands := rule.cast.fold(op)) is not None:
        return operands
    return IN_PLACE if (rule.commutative and fold_commutative(op)) or in_place else None


def rooted(match_and_rewrite: Callable[..., None]) -> Callable[..., None]:
    """xDSL's ``op_type_rewrite_pattern`` (the method sees only ops of the type its ``op``
    parameter is annotated with), with that type kept as the pattern's root for the driver."""
    typed: Any = op_type_rewrite_pattern(match_and_rewrite)
    params = list(inspect.signature(match_and_rewrite, eval_str=True).parameters.values())
    typed.root = params[-2].annotation
    # the method itself, for the driver, which offers the pattern only ops of that type
    typed.unchecked = match_and_rewrite
    return typed


Matcher = Callable[[Operation, PatternRewriter], None]


def _matcher(pattern: RewritePattern) -> Matcher:
    """What the driver calls to offer ``pattern`` an op: a rooted pattern's method without
    its type test (the driver offers it only ops of its root's type)."""
    unchecked = getattr(pattern.match_and_rewrite, "unchecked", None)
    if unchecked is None:
        return pattern.match_and_rewrite
    return functools.partial(unchecked, pattern)


def pattern_root(pattern: RewritePattern) -> type[Operation] | None:
    """The op type a pattern is rooted at (``rooted``), or None for a pattern offered every op."""
    return getattr(pattern.match_and_rewrite, "root", None)


class Worklist:
    """MLIR's greedy-driver worklist: a vector with an index map, popped from the back."""

    def __init__(self) -> None:
        self._list: list[Operation | None] = []
        # by id(op): an op's hash is a Python call; the list keeps every indexed op alive
        self._index: dict[int, int] = {}

    def __bool__(self) -> bool:
        return bool(self._index)

    def clear(self) -> None:
        self._list.clear()
        self._index.clear()

    def push(self, op: Operation) -> None:
        # An op already on the list keeps its position.
        key = id(op)
        if key in self._index:
            return
        self._index[key] = len(self._list)
        self._list.append(op)

    def pop(self) -> Operation | None:
        """The last op, taken off the list; None when the list is empty (its last entry is
        never a removed op's hole)."""
        items = self._list
        if not items:
            return None
        op = items.pop()
        assert op is not None
        del self._index[id(op)]
        while items and items[-1] is None:
            items.pop()
        return op

    def extend(self, ops: Sequence[Operation]) -> None:
        """``push`` each of ``ops``, in order."""
        index, items = self._index, self._list
        for op in ops:
            key = id(op)
            if key not in index:
                index[key] = len(items)
                items.append(op)

    def remove(self, op: Operation) -> None:
        index = self._index.pop(id(op), None)
        if index is None:
            return
        self._list[index] = None
        while self._list and self._list[-1] is None:
            self._list.pop()


def constant_value(op: Operation) -> Attribute | None:
    """The value of a constant-like op (MLIR's ``m_Constant``), or None."""
    rule = _fold_rule(type(op))
    if not rule.constant_like or len(op.results) != 1:
        return None
    # xDSL's ConstantLike.get_constant_value: the op's own fold
    value = None
    if rule.own_fold:
        values = op.fold()  # type: ignore[attr-defined]
    else:
        values = rule.folder.fold(op) if rule.folder is not None else None
    if values is not None:
        value = values[0] if _is_attribute(type(values[0])) else None
    if value is None:
        value = op.properties.get("value") or op.attributes.get("value")
    return value


@functools.cache
def _is_attribute(value_class: type) -> bool:
    """(per class: an isinstance test against Attribute, an ABC, is a Python call unless the
    class matches exactly, and it never does)"""
    return issubclass(value_class, Attribute)


def _fingerprint_kind(value_class: type) -> int:
    """How ``ConstantKey`` hashes a value of this class: 0 by its dense data, 1 by its
    integer, 2 by its class (asked once per class: ``_FINGERPRINT_KIND``)."""
    if issubclass(value_class, DenseIntOrFPElementsAttr):
        return 0
    return 1 if issubclass(value_class, IntegerAttr) else 2


def insertion_region(block: Block) -> Region:
    """Where the constant folder places constants of ``block`` (getInsertionRegion)."""
    while True:
        region = block.parent
        assert region is not None, "constant outside any region"
        owner = region.parent
        if owner is None:
            return region
        if has_trait(owner, IsolatedFromAbove) or owner.parent is None:
            return region
        block = owner.parent
        assert block is not None


def materialize_constant(value: Attribute, type: Attribute, like: Operation) -> Operation:
    """The ``arith.constant`` a folded result becomes (Triton's dialects all materialise so)."""
    new_op = ConstantOp(value, type)  # type: ignore[arg-type]
    new_op.location = like.location
    return new_op


def fold_replacements(
    op: Operation, folded: Sequence[Attribute | SSAValue], insert: Callable[[Operation], SSAValue]
) -> list[SSAValue]:
    """The values that replace ``op``'s results after a fold: a folded value as it is, a folded
    attribute as the constant ``materialize_constant`` makes, placed by ``insert``."""
    return [
        value if isinstance(value, SSAValue) else insert(materialize_constant(value, r.type, op))
        for r, value in zip(op.results, folded, strict=True)
    ]


def replace_op(rewriter: PatternRewriter, op: Operation, values: Sequence[SSAValue]) -> None:
    """MLIR's ``replaceOp``: redirect every use (notifying each user), then erase ``op``.

    Unlike xDSL's ``PatternRewriter.replace`` it leaves name hints alone: the printer names
    values as MLIR does, from the ops themselves.
    """
    rewriter.handle_operation_replacement(op, values)
    unused = True  # every result was replaced by a value
    for old, new in zip(op.results, values, strict=True):
        if new is None:
            rewriter.replace_all_uses_with(old, new)  # an unused result, erased
            unused = False
            continue
        # the rewriter's replace_all_uses_with, its steps through the faster replace_all_uses
        users = []
        use = old.first_use
        while use is not None:
            users.append(use._operation)  # pyright: ignore[reportPrivateUsage]
            use = use._next_use  # pyright: ignore[reportPrivateUsage]
        replace_all_uses(old, new)
        if users:
            rewriter.has_done_action = True
            for user in users:
                rewriter.handle_operation_modification(user)
    if unused:
        erase_unused_op(rewriter, op)
    else:
        rewriter.erase(op)


def insert_before(rewriter: PatternRewriter, op: Operation, at: Operation) -> None:
    """``rewriter.insert(op, InsertPoint.before(at))`` for one op: the same IR and
    notification, without the insertion point object and xDSL's steps for op sequences."""
    rewriter.has_done_action = True
    link_before(op, at)
    name = rewriter._name_hint  # (the field behind the property)  # pyright: ignore[reportPrivateUsage]
    if name is not None:  # (as xDSL's insert names the results)
        for result in op.results:
            if result.name_hint is None:
                result._name = name  # pyright: ignore[reportPrivateUsage]
    # (``rewriter.handle_operation_insertion(op)``, its loop without its call)
    for handler in rewriter.operation_insertion_handler:
        handler(op)


def erase_unused_op(rewriter: PatternRewriter, op: Operation) -> None:
    """``rewriter.erase(op)`` for an op none of whose results is used: the same notification
    and IR, without the placeholder value xDSL's erase makes for each result."""
    rewriter.has_done_action = True
    rewriter.handle_operation_removal(op)
    erase_unused(op)


def _dialect_of(op_class: type[Operation]) -> str:
    """``op.dialect_name()`` (it splits the class's name: asked once per class,
    ``_DIALECT_OF``)."""
    return op_class.dialect_name()


_DIALECT_OF: ClassTable[str] = ClassTable(_dialect_of)
_FINGERPRINT_KIND: ClassTable[int] = ClassTable(_fingerprint_kind)

# the location a merged or moved constant gets (attributes are immutable: one serves all)
_UNKNOWN_LOC = UnknownLoc()


class ConstantKey:
    """What makes two constants the same for the constant folder: (dialect, value, type),
    compared as that tuple. Hashed by the dialect and a cheap print of the value (a dense
    constant's bytes, an integer's value, else its class): equal keys hash alike, and the
    tuple's own hash walks the whole type and value, a layout's every parameter."""

    __slots__ = ("_hash", "parts")

    def __init__(self, op: Operation, value: Attribute) -> None:
        # (a constant has one result; unpacked: indexing ``op.results`` is a Python call)
        (result,) = op.results
        # (the field behind the ``type`` property; per-class answers from ClassTables)
        self.parts = (_DIALECT_OF[type(op)], value, result._type)  # pyright: ignore[reportPrivateUsage]
        kind = _FINGERPRINT_KIND[type(value)]
        if kind == 0:
            fingerprint: object = value.data.data  # type: ignore[attr-defined]
        elif kind == 1:
            fingerprint = value.value.data  # type: ignore[attr-defined]
        else:
            fingerprint = type(value)
        self._hash = hash((self.parts[0], fingerprint))

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ConstantKey) and self.parts == other.parts


@dataclass
class ConstantFolder:
    """The part of MLIR's OperationFolder the driver uses: dedup and hoist known constants."""

    scopes: dict[Region, dict[ConstantKey, Operation]] = field(
        default_factory=dict
    )
    # by id (an op's hash is a Python call; the entry keeps the op alive): each constant's
    # insertion region and key
    owned: dict[int, tuple[Operation, Region, ConstantKey]] = field(default_factory=dict)
    # set when a constant was merged into an equal one or moved (the driver resets it)
    moved: bool = False

    def forget(self, op: Operation) -> None:
        entry = self.owned.pop(id(op), None)
        if entry is not None:
            _, region, key = entry
            if self.scopes.get(region, {}).get(key) is op:
                del self.scopes[region][key]

    def insert_known_constant(
        self,
        op: Operation,
        value: Attribute,
        rewriter_factory: Callable[[Operation], PatternRewriter],
    ) -> bool:
        """Register ``op``; False when it was replaced by an equal known constant (and erased)."""
        owned = self.owned
        if id(op) in owned:
            return True
        block = op.parent
        assert block is not None
        region = insertion_region(block)
        key = ConstantKey(op, value)
        known = self.scopes.setdefault(region, {})
        # registered at once (one lookup of the key: equal keys compare deep); what
        # follows does not look at ``known``
        existing = known.setdefault(key, op)
        if existing is not op:
            replace_op(rewriter_factory(op), op, list(existing.results))
            existing.location = _UNKNOWN_LOC
            self.moved = True
            return False
        entry = region.first_block
        assert entry is not None
        front = entry.first_op
        if block is not entry:
            op.detach()
            link_before(op, front) if front is not None else entry.add_op(op)
            op.location = _UNKNOWN_LOC
            self.moved = True
        elif front is not op and id(op.prev_op) not in owned:  # (None's id is no op's)
            assert front is not None
            op.detach()
            link_before(op, front)
            self.moved = True
        owned[id(op)] = (op, region, key)
        return True


def constants_settled(
    root: Operation, examined: Callable[[type[Operation]], bool] | None = None
) -> bool:
    """True when a new driver's first walk over ``root`` would leave every constant where it
    is: no two equal constants in one insertion region, and each one in the run of constants
    at the front of its insertion region's entry block (what ``ConstantFolder`` checks,
    without acting). With ``examined``, also False as soon as an op's class is examined."""
    seen: dict[Region, set[ConstantKey]] = {}
    settled: set[int] = set()  # ids of the constants met so far

    def children_settled(op: Operation) -> bool:
        # post-order; a call per op only for ops with regions, constant-like or examined ones
        for region in op.regions:
            for block in region_blocks(region):
                for nested in block_ops(block):
                    if nested.regions and not children_settled(nested):
                        return False
                    if (
                        examined is not None or _fold_rule(type(nested)).constant_like
                    ) and not op_settled(nested):
                        return False
        return True

    def op_settled(op: Operation) -> bool:
        op_class = type(op)
        if examined is not None and examined(op_class):
            return False
        if not _fold_rule(op_class).constant_like:
            return True
        value = constant_value(op)
        if value is None:
            return True
        block = op.parent
        assert block is not None
        region_of = insertion_region(block)
        key = ConstantKey(op, value)
        if block is not region_of.first_block:
            return False  # it would be moved
        previous = op.prev_op
        if previous is not None and id(previous) not in settled:
            return False  # it would move to the front
        known = seen.setdefault(region_of, set())
        count = len(known)
        known.add(key)  # one lookup of the key (equal keys compare deep)
        if len(known) == count:
            return False  # it would be merged into the first
        settled.add(id(op))
        return True

    return children_settled(root)


def _any_op(root: Operation, of_class: Callable[[type[Operation]], bool]) -> bool:
    """Whether an op under ``root`` has a class ``of_class`` says yes to."""

    def visit(op: Operation) -> bool:
        for region in op.regions:
            for block in region_blocks(region):
                for nested in block_ops(block):
                    if of_class(type(nested)) or (nested.regions and visit(nested)):
                        return True
        return False

    return visit(root)


RegionSimplification = Literal["disabled", "normal", "aggressive"]
"""MLIR's GreedySimplifyRegionLevel; its GreedyRewriteConfig defaults to "aggressive"."""


class FrozenPatterns:
    """MLIR's FrozenRewritePatternSet: patterns, and for each op class the ones its ops are
    offered, in order, found once per class. A pass that runs the same patterns on every
    module makes one at import (what it keeps is keyed by op class, i.e. code); a driver
    given a plain sequence makes its own."""

    def __init__(self, patterns: Sequence[RewritePattern]) -> None:
        self.patterns = tuple(patterns)
        self._roots = [(p, pattern_root(p), _matcher(p)) for p in self.patterns]
        # an op of a class that is none of these roots gets no pattern (when all are rooted)
        roots = tuple(root for _, root, _ in self._roots)
        self._all_roots = None if None in roots else tuple(dict.fromkeys(roots))
        # per op class: its patterns, each with what to call to offer it an op
        self.by_class: dict[type[Operation], list[tuple[RewritePattern, Matcher]]] = {}
        # per set of settled patterns, per op class: whether another pattern is offered it
        self._examined: dict[frozenset[RewritePattern], ClassTable[bool]] = {}

    def examined(self, settled: frozenset[RewritePattern]) -> dict[type[Operation], bool]:
        """Per op class (filled in as asked): whether an op of the class can change a module
        at the fixed point of the ``settled`` patterns, i.e. some other pattern is offered it."""
        found = self._examined.get(settled)
        if found is None:
            found = self._examined[settled] = ClassTable(
                lambda op_class: any(p not in settled for p, _ in self.for_class(op_class))
            )
        return found

    def for_class(self, op_class: type[Operation]) -> list[tuple[RewritePattern, Matcher]]:
        """Like MLIR's PatternApplicator, only the patterns rooted at this op kind (``rooted``)
        or at none, in order."""
        found = self.by_class.get(op_class)
        if found is None and self._all_roots is not None:
            if not is_kind_of(op_class, self._all_roots):
                found = self.by_class[op_class] = []
        if found is None:
            found = [
                (pattern, matcher)
                for pattern, root, matcher in self._roots
                if root is None or is_kind_of(op_class, root)
            ]
            self.by_class[op_class] = found
        return found


# the pattern set of a driver given none (the idle C++ passes): made once
_NO_PATTERNS = FrozenPatterns(())


class _DriverRewriter(PatternRewriter):
    """The driver's rewriter, whose insertion point (before the op offered to the patterns)
    is made when first read: the patterns insert at points of their own."""

    before: Operation | None = None
    _point: InsertPoint

    def __init__(self, driver: GreedyRewriteDriver) -> None:
        # PatternRewriter's fields, notifying ``driver``, set as its constructor sets them
        # (which makes an insertion point and tests an ABC); ``rewriter`` places it
        self.operation_insertion_handler = [driver.add_to_worklist]
        self.block_creation_handler = []
        self.operation_removal_handler = [driver.notify_erased]
        self.operation_modification_handler = [driver.add_to_worklist]
        self.operation_replacement_handler = []
        self._name_hint = None
        self._current_operation = None
        self.has_done_action = False

    @property
    def insertion_point(self) -> InsertPoint:  # pyright: ignore[reportIncompatibleVariableOverride]
        if self.before is not None:
            self._point = InsertPoint.before(self.before)
            self.before = None
        return self._point

    @insertion_point.setter
    def insertion_point(self, point: InsertPoint) -> None:
        self._point = point
        self.before = None


class GreedyRewriteDriver:
    """Apply ``patterns`` to everything under ``root`` until nothing changes (MLIR semantics)."""

    def __init__(
        self,
        patterns: Sequence[RewritePattern] | FrozenPatterns,
        *,
        max_iterations: int = 10,
        fold: bool = True,
        region_simplification: RegionSimplification = "aggressive",
    ) -> None:
        if not isinstance(patterns, FrozenPatterns):
            patterns = FrozenPatterns(patterns)
        self.frozen = patterns
        self.patterns = list(patterns.patterns)
        self.max_iterations = max_iterations
        self.fold = fold
        self.region_simplification = region_simplification
        self.worklist = Worklist()
        self.folder = ConstantFolder()
        self.scope: Region | None = None
        self.iterations = 0
        # What an iteration may skip until it changes something (see ``run``): the ops the
        # last iteration found nothing to do for (ids), and with ``settled`` patterns every
        # op of a class no other pattern is rooted at (per class, whether it is examined).
        self._skip: set[int] = set()
        self._clean: set[int] = set()  # this iteration's: ops processed since its last change
        self.settled: frozenset[RewritePattern] | None = None
        self._examined: dict[type[Operation], bool] = {}  # (``run`` with settled patterns)
        self._rewriter: PatternRewriter | None = None
        self._walked: list[Operation] = []  # (``_populate``'s, while it walks)

    # ---- listener: keep the worklist in step with the IR ------------------------------------

    def rewriter(self, at: Operation) -> PatternRewriter:
        """A rewriter positioned before ``at`` whose notifications reach this driver. One per
        driver, reset for each op as a new one would be (as MLIR's driver has one rewriter):
        building xDSL's rewriter and its listener lists costs more than most matches."""
        rewriter = self._rewriter
        if rewriter is None:
            rewriter = self._rewriter = _DriverRewriter(self)
        # (the fields behind xDSL's properties, whose setters are Python calls)
        rewriter._current_operation = at  # pyright: ignore[reportPrivateUsage]
        rewriter.before = at
        rewriter.has_done_action = False
        rewriter._name_hint = None  # pyright: ignore[reportPrivateUsage]
        return rewriter

    def add_to_worklist(self, op: Operation) -> None:
        """Push ``op`` and its ancestors up to the scope region (MLIR's addToWorklist)."""
        ancestors: list[Operation] = []
        current: Operation | None = op
        while current is not None:
            ancestors.append(current)
            block = current.parent
            region = block.parent if block is not None else None
            if region is self.scope:
                self.worklist.extend(ancestors)
                return
            if region is None:
                return
            current = region.parent

    def _add_operands_to_worklist(self, op: Operation) -> None:
        for operand in op._operands:  # pyright: ignore[reportPrivateUsage]
            if type(operand) is OpResult:
                owner = operand.op  # (the common case without an isinstance test on an ABC)
            else:
                owner = operand.owner
                if not is_kind_of(type(owner), Operation):
                    continue
            # at most one user other than ``op``: the walk stops at a second one (through
            # the use list's links: xDSL's ``uses`` is a generator and ``operation`` a property)
            other = None
            use = operand.first_use
            while use is not None:
                user = use._operation  # pyright: ignore[reportPrivateUsage]
                if user is not op and user is not other:
                    if other is not None:
                        break
                    other = user
                use = use._next_use  # pyright: ignore[reportPrivateUsage]
            else:
                self.add_to_worklist(owner)

    def _erased_one(self, op: Operation) -> None:
        self._add_operands_to_worklist(op)
        self.worklist.remove(op)
        self.folder.forget(op)

    def notify_erased(self, op: Operation) -> None:
        """MLIR erases nested ops first (blocks and ops in reverse), notifying each."""
        for region in reversed(op.regions):
            for block in reversed(region.blocks):
                for nested in reversed(block_ops(block)):
                    self.notify_erased(nested)
        self._erased_one(op)

    # ---- the driver ----------------------------------------------------------------------

    def _try_fold(self, op: Operation, rule: _FoldRule) -> bool:
        """Fold ``op`` (of a class with this ``rule``, whose gate is open) and act on it."""
        folded = _fold_open(op, rule)
        return folded is not None and self._folded(op, folded)

    def _folded(self, op: Operation, folded: Sequence[SSAValue | Attribute] | str) -> bool:
        """Act on what ``fold`` (or, for an op of an ``own_only`` class, its own fold, whose
        answer of its own results means in place) gave for ``op``; True."""
        if folded == IN_PLACE or all(v is r for v, r in zip(folded, op.results, strict=True)):
            self.add_to_worklist(op)
            return True
        rewriter = self.rewriter(op)

        def insert(const: Operation) -> SSAValue:
            insert_before(rewriter, const, op)
            return const.results[0]

        replace_op(rewriter, op, fold_replacements(op, folded, insert))
        return True

    def _patterns_for(self, op_class: type[Operation]) -> list[tuple[RewritePattern, Matcher]]:
        return self.frozen.for_class(op_class)

    def _apply_patterns(
        self, op: Operation, patterns: list[tuple[RewritePattern, Matcher]]
    ) -> bool:
        """Offer ``op`` its ``patterns`` (``_patterns_for``) in order, until one acts."""
        rewriter = self.rewriter(op)
        for _, match_and_rewrite in patterns:
            match_and_rewrite(op, rewriter)
            if rewriter.has_done_action:
                return True
        return False

    def _process_worklist(self) -> bool:
        """Erase, fold or rewrite each op popped, the first that applies (one loop without
        further calls where nothing does: it runs for every op of every iteration)."""
        changed = False
        skip, settled = self._skip, self.settled
        clean = self._clean = set()
        # the worklist's list and index, popped here as ``Worklist.pop`` does (a call per op)
        items, index = self.worklist._list, self.worklist._index
        fold, fold_rules = self.fold, _FOLD_RULES
        by_class = self.frozen.by_class
        examined_classes = self._examined
        any_patterns = bool(self.patterns)  # none: the idle C++ passes the embedding runs
        while items:
            op = items.pop()
            key = id(op)
            del index[key]
            while items and items[-1] is None:
                items.pop()
            if op.parent is None:
                # Detached behind the driver's back (a pattern erased it without notifying).
                continue
            op_class = type(op)
            if not changed:  # nothing to do on this IR, which has not changed yet, for:
                if key in skip:  # an op the last iteration found nothing to do for
                    clean.add(key)
                    continue
                if settled is not None:  # an op that only settled patterns are rooted at
                    if not examined_classes[op_class]:
                        clean.add(key)
                        continue
            # is_trivially_dead, its first test here: most ops have a used result
            for result in op.results:
                if result.first_use is not None:
                    dead = False
                    break
            else:
                # (most unused ops are terminators or stores: their class decides)
                dead = class_dead_verdict(op_class)
                if dead is None:
                    dead = would_be_trivially_dead(op)
            if dead:
                erase_unused_op(self.rewriter(op), op)
                changed = True
                clean.clear()
                continue
            if fold and (rule := fold_rules[op_class]).folds_in_driver:
                acted = False
                if (opens_gate := rule.opens_gate) is not None:
                    # gate_closed, inline (a call per op of the classes that fold most)
                    for operand in op._operands:  # pyright: ignore[reportPrivateUsage]
                        if type(operand) is OpResult and opens_gate[type(operand.op)]:
                            acted = self._try_fold(op, rule)
                            break
                elif rule.own_only:
                    # (most other ops: only their own fold, called here, and it finds nothing)
                    folded = op.fold()  # type: ignore[attr-defined]
                    acted = folded is not None and self._folded(op, folded)
                else:
                    acted = self._try_fold(op, rule)
                if acted:
                    changed = True
                    clean.clear()
                    continue
            if not any_patterns:
                clean.add(key)
                continue
            patterns = by_class.get(op_class)
            if patterns is None:
                patterns = self._patterns_for(op_class)
            if not (patterns and self._apply_patterns(op, patterns)):
                clean.add(key)
                continue
            changed = True
            clean.clear()
        return changed

    def _populate(self, regions: Sequence[Region]) -> None:
        self.worklist.clear()
        walked = self._walked = []
        for region in regions:
            self._populate_region(region, () if region is self.scope else None, walked)
        self.worklist.extend(walked)

    def _walked_rewriter(self, at: Operation) -> PatternRewriter:
        """The rewriter, for the constant folder during the walk: the ops walked so far reach
        the worklist first, before what its notifications push."""
        self.worklist.extend(self._walked)
        self._walked.clear()
        return self.rewriter(at)

    def _populate_region(
        self, region: Region, ancestors: tuple[Operation, ...] | None, walked: list[Operation]
    ) -> None:
        """``walk_post_order``'s visit (robust to the constant folder moving or erasing the
        visited op), as plain recursion: nested generators cost time per level per op.
        ``ancestors``: the ops above ``region`` up to the scope, which ``add_to_worklist``
        would find (None outside the scope). The ops to push go to ``walked``, in order,
        which reaches the worklist at the end, or before the folder acts through the
        rewriter (``_walked_rewriter``)."""
        # the ancestors still to push after an op (once pushed, they stay: nothing leaves
        # the worklist during the walk but constants the folder merges)
        pending = ancestors
        constant_like = _CONSTANT_LIKE
        for block in region_blocks(region):
            current = block._first_op  # pyright: ignore[reportPrivateUsage]
            while current is not None:
                following = current._next_op  # pyright: ignore[reportPrivateUsage]
                if current.regions:
                    inner = None if ancestors is None else (current, *ancestors)
                    for nested in current.regions:
                        self._populate_region(nested, inner, walked)
                if constant_like[type(current)] and (
                    (value := constant_value(current)) is not None
                ):
                    # the folder may merge it away, or move it elsewhere
                    if self.folder.insert_known_constant(current, value, self._walked_rewriter):
                        if current.parent is block:  # what add_to_worklist pushes
                            if ancestors is not None:
                                walked.append(current)
                                walked.extend(ancestors)
                        else:  # moved to another block: other ancestors
                            self.worklist.extend(walked)
                            walked.clear()
                            self.add_to_worklist(current)
                elif pending is not None:
                    walked.append(current)
                    if pending:
                        walked.extend(pending)
                        pending = ()
                current = following

    def run(
        self,
        root: Operation,
        settled: Sequence[RewritePattern] = (),
        settled_constants: bool = False,
    ) -> bool:
        """Rewrite the regions of ``root``; True when a fixpoint was reached.

        An op's fate in an iteration (erased as dead, folded, rewritten, or nothing) depends
        only on the IR. So an op for which an iteration did nothing after its last change
        (nor did the region simplification after it) needs no look in the next iteration
        until something changes there, and an iteration that changes nothing on such an IR
        ends the run without the simplification (it would find nothing either).

        ``settled``: patterns (of this driver's) whose converged run left ``root`` as it is
        now: the first iteration then needs to look only at the ops that other patterns are
        rooted at. All of this holds only while a walk moves no constant (the folder's doing,
        which a run does not count as a change): after one that does, every op is looked at.
        ``settled_constants``: the caller found ``constants_settled(root)`` since the IR last
        changed."""
        regions = list(root.regions)
        if not regions:
            return True
        self.scope = regions[0]
        self.iterations = 0
        skip: set[int] = set()
        # the IR is one the region simplification found nothing to do on, since unchanged
        fresh = bool(settled)
        if settled:
            self.settled = frozenset(settled)
            self._examined = self.frozen.examined(self.settled)
            examined = self._examined.__getitem__  # (no Python call once a class is known)
            # no op to examine, and the first walk would move no constant
            if settled_constants:
                if not _any_op(root, examined):
                    return True
            elif constants_settled(root, examined):
                return True
        while True:
            self.iterations += 1
            if self.iterations > self.max_iterations:
                return False
            self.folder.moved = False
            self._populate(regions)
            fresh = fresh and not self.folder.moved
            self.settled = frozenset(settled) if fresh and self.iterations == 1 else None
            self._skip = skip if fresh else set()
            changed = self._process_worklist()
            if not changed and fresh:
                return True
            simplified = False
            if self.region_simplification != "disabled":
                merge_blocks = self.region_simplification == "aggressive"
                simplified = simplify_regions(regions, self.notify_erased, merge_blocks)
            if not changed and not simplified:
                return True
            fresh = not simplified
            skip = self._clean


def apply_patterns_greedily(
    root: Operation,
    patterns: Sequence[RewritePattern] | FrozenPatterns,
    *,
    max_iterations: int = 10,
    region_simplification: RegionSimplification = "aggressive",
    settled: Sequence[RewritePattern] = (),
    settled_constants: bool = False,
) -> bool:
    """Run ``patterns`` on ``root`` under the MLIR-style driver; True when it converged
    (then ``constants_settled(root)`` holds: the run ended with a walk that changed nothing
    after it, and a walk leaves each insertion region's constants distinct and at the front).
    ``settled``: some of ``patterns`` whose converged run (with the same driver settings) left
    ``root`` unchanged since; ``settled_constants``: ``constants_settled(root)`` holds. Both
    are shortcuts with the same result (``GreedyRewriteDriver.run``)."""
    if not patterns:
        patterns = _NO_PATTERNS  # (the idle C++ passes: one set for every run)
    driver = GreedyRewriteDriver(
        patterns, max_iterations=max_iterations, region_simplification=region_simplification
    )
    return driver.run(root, settled, settled_constants)
