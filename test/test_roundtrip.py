"""Round trip of the whole captured corpus (test/corpus/<case>/*.mlir) through OUR parser and
printer, compared byte for byte with libtriton's print of the same file, without locations
(``str_nodebug``) and with them (``str``); our output must also parse with libtriton again.

One test per corpus file, named after it. Regenerate the corpus with
``python test/corpus/capture.py``.
"""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest
from gluon_opt.tools.oracle import OracleError, libtriton_print

CORPUS = Path(__file__).resolve().parent / "corpus"
FILES = sorted(CORPUS.glob("*/*.mlir"))


def _diff(want: str, got: str, label: str, limit: int = 40) -> str:
    lines = list(
        difflib.unified_diff(
            want.splitlines(), got.splitlines(), "libtriton", "gluon-opt", lineterm="", n=1
        )
    )
    more = f"\n... {len(lines) - limit} more diff lines" if len(lines) > limit else ""
    return f"{label} differs from libtriton:\n" + "\n".join(lines[:limit]) + more


def _ours(text: str, name: str, debuginfo: bool, module_cache: dict) -> str:
    from gluon_opt.dialects.context import make_context
    from gluon_opt.dialects.text.parser import parse_module
    from gluon_opt.dialects.text.printer import print_module

    if "module" not in module_cache:
        module_cache["module"] = parse_module(text, make_context(), name)
    return print_module(module_cache["module"], debuginfo=debuginfo)


def test_corpus_is_present():
    assert len(FILES) > 100, "run python test/corpus/capture.py"


@pytest.mark.parametrize("path", FILES, ids=[f"{p.parent.name}/{p.name}" for p in FILES])
def test_roundtrip(path: Path):
    text = path.read_text()
    # Both sides get the same bare file name (used only by ops without a location).
    name = path.name
    problems: list[str] = []
    cache: dict = {}
    for debuginfo in (False, True):
        label = "print with locations" if debuginfo else "print without locations"
        want = libtriton_print(text, debuginfo=debuginfo, filename=name)
        try:
            got = _ours(text, name, debuginfo, cache)
        except Exception as e:  # report every kind of failure of our side, then move on
            problems.append(f"{label}: gluon-opt failed: {type(e).__name__}: {e}")
            break
        if got != want:
            problems.append(_diff(want, got, label))
        try:
            again = libtriton_print(got, debuginfo=debuginfo, filename=name)
        except OracleError as e:
            problems.append(f"{label}: libtriton cannot parse our output: {e}")
            continue
        if again != want:
            problems.append(_diff(want, again, f"libtriton's re-print of our {label}"))
    assert not problems, "\n\n".join(problems)
