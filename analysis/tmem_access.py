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
"""

from __future__ import annotations

from gluon_opt.dialects import tt
from gluon_opt.dialects.layout import encodings as L
from gluon_opt.dialects.layout.conversions import to_linear_layout
from gluon_opt.dialects.layout.linear import LayoutError
from gluon_opt.dialects.layout.tmem_messages import (
    MAX_REGISTERS,
    TMemMessage,
    tmem_access_layout,
    tmem_message,
)
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.ttg import MemDescType, WarpSpecializeOp, WarpSpecializePartitionsOp
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, TensorType
from xdsl.ir import Operation

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
