"""Running libtriton's C++ passes from gluon-opt, on a libtriton module.

    mod = CppModule.parse(text, "x.mlir")          # libtriton's parser; CppError if it fails
    run_pass(mod, "tritongpu-coalesce", {})        # one pass manager per pass
    mod.text(debuginfo=True)                       # libtriton's print, with x.mlir in locations

Which passes exist and how they are called is described in ``gluon_opt.passes.cpp_passes``.
libtriton only parses files, and names every location after the path it was given; we parse
a temporary file whose unique path we then replace by the user's file name in everything
libtriton prints (the module text and its diagnostics). Blank lines put in front of a chunk
of a split input keep its line numbers those of the whole file.

libtriton writes its diagnostics to stderr; they are captured and returned as
``CppDiagnostic`` values (``CppError.diagnostics``), so the CLI reports and checks them
(``-verify-diagnostics``) as it does its own.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from gluon_opt.passes.cpp_passes import CppOption, CppPass, find_cpp_pass


@dataclass(frozen=True)
class CppDiagnostic:
    severity: str  # error | warning | remark | note
    message: str
    filename: str
    line: int
    col: int


class CppError(Exception):
    """libtriton failed to parse or a C++ pass failed; ``diagnostics`` says where and why."""

    def __init__(self, message: str, diagnostics: list[CppDiagnostic]):
        super().__init__(message)
        self.diagnostics = diagnostics


def _libtriton() -> Any:
    from triton._C import libtriton

    return libtriton


def binding(desc: CppPass) -> Any:
    """The ``add_*`` function of libtriton that appends the pass to a pass manager."""
    obj = _libtriton()
    for part in desc.binding.split("."):
        obj = getattr(obj, part)
    return obj


# ---------------------------------------------------------------------------------------------
# Options


def _convert(option: CppOption, flag: str, raw: Any) -> Any:
    if option.kind is bool:
        if isinstance(raw, bool):
            return raw
        text = str(raw).strip().lower()
        if text in ("true", "1", ""):
            return True
        if text in ("false", "0"):
            return False
        raise ValueError(f"{flag}: option {option.name} expects true/false, got {raw!r}")
    if option.kind is int:
        try:
            return int(str(raw), 0)
        except ValueError:
            raise ValueError(
                f"{flag}: option {option.name} expects an integer, got {raw!r}"
            ) from None
    return str(raw)


def option_values(desc: CppPass, given: Mapping[str, Any] | None) -> list[Any]:
    """The binding's arguments (after the pass manager) for triton-opt style options.

    Keys may use ``-`` or ``_``. An option triton-opt has but the binding fixes is accepted
    at its default value only (we cannot know other defaults are harmless: refuse them).
    """
    values = {opt.name: opt.default for opt in desc.options}
    for key, raw in (given or {}).items():
        name = key.replace("_", "-")
        option = next((o for o in desc.options if o.name == name), None)
        if option is None:
            if name in desc.fixed:
                raise ValueError(
                    f"{desc.flag}: option {name} exists in triton-opt, but libtriton's binding "
                    f"({desc.binding}) does not let it be set"
                )
            known = ", ".join(o.name for o in desc.options) or "none"
            raise ValueError(f"{desc.flag}: unknown option '{key}' (known: {known})")
        values[name] = _convert(option, desc.flag, raw)
    return [values[o.name] for o in desc.options]


def add_pass(pm: Any, flag: str, options: Mapping[str, Any] | None = None) -> None:
    desc = find_cpp_pass(flag)
    if desc is None:
        raise ValueError(f"libtriton exposes no pass named '{flag}'")
    binding(desc)(pm, *option_values(desc, options))


def make_context() -> Any:
    lib = _libtriton()
    ctx = lib.ir.context()
    lib.ir.load_dialects(ctx)
    lib.nvidia.load_dialects(ctx)
    return ctx


# ---------------------------------------------------------------------------------------------
# Diagnostics on stderr


class CapturedStderr:
    """Collects what C++ writes to file descriptor 2 (MLIR diagnostics) while active.

    ``log`` names a file to collect into (it keeps the text even if the process aborts)."""

    def __init__(self, log: str | None = None) -> None:
        self.log = log
        self.text = ""

    def __enter__(self) -> CapturedStderr:
        import sys

        sys.stderr.flush()
        if self.log is None:
            self._file = tempfile.TemporaryFile(mode="w+b")
        else:
            self._file = open(self.log, "w+b")  # noqa: SIM115 (closed in __exit__)
        self._saved = os.dup(2)
        os.dup2(self._file.fileno(), 2)
        return self

    def __exit__(self, *exc: object) -> None:
        import sys

        sys.stderr.flush()
        os.dup2(self._saved, 2)
        os.close(self._saved)
        self._file.seek(0)
        self.text = self._file.read().decode(errors="replace")
        self._file.close()


_DIAGNOSTIC = re.compile(r"^(.*?)(?::(\d+):(\d+))?: (error|warning|remark|note): (.*)$")


def parse_diagnostics(text: str, alias: str, filename: str) -> list[CppDiagnostic]:
    """MLIR's `file:line:col: severity: message` lines; other lines (a crash reproducer,
    an op printed under `see current operation:`) are not diagnostics and are left out."""
    found = []
    for line in text.splitlines():
        match = _DIAGNOSTIC.match(line)
        if match:
            where, row, col, severity, message = match.groups()
            where = filename if where == alias else where
            found.append(CppDiagnostic(severity, message, where, int(row or 0), int(col or 0)))
    return found


# ---------------------------------------------------------------------------------------------
# Modules


@dataclass
class CppModule:
    """A libtriton module with its context; ``alias`` is the path libtriton parsed it from."""

    context: Any
    module: Any
    alias: str
    filename: str

    @classmethod
    def parse(
        cls,
        text: str,
        filename: str,
        line_offset: int = 0,
        *,
        op_on_diagnostic: bool = True,
    ) -> CppModule:
        context = make_context()
        # mlir-opt leaves the op out of diagnostics when checking them (-verify-diagnostics)
        context.printOpOnDiagnostic(op_on_diagnostic)
        tmp = tempfile.mkdtemp(prefix="gluon-opt-")
        alias = os.path.join(tmp, "input.mlir")
        try:
            with open(alias, "w") as f:
                f.write("\n" * line_offset + text)
            failure = None
            with CapturedStderr() as err:
                try:
                    module = _libtriton().ir.parse_mlir_module(alias, context)
                except RuntimeError as e:
                    failure = e
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
        if failure is not None:
            diagnostics = parse_diagnostics(err.text, alias, filename)
            raise CppError(f"libtriton could not parse {filename}", diagnostics)
        # triton's own code reads `mod.context` (a Python attribute its front end sets)
        module.context = context
        return cls(context, module, alias, filename)

    def text(self, debuginfo: bool) -> str:
        if not debuginfo:
            return self.module.str_nodebug()
        return str(self.module).replace(f'"{self.alias}"', _quoted(self.filename))


def _quoted(filename: str) -> str:
    return '"' + filename.replace("\\", "\\\\").replace('"', '\\"') + '"'


def run_pass(
    mod: CppModule, flag: str, options: Mapping[str, Any] | None = None
) -> list[CppDiagnostic]:
    """Run one C++ pass on ``mod`` in place (MLIR verifies the result). Returns the warnings
    and remarks of a pass that succeeded; raises CppError when it fails."""
    pm = _libtriton().ir.pass_manager(mod.context)
    add_pass(pm, flag, options)
    failure = None
    with CapturedStderr() as err:
        try:
            pm.run(mod.module, "gluon-opt")
        except RuntimeError as e:
            failure = e
    diagnostics = parse_diagnostics(err.text, mod.alias, mod.filename)
    if failure is not None:
        raise CppError(f"libtriton pass {flag} failed", diagnostics)
    return diagnostics
