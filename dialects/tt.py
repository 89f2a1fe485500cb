"""The ``tt`` dialect of Triton 3.6.0: its types and every op, with Triton's textual syntax.

Names follow Triton's ``.td`` files (TritonOps.td, TritonTypes.td, TritonAttrDefs.td): op
classes are ``CamelCase + Op`` and operand/attribute fields keep the ``.td`` spelling
(``$ptr``, ``$mask``, ``inputPrecision``). Triton stores inherent attributes as properties, so
every attribute of an op here is a property; MLIR's ``attr-dict`` shows both properties and
discardable attributes, which is what the declarative formats below print too.

Where xDSL's declarative ``assembly_format`` can say it, the op uses it (with
``custom<EnumName>`` directives from :mod:`gluon_opt.dialects.enums` for Triton's i32
enums). Ops whose operand types are derived (``tt.load`` infers the result from the
pointer type, ``tt.split`` has two results and one type, ...) or that use MLIR's ``oilist``
have a hand-written ``parse``/``print``. ``tt.reduce``, ``tt.scan`` and
``tt.map_elementwise`` have no custom syntax in Triton: they print in generic form.

Verifiers reproduce Triton's messages for the invariants a pass can break. Checks that need
layout inference (join/split/trans/expand_dims/reduce encodings, dot operand encodings) and
the tensor-layout check of every op call :mod:`gluon_opt.dialects.layout.inference`. Where
MLIR reports a failed type inference with two errors, the verifier raises
``layout_inference.VerifyErrors`` carrying both.

The ops that TritonOps.td marks ``hasFolder`` fold as Triton's Ops.cpp does, through xDSL's
``HasFolderInterface`` (which ``passes/greedy.py`` calls), and every op declares the memory
effects TritonOps.td gives it, which decide when an unused op is dead.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from math import copysign, prod
from typing import ClassVar

from gluon_opt.dialects import accessors, enums
from gluon_opt.dialects.enums import enum_directive
from gluon_opt.dialects.folding import (
    FoldResult,
    constant_operand,
    dense_splat,
    is_int_zero,
    needs_constant_operand,
    splat_bytes,
    splat_of,
)
from gluon_opt.dialects.layout import inference as li
from gluon_opt.dialects.layout.inference import InferenceError, VerifyErrors
from gluon_opt.dialects.text.parser import (
    SSA_NAME,
    MLIRParser,
    build_unchecked,
    new_op,
    operand_at,
    operands_until,
    tensor_like,
)
from gluon_opt.dialects.text.printer import MLIRPrinter
from gluon_opt.dialects.traits import (
    DotOpInterface,
    Elementwise,
    RegionSizes,
    SameLoadStoreOperandsAndResultEncoding,
    SameLoadStoreOperandsEncoding,
    SameOperandsAndResultEncoding,
    SameOperandsEncoding,
    SingleBlock,
    TransposeOpInterface,
    verify_regions,
)
from xdsl.dialects.builtin import (
    I32,
    AnyFloat,
    ArrayAttr,
    BoolAttr,
    BytesAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    FlatSymbolRefAttrConstr,
    FloatAttr,
    FunctionType,
    IndexType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    LocationAttr,
    NoneAttr,
    StringAttr,
    SymbolNameConstraint,
    TensorType,
    UnitAttr,
    i1,
    i32,
    i64,
)
from xdsl.interfaces import HasFolderInterface
from xdsl.ir import (
    Attribute,
    Block,
    Dialect,
    Operation,
    ParametrizedAttribute,
    Region,
    SSAValue,
    TypeAttribute,
)
from xdsl.irdl import (
    AnyAttr,
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    SameVariadicOperandSize,
    VarConstraint,
    base,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import AttrParser, Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    CallableOpInterface,
    EffectInstance,
    HasParent,
    IsolatedFromAbove,
    IsTerminator,
    MemoryEffect,
    MemoryEffectKind,
    MemoryReadEffect,
    MemoryWriteEffect,
    NoMemoryEffect,
    OpTrait,
    Pure,
    RecursiveMemoryEffect,
    SymbolOpInterface,
    SymbolTable,
)
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.lexer import Span

# ---------------------------------------------------------------------------------------
# Types
# ---------------------------------------------------------------------------------------


class DescriptorOpInterface(OpTrait):
    """Triton's DescriptorOpInterface: an op that accesses memory through a ``desc`` operand
    (``tt.descriptor_load/gather/store/reduce/scatter``)."""


class DescriptorStoreLikeOpInterface(DescriptorOpInterface):
    """Triton's DescriptorStoreLikeOpInterface: a descriptor op that writes its ``src``."""


# what follows a pointer's pointee type: its address space, if not 1, and the `>`
_ADDRESS_SPACE = re.compile(r"(?:, (0|[1-9][0-9]{0,8}))?>")


@irdl_attr_definition
class PointerType(ParametrizedAttribute, TypeAttribute):
    """``!tt.ptr<pointee>`` or ``!tt.ptr<pointee, addressSpace>`` (address space 1 elided)."""

    name = "tt.ptr"

    pointeeType: Attribute
    addressSpace: IntAttr

    def __init__(self, pointeeType: Attribute, addressSpace: int | IntAttr = 1):
        if isinstance(addressSpace, int):
            addressSpace = IntAttr(addressSpace)
        super().__init__(pointeeType, addressSpace)

    @classmethod
    def read_text(cls, parser: MLIRParser, start: int, end: int) -> PointerType | None:
        """`<f32>` or `<f32, 3>` from ``start`` to ``end``, its pointee type read from the
        text (see MLIRParser._dialect_value_at); None for anything else."""
        found = parser.type_at(start + 1)
        if found is None:
            return None
        space = _ADDRESS_SPACE.fullmatch(parser.text_between(found[0], end))
        if space is None:
            return None
        address_space = parser.int_attr(1 if space[1] is None else int(space[1]))
        return build_unchecked(cls, pointeeType=found[1], addressSpace=address_space)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> tuple[Attribute, IntAttr]:
        with parser.in_angle_brackets():
            pointee = parser.parse_type()
            space = 1
            if parser.parse_optional_punctuation(",") is not None:
                space = parser.parse_integer(allow_boolean=False, allow_negative=False)
        return (pointee, IntAttr(space))

    def print_parameters(self, printer: Printer) -> None:
        # (plain strings: ``in_angle_brackets`` is a context manager, several Python calls)
        printer.print_string("<")
        printer.print_attribute(self.pointeeType)
        space = self.addressSpace.data
        printer.print_string(">" if space == 1 else f", {space}>")


@irdl_attr_definition
class TensorDescType(ParametrizedAttribute, TypeAttribute):
    """``!tt.tensordesc<tensor<...>>``: a TMA-style descriptor of a block of a global tensor."""

    name = "tt.tensordesc"

    blockType: TensorType

    def __init__(self, blockType: TensorType):
        super().__init__(blockType)

    @classmethod
    def read_text(cls, parser: MLIRParser, start: int, end: int) -> TensorDescType | None:
        """`<tensor<...>>` from ``start`` to ``end``, its block type read from the text
        (see MLIRParser._dialect_value_at); None for anything else."""
        found = parser.type_at(start + 1)
        if found is None or found[0] != end - 1 or type(found[1]) is not TensorType:
            return None
        return build_unchecked(cls, blockType=found[1])

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> tuple[TensorType]:
        with parser.in_angle_brackets():
            pos = parser.pos
            block = parser.parse_type()
            if not isinstance(block, TensorType):
                parser.raise_error("expected a ranked tensor type", pos, parser.pos)
        return (block,)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<")
        printer.print_attribute(self.blockType)
        printer.print_string(">")

    def signless_block_type(self) -> TensorType:
        """The block type with signed/unsigned integers made signless (as Triton compares)."""
        elem = self.blockType.element_type
        if isinstance(elem, IntegerType) and elem.signedness.data.name != "SIGNLESS":
            elem = IntegerType(elem.width.data)
            return TensorType(elem, self.blockType.get_shape(), self.blockType.encoding)
        return self.blockType


# ---------------------------------------------------------------------------------------
# Type helpers (Triton's Types.cpp), shared with passes
# ---------------------------------------------------------------------------------------


def element_type(t: Attribute) -> Attribute:
    """The element type of a tensor, or the type itself (MLIR's getElementTypeOrSelf)."""
    return t.element_type if isinstance(t, TensorType) else t


def encoding_of(t: Attribute) -> Attribute | None:
    """The encoding of a ranked tensor type; None for scalars and tensors without one."""
    if isinstance(t, TensorType) and not isinstance(t.encoding, NoneAttr):
        return t.encoding
    return None


def shape_of(t: Attribute) -> tuple[int, ...]:
    return t.get_shape() if isinstance(t, TensorType) else ()


def with_element_type(t: Attribute, elem: Attribute) -> Attribute:
    """``t`` with its element type replaced (a scalar type becomes ``elem``)."""
    if isinstance(t, TensorType):
        return TensorType(elem, t.get_shape(), t.encoding)
    return elem


def pointee_type(t: Attribute) -> Attribute:
    """Triton's getPointeeType: ptr<T> -> T, tensor<..x ptr<T>> -> tensor<..x T>."""
    if isinstance(t, TensorType) and isinstance(t.element_type, PointerType):
        return with_element_type(t, t.element_type.pointeeType)
    if isinstance(t, PointerType):
        return t.pointeeType
    raise VerifyException(f"expected a pointer or a tensor of pointers, got {t}")


def i1_same_shape(t: Attribute) -> Attribute:
    """Triton's getI1SameShape."""
    return with_element_type(t, i1)


def pointer_type_same_shape(t: Attribute) -> Attribute:
    """Triton's getPointerTypeSameShape: T -> ptr<T>, tensor<..xT> -> tensor<..x ptr<T>>."""
    if isinstance(t, TensorType):
        return with_element_type(t, PointerType(t.element_type))
    return PointerType(t)


def is_tensor_pointer(t: Attribute) -> bool:
    """``!tt.ptr<tensor<...>>`` (a block pointer from make_tensor_ptr)."""
    return isinstance(t, PointerType) and isinstance(t.pointeeType, TensorType)


def bit_width(t: Attribute) -> int:
    """Bit width of an integer or float type (0 where it has none, e.g. a pointer)."""
    if isinstance(t, IntegerType):
        return t.width.data
    width = getattr(t, "bitwidth", None)
    return width if isinstance(width, int) else 0


def _is_float(t: Attribute) -> bool:
    return bit_width(t) > 0 and not isinstance(t, IntegerType | IndexType)


def _fmt_shape(shape: Sequence[int]) -> str:
    return ", ".join(str(s) for s in shape)


# ---------------------------------------------------------------------------------------
# Verification shared by every tt op (TensorSizeTrait, VerifyTensorLayoutsTrait)
# ---------------------------------------------------------------------------------------

MAX_TENSOR_NUM_ELEMENTS = 1048576


def _generic_text(op: Operation) -> str:
    """``<< *op`` in a diagnostic: the op in generic form, its values named as in the
    enclosing function (MLIR numbers from the nearest isolated-from-above ancestor)."""
    scope = op
    while scope.parent_op() is not None and not isinstance(scope, FuncOp):
        scope = scope.parent_op()
    stream = io.StringIO()
    printer = MLIRPrinter(stream=stream, print_generic_format=True, local_scope=True)
    printer.prepare(scope)
    printer.print_op(op)
    return stream.getvalue().strip()


class OpError(VerifyException):
    """A check that MLIR reports with ``emitOpError``: the message gets the ``'tt.x' op ``
    prefix (``TTOp.verify_`` adds it); plain VerifyExceptions are ``emitError`` messages."""


def _inference_failed(op: Operation, message: str | None, *notes: str) -> VerifyErrors:
    """A result type inference that failed: its own message (emitted at the op, when it has
    one), the op's ``notes``, then MLIR's ``failed to infer returned types``."""
    last = f"'{op.name}' op failed to infer returned types"
    return VerifyErrors([*([message] if message else []), *notes, last])


def _inferred_encoding(
    op: Operation, src: TensorType, infer: Callable[[Attribute], Attribute], *notes: str
) -> Attribute:
    """The result encoding ``infer`` gives for ``src``'s encoding (none without one); where
    it fails, the op's result type inference fails (:func:`_inference_failed`)."""
    enc = encoding_of(src)
    if enc is None:
        return NoneAttr()
    try:
        return infer(enc)
    except InferenceError as err:
        raise _inference_failed(op, err.message, *notes) from None


def _types_mismatch(
    op: Operation, inferred: Sequence[Attribute], actual: Sequence[Attribute]
) -> VerifyErrors:
    """The inferred result types differ from the written ones (two errors, as in MLIR)."""
    return _inference_failed(
        op,
        f"'{op.name}' op inferred type(s) {li.type_list_text(inferred)} are incompatible "
        f"with return type(s) of operation {li.type_list_text(actual)}",
    )


class TTOp(IRDLOperation):
    """Base of every tt op: the checks Triton adds to all of them (TT_Op in TritonOps.td)."""

    # MLIR's attr-dict shows properties too; xDSL needs this option to read them back.
    irdl_options = (ParsePropInAttrDict(),)

    def verify_(self) -> None:
        verify_regions(self)
        for values in (self.operands, self.results):
            for value in values:
                t = value.type
                if not isinstance(t, TensorType):
                    continue
                n = prod(t.get_shape())
                # TensorSizeTrait streams the op itself into the message: MLIR prints it
                # in generic form, since it did not verify.
                if n > MAX_TENSOR_NUM_ELEMENTS:
                    raise VerifyException(
                        f"Maximum allowed number of elements is {MAX_TENSOR_NUM_ELEMENTS}, "
                        f"but {_generic_text(self)} has more than that"
                    )
                if n & (n - 1):
                    raise VerifyException(
                        f"Number of elements must be power-of-two, but {_generic_text(self)} "
                        f"doesn't follow the rule ({n}) elements"
                    )
        self._verify_layouts()
        try:
            self.verify_tt()
            _verify_in_map_elementwise(self)
        except OpError as err:
            raise VerifyException(f"'{self.name}' op {err}") from None

    def _verify_layouts(self) -> None:
        """VerifyTensorLayoutsTrait: every tensor layout must suit the module."""
        for i, value in enumerate(self.operands):
            message = self._layout_problem(value.type)
            if message:
                raise VerifyException(
                    f"Operand {i} ({li.value_text(value)}) has an invalid layout: {message}"
                )
        for i, value in enumerate(self.results):
            message = self._layout_problem(value.type)
            if message:
                which = "Result" if len(self.results) == 1 else f"Result {i}"
                raise VerifyException(f"{which} has an invalid layout: {message}")

    def _layout_problem(self, t: Attribute) -> str | None:
        enc = encoding_of(t)
        if enc is None or not isinstance(t, TensorType):
            return None
        return li.verify_tensor_layout(enc, t, self)

    def verify_tt(self) -> None:
        """Op-specific checks (the ``hasVerifier`` and trait checks of the .td)."""


def _equivalent(a: Attribute, b: Attribute) -> bool:
    """verifyEquivalentType (a layout that cannot be compared counts as different)."""
    try:
        return li.equivalent_types(a, b)
    except InferenceError:
        return False


def _same_encoding(a: Attribute, b: Attribute) -> bool:
    """Triton's verifySameEncoding: tensors must agree on the encoding; scalars are ignored."""
    ea, eb = encoding_of(a), encoding_of(b)
    if ea is None or eb is None:
        return True
    return ea == eb


def _verify_same_operands_encoding(op: Operation) -> None:
    if not op.operands:
        return
    first = op.operands[0].type
    for v in op.operands[1:]:
        if not _same_encoding(v.type, first):
            raise OpError("requires the same encoding for all operands")


def _verify_same_operands_and_result_encoding(op: Operation) -> None:
    if not op.operands:
        return
    first = op.operands[0].type
    for r in op.results:
        if not _same_encoding(r.type, first):
            raise OpError("requires the same encoding for all operands and results")
    _verify_same_operands_encoding(op)


def _verify_same_operands_and_result_shape(op: Operation) -> None:
    types = [v.type for v in (*op.operands, *op.results)]
    if not types:
        return
    first = shape_of(types[0])
    for t in types[1:]:
        if shape_of(t) != first or isinstance(t, TensorType) != isinstance(types[0], TensorType):
            raise OpError("requires the same shape for all operands and results")


def _verify_same_element_type(op: Operation) -> None:
    types = [v.type for v in (*op.operands, *op.results)]
    first = element_type(types[0])
    for t in types[1:]:
        if element_type(t) != first:
            raise OpError("requires the same element type for all operands and results")


def _load_store_shape(t: Attribute) -> tuple[int, ...]:
    if is_tensor_pointer(t):
        return t.pointeeType.get_shape()
    return shape_of(t)


# ---------------------------------------------------------------------------------------
# Custom directives and parse/print helpers
# ---------------------------------------------------------------------------------------

_ENUM_DIRECTIVES = {e.name: enum_directive(e) for e in enums.TT_ENUMS}


def _directives(*names: str) -> tuple:
    return tuple(_ENUM_DIRECTIVES[n] for n in names)


def _split_attrs(
    op_type: type[IRDLOperation], attrs: dict[str, Attribute]
) -> tuple[dict[str, Attribute], dict[str, Attribute]]:
    """Split a parsed ``attr-dict`` into (properties, discardable attributes), as MLIR does
    for an op whose inherent attributes are properties."""
    names = op_type.get_irdl_definition().properties
    props = {k: v for k, v in attrs.items() if k in names}
    others = {k: v for k, v in attrs.items() if k not in names}
    return props, others


def _print_attr_dict(printer: Printer, op: IRDLOperation, elided: Sequence[str]) -> None:
    """MLIR's ``attr-dict``: properties and attributes not printed elsewhere, defaults elided."""
    op_def = op.get_irdl_definition()
    shown: dict[str, Attribute] = {}
    for name, value in op.properties.items():
        if name in elided:
            continue
        default = op_def.properties[name].default_value if name in op_def.properties else None
        if default is not None and value == default:
            continue
        shown[name] = value
    for name, value in op.attributes.items():
        if name not in elided:
            shown[name] = value
    printer.print_op_attributes(dict(sorted(shown.items())))


def _parse_operand_list(parser: Parser) -> list[UnresolvedOperand]:
    return parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_unresolved_operand)


def _print_operands(printer: Printer, values: Sequence[SSAValue]) -> None:
    printer.print_list(values, printer.print_ssa_value)


def _print_operands_and_types(
    printer: Printer, op: IRDLOperation, types: Sequence[Attribute]
) -> None:
    """`` %a, %b {attrs} : T -> U``: the op's operands, its attr-dict and ``types``."""
    printer.print_string(" ")
    _print_operands(printer, op.operands)
    _print_attr_dict(printer, op, ())
    printer.print_string(" : ")
    printer.print_list(types, printer.print_attribute, " -> ")


def _read_typed_op(
    cls: type[IRDLOperation],
    parser: MLIRParser,
    text: str,
    pos: int,
    typing: Callable[[int, Attribute, Attribute], tuple[list, list] | None],
) -> tuple[Operation, int, list[re.Match]] | None:
    """For the read_text hooks of ops printed by _print_operands_and_types: `` %a, %b
    {attrs} : T -> U`` from ``pos`` (the dictionary optional), the op built as its parse
    builds it, where its text ends and its operands; None for anything else. ``typing``
    gives, from the number of operands and the two types, each operand's type and the
    result types, or None where parse must read the op (for its error)."""
    operands = []
    found = operand_at(text, pos)
    while found is not None:
        operands.append(found)
        pos = found.end()
        if not text.startswith(",", pos):
            break
        found = operand_at(text, pos + 1)
        if found is None:
            return None
    found = parser.attrs_and_two_types_after(pos)
    typed = None if found is None else typing(len(operands), found[2], found[3])
    values = None if typed is None else parser.values_of(operands, typed[0])
    if values is None:
        return None
    props, others = _split_attrs(cls, found[1])
    return new_op(cls, values, typed[1], props, others), found[0], operands


def _typed_reader(
    typing: Callable[[int, Attribute, Attribute], tuple[list, list] | None],
) -> classmethod:
    """The read_text hook (see MLIRParser._parse_custom_operation) of an op printed by
    _print_operands_and_types, its types given by ``typing`` (see _read_typed_op)."""

    def read_text(cls, parser: MLIRParser, text: str, pos: int):
        return _read_typed_op(cls, parser, text, pos, typing)

    return classmethod(read_text)


def _tensors(*types: Attribute) -> bool:
    return all(type(t) is TensorType for t in types)


def _parse_stripped_type(parser: Parser, cls: type[ParametrizedAttribute]) -> Attribute:
    """MLIR prints a type whose ODS constraint names one C++ type class without its
    ``!dialect.mnemonic`` prefix (``: <tensor<32x64xf16>>`` for a ``!tt.ptr``); both spellings
    parse."""
    pos = parser.pos
    if parser._current_token.text == "<":
        return cls.new(cls.parse_parameters(parser))
    t = parser.parse_type()
    if not isinstance(t, cls):
        parser.raise_error(f"invalid kind of type specified: expected {cls.name}", pos, parser.pos)
    return t


def _parse_tensor_type(parser: Parser, op_name: str) -> TensorType:
    """``parseType<RankedTensorType>`` in an op's custom syntax: any other type is a parse
    error at the type, worded as MLIR's custom-op parser words it."""
    pos = parser.pos
    t = parser.parse_type()
    if not isinstance(t, TensorType):
        parser.raise_error(
            f"custom op '{op_name}' invalid kind of type specified: expected builtin.tensor, "
            f"but found '{t}'",
            pos,
            parser.pos,
        )
    return t


def _print_stripped_type(printer: Printer, t: Attribute) -> None:
    if isinstance(t, PointerType | TensorDescType):
        t.print_parameters(printer)
    else:
        printer.print_attribute(t)


# ---------------------------------------------------------------------------------------
# Folding: the values MLIR's FoldAdaptor hands to an op's fold, and the constants folds build
# ---------------------------------------------------------------------------------------


def _fold_view_like(op: Operation, value: Attribute | None) -> FoldResult:
    """Triton's foldViewLikeOp (expand_dims, reshape): a constant keeps its elements in
    order under the new shape; a splat is resized."""
    # (None first: a failing isinstance test against an attribute class is a Python call)
    if value is None or not isinstance(value, DenseIntOrFPElementsAttr):
        return None
    result_type = op.results[0].type
    element = splat_bytes(value)
    if element is not None:
        return (dense_splat(result_type, element),)
    return (DenseIntOrFPElementsAttr(result_type, value.data),)


def _float_zero_sign(value: Attribute | None) -> bool | None:
    """For a float constant (or splat) equal to zero: True if -0.0, False if +0.0; else None
    (MLIR's m_PosZeroFloat / m_NegZeroFloat)."""
    number: float | None = None
    if isinstance(value, FloatAttr):
        number = value.value.data
    elif (element := splat_bytes(value)) is not None and isinstance(
        value.get_element_type(), AnyFloat
    ):
        one = DenseIntOrFPElementsAttr(
            TensorType(value.get_element_type(), [1]), BytesAttr(element)
        )
        number = next(iter(one.iter_values()))
    if number is None or number != 0.0:
        return None
    return copysign(1.0, number) < 0


# ---------------------------------------------------------------------------------------
# Memory effects (as TritonOps.td declares them), which decide when an unused op is dead
# ---------------------------------------------------------------------------------------


class ReadWriteEffect(MemoryEffect):
    """Reads and writes memory (``MemRead`` + ``MemWrite`` on an operand: stores through
    descriptors, atomics)."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        return _READ_WRITE


class LoadEffect(MemoryEffect):
    """``tt.load``: reads global memory, and also writes when volatile (LoadOp::getEffects)."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        volatile = op.properties.get("isVolatile")
        return _READ_WRITE if isinstance(volatile, IntegerAttr) and volatile.value.data else _READ


class EffectsUnlessPure(MemoryEffect):
    """``extern_elementwise`` / ``elementwise_inline_asm``: none when ``pure``, else read and
    write (their getEffects)."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        pure = op.properties.get("pure")
        return frozenset() if isinstance(pure, IntegerAttr) and pure.value.data else _READ_WRITE


_READ = frozenset({EffectInstance(MemoryEffectKind.READ)})
_READ_WRITE = frozenset(
    {EffectInstance(MemoryEffectKind.READ), EffectInstance(MemoryEffectKind.WRITE)}
)


# ---------------------------------------------------------------------------------------
# Cast ops
# ---------------------------------------------------------------------------------------

_SRC_TO_RESULT = "$src attr-dict `:` type($src) `->` type($result)"


class _ElementwiseCastOp(TTOp):
    src = operand_def()
    result = result_def()

    assembly_format = _SRC_TO_RESULT
    traits = traits_def(Pure(), Elementwise(), SameOperandsAndResultEncoding())

    def verify_tt(self) -> None:
        _verify_same_operands_and_result_shape(self)
        _verify_same_operands_and_result_encoding(self)
        self.verify_cast()

    def verify_cast(self) -> None: ...


@irdl_op_definition
class IntToPtrOp(_ElementwiseCastOp):
    name = "tt.int_to_ptr"

    def verify_cast(self) -> None:
        if element_type(self.src.type) != i64:
            raise OpError("operand #0 must be 64-bit signless integer or tensor of it")
        if not isinstance(element_type(self.result.type), PointerType):
            raise OpError("result #0 must be ptr or ranked tensor of ptr values")


@irdl_op_definition
class PtrToIntOp(_ElementwiseCastOp):
    name = "tt.ptr_to_int"

    def verify_cast(self) -> None:
        if not isinstance(element_type(self.src.type), PointerType):
            raise OpError("operand #0 must be ptr or ranked tensor of ptr values")
        if element_type(self.result.type) != i64:
            raise OpError("result #0 must be 64-bit signless integer or tensor of it")


@irdl_op_definition
class BitcastOp(_ElementwiseCastOp):
    name = "tt.bitcast"

    def verify_cast(self) -> None:
        dst, src = element_type(self.result.type), element_type(self.src.type)
        dst_ptr, src_ptr = isinstance(dst, PointerType), isinstance(src, PointerType)
        if dst_ptr or src_ptr:
            if dst_ptr and src_ptr:
                if dst.addressSpace != src.addressSpace:
                    raise VerifyException("Cannot bitcast pointer between different address spaces")
                return
            raise VerifyException("Cannot bitcast pointer to non-pointer type")
        if bit_width(dst) != bit_width(src):
            raise VerifyException(
                f"Cannot bitcast data-type of size {bit_width(src)} to data-type of size "
                f"{bit_width(dst)}"
            )


@irdl_op_definition
class FpToFpOp(TTOp, HasFolderInterface):
    """``tt.fp_to_fp %x {attrs}, rounding = rtne : f32 -> f8E5M2`` (attr-dict comes first)."""

    name = "tt.fp_to_fp"

    src = operand_def()
    rounding = opt_prop_def(enums.RoundingMode.constraint())
    result = result_def()

    traits = traits_def(Pure(), Elementwise(), SameOperandsAndResultEncoding())

    def verify_tt(self) -> None:
        _verify_same_operands_and_result_shape(self)
        _verify_same_operands_and_result_encoding(self)
        for t in (self.src.type, self.result.type):
            if not _is_float(element_type(t)):
                raise VerifyException("operand and result must be floating-point like")
        dst, src = element_type(self.result.type), element_type(self.src.type)
        if bit_width(dst) < bit_width(src) and self.rounding is None:
            raise VerifyException("Rounding mode is required for FP downcast")

    def fold(self) -> FoldResult:
        # A cast to the same type is a no-op; a signed zero converts exactly to any format.
        if self.src.type == self.result.type:
            return (self.src,)
        negative = _float_zero_sign(constant_operand(self.src))
        if negative is None:
            return None
        zero = -0.0 if negative else 0.0
        result_type = self.result.type
        if isinstance(result_type, TensorType):
            splat = splat_of(result_type, zero)
            return None if splat is None else (splat,)
        return (FloatAttr(zero, result_type),)

    @classmethod
    def parse(cls, parser: Parser) -> FpToFpOp:
        src = parser.parse_unresolved_operand()
        props, attrs = _split_attrs(cls, parser.parse_optional_attr_dict())
        if parser.parse_optional_punctuation(",") is not None:
            parser.parse_keyword("rounding")
            parser.parse_punctuation("=")
            props["rounding"] = enums.parse_enum(parser, enums.RoundingMode, cls.name, "rounding")
        parser.parse_punctuation(":")
        src_type = parser.parse_type()
        parser.parse_punctuation("->")
        res_type = parser.parse_type()
        op = cls.create(
            operands=[parser.resolve_operand(src, src_type)],
            result_types=[res_type],
            properties=props,
            attributes=attrs,
        )
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.src)
        _print_attr_dict(printer, self, ("rounding",))
        if self.rounding is not None:
            printer.print_string(", rounding = ")
            enums.print_enum(printer, enums.RoundingMode, self.rounding)
        printer.print_string(" : ")
        printer.print_attribute(self.src.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.result.type)


# ---------------------------------------------------------------------------------------
# Arithmetic and math ops
# ---------------------------------------------------------------------------------------


@irdl_op_definition
class ClampFOp(TTOp):
    name = "tt.clampf"

    T: ClassVar = VarConstraint("T", AnyAttr())
    x = operand_def(T)
    min = operand_def(T)
    max = operand_def(T)
    propagateNan = prop_def(enums.PropagateNan.constraint())
    result = result_def(T)

    assembly_format = (
        "$x `,` $min `,` $max `,` `propagateNan` `=` custom<PropagateNan>($propagateNan) "
        "attr-dict `:` type($result)"
    )
    custom_directives = _directives("PropagateNan")
    traits = traits_def(Pure(), Elementwise())


@irdl_op_definition
class PreciseSqrtOp(TTOp):
    name = "tt.precise_sqrt"

    T: ClassVar = VarConstraint("T", AnyAttr())
    x = operand_def(T)
    result = result_def(T)

    assembly_format = "$x attr-dict `:` type($x)"
    traits = traits_def(Pure(), Elementwise())


class _BinarySameTypeOp(TTOp):
    T: ClassVar = VarConstraint("T", AnyAttr())
    x = operand_def(T)
    y = operand_def(T)
    result = result_def(T)

    assembly_format = "$x `,` $y attr-dict `:` type($x)"
    traits = traits_def(Pure(), Elementwise())


@irdl_op_definition
class PreciseDivFOp(_BinarySameTypeOp):
    name = "tt.precise_divf"


@irdl_op_definition
class MulhiUIOp(_BinarySameTypeOp):
    name = "tt.mulhiui"


# ---------------------------------------------------------------------------------------
# Pointer arithmetic
# ---------------------------------------------------------------------------------------


@irdl_op_definition
class AddPtrOp(TTOp, HasFolderInterface):
    name = "tt.addptr"

    T: ClassVar = VarConstraint("T", AnyAttr())
    ptr = operand_def(T)
    offset = operand_def()
    result = result_def(T)

    assembly_format = "$ptr `,` $offset attr-dict `:` type($result) `,` type($offset)"
    traits = traits_def(Pure(), Elementwise(), SameOperandsAndResultEncoding())

    def verify_tt(self) -> None:
        if not isinstance(element_type(self.ptr.type), PointerType):
            raise OpError("operand #0 must be ptr or ranked tensor of ptr values")
        if not isinstance(element_type(self.offset.type), IntegerType):
            raise OpError("operand #1 must be integer or ranked tensor of integer")
        _verify_same_operands_and_result_shape(self)
        _verify_same_operands_and_result_encoding(self)

    @needs_constant_operand
    def fold(self) -> FoldResult:
        # addptr(p, 0) -> p
        return (self.ptr,) if is_int_zero(constant_operand(self.offset)) else None


@irdl_op_definition
class AdvanceOp(TTOp, HasFolderInterface):
    name = "tt.advance"

    T: ClassVar = VarConstraint("T", AnyAttr())
    ptr = operand_def(T)
    offsets = var_operand_def(i32)
    result = result_def(T)

    traits = traits_def(Pure())

    def verify_tt(self) -> None:
        if not is_tensor_pointer(self.ptr.type):
            raise OpError("operand #0 must be ptr to a tensor")

    def fold(self) -> FoldResult:
        # advance(p, 0, ..., 0) -> p, when every offset is a constant zero.
        for offset in self.offsets:
            value = constant_operand(offset)
            if not isinstance(value, IntegerAttr) or value.value.data != 0:
                return None
        return (self.ptr,)

    @classmethod
    def parse(cls, parser: Parser) -> AdvanceOp:
        ptr = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        offsets = parser.parse_comma_separated_list(
            parser.Delimiter.SQUARE, parser.parse_unresolved_operand
        )
        props, attrs = _split_attrs(cls, parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        res_type = _parse_stripped_type(parser, PointerType)
        operands = [parser.resolve_operand(ptr, res_type)]
        operands += [parser.resolve_operand(o, i32) for o in offsets]
        return cls.create(
            operands=operands, result_types=[res_type], properties=props, attributes=attrs
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.ptr)
        printer.print_string(", [")
        _print_operands(printer, self.offsets)
        printer.print_string("]")
        _print_attr_dict(printer, self, ())
        printer.print_string(" : ")
        _print_stripped_type(printer, self.result.type)


# ---------------------------------------------------------------------------------------
# Load / store
# ---------------------------------------------------------------------------------------


def _verify_load_store(op: LoadOp | StoreOp, with_result: bool) -> None:
    """What tt.load and tt.store check first: a pointer operand, then the shapes and the
    encodings of the operands (and the result) agree."""
    if not isinstance(element_type(op.ptr.type), PointerType):
        raise OpError("operand #0 must be ptr or ranked tensor of ptr values or ptr to a tensor")
    _verify_load_store_shapes(op, with_result)
    _verify_load_store_encodings(op, with_result)


def _parse_cache_evict_attrs(
    cls: type[IRDLOperation], parser: Parser
) -> tuple[dict[str, Attribute], dict[str, Attribute]]:
    """``cacheModifier = .. evictionPolicy = .. {attrs} :`` after a load's or a store's
    operands; returns (properties, attributes)."""
    props: dict[str, Attribute] = {}
    enums.parse_cache_evict(parser, props, cls.name)
    more_props, attrs = _split_attrs(cls, parser.parse_optional_attr_dict())
    props |= more_props
    parser.parse_punctuation(":")
    return props, attrs


def _parse_cache_evict_and_ptr_type(
    cls: type[IRDLOperation], parser: Parser
) -> tuple[dict[str, Attribute], dict[str, Attribute], Attribute]:
    """The part of tt.load's and tt.store's syntax after the operands:
    ``cacheModifier = .. evictionPolicy = .. {attrs} : <pointer type>``; returns
    (properties, attributes, pointer type)."""
    props, attrs = _parse_cache_evict_attrs(cls, parser)
    pos = parser.pos
    ptr_type = parser.parse_type()
    if not isinstance(element_type(ptr_type), PointerType):
        parser.raise_error(f"expected a pointer type, got {ptr_type}", pos, parser.pos)
    return props, attrs, ptr_type


def _read_load_store(
    cls: type[LoadOp | StoreOp], parser: MLIRParser, text: str, pos: int
) -> tuple[Operation, int, list[int]] | None:
    """tt.load or tt.store spelled as MLIR prints it, read from the text (see their parse):
    None for anything else."""
    found = operands_until(text, pos, " : ")
    if found is None:
        return None
    operands, pos = found
    is_load = cls is LoadOp
    if not 1 + (not is_load) <= len(operands) <= 3:
        return None
    found = parser.type_at(pos)
    if found is None:
        return None
    end, ptr_type = found
    pointer = ptr_type.element_type if type(ptr_type) is TensorType else ptr_type
    if type(pointer) is not PointerType:
        return None
    value_type = parser.derived_type(_read_pointee, ptr_type)
    mask_type = parser.derived_type(_read_i1_like, value_type)
    types = (ptr_type, mask_type, value_type) if is_load else (ptr_type, value_type, mask_type)
    values = parser.values_of(operands, types)
    if values is None:
        return None
    if is_load:
        properties = {"operandSegmentSizes": _LOAD_SEGMENTS[len(values)]}
        op = new_op(cls, values, (value_type,), properties, {})
    else:
        op = new_op(cls, values, (), {}, {})
    return op, end, [operand.start(1) for operand in operands]


def _read_pointee(t: Attribute) -> Attribute:
    """pointee_type of a pointer type or a tensor of pointers read from the text."""
    if type(t) is TensorType:
        return tensor_like(t, t.element_type.pointeeType)
    return t.pointeeType


def _read_i1_like(t: Attribute) -> Attribute:
    """i1_same_shape of a type read from the text."""
    return tensor_like(t, i1) if type(t) is TensorType else i1


# tt.load's operandSegmentSizes by its number of operands (ptr, mask, other)
_LOAD_SEGMENTS = {
    count: DenseArrayBase.from_list(i32, [1, int(count > 1), int(count > 2)]) for count in (1, 2, 3)
}


def _print_load_store(printer: Printer, op: LoadOp | StoreOp, elided: Sequence[str]) -> None:
    operands = op._operands  # (the pointer first: read by position, without an accessor)
    printer.print_string(" ")
    _print_operands(printer, operands)
    enums.print_cache_evict(printer, op)
    _print_attr_dict(printer, op, elided)
    printer.print_string(" : ")
    printer.print_attribute(operands[0].type)


def _verify_load_store_shapes(op: Operation, with_result: bool) -> None:
    first = _load_store_shape(op.operands[0].type)
    if with_result:
        for r in op.results:
            if _load_store_shape(r.type) != first:
                raise OpError("requires the same shape for all operands and results")
    for v in op.operands[1:]:
        if _load_store_shape(v.type) != first:
            raise OpError("requires the same shape for all operands")


def _verify_load_store_encodings(op: Operation, with_result: bool) -> None:
    # Tensor pointers (block pointers) carry no encoding of their own: they are skipped.
    types = [v.type for v in op.operands]
    if with_result:
        types += [r.type for r in op.results]
    encs = {encoding_of(t) for t in types if encoding_of(t) is not None}
    if len(encs) > 1:
        raise OpError(
            "requires the same encoding for all operands and results"
            if with_result
            else "requires the same encoding for all operands"
        )


@irdl_op_definition
class LoadOp(TTOp):
    """``tt.load %ptr (, %mask (, %other)?)? cacheModifier = .. evictionPolicy = .. {..} : T``."""

    name = "tt.load"

    traits = traits_def(LoadEffect(), SameLoadStoreOperandsAndResultEncoding())

    ptr = operand_def()
    mask = opt_operand_def()
    other = opt_operand_def()
    boundaryCheck = prop_def(
        DenseArrayBase.constr(i32), default_value=DenseArrayBase.from_list(i32, [])
    )
    padding = opt_prop_def(enums.PaddingOption.constraint())
    cache = prop_def(enums.CacheModifier.constraint(), default_value=enums.CACHE_NONE)
    evict = prop_def(enums.EvictionPolicy.constraint(), default_value=enums.EVICT_NORMAL)
    isVolatile = prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))
    result = result_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True), ParsePropInAttrDict())

    def __init__(
        self,
        ptr: SSAValue,
        mask: SSAValue | None = None,
        other: SSAValue | None = None,
        *,
        result_type: Attribute | None = None,
        properties: dict[str, Attribute] | None = None,
        attributes: dict[str, Attribute] | None = None,
    ):
        if result_type is None:
            result_type = pointee_type(ptr.type)
        super().__init__(
            operands=[ptr, [mask] if mask else [], [other] if other else []],
            result_types=[result_type],
            properties=properties or {},
            attributes=attributes or {},
        )

    def verify_tt(self) -> None:
        _verify_load_store(self, True)
        ptr_t = self.ptr.type
        if self.result.type != pointee_type(ptr_t):
            raise OpError("failed to verify that result matches ptr type")
        # As the C++ constraints, by operand count: `other` without `mask` fails the first.
        count = len(self.operands)
        mask_type = None if self.mask is None else self.mask.type
        if count > 1 and mask_type != i1_same_shape(pointee_type(ptr_t)):
            raise OpError("failed to verify that mask type matches ptr type")
        if self.other is not None and self.other.type != pointee_type(ptr_t):
            raise OpError("failed to verify that other matches ptr type")

    @classmethod
    def read_text(
        cls, parser: MLIRParser, text: str, pos: int
    ) -> tuple[Operation, int, list[int]] | None:
        return _read_load_store(cls, parser, text, pos)

    @classmethod
    def parse(cls, parser: Parser) -> LoadOp:
        # `$ptr (`,` $mask^)? (`,` $other^)?`: as MLIR's generated parser, a comma may come
        # without its operand (`%p, : ...` and `%p, , %other` parse).
        operands: list[UnresolvedOperand | None] = [parser.parse_unresolved_operand()]
        for _ in range(2):
            if parser.parse_optional_punctuation(",") is None:
                break
            operands.append(parser.parse_optional_unresolved_operand())
        props, attrs, ptr_type = _parse_cache_evict_and_ptr_type(cls, parser)
        value_type = pointee_type(ptr_type)
        types = [ptr_type, i1_same_shape(value_type), value_type][: len(operands)]
        values = [
            None if o is None else parser.resolve_operand(o, t)
            for o, t in zip(operands, types, strict=True)
        ]
        values += [None] * (3 - len(values))
        return cls(
            values[0],
            values[1],
            values[2],
            result_type=value_type,
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        _print_load_store(printer, self, ("cache", "evict", "operandSegmentSizes"))


@irdl_op_definition
class StoreOp(TTOp):
    """``tt.store %ptr, %value (, %mask)? cacheModifier = .. evictionPolicy = .. {..} : T``."""

    name = "tt.store"

    traits = traits_def(MemoryWriteEffect(), SameLoadStoreOperandsEncoding())

    ptr = operand_def()
    value = operand_def()
    mask = opt_operand_def()
    boundaryCheck = prop_def(
        DenseArrayBase.constr(i32), default_value=DenseArrayBase.from_list(i32, [])
    )
    cache = prop_def(enums.CacheModifier.constraint(), default_value=enums.CACHE_NONE)
    evict = prop_def(enums.EvictionPolicy.constraint(), default_value=enums.EVICT_NORMAL)

    def __init__(
        self,
        ptr: SSAValue,
        value: SSAValue,
        mask: SSAValue | None = None,
        *,
        properties: dict[str, Attribute] | None = None,
        attributes: dict[str, Attribute] | None = None,
    ):
        super().__init__(
            operands=[ptr, value, [mask] if mask else []],
            properties=properties or {},
            attributes=attributes or {},
        )

    def verify_tt(self) -> None:
        _verify_load_store(self, False)
        ptr_t = self.ptr.type
        if self.value.type != pointee_type(ptr_t):
            raise OpError("failed to verify that value type matches ptr type")
        if self.mask is not None and self.mask.type != i1_same_shape(pointee_type(ptr_t)):
            raise OpError("failed to verify that mask type matches ptr type")

    @classmethod
    def read_text(
        cls, parser: MLIRParser, text: str, pos: int
    ) -> tuple[Operation, int, list[int]] | None:
        return _read_load_store(cls, parser, text, pos)

    @classmethod
    def parse(cls, parser: Parser) -> StoreOp:
        operands = _parse_operand_list(parser)
        if not 2 <= len(operands) <= 3:
            parser.raise_error("tt.store takes 2 or 3 operands (ptr, value, mask)")
        props, attrs, ptr_type = _parse_cache_evict_and_ptr_type(cls, parser)
        value_type = pointee_type(ptr_type)
        types = [ptr_type, value_type, i1_same_shape(value_type)][: len(operands)]
        values = [parser.resolve_operand(o, t) for o, t in zip(operands, types, strict=True)]
        return cls(
            values[0],
            values[1],
            values[2] if len(values) > 2 else None,
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        _print_load_store(printer, self, ("cache", "evict"))


# ---------------------------------------------------------------------------------------
# Atomics
# ---------------------------------------------------------------------------------------


def _verify_ptr_matches(op: AtomicRMWOp | AtomicCASOp, value: SSAValue, what: str) -> None:
    """An atomic's ``ptr`` points to elements of ``value``'s type, in ``value``'s shape."""
    if op.ptr.type != pointer_type_same_shape(value.type):
        raise OpError(f"failed to verify that ptr type matches {what} type")


@irdl_op_definition
class AtomicRMWOp(TTOp):
    name = "tt.atomic_rmw"

    traits = traits_def(ReadWriteEffect(), SameOperandsAndResultEncoding())

    atomic_rmw_op = prop_def(enums.RMWOp.constraint())
    ptr = operand_def()
    val = operand_def()
    mask = opt_operand_def()
    sem = prop_def(enums.MemSemantic.constraint())
    scope = prop_def(enums.MemSyncScope.constraint())
    result = result_def()

    assembly_format = (
        "custom<RMWOp>($atomic_rmw_op) `,` custom<MemSemantic>($sem) `,` "
        "custom<MemSyncScope>($scope) `,` $ptr `,` $val (`,` $mask^)? attr-dict `:` "
        "functional-type(operands, $result)"
    )
    custom_directives = _directives("RMWOp", "MemSemantic", "MemSyncScope")

    def verify_tt(self) -> None:
        _verify_same_operands_and_result_shape(self)
        _verify_same_operands_and_result_encoding(self)
        _verify_ptr_matches(self, self.val, "value")
        if self.mask is not None and self.mask.type != i1_same_shape(self.val.type):
            raise OpError("failed to verify that mask type matches value type")


@irdl_op_definition
class AtomicCASOp(TTOp):
    name = "tt.atomic_cas"

    traits = traits_def(ReadWriteEffect(), SameOperandsAndResultEncoding())

    ptr = operand_def()
    cmp = operand_def()
    val = operand_def()
    sem = prop_def(enums.MemSemantic.constraint())
    scope = prop_def(enums.MemSyncScope.constraint())
    result = result_def()

    assembly_format = (
        "custom<MemSemantic>($sem) `,` custom<MemSyncScope>($scope) `,` $ptr `,` $cmp `,` "
        "$val attr-dict `:` functional-type(operands, $result)"
    )
    custom_directives = _directives("MemSemantic", "MemSyncScope")

    def verify_tt(self) -> None:
        _verify_same_operands_and_result_shape(self)
        _verify_same_operands_and_result_encoding(self)
        _verify_ptr_matches(self, self.cmp, "cmp")
        _verify_ptr_matches(self, self.val, "value")


# ---------------------------------------------------------------------------------------
# Shape manipulation
# ---------------------------------------------------------------------------------------


class _SameElementAndEncodingOp(TTOp):
    """An op from ``src`` to a ``result`` tensor of the same element type and encoding
    (tt.splat, tt.broadcast)."""

    assembly_format = _SRC_TO_RESULT
    traits = traits_def(Pure(), SameOperandsAndResultEncoding())

    def verify_tt(self) -> None:
        _verify_same_element_type(self)
        _verify_same_operands_and_result_encoding(self)


@irdl_op_definition
class SplatOp(_SameElementAndEncodingOp, HasFolderInterface):
    name = "tt.splat"

    src = operand_def()
    result = result_def(TensorType)

    @needs_constant_operand
    def fold(self) -> FoldResult:
        # splat(constant c) -> dense<c>
        value = constant_operand(self.src)
        if value is None or not isinstance(value, IntegerAttr | FloatAttr):
            return None
        splat = splat_of(self.result.type, value.value.data)
        return None if splat is None else (splat,)


@irdl_op_definition
class UnsplatOp(TTOp):
    """``tt.unsplat %t : tensor<1x1xf32>`` (the result type is the element type)."""

    name = "tt.unsplat"

    src = operand_def(TensorType)
    result = result_def()

    traits = traits_def(Pure())

    def verify_tt(self) -> None:
        if prod(self.src.type.get_shape()) != 1:
            raise VerifyException("source tensor must have exactly one element")
        if self.result.type != self.src.type.element_type:
            raise VerifyException("result type must be the element type of the source")

    @classmethod
    def parse(cls, parser: Parser) -> UnsplatOp:
        src = parser.parse_unresolved_operand()
        props, attrs = _split_attrs(cls, parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        pos = parser.pos
        src_type = parser.parse_type()
        if not isinstance(src_type, TensorType):
            parser.raise_error("expected a ranked tensor type", pos, parser.pos)
        return cls.create(
            operands=[parser.resolve_operand(src, src_type)],
            result_types=[src_type.element_type],
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        _print_operands_and_types(printer, self, [self.src.type])


@irdl_op_definition
class ExpandDimsOp(TTOp, HasFolderInterface):
    name = "tt.expand_dims"

    src = operand_def(TensorType)
    axis = prop_def(IntegerAttr[I32])
    result = result_def(TensorType)

    assembly_format = _SRC_TO_RESULT
    traits = traits_def(Pure())

    def verify_tt(self) -> None:
        _verify_same_element_type(self)
        src = self.src.type
        shape = list(src.get_shape())
        axis = self.axis.value.data
        if not 0 <= axis <= len(shape):
            raise VerifyException(f"axis {axis} out of range for rank {len(shape)}")
        # InferTypeOpInterface: the result type follows from the operand.
        shape.insert(axis, 1)
        ret_enc = _inferred_encoding(
            self,
            src,
            lambda enc: li.infer_expand_dims_encoding(enc, axis),
            "failed to infer layout for ExpandDimsOp",
        )
        inferred = TensorType(src.element_type, shape, ret_enc)
        if inferred != self.result.type:
            raise _types_mismatch(self, [inferred], [self.result.type])

    @needs_constant_operand
    def fold(self) -> FoldResult:
        return _fold_view_like(self, constant_operand(self.src))


@irdl_op_definition
class ReshapeOp(TTOp, HasFolderInterface):
    name = "tt.reshape"

    src = operand_def(TensorType)
    allow_reorder = opt_prop_def(UnitAttr)
    efficient_layout = opt_prop_def(UnitAttr)
    result = result_def(TensorType)

    assembly_format = (
        "$src (`allow_reorder` $allow_reorder^)? (`efficient_layout` $efficient_layout^)? "
        "attr-dict `:` type($src) `->` type($result)"
    )
    traits = traits_def(Pure())

    def verify_tt(self) -> None:
        _verify_same_element_type(self)
        src, dst = self.src.type, self.result.type
        if prod(src.get_shape()) != prod(dst.get_shape()):
            raise VerifyException("number of src and dst elements of reshape must be the same")
        src_enc, dst_enc = encoding_of(src), encoding_of(dst)
        if (src_enc is None) != (dst_enc is None):
            raise VerifyException(
                "Op requires that either (a) src and dst both have encodings, or (b) neither does."
            )
        if src_enc is None or self.allow_reorder is not None:
            return
        # The result layout must be the one under which the reshape moves no data.
        try:
            inferred = li.infer_reshape_encoding(src.get_shape(), src_enc, dst.get_shape())
            message = li.verify_layouts_are_equal(dst.get_shape(), inferred, dst_enc)
        except InferenceError as err:
            message = err.message or "cannot infer the reshape layout"
        if message:
            raise VerifyException(message)

    def fold(self) -> FoldResult:
        # A reshape to its own type is a no-op, unless it may reorder elements.
        if self.result.type == self.src.type and self.allow_reorder is None:
            return (self.src,)
        return _fold_view_like(self, constant_operand(self.src))


@irdl_op_definition
class BroadcastOp(_SameElementAndEncodingOp, HasFolderInterface):
    name = "tt.broadcast"

    src = operand_def(TensorType)
    result = result_def(TensorType)

    def verify_tt(self) -> None:
        super().verify_tt()
        src, res = self.src.type.get_shape(), self.result.type.get_shape()
        if len(src) != len(res):
            raise VerifyException("rank of source must be same as rank of result")
        for i, (s, r) in enumerate(zip(src, res, strict=True)):
            if s != 1 and s != r:
                raise VerifyException(
                    f"Different dimensions at index {i} between source and result.  "
                    "Broadcast requires the source dimension to be 1."
                )

    def fold(self) -> FoldResult:
        if self.result.type == self.src.type:
            return (self.src,)
        element = splat_bytes(constant_operand(self.src))
        return None if element is None else (dense_splat(self.result.type, element),)


@irdl_op_definition
class CatOp(TTOp):
    name = "tt.cat"

    traits = traits_def(NoMemoryEffect())

    T: ClassVar = VarConstraint("T", base(TensorType))
    lhs = operand_def(T)
    rhs = operand_def(T)
    result = result_def(TensorType)

    assembly_format = "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)"

    def verify_tt(self) -> None:
        _verify_same_element_type(self)


@irdl_op_definition
class JoinOp(TTOp):
    name = "tt.join"

    T: ClassVar = VarConstraint("T", AnyAttr())
    lhs = operand_def(T)
    rhs = operand_def(T)
    result = result_def()

    traits = traits_def(Pure())

    # the op spelled as MLIR prints it (see parse), read from the text
    read_text = _typed_reader(
        lambda count, src, res: ([src, src], [res]) if count == 2 and _tensors(src, res) else None
    )

    @classmethod
    def parse(cls, parser: Parser) -> JoinOp:
        lhs = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        rhs = parser.parse_unresolved_operand()
        props, attrs = _split_attrs(cls, parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        src_type = _parse_tensor_type(parser, cls.name)
        parser.parse_punctuation("->")
        res_type = _parse_tensor_type(parser, cls.name)
        return cls.create(
            operands=[parser.resolve_operand(lhs, src_type), parser.resolve_operand(rhs, src_type)],
            result_types=[res_type],
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        _print_operands_and_types(printer, self, [self.lhs.type, self.result.type])

    def verify_tt(self) -> None:
        src = self.lhs.type
        res = self.result.type
        if not isinstance(src, TensorType) or not isinstance(res, TensorType):
            raise OpError(f"operand #0 must be ranked tensor (kind of type), got {src}")
        shape = (*src.get_shape(), 2)
        if res.get_shape() != shape:
            raise OpError(
                f"result shape must be ({_fmt_shape(shape)}), but got {_fmt_shape(res.get_shape())}"
            )
        if res.element_type != src.element_type:
            raise OpError("result element type must match the input element type")
        if encoding_of(res) is None:
            if encoding_of(src) is not None:
                raise OpError("result encoding must be specified")
            return
        # Several result layouts may suit one operand layout, but only one operand layout
        # suits a result layout: infer that one and compare.
        try:
            src_enc = li.infer_split_encoding(encoding_of(res), shape)
            different = li.verify_layouts_are_equal(src.get_shape(), src_enc, encoding_of(src))
        except InferenceError as err:
            raise VerifyException(err.message or "cannot infer the join layout") from None
        if different:
            raise OpError("incompatible join layout")


@irdl_op_definition
class SplitOp(TTOp):
    """``%a, %b = tt.split %x : tensor<..x2xT> -> tensor<..xT>`` (one type, two results)."""

    name = "tt.split"

    src = operand_def()
    outLHS = result_def()
    outRHS = result_def()

    traits = traits_def(Pure())

    def verify_tt(self) -> None:
        src = self.src.type
        if not isinstance(src, TensorType):
            raise VerifyException(f"invalid kind of type specified: {src}")
        if self.outLHS.type != self.outRHS.type:  # AllTypesMatch<["outLHS", "outRHS"]>
            raise OpError("failed to verify that outLHS and outRHS types match")
        shape = src.get_shape()
        if not shape or shape[-1] != 2:
            raise _inference_failed(self, "last dimension of input tensor must be 2")
        ret_enc = _inferred_encoding(self, src, lambda enc: li.infer_split_encoding(enc, shape))
        inferred = TensorType(src.element_type, shape[:-1], ret_enc)
        actual = [self.outLHS.type, self.outRHS.type]
        if not all(_equivalent(inferred, t) for t in actual):
            raise _types_mismatch(self, [inferred, inferred], actual)

    # the op spelled as MLIR prints it (see parse), read from the text
    read_text = _typed_reader(
        lambda count, src, out: ([src], [out, out]) if count == 1 and _tensors(src, out) else None
    )

    @classmethod
    def parse(cls, parser: Parser) -> SplitOp:
        src = parser.parse_unresolved_operand()
        props, attrs = _split_attrs(cls, parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        src_type = _parse_tensor_type(parser, cls.name)
        parser.parse_punctuation("->")
        out_type = _parse_tensor_type(parser, cls.name)
        return cls.create(
            operands=[parser.resolve_operand(src, src_type)],
            result_types=[out_type, out_type],
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        _print_operands_and_types(printer, self, [self.src.type, self.outLHS.type])


@irdl_op_definition
class TransOp(TTOp, HasFolderInterface):
    name = "tt.trans"

    src = operand_def(TensorType)
    order = prop_def(DenseArrayBase.constr(i32))
    result = result_def(TensorType)

    assembly_format = _SRC_TO_RESULT
    traits = traits_def(Pure(), TransposeOpInterface())

    def get_order(self) -> tuple[int, ...]:
        return tuple(self.order.get_values())

    def verify_tt(self) -> None:
        _verify_same_element_type(self)
        order = self.get_order()
        shape = self.src.type.get_shape()
        # TransposeOpInterface's checks run before the op's own verifier.
        if len(order) != len(shape):
            raise VerifyException(
                "order must have the same size as the rank of the operand and result"
            )
        if sorted(order) != list(range(len(order))):
            raise VerifyException("order must be a permutation of [0, ..., rank - 1]")
        ret = tuple(shape[i] for i in order)
        if ret != self.result.type.get_shape():
            raise VerifyException("result shape must match the permutation of the source shape")
        # InferTypeOpWithLayoutEquivalence (checked after the op's own verifier, as MLIR
        # verifies type inference with the regions): the result type follows from the
        # operand, up to an equivalent layout.
        ret_enc = _inferred_encoding(
            self, self.src.type, lambda enc: li.infer_trans_encoding(enc, shape, order)
        )
        inferred = TensorType(self.src.type.element_type, ret, ret_enc)
        if not _equivalent(inferred, self.result.type):
            raise _types_mismatch(self, [inferred], [self.result.type])

    def fold(self) -> FoldResult:
        order = self.get_order()
        # The identity permutation folds only when the types agree exactly; an equivalent
        # but differently written layout needs a convert_layout (a canonicalization).
        if order == tuple(range(len(order))) and self.src.type == self.result.type:
            return (self.src,)
        inner = self.src.owner
        if isinstance(inner, TransOp):
            # trans(trans(x)) -> trans(x) with the composed order, changed in place as MLIR
            # does (the result keeps its type).
            inner_order = inner.get_order()
            composed = [inner_order[i] for i in order]
            self.order = DenseArrayBase.from_list(self.order.elt_type, composed)
            self.operands[0] = inner.src
            return tuple(self.results)
        element = splat_bytes(constant_operand(self.src))
        return None if element is None else (dense_splat(self.result.type, element),)


# ---------------------------------------------------------------------------------------
# SPMD ops
# ---------------------------------------------------------------------------------------


class _ProgramAxisOp(TTOp):
    axis = prop_def(enums.ProgramIDDim.constraint())
    result = result_def(i32)

    assembly_format = "custom<ProgramIDDim>($axis) attr-dict `:` type($result)"
    custom_directives = _directives("ProgramIDDim")
    traits = traits_def(Pure())

    def __init__(self, axis: int | str):
        super().__init__(properties={"axis": enums.ProgramIDDim.attr(axis)}, result_types=[i32])


@irdl_op_definition
class GetProgramIdOp(_ProgramAxisOp):
    name = "tt.get_program_id"


@irdl_op_definition
class GetNumProgramsOp(_ProgramAxisOp):
    name = "tt.get_num_programs"


# ---------------------------------------------------------------------------------------
# Dot
# ---------------------------------------------------------------------------------------

_IEEE = enums.InputPrecision.attr("ieee")


def _verify_dot_interface(
    a: TensorType, b: TensorType, c: TensorType, dims_ok: bool, out_ok: bool
) -> None:
    """Triton's verifyDotOpInterface (shared by tt.dot, tt.dot_scaled, ttng's MMA ops)."""
    rank = a.get_num_dims()
    if rank not in (2, 3):
        raise OpError("expected operands to be 2d or 3d")
    if b.get_num_dims() != rank or c.get_num_dims() != rank:
        raise OpError("expected all operands to have the same rank")
    if not dims_ok:
        raise OpError(
            "expected the last dimension of the first operand to be equal to the "
            "second-to-last dimension of the second operand"
        )
    if rank == 3 and (a.get_shape()[0] != c.get_shape()[0] or b.get_shape()[0] != c.get_shape()[0]):
        raise OpError(
            "expected the first dimension of the first operand to be equal to the first "
            "dimension of the result"
        )
    if not out_ok:
        raise OpError(
            "expected the output shape to be the concatenation of the last dimension of the "
            "first operand and the last dimension of the second "
        )


@irdl_op_definition
class DotOp(TTOp):
    name = "tt.dot"

    a = operand_def(TensorType)
    b = operand_def(TensorType)
    T: ClassVar = VarConstraint("T", base(TensorType))
    c = operand_def(T)
    inputPrecision = prop_def(enums.InputPrecision.constraint(), default_value=_IEEE)
    maxNumImpreciseAcc = prop_def(IntegerAttr[I32], default_value=IntegerAttr(0, i32))
    d = result_def(T)

    assembly_format = (
        "$a `,` $b `,` $c (`,` `inputPrecision` `=` custom<InputPrecision>($inputPrecision)^)? "
        "attr-dict `:` type($a) `*` type($b) `->` type($d)"
    )
    custom_directives = _directives("InputPrecision")
    traits = traits_def(Pure(), DotOpInterface())

    def verify_tt(self) -> None:
        a, b, c = self.a.type, self.b.type, self.c.type
        sa, sb, sc = a.get_shape(), b.get_shape(), c.get_shape()
        if len(sa) in (2, 3) and len(sb) == len(sc) == len(sa):
            dims_ok = sa[-1] == sb[-2]
            out_ok = sc[-2:] == (sa[-2], sb[-1])
        else:
            dims_ok = out_ok = True
        _verify_dot_interface(a, b, c, dims_ok, out_ok)
        if bit_width(a.element_type) != bit_width(b.element_type):
            raise VerifyException("element types of operands A and B must have same bit width")
        ea, eb = encoding_of(a), encoding_of(b)
        if ea is None and eb is None:
            return
        if ea is None or eb is None:
            raise VerifyException("mismatching encoding between A and B operands")
        if encoding_of(c) is None:
            raise VerifyException("miss encoding of C operand")
        try:
            message = li.verify_dot_encoding_compatibility(self, ea, eb)
        except InferenceError as err:
            message = err.message or "cannot check the dot operand layouts"
        if message:
            raise VerifyException(message)
        self._verify_inferred_type()

    def _verify_inferred_type(self) -> None:
        """InferTypeOpInterface: A and B layouts must suit the accumulator's layout."""
        ea, eb, ec = encoding_of(self.a.type), encoding_of(self.b.type), encoding_of(self.c.type)
        if ea is None or eb is None or ec is None:
            return  # Triton asserts here; the verifier below reports it
        for enc, idx in ((ea, 0), (eb, 1)):
            try:
                li.infer_dot_encoding(enc, idx, ec)
            except InferenceError as err:
                raise _inference_failed(self, err.message) from None


@irdl_op_definition
class DotScaledOp(TTOp):
    name = "tt.dot_scaled"

    a = operand_def(TensorType)
    b = operand_def(TensorType)
    T: ClassVar = VarConstraint("T", base(TensorType))
    c = operand_def(T)
    a_scale = opt_operand_def(TensorType)
    b_scale = opt_operand_def(TensorType)
    a_elem_type = prop_def(enums.ScaleDotElemType.constraint())
    b_elem_type = prop_def(enums.ScaleDotElemType.constraint())
    fastMath = prop_def(BoolAttr)
    lhs_k_pack = prop_def(BoolAttr, default_value=BoolAttr.from_bool(True))
    rhs_k_pack = prop_def(BoolAttr, default_value=BoolAttr.from_bool(True))
    d = result_def(T)

    irdl_options = (AttrSizedOperandSegments(as_property=True), ParsePropInAttrDict())
    assembly_format = (
        "$a (`scale` $a_scale^)? `,` $b (`scale` $b_scale^)? `,` $c "
        "`lhs` `=` custom<ScaleDotElemType>($a_elem_type) "
        "`rhs` `=` custom<ScaleDotElemType>($b_elem_type) attr-dict "
        "`:` type($a) (`,` type($a_scale)^)? `*` type($b) (`,` type($b_scale)^)? `->` type($d)"
    )
    custom_directives = _directives("ScaleDotElemType")
    traits = traits_def(Pure(), DotOpInterface())

    def _is_e2m1(self, which: IntegerAttr) -> bool:
        return which == enums.ScaleDotElemType.attr("e2m1")

    def verify_tt(self) -> None:
        a, b, c = self.a.type, self.b.type, self.c.type
        rank = a.get_num_dims()
        sa, sb, sc = a.get_shape(), b.get_shape(), c.get_shape()
        dims_ok = out_ok = True
        a_k = sa[-1]
        if len(sa) in (2, 3) and len(sb) == len(sc) == len(sa):
            lhs_pack, rhs_pack = self.lhs_k_pack.value.data, self.rhs_k_pack.value.data
            b_k = sb[rank - 2]
            m_dim, n_dim = sa[-2], sb[-1]
            if self._is_e2m1(self.a_elem_type):
                a_k, m_dim = (a_k * 2, m_dim) if lhs_pack else (a_k, m_dim * 2)
            if self._is_e2m1(self.b_elem_type):
                b_k, n_dim = (b_k * 2, n_dim) if rhs_pack else (b_k, n_dim * 2)
            dims_ok = a_k == b_k
            out_ok = (m_dim, n_dim) == sc[-2:]
        _verify_dot_interface(a, b, c, dims_ok, out_ok)
        m, n = c.get_shape()[-2], c.get_shape()[-1]
        for scale, dim, name in ((self.a_scale, m, "M"), (self.b_scale, n, "N")):
            if scale is None:
                continue
            shape = scale.type.get_shape()
            if shape[rank - 2] != dim:
                raise VerifyException(
                    f"scales {name} dimension must match the operand {name} dimension"
                )
            factor = 16 if scale.type.element_type.name == "f8E4M3FN" else 32
            if shape[rank - 1] != a_k // factor:
                raise VerifyException(
                    "scales K dimension must match the operand K divided by the scale factor"
                )


# ---------------------------------------------------------------------------------------
# Reduce / scan / map_elementwise (generic syntax in Triton)
# ---------------------------------------------------------------------------------------


def _verify_reduce_scan(op: IRDLOperation, srcs: Sequence[SSAValue]) -> list[Attribute]:
    if not srcs:
        raise OpError("must have at least 1 operand")
    if len(srcs) != len(op.results):
        raise OpError("must have the same number of inputs as outputs")
    elem_types = [element_type(s.type) for s in srcs]
    for et, r in zip(elem_types, op.results, strict=True):
        if et != element_type(r.type):
            raise OpError("operand types and result types must agree")
    return elem_types


def _verify_combine_region(
    op: IRDLOperation, region: Region, elem_types: list[Attribute], ret_type: type
) -> None:
    block = region.block
    num_args = 2 * len(elem_types)
    if len(block.args) != num_args:
        raise OpError(
            f"nested block must take {num_args} arguments, but given block with "
            f"{len(block.args)} arguments"
        )
    for i, arg in enumerate(block.args):
        expected = elem_types[i % len(elem_types)]
        if arg.type != expected:
            raise OpError(
                f"type mismatch on combine operation. Expected argument {i} to have type "
                f"{expected} but got {arg.type}"
            )
    term = block.last_op
    if not isinstance(term, ret_type):
        raise OpError(
            "combine operation must be terminated with a ReduceReturnOp but got "
            f"{term.name if term else 'nothing'}"
        )
    if len(term.operands) != len(elem_types):
        raise OpError(
            f"expected combine operation to return {len(elem_types)} values but got "
            f"{len(term.operands)}"
        )
    for i, (v, expected) in enumerate(zip(term.operands, elem_types, strict=True)):
        if v.type != expected:
            raise OpError(
                f"type mismatch on combine operation. Expected argument {i} to have type "
                f"{expected} but got {v.type}"
            )


def reduce_result_type(src: TensorType, axis: int) -> Attribute:
    """Triton's inferReduceReturnShape: drop ``axis``; a 0-d result is the scalar element."""
    shape = list(src.get_shape())
    del shape[axis]
    if not shape:
        return src.element_type
    enc = encoding_of(src)
    ret_enc: Attribute = NoneAttr()
    if enc is not None:
        ret_enc = li.infer_reduce_encoding(enc, axis)  # may raise InferenceError
    return TensorType(src.element_type, shape, ret_enc)


@irdl_op_definition
class ReduceOp(TTOp):
    name = "tt.reduce"

    srcs = var_operand_def(TensorType)
    axis = prop_def(IntegerAttr[I32])
    result = var_result_def()
    combineOp = region_def()

    traits = traits_def(
        SingleBlock(), RegionSizes(sized=("combineOp",)), Pure(), SameOperandsEncoding()
    )

    def verify_tt(self) -> None:
        first = self.srcs[0].type.get_shape() if self.srcs else ()
        for s in self.srcs:
            if s.type.get_shape() != first:
                raise OpError("requires the same shape for all operands")
        _verify_same_operands_encoding(self)
        elem_types = _verify_reduce_scan(self, self.srcs)
        axis = self.axis.value.data
        inferred = []
        for s in self.srcs:
            if not 0 <= axis < s.type.get_num_dims():
                raise VerifyException(f"axis {axis} out of range")
            try:
                inferred.append(reduce_result_type(s.type, axis))
            except InferenceError as err:
                raise _inference_failed(self, err.message) from None
        actual = [r.type for r in self.result]
        if inferred != actual:
            raise _types_mismatch(self, inferred, actual)
        _verify_combine_region(self, self.combineOp, elem_types, ReduceReturnOp)


@irdl_op_definition
class ReduceReturnOp(TTOp):
    name = "tt.reduce.return"

    result = var_operand_def()

    assembly_format = "$result attr-dict `:` type($result)"
    traits = traits_def(Pure(), IsTerminator(), HasParent(ReduceOp))


@irdl_op_definition
class ScanOp(TTOp):
    name = "tt.scan"

    srcs = var_operand_def(TensorType)
    axis = prop_def(IntegerAttr[I32])
    reverse = prop_def(BoolAttr)
    result = var_result_def(TensorType)
    combineOp = region_def()

    traits = traits_def(
        SingleBlock(),
        RegionSizes(sized=("combineOp",)),
        Pure(),
        SameOperandsAndResultEncoding(),
    )

    def verify_tt(self) -> None:
        _verify_same_operands_and_result_shape(self)
        _verify_same_operands_and_result_encoding(self)
        elem_types = _verify_reduce_scan(self, self.srcs)
        _verify_combine_region(self, self.combineOp, elem_types, ScanReturnOp)


@irdl_op_definition
class ScanReturnOp(TTOp):
    name = "tt.scan.return"

    result = var_operand_def()

    assembly_format = "$result attr-dict `:` type($result)"
    traits = traits_def(Pure(), IsTerminator(), HasParent(ScanOp))


@irdl_op_definition
class MapElementwiseOp(TTOp):
    name = "tt.map_elementwise"

    traits = traits_def(RecursiveMemoryEffect(), SameOperandsAndResultEncoding())

    srcs = var_operand_def(TensorType)
    pack = prop_def(IntegerAttr[I32])
    result = var_result_def(TensorType)
    scalarOp = region_def()

    def verify_tt(self) -> None:
        _verify_same_operands_and_result_shape(self)
        _verify_same_operands_and_result_encoding(self)
        if not self.srcs:
            raise OpError("MapElementwiseOp must have at least 1 operand")
        pack = self.pack.value.data
        if pack <= 0 or pack & (pack - 1):
            raise OpError("Pack must be a power of 2")
        block = self.scalarOp.blocks.first
        if block is None:
            # libtriton 3.6.0 reads the first block without looking and aborts
            # (docs/divergences.md, "Dialects and verifiers")
            raise OpError("region has no block: it must hold the scalar function to apply")
        if len(block.args) != len(self.srcs) * pack:
            raise OpError("region has wrong number of arguments")
        expected_args = [element_type(s.type) for s in self.srcs for _ in range(pack)]
        if [a.type for a in block.args] != expected_args:
            raise VerifyException("argument types did not match")
        # The region's stores and returns are checked by those ops (see
        # _verify_in_map_elementwise): MLIR reports them at the inner op.

    def expected_return_types(self) -> list[Attribute]:
        pack = self.pack.value.data
        return [element_type(r.type) for r in self.result for _ in range(pack)]


def _verify_in_map_elementwise(op: Operation) -> None:
    """MapElementwiseOp's region checks, which MLIR emits at the inner op: no op that
    writes memory, and returns of the element types of the results (``pack`` times each)."""
    parent = op.parent_op()
    while parent is not None and not isinstance(parent, MapElementwiseOp):
        parent = parent.parent_op()
    if parent is None:
        return
    if isinstance(op, StoreOp | AtomicRMWOp | AtomicCASOp | DescriptorStoreOp):
        raise OpError("Stores are not supported inside map_elementwise")
    if isinstance(op, MapElementwiseReturnOp) and op.parent_op() is parent:
        if [v.type for v in op.operands] != parent.expected_return_types():
            raise VerifyException("region return does not match map_elementwise result")


@irdl_op_definition
class MapElementwiseReturnOp(TTOp):
    name = "tt.map_elementwise.return"

    result = var_operand_def()

    assembly_format = "attr-dict ($result^ `:` type($result))?"
    traits = traits_def(Pure(), IsTerminator(), HasParent(MapElementwiseOp))


# ---------------------------------------------------------------------------------------
# Misc tensor ops
# ---------------------------------------------------------------------------------------


@irdl_op_definition
class ExternElementwiseOp(TTOp):
    name = "tt.extern_elementwise"

    traits = traits_def(EffectsUnlessPure(), Elementwise(), SameOperandsAndResultEncoding())

    srcs = var_operand_def()
    libname = prop_def(StringAttr)
    libpath = prop_def(StringAttr)
    symbol = prop_def(StringAttr)
    pure = prop_def(BoolAttr)
    result = result_def()

    assembly_format = "operands attr-dict `:` functional-type(operands, $result)"

    def verify_tt(self) -> None:
        _verify_same_operands_and_result_encoding(self)


@irdl_op_definition
class MakeRangeOp(TTOp, HasFolderInterface):
    name = "tt.make_range"

    start = prop_def(IntegerAttr[I32])
    end = prop_def(IntegerAttr[I32])
    result = result_def(TensorType)

    assembly_format = "attr-dict `:` type($result)"
    traits = traits_def(Pure())

    def __init__(self, start: int, end: int, result_type: Attribute | None = None):
        if result_type is None:
            result_type = TensorType(i32, [end - start])
        super().__init__(
            properties={"start": IntegerAttr(start, i32), "end": IntegerAttr(end, i32)},
            result_types=[result_type],
        )

    def verify_tt(self) -> None:
        start, end = self.start.value.data, self.end.value.data
        if start >= end:
            raise OpError("start must be less than end")
        ty = self.result.type
        if ty.get_num_dims() != 1:
            raise OpError("return type must be a 1D tensor")
        if end - start != ty.get_shape()[0]:
            raise OpError(
                f"number of elements in returned tensor, {ty.get_shape()[0]}, must match size "
                f"of range [{start}, {end}), which has {end - start} elements"
            )
        if ty.element_type != i32:
            raise OpError("returned tensor must have i32 elements")

    def fold(self) -> FoldResult:
        # make_range(s, s + 1) -> dense<s>. MLIR compares the bounds as uint32, so the
        # addition wraps.
        start, end = self.start.value.data, self.end.value.data
        if (start + 1) % 2**32 != end % 2**32:
            return None
        splat = splat_of(self.result.type, start)
        return None if splat is None else (splat,)


def _verify_elementwise(op: Operation) -> None:
    """MLIR's ``Elementwise`` trait: scalars may mix with tensors, but every tensor operand
    and result must share one shape and one kind of container."""
    operands = [v.type for v in op.operands if isinstance(v.type, TensorType)]
    results = [v.type for v in op.results if isinstance(v.type, TensorType)]
    if not operands and not results:
        return
    if not operands:
        raise OpError("if a result is non-scalar, then at least one operand must be non-scalar")
    if not results:
        raise OpError(
            "if an operand is non-scalar, then there must be at least one non-scalar result"
        )
    if len(results) != len(op.results):
        raise OpError("if an operand is non-scalar, then all results must be non-scalar")
    shapes = {t.get_shape() for t in (*operands, *results)}
    if len(shapes) > 1:
        raise OpError("all non-scalar operands/results must have the same shape and base type")


@irdl_op_definition
class ElementwiseInlineAsmOp(TTOp):
    name = "tt.elementwise_inline_asm"

    traits = traits_def(EffectsUnlessPure(), Elementwise(), SameOperandsAndResultEncoding())

    asm_string = prop_def(StringAttr)
    constraints = prop_def(StringAttr)
    pure = prop_def(BoolAttr)
    packed_element = prop_def(IntegerAttr[I32])
    args = var_operand_def()
    result = var_result_def()

    assembly_format = "$asm_string attr-dict ($args^ `:` type($args))? `->` type($result)"

    def verify_tt(self) -> None:
        _verify_elementwise(self)
        _verify_same_operands_and_result_encoding(self)
        if self.args:
            first = self.args[0].type
            n = prod(first.get_shape()) if isinstance(first, TensorType) else 0
            packed = self.packed_element.value.data
            if packed == 0 or n % packed:
                raise VerifyException(
                    f"number of input elements {n} must be a multiple of the op's "
                    f"packed_element attribute, {packed}"
                )


@irdl_op_definition
class HistogramOp(TTOp):
    """``tt.histogram %src (, %mask)? : tensor<..> -> tensor<..>`` (mask type derived)."""

    name = "tt.histogram"

    src = operand_def(TensorType)
    mask = opt_operand_def()
    result = result_def(TensorType)

    traits = traits_def(Pure())

    def verify_tt(self) -> None:
        if self.mask is not None and self.mask.type != i1_same_shape(self.src.type):
            raise OpError("failed to verify that mask type matches src type")

    # the op spelled as MLIR prints it (see parse), read from the text
    read_text = _typed_reader(
        lambda count, src, res: (
            ([src, i1_same_shape(src)][:count], [res]) if 1 <= count <= 2 else None
        )
    )

    @classmethod
    def parse(cls, parser: Parser) -> HistogramOp:
        operands = _parse_operand_list(parser)
        if len(operands) > 2:
            parser.raise_error("tt.histogram takes at most 2 operands (src, mask)")
        props, attrs = _split_attrs(cls, parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        src_type = parser.parse_type()
        parser.parse_punctuation("->")
        res_type = parser.parse_type()
        types = [src_type, i1_same_shape(src_type)][: len(operands)]
        values = [parser.resolve_operand(o, t) for o, t in zip(operands, types, strict=True)]
        return cls.create(
            operands=values, result_types=[res_type], properties=props, attributes=attrs
        )

    def print(self, printer: Printer) -> None:
        _print_operands_and_types(printer, self, [self.src.type, self.result.type])


@irdl_op_definition
class GatherOp(TTOp):
    name = "tt.gather"

    src = operand_def(TensorType)
    indices = operand_def(TensorType)
    axis = prop_def(IntegerAttr[I32])
    efficient_layout = opt_prop_def(UnitAttr)
    result = result_def(TensorType)

    assembly_format = "$src `[` $indices `]` attr-dict `:` functional-type(operands, results)"
    traits = traits_def(Pure())

    def verify_tt(self) -> None:
        idx, src, res = self.indices.type, self.src.type, self.result.type
        if idx.get_shape() != res.get_shape():
            raise OpError("indices and output shapes must match")
        if idx.encoding != res.encoding:
            raise OpError("indices and output encodings must match")
        if src.element_type != res.element_type:
            raise OpError("input and output element types must match")
        if src.get_num_dims() != idx.get_num_dims():
            raise OpError("input and indices ranks must match")
        axis = self.axis.value.data
        if axis >= src.get_num_dims():
            raise OpError("gather dimension must be less than the input rank")
        for dim in range(idx.get_num_dims()):
            if dim != axis and idx.get_shape()[dim] != src.get_shape()[dim]:
                raise OpError(
                    f"indices dimension {dim} must match the corresponding input dimension"
                )


@irdl_op_definition
class PrintOp(TTOp):
    name = "tt.print"

    traits = traits_def(MemoryWriteEffect())

    prefix = prop_def(StringAttr)
    hex = prop_def(BoolAttr)
    args = var_operand_def()
    isSigned = prop_def(DenseArrayBase.constr(i32))

    assembly_format = "$prefix attr-dict (`:` $args^ `:` type($args))?"


@irdl_op_definition
class AssertOp(TTOp):
    name = "tt.assert"

    traits = traits_def(MemoryWriteEffect())

    condition = operand_def()
    message = prop_def(StringAttr)

    assembly_format = "$condition `,` $message attr-dict `:` type($condition)"

    def verify_tt(self) -> None:
        if element_type(self.condition.type) != i1:
            raise OpError(
                "operand #0 must be 1-bit signless integer or tensor of 1-bit signless integer"
            )


# ---------------------------------------------------------------------------------------
# Tensor pointers and descriptors
# ---------------------------------------------------------------------------------------


@irdl_op_definition
class MakeTensorPtrOp(TTOp):
    """``tt.make_tensor_ptr %base, [%shape..], [%strides..], [%offsets..] {order = ..} : T``;
    the base type is derived from the result (ptr to the tensor's element type)."""

    name = "tt.make_tensor_ptr"

    base = operand_def(PointerType)
    shape = var_operand_def(i64)
    strides = var_operand_def(i64)
    offsets = var_operand_def(i32)
    order = prop_def(DenseArrayBase.constr(i32))
    result = result_def(PointerType)

    irdl_options = (SameVariadicOperandSize(), ParsePropInAttrDict())
    traits = traits_def(Pure())

    def verify_tt(self) -> None:
        if not (len(self.shape) == len(self.strides) == len(self.offsets)):
            raise OpError("variadic operand groups must have the same size")
        res = self.result.type
        if not is_tensor_pointer(res):
            raise OpError("result #0 must be ptr to a tensor")
        expected = PointerType(res.pointeeType.element_type, res.addressSpace)
        if self.base.type != expected:
            raise OpError("failed to verify that infer pointer type from the result type")

    @classmethod
    def parse(cls, parser: Parser) -> MakeTensorPtrOp:
        base_op = parser.parse_unresolved_operand()
        groups: list[list[UnresolvedOperand]] = []
        for _ in range(3):
            parser.parse_punctuation(",")
            groups.append(
                parser.parse_comma_separated_list(
                    parser.Delimiter.SQUARE, parser.parse_unresolved_operand
                )
            )
        props, attrs = _split_attrs(cls, parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        pos = parser.pos
        res_type = _parse_stripped_type(parser, PointerType)
        if not is_tensor_pointer(res_type):
            parser.raise_error("expected a pointer to a ranked tensor", pos, parser.pos)
        base_type = PointerType(res_type.pointeeType.element_type, res_type.addressSpace)
        operands = [
            [parser.resolve_operand(base_op, base_type)],
            [parser.resolve_operand(o, i64) for o in groups[0]],
            [parser.resolve_operand(o, i64) for o in groups[1]],
            [parser.resolve_operand(o, i32) for o in groups[2]],
        ]
        return cls.create(
            operands=[v for g in operands for v in g],
            result_types=[res_type],
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.base)
        for group in (self.shape, self.strides, self.offsets):
            printer.print_string(", [")
            _print_operands(printer, group)
            printer.print_string("]")
        _print_attr_dict(printer, self, ())
        printer.print_string(" : ")
        _print_stripped_type(printer, self.result.type)


@irdl_op_definition
class MakeTensorDescOp(TTOp):
    name = "tt.make_tensor_descriptor"

    base = operand_def(PointerType)
    shape = var_operand_def(i32)
    strides = var_operand_def(i64)
    padding = prop_def(
        enums.PaddingOption.constraint(), default_value=enums.PaddingOption.attr("zero")
    )
    result = result_def(TensorDescType)

    irdl_options = (SameVariadicOperandSize(), ParsePropInAttrDict())
    traits = traits_def(Pure())

    def verify_tt(self) -> None:
        if len(self.shape) != len(self.strides):
            raise OpError("variadic operand groups must have the same size")

    @classmethod
    def read_text(
        cls, parser: MLIRParser, text: str, pos: int
    ) -> tuple[Operation, int, list[int]] | None:
        """The op spelled as MLIR prints it (see parse), read from the text; None for
        anything else."""
        base = operand_at(text, pos)
        if base is None or not text.startswith(", [", base.end()):
            return None
        found = operands_until(text, base.end() + 3, "]")
        if found is None or not text.startswith(", [", found[1]):
            return None
        shape, pos = found
        found = operands_until(text, pos + 3, "]")
        if found is None:
            return None
        strides, pos = found
        properties: dict[str, Attribute] = {}
        attributes: dict[str, Attribute] = {}
        if text.startswith(" {", pos):
            found = parser.attr_dict_at(pos + 1)
            if found is None:
                return None
            pos = found[0]
            properties, attributes = _split_attrs(cls, found[1])
        found = parser.parameters_at(PointerType, pos + 3) if text.startswith(" : ", pos) else None
        if found is None or not text.startswith(", ", found[0]):
            return None
        pos, base_type = found
        found = parser.parameters_at(TensorDescType, pos + 2)
        if found is None:
            return None
        end, result_type = found
        operands = [base, *shape, *strides]
        types = [base_type] + [i32] * len(shape) + [i64] * len(strides)
        values = parser.values_of(operands, types)
        if values is None:
            return None
        op = new_op(cls, values, (result_type,), properties, attributes)
        return op, end, [operand.start(1) for operand in operands]

    @classmethod
    def parse(cls, parser: Parser) -> MakeTensorDescOp:
        base_op = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        shape = parser.parse_comma_separated_list(
            parser.Delimiter.SQUARE, parser.parse_unresolved_operand
        )
        parser.parse_punctuation(",")
        strides = parser.parse_comma_separated_list(
            parser.Delimiter.SQUARE, parser.parse_unresolved_operand
        )
        props, attrs = _split_attrs(cls, parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        base_type = _parse_stripped_type(parser, PointerType)
        parser.parse_punctuation(",")
        res_type = _parse_stripped_type(parser, TensorDescType)
        operands = [parser.resolve_operand(base_op, base_type)]
        operands += [parser.resolve_operand(o, i32) for o in shape]
        operands += [parser.resolve_operand(o, i64) for o in strides]
        return cls.create(
            operands=operands, result_types=[res_type], properties=props, attributes=attrs
        )

    def print(self, printer: Printer) -> None:
        # by position (the base, then shape and strides, the same size): xDSL's accessors
        # find each through several Python calls
        base, *rest = self._operands
        (result,) = self.results
        half = len(rest) // 2
        printer.print_string(" ")
        printer.print_ssa_value(base)
        for group in (rest[:half], rest[half:]):
            printer.print_string(", [")
            _print_operands(printer, group)
            printer.print_string("]")
        _print_attr_dict(printer, self, ())
        printer.print_string(" : ")
        _print_stripped_type(printer, base.type)
        printer.print_string(", ")
        _print_stripped_type(printer, result.type)


def _verify_descriptor_load_store(desc: TensorDescType, tensor: TensorType) -> None:
    block = desc.signless_block_type()
    block_shape, tensor_shape = block.get_shape(), tensor.get_shape()
    if len(block_shape) > len(tensor_shape):
        lead = len(block_shape) - len(tensor_shape)
        if any(s != 1 for s in block_shape[:lead]):
            raise OpError("ranked reduce load only allowed for unit dimension leading dim.")
        block_shape = block_shape[lead:]
    if block_shape != tensor_shape or block.element_type != tensor.element_type:
        raise OpError("tensor descriptor block and tensor types must match")


@irdl_op_definition
class DescriptorLoadOp(TTOp):
    name = "tt.descriptor_load"

    traits = traits_def(MemoryReadEffect(), DescriptorOpInterface())

    desc = operand_def(TensorDescType)
    indices = var_operand_def(i32)
    cache = prop_def(enums.CacheModifier.constraint(), default_value=enums.CACHE_NONE)
    evict = prop_def(enums.EvictionPolicy.constraint(), default_value=enums.EVICT_NORMAL)
    result = result_def(TensorType)

    def verify_tt(self) -> None:
        _verify_descriptor_load_store(self.desc.type, self.result.type)

    @classmethod
    def read_text(
        cls, parser: MLIRParser, text: str, pos: int
    ) -> tuple[Operation, int, list[int]] | None:
        """The op spelled as MLIR prints it (without cache or eviction clauses or
        attributes: see parse), read from the text; None for anything else."""
        desc = operand_at(text, pos)
        if desc is None or not text.startswith("[", desc.end()):
            return None
        found = operands_until(text, desc.end() + 1, "] : ")
        desc_type = None if found is None else parser.type_at(found[1])
        if desc_type is None or not text.startswith(" -> ", desc_type[0]):
            return None
        indices = found[0]
        result_type = parser.type_at(desc_type[0] + 4)
        if result_type is None:
            return None
        operands = [desc, *indices]
        values = parser.values_of(operands, [desc_type[1]] + [i32] * len(indices))
        if values is None:
            return None
        op = new_op(cls, values, (result_type[1],), {}, {})
        return op, result_type[0], [operand.start(1) for operand in operands]

    @classmethod
    def parse(cls, parser: Parser) -> DescriptorLoadOp:
        desc = parser.parse_unresolved_operand()
        indices = parser.parse_comma_separated_list(
            parser.Delimiter.SQUARE, parser.parse_unresolved_operand
        )
        props, attrs = _parse_cache_evict_attrs(cls, parser)
        desc_type = parser.parse_type()
        parser.parse_punctuation("->")
        res_type = parser.parse_type()
        operands = [parser.resolve_operand(desc, desc_type)]
        operands += [parser.resolve_operand(o, i32) for o in indices]
        return cls.create(
            operands=operands, result_types=[res_type], properties=props, attributes=attrs
        )

    def print(self, printer: Printer) -> None:
        desc, *indices = self._operands  # by position: xDSL's accessors cost Python calls
        (result,) = self.results
        printer.print_string(" ")
        printer.print_ssa_value(desc)
        printer.print_string("[")
        _print_operands(printer, indices)
        printer.print_string("]")
        enums.print_cache_evict(printer, self)
        _print_attr_dict(printer, self, ("cache", "evict"))
        printer.print_string(" : ")
        printer.print_attribute(desc.type)
        printer.print_string(" -> ")
        printer.print_attribute(result.type)


@irdl_op_definition
class DescriptorStoreOp(TTOp):
    name = "tt.descriptor_store"

    traits = traits_def(ReadWriteEffect(), DescriptorStoreLikeOpInterface())

    desc = operand_def(TensorDescType)
    src = operand_def(TensorType)
    indices = var_operand_def(i32)

    assembly_format = "$desc `[` $indices `]` `,` $src attr-dict `:` type($desc) `,` type($src)"

    def verify_tt(self) -> None:
        _verify_descriptor_load_store(self.desc.type, self.src.type)


@irdl_op_definition
class DescriptorReduceOp(TTOp):
    name = "tt.descriptor_reduce"

    traits = traits_def(ReadWriteEffect(), DescriptorStoreLikeOpInterface())

    kind = prop_def(enums.DescriptorReduceKind.constraint())
    desc = operand_def(TensorDescType)
    src = operand_def(TensorType)
    indices = var_operand_def(i32)

    assembly_format = (
        "custom<DescriptorReduceKind>($kind) `,` $desc `[` $indices `]` `,` $src attr-dict "
        "`:` type($desc) `,` type($src)"
    )
    custom_directives = _directives("DescriptorReduceKind")


def _verify_gather_scatter(block: TensorType, result: TensorType, indices: TensorType) -> None:
    if block.get_num_dims() != 2:
        raise OpError(f"block must be a 2D tensor, but got '{block}'")
    if block.get_shape()[0] != 1:
        raise OpError(f"block must have exactly 1 row, but got '{block}'")
    if indices.get_num_dims() != 1:
        raise OpError(f"x offsets must be a 1D tensor, but got '{indices}'")
    if result.get_num_dims() != 2:
        raise OpError(f"result must be a 2D tensor, but got '{result}'")
    rows, cols = result.get_shape()
    if rows < 8:
        raise OpError(f"gather must have at least 8 rows, but got {rows}")
    width = bit_width(result.element_type)
    if width > 32:
        raise OpError("TMA dtype cannot be greater than 32 bits")
    min_cols = 32 // width * 8 if width else 0
    if cols < min_cols:
        raise OpError(
            f"gather of {result.element_type} must have at least {min_cols} columns, but got {cols}"
        )
    if rows != indices.get_shape()[0]:
        raise OpError(
            f"result tensor must have as many rows as indices ({indices.get_shape()[0]}), but "
            f"got '{result}'"
        )
    if cols != block.get_shape()[1]:
        raise OpError(
            f"result tensor number of columns must match block ({block.get_shape()[1]}), but "
            f"got '{result}'"
        )
    if result.element_type != block.element_type:
        raise OpError(
            f"result tensor element type must match block ('{block.element_type}'), but got "
            f"'{result}'"
        )


@irdl_op_definition
class DescriptorGatherOp(TTOp):
    name = "tt.descriptor_gather"

    traits = traits_def(MemoryReadEffect(), DescriptorOpInterface())

    desc = operand_def(TensorDescType)
    x_offsets = operand_def(TensorType)
    y_offset = operand_def(i32)
    result = result_def(TensorType)

    assembly_format = (
        "$desc `[` $x_offsets `,` $y_offset `]` attr-dict `:` functional-type(operands, results)"
    )

    def verify_tt(self) -> None:
        _verify_gather_scatter(
            self.desc.type.signless_block_type(), self.result.type, self.x_offsets.type
        )


@irdl_op_definition
class DescriptorScatterOp(TTOp):
    name = "tt.descriptor_scatter"

    traits = traits_def(ReadWriteEffect(), DescriptorStoreLikeOpInterface())

    desc = operand_def(TensorDescType)
    x_offsets = operand_def(TensorType)
    y_offset = operand_def(i32)
    src = operand_def(TensorType)

    assembly_format = "$desc `[` $x_offsets `,` $y_offset `]` `,` $src attr-dict `:` type(operands)"

    def verify_tt(self) -> None:
        _verify_gather_scatter(
            self.desc.type.signless_block_type(), self.src.type, self.x_offsets.type
        )


# ---------------------------------------------------------------------------------------
# Functions
# ---------------------------------------------------------------------------------------


class _TTFuncCallable(CallableOpInterface):
    @classmethod
    def get_callable_region(cls, op: Operation) -> Region:
        assert isinstance(op, FuncOp)
        return op.body

    @classmethod
    def get_argument_types(cls, op: Operation) -> tuple[Attribute, ...]:
        assert isinstance(op, FuncOp)
        return op.function_type.inputs.data

    @classmethod
    def get_result_types(cls, op: Operation) -> tuple[Attribute, ...]:
        assert isinstance(op, FuncOp)
        return op.function_type.outputs.data


_FUNC_RESERVED = ("sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs")
# the names MLIR's function parser refuses after `attributes`, in the order it checks them
_FUNC_INFERRED = ("sym_visibility", "sym_name", "function_type")


def _check_func_attributes(parser: Parser, attributes: dict[str, Attribute], at: Span) -> None:
    """A function's `attributes {...}` holds none of the attributes its syntax infers: MLIR's
    error, at `attributes`. (Argument and result attributes may be spelled there: see
    _signature_attributes.)"""
    for name in _FUNC_INFERRED:
        if name in attributes:
            parser.raise_error(
                f"custom op 'tt.func' '{name}' is an inferred attribute and should not be "
                "specified in the explicit attribute dictionary",
                at,
            )


def _signature_attributes(
    parser: Parser,
    extra: dict[str, Attribute],
    from_signature: tuple[ArrayAttr[DictionaryAttr] | None, ArrayAttr[DictionaryAttr] | None],
    op_pos: int | None,
) -> tuple[Attribute | None, Attribute | None]:
    """The function's `arg_attrs` and `res_attrs`: those its signature spells (an array
    only where some dictionary is not empty), else those spelled in its `attributes {...}`
    (taken out of ``extra``). Both spelled: MLIR's duplicate error, at the op (``op_pos``),
    `arg_attrs` first. A value that is not an array is dropped without a word, as MLIR's
    property storage drops it; an array of other things is kept, for the verifier."""
    found = []
    for name, spelled in zip(("arg_attrs", "res_attrs"), from_signature, strict=True):
        written = extra.pop(name, None)
        if written is not None and spelled is not None:
            message = (
                f"custom op 'tt.func' attribute '{name}' occurs more than once in the "
                "attribute list"
            )
            if op_pos is None:
                parser.raise_error(message)
            parser.raise_error(message, Span(op_pos, op_pos + 1, parser.lexer.input))
        if spelled is None and isinstance(written, ArrayAttr):
            spelled = written
        found.append(spelled)
    return found[0], found[1]


def _argument_attributes(
    attr_dicts: dict[int, Mapping[str, Attribute]], count: int
) -> ArrayAttr[DictionaryAttr]:
    """A function's `arg_attrs`: the dictionary of each of its ``count`` arguments (empty
    where none is written), one per dictionary read (most arguments spell the same one, and
    the reader keeps one per spelling); the array built without the check of its elements."""
    built: dict[int, DictionaryAttr] = {}
    entries = []
    for index in range(count):
        attrs = attr_dicts.get(index, _NO_ATTRIBUTES)
        found = built.get(id(attrs))
        if found is None:
            found = built[id(attrs)] = DictionaryAttr(attrs)
        entries.append(found)
    return build_unchecked(ArrayAttr, data=tuple(entries))


_NO_ATTRIBUTES: Mapping[str, Attribute] = {}
# a function's head and its named arguments, spaced as MLIR prints them
_FUNC_HEAD = re.compile(r" (?:(public|private|nested) )?@([A-Za-z_][\w$.]*)\(", re.A)
_FUNC_ARG = re.compile(SSA_NAME + ": ", re.A)


@irdl_op_definition
class FuncOp(TTOp):
    """``tt.func (public|private)? @name(%arg0: T {attrs} loc(..), ...) -> R attributes {..}``."""

    name = "tt.func"

    sym_name = prop_def(SymbolNameConstraint())
    function_type = prop_def(FunctionType)
    sym_visibility = opt_prop_def(StringAttr)
    arg_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    res_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    body = region_def()

    traits = traits_def(IsolatedFromAbove(), SymbolOpInterface(), _TTFuncCallable())

    def __init__(
        self,
        name: str,
        function_type: FunctionType,
        region: Region | None = None,
        visibility: str | None = None,
        *,
        arg_attrs: ArrayAttr[DictionaryAttr] | None = None,
        res_attrs: ArrayAttr[DictionaryAttr] | None = None,
        attributes: dict[str, Attribute] | None = None,
    ):
        if region is None:
            region = Region(Block(arg_types=function_type.inputs))
        super().__init__(
            properties={
                "sym_name": StringAttr(name),
                "function_type": function_type,
                "sym_visibility": StringAttr(visibility) if visibility else None,
                "arg_attrs": arg_attrs,
                "res_attrs": res_attrs,
            },
            regions=[region],
            attributes=attributes or {},
        )

    @property
    def args(self) -> tuple:
        block = self.body.blocks.first
        return block.args if block is not None else ()

    def is_declaration(self) -> bool:
        return not self.body.blocks

    def verify_tt(self) -> None:
        # FunctionOpInterface's checks: each argument's and result's attributes, then the body
        function_type = self.function_type
        for attrs_name, kind, types in (
            ("arg_attrs", "argument", function_type.inputs.data),
            ("res_attrs", "result", function_type.outputs.data),
        ):
            every = self.properties.get(attrs_name)
            if not isinstance(every, ArrayAttr):
                continue
            if len(every.data) != len(types):
                raise OpError(
                    f"expects {kind} attribute array to have the same number of elements as "
                    f"the number of function {kind}s, got {len(every.data)}, but expected "
                    f"{len(types)}"
                )
            for attrs in every.data:
                if isinstance(attrs, DictionaryAttr) and any("." not in n for n in attrs.data):
                    raise OpError(f"{kind}s may only have dialect attributes")
        block = self.body.blocks.first
        if block is None:
            return
        if tuple(a.type for a in block.args) != function_type.inputs.data:
            raise VerifyException("type of entry block arguments must match the function signature")

    @classmethod
    def read_text(cls, parser: MLIRParser, text: str, pos: int) -> tuple[FuncOp, int, None] | None:
        """A function with a body, spelled as MLIR prints it (see parse), read from the
        text up to its body, then its body; None (nothing read) for anything else."""
        head = _FUNC_HEAD.match(text, pos)
        if head is None:
            return None
        visibility, name = head.groups()
        pos = head.end()
        # (where each name starts (its `%`) and ends, type, location): see region_at
        named: list[tuple[int, int, Attribute, LocationAttr | None]] = []
        # each argument's attributes where written (the reader's dictionaries, not changed)
        attr_dicts: dict[int, Mapping[str, Attribute]] = {}
        closed = text.startswith(")", pos)
        if closed:
            pos += 1
        while not closed:
            arg = _FUNC_ARG.match(text, pos)
            found = None if arg is None else parser.type_at(arg.end())
            if found is None:
                return None
            pos, arg_type = found
            if text.startswith(" {", pos):
                found = parser.attr_dict_at(pos + 1)
                if found is None:
                    return None
                pos, attr_dicts[len(named)] = found
            found = parser.argument_tail_at(pos)
            if found is None:
                return None
            pos, location, closed = found
            start, end = arg.span(1)
            named.append((start - 1, end, arg_type, location))
        outputs: tuple[Attribute, ...] = ()
        if text.startswith(" -> ", pos):
            if text.startswith("(", pos + 4):
                found = parser.types_until(pos + 5, ")")
            else:
                found = parser.type_after(pos + 4)
                found = None if found is None else (found[0], (found[1],))
            if found is None:
                return None
            pos, outputs = found
        attributes: dict[str, Attribute] = {}
        if text.startswith(" attributes {", pos):
            found = parser.attr_dict_at(pos + 12)
            if found is None or not found[1].keys().isdisjoint(_FUNC_RESERVED):
                return None
            pos, attributes = found[0], dict(found[1])
        if not text.startswith(" {", pos):
            return None  # a declaration, or other spacing
        region = parser.region_at(pos + 1, named)
        properties: dict[str, Attribute] = {
            "sym_name": parser.string_attr(name),
            "function_type": build_unchecked(
                FunctionType,
                inputs=build_unchecked(ArrayAttr, data=tuple([arg[2] for arg in named])),
                outputs=build_unchecked(ArrayAttr, data=outputs),
            ),
        }
        if visibility is not None:
            properties["sym_visibility"] = parser.string_attr(visibility)
        if any(attr_dicts.values()):
            properties["arg_attrs"] = _argument_attributes(attr_dicts, len(named))
        op = new_op(cls, (), (), properties, attributes, (region,))
        return op, parser.pos, None

    @classmethod
    def parse(cls, parser: Parser) -> FuncOp:
        # (where the op starts, for errors MLIR reports there: read before the body's ops)
        op_pos = parser.op_name_position() if isinstance(parser, MLIRParser) else None
        visibility = parser.parse_optional_keyword_in(("public", "private", "nested"))
        name = parser.parse_symbol_name().data
        # Arguments are either all named (`%a: T {attrs} loc(..)`, a definition) or all
        # bare types (`T {attrs}`, a declaration); attributes are kept in both cases.
        named: list[Parser.Argument] = []
        types: list[Attribute] = []
        attr_dicts: list[dict[str, Attribute]] = []

        def parse_input() -> None:
            arg = parser.parse_optional_argument()
            if arg is None:
                if named:
                    parser.raise_error("expected SSA identifier")
                types.append(parser.parse_type())
            else:
                if len(named) != len(types):
                    parser.raise_error("expected type instead of SSA identifier")
                named.append(arg)
                types.append(arg.type)
            attr_dicts.append(parser.parse_optional_dictionary_attr_dict())
            loc = parser.parse_optional_location()
            if loc is not None and arg is not None:
                arg.location = loc

        parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_input)
        outputs: list[Attribute] = []
        res_dicts: list[dict[str, Attribute]] = []
        if parser.parse_optional_punctuation("->") is not None:

            def parse_output() -> None:
                outputs.append(parser.parse_type())
                res_dicts.append(parser.parse_optional_dictionary_attr_dict())

            if (
                parser.parse_optional_comma_separated_list(parser.Delimiter.PAREN, parse_output)
                is None
            ):
                outputs.append(parser.parse_type())
        keyword = parser._current_token.span
        extra = parser.parse_optional_attr_dict_with_keyword()
        attributes = {} if extra is None else dict(extra.data)
        _check_func_attributes(parser, attributes, keyword)
        region = parser.parse_optional_region(named if named or not types else None)
        if region is None:
            region = Region()
        elif len(named) != len(types):
            parser.raise_error("expected named arguments for a function with a body")
        arg_attrs, res_attrs = _signature_attributes(
            parser,
            attributes,
            (
                ArrayAttr(DictionaryAttr(d) for d in attr_dicts) if any(attr_dicts) else None,
                ArrayAttr(DictionaryAttr(d) for d in res_dicts) if any(res_dicts) else None,
            ),
            op_pos,
        )
        op = cls(
            name,
            FunctionType.from_lists(types, outputs),
            region,
            visibility,
            attributes=attributes,
        )
        # (set here: an array of other things than dictionaries is the verifier's to report)
        for prop, value in (("arg_attrs", arg_attrs), ("res_attrs", res_attrs)):
            if value is not None:
                op.properties[prop] = value
        return op

    def print(self, printer: Printer) -> None:
        # the properties and the body read at once: each accessor costs Python calls
        props = self.properties
        visibility = props.get("sym_visibility")
        printer.print_string(" " if visibility is None else f" {visibility.data} ")
        printer.print_symbol_name(props["sym_name"].data)
        printer.print_string("(")
        (body,) = self.regions
        block = body.first_block
        args = block.args if block is not None else ()
        function_type = props["function_type"]
        inputs = function_type.inputs.data
        arg_attrs = props["arg_attrs"].data if "arg_attrs" in props else None
        every_attrs = [d.data or None for d in arg_attrs] if arg_attrs else [None] * len(inputs)
        if args and isinstance(printer, MLIRPrinter):
            printer.print_region_arguments(args, inputs, every_attrs)
            inputs = ()
        for i, t in enumerate(inputs):  # another printer, or a declaration
            if i:
                printer.print_string(", ")
            attrs = every_attrs[i]
            if args:
                printer.print_block_argument(args[i], print_type=False)
                printer.print_string(": ")
            printer.print_attribute(t)
            if attrs:
                printer.print_string(" ")
                printer.print_attr_dict(dict(sorted(attrs.items())))
            if args and printer.print_debuginfo:
                printer.print_string(" ")
                printer.print_attribute(args[i].location)
        printer.print_string(")")
        outputs = function_type.outputs.data
        res_attrs = props["res_attrs"].data if "res_attrs" in props else None
        has_res_attrs = res_attrs is not None and any(d.data for d in res_attrs)
        if outputs:
            printer.print_string(" -> ")
            wrap = len(outputs) > 1 or has_res_attrs or isinstance(outputs[0], FunctionType)
            if wrap:
                printer.print_string("(")
            for i, t in enumerate(outputs):
                if i:
                    printer.print_string(", ")
                printer.print_attribute(t)
                if has_res_attrs and res_attrs[i].data:
                    printer.print_string(" ")
                    printer.print_attr_dict(dict(sorted(res_attrs[i].data.items())))
            if wrap:
                printer.print_string(")")
        extra = {k: v for k, v in self.attributes.items() if k not in _FUNC_RESERVED}
        if extra:
            printer.print_string(" attributes ")
            printer.print_attr_dict(dict(sorted(extra.items())))
        if block is not None:
            printer.print_string(" ")
            printer.print_region(body, print_entry_block_args=False)


@irdl_op_definition
class ReturnOp(TTOp):
    name = "tt.return"

    srcs = var_operand_def()

    assembly_format = "attr-dict ($srcs^ `:` type($srcs))?"
    traits = traits_def(Pure(), IsTerminator(), HasParent(FuncOp))

    def __init__(self, *srcs: SSAValue):
        super().__init__(operands=[list(srcs)])

    def verify_tt(self) -> None:
        func = self.parent_op()
        assert isinstance(func, FuncOp)
        results = func.function_type.outputs.data
        if len(self.srcs) != len(results):
            raise OpError(
                f"has {len(self.srcs)} operands, but enclosing function "
                f"(@{func.sym_name.data}) returns {len(results)}"
            )
        for i, (v, t) in enumerate(zip(self.srcs, results, strict=True)):
            if v.type != t:
                raise VerifyException(
                    f"type of return operand {i} ({v.type}) doesn't match function result "
                    f"type ({t}) in function @{func.sym_name.data}"
                )


@irdl_op_definition
class CallOp(TTOp):
    name = "tt.call"

    callee = prop_def(FlatSymbolRefAttrConstr)
    operands_ = var_operand_def()
    arg_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    res_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    results_ = var_result_def()

    assembly_format = (
        "$callee `(` $operands_ `)` attr-dict `:` functional-type($operands_, $results_)"
    )

    def verify_tt(self) -> None:
        fn = SymbolTable.lookup_symbol(self, self.callee)
        if fn is None:
            return
        if not isinstance(fn, FuncOp):
            raise OpError(f"'{self.callee.string_value()}' does not reference a valid function")
        inputs = fn.function_type.inputs.data
        if len(inputs) != len(self.operands_):
            raise OpError("incorrect number of operands for callee")
        for i, (v, t) in enumerate(zip(self.operands_, inputs, strict=True)):
            if v.type != t:
                raise OpError(
                    f"operand type mismatch: expected operand type {t}, but provided {v.type} "
                    f"for operand number {i}"
                )
        outputs = fn.function_type.outputs.data
        if len(outputs) != len(self.results_):
            raise OpError("incorrect number of results for callee")
        for i, (r, t) in enumerate(zip(self.results_, outputs, strict=True)):
            if r.type != t:
                raise OpError(f"result type mismatch at index {i}")


OPS: list[type[IRDLOperation]] = [
    IntToPtrOp,
    PtrToIntOp,
    BitcastOp,
    FpToFpOp,
    ClampFOp,
    PreciseSqrtOp,
    PreciseDivFOp,
    MulhiUIOp,
    AddPtrOp,
    AdvanceOp,
    LoadOp,
    StoreOp,
    AtomicRMWOp,
    AtomicCASOp,
    SplatOp,
    UnsplatOp,
    ExpandDimsOp,
    ReshapeOp,
    BroadcastOp,
    CatOp,
    JoinOp,
    SplitOp,
    TransOp,
    GetProgramIdOp,
    GetNumProgramsOp,
    DotOp,
    DotScaledOp,
    ReduceOp,
    ReduceReturnOp,
    ScanOp,
    ScanReturnOp,
    MapElementwiseOp,
    MapElementwiseReturnOp,
    ExternElementwiseOp,
    MakeRangeOp,
    ElementwiseInlineAsmOp,
    HistogramOp,
    GatherOp,
    PrintOp,
    AssertOp,
    MakeTensorPtrOp,
    MakeTensorDescOp,
    CallOp,
    FuncOp,
    ReturnOp,
    DescriptorLoadOp,
    DescriptorStoreOp,
    DescriptorReduceOp,
    DescriptorGatherOp,
    DescriptorScatterOp,
]
# every pass reads named operands and results of these ops in its hot loops
accessors.install(OPS)

ATTRS: list[type[Attribute]] = [PointerType, TensorDescType]

TT = Dialect("tt", OPS, ATTRS)
