"""Triton's and MLIR's op traits that passes ask about, as xDSL traits on the op classes.

Each class is named as in the ``.td`` files it comes from, so that a C++ line such as
``op->hasTrait<OpTrait::SameOperandsAndResultEncoding>()`` reads
``op.has_trait(SameOperandsAndResultEncoding)`` here. They are markers: the checks the
C++ traits also verify stay in the op verifiers, which report them in MLIR's order.

- ``Elementwise``: MLIR's trait (``ElementwiseMappable`` gives it to every ``arith`` op but
  ``arith.constant`` and to every ``math`` op; Triton gives it to its elementwise ops).
- ``SameOperandsAndResultEncoding`` / ``SameLoadStoreOperandsAndResultEncoding`` /
  ``SameLoadStoreOperandsEncoding`` / ``SameOperandsEncoding``: Triton's encoding traits.
- ``TransposeOpInterface``: ``tt.trans`` and ``ttg.memdesc_trans`` (an ``order`` property).
- ``ExpensiveMath``: Triton's ``isExpensiveMathOp`` list (``arith.divf``, transcendental ``math``).
- ``DotOpInterface``: the matrix multiplies (``tt.dot``, ``tt.dot_scaled``,
  ``ttng.warp_group_dot``, ``ttng.tc_gen5_mma``, ``ttng.tc_gen5_mma_scaled``; A and B first).
- ``SingleBlock`` and ``RegionSizes``: MLIR's trait and the ODS region constraints, which
  ``verify_regions`` checks before the rest of the op, as MLIR does.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TypeVar

from xdsl.ir import Operation, OpTraits, Region
from xdsl.irdl import IRDLOperation
from xdsl.traits import OpTrait
from xdsl.utils.exceptions import VerifyException

_T = TypeVar("_T", bound=OpTrait)


@dataclass(frozen=True)
class Elementwise(OpTrait):
    """MLIR's ``OpTrait::Elementwise``: the op maps scalars to scalars, element by element."""


@dataclass(frozen=True)
class SameOperandsAndResultEncoding(OpTrait):
    """Triton's ``SameOperandsAndResultEncoding``: every tensor operand and result shares
    one encoding."""


@dataclass(frozen=True)
class SameOperandsEncoding(OpTrait):
    """Triton's ``SameOperandsEncoding``: every tensor operand shares one encoding."""


@dataclass(frozen=True)
class SameLoadStoreOperandsAndResultEncoding(OpTrait):
    """Triton's ``SameLoadStoreOperandsAndResultEncoding`` (``tt.load``): pointer, mask,
    other and result share one encoding."""


@dataclass(frozen=True)
class SameLoadStoreOperandsEncoding(OpTrait):
    """Triton's ``SameLoadStoreOperandsEncoding`` (``tt.store``)."""


@dataclass(frozen=True)
class TransposeOpInterface(OpTrait):
    """Triton's ``TransposeOpInterface``: a permutation of dims given by ``order``."""


@dataclass(frozen=True)
class DotOpInterface(OpTrait):
    """Triton's ``DotOpInterface``: a matrix multiply whose operands 0 and 1 are A and B."""


@dataclass(frozen=True)
class MemDescViewTrait(OpTrait):
    """Triton's ``MemDescViewTrait``: the result is a view of the source memdesc (an index,
    a subslice, a transpose, a reshape or a reinterpretation), no memory of its own."""


@dataclass(frozen=True)
class ExpensiveMath(OpTrait):
    """Triton's ``isExpensiveMathOp``: several instructions or a low throughput (CUDA's
    arithmetic instruction table): ``arith.divf`` and the transcendental ``math`` ops. The
    layout passes weigh rematerialising such an op 8x."""


@dataclass(frozen=True)
class SingleBlock(OpTrait):
    """MLIR's ``OpTrait::SingleBlock``: each region of the op holds at most one block
    (``verify_regions`` checks it)."""


@dataclass(frozen=True)
class RegionSizes(OpTrait):
    """The ODS constraints on the op's regions (``verify_regions`` checks them): those named
    in ``sized`` hold one block (``SizedRegion<1>``), those in ``at_least_one`` at least one
    (``MinSizedRegion<1>``)."""

    sized: tuple[str, ...] = ()
    at_least_one: tuple[str, ...] = ()


def without_blocks(region: Region) -> bool:
    """Whether MLIR would see ``region`` without a block: xDSL parses `{ }` in a custom
    syntax as one empty block where MLIR has no block at all."""
    first = region.blocks.first
    return first is None or (len(region.blocks) == 1 and not first.ops and not first.args)


def verify_regions(op: IRDLOperation) -> None:
    """What MLIR checks of an op's regions before anything else of the op, in its order: the
    ``SingleBlock`` trait, then the op's ``RegionSizes``. The op's verifier calls this first:
    xDSL runs an op's traits in no fixed order (it keeps them in a set).

    A region's number in the messages counts every region before it, each region of a
    variadic definition on its own."""
    if has_trait(op, SingleBlock):
        for index, region in enumerate(op.regions):
            if len(region.blocks) > 1:
                raise VerifyException(
                    f"'{op.name}' op expects region #{index} to have 0 or 1 blocks"
                )
    sizes = class_trait(type(op), RegionSizes)
    if sizes is None:
        return
    index = 0
    for name, _ in type(op).get_irdl_definition().regions:
        value = getattr(op, name)
        for region in value if isinstance(value, tuple) else (value,):
            empty = without_blocks(region)
            if name in sizes.sized and (empty or len(region.blocks) != 1):
                constraint = "region with 1 blocks"
            elif name in sizes.at_least_one and empty:
                constraint = "region with at least 1 blocks"
            else:
                index += 1
                continue
            raise VerifyException(
                f"'{op.name}' op region #{index} ('{name}') failed to verify constraint: "
                + constraint
            )


@functools.cache
def class_trait(op_class: type[Operation], trait: type[_T]) -> _T | None:
    """``op_class.get_trait(trait)``, remembered: an op class's traits never change, and
    xDSL's lookup (an isinstance test per trait, most of them ABCs) is the hottest call of the
    greedy driver and the dead-code rules."""
    return op_class.get_trait(trait)


@functools.cache
def class_traits_of_type(op_class: type[Operation], trait: type[_T]) -> tuple[_T, ...]:
    """``op_class.get_traits_of_type(trait)``, remembered (see ``class_trait``)."""
    return tuple(op_class.get_traits_of_type(trait))


@functools.cache
def is_kind_of(op_class: type[Operation], kind: type | tuple[type, ...]) -> bool:
    """``issubclass(op_class, kind)``, remembered: xDSL's op classes are ABCs, whose
    ``isinstance``/``issubclass`` test is a Python call unless the class matches exactly."""
    return issubclass(op_class, kind)


def has_trait(op: Operation, trait: type[OpTrait]) -> bool:
    """``op.has_trait(trait)`` through ``class_trait``."""
    return class_trait(type(op), trait) is not None


def with_traits(op: type[IRDLOperation], *traits: OpTrait) -> type[IRDLOperation]:
    """A subclass of the (upstream xDSL) op class ``op`` that also has ``traits``.

    xDSL's ``arith`` and ``math`` ops do not declare MLIR's ``Elementwise``; subclassing gives
    our dialects ops that do, without changing xDSL's classes. The subclass keeps the op's
    name, syntax, folders and canonicalization patterns.
    """
    combined = (*op.traits, *traits)
    body = {"__module__": op.__module__, "__qualname__": op.__qualname__}
    body["traits"] = OpTraits(lambda: combined)
    return type(op.__name__, (op,), body)


__all__ = [
    "DotOpInterface",
    "Elementwise",
    "ExpensiveMath",
    "SameLoadStoreOperandsAndResultEncoding",
    "SameLoadStoreOperandsEncoding",
    "SameOperandsAndResultEncoding",
    "RegionSizes",
    "SameOperandsEncoding",
    "SingleBlock",
    "TransposeOpInterface",
    "class_trait",
    "class_traits_of_type",
    "has_trait",
    "is_kind_of",
    "verify_regions",
    "with_traits",
    "without_blocks",
]
