"""The tensor-memory message check (dialects/tmem_access.py, dialects/layout/tmem_messages.py)
against libtriton 3.6.0.

- remove-layout-conversions lets a ``ttng.tmem_store`` take a ``ttg.convert_layout``'s source
  exactly where the C++ pass does: Triton's two lit chunks that reach it (read from
  ``TRITON_SRC``), a negative variant of one of them made at test time, the attention kernel's
  corpus inputs (sm_100, 8 warps), and generated stores over many layouts, element widths,
  tensor-memory encodings and register limits, both answers among them;
- the message itself (shape and registers per message) is the one 3.6.0's LLVM lowering emits,
  per Triton's lit test of that lowering (its ``tcgen05.ld/st`` CHECK lines, read at test time);
- fewer than 4 warps: libtriton aborts, ours gives a located error (docs/divergences.md).
"""

from __future__ import annotations

import random
import re

import pytest
from gluon_opt.dialects import tmem_access as ta
from gluon_opt.dialects import tt, ttg, ttng
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.layout.encodings import (
    TensorMemoryEncodingAttr,
    TensorMemoryScalesEncodingAttr,
)
from gluon_opt.dialects.layout.helpers import tmem_reg_layout
from gluon_opt.dialects.layout.linear import LinearLayout
from gluon_opt.dialects.layout.tmem_messages import (
    register_order_for_tile,
    repetitions_of_tile,
)
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.passes import convert_layout_patterns
from gluon_opt.tools.oracle import OracleError, run_cpp_pass
from pass_inputs import chunks, corpus_inputs, divergence

FLAG = "tritongpu-remove-layout-conversions"


@pytest.fixture
def answers(monkeypatch) -> list[bool]:
    """Every answer the tmem_store pattern gets from the check while a test runs."""
    seen: list[bool] = []

    def spy(op, tensor_type, memdesc_type) -> bool:
        seen.append(ta.tmem_compatible(op, tensor_type, memdesc_type))
        return seen[-1]

    monkeypatch.setattr(convert_layout_patterns, "tmem_compatible", spy)
    return seen


def _same_as_cpp(run_ours, text: str, filename: str = "in.mlir") -> str:
    """Checks that our pass prints exactly what the C++ pass prints, locations included (the
    C++ pass names rebuilt loops' block arguments after a location that a re-parse would
    lose, so the prints are compared as they come); returns that print."""
    expected = run_cpp_pass(text, FLAG, debuginfo=True, filename=filename)
    assert run_ours(text, FLAG, filename) == expected, text
    return expected


def _stores_converted_value(text: str) -> list[bool]:
    """For each tmem_store of ``text``: does it store a ttg.convert_layout's result?"""
    module = parse_module(text, make_context(), "in.mlir")
    return [
        isinstance(op.src.owner, ttg.ConvertLayoutOp)
        for op in module.walk()
        if isinstance(op, ttng.TMEMStoreOp)
    ]


# ---- Triton's lit inputs -------------------------------------------------------------------

LIT_STORES = [
    ("test/TritonGPU/canonicalize.mlir", "test_canonicalize_convert_tmem_store"),
    ("test/TritonNvidiaGPU/tmem_layouts.mlir", "subtile_tmem_store"),
]


@pytest.mark.parametrize(("relative", "function"), LIT_STORES)
def test_lit_stores_look_through_the_conversion_as_cpp(
    relative, function, triton_source, run_ours, answers
):
    path = triton_source(relative)
    text, _ = divergence(path, function)
    expected = _same_as_cpp(run_ours, text, path.name)
    assert answers and all(answers)
    assert _stores_converted_value(expected) == [False]


def test_store_whose_source_layout_no_message_fits_keeps_the_conversion(
    triton_source, run_ours, answers
):
    """canonicalize.mlir's chunk with the converted value's layout replaced (at test time) by
    one whose lanes run along the columns: no tcgen05 message moves that."""
    path = triton_source(LIT_STORES[0][0])
    text, _ = divergence(path, LIT_STORES[0][1])
    across = (
        "#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], "
        "warpsPerCTA = [4, 2], order = [1, 0]}>"
    )
    negative, count = re.subn(r"(?m)^#linear = .*$", f"#linear = {across}", text)
    assert count == 1
    expected = _same_as_cpp(run_ours, negative, path.name)
    assert answers and not any(answers)
    assert _stores_converted_value(expected) == [True]


# ---- a real kernel -------------------------------------------------------------------------

ATTENTION = "attention_fwd-sm100-w8-c1"


def test_attention_kernel_inputs_store_without_conversion(run_ours, answers):
    """The Blackwell attention kernel (its accumulators live in tensor memory): at every point
    of make_ttgir where the pass runs, ours equals C++, and the check says yes somewhere."""
    inputs = sorted({p for p in corpus_inputs(FLAG) if p.parent.name == ATTENTION})
    assert len(inputs) >= 2, f"the corpus lacks {ATTENTION} (test/corpus/capture.py)"
    for path in inputs:
        _same_as_cpp(run_ours, path.read_text(), path.name)
    assert True in answers


# ---- generated stores ----------------------------------------------------------------------

_ELEMENT = {32: "f32", 16: "bf16", 8: "i8"}
_ATOMS = ("32x32b", "16x64b", "16x128b", "16x256b", "32x32b_splitn")


def _linear_text(ll: LinearLayout) -> str:
    def bases(dim: str) -> str:
        return "[" + ", ".join(f"[{a}, {b}]" for a, b in ll.bases.get(dim, ())) + "]"

    return (
        f"#ttg.linear<{{register = {bases('register')}, lane = {bases('lane')}, "
        f"warp = {bases('warp')}, block = []}}>"
    )


def _store_module(shape, bits, warps, src, dst, tmem, maxnreg, alloc_n) -> str:
    m, n = shape
    tensor = f"tensor<{m}x{n}x{_ELEMENT[bits]}"
    alloc = f", {m}x{alloc_n}" if alloc_n else ""
    memdesc = f"!ttg.memdesc<{m}x{n}x{_ELEMENT[bits]}, #tmem, #ttng.tensor_memory, mutable{alloc}>"
    limit = f', "ttg.maxnreg" = {maxnreg} : i32' if maxnreg else ""
    return (
        f"#src = {src}\n#dst = {dst}\n#tmem = {tmem}\n"
        f'module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = {warps} : i32, '
        f'ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32{limit}}} {{\n'
        f"  tt.func @store(%x: {tensor}, #src>, %mem: {memdesc}) {{\n"
        "    %true = arith.constant true\n"
        f"    %0 = ttg.convert_layout %x : {tensor}, #src> -> {tensor}, #dst>\n"
        f"    ttng.tmem_store %0, %mem, %true : {tensor}, #dst> -> {memdesc}\n"
        "    tt.return\n  }\n}\n"
    )


def _generated_store(rng: random.Random) -> str | None:
    """A tmem_store of a converted value: the stored layout is the 32x32b message's (valid
    for libtriton's verifier), the converted one a message layout, a blocked layout or a
    message layout with some bases swapped (and maybe a broadcast register)."""
    shape = (rng.choice([64, 128, 256]), rng.choice([16, 32, 64, 128, 256]))
    bits, warps = rng.choice([32, 16, 8]), rng.choice([4, 8, 16])
    alloc_n = None
    if rng.random() < 0.15:
        bits, shape = 8, (128, rng.choice([4, 8, 16, 32]))
        enc = TensorMemoryScalesEncodingAttr.get(1, 1)
        tmem = "#ttng.tensor_memory_scales_encoding<>"
    else:
        block_m = 64 if shape[0] == 64 else rng.choice([64, 128])
        block_n = min(shape[1], rng.choice([32, 64, 128, 256]))
        stride = rng.choice([c for c in (1, 2, 4) if c * bits <= 32])
        enc = TensorMemoryEncodingAttr.get(block_m, block_n, stride, 1, 1)
        tmem = (
            f"#ttng.tensor_memory_encoding<blockM = {block_m}, blockN = {block_n}, "
            f"colStride = {stride}>"
        )
        alloc_n = shape[1] * 2 if rng.random() < 0.2 else None
    maxnreg = rng.choice([None, None, 32, 64, 128])
    try:
        dst = tmem_reg_layout(bits, shape, enc, warps, "32x32b")
        kind = rng.choice(["message", "blocked", "swapped", "swapped"])
        if kind == "blocked":
            tpw = 1 << rng.randrange(6)
            wpc = 1 << rng.randrange(warps.bit_length())
            src = (
                f"#ttg.blocked<{{sizePerThread = [{rng.choice([1, 2, 4])}, "
                f"{rng.choice([1, 2, 4, 8, 16, 32])}], threadsPerWarp = [{tpw}, {32 // tpw}], "
                f"warpsPerCTA = [{wpc}, {warps // wpc}], order = {rng.choice([[0, 1], [1, 0]])}}}>"
            )
        else:
            source = tmem_reg_layout(bits, shape, enc, warps, rng.choice(_ATOMS))
            if kind == "swapped":
                bases = source.bases_as_lists()
                n_reg, n_lane = len(bases["register"]), len(bases["lane"])
                pool = bases["register"] + bases["lane"] + bases["warp"]
                for _ in range(rng.choice([1, 1, 2, 3])):
                    i, j = rng.randrange(len(pool)), rng.randrange(len(pool))
                    pool[i], pool[j] = pool[j], pool[i]
                regs = pool[:n_reg]
                if rng.random() < 0.3:
                    regs.insert(rng.randrange(n_reg + 1), [0, 0])
                bases.update(
                    register=regs, lane=pool[n_reg : n_reg + n_lane], warp=pool[n_reg + n_lane :]
                )
                source = LinearLayout(bases, source.out_dims)
            src = _linear_text(source)
    except ValueError:  # no such message layout for this shape and warp count
        return None
    if src == _linear_text(dst):
        return None
    return _store_module(shape, bits, warps, src, _linear_text(dst), tmem, maxnreg, alloc_n)


def test_generated_stores_match_cpp(run_ours, answers):
    rng = random.Random(18)
    compared = 0
    while compared < 60:
        text = _generated_store(rng)
        if text is None:
            continue
        try:
            expected = run_cpp_pass(text, FLAG, debuginfo=True, filename="in.mlir")
        except OracleError:  # libtriton's verifier rejects it (e.g. a bad scales shape)
            continue
        asked = len(answers)
        assert run_ours(text, FLAG) == expected, text
        # the pattern runs in several of the pass's greedy stages, asked each time it runs
        assert len(answers) > asked
        assert _stores_converted_value(expected) == [not answers[-1]]
        compared += 1
    assert True in answers and False in answers


# ---- the message itself, per Triton's lit test of the LLVM lowering --------------------------

_CHECKED_MESSAGE = re.compile(r"tcgen05\.(ld|st)\.sync\.aligned\.(\w+?)\.x(\d+)")
_REGISTERS_PER_REPEAT = {"32x32b": 1, "16x64b": 1, "16x128b": 2, "16x256b": 4, "16x32bx2": 1}


def _messages_of(module) -> dict[str, set[tuple[str, str, int]]]:
    """Per function: (ld|st, message shape, repeats) of each tensor-memory access."""
    found: dict[str, set[tuple[str, str, int]]] = {}
    for func in module.walk():
        if not isinstance(func, tt.FuncOp):
            continue
        found[func.sym_name.data] = messages = set()
        for op in func.walk():
            if isinstance(op, ttng.TMEMLoadOp):
                access = ("ld", op.result.type, op.src.type)
            elif isinstance(op, ttng.TMEMStoreOp):
                access = ("st", op.src.type, op.dst.type)
            elif isinstance(op, ttng.TMEMAllocOp) and op.src is not None:
                access = ("st", op.src.type, op.result.type)
            else:
                continue
            message = ta.tmem_access(op, access[1], access[2])
            assert message is not None
            repeats = message.registers_per_message // _REGISTERS_PER_REPEAT[message.atom]
            messages.add((access[0], message.atom, repeats))
    return found


def test_messages_are_those_the_llvm_lowering_emits(triton_source):
    """Each function of tritongpu_to_llvm_blackwell.mlir whose CHECK lines name tcgen05.ld/st
    messages: ours are those (shape and repeat count), module and warp_specialize register
    limits included."""
    path = triton_source("test/Conversion/tritongpu_to_llvm_blackwell.mlir")
    checked = 0
    for text, _ in chunks(path):
        if not _CHECKED_MESSAGE.search(text):
            continue
        ours = _messages_of(parse_module(text, make_context(), path.name))
        for name, section in _sections_by_label(text).items():
            expected = {(k, atom, int(x)) for k, atom, x in _CHECKED_MESSAGE.findall(section)}
            if expected:
                assert ours[name] == expected, name
                checked += 1
    assert checked >= 10


def _sections_by_label(text: str) -> dict[str, str]:
    """The text from each ``CHECK-LABEL: @name`` to the next, by function name."""
    parts = re.split(r"(?m)^.*CHECK-LABEL:\s*@?(\w+).*$", text)
    return {parts[i]: parts[i + 1] for i in range(1, len(parts) - 1, 2)}


# ---- pieces --------------------------------------------------------------------------------


def test_register_order_puts_the_tile_first():
    cvt = LinearLayout(
        {"register": [[0, 2], [0, 1], [0, 4]], "lane": [[1, 0]]}, {"row": 2, "col": 8}
    )
    tile = LinearLayout({"register": [[0, 1]], "lane": [[1, 0]]}, {"row": 2, "col": 2})
    assert register_order_for_tile(cvt, tile) == [1, 0, 2]
    missing = LinearLayout({"register": [[1, 0]]}, {"row": 2, "col": 1})
    assert register_order_for_tile(cvt, missing) is None


def test_repetitions_need_the_tile_first_and_disjoint_cells():
    tile = LinearLayout({"register": [[0, 1]], "lane": [[1, 0]]}, {"row": 2, "col": 2})
    cvt = LinearLayout(
        {"register": [[0, 1], [0, 2], [0, 4]], "lane": [[1, 0]]}, {"row": 2, "col": 8}
    )
    reps = repetitions_of_tile(cvt, tile)
    assert reps is not None
    assert reps.bases["register"] == ((0, 0), (0, 2), (0, 4))
    assert reps.bases["lane"] == ((0, 0),)
    overlapping = LinearLayout(
        {"register": [[0, 1], [0, 3]], "lane": [[1, 0]]}, {"row": 2, "col": 4}
    )
    assert repetitions_of_tile(overlapping, tile) is None


# ---- where 3.6.0 aborts --------------------------------------------------------------------

FEW_WARPS = _store_module(
    (128, 64),
    32,
    2,
    "#ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [2, 1], "
    "order = [0, 1]}>",
    "#ttg.blocked<{sizePerThread = [1, 32], threadsPerWarp = [32, 1], warpsPerCTA = [2, 1], "
    "order = [0, 1]}>",
    "#ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>",
    None,
    None,
)


def test_fewer_than_four_warps_is_a_located_error(assert_cpp_aborts, run_ours):
    """docs/divergences.md: libtriton reads past the warp bases (assertion in getBasis);
    ours names the store."""
    assert_cpp_aborts(FEW_WARPS, FLAG)
    with pytest.raises(DiagnosticError, match="groups of 4 warps") as info:
        run_ours(FEW_WARPS, FLAG)
    assert isinstance(info.value.op, ttng.TMEMStoreOp)
