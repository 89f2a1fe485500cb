"""Every layout of a module and what moving data between them costs.

`module_layouts(module)` lists each distinct encoding of the module's tensors and memory
descriptors (register, shared and tensor-memory layouts) with the ops that produce values
of it, each `ttg.convert_layout` with how Triton 3.6.0 lowers it (`cvt_kind`; through
shared memory, the scratch layout, instructions and bank conflicts: `cvt_scratch`), and each
move between registers and shared memory (`ttg.local_alloc/local_store/local_load`) with
its bank conflicts.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gluon_opt.dialects.layout import encodings as L
from gluon_opt.dialects.layout.analysis import BankConflicts, bank_conflicts
from gluon_opt.dialects.layout.conversions import to_linear_layout
from gluon_opt.dialects.layout.linear import LayoutError, cvt_kind
from gluon_opt.dialects.layout.swizzling import CvtScratch, cvt_scratch
from gluon_opt.dialects.layout.tmem_messages import TMemMessage
from gluon_opt.dialects.text.diagnostics import DiagnosticError, file_line_col
from gluon_opt.dialects.tmem_access import tmem_access
from gluon_opt.dialects.ttg import MemDescType
from gluon_opt.dialects.ttng import TMEMLoadOp, TMEMStoreOp
from xdsl.dialects.builtin import IntegerType, ModuleOp, TensorType
from xdsl.ir import Attribute, Operation, SSAValue

# What each convert_layout kind means for the hardware, in the words the report uses.
CVT_CLASS = {
    "noop": "no-op (same registers)",
    "registers": "register permutation (within a thread)",
    "warp-shuffle": "warp shuffle (within a warp)",
    "shared-memory": "shared memory (through scratch memory)",
    "cross-cta": "cross-CTA (data moves between the CTAs of a cluster)",
}


@dataclass
class Use:
    op: str
    loc: str  # file:line:col, or "" where the op has no source position
    shape: tuple[int, ...]


@dataclass
class LayoutInfo:
    encoding: Attribute
    text: str
    alias: str | None
    kind: str  # "register", "shared", "tensor memory"
    short: str  # the text with the aliases of nested layouts
    uses: list[Use] = field(default_factory=list)


@dataclass
class ConvertInfo:
    loc: str
    shape: tuple[int, ...]
    src: str  # alias or text
    dst: str
    kind: str | None  # a cvt_kind, or None where the layouts cannot be compared
    error: str = ""
    scratch: CvtScratch | None = None  # through shared memory: how the lowering moves it


@dataclass
class MemoryMove:
    op: str
    loc: str
    shape: tuple[int, ...]
    bits: int
    registers: str
    shared: str
    conflicts: BankConflicts | None
    error: str = ""


@dataclass
class TmemMove:
    op: str
    loc: str
    shape: tuple[int, ...]
    registers: str
    tmem: str
    # the tcgen05.ld/st message that moves the registers as laid out (as 3.6.0's lowering
    # chooses it), None where none does
    message: TMemMessage | None
    error: str = ""  # why the message search could not start (the layouts)


@dataclass
class ModuleReport:
    layouts: list[LayoutInfo]
    converts: list[ConvertInfo]
    moves: list[MemoryMove]
    tmem_moves: list[TmemMove] = field(default_factory=list)


def location_text(op: Operation) -> str:
    pos = file_line_col(op.location)
    if pos is None:
        return ""
    return f"{pos.filename.data}:{pos.line.data}:{pos.column.data}"


def element_bits(element_type: Attribute) -> int:
    if isinstance(element_type, IntegerType):
        return element_type.width.data
    width = getattr(element_type, "bitwidth", None)
    return width if isinstance(width, int) else 64  # pointers


def _layout_kind(enc: Attribute) -> str:
    if isinstance(enc, L.TensorMemoryEncodingAttr | L.TensorMemoryScalesEncodingAttr):
        return "tensor memory"
    if isinstance(
        enc,
        L.SwizzledSharedEncodingAttr
        | L.NVMMASharedEncodingAttr
        | L.SharedLinearEncodingAttr
        | L.PaddedSharedEncodingAttr,
    ):
        return "shared"
    return "register"


def _encoded(ty: Attribute) -> tuple[Attribute, tuple[int, ...]] | None:
    if isinstance(ty, TensorType) and isinstance(ty.encoding, L.LayoutEncoding):
        return ty.encoding, tuple(ty.get_shape())
    if isinstance(ty, MemDescType) and isinstance(ty.encoding, L.LayoutEncoding):
        return ty.encoding, tuple(ty.get_shape())
    return None


def compute_capability(module: ModuleOp) -> int:
    """The module's `ttg.target` ("cuda:90" -> 90); 90 where it names no CUDA target."""
    target = module.attributes.get("ttg.target")
    text = getattr(target, "data", "")
    if isinstance(text, str) and text.startswith("cuda:") and text[5:].isdigit():
        return int(text[5:])
    return 90


def module_layouts(module: ModuleOp, aliases: dict[str, str] | None = None) -> ModuleReport:
    """`aliases` maps an attribute's text to its alias name (`#blocked1`) as printed."""
    aliases = aliases or {}
    capability = compute_capability(module)
    layouts: dict[str, LayoutInfo] = {}
    converts: list[ConvertInfo] = []
    moves: list[MemoryMove] = []
    tmem_moves: list[TmemMove] = []

    # Longest first, so that a parent inside a slice or dot_op is named by its alias.
    by_length = sorted(aliases.items(), key=lambda kv: -len(kv[0]))

    def name(enc: Attribute) -> str:
        text = L.attr_text(enc)
        if text in aliases:
            return aliases[text]
        for body, alias in by_length:
            text = text.replace(body, alias)
        return text

    def note(enc: Attribute, shape: tuple[int, ...], op: Operation, what: str = "") -> None:
        text = L.attr_text(enc)
        info = layouts.get(text)
        if info is None:
            info = LayoutInfo(enc, text, aliases.get(text), _layout_kind(enc), name(enc))
            layouts[text] = info
        info.uses.append(Use(op.name + what, location_text(op), shape))

    for op in module.walk():
        for region in op.regions:
            for block in region.blocks:
                for arg in block.args:
                    found = _encoded(arg.type)
                    if found is not None:
                        note(*found, op, f" argument {arg.index}")
        for res in op.results:
            found = _encoded(res.type)
            if found is not None:
                note(*found, op)
        if op.name == "ttg.convert_layout":
            converts.append(_convert(op, name, capability))
        elif op.name in ("ttg.local_alloc", "ttg.local_store", "ttg.local_load"):
            move = _memory_move(op, name)
            if move is not None:
                moves.append(move)
        elif isinstance(op, (TMEMLoadOp, TMEMStoreOp)):
            tmem_moves.append(_tmem_move(op, name))
    return ModuleReport(list(layouts.values()), converts, moves, tmem_moves)


def _tmem_move(op: Operation, name) -> TmemMove:
    if isinstance(op, TMEMLoadOp):
        tensor, memdesc = op.results[0].type, op.operands[0].type
    else:
        tensor, memdesc = op.operands[-2].type, op.operands[0].type
    assert isinstance(tensor, TensorType) and isinstance(memdesc, MemDescType)
    move = TmemMove(op.name, location_text(op), tuple(tensor.get_shape()),
                    name(tensor.encoding), name(memdesc.encoding), None)  # fmt: skip
    try:
        move.message = tmem_access(op, tensor, memdesc)
    except DiagnosticError as err:
        move.error = err.message
    return move


def _convert(op: Operation, name, capability: int) -> ConvertInfo:
    src, dst = op.operands[0].type, op.results[0].type
    assert isinstance(src, TensorType) and isinstance(dst, TensorType)
    shape = tuple(src.get_shape())
    info = ConvertInfo(location_text(op), shape, name(src.encoding), name(dst.encoding), None)
    try:
        src_ll = to_linear_layout(src.encoding, shape)
        dst_ll = to_linear_layout(dst.encoding, shape)
        info.kind = cvt_kind(src_ll, dst_ll)
        if info.kind == "shared-memory":
            bits = element_bits(src.get_element_type())
            info.scratch = cvt_scratch(src_ll, dst_ll, bits, capability)
    except LayoutError as err:
        info.error = str(err)
    return info


def _memory_move(op: Operation, name) -> MemoryMove | None:
    tensor: SSAValue | None = None
    memdesc: Attribute | None = None
    if op.name == "ttg.local_load":
        tensor, memdesc = op.results[0], op.operands[0].type
    elif op.name == "ttg.local_store":
        tensor, memdesc = op.operands[0], op.operands[1].type
    elif op.operands:  # local_alloc with an initial value
        tensor, memdesc = op.operands[0], op.results[0].type
    if tensor is None or not isinstance(tensor.type, TensorType):
        return None
    if not isinstance(memdesc, MemDescType):
        return None
    reg, smem = tensor.type.encoding, memdesc.encoding
    shape = tuple(tensor.type.get_shape())
    bits = element_bits(tensor.type.get_element_type())
    move = MemoryMove(op.name, location_text(op), shape, bits, name(reg), name(smem), None)
    try:
        move.conflicts = bank_conflicts(
            to_linear_layout(reg, shape), to_linear_layout(smem, shape), bits
        )
    except LayoutError as err:
        move.error = str(err)
    return move
