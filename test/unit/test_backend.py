"""tools/backend.py: a final ttgir module's text -> LLVM-IR / PTX / cubin, as stock gives them.

Differential: each case is compiled by stock ``triton.compile``; its final ttgir text is
handed to ``emit`` and the result must equal stock's own PTX (and cubin on sm_90).
"""

from __future__ import annotations

import pathlib
import sys

import pytest
from gluon_opt.tools.backend import BackendError, emit
from triton import knobs

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))  # test/
from kernels import case_by_name  # noqa: E402

# one of each family: sm_80 loads, sm_90 loop + wgmma, sm_90 TMA + 2 CTAs, Gluon, sm_100 tcgen05
PTX_CASES = [
    "vector_add-sm80-w4-c1",
    "attention_fwd-sm90-w8-c1",
    "matmul_tma_device-sm90-w8-c2",
    "gl_wgmma_matmul-sm90-w4-c1",
    "gl_tcgen05_matmul-sm100-w4-c1",
    "desc_device_r3_f16-sm90-w4-c2",  # a 3-D nvmma_shared with 2 CTAs: printed without its rank
]


@pytest.fixture(scope="module")
def stock():
    """Stock compiles, memoised (each costs up to a second or two)."""
    compiled: dict[str, object] = {}
    # scope() restores the knob to "read the environment"; assigning the old value back
    # would pin it for every later test.
    with knobs.compilation.scope():
        knobs.compilation.always_compile = True

        def get(name: str):
            if name not in compiled:
                compiled[name] = case_by_name(name).compile()
            return compiled[name]

        yield get


@pytest.mark.parametrize("name", PTX_CASES)
def test_emit_ptx_equals_stock(stock, name):
    kernel = stock(name)
    assert emit(kernel.asm["ttgir"], "ptx") == kernel.asm["ptx"]


def test_emit_cubin_equals_stock_sm90(stock):
    kernel = stock("gl_wgmma_matmul-sm90-w4-c1")
    cubin = emit(kernel.asm["ttgir"], "cubin")
    assert isinstance(cubin, bytes)
    assert cubin == kernel.asm["cubin"]


def test_emit_llir_equals_stock_without_loops(stock):
    # (with loops, printing loses block-argument locations, which renumbers LLVM values;
    # the PTX above is still identical)
    kernel = stock("vector_add-sm80-w4-c1")
    assert emit(kernel.asm["ttgir"], "llir") == kernel.asm["llir"]


def test_target_and_shape_come_from_module(stock):
    # the same ttgir retargeted by its attribute only: the PTX follows ttg.target
    ttgir = stock("vector_add-sm80-w4-c1").asm["ttgir"]
    ptx = emit(ttgir.replace('"cuda:80"', '"cuda:90"'), "ptx")
    assert ".target sm_90a" in ptx
    assert ".reqntid 128" in ptx  # 4 warps of 32 threads, from ttg.num-warps


def test_unparsable_text_is_located():
    text = "module {\n  tt.func @f() {\n    %0 = arith.constant 1 : i99x\n  }\n}\n"
    with pytest.raises(BackendError) as info:
        emit(text, "ptx", filename="bad.mlir")
    assert str(info.value).startswith("bad.mlir:3:")
    assert "error:" in str(info.value)


def test_missing_target_is_located():
    text = 'module attributes {"ttg.num-warps" = 4 : i32} {\n}\n'
    with pytest.raises(BackendError, match=r"^m.mlir:1:1: error: .*ttg.target is missing"):
        emit(text, "ptx", filename="m.mlir")


def test_unknown_kind():
    with pytest.raises(BackendError, match="unknown --emit kind"):
        emit("module {}", "sass")


@pytest.mark.parametrize(
    "name",
    [
        "vector_add-sm80-w4-c1",
        "gl_wgmma_matmul-sm90-w4-c1",
        "desc_host_r3_f16-sm90-w4-c2",  # a rank-less 3-D nvmma_shared: handed over with its rank
    ],
)
def test_cli_emit_ptx_equals_stock(stock, name, tmp_path):
    # the whole CLI path: our parser and printer, then the backend
    from gluon_opt.tools.gluon_opt import main

    kernel = stock(name)
    source = tmp_path / "final.ttgir"
    source.write_text(kernel.asm["ttgir"])
    out = tmp_path / "out.ptx"
    assert main([str(source), "--emit=ptx", "-o", str(out)]) == 0
    assert out.read_text() == kernel.asm["ptx"]


def test_cli_emit_cubin_equals_stock(stock, tmp_path):
    # a binary output: written as bytes, to -o atomically and to stdout
    import subprocess

    from gluon_opt.tools.gluon_opt import main

    kernel = stock("gl_wgmma_matmul-sm90-w4-c1")
    source = tmp_path / "final.ttgir"
    source.write_text(kernel.asm["ttgir"])
    out = tmp_path / "out.cubin"
    assert main([str(source), "--emit=cubin", "-o", str(out)]) == 0
    assert out.read_bytes() == kernel.asm["cubin"]
    piped = subprocess.run(
        [sys.executable, "-m", "gluon_opt.tools.gluon_opt", str(source), "--emit=cubin"],
        capture_output=True,
        check=True,
    )
    assert piped.stdout == kernel.asm["cubin"]


def test_cli_emit_without_target_is_located(tmp_path, capsys):
    from gluon_opt.tools.gluon_opt import main

    source = tmp_path / "m.mlir"
    source.write_text('module attributes {"ttg.num-warps" = 4 : i32} {\n}\n')
    assert main([str(source), "--emit=ptx"]) == 1
    err = capsys.readouterr().err
    assert f"{source}:1:1: error:" in err and "ttg.target is missing" in err
    assert "Traceback" not in err
