"""Parse the MLIR text libtriton prints into xDSL IR.

xDSL 0.74's parser is used underneath; :class:`MLIRParser` closes the gaps between it and
MLIR's own parser that matter for Triton's IR:

* ``#loc`` aliases that are defined *after* the module (MLIR prints deferred location
  aliases at the end of the file) are read before the module body;
* ops, block arguments and region arguments without an explicit ``loc(...)`` get the
  source position they were parsed at (``"file":line:col``), as MLIR's parser does, so that
  printing with ``--mlir-print-debuginfo`` gives the same locations as libtriton;
* ``dense<0xFF800000>`` (and hex elements inside a dense list) are IEEE bit patterns for
  float element types, not big integers;
* ``dense<"0x...">`` is MLIR's raw storage (i1 packed eight to a byte; one element's
  bytes for a splat);
* ``fused<metadata>[...]`` locations, simplified as MLIR's ``FusedLoc::get`` does;
* a use whose type differs from the value's gives MLIR's ``use of value '%x' expects
  different type than prior uses`` with a ``prior use here`` note;
* an empty file is an empty module; a ``{-# ... #-}`` metadata section (an MLIR
  reproducer's configuration, see :func:`reproducer_pipeline`) is not IR;
* every parse error becomes a :class:`DiagnosticError` located at ``file:line:col``.

Speed: an op whose custom form is a declarative assembly format is read by that format
compiled into steps that match the text directly (see "declarative formats, compiled"), and
built without xDSL's generic builder. Types, number attributes, attribute dictionaries and
dense constants are parsed once per distinct spelling and shared (MLIR uniques them too), and
dense splats are stored without expanding every element through Python values. Types and
alias definitions can also be shared between modules through a :class:`ParseCache` the
caller keeps (keyed by their text and the aliases they name), since each hand-off of an
embedded compile parses text that mostly repeats the previous one. Locations in the forms
libtriton prints (`loc(#alias)`, `loc("file":line:col)`, names, call sites) are built
without the lexer, in the `#loc` table as on the ops.
"""

from __future__ import annotations

import bisect
import dataclasses
import functools
import gc
import keyword
import math
import re
import struct
import textwrap
from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence
from collections.abc import Set as AbstractSet
from contextlib import contextmanager
from dataclasses import dataclass
from enum import Enum
from functools import partial
from itertools import accumulate, count, repeat
from operator import attrgetter, lt
from typing import NoReturn

from gluon_opt.dialects.text.codegen import define
from gluon_opt.dialects.text.constraints import parse_time_error, property_storage_error
from gluon_opt.dialects.text.diagnostics import DiagnosticError, file_line_col
from gluon_opt.dialects.text.printer import (
    SourceAliases,
    SourceOps,
    attribute_text,
    float_from_bits,
)
from xdsl.context import Context
from xdsl.dialects.builtin import (
    AnyFloat,
    ArrayAttr,
    BFloat16Type,
    BytesAttr,
    CallSiteLoc,
    ComplexType,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    FileLineColLoc,
    Float16Type,
    Float32Type,
    Float64Type,
    FloatAttr,
    FunctionType,
    FusedLoc,
    IndexType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    LocationAttr,
    ModuleOp,
    NameLoc,
    NoneAttr,
    RankedStructure,
    Signedness,
    StringAttr,
    TensorType,
    UnitAttr,
    UnknownLoc,
    UnrankedTensorType,
    UnregisteredOp,
    i1,
    i8,
    i16,
    i32,
    i64,
)
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    Data,
    Operation,
    OpResult,
    Region,
    SSAValue,
    SSAValues,
    Use,
)
from xdsl.ir.core import _VALUE_NAME_PATTERN as _VALUE_NAME
from xdsl.ir.core import _VALUE_NAME_SUFFIX_PATTERN as _VALUE_NAME_SUFFIX
from xdsl.irdl import base
from xdsl.irdl.constraints import (
    AllOf,
    AnyAttr,
    AnyOf,
    AttrConstraint,
    BaseAttr,
    EqAttrConstraint,
    EqIntConstraint,
    ParamAttrConstraint,
    RangeLengthConstraint,
    RangeOf,
    VarConstraint,
    VerificationContext,
)
from xdsl.irdl.declarative_assembly_format import (
    AttrDictDirective,
    AttributeVariable,
    CustomDirective,
    Directive,
    FormatDirective,
    FormatProgram,
    FunctionalTypeDirective,
    KeywordDirective,
    OperandsDirective,
    OperandVariable,
    OptionalGroupDirective,
    OptionalOperandVariable,
    OptionalUnitAttrVariable,
    ParsingState,
    PunctuationDirective,
    ResultsDirective,
    ResultVariable,
    TypedAttributeVariable,
    TypeDirective,
    UniqueBaseAttributeVariable,
    VariadicOperandVariable,
    VariadicResultVariable,
    WhitespaceDirective,
)
from xdsl.irdl.operations import (
    AttrSizedOperandSegments,
    AttrSizedResultSegments,
    AttrSizedSegments,
    IRDLOperation,
    OptionalDef,
    SameVariadicSize,
    VariadicDef,
)
from xdsl.parser import AttrParser, Parser, UnresolvedOperand
from xdsl.parser.generic_parser import ParserState
from xdsl.utils.exceptions import MultipleSpansParseError, ParseError, VerifyException
from xdsl.utils.lexer import Input, Span, Token
from xdsl.utils.mlir_lexer import MLIRLexer, MLIRTokenKind, StringLiteral

# A top-level alias definition: `#name = ...` / `!name = ...` starting at column 1.
_ALIAS_DEF = re.compile(r"^[#!][A-Za-z_][\w$.-]*\s*=")


class _LineIndex:
    """Offsets of line starts, so that a position maps to line:col in O(log n)."""

    # Positions located by counting the line breaks before them, before the offsets are
    # built: a parse of libtriton's text (each op with its `loc(...)`) locates a few block
    # arguments (an `scf.for`'s) at most, and a count up to each costs less than the offsets
    # of every line; a module without locations locates every op, through the offsets.
    # Each count starts from the line of the one before where it can (a loop's arguments
    # share a line): from the text's start, each is a scan of the text up to there.
    COUNTED = 16

    def __init__(self, text: str, line_offset: int):
        self.source = text
        self.line_offset = line_offset
        self._counted = 0
        self._last_line = (0, 0)  # the start of the line counted last, its index

    # Built when first asked for (see COUNTED).
    @functools.cached_property
    def starts(self) -> list[int]:
        # each line's start: one more than the previous line's length, summed (in C)
        return [0, *accumulate(map((1).__add__, map(len, self.source.split("\n")[:-1])))]

    @functools.cached_property
    def ascii(self) -> bool:
        return self.source.isascii()

    def line_col(self, pos: int) -> tuple[int, int]:
        if self._counted < self.COUNTED:
            self._counted += 1
            start = self.source.rfind("\n", 0, pos) + 1
            before, line = self._last_line
            if start < before:
                before = line = 0
            line += self.source.count("\n", before, start)
            self._last_line = (start, line)
        else:
            line = bisect.bisect_right(self.starts, pos) - 1
            start = self.starts[line]
        col = pos - start + 1
        if not self.ascii:  # MLIR counts columns in bytes
            col = len(self.source[start:pos].encode("utf-8", "surrogateescape")) + 1
        return line + 1 + self.line_offset, col


_ESCAPE = re.compile(r'\\(["nt\\]|[0-9A-Fa-f]{2})')
_ESCAPED = {'"': b'"', "n": b"\n", "t": b"\t", "\\": b"\\"}


def literal_bytes(literal: str) -> bytes:
    """The bytes a (lexed, so well-formed) string literal stands for, quotes included in
    ``literal``. Bytes of a non-UTF-8 file are read as surrogate escapes and stand for
    themselves, as MLIR's strings are bytes."""
    out = bytearray()
    last = 1
    for match in _ESCAPE.finditer(literal, 1, len(literal) - 1):
        out += literal[last : match.start()].encode("utf-8", "surrogateescape")
        code = match.group(1)
        out += _ESCAPED.get(code) or bytes([int(code, 16)])
        last = match.end()
    out += literal[last:-1].encode("utf-8", "surrogateescape")
    return bytes(out)


def literal_text(literal: str) -> str:
    """A string literal's value as text (bytes that are not UTF-8 kept as surrogate escapes)."""
    if "\\" not in literal:
        return literal[1:-1]
    return literal_bytes(literal).decode("utf-8", "surrogateescape")


class _Token(Token):
    """A token that carries its text (xDSL's slices it out of the input on each access)."""

    text = ""  # shadows Token.text, a property: each token sets its own

    def __init__(self, kind: MLIRTokenKind, span: Span, text: str):
        self.kind = kind
        self.span = span
        self.text = text


_new_span = partial(Span.__new__, Span)
_new_token = partial(_Token.__new__, _Token)


class _FastLexer(MLIRLexer):
    """xDSL's MLIR lexer with one compiled pattern for the most frequent tokens (bare and
    prefixed identifiers, one-character punctuation, `->`, `{` but `{-#`, the end of the
    text), after the same whitespace and comment skipping; everything else (numbers,
    strings, `#-}`, ...) goes to xDSL's lexer, so the tokens are the same."""

    _COMMON = re.compile(
        r"(?>(?://[^\n\r]*|[ \t\n\r\0]+)*)"  # atomic: whitespace is never given back
        r"(?:([A-Za-z_][A-Za-z0-9_$.]*)"
        r"|([%^!](?:[0-9]+|[A-Za-z$._-][A-Za-z0-9$._-]*)|#(?:[0-9]+|[A-Za-z$._][A-Za-z0-9$._-]*))"
        r"|([:,()\[\]}<>=+*?|]|->|\{(?!-#))"
        # the end, after the blanked `#loc` table of a hand-off: its blanks skipped once,
        # not once here and twice more in xDSL's lexer
        r"|(\Z))",
        re.ASCII,
    )
    # MLIR's whitespace: space, tab, line breaks and NUL; a comment also ends at a carriage
    # return (xDSL: any `\s`, and comments end at a line feed only).
    _whitespace_regex = re.compile(r"(?://[^\n\r]*+|[ \t\n\r\0]++)*+")

    _PREFIXED = {
        "%": MLIRTokenKind.PERCENT_IDENT,
        "#": MLIRTokenKind.HASH_IDENT,
        "!": MLIRTokenKind.EXCLAMATION_IDENT,
        "^": MLIRTokenKind.CARET_IDENT,
    }
    _PUNCTUATION = {
        ":": MLIRTokenKind.COLON,
        ",": MLIRTokenKind.COMMA,
        "(": MLIRTokenKind.L_PAREN,
        ")": MLIRTokenKind.R_PAREN,
        "}": MLIRTokenKind.R_BRACE,
        "[": MLIRTokenKind.L_SQUARE,
        "]": MLIRTokenKind.R_SQUARE,
        "<": MLIRTokenKind.LESS,
        ">": MLIRTokenKind.GREATER,
        "=": MLIRTokenKind.EQUAL,
        "+": MLIRTokenKind.PLUS,
        "*": MLIRTokenKind.STAR,
        "?": MLIRTokenKind.QUESTION,
        "|": MLIRTokenKind.VERTICAL_BAR,
        "->": MLIRTokenKind.ARROW,
        "{": MLIRTokenKind.L_BRACE,
    }

    def lex(self):
        match = self._COMMON.match(self.input.content, self.pos)
        group = match.lastindex if match is not None else None
        if group is None:
            self._consume_whitespace()
            char = self.input.at(self.pos)
            # MLIR's lexer is ASCII: a letter or digit outside it is no identifier or number.
            if char is not None and not char.isascii():
                self._error(self.pos, "unexpected character")
            if char == "." and not self.input.content.startswith("...", self.pos):
                self._error(self.pos + 1, "expected three consecutive dots for an ellipsis")
            return super().lex()
        start, end = match.span(group)
        text = match[group]
        if group == 1:
            kind = MLIRTokenKind.BARE_IDENT
        elif group == 2:
            kind = self._PREFIXED[text[0]]
        elif group == 3:
            kind = self._PUNCTUATION[text]
        else:  # the end: xDSL's token spans one character past it, where its lexer stops
            kind = MLIRTokenKind.EOF
            end += 1
        self.pos = end
        # the span and the token with their fields set as their constructors set them,
        # without the frozen dataclass's call per field: a parse lexes ~160 tokens
        span = _new_span()
        fields = span.__dict__
        fields["start"] = start
        fields["end"] = end
        fields["input"] = self.input
        fields["line_offset"] = 0
        token = _new_token()
        fields = token.__dict__
        fields["kind"] = kind
        fields["span"] = span
        fields["text"] = text
        return token

    # MLIR's lexer errors, in its words and at its positions (xDSL's differ).

    def _error(self, pos: int, message: str) -> NoReturn:
        err = ParseError(Span(pos, pos + 1, self.input), message)
        err.at_character = True  # MLIR's lexer points at the character itself
        raise err

    # A string literal's characters, each escape whole; possessive, so that a literal without
    # its closing quote fails in linear time (xDSL's pattern backtracks exponentially).
    _STRING_BODY = re.compile(r'(?:[^"\\\n\v\f]++|\\(?:["nt\\]|[0-9A-Fa-f]{2}))*+')

    def _lex_string_literal(self, start_pos: int) -> Token:
        content = self.input.content
        end = self._STRING_BODY.match(content, start_pos + 1).end()
        if end < len(content) and content[end] == '"':
            self.pos = end + 1
            span = StringLiteral(start_pos, self.pos, self.input)
            if "\\" in span.text and not literal_bytes(span.text).isascii():
                return Token(MLIRTokenKind.BYTES_LIT, span)
            return Token(MLIRTokenKind.STRING_LIT, span)
        if end < len(content) and content[end] == "\\":
            self._error(end, "unknown escape in string literal")
        self._error(end, "expected '\"' in string literal")

    _PREFIX_ERRORS = {
        "#": "invalid attribute name",
        "%": "invalid SSA name",
        "^": "invalid block name",
        "!": "invalid type identifier",
    }

    def _lex_prefixed_ident(self, start_pos: int) -> Token:
        if self._suffix_id.match(self.input.content, self.pos) is None:
            self._error(start_pos, self._PREFIX_ERRORS[self.input.content[start_pos]])
        return super()._lex_prefixed_ident(start_pos)

    def _lex_at_ident(self, start_pos: int) -> Token:
        char = self.input.at(self.pos)
        if char is None or not (char == '"' or char == "_" or char.isascii() and char.isalpha()):
            self._error(start_pos + 1, "@ identifier expected to start with letter or '_'")
        return super()._lex_at_ident(start_pos)

    def _lex_number(self, start_pos: int) -> Token:
        if not self.input.content[start_pos].isascii():
            self._error(start_pos, "unexpected character")
        token = super()._lex_number(start_pos)
        # No attribute holds a number this long, and Python refuses to convert it.
        if token.kind == MLIRTokenKind.INTEGER_LIT and len(token.text) > _MAX_DIGITS:
            self._error(start_pos, "integer constant out of range for attribute")
        return token


class _IntAttrs(dict[str, IntAttr]):
    """IntAttrs by their digits, each built (without checks) when first asked for."""

    def __missing__(self, digits: str) -> IntAttr:
        attr = self[digits] = _new_int_attr()
        attr.__dict__["data"] = int(digits)
        return attr


class _StringAttrs(dict[str, StringAttr]):
    """StringAttrs by their text, each built (without checks) when first asked for."""

    def __missing__(self, text: str) -> StringAttr:
        attr = self[text] = _new_string_attr()
        attr.__dict__["data"] = text
        return attr


class MLIRParser(Parser):
    """xDSL's parser with MLIR's default locations, hex float literals and late aliases."""

    def __init__(
        self,
        ctx: Context,
        text: str,
        name: str = "<stdin>",
        line_offset: int = 0,
        cache: ParseCache | None = None,
        diagnostics: list[DiagnosticError] | None = None,
    ):
        # xDSL's constructor lexes the first token with its own lexer, where an error could
        # not be reported located; ours lexes it in start().
        super().__init__(ctx, "", name)
        # Errors reported without stopping the parse (see report_error), in order. Once
        # there is one, no new spelling is memoized (types, attribute dictionaries, alias
        # definitions, op templates): each occurrence of a bad spelling is then read, and
        # reported, where it stands, as MLIR does.
        self.diagnostics: list[DiagnosticError] = [] if diagnostics is None else diagnostics
        self._reported: set[tuple[str, int]] = set()
        self._parser_state.lexer = _FastLexer(Input(text, name))
        self.filename = name
        self._lines = _LineIndex(text, line_offset)
        # Where each SSA name was first defined or used (for "prior use here" notes).
        self._first_seen: dict[str, int] = {}
        self._text = text
        self._cache = ParseCache() if cache is None else cache
        # Whether the cache holds what earlier parses stored: this parse finds none of its
        # own entries there (each spelling's second sight is found in its own tables), so a
        # cold cache is not looked up.
        self._cache_warm = bool(self._cache.attributes)
        self._type_cache: dict[str, Attribute] = {}
        # tensor encodings spelled out in a tensor type (`#ttg.slice<{...}>`), by spelling
        self._encodings: dict[str, Attribute] = {}
        # dialect types and attributes read by their class, by spelling (_dialect_value_at)
        self._dialect_values: dict[str, Attribute] = {}
        self._bare_types: dict[str, Attribute | None] = {}
        self._numbers: dict[str, Attribute] = {}
        # (offset, type) of each type parsed in the ops being parsed, innermost last.
        self._types_seen: list[tuple[int, Attribute]] = []
        # Every default location names the same file and reuses a few hundred line and
        # column numbers: build those attributes once, not three per op.
        self._data_attrs: dict[tuple[type, int | str], Attribute] = {}
        self._filename_attr = self._data_attr(StringAttr, name)
        self._int_lists: dict[str, ArrayAttr] = {}
        self._shapes: dict[str, ArrayAttr] = {}  # tensor shapes by spelling (`128x64x`)
        self._i64_attrs: dict[int, IntegerAttr] = {}
        self._formats: dict[str, object] = {}
        self._attr_dicts: dict[str, dict[str, Attribute]] = {}
        self._dense_attrs: dict[str, Attribute] = {}
        self._function_types: dict[str, FunctionType] = {}
        self._templates: dict[str, tuple] = {}
        # op name -> (its class's read_text hook, its dialect) or None
        self._readers: dict[str, tuple | None] = {}
        self._derived: dict[tuple, tuple[Attribute, Attribute]] = {}
        self._stripped: dict[tuple[type, str], Attribute] = {}
        # where each operand of the op just read is written (or its operand_at match, from
        # a generated format parser), for _learn_template
        self._operand_positions: list[int | re.Match] | None = None
        # where the ops of a block are being read, and where the next op starts when it
        # is not lexed yet, or -1 (see _resume_lazily)
        self._lazy = False
        self._pending = -1
        self._generic_properties = []
        # what the hand-back needs to write an op the passes left alone as this text has it
        # (printer.SourceOps): each op without regions read from one line (the op, where
        # its text starts, where its line ends), and each name defined with its values
        self.op_lines: list[tuple[Operation, int, int]] = []
        self.value_names: list[tuple[str, tuple[SSAValue, ...]]] = []

    # -- tokens: xDSL's primitives without their layers of properties and enum lookups ----

    def _resume_from(self, pos: int | ParserState) -> None:
        if type(pos) is not int:
            return super()._resume_from(pos)
        state = self._parser_state
        state.lexer.pos = pos
        state.current_token = state.lexer.lex()

    def _consume_token(self, expected_kind: MLIRTokenKind | None = None) -> Token:
        state = self._parser_state
        token = state.current_token
        state.current_token = state.lexer.lex()
        return token

    def _parse_optional_token(self, expected_kind: MLIRTokenKind) -> Token | None:
        state = self._parser_state
        token = state.current_token
        if token.kind is not expected_kind:
            return None
        state.current_token = state.lexer.lex()
        return token

    def parse_optional_punctuation(self, punctuation: str) -> str | None:
        state = self._parser_state
        if state.current_token.kind is not _PUNCTUATION_KINDS[punctuation]:
            return None
        state.current_token = state.lexer.lex()
        return punctuation

    def parse_punctuation(self, punctuation: str, context_msg: str = "") -> str:
        state = self._parser_state
        if state.current_token.kind is not _PUNCTUATION_KINDS[punctuation]:
            return super().parse_punctuation(punctuation, context_msg)  # its error
        state.current_token = state.lexer.lex()
        return punctuation

    def parse_optional_characters(self, text: str) -> str | None:
        state = self._parser_state
        span = state.current_token.span
        if span.end - span.start != len(text) or not self._text.startswith(text, span.start):
            return None
        state.current_token = state.lexer.lex()
        return text

    # -- locations -------------------------------------------------------------------

    def source_loc(self, pos: int) -> FileLineColLoc:
        """The location MLIR gives to something parsed at offset ``pos`` of the input."""
        line, col = self._lines.line_col(pos)
        # built without FileLineColLoc's checks (its three parameters are of the right kind),
        # with one IntAttr per line or column number and parse: one per op without `loc(...)`
        loc = _new_file_line_col()
        fields = loc.__dict__
        fields["filename"] = self._filename_attr
        fields["line"] = self._data_attr(IntAttr, line)
        fields["column"] = self._data_attr(IntAttr, col)
        return loc

    def _data_attr(self, kind: type[IntAttr | StringAttr], value: int | str) -> Attribute:
        """``kind(value)`` (an int or a str), one per value and parse, built without the
        check of its kind: the callers pass values read by a pattern."""
        attr = self._data_attrs.get((kind, value))
        if attr is None:  # a new line number for each op: kept to one call, not _unchecked's
            attr = self._data_attrs[kind, value] = kind.__new__(kind)
            attr.__dict__["data"] = value
        return attr

    def switch_text(self, text: str) -> None:
        """Parse ``text`` from here on: the text given, its alias definitions blanked (the
        same offsets and lines), so that what was read of them is kept."""
        self._parser_state.lexer = _FastLexer(Input(text, self.filename))
        self._lines = _LineIndex(text, self._lines.line_offset)
        self._text = text

    def start(self) -> None:
        """Read the first token (before parsing anything)."""
        self._resume_from(0)

    def current_loc(self) -> FileLineColLoc:
        return self.source_loc(self._current_token.span.start)

    def position(self, pos: int) -> tuple[int, int]:
        return self._lines.line_col(pos)

    def op_name_position(self) -> int:
        """Where the name of the op being read starts (MLIR locates an op and its errors
        there); an op's parse hook reads it before its regions, whose ops move it."""
        return self._op_name_pos

    def parse_operation(self) -> Operation:
        lazy = self._lazy
        self._lazy = False  # (its caller reads the token after it)
        try:
            return self._parse_op(self._parser_state.current_token.span.start, True)
        finally:
            self._lazy = lazy

    def _parse_op(self, start: int, lexed: bool) -> Operation:
        """The op at ``start``; ``lexed``: the current token is the one there (else nothing
        is lexed yet: see _resume_lazily)."""
        # MLIR locates an op at its name (after any `%results =`).
        head = _OP_HEAD.match(self._text, start)
        self._head = head
        self._head_start = start
        name = None
        usual = True
        if head is not None:  # the usual spelling: `%name = dialect.op` or `dialect.op`
            name = head["op"]
            name_pos, name_end = head.span("op")
            line_from = name_end
        else:
            name_pos, name_end = start, -1
            if self._text.startswith("%", start):
                results = _RESULT_LIST.match(self._text, start)
                if results is not None:
                    name_pos = results.end()
                else:  # unusual spelling (comments inside...): let the lexer find the name
                    if not lexed:
                        self._resume_from(start)
                        lexed = True
                    self._parse_op_result_list()
                    name_pos = self._current_token.span.start
                    self._resume_from(start)
                    usual = False
            # (an op name without its dialect depends on where it is: no template)
            found = _DIALECT_OP_NAME.match(self._text, name_pos) if usual else None
            line_from = -1 if found is None else found.end()
        # (end of the op's text, start of its trailing `loc(...)` or -1, end of line) for an
        # op spelled on one line, without string literals or comments (whose `%` would not
        # name a value); found by str.find, which costs less than a pattern matched up to
        # the line's end
        line = None
        if line_from >= 0:
            text = self._text
            end = text.find("\n", line_from)
            if end < 0:
                end = len(text)
            if text.find('"', line_from, end) < 0 and text.find("//", line_from, end) < 0:
                loc = text.rfind(" loc(", name_pos, end)
                line = (end, -1, end) if loc < 0 else (loc, loc + 1, end)
        self._op_name_pos = name_pos
        # An op spelled like an earlier one (but for its operands' names) is built from that
        # one's template.
        learn = None
        if line is not None:
            learn = self._text[name_pos : line[0]]
            if "%" in learn:  # (the substitution costs ~1 us even where it finds nothing)
                learn = _OPERAND_NAME.sub("%", learn)
            template = self._templates.get(learn)
            if type(template) is list:
                template = self._templates[learn] = self._finish_template(template)
            if template is not None:
                op = self._parse_templated_operation(start, name_pos, line, template)
                if op is not None:
                    if op.location is None:
                        op.location = self.source_loc(name_pos)
                    self.op_lines.append((op, start, line[2]))
                    return op
        types_before = len(self._types_seen)
        self._operand_positions = None
        try:
            op = self._parse_compiled_operation(start, name_pos, name, name_end)
            if op is None and usual:
                if self._text.startswith('"', name_pos):
                    op = self._parse_generic_operation_text(start, name_pos)
                else:
                    op = self._parse_custom_operation(start, name_pos, lexed)
            if op is None:
                if not lexed:
                    self._resume_from(start)
                op = super().parse_operation()
        except VerifyException as err:
            # The declarative format checks each type against its constraint as it parses.
            self._raise_type_kind_error(str(err), types_before, name_pos)
            raise
        finally:
            del self._types_seen[types_before:]
        after = self._pending
        if after < 0:
            after = self._parser_state.current_token.span.start
        if learn is not None and not self._reported:
            self._learn_template(op, line, learn, after)
        if line is not None and after >= line[2] and not op.regions:  # read from its line
            self.op_lines.append((op, start, line[2]))
        if type(op.location) is UnknownLoc and self._after_loc != after:
            op.location = self.source_loc(name_pos)
        if type(op) is ModuleOp:
            self._parsed_modules.add(id(op))
        return op

    # -- ops with a declarative format: compiled steps ---------------------------------

    def _compiled_format(self, name: str) -> tuple | None:
        """The op class, format, compiled steps, generated parser (or None) and dialect of
        the op spelled ``name``, when it is a known op whose custom form is its declarative
        format (kept in _formats)."""
        stack = self._parser_state.dialect_stack
        op_type = self.ctx.get_optional_op(name, dialect_stack=stack)
        entry = None if op_type is None else _format_entry(op_type)
        self._formats[name] = entry
        return entry

    def _parse_compiled_operation(
        self, start: int, name_pos: int, name: str | None, name_end: int
    ) -> Operation | None:
        """The op at ``start`` through its compiled format, or None (nothing consumed)
        where it has none; ``name``: the op's name (from ``name_pos`` to ``name_end``)
        where known."""
        if name is None:
            found = _OP_NAME.match(self._text, name_pos)
            if found is None:
                return None
            name, name_end = found[1], found.end()
        entry = self._formats.get(name, _MISSING)
        if entry is _MISSING:
            entry = self._compiled_format(name)
        if entry is None:
            return None
        op_type, program, steps, generated, dialect = entry
        # An error inside the generated parser is raised by the call that the steps make
        # at that point too (xDSL's parser, on a directive spelled the same way). (It
        # reads no region, so no op name: the dialect stack is not needed there.)
        found = None if generated is None else generated(self, self._text, name_end)
        if found is None:
            stack = self._parser_state.dialect_stack
            stack.append(dialect)
            op, end = self._parse_with_steps(op_type, program, steps, name_end)
            stack.pop()
        else:
            op, end, self._operand_positions = found
        if (location := self._resume_at_location(end)) is not None:
            op.location = location
        self._bind_results(op, start, name_pos)
        return op

    def _parse_custom_operation(
        self, start: int, name_pos: int, lexed: bool = True
    ) -> Operation | None:
        """xDSL's parse of an op in its custom form (its class's ``parse``), with the
        `%results =` before it (already matched by _RESULT_LIST) bound from the text rather
        than lexed again; None (nothing consumed) for an op in the generic form.

        An op class with a ``read_text(parser, text, pos)`` hook reads itself first from
        the text after its name: (op, where its text ends, where each operand is written or
        None), or None (nothing consumed) for ``parse`` to read it token by token."""
        text = self._text
        name = _OP_NAME.match(text, name_pos)
        if name is None:
            return None
        stack = self._parser_state.dialect_stack
        if name[1] == "module":
            op = self._read_module(name.end())
            if op is not None:
                self._bind_results(op, start, name_pos)
                return op
        # (a name without its dialect depends on where it is: read the usual way)
        reader = self._readers.get(name[1], _MISSING) if "." in name[1] else None
        if reader is _MISSING:
            op_type = self.ctx.get_optional_op(name[1], dialect_stack=stack)
            reader = self._readers[name[1]] = None if op_type is None else _reader_entry(op_type)
        if reader is not None:
            stack.append(reader[1])
            found = reader[0](self, text, name.end())
            stack.pop()
            if found is not None:
                op, end, self._operand_positions = found
                if (location := self._resume_at_location(end)) is not None:
                    op.location = location
                self._bind_results(op, start, name_pos)
                return op
            # a reader that gave up may have moved the parser (a dictionary it read)
            lexed = False
        if start != name_pos or not lexed:
            self._resume_from(name_pos)
        self._consume_token()
        op_type = self._get_op_by_name(name[1])
        stack.append(op_type.dialect_name())
        op = op_type.parse(self)
        stack.pop()
        if (location := self.parse_optional_location()) is not None:
            op.location = location
        self._bind_results(op, start, name_pos)
        return op

    # the properties each generic op being read wrote (`<{...}>`; None before they are
    # read or where it writes none), innermost last
    _generic_properties: list[dict[str, Attribute] | None]

    def _parse_generic_operation(self, op_type: type[Operation]) -> Operation:
        name_pos = self._op_name_pos  # (the ops of its regions move it)
        self._generic_properties.append(None)
        try:
            op = super()._parse_generic_operation(op_type)
        finally:
            written = self._generic_properties.pop()
        if written:
            self._check_properties(op_type, written, name_pos)
        return op

    def parse_optional_properties_dict(self) -> dict[str, Attribute]:
        properties = super().parse_optional_properties_dict()
        if self._generic_properties and properties:
            self._generic_properties[-1] = dict(properties)
        return properties

    def _check_properties(
        self, op_type: type[Operation], written: dict[str, Attribute], name_pos: int
    ) -> None:
        """MLIR's error for a property written in an op's generic form that does not
        convert into the op's storage of it, at the op (once the op is read, as MLIR)."""
        if not issubclass(op_type, IRDLOperation):
            return
        message = property_storage_error(op_type, written)
        if message is not None:
            written_text = attribute_text(DictionaryAttr(written))
            self._raise_at(
                name_pos, f"invalid properties {written_text} for op {op_type.name}: {message}"
            )

    def _parse_generic_operation_text(self, start: int, name_pos: int) -> Operation | None:
        """xDSL's parse of an op in the generic form (`"tt.reduce"(%a) <{axis = 0 : i32}>
        ({...}) : (T) -> R`), its head read from the text: the name of a known op, its
        operands and its properties when spelled as MLIR prints them; None (nothing
        consumed) for anything else. From its regions on it reads as xDSL's
        _parse_generic_operation does (the regions token by token, each op of theirs the
        usual way), so that every error after the head is reported where xDSL reports it.

        libtriton prints an op with regions and no custom form (`tt.reduce`, `tt.scan`) so:
        its head read token by token costs more than its region's ops."""
        text = self._text
        head = _GENERIC_HEAD.match(text, name_pos)
        if head is None:
            return None
        stack = self._parser_state.dialect_stack
        op_type = self.ctx.get_optional_op(head[1], dialect_stack=stack)
        found = None if op_type is None else operands_until(text, head.end(), ")")
        if found is None:
            return None
        args, pos = found
        properties: dict[str, Attribute] = {}
        if text.startswith(" <{", pos):
            found = self._attr_dict_at(pos + 2, plain=True)
            if found is None or not text.startswith(">", found[0]):
                return None
            pos, properties = found[0] + 1, dict(found[1])
        written = dict(properties)
        if not text.startswith(" (", pos):
            return None  # no region (or successors): read as before
        # from here on as xDSL reads it
        self._resume_from(pos + 1)
        stack.append(op_type.dialect_name())
        regions = self.parse_region_list()
        attributes = self.parse_optional_attr_dict()
        self.parse_punctuation(":", "function type signature expected")
        func_type_pos = self._current_token.span.start
        func_type = self.parse_function_type()
        location = self.parse_optional_location()
        stack.pop()
        inputs = func_type.inputs.data
        values = self.ssa_values
        operands: list[SSAValue] = []
        if len(args) == len(inputs):
            for found, type_ in zip(args, inputs, strict=True):
                defined = values.get(found[2])
                index = 0 if found[3] is None else int(found[3])
                value = None if defined is None or index >= len(defined) else defined[index]
                if value is None or value.type != type_:
                    break
                operands.append(value)
        if len(operands) != len(inputs) or len(args) != len(inputs):
            unresolved = [_operand(self, found) for found in args]
            operands = list(self.resolve_operands(unresolved, inputs, func_type_pos))
        if issubclass(op_type, IRDLOperation):  # properties spelled among the attributes
            for name in op_type.get_irdl_definition().properties.keys():
                if name in attributes and name not in properties:
                    properties[name] = attributes.pop(name)
        if written:
            self._check_properties(op_type, written, name_pos)
        op = _new_op(op_type, operands, func_type.outputs.data, properties, attributes, regions)
        if location is not None:
            op.location = location
        self._bind_results(op, start, name_pos)
        return op

    def _read_module(self, pos: int) -> ModuleOp | None:
        """ModuleOp.parse of `module attributes {...} {` (at ``pos``, after `module`), its
        dictionary read from the text when _plain_attr_dict reads it, then its region and
        location; None (nothing consumed) for any other spelling."""
        text = self._text
        if not text.startswith(" attributes {", pos):
            return None
        stack = self._parser_state.dialect_stack
        if self.ctx.get_optional_op("module", dialect_stack=stack) is not ModuleOp:
            return None
        found = self._attr_dict_at(pos + 12, plain=True)
        if found is None or not text.startswith(" {", found[0]):
            return None
        self._resume_from(found[0] + 1)
        stack.append("builtin")
        region = self.parse_region()
        if not region.blocks:
            region.add_block(Block())
        stack.pop()
        op = _new_op(ModuleOp, (), (), {}, dict(found[1]), (region,))
        if (location := self.parse_optional_location()) is not None:
            op.location = location
        return op

    def _resume_at_location(self, pos: int) -> LocationAttr | None:
        """The op's trailing `loc(...)` after ``pos``, if any, the parser left after it (at
        ``pos`` without one). The usual spellings are read from the text, so that the
        parser lexes one token after the op, not also the `loc` before reading it."""
        text = self._text
        alias = _LOC_ALIAS_AFTER.match(text, pos)
        if alias is not None:  # `loc(#loc12)`, most ops' location
            loc = self.attribute_aliases.get(alias[1])
            if type(loc) in _LOCATION_TYPES:
                # (as _resume_lazily; group 2, "next", is the last only where it matched)
                if self._lazy and alias.lastindex == 2:
                    self._after_loc = self._pending = alias.end()
                else:
                    self._after_loc = self._resume_lazily(alias.end(1) + 1)
                return loc
        start = _SKIP.match(text, pos).end()
        if text.startswith("loc(", start):
            found = self._location_at(start + 4)
            if found is not None and text.startswith(")", found[0]):
                self._after_loc = self._resume_lazily(found[0] + 1)
                return found[1]
        elif not text.startswith("loc", start):
            # no location (no token `loc` next, as parse_optional_location would find):
            # a module printed without them, whose ops are then located where they stand
            self._resume_lazily(pos)
            return None
        self._resume_from(pos)
        return self.parse_optional_location()

    def _resume_lazily(self, pos: int) -> int:
        """Go on after an op, from ``pos``; where the ops of a block are being read
        (_parse_block_body) and another op follows, keep where it starts for it
        (``_pending``) and lex nothing: the lexer's token after each op is most of an op's
        reading where the op is read from the text. Returns where the next token starts."""
        if self._lazy:
            found = _NEXT_OP.match(self._text, pos)
            if found is not None:
                self._pending = found.end()
                return self._pending
        self._resume_from(pos)
        return self._parser_state.current_token.span.start

    def _bind_results(self, op: Operation, start: int, name_pos: int) -> None:
        """Define the `%names` written before the op (from ``start`` to its name)."""
        if start == name_pos:
            return
        results = op.results
        head = self._head
        if head is not None and self._head_start == start and len(results) == 1:
            # `%name = ` matched by _OP_HEAD
            name = head["result"]
            if name not in self.ssa_values and name not in self.forward_ssa_references:
                # as xDSL's _register_ssa_definition registers it
                (result,) = results
                self.ssa_values[name] = named = (result,)
                self.value_names.append((name, named))
                self._first_seen[name] = start
                if not "0" <= name[0] <= "9":  # a name, not a number: its hint (_NAME_HINT)
                    base, underscore, digits = name.rpartition("_")
                    result._name = base if underscore and digits.isdigit() else name
                return
        # the usual case: `%name = ` before an op of one result, a name not seen before
        one = _ONE_RESULT.match(self._text, start, name_pos)
        if one is not None and len(results) == 1:
            name = one[1]
            if name not in self.ssa_values and name not in self.forward_ssa_references:
                # as xDSL's _register_ssa_definition registers it
                (result,) = results
                self.ssa_values[name] = named = (result,)
                self.value_names.append((name, named))
                self._first_seen[name] = start
                if _VALUE_NAME.fullmatch(name):
                    suffix = _VALUE_NAME_SUFFIX.search(name)
                    result._name = name if suffix is None else name[: suffix.start()]
                return
        bound = 0
        results = []
        source = self._parser_state.lexer.input
        for result in _RESULT.finditer(self._text, start, name_pos):
            size = 1 if result[2] is None else int(result[2])
            results.append((result[1], Span(result.start(), result.end(1), source), size))
            bound += size
        if bound and bound != len(op.results):
            self.raise_error(
                f"Operation has {len(op.results)} results, but was given {bound} to bind.",
                at_position=results[0][1],
            )
        index = 0
        for name, span, size in results:
            self._register_ssa_definition(name, op.results[index : index + size], span)
            index += size

    # -- ops seen before, up to the names of their operands: templates ---------------------

    def _parse_templated_operation(
        self, start: int, name_pos: int, line: tuple[int, int, int], template: tuple
    ) -> Operation | None:
        """The op at ``start`` built from the template of an op spelled the same way but for
        its operands' names, when every operand is defined with the type that op had; None
        (nothing consumed) otherwise."""
        body_end, loc, end = line
        op_type, order, operand_types, result_types, attributes, properties = template
        used = _OPERAND_USE.findall(self._text, name_pos, body_end)
        values = self.ssa_values
        operands = []
        for position, type_ in zip(order, operand_types, strict=True):
            name, index = used[position]
            defined = values.get(name)
            index = int(index) if index else 0
            if defined is None or index >= len(defined):
                return None
            value = defined[index]
            found = value._type
            if found is not type_ and found != type_:
                return None
            operands.append(value)
        op = _new_op(op_type, operands, result_types, dict(properties), dict(attributes))
        op.location = None
        if loc >= 0:
            op.location = self._resume_at_location(loc)
        else:
            self._resume_lazily(end)
        self._bind_results(op, start, name_pos)
        return op

    def _learn_template(
        self, op: Operation, line: tuple[int, int, int], key: str, after: int
    ) -> None:
        """Keep ``op`` as the template of its spelling (up to operand names) when it was
        read from exactly that line (the parser is at ``after``) and each operand is a
        distinct value named there."""
        body_end, loc, end = line
        name_pos = self._op_name_pos
        if after < end or op.regions or op._successors:
            return
        gap = self._text[end:after]  # (a line break and an indentation: no pattern needed)
        if not gap.isspace() and not _BLANK.fullmatch(gap):
            return  # the op went on past its line
        if self._operand_positions is not None:
            # Read by a compiled format: where each operand was written is known, so the
            # template can be made when an op of the same spelling first needs it (most
            # spellings are never repeated in a module).
            self._templates[key] = [op, name_pos, body_end, self._operand_positions]
            return
        used = _OPERAND_USE.findall(self._text, name_pos, body_end)
        if len(used) != len(op.operands):
            return
        # a hand-written format: each operand must be a distinct value named once
        position_of: dict[int, int] = {}
        for position, (name, index) in enumerate(used):
            defined = self.ssa_values.get(name)
            index = int(index) if index else 0
            if defined is None or index >= len(defined) or id(defined[index]) in position_of:
                return
            position_of[id(defined[index])] = position
        order = []
        for value in op.operands:
            position = position_of.get(id(value))
            if position is None:
                return
            order.append(position)
        self._templates[key] = (
            type(op),
            tuple(order),
            tuple(value.type for value in op.operands),
            tuple(op.result_types),
            dict(op.attributes),
            dict(op.properties),
        )

    def _finish_template(self, pending: list) -> tuple | None:
        """The template kept undone by _learn_template for an op read by a compiled format,
        or None where its operands are not each named once on its line."""
        op, name_pos, body_end, operand_positions = pending
        starts = [start if type(start) is int else start.start(1) for start in operand_positions]
        if (
            self._text.count("%", name_pos, body_end) == len(starts)
            and (not starts or (name_pos <= starts[0] and starts[-1] < body_end))
            and all(map(lt, starts, starts[1:]))
        ):
            # The usual case, without matching each use: every `%` on the line (which has
            # no string literal) starts one of the op's operands, written in their order.
            order = tuple(range(len(starts)))
        else:
            order = self._operand_order(name_pos, body_end, starts)
        if order is None or len(order) != len(op._operands):
            return None
        operand_types = tuple(map(_TYPE_OF, op._operands))
        result_types = tuple(map(_TYPE_OF, op.results))
        # (the op's dictionaries as parsed: no pass has run yet)
        return type(op), order, operand_types, result_types, op.attributes, op.properties

    def _operand_order(
        self, name_pos: int, body_end: int, starts: list[int]
    ) -> tuple[int, ...] | None:
        """Which of the operand uses (`%name`, `%name#1`) from ``name_pos`` to ``body_end``
        starts at each of ``starts``, or None where one starts at none or some use is at
        none of them."""
        uses = _OPERAND_USE.finditer(self._text, name_pos, body_end)
        position_at = dict(zip([found.start() for found in uses], count()))
        order = tuple([position_at.get(start, -1) for start in starts])
        return None if -1 in order or len(position_at) != len(order) else order

    def _parse_with_steps(
        self, op_type: type[IRDLOperation], program: FormatProgram, steps: list, pos: int
    ) -> tuple[Operation, int]:
        """FormatProgram.parse, with compiled steps and a direct build: the op and where its
        text ends (the parser left anywhere before: see _parse_compiled_operation)."""
        state = ParsingState(op_type)
        self._attr_dict_properties = None
        for step in steps:
            pos = step(self, pos, state)
        try:
            op = self._resolve_and_build(op_type, program, state, pos)
        except Exception:
            self._raise_attr_dict_error(op_type, state)
            self._resume_from(pos)  # where errors are reported at the current token
            raise
        if self._attr_dict_properties is not None:  # (the optional ones, unchecked so far)
            self._raise_attr_dict_error(op_type, state)
        return op, pos

    # (where the last op's attr-dict starts and the properties written in it, or None)
    _attr_dict_properties: tuple[int, AbstractSet[str]] | None = None

    def _raise_attr_dict_error(self, op_type: type[IRDLOperation], state: ParsingState) -> None:
        """MLIR's error for a property of the wrong kind written in the op's attr-dict,
        at the dictionary, where one is (its format's parser checks them as it reads it)."""
        if self._attr_dict_properties is None:
            return
        start, names = self._attr_dict_properties
        message = parse_time_error(op_type, state.properties, names)
        if message is not None:
            name = op_type.name
            self._raise_at(start, f"custom op '{name}' '{name}' op {message}")

    def _resolve_and_build(
        self, op_type: type[IRDLOperation], program: FormatProgram, state: ParsingState, pos: int
    ) -> Operation:
        op_def = op_type.get_irdl_definition()
        # The constraints and the types they infer depend only on what was parsed: an op
        # spelled with the same types and attributes as an earlier one resolves the same.
        # Keyed by identity (types are shared by their spelling, and hashing one walks all
        # its parameters); the entry keeps what it names alive, so that no id is reused.
        key, named = _resolution_key(op_type, state)
        resolved = self._cache.resolution(key)
        if resolved is None:
            program.resolve_constraint_variables(state, op_def)
            resolved = (
                program.resolve_operand_types(state, op_def),
                program.resolve_result_types(state, op_def),
            )
            self._cache.put_resolution(key, resolved, named)
        operand_types, result_types = resolved
        values = self.ssa_values
        operands: list[list[SSAValue]] = []
        for unresolved, types in zip(state.operands, operand_types, strict=True):
            if len(unresolved) != len(types):
                self._resume_from(pos)
                self.resolve_operands(unresolved, types, self.pos)  # its error
            group = []
            for operand, type_ in zip(unresolved, types, strict=True):
                defined = values.get(operand.operand_name)
                value = None
                if defined is not None and operand.index < len(defined):
                    value = defined[operand.index]
                if value is None or value.type != type_:
                    value = self.resolve_operand(operand, type_)
                group.append(value)
            operands.append(group)
        # where each operand was written, in the op's operand order (for _learn_template)
        self._operand_positions = [
            operand.start if type(operand) is _Operand else operand.span.start
            for group in state.operands
            for operand in group
        ]
        return _build_op(op_type, state, operands, result_types)

    _BASE_MISMATCH = re.compile(r"^(.*) should be of base attribute ([\w.]+)$", re.S)

    def _raise_type_kind_error(self, message: str, types_before: int, name_pos: int) -> None:
        """MLIR's error for a type of the wrong kind in a custom op's format, at the type."""
        match = self._BASE_MISMATCH.match(message)
        if match is None:
            return
        found, kind = match.groups()
        for pos, parsed in reversed(self._types_seen[types_before:]):
            if str(parsed) == found:
                name = self._text[name_pos:].split(None, 1)[0]
                kind = kind if "." in kind else f"builtin.{kind}"
                self._raise_at(
                    pos,
                    f"custom op '{name}' invalid kind of type specified: expected {kind}, "
                    f"but found '{attribute_text(parsed)}'",
                )

    def parse_module(self, allow_implicit_module: bool = True) -> ModuleOp:
        self._parsed_modules: set[int] = set()
        if allow_implicit_module and self._current_token.kind == MLIRTokenKind.EOF:
            module = ModuleOp([])  # an empty file is an empty module, as in MLIR
        else:
            module = super().parse_module(allow_implicit_module)
        if id(module) not in self._parsed_modules:
            # MLIR locates the module it wraps around top-level ops at "file":0:0.
            name = StringAttr(self.filename)
            module.location = FileLineColLoc(name, IntAttr(0), IntAttr(0))
        return module

    _op_name_pos: int = 0
    # the last op's _OP_HEAD match, and where the op starts (see _bind_results)
    _head: re.Match | None = None
    _head_start: int = -1

    def _get_op_by_name(self, name: str) -> type[Operation]:
        """The op class of ``name``, or MLIR's error for an op it does not know: the
        generic form of an op of an unknown dialect needs -allow-unregistered-dialect; the
        custom form of an unknown op never parses."""
        stack = self._parser_state.dialect_stack
        op_type = self.ctx.get_optional_op(name, dialect_stack=stack)
        known = op_type is not None and not issubclass(op_type, UnregisteredOp)
        if known:
            return op_type
        pos = self._op_name_pos
        span = Span(pos, pos + 1, self.lexer.input)
        dialect = name.split(".", 1)[0] if "." in name else None
        dialect_known = dialect in self.ctx.registered_dialect_names
        if self._text.startswith('"', pos):
            if dialect_known:
                self.raise_error(
                    f"unregistered operation '{name}' found in dialect ('{dialect}') that "
                    "does not allow unknown operations",
                    span,
                )
            if op_type is None:
                self.raise_error(
                    "operation being parsed with an unregistered dialect. If this is "
                    "intended, please use -allow-unregistered-dialect with the MLIR tool used"
                )
            return op_type
        if dialect is None:
            default = stack[-1] if stack else "builtin"
            message = f"custom op '{name}' is unknown (tried '{default}.{name}' as well)"
        elif not dialect_known:
            message = f"Dialect `{dialect}' not found for custom op '{name}'"
        else:
            message = f"custom op '{name}' is unknown"
        self.raise_error(message, span)

    def parse_optional_builtin_int_or_float_attr(self):
        start = self._current_token.span
        # `1 : i32`, `0.000000e+00 : f32`, `true`: a few hundred spellings, each parsed once
        found = _NUMBER_ATTR.match(self._text, start.start)
        if found is not None:
            cached = self._numbers.get(found[0])
            if cached is not None:
                self._resume_from(found.end())
                return cached
        attr = None if found is None else self._integer_attr(found[0])
        if attr is not None:
            self._numbers[found[0]] = attr
            self._resume_from(found.end())
            return attr
        attr = self._integer_literal_attr()
        if attr is None:
            attr = super().parse_optional_builtin_int_or_float_attr()
        if attr is not None and found is not None:
            end = found.end()
            if self.pos >= end and _BLANK.fullmatch(self._text, end, self.pos):
                self._numbers[found[0]] = attr
        return attr

    def _integer_literal_attr(self) -> IntegerAttr | FloatAttr | None:
        """`[-]N [: type]` (N an integer literal) read and checked as MLIR reads it, errors
        reported at N: for a float type N is a bit pattern in hex, without a minus, that fits
        the type's width; for an integer type or index, a value that fits it; None (nothing
        consumed) when no integer literal is here."""
        start = self._current_token.span.start
        minus = self._parse_optional_token(MLIRTokenKind.MINUS) is not None
        token = self._current_token
        if token.kind is not MLIRTokenKind.INTEGER_LIT:
            self._resume_from(start)
            return None
        self._consume_token()
        pos = token.span.start
        magnitude = token.kind.get_int_value(token.span)
        type = i64
        if self._current_token.kind is MLIRTokenKind.COLON:
            type = self._parse_attribute_type()
        if isinstance(type, AnyFloat):
            if token.text[1:2] not in ("x", "X"):
                self._raise_at(pos, "unexpected decimal integer literal for a floating point value")
            if minus:
                self._raise_at(pos, "hexadecimal float literal should not have a leading minus")
            if magnitude.bit_length() > type.bitwidth:
                self._raise_at(pos, "hexadecimal float constant out of range for type")
            return FloatAttr(float_from_bits(magnitude, type), type)
        if not isinstance(type, IntegerType | IndexType):
            self._raise_at(pos, "integer literal not valid for specified type")
        if minus and isinstance(type, IntegerType) and type.signedness.data == Signedness.UNSIGNED:
            self._raise_at(pos, "negative integer literal not valid for unsigned integer type")
        if not _fits(magnitude, minus, type):
            self._raise_at(pos, "integer constant out of range for attribute")
        return IntegerAttr(-magnitude if minus else magnitude, type)

    def _integer_attr(self, spelling: str) -> IntegerAttr | None:
        """`42 : i32`, `7 : index`, `true` or `false`, built as xDSL's parser builds it (a
        signless value in its signed range is kept as is; `true` is -1), without its checks;
        None for any other spelling (xDSL's parser reads it, and reports a value out of
        range)."""
        found = _INTEGER_SPELLING.fullmatch(spelling)
        if found is None:
            return None
        digits, width = found.group(1, 2)
        if digits is None:  # a boolean
            value, spelled = (-1 if spelling == "true" else 0), "i1"
        else:
            value = int(digits)
            spelled = "index" if width is None else "i" + width
            if width is not None:
                bound = 1 << (int(width) - 1)
                if not -bound <= value < bound:
                    return None
        # (i1, i32, i64, index: xDSL's own instances, without a call)
        type_ = _PREBUILT_TYPES.get(spelled) or self._builtin_type(spelled)
        assert type_ is not None
        attr = _object_new(IntegerAttr)  # (as _unchecked builds it, one call less)
        fields = attr.__dict__
        fields["value"] = self._data_attr(IntAttr, value)
        fields["type"] = type_
        return attr

    def _builtin_type(self, spelling: str) -> Attribute | None:
        """The builtin type spelled so when it is an integer type (``i32``, ``si8``,
        ``ui16``), a float type of _FLOAT_TYPES or ``index``, one per parse; None for any
        other spelling."""
        type_ = self._bare_types.get(spelling) or _PREBUILT_TYPES.get(spelling)
        if type_ is None:
            found = _INTEGER_TYPE.fullmatch(spelling)
            if found is None:
                return None
            # (as xDSL's parser builds it: `si8` in a TMA descriptor's tensor type, for one)
            type_ = IntegerType(int(found[2]), _SIGNEDNESS[found[1]])
        self._bare_types[spelling] = type_
        return type_

    def _read_at_token(
        self, kind: MLIRTokenKind, read_at: Callable[[int], tuple[int, Attribute] | None]
    ) -> Attribute | None:
        """What ``read_at`` reads where the current token (of ``kind``) starts, the parser
        moved past it; None (nothing consumed) when the token is another or it reads nothing."""
        token = self._current_token
        if token.kind is not kind:
            return None
        found = read_at(token.span.start)
        if found is None:
            return None
        self._resume_from(found[0])
        return found[1]

    def parse_optional_attribute(self) -> Attribute | None:
        token = self._current_token
        kind = token.kind
        if kind is MLIRTokenKind.HASH_IDENT:
            found = self.attribute_at(token.span.start)
        elif kind is MLIRTokenKind.L_SQUARE:
            found = self._int_list_at(token.span.start)
        else:
            found = None
        if found is None:
            return super().parse_optional_attribute()
        self._resume_from(found[0])
        return found[1]

    def _raise_at(self, pos: int, message: str) -> NoReturn:
        """A parse error at the character at ``pos``."""
        self.raise_error(message, Span(pos, pos + 1, self.lexer.input))

    def _parse_tensor_attrs(self) -> TensorType | UnrankedTensorType:
        # as xDSL's, but as in MLIR the encoding after the comma is optional: libtriton reads
        # `tensor<4xf32,>` as `tensor<4xf32>`
        shape, element_type = self.parse_shape()
        encoding = None
        if self.parse_optional_punctuation(",") is not None:
            encoding = self.parse_optional_attribute()
            token = self._current_token
            if shape is None and encoding is not None and token.text == ">":
                # MLIR reports it once the type is read: at the token after its `>`
                start = _BLANK.match(self._text, token.span.end).end()
                self._raise_at(start, "cannot apply encoding to unranked tensor")
        if self._current_token.kind is not MLIRTokenKind.GREATER:
            self.raise_error("expected '>' in tensor type")
        if shape is None:
            return UnrankedTensorType(element_type)
        if encoding is not None:
            return TensorType(element_type, shape, encoding)
        return TensorType(element_type, shape)

    def _parse_optional_array_attr(self) -> ArrayAttr | None:
        # as xDSL's, with MLIR's message for a list that is not closed (xDSL: "']' expected")
        if self.parse_optional_punctuation("[") is None:
            return None
        if self.parse_optional_punctuation("]") is not None:
            return ArrayAttr(())
        attrs = self.parse_list(self.Delimiter.NONE, self.parse_attribute, ",")
        if self.parse_optional_punctuation("]") is None:
            self.raise_error("expected ',' or ']'")
        return ArrayAttr(attrs)

    def _int_list_at(self, pos: int, nested: bool = True) -> tuple[int, ArrayAttr] | None:
        """`[1, 2, 4]` or (when ``nested``) a list of such lists at ``pos``, and where it
        ends: the ArrayAttr of i64 IntegerAttrs xDSL's parser builds, each distinct spelling
        built once per module (layouts spell every parameter so: `warpsPerCTA = [4, 1]`,
        `register = [[0, 1], [0, 2]]`). None for anything else, deeper lists included: xDSL
        reads those, and a fast path that recursed would read a deeply nested list again at
        every level (quadratic in the depth)."""
        text = self._text
        if text.startswith("[[", pos):
            if not nested:
                return None
            inner: list[ArrayAttr] = []
            end = pos + 1
            while True:
                found = self._int_list_at(end, nested=False)
                if found is None:
                    return None
                end = found[0]
                inner.append(found[1])
                if text.startswith("]", end):
                    return end + 1, ArrayAttr(inner)
                if not text.startswith(", ", end):
                    return None
                end += 2
        found = _INT_LIST.match(text, pos)
        if found is None:
            return None
        attr = self._int_lists.get(found[0])
        if attr is None:
            values = found[0][1:-1]
            numbers = [self._i64_attr(int(value)) for value in values.split(", ")] if values else []
            attr = self._int_lists[found[0]] = _unchecked(ArrayAttr, data=tuple(numbers))
        return found.end(), attr

    def _i64_attr(self, value: int) -> IntegerAttr:
        attr = self._i64_attrs.get(value)
        if attr is None:
            if -(1 << 63) <= value < 1 << 63:  # kept as is: built without IntegerAttr's checks
                value_attr = self._data_attr(IntAttr, value)
                attr = _unchecked(IntegerAttr, value=value_attr, type=i64)
            else:
                attr = IntegerAttr(value, i64)
            self._i64_attrs[value] = attr
        return attr

    # -- string literals: bytes, as in MLIR (xDSL requires UTF-8) -------------------------

    def parse_optional_str_literal(self) -> str | None:
        token = self._parse_optional_token(MLIRTokenKind.STRING_LIT)
        return None if token is None else literal_text(token.text)

    def parse_optional_bytes_literal(self) -> bytes | None:
        token = self._parse_optional_token(MLIRTokenKind.BYTES_LIT)
        return None if token is None else literal_bytes(token.text)

    def _parse_optional_string_attr(self) -> StringAttr | None:
        token = self._parse_optional_token(MLIRTokenKind.STRING_LIT)
        return None if token is None else StringAttr(literal_text(token.text))

    def parse_optional_symbol_name(self) -> StringAttr | None:
        token = self._current_token
        if token.kind == MLIRTokenKind.AT_IDENT and token.text[1:2] == '"':
            self._consume_token()
            return StringAttr(literal_text(token.text[1:]))
        return super().parse_optional_symbol_name()

    # -- type uniquing ---------------------------------------------------------------------

    def parse_optional_type(self):
        start = self._parser_state.current_token.span.start
        parsed = self._parse_optional_type_uniqued()
        if parsed is not None:
            self._types_seen.append((start, parsed))
        return parsed

    def _parse_optional_type_uniqued(self):
        # Like MLIR's type uniquing: the same `tensor<...>` / `!dialect.type<...>` text is
        # parsed once per module and the attribute shared; real modules repeat a few dozen
        # types thousands of times, and parsing and verifying each copy dominates.
        token = self._parser_state.current_token
        kind = token.kind
        if kind is not MLIRTokenKind.BARE_IDENT and kind is not MLIRTokenKind.EXCLAMATION_IDENT:
            return super().parse_optional_type()
        start = token.span.start
        found = self._type_at(start)
        if found is not None:
            self._resume_from(found[0])
            return found[1]
        if kind is MLIRTokenKind.BARE_IDENT and not self._text.startswith("<", token.span.end):
            # `f8E5M2`, `none`...: one token, parsed once (None kept for a word that is no type)
            key = token.text
            if key in self._bare_types:
                return None
            parsed = super().parse_optional_type()
            if parsed is not None or self._current_token is token:
                self._bare_types[key] = parsed
            return parsed
        end = _angle_end(self._text, token.span.end)
        if end is None or (kind is MLIRTokenKind.BARE_IDENT and token.text not in _SHAPED_TYPES):
            return super().parse_optional_type()
        parsed = self._tensor_type(start, end) if token.text == "tensor" else None
        if parsed is None:
            parsed = super().parse_optional_type()
        if parsed is not None and self._current_token.span.start >= end and not self._reported:
            key = self._text[start:end]
            self._type_cache[key] = parsed
            self._cache.put(key, parsed, self.attribute_aliases)
        return parsed

    def _type_at(self, start: int) -> tuple[int, Attribute] | None:
        """The type spelled at ``start`` and where it ends, read from the text alone: a
        spelling parsed before in this module (or found in the parse cache), a builtin integer,
        float or index type, or a `tensor<...>` of static dimensions whose element type is
        one of these and whose encoding is an alias or none. None for anything else.

        Most types of a hand-off are spelled for the first time in it (its text is parsed
        with cold caches): xDSL reads one token by token, splitting `128x64xf16` as it goes."""
        text = self._text
        found = _TYPE_SPELLING.match(text, start)
        if found is None:
            return None
        end = found.end()
        head, brackets = found[1], found[2]
        if brackets is None:
            if text[end : end + 1] != "<":
                cached = self._bare_types.get(head)
                if cached is None:
                    cached = self._builtin_type(head)
                    if cached is None and text.startswith("!", start):  # `!ttg.async.token`
                        found = self._dialect_value_at(start, True)
                        cached = None if found is None or found[0] != end else found[1]
                return None if cached is None else (end, cached)
            end = _angle_end(text, end)  # nested deeper, or holding what it cannot skip
            if end is None:
                return None
            key = text[start:end]
        elif end - start > _ANGLE_LIMIT:  # further than _angle_end looks
            end = _angle_end(text, start + len(head))
            if end is None:
                return None
            key = text[start:end]
        elif "->" in brackets:
            return None
        else:
            key = found[0]
        cached = self._type_cache.get(key)
        if cached is None:
            cached = self._cache.get(key, self.attribute_aliases) if self._cache_warm else None
            if cached is None:
                if self._reported:
                    return None
                if head == "tensor":
                    cached = self._tensor_type_at(start, end)
                elif text.startswith("!", start):
                    found = self._dialect_value_at(start, True)
                    cached = None if found is None or found[0] != end else found[1]
                if cached is None:
                    return None
                self._cache.put(key, cached, self.attribute_aliases)
            self._type_cache[key] = cached
        return end, cached

    def _tensor_type_at(self, start: int, end: int) -> TensorType | None:
        """`tensor<128x64xf16, #alias>` from ``start`` to ``end`` when _type_at reads its
        element type and its encoding is an alias or none; None otherwise."""
        text = self._text
        plain = _PLAIN_TENSOR.fullmatch(text, start, end)
        if plain is not None:  # most: one pattern, no call per part
            dims, spelled, alias = plain.groups()
            element = _PREBUILT_TYPES.get(spelled) or self._builtin_type(spelled)
            encoding = _NO_ATTR if alias is None else self.attribute_aliases.get(alias)
            if element is not None and encoding is not None:
                return self._new_tensor_type(dims, element, encoding)
        dims = _TENSOR_DIMS.match(text, start)
        found = self._type_at(dims.end())
        if found is None:
            return None
        pos, element = found
        if pos == end - 1:
            return self._new_tensor_type(dims[1], element, _NO_ATTR)
        if not text.startswith(", ", pos):
            return None
        spelled = text[pos + 2 : end - 1]
        encoding = self.attribute_aliases.get(spelled) or self._encodings.get(spelled)
        if encoding is None:  # spelled out (`#ttg.slice<{...}>`), read by its class
            found = self._dialect_value_at(pos + 2, False)
            if found is None or found[0] != end - 1:
                return None
            encoding = self._encodings[spelled] = found[1]
        return self._new_tensor_type(dims[1], element, encoding)

    # -- dialect types and attributes read from their text -------------------------------

    def _dialect_value_at(self, start: int, is_type: bool) -> tuple[int, Attribute] | None:
        """The dialect type (`!tt.ptr<f32>`) or attribute (`#ttg.blocked<{...}>`,
        `#ttg.shared_memory`) at ``start`` and where it ends, when its class reads it from
        the text: a class method ``read_text(parser, start, end)`` given where its
        parameters start (a `<`, or ``end`` when it has none) and end, which builds the
        attribute once, with its checks, or returns None for anything it does not read
        exactly. Each spelling is read once per parse. None for anything else (nothing
        consumed: xDSL's parser reads it through the class's parse hook, and reports the
        errors where they stand).

        Every hand-off meets its layouts, pointer and memory descriptor types for the first
        time: xDSL's way goes token by token, through the parse hook, and builds each
        attribute twice (the hook to check it, then xDSL from its parameters)."""
        text = self._text
        name = _DIALECT_NAME.match(text, start)
        if name is None or self._reported:
            return None
        end = name.end()
        close = _angle_end(text, end) if text.startswith("<", end) else end
        if close is None:
            return None
        key = text[start:close]
        attr = self._dialect_values.get(key)
        if attr is not None:
            return close, attr
        ctx = self.ctx
        kind = ctx.get_optional_type(name[1]) if is_type else ctx.get_optional_attr(name[1])
        read = getattr(kind, "read_text", None)
        attr = None if read is None else read(self, end, close)
        if attr is None:
            return None
        self._dialect_values[key] = attr
        return close, attr

    def attribute_at(self, pos: int) -> tuple[int, Attribute] | None:
        """For ``read_text`` hooks: the alias (`#blocked`) or the dialect attribute read
        from its text (`#ttg.shared_memory`) at ``pos``, and where it ends; None for
        anything else."""
        text = self._text
        name = _ALIAS_NAME.match(text, pos)
        if name is None:
            return None
        if "." in name[0]:
            return self._dialect_value_at(pos, False)
        attr = self.attribute_aliases.get(name[0])
        # `#name<...>` (even with blanks before the `<`) is the opaque form, not an alias
        if attr is None or text.startswith("<", _SKIP.match(text, name.end()).end()):
            return None
        return name.end(), attr

    def text_at(self, pos: int, spelling: str) -> bool:
        """For ``read_text`` hooks: whether the text at ``pos`` starts with ``spelling``."""
        return self._text.startswith(spelling, pos)

    def text_between(self, start: int, end: int) -> str:
        """For ``read_text`` hooks: the text from ``start`` to ``end``."""
        return self._text[start:end]

    # -- for the read_text hooks of op classes (see _parse_custom_operation) -------------

    def type_after(self, pos: int) -> tuple[int, Attribute] | None:
        """The type after ``pos`` (blanks skipped) as _type_at reads it, and where it ends;
        None for anything else."""
        return self._known_type_at(pos)

    def types_until(self, pos: int, close: str) -> tuple[int, tuple[Attribute, ...]] | None:
        """Types read as _type_at reads them, separated by commas, up to ``close``, and
        the position after it; None for anything else."""
        return self._known_types_at(pos, close)

    def function_type_at(self, pos: int) -> tuple[int, FunctionType] | None:
        """For read_text hooks: the function type at ``pos`` (its `(`), its types read as
        _type_at reads them, and where it ends; None for anything else."""
        return self._known_function_type_at(pos)

    def attrs_after(self, pos: int) -> tuple[int, dict[str, Attribute]] | None:
        """For read_text hooks: the attribute dictionary after ``pos`` (` {...}`) where one
        is written, as attr_dict_at reads it, else none ({}); and where it ends. None where
        attr_dict_at does not read the one written."""
        if not self._text.startswith(" {", pos):
            return pos, {}
        return self._attr_dict_at(pos + 1)

    def attrs_and_two_types_after(
        self, pos: int, between: str = " -> "
    ) -> tuple[int, dict[str, Attribute], Attribute, Attribute] | None:
        """For read_text hooks: `` {attrs} : T -> U`` after ``pos`` (the dictionary as
        attrs_after reads it, optional; ``between`` the two types, each as type_at reads
        it): where it ends, the dictionary (not to be changed) and the types; None for
        anything else."""
        found = self.attrs_after(pos)
        if found is None or not self._text.startswith(" : ", found[0]):
            return None
        pos, attrs = found
        first = self._type_at(pos + 3)
        if first is None or not self._text.startswith(between, first[0]):
            return None
        second = self._type_at(first[0] + len(between))
        return None if second is None else (second[0], attrs, first[1], second[1])

    def type_list_at(self, pos: int) -> tuple[int, list[Attribute]] | None:
        """Types at ``pos``, each as _type_at reads it, separated by `, ` (an op's types
        after its ` : `), and where the last ends; None for anything else."""
        text = self._text
        types = []
        while True:
            typed = self._type_at(pos)
            if typed is None:
                return None
            pos = typed[0]
            types.append(typed[1])
            if not text.startswith(", ", pos):
                return pos, types
            pos += 2

    def attr_dict_at(self, pos: int) -> tuple[int, dict[str, Attribute]] | None:
        """The attribute dictionary at ``pos`` (a `{`), and where it ends (not to be
        changed: copy it); None where the parser's readers must read it."""
        return self._attr_dict_at(pos)

    def value_of(self, found: re.Match, type_: Attribute) -> SSAValue | None:
        """The value an operand read by ``operand_at`` names, when it is defined before
        with the type ``type_``; None otherwise (for parse to read the op, for its error)."""
        defined = self.ssa_values.get(found[2])
        if defined is None:
            return None
        index = 0 if found[3] is None else int(found[3])
        if index >= len(defined):
            return None
        value = defined[index]
        found = value._type  # (SSAValue.type's field: read without the property)
        return value if found is type_ or found == type_ else None

    def values_of(
        self, operands: list[re.Match], types: Sequence[Attribute]
    ) -> list[SSAValue] | None:
        """value_of of each operand with its type (the first ``len(operands)`` types); None
        where one is not defined before with its type."""
        values = []
        for operand, operand_type in zip(operands, types, strict=False):
            value = self.value_of(operand, operand_type)
            if value is None:
                return None
            values.append(value)
        return values

    def parameters_at(self, kind: type[Attribute], pos: int) -> tuple[int, Attribute] | None:
        """A type of class ``kind`` spelled by its parameters alone at ``pos`` (`<f16>` for
        `!tt.ptr<f16>`: MLIR prints an op's type so where its format names the type's
        class), read by the class's read_text hook once per spelling and parse, and where it
        ends; None for anything else."""
        text = self._text
        end = _angle_end(text, pos)
        if end is None or self._reported:
            return None
        key = (kind, text[pos:end])
        found = self._stripped.get(key)
        if found is None:
            read = getattr(kind, "read_text", None)
            found = None if read is None else read(self, pos, end)
            if found is None:
                return None
            self._stripped[key] = found
        return end, found

    def derived_type(self, derive: Callable[[Attribute], Attribute], type_: Attribute) -> Attribute:
        """``derive(type_)`` (a type derived from another: an op's result type from its
        operand's, ...), made once per function, type and parse (a parse shares its types
        by spelling)."""
        key = (derive, id(type_))
        found = self._derived.get(key)
        if found is None or found[0] is not type_:
            # (the type kept with its derivation: its id is not reused while kept)
            found = self._derived[key] = (type_, derive(type_))
        return found[1]

    def string_attr(self, value: str) -> StringAttr:
        """``StringAttr(value)``, one per value and parse."""
        return self._data_attr(StringAttr, value)

    def resume_at(self, pos: int) -> None:
        """Go on parsing (xDSL's way, token by token) from ``pos``."""
        self._resume_from(pos)

    def int_attr(self, value: int) -> IntAttr:
        """For ``read_text`` hooks: ``IntAttr(value)``, one per value and parse."""
        return self._data_attr(IntAttr, value)

    def builtin_type(self, spelling: str) -> Attribute | None:
        """For ``read_text`` hooks: the builtin integer, float or index type spelled so
        (`f16`, `i32`), one per parse; None for any other spelling."""
        return _PREBUILT_TYPES.get(spelling) or self._builtin_type(spelling)

    def type_at(self, pos: int) -> tuple[int, Attribute] | None:
        """For ``read_text`` hooks: the type at ``pos`` when it is read from the text alone
        (see _type_at), and where it ends; None for anything else."""
        return self._type_at(pos)

    def shape_at(self, pos: int) -> tuple[int, tuple[int, ...], Attribute] | None:
        """For ``read_text`` hooks: static dimensions and an element type (`128x64xf16`) at
        ``pos`` as _type_at reads the type, and where they end; None for anything else."""
        dims = _STATIC_DIMS.match(self._text, pos)
        found = None if dims is None else self._type_at(dims.end())
        if found is None:
            return None
        return found[0], tuple(map(int, dims[0][:-1].split("x"))), found[1]

    def entries_at(self, start: int, close: str = "}") -> tuple[int, _Entries] | None:
        """For ``read_text`` hooks: the dictionary entries from ``start`` (an opening
        bracket) up to ``close``, as _plain_entries reads them, and the position after
        ``close``; None for anything else."""
        return self._plain_entries(start, close)

    def parse_dimension_list(self) -> list[int]:
        # xDSL's, but a trailing `x` is given back at the `x` itself: xDSL steps back one
        # character from the token after it, into the blanks when a line break follows the
        # `x` (`tensor<4x` `>` on the next line then failed for a missing `x`)
        kinds = (MLIRTokenKind.INTEGER_LIT, MLIRTokenKind.QUESTION)
        if self._current_token.kind not in kinds:
            return []
        dims = [self.parse_shape_dimension()]
        while True:
            delimiter = self._current_token.span.start
            if self._parse_optional_shape_delimiter() is None:
                return dims
            if self._current_token.kind not in kinds:
                self._resume_from(delimiter)
                return dims
            dims.append(self.parse_shape_dimension())

    def parse_ranked_shape(self) -> tuple[list[int], Attribute]:
        # `128x64xf16` (as in `!ttg.memdesc<...>`) with static dimensions and an element type
        # that _type_at reads; xDSL splits it token by token
        start = self._current_token.span.start
        dims = _STATIC_DIMS.match(self._text, start)
        found = None if dims is None else self._type_at(dims.end())
        if found is None:
            return super().parse_ranked_shape()
        self._types_seen.append((dims.end(), found[1]))
        self._resume_from(found[0])
        return [int(dim) for dim in dims[0].split("x")[:-1]], found[1]

    def _new_tensor_type(self, dims: str, element: Attribute, encoding: Attribute) -> TensorType:
        """The TensorType of ``dims`` (`128x64x`), built without checks: it checks no more
        than the kinds of its parameters, which these are. One shape per spelling and
        parse (a text spells a few shapes with many element types and encodings)."""
        shape = self._shapes.get(dims)
        if shape is None:
            sizes = [self._data_attr(IntAttr, int(dim)) for dim in dims.split("x")[:-1]]
            shape = self._shapes[dims] = _unchecked(ArrayAttr, data=tuple(sizes))
        tensor = _object_new(TensorType)  # (as _unchecked builds it: one call less a type)
        fields = tensor.__dict__
        fields["shape"] = shape
        fields["element_type"] = element
        fields["encoding"] = encoding
        return tensor

    def _tensor_type(self, start: int, end: int) -> TensorType | None:
        """The `tensor<...>` from ``start`` to ``end`` that _type_at does not read (its
        element type or encoding spelled for the first time), built from its parts: static
        dimensions, the element type (through parse_optional_type, so uniqued) and an
        encoding (an alias, an attribute, or none). None, with nothing consumed, for any
        other spelling or anything wrong in it: xDSL's parser reads those and reports the
        error."""
        text = self._text
        dims = _TENSOR_DIMS.match(text, start)
        types_before = len(self._types_seen)
        self._resume_from(dims.end())
        try:
            element = self.parse_optional_type()
        except (ParseError, VerifyException, DiagnosticError):
            element = None
        pos = self._current_token.span.start
        encoding: Attribute | None = None
        if element is not None and pos == end - 1:
            encoding = _NO_ATTR
        elif element is not None and text.startswith(", ", pos):
            alias = _ALIAS_NAME.match(text, pos + 2)
            if alias is not None and alias.end() == end - 1:
                encoding = self.attribute_aliases.get(alias[0])
            else:  # spelled out (`#ttg.slice<{...}>`): the attribute parser reads it
                self._resume_from(pos + 2)
                try:
                    encoding = self.parse_optional_attribute()
                except (ParseError, VerifyException, DiagnosticError):
                    encoding = None
                if self._current_token.span.start != end - 1:
                    encoding = None
                elif encoding is not None and not self._reported:
                    self._encodings[text[pos + 2 : end - 1]] = encoding
        if encoding is None:  # back to the start, for xDSL's parser
            del self._types_seen[types_before:]
            self._resume_from(start)
            return None
        self._resume_from(end)
        return self._new_tensor_type(dims[1], element, encoding)

    def _known_type_at(self, pos: int) -> tuple[int, Attribute] | None:
        """The type at ``pos`` (after blanks) when _type_at reads it, and where it ends."""
        text = self._text
        first = text[pos : pos + 1]
        if first not in _BLANK_FIRSTS:  # most types: no blank, or one space, before them
            start = pos
        elif first == " " and text[pos + 1 : pos + 2] not in _BLANK_FIRSTS:
            start = pos + 1
        else:
            start = _SKIP.match(text, pos).end()
        found = self._type_at(start)
        if found is not None:
            self._types_seen.append((start, found[1]))
        return found

    def _known_attribute_at(self, pos: int) -> tuple[int, Attribute] | None:
        """A number or a `dense<...> : type` at ``pos``, each spelling parsed once per
        module, and where it ends; None for other attributes."""
        text = self._text
        start = pos
        if text[pos : pos + 1] in _BLANK_FIRSTS:  # (and the end: most have no blank before)
            start = _SKIP.match(text, pos).end()
        if text.startswith("dense<", start):
            end = _angle_end(text, start + 5)
            typed = None if end is None else _TYPE_SUFFIX.match(text, end)
            if typed is None:
                return None
            end = typed.end()
            if text.startswith("<", end):
                end = _angle_end(text, end)
                if end is None:
                    return None
            key = text[start:end]
            attr = self._dense_attrs.get(key) or self._dense_splat_at(start, end)
            if attr is None:
                self._resume_from(start)
                attr = self.parse_attribute()
                if self.pos < end or not _BLANK.fullmatch(text, end, self.pos):
                    return self.pos, attr
                self._dense_attrs[key] = attr
            return end, attr
        found = _NUMBER_ATTR.match(text, start)
        if found is None:
            return None
        attr = self._numbers.get(found[0])
        if attr is None:
            attr = self._integer_attr(found[0])
            if attr is None:
                return None
            self._numbers[found[0]] = attr
        return found.end(), attr

    def _dense_splat_at(self, start: int, end: int) -> DenseIntOrFPElementsAttr | None:
        """`dense<1.000000e+00> : tensor<...>` from ``start`` to ``end``: a decimal number or
        a bit pattern (`0xFF800000`) of a float element type, or an integer in the signed
        range of an integer element type, in a tensor type _type_at reads; stored as
        _parse_dense_splat stores it. None for anything else (the attribute parser reads it)."""
        found = _DENSE_SPLAT.match(self._text, start)
        typed = None if found is None else self._type_at(found.end())
        if typed is None or typed[0] != end or type(typed[1]) is not TensorType:
            return None
        tensor = typed[1]
        element = tensor.element_type
        integer, decimal, bits = found.groups()
        if type(element) in _FLOAT_TYPES.values() and decimal is not None:
            value: float | int = float(decimal)
        elif type(element) in _FLOAT_TYPES.values() and bits is not None:
            # (libtriton prints -inf and NaN splats as their bit patterns: `0xFF800000`)
            value = int(bits, 16)
            if value >> (8 * element.compile_time_size):
                return None
            value = float_from_bits(value, element)
        elif (
            type(element) is IntegerType
            and integer is not None
            and element.width.data > 1
            and element.signedness.data is Signedness.SIGNLESS  # (others: see _fits)
        ):
            value = int(integer)
            if not -(1 << (element.width.data - 1)) <= value < 1 << (element.width.data - 1):
                return None
            if value == 0 and integer[0] == "-":  # MLIR refuses `-0` (see _fits)
                return None
        else:
            return None
        data = _unchecked(BytesAttr, data=element.pack([value]) * math.prod(tensor.get_shape()))
        return _unchecked(DenseIntOrFPElementsAttr, type=tensor, data=data)

    def parse_optional_dictionary_attr_dict(self) -> dict[str, Attribute]:
        # every dictionary (an op's attributes, a function argument's, a DictionaryAttr)
        token = self._parser_state.current_token
        if token.kind == MLIRTokenKind.L_BRACE:
            found = self._attr_dict_at(token.span.start)
            if found is not None:
                self._resume_from(found[0])
                return dict(found[1])
            self._resume_from(token.span.start)
        return self._read_attr_dict()

    def _read_attr_dict(self) -> dict[str, Attribute]:
        """xDSL's reading of an attribute dictionary, in MLIR's words where it fails: a
        dictionary that is not closed, a key given twice (reported at that key)."""
        if self.parse_optional_punctuation("{") is None:
            return {}
        entries: dict[str, Attribute] = {}
        if self.parse_optional_punctuation("}") is not None:
            return entries
        while True:
            key_start = self._current_token.span.start
            key, value = self._parse_attribute_entry()
            if key in entries:
                self._raise_at(key_start, f"duplicate key '{key}' in dictionary attribute")
            entries[key] = value
            if self.parse_optional_punctuation(",") is None:
                break
        if self.parse_optional_punctuation("}") is None:
            self.raise_error("expected '}' in attribute dictionary")
        return entries

    def parse_optional_function_type(self) -> FunctionType | None:
        found = self._read_at_token(MLIRTokenKind.L_PAREN, self._known_function_type_at)
        return super().parse_optional_function_type() if found is None else found

    def _known_function_type_at(self, start: int) -> tuple[int, FunctionType] | None:
        """`(types) -> type` or `-> (types)` at ``start`` (a `(`) when every type in it was
        parsed before, and where it ends."""
        found = self._known_types_at(start + 1, ")")
        arrow = None if found is None else _ARROW.match(self._text, found[0])
        if arrow is None:
            return None
        inputs = found[1]
        end = arrow.end()
        if self._text.startswith("(", end):
            found = self._known_types_at(end + 1, ")")
        else:
            found = self._known_type_at(end)
            found = None if found is None else (found[0], (found[1],))
        if found is None:
            return None
        end, outputs = found
        key = self._text[start:end]
        function_type = self._function_types.get(key)
        if function_type is None:
            # (without FunctionType's and ArrayAttr's checks: each element is a type)
            function_type = self._function_types[key] = _unchecked(
                FunctionType,
                inputs=_unchecked(ArrayAttr, data=tuple(inputs)),
                outputs=_unchecked(ArrayAttr, data=tuple(outputs)),
            )
        return end, function_type

    def _known_types_at(self, pos: int, close: str) -> tuple[int, tuple[Attribute, ...]] | None:
        """A comma-separated list of known types up to ``close`` (possibly empty), and the
        position after ``close``; None when any is not known."""
        text = self._text
        end = _SKIP.match(text, pos).end()
        types: list[Attribute] = []
        if not text.startswith(close, end):
            while True:
                found = self._known_type_at(end)
                if found is None:
                    return None
                end = _SKIP.match(text, found[0]).end()
                types.append(found[1])
                if not text.startswith(",", end):
                    break
                end += 1
            if not text.startswith(close, end):
                return None
        return end + len(close), tuple(types)

    def _attr_dict_at(
        self, start: int, plain: bool = False
    ) -> tuple[int, dict[str, Attribute]] | None:
        """The attribute dictionary at ``start`` (a `{`) and where it ends; each spelling is
        parsed once per module. None where it cannot be delimited without the lexer, and,
        with ``plain``, where _plain_attr_dict does not read it (nothing consumed, no error
        reported)."""
        end = _brace_end(self._text, start)
        if end is None:
            return None
        key = self._text[start:end]
        attrs = self._attr_dicts.get(key)
        if attrs is None:
            attrs = self._plain_attr_dict(start, end)
            if attrs is not None:
                self._attr_dicts[key] = attrs
                return end, attrs
            if plain:
                return None
            self._resume_from(start)
            attrs = self._read_attr_dict()
            if self.pos < end or not _BLANK.fullmatch(self._text, end, self.pos):
                return None
            if not self._reported:
                self._attr_dicts[key] = attrs
        return end, attrs

    def _plain_attr_dict(self, start: int, end: int) -> dict[str, Attribute] | None:
        """The dictionary from ``start`` (a `{`) to ``end`` when _plain_entries reads it."""
        found = self._plain_entries(start)
        if found is None or found[0] != end:
            return None
        return {name: value for name, value, _, _ in found[1]}

    def parse_optional_plain_entries(self) -> _Entries | None:
        """For the parse hooks that keep where each value was written (layouts): the entries
        of the dictionary at the current token, as _plain_entries reads them, the parser
        moved past its `}`; None, with nothing consumed, for any other dictionary."""
        token = self._current_token
        if token.kind is not MLIRTokenKind.L_BRACE:
            return None
        found = self._plain_entries(token.span.start)
        if found is None:
            return None
        self._resume_from(found[0])
        return found[1]

    def _plain_entries(self, start: int, close: str = "}") -> tuple[int, _Entries] | None:
        """The dictionary at ``start`` (a `{`) and where it ends, when it is spelled as MLIR
        prints it: one or more `name = value` (distinct names, bare or quoted without
        escapes), each value one that _plain_value_at reads; (name, value, where the value
        starts and ends) each. None for anything else (xDSL's parser reads it, and reports
        its errors)."""
        text = self._text
        pos = start + 1
        entries: _Entries = []
        names: set[str] = set()
        while True:
            key = _ENTRY_KEY.match(text, pos)
            found = None if key is None else self._plain_value_at(key.end())
            if found is None:
                return None
            name = key[1] if key[2] is None else key[2]
            if name in names:
                return None
            names.add(name)
            entries.append((name, found[1], key.end(), found[0]))
            pos = found[0]
            if text.startswith(close, pos):
                return pos + 1, entries
            if not text.startswith(", ", pos):
                return None
            pos += 2

    def _plain_value_at(self, pos: int) -> tuple[int, Attribute] | None:
        """The value at ``pos`` and where it ends when it is a list of integers
        (_int_list_at), an alias, a string without escapes, a number _integer_attr builds or
        an integer without a type (an i64); None otherwise."""
        text = self._text
        first = text[pos : pos + 1]
        if first == "[":
            return self._int_list_at(pos)
        if first == "#":
            return self.attribute_at(pos)
        if first == '"':
            string = _PLAIN_STRING.match(text, pos)
            if string is None:
                return None
            return string.end(), self._data_attr(StringAttr, string[0][1:-1])
        found = _NUMBER_ATTR.match(text, pos)
        if found is None:
            return None
        spelling = found[0]
        attr = self._numbers.get(spelling)
        if attr is None:
            attr = self._integer_attr(spelling)
            if attr is not None:  # (kept as _known_attribute_at keeps it)
                self._numbers[spelling] = attr
            elif _UNTYPED_INT.fullmatch(spelling):
                attr = self._i64_attr(int(spelling))
        return None if attr is None else (found.end(), attr)

    # -- alias definitions -----------------------------------------------------------

    def _parse_alias_def(self):
        # `#name = <attribute>` on one line, as MLIR prints it: an identical definition
        # (same text, same aliases inside) seen in an earlier module is reused.
        token = self._current_token
        line = _ALIAS_LINE.match(self._text, token.span.start)
        if line is None or token.text in self.attribute_aliases:
            return super()._parse_alias_def()
        value = line.start("value")
        if self._text.startswith("loc(", value):  # `#loc12 = loc(...)`: no need to share
            found = self._location_at(value + 4)
            end = line.end("value")
            if found is not None and found[0] + 1 == end and self._text[found[0]] == ")":
                self.attribute_aliases[token.text] = found[1]
                self._resume_from(line.end())
                return
        key = line["value"]
        cached = self._cache.get(key, self.attribute_aliases)
        if cached is not None:
            self.attribute_aliases[token.text] = cached
            self._resume_from(line.end())
            return
        super()._parse_alias_def()
        # store only when the value ended exactly where the line does
        end = line.end("value")
        after = self._text[end : self._current_token.span.start]
        clean = not self._reported
        if self._current_token.span.start >= end and _BLANK.fullmatch(after) and clean:
            self._cache.put(key, self.attribute_aliases[token.text], self.attribute_aliases)

    def parse_alias_section(self) -> None:
        """Every alias definition of this (alias-only) text, in order. About half the lines of
        a hand-off are `#loc12 = loc(...)`: those in the forms libtriton prints, one per
        line, are built directly (no token); any other goes through _parse_alias_def."""
        text = self._text
        pos = _SKIP.match(text).end()
        aliases = self.attribute_aliases
        while pos < len(text):
            found = _LOC_ALIAS.match(text, pos)
            if found is not None and found[1] not in aliases:
                loc = self._location_at(found.end())
                end = -1 if loc is None else loc[0]
                if text.startswith(")", end) and text.startswith("\n", end + 1):
                    aliases[found[1]] = loc[1]
                    pos = _SKIP.match(text, end + 2).end()
                    continue
            self._resume_from(pos)
            self._parse_alias_def()
            pos = self._current_token.span.start
        self._resume_from(pos)

    def read_alias_table(self) -> list[tuple[int, int]] | None:
        """Every alias definition of this text (each line that starts with `#name =` or
        `!name =`), read straight from the text when each is one line, `#name = ` and a
        location libtriton prints (see _location_at) or a dialect attribute its class reads
        (see _dialect_value_at), each name new and each alias it names defined above: the
        aliases defined, and where each definition's line starts and ends. None when any
        other definition is met (nothing reported: parse_alias_section then reads the
        definitions, and reports the errors where they stand).

        A hand-off defines about as many aliases as it has ops (its `#loc` table): one
        pattern finds them all and splits each `#loc` line of the usual forms into its
        parts as it goes; each location is built from those parts, without a token."""
        text = self._text
        aliases = self.attribute_aliases
        # Runs of definitions on consecutive lines (from the start of the first to the end
        # of the last, line breaks between them included), each kept as one span: a `#loc`
        # table is one run.
        spans: list[tuple[int, int]] = []
        run_start = run_end = -1
        if text[:1] in ("#", "!"):  # the first line (found by no line break before it)
            end = self._alias_line(0)
            if end is None:
                return None
            if end >= 0:
                run_start, run_end = 0, end
        names = _StringAttrs()
        numbers = _IntAttrs()
        others = self.other_definitions = []
        for found in _TABLE_LINE.finditer(text):
            name, string, line, column, inner, callee, caller, unknown = found.groups()
            loc: Attribute | None = None
            if name is not None and name not in aliases:
                if line is not None:  # "file":line:col
                    loc = _new_file_line_col()
                    fields = loc.__dict__
                    fields["filename"] = names[string]
                    fields["line"] = numbers[line]
                    fields["column"] = numbers[column]
                elif callee is not None:  # callsite(#callee at #caller)
                    callee, caller = aliases.get(callee), aliases.get(caller)
                    if type(callee) in _LOCATION_TYPES and type(caller) in _LOCATION_TYPES:
                        loc = _new_call_site_loc()
                        fields = loc.__dict__
                        fields["callee"] = callee
                        fields["caller"] = caller
                elif unknown is not None:
                    loc = _UNKNOWN_LOC
                else:  # "name" or "name"(#inner)
                    located = _NO_ATTR if inner is None else aliases.get(inner)
                    if located is _NO_ATTR or type(located) in _LOCATION_TYPES:
                        loc = _new_name_loc()
                        fields = loc.__dict__
                        fields["desc"] = names[string]
                        fields["location"] = located
            if loc is None:  # any other definition, each on its own
                start = found.start()
                others.append(start)
                end = self._alias_line(start + 1)
                if end is None:
                    return None
                if end < 0:
                    continue
            else:
                aliases[name] = loc
                start, end = found.span()
            if start == run_end:  # (the line break before this line ends the run)
                run_end = end
                continue
            if run_end >= 0:
                spans.append((run_start, run_end))
            run_start, run_end = start + 1, end
        if run_end >= 0:
            spans.append((run_start, run_end))
        return spans

    # Where read_alias_table found each line (its line break) that it read by _alias_line,
    # not as a `#loc` line of the usual forms: every later line that may define an alias
    # other than a location (see _text_level_error).
    other_definitions: list[int] | None = None

    def _alias_line(self, start: int) -> int | None:
        """The alias definition on the line at ``start`` (which starts with `#` or `!`) read
        from the text, as read_alias_table describes: where its line ends; -1 where the line
        is no definition (left to the module's parser); None for a definition read_alias_table
        does not read."""
        text = self._text
        found = _ALIAS_START.match(text, start)
        if found is None:
            return -1
        name = found[1]
        aliases = self.attribute_aliases
        if found[2] != " = " or name[0] != "#" or name in aliases:
            return None
        value = found.end()
        end = text.find("\n", value)
        end = len(text) if end < 0 else end
        if text.startswith("loc(", value):
            read = self._location_at(value + 4)
            if read is None or read[0] + 1 != end or text[read[0]] != ")":
                return None
            aliases[name] = read[1]
            return end
        key = text[value:end]
        attr = self._cache.get(key, aliases) if self._cache_warm else None
        if attr is None:
            read = self._dialect_value_at(value, False)
            if read is None or read[0] != end:
                return None
            attr = read[1]
            self._cache.put(key, attr, aliases)
        aliases[name] = attr
        return end

    # -- SSA uses: MLIR's type-mismatch diagnostic ------------------------------------

    def _register_ssa_definition(self, name, values, span) -> None:
        if name in self.ssa_values or name in self.forward_ssa_references:
            super()._register_ssa_definition(name, values, span)  # its error, or forward uses
            self.value_names.append((name, self.ssa_values[name]))
            self._first_seen[name] = span.start
        else:
            self._define_name(name, tuple(values), span.start)

    def _define_name(self, name: str, values: tuple[SSAValue, ...], start: int) -> None:
        """Register ``name`` (without its `%`, written at ``start``), not seen before, for
        ``values``, as xDSL's _register_ssa_definition registers a new name."""
        self.ssa_values[name] = values
        self.value_names.append((name, values))
        hint = _NAME_HINT.fullmatch(name)
        if hint is not None:  # a valid name
            for value in values:
                value._name = hint[1]
        self._first_seen[name] = start

    def resolve_operand(self, operand, type):
        # a value defined before with this type (xDSL's checks would find nothing to say)
        values = self.ssa_values.get(operand.operand_name)
        if values is not None and operand.index < len(values):
            value = values[operand.index]
            if value.type is type or value.type == type:
                return value
        name = operand.span.text[1:].split("#", 1)[0]
        values = self.ssa_values.get(name)
        if values is not None and operand.index < len(values):
            prior = values[operand.index]
        else:
            prior = self.forward_ssa_references.get(name, {}).get(operand.index)
        if prior is not None and prior.type != type:
            first = self._first_seen.get(name, operand.span.start)
            raise DiagnosticError(
                f"use of value '{operand.span.text}' expects different type than prior uses: "
                f"'{attribute_text(type)}' vs '{attribute_text(prior.type)}'",
                loc=self.source_loc(operand.span.start),
                notes=[("note", "prior use here", self.source_loc(first))],
            )
        if prior is None:  # a forward reference: its first use is the prior use
            self._first_seen[name] = operand.span.start
        return super().resolve_operand(operand, type)

    def _parse_location(self) -> LocationAttr:
        # xDSL reads `fused[...]` only; MLIR also has `fused<metadata>[...]`, and builds
        # every fused location through FusedLoc::get, which simplifies it.
        token = self._current_token
        if token.kind == MLIRTokenKind.STRING_LIT:
            name = self.parse_optional_str_literal()
            if self.parse_optional_punctuation(":") is not None:
                # MLIR's line and column: unsigned 32-bit integers (decimal or hex)
                line = self._location_number("line")
                self.parse_punctuation(":")
                column = self._location_number("column")
                return FileLineColLoc(StringAttr(name), IntAttr(line), IntAttr(column))
            self._resume_from(token.span.start)  # a name location: as xDSL reads it
        if token.kind == MLIRTokenKind.HASH_IDENT:
            # MLIR's words for an alias (or a dialect attribute) that is not a location,
            # said at the token after it; its message has no space before the attribute.
            attr = self.parse_attribute()
            if not isinstance(attr, LocationAttr):
                self.raise_error(f"expected location attribute, but got{attribute_text(attr)}")
            return attr
        if token.kind != MLIRTokenKind.BARE_IDENT or token.text != "fused":
            return super()._parse_location()
        self._consume_token(MLIRTokenKind.BARE_IDENT)
        metadata: Attribute = NoneAttr()
        if self.parse_optional_punctuation("<") is not None:
            metadata = self.parse_attribute()
            self.parse_punctuation(">", " after fused location metadata")
        locations = self.parse_comma_separated_list(self.Delimiter.SQUARE, self._parse_location)
        return fused_loc(locations, metadata)

    def _location_number(self, what: str) -> int:
        """A file location's line or column (``what``), or MLIR's error at its token."""
        token = self._current_token
        value = None
        # (a value of more digits than 2**32 has is out of range: not converted)
        if token.kind == MLIRTokenKind.INTEGER_LIT and len(token.text) <= 12:
            value = int(token.text, 0) if token.text.startswith("0x") else int(token.text)
        if value is None or value > 0xFFFFFFFF:
            self.raise_error(f"expected integer {what} number in FileLineColRange", token.span)
        self._consume_token()
        return value

    def _location_at(self, pos: int) -> tuple[int, LocationAttr] | None:
        """The location spelled at ``pos`` (inside `loc(...)`) when it is one of the forms
        libtriton prints: `unknown`, `#alias`, `"file":line:col`, `"name"`,
        `"name"(location)` and `callsite(location at location)`, exactly spaced; built
        directly, as xDSL's parser would build it, and where it ends. None for anything else
        (nothing consumed: xDSL's parser reads it, and reports its errors).

        A hand-off text defines about as many `#loc` aliases as it has ops, each a location
        of its own: read token by token, they cost as much as the ops."""
        found = _LOCATION_PART.match(self._text, pos)
        if found is None:
            return None
        end = found.end()
        alias, name, line, column, inner_alias = found.groups()
        if alias is not None:
            loc = self.attribute_aliases.get(alias)
            return (end, loc) if type(loc) in _LOCATION_TYPES else None
        if name is not None:
            desc = self._data_attr(StringAttr, name)
            if line is not None:
                line_attr = self._data_attr(IntAttr, int(line))
                column_attr = self._data_attr(IntAttr, int(column))
                loc = _unchecked(FileLineColLoc, filename=desc, line=line_attr, column=column_attr)
                return end, loc
            inner: Attribute = _NO_ATTR
            if inner_alias is not None:  # `"name"(#alias)`: a function argument's location
                loc = self._name_loc(desc, inner_alias)
                return None if loc is None else (end, loc)
            if self._text.startswith("(", end):
                nested = self._location_at(end + 1)
                if nested is None or not self._text.startswith(")", nested[0]):
                    return None
                end, inner = nested[0] + 1, nested[1]
            return end, _unchecked(NameLoc, desc=desc, location=inner)
        if found[0] == "unknown":
            return end, _UNKNOWN_LOC
        # `callsite(`
        callee = self._location_at(end)
        if callee is None or not self._text.startswith(" at ", callee[0]):
            return None
        caller = self._location_at(callee[0] + 4)
        if caller is None or not self._text.startswith(")", caller[0]):
            return None
        return caller[0] + 1, _unchecked(CallSiteLoc, callee=callee[1], caller=caller[1])

    def _name_loc(self, desc: StringAttr, alias: str) -> NameLoc | None:
        """`"name"(#alias)` (``desc`` the name), or None where the alias is no location."""
        inner = self.attribute_aliases.get(alias)
        if type(inner) not in _LOCATION_TYPES:
            return None
        loc = _new_name_loc()
        fields = loc.__dict__
        fields["desc"] = desc
        fields["location"] = inner
        return loc

    def argument_tail_at(self, pos: int) -> tuple[int, LocationAttr | None, bool] | None:
        """For read_text hooks: what follows an argument's type (`%a: T`) at ``pos``: its
        location (` loc(...)`, as _location_at reads it) if written, then `, ` or `)`;
        where that ends, the location or None, and whether it was `)`. None for anything
        else (nothing read)."""
        text = self._text
        found = _ARGUMENT_TAIL.match(text, pos)
        if found is not None:  # `loc("name"(#alias))`, `loc(#alias)` or none
            name, inner, alias, close = found.groups()
            loc = None
            if name is not None:
                loc = self._name_loc(self._data_attr(StringAttr, name), inner)
                if loc is None:
                    return None
            elif alias is not None:
                loc = self.attribute_aliases.get(alias)
                if type(loc) not in _LOCATION_TYPES:
                    return None
            return found.end(), loc, close == ")"
        if not text.startswith(" loc(", pos):
            return None
        found = self._location_at(pos + 5)
        if found is None or not text.startswith(")", found[0]):
            return None
        pos = found[0] + 1
        if text.startswith(")", pos):
            return pos + 1, found[1], True
        if not text.startswith(", ", pos):
            return None
        return pos + 2, found[1], False

    _after_loc: int = -1

    def _parse_optional_builtin_attr(self) -> Attribute | None:
        # A location as an attribute's value is one location instance to MLIR: an alias in it
        # that names something else gets _parse_location's words, not an op location's.
        token = self._current_token
        if token.kind == MLIRTokenKind.BARE_IDENT and token.text == "loc":
            self._consume_token(MLIRTokenKind.BARE_IDENT)
            with self.in_parens():
                return self._parse_location()
        return super()._parse_optional_builtin_attr()

    def parse_optional_location(self) -> LocationAttr | None:
        token = self._parser_state.current_token
        if token.kind != MLIRTokenKind.BARE_IDENT or token.text != "loc":
            return None  # every location starts with `loc`
        # the spellings libtriton prints, built without going token by token
        start = token.span.start
        alias = _LOC_ALIAS_USE.match(self._text, start)
        if alias is not None:  # `loc(#loc12)`, most ops' location
            loc = self.attribute_aliases.get(alias[1])
            if type(loc) in _LOCATION_TYPES:
                self._resume_from(alias.end())
                self._after_loc = self._parser_state.current_token.span.start
                return loc
        if self._text.startswith("(", start + 3):
            found = self._location_at(start + 4)
            if found is not None and self._text.startswith(")", found[0]):
                self._resume_from(found[0] + 1)
                self._after_loc = self._parser_state.current_token.span.start
                return found[1]
        after_paren = self._text.startswith("(", start + 3)
        if after_paren and _HASH_AFTER_BLANKS.match(self._text, start + 4):
            # An op's or argument's own location naming an alias: MLIR reads it as a whole
            # and says so at the alias when it names something else.
            self._consume_token(MLIRTokenKind.BARE_IDENT)
            self._consume_token(MLIRTokenKind.L_PAREN)
            at = self._current_token.span.start
            attr = self.parse_attribute()
            if not isinstance(attr, LocationAttr):
                self.raise_error(f"expected location, but found '{attribute_text(attr)}'", at)
            self.parse_punctuation(")")
            self._after_loc = self._parser_state.current_token.span.start
            return attr
        loc = super().parse_optional_location()
        if loc is not None:
            # Remember where an explicit `loc(...)` ended: `loc(unknown)` must stay unknown.
            self._after_loc = self._parser_state.current_token.span.start
        return loc

    def _parse_block_body(self, block: Block) -> None:
        # xDSL's, with each op linked at the block's end directly: Block.add_op checks that
        # the op is in no block and does not contain this one (walking up from the block
        # to the module), which an op just parsed never is nor does. An op read from the
        # text may leave where the next one starts unlexed (_resume_lazily).
        last = block.last_op
        lazy = self._lazy
        self._lazy = True
        state = self._parser_state
        try:
            while True:
                pending = self._pending
                if pending >= 0:
                    self._pending = -1
                    op = self._parse_op(pending, False)
                else:
                    token = state.current_token
                    if token.kind not in _OP_START:
                        break
                    op = self._parse_op(token.span.start, True)
                if op.parent is not None:
                    block.add_op(op)  # its error
                op.parent = block
                if last is None:
                    block._first_op = op
                else:
                    last._next_op = op
                    op._prev_op = last
                block._last_op = op
                last = op
        finally:
            self._lazy = lazy
            self._pending = -1  # (only left on an error)

    def _parse_block(self) -> Block:
        # MLIR's error for a label defined twice (xDSL misses it once the label was
        # referenced before its first definition).
        token = self._current_token
        name = token.text[1:]
        seen = self.blocks.get(name) if token.kind == MLIRTokenKind.CARET_IDENT else None
        if seen is not None and (seen[1] is not None or name not in self.forward_block_references):
            self.raise_error(f"redefinition of block '{token.text}'", token.span)
        block = super()._parse_block()
        self.blocks[name] = (block, token.span)
        return block

    def parse_optional_argument(self, expect_type: bool = True):
        # `%x: tensor<...>` (a function's or region's argument) with its type read from
        # the text where _type_at reads it
        token = self._parser_state.current_token
        if expect_type and token.kind is MLIRTokenKind.PERCENT_IDENT:
            colon = _ARGUMENT_COLON.match(self._text, token.span.end)
            found = None if colon is None else self._type_at(colon.end())
            if found is not None:
                self._types_seen.append((colon.end(), found[1]))
                self._resume_from(found[0])
                return self.Argument(token.span, found[1])
        return super().parse_optional_argument(expect_type)

    def _parse_optional_block_arg_list(self, block: Block):
        if self._current_token.kind != MLIRTokenKind.L_PAREN:
            return None
        read = self._block_args_at(self._current_token.span.start + 1)
        if read is not None:  # (as below, each argument in turn)
            end, arguments = read
            source = self._parser_state.lexer.input
            for found, arg_type, location in arguments:
                if location is None:
                    location = self.source_loc(found.start())
                arg = block.insert_arg(arg_type, len(block.args), location)
                span = Span(found.start(), found.end(1), source)
                self._register_ssa_definition(found[1], (arg,), span)
            self._resume_from(end)
            return block

        def parse_argument() -> None:
            name = self._parse_token(MLIRTokenKind.PERCENT_IDENT, "block argument expected").span
            self.parse_punctuation(":")
            arg_type = self.parse_attribute()
            location = self.parse_optional_location() or self.source_loc(name.start)
            arg = block.insert_arg(arg_type, len(block.args), location)
            self._register_ssa_definition(name.text[1:], (arg,), name)

        self.parse_comma_separated_list(self.Delimiter.PAREN, parse_argument)
        return block

    def _block_args_at(self, pos: int) -> tuple[int, list[tuple]] | None:
        """A block's arguments after its `(` at ``pos``, spelled as MLIR prints them
        (`%name: type loc(...)`, each type and location one _type_at and _location_at
        read): where the list ends and (the name's match, type, location or None) each;
        None for anything else (nothing read)."""
        text = self._text
        arguments = []
        if text.startswith(")", pos):
            return None
        while True:
            found = _BLOCK_ARG.match(text, pos)
            typed = None if found is None else self._type_at(found.end())
            tail = None if typed is None else self.argument_tail_at(typed[0])
            if tail is None:
                return None
            pos, location, closed = tail
            arguments.append((found, typed[1], location))
            if closed:
                return pos, arguments

    def parse_optional_region(self, arguments=None) -> Region | None:
        # xDSL's, with the entry block's arguments built directly (Block(arg_types=...)
        # builds each through a generator) and named by their spans' offsets, and an
        # argument without a location located at its name, as MLIR does.
        if arguments is None:
            return super().parse_optional_region()
        if self.parse_optional_punctuation("{") is None:
            return None
        return self._region_body(
            [(arg.name.start, arg.name.end, arg.type, arg.location) for arg in arguments]
        )

    def region_at(
        self, pos: int, arguments: Sequence[tuple[int, int, Attribute, LocationAttr | None]]
    ) -> Region:
        """For read_text hooks: the region whose `{` is at ``pos``, its entry block's
        arguments given as (where the name starts (its `%`) and ends, type, location or
        None) each, as parse_optional_region reads it with arguments parsed token by token
        (without building the parser's objects for each argument's name)."""
        self._resume_from(pos + 1)
        return self._region_body(arguments)

    def _region_body(
        self, arguments: Sequence[tuple[int, int, Attribute, LocationAttr | None]]
    ) -> Region:
        """The rest of a region after its `{`: parse_optional_region's, ``arguments`` as
        region_at takes them."""
        # a scope for values and blocks: outer values are seen inside, not the other way
        old_ssa_values = self.ssa_values.copy()
        old_blocks = self.blocks
        old_forward_blocks = self.forward_block_references
        self.blocks = {}
        self.forward_block_references = defaultdict(list)
        if self._parser_state.current_token.kind is MLIRTokenKind.CARET_IDENT:
            self.raise_error("invalid block name in region with named arguments")
        entry = Block()
        args = []
        for index, (start, _, type_, location) in enumerate(arguments):
            if location is None:
                location = self.source_loc(start)
            args.append(BlockArgument(type_, entry, index, location))
        entry._args = tuple(args)
        text = self._text
        values = self.ssa_values
        source = self._parser_state.lexer.input
        for (start, end, _, _), block_arg in zip(arguments, args, strict=True):
            name = text[start + 1 : end]
            if name in values or name in self.forward_ssa_references:
                self._register_ssa_definition(name, (block_arg,), Span(start, end, source))
            else:  # (without the span, which only its errors need)
                self._define_name(name, (block_arg,), start)
        self._parse_block_body(entry)
        region = Region(entry)
        while self.parse_optional_punctuation("}") is None:
            region.add_block(self._parse_block())
        if self.forward_block_references:
            pos = self.pos
            raise MultipleSpansParseError(
                Span(pos, pos + 1, self.lexer.input),
                "region ends with missing block declarations for block(s) {}".format(
                    ", ".join(self.forward_block_references.keys())
                ),
                "dangling block references:",
                [
                    (span, f'reference to block "{span.text}" without implementation')
                    for spans in self.forward_block_references.values()
                    for span in spans
                ],
            )
        self.ssa_values = old_ssa_values
        self.blocks = old_blocks
        self.forward_block_references = old_forward_blocks
        return region

    # -- hex float literals and hex dense storage -----------------------------------------

    def _parse_dense_literal_type(self):
        # xDSL rebuilds its type constraint on every dense literal; ours is built once.
        span = self._current_token.span
        type = self.expect(self.parse_optional_type, "Dense attribute must be typed!")
        if not _DENSE_TYPE_CONSTRAINT.verifies(type):
            self.raise_error(
                "Expected memref, vector or tensor type of integer, index, float, or complex type",
                span,
            )
        if any(dim < 0 for dim in type.get_shape()):
            self.raise_error("Dense literal attribute should have a static shape.", span)
        return type

    def parse_dense_int_or_fp_elements_attr(self, type):
        start = self._current_token.span.start
        self.parse_punctuation("<", " in dense attribute")
        hex_span = self._current_token.span
        hex_string = self.parse_optional_str_literal()
        if hex_string is None:
            if self._current_token.kind not in (MLIRTokenKind.L_SQUARE, MLIRTokenKind.GREATER):
                return self._parse_dense_splat(type)
            self._resume_from(start)
            return super().parse_dense_int_or_fp_elements_attr(type)
        self.parse_punctuation(">", " in dense attribute")
        if type is None:
            self.parse_punctuation(":", " in dense attribute")
            type = self._parse_dense_literal_type()
        return self._dense_from_hex(hex_string, type, hex_span)

    def _parse_dense_splat(self, type) -> DenseIntOrFPElementsAttr:
        """`dense<v>`: one element, stored once and repeated (xDSL packs every copy)."""
        element = self._parse_tensor_literal_element()
        self.parse_punctuation(">", " in dense attribute")
        if type is None:
            self.parse_punctuation(":", " in dense attribute")
            type = self._parse_dense_literal_type()
        element_type = type.get_element_type()
        value = element.to_type(self, element_type)
        one = DenseIntOrFPElementsAttr.from_list(TensorType(element_type, [1]), [value])
        count = math.prod(type.get_shape())
        return DenseIntOrFPElementsAttr(type, BytesAttr(one.data.data * count))

    def _dense_from_hex(self, text: str, type, span: Span) -> DenseIntOrFPElementsAttr:
        """`dense<"0x...">`: MLIR's raw storage (little-endian elements; i1 packed eight to a
        byte, first element in the lowest bit); one element's worth of bytes is a splat."""
        try:
            if text[:2] not in ("0x", "0X"):
                raise ValueError
            raw = bytes.fromhex(text[2:])
        except ValueError:
            self.raise_error("expected a hex string starting with 0x in dense attribute", span)
        element_type = type.get_element_type()
        count = math.prod(type.get_shape())
        if isinstance(element_type, IntegerType) and element_type.width.data == 1:
            if len(raw) == 1 and raw[0] in (0, 0xFF):
                bits = [raw[0] & 1] * count
            elif len(raw) == (count + 7) // 8:
                bits = [(raw[i // 8] >> (i % 8)) & 1 for i in range(count)]
            else:
                self.raise_error(
                    f"elements hex data size is invalid for provided type: {type}", span
                )
            return DenseIntOrFPElementsAttr.from_list(type, bits)
        size = element_type.compile_time_size
        if len(raw) == size:
            raw *= count
        if len(raw) != size * count:
            self.raise_error(f"elements hex data size is invalid for provided type: {type}", span)
        return DenseIntOrFPElementsAttr(type, BytesAttr(raw))

    def _parse_tensor_literal_element(self):
        element = super()._parse_tensor_literal_element()
        span = element.span
        if isinstance(element.value, tuple):  # a complex number
            return element
        minus = self._text[span.start] == "-"
        # MLIR reports a bad element at its number, after any minus
        pos = span.start + 1 if minus else span.start
        if self._text[pos] in "tf":
            kind = "bool"
        elif type(element.value) is float:
            kind = "float"
        else:
            kind = "hex" if self._text[pos + 1 : pos + 2] in ("x", "X") else "decimal"
        return _Element(element.is_negative, element.value, span, kind, minus, pos)


# -- declarative formats, compiled ---------------------------------------------------------
#
# xDSL interprets an op's declarative assembly format directive by directive, each one
# going through the token stream; most of the ops libtriton prints use such a format. Each
# format is compiled once into a list of steps that read the text directly (operands,
# punctuation, keywords, types looked up by their spelling); a step that meets anything
# else (an attribute dictionary, a type spelled for the first time, a custom directive)
# hands that one directive to xDSL at that position and carries on after it. Errors are
# therefore xDSL's own, reported where they occur. The op is then built without xDSL's
# generic builder, which re-checks arguments the format already fixed.

_WS = r"(?://[^\n\r]*|[ \t\n\r\0]+)*+"
_SKIP = re.compile(_WS)
# an SSA value's name as the lexer reads it (`%` and its name: group 1)
_SSA_NAME = r"%([0-9]+|[A-Za-z$._-][\w$.-]*)"
_OPERAND = re.compile(_WS + "(" + _SSA_NAME + r")(?:#([0-9]+))?(?![\w$.#-])", re.A)
_TYPE_HEAD = re.compile(_WS + r"(?:![A-Za-z$._][\w$.-]*|[A-Za-z_][\w$.]*)", re.A)
_TYPE_SUFFIX = re.compile(_WS + ":" + _WS + r"(?:![A-Za-z$._][\w$.-]*|[A-Za-z_][\w$.]*)", re.A)
_DIALECT_OP_NAME = re.compile(r"[A-Za-z_][\w$]*\.[\w$.]+(?![\w$.\"])", re.A)
_OPERAND_NAME = re.compile(r"%[\w$.-]+", re.A)
_OPERAND_USE = re.compile(r"%([\w$.-]+)(?:#([0-9]+))?", re.A)
_ARROW = re.compile(_WS + "->" + _WS)
_OP_NAME = re.compile(r"([A-Za-z_][\w$.]*)(?![\w$.\"])", re.A)
# a block's argument up to its type (the name: group 1)
_BLOCK_ARG = re.compile(_SSA_NAME + ": ", re.A)
# a generic op's name (without escapes) and the `(` of its operands
_GENERIC_HEAD = re.compile(r'"([A-Za-z_][\w$]*\.[\w$.]+)"\(')
_RESULT = re.compile(r"%([\w$.-]+)(?::(\d+))?", re.A)
# blanks up to what can only start an op (a result or an op name), as the lexer skips them
_NEXT_OP = re.compile(r"[ \t\n\r]*(?=[%A-Za-z_])")
# the tokens an op starts with (xDSL's parse_optional_operation); a tuple, compared by
# identity (an enum member's hash is a Python call)
_OP_START = (MLIRTokenKind.PERCENT_IDENT, MLIRTokenKind.BARE_IDENT, MLIRTokenKind.STRING_LIT)
# an op as libtriton spells it: `dialect.op` (group "op"), after `%name = ` (group "result")
# for an op of one result (a name or a number)
_OP_HEAD = re.compile(
    r"(?:%(?P<result>[A-Za-z_$.-][\w$.-]*|[0-9][\w$.-]*) = )?"
    r"(?P<op>[A-Za-z_][\w$]*\.[\w$.]+)(?![\w$.\"])",
    re.A,
)
# an SSA value's name hint, when the name is valid (SSAValue.extract_valid_name: the name
# without a trailing `_N`; empty for `_N`)
_NAME_HINT = re.compile(r"(|[A-Za-z_$.-][\w$.-]*?)(?:_\d+)?")
# one result, `%name = ` (up to the op's name)
_ONE_RESULT = re.compile(r"%([\w$.-]+)[ \t]*=[ \t]*$", re.A)

# A step reads from a text position and returns the position after what it read, or -1
# when it did not recognise the text (the directive is then parsed by xDSL).
_Step = Callable[["MLIRParser", int, ParsingState], int]


def _literal_step(literal: str) -> _Step:
    pattern = re.compile(_WS + re.escape(literal) + (r"(?![\w$.])" if literal[0].isalpha() else ""))

    def step(parser: MLIRParser, pos: int, state: ParsingState) -> int:
        found = pattern.match(parser._text, pos)
        return -1 if found is None else found.end()

    return step


class _Operand(UnresolvedOperand):
    """An operand read by a compiled step: its name kept, its span made when asked for."""

    def __init__(self, name: str, start: int, index: int, input: Input):
        self.name = name
        self.start = start
        self.index = index
        self.input = input

    @property
    def span(self) -> Span:
        return Span(self.start, self.start + 1 + len(self.name), self.input)

    @property
    def operand_name(self) -> str:
        return self.name


def _operand(parser: MLIRParser, found: re.Match) -> _Operand:
    index = 0 if found[3] is None else int(found[3])
    return _Operand(found[2], found.start(1), index, parser._parser_state.lexer.input)


def _operand_step(index: int) -> _Step:
    def step(parser: MLIRParser, pos: int, state: ParsingState) -> int:
        found = _OPERAND.match(parser._text, pos)
        if found is None:
            return -1
        state.operands[index] = (_operand(parser, found),)
        return found.end()

    return step


def _variadic_operand_step(index: int) -> _Step:
    comma = re.compile(_WS + ",")

    def step(parser: MLIRParser, pos: int, state: ParsingState) -> int:
        text, operands = parser._text, []
        found = _OPERAND.match(text, pos)
        while found is not None:
            operands.append(_operand(parser, found))
            pos = found.end()
            after = comma.match(text, pos)
            if after is None:
                break
            found = _OPERAND.match(text, after.end())
            if found is None:
                return -1
        state.operands[index] = operands
        return pos

    return step


def _types_step(directive: Directive, single: bool) -> _Step:
    """type($x): one type, or a comma-separated list (possibly empty) for a variadic."""
    comma = re.compile(_WS + ",")

    def step(parser: MLIRParser, pos: int, state: ParsingState) -> int:
        types = []
        while True:
            found = parser._known_type_at(pos)
            if found is None:  # no type here, or one spelled for the first time
                return -1
            pos, parsed = found
            types.append(parsed)
            if single:
                break
            after = comma.match(parser._text, pos)
            if after is None:
                break
            pos = after.end()
        directive.set_types(state, tuple(types))
        return pos

    return step


def _attr_dict_step(directive: AttrDictDirective) -> _Step:
    if directive.with_keyword:
        keyword = re.compile(_WS + "attributes(?![\\w$.])")
        return lambda parser, pos, state: -1 if keyword.match(parser._text, pos) else pos

    def step(parser: MLIRParser, pos: int, state: ParsingState) -> int:
        start = _SKIP.match(parser._text, pos).end()
        if not parser._text.startswith("{", start):
            return start
        found = parser._attr_dict_at(start)
        if found is None:
            return -1
        end, attrs = found
        if not directive.reserved_attr_names.isdisjoint(attrs):
            return -1  # xDSL's error
        if not directive.expected_properties.isdisjoint(attrs):
            attrs = dict(attrs)
            moved = directive.expected_properties & attrs.keys()
            for name in moved:
                state.properties[name] = attrs.pop(name)
            parser._attr_dict_properties = (start, moved)
        state.attributes |= attrs
        return end

    return step


def _functional_type_step(directive: FunctionalTypeDirective) -> _Step:
    """`(operand types) -> result type` or `-> (result types)`."""
    operands, results = directive.operand_typeable_directive, directive.result_typeable_directive

    def step(parser: MLIRParser, pos: int, state: ParsingState) -> int:
        start = _SKIP.match(parser._text, pos).end()
        found = None
        if parser._text.startswith("(", start):
            found = parser._known_function_type_at(start)
        if found is None:
            return -1
        end, function_type = found
        try:
            operands.set_types(state, function_type.inputs.data)
            results.set_types(state, function_type.outputs.data)
        except VerifyException:
            return -1  # xDSL's error
        return end

    return step


def _attribute_step(directive: AttributeVariable) -> _Step:
    def step(parser: MLIRParser, pos: int, state: ParsingState) -> int:
        found = parser._known_attribute_at(pos)
        if found is None:
            return -1
        directive.set(state, found[1])
        return found[0]

    return step


def _delegate(directive: FormatDirective, optional: bool = False) -> _Step:
    """xDSL parses this directive, at the position reached."""

    def step(parser: MLIRParser, pos: int, state: ParsingState) -> int:
        parser._resume_from(pos)
        if optional:
            directive.parse_optional(parser, state)
        else:
            directive.parse(parser, state)
        return parser.pos

    return step


def _fast_step(directive: FormatDirective) -> _Step | None:
    """The text-reading step of a directive, where there is one."""
    kind = type(directive)
    if kind is PunctuationDirective:
        return _literal_step(directive.punctuation)
    if kind is KeywordDirective:
        return _literal_step(directive.keyword)
    if kind is OperandVariable:
        return _operand_step(directive.index)
    if kind is VariadicOperandVariable:
        return _variadic_operand_step(directive.index)
    if kind is AttrDictDirective:
        return _attr_dict_step(directive)
    if kind is TypeDirective:
        inner = type(directive.inner)
        if inner in (OperandVariable, ResultVariable):
            return _types_step(directive.inner, single=True)
        if inner in (VariadicOperandVariable, VariadicResultVariable):
            return _types_step(directive.inner, single=False)
    if kind is AttributeVariable and not directive.is_optional:
        return _attribute_step(directive)
    if kind is FunctionalTypeDirective:
        return _functional_type_step(directive)
    return None


def _with_fallback(directive: FormatDirective) -> _Step:
    fast = _fast_step(directive)
    slow = _delegate(directive)
    if fast is None:
        return slow

    def step(parser: MLIRParser, pos: int, state: ParsingState) -> int:
        end = fast(parser, pos, state)
        return slow(parser, pos, state) if end < 0 else end

    return step


def _is_blank(directive: FormatDirective) -> bool:
    """Whitespace directives only shape the printed text."""
    return type(directive) is WhitespaceDirective


def _operand_probe(directive: OptionalOperandVariable | VariadicOperandVariable) -> _Step:
    """An optional operand (list): present when a `%` name follows."""
    parse = (
        _operand_step(directive.index)
        if type(directive) is OptionalOperandVariable
        else _variadic_operand_step(directive.index)
    )

    def step(parser: MLIRParser, pos: int, state: ParsingState) -> int:
        if _OPERAND.match(parser._text, pos) is None:
            return -1
        return parse(parser, pos, state)

    return step


def _group_step(group: OptionalGroupDirective) -> _Step:
    """`(first then...)?`: the group is there when its first element is."""
    first = group.then_first
    kind = type(first)
    then_steps = [_with_fallback(d) for d in group.then_elements if not _is_blank(d)]
    else_steps = [_with_fallback(d) for d in group.else_elements if not _is_blank(d)]
    probe = None
    if kind in (PunctuationDirective, KeywordDirective):
        probe = _fast_step(first)
    elif kind in (OptionalOperandVariable, VariadicOperandVariable):
        probe = _operand_probe(first)
    slow_first = _delegate(first, optional=True)

    def step(parser: MLIRParser, pos: int, state: ParsingState) -> int:
        if probe is not None:
            end = probe(parser, pos, state)
            if end < 0:
                present = False
                end = pos
            else:
                present = True
        else:
            start = _SKIP.match(parser._text, pos).end()
            end = slow_first(parser, pos, state)
            present = end != start
        if present:
            for then in then_steps:
                end = then(parser, end, state)
            for element in group.else_elements:
                element.set_empty(state)
        else:
            for element in group.then_elements:
                element.set_empty(state)
            first.set_empty(state)
            for other in else_steps:
                end = other(parser, end, state)
        return end

    return step


def compile_format(program: FormatProgram) -> list[_Step]:
    steps = []
    for directive in program.stmts:
        if type(directive) is OptionalGroupDirective:
            steps.append(_group_step(directive))
        elif not _is_blank(directive):
            steps.append(_with_fallback(directive))
    return steps


def _resolution_key(op_type: type, state: ParsingState) -> tuple[tuple, list[Attribute]]:
    """What the constraints of an op's format see, by identity, and the attributes named."""
    key: list = [op_type]
    key += [-1 if operands is None else len(operands) for operands in state.operands]
    named: list[Attribute] = []
    for groups in (state.operand_types, state.result_types):
        for types in groups:
            if types is None:
                key.append(None)
            else:
                key.append(len(types))
                named += types
    for attributes in (state.attributes, state.properties):
        key.append(len(attributes))
        for name, attr in attributes.items():
            key.append(name)
            named.append(attr)
    key += map(id, named)
    return tuple(key), named


def _unchecked(kind: type[Attribute], **fields: object) -> Attribute:
    """An attribute of ``kind`` with these fields, built without its verifier: for the
    callers that know each field is of the right kind (xDSL's constructor checks each one,
    which costs more than the parse that found them)."""
    attr = kind.__new__(kind)
    # the fields straight into the instance's dictionary, in one call: what
    # object.__setattr__ does for each (no attribute class defines a descriptor for them)
    attr.__dict__.update(fields)
    return attr


# for the read_text hooks of dialect types and attributes (see MLIRParser._dialect_value_at)
build_unchecked = _unchecked


def tensor_like(tensor: TensorType, element: Attribute) -> TensorType:
    """For the read_text hooks of op classes: ``tensor`` (a tensor type read from the text)
    with another element type (a type), built without checks: a tensor type checks no more
    than the kinds of its parameters."""
    return _unchecked(
        TensorType, shape=tensor.shape, element_type=element, encoding=tensor.encoding
    )


# FileLineColLoc without its checks, as source_loc builds one per op without `loc(...)`
_new_file_line_col = partial(FileLineColLoc.__new__, FileLineColLoc)
_new_name_loc = partial(NameLoc.__new__, NameLoc)
_new_int_attr = partial(IntAttr.__new__, IntAttr)
_new_string_attr = partial(StringAttr.__new__, StringAttr)
_new_call_site_loc = partial(CallSiteLoc.__new__, CallSiteLoc)
_set_field = object.__setattr__


def _format_program(parse: Callable) -> FormatProgram | None:
    """The FormatProgram that xDSL's generated ``parse`` of an op runs."""
    for cell in getattr(parse, "__closure__", None) or ():
        if isinstance(cell.cell_contents, FormatProgram):
            return cell.cell_contents
    return None


def _build_op(
    op_type: type[IRDLOperation],
    state: ParsingState,
    operands: list[list[SSAValue]],
    result_types: Sequence[Sequence[Attribute]],
) -> Operation:
    """The op, built as IRDLOperation.build builds it, without re-checking what the format
    already fixed (each operand and result group is a sequence of the right kind)."""
    segments = _segment_options(op_type)
    if segments is None:
        return op_type.build(
            result_types=result_types,
            operands=operands,
            attributes=state.attributes,
            properties=state.properties,
            regions=state.regions,
            successors=state.successors,
        )
    properties = dict(state.properties)
    attributes = dict(state.attributes)
    for option in segments:
        groups = operands if isinstance(option, AttrSizedOperandSegments) else result_types
        container = properties if option.as_property else attributes
        container[option.attribute_name] = _segment_sizes(list(map(len, groups)))
    return _new_op(
        op_type,
        [value for group in operands for value in group],
        [type_ for types in result_types for type_ in types],
        properties,
        attributes,
    )


def _new_op(
    op_type: type[Operation],
    operands: Sequence[SSAValue],
    result_types: Sequence[Attribute],
    properties: dict[str, Attribute],
    attributes: dict[str, Attribute],
    regions: Sequence[Region] = (),
) -> Operation:
    """An op without successors, as ``Operation.__init__`` builds it, its dictionaries
    and ``regions`` (detached) taken over (the caller's own), its location unknown.

    Operation.__init__ goes through the operand and successor setters (each detaching the
    uses of a previous value list the new op does not have) and then fills the class's
    default properties and attributes: on a parse that is a third of the op's cost."""
    op = _object_new(op_type)
    operands = SSAValues(operands) if operands else _NO_VALUES
    if operands:
        uses = []
        for index, value in enumerate(operands):
            # (SSAValue.add_use, without the call)
            first = value.first_use
            use = Use(op, index, None, first)
            if first is not None:
                first._prev_use = use
            value.first_use = use
            uses.append(use)
        op._operand_uses = tuple(uses)
    op._operands = operands
    # (most ops have no result or one: built without the iterators, which cost as much as
    # the result; an empty tuple is shared)
    if not result_types:
        op.results = _NO_VALUES
    elif len(result_types) == 1:
        op.results = SSAValues((OpResult(result_types[0], op, 0),))
    else:
        op.results = SSAValues(map(OpResult, result_types, repeat(op), count()))
    default_properties, default_attributes = _OP_DEFAULTS[op_type]
    for name, default in default_properties:
        properties.setdefault(name, default)
    for name, default in default_attributes:
        attributes.setdefault(name, default)
    op.properties = properties
    op.attributes = attributes
    op.location = _UNKNOWN_LOC
    if regions:
        op.regions = tuple(regions)
        for region in regions:
            region.parent = op
    return op


_object_new = object.__new__
_NO_VALUES: SSAValues = SSAValues()
_TYPE_OF = attrgetter("_type")  # (SSAValue.type's field)
# for the read_text hooks of op classes (see MLIRParser._parse_custom_operation): an op
# built directly, and an operand `%name` or `%name#1` (blanks before it), read at a position
# of the text: its group 1 is the whole operand, for MLIRParser.value_of
new_op = _new_op
operand_at = _OPERAND.match
SSA_NAME = _SSA_NAME


def operands_until(text: str, pos: int, close: str) -> tuple[list[re.Match], int] | None:
    """For the read_text hooks of op classes: operands (``operand_at``) separated by commas,
    possibly none, up to ``close``, and the position after ``close``; None for anything
    else."""
    operands: list[re.Match] = []
    if text.startswith(close, pos):
        return operands, pos + len(close)
    while True:
        found = _OPERAND.match(text, pos)
        if found is None:
            return None
        operands.append(found)
        pos = found.end()
        if text.startswith(close, pos):
            return operands, pos + len(close)
        if not text.startswith(",", pos):
            return None
        pos += 1


def indexed_operand_at(text: str, pos: int) -> tuple[re.Match, list[re.Match], int] | None:
    """For the read_text hooks of op classes: `%desc[%a, %b]` at ``pos`` (blanks before
    it): the operand (``operand_at``), the operands in brackets (possibly none) and where
    the `]` ends; None for anything else."""
    base = _OPERAND.match(text, pos)
    if base is None or not text.startswith("[", base.end()):
        return None
    found = operands_until(text, base.end() + 1, "]")
    return None if found is None else (base, *found)


@functools.cache
def _defaults(op_type: type[Operation], kind: str) -> tuple[tuple[str, Attribute], ...]:
    """The default values IRDLOperation.__post_init__ fills in for the properties (or
    attributes) a new op of ``op_type`` lacks (once per class: code, not input)."""
    if not issubclass(op_type, IRDLOperation):
        return ()
    defs = getattr(op_type.get_irdl_definition(), kind)
    return tuple(
        (name, found.default_value)
        for name, found in defs.items()
        if not isinstance(found, OptionalDef) and found.default_value is not None
    )


class _OpDefaults(dict[type, tuple]):
    """Op class -> its default (properties, attributes), as _defaults finds them (once per
    class: code, not input): one lookup per op built."""

    def __missing__(self, op_type: type[Operation]) -> tuple:
        found = (_defaults(op_type, "properties"), _defaults(op_type, "attributes"))
        self[op_type] = found
        return found


_OP_DEFAULTS = _OpDefaults()

# a dictionary's entries: (name, value, where the value starts, where it ends)
_Entries = list[tuple[str, Attribute, int, int]]
_ALIAS_REF = re.compile(r"[#!][A-Za-z_][\w$.-]*")
_ALIAS_LINE = re.compile(r"[#!][A-Za-z_][\w$.-]*[ \t]*=[ \t]*(?P<value>[^\n]*)")
# `loc(#alias)`, `loc("name")`, `loc("name"(#alias))` and `loc("file":line:col)`
# One step of a location as libtriton prints it (see MLIRParser._location_at): `unknown`,
# an alias, a string literal without escapes (a file name with `:line:col`, or a name),
# or the start of a call site. Line and column numbers are bounded (nine digits: under
# 2**32, MLIR's limit): longer ones go to _parse_location, which checks the range.
_LOCATION_PART = re.compile(
    r"unknown(?![\w$.])|(#[A-Za-z_][\w$.-]*)(?![\w$.-])"
    r'|"([^"\\\n]*)"(?::([0-9]{1,9}):([0-9]{1,9})|\((#[A-Za-z_][\w$.-]*)\))?|callsite\('
)
_ARGUMENT_COLON = re.compile(r"[ \t]*:[ \t]*")
# after an argument's type: its location, `loc("name"(#alias))` (groups 1, 2) or
# `loc(#alias)` (group 3), if any, then `, ` or `)` (group 4)
_ARGUMENT_TAIL = re.compile(
    r'(?: loc\((?:"([^"\\\n]*)"\((#[A-Za-z_][\w$.-]*)\)|(#[A-Za-z_][\w$.-]*))\))?(, |\))'
)
_STATIC_DIMS = re.compile(r"(?:[0-9]+x)+")
# the static dimensions of a tensor type: `tensor<128x64x` (`tensor<` alone for rank 0)
_TENSOR_DIMS = re.compile(r"tensor<((?:[0-9]+x)*)")
# most tensor types: static dimensions, a builtin element type and an alias or no encoding
# (`tensor<128x64xf16, #blocked>`): the dimensions, the element type, the alias
_PLAIN_TENSOR = re.compile(
    r"tensor<((?:[0-9]+x)*)([a-z][a-z0-9]*)(?:, (#[A-Za-z_][\w$.-]*))?>", re.A
)
_ALIAS_NAME = re.compile(r"#[A-Za-z_][\w$.-]*")
# a dialect attribute's or type's name, as the lexer reads it: `#ttg.blocked`, `!tt.ptr`
_DIALECT_NAME = re.compile(r"[#!]([A-Za-z_][\w$]*\.[\w$.-]*)", re.A)
# a location that names an alias, as libtriton prints most ops' locations: `loc(#loc12)`
_LOC_ALIAS_USE = re.compile(r"loc\((#[A-Za-z_][\w$.-]*)\)")
# an alias or dialect attribute as the first thing inside `loc(`
_HASH_AFTER_BLANKS = re.compile(r"\s*#")
# the same after an op, past the blank before it
_LOC_ALIAS_AFTER = re.compile(
    r"[ \t]*loc\((#[A-Za-z_][\w$.-]*)\)(?:" + _NEXT_OP.pattern + "(?P<next>))?"
)
# the start of a location alias's definition as MLIR prints it: `#loc12 = loc(`
_LOC_ALIAS = re.compile(r"(#[A-Za-z_][\w$.-]*) = loc\(")
# xDSL's location classes (exact types: an isinstance check of these ABCs costs more)
_LOCATION_TYPES = frozenset((UnknownLoc, FileLineColLoc, CallSiteLoc, NameLoc, FusedLoc))
_UNKNOWN_LOC = UnknownLoc()
_NO_ATTR = NoneAttr()
_BLANK = re.compile(r"(?:\s++|//[^\n]*+)*+")  # possessive: a long blank run in one step
# what _SKIP may skip from (and the end of the text, ""): anything else starts no blank
_BLANK_FIRSTS = " \t\n\r\0/"


@functools.cache
def _segment_options(op_type: type[IRDLOperation]) -> tuple[AttrSizedSegments, ...] | None:
    """The segment-size options of an op class that _build_op builds directly (once per
    class: code, not input); None for a class it leaves to IRDLOperation.build (regions,
    successors, or segment options of other kinds)."""
    op_def = op_type.get_irdl_definition()
    if (
        op_def.regions
        or op_def.successors
        or any(
            isinstance(option, AttrSizedSegments | SameVariadicSize)
            and not isinstance(option, AttrSizedOperandSegments | AttrSizedResultSegments)
            for option in op_def.options
        )
    ):
        return None
    return tuple(option for option in op_def.options if isinstance(option, AttrSizedSegments))


@functools.cache
def compiled_format(op_type: type) -> tuple[FormatProgram, list[_Step]] | None:
    """The declarative format of ``op_type`` and its compiled steps, where its custom form is
    that format. Compiled once per op class and process (like the printer's compiled
    formats): the steps are code derived from the class, not from any input text, so every
    parse shares them, however cold its cache."""
    parse = getattr(op_type, "parse", None)
    if getattr(parse, "__name__", None) != "parse_with_format":
        return None
    program = _format_program(parse)
    return None if program is None else (program, compile_format(program))


# -- declarative formats, generated: one straight-line function per op class ---------------
#
# For the formats whose every directive reads plain text (operands, punctuation, keywords,
# types, plain attribute dictionaries, attributes, optional groups probed by a literal or an
# operand), the whole op is read by one function generated from the class's format (once
# per class and process: the source is derived from the class alone), the constraint
# checks of xDSL's FormatProgram.resolve_constraint_variables run inline in its order, and
# the op is built directly. The function returns None, having consumed nothing, wherever
# the text or the op is not the usual case (a type spelled in a way only xDSL reads, an
# unknown or forward-referenced operand, a failed constraint, any error): the compiled
# steps then read the op again, and xDSL reports any error exactly where it reports it.

_Generated = Callable[["MLIRParser", str, int], "tuple[Operation, int, list[int]] | None"]


class _Unsupported(Exception):
    """A directive the generated parser does not read."""


class _FormatGenerator:
    def __init__(self, op_type: type[IRDLOperation], program: FormatProgram):
        self.op_type = op_type
        self.program = program
        self.op_def = op_type.get_irdl_definition()
        self.lines: list[str] = []
        self.names: dict[str, object] = {
            "_OPERAND": _OPERAND.match,
            "_SKIP": _SKIP.match,
            # (and "", the end of the text)
            "_NO_DICT_AFTER": _BLANK_FIRSTS + "{",
            "_COMMA": re.compile(_WS + ",").match,
            "_new_op": _new_op,
            "_Context": VerificationContext,
            "_OP": op_type,
        }

    def const(self, value: object) -> str:
        name = f"_k{len(self.names)}"
        self.names[name] = value
        return name

    def emit(self, line: str, depth: int) -> None:
        self.lines.append("    " * depth + line)

    def block(self, lines: str, depth: int) -> None:
        for line in textwrap.dedent(lines).strip("\n").splitlines():
            self.emit(line, depth)

    def build(self) -> _Generated:
        segments = _segment_options(self.op_type)
        if segments is None:
            raise _Unsupported
        for stmt in self.program.stmts:
            self.directive(stmt, 1)
        self.resolve(segments)
        name = self.op_type.__name__
        head = [f"o{i} = None" for i in range(len(self.op_def.operands))] + [
            f"ot{i} = None" for i in range(len(self.op_def.operands))
        ]
        head += [f"rt{i} = None" for i in range(len(self.op_def.results))]
        head += ["attributes = {}", "properties = {}"]
        body = "\n".join(["    " + line for line in head] + self.lines)
        source = f"def parse_{name}(parser, text, pos):\n{body}\n"
        return define(source, f"parse_{name}", self.names, f"<format parser of {name}>")

    # -- reading the text ----------------------------------------------------------------

    def directive(self, directive: FormatDirective, depth: int) -> None:
        kind = type(directive)
        if kind is WhitespaceDirective:
            return
        if kind is PunctuationDirective or kind is KeywordDirective:
            literal = directive.punctuation if kind is PunctuationDirective else directive.keyword
            self.literal(literal, depth)
        elif kind is OperandVariable:
            self.operand(directive.index, depth)
        elif kind is VariadicOperandVariable:
            self.operands(directive.index, depth)
        elif kind is AttrDictDirective and not directive.with_keyword:
            self.attr_dict(directive, depth)
        elif kind is TypeDirective:
            self.types(directive.inner, depth)
        elif isinstance(directive, AttributeVariable):
            self.attribute(directive, depth)
        elif kind is OptionalOperandVariable:
            self.emit("m = _OPERAND(text, pos)", depth)
            self.emit(f"o{directive.index} = ()", depth)
            self.emit("if m is not None:", depth)
            self.emit(f"o{directive.index} = (m,)", depth + 1)
            self.emit("pos = m.end()", depth + 1)
        elif kind is OptionalGroupDirective:
            self.group(directive, depth)
        elif kind is FunctionalTypeDirective:
            self.functional_type(directive, depth)
        elif _reads_itself(directive):
            self.custom(directive, depth)
        else:
            raise _Unsupported

    def literal(self, literal: str, depth: int) -> None:
        bound = r"(?![\w$.])" if literal[0].isalpha() else ""
        match = self.const(re.compile(_WS + re.escape(literal) + bound).match)
        self.emit(f"m = {match}(text, pos)", depth)
        self.emit("if m is None: return None", depth)
        self.emit("pos = m.end()", depth)

    def operand(self, index: int, depth: int) -> None:
        self.emit("m = _OPERAND(text, pos)", depth)
        self.emit("if m is None: return None", depth)
        self.emit(f"o{index} = (m,)", depth)
        self.emit("pos = m.end()", depth)

    def operands(self, index: int, depth: int) -> None:
        # as _variadic_operand_step: names separated by commas, possibly none
        self.block(
            f"""
            o{index} = []
            m = _OPERAND(text, pos)
            while m is not None:
                o{index}.append(m)
                pos = m.end()
                c = _COMMA(text, pos)
                if c is None: break
                m = _OPERAND(text, c.end())
                if m is None: return None
            """,
            depth,
        )

    def attr_dict(self, directive: AttrDictDirective, depth: int) -> None:
        reserved = self.const(frozenset(directive.reserved_attr_names))
        expected = self.const(frozenset(directive.expected_properties))
        self.block(
            f"""
            if text[pos : pos + 1] == " " and text[pos + 1 : pos + 2] not in _NO_DICT_AFTER:
                pos += 1  # (what _SKIP skips: one space before no blank, comment or `{{`)
            else:
                pos = _SKIP(text, pos).end()
            if text[pos : pos + 1] == "{{":
                found = parser._attr_dict_at(pos)
                if found is None: return None
                pos, found = found
                if not {reserved}.isdisjoint(found): return None
                found = dict(found)
                for name in {expected} & found.keys():
                    properties[name] = found.pop(name)
                attributes.update(found)
            """,
            depth,
        )

    def types(self, inner: Directive, depth: int) -> None:
        kind = type(inner)
        if kind in (OperandVariable, OptionalOperandVariable, VariadicOperandVariable):
            target = f"ot{inner.index}"
        elif kind in (ResultVariable, VariadicResultVariable):
            target = f"rt{inner.index}"
        else:
            raise _Unsupported
        if kind in (OperandVariable, ResultVariable):
            # spelled for the first time: read by xDSL's parser (its errors: see above)
            self.known_or_parsed("parser._known_type_at(pos)", "parser.parse_type()", depth)
            self.emit(f"{target} = (found,)", depth)
            return
        if kind is OptionalOperandVariable:
            raise _Unsupported
        # a comma-separated list, possibly empty, of types each read before
        self.block(
            f"""
            {target} = []
            while True:
                found = parser._known_type_at(pos)
                if found is None: return None
                pos, found = found
                {target}.append(found)
                c = _COMMA(text, pos)
                if c is None: break
                pos = c.end()
            {target} = tuple({target})
            """,
            depth,
        )

    def functional_type(self, directive: FunctionalTypeDirective, depth: int) -> None:
        # `(types) -> type` or `-> (types)`, each type read before (as _functional_type_step)
        self.block(
            """
            pos = _SKIP(text, pos).end()
            if not text.startswith("(", pos): return None
            found = parser._known_function_type_at(pos)
            if found is None: return None
            pos, found = found
            """,
            depth,
        )
        self.spread("found.inputs.data", directive.operand_typeable_directive, depth)
        self.spread("found.outputs.data", directive.result_typeable_directive, depth)

    def spread(self, types: str, typeable: Directive, depth: int) -> None:
        """The types of a functional type given to the variables ``typeable`` names, as
        its set_types distributes them (a count it would reject: return None, for its
        error)."""
        kind = type(typeable)
        if kind is OperandsDirective or kind is ResultsDirective:
            is_operands = kind is OperandsDirective
            defs = self.op_def.operands if is_operands else self.op_def.results
            prefix = "ot" if is_operands else "rt"
            variadic = [i for i, (_, d) in enumerate(defs) if isinstance(d, VariadicDef)]
            count = len(defs)
            if not variadic:
                self.emit(f"if len({types}) != {count}: return None", depth)
                for i in range(count):
                    self.emit(f"{prefix}{i} = ({types}[{i}],)", depth)
                return
            if len(variadic) > 1:
                raise _Unsupported
            (k,) = variadic
            after = count - 1 - k
            self.emit(f"t = {types}", depth)
            self.emit(f"if len(t) < {count - 1}: return None", depth)
            if isinstance(defs[k][1], OptionalDef):
                self.emit(f"if len(t) > {count}: return None", depth)
            for i in range(k):
                self.emit(f"{prefix}{i} = (t[{i}],)", depth)
            self.emit(f"{prefix}{k} = tuple(t[{k}:len(t) - {after}])", depth)
            for i in range(k + 1, count):
                self.emit(f"{prefix}{i} = (t[len(t) - {count - i}],)", depth)
            return
        if kind is OperandVariable or kind is ResultVariable:
            prefix = "ot" if kind is OperandVariable else "rt"
            self.emit(f"if len({types}) != 1: return None", depth)
            self.emit(f"{prefix}{typeable.index} = tuple({types})", depth)
        elif kind is VariadicOperandVariable or kind is VariadicResultVariable:
            prefix = "ot" if kind is VariadicOperandVariable else "rt"
            self.emit(f"{prefix}{typeable.index} = tuple({types})", depth)
        else:
            raise _Unsupported

    def custom(self, directive: FormatDirective, depth: int) -> None:
        """A custom directive of one attribute that reads itself (see _reads_itself)."""
        variable = directive.attr
        target = "properties" if variable.is_property else "attributes"
        self.block(
            f"""
            pos = _SKIP(text, pos).end()
            found = {self.const(directive.read_text)}(text, pos)
            if found is None: return None
            pos, found = found
            if found is not None: {target}[{variable.name!r}] = found
            """,
            depth,
        )

    def element_check(self, types: str, element: AttrConstraint) -> None:
        """``element.verify`` of the one type in ``types`` (when it is given)."""
        if type(element) is AnyAttr:
            return
        if type(element) is BaseAttr:
            kind = self.const(element.attr)
            self.emit(f"if {types} is not None and type({types}[0]) is not {kind} and (", 2)
            self.emit(f"    not isinstance({types}[0], {kind})", 2)
            self.emit("):", 2)
            self.emit("return None", 3)
            return
        quick = self.accepts(element, f"{types}[0]")
        unless = "" if quick is None else f" and not {quick}"
        verify = f"{self.const(element)}.verify({types}[0], ctx)"
        self.checked(f"{types} is not None{unless}", verify)

    def checked(self, condition: str, statement: str) -> None:
        """``statement`` (which uses the constraint context ``ctx``) where ``condition``
        holds, the context made first where none is yet."""
        self.emit(f"if {condition}:", 2)
        self.emit("if ctx is None: ctx = _Context()", 3)
        self.emit(statement, 3)

    def accepts(self, constr: AttrConstraint, value: str) -> str | None:
        """An expression true only where ``constr.verify`` of ``value`` (an expression)
        passes without setting a constraint variable, checked without calls (the exact
        class, parameters by identity or equality); None where ``constr`` is of no such
        form (its verify then runs every time)."""
        kind = type(constr)
        if kind is AnyAttr:
            return "True"
        if kind is BaseAttr:
            return f"(type({value}) is {self.const(constr.attr)})"
        if kind is EqAttrConstraint:
            attr = self.const(constr.attr)
            if _plain_data(constr.attr):  # (its __eq__ compares the class and data only)
                data = self.const(constr.attr.data)
                return (
                    f"({value} is {attr} or type({value}) is {self.const(type(constr.attr))}"
                    f" and {value}.data == {data})"
                )
            return f"({value} is {attr} or {value} == {attr})"
        if kind is AnyOf and not constr.variables():  # (as its verify: by the exact class)
            parts = []
            for base, inner in constr._based_constrs.items():
                quick = self.accepts(inner, value)
                if quick is None:
                    return None
                parts.append(f"type({value}) is {self.const(base)} and {quick}")
            return "(" + " or ".join(parts) + ")" if parts else None
        if kind is not ParamAttrConstraint:
            return None
        names = [name for name, _ in constr.base_attr.get_irdl_definition().parameters]
        if len(names) != len(constr.param_constrs):
            return None
        parts = [f"type({value}) is {self.const(constr.base_attr)}"]
        for name, inner in zip(names, constr.param_constrs, strict=True):
            if not name.isidentifier() or keyword.iskeyword(name):
                return None
            quick = self.accepts(inner, f"{value}.{name}")
            if quick is None:
                return None
            if quick != "True":
                parts.append(quick)
        return "(" + " and ".join(parts) + ")"

    def known_or_parsed(self, known: str, parse: str, depth: int) -> None:
        """``found`` = what ``known`` (a fast read: (end, value) or None) finds, else what
        xDSL's ``parse`` reads at the same place."""
        self.emit(f"found = {known}", depth)
        self.emit("if found is None:", depth)
        self.emit("parser._resume_from(pos)", depth + 1)
        self.emit(f"found = {parse}", depth + 1)
        self.emit("pos = parser.pos", depth + 1)
        self.emit("else:", depth)
        self.emit("pos, found = found", depth + 1)

    def attribute(self, directive: AttributeVariable, depth: int) -> None:
        target = "properties" if directive.is_property else "attributes"
        if type(directive) is OptionalUnitAttrVariable:
            # (in an optional group, after its keyword: present, a unit attribute)
            self.emit(f"{target}[{directive.name!r}] = {self.const(UnitAttr())}", depth)
            return
        if type(directive) is AttributeVariable and not directive.is_optional:
            known = "parser._known_attribute_at(pos)"
            self.known_or_parsed(known, "parser.parse_attribute()", depth)
            self.emit(f"{target}[{directive.name!r}] = found", depth)
            return
        # read by the directive itself, as FormatProgram.parse reads it
        self.emit("parser._resume_from(pos)", depth)
        self.emit(f"found = {self.const(directive)}.parse_attr(parser)", depth)
        self.emit("pos = parser.pos", depth)
        self.emit(f"if found is not None: {target}[{directive.name!r}] = found", depth)

    def group(self, group: OptionalGroupDirective, depth: int) -> None:
        if group.else_elements:
            raise _Unsupported
        first = group.then_first
        kind = type(first)
        if kind is PunctuationDirective or kind is KeywordDirective:
            literal = first.punctuation if kind is PunctuationDirective else first.keyword
            bound = r"(?![\w$.])" if literal[0].isalpha() else ""
            probe = self.const(re.compile(_WS + re.escape(literal) + bound).match)
            self.emit(f"if {probe}(text, pos) is not None:", depth)
        elif kind in (OptionalOperandVariable, VariadicOperandVariable):
            self.emit("if _OPERAND(text, pos) is not None:", depth)
        else:
            raise _Unsupported
        # present: the group read as a whole, or (a directive not read here) given back
        saved = len(self.lines)
        try:
            if kind is OptionalOperandVariable:
                self.operand(first.index, depth + 1)
            elif kind is VariadicOperandVariable:
                self.operands(first.index, depth + 1)
            else:
                self.directive(first, depth + 1)
            for element in group.then_elements:
                self.directive(element, depth + 1)
        except _Unsupported:
            del self.lines[saved:]
            self.emit("return None", depth + 1)
        # absent: its variables empty, as xDSL's set_empty leaves them
        empties = [first, *group.then_elements]
        lines = []
        for element in empties:
            element_kind = type(element)
            if element_kind in (OptionalOperandVariable, VariadicOperandVariable):
                lines.append(f"o{element.index} = ()")
            elif element_kind is TypeDirective:
                inner = element.inner
                inner_kind = type(inner)
                if inner_kind in (OptionalOperandVariable, VariadicOperandVariable):
                    lines.append(f"ot{inner.index} = ()")
                elif inner_kind is VariadicResultVariable:
                    lines.append(f"rt{inner.index} = ()")
                else:
                    raise _Unsupported
            elif not _reads_itself(element) and element_kind not in (
                PunctuationDirective,
                KeywordDirective,
                WhitespaceDirective,
                AttributeVariable,
                OptionalUnitAttrVariable,
                UniqueBaseAttributeVariable,
                TypedAttributeVariable,
            ):
                raise _Unsupported
        if lines:
            self.emit("else:", depth)
            for line in lines:
                self.emit(line, depth + 1)

    # -- constraints, operands and the op ---------------------------------------------------

    def resolve(self, segments: tuple[AttrSizedSegments, ...]) -> None:
        """resolve_constraint_variables, resolve_operand_types and resolve_result_types of
        xDSL's FormatProgram, in their order, for this class; then the operands looked up
        and the op built (as _build_op)."""
        op_def = self.op_def
        every_operand = "".join(f"o{i}, " for i in range(len(op_def.operands)))
        self.emit(f"if None in ({every_operand}): return None", 1)
        self.emit("ctx = None  # (made where a constraint needs it)", 1)
        self.emit("try:", 1)
        self.emit("pass", 2)
        lines, names = len(self.lines), dict(self.names)
        try:
            self.constraints(local=True)
        except _Unsupported:
            del self.lines[lines:]
            self.names = names
            self.constraints(local=False)
        self.emit("except Exception:", 1)
        self.emit("return None  # the steps read it again, for xDSL's error", 2)
        self.build_op(segments)

    def constraints(self, local: bool) -> None:
        """The constraint checks and inferences of resolve, in its order: each through the
        constraint's verify or infer (a quick check first where accepts has one) and a
        shared constraint context; with ``local``, each constraint variable (`T` of
        arith.constant's value and result) is kept in a local of the generated function
        instead, and a constraint naming one is checked inline (bind). _Unsupported (with
        ``local``) where the op has no variable or one is named by a constraint of another
        form: the variables are never split between locals and a context."""
        op_def = self.op_def
        self.variables: dict[str, str] = {}
        start = len(self.lines)
        defs = {"ot": op_def.operands, "rt": op_def.results}
        # (a single operand or result: its range of one checked and inferred as its one
        # element's, as RangeLengthConstraint and RangeOf would)
        singles = {prefix: [_single_element(d) for _, d in defs[prefix]] for prefix in defs}
        for prefix in ("ot", "rt"):
            for i, (_, definition) in enumerate(defs[prefix]):
                element = singles[prefix][i]
                if element is None:
                    if local and definition.constr.variables():
                        raise _Unsupported
                    constr = self.const(definition.constr)
                    if prefix == "ot":
                        self.checked("True", f"{constr}.verify_length(len(o{i}), ctx)")
                    self.checked(f"{prefix}{i} is not None", f"{constr}.verify({prefix}{i}, ctx)")
                elif local and element.variables():
                    self.emit(f"if {prefix}{i} is not None:", 2)
                    self.bind(element, f"{prefix}{i}[0]", 3)
                else:
                    self.element_check(f"{prefix}{i}", element)
        for container, attr_defs in (
            ("properties", op_def.properties),
            ("attributes", op_def.attributes),
        ):
            for name, attr_def in attr_defs.items():
                # (an optional one too, where written: MLIR checks every attribute of the
                # attr-dict as it reads it, where xDSL's resolve leaves those to the
                # verifier; one of the wrong kind gets its error from the steps)
                default = self.const(attr_def.default_value)
                self.emit(f"a = {container}.get({name!r}, {default})", 2)
                if local and attr_def.constr.variables():
                    self.emit("if a is not None:", 2)
                    self.bind(attr_def.constr, "a", 3)
                    continue
                quick = self.accepts(attr_def.constr, "a")
                unless = "" if quick is None else f" and not {quick}"
                verify = f"{self.const(attr_def.constr)}.verify(a, ctx)"
                self.checked(f"a is not None{unless}", verify)
        for prefix in ("ot", "rt"):
            for i, (_, definition) in enumerate(defs[prefix]):
                element = singles[prefix][i]
                if element is None:
                    length = f"len(o{i})" if prefix == "ot" else "None"
                    infer = f"{self.const(definition.constr)}.infer(ctx, length={length})"
                elif local and type(element) is VarConstraint:
                    var = self.variable(element.name)
                    self.emit(f"if {prefix}{i} is None:", 2)
                    self.emit(f"if {var} is None: return None", 3)
                    self.emit(f"{prefix}{i} = ({var},)", 3)
                    continue
                elif local and element.variables():
                    raise _Unsupported
                else:
                    infer = f"({self.const(element)}.infer(ctx),)"
                self.checked(f"{prefix}{i} is None", f"{prefix}{i} = {infer}")
        if local and not self.variables:
            raise _Unsupported  # (no variable: the checks without locals are the same)
        self.lines[start:start] = [f"        {var} = None" for var in self.variables.values()]

    def variable(self, name: str) -> str:
        """The local that holds constraint variable ``name`` (None while unset)."""
        return self.variables.setdefault(name, f"v{len(self.variables)}")

    def bind(self, constr: AttrConstraint, value: str, depth: int) -> None:
        """Statements that return None unless ``constr`` holds for ``value`` (an
        expression), its variables checked against, or set into, their locals (see
        local_constraints); where they do not return, ``constr.verify`` passes and sets
        those variables alike. A check they cannot make inline returns None too: the
        compiled steps then read the op with xDSL's checks."""
        kind = type(constr)
        if not constr.variables():
            quick = self.accepts(constr, value)
            if quick is None:  # (a check without variables needs no locals)
                self.emit("if ctx is None: ctx = _Context()", depth)
                self.emit(f"{self.const(constr)}.verify({value}, ctx)", depth)
            elif quick != "True":
                self.emit(f"if not {quick}: return None", depth)
            return
        if kind is VarConstraint:
            if constr.constraint.variables():
                raise _Unsupported
            var = self.variable(constr.name)
            self.emit(f"if {var} is None:", depth)
            self.bind(constr.constraint, value, depth + 1)
            self.emit(f"{var} = {value}", depth + 1)
            self.emit(f"elif {var} is not {value} and {var} != {value}: return None", depth)
        elif kind is AllOf:
            for part in constr.attr_constrs:
                self.bind(part, value, depth)
        elif kind is ParamAttrConstraint:
            names = [name for name, _ in constr.base_attr.get_irdl_definition().parameters]
            if len(names) != len(constr.param_constrs) or not all(
                name.isidentifier() and not keyword.iskeyword(name) for name in names
            ):
                raise _Unsupported
            self.emit(f"if type({value}) is not {self.const(constr.base_attr)}: return None", depth)
            for name, inner in zip(names, constr.param_constrs, strict=True):
                self.bind(inner, f"{value}.{name}", depth)
        elif kind is AnyOf and constr._based_constrs:  # (as its verify: by the exact class)
            keyword_ = "if"
            for base, inner in constr._based_constrs.items():
                self.emit(f"{keyword_} type({value}) is {self.const(base)}:", depth)
                self.emit("pass", depth + 1)
                self.bind(inner, value, depth + 1)
                keyword_ = "elif"
            self.emit("else: return None", depth)
        else:
            raise _Unsupported

    def build_op(self, segments: tuple[AttrSizedSegments, ...]) -> None:
        """The end of resolve: the operands looked up and the op built (as _build_op)."""
        op_def = self.op_def
        single_operands = [_single_element(d) for _, d in op_def.operands]
        # operands: each a value defined before with the type the format gives it
        self.block("values = parser.ssa_values\noperands = []\npositions = []", 1)
        for i in range(len(op_def.operands)):
            if single_operands[i] is not None:
                self.block(
                    f"""
                    m = o{i}[0]
                    defined = values.get(m[2])
                    index = 0 if m[3] is None else int(m[3])
                    if defined is None or index >= len(defined): return None
                    value = defined[index]
                    t = value._type
                    if t is not ot{i}[0] and t != ot{i}[0]: return None
                    operands.append(value)
                    positions.append(m)
                    """,
                    1,
                )
                continue
            self.block(
                f"""
                if len(o{i}) != len(ot{i}): return None
                for m, t in zip(o{i}, ot{i}):
                    defined = values.get(m[2])
                    index = 0 if m[3] is None else int(m[3])
                    if defined is None or index >= len(defined): return None
                    value = defined[index]
                    found = value._type
                    if found is not t and found != t: return None
                    operands.append(value)
                    positions.append(m)
                """,
                1,
            )
        flat_results = " + ".join(f"list(rt{i})" for i in range(len(op_def.results))) or "[]"
        for option in segments:
            if isinstance(option, AttrSizedOperandSegments):
                sizes = ", ".join(f"len(o{i})" for i in range(len(op_def.operands)))
            else:
                sizes = ", ".join(f"len(rt{i})" for i in range(len(op_def.results)))
            target = "properties" if option.as_property else "attributes"
            dense = self.const(_segment_sizes)
            self.emit(f"{target}[{option.attribute_name!r}] = {dense}([{sizes}])", 1)
        self.emit(f"op = _new_op(_OP, operands, {flat_results}, properties, attributes)", 1)
        self.emit("return op, pos, positions", 1)


def _plain_data(attr: Attribute) -> bool:
    """Whether ``attr`` is a Data attribute of one field, an int, a str or an enum member,
    which equals another exactly where the other is of its class with equal data (the
    dataclass __eq__ that a generated check spares: a Python call per comparison)."""
    return (
        isinstance(attr, Data)
        and dataclasses.is_dataclass(attr)
        and [field.name for field in dataclasses.fields(attr)] == ["data"]
        and (type(attr.data) in (int, str) or isinstance(attr.data, Enum))
    )


def _single_element(definition: object) -> AttrConstraint | None:
    """The constraint of the one type of a single operand or result (its range constraint
    a RangeOf of length 1), which the generated parser reads as a range of one; None for
    anything else."""
    if isinstance(definition, VariadicDef):
        return None
    constr = definition.constr
    if type(constr) is not RangeLengthConstraint or type(constr.constraint) is not RangeOf:
        return None
    length = constr.length
    if type(length) is not EqIntConstraint or length.value != 1:
        return None
    return constr.constraint.constr


def _reads_itself(directive: FormatDirective) -> bool:
    """A custom directive of one attribute variable (``attr``) with a ``read_text(text,
    pos)`` hook, as the enums' directives: from ``pos`` (after blanks), (end, attribute)
    where it reads its text, (pos, None) where it is absent and optional, None where xDSL's
    parse of it must run (for its error)."""
    return (
        isinstance(directive, CustomDirective)
        and isinstance(getattr(directive, "attr", None), AttributeVariable)
        and callable(getattr(directive, "read_text", None))
    )


def _segment_sizes(sizes: list[int]) -> DenseArrayBase:
    """``DenseArrayBase.from_list(i32, sizes)`` of the sizes of an op's operand or result
    groups (small counts, each its own i32), built without the checks and per-element
    steps of from_list (~80 calls for three sizes)."""
    data = _unchecked(BytesAttr, data=struct.pack(f"<{len(sizes)}i", *sizes))
    return _unchecked(DenseArrayBase, elt_type=i32, data=data)


# for the read_text hooks of op classes with operand segments
segment_sizes = _segment_sizes


@functools.cache
def generated_format_parser(op_type: type) -> _Generated | None:
    """The generated parser of ``op_type``'s declarative format (see above), or None where
    the format has a directive it does not read."""
    compiled = compiled_format(op_type)
    if compiled is None:
        return None
    try:
        return _FormatGenerator(op_type, compiled[0]).build()
    except _Unsupported:
        return None


@functools.cache
def _format_entry(op_type: type) -> tuple | None:
    """MLIRParser._compiled_format's entry for ``op_type`` (once per class and process)."""
    compiled = compiled_format(op_type)
    if compiled is None:
        return None
    return (op_type, *compiled, generated_format_parser(op_type), op_type.dialect_name())


@functools.cache
def _reader_entry(op_type: type) -> tuple | None:
    """The ``read_text`` hook of ``op_type`` and its dialect's name, or None where it has
    none (once per class and process)."""
    hook = getattr(op_type, "read_text", None)
    return None if hook is None else (hook, op_type.dialect_name())


class ParseCache:
    """What one parse leaves for the next ones given the same cache: types and alias
    definitions by their text (and the aliases they name), and the constraint resolutions
    of the ops seen.

    xDSL attributes are immutable values, so an attribute parsed from the same text, with
    the same aliases inside, can be shared between modules: each hand-off of a compile
    parses text that mostly repeats the previous one's (layouts, pointer and tensor types).
    Only successful parses are stored, so errors are still reported where
    they occur. The caller owns the cache (one per compile, say); :func:`parse_module`
    without one starts from an empty cache.
    """

    def __init__(self, limit: int = 100_000) -> None:
        self.limit = limit
        # text -> (attribute, the aliases of the parse that read it) for each reading kept
        self.attributes: dict[str, list[tuple[Attribute, dict[str, Attribute]]]] = {}
        self.resolved: dict[tuple, tuple] = {}

    def get(self, text: str, aliases: dict[str, Attribute]) -> Attribute | None:
        """The attribute kept for ``text`` where each alias it names stands for the same
        attribute in ``aliases`` (a parse's) as where it was read (or names no alias in
        either); None where none is kept."""
        entries = self.attributes.get(text)
        if entries is None:
            return None
        names = _ALIAS_REF.findall(text)
        for attr, theirs in entries:
            if theirs is aliases or all(aliases.get(n) is theirs.get(n) for n in names):
                return attr
        return None

    def put(self, text: str, attr: Attribute, aliases: dict[str, Attribute]) -> None:
        """Keep ``attr``, read from ``text`` by a parse whose aliases are ``aliases``.

        The aliases the text names are compared when a later parse looks it up (get):
        most of what a parse keeps, no later parse looks up (a compile often hands off
        once), and most of what a later parse looks up is not kept."""
        entries = self.attributes.get(text)
        if entries is None:
            self.attributes[text] = [(attr, aliases)]
        else:
            entries.append((attr, aliases))

    def trim(self) -> None:
        """Empty the tables that hold ``limit`` entries or more (after each parse)."""
        if len(self.attributes) >= self.limit:
            self.attributes.clear()
        if len(self.resolved) >= self.limit:
            self.resolved.clear()

    def resolution(self, key: tuple) -> tuple | None:
        entry = self.resolved.get(key)
        return None if entry is None else entry[0]

    def put_resolution(self, key: tuple, resolved: tuple, named: list[Attribute]) -> None:
        self.resolved[key] = (resolved, named)


# `%a, %b:2 = ` before an op name (the op is located at its name).
_RESULT_LIST = re.compile(r"(?:%[\w$.-]+(?::\d+)?[ \t]*,[ \t]*)*%[\w$.-]+(?::\d+)?[ \t]*=[ \t]*")
_MAX_DIGITS = 4000
_SHAPED_TYPES = frozenset({"tensor", "memref", "vector"})
_DENSE_TYPE_CONSTRAINT = base(RankedStructure[IntegerType | IndexType | AnyFloat | ComplexType])
_MISSING = object()
_PUNCTUATION_KINDS = {
    kind.value: kind
    for kind in MLIRTokenKind
    if MLIRTokenKind.is_spelling_of_punctuation(kind.value)
}
# A number (or boolean) and its builtin type, up to where the next token starts; or an
# integer without a type (an i64), where a list or dictionary goes on after it.
_NUMBER_ATTR = re.compile(
    r"(?:-?[0-9][\w.+-]*[ \t]*:[ \t]*[a-z][a-z0-9]*|true|false"
    r"|-?[0-9]{1,18}(?=[ \t]*[,\]}>)]))(?![\w$.])"
)
# a type's name: `!dialect.name`, `tensor`, `i32`...
_INTEGER_TYPE = re.compile(r"(s|u|)i([1-9][0-9]{0,3})")
_SIGNEDNESS = {"": Signedness.SIGNLESS, "s": Signedness.SIGNED, "u": Signedness.UNSIGNED}
# xDSL's own instances of the most used builtin types (values, not parsed text)
_FLOAT_TYPES = {"f16": Float16Type, "bf16": BFloat16Type, "f32": Float32Type, "f64": Float64Type}
# builtin types without parameters: one instance each for every parse (as xDSL's own `i32`)
_PREBUILT_TYPES = {
    "i1": i1,
    "i8": i8,
    "i16": i16,
    "i32": i32,
    "i64": i64,
    "index": IndexType(),
    **{spelling: kind() for spelling, kind in _FLOAT_TYPES.items()},
}
# an integer and its (signless) integer type or `index`, exactly spaced; or a boolean
_INTEGER_SPELLING = re.compile(r"(-?[0-9]{1,18}) : (?:i([1-9][0-9]{0,3})|index)|true|false")
# `dense<` an integer or a decimal number `> : ` (a splat), up to its type
_DENSE_SPLAT = re.compile(
    r"dense<(?:(-?[0-9]+)|(-?[0-9]+\.[0-9]*(?:e[+-]?[0-9]+)?)|0x([0-9A-Fa-f]{1,16}))> : "
)
# the name of a dictionary entry, up to its value
_ENTRY_KEY = re.compile(r'(?:([A-Za-z_][\w$.]*)|"([^"\\\n]*)") = ')
_PLAIN_STRING = re.compile(r'"[^"\\\n]*"')
_UNTYPED_INT = re.compile(r"-?[0-9]{1,18}")
# `[1, 2, 4]`: integers without a type (each an i64), as layouts spell their parameters
_INT_LIST = re.compile(r"\[(?:-?[0-9]{1,18}(?:, -?[0-9]{1,18})*)?\]")


# up to the next brace, over plain string literals (a `"` left is one with escapes, or open)
_BRACES = re.compile(r'(?:[^{}"]++|"[^"\\\n]*+")*+([{}"])')


def _brace_end(text: str, pos: int, limit: int = 4096) -> int | None:
    """The end of the `{...}` that starts at ``pos`` (nested braces balanced, string
    literals without escapes skipped), or None when it holds another string literal or runs
    past ``limit`` characters."""
    stop = min(len(text), pos + limit)
    close = text.find("}", pos + 1, stop)
    if close > 0 and text[pos] == "{":
        inside = text[pos + 1 : close]
        if "{" not in inside and '"' not in inside:  # the common case: no nesting, no string
            return close + 1
    depth = 0
    while True:
        found = _BRACES.match(text, pos, stop)
        if found is None or found[1] == '"':
            return None
        pos = found.end()
        depth += 1 if found[1] == "{" else -1
        if depth == 0:
            return pos


# how far _angle_end looks for the end of nested brackets
_ANGLE_LIMIT = 1024
# up to the next angle bracket, or to what a bracket count cannot skip over
_ANGLES = re.compile(r'[^<>"\n]*+([<>"\n])')
# `<...>` nested up to three deep (`!tt.tensordesc<tensor<128x64xf16, #ttg.slice<...>>>`),
# without what a bracket count cannot skip over
_NESTED_ANGLES = re.compile(r'<(?:[^<>"\n]++|<(?:[^<>"\n]++|<[^<>"\n]*+>)*+>)*+>')
# a type's name and its `<...>` when _NESTED_ANGLES ends it
_TYPE_SPELLING = re.compile(
    rf"(![A-Za-z$._][\w$.-]*|[A-Za-z_][\w$.]*)({_NESTED_ANGLES.pattern})?", re.A
)


def _angle_end(text: str, pos: int, limit: int = _ANGLE_LIMIT) -> int | None:
    """The end of the `<...>` that starts at ``pos`` (nested brackets balanced), or None
    when there is none or it holds something a plain bracket count cannot skip over
    (strings, `->`, line breaks)."""
    if pos >= len(text) or text[pos] != "<":
        return None
    close = text.find(">", pos)
    if close > 0:
        inside = text[pos + 1 : close]
        if "<" not in inside:  # the common case: no nested brackets
            bad = '"' in inside or "\n" in inside or text[close - 1] == "-"
            return None if bad else close + 1
    nested = _NESTED_ANGLES.match(text, pos, pos + limit)  # most: one pattern
    if nested is not None:
        end = nested.end()
        return None if "->" in text[pos:end] else end
    depth = 0
    stop = min(len(text), pos + limit)
    while True:
        found = _ANGLES.match(text, pos, stop)
        if found is None or found[1] in '"\n':
            return None
        pos = found.end()
        if found[1] == "<":
            depth += 1
        elif text[pos - 2] == "-":  # `->`
            return None
        else:
            depth -= 1
            if depth == 0:
                return pos


@dataclass
class _Element(Parser._TensorLiteralElement):
    """An element of a `dense<...>` literal, checked against its element type as MLIR checks
    it (a hex integer is the bit pattern of a float for float elements); ``kind``: "hex",
    "decimal", "float" or "bool"; ``pos``: where its number starts (after any minus)."""

    kind: str
    minus: bool
    pos: int

    def to_type(self, parser, type):
        if isinstance(type, AnyFloat):
            if self.kind == "hex":
                if self.minus:
                    parser._raise_at(
                        self.pos, "hexadecimal float literal should not have a leading minus"
                    )
                if int(self.value).bit_length() > type.bitwidth:
                    parser._raise_at(self.pos, "hexadecimal float constant out of range for type")
                return float_from_bits(int(self.value), type)
            if self.kind == "decimal":
                parser._raise_at(
                    self.pos, "unexpected decimal integer literal for a floating point value"
                )
            if self.kind == "bool":
                parser._raise_at(self.pos, "expected floating point literal")
        elif isinstance(type, IntegerType | IndexType):
            if self.kind == "float":
                parser._raise_at(self.pos, "expected integer elements, but parsed floating-point")
            if self.kind == "bool":
                if type != i1:
                    parser._raise_at(self.pos, "expected i1 type for 'true' or 'false' values")
            elif (
                self.minus
                and isinstance(type, IntegerType)
                and (type.signedness.data == Signedness.UNSIGNED)
            ):
                parser._raise_at(
                    self.pos, "expected unsigned integer elements, but parsed negative value"
                )
            elif not _fits(abs(int(self.value)), self.minus, type):
                parser._raise_at(self.pos, "integer constant out of range for type")
        return super().to_type(parser, type)


def _fits(magnitude: int, minus: bool, type: IntegerType | IndexType) -> bool:
    """Whether MLIR's dense literal takes the integer (its magnitude, minus sign) for
    ``type``: its bits fit the width; negated, its sign bit is set (so `-0` is refused);
    unnegated, a signed or index value leaves the sign bit clear."""
    width = 64 if isinstance(type, IndexType) else type.width.data
    if magnitude >> width or (minus and width == 0):
        return False
    if minus:
        return 0 < magnitude <= 1 << (width - 1)
    signed = isinstance(type, IndexType) or type.signedness.data == Signedness.SIGNED
    return not (signed and magnitude >> (width - 1))


def read_without_parameters(
    cls: type[Attribute], parser: MLIRParser, start: int, end: int
) -> Attribute | None:
    """``read_text`` (see MLIRParser._dialect_value_at) of an attribute or type without
    parameters (`#ttg.shared_memory`): the attribute when nothing follows its name."""
    return cls() if start == end else None


def fused_loc(locations: list[Attribute], metadata: Attribute | None = None) -> LocationAttr:
    """MLIR's FusedLoc::get: nested fused locations with the same metadata are flattened,
    unknown locations and duplicates dropped; no location left gives ``unknown`` (or a fusion
    of ``unknown`` carrying the metadata), a single one without metadata is itself."""
    metadata = NoneAttr() if metadata is None else metadata
    unique: dict[Attribute, None] = {}
    for loc in locations:
        if isinstance(loc, FusedLoc) and loc.metadata == metadata:
            unique.update(dict.fromkeys(loc.locations.data))
        elif not isinstance(loc, UnknownLoc):
            unique[loc] = None
    kept = list(unique)
    if not kept:
        if isinstance(metadata, NoneAttr):
            return UnknownLoc()
        return FusedLoc(ArrayAttr([UnknownLoc()]), metadata)
    if len(kept) == 1 and isinstance(metadata, NoneAttr):
        return kept[0]
    return FusedLoc(ArrayAttr(kept), metadata)


# A file-level metadata section (`{-# external_resources: {...} #-}`), e.g. the pipeline of
# an MLIR crash reproducer.
_FILE_METADATA = re.compile(r"\{-#.*?#-\}", re.S)
_REPRODUCER_PIPELINE = re.compile(
    r'mlir_reproducer\s*:\s*\{[^}]*?pipeline\s*:\s*"((?:[^"\\]|\\.)*)"', re.S
)


def _blank(text: str) -> str:
    """``text`` with every character but line breaks turned into a space (offsets kept)."""
    return "\n".join([" " * len(line) for line in text.split("\n")])


def reproducer_pipeline(text: str) -> str | None:
    """The pass pipeline of an MLIR reproducer file (its `mlir_reproducer` resource)."""
    for section in _FILE_METADATA.finditer(text):
        match = _REPRODUCER_PIPELINE.search(section.group())
        if match:
            return match.group(1).encode().decode("unicode_escape")
    return None


# The start of an alias definition's line: its name, and the `=` with the blanks around it.
_ALIAS_START = re.compile(r"([#!][A-Za-z_][\w$.-]*)([ \t]*=[ \t]*)")
# What splitlines breaks lines at, but a line feed, and what `\s` matches within a line, but
# blanks and tabs (in ASCII text): where none occurs, _ALIAS_START at each line start finds
# the definitions _split_late_aliases finds.
_ODD_BLANKS = "\r\x0b\x0c\x1c\x1d\x1e\x1f"
# A line of the alias table after the first (from the line break before it): a `#loc` line
# as libtriton prints it, `#name = loc(` and `"file":line:col`, `"name"`, `"name"(#alias)`,
# `callsite(#alias at #alias)` or `unknown`, then `)` at the line's end (groups: the name,
# the string, line, column, the alias in a name, callee, caller, `unknown`); or the first
# character of any other line that starts with `#` or `!` (no group). Line and column
# numbers are bounded as in _LOCATION_PART.
_LOC_NAME = r"#[A-Za-z_][\w$.-]*"
_TABLE_LINE = re.compile(
    rf'\n(?:({_LOC_NAME}) = loc\((?:"([^"\\\n]*)"(?::([0-9]{{1,9}}):([0-9]{{1,9}})'
    rf"|\(({_LOC_NAME})\))?|callsite\(({_LOC_NAME}) at ({_LOC_NAME})\)|(unknown))\)$|[#!])",
    re.M,
)


def _read_aliases(
    text: str,
    ctx: Context,
    filename: str,
    line_offset: int,
    cache: ParseCache,
    reported: list[DiagnosticError],
) -> tuple[str, dict[str, Attribute], MLIRParser | None, list[str] | None]:
    """The module part of ``text`` (its alias definitions blanked, offsets kept), the
    aliases it defines, and the parser that read them where it read them straight from the
    text (MLIRParser.read_alias_table reads every definition; it then reads the module
    on), with the definitions' runs of lines as written; else None twice: split by
    _split_late_aliases and parsed by parse_alias_section (which reports the errors)."""
    # (each `in` a scan of the text in C; a regex's class would test each character)
    if text.isascii() and not any([blank in text for blank in _ODD_BLANKS]):
        reader = MLIRParser(ctx, text, filename, line_offset, cache, reported)
        with _located_errors(reader):
            spans = reader.read_alias_table()
        if spans is not None:
            pieces: list[str] = []
            last = 0
            for start, end in spans:
                pieces += (text[last:start], text[start:end].translate(_BLANKED))
                last = end
            pieces.append(text[last:])
            runs = [text[start:end] for start, end in spans]
            return "".join(pieces), reader.attribute_aliases, reader, runs
    module_text, alias_text = _split_late_aliases(text)
    if not alias_text:
        return module_text, {}, None, None
    alias_parser = MLIRParser(ctx, alias_text, filename, line_offset, cache, reported)
    with _located_errors(alias_parser):
        alias_parser.parse_alias_section()
    return module_text, alias_parser.attribute_aliases, None, None


# every ASCII character but a line break, as a space (str.translate: a regex substitution
# of each character costs as much as reading the #loc table)
_BLANKED = {code: " " for code in range(128) if code != ord("\n")}


# What changes the bracket depth of an alias definition: brackets, and what to skip over.
_ALIAS_TOKENS = re.compile(r'"(?:[^"\\\n]|\\.)*"|//[^\n]*|->|[<(\[{]|[>)\]}]')


def _alias_end(lines: list[str], first: int) -> int:
    """The line after the definition starting on line ``first``: a definition runs on over
    the lines that close its brackets (`#b = {a = 1,` / `b = 2}`). One whose brackets never
    close is taken as its first line alone, for the parser to report."""
    depth = 0
    for index in range(first, len(lines)):
        for token in _ALIAS_TOKENS.findall(lines[index]):
            if token in "<([{":
                depth += 1
            elif token in ">)]}":
                depth -= 1
        if depth <= 0:
            return index + 1
    return first + 1


def _split_late_aliases(text: str) -> tuple[str, str]:
    """Split ``text`` into (module part, alias part) keeping every offset in place.

    The alias part holds the alias definitions at the top of the file and those after the
    module; the module part holds everything else. Both keep the other part's characters
    as spaces (newlines kept) so that line:col positions stay those of the original text.
    """
    lines = text.splitlines(keepends=True)
    alias_lines: set[int] = set()
    i = 0
    while i < len(lines):
        if _ALIAS_DEF.match(lines[i]):
            end = _alias_end(lines, i)
            alias_lines.update(range(i, end))
            i = end
        else:
            i += 1
    if not alias_lines:
        return text, ""
    # runs of alias lines and of other lines, each blanked in one go in the other part
    module: list[str] = []
    aliases: list[str] = []
    start = 0
    while start < len(lines):
        is_alias = start in alias_lines
        end = start + 1
        while end < len(lines) and (end in alias_lines) == is_alias:
            end += 1
        run = "".join(lines[start:end])
        blanked = _blank(run)
        module.append(blanked if is_alias else run)
        aliases.append(run if is_alias else blanked)
        start = end
    return "".join(module), "".join(aliases)


# xDSL's words for parse errors -> MLIR's (checked against libtriton).
_XDSL_WORDS = [
    (re.compile(r"^Unexpected location syntax\.$"), "expected location instance"),
    (re.compile(r"^Expected ('[^']+')$"), r"expected \1"),
    (re.compile(r"^Unexpected character: .*$", re.S), "unexpected character"),
    (re.compile(r"^SSA value %(\S+) is already defined$"), r"redefinition of SSA value '%\1'"),
    (re.compile(r"^Expected region!$"), "expected '{' to begin a region"),
    (re.compile(r"^operand expected$"), "expected SSA operand"),
    (re.compile(r"^attribute expected$"), "expected attribute value"),
    (re.compile(r"^type expected$"), "expected non-function type"),
    # a shaped type's element type missing: MLIR asks for a type there
    (re.compile(r"^Expected shape type\.$"), "expected non-function type"),
    (re.compile(r"^undefined symbol alias '[#!](.*)'$"), r"undefined symbol alias id '\1'"),
]


def mlir_words(message: str) -> str:
    for pattern, replacement in _XDSL_WORDS:
        message, count = pattern.subn(replacement, message)
        if count:
            break
    return message


# The messages MLIR's parser reports through emitWrongTokenError (a missing token, a missing
# value or type, an alias not defined yet); a dialect's own "expected ..." is reported at the
# token.
_WRONG_TOKEN = re.compile(
    r"^(?:expected (?:'|attribute value$|non-function type$|SSA operand$|type$"
    r"|location instance$)|undefined symbol alias id ')"
)


def _wrong_token_position(text: str, pos: int) -> int:
    """Where MLIR reports "expected ..." for the token at ``pos`` (its emitWrongTokenError):
    right after the text before it, back over blanks, line breaks and trailing comments."""
    if pos >= len(text):
        pos = max(len(text) - 1, 0)
    i = pos
    while True:
        while i > 0 and text[i - 1] in " \t":
            i -= 1
        if i == 0:
            return pos
        if text[i - 1] not in "\n\r":
            return i
        i -= 1
        start = max(text.rfind("\n", 0, i), text.rfind("\r", 0, i)) + 1
        comment = text.find("//", start, i)
        if comment != -1:
            i = comment


def _located(err: ParseError, parser: MLIRParser) -> DiagnosticError:
    pos = err.span.start
    message = mlir_words(err.msg)
    if _WRONG_TOKEN.match(message) and not getattr(err, "at_character", False):
        pos = _wrong_token_position(parser._text, pos)
    line, col = parser.position(pos)
    loc = FileLineColLoc(StringAttr(parser.filename), IntAttr(line), IntAttr(col))
    return DiagnosticError(message, loc=loc)


@contextmanager
def _located_errors(parser: MLIRParser) -> Iterator[None]:
    """Every failure while parsing as a located error: a parse error where it occurred;
    anything else (a dialect's parse hook or attribute check failed) at the current token,
    with its message alone."""
    try:
        yield
    except ParseError as err:
        raise _located(err, parser) from None
    except DiagnosticError:
        raise
    except RecursionError:
        message = "nesting too deep: the input nests more levels than gluon-opt can read"
        raise DiagnosticError(message, loc=parser.current_loc()) from None
    except Exception as err:
        message = str(err).strip() or "invalid input"
        raise DiagnosticError(message, loc=parser.current_loc()) from None


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cycle collector off while a module is built: parsing allocates tens of
    objects per op and frees none of them, so every collection it triggers walks the whole
    growing module (and whatever else the process holds) for nothing. Turned back on after,
    if it was on."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def parse_module(
    text: str,
    ctx: Context,
    filename: str = "<stdin>",
    *,
    line_offset: int = 0,
    cache: ParseCache | None = None,
    diagnostics: list[DiagnosticError] | None = None,
    source_aliases: list[SourceAliases] | None = None,
    source_ops: list[SourceOps] | None = None,
) -> ModuleOp:
    """Parse ``text`` (a module as libtriton prints it) into a ``builtin.module``.

    ``line_offset`` shifts reported line numbers (used for ``-split-input-file`` chunks).
    ``cache`` carries what earlier parses given it learnt (see :class:`ParseCache`).
    Raises :class:`DiagnosticError` located at ``filename:line:col`` on bad input.

    Errors MLIR reports without failing the parse (:func:`report_error`) are appended to
    ``diagnostics`` as they occur, so they come before a later fatal error, and the module
    is returned. Without a list the first of them is raised: it is never dropped.

    Where the alias definitions were read straight from the text (libtriton's print of a
    module), they are appended to ``source_aliases`` as written (each run of definition
    lines) with the attribute each alias names in the module: ``print_hand_back`` writes
    those instead of making them into text again.

    ``source_ops`` gets where the text wrote each op without regions that it wrote on one
    line, each value's name and the types by their spellings (:class:`SourceOps`):
    ``print_hand_back`` writes an op the passes left alone as that line (``Reuse``).
    """
    # The metadata section (resources, reproducer configuration) is not IR.
    # (the pattern's search finds its `{-#` faster than `in` does: 1.8 against 4.3 us on a
    # hand-off text, where `#` is frequent)
    if _FILE_METADATA.search(text) is not None:
        text = _FILE_METADATA.sub(lambda m: _blank(m.group()), text)
    cache = ParseCache() if cache is None else cache
    reported: list[DiagnosticError] = [] if diagnostics is None else diagnostics
    with _collector_paused(), _unbalanced_body_first(text, line_offset):
        module_text, aliases, parser, runs = _read_aliases(
            text, ctx, filename, line_offset, cache, reported
        )
        if parser is None:
            parser = MLIRParser(ctx, module_text, filename, line_offset, cache, reported)
            parser.attribute_aliases.update(aliases)
        else:  # the parser that read the aliases reads the module on
            parser.switch_text(module_text)
        error = _text_level_error(text, module_text, parser.other_definitions)
        with _first_in_text(parser, error):
            with _located_errors(parser):
                parser.start()
                module = parser.parse_module()
        if not isinstance(module, ModuleOp):
            raise DiagnosticError("expected a builtin.module", loc=parser.source_loc(0))
        ops = None
        if source_ops is not None:
            ops = SourceOps(parser._text, parser.op_lines, parser.value_names, parser._type_cache)
        # The parser's other tables (op templates, SSA names, spellings read) freed before
        # the collector is turned back on: else its first collection walks them too.
        del parser
    cache.trim()
    if diagnostics is None and reported:
        raise reported[0]
    if source_aliases is not None and runs is not None:
        source_aliases.append(SourceAliases(runs, aliases))
    if source_ops is not None and ops is not None:
        source_ops.append(ops)
    return module


# blanks and comments before the module
_LEADING_BLANKS = re.compile(r"(?:\s+|//[^\n]*)*")


# a line that defines an alias (any, or one that is not a location)
_ALIAS_DEF_LINE = re.compile(r"\n[#!][A-Za-z_][\w$.-]*[ \t]*=")
_OTHER_ALIAS_DEF = re.compile(r"\n([#!][A-Za-z_][\w$.-]*)[ \t]*=[ \t]*+(?!loc\()")
# what the brace depth of a module's text counts: braces outside strings and comments
_MODULE_BRACES = re.compile(r'"(?:[^"\\\n]|\\.)*"|//[^\n]*|([{}])')


def _text_level_error(
    text: str, module_text: str, others: list[int] | None = None
) -> tuple[int, str] | None:
    """The first error in ``text`` (where it is, MLIR's message) of those the parse of the
    module (``module_text``: its alias definitions blanked, read before it) cannot see
    (``others``: where each line that may define an alias other than a location starts, its
    line break, where known: MLIRParser.other_definitions; else the text is searched):

    - an alias definition inside an op's region (a swapped line): MLIR expects an op there
      (reported as its wrong-token error, after the text before it);
    - an alias other than a location's, used before its definition after the module: MLIR
      reads in order, and only a location may name a later alias (a `#loc` table);
    - a NUL character inside a dialect body (see _unbalanced_body)."""
    errors: list[tuple[int, str]] = []
    module_start = _LEADING_BLANKS.match(module_text).end()
    module_end = len(module_text.rstrip())
    found = _ALIAS_DEF_LINE.search(text, max(module_start - 1, 0), module_end)
    if found is not None:  # (rare: only then are the braces counted)
        depth, last = 0, module_start
        for definition in _ALIAS_DEF_LINE.finditer(text, found.start(), module_end):
            for brace in _MODULE_BRACES.finditer(module_text, last, definition.start()):
                if brace[1] is not None:
                    depth += 1 if brace[1] == "{" else -1
            last = definition.start()
            if depth > 0:
                pos = _wrong_token_position(module_text, definition.start() + 1)
                errors.append((pos, "expected operation name in quotes"))
                break
    after = max(module_start - 1, 0)
    if others is None:
        definitions = _OTHER_ALIAS_DEF.finditer(text, after)
    else:  # (a search of the whole `#loc` table costs more than the rest of this)
        definitions = (_OTHER_ALIAS_DEF.match(text, start) for start in others if start >= after)
    for found in definitions:
        if found is None:
            continue
        name = found[1]
        use = re.compile(rf"(?<![\w$.#!-]){re.escape(name)}(?![\w$.-])")
        for used in use.finditer(module_text, 0, found.start()):
            # (a location may refer to a later alias: MLIR resolves those at the end)
            if not module_text.endswith("loc(", 0, used.start()):
                errors.append((used.end(), f"undefined symbol alias id '{name[1:]}'"))
                break
    if "\0" in text:  # (a scan in C: the usual case costs nothing more)
        unbalanced = _unbalanced_body(text)
        if unbalanced is not None:
            message = f"unbalanced '{unbalanced[1]}' character in pretty dialect name"
            errors.append((unbalanced[0], message))
    return min(errors, default=None)


@contextmanager
def _first_in_text(parser: MLIRParser, error: tuple[int, str] | None) -> Iterator[None]:
    """Raise ``error`` (where it is, its message) after the parse, or instead of the
    parse's own error where that comes later in the text: MLIR reports the first."""
    if error is None:
        yield
        return
    pos, message = error
    line, col = parser.position(pos)
    located = DiagnosticError(
        message, loc=FileLineColLoc(StringAttr(parser.filename), IntAttr(line), IntAttr(col))
    )
    try:
        yield
    except DiagnosticError as err:
        where = file_line_col(err.loc) if err.loc is not None else None
        if where is None or (where.line.data, where.column.data) > (line, col):
            raise located from None
        raise
    raise located


# a string, a comment, or the start of a pretty dialect attribute's or type's body (its `<`)
_BODY_OR_SKIPPED = re.compile(r'"(?:[^"\\\n]|\\.)*"|//[^\n]*|[#!][A-Za-z_][\w$]*\.[\w$.]*(<)')
_CLOSERS = {">": "<", "]": "[", ")": "(", "}": "{"}


def _unbalanced_body(text: str) -> tuple[int, str] | None:
    """Where the first pretty dialect body (`#ttg.blocked<...>`, `!tt.ptr<...>`) that MLIR
    cannot scan starts, and the bracket open innermost there: MLIR scans a body for its end
    before reading it, and fails (at the body's `<`) on a closing bracket of another kind,
    on a NUL character, or on the end of the text (which it reads as a NUL)."""
    pos = 0
    while (found := _BODY_OR_SKIPPED.search(text, pos)) is not None:
        pos = found.end()
        if found[1] is None:
            continue
        open_brackets = ["<"]
        while open_brackets:
            c = text[pos] if pos < len(text) else "\0"
            pos += 1
            if c == "\0":
                return found.start(1), open_brackets[-1]
            if c in "<[({":
                open_brackets.append(c)
            elif c in _CLOSERS:
                if _CLOSERS[c] != open_brackets[-1]:
                    return found.start(1), open_brackets[-1]
                open_brackets.pop()
            elif c == "-" and text.startswith(">", pos):
                pos += 1
            elif c == '"':
                string = _STRING.match(text, pos - 1)
                if string is None:
                    return None  # (an unterminated string: the lexer reports that)
                pos = string.end()
    return None


@contextmanager
def _unbalanced_body_first(text: str, line_offset: int) -> Iterator[None]:
    """On a parse error, the first unbalanced dialect body before it (``_unbalanced_body``)
    reported instead, as MLIR does: it fails at the body's `<` before reading the body,
    where our parser reads the body and fails later, at the token it did not expect. (Only
    on the error path: scanning every body costs as much as reading it.)"""
    try:
        yield
    except DiagnosticError as err:
        where = file_line_col(err.loc) if err.loc is not None else None
        found = _unbalanced_body(text) if where is not None else None
        if found is None:
            raise
        line, col = _LineIndex(text, line_offset).line_col(found[0])
        if (line, col) > (where.line.data, where.column.data):
            raise
        raise DiagnosticError(
            f"unbalanced '{found[1]}' character in pretty dialect name",
            loc=FileLineColLoc(where.filename, IntAttr(line), IntAttr(col)),
        ) from None


_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')


def report_error(parser: AttrParser, message: str, pos: int) -> None:
    """An error MLIR reports and parses on past: a dialect's parse hook that calls
    ``emitError`` and still returns its attribute (MLIR then parses the module, prints the
    error and goes on). Kept, located at offset ``pos``, in an :class:`MLIRParser`'s
    ``diagnostics``; any other parser has nowhere to keep it and raises it as a parse error.
    Reported once per place: a spelling read again after backtracking is not a second one."""
    if not isinstance(parser, MLIRParser):
        parser.raise_error(message, pos, pos)
    if (message, pos) not in parser._reported:
        parser._reported.add((message, pos))
        parser.diagnostics.append(DiagnosticError(message, loc=parser.source_loc(pos)))
