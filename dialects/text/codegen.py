"""Functions generated from an op class's declarative format (once per class and process:
the source is derived from the class alone, never from input text)."""

from __future__ import annotations

from collections.abc import Callable


def define(source: str, name: str, namespace: dict[str, object], origin: str) -> Callable:
    """The function ``name`` that ``source`` defines, its globals ``namespace``; tracebacks
    show ``origin`` as its file, and the function keeps its source (``.source``)."""
    namespace = dict(namespace)
    exec(compile(source, origin, "exec"), namespace)
    function = namespace[name]
    function.source = source
    return function
