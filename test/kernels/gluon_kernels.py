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
