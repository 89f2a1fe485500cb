"""The hand-back form (``print_module(for_libtriton=True)``) against the canonical form.

The embedding hands our module back to libtriton as text only libtriton's parser reads:
printed without aliases, with values numbered (``MLIRPrinter.hand_back``). libtriton must
parse it to the very module it parses from the canonical form: the same print, locations
included, and the same block-argument locations -- except those that neither text carries
(a loop's induction variable and iter_args), which the parser places where the argument
stands in the file it reads, and the embedding puts back (``tools/embed.py``). The same holds
for the hand-back that writes the alias definitions of the text the module was parsed from
and their names (``print_hand_back(module, source)``).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.dialects.text.printer import MLIRPrinter, print_hand_back, print_module
from test_printer import CASES

pytest.importorskip("triton._C.libtriton")

CORPUS = Path(__file__).resolve().parents[1] / "corpus"


def _sample() -> list[Path]:
    """The largest file of every corpus case: each pipeline stage's IR appears in some."""
    cases = sorted(path for path in CORPUS.iterdir() if path.is_dir())
    return [max(case.glob("*.mlir"), key=lambda p: (p.stat().st_size, p.name)) for case in cases]


SAMPLE = _sample()


def parse_with_source(text: str, name: str):
    """Our module of ``text`` and its alias definitions (``parse_module``'s
    ``source_aliases``) as the embedding hands them to ``print_hand_back``, or None for them
    where the parse did not read them from the text."""
    from gluon_opt.tools.embed import readable_source

    found: list = []  # (benchmarks/handback_print_checkouts.py imports this file with older trees)
    module = parse_module(text, make_context(), name, source_aliases=found)
    return module, (readable_source(found[0]) if found else None)


def canonical_for_libtriton(module) -> str:
    """The text handed back before the hand-back form: libtriton's own print (aliases,
    SSA names, comments), in the spelling its parser reads."""
    printer = MLIRPrinter(print_debuginfo=True, libtriton_readable=True)
    return printer.top_level_text(module)


@pytest.fixture(scope="module")
def libtriton_context():
    # the modules do not keep their context alive: the test does
    from gluon_opt.tools.cpp_pipeline import make_context as libtriton_context

    return libtriton_context()


def libtriton_view(text: str, path: Path, context) -> tuple[str, list[list[str]]]:
    """libtriton's print of ``text`` parsed from ``path``, and its block-argument locations
    (blocks in walk order) but those at a place in ``path`` itself."""
    from gluon_opt.tools.embed import block_arg_locations
    from triton._C.libtriton import ir

    path.write_text(text)
    mod = ir.parse_mlir_module(str(path), context)
    in_text = f'loc("{path}":'
    locs = [
        [str(loc) for loc in block if not str(loc).startswith(in_text)]
        for block in block_arg_locations(mod)
    ]
    return str(mod), locs


def _assert_same_module(text: str, name: str, tmp_path: Path, context) -> None:
    module = parse_module(text, make_context(), name)
    canonical = canonical_for_libtriton(module)
    handed = print_module(module, debuginfo=True, for_libtriton=True)
    # the same file for both: a location the parser makes names it
    path = tmp_path / name
    want = libtriton_view(canonical, path, context)
    got = libtriton_view(handed, path, context)
    assert got[0] == want[0]
    assert got[1] == want[1]
    # with the text's own alias definitions, where the parse read them from the text
    module, source = parse_with_source(text, name)
    if source is not None:
        reused, _ = print_hand_back(module, source)
        assert libtriton_view(reused, path, context) == want


def test_the_sample_covers_the_corpus() -> None:
    assert len(SAMPLE) > 50


@pytest.mark.parametrize("path", SAMPLE, ids=[f"{p.parent.name}/{p.name}" for p in SAMPLE])
def test_corpus_module_reads_back_the_same(path: Path, tmp_path: Path, libtriton_context) -> None:
    _assert_same_module(path.read_text(), path.name, tmp_path, libtriton_context)


@pytest.mark.parametrize("name", sorted(CASES))
def test_printer_case_reads_back_the_same(name: str, tmp_path: Path, libtriton_context) -> None:
    # blocks and successors, multi-result ops, NameLoc names, aliases of every kind
    _assert_same_module(CASES[name], "case.mlir", tmp_path, libtriton_context)


def test_hand_back_has_no_aliases_names_or_comments() -> None:
    module = parse_module(CASES["blocks"], make_context(), "case.mlir")
    handed = print_module(module, debuginfo=True, for_libtriton=True)
    canonical = canonical_for_libtriton(module)
    assert "#loc" in canonical and "// pred:" in canonical and "%arg0" in canonical
    assert "#loc" not in handed and "//" not in handed and "%arg" not in handed


def _defined_aliases(text: str) -> list[str]:
    return [line.split(" = ", 1)[0] for line in text.splitlines() if line[:1] in ("#", "!")]


def test_hand_back_with_source_aliases_writes_them_and_names_new_ones_apart(
    tmp_path: Path, libtriton_context
) -> None:
    path = max((CORPUS / "matmul_ptr-sm100-w4-c1").glob("*.mlir"), key=lambda p: p.stat().st_size)
    text = path.read_text()
    module, source = parse_with_source(text, path.name)
    assert source is not None and "#blocked" in source.names
    # an op whose types are other objects than those the text's aliases name (equal values:
    # a pass that rebuilds a layout): they get aliases of their own, under other names
    other = parse_module(text, make_context(), path.name)
    ours = [op for op in module.walk() if op.results and not op.regions]
    theirs = [op for op in other.walk() if op.results and not op.regions]
    assert [op.name for op in ours] == [op.name for op in theirs]
    for op, twin in zip(ours, theirs, strict=True):
        for result, twin_result in zip(op.results, twin.results, strict=True):
            result._type = twin_result.type
    handed = print_module(module, debuginfo=True, for_libtriton=True)
    reused, _ = print_hand_back(module, source)
    names = _defined_aliases(reused)
    assert len(names) == len(set(names)) and set(source.names) <= set(names)
    assert len(names) > len(source.names)  # the rebuilt layouts' own aliases
    assert "loc(#loc" in reused and "loc(#loc" not in handed
    target = tmp_path / path.name
    assert libtriton_view(reused, target, libtriton_context) == libtriton_view(
        handed, target, libtriton_context
    )
