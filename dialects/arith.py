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

import math
import re
from collections.abc import Callable, Iterable, Sequence
from typing import ClassVar, Literal

from gluon_opt.dialects import accessors
from gluon_opt.dialects.folding import (
    CastOpInterface,
    FoldResult,
    IntBinary,
    IntOrIndex,
    constant_operand,
    element_type,
    fits_in,
    float_value,
    fold_cast,
    fold_float_binary,
    fold_int_binary,
    fold_int_cast,
    from_bits,
    int_operand,
    int_to_float,
    int_value,
    int_width,
    is_float_type,
    is_int_zero,
    make_float,
    make_int,
    mask,
    needs_constant_operand,
    needs_operand_from,
    round_float,
    scalar_bits,
    to_signed,
)
from gluon_opt.dialects.text.parser import (
    MLIRParser,
    new_op,
    operand_at,
    operands_until,
    tensor_like,
)
from gluon_opt.dialects.traits import Elementwise, ExpensiveMath, is_kind_of, with_traits
from xdsl.dialects import arith as xarith
from xdsl.dialects.arith import (
    CMPF_COMPARISON_OPERATIONS,
    CMPI_COMPARISON_OPERATIONS,
    FastMathFlag,
    FastMathFlagsAttr,
    FloatingPointLikeBinaryOperation,
    IntegerOverflowFlag,
    floatingPointLike,
    signlessIntegerLike,
)
from xdsl.dialects.builtin import (
    AnyFloat,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    TensorType,
    VectorType,
    container_of,
    i1,
    i64,
)
from xdsl.dialects.utils.bit_enum_attribute import BitEnumAttribute
from xdsl.interfaces import HasFolderInterface
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
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import Commutative, Pure
from xdsl.utils.exceptions import VerifyException


def _shape_like(t: Attribute, elem: Attribute) -> Attribute:
    """``t`` with element type ``elem`` (same shape and encoding); a scalar becomes ``elem``."""
    if isinstance(t, TensorType):
        return TensorType(elem, t.get_shape(), t.encoding)
    if isinstance(t, VectorType):
        return VectorType(elem, t.get_shape(), t.scalable_dims)
    return elem


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


def _parse_comparison(
    parser: Parser, names: Sequence[str]
) -> tuple[str, UnresolvedOperand, UnresolvedOperand]:
    """``$predicate, $lhs, $rhs`` of cmpi/cmpf: MLIR's enum parser takes the predicate as a
    keyword or a string (`"slt"`)."""
    pos = parser.pos
    predicate = parser.parse_optional_str_literal() or parser.parse_identifier()
    if predicate not in names:
        parser.raise_error(
            "expected string or keyword containing one of the following enum values for "
            f"attribute 'predicate' [{', '.join(names)}]",
            pos,
            parser.pos,
        )
    parser.parse_punctuation(",")
    lhs = parser.parse_unresolved_operand()
    parser.parse_punctuation(",")
    return predicate, lhs, parser.parse_unresolved_operand()


# `slt, ` after a comparison's name, as MLIR prints it
_PREDICATE_AT = re.compile(r" ([a-z]+), ")


def _read_comparison(
    cls: type[CmpiOp | CmpfOp],
    parser: MLIRParser,
    text: str,
    pos: int,
    predicates: dict[str, IntegerAttr],
) -> tuple[Operation, int, list[int]] | None:
    """``$predicate, $lhs, $rhs : $type`` spelled as MLIR prints it, read from the text (see
    _parse_comparison); None for anything else."""
    head = _PREDICATE_AT.match(text, pos)
    predicate = None if head is None else predicates.get(head[1])
    lhs = None if predicate is None else operand_at(text, head.end())
    if lhs is None or not text.startswith(",", lhs.end()):
        return None
    rhs = operand_at(text, lhs.end() + 1)
    if rhs is None or not text.startswith(" : ", rhs.end()):
        return None
    found = parser.type_at(rhs.end() + 3)
    if found is None:
        return None
    end, operand_type = found
    lhs_value = parser.value_of(lhs, operand_type)
    rhs_value = None if lhs_value is None else parser.value_of(rhs, operand_type)
    if rhs_value is None:
        return None
    result_type = parser.derived_type(_i1_like, operand_type)
    properties = {"predicate": predicate}
    op = new_op(cls, (lhs_value, rhs_value), (result_type,), properties, {})
    return op, end, [lhs.start(1), rhs.start(1)]


def _i1_like(t: Attribute) -> Attribute:
    return tensor_like(t, i1) if type(t) is TensorType else _shape_like(t, i1)


def _print_comparison(printer: Printer, names: Sequence[str], op: CmpiOp | CmpfOp) -> None:
    lhs, rhs = op._operands  # by position: accessors cost Python calls
    printer.print_string(f" {names[op.properties['predicate'].value.data]}, ")
    printer.print_list((lhs, rhs), printer.print_operand)


def _predicate_number(predicate: int | str, names: Sequence[str]) -> int:
    """A comparison predicate given by number or by mnemonic, as its number."""
    if isinstance(predicate, int):
        return predicate
    if predicate not in names:
        raise VerifyException(f"Unknown comparison mnemonic: {predicate}")
    return names.index(predicate)


# each predicate's stored attribute (attributes are immutable: shared by every parse)
_CMPI_PREDICATES = {
    name: IntegerAttr(index, i64) for index, name in enumerate(CMPI_COMPARISON_OPERATIONS)
}
_CMPF_PREDICATES = {
    name: IntegerAttr(index, i64) for index, name in enumerate(CMPF_COMPARISON_OPERATIONS)
}
_TRUE_ON_EQUAL = ("eq", "sle", "sge", "ule", "uge")
_SWAPPED_PREDICATE = {
    "eq": "eq",
    "ne": "ne",
    "slt": "sgt",
    "sgt": "slt",
    "sle": "sge",
    "sge": "sle",
    "ult": "ugt",
    "ugt": "ult",
    "ule": "uge",
    "uge": "ule",
}


def _compare(predicate: str, a: int, b: int, width: int) -> bool:
    """MLIR's applyCmpPredicate on APInts."""
    if predicate[0] == "s":
        a, b = to_signed(a, width), to_signed(b, width)
    return {
        "eq": a == b,
        "ne": a != b,
        "lt": a < b,
        "le": a <= b,
        "gt": a > b,
        "ge": a >= b,
    }[predicate if predicate in ("eq", "ne") else predicate[1:]]


def _compare_floats(predicate: str, a: float, b: float) -> bool:
    """MLIR's applyCmpPredicate on APFloats: o* are false and u* true when unordered."""
    if predicate in ("false", "true"):
        return predicate == "true"
    if math.isnan(a) or math.isnan(b):
        return predicate[0] == "u"
    if predicate in ("ord", "uno"):
        return predicate == "ord"
    return {
        "eq": a == b,
        "gt": a > b,
        "ge": a >= b,
        "lt": a < b,
        "le": a <= b,
        "ne": a != b,
    }[predicate[1:]]


def _attr_type(attr: Attribute) -> Attribute:
    return attr.type if isinstance(attr, IntegerAttr | DenseIntOrFPElementsAttr) else attr


def _defining(value: SSAValue, op_type: type[Operation]) -> Operation | None:
    owner = value.owner
    # (is_kind_of: a failing isinstance test against an op class, an ABC, is a Python call)
    return owner if is_kind_of(type(owner), op_type) else None


@irdl_op_definition
class CmpiOp(xarith.ComparisonOperation, HasFolderInterface):
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
        predicate = _predicate_number(arg, CMPI_COMPARISON_OPERATIONS)
        Operation.__init__(
            self,
            operands=[operand1, operand2],
            result_types=[_shape_like(operand1.type, i1)],
            properties={"predicate": IntegerAttr(predicate, i64)},
        )

    def verify_(self) -> None:
        _verify_comparison(self.lhs.type, self.rhs.type, self.result.type)

    def fold(self) -> FoldResult:
        predicate = CMPI_COMPARISON_OPERATIONS[self.predicate.value.data]
        if self.lhs == self.rhs:  # cmpi(pred, x, x): true for the predicates that allow ==
            value = make_int(self.result.type, predicate in _TRUE_ON_EQUAL)
            return None if value is None else (value,)
        lhs_attr, rhs_attr = constant_operand(self.lhs), constant_operand(self.rhs)
        is_i1 = element_type(self.lhs.type) == i1
        rhs = int_value(rhs_attr)
        if rhs == 0 and predicate == "ne":
            for ext_type in (ExtSIOp, ExtUIOp):
                # ext(%x : i1) != 0 -> %x (MLIR checks scalar and vector operands only)
                ext = _defining(self.lhs, ext_type)
                if ext is not None and ext.operands[0].type == i1:
                    return (ext.operands[0],)
            if is_i1:  # cmpi ne, %x, false -> %x
                return (self.lhs,)
        if rhs == 1 and is_i1 and predicate == "eq":  # cmpi eq, %x, true -> %x
            return (self.lhs,)
        if lhs_attr is not None and rhs_attr is None:
            # Move the constant to the right, in place (eq and ne keep their predicate).
            swapped = _SWAPPED_PREDICATE[predicate]
            self.properties["predicate"] = IntegerAttr(
                CMPI_COMPARISON_OPERATIONS.index(swapped), i64
            )
            self.operands = [self.rhs, self.lhs]
            return (self.result,)
        if lhs_attr is None:
            return None
        folded = fold_int_binary(
            lhs_attr,
            rhs_attr,
            lambda a, b, w: int(_compare(predicate, a, b, w)),
            _shape_like(_attr_type(lhs_attr), i1),
        )
        return None if folded is None else (folded,)

    @classmethod
    def read_text(
        cls, parser: MLIRParser, text: str, pos: int
    ) -> tuple[Operation, int, list[int]] | None:
        return _read_comparison(cls, parser, text, pos, _CMPI_PREDICATES)

    @classmethod
    def parse(cls, parser: Parser) -> CmpiOp:
        predicate, lhs, rhs = _parse_comparison(parser, CMPI_COMPARISON_OPERATIONS)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        lhs_v, rhs_v = parser.resolve_operands([lhs, rhs], [t, t], parser.pos)
        op = cls(lhs_v, rhs_v, predicate)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        _print_comparison(printer, CMPI_COMPARISON_OPERATIONS, self)
        _print_attr_dict(printer, self, ("predicate",))
        printer.print_string(" : ")
        printer.print_attribute(self.lhs.type)


@irdl_op_definition
class CmpfOp(xarith.ComparisonOperation, HasFolderInterface):
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
        predicate = _predicate_number(arg, CMPF_COMPARISON_OPERATIONS)
        operand1, operand2 = SSAValue.get(operand1), SSAValue.get(operand2)
        Operation.__init__(
            self,
            operands=[operand1, operand2],
            result_types=[_shape_like(operand1.type, i1)],
            properties={"predicate": IntegerAttr(predicate, i64), "fastmath": fastmath},
        )

    def verify_(self) -> None:
        _verify_comparison(self.lhs.type, self.rhs.type, self.result.type)

    @needs_constant_operand
    def fold(self) -> FoldResult:
        # Scalar constants only (MLIR's folder looks at FloatAttr operands, not splats).
        lhs, rhs = constant_operand(self.lhs), constant_operand(self.rhs)
        a = lhs.value.data if isinstance(lhs, FloatAttr) else None
        b = rhs.value.data if isinstance(rhs, FloatAttr) else None
        if a is not None and math.isnan(a):
            b = a  # one NaN operand decides the result as two would
        if b is not None and math.isnan(b):
            a = b
        if a is None or b is None:
            return None
        predicate = CMPF_COMPARISON_OPERATIONS[self.predicate.value.data]
        return (IntegerAttr(int(_compare_floats(predicate, a, b)), i1),)

    @classmethod
    def read_text(
        cls, parser: MLIRParser, text: str, pos: int
    ) -> tuple[Operation, int, list[int]] | None:
        return _read_comparison(cls, parser, text, pos, _CMPF_PREDICATES)

    @classmethod
    def parse(cls, parser: Parser) -> CmpfOp:
        predicate, lhs, rhs = _parse_comparison(parser, CMPF_COMPARISON_OPERATIONS)
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
        _print_comparison(printer, CMPF_COMPARISON_OPERATIONS, self)
        if self.fastmath != FastMathFlagsAttr("none"):
            printer.print_string(" fastmath")
            self.fastmath.print_parameter(printer)
        _print_attr_dict(printer, self, ("predicate", "fastmath"))
        printer.print_string(" : ")
        printer.print_attribute(self.lhs.type)


@irdl_op_definition
class SelectOp(IRDLOperation, HasFolderInterface):
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

    def fold(self) -> FoldResult:
        true_value, false_value, cond = self.lhs, self.rhs, self.cond
        if true_value == false_value:
            return (true_value,)
        cond_attr = constant_operand(cond)
        if (flag := int_value(cond_attr)) is not None:  # select true/false, %a, %b
            return (true_value if flag else false_value,)
        true_attr, false_attr = constant_operand(true_value), constant_operand(false_value)
        if self.result.type == i1 and int_value(true_attr) == 1 and int_value(false_attr) == 0:
            return (cond,)  # select %c, true, false -> %c
        cmp = _defining(cond, CmpiOp)
        if cmp is not None:
            predicate = CMPI_COMPARISON_OPERATIONS[cmp.predicate.value.data]
            pair = (cmp.operands[0], cmp.operands[1])
            if predicate in ("eq", "ne") and pair in (
                (true_value, false_value),
                (false_value, true_value),
            ):
                # select(x == y, x, y) -> y; select(x != y, x, y) -> x
                return (true_value if predicate == "ne" else false_value,)
        if (
            isinstance(cond_attr, DenseIntOrFPElementsAttr)
            and isinstance(true_attr, DenseIntOrFPElementsAttr)
            and isinstance(false_attr, DenseIntOrFPElementsAttr)
        ):
            # A non-splat constant condition picks each element of two constants.
            picked = [
                t if c else f
                for c, t, f in zip(
                    cond_attr.get_values(),
                    true_attr.get_values(),
                    false_attr.get_values(),
                    strict=True,
                )
            ]
            return (DenseIntOrFPElementsAttr.from_list(true_attr.type, picked),)
        return None

    @classmethod
    def read_text(
        cls, parser: MLIRParser, text: str, pos: int
    ) -> tuple[Operation, int, list[int]] | None:
        """``%c, %a, %b : T`` or ``: C, T`` spelled as MLIR prints it (without attributes),
        read from the text and built as parse builds it; None for anything else."""
        read = operands_until(text, pos, " : ")
        found = None if read is None or len(read[0]) != 3 else parser.type_at(read[1])
        if found is None:
            return None
        (cond, lhs, rhs), (end, cond_type) = read[0], found
        result_type = cond_type
        if text.startswith(", ", end):
            found = parser.type_at(end + 2)
            if found is None:
                return None
            end, result_type = found
        else:
            cond_type = i1
        values = parser.values_of([cond, lhs, rhs], [cond_type, result_type, result_type])
        if values is None:
            return None
        op = new_op(cls, values, (values[1].type,), {}, {})
        return op, end, [cond.start(1), lhs.start(1), rhs.start(1)]

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


def _ints(attr: Attribute) -> list | None:
    """A constant's integer elements (unsigned), or None for a non-integer constant."""
    if isinstance(attr, IntegerAttr):
        value = int_value(attr)
        return None if value is None else [value]
    if isinstance(attr, DenseIntOrFPElementsAttr) and not is_float_type(attr.type):
        return [v & mask(int_width(attr.type)) for v in attr.get_values()]
    return None


def _floats(attr: Attribute) -> list | None:
    """A constant's float elements, or None for a non-float constant."""
    if isinstance(attr, FloatAttr):
        return [attr.value.data]
    if isinstance(attr, DenseIntOrFPElementsAttr) and is_float_type(attr.type):
        return [float(v) for v in attr.get_values()]
    return None


_int_like = container_of(IntegerType)
_int_or_index_like = container_of(IntOrIndex)
_float_like = container_of(AnyFloat)


def _verify_cast_shapes(op: Operation) -> None:
    a, b = op.operands[0].type, op.results[0].type
    if not _same_shape(a, b):
        raise VerifyException("all non-scalar operands/results must have the same shape")


def _width_of(t: Attribute) -> int:
    e = element_type(t)
    return e.width.data if isinstance(e, IntegerType) else getattr(e, "bitwidth", 0)


class _CastOp(IRDLOperation, HasFolderInterface):
    """MLIR's elementwise casts: ``$in attr-dict : type($in) to type($out)``, shapes agree."""

    input = operand_def()
    result = result_def()

    assembly_format = "$input attr-dict `:` type($input) `to` type($result)"
    traits = traits_def(Pure(), CastOpInterface(), Elementwise())

    def __init__(self, op: SSAValue | Operation, target_type: Attribute):
        super().__init__(operands=[op], result_types=[target_type])

    def verify_(self) -> None:
        _verify_cast_shapes(self)
        self.verify_widths(_width_of(self.input.type), _width_of(self.result.type))

    def verify_widths(self, src: int, dst: int) -> None: ...

    def fold(self) -> FoldResult:
        return None

    def _fold_int(self, calculate: Callable[[int, int], int | None]) -> FoldResult:
        folded = fold_int_cast(constant_operand(self.input), self.result.type, calculate)
        return None if folded is None else (folded,)

    def _fold_float_exactly(self) -> FoldResult:
        """extf/truncf of a constant, only when the value converts without loss."""
        target = self.result.type

        def convert(value: float | int) -> float | None:
            converted = round_float(float(value), target)
            exact = converted is not None and (
                converted == value or (math.isnan(value) and math.isnan(converted))
            )
            return converted if exact else None

        folded = fold_cast(constant_operand(self.input), target, _floats, convert, make_float)
        return None if folded is None else (folded,)

    def _fold_ext_of_ext(self) -> FoldResult:
        """ext(ext(x)) of the same kind -> ext(x), in place."""
        inner = _defining(self.input, type(self))
        if inner is None:
            return None
        self.operands = [inner.operands[0]]
        return (self.result,)


class _Widening(_CastOp):
    def verify_widths(self, src: int, dst: int) -> None:
        if not dst > src:
            raise VerifyException("result type must be wider than operand type")


class _Narrowing(_CastOp):
    def verify_widths(self, src: int, dst: int) -> None:
        if not dst < src:
            raise VerifyException("result type must be shorter than operand type")


class _IntToInt(_CastOp):
    input = operand_def(_int_like)
    result = result_def(_int_like)


class _FloatToFloat(_CastOp):
    input = operand_def(_float_like)
    result = result_def(_float_like)


class _FloatToIntOp(_CastOp):
    """fptosi/fptoui: a constant folds truncated towards zero, never out of range (the
    ``bounds`` of the result width) or NaN."""

    input = operand_def(_float_like)
    result = result_def(_int_like)

    @staticmethod
    def bounds(width: int) -> tuple[int, int]: ...

    def fold(self) -> FoldResult:
        width = int_width(self.result.type)
        low, high = self.bounds(width)

        def convert(value: float | int) -> int | None:
            if math.isnan(value) or math.isinf(value):
                return None
            truncated = math.trunc(value)
            return truncated & mask(width) if low <= truncated <= high else None

        folded = fold_cast(
            constant_operand(self.input), self.result.type, _floats, convert, make_int
        )
        return None if folded is None else (folded,)


class _IntToFloatOp(_CastOp):
    """sitofp/uitofp: a constant (a signed number if ``SIGNED``) folds rounded to
    nearest-even."""

    SIGNED: ClassVar[bool]
    input = operand_def(_int_like)
    result = result_def(_float_like)

    def fold(self) -> FoldResult:
        width = int_width(self.input.type)
        target = self.result.type
        signed = self.SIGNED

        def convert(value: float | int) -> float | None:
            number = to_signed(int(value), width) if signed else int(value) & mask(width)
            return int_to_float(number, target)

        folded = fold_cast(constant_operand(self.input), target, _ints, convert, make_float)
        return None if folded is None else (folded,)


@irdl_op_definition
class FPToSIOp(_FloatToIntOp):
    name = "arith.fptosi"

    @staticmethod
    def bounds(width: int) -> tuple[int, int]:
        return -(1 << (width - 1)), (1 << (width - 1)) - 1


@irdl_op_definition
class FPToUIOp(_FloatToIntOp):
    name = "arith.fptoui"
    bounds = staticmethod(lambda width: (0, mask(width)))


@irdl_op_definition
class SIToFPOp(_IntToFloatOp):
    name = "arith.sitofp"
    SIGNED: ClassVar = True


@irdl_op_definition
class UIToFPOp(_IntToFloatOp):
    name = "arith.uitofp"
    SIGNED: ClassVar = False


@irdl_op_definition
class ExtFOp(_Widening, _FloatToFloat):
    name = "arith.extf"

    def fold(self) -> FoldResult:
        # (extf(truncf(x)) -> x needs both ops to allow contraction; these carry no flags.)
        return self._fold_float_exactly()


@irdl_op_definition
class TruncFOp(_Narrowing, _FloatToFloat):
    name = "arith.truncf"

    def fold(self) -> FoldResult:
        ext = _defining(self.input, ExtFOp)
        if ext is not None:
            source = ext.operands[0]
            # Only when the extension was exact (the source fits the intermediate type).
            if fits_in(element_type(source.type), element_type(ext.results[0].type)):
                if _width_of(source.type) > _width_of(self.result.type):
                    self.operands = [source]  # truncf(extf(a)) -> truncf(a), in place
                    return (self.result,)
                if element_type(source.type) == element_type(self.result.type):
                    return (source,)  # truncf(extf(a)) -> a
        return self._fold_float_exactly()


@irdl_op_definition
class TruncIOp(_Narrowing, _IntToInt):
    name = "arith.trunci"

    def fold(self) -> FoldResult:
        ext = _defining(self.input, ExtUIOp) or _defining(self.input, ExtSIOp)
        if ext is not None:
            source = ext.operands[0]
            if int_width(source.type) > int_width(self.result.type):
                self.operands = [source]  # trunci(ext(a)) -> trunci(a), in place
                return (self.result,)
            if element_type(source.type) == element_type(self.result.type):
                return (source,)  # trunci(ext(a)) -> a
        if (inner := _defining(self.input, TruncIOp)) is not None:
            self.operands = [inner.operands[0]]  # trunci(trunci(a)) -> trunci(a), in place
            return (self.result,)
        return self._fold_int(lambda value, width: value)


@irdl_op_definition
class ExtSIOp(_Widening, _IntToInt):
    name = "arith.extsi"

    def fold(self) -> FoldResult:
        return self._fold_ext_of_ext() or self._fold_int(to_signed)


@irdl_op_definition
class ExtUIOp(_Widening, _IntToInt):
    name = "arith.extui"

    def fold(self) -> FoldResult:
        return self._fold_ext_of_ext() or self._fold_int(lambda value, width: value)


@irdl_op_definition
class IndexCastOp(_CastOp):
    name = "arith.index_cast"
    input = operand_def(_int_or_index_like)
    result = result_def(_int_or_index_like)

    def fold(self) -> FoldResult:
        # A constant is sign-extended or truncated (3.6.0's MLIR has no fold of a round trip).
        return self._fold_int(to_signed)


@irdl_op_definition
class BitcastOp(_CastOp):
    name = "arith.bitcast"

    def verify_widths(self, src: int, dst: int) -> None:
        if src != dst:
            raise VerifyException(
                "operand and result types must have equal bitwidths or be IndexType"
            )

    def fold(self) -> FoldResult:
        operand = constant_operand(self.input)
        if isinstance(operand, DenseIntOrFPElementsAttr) and isinstance(
            self.result.type, TensorType
        ):
            # Dense elements keep their bits under the new element type.
            return (DenseIntOrFPElementsAttr(self.result.type, operand.data),)
        bits = scalar_bits(operand)
        if bits is None:
            return None
        result = from_bits(bits, self.result.type)
        return None if result is None else (result,)


def _ieee_divide(a: float, b: float) -> float:
    if b == 0.0:
        if a == 0.0 or math.isnan(a):
            return math.nan
        return math.copysign(math.inf, a) * math.copysign(1.0, b)
    return a / b


def _remainder(a: float, b: float) -> float:
    """APFloat::mod: the remainder of truncated division, with the sign of ``a``."""
    if math.isnan(a) or math.isnan(b) or math.isinf(a) or b == 0.0:
        return math.nan
    return math.fmod(a, b)


def _maximum(a: float, b: float) -> float:
    """llvm::maximum: NaN if either is NaN; +0 is above -0."""
    if math.isnan(a) or math.isnan(b):
        return math.nan
    if a == b == 0.0:
        return b if math.copysign(1.0, a) < 0 else a
    return max(a, b)


def _minimum(a: float, b: float) -> float:
    """llvm::minimum: NaN (the positive one) if either is NaN, else the mirror image of
    maximum (-0 is below +0)."""
    if math.isnan(a) or math.isnan(b):
        return math.nan
    return -_maximum(-a, -b)


def _maxnum(a: float, b: float) -> float:
    """llvm::maxnum: a NaN operand gives the other one."""
    if math.isnan(a):
        return b
    if math.isnan(b):
        return a
    return _maximum(a, b)


def _minnum(a: float, b: float) -> float:
    """llvm::minnum, the mirror image of maxnum."""
    return -_maxnum(-a, -b)


class _FloatBinaryOp(FloatingPointLikeBinaryOperation, HasFolderInterface):
    """A binary op on floats; constants fold computed exactly, then rounded to the type."""

    traits = traits_def(Pure(), Elementwise())

    def fold(self) -> FoldResult:
        return None

    def _rhs(self) -> float | None:
        return float_value(constant_operand(self.rhs))

    def _const_fold(self, calculate: Callable[[float, float], float]) -> FoldResult:
        folded = fold_float_binary(
            constant_operand(self.lhs), constant_operand(self.rhs), calculate
        )
        return None if folded is None else (folded,)


def _is_zero_of_sign(value: float | None, negative: bool) -> bool:
    return value == 0.0 and (math.copysign(1.0, value) < 0) == negative


@irdl_op_definition
class AddfOp(_FloatBinaryOp):
    name = "arith.addf"
    traits = traits_def(Pure(), Commutative(), Elementwise())

    @needs_constant_operand
    def fold(self) -> FoldResult:
        if _is_zero_of_sign(self._rhs(), negative=True):  # addf(x, -0) -> x
            return (self.lhs,)
        return self._const_fold(lambda a, b: a + b)


@irdl_op_definition
class SubfOp(_FloatBinaryOp):
    name = "arith.subf"

    @needs_constant_operand
    def fold(self) -> FoldResult:
        if _is_zero_of_sign(self._rhs(), negative=False):  # subf(x, +0) -> x
            return (self.lhs,)
        return self._const_fold(lambda a, b: a - b)


@irdl_op_definition
class MulfOp(_FloatBinaryOp):
    name = "arith.mulf"
    traits = traits_def(Pure(), Commutative(), Elementwise())

    @needs_constant_operand
    def fold(self) -> FoldResult:
        rhs = self._rhs()
        if rhs == 1.0:  # mulf(x, 1) -> x
            return (self.lhs,)
        flags = self.fastmath.data if self.fastmath is not None else set()
        if rhs == 0.0 and {FastMathFlag.NO_NANS, FastMathFlag.NO_SIGNED_ZEROS} <= set(flags):
            return (self.rhs,)  # mulf(x, 0) -> 0 when NaNs and signed zeros may be ignored
        return self._const_fold(lambda a, b: a * b)


@irdl_op_definition
class DivfOp(_FloatBinaryOp):
    name = "arith.divf"
    traits = traits_def(Pure(), Elementwise(), ExpensiveMath())

    @needs_constant_operand
    def fold(self) -> FoldResult:
        if self._rhs() == 1.0:  # divf(x, 1) -> x
            return (self.lhs,)
        return self._const_fold(_ieee_divide)


@irdl_op_definition
class RemFOp(_FloatBinaryOp):
    """``arith.remf`` (missing from xDSL 0.74)."""

    name = "arith.remf"

    @needs_constant_operand
    def fold(self) -> FoldResult:
        return self._const_fold(_remainder)


class _FloatMinMaxOp(_FloatBinaryOp):
    """max/min(x, x) -> x; max/min(x, identity) -> x; else constants fold with ``pick``."""

    traits = traits_def(Pure(), Commutative(), Elementwise())

    @staticmethod
    def is_identity(value: float | None) -> bool: ...

    @staticmethod
    def pick(a: float, b: float) -> float: ...

    def fold(self) -> FoldResult:
        if self.lhs == self.rhs:
            return (self.rhs,)
        if self.is_identity(self._rhs()):
            return (self.lhs,)
        return self._const_fold(self.pick)


def _is_nan(value: float | None) -> bool:
    return value is not None and math.isnan(value)


@irdl_op_definition
class MaximumfOp(_FloatMinMaxOp):
    name = "arith.maximumf"
    is_identity = staticmethod(lambda v: v == -math.inf)
    pick = staticmethod(_maximum)


@irdl_op_definition
class MinimumfOp(_FloatMinMaxOp):
    name = "arith.minimumf"
    is_identity = staticmethod(lambda v: v == math.inf)
    pick = staticmethod(_minimum)


@irdl_op_definition
class MaxnumfOp(_FloatMinMaxOp):
    name = "arith.maxnumf"
    is_identity = staticmethod(_is_nan)
    pick = staticmethod(_maxnum)


@irdl_op_definition
class MinnumfOp(_FloatMinMaxOp):
    name = "arith.minnumf"
    is_identity = staticmethod(_is_nan)
    pick = staticmethod(_minnum)


@irdl_op_definition
class NegfOp(IRDLOperation, HasFolderInterface):
    name = "arith.negf"

    _T: ClassVar = VarConstraint("_T", floatingPointLike)
    fastmath = prop_def(FastMathFlagsAttr, default_value=FastMathFlagsAttr("none"))
    operand = operand_def(_T)
    result = result_def(_T)

    traits = traits_def(Pure(), Elementwise())
    assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"

    def __init__(self, operand: Operation | SSAValue, fastmath: FastMathFlagsAttr | None = None):
        operand = SSAValue.get(operand)
        super().__init__(
            properties={"fastmath": fastmath or FastMathFlagsAttr("none")},
            operands=[operand],
            result_types=[operand.type],
        )

    @needs_operand_from(lambda: (NegfOp,))
    def fold(self) -> FoldResult:
        inner = _defining(self.operand, NegfOp)
        if inner is not None:  # negf(negf(x)) -> x
            return (inner.operands[0],)
        folded = fold_cast(
            constant_operand(self.operand), self.result.type, _floats, lambda v: -v, make_float
        )
        return None if folded is None else (folded,)


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


_INT_CANON = xarith.SignlessIntegerBinaryOperationHasCanonicalizationPatternsTrait

# The folds below are MLIR's (ArithOps.cpp), in MLIR's order, because the order shows in the
# output: MLIR tries the identity folds first (muli(x, 1) -> x reuses x even when x is a
# constant) and only then folds two constants into a new one. Like MLIR they look at the right
# operand only: a constant on the left is first moved right by the Commutative trait's fold
# (the greedy driver's job), and the op is folded on its next visit. Every arith op is free of
# memory effects (MLIR's Arith_Op), division and remainder included, so an unused one is dead.


def _zero(type: Attribute) -> Attribute | None:
    """MLIR's Builder::getZeroAttr of an integer or integer tensor type."""
    return make_int(type, 0)


class _IntBinaryOp(xarith.SignlessIntegerBinaryOperation):
    """A binary op on signless integers, without overflow flags."""

    traits = traits_def(Pure(), Elementwise())

    def fold(self) -> FoldResult:
        return None

    def _constant_operands(self) -> tuple[Attribute | None, Attribute | None]:
        return constant_operand(self.lhs), constant_operand(self.rhs)

    def _const_fold(self, calculate: IntBinary) -> FoldResult:
        folded = fold_int_binary(*self._constant_operands(), calculate)
        return None if folded is None else (folded,)


class _OverflowBinaryOp(_IntBinaryOp):
    """A binary op with MLIR's ``overflow<nsw, nuw>`` flags (addi, subi, muli, shli)."""

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


@irdl_op_definition
class AddiOp(_OverflowBinaryOp):
    name = "arith.addi"
    traits = traits_def(Pure(), Commutative(), _INT_CANON(), Elementwise())
    py_operation = staticmethod(xarith.AddiOp.py_operation)
    is_right_unit = staticmethod(xarith.AddiOp.is_right_unit)

    @needs_operand_from(lambda: (SubiOp,))
    def fold(self) -> FoldResult:
        if is_int_zero(constant_operand(self.rhs)):  # addi(x, 0) -> x
            return (self.lhs,)
        if (sub := _defining(self.lhs, SubiOp)) and sub.operands[1] == self.rhs:
            return (sub.operands[0],)  # addi(subi(a, b), b) -> a
        if (sub := _defining(self.rhs, SubiOp)) and sub.operands[1] == self.lhs:
            return (sub.operands[0],)  # addi(b, subi(a, b)) -> a
        return self._const_fold(lambda a, b, w: a + b)


@irdl_op_definition
class SubiOp(_OverflowBinaryOp):
    name = "arith.subi"
    traits = traits_def(Pure(), _INT_CANON(), Elementwise())
    py_operation = staticmethod(xarith.SubiOp.py_operation)
    is_right_unit = staticmethod(xarith.SubiOp.is_right_unit)

    def fold(self) -> FoldResult:
        if self.lhs == self.rhs:  # subi(x, x) -> 0 (the type is always statically shaped)
            zero = _zero(self.result.type)
            if zero is not None:
                return (zero,)
        if is_int_zero(constant_operand(self.rhs)):  # subi(x, 0) -> x
            return (self.lhs,)
        if add := _defining(self.lhs, AddiOp):
            if self.rhs == add.operands[1]:  # subi(addi(a, b), b) -> a
                return (add.operands[0],)
            if self.rhs == add.operands[0]:  # subi(addi(a, b), a) -> b
                return (add.operands[1],)
        return self._const_fold(lambda a, b, w: a - b)


@irdl_op_definition
class MuliOp(_OverflowBinaryOp):
    name = "arith.muli"
    traits = traits_def(Pure(), Commutative(), _INT_CANON(), Elementwise())
    py_operation = staticmethod(xarith.MuliOp.py_operation)
    is_right_unit = staticmethod(xarith.MuliOp.is_right_unit)
    is_right_zero = staticmethod(xarith.MuliOp.is_right_zero)

    @needs_constant_operand
    def fold(self) -> FoldResult:
        rhs = int_value(constant_operand(self.rhs))
        if rhs == 0:  # muli(x, 0) -> 0, the existing constant
            return (self.rhs,)
        if rhs == 1:  # muli(x, 1) -> x
            return (self.lhs,)
        return self._const_fold(lambda a, b, w: a * b)


def _fold_shift(op: _IntBinaryOp, shift: Callable[[int, int, int], int]) -> FoldResult:
    """shli/shrui/shrsi: x >> 0 -> x; two constants fold unless the shift is >= the width.
    As in MLIR, whether the shift is in range is decided by the last element computed."""
    lhs, rhs = op._constant_operands()
    if is_int_zero(rhs):
        return (op.lhs,)
    bounded = False

    def calculate(a: int, b: int, width: int) -> int:
        nonlocal bounded
        bounded = b < width
        return shift(a, b, width) if bounded else 0

    folded = fold_int_binary(lhs, rhs, calculate)
    return (folded,) if folded is not None and bounded else None


@irdl_op_definition
class ShLIOp(_OverflowBinaryOp):
    name = "arith.shli"
    traits = traits_def(Pure(), _INT_CANON(), Elementwise())
    is_right_unit = staticmethod(xarith.ShLIOp.is_right_unit)

    @staticmethod
    def py_operation(lhs: int, rhs: int) -> int | None:
        return lhs << rhs

    @needs_constant_operand
    def fold(self) -> FoldResult:
        return _fold_shift(self, lambda a, b, w: a << b)


@irdl_op_definition
class ShRUIOp(_IntBinaryOp):
    name = "arith.shrui"

    @needs_constant_operand
    def fold(self) -> FoldResult:
        return _fold_shift(self, lambda a, b, w: a >> b)


@irdl_op_definition
class ShRSIOp(_IntBinaryOp):
    name = "arith.shrsi"

    @needs_constant_operand
    def fold(self) -> FoldResult:
        return _fold_shift(self, lambda a, b, w: to_signed(a, w) >> b)


def _fold_div_mul(lhs: SSAValue, rhs: SSAValue, flag: IntegerOverflowFlag) -> SSAValue | None:
    """(a * b) / b -> a, when the multiplication carries the overflow flag ``flag``."""
    mul = _defining(lhs, MuliOp)
    if mul is None or flag not in mul.overflow_flags.data:
        return None
    if mul.operands[0] == rhs:
        return mul.operands[1]
    if mul.operands[1] == rhs:
        return mul.operands[0]
    return None


def _sdiv(a: int, b: int) -> int:
    """Signed division rounding towards zero (APInt::sdiv) on Python integers."""
    quotient = abs(a) // abs(b)
    return quotient if (a < 0) == (b < 0) else -quotient


def _signed_op(calculate: Callable[[int, int, int], int | None]) -> IntBinary:
    """An APInt calculation written on signed values; None when the result overflows."""

    def apply(a: int, b: int, width: int) -> int | None:
        result = calculate(to_signed(a, width), to_signed(b, width), width)
        if result is None or not -(1 << (width - 1)) <= result < 1 << (width - 1):
            return None
        return result & mask(width)

    return apply


class _DivisionOp(_IntBinaryOp):
    """The divisions: x / 1 -> x; div(mul(x, y), y) -> x where the multiplication carries
    ``EXACT_MUL_FLAG``; else constants fold with ``quotient`` (None: no fold)."""

    EXACT_MUL_FLAG: ClassVar[IntegerOverflowFlag | None] = None

    @staticmethod
    def quotient(a: int, b: int, width: int) -> int | None: ...

    def fold(self) -> FoldResult:
        if int_value(constant_operand(self.rhs)) == 1:
            return (self.lhs,)
        if self.EXACT_MUL_FLAG is not None:
            value = _fold_div_mul(self.lhs, self.rhs, self.EXACT_MUL_FLAG)
            if value is not None:
                return (value,)
        return self._const_fold(self.quotient)


@irdl_op_definition
class DivUIOp(_DivisionOp):
    name = "arith.divui"
    EXACT_MUL_FLAG: ClassVar = IntegerOverflowFlag.NUW
    quotient = staticmethod(lambda a, b, w: a // b if b else None)


@irdl_op_definition
class DivSIOp(_DivisionOp):
    name = "arith.divsi"
    EXACT_MUL_FLAG: ClassVar = IntegerOverflowFlag.NSW
    quotient = staticmethod(_signed_op(lambda a, b, w: _sdiv(a, b) if b else None))


def _ceil_div_nonneg(a: int, b: int) -> int:
    return _sdiv(a - 1, b) + 1


def _ceildivsi(a: int, b: int, width: int) -> int | None:
    """MLIR's ceildivsi constant fold on signed values (None: division by zero or an
    intermediate overflow, where MLIR does not fold)."""
    low, high = -(1 << (width - 1)), (1 << (width - 1)) - 1
    if b == 0:
        return None
    if a == 0:
        return 0
    if a > 0 and b > 0:
        return _ceil_div_nonneg(a, b)
    if a < 0 and b < 0:
        if a == low or b == low:  # negating MININT overflows
            return None
        return _ceil_div_nonneg(-a, -b)
    if a < 0:  # b > 0: -((-a) / b)
        return None if a == low else -_sdiv(-a, b)
    if b == low:  # a > 0, b < 0: -(a / -b)
        return None
    result = -_sdiv(a, -b)
    return result if low <= result <= high else None


def _ceildivui(a: int, b: int, width: int) -> int | None:
    if b == 0:
        return None
    quotient = a // b + (1 if a % b else 0)
    return quotient if quotient <= mask(width) else None


@irdl_op_definition
class CeilDivSIOp(_DivisionOp):
    name = "arith.ceildivsi"
    quotient = staticmethod(_signed_op(_ceildivsi))


@irdl_op_definition
class CeilDivUIOp(_DivisionOp):
    name = "arith.ceildivui"
    quotient = staticmethod(_ceildivui)


@irdl_op_definition
class FloorDivSIOp(_DivisionOp):
    name = "arith.floordivsi"
    quotient = staticmethod(_signed_op(lambda a, b, w: a // b if b else None))


class _RemainderOp(_IntBinaryOp):
    """The remainders: x % 1 -> 0; else constants fold with ``remainder``."""

    @staticmethod
    def remainder(a: int, b: int, width: int) -> int | None: ...

    def fold(self) -> FoldResult:
        if int_value(constant_operand(self.rhs)) == 1:
            zero = _zero(self.result.type)
            return None if zero is None else (zero,)
        return self._const_fold(self.remainder)


@irdl_op_definition
class RemUIOp(_RemainderOp):
    name = "arith.remui"
    remainder = staticmethod(lambda a, b, w: a % b if b else None)


@irdl_op_definition
class RemSIOp(_RemainderOp):
    name = "arith.remsi"
    # The remainder takes the sign of the dividend (APInt::srem).
    remainder = staticmethod(_signed_op(lambda a, b, w: a - _sdiv(a, b) * b if b else None))


def _is_not_of(value: SSAValue, other: SSAValue) -> bool:
    """``value`` is ``xori(other, all ones)``."""
    xor = _defining(value, XOrIOp)
    if xor is None or xor.operands[0] != other:
        return False
    return int_operand(xor.operands[1]) == mask(int_width(value.type))


@irdl_op_definition
class AndIOp(_IntBinaryOp):
    name = "arith.andi"
    traits = traits_def(Pure(), Commutative(), Elementwise())

    @needs_operand_from(lambda: (XOrIOp, AndIOp))
    def fold(self) -> FoldResult:
        rhs = int_value(constant_operand(self.rhs))
        if rhs == 0:  # and(x, 0) -> 0
            return (self.rhs,)
        if rhs == mask(int_width(self.result.type)):  # and(x, all ones) -> x
            return (self.lhs,)
        if _is_not_of(self.rhs, self.lhs) or _is_not_of(self.lhs, self.rhs):
            zero = _zero(self.result.type)  # and(x, not(x)) -> 0
            if zero is not None:
                return (zero,)
        for prev_value, other in ((self.lhs, self.rhs), (self.rhs, self.lhs)):
            prev = _defining(prev_value, AndIOp)  # and(a, and(a, b)) -> and(a, b)
            if prev is not None and other in (prev.operands[0], prev.operands[1]):
                return (prev.results[0],)
        return self._const_fold(lambda a, b, w: a & b)


@irdl_op_definition
class OrIOp(_IntBinaryOp):
    name = "arith.ori"
    traits = traits_def(Pure(), Commutative(), Elementwise())

    @needs_operand_from(lambda: (XOrIOp,))
    def fold(self) -> FoldResult:
        rhs_attr = constant_operand(self.rhs)
        rhs = int_value(rhs_attr)
        if rhs == 0:  # or(x, 0) -> x
            return (self.lhs,)
        if rhs is not None and rhs == mask(int_width(self.result.type)):
            return (rhs_attr,)  # or(x, all ones) -> all ones
        if _is_not_of(self.rhs, self.lhs):  # or(x, xor(x, all ones)) -> all ones
            return (self.rhs.owner.operands[1],)
        if _is_not_of(self.lhs, self.rhs):
            return (self.lhs.owner.operands[1],)
        return self._const_fold(lambda a, b, w: a | b)


@irdl_op_definition
class XOrIOp(_IntBinaryOp):
    name = "arith.xori"
    traits = traits_def(Pure(), Commutative(), Elementwise())

    def fold(self) -> FoldResult:
        if is_int_zero(constant_operand(self.rhs)):  # xor(x, 0) -> x
            return (self.lhs,)
        if self.lhs == self.rhs:  # xor(x, x) -> 0
            zero = _zero(self.result.type)
            if zero is not None:
                return (zero,)
        if prev := _defining(self.lhs, XOrIOp):
            if prev.operands[1] == self.rhs:  # xor(xor(x, a), a) -> x
                return (prev.operands[0],)
            if prev.operands[0] == self.rhs:  # xor(xor(a, x), a) -> x
                return (prev.operands[1],)
        if prev := _defining(self.rhs, XOrIOp):
            if prev.operands[1] == self.lhs:  # xor(a, xor(x, a)) -> x
                return (prev.operands[0],)
            if prev.operands[0] == self.lhs:  # xor(a, xor(a, x)) -> x
                return (prev.operands[1],)
        return self._const_fold(lambda a, b, w: a ^ b)


class _IntMinMaxOp(_IntBinaryOp):
    """max/min(x, x) -> x; with a constant right operand equal to the ``absorbing`` bound of
    the width the result is that constant, equal to the ``identity`` bound it is x; else
    constants fold with ``pick``."""

    traits = traits_def(Pure(), Commutative(), Elementwise())

    @staticmethod
    def absorbing(width: int) -> int: ...

    @staticmethod
    def identity(width: int) -> int: ...

    @staticmethod
    def pick(a: int, b: int, width: int) -> int: ...

    def fold(self) -> FoldResult:
        if self.lhs == self.rhs:
            return (self.rhs,)
        width = int_width(self.result.type)
        rhs = int_value(constant_operand(self.rhs))
        if rhs is not None:
            if rhs == self.absorbing(width):
                return (self.rhs,)
            if rhs == self.identity(width):
                return (self.lhs,)
        return self._const_fold(self.pick)


def _signed_max(width: int) -> int:
    return (1 << (width - 1)) - 1


def _signed_min(width: int) -> int:
    return 1 << (width - 1)


def _pick_signed(choose) -> IntBinary:
    return lambda a, b, w: a if choose(to_signed(a, w), to_signed(b, w)) == to_signed(a, w) else b


@irdl_op_definition
class MaxSIOp(_IntMinMaxOp):
    name = "arith.maxsi"
    absorbing, identity = staticmethod(_signed_max), staticmethod(_signed_min)
    pick = staticmethod(_pick_signed(max))


@irdl_op_definition
class MinSIOp(_IntMinMaxOp):
    name = "arith.minsi"
    absorbing, identity = staticmethod(_signed_min), staticmethod(_signed_max)
    pick = staticmethod(_pick_signed(min))


@irdl_op_definition
class MaxUIOp(_IntMinMaxOp):
    name = "arith.maxui"
    absorbing, identity = staticmethod(mask), staticmethod(lambda w: 0)
    pick = staticmethod(lambda a, b, w: max(a, b))


@irdl_op_definition
class MinUIOp(_IntMinMaxOp):
    name = "arith.minui"
    absorbing, identity = staticmethod(lambda w: 0), staticmethod(mask)
    pick = staticmethod(lambda a, b, w: min(a, b))


# The upstream ops MLIR folds as xDSL does (constants) or that fold nothing here, with MLIR's
# Elementwise trait (xDSL's do not declare it; MLIR's ElementwiseMappable gives it to every
# arith op but arith.constant). Re-exported so that passes can import every arith op from
# this module.
_UPSTREAM: dict[str, type[Operation]] = {
    op.name: op if op is xarith.ConstantOp else with_traits(op, Elementwise())
    for op in xarith.Arith.operations
}
ConstantOp = _UPSTREAM["arith.constant"]
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
        ShRUIOp,
        ShRSIOp,
        DivUIOp,
        DivSIOp,
        CeilDivSIOp,
        CeilDivUIOp,
        FloorDivSIOp,
        RemUIOp,
        RemSIOp,
        AndIOp,
        OrIOp,
        XOrIOp,
        MaxSIOp,
        MinSIOp,
        MaxUIOp,
        MinUIOp,
        AddfOp,
        SubfOp,
        MulfOp,
        DivfOp,
        NegfOp,
        MaximumfOp,
        MinimumfOp,
        MaxnumfOp,
        MinnumfOp,
    )
}

OPS: list[type[Operation]] = [
    _OVERRIDES.get(op.name) or _UPSTREAM[op.name] for op in xarith.Arith.operations
] + [RemFOp]
ATTRS: list[type[Attribute]] = [
    IntegerOverflowAttr if a.name == IntegerOverflowAttr.name else a
    for a in xarith.Arith.attributes
]
# every pass reads named operands and results of these ops in its hot loops
accessors.install(OPS)

Arith = Dialect("arith", OPS, ATTRS, [xarith.ArithConstantMaterializationInterface()])

__all__ = ["Arith", "OPS", "ATTRS", "floatingPointLike", "signlessIntegerLike"]
