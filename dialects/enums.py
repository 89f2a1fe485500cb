"""Triton's i32 enums: stored as ``i32`` integer attributes, written as keywords.

MLIR's ``I32EnumAttr`` keeps the value as a plain ``IntegerAttr`` of type ``i32`` (so the
generic form and ``attr-dict`` show ``cache = 1 : i32``), while an op's custom syntax spells
it as a keyword (``cacheModifier = none``, ``tt.get_program_id x``). This module is the one
place that knows the keyword <-> value tables and how to read and write them, for every
dialect (``tt``, ``ttg``, ``ttng``, ``gluon``).

Use in a declarative ``assembly_format`` through a custom directive built by
:func:`enum_directive`: ``custom<ProgramIDDim>($axis)``; or call :func:`parse_enum` /
:func:`print_enum` from a hand-written ``parse``/``print``.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TypeVar

from xdsl.dialects.builtin import I32, IntegerAttr, i32
from xdsl.ir import Attribute
from xdsl.irdl import IRDLOperation
from xdsl.irdl.constraints import AttrConstraint
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    ParsingState,
    PrintingState,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException


@dataclass(frozen=True)
class I32Enum:
    """One enum: its C++ name and its cases as (keyword, value) pairs, in .td order."""

    name: str
    cases: tuple[tuple[str, int], ...]

    def keywords(self) -> tuple[str, ...]:
        return tuple(k for k, _ in self.cases)

    def value_of(self, keyword: str) -> int | None:
        for k, v in self.cases:
            if k == keyword:
                return v
        return None

    def keyword_of(self, value: int) -> str | None:
        for k, v in self.cases:
            if v == value:
                return k
        return None

    def attr(self, case: str | int) -> IntegerAttr[I32]:
        """The stored attribute for a keyword (``"ca"``) or a raw value (``2``)."""
        value = self.value_of(case) if isinstance(case, str) else case
        if value is None or self.keyword_of(value) is None:
            raise ValueError(f"{case!r} is not a case of {self.name}")
        return IntegerAttr(value, i32)

    def keyword(self, attr: Attribute) -> str:
        """The keyword of a stored attribute (raises ValueError for a foreign value)."""
        if not isinstance(attr, IntegerAttr):
            raise ValueError(f"{self.name} must be an i32 integer attribute, got {attr}")
        keyword = self.keyword_of(attr.value.data)
        if keyword is None:
            raise ValueError(f"{attr.value.data} is not a case of {self.name}")
        return keyword

    def constraint(self) -> I32EnumConstraint:
        return I32EnumConstraint(self)


@dataclass(frozen=True)
class I32EnumConstraint(AttrConstraint):
    """IRDL constraint: an ``i32`` integer attribute holding one of the enum's values."""

    enum: I32Enum

    def verify(self, attr: Attribute, constraint_context: object) -> None:
        if (
            not isinstance(attr, IntegerAttr)
            or attr.type != i32
            or self.enum.keyword_of(attr.value.data) is None
        ):
            allowed = ", ".join(str(v) for _, v in self.enum.cases)
            raise VerifyException(
                f"attribute {attr} failed to satisfy constraint: 32-bit signless integer "
                f"attribute whose value is one of {allowed} ({self.enum.name})"
            )

    def mlir_stored(self, attr: Attribute) -> bool:
        """Whether ``attr`` converts into the ODS enum attribute's storage: its class accepts
        only a valid case (see dialects/text/constraints.py)."""
        try:
            self.verify(attr, None)
        except VerifyException:
            return False
        return True

    def mlir_summary(self) -> str:
        """The summary of the ODS enum attribute (see dialects/text/constraints.py)."""
        values = ", ".join(str(v) for _, v in self.enum.cases)
        return f"allowed 32-bit signless integer cases: {values}"

    def get_bases(self) -> set[type[Attribute]] | None:
        return {IntegerAttr}

    def mapping_type_vars(self, type_var_mapping: Mapping[TypeVar, object]) -> I32EnumConstraint:
        return self


def parse_enum(parser: AttrParser, enum: I32Enum, op_name: str, attr_name: str) -> IntegerAttr[I32]:
    """Read the value of ``op_name``'s enum attribute ``attr_name`` and return its stored
    attribute. As MLIR's generated op parsers read an enum: one of its keywords, or a
    string holding one (`"fadd"`); anything else is a located error in their words."""
    pos = parser.pos
    keyword = parser.parse_optional_identifier()
    value = enum.value_of(keyword) if keyword is not None else None
    if value is not None:
        return IntegerAttr(value, i32)
    spelled = parser.parse_optional_str_literal() if keyword is None else None
    if spelled is not None:
        value = enum.value_of(spelled)
        if value is not None:
            return IntegerAttr(value, i32)
        message = f'invalid {attr_name} attribute specification: "{spelled}"'
    else:
        message = (
            "expected string or keyword containing one of the following enum values for "
            f"attribute '{attr_name}' [{', '.join(enum.keywords())}]"
        )
    parser.raise_error(f"custom op '{op_name}' {message}", pos, max(parser.pos, pos + 1))


def parse_optional_enum(parser: AttrParser, enum: I32Enum) -> IntegerAttr[I32] | None:
    """Like :func:`parse_enum`, but returns None (consuming nothing) on a non-case token."""
    for keyword, value in enum.cases:
        if parser.parse_optional_keyword(keyword) is not None:
            return IntegerAttr(value, i32)
    return None


def print_enum(printer: Printer, enum: I32Enum, attr: Attribute) -> None:
    """Write the keyword of ``attr``; a value outside the enum prints as the raw attribute."""
    try:
        printer.print_string(enum.keyword(attr))
    except ValueError:
        printer.print_attribute(attr)


class EnumDirective(CustomDirective):
    """``custom<EnumName>($attr)``: one enum attribute written as its keyword."""

    enum: I32Enum
    attr: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> bool:
        if self.attr.is_optional or self.attr.default_value is not None:
            value = parse_optional_enum(parser, self.enum)
            if value is None:
                return False
        else:
            value = parse_enum(parser, self.enum, state.op_type.name, self.attr.name)
        self.attr.set(state, value)
        return True

    def read_text(self, text: str, pos: int) -> tuple[int, IntegerAttr[I32] | None] | None:
        """For the parser's generated format readers: the keyword at ``pos`` (blanks
        skipped before) and its attribute, and where it ends; (pos, None) where an optional
        one is absent; None where parse() must read it (for its error)."""
        found = keyword_at(self.enum, text, pos)
        if found is not None:
            return found
        if self.attr.is_optional or self.attr.default_value is not None:
            return pos, None
        return None

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        value = self.attr.get(op)
        if value is None:
            return
        state.print_whitespace(printer)
        print_enum(printer, self.enum, value)

    def is_present(self, op: IRDLOperation) -> bool:
        return self.attr.is_present(op)

    def is_anchorable(self) -> bool:
        return self.attr.is_anchorable()

    def is_optional_like(self) -> bool:
        return self.attr.is_optional_like()


# a bare identifier, as the lexer reads a keyword
_KEYWORD = re.compile(r"([A-Za-z_][\w$.]*)", re.A)


@functools.cache
def _keyword_attrs(enum: I32Enum) -> dict[str, IntegerAttr[I32]]:
    """Each keyword's stored attribute (once per enum: attributes are immutable)."""
    return {keyword: IntegerAttr(value, i32) for keyword, value in enum.cases}


def keyword_at(enum: I32Enum, text: str, pos: int) -> tuple[int, IntegerAttr[I32]] | None:
    """For readers of an op's text: the keyword of ``enum`` at ``pos`` and where it ends,
    with its stored attribute; None for anything else."""
    found = _KEYWORD.match(text, pos)
    value = None if found is None else _keyword_attrs(enum).get(found[1])
    return None if value is None else (found.end(), value)


def enum_directive(enum: I32Enum) -> type[EnumDirective]:
    """A custom directive class named after the enum, for ``custom_directives = (...)``."""
    cls = type(enum.name, (EnumDirective,), {"enum": enum})
    cls.__annotations__ = {"attr": AttributeVariable}
    cls.parameters = {"attr": AttributeVariable}
    return dataclass(frozen=True)(cls)


# --- Triton's enums (TritonAttrDefs.td), keyword spelling and value as in 3.6.0 ---

CacheModifier = I32Enum(
    "CacheModifier",
    (("none", 1), ("ca", 2), ("cg", 3), ("wb", 4), ("cs", 5), ("wt", 6), ("cv", 7)),
)
MemSemantic = I32Enum(
    "MemSemantic", (("relaxed", 1), ("acquire", 2), ("release", 3), ("acq_rel", 4))
)
EvictionPolicy = I32Enum(
    "EvictionPolicy", (("evict_normal", 1), ("evict_first", 2), ("evict_last", 3))
)
PaddingOption = I32Enum("PaddingOption", (("zero", 1), ("nan", 2)))
RMWOp = I32Enum(
    "RMWOp",
    (
        ("and", 1),
        ("or", 2),
        ("xor", 3),
        ("add", 4),
        ("fadd", 5),
        ("max", 6),
        ("min", 7),
        ("umax", 8),
        ("umin", 9),
        ("exch", 10),
    ),
)
DescriptorReduceKind = I32Enum(
    "DescriptorReduceKind",
    (
        ("add", 1),
        ("min", 2),
        ("max", 3),
        ("inc", 4),
        ("dec", 5),
        ("and", 6),
        ("or", 7),
        ("xor", 8),
    ),
)
MemSyncScope = I32Enum("MemSyncScope", (("gpu", 1), ("cta", 2), ("sys", 3)))
ProgramIDDim = I32Enum("ProgramIDDim", (("x", 0), ("y", 1), ("z", 2)))
RoundingMode = I32Enum("RoundingMode", (("rtz", 0), ("rtne", 1)))
PropagateNan = I32Enum("PropagateNan", (("none", 0), ("all", 0xFFFF)))
InputPrecision = I32Enum(
    "InputPrecision",
    (("tf32", 0), ("tf32x3", 1), ("ieee", 2), ("bf16x3", 3), ("bf16x6", 4)),
)
ScaleDotElemType = I32Enum(
    "ScaleDotElemType",
    (
        ("e4m3", 0),
        ("e5m2", 1),
        ("e2m3", 2),
        ("e3m2", 3),
        ("e2m1", 4),
        ("bf16", 5),
        ("fp16", 6),
    ),
)

TT_ENUMS: tuple[I32Enum, ...] = (
    CacheModifier,
    MemSemantic,
    EvictionPolicy,
    PaddingOption,
    RMWOp,
    DescriptorReduceKind,
    MemSyncScope,
    ProgramIDDim,
    RoundingMode,
    PropagateNan,
    InputPrecision,
    ScaleDotElemType,
)

# The cache/eviction hints of loads and async copies (tt, ttg and ttng ops print them alike).
CACHE_NONE = CacheModifier.attr("none")
EVICT_NORMAL = EvictionPolicy.attr("evict_normal")


def parse_cache_evict(parser: Parser, props: dict[str, Attribute], op_name: str) -> None:
    """MLIR ``oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict)`` of the op
    ``op_name``."""
    while True:
        if parser.parse_optional_keyword("cacheModifier") is not None:
            if "cache" in props:
                parser.raise_error("`cacheModifier` clause can appear at most once")
            parser.parse_punctuation("=")
            props["cache"] = parse_enum(parser, CacheModifier, op_name, "cache")
        elif parser.parse_optional_keyword("evictionPolicy") is not None:
            if "evict" in props:
                parser.raise_error("`evictionPolicy` clause can appear at most once")
            parser.parse_punctuation("=")
            props["evict"] = parse_enum(parser, EvictionPolicy, op_name, "evict")
        else:
            return


def print_cache_evict(printer: Printer, op: IRDLOperation) -> None:
    """The clauses of ``parse_cache_evict`` that differ from their defaults."""
    # compared by value (both are i32 attributes): an attribute's == is a Python call per field
    cache = op.properties.get("cache")
    if cache is not None and cache.value.data != CACHE_NONE.value.data:
        printer.print_string(" cacheModifier = ")
        print_enum(printer, CacheModifier, cache)
    evict = op.properties.get("evict")
    if evict is not None and evict.value.data != EVICT_NORMAL.value.data:
        printer.print_string(" evictionPolicy = ")
        print_enum(printer, EvictionPolicy, evict)


__all__ = [
    "I32Enum",
    "I32EnumConstraint",
    "EnumDirective",
    "enum_directive",
    "parse_enum",
    "parse_optional_enum",
    "print_enum",
    "CACHE_NONE",
    "EVICT_NORMAL",
    "parse_cache_evict",
    "print_cache_evict",
    "TT_ENUMS",
    *(e.name for e in TT_ENUMS),
]
