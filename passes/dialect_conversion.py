"""A dialect-conversion driver with the parts of MLIR's ``applyPartialConversion`` that decide
the output of a type-converting pass (mlir/Transforms/DialectConversion).

- **Order**: the ops to convert are collected up front by a pre-order walk of the original IR;
  each is then legalized in that order (so an op's operands are converted before it, and an op
  that owns regions before the ops inside them). Ops erased or replaced meanwhile are skipped.
- **Folding**: an illegal op is first folded (MLIR's default ``BeforePatterns`` mode); the
  constants a fold creates are legalized in turn.
- **Legality**: ``legal(op)`` is asked with the op's *original* operand types (MLIR replaces uses
  only at the end, so a consumer still sees the types it was built with). A legal op is left
  alone; an illegal op without a pattern is an error, as MLIR's "failed to legalize".
- **Adaptor operands and target materialization**: a pattern sees each operand as its latest
  replacement; where that replacement's type differs from the converted original type, the
  type converter's target materialization is built right after the replacement's definition
  (at the block start for a block argument), with the consuming op's location, and reused by
  every later consumer that wants the same type.
- **Block signature conversion**: ``convert_region_types`` gives the blocks of a region the
  converted argument types (their uses follow), as ``convertRegionTypes`` does.

Replacements are applied eagerly (uses are redirected at once, original types remembered), which
gives the same IR as MLIR's deferred rewrite for patterns that only create, replace and move.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from gluon_opt.dialects.layout.helpers import LayoutRankError
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.text.walk import preorder_list
from gluon_opt.dialects.traits import has_trait
from gluon_opt.passes.greedy import IN_PLACE, fold, fold_replacements, may_fold
from gluon_opt.passes.use_lists import (
    link_after,
    link_before,
    replace_all_uses,
    reverse_uses,
    set_operands,
)
from xdsl.ir import Attribute, Block, BlockArgument, Operation, OpResult, Region, SSAValue
from xdsl.traits import ConstantLike


class TypeConverter:
    """Type conversion rules and the target materialization (override both)."""

    def convert_type(self, type_: Attribute) -> Attribute:
        return type_

    def is_legal(self, type_: Attribute) -> bool:
        return self.convert_type(type_) == type_

    def materialize_target(self, value: SSAValue, type_: Attribute) -> Operation:
        raise NotImplementedError


Pattern = Callable[[Operation, list[SSAValue], "ConversionRewriter"], bool]


class ConversionRewriter:
    def __init__(self, type_converter: TypeConverter) -> None:
        self.type_converter = type_converter
        # Keyed by ids (hashing an xDSL value or op is a Python call); the entries hold the
        # values, so no id is reused while they are kept.
        self.original_types: dict[int, tuple[SSAValue, Attribute]] = {}
        # per value: its materializations (desired type, cast result), compared by equality
        self.materialized: dict[int, list[tuple[SSAValue, Attribute, SSAValue]]] = {}
        # the ops erased so far, by id: only ops of the up-front walk (alive all along) are
        # looked up
        self.erased: set[int] = set()
        self.op: Operation | None = None  # the op being converted; new ops go before it

    # ----- types

    def original_type(self, value: SSAValue) -> Attribute:
        found = self.original_types.get(id(value))
        return value.type if found is None else found[1]

    def _remember_original_type(self, value: SSAValue, type_: Attribute) -> None:
        if id(value) not in self.original_types:
            self.original_types[id(value)] = (value, type_)

    def convert_type(self, type_: Attribute) -> Attribute:
        return self.type_converter.convert_type(type_)

    # ----- adaptor operands

    def remap(self, op: Operation) -> list[SSAValue]:
        remap_value = self.remap_value
        return [remap_value(v, op) for v in op._operands]  # pyright: ignore[reportPrivateUsage]

    def remap_value(self, value: SSAValue, consumer: Operation) -> SSAValue:
        # (original_type and convert_type inlined: this runs for every operand of every
        # converted op)
        found = self.original_types.get(id(value))
        value_type = value.type
        desired = self.type_converter.convert_type(value_type if found is None else found[1])
        if value_type is desired or value_type == desired:
            return value
        casts = self.materialized.setdefault(id(value), [])
        for _, type_, cached in casts:
            if type_ == desired:
                return cached
        cast = self.type_converter.materialize_target(value, desired)
        cast.location = consumer.location
        if type(value) is BlockArgument:  # (exact: an ABC's failing isinstance is a call)
            block = value.block
            if block.first_op is None:
                block.add_op(cast)
            else:
                link_before(cast, block.first_op)
        else:
            assert isinstance(value, OpResult)
            block = value.op.parent_block()
            assert block is not None
            link_after(cast, value.op)
        result = cast.results[0]
        casts.append((value, desired, result))
        return result

    # ----- building

    def insert(self, op: Operation, location: Attribute | None = None) -> Operation:
        """Insert ``op`` before the op being converted (with its location by default)."""
        assert self.op is not None
        op.location = location if location is not None else self.op.location
        link_before(op, self.op)
        return op

    def replace_op(self, op: Operation, values: Sequence[SSAValue]) -> None:
        for old, new in zip(op.results, values, strict=True):
            self._remember_original_type(new, self.original_type(old))
            replace_all_uses(old, new)
        self.erase_op(op)

    def update_in_place(
        self, op: Operation, operands: Sequence[SSAValue], result_types: Sequence[Attribute]
    ) -> None:
        """``op`` with these operands and result types: the IR that building it again in its
        place and ``replace_op`` with the new op would give, use lists included, without
        building and erasing an op. The operands' new uses go to the head of their use lists,
        as a new op's do; each result's use list is reversed, as moving the uses one by one
        to a new result (``replace_all_uses_with``) reverses it. Not for ops with regions or
        successors (their uses and blocks would move)."""
        set_operands(op, operands)  # removes the old uses, adds the new ones in order
        materialized = self.materialized
        original_types = self.original_types
        for result, type_ in zip(op.results, result_types, strict=True):
            # a new result would have no remembered type and no materialization
            # (_remember_original_type inlined)
            if id(result) not in original_types:
                original_types[id(result)] = (result, result.type)
            if materialized:
                materialized.pop(id(result), None)
            result._type = type_
            reverse_uses(result)

    def erase_op(self, op: Operation) -> None:
        if op.regions:
            self.erased.update(id(nested) for nested in preorder_list(op))
        else:
            self.erased.add(id(op))
        op.detach()
        op.erase(safe_erase=False)

    def take_regions(self, source: Operation) -> list[Region]:
        """``inlineRegionBefore`` of every region of ``source`` into a new region, for the op
        that replaces it."""
        regions = [Region() for _ in source.regions]
        for src, dst in zip(source.regions, regions, strict=True):
            src.move_blocks(dst)
        return regions

    def convert_region_types(self, region: Region) -> None:
        """Give every block of ``region`` the converted argument types."""
        for block in region.blocks:
            self.convert_block_signature(block)

    def convert_block_signature(self, block: Block) -> None:
        for arg in list(block.args):
            new_type = self.convert_type(arg.type)
            if new_type != arg.type:
                self._remember_original_type(arg, arg.type)
                retype_block_argument(block, arg, new_type)


def retype_block_argument(block: Block, arg: BlockArgument, new_type: Attribute) -> None:
    """Retype a block argument in place (a new argument, the uses moved to it)."""
    new_arg = block.insert_arg(new_type, arg.index)
    new_arg.name_hint = arg.name_hint
    location = getattr(arg, "location", None)
    if location is not None:
        new_arg.location = location
    arg.replace_all_uses_with(new_arg)
    block.erase_arg(arg)


def apply_partial_conversion(
    root: Operation,
    legal: Callable[[Operation, ConversionRewriter], bool | None],
    patterns: Callable[[Operation], Pattern | None],
    rewriter: ConversionRewriter,
) -> None:
    """Legalize every op under ``root`` (pre-order). ``legal`` returns None for ops the target
    does not know (left as they are), ``patterns`` the pattern for an op or None."""
    for op in preorder_list(root):
        if id(op) not in rewriter.erased:
            try:
                _legalize(op, legal, patterns, rewriter)
            except LayoutRankError as error:  # (3.6.0 crashes: docs/divergences.md)
                raise DiagnosticError(str(error), op=op) from None


def _fold(op: Operation, rewriter: ConversionRewriter) -> Sequence | str | None:
    """Fold ``op`` as MLIR would see it: there its operands are still the original values,
    here they are already converted, so the folder runs with the results' types converted for
    the time of the fold (type checks between operands and results then agree as they do on
    the originals); an in-place change stays on ``op``. The types are swapped on ``op`` itself
    instead of on a copy: building and erasing a copy of every illegal op cost more than the
    fold."""
    if not may_fold(type(op)):
        return None
    results = op.results
    originals = [r._type for r in results]  # pyright: ignore[reportPrivateUsage]
    convert_type = rewriter.type_converter.convert_type
    try:
        for result, type_ in zip(results, originals, strict=True):
            result._type = convert_type(type_)  # restored below
        folded = fold(op)
    finally:
        for result, type_ in zip(results, originals, strict=True):
            result._type = type_
    if folded == IN_PLACE:
        return IN_PLACE
    if folded is None or any(v in results for v in folded if isinstance(v, SSAValue)):
        return None
    return folded


def _legalize(
    op: Operation,
    legal: Callable[[Operation, ConversionRewriter], bool | None],
    patterns: Callable[[Operation], Pattern | None],
    rewriter: ConversionRewriter,
    in_place_folds: int = 0,
) -> None:
    legality = legal(op, rewriter)
    if legality is None or legality:
        return
    # MLIR folds an illegal op before it tries the patterns (not a constant: tryFold leaves
    # those alone).
    folded = None if has_trait(op, ConstantLike) or op.regions else _fold(op, rewriter)
    if folded == IN_PLACE:
        if in_place_folds < 8:  # a folder that keeps changing the op would loop in MLIR too
            _legalize(op, legal, patterns, rewriter, in_place_folds + 1)
            return
        folded = None
    if folded is not None:

        def insert(constant: Operation) -> SSAValue:
            link_before(constant, op)
            _legalize(constant, legal, patterns, rewriter)
            # the constant was itself replaced by a legal one just before the op
            return op.prev_op.results[0]

        rewriter.replace_op(op, fold_replacements(op, folded, insert))
        return
    pattern = patterns(op)
    rewriter.op = op
    if pattern is None or not pattern(op, rewriter.remap(op), rewriter):
        raise DiagnosticError(f"failed to legalize operation '{op.name}'", op=op)
    rewriter.op = None
