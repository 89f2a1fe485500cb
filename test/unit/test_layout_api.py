"""`gluon_opt.layout.Layout`: from Gluon layout objects and from text, as text and HTML."""

from __future__ import annotations

import re

import pytest
from gluon_opt.dialects.layout import encodings as L
from gluon_opt.dialects.layout.linear import LayoutError
from gluon_opt.layout import Layout, encoding_of

pytest.importorskip("triton._C.libtriton")
from triton.experimental.gluon import language as gl  # noqa: E402
from triton.experimental.gluon.language.nvidia.blackwell import (  # noqa: E402
    TensorMemoryLayout,
    TensorMemoryScalesLayout,
)

BLOCKED = gl.BlockedLayout([1, 4], [8, 4], [4, 1], [1, 0])
MMA = gl.NVMMADistributedLayout([3, 0], [4, 1], [16, 64, 16])

DISTRIBUTED = [
    (BLOCKED, [64, 64]),
    (gl.BlockedLayout([2, 1], [4, 8], [2, 2], [0, 1], [[1, 0]]), [32, 32]),
    (gl.SliceLayout(1, BLOCKED), [64]),
    (MMA, [128, 64]),
    (gl.DotOperandLayout(0, MMA, 2), [128, 64]),
    (gl.DistributedLinearLayout([[0, 1]], [[0, 2], [1, 0], [2, 0], [4, 0], [8, 0]],
                                [[16, 0]], [], [32, 4]), [32, 4]),
]  # fmt: skip
SHARED = [
    (gl.NVMMASharedLayout(128, 16), [64, 64]),
    (gl.NVMMASharedLayout(64, 8, transposed=True, cga_layout=[[0, 1]]), [64, 128]),
    (gl.SwizzledSharedLayout(8, 1, 8, [1, 0]), [64, 64]),
    (gl.SharedLinearLayout([[0, 1], [0, 2], [1, 0], [2, 0]]), [4, 4]),
    (gl.PaddedSharedLayout.with_identity_for([[32, 4]], [64, 64], [1, 0]), [64, 64]),
]
TMEM = [
    (TensorMemoryLayout((128, 64), 1), [128, 128]),
    (TensorMemoryLayout((64, 32), 2, (1, 2)), [64, 64]),
    (TensorMemoryScalesLayout(), [128, 8]),
]


@pytest.fixture(scope="module")
def builder():
    from triton._C.libtriton import gluon_ir, ir, nvidia

    ctx = ir.context()
    ir.load_dialects(ctx)
    nvidia.load_dialects(ctx)
    yield gluon_ir.GluonOpBuilder(ctx)  # the builder does not keep its context alive
    del ctx


def libtriton_encoding(builder, obj, shape: list[int], memory: str):
    """The encoding libtriton builds from the Gluon object, read back from its type text."""
    attr = obj._to_ir(builder)
    f32 = builder.get_float_ty()
    if memory == "registers":
        ty = builder.get_distributed_ty(f32, shape, attr)
    elif memory == "shared":
        ty = builder.get_shared_mem_desc_ty(f32, shape, attr, shape)
    else:  # an element type the tensor-memory layout accepts
        elt = {1: f32, 2: builder.get_half_ty()}.get(getattr(obj, "col_stride", 0))
        ty = builder.get_tensor_mem_desc_ty(elt or builder.get_int8_ty(), shape, attr, shape)
    text = str(ty)
    found = re.match(r"^(?:tensor|!ttg\.memdesc)<[^,]*, (#.*?)(?:, #tt\w*\.\w+_memory.*)?>$", text)
    assert found, text
    return L.parse_layout(found.group(1))


@pytest.mark.parametrize(
    "obj, shape, memory",
    [(o, s, "registers") for o, s in DISTRIBUTED]
    + [(o, s, "shared") for o, s in SHARED]
    + [(o, s, "tensor memory") for o, s in TMEM],
    ids=lambda x: type(x).__name__ if not isinstance(x, list | str) else "",
)
def test_gluon_objects_give_libtritons_encoding(builder, obj, shape, memory) -> None:
    assert encoding_of(obj) == libtriton_encoding(builder, obj, shape, memory)


@pytest.mark.parametrize("obj, shape", DISTRIBUTED)
def test_gluon_objects_give_libtritons_bases(builder, obj, shape) -> None:
    want = builder.to_linear_layout(obj._to_ir(builder), shape)
    got = Layout(obj, shape).bases
    assert got == {
        "register": want.reg_bases,
        "lane": want.lane_bases,
        "warp": want.warp_bases,
        "block": want.block_bases,
    }


def test_text_and_objects_agree() -> None:
    text = (
        "#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], "
        "order = [1, 0]}>"
    )
    a, b = Layout(BLOCKED, [64, 64]), Layout(text, [64, 64])
    assert a.bases == b.bases
    assert str(a) == str(b)
    assert repr(a) == f"Layout({text!r}, [64, 64])"
    # thread t holds columns 4(t % 4)..+3 of row t // 4: element [3, 5] is lane 13, register 1
    assert a.holders(3, 5) == [{"register": 1, "lane": 13, "warp": 0, "block": 0}]
    assert "element -> holders (4096 elements):" in str(a)
    assert "  [3, 5]: r1 t13 w0 b0" in str(a).splitlines()


def test_repr_html_is_a_self_contained_fragment() -> None:
    html = Layout(MMA, [64, 64])._repr_html_()
    assert html.startswith('<div class="gluon-layout">')
    assert "<script>" in html and "http" not in html.replace("http-equiv", "")
    assert 'class="layout-data"' in html


def test_bank_conflicts_and_tmem_message() -> None:
    got = Layout(BLOCKED, [64, 64]).bank_conflicts(gl.NVMMASharedLayout(128, 16))
    assert got.vector == 4  # 4 consecutive 16-bit elements per thread: one 64-bit access
    msg = Layout.tmem_message(TensorMemoryLayout((128, 64), 1), [128, 64], 32, 4)
    # 32x32b: thread t of warp w reads TMEM row 32w + t, a column per register
    assert msg.holders(37, 5) == [{"register": 5, "lane": 5, "warp": 1, "block": 0}]


def test_bad_layouts_raise_layout_errors() -> None:
    with pytest.raises(LayoutError):
        Layout("#ttg.blocked<{sizePerThread = [1]", [4])
    with pytest.raises(LayoutError):
        Layout(gl.AutoLayout(), [4])
