"""AxisInfo: what is known about the integers and pointers of every tensor, per dimension
(Triton 3.6.0's lib/Analysis/AxisInfo.cpp and include/triton/Analysis/AxisInfo.h).

For a value of rank r (scalars have rank 1) the analysis keeps three vectors of powers of two
and perhaps a constant:

- ``contiguity[d]``: the length of the shortest run of consecutive values (+1 each) along d;
- ``divisibility[d]``: the largest power of two dividing the first value of each such run
  (for pointers, in bytes);
- ``constancy[d]``: the length of the shortest run of equal values along d;
- ``constant``: the value, when the whole tensor is one known integer.

``K_MAX_DIVISOR`` (2^62) stands for "unknown, as large as can be": it is what loop-carried and
region results start from, and what ``highest_pow2_divisor(0)`` gives. An AxisInfo of rank 0
is the uninitialised lattice value.

The transfer rules follow the C++ visitors one by one (casts, make_range, constants, poison,
add/sub/addptr, mul, div, rem, broadcast, splat, expand_dims, cmpi, and/or/xor, select,
shifts, max/min, load, trans); an op without a rule gets the pessimistic state (all ones,
overridden by the ``tt.divisibility``/``tt.contiguity``/``tt.constancy`` hints the op
carries). Function arguments take their hints from the argument attributes.

``ModuleAxisInfoAnalysis`` solves each function with MLIR's solver (``dataflow.py``), callers
before callees, and - as the C++ does - writes the gcd of what every call site passes for a
scalar argument into the callee's argument attributes (``tt.contiguity``, ``tt.divisibility``,
``tt.constancy`` as i64) before solving the callee.
Where the solver's visiting order cannot show in a value (it does not depend on a loop or an
``scf.if``), one walk in program order gives the same value; the rest of a function is solved
by the solver the first time one of its values is asked for (see ``_solve_by_walk``).
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import NamedTuple

from gluon_opt.analysis import dataflow as df
from gluon_opt.analysis import region_branch as rb
from gluon_opt.dialects import tt, ttg
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.text.walk import preorder_list
from gluon_opt.dialects.traits import class_trait, is_kind_of
from xdsl.dialects import scf
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    TensorType,
    i64,
)
from xdsl.ir import Attribute, BlockArgument, Operation, OpResult, SSAValue
from xdsl.traits import CallableOpInterface, IsolatedFromAbove

K_MAX_DIVISOR = 1 << 62
_INT64_MIN = -(1 << 63)


def highest_pow2_divisor(n: int) -> int:
    """Triton's highestPowOf2Divisor on int64 (0 and INT64_MIN give 2^62)."""
    if n == 0 or n == _INT64_MIN:
        return K_MAX_DIVISOR
    return n & -n


def _wrap64(n: int) -> int:
    n &= (1 << 64) - 1
    return n - (1 << 64) if n >> 63 else n


def gcd(*values: int) -> int:
    """Triton's gcd: 0 is the neutral element."""
    result = 0
    for v in values:
        if result == 0:
            result = v
        elif v != 0:
            result = math.gcd(result, v)
    return result


def multiply_divisor(lhs: int, rhs: int) -> int:
    if lhs > K_MAX_DIVISOR // rhs:
        return K_MAX_DIVISOR
    return lhs * rhs


@dataclass(frozen=True)
class AxisInfo:
    contiguity: tuple[int, ...] = ()
    divisibility: tuple[int, ...] = ()
    constancy: tuple[int, ...] = ()
    constant: int | None = None

    @property
    def rank(self) -> int:
        # (hot paths test ``not info.contiguity`` for rank 0: a property is a Python call)
        return len(self.contiguity)

    def __str__(self) -> str:
        def vec(values: tuple[int, ...]) -> str:
            return "[" + ", ".join(str(v) for v in values) + "]"

        value = "<none>" if self.constant is None else str(self.constant)
        return (
            f"contiguity = {vec(self.contiguity)}, divisibility = {vec(self.divisibility)}, "
            f"constancy = {vec(self.constancy)}, constant_value = {value}"
        )

    @staticmethod
    def join(lhs: AxisInfo, rhs: AxisInfo) -> AxisInfo:
        if not lhs.contiguity:
            return rhs
        if not rhs.contiguity:
            return lhs
        rank = lhs.rank
        constant = (
            lhs.constant if lhs.constant is not None and lhs.constant == rhs.constant else None
        )
        return AxisInfo(
            tuple(gcd(lhs.contiguity[d], rhs.contiguity[d]) for d in range(rank)),
            tuple(_divisibility_from_contiguity(lhs, rhs, d) for d in range(rank)),
            tuple(gcd(lhs.constancy[d], rhs.constancy[d]) for d in range(rank)),
            constant,
        )


def _divisibility_from_contiguity(lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    """Merged divisibility: where the runs have different lengths, their starts move."""
    lc, rc = lhs.contiguity[d], rhs.contiguity[d]
    if lc == rc or lc == K_MAX_DIVISOR or rc == K_MAX_DIVISOR:
        return gcd(lhs.divisibility[d], rhs.divisibility[d])
    return gcd(lhs.divisibility[d], rhs.divisibility[d], lc, rc)


# ----- types and hints ----------------------------------------------------------------------


def bit_width(type_: Attribute) -> int:
    # (class tests remembered: a failing isinstance against an xDSL attribute class, an ABC,
    # is a Python call)
    kind = type(type_)
    if is_kind_of(kind, IntegerType):
        return type_.width.data
    if is_kind_of(kind, IndexType):
        return 64
    width = getattr(type_, "bitwidth", None)
    if isinstance(width, int):
        return width
    raise ValueError(f"no bit width for {type_}")


def pointee_bit_width(type_: Attribute) -> int:
    """triton::getPointeeBitWidth: of a pointer, a tensor of pointers, or a block pointer."""
    # (exact class tests: see bit_width; neither class has subclasses)
    if type(type_) is TensorType:
        type_ = type_.element_type
    assert type(type_) is tt.PointerType
    pointee = type_.pointeeType
    if type(pointee) is TensorType:
        return bit_width(pointee.element_type)
    return bit_width(pointee)


def _shape(value: SSAValue) -> tuple[int, ...] | None:
    type_ = value.type
    return tuple(type_.get_shape()) if type(type_) is TensorType else None


def _zext(attr: IntegerAttr) -> int:
    """APInt::getZExtValue as int64 (what the C++ stores)."""
    width = bit_width(attr.type)
    return _wrap64(attr.value.data & ((1 << width) - 1))


def hint_vector(attr: Attribute | None, current: tuple[int, ...]) -> tuple[int, ...]:
    """initDimVectorFromHint: an integer gives a rank-1 vector, a dense array its values."""
    if attr is None:  # most ops (no hint; an isinstance test that fails is a Python call)
        return current
    if isinstance(attr, IntegerAttr):
        return (_zext(attr),)
    if isinstance(attr, DenseIntOrFPElementsAttr):
        return tuple(int(v) for v in attr.get_values())
    return current


HINTS = ("tt.contiguity", "tt.divisibility", "tt.constancy")


def with_hints(attributes: dict[str, Attribute], info: AxisInfo) -> AxisInfo:
    """``info`` with an op's ``tt.contiguity``/``tt.divisibility``/``tt.constancy`` hints in
    place of its vectors; ``info`` itself (frozen: no copy needed) when the op has none."""
    contiguity = attributes.get("tt.contiguity")
    divisibility = attributes.get("tt.divisibility")
    constancy = attributes.get("tt.constancy")
    if contiguity is None and divisibility is None and constancy is None:
        return info
    return AxisInfo(
        hint_vector(contiguity, info.contiguity),
        hint_vector(divisibility, info.divisibility),
        hint_vector(constancy, info.constancy),
        info.constant,
    )


def func_arg_attrs(func: Operation, index: int) -> dict[str, Attribute]:
    arg_attrs = func.properties.get("arg_attrs")
    # (None for most functions: an isinstance test that fails is a Python call)
    if arg_attrs is None or not isinstance(arg_attrs, ArrayAttr) or index >= len(arg_attrs.data):
        return {}
    return dict(arg_attrs.data[index].data)


def set_func_arg_attr(func: Operation, index: int, name: str, value: Attribute) -> None:
    n = len(func.regions[0].blocks[0].args) if func.regions[0].blocks else index + 1
    arg_attrs = func.properties.get("arg_attrs")
    dicts = [dict(d.data) for d in arg_attrs.data] if isinstance(arg_attrs, ArrayAttr) else []
    dicts += [{} for _ in range(n - len(dicts))]
    dicts[index][name] = value
    func.properties["arg_attrs"] = ArrayAttr([DictionaryAttr(d) for d in dicts])


# the AxisInfo of no rank: a lattice's initial value, an op without a rule (shared: frozen)
_NO_INFO = AxisInfo()


@functools.cache
def _uniform_state(rank: int, value: int) -> AxisInfo:
    """The AxisInfo with ``value`` in every entry of its three vectors (shared: frozen)."""
    entries = (value,) * rank
    return AxisInfo(entries, entries, entries)


def pessimistic_state(value: SSAValue) -> AxisInfo:
    """AxisInfo::getPessimisticValueState: ones, or 2^62 for region-carried values; hints
    from the function argument or the defining op win."""
    # (exact class tests: isinstance against xDSL's classes, ABCs, is a Python call; neither
    # type class has subclasses)
    type_ = value.type
    type_kind = type(type_)
    rank = 1
    if type_kind is TensorType:
        rank = len(type_.shape.data)
    elif type_kind is tt.PointerType and type(type_.pointeeType) is TensorType:
        rank = len(type_.pointeeType.shape.data)
    start = 1
    kind = type(value)
    if kind is BlockArgument and df.is_entry_block_argument(value):
        owner = value.block.parent_op()
        if owner is not None and rb.is_callable(owner):
            return with_hints(func_arg_attrs(owner, value.index), _uniform_state(rank, 1))
        if owner is not None and (
            rb.is_region_branch(owner) or isinstance(owner, ttg.WarpSpecializePartitionsOp)
        ):
            start = K_MAX_DIVISOR
    elif kind is OpResult:
        op = value.op
        if rb.is_region_branch(op):
            start = K_MAX_DIVISOR
        if op.attributes:
            return with_hints(op.attributes, _uniform_state(rank, start))
    return _uniform_state(rank, start)


# ----- transfer rules -----------------------------------------------------------------------


def _result_shape(op: Operation) -> tuple[int, ...] | None:
    return _shape(op.results[0])


def _full_constancy(op: Operation, rank: int) -> tuple[int, ...]:
    shape = _result_shape(op)
    return shape if shape is not None else (1,) * rank


def _constant_result(op: Operation, rank: int, value: int) -> AxisInfo:
    """A result known to be ``value`` everywhere."""
    return AxisInfo(
        (1,) * rank, (highest_pow2_divisor(value),) * rank, _full_constancy(op, rank), value
    )


def _is_contiguous_dim(info: AxisInfo, shape: tuple[int, ...], d: int) -> bool:
    return info.contiguity[d] == shape[d]


def _is_constant_dim(info: AxisInfo, shape: tuple[int, ...], d: int) -> bool:
    return info.constancy[d] == shape[d]


def _pass_through(op: Operation, ops: list[AxisInfo]) -> AxisInfo:
    return ops[0]


def _unrealized_cast(op: Operation, ops: list[AxisInfo]) -> AxisInfo:
    shape = _result_shape(op)
    if shape is not None and len(shape) != ops[0].rank:
        return pessimistic_state(op.results[0])
    return ops[0]


def _make_range(op: Operation, ops: list[AxisInfo]) -> AxisInfo:
    start, end = op.start.value.data, op.end.value.data
    # the C++ takes the divisor of the 32-bit start: 0 gives 2^30, not 2^62
    divisibility = 1 << 30 if start == 0 else highest_pow2_divisor(start)
    return AxisInfo((end - start,), (divisibility,), (1,))


def _constant(op: Operation, ops: list[AxisInfo]) -> AxisInfo:
    value = op.get_attr_or_prop("value")
    if isinstance(value, IntegerAttr) and isinstance(value.type, IntegerType | IndexType):
        v = _zext(value)
        return AxisInfo((1,), (highest_pow2_divisor(v),), (1,), v)
    if isinstance(value, DenseIntOrFPElementsAttr):
        elem = value.get_element_type()
        type_ = value.type
        if isinstance(elem, IntegerType | IndexType) and _is_splat(value):
            raw = int(value.get_values()[0])
            width = bit_width(elem)
            v = _wrap64(raw & ((1 << width) - 1))
            shape = tuple(type_.get_shape())
            rank = len(shape)
            return AxisInfo((1,) * rank, (highest_pow2_divisor(v),) * rank, shape, v)
    return AxisInfo()


def _is_splat(attr: DenseIntOrFPElementsAttr) -> bool:
    # MLIR stores a dense attribute whose elements are all equal as a splat
    values = attr.get_values()
    # (integers: ``count`` compares as ``==`` does)
    return len(values) > 0 and values.count(values[0]) == len(values)


def _poison(op: Operation, ops: list[AxisInfo]) -> AxisInfo:
    shape = _result_shape(op)
    rank = len(shape) if shape is not None else 1
    top = (K_MAX_DIVISOR,) * rank
    return AxisInfo(top, top, top)


class _Binary:
    """BinaryOpVisitorImpl: a known constant result wins; else per-dim rules."""

    def contiguity(self, op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
        return 1

    def divisibility(self, op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
        return 1

    def constancy(self, op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
        return gcd(lhs.constancy[d], rhs.constancy[d])

    def constant(self, op: Operation, lhs: AxisInfo, rhs: AxisInfo) -> int | None:
        return None

    def __call__(self, op: Operation, ops: list[AxisInfo]) -> AxisInfo:
        lhs, rhs = ops[0], ops[1]
        rank = lhs.rank
        value = self.constant(op, lhs, rhs)
        if value is not None:
            return _constant_result(op, rank, _wrap64(value))
        return AxisInfo(
            tuple(self.contiguity(op, lhs, rhs, d) for d in range(rank)),
            tuple(self.divisibility(op, lhs, rhs, d) for d in range(rank)),
            tuple(self.constancy(op, lhs, rhs, d) for d in range(rank)),
            None,
        )


def _both(lhs: AxisInfo, rhs: AxisInfo) -> bool:
    return lhs.constant is not None and rhs.constant is not None


class _AddSub(_Binary):
    def __init__(self, kind: str) -> None:
        self.kind = kind  # "add" | "sub" | "addptr"

    def contiguity(self, op, lhs, rhs, d):
        if self.kind == "sub":
            return gcd(lhs.contiguity[d], rhs.constancy[d])
        return max(
            gcd(lhs.constancy[d], rhs.contiguity[d]), gcd(lhs.contiguity[d], rhs.constancy[d])
        )

    def divisibility(self, op, lhs, rhs, d):
        rhs_div = rhs.divisibility[d]
        if self.kind == "addptr":
            elem = max(1, pointee_bit_width(op.ptr.type) // 8)
            rhs_div = multiply_divisor(rhs.divisibility[d], elem)
        return gcd(lhs.divisibility[d], rhs_div)

    def constant(self, op, lhs, rhs):
        if not _both(lhs, rhs):
            return None
        if self.kind == "add":
            return lhs.constant + rhs.constant
        if self.kind == "sub":
            return lhs.constant - rhs.constant
        elem = max(1, pointee_bit_width(op.ptr.type) // 8)
        return lhs.constant + _wrap64(rhs.constant * elem)


class _MulI(_Binary):
    def contiguity(self, op, lhs, rhs, d):
        lhs_c = lhs.contiguity[d] if rhs.constant == 1 else 1
        rhs_c = rhs.contiguity[d] if lhs.constant == 1 else 1
        return max(lhs_c, rhs_c)

    def divisibility(self, op, lhs, rhs, d):
        lhs_div = lhs.divisibility[d]
        if lhs.contiguity[d] > 1 and rhs.constant != 1:
            lhs_div = 1
        rhs_div = rhs.divisibility[d]
        if rhs.contiguity[d] > 1 and lhs.constant != 1:
            rhs_div = 1
        return multiply_divisor(lhs_div, rhs_div)

    def constant(self, op, lhs, rhs):
        if _both(lhs, rhs):
            return lhs.constant * rhs.constant
        if lhs.constant == 0 or rhs.constant == 0:
            return 0
        return None


def _c_div(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _c_rem(a: int, b: int) -> int:
    return a - _c_div(a, b) * b


class _Div(_Binary):
    def contiguity(self, op, lhs, rhs, d):
        return lhs.contiguity[d] if rhs.constant == 1 else 1

    def constancy(self, op, lhs, rhs, d):
        constancy = super().constancy(op, lhs, rhs, d)
        shape = _result_shape(op)
        if shape is None:
            return constancy
        if _is_contiguous_dim(lhs, shape, d) and _is_constant_dim(rhs, shape, d):
            constancy = max(
                constancy, gcd(lhs.contiguity[d], lhs.divisibility[d], rhs.divisibility[d])
            )
        return constancy

    def divisibility(self, op, lhs, rhs, d):
        if lhs.constant == 0:
            return lhs.divisibility[d]
        if rhs.constant == 1:
            return lhs.divisibility[d]
        if rhs.constant is not None and rhs.constant != 0:
            absolute = abs(rhs.constant)
            if absolute & (absolute - 1) == 0 and lhs.contiguity[d] == 1:
                return max(1, lhs.divisibility[d] // absolute)
        return 1

    def constant(self, op, lhs, rhs):
        if _both(lhs, rhs) and rhs.constant != 0:
            return _c_div(lhs.constant, rhs.constant)
        return None


class _Rem(_Binary):
    def contiguity(self, op, lhs, rhs, d):
        shape = _result_shape(op)
        if shape is None:
            return 1
        if _is_contiguous_dim(lhs, shape, d) and _is_constant_dim(rhs, shape, d):
            return gcd(lhs.contiguity[d], lhs.divisibility[d], rhs.divisibility[d])
        return 1

    def divisibility(self, op, lhs, rhs, d):
        if rhs.constancy[d] > 1:
            return gcd(lhs.divisibility[d], rhs.divisibility[d])
        return 1

    def constancy(self, op, lhs, rhs, d):
        constancy = super().constancy(op, lhs, rhs, d)
        shape = _result_shape(op)
        if shape is None:
            return constancy
        if rhs.constant == 1:
            return shape[d]
        return constancy

    def constant(self, op, lhs, rhs):
        if _both(lhs, rhs):
            return _c_rem(lhs.constant, rhs.constant) if rhs.constant != 0 else None
        if rhs.constant == 1:
            return 0
        return None


class _Logical(_Binary):
    def __init__(self, fn) -> None:
        self.fn = fn

    def constant(self, op, lhs, rhs):
        return self.fn(lhs.constant, rhs.constant) if _both(lhs, rhs) else None


class _ShL(_Binary):
    def contiguity(self, op, lhs, rhs, d):
        return lhs.contiguity[d] if rhs.constant == 0 else 1

    def divisibility(self, op, lhs, rhs, d):
        shift = rhs.constant if rhs.constant is not None else 0
        lhs_div = lhs.divisibility[d]
        if lhs.contiguity[d] > 1 and shift:
            lhs_div = 1
        return multiply_divisor(lhs_div, _wrap64(1 << (shift & 63)))

    def constant(self, op, lhs, rhs):
        if _both(lhs, rhs):
            return lhs.constant << (rhs.constant & 63)
        return None


class _ShR(_Binary):
    def contiguity(self, op, lhs, rhs, d):
        return lhs.contiguity[d] if rhs.constant == 0 else 1

    def divisibility(self, op, lhs, rhs, d):
        if rhs.constant is None:
            return 1
        shift = rhs.constant
        lhs_div = lhs.divisibility[d]
        if lhs.contiguity[d] > 1 and shift:
            lhs_div = 1
        return max(1, lhs_div // (1 << (shift & 63)))

    def constant(self, op, lhs, rhs):
        if _both(lhs, rhs):
            return lhs.constant >> (rhs.constant & 63)
        return None


def _splat(op: Operation, ops: list[AxisInfo]) -> AxisInfo:
    shape = _result_shape(op)
    rank = len(shape)
    return AxisInfo((1,) * rank, (ops[0].divisibility[0],) * rank, shape, ops[0].constant)


def _load(op: Operation, ops: list[AxisInfo]) -> AxisInfo:
    ptr = ops[0]
    mask = ops[1] if len(ops) > 1 else None
    rank = ptr.rank
    return AxisInfo(
        (1,) * rank,
        (1,) * rank,
        tuple(
            gcd(ptr.constancy[d], mask.constancy[d] if mask is not None else 0) for d in range(rank)
        ),
    )


def _expand_dims(op: Operation, ops: list[AxisInfo]) -> AxisInfo:
    info = ops[0]
    axis = op.axis.value.data
    if info.constant is not None:
        new_div = highest_pow2_divisor(info.constant)
    elif info.rank:
        new_div = 1 if info.contiguity[0] > 1 else info.divisibility[0]
        for d in range(1, info.rank):
            new_div = gcd(new_div, 1 if info.contiguity[d] > 1 else info.divisibility[d])
    else:
        new_div = 1

    def insert(values: tuple[int, ...], v: int) -> tuple[int, ...]:
        return values[:axis] + (v,) + values[axis:]

    return AxisInfo(
        insert(info.contiguity, 1),
        insert(info.divisibility, new_div),
        insert(info.constancy, 1),
        info.constant,
    )


def _broadcast(op: Operation, ops: list[AxisInfo]) -> AxisInfo:
    info = ops[0]
    ret = _result_shape(op)
    src = _shape(op.operands[0])
    rank = len(ret)
    return AxisInfo(
        tuple(1 if src[d] == 1 else info.contiguity[d] for d in range(rank)),
        tuple(info.divisibility[d] for d in range(rank)),
        tuple(ret[d] if src[d] == 1 else info.constancy[d] for d in range(rank)),
        info.constant,
    )


_U64 = (1 << 64) - 1


def _compare(predicate: int, lhs: int, rhs: int) -> bool:
    ul, ur = lhs & _U64, rhs & _U64
    return [
        lhs == rhs,
        lhs != rhs,
        lhs < rhs,
        lhs <= rhs,
        lhs > rhs,
        lhs >= rhs,
        ul < ur,
        ul <= ur,
        ul > ur,
        ul >= ur,
    ][predicate]


def _cmpi(op: Operation, ops: list[AxisInfo]) -> AxisInfo:
    shape = _result_shape(op)
    if shape is None:
        return AxisInfo()
    lhs, rhs = ops[0], ops[1]
    predicate = op.predicate.value.data
    gt_or_le = predicate in (4, 8, 3, 7)  # sgt ugt sle ule
    lt_or_ge = predicate in (2, 6, 5, 9)  # slt ult sge uge
    constancy = []
    constant = None
    for d in range(len(shape)):
        if _both(lhs, rhs):
            hint = shape[d]
            constant = 1 if _compare(predicate, lhs.constant, rhs.constant) else 0
        else:
            hint = gcd(lhs.constancy[d], rhs.constancy[d])
            if gt_or_le and _is_constant_dim(lhs, shape, d):
                hint = max(hint, gcd(rhs.contiguity[d], lhs.divisibility[d], rhs.divisibility[d]))
            elif lt_or_ge and _is_constant_dim(rhs, shape, d):
                hint = max(hint, gcd(lhs.contiguity[d], lhs.divisibility[d], rhs.divisibility[d]))
        constancy.append(hint)
    rank = len(shape)
    return AxisInfo((1,) * rank, (1,) * rank, tuple(constancy), constant)


def _select(op: Operation, ops: list[AxisInfo]) -> AxisInfo:
    cond, lhs, rhs = ops
    rank = lhs.rank
    if cond.constant is not None:
        chosen = rhs if cond.constant == 0 else lhs
        return AxisInfo(chosen.contiguity, chosen.divisibility, chosen.constancy, chosen.constant)
    scalar_cond = isinstance(op.operands[0].type, IntegerType)
    contiguity, divisibility, constancy = [], [], []
    for d in range(rank):
        if scalar_cond:
            constancy.append(gcd(lhs.constancy[d], rhs.constancy[d]))
            divisibility.append(_divisibility_from_contiguity(lhs, rhs, d))
            contiguity.append(gcd(lhs.contiguity[d], rhs.contiguity[d]))
        else:
            constancy.append(gcd(lhs.constancy[d], rhs.constancy[d], cond.constancy[d]))
            contiguity.append(gcd(lhs.contiguity[d], rhs.contiguity[d], cond.constancy[d]))
            divisibility.append(_divisibility_from_contiguity(lhs, rhs, d))
    constant = lhs.constant if lhs.constant is not None and lhs.constant == rhs.constant else None
    if constant is not None:
        constancy = list(_full_constancy(op, rank))
    return AxisInfo(tuple(contiguity), tuple(divisibility), tuple(constancy), constant)


def _max_min(fn):
    def rule(op: Operation, ops: list[AxisInfo]) -> AxisInfo:
        lhs, rhs = ops
        rank = lhs.rank
        if _both(lhs, rhs):
            return _constant_result(op, rank, fn(lhs.constant, rhs.constant))
        return AxisInfo(
            tuple(gcd(lhs.contiguity[d], rhs.contiguity[d]) for d in range(rank)),
            tuple(_divisibility_from_contiguity(lhs, rhs, d) for d in range(rank)),
            tuple(gcd(lhs.constancy[d], rhs.constancy[d]) for d in range(rank)),
        )

    return rule


def _unsigned(fn):
    return lambda a, b: _wrap64(fn(a & _U64, b & _U64))


def _trans(op: Operation, ops: list[AxisInfo]) -> AxisInfo:
    src = ops[0]
    order = [int(v) for v in op.order.get_values()]
    return AxisInfo(
        tuple(src.contiguity[o] for o in order),
        tuple(src.divisibility[o] for o in order),
        tuple(src.constancy[o] for o in order),
        src.constant,
    )


# The C++ visitor list, by op name (the first match wins there; names are unique here).
RULES = {
    "builtin.unrealized_conversion_cast": _unrealized_cast,
    "arith.extsi": _pass_through,
    "arith.extui": _pass_through,
    "arith.trunci": _pass_through,
    "ttg.convert_layout": _pass_through,
    "tt.bitcast": _pass_through,
    "gluon.set_auto_layout": _pass_through,
    "tt.make_range": _make_range,
    "ub.poison": _poison,
    "arith.constant": _constant,
    "tt.addptr": _AddSub("addptr"),
    "arith.addi": _AddSub("add"),
    "arith.subi": _AddSub("sub"),
    "arith.muli": _MulI(),
    "arith.divsi": _Div(),
    "arith.divui": _Div(),
    "arith.remsi": _Rem(),
    "arith.remui": _Rem(),
    "tt.broadcast": _broadcast,
    "tt.splat": _splat,
    "tt.expand_dims": _expand_dims,
    "arith.cmpi": _cmpi,
    "arith.andi": _Logical(lambda a, b: a & b),
    "arith.ori": _Logical(lambda a, b: a | b),
    "arith.xori": _Logical(lambda a, b: a ^ b),
    "arith.select": _select,
    "arith.shli": _ShL(),
    "arith.shrui": _ShR(),
    "arith.shrsi": _ShR(),
    "arith.maxsi": _max_min(max),
    "arith.maxui": _max_min(_unsigned(max)),
    "arith.minsi": _max_min(min),
    "arith.minui": _max_min(_unsigned(min)),
    "tt.load": _load,
    "tt.trans": _trans,
}


# ----- the analysis --------------------------------------------------------------------------


class AxisInfoAnalysis(df.SparseForwardAnalysis):
    """``known``: final values the solver would compute for some op results, by the value's
    id (what ``_solve_by_walk`` found): a visit of their op joins them instead of running
    the transfer rule again. The solver's steps are the same, as are its lattices: the first
    visit of such an op sees final operands, so the rule gives the known value, and later
    visits give it again."""

    def __init__(
        self, solver: df.DataFlowSolver, known: dict[int, tuple[SSAValue, AxisInfo]] | None = None
    ) -> None:
        super().__init__(solver)
        self.known = known or {}

    initial = _NO_INFO

    def join_values(self, lhs: AxisInfo, rhs: AxisInfo) -> AxisInfo:
        return AxisInfo.join(lhs, rhs)

    def set_to_entry_state(self, lattice: df.Lattice) -> None:
        self.join(lattice, pessimistic_state(lattice.anchor))

    def visit_non_control_flow_arguments(self, op, region, lattices, first_index, count):
        if isinstance(op, scf.ForOp):
            self._visit_induction_var(op, lattices)
        elif isinstance(op, ttg.WarpSpecializePartitionsOp):
            ws = op.parent_op()
            point = df.after(op)
            for capture, lattice in zip(ws.explicitCaptures, lattices, strict=False):
                self.join(lattice, self.lattice_for(point, capture).value)
        else:
            super().visit_non_control_flow_arguments(op, region, lattices, first_index, count)

    def _visit_induction_var(self, op: scf.ForOp, lattices: list[df.Lattice]) -> None:
        point = df.after(op)
        lb = self.lattice_for(point, op.lb)
        step = self.lattice_for(point, op.step)
        for lattice in (lb, step):
            if not lattice.value.contiguity:
                self.set_to_entry_state(lattice)
        iv = AxisInfo((1,), (gcd(lb.value.divisibility[0], step.value.divisibility[0]),), (1,))
        # The C++ joins without propagating the change.
        lattices[0].value = AxisInfo.join(lattices[0].value, iv)

    def visit_operation_impl(self, op, operands, results) -> None:
        for lattice in operands:
            if not lattice.value.contiguity:
                self.set_to_entry_state(lattice)
        # (the walk gives all of an op's results or none)
        known = self.known.get(id(results[0].anchor))
        if known is not None:
            for lattice in results:
                self.join(lattice, self.known[id(lattice.anchor)][1])
            return
        current = transfer(op, [lat.value for lat in operands])
        if current is None:
            self.set_all_to_entry_states(results)
            return
        for lattice in results:
            self.join(lattice, current)


def transfer(op: Operation, operands: list[AxisInfo]) -> AxisInfo | None:
    """The AxisInfo of every result of ``op`` (its rule, then its hints), or None where the
    results get their pessimistic state."""
    rule = RULES.get(op.name)
    try:
        current = rule(op, operands) if rule is not None else _NO_INFO
    except IndexError:
        # A rule reads an entry its operand's state lacks: a rank-0 tensor operand, or a
        # `tt.*` hint with fewer values than its tensor has dims. 3.6.0 reads past the end of
        # its vector there and crashes; we stop at the op (docs/divergences.md).
        raise DiagnosticError(
            "AxisInfo cannot describe this op: an operand has fewer axes than the op "
            "needs (a rank-0 tensor, or a tt.contiguity/tt.divisibility/tt.constancy hint "
            "with fewer values than its tensor's rank)",
            op=op,
        ) from None
    if not current.contiguity:
        return None
    attributes = op.attributes
    return with_hints(attributes, current) if attributes else current


# the region branches a walk steps over (their results and region arguments are left to the
# solver): scf.while is not among them, as a while that never exits would keep a later loop's
# body dead in the solver
_WALKED_BRANCHES = (scf.ForOp, scf.IfOp)


class _ClassFacts(NamedTuple):
    """What the module-level analysis asks of every op, by its class."""

    call: bool
    callable: bool
    walked_branch: bool  # one of _WALKED_BRANCHES
    # isolated from above, or a region branch the walk does not step over
    stops_walk: bool


@functools.cache
def _class_facts(op_class: type[Operation]) -> _ClassFacts:
    branch = is_kind_of(op_class, rb.BRANCHES)
    walked = is_kind_of(op_class, _WALKED_BRANCHES)
    return _ClassFacts(
        call=is_kind_of(op_class, tt.CallOp),
        callable=class_trait(op_class, CallableOpInterface) is not None,
        walked_branch=walked,
        stops_walk=class_trait(op_class, IsolatedFromAbove) is not None or (branch and not walked),
    )


def _walkable(ops: list[Operation]) -> bool:
    """Whether a function (``ops``: it and its nested ops) is one that ``_solve_by_walk``
    handles: no branch, one block per region, no region branch but ``scf.for`` and
    ``scf.if``, no nested op isolated from above (the solver starts again at each)."""
    for index, op in enumerate(ops):
        if op._successors:  # pyright: ignore[reportPrivateUsage]
            return False
        for region in op.regions:
            first = region.first_block
            if first is not None and first.next_block is not None:
                return False
        if index and _class_facts(type(op)).stops_walk:
            return False
    return True


def _solve_by_walk(func: Operation, values: dict[int, tuple[SSAValue, AxisInfo]]) -> bool:
    """The solver's result for the values of a ``_walkable`` function that do not depend on
    control flow, by one pre-order walk, into ``values`` (by the value's id); True when that
    is every value (the function has no region branch).

    The values left out are the results and region arguments of ``scf.for`` and ``scf.if``,
    every value inside an ``scf.if`` (a constant condition leaves a branch dead) and every
    result of an op with an operand left out. For the others the solver's first visit of the
    defining op already sees final operands, whatever its visiting order: an operand that
    does not depend on control flow is final from its own first visit, which comes earlier
    (it is defined before, in the same block or in one that became live earlier: a loop body
    becomes live after the ops around the loop were visited, and every scf.for body becomes
    live). Later visits of the op change nothing. So: block arguments of other ops get their
    pessimistic state (a function's entry arguments: no call sites are known inside one
    function; other blocks: no control flow feeds them), call results too, and every other
    op its transfer rule on its operands."""
    complete = True

    def visit(op: Operation) -> None:
        nonlocal complete
        facts = _class_facts(type(op))
        if facts.walked_branch:
            complete = False
            if isinstance(op, scf.ForOp):
                child = op.body.block._first_op  # pyright: ignore[reportPrivateUsage]
                while child is not None:
                    visit(child)
                    child = child._next_op  # pyright: ignore[reportPrivateUsage]
            return
        if op.results:
            current = None
            known = True
            if not facts.call:
                operands = []
                for operand in op._operands:  # pyright: ignore[reportPrivateUsage]
                    found = values.get(id(operand))
                    if found is None:
                        known = complete = False  # an operand that depends on control flow
                        break
                    operands.append(found[1])
                if known:
                    current = transfer(op, operands)
            if known:
                for result in op.results:
                    info = current if current is not None else pessimistic_state(result)
                    values[id(result)] = (result, info)
        # (a walkable function's regions have one block; its ops through their links)
        for region in op.regions:
            block = region._first_block  # pyright: ignore[reportPrivateUsage]
            if block is None:
                continue
            for arg in block.args:
                values[id(arg)] = (arg, pessimistic_state(arg))
            child = block._first_op  # pyright: ignore[reportPrivateUsage]
            while child is not None:
                visit(child)
                child = child._next_op  # pyright: ignore[reportPrivateUsage]

    visit(func)
    return complete


def _function_of(value: SSAValue) -> Operation | None:
    """The callable op (function) that ``value`` is defined in."""
    owner = value.op if isinstance(value, OpResult) else value.block.parent_op()
    while owner is not None and not rb.is_callable(owner):
        owner = owner.parent_op()
    return owner


class ModuleAxisInfoAnalysis:
    """AxisInfo of every value of a module's functions (callers solved before callees).
    ``one_walk=False`` runs the solver on every function, also those one walk solves (for
    tests)."""

    def __init__(
        self, module: ModuleOp, ops: list[Operation] | None = None, one_walk: bool = True
    ) -> None:
        """``ops``: the module's ops in pre-order, where the caller has them."""
        self.module = module
        self.one_walk = one_walk
        # by the value's id, with the value (kept alive: no id is reused meanwhile)
        self._info: dict[int, tuple[SSAValue, AxisInfo]] = {}
        # functions walked in part, by id: the rest is solved on demand
        self._pending: dict[int, tuple[Operation, list[Operation]]] = {}
        if ops is None:
            ops = preorder_list(module)
        calls = []
        callables = []
        for op in ops:
            facts = _class_facts(type(op))
            if facts.call:
                calls.append(op)
            if facts.callable:
                callables.append(op)
        self._has_calls = bool(calls)
        for func in self._callers_first(calls, callables):
            func_ops = preorder_list(func)
            self._solve(func, func_ops)
            if not self._has_calls:
                continue
            for op in func_ops:
                if rb.is_call(op):
                    callee = rb.resolve_callee(op)
                    if callee is not None and rb.is_callable(callee):
                        self._update_callee(op, callee)

    @staticmethod
    def _callers_first(calls: list[Operation], callables: list[Operation]) -> list[Operation]:
        """Reverse post-order of the call graph walked from its roots, as CallGraph does
        (``calls`` and ``callables``: the module's, in walk order)."""
        graph: dict[Operation, list[Operation]] = {}
        called: set[Operation] = set()
        for op in calls:
            callee = rb.resolve_callee(op)
            if callee is not None and rb.is_callable(callee):
                caller = op.parent_op()
                while caller is not None and not rb.is_callable(caller):
                    caller = caller.parent_op()
                if caller is not None:
                    graph.setdefault(caller, []).append(callee)
                    called.add(callee)
        roots = [f for f in callables if f not in called]
        post: list[Operation] = []

        def visit(func: Operation, depth: int) -> None:
            if depth > len(graph) + 1:
                return  # a cycle (the C++ recurses without end)
            for callee in graph.get(func, []):
                visit(callee, depth + 1)
            post.append(func)

        for root in roots:
            visit(root, 0)
        ordered = list(dict.fromkeys(post))
        return list(reversed(ordered))

    def _solve(self, func: Operation, ops: list[Operation]) -> None:
        """Solve ``func`` (``ops``: it and its nested ops, in walk order): by a walk where it
        can; what the walk leaves out of a function with control flow is solved when first
        asked for (``get``), unless the module has calls (a callee's argument hints come
        from its callers' values, now)."""
        # each function is solved once: a value gets its info once
        if self.one_walk and _walkable(ops):
            if _solve_by_walk(func, self._info):
                return
            if not self._has_calls:
                self._pending[id(func)] = (func, ops)
                return
        self._run_solver(ops)

    def _run_solver(self, ops: list[Operation]) -> None:
        solver, _, _ = df.make_solver()
        # (with ``one_walk`` the walk's values of the function are in ``_info``: see _solve)
        analysis = AxisInfoAnalysis(solver, self._info if self.one_walk else None)
        solver.load(analysis)
        for op in ops:
            if class_trait(type(op), IsolatedFromAbove) is not None:
                solver.initialize_and_run(op)
        info_of = self._info
        # (the lattices read directly; a value the solver never reached has the initial one)
        lattices = analysis.lattices
        for op in ops:
            for result in op.results:
                state = lattices.get(id(result))
                info_of[id(result)] = (result, _NO_INFO if state is None else state.value)
            for region in op.regions:
                for block in region.blocks:
                    for arg in block.args:
                        state = lattices.get(id(arg))
                        info_of[id(arg)] = (arg, _NO_INFO if state is None else state.value)

    def _update_callee(self, call: Operation, callee: Operation) -> None:
        for index, value in enumerate(call.operands):
            info = self.get(value) or AxisInfo()
            if info.rank != 1:
                continue
            current = (info.contiguity[0], info.divisibility[0], info.constancy[0])
            for name, previous in zip(HINTS, current, strict=True):
                attr = func_arg_attrs(callee, index).get(name)
                value_now = attr.value.data if isinstance(attr, IntegerAttr) else K_MAX_DIVISOR
                set_func_arg_attr(callee, index, name, IntegerAttr(gcd(previous, value_now), i64))

    def get(self, value: SSAValue) -> AxisInfo | None:
        found = self._info.get(id(value))
        if found is None and self._pending:
            func = _function_of(value)
            pending = self._pending.pop(id(func), None) if func is not None else None
            if pending is not None:
                self._run_solver(pending[1])
                found = self._info.get(id(value))
        return None if found is None else found[1]

    def known_values(self) -> list[tuple[SSAValue, AxisInfo]]:
        """The values solved so far with their AxisInfo (for tests)."""
        return list(self._info.values())
