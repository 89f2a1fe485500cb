"""How `gluon-layout` and `gluon_opt.layout` show a layout: text, a PNG and an HTML page.

Every view is computed from the layout's bases through `LayoutIndex` and shows at most a
fixed number of elements (`max_elements` for text, a window of `max_cells` for pictures),
so a 4096x4096 tensor costs what a 64x64 one does.
"""

from __future__ import annotations

import html
import json
from collections.abc import Sequence
from dataclasses import dataclass, field

from gluon_opt.dialects.layout import encodings as L
from gluon_opt.dialects.layout.analysis import (
    LayoutIndex,
    abbrev,
    bank_of,
    holder_lines,
    label,
    within_thread_reductions,
)
from gluon_opt.dialects.layout.conversions import to_linear_layout
from gluon_opt.dialects.layout.linear import LayoutError, LinearLayout

MAX_ELEMENTS = 4096  # text lines of each listing
MAX_CELLS = 4096  # cells of a picture (a 64x64 window)
MAX_HOLDERS = 8  # holders listed per element


@dataclass
class LayoutView:
    """A layout at a shape, with its linear layout and what each view needs."""

    encoding: object
    shape: list[int]
    ll: LinearLayout
    bits: int | None = None  # element width, for the banks of a shared layout
    index: LayoutIndex = field(init=False)

    def __post_init__(self) -> None:
        self.index = LayoutIndex(self.ll)
        if self.bits is None and isinstance(self.encoding, L.NVMMASharedEncodingAttr):
            self.bits = self.encoding.elementBitWidth

    @classmethod
    def of(cls, encoding, shape: Sequence[int], bits: int | None = None) -> LayoutView:
        return cls(encoding, list(shape), to_linear_layout(encoding, list(shape)), bits)

    @property
    def kind(self) -> str:
        names = self.ll.in_dim_names
        if "offset" in names:
            return "shared"
        if "row" in names:
            return "tensor-memory"
        return "distributed"

    @property
    def blocks(self) -> int:
        """How many CTAs the layout spans (1 where it has no block dim)."""
        return self.ll.in_dim_size("block") if self.ll.has_in_dim("block") else 1

    @property
    def title(self) -> str:
        return L.attr_text(self.encoding)

    def cell_label(self, idx: Sequence[int]) -> str:
        text = label(self.ll.in_dim_names, idx)
        if self.kind == "shared" and self.bits:
            text += f" (bank {bank_of(idx[0], self.bits)})"
        return text


# ----- text ---------------------------------------------------------------------------


def describe(view: LayoutView, max_elements: int = MAX_ELEMENTS) -> str:
    ll, index = view.ll, view.index
    out = [f"layout: {view.title}", f"shape: {view.shape}"]
    if view.kind == "tensor-memory":
        out.append("tensor memory: row = TMEM lane (the thread that reaches it), col = column")
        split = [getattr(view.encoding, f"CTASplit{d}", 1) for d in "MN"]
        if split != [1, 1]:
            out.append(
                f"CTA split {split[0]}x{split[1]}: 3.6.0's tensor-memory layouts have no block "
                "dimension; the CTAs' parts are col bases"
            )
    if view.kind == "shared" and view.bits:
        out.append(f"element width: {view.bits} bits; bank = (offset * {view.bits} / 32) % 32")
    out += ["", "bases:"]
    for d, bs in ll.bases.items():
        out.append(f"  {d} ({1 << len(bs)}): " + (" ".join(str(list(b)) for b in bs) or "-"))
        for i, b in enumerate(bs):
            out.append(f"    {d}={1 << i:<5} -> {list(b)}")
    if "register" in ll.bases:
        out += ["", "within-thread reductions (register bases moving along one axis only):"]
        for axis, regs in within_thread_reductions(ll).items():
            names = ", ".join(f"register={1 << i}" for i in regs) or "none"
            out.append(f"  axis {axis}: {names} -> {1 << len(regs)} elements per thread")
    count = index.num_elements
    out += ["", f"element -> holders ({count} elements):"]
    total = 1
    for s in view.shape:
        total *= s
    shown = 0
    for coords in index.elements(max_elements):
        holders = index.holders(coords, MAX_HOLDERS)
        text = ", ".join(view.cell_label(h) for h in holders) or "(none)"
        if index.copies > len(holders) and holders:
            text += f", ... ({index.copies} holders)"
        out.append(f"  {list(coords)}: {text}")
        shown += 1
    if shown < total:
        out.append(f"  ... ({total - shown} more; raise --max-elements)")
    out += ["", "holder -> elements:"]
    first = abbrev(ll.in_dim_names[0]) if ll.in_dim_names else ""
    rest_names = ll.in_dim_names[1:]
    holders_total = index.ll.total_in_dim_size // max(1, ll.in_dims[0][1] if ll.in_dims else 1)
    listed = cells_listed = 0
    for holder, cells in holder_lines(index, max_elements):
        names = label(rest_names, holder)
        items = " ".join(f"{first}{r}={list(c)}" for r, c in cells)
        out.append(f"  {names or '(all)'}: {items}")
        listed += 1
        cells_listed += len(cells)
    if cells_listed < index.ll.total_in_dim_size:
        out.append(f"  ... ({holders_total - listed} more holders; raise --max-elements)")
    return "\n".join(out)


# ----- pictures -------------------------------------------------------------------------


def window(shape: Sequence[int], max_cells: int) -> tuple[int, int]:
    """Rows and columns of the top-left window a picture shows (the whole tensor when it
    has at most `max_cells` elements)."""
    if len(shape) > 2:
        raise LayoutError("pictures show 1-D and 2-D layouts only")
    rows, cols = (1, shape[0]) if len(shape) == 1 else (shape[0], shape[1])
    while rows * cols > max_cells:
        if cols >= rows and cols > 1:
            cols //= 2
        else:
            rows //= 2
    return rows, cols


@dataclass
class Grid:
    """The first holder of each cell of a window, and how many holders each cell has."""

    rows: int
    cols: int
    holder: list[list[tuple[int, ...] | None]]
    copies: int


def grid(view: LayoutView, max_cells: int = MAX_CELLS) -> Grid:
    rows, cols = window(view.shape, max_cells)
    index = view.index
    one_d = len(view.shape) == 1
    holder = []
    for r in range(rows):
        line = []
        for c in range(cols):
            first = index.first_holder((c,) if one_d else (r, c))
            line.append(None if first is None else index.unflatten_in(first))
        holder.append(line)
    return Grid(rows, cols, holder, index.copies)


def _colour_dim(view: LayoutView) -> str:
    names = view.ll.in_dim_names
    for d in ("warp", "row"):
        if d in names:
            return d
    return names[-1] if names else ""


def _colour_key(view: LayoutView, idx: Sequence[int]) -> int:
    """What a cell's colour shows: the warp (block-major) of a register layout, the bank of
    a shared layout, the TMEM lane quarter (row // 32) of a tensor-memory layout."""
    names = view.ll.in_dim_names
    if view.kind == "shared":
        return bank_of(idx[0], view.bits or 32)
    if view.kind == "tensor-memory":
        return idx[names.index("row")] // 32
    key = idx[names.index("warp")] if "warp" in names else 0
    if "block" in names:
        key += idx[names.index("block")] * view.ll.in_dim_size("warp")
    return key


# A palette readable behind black text (Tableau 20, light and dark alternating).
PALETTE = [
    "#aec7e8", "#ffbb78", "#98df8a", "#ff9896", "#c5b0d5", "#c49c94", "#f7b6d2", "#dbdb8d",
    "#9edae5", "#d9d9d9", "#6baed6", "#fd8d3c", "#74c476", "#f768a1", "#9e9ac8", "#bcbd22",
    "#17becf", "#e377c2", "#bdbdbd", "#8c6d31", "#e7ba52", "#ce6dbd", "#de9ed6", "#a55194",
    "#637939", "#8ca252", "#b5cf6b", "#cedb9c", "#8c564b", "#e7969c", "#7b4173", "#ad494a",
]  # fmt: skip


def colour_legend(view: LayoutView) -> str:
    return {
        "shared": f"colour = bank ({view.bits or 32}-bit elements)",
        "tensor-memory": "colour = TMEM lane quarter (row // 32, the warp that can reach it)",
    }.get(view.kind, "colour = warp" + (" (block-major)" if view.ll.has_in_dim("block") else ""))


def _short_label(view: LayoutView, idx: Sequence[int]) -> tuple[str, str]:
    """Two lines of a cell: the thread (or offset/row) and the register (or column)."""
    names = view.ll.in_dim_names
    parts = dict(zip(names, idx, strict=True))
    block = f" b{parts['block']}" if view.blocks > 1 else ""
    if view.kind == "shared":
        return f"o{parts['offset']}", f"k{bank_of(parts['offset'], view.bits or 32)}{block}"
    if view.kind == "tensor-memory":
        return f"row{parts['row']}", f"col{parts['col']}"
    warp = f" w{parts['warp']}" if "warp" in parts else ""
    return f"t{parts.get('lane', 0)}{warp}", f"r{parts.get('register', 0)}{block}"


def draw_png(view: LayoutView, path: str, max_cells: int = MAX_CELLS) -> None:
    """A grid of the tensor (its top-left window if large): one colour per warp (or bank),
    lines between threads' groups, and labels where they fit at 100% zoom."""
    from PIL import Image, ImageDraw, ImageFont

    g = grid(view, max_cells)
    font = ImageFont.load_default(size=11)
    small = ImageFont.load_default(size=10)
    # Wide enough for "t31 w7" / "r127 b3" in the small font when the grid is small.
    probe = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    widest = max(
        probe.textlength(t, font=small)
        for r in range(g.rows)
        for c in range(g.cols)
        if g.holder[r][c] is not None
        for t in _short_label(view, g.holder[r][c])
    ) if g.rows * g.cols <= 1024 else 0  # fmt: skip
    cell_w = int(widest + 6) if widest and widest + 6 <= 64 else 14
    cell_h = 28 if cell_w > 14 else 14
    labelled = cell_w > 14
    left, top = 44, 72
    legend_w = 190
    width = left + g.cols * cell_w + 12 + legend_w
    height = max(top + g.rows * cell_h + 30, top + 200)
    image = Image.new("RGB", (width, height), "white")
    draw = ImageDraw.Draw(image)
    title = view.title if len(view.title) <= 150 else view.title[:147] + "..."
    draw.text((8, 6), title, fill="black", font=small)
    shown = f"rows 0-{g.rows - 1}, cols 0-{g.cols - 1} of {view.shape}" if (
        g.rows * g.cols < _size(view.shape)) else f"shape {view.shape}"  # fmt: skip
    note = f"{shown}; {colour_legend(view)}"
    if g.copies > 1:
        note += f"; each element has {g.copies} holders (first shown)"
    draw.text((8, 22), note, fill="black", font=small)
    if labelled:
        draw.text((8, 38), "label: " + _label_legend(view), fill="black", font=small)
    else:
        note = "lines and labels: one run of a thread's elements"
        draw.text((8, 38), note, fill="black", font=small)
    keys: dict[int, int] = {}
    for r in range(g.rows):
        for c in range(g.cols):
            idx = g.holder[r][c]
            x0, y0 = left + c * cell_w, top + r * cell_h
            if idx is None:
                draw.rectangle((x0, y0, x0 + cell_w - 1, y0 + cell_h - 1), fill="white")
                continue
            key = _colour_key(view, idx)
            keys[key] = keys.get(key, 0) + 1
            colour = PALETTE[key % len(PALETTE)]
            draw.rectangle((x0, y0, x0 + cell_w - 1, y0 + cell_h - 1), fill=colour)
            if labelled:
                a, b = _short_label(view, idx)
                draw.text((x0 + 3, y0 + 2), a, fill="black", font=small)
                draw.text((x0 + 3, y0 + 14), b, fill="#333333", font=small)
    # Group lines: a darker line where the thread (or bank) changes between neighbours.
    for r in range(g.rows):
        for c in range(g.cols):
            idx = g.holder[r][c]
            x0, y0 = left + c * cell_w, top + r * cell_h
            if c + 1 < g.cols and _group(view, idx) != _group(view, g.holder[r][c + 1]):
                draw.line((x0 + cell_w - 1, y0, x0 + cell_w - 1, y0 + cell_h - 1), fill="#555555")
            if r + 1 < g.rows and _group(view, idx) != _group(view, g.holder[r + 1][c]):
                draw.line((x0, y0 + cell_h - 1, x0 + cell_w - 1, y0 + cell_h - 1), fill="#555555")
    if not labelled:
        _label_runs(view, g, draw, small, left, top, cell_w, cell_h)
    # Axis ticks every 8 cells (every cell when there is room).
    step = 1 if cell_w >= 28 else 8
    for c in range(0, g.cols, step):
        draw.text((left + c * cell_w + 1, top - 13), str(c), fill="black", font=small)
    for r in range(0, g.rows, 1 if cell_h >= 20 else 4):
        draw.text((4, top + r * cell_h + (cell_h - 10) // 2), str(r), fill="black", font=small)
    lx = left + g.cols * cell_w + 12
    ly = top
    heading = colour_legend(view).split(" (")[0].replace("colour = ", "")
    draw.text((lx, ly), heading, fill="black", font=font)
    for n, key in enumerate(sorted(keys)[:12]):
        y = ly + 18 + n * 15
        draw.rectangle((lx, y, lx + 12, y + 11), fill=PALETTE[key % len(PALETTE)])
        draw.text((lx + 18, y - 1), _key_name(view, key), fill="black", font=small)
    if len(keys) > 12:
        draw.text((lx, ly + 18 + 12 * 15), f"... {len(keys) - 12} more", fill="black", font=small)
    image.save(path, format="PNG", compress_level=6)


def _label_runs(view: LayoutView, g: Grid, draw, font, left, top, cell_w, cell_h) -> None:
    """Cells too small for a label: name each run of one group (a thread's consecutive
    elements of a row) where the run is wide enough for it."""
    for r in range(g.rows):
        c = 0
        while c < g.cols:
            idx = g.holder[r][c]
            end = c + 1
            while end < g.cols and _group(view, g.holder[r][end]) == _group(view, idx):
                end += 1
            if idx is not None:
                text = _short_label(view, idx)[0].split(" ")[0]
                width = (end - c) * cell_w
                if draw.textlength(text, font=font) + 4 <= width:
                    x = left + c * cell_w + (width - draw.textlength(text, font=font)) / 2
                    draw.text((x, top + r * cell_h + 1), text, fill="black", font=font)
            c = end


def _size(shape: Sequence[int]) -> int:
    total = 1
    for s in shape:
        total *= s
    return total


def _label_legend(view: LayoutView) -> str:
    if view.kind == "shared":
        return "o = offset, k = bank" + (", b = block" if view.blocks > 1 else "")
    if view.kind == "tensor-memory":
        return "row (TMEM lane), col (column)"
    block = ", b = block (CTA)" if view.blocks > 1 else ""
    return f"t = thread (lane), w = warp, r = register{block}"


def _key_name(view: LayoutView, key: int) -> str:
    if view.kind == "shared":
        return f"bank {key}"
    if view.kind == "tensor-memory":
        return f"rows {32 * key}-{32 * key + 31}"
    if view.blocks > 1:
        warps = view.ll.in_dim_size("warp")
        return f"block {key // warps} warp {key % warps}"
    return f"warp {key}"


def _group(view: LayoutView, idx: Sequence[int] | None) -> tuple:
    """Cells of one group share a thread (register layouts), a bank line (shared) or a
    TMEM lane (tensor memory)."""
    if idx is None:
        return ()
    if view.kind == "shared":
        return (idx[0] * (view.bits or 32) // 1024, *idx[1:])
    return tuple(idx[1:])


# ----- HTML ---------------------------------------------------------------------------


def _per_cell(g: Grid, f, empty) -> list[list]:
    return [[f(h) if h is not None else empty for h in line] for line in g.holder]


def _page_data(view: LayoutView, max_cells: int) -> dict:
    g = grid(view, max_cells)
    ll = view.ll
    reductions = within_thread_reductions(ll) if "register" in ll.bases else {}
    holders = sorted({h for line in g.holder for h in line if h is not None})
    # What each holder (thread; block of a shared layout) keeps in the window.
    reverse = []
    by_thread: dict[tuple, list] = {}
    for r in range(g.rows):
        for c in range(g.cols):
            h = g.holder[r][c]
            if h is not None:
                by_thread.setdefault(tuple(h[1:]), []).append((h[0], r, c))
    for thread in sorted(by_thread, key=lambda t: tuple(reversed(t))):
        reverse.append([list(thread), sorted(by_thread[thread])])
    return {
        "title": view.title,
        "shape": view.shape,
        "kind": view.kind,
        "rows": g.rows,
        "cols": g.cols,
        "copies": g.copies,
        "dims": ll.in_dim_names,
        "cells": _per_cell(g, list, None),
        "colour": _per_cell(g, lambda h: _colour_key(view, h), -1),
        "short": _per_cell(g, lambda h: list(_short_label(view, h)), ["", ""]),
        "bank": _per_cell(g, lambda h: bank_of(h[0], view.bits), -1)
        if view.kind == "shared" and view.bits else None,
        "reductions": {str(axis): [1 << i for i in regs] for axis, regs in reductions.items()},
        "reverse": reverse,
        "holders_in_window": len(holders),
        "legend": colour_legend(view),
        "label_legend": _label_legend(view),
        "palette": PALETTE,
    }  # fmt: skip


_STYLE = """
.gluon-layout { font: 13px sans-serif; color: #111; }
.gluon-layout h1 { font-size: 14px; font-family: monospace; font-weight: normal;
  word-break: break-all; }
.gluon-layout .controls { margin: 8px 0; }
.gluon-layout .controls label { margin-right: 14px; }
.gluon-layout table.grid { border-collapse: collapse; }
.gluon-layout table.grid td { border: 1px solid #fff; padding: 1px 3px; font: 10px monospace;
  text-align: center; min-width: 34px; height: 26px; line-height: 12px; }
.gluon-layout table.grid th { font: 10px monospace; color: #555; font-weight: normal; }
.gluon-layout table.grid td.hl { outline: 2px solid #000; outline-offset: -2px; }
.gluon-layout table.grid td.gr { border-right: 2px solid #222; }
.gluon-layout table.grid td.gb { border-bottom: 2px solid #222; }
.gluon-layout table.rev td { border: 1px solid #ccc; font: 10px monospace; padding: 1px 4px; }
.gluon-layout .tip { position: fixed; background: #ffffe0; border: 1px solid #888; padding: 4px 8px;
  font: 12px monospace; white-space: pre; display: none; pointer-events: none; }
.gluon-layout .info { font: 12px monospace; white-space: pre; min-height: 3em; }
"""

_SCRIPT = r"""
(function () {
  // Everything is looked up inside this picture's own box: a notebook may show several.
  const box = document.currentScript ? document.currentScript.closest('.gluon-layout')
    : [...document.querySelectorAll('.gluon-layout:not([data-ready])')].pop();
  const $ = sel => box.querySelector(sel);
  const D = JSON.parse($('.layout-data').textContent);
  const root = $('.layout-root');
  const tip = $('.tip');
  const info = $('.info');
  const names = {register: 'register', lane: 'thread (lane)', warp: 'warp', block: 'block (CTA)',
                 offset: 'offset', row: 'row (TMEM lane)', col: 'column'};
  function describe(r, c) {
    const h = D.cells[r][c];
    const at = D.shape.length === 1 ? '[' + c + ']' : '[' + r + ', ' + c + ']';
    if (!h) return 'element ' + at + ': not held';
    let s = 'element ' + at + '\n';
    D.dims.forEach((d, i) => { s += '  ' + (names[d] || d) + ': ' + h[i] + '\n'; });
    if (D.bank) s += '  bank: ' + D.bank[r][c] + '\n';
    if (D.copies > 1) s += '  (' + D.copies + ' holders; the first is shown)\n';
    return s.trimEnd();
  }
  function groupKey(r, c, axis) {
    const h = D.cells[r] && D.cells[r][c];
    if (!h) return null;
    if (axis === 'none' || D.kind !== 'distributed') return null;
    let mask = 0;
    (D.reductions[axis] || []).forEach(b => { mask |= b; });
    return h.slice(1).join(',') + '/' + (h[0] & ~mask);
  }
  function renderGrid(axis) {
    const t = document.createElement('table');
    t.className = 'grid';
    const head = t.insertRow();
    head.appendChild(document.createElement('th'));
    for (let c = 0; c < D.cols; c++) {
      const th = document.createElement('th'); th.textContent = c; head.appendChild(th);
    }
    for (let r = 0; r < D.rows; r++) {
      const tr = t.insertRow();
      const th = document.createElement('th'); th.textContent = r; tr.appendChild(th);
      for (let c = 0; c < D.cols; c++) {
        const td = tr.insertCell();
        const k = D.colour[r][c];
        td.style.background = k < 0 ? '#fff' : D.palette[k % D.palette.length];
        td.innerHTML = D.short[r][c][0] + '<br>' + D.short[r][c][1];
        td.dataset.r = r; td.dataset.c = c;
        const g = groupKey(r, c, axis);
        if (g !== null) {
          td.dataset.group = g;
          if (c + 1 < D.cols && groupKey(r, c + 1, axis) !== g) td.classList.add('gr');
          if (r + 1 < D.rows && groupKey(r + 1, c, axis) !== g) td.classList.add('gb');
        }
        td.addEventListener('mouseenter', ev => hover(r, c, ev));
        td.addEventListener('mouseleave', () => { tip.style.display = 'none'; });
      }
    }
    return t;
  }
  function renderReverse() {
    const t = document.createElement('table');
    t.className = 'rev';
    const head = t.insertRow();
    const dims = D.dims.slice(1);
    head.innerHTML = '<th>' + dims.map(d => names[d] || d).join(' / ') + '</th><th>' +
      (names[D.dims[0]] || D.dims[0]) + ' -> element</th>';
    D.reverse.forEach(([thread, items]) => {
      const tr = t.insertRow();
      tr.insertCell().textContent = thread.join(' / ');
      tr.insertCell().textContent = items.map(([reg, r, c]) => D.dims[0][0] + reg + '=' +
        (D.shape.length === 1 ? '[' + c + ']' : '[' + r + ', ' + c + ']')).join('  ');
    });
    return t;
  }
  function hover(r, c, ev) {
    const text = describe(r, c);
    info.textContent = text;
    tip.textContent = text;
    tip.style.display = 'block';
    if (ev) { tip.style.left = (ev.clientX + 14) + 'px'; tip.style.top = (ev.clientY + 14) + 'px'; }
    root.querySelectorAll('td.hl').forEach(e => e.classList.remove('hl'));
    const cell = root.querySelector('td[data-r="' + r + '"][data-c="' + c + '"]');
    if (cell && cell.dataset.group) {
      root.querySelectorAll('td[data-group="' + cell.dataset.group + '"]')
        .forEach(e => e.classList.add('hl'));
    } else if (cell) { cell.classList.add('hl'); }
  }
  function render() {
    const reverse = $('.reverse').checked;
    const axis = $('.axis').value;
    root.textContent = '';
    root.appendChild(reverse ? renderReverse() : renderGrid(axis));
    box.dataset.view = reverse ? 'reverse' : 'grid';
  }
  $('.reverse').addEventListener('change', render);
  $('.axis').addEventListener('change', render);
  // State from the address (#reverse, #axis=1, #hover=R,C): links and tests use it.
  const hash = new URLSearchParams(location.hash.slice(1));
  if (hash.has('reverse')) $('.reverse').checked = true;
  if (hash.has('axis')) $('.axis').value = hash.get('axis');
  render();
  if (hash.has('hover')) {
    const [r, c] = hash.get('hover').split(',').map(Number);
    hover(r, c, null);
  }
  box.dataset.ready = '1';
})();
"""


def html_fragment(view: LayoutView, max_cells: int = MAX_CELLS, page: bool = False) -> str:
    """The interactive picture: a grid of the tensor (hover a cell for its holders), a
    switch to the reverse view (what each thread holds) and the within-thread reduction
    groups of an axis marked. Self-contained: no network, no server."""
    data = _page_data(view, max_cells)
    axes = "".join(
        f'<option value="{a}">reduction groups along axis {a}</option>' for a in data["reductions"]
    )
    shown = (
        f"rows 0-{data['rows'] - 1}, cols 0-{data['cols'] - 1} of {view.shape}"
        if data["rows"] * data["cols"] < _size(view.shape)
        else f"shape {view.shape}"
    )
    payload = json.dumps(data).replace("</", "<\\/")
    return f"""<div class="gluon-layout">
<style>{_STYLE}</style>
<h1>{html.escape(view.title)}</h1>
<div>{html.escape(shown)}; {html.escape(data["legend"])}; label: {html.escape(data["label_legend"])}</div>
<div class="controls">
<label><input type="checkbox" class="reverse"> reverse view (what each {"thread" if view.kind == "distributed" else "holder"} holds)</label>
<label><select class="axis"><option value="none">no reduction groups</option>{axes}</select></label>
</div>
<div class="info"></div>
<div class="layout-root"></div>
<div class="tip"></div>
<script type="application/json" class="layout-data">{payload}</script>
<script>{_SCRIPT}</script>
</div>"""  # noqa: E501


def html_page(view: LayoutView, max_cells: int = MAX_CELLS) -> str:
    return (
        '<!DOCTYPE html>\n<html><head><meta charset="utf-8">'
        f"<title>{html.escape(view.title[:80])}</title></head>\n<body>\n"
        f"{html_fragment(view, max_cells)}\n</body></html>\n"
    )
