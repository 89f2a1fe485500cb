"""What a pass says about itself, on its class, once.

A gluon-opt pass is an xDSL ``ModulePass`` (best a ``GluonPass``) whose class attributes
describe it; the registry (CLI, ``-list-passes``), the embedding in ``triton.compile`` and
``--compare`` read them there and nowhere restate them:

- ``name``: the triton-opt flag (``triton-nvidia-gpu-fence-insertion``);
- its dataclass fields: the options (``compute_capability: int = 90`` is
  ``compute-capability=90``);
- the docstring's first line: the summary ``-list-passes`` shows;
- ``mlir_name``: ``Pass::getName()``, what IR dumps and timing reports call it;
- ``cpp_twin``: the flag of the libtriton C++ pass (``cpp_passes.CPP_PASSES``, which names
  the binding that runs it) whose output it must equal;
- ``skip_check``: an exact, cheap test on a libtriton module that the pass would change
  nothing, so that ``triton.compile`` can skip the hand-off;
- ``placement``: where ``triton.compile`` runs it. A pass whose flag is a stock pass's flag
  runs in that pass's place; any other pass runs where its placement says.

A port of a libtriton pass says so once, ``class CoalescePass(GluonPass,
port_of="tritongpu-coalesce")``: its flag, ``cpp_twin`` and ``mlir_name`` are then the C++
pass's (``cpp_passes``).

docs/architecture.md ("How to add a pass") shows a complete example.
"""

from __future__ import annotations

import dataclasses
import functools
import typing
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from gluon_opt.passes.cpp_passes import find_cpp_pass
from xdsl.passes import ModulePass

# a skip check: (libtriton module, the step's options as text) -> the pass would change nothing
SkipCheck = Callable[[Any, dict[str, str]], bool]

_WHERE = ("before", "after", "replace")


@dataclass(frozen=True)
class Placement:
    """Where ``triton.compile`` runs a pass: ``before``, ``after`` or in place of
    (``replace``) every occurrence of the stock pass ``anchor`` (a triton-opt flag)."""

    where: str
    anchor: str

    def __post_init__(self) -> None:
        if self.where not in _WHERE:
            raise ValueError(f"a placement is one of {', '.join(_WHERE)}, not '{self.where}'")


class GluonPass(ModulePass):
    """Base of gluon-opt's passes: the attributes below, with their defaults (a plain
    ``ModulePass`` with some of them set works the same)."""

    name: ClassVar[str]
    # None: the MLIR name of its C++ twin, else the class name
    mlir_name: ClassVar[str | None] = None
    # the C++ pass it must equal; left unset: the libtriton pass of the same flag, if any
    cpp_twin: ClassVar[str | None]
    # the C++ pass orders ops by pointer hashes: compare up to op order and SSA names
    cpp_order_varies: ClassVar[bool] = False
    placement: ClassVar[Placement | None] = None
    # the op the pass is restricted to; None for an op-agnostic pass
    anchor_op: ClassVar[str | None] = "builtin.module"
    skip_check: ClassVar[SkipCheck | None] = None

    def __init_subclass__(cls, port_of: str | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if port_of is not None:
            twin = find_cpp_pass(port_of)
            if twin is None:
                raise ValueError(f"{cls.__name__}: libtriton has no pass '{port_of}' to port")
            cls.name = cls.cpp_twin = port_of
            cls.mlir_name = twin.mlir_name


def attribute(cls: type, key: str) -> Any:
    """A description attribute of any pass class, with ``GluonPass``'s default."""
    return getattr(cls, key, getattr(GluonPass, key, None))


@dataclass(frozen=True)
class PassOption:
    """One option: ``name`` as triton-opt spells it, ``field`` the dataclass field."""

    name: str
    field: str
    hint: Any  # the field's type
    default: Any


def pass_options(cls: type) -> list[PassOption]:
    """The options of a pass class: its dataclass fields that ``__init__`` takes."""
    return list(_class_options(cls))


@functools.cache
def _class_options(cls: type) -> tuple[PassOption, ...]:
    # once per class: resolving the annotations (typing.get_type_hints) costs more than a
    # small pass run, and every hand-off creates its passes from their options
    if not dataclasses.is_dataclass(cls):
        return ()
    try:
        hints = typing.get_type_hints(cls)
    except Exception:  # an annotation that does not resolve: options are then text
        hints = {}
    return tuple(
        PassOption(f.name.replace("_", "-"), f.name, hints.get(f.name, str), f.default)
        for f in dataclasses.fields(cls)
        if f.init
    )


def summary(cls: type) -> str:
    doc = (cls.__doc__ or "").strip()
    return doc.splitlines()[0].rstrip(".") if doc else ""


def libtriton_ops(mod: Any) -> list[Any]:
    """The ops of a libtriton module, in its walk's order (post-order; for skip checks). The
    walk calls back into Python for every op: a list's own ``append`` is the cheapest callee
    (no Python frame per op)."""
    ops: list[Any] = []
    mod.walk(ops.append)
    return ops


def libtriton_op_names(mod: Any) -> set[str]:
    """The names of the ops in a libtriton module (for skip checks)."""
    return {op.get_name() for op in libtriton_ops(mod)}


def skip_unless_ops(op_names: frozenset[str]) -> SkipCheck:
    """The skip check of a pass that changes nothing in a module without any of these ops."""

    def check(mod: Any, options: dict[str, str]) -> bool:
        return not (libtriton_op_names(mod) & op_names)

    return staticmethod(check)  # a class attribute, not a method
