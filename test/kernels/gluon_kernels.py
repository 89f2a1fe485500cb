"""Gluon kernels of the suite (written for gluon-opt, not taken from Triton).

Gluon kernels carry explicit layouts, so their IR enters the pipeline already in ttgir form
(with ``#gluon.auto_encoding`` where a layout is left open). Layouts that depend on the
compile configuration (warps, CTAs) are passed in as constexpr parameters; the case table
in ``kernels/__init__.py`` builds them.
"""

from __future__ import annotations

from triton.experimental import gluon
from triton.experimental.gluon import language as gl
from triton.experimental.gluon.language.nvidia import blackwell, hopper
from triton.experimental.gluon.language.nvidia.hopper import mbarrier, tma


@gluon.jit
def gl_add(x_ptr, y_ptr, out_ptr, n, BLOCK: gl.constexpr, LAYOUT: gl.constexpr):
    offs = gl.program_id(0) * BLOCK + gl.arange(0, BLOCK, layout=LAYOUT)
    inside = offs < n
    a = gl.load(x_ptr + offs, mask=inside)
    b = gl.load(y_ptr + offs, mask=inside)
    gl.store(out_ptr + offs, a + b, mask=inside)


@gluon.jit
def gl_add_auto(x_ptr, out_ptr, n, BLOCK: gl.constexpr, LAYOUT: gl.constexpr):
    # The arange is left to the compiler (auto layout), then pinned once with
    # set_auto_layout: this exercises gluon-resolve-auto-encodings.
    offs = gl.program_id(0) * BLOCK + gl.arange(0, BLOCK)
    offs = gl.set_auto_layout(offs, LAYOUT)
    inside = offs < n
    x = gl.load(x_ptr + offs, mask=inside)
    gl.store(out_ptr + offs, x * 2.0 + 1.0, mask=inside)


@gluon.jit
def gl_scale2d_coalesced(x_ptr, out_ptr, M, N, BM: gl.constexpr, BN: gl.constexpr):
    # out = 2 * x on an M x N row-major tile; every layout is left to
    # gluon-infer-coalesced-encodings (#gluon.coalesced_encoding on load and store).
    # (A transposing store would ask for a second coalesced layout of the shared mask,
    # which the pass rejects as a conflict.)
    layout: gl.constexpr = gl.CoalescedLayout()
    rows = gl.program_id(0) * BM + gl.arange(0, BM, layout=layout)
    cols = gl.program_id(1) * BN + gl.arange(0, BN, layout=layout)
    inside = (rows[:, None] < M) & (cols[None, :] < N)
    offs = rows[:, None] * N + cols[None, :]
    tile = gl.load(x_ptr + offs, mask=inside)
    gl.store(out_ptr + offs, tile * 2.0, mask=inside)


@gluon.jit
def gl_tma_copy(in_desc, out_desc):
    # One tile per program: global -> shared by TMA (waited on an mbarrier), shared -> global.
    BM: gl.constexpr = in_desc.block_type.shape[0]
    BN: gl.constexpr = in_desc.block_type.shape[1]
    off_m = gl.program_id(0) * BM
    off_n = gl.program_id(1) * BN
    tile = gl.allocate_shared_memory(in_desc.dtype, [BM, BN], in_desc.layout)
    bar = gl.allocate_shared_memory(gl.int64, [1], mbarrier.MBarrierLayout())
    mbarrier.init(bar, count=1)
    mbarrier.expect(bar, in_desc.block_type.nbytes)
    tma.async_copy_global_to_shared(in_desc, [off_m, off_n], bar, tile)
    mbarrier.wait(bar, 0)
    mbarrier.invalidate(bar)
    tma.async_copy_shared_to_global(out_desc, [off_m, off_n], tile)
    tma.store_wait(0)


@gluon.jit
def gl_wgmma_matmul(a_desc, b_desc, c_desc, K, ACC_LAYOUT: gl.constexpr):
    # sm_90: TMA loads of A and B tiles, synchronous warpgroup MMA, TMA store of C.
    BM: gl.constexpr = a_desc.block_type.shape[0]
    BK: gl.constexpr = a_desc.block_type.shape[1]
    BN: gl.constexpr = b_desc.block_type.shape[1]
    off_m = gl.program_id(0) * BM
    off_n = gl.program_id(1) * BN
    a_tile = gl.allocate_shared_memory(a_desc.dtype, [BM, BK], a_desc.layout)
    b_tile = gl.allocate_shared_memory(b_desc.dtype, [BK, BN], b_desc.layout)
    bar = gl.allocate_shared_memory(gl.int64, [1], mbarrier.MBarrierLayout())
    mbarrier.init(bar, count=1)
    acc = gl.zeros((BM, BN), gl.float32, ACC_LAYOUT)
    phase = 0
    for k0 in range(0, K, BK):
        mbarrier.expect(bar, a_desc.block_type.nbytes + b_desc.block_type.nbytes)
        tma.async_copy_global_to_shared(a_desc, [off_m, k0], bar, a_tile)
        tma.async_copy_global_to_shared(b_desc, [k0, off_n], bar, b_tile)
        mbarrier.wait(bar, phase)
        phase ^= 1
        acc = hopper.warpgroup_mma(a_tile, b_tile, acc)
    mbarrier.invalidate(bar)
    c_tile = gl.allocate_shared_memory(c_desc.dtype, [BM, BN], c_desc.layout, acc.to(gl.float16))
    hopper.fence_async_shared()
    tma.async_copy_shared_to_global(c_desc, [off_m, off_n], c_tile)
    tma.store_wait(0)


@gluon.jit
def gl_tcgen05_matmul(a_desc, b_desc, c_desc, K, NUM_WARPS: gl.constexpr):
    # sm_100: TMA loads, tcgen05 MMA accumulating in tensor memory, committed to an mbarrier.
    BM: gl.constexpr = a_desc.block_type.shape[0]
    BK: gl.constexpr = a_desc.block_type.shape[1]
    BN: gl.constexpr = b_desc.block_type.shape[1]
    off_m = gl.program_id(0) * BM
    off_n = gl.program_id(1) * BN
    a_tile = gl.allocate_shared_memory(a_desc.dtype, [BM, BK], a_desc.layout)
    b_tile = gl.allocate_shared_memory(b_desc.dtype, [BK, BN], b_desc.layout)
    load_bar = gl.allocate_shared_memory(gl.int64, [1], mbarrier.MBarrierLayout())
    mma_bar = gl.allocate_shared_memory(gl.int64, [1], mbarrier.MBarrierLayout())
    mbarrier.init(load_bar, count=1)
    mbarrier.init(mma_bar, count=1)
    tmem_layout: gl.constexpr = blackwell.TensorMemoryLayout(block=(BM, BN), col_stride=1)
    acc_tmem = blackwell.allocate_tensor_memory(gl.float32, [BM, BN], tmem_layout)
    phase = 0
    use_acc = False
    for k0 in range(0, K, BK):
        mbarrier.expect(load_bar, a_desc.block_type.nbytes + b_desc.block_type.nbytes)
        tma.async_copy_global_to_shared(a_desc, [off_m, k0], load_bar, a_tile)
        tma.async_copy_global_to_shared(b_desc, [k0, off_n], load_bar, b_tile)
        mbarrier.wait(load_bar, phase)
        blackwell.tcgen05_mma(a_tile, b_tile, acc_tmem, use_acc=use_acc)
        blackwell.tcgen05_commit(mma_bar)
        mbarrier.wait(mma_bar, phase)
        use_acc = True
        phase ^= 1
    mbarrier.invalidate(load_bar)
    mbarrier.invalidate(mma_bar)
    reg_layout: gl.constexpr = blackwell.get_tmem_reg_layout(
        gl.float32, (BM, BN), tmem_layout, NUM_WARPS
    )
    acc = acc_tmem.load(reg_layout)
    c_tile = gl.allocate_shared_memory(c_desc.dtype, [BM, BN], c_desc.layout, acc.to(gl.float16))
    blackwell.fence_async_shared()
    tma.async_copy_shared_to_global(c_desc, [off_m, off_n], c_tile)
    tma.store_wait(0)


# ---- auto layouts through every propagation rule of gluon-resolve-auto-encodings --------


@gluon.jit
def gl_auto_reduce(x_ptr, out_ptr, colmax_ptr, BM: gl.constexpr, BN: gl.constexpr,
                   LAYOUT: gl.constexpr):  # fmt: skip
    # out[m] = sum_n x[m, n] + 1 over one BM x BN tile per program, and the column maxima.
    # The offsets are built with auto layouts (expand_dims, broadcast) and pinned once; the
    # row sums are reduced from a concrete layout; the column maxima come from an auto copy
    # of the tile (convert_layout to auto) whose reduction is pinned afterwards, so that the
    # layout flows backward through the reduction.
    pid = gl.program_id(0)
    rows = gl.arange(0, BM)
    cols = gl.arange(0, BN)
    offs = gl.set_auto_layout(rows[:, None] * BN + cols[None, :], LAYOUT)
    x = gl.load(x_ptr + pid * BM * BN + offs)
    row_sum = gl.sum(x, axis=1) + 1.0
    out_rows = gl.arange(0, BM, layout=gl.SliceLayout(1, LAYOUT))
    gl.store(out_ptr + pid * BM + out_rows, row_sum)
    y = gl.convert_layout(x, gl.AutoLayout())
    col_max = gl.set_auto_layout(gl.max(y * 2.0, axis=0), gl.SliceLayout(0, LAYOUT))
    out_cols = gl.arange(0, BN, layout=gl.SliceLayout(0, LAYOUT))
    gl.store(colmax_ptr + pid * BN + out_cols, col_max)


@gluon.jit
def gl_auto_loops(x_ptr, out_ptr, n_iter, BLOCK: gl.constexpr, LAYOUT: gl.constexpr):
    # out = sum over n_iter blocks of x (scf.for), then doubled or incremented (scf.if),
    # then halved while its first element exceeds 1000 (scf.while): every value auto, pinned
    # once after the loops.
    offs = gl.arange(0, BLOCK)
    acc = gl.zeros([BLOCK], gl.float32, layout=gl.AutoLayout())
    for i in range(n_iter):
        acc += gl.load(x_ptr + i * BLOCK + offs)
    if n_iter % 2 == 0:
        acc = acc * 2.0
    else:
        acc = acc + 1.0
    k = 0
    while k < n_iter:
        acc = acc * 0.5
        k += 1
    acc = gl.set_auto_layout(acc, LAYOUT)
    gl.store(out_ptr + gl.arange(0, BLOCK, layout=LAYOUT), acc)


@gluon.jit
def gl_auto_reshape(x_ptr, out_ptr, BLOCK: gl.constexpr, LAYOUT: gl.constexpr):
    # out = x viewed as (2, BLOCK), transposed: auto layouts through reshape and permute,
    # pinned on the 2-D offsets, from where they flow back through both.
    offs = gl.arange(0, 2 * BLOCK)
    grid = gl.permute(gl.reshape(offs, [2, BLOCK]), [1, 0])
    grid = gl.set_auto_layout(grid, LAYOUT)
    rows = gl.arange(0, BLOCK, layout=gl.SliceLayout(1, LAYOUT))
    cols = gl.arange(0, 2, layout=gl.SliceLayout(0, LAYOUT))
    gl.store(out_ptr + rows[:, None] * 2 + cols[None, :], gl.load(x_ptr + grid))


# ---- coalesced layouts (gluon-infer-coalesced-encodings) --------------------------------


@gluon.jit
def gl_coalesced_atomic(x_ptr, out_ptr, n, BLOCK: gl.constexpr, BINS: gl.constexpr):
    # out[i % BINS] += x[i]: a masked load and a masked atomic add whose layouts are left to
    # gluon-infer-coalesced-encodings.
    layout: gl.constexpr = gl.CoalescedLayout()
    offs = gl.program_id(0) * BLOCK + gl.arange(0, BLOCK, layout=layout)
    inside = offs < n
    x = gl.load(x_ptr + offs, mask=inside)
    gl.atomic_add(out_ptr + offs % BINS, x, mask=inside)


@gluon.jit
def gl_coalesced_tma(in_desc, out_ptr, N):
    # out = 2 * x (fp16 in, fp32 out), one BM-row tile per program: TMA global -> shared,
    # shared -> registers in a coalesced layout, registers -> global by pointers; every
    # register layout is left to gluon-infer-coalesced-encodings.
    BM: gl.constexpr = in_desc.block_type.shape[0]
    BN: gl.constexpr = in_desc.block_type.shape[1]
    off_m = gl.program_id(0) * BM
    tile = gl.allocate_shared_memory(in_desc.dtype, [BM, BN], in_desc.layout)
    bar = gl.allocate_shared_memory(gl.int64, [1], mbarrier.MBarrierLayout())
    mbarrier.init(bar, count=1)
    mbarrier.expect(bar, in_desc.block_type.nbytes)
    tma.async_copy_global_to_shared(in_desc, [off_m, 0], bar, tile)
    mbarrier.wait(bar, 0)
    mbarrier.invalidate(bar)
    layout: gl.constexpr = gl.CoalescedLayout()
    x = tile.load(layout)
    rows = off_m + gl.arange(0, BM, layout=layout)
    cols = gl.arange(0, BN, layout=layout)
    gl.store(out_ptr + rows[:, None] * N + cols[None, :], x.to(gl.float32) * 2.0)
