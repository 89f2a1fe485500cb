"""Layout encoding attributes of Triton 3.6.0 for NVIDIA (``#ttg.*`` and ``#ttng.*``).

Each encoding is an immutable xDSL `ParametrizedAttribute`. Parameters are stored as small
`Data` attributes (fields with a trailing underscore); the `.td` parameter names
(`sizePerThread`, `warpsPerCTA`, `CGALayout`, ...) are properties returning plain Python
tuples, ints and bools. The textual syntax (parameter order, omitted defaults, error
messages) is that of lib/Dialect/TritonGPU/IR/Dialect.cpp and TritonNvidiaGPU's Dialect.cpp.

Classes MLIR prints through an alias define `mlir_alias_name()`; the MLIR-exact printer
numbers the aliases (`#blocked`, `#blocked1`, ...). `#ttg.slice` and `#ttg.dot_op` have no
alias and print inline.

The CGA layout (3.6.0's `CTAEncodingAttr`) is the value `CGALayout`: a linear map from
`block` to `dim0..dim{rank-1}`, printed as `CGALayout = [[...], ...]` and omitted for one CTA.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from io import StringIO
from itertools import accumulate
from typing import Any, ClassVar, Self

from gluon_opt.dialects.layout.linear import (
    LayoutError,
    LinearLayout,
    _is_pow2,
    bases_per_dim,
    combine_cta_cga_with_shape,
    identity_standard_nd,
    order_per_dim,
    span_rank,
    standard_out_dim_names,
)
from gluon_opt.dialects.text.parser import MLIRParser, read_without_parameters, report_error
from gluon_opt.dialects.text.printer import for_libtriton
from xdsl.context import Context
from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, IntegerAttr, IntegerType
from xdsl.ir import Attribute, Data, Dialect, ParametrizedAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import ParseError, VerifyException
from xdsl.utils.lexer import Input, Span


def _ints(values: Sequence[int]) -> str:
    return ", ".join(map(str, values))


def _bases_text(bases: Sequence[Sequence[int]]) -> str:
    return "[" + ", ".join("[" + _ints(b) + "]" for b in bases) + "]"


def _ll_text(ll: LinearLayout) -> str:
    """`register = [[..]], lane = [..]`: libtriton's shape-agnostic printing of a layout."""
    return ", ".join(f"{d} = {_bases_text(bs)}" for d, bs in ll.bases.items())


# ----- parameter storage -------------------------------------------------------------


@irdl_attr_definition
class IntTupleParam(Data[tuple[int, ...]]):
    """A list of integers stored inside an encoding."""

    name = "gluon_opt.int_tuple"

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> tuple[int, ...]:
        with parser.in_square_brackets():
            return tuple(
                parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_integer)
            )

    def print_parameter(self, printer: Printer) -> None:
        printer.print_string(f"[{_ints(self.data)}]")


@irdl_attr_definition
class IntParam(Data[int]):
    """An integer (or bool, stored as 0/1) inside an encoding."""

    name = "gluon_opt.int"

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> int:
        return parser.parse_integer()

    def print_parameter(self, printer: Printer) -> None:
        printer.print_string(str(self.data))


@irdl_attr_definition
class LinearLayoutParam(Data[LinearLayout]):
    """A `LinearLayout` stored inside an encoding."""

    name = "gluon_opt.linear_layout"

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> LinearLayout:
        raise NotImplementedError("linear layouts are parsed by their encoding")

    def print_parameter(self, printer: Printer) -> None:
        printer.print_string(_ll_text(self.data))


# ----- the CGA layout ----------------------------------------------------------------


def _split_bases(
    ctas_per_cga: Sequence[int], cta_split_num: Sequence[int], cta_order: Sequence[int]
) -> tuple[tuple[int, ...], ...]:
    """The block bases ``from_split_params`` builds, for powers of two: per dim in
    ``cta_order``, unit bases 1, 2, 4, .. up to the split, then zero bases for the rest.
    Computed directly: the products of linear layouts cost most of ``build_blocked``."""
    rank = len(cta_order)
    bases: list[tuple[int, ...]] = []
    for d in cta_order:
        split, total = cta_split_num[d], ctas_per_cga[d]
        if total % split != 0:
            raise VerifyException("invalid CTA encoding parameters")
        for bit in range(split.bit_length() - 1):
            basis = [0] * rank
            basis[d] = 1 << bit
            bases.append(tuple(basis))
        bases.extend([(0,) * rank] * ((total // split).bit_length() - 1))
    return tuple(bases)


@irdl_attr_definition
class CGALayout(Data[tuple[int, tuple[tuple[int, ...], ...]]]):
    """How the CTAs of a cluster (CGA) tile the tensor: one basis per bit of `block`.

    `data` is `(rank, bases)`. Construct with `CGALayout.get(bases, rank)`.
    """

    name = "ttg.cga_layout"

    @classmethod
    def get(cls, bases: Sequence[Sequence[int]], rank: int) -> CGALayout:  # type: ignore[override]
        bases_t = tuple(tuple(int(v) for v in b) for b in bases)
        for b in bases_t:
            if len(b) != rank:
                raise VerifyException(f"'CGALayout' entry length does not match rank {rank}")
        return cls((rank, bases_t))

    @classmethod
    def default(cls, rank: int) -> CGALayout:
        """The one-CTA layout (no bases)."""
        return cls((rank, ()))

    @classmethod
    def from_split_params(
        cls, ctas_per_cga: Sequence[int], cta_split_num: Sequence[int], cta_order: Sequence[int]
    ) -> CGALayout:
        """Legacy constructor: per dim in `cta_order`, log2(split) unit bases then
        log2(total/split) zero (broadcast) bases."""
        if all(ctas_per_cga[d] == 1 and cta_split_num[d] == 1 for d in cta_order):
            return cls.default(len(cta_order))  # one CTA (the common case): no bases
        if all(_is_pow2(v) for v in (*ctas_per_cga, *cta_split_num)):
            return cls((len(cta_order), _split_bases(ctas_per_cga, cta_split_num, cta_order)))
        return cls.from_split_products(ctas_per_cga, cta_split_num, cta_order)

    @classmethod
    def from_split_products(
        cls, ctas_per_cga: Sequence[int], cta_split_num: Sequence[int], cta_order: Sequence[int]
    ) -> CGALayout:
        """``from_split_params`` as products of 1-D linear layouts (any parameters)."""
        rank = len(cta_order)
        names = standard_out_dim_names(rank)
        layout = LinearLayout.empty()
        for d in cta_order:
            split, total = cta_split_num[d], ctas_per_cga[d]
            if total % split != 0:
                raise VerifyException("invalid CTA encoding parameters")
            layout = layout * LinearLayout.identity_1d(split, "block", names[d])
            layout = layout * LinearLayout.zeros_1d(total // split, "block", names[d])
        if rank:
            layout = _complete_outs(layout, names).transpose_outs(names)
        return cls.from_linear_layout(layout, rank)

    @classmethod
    def from_linear_layout(cls, ll: LinearLayout, rank: int | None = None) -> CGALayout:
        """From a `block -> dim0..` layout (the block bases are what matters)."""
        rank = ll.num_out_dims if rank is None else rank
        return cls((rank, tuple(ll.bases.get("block", ()))))

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> tuple[int, tuple[tuple[int, ...], ...]]:
        raise NotImplementedError("CGA layouts are parsed by their encoding")

    def print_parameter(self, printer: Printer) -> None:
        printer.print_string(_bases_text(self.bases))

    @property
    def rank(self) -> int:
        return self.data[0]

    @property
    def bases(self) -> tuple[tuple[int, ...], ...]:
        return self.data[1]

    @property
    def is_default(self) -> bool:
        return not self.bases

    @property
    def num_ctas(self) -> int:
        return 1 << len(self.bases)

    def linear_layout(self) -> LinearLayout:
        """The `block -> dim0..dim{rank-1}` layout, out sizes inferred from the bases."""
        return LinearLayout.from_bases({"block": self.bases}, standard_out_dim_names(self.rank))

    def surjectivity_error(self) -> str | None:
        """Why this is no CGA layout libtriton can build, or None.

        libtriton builds the layout with each out size inferred from the bases (the
        smallest power of two above every value) and requires every CTA tile to be
        reached by some CTA: `[[2, 0], [0, 2]]` leaves the tiles at odd coordinates of a
        4x4 grid unreached, and libtriton aborts (LLVM ERROR) where we report this."""
        rank, bases = self.data
        widths = [0] * rank  # log2 of each out size
        for basis in bases:
            for d, value in enumerate(basis):
                width = value.bit_length()
                if width > widths[d]:
                    widths[d] = width
        if _bases_span(bases, widths):  # surjective: no layout to build
            return None
        sizes = [1 << width for width in widths]
        layout = LinearLayout(
            {"block": self.bases}, dict(zip(standard_out_dim_names(self.rank), sizes, strict=True))
        )
        if layout.is_surjective():
            return None
        return (
            f"'CGALayout' = {self.text()} is expected to be surjective, i.e. every `out` "
            f"coordinate can be reached by some `in` coordinate, but was not:\n{layout}"
        )

    def ctas_per_cga(self) -> tuple[int, ...]:
        """Legacy CTAsPerCGA: like the split, but a zero basis doubles the last dim seen."""
        return tuple(bases_per_dim(self.bases, self.rank, skip_broadcast=False))

    def cta_split_num(self) -> tuple[int, ...]:
        """Legacy CTASplitNum: 2^(number of non-zero bases into each dim)."""
        return tuple(bases_per_dim(self.bases, self.rank, skip_broadcast=True))

    def cta_order(self) -> tuple[int, ...]:
        """Legacy CTAOrder: dims by first non-zero basis, then the rest ascending."""
        order: list[int] = []
        for b in self.bases:
            nz = next((i for i, v in enumerate(b) if v), None)
            if nz is not None and nz not in order:
                order.append(nz)
        order += [d for d in range(self.rank) if d not in order]
        return tuple(order)

    def text(self) -> str:
        return _bases_text(self.bases)


_CGAParam = CGALayout  # annotation alias: classes below have a `CGALayout` property


def _complete_outs(layout: LinearLayout, names: Sequence[str]) -> LinearLayout:
    """Add missing out dims of size 1 (and a `block` in dim if missing)."""
    if not layout.has_in_dim("block"):
        layout = LinearLayout({"block": []}, layout.out_dims) if not layout.in_dim_names else layout
    for n in names:
        if not layout.has_out_dim(n):
            layout = layout * LinearLayout.identity_1d(1, "block", n)
    return layout


def _bases_span(bases: Sequence[Sequence[int]], widths: Sequence[int]) -> bool:
    """Whether ``bases`` (non-negative, each dim ``d`` below ``1 << widths[d]``) span every
    bit of the out space, over GF(2): a layout with these bases is surjective. False where a
    value is negative (LinearLayout reports that)."""
    offsets = [0, *accumulate(widths)]
    vectors = []
    for basis in bases:
        vector = 0
        for d, value in enumerate(basis):
            if value < 0:
                return False
            vector |= value << offsets[d]
        vectors.append(vector)
    return span_rank(vectors) == offsets[-1]


def get_shape_per_cta(split: Sequence[int], shape: Sequence[int]) -> list[int]:
    """shape[d] / min(shape[d], split[d]); `split` is left-padded with 1s or trimmed."""
    rank = len(shape)
    split = list(split)
    if len(split) <= rank:
        split = [1] * (rank - len(split)) + split
    else:
        split = split[len(split) - rank :]
    return [s // min(s, p) for s, p in zip(shape, split, strict=True)]


# ----- parsing helpers ---------------------------------------------------------------


class _Entry:
    """One `key = value` of an encoding's dictionary, with where it was written."""

    def __init__(self, value: Attribute, start: int, end: int):
        self.value, self.start, self.end = value, start, end


def _parse_entries(parser: AttrParser, braces: bool = True) -> dict[str, _Entry]:
    """Parse `{k = v, ...}` (or the bare list when braces=False) keeping positions."""
    # as libtriton prints it: read at once by an MLIRParser (by its method, not its class:
    # benchmarks/handoff_parse.py loads another commit's parser as a module of its own)
    read_plain = getattr(parser, "parse_optional_plain_entries", None)
    if braces and read_plain is not None:
        plain = read_plain()
        if plain is not None:
            return {key: _Entry(value, start, end) for key, value, start, end in plain}
    entries: dict[str, _Entry] = {}

    def one() -> None:
        start = parser.pos
        key = parser.parse_optional_identifier()
        if key is None:
            key = parser.parse_str_literal()
        if key in entries:
            parser.raise_error(f"duplicate key '{key}' in dictionary attribute", start, parser.pos)
        parser.parse_punctuation("=")
        vstart = parser.pos
        value = parser.parse_attribute()
        entries[key] = _Entry(value, vstart, parser.pos)

    if braces:
        parser.parse_punctuation("{")
        if parser.parse_optional_punctuation("}") is None:
            parser.parse_comma_separated_list(parser.Delimiter.NONE, one)
            parser.parse_punctuation("}")
    else:
        parser.parse_comma_separated_list(parser.Delimiter.NONE, one)
    return entries


class _Reader:
    """Reads typed values out of parsed entries, raising libtriton's messages, located."""

    def __init__(self, parser: AttrParser, entries: dict[str, _Entry], start: int):
        self.parser, self.entries, self.start = parser, entries, start
        # Once the closing `>` is read, libtriton's current location is just past it.
        self.past_end: int | None = None

    def close(self) -> None:
        """Note that the next read comes after the closing ``>`` (the parser is on it)."""
        self.past_end = self.parser.pos + 1

    def error(self, msg: str, entry: _Entry | None = None) -> Any:
        if entry is None:
            self.parser.raise_error(msg, self.start, self.parser.pos)
        self.parser.raise_error(msg, entry.start, entry.end)

    def error_here(self, msg: str) -> Any:
        """libtriton's ``emitError(getCurrentLocation())``: at the token after the dictionary."""
        pos = self.parser.pos if self.past_end is None else self.past_end
        self.parser.raise_error(msg, pos, pos)

    def _uint(self, attr: Attribute, desc: str, entry: _Entry) -> int:
        if not isinstance(attr, IntegerAttr):
            self.error(f"expected an integer type in {desc}", entry)
        value = attr.value.data
        if isinstance(attr.type, IntegerType) and attr.type.width.data == 1:
            value = -1 if value else 0  # libtriton sign-extends i1: `true` reads as -1
        if value < 0:
            self.error(f"expected an unsigned integer value in {desc}", entry)
        return value

    def uint(self, key: str, desc: str | None = None, default: int | None = None) -> int:
        entry = self.entries.get(key)
        if entry is None:
            if default is None:
                self.error(f"missing '{key}'")
            return default
        return self._uint(entry.value, desc or key, entry)

    def bool(self, key: str, default: bool = False) -> bool:
        entry = self.entries.get(key)
        if entry is None:
            return default
        attr = entry.value
        if not (isinstance(attr, IntegerAttr) and attr.type == IntegerType(1)):
            self.error(f"expected a bool type in {key}", entry)
        return bool(attr.value.data)

    def uints(self, key: str, desc: str | None = None, required: bool = True) -> tuple[int, ...]:
        entry = self.entries.get(key)
        if entry is None:
            if required:
                self.error(f"missing '{key}'")
            return ()
        if not isinstance(entry.value, ArrayAttr):
            self.error(f"expected an array for {desc or key}", entry)
        return tuple(self._uint(v, desc or key, entry) for v in entry.value.data)

    def bases(self, key: str) -> tuple[tuple[int, ...], ...]:
        """An array of arrays of integers (a linear layout's bases for one in dim)."""
        entry = self.entries.get(key)
        if entry is None:
            self.error_here(f"Expected basis of '{key}' not found")
        if not isinstance(entry.value, ArrayAttr):
            self.error_here(f"Expected array of arrays for basis of '{key}'")
        out = []
        for inner in entry.value.data:
            if not isinstance(inner, ArrayAttr):
                self.error_here(f"Expected array of integers in basis for '{key}'")
            vec = []
            for v in inner.data:
                if not isinstance(v, IntegerAttr):
                    self.error_here(f"Expected integer in basis for '{key}'")
                vec.append(v.value.data)
            out.append(tuple(vec))
        return tuple(out)

    def cga(self, rank: int) -> CGALayout:
        entry = self.entries.get("CGALayout")
        if entry is None:
            return CGALayout.default(rank)
        if not isinstance(entry.value, ArrayAttr):
            self.error("expected array value for 'CGALayout'", entry)
        bases = []
        for vec in entry.value.data:
            if not isinstance(vec, ArrayAttr):
                self.error("expected an array for CGALayout entry", entry)
            values = tuple(self._uint(v, "CGALayout entry", entry) for v in vec.data)
            if len(values) != rank:
                self.error(f"'CGALayout' entry length does not match rank {rank}", entry)
            bases.append(values)
        cga = CGALayout((rank, tuple(bases)))
        problem = cga.surjectivity_error()
        if problem is not None:
            self.error(problem, entry)
        return cga

    def only(self, allowed: Sequence[str]) -> None:
        for key, entry in self.entries.items():
            if key not in allowed:
                self.error(f"unexpected key: {key}", entry)

    def linear_layout(self, in_dims: Sequence[str]) -> LinearLayout:
        bases = {d: self.bases(d) for d in in_dims}
        rank = next((len(bs[0]) for bs in bases.values() if bs), 0)
        if rank == 0:
            self.error_here("Empty Layout not supported")
        try:
            return LinearLayout.from_bases(bases, standard_out_dim_names(rank))
        except LayoutError as e:
            self.error(str(e))


def _name_loc(parser: AttrParser, start: int) -> int:
    """Where the mnemonic in front of ``start`` (the ``<``) begins: ``slice`` in
    ``#ttg.slice<``, libtriton's ``getNameLoc()``."""
    text = parser.lexer.input.content
    pos = start
    while pos > 0 and (text[pos - 1].isalnum() or text[pos - 1] == "_"):
        pos -= 1
    return pos


def _build(
    parser: AttrParser, start: int, make: Callable[[], Attribute], declarative: bool = False
) -> Attribute:
    """Construct an attribute; a verifier failure is an error where libtriton reports it:
    at the mnemonic for a hand-written C++ parser (``getChecked`` uses ``getNameLoc()``),
    at the ``<`` for one generated from an ``assemblyFormat``."""
    try:
        return make()
    except (VerifyException, LayoutError) as e:
        at = start if declarative else _name_loc(parser, start)
        parser.raise_error(str(e), at, at + 1)


class _DictionarySyntax:
    """The syntax of an encoding whose parameters are one dictionary: `<{k = v, ...}>`
    (``BRACES``) or `<k = v, ...>`. A subclass reads the entries in ``_make``, raising
    libtriton's errors, and returns what builds the attribute; ``DECLARATIVE`` says where a
    verifier failure is reported (see _build)."""

    BRACES: ClassVar[bool] = True
    DECLARATIVE: ClassVar[bool] = False
    # The parameters exactly as libtriton prints them (``_from_printed`` builds those), or None
    PRINTED: ClassVar[re.Pattern[str] | None] = None

    @classmethod
    def _make(cls, r: _Reader) -> Callable[[], Attribute]:
        raise NotImplementedError

    @classmethod
    def _from_printed(
        cls, parser: MLIRParser, start: int, found: re.Match[str]
    ) -> Attribute | None:
        """The attribute of parameters that PRINTED matched from ``start`` (its `<`), as
        _make reads and builds it; None, or a verifier's error, where they are not valid."""
        raise NotImplementedError

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        start = parser.pos
        if cls.BRACES:
            with parser.in_angle_brackets():
                make = cls._make(_Reader(parser, _parse_entries(parser), start))
        else:
            parser.parse_punctuation("<")
            make = cls._make(_Reader(parser, _struct_entries(parser), start))
        return _build(parser, start, make, cls.DECLARATIVE).parameters

    @classmethod
    def read_text(cls, parser: MLIRParser, start: int, end: int) -> Attribute | None:
        """The attribute whose parameters run from ``start`` (its `<`) to ``end``, when
        they are entries the parser reads at once (MLIRParser.entries_at) and make a valid
        attribute: built once, as parse_parameters builds it. None otherwise (the parse
        hook then reads the text and reports the error)."""
        if cls.PRINTED is not None:  # libtriton's print: no attribute built for a parameter
            found = cls.PRINTED.fullmatch(parser.text_between(start, end))
            if found is not None:
                try:
                    attr = cls._from_printed(parser, start, found)
                except (VerifyException, LayoutError):
                    attr = None
                if attr is not None:
                    return attr
        if cls.BRACES:
            if not parser.text_at(start + 1, "{"):
                return None
            found = parser.entries_at(start + 1, "}")
            last = end - 1
        else:
            found = parser.entries_at(start, ">")
            last = end
        if found is None or found[0] != last:
            return None
        entries = {key: _Entry(value, first, stop) for key, value, first, stop in found[1]}
        try:
            return cls._make(_Reader(parser, entries, start))()
        except (ParseError, VerifyException, LayoutError):
            return None


# An unsigned integer parameter, captured
_UINT = r"([0-9]{1,18})"
# Unsigned integer lists as libtriton prints layout parameters: `[1, 4]`, a CGA layout's
# `[[0, 1], [1, 0]]` (captured without the outer brackets)
_UINTS = r"\[((?:[0-9]{1,18}(?:, [0-9]{1,18})*)?)\]"
_UINT_LIST = r"\[[0-9]{1,18}(?:, [0-9]{1,18})*\]"
_PRINTED_CGA = rf"(?:, CGALayout = \[({_UINT_LIST}(?:, {_UINT_LIST})*)\])?"
# a linear layout's bases for one in dim, `[[0, 1], [2, 0]]` or `[]` (captured without the
# outer brackets)
_PRINTED_BASES = rf"\[((?:{_UINT_LIST}(?:, {_UINT_LIST})*)?)\]"


def _uint_tuple(text: str) -> tuple[int, ...]:
    """`1, 4` (or nothing) as integers."""
    return tuple(map(int, text.split(", "))) if text else ()


def _printed_bases(text: str) -> tuple[tuple[int, ...], ...]:
    """Bases `[0, 1], [1, 0]` (or nothing) as tuples of integers."""
    if not text:
        return ()
    # (a list, not a generator: no frame per basis)
    return tuple([tuple(map(int, basis.split(", "))) for basis in text[1:-1].split("], [")])


def _printed_cga(text: str | None, rank: int) -> CGALayout | None:
    """The CGA layout `[0, 1], [1, 0]` (None: not written) of ``rank`` as _Reader.cga reads
    it; None where that reports an error."""
    if text is None:  # (CGALayout.default, without the check of its kind)
        return _param(CGALayout, (rank, ()))
    bases = _printed_bases(text)
    for basis in bases:
        if len(basis) != rank:
            return None
    cga = _param(CGALayout, (rank, bases))
    return None if cga.surjectivity_error() is not None else cga


def _param(kind: type[Data], value: Any) -> Any:
    """``kind(value)`` for a parameter (IntParam, IntTupleParam, CGALayout) of a layout read
    from its printed text, built without the check of its kind (what a pattern read is of
    that kind)."""
    attr = kind.__new__(kind)
    attr.__dict__["data"] = value
    return attr


@functools.cache
def _parameter_names(cls: type[ParametrizedAttribute]) -> tuple[str, ...]:
    return tuple(name for name, _ in cls.get_irdl_definition().parameters)


def _verified(cls: type[ParametrizedAttribute], *parameters: Attribute) -> Any:
    """``cls(*parameters)`` with the class's own verifier run (it raises as the constructor
    does), but not the check of each parameter's kind: for the layouts read from their
    printed text (see _DictionarySyntax.PRINTED), whose parameters _param built."""
    attr = cls.__new__(cls)
    attr.__dict__.update(zip(_parameter_names(cls), parameters, strict=True))
    attr.verify()
    return attr


def _cga_suffix(cga: CGALayout) -> str:
    return "" if cga.is_default else f", CGALayout = {cga.text()}"


def _verify_order(order: Sequence[int]) -> None:
    if sorted(order) != list(range(len(order))):
        raise VerifyException(
            f"order must be a permutation of 0..(rank-1), but was [{_ints(order)}]"
        )


class LayoutEncoding(ParametrizedAttribute):
    """Base of every layout encoding; `rank` where the encoding knows it. Its linear layout:
    :func:`gluon_opt.dialects.layout.conversions.to_linear_layout`."""


class DistributedEncoding(LayoutEncoding):
    """Encodings that spread a tensor over registers, lanes, warps and blocks."""


class MmaEncoding(DistributedEncoding):
    """Triton's MmaEncodingTrait: the result layouts of matrix instructions (NVIDIA mma,
    AMD mfma and wmma), printed as `#mma` aliases. Their rank is that of their CGA layout
    (the `CTALayout_` parameter each defines)."""

    @property
    def CGALayout(self) -> CGALayout:  # noqa: N802
        return self.CTALayout_  # type: ignore[attr-defined]

    @property
    def rank(self) -> int:
        return self.CGALayout.rank

    def mlir_alias_name(self) -> str:
        return "mma"


class SharedEncoding(LayoutEncoding):
    """Encodings of tensors in shared memory (`offset`, `block` -> dims)."""

    def mlir_alias_name(self) -> str:
        return "shared"


# ----- distributed encodings ---------------------------------------------------------


@irdl_attr_definition
class BlockedEncodingAttr(_DictionarySyntax, DistributedEncoding):
    """`#ttg.blocked`: each thread holds sizePerThread contiguous elements, tiled by lanes,
    warps and CTAs; `order` lists dims fastest first."""

    name = "ttg.blocked"
    sizePerThread_: IntTupleParam
    threadsPerWarp_: IntTupleParam
    warpsPerCTA_: IntTupleParam
    order_: IntTupleParam
    CTALayout_: _CGAParam

    @classmethod
    def get(
        cls,
        sizePerThread: Sequence[int],
        threadsPerWarp: Sequence[int],
        warpsPerCTA: Sequence[int],
        order: Sequence[int],
        CGALayout_: CGALayout | Sequence[Sequence[int]] | None = None,
    ) -> BlockedEncodingAttr:
        rank = len(sizePerThread)
        cga = _as_cga(CGALayout_, rank)
        # (the passes build many: the parameters of the kinds they are declared with, built
        # and checked as for a layout read from its text, with the same verifier and errors)
        return _verified(
            cls,
            _param(IntTupleParam, tuple(sizePerThread)),
            _param(IntTupleParam, tuple(threadsPerWarp)),
            _param(IntTupleParam, tuple(warpsPerCTA)),
            _param(IntTupleParam, tuple(order)),
            cga,
        )

    sizePerThread = property(lambda self: self.sizePerThread_.data)
    threadsPerWarp = property(lambda self: self.threadsPerWarp_.data)
    warpsPerCTA = property(lambda self: self.warpsPerCTA_.data)
    order = property(lambda self: self.order_.data)

    @property
    def CGALayout(self) -> CGALayout:  # noqa: N802 - the .td name
        return self.CTALayout_

    @property
    def rank(self) -> int:
        return len(self.sizePerThread)

    def mlir_alias_name(self) -> str:
        return "blocked"

    def verify(self) -> None:
        # (the parameters' data read directly, not through the properties: each layout of a
        # hand-off is checked as it is read)
        spt, tpw = self.sizePerThread_.data, self.threadsPerWarp_.data
        wpc, order = self.warpsPerCTA_.data, self.order_.data
        if not len(spt) == len(tpw) == len(wpc) == len(order):
            raise VerifyException(
                "sizePerThread, threadsPerWarp, warpsPerCTA, and order must all have the same rank."
            )
        for values, what in ((spt, "sizePerThread"), (tpw, "threadsPerWarp"), (wpc, "warpsPerCTA")):
            for v in values:  # (_is_pow2 inline: each layout is checked as a hand-off reads it)
                if v <= 0 or v & (v - 1):
                    raise VerifyException(f"Every element in {what} must be a power of two.")
        if len(order) != self.CTALayout_.data[0]:  # (the CGA layout's rank)
            raise VerifyException(
                "BlockedEncodingAttr and CTALayout's fields must have the same rank."
            )
        _verify_order(order)

    PRINTED = re.compile(
        rf"<\{{sizePerThread = {_UINTS}, threadsPerWarp = {_UINTS}, warpsPerCTA = {_UINTS}, "
        rf"order = {_UINTS}{_PRINTED_CGA}\}}>",
        re.A,
    )

    @classmethod
    def _from_printed(
        cls, parser: MLIRParser, start: int, found: re.Match[str]
    ) -> BlockedEncodingAttr | None:
        spt, tpw, wpc, order = [
            _param(IntTupleParam, _uint_tuple(v)) for v in found.group(1, 2, 3, 4)
        ]
        cga = _printed_cga(found[5], len(spt.data))
        return None if cga is None else _verified(cls, spt, tpw, wpc, order, cga)

    @classmethod
    def _make(cls, r: _Reader) -> Callable[[], BlockedEncodingAttr]:
        r.only(["sizePerThread", "threadsPerWarp", "warpsPerCTA", "order", "CGALayout"])
        spt = r.uints("sizePerThread", "number of elements per thread")
        tpw = r.uints("threadsPerWarp", "number of threads per warp")
        wpc = r.uints("warpsPerCTA", "number of warps per CTA")
        order = r.uints("order")
        cga = r.cga(len(spt))
        return lambda: cls.get(spt, tpw, wpc, order, cga)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(
            f"<{{sizePerThread = [{_ints(self.sizePerThread)}], threadsPerWarp = "
            f"[{_ints(self.threadsPerWarp)}], warpsPerCTA = [{_ints(self.warpsPerCTA)}], "
            f"order = [{_ints(self.order)}]{_cga_suffix(self.CGALayout)}}}>"
        )


def _as_cga(value: CGALayout | Sequence[Sequence[int]] | None, rank: int) -> CGALayout:
    if value is None:
        return CGALayout.default(rank)
    if isinstance(value, CGALayout):
        return value
    return CGALayout.get(value, rank)


@irdl_attr_definition
class NvidiaMmaEncodingAttr(_DictionarySyntax, MmaEncoding):
    """`#ttg.nvidia_mma`: the accumulator layout of mma.sync (v2) or wgmma (v3)."""

    name = "ttg.nvidia_mma"
    versionMajor_: IntParam
    versionMinor_: IntParam
    warpsPerCTA_: IntTupleParam
    CTALayout_: _CGAParam
    instrShape_: IntTupleParam

    @classmethod
    def get(
        cls,
        versionMajor: int,
        versionMinor: int,
        warpsPerCTA: Sequence[int],
        instrShape: Sequence[int],
        CGALayout_: CGALayout | Sequence[Sequence[int]] | None = None,
    ) -> NvidiaMmaEncodingAttr:
        return cls(
            IntParam(versionMajor),
            IntParam(versionMinor),
            IntTupleParam(tuple(warpsPerCTA)),
            _as_cga(CGALayout_, len(warpsPerCTA)),
            IntTupleParam(tuple(instrShape)),
        )

    versionMajor = property(lambda self: self.versionMajor_.data)
    versionMinor = property(lambda self: self.versionMinor_.data)
    warpsPerCTA = property(lambda self: self.warpsPerCTA_.data)
    instrShape = property(lambda self: self.instrShape_.data)

    def is_ampere(self) -> bool:
        return self.versionMajor == 2

    def is_hopper(self) -> bool:
        return self.versionMajor == 3

    PRINTED = re.compile(
        rf"<\{{versionMajor = {_UINT}, versionMinor = {_UINT}, "
        rf"warpsPerCTA = {_UINTS}{_PRINTED_CGA}, instrShape = {_UINTS}\}}>",
        re.A,
    )

    @classmethod
    def _from_printed(
        cls, parser: MLIRParser, start: int, found: re.Match[str]
    ) -> NvidiaMmaEncodingAttr | None:
        major, minor, wpc, cga_text, instr = found.groups()
        warps = _uint_tuple(wpc)
        cga = _printed_cga(cga_text, len(warps))
        if cga is None:
            return None
        return _verified(
            cls,
            _param(IntParam, int(major)),
            _param(IntParam, int(minor)),
            _param(IntTupleParam, warps),
            cga,
            _param(IntTupleParam, _uint_tuple(instr)),
        )

    @classmethod
    def _make(cls, r: _Reader) -> Callable[[], NvidiaMmaEncodingAttr]:
        major = r.uint("versionMajor", default=0)
        minor = r.uint("versionMinor", default=0)
        wpc = r.uints("warpsPerCTA", required=False)
        instr = r.uints("instrShape", required=False)
        cga = r.cga(len(wpc))
        return lambda: cls.get(major, minor, wpc, instr, cga)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(
            f"<{{versionMajor = {self.versionMajor}, versionMinor = {self.versionMinor}, "
            f"warpsPerCTA = [{_ints(self.warpsPerCTA)}]{_cga_suffix(self.CGALayout)}, "
            f"instrShape = [{_ints(self.instrShape)}]}}>"
        )


@irdl_attr_definition
class SliceEncodingAttr(_DictionarySyntax, DistributedEncoding):
    """`#ttg.slice`: the parent layout with dimension `dim` removed (printed inline)."""

    name = "ttg.slice"
    dim_: IntParam
    parent: Attribute

    @classmethod
    def get(cls, dim: int, parent: Attribute) -> SliceEncodingAttr:
        # (the layout passes slice many layouts: built as a parsed layout is, verified alike)
        return _verified(cls, _param(IntParam, dim), parent)

    dim = property(lambda self: self.dim_.data)

    @property
    def rank(self) -> int:
        return encoding_rank(self.parent) - 1

    @property
    def CGALayout(self) -> CGALayout:  # noqa: N802
        parent = get_cga_layout(self.parent)
        bases = [b[: self.dim] + b[self.dim + 1 :] for b in parent.bases]
        return CGALayout((parent.rank - 1, tuple(bases)))

    def verify(self) -> None:
        if not isinstance(self.parent, DistributedEncoding):
            raise VerifyException("expected a distributed encoding trait")
        rank = encoding_rank(self.parent)
        if rank <= 1:
            raise VerifyException("parent layout must have at least rank >= 2")
        if self.dim >= rank:
            raise VerifyException(f"slice dim={self.dim} must be less than the parent rank={rank}")

    PRINTED = re.compile(r"<\{dim = ([0-9]{1,18}), parent = (#[A-Za-z_][\w$.-]*)\}>", re.A)

    @classmethod
    def _from_printed(
        cls, parser: MLIRParser, start: int, found: re.Match[str]
    ) -> SliceEncodingAttr | None:
        parent = parser.attribute_at(start + found.start(2))
        if parent is None or not isinstance(parent[1], DistributedEncoding):
            return None
        return _verified(cls, _param(IntParam, int(found[1])), parent[1])

    @classmethod
    def _make(cls, r: _Reader) -> Callable[[], SliceEncodingAttr]:
        dim = r.uint("dim")
        parent = r.entries.get("parent")
        if parent is None or not isinstance(parent.value, DistributedEncoding):
            r.error("expected a distributed encoding trait", parent)
        return lambda: cls.get(dim, parent.value)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{{dim = {self.dim}, parent = ")
        printer.print_attribute(self.parent)
        printer.print_string("}>")


@irdl_attr_definition
class DotOperandEncodingAttr(_DictionarySyntax, DistributedEncoding):
    """`#ttg.dot_op`: operand `opIdx` (0 = A, 1 = B) of a dot whose result has layout
    `parent`; `kWidth` elements along K per thread (0 = unset, omitted)."""

    name = "ttg.dot_op"
    opIdx_: IntParam
    parent: Attribute
    kWidth_: IntParam

    @classmethod
    def get(cls, opIdx: int, parent: Attribute, kWidth: int = 0) -> DotOperandEncodingAttr:
        return cls(IntParam(opIdx), parent, IntParam(kWidth))

    opIdx = property(lambda self: self.opIdx_.data)
    kWidth = property(lambda self: self.kWidth_.data)

    @property
    def rank(self) -> int:
        return encoding_rank(self.parent)

    @property
    def CGALayout(self) -> CGALayout:  # noqa: N802
        parent = get_cga_layout(self.parent)
        k_dim = parent.rank - 1 if self.opIdx == 0 else parent.rank - 2
        bases = [tuple(0 if i == k_dim else v for i, v in enumerate(b)) for b in parent.bases]
        return CGALayout((parent.rank, tuple(bases)))

    def verify(self) -> None:
        op_idx, parent, k_width = self.opIdx, self.parent, self.kWidth
        if op_idx not in (0, 1):
            raise VerifyException(f"ttg.dot_op opIdx parameter can be 0 or 1, got: {op_idx}")
        if isinstance(parent, NvidiaMmaEncodingAttr):
            modern = parent.is_ampere() or parent.is_hopper()
            if k_width != 0 and not modern:
                raise VerifyException(
                    "ttg.dot_op kWidth parameter can only be non-zero for Ampere or Hopper "
                    "MMA parent"
                )
            if k_width == 0 and modern:
                raise VerifyException(
                    "ttg.dot_op kWidth parameter is mandatory for Ampere or Hopper MMA parent"
                )
            if op_idx != 0 and parent.is_hopper():
                raise VerifyException(
                    "ttg.dot_op opIdx parameter must be 0 for Hopper MMA parent, since Hopper "
                    "WGMMA only allows first operand to be in registers"
                )
            return
        if isinstance(parent, AMDWmmaEncodingAttr):
            if parent.version == 1 and k_width not in (8, 16):
                raise VerifyException(
                    "ttg.dot_op kWidth parameter must be 8/16 for WMMA v1 "
                    "(including packed cases for `scaled_dot`)"
                )
            if parent.version == 2 and k_width not in (4, 8, 16):
                raise VerifyException(
                    "ttg.dot_op kWidth parameter must be 4/8/16 for WMMA v2 "
                    "(including packed cases for `scaled_dot`)"
                )
            if parent.version == 3 and k_width not in (2, 8, 16):
                # The 3.6.0 wheel's rule (the source at db14c2d4 only asks for a kWidth).
                raise VerifyException("ttg.dot_op kWidth parameter must be 2/8/16 for WMMA v3")
            return
        if isinstance(parent, AMDMfmaEncodingAttr):
            if k_width == 0:
                raise VerifyException("ttg.dot_op kWidth parameter is mandatory for MFMA parent")
            return
        if isinstance(parent, BlockedEncodingAttr):
            if k_width != 0:
                raise VerifyException(
                    "ttg.dot_op kWidth parameter is not supported when the parent is a "
                    "blocked layout"
                )
            return
        raise VerifyException(f"ttg.dot_op unexpected parent layout: {attr_text(parent)}")

    DECLARATIVE = True
    PRINTED = re.compile(
        rf"<\{{opIdx = {_UINT}, parent = (#[A-Za-z_][\w$.-]*)(?:, kWidth = {_UINT})?\}}>",
        re.A,
    )

    @classmethod
    def _from_printed(
        cls, parser: MLIRParser, start: int, found: re.Match[str]
    ) -> DotOperandEncodingAttr | None:
        parent = parser.attribute_at(start + found.start(2))
        if parent is None:
            return None
        k_width = 0 if found[3] is None else int(found[3])
        return _verified(cls, _param(IntParam, int(found[1])), parent[1], _param(IntParam, k_width))

    @classmethod
    def _make(cls, r: _Reader) -> Callable[[], DotOperandEncodingAttr]:
        r.only(["opIdx", "parent", "kWidth"])
        op_idx = r.uint("opIdx")
        parent = r.entries.get("parent")
        if parent is None:
            r.error("struct is missing required parameter: parent")
        k_width = r.uint("kWidth", default=0)
        return lambda: cls.get(op_idx, parent.value, k_width)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{{opIdx = {self.opIdx}, parent = ")
        printer.print_attribute(self.parent)
        if self.kWidth:
            printer.print_string(f", kWidth = {self.kWidth}")
        printer.print_string("}>")


class _LinearLayoutEncoding:
    """What the linear encodings (distributed and shared) read off their `linearLayout_`."""

    linearLayout = property(lambda self: self.linearLayout_.data)

    @property
    def rank(self) -> int:
        return self.linearLayout.num_out_dims

    @property
    def CGALayout(self) -> CGALayout:  # noqa: N802
        return _cga_of_linear(self.linearLayout)

    def verify_dim_names(self, in_dims: Sequence[str]) -> None:
        """The in dims are a prefix of `in_dims`; the out dims are dim0, dim1, ..."""
        ll = self.linearLayout
        for i, (dim, want) in enumerate(zip(ll.in_dim_names, in_dims, strict=False)):
            if dim != want:
                raise VerifyException(f"Expected input dimension {i} to be '{want}'. Got {dim}")
        for i, dim in enumerate(ll.out_dim_names):
            if dim != f"dim{i}":
                raise VerifyException(
                    f"Expected output dimensions to be ['dim0', 'dim1', ...]. Got {dim} at "
                    f"position {i}"
                )


@irdl_attr_definition
class LinearEncodingAttr(_DictionarySyntax, _LinearLayoutEncoding, DistributedEncoding):
    """`#ttg.linear`: a distributed layout given directly by its register/lane/warp/block
    bases."""

    name = "ttg.linear"
    linearLayout_: LinearLayoutParam

    @classmethod
    def get(cls, ll: LinearLayout) -> LinearEncodingAttr:
        return cls(LinearLayoutParam(ll))

    @classmethod
    def from_bases(
        cls,
        register: Sequence[Sequence[int]],
        lane: Sequence[Sequence[int]],
        warp: Sequence[Sequence[int]],
        block: Sequence[Sequence[int]],
        rank: int,
    ) -> LinearEncodingAttr:
        ll = LinearLayout.from_bases(
            {"register": register, "lane": lane, "warp": warp, "block": block},
            standard_out_dim_names(rank),
        )
        return cls.get(ll)

    def mlir_alias_name(self) -> str:
        return "linear"

    def verify(self) -> None:
        ll = self.linearLayout
        self.verify_dim_names(("register", "lane", "warp", "block"))
        for bs in ll.bases.values():
            if any(sum(1 for v in b if v) > 1 for b in bs):
                raise VerifyException(
                    "In a distributed layout, each base must move in at most one dimension."
                )

    PRINTED = re.compile(
        rf"<\{{register = {_PRINTED_BASES}, lane = {_PRINTED_BASES}, warp = {_PRINTED_BASES}, "
        rf"block = {_PRINTED_BASES}\}}>",
        re.A,
    )

    @classmethod
    def _from_printed(
        cls, parser: MLIRParser, start: int, found: re.Match[str]
    ) -> LinearEncodingAttr | None:
        in_dims = ("register", "lane", "warp", "block")
        bases = dict(zip(in_dims, map(_printed_bases, found.groups()), strict=True))
        rank = next((len(bs[0]) for bs in bases.values() if bs), 0)
        if rank == 0:  # _Reader.linear_layout's error
            return None
        layout = LinearLayout.from_bases(bases, standard_out_dim_names(rank))
        return _verified(cls, _param(LinearLayoutParam, layout))

    @classmethod
    def _make(cls, r: _Reader) -> Callable[[], LinearEncodingAttr]:
        r.close()
        # libtriton reads the bases after the closing `>`: their errors point past it.
        return lambda: cls.get(r.linear_layout(["register", "lane", "warp", "block"]))

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{{{_ll_text(self.linearLayout)}}}>")


def _cga_of_linear(ll: LinearLayout) -> CGALayout:
    """The CGA part of a full layout: what remains after dividing out one CTA's layout."""
    rank = ll.num_out_dims
    split = bases_per_dim(ll.bases.get("block", ()), rank, skip_broadcast=True)
    outs = ll.out_dim_names
    shape = [ll.out_dim_size(d) // s for d, s in zip(outs, split, strict=True)]
    in_dims = [d for d in ll.in_dim_names if d != "block"]
    sub = ll.sublayout(in_dims, outs)
    sub = LinearLayout(sub.bases, list(zip(outs, shape, strict=True)))
    quotient = ll.divide_left(sub)
    if quotient is None:
        raise LayoutError("layout does not factor into a CTA layout times a CGA layout")
    return CGALayout((rank, tuple(quotient.bases.get("block", ()))))


# ----- AMD encodings -----------------------------------------------------------------
# 3.6.0's TritonGPU dialect parses these on every target, so NVIDIA tools must read and
# print them too. They have no linear layout here (to_linear_layout raises LayoutError).


def _sorted_entries(r: _Reader) -> list[tuple[str, _Entry]]:
    """MLIR parses `{...}` into a DictionaryAttr, which sorts by key: libtriton reads the
    entries (and so reports the first bad one) in that order."""
    return sorted(r.entries.items())


def _uint_of(r: _Reader, entry: _Entry, desc: str) -> int:
    return r._uint(entry.value, desc, entry)  # noqa: SLF001 - same module


def _uints_of(r: _Reader, entry: _Entry, desc: str) -> tuple[int, ...]:
    if not isinstance(entry.value, ArrayAttr):
        r.error(f"expected an array for {desc}", entry)
    return tuple(r._uint(v, desc, entry) for v in entry.value.data)  # noqa: SLF001


def _bool_of(r: _Reader, entry: _Entry, desc: str) -> bool:
    attr = entry.value
    if not (isinstance(attr, IntegerAttr) and attr.type == IntegerType(1)):
        r.error(f"expected a bool type in {desc}", entry)
    return bool(attr.value.data)


def _unit_tiles_suffix(tiles: Sequence[int]) -> str:
    return "" if all(t == 1 for t in tiles) else f", tilesPerWarp = [{_ints(tiles)}]"


@irdl_attr_definition
class AMDMfmaEncodingAttr(MmaEncoding):
    """`#ttg.amd_mfma`: the result layout of AMD MFMA matrix-core instructions
    (`instrShape` = M, N, K of one instruction)."""

    name = "ttg.amd_mfma"
    version_: IntParam
    warpsPerCTA_: IntTupleParam
    instrShape_: IntTupleParam
    isTransposed_: IntParam
    CTALayout_: _CGAParam
    tilesPerWarp_: IntTupleParam
    elementBitWidth_: IntParam

    @classmethod
    def get(
        cls,
        version: int,
        warpsPerCTA: Sequence[int],
        instrShape: Sequence[int],
        isTransposed: bool,
        CGALayout_: CGALayout | Sequence[Sequence[int]] | None = None,
        tilesPerWarp: Sequence[int] = (),
        elementBitWidth: int = 32,
    ) -> AMDMfmaEncodingAttr:
        return cls(
            IntParam(version),
            IntTupleParam(tuple(warpsPerCTA)),
            IntTupleParam(tuple(instrShape)),
            IntParam(int(isTransposed)),
            _as_cga(CGALayout_, len(warpsPerCTA)),
            IntTupleParam(tuple(tilesPerWarp) or (1,) * len(warpsPerCTA)),
            IntParam(elementBitWidth),
        )

    version = property(lambda self: self.version_.data)
    warpsPerCTA = property(lambda self: self.warpsPerCTA_.data)
    instrShape = property(lambda self: self.instrShape_.data)
    isTransposed = property(lambda self: bool(self.isTransposed_.data))
    tilesPerWarp = property(lambda self: self.tilesPerWarp_.data)
    elementBitWidth = property(lambda self: self.elementBitWidth_.data)

    def verify(self) -> None:
        if not 0 <= self.version <= 4:
            raise VerifyException("version must be in the [0, 4] range")
        if len(self.instrShape) < 2:
            # libtriton reads instrShape[0] and [1] unchecked and aborts here.
            raise VerifyException("instrShape must give at least (mDim, nDim)")
        m, n = self.instrShape[0], self.instrShape[1]
        if (m, n) not in ((32, 32), (16, 16), (64, 4), (4, 64)):
            raise VerifyException(f"invalid (mDim, nDim) combination: ({m}, {n})")
        if self.elementBitWidth not in (32, 64):
            raise VerifyException("elementBitWidth must be 32 or 64")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        start = parser.pos
        with parser.in_angle_brackets():
            r = _Reader(parser, _parse_entries(parser), start)
        version, is_transposed, bits = 0, False, 32
        wpc: tuple[int, ...] = ()
        instr: tuple[int, ...] = ()
        tiles: tuple[int, ...] = ()
        for key, entry in _sorted_entries(r):  # unknown keys are ignored, as in libtriton
            if key == "version":
                version = _uint_of(r, entry, "version")
            elif key == "warpsPerCTA":
                wpc = _uints_of(r, entry, "warpsPerCTA")
            elif key == "instrShape":
                instr = _uints_of(r, entry, "instrShape")
            elif key == "isTransposed":
                is_transposed = _bool_of(r, entry, "isTransposed")
            elif key == "tilesPerWarp":
                tiles = _uints_of(r, entry, "tilesPerWarp")
            elif key == "elementBitWidth":
                bits = _uint_of(r, entry, "elementBitWidth")
        cga = r.cga(len(wpc))
        # An omitted tilesPerWarp defaults to one 1 per instrShape entry (libtriton's rule).
        tiles = tiles or (1,) * len(instr)
        attr = _build(
            parser, start, lambda: cls.get(version, wpc, instr, is_transposed, cga, tiles, bits)
        )
        return attr.parameters

    def print_parameters(self, printer: Printer) -> None:
        text = (
            f"<{{version = {self.version}, warpsPerCTA = [{_ints(self.warpsPerCTA)}], "
            f"instrShape = [{_ints(self.instrShape)}], isTransposed = "
            f"{'true' if self.isTransposed else 'false'}{_cga_suffix(self.CGALayout)}"
            f"{_unit_tiles_suffix(self.tilesPerWarp)}"
        )
        if self.elementBitWidth != 32:
            text += f", elementBitWidth = {self.elementBitWidth}"
        printer.print_string(text + "}>")


_WMMA_DEFAULT_INSTR_SHAPE = (16, 16, 16)
_WMMA_INSTR_SHAPES = {
    1: ((16, 16, 16),),
    2: ((16, 16, 16), (16, 16, 32)),
    3: ((16, 16, 4), (16, 16, 32), (16, 16, 64), (16, 16, 128)),
}


@irdl_attr_definition
class AMDWmmaEncodingAttr(MmaEncoding):
    """`#ttg.amd_wmma`: the result layout of AMD WMMA instructions (RDNA), versions 1-3."""

    name = "ttg.amd_wmma"
    version_: IntParam
    isTransposed_: IntParam
    warpsPerCTA_: IntTupleParam
    tilesPerWarp_: IntTupleParam
    CTALayout_: _CGAParam
    instrShape_: IntTupleParam

    @classmethod
    def get(
        cls,
        version: int,
        isTransposed: bool,
        warpsPerCTA: Sequence[int],
        tilesPerWarp: Sequence[int] = (),
        CGALayout_: CGALayout | Sequence[Sequence[int]] | None = None,
        instrShape: Sequence[int] = _WMMA_DEFAULT_INSTR_SHAPE,
    ) -> AMDWmmaEncodingAttr:
        return cls(
            IntParam(version),
            IntParam(int(isTransposed)),
            IntTupleParam(tuple(warpsPerCTA)),
            IntTupleParam(tuple(tilesPerWarp) or (1,) * len(warpsPerCTA)),
            _as_cga(CGALayout_, len(warpsPerCTA)),
            IntTupleParam(tuple(instrShape)),
        )

    version = property(lambda self: self.version_.data)
    isTransposed = property(lambda self: bool(self.isTransposed_.data))
    warpsPerCTA = property(lambda self: self.warpsPerCTA_.data)
    tilesPerWarp = property(lambda self: self.tilesPerWarp_.data)
    instrShape = property(lambda self: self.instrShape_.data)

    def verify(self) -> None:
        if not 1 <= self.version <= 3:
            raise VerifyException("WMMA version must be in the [1, 3] range")
        if tuple(self.instrShape) not in _WMMA_INSTR_SHAPES[self.version]:
            raise VerifyException(f"invalid WMMA v{self.version} instruction shape")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        start = parser.pos
        with parser.in_angle_brackets():
            r = _Reader(parser, _parse_entries(parser), start)
        version, is_transposed = 0, False
        wpc: tuple[int, ...] = ()
        tiles: tuple[int, ...] = ()
        instr = _WMMA_DEFAULT_INSTR_SHAPE
        for key, entry in _sorted_entries(r):  # unknown keys are ignored, as in libtriton
            if key == "version":
                version = _uint_of(r, entry, "version")
            elif key == "isTranspose":  # sic: the key is `isTranspose`
                is_transposed = _bool_of(r, entry, "isTranspose")
            elif key == "warpsPerCTA":
                wpc = _uints_of(r, entry, "warpsPerCTA")
            elif key == "tilesPerWarp":
                tiles = _uints_of(r, entry, "tilesPerWarp")
            elif key == "instrShape":
                instr = _uints_of(r, entry, "instrShape")
        cga = r.cga(len(wpc))
        tiles = tiles or (1,) * len(instr)
        attr = _build(
            parser, start, lambda: cls.get(version, is_transposed, wpc, tiles, cga, instr)
        )
        return attr.parameters

    def print_parameters(self, printer: Printer) -> None:
        text = (
            f"<{{version = {self.version}, isTranspose = "
            f"{'true' if self.isTransposed else 'false'}, warpsPerCTA = "
            f"[{_ints(self.warpsPerCTA)}]{_cga_suffix(self.CGALayout)}"
            f"{_unit_tiles_suffix(self.tilesPerWarp)}"
        )
        if tuple(self.instrShape) != _WMMA_DEFAULT_INSTR_SHAPE:
            text += f", instrShape = [{_ints(self.instrShape)}]"
        printer.print_string(text + "}>")


# ----- shared encodings --------------------------------------------------------------


@dataclass(frozen=True, init=False)  # as ParametrizedAttribute: its subclasses compare these
class _SwizzledLikeEncoding(_DictionarySyntax, SharedEncoding):
    """The parameters and the syntax (libtriton's parseSwizzledEncoding) that the swizzled
    and the AMD rotating encodings share: `<{vec, perPhase, maxPhase, order[, CGALayout]}>`."""

    vec_: IntParam
    perPhase_: IntParam
    maxPhase_: IntParam
    order_: IntTupleParam
    CTALayout_: _CGAParam

    @classmethod
    def get(
        cls,
        vec: int,
        perPhase: int,
        maxPhase: int,
        order: Sequence[int],
        CGALayout_: CGALayout | Sequence[Sequence[int]] | None = None,
    ) -> Self:
        return cls(
            IntParam(vec),
            IntParam(perPhase),
            IntParam(maxPhase),
            IntTupleParam(tuple(order)),
            _as_cga(CGALayout_, len(order)),
        )

    vec = property(lambda self: self.vec_.data)
    perPhase = property(lambda self: self.perPhase_.data)
    maxPhase = property(lambda self: self.maxPhase_.data)
    order = property(lambda self: self.order_.data)

    @property
    def CGALayout(self) -> CGALayout:  # noqa: N802
        return self.CTALayout_

    @property
    def rank(self) -> int:
        return len(self.order)

    def alignment(self) -> int:
        return 16

    PRINTED = re.compile(
        rf"<\{{vec = {_UINT}, perPhase = {_UINT}, maxPhase = {_UINT}, "
        rf"order = {_UINTS}{_PRINTED_CGA}\}}>",
        re.A,
    )

    @classmethod
    def _from_printed(cls, parser: MLIRParser, start: int, found: re.Match[str]) -> Self | None:
        vec, per_phase, max_phase, order_text, cga_text = found.groups()
        order = _uint_tuple(order_text)
        cga = _printed_cga(cga_text, len(order))
        if cga is None:
            return None
        phases = (_param(IntParam, int(v)) for v in (vec, per_phase, max_phase))
        return _verified(cls, *phases, _param(IntTupleParam, order), cga)

    @classmethod
    def _make(cls, r: _Reader) -> Callable[[], Self]:
        r.only(["vec", "perPhase", "maxPhase", "order", "CGALayout"])
        vec = r.uint("vec", default=0)
        per_phase = r.uint("perPhase", default=0)
        max_phase = r.uint("maxPhase", default=0)
        order = r.uints("order", required=False)
        cga = r.cga(len(order))
        return lambda: cls.get(vec, per_phase, max_phase, order, cga)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(
            f"<{{vec = {self.vec}, perPhase = {self.perPhase}, maxPhase = {self.maxPhase}, "
            f"order = [{_ints(self.order)}]{_cga_suffix(self.CGALayout)}}}>"
        )


@irdl_attr_definition
class SwizzledSharedEncodingAttr(_SwizzledLikeEncoding):
    """`#ttg.swizzled_shared`: rows XOR-swizzled in groups of `vec`, `perPhase` rows per
    phase, `maxPhase` phases."""

    name = "ttg.swizzled_shared"

    def verify(self) -> None:
        if len(self.order) != self.CGALayout.rank:
            raise VerifyException(
                f"order size ({len(self.order)}) must match CTALayout rank ({self.CGALayout.rank})"
            )
        _verify_order(self.order)


@irdl_attr_definition
class AMDRotatingSharedEncodingAttr(_SwizzledLikeEncoding):
    """`#ttg.amd_rotating_shared`: like `#ttg.swizzled_shared`, but the swizzle pattern
    changes from one block of `perPhase * maxPhase` rows to the next (AMD). libtriton
    defines no verifier for it."""

    name = "ttg.amd_rotating_shared"


# What a `#ttg.nvmma_shared` written without `elementBitWidth` reads as: 16 bits, the
# element width of the fp16/bf16 operands such hand-written tests describe.
NVMMA_DEFAULT_ELEMENT_BIT_WIDTH = 16


@irdl_attr_definition
class NVMMASharedEncodingAttr(_DictionarySyntax, SharedEncoding):
    """`#ttg.nvmma_shared`: the swizzled layout TMA and wgmma/tcgen05 read directly."""

    name = "ttg.nvmma_shared"
    swizzlingByteWidth_: IntParam
    transposed_: IntParam
    elementBitWidth_: IntParam
    fp4Padded_: IntParam
    CTALayout_: _CGAParam

    @classmethod
    def get(
        cls,
        swizzlingByteWidth: int,
        transposed: bool,
        elementBitWidth: int,
        fp4Padded: bool = False,
        CGALayout_: CGALayout | Sequence[Sequence[int]] | None = None,
        rank: int = 2,
    ) -> NVMMASharedEncodingAttr:
        return cls(
            IntParam(swizzlingByteWidth),
            IntParam(int(transposed)),
            IntParam(elementBitWidth),
            IntParam(int(fp4Padded)),
            _as_cga(CGALayout_, rank),
        )

    swizzlingByteWidth = property(lambda self: self.swizzlingByteWidth_.data)
    transposed = property(lambda self: bool(self.transposed_.data))
    elementBitWidth = property(lambda self: self.elementBitWidth_.data)
    fp4Padded = property(lambda self: bool(self.fp4Padded_.data))

    @property
    def CGALayout(self) -> CGALayout:  # noqa: N802
        return self.CTALayout_

    @property
    def rank(self) -> int:
        return self.CGALayout.rank

    @property
    def vec(self) -> int:
        return 1 if self.swizzlingByteWidth == 0 else 128 // self.elementBitWidth

    @property
    def perPhase(self) -> int:
        return 1 if self.swizzlingByteWidth == 0 else 128 // self.swizzlingByteWidth

    @property
    def maxPhase(self) -> int:
        return 1 if self.swizzlingByteWidth == 0 else self.swizzlingByteWidth // 16

    def alignment(self) -> int:
        return 128 * self.maxPhase

    PRINTED = re.compile(
        r"<\{swizzlingByteWidth = ([0-9]{1,18}), transposed = (true|false), "
        rf"elementBitWidth = ([0-9]{{1,18}})(, fp4Padded = true)?(?:, rank = ([0-9]{{1,18}}))?"
        rf"{_PRINTED_CGA}\}}>",
        re.A,
    )

    @classmethod
    def _from_printed(
        cls, parser: MLIRParser, start: int, found: re.Match[str]
    ) -> NVMMASharedEncodingAttr | None:
        swizzle, transposed, bits, fp4, rank, cga_text = found.groups()
        if rank is not None:
            rank = int(rank)
        else:  # as _nvmma_printed_rank: that of the CGA layout's first basis, else 2
            rank = 2 if cga_text is None else len(cga_text[1:].split("]", 1)[0].split(", "))
        cga = _printed_cga(cga_text, rank)
        if cga is None:
            return None
        flags = (int(swizzle), int(transposed == "true"), int(bits), int(fp4 is not None))
        return _verified(cls, *(_param(IntParam, flag) for flag in flags), cga)

    @classmethod
    def _make(cls, r: _Reader) -> Callable[[], NVMMASharedEncodingAttr]:
        keys = ["swizzlingByteWidth", "transposed", "elementBitWidth", "fp4Padded", "CGALayout"]
        r.only([*keys, "rank"])
        swizzle = r.uint("swizzlingByteWidth")
        transposed = r.bool("transposed")
        # libtriton leaves a missing elementBitWidth uninitialised (Triton's own
        # combine.mlir omits it); we give it a defined value (docs/divergences.md)
        bits = r.uint("elementBitWidth", default=NVMMA_DEFAULT_ELEMENT_BIT_WIDTH)
        fp4 = r.bool("fp4Padded")
        rank = r.uint("rank") if "rank" in r.entries else _nvmma_printed_rank(r)
        cga = r.cga(rank)
        return lambda: cls.get(swizzle, transposed, bits, fp4, cga, rank)

    def print_parameters(self, printer: Printer) -> None:
        text = (
            f"<{{swizzlingByteWidth = {self.swizzlingByteWidth}, transposed = "
            f"{'true' if self.transposed else 'false'}, elementBitWidth = "
            f"{self.elementBitWidth}"
        )
        if self.fp4Padded:
            text += ", fp4Padded = true"
        cga = self.CGALayout
        if cga.is_default and cga.rank != 2:
            text += f", rank = {cga.rank}"
        else:
            # libtriton prints no rank beside a CGA layout and then reads such text as rank
            # 2; text handed to libtriton says the rank, which its parser takes beside it
            if cga.rank != 2 and for_libtriton(printer):
                text += f", rank = {cga.rank}"
            text += _cga_suffix(cga)
        printer.print_string(text + "}>")


def _nvmma_printed_rank(r: _Reader) -> int:
    """The rank of an `#ttg.nvmma_shared` written without `rank`: libtriton's parser assumes
    2, but its printer leaves `rank` out beside a non-default CGA layout of any rank, so the
    entries of that CGA layout give the rank of what it printed (docs/divergences.md)."""
    entry = r.entries.get("CGALayout")
    if entry is not None and isinstance(entry.value, ArrayAttr) and entry.value.data:
        first = entry.value.data[0]
        if isinstance(first, ArrayAttr) and first.data:
            return len(first.data)
    return 2


_NVMMA_TEXT = re.compile(r"#ttg\.nvmma_shared<\{([^{}]*)\}>")


def _top_level_entries(body: str) -> list[str]:
    """`k = v` entries of a dictionary body, split at the commas outside brackets."""
    entries, depth, start = [], 0, 0
    for i, ch in enumerate(body):
        depth += ch == "["
        depth -= ch == "]"
        if ch == "," and depth == 0:
            entries.append(body[start:i])
            start = i + 1
    return [*entries, body[start:]]


def libtriton_readable(text: str) -> str:
    """``text`` (libtriton's own print, say) with `rank = N` added to every
    `#ttg.nvmma_shared` that libtriton printed without it beside a CGA layout of rank N != 2:
    the one spelling of 3.6.0's print that its parser rejects and that has a readable form.
    The oracle reads foreign text through this; our own printer writes the readable form
    itself (``print_module(..., for_libtriton=True)``).

    The rewritten attribute keeps its length (its entries lose their spaces, blanks pad it),
    so that every column after it on the line stays where it was: ops without a location of
    their own get one from their line and column."""

    def fix(match: re.Match[str]) -> str:
        body = match.group(1)
        entries = {}
        for entry in _top_level_entries(body):
            key, _, value = entry.partition("=")
            entries[key.strip()] = re.sub(r"\s+", "", value)
        cga = entries.get("CGALayout", "")
        if "rank" in entries or not cga.startswith("[["):
            return match.group(0)
        rank = cga[2 : cga.index("]")].count(",") + 1
        if rank == 2:
            return match.group(0)
        fields = [f"{k}={v}" for k, v in entries.items() if k != "CGALayout"]
        compact = ",".join([*fields, f"rank={rank}", f"CGALayout={cga}"])
        return "#ttg.nvmma_shared<{" + compact.ljust(len(body)) + "}>"

    return _NVMMA_TEXT.sub(fix, text)


def with_explicit_element_bit_width(text: str) -> str:
    """``text`` with ``elementBitWidth`` written into every `#ttg.nvmma_shared` that omits
    it, as we read it: what libtriton, which leaves the field uninitialised, must be given to
    compute what we compute (docs/divergences.md)."""

    def fix(match: re.Match[str]) -> str:
        body = match.group(1)
        if "elementBitWidth" in body:
            return match.group(0)
        return f"#ttg.nvmma_shared<{{{body}, elementBitWidth = {NVMMA_DEFAULT_ELEMENT_BIT_WIDTH}}}>"

    return _NVMMA_TEXT.sub(fix, text)


@irdl_attr_definition
class SharedLinearEncodingAttr(_LinearLayoutEncoding, SharedEncoding):
    """`#ttg.shared_linear`: shared memory given by `offset` (and `block`) bases."""

    name = "ttg.shared_linear"
    linearLayout_: LinearLayoutParam
    layoutAlignment_: IntParam

    @classmethod
    def get(cls, ll: LinearLayout, layoutAlignment: int) -> SharedLinearEncodingAttr:
        if not ll.has_in_dim("block"):
            ll = LinearLayout({**ll.bases, "block": []}, ll.out_dims)
        return cls(LinearLayoutParam(ll), IntParam(layoutAlignment))

    layoutAlignment = property(lambda self: self.layoutAlignment_.data)

    def alignment(self) -> int:
        return self.layoutAlignment

    def verify(self) -> None:
        ll, align = self.linearLayout, self.layoutAlignment
        if not _is_pow2(align):
            raise VerifyException("alignment must be a positive power of two")
        self.verify_dim_names(("offset", "block"))
        if not ll.out_dim_names:
            raise VerifyException(
                "SharedLinearEncodingAttr requires at least one output dimension."
            )
        if not ll.is_surjective():
            raise VerifyException("The layout must be surjective")
        stripped = ll.remove_zero_bases_along_dim("offset").remove_zero_bases_along_dim("block")
        if not stripped.is_invertible():
            raise VerifyException("After removing the zero bases the layout must be bijective")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        start = parser.pos
        with parser.in_angle_brackets():
            entries = _parse_entries(parser)
            r = _Reader(parser, entries, start)
            if "alignment" in entries:
                r.error_here("alignment must be specified outside of the linear layout braces")
            if "block" not in entries:
                entries["block"] = _Entry(ArrayAttr([]), start, start)
            parser.parse_punctuation(",")
            parser.parse_keyword("alignment")
            parser.parse_punctuation("=")
            align = parser.parse_integer(allow_negative=False, allow_boolean=False)
            r.close()
        # libtriton reads the bases after the closing `>`: their errors point past it.
        ll = r.linear_layout(["offset", "block"])
        if len(entries) != 2:
            r.error_here(
                "SharedLinearEncodingAttr must have exactly two attributes: offset and block"
            )
        attr = _build(parser, start, lambda: cls.get(ll, align))
        return attr.parameters

    def print_parameters(self, printer: Printer) -> None:
        ll = self.linearLayout
        if not ll.bases.get("block"):
            ll = ll.sublayout(["offset"], ll.out_dim_names)
        printer.print_string(f"<{{{_ll_text(ll)}}}, alignment = {self.layoutAlignment}>")


@irdl_attr_definition
class PaddedSharedEncodingAttr(SharedEncoding):
    """`#ttg.padded_shared`: `padding` elements inserted after every `interval` elements,
    over a linear component (`offset`, `block` -> dims)."""

    name = "ttg.padded_shared"
    intervals_: IntTupleParam
    paddings_: IntTupleParam
    linearComponent_: LinearLayoutParam

    @classmethod
    def get(
        cls, intervals: Sequence[int], paddings: Sequence[int], linearComponent: LinearLayout
    ) -> PaddedSharedEncodingAttr:
        return cls(
            IntTupleParam(tuple(intervals)),
            IntTupleParam(tuple(paddings)),
            LinearLayoutParam(linearComponent),
        )

    @classmethod
    def get_identity(
        cls,
        intervals: Sequence[int],
        paddings: Sequence[int],
        order: Sequence[int],
        shape: Sequence[int],
        cga: CGALayout | None = None,
    ) -> PaddedSharedEncodingAttr:
        ll = identity_standard_nd("offset", shape, order)
        ll = combine_cta_cga_with_shape(ll, cga or CGALayout.default(len(shape)), shape)
        return cls.get(intervals, paddings, ll)

    intervals = property(lambda self: self.intervals_.data)
    paddings = property(lambda self: self.paddings_.data)
    linearComponent = property(lambda self: self.linearComponent_.data)

    @property
    def rank(self) -> int:
        return self.linearComponent.num_out_dims

    @property
    def order(self) -> tuple[int, ...]:
        rank = self.rank
        return tuple(order_per_dim(self.linearComponent, "offset", range(rank - 1, -1, -1)))

    @property
    def CGALayout(self) -> CGALayout:  # noqa: N802
        return _cga_of_linear(self.linearComponent)

    def alignment(self) -> int:
        return 16

    def verify(self) -> None:
        intervals, paddings, ll = self.intervals, self.paddings, self.linearComponent
        if len(intervals) != len(paddings):
            raise VerifyException(
                f"intervals size ({len(intervals)}) must match paddings size ({len(paddings)})"
            )
        if not intervals:
            raise VerifyException("must have at least one interval-padding pair")
        if not all(_is_pow2(v) for v in intervals):
            raise VerifyException("interval values must all be power of two")
        if not all(_is_pow2(v) for v in paddings):
            raise VerifyException("padding values must all be power of two")
        if len(set(intervals)) != len(intervals):
            raise VerifyException("interval values cannot have duplicates")
        if ll == LinearLayout.empty():
            raise VerifyException("linearComponent cannot be empty")
        if ll.in_dim_names != ["offset", "block"]:
            raise VerifyException("linearComponent must have [offset, block] as input dims")
        if ll.out_dim_names != standard_out_dim_names(ll.num_out_dims):
            raise VerifyException("Expected output dimensions to be ['dim0', 'dim1', ...].")
        if not ll.is_invertible():
            raise VerifyException("Broadcasting is not supported.")
        for bs in ll.bases.values():
            if any(sum(1 for v in b if v) > 1 for b in bs):
                raise VerifyException("Each offset basis must move in at most one dimension.")
            if any(v and not _is_pow2(v) for b in bs for v in b):
                raise VerifyException("Each offset basis must be 0 or a power of two.")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        start = parser.pos
        intervals: list[int] = []
        paddings: list[int] = []

        def pair() -> None:
            intervals.append(parser.parse_integer(allow_negative=False, allow_boolean=False))
            parser.parse_punctuation(":")
            parser.parse_punctuation("+")
            paddings.append(parser.parse_integer(allow_negative=False, allow_boolean=False))

        with parser.in_angle_brackets():
            parser.parse_comma_separated_list(parser.Delimiter.SQUARE, pair)
            entries = _parse_entries(parser)
            r = _Reader(parser, entries, start)
            if "offset" in entries or "block" in entries:
                # libtriton reports a stray key here but goes on and builds the layout from
                # the bases alone: the module parses, with the error reported.
                for key in sorted(entries):
                    if key not in ("offset", "block"):
                        report_error(parser, f'Unexpected attribute "{key}" found', parser.pos)
                ll = r.linear_layout(["offset", "block"])
            else:
                # A stray key is named in the dictionary's sorted order, as libtriton does.
                order, shape = (), ()
                for key in sorted(entries):
                    if key == "order":
                        order = r.uints("order")
                    elif key == "shape":
                        shape = r.uints("shape")
                    else:
                        r.error_here(f'Unexpected attribute "{key}" found')
                if len(order) != len(shape):
                    r.error_here("Mismatch of shape and order ranks in padded layout")
                ll = None
        if ll is None:
            return _build(
                parser, start, lambda: cls.get_identity(intervals, paddings, order, shape)
            ).parameters
        return _build(parser, start, lambda: cls.get(intervals, paddings, ll)).parameters

    def print_parameters(self, printer: Printer) -> None:
        ll = self.linearComponent
        pairs = ", ".join(f"{i}:+{p}" for i, p in zip(self.intervals, self.paddings, strict=True))
        shape = [s for _, s in ll.out_dims]
        order = self.order
        identity = identity_standard_nd("offset", shape, order).transpose_outs(ll.out_dim_names)
        offset_part = ll.sublayout(["offset"], ll.out_dim_names)
        if ll.in_dim_size_log2("block") == 0 and offset_part == identity:
            body = f"order = [{_ints(order)}], shape = [{_ints(shape)}]"
        else:
            body = _ll_text(ll)
        printer.print_string(f"<[{pairs}] {{{body}}}>")


@irdl_attr_definition
class SharedMemorySpaceAttr(ParametrizedAttribute):
    """`#ttg.shared_memory`: the memory space of shared-memory descriptors."""

    name = "ttg.shared_memory"
    read_text = classmethod(read_without_parameters)

    def mlir_alias_name(self) -> str:
        return "smem"


# ----- tensor memory (ttng) ----------------------------------------------------------


def _struct_entries(parser: AttrParser) -> dict[str, _Entry]:
    if parser.parse_optional_punctuation(">") is not None:
        return {}
    entries = _parse_entries(parser, braces=False)
    parser.parse_punctuation(">")
    return entries


@irdl_attr_definition
class TensorMemoryEncodingAttr(_DictionarySyntax, LayoutEncoding):
    """`#ttng.tensor_memory_encoding`: how a tensor is laid out in Blackwell tensor memory
    (blockM x blockN blocks over the 128 TMEM lanes; colStride 1 = packed)."""

    name = "ttng.tensor_memory_encoding"
    blockM_: IntParam
    blockN_: IntParam
    colStride_: IntParam
    CTASplitM_: IntParam
    CTASplitN_: IntParam
    twoCTAs_: IntParam

    @classmethod
    def get(
        cls,
        blockM: int,
        blockN: int,
        colStride: int,
        CTASplitM: int = 1,
        CTASplitN: int = 1,
        twoCTAs: bool = False,
    ) -> TensorMemoryEncodingAttr:
        return cls(
            IntParam(blockM),
            IntParam(blockN),
            IntParam(colStride),
            IntParam(CTASplitM),
            IntParam(CTASplitN),
            IntParam(int(twoCTAs)),
        )

    blockM = property(lambda self: self.blockM_.data)
    blockN = property(lambda self: self.blockN_.data)
    colStride = property(lambda self: self.colStride_.data)
    CTASplitM = property(lambda self: self.CTASplitM_.data)
    CTASplitN = property(lambda self: self.CTASplitN_.data)
    twoCTAs = property(lambda self: bool(self.twoCTAs_.data))

    @property
    def rank(self) -> int:
        return 2

    def mlir_alias_name(self) -> str:
        return "tmem"

    def verify(self) -> None:
        m, n, cs = self.blockM, self.blockN, self.colStride
        sm, sn = self.CTASplitM, self.CTASplitN
        if not (_is_pow2(sm) and _is_pow2(sn)):
            raise VerifyException("CTASplitM and CTASplitN must be greater than 0 and a power of 2")
        if m not in (64, 128):
            raise VerifyException(f"blockM must be 64 or 128 but got {m}")
        if not _is_pow2(n):
            raise VerifyException(f"blockN must be a power of 2 but got {n}")
        if n > 512:
            raise VerifyException(f"blockN must be less than or equal to 512 but got {n}")
        if cs not in (1, 2, 4):
            raise VerifyException(f"colStride must be 1, 2, or 4 but got but got {cs}")

    BRACES = False
    DECLARATIVE = True
    PRINTED = re.compile(
        rf"<blockM = {_UINT}, blockN = {_UINT}, colStride = {_UINT}(?:, CTASplitM = {_UINT})?"
        rf"(?:, CTASplitN = {_UINT})?(, twoCTAs = true)?>",
        re.A,
    )

    @classmethod
    def _from_printed(
        cls, parser: MLIRParser, start: int, found: re.Match[str]
    ) -> TensorMemoryEncodingAttr | None:
        m, n, stride, split_m, split_n, two = found.groups()
        values = (m, n, stride, split_m or "1", split_n or "1", "0" if two is None else "1")
        return _verified(cls, *(_param(IntParam, int(v)) for v in values))

    @classmethod
    def _make(cls, r: _Reader) -> Callable[[], TensorMemoryEncodingAttr]:
        r.only(["blockM", "blockN", "colStride", "CTASplitM", "CTASplitN", "twoCTAs"])
        values = (
            r.uint("blockM"),
            r.uint("blockN"),
            r.uint("colStride"),
            r.uint("CTASplitM", default=1),
            r.uint("CTASplitN", default=1),
            r.bool("twoCTAs"),
        )
        return lambda: cls.get(*values)

    def print_parameters(self, printer: Printer) -> None:
        text = f"<blockM = {self.blockM}, blockN = {self.blockN}, colStride = {self.colStride}"
        if self.CTASplitM != 1:
            text += f", CTASplitM = {self.CTASplitM}"
        if self.CTASplitN != 1:
            text += f", CTASplitN = {self.CTASplitN}"
        if self.twoCTAs:
            text += ", twoCTAs = true"
        printer.print_string(text + ">")


@irdl_attr_definition
class TensorMemoryScalesEncodingAttr(_DictionarySyntax, LayoutEncoding):
    """`#ttng.tensor_memory_scales_encoding`: the special TMEM layout of MMA scale factors."""

    name = "ttng.tensor_memory_scales_encoding"
    CTASplitM_: IntParam
    CTASplitN_: IntParam

    @classmethod
    def get(cls, CTASplitM: int = 1, CTASplitN: int = 1) -> TensorMemoryScalesEncodingAttr:
        return cls(IntParam(CTASplitM), IntParam(CTASplitN))

    CTASplitM = property(lambda self: self.CTASplitM_.data)
    CTASplitN = property(lambda self: self.CTASplitN_.data)

    @property
    def rank(self) -> int:
        return 2

    def mlir_alias_name(self) -> str:
        return "tmem_scales"

    BRACES = False
    DECLARATIVE = True

    @classmethod
    def _make(cls, r: _Reader) -> Callable[[], TensorMemoryScalesEncodingAttr]:
        r.only(["CTASplitM", "CTASplitN"])
        values = (r.uint("CTASplitM", default=1), r.uint("CTASplitN", default=1))
        return lambda: cls.get(*values)

    def print_parameters(self, printer: Printer) -> None:
        parts = []
        if self.CTASplitM != 1:
            parts.append(f"CTASplitM = {self.CTASplitM}")
        if self.CTASplitN != 1:
            parts.append(f"CTASplitN = {self.CTASplitN}")
        printer.print_string("<" + ", ".join(parts) + ">")


@irdl_attr_definition
class TensorMemorySpaceAttr(ParametrizedAttribute):
    """`#ttng.tensor_memory`: the memory space of tensor-memory descriptors (no alias)."""

    name = "ttng.tensor_memory"
    read_text = classmethod(read_without_parameters)


# ----- generic queries ---------------------------------------------------------------


def encoding_rank(enc: Attribute) -> int:
    rank = getattr(enc, "rank", None)
    if rank is None:
        raise VerifyException(f"{enc.name} has no rank")
    return rank


def get_cga_layout(enc: Attribute) -> CGALayout:
    """The CGA layout of any encoding that has one (libtriton's getCTALayout)."""
    cga = getattr(enc, "CGALayout", None)
    if not isinstance(cga, CGALayout):
        raise VerifyException(f"{enc.name} has no CGA layout")
    return cga


def attr_text(attr: Attribute) -> str:
    """The attribute printed inline, e.g. `#ttg.blocked<{...}>`."""
    out = StringIO()
    Printer(stream=out).print_attribute(attr)
    return out.getvalue()


def parse_layout(text: str, filename: str = "<layout>") -> Attribute:
    """Parse one layout attribute from its MLIR text (`#ttg.blocked<{...}>`).

    Raises xDSL's ParseError (with file:line:col) on bad input.
    """
    quote = text.find('"')
    if quote >= 0:
        # No layout holds a string; and xDSL's string lexer takes exponential time on an
        # unterminated one, so stop before lexing it.
        where = Span(quote, quote + 1, Input(text, filename))
        raise ParseError(where, "expected a layout attribute, found a string literal")
    ctx = Context()
    ctx.load_dialect(Dialect("ttg", [], TTG_ATTRS))
    ctx.load_dialect(Dialect("ttng", [], TTNG_ATTRS))
    parser = Parser(ctx, text, filename)
    attr = parser.parse_attribute()
    if parser._current_token.kind.name != "EOF":  # noqa: SLF001 - no public 'at end' query
        parser.raise_error("unexpected text after the layout")
    return attr


TTG_ATTRS: list[type[Attribute]] = [
    BlockedEncodingAttr,
    SliceEncodingAttr,
    DotOperandEncodingAttr,
    NvidiaMmaEncodingAttr,
    AMDMfmaEncodingAttr,
    AMDWmmaEncodingAttr,
    LinearEncodingAttr,
    NVMMASharedEncodingAttr,
    SwizzledSharedEncodingAttr,
    AMDRotatingSharedEncodingAttr,
    SharedLinearEncodingAttr,
    PaddedSharedEncodingAttr,
    SharedMemorySpaceAttr,
]

TTNG_ATTRS: list[type[Attribute]] = [
    TensorMemoryEncodingAttr,
    TensorMemoryScalesEncodingAttr,
    TensorMemorySpaceAttr,
]

__all__ = [
    "TTG_ATTRS",
    "TTNG_ATTRS",
    "AMDMfmaEncodingAttr",
    "AMDRotatingSharedEncodingAttr",
    "AMDWmmaEncodingAttr",
    "BlockedEncodingAttr",
    "CGALayout",
    "DictionaryAttr",
    "DotOperandEncodingAttr",
    "LinearEncodingAttr",
    "NVMMASharedEncodingAttr",
    "NvidiaMmaEncodingAttr",
    "PaddedSharedEncodingAttr",
    "SharedLinearEncodingAttr",
    "SharedMemorySpaceAttr",
    "SliceEncodingAttr",
    "SwizzledSharedEncodingAttr",
    "TensorMemoryEncodingAttr",
    "TensorMemoryScalesEncodingAttr",
    "TensorMemorySpaceAttr",
    "get_shape_per_cta",
    "parse_layout",
]
