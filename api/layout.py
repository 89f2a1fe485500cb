"""Layouts as Python objects: `gluon_opt.layout.Layout`.

    from gluon_opt.layout import Layout
    from triton.experimental.gluon import language as gl

    lay = Layout(gl.BlockedLayout([1, 4], [8, 4], [4, 1], [1, 0]), [64, 64])
    lay = Layout("#ttg.blocked<{...}>", [64, 64])      # or from MLIR text
    print(lay)                   # bases, reductions, who holds each element
    lay                          # in Jupyter: the interactive picture (_repr_html_)
    lay.holders(3, 5)            # [{'register': 1, 'lane': 14, 'warp': 0, 'block': 0}]
    lay.bank_conflicts(gl.NVMMASharedLayout(128, 16), bits=16)
    Layout.tmem_message(gl_tmem_layout, [128, 64], bits=32, num_warps=4)   # tcgen05.ld/st

Gluon layout objects are read field by field (no libtriton call), so a wrong layout gives
the same `LayoutError` / located message as its MLIR text would.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from gluon_opt.dialects.layout import encodings as L
from gluon_opt.dialects.layout.analysis import BankConflicts, bank_conflicts
from gluon_opt.dialects.layout.helpers import tmem_reg_layout
from gluon_opt.dialects.layout.linear import LayoutError, LinearLayout
from gluon_opt.tools.layout_render import (
    MAX_CELLS,
    LayoutView,
    describe,
    draw_png,
    html_fragment,
    html_page,
)
from xdsl.utils.exceptions import ParseError

TEXT_ELEMENTS = 256  # elements listed by print(); `describe(n)` for more


def encoding_of(layout: Any) -> Any:
    """Our encoding attribute for MLIR text, one of our encodings, or a Gluon layout."""
    if isinstance(layout, str):
        try:
            enc = L.parse_layout(layout.strip())
        except ParseError as e:
            raise LayoutError(f"{e.span.get_location()}: {e.msg}") from None
        if not isinstance(enc, L.LayoutEncoding):
            raise LayoutError(f"{layout} is not a layout encoding")
        return enc
    if isinstance(layout, L.LayoutEncoding):
        return layout
    return _from_gluon(layout)


def _cga(obj: Any) -> list[list[int]]:
    return [list(b) for b in (getattr(obj, "cga_layout", None) or [])]


def _split(obj: Any) -> tuple[int, int]:
    split = getattr(obj, "cta_split_num", None) or (1, 1)
    return int(split[0]), int(split[1])


def _from_gluon(obj: Any) -> Any:
    """A Gluon layout object (triton.experimental.gluon.language) as our encoding."""
    kind = type(obj).__name__
    if kind == "BlockedLayout":
        return L.BlockedEncodingAttr.get(
            obj.size_per_thread, obj.threads_per_warp, obj.warps_per_cta, obj.order, _cga(obj)
        )
    if kind == "SliceLayout":
        return L.SliceEncodingAttr.get(obj.dim, _from_gluon(obj.parent))
    if kind == "DotOperandLayout":
        return L.DotOperandEncodingAttr.get(obj.operand_index, _from_gluon(obj.parent), obj.k_width)
    if kind == "NVMMADistributedLayout":
        major, minor = obj.version
        return L.NvidiaMmaEncodingAttr.get(
            major, minor, obj.warps_per_cta, obj.instr_shape, _cga(obj)
        )
    if kind == "DistributedLinearLayout":
        bases = {
            "register": obj.reg_bases,
            "lane": obj.lane_bases,
            "warp": obj.warp_bases,
            "block": obj.block_bases,
        }
        dims = [(f"dim{i}", s) for i, s in enumerate(obj.shape)]
        return L.LinearEncodingAttr.get(LinearLayout(bases, dims, require_surjective=True))
    if kind == "NVMMASharedLayout":
        return L.NVMMASharedEncodingAttr.get(
            obj.swizzle_byte_width, obj.transposed, obj.element_bitwidth, obj.fp4_padded,
            _cga(obj), obj.rank,
        )  # fmt: skip
    if kind == "SwizzledSharedLayout":
        return L.SwizzledSharedEncodingAttr.get(
            obj.vec, obj.per_phase, obj.max_phase, obj.order, _cga(obj)
        )
    if kind == "SharedLinearLayout":
        rank = len(obj.offset_bases[0]) if obj.offset_bases else 0
        ll = LinearLayout.from_bases(
            {"offset": obj.offset_bases, "block": obj.block_bases},
            [f"dim{i}" for i in range(rank)],
        )
        return L.SharedLinearEncodingAttr.get(ll, obj.alignment)
    if kind == "PaddedSharedLayout":
        intervals = [p[0] for p in obj.interval_padding_pairs]
        paddings = [p[1] for p in obj.interval_padding_pairs]
        dims = [(f"dim{i}", s) for i, s in enumerate(obj.shape)]
        ll = LinearLayout({"offset": obj.offset_bases, "block": obj.block_bases}, dims)
        return L.PaddedSharedEncodingAttr.get(intervals, paddings, ll)
    if kind == "TensorMemoryLayout":
        m, n = _split(obj)
        block_m, block_n = obj.block
        return L.TensorMemoryEncodingAttr.get(
            block_m, block_n, obj.col_stride, m, n, bool(obj.two_ctas)
        )
    if kind == "TensorMemoryScalesLayout":
        return L.TensorMemoryScalesEncodingAttr.get(*_split(obj))
    raise LayoutError(f"no layout for a {kind} object")


class Layout:
    """A layout at a tensor shape: prints as text, renders as HTML in Jupyter."""

    def __init__(self, layout: Any, shape: Sequence[int], bits: int | None = None) -> None:
        self.view = LayoutView.of(encoding_of(layout), list(shape), bits)

    @classmethod
    def tmem_message(
        cls,
        tmem_layout: Any,
        shape: Sequence[int],
        bits: int,
        num_warps: int,
        instr_variant: str = "32x32b",
        cga_layout: Sequence[Sequence[int]] = (),
    ) -> Layout:
        """The register layout a tcgen05.ld/st message (`instr_variant`) moves a
        tensor-memory tensor with (Gluon's `get_tmem_reg_layout`)."""
        ll = tmem_reg_layout(
            bits, list(shape), encoding_of(tmem_layout), num_warps, instr_variant, cga_layout
        )
        return cls(L.LinearEncodingAttr.get(ll), shape)

    @property
    def encoding(self) -> Any:
        return self.view.encoding

    @property
    def shape(self) -> list[int]:
        return self.view.shape

    @property
    def linear_layout(self) -> LinearLayout:
        return self.view.ll

    @property
    def bases(self) -> dict[str, list[list[int]]]:
        return self.view.ll.bases_as_lists()

    def holders(self, *coords: int, limit: int = 64) -> list[dict[str, int]]:
        """Who holds the element at `coords` (every in dim: register, lane, warp, block;
        offset, block; or row, col), smallest first."""
        names = self.view.ll.in_dim_names
        return [
            dict(zip(names, idx, strict=True))
            for idx in self.view.index.holders(tuple(coords), limit)
        ]

    def bank_conflicts(self, shared: Any, bits: int | None = None) -> BankConflicts:
        """Bank conflicts of storing this (register) layout into `shared` and loading it
        back: `.libtriton` is Triton's count, `.distinct_words` the count where lanes
        reading the same 32-bit word are free."""
        other = Layout(shared, self.shape)
        width = bits or getattr(other.encoding, "elementBitWidth", None)
        if width is None:
            raise LayoutError("bank_conflicts needs bits= (the element width)")
        return bank_conflicts(self.view.ll, other.view.ll, width)

    def describe(self, max_elements: int = TEXT_ELEMENTS) -> str:
        return describe(self.view, max_elements)

    def save_png(self, path: str, max_cells: int = MAX_CELLS) -> None:
        draw_png(self.view, path, max_cells)

    def save_html(self, path: str, max_cells: int = MAX_CELLS) -> None:
        with open(path, "w", encoding="utf-8") as f:
            f.write(html_page(self.view, max_cells))

    def __str__(self) -> str:
        return self.describe()

    def __repr__(self) -> str:
        return f"Layout({self.view.title!r}, {self.shape})"

    def _repr_html_(self) -> str:
        return html_fragment(self.view)
