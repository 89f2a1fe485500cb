"""The ``ttg`` (TritonGPU) dialect of Triton 3.6.0: its types and operations.

Types: ``!ttg.memdesc<...>`` (a view of shared or tensor memory) and ``!ttg.async.token``.
Operations: every op of ``TritonGPUOps.td``; operand, result and property names are the
``.td`` names. Layout encodings live in ``layout/encodings.py``; verifiers that reason about layouts
use ``layout.linear`` and ``layout.inference``.

Inherent attributes are properties, as in Triton (``usePropertiesForAttributes``); MLIR prints
them inside the ``attr-dict``, so every op that prints them there takes ``ParsePropInAttrDict``.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from typing import ClassVar, Self

from gluon_opt.dialects import accessors, enums
from gluon_opt.dialects.folding import FoldResult, needs_operand_from
from gluon_opt.dialects.layout import encodings as L
from gluon_opt.dialects.layout import inference as li
from gluon_opt.dialects.layout.linear import LayoutError
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.text.parser import MLIRParser, build_unchecked, read_without_parameters
from gluon_opt.dialects.text.printer import print_op
from gluon_opt.dialects.traits import (
    MemDescViewTrait,
    RegionSizes,
    SingleBlock,
    TransposeOpInterface,
    verify_regions,
)
from xdsl.dialects.builtin import (
    I32,
    AnyFloat,
    ArrayAttr,
    BFloat16Type,
    ContainerType,
    DenseArrayBase,
    Float16Type,
    FunctionType,
    IndexType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    NoneAttr,
    ShapedType,
    TensorType,
    i1,
    i32,
)
from xdsl.interfaces import HasFolderInterface
from xdsl.ir import (
    Attribute,
    Block,
    ErasedSSAValue,
    Operation,
    ParametrizedAttribute,
    Region,
    SSAValue,
    TypeAttribute,
)
from xdsl.irdl import (
    AnyAttr,
    AnyOf,
    AttrSizedOperandSegments,
    BaseAttr,
    IRDLOperation,
    ParsePropInAttrDict,
    VarConstraint,
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
    var_region_def,
    var_result_def,
)
from xdsl.parser import AttrParser, Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    EffectInstance,
    HasParent,
    IsolatedFromAbove,
    IsTerminator,
    MemoryEffect,
    MemoryEffectKind,
    MemoryFreeEffect,
    MemoryReadEffect,
    MemoryWriteEffect,
    NoTerminator,
    OpTrait,
    Pure,
    RecursiveMemoryEffect,
    ReturnLike,
)
from xdsl.utils.exceptions import VerifyException

# --------------------------------------------------------------------------------------------
# Small shared helpers (also used by ttng.py and gluon.py)
# --------------------------------------------------------------------------------------------


def type_str(attr: Attribute) -> str:
    """An attribute or type as MLIR spells it in diagnostics (inline, no aliases)."""
    stream = io.StringIO()
    Printer(stream=stream).print_attribute(attr)
    return stream.getvalue()


def op_error(op: Operation, message: str) -> VerifyException:
    """MLIR's ``emitOpError``: the message prefixed by ``'<op name>' op``."""
    return VerifyException(f"'{op.name}' op {message}")


def shape_str(shape: Sequence[int]) -> str:
    """A shape as MLIR streams an ``ArrayRef<int64_t>``: ``2, 3``."""
    return ", ".join(str(d) for d in shape)


def split_attr_dict(
    op_cls: type[IRDLOperation], attrs: Mapping[str, Attribute]
) -> tuple[dict[str, Attribute], dict[str, Attribute]]:
    """Split a parsed ``attr-dict`` into (properties, discardable attributes) of ``op_cls``."""
    prop_names = op_cls.get_irdl_definition().properties.keys()
    props = {k: v for k, v in attrs.items() if k in prop_names}
    others = {k: v for k, v in attrs.items() if k not in prop_names}
    return props, others


def print_attr_dict(
    printer: Printer,
    op: Operation,
    elide: Iterable[str] = (),
    defaults: Mapping[str, Attribute] = {},
) -> None:
    """Print ``op``'s properties and attributes as MLIR's ``attr-dict`` does: one dictionary,
    sorted by name (MLIR keeps them in a DictionaryAttr), without ``elide`` and without
    properties equal to their default value."""
    merged = {**op.attributes, **op.properties}
    skip = set(elide)
    skip.update(name for name, value in defaults.items() if merged.get(name) == value)
    printer.print_op_attributes({k: merged[k] for k in sorted(merged)}, reserved_attr_names=skip)


def print_types(
    printer: Printer, inputs: Sequence[Attribute], result: Attribute | None = None
) -> None:
    """`` : A, B -> R``: the types that close a custom syntax."""
    printer.print_string(" : ")
    printer.print_list(inputs, printer.print_attribute)
    if result is not None:
        printer.print_string(" -> ")
        printer.print_attribute(result)


def cache_properties(
    cache: Attribute | None, evict: Attribute | None, isVolatile: bool
) -> dict[str, Attribute]:
    """The ``cache``, ``evict`` and ``isVolatile`` properties of an async copy (ttg's cp.async,
    ttng's TMA load), each only where it is given."""
    props: dict[str, Attribute] = {}
    if cache is not None:
        props["cache"] = cache
    if evict is not None:
        props["evict"] = evict
    if isVolatile:
        props["isVolatile"] = bool_attr(True)
    return props


def i32_attr(value: int) -> IntegerAttr:
    return IntegerAttr(value, i32)


def bool_attr(value: bool) -> IntegerAttr:
    return IntegerAttr(int(value), i1)


def verify_tensor_layouts(op: Operation) -> None:
    """``VerifyTensorLayoutsTrait`` (every tt/ttg/ttng/gluon op): each ranked tensor operand
    and result with a ``ttg`` layout must be a distributed layout of the tensor's rank whose
    lanes, warps and CTAs match the module (``ttg.threads-per-warp``, ``ttg.num-ctas``) and
    the enclosing ``ttg.num-warps`` (function, module or warp_specialize partition)."""
    for index, value in enumerate(op.operands):
        problem = _value_layout_problem(op, value)
        if problem is not None:
            raise VerifyException(
                f"Operand {index} ({li.value_text(value)}) has an invalid layout: {problem}"
            )
    for index, value in enumerate(op.results):
        problem = _value_layout_problem(op, value)
        if problem is not None:
            which = "Result" if len(op.results) == 1 else f"Result {index}"
            raise VerifyException(f"{which} has an invalid layout: {problem}")


@dataclass(frozen=True)
class VerifyTensorLayoutsTrait(OpTrait):
    """Triton's ``VerifyTensorLayoutsTrait``, on every ttg, ttng and gluon op. MLIR checks an
    op's constraints, then its traits (this one last), then its custom verifier; xDSL's
    ``verify_`` does the same."""

    def verify(self, op: Operation) -> None:
        verify_tensor_layouts(op)


class TTGOp(IRDLOperation):
    """Base of every ttg, ttng and gluon op: Triton's ``VerifyTensorLayoutsTrait``, and
    verification in MLIR's order. xDSL's ``Operation.verify`` checks the op's place in the IR
    (``verify_placement``) and its regions before the op's own verifier (``verify_``); MLIR
    runs the op's own verifier first, so that is the error reported when both fail."""

    traits = traits_def(VerifyTensorLayoutsTrait())

    def verify(self, verify_nested_ops: bool = True) -> None:
        try:
            verify_regions(self)
            self.verify_()
        except VerifyException as err:
            self.emit_error(f"Operation does not verify: {err}", err)
        verify_placement(self)
        if verify_nested_ops:
            for region in self.regions:
                region.verify()


def verify_placement(op: Operation) -> None:
    """What xDSL 0.74's ``Operation.verify`` checks besides the op's own verifier and its
    regions, with its messages: no erased operand, successors only on the last op of a block
    and into its region, a terminator ending a block that needs one."""
    if any(isinstance(operand, ErasedSSAValue) for operand in op.operands):
        raise ValueError("Erased SSA value is used by the operation")
    block = op.parent
    region = None if block is None else block.parent
    if op.successors:
        if block is None or region is None:
            raise VerifyException(
                f"Operation {op.name} with block successors does not belong to a block or a region"
            )
        if block.last_op is not op:
            raise VerifyException(
                f"Operation {op.name} with block successors must terminate its parent block"
            )
        for successor in op.successors:
            if successor.parent is not region:
                raise VerifyException(
                    f"Operation {op.name} is branching to a block of a different region"
                )
    if block is None or region is None or block.last_op is not op or op.has_trait(IsTerminator):
        return
    if len(region.blocks) == 1:
        parent = region.parent
        if parent is not None and not parent.has_trait(NoTerminator):
            raise VerifyException(
                f"Operation {op.name} terminates block in single-block region but is not a "
                "terminator"
            )
    elif len(region.blocks) > 1:
        raise VerifyException(
            f"Operation {op.name} terminates block in multi-block region but is not a terminator"
        )


def _value_layout_problem(op: Operation, value: SSAValue) -> str | None:
    ty = value.type
    # Only the ttg dialect verifies tensor layouts (ttng and gluon encodings pass).
    if not isinstance(ty, TensorType) or not ty.encoding.name.startswith("ttg."):
        return None
    # The check is layout_inference's (shared with the tt ops): its linear layouts are
    # cached per (encoding, shape), which verifying a module asks for over and over.
    return li.verify_tensor_layout(ty.encoding, ty, op)


# --------------------------------------------------------------------------------------------
# Types
# --------------------------------------------------------------------------------------------


@irdl_attr_definition
class AsyncTokenType(ParametrizedAttribute, TypeAttribute):
    """``!ttg.async.token``: links an asynchronous op to the ops that wait for it."""

    name = "ttg.async.token"
    read_text = classmethod(read_without_parameters)


@irdl_attr_definition
class MemDescType(ParametrizedAttribute, TypeAttribute, ShapedType, ContainerType[Attribute]):
    """``!ttg.memdesc<SHAPExELT, ENCODING, MEMORY_SPACE[, mutable][, ALLOC_SHAPE]>``.

    ``allocShape`` is the shape of the whole allocation the view points into; it is printed
    only when it differs from ``shape`` (multi-buffered or sliced views).
    """

    name = "ttg.memdesc"

    shape: ArrayAttr[IntAttr]
    elementType: Attribute
    encoding: Attribute
    memorySpace: Attribute
    mutableMemory: IntAttr
    allocShape: ArrayAttr[IntAttr]

    def __init__(
        self,
        shape: Iterable[int],
        elementType: Attribute,
        encoding: Attribute,
        memorySpace: Attribute,
        mutableMemory: bool = False,
        allocShape: Iterable[int] | None = None,
    ):
        shape = tuple(shape)
        alloc = shape if allocShape is None else tuple(allocShape)
        # ``verify``'s check, then the parameters set as ``read_text`` sets them: xDSL's
        # constructor would check each one against its declared kind (some 200 Python calls
        # a type, more than most passes' patterns that build one), which the IntAttrs built
        # here (each checks its int) satisfy by construction
        error = memdesc_verify_error(shape, elementType, encoding, memorySpace, alloc)
        if error is not None:
            raise VerifyException(error)
        shape_attr = build_unchecked(ArrayAttr, data=tuple(IntAttr(d) for d in shape))
        alloc_attr = shape_attr
        if alloc != shape:
            alloc_attr = build_unchecked(ArrayAttr, data=tuple(IntAttr(d) for d in alloc))
        self.__dict__.update(
            shape=shape_attr,
            elementType=elementType,
            encoding=encoding,
            memorySpace=memorySpace,
            mutableMemory=IntAttr(int(bool(mutableMemory))),
            allocShape=alloc_attr,
        )

    # ShapedType / ContainerType
    def get_num_dims(self) -> int:
        return len(self.shape.data)

    def get_shape(self) -> tuple[int, ...]:
        return tuple(d.data for d in self.shape.data)

    def get_element_type(self) -> Attribute:
        return self.elementType

    def get_alloc_shape(self) -> tuple[int, ...]:
        return tuple(d.data for d in self.allocShape.data)

    @property
    def is_mutable(self) -> bool:
        return bool(self.mutableMemory.data)

    @property
    def rank(self) -> int:
        return len(self.shape.data)

    def clone_with(
        self,
        shape: Iterable[int] | None = None,
        elementType: Attribute | None = None,
        encoding: Attribute | None = None,
        mutableMemory: bool | None = None,
        allocShape: Iterable[int] | None = None,
    ) -> MemDescType:
        """A copy with some parameters replaced (``cloneWith`` keeps the alloc shape)."""
        return MemDescType(
            self.get_shape() if shape is None else shape,
            self.elementType if elementType is None else elementType,
            self.encoding if encoding is None else encoding,
            self.memorySpace,
            self.is_mutable if mutableMemory is None else mutableMemory,
            self.get_alloc_shape() if allocShape is None else allocShape,
        )

    def print_parameters(self, printer: Printer) -> None:
        # (plain strings and loops: ``in_angle_brackets`` is a context manager and a
        # generator expression a frame, several Python calls for each type printed)
        head = "<"
        shape = []
        for dim in self.shape.data:
            shape.append(dim.data)
            head += f"{dim.data}x"
        printer.print_string(head)
        printer.print_attribute(self.elementType)
        printer.print_string(", ")
        printer.print_attribute(self.encoding)
        printer.print_string(", ")
        printer.print_attribute(self.memorySpace)
        tail = ", mutable" if self.mutableMemory.data else ""
        alloc = []
        for dim in self.allocShape.data:
            alloc.append(dim.data)
        if alloc != shape:
            tail += ", " + "x".join(map(str, alloc))
        printer.print_string(tail + ">")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        start = parser.pos
        parser.parse_punctuation("<")
        return _parse_memdesc_body(parser, start)

    @classmethod
    def read_text(cls, parser: MLIRParser, start: int, end: int) -> MemDescType | None:
        """`<128x64xf16, #shared, #smem, mutable>` from ``start`` to ``end``: its shape and
        element type, encoding and memory space read from the text (an alias, or an
        attribute its class reads, see MLIRParser._dialect_value_at), checked as
        _parse_memdesc_body checks them; None for anything else (or anything invalid)."""
        usual = _MEMDESC_USUAL.fullmatch(parser.text_between(start, end))
        if usual is not None:  # one pattern and three lookups
            dims_text, spelled, encoding_name, space_name, mutable, alloc_text = usual.groups()
            element = parser.builtin_type(spelled)
            encoding = parser.attribute_aliases.get(encoding_name)
            space = parser.attribute_aliases.get(space_name)
            if element is None or encoding is None or space is None:
                return None
            dims = tuple(map(int, dims_text[:-1].split("x")))
        else:
            shape = parser.shape_at(start + 1)
            if shape is None or not parser.text_at(shape[0], ", "):
                return None
            pos, dims, element = shape
            found = parser.attribute_at(pos + 2)
            if found is None or not parser.text_at(found[0], ", "):
                return None
            encoding = found[1]
            found = parser.attribute_at(found[0] + 2)
            if found is None:
                return None
            space = found[1]
            tail = _MEMDESC_TAIL.fullmatch(parser.text_between(found[0], end))
            if tail is None:
                return None
            mutable, alloc_text = tail.groups()
        alloc = dims if alloc_text is None else tuple(map(int, alloc_text.split("x")))
        if memdesc_verify_error(dims, element, encoding, space, alloc) is not None:
            return None
        shape_attr = build_unchecked(ArrayAttr, data=tuple(map(parser.int_attr, dims)))
        alloc_attr = shape_attr
        if alloc != dims:
            alloc_attr = build_unchecked(ArrayAttr, data=tuple(map(parser.int_attr, alloc)))
        return build_unchecked(
            cls,
            shape=shape_attr,
            elementType=element,
            encoding=encoding,
            memorySpace=space,
            mutableMemory=parser.int_attr(int(mutable is not None)),
            allocShape=alloc_attr,
        )

    def verify(self) -> None:
        error = memdesc_verify_error(
            self.get_shape(),
            self.elementType,
            self.encoding,
            self.memorySpace,
            self.get_alloc_shape(),
        )
        if error is not None:
            raise VerifyException(error)


# what follows a memdesc's memory space: `, mutable` and an alloc shape, each if any, and `>`
_MEMDESC_TAIL = re.compile(r"(, mutable)?(?:, ([0-9]+(?:x[0-9]+)*))?>")
# a memdesc's parameters as libtriton prints most: static dimensions, a builtin element type,
# the encoding and the memory space as aliases, then _MEMDESC_TAIL's (groups: the dimensions
# with their `x`, the element type, the two aliases, then _MEMDESC_TAIL's)
_MEMDESC_USUAL = re.compile(
    r"<((?:[0-9]+x)+)([a-z][a-z0-9]*), (#[A-Za-z_][\w$-]*), (#[A-Za-z_][\w$-]*)"
    + _MEMDESC_TAIL.pattern,
    re.A,
)


def _parse_memdesc_body(parser: AttrParser, start: int) -> Sequence[Attribute]:
    """The memdesc parameters after the opening `<` (``MemDescType::parse``)."""
    shape, element_type = parser.parse_ranked_shape()
    parser.parse_punctuation(",")
    encoding = parser.parse_attribute()
    parser.parse_punctuation(",")
    memory_space = parser.parse_attribute()
    mutable = False
    alloc_shape: list[int] = []
    if parser.parse_optional_punctuation(","):
        if parser.parse_optional_keyword("mutable"):
            mutable = True
            if parser.parse_optional_punctuation(","):
                alloc_shape = parser.parse_dimension_list()
        else:
            alloc_shape = parser.parse_dimension_list()
    parser.parse_punctuation(">")
    if not alloc_shape:
        alloc_shape = list(shape)
    error = memdesc_verify_error(shape, element_type, encoding, memory_space, alloc_shape)
    if error is not None:
        parser.raise_error(error, start, parser.pos)
    return (
        ArrayAttr(IntAttr(d) for d in shape),
        element_type,
        encoding,
        memory_space,
        IntAttr(int(mutable)),
        ArrayAttr(IntAttr(d) for d in alloc_shape),
    )


def _is_pow2(value: int) -> bool:
    return value > 0 and value & (value - 1) == 0


def _bitwidth(element_type: Attribute) -> int | None:
    if isinstance(element_type, IntegerType):
        return element_type.width.data
    width = getattr(element_type, "bitwidth", None)
    return width if isinstance(width, int) else None


def memdesc_verify_error(
    shape: Sequence[int],
    element_type: Attribute,
    encoding: Attribute,
    memory_space: Attribute,
    alloc_shape: Sequence[int],
) -> str | None:
    """``MemDescType::verify``: the error message for invalid parameters, or None."""
    # (loops, not generator expressions, and the usual shared encoding asked about first:
    # every memdesc type a hand-off spells is checked here as it is read)
    shape = list(shape)
    alloc_shape = list(alloc_shape)
    if not shape:
        return "rank 0 memdesc is not allowed"
    for dim in shape[1:]:
        if not _is_pow2(dim):
            return f"shape must have power-of-2 and non-zero dimensions; got {shape_str(shape)}"
    if len(alloc_shape) < len(shape):
        return "alloc shape must have at least as many dimensions as shape"
    for size, alloc in zip(shape, alloc_shape[len(alloc_shape) - len(shape) :], strict=True):
        if size > alloc:
            return (
                "shape must be less than or equal to allocShape. "
                f"shape = {shape_str(shape)}, allocShape = {shape_str(alloc_shape)}"
            )
    if isinstance(encoding, L.SharedEncoding):  # (no tensor memory encoding is one)
        if not isinstance(memory_space, L.SharedMemorySpaceAttr):
            return (
                "memorySpace must be SharedMemorySpace for shared encoding. "
                f"Got {type_str(memory_space)}"
            )
        rank = encoding.rank
        if rank not in (len(shape), len(shape) - 1):
            return (
                "rank must be equal to or one less than the shape size. "
                f"Got {rank} and {len(shape)}"
            )
        if isinstance(encoding, L.PaddedSharedEncodingAttr):
            # The linear component spans the allocation, the pipelining dim aside.
            layout = encoding.linearComponent
            expected = alloc_shape[1:] if rank == len(alloc_shape) - 1 else alloc_shape
            for d in range(rank):
                got = layout.out_dim_size(f"dim{d}")
                if got != expected[d]:
                    return (
                        f"Mismatch in expected shape for dimension {d}. Expected: "
                        f"{expected[d]}, got: {got}"
                    )
        return None
    in_tensor_memory = isinstance(memory_space, L.TensorMemorySpaceAttr)
    tmem_encoding = L.TensorMemoryEncodingAttr | L.TensorMemoryScalesEncodingAttr
    if isinstance(encoding, tmem_encoding) and not in_tensor_memory:
        return "memorySpace must be TensorMemorySpace"
    if isinstance(encoding, L.TensorMemoryEncodingAttr):
        if len(shape) not in (2, 3):
            return "rank must be 2 or 3"
        return _tensor_memory_error(element_type, encoding, alloc_shape[-2:])
    if isinstance(encoding, L.TensorMemoryScalesEncodingAttr):
        if len(alloc_shape) != 2:
            return "Scales don't currently support multibuffering"
        if _bitwidth(element_type) != 8:
            return "bitwidth must be 8"
        return None
    return f"{type_str(encoding)} is not a valid encoding"


def _tensor_memory_error(
    element_type: Attribute, enc: L.TensorMemoryEncodingAttr, alloc_shape: Sequence[int]
) -> str | None:
    """The tensor-memory part of ``MemDescType::verify`` (on the last two alloc dims)."""
    bitwidth = _bitwidth(element_type) or 0
    if bitwidth * enc.colStride > 32:
        return (
            "bitwidth * colStride must be less than or equal to 32. "
            f"Got {bitwidth} and {enc.colStride}"
        )
    rows, cols = alloc_shape
    if rows < enc.blockM * enc.CTASplitM or cols < enc.blockN * enc.CTASplitN:
        return (
            f"the allocation shape must be at least {enc.blockM * enc.CTASplitM}x"
            f"{enc.blockN * enc.CTASplitN}. Got {shape_str(alloc_shape)}"
        )
    try:
        layout = li.cached_linear_layout(enc, tuple(alloc_shape))
    except LayoutError as err:  # where libtriton would assert: a plain error instead
        return f"no tensor memory layout for allocation shape {shape_str(alloc_shape)}: {err}"
    got = (layout.out_dim_size("dim0"), layout.out_dim_size("dim1"))
    if got != (rows, cols):
        return f"allocation shape must be equal to {got[0]}x{got[1]}"
    # (this holds for M=64 and M=128 with two CTAs alike)
    cols_per_cta = layout.in_dim_size("col") // (enc.CTASplitM * enc.CTASplitN)
    if bitwidth and cols_per_cta > 512 * 32 // bitwidth:
        return (
            "nCol / (CTASplitM * CTASplitN) must be less than or equal to 512 * 32 / "
            f"bitwidth but got {cols_per_cta}"
        )
    return None


def parse_memdesc_maybe_unqualified(parser: Parser) -> Attribute:
    """A type where ODS prints a memdesc unqualified (``<4x4xf16, ...>``); the full
    ``!ttg.memdesc<...>`` spelling is accepted too, as MLIR does."""
    start = parser.pos
    if parser.parse_optional_punctuation("<") is not None:
        return MemDescType.new(_parse_memdesc_body(parser, start))
    return parser.parse_type()


def print_memdesc_unqualified(printer: Printer, ty: Attribute) -> None:
    if isinstance(ty, MemDescType):
        ty.print_parameters(printer)
    else:
        printer.print_attribute(ty)


# Constraint helpers: tensors and memdescs as the .td names them.
TensorConstr = BaseAttr(TensorType)
MemDescConstr = BaseAttr(MemDescType)
AsyncTokenConstr = BaseAttr(AsyncTokenType)
TensorOrMemDesc = AnyOf((BaseAttr(TensorType), BaseAttr(MemDescType)))
SignlessIntOrIndex = AnyOf((BaseAttr(IntegerType), BaseAttr(IndexType)))


def verify_memory_op_types(op: Operation, src: ShapedType, dst: ShapedType) -> None:
    """``verifyMemoryOpTypes``: element types and shapes of a tensor and a memdesc agree."""
    src_elt = src.get_element_type() if isinstance(src, ContainerType) else None
    dst_elt = dst.get_element_type() if isinstance(dst, ContainerType) else None
    if src_elt != dst_elt:
        raise op_error(
            op,
            f"source element type {type_str(src)} must match destination element type "
            f"{type_str(dst_elt)}",
        )
    if src.get_shape() != dst.get_shape():
        raise op_error(
            op,
            f"source shape [{shape_str(src.get_shape())}] must match [destination shape "
            f"{shape_str(dst.get_shape())}]",
        )


def verify_shared_memory_rank(
    op: Operation, tensor: TensorType, memdesc: MemDescType, what: str
) -> None:
    """``verifySharedMemoryRank``: the memdesc's encoding has the tensor's rank."""
    # (LayoutEncodingTrait: the ttg encodings, not the tensor-memory ones)
    if not isinstance(memdesc.encoding, L.SharedEncoding | L.DistributedEncoding):
        raise op_error(op, "expected memdesc to have a shared memory encoding")
    rank = memdesc.encoding.rank
    if tensor.get_num_dims() != rank:
        raise op_error(
            op, f"{what} has rank {tensor.get_num_dims()} but memdesc encoding has rank {rank}"
        )


def verify_alloc_op(op: Operation, src: SSAValue | None, dst: MemDescType) -> None:
    """``verifyAllocOp``: shared by ttg.local_alloc and ttng.tmem_alloc."""
    if dst.get_shape() != dst.get_alloc_shape():
        raise op_error(op, "result shape and its alloc shape must match")
    if src is None:
        if not dst.is_mutable:
            raise op_error(op, "uninitialized alloc must have a mutable memdesc type")
        return
    assert isinstance(src.type, TensorType)
    verify_memory_op_types(op, src.type, dst)


def verify_same_shape_and_element_type(op: Operation, src: Attribute, res: Attribute) -> None:
    """MLIR's SameOperandsAndResultShape and SameOperandsAndResultElementType traits for a
    tensor-to-tensor op, checked in that order."""
    assert isinstance(src, TensorType) and isinstance(res, TensorType)
    if src.get_shape() != res.get_shape():
        raise op_error(op, "requires the same shape for all operands and results")
    if src.element_type != res.element_type:
        raise op_error(op, "requires the same element type for all operands and results")


# --------------------------------------------------------------------------------------------
# Operations
# --------------------------------------------------------------------------------------------


class _SrcToResultOp(TTGOp):
    """An op from one operand ``src`` to one ``result`` of another type: ``%src : T -> U``."""

    assembly_format = "$src attr-dict `:` type($src) `->` type($result)"

    def __init__(self, src: SSAValue | Operation, result_type: Attribute):
        super().__init__(operands=[src], result_types=[result_type])


class TensorToTensorOp(_SrcToResultOp):
    """An op that gives its tensor ``src`` another encoding."""

    src = operand_def(TensorType)
    result = result_def(TensorType)


@irdl_op_definition
class ConvertLayoutOp(TensorToTensorOp):
    """``ttg.convert_layout``: the same tensor in another layout."""

    name = "ttg.convert_layout"

    traits = traits_def(Pure())

    def verify_(self) -> None:
        verify_same_shape_and_element_type(self, self.src.type, self.result.type)


@irdl_op_definition
class AsyncWaitOp(TTGOp):
    """``ttg.async_wait``: wait until at most ``num`` async copy groups are in flight."""

    name = "ttg.async_wait"

    asyncToken = var_operand_def(AsyncTokenType)
    num = prop_def(IntegerAttr[I32])
    retToken = result_def(AsyncTokenType)

    assembly_format = "($asyncToken^)? attr-dict"
    irdl_options = (ParsePropInAttrDict(),)

    def __init__(self, asyncToken: Sequence[SSAValue | Operation], num: int):
        super().__init__(
            operands=[asyncToken],
            properties={"num": i32_attr(num)},
            result_types=[AsyncTokenType()],
        )


@irdl_op_definition
class AsyncCommitGroupOp(TTGOp):
    """``ttg.async_commit_group``: close the current group of async copies."""

    name = "ttg.async_commit_group"

    inputTokens = var_operand_def(AsyncTokenType)
    asyncToken = result_def(AsyncTokenType)

    assembly_format = "(`tokens` $inputTokens^)? attr-dict"

    def __init__(self, inputTokens: Sequence[SSAValue | Operation] = ()):
        super().__init__(operands=[inputTokens], result_types=[AsyncTokenType()])


def _i1_same_shape(ty: Attribute) -> Attribute:
    """``getI1SameShape``: i1 with the shape and encoding of ``ty`` (a tensor)."""
    if isinstance(ty, TensorType):
        return TensorType(i1, ty.get_shape(), ty.encoding)
    return i1


def _pointee_type(ty: Attribute) -> Attribute:
    """``getPointeeType``: the pointee of a tensor of pointers (keeps shape and encoding)."""
    if isinstance(ty, TensorType):
        inner = _pointee_type(ty.element_type)
        return TensorType(inner, ty.get_shape(), ty.encoding)
    pointee = getattr(ty, "pointeeType", None) or getattr(ty, "pointee_type", None)
    if pointee is None and isinstance(ty, ParametrizedAttribute) and ty.name == "tt.ptr":
        pointee = ty.parameters[0]
    return pointee if pointee is not None else ty


@irdl_op_definition
class AsyncCopyGlobalToLocalOp(TTGOp):
    """``ttg.async_copy_global_to_local``: cp.async from pointers into a shared buffer."""

    name = "ttg.async_copy_global_to_local"
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())

    src = operand_def(TensorType)
    result = operand_def(MemDescType)
    mask = opt_operand_def(TensorType)
    other = opt_operand_def(AnyAttr())
    cache = opt_prop_def(enums.CacheModifier.constraint(), enums.CACHE_NONE)
    evict = opt_prop_def(enums.EvictionPolicy.constraint(), enums.EVICT_NORMAL)
    isVolatile = opt_prop_def(IntegerAttr[IntegerType(1)], bool_attr(False))
    contiguity = opt_prop_def(IntegerAttr[I32], i32_attr(1))
    token = result_def(AsyncTokenType)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    _DEFAULTS: ClassVar[dict[str, Attribute]] = {
        "isVolatile": bool_attr(False),
        "contiguity": i32_attr(1),
    }

    def __init__(
        self,
        src: SSAValue | Operation,
        result: SSAValue | Operation,
        mask: SSAValue | Operation | None = None,
        other: SSAValue | Operation | None = None,
        cache: Attribute | None = None,
        evict: Attribute | None = None,
        isVolatile: bool = False,
        contiguity: int = 1,
        attributes: Mapping[str, Attribute] | None = None,
    ):
        props = cache_properties(cache, evict, isVolatile)
        if contiguity != 1:
            props["contiguity"] = i32_attr(contiguity)
        super().__init__(
            operands=[
                src,
                result,
                [] if mask is None else [mask],
                [] if other is None else [other],
            ],
            properties=props,
            attributes=attributes,
            result_types=[AsyncTokenType()],
        )

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        src = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        result = parser.parse_unresolved_operand()
        mask = other = None
        if parser.parse_optional_keyword("mask"):
            mask = parser.parse_unresolved_operand()
        if parser.parse_optional_keyword("other"):
            other = parser.parse_unresolved_operand()
        props: dict[str, Attribute] = {}
        enums.parse_cache_evict(parser, props, cls.name)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        src_type = parser.parse_type()
        parser.parse_punctuation("->")
        result_type = parse_memdesc_maybe_unqualified(parser)
        extra_props, attrs = split_attr_dict(cls, attrs)
        props.update(extra_props)
        props.pop("operandSegmentSizes", None)
        op = cls(
            parser.resolve_operand(src, src_type),
            parser.resolve_operand(result, result_type),
            None if mask is None else parser.resolve_operand(mask, _i1_same_shape(src_type)),
            None if other is None else parser.resolve_operand(other, _pointee_type(src_type)),
            attributes=attrs,
        )
        op.properties.update(props)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.src)
        printer.print_string(", ")
        printer.print_operand(self.result)
        if self.mask is not None:
            printer.print_string(" mask ")
            printer.print_operand(self.mask)
        if self.other is not None:
            printer.print_string(" other ")
            printer.print_operand(self.other)
        enums.print_cache_evict(printer, self)
        print_attr_dict(
            printer,
            self,
            elide=("cache", "evict", "operandSegmentSizes"),
            defaults=self._DEFAULTS,
        )
        printer.print_string(" : ")
        printer.print_attribute(self.src.type)
        printer.print_string(" -> ")
        # The .td writes `type($result)` unqualified: MLIR drops the `!ttg.memdesc` prefix.
        print_memdesc_unqualified(printer, self.result.type)

    def verify_(self) -> None:
        ty = self.result.type
        assert isinstance(ty, MemDescType)
        if not ty.is_mutable:
            raise op_error(self, "Cannot store into immutable memory")


# --------------------------------------------------------------------------------------------
# Memory effects (as the .td files declare them: MemRead/MemWrite/MemFree/MemAlloc on operands
# and results, or a getEffects). They decide when an unused op is dead (passes/greedy.py); an
# op the .td gives no effects interface carries no trait here and is never dead. Reading and
# writing are both declared as separate traits (xDSL unions an op's effect traits).
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class AllocationEffect(MemoryEffect):
    """``local_alloc``/``tmem_alloc`` (their getEffects): none while the buffer is immutable
    and not yet placed (no ``offset_attr``), else it allocates its result, and writes it
    when initialised from a source operand."""

    offset_attr: str = "allocation.offset"

    def get_effects(self, op: Operation) -> AbstractSet[EffectInstance]:  # type: ignore[override]
        result = op.results[0]
        mutable = isinstance(result.type, MemDescType) and result.type.is_mutable
        if not mutable and self.offset_attr not in op.attributes:
            return frozenset()
        effects = {EffectInstance(MemoryEffectKind.ALLOC, result)}
        if op.operands:
            effects.add(EffectInstance(MemoryEffectKind.WRITE, result))
        return frozenset(effects)


class AllocatesResult(MemoryEffect):
    """``MemAlloc`` on the op's result (``global_scratch_alloc``)."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        return frozenset({EffectInstance(MemoryEffectKind.ALLOC, op.results[0])})


@irdl_op_definition
class LocalAllocOp(TTGOp, HasFolderInterface):
    """``ttg.local_alloc``: allocate a shared-memory buffer, optionally initialised."""

    name = "ttg.local_alloc"
    traits = traits_def(AllocationEffect())

    src = opt_operand_def(TensorType)
    alignment = opt_prop_def(IntegerAttr[I32])
    result = result_def(MemDescType)

    assembly_format = "($src^)? attr-dict `:` functional-type(operands, results)"
    irdl_options = (ParsePropInAttrDict(),)

    def __init__(
        self,
        result_type: Attribute,
        src: SSAValue | Operation | None = None,
        alignment: int | None = None,
    ):
        props = {} if alignment is None else {"alignment": i32_attr(alignment)}
        super().__init__(
            operands=[[] if src is None else [src]], properties=props, result_types=[result_type]
        )

    @needs_operand_from(lambda: (LocalLoadOp,))
    def fold(self) -> FoldResult:
        # local_alloc(local_load(x)) -> x, for an immutable buffer of exactly x's type.
        result_type = self.result.type
        if self.src is None or not isinstance(result_type, MemDescType) or result_type.is_mutable:
            return None
        load = self.src.owner
        if not isinstance(load, LocalLoadOp) or load.src.type != result_type:
            return None
        return (load.src,)

    def verify_(self) -> None:
        ty = self.result.type
        assert isinstance(ty, MemDescType)
        if not isinstance(ty.memorySpace, L.SharedMemorySpaceAttr):
            raise op_error(self, "should create a buffer of shared memory")
        if self.src is not None:
            assert isinstance(self.src.type, TensorType)
            verify_shared_memory_rank(self, self.src.type, ty, "source")
        verify_alloc_op(self, self.src, ty)


@irdl_op_definition
class LocalDeallocOp(TTGOp):
    """``ttg.local_dealloc``: free a shared-memory buffer early (optional)."""

    name = "ttg.local_dealloc"
    traits = traits_def(MemoryFreeEffect())

    src = operand_def(MemDescType)

    assembly_format = "$src attr-dict `:` type($src)"

    def __init__(self, src: SSAValue | Operation):
        super().__init__(operands=[src])


class MemDescViewOp(_SrcToResultOp):
    """A view of the buffer ``src`` as the memdesc ``result`` (Triton's MemDescViewTrait).
    (xDSL collects a subclass's operands before its base's: a view with more operands than
    ``src``, as ttg.memdesc_index, defines them all itself.)"""

    src = operand_def(MemDescType)
    result = result_def(MemDescType)

    traits = traits_def(Pure(), MemDescViewTrait())


@irdl_op_definition
class MemDescIndexOp(TTGOp):
    """``ttg.memdesc_index``: the ``index``-th buffer along dim 0 (drops that dim)."""

    name = "ttg.memdesc_index"

    src = operand_def(MemDescType)
    index = operand_def(i32)
    result = result_def(MemDescType)

    assembly_format = "$src `[` $index `]` attr-dict `:` type($src) `->` type($result)"
    traits = traits_def(Pure(), MemDescViewTrait())

    def __init__(
        self, src: SSAValue | Operation, index: SSAValue | Operation, result_type: Attribute
    ):
        super().__init__(operands=[src, index], result_types=[result_type])

    def verify_(self) -> None:
        src, dst = self.src.type, self.result.type
        assert isinstance(src, MemDescType) and isinstance(dst, MemDescType)
        if src.elementType != dst.elementType:
            raise VerifyException("result element type must match desc element type")
        if src.rank != dst.rank + 1:
            raise VerifyException("result rank must be input rank - 1")
        if len(src.get_alloc_shape()) != src.rank:
            raise VerifyException("We don't allow taking memdesc_index of a memdesc_index")
        if src.get_shape()[1:] != dst.get_shape():
            raise VerifyException("result shape must equal to srcShape[1:]")
        if src.get_alloc_shape() != src.get_shape():
            raise VerifyException("We don't support memdesc_index of a subview")
        if isinstance(src.encoding, L.SharedEncoding) != isinstance(dst.encoding, L.SharedEncoding):
            raise VerifyException("src and dst must have the same type of encoding")
        if dst.get_alloc_shape() != dst.get_shape():
            raise VerifyException("alloc shape must match shape for both result and src")
        if isinstance(src.encoding, L.TensorMemoryEncodingAttr):
            if src.rank != 3 or dst.rank != 2:
                raise VerifyException(
                    "only 3D -> 2D subviews are supported for TensorMemoryEncodingAttr"
                )


@irdl_op_definition
class MemDescSubsliceOp(TTGOp):
    """``ttg.memdesc_subslice``: a sub-view at static ``offsets`` (``%src[0, 32]``)."""

    name = "ttg.memdesc_subslice"

    src = operand_def(MemDescType)
    offsets = prop_def(DenseArrayBase.constr(i32))
    result = result_def(MemDescType)

    traits = traits_def(Pure(), MemDescViewTrait())

    def __init__(self, src: SSAValue | Operation, offsets: Sequence[int], result_type: Attribute):
        super().__init__(
            operands=[src],
            properties={"offsets": DenseArrayBase.from_list(i32, list(offsets))},
            result_types=[result_type],
        )

    def get_offsets(self) -> tuple[int, ...]:
        return tuple(self.offsets.get_values())

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        src = parser.parse_unresolved_operand()
        offsets = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_integer)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        src_type = parser.parse_type()
        parser.parse_punctuation("->")
        result_type = parser.parse_type()
        props, attrs = split_attr_dict(cls, attrs)
        op = cls(parser.resolve_operand(src, src_type), offsets, result_type)
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.src)
        printer.print_string("[" + ", ".join(str(v) for v in self.get_offsets()) + "]")
        print_attr_dict(printer, self, elide=("offsets",))
        print_types(printer, [self.src.type], self.result.type)

    def verify_(self) -> None:
        src, dst = self.src.type, self.result.type
        assert isinstance(src, MemDescType) and isinstance(dst, MemDescType)
        if src.elementType != dst.elementType:
            raise VerifyException("result element type must match desc element type")
        offsets = self.get_offsets()
        if len(offsets) != src.rank:
            raise VerifyException("offsets must have the same rank as input")
        if src.rank != dst.rank:
            raise VerifyException("result rank must equal to input rank")
        if not (
            isinstance(src.encoding, L.SharedEncoding)
            and isinstance(dst.encoding, L.SharedEncoding)
        ):
            raise VerifyException("src and dst must both be of shared memory encoding")
        split_dims = [i for i in range(src.rank) if src.get_shape()[i] != dst.get_shape()[i]]
        if not split_dims:
            return
        for dim, offset in enumerate(offsets):
            if dim not in split_dims:
                if offset != 0:
                    raise VerifyException(
                        "A non zero offset found in a dimension that is not being split"
                    )
            elif offset & (dst.get_shape()[dim] - 1):
                raise VerifyException("The split offset may not touch the tile")
        _verify_subslice_layout(src, dst, split_dims)


def _verify_subslice_layout(src: MemDescType, dst: MemDescType, split_dims: list[int]) -> None:
    """The linear-layout part of ``MemDescSubsliceOp::verify``: only a trivial block dim, and
    no split through the swizzling pattern."""
    enc = src.encoding
    if isinstance(enc, L.PaddedSharedEncodingAttr):
        if enc.rank < src.rank:
            raise VerifyException(
                "SubSlice of low rank PaddedSharedEncoding from higher rank tensors is not "
                "supported yet"
            )
        layout = enc.linearComponent
    else:
        try:
            layout = li.cached_linear_layout(enc, tuple(src.get_shape()))
        except LayoutError:  # e.g. AMD layouts, which have none here: nothing to check
            return
    if layout.has_in_dim("block") and layout.in_dim_size("block") != 1:
        raise VerifyException("non-trivial block dimension not supported")
    try:
        inverse = layout.invert()
    except LayoutError:  # libtriton asserts on a non-invertible layout; we check no further
        return
    for dim in split_dims:
        size = dst.get_shape()[dim]
        while size < src.get_shape()[dim]:
            coords = {f"dim{d}": 0 for d in range(src.rank)}
            coords[f"dim{dim}"] = size
            offset = inverse.apply(coords)[0][1]
            if not _is_pow2(offset):
                raise VerifyException("We don't support splitting along the swizzling pattern")
            size *= 2


@irdl_op_definition
class MemDescTransOp(MemDescViewOp, HasFolderInterface):
    """``ttg.memdesc_trans``: a transposed view (``order`` permutes the dims)."""

    name = "ttg.memdesc_trans"

    order = prop_def(DenseArrayBase.constr(i32))

    irdl_options = (ParsePropInAttrDict(),)
    traits = traits_def(TransposeOpInterface())

    def __init__(self, src: SSAValue | Operation, order: Sequence[int], result_type: Attribute):
        super().__init__(src, result_type)
        self.properties["order"] = DenseArrayBase.from_list(i32, list(order))

    def get_order(self) -> tuple[int, ...]:
        return tuple(self.order.get_values())

    def fold(self) -> FoldResult:
        order = list(self.get_order())
        if order == list(range(len(order))):  # transpose(x, identity) -> x
            return (self.src,)
        inner = self.src.owner
        if isinstance(inner, MemDescTransOp):
            # transpose(transpose(x)) -> transpose(x) with the composed order, in place
            inner_order = inner.get_order()
            self.properties["order"] = DenseArrayBase.from_list(
                i32, [inner_order[i] for i in order]
            )
            self.operands = [inner.src]
            return (self.result,)
        return None

    def verify_(self) -> None:
        src, dst = self.src.type, self.result.type
        assert isinstance(src, MemDescType) and isinstance(dst, MemDescType)
        if src.elementType != dst.elementType:
            raise op_error(self, "requires the same element type for all operands and results")
        order = self.get_order()
        if sorted(order) != list(range(src.rank)):
            raise op_error(self, "order must be a permutation of 0..(rank-1)")
        expected = tuple(src.get_shape()[i] for i in order)
        if dst.get_shape() != expected:
            raise op_error(
                self,
                f"result shape [{shape_str(dst.get_shape())}] must be the transposed source "
                f"shape [{shape_str(expected)}]",
            )


@irdl_op_definition
class MemDescReshapeOp(MemDescViewOp):
    """``ttg.memdesc_reshape``: a view of the same buffer with another shape."""

    name = "ttg.memdesc_reshape"

    def verify_(self) -> None:
        src, dst = self.src.type, self.result.type
        assert isinstance(src, MemDescType) and isinstance(dst, MemDescType)
        if dst.element_count() != src.element_count():
            raise VerifyException("number of src and dst elements of reshape must be the same")
        if dst.elementType != src.elementType:
            raise VerifyException("result element type must match src element type")
        if src.get_alloc_shape()[len(src.get_alloc_shape()) - src.rank :] != src.get_shape():
            raise VerifyException("NYI: memdesc_reshape of memdesc_subslice")


@irdl_op_definition
class MemDescReinterpretOp(MemDescViewOp, HasFolderInterface):
    """``ttg.memdesc_reinterpret``: the same bytes as another shape and element type."""

    name = "ttg.memdesc_reinterpret"

    def fold(self) -> FoldResult:
        return (self.src,) if self.src.type == self.result.type else None


@irdl_op_definition
class LocalLoadOp(TTGOp):
    """``ttg.local_load``: read a shared-memory buffer into a distributed tensor."""

    name = "ttg.local_load"

    src = operand_def(MemDescType)
    token = opt_operand_def(AsyncTokenType)
    result = result_def(TensorType)

    assembly_format = "$src (`token` $token^)? attr-dict `:` type($src) `->` type($result)"
    traits = traits_def(MemoryReadEffect())

    def __init__(
        self,
        src: SSAValue | Operation,
        result_type: Attribute,
        token: SSAValue | Operation | None = None,
    ):
        super().__init__(
            operands=[src, [] if token is None else [token]], result_types=[result_type]
        )

    def verify_(self) -> None:
        src, res = self.src.type, self.result.type
        assert isinstance(src, MemDescType) and isinstance(res, TensorType)
        verify_shared_memory_rank(self, res, src, "result")
        verify_memory_op_types(self, src, res)


@irdl_op_definition
class LocalStoreOp(TTGOp):
    """``ttg.local_store``: write a distributed tensor into a shared-memory buffer."""

    name = "ttg.local_store"

    src = operand_def(TensorType)
    dst = operand_def(MemDescType)

    assembly_format = "$src `,` $dst attr-dict `:` type($src) `->` type($dst)"
    traits = traits_def(MemoryWriteEffect())

    def __init__(self, src: SSAValue | Operation, dst: SSAValue | Operation):
        super().__init__(operands=[src, dst])

    def verify_(self) -> None:
        src, dst = self.src.type, self.dst.type
        assert isinstance(src, TensorType) and isinstance(dst, MemDescType)
        if not dst.is_mutable:
            raise op_error(self, "Cannot store into immutable memory")
        verify_shared_memory_rank(self, src, dst, "source")
        verify_memory_op_types(self, src, dst)


@irdl_op_definition
class PredicateStageOp(TTGOp):
    """``ttg.predicate_stage``: the software pipeliner's per-stage predicate."""

    name = "ttg.predicate_stage"

    T: ClassVar = VarConstraint("T", SignlessIntOrIndex)
    iv = operand_def(T)
    ub = operand_def(T)
    step = operand_def(T)
    maxStage = prop_def(IntegerAttr[I32])
    stage = prop_def(IntegerAttr[I32])
    result = result_def(i1)

    assembly_format = (
        "$iv `,` $ub `,` $step `maxStage` $maxStage `stage` $stage attr-dict "
        "`:` type($iv) `->` type($result)"
    )
    traits = traits_def(Pure())

    def __init__(
        self,
        iv: SSAValue | Operation,
        ub: SSAValue | Operation,
        step: SSAValue | Operation,
        maxStage: int,
        stage: int,
    ):
        super().__init__(
            operands=[iv, ub, step],
            properties={"maxStage": i32_attr(maxStage), "stage": i32_attr(stage)},
            result_types=[i1],
        )


@irdl_op_definition
class MaskOp(TTGOp):
    """``ttg.mask``: a predicated region for the pipeliner (generic syntax only)."""

    name = "ttg.mask"

    pred = operand_def(i1)
    result = var_result_def()
    region = region_def()

    traits = traits_def(SingleBlock(), RegionSizes(sized=("region",)))

    def __init__(
        self, pred: SSAValue | Operation, result_types: Sequence[Attribute], region: Region
    ):
        super().__init__(operands=[pred], result_types=[result_types], regions=[region])


@irdl_op_definition
class MaskReturnOp(TTGOp):
    """``ttg.mask.return``: the terminator of ``ttg.mask``."""

    name = "ttg.mask.return"

    result = var_operand_def()

    traits = traits_def(HasParent(MaskOp), Pure(), IsTerminator(), ReturnLike())

    def __init__(self, result: Sequence[SSAValue | Operation] = ()):
        super().__init__(operands=[result])

    # `$result attr-dict `:` type($result)`, printed by hand: with no operands MLIR still
    # writes the spaces around the colon (`ttg.mask.return  : `).
    @classmethod
    def parse(cls, parser: Parser) -> Self:
        values = (
            parser.parse_optional_undelimited_comma_separated_list(
                parser.parse_optional_unresolved_operand, parser.parse_unresolved_operand
            )
            or []
        )
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        types = (
            parser.parse_optional_undelimited_comma_separated_list(
                parser.parse_optional_type, parser.parse_type
            )
            or []
        )
        if len(types) != len(values):
            parser.raise_error(f"{len(values)} operands present, but expected {len(types)}")
        op = cls([parser.resolve_operand(v, t) for v, t in zip(values, types, strict=True)])
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.result, printer.print_operand)
        print_attr_dict(printer, self)
        print_types(printer, [v.type for v in self.result])


@irdl_op_definition
class Fp4ToFpOp(_SrcToResultOp):
    """``ttg.fp4_to_fp``: upcast packed e2m1 pairs (i8) to bf16/f16 along ``axis``."""

    name = "ttg.fp4_to_fp"

    src = operand_def(TensorType)
    axis = prop_def(IntegerAttr[I32])
    result = result_def(TensorType)

    irdl_options = (ParsePropInAttrDict(),)
    traits = traits_def(Pure())

    def __init__(self, src: SSAValue | Operation, axis: int, result_type: Attribute):
        super().__init__(
            operands=[src], properties={"axis": i32_attr(axis)}, result_types=[result_type]
        )

    def verify_(self) -> None:
        src, res = self.src.type, self.result.type
        assert isinstance(src, TensorType) and isinstance(res, TensorType)
        if src.element_type != IntegerType(8):
            raise op_error(
                self, "operand #0 must be ranked tensor of 8-bit signless integer values"
            )
        if not isinstance(res.element_type, BFloat16Type | Float16Type):
            raise VerifyException(
                f"only bf16 or f16 is supported for now, got {type_str(res.element_type)}"
            )
        verify_fp4_to_fp(src, res, self.axis.value.data)


def verify_fp4_to_fp(src: TensorType, res: TensorType, axis: int) -> None:
    """``Fp4ToFpOp::verifyFp4ToFp`` (shared with passes that build the op)."""
    rank = src.get_num_dims()
    if rank != res.get_num_dims():
        raise VerifyException(f"source rank {rank} != result rank {res.get_num_dims()}")
    if not 0 <= axis < rank:
        raise VerifyException(f"axis {axis} out of range for rank {rank}")
    src_shape, res_shape = src.get_shape(), res.get_shape()
    for i in range(rank):
        if i == axis:
            if res_shape[i] != src_shape[i] * 2:
                raise VerifyException(
                    f"axis {axis} dimension must be 2x source dimension (src={src_shape[i]}, "
                    f"dst={res_shape[i]})"
                )
        elif res_shape[i] != src_shape[i]:
            raise VerifyException(
                f"dimension {i} mismatch (src={src_shape[i]}, dst={res_shape[i]}, axis={axis})"
            )
    src_enc, res_enc = _encoding_of(src), _encoding_of(res)
    if (src_enc is None) != (res_enc is None):
        raise VerifyException("source and result must both have an encoding, or neither")
    if res_enc is None:
        return
    # Backward inference (from the result) is the more general direction, as in Triton.
    try:
        inferred = li.infer_fp4_to_fp_encoding(res_shape, axis, res_enc, forward=False)
    except li.InferenceError:
        raise VerifyException("failed to infer encoding") from None
    if not li.are_layouts_equivalent(src_shape, inferred, src_enc):
        # libtriton's LinearLayout::toString starts each layout on a new line.
        raise VerifyException(
            "Src and Dst encodings are not compatible:\n\n"
            f"{li.cached_linear_layout(inferred, tuple(src_shape))}\n\n"
            f"{li.cached_linear_layout(src_enc, tuple(src_shape))}"
        )


def _encoding_of(ty: TensorType) -> Attribute | None:
    return None if isinstance(ty.encoding, NoneAttr) else ty.encoding


@irdl_op_definition
class GlobalScratchAllocOp(TTGOp):
    """``ttg.global_scratch_alloc``: a per-program buffer in global memory."""

    name = "ttg.global_scratch_alloc"
    traits = traits_def(AllocatesResult())

    nbytes = prop_def(IntegerAttr[I32])
    alignment = prop_def(IntegerAttr[I32])
    result = result_def()

    assembly_format = "attr-dict `:` type($result)"
    irdl_options = (ParsePropInAttrDict(),)

    def __init__(self, result_type: Attribute, nbytes: int, alignment: int):
        super().__init__(
            properties={"nbytes": i32_attr(nbytes), "alignment": i32_attr(alignment)},
            result_types=[result_type],
        )


@irdl_op_definition
class WarpSpecializePartitionsOp(TTGOp):
    """``ttg.warp_specialize.partitions``: holds the isolated partition regions of a
    ``ttg.warp_specialize`` (MLIR cannot isolate only some regions of one op)."""

    name = "ttg.warp_specialize.partitions"

    partitionRegions = var_region_def()

    traits = traits_def(
        RegionSizes(at_least_one=("partitionRegions",)),
        IsolatedFromAbove(),
        RecursiveMemoryEffect(),
        IsTerminator(),
    )

    def __init__(self, partitionRegions: Sequence[Region]):
        super().__init__(regions=[list(partitionRegions)])

    def verify_(self) -> None:
        for region in self.partitionRegions:
            for block in region.blocks:
                last = block.last_op
                if last is None:
                    raise DiagnosticError("block with no terminator", op=self)
                if not last.has_trait(IsTerminator):
                    # MLIR emits this (without an op prefix) at the block's last op, which it
                    # shows in generic form.
                    raise DiagnosticError(
                        "block with no terminator, has " + print_op(last, generic=True).strip(),
                        loc=last.location,
                    )


@irdl_op_definition
class WarpSpecializeOp(TTGOp):
    """``ttg.warp_specialize``: run a default region and partitions on separate warp groups.

    Syntax: ``ttg.warp_specialize(%captures) attributes {...} default {...}
    partition0(%arg: T) num_warps(4) {...} ... : (captures) -> (results)``.
    """

    name = "ttg.warp_specialize"

    explicitCaptures = var_operand_def()
    partitionNumWarps = prop_def(DenseArrayBase.constr(i32))
    warpGroupStartIds = opt_prop_def(DenseArrayBase.constr(i32))
    requestedRegisters = opt_prop_def(DenseArrayBase.constr(i32))
    actualRegisters = opt_prop_def(DenseArrayBase.constr(i32))
    defaultPassthrough = var_result_def()
    defaultRegion = region_def()
    partitionOpHolder = region_def()

    traits = traits_def(
        RegionSizes(sized=("partitionOpHolder",), at_least_one=("defaultRegion",)),
        RecursiveMemoryEffect(),
    )

    def __init__(
        self,
        explicitCaptures: Sequence[SSAValue | Operation],
        result_types: Sequence[Attribute],
        partitionNumWarps: Sequence[int],
        defaultRegion: Region,
        partitionRegions: Sequence[Region],
        properties: Mapping[str, Attribute] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
    ):
        holder = Region(Block([WarpSpecializePartitionsOp(partitionRegions)]))
        props = dict(properties or {})
        props["partitionNumWarps"] = DenseArrayBase.from_list(i32, list(partitionNumWarps))
        super().__init__(
            operands=[explicitCaptures],
            result_types=[result_types],
            properties=props,
            attributes=attributes,
            regions=[defaultRegion, holder],
        )

    def get_partition_num_warps(self) -> tuple[int, ...]:
        return tuple(self.partitionNumWarps.get_values())

    def get_partition_op(self) -> WarpSpecializePartitionsOp | None:
        block = self.partitionOpHolder.blocks.first
        if block is None:
            return None
        first = block.first_op
        return first if isinstance(first, WarpSpecializePartitionsOp) else None

    def get_partition_regions(self) -> tuple[Region, ...]:
        holder = self.get_partition_op()
        return () if holder is None else tuple(holder.partitionRegions)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        operands_pos = parser.pos
        captures = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, parser.parse_unresolved_operand
        )
        attrs = parser.parse_optional_attr_dict_with_keyword()
        attr_dict = dict(attrs.data) if attrs is not None else {}
        parser.parse_keyword("default")
        default_region = parser.parse_region()
        # MLIR locates the partitions holder where the partitions start.
        source_loc = getattr(parser, "source_loc", None)
        holder_loc = source_loc(parser.pos) if callable(source_loc) else None
        num_warps: list[int] = []
        regions: list[Region] = []

        def parse_partition_argument() -> Parser.Argument:
            # `%arg: T loc(...)`: the location is printed with --mlir-print-debuginfo.
            arg = parser.parse_argument(expect_type=True)
            loc = parser.parse_optional_location()
            if loc is not None:
                arg.location = loc
            return arg

        while parser.parse_optional_keyword(f"partition{len(num_warps)}"):
            args = parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, parse_partition_argument
            )
            parser.parse_keyword("num_warps")
            parser.parse_punctuation("(")
            num_warps.append(parser.parse_integer())
            parser.parse_punctuation(")")
            regions.append(parser.parse_region(args))
        parser.parse_punctuation(":")
        fn_type_pos = parser.pos
        fn_type = parser.parse_type()
        if not isinstance(fn_type, FunctionType):
            parser.raise_error("expected a function type", fn_type_pos, parser.pos)
        inputs = fn_type.inputs.data
        if len(inputs) != len(captures):
            parser.raise_error(
                f"{len(captures)} operands present, but expected {len(inputs)}",
                operands_pos,
                fn_type_pos,
            )
        operands = [parser.resolve_operand(u, t) for u, t in zip(captures, inputs, strict=True)]
        props, others = split_attr_dict(cls, attr_dict)
        props.pop("partitionNumWarps", None)
        op = cls(
            operands,
            fn_type.outputs.data,
            num_warps,
            default_region,
            regions,
            properties=props,
            attributes=others,
        )
        holder = op.get_partition_op()
        if holder is not None and holder_loc is not None:
            holder.location = holder_loc
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string("(")
        printer.print_list(self.explicitCaptures, printer.print_operand)
        printer.print_string(")")
        merged = {**self.attributes, **self.properties}
        merged.pop("partitionNumWarps", None)
        printer.print_op_attributes({k: merged[k] for k in sorted(merged)}, print_keyword=True)
        printer._print_new_line()  # MLIR's printNewline: a line break at the current indent
        printer.print_string("default ")
        printer.print_region(self.defaultRegion, print_entry_block_args=False)
        for i, (region, warps) in enumerate(
            zip(self.get_partition_regions(), self.get_partition_num_warps(), strict=False)
        ):
            printer._print_new_line()
            printer.print_string(f"partition{i}(")
            entry = region.blocks.first
            if entry is not None:
                printer.print_list(entry.args, printer.print_block_argument)
            printer.print_string(f") num_warps({warps}) ")
            printer.print_region(region, print_entry_block_args=False)
        printer.print_string(" : ")
        printer.print_function_type(
            [o.type for o in self.explicitCaptures], [r.type for r in self.results]
        )

    def verify_(self) -> None:
        if self.get_partition_op() is None or len(self.partitionOpHolder.block.ops) != 1:
            raise op_error(
                self,
                "expected to find only a `ttg.warp_specialize.partitions` op inside its second "
                "region",
            )
        regions = self.get_partition_regions()
        num_warps = self.get_partition_num_warps()
        if len(regions) != len(num_warps):
            raise op_error(
                self,
                f"has {len(regions)} partitions but `partitionNumWarps` has {len(num_warps)} "
                "elements",
            )
        for i, warps in enumerate(num_warps):
            if not _is_pow2(warps):
                raise op_error(
                    self, f"partition #{i} number of warps ({warps}) must be a power of 2"
                )
        if self.warpGroupStartIds is not None:
            count = len(self.warpGroupStartIds.get_values())
            if count != len(num_warps):
                raise op_error(
                    self, f"has {count} warp group start IDs but expected {len(num_warps)}"
                )
        captures = list(self.explicitCaptures)
        for i, region in enumerate(regions):
            args = region.blocks.first.args if region.blocks.first is not None else ()
            if len(args) != len(captures):
                raise op_error(
                    self,
                    f"partition region #{i} has {len(args)} arguments but expected {len(captures)}",
                )
            for j, (arg, cap) in enumerate(zip(args, captures, strict=True)):
                if arg.type != cap.type:
                    raise op_error(
                        self,
                        f"partition region #{i} argument #{j} has type '{type_str(arg.type)}' "
                        f"but corresponding capture has type '{type_str(cap.type)}'",
                    )
        parent = self.parent_op()
        while parent is not None:
            if isinstance(parent, WarpSpecializeOp):
                raise op_error(self, "cannot be nested inside another `ttg.warp_specialize` op")
            parent = parent.parent_op()
        num = li.lookup_num_warps(self)
        if num is not None and num % 4 != 0:
            raise VerifyException(
                "warp-specialized kernels requires num_warps to be a multiple of 4"
            )


@irdl_op_definition
class WarpYieldOp(TTGOp):
    """``ttg.warp_yield``: the terminator of the default region of ``ttg.warp_specialize``."""

    name = "ttg.warp_yield"

    values = var_operand_def()

    assembly_format = "($values^)? attr-dict (`:` type($values)^)?"
    traits = traits_def(Pure(), IsTerminator(), ReturnLike(), HasParent(WarpSpecializeOp))

    def __init__(self, values: Sequence[SSAValue | Operation] = ()):
        super().__init__(operands=[values])

    def verify_(self) -> None:
        parent = self.parent_op()
        assert isinstance(parent, WarpSpecializeOp)
        if len(self.values) != len(parent.results):
            raise op_error(
                self,
                f"has {len(self.values)} operands but parent op expected {len(parent.results)}",
            )
        for i, (value, result) in enumerate(zip(self.values, parent.results, strict=True)):
            if value.type != result.type:
                raise op_error(
                    self,
                    f"operand #{i} has type '{type_str(value.type)}' but parent op expected "
                    f"'{type_str(result.type)}'",
                )


@irdl_op_definition
class WarpReturnOp(TTGOp):
    """``ttg.warp_return``: the terminator of the partition regions."""

    name = "ttg.warp_return"

    assembly_format = "attr-dict"
    traits = traits_def(Pure(), IsTerminator(), ReturnLike(), HasParent(WarpSpecializePartitionsOp))

    def __init__(self):
        super().__init__()


@irdl_op_definition
class LocalBarrierOp(TTGOp):
    """``ttg.local_barrier``: bar.sync for all threads of the CTA (shared memory only)."""

    name = "ttg.local_barrier"

    assembly_format = "attr-dict"

    def __init__(self):
        super().__init__()


OPS: list[type[IRDLOperation]] = [
    ConvertLayoutOp,
    AsyncWaitOp,
    AsyncCommitGroupOp,
    AsyncCopyGlobalToLocalOp,
    LocalAllocOp,
    LocalDeallocOp,
    MemDescIndexOp,
    MemDescSubsliceOp,
    MemDescTransOp,
    MemDescReshapeOp,
    MemDescReinterpretOp,
    LocalLoadOp,
    LocalStoreOp,
    PredicateStageOp,
    MaskOp,
    MaskReturnOp,
    Fp4ToFpOp,
    GlobalScratchAllocOp,
    WarpSpecializeOp,
    WarpSpecializePartitionsOp,
    WarpYieldOp,
    WarpReturnOp,
    LocalBarrierOp,
]
# every pass reads named operands and results of these ops in its hot loops
accessors.install(OPS)

ATTRS: list[type[Attribute]] = [MemDescType, AsyncTokenType]


__all__ = [
    "OPS",
    "ATTRS",
    "AnyFloat",
    "AsyncTokenConstr",
    "MemDescConstr",
    "TensorConstr",
    "TensorOrMemDesc",
    "UnresolvedOperand",
    "i1",
]
