"""Every Python pass gluon-opt knows, by its triton-opt flag name (the C++ passes of
libtriton are described in ``cpp_passes``).

Built-in entries are imported lazily (``module:Class``) so that the CLI starts fast and a
pass module is only loaded when used; ``register_pass`` adds a class (a user's pass). A pass
class is an xDSL ``ModulePass`` whose ``name`` is the flag and whose dataclass fields are its
options (``compute-capability`` <-> ``compute_capability``).
"""

from __future__ import annotations

import dataclasses
import importlib
import typing
from dataclasses import dataclass

from gluon_opt.passes.cpp_passes import find_cpp_pass
from xdsl.passes import ModulePass

PASSES: dict[str, str | type[ModulePass]] = {
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

# Passes that run on any op (MLIR's op-agnostic passes); every other pass is anchored on
# `builtin.module`, as all of Triton's NVIDIA passes are. A pass class may set `anchor_op`.
OP_AGNOSTIC = frozenset({"canonicalize", "cse", "symbol-dce", "sccp", "inline"})


@dataclass(frozen=True)
class Placement:
    """Where ``triton.compile`` runs a registered pass: ``before``, ``after`` or in place of
    (``replace``) every occurrence of the stock pass ``anchor`` (a triton-opt flag)."""

    where: str
    anchor: str


# Registered passes that also run inside triton.compile (gluon_opt.install()), by flag.
PLACEMENTS: dict[str, Placement] = {}


def register_pass(
    cls: type[ModulePass],
    *,
    before: str | None = None,
    after: str | None = None,
    replace: str | None = None,
) -> type[ModulePass]:
    """Make a Python pass (an xDSL ``ModulePass``) available under its ``name`` (the flag):
    to the CLI, and with one of ``before``/``after``/``replace`` (a stock pass's flag) to
    ``triton.compile`` once ``gluon_opt.install()`` runs.

    The class describes itself: ``name`` is the flag, its dataclass fields are its options
    (``compute-capability`` <-> ``compute_capability``), its docstring's first line is its
    summary; optionally ``mlir_name`` (what IR dumps and timing call it) and ``cpp_twin``
    (the flag of the C++ pass it must equal, for ``--compare``).
    """
    name = getattr(cls, "name", None)
    if not isinstance(name, str) or not name:
        raise ValueError(f"{cls.__name__} has no flag: set its `name` class attribute")
    if name in PASSES and not _same_class(PASSES[name], cls):
        raise ValueError(f"a Python pass is already registered as '{name}'")
    places = [(w, a) for w, a in (("before", before), ("after", after), ("replace", replace)) if a]
    if len(places) > 1:
        raise ValueError("give at most one of before=, after=, replace=")
    for _, anchor in places:
        if find_cpp_pass(anchor) is None and anchor not in PASSES:
            raise ValueError(f"no stock pass named '{anchor}' to place '{name}' at")
    PASSES[name] = cls
    if places:
        PLACEMENTS[name] = Placement(*places[0])
    return cls


def source_file(cls: type) -> str | None:
    """The file a pass class is written in (also for a file loaded outside sys.modules)."""
    for member in vars(cls).values():
        code = getattr(member, "__code__", None)
        if code is not None and not code.co_filename.startswith("<"):
            return code.co_filename
    return None


def _same_class(entry: str | type, cls: type) -> bool:
    """The registered class, or the same class of the same file loaded again (a plugin)."""
    if entry is cls:
        return True
    if isinstance(entry, str) or entry.__qualname__ != cls.__qualname__:
        return False
    return source_file(entry) is not None and source_file(entry) == source_file(cls)


def unregister_pass(name: str) -> None:
    PASSES.pop(name, None)
    PLACEMENTS.pop(name, None)


def mlir_pass_name(name: str) -> str:
    """`Pass::getName()` of the pass registered as ``name`` (e.g. TritonGPUFenceInsertion)."""
    desc = find_cpp_pass(name)
    if name in PASSES:
        cls = get_pass(name)
        # a port names itself as its C++ original does, unless it says otherwise
        return getattr(cls, "mlir_name", None) or (desc.mlir_name if desc else cls.__name__)
    return desc.mlir_name if desc is not None else name


def cpp_twin(name: str) -> str | None:
    """The flag of the C++ pass a Python pass must equal (None: it has no twin): its
    ``cpp_twin``, else the C++ pass of the same flag where libtriton exposes one."""
    cls = get_pass(name)
    if hasattr(cls, "cpp_twin"):
        return cls.cpp_twin
    return name if find_cpp_pass(name) is not None else None


def summary(cls: type) -> str:
    doc = (cls.__doc__ or "").strip()
    return doc.splitlines()[0].rstrip(".") if doc else ""


def pass_anchor(name: str) -> str | None:
    """The op a pass is restricted to (`builtin.module`), or None for an op-agnostic pass."""
    if name in PASSES:
        cls = get_pass(name)
        if hasattr(cls, "anchor_op"):
            return cls.anchor_op
    return None if name in OP_AGNOSTIC else "builtin.module"


def get_pass(name: str) -> type[ModulePass]:
    """The pass class registered under its triton-opt flag; KeyError if unknown."""
    entry = PASSES[name]
    if not isinstance(entry, str):
        return entry
    module_name, class_name = entry.split(":")
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
