# ruff: noqa: E501  (the IR test data is written one op per line, as MLIR prints it)
"""ttg / ttng / gluon dialects: every op and type parses, verifies and prints as libtriton does.

Differential: each module below is printed by libtriton (live, in-process) and by us
(``parse_module`` + ``print_module``); the two texts must be identical, and libtriton must
accept our text. Invalid inputs must give our located error AND be rejected by libtriton.
"""

from __future__ import annotations

import pytest
from gluon_opt.dialects import gluon, ttg, ttng
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.dialects.text.printer import print_module
from gluon_opt.tools.oracle import OracleError, libtriton_print
from xdsl.dialects.builtin import IntegerAttr, TensorType, f16, i32, i64
from xdsl.utils.exceptions import VerifyException

HEADER = """\
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem_scales = #ttng.tensor_memory_scales_encoding<>
"""

MODULE = 'module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {\n'

# Function arguments shared by the cases (names used in the bodies).
ARGS = (
    "%t: tensor<128x64xf16, #blocked>, %m: !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable>, "
    "%i: i32, %tok: !ttg.async.token, %p: tensor<128x64x!tt.ptr<f16>, #blocked>, "
    "%mask: tensor<128x64xi1, #blocked>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, "
    "%pred: i1, %desc: !tt.tensordesc<tensor<128x64xf16, #shared>>, "
    "%acc: tensor<128x128xf32, #mma>, %ptr: !tt.ptr<i8>, %x: tensor<32xi32, #blocked1>"
)

BODIES = {
    "convert_layout": "%0 = ttg.convert_layout %t : tensor<128x64xf16, #blocked> -> tensor<128x64xf16, #ttg.slice<{dim = 2, parent = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>}>>",
    "local_alloc": """%0 = ttg.local_alloc %t : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
    %1 = ttg.local_alloc {alignment = 16 : i32} : () -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    ttg.local_store %t, %1 : tensor<128x64xf16, #blocked> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    %2 = ttg.local_load %0 : !ttg.memdesc<128x64xf16, #shared, #smem> -> tensor<128x64xf16, #blocked>
    %3 = ttg.local_load %1 token %tok : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> -> tensor<128x64xf16, #blocked>
    ttg.local_dealloc %1 : !ttg.memdesc<128x64xf16, #shared, #smem, mutable>""",
    "memdesc_views": """%0 = ttg.memdesc_index %m[%i] : !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    %1 = ttg.memdesc_subslice %0[0, 0] : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable, 128x64>
    %2 = ttg.memdesc_trans %0 {order = array<i32: 1, 0>} : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>, #smem, mutable>
    %3 = ttg.memdesc_reinterpret %bar : !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<2xi32, #shared1, #smem, mutable>
    %4 = ttg.memdesc_reshape %0 : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<2x64x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>, #smem, mutable>""",
    "async_copies": """%0 = ttg.memdesc_index %m[%i] : !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    %1 = ttg.async_copy_global_to_local %p, %0 mask %mask other %t evictionPolicy = evict_last cacheModifier = cg {contiguity = 8 : i32, isVolatile = true} : tensor<128x64x!tt.ptr<f16>, #blocked> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    %2 = ttg.async_copy_global_to_local %p, %0 {contiguity = 1 : i32} : tensor<128x64x!tt.ptr<f16>, #blocked> -> <128x64xf16, #shared, #smem, mutable>
    %3 = ttg.async_commit_group tokens %1, %2
    %4 = ttg.async_commit_group
    %5 = ttg.async_wait %3, %tok {num = 0 : i32}
    %6 = ttg.async_wait {num = 1 : i32}""",
    "misc": """%0 = ttg.predicate_stage %i, %i, %i maxStage 2 stage 0 : i32 -> i1
    ttg.local_barrier
    %1 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 4096 : i32} : !tt.ptr<i8>
    %2 = "ttg.mask"(%pred) ({
      ttg.mask.return %i : i32
    }) : (i1) -> i32""",
    "fp4_to_fp": "%0 = ttg.fp4_to_fp %x8 {axis = 1 : i32} : tensor<128x32xi8, #blocked> -> tensor<128x64xbf16, #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>",
    "warp_specialize": """%0:2 = ttg.warp_specialize(%i, %pred) attributes {actualRegisters = array<i32: 24, 24>, warpGroupStartIds = array<i32: 4, 6>}
    default {
      ttg.warp_yield %i, %pred : i32, i1
    }
    partition0(%arg20: i32, %arg21: i1) num_warps(2) {
      %c = arith.addi %arg20, %arg20 : i32
      ttg.warp_return
    }
    partition1(%arg20: i32, %arg21: i1) num_warps(1) {
      ttg.warp_return
    } : (i32, i1) -> (i32, i1)
    ttg.warp_specialize()
    default {
      ttg.warp_yield
    } : () -> ()""",
    "barriers": """ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.barrier_expect %bar, 16384, %pred : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.wait_barrier %bar, %i : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.wait_barrier %bar, %i, %pred deps %m : !ttg.memdesc<1xi64, #shared1, #smem, mutable>, !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable>
    ttng.arrive_barrier %bar, 2 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.arrive_barrier %bar, 1, %pred : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.async_copy_mbarrier_arrive %bar {noIncrement} : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.inval_barrier %bar : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.fence_async_shared {bCluster = false}
    ttng.cluster_arrive {relaxed = true}
    ttng.cluster_wait""",
    "tma": """%0 = ttg.memdesc_index %m[%i] : !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    ttng.async_tma_copy_global_to_local %desc[%i, %i] %0, %bar, %pred cacheModifier = ca {isVolatile = false} : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    ttng.async_tma_copy_local_to_global %desc[%i, %i] %0 : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    ttng.async_tma_reduce add, %desc[%i, %i] %0 : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    ttng.async_tma_store_wait {pendings = 0 : i32}
    %1 = ttng.reinterpret_tensor_descriptor %ptr : !tt.ptr<i8> to !tt.tensordesc<tensor<128x64xf16, #shared>>
    ttng.tensormap_create %ptr, %ptr, [%i, %i], [%i, %i], [%j], [%i, %i] {elem_type = 1 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<i8>, i32, i32, i32, i32, i64, i32, i32) -> ()
    ttng.tensormap_fenceproxy_acquire %ptr : !tt.ptr<i8>""",
    "tma_gather": """%0 = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    ttng.async_tma_gather %desc1[%x, %i] %0, %bar, %pred : !tt.tensordesc<tensor<1x64xf16, #shared>>, tensor<32xi32, #blocked1>, i32, !ttg.memdesc<1xi64, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared, #smem, mutable>, i1
    ttng.async_tma_scatter %desc1[%x, %i] %0 : !tt.tensordesc<tensor<1x64xf16, #shared>>, tensor<32xi32, #blocked1>, i32, !ttg.memdesc<32x64xf16, #shared, #smem, mutable>""",
    "wgmma": """%0 = ttg.memdesc_index %m[%i] : !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    %1 = ttg.local_alloc : () -> !ttg.memdesc<64x128xf16, #shared, #smem, mutable>
    %2 = ttng.warp_group_dot %0, %1, %acc {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 0 : i32} : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> * !ttg.memdesc<64x128xf16, #shared, #smem, mutable> -> tensor<128x128xf32, #mma>
    %3 = ttng.warp_group_dot %0, %1, %2, %pred {inputPrecision = 2 : i32} : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> * !ttg.memdesc<64x128xf16, #shared, #smem, mutable> -> tensor<128x128xf32, #mma>
    %4:2 = ttng.warp_group_dot_wait %3, %0 {pendings = 0 : i32} : tensor<128x128xf32, #mma>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>""",
    "tmem": """%a = ttg.local_alloc : () -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    %b = ttg.local_alloc : () -> !ttg.memdesc<64x128xf16, #shared, #smem, mutable>
    %d, %dt = ttng.tmem_alloc : () -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
    %t1 = ttng.tc_gen5_mma %a, %b, %d[%dt], %pred, %pred, %bar[%pred] {is_async} : !ttg.memdesc<128x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x128xf16, #shared, #smem, mutable>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.tc_gen5_mma %a, %b, %d, %pred, %pred : !ttg.memdesc<128x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x128xf16, #shared, #smem, mutable>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    %v, %t2 = ttng.tmem_load %d[%t1] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #tl>
    %t3 = ttng.tmem_store %v, %d[%t2], %pred : tensor<128x128xf32, #tl> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    ttng.tmem_store %v, %d, %pred : tensor<128x128xf32, #tl> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    %s = ttng.tmem_subslice %d {N = 64 : i32} : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x64xf32, #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>, #ttng.tensor_memory, mutable, 128x128>
    ttng.tc_gen5_commit %bar : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.tc_gen5_commit %bar, %pred {two_ctas} : !ttg.memdesc<1xi64, #shared1, #smem, mutable>""",
    "tmem_scaled": """%a = ttg.local_alloc : () -> !ttg.memdesc<128x64xf8E4M3FN, #shared, #smem, mutable>
    %b = ttg.local_alloc : () -> !ttg.memdesc<64x128xf8E4M3FN, #shared, #smem, mutable>
    %d = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    %sa = ttng.tmem_alloc : () -> !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory, mutable>
    %sb = ttng.tmem_alloc : () -> !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory, mutable>
    %cp = ttg.local_alloc : () -> !ttg.memdesc<128x2xi8, #shared1n, #smem, mutable>
    ttng.tmem_copy %cp, %sa, %bar : !ttg.memdesc<128x2xi8, #shared1n, #smem, mutable>, !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.tc_gen5_mma_scaled %a, %b, %d, %sa, %sb, %pred, %pred lhs = e4m3 rhs = e4m3, %bar[%pred] {is_async} : !ttg.memdesc<128x64xf8E4M3FN, #shared, #smem, mutable>, !ttg.memdesc<64x128xf8E4M3FN, #shared, #smem, mutable>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>""",
}

EXTRA_ALIASES = """\
#tl = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>
#shared1n = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
"""

EXTRA_ARGS = (
    ", %x8: tensor<128x32xi8, #blocked>, %j: i64, %desc1: !tt.tensordesc<tensor<1x64xf16, #shared>>"
)


def module_text(body: str) -> str:
    return (
        HEADER
        + EXTRA_ALIASES
        + MODULE
        + f"  tt.func @f({ARGS}{EXTRA_ARGS}) {{\n    {body}\n    tt.return\n  }}\n}}\n"
    )


def ours(text: str) -> str:
    module = parse_module(text, make_context(), "input.mlir")
    module.verify()
    return print_module(module)


@pytest.mark.parametrize("case", sorted(BODIES))
def test_print_matches_libtriton(case: str) -> None:
    text = module_text(BODIES[case])
    expected = libtriton_print(text)
    got = ours(text)
    assert got == expected
    # libtriton reads our text back to the same module.
    assert libtriton_print(got) == expected


@pytest.mark.parametrize("case", sorted(BODIES))
def test_print_matches_libtriton_with_locations(case: str) -> None:
    text = module_text(BODIES[case])
    module = parse_module(text, make_context(), "input.mlir")
    assert print_module(module, debuginfo=True) == libtriton_print(text, debuginfo=True)


# Invalid IR: (body, a substring of the error we must report). libtriton must reject it too.
INVALID = {
    "index_rank": (
        "%0 = ttg.memdesc_index %m[%i] : !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable>",
        "result rank must be input rank - 1",
    ),
    "subslice_offsets": (
        "%0 = ttg.memdesc_index %m[%i] : !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>\n"
        "    %1 = ttg.memdesc_subslice %0[0] : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable, 128x64>",
        "offsets must have the same rank as input",
    ),
    "alloc_immutable": (
        "%0 = ttg.local_alloc : () -> !ttg.memdesc<128x64xf16, #shared, #smem>",
        "uninitialized alloc must have a mutable memdesc type",
    ),
    "store_immutable": (
        "%0 = ttg.local_alloc %t : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>\n"
        "    ttg.local_store %t, %0 : tensor<128x64xf16, #blocked> -> !ttg.memdesc<128x64xf16, #shared, #smem>",
        "Cannot store into immutable memory",
    ),
    "load_shape": (
        "%0 = ttg.local_load %m : !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable> -> tensor<128x64xf16, #blocked>",
        "source shape [2, 128, 64] must match [destination shape 128, 64]",
    ),
    "barrier_type": (
        "ttng.init_barrier %m, 1 : !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable>",
        "barrier allocation must be a descriptor of 1xi64 type",
    ),
    "arrive_count": (
        "ttng.arrive_barrier %bar, 0 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>",
        "count must be greater than or equal to 1",
    ),
    "wait_no_inputs": (
        "ttng.warp_group_dot_wait {pendings = 0 : i32} : ",
        "",
    ),
    "warp_yield_count": (
        "%0 = ttg.warp_specialize()\n    default {\n      ttg.warp_yield\n    } : () -> i32",
        "'ttg.warp_yield' op has 0 operands but parent op expected 1",
    ),
    "partition_warps": (
        "ttg.warp_specialize()\n    default {\n      ttg.warp_yield\n    }\n"
        "    partition0() num_warps(3) {\n      ttg.warp_return\n    } : () -> ()",
        "'ttg.warp_specialize' op partition #0 number of warps (3) must be a power of 2",
    ),
    "memdesc_rank0": (
        "%0 = ttg.local_alloc : () -> !ttg.memdesc<f16, #shared, #smem, mutable>",
        "rank 0 memdesc is not allowed",
    ),
    "tmem_store_immutable": (
        "%d = ttng.tmem_alloc %v0 : (tensor<128x128xf32, #tl>) -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory>\n"
        "    ttng.tmem_store %v0, %d, %pred : tensor<128x128xf32, #tl> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory>",
        "Cannot store into an immutable alloc",
    ),
    "layout_warps": (
        "%0 = ttg.convert_layout %t : tensor<128x64xf16, #blocked> -> tensor<128x64xf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>>",
        "Layout has 8 warps per CTA, but the context requires 4 warps per CTA",
    ),
}


@pytest.mark.parametrize("case", sorted(INVALID))
def test_invalid_ir_is_rejected_with_location(case: str) -> None:
    body, message = INVALID[case]
    text = module_text(body).replace(EXTRA_ARGS, EXTRA_ARGS + ", %v0: tensor<128x128xf32, #tl>")
    with pytest.raises(OracleError):
        libtriton_print(text)
    with pytest.raises(Exception) as info:
        ours(text)
    assert message in str(info.value)


def test_bad_syntax_gives_located_error() -> None:
    text = module_text("%0 = ttg.memdesc_index %m[%i] : !ttg.memdesc<2x128x64xf16, #shared>")
    with pytest.raises(DiagnosticError) as info:
        parse_module(text, make_context(), "input.mlir")
    assert info.value.position() is not None


def test_memdesc_type_api() -> None:
    ctx = make_context()
    text = module_text(BODIES["memdesc_views"])
    module = parse_module(text, ctx, "input.mlir")
    subslice = next(op for op in module.walk() if isinstance(op, ttg.MemDescSubsliceOp))
    ty = subslice.result.type
    assert isinstance(ty, ttg.MemDescType)
    assert ty.get_shape() == (64, 64) and ty.get_alloc_shape() == (128, 64)
    assert ty.is_mutable and ty.get_element_type() == f16
    assert subslice.get_offsets() == (0, 0)
    copy = ty.clone_with(shape=(128, 64))
    assert copy.get_shape() == (128, 64) and copy.encoding == ty.encoding


def test_builders_make_valid_ops() -> None:
    """Ops built from Python (as passes do) verify and print like parsed ones."""
    text = module_text("ttng.fence_async_shared {bCluster = false}")
    module = parse_module(text, make_context(), "input.mlir")
    fence = next(op for op in module.walk() if isinstance(op, ttng.FenceAsyncSharedOp))
    func_block = fence.parent_block()
    assert func_block is not None
    bar = func_block.args[6]
    func_block.insert_op_before(ttng.InitBarrierOp(bar, 1), fence)
    func_block.insert_op_before(ttng.FenceAsyncSharedOp(bCluster=True), fence)
    module.verify()
    printed = print_module(module)
    assert "ttng.init_barrier %arg6, 1 :" in printed
    assert "ttng.fence_async_shared {bCluster = true}" in printed
    assert libtriton_print(printed) == printed


def test_exports() -> None:
    assert len(ttg.OPS) == 23 and len(ttng.OPS) == 28 and gluon.OPS == [gluon.SetAutoLayoutOp]
    assert {a.name for a in ttg.ATTRS} == {"ttg.memdesc", "ttg.async.token"}
    assert {a.name for a in gluon.ATTRS} == {"gluon.auto_encoding", "gluon.coalesced_encoding"}
    assert IntegerAttr(1, i32) != IntegerAttr(1, i64)
    assert TensorType(f16, [2]).get_shape() == (2,)


# ----- Verifier messages, compared with libtriton's own diagnostics ------------------------
# Each case is a whole module of our own; libtriton (live) must report an error, and our
# first error message must be exactly its first one.

MMA_HEADER = """\
#mma = #ttg.nvidia_mma<{{versionMajor = 3, versionMinor = 0, warpsPerCTA = {wpc}{cga}, instrShape = [16, 64, 16]}}>
#sh = #ttg.nvmma_shared<{{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16{cga}}}>
#smem = #ttg.shared_memory
module attributes {{"ttg.num-ctas" = {ctas} : i32, "ttg.num-warps" = {warps} : i32, "ttg.threads-per-warp" = 32 : i32}} {{
"""


def wgmma_module(
    m: int, n: int, elt: str, acc: str = "f32", warps: int = 4, ctas: int = 1, cga: str = ""
) -> str:
    a = f"!ttg.memdesc<{m}x32x{elt}, #sh, #smem>"
    b = f"!ttg.memdesc<32x{n}x{elt}, #sh, #smem>"
    c = f"tensor<{m}x{n}x{acc}, #mma>"
    wpc = "[4, 1]" if warps % 4 == 0 else "[2, 1]"
    return MMA_HEADER.format(wpc=wpc, cga=cga, ctas=ctas, warps=warps) + (
        f"  tt.func @f(%a: {a}, %b: {b}, %c: {c}) {{\n"
        f"    %0 = ttng.warp_group_dot %a, %b, %c : {a} * {b} -> {c}\n"
        "    tt.return\n  }\n}\n"
    )


def tcgen5_module(a_cga: str, b_cga: str, d_enc: str, a_tmem: str = "") -> str:
    a = (
        f"!ttg.memdesc<256x32xf32, #ttng.tensor_memory_encoding<blockM = 128, blockN = 32, colStride = 1, {a_tmem}>, #ttng.tensor_memory>"
        if a_tmem
        else "!ttg.memdesc<256x32xf32, #sa, #smem>"
    )
    b = "!ttg.memdesc<32x128xf32, #sb, #smem>"
    d = f"!ttg.memdesc<256x128xf32, #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1, {d_enc}>, #ttng.tensor_memory, mutable>"
    return (
        f"#sa = #ttg.nvmma_shared<{{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32, CGALayout = {a_cga}}}>\n"
        f"#sb = #ttg.nvmma_shared<{{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32, CGALayout = {b_cga}}}>\n"
        "#smem = #ttg.shared_memory\n"
        'module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 8 : i32} {\n'
        f"  tt.func @f(%a: {a}, %b: {b}, %d: {d}, %p: i1) {{\n"
        f"    ttng.tc_gen5_mma %a, %b, %d, %p, %p {{two_ctas}} : {a}, {b}, {d}\n"
        "    tt.return\n  }\n}\n"
    )


def tmem_module(shape: str, elt: str, enc: str, alloc: str = "") -> str:
    ty = f"!ttg.memdesc<{shape}x{elt}, #ttng.tensor_memory_encoding<{enc}>, #ttng.tensor_memory, mutable{alloc}>"
    return f"module {{\n  tt.func @f(%a: {ty}) {{\n    tt.return\n  }}\n}}\n"


def fp4_module(src_spt: str, dst: str) -> str:
    return (
        f"#src = #ttg.blocked<{{sizePerThread = {src_spt}, threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}}>\n"
        f"#dst = #ttg.blocked<{{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}}>\n"
        'module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {\n'
        "  tt.func @f(%a: tensor<64x32xi8, #src>) {\n"
        f"    %0 = ttg.fp4_to_fp %a {{axis = 1 : i32}} : tensor<64x32xi8, #src> -> {dst}\n"
        "    tt.return\n  }\n}\n"
    )


TWO_CTA = "CTASplitM = 2, twoCTAs = true"
MESSAGES = {
    "wgmma_m": wgmma_module(32, 64, "f16"),
    "wgmma_n": wgmma_module(64, 4, "f16"),
    "wgmma_m_per_cta": wgmma_module(64, 64, "f16", ctas=2, cga=", CGALayout = [[1, 0]]"),
    "wgmma_n_per_cta": wgmma_module(64, 8, "f16", ctas=2, cga=", CGALayout = [[0, 1]]"),
    "wgmma_warps": wgmma_module(64, 64, "f16", warps=2),
    "wgmma_i16": wgmma_module(64, 64, "i16", acc="i32"),
    "wgmma_i4": wgmma_module(64, 64, "i4", acc="i32"),
    "wgmma_bad_warps_layout_first": wgmma_module(64, 64, "f16", warps=6),
    "tcgen5_lhs_split": tcgen5_module("[[0, 1]]", "[[0, 1]]", TWO_CTA),
    "tcgen5_lhs_broadcast": tcgen5_module("[[0, 0]]", "[[0, 1]]", TWO_CTA),
    "tcgen5_rhs_split": tcgen5_module("[[1, 0]]", "[[1, 0]]", TWO_CTA),
    "tcgen5_ret_two_ctas": tcgen5_module("[[1, 0]]", "[[0, 1]]", "CTASplitM = 2"),
    "tcgen5_lhs_tmem_two_ctas": tcgen5_module("[[1, 0]]", "[[0, 1]]", TWO_CTA, "CTASplitM = 2"),
    "tmem_columns_f32": tmem_module("128x1024", "f32", "blockM = 128, blockN = 128, colStride = 1"),
    "tmem_columns_i8": tmem_module("128x2048", "i8", "blockM = 128, blockN = 128, colStride = 4"),
    "tmem_columns_split": tmem_module(
        "256x1024", "f32", "blockM = 128, blockN = 256, colStride = 1, CTASplitM = 2"
    ),
    "tmem_columns_m64": tmem_module("64x2048", "f32", "blockM = 64, blockN = 256, colStride = 1"),
    "tmem_small": tmem_module("128x64", "f32", "blockM = 128, blockN = 128, colStride = 1"),
    "fp4_incompatible": fp4_module("[1, 4]", "tensor<64x64xbf16, #dst>"),
    "fp4_cannot_infer": fp4_module("[1, 1]", "tensor<64x64xbf16, #src>"),
    "fp4_one_encoding": fp4_module("[1, 2]", "tensor<64x64xbf16>"),
}


def libtriton_first_error(text: str) -> str:
    with pytest.raises(OracleError) as info:
        libtriton_print(text)
    diagnostics = info.value.diagnostics
    first = diagnostics.split(": error: ", 1)[1]
    return first.split('\nloc("', 1)[0].rstrip("\n")


def our_first_error(text: str) -> str:
    try:
        ours(text)
    except DiagnosticError as err:
        return err.message
    except VerifyException as err:
        return str(err)
    raise AssertionError("no error")


@pytest.mark.parametrize("case", sorted(MESSAGES))
def test_verifier_messages_are_libtriton_s(case: str) -> None:
    text = MESSAGES[case]
    assert our_first_error(text) == libtriton_first_error(text)


VALID = {
    "wgmma_i8": wgmma_module(64, 64, "i8", acc="i32"),
    "wgmma_f64": wgmma_module(64, 64, "f64", acc="f64"),
    "wgmma_two_ctas": wgmma_module(128, 64, "f16", ctas=2, cga=", CGALayout = [[1, 0]]"),
    "tcgen5_two_ctas": tcgen5_module("[[1, 0]]", "[[0, 1]]", TWO_CTA),
    "tcgen5_tmem_lhs": tcgen5_module("[[1, 0]]", "[[0, 1]]", TWO_CTA, TWO_CTA),
    "tmem_columns_max": tmem_module("128x512", "f32", "blockM = 128, blockN = 128, colStride = 1"),
    "tmem_multibuffer": tmem_module(
        "2x128x128", "f32", "blockM = 128, blockN = 128, colStride = 1"
    ),
    "fp4_compatible": fp4_module("[1, 2]", "tensor<64x64xbf16, #dst>"),
}


@pytest.mark.parametrize("case", sorted(VALID))
def test_valid_modules_still_verify(case: str) -> None:
    assert ours(VALID[case]) == libtriton_print(VALID[case])


def test_non_power_of_two_tmem_allocation_is_an_error() -> None:
    # libtriton aborts on these (LinearLayout asserts); we report a located error instead.
    text = tmem_module("128x128", "f32", "blockM = 128, blockN = 128, colStride = 1", ", 128x384")
    assert "no tensor memory layout for allocation shape 128, 384" in our_first_error(text)
