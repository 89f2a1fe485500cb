"""Layout helpers shared by the passes (the parts of TritonGPU's Dialect.cpp they call).

- `lookup_num_warps`, `lookup_threads_per_warp`, `lookup_num_ctas`: what the enclosing module,
  function or warp-specialize partition says;
- `get_order`, `get_contig_per_thread`: computed from the tensor's linear layout, as libtriton
  does (so they depend on the shape, not only on the encoding's parameters);
- `replace_layout`: a tensor type, or a `!tt.ptr<tensor>`, with another encoding;
- `retype`: MLIR's `Value::setType` through xDSL's public API (a new value takes the old one's
  place and uses, in the same use order);
- `build_op`: ``Op.create(...)`` in fewer Python calls, for the ops the passes build.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from gluon_opt.dialects.layout.conversions import to_linear_layout
from gluon_opt.dialects.layout.inference import enclosing_module, int_attr
from gluon_opt.dialects.layout.inference import lookup_num_warps as maybe_lookup_num_warps
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.text.parser import build_unchecked, new_op
from gluon_opt.dialects.tt import PointerType
from xdsl.dialects.builtin import (
    DenseIntOrFPElementsAttr,
    IntAttr,
    IntegerAttr,
    IntegerType,
    Signedness,
    TensorType,
)
from xdsl.ir import Attribute, BlockArgument, Operation, SSAValue
from xdsl.rewriter import Rewriter

NUM_WARPS = "ttg.num-warps"
NUM_CTAS = "ttg.num-ctas"
THREADS_PER_WARP = "ttg.threads-per-warp"


# ----- context lookups -------------------------------------------------------------------


def lookup_num_warps(op: Operation) -> int:
    """`lookupNumWarps`: `maybe_lookup_num_warps`, but an error when none is set."""
    found = maybe_lookup_num_warps(op)
    if found is None:
        raise DiagnosticError(
            f"'{op.name}' op is not contained within a context that specifies the number of "
            f"warps (the surrounding module should contain a {NUM_WARPS} attribute)",
            op=op,
        )
    return found


def lookup_threads_per_warp(op: Operation) -> int:
    """Module `ttg.threads-per-warp`, default 32."""
    module = enclosing_module(op)
    found = int_attr(module, THREADS_PER_WARP) if module is not None else None
    return 32 if found is None else found


def lookup_num_ctas(op: Operation) -> int:
    """Module `ttg.num-ctas`, default 1."""
    module = enclosing_module(op)
    found = int_attr(module, NUM_CTAS) if module is not None else None
    return 1 if found is None else found


# ----- views computed from the linear layout ---------------------------------------------


def _register_bases(tensor_type: TensorType) -> tuple[tuple[int, ...], ...]:
    return _register_bases_of(tensor_type.encoding, tuple(tensor_type.get_shape()))


@functools.lru_cache(maxsize=1024)
def _register_bases_of(encoding: Attribute, shape: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    # layouts are immutable, hashable values: building their linear layout is the costly part
    ll = to_linear_layout(encoding, shape)
    return tuple(ll.bases.get("register", ()))


def get_order(tensor_type: TensorType) -> tuple[int, ...]:
    """Dims in the order the registers of one thread walk them (then the rest, slowest last),
    i.e. libtriton's ``getOrder(RankedTensorType)``."""
    rank = len(tensor_type.get_shape())
    order: list[int] = []
    for basis in _register_bases(tensor_type):
        nz = next((i for i, v in enumerate(basis) if v), None)
        if nz is not None and nz not in order:
            order.append(nz)
    order += [d for d in reversed(range(rank)) if d not in order]
    return tuple(order)


def get_contig_per_thread(tensor_type: TensorType) -> tuple[int, ...]:
    """How many contiguous elements along each dim one thread holds (libtriton's
    ``getContigPerThread(RankedTensorType)``): consecutive register bases 1, 2, 4, ... per dim."""
    bases = list(_register_bases(tensor_type))
    rank = len(tensor_type.get_shape())
    contig = [1] * rank
    i = 0
    for d in get_order(tensor_type):
        while i < len(bases) and bases[i] == tuple(contig[d] if k == d else 0 for k in range(rank)):
            contig[d] *= 2
            i += 1
    return tuple(contig)


# ----- types -------------------------------------------------------------------------------


def tensor_of(type_: Attribute) -> TensorType | None:
    """The ranked tensor a type is, or points to (``!tt.ptr<tensor<...>>``); None otherwise."""
    # (exact class tests: isinstance against xDSL's attribute classes, ABCs, is a Python
    # call when it fails; neither class has subclasses)
    if type(type_) is PointerType:
        type_ = type_.pointeeType
    return type_ if type(type_) is TensorType else None


def with_encoding(type_: TensorType, encoding: Attribute) -> TensorType:
    """``type_`` with another encoding. Built from ``type_``'s own shape and element type
    without TensorType's verifier: those were verified with ``type_``, and the verifier asks
    nothing more of an encoding than to be an attribute (``TensorType(...)`` would also build
    the shape again, an attribute per dim, each verified)."""
    new = TensorType.__new__(TensorType)
    _set_field(new, "shape", type_.shape)
    _set_field(new, "element_type", type_.element_type)
    _set_field(new, "encoding", encoding)
    return new


def dense_with_type(attr: DenseIntOrFPElementsAttr, type_: TensorType) -> DenseIntOrFPElementsAttr:
    """``attr``'s elements with ``type_``, a type of the same shape and element type (another
    encoding), built without the verifier: it checks the data against the shape and element
    type, as it did for ``attr``."""
    new = DenseIntOrFPElementsAttr.__new__(DenseIntOrFPElementsAttr)
    _set_field(new, "type", type_)
    _set_field(new, "data", attr.data)
    return new


_set_field = object.__setattr__


def build_op(
    op_class: type[Operation],
    operands: Sequence[SSAValue] = (),
    result_types: Sequence[Attribute] = (),
    properties: dict[str, Attribute] | None = None,
    location: Attribute | None = None,
    attributes: dict[str, Attribute] | None = None,
) -> Operation:
    """``op_class.create(operands=..., result_types=..., properties=..., attributes=...)``
    with ``location`` (unknown when None): the same op (the class's default properties and
    attributes added after the given ones), built as the parser builds ops, without
    ``Operation.__init__``'s setters and their steps for the previous operands and
    successors a new op has none of."""
    op = new_op(
        op_class,
        operands,
        result_types,
        dict(properties) if properties else {},
        dict(attributes) if attributes else {},
    )
    if location is not None:
        op.location = location
    return op


def integer_attr(value: int, type_: IntegerType) -> IntegerAttr:
    """``IntegerAttr(value, type_)``. For a signless type and a value in its signed range,
    which xDSL's constructor keeps as it is, built without the constructor (its normalization
    and checks cost some 55 Python calls, more than most of the ops the passes build);
    any other value goes through it."""
    bound = 1 << (type_.width.data - 1)
    if -bound <= value < bound and type_.signedness.data is Signedness.SIGNLESS:
        return build_unchecked(IntegerAttr, value=build_unchecked(IntAttr, data=value), type=type_)
    return IntegerAttr(value, type_)


def replace_layout(type_: Attribute, layout: Attribute) -> Attribute:
    """The same tensor type (or tensor pointer type) with encoding `layout`."""
    # (exact class tests, as in ``tensor_of``)
    kind = type(type_)
    if kind is PointerType:
        return PointerType(replace_layout(type_.pointeeType, layout), type_.addressSpace)
    if kind is TensorType:
        return with_encoding(type_, layout)
    return type_


def retype(value: SSAValue, new_type: Attribute) -> SSAValue:
    """MLIR's ``Value::setType`` through xDSL's public API: a value of the new type takes the
    old one's place (result or block argument index, name, location) and its uses, and is
    returned. Moving the uses one by one reverses their order, which drives the layout passes:
    it is put back."""
    location = value.location if isinstance(value, BlockArgument) else None
    new = Rewriter.replace_value_with_new_type(value, new_type)
    if isinstance(new, BlockArgument) and location is not None:
        new.location = location
    for use in list(new.uses):
        use.operation.operands[use.index] = new  # to the front of the use list, in turn
    return new
