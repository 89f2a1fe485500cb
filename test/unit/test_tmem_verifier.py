"""The verifiers of ``ttng.tmem_store``, ``tmem_alloc`` and ``tmem_load`` reject a register
layout that no tcgen05 message moves, as libtriton 3.6.0's do, with the same error and the same
notes (the layout it got, then each layout that would work: dialects/tmem_access.py).

libtriton's parser reports only the error line of a failed verification, without its notes.
Its ``verify`` binding prints them, so the child process below parses a valid module, makes it
invalid by pointing the tensor-memory op at another function argument
(``replace_all_uses_with``), and verifies; gluon-opt reads that same invalid module as text.
"""

from __future__ import annotations

import re
import subprocess
import sys
import textwrap

import pytest
from gluon_opt.tools.gluon_opt import Diagnostic, Timing, parse_args, process_chunk
from gluon_opt.tools.oracle import OracleCrash, run_cpp_pipeline

# Run in a child: a libtriton assertion must not end the test process.
_CPP_VERIFY = textwrap.dedent(
    """
    import sys
    from triton._C.libtriton import ir, nvidia
    ctx = ir.context()
    ir.load_dialects(ctx)
    nvidia.load_dialects(ctx)
    mod = ir.parse_mlir_module(sys.argv[1], ctx)
    f = mod.get_function("f")
    f.args(int(sys.argv[2])).replace_all_uses_with(f.args(int(sys.argv[3])))
    sys.exit(0 if mod.verify() else 3)
    """
)

_DIAGNOSTIC = re.compile(r"^\S+:\d+:\d+: (error|note): (.*)$")

_MODULE = """\
#tmem = {tmem}
module attributes {{"ttg.num-warps" = {warps} : i32, "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func public @f(%m: {memdesc}, %x: {tensor}, %other: {other}, %p: i1) {{
    {op}
    tt.return
  }}
}}
"""


def _blocked(spt, tpw, wpc, order) -> str:
    return (
        f"#ttg.blocked<{{sizePerThread = {spt}, threadsPerWarp = {tpw}, "
        f"warpsPerCTA = {wpc}, order = {order}}}>"
    )


def _case(kind: str, warps: int, shape: str, dtype: str, tmem: str, good: str, bad: str):
    """(the valid module, argument numbers to swap, the invalid module as text).

    A store or alloc: ``%x`` has the layout ``good`` (one a message moves), ``%other`` the
    layout ``bad``; the op uses ``%x`` and is then made to use ``%other``. A load: its result
    has the layout ``good``; it reads ``%m`` and is then made to read ``%other``, a buffer
    with the tensor-memory encoding ``bad``."""
    memdesc = f"!ttg.memdesc<{shape}x{dtype}, #tmem, #ttng.tensor_memory, mutable>"
    tensor = f"tensor<{shape}x{dtype}, {good}>"
    if kind == "load":
        other = memdesc.replace("#tmem", bad)
        op = "%r = ttng.tmem_load VALUE : TYPE -> " + tensor
        valid, invalid = ("%m", memdesc), ("%other", other)
        swap = (0, 2)
    else:
        other = f"tensor<{shape}x{dtype}, {bad}>"
        immutable = memdesc.replace(", mutable", "")
        op = {
            "store": "ttng.tmem_store VALUE, %m, %p : TYPE -> " + memdesc,
            "alloc": "%a = ttng.tmem_alloc VALUE : (TYPE) -> " + immutable,
        }[kind]
        valid, invalid = ("%x", tensor), ("%other", other)
        swap = (1, 2)

    def module(value: str, value_type: str) -> str:
        return _MODULE.format(
            tmem=tmem,
            warps=warps,
            memdesc=memdesc,
            tensor=tensor,
            other=other,
            op=op.replace("VALUE", value).replace("TYPE", value_type),
        )

    return module(*valid), swap, module(*invalid)


TMEM_F32 = "#ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>"
TMEM_F16 = "#ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 2>"
TMEM_F16_PACKED = "#ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>"
ROWS_4 = _blocked("[1, 128]", "[32, 1]", "[4, 1]", "[0, 1]")
ROWS_8 = _blocked("[1, 64]", "[32, 1]", "[4, 2]", "[0, 1]")
ROWS_4_N64 = _blocked("[1, 64]", "[32, 1]", "[4, 1]", "[0, 1]")
TILED_4 = _blocked("[1, 4]", "[4, 8]", "[4, 1]", "[1, 0]")
TILED_8 = _blocked("[1, 4]", "[4, 8]", "[8, 1]", "[1, 0]")

CASES = {
    "store-f32-4-warps": _case("store", 4, "128x128", "f32", TMEM_F32, ROWS_4, TILED_4),
    "store-f32-8-warps-split-m": _case("store", 8, "128x128", "f32", TMEM_F32, ROWS_8, TILED_8),
    "store-f16-unpacked": _case("store", 4, "128x64", "f16", TMEM_F16, ROWS_4_N64, TILED_4),
    "store-f16-packed": _case("store", 4, "128x64", "f16", TMEM_F16_PACKED, ROWS_4_N64, TILED_4),
    "alloc-f32": _case("alloc", 4, "128x128", "f32", TMEM_F32, ROWS_4, TILED_4),
    "load-f32-block-m-64": _case(
        "load",
        4,
        "128x128",
        "f32",
        TMEM_F32,
        ROWS_4,
        "#ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>",
    ),
}


def _cpp_diagnostics(tmp_path, valid: str, swap: tuple[int, int]) -> list[tuple[str, str]]:
    path = tmp_path / "in.mlir"
    path.write_text(valid)
    child = subprocess.run(
        [sys.executable, "-c", _CPP_VERIFY, str(path), *map(str, swap)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert child.returncode == 3, child.stderr
    return [m.groups() for line in child.stderr.splitlines() if (m := _DIAGNOSTIC.match(line))]


def _our_diagnostics(invalid: str) -> list[tuple[str, str]]:
    diagnostics: list[Diagnostic] = []
    out = process_chunk(
        invalid, "in.mlir", 0, parse_args(["in.mlir"]), diagnostics, Timing(), sys.stderr
    )
    assert out is None
    return [(d.severity, d.message) for d in diagnostics]


@pytest.mark.parametrize("name", CASES)
def test_error_and_notes_as_libtriton(tmp_path, name: str) -> None:
    valid, swap, invalid = CASES[name]
    expected = _cpp_diagnostics(tmp_path, valid, swap)
    assert expected[0][0] == "error" and len(expected) > 2, expected
    assert _our_diagnostics(invalid) == expected


@pytest.mark.parametrize("name", CASES)
def test_valid_modules_verify(name: str) -> None:
    """The same op on a layout a message moves is accepted (libtriton parses it too)."""
    valid, _, _ = CASES[name]
    diagnostics: list[Diagnostic] = []
    out = process_chunk(
        valid, "in.mlir", 0, parse_args(["in.mlir"]), diagnostics, Timing(), sys.stderr
    )
    assert out is not None and not diagnostics


def test_error_is_located_at_the_op() -> None:
    _, _, invalid = CASES["store-f32-4-warps"]
    diagnostics: list[Diagnostic] = []
    process_chunk(invalid, "in.mlir", 0, parse_args(["in.mlir"]), diagnostics, Timing(), sys.stderr)
    line = invalid.splitlines().index(
        next(text for text in invalid.splitlines() if "ttng.tmem_store" in text)
    )
    assert (diagnostics[0].line, diagnostics[0].col) == (line + 1, 5)


def test_fewer_than_four_warps_is_a_located_error() -> None:
    """docs/divergences.md: libtriton's verifier reads warp bases the layout does not have
    (assertion, abort); ours stops at the op with a located error."""
    _, _, invalid = _case(
        "store",
        2,
        "128x64",
        "f32",
        "#ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>",
        ROWS_4_N64,
        _blocked("[1, 4]", "[4, 8]", "[2, 1]", "[1, 0]"),
    )
    with pytest.raises(OracleCrash):
        run_cpp_pipeline(invalid, [], isolated=True)
    diagnostics = _our_diagnostics(invalid)
    assert diagnostics[0][0] == "error" and "groups of 4 warps" in diagnostics[0][1]
