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
    "gluon-resolve-auto-encodings": (
        "gluon_opt.passes.resolve_auto_encodings:ResolveAutoEncodingsPass"
    ),
    "gluon-infer-coalesced-encodings": (
        "gluon_opt.passes.infer_coalesced_encodings:InferCoalescedEncodingsPass"
    ),
    "tritongpu-coalesce": "gluon_opt.passes.coalesce:CoalescePass",
    "convert-triton-to-tritongpu": (
        "gluon_opt.passes.convert_triton_to_tritongpu:ConvertTritonToTritonGPUPass"
    ),
    "test-print-alignment": "gluon_opt.passes.test_print_alignment:TestPrintAlignmentPass",
    "tritongpu-remove-layout-conversions": (
        "gluon_opt.passes.remove_layout_conversions:RemoveLayoutConversionsPass"
    ),
}


# The name MLIR gives each pass (its TableGen def, `Pass::getName()`), shown by
# --mlir-print-ir-after-all and --mlir-timing. A pass class may set `mlir_name` instead.
MLIR_NAMES: dict[str, str] = {
    "triton-nvidia-gpu-plan-cta": "TritonGPUPlanCTAPass",
    "triton-nvidia-tma-lowering": "TritonNvidiaGPUTMALoweringPass",
    "triton-nvidia-gpu-fence-insertion": "TritonGPUFenceInsertion",
    "triton-nvidia-gpu-proxy-fence-insertion": "TritonGPUProxyFenceInsertion",
    "triton-nvidia-mma-lowering": "TritonNvidiaGPUMMALoweringPass",
    "triton-nvidia-optimize-descriptor-encoding": "TritonNvidiaGPUOptimizeDescriptorEncodingPass",
    "triton-nvidia-optimize-tmem-layouts": "TritonNvidiaGPUOptimizeTMemLayoutsPass",
    "triton-nvidia-interleave-tmem": "TritonNvidiaGPUInterleaveTMemPass",
    "triton-nvidia-check-matmul-two-cta": "TritonNvidiaGPUCheckMatmulTwoCTAPass",
    "triton-tensor-memory-allocation": "TritonTensorMemoryAllocationPass",
    "convert-triton-to-tritongpu": "ConvertTritonToTritonGPU",
    "tritongpu-coalesce": "TritonGPUCoalesce",
    "tritongpu-remove-layout-conversions": "TritonGPURemoveLayoutConversions",
    "tritongpu-accelerate-matmul": "TritonGPUAccelerateMatmul",
    "tritongpu-optimize-dot-operands": "TritonGPUOptimizeDotOperands",
    "tritongpu-reduce-data-duplication": "TritonGPUReduceDataDuplication",
    "tritongpu-pipeline": "TritonGPUPipeline",
    "gluon-resolve-auto-encodings": "GluonResolveAutoEncodingsPass",
    "gluon-infer-coalesced-encodings": "GluonInferCoalescedEncodingsPass",
    "canonicalize": "Canonicalizer",
    "cse": "CSE",
}

# Passes that run on any op (MLIR's op-agnostic passes); every other pass is anchored on
# `builtin.module`, as all of Triton's NVIDIA passes are. A pass class may set `anchor_op`.
OP_AGNOSTIC = frozenset({"canonicalize", "cse", "symbol-dce", "sccp", "inline"})


def mlir_pass_name(name: str) -> str:
    """`Pass::getName()` of the pass registered as ``name`` (e.g. TritonGPUFenceInsertion)."""
    cls = get_pass(name)
    return getattr(cls, "mlir_name", None) or MLIR_NAMES.get(name) or cls.__name__


def pass_anchor(name: str) -> str | None:
    """The op a pass is restricted to (`builtin.module`), or None for an op-agnostic pass."""
    cls = get_pass(name)
    if hasattr(cls, "anchor_op"):
        return cls.anchor_op
    return None if name in OP_AGNOSTIC else "builtin.module"


def get_pass(name: str) -> type[ModulePass]:
    """The pass class registered under its triton-opt flag; KeyError if unknown."""
    module_name, class_name = PASSES[name].split(":")
    return getattr(importlib.import_module(module_name), class_name)


def pass_names() -> list[str]:
    return sorted(PASSES)


def _convert(text: str, hint: object, pass_name: str, key: str):
    """Turn an option's text into the type of the pass's dataclass field."""
    hint_text = str(hint)
    try:
        if hint is bool or hint_text in ("bool", "<class 'bool'>"):
            if text.lower() not in ("true", "false", "1", "0"):
                raise ValueError(text)
            return text.lower() in ("true", "1")
        if hint is int or hint_text in ("int", "<class 'int'>"):
            return int(text, 0)
        if hint is float or hint_text in ("float", "<class 'float'>"):
            return float(text)
        if "tuple" in hint_text or "list" in hint_text:
            items = [x for x in text.strip("[]() ").split(",") if x.strip()]
            if "int" in hint_text:
                return tuple(int(x, 0) for x in items)
            return tuple(x.strip() for x in items)
    except ValueError:
        raise ValueError(
            f"invalid value '{text}' for option '{key}' of pass '{pass_name}'"
        ) from None
    return text


def create_pass(name: str, options: dict[str, str] | None = None) -> ModulePass:
    """An instance of the pass registered as ``name``, with triton-opt style options.

    Option names may use ``-`` or ``_`` (``compute-capability=90``); values are text and are
    converted to the type of the pass's dataclass field. Raises KeyError for an unknown pass
    and ValueError for an unknown option or a bad value.
    """
    import dataclasses
    import typing

    cls = get_pass(name)
    fields = (
        {f.name: f for f in dataclasses.fields(cls) if f.init}
        if dataclasses.is_dataclass(cls)
        else {}
    )
    try:
        hints = typing.get_type_hints(cls)
    except Exception:
        hints = {}
    kwargs = {}
    for key, text in (options or {}).items():
        field_name = key.replace("-", "_")
        if field_name not in fields:
            known = ", ".join(f.replace("_", "-") for f in fields) or "none"
            raise ValueError(f"unknown option '{key}' for pass '{name}' (options: {known})")
        kwargs[field_name] = _convert(text, hints.get(field_name, str), name, key)
    return cls(**kwargs)
