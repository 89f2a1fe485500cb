"""Every pass gluon-opt knows, by its triton-opt flag name.

Entries are imported lazily (``module:Class``) so that the CLI starts fast and a pass module
is only loaded when used. A pass class is an xDSL ``ModulePass`` whose ``name`` is the flag and
whose dataclass fields are its options (``compute-capability`` <-> ``compute_capability``).
"""

from __future__ import annotations

import importlib

from xdsl.passes import ModulePass

PASSES: dict[str, str] = {
    "triton-nvidia-gpu-plan-cta": "gluon_opt.passes.plan_cta:PlanCTAPass",
    "triton-nvidia-tma-lowering": "gluon_opt.passes.tma_lowering:TMALoweringPass",
    "triton-nvidia-gpu-fence-insertion": "gluon_opt.passes.fence_insertion:FenceInsertionPass",
}


def get_pass(name: str) -> type[ModulePass]:
    module_name, class_name = PASSES[name].split(":")
    return getattr(importlib.import_module(module_name), class_name)
