"""Verifying the ttg/ttng/gluon dialects: fast (cached linear layouts, each op's verifier run
once) and never aborting where libtriton does (a non-surjective ``CGALayout``).

The speed itself is measured by ``benchmarks/verify_speed.py`` (see
``benchmarks/verify_speed.md``); these tests pin the mechanisms it relies on, and check the
diagnostics against libtriton live.
"""

from __future__ import annotations

import subprocess
import sys

import pytest
from gluon_opt.dialects import ttg
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.layout import inference as li
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.dialects.text.printer import print_module
from gluon_opt.tools.gluon_opt import verify
from gluon_opt.tools.oracle import OracleError, libtriton_print, run_cpp_pipeline

BLOCKED = (
    "#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [%s, 1], "
    "order = [1, 0]}>"
)


def module(body: str, warps: int = 4, ctas: int = 1, aliases: str = "") -> str:
    return (
        f"{aliases}"
        f'module attributes {{"ttg.num-ctas" = {ctas} : i32, "ttg.num-warps" = {warps} : i32, '
        '"ttg.threads-per-warp" = 32 : i32} {\n'
        f"  tt.func @f(%arg0: tensor<64x64xf32, #blocked>) {{\n{body}    tt.return\n  }}\n}}\n"
    )


def chain(n: int) -> str:
    """``n`` convert_layout ops between the same two layouts (alternating)."""
    lines = []
    prev = "%arg0"
    for i in range(n):
        src, dst = ("#blocked", "#blocked1") if i % 2 == 0 else ("#blocked1", "#blocked")
        lines.append(
            f"    %{i} = ttg.convert_layout {prev} : tensor<64x64xf32, {src}> -> "
            f"tensor<64x64xf32, {dst}>\n"
        )
        prev = f"%{i}"
    return "".join(lines)


ALIASES = f"#blocked = {BLOCKED % 4}\n#blocked1 = #ttg.blocked<{{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}}>\n"  # noqa: E501


def parse_and_verify(text: str) -> None:
    verify(parse_module(text, make_context(), "input.mlir"))


# ---------------------------------------------------------------------------------------
# Speed mechanisms
# ---------------------------------------------------------------------------------------


def test_ttg_layout_check_computes_each_linear_layout_once(monkeypatch) -> None:
    """50 convert_layout ops over two (layout, shape) pairs: two linear layouts computed."""
    calls = []
    real = li.to_linear_layout

    def counting(enc, shape):
        calls.append((enc, tuple(shape)))
        return real(enc, shape)

    li.cached_linear_layout.cache_clear()
    monkeypatch.setattr(li, "to_linear_layout", counting)
    try:
        parse_and_verify(module(chain(50), aliases=ALIASES))
    finally:
        li.cached_linear_layout.cache_clear()
    assert len(calls) == 2
    assert len(set(calls)) == 2


def test_ttg_op_verifier_runs_once_per_op(monkeypatch) -> None:
    """TTGOp.verify runs the op's own verifier first, then the placement checks, which must
    not run it again (they used to: every ttg/ttng/gluon op was verified twice)."""
    seen = []
    real = ttg.verify_tensor_layouts

    def counting(op):
        seen.append(op)
        real(op)

    monkeypatch.setattr(ttg, "verify_tensor_layouts", counting)
    mod = parse_module(module(chain(7), aliases=ALIASES), make_context(), "input.mlir")
    seen.clear()
    verify(mod)
    assert len(seen) == 7 and len(set(map(id, seen))) == 7
    # The same with xDSL's own recursive verification of the whole module.
    seen.clear()
    mod.verify()
    assert len(seen) == 7 and len(set(map(id, seen))) == 7


def test_ttg_verifier_still_reports_nested_and_own_errors() -> None:
    """With the single run, a bad op inside a region and a bad op outside are both found."""
    bad = BLOCKED % 8
    body = f"    %0 = ttg.convert_layout %arg0 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, {bad}>\n"  # noqa: E501
    with pytest.raises(DiagnosticError, match="Layout has 8 warps per CTA"):
        parse_and_verify(module(body, aliases=ALIASES))
    nested = (
        "    %c0 = arith.constant 0 : i32\n    %c1 = arith.constant 1 : i32\n"
        "    scf.for %i = %c0 to %c1 step %c1  : i32 {\n  " + body + "    }\n"
    )
    with pytest.raises(DiagnosticError, match="Layout has 8 warps per CTA"):
        parse_and_verify(module(nested, aliases=ALIASES))


@pytest.mark.parametrize(
    ("warps", "threads_line", "expected"),
    [
        (8, "", "Layout has 4 warps per CTA, but the context requires 8 warps per CTA."),
        (4, "64", "Layout has 32 threads per warp, but the module specifies 64 threads per warp."),
    ],
)
def test_ttg_layout_diagnostic_is_libtriton_s(warps: int, threads_line: str, expected: str) -> None:
    """The wording (operand text included) equals libtriton's, for a ttg op."""
    text = module(chain(1), warps=warps, aliases=ALIASES)
    if threads_line:
        text = text.replace(
            '"ttg.threads-per-warp" = 32', f'"ttg.threads-per-warp" = {threads_line}'
        )
    with pytest.raises(OracleError) as theirs:
        run_cpp_pipeline(text, [])
    with pytest.raises(DiagnosticError) as ours:
        parse_and_verify(text)
    message = ours.value.message
    assert expected in message
    assert message.startswith("Operand 0 (<block argument> of type 'tensor<64x64xf32, #ttg.blocked")
    assert message in theirs.value.diagnostics


# ---------------------------------------------------------------------------------------
# CGALayout must be surjective (libtriton aborts; we give a located error)
# ---------------------------------------------------------------------------------------


def cga_module(cga: str, ctas: int, encoding: str = "blocked") -> str:
    if encoding == "blocked":
        layout = (
            "#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], "
            f"order = [1, 0], CGALayout = {cga}}}>"
        )
        arg = "tensor<64x64xf32, #layout>"
    else:
        layout = f"#ttg.swizzled_shared<{{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0], CGALayout = {cga}}}>"  # noqa: E501
        arg = "!ttg.memdesc<64x64xf32, #layout, #ttg.shared_memory>"
    return (
        f"#layout = {layout}\n"
        f'module attributes {{"ttg.num-ctas" = {ctas} : i32, "ttg.num-warps" = 4 : i32, '
        '"ttg.threads-per-warp" = 32 : i32} {\n'
        f"  tt.func @f(%arg0: {arg}) {{\n    tt.return\n  }}\n}}\n"
    )


def libtriton_parse_in_child(text: str, tmp_path) -> tuple[int, str]:
    """Parse (and verify) ``text`` with libtriton in a child process, which an abort ends:
    (exit status, stderr). (The oracle's isolated mode loses the child's stderr there.)"""
    path = tmp_path / "input.mlir"
    path.write_text(text)
    code = (
        "import sys\n"
        "from triton._C.libtriton import ir, nvidia\n"
        "ctx = ir.context(); ir.load_dialects(ctx); nvidia.load_dialects(ctx)\n"
        "ir.parse_mlir_module(sys.argv[1], ctx)\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code, str(path)], capture_output=True, text=True, check=False
    )
    return proc.returncode, proc.stderr


CGA_CASES = [
    # (bases, CTAs, encoding, surjective)
    ("[[2, 0], [0, 2]]", 4, "blocked", False),
    ("[[3, 0]]", 2, "blocked", False),
    ("[[0, 2]]", 2, "shared", False),
    ("[[1, 0], [0, 1]]", 4, "blocked", True),
    ("[[1, 0], [2, 0]]", 4, "blocked", True),
    ("[[0, 1], [0, 0]]", 4, "shared", True),
]


@pytest.mark.parametrize(("cga", "ctas", "encoding", "surjective"), CGA_CASES)
def test_non_surjective_cga_layout(
    cga: str, ctas: int, encoding: str, surjective: bool, tmp_path
) -> None:
    text = cga_module(cga, ctas, encoding)
    rc, stderr = libtriton_parse_in_child(text, tmp_path)
    if surjective:
        assert rc == 0, stderr  # libtriton accepts it ...
        parse_and_verify(text)  # ... and so do we
        return
    # libtriton: LLVM ERROR, the process aborts; we: a located parse error.
    assert rc != 0 and "LLVM ERROR: Layout is expected to be surjective" in stderr
    with pytest.raises(DiagnosticError) as ours:
        parse_module(text, make_context(), "input.mlir")
    pos = ours.value.position()
    assert pos is not None and pos.filename.data == "input.mlir"
    assert (pos.line.data, pos.column.data) == (1, text.index("[[", text.index("CGALayout")) + 1)
    assert f"'CGALayout' = {cga} is expected to be surjective" in ours.value.message


def test_non_surjective_cga_layout_cli(tmp_path) -> None:
    """gluon-opt prints file:line:col and exits 1, with no traceback."""
    path = tmp_path / "cga.mlir"
    path.write_text(cga_module("[[2, 0], [0, 2]]", 4))
    proc = subprocess.run(
        [sys.executable, "-m", "gluon_opt.tools.gluon_opt", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 1
    assert f"{path}:1:" in proc.stderr and "error: 'CGALayout'" in proc.stderr
    assert "Traceback" not in proc.stderr


# ---------------------------------------------------------------------------------------
# Other dialect divergences listed in docs/divergences.md ("Dialects and verifiers")
# ---------------------------------------------------------------------------------------

HEADER = (
    'module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, '
    '"ttg.threads-per-warp" = 32 : i32} {\n'
)


def one_arg_module(alias: str, arg_type: str, body: str = "", header: str = HEADER) -> str:
    return f"{alias}\n{header}  tt.func @f(%arg0: {arg_type}) {{\n{body}    tt.return\n  }}\n}}\n"


def test_nvmma_shared_without_element_bit_width_reads_as_16_bits() -> None:
    """libtriton leaves elementBitWidth uninitialised (it accepts and prints whatever the
    stack held); we read it as 16 and print what libtriton prints for an explicit 16."""
    alias = "#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false%s}>"
    memdesc = "!ttg.memdesc<64x64xf16, #shared, #ttg.shared_memory>"
    text = one_arg_module(alias % "", memdesc)
    assert "elementBitWidth = " in run_cpp_pipeline(text, [])  # accepted, some value
    explicit = one_arg_module(alias % ", elementBitWidth = 16", memdesc)
    ours = print_module(parse_module(text, make_context(), "input.mlir"))
    assert ours == run_cpp_pipeline(explicit, [])


def test_nvmma_shared_without_swizzling_byte_width_is_an_error() -> None:
    """Also uninitialised in libtriton (a different value every run); no test omits it."""
    text = one_arg_module(
        "#shared = #ttg.nvmma_shared<{transposed = false, elementBitWidth = 16}>",
        "!ttg.memdesc<64x64xf16, #shared, #ttg.shared_memory>",
    )
    assert "swizzlingByteWidth = " in run_cpp_pipeline(text, [])  # accepted, some value
    with pytest.raises(DiagnosticError, match="missing 'swizzlingByteWidth'") as ours:
        parse_module(text, make_context(), "input.mlir")
    pos = ours.value.position()
    assert pos is not None and (pos.line.data, pos.column.data) == (1, text.index("<{") + 1)


def test_amd_mfma_without_is_transposed_defaults_to_false() -> None:
    """libtriton reads an uninitialised bool; we default to false."""
    from gluon_opt.dialects.text.printer import print_module

    text = one_arg_module(
        "#mma = #ttg.amd_mfma<{version = 2, warpsPerCTA = [2, 2], instrShape = [32, 32, 8]}>",
        "tensor<64x64xf32, #mma>",
    )
    mod = parse_module(text, make_context(), "input.mlir")
    verify(mod)
    arg_type = next(iter(mod.walk())).body.block.first_op.args[0].type
    assert arg_type.encoding.isTransposed is False
    assert "instrShape = [32, 32, 8], isTransposed = false}>" in print_module(mod)
    run_cpp_pipeline(text, [])  # libtriton accepts it too


def test_amd_layouts_get_the_lane_and_warp_checks() -> None:
    """An amd_mfma tensor (64 lanes) in a 32-lane module: rejected by libtriton and by us,
    with the same message."""
    text = one_arg_module(
        "#mma = #ttg.amd_mfma<{version = 2, warpsPerCTA = [4, 2], instrShape = [32, 32, 8], "
        "isTransposed = false}>",
        "tensor<64x64xf32, #mma>",
        "    %0 = ttg.convert_layout %arg0 : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>\n",
    )
    with pytest.raises(OracleError) as theirs:
        run_cpp_pipeline(text, [])
    with pytest.raises(DiagnosticError) as ours:
        parse_and_verify(text)
    assert "Layout has 64 threads per warp" in theirs.value.diagnostics
    assert ours.value.message in theirs.value.diagnostics


def test_padded_shared_stray_key_is_reported_as_libtriton_does() -> None:
    """libtriton reports the stray key of the offset/block form without failing, then builds
    the layout and accepts the module; so do we (the report goes to the caller's list of
    diagnostics: test_reported_errors.py) and print the same layout."""
    text = one_arg_module(
        "#shared = #ttg.padded_shared<[4:+4] {offset = [[1], [2], [4], [8], [16], [32]], "
        "block = [], zeta = 1}>",
        "!ttg.memdesc<64xf16, #shared, #ttg.shared_memory>",
    )
    expected = run_cpp_pipeline(text, [])
    assert "#ttg.padded_shared" in expected  # accepted after the report
    reported: list[DiagnosticError] = []
    ours = print_module(parse_module(text, make_context(), "input.mlir", diagnostics=reported))
    assert [d.message for d in reported] == ['Unexpected attribute "zeta" found']
    assert libtriton_print(ours, False) == libtriton_print(expected, False)


def test_warp_group_dot_without_num_warps_is_an_error() -> None:
    """WarpGroupDotOp::verify calls lookupNumWarps, which reports and then aborts without
    ttg.num-warps; but the tensor-layout trait runs first and reports the missing attribute
    as a plain error, in libtriton and in gluon-opt alike (ours would stop at the op's own
    error if it were reached)."""
    alias = (
        "#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], "
        "instrShape = [16, 64, 16]}>\n"
        "#sh = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, "
        "elementBitWidth = 16}>\n#smem = #ttg.shared_memory"
    )
    a, b = "!ttg.memdesc<64x32xf16, #sh, #smem>", "!ttg.memdesc<32x64xf16, #sh, #smem>"
    text = (
        f"{alias}\n"
        'module attributes {"ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {\n'
        f"  tt.func @f(%a: {a}, %b: {b}, %c: tensor<64x64xf32, #mma>) {{\n"
        f"    %0 = ttng.warp_group_dot %a, %b, %c : {a} * {b} -> tensor<64x64xf32, #mma>\n"
        "    tt.return\n  }\n}\n"
    )
    rc, stderr = libtriton_parse_in_child_text(text)
    assert rc != 0 and "LLVM ERROR" not in stderr
    with pytest.raises(DiagnosticError) as ours:
        parse_and_verify(text)
    assert ours.value.message.endswith(
        "has an invalid layout: Could not determine the number of warps per CTA. Operation "
        "is not in a context with `ttg.num-warps`."
    )
    assert ours.value.message in stderr


def libtriton_parse_in_child_text(text: str) -> tuple[int, str]:
    import tempfile
    from pathlib import Path

    with tempfile.TemporaryDirectory() as tmp:
        return libtriton_parse_in_child(text, Path(tmp))
