"""Hand-off to Triton 3.6.0's NVIDIA backend: final ttgir text -> LLVM-IR, PTX, cubin.

This is what ``triton.compile`` does after its ``ttgir`` stage (``make_llir``, ``make_ptx``,
``make_cubin`` of ``CUDABackend``), driven from a module's own attributes instead of a
compile's options: the target comes from ``ttg.target`` (``"cuda:90"``), the warp count,
CTA count and warp size from ``ttg.num-warps``, ``ttg.num-ctas`` and
``ttg.threads-per-warp``; every other option keeps its stock default. It needs no GPU
(``ptxas`` ships with the triton wheel).

    emit(text, "ptx")   # -> str;  "llir" -> str;  "cubin" -> bytes
"""

from __future__ import annotations

import contextlib
import os
import re
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from gluon_opt.dialects.layout.encodings import libtriton_readable

KINDS = ("llir", "ptx", "cubin")


class BackendError(Exception):
    """Bad input for the backend; ``str()`` is ``file:line:col: error: message`` when located."""


@dataclass(frozen=True)
class ModuleTarget:
    capability: int
    num_warps: int
    num_ctas: int
    threads_per_warp: int


_MLIR_LOC = re.compile(r'loc\("(?P<file>[^"]*)":(?P<line>\d+):(?P<col>\d+)\): (?P<rest>.*)')


def _located(message: str, filename: str) -> str:
    """MLIR's ``loc("f":l:c): error: m`` as ``f:l:c: error: m``; unlocated text gets the file."""
    found = _MLIR_LOC.search(message)
    if found:
        return f"{found['file']}:{found['line']}:{found['col']}: {found['rest']}"
    return f"{filename}:1:1: error: {message.strip()}"


class _Captured:
    def __init__(self) -> None:
        self.text = ""

    def read(self) -> str:
        return self.text


@contextlib.contextmanager
def _captured_stderr() -> Iterator[_Captured]:
    """Collect what C++ writes to fd 2 (MLIR prints its parse diagnostics there)."""
    captured = _Captured()
    sys.stderr.flush()
    saved = os.dup(2)
    with tempfile.TemporaryFile(mode="w+b") as sink:
        os.dup2(sink.fileno(), 2)
        try:
            yield captured
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            sink.seek(0)
            captured.text = sink.read().decode(errors="replace")


def parse_ttgir(text: str, filename: str = "<ttgir>") -> Any:
    """A libtriton module (with a fresh context) from ttgir text, or a located BackendError.
    The text may be libtriton's own print (``k.asm["ttgir"]``), which its parser does not always
    read back: it gets the spelling libtriton reads (docs/divergences.md, "Print and parse")."""
    from triton._C.libtriton import ir, nvidia

    context = ir.context()
    ir.load_dialects(context)
    nvidia.load_dialects(context)
    with tempfile.TemporaryDirectory(prefix="gluon-opt-") as tmp:
        # the file name shows up in locations of ops that have none of their own
        path = os.path.join(tmp, os.path.basename(filename) or "input.mlir")
        with open(path, "w") as f:
            f.write(libtriton_readable(text))
        with _captured_stderr() as diagnostics:
            try:
                mod = ir.parse_mlir_module(path, context)
            except RuntimeError as error:
                mod, failure = None, str(error)
        if mod is None:
            message = (diagnostics.read() or failure).replace(path, filename)
            raise BackendError(_located(message, filename))
        if diagnostics.read():  # warnings are not ours to swallow
            sys.stderr.write(diagnostics.read())
    mod.context = context  # triton's stages read it, as its front end sets it
    return mod


def module_target(mod: Any, filename: str = "<ttgir>") -> ModuleTarget:
    """Target and launch shape from the module's ``ttg.*`` attributes."""
    target = mod.get_operation().get_str_attr("ttg.target") or ""
    found = re.fullmatch(r"cuda:(\d+)", target)
    if not found:
        what = f'"{target}"' if target else "missing"
        raise BackendError(
            f'{filename}:1:1: error: module attribute ttg.target is {what}; expected "cuda:<cc>"'
        )
    num_warps = mod.get_int_attr("ttg.num-warps")
    if num_warps is None:
        raise BackendError(f"{filename}:1:1: error: module attribute ttg.num-warps is missing")
    return ModuleTarget(
        capability=int(found.group(1)),
        num_warps=num_warps,
        num_ctas=mod.get_int_attr("ttg.num-ctas") or 1,
        threads_per_warp=mod.get_int_attr("ttg.threads-per-warp") or 32,
    )


def lower(mod: Any, target: ModuleTarget, until: str = "cubin") -> dict[str, Any]:
    """Run the backend stages after ttgir on ``mod`` (consumed), up to ``until``.

    Returns ``{"llir": str, "ptx": str, "cubin": bytes, "metadata": dict}`` for the stages run.
    """
    from triton.backends.compiler import GPUTarget
    from triton.backends.nvidia.compiler import CUDABackend

    backend = CUDABackend(GPUTarget("cuda", target.capability, target.threads_per_warp))
    options = backend.parse_options({"num_warps": target.num_warps, "num_ctas": target.num_ctas})
    # as add_stages does: llir from options.arch (TRITON_OVERRIDE_ARCH), ptx/cubin from target
    capability = backend._parse_arch(options.arch)
    metadata: dict[str, Any] = {}
    out: dict[str, Any] = {"metadata": metadata}
    out["llir"] = backend.make_llir(mod, metadata, options, capability)
    if until == "llir":
        return out
    out["ptx"] = backend.make_ptx(out["llir"], metadata, options, target.capability)
    if until == "ptx":
        return out
    out["cubin"] = backend.make_cubin(out["ptx"], metadata, options, target.capability)
    return out


def emit(module_text: str, kind: str, filename: str = "<ttgir>") -> bytes | str:
    """The ``kind`` (``llir``, ``ptx`` or ``cubin``) for a final ttgir module's text.

    Raises ``BackendError`` (a located message) for text libtriton cannot parse, a module
    without ``ttg.target``/``ttg.num-warps``, or a failure of the backend itself.
    """
    if kind not in KINDS:
        raise BackendError(f"unknown --emit kind {kind!r}; expected one of {', '.join(KINDS)}")
    mod = parse_ttgir(module_text, filename)
    if mod.get_int_attr("ttg.num-warps") is None and not mod.get_operation().get_str_attr(
        "ttg.target"
    ):
        raise BackendError(
            f"{filename}:1:1: error: --emit={kind} needs final TTGIR, and this module is Triton "
            "IR (ttir): it must first be converted to TritonGPU IR and go through the rest of "
            "Triton's ttgir pipeline"
        )
    target = module_target(mod, filename)
    with _captured_stderr() as diagnostics:
        try:
            return lower(mod, target, until=kind)[kind]
        except Exception as error:
            failure = str(error).strip()
    # Only the first error: libtriton also prints the whole module and a crash reproducer.
    errors = [line for line in diagnostics.read().splitlines() if ": error: " in line]
    first = None
    if errors:
        plain = re.match(r".*?:\d+:\d+: error: ", errors[0])
        first = errors[0] if plain else _located(errors[0], filename)
    if first is not None and "failed to legalize operation" in first:
        where, _, message = first.partition(": error: ")
        raise BackendError(
            f"{where}: error: --emit={kind} needs final TTGIR, and this module is TritonGPU IR "
            f"from the middle of Triton's ttgir pipeline ({message}): it must go through the "
            "rest of the pipeline first"
        )
    if first is not None:
        raise BackendError(first)
    # The backend's own failures (e.g. ptxas), located at the file.
    first_line = failure.splitlines()[0] if failure else "the backend failed"
    raise BackendError(f"{filename}:1:1: error: {kind} generation failed: {first_line}")
