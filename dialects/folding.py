"""What the ops' ``fold`` methods share: MLIR's fold adaptor, matchers and constant folders.

An op's ``fold`` (xDSL's ``HasFolderInterface``, called by ``passes/greedy.py``) sees its
constant operands as MLIR's FoldAdaptor shows them (:func:`constant_operand`) and answers as
MLIR's ``fold`` does: one value or attribute per result, its own results for an in-place
change, None for no fold. The helpers follow MLIR's ``CommonFolders.h`` and ``Matchers.h``:

* integers are handled as MLIR's APInt, an unsigned value modulo ``2**width`` (index: 64
  bits); :func:`to_signed` reads one as a signed number;
* a ``dense<>`` attribute whose elements are all equal is a splat (MLIR stores it so), and a
  binary fold of two splats gives a splat, of two other dense attributes an elementwise one;
* a calculation returns None where MLIR's would fail or report an overflow (division by
  zero, ...): then nothing folds, as in MLIR.
"""

from __future__ import annotations

import functools
import math
import struct
from collections.abc import Callable, Sequence
from math import prod
from typing import Any

from gluon_opt.dialects.traits import class_trait
from xdsl.dialects.builtin import (
    AnyFloat,
    BFloat16Type,
    BytesAttr,
    DenseIntOrFPElementsAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    TensorType,
    VectorType,
)
from xdsl.ir import Attribute, Operation, OpResult, SSAValue
from xdsl.traits import ConstantLike, OpTrait

FoldResult = Sequence[SSAValue | Attribute] | None
"""What an op's ``fold`` returns (xDSL's HasFolder): one value or attribute per result, or
None when it does not fold. Returning the op's own results means it was changed in place,
as MLIR's fold does when it returns ``getResult()``."""


@functools.cache
def _is_constant_like(owner_class: type) -> bool:
    """An op class with ConstantLike, remembered per class (a value's owner is an op or a
    block; an isinstance test on xDSL's op classes is slow)."""
    return issubclass(owner_class, Operation) and class_trait(owner_class, ConstantLike) is not None


def constant_operand(value: SSAValue) -> Attribute | None:
    """The attribute MLIR's FoldAdaptor gives for ``value``: the value of its defining
    constant-like op (``arith.constant``), else None."""
    # (a result's op read from its field: ``owner`` is a property, a Python call)
    owner = value.op if type(value) is OpResult else value.owner
    if not _is_constant_like(type(owner)):
        return None
    value = owner.properties.get("value")
    # Not `or`: an integer attribute equal to 0 is falsy.
    return value if value is not None else owner.attributes.get("value")


def needs_operand_from(
    producers: Callable[[], tuple[type[Operation], ...]] = tuple,
) -> Callable[[Callable[..., FoldResult]], Callable[..., FoldResult]]:
    """Marks an op's ``fold`` that returns None unless some operand is defined by a
    constant-like op (what :func:`constant_operand` reads) or by an op of one of the classes
    ``producers()`` gives (the ops it folds through; a function, so that they may be defined
    later in the module): the greedy driver does not call it for an op without one. Only for
    a fold whose every rule needs such an operand; a class overriding ``fold`` declares its
    own."""

    def mark(fold: Callable[..., FoldResult]) -> Callable[..., FoldResult]:
        fold.needs_operand_from = producers  # type: ignore[attr-defined]
        return fold

    return mark


needs_constant_operand = needs_operand_from()
"""Marks a ``fold`` that returns None unless some operand is defined by a constant-like op."""


def splat_bytes(attr: Attribute | None) -> bytes | None:
    """One element's storage when ``attr`` is a splat ``dense<>`` (MLIR's SplatElementsAttr:
    every element bitwise equal, as MLIR stores and compares them)."""
    # (None first: most operands are not constants, and a failing isinstance test against
    # an attribute class, an ABC, is a Python call)
    if attr is None or not isinstance(attr, DenseIntOrFPElementsAttr):
        return None
    raw = attr.data.data
    size = attr.get_element_type().compile_time_size
    count = len(raw) // size if size else 0
    if count == 0 or raw != raw[:size] * count:
        return None
    return raw[:size]


def dense_splat(type: TensorType, element: bytes) -> DenseIntOrFPElementsAttr:
    """``dense<v> : type`` from one element's storage (MLIR's resizeSplat)."""
    return DenseIntOrFPElementsAttr(type, BytesAttr(element * prod(type.get_shape())))


def splat_of(type: TensorType, number: int | float) -> DenseIntOrFPElementsAttr | None:
    """``dense<number> : type`` (MLIR's SplatElementsAttr::get of a scalar)."""
    one = TensorType(type.element_type, [1])
    try:
        element = DenseIntOrFPElementsAttr.from_list(one, [number]).data.data
    except (ValueError, OverflowError, struct.error):
        # A value xDSL cannot store in this element type: no fold rather than a wrong one.
        return None
    return dense_splat(type, element)


def is_int_zero(value: Attribute | None) -> bool:
    """MLIR's m_Zero: an integer (or splat integer tensor) constant equal to 0."""
    return int_value(value) == 0


def _each(calculate: Callable[..., Any], *columns: Sequence[Any]) -> list[Any] | None:
    """``calculate`` on the elements of ``columns`` taken in step; None as soon as one element
    does not fold (MLIR then folds none of the constant)."""
    results = []
    for args in zip(*columns, strict=True):
        result = calculate(*args)
        if result is None:
            return None
        results.append(result)
    return results


# ---- integers as APInt -----------------------------------------------------------------------


@functools.cache
def _is_shaped(type_class: type) -> bool:
    """(per class: a failing isinstance test against an attribute class is a Python call)"""
    return issubclass(type_class, TensorType | VectorType)


def element_type(t: Attribute) -> Attribute:
    return t.element_type if _is_shaped(type(t)) else t


def int_width(t: Attribute) -> int:
    """Bit width of an integer type or of a shaped type's integer elements (index: 64)."""
    element = element_type(t)
    return element.width.data if isinstance(element, IntegerType) else 64


def mask(width: int) -> int:
    return (1 << width) - 1


def to_signed(value: int, width: int) -> int:
    return value - (1 << width) if value >> (width - 1) & 1 else value


# The element types whose constants fold as APInt values.
IntOrIndex = IntegerType | IndexType


def _is_int_type(t: Attribute) -> bool:
    return isinstance(element_type(t), IntOrIndex)


def int_value(attr: Attribute | None) -> int | None:
    """MLIR's m_ConstantInt on a folded operand: an integer or splat integer constant, as an
    unsigned value."""
    if attr is None:  # (most operands: no isinstance test against an ABC for them)
        return None
    if isinstance(attr, IntegerAttr) and _is_int_type(attr.type):
        return attr.value.data & mask(int_width(attr.type))
    if isinstance(attr, DenseIntOrFPElementsAttr) and _is_int_type(attr.get_element_type()):
        element = splat_bytes(attr)
        if element is None:
            return None
        value = _element_value(attr, element)
        return int(value) & mask(int_width(attr.type))
    return None


def int_operand(value: SSAValue) -> int | None:
    """MLIR's m_ConstantInt on a value: its defining constant's integer, else None."""
    return int_value(constant_operand(value))


def _element_value(attr: DenseIntOrFPElementsAttr, element: bytes) -> Any:
    """The value one element's storage holds, as ``attr.get_values()`` reads each (without
    building a one-element attribute and its type to read it)."""
    return attr.get_element_type().unpack(element, 1)[0]


def make_int(type: Attribute, value: int) -> Attribute | None:
    """``value`` (unsigned, any size) as an attribute of ``type``: scalar or splat."""
    width = int_width(type)
    signed = to_signed(value & mask(width), width)
    if isinstance(type, TensorType):
        return splat_of(type, signed)
    return IntegerAttr(signed, type)


def _int_elements(attr: Attribute) -> list[int] | None:
    if not isinstance(attr, DenseIntOrFPElementsAttr) or not _is_int_type(attr.get_element_type()):
        return None
    width = int_width(attr.type)
    return [int(v) & mask(width) for v in attr.get_values()]


def _dense_ints(type: Attribute, values: Sequence[int]) -> Attribute | None:
    if not isinstance(type, TensorType):
        return None
    width = int_width(type)
    try:
        return DenseIntOrFPElementsAttr.from_list(
            type, [to_signed(v & mask(width), width) for v in values]
        )
    except (ValueError, OverflowError, struct.error):
        return None


IntBinary = Callable[[int, int, int], int | None]
"""An APInt calculation: (lhs, rhs, width of the operands) -> unsigned result or None."""


def fold_int_binary(
    lhs: Attribute | None,
    rhs: Attribute | None,
    calculate: IntBinary,
    result_type: Attribute | None = None,
) -> Attribute | None:
    """MLIR's constFoldBinaryOp<IntegerAttr>: scalars, two splats, or two dense attributes."""
    if lhs is None or rhs is None:
        return None
    if isinstance(lhs, IntegerAttr) and isinstance(rhs, IntegerAttr):
        if lhs.type != rhs.type or not _is_int_type(lhs.type):
            return None
        width = int_width(lhs.type)
        result = calculate(int_value(lhs), int_value(rhs), width)  # type: ignore[arg-type]
        return None if result is None else make_int(result_type or lhs.type, result)
    if not isinstance(lhs, DenseIntOrFPElementsAttr) or not isinstance(
        rhs, DenseIntOrFPElementsAttr
    ):
        return None
    if lhs.type != rhs.type or not _is_int_type(lhs.type):
        return None
    out_type = result_type or lhs.type
    width = int_width(lhs.type)
    a, b = int_value(lhs), int_value(rhs)
    if a is not None and b is not None:
        result = calculate(a, b, width)
        return None if result is None else make_int(out_type, result)
    lhs_values, rhs_values = _int_elements(lhs), _int_elements(rhs)
    assert lhs_values is not None and rhs_values is not None
    results = _each(lambda x, y: calculate(x, y, width), lhs_values, rhs_values)
    return None if results is None else _dense_ints(out_type, results)


IntCast = Callable[[int, int], int | None]
"""An APInt cast: (operand, width of the operand) -> unsigned result or None."""


def fold_int_cast(operand: Attribute | None, result_type: Attribute, calculate: IntCast):
    """MLIR's constFoldCastOp<IntegerAttr, IntegerAttr>: a scalar, a splat or each element."""
    if operand is None:  # (as int_value)
        return None
    if isinstance(operand, IntegerAttr) and _is_int_type(operand.type):
        result = calculate(int_value(operand), int_width(operand.type))  # type: ignore[arg-type]
        return None if result is None else make_int(result_type, result)
    values = _int_elements(operand)
    if values is None:
        return None
    width = int_width(operand.type)  # type: ignore[union-attr]
    splat = int_value(operand)
    if splat is not None:
        result = calculate(splat, width)
        return None if result is None else make_int(result_type, result)
    results = _each(lambda value: calculate(value, width), values)
    return None if results is None else _dense_ints(result_type, results)


# ---- floats -----------------------------------------------------------------------------------


def float_value(attr: Attribute | None) -> float | None:
    """A float constant or splat float tensor's value (MLIR's m_ConstantFloat)."""
    if attr is None:  # (as int_value)
        return None
    if isinstance(attr, FloatAttr):
        return attr.value.data
    if isinstance(attr, DenseIntOrFPElementsAttr) and isinstance(attr.get_element_type(), AnyFloat):
        element = splat_bytes(attr)
        if element is None:
            return None
        return float(_element_value(attr, element))
    return None


# (precision in bits, exponent bits) of the float types folds compute in (APFloat's
# semantics); others never fold.
_FLOAT_SEMANTICS: dict[type, tuple[int, int]] = {
    Float16Type: (11, 5),
    BFloat16Type: (8, 8),
    Float32Type: (24, 8),
    Float64Type: (53, 11),
}


def fits_in(source: Attribute, target: Attribute) -> bool:
    """APFloat's isRepresentableBy for the float types folds compute in."""
    if source == target:
        return True
    a, b = _FLOAT_SEMANTICS.get(type(source)), _FLOAT_SEMANTICS.get(type(target))
    return a is not None and b is not None and a[0] <= b[0] and a[1] <= b[1]


def round_float(value: float, type: Attribute) -> float | None:
    """``value`` rounded to nearest-even in ``type``'s format (APFloat's default rounding),
    overflowing to infinity; None for a type folds do not compute in."""
    element = element_type(type)
    fmt = _FLOAT_SEMANTICS.get(element.__class__)
    if fmt is None:
        return None
    if isinstance(element, Float64Type) or math.isnan(value) or math.isinf(value):
        return value
    precision, exponent = fmt
    mantissa = precision - 1
    if value == 0.0:
        return value
    emax = (1 << (exponent - 1)) - 1
    _, e = math.frexp(abs(value))
    quantum = max(e - 1, 1 - emax) - mantissa
    rounded = math.ldexp(round(math.ldexp(abs(value), -quantum)), quantum)
    if rounded >= math.ldexp(1.0, emax + 1):
        rounded = math.inf
    return math.copysign(rounded, value)


def int_to_float(number: int, type: Attribute) -> float | None:
    """An integer converted to ``type`` with nearest-even rounding (APFloat's
    convertFromAPInt), exactly even where a double could not hold the integer."""
    element = element_type(type)
    fmt = _FLOAT_SEMANTICS.get(element.__class__)
    if fmt is None:
        return None
    if isinstance(element, Float64Type) or abs(number) < 1 << 53:
        return round_float(float(number), type)  # float() rounds a large int correctly
    precision = fmt[0]
    shift = abs(number).bit_length() - precision
    kept, rest = divmod(abs(number), 1 << shift)
    half = 1 << (shift - 1)
    if rest > half or (rest == half and kept & 1):
        kept += 1
    return round_float(math.copysign(float(kept << shift), number), type)


# struct formats of the float types whose bits Python can pack (bf16 is f32's top half).
_PACK = {Float16Type: "<e", Float32Type: "<f", Float64Type: "<d"}


def scalar_bits(attr: Attribute | None) -> tuple[int, int] | None:
    """(bits, width) of a scalar integer or float constant."""
    if isinstance(attr, IntegerAttr) and isinstance(attr.type, IntegerType):
        return attr.value.data & mask(attr.type.width.data), attr.type.width.data
    if isinstance(attr, FloatAttr):
        fmt = _PACK.get(type(attr.type))
        if fmt is not None:
            raw = struct.pack(fmt, attr.value.data)
            return int.from_bytes(raw, "little"), len(raw) * 8
        if isinstance(attr.type, BFloat16Type):
            return int.from_bytes(struct.pack("<f", attr.value.data), "little") >> 16, 16
    return None


def from_bits(bits: tuple[int, int], type: Attribute) -> Attribute | None:
    """The scalar constant of ``type`` with these (bits, width); None if the widths differ."""
    value, width = bits
    if isinstance(type, IntegerType):
        return make_int(type, value) if type.width.data == width else None
    fmt = _PACK.get(type.__class__)
    if fmt is not None and struct.calcsize(fmt) * 8 == width:
        return FloatAttr(struct.unpack(fmt, value.to_bytes(width // 8, "little"))[0], type)
    if isinstance(type, BFloat16Type) and width == 16:
        return FloatAttr(struct.unpack("<f", (value << 16).to_bytes(4, "little"))[0], type)
    return None


def is_float_type(t: Attribute) -> bool:
    return isinstance(element_type(t), AnyFloat)


def make_float(type: Attribute, value: float) -> Attribute | None:
    """``value`` (already in ``type``'s format) as a scalar or splat attribute of ``type``."""
    if math.isnan(value):
        value = math.nan  # APFloat's default NaN: positive and quiet
    if isinstance(type, TensorType):
        return splat_of(type, value)
    return FloatAttr(value, type)


def _float_elements(attr: Attribute) -> list[float] | None:
    if not isinstance(attr, DenseIntOrFPElementsAttr) or not is_float_type(attr.type):
        return None
    return [float(v) for v in attr.get_values()]


FloatBinary = Callable[[float, float], float | None]


def fold_float_binary(
    lhs: Attribute | None, rhs: Attribute | None, calculate: FloatBinary
) -> Attribute | None:
    """MLIR's constFoldBinaryOp<FloatAttr> computing exactly then rounding to the type."""
    if lhs is None or rhs is None:
        return None

    def apply(a: float, b: float, type: Attribute) -> float | None:
        result = calculate(a, b)
        return None if result is None else round_float(result, type)

    if isinstance(lhs, FloatAttr) and isinstance(rhs, FloatAttr):
        if lhs.type != rhs.type:
            return None
        result = apply(lhs.value.data, rhs.value.data, lhs.type)
        return None if result is None else make_float(lhs.type, result)
    a_values, b_values = _float_elements(lhs), _float_elements(rhs)
    if a_values is None or b_values is None or lhs.type != rhs.type:  # type: ignore[union-attr]
        return None
    type = lhs.type  # type: ignore[union-attr]
    a, b = float_value(lhs), float_value(rhs)
    if a is not None and b is not None:
        result = apply(a, b, type)
        return None if result is None else make_float(type, result)
    results = _each(lambda x, y: apply(x, y, type), a_values, b_values)
    return None if results is None else DenseIntOrFPElementsAttr.from_list(type, results)


def fold_cast(
    operand: Attribute | None,
    result_type: Attribute,
    read: Callable[[Attribute], list | None],
    calculate: Callable[[float | int], float | int | None],
    make: Callable[[Attribute, float | int], Attribute | None],
) -> Attribute | None:
    """MLIR's constFoldCastOp between any element kinds: a scalar, a splat or each element
    (``read`` gives a constant's element values, or None if it is not of the source kind)."""
    if operand is None:
        return None
    values = read(operand)
    if values is None:
        return None
    if not isinstance(operand, DenseIntOrFPElementsAttr) or len(set(values)) == 1:
        result = calculate(values[0])
        return None if result is None else make(result_type, result)
    results = _each(calculate, values)
    if results is None or not isinstance(result_type, TensorType):
        return None
    return DenseIntOrFPElementsAttr.from_list(result_type, results)


class CastOpInterface(OpTrait):
    """MLIR's CastOpInterface, whose trait fold turns a cast to its own operand's type into
    that operand (the greedy driver applies it when the op's own fold does not fold)."""

    @staticmethod
    def fold(op: Operation) -> list[SSAValue] | None:
        operands = list(op.operands)
        if operands and [v.type for v in operands] == [r.type for r in op.results]:
            return operands
        return None
