"""gluon_opt.install(): our Python passes inside triton.compile, outputs identical to stock.

- the re-stated pipelines equal 3.6.0's make_ttgir / gluon_to_ttgir pass for pass (read
  from the pass managers stock itself builds, through a recording shim);
- embedded compiles give stock's ttgir, PTX and cubin (sm_100: ttgir and PTX) on a
  representative subset of the kernel suite; GLUON_OPT_FULL_SWEEP=1 runs every case;
- every skip check is verified against the C++ pass while those compiles run;
- cache keys, compile_log, failures with reproducers, install/uninstall.
"""

from __future__ import annotations

import gc
import os
import pathlib
import sys
from types import SimpleNamespace

import gluon_opt
import pytest
import triton
from gluon_opt.passes.registry import PASSES
from gluon_opt.tools import embed
from triton import knobs
from triton.backends.compiler import GPUTarget
from triton.backends.nvidia import compiler as nv_compiler
from triton.compiler import ASTSource
from triton.runtime import jit

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))  # test/
from kernels import CASES, case_by_name  # noqa: E402

PYTHON_FLAGS = sorted(PASSES)
SEAMS = frozenset(PYTHON_FLAGS)

# CI subset: each Python pass doing real work at least once, each pipeline, each cc
SUBSET = [
    "matmul_ptr-sm90-w4-c2",  # plan-cta on a dot: stock is not deterministic there
    "vector_add-sm80-w4-c1",  # sm_80: plan-cta and fence insertion skipped, no TMA lowering
    "vector_add-sm90-w8-c2",  # plan-cta on 2 CTAs
    "matmul_ptr-sm90-w4-c1",  # fence insertion before warp_group_dot in a pipelined loop
    "matmul_tma_host-sm90-w4-c1",  # TMA lowering of descriptor loads/stores
    "matmul_tma_device-sm90-w8-c2",  # tt.make_tensor_descriptor, 2 CTAs
    "gl_wgmma_matmul-sm90-w4-c1",  # Gluon pipeline (TMA lowering never skipped there)
    "gl_auto_loops-sm90-w4-c1",  # resolve-auto-encodings through scf.for/if/while
    "gl_coalesced_atomic-sm90-w8-c1",  # infer-coalesced-encodings (AxisInfo) on load + atomic
    "gl_tcgen05_matmul-sm100-w4-c1",  # sm_100: tc_gen5_mma fences
    "attention_fwd-sm100-w8-c1",  # tmem_store of converted values (the TMEM message check)
]
SWEEP = [c.name for c in CASES] if os.environ.get("GLUON_OPT_FULL_SWEEP") else SUBSET


@pytest.fixture(autouse=True)
def always_compile():
    # scope() puts the knob back to "read the environment" (re-assigning the saved value
    # would pin it for every later test).
    with knobs.compilation.scope():
        knobs.compilation.always_compile = True
        yield
    embed.uninstall()


# ---------------------------------------------------------------------------------------------
# the pipelines are stock's


class _Stop(Exception):
    pass


def _stock_pipeline(case, monkeypatch) -> str:
    """The pipeline string of the pass manager stock's ttgir stage builds and runs."""
    built: list = []

    class RecordingIR:
        def __getattr__(self, name):
            return getattr(triton._C.libtriton.ir, name)

        @staticmethod
        def pass_manager(context):
            pm = triton._C.libtriton.ir.pass_manager(context)
            built.append(pm)
            return pm

    def hook(backend, stages, options, language, capability):
        stock_ttgir = stages["ttgir"]

        def ttgir(mod, metadata):
            with monkeypatch.context() as m:
                m.setattr(nv_compiler, "ir", RecordingIR())
                stock_ttgir(mod, metadata)
            raise _Stop  # the later stages are not needed

        stages["ttgir"] = ttgir

    monkeypatch.setattr(knobs.runtime, "add_stages_inspection_hook", hook)
    with pytest.raises(_Stop):
        case.compile()
    assert len(built) == 1
    return built[0].get_pipeline_str()


def _our_pipeline(steps, context) -> str:
    pm = triton._C.libtriton.ir.pass_manager(context)
    for step in steps:
        step.add(pm)
    return pm.get_pipeline_str()


@pytest.mark.parametrize(
    "name",
    [
        "vector_add-sm80-w4-c1",
        "vector_add-sm90-w8-c2",
        "vector_add-sm100-w4-c4",
        "gl_add-sm90-w8-c2",
    ],
)
def test_pipeline_is_stock(name, monkeypatch):
    from triton._C.libtriton import ir, nvidia

    case = case_by_name(name)
    stock = _stock_pipeline(case, monkeypatch)
    context = ir.context()
    ir.load_dialects(context)
    nvidia.load_dialects(context)
    if case.is_gluon:
        steps = embed.gluon_steps()
    else:
        backend = nv_compiler.CUDABackend(case.target)
        options = backend.parse_options(case.options)
        steps = embed.ttgir_steps(options, case.cc, False)
    assert _our_pipeline(steps, context) == stock


def _stage_function(source: str):
    """A stage function written as Triton's are: it names the libtriton modules ir, passes
    and nvidia as globals (None here: stock_steps gives it stand-ins)."""
    namespace = {"ir": None, "passes": None, "nvidia": None}
    exec(source, namespace)
    return namespace["stage"]


def test_stock_steps_are_read_from_the_stage_function():
    # the stand-ins record what a stage function adds, with its arguments; nothing runs
    stage = _stage_function(
        "def stage(mod, opt):\n"
        "    pm = ir.pass_manager(mod.context)\n"
        "    dump = pm.enable_debug()\n"
        "    passes.ttgpuir.add_coalesce(pm)\n"
        "    nvidia.passes.hopper.add_hopper_warpspec(pm, opt, dump)\n"
        "    pm.run(mod, 'stage')\n"
    )
    module = SimpleNamespace(context=None)
    steps = embed.stock_steps(stage, (module, 3), dump_enabled=True)
    assert [s.flag for s in steps] == ["tritongpu-coalesce", "nvgpu-warp-specialization"]
    from triton._C.libtriton import ir

    context = ir.context()
    ir.load_dialects(context)
    options = embed.step_options(steps[1], context)
    assert options["num-stages"] == "3" and options["dump-intermediate-steps"] == "true"


def test_a_stock_pass_we_do_not_know_stops_with_its_name():
    stage = _stage_function("def stage():\n    passes.ttgpuir.add_a_new_pass(None)\n")
    with pytest.raises(RuntimeError, match=r"passes\.ttgpuir\.add_a_new_pass"):
        embed.stock_steps(stage, (), dump_enabled=False)


def test_step_options_read_back_from_cpp():
    from triton._C.libtriton import ir, nvidia

    context = ir.context()
    ir.load_dialects(context)
    nvidia.load_dialects(context)
    options = nv_compiler.CUDABackend(GPUTarget("cuda", 90, 32)).parse_options({"num_ctas": 2})
    steps = {s.flag: s for s in embed.ttgir_steps(options, 90, False)}
    assert embed.step_options(steps["triton-nvidia-gpu-fence-insertion"], context) == {
        "compute-capability": "90"
    }
    assert embed.step_options(steps["triton-nvidia-gpu-plan-cta"], context) == {}
    convert = embed.step_options(steps["convert-triton-to-tritongpu"], context)
    assert convert["num-ctas"] == "2" and convert["target"] == "cuda:90"
    for cc in (80, 90, 100):
        for num_warps, num_ctas in ((4, 1), (8, 1 if cc < 90 else 2)):
            opts = nv_compiler.CUDABackend(GPUTarget("cuda", cc, 32)).parse_options(
                {"num_warps": num_warps, "num_ctas": num_ctas}
            )
            for step in embed.ttgir_steps(opts, cc, True) + embed.gluon_steps():
                # read from the recorded arguments, as libtriton's pass manager spells them
                assert step.args is not None
                assert embed.step_options(step, context) == embed.pipeline_options(step, context)


# ---------------------------------------------------------------------------------------------
# identical outputs


def _keys(case) -> tuple[str, ...]:
    # sm_100's ptxas assigns registers differently from run to run
    return ("ttgir", "ptx") if case.cc >= 100 else ("ttgir", "ptx", "cubin")


def check_against_stock(case, compile_embedded=None, tries: int = 4) -> dict[str, str]:
    """Compare an embedded compile of ``case`` with stock, per output: ``"="`` identical.

    3.6.0's plan-cta is not deterministic with num_ctas > 1 (pointer-hash order). There the
    embedded output must equal one of up to ``tries`` stock runs; if none matches, two
    weaker checks that still cover everything are used: the ttgir
    equals a stock run up to SSA names and op order (``"~"``, tools/irdiff.py), and every
    output is byte-identical to a compile whose only Python pass is plan-cta (``"=hybrid"``:
    same plan-cta result, so the rest of the pipeline, our other Python passes included,
    must reproduce C++ exactly). Anything else is ``"≠"``.
    """
    from gluon_opt.tools.irdiff import equivalent

    def embedded_default():
        with gluon_opt.installed(verify_skips=True):
            return case.compile()

    embedded = (compile_embedded or embedded_default)()
    keys = _keys(case)
    runs = [case.compile()]

    def matching_run():
        return next((r for r in runs if all(r.asm[k] == embedded.asm[k] for k in keys)), None)

    while matching_run() is None and case.num_ctas > 1 and len(runs) < tries:
        runs.append(case.compile())
    if matching_run() is not None:
        return {k: "=" for k in keys}
    # (stock may well repeat itself inside one process and still differ in another one)
    if case.num_ctas == 1 or "triton-nvidia-gpu-plan-cta" not in PASSES:
        return {k: "=" if any(r.asm[k] == embedded.asm[k] for r in runs) else "≠" for k in keys}
    result = {}
    same_ops = any(equivalent(r.asm["ttgir"], embedded.asm["ttgir"]) for r in runs)
    with gluon_opt.installed(["triton-nvidia-gpu-plan-cta"]):
        hybrid = case.compile()
    for k in keys:
        ok = hybrid.asm[k] == embedded.asm[k] and (k != "ttgir" or same_ops)
        result[k] = ("~" if k == "ttgir" else "=hybrid") if ok else "≠"
    return result


@pytest.mark.parametrize("name", SWEEP)
def test_embedded_equals_stock(name):
    result = check_against_stock(case_by_name(name))
    assert "≠" not in result.values(), result


@pytest.mark.parametrize("name", [c.name for c in CASES if c.name.startswith("desc_")])
def test_descriptor_kernels_equal_stock(name):
    # TMA loads/stores/gathers/scatters/reductions through descriptors of rank 1-5, host- and
    # kernel-built, 8- to 64-bit elements, 1/2/4 CTAs: small kernels, each compiled in full
    result = check_against_stock(case_by_name(name))
    assert "≠" not in result.values(), result


def test_non_default_options_reach_the_pipeline(monkeypatch):
    # num_stages feeds several passes' options; maxnreg becomes a module attribute
    import dataclasses

    case = dataclasses.replace(
        case_by_name("matmul_ptr-sm90-w4-c1"), extra_options={"num_stages": 2, "maxnreg": 128}
    )
    result = check_against_stock(case)
    assert "≠" not in result.values(), result
    from triton._C.libtriton import ir, nvidia

    context = ir.context()
    ir.load_dialects(context)
    nvidia.load_dialects(context)
    options = nv_compiler.CUDABackend(case.target).parse_options(case.options)
    ours = _our_pipeline(embed.ttgir_steps(options, 90, False), context)
    assert ours == _stock_pipeline(case, monkeypatch)
    assert "num-stages=2" in ours


@pytest.mark.parametrize("name", SUBSET[1:5])
def test_text_seams_alone_lose_nothing(name):
    # C++ passes only, but the module goes through a libtriton print/parse at each place a
    # Python pass would run: the hand-off itself (block-argument locations included) is exact.
    case = case_by_name(name)

    def embedded():
        with gluon_opt.installed([]) as inst:
            inst.reparse_before = SEAMS
            return case.compile()

    result = check_against_stock(case, embedded)
    assert "≠" not in result.values(), result


# ---------------------------------------------------------------------------------------------
# compile_log


def test_compile_log_names_every_step():
    case = case_by_name("vector_add-sm80-w4-c1")
    with gluon_opt.installed():
        case.compile()
        case_by_name("gl_add-sm90-w8-c2").compile()
        log = gluon_opt.compile_log()
    assert len(log) == 2
    backend = nv_compiler.CUDABackend(case.target)
    expected = [s.flag for s in embed.ttgir_steps(backend.parse_options(case.options), 80, False)]
    assert [s["name"] for s in log[0]] == expected
    where = {s["name"]: s["where"] for s in log[0]}
    # nothing to do on sm_80 with one CTA, yet both still show as Python steps
    assert where["triton-nvidia-gpu-plan-cta"] == "python"
    assert where["triton-nvidia-gpu-fence-insertion"] == "python"
    assert where["tritongpu-coalesce"] == "python"
    assert where["tritongpu-remove-layout-conversions"] == "python"
    assert all(isinstance(s["seconds"], float) and s["seconds"] >= 0 for s in log[0])
    assert [s["name"] for s in log[1]] == [s.flag for s in embed.gluon_steps()]
    assert {s["where"] for s in log[1] if s["name"] == "triton-nvidia-tma-lowering"} == {"python"}


def test_consecutive_cpp_steps_share_one_pass_manager(monkeypatch):
    # as in the stock stage function; time_each_cpp_step gives each its own (benchmarks)
    managers: list[list[str]] = []
    stock_run = embed.Runner._run_cpp

    def run_cpp(mod, steps, stage):
        managers.append([step.flag for step in steps])
        stock_run(mod, steps, stage)

    monkeypatch.setattr(embed.Runner, "_run_cpp", staticmethod(run_cpp))
    case = case_by_name("vector_add-sm80-w4-c1")
    expected = [
        s.flag
        for s in embed.ttgir_steps(
            nv_compiler.CUDABackend(case.target).parse_options(case.options), 80, False
        )
    ]
    with gluon_opt.installed([]):
        case.compile()
    assert managers == [expected]
    managers.clear()
    with gluon_opt.installed([], time_each_cpp_step=True):
        case.compile()
        (log,) = gluon_opt.compile_log()
    assert managers == [[flag] for flag in expected]
    assert [s["name"] for s in log] == expected


def test_compile_log_empty_when_not_installed():
    gluon_opt.uninstall()
    assert gluon_opt.compile_log() == []


def test_subset_of_passes():
    with gluon_opt.installed(["triton-nvidia-gpu-fence-insertion"]):
        case_by_name("vector_add-sm80-w4-c1").compile()
        (steps,) = gluon_opt.compile_log()
    python = {s["name"] for s in steps if s["where"] == "python"}
    assert python == {"triton-nvidia-gpu-fence-insertion"}


def test_unknown_pass_is_refused():
    with pytest.raises(ValueError, match="no Python pass named"):
        gluon_opt.install(["triton-nvidia-no-such-pass"])


# ---------------------------------------------------------------------------------------------
# cache safety


def test_disk_cache_keeps_stock_and_embedded_apart(tmp_path, monkeypatch):
    monkeypatch.setattr(knobs.cache, "dir", str(tmp_path))
    knobs.compilation.always_compile = False
    case = case_by_name("vector_add-sm80-w4-c1")
    stock = case.compile()
    with gluon_opt.installed():
        embedded = case.compile()
        # a miss: our pipeline ran (a hit would log nothing) and stored under another key
        assert len(gluon_opt.compile_log()) == 1
        again = case.compile()
        assert len(gluon_opt.compile_log()) == 1  # now a hit on the embedded entry
    assert embedded.hash != stock.hash
    assert again.hash == embedded.hash
    after = case.compile()
    assert after.hash == stock.hash  # stock again: stock's entry, not ours
    assert len({p.name for p in tmp_path.iterdir()}) == 2


def test_jit_memory_cache_key_differs():
    args = ({}, [("i32", 16)], {"num_warps": 4})
    stock = jit.compute_cache_key(*args)
    with gluon_opt.installed():
        ours = jit.compute_cache_key(*args)
        assert ours != stock
    assert jit.compute_cache_key(*args) == stock


def test_token_changes_with_the_python_pass_set():
    with gluon_opt.installed() as everything:
        token_all = everything.token
    with gluon_opt.installed(["triton-nvidia-gpu-fence-insertion"]) as one:
        assert one.token != token_all


def test_uninstall_restores_stock_state():
    previous_hook = lambda *args: None  # noqa: E731
    knobs.runtime.add_stages_inspection_hook = previous_hook
    stock_hash, stock_key = nv_compiler.CUDABackend.hash, jit.compute_cache_key
    try:
        with gluon_opt.installed():
            assert knobs.runtime.add_stages_inspection_hook is not previous_hook
        assert knobs.runtime.add_stages_inspection_hook is previous_hook
        assert nv_compiler.CUDABackend.hash is stock_hash
        assert jit.compute_cache_key is stock_key
    finally:
        knobs.runtime.add_stages_inspection_hook = None


# ---------------------------------------------------------------------------------------------
# failures


@triton.jit
def _scaled_dot(a_ptr, b_ptr, c_ptr):
    offs = triton.language.arange(0, 64)
    a = triton.language.load(a_ptr + offs[:, None] * 64 + offs[None, :])
    b = triton.language.load(b_ptr + offs[:, None] * 64 + offs[None, :])
    c = triton.language.dot(a, b)
    triton.language.store(c_ptr + offs[:, None] * 64 + offs[None, :], c)


def test_failing_python_pass_names_pass_kernel_and_writes_reproducer(tmp_path, monkeypatch):
    # A registered pass that raises a located diagnostic on the real module: the error must
    # name the pass and the kernel, and the reproducer must hold the input and the command.
    monkeypatch.setenv("GLUON_OPT_REPRO_DIR", str(tmp_path))
    monkeypatch.setitem(PASSES, "triton-nvidia-gpu-fence-insertion", _Refuses)
    src = ASTSource(
        fn=_scaled_dot, signature={"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp32"}
    )
    with gluon_opt.installed(["triton-nvidia-gpu-fence-insertion"]):
        with pytest.raises(embed.GluonOptPassError) as info:
            triton.compile(src, target=GPUTarget("cuda", 90, 32), options={"num_warps": 4})
    error = info.value
    message = str(error)
    assert "triton-nvidia-gpu-fence-insertion" in message and "_scaled_dot" in message
    assert "refused on purpose" in message
    assert error.reproducer.parent == tmp_path
    text = error.reproducer.read_text()
    assert "RUN: gluon-opt" in text
    assert "--triton-nvidia-gpu-fence-insertion=compute-capability=90" in text
    assert "ttng.warp_group_dot" in text  # the pass's input IR, as handed over


from dataclasses import dataclass  # noqa: E402

from gluon_opt.dialects.text.diagnostics import DiagnosticError  # noqa: E402
from xdsl.passes import ModulePass  # noqa: E402


@dataclass(frozen=True)
class _Refuses(ModulePass):
    """Stands in for a pass with a bug: raises on the first warp_group_dot it sees."""

    name = "triton-nvidia-gpu-fence-insertion"
    compute_capability: int = 90

    def apply(self, ctx, op):
        for inner in op.walk():
            if inner.name == "ttng.warp_group_dot":
                raise DiagnosticError("refused on purpose", inner)
        raise AssertionError("no warp_group_dot reached the pass")


def test_unchanged_handoff_returns_input_module():
    # fence insertion on this kernel inserts nothing: its one register->shared write (the
    # TMA store's local_alloc with a source) feeds no MMA. With skip checks off it is handed
    # the module and the hand-off ends without a print or a reparse; with them on, its skip
    # check walks libtriton's module and tells so without a hand-off.
    case = case_by_name("matmul_tma_host-sm90-w4-c1")
    expected = {
        "convert-triton-to-tritongpu": True,
        "tritongpu-coalesce": True,
        "triton-nvidia-gpu-plan-cta": True,  # in the first hand-off (F32DotTC idle in Python)
        "triton-nvidia-tma-lowering": True,
        "tritongpu-remove-layout-conversions": True,
    }
    for skip_checks, fence in ((False, {"triton-nvidia-gpu-fence-insertion": False}), (True, {})):
        with gluon_opt.installed(skip_checks=skip_checks) as inst:
            case.compile()
        handoffs = inst.handoffs[-1]
        changed = {flag: h["changed"] for h in handoffs for flag in h["names"] if flag in PASSES}
        assert changed == expected | fence
        unchanged = [h for h in handoffs if not h["changed"]]
        assert all(h["py_print"] == 0.0 and h["cpp_parse"] == 0.0 for h in unchanged)


def test_kept_module_stands_in_for_the_parse():
    # scan_hist_gather (a tt.gather keeps optimize-thread-locality in C++): the second
    # hand-off's pass changes nothing and the C++ steps after it neither, so libtriton's text
    # for the third is the text the second parsed: it is not parsed again. verify_skips
    # compares the kept module with a fresh parse of that text.
    case = case_by_name("scan_hist_gather-sm90-w8-c1")
    with gluon_opt.installed(verify_skips=True) as inst:
        embedded = case.compile()
    assert [(h["changed"], h["reused"]) for h in inst.handoffs[-1]] == [
        (True, False),
        (False, False),
        (False, True),
    ]
    assert embedded.asm["ttgir"] == case.compile().asm["ttgir"]


def test_hand_backs_write_the_lines_the_passes_left_alone():
    # TMA lowering changes a few ops of matmul_tma_host (the descriptor loads and stores, the
    # greedy driver's constants): the others are written back as libtriton's text has them.
    # verify_skips has libtriton read each such hand-back and the one printed whole the same.
    case = case_by_name("matmul_tma_host-sm90-w4-c1")
    seed = ["triton-nvidia-tma-lowering", "triton-nvidia-gpu-fence-insertion"]
    with gluon_opt.installed(seed, verify_skips=True) as inst:
        embedded = case.compile()
    changed = [h for h in inst.handoffs[-1] if h["changed"]]
    assert changed and any(h["lines"] > 0 for h in changed)
    assert embedded.asm["ttgir"] == case.compile().asm["ttgir"]
    with gluon_opt.installed(seed) as inst:  # the same without (Runner.reuse_lines)
        inst.reuse_lines = False
        assert case.compile().asm["ttgir"] == embedded.asm["ttgir"]
    assert all(h["lines"] == 0 for h in inst.handoffs[-1])


@dataclass(frozen=True)
class _NotesCollector(ModulePass):
    """Stands in for fence insertion: notes whether the cycle collector is on while it runs."""

    name = "triton-nvidia-gpu-fence-insertion"
    compute_capability: int = 90

    def apply(self, ctx, op):
        _COLLECTOR_SEEN.append(gc.isenabled())


_COLLECTOR_SEEN: list[bool] = []


def test_the_cycle_collector_is_paused_in_a_handoff_only(monkeypatch):
    monkeypatch.setitem(PASSES, "triton-nvidia-gpu-fence-insertion", _NotesCollector)
    _COLLECTOR_SEEN.clear()
    src = ASTSource(
        fn=_scaled_dot, signature={"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp32"}
    )
    assert gc.isenabled()
    with gluon_opt.installed(["triton-nvidia-gpu-fence-insertion"]):
        triton.compile(src, target=GPUTarget("cuda", 90, 32), options={"num_warps": 4})
    assert _COLLECTOR_SEEN == [False]
    assert gc.isenabled()


def test_collector_paused_leaves_the_collector_as_it_found_it():
    assert gc.isenabled()
    with pytest.raises(RuntimeError):
        with embed.collector_paused():
            assert not gc.isenabled()
            raise RuntimeError
    assert gc.isenabled()
    gc.disable()
    try:
        with embed.collector_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()  # the caller's choice stands
    finally:
        gc.enable()


CORPUS = pathlib.Path(__file__).resolve().parents[1] / "corpus"


def test_as_parsed_gives_what_a_parse_gives():
    from gluon_opt.dialects.context import make_context
    from gluon_opt.dialects.text.parser import parse_module

    text = (CORPUS / "row_softmax-sm90-w8-c1" / "02-tritongpu-coalesce.mlir").read_text()
    module = parse_module(text, make_context(), "<gluon-opt hand-off>")
    # what a pass that changes nothing may leave behind: uses in another order
    for op in reversed(list(module.walk())):
        if op.operands:
            op.operands = op.operands
    fresh = parse_module(text, make_context(), "<gluon-opt hand-off>")
    assert embed.ir_state(module) != embed.ir_state(fresh)
    embed.as_parsed(module)
    assert embed.ir_state(module) == embed.ir_state(fresh)


def _compile_verified(case):
    """Compile ``case`` with every Python pass and ``verify_skips`` (every skipped and idle
    step compared with its C++ pass); returns the step log and the compile's hand-offs."""
    with gluon_opt.installed(verify_skips=True) as inst:
        case.compile()
        (log,) = gluon_opt.compile_log()
    return log, inst.handoffs[-1]


def test_one_handoff_per_run_of_python_steps():
    # no dot, no reduction: F32DotTC, optimize-thread-locality and accelerate-matmul have
    # nothing to rewrite, so from convert-triton-to-tritongpu to the second
    # remove-layout-conversions the module stays on our side (one print, one parse); with
    # verify_skips each of those C++ steps is compared with the C++ pass
    case = case_by_name("vector_add-sm90-w8-c2")
    log, handoffs = _compile_verified(case)
    first = handoffs[0]
    assert first["names"][:2] == ["convert-triton-to-tritongpu", "tritongpu-coalesce"]
    assert first["names"][-3:] == [
        "tritongpu-optimize-thread-locality",
        "tritongpu-accelerate-matmul",
        "tritongpu-remove-layout-conversions",
    ]
    where = {s["name"]: s["where"] for s in log}
    assert where["tritongpu-F32DotTC"] == "python-idle"
    assert where["tritongpu-accelerate-matmul"] == "python-idle"
    assert [s["name"] for s in log] == [
        s.flag
        for s in embed.ttgir_steps(
            nv_compiler.CUDABackend(case.target).parse_options(case.options), 90, False
        )
    ]


def test_a_reduction_outside_loops_leaves_thread_locality_idle():
    # row_softmax reduces outside any loop, and optimize-thread-locality rewrites only a
    # tt.reduce in an scf.for body: it runs idle in Python (compared with the C++ pass under
    # verify_skips), so both remove-layout-conversions are in the first hand-off
    case = case_by_name("row_softmax-sm90-w8-c1")
    log, handoffs = _compile_verified(case)
    where = {s["name"]: s["where"] for s in log}
    assert where["tritongpu-optimize-thread-locality"] == "python-idle"
    assert handoffs[0]["names"].count("tritongpu-remove-layout-conversions") == 2


def test_a_reduction_in_a_loop_keeps_thread_locality_in_cpp():
    from gluon_opt.dialects.context import make_context
    from gluon_opt.dialects.text.parser import parse_module

    text = (CORPUS / "attention_fwd-sm90-w8-c1" / "04-tritongpu-coalesce.mlir").read_text()
    module = parse_module(text, make_context(), "<gluon-opt hand-off>")
    step = embed.Step("tritongpu-optimize-thread-locality", None)
    assert not embed.runs_idle(step, module)  # its row maxima and sums are in the loop


def test_a_dot_sends_accelerate_matmul_back_to_cpp():
    case = case_by_name("matmul_ptr-sm90-w4-c1")
    log, handoffs = _compile_verified(case)
    where = {s["name"]: s["where"] for s in log}
    assert where["tritongpu-accelerate-matmul"] == "cpp"
    assert all("tritongpu-accelerate-matmul" not in h["names"] for h in handoffs)
    # its dot's precision is tf32, which F32DotTC leaves alone: idle in Python (compared with
    # the C++ pass under verify_skips), so coalesce and plan-cta share a hand-off
    assert where["tritongpu-F32DotTC"] == "python-idle"
    assert handoffs[0]["names"][:4] == [
        "convert-triton-to-tritongpu",
        "tritongpu-coalesce",
        "tritongpu-F32DotTC",
        "triton-nvidia-gpu-plan-cta",
    ]


def test_a_decomposed_precision_keeps_f32dottc_in_cpp():
    from gluon_opt.dialects.context import make_context
    from gluon_opt.dialects.enums import InputPrecision
    from gluon_opt.dialects.text.parser import parse_module

    text = (CORPUS / "matmul_ptr-sm90-w4-c2" / "05-tritongpu-remove-layout-conversions.mlir")
    module = parse_module(text.read_text(), make_context(), "<gluon-opt hand-off>")
    step = embed.Step("tritongpu-F32DotTC", None)
    assert embed.runs_idle(step, module)  # a tf32 dot
    (dot,) = [op for op in module.walk() if op.name == "tt.dot"]
    dot.properties["inputPrecision"] = InputPrecision.attr("tf32x3")
    assert not embed.runs_idle(step, module)


def test_parse_failure_is_located_in_the_reproducer(tmp_path, monkeypatch):
    # Our parser rejecting libtriton's text must point into the reproducer file, whose lines
    # are those of the hand-off text (the notes come after the module).
    from xdsl.dialects.builtin import FileLineColLoc, IntAttr, StringAttr

    def refuse(text, ctx, filename, **kwargs):
        loc = FileLineColLoc(StringAttr(filename), IntAttr(5), IntAttr(3))
        raise DiagnosticError("cannot read this", loc=loc)

    monkeypatch.setenv("GLUON_OPT_REPRO_DIR", str(tmp_path))
    monkeypatch.setattr(embed, "parse_module", refuse)
    with gluon_opt.installed(["triton-nvidia-gpu-plan-cta"]):
        with pytest.raises(embed.GluonOptPassError) as info:
            case_by_name("vector_add-sm90-w8-c2").compile()
    path = info.value.reproducer
    assert f"{path}:5:3: error: cannot read this" in str(info.value)
    lines = path.read_text().splitlines()
    assert lines[0].startswith("#")  # the module text starts the file
    assert lines[-1].startswith("// RUN: gluon-opt ")


def test_hand_back_text_carries_block_argument_locations():
    # A tt.func's arguments and a reduction's combiner arguments are written with their
    # locations, so libtriton reads them back as they were and no pairing is needed; a loop's
    # induction variable is printed without one (and our parse placed it in the text).
    from gluon_opt.dialects.context import make_context
    from gluon_opt.dialects.text.parser import parse_module
    from gluon_opt.dialects.text.printer import print_hand_back
    from xdsl.dialects.builtin import FileLineColLoc, IntAttr, StringAttr

    def arg_blocks(name: str):
        text = (CORPUS / name).read_text()
        module = parse_module(text, make_context(), embed._HANDOFF_NAME)
        return module, print_hand_back(module)[1]

    module, blocks = arg_blocks("atomics-sm80-w4-c1/02-tritongpu-coalesce.mlir")
    owners = {block.parent_op().name for block, _ in blocks}
    assert owners == {"tt.func", "tt.reduce"} and embed.locations_in_text(blocks)
    # an argument at a place in the hand-off text: libtriton's location is another
    func_args = next(block for block, header in blocks if not header).args
    func_args[0].location = FileLineColLoc(StringAttr(embed._HANDOFF_NAME), IntAttr(3), IntAttr(9))
    assert not embed.locations_in_text(blocks)
    _, blocks = arg_blocks("attention_fwd-sm90-w8-c1/04-tritongpu-coalesce.mlir")
    assert "scf.for" in {block.parent_op().name for block, _ in blocks}
    assert not embed.locations_in_text(blocks)


def test_location_pairing_from_the_snapshot_as_parsed():
    # what the pairing notes of our parsed module (its blocks and ops in MLIR's walk order),
    # made from the snapshot after the passes ran, is what the module as parsed has
    from gluon_opt.dialects.context import make_context
    from gluon_opt.dialects.text.parser import parse_module
    from gluon_opt.dialects.text.walk import postorder_list

    for name in (
        "attention_fwd-sm90-w8-c1/04-tritongpu-coalesce.mlir",
        "matmul_ptr-sm90-w4-c2/05-tritongpu-remove-layout-conversions.mlir",
        "atomics-sm80-w4-c1/02-tritongpu-coalesce.mlir",
    ):
        module = parse_module((CORPUS / name).read_text(), make_context(), "<hand-off>")
        ops = postorder_list(module)
        blocks = list(dict.fromkeys(op.parent for op in ops))
        want_blocks = [(block, [arg.location for arg in block.args]) for block in blocks]
        want_ops = [(op.location, len(op.results)) for op in ops]
        want_starts = [ops.index(block.first_op) for block in blocks]
        parsed = embed.snapshot(module)
        for op in ops:  # a pass moving every op out of its block changes nothing noted
            op.detach()
        known = embed.libtriton_locations(None, parsed)
        assert known.parsed_blocks == want_blocks
        assert known.parsed_ops == want_ops
        assert known.parsed_starts == want_starts


def test_blocks_found_at_their_places_in_the_walk():
    # the pairing and the restore find libtriton's blocks at the places in MLIR's walk where
    # our module (the same IR) has its first ops, without a Python call per op: the same
    # blocks, in the same order, as a walk of libtriton's module with a callback per op
    from gluon_opt.dialects.context import make_context
    from gluon_opt.dialects.text.parser import parse_module
    from gluon_opt.tools.cpp_pipeline import make_context as libtriton_context

    context = libtriton_context()
    checked = 0
    for path in sorted(CORPUS.glob("*-sm90-*/*.mlir"))[::7]:
        text = path.read_text()
        module = parse_module(text, make_context(), embed._HANDOFF_NAME)
        mod = embed._reparse(text, context)
        known = embed.libtriton_locations(mod, embed.snapshot(module))
        embed._verify_pairing(known)  # raises if they differ
        walked = embed.block_arg_locations(mod)
        assert len(known.parsed_starts) == len(walked)
        # the restore by places sets what the walk's restore sets: each block's arguments
        # get the location of another op's result (a block paired wrongly shows)
        results = [
            op.get_result(0).get_loc() for op in embed._walk_ops(mod) if op.get_num_results()
        ]
        locations = [
            [results[(i + j) % len(results)] for j in range(len(locs))]
            for i, locs in enumerate(walked)
        ]
        saved = embed.ArgLocations(locations, known.parsed_starts, len(known.parsed_ops) + 1)
        again = embed._reparse(text, context, saved)
        want = embed._reparse(text, context, saved.locations)
        got, expected = embed.block_arg_locations(again), embed.block_arg_locations(want)
        assert [list(map(str, b)) for b in got] == [list(map(str, b)) for b in expected]
        checked += any(len(locs) for locs in walked[:-1])
    assert checked > 10  # blocks with arguments other than the function's
