"""Layout attribute syntax: our print equals libtriton's, bad input gives located errors,
the CGA legacy views, and the gluon-layout CLI."""

from __future__ import annotations

import contextlib
import itertools
import json
import random
import re
import sys
from pathlib import Path

import pytest
from gluon_opt.dialects.layout import encodings as L
from gluon_opt.dialects.layout.conversions import to_linear_layout
from gluon_opt.dialects.layout.linear import LayoutError
from gluon_opt.tools import gluon_layout
from gluon_opt.tools.cpp_pipeline import CapturedStderr
from xdsl.ir import Attribute
from xdsl.utils.exceptions import ParseError, VerifyException

sys.path.insert(0, str(Path(__file__).parent))
import layout_cases as D  # noqa: E402
from triton._C.libtriton import ir, nvidia  # noqa: E402


def libtriton_print(attrs: list[str], tmp_path: Path) -> list[str]:
    """Let libtriton parse each attribute (as an alias) and return its printed definitions."""
    lines = [f"#a{i} = {text}" for i, text in enumerate(attrs)]
    uses = []
    for i, text in enumerate(attrs):
        if "scales" in text:
            uses.append(f"%v{i} = ub.poison : !ttg.memdesc<128x4xi8, #a{i}, #ttng.tensor_memory>")
        elif "tensor_memory" in text:
            uses.append(
                f"%v{i} = ub.poison : !ttg.memdesc<256x256xf32, #a{i}, #ttng.tensor_memory>"
            )
        elif "shared" in text and "shared_memory" not in text:
            uses.append(f"%v{i} = ub.poison : !ttg.memdesc<64x64xf16, #a{i}, #ttg.shared_memory>")
        else:
            uses.append(f"%v{i} = ub.poison : tensor<64x64xf16, #a{i}>")
    module = "\n".join(lines) + '\nmodule attributes {"ttg.num-ctas" = 4 : i32} {\n'
    module += "  tt.func @f() {\n    " + "\n    ".join(uses) + "\n    tt.return\n  }\n}\n"
    path = tmp_path / "attrs.mlir"
    path.write_text(module)
    ctx = ir.context()
    ir.load_dialects(ctx)
    nvidia.load_dialects(ctx)
    printed = ir.parse_mlir_module(str(path), ctx).str_nodebug()
    found = [m.group(1) for m in re.finditer(r"^#\w+ = (.*)$", printed, re.M)]
    return [t for t in found if t != "#ttg.shared_memory"]  # the memory space's own alias


def assert_round_trip(text: str, tmp_path: Path, libtriton: bool = True) -> Attribute:
    """``text`` parses and prints as written; where ``libtriton``, libtriton prints it so too."""
    attr = L.parse_layout(text)
    assert L.attr_text(attr) == text
    if libtriton:
        assert libtriton_print([text], tmp_path) == [text]
    return attr


def test_print_matches_libtriton_on_random_attributes(tmp_path: Path) -> None:
    rng = random.Random(7)
    attrs = []
    for _ in range(40):
        attrs.append(D.random_blocked(rng, 2))
        attrs.append(D.random_mma(rng, rng.choice([2, 3])))
        enc, _, _ = next(D.swizzled_cases(rng))
        attrs.append(enc)
    for _, enc in zip(range(20), D.nvmma_cases(rng), strict=False):
        attrs.append(enc[0])
    texts = sorted({L.attr_text(a) for a in attrs if getattr(a, "rank", 2) == 2})
    assert sorted(libtriton_print(texts, tmp_path)) == texts


FIXED = [
    "#ttg.linear<{register = [[0, 1], [8, 0]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], "
    "warp = [[16, 0], [32, 0]], block = []}>",
    "#ttg.shared_linear<{offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [1, 8], "
    "[2, 16], [4, 32], [8, 0], [16, 0], [32, 0]]}, alignment = 16>",
    "#ttg.padded_shared<[32:+4, 64:+8] {order = [1, 0], shape = [64, 64]}>",
    "#ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>",
    "#ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 2, CTASplitN = 2>",
    "#ttng.tensor_memory_scales_encoding<>",
    "#ttng.tensor_memory_scales_encoding<CTASplitM = 2>",
    "#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8, "
    "fp4Padded = true}>",
]


@pytest.mark.parametrize("text", FIXED)
def test_round_trip_fixed(text: str, tmp_path: Path) -> None:
    assert_round_trip(text, tmp_path, "tensor_memory" not in text or "scales" in text)


def test_inline_attributes_round_trip() -> None:
    blocked = L.BlockedEncodingAttr.get([1, 4], [4, 8], [4, 1], [1, 0], [[0, 1]])
    mma = L.NvidiaMmaEncodingAttr.get(2, 0, [2, 2], [16, 8])
    for attr in [
        L.SliceEncodingAttr.get(1, blocked),
        L.DotOperandEncodingAttr.get(0, mma, 2),
        L.DotOperandEncodingAttr.get(1, blocked),
        L.SharedMemorySpaceAttr(),
        L.TensorMemorySpaceAttr(),
    ]:
        text = L.attr_text(attr)
        assert L.parse_layout(text) == attr
    assert blocked.mlir_alias_name() == "blocked" and mma.mlir_alias_name() == "mma"
    assert not hasattr(L.SliceEncodingAttr.get(1, blocked), "mlir_alias_name")
    assert L.SharedMemorySpaceAttr().mlir_alias_name() == "smem"


BAD = [
    ("#ttg.blocked<{sizePerThread = [1, 3], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], "
     "order = [1, 0]}>", "Every element in sizePerThread must be a power of two."),
    ("#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], "
     "order = [1, 1]}>", "order must be a permutation of 0..(rank-1), but was [1, 1]"),
    ("#ttg.blocked<{sizePerThread = [1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], "
     "order = [1, 0]}>", "must all have the same rank"),
    ("#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], "
     "order = [1, 0], CGALayout = [[1]]}>", "'CGALayout' entry length does not match rank 2"),
    ("#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], "
     "order = [1, 0], foo = 1}>", "unexpected key: foo"),
    ("#ttg.dot_op<{opIdx = 2, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = "
     "[4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>", "opIdx parameter can be 0 or 1, got: 2"),
    ("#ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, "
     "warpsPerCTA = [4, 1], instrShape = [16, 8]}>}>", "kWidth parameter is mandatory"),
    ("#ttg.slice<{dim = 2, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = "
     "[4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>", "slice dim=2 must be less than"),
    ("#ttg.linear<{register = [[1, 1]], lane = [[1, 0]], warp = [], block = []}>",
     "each base must move in at most one dimension"),
    ("#ttg.linear<{register = [[1]], lane = [], warp = []}>",
     "Expected basis of 'block' not found"),
    ("#ttng.tensor_memory_encoding<blockM = 32, blockN = 64, colStride = 1>",
     "blockM must be 64 or 128 but got 32"),
    ("#ttg.padded_shared<[32:+3] {order = [1, 0], shape = [64, 64]}>",
     "padding values must all be power of two"),
    ("#ttg.swizzled_shared<{vec = -1, perPhase = 1, maxPhase = 1, order = [0]}>",
     "expected an unsigned integer value in vec"),
]  # fmt: skip


@pytest.mark.parametrize("text,message", BAD)
def test_bad_layouts_give_located_errors(text: str, message: str) -> None:
    with pytest.raises(ParseError) as info:
        L.parse_layout(text, "bad.mlir")
    assert message in info.value.msg
    assert str(info.value.span.get_location()).startswith("bad.mlir:1:")


def test_cga_legacy_views() -> None:
    cga = L.CGALayout.get([[0, 1], [0, 0], [1, 0]], 2)
    assert cga.cta_split_num() == (2, 2)
    assert cga.ctas_per_cga() == (2, 4)  # the zero basis doubles the last dim seen (dim1)
    assert cga.cta_order() == (1, 0)
    assert L.CGALayout.get([[0, 0], [1, 0]], 2).ctas_per_cga() == (4, 1)
    assert L.CGALayout.default(3).bases == () and L.CGALayout.default(3).cta_order() == (0, 1, 2)
    rebuilt = L.CGALayout.from_split_params([2, 4], [2, 2], [1, 0])
    assert rebuilt.bases == ((0, 1), (0, 0), (1, 0))  # dim1: 1 split bit, 1 broadcast bit
    assert rebuilt.ctas_per_cga() == (2, 4) and rebuilt.cta_split_num() == (2, 2)
    assert L.CGALayout.from_split_params([1, 4], [1, 4], [1, 0]).bases == ((0, 1), (0, 2))
    assert L.get_shape_per_cta([2, 4], [128, 2]) == [64, 1]
    assert L.get_shape_per_cta([2], [8, 8]) == [8, 4]
    assert L.get_shape_per_cta([1, 2, 2], [8, 8]) == [4, 4]


def test_cga_split_params_direct_bases_equal_linear_layout_products() -> None:
    # from_split_params writes the bases of powers of two directly; the products of 1-D
    # linear layouts it used before (and still uses otherwise) must agree, errors included
    values = (1, 2, 4, 8)
    for rank in (0, 1, 2, 3):
        for order in itertools.permutations(range(rank)):
            for ctas in itertools.product(values, repeat=rank):
                for split in itertools.product(values, repeat=rank):
                    outcomes = []
                    for build in (L.CGALayout.from_split_params, L.CGALayout.from_split_products):
                        try:
                            outcomes.append(build(ctas, split, order).data)
                        except VerifyException as error:
                            outcomes.append(str(error))
                    assert outcomes[0] == outcomes[1], (ctas, split, order)


BLOCKED = (
    "#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], "
    "order = [1, 0], CGALayout = [[0, 1]]}>"
)


def test_cli_json_equals_libtriton(capsys: pytest.CaptureFixture[str]) -> None:
    assert gluon_layout.main([BLOCKED, "--shape", "128x64", "--json"]) == 0
    got = json.loads(capsys.readouterr().out)
    want = D.Oracle().distributed(L.parse_layout(BLOCKED), [128, 64])
    assert got == {"shape": [128, 64], "bases": want}


def test_cli_text_views(capsys: pytest.CaptureFixture[str]) -> None:
    one_cta = BLOCKED.replace(", CGALayout = [[0, 1]]", "")
    assert gluon_layout.main([one_cta, "--shape", "16x16"]) == 0
    out = capsys.readouterr().out
    assert "axis 1: register=1, register=2 -> 4 elements per thread" in out
    assert "axis 0: none" in out
    assert re.search(r"^  \[0, 5\]: r1 t1 w0 b0, r1 t5 w0 b0$", out, re.M)
    assert "t1 w0 b0: r0=[0, 4] r1=[0, 5] r2=[0, 6] r3=[0, 7]" in out


def test_cli_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    assert gluon_layout.main(["#ttg.blocked<{sizePerThread = [1, 1]", "--shape", "4x4"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("<layout>:1:") and "error:" in err and "Traceback" not in err
    assert gluon_layout.main([BLOCKED, "--shape", "16"]) == 1
    assert "rank 2 but the shape has rank 1" in capsys.readouterr().err


# ----- AMD encodings: 3.6.0's TritonGPU dialect parses them on every target -------------

AMD = [
    "#ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [16, 16, 16], "
    "isTransposed = true}>",
    "#ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 16], "
    "isTransposed = false, CGALayout = [[1, 0], [0, 0]], tilesPerWarp = [2, 2], "
    "elementBitWidth = 64}>",
    "#ttg.amd_mfma<{version = 0, warpsPerCTA = [1, 2, 2], instrShape = [4, 64, 4], "
    "isTransposed = false}>",
    "#ttg.amd_wmma<{version = 1, isTranspose = false, warpsPerCTA = [2, 2]}>",
    "#ttg.amd_wmma<{version = 3, isTranspose = true, warpsPerCTA = [1, 4], "
    "CGALayout = [[0, 1]], tilesPerWarp = [1, 2], instrShape = [16, 16, 128]}>",
    "#ttg.amd_rotating_shared<{vec = 8, perPhase = 2, maxPhase = 4, order = [0, 1]}>",
    "#ttg.amd_rotating_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0], "
    "CGALayout = [[0, 1], [1, 0]]}>",
]


@pytest.mark.parametrize("text", AMD)
def test_amd_encodings_print_as_libtriton(text: str, tmp_path: Path) -> None:
    attr = assert_round_trip(text, tmp_path)
    alias = "shared" if "shared" in text else "mma"
    assert attr.mlir_alias_name() == alias


# Written in non-canonical form (defaults spelled out, keys reordered, unknown keys that
# libtriton ignores): our print must still be libtriton's.
AMD_NONCANONICAL = [
    "#ttg.amd_mfma<{isTransposed = false, instrShape = [16, 16, 8], warpsPerCTA = [2, 2], "
    "version = 2, tilesPerWarp = [1, 1, 1], elementBitWidth = 32, someKey = 1}>",
    "#ttg.amd_wmma<{warpsPerCTA = [4, 1], version = 2, instrShape = [16, 16, 16], "
    "tilesPerWarp = [1, 1], isTranspose = false, other = [1]}>",
]


@pytest.mark.parametrize("text", AMD_NONCANONICAL)
def test_amd_encodings_canonical_print(text: str, tmp_path: Path) -> None:
    assert [L.attr_text(L.parse_layout(text))] == libtriton_print([text], tmp_path)


def libtriton_error(attr_text: str, tmp_path: Path) -> str:
    """The first error libtriton reports for a module using the attribute (as an alias)."""
    path = tmp_path / "bad.mlir"
    path.write_text(f"#a = {attr_text}\nmodule {{\n}}\n")
    ctx = ir.context()
    ir.load_dialects(ctx)
    nvidia.load_dialects(ctx)
    with CapturedStderr() as err:  # MLIR writes diagnostics to fd 2
        # Mostly the parse fails; a stray padded_shared key is reported but then ignored.
        with contextlib.suppress(RuntimeError):
            ir.parse_mlir_module(str(path), ctx)
    found = re.search(r": error: (.*)", err.text)
    assert found, err.text
    return found.group(1)


_WMMA = "#ttg.amd_wmma<{{version = {v}, warpsPerCTA = [1, 4]{extra}}}>"
_MFMA = (
    "#ttg.amd_mfma<{{version = {v}, warpsPerCTA = [2, 2], instrShape = [{m}, {n}, 8], "
    "isTransposed = false{extra}}}>"
)
AMD_BAD = [
    _WMMA.format(v=0, extra=""),
    _WMMA.format(v=4, extra=""),
    _WMMA.format(v=1, extra=", instrShape = [16, 16, 32]"),
    _WMMA.format(v=2, extra=", instrShape = [16, 16, 4]"),
    _WMMA.format(v=3, extra=""),
    _WMMA.format(v=1, extra=", isTranspose = 1"),
    _WMMA.format(v=1, extra=", warpsPerCTA = 4"),  # a duplicate key
    "#ttg.amd_wmma<{version = 1, warpsPerCTA = 4}>",
    _WMMA.format(v=1, extra=", CGALayout = [[1]]"),
    _MFMA.format(v=5, m=32, n=32, extra=""),
    _MFMA.format(v=2, m=32, n=16, extra=""),
    _MFMA.format(v=2, m=64, n=64, extra=""),
    _MFMA.format(v=2, m=16, n=16, extra=", elementBitWidth = 16"),
    _MFMA.format(v=2, m=16, n=16, extra=", tilesPerWarp = [-1, 1]"),
    # the first bad entry in key order is reported (MLIR sorts the dictionary)
    _MFMA.format(v=-1, m=16, n=16, extra=", elementBitWidth = true"),
    "#ttg.amd_rotating_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], extra = 1}>",
    "#ttg.dot_op<{opIdx = 0, parent = " + _WMMA.format(v=1, extra="") + ", kWidth = 4}>",
    "#ttg.dot_op<{opIdx = 0, parent = " + _WMMA.format(v=2, extra="") + ", kWidth = 2}>",
    "#ttg.dot_op<{opIdx = 1, parent = "
    + _WMMA.format(v=3, extra=", instrShape = [16, 16, 32]")
    + "}>",
    "#ttg.dot_op<{opIdx = 1, parent = "
    + _WMMA.format(v=3, extra=", instrShape = [16, 16, 32]")
    + ", kWidth = 4}>",
    "#ttg.dot_op<{opIdx = 1, parent = " + _MFMA.format(v=3, m=16, n=16, extra="") + "}>",
    "#ttg.dot_op<{opIdx = 1, parent = #ttg.slice<{dim = 0, parent = "
    + _MFMA.format(v=3, m=16, n=16, extra="")
    + "}>}>",
    "#ttg.padded_shared<[4:+4] {shape = [4], order = [0], kind = 1}>",
]


@pytest.mark.parametrize("text", AMD_BAD)
def test_amd_and_padded_errors_are_libtriton_s(text: str, tmp_path: Path) -> None:
    with pytest.raises(ParseError) as info:
        L.parse_layout(text, "bad.mlir")
    assert info.value.msg == libtriton_error(text, tmp_path)
    assert str(info.value.span.get_location()).startswith("bad.mlir:1:")


def test_padded_stray_key_beside_bases_is_libtriton_s_error(tmp_path: Path) -> None:
    # libtriton reports a stray key beside offset/block and still builds the layout from the
    # bases (a module parse goes on: test_reported_errors.py). Parsing one layout alone has
    # nowhere to keep that error but to raise it, with libtriton's message and column.
    offsets = [[0, 1 << i] for i in range(6)] + [[1 << i, 0] for i in range(6)]
    text = f"#ttg.padded_shared<[2:+1, 4:+2] {{offset = {offsets}, block = [], zeta = 1}}>"
    with pytest.raises(ParseError) as info:
        L.parse_layout(text, "bad.mlir")
    assert info.value.msg == libtriton_error(text, tmp_path) == 'Unexpected attribute "zeta" found'
    # at the closing `>`, where libtriton reports it (compared in test_reported_errors.py)
    assert str(info.value.span.get_location()) == f"bad.mlir:1:{len(text)}"


def test_amd_rotating_shared_has_no_linear_layout() -> None:
    # amd_mfma and amd_wmma have theirs (compared with libtriton in test_layouts_diff.py).
    for text in AMD:
        enc = L.parse_layout(text)
        if "rotating" in text:
            with pytest.raises(LayoutError, match="no linear layout for ttg.amd_rotating_shared"):
                to_linear_layout(enc, [64, 64])
        else:
            assert to_linear_layout(enc, [64] * enc.rank).out_dims


def test_mfma_short_instr_shape_is_an_error_not_an_abort() -> None:
    # libtriton reads instrShape[1] unchecked (an assertion failure); we report it.
    with pytest.raises(ParseError, match="instrShape must give at least"):
        L.parse_layout(_MFMA.format(v=2, m=32, n=32, extra="").replace("[32, 32, 8]", "[32]"))


def test_layouts_that_differ_are_unequal() -> None:
    # Passes dedup and compare encodings by value (e.g. TMA lowering's barrier layout next to
    # a 2-D one); an attribute class whose dataclass lost its parameters would make them equal.
    from gluon_opt.dialects.layout import encodings as L

    pairs = [
        (
            L.SwizzledSharedEncodingAttr.get(1, 1, 1, [0]),
            L.SwizzledSharedEncodingAttr.get(1, 1, 1, [1, 0]),
        ),
        (
            L.AMDRotatingSharedEncodingAttr.get(1, 1, 1, [0]),
            L.AMDRotatingSharedEncodingAttr.get(2, 1, 1, [0]),
        ),
        (
            L.NVMMASharedEncodingAttr.get(128, False, 16),
            L.NVMMASharedEncodingAttr.get(64, False, 16),
        ),
        (
            L.BlockedEncodingAttr.get([1], [32], [4], [0]),
            L.BlockedEncodingAttr.get([2], [32], [4], [0]),
        ),
    ]
    for a, b in pairs:
        assert a != b and L.attr_text(a) != L.attr_text(b)
