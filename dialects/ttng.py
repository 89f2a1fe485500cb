"""The ``ttng`` (TritonNvidiaGPU) dialect of Triton 3.6.0: every op of
``TritonNvidiaGPUOps.td`` (wgmma, mbarriers, TMA, tensor memory, tcgen05, tensormaps).

Types come from ``ttg`` (``!ttg.memdesc``, ``!ttg.async.token``), encodings from ``layouts``.
Operand, result and property names are the ``.td`` names; inherent attributes are properties
printed inside ``attr-dict``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar, Self, TypeVar

from gluon_opt.dialects import accessors, enums
from gluon_opt.dialects.layout import encodings as L
from gluon_opt.dialects.layout import inference as li
from gluon_opt.dialects.text.constraints import parse_time_error
from gluon_opt.dialects.text.parser import (
    MLIRParser,
    indexed_operand_at,
    new_op,
    operand_at,
    operands_until,
    segment_sizes,
)
from gluon_opt.dialects.tmem_access import verify_tmem_operand
from gluon_opt.dialects.traits import DotOpInterface
from gluon_opt.dialects.ttg import (
    AllocationEffect,
    AsyncTokenType,
    MemDescType,
    TensorOrMemDesc,
    TTGOp,
    bool_attr,
    cache_properties,
    i32_attr,
    op_error,
    print_attr_dict,
    print_types,
    shape_str,
    split_attr_dict,
    type_str,
    verify_alloc_op,
    verify_memory_op_types,
)
from xdsl.dialects.builtin import (
    I32,
    BFloat16Type,
    Float8E4M3FNType,
    Float8E5M2Type,
    Float16Type,
    Float32Type,
    IntegerAttr,
    IntegerType,
    TensorType,
    UnitAttr,
    i1,
    i32,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AnyAttr,
    AttrConstraint,
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    VarConstraint,
    VarResultDef,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    opt_result_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import MemoryReadEffect, MemoryWriteEffect, Pure
from xdsl.utils.exceptions import VerifyException

# --------------------------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------------------------


def verify_barrier_type(op: Operation, barrier: Attribute) -> None:
    """``verifyBarrierType``: an mbarrier is a ``1xi64`` memdesc."""
    if (
        not isinstance(barrier, MemDescType)
        or barrier.elementType != i64
        or barrier.get_shape() != (1,)
    ):
        raise op_error(op, "barrier allocation must be a descriptor of 1xi64 type")


def _parse_token(parser: Parser) -> tuple[UnresolvedOperand | None, bool]:
    """``custom<Token>``: ``[]`` or ``[%dep]`` after an operand; returns (dep, has_token)."""
    if parser.parse_optional_punctuation("[") is None:
        return None, False
    if parser.parse_optional_punctuation("]") is not None:
        return None, True
    dep = parser.parse_unresolved_operand()
    parser.parse_punctuation("]")
    return dep, True


def _token_at(text: str, pos: int) -> tuple[int, list[re.Match], bool] | None:
    """For read_text hooks, ``custom<Token>`` as MLIR prints it after an operand (at
    ``pos``): nothing, `[]` or `[%dep]`; where it ends, the dependency's operand (as
    operand_at reads it) if any, and whether the op has a token result. None for anything
    else (for parse to read it)."""
    if not text.startswith("[", pos):
        return pos, [], False
    if text.startswith("]", pos + 1):
        return pos + 2, [], True
    dep = operand_at(text, pos + 1)
    if dep is None or not text.startswith("]", dep.end()):
        return None
    return dep.end() + 1, [dep], True


_ASYNC_TOKEN = AsyncTokenType()
_UNIT = UnitAttr()


def _resolve_token(parser: Parser, dep: UnresolvedOperand | None) -> SSAValue | None:
    return None if dep is None else parser.resolve_operand(dep, _ASYNC_TOKEN)


def _token_result(has_token: bool) -> list[Attribute]:
    """The optional ``token`` result group of an op that can return an async token."""
    return [_ASYNC_TOKEN] if has_token else []


def _print_token(printer: Printer, dep: SSAValue | None, has_token: bool) -> None:
    if not has_token:
        return
    printer.print_string("[")
    if dep is not None:
        printer.print_operand(dep)
    printer.print_string("]")


def _parse_barriers_and_preds(
    parser: Parser,
) -> tuple[list[UnresolvedOperand], list[UnresolvedOperand]]:
    """``custom<BarriersAndPreds>``: ``(, %barrier[%pred])*``."""
    barriers: list[UnresolvedOperand] = []
    preds: list[UnresolvedOperand] = []
    while parser.parse_optional_punctuation(",") is not None:
        barriers.append(parser.parse_unresolved_operand())
        parser.parse_punctuation("[")
        preds.append(parser.parse_unresolved_operand())
        parser.parse_punctuation("]")
    return barriers, preds


def _print_barriers_and_preds(
    printer: Printer, barriers: Sequence[SSAValue], preds: Sequence[SSAValue]
) -> None:
    for barrier, pred in zip(barriers, preds, strict=True):
        printer.print_string(", ")
        printer.print_operand(barrier)
        printer.print_string("[")
        printer.print_operand(pred)
        printer.print_string("]")


# The tcgen05 mma ops (plain and scaled) share their leading ``%a, %b, %d[%dep]`` operands and
# their barrier rules.
def _parse_mma_operands(
    parser: Parser,
) -> tuple[UnresolvedOperand, UnresolvedOperand, UnresolvedOperand, UnresolvedOperand | None, bool]:
    """``$a, $b, $d`` then ``custom<Token>``; returns (a, b, d, dep, has_token)."""
    a = parser.parse_unresolved_operand()
    parser.parse_punctuation(",")
    b = parser.parse_unresolved_operand()
    parser.parse_punctuation(",")
    d = parser.parse_unresolved_operand()
    dep, has_token = _parse_token(parser)
    return a, b, d, dep, has_token


def _print_mma_operands(printer: Printer, op: TCGen5MMAOp | TCGen5MMAScaledOp) -> None:
    printer.print_string(" ")
    printer.print_list((op.a, op.b, op.d), printer.print_operand)
    _print_token(printer, op.acc_dep, op.token is not None)


def _verify_mma_barriers(op: TCGen5MMAOp | TCGen5MMAScaledOp) -> None:
    if len(op.barriers) != len(op.barrier_preds):
        raise op_error(op, "requires as many barrier predicates as barriers")
    if op.is_async is None and op.barriers:
        raise op_error(op, "The op is synchronous but a barrier is present.")


def _parse_colon_types(parser: Parser) -> list[Attribute]:
    parser.parse_punctuation(":")
    return parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)


def _bitwidth(ty: Attribute) -> int:
    if isinstance(ty, IntegerType):
        return ty.width.data
    width = getattr(ty, "bitwidth", None)
    return width if isinstance(width, int) else 0


def _ods_result_names(op: IRDLOperation) -> dict[SSAValue, str]:
    """MLIR names the results of an op with several ODS result groups after those groups
    (``%result, %token = ttng.tmem_alloc``): the first value of each non-empty group gets the
    group's name. The MLIR-exact printer asks ops for these through ``asm_result_names()``."""
    names: dict[SSAValue, str] = {}
    for (name, _), values in zip(op.get_irdl_definition().results, _result_groups(op), strict=True):
        if values:
            names[values[0]] = name
    return names


def _result_groups(op: IRDLOperation) -> list[list[SSAValue]]:
    """The results split by ODS result definition (at most one optional group here)."""
    defs = op.get_irdl_definition().results
    fixed = sum(1 for _, d in defs if not isinstance(d, VarResultDef))
    extra = len(op.results) - fixed
    groups: list[list[SSAValue]] = []
    index = 0
    for _, d in defs:
        count = extra if isinstance(d, VarResultDef) else 1
        groups.append(list(op.results[index : index + count]))
        index += count
    return groups


# --------------------------------------------------------------------------------------------
# Fences, clusters, wgmma
# --------------------------------------------------------------------------------------------


@irdl_op_definition
class FenceAsyncSharedOp(TTGOp):
    """``ttng.fence_async_shared``: fence.proxy.async between generic and async proxies."""

    name = "ttng.fence_async_shared"

    bCluster = prop_def(IntegerAttr[IntegerType(1)])

    assembly_format = "attr-dict"
    irdl_options = (ParsePropInAttrDict(),)

    def __init__(self, bCluster: bool = False):
        super().__init__(properties={"bCluster": bool_attr(bCluster)})


@irdl_op_definition
class ClusterArriveOp(TTGOp):
    """``ttng.cluster_arrive``: barrier.cluster.arrive (optionally relaxed)."""

    name = "ttng.cluster_arrive"

    relaxed = prop_def(IntegerAttr[IntegerType(1)])

    assembly_format = "attr-dict"
    irdl_options = (ParsePropInAttrDict(),)

    def __init__(self, relaxed: bool = False):
        super().__init__(properties={"relaxed": bool_attr(relaxed)})


@irdl_op_definition
class ClusterWaitOp(TTGOp):
    """``ttng.cluster_wait``: barrier.cluster.wait."""

    name = "ttng.cluster_wait"

    assembly_format = "attr-dict"

    def __init__(self):
        super().__init__()


INPUT_PRECISION_IEEE = enums.InputPrecision.attr("ieee")


@irdl_op_definition
class WarpGroupDotOp(TTGOp):
    """``ttng.warp_group_dot``: Hopper wgmma, ``d = a * b + c``."""

    name = "ttng.warp_group_dot"
    # It reads its shared-memory operands (b always), nothing else.
    traits = traits_def(MemoryReadEffect(), DotOpInterface())

    ACC: ClassVar = VarConstraint("ACC", AnyAttr())
    a = operand_def(TensorOrMemDesc)
    b = operand_def(MemDescType)
    c = operand_def(ACC)
    useC = opt_operand_def(i1)
    inputPrecision = opt_prop_def(enums.InputPrecision.constraint(), INPUT_PRECISION_IEEE)
    maxNumImpreciseAcc = opt_prop_def(IntegerAttr[I32], i32_attr(0))
    isAsync = opt_prop_def(IntegerAttr[IntegerType(1)], bool_attr(False))
    d = result_def(ACC)

    assembly_format = (
        "$a `,` $b `,` $c (`,` $useC^)? attr-dict `:` type($a) `*` type($b) `->` type($d)"
    )
    irdl_options = (ParsePropInAttrDict(),)

    def __init__(
        self,
        a: SSAValue | Operation,
        b: SSAValue | Operation,
        c: SSAValue | Operation,
        useC: SSAValue | Operation | None = None,
        inputPrecision: Attribute | None = None,
        maxNumImpreciseAcc: int = 0,
        isAsync: bool = False,
    ):
        props: dict[str, Attribute] = {}
        if inputPrecision is not None:
            props["inputPrecision"] = inputPrecision
        if maxNumImpreciseAcc:
            props["maxNumImpreciseAcc"] = i32_attr(maxNumImpreciseAcc)
        if isAsync:
            props["isAsync"] = bool_attr(True)
        c_type = SSAValue.get(c).type
        super().__init__(
            operands=[a, b, c, [] if useC is None else [useC]],
            properties=props,
            result_types=[c_type],
        )

    def verify_(self) -> None:
        res = self.d.type
        if not isinstance(res, TensorType):
            raise op_error(self, "result #0 must be a ranked tensor")
        enc = res.encoding
        if not isinstance(enc, L.NvidiaMmaEncodingAttr) or enc.versionMajor != 3:
            raise op_error(self, "WGMMA result layout must be Hopper NVMMA")
        a_enc = self.a.type.encoding  # type: ignore[union-attr]
        if not (
            isinstance(a_enc, L.NVMMASharedEncodingAttr)
            or isinstance(a_enc, L.DotOperandEncodingAttr)
            or isinstance(a_enc, L.SharedLinearEncodingAttr)
        ):
            raise op_error(self, "WGMMA A operand must have NVMMA shared or dot layout")
        b_enc = self.b.type.encoding  # type: ignore[union-attr]
        if not (
            isinstance(b_enc, L.NVMMASharedEncodingAttr)
            or isinstance(b_enc, L.SharedLinearEncodingAttr)
        ):
            raise op_error(self, "WGMMA B operand must have NVMMA shared layout")
        num_warps = li.lookup_num_warps(self)
        if num_warps is None:
            # libtriton emits this, then aborts the process; we stop at the error.
            raise op_error(
                self, "is not contained within a context that specifies the number of warps"
            )
        if num_warps % 4:
            raise op_error(self, "WGMMA requires num_warps to be divisible by 4")
        per_cta = L.get_shape_per_cta(enc.CGALayout.cta_split_num(), res.get_shape())
        if len(per_cta) != 2:
            raise op_error(self, "WGMMA result shape must be 2D")
        if per_cta[0] % 64:
            raise op_error(self, "WGMMA result M dimension must be divisible by 64")
        if per_cta[1] % 8:
            raise op_error(self, "WGMMA result N dimension must be divisible by 8")
        version = enc.versionMajor
        if not all(
            li._operand_supports_mma(t.get_element_type(), version)  # type: ignore[union-attr]
            for t in (self.a.type, self.b.type)
        ):
            raise op_error(self, "unsupported MMA version for the given operands")
        a_elt = self.a.type.get_element_type()  # type: ignore[union-attr]
        max_imprecise = self.maxNumImpreciseAcc.value.data
        if (
            max_imprecise < 32
            and isinstance(a_elt, Float8E5M2Type | Float8E4M3FNType)
            and isinstance(res.element_type, Float32Type)
        ):
            raise op_error(
                self,
                "Cannot use F32 as the accumulator element type when the max_num_imprecise_acc "
                "is less than 32",
            )
        a_type = self.a.type
        if isinstance(a_type, TensorType) and isinstance(a_enc, L.DotOperandEncodingAttr):
            k_width = 32 // max(_bitwidth(a_type.element_type), 1)
            got = a_enc.kWidth
            if got != k_width:
                raise op_error(
                    self, f"in-register LHS operand must have a kWidth of {k_width} but got {got}"
                )


@irdl_op_definition
class WarpGroupDotWaitOp(TTGOp):
    """``ttng.warp_group_dot_wait``: wait until at most ``pendings`` wgmma are in flight;
    passes its operands through (results have the operands' types)."""

    name = "ttng.warp_group_dot_wait"

    inputs = var_operand_def(TensorOrMemDesc)
    pendings = prop_def(IntegerAttr[I32])
    outputs = var_result_def(TensorOrMemDesc)

    def __init__(self, inputs: Sequence[SSAValue | Operation], pendings: int):
        values = [SSAValue.get(v) for v in inputs]
        super().__init__(
            operands=[values],
            properties={"pendings": i32_attr(pendings)},
            result_types=[[v.type for v in values]],
        )

    @classmethod
    def read_text(
        cls, parser: MLIRParser, text: str, pos: int
    ) -> tuple[Operation, int, list[int]] | None:
        """The op spelled as MLIR prints it (operands, `{pendings = ..}`, one type per
        operand), read from the text and built as parse builds it; None for anything else."""
        read = operands_until(text, pos, " {")
        found = None if read is None else parser.attr_dict_at(read[1] - 1)
        if found is None or not text.startswith(" : ", found[0]):
            return None
        operands, attrs = read[0], found[1]
        found = parser.type_list_at(found[0] + 3)
        if found is None:
            return None
        pos, types = found
        props, others = split_attr_dict(cls, attrs)
        values = parser.values_of(operands, types)
        if len(types) != len(operands) or "pendings" not in props or values is None:
            return None
        # built directly, as the generated format parsers build theirs (the class's
        # constructor checks again what was read: most of a first sight's cost)
        op = new_op(cls, values, [value.type for value in values], props, others)
        return op, pos, [operand.start(1) for operand in operands]

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        values = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_unresolved_operand
        )
        attrs = parser.parse_optional_attr_dict()
        pos = parser.pos
        types = _parse_colon_types(parser)
        if len(types) != len(values):
            parser.raise_error(
                f"{len(values)} operands present, but expected {len(types)}", pos, parser.pos
            )
        props, others = split_attr_dict(cls, attrs)
        if "pendings" not in props:
            parser.raise_error("expected the `pendings` attribute", pos, parser.pos)
        op = cls(
            [parser.resolve_operand(v, t) for v, t in zip(values, types, strict=True)],
            0,
        )
        op.properties.update(props)
        op.attributes.update(others)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.inputs, printer.print_operand)
        print_attr_dict(printer, self)
        print_types(printer, [v.type for v in self.inputs])

    def verify_(self) -> None:
        if not self.inputs:
            raise op_error(self, "expected to be waiting on at least one dependency")
        for value, result in zip(self.inputs, self.outputs, strict=False):
            if value.type != result.type:
                raise op_error(
                    self, "failed to verify that all of {inputs, outputs} have same type"
                )
        if len(self.inputs) != len(self.outputs):
            raise op_error(self, "failed to verify that all of {inputs, outputs} have same type")


# --------------------------------------------------------------------------------------------
# mbarriers
# --------------------------------------------------------------------------------------------


@irdl_op_definition
class InitBarrierOp(TTGOp):
    """``ttng.init_barrier``: mbarrier.init with ``count`` expected arrivals."""

    name = "ttng.init_barrier"
    traits = traits_def(MemoryWriteEffect())

    alloc = operand_def(MemDescType)
    count = prop_def(IntegerAttr[I32])

    assembly_format = "$alloc `,` $count attr-dict `:` type($alloc)"

    def __init__(self, alloc: SSAValue | Operation, count: int):
        super().__init__(operands=[alloc], properties={"count": i32_attr(count)})

    def verify_(self) -> None:
        verify_barrier_type(self, self.alloc.type)


@irdl_op_definition
class InvalBarrierOp(TTGOp):
    """``ttng.inval_barrier``: mbarrier.inval before the memory is reused."""

    name = "ttng.inval_barrier"
    traits = traits_def(MemoryWriteEffect())

    alloc = operand_def(MemDescType)

    assembly_format = "$alloc attr-dict `:` type($alloc)"

    def __init__(self, alloc: SSAValue | Operation):
        super().__init__(operands=[alloc])

    def verify_(self) -> None:
        verify_barrier_type(self, self.alloc.type)


@irdl_op_definition
class BarrierExpectOp(TTGOp):
    """``ttng.barrier_expect``: expect ``size`` bytes of async copies on the barrier."""

    name = "ttng.barrier_expect"
    traits = traits_def(MemoryWriteEffect())

    alloc = operand_def(MemDescType)
    size = prop_def(IntegerAttr[I32])
    pred = operand_def(i1)

    assembly_format = "$alloc `,` $size attr-dict `,` $pred `:` type($alloc)"

    def __init__(self, alloc: SSAValue | Operation, size: int, pred: SSAValue | Operation):
        super().__init__(operands=[alloc, pred], properties={"size": i32_attr(size)})

    def verify_(self) -> None:
        verify_barrier_type(self, self.alloc.type)


@irdl_op_definition
class WaitBarrierOp(TTGOp):
    """``ttng.wait_barrier``: wait for the barrier phase ``phase`` to complete."""

    name = "ttng.wait_barrier"
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())

    alloc = operand_def(MemDescType)
    phase = operand_def(i32)
    pred = opt_operand_def(i1)
    deps = var_operand_def(MemDescType)

    assembly_format = (
        "$alloc `,` $phase (`,` $pred^)? (`deps` $deps^)? attr-dict `:` type($alloc) "
        "(`,` type($deps)^)?"
    )
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(
        self,
        alloc: SSAValue | Operation,
        phase: SSAValue | Operation,
        pred: SSAValue | Operation | None = None,
        deps: Sequence[SSAValue | Operation] = (),
    ):
        super().__init__(operands=[alloc, phase, [] if pred is None else [pred], deps])

    def verify_(self) -> None:
        verify_barrier_type(self, self.alloc.type)


@irdl_op_definition
class ArriveBarrierOp(TTGOp):
    """``ttng.arrive_barrier``: mbarrier.arrive with ``count`` (optionally predicated)."""

    name = "ttng.arrive_barrier"
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())

    alloc = operand_def(MemDescType)
    count = prop_def(IntegerAttr[I32])
    pred = opt_operand_def(i1)

    assembly_format = "$alloc `,` $count (`,` $pred^)? attr-dict `:` type($alloc)"

    def __init__(
        self, alloc: SSAValue | Operation, count: int, pred: SSAValue | Operation | None = None
    ):
        super().__init__(
            operands=[alloc, [] if pred is None else [pred]],
            properties={"count": i32_attr(count)},
        )

    def verify_(self) -> None:
        verify_barrier_type(self, self.alloc.type)
        if self.count.value.data < 1:
            raise op_error(self, "count must be greater than or equal to 1")


@irdl_op_definition
class AsyncCopyMbarrierArriveOp(TTGOp):
    """``ttng.async_copy_mbarrier_arrive``: cp.async.mbarrier.arrive."""

    name = "ttng.async_copy_mbarrier_arrive"
    traits = traits_def(MemoryWriteEffect())

    barrier = operand_def(MemDescType)
    noIncrement = opt_prop_def(UnitAttr)

    assembly_format = "$barrier attr-dict `:` type($barrier)"
    irdl_options = (ParsePropInAttrDict(),)

    def __init__(self, barrier: SSAValue | Operation, noIncrement: bool = False):
        super().__init__(
            operands=[barrier], properties={"noIncrement": UnitAttr()} if noIncrement else {}
        )


# --------------------------------------------------------------------------------------------
# TMA
# --------------------------------------------------------------------------------------------


# the default the print elides (built once: an attribute is a few Python calls to make)
_NOT_VOLATILE = {"isVolatile": bool_attr(False)}


@irdl_op_definition
class AsyncTMACopyGlobalToLocalOp(TTGOp):
    """``ttng.async_tma_copy_global_to_local``: a TMA load into shared memory, completing
    on ``barrier``."""

    name = "ttng.async_tma_copy_global_to_local"
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())

    desc = operand_def()
    coord = var_operand_def(i32)
    barrier = operand_def(MemDescType)
    result = operand_def(MemDescType)
    pred = operand_def(i1)
    cache = opt_prop_def(enums.CacheModifier.constraint(), enums.CACHE_NONE)
    evict = opt_prop_def(enums.EvictionPolicy.constraint(), enums.EVICT_NORMAL)
    isVolatile = opt_prop_def(IntegerAttr[IntegerType(1)], bool_attr(False))

    def __init__(
        self,
        desc: SSAValue | Operation,
        coord: Sequence[SSAValue | Operation],
        barrier: SSAValue | Operation,
        result: SSAValue | Operation,
        pred: SSAValue | Operation,
        cache: Attribute | None = None,
        evict: Attribute | None = None,
        isVolatile: bool = False,
        attributes: Mapping[str, Attribute] | None = None,
    ):
        super().__init__(
            operands=[desc, coord, barrier, result, pred],
            properties=cache_properties(cache, evict, isVolatile),
            attributes=attributes,
        )

    @classmethod
    def read_text(
        cls, parser: MLIRParser, text: str, pos: int
    ) -> tuple[Operation, int, list[int]] | None:
        """The op spelled as MLIR prints it (without cache or eviction clauses or
        attributes: see parse), read from the text; None for anything else."""
        found = indexed_operand_at(text, pos)
        if found is None:
            return None
        desc, coord, pos = found
        found = operands_until(text, pos, " : ")
        if found is None or len(found[0]) != 3:
            return None
        (result, barrier, pred), pos = found
        desc_type = parser.type_at(pos)
        if desc_type is None or not text.startswith(", ", desc_type[0]):
            return None
        barrier_type = parser.type_at(desc_type[0] + 2)
        if barrier_type is None or not text.startswith(" -> ", barrier_type[0]):
            return None
        result_type = parser.type_at(barrier_type[0] + 4)
        if result_type is None:
            return None
        operands = [desc, *coord, barrier, result, pred]
        types = [desc_type[1], *[i32] * len(coord), barrier_type[1], result_type[1], i1]
        values = parser.values_of(operands, types)
        if values is None:
            return None
        op = new_op(cls, values, (), {}, {})
        return op, result_type[0], [operand.start(1) for operand in operands]

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        desc = parser.parse_unresolved_operand()
        coord = parser.parse_comma_separated_list(
            parser.Delimiter.SQUARE, parser.parse_unresolved_operand
        )
        result = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        barrier = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        pred = parser.parse_unresolved_operand()
        props: dict[str, Attribute] = {}
        enums.parse_cache_evict(parser, props, cls.name)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        desc_type = parser.parse_type()
        parser.parse_punctuation(",")
        barrier_type = parser.parse_type()
        parser.parse_punctuation("->")
        result_type = parser.parse_type()
        extra, others = split_attr_dict(cls, attrs)
        props.update(extra)
        op = cls(
            parser.resolve_operand(desc, desc_type),
            [parser.resolve_operand(c, i32) for c in coord],
            parser.resolve_operand(barrier, barrier_type),
            parser.resolve_operand(result, result_type),
            parser.resolve_operand(pred, i1),
            attributes=others,
        )
        op.properties.update(props)
        return op

    def print(self, printer: Printer) -> None:
        # by position (desc, the coordinates, barrier, result, pred): xDSL's accessors find
        # each through several Python calls
        desc, *coord, barrier, result, pred = self._operands
        printer.print_string(" ")
        printer.print_operand(desc)
        printer.print_string("[")
        printer.print_list(coord, printer.print_operand)
        printer.print_string("] ")
        printer.print_list((result, barrier, pred), printer.print_operand)
        enums.print_cache_evict(printer, self)
        print_attr_dict(printer, self, elide=("cache", "evict"), defaults=_NOT_VOLATILE)
        print_types(printer, [desc.type, barrier.type], result.type)

    def verify_(self) -> None:
        verify_barrier_type(self, self.barrier.type)
        if not 1 <= len(self.coord) <= 5:
            raise op_error(self, "TMA copies must have between 1 and 5 coordinates")
        result = self.result.type
        assert isinstance(result, MemDescType)
        if not result.is_mutable:
            raise op_error(self, "Cannot store into immutable memory")
        if not isinstance(result.encoding, L.NVMMASharedEncodingAttr):
            raise op_error(self, "TMA result must have NVMMA shared layout")


@irdl_op_definition
class AsyncTMACopyLocalToGlobalOp(TTGOp):
    """``ttng.async_tma_copy_local_to_global``: a TMA store from shared memory."""

    name = "ttng.async_tma_copy_local_to_global"
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())

    desc = operand_def()
    coord = var_operand_def(i32)
    src = operand_def(MemDescType)

    assembly_format = "$desc `[` $coord `]` $src attr-dict `:` type($desc) `,` type($src)"

    def __init__(
        self,
        desc: SSAValue | Operation,
        coord: Sequence[SSAValue | Operation],
        src: SSAValue | Operation,
    ):
        super().__init__(operands=[desc, coord, src])


@irdl_op_definition
class AsyncTMAReduceOp(TTGOp):
    """``ttng.async_tma_reduce``: a TMA store that reduces (``kind``) into global memory."""

    name = "ttng.async_tma_reduce"
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())

    kind = prop_def(enums.DescriptorReduceKind.constraint())
    desc = operand_def()
    coord = var_operand_def(i32)
    src = operand_def(MemDescType)

    def __init__(
        self,
        kind: Attribute,
        desc: SSAValue | Operation,
        coord: Sequence[SSAValue | Operation],
        src: SSAValue | Operation,
    ):
        super().__init__(operands=[desc, coord, src], properties={"kind": kind})

    @classmethod
    def read_text(
        cls, parser: MLIRParser, text: str, pos: int
    ) -> tuple[Operation, int, list[re.Match]] | None:
        """The op spelled as MLIR prints it (see print), read from the text and built as
        parse builds it; None for anything else."""
        found = None
        if text.startswith(" ", pos):
            found = enums.keyword_at(enums.DescriptorReduceKind, text, pos + 1)
        if found is None or not text.startswith(",", found[0]):
            return None
        pos, kind = found
        found = indexed_operand_at(text, pos + 1)
        if found is None:
            return None
        desc, coord, pos = found
        src = operand_at(text, pos)
        found = None if src is None else parser.attrs_and_two_types_after(src.end(), ", ")
        if found is None:
            return None
        end, attrs, desc_type, src_type = found
        operands = [desc, *coord, src]
        values = parser.values_of(operands, [desc_type, *[i32] * len(coord), src_type])
        if values is None:
            return None
        # (as parse: the dictionary's properties are not kept, its other attributes are)
        _, others = split_attr_dict(cls, attrs)
        return new_op(cls, values, (), {"kind": kind}, others), end, operands

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        kind = enums.parse_enum(parser, enums.DescriptorReduceKind, cls.name, "kind")
        parser.parse_punctuation(",")
        desc = parser.parse_unresolved_operand()
        coord = parser.parse_comma_separated_list(
            parser.Delimiter.SQUARE, parser.parse_unresolved_operand
        )
        src = parser.parse_unresolved_operand()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        desc_type = parser.parse_type()
        parser.parse_punctuation(",")
        src_type = parser.parse_type()
        props, others = split_attr_dict(cls, attrs)
        op = cls(
            kind,
            parser.resolve_operand(desc, desc_type),
            [parser.resolve_operand(c, i32) for c in coord],
            parser.resolve_operand(src, src_type),
        )
        op.attributes.update(others)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        enums.print_enum(printer, enums.DescriptorReduceKind, self.kind)
        printer.print_string(", ")
        printer.print_operand(self.desc)
        printer.print_string("[")
        printer.print_list(self.coord, printer.print_operand)
        printer.print_string("] ")
        printer.print_operand(self.src)
        print_attr_dict(printer, self, elide=("kind",))
        print_types(printer, [self.desc.type, self.src.type])


@irdl_op_definition
class AsyncTMAGatherOp(TTGOp):
    """``ttng.async_tma_gather``: gather rows ``x_offsets`` at column ``y_offset``."""

    name = "ttng.async_tma_gather"
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())

    desc = operand_def()
    x_offsets = operand_def(TensorType)
    y_offset = operand_def(i32)
    barrier = operand_def(MemDescType)
    result = operand_def(MemDescType)
    pred = operand_def(i1)

    assembly_format = (
        "$desc `[` $x_offsets `,` $y_offset `]` $result `,` $barrier `,` $pred attr-dict "
        "`:` type(operands)"
    )

    def __init__(
        self,
        desc: SSAValue | Operation,
        x_offsets: SSAValue | Operation,
        y_offset: SSAValue | Operation,
        barrier: SSAValue | Operation,
        result: SSAValue | Operation,
        pred: SSAValue | Operation,
    ):
        super().__init__(operands=[desc, x_offsets, y_offset, barrier, result, pred])

    def verify_(self) -> None:
        verify_barrier_type(self, self.barrier.type)
        result = self.result.type
        assert isinstance(result, MemDescType)
        if not result.is_mutable:
            raise op_error(self, "cannot store into immutable memory")
        _verify_gather_scatter(self, result, self.x_offsets.type)


@irdl_op_definition
class AsyncTMAScatterOp(TTGOp):
    """``ttng.async_tma_scatter``: scatter rows of ``src`` to ``x_offsets``/``y_offset``."""

    name = "ttng.async_tma_scatter"
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())

    desc = operand_def()
    x_offsets = operand_def(TensorType)
    y_offset = operand_def(i32)
    src = operand_def(MemDescType)

    assembly_format = "$desc `[` $x_offsets `,` $y_offset `]` $src attr-dict `:` type(operands)"

    def __init__(
        self,
        desc: SSAValue | Operation,
        x_offsets: SSAValue | Operation,
        y_offset: SSAValue | Operation,
        src: SSAValue | Operation,
    ):
        super().__init__(operands=[desc, x_offsets, y_offset, src])

    def verify_(self) -> None:
        src = self.src.type
        assert isinstance(src, MemDescType)
        _verify_gather_scatter(self, src, self.x_offsets.type)


def _verify_gather_scatter(op: Operation, data: MemDescType, x_offsets: Attribute) -> None:
    """``DescriptorGatherOp::verifyResultType``: 2D data, 1D i32 offsets, one row per offset,
    at least 8 columns."""
    if data.rank != 2:
        raise op_error(op, f"result must be a 2D tensor, but got {type_str(data)}")
    if not isinstance(x_offsets, TensorType) or x_offsets.get_num_dims() != 1:
        raise op_error(op, f"x_offsets must be a 1D tensor, but got {type_str(x_offsets)}")
    if x_offsets.element_type != i32:
        raise op_error(op, "operand #1 must be ranked tensor of 32-bit signless integer values")
    if data.get_shape()[0] != x_offsets.get_shape()[0]:
        raise op_error(
            op,
            f"result tensor must have as many rows as indices ({x_offsets.get_shape()[0]}), "
            f"but got {data.get_shape()[0]}",
        )
    if data.get_shape()[1] < 8:
        raise op_error(
            op, f"result tensor number of columns must be at least 8, but got {data.get_shape()[1]}"
        )


@irdl_op_definition
class TMAStoreWaitOp(TTGOp):
    """``ttng.async_tma_store_wait``: wait until at most ``pendings`` TMA stores read smem."""

    name = "ttng.async_tma_store_wait"

    pendings = prop_def(IntegerAttr[I32])

    assembly_format = "attr-dict"
    irdl_options = (ParsePropInAttrDict(),)

    def __init__(self, pendings: int):
        super().__init__(properties={"pendings": i32_attr(pendings)})


# Naming convention alias: the op's mnemonic is async_tma_store_wait.
AsyncTMAStoreWaitOp = TMAStoreWaitOp


# --------------------------------------------------------------------------------------------
# tcgen05 (Blackwell)
# --------------------------------------------------------------------------------------------


def _mmav5_kind(ty: Attribute) -> tuple[str, list[Attribute]] | None:
    """``getMMAv5DTypeKindAndAcc``: the MMA kind of an operand dtype and its accumulators."""
    if isinstance(ty, Float32Type):
        return "tf32", [Float32Type()]
    if isinstance(ty, Float16Type):
        return "f16", [Float16Type(), Float32Type()]
    if isinstance(ty, BFloat16Type):
        return "f16", [Float32Type()]
    if isinstance(ty, Float8E4M3FNType | Float8E5M2Type) or ty == IntegerType(8):
        return "f8f6f4", [Float16Type(), Float32Type()]
    return None


def _verify_mma_dtype(op: Operation, a: Attribute, b: Attribute, d: Attribute) -> None:
    a_kind, b_kind = _mmav5_kind(a), _mmav5_kind(b)
    if a_kind is None:
        raise op_error(op, f"unsupported LHS operand dtype: {type_str(a)}")
    if b_kind is None:
        raise op_error(op, f"unsupported RHS operand dtype: {type_str(b)}")
    if a_kind[0] != b_kind[0]:
        raise op_error(
            op,
            f"LHS and RHS operand dtypes kinds don't match: LHS kind is {a_kind[0]} but RHS kind "
            f"is {b_kind[0]}",
        )
    if d not in a_kind[1] or d not in b_kind[1]:
        allowed = ", ".join(f"'{type_str(t)}'" for t in a_kind[1])
        raise op_error(
            op,
            f"unsupported accumulator dtype for operand types '{type_str(a)}' and "
            f"'{type_str(b)}', accumulator dtype is '{type_str(d)}' but must be one of "
            f"[{allowed}]",
        )


@irdl_op_definition
class TCGen5MMAOp(TTGOp):
    """``ttng.tc_gen5_mma``: tcgen05.mma, ``d += a * b`` in tensor memory.

    Syntax: ``%a, %b, %d[%dep], %useD, %pred, %bar[%barPred] {is_async} : A, B, D, BAR``.
    """

    name = "ttng.tc_gen5_mma"
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect(), DotOpInterface())

    a = operand_def(MemDescType)
    b = operand_def(MemDescType)
    d = operand_def(MemDescType)
    acc_dep = opt_operand_def(AsyncTokenType)
    useD = operand_def(i1)
    pred = operand_def(i1)
    barriers = var_operand_def(MemDescType)
    barrier_preds = var_operand_def(i1)
    is_async = opt_prop_def(UnitAttr)
    two_ctas = opt_prop_def(UnitAttr)
    token = opt_result_def(AsyncTokenType)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(
        self,
        a: SSAValue | Operation,
        b: SSAValue | Operation,
        d: SSAValue | Operation,
        useD: SSAValue | Operation,
        pred: SSAValue | Operation,
        acc_dep: SSAValue | Operation | None = None,
        barriers: Sequence[SSAValue | Operation] = (),
        barrier_preds: Sequence[SSAValue | Operation] = (),
        is_async: bool = False,
        two_ctas: bool = False,
        has_token: bool = False,
        attributes: Mapping[str, Attribute] | None = None,
    ):
        props: dict[str, Attribute] = {}
        if is_async or barriers:
            props["is_async"] = UnitAttr()
        if two_ctas:
            props["two_ctas"] = UnitAttr()
        super().__init__(
            operands=[
                a,
                b,
                d,
                [] if acc_dep is None else [acc_dep],
                useD,
                pred,
                barriers,
                barrier_preds,
            ],
            properties=props,
            attributes=attributes,
            result_types=[_token_result(has_token)],
        )

    @classmethod
    def read_text(
        cls, parser: MLIRParser, text: str, pos: int
    ) -> tuple[Operation, int, list[re.Match]] | None:
        """The op spelled as MLIR prints it (see parse: single spaces, the types after
        ` : `), read from the text and built as parse builds it; None for anything else."""
        a = operand_at(text, pos)
        b = d = None
        if a is not None and text.startswith(",", a.end()):
            b = operand_at(text, a.end() + 1)
        if b is not None and text.startswith(",", b.end()):
            d = operand_at(text, b.end() + 1)
        if d is None:
            return None
        found = _token_at(text, d.end())
        if found is None:
            return None
        pos, deps, has_token = found
        use_d = operand_at(text, pos + 1) if text.startswith(",", pos) else None
        pred = None
        if use_d is not None and text.startswith(",", use_d.end()):
            pred = operand_at(text, use_d.end() + 1)
        if pred is None:
            return None
        pos, barriers, preds = pred.end(), [], []
        while text.startswith(", ", pos):
            barrier = operand_at(text, pos + 1)
            if barrier is None or not text.startswith("[", barrier.end()):
                return None
            barrier_pred = operand_at(text, barrier.end() + 1)
            if barrier_pred is None or not text.startswith("]", barrier_pred.end()):
                return None
            barriers.append(barrier)
            preds.append(barrier_pred)
            pos = barrier_pred.end() + 1
        found = parser.attrs_after(pos)
        if found is None:
            return None
        pos, attrs = found
        found = parser.type_list_at(pos + 3) if text.startswith(" : ", pos) else None
        if found is None:
            return None
        pos, types = found
        if len(types) != 3 + len(barriers):
            return None  # (for parse's error)
        operands = [a, b, d, *deps, use_d, pred, *barriers, *preds]
        operand_types = [*types[:3], *([_ASYNC_TOKEN] * len(deps)), i1, i1, *types[3:]]
        values = parser.values_of(operands, operand_types + [i1] * len(preds))
        if values is None:
            return None
        props, others = split_attr_dict(cls, attrs)
        props.pop("operandSegmentSizes", None)
        # as the constructor (called by parse) files them, then parse's
        properties: dict[str, Attribute] = {"is_async": _UNIT} if barriers else {}
        sizes = [1, 1, 1, len(deps), 1, 1, len(barriers), len(preds)]
        properties["operandSegmentSizes"] = segment_sizes(sizes)
        properties.update(props)
        results = [_ASYNC_TOKEN] if has_token else []
        op = new_op(cls, values, results, properties, others)
        return op, pos, operands

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        a, b, d, dep, has_token = _parse_mma_operands(parser)
        parser.parse_punctuation(",")
        use_d = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        pred = parser.parse_unresolved_operand()
        barriers, preds = _parse_barriers_and_preds(parser)
        attrs = parser.parse_optional_attr_dict()
        pos = parser.pos
        types = _parse_colon_types(parser)
        expected = 3 + len(barriers)
        if len(types) != expected and not (not barriers and len(types) == 3):
            parser.raise_error(f"expected {expected} types", pos, parser.pos)
        props, others = split_attr_dict(cls, attrs)
        props.pop("operandSegmentSizes", None)
        op = cls(
            parser.resolve_operand(a, types[0]),
            parser.resolve_operand(b, types[1]),
            parser.resolve_operand(d, types[2]),
            parser.resolve_operand(use_d, i1),
            parser.resolve_operand(pred, i1),
            acc_dep=_resolve_token(parser, dep),
            barriers=[
                parser.resolve_operand(bar, t) for bar, t in zip(barriers, types[3:], strict=True)
            ],
            barrier_preds=[parser.resolve_operand(p, i1) for p in preds],
            has_token=has_token,
            attributes=others,
        )
        op.properties.update(props)
        return op

    def print(self, printer: Printer) -> None:
        _print_mma_operands(printer, self)
        printer.print_string(", ")
        printer.print_operand(self.useD)
        printer.print_string(", ")
        printer.print_operand(self.pred)
        _print_barriers_and_preds(printer, self.barriers, self.barrier_preds)
        print_attr_dict(printer, self, elide=("operandSegmentSizes",))
        types = [self.a.type, self.b.type, self.d.type]
        print_types(printer, types + [b.type for b in self.barriers[:1]])

    def verify_(self) -> None:
        _verify_mma_barriers(self)
        if any(b.type != self.barriers[0].type for b in self.barriers):
            raise op_error(self, "all barriers must have the same type")
        a, b, d = self.a.type, self.b.type, self.d.type
        assert isinstance(a, MemDescType) and isinstance(b, MemDescType)
        assert isinstance(d, MemDescType)
        _verify_mma_dtype(self, a.elementType, b.elementType, d.elementType)
        a_enc, b_enc, d_enc = a.encoding, b.encoding, d.encoding
        if not (
            isinstance(a_enc, L.NVMMASharedEncodingAttr)
            or isinstance(a_enc, L.SharedLinearEncodingAttr)
            or isinstance(a_enc, L.TensorMemoryEncodingAttr)
        ):
            raise op_error(self, "LHS operand must have a NVMMAShared or TensorMemory encoding")
        if not (
            isinstance(b_enc, L.NVMMASharedEncodingAttr)
            or isinstance(b_enc, L.SharedLinearEncodingAttr)
        ):
            raise op_error(self, "RHS operand must have a NVMMAShared encoding")
        if not isinstance(d_enc, L.TensorMemoryEncodingAttr):
            raise op_error(self, "Return operand must have a TensorMemory encoding")
        if isinstance(a_enc, L.TensorMemoryEncodingAttr) and a_enc.colStride != 1:
            raise op_error(self, "The col stride of the LHS operand must be 1")
        width = _bitwidth(d.elementType)
        stride = d_enc.colStride
        if width and isinstance(stride, int) and stride != 32 // width:
            raise op_error(
                self, f"The col stride of the return operand must be 32 / {width} but got {stride}"
            )
        if self.two_ctas is not None:
            _verify_two_cta_splits(self, a_enc, b_enc, d_enc)


def _cta_split_num(enc: Attribute) -> tuple[int, ...]:
    """Triton's getCTASplitNum for the encodings a tcgen05 MMA operand can have."""
    if isinstance(enc, L.TensorMemoryEncodingAttr | L.TensorMemoryScalesEncodingAttr):
        return (enc.CTASplitM, enc.CTASplitN)
    return L.get_cga_layout(enc).cta_split_num()


def _verify_two_cta_splits(
    op: Operation, a_enc: Attribute, b_enc: Attribute, d_enc: L.TensorMemoryEncodingAttr
) -> None:
    """A two-CTA tcgen05 MMA splits A and D along M and B along N over the CTA pair."""
    for enc, name, want in ((a_enc, "LHS", (2, 1)), (b_enc, "RHS", (1, 2))) + (
        (d_enc, "returned value", (2, 1)),
    ):
        got = _cta_split_num(enc)
        if got != want:
            raise op_error(
                op,
                f"The op is two CTAs but the split num of the {name} is not "
                f"{shape_str(want)}. Got {shape_str(got)}",
            )
    if not d_enc.twoCTAs:
        raise op_error(
            op,
            "The returned value's encoding must have twoCTA=true to be used in a twoCTA matmul",
        )
    if isinstance(a_enc, L.TensorMemoryEncodingAttr) and not a_enc.twoCTAs:
        raise op_error(
            op, "The LHS operand's encoding must have twoCTA=true to be used in a twoCTA matmul"
        )


@irdl_op_definition
class TCGen5MMAScaledOp(TTGOp):
    """``ttng.tc_gen5_mma_scaled``: block-scaled tcgen05.mma (mxfp)."""

    name = "ttng.tc_gen5_mma_scaled"
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect(), DotOpInterface())

    a = operand_def(MemDescType)
    b = operand_def(MemDescType)
    d = operand_def(MemDescType)
    acc_dep = opt_operand_def(AsyncTokenType)
    a_scale = operand_def(MemDescType)
    b_scale = operand_def(MemDescType)
    a_type = prop_def(enums.ScaleDotElemType.constraint())
    b_type = prop_def(enums.ScaleDotElemType.constraint())
    useD = operand_def(i1)
    pred = operand_def(i1)
    barriers = var_operand_def(MemDescType)
    barrier_preds = var_operand_def(i1)
    is_async = opt_prop_def(UnitAttr)
    token = opt_result_def(AsyncTokenType)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(
        self,
        a: SSAValue | Operation,
        b: SSAValue | Operation,
        d: SSAValue | Operation,
        a_scale: SSAValue | Operation,
        b_scale: SSAValue | Operation,
        a_type: Attribute,
        b_type: Attribute,
        useD: SSAValue | Operation,
        pred: SSAValue | Operation,
        acc_dep: SSAValue | Operation | None = None,
        barriers: Sequence[SSAValue | Operation] = (),
        barrier_preds: Sequence[SSAValue | Operation] = (),
        is_async: bool = False,
        has_token: bool = False,
        attributes: Mapping[str, Attribute] | None = None,
    ):
        props: dict[str, Attribute] = {"a_type": a_type, "b_type": b_type}
        if is_async or barriers:
            props["is_async"] = UnitAttr()
        super().__init__(
            operands=[
                a,
                b,
                d,
                [] if acc_dep is None else [acc_dep],
                a_scale,
                b_scale,
                useD,
                pred,
                barriers,
                barrier_preds,
            ],
            properties=props,
            attributes=attributes,
            result_types=[_token_result(has_token)],
        )

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        a, b, d, dep, has_token = _parse_mma_operands(parser)
        parser.parse_punctuation(",")
        a_scale = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        b_scale = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        use_d = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        pred = parser.parse_unresolved_operand()
        parser.parse_keyword("lhs")
        parser.parse_punctuation("=")
        a_type = enums.parse_enum(parser, enums.ScaleDotElemType, cls.name, "a_type")
        parser.parse_keyword("rhs")
        parser.parse_punctuation("=")
        b_type = enums.parse_enum(parser, enums.ScaleDotElemType, cls.name, "b_type")
        barriers, preds = _parse_barriers_and_preds(parser)
        attrs = parser.parse_optional_attr_dict()
        pos = parser.pos
        types = _parse_colon_types(parser)
        if len(types) != 5 + (1 if barriers else 0):
            parser.raise_error(f"expected {5 + (1 if barriers else 0)} types", pos, parser.pos)
        props, others = split_attr_dict(cls, attrs)
        props.pop("operandSegmentSizes", None)
        bar_type = types[5] if barriers else None
        op = cls(
            parser.resolve_operand(a, types[0]),
            parser.resolve_operand(b, types[1]),
            parser.resolve_operand(d, types[2]),
            parser.resolve_operand(a_scale, types[3]),
            parser.resolve_operand(b_scale, types[4]),
            a_type,
            b_type,
            parser.resolve_operand(use_d, i1),
            parser.resolve_operand(pred, i1),
            acc_dep=_resolve_token(parser, dep),
            barriers=[parser.resolve_operand(bar, bar_type) for bar in barriers],  # type: ignore[arg-type]
            barrier_preds=[parser.resolve_operand(p, i1) for p in preds],
            has_token=has_token,
            attributes=others,
        )
        op.properties.update(props)
        return op

    def print(self, printer: Printer) -> None:
        _print_mma_operands(printer, self)
        printer.print_string(", ")
        printer.print_list(
            (self.a_scale, self.b_scale, self.useD, self.pred), printer.print_operand
        )
        printer.print_string(" lhs = ")
        enums.print_enum(printer, enums.ScaleDotElemType, self.a_type)
        printer.print_string(" rhs = ")
        enums.print_enum(printer, enums.ScaleDotElemType, self.b_type)
        _print_barriers_and_preds(printer, self.barriers, self.barrier_preds)
        print_attr_dict(printer, self, elide=("operandSegmentSizes", "a_type", "b_type"))
        types = [self.a.type, self.b.type, self.d.type, self.a_scale.type, self.b_scale.type]
        print_types(printer, types + [b.type for b in self.barriers[:1]])

    def verify_(self) -> None:
        _verify_mma_barriers(self)


@irdl_op_definition
class TCGen5CommitOp(TTGOp):
    """``ttng.tc_gen5_commit``: the barrier tracks completion of prior tcgen05 ops."""

    name = "ttng.tc_gen5_commit"
    traits = traits_def(MemoryWriteEffect())

    barrier = operand_def(MemDescType)
    pred = opt_operand_def(i1)
    two_ctas = opt_prop_def(UnitAttr)

    assembly_format = "$barrier (`,` $pred^)? attr-dict `:` type($barrier)"
    irdl_options = (ParsePropInAttrDict(),)

    def __init__(
        self,
        barrier: SSAValue | Operation,
        pred: SSAValue | Operation | None = None,
        two_ctas: bool = False,
    ):
        super().__init__(
            operands=[barrier, [] if pred is None else [pred]],
            properties={"two_ctas": UnitAttr()} if two_ctas else {},
        )


# --------------------------------------------------------------------------------------------
# Tensor memory
# --------------------------------------------------------------------------------------------


def _verify_tmem_encoding(op: Operation, memdesc: MemDescType, scales_ok: bool) -> None:
    ok = isinstance(memdesc.encoding, L.TensorMemoryEncodingAttr) or (
        scales_ok and isinstance(memdesc.encoding, L.TensorMemoryScalesEncodingAttr)
    )
    if not ok:
        raise op_error(op, "should use tensor memory encoding.")


@irdl_op_definition
class TMEMLoadOp(TTGOp):
    """``ttng.tmem_load``: tensor memory to registers (``%src[%dep]`` with tokens)."""

    name = "ttng.tmem_load"
    traits = traits_def(MemoryReadEffect())

    src = operand_def(MemDescType)
    dep = opt_operand_def(AsyncTokenType)
    result = result_def(TensorType)
    token = opt_result_def(AsyncTokenType)

    def __init__(
        self,
        src: SSAValue | Operation,
        result_type: Attribute,
        dep: SSAValue | Operation | None = None,
        has_token: bool = False,
    ):
        super().__init__(
            operands=[src, [] if dep is None else [dep]],
            result_types=[result_type, _token_result(has_token)],
        )

    @classmethod
    def read_text(
        cls, parser: MLIRParser, text: str, pos: int
    ) -> tuple[Operation, int, list[re.Match]] | None:
        """The op spelled as MLIR prints it (see parse: single spaces), read from the text
        and built as parse builds it; None for anything else."""
        src = operand_at(text, pos)
        token = None if src is None else _token_at(text, src.end())
        found = None if token is None else parser.attrs_and_two_types_after(token[0])
        if found is None:
            return None
        end, attrs, src_type, result_type = found
        _, deps, has_token = token
        values = parser.values_of([src, *deps], [src_type, _ASYNC_TOKEN])
        if values is None:
            return None
        results = [result_type, *_token_result(has_token)]
        return new_op(cls, values, results, {}, dict(attrs)), end, [src, *deps]

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        src = parser.parse_unresolved_operand()
        dep, has_token = _parse_token(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        src_type = parser.parse_type()
        parser.parse_punctuation("->")
        result_type = parser.parse_type()
        op = cls(
            parser.resolve_operand(src, src_type),
            result_type,
            _resolve_token(parser, dep),
            has_token,
        )
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.src)
        _print_token(printer, self.dep, self.token is not None)
        print_attr_dict(printer, self)
        print_types(printer, [self.src.type], self.result.type)

    def asm_result_names(self) -> dict[SSAValue, str]:
        return _ods_result_names(self)

    def verify_(self) -> None:
        src, res = self.src.type, self.result.type
        assert isinstance(src, MemDescType) and isinstance(res, TensorType)
        if not isinstance(src.memorySpace, L.TensorMemorySpaceAttr):
            raise op_error(self, "source must be a tensor memory buffer.")
        _verify_tmem_encoding(self, src, scales_ok=False)
        verify_tmem_operand(self, res, src, "result")
        verify_memory_op_types(self, src, res)


@irdl_op_definition
class TMEMStoreOp(TTGOp):
    """``ttng.tmem_store``: registers to tensor memory (``%src, %dst[%dep], %pred``)."""

    name = "ttng.tmem_store"
    traits = traits_def(MemoryWriteEffect())

    dst = operand_def(MemDescType)
    dep = opt_operand_def(AsyncTokenType)
    src = operand_def(TensorType)
    pred = operand_def(i1)
    token = opt_result_def(AsyncTokenType)

    def __init__(
        self,
        src: SSAValue | Operation,
        dst: SSAValue | Operation,
        pred: SSAValue | Operation,
        dep: SSAValue | Operation | None = None,
        has_token: bool = False,
    ):
        super().__init__(
            operands=[dst, [] if dep is None else [dep], src, pred],
            result_types=[_token_result(has_token)],
        )

    @classmethod
    def read_text(
        cls, parser: MLIRParser, text: str, pos: int
    ) -> tuple[Operation, int, list[re.Match]] | None:
        """The op spelled as MLIR prints it (see parse: single spaces), read from the text
        and built as parse builds it; None for anything else."""
        src = operand_at(text, pos)
        dst = None
        if src is not None and text.startswith(",", src.end()):
            dst = operand_at(text, src.end() + 1)
        token = None if dst is None else _token_at(text, dst.end())
        pred = None
        if token is not None and text.startswith(",", token[0]):
            pred = operand_at(text, token[0] + 1)
        found = None if pred is None else parser.attrs_and_two_types_after(pred.end())
        if found is None:
            return None
        end, attrs, src_type, dst_type = found
        _, deps, has_token = token
        operands = [dst, *deps, src, pred]
        types = [dst_type, *[_ASYNC_TOKEN] * len(deps), src_type, i1]
        values = parser.values_of(operands, types)
        if values is None:
            return None
        return new_op(cls, values, _token_result(has_token), {}, dict(attrs)), end, operands

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        src = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        dst = parser.parse_unresolved_operand()
        dep, has_token = _parse_token(parser)
        parser.parse_punctuation(",")
        pred = parser.parse_unresolved_operand()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        src_type = parser.parse_type()
        parser.parse_punctuation("->")
        dst_type = parser.parse_type()
        op = cls(
            parser.resolve_operand(src, src_type),
            parser.resolve_operand(dst, dst_type),
            parser.resolve_operand(pred, i1),
            _resolve_token(parser, dep),
            has_token,
        )
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.src)
        printer.print_string(", ")
        printer.print_operand(self.dst)
        _print_token(printer, self.dep, self.token is not None)
        printer.print_string(", ")
        printer.print_operand(self.pred)
        print_attr_dict(printer, self)
        print_types(printer, [self.src.type], self.dst.type)

    def verify_(self) -> None:
        src, dst = self.src.type, self.dst.type
        assert isinstance(src, TensorType) and isinstance(dst, MemDescType)
        _verify_tmem_encoding(self, dst, scales_ok=True)
        if not dst.is_mutable:
            raise op_error(self, "Cannot store into an immutable alloc")
        verify_tmem_operand(self, src, dst, "source")
        verify_memory_op_types(self, src, dst)


@irdl_op_definition
class TMEMAllocOp(TTGOp):
    """``ttng.tmem_alloc``: allocate tensor memory, optionally initialised from registers."""

    name = "ttng.tmem_alloc"
    traits = traits_def(AllocationEffect("tensor_memory_col_offset"))

    src = opt_operand_def(TensorType)
    result = result_def(MemDescType)
    token = opt_result_def(AsyncTokenType)

    assembly_format = "($src^)? attr-dict `:` functional-type(operands, results)"

    def __init__(
        self,
        result_type: Attribute,
        src: SSAValue | Operation | None = None,
        has_token: bool = False,
    ):
        super().__init__(
            operands=[[] if src is None else [src]],
            result_types=[result_type, _token_result(has_token)],
        )

    def asm_result_names(self) -> dict[SSAValue, str]:
        return _ods_result_names(self)

    def verify_(self) -> None:
        ty = self.result.type
        assert isinstance(ty, MemDescType)
        if not (
            isinstance(ty.encoding, L.TensorMemoryEncodingAttr)
            or isinstance(ty.encoding, L.TensorMemoryScalesEncodingAttr)
        ):
            raise op_error(self, "should use tensor memory encoding")
        if self.src is not None:
            assert isinstance(self.src.type, TensorType)
            verify_tmem_operand(self, self.src.type, ty, "source")
        verify_alloc_op(self, self.src, ty)


@irdl_op_definition
class TMEMSubSliceOp(TTGOp):
    """``ttng.tmem_subslice``: columns ``N`` onwards of a 2D tensor-memory buffer."""

    name = "ttng.tmem_subslice"

    src = operand_def(MemDescType)
    N = prop_def(IntegerAttr[I32])
    result = result_def(MemDescType)

    assembly_format = "$src attr-dict `:` type($src) `->` type($result)"
    irdl_options = (ParsePropInAttrDict(),)
    traits = traits_def(Pure())

    def __init__(self, src: SSAValue | Operation, N: int, result_type: Attribute):
        super().__init__(operands=[src], properties={"N": i32_attr(N)}, result_types=[result_type])

    def verify_(self) -> None:
        src, dst = self.src.type, self.result.type
        assert isinstance(src, MemDescType) and isinstance(dst, MemDescType)
        if not isinstance(src.encoding, L.TensorMemoryEncodingAttr):
            raise op_error(self, "The source must be a tensor memory buffer.")
        block_m = src.encoding.blockM
        if block_m not in (64, 128):
            raise op_error(
                self,
                "The source tensor memory descriptor must have a 128xN or 64xN layout, got "
                f"block_m={block_m}",
            )
        if not isinstance(dst.encoding, L.TensorMemoryEncodingAttr):
            raise op_error(self, "The destination must be a tensor memory buffer.")
        if any(
            getattr(dst.encoding, p) != getattr(src.encoding, p)
            for p in ("blockM", "CTASplitM", "CTASplitN", "colStride")
        ):
            raise op_error(
                self,
                "The destination must have the same block size and CTASplit size as the source.",
            )


@irdl_op_definition
class TMEMCopyOp(TTGOp):
    """``ttng.tmem_copy``: tcgen05.cp from shared memory into tensor memory."""

    name = "ttng.tmem_copy"
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())

    src = operand_def(MemDescType)
    dst = operand_def(MemDescType)
    barrier = opt_operand_def(MemDescType)

    assembly_format = "$src `,` $dst (`,` $barrier^)? attr-dict `:` type(operands)"

    def __init__(
        self,
        src: SSAValue | Operation,
        dst: SSAValue | Operation,
        barrier: SSAValue | Operation | None = None,
    ):
        super().__init__(operands=[src, dst, [] if barrier is None else [barrier]])

    def verify_(self) -> None:
        src, dst = self.src.type, self.dst.type
        assert isinstance(src, MemDescType) and isinstance(dst, MemDescType)
        if not isinstance(src.memorySpace, L.SharedMemorySpaceAttr):
            raise op_error(self, "The source must be a shared memory buffer")
        if not dst.is_mutable:
            raise op_error(self, "Cannot copy into an immutable alloc")
        if not isinstance(dst.encoding, L.TensorMemoryScalesEncodingAttr):
            if src.get_shape() != dst.get_shape():
                raise op_error(self, "The source and destination must have the same shape.")
            if not isinstance(dst.encoding, L.TensorMemoryEncodingAttr):
                raise op_error(self, "Incorrect tmem layout.")


@irdl_op_definition
class ReinterpretTensorDescOp(TTGOp):
    """``ttng.reinterpret_tensor_descriptor``: a raw TMA pointer as a typed descriptor."""

    name = "ttng.reinterpret_tensor_descriptor"

    rawDesc = operand_def()
    result = result_def()

    assembly_format = "$rawDesc attr-dict `:` type($rawDesc) `to` type($result)"
    traits = traits_def(Pure())

    def __init__(self, rawDesc: SSAValue | Operation, result_type: Attribute):
        super().__init__(operands=[rawDesc], result_types=[result_type])


@dataclass(frozen=True)
class _BoundedI32(AttrConstraint):
    """IRDL constraint: an ``i32`` integer attribute from 0 to ``limit`` (ODS's
    ``ConfinedAttr<I32Attr, [IntNonNegative, IntMaxValue<limit>]>``)."""

    limit: int

    def verify(self, attr: Attribute, constraint_context: object) -> None:
        if not (isinstance(attr, IntegerAttr) and attr.type == i32):
            raise VerifyException(f"{attr} is not an i32 integer attribute")
        if not 0 <= attr.value.data <= self.limit:
            raise VerifyException(f"{attr} is not from 0 to {self.limit}")

    def mlir_stored(self, attr: Attribute) -> bool:
        """Whether ``attr`` converts into the ODS attribute's storage (an IntegerAttr)."""
        return isinstance(attr, IntegerAttr)

    def mlir_summary(self) -> str:
        """The summary of the ODS constraint (see dialects/text/constraints.py)."""
        return (
            "32-bit signless integer attribute whose value is non-negative whose maximum "
            f"value is {self.limit}"
        )

    def get_bases(self) -> set[type[Attribute]] | None:
        return {IntegerAttr}

    def mapping_type_vars(self, type_var_mapping: Mapping[TypeVar, object]) -> _BoundedI32:
        return self


@irdl_op_definition
class TensormapCreateOp(TTGOp):
    """``ttng.tensormap_create``: build a TMA descriptor on the device."""

    name = "ttng.tensormap_create"
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())

    desc_ptr = operand_def()
    global_address = operand_def()
    box_dim = var_operand_def(i32)
    global_dim = var_operand_def(i32)
    global_stride = var_operand_def(i64)
    element_stride = var_operand_def(i32)
    elem_type = prop_def(_BoundedI32(15))
    interleave_layout = prop_def(_BoundedI32(2))
    swizzle_mode = prop_def(_BoundedI32(3))
    fill_mode = prop_def(_BoundedI32(1))

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    _BOUNDED: ClassVar[frozenset[str]] = frozenset(
        ("elem_type", "interleave_layout", "swizzle_mode", "fill_mode")
    )

    def __init__(
        self,
        desc_ptr: SSAValue | Operation,
        global_address: SSAValue | Operation,
        box_dim: Sequence[SSAValue | Operation],
        global_dim: Sequence[SSAValue | Operation],
        global_stride: Sequence[SSAValue | Operation],
        element_stride: Sequence[SSAValue | Operation],
        elem_type: int,
        interleave_layout: int,
        swizzle_mode: int,
        fill_mode: int,
    ):
        super().__init__(
            operands=[desc_ptr, global_address, box_dim, global_dim, global_stride, element_stride],
            properties={
                "elem_type": i32_attr(elem_type),
                "interleave_layout": i32_attr(interleave_layout),
                "swizzle_mode": i32_attr(swizzle_mode),
                "fill_mode": i32_attr(fill_mode),
            },
        )

    @classmethod
    def read_text(
        cls, parser: MLIRParser, text: str, pos: int
    ) -> tuple[Operation, int, list[int]] | None:
        """The op spelled as MLIR prints it (see parse), read from the text and built as
        parse builds it; None for anything else."""
        desc = operand_at(text, pos)
        address = None if desc is None else operand_at(text, desc.end() + 1)
        if address is None or not text.startswith(",", desc.end()):
            return None
        operands = [desc, address]
        groups = []
        pos = address.end()
        for _ in range(4):
            found = operands_until(text, pos + 3, "]") if text.startswith(", [", pos) else None
            if found is None:
                return None
            groups.append(len(found[0]))
            operands += found[0]
            pos = found[1]
        found = parser.attrs_after(pos)
        if found is None:
            return None
        pos, attrs = found
        found = parser.types_until(pos + 4, ")") if text.startswith(" : (", pos) else None
        if found is None or not text.startswith(" -> ()", found[0]):
            return None
        pos, inputs = found[0] + 6, found[1]
        props, others = split_attr_dict(cls, attrs)
        props.pop("operandSegmentSizes", None)
        values = parser.values_of(operands, inputs)
        if len(inputs) != len(operands) or values is None or not props.keys() >= cls._BOUNDED:
            return None
        if parse_time_error(cls, props, cls._BOUNDED) is not None:
            return None  # (parse reports it)
        # built directly, as the generated format parsers build theirs (the class's
        # constructor checks again what was read: most of a first sight's cost)
        props["operandSegmentSizes"] = segment_sizes([1, 1, *groups])
        op = new_op(cls, values, (), props, others)
        return op, pos, [operand.start(1) for operand in operands]

    # `$desc_ptr, $global_address, [$box_dim], [$global_dim], [$global_stride],
    # [$element_stride] attr-dict : functional-type(operands, results)`, by hand because
    # xDSL's `operands` directive refuses several variadic groups.
    @classmethod
    def parse(cls, parser: Parser) -> Self:
        desc_ptr = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        global_address = parser.parse_unresolved_operand()
        groups: list[list[UnresolvedOperand]] = []
        for _ in range(4):
            parser.parse_punctuation(",")
            groups.append(
                parser.parse_comma_separated_list(
                    parser.Delimiter.SQUARE, parser.parse_unresolved_operand
                )
            )
        attr_dict_pos = parser.pos
        attrs = parser.parse_optional_attr_dict()
        # MLIR checks the attributes of the attr-dict as it reads it
        wrong = parse_time_error(cls, attrs, cls._BOUNDED & attrs.keys())
        if wrong is not None:
            message = f"custom op '{cls.name}' '{cls.name}' op {wrong}"
            parser.raise_error(message, attr_dict_pos, attr_dict_pos + 1)
        parser.parse_punctuation(":")
        pos = parser.pos
        fn_type = parser.parse_function_type()
        inputs = list(fn_type.inputs.data)
        count = 2 + sum(len(g) for g in groups)
        if len(inputs) != count or fn_type.outputs.data:
            parser.raise_error(f"expected a function type with {count} inputs", pos, parser.pos)
        values = iter(inputs)
        ptr = parser.resolve_operand(desc_ptr, next(values))
        address = parser.resolve_operand(global_address, next(values))
        resolved = [[parser.resolve_operand(u, next(values)) for u in g] for g in groups]
        props, others = split_attr_dict(cls, attrs)
        props.pop("operandSegmentSizes", None)
        missing = [n for n in cls._BOUNDED if n not in props]
        if missing:
            parser.raise_error(f"requires attribute '{missing[0]}'", pos, parser.pos)
        op = cls(ptr, address, *resolved, 0, 0, 0, 0)
        op.properties.update(props)
        op.attributes.update(others)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.desc_ptr)
        printer.print_string(", ")
        printer.print_operand(self.global_address)
        for group in (self.box_dim, self.global_dim, self.global_stride, self.element_stride):
            printer.print_string(", [")
            printer.print_list(group, printer.print_operand)
            printer.print_string("]")
        print_attr_dict(printer, self, elide=("operandSegmentSizes",))
        printer.print_string(" : ")
        printer.print_function_type([o.type for o in self.operands], [])

    def verify_(self) -> None:
        # (the attributes' bounds are their constraints': _BoundedI32)
        rank = len(self.box_dim)
        if len(self.global_dim) != rank:
            raise VerifyException(
                f"Rank mismatch for global dim. Got {len(self.global_dim)} but expected {rank}"
            )
        if len(self.global_stride) + 1 != rank:
            raise VerifyException(
                f"Rank mismatch for global stride. Got {len(self.global_stride)} but expected "
                f"{rank - 1}"
            )
        if len(self.element_stride) != rank:
            raise VerifyException(
                f"Rank mismatch for element stride. Got {len(self.element_stride)} but expected "
                f"{rank}"
            )


@irdl_op_definition
class TensormapFenceproxyAcquireOp(TTGOp):
    """``ttng.tensormap_fenceproxy_acquire``: acquire fence on a device-built tensormap."""

    name = "ttng.tensormap_fenceproxy_acquire"
    traits = traits_def(MemoryWriteEffect())

    desc_ptr = operand_def()

    assembly_format = "$desc_ptr attr-dict `:` type($desc_ptr)"

    def __init__(self, desc_ptr: SSAValue | Operation):
        super().__init__(operands=[desc_ptr])


OPS: list[type[IRDLOperation]] = [
    FenceAsyncSharedOp,
    ClusterArriveOp,
    ClusterWaitOp,
    WarpGroupDotOp,
    WarpGroupDotWaitOp,
    InitBarrierOp,
    InvalBarrierOp,
    BarrierExpectOp,
    WaitBarrierOp,
    ArriveBarrierOp,
    AsyncCopyMbarrierArriveOp,
    AsyncTMACopyGlobalToLocalOp,
    AsyncTMACopyLocalToGlobalOp,
    AsyncTMAReduceOp,
    AsyncTMAGatherOp,
    AsyncTMAScatterOp,
    TMAStoreWaitOp,
    TCGen5MMAOp,
    TCGen5MMAScaledOp,
    TCGen5CommitOp,
    TMEMLoadOp,
    TMEMStoreOp,
    TMEMAllocOp,
    TMEMSubSliceOp,
    TMEMCopyOp,
    ReinterpretTensorDescOp,
    TensormapCreateOp,
    TensormapFenceproxyAcquireOp,
]
# every pass reads named operands and results of these ops in its hot loops
accessors.install(OPS)


# The ttng types are ttg's; the tensor-memory encodings are in layouts.TTNG_ATTRS.
ATTRS: list[type[Attribute]] = []

__all__ = ["OPS", "ATTRS", "AsyncTMAStoreWaitOp"]
