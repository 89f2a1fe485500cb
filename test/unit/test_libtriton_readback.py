"""Where libtriton 3.6.0's print and its own parser disagree, found systematically.

Every layout encoding, at ranks 1-5 where it has them, with the default CGA layout and with
non-default ones (2 CTAs split or broadcast, 4 CTAs), in every type that carries one
(`tensor`, `!tt.ptr<tensor>`, `!ttg.memdesc` with and without an allocation shape,
`!tt.tensordesc`): libtriton parses our sample and prints it (P); then

1. libtriton's parser reads P back, verbatim, except exactly where docs/divergences.md says it
   cannot ("Print and parse");
2. our parser reads P and our default print is P, byte for byte (the CLI's output);
3. our print for libtriton (the embedding's hand-off, `print_module(for_libtriton=True)`) is
   read by libtriton, which prints P again;
4. the oracle's spelling fix of foreign text (`libtriton_readable`) makes P readable too.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.layout.encodings import libtriton_readable
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.dialects.text.printer import MLIRPrinter, print_hand_back, print_module
from gluon_opt.tools.oracle import OracleError, libtriton_print, libtriton_print_verbatim
from test_hand_back import parse_with_source

pytest.importorskip("triton._C.libtriton")


@dataclass(frozen=True)
class Sample:
    name: str
    encoding: str  # as written for libtriton's parser
    types: tuple[str, ...]  # the carriers, each naming the encoding as `#e`
    ctas: int
    # where 3.6.0's print is known not to be re-readable by 3.6.0 (docs/divergences.md)
    unreadable: bool = False


def _ints(values) -> str:
    return ", ".join(str(v) for v in values)


def _bases(bases) -> str:
    return "[" + ", ".join(f"[{_ints(b)}]" for b in bases) + "]"


def _cga(bases) -> str:
    return f", CGALayout = {_bases(bases)}" if bases else ""


def _unit(rank: int, dim: int, value: int = 1) -> list[int]:
    return [value if i == dim else 0 for i in range(rank)]


def _cga_layouts(rank: int) -> list[tuple[str, int, list[list[int]]]]:
    """(label, CTAs, CGA bases): the default, 2 CTAs split along dim 0, 2 CTAs broadcast,
    4 CTAs split along the last and the first dim."""
    four = [_unit(rank, rank - 1), _unit(rank, 0, 2) if rank == 1 else _unit(rank, 0)]
    return [
        ("c1", 1, []),
        ("c2split", 2, [_unit(rank, 0)]),
        ("c2bcast", 2, [[0] * rank]),
        ("c4", 4, four),
    ]


SHAPES = {1: [256], 2: [64, 64], 3: [4, 64, 64], 4: [2, 4, 16, 64], 5: [2, 2, 4, 8, 64]}


def _carriers(shape: list[int], element: str, distributed: bool) -> tuple[str, ...]:
    s = "x".join(map(str, shape))
    if distributed:
        return (f"tensor<{s}x{element}, #e>", f"!tt.ptr<tensor<{s}x{element}, #e>>")
    return (
        f"!ttg.memdesc<{s}x{element}, #e, #ttg.shared_memory, mutable>",
        f"!ttg.memdesc<{s}x{element}, #e, #ttg.shared_memory, mutable, 2x{s}>",
        f"!tt.tensordesc<tensor<{s}x{element}, #e>>",
    )


def _blocked(rank: int, cga) -> str:
    tpw = [32] if rank == 1 else [1] * (rank - 2) + [4, 8]
    return (
        f"#ttg.blocked<{{sizePerThread = [{_ints([1] * rank)}], threadsPerWarp = [{_ints(tpw)}], "
        f"warpsPerCTA = [{_ints([1] * (rank - 1) + [4])}], "
        f"order = [{_ints(reversed(range(rank)))}]{_cga(cga)}}}>"
    )


def _identity_offsets(shape: list[int], split: list[int]) -> list[list[int]]:
    """Offset bases of a row-major identity over the per-CTA shape."""
    rank = len(shape)
    out = []
    for d in reversed(range(rank)):
        step = 1
        while step < shape[d] // split[d]:
            out.append(_unit(rank, d, step))
            step *= 2
    return out


def _distributed(rank: int, label: str, ctas: int, cga) -> Iterator[Sample]:
    shape, tag = SHAPES[rank], f"r{rank}-{label}"
    f32 = _carriers(shape, "f32", True)
    yield Sample(f"blocked-{tag}", _blocked(rank, cga), f32, ctas)
    if rank <= 4:
        parent = _blocked(rank + 1, [[0, *b] for b in cga])
        yield Sample(f"slice-{tag}", f"#ttg.slice<{{dim = 0, parent = {parent}}}>", f32, ctas)
    last = [0] * (rank - 1)
    linear = (
        f"#ttg.linear<{{register = {_bases([[*last, 128]])}, "
        f"lane = {_bases([[*last, 1 << i] for i in range(5)])}, "
        f"warp = {_bases([[*last, 32], [*last, 64]])}, block = {_bases(cga)}}}>"
    )
    yield Sample(f"linear-{tag}", linear, f32, ctas)
    if rank in (2, 3):
        wpc, instr = [1] * (rank - 2) + [2, 2], [1] * (rank - 2) + [16, 8]
        mma = (
            f"#ttg.nvidia_mma<{{versionMajor = 2, versionMinor = 0, warpsPerCTA = [{_ints(wpc)}]"
            f"{_cga(cga)}, instrShape = [{_ints(instr)}]}}>"
        )
        f16 = _carriers(shape, "f16", True)
        yield Sample(f"mma2-{tag}", mma, f32, ctas)
        for op in (0, 1):
            dot = f"#ttg.dot_op<{{opIdx = {op}, parent = {mma}, kWidth = 2}}>"
            yield Sample(f"dot_op{op}-mma2-{tag}", dot, f16, ctas)
            dot = f"#ttg.dot_op<{{opIdx = {op}, parent = {_blocked(rank, cga)}}}>"
            yield Sample(f"dot_op{op}-blocked-{tag}", dot, f32, ctas)
        mfma = (
            f"#ttg.amd_mfma<{{version = 3, warpsPerCTA = [{_ints(wpc)}], instrShape = [32, 32, 8], "
            f"isTransposed = true{_cga(cga)}}}>"
        )
        yield Sample(f"mfma-{tag}", mfma, f32, ctas)
        wmma = (
            "#ttg.amd_wmma<{version = 2, isTranspose = false, "
            f"warpsPerCTA = [{_ints(wpc)}]{_cga(cga)}}}>"
        )
        yield Sample(f"wmma-{tag}", wmma, f32, ctas)
    if rank == 2:
        mma3 = (
            "#ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1]"
            f"{_cga(cga)}, instrShape = [16, 64, 16]}}>"
        )
        yield Sample(f"mma3-{tag}", mma3, f32, ctas)
        dot = f"#ttg.dot_op<{{opIdx = 0, parent = {mma3}, kWidth = 2}}>"
        yield Sample(f"dot_op0-mma3-{tag}", dot, _carriers(shape, "f16", True), ctas)


def _shared(rank: int, label: str, ctas: int, cga) -> Iterator[Sample]:
    shape, tag = SHAPES[rank], f"r{rank}-{label}"
    f16 = _carriers(shape, "f16", False)
    # 3.6.0 prints no `rank` beside a non-default CGA layout and then reads rank 2
    unreadable = bool(cga) and rank != 2
    for swizzle in (0, 128):
        nvmma = (
            f"#ttg.nvmma_shared<{{swizzlingByteWidth = {swizzle}, transposed = false, "
            f"elementBitWidth = 16, rank = {rank}{_cga(cga)}}}>"
        )
        yield Sample(f"nvmma{swizzle}-{tag}", nvmma, f16, ctas, unreadable)
    fp4 = (
        "#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8, "
        f"fp4Padded = true, rank = {rank}{_cga(cga)}}}>"
    )
    yield Sample(f"nvmma_fp4-{tag}", fp4, _carriers(shape, "i8", False), ctas, unreadable)
    order = _ints(reversed(range(rank)))
    for name in ("swizzled_shared", "amd_rotating_shared"):
        enc = f"#ttg.{name}<{{vec = 8, perPhase = 1, maxPhase = 8, order = [{order}]{_cga(cga)}}}>"
        yield Sample(f"{name}-{tag}", enc, f16, ctas)
    split = [1] * rank
    for b in cga:
        for d, v in enumerate(b):
            split[d] *= 2 if v else 1
    offsets = _identity_offsets(shape, split)
    # block bases of the linear forms count elements, not CTA tiles
    block = [[v * (shape[d] // split[d]) for d, v in enumerate(b)] for b in cga]
    block_text = f", block = {_bases(block)}" if cga else ""
    enc = f"#ttg.shared_linear<{{offset = {_bases(offsets)}{block_text}}}, alignment = 16>"
    yield Sample(f"shared_linear-{tag}", enc, f16, ctas)
    if not cga:
        enc = f"#ttg.padded_shared<[32:+4] {{order = [{order}], shape = [{_ints(shape)}]}}>"
        yield Sample(f"padded_short-{tag}", enc, f16, ctas)
        # not an identity: printed in the linear form
        rotated = _bases(offsets[1:] + offsets[:1])
        enc = f"#ttg.padded_shared<[32:+4, 64:+8] {{offset = {rotated}, block = []}}>"
        yield Sample(f"padded_linear-{tag}", enc, f16, ctas)
    elif label != "c2bcast":  # padded layouts do not broadcast
        enc = f"#ttg.padded_shared<[32:+4] {{offset = {_bases(offsets)}, block = {_bases(block)}}}>"
        yield Sample(f"padded_linear-{tag}", enc, f16, ctas)


def _tensor_memory() -> Iterator[Sample]:
    splits = [
        (1, "", 128, 128),
        (2, ", CTASplitM = 2", 256, 128),
        (2, ", CTASplitN = 2", 128, 256),
        (2, ", twoCTAs = true", 128, 128),
        (4, ", CTASplitM = 2, CTASplitN = 2", 256, 256),
    ]
    for ctas, extra, m, n in splits:
        for shape in (f"{m}x{n}", f"2x{m}x{n}"):
            for stride, element in ((1, "f32"), (2, "f16")):
                enc = (
                    f"#ttng.tensor_memory_encoding<blockM = 128, blockN = 128, "
                    f"colStride = {stride}{extra}>"
                )
                ty = f"!ttg.memdesc<{shape}x{element}, #e, #ttng.tensor_memory, mutable>"
                name = f"tmem-{shape}-cs{stride}{extra.replace(', ', '-').replace(' = ', '')}"
                yield Sample(name, enc, (ty,), ctas)
    for ctas, extra in ((1, ""), (2, "CTASplitM = 2"), (2, "CTASplitN = 2")):
        enc = f"#ttng.tensor_memory_scales_encoding<{extra}>"
        ty = "!ttg.memdesc<128x8xi8, #e, #ttng.tensor_memory>"
        yield Sample(f"tmem_scales-{extra.replace(' = ', '') or 'default'}", enc, (ty,), ctas)


def samples() -> list[Sample]:
    out: list[Sample] = []
    for rank in range(1, 6):
        for label, ctas, cga in _cga_layouts(rank):
            out += _distributed(rank, label, ctas, cga)
            out += _shared(rank, label, ctas, cga)
    out += _tensor_memory()
    return out


def module_text(sample: Sample) -> str:
    args = ", ".join(f"%a{i}: {ty}" for i, ty in enumerate(sample.types))
    return (
        f"#e = {sample.encoding}\n"
        f'module attributes {{"ttg.num-ctas" = {sample.ctas} : i32, "ttg.num-warps" = 4 : i32, '
        'ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {\n'
        f"  tt.func public @f({args}) {{\n    tt.return\n  }}\n}}\n"
    )


SAMPLES = samples()


def test_the_sweep_covers_every_encoding_rank_and_cga_layout() -> None:
    names = {s.name.split("-")[0] for s in SAMPLES}
    assert {"blocked", "slice", "linear", "mma2", "mma3", "dot_op0", "mfma", "wmma"} <= names
    assert {"nvmma0", "nvmma128", "nvmma_fp4", "swizzled_shared", "amd_rotating_shared"} <= names
    assert {"shared_linear", "padded_short", "padded_linear", "tmem", "tmem_scales"} <= names
    for rank in range(1, 6):
        for label in ("c1", "c2split", "c2bcast", "c4"):
            assert any(f"-r{rank}-{label}" in s.name for s in SAMPLES)
    assert sum(s.unreadable for s in SAMPLES) == 4 * 3 * 3  # ranks 1, 3, 4, 5 x 3 CGAs x 3


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda s: s.name)
def test_print_and_parse_agree(sample: Sample) -> None:
    printed = libtriton_print_verbatim(module_text(sample))  # P: the sample is valid for 3.6.0
    # 1. libtriton reads its own print back, except where documented
    try:
        assert libtriton_print_verbatim(printed) == printed
        readable = True
    except OracleError as error:
        assert "'CGALayout' entry length does not match rank 2" in str(error)
        readable = False
    assert readable is not sample.unreadable
    # 2. we read it, and print it as libtriton does
    module = parse_module(printed, make_context(), "printed.mlir")
    assert print_module(module) == printed
    # 3. what we hand to libtriton it reads, and it means the same
    handed = print_module(module, for_libtriton=True)
    assert libtriton_print_verbatim(handed) == printed
    # the same with the text's own alias definitions first (the embedding's hand-back)
    # (where the parse read them straight from the text: every unreadable sample's)
    module, source = parse_with_source(printed, "printed.mlir")
    assert source is not None or not sample.unreadable
    if source is not None:
        reused, _ = print_hand_back(module, source)
        assert libtriton_print_verbatim(reused) == printed
    # the readable spelling only where needed (seen in the canonical form, which the
    # hand-back form is not: no aliases, numbered values)
    canonical = MLIRPrinter(libtriton_readable=True).top_level_text(module)
    assert libtriton_print_verbatim(canonical) == printed
    assert (canonical == printed) is not sample.unreadable
    # 4. foreign text, made readable for the oracle
    assert libtriton_print(printed) == printed
    assert (libtriton_readable(printed) == printed) is not sample.unreadable


def test_readable_spelling_touches_only_the_unreadable_form() -> None:
    rankless = (
        "#s = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, "
        "elementBitWidth = 16, CGALayout = [[0, 1, 0], [1, 0, 0]]}>"
    )
    readable = libtriton_readable(rankless)
    assert "elementBitWidth=16,rank=3,CGALayout=[[0,1,0],[1,0,0]]" in readable
    # the same length: columns after it on its line (implicit op locations) do not move
    assert len(readable) == len(rankless) and readable.endswith(" }>")
    for kept in (
        rankless.replace("CGALayout", "rank = 3, CGALayout"),  # says its rank
        rankless.replace("[[0, 1, 0], [1, 0, 0]]", "[[0, 1], [1, 0]]"),  # rank 2
        rankless.replace(", CGALayout = [[0, 1, 0], [1, 0, 0]]", ""),  # default CGA layout
        "#b = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], "
        "order = [0], CGALayout = [[1]]}>",  # other encodings say their rank
    ):
        assert libtriton_readable(kept) == kept


def test_rankless_text_is_read_with_the_rank_of_its_cga_layout() -> None:
    # libtriton's parser rejects this (it assumes rank 2); we read what its printer meant
    sample = next(s for s in SAMPLES if s.name == "nvmma128-r3-c2split")
    printed = libtriton_print_verbatim(module_text(sample))
    assert "rank =" not in printed.splitlines()[0]
    with pytest.raises(OracleError, match="does not match rank 2"):
        libtriton_print_verbatim(printed)
    module = parse_module(printed, make_context(), "printed.mlir")
    memdesc = module.body.block.first_op.function_type.inputs.data[0]
    assert memdesc.encoding.rank == 3 and memdesc.encoding.CGALayout.bases == ((1, 0, 0),)


def test_a_rank_given_beside_the_cga_layout_is_checked_as_libtriton_does() -> None:
    text = module_text(
        Sample(
            "bad",
            "#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, "
            "elementBitWidth = 16, rank = 2, CGALayout = [[1, 0, 0]]}>",
            ("!ttg.memdesc<2x64x64xf16, #e, #ttg.shared_memory>",),
            2,
        )
    )
    with pytest.raises(OracleError, match="does not match rank 2"):
        libtriton_print_verbatim(text)
    with pytest.raises(DiagnosticError, match="does not match rank 2"):
        parse_module(text, make_context(), "bad.mlir")


def test_an_all_empty_linear_layout_is_printed_but_read_by_neither() -> None:
    # A linear layout with no bases at all (one element, one lane, one warp, one CTA) prints
    # as `register = [], lane = [], ...`; the parser takes the rank from the bases, finds
    # none and rejects it. No spelling carries the rank, so we reject it the same way.
    from triton._C.libtriton import gluon_ir, ir, nvidia

    ctx = ir.context()
    ir.load_dialects(ctx)
    nvidia.load_dialects(ctx)
    builder = gluon_ir.GluonOpBuilder(ctx)
    layout = builder.get_distributed_linear_layout([], [], [], [], [1])
    ty = builder.get_distributed_ty(builder.get_float_ty(), [1], layout)
    mod = builder.create_module()
    fn_type = builder.get_function_ty([ty], [])
    fn = builder.get_or_insert_function(mod, "f", fn_type, "public", False)
    mod.push_back(fn)
    builder.set_insertion_point_to_start(fn.add_entry_block())
    builder.ret([])
    printed = mod.str_nodebug()
    assert "#ttg.linear<{register = [], lane = [], warp = [], block = []}>" in printed
    with pytest.raises(OracleError, match="Empty Layout not supported"):
        libtriton_print_verbatim(printed)
    with pytest.raises(DiagnosticError, match="Empty Layout not supported"):
        parse_module(printed, make_context(), "printed.mlir")
