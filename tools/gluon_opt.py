"""``gluon-opt``: a triton-opt / mlir-opt style driver for our Python passes.

    gluon-opt FILE.mlir --triton-nvidia-gpu-fence-insertion=compute-capability=90
    gluon-opt - -split-input-file -verify-diagnostics < tests.mlir
    gluon-opt in.mlir --pass-pipeline='builtin.module(triton-nvidia-gpu-plan-cta)' -o out.mlir

Flags are accepted with one or two dashes, as mlir-opt does. Every error is reported as
``file:line:col: error: message`` and exits with status 1; a Python traceback never reaches
the user. An error the parser reports and parses on past (a dialect attribute that reports
an error and is still built) is printed as triton-opt prints it and the module still goes to
stdout, but the run exits 1 (triton-opt exits 0: docs/divergences.md). ``-o FILE`` is
written atomically (a temporary file renamed over FILE), and only when every input chunk
succeeded.

The output of a run is produced by :func:`emit`; a later ``--emit=llir|ptx|cubin`` option
plugs in there (see ``EMITTERS``).
"""

from __future__ import annotations

import errno
import importlib
import importlib.util
import os
import re
import stat
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TextIO

from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.dominance import verify_dominance
from gluon_opt.dialects.text.constraints import verifier_error
from gluon_opt.dialects.text.diagnostics import DiagnosticError, file_line_col
from gluon_opt.dialects.text.parser import parse_module, reproducer_pipeline
from gluon_opt.dialects.text.printer import print_module, print_op
from gluon_opt.dialects.text.walk import preorder
from gluon_opt.passes.cpp_passes import find_cpp_pass, find_triton_opt_only
from gluon_opt.passes.registry import PASSES, create_pass, mlir_pass_name, pass_anchor
from gluon_opt.tools import backend
from gluon_opt.tools.compare import compare_with_twin
from gluon_opt.tools.cpp_pipeline import CppError, CppModule, run_pass
from gluon_opt.tools.pass_catalog import ALL, check_use_cpp, list_passes, runs_in_cpp
from xdsl.context import Context
from xdsl.dialects.builtin import FileLineColLoc, IntAttr, ModuleOp, StringAttr
from xdsl.ir import Operation
from xdsl.irdl import IRDLOperation
from xdsl.utils.exceptions import DiagnosticException, VerifyException

SPLIT_MARKER = "// -----"

USAGE = """\
usage: gluon-opt [options] [input-file|-]

  -o FILE                       write the output to FILE (atomically; not on failure)
  -split-input-file             process each '// -----' chunk on its own
  -verify-diagnostics           check '// expected-error/-warning/-remark {{...}}' comments
  -allow-unregistered-dialect   accept ops of unknown dialects (printed generically)
  -mlir-print-debuginfo         print locations
  -mlir-print-op-generic        print ops in the generic form
  -mlir-print-local-scope       print attributes inline, without aliases
  -mlir-print-ir-after-all      print the IR after every pass (to stderr)
  -mlir-print-ir-before-all     print the IR before every pass (to stderr)
  -mlir-print-ir-module-scope   in those dumps, name the op and print the whole module
  -mlir-timing                  report the time spent in each pass (to stderr)
  -mlir-timing-display=tree|list
                                the report as a tree (default) or a list by time
  -pass-pipeline=PIPELINE       e.g. 'builtin.module(triton-nvidia-gpu-plan-cta)'
  -PASS[=OPTIONS] / -PASS{OPTIONS}
                                run a registered pass, e.g.
                                --triton-nvidia-gpu-fence-insertion=compute-capability=90
  -dump-pass-pipeline           print the pipeline (to stderr) before running it
  -list-passes                  list every pass: Python, C++ (libtriton) or both
  -use-cpp=FLAG,...|all         run these passes in C++ even where a Python one exists
                                (all: every pass, and parse/print by libtriton)
  -compare                      run each Python pass's C++ twin on the same input: print
                                'identical' or a diff per pass, exit 2 if any differ
  -load-pass-plugin=FILE.py|MODULE
                                import a file/module that registers Python passes
  -run-reproducer               run the pipeline recorded in an MLIR reproducer file
"""


class UsageError(Exception):
    """A bad command line: reported as `gluon-opt: message`, exit 1."""


@dataclass
class PassSpec:
    """One pass of the pipeline. ``nesting`` is the path of op names below the root module
    it runs on: () for the module itself, ("tt.func",) for `builtin.module(tt.func(pass))`."""

    name: str
    options: dict[str, str] = field(default_factory=dict)
    nesting: tuple[str, ...] = ()


@dataclass
class Options:
    input: str = "-"
    output: str | None = None
    split_input_file: bool = False
    verify_diagnostics: bool = False
    only_expected: bool = False  # -verify-diagnostics=only-expected: others are not errors
    allow_unregistered: bool = False
    debuginfo: bool = False
    generic: bool = False
    local_scope: bool = False
    ir_after_all: bool = False
    ir_before_all: bool = False
    ir_module_scope: bool = False
    timing: bool = False
    timing_display: str = "tree"
    list_passes: bool = False
    run_reproducer: bool = False
    emit: str = "mlir"
    passes: list[PassSpec] = field(default_factory=list)
    # flags of Python passes to run in C++ instead; "all": every pass, parse and print too
    use_cpp: frozenset[str] = frozenset()
    compare: bool = False  # run each Python pass's C++ twin too and diff the two outputs
    llvm_debug: bool = False  # -debug: LLVM's debug output of the C++ passes (stderr)
    dump_pass_pipeline: bool = False


# ----------------------------------------------------------------------------------------
# Command line
# ----------------------------------------------------------------------------------------

_FLAGS = {
    "split-input-file": "split_input_file",
    "verify-diagnostics": "verify_diagnostics",
    "allow-unregistered-dialect": "allow_unregistered",
    "mlir-print-debuginfo": "debuginfo",
    "mlir-print-op-generic": "generic",
    "mlir-print-local-scope": "local_scope",
    "mlir-print-ir-after-all": "ir_after_all",
    "mlir-print-ir-before-all": "ir_before_all",
    "mlir-print-ir-module-scope": "ir_module_scope",
    "mlir-timing": "timing",
    "list-passes": "list_passes",
    "run-reproducer": "run_reproducer",
    "debug": "llvm_debug",
    "dump-pass-pipeline": "dump_pass_pipeline",
}


# One `key=value` pass option; the value may be quoted, bracketed or braced.
_OPTION = re.compile(r"""([\w.-]+)(?:=("[^"]*"|'[^']*'|\[[^\]]*\]|\{[^}]*\}|[^\s]*))?""")


def parse_options_text(text: str, pass_name: str) -> dict[str, str]:
    """`k=v k2=v2` or `{k=v k2=v2}` (values may be quoted or bracketed) -> dict."""
    text = text.strip()
    if text.startswith("{") and text.endswith("}"):
        text = text[1:-1]
    options: dict[str, str] = {}
    for match in re.finditer(
        r"""([\w.-]+)(?:=("[^"]*"|'[^']*'|\[[^\]]*\]|\{[^}]*\}|[^\s]*))?""", text
    ):
        key, value = match.group(1), match.group(2)
        if value is None:
            value = "true"
        options[key] = value.strip("\"'")
    leftover = _OPTION.sub("", text)
    if leftover.strip(" ,"):
        raise UsageError(f"cannot parse options '{text}' of pass '{pass_name}'")
    return options


def _split_top_level(text: str) -> list[str]:
    parts, depth, current = [], 0, []
    for ch in text:
        if ch in "({[":
            depth += 1
        elif ch in ")}]":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append("".join(current).strip())
            current = []
        else:
            current.append(ch)
    if "".join(current).strip():
        parts.append("".join(current).strip())
    return parts


def parse_pipeline(text: str, nesting: tuple[str, ...] | None = None) -> list[PassSpec]:
    """MLIR's textual pipeline: `builtin.module(a{k=v}, tt.func(b, c))` -> [a, b, c], each
    pass with the op path it is nested on (b and c: ("tt.func",)).

    The outermost `builtin.module(...)` names the root; a bare list `a, b` is taken as
    nested on the root too.
    """
    specs: list[PassSpec] = []
    for element in _split_top_level(text.strip()):
        nested = re.fullmatch(r"([\w.$-]+)\((.*)\)", element, re.S)
        if nested:
            op_name, body = nested.group(1), nested.group(2)
            if nesting is None:
                if op_name not in ("builtin.module", "any"):
                    raise UsageError(f"can't run '{op_name}' pass manager on 'builtin.module' op")
                specs.extend(parse_pipeline(body, ()))
            else:
                specs.extend(parse_pipeline(body, (*nesting, op_name)))
            continue
        named = re.fullmatch(r"([\w.-]+)(\{.*\})?", element, re.S)
        if not named:
            raise UsageError(f"cannot parse pass pipeline element '{element}'")
        name = named.group(1)
        options = parse_options_text(named.group(2) or "", name)
        specs.append(PassSpec(name, options, nesting or ()))
    return specs


def check_anchors(specs: list[PassSpec]) -> None:
    """MLIR refuses a pass restricted to one op in a pipeline nested on another."""
    for spec in specs:
        if spec.name not in PASSES and find_cpp_pass(spec.name) is None:
            not_exposed = find_triton_opt_only(spec.name)
            if not_exposed is not None:
                raise UsageError(not_exposed_message(not_exposed.flag, not_exposed.what))
            raise UsageError(f"'{spec.name}' does not refer to a registered pass or pass pipeline")
        anchor = pass_anchor(spec.name)
        target = spec.nesting[-1] if spec.nesting else "builtin.module"
        if anchor is not None and target not in (anchor, "any"):
            raise UsageError(
                f"Can't add pass '{spec.name}' restricted to '{anchor}' on a PassManager "
                f"intended to run on '{target}', did you intend to nest?"
            )


def not_exposed_message(flag: str, what: str) -> str:
    return (
        f"'{flag}' is {what} of triton-opt that libtriton 3.6.0's Python bindings do not "
        "expose, so gluon-opt cannot run it (no Python port either)"
    )


def load_pass_plugins(argv: list[str]) -> None:
    """Import every `-load-pass-plugin=FILE.py|MODULE`: they register their Python passes."""
    for arg in argv:
        body = arg.lstrip("-")
        if not body.startswith("load-pass-plugin="):
            continue
        target = body.split("=", 1)[1]
        try:
            if target.endswith(".py"):
                spec = importlib.util.spec_from_file_location(
                    f"gluon_opt_plugin_{abs(hash(target))}", target
                )
                if spec is None or spec.loader is None:
                    raise ImportError(f"cannot load {target}")
                module = importlib.util.module_from_spec(spec)
                spec.loader.exec_module(module)
            else:
                importlib.import_module(target)
        except Exception as err:  # a plugin's own bug: reported, never a traceback
            raise UsageError(
                f"cannot load pass plugin '{target}': {type(err).__name__}: {err}"
            ) from None


def pipeline_text(specs: list[PassSpec]) -> str:
    """What mlir-opt's --dump-pass-pipeline prints: the pass count and the textual pipeline."""

    def element(spec: PassSpec) -> str:
        options = " ".join(f"{k}={v}" for k, v in spec.options.items())
        text = spec.name + (f"{{{options}}}" if options else "")
        for op in reversed(spec.nesting):
            text = f"{op}({text})"
        return text

    body = ",".join(element(spec) for spec in specs)
    return f"Pass Manager with {len(specs)} passes:\nbuiltin.module({body})\n\n"


def check_cpp_steps(opts: Options) -> None:
    """libtriton's bindings add passes to the top-level pass manager only."""
    try:
        check_use_cpp(opts.use_cpp)
    except ValueError as err:
        raise UsageError(str(err)) from None
    for spec in opts.passes:
        # `any(...)` directly in the module: libtriton's own (root) pass manager is one
        if spec.nesting not in ((), ("any",)) and runs_in_cpp(spec.name, opts.use_cpp):
            raise UsageError(
                f"cannot nest the C++ pass '{spec.name}' on '{spec.nesting[-1]}': libtriton's "
                "bindings only add passes to the top-level (module) pass manager"
            )


def parse_args(argv: list[str]) -> Options:
    load_pass_plugins(argv)

    opts = Options()
    inputs: list[str] = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        i += 1
        if arg == "-" or not arg.startswith("-"):
            inputs.append(arg)
            continue
        body = arg[2:] if arg.startswith("--") else arg[1:]
        if body in ("h", "help"):
            raise SystemExit(print(USAGE, end="") or 0)
        if body == "o" or body.startswith("o="):
            if body == "o":
                if i >= len(argv):
                    raise UsageError("-o needs a file name")
                opts.output = argv[i]
                i += 1
            else:
                opts.output = body[2:]
            continue
        if body.startswith("emit="):
            opts.emit = body[len("emit=") :]
            continue
        if body.startswith("pass-pipeline"):
            text = body[len("pass-pipeline") :]
            if text.startswith("="):
                text = text[1:]
            elif i < len(argv):
                text = argv[i]
                i += 1
            opts.passes.extend(parse_pipeline(text))
            continue
        if body.startswith("verify-diagnostics="):
            mode = body.split("=", 1)[1]
            if mode not in ("all", "only-expected"):
                raise UsageError(f"unknown -verify-diagnostics mode '{mode}'")
            opts.verify_diagnostics = True
            opts.only_expected = mode == "only-expected"
            continue
        if body in _FLAGS:
            setattr(opts, _FLAGS[body], True)
            continue
        if body in ("mlir-disable-threading", "mlir-use-nameloc-as-prefix", "compare") or (
            body.startswith("load-pass-plugin=")
        ):
            # threading: libtriton's context is single-threaded anyway; name locations: our
            # printer, as libtriton's, always uses them as SSA names; plugins: loaded first
            opts.compare = opts.compare or body == "compare"
            continue
        if body.startswith("use-cpp="):
            opts.use_cpp = frozenset(x for x in body.split("=", 1)[1].split(",") if x)
            continue
        if body.startswith("mlir-timing-display="):
            opts.timing_display = body.split("=", 1)[1]
            if opts.timing_display not in ("list", "tree"):
                raise UsageError(f"unknown --mlir-timing-display '{opts.timing_display}'")
            continue
        match = re.fullmatch(r"([\w.-]+?)(?:=(.*)|(\{.*\}))?", body, re.S)
        if match and (match.group(1) in PASSES or find_cpp_pass(match.group(1))):
            name = match.group(1)
            text = match.group(2) if match.group(2) is not None else match.group(3) or ""
            opts.passes.append(PassSpec(name, parse_options_text(text, name)))
            continue
        not_exposed = find_triton_opt_only((match.group(1) if match else body).lstrip("-"))
        if not_exposed is not None:
            raise UsageError(not_exposed_message(not_exposed.flag, not_exposed.what))
        raise UsageError(f"unknown option '{arg}' (see gluon-opt --help)")
    if len(inputs) > 1:
        raise UsageError(f"too many input files: {' '.join(inputs)}")
    if inputs:
        opts.input = inputs[0]
    check_anchors(opts.passes)
    check_cpp_steps(opts)
    if opts.emit not in EMITTERS:
        raise UsageError(f"unknown --emit kind '{opts.emit}' (known: {', '.join(EMITTERS)})")
    return opts


# ----------------------------------------------------------------------------------------
# Diagnostics
# ----------------------------------------------------------------------------------------


@dataclass
class Diagnostic:
    severity: str  # error | warning | remark | note
    message: str
    filename: str
    line: int
    col: int

    def render(self, source: dict[str, list[str]] | None = None) -> str:
        text = f"{self.filename}:{self.line}:{self.col}: {self.severity}: {self.message}"
        lines = (source or {}).get(self.filename)
        if lines and 0 < self.line <= len(lines):
            src = lines[self.line - 1].rstrip("\n")
            text += "\n" + src + "\n" + " " * (self.col - 1) + "^"
        return text


def diagnostic_from(err: DiagnosticError, fallback: tuple[str, int, int]) -> Diagnostic:
    pos = err.position()
    message = err.message
    if err.op is not None and not message.startswith("'"):
        message = f"'{err.op.name}' op {message}"
    severity = getattr(err, "severity", "error")
    if pos is None:
        return Diagnostic(severity, message, *fallback)
    return Diagnostic(severity, message, pos.filename.data, pos.line.data, pos.column.data)


def diagnostics_from(err: DiagnosticError, fallback: tuple[str, int, int]) -> list[Diagnostic]:
    """The error and the notes / further errors MLIR emits with it, in order."""
    first = diagnostic_from(err, fallback)
    out = [first]
    for severity, message, loc in err.notes:
        pos = file_line_col(loc) if loc is not None else None
        where = (
            (pos.filename.data, pos.line.data, pos.column.data)
            if pos is not None
            else (first.filename, first.line, first.col)
        )
        out.append(Diagnostic(severity, message, *where))
    return out


def _op_position(op: Operation, fallback: tuple[str, int, int]) -> tuple[str, int, int]:
    pos = file_line_col(op.location)
    if pos is None:
        return fallback
    return pos.filename.data, pos.line.data, pos.column.data


def verify(module: Operation) -> None:
    """Verify every op, outermost first, raising a located error for the first failure.

    A verifier that reports several errors at once (``messages``, e.g. a failed type
    inference followed by MLIR's ``failed to infer returned types``) gives one error with
    the others as follow-ups at the same op.

    Our dialects' verifiers raise the text MLIR prints: ``'<op>' op ...`` where Triton calls
    ``emitOpError``, the bare message where it calls ``emitError``. Only xDSL's own checks
    (operand/result constraints, terminators), which MLIR reports with ``emitOpError``, get
    the prefix here. Then, as MLIR, every use must be dominated by its definition.
    """
    for op, _ in preorder(module):
        if isinstance(op, ModuleOp):
            _verify_module_attributes(op)
        try:
            op.verify(verify_nested_ops=False)
        except DiagnosticError:
            raise
        except RecursionError:
            raise DiagnosticError(_TOO_DEEP, loc=op.location) from None
        except Exception as err:
            # MLIR checks an op's attributes before anything else: one of the wrong kind is
            # the error, in its words
            wrong = verifier_error(op) if isinstance(op, IRDLOperation) else None
            if wrong is not None:
                raise DiagnosticError(_op_message(op, wrong), loc=op.location) from None
            messages = [str(m).strip() for m in getattr(err, "messages", ())]
            if not messages:
                message = str(err).strip()
                if _raised_by_xdsl(err):
                    message = _op_message(op, message)
                raise DiagnosticError(message, loc=op.location) from None
            follow = [("error", m, None) for m in messages[1:]]
            raise DiagnosticError(messages[0], loc=op.location, notes=follow) from None
    verify_dominance(module)


_TOO_DEEP = "nesting too deep: the input nests more levels than gluon-opt can handle"


def _verify_module_attributes(module: ModuleOp) -> None:
    """MLIR's ModuleOp verifier: a module's attributes are the symbol's or a dialect's."""
    for name in module.attributes:
        if "." not in name and name not in ("sym_name", "sym_visibility"):
            raise DiagnosticError(
                "'builtin.module' op can only contain attributes with dialect-prefixed "
                f"names, found: '{name}'",
                loc=module.location,
            )


def _op_message(op: Operation, message: str) -> str:
    return message if message.startswith("'") else f"'{op.name}' op {message}"


def _raised_by_xdsl(err: BaseException) -> bool:
    """Whether ``err`` was raised inside xDSL itself rather than by one of our verifiers."""
    tb = err.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    return tb is not None and tb.tb_frame.f_globals.get("__name__", "").startswith("xdsl.")


# ----------------------------------------------------------------------------------------
# Expected diagnostics (-verify-diagnostics)
# ----------------------------------------------------------------------------------------

_EXPECTED = re.compile(
    r"expected-(error|warning|remark|note)(-re)?\s*(?:@\s*(above|below|[+-]\d+))?\s*"
    r"(?:\((\d+)\))?\s*\{\{(.*)\}\}"
)


@dataclass
class Expected:
    """One `// expected-error @+1 {{text}}`: the diagnostic it expects and where it is."""

    severity: str
    message: str
    line: int
    comment_line: int
    regex: bool = False
    column: int = 1
    matched: bool = False

    def matches_text(self, diag: Diagnostic) -> bool:
        if diag.line != self.line:
            return False
        if self.regex:
            # `expected-error-re`: `{{regex}}` parts inside otherwise literal text.
            pattern = ""
            for i, part in enumerate(re.split(r"\{\{(.*?)\}\}", self.message)):
                pattern += part if i % 2 else re.escape(part)
            # llvm::Regex is POSIX without REG_NEWLINE: `.` matches a newline too.
            return re.search(pattern, diag.message, re.S) is not None
        return self.message in diag.message

    def matches(self, diag: Diagnostic) -> bool:
        return diag.severity == self.severity and self.matches_text(diag)


def expected_diagnostics(text: str, line_offset: int) -> list[Expected]:
    """The expectations of a chunk, as MLIR's verifier handler reads them: `@+N`/`@-N`
    relative lines, `@above`/`@below` the nearest line without an expectation."""
    lines = text.splitlines()
    found: list[Expected] = []
    for index, line in enumerate(lines):
        match = _EXPECTED.search(line)
        if not match:
            continue
        severity, regex, where, _count, message = match.groups()
        here = index + 1 + line_offset
        target = here
        if where == "above":
            target = here - 1
            while target - line_offset > 1 and _EXPECTED.search(lines[target - line_offset - 1]):
                target -= 1
        elif where == "below":
            target = here + 1
            while target - line_offset <= len(lines) and _EXPECTED.search(
                lines[target - line_offset - 1]
            ):
                target += 1
        elif where:
            target = here + int(where)
        count = int(_count) if _count else 1
        for _ in range(count):
            found.append(Expected(severity, message, target, here, bool(regex), match.start() + 1))
    return found


# ----------------------------------------------------------------------------------------
# Running
# ----------------------------------------------------------------------------------------


def emit_mlir(module: ModuleOp, opts: Options) -> str:
    return print_module(
        module, debuginfo=opts.debuginfo, generic=opts.generic, local_scope=opts.local_scope
    )


# The output kinds of --emit. A backend hand-off (llir/ptx/cubin) registers here:
# a function (module, options) -> text, or bytes for a binary such as a cubin.
EMITTERS: dict[str, Callable[[ModuleOp, Options], str | bytes]] = {"mlir": emit_mlir}


def _backend_emitter(kind: str) -> Callable[[ModuleOp, Options], str | bytes]:
    """--emit=llir|ptx|cubin: Triton's NVIDIA backend on the final module (tools/backend.py)."""

    def emitter(module: ModuleOp, opts: Options) -> str | bytes:
        try:
            text = print_module(module, debuginfo=True, for_libtriton=True)
            return backend.emit(text, kind, filename=opts.input)
        except backend.BackendError as err:
            # `file:line:col: error: message`, located where libtriton located it
            found = re.match(r"(.*?):(\d+):(\d+): error: (.*)", str(err), re.S)
            if found is None:
                raise DiagnosticError(str(err), loc=module.location) from None
            file, line, col, message = found.groups()
            loc = FileLineColLoc(StringAttr(file), IntAttr(int(line)), IntAttr(int(col)))
            raise DiagnosticError(message, loc=loc) from None

    return emitter


EMITTERS.update({kind: _backend_emitter(kind) for kind in ("llir", "ptx", "cubin")})


def emit(module: ModuleOp, opts: Options) -> str | bytes:
    return EMITTERS[opts.emit](module, opts)


class Timer:
    """A node of MLIR's timing tree: wall seconds, children by name in first-use order."""

    def __init__(self, name: str):
        self.name = name
        self.seconds = 0.0
        self.children: dict[str, Timer] = {}

    def nest(self, name: str) -> Timer:
        if name not in self.children:
            self.children[name] = Timer(name)
        return self.children[name]


class Timing:
    """MLIR's DefaultTimingManager as mlir-opt uses it: a root timer spanning the run, with
    `Parser`, one timer per pass (`'tt.func' Pipeline` for nested pipelines) and `Output`."""

    DESCRIPTION = "... Execution time report ..."

    def __init__(self) -> None:
        self.root = Timer("root")
        self.stack = [self.root]
        self.start = time.perf_counter()

    @contextmanager
    def scope(self, name: str):
        timer = self.stack[-1].nest(name)
        self.stack.append(timer)
        start = time.perf_counter()
        try:
            yield timer
        finally:
            timer.seconds += time.perf_counter() - start
            self.stack.pop()

    def report(self, display: str = "tree") -> str:
        total = self.root.seconds = time.perf_counter() - self.start
        rule = "===" + "-" * 73 + "===\n"
        out = [rule, " " * ((80 - len(self.DESCRIPTION)) // 2) + self.DESCRIPTION + "\n", rule]
        out.append(f"  Total Execution Time: {total:.4f} seconds\n\n")
        out.append("  ----Wall Time----  ----Name----\n")

        def entry(seconds: float, name: str, indent: int = 0) -> str:
            percent = 100.0 * seconds / total if total else 0.0
            return f"  {seconds:8.4f} ({percent:5.1f}%)  {' ' * indent}{name}\n"

        if display == "list":
            merged: dict[str, float] = {}

            def add(timer: Timer) -> None:
                merged[timer.name] = merged.get(timer.name, 0.0) + timer.seconds
                for child in timer.children.values():
                    add(child)

            add(self.root)  # MLIR lists its (otherwise hidden) `root` timer too
            for name, seconds in sorted(merged.items(), key=lambda kv: -kv[1]):
                out.append(entry(seconds, name))
        else:

            def tree(timer: Timer, indent: int) -> None:
                out.append(entry(timer.seconds, timer.name, indent))
                for child in timer.children.values():
                    tree(child, indent + 2)

            for child in self.root.children.values():
                tree(child, 0)
        rest = total - sum(c.seconds for c in self.root.children.values())
        out.append(entry(max(rest, 0.0), "Rest"))
        out.append(entry(total, "Total"))
        return "".join(out)


@dataclass
class PassRun:
    """What the passes of one chunk's pipeline share: the options, our context, the timing,
    the stream IR dumps and --compare reports go to, the diagnostics the passes emit and
    (``--compare``) the passes whose C++ twin disagreed."""

    opts: Options
    ctx: Context
    timing: Timing
    err_stream: TextIO
    diagnostics: list[Diagnostic]
    differences: list[str] | None = None


def _symbol_suffix(op: Operation) -> str:
    name = op.properties.get("sym_name") or op.attributes.get("sym_name")
    return f": @{name.data}" if name is not None and hasattr(name, "data") else ""


def _run_pipeline(
    run: PassRun,
    specs: list[PassSpec],
    module: ModuleOp,
    op: Operation | None = None,
    depth: int = 0,
) -> None:
    """Run ``specs`` on ``op`` (``module`` itself by default) as MLIR's pass manager does: a
    pass nested deeper runs, with the passes next to it in the same nest, on each matching op
    directly inside ``op``. Remarks a pass emits (a pass with a ``remarks`` list) go to
    ``run.diagnostics``."""
    op = module if op is None else op
    opts = run.opts
    i = 0
    while i < len(specs):
        spec = specs[i]
        if len(spec.nesting) == depth:
            try:
                pass_ = create_pass(spec.name, spec.options)
            except (KeyError, ValueError, TypeError) as err:
                raise UsageError(str(err).strip("'\"")) from None
            pass_name = mlir_pass_name(spec.name)
            if opts.ir_before_all:
                run.err_stream.write(_ir_dump("Before", pass_name, spec.name, op, module, opts))
            with run.timing.scope(pass_name):
                try:
                    _apply(pass_, spec.name, run.ctx, op)
                    fallback = _op_position(op, ("<unknown>", 0, 0))
                    for remark in getattr(pass_, "remarks", ()):
                        run.diagnostics.append(diagnostic_from(remark, fallback))
                    verify(op)
                except DiagnosticError:
                    if opts.ir_after_all:  # MLIR dumps the IR a failed pass left behind
                        dump = _ir_dump("After", pass_name, spec.name, op, module, opts, True)
                        run.err_stream.write(dump)
                    raise
            if opts.ir_after_all:
                run.err_stream.write(_ir_dump("After", pass_name, spec.name, op, module, opts))
            i += 1
            continue
        anchor = spec.nesting[depth]
        j = i
        while (
            j < len(specs) and len(specs[j].nesting) > depth and specs[j].nesting[depth] == anchor
        ):
            j += 1
        with run.timing.scope(f"'{anchor}' Pipeline"):
            children = [
                child
                for region in op.regions
                for block in region.blocks
                for child in block.ops
                if anchor in ("any", child.name)
            ]
            for child in children:
                _run_pipeline(run, specs[i:j], module, child, depth + 1)
        i = j


def _ir_dump(
    when: str,
    pass_name: str,
    flag: str,
    op: Operation,
    module: ModuleOp,
    opts: Options,
    failed: bool = False,
) -> str:
    """MLIR's IR printer instrumentation: `// -----// IR Dump After Name (flag) //----- //`
    and the op the pass ran on (a nested op alone, in local scope); with
    --mlir-print-ir-module-scope, `('tt.func' operation: @f)` and the whole module."""
    header = f"// -----// IR Dump {when} {pass_name}{' Failed' if failed else ''} ({flag})"
    if opts.ir_module_scope:
        header += f" ('{op.name}' operation{_symbol_suffix(op)})"
        body = emit_mlir(module, opts)
    elif op is module:
        body = emit_mlir(module, opts)
    else:
        body = print_op(op, debuginfo=opts.debuginfo, generic=opts.generic, local_scope=True)
    return f"{header} //----- //\n{body}\n\n"


def _apply(pass_, name: str, ctx, op: Operation) -> None:
    try:
        pass_.apply(ctx, op)
    except DiagnosticError:
        raise
    except (VerifyException, DiagnosticException) as err:
        raise DiagnosticError(str(err).strip(), loc=op.location) from None
    except RecursionError:
        raise DiagnosticError(_TOO_DEEP, loc=op.location) from None
    except Exception as err:  # a bug in a pass: still a located error, no traceback
        message = f"pass '{name}' failed: {str(err).strip() or 'invalid input'}"
        raise DiagnosticError(message, loc=op.location) from None


def process_chunk(
    text: str,
    filename: str,
    line_offset: int,
    opts: Options,
    diagnostics: list[Diagnostic],
    timing: Timing,
    err_stream,
    differences: list[str] | None = None,
) -> str | bytes | None:
    """Parse, verify, run the passes and print one chunk; None (and diagnostics) on failure.

    Consecutive C++ passes run on a libtriton module, consecutive Python passes on ours; the
    module crosses between the two as text (printed with locations) only at a boundary.
    ``differences`` collects the passes whose C++ twin disagreed (``--compare``)."""
    fallback = (filename, line_offset + 1, 1)
    ctx = make_context(allow_unregistered=opts.allow_unregistered)
    run = PassRun(opts, ctx, timing, err_stream, diagnostics, differences)
    use_cpp = opts.use_cpp
    cpp_first = ALL in use_cpp or bool(opts.passes and runs_in_cpp(opts.passes[0].name, use_cpp))
    try:
        with timing.scope("Parser"):
            if cpp_first:
                state = _cpp_parse(text, filename, line_offset, opts)
                diagnostics.extend(_from_cpp(state.reported))
            else:
                state = _parse_ours_or_libtriton(
                    text, ctx, filename, line_offset, opts, diagnostics
                )
        for in_cpp, specs in _segments(opts.passes, use_cpp):
            if in_cpp:
                state = _to_cpp(state, filename, opts)
                for spec in specs:
                    _run_cpp_step(run, spec, state)
            else:
                state = _to_python(state, ctx, filename)
                if opts.compare:
                    for spec in specs:
                        _run_compared(run, spec, state)
                else:
                    _run_pipeline(run, specs, state)
        with timing.scope("Output"):
            if not isinstance(state, ModuleOp) and _libtriton_prints(opts):
                return state.text(opts.debuginfo)
            return emit(_to_python(state, ctx, filename), opts)
    except CppError as err:
        found = _from_cpp(err.diagnostics)
        if not any(d.severity == "error" for d in found):
            found.insert(0, Diagnostic("error", str(err), *fallback))
        diagnostics.extend(found)
        return None
    except DiagnosticError as err:
        diagnostics.extend(diagnostics_from(err, fallback))
        return None
    except (UsageError, OutputError):
        raise
    except RecursionError:
        diagnostics.append(Diagnostic("error", _TOO_DEEP, *fallback))
        return None
    except Exception as err:  # a bug somewhere: report it located, never a traceback
        message = f"failed to process the input: {str(err).strip() or 'invalid input'}"
        diagnostics.append(Diagnostic("error", message, *fallback))
        return None


def _libtriton_prints(opts: Options) -> bool:
    """libtriton prints the output itself, unless asked for what only our printer does."""
    return opts.emit == "mlir" and not (opts.generic or opts.local_scope)


def _segments(specs: list[PassSpec], use_cpp: frozenset[str]) -> list[tuple[bool, list[PassSpec]]]:
    """The pipeline cut into runs of passes that run on the same side (C++: True)."""
    out: list[tuple[bool, list[PassSpec]]] = []
    for spec in specs:
        in_cpp = runs_in_cpp(spec.name, use_cpp)
        if out and out[-1][0] == in_cpp:
            out[-1][1].append(spec)
        else:
            out.append((in_cpp, [spec]))
    return out


def _from_cpp(found: list) -> list[Diagnostic]:
    return [Diagnostic(d.severity, d.message, d.filename, d.line, d.col) for d in found]


def _py_parse(
    text: str,
    ctx,
    filename: str,
    line_offset: int = 0,
    reported: list[DiagnosticError] | None = None,
) -> ModuleOp:
    """Our parse and verification. ``reported`` collects the errors the parser reports and
    parses on past (as MLIR: the module is still read); without it the first one fails."""
    module = parse_module(text, ctx, filename, line_offset=line_offset, diagnostics=reported)
    verify(module)
    return module


_DIALECT_WE_LACK = re.compile(r"Dialect `[\w.]+' not found for custom op")


def _parse_ours_or_libtriton(
    text: str, ctx, filename: str, line_offset: int, opts: Options, diagnostics: list[Diagnostic]
):
    """Our parse; libtriton's where ours lacks a dialect (e.g. `nvws`) that nothing after
    needs: no pass of the pipeline runs in Python and libtriton prints the output. Where
    libtriton lacks the dialect too, ours is the error reported. The errors the parse that
    is kept reported without failing go to ``diagnostics``."""
    reported: list[DiagnosticError] = []
    fallback = (filename, line_offset + 1, 1)
    try:
        module = _py_parse(text, ctx, filename, line_offset, reported)
    except DiagnosticError as err:
        cpp_only = all(runs_in_cpp(spec.name, opts.use_cpp) for spec in opts.passes)
        if not (_DIALECT_WE_LACK.match(err.message) and cpp_only and _libtriton_prints(opts)):
            diagnostics.extend(diagnostic_from(d, fallback) for d in reported)
            raise
        ours = err
    else:
        diagnostics.extend(diagnostic_from(d, fallback) for d in reported)
        return module
    try:
        theirs = _cpp_parse(text, filename, line_offset, opts)
    except CppError as failed:
        if any(_DIALECT_WE_LACK.match(d.message) for d in failed.diagnostics):
            diagnostics.extend(diagnostic_from(d, fallback) for d in reported)
            raise ours from None
        raise
    diagnostics.extend(_from_cpp(theirs.reported))
    return theirs


def _cpp_parse(text: str, filename: str, line_offset: int, opts: Options):
    return CppModule.parse(
        text,
        filename,
        line_offset,
        op_on_diagnostic=not opts.verify_diagnostics,
        allow_unregistered=opts.allow_unregistered,
    )


def _to_cpp(state, filename: str, opts: Options):
    """The module as libtriton's, through text with every location spelled out."""
    if not isinstance(state, ModuleOp):
        return state
    return _cpp_parse(print_module(state, debuginfo=True, for_libtriton=True), filename, 0, opts)


def _to_python(state, ctx, filename: str) -> ModuleOp:
    if isinstance(state, ModuleOp):
        return state
    return _py_parse(state.text(debuginfo=True), ctx, filename)


def _run_cpp_step(run: PassRun, spec: PassSpec, mod: CppModule) -> None:
    opts = run.opts
    pass_name = mlir_pass_name(spec.name)

    def dump(when: str, failed: bool = False) -> str:
        header = f"// -----// IR Dump {when} {pass_name}{' Failed' if failed else ''} ({spec.name})"
        if opts.ir_module_scope:
            header += " ('builtin.module' operation)"
        return f"{header} //----- //\n{mod.text(opts.debuginfo)}\n\n"

    if opts.ir_before_all:
        run.err_stream.write(dump("Before"))
    with run.timing.scope(pass_name):
        try:
            remarks = run_pass(mod, spec.name, spec.options, llvm_debug=opts.llvm_debug)
        except ValueError as err:
            raise UsageError(str(err)) from None
        except CppError:
            if opts.ir_after_all:
                run.err_stream.write(dump("After", failed=True))
            raise
    run.diagnostics.extend(_from_cpp(remarks))
    if opts.ir_after_all:
        run.err_stream.write(dump("After"))


def _run_compared(run: PassRun, spec: PassSpec, module: ModuleOp) -> None:
    """Run one Python pass and, on the same input, its C++ twin; report the difference."""
    before = print_module(module, debuginfo=True, for_libtriton=True)
    _run_pipeline(run, [spec], module)
    report, same = compare_with_twin(spec.name, spec.options, before, run.opts.debuginfo)
    run.err_stream.write(report)
    if not same and run.differences is not None:
        run.differences.append(spec.name)


def _split_chunks(text: str) -> list[tuple[str, int]]:
    """Chunks between `// -----` lines, each with the line number it starts after."""
    chunks: list[tuple[str, int]] = []
    current: list[str] = []
    start = 0
    for index, line in enumerate(text.splitlines(keepends=True)):
        if line.rstrip().startswith(SPLIT_MARKER) and line.strip().strip("/- ") == "":
            chunks.append(("".join(current), start))
            current = []
            start = index + 1
        else:
            current.append(line)
    chunks.append(("".join(current), start))
    return chunks


def read_input(path: str, stdin) -> str:
    """The text of ``path`` (``-``: ``stdin``). MLIR reads bytes: bytes that are not UTF-8
    are kept as surrogate escapes, so they are reported where they stand (or, inside a
    string literal, kept as they are) instead of failing the whole read."""
    if path != "-":
        with open(path, "rb") as f:
            data = f.read()
    else:
        data = stdin.buffer.read() if hasattr(stdin, "buffer") else stdin.read()
    if isinstance(data, str):
        return data
    return data.decode("utf-8", "surrogateescape")


class OutputError(OSError):
    """The output could not be written: reported as `gluon-opt: message`, exit 1. An
    OSError that keeps the system's ``errno`` and ``strerror``."""

    def __init__(self, message: str, cause: OSError | None = None):
        if cause is None:
            super().__init__(message)
        else:
            super().__init__(cause.errno, cause.strerror)
        self.message = message

    def __str__(self) -> str:
        return self.message


def write_atomically(path: str, data: str | bytes) -> None:
    """Write ``data`` to ``path`` as a whole or not at all: a temporary file in the same
    directory renamed over ``path``, so a failure leaves no partial file and an existing
    file untouched. The file gets the permissions a plain ``open`` would give (those of the
    file it replaces, else 0666 less the umask). A device or pipe (``/dev/stdout``) is
    written in place."""
    raw = data if isinstance(data, bytes) else data.encode("utf-8", "surrogateescape")
    # Through symbolic links, as open() would: the file they name is replaced, not the link.
    target = os.path.realpath(path)
    try:
        try:
            mode = os.stat(target).st_mode
        except FileNotFoundError:
            mode = None
        if mode is not None and stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR))
        if mode is not None and not stat.S_ISREG(mode) or target.startswith(_IN_PLACE):
            _write_in_place(path, raw)
            return
        directory = os.path.dirname(target)
        fd, tmp = tempfile.mkstemp(prefix=".gluon-opt-", dir=directory)
    except OutputError:
        raise
    except OSError as err:
        raise OutputError(f"cannot open output file '{path}': {err.strerror}", err) from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(raw)
            f.flush()
            os.fchmod(f.fileno(), stat.S_IMODE(mode) if mode is not None else 0o666 & ~_umask())
        os.replace(tmp, target)
    except OSError as err:
        raise OutputError(f"cannot write output file '{path}': {err.strerror}", err) from None
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


# Special files (/dev/stdout is a link to /proc/self/fd/1) are written, never replaced.
_IN_PLACE = ("/dev/", "/proc/")


def _write_in_place(path: str, raw: bytes) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_TRUNC)
    try:
        view = memoryview(raw)
        while view:
            view = view[os.write(fd, view) :]
    except OSError as err:
        raise OutputError(f"cannot write output file '{path}': {err.strerror}", err) from None
    finally:
        os.close(fd)


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def run(opts: Options, stdin, stdout, stderr) -> int:
    if opts.list_passes:
        stdout.write(list_passes())
        return 0
    filename = "<stdin>" if opts.input == "-" else opts.input
    try:
        text = read_input(opts.input, stdin)
    except OSError as err:
        stderr.write(f"gluon-opt: could not open input file '{filename}': {err.strerror}\n")
        return 1
    if opts.run_reproducer:
        pipeline = reproducer_pipeline(text)
        if pipeline is None:
            raise UsageError(f"no mlir_reproducer pipeline in '{filename}'")
        reproduced = parse_pipeline(pipeline)
        check_anchors(reproduced)
        opts.passes = reproduced + opts.passes
    if opts.dump_pass_pipeline:
        stderr.write(pipeline_text(opts.passes))
    sources = {filename: text.splitlines()}
    chunks = _split_chunks(text) if opts.split_input_file else [(text, 0)]
    outputs: list[str | bytes] = []
    failed = False
    timing = Timing()
    differences: list[str] = []
    for chunk, line_offset in chunks:
        diagnostics: list[Diagnostic] = []
        out = process_chunk(
            chunk, filename, line_offset, opts, diagnostics, timing, stderr, differences
        )
        if opts.verify_diagnostics:
            expected = expected_diagnostics(chunk, line_offset)
            for diag in diagnostics:
                # As MLIR: the first expectation that matches, even one matched before.
                hit = next((e for e in expected if e.matches(diag)), None)
                if hit is not None:
                    hit.matched = True
                    continue
                if opts.only_expected:
                    continue
                failed = True
                near = next((e for e in expected if e.matches_text(diag)), None)
                if near is not None:
                    # Right line and text, wrong kind: MLIR reports it at the expectation.
                    stderr.write(
                        Diagnostic(
                            "error",
                            f"'{diag.severity}' diagnostic emitted when expecting a "
                            f"'{near.severity}'",
                            filename,
                            near.comment_line,
                            near.column,
                        ).render(sources)
                        + "\n"
                    )
                    continue
                unexpected = Diagnostic(
                    "error",
                    f"unexpected {diag.severity}: {diag.message}",
                    diag.filename,
                    diag.line,
                    diag.col,
                )
                stderr.write(unexpected.render(sources) + "\n")
            for exp in expected:
                if not exp.matched:
                    failed = True
                    missing = Diagnostic(
                        "error",
                        f'expected {exp.severity} "{exp.message}" was not produced',
                        filename,
                        exp.comment_line,
                        exp.column,
                    )
                    stderr.write(missing.render(sources) + "\n")
            if out is not None:
                outputs.append(out)
            continue
        for diag in diagnostics:
            stderr.write(diag.render(sources) + "\n")
        # An error the parser reported and parsed on past still fails the run (triton-opt
        # exits 0 there; docs/divergences.md, CLI row 3): stdout shows the module, and -o
        # stays unwritten.
        if out is None or any(diag.severity == "error" for diag in diagnostics):
            failed = True
        if out is not None:
            outputs.append(out)
    if opts.timing:
        stderr.write(timing.report(opts.timing_display))
    if any(isinstance(out, bytes) for out in outputs):
        # A binary (--emit=cubin) cannot be joined with '// -----' markers.
        if len(outputs) > 1:
            stderr.write(
                f"gluon-opt: --emit={opts.emit} writes one binary; got {len(outputs)} chunks\n"
            )
            return 1
        result: str | bytes = outputs[0]
    else:
        result = (SPLIT_MARKER + "\n").join(outputs)
    if failed and not opts.verify_diagnostics:
        # mlir-opt prints what succeeded, but never leaves a partial -o file behind.
        if opts.output is None:
            write_stdout(stdout, result)
        return 1
    if opts.output is not None and opts.output != "-":
        write_atomically(opts.output, result)
    else:
        write_stdout(stdout, result)
    if failed:
        return 1
    return 2 if differences else 0


def write_stdout(stdout, result: str | bytes) -> None:
    try:
        if isinstance(result, bytes):
            stdout.flush()
            stdout.buffer.write(result)
        else:
            stdout.write(result)
        stdout.flush()
    except OSError as err:
        raise OutputError(f"IO failure on output stream: {err.strerror}", err) from None


# xDSL parses, verifies and prints nested regions, types and attributes recursively, some
# ten Python frames per level; MLIR reads thousands of levels (Triton's own tests nest
# deeply). The CLI runs on a thread with a stack and a recursion limit that hold
# DEEP_NESTING levels; deeper input gets a located error (see process_chunk).
DEEP_NESTING = 5_000
_STACK_BYTES = 1 << 30
_RECURSION_LIMIT = 100_000


def with_deep_stack(fn: Callable[[], int]) -> int:
    """``fn()`` on a thread with room for DEEP_NESTING levels of nesting."""
    result: list[int] = []
    failure: list[BaseException] = []

    def target() -> None:
        try:
            result.append(fn())
        except BaseException as err:  # re-raised on the calling thread
            failure.append(err)

    limit = sys.getrecursionlimit()
    size = threading.stack_size()
    sys.setrecursionlimit(max(limit, _RECURSION_LIMIT))
    try:
        threading.stack_size(_STACK_BYTES)
        thread = threading.Thread(target=target, name="gluon-opt")
        thread.start()
    finally:
        threading.stack_size(size)
    try:
        thread.join()
    finally:
        sys.setrecursionlimit(limit)
    if failure:
        raise failure[0]
    return result[0]


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    return with_deep_stack(lambda: _main(argv))


def _main(argv: list[str]) -> int:
    try:
        opts = parse_args(argv)
        return run(opts, sys.stdin, sys.stdout, sys.stderr)
    except (UsageError, OutputError) as err:
        sys.stderr.write(f"gluon-opt: {err}\n")
        if isinstance(err, OutputError):
            _silence_stdout()
        return 1
    except KeyboardInterrupt:
        return 130


def _silence_stdout() -> None:
    """After stdout failed (a full disk, a closed pipe), point it at /dev/null so that the
    interpreter's final flush does not fail a second time with a Python message."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


if __name__ == "__main__":
    sys.exit(main())


__all__ = [
    "EMITTERS",
    "Options",
    "PassSpec",
    "main",
    "parse_args",
    "parse_pipeline",
    "run",
]
