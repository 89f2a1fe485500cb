"""The kernel suite: our own Triton and Gluon kernels, each with the compile configurations
that stock triton 3.6.0 compiles for NVIDIA targets on a CPU-only machine.

Use it from any test (``test/`` must be on ``sys.path``)::

    import sys, pathlib
    sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))  # the test/ folder
    from kernels import CASES, case_by_name

    for case in CASES:
        compiled = case.compile()  # triton.compile(case.make_source(), case.target, ...)
        case.run("cuda")  # GPU only: launch and compare with the torch reference

On a GPU, ``python test/kernels/run_on_gpu.py`` launches every case and checks it (measured:
all 38 cases that can run on Hopper pass on an H200 with triton 3.6.0 / torch 2.11; the tcgen05
case needs sm_100; the cases added since, while_call_i64, scan_hist_gather and join_split_trans,
have not been run on a GPU yet).

Every case is a ``KernelCase``: a name unique in the suite (``<variant>-sm<cc>-w<warps>-c<ctas>``),
the jit function, its signature and constexprs, the target, the options, and a ``make_launch``
that builds torch inputs, the grid and the expected outputs on a device. torch is imported
only inside ``make_launch``/``run``, so compiling needs no torch.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource

from . import descriptor_kernels as dk
from . import gluon_kernels as gk
from . import triton_kernels as tk


@dataclass
class Launch:
    """Everything needed to run one case on a device and check it."""

    grid: tuple[int, ...]
    args: tuple[Any, ...]  # runtime arguments in signature order, constexprs excluded
    outputs: list[tuple[Any, Any]]  # (tensor the kernel writes, torch reference)
    atol: float = 1e-2
    rtol: float = 1e-2
    needs_allocator: bool = False  # device-side TMA descriptors need triton.set_allocator


@dataclass(frozen=True)
class KernelCase:
    name: str
    fn: Any  # triton JITFunction or gluon GluonJITFunction
    signature: dict[str, str]
    constexprs: dict[str, Any]
    cc: int
    num_warps: int
    num_ctas: int
    make_launch: Callable[[KernelCase, str], Launch] | None = None
    extra_options: dict[str, Any] = field(default_factory=dict)
    params: dict[str, Any] = field(default_factory=dict)  # for make_launch (rank, dtype, ...)

    @property
    def is_gluon(self) -> bool:
        return bool(getattr(self.fn, "is_gluon", lambda: False)())

    @property
    def target(self) -> GPUTarget:
        return GPUTarget("cuda", self.cc, 32)

    @property
    def keyword_constexprs(self) -> dict[str, Any]:
        """The constexprs a launch passes by keyword; those keyed by a path into a tuple
        argument (``(4, 0)``: element 0 of argument 4) travel in ``Launch.args``."""
        return {k: v for k, v in self.constexprs.items() if isinstance(k, str)}

    @property
    def options(self) -> dict[str, Any]:
        return {"num_warps": self.num_warps, "num_ctas": self.num_ctas, **self.extra_options}

    def make_source(self) -> ASTSource:
        if self.is_gluon:
            from triton.experimental.gluon._runtime import GluonASTSource

            return GluonASTSource(self.fn, self.signature, self.constexprs)
        return ASTSource(fn=self.fn, signature=self.signature, constexprs=self.constexprs)

    def compile(self):
        import triton

        return triton.compile(self.make_source(), target=self.target, options=self.options)

    def run(self, device: str = "cuda") -> None:
        """Launch on ``device`` and compare every output with its torch reference."""
        import torch
        import triton

        assert self.make_launch is not None, f"{self.name} has no launch recipe"
        launch = self.make_launch(self, device)
        if launch.needs_allocator:
            triton.set_allocator(
                lambda size, align, stream: torch.empty(size, dtype=torch.int8, device=device)
            )
        self.fn[launch.grid](
            *launch.args,
            **self.keyword_constexprs,
            num_warps=self.num_warps,
            num_ctas=self.num_ctas,
        )
        for got, want in launch.outputs:
            torch.testing.assert_close(got, want.to(got.dtype), atol=launch.atol, rtol=launch.rtol)


def _cdiv(a: int, b: int) -> int:
    return -(-a // b)


# ---------------------------------------------------------------------------------------------
# Launch recipes (torch is imported lazily: compile-only users never need it)


def _launch_add(case: KernelCase, dev: str) -> Launch:
    """vector_add and gl_add: out = x + y over 5000 elements."""
    import torch

    n = 5000
    x, y = torch.randn(n, device=dev), torch.randn(n, device=dev)
    out = torch.empty_like(x)
    return Launch((_cdiv(n, case.constexprs["BLOCK"]),), (x, y, out, n), [(out, x + y)])


def _launch_softmax(case: KernelCase, dev: str) -> Launch:
    import torch

    rows, cols = 37, 1000
    x = torch.randn(rows, cols, device=dev)
    out = torch.empty_like(x)
    args = (out, x, x.stride(0), out.stride(0), cols)
    return Launch((rows,), args, [(out, torch.softmax(x, dim=1))], atol=1e-5, rtol=1e-4)


def _launch_matmul_ptr(case: KernelCase, dev: str) -> Launch:
    import torch

    M, N, K = 300, 200, 160
    a = torch.randn(M, K, device=dev, dtype=torch.float16)
    b = torch.randn(K, N, device=dev, dtype=torch.float16)
    c = torch.empty(M, N, device=dev, dtype=torch.float16)
    bm, bn = case.constexprs["BM"], case.constexprs["BN"]
    args = (a, b, c, M, N, K, a.stride(0), b.stride(0), c.stride(0))
    return Launch((_cdiv(M, bm), _cdiv(N, bn)), args, [(c, a.float() @ b.float())], atol=0.1)


def _mm_inputs(dev: str, M: int, N: int, K: int):
    import torch

    a = torch.randn(M, K, device=dev, dtype=torch.float16)
    b = torch.randn(K, N, device=dev, dtype=torch.float16)
    c = torch.empty(M, N, device=dev, dtype=torch.float16)
    return a, b, c, (a.float() @ b.float())


def _launch_matmul_tma_host(case: KernelCase, dev: str) -> Launch:
    from triton.tools.tensor_descriptor import TensorDescriptor

    bm, bn, bk = (case.constexprs[k] for k in ("BM", "BN", "BK"))
    M, N, K = 2 * bm, 2 * bn, 3 * bk
    a, b, c, want = _mm_inputs(dev, M, N, K)
    args = (
        TensorDescriptor.from_tensor(a, [bm, bk]),
        TensorDescriptor.from_tensor(b, [bk, bn]),
        TensorDescriptor.from_tensor(c, [bm, bn]),
        K,
    )
    return Launch((M // bm, N // bn), args, [(c, want)], atol=0.1)


def _launch_matmul_tma_device(case: KernelCase, dev: str) -> Launch:
    bm, bn, bk = (case.constexprs[k] for k in ("BM", "BN", "BK"))
    M, N, K = 2 * bm, 2 * bn, 3 * bk
    a, b, c, want = _mm_inputs(dev, M, N, K)
    grid = (M // bm, N // bn)
    return Launch(grid, (a, b, c, M, N, K), [(c, want)], atol=0.1, needs_allocator=True)


def _launch_matmul_persistent(case: KernelCase, dev: str) -> Launch:
    M, N, K = 300, 260, 128
    a, b, c, want = _mm_inputs(dev, M, N, K)
    grid = (case.constexprs["NUM_PROGRAMS"],)
    return Launch(grid, (a, b, c, M, N, K), [(c, want)], atol=0.1)


def _launch_attention(case: KernelCase, dev: str) -> Launch:
    import torch

    heads, seq, head = 3, 256, case.constexprs["HEAD"]
    q, k, v = (torch.randn(heads, seq, head, device=dev, dtype=torch.float16) for _ in range(3))
    o = torch.empty_like(q)
    scale = head**-0.5
    want = torch.softmax((q.float() @ k.float().transpose(1, 2)) * scale, dim=-1) @ v.float()
    grid = (seq // case.constexprs["BLOCK_M"], heads)
    return Launch(grid, (q, k, v, o, seq, scale), [(o, want)], atol=2e-2)


def _launch_atomics(case: KernelCase, dev: str) -> Launch:
    import torch

    n, block = 3000, case.constexprs["BLOCK"]
    programs = _cdiv(n, block)
    x = torch.randint(-100, 100, (n,), device=dev, dtype=torch.int32)
    total = torch.zeros(1, device=dev, dtype=torch.int32)
    slots = torch.zeros(programs, device=dev, dtype=torch.int32)
    seen = torch.full((programs,), -1, device=dev, dtype=torch.int32)
    want_slots = torch.arange(1, programs + 1, device=dev, dtype=torch.int32)
    outputs = [(total, x.sum().reshape(1)), (slots, want_slots), (seen, torch.zeros_like(seen))]
    return Launch((programs,), (x, total, slots, seen, n), outputs, atol=0, rtol=0)


def _launch_reduce(case: KernelCase, dev: str) -> Launch:
    import torch

    M, N, axis = 50, 100, case.constexprs["AXIS"]
    x = torch.randn(M, N, device=dev)
    out = torch.empty(N if axis == 0 else M, device=dev)
    return Launch((1,), (x, out, M, N), [(out, x.sum(dim=axis))], atol=1e-4, rtol=1e-4)


def _launch_broadcast(case: KernelCase, dev: str) -> Launch:
    import torch

    M, N = 100, 130
    x, col, row = (
        torch.randn(M, N, device=dev),
        torch.randn(N, device=dev),
        torch.randn(M, device=dev),
    )
    out = torch.empty_like(x)
    grid = (_cdiv(M, case.constexprs["BM"]), _cdiv(N, case.constexprs["BN"]))
    want = torch.sigmoid(x * col[None, :] + row[:, None])
    return Launch(grid, (x, col, row, out, M, N), [(out, want)], atol=1e-5, rtol=1e-5)


def _launch_while_call(case: KernelCase, dev: str) -> Launch:
    import torch

    n, steps, block = 1000, 3, case.constexprs["BLOCK"]
    x = torch.randn(n, device=dev)
    out = torch.empty_like(x)
    want = x.clone()
    for i in range(steps):
        want = want * 0.5 + (i + 1) / steps
    return Launch((_cdiv(n, block),), (x, out, n, steps), [(out, want)], atol=1e-5, rtol=1e-5)


def _launch_scan_hist_gather(case: KernelCase, dev: str) -> Launch:
    import torch

    block, bins = case.constexprs["BLOCK"], case.constexprs["BINS"]
    x = torch.randint(0, bins, (block,), device=dev, dtype=torch.int32)
    idx = torch.randint(0, block, (block,), device=dev, dtype=torch.int32)
    cum, gathered = torch.empty_like(x), torch.empty_like(x)
    hist = torch.empty(bins, device=dev, dtype=torch.int32)
    total = torch.empty(1, device=dev, dtype=torch.int32)
    want_cum = torch.cumsum(x, 0).to(torch.int32)
    outputs = [
        (cum, want_cum),
        (hist, torch.bincount(x.long(), minlength=bins).to(torch.int32)),
        (gathered, x[idx.long()]),
        (total, (x.sum() + want_cum.sum()).reshape(1).to(torch.int32)),
    ]
    return Launch((1,), (x, idx, cum, hist, gathered, total), outputs, atol=0, rtol=0)


def _launch_join_split_trans(case: KernelCase, dev: str) -> Launch:
    import torch

    bm, bn = case.constexprs["BM"], case.constexprs["BN"]
    x = torch.randn(bm, bn, device=dev)
    out = torch.empty(bm * bn, device=dev)
    return Launch((1,), (x, out), [(out, (3 * x).t().reshape(-1))], atol=1e-5, rtol=1e-5)


def _launch_gl_add_auto(case: KernelCase, dev: str) -> Launch:
    import torch

    n = 5000
    x = torch.randn(n, device=dev)
    out = torch.empty_like(x)
    return Launch((_cdiv(n, case.constexprs["BLOCK"]),), (x, out, n), [(out, x * 2 + 1)])


def _launch_gl_scale2d(case: KernelCase, dev: str) -> Launch:
    import torch

    M, N = 200, 300
    x = torch.randn(M, N, device=dev)
    out = torch.empty_like(x)
    grid = (_cdiv(M, case.constexprs["BM"]), _cdiv(N, case.constexprs["BN"]))
    return Launch(grid, (x, out, M, N), [(out, x * 2)], atol=0, rtol=0)


def _launch_gl_auto_reduce(case: KernelCase, dev: str) -> Launch:
    import torch

    programs, bm, bn = 3, case.constexprs["BM"], case.constexprs["BN"]
    x = torch.randn(programs * bm, bn, device=dev)
    out = torch.empty(programs * bm, device=dev)
    colmax = torch.empty(programs * bn, device=dev)
    tiles = x.view(programs, bm, bn)
    want_max = (tiles * 2).amax(dim=1).reshape(-1)
    outputs = [(out, tiles.sum(dim=2).reshape(-1) + 1), (colmax, want_max)]
    return Launch((programs,), (x, out, colmax), outputs, atol=1e-4, rtol=1e-4)


def _launch_gl_auto_loops(case: KernelCase, dev: str) -> Launch:
    import torch

    n_iter, block = 3, case.constexprs["BLOCK"]
    x = torch.randn(n_iter * block, device=dev)
    out = torch.empty(block, device=dev)
    # odd n_iter: +1 in the scf.if; then halved n_iter times in the scf.while
    want = (x.view(n_iter, block).sum(dim=0) + 1) * 0.5**n_iter
    return Launch((1,), (x, out, n_iter), [(out, want)], atol=1e-5, rtol=1e-5)


def _launch_gl_auto_reshape(case: KernelCase, dev: str) -> Launch:
    import torch

    block = case.constexprs["BLOCK"]
    x = torch.randn(2 * block, device=dev)
    out = torch.empty(2 * block, device=dev)
    return Launch((1,), (x, out), [(out, x.view(2, block).t().reshape(-1))], atol=0, rtol=0)


def _gluon_descs(tensors_and_blocks):
    from triton.experimental.gluon.language import NVMMASharedLayout
    from triton.experimental.gluon.nvidia.hopper import TensorDescriptor

    descs = []
    for tensor, block in tensors_and_blocks:
        layout = NVMMASharedLayout.get_default_for(block, _GL_DTYPES[tensor.dtype])
        descs.append(TensorDescriptor.from_tensor(tensor, block, layout))
    return descs


def _launch_gl_tma_copy(case: KernelCase, dev: str) -> Launch:
    import torch

    bm, bn = _TMA_COPY_BLOCK
    x = torch.randn(3 * bm, 2 * bn, device=dev, dtype=torch.float16)
    y = torch.empty_like(x)
    descs = _gluon_descs([(x, [bm, bn]), (y, [bm, bn])])
    return Launch((3, 2), tuple(descs), [(y, x)], atol=0, rtol=0)


def _launch_gl_coalesced_atomic(case: KernelCase, dev: str) -> Launch:
    import torch

    n, bins = 5000, case.constexprs["BINS"]
    x = torch.randn(n, device=dev)
    out = torch.zeros(bins, device=dev)
    want = torch.zeros(bins, device=dev).index_add_(0, torch.arange(n, device=dev) % bins, x)
    grid = (_cdiv(n, case.constexprs["BLOCK"]),)
    return Launch(grid, (x, out, n), [(out, want)], atol=1e-3, rtol=1e-4)


def _launch_gl_coalesced_tma(case: KernelCase, dev: str) -> Launch:
    import torch

    bm, bn = _TMA_COPY_BLOCK
    x = torch.randn(3 * bm, bn, device=dev, dtype=torch.float16)
    out = torch.empty(3 * bm, bn, device=dev)
    (desc,) = _gluon_descs([(x, [bm, bn])])
    return Launch((3,), (desc, out, bn), [(out, x.float() * 2)], atol=0, rtol=0)


def _launch_gl_matmul(case: KernelCase, dev: str) -> Launch:
    bm, bn, bk = _GL_MM_BLOCK
    M, N, K = 2 * bm, 2 * bn, 4 * bk
    a, b, c, want = _mm_inputs(dev, M, N, K)
    descs = _gluon_descs([(a, [bm, bk]), (b, [bk, bn]), (c, [bm, bn])])
    return Launch((M // bm, N // bn), (*descs, K), [(c, want)], atol=0.1)


# descriptor kernels (descriptor_kernels.py)

_DESC_BLOCK = (2, 2, 4, 8, 64)  # the block of rank R is the last R entries
_DESC_SHAPE = (3, 1, 5, 9, 61)  # a tensor the block crosses the edge of in every dim but one
_DESC_TYPES = {"f16": ("fp16", 16), "f32": ("fp32", 32), "i8": ("i8", 8), "i32": ("i32", 32)}
_DESC_TYPES |= {"i64": ("i64", 64)}


def _torch_dtype(name: str):
    import torch

    return {
        "f16": torch.float16,
        "f32": torch.float32,
        "i8": torch.int8,
        "i32": torch.int32,
        "i64": torch.int64,
    }[name]


def _random(shape, dtype_name: str, dev: str):
    import torch

    dtype = _torch_dtype(dtype_name)
    if dtype.is_floating_point:
        return torch.randn(shape, device=dev).to(dtype)
    return torch.randint(-50, 50, shape, device=dev, dtype=dtype)


def _launch_desc_device(case: KernelCase, dev: str) -> Launch:
    import torch
    import triton.language as tl

    rank, dtype = case.params["rank"], case.params["dtype"]
    block = _DESC_BLOCK[-rank:]
    shape = _DESC_SHAPE[-rank:]
    # rows padded to the block's 64 elements: TMA wants 16-byte aligned strides
    padded = (*shape[:-1], _DESC_BLOCK[-1])
    x = _random(padded, dtype, dev)[..., : shape[-1]]
    out = torch.zeros(padded, device=dev, dtype=x.dtype)[..., : shape[-1]]
    want = out.clone()
    region = tuple(slice(0, min(b, n)) for b, n in zip(block, shape, strict=True))
    want[region] = x[region] + 1
    args = (out, x, tuple(shape), tuple(x.stride()), tuple(tl.constexpr(b) for b in block))
    return Launch((1,), args, [(out, want)], atol=0, rtol=0, needs_allocator=True)


def _launch_desc_host(case: KernelCase, dev: str) -> Launch:
    import torch
    from triton.tools.tensor_descriptor import TensorDescriptor

    rank, dtype = case.params["rank"], case.params["dtype"]
    block = list(_DESC_BLOCK[-rank:])
    tiles = 3
    x = _random((tiles * block[0], *block[1:]), dtype, dev)
    out = torch.empty_like(x)
    args = (TensorDescriptor.from_tensor(x, block), TensorDescriptor.from_tensor(out, block), tiles)
    return Launch((2,), args, [(out, x * 2)], atol=0, rtol=0)


def _launch_desc_gather_scatter(case: KernelCase, dev: str) -> Launch:
    import torch
    from triton.tools.tensor_descriptor import TensorDescriptor

    rows, cols, col = case.constexprs["NROWS"], 128, 64
    x = _random((rows, cols), case.params["dtype"], dev)
    out = torch.zeros_like(x)
    picked = torch.randperm(rows, device=dev, dtype=torch.int32)
    want = out.clone()
    want[rows - 1 - picked.long(), col:] = x[picked.long(), col:]
    descs = [TensorDescriptor.from_tensor(t, [1, 64]) for t in (x, out)]
    return Launch((1,), (*descs, picked, col), [(out, want)], atol=0, rtol=0)


def _reference_reduce(kind: str, a, b):
    import torch

    return {
        "add": torch.add,
        "min": torch.minimum,
        "max": torch.maximum,
        "and": torch.bitwise_and,
        "or": torch.bitwise_or,
        "xor": torch.bitwise_xor,
    }[kind](a, b)


def _launch_desc_reduce(case: KernelCase, dev: str) -> Launch:
    from triton.tools.tensor_descriptor import TensorDescriptor

    M, N, bm, bn = 50, 100, case.constexprs["BM"], case.constexprs["BN"]
    x = _random((M, N), case.params["dtype"], dev)
    out = _random((M, N), case.params["dtype"], dev)
    want = _reference_reduce(case.constexprs["KIND"], out, x)
    target = TensorDescriptor.from_tensor(out, [bm, bn]) if case.params["host"] else out
    grid = (_cdiv(M, bm), _cdiv(N, bn))
    outputs = [(out, want)]
    return Launch(grid, (target, x, M, N), outputs, atol=1e-3, rtol=1e-3, needs_allocator=True)


def _launch_desc_batched_matmul(case: KernelCase, dev: str) -> Launch:
    import torch

    bm, bn, bk = (case.constexprs[k] for k in ("BM", "BN", "BK"))
    batch, M, N, K = 3, 2 * bm, 2 * bn, 2 * bk
    a = torch.randn(batch, M, K, device=dev, dtype=torch.float16)
    b = torch.randn(batch, K, N, device=dev, dtype=torch.float16)
    c = torch.empty(batch, M, N, device=dev, dtype=torch.float16)
    want = torch.bmm(a.float(), b.float())
    grid = (M // bm, N // bn, batch)
    args = (a, b, c, batch, M, N, K)
    return Launch(grid, args, [(c, want)], atol=0.1, needs_allocator=True)


def _launch_desc_loop_carried(case: KernelCase, dev: str) -> Launch:
    import torch

    M, N, mb = 64, 512, case.constexprs["MBLOCK"]
    x = torch.randn(M, N, device=dev)
    want = x + 3
    return Launch((M // mb,), (x, M, N), [(x, want)], atol=1e-6, needs_allocator=True)


def _launch_desc_nan_padded(case: KernelCase, dev: str) -> Launch:
    import torch

    batch, M, N, bm, bn = 2, 40, 48, case.constexprs["BM"], case.constexprs["BN"]
    x = torch.randn(batch, M, N, device=dev, dtype=torch.float16)
    out = torch.full((batch, M), -1, device=dev, dtype=torch.int32)
    # every row's block reaches past N (BN > N): BN - N NaNs, no NaN in the data itself
    want = torch.full((batch, M), bn - N, device=dev, dtype=torch.int32)
    grid = (_cdiv(M, bm), batch)
    return Launch(grid, (x, out, batch, M, N), [(out, want)], atol=0, rtol=0, needs_allocator=True)


# ---------------------------------------------------------------------------------------------
# Kernel specs: how each kernel's signature/constexprs depend on (cc, warps, ctas)


@dataclass(frozen=True)
class KernelSpec:
    name: str
    fn: Any
    build: Callable[[int, int, int], tuple[dict[str, str], dict[str, Any]]]
    make_launch: Callable[[KernelCase, str], Launch]
    ccs: tuple[int, ...] = (80, 90, 100)  # targets the kernel is written for
    params: dict[str, Any] = field(default_factory=dict)

    def case(self, cc: int, warps: int, ctas: int) -> KernelCase:
        signature, constexprs = self.build(cc, warps, ctas)
        name = f"{self.name}-sm{cc}-w{warps}-c{ctas}"
        return KernelCase(
            name,
            self.fn,
            signature,
            constexprs,
            cc,
            warps,
            ctas,
            self.make_launch,
            params=dict(self.params),
        )


def _sig(text: str) -> dict[str, str]:
    """A signature written as ``"x_ptr y_ptr: *fp32; n: i32; BLOCK: constexpr"``: groups of
    argument names, each with its type, in argument order."""
    signature: dict[str, str] = {}
    for group in text.split(";"):
        names, _, kind = group.partition(":")
        signature |= dict.fromkeys(names.split(), kind.strip())
    return signature


def _fixed(signature: dict[str, str], constexprs: dict[str, Any]):
    def build(cc: int, warps: int, ctas: int):
        return dict(signature), dict(constexprs)

    return build


_TMA_COPY_BLOCK = (64, 64)
_GL_MM_BLOCK = (128, 128, 64)  # BM, BN, BK of the Gluon matmuls


def _gl_dtypes():
    import torch
    from triton.experimental.gluon import language as gl

    return {torch.float16: gl.float16, torch.float32: gl.float32}


class _LazyDtypes(dict):
    def __missing__(self, key):
        self.update(_gl_dtypes())
        return dict.__getitem__(self, key)


_GL_DTYPES = _LazyDtypes()


def _cga_bases(ctas: int, rank: int, dim: int = 0) -> list[list[int]]:
    """CTA tiling bases splitting dimension ``dim`` across ``ctas`` CTAs (empty for one CTA)."""
    bases = []
    step = 1
    while step < ctas:
        bases.append([step if d == dim else 0 for d in range(rank)])
        step *= 2
    return bases


def _gl_desc_sig(dtype: str, block: tuple[int, ...], bits: int) -> str:
    from triton.experimental.gluon.language import NVMMASharedLayout

    swizzle = min(128, block[-1] * bits // 8)
    layout = NVMMASharedLayout(swizzle_byte_width=swizzle, element_bitwidth=bits, rank=len(block))
    shape = ", ".join(str(s) for s in block)
    return f"tensordesc<{dtype}[{shape}],{layout!r}>"


def _build_gl_add(cc: int, warps: int, ctas: int):
    from triton.experimental.gluon import language as gl

    layout = gl.BlockedLayout([4], [32], [warps], [0], _cga_bases(ctas, 1))
    sig = _sig("x_ptr y_ptr out_ptr: *fp32; n: i32; BLOCK LAYOUT: constexpr")
    return sig, {"BLOCK": 1024, "LAYOUT": layout}


def _build_gl_add_auto(cc: int, warps: int, ctas: int):
    from triton.experimental.gluon import language as gl

    layout = gl.BlockedLayout([2], [32], [warps], [0], _cga_bases(ctas, 1))
    sig = _sig("x_ptr out_ptr: *fp32; n: i32; BLOCK LAYOUT: constexpr")
    return sig, {"BLOCK": 512, "LAYOUT": layout}


def _build_gl_auto_reduce(cc: int, warps: int, ctas: int):
    from triton.experimental.gluon import language as gl

    layout = gl.BlockedLayout([1, 4], [4, 8], [warps, 1], [1, 0])
    sig = _sig("x_ptr out_ptr colmax_ptr: *fp32; BM BN LAYOUT: constexpr")
    return sig, {"BM": 32, "BN": 64, "LAYOUT": layout}


def _build_gl_auto_loops(cc: int, warps: int, ctas: int):
    from triton.experimental.gluon import language as gl

    layout = gl.BlockedLayout([2], [32], [warps], [0])
    sig = _sig("x_ptr out_ptr: *fp32; n_iter: i32; BLOCK LAYOUT: constexpr")
    return sig, {"BLOCK": 256, "LAYOUT": layout}


def _build_gl_auto_reshape(cc: int, warps: int, ctas: int):
    from triton.experimental.gluon import language as gl

    layout = gl.BlockedLayout([1, 2], [32, 1], [warps, 1], [1, 0])
    return _sig("x_ptr out_ptr: *fp32; BLOCK LAYOUT: constexpr"), {"BLOCK": 128, "LAYOUT": layout}


def _build_gl_coalesced_atomic(cc: int, warps: int, ctas: int):
    sig = _sig("x_ptr out_ptr: *fp32; n: i32; BLOCK BINS: constexpr")
    return sig, {"BLOCK": 512, "BINS": 64}


def _build_gl_coalesced_tma(cc: int, warps: int, ctas: int):
    desc = _gl_desc_sig("fp16", _TMA_COPY_BLOCK, 16)
    return {"in_desc": desc, "out_ptr": "*fp32", "N": "i32"}, {}


def _build_gl_tma_copy(cc: int, warps: int, ctas: int):
    desc = _gl_desc_sig("fp16", _TMA_COPY_BLOCK, 16)
    return {"in_desc": desc, "out_desc": desc}, {}


def _gl_mm_sig(constexpr: str) -> dict[str, str]:
    """The Gluon matmuls' signature: descriptors of the A, B and C tiles, K, one constexpr."""
    bm, bn, bk = _GL_MM_BLOCK
    blocks = {"a_desc": (bm, bk), "b_desc": (bk, bn), "c_desc": (bm, bn)}
    descs = {name: _gl_desc_sig("fp16", block, 16) for name, block in blocks.items()}
    return descs | {"K": "i32", constexpr: "constexpr"}


def _build_gl_wgmma(cc: int, warps: int, ctas: int):
    from triton.experimental.gluon import language as gl

    bn = _GL_MM_BLOCK[1]
    acc = gl.NVMMADistributedLayout(
        version=[3, 0], warps_per_cta=[warps, 1], instr_shape=[16, bn, 16]
    )
    return _gl_mm_sig("ACC_LAYOUT"), {"ACC_LAYOUT": acc}


def _build_gl_tcgen05(cc: int, warps: int, ctas: int):
    return _gl_mm_sig("NUM_WARPS"), {"NUM_WARPS": warps}


def _desc_device_spec(rank: int, dtype: str) -> KernelSpec:
    ty = _DESC_TYPES[dtype][0]
    # tuple arguments: the last stride is the constant 1 (TMA needs it; the JIT specializes it)
    sig = {
        "out_ptr": f"*{ty}",
        "in_ptr": f"*{ty}",
        "shape": ("i32",) * rank,
        "strides": ("i32",) * (rank - 1) + (_CE,),
        "BLOCK": (_CE,) * rank,
    }
    constexprs: dict[Any, Any] = {(4, i): b for i, b in enumerate(_DESC_BLOCK[-rank:])}
    constexprs[(3, rank - 1)] = 1
    return KernelSpec(
        f"desc_device_r{rank}_{dtype}",
        dk.desc_copy_device,
        _fixed(sig, constexprs),
        _launch_desc_device,
        (90, 100),
        {"rank": rank, "dtype": dtype},
    )


def _desc_host_spec(rank: int, dtype: str) -> KernelSpec:
    desc = f"tensordesc<{_DESC_TYPES[dtype][0]}[{', '.join(map(str, _DESC_BLOCK[-rank:]))}]>"
    sig = {"in_desc": desc, "out_desc": desc, "n_tiles": "i32"}
    return KernelSpec(
        f"desc_host_r{rank}_{dtype}",
        dk.desc_copy_host,
        _fixed(sig, {}),
        _launch_desc_host,
        (90, 100),
        {"rank": rank, "dtype": dtype},
    )


def _desc_gather_scatter_spec(dtype: str) -> KernelSpec:
    desc = f"tensordesc<{_DESC_TYPES[dtype][0]}[1, 64]>"
    sig = {"in_desc": desc, "out_desc": desc, "rows_ptr": "*i32", "col": "i32", "NROWS": _CE}
    return KernelSpec(
        f"desc_gather_scatter_{dtype}",
        dk.desc_gather_scatter,
        _fixed(sig, {"NROWS": 32}),
        _launch_desc_gather_scatter,
        (100,),
        {"dtype": dtype},
    )


def _desc_reduce_spec(host: bool, kind: str, dtype: str) -> KernelSpec:
    ty = _DESC_TYPES[dtype][0]
    target = {"out_desc": f"tensordesc<{ty}[32, 64]>"} if host else {"out_ptr": f"*{ty}"}
    sig = {**target, "in_ptr": f"*{ty}", "M": "i32", "N": "i32", "BM": _CE, "BN": _CE}
    return KernelSpec(
        f"desc_reduce_{'host' if host else 'device'}_{kind}_{dtype}",
        dk.desc_reduce_host if host else dk.desc_reduce_device,
        _fixed({**sig, "KIND": _CE}, {"BM": 32, "BN": 64, "KIND": kind}),
        _launch_desc_reduce,
        (90, 100),
        {"dtype": dtype, "host": host},
    )


# descriptor kernels: (rank, element type) of the copies; (host?, kind, type) of reductions
_DESC_DEVICE = [(1, "f16"), (2, "i8"), (2, "i64"), (3, "f16"), (4, "f32"), (5, "f16")]
_DESC_HOST = [(1, "f32"), (2, "i8"), (3, "f16"), (4, "i8"), (5, "f32")]
_DESC_REDUCE = [(True, "add", "f32"), (False, "xor", "i32"), (True, "max", "i64")]

_MM = {"BM": 128, "BN": 128, "BK": 64}
_MM_SIG = _sig("a_ptr b_ptr c_ptr: *fp16; M N K: i32")
_CE = "constexpr"

SPECS: dict[str, KernelSpec] = {
    s.name: s
    for s in [
        KernelSpec(
            "vector_add",
            tk.vector_add,
            _fixed(
                _sig("x_ptr y_ptr out_ptr: *fp32; n: i32; BLOCK: constexpr"),
                {"BLOCK": 1024},
            ),
            _launch_add,
        ),
        KernelSpec(
            "row_softmax",
            tk.row_softmax,
            _fixed(
                _sig("out_ptr in_ptr: *fp32; in_stride out_stride n_cols: i32; BLOCK: constexpr"),
                {"BLOCK": 1024},
            ),
            _launch_softmax,
        ),
        KernelSpec(
            "matmul_ptr",
            tk.matmul_ptr,
            _fixed(
                _MM_SIG | _sig("stride_am stride_bk stride_cm: i32; BM BN BK: constexpr"),
                _MM,
            ),
            _launch_matmul_ptr,
        ),
        KernelSpec(
            "matmul_tma_host",
            tk.matmul_tma_host,
            _fixed(
                _sig(
                    "a_desc: tensordesc<fp16[128, 64]>; b_desc: tensordesc<fp16[64, 128]>; "
                    "c_desc: tensordesc<fp16[128, 128]>; K: i32; BM BN BK: constexpr"
                ),
                _MM,
            ),
            _launch_matmul_tma_host,
        ),
        KernelSpec(
            "matmul_tma_device",
            tk.matmul_tma_device,
            _fixed(_MM_SIG | _sig("BM BN BK: constexpr"), _MM),
            _launch_matmul_tma_device,
        ),
        KernelSpec(
            "matmul_persistent",
            tk.matmul_persistent,
            _fixed(
                _MM_SIG | _sig("BM BN BK NUM_PROGRAMS: constexpr"),
                {"BM": 128, "BN": 64, "BK": 64, "NUM_PROGRAMS": 4},
            ),
            _launch_matmul_persistent,
        ),
        KernelSpec(
            "attention_fwd",
            tk.attention_fwd,
            _fixed(
                _sig(
                    "q_ptr k_ptr v_ptr o_ptr: *fp16; seq_len: i32; scale: fp32; "
                    "HEAD BLOCK_M BLOCK_N: constexpr"
                ),
                {"HEAD": 64, "BLOCK_M": 128, "BLOCK_N": 64},
            ),
            _launch_attention,
        ),
        KernelSpec(
            "atomics",
            tk.atomics,
            _fixed(
                _sig("x_ptr total_ptr slots_ptr seen_ptr: *i32; n: i32; BLOCK: constexpr"),
                {"BLOCK": 256},
            ),
            _launch_atomics,
        ),
        *(
            KernelSpec(
                f"reduce_axis{axis}",
                tk.reduce_axis,
                _fixed(
                    _sig("x_ptr out_ptr: *fp32; M N: i32; AXIS BM BN: constexpr"),
                    {"AXIS": axis, "BM": 64, "BN": 128},
                ),
                _launch_reduce,
            )
            for axis in (0, 1)
        ),
        KernelSpec(
            "broadcast_fma",
            tk.broadcast_fma,
            _fixed(
                _sig("x_ptr col_ptr row_ptr out_ptr: *fp32; M N: i32; BM BN: constexpr"),
                {"BM": 64, "BN": 64},
            ),
            _launch_broadcast,
        ),
        KernelSpec(
            "while_call_i64",
            tk.while_call_i64,
            _fixed(
                _sig("x_ptr out_ptr: *fp32; n: i64; steps: i32; BLOCK: constexpr"),
                {"BLOCK": 256},
            ),
            _launch_while_call,
        ),
        KernelSpec(
            "scan_hist_gather",
            tk.scan_hist_gather,
            _fixed(
                _sig(
                    "x_ptr idx_ptr cum_ptr hist_ptr gathered_ptr sum_ptr: *i32; "
                    "BLOCK BINS: constexpr"
                ),
                {"BLOCK": 256, "BINS": 32},
            ),
            _launch_scan_hist_gather,
        ),
        KernelSpec(
            "join_split_trans",
            tk.join_split_trans,
            _fixed(_sig("x_ptr out_ptr: *fp32; BM BN: constexpr"), {"BM": 32, "BN": 64}),
            _launch_join_split_trans,
        ),
        KernelSpec("gl_add", gk.gl_add, _build_gl_add, _launch_add),
        KernelSpec("gl_add_auto", gk.gl_add_auto, _build_gl_add_auto, _launch_gl_add_auto),
        KernelSpec(
            "gl_auto_reduce", gk.gl_auto_reduce, _build_gl_auto_reduce, _launch_gl_auto_reduce
        ),
        KernelSpec("gl_auto_loops", gk.gl_auto_loops, _build_gl_auto_loops, _launch_gl_auto_loops),
        KernelSpec(
            "gl_auto_reshape", gk.gl_auto_reshape, _build_gl_auto_reshape, _launch_gl_auto_reshape
        ),
        KernelSpec(
            "gl_scale2d_coalesced",
            gk.gl_scale2d_coalesced,
            _fixed(
                _sig("x_ptr out_ptr: *fp32; M N: i32; BM BN: constexpr"),
                {"BM": 64, "BN": 64},
            ),
            _launch_gl_scale2d,
        ),
        KernelSpec(
            "gl_tma_copy", gk.gl_tma_copy, _build_gl_tma_copy, _launch_gl_tma_copy, (90, 100)
        ),
        KernelSpec(
            "gl_coalesced_atomic",
            gk.gl_coalesced_atomic,
            _build_gl_coalesced_atomic,
            _launch_gl_coalesced_atomic,
        ),
        KernelSpec(
            "gl_coalesced_tma",
            gk.gl_coalesced_tma,
            _build_gl_coalesced_tma,
            _launch_gl_coalesced_tma,
            (90, 100),
        ),
        KernelSpec(
            "gl_wgmma_matmul", gk.gl_wgmma_matmul, _build_gl_wgmma, _launch_gl_matmul, (90,)
        ),
        KernelSpec(
            "gl_tcgen05_matmul", gk.gl_tcgen05_matmul, _build_gl_tcgen05, _launch_gl_matmul, (100,)
        ),
        *(_desc_device_spec(r, t) for r, t in _DESC_DEVICE),
        *(_desc_host_spec(r, t) for r, t in _DESC_HOST),
        *(_desc_gather_scatter_spec(t) for t in ("f16", "i8")),
        *(_desc_reduce_spec(h, k, t) for h, k, t in _DESC_REDUCE),
        KernelSpec(
            "desc_batched_matmul",
            dk.desc_batched_matmul,
            _fixed(
                _sig("a_ptr b_ptr c_ptr: *fp16; B M N K: i32; BM BN BK: constexpr"),
                {"BM": 128, "BN": 128, "BK": 64},
            ),
            _launch_desc_batched_matmul,
            (90, 100),
        ),
        KernelSpec(
            "desc_loop_carried",
            dk.desc_loop_carried,
            _fixed(
                _sig("x_ptr: *fp32; M N: i32; MBLOCK NBLOCK: constexpr"),
                {"MBLOCK": 8, "NBLOCK": 128},
            ),
            _launch_desc_loop_carried,
            (90, 100),
        ),
        KernelSpec(
            "desc_nan_padded_rows",
            dk.desc_nan_padded_rows,
            _fixed(
                _sig("x_ptr: *fp16; out_ptr: *i32; B M N: i32; BM BN: constexpr"),
                {"BM": 16, "BN": 64},
            ),
            _launch_desc_nan_padded,
            (90, 100),
        ),
    ]
}

ALL_CONFIGS = [(cc, w, c) for cc in (80, 90, 100) for w in (4, 8) for c in (1, 2, 4)]

# The configurations that stock triton 3.6.0 compiles on a CPU-only machine, measured over
# ALL_CONFIGS (sm_80/90/100 x 4/8 warps x 1/2/4 CTAs):
# - sm_80 rejects num_ctas > 1 (ValueError in the NVIDIA backend);
# - row_softmax, attention_fwd and atomics fail in the pass pipeline for num_ctas > 1 on
#   sm_90/sm_100 ("PassManager::run failed"); the rest compile for every CTA count;
# - the Gluon TMA kernels need sm_90+ (sm_80 aborts in LLVM instruction selection); the Gluon
#   matmuls are written for one CTA (their layouts carry no CGA tiling); tcgen05 is sm_100 only;
#   gl_scale2d_coalesced needs one CTA (gluon-infer-coalesced-encodings asserts num-ctas == 1);
#   the gl_auto_* and gl_coalesced_* kernels are written for one CTA too. (Gluon's 3.6.0 front
#   end aborts on gl.join / gl.split of auto-layout tensors, so those rules are tested on
#   hand-written IR.)
# - descriptor kernels (sm_90/sm_100 only): TMA gather/scatter needs sm_100 and one CTA (with
#   2 CTAs the pipeline fails); desc_batched_matmul with 2 CTAs fails in the LLVM conversion.
# - while_call_i64, scan_hist_gather and join_split_trans fail for num_ctas > 1 on sm_90/sm_100
#   (join with several CTAs aborts in convert-triton-to-tritongpu: docs/divergences.md).
# The suite takes a spread of those so that the corpus stays a few MB (each configuration
# spelled as in the case names).
_SELECTION: dict[str, str] = {
    "vector_add": "sm80-w4-c1 sm90-w8-c2 sm100-w4-c4",
    "row_softmax": "sm80-w4-c1 sm90-w8-c1 sm100-w4-c1",
    "matmul_ptr": "sm80-w4-c1 sm90-w4-c2 sm90-w8-c4 sm100-w4-c1",
    "matmul_tma_host": "sm90-w4-c1 sm90-w4-c2 sm100-w4-c1",
    "matmul_tma_device": "sm90-w8-c2 sm100-w4-c1",
    "matmul_persistent": "sm90-w4-c1 sm90-w8-c2",
    "attention_fwd": "sm90-w8-c1 sm100-w8-c1",
    "atomics": "sm80-w4-c1 sm90-w4-c1",
    "reduce_axis0": "sm80-w8-c1 sm90-w4-c2",
    "reduce_axis1": "sm90-w4-c1 sm100-w8-c4",
    "broadcast_fma": "sm80-w4-c1 sm90-w4-c2 sm100-w8-c4",
    "while_call_i64": "sm80-w4-c1 sm90-w8-c1 sm100-w4-c1",
    "scan_hist_gather": "sm80-w4-c1 sm90-w8-c1 sm100-w4-c1",
    "join_split_trans": "sm80-w4-c1 sm90-w8-c1 sm100-w4-c1",
    "gl_add": "sm80-w4-c1 sm90-w8-c2 sm100-w4-c4",
    "gl_add_auto": "sm90-w4-c1 sm90-w4-c2",
    "gl_auto_reduce": "sm80-w4-c1 sm90-w8-c1",
    "gl_auto_loops": "sm90-w4-c1 sm100-w8-c1",
    "gl_auto_reshape": "sm90-w4-c1",
    "gl_scale2d_coalesced": "sm80-w4-c1 sm90-w8-c1",
    "gl_tma_copy": "sm90-w4-c1 sm100-w4-c1",
    "gl_coalesced_atomic": "sm80-w4-c1 sm90-w8-c1",
    "gl_coalesced_tma": "sm90-w4-c1 sm100-w8-c1",
    "gl_wgmma_matmul": "sm90-w4-c1 sm90-w8-c1",
    "gl_tcgen05_matmul": "sm100-w4-c1",
    "desc_device_r1_f16": "sm90-w4-c1 sm100-w4-c2",
    "desc_device_r2_i8": "sm90-w4-c2",
    "desc_device_r2_i64": "sm90-w4-c1",
    "desc_device_r3_f16": "sm90-w4-c2 sm100-w4-c4",
    "desc_device_r4_f32": "sm90-w4-c2",
    "desc_device_r5_f16": "sm90-w4-c1 sm90-w8-c2 sm100-w4-c2",
    "desc_host_r1_f32": "sm90-w4-c2",
    "desc_host_r2_i8": "sm100-w4-c1",
    "desc_host_r3_f16": "sm90-w4-c2",
    "desc_host_r4_i8": "sm90-w4-c4",
    "desc_host_r5_f32": "sm90-w4-c2 sm100-w4-c1",
    "desc_gather_scatter_f16": "sm100-w4-c1",
    "desc_gather_scatter_i8": "sm100-w4-c1",
    "desc_reduce_host_add_f32": "sm90-w4-c1 sm90-w4-c2",
    "desc_reduce_device_xor_i32": "sm90-w4-c2 sm100-w4-c1",
    "desc_reduce_host_max_i64": "sm90-w4-c1",
    "desc_batched_matmul": "sm90-w4-c1 sm100-w4-c1",
    "desc_loop_carried": "sm90-w4-c1 sm90-w4-c2 sm100-w4-c1",
    "desc_nan_padded_rows": "sm90-w4-c1 sm90-w4-c2 sm100-w8-c4",
}

_CONFIG = re.compile(r"sm(\d+)-w(\d+)-c(\d+)")

CASES: list[KernelCase] = [
    SPECS[name].case(int(cc), int(warps), int(ctas))
    for name, configs in _SELECTION.items()
    for cc, warps, ctas in _CONFIG.findall(configs)
]


def case_by_name(name: str) -> KernelCase:
    for case in CASES:
        if case.name == name:
            return case
    # Also accept any configuration of a known kernel, e.g. "vector_add-sm90-w4-c4".
    match = re.fullmatch(rf"(.+)-{_CONFIG.pattern}", name)
    if match and match[1] in SPECS:
        return SPECS[match[1]].case(int(match[2]), int(match[3]), int(match[4]))
    raise KeyError(f"no kernel case named {name!r}")
