"""Triton-language kernels of the suite (written for gluon-opt, not taken from Triton).

Every kernel here is small on purpose: each exists to make the compiler produce a
particular kind of IR (masked pointer loads, dots, TMA descriptors, atomics, reductions,
scf loops, ...). The case table in ``kernels/__init__.py`` pairs them with signatures,
constexprs, compile targets and torch references.
"""

from __future__ import annotations

import triton
import triton.language as tl


@triton.jit
def vector_add(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    inside = offs < n
    a = tl.load(x_ptr + offs, mask=inside)
    b = tl.load(y_ptr + offs, mask=inside)
    tl.store(out_ptr + offs, a + b, mask=inside)


@triton.jit
def row_softmax(out_ptr, in_ptr, in_stride, out_stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    inside = cols < n_cols
    vals = tl.load(in_ptr + row * in_stride + cols, mask=inside, other=-float("inf"))
    shifted = vals - tl.max(vals, axis=0)
    num = tl.exp(shifted)
    den = tl.sum(num, axis=0)
    tl.store(out_ptr + row * out_stride + cols, num / den, mask=inside)


@triton.jit
def matmul_ptr(
    a_ptr,
    b_ptr,
    c_ptr,
    M,
    N,
    K,
    stride_am,
    stride_bk,
    stride_cm,
    BM: tl.constexpr,
    BN: tl.constexpr,
    BK: tl.constexpr,
):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rows = pid_m * BM + tl.arange(0, BM)
    cols = pid_n * BN + tl.arange(0, BN)
    ks = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        kk = k0 + ks
        a = tl.load(
            a_ptr + rows[:, None] * stride_am + kk[None, :],
            mask=(rows[:, None] < M) & (kk[None, :] < K),
            other=0.0,
        )
        b = tl.load(
            b_ptr + kk[:, None] * stride_bk + cols[None, :],
            mask=(kk[:, None] < K) & (cols[None, :] < N),
            other=0.0,
        )
        acc = tl.dot(a, b, acc)
    out_mask = (rows[:, None] < M) & (cols[None, :] < N)
    tl.store(c_ptr + rows[:, None] * stride_cm + cols[None, :], acc.to(tl.float16), mask=out_mask)


@triton.jit
def matmul_tma_host(
    a_desc, b_desc, c_desc, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr
):
    # Descriptors are built on the host (triton.tools.tensor_descriptor.TensorDescriptor).
    off_m = tl.program_id(0) * BM
    off_n = tl.program_id(1) * BN
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        a = a_desc.load([off_m, k0])
        b = b_desc.load([k0, off_n])
        acc = tl.dot(a, b, acc)
    c_desc.store([off_m, off_n], acc.to(tl.float16))


@triton.jit
def matmul_tma_device(
    a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr
):
    # Descriptors are built in the kernel: needs triton.set_allocator at launch time.
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BM, BK])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[K, N], strides=[N, 1], block_shape=[BK, BN])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    off_m = tl.program_id(0) * BM
    off_n = tl.program_id(1) * BN
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        acc = tl.dot(a_desc.load([off_m, k0]), b_desc.load([k0, off_n]), acc)
    c_desc.store([off_m, off_n], acc.to(tl.float16))


@triton.jit
def matmul_persistent(
    a_ptr,
    b_ptr,
    c_ptr,
    M,
    N,
    K,
    BM: tl.constexpr,
    BN: tl.constexpr,
    BK: tl.constexpr,
    NUM_PROGRAMS: tl.constexpr,
):
    # Each program walks over output tiles with a fixed stride; a nested k loop per tile.
    tiles_m = tl.cdiv(M, BM)
    tiles_n = tl.cdiv(N, BN)
    for tile in tl.range(tl.program_id(0), tiles_m * tiles_n, NUM_PROGRAMS):
        rows = (tile // tiles_n) * BM + tl.arange(0, BM)
        cols = (tile % tiles_n) * BN + tl.arange(0, BN)
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k0 in range(0, K, BK):
            kk = k0 + tl.arange(0, BK)
            a = tl.load(a_ptr + rows[:, None] * K + kk[None, :], mask=rows[:, None] < M, other=0.0)
            b = tl.load(b_ptr + kk[:, None] * N + cols[None, :], mask=cols[None, :] < N, other=0.0)
            acc = tl.dot(a, b, acc)
        c_mask = (rows[:, None] < M) & (cols[None, :] < N)
        tl.store(c_ptr + rows[:, None] * N + cols[None, :], acc.to(tl.float16), mask=c_mask)


@triton.jit
def attention_fwd(
    q_ptr,
    k_ptr,
    v_ptr,
    o_ptr,
    seq_len,
    scale,
    HEAD: tl.constexpr,
    BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr,
):
    # Non-causal attention over [batch*heads, seq_len, HEAD] contiguous tensors, with the
    # online-softmax recurrence (running max m_i and normaliser l_i).
    start_m = tl.program_id(0) * BLOCK_M
    base = tl.program_id(1) * seq_len * HEAD
    rows = start_m + tl.arange(0, BLOCK_M)
    dims = tl.arange(0, HEAD)
    q = tl.load(q_ptr + base + rows[:, None] * HEAD + dims[None, :])
    m_i = tl.full((BLOCK_M,), -float("inf"), dtype=tl.float32)
    l_i = tl.zeros((BLOCK_M,), dtype=tl.float32)
    acc = tl.zeros((BLOCK_M, HEAD), dtype=tl.float32)
    for start_n in range(0, seq_len, BLOCK_N):
        keys = start_n + tl.arange(0, BLOCK_N)
        kt = tl.load(k_ptr + base + keys[None, :] * HEAD + dims[:, None])
        s = tl.dot(q, kt) * scale
        m_new = tl.maximum(m_i, tl.max(s, axis=1))
        p = tl.exp(s - m_new[:, None])
        alpha = tl.exp(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, axis=1)
        v = tl.load(v_ptr + base + keys[:, None] * HEAD + dims[None, :])
        acc = acc * alpha[:, None] + tl.dot(p.to(tl.float16), v)
        m_i = m_new
    out = acc / l_i[:, None]
    tl.store(o_ptr + base + rows[:, None] * HEAD + dims[None, :], out.to(tl.float16))


@triton.jit
def atomics(x_ptr, total_ptr, slots_ptr, seen_ptr, n, BLOCK: tl.constexpr):
    # atomic_add of a block sum into one counter; atomic_cas claiming one slot per program.
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    vals = tl.load(x_ptr + offs, mask=offs < n, other=0)
    tl.atomic_add(total_ptr, tl.sum(vals, axis=0))
    previous = tl.atomic_cas(slots_ptr + pid, 0, pid + 1)
    tl.store(seen_ptr + pid, previous)


@triton.jit
def reduce_axis(x_ptr, out_ptr, M, N, AXIS: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr):
    # One program reduces a whole BM x BN tile along AXIS (sum), keeping the other axis.
    rows = tl.arange(0, BM)
    cols = tl.arange(0, BN)
    inside = (rows[:, None] < M) & (cols[None, :] < N)
    tile = tl.load(x_ptr + rows[:, None] * N + cols[None, :], mask=inside, other=0.0)
    red = tl.sum(tile, axis=AXIS)
    if AXIS == 0:
        tl.store(out_ptr + cols, red, mask=cols < N)
    else:
        tl.store(out_ptr + rows, red, mask=rows < M)


@triton.jit
def broadcast_fma(x_ptr, col_ptr, row_ptr, out_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    # out[i, j] = sigmoid(x[i, j] * col[j] + row[i]): a 2-D tile against two broadcast vectors.
    rows = tl.program_id(0) * BM + tl.arange(0, BM)
    cols = tl.program_id(1) * BN + tl.arange(0, BN)
    inside = (rows[:, None] < M) & (cols[None, :] < N)
    x = tl.load(x_ptr + rows[:, None] * N + cols[None, :], mask=inside, other=0.0)
    c = tl.load(col_ptr + cols, mask=cols < N, other=0.0)
    r = tl.load(row_ptr + rows, mask=rows < M, other=0.0)
    y = tl.sigmoid(x * c[None, :] + r[:, None])
    tl.store(out_ptr + rows[:, None] * N + cols[None, :], y, mask=inside)


@triton.jit(noinline=True)
def _step_scale(i, steps):
    return (i + 1) / steps


@triton.jit
def while_call_i64(x_ptr, out_ptr, n, steps, BLOCK: tl.constexpr):
    # a while loop, a call that stays a call (noinline, scalar arguments), int64 offsets
    pid = tl.program_id(0)
    offs = pid.to(tl.int64) * BLOCK + tl.arange(0, BLOCK).to(tl.int64)
    mask = offs < n
    acc = tl.load(x_ptr + offs, mask=mask, other=0.0)
    i = 0
    while i < steps:
        acc = acc * 0.5 + _step_scale(i, steps)
        i += 1
    tl.store(out_ptr + offs, acc, mask=mask)


@triton.jit
def scan_hist_gather(
    x_ptr,
    idx_ptr,
    cum_ptr,
    hist_ptr,
    gathered_ptr,
    sum_ptr,
    BLOCK: tl.constexpr,
    BINS: tl.constexpr,
):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    cum = tl.cumsum(x, axis=0)
    tl.store(cum_ptr + offs, cum)
    tl.store(hist_ptr + tl.arange(0, BINS), tl.histogram(x, BINS))
    idx = tl.load(idx_ptr + offs)
    tl.store(gathered_ptr + offs, tl.gather(x, idx, axis=0))
    both = tl.cat(x, cum, can_reorder=True)
    tl.store(sum_ptr, tl.sum(both, axis=0))


@triton.jit
def join_split_trans(x_ptr, out_ptr, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * BN + rn[None, :])
    a, b = tl.split(tl.join(x, x * 2))
    t = tl.trans(a + b)
    tl.store(out_ptr + tl.arange(0, BN * BM), tl.reshape(t, (BN * BM,)))
