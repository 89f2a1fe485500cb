"""The linear layout of every layout encoding: libtriton's ``toLinearLayout``
(``LinearLayoutConversions.cpp``), the algebra of :mod:`gluon_opt.dialects.layout.linear`
applied to the encodings of :mod:`gluon_opt.dialects.layout.encodings`.
"""

from __future__ import annotations

from collections.abc import Sequence

from gluon_opt.dialects.layout import encodings as L
from gluon_opt.dialects.layout.encodings import (
    TensorMemoryEncodingAttr,
    TensorMemoryScalesEncodingAttr,
    get_shape_per_cta,
)
from gluon_opt.dialects.layout.linear import (
    LayoutError,
    LinearLayout,
    _is_pow2,
    combine_cta_cga_with_shape,
    ensure_layout_not_larger_than,
    ensure_layout_not_smaller_than,
    identity_standard_nd,
    matrix_order,
    order_for_dot_operand,
    order_per_dim,
    remove_standard_dim,
    reshape_layout,
    standard_out_dim_names,
    transpose_linear_layout,
)


def to_linear_layout(encoding, shape: Sequence[int]) -> LinearLayout:
    """The linear layout of `encoding` for a tensor of `shape` (libtriton's toLinearLayout).

    Distributed encodings give register/lane/warp/block -> dim0..; shared encodings give
    offset/block -> dim0..; tensor-memory encodings give row/col -> dim0, dim1.
    """
    shape = [int(s) for s in shape]
    handlers = {
        L.BlockedEncodingAttr: _blocked,
        L.NvidiaMmaEncodingAttr: _nvidia_mma,
        L.AMDMfmaEncodingAttr: _amd_mfma,
        L.AMDWmmaEncodingAttr: _amd_wmma,
        L.DotOperandEncodingAttr: _dot_operand,
        L.SliceEncodingAttr: _slice,
        L.LinearEncodingAttr: _linear,
        L.SwizzledSharedEncodingAttr: _swizzled_shared,
        L.NVMMASharedEncodingAttr: _nvmma_shared,
        L.SharedLinearEncodingAttr: _shared_linear,
        L.PaddedSharedEncodingAttr: lambda enc, _shape: enc.linearComponent,
        L.TensorMemoryEncodingAttr: _tensor_memory,
        L.TensorMemoryScalesEncodingAttr: _tensor_memory_scales,
    }
    handler = handlers.get(type(encoding))
    if handler is None:
        raise LayoutError(f"no linear layout for {encoding.name}")
    rank = getattr(encoding, "rank", len(shape))
    if rank != len(shape):
        raise LayoutError(f"{encoding.name} has rank {rank} but the shape has rank {len(shape)}")
    if isinstance(encoding, L.SharedEncoding) and not all(_is_pow2(s) for s in shape):
        raise LayoutError("shape must be a positive power of 2")
    return handler(encoding, shape)


def _blocked(enc, shape: Sequence[int]) -> LinearLayout:
    order = enc.order
    cta = (
        identity_standard_nd("register", enc.sizePerThread, order)
        * identity_standard_nd("lane", enc.threadsPerWarp, order)
        * identity_standard_nd("warp", enc.warpsPerCTA, order)
    )
    return combine_cta_cga_with_shape(cta, enc.CGALayout, shape)


def _broadcasted_dot_operand_layout(
    shape: Sequence[int], order: Sequence[int], k_dim: int, in_dim: str
) -> LinearLayout:
    """Lanes or warps of a dot operand: identity along M/N, broadcast along K."""
    names = standard_out_dim_names(len(shape))
    layout = LinearLayout.empty()
    for d in order:
        if d == k_dim:
            layout = layout * LinearLayout.zeros_1d(shape[d], in_dim, names[d])
        else:
            layout = layout * LinearLayout.identity_1d(shape[d], in_dim, names[d])
    return layout


def _nvidia_mma_tile(
    tile_shape: Sequence[int], k_width: int, order: Sequence[int], rep_order: Sequence[int]
) -> LinearLayout:
    """One mma tile: kWidth registers and 4 lanes along the inner dim, 8 lanes along the
    outer dim, then register repeats (outer first)."""
    rank = len(rep_order)
    names = standard_out_dim_names(rank)
    layout = identity_standard_nd("register", [1] * rank, rep_order)
    inner, outer = order[0], order[1]
    m, n = tile_shape[outer], tile_shape[inner]
    if m % 8 or n % (k_width * 4):
        raise LayoutError(f"mma tile {list(tile_shape)} does not fit kWidth={k_width}")
    return (
        layout
        * LinearLayout.identity_1d(k_width, "register", names[inner])
        * LinearLayout.identity_1d(4, "lane", names[inner])
        * LinearLayout.identity_1d(8, "lane", names[outer])
        * LinearLayout.identity_1d(m // 8, "register", names[outer])
        * LinearLayout.identity_1d(n // (k_width * 4), "register", names[inner])
    )


def _nvidia_mma(enc, shape: Sequence[int]) -> LinearLayout:
    rank = len(shape)
    if enc.is_ampere():
        tile = list(enc.instrShape)
    elif enc.is_hopper():
        tile = list(enc.instrShape[:2])
    else:
        raise LayoutError("only nvidia_mma versions 2 (Ampere) and 3 (Hopper) have linear layouts")
    if len(tile) < 2 or len(enc.instrShape) > 3:
        raise LayoutError(f"nvidia_mma has instrShape {list(enc.instrShape)}: too short or long")
    order = matrix_order(rank, row_major=True)
    cta = _nvidia_mma_tile(tile, 2, order, matrix_order(rank, row_major=True))
    warp_order = matrix_order(rank, row_major=not enc.is_hopper())
    cta = cta * identity_standard_nd("warp", enc.warpsPerCTA, warp_order).transpose_outs(
        cta.out_dim_names
    )
    return combine_cta_cga_with_shape(cta, enc.CGALayout, shape)


def _dot_operand(enc, shape: Sequence[int]) -> LinearLayout:
    parent = enc.parent
    rank = len(shape)
    if isinstance(parent, L.BlockedEncodingAttr):
        order = parent.order
        k_dim = rank - 1 if enc.opIdx == 0 else rank - 2
        thread_size = list(parent.sizePerThread)
        thread_size[k_dim] = shape[k_dim]
        rep_names = [standard_out_dim_names(rank)[i] for i in order]
        regs = identity_standard_nd("register", thread_size, order)
        lanes = _broadcasted_dot_operand_layout(parent.threadsPerWarp, order, k_dim, "lane")
        warps = _broadcasted_dot_operand_layout(parent.warpsPerCTA, order, k_dim, "warp")
        cta = (
            regs.transpose_outs(rep_names)
            * lanes.transpose_outs(rep_names)
            * warps.transpose_outs(rep_names)
        )
        return combine_cta_cga_with_shape(cta, enc.CGALayout, shape)
    if isinstance(parent, L.AMDMfmaEncodingAttr):
        return _amd_mfma_dot_operand(enc, shape)
    if isinstance(parent, L.AMDWmmaEncodingAttr):
        return _amd_wmma_dot_operand(enc, shape)
    if not isinstance(parent, L.NvidiaMmaEncodingAttr):
        raise LayoutError(f"no linear layout for a dot operand of {parent.name}")
    k_width = enc.kWidth
    is_a = enc.opIdx == 0
    tile = [1] * rank
    if is_a:
        tile[rank - 2], tile[rank - 1] = 16, k_width * 8
    else:
        if not parent.is_ampere():
            raise LayoutError("the B operand of a Hopper mma is read from shared memory")
        tile[rank - 2], tile[rank - 1] = k_width * 8, 8
    order = order_for_dot_operand(enc.opIdx, rank, k_contig=True)
    rep_order = order_for_dot_operand(enc.opIdx, rank, k_contig=True)
    cta = _nvidia_mma_tile(tile, k_width, order, rep_order)
    k_dim = rank - 1 if is_a else rank - 2
    warp_order = matrix_order(rank, row_major=not parent.is_hopper())
    warps = _broadcasted_dot_operand_layout(parent.warpsPerCTA, warp_order, k_dim, "warp")
    cta = cta * warps.transpose_outs(cta.out_dim_names)
    return combine_cta_cga_with_shape(cta, enc.CGALayout, shape)


# AMD matrix cores: a wave has 64 lanes (MFMA, CDNA) or 32 (WMMA, RDNA).
_MFMA_WAVE = 64
_WMMA_WAVE = 32


def _amd_mma_tiles(
    tile: LinearLayout, enc, shape: Sequence[int], n_dim: int, dim_m: str, dim_n: str
) -> LinearLayout:
    """An MFMA/WMMA instruction tile repeated over the tensor as the dot lowering expects:
    N-contiguous tiles (tilesPerWarp along N, warps along N, the rest of N), then M
    (tilesPerWarp along M, warps along M), the batch dim last."""
    rank = len(shape)
    batch = rank == 3
    m_index, n_index = int(batch), 1 + int(batch)
    tiles, warps = enc.tilesPerWarp, enc.warpsPerCTA
    tile = tile * LinearLayout.identity_1d(tiles[n_index], "register", dim_n)
    tile = tile * LinearLayout.identity_1d(warps[n_index], "warp", dim_n)
    rest_n = shape[n_index] // (n_dim * warps[n_index] * tiles[n_index])
    tile = tile * LinearLayout.identity_1d(rest_n, "register", dim_n)
    tile = tile * LinearLayout.identity_1d(tiles[m_index], "register", dim_m)
    tile = tile * LinearLayout.identity_1d(warps[m_index], "warp", dim_m)
    if batch:
        dim_b = standard_out_dim_names(rank)[0]
        tile = tile * LinearLayout.identity_1d(1, "register", dim_b)
        tile = tile * LinearLayout.identity_1d(1, "lane", dim_b)
        tile = tile * LinearLayout.identity_1d(warps[0], "warp", dim_b)
    return combine_cta_cga_with_shape(tile, enc.CGALayout, shape)


def _amd_mfma(enc, shape: Sequence[int]) -> LinearLayout:
    names = standard_out_dim_names(len(shape))
    order = matrix_order(len(shape), row_major=True)
    dim_m, dim_n = names[order[1]], names[order[0]]
    m, n = enc.instrShape[0], enc.instrShape[1]
    if (m, n) == (64, 4) and not enc.isTransposed:
        raise LayoutError("a 64x4 amd_mfma must be transposed")  # libtriton asserts
    height = 1 if enc.elementBitWidth == 64 else 4  # elements per lane along one dim
    tiles = (m * n) // (_MFMA_WAVE * height)
    # Lanes run along N then M (along M then N when transposed); each holds `height`
    # consecutive elements along the other dim.
    along, across, lanes_across = (dim_m, dim_n, n) if not enc.isTransposed else (dim_n, dim_m, m)
    tile = LinearLayout.identity_1d(height, "register", along) * (
        LinearLayout.identity_1d(lanes_across, "lane", across)
        * LinearLayout.identity_1d(_MFMA_WAVE // lanes_across, "lane", along)
    )
    if tiles > 0:
        tile = tile * LinearLayout.identity_1d(tiles, "register", along)
    return _amd_mma_tiles(tile.transpose_outs([dim_n, dim_m]), enc, shape, n, dim_m, dim_n)


def _amd_mfma_dot_operand(enc, shape: Sequence[int]) -> LinearLayout:
    parent = enc.parent
    rank = len(shape)
    names = standard_out_dim_names(rank)
    op_idx, k_width = enc.opIdx, enc.kWidth
    m, n = parent.instrShape[0], parent.instrShape[1]
    non_k = m if op_idx == 0 else n
    k_size = shape[rank - 1 if op_idx == 0 else rank - 2]
    order = order_for_dot_operand(op_idx, rank, k_contig=True)
    dim_k, dim_non_k = names[order[0]], names[order[1]]
    # kWidth registers along K, non_k lanes along the non-K dim, the other lanes along K.
    tile = LinearLayout.identity_1d(k_width, "register", dim_k) * (
        LinearLayout.identity_1d(non_k, "lane", dim_non_k)
        * LinearLayout.identity_1d(_MFMA_WAVE // non_k, "lane", dim_k)
    )
    k_tile = _MFMA_WAVE // non_k * k_width
    if (m, n, op_idx) in ((64, 4, 0), (4, 64, 1)):  # the 64x64 operand of a 4x64 mfma
        tile = tile * LinearLayout.identity_1d(16, "register", dim_k)
        k_tile *= 16
    if k_size > k_tile:
        tile = tile * LinearLayout.identity_1d(k_size // k_tile, "register", dim_k)
    non_k_index = rank - 2 if op_idx == 0 else rank - 1
    tile = tile * LinearLayout.identity_1d(parent.tilesPerWarp[non_k_index], "register", dim_non_k)
    tile = tile.transpose_outs([dim_k, dim_non_k])
    if rank == 3:
        tile = tile * LinearLayout.identity_1d(1, "register", names[order[2]])
        tile = tile * LinearLayout.identity_1d(1, "lane", names[order[2]])
    warps = identity_standard_nd("warp", parent.warpsPerCTA, matrix_order(rank, row_major=True))
    # combined in [K, non-K(, batch)] order, so a shape larger than the CTA tile grows K first
    return combine_cta_cga_with_shape(tile * warps, parent.CGALayout, shape)


def _amd_wmma(enc, shape: Sequence[int]) -> LinearLayout:
    rank = len(shape)
    names = standard_out_dim_names(rank)
    for dim, size in zip(shape[rank - 2 :], enc.instrShape[:2], strict=True):
        if dim != 1 and dim < size:  # libtriton asserts
            raise LayoutError(f"shape {list(shape)} is too small for an amd_wmma tile")
    thread_order = matrix_order(rank, row_major=not enc.isTransposed)
    # 8 registers along M and 32 lanes: 16 along N, the upper 16 one row down (version 1,
    # with register steps of 2 rows) or 8 rows down (versions 2 and 3).
    lanes_n = [(1, 0), (2, 0), (4, 0), (8, 0)]
    if enc.version == 1:
        bases = {"register": [(0, 2), (0, 4), (0, 8)], "lane": [*lanes_n, (0, 1)]}
    else:
        bases = {"register": [(0, 1), (0, 2), (0, 4)], "lane": [*lanes_n, (0, 8)]}
    tile = LinearLayout(bases, [(names[thread_order[0]], 16), (names[thread_order[1]], 16)])
    order = matrix_order(rank, row_major=True)
    dim_m, dim_n = names[order[1]], names[order[0]]
    tile = tile.transpose_outs([dim_n, dim_m])
    return _amd_mma_tiles(tile, enc, shape, enc.instrShape[1], dim_m, dim_n)


def _amd_wmma_dot_operand(enc, shape: Sequence[int]) -> LinearLayout:
    parent = enc.parent
    rank = len(shape)
    names = standard_out_dim_names(rank)
    op_idx, k_width = enc.opIdx, enc.kWidth
    order = order_for_dot_operand(op_idx, rank, k_contig=True)
    dim_k, dim_non_k = names[order[0]], names[order[1]]
    m, n, k_dim = parent.instrShape[0], parent.instrShape[1], parent.instrShape[2]
    non_k = m if op_idx == 0 else n
    k_index = rank - 1 if op_idx == 0 else rank - 2
    tiles_non_k = parent.tilesPerWarp[rank - 2 if op_idx == 0 else rank - 1]
    depth = _WMMA_WAVE // non_k
    # kWidth registers along K, non_k lanes along the non-K dim, then `depth` lanes along
    # K: the same K values again (version 1) or the next ones (versions 2 and 3).
    tile = LinearLayout.identity_1d(k_width, "register", dim_k) * LinearLayout.identity_1d(
        non_k, "lane", dim_non_k
    )
    deep = LinearLayout.zeros_1d if parent.version == 1 else LinearLayout.identity_1d
    tile = tile * deep(depth, "lane", dim_k)
    k_tile = depth * k_width
    if tiles_non_k > 1:
        k_reps = max(shape[k_index], k_dim) // k_tile
        tile = tile * LinearLayout.identity_1d(k_reps, "register", dim_k)
        tile = tile * LinearLayout.identity_1d(tiles_non_k, "register", dim_non_k)
    else:
        tile = tile * LinearLayout.identity_1d(k_dim // k_tile, "register", dim_k)
    if rank == 3:
        tile = tile * LinearLayout.identity_1d(1, "register", names[order[2]])
        tile = tile * LinearLayout.identity_1d(1, "lane", names[order[2]])
    warp_order = matrix_order(rank, row_major=True)
    warps = _broadcasted_dot_operand_layout(parent.warpsPerCTA, warp_order, k_index, "warp")
    rep_names = [names[d] for d in order_for_dot_operand(op_idx, rank, k_contig=True)]
    cta = tile.transpose_outs(rep_names) * warps.transpose_outs(rep_names)
    return combine_cta_cga_with_shape(cta, parent.CGALayout, shape)


def _slice(enc, shape: Sequence[int]) -> LinearLayout:
    parent_shape = list(shape)
    parent_shape.insert(enc.dim, 1)
    parent_ll = to_linear_layout(enc.parent, parent_shape)
    sliced = remove_standard_dim(parent_ll, enc.dim)
    bases = sliced.bases
    bases["register"] = tuple(b for b in bases["register"] if any(b))
    return LinearLayout.from_bases(bases, sliced.out_dim_names)


def _linear(enc, shape: Sequence[int]) -> LinearLayout:
    ll = enc.linearLayout
    rank = ll.num_out_dims
    canonical = ll.out_dim_names
    order = order_per_dim(ll, "register", list(range(rank - 1, -1, -1)))
    permuted = [canonical[d] for d in order]
    named = {canonical[d]: shape[d] for d in order}
    ll = ll.transpose_outs(permuted)
    ll = ensure_layout_not_smaller_than(ll, named)
    ll = ensure_layout_not_larger_than(ll, named, broadcast_registers=False)
    return ll.transpose_outs(canonical)


def _shape_per_cta_of(enc, shape: Sequence[int]) -> list[int]:
    return get_shape_per_cta(enc.CGALayout.cta_split_num(), shape)


def _swizzled_shared(enc, shape: Sequence[int]) -> LinearLayout:
    shape_per_cta = _shape_per_cta_of(enc, shape)
    rank = len(shape)
    if rank == 1:
        return combine_cta_cga_with_shape(
            LinearLayout.identity_1d(shape_per_cta[0], "offset", "dim0"), enc.CGALayout, shape
        )
    names = standard_out_dim_names(rank)
    col_dim, row_dim = enc.order[0], enc.order[1]
    num_cols, num_rows = shape_per_cta[col_dim], shape_per_cta[row_dim]
    bases = []
    col = 1
    while col < num_cols:
        bases.append((0, col))
        col *= 2
    row = 1
    while row < num_rows:
        bases.append((row, (enc.vec * ((row // enc.perPhase) % enc.maxPhase)) % num_cols))
        row *= 2
    cta = LinearLayout.from_bases({"offset": bases}, [names[row_dim], names[col_dim]])
    for d in enc.order[2:]:
        cta = cta * LinearLayout.identity_1d(shape_per_cta[d], "offset", names[d])
    return combine_cta_cga_with_shape(cta, enc.CGALayout, shape)


def tma_block_shape(enc, shape_per_cta: Sequence[int], packed_size: bool) -> list[int]:
    """The TMA box for an nvmma_shared tensor (TMAUtilities' getTMABlockShape)."""
    block = list(shape_per_cta)
    contig = 0 if enc.transposed else len(block) - 1
    if enc.fp4Padded:
        block[contig] *= 2
    block = [min(s, 256) for s in block]
    if enc.swizzlingByteWidth != 0:
        contig_size = (8 * enc.swizzlingByteWidth) // enc.elementBitWidth
        if block[contig] < contig_size:
            raise LayoutError(
                "Block shape is too small for the swizzle byte size in NVMMA Shared Layout."
            )
        block[contig] = contig_size
    if enc.fp4Padded and packed_size:
        block[contig] //= 2
    return block


def nvmma_core_matrix_layout(enc, disable_swizzle: bool = False) -> LinearLayout:
    """One 8-row swizzle tile of an nvmma_shared layout."""
    tile_cols = 8 * max(16, enc.swizzlingByteWidth) // enc.elementBitWidth
    vec, per_phase, max_phase = enc.vec, enc.perPhase, enc.maxPhase
    bases = []
    col = 1
    while col < tile_cols:
        bases.append((0, col // 16 * 8 + col % 8 if enc.fp4Padded else col))
        col *= 2
    for row in (1, 2, 4):
        if disable_swizzle:
            bases.append((row, 0))
        else:
            padded = vec * ((row // per_phase) % max_phase)
            bases.append((row, padded // 16 * 8 + padded % 8 if enc.fp4Padded else padded))
    return LinearLayout.from_bases({"offset": bases}, standard_out_dim_names(2))


def _nvmma_shared(enc, shape: Sequence[int], disable_swizzle: bool = False) -> LinearLayout:
    rank = len(shape)
    shape_per_cta = _shape_per_cta_of(enc, shape)
    tma = tma_block_shape(enc, shape_per_cta, packed_size=True)
    names = standard_out_dim_names(rank)
    if enc.swizzlingByteWidth == 0:
        layout = LinearLayout.identity_1d(tma[rank - 1], "offset", names[rank - 1])
        for i in range(rank - 2, -1, -1):
            layout = layout * LinearLayout.identity_1d(tma[i], "offset", names[i])
        layout = ensure_layout_not_smaller_than(
            layout, dict(zip(names, shape_per_cta, strict=True))
        )
        return combine_cta_cga_with_shape(layout, enc.CGALayout, shape)
    if rank < 2:
        raise LayoutError("a swizzled nvmma_shared layout needs rank >= 2")
    collapsed = [1, tma[-1]]
    for s in tma[:-1]:
        collapsed[0] *= s
    if enc.transposed:
        collapsed.reverse()
    tile = nvmma_core_matrix_layout(enc, disable_swizzle)
    tile_rows, tile_cols = tile.out_dim_size("dim0"), tile.out_dim_size("dim1")
    packing = 2 if enc.fp4Padded else 1
    if collapsed[1] * packing < tile_cols or collapsed[0] < tile_rows:
        raise LayoutError(
            f"Illegal shared layout; expected collapsed shapePerCTA to be at least "
            f"[{tile_rows}, {tile_cols // packing}], collapsedTmaShape: "
            f"[{collapsed[0]}, {collapsed[1]}]"
        )
    layout = ensure_layout_not_smaller_than(tile, {"dim0": collapsed[0], "dim1": collapsed[1]})
    pre = list(tma)
    if enc.transposed:
        pre = pre[1:] + pre[:1]
    layout = reshape_layout(layout, pre)
    if enc.transposed:
        layout = transpose_linear_layout(layout, [rank - 1, *range(rank - 1)])
    layout = ensure_layout_not_smaller_than(layout, dict(zip(names, shape_per_cta, strict=True)))
    return combine_cta_cga_with_shape(layout, enc.CGALayout, shape)


def _shared_linear(enc, shape: Sequence[int]) -> LinearLayout:
    ll = enc.linearLayout
    if [s for _, s in ll.out_dims] != list(shape):
        raise LayoutError(
            f"shared_linear layout has shape {[s for _, s in ll.out_dims]}, not {list(shape)}"
        )
    return ll


def _tensor_memory(enc, shape: Sequence[int]) -> LinearLayout:
    dims = standard_out_dim_names(2)
    if enc.CTASplitN > 1:
        inner = TensorMemoryEncodingAttr.get(
            enc.blockM, enc.blockN, enc.colStride, enc.CTASplitM, 1, enc.twoCTAs
        )
        split = LinearLayout.identity_1d(enc.CTASplitN, "col", dims[1])
        return _tensor_memory(inner, [shape[0], shape[1] // enc.CTASplitN]) * split
    if enc.CTASplitM > 1:
        split_m, block_m = enc.CTASplitM, enc.blockM
        m64_two_cta = block_m == 64 and enc.twoCTAs
        if m64_two_cta:
            block_m *= 2
            split_m //= 2
        inner = TensorMemoryEncodingAttr.get(
            block_m, enc.blockN, enc.colStride, 1, enc.CTASplitN, enc.twoCTAs
        )
        split = LinearLayout.identity_1d(split_m, "col", dims[0])
        ret = _tensor_memory(inner, [shape[0] // split_m, shape[1]]) * split
        if m64_two_cta:
            bases = {d: [list(b) for b in bs] for d, bs in ret.bases.items()}
            bases["row"][-1], bases["col"][-1] = bases["col"][-1], bases["row"][-1]
            ret = LinearLayout(bases, ret.out_dims)
        return ret
    block_m = enc.blockM
    block_n = min(enc.blockN, shape[1])
    tile = LinearLayout.zeros_1d(enc.colStride, "col", dims[1])
    if block_m == 64:
        # `tile *= a * b` in the C++: the product a * b first fixes the dim orders
        # (in: row, col; out: dim0, dim1).
        tile = tile * (
            LinearLayout.identity_1d(16, "row", dims[0])
            * LinearLayout.identity_1d(block_n, "col", dims[1])
        )
        bases = {d: [list(b) for b in bs] for d, bs in tile.bases.items()}
        if shape[0] > block_m:
            bases["row"].append([64, 0])
        elif shape[1] > block_n:
            bases["row"].append([0, block_n])
        else:
            bases["row"].append([0, 0])
        bases["row"] += [[16, 0], [32, 0]]
        tile = LinearLayout.from_bases(bases, dims)
    else:
        tile = tile * (
            LinearLayout.identity_1d(block_m, "row", dims[0])
            * LinearLayout.identity_1d(block_n, "col", dims[1])
        )
    reps_m = shape[0] // tile.out_dim_size(dims[0])
    reps_n = shape[1] // tile.out_dim_size(dims[1])
    if reps_m < 1 or reps_n < 1:
        raise LayoutError(f"tensor memory shape {list(shape)} is smaller than one block")
    return (
        tile
        * LinearLayout.identity_1d(reps_m, "col", dims[0])
        * LinearLayout.identity_1d(reps_n, "col", dims[1])
    )


def _tensor_memory_scales(enc, shape: Sequence[int]) -> LinearLayout:
    dims = standard_out_dim_names(2)
    if enc.CTASplitN > 1:
        inner = TensorMemoryScalesEncodingAttr.get(enc.CTASplitM, 1)
        split = LinearLayout.identity_1d(enc.CTASplitN, "col", dims[1])
        return _tensor_memory_scales(inner, [shape[0], shape[1] // enc.CTASplitN]) * split
    if enc.CTASplitM > 1:
        inner = TensorMemoryScalesEncodingAttr.get(1, enc.CTASplitN)
        split = LinearLayout.identity_1d(enc.CTASplitM, "col", dims[0])
        return _tensor_memory_scales(inner, [shape[0] // enc.CTASplitM, shape[1]]) * split
    tile = (
        LinearLayout.identity_1d(32, "row", dims[0])
        * LinearLayout.zeros_1d(4, "row", dims[0])
        * LinearLayout.identity_1d(4, "col", dims[1])
        * LinearLayout.identity_1d(2, "col", dims[0])
    )
    tile = (
        tile
        * LinearLayout.identity_1d(-(-shape[0] // tile.out_dim_size(dims[0])), "col", dims[0])
        * LinearLayout.identity_1d(-(-shape[1] // tile.out_dim_size(dims[1])), "col", dims[1])
    )
    return ensure_layout_not_larger_than(tile, dict(zip(dims, shape, strict=True)))
