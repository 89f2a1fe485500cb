"""The parser's first-sight paths for attributes, types and the alias table (read_text hooks
of layouts and dialect types, MLIRParser.read_alias_table) build what the parse hooks and
xDSL's parser build: equal attributes that hash and print alike, the same module print, and
the same errors, located alike, for anything they do not read."""

from __future__ import annotations

import random
import re
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.layout import encodings as L
from gluon_opt.dialects.layout.linear import LinearLayout, _rref, standard_out_dim_names
from gluon_opt.dialects.text import parser as P
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.text.parser import MLIRParser, ParseCache, parse_module
from gluon_opt.dialects.text.printer import attribute_text, print_module
from xdsl.ir import Attribute

sys.path.insert(0, str(Path(__file__).parent))
from test_layouts_syntax import BAD  # noqa: E402

CORPUS = Path(__file__).parents[1] / "corpus"

_BLOCKED = (
    "#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], "
    "order = [1, 0]}>"
)
_MMA = (
    "#ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], "
    "instrShape = [16, 64, 16]}>"
)
_SHARED = (
    "#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>"
)

# Spellings libtriton prints, each read by a read_text hook.
ATTRIBUTES = [
    _BLOCKED,
    "#ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], "
    "order = [0], CGALayout = [[1], [2]]}>",
    "#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], "
    "order = [1, 0], CGALayout = [[0, 1], [0, 0]]}>",
    _MMA,
    "#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], "
    "CGALayout = [[1, 0]], instrShape = [16, 8]}>",
    f"#ttg.slice<{{dim = 1, parent = {_BLOCKED}}}>",
    f"#ttg.dot_op<{{opIdx = 0, parent = {_MMA}, kWidth = 2}}>",
    f"#ttg.dot_op<{{opIdx = 1, parent = {_BLOCKED}}}>",
    "#ttg.linear<{register = [[0, 1], [0, 2]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], "
    "[16, 0]], warp = [[0, 4], [0, 8]], block = []}>",
    "#ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>",
    "#ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], "
    "CGALayout = [[1]]}>",
    _SHARED,
    "#ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 8, "
    "fp4Padded = true, rank = 3}>",
    "#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, "
    "CGALayout = [[0, 1, 0]]}>",
    "#ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>",
    "#ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 2, CTASplitM = 2, "
    "twoCTAs = true>",
    "#ttng.tensor_memory_scales_encoding<CTASplitN = 2>",
    "#ttg.shared_memory",
    "#ttng.tensor_memory",
    "#gluon.auto_encoding",
    "#gluon.coalesced_encoding",
]
TYPES = [
    "!tt.ptr<f32>",
    "!tt.ptr<i8, 3>",
    "!tt.ptr<!tt.ptr<f16>>",
    "!tt.tensordesc<tensor<64x64xf16>>",
    f"!tt.tensordesc<tensor<64x64xf16, {_SHARED}>>",
    f"!ttg.memdesc<128x64xf16, {_SHARED}, #ttg.shared_memory>",
    f"!ttg.memdesc<128x64xf16, {_SHARED}, #ttg.shared_memory, mutable>",
    f"!ttg.memdesc<128x64xf16, {_SHARED}, #ttg.shared_memory, mutable, 3x128x64>",
    f"!ttg.memdesc<128x64xf16, {_SHARED}, #ttg.shared_memory, 2x128x64>",
    "!ttg.memdesc<128x64xf32, #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, "
    "colStride = 1>, #ttng.tensor_memory, mutable>",
    "!ttg.async.token",
    f"tensor<128x!tt.ptr<f32>, #ttg.slice<{{dim = 0, parent = {_BLOCKED}}}>>",
]


@contextmanager
def _without_fast_paths() -> Iterator[None]:
    """The parser as it was before the read_text hooks and the alias table read at once."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(MLIRParser, "_dialect_value_at", lambda self, start, is_type: None)
        patch.setattr(MLIRParser, "read_alias_table", lambda self: None)
        yield


def _read(text: str, is_type: bool) -> tuple[Attribute, MLIRParser]:
    parser = MLIRParser(make_context(), text, "in.mlir")
    parser.start()
    attr = parser.parse_type() if is_type else parser.parse_attribute()
    assert parser._current_token.span.start == len(text)
    return attr, parser


@pytest.mark.parametrize(
    "text,is_type", [(text, False) for text in ATTRIBUTES] + [(text, True) for text in TYPES]
)
def test_read_text_builds_what_the_parse_hook_builds(text: str, is_type: bool) -> None:
    fast, parser = _read(text, is_type)
    assert parser._dialect_values  # read by a read_text hook
    with _without_fast_paths():
        slow, _ = _read(text, is_type)
    assert type(fast) is type(slow)
    assert fast == slow and hash(fast) == hash(slow)
    assert attribute_text(fast) == attribute_text(slow)


def _outcome(text: str) -> str:
    """The module's print (with locations), or its error, located."""
    try:
        module = parse_module(text, make_context(), "in.mlir", cache=ParseCache())
    except DiagnosticError as err:
        return f"error at {attribute_text(err.loc)}: {err.message}"
    return print_module(module, debuginfo=True)


def _same_both_ways(text: str) -> str:
    fast = _outcome(text)
    with _without_fast_paths():
        assert _outcome(text) == fast
    return fast


# Texts the read_text hooks do not read exactly (other spacing) or that are invalid (True):
# the parse hook reads them, and reports the error, as before.
OTHER_TYPES = {
    "!tt.ptr<f32, -1>": True,
    "!tt.ptr<f32, 1 >": False,
    "!tt.ptr<f32,3>": False,
    "!tt.tensordesc<i32>": True,
    "!ttg.memdesc<f16, #shared, #ttg.shared_memory>": True,
    "!ttg.memdesc<128x3xf16, #shared, #ttg.shared_memory>": True,
    "!ttg.memdesc<128x64xf16, #shared, #ttg.shared_memory, mutable, 64x64>": True,
    "!ttg.memdesc<128x64xf16, #shared, #ttg.shared_memory, mutabl>": True,
    "!ttg.memdesc<128x64xf16, #undefined, #ttg.shared_memory>": True,
    "!ttg.memdesc<128x64xf16, #shared, #ttng.tensor_memory>": True,
    "!ttg.memdesc<128x64xf16,#shared, #ttg.shared_memory>": False,
    "!ttg.async.token<>": False,
    "!tt.nothing<f32>": True,
}


def _with_argument(type_text: str, aliases: str = f"#shared = {_SHARED}\n") -> str:
    return (
        f"{aliases}module {{\n  tt.func @f(%a: {type_text}) {{\n    tt.return\n  }}\n}}\n"
    )


@pytest.mark.parametrize("text", sorted(OTHER_TYPES))
def test_other_types_go_through_the_parse_hooks(text: str) -> None:
    assert _same_both_ways(_with_argument(text)).startswith("error at ") == OTHER_TYPES[text]


# memdesc types whose encoding and memory space are aliases (libtriton's usual print, which
# MemDescType.read_text reads by one pattern), valid or not (True: an error)
ALIASED_MEMDESCS = {
    "!ttg.memdesc<128x64xf16, #shared, #smem>": False,
    "!ttg.memdesc<128x64xf16, #shared, #smem, mutable>": False,
    "!ttg.memdesc<128x64xf16, #shared, #smem, mutable, 3x128x64>": False,
    "!ttg.memdesc<1x128x64xsi8, #shared, #smem, 2x128x64>": False,
    "!ttg.memdesc<128x64xbf16, #shared, #smem, 64x64>": True,
    "!ttg.memdesc<128x3xf16, #shared, #smem>": True,
    "!ttg.memdesc<128x64xf16, #shared, #tmem>": True,
    "!ttg.memdesc<128x64xf16, #smem, #shared>": True,
    "!ttg.memdesc<128x64xf16, #undefined, #smem>": True,
    "!ttg.memdesc<128x64xfoo, #shared, #smem>": True,
    "!ttg.memdesc<128x64xf16, #shared, #smem, mutable, 64x>": True,
}


@pytest.mark.parametrize("text", sorted(ALIASED_MEMDESCS))
def test_aliased_memdescs_read_as_the_parse_hook_reads_them(text: str) -> None:
    aliases = f"#shared = {_SHARED}\n#smem = #ttg.shared_memory\n#tmem = #ttng.tensor_memory\n"
    outcome = _same_both_ways(_with_argument(text, aliases))
    assert outcome.startswith("error at ") == ALIASED_MEMDESCS[text]


# tensor types as MLIRParser._tensor_type_at reads most in one pattern (static dimensions,
# a builtin element type, an alias or no encoding), and others next to them (True: an error)
TENSORS = {
    "tensor<128x64xf16, #blocked>": False,
    "tensor<128xi1>": False,
    "tensor<f32, #blocked>": False,
    "tensor<8x64xsi8, #blocked>": False,
    "tensor<4xindex, #blocked>": False,
    "tensor<4xbf16, #blocked>": False,
    "tensor<4x!tt.ptr<f32>, #blocked>": False,
    "tensor<4xf32, #undefined>": True,
    "tensor<4xfoo, #blocked>": True,
    "tensor<4xf32, #ttg.slice<{dim = 0, parent = #blocked}>>": False,
}


@pytest.mark.parametrize("text", sorted(TENSORS))
def test_tensor_types_read_alike_with_and_without_their_pattern(text: str) -> None:
    aliases = f"#blocked = {_BLOCKED}\n"
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(P, "_PLAIN_TENSOR", re.compile("(?!)"))  # never matches
        general = _outcome(_with_argument(text, aliases))
    outcome = _same_both_ways(_with_argument(text, aliases))
    assert outcome == general
    assert outcome.startswith("error at ") == TENSORS[text]


@pytest.mark.parametrize("text", [text for text, _ in BAD])
def test_bad_layouts_give_the_parse_hooks_errors(text: str) -> None:
    outcome = _same_both_ways(f"#a = {text}\nmodule {{\n}}\n")
    assert outcome.startswith('error at loc("in.mlir":1:')
    inline = _same_both_ways(_with_argument(f"tensor<16x16xf32, {text}>", ""))
    assert inline.startswith('error at loc("in.mlir":2:')


# Alias tables read_alias_table does not read (the definitions then go to
# parse_alias_section, which reports the errors), and tables it reads.
ALIAS_TABLES = {
    "definition over two lines": "#blocked = #ttg.blocked<{sizePerThread = [1, 4],\n"
    "  threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>\n",
    "type alias": "!t = !tt.ptr<f32>\n",
    "alias of an alias": f"#a = {_BLOCKED}\n#b = #a\n",
    "trailing comment": f"#a = {_BLOCKED} // the layout\n",
    "defined twice": '#loc = loc("a.py":1:0)\n#loc = loc("a.py":2:0)\n',
    "used before its definition": '#loc1 = loc("x"(#loc))\n#loc = loc("a.py":1:0)\n',
    "location alias that is no location": f'#a = {_BLOCKED}\n#loc1 = loc("x"(#a))\n',
    "callsite of no location": f'#a = {_BLOCKED}\n#loc = loc("a.py":1:0)\n'
    "#loc1 = loc(callsite(#a at #loc))\n",
    "other spacing": '#loc   =   loc("a.py":1:0)\n',
    "nested location": '#loc = loc("a.py":1:0)\n#loc1 = loc("f"("a.py":2:3))\n'
    '#loc2 = loc(callsite("g"(#loc) at callsite(#loc at #loc1)))\n',
    "an invalid layout": "#a = #ttg.blocked<{sizePerThread = [3], threadsPerWarp = [32], "
    "warpsPerCTA = [4], order = [0]}>\n",
    "read at once": f"#a = {_BLOCKED}\n#loc = loc(\"a.py\":1:0)\n#loc1 = loc(unknown)\n"
    '#loc2 = loc("x")\n#loc3 = loc("y"(#loc))\n#loc4 = loc(callsite(#loc3 at #loc))\n',
    "names and files spelled like numbers": '#loc = loc("12":12:7)\n#loc1 = loc("7"(#loc))\n'
    '#loc2 = loc("12")\n#loc3 = loc("7":7:12)\n',
}


def _table_module(table: str) -> str:
    return (
        f"{table}module {{\n  tt.func @f(%a: tensor<16x16xf32, #enc> loc(#loc90)) {{\n"
        "    tt.return loc(#loc91)\n  } loc(#loc90)\n} loc(#loc90)\n"
        '#loc90 = loc("late.py":1:1)\n#loc91 = loc("late"(#loc90))\n'
        f"#enc = {_BLOCKED}\n"
    )


@pytest.mark.parametrize("name", sorted(ALIAS_TABLES))
def test_alias_tables_read_as_parse_alias_section_reads_them(name: str) -> None:
    text = _table_module(ALIAS_TABLES[name])
    _same_both_ways(text)
    reader = MLIRParser(make_context(), text, "in.mlir")
    read = reader.read_alias_table() is not None
    read_at_once = {"read at once", "nested location", "names and files spelled like numbers"}
    assert read == (name in read_at_once)


def test_corpus_texts_print_alike_both_ways() -> None:
    # every ninth corpus text (a few of each kernel and configuration), with its `#loc` table
    texts = sorted(CORPUS.glob("*/*.mlir"))[::9]
    assert len(texts) > 100
    for path in texts:
        assert not _same_both_ways(path.read_text()).startswith("error at "), path


def test_bases_span_is_linear_layout_surjectivity() -> None:
    rng = random.Random(17)
    for _ in range(2000):
        rank = rng.randint(0, 3)
        bases = tuple(
            tuple(rng.choice([0, 0, 1, 2, 3, 4, 8]) for _ in range(rank))
            for _ in range(rng.randint(0, 4))
        )
        widths = [max((b[d].bit_length() for b in bases), default=0) for d in range(rank)]
        sizes = {name: 1 << w for name, w in zip(standard_out_dim_names(rank), widths, strict=True)}
        layout = LinearLayout({"block": bases}, sizes)
        assert L._bases_span(bases, widths) == layout.is_surjective(), bases
    assert not L._bases_span(((-1, 0),), [1, 0])


def test_layout_rank_is_its_matrix_echelon_rank() -> None:
    # LinearLayout.rank (its bases as bit vectors, span_rank) against the rank of its matrix
    # in reduced row echelon form (_rref of matrix_rows, one row per out bit)
    rng = random.Random(23)

    def value(size: int) -> int:  # zero, any value below size, or a power of two below it
        power = 1 << rng.randrange(size.bit_length() - 1) if size > 1 else 0
        return rng.choice([0, rng.randrange(size), power])

    for _ in range(3000):
        sizes = {name: 1 << rng.randint(0, 6) for name in standard_out_dim_names(rng.randint(1, 3))}
        bases = {
            in_dim: [[value(size) for size in sizes.values()] for _ in range(rng.randint(0, 6))]
            for in_dim in ("register", "lane", "warp", "block")[: rng.randint(1, 4)]
        }
        layout = LinearLayout(bases, sizes)
        rows = _rref(layout.matrix_rows(), layout.total_in_dim_size_log2)
        assert layout.rank == sum(1 for row in rows if row), (bases, sizes)


def test_bracket_ends_and_line_index() -> None:
    text = 'x<a<b>c, d<e<f>>> <"s"> <a -> b> <\n> {a = "}{", b = {c}} {"\\"}"}'
    assert P._angle_end(text, 1) == text.index(" <")
    assert P._angle_end(text, text.index('<"')) is None
    assert P._angle_end(text, text.index("<a -")) is None
    assert P._angle_end(text, text.index("<\n")) is None
    start = text.index("{a")
    assert P._brace_end(text, start) == text.index(" {\"")
    assert P._brace_end(text, text.rindex('{"')) is None  # a string with an escape
    for sample in ["", "a", "a\n", "\n\n", "ab\ncd\n\nef"]:
        index = P._LineIndex(sample, 0)
        assert index.starts == [0] + [i + 1 for i, c in enumerate(sample) if c == "\n"]
    # the first positions counted, the next ones looked up in the offsets: the same places
    for sample in ["", "a", "a\n", "\n\n", "ab\ncd\n\nef", "\u00e9\nx\u00e9y\n"]:
        counted, indexed = P._LineIndex(sample, 2), P._LineIndex(sample, 2)
        indexed._counted = P._LineIndex.COUNTED
        for pos in range(len(sample) + 1):
            counted._counted = 0
            assert counted.line_col(pos) == indexed.line_col(pos), (sample, pos)


# Layouts as libtriton prints them (read by PRINTED, without an attribute per parameter) and
# near misses: each reads as _make reads the entries, valid or not.
PRINTED = [
    _BLOCKED,
    "#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], "
    "order = [1, 0], CGALayout = [[0, 1], [0, 0]]}>",
    "#ttg.blocked<{sizePerThread = [1, 3], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], "
    "order = [1, 0]}>",
    "#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], "
    "order = [1, 0], CGALayout = [[1]]}>",
    "#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], "
    "order = [1, 0], CGALayout = [[2, 0], [0, 2]]}>",
    "#ttg.blocked<{sizePerThread = [], threadsPerWarp = [], warpsPerCTA = [], order = []}>",
    "#ttg.slice<{dim = 1, parent = #blocked}>",
    "#ttg.slice<{dim = 0, parent = #mma}>",
    "#ttg.slice<{dim = 2, parent = #blocked}>",
    "#ttg.slice<{dim = 0, parent = #smem}>",
    "#ttg.slice<{dim = 0, parent = #nothing}>",
    _SHARED,
    "#ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 8, "
    "fp4Padded = true, rank = 3}>",
    "#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, "
    "CGALayout = [[0, 1, 0]]}>",
    "#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, "
    "rank = 3, CGALayout = [[0, 1, 0], [1, 0, 0]]}>",
    "#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, "
    "rank = 2, CGALayout = [[0, 1, 0]]}>",
    "#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, "
    "CGALayout = [[1, 0], [2, 0]]}>",
    "#ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 16, "
    "rank = 1}>",
    _MMA,
    "#ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 2], "
    "CGALayout = [[0, 1], [1, 0]], instrShape = [16, 32, 16]}>",
    "#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], "
    "instrShape = [16, 8]}>",
    "#ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], "
    "CGALayout = [[0, 1, 0]], instrShape = [16, 64, 16]}>",
    "#ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [], instrShape = []}>",
    "#ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>",
    "#ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0], "
    "CGALayout = [[0, 1]]}>",
    "#ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 0]}>",
    "#ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = []}>",
    "#ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], "
    "CGALayout = [[1, 0]]}>",
    "#ttg.amd_rotating_shared<{vec = 4, perPhase = 2, maxPhase = 4, order = [1, 0]}>",
    "#ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>",
    "#ttng.tensor_memory_encoding<blockM = 64, blockN = 256, colStride = 2, CTASplitM = 2, "
    "CTASplitN = 4, twoCTAs = true>",
    "#ttng.tensor_memory_encoding<blockM = 32, blockN = 128, colStride = 1>",
    "#ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1, CTASplitN = 3>",
    "#ttg.dot_op<{opIdx = 0, parent = #blocked}>",
    "#ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>",
    "#ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>",
    "#ttg.dot_op<{opIdx = 0, parent = #blocked, kWidth = 2}>",
    "#ttg.dot_op<{opIdx = 2, parent = #blocked}>",
    "#ttg.dot_op<{opIdx = 0, parent = #smem}>",
    "#ttg.dot_op<{opIdx = 0, parent = #nothing}>",
    "#ttg.linear<{register = [[0, 1], [0, 2]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], "
    "warp = [[32, 0], [64, 0]], block = []}>",
    "#ttg.linear<{register = [[2], [4]], lane = [[32], [64], [128], [256], [512]], "
    "warp = [[1024], [1]], block = [[0]]}>",
    "#ttg.linear<{register = [], lane = [], warp = [], block = []}>",
    "#ttg.linear<{register = [[1, 1]], lane = [], warp = [], block = []}>",
    "#ttg.linear<{register = [[0, 1]], lane = [[1]], warp = [], block = []}>",
]


@pytest.mark.parametrize("text", PRINTED)
def test_printed_layouts_read_as_their_entries(text: str) -> None:
    def read(printed: bool) -> Attribute | None:
        parser = MLIRParser(make_context(), text, "in.mlir")
        parser.attribute_aliases.update(
            {"#blocked": L.parse_layout(_BLOCKED), "#mma": L.parse_layout(_MMA)}
        )
        parser.attribute_aliases["#smem"] = L.SharedMemorySpaceAttr()
        name = text[1 : text.index("<")]
        kind = parser.ctx.get_optional_attr(name)
        assert printed or kind.PRINTED.fullmatch(text, len(name) + 1) is not None
        with pytest.MonkeyPatch.context() as patch:
            if not printed:
                patch.setattr(kind, "PRINTED", None)
            return kind.read_text(parser, len(name) + 1, len(text))

    fast, slow = read(True), read(False)
    assert (fast is None) == (slow is None)
    if fast is not None:
        assert fast == slow and hash(fast) == hash(slow)
        assert attribute_text(fast) == attribute_text(slow)
