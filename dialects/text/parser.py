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

Speed: types are parsed once per distinct spelling and shared (MLIR uniques them too), and
dense splats are stored without expanding every element through Python values. Types, alias
definitions and ``loc(...)`` spellings are also shared between modules parsed in one process
(keyed by their text and the aliases they name), since each hand-off of an embedded compile
parses text that mostly repeats the previous one; ``loc(#alias)`` is read without the lexer.
"""

from __future__ import annotations

import bisect
import math
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import NoReturn

from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.text.printer import attribute_text, float_from_bits
from xdsl.context import Context
from xdsl.dialects.builtin import (
    AnyFloat,
    ArrayAttr,
    BytesAttr,
    ComplexType,
    DenseIntOrFPElementsAttr,
    FileLineColLoc,
    FusedLoc,
    IndexType,
    IntAttr,
    IntegerType,
    LocationAttr,
    ModuleOp,
    NoneAttr,
    RankedStructure,
    StringAttr,
    TensorType,
    UnknownLoc,
    UnregisteredOp,
)
from xdsl.ir import Attribute, Block, Operation, Region
from xdsl.irdl import base
from xdsl.parser import Parser
from xdsl.utils.exceptions import ParseError, VerifyException
from xdsl.utils.lexer import Input, Span, Token
from xdsl.utils.mlir_lexer import MLIRLexer, MLIRTokenKind, StringLiteral

# A top-level alias definition: `#name = ...` / `!name = ...` starting at column 1.
_ALIAS_DEF = re.compile(r"^[#!][A-Za-z_][\w$.-]*\s*=")


class _LineIndex:
    """Offsets of line starts, so that a position maps to line:col in O(log n)."""

    def __init__(self, text: str, line_offset: int):
        self.starts = [0] + [m.end() for m in re.finditer("\n", text)]
        self.line_offset = line_offset
        self.text = None if text.isascii() else text

    def line_col(self, pos: int) -> tuple[int, int]:
        line = bisect.bisect_right(self.starts, pos) - 1
        start = self.starts[line]
        col = pos - start + 1
        if self.text is not None:  # MLIR counts columns in bytes
            col = len(self.text[start:pos].encode("utf-8", "surrogateescape")) + 1
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


class _FastLexer(MLIRLexer):
    """xDSL's MLIR lexer with one compiled pattern for the most frequent tokens (bare and
    prefixed identifiers, one-character punctuation), after the same whitespace and
    comment skipping; everything else (numbers, strings, `->`, `{`, `#-}`, ...) goes to
    xDSL's lexer, so the tokens are the same."""

    _COMMON = re.compile(
        r"(?>(?://[^\n\r]*|[ \t\n\r\0]+)*)"  # atomic: whitespace is never given back
        r"(?:([A-Za-z_][A-Za-z0-9_$.]*)"
        r"|([%^!](?:[0-9]+|[A-Za-z$._-][A-Za-z0-9$._-]*)|#(?:[0-9]+|[A-Za-z$._][A-Za-z0-9$._-]*))"
        r"|([:,()\[\]}<>=+*?|]))",
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
        start, self.pos = match.span(group)
        text = match.group(group)
        if group == 1:
            kind = MLIRTokenKind.BARE_IDENT
        elif group == 2:
            kind = self._PREFIXED[text[0]]
        else:
            kind = self._PUNCTUATION[text]
        return Token(kind, Span(start, self.pos, self.input))

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


class MLIRParser(Parser):
    """xDSL's parser with MLIR's default locations, hex float literals and late aliases."""

    def __init__(self, ctx: Context, text: str, name: str = "<stdin>", line_offset: int = 0):
        # xDSL's constructor lexes the first token with its own lexer, where an error could
        # not be reported located; ours lexes it in start().
        super().__init__(ctx, "", name)
        self._parser_state.lexer = _FastLexer(Input(text, name))
        self.filename = name
        self._lines = _LineIndex(text, line_offset)
        # Where each SSA name was first defined or used (for "prior use here" notes).
        self._first_seen: dict[str, int] = {}
        self._text = text
        self._type_cache: dict[str, Attribute] = {}
        # (offset, type) of each type parsed in the ops being parsed, innermost last.
        self._types_seen: list[tuple[int, Attribute]] = []
        # Every default location names the same file and reuses a few hundred line and
        # column numbers: build those attributes once, not three per op.
        self._filename_attr = StringAttr(name)
        self._int_attrs: dict[int, IntAttr] = {}

    # -- locations -------------------------------------------------------------------

    def source_loc(self, pos: int) -> FileLineColLoc:
        """The location MLIR gives to something parsed at offset ``pos`` of the input."""
        line, col = self._lines.line_col(pos)
        return FileLineColLoc(self._filename_attr, self._int_attr(line), self._int_attr(col))

    def _int_attr(self, value: int) -> IntAttr:
        attr = self._int_attrs.get(value)
        if attr is None:
            attr = self._int_attrs[value] = IntAttr(value)
        return attr

    def start(self) -> None:
        """Read the first token (before parsing anything)."""
        self._resume_from(0)

    def current_loc(self) -> FileLineColLoc:
        return self.source_loc(self._current_token.span.start)

    def position(self, pos: int) -> tuple[int, int]:
        return self._lines.line_col(pos)

    def parse_operation(self) -> Operation:
        # MLIR locates an op at its name (after any `%results =`).
        start = self._current_token.span.start
        name_pos = start
        if self._current_token.kind == MLIRTokenKind.PERCENT_IDENT:
            results = _RESULT_LIST.match(self._text, start)
            if results is not None:
                name_pos = results.end()
            else:  # unusual spelling (comments inside...): let the lexer find the name
                self._parse_op_result_list()
                name_pos = self._current_token.span.start
                self._resume_from(start)
        self._op_name_pos = name_pos
        types_before = len(self._types_seen)
        try:
            op = super().parse_operation()
        except VerifyException as err:
            # The declarative format checks each type against its constraint as it parses.
            self._raise_type_kind_error(str(err), types_before, name_pos)
            raise
        finally:
            del self._types_seen[types_before:]
        explicit_loc = self._after_loc == self._current_token.span.start
        if isinstance(op.location, UnknownLoc) and not explicit_loc:
            op.location = self.source_loc(name_pos)
        if isinstance(op, ModuleOp):
            self._parsed_modules.add(id(op))
        return op

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
                self.raise_error(
                    f"custom op '{name}' invalid kind of type specified: expected {kind}, "
                    f"but found '{attribute_text(parsed)}'",
                    Span(pos, pos + 1, self.lexer.input),
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
        try:
            return super().parse_optional_builtin_int_or_float_attr()
        except VerifyException as err:
            if "out of range" not in str(err):
                raise
            self.raise_error("integer constant out of range for attribute", start)

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
        start = self._current_token.span.start
        parsed = self._parse_optional_type_uniqued()
        if parsed is not None:
            self._types_seen.append((start, parsed))
        return parsed

    def _parse_optional_type_uniqued(self):
        # Like MLIR's type uniquing: the same `tensor<...>` / `!dialect.type<...>` text is
        # parsed once per module and the attribute shared; real modules repeat a few dozen
        # types thousands of times, and parsing and verifying each copy dominates.
        token = self._current_token
        kind = token.kind
        if not (
            (kind == MLIRTokenKind.BARE_IDENT and token.text in _SHAPED_TYPES)
            or kind == MLIRTokenKind.EXCLAMATION_IDENT
        ):
            return super().parse_optional_type()
        start = token.span.start
        end = _angle_end(self._text, token.span.end)
        if end is None:
            return super().parse_optional_type()
        key = self._text[start:end]
        cached = self._type_cache.get(key)
        if cached is None:
            shared_key = self._shared_key(key)
            cached = _shared_get(shared_key)
            if cached is not None:
                self._type_cache[key] = cached
        if cached is not None:
            self._resume_from(end)
            return cached
        parsed = super().parse_optional_type()
        if parsed is not None and self._current_token.span.start >= end:
            self._type_cache[key] = parsed
            _shared_put(shared_key, parsed)
        return parsed

    # -- sharing attributes between modules ---------------------------------------------

    def _shared_key(self, text: str) -> _SharedKey:
        """The key of ``text`` in the process-wide attribute cache: the text and what each
        alias it names stands for here (by identity; ``None`` where it names no alias)."""
        aliases = self.attribute_aliases
        refs = tuple(aliases.get(name) for name in _ALIAS_REF.findall(text))
        return text, tuple(map(id, refs)), refs

    def _parse_alias_def(self):
        # `#name = <attribute>` on one line, as MLIR prints it: an identical definition
        # (same text, same aliases inside) seen in an earlier module is reused.
        token = self._current_token
        line = _ALIAS_LINE.match(self._text, token.span.start)
        if line is None or token.text in self.attribute_aliases:
            return super()._parse_alias_def()
        key = self._shared_key(line["value"])
        cached = _shared_get(key)
        if cached is not None:
            self.attribute_aliases[token.text] = cached
            self._resume_from(line.end())
            return
        super()._parse_alias_def()
        # store only when the value ended exactly where the line does
        end = line.end("value")
        after = self._text[end : self._current_token.span.start]
        if self._current_token.span.start >= end and _BLANK.fullmatch(after):
            _shared_put(key, self.attribute_aliases[token.text])

    # -- SSA uses: MLIR's type-mismatch diagnostic ------------------------------------

    def _register_ssa_definition(self, name, values, span) -> None:
        super()._register_ssa_definition(name, values, span)
        self._first_seen[name] = span.start

    def resolve_operand(self, operand, type):
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
        if token.kind != MLIRTokenKind.BARE_IDENT or token.text != "fused":
            return super()._parse_location()
        self._consume_token(MLIRTokenKind.BARE_IDENT)
        metadata: Attribute = NoneAttr()
        if self.parse_optional_punctuation("<") is not None:
            metadata = self.parse_attribute()
            self.parse_punctuation(">", " after fused location metadata")
        locations = self.parse_comma_separated_list(self.Delimiter.SQUARE, self._parse_location)
        return fused_loc(locations, metadata)

    _after_loc: int = -1

    def parse_optional_location(self) -> LocationAttr | None:
        token = self._current_token
        if token.kind == MLIRTokenKind.BARE_IDENT and token.text == "loc":
            # the spellings libtriton prints, without going token by token
            found = _SIMPLE_LOC.match(self._text, token.span.start)
            if found is not None:
                alias = found["alias"]
                key = None if alias else self._shared_key(found[0])
                loc = self.attribute_aliases.get(alias) if alias else _shared_get(key)
                if isinstance(loc, LocationAttr):
                    self._resume_from(found.end())
                    self._after_loc = self._current_token.span.start
                    return loc
                if key is not None:  # first time this text is seen: parse and share it
                    loc = super().parse_optional_location()
                    if loc is not None and self._current_token.span.start >= found.end():
                        _shared_put(key, loc)
                    self._after_loc = self._current_token.span.start
                    return loc
        loc = super().parse_optional_location()
        if loc is not None:
            # Remember where an explicit `loc(...)` ended: `loc(unknown)` must stay unknown.
            self._after_loc = self._current_token.span.start
        return loc

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

    def _parse_optional_block_arg_list(self, block: Block):
        if self._current_token.kind != MLIRTokenKind.L_PAREN:
            return None

        def parse_argument() -> None:
            name = self._parse_token(MLIRTokenKind.PERCENT_IDENT, "block argument expected").span
            self.parse_punctuation(":")
            arg_type = self.parse_attribute()
            location = self.parse_optional_location() or self.source_loc(name.start)
            arg = block.insert_arg(arg_type, len(block.args), location)
            self._register_ssa_definition(name.text[1:], (arg,), name)

        self.parse_comma_separated_list(self.Delimiter.PAREN, parse_argument)
        return block

    def parse_optional_region(self, arguments=None) -> Region | None:
        if arguments is not None:
            arguments = list(arguments)
            for arg in arguments:
                if arg.location is None:
                    arg.location = self.source_loc(arg.name.start)
        return super().parse_optional_region(arguments)

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
        token = self._current_token
        element = super()._parse_tensor_literal_element()
        if token.kind == MLIRTokenKind.INTEGER_LIT and token.text[:2] in ("0x", "0X"):
            return _HexElement(element.is_negative, element.value, element.span)
        return element


# The process-wide attribute cache. xDSL attributes are immutable values, so a type or alias
# definition parsed from the same text, with the same aliases inside, can be shared between
# modules: each hand-off of triton.compile parses text that mostly repeats the previous one's
# (layouts, pointer and tensor types, the `#loc` table). Only successful parses are stored, so
# errors are still reported where they occur. A key holds the alias objects it names, which
# keeps their ids valid while the entry lives.
_SharedKey = tuple[str, tuple[int, ...], tuple[Attribute | None, ...]]
_SHARED: dict[tuple[str, tuple[int, ...]], tuple[Attribute, tuple[Attribute | None, ...]]] = {}
_SHARED_LIMIT = 100_000
_ALIAS_REF = re.compile(r"[#!][A-Za-z_][\w$.-]*")
_ALIAS_LINE = re.compile(r"[#!][A-Za-z_][\w$.-]*[ \t]*=[ \t]*(?P<value>[^\n]*)")
# `loc(#alias)`, `loc("name")`, `loc("name"(#alias))` and `loc("file":line:col)`
_SIMPLE_LOC = re.compile(
    r"loc\((?:(?P<alias>#[A-Za-z_][\w$.-]*)"
    r'|"(?:[^"\\\n])*"(?::\d+:\d+|\(#[A-Za-z_][\w$.-]*\))?)\)'
)
_BLANK = re.compile(r"(?:\s|//[^\n]*)*")


def _shared_get(key: _SharedKey) -> Attribute | None:
    entry = _SHARED.get(key[:2])
    return None if entry is None else entry[0]


def clear_shared_cache() -> None:
    """Forget every attribute shared between modules (benchmarks: a cold first parse)."""
    _SHARED.clear()


def _shared_put(key: _SharedKey, attr: Attribute) -> None:
    if len(_SHARED) >= _SHARED_LIMIT:
        _SHARED.clear()
    _SHARED[key[:2]] = (attr, key[2])


# `%a, %b:2 = ` before an op name (the op is located at its name).
_RESULT_LIST = re.compile(r"(?:%[\w$.-]+(?::\d+)?[ \t]*,[ \t]*)*%[\w$.-]+(?::\d+)?[ \t]*=[ \t]*")
_MAX_DIGITS = 4000
_SHAPED_TYPES = frozenset({"tensor", "memref", "vector"})
_DENSE_TYPE_CONSTRAINT = base(RankedStructure[IntegerType | IndexType | AnyFloat | ComplexType])


def _angle_end(text: str, pos: int, limit: int = 1024) -> int | None:
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
    depth = 0
    stop = min(len(text), pos + limit)
    for i in range(pos, stop):
        ch = text[i]
        if ch == "<":
            depth += 1
        elif ch == ">":
            if text[i - 1] == "-":
                return None
            depth -= 1
            if depth == 0:
                return i + 1
        elif ch in '"\n':
            return None
    return None


class _HexElement(Parser._TensorLiteralElement):
    """A hex literal in `dense<...>`: the bit pattern of a float for float elements."""

    def to_type(self, parser, type):
        if isinstance(type, AnyFloat):
            return float_from_bits(int(self.value), type)
        return super().to_type(parser, type)


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
    return re.sub(r"[^\n]", " ", text)


def reproducer_pipeline(text: str) -> str | None:
    """The pass pipeline of an MLIR reproducer file (its `mlir_reproducer` resource)."""
    for section in _FILE_METADATA.finditer(text):
        match = _REPRODUCER_PIPELINE.search(section.group())
        if match:
            return match.group(1).encode().decode("unicode_escape")
    return None


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

    def blank(line: str) -> str:
        body = line.rstrip("\n")
        return " " * len(body) + "\n" * (len(line) - len(body))

    module = "".join(blank(x) if i in alias_lines else x for i, x in enumerate(lines))
    aliases = "".join(x if i in alias_lines else blank(x) for i, x in enumerate(lines))
    return module, aliases


# xDSL's words for parse errors -> MLIR's (checked against libtriton).
_XDSL_WORDS = [
    (re.compile(r"^Expected ('[^']+')$"), r"expected \1"),
    (re.compile(r"^Unexpected character: .*$", re.S), "unexpected character"),
    (re.compile(r"^SSA value %(\S+) is already defined$"), r"redefinition of SSA value '%\1'"),
    (re.compile(r"^Expected region!$"), "expected '{' to begin a region"),
    (re.compile(r"^operand expected$"), "expected SSA operand"),
    (re.compile(r"^attribute expected$"), "expected attribute value"),
    (re.compile(r"^type expected$"), "expected non-function type"),
    (re.compile(r"^undefined symbol alias '[#!](.*)'$"), r"undefined symbol alias id '\1'"),
]


def mlir_words(message: str) -> str:
    for pattern, replacement in _XDSL_WORDS:
        message, count = pattern.subn(replacement, message)
        if count:
            break
    return message


# The messages MLIR's parser reports through emitWrongTokenError (a missing token, a missing
# value or type); a dialect's own "expected ..." is reported at the token.
_WRONG_TOKEN = re.compile(
    r"^expected (?:'|attribute value$|non-function type$|SSA operand$|type$)"
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


def parse_module(
    text: str,
    ctx: Context,
    filename: str = "<stdin>",
    *,
    line_offset: int = 0,
) -> ModuleOp:
    """Parse ``text`` (a module as libtriton prints it) into a ``builtin.module``.

    ``line_offset`` shifts reported line numbers (used for ``-split-input-file`` chunks).
    Raises :class:`DiagnosticError` located at ``filename:line:col`` on bad input.
    """
    # The metadata section (resources, reproducer configuration) is not IR.
    text = _FILE_METADATA.sub(lambda m: _blank(m.group()), text)
    module_text, alias_text = _split_late_aliases(text)
    aliases: dict = {}
    if alias_text:
        alias_parser = MLIRParser(ctx, alias_text, filename, line_offset)
        with _located_errors(alias_parser):
            alias_parser.start()
            while alias_parser._current_token.kind != MLIRTokenKind.EOF:
                alias_parser._parse_alias_def()
        aliases = alias_parser.attribute_aliases
    parser = MLIRParser(ctx, module_text, filename, line_offset)
    parser.attribute_aliases.update(aliases)
    with _located_errors(parser):
        parser.start()
        module = parser.parse_module()
    if not isinstance(module, ModuleOp):
        raise DiagnosticError("expected a builtin.module", loc=parser.source_loc(0))
    return module


def location_of(span: Span, parser: MLIRParser) -> LocationAttr:
    """The source location of a span, for dialect parse hooks that report errors."""
    return parser.source_loc(span.start)
