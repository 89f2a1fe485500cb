"""`gluon-layout FILE.mlir`: every layout of a module with its uses, and the cost class of
every convert_layout, checked against libtriton on real attention TTGIR."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from gluon_opt.analysis.module_layouts import module_layouts
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.tools.gluon_layout import main

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
ATTENTION = CORPUS / "attention_fwd-sm90-w8-c1"
# Inputs of the passes around layout conversion: many convert_layouts of every kind.
FILES = [
    ATTENTION / "04-tritongpu-coalesce.mlir",
    ATTENTION / "05-tritongpu-F32DotTC.mlir",
    ATTENTION / "07-tritongpu-remove-layout-conversions.mlir",
    ATTENTION / "19-triton-nvidia-gpu-proxy-fence-insertion.mlir",
    CORPUS / "matmul_ptr-sm90-w8-c4" / "04-tritongpu-F32DotTC.mlir",
    CORPUS / "broadcast_fma-sm100-w8-c4" / "04-tritongpu-F32DotTC.mlir",
]


def libtriton_converts(oracle, path: Path) -> list[tuple[bool, bool]]:
    """Per convert_layout, in order: (needs shared memory, is trivial) as libtriton says:
    the NVIDIA allocation pass gives a convert_layout that needs scratch memory an
    `allocation.offset`; `GluonOpBuilder.is_convert_layout_trivial` answers the other."""
    from triton._C.libtriton import ir, nvidia

    mod = ir.parse_mlir_module(str(path), oracle.ctx)
    pm = ir.pass_manager(oracle.ctx)
    nvidia.passes.ttgpuir.add_allocate_shared_memory_nv(pm, 90, 86)
    pm.run(mod, "allocate")
    shared = [
        "allocation.offset" in line
        for line in mod.str_nodebug().splitlines()
        if "ttg.convert_layout" in line
    ]
    ours = module_layouts(parse_module(path.read_text(), make_context(), filename=str(path)))
    trivial = []
    for cvt, op in zip(ours.converts, _convert_ops(path), strict=True):
        src, dst = op.operands[0].type, op.results[0].type
        b, _ = oracle.in_new_function()
        f32 = b.get_float_ty()
        shape = list(cvt.shape)
        value = b.create_splat(
            b.get_distributed_ty(f32, shape, oracle.attr(src.encoding)), b.get_fp32(1.0)
        )
        dst_ty = b.get_distributed_ty(f32, shape, oracle.attr(dst.encoding))
        trivial.append(b.is_convert_layout_trivial(dst_ty, value))
    return list(zip(shared, trivial, strict=True))


def _convert_ops(path: Path) -> list:
    module = parse_module(path.read_text(), make_context(), filename=str(path))
    return [op for op in module.walk() if op.name == "ttg.convert_layout"]


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name[:2]}")
def test_convert_classes_agree_with_libtriton(oracle, path: Path) -> None:
    module = parse_module(path.read_text(), make_context(), filename=str(path))
    ours = module_layouts(module).converts
    want = libtriton_converts(oracle, path)
    assert len(ours) == len(want) > 0
    for cvt, (shared, trivial) in zip(ours, want, strict=True):
        where = f"{cvt.loc}: {cvt.src} -> {cvt.dst}"
        # a conversion between CTAs gets scratch memory too
        assert (cvt.kind in ("shared-memory", "cross-cta")) == shared, where
        assert (cvt.kind in ("noop", "registers")) == trivial, where


MOVES = [
    ATTENTION / "19-triton-nvidia-gpu-proxy-fence-insertion.mlir",
    CORPUS / "matmul_persistent-sm90-w8-c2" / "11-tritongpu-prefetch.mlir",
    CORPUS / "matmul_ptr-sm80-w4-c1" / "13-cse.mlir",
]


@pytest.mark.parametrize("path", MOVES, ids=lambda p: f"{p.parent.name}/{p.name[:2]}")
def test_shared_memory_moves_equal_libtriton(oracle, path: Path) -> None:
    module = parse_module(path.read_text(), make_context(), filename=str(path))
    ops = [op for op in module.walk() if op.name.startswith("ttg.local_")]
    moves = module_layouts(module).moves
    assert moves
    for move in moves:
        op = next(o for o in ops if o.name == move.op)
        ops.remove(op)
        tensor = op.results[0] if op.name == "ttg.local_load" else op.operands[0]
        memdesc = op.operands[0] if op.name == "ttg.local_load" else (
            op.operands[1] if op.name == "ttg.local_store" else op.results[0]
        )  # fmt: skip
        want = oracle.b.get_shared_bank_conflicts(
            oracle.attr(tensor.type.encoding), oracle.attr(memdesc.type.encoding),
            list(move.shape), move.bits,
        )  # fmt: skip
        assert move.conflicts is not None and move.conflicts.libtriton == want, move


def test_file_mode_lists_every_layout_with_its_uses(capsys) -> None:
    path = ATTENTION / "19-triton-nvidia-gpu-proxy-fence-insertion.mlir"
    assert main([str(path), "--max-uses", "1000"]) == 0
    out = capsys.readouterr().out
    text = path.read_text()
    # every alias of a layout the file defines is listed, with the op and place of each value
    defined = re.findall(r"^(#(?:blocked|mma|shared)\d*) = ", text, re.M)
    for alias in defined:
        assert f"\n{alias} = #tt" in out, alias
    assert "#blocked = #ttg.blocked" in out
    assert "test/kernels/triton_kernels.py:" in out
    assert "ttg.local_alloc" in out
    assert "warp shuffle" in out or "shared memory (through" in out or "no-op" in out
    data = _json(capsys, path)
    uses = sum(len(info["uses"]) for info in data["layouts"])
    typed = len(re.findall(r"tensor<[^>]*#(?:blocked|mma)|!ttg\.memdesc<", text))
    assert uses > 0 and typed > 0
    assert all(c["class"] for c in data["convert_layouts"])
    moves = data["shared_memory_moves"]
    assert moves and all("bank_conflicts" in m for m in moves)
    # a convert_layout through shared memory: its instructions and their bank conflicts
    through = [c for c in data["convert_layouts"] if c["class"] == "shared-memory"]
    assert through
    for c in through:
        assert c["store"] in ("st.shared", "stmatrix", "stmatrix.trans")
        assert c["load"] in ("ld.shared", "ldmatrix", "ldmatrix.trans")
        assert set(c["bank_conflicts"]) == {"store", "load"} and c["scratch_bytes"] > 0
    assert "bank conflicts (libtriton's count, extra wavefronts per instruction): store" in out


def _json(capsys, path: Path) -> dict:
    assert main([str(path), "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_bad_module_is_located(tmp_path, capsys) -> None:
    path = tmp_path / "bad.mlir"
    path.write_text("module {\n  %0 = arith.constant 1 : i32\n  tt.bogus\n}\n")
    assert main([str(path)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"{path}:3:")
    assert "Traceback" not in captured.err
    path.write_bytes(b"module {\xff}\n")
    assert main([str(path)]) == 1
    assert capsys.readouterr().err.startswith(f"{path}:1:1: error: the file is not UTF-8")


def test_tensor_memory_layouts_and_messages(capsys) -> None:
    # The Gluon tcgen05 matmul reads its accumulator with get_tmem_reg_layout's default
    # message (32x32b); the file mode names the message 3.6.0's lowering picks (the search
    # of dialects/tmem_access.py, checked against that lowering's lit test): the whole
    # 128-column fp32 row of a thread in one message, half the 256-register budget.
    path = next(
        p for p in sorted((CORPUS / "gl_tcgen05_matmul-sm100-w4-c1").glob("*.mlir"))
        if "ttng.tmem_load" in p.read_text()
    )  # fmt: skip
    assert main([str(path)]) == 0
    out = capsys.readouterr().out
    assert "#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128" in out
    assert "  tensor memory layout, 1 values:" in out
    assert re.search(
        r"ttng\.tmem_load #linear <-> #tmem \(128x128\): the 32x32b message, 128 registers a"
        r" thread per message$",
        out,
        re.M,
    )
    (move,) = _json(capsys, path)["tensor_memory_moves"]
    assert (move["message"], move["registers_per_message"], move["error"]) == ("32x32b", 128, "")
