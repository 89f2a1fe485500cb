"""Print xDSL IR exactly as MLIR (and so libtriton) prints it.

:class:`MLIRPrinter` is an xDSL ``Printer``: dialects keep using xDSL's public printer API
in their custom ``print`` methods and declarative formats, and this class makes the
surrounding text MLIR's:

* SSA names follow MLIR's ``SSANameState``: one numbering per region tree, entry block
  arguments ``%argN``, ``arith.constant`` results named ``%c128_i32`` / ``%cst`` /
  ``%true``, and -- when printing locations -- names taken from ``NameLoc`` locations
  (``%pid``), made unique with MLIR's shared ``_N`` conflict counter;
* results of multi-result ops print as ``%0:3`` and are used as ``%0#1``;
* attribute aliases (``#blocked``, ``#mma``, ``#shared``, ``#smem``, ``#loc``...) follow
  MLIR's ``AliasInitializer``: every attribute is visited in printing order, aliases are
  ranked by depth (an alias that refers to another alias comes after it), then by name,
  then by first use, and numbered per name; locations only used by ops are "deferred" and
  printed after the module;
* locations: ``loc(#loc3)`` after ops, inline ``loc("a"(#loc))`` on block arguments;
* blocks get ``^bbN`` labels per region and ``// pred: ^bb0`` comments;
* ``module`` (not ``builtin.module``), dictionaries sorted by key;
* floats as MLIR's printFloatValue spells them through APFloat::toString (digits cut
  before they are rounded, an exact read-back check, hex bit patterns otherwise), dense
  constants as a splat, nested lists, or -- above 100 elements -- MLIR's raw hex storage.

An attribute class opts into an alias by defining ``mlir_alias_name() -> str``.

Text that only libtriton's parser reads (the embedding's hand-back,
``print_module(for_libtriton=True)``) skips what only a reader of the canonical form needs:
the alias pass, MLIR's value names and the comments (``MLIRPrinter.hand_back``).
"""

from __future__ import annotations

import functools
import io
import math
import re
import struct
from collections.abc import Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from fractions import Fraction
from typing import NamedTuple

from gluon_opt.dialects.text.format_printer import (
    FormatPrinter,
    format_printer,
    hand_back_printer,
)
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnyFloat,
    ArrayAttr,
    BFloat16Type,
    CallSiteLoc,
    DenseIntOrFPElementsAttr,
    FileLineColLoc,
    Float16Type,
    Float32Type,
    Float64Type,
    FloatAttr,
    FunctionType,
    FusedLoc,
    IndexType,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    NameLoc,
    NoneAttr,
    Signedness,
    TensorType,
    UnitAttr,
    UnknownLoc,
    UnregisteredOp,
)
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    BuiltinAttribute,
    Data,
    OpaqueSyntaxAttribute,
    Operation,
    ParametrizedAttribute,
    Region,
    SpacedOpaqueSyntaxAttribute,
    SSAValue,
    TypeAttribute,
)
from xdsl.irdl import IRDLOperation, OptResultDef, VarResultDef
from xdsl.printer import Printer
from xdsl.traits import IsTerminator

_I64 = IntegerType(64)
_LOCATIONS = (UnknownLoc, FileLineColLoc, NameLoc, CallSiteLoc, FusedLoc)


@functools.cache
def _is_a(cls: type, base: type | tuple[type, ...]) -> bool:
    """``isinstance`` decided once per class: xDSL's attribute classes are ABCs, and an
    ABC's isinstance is a Python call."""
    return issubclass(cls, base)


def _integer_type_text(t: IntegerType) -> str:
    """``i32``, ``si8``, ``ui1``: an integer type as MLIR prints it."""
    signedness = t.signedness.data
    if signedness is Signedness.SIGNLESS:
        return "i" + str(t.width.data)
    return ("si" if signedness is Signedness.SIGNED else "ui") + str(t.width.data)


def _tensor_head(attr: TensorType) -> str:
    """``tensor<4x8x``: a tensor type's text before its element type."""
    head = "tensor<"
    for dim in attr.shape.data:
        size = dim.data
        head += "?x" if size == DYNAMIC_INDEX else str(size) + "x"
    return head


def _named_type_texts() -> dict[type[Attribute], str]:
    """The text of each builtin type without parameters (``f32``, ``index``), by class."""
    texts = {}
    for cls in (IndexType, *AnyFloat.__args__):
        stream = io.StringIO()
        Printer(stream=stream).print_attribute(cls())
        texts[cls] = stream.getvalue()
    return texts


_NAMED_TYPES = _named_type_texts()


def _leaf_text(attr: Attribute) -> str | None:
    """The text of an attribute that never has an alias and holds none, or None.

    Such an attribute cannot change which aliases are chosen, nor their order, so the
    printer writes it at once instead of visiting and queueing it: the integer types and
    integer attributes of constants are most of the distinct attribute objects in a module
    (the IR does not share them); the float types and ``index``."""
    cls = attr.__class__
    if cls is IntegerType:
        return _integer_type_text(attr)
    named = _NAMED_TYPES.get(cls)
    if named is not None:
        return named
    if cls is IntegerAttr:
        attr_type = attr.type
        if attr_type.__class__ is IntegerType:
            if attr_type.width.data == 1:
                return "true" if attr.value.data else "false"
            return f"{attr.value.data} : {_integer_type_text(attr_type)}"
        if attr_type.__class__ is IndexType:
            return f"{attr.value.data} : index"
    return None


@dataclass(frozen=True)
class _AttributePrinting:
    """How xDSL's ``Printer.print_attribute`` prints attributes of one class (the route of
    every attribute the MLIR printer has no spelling of its own for), decided once per
    class: a builtin prints itself; a dialect attribute is its prefix (``#ttg.blocked``,
    ``!tt.ptr``, ``#ttg<`` for the opaque syntax) and its parameters."""

    builtin: bool
    prefix: str
    data: bool  # a Data attribute: print_parameter
    parametrized: bool  # print_parameters
    suffix: str


@functools.cache
def _attribute_printing(cls: type[Attribute]) -> _AttributePrinting:
    if issubclass(cls, BuiltinAttribute):
        return _AttributePrinting(True, "", False, False, "")
    prefix = "!" if issubclass(cls, TypeAttribute) else "#"
    opaque = issubclass(cls, OpaqueSyntaxAttribute)
    if opaque:
        prefix += cls.name.replace(".", "<", 1)
        if issubclass(cls, SpacedOpaqueSyntaxAttribute):
            prefix += " "
    else:
        prefix += cls.name
    data = issubclass(cls, Data)
    parametrized = not data and issubclass(cls, ParametrizedAttribute)
    return _AttributePrinting(False, prefix, data, parametrized, ">" if opaque else "")


# ----------------------------------------------------------------------------------------
# SSA names
# ----------------------------------------------------------------------------------------

# MLIR's sanitizeIdentifier keeps a name made of these characters (not starting with a digit)
_PLAIN_NAME = re.compile(r"[A-Za-z$._-][A-Za-z0-9$._-]*")


def _sanitize(name: str) -> str:
    """MLIR's sanitizeIdentifier for value names (punctuation `$._-` allowed)."""
    if _PLAIN_NAME.fullmatch(name):
        return name

    def valid(ch: str) -> bool:
        return (ch.isascii() and ch.isalnum()) or ch in "$._-"

    def copy() -> str:
        out = []
        for ch in name:
            if valid(ch):
                out.append(ch)
            elif ch == " ":
                out.append("_")
            else:
                out.extend(f"{b:X}" for b in ch.encode())
        return "".join(out)

    if name[:1].isdigit():
        return "_" + copy()
    if all(valid(ch) for ch in name):
        return name
    return copy()


def constant_asm_name(op: Operation) -> str | None:
    """The name ``arith.constant`` gives its result (MLIR's getAsmResultNames)."""
    if op.name != "arith.constant" or len(op.results) != 1:
        return None
    value = op.properties.get("value", op.attributes.get("value"))
    (result,) = op.results
    result_type = result._type
    if _is_a(value.__class__, IntegerAttr):
        if _is_a(result_type.__class__, IntegerType) and result_type.width.data == 1:
            return "true" if value.value.data else "false"
        number = value.value.data
        if _is_a(result_type.__class__, IntegerType):
            return f"c{number}_{_type_text(result_type)}"
        return f"c{number}"
    return "cst"


@functools.lru_cache(maxsize=256)
def _type_text(t: Attribute) -> str:
    stream = io.StringIO()
    Printer(stream=stream).print_attribute(t)
    return stream.getvalue()


class _Scope:
    """A scope of used names; a region sees the names of the regions enclosing it."""

    def __init__(self, parent: _Scope | None):
        self.parent = parent
        self.names: set[str] = set()

    def __contains__(self, name: str) -> bool:
        scope: _Scope | None = self
        while scope is not None:
            if name in scope.names:
                return True
            scope = scope.parent
        return False


class _ValueTexts(dict[int, str]):
    """``id(value)`` -> how a use of the value is spelled (``%0``, ``%arg3``, ``%0#1``).

    Keyed by identity: SSAValue's hash is a Python call. The values are those of the IR
    being printed, alive while it is printed, so no other live value shares an id; a value
    from outside (printing one op alone) is MLIR's unknown value."""

    def __missing__(self, key: int) -> str:
        return "%<<UNKNOWN SSA VALUE>>"


_UNNAMED = "unnamed"  # how an op class names its results (see _naming): MLIR numbers them
_CONSTANT = "constant"
_ODS = "ods"
_HOOK = "hook"


@functools.cache
def _naming(op_class: type[Operation]) -> str:
    """How ops of ``op_class`` name their results, decided once per class."""
    if getattr(op_class, "mlir_result_names", None) is not None:
        return _HOOK
    if getattr(op_class, "name", None) == "arith.constant":
        return _CONSTANT
    if not hasattr(op_class, "get_irdl_definition"):
        return _UNNAMED
    try:
        defs = op_class.get_irdl_definition().results
    except Exception:
        return _UNNAMED
    # ODS names the results of ops that declare several (optional ones included, e.g.
    # ttng.tmem_alloc's `%result` with or without its `%token`); not variadic ones.
    if len(defs) < 2 or any(
        isinstance(d, VarResultDef) and not isinstance(d, OptResultDef) for _, d in defs
    ):
        return _UNNAMED
    return _ODS


def result_asm_names(op: Operation) -> list[str | None] | None:
    """The names MLIR's getAsmResultNames gives an op's results, if it gives any.

    An op may define ``mlir_result_names() -> list[str | None]``. Otherwise: arith.constant
    names its result after its value; ops with several results that ODS names one by one
    (`tt.split` -> `%outLHS, %outRHS`, `ttng.tmem_load` -> `%result, %token`) use those.
    """
    naming = _naming(type(op))
    if naming is _UNNAMED:
        return None
    if naming is _HOOK:
        return op.mlir_result_names()
    if naming is _CONSTANT:
        constant = constant_asm_name(op)
        return None if constant is None else [constant]
    by_value: dict[SSAValue, str] = {}
    for name, _ in type(op).get_irdl_definition().results:
        value = getattr(op, name, None)
        if isinstance(value, SSAValue):
            by_value[value] = name
    return [by_value.get(result) for result in op.results]


class SSANames:
    """MLIR's SSANameState: names for every value and block under a root op.

    ``texts`` spells every use (``%0#1``), ``prefixes`` every op's result list
    (``%0:2 = ``), ``blocks`` every block label; ``preds`` lists each block's predecessor
    blocks (for the ``// pred:`` comments). All are filled in one walk, up front.
    """

    def __init__(self, root: Operation, *, name_locs: bool, generic: bool):
        self.name_locs = name_locs
        self.generic = generic
        self.texts = _ValueTexts()
        self.prefixes: dict[int, str] = {}  # by id(op): an op's hash is a Python call
        self.blocks: dict[Block, str] = {}
        self.block_order: dict[Block, int] = {}
        self.preds: dict[Block, list[Block]] = {}
        self.next_value = 0
        self.next_arg = 0
        self.next_conflict = 0
        self.scope = _Scope(None)
        top = self.scope
        pending = [(r, 0, 0, 0, top) for r in root.regions]
        self._number_op(root)
        self._note_successors(root)
        while pending:
            region, self.next_value, self.next_arg, self.next_conflict, parent = pending.pop()
            self.scope = _Scope(parent)
            nested = self._number_region(region)
            # a region's nested regions continue from the counters at the region's end
            for inner in nested:
                pending.append(
                    (inner, self.next_value, self.next_arg, self.next_conflict, self.scope)
                )

    def _unique(self, name: str) -> str:
        name = _sanitize(name)
        if name in self.scope:
            while True:
                probe = f"{name}_{self.next_conflict}"
                self.next_conflict += 1
                if probe not in self.scope:
                    name = probe
                    break
        self.scope.names.add(name)
        return name

    def _name(self, name: str) -> str:
        """``name`` made unique, or the next number when it is empty."""
        if name:
            return self._unique(name)
        number = str(self.next_value)
        self.next_value += 1
        return number

    def _note_successors(self, op: Operation) -> None:
        parent = op.parent
        if parent is not None:
            for succ in op._successors:
                self.preds.setdefault(succ, []).append(parent)

    def _number_region(self, region: Region) -> list[Region]:
        """Number ``region``'s blocks, arguments and results; return its ops' regions."""
        nested: list[Region] = []
        texts = self.texts
        name_locs = self.name_locs
        index = 0
        block = region._first_block
        while block is not None:
            self.blocks[block] = f"bb{index}"
            self.block_order[block] = index
            for arg in block._args:
                name = ""
                if index == 0:
                    name = f"arg{self.next_arg}"
                    self.next_arg += 1
                if name_locs and (found := find_name_loc(arg.location)) is not None:
                    name = found
                texts[id(arg)] = "%" + self._name(name)
            op = block._first_op
            while op is not None:
                if op.results:
                    self._number_op(op)
                if op._successors:
                    self._note_successors(op)
                if op.regions:
                    nested.extend(op.regions)
                op = op._next_op
            block = block._next_block
            index += 1
        return nested

    def _number_op(self, op: Operation) -> None:
        results = op.results
        if not results:
            return
        names: list[str | None] | None = None
        if not self.generic and _naming(type(op)) is not _UNNAMED:
            names = result_asm_names(op)
        if self.name_locs and (loc_name := find_name_loc(op.location)) is not None:
            # A NameLoc replaces the names the op gives its results (`%nm, %nm_0` for
            # tt.split) and names the first result in any case (`%acc:3`).
            given = names or [None] * len(results)
            names = [loc_name if i == 0 or n else None for i, n in enumerate(given)]
        texts = self.texts
        if not names:  # the common case: the next number for the whole op
            base = str(self.next_value)
            self.next_value += 1
            if len(results) == 1:
                for result in results:
                    texts[id(result)] = "%" + base
                self.prefixes[id(op)] = f"%{base} = "
            else:
                for i, result in enumerate(results):
                    texts[id(result)] = f"%{base}#{i}"
                self.prefixes[id(op)] = f"%{base}:{len(results)} = "
            return
        # A named result starts a group (`%a, %b:2 = ...` and `%b#1`); the first result is
        # numbered if it has no name.
        bases: dict[int, str] = {}
        for index, (_, name) in enumerate(zip(results, names, strict=True)):
            if name:
                bases[index] = self._unique(name)
        if names[0] is None:
            bases[0] = self._name("")
        starts = sorted(bases)
        ends = starts[1:] + [len(results)]
        groups = []
        values = list(results)
        for start, end in zip(starts, ends, strict=True):
            base = bases[start]
            for i in range(start, end):
                texts[id(values[i])] = f"%{base}#{i - start}" if end - start > 1 else "%" + base
            groups.append(f"%{base}:{end - start}" if end - start > 1 else "%" + base)
        self.prefixes[id(op)] = ", ".join(groups) + " = "


class _NumberedTexts(dict[int, str]):
    """``id(value)`` -> ``%N``: the next number the first time a value is printed (its
    definition, or a use printed before it). The values are those of the module being
    printed, alive while it is printed, so no other live value shares an id."""

    def __missing__(self, key: int) -> str:
        text = self[key] = "%" + str(len(self))  # one name per entry: len counts them
        return text


class NumberedNames:
    """Names for text that only libtriton's parser reads (the hand-back): every value the
    next number as the printer meets it, every block ``^bbN`` in its region.

    The parser keeps no SSA name (libtriton's print names values after their NameLoc
    locations, which the text carries), so the names MLIR's SSANameState would choose buy
    nothing there; only their uniqueness matters, and one counter for the whole module gives
    that, without a walk before printing. An op's results are named one by one (``%3, %4 =``
    rather than ``%3:2 =``), so that a use printed before its definition can be named alone.
    """

    def __init__(self) -> None:
        self.texts = _NumberedTexts()
        self.blocks: dict[Block, str] = {}

    def block_name(self, block: Block) -> str:
        name = self.blocks.get(block)
        if name is None:
            region = block.parent
            if region is None:
                return "bb?"
            for index, each in enumerate(region.blocks):
                self.blocks.setdefault(each, f"bb{index}")
            name = self.blocks[block]
        return name


class _FreshTexts(dict[int, str]):
    """``id(value)`` -> its name in a hand-back that reuses libtriton's text (``Reuse``):
    the printer sets the text's name where a value keeps it; any other value gets, the
    first time it is met, the next ``%N`` that the text does not use (so that it names
    nothing else and is never defined twice in view)."""

    def __init__(self, taken: AbstractSet[str]) -> None:
        super().__init__()
        self.taken = taken  # the names the text defines, without `%`
        self.count = 0

    def fresh(self) -> str:
        count = self.count
        while str(count) in self.taken:
            count += 1
        self.count = count + 1
        return "%" + str(count)

    def __missing__(self, key: int) -> str:
        text = self[key] = self.fresh()
        return text


def find_name_loc(loc: Attribute) -> str | None:
    """The name of the first NameLoc inside ``loc`` (MLIR's findInstanceOf<NameLoc>)."""
    if _is_a(loc.__class__, NameLoc):
        return loc.desc.data
    if _is_a(loc.__class__, CallSiteLoc):
        return find_name_loc(loc.callee) or find_name_loc(loc.caller)
    if _is_a(loc.__class__, FusedLoc):
        for inner in loc.locations:
            if (found := find_name_loc(inner)) is not None:
                return found
    return None


# ----------------------------------------------------------------------------------------
# Aliases
# ----------------------------------------------------------------------------------------


@dataclass
class _AliasInfo:
    index: int  # order of first visit
    alias: str | None
    is_type: bool
    can_defer: bool
    depth: int = 0
    children: list[_AliasInfo] = field(default_factory=list)
    text: str | None = None  # the alias chosen (``#blocked1``)


@dataclass
class _Frame:
    can_defer: bool
    children: list[_AliasInfo] = field(default_factory=list)
    max_depth: int = 0


def alias_name_of(attr: Attribute) -> str | None:
    """The alias MLIR's dialect interfaces give ``attr`` (``loc`` for every location)."""
    if _is_a(attr.__class__, _LOCATIONS):
        return "loc"
    hook = getattr(attr, "mlir_alias_name", None)
    if hook is None:
        return None
    name = hook()
    if not name:
        return None
    # MLIR's sanitizeIdentifier for aliases: no trailing digit.
    return name + "_" if name[-1].isdigit() else name


@functools.lru_cache(maxsize=4096)
def _quoted(bytestring: bytes) -> str:
    r"""A string literal as MLIR prints it: `\\` for a backslash, `\XX` (hex) for `"` and for
    bytes outside printable ASCII."""
    out = ['"']
    for byte in bytestring:
        if byte == 0x5C:
            out.append("\\\\")
        elif byte < 0x20 or byte > 0x7E or byte == 0x22:
            out.append(f"\\{byte:02X}")
        else:
            out.append(chr(byte))
    out.append('"')
    return "".join(out)


@functools.lru_cache(maxsize=4096)
def _string_text(string: str) -> str:
    """A string literal as MLIR prints it (a string read from a non-UTF-8 file keeps its
    bytes as surrogate escapes)."""
    return _quoted(string.encode("utf-8", "surrogateescape"))


def _written_out_location(loc: Attribute, before: str = "", after: str = "") -> str | None:
    """What MLIR writes inside ``loc(...)`` for a location without aliases
    (``"f.py":3:4``, ``"x"("f.py":3:4)``, ``callsite(... at ...)``), for the kinds the
    hand-back meets, between ``before`` and ``after``; None for another kind (a fused
    location: the printer writes it)."""
    cls = loc.__class__
    if cls is FileLineColLoc:
        return f"{before}{_string_text(loc.filename.data)}:{loc.line.data}:{loc.column.data}{after}"
    if cls is NameLoc:
        inner = loc.location
        if inner.__class__ is FileLineColLoc:  # the common case: a call fewer
            return (
                f"{before}{_string_text(loc.desc.data)}({_string_text(inner.filename.data)}:"
                f"{inner.line.data}:{inner.column.data}){after}"
            )
        if inner.__class__ is UnknownLoc:
            return before + _string_text(loc.desc.data) + after
        inner_text = _written_out_location(inner)
        if inner_text is None:
            return None
        return f"{before}{_string_text(loc.desc.data)}({inner_text}){after}"
    if cls is CallSiteLoc:
        callee = _written_out_location(loc.callee)
        caller = _written_out_location(loc.caller)
        if callee is None or caller is None:
            return None
        return f"{before}callsite({callee} at {caller}){after}"
    if cls is UnknownLoc:
        return before + "unknown" + after
    return None


def _alias_key(attr: Attribute) -> object:
    """What an attribute that may get an alias is looked up by: equal attributes share one
    alias. A location (one per op) by its fields, a named or call-site one by its parts'
    keys: hashing the attribute is a Python call per level of it."""
    cls = attr.__class__
    if cls is FileLineColLoc:
        return (FileLineColLoc, attr.filename.data, attr.line.data, attr.column.data)
    if cls is NameLoc:
        return (NameLoc, attr.desc.data, _alias_key(attr.location))
    if cls is CallSiteLoc:
        return (CallSiteLoc, _alias_key(attr.callee), _alias_key(attr.caller))
    return attr


def _alias_text(name: str, index: int, is_type: bool) -> str:
    text = ("!" if is_type else "#") + name
    if index:
        text += ("_" if name[-1].isdigit() else "") + str(index)
    return text


# ----------------------------------------------------------------------------------------
# Floats
# ----------------------------------------------------------------------------------------

_STRUCT = {Float16Type: "<e", Float32Type: "<f", Float64Type: "<d"}


def _bits(value: float, float_type: AnyFloat) -> int:
    for cls, fmt in _STRUCT.items():
        if isinstance(float_type, cls):
            return int.from_bytes(struct.pack(fmt, value), "little")
    if isinstance(float_type, BFloat16Type):
        return int.from_bytes(struct.pack("<f", value), "little") >> 16
    raw = float_type.pack((value,))
    return int.from_bytes(raw, "little")


def float_from_bits(bits: int, float_type: AnyFloat) -> float:
    """The value of an IEEE bit pattern (as MLIR reads `0x7F800000 : f32`)."""
    if isinstance(float_type, Float32Type):
        return struct.unpack("<f", bits.to_bytes(4, "little"))[0]
    if isinstance(float_type, Float64Type):
        return struct.unpack("<d", bits.to_bytes(8, "little"))[0]
    if isinstance(float_type, Float16Type):
        return struct.unpack("<e", bits.to_bytes(2, "little"))[0]
    if isinstance(float_type, BFloat16Type):
        return struct.unpack("<f", (bits << 16).to_bytes(4, "little"))[0]
    raw = bits.to_bytes(float_type.compile_time_size, "little")
    return next(float_type.iter_unpack(raw))


def _precision_and_emin(float_type: AnyFloat) -> tuple[int, int] | None:
    """LLVM fltSemantics' precision (significand bits, implicit one included) and minimum
    exponent of ``float_type``; None for a type we do not model."""
    if isinstance(float_type, Float16Type):
        return 11, -14
    if isinstance(float_type, BFloat16Type):
        return 8, -126
    if isinstance(float_type, Float32Type):
        return 24, -126
    if isinstance(float_type, Float64Type):
        return 53, -1022
    semantics = getattr(float_type, "SEMANTICS", None)
    if semantics is not None:
        return semantics.mantissa_bits + 1, 1 - semantics.exponent_bias
    return None


def _exact_value(value: float, float_type: AnyFloat) -> Fraction:
    """The value ``float_type`` holds for ``value`` (rounded to the type first)."""
    return Fraction(float_from_bits(_bits(value, float_type), float_type))


def _round_to_semantics(x: Fraction, precision: int, emin: int) -> Fraction:
    """``x`` rounded to nearest-even with ``precision`` significand bits and exponents down
    to ``emin`` (denormals below): what APFloat's decimal parser gives (no overflow)."""
    if x == 0:
        return x
    sign = -1 if x < 0 else 1
    x = abs(x)
    exponent = x.numerator.bit_length() - x.denominator.bit_length()
    if Fraction(2) ** exponent > x:
        exponent -= 1
    quantum = Fraction(2) ** (max(exponent, emin) - precision + 1)
    return sign * round(x / quantum) * quantum  # round() of a Fraction is half-to-even


def _adjust_digits(digits: str, exp10: int, precision: int) -> tuple[str, int]:
    """APFloat's AdjustToPrecision on decimal digits (most significant first): keep
    ``precision`` digits, rounding half up, dropping the zeros that rounding leaves."""
    count = len(digits)
    if count <= precision:
        return digits, exp10
    kept = digits[:precision]
    if digits[precision] < "5":
        stripped = kept.rstrip("0")
        return stripped, exp10 + count - len(stripped)
    stripped = kept.rstrip("9")
    if not stripped:
        return "1", exp10 + count
    kept = stripped[:-1] + chr(ord(stripped[-1]) + 1)
    return kept, exp10 + count - len(kept)


def apfloat_to_string(
    x: Fraction,
    semantics_precision: int,
    format_precision: int = 0,
    max_padding: int = 3,
    truncate_zero: bool = True,
) -> str:
    """LLVM's APFloat::toString for a finite value ``x`` of a type with
    ``semantics_precision`` significand bits (the same digits and spelling, including its
    truncate-then-round-half-up digit selection)."""
    negative = x < 0 or (x == 0 and math.copysign(1.0, float(x)) < 0)
    sign = "-" if negative else ""
    x = abs(x)
    if not format_precision:
        # Steele & White's digit count: 2 + floor(bits / log2(10)).
        format_precision = 2 + semantics_precision * 59 // 196
    if x == 0:
        if max_padding:
            return sign + "0"
        if truncate_zero:
            return sign + "0.0E+0"
        return sign + "0.0" + "0" * max(format_precision - 1, 0) + "e+00"
    # x == significand * 2^exp2 with an odd significand.
    significand, denominator = x.numerator, x.denominator
    exp2 = -(denominator.bit_length() - 1)
    trailing = (significand & -significand).bit_length() - 1
    significand >>= trailing
    exp2 += trailing
    # Change base: N * 2^-e == N * 5^e * 10^-e.
    if exp2 >= 0:
        significand <<= exp2
        exp10 = 0
    else:
        significand *= 5**-exp2
        exp10 = exp2
    # First cut: drop whole tens while the value has more bits than the precision needs
    # (a truncation, as APFloat does, before the decimal rounding below).
    bits = significand.bit_length()
    bits_required = (format_precision * 196 + 58) // 59
    if bits > bits_required:
        tens = (bits - bits_required) * 59 // 196
        if tens:
            exp10 += tens
            significand //= 10**tens
    digits = str(significand)
    stripped = digits.rstrip("0")
    exp10 += len(digits) - len(stripped)
    digits, exp10 = _adjust_digits(stripped, exp10, format_precision)
    count = len(digits)

    if not max_padding:
        scientific = True
    elif exp10 >= 0:
        scientific = exp10 > max_padding or count + exp10 > format_precision
    else:
        msd = exp10 + count - 1
        scientific = msd < 0 and -msd > max_padding
    if scientific:
        exp10 += count - 1
        text = digits[0] + "."
        if count == 1 and truncate_zero:
            text += "0"
        else:
            text += digits[1:]
        if not truncate_zero and format_precision > count - 1:
            text += "0" * (format_precision - count + 1)
        exponent = str(abs(exp10))
        if not truncate_zero and len(exponent) < 2:
            exponent = "0" + exponent
        mark = "E" if truncate_zero else "e"
        return f"{sign}{text}{mark}{'+' if exp10 >= 0 else '-'}{exponent}"
    if exp10 >= 0:
        return sign + digits + "0" * exp10
    whole = exp10 + count
    if whole > 0:
        return f"{sign}{digits[:whole]}.{digits[whole:]}"
    return f"{sign}0.{'0' * -whole}{digits}"


def _parses_back(text: str, value: Fraction, precision: int, emin: int, negative: bool) -> bool:
    parsed = _round_to_semantics(Fraction(text), precision, emin)
    return parsed == value and (text.startswith("-") == negative)


def format_float(value: float, float_type: AnyFloat) -> str:
    """MLIR's printFloatValue (see :func:`_format_float`), kept per value and type."""
    if math.isnan(value):
        return _format_float(value, float_type)
    # -0.0 == 0.0: the sign is part of the key
    return _format_float_cached(value, math.copysign(1.0, value), float_type)


@functools.lru_cache(maxsize=4096)
def _format_float_cached(value: float, sign: float, float_type: AnyFloat) -> str:
    return _format_float(value, float_type)


def _format_float(value: float, float_type: AnyFloat) -> str:
    """MLIR's printFloatValue: APFloat::toString with 6 digits (`1.500000e+00`) when that
    parses back to the same value, else APFloat's default spelling when it has a `.`,
    else the bit pattern in hex (infinities, NaNs, large integral values)."""
    semantics = _precision_and_emin(float_type)
    if not (math.isnan(value) or math.isinf(value)) and semantics is not None:
        precision, emin = semantics
        exact = _exact_value(value, float_type)
        negative = math.copysign(1.0, value) < 0
        if exact == 0 and negative:
            exact = Fraction(0)
        sci = apfloat_to_string(exact, precision, 6, 0, False)
        if exact == 0:
            return ("-" if negative else "") + sci.lstrip("-")
        if _parses_back(sci, exact, precision, emin, negative):
            return sci
        text = apfloat_to_string(exact, precision)
        if "." in text:
            return text
    # APInt::toString(radix 16, C literal): upper-case digits, no zero padding.
    return f"0x{_bits(value, float_type):X}"


# ----------------------------------------------------------------------------------------
# The printer
# ----------------------------------------------------------------------------------------

# What the printer is doing (MLIRPrinter._mode):
_WALK = 0  # printing ops: attributes and trailing locations are queued, see MLIRPrinter
_COLLECT = 1  # visiting an attribute's body for aliases: its text is thrown away
_TEXT = 2  # making the text of queued attributes, aliases known

# MLIR's bare identifiers: a dictionary key or a symbol name that is one prints unquoted
_BARE_IDENTIFIER = re.compile(r"[a-zA-Z_][a-zA-Z0-9_$.]*")


@functools.lru_cache(maxsize=4096)
def _key_text(name: str) -> str:
    """A dictionary key or symbol name: bare when it is an identifier, quoted otherwise."""
    if _BARE_IDENTIFIER.fullmatch(name):
        return name
    return _quoted(name.encode("utf-8", "surrogateescape"))


@dataclass(frozen=True)
class _OpPrinting:
    """How the printer prints ops of one class, decided once per class."""

    name: str
    name_in_builtin: str  # in a region whose default dialect is builtin (under `module`)
    generic: bool  # no custom syntax: always the generic form
    format: FormatPrinter | None  # the compiled declarative format, if the op has one
    hand_back: FormatPrinter  # the whole op in the hand-back form
    hand_back_generic: FormatPrinter  # the same, for a printer of the generic form
    hand_back_body: FormatPrinter  # the hand-back form without the results (Reuse)


@functools.cache
def _op_printing(op_class: type[Operation]) -> _OpPrinting:
    generic = issubclass(op_class, UnregisteredOp) or op_class.print is Operation.print
    name = getattr(op_class, "name", "")
    short = name
    if name.startswith("builtin.") and name.count(".") == 1:
        short = name[len("builtin.") :]
    compiled = None
    if not generic and issubclass(op_class, IRDLOperation):
        compiled = format_printer(op_class)
    hand_back = functools.partial(
        hand_back_printer,
        op_class,
        name,
        short,
        _written_out_location,
        compiled=bool(compiled),
        custom=not generic and compiled is None,
    )
    return _OpPrinting(
        name,
        short,
        generic,
        compiled,
        hand_back(),
        hand_back_printer(op_class, name, short, _written_out_location, compiled=False),
        hand_back(results=False),
    )


@dataclass(eq=False, repr=False)
class MLIRPrinter(Printer):
    """An xDSL printer whose output is byte-identical to MLIR's AsmPrinter.

    MLIR chooses the aliases (``#blocked``, ``#loc3``) by visiting every attribute in
    printing order before it prints anything. This printer does both in one walk over the
    ops: the text goes to a list, and where an attribute or a trailing location belongs, the
    object itself is queued (``_WALK`` mode) while the first sight of each attribute object
    visits it for aliases (``_COLLECT`` mode: its body is printed into a list that is thrown
    away). Once the walk is over the aliases are chosen, each distinct queued object gets
    its text once (``_TEXT`` mode) and the list is joined. Attributes are immutable and
    parsed IR shares them, so this costs one text per distinct attribute, not per use.

    The text reaches ``stream`` when :meth:`print_top_level` or :meth:`print_op` ends.

    The walks read xDSL 0.74's fields behind its properties (``_first_op``, ``_next_op``,
    ``_operands``, ``_type``...): a property is a Python call, and there are several per op.
    """

    local_scope: bool = field(default=False)
    # text for libtriton to read back (the embedding's hand-off, the oracle): where 3.6.0's
    # own print is not re-readable by its parser, print a spelling that it reads
    # (docs/divergences.md, "Print and parse")
    libtriton_readable: bool = field(default=False)
    # the hand-back form (print_module(for_libtriton=True)): text that only libtriton's
    # parser reads, never shown, so none of the work that only a reader of the canonical form
    # needs: aliases in order of first use, no alias for a location (written out), values
    # numbered (NumberedNames), no `// pred:` comments. libtriton parses it to the module it
    # parses from the canonical form (test/unit/test_hand_back.py).
    hand_back: bool = field(default=False)

    _names: SSANames | NumberedNames | None = field(default=None, init=False)
    _value_text: _ValueTexts = field(default_factory=_ValueTexts, init=False)
    _out: list = field(default_factory=list, init=False)
    _mode: int = field(default=_TEXT, init=False)
    # by id: the attributes already visited for aliases (and not deferrable), queued as they
    # are without another look; in the hand-back form, the text of each attribute printed.
    # The compiled formats look attributes up here themselves (a Python call fewer).
    _settled: dict[int, object] = field(default_factory=dict, init=False)
    # the hand-back form: every attribute whose text is settled, kept so that its id stays
    # its own while the text is kept
    _alive: list[Attribute] = field(default_factory=list, init=False)
    # the hand-back form: by id, the ` loc(...)` text of a location after an op or argument
    _trailing: dict[int, str] = field(default_factory=dict, init=False)
    # the hand-back form: every block with arguments printed, and whether its header (which
    # writes each argument's location) was printed with it
    _arg_blocks: list[tuple[Block, bool]] = field(default_factory=list, init=False)
    # by _alias_key: the aliases chosen, and every attribute that may get one
    _aliases: dict[object, str] = field(default_factory=dict, init=False)
    _infos: dict[object, tuple[Attribute, _AliasInfo]] = field(default_factory=dict, init=False)
    _infos_by_id: dict[int, tuple[Attribute, _AliasInfo]] = field(default_factory=dict, init=False)
    _next_info: int = field(default=0, init=False)
    _frames: list[_Frame] = field(default_factory=list, init=False)
    _dialect_stack: list[str] = field(default_factory=lambda: ["builtin"], init=False)
    _texts: dict[int, tuple[Attribute, str]] = field(default_factory=dict, init=False)
    _location_texts: dict[tuple[int, bool], tuple[Attribute, str]] = field(
        default_factory=dict, init=False
    )
    # the hand-back form's aliases, by the text they stand for, and their definitions
    _hand_back_aliases: dict[str, str] = field(default_factory=dict, init=False)
    _hand_back_counts: dict[str, int] = field(default_factory=dict, init=False)
    _hand_back_head: list[str] = field(default_factory=list, init=False)
    # the hand-back form of a module parsed from libtriton's text (print_hand_back's
    # ``source``): by id, the alias that names each attribute that text defines
    _source_names: dict[int, str] = field(default_factory=dict, init=False)
    _source_aliases: Mapping[str, Attribute] = field(default_factory=dict, init=False)
    # the hand-back that reuses libtriton's text (print_hand_back's ``reuse``), else None:
    # by id, the line of each op to write as the text has it
    _reused_lines: Mapping[int, str] | None = field(default=None, init=False)
    # with it, by id, each value of a result group of more than one in the text: the
    # group's name, the value's index in it and the group's size
    _groups: dict[int, tuple[str, int, int]] = field(default_factory=dict, init=False)

    # -- output ------------------------------------------------------------------------

    def print_string(self, text: str, *, indent: int | None = None) -> None:
        if "\n" in text:
            spaces = (self._indent if indent is None else indent) * self.indent_num_spaces
            if spaces:
                text = text.replace("\n", "\n" + " " * spaces)
        self._out.append(text)

    def print_string_literal(self, string: str) -> None:
        self._out.append(_string_text(string))

    def print_bytes_literal(self, bytestring: bytes) -> None:
        # xDSL's escapes byte by byte through print_string; file names in locations repeat
        # thousands of times, so their escaped text is kept
        self._out.append(_quoted(bytestring))

    def print_identifier_or_string_literal(self, string: str) -> None:
        self._out.append(_key_text(string))

    def print_symbol_name(self, sym_name: str) -> None:
        self._out.append("@" + _key_text(sym_name))

    def _print_new_line(self, indent: int | None = None, print_message: bool = True) -> None:
        spaces = (self._indent if indent is None else indent) * self.indent_num_spaces
        self._out.append("\n" + " " * spaces)

    def print_list(self, elems, print_fn, delimiter: str = ", ") -> None:
        out = self._out
        first = True
        for elem in elems:
            if not first:
                out.append(delimiter)
            first = False
            print_fn(elem)

    # -- entry points ----------------------------------------------------------------

    def print_top_level(self, op: Operation) -> None:
        """Print ``op`` as MLIR prints a whole file: aliases, op, deferred aliases."""
        self.stream.write(self.top_level_text(op))

    def top_level_text(self, op: Operation, definitions: str | None = None) -> str:
        """The whole file; ``definitions`` (the hand-back form, prepared already): alias
        definitions to write first (print_hand_back)."""
        if definitions is None:
            self.prepare(op)
        if self.hand_back:
            # nothing to choose: the text is made as the ops are walked
            self._out, self._mode = [], _TEXT
            self._print_hand_back_op(op)
            self._out.append("\n")
            return (definitions or "") + "".join(self._hand_back_head) + "".join(self._out)
        body = self._walk(op)
        body.append("\n")
        head, tail = [], []
        for key, text in self._aliases.items():
            attr, info = self._infos[key]
            definition = f"{text} = {self._body_text(attr)}\n"
            (tail if info.can_defer else head).append(definition)
        return "".join(head) + self._resolve(body) + "".join(tail)

    def print_op(self, op: Operation) -> None:
        """Print ``op`` alone, its values named as :meth:`prepare` named them."""
        self.stream.write(self.op_text(op))

    def op_text(self, op: Operation) -> str:
        if self._names is None:
            self.prepare(op)
        return self._resolve(self._walk(op))

    def attribute_text(self, attr: Attribute) -> str:
        """How ``attr`` prints where it is used (its alias, if it has one)."""
        return self._attribute_text(attr)

    def prepare(self, op: Operation) -> None:
        """Name every value and block under ``op``; forget what an earlier print chose."""
        if self.hand_back:
            self._names = NumberedNames()
        else:
            self._names = SSANames(
                op, name_locs=self.print_debuginfo, generic=self.print_generic_format
            )
        self._value_text = self._names.texts
        self._texts = {}
        self._location_texts = {}
        self._settled = {}
        self._alive = []
        self._trailing = {}
        self._arg_blocks = []
        self._aliases = {}
        self._infos = {}
        self._infos_by_id = {}
        self._next_info = 0
        self._hand_back_aliases = {}
        self._hand_back_counts = {}
        self._hand_back_head = []
        self._source_names = {}
        self._source_aliases = {}

    def _walk(self, op: Operation) -> list:
        """Print ``op`` into a new list, queueing attributes; choose the aliases."""
        self._out, self._mode = [], _WALK
        try:
            self._print_op(op)
        finally:
            self._mode = _TEXT
        if not self.local_scope:
            self._choose_aliases()
        return self._out

    def _resolve(self, out: list) -> str:
        """The text of ``out``: queued attributes and locations replaced by their text."""
        texts = {}
        for item in out:
            if item.__class__ is not str and id(item) not in texts:
                if item.__class__ is tuple:
                    texts[id(item)] = self._trailing_location_text(*item)
                else:
                    texts[id(item)] = self._attribute_text(item)
        return "".join([item if item.__class__ is str else texts[id(item)] for item in out])

    # -- aliases ----------------------------------------------------------------------

    def _choose_aliases(self) -> None:
        ranked = sorted(
            ((key, info) for key, (_, info) in self._infos.items()),
            key=lambda item: (item[1].depth, not item[1].is_type, item[1].alias, item[1].index),
        )
        counts: dict[str, int] = {}
        self._aliases = {}
        for key, info in ranked:
            assert info.alias is not None
            number = counts.get(info.alias, 0)
            counts[info.alias] = number + 1
            info.text = self._aliases[key] = _alias_text(info.alias, number, info.is_type)

    def _visit(self, attr: Attribute, can_defer: bool) -> None:
        """MLIR's AliasInitializer visit: ``attr`` and, the first time, what it holds."""
        # by identity first: hashing an attribute hashes all of it, and parsed IR shares
        # its attribute objects (the entry holds the object, so the id cannot be reused)
        # Only attributes that get an alias are looked up by value: hashing a deeply nested
        # attribute at every level of it would take time quadratic in its depth.
        seen = self._infos_by_id.get(id(attr))
        alias = None
        if seen is not None and seen[0] is attr:
            info = seen[1]
        else:
            alias = alias_name_of(attr)
            known = self._infos.get(_alias_key(attr)) if alias is not None else None
            info = known[1] if known is not None else None
            if info is not None:
                self._infos_by_id[id(attr)] = (attr, info)
        if info is None:
            info = _AliasInfo(
                index=self._next_info,
                alias=alias,
                is_type=_is_a(attr.__class__, TypeAttribute),
                can_defer=can_defer,
            )
            self._next_info += 1
            if alias is not None:
                self._infos[_alias_key(attr)] = (attr, info)
            self._infos_by_id[id(attr)] = (attr, info)
            frame = _Frame(can_defer)
            self._frames.append(frame)
            mode, out = self._mode, self._out
            self._mode, self._out = _COLLECT, []
            try:
                if _is_a(attr.__class__, _LOCATIONS):
                    for child in _location_children(attr):
                        self._visit(child, can_defer)
                else:
                    self._print_attribute_body(attr)
            finally:
                self._frames.pop()
                self._mode, self._out = mode, out
            info.children = frame.children
            if frame.max_depth:
                info.depth = frame.max_depth + 1
            elif info.alias is not None:
                info.depth = 1
        elif not can_defer:
            _mark_non_deferrable(info)
        if self._frames:
            parent = self._frames[-1]
            parent.children.append(info)
            if info.depth > parent.max_depth:
                parent.max_depth = info.depth

    def _alias_of(self, attr: Attribute) -> str | None:
        if not self._aliases:
            return None
        seen = self._infos_by_id.get(id(attr))
        if seen is not None and seen[0] is attr:
            return seen[1].text  # known by identity: no hashing
        return self._aliases.get(_alias_key(attr))

    # -- attributes -------------------------------------------------------------------

    def print_attribute(self, attribute: Attribute) -> None:
        mode = self._mode
        if mode == _WALK:
            leaf = _leaf_text(attribute)
            if leaf is not None:
                self._out.append(leaf)
                return
            key = id(attribute)
            if not self.local_scope:
                seen = self._infos_by_id.get(key)
                if seen is None or seen[0] is not attribute:
                    self._visit(attribute, False)
                elif seen[1].can_defer:
                    _mark_non_deferrable(seen[1])
            # the queue (or the alias tables) hold the object: its id stays its own
            self._settled[key] = attribute
            self._out.append(attribute)
        elif mode == _COLLECT:
            self._visit(attribute, self._frames[-1].can_defer if self._frames else False)
        elif self.hand_back:  # the text of each attribute printed is settled
            text = self._settled.get(id(attribute))
            self._out.append(self._hand_back_text(attribute) if text is None else text)
        else:
            self._out.append(self._attribute_text(attribute))

    def _attribute_text(self, attr: Attribute) -> str:
        """How a use of ``attr`` prints: its alias or its body (aliases chosen)."""
        if self.hand_back:
            text = self._settled.get(id(attr))
            return self._hand_back_text(attr) if text is None else text
        cached = self._texts.get(id(attr))
        if cached is not None and cached[0] is attr:
            return cached[1]
        text = self._alias_of(attr)
        if text is None:
            text = self._body_text(attr)
        self._texts[id(attr)] = (attr, text)
        return text

    def _hand_back_text(self, attr: Attribute) -> str:
        """The hand-back form's spelling of ``attr``, made once per attribute object: it is
        settled (``_settled``, by id), and the object kept alive with it so that its id stays
        its own (a print method may make a temporary attribute)."""
        cls = attr.__class__
        if cls is TensorType:  # the most common: a tensor type is never aliased
            text = self._hand_back_tensor_text(attr)
        else:
            text = _leaf_text(attr)
            if text is None:
                text = self._hand_back_attribute_text(attr)
        self._settled[id(attr)] = text
        self._alive.append(attr)
        return text

    def _hand_back_tensor_text(self, attr: TensorType) -> str:
        """``tensor<4x8xf32, #blocked>``, as ``_print_attribute_body`` writes it, from the
        settled texts of its element type and encoding."""
        parts = [_tensor_head(attr)]
        settled = self._settled
        element = attr.element_type
        text = settled.get(id(element))
        parts.append(self._hand_back_text(element) if text is None else text)
        encoding = attr.encoding
        if encoding.__class__ is not NoneAttr:
            parts.append(", ")
            text = settled.get(id(encoding))
            parts.append(self._hand_back_text(encoding) if text is None else text)
        parts.append(">")
        return "".join(parts)

    def _hand_back_attribute_text(self, attr: Attribute) -> str:
        """The hand-back form's spelling of ``attr``: an attribute that may get an alias (a
        layout, say) gets one per distinct text, numbered in order of first use and defined
        where it is first made (after the aliases its text uses). Repeated in every type
        instead, layouts cost libtriton's parser more than their aliases do. Locations are
        written out: they are read as fast as their aliases. An attribute that the libtriton
        text the module was parsed from defines is written as that text's alias (see
        print_hand_back)."""
        source = self._source_names.get(id(attr))
        if source is not None:
            return f"loc({source})" if _is_a(attr.__class__, _LOCATIONS) else source
        if _is_a(attr.__class__, _LOCATIONS):
            inner = _written_out_location(attr)
            return self._body_text(attr) if inner is None else f"loc({inner})"
        body = self._body_text(attr)
        name = alias_name_of(attr)
        if name is None:
            return body
        alias = self._hand_back_aliases.get(body)
        if alias is None:
            number = self._hand_back_counts.get(name, 0)
            is_type = _is_a(attr.__class__, TypeAttribute)
            alias = _alias_text(name, number, is_type)
            while alias in self._source_aliases:  # a name libtriton's text defines
                number += 1
                alias = _alias_text(name, number, is_type)
            self._hand_back_counts[name] = number + 1
            self._hand_back_aliases[body] = alias
            self._hand_back_head.append(f"{alias} = {body}\n")
        return alias

    def _body_text(self, attr: Attribute) -> str:
        out, mode = self._out, self._mode
        self._out, self._mode = [], _TEXT
        try:
            self._print_attribute_body(attr)
            return "".join(self._out)
        finally:
            self._out, self._mode = out, mode

    def _print_attribute_body(self, attr: Attribute, elide_type: bool = False) -> None:
        """Print ``attr`` itself (not its alias); nested attributes may use aliases.

        ``elide_type`` is MLIR's AttrTypeElision::May (array elements): `i64` integers and
        `f64` floats then print without their type.
        """
        if _is_a(attr.__class__, _LOCATIONS):
            self.print_string("loc(")
            self._print_location(attr, top=True)
            self.print_string(")")
        elif _is_a(attr.__class__, FloatAttr):
            text = format_float(attr.value.data, attr.type)
            self.print_string(text)
            if not (elide_type and _is_a(attr.type.__class__, Float64Type) and text[:2] != "0x"):
                self.print_string(" : ")
                self.print_attribute(attr.type)
        elif _is_a(attr.__class__, IntegerAttr) and _is_a(
            attr.type.__class__, (IntegerType, IndexType)
        ):
            if _is_a(attr.type.__class__, IntegerType) and attr.type.width.data == 1:
                self.print_string("true" if attr.value.data else "false")
                return
            self.print_string(str(attr.value.data))
            if not (elide_type and attr.type == _I64):
                self.print_string(" : ")
                self.print_attribute(attr.type)
        elif attr.__class__ is IntegerType:
            self._out.append(_integer_type_text(attr))
        elif attr.__class__ is TensorType:
            self._out.append(_tensor_head(attr))
            self.print_attribute(attr.element_type)
            if attr.encoding.__class__ is not NoneAttr:
                self._out.append(", ")
                self.print_attribute(attr.encoding)
            self._out.append(">")
        elif _is_a(attr.__class__, ArrayAttr):
            self.print_string("[")
            for i, element in enumerate(attr.data):
                if i:
                    self.print_string(", ")
                self._print_element(element)
            self.print_string("]")
        elif _is_a(attr.__class__, DenseIntOrFPElementsAttr):
            self._print_dense(attr)
        else:
            how = _attribute_printing(attr.__class__)  # xDSL's route, decided per class
            if how.builtin:
                attr.print_builtin(self)
                return
            self._out.append(how.prefix)
            if how.data:
                attr.print_parameter(self)
            elif how.parametrized:
                attr.print_parameters(self)
            if how.suffix:
                self._out.append(how.suffix)

    def _print_element(self, attr: Attribute) -> None:
        if self._mode != _TEXT:
            self.print_attribute(attr)
        elif (alias := self._alias_of(attr)) is not None:
            self.print_string(alias)
        else:
            self._print_attribute_body(attr, elide_type=True)

    def _print_dense(self, attr: DenseIntOrFPElementsAttr) -> None:
        if self._mode == _COLLECT:  # the values hold no attribute: only the type is visited
            self.print_attribute(attr.type)
            return
        element_type = attr.get_element_type()
        shape = attr.get_shape()
        # A splat is recognised on the raw bytes (bitwise, as MLIR stores it) without
        # decoding every element: large splat constants are the common case.
        raw = attr.data.data
        size = element_type.compile_time_size
        count = len(raw) // size if size else 0
        if count > 1 and raw == raw[:size] * count:
            values = [next(iter(attr.iter_values()))]
        else:
            values = list(attr.iter_values())

        is_float = _is_a(element_type.__class__, AnyFloat)
        is_bool = element_type.__class__ is IntegerType and element_type.width.data == 1

        def one(v) -> None:
            if is_float:
                self.print_float(v, element_type)
            elif is_bool:
                self.print_string("true" if v else "false")
            else:
                self.print_string(str(v))

        self.print_string("dense<")
        if len(values) == 1 or (
            values and all(v == values[0] for v in values) and _same_bits(values, element_type)
        ):
            one(values[0])
        elif not shape:
            one(values[0])
        elif not values:
            pass  # `dense<>`: no elements
        elif len(values) > HEX_ELEMENTS_LIMIT:
            # MLIR prints a large non-splat constant as its raw storage in hex.
            self.print_string(f'"0x{_raw_storage(attr, values).hex().upper()}"')
        else:
            self._print_nested(list(values), list(shape), one)
        self.print_string(">")
        self.print_string(" : ")
        self.print_attribute(attr.type)

    def _print_nested(self, values: list, shape: list[int], one) -> None:
        if not shape:
            one(values[0])
            return
        step = len(values) // shape[0] if shape[0] else 0
        self.print_string("[")
        for i in range(shape[0]):
            if i:
                self.print_string(", ")
            self._print_nested(values[i * step : (i + 1) * step], shape[1:], one)
        self.print_string("]")

    def print_float(self, value: float, type: AnyFloat) -> None:
        self.print_string(format_float(value, type))

    def print_attr_dict(self, attr_dict) -> None:
        # MLIR dictionaries are sorted by key.
        out = self._out
        out.append("{")
        settled = self._settled if self.hand_back else None
        for i, (key, value) in enumerate(sorted(attr_dict.items())):
            out.append(", " + _key_text(key) if i else _key_text(key))
            if not _is_a(value.__class__, UnitAttr):
                out.append(" = ")
                if settled is None:
                    self.print_attribute(value)
                else:  # a leaf (an integer, mostly) at once, else its settled text
                    text = _leaf_text(value) or settled.get(id(value))
                    out.append(self._hand_back_text(value) if text is None else text)
        out.append("}")

    def _print_op_properties(self, properties: dict[str, Attribute]) -> None:
        if properties:
            self.print_string(" <")
            self.print_attr_dict(properties)
            self.print_string(">")

    def print_function_type(self, input_types, output_types) -> None:
        out = self._out
        out.append("(")
        self.print_list(input_types, self.print_attribute)
        out.append(") -> ")
        outputs = list(output_types)
        if len(outputs) == 1 and not _is_a(outputs[0].__class__, FunctionType):
            self.print_attribute(outputs[0])
        else:
            out.append("(")
            self.print_list(outputs, self.print_attribute)
            out.append(")")

    # -- locations ---------------------------------------------------------------------

    def _print_location(self, loc: Attribute, top: bool) -> None:
        """MLIR's printLocationInternal (non-pretty form)."""
        if not top and not self.local_scope and (alias := self._alias_of(loc)) is not None:
            self.print_string(alias)
            return
        if _is_a(loc.__class__, UnknownLoc) or _is_a(loc.__class__, NoneAttr):
            self.print_string("unknown")
        elif _is_a(loc.__class__, FileLineColLoc):
            self.print_string_literal(loc.filename.data)
            self.print_string(f":{loc.line.data}:{loc.column.data}")
        elif _is_a(loc.__class__, NameLoc):
            self.print_string_literal(loc.desc.data)
            if not _is_a(loc.location.__class__, (UnknownLoc, NoneAttr)):
                self.print_string("(")
                self._print_location(loc.location, top=False)
                self.print_string(")")
        elif _is_a(loc.__class__, CallSiteLoc):
            self.print_string("callsite(")
            self._print_location(loc.callee, top=False)
            self.print_string(" at ")
            self._print_location(loc.caller, top=False)
            self.print_string(")")
        elif _is_a(loc.__class__, FusedLoc):
            self.print_string("fused")
            if not _is_a(loc.metadata.__class__, NoneAttr):
                self.print_string("<")
                self.print_attribute(loc.metadata)
                self.print_string(">")
            self.print_string("[")
            for i, inner in enumerate(loc.locations):
                if i:
                    self.print_string(", ")
                self._print_location(inner, top=False)
            self.print_string("]")
        else:
            super().print_attribute(loc)

    def print_trailing_location(self, loc: Attribute, allow_alias: bool = True) -> None:
        """` loc(...)` after an op (aliased) or an argument (inline), with debuginfo only."""
        if not self.print_debuginfo:
            return
        if self._mode == _COLLECT:
            self._visit(loc, can_defer=allow_alias)
        elif self._mode == _WALK:
            if not self.local_scope:
                self._visit(loc, can_defer=allow_alias)
            self._out.append((loc, allow_alias))
        else:
            self._out.append(self._trailing_location_text(loc, allow_alias))

    def _trailing_location_text(self, loc: Attribute, allow_alias: bool) -> str:
        if self.hand_back:  # written out, as the location is anywhere else
            text = self._trailing.get(id(loc))
            return self._hand_back_trailing(loc) if text is None else text
        key = (id(loc), allow_alias)
        cached = self._location_texts.get(key)
        if cached is not None and cached[0] is loc:
            return cached[1]
        if allow_alias and not self.local_scope and (alias := self._alias_of(loc)) is not None:
            text = f" loc({alias})"
        else:
            out, mode = self._out, self._mode
            self._out, self._mode = [" loc("], _TEXT
            try:
                self._print_location(loc, top=True)
                self._out.append(")")
                text = "".join(self._out)
            finally:
                self._out, self._mode = out, mode
        self._location_texts[key] = (loc, text)
        return text

    # -- values and blocks ------------------------------------------------------------

    def print_ssa_value(self, value: SSAValue) -> str:
        text = self._value_text[id(value)]
        self._out.append(text)
        return text[1:]

    def print_operand(self, operand: SSAValue) -> None:
        self._out.append(self._value_text[id(operand)])

    def print_block_name(self, block: Block) -> str:
        names = self._names
        if names.__class__ is NumberedNames:
            name = names.block_name(block)
        else:
            name = (names.blocks.get(block) if names else None) or "bb?"
        self._out.append("^" + name)
        return name

    def print_block_argument(self, arg: BlockArgument, print_type: bool = True) -> None:
        self.print_ssa_value(arg)
        if print_type:
            self._out.append(": ")
            self.print_attribute(arg.type)
            self.print_trailing_location(arg.location, allow_alias=False)

    def print_region_arguments(
        self,
        args: Sequence[BlockArgument],
        arg_types: Sequence[Attribute],
        arg_attrs: Sequence[Mapping[str, Attribute] | None],
    ) -> None:
        """MLIR's printRegionArgument for each argument, comma-separated: `%arg0: type
        {attrs} loc(...)` (a function's signature: its types, the arguments' attributes)."""
        out = self._out
        for i, arg in enumerate(args):
            if i:
                out.append(", ")
            arg_type, attrs = arg_types[i], arg_attrs[i]
            if self.hand_back:  # no call for the argument: its texts are settled by id
                type_text = self._settled.get(id(arg_type))
                if type_text is None:
                    type_text = self._hand_back_text(arg_type)
                out.append(f"{self._value_text[id(arg)]}: {type_text}")
                if attrs:
                    out.append(" ")
                    self.print_attr_dict(attrs)
                if self.print_debuginfo:
                    loc = arg.location
                    text = self._trailing.get(id(loc))
                    out.append(self._hand_back_trailing(loc) if text is None else text)
                continue
            self.print_ssa_value(arg)
            out.append(": ")
            self.print_attribute(arg_type)
            if attrs:
                out.append(" ")
                self.print_attr_dict(attrs)
            self.print_trailing_location(arg.location, allow_alias=False)

    # -- operations -------------------------------------------------------------------

    def _print_op(self, op: Operation) -> None:
        """Print ``op`` (in _WALK mode) after the results it defines."""
        out = self._out
        debuginfo = self.print_debuginfo
        walking = self._mode == _WALK
        if debuginfo and walking and not self.local_scope:
            # MLIR visits an op's location before anything the op prints.
            self._visit(op.location, can_defer=True)
        if op.results:
            prefix = self._names.prefixes.get(id(op)) if self._names is not None else None
            if prefix is None:  # an op outside the named scope
                count = len(op.results)
                prefix = f"%<<UNKNOWN SSA VALUE>>{f':{count}' if count > 1 else ''} = "
            out.append(prefix)
        self._print_op_body(op)
        if debuginfo:
            loc = op.location
            out.append((loc, True) if walking else self._trailing_location_text(loc, True))

    def _print_op_body(self, op: Operation) -> None:
        """An op's name and the rest of its custom (or generic) form, without results and
        location: what both print forms share."""
        how = _op_printing(op.__class__)
        if how.generic or self.print_generic_format:
            self._print_generic(op)
        else:
            self._out.append(how.name_in_builtin if self._dialect_stack[-1] else how.name)
            if how.format is not None:
                how.format(self, op)
            else:
                op.print(self)

    def _print_hand_back_op(self, op: Operation) -> None:
        """:meth:`_print_op` for the hand-back form (in _TEXT mode, values numbered): the
        op's results, the rest and its location by one function made for its class
        (``format_printer.hand_back_printer``)."""
        how = _op_printing(op.__class__)
        if self.print_generic_format:
            how.hand_back_generic(self, op)
        else:
            how.hand_back(self, op)

    def _hand_back_trailing(self, loc: Attribute) -> str:
        """`` loc(...)`` after an op or a block argument in the hand-back form, written out;
        kept by id (the module's locations are alive till the print ends); the alias of
        libtriton's text where it defines the location or, for a name (a function
        argument's), the location it names (see print_hand_back)."""
        names = self._source_names
        source = names.get(id(loc))
        if source is not None:
            text = f" loc({source})"
        elif loc.__class__ is NameLoc and (inner := names.get(id(loc.location))) is not None:
            text = f" loc({_string_text(loc.desc.data)}({inner}))"
        else:
            text = _written_out_location(loc, " loc(", ")")
        if text is None:
            text = " " + self._attribute_text(loc)
        self._trailing[id(loc)] = text
        return text

    def _print_generic(self, op: Operation) -> None:
        if isinstance(op, UnregisteredOp):
            name = op.op_name.data
            attributes = {k: v for k, v in op.attributes.items() if k != "op_name__"}
        else:
            name = op.name
            attributes = dict(op.attributes)
        self.print_string_literal(name)
        self.print_string("(")
        self.print_list(op.operands, self.print_ssa_value)
        self.print_string(")")
        if op.successors:
            self.print_string("[")
            self.print_list(op.successors, self.print_block_name)
            self.print_string("]")
        self._print_op_properties(dict(op.properties))
        if op.regions:
            self.print_string(" (")
            for i, region in enumerate(op.regions):
                if i:
                    self.print_string(", ")
                self.print_region(region, True, True, True)
            self.print_string(")")
        if attributes:
            self.print_string(" ")
            self.print_attr_dict(attributes)
        self.print_string(" : ")
        self.print_function_type(op.operand_types, op.result_types)

    def print_operation_type(self, op: Operation) -> None:
        # xDSL's version also prints the location; MLIR prints it only after the op.
        self.print_function_type(op.operand_types, op.result_types)

    def print_op_with_default_format(self, op: Operation) -> None:
        self._print_generic(op)

    # -- regions and blocks -------------------------------------------------------------

    def print_region(
        self,
        region: Region,
        print_entry_block_args: bool = True,
        print_empty_block: bool = True,
        print_block_terminators: bool = True,
    ) -> None:
        self._out.append("{")
        entry = region._first_block
        if entry is not None:
            self._dialect_stack.append("builtin" if isinstance(region.parent, ModuleOp) else "")
            try:
                header = (print_empty_block and entry._first_op is None) or (
                    print_entry_block_args and bool(entry._args)
                )
                self.print_block(entry, header, print_block_terminators)
                block = entry._next_block
                while block is not None:
                    self.print_block(block)
                    block = block._next_block
            finally:
                self._dialect_stack.pop()
        self._print_new_line()
        self._out.append("}")

    # -- the hand-back that reuses libtriton's text (print_hand_back's ``reuse``) -------------

    def _print_defining(self, op: Operation) -> None:
        """An op with results that the hand-back reusing libtriton's text prints: its
        results defined by their names (``_value_text``), then the rest of it. A result
        group of the text (`%5:2`) is defined whole where any value of it is still there:
        a value a pass put in the place of another of the group (a result whose type it
        changed) takes the group's name for that place, so that the group's other values
        keep theirs (`%5#1`), by which the text's lines name them."""
        texts = self._value_text
        results = op.results
        groups = self._groups
        starts: dict[int, tuple[str, int]] = {}  # the text's groups here, by first place
        if groups:
            for place, x in enumerate(results):
                member = groups.get(id(x))
                if member is not None:
                    starts[place - member[1]] = (member[0], member[2])
        if not starts:
            self._out.append(", ".join([texts[id(x)] for x in results]) + " = ")
        else:
            parts = []
            place = 0
            while place < len(results):
                group = starts.get(place)
                if group is None:
                    parts.append(texts[id(results[place])])
                    place += 1
                    continue
                name, size = group
                for index in range(size):
                    texts[id(results[place + index])] = f"%{name}#{index}"
                parts.append(f"%{name}:{size}")
                place += size
            self._out.append(", ".join(parts) + " = ")
        _op_printing(op.__class__).hand_back_body(self, op)

    def print_block(
        self,
        block: Block,
        print_block_args: bool = True,
        print_block_terminator: bool = True,
    ) -> None:
        if self.hand_back and block._args:
            self._arg_blocks.append((block, print_block_args))
        if print_block_args:
            self._print_new_line()
            self.print_block_name(block)
            if block._args:
                self._out.append("(")
                self.print_list(block._args, self.print_block_argument)
                self._out.append(")")
            self._out.append(":")
            self._print_predecessors(block)
        self._indent += 1
        try:
            newline = "\n" + " " * (self._indent * self.indent_num_spaces)
            out = self._out
            print_op = self._print_hand_back_op if self.hand_back else self._print_op
            # (the hand-back form's function for the op's class, without a call to find it)
            by_class = self.hand_back and not self.print_generic_format
            lines = self._reused_lines
            op = block._first_op
            while op is not None:
                if (
                    not print_block_terminator
                    and op is block._last_op
                    and op.has_trait(IsTerminator, value_if_unregistered=False)
                ):
                    break
                out.append(newline)
                if lines is not None:  # (reusing libtriton's text)
                    line = lines.get(id(op))
                    if line is not None:
                        out.append(line)
                    elif op.results:
                        self._print_defining(op)
                    else:
                        _op_printing(op.__class__).hand_back(self, op)
                elif by_class:
                    _op_printing(op.__class__).hand_back(self, op)
                else:
                    print_op(op)
                op = op._next_op
        finally:
            self._indent -= 1

    def _print_predecessors(self, block: Block) -> None:
        if self.hand_back:
            return  # comments: the parser skips them
        preds = self._names.preds.get(block, []) if self._names else []
        if not preds:
            if block.parent is not None and block is not block.parent._first_block:
                self.print_string("  // no predecessors")
            return
        names = self._names.blocks if self._names else {}
        if len(preds) == 1:
            self.print_string("  // pred: ^" + names.get(preds[0], "bb?"))
            return
        order = self._names.block_order if self._names else {}
        ordered = sorted(preds, key=lambda b: order.get(b, 0))
        listed = ", ".join("^" + names.get(b, "bb?") for b in ordered)
        self.print_string(f"  // {len(preds)} preds: {listed}")


def _location_children(loc: Attribute) -> list[Attribute]:
    if _is_a(loc.__class__, NameLoc):
        return [] if _is_a(loc.location.__class__, (UnknownLoc, NoneAttr)) else [loc.location]
    if _is_a(loc.__class__, CallSiteLoc):
        return [loc.callee, loc.caller]
    if _is_a(loc.__class__, FusedLoc):
        meta = [] if _is_a(loc.metadata.__class__, NoneAttr) else [loc.metadata]
        return meta + list(loc.locations)
    return []


def _mark_non_deferrable(info: _AliasInfo) -> None:
    if not info.can_defer:
        return
    info.can_defer = False
    for child in info.children:
        _mark_non_deferrable(child)


# MLIR's kDefaultElementsAttrHexElementsLimit: larger non-splat constants print in hex.
HEX_ELEMENTS_LIMIT = 100


def _raw_storage(attr: DenseIntOrFPElementsAttr, values: list) -> bytes:
    """The bytes MLIR stores for a dense constant: elements little-endian, i1 packed eight
    to a byte (first element in the lowest bit)."""
    element_type = attr.get_element_type()
    if isinstance(element_type, IntegerType) and element_type.width.data == 1:
        packed = bytearray((len(values) + 7) // 8)
        for i, v in enumerate(values):
            if v:
                packed[i // 8] |= 1 << (i % 8)
        return bytes(packed)
    return attr.data.data


def _same_bits(values, element_type) -> bool:
    if isinstance(element_type, AnyFloat):
        return len({_bits(v, element_type) for v in values}) == 1
    return True


def print_module(
    module: Operation,
    *,
    debuginfo: bool = False,
    generic: bool = False,
    local_scope: bool = False,
    for_libtriton: bool = False,
) -> str:
    """The text libtriton prints for ``module``: ``mod.str_nodebug()`` / ``str(mod)``.

    ``for_libtriton=True`` gives text only for libtriton's parser, cheaper to make and to
    read: the hand-back form (:attr:`MLIRPrinter.hand_back`), which libtriton parses to the
    module it parses from its own print, in the spelling its parser reads where its print
    is one it rejects (see :func:`for_libtriton`)."""
    printer = MLIRPrinter(
        print_debuginfo=debuginfo,
        print_generic_format=generic,
        local_scope=local_scope,
        libtriton_readable=for_libtriton,
        hand_back=for_libtriton,
    )
    return printer.top_level_text(module)


class SourceAliases(NamedTuple):
    """The alias definitions of a libtriton text a module was parsed from: each run of
    definition lines as written there (line breaks between the lines, none after the last)
    and the attribute each alias names in the module (``names``: the parser's objects)."""

    runs: list[str]
    names: Mapping[str, Attribute]


class SourceOps(NamedTuple):
    """What a parse noted of the libtriton text it read, for a hand-back that writes the
    ops the passes left alone as that text has them (``Reuse``): the text (alias
    definitions blanked), each op without regions that it read from one line (the op, where
    its text starts, where its line ends: libtriton prints such an op on one line), each
    name defined (without `%`) with the values it names (a result group's, in order) and
    types by their spellings there (those the parser keeps: most but builtin scalars)."""

    text: str
    lines: list[tuple[Operation, int, int]]
    names: list[tuple[str, tuple[SSAValue, ...]]]
    types: Mapping[str, Attribute]


class Reuse(NamedTuple):
    """What ``print_hand_back`` may take from libtriton's text instead of printing it:
    ``lines``, by ``id(op)``, the line of each op to write as the text has it when every
    value the line names keeps the text's name; ``names``: each name of the text with its
    values (``SourceOps.names``); ``types``: types by their spellings there, each written
    so. The caller chooses the ops (unchanged since the parse, their operands' types too)
    and gives any only where every op of the text still in the module is in the block it
    was in and every op's regions have the blocks they had, and only where the text is in
    the spelling libtriton's parser reads. The ops, values and types are those of the
    module printed, alive while it is printed."""

    lines: Mapping[int, str]
    names: list[tuple[str, tuple[SSAValue, ...]]]
    types: Mapping[str, Attribute]


def print_hand_back(
    module: Operation, source: SourceAliases | None = None, reuse: Reuse | None = None
) -> tuple[str, list[tuple[Block, bool]]]:
    """``print_module(module, debuginfo=True, for_libtriton=True)``, and every block with
    arguments in it, with whether its header was printed (its arguments with their
    locations); a block printed without its header leaves its arguments to its op's printer,
    which may write their locations (tt.func) or not (scf.for).

    ``source``: the alias definitions of the libtriton text ``module`` was parsed from
    (``parse_module``'s ``source_aliases``). The text then starts with those definitions as
    libtriton wrote them (in the spelling its parser reads), and every attribute object one
    of them defines (a layout, an op's location) is written as its alias instead of being
    made into text: libtriton reads the alias back as the attribute it printed, which is
    what our parse of its text read. New aliases take names that text does not define.

    ``reuse`` (with ``source``): the ops to write as libtriton's text has them. Every value
    of the text then keeps its name there, which a reused line names it by, and every new
    value gets a name the text does not use. That needs every op of the text that is
    left in the block it was in (``Reuse``): then each name is defined where the text
    defined it, or in the same block, which MLIR's print made a name that nothing else in
    view takes."""
    printer = MLIRPrinter(print_debuginfo=True, libtriton_readable=True, hand_back=True)
    if source is None:
        return printer.top_level_text(module), printer._arg_blocks
    printer.prepare(module)
    names = source.names
    printer._source_names = dict(zip(map(id, names.values()), names, strict=True))
    printer._source_aliases = names
    if reuse is not None:
        texts = printer._value_text = _FreshTexts({name for name, _ in reuse.names})
        groups = printer._groups
        for name, values in reuse.names:
            if len(values) == 1:
                texts[id(values[0])] = "%" + name
            else:
                for index, value in enumerate(values):
                    texts[id(value)] = f"%{name}#{index}"
                    groups[id(value)] = (name, index, len(values))
        printer._reused_lines = reuse.lines
        # (the parse's types are alive as long as reuse.types: their ids are theirs)
        printer._settled.update(zip(map(id, reuse.types.values()), reuse.types, strict=True))
    definitions = "".join([run + "\n" for run in source.runs])
    return printer.top_level_text(module, definitions), printer._arg_blocks


def for_libtriton(printer: Printer) -> bool:
    """Whether ``printer`` writes text for libtriton's parser rather than libtriton's print:
    an attribute whose 3.6.0 print is not re-readable prints a readable spelling then."""
    return isinstance(printer, MLIRPrinter) and printer.libtriton_readable


def attribute_text(attr: Attribute) -> str:
    """An attribute or type as MLIR spells it in a diagnostic: in full, without aliases."""
    return MLIRPrinter(local_scope=True).attribute_text(attr)


def print_op(
    op: Operation,
    *,
    debuginfo: bool = False,
    generic: bool = False,
    local_scope: bool = True,
    names_from: Operation | None = None,
) -> str:
    """One op as MLIR's ``op->print()`` shows it (no alias lines): its values named as in
    ``names_from`` (default: the op itself, names local to it)."""
    printer = MLIRPrinter(
        print_debuginfo=debuginfo,
        print_generic_format=generic,
        local_scope=local_scope,
    )
    printer.prepare(op if names_from is None else names_from)
    return printer.op_text(op)


__all__ = [
    "MLIRPrinter",
    "Reuse",
    "SSANames",
    "SourceAliases",
    "SourceOps",
    "alias_name_of",
    "attribute_text",
    "constant_asm_name",
    "for_libtriton",
    "format_float",
    "print_hand_back",
    "print_module",
    "print_op",
]
