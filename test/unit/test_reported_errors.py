"""Errors MLIR's parser reports and parses on past.

A dialect's attribute parser may call ``emitError`` and still return its attribute:
libtriton 3.6.0 does so for a `#ttg.padded_shared` that has a stray key beside `offset` and
`block`. MLIR's parser only fails on a null attribute, so the module is read, the error goes
to the diagnostic handler, and triton-opt (MLIR's MlirOptMain) prints the error, runs the
passes, writes the output and exits 0; with -verify-diagnostics the error is matched like any
other. gluon-opt reports and matches it the same way and prints the module, but exits 1 and
writes no -o file (docs/divergences.md, CLI row 3). Each test compares with what libtriton's
own parser reports for the same text.
"""
# ruff: noqa: E501 (MLIR text)

from __future__ import annotations

from pathlib import Path

import pytest
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.text.parser import ParseCache, parse_module
from gluon_opt.dialects.text.printer import print_module
from gluon_opt.tools.gluon_opt import main

pytest.importorskip("triton._C.libtriton")
from gluon_opt.tools.cpp_pipeline import CppError, CppModule  # noqa: E402
from gluon_opt.tools.oracle import libtriton_print  # noqa: E402

HEADER = 'module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {\n'
STRAY = "#ttg.padded_shared<[2:+1, 4:+2] {offset = [[1, 0], [2, 0]], block = [], order = [0, 1]}>"
ALLOC = "    %{n} = ttg.local_alloc : () -> !ttg.memdesc<4x1xf32, {enc}, #ttg.shared_memory, mutable>\n"

ALIASED = (
    f"#shared = {STRAY}\n"
    + HEADER
    + "  tt.func @f() {\n"
    + ALLOC.format(n=0, enc="#shared")
    + "    tt.return\n  }\n}\n"
)
# The same bad spelling inline on two lines: MLIR reads (and reports) it at each.
INLINE_TWICE = (
    HEADER
    + "  tt.func @f() {\n"
    + ALLOC.format(n=0, enc=STRAY)
    + ALLOC.format(n=1, enc=STRAY)
    + "    tt.return\n  }\n}\n"
)


def libtriton_reports(text: str, name: str) -> list[str]:
    """The errors libtriton's parser reports for ``text`` while still reading the module."""
    return [
        f"{name}:{d.line}:{d.col}: {d.severity}: {d.message}"
        for d in CppModule.parse(text, name).reported
    ]


def reported_lines(err: str) -> list[str]:
    return [line for line in err.splitlines() if ": error: " in line]


@pytest.mark.parametrize("text", [ALIASED, INLINE_TWICE], ids=["aliased", "inline-twice"])
@pytest.mark.parametrize("use_cpp", [[], ["--use-cpp=all"]], ids=["python", "libtriton"])
def test_error_printed_and_module_still_shown_but_the_run_fails(
    text: str, use_cpp: list[str], tmp_path: Path, capsys
) -> None:
    path = tmp_path / "in.mlir"
    path.write_text(text)
    expected = libtriton_reports(text, str(path))
    assert expected and all('Unexpected attribute "order" found' in e for e in expected)
    assert main([str(path), *use_cpp]) == 1
    captured = capsys.readouterr()
    assert reported_lines(captured.err) == expected
    # MLIR's source line and caret under each error, as for any other diagnostic
    assert captured.err.splitlines()[1] == text.splitlines()[int(expected[0].split(":")[1]) - 1]
    assert captured.out == libtriton_print(text)
    out = tmp_path / "out.mlir"
    assert main([str(path), *use_cpp, "-o", str(out)]) == 1
    assert not out.exists()


@pytest.mark.parametrize("use_cpp", [[], ["--use-cpp=all"]], ids=["python", "libtriton"])
def test_verify_diagnostics_matches_the_reported_error(
    use_cpp: list[str], tmp_path: Path, capsys
) -> None:
    expecting = '// expected-error@+1 {{Unexpected attribute "order" found}}\n' + ALIASED
    path = tmp_path / "expect.mlir"
    path.write_text(expecting)
    assert main([str(path), "-verify-diagnostics", *use_cpp]) == 0
    assert capsys.readouterr().err == ""
    path.write_text(ALIASED)
    assert main([str(path), "-verify-diagnostics", *use_cpp]) == 1
    assert 'error: unexpected error: Unexpected attribute "order" found' in capsys.readouterr().err


def test_a_later_fatal_error_follows_it_and_nothing_is_written(tmp_path: Path, capsys) -> None:
    text = ALIASED.replace("    tt.return", "    %1 = arith.nope\n    tt.return")
    path = tmp_path / "in.mlir"
    path.write_text(text)
    out = tmp_path / "out.mlir"
    assert main([str(path), "-o", str(out)]) == 1
    with pytest.raises(CppError) as theirs:
        CppModule.parse(text, str(path))
    expected = [f"{path}:{d.line}:{d.col}: {d.severity}: {d.message}" for d in theirs.value.diagnostics]
    assert len(expected) == 2 and "Unexpected attribute" in expected[0]
    assert reported_lines(capsys.readouterr().err) == expected
    assert not out.exists()


def test_parse_module_keeps_them_in_the_callers_list_or_raises_the_first() -> None:
    ctx = make_context()
    reported: list[DiagnosticError] = []
    module = parse_module(INLINE_TWICE, ctx, "in.mlir", diagnostics=reported)
    assert [(d.message, d.position().line.data) for d in reported] == [
        ('Unexpected attribute "order" found', 3),
        ('Unexpected attribute "order" found', 4),
    ]
    assert print_module(module) == libtriton_print(INLINE_TWICE)
    with pytest.raises(DiagnosticError, match='Unexpected attribute "order" found'):
        parse_module(INLINE_TWICE, ctx, "in.mlir")


def test_a_shared_parse_cache_does_not_hide_them() -> None:
    # The cache shares alias definitions and types between modules by their text: one
    # that was reported must be read, and reported, again in the next module.
    ctx, cache = make_context(), ParseCache()
    for _ in range(2):
        reported: list[DiagnosticError] = []
        parse_module(ALIASED, ctx, "in.mlir", cache=cache, diagnostics=reported)
        assert [d.message for d in reported] == ['Unexpected attribute "order" found']
