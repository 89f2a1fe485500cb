"""`gluon-layout`: explain Triton layouts.

    gluon-layout LAYOUT --shape 128x64                  # who holds each element
    gluon-layout LAYOUT --shape 128x64 --json           # libtriton's bases
    gluon-layout LAYOUT --shape 64x64 --png out.png     # a picture (needs the png extra)
    gluon-layout LAYOUT --shape 64x64 --html out.html   # an interactive page
    gluon-layout DIST --shared SHARED --shape 64x64 --bits 16 [--json]   # bank conflicts
    gluon-layout TMEM --shape 128x64 --message 32x32b --warps 4 --bits 32  # tcgen05.ld/st
    gluon-layout FILE.mlir                              # every layout of a module

LAYOUT is the MLIR text of an attribute (register, shared or tensor-memory layout), `@FILE`
to read it from a file, or `-` for stdin. Without `--shape` the input is a module (a
`.mlir` file, or `-`): every distinct layout with where it is used, each convert_layout
with its cost class, and the bank conflicts of each move between registers and shared
memory.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import sys
from collections.abc import Sequence

from gluon_opt.analysis.module_layouts import CVT_CLASS, module_layouts
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.layout import encodings as L
from gluon_opt.dialects.layout.analysis import bank_conflicts
from gluon_opt.dialects.layout.conversions import to_linear_layout
from gluon_opt.dialects.layout.helpers import tmem_reg_layout
from gluon_opt.dialects.layout.linear import LayoutError
from gluon_opt.dialects.layout.swizzling import CvtScratch
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.dialects.text.printer import print_module
from gluon_opt.tools.gluon_opt import diagnostics_from, verify, write_atomically
from gluon_opt.tools.layout_render import (
    MAX_CELLS,
    MAX_ELEMENTS,
    LayoutView,
    describe,
    draw_png,
    html_page,
)
from xdsl.utils.exceptions import ParseError, VerifyException


class CliError(Exception):
    """A located (or tool-level) error: printed as one line, exit status 1."""


def parse_shape(text: str) -> list[int]:
    try:
        shape = [int(s) for s in text.lower().split("x")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"bad shape '{text}': expected e.g. 128x64") from None
    if not shape or any(s <= 0 for s in shape):
        raise argparse.ArgumentTypeError(f"bad shape '{text}': sizes must be positive")
    if any(s & (s - 1) for s in shape):
        raise argparse.ArgumentTypeError(f"bad shape '{text}': sizes must be powers of 2")
    if any(s > 1 << 24 for s in shape):
        raise argparse.ArgumentTypeError(f"bad shape '{text}': sizes must be at most 2^24")
    return shape


def positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"'{text}' must be at least 1")
    return value


def _read(arg: str, default_name: str) -> tuple[str, str]:
    """The text of an argument (`@FILE`, `-`, a file or the text itself) and its name."""
    if arg == "-":
        try:
            return sys.stdin.read(), "<stdin>"
        except UnicodeDecodeError as err:
            message = f"the input is not UTF-8 text ({err.reason})"
            raise CliError(f"<stdin>:1:1: error: {message}") from None
    path = arg[1:] if arg.startswith("@") else arg
    if arg.startswith("@") or default_name == "":
        try:
            with open(path, encoding="utf-8") as f:
                return f.read(), path
        except UnicodeDecodeError as err:
            raise CliError(
                f"{path}:1:1: error: the file is not UTF-8 text ({err.reason})"
            ) from None
        except OSError as err:
            raise CliError(f"gluon-layout: error: cannot read '{path}': {err.strerror}") from None
    return arg, default_name


def parse_encoding(text: str, filename: str):
    text = text.strip()
    try:
        enc = L.parse_layout(text, filename)
    except ParseError as e:
        context = e.span.print_with_context(None).rstrip("\n").split("\n", 1)[-1]
        raise CliError(f"{e.span.get_location()}: error: {e.msg}\n{context}") from None
    except DiagnosticError as e:
        raise CliError(f"{filename}:1:1: error: {e.message}") from None
    except VerifyException as e:  # a parameter out of its range (e.g. a huge integer)
        raise CliError(f"{filename}:1:1: error: {e}") from None
    if not isinstance(enc, L.LayoutEncoding):
        raise CliError(f"{filename}:1:1: error: {L.attr_text(enc)} is not a layout encoding")
    return enc


def _check_png_support() -> None:
    try:
        import PIL.Image  # noqa: F401
    except ImportError:
        raise CliError(
            "gluon-layout: error: --png needs Pillow: pip install 'gluon-opt[png]' "
            "(or pip install pillow)"
        ) from None


def _write(path: str, data: str | bytes) -> None:
    try:
        write_atomically(path, data)
    except OSError as err:
        raise CliError(f"gluon-layout: error: cannot write '{path}': {err.strerror}") from None


def layout_mode(args: argparse.Namespace) -> str:
    text, filename = _read(args.input, "<layout>")
    enc = parse_encoding(text, filename)
    try:
        if args.message:
            enc = tmem_message(enc, args, filename)
        view = LayoutView.of(enc, args.shape, args.bits)
        if args.shared is not None:
            return shared_pair(view, args, filename)
        if args.json:
            out = json.dumps({"shape": args.shape, "bases": view.ll.bases_as_lists()})
        else:
            out = describe(view, args.max_elements)
        # Pictures first: a failure leaves no file and prints nothing.
        if args.png:
            buf = io.BytesIO()
            draw_png(view, buf, args.max_cells)
            _write(args.png, buf.getvalue())
        if args.html:
            _write(args.html, html_page(view, args.max_cells))
    except (LayoutError, ValueError) as e:
        raise CliError(f"{filename}:1:1: error: {e}") from None
    return out


def tmem_message(enc, args: argparse.Namespace, filename: str):
    """The register layout a tcgen05.ld/st message moves a tensor-memory layout with."""
    if not isinstance(enc, L.TensorMemoryEncodingAttr | L.TensorMemoryScalesEncodingAttr):
        raise CliError(f"{filename}:1:1: error: --message needs a tensor-memory layout")
    bits = args.bits or (8 if isinstance(enc, L.TensorMemoryScalesEncodingAttr) else 32)
    ll = tmem_reg_layout(bits, args.shape, enc, args.warps, args.message)
    args.bits = None  # the element width was the message's, not a shared layout's
    return L.LinearEncodingAttr.get(ll)


def shared_pair(view: LayoutView, args: argparse.Namespace, filename: str) -> str:
    text, shared_name = _read(args.shared, "<shared>")
    smem = parse_encoding(text, shared_name)
    if view.kind != "distributed":
        raise CliError(f"{filename}:1:1: error: --shared needs a register (distributed) layout")
    bits = args.bits or getattr(smem, "elementBitWidth", None)
    if bits is None:
        raise CliError("gluon-layout: error: --shared needs --bits (the element width)")
    try:
        smem_ll = to_linear_layout(smem, args.shape)
    except LayoutError as e:
        raise CliError(f"{shared_name}:1:1: error: {e}") from None
    if not smem_ll.has_in_dim("offset"):
        raise CliError(f"{shared_name}:1:1: error: --shared needs a shared memory layout")
    got = bank_conflicts(view.ll, smem_ll, bits)
    if args.json:
        return json.dumps(
            {
                "shape": args.shape,
                "bits": bits,
                "vector": got.vector,
                "lanes_per_access": got.lanes_per_access,
                "bank_conflicts": got.libtriton,
                "bank_conflicts_distinct_words": got.distinct_words,
            }
        )
    return "\n".join(
        [
            f"registers: {view.title}",
            f"shared:    {L.attr_text(smem)}",
            f"shape {args.shape}, {bits}-bit elements",
            f"each access: {got.vector} element(s) per thread, {got.lanes_per_access} lanes",
            f"bank conflicts (libtriton's count, get_shared_bank_conflicts): {got.libtriton}",
            "bank conflicts (distinct 32-bit words per bank, lanes reading the same word are"
            f" free): {got.distinct_words}",
            "(extra wavefronts per access: 0 = conflict-free)",
        ]
    )


def module_mode(args: argparse.Namespace) -> str:
    text, filename = _read(args.input, "")
    try:
        module = parse_module(text, make_context(), filename=filename)
        verify(module)  # the analyses assume valid IR, as gluon-opt's passes do
    except DiagnosticError as err:
        raise CliError(diagnostics_from(err, (filename, 1, 1))[0].render()) from None
    aliases = {}
    for line in print_module(module).splitlines():
        if not line.startswith("#") or " = " not in line:
            break
        alias, _, attr = line.partition(" = ")
        aliases[attr] = alias
    report = module_layouts(module, aliases)
    if args.json:
        return json.dumps(
            {
                "layouts": [
                    {
                        "alias": info.alias,
                        "layout": info.text,
                        "kind": info.kind,
                        "uses": [
                            {"op": u.op, "loc": u.loc, "shape": list(u.shape)} for u in info.uses
                        ],
                    }
                    for info in report.layouts
                ],
                "convert_layouts": [
                    {
                        "loc": c.loc,
                        "shape": list(c.shape),
                        "src": c.src,
                        "dst": c.dst,
                        "class": c.kind,
                        **({"error": c.error} if c.error else {}),
                        **(_scratch_json(c.scratch) if c.scratch else {}),
                    }
                    for c in report.converts
                ],
                "shared_memory_moves": [
                    {
                        "op": m.op,
                        "loc": m.loc,
                        "shape": list(m.shape),
                        "bits": m.bits,
                        "registers": m.registers,
                        "shared": m.shared,
                        **(
                            {
                                "bank_conflicts": m.conflicts.libtriton,
                                "bank_conflicts_distinct_words": m.conflicts.distinct_words,
                            }
                            if m.conflicts
                            else {"error": m.error}
                        ),
                    }
                    for m in report.moves
                ],
                "tensor_memory_moves": [
                    {
                        "op": t.op,
                        "loc": t.loc,
                        "shape": list(t.shape),
                        "registers": t.registers,
                        "tensor_memory": t.tmem,
                        "message": t.message.atom if t.message else None,
                        "registers_per_message": (
                            t.message.registers_per_message if t.message else None
                        ),
                        "error": t.error,
                    }
                    for t in report.tmem_moves
                ],  # fmt: skip
            },
            indent=1,
        )
    out = [f"{filename}: {len(report.layouts)} layouts"]
    for info in report.layouts:
        head = f"{info.alias} = {info.text}" if info.alias else info.short
        out += ["", f"{head}", f"  {info.kind} layout, {len(info.uses)} values:"]
        for n, use in enumerate(info.uses):
            if n == args.max_uses:
                out.append(f"    ... ({len(info.uses) - n} more; raise --max-uses)")
                break
            shape = "x".join(map(str, use.shape))
            out.append(f"    {use.loc or '(no location)'}: {use.op} ({shape})")
    out += ["", f"convert_layout ({len(report.converts)}):"]
    for c in report.converts:
        shape = "x".join(map(str, c.shape))
        what = CVT_CLASS[c.kind] if c.kind else f"unknown ({c.error})"
        out.append(f"  {c.loc or '(no location)'}: {c.src} -> {c.dst} ({shape}): {what}")
        if c.scratch:
            out.append(f"    {_scratch_text(c.scratch)}")
    out += ["", f"shared memory stores and loads ({len(report.moves)}):"]
    for m in report.moves:
        shape = "x".join(map(str, m.shape))
        if m.conflicts:
            what = (
                f"bank conflicts {m.conflicts.libtriton} (libtriton's count), "
                f"{m.conflicts.distinct_words} (distinct words per bank); "
                f"{m.conflicts.vector} x {m.bits}-bit per access"
            )
        else:
            what = f"unknown ({m.error})"
        where = m.loc or "(no location)"
        out.append(f"  {where}: {m.op} {m.registers} <-> {m.shared} ({shape}): {what}")
    if report.tmem_moves:
        out += ["", f"tensor memory loads and stores ({len(report.tmem_moves)}):"]
    for t in report.tmem_moves:
        shape = "x".join(map(str, t.shape))
        if t.message:
            per = t.message.registers_per_message
            what = f"the {t.message.atom} message, {per} registers a thread per message"
        else:
            what = f"unknown ({t.error})" if t.error else "no tcgen05.ld/st message moves it"
        where = t.loc or "(no location)"
        out.append(f"  {where}: {t.op} {t.registers} <-> {t.tmem} ({shape}): {what}")
    return "\n".join(out)


def _scratch_text(got: CvtScratch) -> str:
    rounds = f", {got.reps} rounds" if got.reps > 1 else ""
    return (
        f"{got.store} then {got.load} ({got.bits}-bit), {got.scratch_bytes} bytes{rounds}; "
        f"bank conflicts (libtriton's count, extra wavefronts per instruction): "
        f"store {got.libtriton_store}, load {got.libtriton_load}"
    )


def _scratch_json(got: CvtScratch) -> dict:
    return {
        "store": got.store,
        "load": got.load,
        "rounds": got.reps,
        "scratch_bytes": got.scratch_bytes,
        "bank_conflicts": {"store": got.libtriton_store, "load": got.libtriton_load},
        "scratch_layout": got.layout.bases_as_lists(),
    }


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="gluon-layout", description=__doc__.split("\n")[0])
    ap.add_argument("input", help="layout text, @FILE or - (with --shape); a .mlir module without")
    ap.add_argument("--shape", type=parse_shape, help="tensor shape, e.g. 128x64")
    ap.add_argument("--json", action="store_true", help="print JSON")
    ap.add_argument("--png", metavar="FILE", help="draw the layout (needs Pillow: the png extra)")
    ap.add_argument("--html", metavar="FILE", help="write an interactive page")
    ap.add_argument("--shared", metavar="SHARED", help="shared layout: bank conflicts with it")
    ap.add_argument("--bits", type=int, choices=[8, 16, 32, 64], help="element width")
    ap.add_argument(
        "--message", choices=["32x32b", "16x64b", "16x128b", "16x256b", "32x32b_splitn"],
        help="tensor memory: show the registers of this tcgen05.ld/st message instead",
    )  # fmt: skip
    ap.add_argument("--warps", type=positive, default=4, help="warps for --message (4)")
    ap.add_argument(
        "--max-elements", type=positive, default=MAX_ELEMENTS,
        help=f"cap on the text listings ({MAX_ELEMENTS})",
    )  # fmt: skip
    ap.add_argument(
        "--max-cells", type=positive, default=MAX_CELLS,
        help=f"cap on the cells of a picture ({MAX_CELLS}; a larger tensor shows its corner)",
    )  # fmt: skip
    ap.add_argument("--max-uses", type=positive, default=20, help="uses listed per layout (20)")
    args = ap.parse_args(argv)
    try:
        if args.png:
            _check_png_support()
        if args.shape is None:
            if args.png or args.html or args.shared:
                raise CliError("gluon-layout: error: --png, --html and --shared need --shape")
            out = module_mode(args)
        else:
            out = layout_mode(args)
    except CliError as e:
        print(str(e), file=sys.stderr)
        return 1
    except Exception as e:  # a bug: still one line and exit 1, never a traceback
        print(f"gluon-layout: error: internal error: {e}", file=sys.stderr)
        return 1
    try:
        print(out)
        sys.stdout.flush()
    except BrokenPipeError:  # the reader stopped early (`| head`): not an error
        sys.stdout = open(os.devnull, "w")  # Python flushes stdout again at exit
    except OSError as e:
        print(f"gluon-layout: error: cannot write the output: {e.strerror}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
