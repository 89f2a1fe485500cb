"""Tensor-descriptor kernels of the suite (written for gluon-opt, not taken from Triton): TMA
loads, stores, gathers, scatters and reductions through descriptors of rank 1-5, built on the
host (``TensorDescriptor`` arguments) or in the kernel (``tl.make_tensor_descriptor``).

The block shape of the in-kernel descriptors is a tuple argument of constexprs (``BLOCK``): its
length is the rank, so one kernel covers every rank.
"""

from __future__ import annotations

import triton
import triton.language as tl


@triton.jit
def desc_copy_device(out_ptr, in_ptr, shape, strides, BLOCK):
    # two descriptors made in the kernel over the same shape; the tile crosses the edge of
    # `shape` in every dim, so the load pads with zeros and the store is clipped
    src = tl.make_tensor_descriptor(in_ptr, shape=shape, strides=strides, block_shape=BLOCK)
    dst = tl.make_tensor_descriptor(out_ptr, shape=shape, strides=strides, block_shape=BLOCK)
    origin = (0,) * len(BLOCK)
    tile = src.load(origin)
    dst.store(origin, tile + 1)


@triton.jit
def desc_copy_host(in_desc, out_desc, n_tiles):
    # host-built descriptors: each program moves tiles along the outermost dim in a loop
    rank: tl.constexpr = len(in_desc.block_shape)
    step: tl.constexpr = in_desc.block_shape[0]
    for t in range(tl.program_id(0), n_tiles, tl.num_programs(0)):
        origin = (t * step,) + (0,) * (rank - 1)
        out_desc.store(origin, in_desc.load(origin) * 2)


@triton.jit
def desc_gather_scatter(in_desc, out_desc, rows_ptr, col, NROWS: tl.constexpr):
    # TMA gather of NROWS chosen rows, then a TMA scatter of them to other rows
    rows = tl.load(rows_ptr + tl.arange(0, NROWS))
    tile = in_desc.gather(rows, col)
    out_desc.scatter(tile, NROWS - 1 - rows, col)


@triton.jit
def desc_reduce_host(
    out_desc, in_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr, KIND: tl.constexpr
):
    # a TMA reduction (cp.reduce.async.bulk) through a host-built descriptor
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rows = pid_m * BM + tl.arange(0, BM)
    cols = pid_n * BN + tl.arange(0, BN)
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    val = tl.load(in_ptr + rows[:, None] * N + cols[None, :], mask=mask, other=0)
    _reduce(out_desc, [pid_m * BM, pid_n * BN], val, KIND)


@triton.jit
def desc_reduce_device(
    out_ptr, in_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr, KIND: tl.constexpr
):
    # the same reduction through a descriptor made in the kernel
    desc = tl.make_tensor_descriptor(out_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rows = pid_m * BM + tl.arange(0, BM)
    cols = pid_n * BN + tl.arange(0, BN)
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    val = tl.load(in_ptr + rows[:, None] * N + cols[None, :], mask=mask, other=0)
    _reduce(desc, [pid_m * BM, pid_n * BN], val, KIND)


@triton.jit
def _reduce(desc, offsets, val, KIND: tl.constexpr):
    if KIND == "add":
        desc.atomic_add(offsets, val)
    elif KIND == "min":
        desc.atomic_min(offsets, val)
    elif KIND == "max":
        desc.atomic_max(offsets, val)
    elif KIND == "and":
        desc.atomic_and(offsets, val)
    elif KIND == "or":
        desc.atomic_or(offsets, val)
    else:
        desc.atomic_xor(offsets, val)


@triton.jit
def desc_batched_matmul(
    a_ptr, b_ptr, c_ptr, B, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr
):
    # one [BM, BN] tile of a batched C = A @ B through rank-3 descriptors made in the kernel:
    # [1, BM, BK] blocks loaded and reshaped to 2-D for the dot, the result stored as [1, BM, BN]
    a_desc = tl.make_tensor_descriptor(
        a_ptr, shape=[B, M, K], strides=[M * K, K, 1], block_shape=[1, BM, BK]
    )
    b_desc = tl.make_tensor_descriptor(
        b_ptr, shape=[B, K, N], strides=[K * N, N, 1], block_shape=[1, BK, BN]
    )
    c_desc = tl.make_tensor_descriptor(
        c_ptr, shape=[B, M, N], strides=[M * N, N, 1], block_shape=[1, BM, BN]
    )
    batch = tl.program_id(2)
    off_m = tl.program_id(0) * BM
    off_n = tl.program_id(1) * BN
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = a_desc.load([batch, off_m, k]).reshape(BM, BK)
        b = b_desc.load([batch, k, off_n]).reshape(BK, BN)
        acc = tl.dot(a, b, acc)
    c_desc.store([batch, off_m, off_n], acc.to(tl.float16).reshape(1, BM, BN))


@triton.jit
def desc_loop_carried(x_ptr, M, N, MBLOCK: tl.constexpr, NBLOCK: tl.constexpr):
    # a descriptor carried through a loop and remade on some iterations (TMA lowering fills a
    # fresh global descriptor each time; loads and stores use whichever the loop carries)
    row = tl.program_id(0) * MBLOCK
    desc = tl.make_tensor_descriptor(x_ptr, [M, N], [N, 1], [MBLOCK, NBLOCK])
    for col in range(0, N, NBLOCK):
        tile = desc.load([row, col])
        desc.store([row, col], tile + 3)
        if col % (2 * NBLOCK) == 0:
            desc = tl.make_tensor_descriptor(x_ptr, [M, N], [N, 1], [MBLOCK, NBLOCK])


@triton.jit
def desc_nan_padded_rows(x_ptr, out_ptr, B, M, N, BM: tl.constexpr, BN: tl.constexpr):
    # a rank-3 descriptor whose out-of-bounds elements read as NaN; one [1, BM, BN] block per
    # program reshaped to 2-D (a rank-reducing load), rows with a NaN counted
    desc = tl.make_tensor_descriptor(
        x_ptr, [B, M, N], [M * N, N, 1], [1, BM, BN], padding_option="nan"
    )
    batch = tl.program_id(1)
    off_m = tl.program_id(0) * BM
    tile = desc.load([batch, off_m, 0]).reshape(BM, BN)
    nans = tl.sum((tile != tile).to(tl.int32), axis=1)
    rows = off_m + tl.arange(0, BM)
    tl.store(out_ptr + batch * M + rows, nans, mask=rows < M)
