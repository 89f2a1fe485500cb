"""gluon-opt with libtriton's C++ passes: the pass descriptions, mixed pipelines, --use-cpp,
--compare and the messages for what libtriton does not expose."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from gluon_opt.passes import registry
from gluon_opt.passes.cpp_passes import CPP_PASSES, TRITON_OPT_ONLY, find_cpp_pass
from gluon_opt.tools import cpp_pipeline
from gluon_opt.tools.cpp_pipeline import binding, option_values
from gluon_opt.tools.gluon_opt import main
from gluon_opt.tools.oracle import libtriton_print, run_cpp_pipeline

CORPUS = Path(__file__).parents[1] / "corpus"
INDEX = json.loads((CORPUS / "index.json").read_text())
# every built-in Python pass with a C++ twin and corpus inputs
PYTHON_PASSES = tuple(
    flag
    for flag in sorted(cls.name for cls in registry.BUILTIN_PASSES)
    if registry.cpp_twin(flag) and flag in INDEX["passes"]
)


def corpus_inputs(flag: str) -> list[Path]:
    return [CORPUS / rel for rel in INDEX["passes"][flag]]


def cli(args: list[str], capsys) -> tuple[int, str, str]:
    code = main(args)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


# ---------------------------------------------------------------------------------------------
# The descriptions are libtriton's truth


def _bindings() -> set[str]:
    from triton._C import libtriton

    found = set()
    for root in ("passes", "nvidia.passes"):
        module = libtriton
        for part in root.split("."):
            module = getattr(module, part)
        for sub in dir(module):
            if sub.startswith("_"):
                continue
            for name in dir(getattr(module, sub)):
                if name.startswith("add_"):
                    found.add(f"{root}.{sub}.{name}")
    return found


def test_every_binding_is_described_once():
    described = [d.binding for d in CPP_PASSES]
    assert len(described) == len(set(described))
    assert set(described) == _bindings()
    assert len({d.flag for d in CPP_PASSES}) == len(CPP_PASSES)


@pytest.mark.parametrize("desc", CPP_PASSES, ids=lambda d: d.flag)
def test_flag_and_options_match_the_pipeline_libtriton_prints(desc):
    from gluon_opt.tools.cpp_pipeline import make_context
    from triton._C.libtriton import ir

    pm = ir.pass_manager(make_context())
    binding(desc)(pm, *option_values(desc, {}))
    match = re.fullmatch(r"any\(([\w.-]+)(?:\{(.*)\})?\)", pm.get_pipeline_str())
    assert match is not None and match[1] == desc.flag
    printed = dict(item.split("=", 1) for item in (match[2] or "").split())
    for option in desc.options:
        want = str(option.default).lower() if option.kind is bool else str(option.default)
        assert printed.pop(option.name) == want, option.name
    assert printed == desc.fixed_options()


def test_mlir_names_match_libtriton_ir_dumps(tmp_path):
    # MLIR_ENABLE_DUMP makes libtriton print `IR Dump Before <Pass::getName()> (<flag>)`
    script = """
import os, sys
from triton._C import libtriton
from gluon_opt.passes.cpp_passes import CPP_PASSES
from gluon_opt.tools.cpp_pipeline import binding, make_context, option_values
path = sys.argv[1]
for desc in CPP_PASSES:
    ctx = make_context()
    mod = libtriton.ir.parse_mlir_module(path, ctx)
    pm = libtriton.ir.pass_manager(ctx)
    pm.enable_debug()
    binding(desc)(pm, *option_values(desc, {}))
    try:
        pm.run(mod, "names")
    except RuntimeError:
        pass
"""
    module = tmp_path / "m.mlir"
    module.write_text('module attributes {"ttg.num-warps" = 4 : i32} {\n}\n')
    env = dict(os.environ, MLIR_ENABLE_DUMP="1")
    proc = subprocess.run(
        [sys.executable, "-c", script, str(module)], capture_output=True, text=True, env=env
    )
    # composite passes (automatic warp specialization, ...) also dump the passes they run
    names = {
        flag: name
        for name, flag in re.findall(r"IR Dump Before (\S+) \(([^)]+)\)", proc.stderr)
        if find_cpp_pass(flag) is not None
    }
    assert {d.flag: d.mlir_name for d in CPP_PASSES} == names


# ---------------------------------------------------------------------------------------------
# Mixed pipelines

MIXED = ["tritongpu-coalesce", "triton-nvidia-gpu-plan-cta", "tritongpu-remove-layout-conversions"]


def test_mixed_pipeline_equals_libtriton_alone(capsys):
    path = CORPUS / "broadcast_fma-sm90-w4-c2" / "01-tritongpu-coalesce.mlir"
    if not path.exists():
        path = corpus_inputs("tritongpu-coalesce")[0]
    args = [str(path), *(f"--{flag}" for flag in MIXED)]
    code, mixed, _ = cli([*args, "-mlir-print-ir-after-all", "-mlir-timing"], capsys)
    assert code == 0
    code, alone, _ = cli([*args, "--use-cpp=all"], capsys)
    assert code == 0
    # plan-cta does nothing at 1 CTA, so the texts are equal; else up to op order
    from gluon_opt.tools.irdiff import equivalent

    assert equivalent(mixed, alone)
    assert equivalent(alone, run_cpp_pipeline(path.read_text(), MIXED))


def test_dumps_and_timing_name_every_pass(capsys):
    path = corpus_inputs("triton-nvidia-gpu-fence-insertion")[0]
    flags = ["--cse", "--triton-nvidia-gpu-fence-insertion", "--canonicalize"]
    code, _, err = cli([str(path), *flags, "-mlir-print-ir-after-all", "-mlir-timing"], capsys)
    assert code == 0
    assert re.findall(r"IR Dump After (\w+) \(([\w-]+)\)", err) == [
        ("CSE", "cse"),
        ("TritonGPUFenceInsertion", "triton-nvidia-gpu-fence-insertion"),
        ("Canonicalizer", "canonicalize"),
    ]
    for name in ("Parser", "CSE", "TritonGPUFenceInsertion", "Canonicalizer", "Output"):
        assert re.search(rf"\)\s+{name}\n", err), name


ATTRIBUTES = (
    '"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32, '
    'ttg.target = "cuda:90"'
)
BAD_GLUON = (
    "module attributes {"
    + ATTRIBUTES
    + """} {
  tt.func @f() -> tensor<16xi32, #gluon.auto_encoding> {
    %0 = arith.constant dense<7> : tensor<16xi32, #gluon.auto_encoding>
    tt.return %0 : tensor<16xi32, #gluon.auto_encoding>
  }
}
"""
)


def test_cpp_pass_errors_are_located_and_checked(tmp_path, capsys):
    ok = "module {\n}\n"
    text = ok + "// -----\n" + BAD_GLUON
    path = tmp_path / "bad.mlir"
    path.write_text(text)
    code, out, err = cli([str(path), "-split-input-file", "--gluon-resolve-auto-encodings"], capsys)
    assert code == 1
    # the error is at the line of the file, not of the chunk, and names the user's file
    line = [i for i, t in enumerate(text.splitlines(), 1) if "tt.func" in t][0]
    assert re.search(rf"{re.escape(str(path))}:{line}:\d+: error: ", err), err
    assert "Failures have been detected" not in err and "mlir_reproducer" not in err
    assert "module {\n}" in out  # the good chunk is still printed
    message = re.search(r": error: (.*)", err)[1]
    expected = text.replace(
        "  tt.func", f"  // expected-error @+1 {{{{{message[:20]}}}}}\n  tt.func"
    )
    path.write_text(expected)
    code, _, err = cli(
        [str(path), "-split-input-file", "--gluon-resolve-auto-encodings", "-verify-diagnostics"],
        capsys,
    )
    assert code == 0, err


def test_unregistered_ops_reach_cpp_passes(tmp_path, capsys):
    path = tmp_path / "u.mlir"
    path.write_text('module {\n  %0 = "foo.bar"() : () -> i32\n  "foo.use"(%0) : (i32) -> ()\n}\n')
    code, out, _ = cli([str(path), "--cse", "-allow-unregistered-dialect"], capsys)
    assert code == 0 and '"foo.use"(%0)' in out
    code, _, err = cli([str(path), "--cse"], capsys)
    assert code == 1 and "unregistered dialect" in err


# ---------------------------------------------------------------------------------------------
# What libtriton does not expose, --use-cpp, -list-passes


def test_a_triton_opt_pass_libtriton_lacks_is_named(capsys):
    for flag in ("--test-print-membar", "-tritongpu-partition-loops"):
        code, _, err = cli(["-", flag], capsys)
        assert code == 1
        assert "libtriton 3.6.0's Python bindings do not expose" in err
        assert flag.lstrip("-") in err
    code, _, err = cli(["-", "-pass-pipeline=builtin.module(test-print-allocation)"], capsys)
    assert code == 1 and "do not expose" in err


def test_an_option_the_binding_fixes_is_named(capsys, tmp_path):
    path = tmp_path / "m.mlir"
    path.write_text("module {\n}\n")
    code, _, err = cli([str(path), "--canonicalize=region-simplify=disabled"], capsys)
    assert code == 1 and "does not let it be set (it is always normal)" in err
    assert cli([str(path), "--canonicalize=region-simplify=normal"], capsys)[0] == 0


def test_list_passes_shows_every_pass_where_it_runs_and_its_options(capsys):
    code, out, _ = cli(["-list-passes"], capsys)
    assert code == 0
    for desc in CPP_PASSES:
        assert re.search(rf"--{re.escape(desc.flag)}  \[(cpp|python\+cpp)\]", out), desc.flag
    assert "--triton-nvidia-gpu-fence-insertion  [python+cpp]" in out
    assert "compute-capability: int = 90" in out
    assert "num-stages: int = 3" in out  # a C++ pass's option
    for missing in TRITON_OPT_ONLY:
        if missing.flag not in registry.PASSES:
            assert f"--{missing.flag}  (" in out


def test_use_cpp_runs_the_cpp_pass_instead(monkeypatch, capsys):
    from gluon_opt.passes.fence_insertion import FenceInsertionPass

    def refuse(self, ctx, op):
        raise AssertionError("the Python pass must not run")

    monkeypatch.setattr(FenceInsertionPass, "apply", refuse)
    path = corpus_inputs("triton-nvidia-gpu-fence-insertion")[0]
    flag = "--triton-nvidia-gpu-fence-insertion"
    code, out, _ = cli([str(path), flag, "--use-cpp=triton-nvidia-gpu-fence-insertion"], capsys)
    assert code == 0
    assert out == libtriton_print(run_cpp_pipeline(path.read_text(), [flag[2:]]))
    assert cli([str(path), flag], capsys)[0] == 1
    assert cli([str(path), "--use-cpp=no-such-pass"], capsys)[0] == 1


# ---------------------------------------------------------------------------------------------
# --compare


@pytest.mark.parametrize(
    "flag, path",
    [(flag, path) for flag in PYTHON_PASSES for path in corpus_inputs(flag)],
    ids=lambda x: x if isinstance(x, str) else f"{x.parent.name}/{x.name}",
)
def test_compare_says_identical_on_the_corpus(flag, path, capsys):
    cc, warps, ctas = re.search(r"-sm(\d+)-w(\d+)-c(\d+)$", path.parent.name).groups()
    # the options the compile that captured this input gave the pass
    options = {
        "convert-triton-to-tritongpu": f"=target=cuda:{cc} num-warps={warps} num-ctas={ctas}",
        "triton-nvidia-gpu-fence-insertion": f"=compute-capability={cc}",
    }.get(flag, "")
    args = [str(path), f"--{flag}{options}", "--compare", "--mlir-print-debuginfo"]
    code, _, err = cli(args, capsys)
    assert code == 0, err
    assert f"compare {flag}: identical" in err


def test_compare_catches_an_altered_pass(monkeypatch, capsys):
    from gluon_opt.passes.fence_insertion import FenceInsertionPass

    # a fence-insertion that forgets its fences
    monkeypatch.setattr(FenceInsertionPass, "apply", lambda self, ctx, op: None)
    flag = "triton-nvidia-gpu-fence-insertion"
    changed = [
        p
        for p in corpus_inputs(flag)
        if "fence_async_shared" in run_cpp_pipeline(p.read_text(), [flag])
        and "fence_async_shared" not in p.read_text()
    ]
    assert changed, "the corpus has an input the pass changes"
    code, _, err = cli([str(changed[0]), f"--{flag}", "--compare"], capsys)
    assert code == 2
    assert f"compare {flag}: differs" in err
    assert "--- triton-nvidia-gpu-fence-insertion (C++)" in err
    assert re.search(r"^-\s+ttng.fence_async_shared", err, re.MULTILINE)


def test_every_non_amd_pass_of_triton_is_exposed_or_named_as_missing():
    root = os.environ.get("TRITON_SRC")
    if not root:
        pytest.skip("TRITON_SRC is not set (path of a Triton 3.6.0 source tree)")
    flags = set()
    for td in Path(root).rglob("Passes.td"):
        if "amd" in str(td).lower() or "proton" in str(td).lower():
            continue
        flags |= set(re.findall(r'Pass<\s*"([\w-]+)"', td.read_text()))
    assert flags
    from gluon_opt.passes.cpp_passes import find_triton_opt_only

    unknown = {f for f in flags if find_cpp_pass(f) is None and find_triton_opt_only(f) is None}
    assert not unknown


def test_cpp_pass_lookup():
    assert find_cpp_pass("tritongpu-coalesce").mlir_name == "TritonGPUCoalesce"
    assert find_cpp_pass("no-such-pass") is None


NVWS_MODULE = """module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f() {
    %0 = nvws.create_token {loadType = 1 : i32, numBuffers = 3 : i32} : tensor<3x!nvws.token>
    tt.return
  }
}
"""


def test_a_dialect_only_libtriton_has_is_parsed_by_libtriton_when_no_python_pass_runs(
    capsys, tmp_path
):
    # Our parser has no `nvws` dialect; with no Python pass in the pipeline libtriton parses
    # and prints the module (Triton's NVWS/ops.mlir), with a Python pass it is our error.
    path = tmp_path / "nvws.mlir"
    path.write_text(NVWS_MODULE)
    code, out, _ = cli([str(path)], capsys)
    assert code == 0 and out == run_cpp_pipeline(NVWS_MODULE, [])
    code, out, _ = cli([str(path), "--cse"], capsys)
    assert code == 0 and "nvws.create_token" in out
    code, _, err = cli([str(path), "--tritongpu-remove-layout-conversions"], capsys)
    assert code == 1
    assert f"{path}:3:10: error: Dialect `nvws' not found for custom op 'nvws.create_token'" in err


def test_allow_unregistered_dialect_reaches_libtriton_and_is_checked(capsys, tmp_path, monkeypatch):
    # libtriton's bindings cannot allow unregistered dialects; tools/cpp_pipeline.py calls the
    # (unexported) C++ member through the wheel's symbol table, after a self-test in a child
    # process, and checks the context's getter before and after.
    path = tmp_path / "u.mlir"
    path.write_text('module {\n  "foo.bar"() : () -> ()\n}\n')
    code, out, _ = cli([str(path), "-allow-unregistered-dialect", "--cse"], capsys)
    assert code == 0 and '"foo.bar"() : () -> ()' in out
    ctx = cpp_pipeline.make_context(allow_unregistered=True)
    setter, getter = cpp_pipeline._context_functions()
    assert getter(cpp_pipeline._context_pointer(ctx))
    with pytest.raises(cpp_pipeline.UnsupportedError, match="not where it was expected"):
        cpp_pipeline.allow_unregistered_dialects(ctx)  # already on: the getter says so
    # A wheel where the call crashes: the self-test's child dies, gluon-opt reports it.
    monkeypatch.setattr(cpp_pipeline, "_SELF_TEST", "import os; os.abort()")
    cpp_pipeline._self_test.cache_clear()
    code, _, err = cli([str(path), "-allow-unregistered-dialect", "--cse"], capsys)
    cpp_pipeline._self_test.cache_clear()
    assert code == 1
    assert f"{path}:1:1: error: -allow-unregistered-dialect cannot be enabled" in err


def test_the_cpp_steps_know_the_amd_dialects_as_triton_opt_does(capsys, tmp_path):
    # Triton's LLVMIR/insert-dbg-intrinsic.mlir holds `rocdl` ops between NVIDIA passes.
    path = tmp_path / "rocdl.mlir"
    path.write_text(
        "module {\n  llvm.func @f() -> i32 {\n    %0 = rocdl.workgroup.id.x : i32\n"
        "    llvm.return %0 : i32\n  }\n}\n"
    )
    for args in ([], ["--cse"]):
        code, out, err = cli([str(path), *args], capsys)
        assert code == 0, err
        assert "rocdl.workgroup.id.x : i32" in out
