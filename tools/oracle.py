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
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from gluon_opt.dialects.layouts import libtriton_readable

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


# ---------------------------------------------------------------------------------------------
# Pass table: triton-opt flag -> how to add it to a libtriton pass manager


@dataclass(frozen=True)
class Option:
    name: str  # triton-opt spelling, e.g. "compute-capability"
    kind: type  # int, bool or str
    default: Any


@dataclass(frozen=True)
class PassInfo:
    flag: str
    add: Callable[..., None]  # add(pm, *option values in `options` order)
    options: tuple[Option, ...] = ()


def _lib():
    from triton._C.libtriton import ir, nvidia, passes

    return ir, passes, nvidia


def _build_pass_table() -> dict[str, PassInfo]:
    _, p, nv = _lib()
    cc = Option("compute-capability", int, 90)

    def convert_to_ttgpu(pm, target, warps, threads, ctas, source_remat):
        # The Python binding has no way to set enable-source-remat (3.6.0 never sets it).
        if source_remat:
            raise OracleError(
                "convert-triton-to-tritongpu: enable-source-remat=true cannot be set through "
                "libtriton's bindings"
            )
        p.ttir.add_convert_to_ttgpuir(pm, target, warps, threads, ctas)

    table = [
        # common MLIR passes
        PassInfo("canonicalize", p.common.add_canonicalizer),
        PassInfo("cse", p.common.add_cse),
        PassInfo("inline", p.common.add_inliner),
        PassInfo("loop-invariant-code-motion", p.common.add_licm),
        PassInfo("sccp", p.common.add_sccp),
        PassInfo("symbol-dce", p.common.add_symbol_dce),
        PassInfo("convert-scf-to-cf", p.convert.add_scf_to_cf),
        # tt
        PassInfo("triton-combine", p.ttir.add_combine),
        PassInfo("triton-reorder-broadcast", p.ttir.add_reorder_broadcast),
        PassInfo("triton-rewrite-tensor-pointer", p.ttir.add_rewrite_tensor_pointer),
        PassInfo(
            "triton-rewrite-tensor-descriptor-to-pointer",
            p.ttir.add_rewrite_tensor_descriptor_to_pointer,
        ),
        PassInfo("triton-loop-unroll", p.ttir.add_loop_unroll),
        PassInfo("triton-licm", p.ttir.add_triton_licm),
        PassInfo("triton-loop-aware-cse", p.ttir.add_loop_aware_cse),
        PassInfo(
            "convert-triton-to-tritongpu",
            convert_to_ttgpu,
            (
                Option("target", str, ""),
                Option("num-warps", int, 4),
                Option("threads-per-warp", int, 32),
                Option("num-ctas", int, 1),
                Option("enable-source-remat", bool, False),
            ),
        ),
        # ttg
        PassInfo("tritongpu-coalesce", p.ttgpuir.add_coalesce),
        PassInfo("tritongpu-remove-layout-conversions", p.ttgpuir.add_remove_layout_conversions),
        PassInfo("tritongpu-optimize-thread-locality", p.ttgpuir.add_optimize_thread_locality),
        PassInfo("tritongpu-accelerate-matmul", p.ttgpuir.add_accelerate_matmul),
        PassInfo(
            "tritongpu-optimize-dot-operands",
            p.ttgpuir.add_optimize_dot_operands,
            (Option("hoist-layout-conversion", bool, True),),
        ),
        PassInfo(
            "tritongpu-F32DotTC", p.ttgpuir.add_f32_dot_tc, (Option("emu-tf32", bool, False),)
        ),
        PassInfo("tritongpu-fuse-nested-loops", p.ttgpuir.add_fuse_nested_loops),
        PassInfo(
            "tritongpu-combine-tensor-select-and-if", p.ttgpuir.add_combine_tensor_select_and_if
        ),
        PassInfo(
            "tritongpu-assign-latencies",
            p.ttgpuir.add_assign_latencies,
            (Option("num-stages", int, 3),),
        ),
        PassInfo("tritongpu-schedule-loops", p.ttgpuir.add_schedule_loops),
        PassInfo(
            "tritongpu-pipeline",
            p.ttgpuir.add_pipeline,
            (Option("num-stages", int, 3), Option("dump-intermediate-steps", bool, False)),
        ),
        PassInfo("tritongpu-prefetch", p.ttgpuir.add_prefetch),
        PassInfo("tritongpu-coalesce-async-copy", p.ttgpuir.add_coalesce_async_copy),
        PassInfo("tritongpu-reduce-data-duplication", p.ttgpuir.add_reduce_data_duplication),
        PassInfo("tritongpu-reorder-instructions", p.ttgpuir.add_reorder_instructions),
        PassInfo("tritongpu-optimize-accumulator-init", p.ttgpuir.add_optimize_accumulator_init),
        PassInfo(
            "tritongpu-hoist-tmem-alloc",
            p.ttgpuir.add_hoist_tmem_alloc,
            (Option("hoist-out-of-if", bool, False),),
        ),
        PassInfo(
            "tritongpu-automatic-warp-specialization",
            p.ttgpuir.add_warp_specialize,
            (Option("num-stages", int, 3),),
        ),
        PassInfo("tritongpu-optimize-partition-warps", p.ttgpuir.add_optimize_partition_warps),
        PassInfo("tritongpu-allocate-warp-groups", p.ttgpuir.add_allocate_warp_groups),
        PassInfo(
            "tritongpu-global-scratch-memory-allocation",
            p.ttgpuir.add_allocate_global_scratch_memory,
        ),
        # ttng
        PassInfo("triton-nvidia-gpu-plan-cta", nv.passes.ttnvgpuir.add_plan_cta),
        PassInfo(
            "triton-nvidia-gpu-fence-insertion", nv.passes.ttnvgpuir.add_fence_insertion, (cc,)
        ),
        PassInfo(
            "triton-nvidia-gpu-proxy-fence-insertion",
            nv.passes.ttnvgpuir.add_proxy_fence_insertion,
            (cc,),
        ),
        PassInfo("triton-nvidia-tma-lowering", nv.passes.ttnvgpuir.add_tma_lowering),
        PassInfo("triton-nvidia-mma-lowering", nv.passes.ttnvgpuir.add_lower_mma),
        PassInfo(
            "triton-nvidia-optimize-descriptor-encoding",
            nv.passes.ttnvgpuir.add_optimize_descriptor_encoding,
        ),
        PassInfo(
            "triton-nvidia-optimize-tmem-layouts", nv.passes.ttnvgpuir.add_optimize_tmem_layouts
        ),
        PassInfo("triton-nvidia-interleave-tmem", nv.passes.ttnvgpuir.add_interleave_tmem),
        PassInfo("tritongpu-promote-lhs-to-tmem", nv.passes.ttnvgpuir.add_promote_lhs_to_tmem),
        PassInfo(
            "triton-nvidia-gpu-remove-tmem-tokens", nv.passes.ttnvgpuir.add_remove_tmem_tokens
        ),
        PassInfo(
            "triton-nvidia-check-matmul-two-cta", nv.passes.ttnvgpuir.add_check_matmul_two_cta
        ),
        PassInfo("triton-tensor-memory-allocation", nv.passes.ttnvgpuir.add_allocate_tensor_memory),
        # gluon
        PassInfo("gluon-resolve-auto-encodings", p.gluon.add_resolve_auto_encodings),
        PassInfo("gluon-infer-coalesced-encodings", p.gluon.add_infer_coalesced_encodings),
        PassInfo("gluon-canonicalize", p.gluon.add_canonicalizer),
        PassInfo("gluon-inline", p.gluon.add_inliner),
    ]
    return {info.flag: info for info in table}


_PASSES: dict[str, PassInfo] | None = None


def _passes() -> dict[str, PassInfo]:
    global _PASSES
    if _PASSES is None:
        _PASSES = _build_pass_table()
    return _PASSES


def __getattr__(name: str):
    # PASSES is built on first use so that importing this module does not load libtriton.
    if name == "PASSES":
        return _passes()
    raise AttributeError(name)


# ---------------------------------------------------------------------------------------------
# Options


def _convert(option: Option, flag: str, raw: Any) -> Any:
    if option.kind is bool:
        if isinstance(raw, bool):
            return raw
        text = str(raw).strip().lower()
        if text in ("true", "1", ""):
            return True
        if text in ("false", "0"):
            return False
        raise OracleError(f"{flag}: option {option.name} expects true/false, got {raw!r}")
    if option.kind is int:
        try:
            return int(raw)
        except (TypeError, ValueError):
            raise OracleError(
                f"{flag}: option {option.name} expects an integer, got {raw!r}"
            ) from None
    return str(raw)


def parse_options(flag: str, options: Mapping[str, Any] | str | None) -> list[Any]:
    """Option values for ``flag`` in the order its ``add_*`` binding takes them."""
    info = _passes().get(flag)
    if info is None:
        raise OracleError(f"unknown pass flag {flag!r} (known: {', '.join(sorted(_passes()))})")
    given: dict[str, Any] = {}
    if isinstance(options, str):
        for item in options.replace("{", " ").replace("}", " ").split():
            key, _, value = item.partition("=")
            given[key] = value.strip("'\"")
    elif options:
        given = dict(options)
    values = {opt.name: opt.default for opt in info.options}
    for key, raw in given.items():
        name = key.replace("_", "-")
        option = next((o for o in info.options if o.name == name), None)
        if option is None:
            known = ", ".join(o.name for o in info.options) or "none"
            raise OracleError(f"{flag}: unknown option {key!r} (known: {known})")
        values[name] = _convert(option, flag, raw)
    return [values[o.name] for o in info.options]


# ---------------------------------------------------------------------------------------------
# In-process work

_lock = threading.Lock()  # chdir and fd redirection are process-wide


# In the isolated child: a file the parent names, that keeps what C++ wrote to stderr even
# when the process aborts before the capture ends (an assertion while parsing, say).
_stderr_log: str | None = None


class _CapturedStderr:
    """Collects what C++ writes to file descriptor 2 (MLIR diagnostics) while active."""

    def __enter__(self) -> _CapturedStderr:
        sys.stderr.flush()
        if _stderr_log is None:
            self._file = tempfile.TemporaryFile(mode="w+b")
        else:
            self._file = open(_stderr_log, "w+b")  # noqa: SIM115 (closed in __exit__)
        self._saved = os.dup(2)
        os.dup2(self._file.fileno(), 2)
        self.text = ""
        return self

    def __exit__(self, *exc: object) -> None:
        sys.stderr.flush()
        os.dup2(self._saved, 2)
        os.close(self._saved)
        self._file.seek(0)
        self.text = self._file.read().decode(errors="replace")
        self._file.close()


# libtriton's pass manager recovers from failed assertions and fatal signals (its crash
# reproducer machinery), so the process survives; stderr then carries one of these.
_CRASH_MARKS = ("A signal was caught", "Assertion `", "LLVM ERROR:", "UNREACHABLE executed")


def _is_crash(diagnostics: str) -> bool:
    return any(mark in diagnostics for mark in _CRASH_MARKS)


def _context():
    ir, _, nv = _lib()
    ctx = ir.context()
    ir.load_dialects(ctx)
    nv.load_dialects(ctx)
    return ctx


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
            with _CapturedStderr() as err:
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
            _passes()[flag].add(pm, *values)
            names.append(flag)
        failure = None
        with _CapturedStderr() as err:
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
