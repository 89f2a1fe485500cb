"""The xDSL context that knows every dialect Triton 3.6.0 prints for NVIDIA kernels.

Each dialect module owns its definitions and exports them as module-level lists:
``OPS`` (operation classes) and ``ATTRS`` (attribute and type classes). Layout encodings
live in ``layout.encodings`` and are split by the dialect prefix they print with. Where we
have no module of our own (cf, ub, llvm, func), the upstream xDSL dialect is used.
"""

from __future__ import annotations

from collections.abc import Callable

from gluon_opt.dialects import arith, gluon, math, scf, tt, ttg, ttng
from gluon_opt.dialects.layout.encodings import TTG_ATTRS, TTNG_ATTRS
from xdsl.context import Context
from xdsl.dialects import get_all_dialects
from xdsl.ir import Dialect


def _tt() -> Dialect:
    return Dialect("tt", tt.OPS, tt.ATTRS)


def _ttg() -> Dialect:
    return Dialect("ttg", ttg.OPS, list(ttg.ATTRS) + TTG_ATTRS)


def _ttng() -> Dialect:
    return Dialect("ttng", ttng.OPS, list(ttng.ATTRS) + TTNG_ATTRS)


def _gluon() -> Dialect:
    return Dialect("gluon", gluon.OPS, gluon.ATTRS)


# The Triton dialects and our versions of upstream ones, by name -> the factory of each.
TRITON_DIALECTS: dict[str, Callable[[], Dialect]] = {
    "tt": _tt,
    "ttg": _ttg,
    "ttng": _ttng,
    "gluon": _gluon,
    "arith": lambda: arith.Arith,
    "math": lambda: math.Math,
    "scf": lambda: scf.Scf,
}

_UPSTREAM_NAMES = ("builtin", "arith", "math", "scf", "cf", "llvm", "func", "ub")


def make_context(allow_unregistered: bool = False) -> Context:
    """A fresh context with builtin, arith, math, scf, cf, ub and the Triton dialects."""
    ctx = Context(allow_unregistered=allow_unregistered)
    upstream = get_all_dialects()
    factories: dict[str, Callable[[], Dialect]] = {n: upstream[n] for n in _UPSTREAM_NAMES}
    factories.update(TRITON_DIALECTS)
    for name, factory in factories.items():
        ctx.register_dialect(name, factory)
    ctx.load_registered_dialect("builtin")
    return ctx
