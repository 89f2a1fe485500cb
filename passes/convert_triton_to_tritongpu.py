"""``--convert-triton-to-tritongpu``: give every tensor of a ttir module a layout (Triton 3.6.0's
lib/Conversion/TritonToTritonGPU/TritonToTritonGPUPass.cpp and TritonGPUConversion.cpp).

In prose: docs/passes/convert-triton-to-tritongpu.md.

The module gets ``ttg.num-warps``, ``ttg.threads-per-warp``, ``ttg.num-ctas`` and
``ttg.target``; then a partial dialect conversion (``dialect_conversion.py``) runs with:

- **types**: a tensor without encoding gets the default blocked layout of its shape (one element
  per thread, row-major order, lanes and warps to the fastest dims, CTAs to the slowest); a
  pointer to such a tensor points to the converted tensor; everything else is unchanged;
- **legality**: ``ttg`` ops are legal; ``arith``, ``math``, ``tt``, ``cf``, ``scf`` and ``ub`` ops
  are legal once their operand, result and block-argument types are; a ``tt.dot`` only with
  dot-operand layouts on A and B; a ``tt.func`` once no argument is a tensor without layout;
- **materialization**: where a converted value's layout differs from the default one a consumer
  expects, a ``ttg.convert_layout`` right after the value;
- **patterns**: most ops are rebuilt as they are with converted types. The exceptions choose
  layouts of their own: ``tt.expand_dims`` (its source in a slice of a layout with the new dim
  inserted), ``tt.broadcast`` (the source's layout), ``tt.dot`` (a blocked result with 2x2 or 4x4
  elements per thread by size, its A/B in dot-operand layouts of it), ``tt.cat`` (more elements
  per thread to hold both inputs), ``tt.join``/``tt.split``/``tt.trans``/``tt.reduce``/``tt.scan``
  (their result layouts inferred from the operands), descriptor gather/scatter (their row
  offsets in the layout the TMA instructions need); ``scf`` ops keep their regions with
  converted block arguments.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from gluon_opt.dialects import tt, ttg
from gluon_opt.dialects.layout import inference as li
from gluon_opt.dialects.layout.conversions import to_linear_layout
from gluon_opt.dialects.layout.encodings import (
    BlockedEncodingAttr,
    CGALayout,
    DotOperandEncodingAttr,
    SliceEncodingAttr,
)
from gluon_opt.dialects.layout.helpers import build_blocked
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.traits import is_kind_of
from gluon_opt.passes.base import GluonPass
from gluon_opt.passes.dialect_conversion import (
    ConversionRewriter,
    Pattern,
    TypeConverter,
    apply_partial_conversion,
)
from gluon_opt.passes.layout_utils import (
    build_op,
    dense_with_type,
    integer_attr,
    lookup_num_warps,
    lookup_threads_per_warp,
    with_encoding,
)
from xdsl.context import Context
from xdsl.dialects.builtin import (
    DenseIntOrFPElementsAttr,
    ModuleOp,
    NoneAttr,
    StringAttr,
    TensorType,
    i32,
)
from xdsl.ir import Attribute, Operation, Region, SSAValue


def _has_encoding(type_: TensorType) -> bool:
    return type(type_.encoding) is not NoneAttr


def legal_type(type_: Attribute) -> bool:
    """``convert_type(type_) == type_`` without building the converted type: tensors
    without an encoding (also behind a pointer) are the only types it changes."""
    # exact class tests: types are xDSL attributes, whose isinstance tests that fail are
    # Python calls (ABCs); neither class has subclasses. (_has_encoding inlined: this runs
    # for every operand and result of every op)
    kind = type(type_)
    if kind is TensorType:
        return type(type_.encoding) is not NoneAttr
    if kind is tt.PointerType:
        pointee = type_.pointeeType
        return type(pointee) is not TensorType or type(pointee.encoding) is not NoneAttr
    return True


class TritonGPUTypeConverter(TypeConverter):
    def __init__(self, num_warps: int, threads_per_warp: int, num_ctas: int) -> None:
        self.num_warps = num_warps
        self.threads_per_warp = threads_per_warp
        self.num_ctas = num_ctas
        self._defaults: dict[tuple[int, ...], BlockedEncodingAttr] = {}
        # converted types, for this pass run: a new TensorType is built and verified; by
        # id first (hashing a type hashes all of its parameters), then by value
        self._converted: dict[Attribute, Attribute] = {}
        self._converted_by_id: dict[int, tuple[Attribute, Attribute]] = {}
        # expand_dims' layouts, for this pass run, by the id of the source layout (kept in the
        # entry), the axis and the result rank
        self._expanded: dict[tuple[int, int, int], tuple[Attribute, Attribute, Attribute]] = {}

    def expanded_layouts(
        self, enc: BlockedEncodingAttr, axis: int, rank: int
    ) -> tuple[BlockedEncodingAttr, SliceEncodingAttr]:
        """``tt.expand_dims``' result layout (of rank ``rank``) for a source in ``enc`` (a
        size-1 dim inserted at ``axis``), and the slice of it the source is converted to."""
        key = (id(enc), axis, rank)
        found = self._expanded.get(key)
        if found is None:
            # the CTA layout gains a size-1 dim at `axis`: every block basis gets a 0 there
            bases = [list(b[:axis]) + [0] + list(b[axis:]) for b in enc.CGALayout.bases]
            ret_enc = BlockedEncodingAttr.get(
                _insert_zero(enc.sizePerThread, axis),
                _insert_zero(enc.threadsPerWarp, axis),
                _insert_zero(enc.warpsPerCTA, axis),
                list(range(rank)),
                CGALayout.get(bases, rank),
            )
            found = self._expanded[key] = (enc, ret_enc, SliceEncodingAttr.get(axis, ret_enc))
        return found[1], found[2]

    def default_encoding(self, shape) -> BlockedEncodingAttr:
        key = tuple(shape)
        found = self._defaults.get(key)
        if found is None:
            found = self._defaults[key] = self._build_default(key)
        return found

    def _build_default(self, shape: tuple[int, ...]) -> BlockedEncodingAttr:
        rank = len(shape)
        return build_blocked(
            shape,
            [1] * rank,
            list(reversed(range(rank))),
            self.num_warps,
            self.threads_per_warp,
            self.num_ctas,
        )

    def convert_type(self, type_: Attribute) -> Attribute:
        if legal_type(type_):
            return type_
        by_id = self._converted_by_id.get(id(type_))
        if by_id is not None:
            return by_id[1]
        found = self._converted.get(type_)
        if found is None:
            found = self._converted[type_] = self._convert(type_)
        self._converted_by_id[id(type_)] = (type_, found)
        return found

    def _convert(self, type_: Attribute) -> Attribute:
        if type(type_) is TensorType:  # (exact: see legal_type)
            return with_encoding(type_, self.default_encoding(type_.get_shape()))
        assert isinstance(type_, tt.PointerType)
        return tt.PointerType(self.convert_type(type_.pointeeType), type_.addressSpace)

    def is_legal(self, type_: Attribute) -> bool:
        return legal_type(type_)

    def materialize_target(self, value: SSAValue, type_: Attribute) -> Operation:
        return _convert_layout(value, type_)


# ----- legality --------------------------------------------------------------------------------

_DYNAMIC_DIALECTS = ("arith", "math", "tt", "cf", "scf", "ub")
_ILLEGAL = frozenset({"scf.execute_region", "scf.parallel", "scf.reduce", "scf.reduce.return"})


def _types_legal(op: Operation, rw: ConversionRewriter) -> bool:
    # (the converter's test and ``original_type`` inlined, the types read from their fields:
    # this runs for every op)
    originals = rw.original_types
    for value in op._operands:  # pyright: ignore[reportPrivateUsage]
        found = originals.get(id(value))
        if not legal_type(value._type if found is None else found[1]):  # pyright: ignore[reportPrivateUsage]
            return False
    for result in op.results:
        if not legal_type(result._type):  # pyright: ignore[reportPrivateUsage]
            return False
    for region in op.regions:
        for block in region.blocks:
            for arg in block.args:
                if not legal_type(arg.type):
                    return False
    return True


# what decides whether an op is legal, by its class and name
_LEGAL, _ILLEGAL_OP, _DOT, _FUNC, _TYPES, _UNKNOWN = range(6)


@functools.cache
def _legality_rule(op_class: type[Operation], name: str) -> int:
    dialect = name.split(".", 1)[0]
    if dialect == "ttg":
        return _LEGAL
    if name in _ILLEGAL:
        return _ILLEGAL_OP
    if is_kind_of(op_class, tt.DotOp):
        return _DOT
    if is_kind_of(op_class, tt.FuncOp):
        return _FUNC
    return _TYPES if dialect in _DYNAMIC_DIALECTS else _UNKNOWN


def is_legal(op: Operation, rw: ConversionRewriter) -> bool | None:
    rule = _legality_rule(type(op), op.name)
    if rule == _TYPES:
        return _types_legal(op, rw)
    if rule == _LEGAL:
        return True
    if rule == _ILLEGAL_OP:
        return False
    if rule == _DOT:
        a, b = (rw.original_type(v) for v in (op.a, op.b))
        return isinstance(a.encoding, DotOperandEncodingAttr) and isinstance(
            b.encoding, DotOperandEncodingAttr
        )
    if rule == _FUNC:
        args = op.regions[0].blocks[0].args if op.regions[0].blocks else ()
        return not any(type(a.type) is TensorType and not _has_encoding(a.type) for a in args)
    return None


# ----- patterns --------------------------------------------------------------------------------


def _replace_op_with_new_op(
    op: Operation,
    operands: list[SSAValue],
    result_types: list[Attribute],
    rw: ConversionRewriter,
    regions: list[Region] | None = None,
) -> Operation:
    """``replaceOpWithNewOp``: ``op`` again (same properties, attributes and successors) with
    these operands, result types and regions, in its place."""
    if not regions and not op.regions and not op._successors:  # pyright: ignore[reportPrivateUsage]
        # the same IR without building a new op (most ops: building one cost more than the
        # rest of their conversion)
        rw.update_in_place(op, operands, result_types)
        return op
    # (`create` copies the properties, attributes and successors)
    new_op = type(op).create(
        operands=operands,
        result_types=result_types,
        properties=op.properties,
        attributes=op.attributes,
        location=op.location,
        successors=op.successors,
        regions=regions or (),
    )
    rw.insert(new_op)
    rw.replace_op(op, new_op.results)
    return new_op


def generic_pattern(op: Operation, operands: list[SSAValue], rw: ConversionRewriter) -> bool:
    # (the converter's own method: the most frequent pattern)
    convert_type = rw.type_converter.convert_type
    _replace_op_with_new_op(op, operands, [convert_type(r.type) for r in op.results], rw)
    return True


def constant_pattern(op: Operation, operands: list[SSAValue], rw: ConversionRewriter) -> bool:
    new_type = rw.convert_type(op.results[0].type)
    value = op.get_attr_or_prop("value")
    if isinstance(new_type, TensorType) and isinstance(value, DenseIntOrFPElementsAttr):
        # (a constant has no operands, regions or successors: updated in place)
        op.properties["value"] = dense_with_type(value, new_type)
    rw.update_in_place(op, [], [new_type])
    return True


def _convert_layout(value: SSAValue, type_: Attribute) -> Operation:
    # built as `create` builds it: without IRDL's argument checks
    return build_op(ttg.ConvertLayoutOp, [value], [type_])


def _convert(value: SSAValue, type_: Attribute, rw: ConversionRewriter, loc=None) -> SSAValue:
    return rw.insert(_convert_layout(value, type_), loc).results[0]


def _value_location(value: SSAValue) -> Attribute:
    """``Value::getLoc``: the defining op's location, or the block argument's."""
    if isinstance(value.owner, Operation):
        return value.owner.location
    return value.location


def _insert_zero(values, axis: int, zero: int = 1) -> list[int]:
    out = list(values)
    out.insert(axis, zero)
    return out


def expand_dims_pattern(op: Operation, operands: list[SSAValue], rw: ConversionRewriter) -> bool:
    src = operands[0]
    arg_type = src.type
    enc = arg_type.encoding
    if not isinstance(enc, BlockedEncodingAttr):
        return False
    converter = rw.type_converter
    assert isinstance(converter, TritonGPUTypeConverter)
    rank = len(arg_type.get_shape()) + 1
    ret_enc, slice_enc = converter.expanded_layouts(enc, op.axis.value.data, rank)
    new_src = _convert(src, with_encoding(arg_type, slice_enc), rw)
    result_type = with_encoding(op.results[0].type, ret_enc)
    _replace_op_with_new_op(op, [new_src], [result_type], rw)
    return True


def broadcast_pattern(op: Operation, operands: list[SSAValue], rw: ConversionRewriter) -> bool:
    enc = operands[0].type.encoding
    _replace_op_with_new_op(op, operands, [with_encoding(op.results[0].type, enc)], rw)
    return True


def dot_pattern(op: Operation, operands: list[SSAValue], rw: ConversionRewriter) -> bool:
    converter = rw.type_converter
    assert isinstance(converter, TritonGPUTypeConverter)
    orig = op.results[0].type
    shape = orig.get_shape()
    rank = len(shape)
    per_thread = [1] * rank
    elements = 1
    for s in shape:
        elements *= s
    threads = converter.num_warps * converter.threads_per_warp
    if elements // threads >= 4:
        per_thread[-1] = per_thread[-2] = 2
    if elements // threads >= 16:
        per_thread[-1] = per_thread[-2] = 4
    per_thread[-1] = min(per_thread[-1], shape[-1])
    per_thread[-2] = min(per_thread[-2], shape[-2])
    d_enc = build_blocked(
        shape,
        per_thread,
        list(reversed(range(rank))),
        converter.num_warps,
        converter.threads_per_warp,
        converter.num_ctas,
    )
    ret_type = with_encoding(orig, d_enc)
    a, b, c = operands[0], operands[1], operands[2]
    if not _has_encoding(a.type) or not _has_encoding(b.type):
        return False
    if not isinstance(a.type.encoding, DotOperandEncodingAttr):
        enc = DotOperandEncodingAttr.get(0, d_enc)
        a = _convert(a, with_encoding(a.type, enc), rw, _value_location(a))
    if not isinstance(b.type.encoding, DotOperandEncodingAttr):
        enc = DotOperandEncodingAttr.get(1, d_enc)
        b = _convert(b, with_encoding(b.type, enc), rw, _value_location(b))
    c = _convert(c, ret_type, rw, _value_location(c))
    _replace_op_with_new_op(op, [a, b, c], [ret_type], rw)
    return True


def trans_pattern(op: Operation, operands: list[SSAValue], rw: ConversionRewriter) -> bool:
    src = operands[0]
    if not _has_encoding(src.type):
        return False
    order = [int(v) for v in op.order.get_values()]
    enc = li.infer_trans_encoding(src.type.encoding, src.type.get_shape(), order)
    _replace_op_with_new_op(op, [src], [with_encoding(op.results[0].type, enc)], rw)
    return True


def _reduce_like(op: Operation, operands: list[SSAValue], rw: ConversionRewriter) -> bool:
    axis = op.axis.value.data
    result_types: list[Attribute] = []
    for operand in operands:
        type_ = operand.type
        shape = list(type_.get_shape())
        if isinstance(op, tt.ScanOp):
            result_types.append(type_)
            continue
        del shape[axis]
        if not shape:
            result_types.append(type_.element_type)
        else:
            enc = li.infer_reduce_encoding(type_.encoding, axis)
            result_types.append(TensorType(type_.element_type, shape, enc))
    region = Region()
    op.regions[0].clone_into(region)
    _replace_op_with_new_op(op, operands, result_types, rw, [region])
    return True


def _region_op_pattern(convert_region_types: bool):
    """scf.for / scf.if / scf.while: the op again with converted result types, its regions
    moved over (and their block argument types converted where the op's are its own)."""

    def pattern(op: Operation, operands: list[SSAValue], rw: ConversionRewriter) -> bool:
        result_types = [rw.convert_type(r.type) for r in op.results]
        regions = rw.take_regions(op)
        if convert_region_types:
            for region in regions:
                rw.convert_region_types(region)
        _replace_op_with_new_op(op, operands, result_types, rw, regions)
        return True

    return pattern


for_pattern = _region_op_pattern(convert_region_types=True)
if_pattern = _region_op_pattern(convert_region_types=False)
while_pattern = _region_op_pattern(convert_region_types=True)


def condition_pattern(op: Operation, operands: list[SSAValue], rw: ConversionRewriter) -> bool:
    for index, value in enumerate(operands):
        op.operands[index] = value
    return True


def _gather_scatter_pattern(
    op: Operation, operands: list[SSAValue], rw: ConversionRewriter
) -> bool:
    """The row offsets go to a slice of a layout holding 4 consecutive offsets per thread
    (``gather4``/``scatter4`` read 4 indices per thread)."""
    converter = rw.type_converter
    assert isinstance(converter, TritonGPUTypeConverter)
    index = list(op.operands).index(op.x_offsets)
    offsets = operands[index]
    num_warps = lookup_num_warps(op)
    parent = BlockedEncodingAttr.get(
        [1, 4], [lookup_threads_per_warp(op), 1], [1, num_warps], [1, 0], CGALayout.default(2)
    )
    wanted = SliceEncodingAttr.get(0, parent)
    if offsets.type.encoding == wanted:
        return False
    operands = list(operands)
    operands[index] = _convert(offsets, with_encoding(offsets.type, wanted), rw)
    _replace_op_with_new_op(op, operands, [rw.convert_type(r.type) for r in op.results], rw)
    return True


def _branch_pattern(op: Operation, operands: list[SSAValue], rw: ConversionRewriter) -> bool:
    new_op = _replace_op_with_new_op(op, operands, [], rw)
    for successor in new_op.successors:
        region = successor.parent
        assert region is not None
        rw.convert_region_types(region)
    return True


def _total_elems_per_thread(type_: TensorType) -> int:
    ll = to_linear_layout(type_.encoding, type_.get_shape())
    return 1 << len(ll.bases.get("register", ()))


def _cat_pattern(op: Operation, operands: list[SSAValue], rw: ConversionRewriter) -> bool:
    ret_type = rw.convert_type(op.results[0].type)
    enc = ret_type.encoding
    total = _total_elems_per_thread(operands[0].type) + _total_elems_per_thread(operands[1].type)
    next_pow2 = 1 << (total - 1).bit_length()
    size_per_thread = list(enc.sizePerThread)
    size_per_thread[enc.order[0]] *= next_pow2 // _total_elems_per_thread(ret_type)
    new_enc = BlockedEncodingAttr.get(
        size_per_thread, enc.threadsPerWarp, enc.warpsPerCTA, enc.order, enc.CGALayout
    )
    _replace_op_with_new_op(op, operands, [with_encoding(ret_type, new_enc)], rw)
    return True


def _join_pattern(op: Operation, operands: list[SSAValue], rw: ConversionRewriter) -> bool:
    lhs = operands[0].type
    enc = li.infer_default_join_encoding(lhs.encoding, lhs.get_shape())
    _replace_op_with_new_op(op, operands, [with_encoding(op.results[0].type, enc)], rw)
    return True


def _split_pattern(op: Operation, operands: list[SSAValue], rw: ConversionRewriter) -> bool:
    converter = rw.type_converter
    assert isinstance(converter, TritonGPUTypeConverter)
    src = operands[0]
    enc = src.type.encoding
    rank = len(src.type.get_shape())
    if (
        not isinstance(enc, BlockedEncodingAttr)
        or enc.sizePerThread[-1] != 2
        or enc.order[0] != rank - 1
    ):
        default = converter.default_encoding(op.results[0].type.get_shape())
        bases = [list(b) + [0] for b in default.CGALayout.bases]
        enc = BlockedEncodingAttr.get(
            list(default.sizePerThread) + [2],
            list(default.threadsPerWarp) + [1],
            list(default.warpsPerCTA) + [1],
            [rank - 1, *default.order],
            CGALayout.get(bases, rank),
        )
        src = _convert(src, with_encoding(src.type, enc), rw)
    half = li.infer_split_encoding(enc, src.type.get_shape())
    result = with_encoding(op.results[0].type, half)
    _replace_op_with_new_op(op, [src], [result, result], rw)
    return True


def _map_elementwise_pattern(
    op: Operation, operands: list[SSAValue], rw: ConversionRewriter
) -> bool:
    region = Region()
    op.regions[0].clone_into(region)
    result_types = [rw.convert_type(r.type) for r in op.results]
    _replace_op_with_new_op(op, operands, result_types, rw, [region])
    return True


_GENERIC = frozenset(
    """
    arith.addi arith.subi arith.muli arith.divui arith.divsi arith.ceildivui arith.ceildivsi
    arith.floordivsi arith.remui arith.remsi arith.andi arith.ori arith.xori arith.shli
    arith.shrui arith.shrsi arith.addf arith.subf arith.maximumf arith.maxnumf arith.maxsi
    arith.maxui arith.minimumf arith.minnumf arith.minsi arith.minui arith.mulf arith.divf
    arith.remf arith.cmpi arith.cmpf arith.select arith.trunci arith.truncf arith.extui
    arith.extsi arith.extf arith.sitofp arith.fptosi arith.fptoui arith.uitofp
    math.exp math.exp2 math.floor math.ceil math.cos math.sin math.log math.log2 math.erf
    math.absf math.absi math.sqrt math.rsqrt math.fma
    tt.advance tt.make_tensor_ptr tt.reshape tt.bitcast tt.fp_to_fp tt.int_to_ptr
    tt.ptr_to_int tt.splat tt.unsplat tt.addptr tt.clampf tt.precise_sqrt tt.precise_divf
    tt.mulhiui tt.elementwise_inline_asm tt.reduce.return tt.scan.return tt.make_range
    tt.load tt.store tt.histogram tt.gather tt.extern_elementwise tt.print tt.assert
    tt.atomic_cas tt.atomic_rmw tt.descriptor_load tt.descriptor_store tt.descriptor_reduce
    tt.dot_scaled tt.call tt.return scf.yield ub.poison
    """.split()
)

_SPECIAL: dict[str, Pattern] = {
    "arith.constant": constant_pattern,
    "tt.expand_dims": expand_dims_pattern,
    "tt.broadcast": broadcast_pattern,
    "tt.dot": dot_pattern,
    "tt.trans": trans_pattern,
    "tt.reduce": _reduce_like,
    "tt.scan": _reduce_like,
    "scf.for": for_pattern,
    "scf.if": if_pattern,
    "scf.while": while_pattern,
    "scf.condition": condition_pattern,
    "tt.descriptor_gather": _gather_scatter_pattern,
    "tt.descriptor_scatter": _gather_scatter_pattern,
    "cf.br": _branch_pattern,
    "cf.cond_br": _branch_pattern,
    "tt.cat": _cat_pattern,
    "tt.join": _join_pattern,
    "tt.split": _split_pattern,
    "tt.map_elementwise": _map_elementwise_pattern,
}


def pattern_for(op: Operation) -> Pattern | None:
    if op.name in _SPECIAL:
        return _SPECIAL[op.name]
    if op.name in _GENERIC:
        return generic_pattern
    return None


@dataclass(frozen=True)
class ConvertTritonToTritonGPUPass(GluonPass, port_of="convert-triton-to-tritongpu"):
    """ttir to ttgir: default blocked layouts and the module's warp/thread/CTA attributes."""

    target: str = ""
    num_warps: int = 4
    threads_per_warp: int = 32
    num_ctas: int = 1
    enable_source_remat: bool = False

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if not self.target:
            raise DiagnosticError(
                "'convert-triton-to-tritongpu' requires 'target' option to be set", op=op
            )
        op.attributes["ttg.num-warps"] = integer_attr(self.num_warps, i32)
        op.attributes["ttg.threads-per-warp"] = integer_attr(self.threads_per_warp, i32)
        op.attributes["ttg.num-ctas"] = integer_attr(self.num_ctas, i32)
        op.attributes["ttg.target"] = StringAttr(self.target)
        converter = TritonGPUTypeConverter(self.num_warps, self.threads_per_warp, self.num_ctas)
        apply_partial_conversion(op, is_legal, pattern_for, ConversionRewriter(converter))
