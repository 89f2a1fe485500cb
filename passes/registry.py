"""Every Python pass gluon-opt knows, by its triton-opt flag.

A pass describes itself on its class (``gluon_opt.passes.base``: flag, options, MLIR name,
C++ twin, skip check, placement); the one list below is all the registry adds. The C++ passes
of libtriton are described in ``cpp_passes``. ``register_pass`` adds a user's pass class.
"""

from __future__ import annotations

from gluon_opt.passes.base import Placement, SkipCheck, attribute, pass_options
from gluon_opt.passes.coalesce import CoalescePass
from gluon_opt.passes.convert_triton_to_tritongpu import ConvertTritonToTritonGPUPass
from gluon_opt.passes.cpp_passes import find_cpp_pass
from gluon_opt.passes.fence_insertion import FenceInsertionPass
from gluon_opt.passes.infer_coalesced_encodings import InferCoalescedEncodingsPass
from gluon_opt.passes.plan_cta import PlanCTAPass
from gluon_opt.passes.remove_layout_conversions import RemoveLayoutConversionsPass
from gluon_opt.passes.resolve_auto_encodings import ResolveAutoEncodingsPass
from gluon_opt.passes.test_print_alignment import TestPrintAlignmentPass
from gluon_opt.passes.tma_lowering import TMALoweringPass
from xdsl.passes import ModulePass

# The built-in passes. Adding a pass: its file, its tests, and one line here.
BUILTIN_PASSES: tuple[type[ModulePass], ...] = (
    PlanCTAPass,
    TMALoweringPass,
    FenceInsertionPass,
    ResolveAutoEncodingsPass,
    InferCoalescedEncodingsPass,
    CoalescePass,
    ConvertTritonToTritonGPUPass,
    TestPrintAlignmentPass,
    RemoveLayoutConversionsPass,
)

# Passes that run on any op (MLIR's op-agnostic passes, all C++); a Python pass says so with
# `anchor_op = None`.
OP_AGNOSTIC = frozenset({"canonicalize", "cse", "symbol-dce", "sccp", "inline"})

PASSES: dict[str, type[ModulePass]] = {}
# where triton.compile runs each registered pass that has a place of its own, by flag
PLACEMENTS: dict[str, Placement] = {}


def register_pass(
    cls: type[ModulePass],
    *,
    before: str | None = None,
    after: str | None = None,
    replace: str | None = None,
) -> type[ModulePass]:
    """Make a Python pass (an xDSL ``ModulePass``) available under its ``name`` (the flag):
    to the CLI, and when it has a placement (its ``placement``, or one of ``before``/
    ``after``/``replace``: a stock pass's flag) to ``triton.compile`` once
    ``gluon_opt.install()`` runs. What else the class says about itself:
    ``gluon_opt.passes.base``.
    """
    name = getattr(cls, "name", None)
    if not isinstance(name, str) or not name:
        raise ValueError(f"{cls.__name__} has no flag: set its `name` class attribute")
    if name in PASSES and not _same_class(PASSES[name], cls):
        raise ValueError(f"a Python pass is already registered as '{name}'")
    asked = (("before", before), ("after", after), ("replace", replace))
    places = [Placement(where, anchor) for where, anchor in asked if anchor]
    if len(places) > 1:
        raise ValueError("give at most one of before=, after=, replace=")
    place = places[0] if places else attribute(cls, "placement")
    if place is not None and find_cpp_pass(place.anchor) is None and place.anchor not in PASSES:
        raise ValueError(f"no stock pass named '{place.anchor}' to place '{name}' at")
    PASSES[name] = cls
    if place is not None:
        PLACEMENTS[name] = place
    return cls


def source_file(cls: type) -> str | None:
    """The file a pass class is written in (also for a file loaded outside sys.modules)."""
    for member in vars(cls).values():
        code = getattr(member, "__code__", None)
        if code is not None and not code.co_filename.startswith("<"):
            return code.co_filename
    return None


def _same_class(entry: type, cls: type) -> bool:
    """The registered class, or the same class of the same file loaded again (a plugin)."""
    if entry is cls:
        return True
    if entry.__qualname__ != cls.__qualname__:
        return False
    return source_file(entry) is not None and source_file(entry) == source_file(cls)


def unregister_pass(name: str) -> None:
    PASSES.pop(name, None)
    PLACEMENTS.pop(name, None)


def mlir_pass_name(name: str) -> str:
    """`Pass::getName()` of the pass registered as ``name`` (e.g. TritonGPUFenceInsertion)."""
    desc = find_cpp_pass(name)
    if name in PASSES:
        cls = PASSES[name]
        # a port names itself as its C++ original does, unless it says otherwise
        return attribute(cls, "mlir_name") or (desc.mlir_name if desc else cls.__name__)
    return desc.mlir_name if desc is not None else name


def cpp_twin(name: str) -> str | None:
    """The flag of the C++ pass a Python pass must equal (None: it has no twin): its
    ``cpp_twin``, else the C++ pass of the same flag where libtriton exposes one."""
    cls = PASSES[name]
    if hasattr(cls, "cpp_twin"):
        return cls.cpp_twin
    return name if find_cpp_pass(name) is not None else None


def skip_check(name: str) -> SkipCheck | None:
    """The embedding's skip check of the pass registered as ``name``, if it has one."""
    return attribute(PASSES[name], "skip_check")


def pass_anchor(name: str) -> str | None:
    """The op a pass is restricted to (`builtin.module`), or None for an op-agnostic pass."""
    if name in PASSES:
        return attribute(PASSES[name], "anchor_op")
    return None if name in OP_AGNOSTIC else "builtin.module"


def get_pass(name: str) -> type[ModulePass]:
    """The pass class registered under its triton-opt flag; KeyError if unknown."""
    return PASSES[name]


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
    fields = {option.field: option for option in pass_options(cls)}
    kwargs = {}
    for key, text in (options or {}).items():
        field_name = key.replace("-", "_")
        if field_name not in fields:
            known = ", ".join(option.name for option in fields.values()) or "none"
            raise ValueError(f"unknown option '{key}' for pass '{name}' (options: {known})")
        kwargs[field_name] = _convert(text, fields[field_name].hint, name, key)
    return cls(**kwargs)


for _cls in BUILTIN_PASSES:
    register_pass(_cls)
