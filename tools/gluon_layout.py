"""`gluon-layout`: explain a Triton layout encoding.

    gluon-layout '#ttg.blocked<{sizePerThread = [1, 4], ...}>' --shape 128x64
    gluon-layout LAYOUT --shape 128x64 --json
    gluon-layout LAYOUT --shape 64x64 --png layout.png

Prints the linear layout's bases (exactly libtriton's), which register/lane/warp/block holds
each element, the reverse view (what each thread holds), and the register bases that form a
reduction inside one thread along each axis. LAYOUT is the MLIR text of the attribute, or
`@FILE` to read it from a file, or `-` for stdin.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from collections.abc import Sequence

from gluon_opt.dialects import layouts as L
from gluon_opt.dialects.linear_layout import LayoutError, LinearLayout, to_linear_layout
from xdsl.utils.exceptions import ParseError

# How each kind of layout names the hardware resources, fastest first.
_ABBREV = {
    "register": "r",
    "lane": "t",
    "warp": "w",
    "block": "b",
    "offset": "o",
    "row": "row",
    "col": "col",
}


def parse_shape(text: str) -> list[int]:
    try:
        shape = [int(s) for s in text.lower().split("x")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"bad shape '{text}': expected e.g. 128x64") from None
    if not shape or any(s <= 0 for s in shape):
        raise argparse.ArgumentTypeError(f"bad shape '{text}': sizes must be positive")
    return shape


def within_thread_reductions(ll: LinearLayout) -> dict[int, list[int]]:
    """Per axis, the register bases that move only along that axis.

    Reducing a tensor along axis d can combine these registers without any data leaving the
    thread (a partial reduce); the other register bases hold independent elements.
    """
    ret: dict[int, list[int]] = {d: [] for d in range(ll.num_out_dims)}
    for i, b in enumerate(ll.bases.get("register", ())):
        moved = [d for d, v in enumerate(b) if v]
        if len(moved) == 1:
            ret[moved[0]].append(i)
    return ret


def ownership(ll: LinearLayout) -> dict[tuple[int, ...], list[tuple[int, ...]]]:
    """Element coordinates -> every (in-dim indices...) that holds it."""
    in_dims = ll.in_dims
    owners: dict[tuple[int, ...], list[tuple[int, ...]]] = defaultdict(list)
    sizes = [s for _, s in in_dims]
    total = 1
    for s in sizes:
        total *= s
    for flat in range(total):
        idx = []
        rest = flat
        for s in sizes:
            idx.append(rest % s)
            rest //= s
        coords = ll.apply_flat(**dict(zip((d for d, _ in in_dims), idx, strict=True)))
        owners[coords].append(tuple(idx))
    return owners


def _label(ll: LinearLayout, idx: tuple[int, ...]) -> str:
    return " ".join(f"{_ABBREV.get(d, d)}{i}" for (d, _), i in zip(ll.in_dims, idx, strict=True))


def describe(enc, shape: Sequence[int], ll: LinearLayout, max_elements: int) -> str:
    out = [f"layout: {L.attr_text(enc)}", f"shape: {list(shape)}", "", "bases:"]
    for d, bs in ll.bases.items():
        out.append(f"  {d} ({1 << len(bs)}): " + (" ".join(str(list(b)) for b in bs) or "-"))
        for i, b in enumerate(bs):
            out.append(f"    {d}={1 << i:<5} -> {list(b)}")
    reductions = within_thread_reductions(ll)
    if "register" in ll.bases:
        out += ["", "within-thread reductions (register bases moving along one axis only):"]
        for axis, regs in reductions.items():
            names = ", ".join(f"register={1 << i}" for i in regs) or "none"
            out.append(f"  axis {axis}: {names} -> {1 << len(regs)} elements per thread")
    owners = ownership(ll)
    count = len(owners)
    out += ["", f"element -> holders ({count} elements):"]
    for n, coords in enumerate(sorted(owners)):
        if n >= max_elements:
            out.append(f"  ... ({count - max_elements} more; raise --max-elements)")
            break
        holders = ", ".join(_label(ll, idx) for idx in owners[coords])
        out.append(f"  {list(coords)}: {holders}")
    out += ["", "holder -> elements:"]
    in_dims = ll.in_dims
    by_holder: dict[tuple[int, ...], list[tuple[int, tuple[int, ...]]]] = defaultdict(list)
    for coords, idxs in owners.items():
        for idx in idxs:
            by_holder[idx[1:]].append((idx[0], coords))
    first = in_dims[0][0] if in_dims else ""
    shown = 0
    for holder in sorted(by_holder, key=lambda h: tuple(reversed(h))):
        if shown >= max_elements:
            out.append(f"  ... ({len(by_holder) - shown} more holders)")
            break
        names = " ".join(
            f"{_ABBREV.get(d, d)}{i}" for (d, _), i in zip(in_dims[1:], holder, strict=True)
        )
        items = sorted(by_holder[holder])
        cells = " ".join(f"{_ABBREV.get(first, first)}{r}={list(c)}" for r, c in items)
        out.append(f"  {names or '(all)'}: {cells}")
        shown += 1
    return "\n".join(out)


def first_holders(ll: LinearLayout, shape: Sequence[int]):
    """Vectorised ownership of a 2-D layout: per element, its first holder's index in each
    in dim (register fastest, as `ownership` lists them) and how many holders it has.

    Returns (holder, count): holder[d] is a rows x cols array for each in dim d."""
    import numpy as np

    rows, cols = shape
    in_dims = ll.in_dims
    total = 1
    for _, size in in_dims:
        total *= size
    flat = np.arange(total, dtype=np.int64)
    out = np.zeros((2, total), dtype=np.int64)
    shift = 0
    for d, size in in_dims:
        idx = (flat >> shift) & (size - 1)
        for bit, basis in enumerate(ll.bases[d]):
            on = (idx >> bit) & 1
            out[0] ^= on * basis[0]
            out[1] ^= on * basis[1]
        shift += size.bit_length() - 1
    cell = out[0] * cols + out[1]
    first = np.full(rows * cols, total, dtype=np.int64)
    np.minimum.at(first, cell, flat)
    count = np.bincount(cell, minlength=rows * cols).reshape(rows, cols)
    holder = {}
    shift = 0
    for d, size in in_dims:
        holder[d] = ((first >> shift) & (size - 1)).reshape(rows, cols)
        shift += size.bit_length() - 1
    return holder, count


def draw_png(enc, shape: Sequence[int], ll: LinearLayout, path: str) -> None:
    """Grid of a 2-D tensor: colour = warp, label = thread (lane) and register.

    matplotlib draws the frame (colours, axes, legend, title); the cell labels are then
    written onto the rendered image with Pillow (matplotlib's own text artists cost ~3 ms
    each, which made a 64x64 picture take many seconds)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np
    from matplotlib.colors import ListedColormap
    from matplotlib.font_manager import FontProperties, findfont
    from matplotlib.patches import Patch
    from PIL import Image, ImageDraw, ImageFont

    if len(shape) != 2:
        raise LayoutError("--png draws 2-D layouts only")
    rows, cols = shape
    holder, count = first_holders(ll, shape)
    names = ll.in_dim_names
    color_dim = "warp" if "warp" in names else names[-1]
    text_dims = [d for d in names if d not in (color_dim, "block", names[0])]
    n_colors = ll.in_dim_size(color_dim)
    cmap = plt.get_cmap("tab20" if n_colors > 10 else "tab10")
    dpi, cell = 170, 0.5
    width, height = max(4, cols * cell + 1.5), max(3, rows * cell * 0.62 + 1.5)
    fig, ax = plt.subplots(figsize=(width, height), dpi=dpi)
    palette = ListedColormap([cmap(i % 20) for i in range(n_colors)])
    ax.pcolormesh(
        np.arange(cols + 1), np.arange(rows + 1), holder[color_dim], cmap=palette,
        vmin=-0.5, vmax=n_colors - 0.5, edgecolors="white", linewidth=0.4,
    )  # fmt: skip
    ax.set_xlim(0, cols)
    ax.set_ylim(rows, 0)
    ax.set_aspect(0.62)
    ax.set_xticks([c + 0.5 for c in range(0, cols, max(1, cols // 16))])
    ax.set_xticklabels([str(c) for c in range(0, cols, max(1, cols // 16))], fontsize=6)
    ax.set_yticks([r + 0.5 for r in range(0, rows, max(1, rows // 16))])
    ax.set_yticklabels([str(r) for r in range(0, rows, max(1, rows // 16))], fontsize=6)
    ax.set_xlabel("dim1")
    ax.set_ylabel("dim0")
    handles = [Patch(color=cmap(w % 20), label=f"{color_dim} {w}") for w in range(n_colors)]
    ax.legend(handles=handles, loc="upper left", bbox_to_anchor=(1.0, 1.0), fontsize=7)
    title = L.attr_text(enc)
    if len(title) > 110:
        title = title[:107] + "..."
    ax.set_title(f"{title}\nshape {rows}x{cols}; label: thread (t) / register (r)", fontsize=7)
    # Fixed margins in inches (tight_layout would render the whole figure once more).
    fig.subplots_adjust(
        left=0.55 / width, right=1 - 1.1 / width, bottom=0.45 / height, top=1 - 0.5 / height
    )
    fig.canvas.draw()
    image = Image.fromarray(np.asarray(fig.canvas.buffer_rgba())).convert("RGB")
    centres = ax.transData.transform(
        np.stack(np.meshgrid(np.arange(cols) + 0.5, np.arange(rows) + 0.5), -1).reshape(-1, 2)
    )
    plt.close(fig)
    font = ImageFont.truetype(findfont(FontProperties()), round(5.5 * dpi / 72))
    first_abbrev = _ABBREV.get(names[0], names[0])
    masks: dict[str, Image.Image] = {}  # labels repeat: render each one once
    for k, (x, y) in enumerate(centres):
        r, c = divmod(k, cols)
        top = " ".join(f"{_ABBREV.get(d, d)}{holder[d][r, c]}" for d in text_dims)
        label = f"{top}\n{first_abbrev}{holder[names[0]][r, c]}"
        if count[r, c] > 1:
            label += f" +{count[r, c] - 1}"
        mask = masks.get(label)
        if mask is None:
            box = ImageDraw.Draw(image).multiline_textbbox(
                (0, 0), label, font=font, align="center", spacing=0
            )
            mask = Image.new("L", (int(box[2]) + 1, int(box[3]) + 1))
            ImageDraw.Draw(mask).multiline_text(
                (0, 0), label, fill=255, font=font, align="center", spacing=0
            )
            masks[label] = mask
        left = round(x - mask.width / 2)
        upper = round(image.height - y - mask.height / 2)
        image.paste((0, 0, 0), (left, upper, left + mask.width, upper + mask.height), mask)
    image.save(path, dpi=(dpi, dpi), compress_level=3)


def _read_layout(arg: str) -> tuple[str, str]:
    if arg == "-":
        return sys.stdin.read().strip(), "<stdin>"
    if arg.startswith("@"):
        with open(arg[1:]) as f:
            return f.read().strip(), arg[1:]
    return arg, "<layout>"


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="gluon-layout", description=__doc__.split("\n")[0])
    ap.add_argument("layout", help="layout attribute text, @FILE, or - for stdin")
    ap.add_argument("--shape", type=parse_shape, required=True, help="tensor shape, e.g. 128x64")
    ap.add_argument("--json", action="store_true", help="print shape and bases as JSON")
    ap.add_argument("--png", metavar="FILE", help="draw the layout (needs matplotlib)")
    ap.add_argument(
        "--max-elements", type=int, default=4096, help="cap on the element listings (4096)"
    )
    args = ap.parse_args(argv)
    try:
        text, filename = _read_layout(args.layout)
    except OSError as e:
        print(f"gluon-layout: error: {e}", file=sys.stderr)
        return 1
    try:
        enc = L.parse_layout(text, filename)
    except ParseError as e:
        context = e.span.print_with_context(None).rstrip("\n").split("\n", 1)[-1]
        print(f"{e.span.get_location()}: error: {e.msg}\n{context}", file=sys.stderr)
        return 1
    if not isinstance(enc, L.LayoutEncoding):
        print(
            f"{filename}:1:1: error: {L.attr_text(enc)} is not a layout encoding", file=sys.stderr
        )
        return 1
    try:
        ll = to_linear_layout(enc, args.shape)
        if args.json:
            print(json.dumps({"shape": args.shape, "bases": ll.bases_as_lists()}))
        else:
            print(describe(enc, args.shape, ll, args.max_elements))
        if args.png:
            draw_png(enc, args.shape, ll, args.png)
    except (LayoutError, ValueError) as e:
        print(f"{filename}:1:1: error: {e}", file=sys.stderr)
        return 1
    except ImportError:
        print(
            "gluon-layout: error: --png needs matplotlib (pip install matplotlib)", file=sys.stderr
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
