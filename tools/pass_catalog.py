"""Every pass gluon-opt can run, Python or C++, and where each one runs.

A flag can have a Python pass (``gluon_opt.passes.registry``, including passes users
register), a C++ pass that libtriton's bindings expose (``gluon_opt.passes.cpp_passes``), or
both. Where both exist the Python pass runs, unless the user asks for C++ (``--use-cpp``).
"""

from __future__ import annotations

from collections.abc import Iterable

from gluon_opt.passes import registry
from gluon_opt.passes.base import pass_options, summary
from gluon_opt.passes.cpp_passes import CPP_PASSES, TRITON_OPT_ONLY, find_cpp_pass

ALL = "all"


def runs_in_cpp(flag: str, use_cpp: Iterable[str]) -> bool:
    """Whether ``flag`` runs in libtriton: it has no Python pass, or the user chose C++."""
    use_cpp = frozenset(use_cpp)
    return flag not in registry.PASSES or ALL in use_cpp or flag in use_cpp


def check_use_cpp(use_cpp: Iterable[str]) -> None:
    """ValueError for a ``--use-cpp`` flag that names no Python pass with a C++ twin."""
    for flag in sorted(frozenset(use_cpp) - {ALL}):
        if flag not in registry.PASSES:
            if find_cpp_pass(flag) is not None:
                continue  # runs in C++ anyway
            raise ValueError(f"--use-cpp: no pass named '{flag}'")
        if find_cpp_pass(flag) is None:
            raise ValueError(f"--use-cpp: the Python pass '{flag}' has no C++ twin in libtriton")


def _python_options(cls: type) -> list[str]:
    return [
        f"{option.name}: {getattr(option.hint, '__name__', str(option.hint))} = "
        f"{option.default!r}"
        for option in pass_options(cls)
    ]


def list_passes() -> str:
    """The text of ``-list-passes``: each flag, where it runs, its summary and options."""
    lines = [
        "Passes (where: python, cpp = libtriton's C++ pass, python+cpp = both,",
        "the Python one by default; --use-cpp=FLAG picks C++):",
        "",
    ]
    flags = sorted(set(registry.PASSES) | {d.flag for d in CPP_PASSES})
    for flag in flags:
        desc = find_cpp_pass(flag)
        python = flag in registry.PASSES
        where = "python+cpp" if python and desc else "python" if python else "cpp"
        cls = registry.get_pass(flag) if python else None
        text = summary(cls) if cls is not None else ""
        text = text or (desc.summary if desc else "")
        lines.append(f"  --{flag}  [{where}]")
        lines.append(f"      {text}")
        if cls is not None:
            for option in _python_options(cls):
                lines.append(f"      {option}")
        elif desc is not None:
            for opt in desc.options:
                default = str(opt.default).lower() if opt.kind is bool else repr(opt.default)
                lines.append(f"      {opt.name}: {opt.kind.__name__} = {default}  {opt.help}")
        if desc is not None and desc.fixed:
            lines.append(f"      (fixed by libtriton's binding: {desc.fixed})")
    lines += ["", "triton-opt passes libtriton 3.6.0 does not expose (gluon-opt cannot run them):"]
    lines += [f"  --{p.flag}  ({p.what})" for p in TRITON_OPT_ONLY if p.flag not in flags]
    return "\n".join(lines) + "\n"
