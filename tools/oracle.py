"""The differential oracle: libtriton's (triton 3.6.0) own parser, printer and C++ passes,
run in-process on MLIR text.

    from gluon_opt.tools.oracle import libtriton_print, run_cpp_pass

    libtriton_print(text)                                   # == mod.str_nodebug()
    libtriton_print(text, debuginfo=True)                   # == str(mod), with locations
    run_cpp_pass(text, "triton-nvidia-gpu-plan-cta")
    run_cpp_pass(text, "triton-nvidia-gpu-fence-insertion", {"compute-capability": 90})
    run_cpp_pass(text, "convert-triton-to-tritongpu", "target=cuda:90 num-warps=4 num-ctas=2")
    run_cpp_pipeline(text, ["tritongpu-coalesce", ("tritongpu-remove-layout-conversions", {})])
    run_cpp_pass(text, "triton-nvidia-gpu-plan-cta", isolated=True)   # survives C++ aborts

Pass flags are triton-opt's names; options are given as a dict (keys spelled as the
triton-opt option names, ``-`` or ``_``) or as triton-opt's ``key=value key=value`` string.
Failures raise ``OracleError`` carrying the MLIR diagnostics; with ``isolated=True`` the
work runs in a child process, so an assertion abort inside libtriton (3.6.0 is built with
assertions) raises ``OracleCrash`` instead of killing the caller.

Text is parsed from a temporary file whose name is ``filename`` (default ``input.mlir``),
passed to libtriton as a bare relative name: ops without a location get
``loc("input.mlir":line:col)``, the same string our parser gets as ``filename``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterable, Mapping
from typing import Any

from gluon_opt.dialects.layout.encodings import libtriton_readable
from gluon_opt.passes.cpp_passes import CPP_PASSES, find_cpp_pass
from gluon_opt.tools.cpp_pipeline import CapturedStderr, binding, make_context, option_values

__all__ = [
    "OracleCrash",
    "OracleError",
    "libtriton_print",
    "libtriton_print_verbatim",
    "libtriton_roundtrip_ok",
    "parse_options",
    "run_cpp_pass",
    "run_cpp_pipeline",
]


class OracleError(Exception):
    """libtriton rejected the input or a pass failed; ``diagnostics`` holds MLIR's messages."""

    def __init__(self, message: str, diagnostics: str = "") -> None:
        # The message keeps only the diagnostic lines; libtriton's crash reproducer (a whole
        # module dump) stays available in ``diagnostics``.
        lines = [
            line
            for line in diagnostics.splitlines()
            if any(kind in line for kind in (": error:", ": warning:", ": note:", ": remark:"))
        ]
        super().__init__("\n".join([message, *lines]))
        self.diagnostics = diagnostics


class OracleCrash(OracleError):
    """libtriton aborted the (child) process: an assertion or a fatal error in C++."""


def _lib():
    from triton._C.libtriton import ir, nvidia, passes

    return ir, passes, nvidia


def __getattr__(name: str):
    # PASSES: every C++ pass libtriton's bindings expose, by triton-opt flag
    # (gluon_opt.passes.cpp_passes describes them).
    if name == "PASSES":
        return {desc.flag: desc for desc in CPP_PASSES}
    raise AttributeError(name)


# ---------------------------------------------------------------------------------------------
# Options


def parse_options(flag: str, options: Mapping[str, Any] | str | None) -> list[Any]:
    """Option values for ``flag`` in the order its ``add_*`` binding takes them."""
    desc = find_cpp_pass(flag)
    if desc is None:
        known = ", ".join(sorted(d.flag for d in CPP_PASSES))
        raise OracleError(f"unknown pass flag {flag!r} (known: {known})")
    given: dict[str, Any] = {}
    if isinstance(options, str):
        for item in options.replace("{", " ").replace("}", " ").split():
            key, _, value = item.partition("=")
            given[key] = value.strip("'\"")
    elif options:
        given = dict(options)
    try:
        return option_values(desc, given)
    except ValueError as err:
        raise OracleError(str(err)) from None


# ---------------------------------------------------------------------------------------------
# In-process work

_lock = threading.Lock()  # chdir and fd redirection are process-wide


# In the isolated child: a file the parent names, that keeps what C++ wrote to stderr even
# when the process aborts before the capture ends (an assertion while parsing, say).
_stderr_log: str | None = None


# libtriton's pass manager recovers from failed assertions and fatal signals (its crash
# reproducer machinery), so the process survives; stderr then carries one of these.
_CRASH_MARKS = ("A signal was caught", "Assertion `", "LLVM ERROR:", "UNREACHABLE executed")


def _is_crash(diagnostics: str) -> bool:
    return any(mark in diagnostics for mark in _CRASH_MARKS)


def _context():
    return make_context()


def _parse(text: str, ctx, filename: str, verbatim: bool = False):
    ir, _, _ = _lib()
    if os.path.basename(filename) != filename or not filename:
        raise OracleError(f"filename must be a bare file name, got {filename!r}")
    if not verbatim:
        # libtriton's own print is not always re-readable by its parser (an nvmma_shared of
        # rank != 2 with a CGA layout): hand it the spelling it reads
        text = libtriton_readable(text)
    with tempfile.TemporaryDirectory(prefix="gluon-oracle-") as tmp:
        # surrogate escapes stand for the bytes of a non-UTF-8 input
        with open(os.path.join(tmp, filename), "w", errors="surrogateescape") as f:
            f.write(text)
        cwd = os.getcwd()
        os.chdir(tmp)
        try:
            failure = None
            with CapturedStderr(_stderr_log) as err:
                try:
                    module = ir.parse_mlir_module(filename, ctx)
                except RuntimeError as e:
                    failure = e
            # err.text is complete only once the capture has ended.
            if failure is not None:
                raise OracleError(f"libtriton could not parse {filename}: {failure}", err.text)
            return module
        finally:
            os.chdir(cwd)


def _print(module, debuginfo: bool) -> str:
    return str(module) if debuginfo else module.str_nodebug()


def _normalise_pipeline(
    pipeline: Iterable[str | tuple[str, Mapping[str, Any] | str | None]],
) -> list[tuple[str, Mapping[str, Any] | str | None]]:
    steps = []
    for step in pipeline:
        if isinstance(step, str):
            steps.append((step, None))
        else:
            flag, options = step
            steps.append((flag, options))
    return steps


def _run_in_process(text: str, steps, debuginfo: bool, filename: str) -> str:
    ir, _, _ = _lib()
    with _lock:
        ctx = _context()
        module = _parse(text, ctx, filename)
        pm = ir.pass_manager(ctx)
        names = []
        for flag, options in steps:
            values = parse_options(flag, options)
            binding(find_cpp_pass(flag))(pm, *values)
            names.append(flag)
        failure = None
        with CapturedStderr(_stderr_log) as err:
            try:
                pm.run(module, "gluon-oracle")
            except RuntimeError as e:
                failure = e
        if failure is not None:
            message = f"libtriton pass {' -> '.join(names)} failed: {failure}"
            if _is_crash(err.text):
                raise OracleCrash(message, err.text)
            raise OracleError(message, err.text)
        return _print(module, debuginfo)


def _run_isolated(text: str, steps, debuginfo: bool, filename: str) -> str:
    with tempfile.TemporaryDirectory(prefix="gluon-oracle-") as tmp:
        log = os.path.join(tmp, "stderr.txt")
        request = {
            "text": text,
            "steps": [[flag, options] for flag, options in steps],
            "debuginfo": debuginfo,
            "filename": filename,
            "stderr_log": log,
        }
        proc = subprocess.run(
            [sys.executable, "-m", "gluon_opt.tools.oracle"],
            input=json.dumps(request),
            capture_output=True,
            text=True,
        )
        if proc.returncode == 0:
            return json.loads(proc.stdout)["output"]
        try:
            reply = json.loads(proc.stdout)
        except json.JSONDecodeError:
            # The child died: what libtriton wrote while stderr was captured is in the log.
            captured = ""
            if os.path.exists(log):
                with open(log, errors="replace") as f:
                    captured = f.read()
            raise OracleCrash(
                f"libtriton crashed (exit status {proc.returncode})", captured + proc.stderr
            ) from None
    kind = OracleCrash if reply.get("crash") else OracleError
    raise kind(reply["error"], reply.get("diagnostics", ""))


# ---------------------------------------------------------------------------------------------
# Public API


def libtriton_print(text: str, debuginfo: bool = False, filename: str = "input.mlir") -> str:
    """Parse ``text`` with libtriton and print it (``str(mod)`` with debuginfo, else
    ``mod.str_nodebug()``)."""
    with _lock:
        ctx = _context()  # must outlive the module: libtriton does not keep it alive
        module = _parse(text, ctx, filename)
        return _print(module, debuginfo)


def libtriton_roundtrip_ok(text: str, filename: str = "input.mlir") -> bool:
    """True when libtriton parses ``text`` (verifier included)."""
    try:
        libtriton_print(text, False, filename)
    except OracleError:
        return False
    return True


def libtriton_print_verbatim(
    text: str, debuginfo: bool = False, filename: str = "input.mlir"
) -> str:
    """``libtriton_print`` of ``text`` exactly as given: no readable spelling substituted
    (what libtriton's own parser makes of its own print)."""
    with _lock:
        ctx = _context()
        module = _parse(text, ctx, filename, verbatim=True)
        return _print(module, debuginfo)


def run_cpp_pass(
    text: str,
    flag: str,
    options: Mapping[str, Any] | str | None = None,
    *,
    debuginfo: bool = False,
    filename: str = "input.mlir",
    isolated: bool = False,
) -> str:
    """Run libtriton's C++ pass ``flag`` (triton-opt name) on ``text``; return the printed
    module."""
    return run_cpp_pipeline(
        text, [(flag, options)], debuginfo=debuginfo, filename=filename, isolated=isolated
    )


def run_cpp_pipeline(
    text: str,
    pipeline: Iterable[str | tuple[str, Mapping[str, Any] | str | None]],
    *,
    debuginfo: bool = False,
    filename: str = "input.mlir",
    isolated: bool = False,
) -> str:
    """Run several C++ passes in order in one pass manager; return the printed module."""
    steps = _normalise_pipeline(pipeline)
    for flag, options in steps:
        parse_options(flag, options)  # unknown flags/options fail here, in the caller's process
    if isolated:
        return _run_isolated(text, steps, debuginfo, filename)
    return _run_in_process(text, steps, debuginfo, filename)


def _child_main() -> int:
    # Entry point of the isolated child: request as JSON on stdin, reply as JSON on stdout.
    global _stderr_log
    request = json.loads(sys.stdin.read())
    _stderr_log = request.get("stderr_log")
    try:
        output = _run_in_process(
            request["text"],
            [tuple(step) for step in request["steps"]],
            request["debuginfo"],
            request["filename"],
        )
    except OracleError as e:
        message = str(e).split("\n", 1)[0]
        crash = isinstance(e, OracleCrash)
        print(json.dumps({"error": message, "diagnostics": e.diagnostics, "crash": crash}))
        return 1
    print(json.dumps({"output": output}))
    return 0


if __name__ == "__main__":
    sys.exit(_child_main())
