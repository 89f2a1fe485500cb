"""Layout inference and tensor-layout verification for tt ops, as Triton 3.6.0 does it.

Triton lets the dialect of an encoding decide how layouts flow through shape ops
(``DialectInferLayoutInterface``) and which layouts a tensor may carry
(``DialectVerifyTensorLayoutInterface``). The TritonGPU dialect implements both; the Gluon
dialect implements the first for its ``#gluon.auto_encoding`` / ``#gluon.coalesced_encoding``
(they flow through unchanged); other dialects (``ttng``) implement neither. This module holds
that logic as plain functions dispatching on the encoding, so that the op verifiers in
:mod:`gluon_opt.dialects.tt` (and passes) can call them.

Inference functions return the inferred encoding or raise :class:`InferenceError`. Its
``message`` is the diagnostic Triton emits at the op's location when the inference fails
(``emitOptionalError``); it is None where Triton fails without a message. Verification
functions return an error message or None.

Where Triton reasons with linear layouts (generic transposes, splits and joins, layout
equivalence), so do we, through :mod:`gluon_opt.dialects.layout.linear`.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from functools import cache, lru_cache
from math import prod

from gluon_opt.dialects.layout import encodings as L
from gluon_opt.dialects.layout.conversions import to_linear_layout
from gluon_opt.dialects.layout.helpers import build_blocked
from gluon_opt.dialects.layout.linear import (
    LayoutError,
    LinearLayout,
    order_per_dim,
    reshape_layout,
    standard_out_dim_names,
    transpose_linear_layout,
)
from gluon_opt.dialects.text.printer import print_op
from xdsl.dialects.builtin import (
    BFloat16Type,
    Float8E4M3FNType,
    Float8E4M3FNUZType,
    Float8E5M2FNUZType,
    Float8E5M2Type,
    Float16Type,
    Float32Type,
    Float64Type,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    TensorType,
)
from xdsl.ir import Attribute, BlockArgument, Operation, SSAValue
from xdsl.utils.exceptions import VerifyException

__all__ = [
    "InferenceError",
    "VerifyErrors",
    "are_layouts_equivalent",
    "cached_linear_layout",
    "equivalent_types",
    "infer_default_join_encoding",
    "infer_dot_encoding",
    "infer_expand_dims_encoding",
    "infer_fp4_to_fp_encoding",
    "infer_reduce_encoding",
    "infer_reshape_encoding",
    "infer_split_encoding",
    "infer_trans_encoding",
    "enclosing_module",
    "int_attr",
    "lookup_num_warps",
    "reshape_decomposition",
    "default_blocked_encoding",
    "support_mma",
    "type_list_text",
    "value_text",
    "verify_dot_encoding_compatibility",
    "verify_layouts_are_equal",
    "verify_tensor_layout",
]


class InferenceError(Exception):
    """A layout inference failed; ``message`` is what Triton reports at the op (or None)."""

    def __init__(self, message: str | None = None):
        super().__init__(message or "layout inference failed")
        self.message = message


class VerifyErrors(VerifyException):
    """Several errors from one op's verification, in the order MLIR emits them.

    MLIR reports e.g. a failed type inference twice: the inference's own message, then
    ``'tt.split' op failed to infer returned types``. ``messages`` holds the complete texts
    (with the ``'tt.x' op`` prefix where MLIR's ``emitOpError`` adds one); ``str()`` is the
    first, so code that shows one error shows the first, as before.
    """

    def __init__(self, messages: Sequence[str]):
        super().__init__(messages[0])
        self.messages = tuple(messages)


# ---------------------------------------------------------------------------------------
# Which interface an encoding has
# ---------------------------------------------------------------------------------------

_GLUON_AUTO = ("gluon.auto_encoding", "gluon.coalesced_encoding")


def _dialect(enc: Attribute) -> str:
    return enc.name.split(".", 1)[0]


def _no_interface(enc: Attribute) -> InferenceError:
    # Triton casts to the interface and aborts; we report instead.
    return InferenceError(f"encoding {_text(enc)} does not support layout inference")


def _gluon_auto(enc: Attribute) -> Attribute:
    """Gluon's inference: an auto/coalesced encoding flows through; anything else fails."""
    if enc.name in _GLUON_AUTO:
        return enc
    raise InferenceError()


def _gluon_or_ttg(enc: Attribute) -> Attribute | None:
    """The dispatch on ``enc``'s dialect (its DialectInferLayoutInterface): Gluon's answer
    for a Gluon encoding, None for a TritonGPU one (the caller's rules apply), an error for
    a dialect without the interface."""
    if _dialect(enc) == "gluon":
        return _gluon_auto(enc)
    if _dialect(enc) != "ttg":
        raise _no_interface(enc)
    return None


def _text(attr: Attribute) -> str:
    return L.attr_text(attr) if isinstance(attr, L.LayoutEncoding) else str(attr)


def type_list_text(types: Sequence[Attribute]) -> str:
    """Types as MLIR's diagnostics print a TypeRange: quoted, comma separated."""
    return ", ".join(f"'{t}'" for t in types)


def _is_distributed(enc: Attribute) -> bool:
    return isinstance(enc, L.DistributedEncoding)


@lru_cache(maxsize=4096)
def cached_linear_layout(enc: Attribute, shape: tuple[int, ...]) -> LinearLayout:
    """``to_linear_layout(enc, shape)``, remembered: verifiers ask for the same few
    (layout, shape) pairs over and over, and both are immutable values. Raises what
    to_linear_layout raises."""
    return to_linear_layout(enc, shape)


def _linear_layout(enc: Attribute, shape: Sequence[int]) -> LinearLayout:
    try:
        return cached_linear_layout(enc, tuple(shape))
    except (LayoutError, VerifyException) as err:
        raise InferenceError(f"cannot compute the linear layout of {_text(enc)}: {err}") from None


def _is_pow2(x: int) -> bool:
    return x > 0 and x & (x - 1) == 0


def _inverse_permutation(order: Sequence[int]) -> list[int]:
    inv = [0] * len(order)
    for i, o in enumerate(order):
        inv[o] = i
    return inv


def _permute(values: Sequence[int], order: Sequence[int]) -> tuple[int, ...]:
    """Triton's applyPermutation: result[i] = values[order[i]]."""
    return tuple(values[o] for o in order)


def _permute_cga(cga: L.CGALayout, order: Sequence[int]) -> L.CGALayout:
    return L.CGALayout.from_linear_layout(
        transpose_linear_layout(cga.linear_layout(), order), len(order)
    )


# ---------------------------------------------------------------------------------------
# Equivalence
# ---------------------------------------------------------------------------------------


def are_layouts_equivalent(shape: Sequence[int], a: Attribute, b: Attribute) -> bool:
    """Whether two layouts place every element of a tensor of ``shape`` in the same place."""
    return _linear_layout(a, shape) == _linear_layout(b, shape)


def verify_layouts_are_equal(
    shape: Sequence[int], expected: Attribute | None, got: Attribute | None
) -> str | None:
    """verifyLayoutsAreEqual: None when equal or equivalent, else the message Triton emits
    when it is given a location (callers that pass none in Triton ignore it)."""
    if expected == got:
        return None
    failure = f"Expected result encoding {_text(expected)} but was {_text(got)}"
    if expected is None or got is None:
        return failure
    if _dialect(expected) == "gluon":
        return failure
    if _dialect(expected) != "ttg":
        raise _no_interface(expected)
    try:
        same = are_layouts_equivalent(shape, expected, got)
    except InferenceError:
        # A layout our linear-layout engine does not cover (AMD's): we cannot tell, and
        # do not reject what libtriton may accept.
        same = True
    return None if same else failure


def equivalent_types(a: Attribute, b: Attribute) -> bool:
    """verifyEquivalentType for tensors (and plain types): same shape and element type, and
    layouts that are equal or equivalent. Used by ops whose inferred result type may differ
    from the written one by an equivalent layout (tt.trans, tt.split)."""
    if not isinstance(a, TensorType) or not isinstance(b, TensorType):
        return a == b
    if a.get_shape() != b.get_shape() or a.element_type != b.element_type:
        return False
    ea, eb = _encoding(a), _encoding(b)
    if ea == eb:
        return True
    if ea is None or eb is None:
        return False
    return verify_layouts_are_equal(a.get_shape(), ea, eb) is None


def _encoding(t: TensorType) -> Attribute | None:
    enc = t.encoding
    return None if enc.name == "builtin.none" else enc  # NoneAttr: no encoding


# ---------------------------------------------------------------------------------------
# tt.reduce, tt.expand_dims
# ---------------------------------------------------------------------------------------


def infer_reduce_encoding(enc: Attribute, axis: int) -> Attribute:
    """The result layout of a reduction along ``axis``: the operand layout sliced there."""
    if (gluon := _gluon_or_ttg(enc)) is not None:
        return gluon
    if not _is_distributed(enc):
        # Triton casts to a distributed layout here and aborts.
        raise InferenceError(f"cannot reduce a tensor with the non-distributed layout {_text(enc)}")
    return L.SliceEncodingAttr.get(axis, enc)


def infer_expand_dims_encoding(enc: Attribute, axis: int) -> Attribute:
    """expand_dims undoes a slice: the operand must be sliced along ``axis``."""
    if (gluon := _gluon_or_ttg(enc)) is not None:
        return gluon
    if not isinstance(enc, L.SliceEncodingAttr):
        raise InferenceError("ExpandDimsOp operand encoding must be SliceEncodingAttr")
    if enc.dim != axis:
        raise InferenceError("Incompatible slice dimension for ExpandDimsOp operand")
    return enc.parent


# ---------------------------------------------------------------------------------------
# tt.trans
# ---------------------------------------------------------------------------------------


def infer_trans_encoding(enc: Attribute, shape: Sequence[int], order: Sequence[int]) -> Attribute:
    """A layout for the transposed tensor that keeps every element where it was, so the
    transpose moves no data. Per-dimension properties are permuted like the shape; an
    ``order`` (a list of dims, fastest first) is renamed through the inverse permutation."""
    order = list(order)
    if (gluon := _gluon_or_ttg(enc)) is not None:
        return gluon
    if order == list(range(len(order))):
        return enc
    if len(shape) != len(order):
        raise InferenceError(f"shape and order rank do not match: {len(shape)} vs {len(order)}")

    def check_rank(rank: int) -> None:
        if rank != len(order):
            raise InferenceError(f"rank of encoding does not match order: {rank} vs {len(order)}")

    inv = _inverse_permutation(order)
    if isinstance(enc, L.SwizzledSharedEncodingAttr):
        check_rank(enc.CGALayout.rank)
        return L.SwizzledSharedEncodingAttr.get(
            enc.vec,
            enc.perPhase,
            enc.maxPhase,
            _permute(inv, enc.order),
            _permute_cga(enc.CGALayout, order),
        )
    if isinstance(enc, L.NVMMASharedEncodingAttr) and order == [1, 0]:
        check_rank(enc.CGALayout.rank)
        return L.NVMMASharedEncodingAttr.get(
            enc.swizzlingByteWidth,
            not enc.transposed,
            enc.elementBitWidth,
            enc.fp4Padded,
            _permute_cga(enc.CGALayout, order),
            rank=enc.rank,
        )
    if isinstance(enc, L.BlockedEncodingAttr):
        check_rank(enc.CGALayout.rank)
        return L.BlockedEncodingAttr.get(
            _permute(enc.sizePerThread, order),
            _permute(enc.threadsPerWarp, order),
            _permute(enc.warpsPerCTA, order),
            _permute(inv, enc.order),
            _permute_cga(enc.CGALayout, order),
        )
    # Anything else: transpose the linear layout.
    padded = enc if isinstance(enc, L.PaddedSharedEncodingAttr) else None
    ll = padded.linearComponent if padded is not None else _linear_layout(enc, shape)
    check_rank(ll.num_out_dims)
    transposed = transpose_linear_layout(ll, order)
    if _is_distributed(enc):
        return L.LinearEncodingAttr.get(transposed)
    if padded is not None:
        return L.PaddedSharedEncodingAttr.get(padded.intervals, padded.paddings, transposed)
    if isinstance(enc, L.SharedEncoding):
        return L.SharedLinearEncodingAttr.get(transposed, enc.alignment())
    raise _no_interface(enc)


# ---------------------------------------------------------------------------------------
# tt.split, tt.join
# ---------------------------------------------------------------------------------------


def _join_on_axis(ll: LinearLayout, axis: int, forward: bool) -> LinearLayout:
    """Triton's tryJoinOnAxis. Forward (join): a new register bit covers the two halves
    along ``axis``. Backward (split): drop the register bit that steps by exactly 1 along
    ``axis`` and halve every other basis there."""
    out_names = ll.out_dim_names
    if forward:
        return LinearLayout.identity_1d(2, "register", out_names[axis]) * ll
    found = False
    bases: dict[str, list[list[int]]] = {}
    for in_dim, dim_bases in ll.bases.items():
        kept = []
        for basis in dim_bases:
            if basis[axis] == 1 and in_dim == "register":
                found = True
                continue
            basis = list(basis)
            basis[axis] //= 2
            kept.append(basis)
        bases[in_dim] = kept
    if not found:
        raise InferenceError(
            "Fp4ToFpOp/SplitOp requires at least 2 elements per thread in the axis/last dimension"
        )
    try:
        return LinearLayout.from_bases(bases, out_names)
    except LayoutError as err:
        raise InferenceError(str(err)) from None


def infer_split_encoding(enc: Attribute, shape: Sequence[int]) -> Attribute:
    """The layout of each half of a tt.split of a tensor of ``shape`` (last dim 2)."""
    if (gluon := _gluon_or_ttg(enc)) is not None:
        return gluon
    shape = list(shape)
    if (
        isinstance(enc, L.BlockedEncodingAttr)
        and enc.sizePerThread[-1] == 2
        and enc.threadsPerWarp[-1] == 1
        and enc.warpsPerCTA[-1] == 1
        and enc.CGALayout.ctas_per_cga()[-1] == 1
    ):
        # The two halves are the two registers of each thread along the fastest dim:
        # drop that dim. (No CTA splits it, so its CGA column is all zero.)
        last = enc.rank - 1
        cga = enc.CGALayout
        return L.BlockedEncodingAttr.get(
            enc.sizePerThread[:-1],
            enc.threadsPerWarp[:-1],
            enc.warpsPerCTA[:-1],
            [d for d in enc.order if d != last],
            L.CGALayout.get([b[:-1] for b in cga.bases], last),
        )
    axis = len(shape) - 1
    if shape[axis] != 2:
        raise InferenceError("SplitOp input shape should have 2 in the last dim")
    ll = _join_on_axis(_linear_layout(enc, shape), axis, forward=False)
    dst_shape = shape[:-1]
    ll = ll.reshape_outs(list(zip(standard_out_dim_names(len(dst_shape)), dst_shape, strict=True)))
    return L.LinearEncodingAttr.get(ll)


def infer_default_join_encoding(enc: Attribute, shape: Sequence[int]) -> Attribute:
    """The layout tt.join gives its result when built from operands of ``shape`` (the
    verifier checks the other direction, with infer_split_encoding)."""
    if (gluon := _gluon_or_ttg(enc)) is not None:
        return gluon
    shape = list(shape)
    if isinstance(enc, L.SliceEncodingAttr) and enc.dim == len(shape):
        # Joining along the sliced-away dim can give back the parent.
        parent = enc.parent
        try:
            split = infer_split_encoding(parent, [*shape, 2])
            if are_layouts_equivalent(shape, split, enc):
                return parent
        except InferenceError:
            pass
    elif isinstance(enc, L.BlockedEncodingAttr):
        # Two elements per thread along a new, fastest dim.
        cga = enc.CGALayout
        return L.BlockedEncodingAttr.get(
            (*enc.sizePerThread, 2),
            (*enc.threadsPerWarp, 1),
            (*enc.warpsPerCTA, 1),
            (len(enc.order), *enc.order),
            L.CGALayout.get([(*b, 0) for b in cga.bases], cga.rank + 1),
        )
    ll = _linear_layout(enc, shape)
    dst_shape = [*shape, 1]
    ll = ll.reshape_outs(list(zip(standard_out_dim_names(len(dst_shape)), dst_shape, strict=True)))
    return L.LinearEncodingAttr.get(_join_on_axis(ll, len(dst_shape) - 1, forward=True))


# ---------------------------------------------------------------------------------------
# tt.reshape
# ---------------------------------------------------------------------------------------


def reshape_decomposition(
    src_shape: Sequence[int], dst_shape: Sequence[int]
) -> list[tuple[list[int], list[int]]]:
    """Triton's getReshapeDecomposition: groups (src dims, dst dims) of equal element count,
    walking both shapes from dim 0; unit dims join the current group."""
    groups: list[tuple[list[int], list[int]]] = []
    if not src_shape:
        return groups
    groups.append(([], []))
    si = di = 0
    src_n = dst_n = 1
    while si < len(src_shape) or di < len(dst_shape):
        if src_n < dst_n or (si < len(src_shape) and (src_n == 1 or src_shape[si] == 1)):
            src_n *= src_shape[si]
            groups[-1][0].append(si)
            si += 1
        elif dst_n < src_n or (di < len(dst_shape) and dst_shape[di] == 1):
            dst_n *= dst_shape[di]
            groups[-1][1].append(di)
            di += 1
        else:
            groups.append(([], []))
            src_n = dst_n = 1
    return groups


def default_blocked_encoding(
    shape: Sequence[int], num_warps: int, threads_per_warp: int, num_ctas: int
) -> L.BlockedEncodingAttr:
    """getDefaultBlockedEncoding: one element per thread, dims fastest-last; CTAs split the
    slowest dims, then lanes and warps fill the fastest dims as far as the shape needs."""
    rank = len(shape)
    order = list(range(rank - 1, -1, -1))
    return build_blocked(shape, [1] * rank, order, num_warps, threads_per_warp, num_ctas)


def _legacy_reshape(
    src_shape: Sequence[int], src: Attribute, dst_shape: Sequence[int]
) -> Attribute | None:
    """inferReshapeOpLegacyEncoding: a blocked destination layout under which the reshape
    moves no element between threads, or None where none exists (or Triton gives up)."""
    if not isinstance(src, L.BlockedEncodingAttr):
        return None
    if list(src_shape) == list(dst_shape):
        return src
    num_warps, lanes = prod(src.warpsPerCTA), prod(src.threadsPerWarp)
    num_ctas = prod(src.CGALayout.ctas_per_cga())
    if src == default_blocked_encoding(src_shape, num_warps, lanes, num_ctas):
        # Triton maps a default layout to the default layout of the new shape.
        return default_blocked_encoding(dst_shape, num_warps, lanes, num_ctas)
    cga = src.CGALayout
    if any(c != 1 for c in cga.ctas_per_cga()) or any(c != 1 for c in cga.cta_split_num()):
        return None
    subblocks = (src.sizePerThread, src.threadsPerWarp, src.warpsPerCTA)
    for sub in subblocks:
        for d, size in enumerate(src_shape):
            if size >= sub[d] and size % sub[d]:
                return None
    groups = reshape_decomposition(src_shape, dst_shape)
    inv_order = _inverse_permutation(src.order)
    for src_dims, _ in groups:
        # Merged src dims must be consecutive in physical order, the first most major.
        minor_first = [inv_order[d] for d in reversed(src_dims)]
        if any(b != a + 1 for a, b in zip(minor_first, minor_first[1:], strict=False)):
            return None
    for src_dims, _ in groups:
        # Inside a group, a dim may hold several elements/lanes/warps only once the more
        # minor dims are covered; only the most major dim may exceed the shape.
        remaining = [src_shape[d] for d in src_dims]
        for sub in subblocks:
            for i in range(len(src_dims) - 1, -1, -1):
                size = sub[src_dims[i]]
                if size == 1:
                    continue
                if any(r != 1 for r in remaining[i + 1 :]):
                    return None
                remaining[i] = remaining[i] // size if remaining[i] >= size else 0
                if remaining[i] == 0 and i != 0:
                    return None
    dst_remaining = list(dst_shape)

    def dst_subblock(sub: Sequence[int]) -> list[int]:
        # Fill the destination dims of each group greedily, most minor first; any excess
        # (a block larger than the shape) goes to the group's most major dim.
        out = [0] * len(dst_shape)
        for src_dims, dst_dims in groups:
            left = prod(sub[d] for d in src_dims)
            for i in range(len(dst_dims) - 1, -1, -1):
                d = dst_dims[i]
                out[d] = min(left, dst_remaining[d])
                left //= out[d]
                dst_remaining[d] //= out[d]
            out[dst_dims[0]] *= left
        return out

    spt = dst_subblock(src.sizePerThread)
    tpw = dst_subblock(src.threadsPerWarp)
    wpc = dst_subblock(src.warpsPerCTA)
    # Destination dims take the physical order of their source groups.
    groups.sort(key=lambda g: inv_order[g[0][0]])
    dst_inv = [0] * len(dst_shape)
    i = 0
    for _, dst_dims in groups:
        for d in reversed(dst_dims):
            dst_inv[d] = i
            i += 1
    return L.BlockedEncodingAttr.get(spt, tpw, wpc, _inverse_permutation(dst_inv))


def infer_reshape_encoding(
    src_shape: Sequence[int], src: Attribute, dst_shape: Sequence[int]
) -> Attribute:
    """A layout for the reshaped tensor under which every thread keeps its elements: the
    legacy blocked answer where there is one, else the reshaped linear layout."""
    if (gluon := _gluon_or_ttg(src)) is not None:
        return gluon
    if prod(src_shape) != prod(dst_shape):
        raise InferenceError("numel of dst shape does not match numel of src shape")
    legacy = _legacy_reshape(src_shape, src, dst_shape)
    if legacy is not None:
        return legacy
    if not _is_distributed(src):
        raise InferenceError("Failed MemDescReshapeOp encoding inference")
    ll = reshape_layout(_linear_layout(src, src_shape), list(dst_shape))
    return L.LinearEncodingAttr.get(ll)


# ---------------------------------------------------------------------------------------
# ttg.fp4_to_fp
# ---------------------------------------------------------------------------------------


def infer_fp4_to_fp_encoding(
    shape: Sequence[int], axis: int, enc: Attribute, forward: bool
) -> Attribute:
    """Unpacking fp4 doubles the elements along ``axis`` (forward) or halves them."""
    if (gluon := _gluon_or_ttg(enc)) is not None:
        return gluon
    if not _is_distributed(enc):
        raise InferenceError(f"Fp4ToFpOp needs a distributed layout, got {_text(enc)}")
    too_few = "Fp4ToFpOp requires at least 2 elements per thread in the axis dimension"
    ll = _linear_layout(enc, shape)
    # The dim the registers run along first (getOrder: registers, then the default order).
    order = order_per_dim(ll, "register", list(range(len(shape) - 1, -1, -1)))
    # Triton tests order[axis] == 0 (not order[0] == axis); we keep its test.
    if order[axis] == 0:
        if isinstance(enc, L.DotOperandEncodingAttr):
            k_width = enc.kWidth
            if forward:
                k_width *= 2
            elif k_width > 1:
                k_width //= 2
            else:
                raise InferenceError(too_few)
            return L.DotOperandEncodingAttr.get(enc.opIdx, enc.parent, k_width)
        if isinstance(enc, L.BlockedEncodingAttr):
            spt = list(enc.sizePerThread)
            if forward:
                spt[axis] *= 2
            elif spt[axis] > 1:
                spt[axis] //= 2
            else:
                raise InferenceError(too_few)
            return L.BlockedEncodingAttr.get(
                spt, enc.threadsPerWarp, enc.warpsPerCTA, enc.order, enc.CGALayout
            )
    return L.LinearEncodingAttr.get(_join_on_axis(ll, axis, forward))


# ---------------------------------------------------------------------------------------
# tt.dot
# ---------------------------------------------------------------------------------------


def infer_dot_encoding(operand_enc: Attribute, op_idx: int, ret_enc: Attribute) -> None:
    """Check that ``operand_enc`` may feed operand ``op_idx`` of a dot whose result has
    ``ret_enc`` (dispatching on the result's dialect, as Triton does)."""
    if _dialect(ret_enc) == "gluon":
        _gluon_auto(operand_enc)
        return
    if _dialect(ret_enc) != "ttg":
        raise _no_interface(ret_enc)
    if isinstance(ret_enc, L.NvidiaMmaEncodingAttr) and ret_enc.is_hopper():
        # wgmma reads A from registers or shared memory, B from shared memory.
        from_registers = (
            op_idx == 0
            and isinstance(operand_enc, L.DotOperandEncodingAttr)
            and operand_enc.opIdx == 0
            and isinstance(operand_enc.parent, L.NvidiaMmaEncodingAttr)
        )
        in_shared = isinstance(operand_enc, L.NVMMASharedEncodingAttr | L.SharedLinearEncodingAttr)
        if not in_shared and not from_registers:
            raise InferenceError("unexpected operand layout for NvidiaMmaEncodingAttr v3")
        return
    if not isinstance(operand_enc, L.DotOperandEncodingAttr):
        raise InferenceError("Dot's a/b's encoding should be of DotOperandEncodingAttr")
    if operand_enc.opIdx != op_idx:
        raise InferenceError("Wrong opIdx")
    if operand_enc.parent != ret_enc:
        raise InferenceError("Incompatible parent encoding")


def _env_flag(name: str) -> bool:
    return os.environ.get(name, "").lower() in ("on", "true", "1")


def _is_fp8(t: Attribute) -> bool:
    return isinstance(t, Float8E5M2Type | Float8E4M3FNType)


def _bit_width(t: Attribute) -> int:
    if isinstance(t, IntegerType):
        return t.width.data
    width = getattr(t, "bitwidth", None)
    return width if isinstance(width, int) else 0


def _operand_supports_mma(t: Attribute, version: int) -> bool:
    """Whether an A/B element type has an mma of ``version`` (fp8 is always promotable)."""
    fp8 = isinstance(t, Float8E5M2Type | Float8E4M3FNType | Float8E5M2FNUZType | Float8E4M3FNUZType)
    if fp8 or isinstance(t, Float16Type | BFloat16Type):
        return True
    if isinstance(t, Float32Type | Float64Type) or (
        isinstance(t, IntegerType) and _bit_width(t) == 8
    ):
        return version >= 2
    return False


def _shape_per_cta(t: TensorType) -> list[int]:
    enc = _encoding(t)
    shape = list(t.get_shape())
    if enc is None or not hasattr(enc, "CGALayout"):
        return shape
    return L.get_shape_per_cta(L.get_cga_layout(enc).cta_split_num(), shape)


def support_mma(dot: Operation, version: int) -> bool:
    """Triton's supportMMA(DotOp, version): can this dot run on mma ``version``?"""
    a_type, b_type, ret_type = dot.operands[0].type, dot.operands[1].type, dot.results[0].type
    a_elem, b_elem = a_type.element_type, b_type.element_type
    k = a_type.get_shape()[-1]
    if version == 5:
        if _env_flag("DISABLE_MMA_V5"):
            return False
        per_cta = _shape_per_cta(ret_type)
        if any(isinstance(t, IntegerType) for t in (a_elem, b_elem, ret_type.element_type)):
            return False
        if ret_type.get_num_dims() != 2 or lookup_num_warps(dot) not in (4, 8):
            return False
        if k < 256 // max(_bit_width(a_elem), 1):
            return False
        return per_cta[-2] % 64 == 0 and per_cta[-1] % 16 == 0
    if version == 3:
        if _env_flag("DISABLE_MMA_V3"):
            return False
        if k < 256 // max(_bit_width(a_elem), 1):
            return False
        per_cta = _shape_per_cta(ret_type)
        if len(per_cta) == 3:
            return False
        num_warps = lookup_num_warps(dot) or 0
        elem_ok = (
            _is_fp8(a_elem)
            or (isinstance(a_elem, IntegerType) and _bit_width(a_elem) == 8)
            or isinstance(a_elem, Float16Type | BFloat16Type | Float32Type)
        )
        if not (num_warps % 4 == 0 and per_cta[-2] % 64 == 0 and per_cta[-1] % 16 == 0):
            return False
        if not elem_ok:
            return False
        max_imprecise = dot.properties.get("maxNumImpreciseAcc")
        max_imprecise = max_imprecise.value.data if isinstance(max_imprecise, IntegerAttr) else 0
        if (
            max_imprecise < 32
            and _is_fp8(a_elem)
            and isinstance(ret_type.element_type, Float32Type)
        ):
            return False
    if isinstance(a_elem, Float32Type) and isinstance(b_elem, Float32Type):
        precision = dot.properties.get("inputPrecision")
        tf32 = isinstance(precision, IntegerAttr) and precision.value.data == 0
        return tf32 and version >= 2
    return _operand_supports_mma(a_elem, version) and _operand_supports_mma(b_elem, version)


def verify_dot_encoding_compatibility(
    dot: Operation, a_enc: Attribute, b_enc: Attribute
) -> str | None:
    """The layout checks of tt.dot's verifier (the result's dialect decides): an error
    message (emitted at the op, without the op prefix) or None."""
    ret_type = dot.results[0].type
    ret_enc = _encoding(ret_type) if isinstance(ret_type, TensorType) else None
    if ret_enc is not None and _dialect(ret_enc) == "gluon":
        return None
    a_dot = a_enc if isinstance(a_enc, L.DotOperandEncodingAttr) else None
    b_dot = b_enc if isinstance(b_enc, L.DotOperandEncodingAttr) else None
    if a_dot is None and b_dot is None:
        return None
    if a_dot is None or b_dot is None:
        return "mismatching encoding between A and B operands"
    if a_dot.kWidth != b_dot.kWidth:
        return "mismatching kWidth between A and B operands"
    mma_a = a_dot.parent if isinstance(a_dot.parent, L.NvidiaMmaEncodingAttr) else None
    mma_b = b_dot.parent if isinstance(b_dot.parent, L.NvidiaMmaEncodingAttr) else None
    mma_ret = ret_enc if isinstance(ret_enc, L.NvidiaMmaEncodingAttr) else None
    if mma_a or mma_b or mma_ret:
        if not (mma_a and mma_b and mma_ret):
            return "mismatching MMA encoding"
        if not mma_a.versionMajor == mma_b.versionMajor == mma_ret.versionMajor:
            return "mismatched MMA version."
        if not support_mma(dot, mma_ret.versionMajor):
            return "unsupported MMA version"
    return None


# ---------------------------------------------------------------------------------------
# Tensor layouts (VerifyTensorLayoutsTrait)
# ---------------------------------------------------------------------------------------


def int_attr(op: Operation | None, name: str) -> int | None:
    """The integer attribute (or property) ``name`` of ``op``; None when absent or not an int."""
    if op is None:
        return None
    attr = op.attributes.get(name)
    if attr is None:
        attr = op.properties.get(name)
    return attr.value.data if isinstance(attr, IntegerAttr) else None


def enclosing_module(op: Operation) -> ModuleOp | None:
    """The nearest ``module`` holding ``op`` (``op`` itself when it is one)."""
    cur: Operation | None = op
    while cur is not None and not isinstance(cur, ModuleOp):
        cur = cur.parent_op()
    return cur


@cache
def _is_module_class(op_class: type[Operation]) -> bool:
    """(per class: an isinstance test on xDSL's op classes, ABCs, is a Python call)"""
    return issubclass(op_class, ModuleOp)


def lookup_num_warps(op: Operation) -> int | None:
    """maybeLookupNumWarps: ``ttg.num-warps`` of the nearest function or module that has
    it, or the warp count of the warp_specialize partition the op is in."""
    cur: Operation | None = op
    while cur is not None:
        if _is_module_class(type(cur)) or cur.name == "tt.func":
            found = int_attr(cur, "ttg.num-warps")
            if found is not None:
                return found
        else:
            parent = cur.parent_op()
            if parent is not None and parent.name == "ttg.warp_specialize.partitions":
                region = cur.parent_region()
                index = parent.regions.index(region) if region is not None else 0
                ws = parent.parent_op()
                counts = ws.properties.get("partitionNumWarps") if ws is not None else None
                if counts is not None:
                    return counts.get_values()[index]
        cur = cur.parent_op()
    return None


def _shape_text(shape: Sequence[int]) -> str:
    return ", ".join(str(s) for s in shape)


def value_text(value: SSAValue) -> str:
    """How MLIR prints a value in a diagnostic (``<< value``)."""
    if isinstance(value, BlockArgument):
        return f"<block argument> of type '{value.type}' at index: {value.index}"
    # An op result: MLIR prints the defining op, in generic form (the IR did not verify).
    return print_op(value.owner, generic=True).strip()


def verify_tensor_layout(layout: Attribute, tensor_type: TensorType, op: Operation) -> str | None:
    """Whether ``layout`` may be attached to ``tensor_type`` inside ``op``'s module: the
    text after ``Operand i (...) has an invalid layout: ``, or None when it may.

    Only TritonGPU layouts are checked (other dialects have no such interface): they must be
    distributed, of the tensor's rank, and use as many lanes, warps and CTAs as the module
    (``ttg.threads-per-warp``, ``ttg.num-warps``, ``ttg.num-ctas``) says."""
    if _dialect(layout) != "ttg":
        return None
    if not _is_distributed(layout):
        return "Non-distributed layout is not allowed in tensor type."
    rank = layout.rank
    shape = tensor_type.get_shape()
    if rank != len(shape):
        return f"Layout has rank {rank}, but the tensor it's attached to has rank {len(shape)}."
    if not all(_is_pow2(s) for s in shape):
        return (
            f"Layout has shape {_shape_text(shape)}, but the tensor it's attached to has shape "
            f"{_shape_text(shape)} which is not a power of two."
        )
    try:
        ll = cached_linear_layout(layout, tuple(shape))
    except (LayoutError, VerifyException):
        # A layout our linear-layout engine does not cover (AMD's): nothing to compare.
        return None
    module = enclosing_module(op)

    def differs(dim: str, expected: int, what: str, says: str) -> str | None:
        """The message for a layout whose ``dim`` (lane, warp, block) size is not ``expected``."""
        size = ll.in_dim_size(dim) if ll.has_in_dim(dim) else 1
        if size == expected:
            return None
        return f"{_text(layout)}.\nLayout has {size} {what}, but the {says} {expected} {what}."

    threads = int_attr(module, "ttg.threads-per-warp")
    threads = 32 if threads is None else threads
    message = differs("lane", threads, "threads per warp", "module specifies")
    if message is not None:
        return message
    num_warps = lookup_num_warps(op)
    if num_warps is None:
        return (
            "Could not determine the number of warps per CTA. Operation is not in a context "
            "with `ttg.num-warps`."
        )
    ctas = int_attr(module, "ttg.num-ctas")
    ctas = 1 if ctas is None else ctas
    return differs("warp", num_warps, "warps per CTA", "context requires") or differs(
        "block", ctas, "CTAs per CGA", "context requires"
    )
