"""Running gluon-opt's Python passes inside ``triton.compile`` (Triton 3.6.0, NVIDIA).

Triton builds each compile's pipeline as a dict of stages (``ttir``, ``ttgir``, ``llir``, ...)
and lets ``triton.knobs.runtime.add_stages_inspection_hook`` edit that dict. We replace the
``ttgir`` stage with the passes of the installed ``make_ttgir`` (or ``gluon_to_ttgir`` for
Gluon) as a list of steps, one per pass, in the stock order, read from the stock function
itself (``stock_steps``), not restated. Steps whose flag is Python-owned (from
``passes/registry.py``) are handed to our xDSL pass through a print/parse round trip, one per
run of consecutive Python steps; every other step runs in libtriton, one pass manager per pass
so that each step can be timed.

Three more things make this safe to leave installed:
- the cache key: 3.6.0 does not hash the stages hook, so ``CUDABackend.hash`` (used by the
  on-disk cache key) and the JIT's in-memory ``compute_cache_key`` are wrapped to include a
  token naming gluon-opt, its Python passes and a hash of its sources;
- skip checks: a cheap test per pass (its class's ``skip_check``) that shows it would not
  change the module, so the hand-off (the expensive part) is skipped; the step is still
  logged as ``python``. When a hand-off does happen and the pass changes nothing, the input
  module is kept (no print back);
- failures: a Python pass that raises becomes a ``GluonOptPassError`` naming the pass and the
  kernel, with a reproducer file (input IR plus the gluon-opt command line) on disk.
"""

from __future__ import annotations

import contextlib
import functools
import gc
import hashlib
import importlib.util
import itertools
import operator
import os
import re
import sys
import tempfile
import time
import types
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any, NamedTuple

from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.enums import InputPrecision
from gluon_opt.dialects.layout.encodings import libtriton_readable
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.text.parser import ParseCache, parse_module
from gluon_opt.dialects.text.printer import (
    Reuse,
    SourceAliases,
    SourceOps,
    print_hand_back,
    print_module,
)
from gluon_opt.dialects.text.walk import postorder_list, preorder_list
from gluon_opt.dialects.text.walk import postorder_region as walk_post_order
from gluon_opt.passes.cpp_passes import CPP_PASSES
from gluon_opt.passes.greedy import apply_patterns_greedily
from gluon_opt.passes.registry import (
    BUILTIN_PASSES,
    PASSES,
    PLACEMENTS,
    create_pass,
    get_pass,
    mlir_pass_name,
    skip_check,
    source_file,
)
from triton import knobs
from triton._C import libtriton
from triton._C.libtriton import ir
from triton.backends.compiler import Language
from triton.backends.nvidia.compiler import CUDABackend
from triton.runtime import jit
from xdsl.dialects.builtin import CallSiteLoc, FileLineColLoc, FusedLoc, NameLoc

# ---------------------------------------------------------------------------------------------
# The pipelines, step by step


@dataclass(frozen=True)
class Step:
    """One pass of a stage pipeline.

    ``flag`` is the triton-opt flag name; ``add`` appends the C++ pass to a libtriton pass
    manager, with ``args`` (the arguments the stage function gave its binding). The pass's
    options are not restated: ``step_options`` reads them from ``args`` and the pass's
    description (``cpp_passes``, checked against libtriton), or back from the C++ pass.
    """

    flag: str
    add: Callable[[Any], None] | None  # None: a user's Python pass, with no C++ twin
    # False where the pass's skip check is not exact at this place in the pipeline
    skippable: bool = True
    # the binding's arguments after the pass manager; None: not known (read the pass back)
    args: tuple[Any, ...] | None = None


_PIPELINE = re.compile(r"any\((?P<flag>[\w.-]+)(?:\{(?P<options>.*)\})?\)")


def step_options(step: Step, context: Any) -> dict[str, str]:
    """The step's pass options, as text: every option, defaults included, as triton-opt
    spells them (``pipeline_options``), from the step's arguments where they are known (a
    pass manager per step costs ~0.35 ms per compile; ``Runner.verify_skips`` compares)."""
    if step.add is None:
        return {}  # a user's pass runs with its own defaults
    described = _CPP_BY_FLAG.get(step.flag)
    if step.args is None or described is None:
        return pipeline_options(step, context)
    options = described.fixed_options()
    for i, option in enumerate(described.options):
        value = step.args[i] if i < len(step.args) else option.default
        options[option.name] = _option_text(value)
    return dict(sorted(options.items()))  # MLIR prints a pass's options sorted by name


def _option_text(value: Any) -> str:
    """An option value as a pass pipeline string spells it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def pipeline_options(step: Step, context: Any) -> dict[str, str]:
    """The step's pass options, as text, from the pipeline string of its C++ pass."""
    if step.add is None:
        return {}
    pm = ir.pass_manager(context)
    step.add(pm)
    found = _PIPELINE.fullmatch(pm.get_pipeline_str())
    if found is None or found["flag"] != step.flag:
        raise RuntimeError(f"cannot read the options of {step.flag}: {pm.get_pipeline_str()}")
    items = (found["options"] or "").split()
    return dict(item.split("=", 1) for item in items)


# the libtriton modules a stock stage function names, which the recording stands in for
_STAGE_MODULES = ("ir", "passes", "nvidia")
# the C++ passes by their binding (``passes.ttgpuir.add_coalesce``)
_BY_BINDING = {cpp.binding: cpp.flag for cpp in CPP_PASSES}
_CPP_BY_FLAG = {cpp.flag: cpp for cpp in CPP_PASSES}
# Steps whose skip check is not exact where this stage runs them: here no canonicalize has run
# since the front end, so the greedy driver's folding and constant hoisting change the module
# even without descriptor ops.
_NOT_SKIPPABLE = {"gluon_to_ttgir": frozenset({"triton-nvidia-tma-lowering"})}


class _Stand:
    """Stands for what a stock stage function touches besides its passes (the module,
    ``ir.builder``, the pass manager's ``run``): every attribute and call gives itself."""

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return self

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self


@dataclass
class _Recorder:
    """Stands for a libtriton module (``passes``, ``nvidia.passes.ttnvgpuir``, ``ir``):
    ``add_*(pm, *args)`` below it is recorded as (its path, args); ``ir.pass_manager`` gives
    a pass manager whose ``enable_debug`` says whether IR dumping is on. What an attribute
    gives is kept on the recorder, so that a stage function naming it again (every
    ``passes.ttgpuir.add_*``) reads it without another call."""

    path: str
    calls: list[tuple[str, tuple[Any, ...]]]
    dump_enabled: bool

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        path = f"{self.path}.{name}"
        given: Any
        if name == "pass_manager":
            given = lambda context: SimpleNamespace(  # noqa: E731
                enable_debug=lambda: self.dump_enabled, run=lambda mod, stage: None
            )
        elif name.startswith("add_"):
            given = lambda pm, *args: self.calls.append((path, args))  # noqa: E731
        else:
            given = _Recorder(path, self.calls, self.dump_enabled)
        setattr(self, name, given)
        return given

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return _Stand()


def _adder(path: str, args: tuple[Any, ...]) -> Callable[[Any], None]:
    """Adds the C++ pass of binding ``path`` to a pass manager, with the recorded ``args``."""
    binding = _binding(path)
    return lambda pm: binding(pm, *args)


@functools.cache
def _binding(path: str) -> Callable[..., None]:
    """The libtriton function at ``path`` (``passes.ttgpuir.add_coalesce``)."""
    return functools.reduce(getattr, path.split("."), libtriton)


def stock_steps(stage: Callable[..., Any], args: tuple[Any, ...], dump_enabled: bool) -> list[Step]:
    """The passes the installed Triton's stage function (``make_ttgir``, ``gluon_to_ttgir``)
    adds to its pass manager when called with ``args``, in order, read from the function
    itself: it runs once with stand-ins for the libtriton modules it names, which record
    each ``add_*`` call, and never sees a module (docs/architecture.md, "The stock
    pipeline")."""
    calls: list[tuple[str, tuple[Any, ...]]] = []
    stand_ins = {name: _Recorder(name, calls, dump_enabled) for name in _STAGE_MODULES}
    recording = types.FunctionType(
        stage.__code__,
        {**stage.__globals__, **stand_ins},
        stage.__name__,
        stage.__defaults__,
        stage.__closure__,
    )
    recording(*args)
    steps = []
    for path, values in calls:
        if path not in _BY_BINDING:
            raise RuntimeError(f"Triton's {stage.__name__} adds {path}, a pass gluon-opt lacks")
        flag = _BY_BINDING[path]
        skippable = flag not in _NOT_SKIPPABLE.get(stage.__name__, frozenset())
        steps.append(Step(flag, _adder(path, values), skippable, values))
    return steps


def ttgir_steps(opt: Any, capability: int, dump_enabled: bool) -> list[Step]:
    """The passes of the installed ``CUDABackend.make_ttgir``, in order, for these options."""
    return stock_steps(CUDABackend.make_ttgir, (_Stand(), {}, opt, capability), dump_enabled)


def gluon_steps() -> list[Step]:
    """The passes of the installed ``CUDABackend.gluon_to_ttgir``, in order."""
    return stock_steps(CUDABackend.gluon_to_ttgir, (None, _Stand(), {}, None, None), False)


def place_user_passes(steps: list[Step]) -> list[Step]:
    """The steps with the registered user passes put at their places (``register_pass``):
    before, after or instead of every step of the named stock pass. A pass whose stock pass
    is not in this pipeline (another capability's, say) does not run."""
    anchors = {at.anchor for at in PLACEMENTS.values()}
    placed: list[Step] = []
    for step in steps:
        if step.flag not in anchors:
            placed.append(step)
            continue
        mine = [flag for flag, at in PLACEMENTS.items() if at.anchor == step.flag]
        where = {flag: PLACEMENTS[flag].where for flag in mine}
        placed += [Step(f, None, False) for f in mine if where[f] == "before"]
        replaced = [Step(f, None, False) for f in mine if where[f] == "replace"]
        placed += replaced or [step]
        placed += [Step(f, None, False) for f in mine if where[f] == "after"]
    return placed


# ---------------------------------------------------------------------------------------------
# C++ steps that can run on our side


# C++ passes that only act on these ops, through MLIR's greedy driver (default configuration)
# and walks over the same ops. Between two Python steps, on a module without any of them, such
# a pass is the greedy driver with no pattern: folding, dead-op removal and region
# simplification, which passes/greedy.py reproduces. Running that in Python keeps the module on
# our side of the hand-off (one print/parse round trip fewer). `verify_skips` compares each use
# with the C++ pass.
IDLE_WITHOUT: dict[str, frozenset[str]] = {
    # the TF32x3 and BF16xN decompositions (F32DotTC.cpp)
    "tritongpu-F32DotTC": frozenset({"tt.dot"}),
    # reshape and gather layout patterns, then a walk over reductions
    "tritongpu-optimize-thread-locality": frozenset({"tt.reshape", "tt.gather", "tt.reduce"}),
    # transposeDots, the MMA patterns, the scaled-dot decompositions, decomposeMixedModeDotOp
    "tritongpu-accelerate-matmul": frozenset({"tt.dot", "tt.dot_scaled"}),
}


def _in_loop_body(op: Any) -> bool:
    parent = op.parent_op()
    return parent is not None and parent.name == "scf.for"


# the tt.dot input precisions F32DotTC decomposes (its TF32x3 and BF16xN patterns)
_DECOMPOSED = frozenset(InputPrecision.value_of(k) for k in ("tf32x3", "bf16x3", "bf16x6"))


def _decomposed_dot(op: Any) -> bool:
    precision = op.properties.get("inputPrecision")  # absent: the default, ieee
    return precision is not None and precision.value.data in _DECOMPOSED


# Ops of IDLE_WITHOUT that give their pass something to do only where this holds of them.
BUSY_IF: dict[tuple[str, str], Callable[[Any], bool]] = {
    # both patterns fail on any other precision (F32DotTC.cpp), before looking further
    ("tritongpu-F32DotTC", "tt.dot"): _decomposed_dot,
    # the walk over reductions returns before any change unless the tt.reduce's block is an
    # scf.for body (OptimizeThreadLocality.cpp: `dyn_cast<scf::ForOp>(block->getParentOp())`)
    ("tritongpu-optimize-thread-locality", "tt.reduce"): _in_loop_body,
}


def runs_idle(step: Step, module: Any) -> bool:
    """True when the C++ ``step`` would find nothing to rewrite in our ``module``."""
    ops = IDLE_WITHOUT.get(step.flag)
    if ops is None:
        return False
    for op in preorder_list(module):  # (xDSL's walk nests a generator per level)
        if op.name in ops:
            busy = BUSY_IF.get((step.flag, op.name))
            if busy is None or busy(op):
                return False
    return True


# ---------------------------------------------------------------------------------------------
# Errors and reproducers


class GluonOptPassError(RuntimeError):
    """A Python pass failed inside triton.compile; names the pass, kernel and reproducer."""

    def __init__(self, message: str, flag: str, kernel: str, reproducer: Path):
        super().__init__(message)
        self.flag = flag
        self.kernel = kernel
        self.reproducer = reproducer


def pass_command(passes: list[tuple[str, dict[str, str]]], path: str | Path) -> str:
    """The gluon-opt command line that runs passes (flag, options) in order on a file, each
    spelled as triton-opt would."""
    args = []
    for flag, options in passes:
        opts = " ".join(f"{k}={v}" for k, v in options.items())
        args.append(
            f"--{flag}" if not opts else f"--{flag}='{opts}'" if " " in opts else f"--{flag}={opts}"
        )
    return f"gluon-opt {path} {' '.join(args)}"


def reproducer_dir() -> Path:
    """Where reproducers go: $GLUON_OPT_REPRO_DIR, else <tmp>/gluon-opt-repro."""
    default = Path(tempfile.gettempdir(), "gluon-opt-repro")
    return Path(os.environ.get("GLUON_OPT_REPRO_DIR") or default)


def write_reproducer(
    text: str, passes: list[tuple[str, dict[str, str]]], kernel: str, error: BaseException
) -> Path:
    """The hand-off text with a RUN line for the passes that ran on it, the failing one last."""
    flag = passes[-1][0]
    directory = reproducer_dir()
    directory.mkdir(parents=True, exist_ok=True)
    safe = re.sub(r"[^A-Za-z0-9_.-]", "_", kernel or "kernel")
    path = directory / f"{safe}.{flag}.mlir"
    # the notes go after the module, so that line numbers are those of the hand-off text
    tail = (
        f"// gluon-opt reproducer: Python pass {flag} failed on kernel {kernel}\n"
        f"// error: {str(error).splitlines()[0] if str(error) else type(error).__name__}\n"
        f"// RUN: {pass_command(passes, path.name)}\n"
    )
    path.write_text(text.rstrip("\n") + "\n" + tail)
    return path


# the name our parser gives the hand-off text; errors in it are shown at the reproducer file
_HANDOFF_NAME = "<gluon-opt hand-off>"


def _describe(error: BaseException) -> str:
    if isinstance(error, DiagnosticError):
        pos = error.position()
        if pos is not None:
            where = f"{pos.filename.data}:{pos.line.data}:{pos.column.data}"
            return f"{where}: error: {error.message}"
        return f"error: {error.message}"
    return f"{type(error).__name__}: {error}"


# ---------------------------------------------------------------------------------------------
# Running a pipeline


def python_pass_class(flag: str) -> type:
    return get_pass(flag)


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cycle collector off for the duration of a hand-off, as it was after.

    A hand-off builds a few thousand short-lived IR objects, all in reference cycles (ops,
    blocks and values point at each other). With the collector on, its young-generation
    passes run several times inside each hand-off and move the module to older generations,
    which brings the whole-heap passes sooner; paused, the module is collected once, young,
    after the hand-off (benchmarks/compile_time.md, "The cycle collector"). A caller that had
    the collector off keeps it off."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def _kernel_name(mod: Any) -> str:
    names: list[str] = []

    def visit(op: Any) -> None:
        if not names and op.get_name() == "tt.func":
            names.append(op.get_str_attr("sym_name"))

    mod.walk(visit)
    return names[0] if names else "<unknown kernel>"


@dataclass
class Runner:
    """Runs a list of steps on a libtriton module, Python-owned flags through our passes.

    Consecutive Python steps share one hand-off: libtriton prints the module once, we parse
    it once, run the passes one after the other on our module, and print it once for
    libtriton to parse back (not at all when none of them changed anything).
    """

    python_flags: frozenset[str]
    log: list[dict[str, Any]] = field(default_factory=list)
    use_skip_checks: bool = True
    verify_skips: bool = False  # tests: run the C++ pass on a skipped step and compare
    # tests: C++ steps that still go through a libtriton print/parse first, to show that the
    # text seam itself loses nothing
    reparse_before: frozenset[str] = frozenset()
    handoffs: list[dict[str, Any]] = field(default_factory=list)  # timings of each hand-off
    dump: bool = False  # MLIR_ENABLE_DUMP is on: dump the IR before Python steps too
    # benchmarks: one pass manager per C++ step, so that the log times each C++ pass (by
    # default consecutive C++ steps share one, and the log splits its time evenly among them)
    time_each_cpp_step: bool = False
    # what one hand-off's parse learnt (types, layouts), for the next ones
    parse_cache: ParseCache = field(default_factory=ParseCache)
    # our module from the last hand-off, for the next one if libtriton's text is unchanged
    kept: Kept | None = None
    reuse: bool = True  # False: parse every hand-off's text (to measure what reuse saves)
    # False: print every op of a hand-back, none as libtriton's text has it (to measure)
    reuse_lines: bool = True

    def run(self, mod: Any, steps: list[Step], stage: str) -> Any:
        placed = place_user_passes(steps)
        i = 0
        while i < len(placed):
            step = placed[i]
            if self._is_python(step):
                end = i + 1
                # an IR dump shows the module before every Python step: one step per hand-off
                while not self.dump and end < len(placed):
                    if self._is_python(placed[end]):
                        end += 1
                        continue
                    # C++ steps that may run idle in Python, if a Python step follows them
                    ahead = end
                    while ahead < len(placed) and placed[ahead].flag in IDLE_WITHOUT:
                        ahead += 1
                    if ahead == end or ahead == len(placed) or not self._is_python(placed[ahead]):
                        break
                    end = ahead
                mod, done = self._run_python(mod, placed[i:end])
                i += done
                continue
            start = time.perf_counter()
            if step.flag in self.reparse_before:
                mod = _reparse(str(mod), mod.context, block_arg_locations(mod))
            # consecutive C++ steps share one pass manager, as in the stock stage function
            end = i + 1
            while (
                not self.time_each_cpp_step
                and end < len(placed)
                and not self._is_python(placed[end])
                and placed[end].flag not in self.reparse_before
            ):
                end += 1
            self._run_cpp(mod, placed[i:end], stage)
            seconds = (time.perf_counter() - start) / (end - i)
            for grouped in placed[i:end]:
                self.log.append({"name": grouped.flag, "where": "cpp", "seconds": seconds})
            i = end
        return mod

    def _is_python(self, step: Step) -> bool:
        return step.flag in self.python_flags or step.add is None

    def _log(self, step: Step, where: str, start: float) -> None:
        self.log.append({"name": step.flag, "where": where, "seconds": time.perf_counter() - start})

    @staticmethod
    def _run_cpp(mod: Any, steps: list[Step], stage: str) -> None:
        """The C++ ``steps`` in one pass manager (one per step costs ~1 % of a compile)."""
        pm = ir.pass_manager(mod.context)
        pm.enable_debug()
        for step in steps:
            assert step.add is not None  # user passes (add None) always run in Python
            step.add(pm)
        pm.run(mod, stage)

    def _run_python(self, mod: Any, run: list[Step]) -> tuple[Any, int]:
        """Consecutive Python steps (and C++ steps of ``IDLE_WITHOUT`` between them); returns
        the module and how many steps ran. Leading Python steps whose skip check holds are
        skipped on the libtriton module; from the first that is not, the rest share one
        hand-off (a skip check reads the libtriton module, which no longer describes ours
        after a pass), up to a C++ step with something to do."""
        for index, step in enumerate(run):
            if not self._is_python(step):
                return mod, index  # not handed off yet: C++ runs it as usual
            start = time.perf_counter()
            if self.dump:  # as MLIR does for the C++ passes around us
                name = mlir_pass_name(step.flag)  # as MLIR names the stock pass
                sys.stderr.write(
                    f"// -----// IR Dump Before {name} ({step.flag}) ('builtin.module' operation)"
                    f" //----- //\n{mod}\n"
                )
                sys.stderr.flush()
            options = self._options(step, mod.context)
            check = skip_check(step.flag) if self.use_skip_checks and step.skippable else None
            if check is not None and check(mod, options):
                if self.verify_skips:
                    self._verify_skip(mod, step)
                self._log(step, "python", start)
                continue
            with collector_paused():
                mod, done = self._handoff(mod, run[index:], options, start)
            return mod, index + done
        return mod, len(run)

    def _options(self, step: Step, context: Any) -> dict[str, str]:
        options = step_options(step, context)
        if self.verify_skips and options != pipeline_options(step, context):
            raise AssertionError(f"options of {step.flag} differ from its C++ pass's")
        return options

    def _verify_skip(self, mod: Any, step: Step) -> None:
        before = mod.str_nodebug()
        probe = _reparse(str(mod), mod.context, block_arg_locations(mod))
        self._run_cpp(probe, [step], "verify-skip")
        if probe.str_nodebug() != before:
            raise AssertionError(f"skip check for {step.flag} is wrong: the C++ pass changes IR")

    def _verify_idle(self, mod: Any, before: str, module: Any, step: Step) -> None:
        probe = _reparse(before, mod.context, ours=True)
        self._run_cpp(probe, [step], "verify-idle")
        ours = _reparse(
            print_module(module, debuginfo=True, for_libtriton=True), mod.context, ours=True
        )
        if probe.str_nodebug() != ours.str_nodebug():
            raise AssertionError(f"{step.flag} is not idle: the C++ pass differs from ours")

    def _reuse(self, text: str) -> Kept | None:
        """The last hand-off's module when it is what parsing ``text`` would give (with the
        alias definitions of ``text``), or None (docs/architecture.md, "Hand-off reuse").
        Under ``verify_skips`` it is compared with a fresh parse of ``text``."""
        kept, self.kept = self.kept, None  # a module is reused at most once
        if kept is None or not self.reuse or kept.text != text:
            return None
        as_parsed(kept.module)
        if self.verify_skips:
            fresh = parse_module(text, make_context(), _HANDOFF_NAME)
            if ir_state(kept.module) != ir_state(fresh):
                raise AssertionError("the kept module differs from a fresh parse of its text")
        return kept

    def _handoff(
        self, mod: Any, run: list[Step], first_options: dict[str, str], start: float
    ) -> tuple[Any, int]:
        """One hand-off for ``run``; returns the module and how many steps ran (a C++ step
        that is not idle ends the run early)."""
        clock = time.perf_counter
        # where a hand-off's time goes: libtriton print, our parse, our bookkeeping (change
        # detection, location pairing), each pass, our print, libtriton's parse (and verify)
        record: dict[str, Any] = {
            "name": "+".join(step.flag for step in run),
            "names": [step.flag for step in run],
            "passes": [],
            "check": 0.0,
            "py_print": 0.0,
            "cpp_parse": 0.0,
            "changed": False,
            "lines": 0,  # of libtriton's text written back as they were (Reuse)
        }
        t0 = clock()
        text = str(mod)
        t1 = clock()
        record["cpp_print"] = t1 - t0
        step, options = run[0], first_options
        ran: list[tuple[str, dict[str, str]]] = []  # (flag, options): for a reproducer
        try:
            ctx = make_context()
            kept = self._reuse(text)
            record["reused"] = kept is not None
            if kept is None:
                found: list[SourceAliases] = []
                noted: list[SourceOps] = []
                module = parse_module(
                    text,
                    ctx,
                    _HANDOFF_NAME,
                    cache=self.parse_cache,
                    source_aliases=found,
                    source_ops=noted,
                )
                source = found[0] if found else None
                source_ops = noted[0] if noted else None
            else:
                module, source, source_ops = kept.module, kept.source, kept.ops
            t2 = clock()
            record["py_parse"] = t2 - t1
            before = snapshot(module)
            record["check"] += clock() - t2
            count = len(run)
            for index, step in enumerate(run):
                if index:
                    start = clock()
                where = "python"
                if not self._is_python(step):
                    if not runs_idle(step, module):
                        count = index
                        break
                    where = "python-idle"
                    text_before = (
                        print_module(module, debuginfo=True, for_libtriton=True)
                        if self.verify_skips
                        else ""
                    )
                    t3 = clock()
                    apply_patterns_greedily(module, [])
                    record["passes"].append((step.flag, clock() - t3))
                    if self.verify_skips:
                        self._verify_idle(mod, text_before, module, step)
                else:
                    if index:
                        options = self._options(step, mod.context)
                    ran.append((step.flag, options))
                    t3 = clock()
                    create_pass(step.flag, options).apply(ctx, module)
                    record["passes"].append((step.flag, clock() - t3))
                if index + 1 < len(run):
                    self._log(step, where, start)
            record["names"] = record["names"][:count]
            record["name"] = "+".join(record["names"])
            t3 = clock()
            record["py_pass"] = sum(seconds for _, seconds in record["passes"])
            kept_ops = ops_kept(module, before)
            t4 = clock()
            record["check"] += t4 - t3
            if kept_ops is None:
                # nothing changed: hand back the module we were given (no print, no reparse)
                self.kept = Kept(text, module, source, source_ops)
                self.handoffs.append(record)
                if count == len(run):
                    self._log(step, where, start)
                return mod, count
            reuse = None
            if self.reuse_lines and source is not None:
                reuse = hand_back_reuse(kept_ops, source_ops)
            out, arg_blocks = print_hand_back(module, readable_source(source), reuse)
            if reuse is not None:
                record["lines"] = len(reuse.lines)
                if self.verify_skips:
                    _verify_reused_lines(mod.context, out, module, source)
            in_text = locations_in_text(arg_blocks)
            arg_locs = None
            if not in_text or self.verify_skips:
                known_locs = libtriton_locations(mod, before)
                arg_locs = block_arg_locations_after(module, known_locs)
                if self.verify_skips:
                    _verify_pairing(known_locs)
            record["py_print"] = clock() - t4
        except Exception as error:  # any failure of our side is reported the same way
            ran = ran or [(step.flag, options)]  # (a parse failure: the first pass)
            kernel = _kernel_name(mod)  # libtriton's module is untouched till the reparse
            path = write_reproducer(text, ran, kernel, error)
            raise GluonOptPassError(
                f"gluon-opt: Python pass {step.flag} failed on kernel {kernel}: "
                f"{_describe(error).replace(_HANDOFF_NAME, str(path))}\n  reproducer: {path}\n"
                f"  rerun: {pass_command(ran, path)}",
                step.flag,
                kernel,
                path,
            ) from error
        t5 = clock()
        result = _reparse(out, mod.context, None if in_text else arg_locs, ours=True)
        record["cpp_parse"] = clock() - t5
        if arg_locs is not None and self.verify_skips:
            # what a restore by the walk's blocks would have set: in_text, the text already
            # carries it; else the restore found the blocks by their places in the walk
            _verify_arg_locations(result, arg_locs.locations)
        record["changed"] = True
        self.handoffs.append(record)
        if count == len(run):
            self._log(step, where, start)
        return result, count


@dataclass
class Kept:
    """Our module at the end of a hand-off whose passes changed nothing, libtriton's text
    that we parsed to get it and what the parse noted of that text (``parse_module``'s
    ``source_aliases`` and ``source_ops``)."""

    text: str
    module: Any
    source: SourceAliases | None
    ops: SourceOps | None  # where the text wrote each op and value (``source_ops``)


def readable_source(source: SourceAliases | None) -> SourceAliases | None:
    """The alias definitions of libtriton's text for ``print_hand_back``, in the spelling
    libtriton's parser reads (``libtriton_readable``: its own print of a `#ttg.nvmma_shared`
    is not always), or None."""
    if source is None:
        return None
    runs = [libtriton_readable(run) if "nvmma_shared" in run else run for run in source.runs]
    return SourceAliases(runs, source.names)


def as_parsed(module: Any) -> None:
    """Set what a pass may change and change back, unseen by ``snapshot``, to what a parse
    gives: every value's uses in the order the parser makes them (each op's operands as it
    builds the op, nested ops first; xDSL puts a new use first) and blocks without name hints
    (labels print as ``^bbN``). (The order of an op's attributes and properties is not
    restored: nothing reads it, the printers sort them or print each at its place.)"""
    for op in walk_post_order(module.body):
        if op.operands:
            op.operands = op.operands  # new uses, first in their values' lists
        if op.successors:
            op.successors = op.successors
        for region in op.regions:
            for block in region.blocks:
                block.name_hint = None
    module.body.block.name_hint = None


def ir_state(module: Any) -> list[tuple[Any, ...]]:
    """Everything about ``module`` that a pass may read, values and blocks numbered in walk
    order: two modules with equal states are interchangeable. For checks (verify_skips)."""
    numbers: dict[int, int] = {}

    def number(item: Any) -> int:
        return numbers.setdefault(id(item), len(numbers))

    ops = list(walk_post_order(module.body)) + [module]
    for op in ops:
        number(op)
        for region in op.regions:
            for block in region.blocks:
                number(block)
                for arg in block.args:
                    number(arg)
        for result in op.results:
            number(result)
    state: list[tuple[Any, ...]] = []
    for op in ops:
        values = [*op.results, *(a for r in op.regions for b in r.blocks for a in b.args)]
        state.append(
            (
                number(op),
                type(op),
                op.name,
                tuple(number(v) for v in op.operands),
                dict(op.attributes),  # compared as dictionaries: in any order
                dict(op.properties),
                op.location,
                tuple(number(b) for b in op.successors),
                tuple(
                    (number(b), b.name_hint, tuple((a.type, a.location) for a in b.args))
                    for r in op.regions
                    for b in r.blocks
                ),
                tuple(
                    (v.type, v.name_hint, tuple((number(u.operation), u.index) for u in v.uses))
                    for v in values
                ),
            )
        )
    return state


class OpEntry(NamedTuple):
    """What ``snapshot`` notes of one op: everything a pass can change about it, by identity
    and value (the op, its block and the values and blocks below are compared by
    identity)."""

    op: Any
    parent: Any  # its block
    operands: Any  # the tuple it holds: a pass replaces it to change one operand
    attributes: dict[str, Any]  # copies
    properties: dict[str, Any]
    location: Any
    successors: Any
    # each result, its type and its name hint (a pass may put another value in a result's
    # place: xDSL's replace_value_with_new_type)
    results: list[tuple[Any, Any, Any]] | None
    regions: list[RegionEntry] | None


class ArgEntry(NamedTuple):
    arg: Any
    type: Any
    name_hint: str | None
    location: Any


class BlockEntry(NamedTuple):
    block: Any
    args: list[ArgEntry]


class RegionEntry(NamedTuple):
    region: Any
    blocks: list[BlockEntry]


# ``tuple.__new__(OpEntry, items)`` builds a record in C (a NamedTuple's own constructor is a
# Python call, and the snapshot makes one per op)
_record = tuple.__new__


def snapshot(module: Any) -> list[OpEntry]:
    """Everything a pass can change about a module, by identity and value, without printing.

    Ops in pre-order (the module first), their order and nesting (each op's block, each
    region's blocks), operands, results (the values, their types and names), block-argument
    types, names and locations, attributes and properties (as copies of the dictionaries),
    op locations and successors:
    a module ``unchanged_since`` its snapshot changed nothing, which costs a walk instead of
    a print and a reparse.
    """
    return list(_snapshot_entries(module))


def unchanged_since(module: Any, before: list[OpEntry]) -> bool:
    """Whether ``module`` is as its ``snapshot`` ``before`` noted it; the walk stops at the
    first op that differs, so a changed module is told early."""
    pairs = itertools.zip_longest(_snapshot_entries(module), before)
    return all(itertools.starmap(operator.eq, pairs))


def ops_kept(module: Any, before: list[OpEntry]) -> list[Any] | None:
    """None where ``module`` is as its ``snapshot`` ``before`` noted it (``unchanged_since``);
    else the ops without regions or successors that are as it noted them but for their
    place in their block (constants hoisted or deduplicated around them) and their results'
    name hints (which no hand-back writes), and whose operands
    have the types they had: the ops whose text a hand-back may write as libtriton wrote it
    (``printer.Reuse``). (Each operand's type: a pass that changes a value's type in place
    changes the text of every user that writes its operands' types, `tt.store` or
    `arith.addi`, while the user's entry stays the same.) None of them where an op moved
    to another block or an op's regions changed their blocks: the text's names, which a
    reused line names values by, could then be defined twice in view; nor where a region
    has more than one block (a value used in a block printed before the one that defines
    it)."""
    kept = []
    retyped: set[int] = set()  # the values whose type changed, by id
    same = True  # every op of the snapshot as it noted it
    for (
        op,
        parent,
        operands,
        attributes,
        properties,
        location,
        successors,
        results,
        regions,
    ) in before:
        if op.parent is not parent:
            if op.parent is None:
                same = False
                continue  # erased
            return []
        typed = True  # its results the values they were, of the types they had
        if results is not None:
            for result, (value, then, name) in zip(op.results, results, strict=True):
                now = result._type
                if result is not value:
                    typed = False  # (the new value's users are not kept: new operands)
                elif now is not then and now != then:
                    retyped.add(id(result))
                    typed = False
                elif result._name != name:
                    same = False
        unchanged = (
            typed
            and op._operands == operands
            and op.attributes == attributes
            and op.properties == properties
            and (op.location is location or op.location == location)
            and op._successors == successors
        )
        if regions is None:
            if unchanged and not successors:
                kept.append(op)
            else:
                same = False
            continue
        same = same and unchanged
        blocks = _blocks_now(op)
        if blocks != _blocks_of(regions) or any(len(each) > 1 for _, each in blocks):
            return []  # (one block per region: no value is used before it is defined)
        for region in regions:
            for block in region.blocks:
                args = block.block._args
                same = same and len(args) == len(block.args)
                for arg, then in zip(args, block.args, strict=False):  # (args added or gone)
                    now = arg._type
                    if arg is not then.arg:
                        same = False
                    elif now is not then.type and now != then.type:
                        retyped.add(id(arg))
                        same = False
                    elif arg._name != then.name_hint or not (
                        arg.location is then.location or arg.location == then.location
                    ):
                        same = False
    if same and unchanged_since(module, before):  # (new ops, or ops in another order)
        return None
    if retyped:
        kept = [op for op in kept if retyped.isdisjoint(map(id, op._operands))]
    return kept


def _blocks_now(op: Any) -> list[tuple[Any, list[Any]]]:
    """Each region of ``op`` with its blocks (xDSL's fields: its iterators are Python)."""
    regions = []
    for region in op.regions:
        blocks = []
        block = region._first_block
        while block is not None:
            blocks.append(block)
            block = block._next_block
        regions.append((region, blocks))
    return regions


def _blocks_of(regions: list[RegionEntry]) -> list[tuple[Any, list[Any]]]:
    """Each region of a snapshot's entry with its blocks."""
    return [(region.region, [block.block for block in region.blocks]) for region in regions]


def reused_lines(kept: list[Any], source_ops: SourceOps) -> dict[int, str]:
    """By ``id(op)``, the line of libtriton's text of each op of ``kept`` (``ops_kept``)
    that the parse read from one line."""
    text = source_ops.text
    kept_ids = set(map(id, kept))
    return {id(op): text[start:end] for op, start, end in source_ops.lines if id(op) in kept_ids}


def hand_back_reuse(kept: list[Any] | None, source_ops: SourceOps | None) -> Reuse | None:
    """What ``print_hand_back`` may take from libtriton's text (``printer.Reuse``) once the
    passes kept the ops ``kept`` (``ops_kept``), or None: none kept, nothing noted, or a
    `#ttg.nvmma_shared` written out in the module (libtriton's print of one is not always
    what its parser reads; the spelling fix is made on alias definitions only)."""
    if not kept or source_ops is None or "nvmma_shared" in source_ops.text:
        return None
    return Reuse(reused_lines(kept, source_ops), source_ops.names, source_ops.types)


def _verify_reused_lines(context: Any, out: str, module: Any, source: SourceAliases) -> None:
    """For checks (verify_skips): libtriton reads the hand-back with reused lines as it
    reads the one printed whole (its print with locations, its block-argument locations)."""
    whole, _ = print_hand_back(module, readable_source(source))
    views = []
    for text in (out, whole):
        mod = _reparse(text, context, ours=True)
        # (but the locations the parser gave arguments at their places in the text)
        args = [[str(loc) for loc in block] for block in block_arg_locations(mod)]
        views.append((str(mod), [[a for a in b if "/proc/self/fd/" not in a] for b in args]))
    if views[0] != views[1]:
        raise AssertionError("libtriton reads the hand-back with reused lines differently")


def _snapshot_entries(module: Any) -> Iterator[OpEntry]:
    """The snapshot's entries, one op at a time. The walk reads xDSL 0.74's fields behind
    its properties (``_first_block``, ``_args``, ``_type``...): a property is a Python call,
    and there are several per op."""
    stack = [module]
    pop = stack.pop
    while stack:
        op = pop()
        results = op.results
        result_entries = None
        if results:
            result_entries = []
            for result in results:
                result_entries.append((result, result._type, result._name))
        regions = op.regions
        region_entries = None
        if regions:
            region_entries = []
            nested = []
            for region in regions:
                block_entries = []
                block = region._first_block
                while block is not None:
                    args = []
                    for arg in block._args:
                        args.append(_record(ArgEntry, (arg, arg._type, arg._name, arg.location)))
                    block_entries.append(_record(BlockEntry, (block, args)))
                    inner = block._first_op
                    while inner is not None:
                        nested.append(inner)
                        inner = inner._next_op
                    block = block._next_block
                region_entries.append(_record(RegionEntry, (region, block_entries)))
            nested.reverse()
            stack += nested
        yield _record(
            OpEntry,
            (
                op,
                op.parent,
                op._operands,
                op.attributes.copy(),
                op.properties.copy(),
                op.location,
                op._successors,
                result_entries,
                region_entries,
            ),
        )


def block_arg_locations(mod: Any) -> list[list[Any]]:
    """The locations of every block's arguments, blocks in walk order.

    MLIR's custom syntax has no place for the location of a loop's induction variable or
    iter_args (nor a reduce combiner's arguments), so printing loses them, and with them the
    names (``%k0``, ``%acc``) and debug info they carry. The hand-off carries them around the
    text and puts them back.
    """
    blocks: dict[int, list[Any]] = {}

    def visit(op: Any) -> None:
        block = op.get_block()
        if block is not None and block.id() not in blocks:
            blocks[block.id()] = [
                block.get_argument(i).get_loc() for i in range(block.get_num_arguments())
            ]

    mod.walk(visit)
    return list(blocks.values())


def _blocks_in_walk_order(parents: Iterable[Any]) -> dict[Any, int]:
    """The blocks of a module's ops (``parents``: each op's block, MLIR's walk order) in the
    order ``block_arg_locations`` lists libtriton's, each with where the first op in it
    stands in the walk: libtriton's module, the same IR, holds that block's twin at the same
    place (``_libtriton_blocks``)."""
    blocks: dict[Any, int] = {}
    for index, block in enumerate(parents):
        if block is not None and block not in blocks:
            blocks[block] = index
    return blocks


def _walk_ops(mod: Any) -> list[Any]:
    """libtriton's ops in MLIR's walk order, the module last: pybind calls ``list.append``
    itself, without a Python call per op."""
    ops: list[Any] = []
    mod.walk(ops.append)
    return ops


def _libtriton_blocks(ops: list[Any], starts: Iterable[int]) -> list[Any]:
    """The blocks of libtriton's ``ops`` (``_walk_ops``) whose first ops stand at ``starts``."""
    return [ops[start].get_block() for start in starts]


def _arg_locations(block: Any) -> list[Any]:
    return [block.get_argument(i).get_loc() for i in range(block.get_num_arguments())]


@dataclass
class ArgLocations:
    """Block-argument locations to put back on a reparsed module, blocks in walk order, with
    where each block's first op stands in the walk (``_blocks_in_walk_order``) and how many
    ops the walk visits (the module included): the blocks are then found without a Python
    call per op, where the walk is as expected."""

    locations: list[list[Any]]
    starts: list[int]
    ops: int


@dataclass
class KnownLocations:
    """The libtriton locations behind our parsed module's block arguments and op locations.

    Our parsed module is paired with libtriton's ``mod`` (the same IR: post-order walks pair
    blocks and ops one to one). What was parsed is noted at once (the passes change it); the
    libtriton side is read only when a print back needs it (``mod`` is left untouched till
    then), and the op locations only for a block argument that a pass added."""

    parsed_blocks: list[tuple[Any, list[Any]]]  # our blocks, walk order, with arg locations
    parsed_ops: list[tuple[Any, int]]  # our ops' locations and result counts, walk order
    mod: Any
    # where each parsed block's first op stands in the walk (``_blocks_in_walk_order``)
    parsed_starts: list[int] = field(default_factory=list)
    blocks: dict[Any, list[tuple[Any, Any]]] | None = None  # block -> [(ours, libtriton's)]
    ops: dict[Any, Any] | None = None  # an op location (ours) -> libtriton's
    walked: list[Any] | None = None  # libtriton's ops (``_walk_ops``), once read

    def _walked(self) -> list[Any] | None:
        """libtriton's ops in walk order, or None where they do not pair with ours."""
        if self.walked is None:
            self.walked = _walk_ops(self.mod)
        # libtriton's walk ends with the module
        return self.walked if len(self.walked) == len(self.parsed_ops) + 1 else None

    def for_block(self, block: Any) -> list[tuple[Any, Any]]:
        """(our location, libtriton's) of each argument ``block`` had when parsed, or []."""
        if self.blocks is None:
            self.blocks = {}
            theirs = self._walked()
            # the same IR: the same ops, so the same blocks at the same places of the walk
            if theirs is not None and len(self.parsed_starts) == len(self.parsed_blocks):
                found = _libtriton_blocks(theirs, self.parsed_starts)
                for (ours, our_locs), lt_block in zip(self.parsed_blocks, found, strict=True):
                    if len(our_locs) == lt_block.get_num_arguments():
                        locs = _arg_locations(lt_block)
                        self.blocks[ours] = list(zip(our_locs, locs, strict=True))
        return self.blocks.get(block, [])

    def for_op_location(self, location: Any) -> Any:
        """The libtriton location of the op location ``location`` (ours), or None."""
        if self.ops is None:
            self.ops = {}
            theirs = self._walked()
            if theirs is not None:
                for (loc, results), lt_op in zip(self.parsed_ops, theirs, strict=False):
                    if results and lt_op.get_num_results() == results:
                        self.ops.setdefault(loc, lt_op.get_result(0).get_loc())
        return self.ops.get(location)


def libtriton_locations(mod: Any, parsed: list[OpEntry]) -> KnownLocations:
    """What to pair our parsed module with libtriton's ``mod`` by, when it is needed: a pass
    that rebuilds a loop gives the new block arguments a location it took from an op (3.6.0
    gives them the loop's), so the hand-off can still carry it. ``parsed``: the module's
    ``snapshot`` as parsed, which holds all of it (made later from that, only for the
    hand-backs that need it, rather than from the module at every hand-off)."""
    owners: dict[int, Any] = {}  # id(block) -> the op whose region holds it
    arg_locations: dict[int, list[Any]] = {}
    for entry in parsed:
        for region in entry.regions or ():
            for block in region.blocks:
                owners[id(block.block)] = entry.op
                arg_locations[id(block.block)] = [arg.location for arg in block.args]
    # the snapshot walks in pre-order (parsed[0] is the module); MLIR's walk order puts an
    # op after every op nested in it
    ordered: list[OpEntry] = []
    open_ops: list[OpEntry] = []
    for entry in parsed[1:]:
        owner = owners[id(entry.parent)]
        while open_ops and open_ops[-1].op is not owner:
            ordered.append(open_ops.pop())
        open_ops.append(entry)
    ordered.extend(reversed(open_ops))
    blocks = _blocks_in_walk_order([entry.parent for entry in ordered])
    return KnownLocations(
        [(block, arg_locations[id(block)]) for block in blocks],
        [(entry.location, len(entry.results) if entry.results else 0) for entry in ordered],
        mod,
        list(blocks.values()),
    )


def block_arg_locations_after(module: Any, known: KnownLocations) -> ArgLocations:
    """The libtriton locations of our output's block arguments, blocks in walk order. An
    argument at a position its block had before, with the location it had, keeps its
    libtriton location (a pass may have retyped it); any other gets the libtriton location
    of the op location it carries (None, left as parsed, if there is none)."""
    ops = postorder_list(module)
    blocks = _blocks_in_walk_order([op.parent for op in ops])
    result = []
    for block in blocks:
        saved = known.for_block(block)
        locs = []
        for i, arg in enumerate(block.args):
            if i < len(saved) and saved[i][0] == arg.location:
                locs.append(saved[i][1])
            else:
                locs.append(known.for_op_location(arg.location))
        result.append(locs)
    return ArgLocations(result, list(blocks.values()), len(ops) + 1)


def restore_block_arg_locations(mod: Any, saved: list[list[Any]] | ArgLocations) -> None:
    """Put saved block-argument locations back where the block structure still matches.

    The walk order pairs blocks one to one; a block whose argument count changed is left as
    parsed, and so is an argument saved as None. With ``ArgLocations`` the blocks are found
    at their places in the walk, where it visits as many ops as expected.
    """
    if isinstance(saved, ArgLocations):
        ops = _walk_ops(mod)
        if len(ops) == saved.ops:
            _set_arg_locations(_libtriton_blocks(ops, saved.starts), saved.locations)
            return
        saved = saved.locations
    seen: set[int] = set()
    order: list[Any] = []

    def visit(op: Any) -> None:
        block = op.get_block()
        if block is not None and block.id() not in seen:
            seen.add(block.id())
            order.append(block)

    mod.walk(visit)
    if len(order) == len(saved):
        _set_arg_locations(order, saved)


def _set_arg_locations(blocks: list[Any], saved: list[list[Any]]) -> None:
    for block, locs in zip(blocks, saved, strict=True):
        if block.get_num_arguments() == len(locs):
            for i, loc in enumerate(locs):
                if loc is not None:
                    block.get_argument(i).set_loc(loc)


def locations_in_text(arg_blocks: list[tuple[Any, bool]]) -> bool:
    """Whether libtriton's parse of a hand-back text gives every block argument the location
    ``restore_block_arg_locations`` would set, so that pairing the blocks (a walk of each
    libtriton module through pybind) can be left out. ``arg_blocks``: the blocks with
    arguments that the text printed (``print_hand_back``).

    It does when the text writes every argument's location (a block printed with its header,
    or a tt.func's entry block, whose printer writes them) and no argument carries a place in
    a hand-off text that our parser gave it (a loop's induction variable, printed without its
    location by libtriton): every other location was read from libtriton's text, so it is the
    one libtriton's module has, which the restore would set. ``verify_skips`` compares."""
    for block, header in arg_blocks:
        if not header:
            owner = block.parent_op()
            if (
                owner is None
                or owner.name != "tt.func"
                or block is not owner.regions[0].first_block
                or len(block.args) != len(owner.function_type.inputs.data)
            ):
                return False
        for arg in block.args:
            if _placed_by_our_parse(arg.location):
                return False
    return True


def _placed_by_our_parse(loc: Any) -> bool:
    """Whether ``loc`` holds a place in a hand-off text (our parser's name for it)."""
    cls = loc.__class__
    if cls is FileLineColLoc:
        return loc.filename.data == _HANDOFF_NAME
    if cls is NameLoc:
        return _placed_by_our_parse(loc.location)
    if cls is CallSiteLoc:
        return _placed_by_our_parse(loc.callee) or _placed_by_our_parse(loc.caller)
    if cls is FusedLoc:
        return any(_placed_by_our_parse(inner) for inner in loc.locations)
    return False


def _verify_arg_locations(mod: Any, saved: list[list[Any]]) -> None:
    """Check that libtriton's ``mod`` already has the block-argument locations that
    ``restore_block_arg_locations(mod, saved)`` would set."""
    found = block_arg_locations(mod)
    if len(found) != len(saved):
        return  # the restore leaves them as parsed too
    for theirs, ours in zip(found, saved, strict=True):
        if len(theirs) == len(ours):
            for have, want in zip(theirs, ours, strict=True):
                if want is not None and str(have) != str(want):
                    raise AssertionError(
                        f"a block argument reads back at {have}, not at {want}: "
                        "locations_in_text or the restore is wrong"
                    )


def _verify_pairing(known: KnownLocations) -> None:
    """Check that the blocks ``known`` finds at their places in libtriton's walk are those
    that a walk of it meets, in that order (``block_arg_locations``)."""
    theirs = known._walked()
    if theirs is None:
        return
    found = [_arg_locations(block) for block in _libtriton_blocks(theirs, known.parsed_starts)]
    walked = block_arg_locations(known.mod)
    if [list(map(str, locs)) for locs in found] != [list(map(str, locs)) for locs in walked]:
        raise AssertionError("the blocks found at their places in the walk are not the walk's")


def _reparse(
    text: str,
    context: Any,
    arg_locs: list[list[Any]] | ArgLocations | None = None,
    *,
    ours: bool = False,
) -> Any:
    """A libtriton module from text (libtriton only parses files). The text may be
    libtriton's own print, which its parser does not always read back: it gets the spelling
    libtriton reads (docs/divergences.md, "Print and parse"). ``ours``: the text is our
    print for libtriton (``print_module(for_libtriton=True)``), in that spelling already."""
    readable = text if ours else libtriton_readable(text)
    if hasattr(os, "memfd_create"):
        # a file in memory: creating, writing and removing one on disk costs ~0.2 ms (ext4)
        fd = os.memfd_create("gluon-opt.mlir")
        try:
            os.write(fd, readable.encode())
            mod = ir.parse_mlir_module(f"/proc/self/fd/{fd}", context)
        finally:
            os.close(fd)
    else:
        with tempfile.NamedTemporaryFile("w", prefix="gluon-opt-", suffix=".mlir") as file:
            file.write(readable)
            file.flush()
            mod = ir.parse_mlir_module(file.name, context)
    # triton's stages read `mod.context`, a Python attribute its front end sets on the module
    mod.context = context
    if arg_locs is not None:
        restore_block_arg_locations(mod, arg_locs)
    return mod


# ---------------------------------------------------------------------------------------------
# The hook and the cache key


def make_ttgir(
    runner: Runner, mod: Any, metadata: dict[str, Any], opt: Any, capability: int
) -> Any:
    """3.6.0's make_ttgir with our steps; same attribute and metadata side effects."""
    if opt.maxnreg is not None:
        mod.set_attr("ttg.maxnreg", ir.builder(mod.context).get_int32_attr(opt.maxnreg))
    # stock asks its (single) pass manager whether IR dumping is on; so do we
    dump_enabled = ir.pass_manager(mod.context).enable_debug()
    runner.dump = dump_enabled
    mod = runner.run(mod, ttgir_steps(opt, capability, dump_enabled), "make_ttgir")
    metadata["tensordesc_meta"] = mod.get_tensordesc_metadata()
    return mod


def gluon_to_ttgir(runner: Runner, mod: Any, metadata: dict[str, Any]) -> Any:
    runner.dump = ir.pass_manager(mod.context).enable_debug()
    mod = runner.run(mod, gluon_steps(), "gluon_to_ttgir")
    metadata["tensordesc_meta"] = mod.get_tensordesc_metadata()
    return mod


# Our packages below the public API, each in a folder of its own (pyproject's package-dir).
PACKAGES = ("gluon_opt.dialects", "gluon_opt.analysis", "gluon_opt.passes", "gluon_opt.tools")


@functools.cache
def source_hash() -> str:
    """Hash of every Python source of gluon-opt: a changed pass must miss the disk cache."""
    digest = hashlib.sha256()
    for package in ("gluon_opt", *PACKAGES):
        # Found, not imported: the public API above the tools is not this module's to import.
        spec = importlib.util.find_spec(package)
        assert spec is not None and spec.origin is not None
        root = Path(spec.origin).parent
        for path in sorted(root.rglob("*.py")):
            digest.update(str(path.relative_to(root)).encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def user_pass_hash() -> str:
    """Hash of the source files and places of the registered user passes (read at install():
    a changed user pass must miss the disk cache too)."""
    digest = hashlib.sha256()
    for flag, entry in sorted(PASSES.items(), key=lambda kv: kv[0]):
        if entry in BUILTIN_PASSES:
            continue  # covered by source_hash()
        digest.update(flag.encode())
        digest.update(repr(PLACEMENTS.get(flag)).encode())
        digest.update(entry.__qualname__.encode())
        path = source_file(entry)
        if path is not None and Path(path).is_file():
            digest.update(Path(path).read_bytes())
    return digest.hexdigest()[:16]


@dataclass
class Installation:
    python_flags: frozenset[str]
    token: str
    use_skip_checks: bool = True
    verify_skips: bool = False
    reparse_before: frozenset[str] = frozenset()  # see Runner.reparse_before
    compiles: list[list[dict[str, Any]]] = field(default_factory=list)
    handoffs: list[list[dict[str, Any]]] = field(default_factory=list)  # per compile
    previous_hook: Any = None
    saved: dict[str, Any] = field(default_factory=dict)
    parse_cache: ParseCache | None = None  # shared by every compile; None: one per compile
    time_each_cpp_step: bool = False  # see Runner.time_each_cpp_step
    reuse: bool = True  # see Runner.reuse
    reuse_lines: bool = True  # see Runner.reuse_lines

    def stages_hook(
        self, backend: Any, stages: dict, options: Any, language: Any, capability: Any
    ) -> None:
        if isinstance(backend, CUDABackend) and "ttgir" in stages:
            log: list[dict[str, Any]] = []
            handoffs: list[dict[str, Any]] = []
            self.compiles.append(log)
            self.handoffs.append(handoffs)
            runner = Runner(
                self.python_flags,
                log,
                self.use_skip_checks,
                self.verify_skips,
                self.reparse_before,
                handoffs,
            )
            runner.time_each_cpp_step = self.time_each_cpp_step
            if self.parse_cache is not None:
                runner.parse_cache = self.parse_cache
            runner.reuse = self.reuse
            runner.reuse_lines = self.reuse_lines
            if language == Language.GLUON:
                stages["ttgir"] = lambda src, metadata: gluon_to_ttgir(runner, src, metadata)
            else:
                stages["ttgir"] = lambda src, metadata: make_ttgir(
                    runner, src, metadata, options, capability
                )
        if self.previous_hook is not None:
            self.previous_hook(backend, stages, options, language, capability)


_INSTALLED: Installation | None = None


def install(
    python_passes: Iterable[str] | None = None,
    *,
    skip_checks: bool = True,
    verify_skips: bool = False,
    time_each_cpp_step: bool = False,
) -> Installation:
    """Make later triton.compile calls (NVIDIA) run our Python passes in place of C++ ones.

    ``python_passes`` defaults to every pass in the registry; each must import, so a broken
    pass is reported here rather than in the middle of a compile. ``time_each_cpp_step`` runs
    each C++ pass in a pass manager of its own, so that ``compile_log`` times it alone.
    """
    global _INSTALLED
    if _INSTALLED is not None:
        uninstall()
    flags = frozenset(PASSES if python_passes is None else python_passes)
    for flag in sorted(flags):
        if flag not in PASSES:
            raise ValueError(f"gluon-opt has no Python pass named {flag!r}")
        python_pass_class(flag)
    token = f"gluon-opt-{source_hash()}-{user_pass_hash()}-{','.join(sorted(flags))}"
    inst = Installation(flags, token, skip_checks, verify_skips)
    inst.time_each_cpp_step = time_each_cpp_step

    inst.previous_hook = knobs.runtime.add_stages_inspection_hook
    knobs.runtime.add_stages_inspection_hook = inst.stages_hook

    # 3.6.0's cache key ignores the stages hook: put our token into it ourselves.
    stock_hash = CUDABackend.hash
    stock_key = jit.compute_cache_key

    def backend_hash(self: Any) -> str:
        return f"{stock_hash(self)}-{token}"

    def compute_cache_key(kernel_key_cache: Any, specialization: Any, options: Any) -> str:
        return f"{stock_key(kernel_key_cache, specialization, options)}-{token}"

    inst.saved = {"hash": stock_hash, "compute_cache_key": stock_key}
    CUDABackend.hash = backend_hash
    jit.compute_cache_key = compute_cache_key
    _INSTALLED = inst
    return inst


def uninstall() -> None:
    """Undo install(): stock pipeline, stock cache keys, the previous hook back."""
    global _INSTALLED
    inst = _INSTALLED
    if inst is None:
        return
    if knobs.runtime.add_stages_inspection_hook == inst.stages_hook:
        knobs.runtime.add_stages_inspection_hook = inst.previous_hook
    CUDABackend.hash = inst.saved["hash"]
    jit.compute_cache_key = inst.saved["compute_cache_key"]
    _INSTALLED = None


@contextlib.contextmanager
def installed(python_passes: Iterable[str] | None = None, **kwargs: Any) -> Iterator[Installation]:
    """``with gluon_opt.installed(): ...`` installs for the block, then restores stock."""
    inst = install(python_passes, **kwargs)
    try:
        yield inst
    finally:
        uninstall()


def compile_log() -> list[list[dict[str, Any]]]:
    """Per compile since install(), the ttgir pipeline's steps: name, where, seconds."""
    return [] if _INSTALLED is None else [list(steps) for steps in _INSTALLED.compiles]
