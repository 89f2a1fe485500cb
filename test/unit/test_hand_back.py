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


# -- the hand-back that writes the ops the passes left alone as libtriton's text has them
# (print_hand_back's ``reuse``, chosen by embed.ops_kept and embed.hand_back_reuse)

LOOP = CORPUS / "matmul_tma_host-sm90-w4-c1" / "12-tritongpu-prefetch.mlir"


class _Noted:
    """Our module of a libtriton text, with what the embedding keeps of the parse (the
    alias definitions, the ops' lines and the names) and its snapshot."""

    def __init__(self, path: Path) -> None:
        from gluon_opt.tools import embed

        self.text = path.read_text()
        self.ctx = make_context()
        aliases: list = []
        ops: list = []
        self.module = parse_module(
            self.text, self.ctx, path.name, source_aliases=aliases, source_ops=ops
        )
        self.source = embed.readable_source(aliases[0])
        self.ops = ops[0]
        self.before = embed.snapshot(self.module)

    def op(self, line_start: str):
        """The op written on the line that starts (after its indentation) so."""
        for op, start, _ in self.ops.lines:
            if self.ops.text.startswith(line_start, start):
                return op
        raise LookupError(line_start)

    def kept(self) -> list | None:
        from gluon_opt.tools import embed

        return embed.ops_kept(self.module, self.before)

    def prints(self) -> tuple[str, str]:
        """The hand-back reusing the text's lines, and the one printed whole."""
        from gluon_opt.tools import embed

        reuse = embed.hand_back_reuse(self.kept(), self.ops)
        assert reuse is not None
        reused, _ = print_hand_back(self.module, self.source, reuse)
        whole, _ = print_hand_back(self.module, self.source)
        return reused, whole


def _same_for_libtriton(noted: _Noted, tmp_path: Path, context) -> str:
    reused, whole = noted.prints()
    path = tmp_path / "hand-back.mlir"
    assert libtriton_view(reused, path, context) == libtriton_view(whole, path, context)
    return reused


def test_the_parse_notes_every_name_and_the_line_of_each_op_without_regions() -> None:
    noted = _Noted(LOOP)
    named = {id(value) for _, values in noted.ops.names for value in values}
    lines = {id(op): noted.ops.text[start:end] for op, start, end in noted.ops.lines}
    for op in noted.module.walk():
        for value in [*op.results, *(a for r in op.regions for b in r.blocks for a in b.args)]:
            assert id(value) in named
        if not op.regions and op is not noted.module:
            line = lines[id(op)]
            assert "\n" not in line and line.endswith(")") and op.name in line
    # the types by their spellings: the very objects of the module
    barriers = noted.op("%acc_15 = ttg.local_alloc").results[0].type
    assert noted.ops.types["!ttg.memdesc<3x1xi64, #shared1, #smem, mutable>"] is barriers


def test_unchanged_lines_are_the_texts_and_new_values_take_names_it_does_not_use(
    tmp_path: Path, libtriton_context
) -> None:
    noted = _Noted(LOOP)
    assert noted.kept() is None  # nothing changed: nothing to hand back
    subi = noted.op("%acc_30 = arith.subi")
    twin = subi.clone()  # a new op: new results, the same operands
    subi.parent.insert_op_before(twin, subi)
    reused = _same_for_libtriton(noted, tmp_path, libtriton_context)
    text_lines = set(noted.text.splitlines())
    assert "      %acc_31 = arith.cmpi slt, %acc_27, %acc_30 : i32 loc(#loc19)" in reused
    new = [line for line in reused.splitlines() if "arith.subi" in line and line not in text_lines]
    assert len(new) == 1
    name = new[0].split()[0]
    assert name.startswith("%") and all(name[1:] != text for text, _ in noted.ops.names)


def _other_pendings(wait) -> None:
    from xdsl.dialects.builtin import IntegerAttr

    wait.properties["pendings"] = IntegerAttr(2, 32)


def _new_first_result(wait) -> None:
    # as a pass changing the first result's type (here to the same one): a new value in
    # its place, the other two the text's `%acc_41#1` and `%acc_41#2`
    from xdsl.rewriter import Rewriter

    Rewriter.replace_value_with_new_type(wait.results[0], wait.results[0].type)


@pytest.mark.parametrize("change", [_other_pendings, _new_first_result])
def test_a_result_group_printed_again_keeps_its_name_and_its_users_their_lines(
    change, tmp_path: Path, libtriton_context
) -> None:
    noted = _Noted(LOOP)
    wait = noted.op("%acc_41:3 = ttng.warp_group_dot_wait")
    change(wait)
    assert wait not in noted.kept()
    reused = _same_for_libtriton(noted, tmp_path, libtriton_context)
    assert "%acc_41:3 = ttng.warp_group_dot_wait" in reused
    assert "scf.yield %acc_41#0, %acc_44, %acc_34, %acc_36 : " in reused


def test_constants_in_another_order_in_their_block_keep_their_lines(
    tmp_path: Path, libtriton_context
) -> None:
    noted = _Noted(LOOP)
    first = noted.op("%c3_i32 = arith.constant 3")
    last = noted.op("%c64_i32 = arith.constant 64")
    last.detach()
    first.parent.insert_op_before(last, first)  # as the greedy driver hoists constants
    kept = noted.kept()
    assert kept is not None and last in kept and first in kept
    reused = _same_for_libtriton(noted, tmp_path, libtriton_context)
    assert "    %c64_i32 = arith.constant 64 : i32 loc(#loc2)\n    %c3_i32 = " in reused


def test_users_of_a_value_whose_type_changed_are_not_kept() -> None:
    from xdsl.dialects.builtin import i64

    noted = _Noted(LOOP)
    subi = noted.op("%acc_30 = arith.subi")
    subi.results[0]._type = i64  # as a pass changing a type in place (the text writes it)
    kept = noted.kept()
    assert kept is not None
    assert subi not in kept and noted.op("%acc_31 = arith.cmpi") not in kept
    assert noted.op("%acc_32 = arith.addi") in kept


def test_an_op_moved_to_another_block_stops_the_reuse() -> None:
    from gluon_opt.tools import embed

    noted = _Noted(LOOP)
    constant = noted.op("%c3_i32 = arith.constant 3")
    body_first = noted.op("%acc_30 = arith.subi")
    constant.detach()
    body_first.parent.insert_op_before(constant, body_first)
    # the text's names stay unique in view only where every op stays in its block
    assert noted.kept() == []
    assert embed.hand_back_reuse(noted.kept(), noted.ops) is None


REUSE_FLAGS = (
    "triton-nvidia-gpu-plan-cta",
    "triton-nvidia-tma-lowering",
    "triton-nvidia-gpu-fence-insertion",
    "tritongpu-remove-layout-conversions",
    "tritongpu-coalesce",
)


@pytest.mark.parametrize("flag", REUSE_FLAGS)
def test_lines_reused_after_a_pass_read_back_the_same(
    flag: str, tmp_path: Path, libtriton_context
) -> None:
    from gluon_opt.passes.registry import create_pass
    from gluon_opt.tools import embed
    from pass_inputs import corpus_inputs

    handed_back = reused_lines = 0
    for path in sorted(set(corpus_inputs(flag))):  # the first 6 that the pass changes
        noted = _Noted(path)
        create_pass(flag, {}).apply(noted.ctx, noted.module)
        reuse = embed.hand_back_reuse(noted.kept(), noted.ops)
        if reuse is None:
            continue  # unchanged, or an op moved: printed whole
        handed_back += 1
        reused_lines += len(reuse.lines)
        _same_for_libtriton(noted, tmp_path, libtriton_context)
        if handed_back == 6:
            break
    assert reused_lines > 0
