"""TMA helpers shared by the TMA lowering (Triton 3.6.0's TMAUtilities).

* which shared encoding a descriptor's buffer gets (``encoding_from_descriptor``), adapting it
  to rank-reducing loads and gather/scatter blocks;
* the index translation of fp4-padded descriptors;
* the fields of an on-device tensormap (``tma_block_shape``, ``tma_swizzle_mode``,
  ``tma_element_type``).

Where the C++ helper kills the process (an assert or ``report_fatal_error``), these functions
raise ``DiagnosticError`` located at the op being lowered instead.
"""

from __future__ import annotations

from collections.abc import Sequence

from gluon_opt.dialects import tt
from gluon_opt.dialects.layout.encodings import (
    CGALayout,
    NVMMASharedEncodingAttr,
    SharedEncoding,
    SwizzledSharedEncodingAttr,
    get_cga_layout,
    get_shape_per_cta,
)
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    IntegerType,
    NoneAttr,
    Signedness,
    TensorType,
)
from xdsl.ir import Attribute, Operation

TMA_SIZE_BYTES = 128
"""Bytes of one CUtensorMap (the global scratch a device-side descriptor lives in)."""
TMA_ALIGN = 128

# CUtensorMapDataType values as the tensormap_create op takes them.
TMA_U8 = 0
TMA_U16 = 1
TMA_U32 = 2
TMA_S32 = 3
TMA_U64 = 4
TMA_S64 = 5
TMA_F16 = 6
TMA_F32 = 7
TMA_F64 = 9
TMA_BF16 = 10
TMA_B4X16_P64 = 14

_SWIZZLE_MODES = {0: 0, 32: 1, 64: 2, 128: 3}

# the ops a module needs for TMA lowering to have work (by name: skip checks read libtriton
# modules): every descriptor access, and the device-side descriptor constructor
DESCRIPTOR_OP_NAMES = frozenset(
    {op.name for op in tt.OPS if op.has_trait(tt.DescriptorOpInterface)}
    | {tt.MakeTensorDescOp.name}
)


def is_fp4_padded(encoding: Attribute | None) -> bool:
    """An NVMMA encoding whose fp4 elements are padded to bytes (indices count packed pairs)."""
    return isinstance(encoding, NVMMASharedEncodingAttr) and encoding.fp4Padded


def shape_per_cta(encoding: Attribute, shape: Sequence[int]) -> list[int]:
    """The part of ``shape`` one CTA holds under ``encoding``'s CGA layout."""
    return get_shape_per_cta(get_cga_layout(encoding).cta_split_num(), shape)


def update_cga_for_shape(
    cga: CGALayout, shape: Sequence[int], op: Operation | None = None
) -> CGALayout:
    """The CGA layout of a block whose rank differs from the descriptor's.

    Extra leading dims of the layout are dropped (broadcast); missing leading dims, which must
    have size 1, are added with zero coordinates in every basis.
    """
    rank = len(shape)
    if cga.rank == rank:
        return cga
    if cga.rank > rank:
        drop = cga.rank - rank
        return CGALayout.get([basis[drop:] for basis in cga.bases], rank)
    grow = rank - cga.rank
    if any(size != 1 for size in shape[:grow]):
        raise DiagnosticError(
            "Internal Error: a rank-increasing CTA layout needs unit leading dims", op=op
        )
    return CGALayout.get([(0,) * grow + tuple(basis) for basis in cga.bases], rank)


def update_encoding_for_shape(
    encoding: Attribute, shape: Sequence[int], op: Operation | None = None
) -> Attribute:
    """``encoding`` adapted to a buffer of ``shape`` (rank-reducing loads, gather/scatter)."""
    if isinstance(encoding, NVMMASharedEncodingAttr):
        cga = update_cga_for_shape(encoding.CGALayout, shape, op)
        return NVMMASharedEncodingAttr.get(
            encoding.swizzlingByteWidth,
            encoding.transposed,
            encoding.elementBitWidth,
            encoding.fp4Padded,
            cga,
            rank=cga.rank,
        )
    if isinstance(encoding, SwizzledSharedEncodingAttr):
        rank = len(shape)
        old = encoding.order
        # New leading dims go first (slowest), then the old dims that still exist.
        order = [rank - i - 1 for i in range(max(0, rank - len(old)))]
        order += [d for d in old if d < rank]
        cga = update_cga_for_shape(encoding.CGALayout, shape, op)
        return SwizzledSharedEncodingAttr.get(
            encoding.vec, encoding.perPhase, encoding.maxPhase, order, cga
        )
    raise DiagnosticError("Internal Error: Unhandled tensor descriptor encoding", op=op)


def encoding_from_descriptor(
    block_type: TensorType, shape: Sequence[int], op: Operation | None = None
) -> Attribute:
    """The shared encoding of the buffer a descriptor of ``block_type`` fills with ``shape``."""
    encoding = block_type.encoding
    if isinstance(encoding, NoneAttr):
        raise DiagnosticError("Internal Error: Tensor descriptor should have encoding set", op=op)
    if not isinstance(encoding, SharedEncoding):
        raise DiagnosticError(
            "Internal Error: tensor descriptor encoding must be a shared encoding", op=op
        )
    if tuple(block_type.get_shape()) == tuple(shape):
        return encoding
    return update_encoding_for_shape(encoding, shape, op)


def tma_block_shape(
    shape_per_cta: Sequence[int],
    element_bitwidth: int,
    swizzle_bytes: int,
    fp4_padded: bool,
    transposed: bool,
    packed_size: bool,
    op: Operation | None = None,
) -> list[int]:
    """The box a TMA transfer moves per CTA: at most 256 per dim, one swizzle row wide."""
    block = list(shape_per_cta)
    contig = 0 if transposed else len(block) - 1
    if fp4_padded:
        block[contig] *= 2
    block = [min(size, 256) for size in block]
    if swizzle_bytes != 0:
        row = 8 * swizzle_bytes // element_bitwidth
        if block[contig] < row:
            raise DiagnosticError(
                "Block shape is too small for the swizzle byte size in NVMMA Shared Layout.",
                op=op,
            )
        block[contig] = row
    if fp4_padded and packed_size:
        block[contig] //= 2
    return block


def tma_block_shape_for(
    encoding: Attribute,
    shape_per_cta: Sequence[int],
    packed_size: bool,
    op: Operation | None = None,
) -> list[int]:
    """``tma_block_shape`` with the parameters of an NVMMA encoding.

    The C++ helper casts to NVMMA unconditionally and aborts on anything else; we report it.
    """
    if not isinstance(encoding, NVMMASharedEncodingAttr):
        raise DiagnosticError(
            "TMA descriptor encoding must be #ttg.nvmma_shared to compute its block shape",
            op=op,
        )
    return tma_block_shape(
        shape_per_cta,
        encoding.elementBitWidth,
        encoding.swizzlingByteWidth,
        encoding.fp4Padded,
        encoding.transposed,
        packed_size,
        op,
    )


def is_tma_compatible_encoding(encoding: Attribute) -> bool:
    """NVMMA, or a swizzled layout that does not swizzle (vec = perPhase = maxPhase = 1)."""
    if isinstance(encoding, NVMMASharedEncodingAttr):
        return True
    return (
        isinstance(encoding, SwizzledSharedEncodingAttr)
        and encoding.vec == 1
        and encoding.perPhase == 1
        and encoding.maxPhase == 1
    )


def tma_swizzle_mode(encoding: Attribute, op: Operation | None = None) -> int:
    """CUtensorMapSwizzle of a descriptor encoding: 128B -> 3, 64B -> 2, 32B -> 1, none -> 0."""
    if not is_tma_compatible_encoding(encoding):
        raise DiagnosticError("Unhandled encoding type", op=op)
    if not isinstance(encoding, NVMMASharedEncodingAttr):
        return 0
    swizzle = encoding.swizzlingByteWidth
    if encoding.fp4Padded and swizzle != 128:
        raise DiagnosticError("elem type .b4x16_p64 supports only 128B swizzling", op=op)
    if swizzle not in _SWIZZLE_MODES:
        raise DiagnosticError(f"unsupported swizzling byte width {swizzle}", op=op)
    return _SWIZZLE_MODES[swizzle]


def element_bitwidth(elem: Attribute) -> int:
    if isinstance(elem, IntegerType):
        return elem.width.data
    width = getattr(elem, "bitwidth", None)
    return width if isinstance(width, int) else 0


def tma_element_type(
    elem: Attribute, encoding: Attribute | None, op: Operation | None = None
) -> int:
    """CUtensorMapDataType of a descriptor's element type."""
    if is_fp4_padded(encoding):
        return TMA_B4X16_P64
    if isinstance(elem, BFloat16Type):
        return TMA_BF16
    if isinstance(elem, Float16Type):
        return TMA_F16
    if isinstance(elem, Float32Type):
        return TMA_F32
    if isinstance(elem, Float64Type):
        return TMA_F64
    size = element_bitwidth(elem) // 8
    signed = isinstance(elem, IntegerType) and elem.signedness.data == Signedness.SIGNED
    if size == 1:
        return TMA_U8
    if size == 2:
        return TMA_U16
    if size == 4:
        return TMA_S32 if signed else TMA_U32
    if size == 8:
        return TMA_S64 if signed else TMA_U64
    raise DiagnosticError(
        f"Tensor descriptor element type must have size 1, 2, or 4 but got {size}", op=op
    )
