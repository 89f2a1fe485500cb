# The kernels capture.py compiles (test_plan_cta.py runs two of them on a GPU).
import triton
import triton.language as tl


@triton.jit
def matmul(a, b, c, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0)
    rm = pid * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), tl.float32)
    for k in range(0, K, BK):
        x = tl.load(a + rm[:, None] * K + (k + rk)[None, :])
        y = tl.load(b + (k + rk)[:, None] * N + rn[None, :])
        acc += tl.dot(x, y)
    tl.store(c + rm[:, None] * N + rn[None, :], acc, mask=rm[:, None] < M)


@triton.jit
def row_sum(x, out, N: tl.constexpr, R: tl.constexpr):
    rows = tl.program_id(0) * R + tl.arange(0, R)
    cols = tl.arange(0, N)
    v = tl.load(x + rows[:, None] * N + cols[None, :])
    tl.store(out + rows, tl.sum(v, axis=1))


@triton.jit
def col_sum(x, out, N: tl.constexpr, R: tl.constexpr):
    rows = tl.arange(0, R)
    cols = tl.program_id(0) * N + tl.arange(0, N)
    v = tl.load(x + rows[:, None] * N + cols[None, :])
    tl.store(out + cols, tl.sum(v, axis=0))


@triton.jit
def vec_max(x, out, N: tl.constexpr):
    offs = tl.arange(0, N)
    v = tl.load(x + offs)
    tl.store(out + tl.program_id(0), tl.max(v, axis=0))


@triton.jit
def softmax(x, y, stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    v = tl.load(x + row * stride + cols, mask=mask, other=-float("inf"))
    v = v - tl.max(v, axis=0)
    num = tl.exp(v)
    tl.store(y + row * stride + cols, num / tl.sum(num, axis=0), mask=mask)


@triton.jit
def softmax2d(x, y, stride, n_cols, R: tl.constexpr, BLOCK: tl.constexpr):
    rows = tl.program_id(0) * R + tl.arange(0, R)
    cols = tl.arange(0, BLOCK)
    mask = cols[None, :] < n_cols
    p = rows[:, None] * stride + cols[None, :]
    v = tl.load(x + p, mask=mask, other=-float("inf"))
    v = v - tl.max(v, axis=1)[:, None]
    num = tl.exp(v)
    tl.store(y + p, num / tl.sum(num, axis=1)[:, None], mask=mask)


@triton.jit
def add(x, y, out, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out + offs, tl.load(x + offs, mask=mask) + tl.load(y + offs, mask=mask), mask=mask)


@triton.jit
def add2d(x, out, n, R: tl.constexpr, C: tl.constexpr):
    rows = tl.program_id(0) * R + tl.arange(0, R)
    cols = tl.arange(0, C)
    p = rows[:, None] * C + cols[None, :]
    v = tl.load(x + p, mask=rows[:, None] < n)
    tl.store(out + p, v * 2.0 + 1.0, mask=rows[:, None] < n)


@triton.jit
def atomic(x, out, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.atomic_add(out + offs % 16, tl.load(x + offs, mask=mask), mask=mask)


@triton.jit
def atomic_cas(lock, out, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    old = tl.atomic_cas(lock + offs, tl.zeros((BLOCK,), tl.int32), tl.full((BLOCK,), 1, tl.int32))
    tl.store(out + offs, old)


@triton.jit
def desc_store(x, out, M, N, BM: tl.constexpr, BN: tl.constexpr):
    d = tl.make_tensor_descriptor(out, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    rows = tl.program_id(0) * BM + tl.arange(0, BM)
    cols = tl.arange(0, BN)
    v = tl.load(x + rows[:, None] * N + cols[None, :])
    d.store([tl.program_id(0) * BM, 0], v)


@triton.jit
def loop_if(x, out, n, K, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    acc = tl.zeros((BLOCK,), tl.float32)
    for k in range(0, K):
        v = tl.load(x + k * BLOCK + offs)
        if k % 2 == 0:
            acc += v
        else:
            acc -= v
    tl.store(out + offs, acc, mask=offs < n)
