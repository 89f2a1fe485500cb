"""gluon-opt: Triton's NVIDIA compiler passes, written in Python on xDSL.

Embedding in ``triton.compile`` (the machinery lives in ``gluon_opt.tools.embed``)::

    import gluon_opt
    gluon_opt.install()              # every later NVIDIA compile runs our Python passes
    ...
    gluon_opt.compile_log()          # per compile: [{"name", "where", "seconds"}, ...]
    gluon_opt.uninstall()

    with gluon_opt.installed():      # or for one block only
        ...
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


def compile_log() -> list[list[dict[str, Any]]]:
    """For each compile since install(): its ttgir pipeline steps (name, where, seconds)."""
    from gluon_opt.tools import embed

    return embed.compile_log()


__all__ = ["install", "uninstall", "installed", "compile_log"]
