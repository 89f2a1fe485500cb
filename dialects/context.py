"""The xDSL context that knows every dialect Triton 3.6.0 prints for NVIDIA kernels.

Each dialect module owns its definitions and exports them as module-level lists:
``OPS`` (operation classes) and ``ATTRS`` (attribute and type classes). Layout encodings
live in ``layouts`` and are split by the dialect prefix they print with.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.context import Context
from xdsl.ir import Dialect


def _tt() -> Dialect:
    from gluon_opt.dialects import tt

    return Dialect("tt", tt.OPS, tt.ATTRS)


def _ttg() -> Dialect:
    from gluon_opt.dialects import layouts, ttg

    return Dialect("ttg", ttg.OPS, ttg.ATTRS + layouts.TTG_ATTRS)


def _ttng() -> Dialect:
    from gluon_opt.dialects import layouts, ttng

    return Dialect("ttng", ttng.OPS, ttng.ATTRS + layouts.TTNG_ATTRS)


def _gluon() -> Dialect:
    from gluon_opt.dialects import gluon

    return Dialect("gluon", gluon.OPS, gluon.ATTRS)


def _arith() -> Dialect:
    from gluon_opt.dialects import arith

    return arith.Arith


def _builtin_like() -> dict[str, Callable[[], Dialect]]:
    from xdsl.dialects import get_all_dialects

    upstream = get_all_dialects()
    return {name: upstream[name] for name in ("builtin", "math", "scf", "cf", "llvm", "func", "ub")}


TRITON_DIALECTS: dict[str, Callable[[], Dialect]] = {
    "tt": _tt,
    "ttg": _ttg,
    "ttng": _ttng,
    "gluon": _gluon,
    "arith": _arith,
}


def make_context(allow_unregistered: bool = False) -> Context:
    """A fresh context with builtin, arith, math, scf, cf and the Triton dialects registered."""
    ctx = Context(allow_unregistered=allow_unregistered)
    for name, factory in {**_builtin_like(), **TRITON_DIALECTS}.items():
        ctx.register_dialect(name, factory)
    ctx.load_registered_dialect("builtin")
    return ctx
