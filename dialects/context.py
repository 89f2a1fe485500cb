"""The xDSL context that knows every dialect Triton 3.6.0 prints for NVIDIA kernels.

Each dialect module owns its definitions and exports them as module-level lists:
``OPS`` (operation classes) and ``ATTRS`` (attribute and type classes). Layout encodings
live in ``layout.encodings`` and are split by the dialect prefix they print with.

The Triton dialect modules are written in parallel; a dialect whose module does not exist
yet is simply not registered (checked with ``find_spec``, so that a real ImportError inside
an existing module still surfaces instead of being swallowed).
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable

from xdsl.context import Context
from xdsl.ir import Dialect

_PKG = "gluon_opt.dialects"


def _exists(module: str) -> bool:
    return importlib.util.find_spec(f"{_PKG}.{module}") is not None


def _load(module: str):
    return importlib.import_module(f"{_PKG}.{module}")


def _layout_attrs(group: str) -> list:
    return list(getattr(_load("layout.encodings"), group)) if _exists("layout.encodings") else []


def _tt() -> Dialect:
    tt = _load("tt")
    return Dialect("tt", tt.OPS, tt.ATTRS)


def _ttg() -> Dialect:
    ttg = _load("ttg")
    return Dialect("ttg", ttg.OPS, list(ttg.ATTRS) + _layout_attrs("TTG_ATTRS"))


def _ttng() -> Dialect:
    ttng = _load("ttng")
    return Dialect("ttng", ttng.OPS, list(ttng.ATTRS) + _layout_attrs("TTNG_ATTRS"))


def _gluon() -> Dialect:
    gluon = _load("gluon")
    return Dialect("gluon", gluon.OPS, gluon.ATTRS)


def _arith() -> Dialect:
    return _load("arith").Arith


def _math() -> Dialect:
    return _load("math").Math


def _scf() -> Dialect:
    return _load("scf").Scf


def _upstream() -> dict[str, Callable[[], Dialect]]:
    from xdsl.dialects import get_all_dialects

    return get_all_dialects()


# Our module (if it exists) -> the factory of its dialect. Where our module is missing,
# the upstream xDSL dialect of the same name is used (arith, math, scf, cf, ub, ...).
_OURS: dict[str, tuple[str, Callable[[], Dialect]]] = {
    "tt": ("tt", _tt),
    "ttg": ("ttg", _ttg),
    "ttng": ("ttng", _ttng),
    "gluon": ("gluon", _gluon),
    "arith": ("arith", _arith),
    "math": ("math", _math),
    "scf": ("scf", _scf),
}

_UPSTREAM_NAMES = ("builtin", "arith", "math", "scf", "cf", "llvm", "func", "ub")

# Kept for callers that want the Triton factories by name.
TRITON_DIALECTS: dict[str, Callable[[], Dialect]] = {
    name: factory for name, (_, factory) in _OURS.items()
}


def make_context(allow_unregistered: bool = False) -> Context:
    """A fresh context with builtin, arith, math, scf, cf, ub and the Triton dialects."""
    ctx = Context(allow_unregistered=allow_unregistered)
    upstream = _upstream()
    factories: dict[str, Callable[[], Dialect]] = {n: upstream[n] for n in _UPSTREAM_NAMES}
    for name, (module, factory) in _OURS.items():
        if _exists(module):
            factories[name] = factory
    for name, factory in factories.items():
        ctx.register_dialect(name, factory)
    ctx.load_registered_dialect("builtin")
    return ctx
