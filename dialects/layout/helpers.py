"""Gluon's and Triton's layout helpers, computing what Triton 3.6.0 computes.

- `build_blocked(shape, spt, order, num_warps, threads_per_warp, cta_or_num_ctas)`: the
  blocked layout of TritonGPU's `BlockedEncodingAttr::get` (both overloads: a `CGALayout`,
  or an int number of CTAs), with its arithmetic `blocked_thread_split` / `default_cta_split`
  on plain tuples so it can be tested alone;

- `nvmma_shared_default_for(block_shape, bitwidth, ...)`: Gluon's
  `NVMMASharedLayout.get_default_for`, the widest swizzle (128/64/32 bytes, else none) that
  the block's contiguous row allows, as a `#ttg.nvmma_shared` attribute.
- `gluon_shape_per_cta(shape, cga_bases)`: the per-CTA block shape as Gluon's Python side
  computes it for that choice (note: every dim is divided by at least 2 once a CGA layout is
  given, also dims the CGA bases do not touch; we reproduce that).
"""

from __future__ import annotations

from collections.abc import Sequence

from gluon_opt.dialects.layout.conversions import to_linear_layout
from gluon_opt.dialects.layout.encodings import (
    BlockedEncodingAttr,
    CGALayout,
    LinearEncodingAttr,
    NvidiaMmaEncodingAttr,
    NVMMASharedEncodingAttr,
    TensorMemoryEncodingAttr,
    get_shape_per_cta,
)
from gluon_opt.dialects.layout.linear import LinearLayout


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


# ===== MMA instruction shapes and accumulator layouts (AccelerateMatmul.cpp) ============

# Element types by their MLIR spelling, with their bit width.
MMA_ELEMENT_BITS = {
    "f8E5M2": 8,
    "f8E4M3FN": 8,
    "f8E4M3FNUZ": 8,
    "i8": 8,
    "f16": 16,
    "bf16": 16,
    "f32": 32,
}
_WGMMA_N_FLOAT = tuple(range(256, 0, -8))  # 256, 248, ..., 8
_WGMMA_N_INT8 = (224, 208, 192, 176, 160, 144, 128, 112, 96, 80, 64, 48, 32, 24, 16, 8)


def mma_instr_shape(
    version: int, shape: Sequence[int], element_type: str, num_warps: int
) -> tuple[int, ...]:
    """The MMA instruction shape Triton picks for a dot of result `shape` (per CTA) whose
    operands have `element_type` (MLIR spelling: "f16", "bf16", "f32", "i8", "f8E4M3FN", ...).

    Version 2 (mma.sync): [16, 8] (a leading 1 for a batched dot). Version 3 (wgmma):
    [16, N, 256/bits] with the largest N dividing the result that still gives each warp
    group at least that many columns. Version 5 (tcgen05): [128 or 64, min(N, 256), 256/bits].
    Raises ValueError where Triton asserts (unsupported shape or type).
    """
    if version == 2:
        return (*([1] * (len(shape) - 2)), 16, 8)
    bits = MMA_ELEMENT_BITS.get(element_type)
    if bits is None and element_type.startswith(("i", "f", "bf")):
        digits = "".join(c for c in element_type if c.isdigit())
        bits = int(digits) if digits and version == 5 else None
    if version == 3:
        if bits is None or shape[0] % 64 or shape[1] % 8:
            raise ValueError(f"wgmma does not support {element_type} for a {list(shape)} result")
        valid_n = _WGMMA_N_INT8 if element_type == "i8" else _WGMMA_N_FLOAT
        m_warps = max(shape[0] // 16, 1)
        n_warps = max(num_warps // m_warps, 1)
        max_n = max(shape[1] // n_warps, 8)
        for n in valid_n:
            if shape[1] % n == 0 and n <= max_n:
                return (16, n, 256 // bits)
        raise ValueError(f"no wgmma N fits a {list(shape)} result with {num_warps} warps")
    if version == 5:
        if bits is None:
            raise ValueError(f"tcgen05 has no instruction shape for {element_type}")
        return (128 if shape[0] >= 128 else 64, min(shape[1], 256), 256 // bits)
    raise ValueError(f"MMA version {version} is not supported")


def mma_warps_per_tile(
    version: int, shape: Sequence[int], num_warps: int, instr_shape: Sequence[int]
) -> tuple[int, ...]:
    """How Triton spreads the warps of a single (unchained) dot over its result tile.

    Version 2 balances the M and N repetitions (ties go to M); version 3 starts from one
    warp group, [4, 1], and doubles M while M is not yet covered, else N.
    """
    if version == 2:
        if len(shape) == 3:
            return (num_warps, 1, 1)
        warps = [1, 1]
        reps = [-(-shape[0] // 16), -(-shape[1] // 8)]
        while warps[0] * warps[1] < num_warps:
            if reps[0] >= reps[1]:
                warps[0] *= 2
                if reps[0] != 1:
                    reps[0] //= 2
            else:
                warps[1] *= 2
                reps[1] //= 2
        return tuple(warps)
    if version == 3:
        ret = [4, 1]
        while ret[0] * ret[1] < num_warps:
            if shape[0] > 16 * ret[0]:
                ret[0] *= 2
            else:
                ret[1] *= 2
        return tuple(ret)
    raise ValueError(f"MMA version {version} has no warps-per-tile choice")


def mma_result_layout(
    version: int,
    shape: Sequence[int],
    element_type: str,
    num_warps: int,
    cga_bases: Sequence[Sequence[int]] = (),
    acc_bits: int = 32,
):
    """The register layout Triton gives the result of a single dot (AccelerateMatmul).

    Versions 2 and 3: a `#ttg.nvidia_mma` (instruction shape and warps computed on the
    per-CTA shape). Version 5: the accumulator lives in tensor memory and is read back with
    the 32x32b message; the result is that `#ttg.linear` layout (see `tmem_reg_layout`).
    """
    rank = len(shape)
    cga = CGALayout.get(cga_bases, rank) if cga_bases else CGALayout.default(rank)
    per_cta = get_shape_per_cta(cga.cta_split_num(), shape)
    instr = mma_instr_shape(version, per_cta, element_type, num_warps)
    if version in (2, 3):
        warps = mma_warps_per_tile(version, per_cta, num_warps, instr)
        return NvidiaMmaEncodingAttr.get(version, 0, list(warps), list(instr), cga.bases)
    split = cga.cta_split_num()
    tmem = TensorMemoryEncodingAttr.get(instr[0], instr[1], 32 // acc_bits, split[0], split[1])
    ll = tmem_reg_layout(acc_bits, shape, tmem, num_warps, "32x32b", cga.bases)
    return LinearEncodingAttr.get(ll)


# ===== tensor-memory register layouts (TritonNvidiaGPU Dialect.cpp) =====================

TMEM_ATOMS = ("32x32b", "16x64b", "16x128b", "16x256b")


def tmem_tile_layout(atom: str, unpacked: bool = False, with_warp: bool = False) -> LinearLayout:
    """register, lane (and warp) -> row, col of one tcgen05.ld/st message of 32-bit cells."""
    tile = LinearLayout({"register": [], "lane": []}, {"row": 1, "col": 1})
    if unpacked:
        tile = tile * LinearLayout.zeros_1d(1, "register", "col", 2)
    if atom == "32x32b":
        tile = tile * LinearLayout.identity_1d(32, "lane", "row")
    elif atom == "16x32bx2":
        tile = tile * LinearLayout.identity_1d(16, "lane", "row")
    elif atom == "16x64b":
        tile = tile * LinearLayout.from_bases(
            {"lane": [[8, 0], [0, 1], [1, 0], [2, 0], [4, 0]]}, ["row", "col"]
        )
    elif atom == "16x128b":
        tile = (
            tile
            * LinearLayout.identity_1d(4, "lane", "col")
            * LinearLayout.identity_1d(8, "lane", "row")
            * LinearLayout.identity_1d(2, "register", "row")
        )
    elif atom == "16x256b":
        tile = (
            tile
            * LinearLayout.identity_1d(2, "register", "col")
            * LinearLayout.identity_1d(4, "lane", "col")
            * LinearLayout.identity_1d(8, "lane", "row")
            * LinearLayout.identity_1d(2, "register", "row")
        )
    else:
        raise ValueError(f"unknown tensor memory access atom '{atom}'")
    if with_warp:
        bases = tile.bases_as_lists()
        bases["warp"] = [[32, 0], [64, 0]]
        tile = LinearLayout(bases, {"row": 128, "col": tile.out_dim_size("col")})
    return tile


def packed_columns(
    ll: LinearLayout, bitwidth: int, in_dim: str, out_dim: str
) -> tuple[LinearLayout, int]:
    """How many ``bitwidth``-bit elements adjacent along ``out_dim`` fill one 32-bit cell at
    most (``ll`` leads with that many along ``in_dim``), with ``ll`` less those: the
    quotient by the identity of that size (``ll`` itself for 1)."""
    quot, best = ll, 1
    contig = 2
    while bitwidth * contig <= 32:
        divided = ll.divide_left(LinearLayout.identity_1d(contig, in_dim, out_dim))
        if divided is None:
            break
        quot, best = divided, contig
        contig *= 2
    return quot, best


def distributed_layout_for_tmem_ld_st(
    ll: LinearLayout, atom: str, num_warps: int, bitwidth: int, cga: CGALayout | None = None
) -> LinearLayout | None:
    """register/lane/warp(/block) -> dim0, dim1 for reading a tensor-memory layout `ll`
    (row, col -> dim0, dim1) with `atom` messages; None where the atom cannot do it."""
    # Named as in the C++ (which takes them in the layout's in-dim order).
    row, col = ll.in_dim_names
    dim0, dim1 = ll.out_dim_names
    if cga is not None:
        # TMEM holds each CTA's part without broadcast; the CTA tiles go along the columns.
        cga_ll = cga.linear_layout()
        cta_cols = LinearLayout.identity_1d(
            cga_ll.out_dim_size(dim0), col, dim0
        ) * LinearLayout.identity_1d(cga_ll.out_dim_size(dim1), col, dim1)
        quot = ll.divide_right(cta_cols)
        if quot is None:
            raise ValueError("the tensor memory layout is not split along the CGA layout")
        ret = distributed_layout_for_tmem_ld_st(quot, atom, num_warps, bitwidth)
        return None if ret is None else ret * cga_ll
    if bitwidth != 32:
        quot, best = packed_columns(ll, bitwidth, col, dim1)
        if best > 1:
            # Pack `best` adjacent narrow elements into one 32-bit cell (or recurse).
            ret = distributed_layout_for_tmem_ld_st(quot, atom, num_warps, bitwidth * best)
            return None if ret is None else LinearLayout.identity_1d(best, "register", dim1) * ret
        pad = LinearLayout.zeros_1d(32 // bitwidth, col, dim1)
        unpacked = ll.divide_left(pad * LinearLayout.identity_1d(2, col, dim1))
        if bitwidth == 16 and unpacked is not None:
            ret = distributed_layout_for_tmem_ld_st(unpacked, atom, num_warps, 32)
            return None if ret is None else LinearLayout.identity_1d(2, "register", dim1) * ret
        padded = ll.divide_left(pad)
        if padded is not None:
            return distributed_layout_for_tmem_ld_st(padded, atom, num_warps, 32)
        if ll.in_dim_size(col) == 1:
            return distributed_layout_for_tmem_ld_st(ll, atom, num_warps, 32)
        # Triton asserts here ("Should not happen").
        raise ValueError("tensor memory layout with an unexpected column packing")
    tile = tmem_tile_layout(atom)
    n_cols_missing = ll.in_dim_size(col) // tile.out_dim_size(col)
    if n_cols_missing == 0:
        return None
    instr_32_rows = atom == "32x32b"
    layout_16_rows = len(ll.bases[row]) > 4 and not any(ll.bases[row][4])
    # The result must let the lowering recover the tile: no zero basis in tile o ll.
    comp = tile.compose(ll).sublayout(["register", "lane"], ll.out_dim_names)
    if instr_32_rows:
        # lane 16 is then served by the 16x32bx2 message
        comp = comp.resize_in_dim("lane", comp.in_dim_size("lane") // 2)
    if not comp.is_injective():
        return None
    row16 = None
    if not instr_32_rows and not layout_16_rows:
        row16 = "warp" if num_warps > 4 else "register"
    warps_to_tile = num_warps // (8 if row16 == "warp" else 4)
    warp_broadcast = warps_to_tile // min(n_cols_missing, warps_to_tile)
    warps_to_tile //= warp_broadcast
    n_cols_missing //= warps_to_tile
    if n_cols_missing > 1:
        if instr_32_rows and layout_16_rows:
            # lane 16 would read repeated rows: let it read the next columns instead
            tile = tile.divide_left(LinearLayout.identity_1d(2, "lane", row))
            tile = (
                tile
                * LinearLayout.identity_1d(n_cols_missing // 2, "register", col)
                * LinearLayout.identity_1d(2, "lane", col)
            )
        else:
            tile = tile * LinearLayout.identity_1d(n_cols_missing, "register", col)
    bases = tile.bases_as_lists()
    bases["warp"] = [[32, 0], [64, 0]]
    if row16:
        bases[row16].append([16, 0])
    tile = LinearLayout(bases, {row: 128, col: tile.out_dim_size(col)})
    tile = (
        tile
        * LinearLayout.identity_1d(warps_to_tile, "warp", col)
        * LinearLayout.zeros_1d(warp_broadcast, "warp", col)
    )
    return tile.compose(ll)


def tmem_reg_layout(
    bitwidth: int,
    shape: Sequence[int],
    tmem_encoding,
    num_warps: int,
    instr_variant: str = "32x32b",
    cga_bases: Sequence[Sequence[int]] = (),
) -> LinearLayout:
    """Gluon's `get_tmem_reg_layout`: the register layout (register, lane, warp, block ->
    dim0, dim1) that tcgen05.ld/st move a tensor-memory tensor of `shape` with.

    `tmem_encoding` is a `#ttng.tensor_memory_encoding` (or `_scales_encoding`);
    `instr_variant` is one of "32x32b", "16x64b", "16x128b", "16x256b" or "32x32b_splitn"
    (32x32b with the N/2 column split moved into the last register, so that the result can
    be `split` in two). Raises ValueError where Gluon raises (no layout for that message,
    shape or warp count).
    """
    if instr_variant not in (*TMEM_ATOMS, "32x32b_splitn"):
        raise ValueError(f"unknown instr_variant: {instr_variant}")
    if num_warps < 4 or num_warps & (num_warps - 1):
        raise ValueError("num_warps must be a power of two and >= 4")
    if len(shape) != 2:
        raise ValueError("expected a 2D tensor")
    splitn = instr_variant == "32x32b_splitn"
    atom = "32x32b" if splitn else instr_variant
    cga = CGALayout.get(cga_bases, 2) if cga_bases else CGALayout.default(2)
    ll = to_linear_layout(tmem_encoding, shape)
    check_tmem_memdesc(bitwidth, shape, tmem_encoding, ll)
    ret = distributed_layout_for_tmem_ld_st(ll, atom, num_warps, bitwidth, cga)
    if ret is None:
        raise ValueError(
            f"TMEM layout '{atom}' unsupported for shape {list(shape)} and num_warps {num_warps}"
        )
    if splitn:
        ret = _move_half_n_to_last_register(ret, shape[1], bitwidth)
    return ret


def check_tmem_memdesc(bitwidth: int, shape: Sequence[int], enc, ll: LinearLayout) -> None:
    """The checks `!ttg.memdesc` makes of a tensor-memory type (ValueError, same words).
    Only `#ttng.tensor_memory_encoding` is checked there (not the scales encoding)."""
    if not hasattr(enc, "colStride"):
        return
    if bitwidth * enc.colStride > 32:
        raise ValueError(
            f"bitwidth * colStride must be less than or equal to 32. "
            f"Got {bitwidth} and {enc.colStride}"
        )
    min_m, min_n = enc.blockM * enc.CTASplitM, enc.blockN * enc.CTASplitN
    if shape[0] < min_m or shape[1] < min_n:
        raise ValueError(
            f"the allocation shape must be at least {min_m}x{min_n}. Got {shape[0]}, {shape[1]}"
        )
    sizes = [s for _, s in ll.out_dims]
    if sizes != list(shape):
        raise ValueError(f"allocation shape must be equal to {sizes[0]}x{sizes[1]}")
    n_col = ll.in_dim_size("col") // (enc.CTASplitM * enc.CTASplitN)
    if n_col > 512 * 32 // bitwidth:
        raise ValueError(
            "nCol / (CTASplitM * CTASplitN) must be less than or equal to "
            f"512 * 32 / bitwidth but got {n_col}"
        )


def _move_half_n_to_last_register(ll: LinearLayout, n: int, bitwidth: int) -> LinearLayout:
    """Gluon's 32x32b_splitn fix-up: the basis [0, N/2] becomes the last register basis."""
    bases = ll.bases_as_lists()
    regs = bases["register"]
    half = [0, n // 2]
    if not regs:
        if bases["lane"][-1] != half:
            raise ValueError("splitn with 1 register requires the last lane basis to be [0, N / 2]")
        regs.append(half)
        bases["lane"][-1] = [0, 0]
    elif regs[-1] != half:
        if len(regs) > 0 and 1 << len(regs) <= 32 // bitwidth:
            raise ValueError(
                f"To be able to `tmem.load` into `tl.split` you need to have more than "
                f"{32 // bitwidth} {bitwidth}-bit registers"
            )
        for dim in ("lane", "warp"):
            for i, b in enumerate(bases[dim]):
                if b == half:
                    regs[-1], bases[dim][i] = bases[dim][i], regs[-1]
                    return LinearLayout(bases, ll.out_dims)
        raise ValueError("splitn requires at least one basis of [0, N / 2]")
    return LinearLayout(bases, ll.out_dims)


# ----- the blocked builder ---------------------------------------------------------------


def _clamp(value: int, low: int, high: int) -> int:
    return max(low, min(value, high))


def blocked_thread_split(
    shape_per_cta: Sequence[int],
    size_per_thread: Sequence[int],
    order: Sequence[int],
    num_warps: int,
    threads_per_warp: int,
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(threadsPerWarp, warpsPerCTA) of B: lanes then warps go to the fastest dims first, as
    far as the per-CTA shape needs them; the slowest dim takes whatever is left."""
    rank = len(order)
    tpw = [0] * rank
    wpc = [0] * rank
    rem_threads, rem_lanes, rem_warps = num_warps * threads_per_warp, threads_per_warp, num_warps
    prod_tpw, prod_wpc = 1, 1
    for d in order[: rank - 1]:
        t = _clamp(rem_threads, 1, max(1, shape_per_cta[d] // size_per_thread[d]))
        tpw[d] = _clamp(t, 1, rem_lanes)
        wpc[d] = _clamp(t // tpw[d], 1, rem_warps)
        rem_warps //= wpc[d]
        rem_lanes //= tpw[d]
        rem_threads //= t
        prod_tpw *= tpw[d]
        prod_wpc *= wpc[d]
    last = order[rank - 1]
    tpw[last] = threads_per_warp // prod_tpw
    wpc[last] = num_warps // prod_wpc
    return tuple(tpw), tuple(wpc)


def default_cta_split(
    shape: Sequence[int], size_per_thread: Sequence[int], order: Sequence[int], num_ctas: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(CTAsPerCGA, CTASplitNum) of B's integer overload: CTAs go to the slowest dims first.

    A leftover (more CTAs than the shape can split) multiplies CTAsPerCGA at array index
    rank-1, not at order[rank-1], as libtriton does.
    """
    rank = len(shape)
    ctas = [1] * rank
    rem = num_ctas
    for d in reversed(order):
        ctas[d] = _clamp(rem, 1, max(1, shape[d] // size_per_thread[d]))
        rem //= ctas[d]
    split = tuple(ctas)
    ctas[rank - 1] *= rem
    return tuple(ctas), split


class LayoutRankError(ValueError):
    """A layout asked for with parameters that do not fit its tensor's rank. Passes report it
    at the op they were building the layout for."""


def build_blocked(
    shape: Sequence[int],
    size_per_thread: Sequence[int],
    order: Sequence[int],
    num_warps: int,
    threads_per_warp: int,
    cta: CGALayout | int,
) -> BlockedEncodingAttr:
    """The blocked layout B(shape, spt, order, W, T, cta) of libtriton's
    ``BlockedEncodingAttr::get``; `cta` is a CGA layout or a number of CTAs.

    A rank-0 shape, or parameters of another rank than the shape, raise LayoutRankError with
    the reason (3.6.0 reads past the end of its vectors there and crashes)."""
    rank = len(shape)
    if rank == 0:
        raise LayoutRankError(
            "a blocked layout needs a tensor of rank 1 or more, not a rank-0 tensor"
        )
    if len(size_per_thread) != rank or len(order) != rank:
        raise LayoutRankError(
            f"a blocked layout for a rank-{rank} tensor cannot take {len(size_per_thread)} "
            f"sizePerThread values and {len(order)} order values"
        )
    if isinstance(cta, int):
        ctas, split = default_cta_split(shape, size_per_thread, order, cta)
        cta = CGALayout.from_split_params(ctas, split, order)
    shape_per_cta = get_shape_per_cta(cta.cta_split_num(), shape)
    tpw, wpc = blocked_thread_split(
        shape_per_cta, size_per_thread, order, num_warps, threads_per_warp
    )
    return BlockedEncodingAttr.get(size_per_thread, tpw, wpc, order, cta)
