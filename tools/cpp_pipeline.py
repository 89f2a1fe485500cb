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

import contextlib
import ctypes
import functools
import mmap
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
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
            fixed = desc.fixed_options()
            if name in fixed and str(raw).lower() == fixed[name]:
                continue  # the value the binding uses anyway
            if name in fixed:
                raise ValueError(
                    f"{desc.flag}: option {name} exists in triton-opt, but libtriton's binding "
                    f"({desc.binding}) does not let it be set (it is always {fixed[name]})"
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


def make_context(allow_unregistered: bool = False, amd_dialects: bool = False) -> Any:
    """A libtriton context with the dialects of triton.compile's NVIDIA path; with
    ``amd_dialects`` also the AMD ones, as triton-opt has (gluon-opt's C++ steps: `rocdl` in
    Triton's LLVMIR/insert-dbg-intrinsic.mlir). They only add ops; the oracle leaves them out
    (a context costs about a third more with them)."""
    lib = _libtriton()
    ctx = lib.ir.context()
    lib.ir.load_dialects(ctx)
    lib.nvidia.load_dialects(ctx)
    if amd_dialects:
        lib.amd.load_dialects(ctx)
    if allow_unregistered:
        allow_unregistered_dialects(ctx)
    return ctx


# ---------------------------------------------------------------------------------------------
# -allow-unregistered-dialect
#
# libtriton's Python bindings have no way to call MLIRContext::allowUnregisteredDialects,
# which many of Triton's lit tests need (`-allow-unregistered-dialect`), and the wheel does
# not export it (a local symbol: dlsym cannot find it). The wheel keeps its full symbol
# table, so we read the member function's address there (and its getter's), add the address
# the dynamic loader put libtriton.so at, and call it on the C++ object a pybind11 `context`
# holds. Three guards make this safe on a wheel other than the one it was written for:
# - the symbols must be defined functions in libtriton.so's .symtab (ELF64 little-endian);
# - before any context of this process is touched, a child process does the whole thing
#   once and parses a module holding an unregistered op (so a wrong address or object
#   layout crashes the child, never gluon-opt);
# - on every context: the getter must say "not allowed" before the call and "allowed"
#   after it.
# Any surprise is an UnsupportedError saying what went wrong (the CLI reports it located).

_ALLOW_SYMBOL = b"_ZN4mlir11MLIRContext25allowUnregisteredDialectsEb"
_ALLOWS_SYMBOL = b"_ZN4mlir11MLIRContext26allowsUnregisteredDialectsEv"
_STT_FUNC = 2
_SELF_TEST = """
from gluon_opt.tools import cpp_pipeline as c
ctx = c.make_context()
c._allow_unregistered_unchecked(ctx)
c.CppModule.parse('module {\\n  "probe.op"() : () -> ()\\n}\\n', "probe.mlir",
                  allow_unregistered=False, context=ctx)
print("ok")
"""


class UnsupportedError(Exception):
    """libtriton cannot do this here (the message says what)."""


@functools.cache
def _symbol_offset(path: str, name: bytes) -> int:
    """The value of a defined function symbol in an ELF64 shared object's .symtab."""
    with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as m:
        if m[:5] != b"\x7fELF\x02" or m[5] != 1:
            raise UnsupportedError("libtriton.so is not a little-endian ELF64 file")
        (shoff,) = struct.unpack_from("<Q", m, 0x28)
        shentsize, shnum = struct.unpack_from("<HH", m, 0x3A)
        sections = [
            struct.unpack_from("<IIQQQQIIQQ", m, shoff + i * shentsize) for i in range(shnum)
        ]
        symtabs = [s for s in sections if s[1] == 2]  # SHT_SYMTAB
        if not symtabs:
            raise UnsupportedError("libtriton.so has no symbol table")
        symtab = symtabs[0]
        strtab = sections[symtab[6]]
        start = m.find(b"\0" + name + b"\0", strtab[4], strtab[4] + strtab[5])
        if start < 0:
            raise UnsupportedError(f"libtriton.so has no symbol {name.decode()}")
        key = struct.pack("<I", start + 1 - strtab[4])
        begin, end = symtab[4], symtab[4] + symtab[5]
        at = m.find(key, begin, end)
        while at >= 0:
            if (at - begin) % symtab[9] == 0:  # an st_name field, not a stray match
                info, _, shndx, value = struct.unpack_from("<BBHQ", m, at + 4)
                if info & 0xF != _STT_FUNC or shndx == 0 or not value:
                    raise UnsupportedError(f"{name.decode()} is not a function in libtriton.so")
                return value
            at = m.find(key, at + 1, end)
    raise UnsupportedError(f"libtriton.so has no symbol {name.decode()}")


def _load_address(path: str) -> int:
    real = os.path.realpath(path)
    with open("/proc/self/maps") as maps:
        for line in maps:
            fields = line.split()
            if len(fields) >= 6 and fields[5] == real and int(fields[2], 16) == 0:
                return int(fields[0].split("-")[0], 16)
    raise UnsupportedError("cannot find where libtriton.so is loaded")


def _context_functions() -> tuple[Any, Any]:
    """(allowUnregisteredDialects, allowsUnregisteredDialects) of libtriton's MLIRContext."""
    if sys.platform != "linux" or struct.calcsize("P") != 8:
        raise UnsupportedError("-allow-unregistered-dialect with C++ passes needs 64-bit Linux")
    path = os.path.realpath(_libtriton().__file__)
    base = _load_address(path)
    setter = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_bool)(
        base + _symbol_offset(path, _ALLOW_SYMBOL)
    )
    getter = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p)(
        base + _symbol_offset(path, _ALLOWS_SYMBOL)
    )
    return setter, getter


def _context_pointer(ctx: Any) -> int:
    """The MLIRContext a pybind11 `context` holds: the word after the object header."""
    if type(ctx) is not _libtriton().ir.context:
        raise UnsupportedError("not a libtriton context")
    pointer = ctypes.c_void_p.from_address(id(ctx) + object.__basicsize__).value
    if not pointer or pointer % ctypes.alignment(ctypes.c_void_p):
        raise UnsupportedError("cannot reach libtriton's MLIRContext")
    return pointer


def _allow_unregistered_unchecked(ctx: Any) -> None:
    setter, getter = _context_functions()
    pointer = _context_pointer(ctx)
    if getter(pointer):
        raise UnsupportedError(
            "libtriton's MLIRContext is not where it was expected (or not a fresh one)"
        )
    setter(pointer, True)
    if not getter(pointer):
        raise UnsupportedError("allowUnregisteredDialects had no effect on libtriton's context")


@functools.cache
def _self_test() -> None:
    """The whole call, once, in a child process (it may crash there, not here)."""
    try:
        child = subprocess.run(
            [sys.executable, "-c", _SELF_TEST], capture_output=True, text=True, timeout=120
        )
    except (OSError, subprocess.TimeoutExpired) as err:
        message = f"-allow-unregistered-dialect self-test did not run: {err}"
        raise UnsupportedError(message) from None
    if child.returncode != 0 or child.stdout.strip() != "ok":
        why = (child.stderr.strip().splitlines() or [f"exit status {child.returncode}"])[-1]
        raise UnsupportedError(
            f"-allow-unregistered-dialect cannot be enabled in this libtriton ({why[:200]})"
        )


def allow_unregistered_dialects(ctx: Any) -> None:
    """MLIRContext::allowUnregisteredDialects(true) on a fresh libtriton context."""
    _self_test()
    _allow_unregistered_unchecked(ctx)


# ---------------------------------------------------------------------------------------------
# Diagnostics on stderr


class CapturedStderr:
    """Collects what C++ writes to file descriptor 2 (MLIR diagnostics) while active.

    ``log`` names a file to collect into (it keeps the text even if the process aborts)."""

    def __init__(self, log: str | None = None) -> None:
        self.log = log
        self.text = ""

    def __enter__(self) -> CapturedStderr:
        sys.stderr.flush()
        if self.log is None:
            self._file = tempfile.TemporaryFile(mode="w+b")
        else:
            self._file = open(self.log, "w+b")  # noqa: SIM115 (closed in __exit__)
        self._saved = os.dup(2)
        os.dup2(self._file.fileno(), 2)
        return self

    def __exit__(self, *exc: object) -> None:
        sys.stderr.flush()
        os.dup2(self._saved, 2)
        os.close(self._saved)
        self._file.seek(0)
        self.text = self._file.read().decode(errors="replace")
        self._file.close()


# `file:line:col: error: ...`; a location MLIR cannot turn into a file position (the parser's
# own, say) prints as `loc("file":line:col):0:0`
_DIAGNOSTIC = re.compile(
    r'^(?:loc\("(?P<lf>.*)":(?P<ll>\d+):(?P<lc>\d+)\)(?::0:0)?|(?P<f>.*?)(?::(?P<l>\d+):(?P<c>\d+))?)'
    r": (?P<severity>error|warning|remark|note): (?P<message>.*)$"
)


# What libtriton's crash-reproducer machinery adds to a failing pass's own diagnostics (mlir-opt
# runs without it, so triton-opt does not print them).
_REPRODUCER_NOISE = (
    "Failures have been detected while processing an MLIR pass pipeline",
    "Pipeline failed while executing",
)


def _without_reproducers(lines: list[str]) -> list[str]:
    """The lines without the crash reproducers libtriton prints: a module in its pretty form
    (aliases and `module` at column 0, which the generic op dumps of diagnostics never use)
    up to the `#-}` that closes its resources."""
    out: list[str] = []
    skipping = False
    for line in lines:
        if not skipping and (line.startswith("module") or re.match(r"#[\w.$-]+ = ", line)):
            skipping = True
        if not skipping:
            out.append(line)
        elif line.startswith("#-}"):
            skipping = False
    return out


def parse_diagnostics(text: str, alias: str, filename: str) -> list[CppDiagnostic]:
    """MLIR's `file:line:col: severity: message` lines. Lines that follow one and are not
    diagnostics themselves continue its message (a value or op printed in it); those after
    the reproducer machinery's own messages (the reproducer module) are left out."""
    found: list[CppDiagnostic] = []
    extra: list[list[str]] = []
    for line in _without_reproducers(text.splitlines()):
        match = _DIAGNOSTIC.match(line)
        if not match:
            if extra:
                extra[-1].append(line)
            continue
        where = match["lf"] if match["lf"] is not None else match["f"]
        row = match["ll"] or match["l"] or 0
        col = match["lc"] or match["c"] or 0
        where = filename if where == alias else where
        found.append(CppDiagnostic(match["severity"], match["message"], where, int(row), int(col)))
        extra.append([])
    out = []
    for diag, more in zip(found, extra, strict=True):
        if diag.message.startswith(_REPRODUCER_NOISE):
            continue
        message = "\n".join([diag.message, *more]).rstrip("\n").replace(alias, filename)
        out.append(CppDiagnostic(diag.severity, message, diag.filename, diag.line, diag.col))
    return out


# ---------------------------------------------------------------------------------------------
# Modules


@dataclass
class CppModule:
    """A libtriton module with its context; ``alias`` is the path libtriton parsed it from.
    ``reported``: the errors libtriton's parser reported without failing (a dialect's parse
    hook that emits an error and still returns its attribute)."""

    context: Any
    module: Any
    alias: str
    filename: str
    op_on_diagnostic: bool = True
    reported: list[CppDiagnostic] = field(default_factory=list)

    @classmethod
    def parse(
        cls,
        text: str,
        filename: str,
        line_offset: int = 0,
        *,
        op_on_diagnostic: bool = True,
        allow_unregistered: bool = False,
        context: Any = None,
    ) -> CppModule:
        if context is None:
            try:
                context = make_context(allow_unregistered, amd_dialects=True)
            except UnsupportedError as err:
                raise CppError(str(err), []) from None
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
        diagnostics = parse_diagnostics(err.text, alias, filename)
        if failure is not None:
            raise CppError(f"libtriton could not parse {filename}", diagnostics)
        # triton's own code reads `mod.context` (a Python attribute its front end sets)
        module.context = context
        return cls(context, module, alias, filename, op_on_diagnostic, diagnostics)

    def text(self, debuginfo: bool) -> str:
        if not debuginfo:
            return self.module.str_nodebug()
        return str(self.module).replace(f'"{self.alias}"', _quoted(self.filename))


def _quoted(filename: str) -> str:
    return '"' + filename.replace("\\", "\\\\").replace('"', '\\"') + '"'


@contextlib.contextmanager
def _environment(values: dict[str, str]) -> Iterator[None]:
    saved = {key: os.environ.get(key) for key in values}
    os.environ.update(values)
    try:
        yield
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def run_pass(
    mod: CppModule,
    flag: str,
    options: Mapping[str, Any] | None = None,
    *,
    llvm_debug: bool = False,
) -> list[CppDiagnostic]:
    """Run one C++ pass on ``mod`` in place (MLIR verifies the result). Returns the warnings
    and remarks of a pass that succeeded; raises CppError when it fails.

    libtriton's pass manager installs its own diagnostic handler, configured by environment
    variables: we ask for warnings and remarks too (triton-opt shows them), the failing op
    only where mlir-opt would print it, and LLVM's debug output for ``llvm_debug``."""
    pm = _libtriton().ir.pass_manager(mod.context)
    add_pass(pm, flag, options)
    shown = "warnings,remarks" + (",operations" if mod.op_on_diagnostic else "")
    env = {"MLIR_ENABLE_DIAGNOSTICS": shown}
    if llvm_debug:
        env["TRITON_ENABLE_LLVM_DEBUG"] = "1"
    failure = None
    with _environment(env), CapturedStderr() as err:
        try:
            pm.run(mod.module, "gluon-opt")
        except RuntimeError as e:
            failure = e
    diagnostics = parse_diagnostics(err.text, mod.alias, mod.filename)
    if failure is not None:
        raise CppError(f"libtriton pass {flag} failed", diagnostics)
    return diagnostics
