"""``arith`` as Triton uses it: upstream xDSL arith, made tensor-aware where xDSL is not.

xDSL 0.74's arith rejects what Triton IR is full of (measured):
- ``arith.cmpi``/``arith.cmpf`` always produce a scalar ``i1``; on tensors MLIR produces
  ``tensor<..xi1, #enc>`` of the operand's shape and encoding;
- ``arith.select`` takes only a scalar ``i1`` condition and prints one type; MLIR also takes a
  tensor condition and then prints ``: tensor<..xi1>, tensor<..xT>``;
- the int/float casts (``sitofp``, ``fptosi``, ``extsi``, ``trunci``, ...) take scalars only;
- ``arith.remf`` is missing.
The classes below subclass the upstream ops (keeping their folders and canonicalization
patterns) and change only constraints, verifiers and syntax. Every other op is upstream's.
``Arith`` is the dialect object that ``make_context()`` registers.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import ClassVar, Literal

from gluon_opt.dialects.traits import Elementwise, with_traits
from xdsl.dialects import arith as xarith
from xdsl.dialects.arith import (
    CMPF_COMPARISON_OPERATIONS,
    CMPI_COMPARISON_OPERATIONS,
    FastMathFlagsAttr,
    FloatingPointLikeBinaryOperation,
    IntegerOverflowFlag,
    floatingPointLike,
    signlessIntegerLike,
)
from xdsl.dialects.builtin import (
    AnyFloat,
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    TensorType,
    VectorType,
    container_of,
    i1,
    i64,
)
from xdsl.dialects.utils.bit_enum_attribute import BitEnumAttribute
from xdsl.ir import Attribute, Dialect, Operation, SSAValue
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    VarConstraint,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Commutative, ConstantLike, Pure
from xdsl.utils.exceptions import VerifyException


def _shape_like(t: Attribute, elem: Attribute) -> Attribute:
    """``t`` with element type ``elem`` (same shape and encoding); a scalar becomes ``elem``."""
    if isinstance(t, TensorType):
        return TensorType(elem, t.get_shape(), t.encoding)
    if isinstance(t, VectorType):
        return VectorType(elem, t.get_shape(), t.scalable_dims)
    return elem


def _elem(t: Attribute) -> Attribute:
    return t.element_type if isinstance(t, TensorType | VectorType) else t


def _same_shape(a: Attribute, b: Attribute) -> bool:
    """Operand/result shapes (and tensor encodings) agree, scalars with scalars."""
    if isinstance(a, TensorType) and isinstance(b, TensorType):
        return a.get_shape() == b.get_shape() and a.encoding == b.encoding
    if isinstance(a, VectorType) and isinstance(b, VectorType):
        return a.get_shape() == b.get_shape()
    return not isinstance(a, TensorType | VectorType) and not isinstance(b, TensorType | VectorType)


def _print_attr_dict(printer: Printer, op: Operation, elided: tuple[str, ...]) -> None:
    attrs = {k: v for k, v in op.attributes.items() if k not in elided}
    if attrs:
        printer.print_op_attributes(dict(sorted(attrs.items())))


# ---------------------------------------------------------------------------------------
# Comparisons and select
# ---------------------------------------------------------------------------------------


def _verify_comparison(lhs: Attribute, rhs: Attribute, result: Attribute) -> None:
    if lhs != rhs:
        raise VerifyException("requires all operands to have the same type")
    if result != _shape_like(lhs, i1):
        raise VerifyException(
            "result type must be i1 with the shape (and encoding) of the operands"
        )


def _parse_predicate(parser: Parser, names: Sequence[str]) -> str:
    """A comparison predicate: MLIR's enum parser takes a keyword or a string (`"slt"`)."""
    pos = parser.pos
    predicate = parser.parse_optional_str_literal() or parser.parse_identifier()
    if predicate not in names:
        parser.raise_error(
            "expected string or keyword containing one of the following enum values for "
            f"attribute 'predicate' [{', '.join(names)}]",
            pos,
            parser.pos,
        )
    return predicate


@irdl_op_definition
class CmpiOp(xarith.ComparisonOperation):
    """``arith.cmpi slt, %a, %b : tensor<..xi32>`` -> ``tensor<..xi1>`` (i1-like result)."""

    name = "arith.cmpi"
    predicate = prop_def(IntegerAttr)
    lhs = operand_def(signlessIntegerLike)
    rhs = operand_def(signlessIntegerLike)
    result = result_def(container_of(IntegerType(1)))

    traits = traits_def(xarith.CmpiHasCanonicalizationPatterns(), Pure(), Elementwise())

    def __init__(
        self,
        operand1: Operation | SSAValue,
        operand2: Operation | SSAValue,
        arg: int | str,
    ):
        operand1, operand2 = SSAValue.get(operand1), SSAValue.get(operand2)
        if isinstance(arg, str):
            if arg not in CMPI_COMPARISON_OPERATIONS:
                raise VerifyException(f"Unknown comparison mnemonic: {arg}")
            arg = CMPI_COMPARISON_OPERATIONS.index(arg)
        Operation.__init__(
            self,
            operands=[operand1, operand2],
            result_types=[_shape_like(operand1.type, i1)],
            properties={"predicate": IntegerAttr(arg, i64)},
        )

    def verify_(self) -> None:
        _verify_comparison(self.lhs.type, self.rhs.type, self.result.type)

    @classmethod
    def parse(cls, parser: Parser) -> CmpiOp:
        predicate = _parse_predicate(parser, CMPI_COMPARISON_OPERATIONS)
        parser.parse_punctuation(",")
        lhs = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        rhs = parser.parse_unresolved_operand()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        lhs_v, rhs_v = parser.resolve_operands([lhs, rhs], [t, t], parser.pos)
        op = cls(lhs_v, rhs_v, predicate)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {CMPI_COMPARISON_OPERATIONS[self.predicate.value.data]}, ")
        printer.print_operand(self.lhs)
        printer.print_string(", ")
        printer.print_operand(self.rhs)
        _print_attr_dict(printer, self, ("predicate",))
        printer.print_string(" : ")
        printer.print_attribute(self.lhs.type)


@irdl_op_definition
class CmpfOp(xarith.ComparisonOperation):
    """``arith.cmpf olt, %a, %b (fastmath<..>)? : tensor<..xf32>`` -> i1-like result."""

    name = "arith.cmpf"
    predicate = prop_def(IntegerAttr)
    lhs = operand_def(floatingPointLike)
    rhs = operand_def(floatingPointLike)
    fastmath = prop_def(FastMathFlagsAttr, default_value=FastMathFlagsAttr("none"))
    result = result_def(container_of(IntegerType(1)))

    traits = traits_def(Pure(), Elementwise())

    def __init__(
        self,
        operand1: SSAValue | Operation,
        operand2: SSAValue | Operation,
        arg: int | str,
        fastmath: FastMathFlagsAttr | None = None,
    ):
        if fastmath is None:
            fastmath = FastMathFlagsAttr("none")
        operand1, operand2 = SSAValue.get(operand1), SSAValue.get(operand2)
        if isinstance(arg, str):
            if arg not in CMPF_COMPARISON_OPERATIONS:
                raise VerifyException(f"Unknown comparison mnemonic: {arg}")
            arg = CMPF_COMPARISON_OPERATIONS.index(arg)
        Operation.__init__(
            self,
            operands=[operand1, operand2],
            result_types=[_shape_like(operand1.type, i1)],
            properties={"predicate": IntegerAttr(arg, i64), "fastmath": fastmath},
        )

    def verify_(self) -> None:
        _verify_comparison(self.lhs.type, self.rhs.type, self.result.type)

    @classmethod
    def parse(cls, parser: Parser) -> CmpfOp:
        predicate = _parse_predicate(parser, CMPF_COMPARISON_OPERATIONS)
        parser.parse_punctuation(",")
        lhs = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        rhs = parser.parse_unresolved_operand()
        fastmath = FastMathFlagsAttr("none")
        if parser.parse_optional_keyword("fastmath") is not None:
            fastmath = FastMathFlagsAttr(FastMathFlagsAttr.parse_parameter(parser))
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        lhs_v, rhs_v = parser.resolve_operands([lhs, rhs], [t, t], parser.pos)
        op = cls(lhs_v, rhs_v, predicate, fastmath)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {CMPF_COMPARISON_OPERATIONS[self.predicate.value.data]}, ")
        printer.print_operand(self.lhs)
        printer.print_string(", ")
        printer.print_operand(self.rhs)
        if self.fastmath != FastMathFlagsAttr("none"):
            printer.print_string(" fastmath")
            self.fastmath.print_parameter(printer)
        _print_attr_dict(printer, self, ("predicate", "fastmath"))
        printer.print_string(" : ")
        printer.print_attribute(self.lhs.type)


@irdl_op_definition
class SelectOp(IRDLOperation):
    """``arith.select %c, %a, %b : T`` or, with a shaped condition, ``: tensor<..xi1>, T``."""

    name = "arith.select"

    _T: ClassVar = VarConstraint("_T", AnyAttr())
    cond = operand_def(container_of(IntegerType(1)))
    lhs = operand_def(_T)
    rhs = operand_def(_T)
    result = result_def(_T)

    traits = traits_def(Pure(), xarith.SelectHasCanonicalizationPatterns(), Elementwise())

    def __init__(
        self, cond: SSAValue | Operation, lhs: SSAValue | Operation, rhs: SSAValue | Operation
    ):
        lhs = SSAValue.get(lhs)
        super().__init__(operands=[cond, lhs, rhs], result_types=[lhs.type])

    def verify_(self) -> None:
        cond = self.cond.type
        if isinstance(cond, TensorType | VectorType) and not _same_shape(
            cond, _shape_like(self.result.type, i1)
        ):
            raise VerifyException(
                "expected condition type to have the same shape as the result type, "
                f"expected {_shape_like(self.result.type, i1)}, but got {cond}"
            )

    @classmethod
    def parse(cls, parser: Parser) -> SelectOp:
        operands = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_unresolved_operand
        )
        if len(operands) != 3:
            parser.raise_error(f"expected 3 operands, got {len(operands)}")
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        first = parser.parse_type()
        if parser.parse_optional_punctuation(",") is not None:
            cond_t, res_t = first, parser.parse_type()
        else:
            cond_t, res_t = i1, first
        values = parser.resolve_operands(operands, [cond_t, res_t, res_t], parser.pos)
        op = cls(*values)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.operands, printer.print_operand)
        _print_attr_dict(printer, self, ())
        printer.print_string(" : ")
        if isinstance(self.cond.type, TensorType | VectorType):
            printer.print_attribute(self.cond.type)
            printer.print_string(", ")
        printer.print_attribute(self.result.type)


# ---------------------------------------------------------------------------------------
# Casts on tensors
# ---------------------------------------------------------------------------------------

_int_like = container_of(IntegerType)
_int_or_index_like = container_of(IntegerType | IndexType)
_float_like = container_of(AnyFloat)


def _verify_cast_shapes(op: Operation) -> None:
    a, b = op.operands[0].type, op.results[0].type
    if not _same_shape(a, b):
        raise VerifyException("all non-scalar operands/results must have the same shape")


def _width_of(t: Attribute) -> int:
    e = _elem(t)
    return e.width.data if isinstance(e, IntegerType) else getattr(e, "bitwidth", 0)


class _CastOp(IRDLOperation):
    """MLIR's elementwise casts: ``$in attr-dict : type($in) to type($out)``, shapes agree."""

    input = operand_def()
    result = result_def()

    assembly_format = "$input attr-dict `:` type($input) `to` type($result)"
    traits = traits_def(Pure(), Elementwise())

    def __init__(self, op: SSAValue | Operation, target_type: Attribute):
        super().__init__(operands=[op], result_types=[target_type])

    def verify_(self) -> None:
        _verify_cast_shapes(self)
        self.verify_widths(_width_of(self.input.type), _width_of(self.result.type))

    def verify_widths(self, src: int, dst: int) -> None: ...


class _Widening(_CastOp):
    def verify_widths(self, src: int, dst: int) -> None:
        if not dst > src:
            raise VerifyException("result type must be wider than operand type")


class _Narrowing(_CastOp):
    def verify_widths(self, src: int, dst: int) -> None:
        if not dst < src:
            raise VerifyException("result type must be shorter than operand type")


@irdl_op_definition
class FPToSIOp(_CastOp):
    name = "arith.fptosi"
    input = operand_def(_float_like)
    result = result_def(_int_like)


@irdl_op_definition
class FPToUIOp(_CastOp):
    name = "arith.fptoui"
    input = operand_def(_float_like)
    result = result_def(_int_like)


@irdl_op_definition
class SIToFPOp(_CastOp):
    name = "arith.sitofp"
    input = operand_def(_int_like)
    result = result_def(_float_like)


@irdl_op_definition
class UIToFPOp(_CastOp):
    name = "arith.uitofp"
    input = operand_def(_int_like)
    result = result_def(_float_like)


@irdl_op_definition
class ExtFOp(_Widening):
    name = "arith.extf"
    input = operand_def(_float_like)
    result = result_def(_float_like)


@irdl_op_definition
class TruncFOp(_Narrowing):
    name = "arith.truncf"
    input = operand_def(_float_like)
    result = result_def(_float_like)


@irdl_op_definition
class TruncIOp(_Narrowing):
    name = "arith.trunci"
    input = operand_def(_int_like)
    result = result_def(_int_like)


@irdl_op_definition
class ExtSIOp(_Widening):
    name = "arith.extsi"
    input = operand_def(_int_like)
    result = result_def(_int_like)


@irdl_op_definition
class ExtUIOp(_Widening):
    name = "arith.extui"
    input = operand_def(_int_like)
    result = result_def(_int_like)


@irdl_op_definition
class IndexCastOp(_CastOp):
    name = "arith.index_cast"
    input = operand_def(_int_or_index_like)
    result = result_def(_int_or_index_like)


@irdl_op_definition
class BitcastOp(_CastOp):
    name = "arith.bitcast"

    def verify_widths(self, src: int, dst: int) -> None:
        if src != dst:
            raise VerifyException(
                "operand and result types must have equal bitwidths or be IndexType"
            )


@irdl_op_definition
class RemFOp(FloatingPointLikeBinaryOperation):
    """``arith.remf`` (missing from xDSL 0.74)."""

    name = "arith.remf"
    traits = traits_def(Elementwise())


@irdl_attr_definition
class IntegerOverflowAttr(BitEnumAttribute[IntegerOverflowFlag]):
    """``overflow<nsw, nuw>``: MLIR separates the flags with ", " (xDSL prints ",")."""

    name = "arith.overflow"
    none_value = "none"

    def __init__(self, flags: Iterable[IntegerOverflowFlag] | Literal["none"] | None):
        super().__init__(flags)

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            flags = [f.value for f in IntegerOverflowFlag if f in self.data]
            printer.print_string(", ".join(flags) if flags else "none")


class _OverflowBinaryOp(xarith.SignlessIntegerBinaryOperation):
    overflow_flags = prop_def(
        IntegerOverflowAttr,
        default_value=IntegerOverflowAttr("none"),
        prop_name="overflowFlags",
    )

    assembly_format = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)"

    def __init__(
        self,
        operand1: Operation | SSAValue,
        operand2: Operation | SSAValue,
        result_type: Attribute | None = None,
        overflow: IntegerOverflowAttr | None = None,
    ):
        if result_type is None:
            result_type = SSAValue.get(operand1).type
        IRDLOperation.__init__(
            self,
            operands=[operand1, operand2],
            properties={"overflowFlags": overflow or IntegerOverflowAttr("none")},
            result_types=[result_type],
        )


_INT_CANON = xarith.SignlessIntegerBinaryOperationHasCanonicalizationPatternsTrait

# The folds below follow MLIR's ArithOps.cpp rather than xDSL's generic binary fold, because
# the order shows in the output: MLIR tries the identity folds first (muli(x, 1) -> x reuses x
# even when x is a constant) and only then folds two constants into a new one. Like MLIR they
# look at the right operand only: a constant on the left is first moved right by the
# Commutative trait's fold (the greedy driver's job), and the op is folded on its next visit.


def _bit_width(type: Attribute) -> int:
    element = type.get_element_type() if isinstance(type, TensorType | VectorType) else type
    return element.width.data if isinstance(element, IntegerType) else 64  # index: 64 bits


def _splat_int(value: SSAValue) -> int | None:
    """The unsigned value of a constant integer or integer splat (MLIR's m_ConstantInt)."""
    attr = ConstantLike.get_constant_value(value)
    if isinstance(attr, IntegerAttr):
        raw = attr.value.data
    elif isinstance(attr, DenseIntOrFPElementsAttr) and attr.is_splat() and len(attr) > 0:
        raw = attr.get_values()[0]
        if not isinstance(raw, int):
            return None
    else:
        return None
    return raw % (1 << _bit_width(value.type))


def _defining(value: SSAValue, op_type: type[Operation]) -> Operation | None:
    owner = value.owner
    return owner if isinstance(owner, op_type) else None


class _FoldingIntBinaryOp(_OverflowBinaryOp):
    def _const_fold(self) -> tuple[IntegerAttr] | None:
        """MLIR's constFoldBinaryOp for two scalar constants (xDSL's generic fold)."""
        lhs = ConstantLike.get_constant_value(self.lhs)
        rhs = ConstantLike.get_constant_value(self.rhs)
        if isinstance(lhs, IntegerAttr) and isinstance(rhs, IntegerAttr):
            result = self.py_operation(lhs.value.data, rhs.value.data)
            if result is not None:
                return (IntegerAttr(result, lhs.type, truncate_bits=True),)
        return None


@irdl_op_definition
class AddiOp(_FoldingIntBinaryOp):
    name = "arith.addi"
    traits = traits_def(Pure(), Commutative(), _INT_CANON(), Elementwise())
    py_operation = staticmethod(xarith.AddiOp.py_operation)
    is_right_unit = staticmethod(xarith.AddiOp.is_right_unit)

    def fold(self):
        if _splat_int(self.rhs) == 0:  # addi(x, 0) -> x
            return (self.lhs,)
        if (sub := _defining(self.lhs, SubiOp)) and sub.operands[1] == self.rhs:
            return (sub.operands[0],)  # addi(subi(a, b), b) -> a
        if (sub := _defining(self.rhs, SubiOp)) and sub.operands[1] == self.lhs:
            return (sub.operands[0],)  # addi(b, subi(a, b)) -> a
        return self._const_fold()


@irdl_op_definition
class SubiOp(_FoldingIntBinaryOp):
    name = "arith.subi"
    traits = traits_def(Pure(), _INT_CANON(), Elementwise())
    py_operation = staticmethod(xarith.SubiOp.py_operation)
    is_right_unit = staticmethod(xarith.SubiOp.is_right_unit)

    def fold(self):
        if self.lhs == self.rhs and isinstance(self.result.type, IntegerType | IndexType):
            # subi(x, x) -> 0 (MLIR also folds statically shaped tensors to a zero splat).
            return (IntegerAttr(0, self.result.type),)
        if _splat_int(self.rhs) == 0:  # subi(x, 0) -> x
            return (self.lhs,)
        if add := _defining(self.lhs, AddiOp):
            if self.rhs == add.operands[1]:  # subi(addi(a, b), b) -> a
                return (add.operands[0],)
            if self.rhs == add.operands[0]:  # subi(addi(a, b), a) -> b
                return (add.operands[1],)
        return self._const_fold()


@irdl_op_definition
class MuliOp(_FoldingIntBinaryOp):
    name = "arith.muli"
    traits = traits_def(Pure(), Commutative(), _INT_CANON(), Elementwise())
    py_operation = staticmethod(xarith.MuliOp.py_operation)
    is_right_unit = staticmethod(xarith.MuliOp.is_right_unit)
    is_right_zero = staticmethod(xarith.MuliOp.is_right_zero)

    def fold(self):
        rhs = _splat_int(self.rhs)
        if rhs == 0:  # muli(x, 0) -> 0, the existing constant
            return (self.rhs,)
        if rhs == 1:  # muli(x, 1) -> x
            return (self.lhs,)
        return self._const_fold()


@irdl_op_definition
class ShLIOp(_FoldingIntBinaryOp):
    name = "arith.shli"
    traits = traits_def(Pure(), _INT_CANON(), Elementwise())
    is_right_unit = staticmethod(xarith.ShLIOp.is_right_unit)

    @staticmethod
    def py_operation(lhs: int, rhs: int) -> int | None:
        return lhs << rhs

    def fold(self):
        rhs = _splat_int(self.rhs)
        if rhs == 0:  # shli(x, 0) -> x
            return (self.lhs,)
        if rhs is None or rhs >= _bit_width(self.result.type):
            return None  # MLIR does not fold a shift by the bit width or more
        return self._const_fold()


# The upstream ops that already handle tensors, with MLIR's Elementwise trait (xDSL's do not
# declare it; MLIR's ElementwiseMappable gives it to every arith op but arith.constant).
# Re-exported so that passes can import every arith op from this module.
_UPSTREAM: dict[str, type[Operation]] = {
    op.name: op if op is xarith.ConstantOp else with_traits(op, Elementwise())
    for op in xarith.Arith.operations
}
ConstantOp = _UPSTREAM["arith.constant"]
DivUIOp = _UPSTREAM["arith.divui"]
DivSIOp = _UPSTREAM["arith.divsi"]
CeilDivSIOp = _UPSTREAM["arith.ceildivsi"]
CeilDivUIOp = _UPSTREAM["arith.ceildivui"]
FloorDivSIOp = _UPSTREAM["arith.floordivsi"]
RemUIOp = _UPSTREAM["arith.remui"]
RemSIOp = _UPSTREAM["arith.remsi"]
MinSIOp = _UPSTREAM["arith.minsi"]
MaxSIOp = _UPSTREAM["arith.maxsi"]
MinUIOp = _UPSTREAM["arith.minui"]
MaxUIOp = _UPSTREAM["arith.maxui"]
AddfOp = _UPSTREAM["arith.addf"]
SubfOp = _UPSTREAM["arith.subf"]
MulfOp = _UPSTREAM["arith.mulf"]
DivfOp = _UPSTREAM["arith.divf"]
NegfOp = _UPSTREAM["arith.negf"]
AndIOp = _UPSTREAM["arith.andi"]
OrIOp = _UPSTREAM["arith.ori"]
XOrIOp = _UPSTREAM["arith.xori"]
ShRUIOp = _UPSTREAM["arith.shrui"]
ShRSIOp = _UPSTREAM["arith.shrsi"]
MinimumfOp = _UPSTREAM["arith.minimumf"]
MinnumfOp = _UPSTREAM["arith.minnumf"]
MaximumfOp = _UPSTREAM["arith.maximumf"]
MaxnumfOp = _UPSTREAM["arith.maxnumf"]
AddUIExtendedOp = _UPSTREAM["arith.addui_extended"]
MulUIExtendedOp = _UPSTREAM["arith.mului_extended"]
MulSIExtendedOp = _UPSTREAM["arith.mulsi_extended"]

_OVERRIDES: dict[str, type[Operation]] = {
    op.name: op
    for op in (
        CmpiOp,
        CmpfOp,
        SelectOp,
        FPToSIOp,
        FPToUIOp,
        SIToFPOp,
        UIToFPOp,
        ExtFOp,
        TruncFOp,
        TruncIOp,
        ExtSIOp,
        ExtUIOp,
        IndexCastOp,
        BitcastOp,
        AddiOp,
        SubiOp,
        MuliOp,
        ShLIOp,
    )
}

OPS: list[type[Operation]] = [
    _OVERRIDES.get(op.name) or _UPSTREAM[op.name] for op in xarith.Arith.operations
] + [RemFOp]
ATTRS: list[type[Attribute]] = [
    IntegerOverflowAttr if a.name == IntegerOverflowAttr.name else a
    for a in xarith.Arith.attributes
]

Arith = Dialect("arith", OPS, ATTRS, [xarith.ArithConstantMaterializationInterface()])

__all__ = ["Arith", "OPS", "ATTRS", "floatingPointLike", "signlessIntegerLike"]
