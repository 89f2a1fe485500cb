"""The xDSL context that knows every dialect Triton 3.6.0 prints for NVIDIA kernels.

Each dialect module owns its definitions and exports them as module-level lists:
``OPS`` (operation classes) and ``ATTRS`` (attribute and type classes). Layout encodings
live in ``layout.encodings`` and are split by the dialect prefix they print with. Where we
have no module of our own (cf, llvm, func), the upstream xDSL dialect is used.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from gluon_opt.dialects import arith, gluon, math, scf, tt, ttg, ttng, ub
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
    "ub": lambda: ub.UB,
}

_UPSTREAM_NAMES = ("builtin", "arith", "math", "scf", "cf", "llvm", "func")


@functools.cache
def _factories() -> dict[str, Callable[[], Dialect]]:
    """The dialect factories of make_context's contexts (the same objects for every one)."""
    upstream = get_all_dialects()
    factories: dict[str, Callable[[], Dialect]] = {n: upstream[n] for n in _UPSTREAM_NAMES}
    factories.update(TRITON_DIALECTS)
    return factories


@functools.cache
def _definitions(name: str) -> tuple[Dialect, dict, dict, dict]:
    """Dialect ``name`` of _factories() and its ops, attributes and types by name, as
    Context.load_registered_dialect files them; found once per process (code, not input)."""
    probe = Context()
    probe.register_dialect(name, _factories()[name])
    probe.load_registered_dialect(name)
    dialect = probe._loaded_dialects[name]
    return dialect, probe._loaded_ops, probe._loaded_attrs, probe._loaded_types


class _Context(Context):
    """xDSL's context, loading each dialect of make_context from tables filed once per
    process: each hand-off of an embedded compile parses with a fresh context, and filing
    every op and attribute class of each dialect it uses one by one (with xDSL's checks)
    costs a good part of a small module's parse."""

    def load_registered_dialect(self, name: str) -> None:
        factory = self._registered_dialects.get(name)
        if factory is None or factory is not _factories().get(name):
            return super().load_registered_dialect(name)
        dialect, ops, attrs, types = _definitions(name)
        if not (
            ops.keys().isdisjoint(self._loaded_ops)
            and attrs.keys().isdisjoint(self._loaded_attrs)
            and types.keys().isdisjoint(self._loaded_types)
        ):
            return super().load_registered_dialect(name)  # its error for a name loaded twice
        self._loaded_dialects[dialect.name] = dialect
        self._loaded_ops.update(ops)
        self._loaded_attrs.update(attrs)
        self._loaded_types.update(types)


@functools.cache
def _all_definitions() -> tuple[dict, dict, dict, dict]:
    """Every dialect of _factories() and their ops, attributes and types by name, merged
    (each name filed by one dialect only: checked once per process)."""
    dialects: dict[str, Dialect] = {}
    tables: tuple[dict, dict, dict] = ({}, {}, {})
    for name in _factories():
        dialect, *kinds = _definitions(name)
        dialects[dialect.name] = dialect
        for table, entries in zip(tables, kinds, strict=True):
            assert table.keys().isdisjoint(entries), f"{name} files a name twice"
            table.update(entries)
    return (dialects, *tables)


def make_context(allow_unregistered: bool = False) -> Context:
    """A fresh context with builtin, arith, math, scf, cf, ub and the Triton dialects.

    Each is registered and loaded at once, from the tables filed once per process: a
    hand-off's parse meets most of them, and loading each on first sight (xDSL's way)
    costs a dozen calls per dialect and parse; a name resolves the same either way."""
    ctx = _Context(allow_unregistered=allow_unregistered)
    ctx._registered_dialects.update(_factories())
    dialects, ops, attrs, types = _all_definitions()
    ctx._loaded_dialects.update(dialects)
    ctx._loaded_ops.update(ops)
    ctx._loaded_attrs.update(attrs)
    ctx._loaded_types.update(types)
    return ctx
