"""Gluon's layout helpers, computing what Triton 3.6.0 computes.

- `nvmma_shared_default_for(block_shape, bitwidth, ...)`: Gluon's
  `NVMMASharedLayout.get_default_for`, the widest swizzle (128/64/32 bytes, else none) that
  the block's contiguous row allows, as a `#ttg.nvmma_shared` attribute.
- `gluon_shape_per_cta(shape, cga_bases)`: the per-CTA block shape as Gluon's Python side
  computes it for that choice (note: every dim is divided by at least 2 once a CGA layout is
  given, also dims the CGA bases do not touch; we reproduce that).
"""

from __future__ import annotations

from collections.abc import Sequence

from gluon_opt.dialects.layouts import CGALayout, NVMMASharedEncodingAttr


def gluon_shape_per_cta(shape: Sequence[int], cga_bases: Sequence[Sequence[int]]) -> list[int]:
    """Gluon's `_get_shape_per_cta`: divide each dim by 2 * (largest CGA basis along it, or 1)."""
    if not cga_bases:
        return list(shape)
    rank = len(cga_bases[0])
    cga_shape = [1] * rank
    for basis in cga_bases:
        for i in range(rank):
            cga_shape[i] = max(cga_shape[i], basis[i])
    cga_shape = [2 * s for s in cga_shape]
    for d in range(rank):
        if shape[d] % cga_shape[d]:
            raise ValueError(f"Shape {list(shape)} is not divisible by CGA layout {cga_bases}")
    return [s // c for s, c in zip(shape, cga_shape, strict=True)]


def nvmma_shared_default_for(
    block_shape: Sequence[int],
    bitwidth: int,
    transposed: bool = False,
    fp4_padded: bool = False,
    cga_bases: Sequence[Sequence[int]] | None = None,
) -> NVMMASharedEncodingAttr:
    """The NVMMA shared layout Gluon picks for a block (largest compatible swizzle)."""
    packing = 2 if fp4_padded else 1
    shape = gluon_shape_per_cta(block_shape, cga_bases or [])
    rank = len(block_shape)
    if transposed:
        shape = shape[1:] + shape[:1]
    contig_bytes = shape[-1] * packing * bitwidth // 8
    swizzle = 0
    for width in (128, 64, 32):
        if contig_bytes >= width and contig_bytes % width == 0:
            swizzle = width
            break
    outer = 1
    for s in shape[:-1]:
        outer *= s
    if rank < 2 or outer < 8:
        swizzle = 0
    cga = CGALayout.get(cga_bases, rank) if cga_bases else CGALayout.default(rank)
    return NVMMASharedEncodingAttr.get(swizzle, transposed, bitwidth, fp4_padded, cga, rank)
