"""tools/oracle.py against libtriton used directly: same parser, printer and passes."""

from __future__ import annotations

import json
import os
import re
from collections import Counter
from pathlib import Path

import pytest
from gluon_opt.dialects.layout.encodings import libtriton_readable
from gluon_opt.tools import oracle
from gluon_opt.tools.oracle import (
    OracleCrash,
    OracleError,
    libtriton_print,
    parse_options,
    run_cpp_pass,
    run_cpp_pipeline,
)

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
INDEX = json.loads((CORPUS / "index.json").read_text())

# A tiny module of our own, without locations.
SMALL = """\
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @f(%a: i32) -> i32 {
    %c = arith.constant 7 : i32
    %0 = arith.addi %a, %c : i32
    %1 = arith.addi %a, %c : i32
    %2 = arith.muli %0, %1 : i32
    tt.return %2 : i32
  }
}
"""

# gluon-infer-coalesced-encodings asserts num-ctas == 1; this module has 2 CTAs.
COALESCED_TWO_CTAS = """\
#co = #gluon.coalesced_encoding
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32,
                   "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @f(%p: !tt.ptr<f32>) {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #co>
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #co>
    %a = tt.addptr %s, %r : tensor<128x!tt.ptr<f32>, #co>, tensor<128xi32, #co>
    %v = tt.load %a : tensor<128x!tt.ptr<f32>, #co>
    tt.store %a, %v : tensor<128x!tt.ptr<f32>, #co>
    tt.return
  }
}
"""


def _direct(path: Path, adders, debuginfo: bool = False) -> str:
    """Parse ``path`` with libtriton directly, run ``adders`` (callables on a pass manager)."""
    from triton._C.libtriton import ir, nvidia

    ctx = ir.context()
    ir.load_dialects(ctx)
    nvidia.load_dialects(ctx)
    cwd = os.getcwd()
    os.chdir(path.parent)  # relative file name, as the oracle uses
    try:
        module = ir.parse_mlir_module(path.name, ctx)
    finally:
        os.chdir(cwd)
    if adders:
        pm = ir.pass_manager(ctx)
        for add in adders:
            add(pm)
        pm.run(module, "test")
    return str(module) if debuginfo else module.str_nodebug()


def _inputs_of(flag: str, count: int = 3) -> list[Path]:
    # Files libtriton reads verbatim: direct libtriton cannot read its own print of a
    # multi-CTA nvmma_shared of rank != 2 (test_libtriton_readback.py covers those).
    files = [
        f
        for f in INDEX["passes"].get(flag, [])
        if libtriton_readable(text := (CORPUS / f).read_text()) == text
    ]
    assert files, f"the corpus has no input of {flag}"
    # Spread evenly over the cases (the list is in case order).
    picks = sorted({round(i * (len(files) - 1) / max(count - 1, 1)) for i in range(count)})
    return [CORPUS / files[i] for i in picks]


def test_print_matches_libtriton(tmp_path):
    source = tmp_path / "input.mlir"
    source.write_text(SMALL)
    assert libtriton_print(SMALL) == _direct(source, [])
    assert libtriton_print(SMALL, debuginfo=True) == _direct(source, [], debuginfo=True)


def test_print_of_corpus_files_matches_libtriton():
    for path in _inputs_of("triton-nvidia-gpu-plan-cta"):
        text = path.read_text()
        assert libtriton_print(text, filename=path.name) == _direct(path, [])
        assert libtriton_print(text, True, filename=path.name) == _direct(path, [], True)


def test_debuginfo_locations_use_the_given_file_name():
    with_locs = libtriton_print(SMALL, debuginfo=True, filename="small.mlir")
    # The module has no locations of its own: libtriton gives each op file:line:col.
    assert 'loc("small.mlir":4:10)' in with_locs  # the first arith.addi
    assert "loc(" not in libtriton_print(SMALL)
    with pytest.raises(OracleError, match="bare file name"):
        libtriton_print(SMALL, filename="dir/small.mlir")


def test_cse_pass_runs():
    out = run_cpp_pass(SMALL, "cse")
    assert out.count("arith.addi") == 1
    assert "arith.muli %0, %0" in out


@pytest.mark.parametrize(
    "flag, adder",
    [
        ("triton-nvidia-tma-lowering", lambda nv, p: nv.passes.ttnvgpuir.add_tma_lowering),
        (
            "tritongpu-remove-layout-conversions",
            lambda nv, p: p.ttgpuir.add_remove_layout_conversions,
        ),
        ("tritongpu-coalesce", lambda nv, p: p.ttgpuir.add_coalesce),
        ("gluon-resolve-auto-encodings", lambda nv, p: p.gluon.add_resolve_auto_encodings),
        ("canonicalize", lambda nv, p: p.common.add_canonicalizer),
    ],
)
def test_pass_matches_direct_libtriton(flag, adder):
    from triton._C.libtriton import nvidia, passes

    add = adder(nvidia, passes)
    for path in _inputs_of(flag):
        text = path.read_text()
        assert run_cpp_pass(text, flag, filename=path.name) == _direct(path, [add])


def _shape(text: str) -> tuple[Counter, set[str]]:
    """Op names with their counts, and the alias definitions: what stays fixed when only the
    order of ops (and so SSA numbering) changes."""
    ops = Counter(re.findall(r"^\s*(?:%\S+ = )?([a-z_]+\.[a-z_.0-9]+)", text, re.MULTILINE))
    aliases = {line for line in text.splitlines() if line.startswith("#")}
    return ops, aliases


def test_plan_cta_matches_direct_libtriton_up_to_op_order():
    # 3.6.0's plan-cta orders some ops by pointer hashes: two runs in one process may print
    # the same ops in a different order, so compare what does not depend on it.
    from triton._C.libtriton import nvidia

    changed = []
    for path in _inputs_of("triton-nvidia-gpu-plan-cta", 5):
        text = path.read_text()
        got = run_cpp_pass(text, "triton-nvidia-gpu-plan-cta")
        want = _direct(path, [nvidia.passes.ttnvgpuir.add_plan_cta])
        assert _shape(got) == _shape(want)
        changed.append(got != libtriton_print(text))
    assert any(changed), "plan-cta changed none of its inputs: was the pass run at all?"


def test_fence_insertion_option_reaches_the_pass():
    from triton._C.libtriton import nvidia

    add = nvidia.passes.ttnvgpuir.add_fence_insertion
    for path in _inputs_of("triton-nvidia-gpu-fence-insertion"):
        text = path.read_text()
        for cc in (80, 90, 100):
            got = run_cpp_pass(
                text, "triton-nvidia-gpu-fence-insertion", {"compute-capability": cc}
            )
            assert got == _direct(path, [lambda pm, cc=cc: add(pm, cc)])


def test_convert_to_tritongpu_options():
    from triton._C.libtriton import passes

    path = _inputs_of("convert-triton-to-tritongpu", 1)[0]
    text = path.read_text()
    got = run_cpp_pass(
        text,
        "convert-triton-to-tritongpu",
        "target=cuda:90 num-warps=8 num-ctas=1",
        filename=path.name,
    )
    want = _direct(path, [lambda pm: passes.ttir.add_convert_to_ttgpuir(pm, "cuda:90", 8, 32, 1)])
    assert got == want
    assert '"ttg.num-warps" = 8' in got


def test_pipeline_equals_passes_in_sequence():
    path = _inputs_of("tritongpu-coalesce", 1)[0]
    text = path.read_text()
    steps = ["tritongpu-coalesce", ("tritongpu-remove-layout-conversions", None)]
    once = run_cpp_pipeline(text, steps, debuginfo=True)
    twice = run_cpp_pass(
        run_cpp_pass(text, "tritongpu-coalesce", debuginfo=True),
        "tritongpu-remove-layout-conversions",
        debuginfo=True,
    )
    assert once == twice


def test_option_forms_agree():
    flag = "convert-triton-to-tritongpu"
    as_dict = parse_options(flag, {"target": "cuda:90", "num_warps": 8, "num-ctas": 2})
    as_text = parse_options(flag, "target=cuda:90 num-warps=8 num-ctas=2")
    as_braces = parse_options(flag, "{target=cuda:90 num-warps=8 num-ctas=2}")
    assert as_dict == as_text == as_braces == ["cuda:90", 8, 32, 2]
    assert parse_options("triton-nvidia-gpu-fence-insertion", None) == [90]
    assert parse_options("tritongpu-optimize-dot-operands", "hoist-layout-conversion=false") == [
        False
    ]


def test_bad_flags_and_options_are_reported():
    with pytest.raises(OracleError, match="unknown pass flag 'no-such-pass'"):
        run_cpp_pass(SMALL, "no-such-pass")
    with pytest.raises(OracleError, match="unknown option 'num-warps'"):
        run_cpp_pass(SMALL, "cse", {"num-warps": 4})
    with pytest.raises(OracleError, match="expects an integer"):
        run_cpp_pass(SMALL, "triton-nvidia-gpu-fence-insertion", "compute-capability=nine")
    with pytest.raises(OracleError, match="expects true/false"):
        parse_options("tritongpu-F32DotTC", {"emu-tf32": "maybe"})


def test_parse_error_is_located():
    with pytest.raises(OracleError) as info:
        libtriton_print("module {\n  tt.func @f( {\n}\n", filename="bad.mlir")
    assert 'loc("bad.mlir":2:' in str(info.value)
    assert not isinstance(info.value, OracleCrash)


def test_pass_failure_carries_diagnostics():
    # convert-triton-to-tritongpu rejects ttgir input that is already laid out for 2 CTAs.
    texts = [(CORPUS / f).read_text() for f in INDEX["passes"]["triton-nvidia-gpu-plan-cta"]]
    text = next(t for t in texts if '"ttg.num-ctas" = 2' in t)
    with pytest.raises(OracleError) as info:
        run_cpp_pass(text, "convert-triton-to-tritongpu", "target=cuda:90 num-ctas=1")
    assert ": error:" in str(info.value)
    assert "mlir_reproducer" in info.value.diagnostics


@pytest.mark.parametrize("isolated", [False, True])
def test_assertion_in_pass_is_a_crash(isolated):
    with pytest.raises(OracleCrash):
        run_cpp_pass(COALESCED_TWO_CTAS, "gluon-infer-coalesced-encodings", isolated=isolated)
    # The same module with one CTA is fine, and the caller's process survived the crash.
    one_cta = COALESCED_TWO_CTAS.replace('"ttg.num-ctas" = 2', '"ttg.num-ctas" = 1')
    out = run_cpp_pass(one_cta, "gluon-infer-coalesced-encodings", isolated=isolated)
    assert "#ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4]" in out


# libtriton's verifier of ttng.warp_group_dot casts the accumulator's encoding to an MMA
# layout without checking it has one: parsing this aborts the process (an assertion).
ABORTS_WHILE_PARSING = """\
#sh = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module {
  tt.func @f(%a: !ttg.memdesc<64x32xf16, #sh, #smem>, %b: !ttg.memdesc<32x64xf16, #sh, #smem>,
             %c: tensor<64x64xf32>) {
    %0 = ttng.warp_group_dot %a, %b, %c
      : !ttg.memdesc<64x32xf16, #sh, #smem> * !ttg.memdesc<32x64xf16, #sh, #smem>
      -> tensor<64x64xf32>
    tt.return
  }
}
"""


def test_abort_while_parsing_keeps_the_child_stderr():
    with pytest.raises(OracleCrash) as info:
        run_cpp_pipeline(ABORTS_WHILE_PARSING, [], isolated=True)
    # What libtriton wrote before it died, though stderr was being captured at the time.
    assert "Assertion `" in info.value.diagnostics
    assert "dyn_cast on a non-existent value" in info.value.diagnostics


def test_isolated_equals_in_process():
    path = _inputs_of("triton-nvidia-gpu-fence-insertion", 1)[0]
    text = path.read_text()
    flag = "triton-nvidia-gpu-fence-insertion"
    assert run_cpp_pass(text, flag, isolated=True, debuginfo=True) == run_cpp_pass(
        text, flag, debuginfo=True
    )
    with pytest.raises(OracleError, match="could not parse"):
        run_cpp_pass("module { foo }", "cse", isolated=True)


def test_pass_table_covers_the_ported_passes():
    for flag in (
        "triton-nvidia-gpu-plan-cta",
        "triton-nvidia-gpu-fence-insertion",
        "triton-nvidia-tma-lowering",
        "tritongpu-remove-layout-conversions",
        "convert-triton-to-tritongpu",
        "tritongpu-coalesce",
        "gluon-infer-coalesced-encodings",
        "gluon-resolve-auto-encodings",
    ):
        assert flag in oracle.PASSES
