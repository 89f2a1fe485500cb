"""Can a register tensor be moved to or from tensor memory as it is laid out?

`tmem_compatible(op, tensor_type, memdesc_type)` answers what Triton 3.6.0's
``isDistributedLayoutTMemCompatible`` answers: whether some tcgen05.ld/st message moves a
tensor of ``tensor_type`` into (or out of) the tensor-memory buffer ``memdesc_type`` at
``op`` without first changing its layout (the message search itself is
`gluon_opt.dialects.layout.tmem_messages`). The op matters only through the register limit
in force there (`contextual_max_nreg`): message widths are capped by it.

Layouts the search cannot even start on (fewer than 4 warps, elements wider than 32 bits,
an encoding without a linear layout), where 3.6.0 would read past its arrays or abort,
raise `DiagnosticError` located at ``op``.

`verify_tmem_operand` is the check the verifiers of ``ttng.tmem_load``, ``tmem_store`` and
``tmem_alloc`` make of their register tensor (3.6.0's ``verifyTMEMOperand``): a layout no
message moves is an error, with a note per layout that would work
(`tmem_compatible_layouts`, 3.6.0's ``getTmemCompatibleLayouts``).
"""

from __future__ import annotations

from gluon_opt.dialects import tt
from gluon_opt.dialects.layout import encodings as L
from gluon_opt.dialects.layout.conversions import to_linear_layout
from gluon_opt.dialects.layout.helpers import distributed_layout_for_tmem_ld_st
from gluon_opt.dialects.layout.inference import lookup_num_warps
from gluon_opt.dialects.layout.linear import LayoutError, LinearLayout
from gluon_opt.dialects.layout.tmem_messages import (
    MAX_REGISTERS,
    TMemMessage,
    tmem_access_layout,
    tmem_message,
)
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.ttg import (
    MemDescType,
    WarpSpecializeOp,
    WarpSpecializePartitionsOp,
    op_error,
)
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, NoneAttr, TensorType
from xdsl.ir import Attribute, Operation

MAX_NREG_ATTR = "ttg.maxnreg"


def _module_limit(module: ModuleOp) -> int | None:
    attr = module.attributes.get(MAX_NREG_ATTR)
    return attr.value.data if isinstance(attr, IntegerAttr) else None


def _limit_set_by_parent(op: Operation) -> int | None:
    """The register limit ``op``'s parent places on it, if it places one: the module's
    ``ttg.maxnreg``, or the registers a warp_specialize gives the partition or the default
    region ``op`` is in."""
    parent = op.parent_op()
    if isinstance(parent, ModuleOp):
        return _module_limit(parent)
    if isinstance(parent, WarpSpecializePartitionsOp):
        ws = parent.parent_op()
        registers = ws.actualRegisters if isinstance(ws, WarpSpecializeOp) else None
        if registers is None:
            return None
        index = list(parent.regions).index(op.parent_region())
        return registers.get_values()[1 + index]
    if isinstance(parent, WarpSpecializeOp) and parent.actualRegisters is not None:
        return parent.actualRegisters.get_values()[0]
    return None


def contextual_max_nreg(op: Operation) -> int:
    """The most registers per thread the code at ``op`` may use: 256, lowered by the nearest
    enclosing limit (a warp_specialize region's registers, else the module's) and by the
    module's ``ttg.maxnreg`` (ptxas checks tcgen05 messages against the module's static
    limit, whatever a region is given at run time)."""
    module = op
    while module is not None and not isinstance(module, ModuleOp):
        module = module.parent_op()
    limit = MAX_REGISTERS
    current: Operation | None = op
    while current is not None and current is not module:
        found = _limit_set_by_parent(current)
        if found is not None:
            limit = min(limit, found)
            break
        current = current.parent_op()
    if module is not None and (found := _module_limit(module)) is not None:
        limit = min(limit, found)
    return limit


def tmem_access(
    op: Operation, tensor_type: TensorType, memdesc_type: MemDescType
) -> TMemMessage | None:
    """The message that moves ``tensor_type`` to or from ``memdesc_type`` at ``op``, or None
    where no message moves it in its layout."""
    # The memory layout of the whole allocation: a subslice's view shape is within it.
    alloc_shape = memdesc_type.get_alloc_shape()[-len(memdesc_type.get_shape()) :]
    try:
        reg = to_linear_layout(tensor_type.encoding, tensor_type.get_shape())
        mem = to_linear_layout(memdesc_type.encoding, alloc_shape)
        cvt = tmem_access_layout(reg, mem)
        if cvt is None:
            return None
        is_scales = isinstance(memdesc_type.encoding, L.TensorMemoryScalesEncodingAttr)
        bitwidth = tt.bit_width(memdesc_type.get_element_type())
        return tmem_message(cvt, contextual_max_nreg(op), bitwidth, is_scales)
    except LayoutError as err:
        raise DiagnosticError(f"cannot access tensor memory in this layout: {err}", op=op) from err


def tmem_compatible(op: Operation, tensor_type: TensorType, memdesc_type: MemDescType) -> bool:
    """Whether a tcgen05.ld/st message moves ``tensor_type`` to or from ``memdesc_type`` at
    ``op`` as it is laid out (3.6.0's ``isDistributedLayoutTMemCompatible``)."""
    return tmem_access(op, tensor_type, memdesc_type) is not None


# The messages whose register layouts a failed check suggests, in 3.6.0's order.
_SUGGESTED_ATOMS = ("32x32b", "16x256b", "16x128b", "16x64b")


def _split_long_m(ll: LinearLayout) -> LinearLayout | None:
    """3.6.0's ``getTmemLoadLayoutSplitLongM`` on the 32x32b layout of 8 warps: where warp 4
    covers another dimension than warps 1 and 2 while lane 16 covers theirs, swapping warp 4
    and lane 16 suits a reduction (lane 16 is then read with the 32x16bx2 message)."""

    def covers_none(in_dim: str, index: int, dim: int) -> bool:
        return ll.bases[in_dim][index][dim] == 0

    for dim in (0, 1):
        w1, w2, w4 = (covers_none("warp", i, dim) for i in range(3))
        l16 = covers_none("lane", 4, dim)
        if l16 != w4 and w1 == w2 == l16:
            bases = ll.bases_as_lists()
            bases["warp"][2], bases["lane"][4] = bases["lane"][4], bases["warp"][2]
            return LinearLayout(bases, ll.out_dims)
    return None


def tmem_compatible_layouts(
    op: Operation, tensor_type: TensorType, memdesc_type: MemDescType
) -> list[Attribute]:
    """The register layouts (``#ttg.linear``) in which a tensor of ``tensor_type``'s CGA
    layout moves to or from ``memdesc_type`` with one of the suggested messages, plus the
    split-M variant for 8 warps (3.6.0's ``getTmemCompatibleLayouts``)."""
    num_warps = lookup_num_warps(op)
    if num_warps is None:
        # libtriton emits this, then aborts the process; we stop at the error.
        raise op_error(op, "is not contained within a context that specifies the number of warps")
    if num_warps % 4:
        raise DiagnosticError(
            f"tensor memory is accessed by groups of 4 warps: the module has {num_warps} warps",
            op=op,
        )
    cga = L.get_cga_layout(tensor_type.encoding)
    mem = to_linear_layout(memdesc_type.encoding, memdesc_type.get_shape())
    bitwidth = tt.bit_width(memdesc_type.get_element_type())
    try:
        found = {
            atom: distributed_layout_for_tmem_ld_st(mem, atom, num_warps, bitwidth, cga)
            for atom in _SUGGESTED_ATOMS
        }
    except (LayoutError, ValueError) as err:  # 3.6.0 asserts
        raise DiagnosticError(f"cannot access tensor memory in this layout: {err}", op=op) from err
    layouts = [L.LinearEncodingAttr.get(ll) for ll in found.values() if ll is not None]
    if num_warps == 8 and found["32x32b"] is not None:
        split = _split_long_m(found["32x32b"])
        if split is not None:
            layouts.append(L.LinearEncodingAttr.get(split))
    return layouts


def verify_tmem_operand(
    op: Operation, tensor_type: TensorType, memdesc_type: MemDescType, role: str
) -> None:
    """3.6.0's ``verifyTMEMOperand``: the register tensor ``role`` ("source", "result") of a
    tensor-memory op is 2D, and where it has a layout, some message moves it as laid out."""
    if len(tensor_type.get_shape()) != 2:
        raise op_error(op, f"{role} must be a 2D tensor")
    encoding = tensor_type.encoding
    if isinstance(encoding, NoneAttr) or tmem_compatible(op, tensor_type, memdesc_type):
        return
    notes = [("note", f"Got: {L.attr_text(encoding)}", None)]
    notes += [
        ("note", f"potential TMEM layout: {L.attr_text(layout)}", None)
        for layout in tmem_compatible_layouts(op, tensor_type, memdesc_type)
    ]
    raise DiagnosticError(f"'{op.name}' op {role}", op=op, notes=notes)
