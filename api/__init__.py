"""gluon-opt: Triton's NVIDIA compiler passes, written in Python on xDSL.

Embedding in ``triton.compile`` (the machinery lives in ``gluon_opt.tools.embed``)::

    import gluon_opt
    gluon_opt.install()              # every later NVIDIA compile runs our Python passes
    ...
    gluon_opt.compile_log()          # per compile: [{"name", "where", "seconds"}, ...]
    gluon_opt.uninstall()

    with gluon_opt.installed():      # or for one block only
        ...

Your own pass (an xDSL ``ModulePass``; see examples/cache_global_loads.py)::

    @dataclass(frozen=True)
    class MyPass(ModulePass):
        # a docstring: its first line is what -list-passes shows
        name = "my-pass"                 # the flag: gluon-opt x.mlir --my-pass
        some_option: int = 3             # an option: --my-pass=some-option=4
        def apply(self, ctx, op): ...

    gluon_opt.register_pass(MyPass, after="tritongpu-coalesce")   # or before=, replace=
    gluon_opt.install()                  # triton.compile now runs it after every coalesce

On the command line: ``gluon-opt x.mlir --load-pass-plugin=my_pass.py --my-pass``.
"""

from __future__ import annotations

from typing import Any


def install(*args: Any, **kwargs: Any) -> Any:
    """Run gluon-opt's Python passes inside every later ``triton.compile`` (NVIDIA)."""
    from gluon_opt.tools import embed

    return embed.install(*args, **kwargs)


def uninstall() -> None:
    """Back to stock Triton: the stock ttgir stage and stock cache keys."""
    from gluon_opt.tools import embed

    embed.uninstall()


def installed(*args: Any, **kwargs: Any) -> Any:
    """Context manager: ``with gluon_opt.installed(): ...``."""
    from gluon_opt.tools import embed

    return embed.installed(*args, **kwargs)


def register_pass(
    cls: type,
    *,
    before: str | None = None,
    after: str | None = None,
    replace: str | None = None,
) -> type:
    """Register a Python pass under its flag (``cls.name``) for gluon-opt, and with
    ``before``/``after``/``replace`` (a stock pass's triton-opt flag) for ``triton.compile``
    (from the next ``install()`` on). Returns ``cls``."""
    from gluon_opt.passes.registry import register_pass as register

    return register(cls, before=before, after=after, replace=replace)


def unregister_pass(flag: str) -> None:
    """Forget a pass registered with ``register_pass`` (takes effect at the next install())."""
    from gluon_opt.passes.registry import unregister_pass as unregister

    unregister(flag)


def compile_log() -> list[list[dict[str, Any]]]:
    """For each compile since install(): its ttgir pipeline steps (name, where, seconds)."""
    from gluon_opt.tools import embed

    return embed.compile_log()


__all__ = [
    "compile_log",
    "install",
    "installed",
    "register_pass",
    "uninstall",
    "unregister_pass",
]
