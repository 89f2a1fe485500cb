"""The gluon-opt CLI: exit codes, -o atomicity, split-input-file, verify-diagnostics."""
# ruff: noqa: E501 (MLIR text)

import subprocess
import sys
from pathlib import Path

import pytest
from gluon_opt.tools.gluon_opt import main, parse_args, parse_pipeline

GOOD = """tt.func @f(%x: i32) -> i32 {
  tt.return %x : i32
}
"""

BAD = """tt.func @f(%x: i32) -> i32 {
  %0 = arith.nope %x
  tt.return %x : i32
}
"""

VERIFY_OK = """tt.func @f(%arg0: i32) {
  %0 = tt.splat %arg0 : i32 -> tensor<128xi32>
  // expected-error @+1 {{rank of source must be same as rank of result}}
  %1 = tt.broadcast %0 : tensor<128xi32> -> tensor<128x32xi32>
  tt.return
}
"""


def write(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text)
    return str(path)


def test_prints_module(tmp_path, capsys) -> None:
    assert main([write(tmp_path, "in.mlir", GOOD)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("module {\n  tt.func @f(%arg0: i32) -> i32 {")


def test_error_is_located_and_exit_1(tmp_path, capsys) -> None:
    path = write(tmp_path, "bad.mlir", BAD)
    assert main([path]) == 1
    err = capsys.readouterr().err
    assert f"{path}:2:8: error: custom op 'arith.nope' is unknown" in err
    assert "Traceback" not in err


def test_output_file_is_not_written_on_failure(tmp_path) -> None:
    out = tmp_path / "out.mlir"
    out.write_text("old contents\n")
    assert main([write(tmp_path, "bad.mlir", BAD), "-o", str(out)]) == 1
    assert out.read_text() == "old contents\n"
    assert main([write(tmp_path, "in.mlir", GOOD), "-o", str(out)]) == 0
    assert out.read_text().startswith("module {")
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".gluon-opt-")] == []


@pytest.mark.parametrize("flag", ["-split-input-file", "--split-input-file"])
def test_split_input_file(tmp_path, capsys, flag) -> None:
    text = GOOD + "\n// -----\n\n" + GOOD.replace("@f", "@g")
    assert main([write(tmp_path, "in.mlir", text), flag]) == 0
    out = capsys.readouterr().out
    first, second = out.split("// -----\n")
    assert "@f" in first and "@g" in second


def test_split_chunk_errors_keep_file_lines(tmp_path, capsys) -> None:
    text = GOOD + "// -----\n" + BAD
    path = write(tmp_path, "in.mlir", text)
    assert main([path, "-split-input-file"]) == 1
    assert f"{path}:6:8: error:" in capsys.readouterr().err


def test_verify_diagnostics_pass_and_fail(tmp_path, capsys) -> None:
    assert main([write(tmp_path, "ok.mlir", VERIFY_OK), "-verify-diagnostics"]) == 0
    wrong = VERIFY_OK.replace("rank of source", "a deliberately wrong message")
    assert main([write(tmp_path, "wrong.mlir", wrong), "--verify-diagnostics"]) == 1
    err = capsys.readouterr().err
    assert "was not produced" in err and "unexpected error" in err
    missing = GOOD.replace("  tt.return", "  // expected-error @+1 {{never}}\n  tt.return")
    assert main([write(tmp_path, "missing.mlir", missing), "-verify-diagnostics"]) == 1


def test_pass_flags_and_pipeline() -> None:
    opts = parse_args(["x.mlir", "--triton-nvidia-gpu-fence-insertion=compute-capability=90"])
    assert [(p.name, p.options) for p in opts.passes] == [
        ("triton-nvidia-gpu-fence-insertion", {"compute-capability": "90"})
    ]
    opts = parse_args(["x.mlir", "-triton-nvidia-gpu-fence-insertion{compute-capability=80}"])
    assert opts.passes[0].options == {"compute-capability": "80"}
    specs = parse_pipeline(
        "builtin.module(triton-nvidia-gpu-plan-cta, "
        "triton-nvidia-gpu-fence-insertion{compute-capability=90})"
    )
    assert [s.name for s in specs] == [
        "triton-nvidia-gpu-plan-cta",
        "triton-nvidia-gpu-fence-insertion",
    ]


def test_unknown_flag_and_pass_option(tmp_path, capsys) -> None:
    path = write(tmp_path, "in.mlir", GOOD)
    assert main([path, "--no-such-flag"]) == 1
    assert main([path, "--triton-nvidia-gpu-fence-insertion=bogus=1"]) == 1
    err = capsys.readouterr().err
    assert "unknown option '--no-such-flag'" in err and "unknown option 'bogus'" in err


def test_console_script_reads_stdin() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "gluon_opt.tools.gluon_opt", "-", "--mlir-print-op-generic"],
        input=GOOD,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith('"builtin.module"() ({')


TYPE_MISMATCH = """// expected-note @+1 {{prior use here}}
tt.func @f(%a: tensor<32xf32>, %b: tensor<33xf32>) {
  // expected-error @+1 {{use of value '%b' expects different type than prior uses: 'tensor<32xf32>' vs 'tensor<33xf32>'}}
  %c = tt.join %a, %b : tensor<32xf32> -> tensor<32x2xf32>
  tt.return
}
"""


def test_type_mismatch_of_a_use_has_mlir_error_and_note(tmp_path, capsys) -> None:
    assert main([write(tmp_path, "use.mlir", TYPE_MISMATCH), "-verify-diagnostics"]) == 0
    path = write(tmp_path, "plain.mlir", TYPE_MISMATCH)
    assert main([path]) == 1
    err = capsys.readouterr().err
    assert f"{path}:4:20: error: use of value '%b' expects different type" in err
    assert f"{path}:2:32: note: prior use here" in err


def test_one_expectation_absorbs_several_errors_on_its_line(tmp_path) -> None:
    # As MLIR's verifier handler: `{{type}}` matches both errors of a failed inference.
    text = """tt.func @f(%x: tensor<32x2xf32>) {
  // expected-error @+1 {{type}}
  %a, %b = tt.split %x : tensor<32x2xf32> -> tensor<32xf16>
  tt.return
}
"""
    assert main([write(tmp_path, "split.mlir", text), "-verify-diagnostics"]) == 0


def test_nested_pipelines_keep_their_op_path() -> None:
    specs = parse_pipeline(
        "builtin.module(triton-nvidia-gpu-plan-cta, tt.func(a{x=1}, scf.for(b)), c)"
    )
    assert [(s.name, s.nesting, s.options) for s in specs] == [
        ("triton-nvidia-gpu-plan-cta", (), {}),
        ("a", ("tt.func",), {"x": "1"}),
        ("b", ("tt.func", "scf.for"), {}),
        ("c", (), {}),
    ]


def test_module_pass_nested_on_a_function_is_refused(tmp_path, capsys) -> None:
    path = write(tmp_path, "in.mlir", GOOD)
    pipeline = "--pass-pipeline=builtin.module(tt.func(triton-nvidia-gpu-fence-insertion))"
    assert main([path, pipeline]) == 1
    assert (
        "Can't add pass 'triton-nvidia-gpu-fence-insertion' restricted to 'builtin.module' on "
        "a PassManager intended to run on 'tt.func', did you intend to nest?"
    ) in capsys.readouterr().err


def test_ir_dumps_as_mlir_prints_them(tmp_path, capsys) -> None:
    path = write(tmp_path, "in.mlir", GOOD)
    flag = "--triton-nvidia-gpu-fence-insertion=compute-capability=90"
    assert main([path, flag, "--mlir-print-ir-after-all"]) == 0
    captured = capsys.readouterr()
    header = "// -----// IR Dump After TritonGPUFenceInsertion (triton-nvidia-gpu-fence-insertion)"
    assert captured.err == f"{header} //----- //\n{captured.out}\n\n"
    assert main([path, flag, "--mlir-print-ir-before-all", "--mlir-print-ir-module-scope"]) == 0
    captured = capsys.readouterr()
    before = header.replace("After", "Before")
    assert captured.err.startswith(f"{before} ('builtin.module' operation) //----- //\nmodule {{")


def test_timing_report_layout(tmp_path, capsys) -> None:
    import re

    path = write(tmp_path, "in.mlir", GOOD)
    flag = "--triton-nvidia-gpu-fence-insertion=compute-capability=90"
    assert main([path, flag, "--mlir-timing"]) == 0
    lines = capsys.readouterr().err.splitlines()
    rule = "===" + "-" * 73 + "==="
    assert lines[:3] == [rule, " " * 25 + "... Execution time report ...", rule]
    assert re.fullmatch(r"  Total Execution Time: \d+\.\d{4} seconds", lines[3])
    assert lines[4:6] == ["", "  ----Wall Time----  ----Name----"]
    entry = r"  [ \d]{3}\.\d{4} \([ \d]{3}\.\d%\)  "
    names = ["Parser", "TritonGPUFenceInsertion", "Output", "Rest", "Total"]
    assert len(lines) == 6 + len(names)
    for line, name in zip(lines[6:], names, strict=True):
        assert re.fullmatch(entry + re.escape(name), line), line
    assert lines[-1].endswith("(100.0%)  Total")
    assert main([path, flag, "--mlir-timing", "--mlir-timing-display=list"]) == 0
    lines = capsys.readouterr().err.splitlines()
    assert lines[6].endswith("(100.0%)  root") and lines[-2].endswith("Rest")


def test_verify_diagnostics_regex_and_kind_mismatch(tmp_path, capsys) -> None:
    regex = VERIFY_OK.replace(
        "expected-error @+1 {{rank of source must be same as rank of result}}",
        "expected-error-re @+1 {{rank of {{[a-z]+}} must be same}}",
    )
    assert main([write(tmp_path, "re.mlir", regex), "-verify-diagnostics"]) == 0
    # Without -re, `{{...}}` inside the text is literal, as in MLIR.
    literal = regex.replace("expected-error-re", "expected-error")
    assert main([write(tmp_path, "lit.mlir", literal), "-verify-diagnostics"]) == 1
    capsys.readouterr()
    note = VERIFY_OK.replace("expected-error @+1", "expected-note @+1")
    path = write(tmp_path, "note.mlir", note)
    assert main([path, "-verify-diagnostics"]) == 1
    err = capsys.readouterr().err
    assert f"{path}:3:6: error: 'error' diagnostic emitted when expecting a 'note'" in err


REPRODUCER = """module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func public @k() {
    tt.return
  }
}

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(triton-nvidia-gpu-fence-insertion{compute-capability=90})",
      disable_threading: false,
      verify_each: true
    }
  }
#-}
"""


def test_reproducer_files_parse_and_run(tmp_path, capsys) -> None:
    path = write(tmp_path, "repro.mlir", REPRODUCER)
    assert main([path]) == 0  # the metadata section is not IR
    assert main([path, "--run-reproducer", "--mlir-print-ir-after-all"]) == 0
    assert "IR Dump After TritonGPUFenceInsertion" in capsys.readouterr().err
    unknown = REPRODUCER.replace("triton-nvidia-gpu-fence-insertion{", "no-such-pass{")
    assert main([write(tmp_path, "unknown.mlir", unknown), "--run-reproducer"]) == 1
    assert "'no-such-pass' does not refer to a registered pass" in capsys.readouterr().err


def test_nested_pipeline_runs_on_each_function(tmp_path, capsys, monkeypatch) -> None:
    from dataclasses import dataclass

    from gluon_opt.passes import registry
    from xdsl.dialects.builtin import UnitAttr
    from xdsl.passes import ModulePass

    @dataclass(frozen=True)
    class TagPass(ModulePass):
        """An op-agnostic test pass: marks the op it runs on."""

        name = "test-tag"
        anchor_op = None
        mlir_name = "TestTag"

        def apply(self, ctx, op) -> None:
            op.attributes["tagged"] = UnitAttr()

    monkeypatch.setitem(registry.PASSES, "test-tag", TagPass)
    two = GOOD + GOOD.replace("@f", "@g")
    path = write(tmp_path, "two.mlir", two)
    pipeline = "--pass-pipeline=builtin.module(tt.func(test-tag))"
    assert main([path, pipeline, "--mlir-print-ir-after-all", "--mlir-timing"]) == 0
    captured = capsys.readouterr()
    assert captured.out.count("attributes {tagged}") == 2
    assert "module attributes {tagged}" not in captured.out
    dumps = captured.err.split("// -----// IR Dump After TestTag (test-tag) //----- //\n")
    assert len(dumps) == 3  # one per function, each printed alone
    assert dumps[1].startswith("tt.func @f(") and dumps[2].startswith("tt.func @g(")
    tree = [line[21:] for line in captured.err.splitlines() if "%)  " in line]
    assert tree == ["Parser", "'tt.func' Pipeline", "  TestTag", "Output", "Rest", "Total"]


def test_ir_dump_after_a_failed_pass(tmp_path, capsys, monkeypatch) -> None:
    from dataclasses import dataclass

    from gluon_opt.dialects.text.diagnostics import DiagnosticError
    from gluon_opt.passes import registry
    from xdsl.passes import ModulePass

    @dataclass(frozen=True)
    class FailPass(ModulePass):
        name = "test-fail"
        mlir_name = "TestFail"

        def apply(self, ctx, op) -> None:
            raise DiagnosticError("this pass always fails", op=op)

    monkeypatch.setitem(registry.PASSES, "test-fail", FailPass)
    path = write(tmp_path, "in.mlir", GOOD)
    assert main([path, "--test-fail", "--mlir-print-ir-after-all"]) == 1
    err = capsys.readouterr().err
    assert err.startswith(
        "// -----// IR Dump After TestFail Failed (test-fail) //----- //\nmodule {"
    )
    # The implicit module around the function is located at file:0:0, as in MLIR.
    assert f"{path}:0:0: error: 'builtin.module' op this pass always fails" in err
