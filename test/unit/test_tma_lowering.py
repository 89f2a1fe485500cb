"""TMA lowering: the helpers' arithmetic, and the pass against libtriton (differential)."""

from __future__ import annotations

import pytest
from gluon_opt.dialects.layout.encodings import (
    CGALayout,
    NVMMASharedEncodingAttr,
    SwizzledSharedEncodingAttr,
)
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.passes import tma_utils as tu
from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    IntegerType,
    Signedness,
    TensorType,
    i1,
    i8,
    i64,
)


def nvmma(swizzle=128, bits=16, transposed=False, fp4=False, cga=None, rank=2):
    return NVMMASharedEncodingAttr.get(swizzle, transposed, bits, fp4, cga, rank=rank)


# ---- block shape ------------------------------------------------------------------------


def test_block_shape_clamps_and_uses_one_swizzle_row():
    # 128B swizzle of f16: a row is 64 elements; other dims are clamped to 256.
    assert tu.tma_block_shape([512, 128], 16, 128, False, False, False) == [256, 64]
    # Transposed: the contiguous dim is dim 0.
    assert tu.tma_block_shape([128, 32], 16, 64, False, True, False) == [32, 32]
    # No swizzle: only the clamp applies.
    assert tu.tma_block_shape([8, 300], 8, 0, False, False, False) == [8, 256]


def test_block_shape_fp4_padding_doubles_then_halves_when_packed():
    assert tu.tma_block_shape([64, 64], 8, 128, True, False, False) == [64, 128]
    assert tu.tma_block_shape([64, 64], 8, 128, True, False, True) == [64, 64]


def test_block_shape_too_small_for_swizzle_is_an_error():
    with pytest.raises(DiagnosticError, match="too small for the swizzle"):
        tu.tma_block_shape([64, 16], 16, 128, False, False, False)


def test_block_shape_needs_nvmma():
    swizzled = SwizzledSharedEncodingAttr.get(1, 1, 1, [1, 0])
    with pytest.raises(DiagnosticError, match="nvmma_shared"):
        tu.tma_block_shape_for(swizzled, [64, 64], False)


# ---- swizzle mode and element type ---------------------------------------------------------


@pytest.mark.parametrize(("swizzle", "mode"), [(0, 0), (32, 1), (64, 2), (128, 3)])
def test_swizzle_modes(swizzle, mode):
    assert tu.tma_swizzle_mode(nvmma(swizzle)) == mode


def test_swizzle_mode_of_unswizzled_shared_and_rejects_swizzled():
    assert tu.tma_swizzle_mode(SwizzledSharedEncodingAttr.get(1, 1, 1, [1, 0])) == 0
    with pytest.raises(DiagnosticError, match="Unhandled encoding type"):
        tu.tma_swizzle_mode(SwizzledSharedEncodingAttr.get(8, 2, 4, [1, 0]))


def test_element_types():
    enc = nvmma()
    assert tu.tma_element_type(BFloat16Type(), enc) == 10
    assert tu.tma_element_type(Float16Type(), enc) == 6
    assert tu.tma_element_type(Float32Type(), enc) == 7
    assert tu.tma_element_type(i8, enc) == 0
    assert tu.tma_element_type(IntegerType(16), enc) == 1
    assert tu.tma_element_type(IntegerType(32), enc) == 2
    assert tu.tma_element_type(IntegerType(32, Signedness.SIGNED), enc) == 3
    assert tu.tma_element_type(i64, enc) == 4
    assert tu.tma_element_type(IntegerType(64, Signedness.SIGNED), enc) == 5
    # fp4 padding wins over the element type.
    assert tu.tma_element_type(i8, nvmma(bits=8, fp4=True)) == 14
    with pytest.raises(DiagnosticError, match="size 1, 2, or 4 but got 0"):
        tu.tma_element_type(i1, enc)


# ---- encodings for other shapes -------------------------------------------------------------


def test_cga_rank_reduction_drops_leading_coordinates():
    cga = CGALayout.get([[0, 1, 0], [0, 0, 1]], 3)
    assert tu.update_cga_for_shape(cga, [64, 32]) == CGALayout.get([[1, 0], [0, 1]], 2)


def test_cga_rank_increase_prepends_zero_coordinates():
    cga = CGALayout.get([[1]], 1)
    assert tu.update_cga_for_shape(cga, [1, 64]) == CGALayout.get([[0, 1]], 2)
    with pytest.raises(DiagnosticError):
        tu.update_cga_for_shape(cga, [2, 64])


def test_swizzled_order_for_fewer_and_more_dims():
    enc = SwizzledSharedEncodingAttr.get(1, 1, 1, [2, 0, 1], [[0, 1, 0]])
    reduced = tu.update_encoding_for_shape(enc, [64, 32])
    assert reduced == SwizzledSharedEncodingAttr.get(1, 1, 1, [0, 1], [[1, 0]])
    enc2 = SwizzledSharedEncodingAttr.get(1, 1, 1, [1, 0])
    grown = tu.update_encoding_for_shape(enc2, [1, 8, 32])
    assert grown == SwizzledSharedEncodingAttr.get(1, 1, 1, [2, 1, 0])


def test_encoding_from_descriptor_keeps_or_adapts():
    enc = nvmma(bits=32)
    block = TensorType(Float32Type(), [1, 256, 32], enc)
    same = TensorType(Float32Type(), [1, 256, 32], enc)
    assert tu.encoding_from_descriptor(block, same.get_shape()) is enc
    # The default NVMMA layout is rank 2, so a 2-d result keeps it unchanged.
    assert tu.encoding_from_descriptor(block, [256, 32]) == enc
    with pytest.raises(DiagnosticError, match="should have encoding set"):
        tu.encoding_from_descriptor(TensorType(Float32Type(), [64, 64]), [64, 64])


def test_shape_per_cta_and_fp4_flag():
    enc = nvmma(cga=[[1, 0]])
    assert tu.shape_per_cta(enc, [128, 64]) == [64, 64]
    assert tu.is_fp4_padded(nvmma(bits=8, fp4=True))
    assert not tu.is_fp4_padded(enc)


# ---- the pass, differential against libtriton -----------------------------------------------

import re  # noqa: E402
from pathlib import Path  # noqa: E402

from gluon_opt.dialects.context import make_context  # noqa: E402
from gluon_opt.dialects.text.parser import parse_module  # noqa: E402
from gluon_opt.passes.tma_lowering import TMALoweringPass  # noqa: E402
from gluon_opt.tools.oracle import libtriton_print, run_cpp_pass  # noqa: E402

DATA = Path(__file__).parent / "data" / "tma"
from pass_inputs import CORPUS, corpus_inputs, run_triton_lit_file  # noqa: E402

FLAG = "triton-nvidia-tma-lowering"
TRITON_LIT = "test/TritonNvidiaGPU/tma_lowering.mlir"


# Inputs another module cannot read yet: expected to fail (strictly) until it can.
KNOWN_GAPS: dict[str, str] = {}


def with_known_gaps(paths: list[Path]) -> list:
    return [
        pytest.param(p, marks=pytest.mark.xfail(reason=KNOWN_GAPS[stem], strict=True))
        if (stem := p.name.split(".")[0]) in KNOWN_GAPS
        else p
        for p in paths
    ]


@pytest.mark.parametrize(
    "path", with_known_gaps(sorted(DATA.glob("*.tma.mlir"))), ids=lambda p: p.name
)
def test_captured_inputs_match_cpp(path: Path, assert_same_as_cpp) -> None:
    assert_same_as_cpp(path.read_text(), FLAG, path.name)


def test_triton_lit_file_chunks_match_cpp(triton_source, run_ours) -> None:
    chunks = triton_source(TRITON_LIT).read_text().split("// -----")
    for chunk in chunks:
        expected = run_cpp_pass(chunk, FLAG, filename="in.mlir")
        assert libtriton_print(run_ours(chunk, FLAG, debuginfo=False), False) == expected


# ---- where the C++ pass aborts or emits invalid IR, we give located errors ------------------


@pytest.mark.parametrize("path", sorted((DATA / "errors").glob("*.mlir")), ids=lambda p: p.stem)
def test_located_errors(path: Path) -> None:
    # Each file says which line the error is reported at and what it says.
    text = path.read_text()
    line = int(re.search(r"// ERROR-LINE: (\d+)", text).group(1))
    message = re.search(r"// ERROR: (.*)", text).group(1)
    ctx = make_context()
    module = parse_module(text, ctx, "bad.mlir")
    with pytest.raises(DiagnosticError, match=message) as info:
        TMALoweringPass().apply(ctx, module)
    position = info.value.position()
    assert position is not None
    assert position.filename.data == "bad.mlir"
    assert position.line.data == line


def test_triton_lit_file_passes_with_gluon_opt(triton_source) -> None:
    check = run_triton_lit_file(triton_source(TRITON_LIT), "--triton-nvidia-tma-lowering")
    assert check.returncode == 0, check.stderr


# ---- end to end: triton.compile with our passes gives the same TTGIR and PTX ---------------


def _kernels_module(tmp_path: Path):
    """Our capture kernels (test/unit/data/tma/capture.py) as an importable module."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("tma_capture", DATA / "capture.py")
    capture = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(capture)
    source = capture.KERNELS.rsplit("run(sys.argv[1]", 1)[0]
    source = source.replace("    triton.compile(src,", "    return triton.compile(src,")
    path = tmp_path / "tma_kernels.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location("tma_kernels", path)
    kernels = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(kernels)
    return kernels


@pytest.mark.parametrize(
    "config",
    [("host_desc_mm", 90, 4, 2), ("device_desc_mm", 90, 4, 1), ("ws_persistent_mm", 100, 4, 1)],
    ids=str,
)
def test_triton_compile_with_our_passes_gives_the_same_ptx(tmp_path, config):
    import gluon_opt
    from triton import knobs

    kernels = _kernels_module(tmp_path)
    flags = ["triton-nvidia-tma-lowering", "triton-nvidia-gpu-fence-insertion"]
    # Never served from the cache: an earlier run's kernel has another tmp path in its locations.
    with knobs.compilation.scope():
        knobs.compilation.always_compile = True
        stock = kernels.run(*config)
        with gluon_opt.installed(flags):
            ours = kernels.run(*config)
            steps = gluon_opt.compile_log()[-1]
    assert [s["name"] for s in steps if s.get("where") == "python"] == flags
    assert ours.asm["ttgir"] == stock.asm["ttgir"]
    assert ours.asm["ptx"] == stock.asm["ptx"]


# ---- the shared corpus (test/corpus/index.json lists each pass's inputs) ---------------------

@pytest.mark.parametrize("path", corpus_inputs(FLAG), ids=lambda p: str(p.relative_to(CORPUS)))
def test_corpus_inputs_match_cpp(path: Path, assert_same_as_cpp) -> None:
    assert_same_as_cpp(path.read_text(), FLAG, path.name)
