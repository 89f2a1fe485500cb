"""The `gluon-layout` CLI: text tables, reverse view, --json against libtriton, reductions
within a thread, --png, and located errors on bad input."""

from __future__ import annotations

import json
import subprocess
import sys
import time

import pytest
from gluon_opt.dialects.layout import encodings as L
from gluon_opt.dialects.layout.analysis import LayoutIndex
from gluon_opt.dialects.layout.conversions import to_linear_layout
from gluon_opt.tools.gluon_layout import main

BLOCKED = (
    "#ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [2, 2], warpsPerCTA = [1, 1], "
    "order = [1, 0]}>"
)
MMA_V3 = (
    "#ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], "
    "instrShape = [16, 16, 16]}>"
)


def run_cli(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_text_table_and_reverse_view(capsys) -> None:
    # 2 registers along dim1, then 2 lanes along dim1, 2 lanes along dim0, then the
    # register repeat along dim0: thread t holds rows t//2 and t//2 + 2, columns 2(t%2)+{0,1}.
    code, out, _ = run_cli(capsys, BLOCKED, "--shape", "4x4")
    assert code == 0
    lines = out.splitlines()
    assert "  register (4): [0, 1] [2, 0]" in lines
    assert "  lane (4): [0, 2] [1, 0]" in lines
    assert "element -> holders (16 elements):" in lines
    for t in range(4):
        for r in range(4):
            row = t // 2 + 2 * (r // 2)
            col = 2 * (t % 2) + r % 2
            assert f"  [{row}, {col}]: r{r} t{t} w0 b0" in lines
        cells = " ".join(f"r{r}=[{t // 2 + 2 * (r // 2)}, {2 * (t % 2) + r % 2}]" for r in range(4))
        assert f"  t{t} w0 b0: {cells}" in lines


def test_within_thread_reductions(capsys) -> None:
    # wgmma accumulator: registers 1 and 4 step along dim1 (columns 1 and 8), register 2
    # along dim0 (row 8), so a thread can pre-reduce 4 elements of a row, 2 of a column.
    code, out, _ = run_cli(capsys, MMA_V3, "--shape", "64x16")
    assert code == 0
    assert "  axis 0: register=2 -> 2 elements per thread" in out
    assert "  axis 1: register=1, register=4 -> 4 elements per thread" in out
    code, out, _ = run_cli(capsys, BLOCKED, "--shape", "4x4")
    assert "  axis 0: register=2 -> 2 elements per thread" in out
    assert "  axis 1: register=1 -> 2 elements per thread" in out


def test_broadcast_layout_lists_every_holder(capsys) -> None:
    # 16 lanes along dim1 over 4 columns: each element is held by 4 lanes.
    layout = (
        "#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], "
        "warpsPerCTA = [1, 1], order = [1, 0]}>"
    )
    code, out, _ = run_cli(capsys, layout, "--shape", "2x4")
    assert code == 0
    assert "  [0, 1]: r0 t1 w0 b0, r0 t5 w0 b0, r0 t9 w0 b0, r0 t13 w0 b0" in out.splitlines()


def test_shared_layout_offsets(capsys) -> None:
    layout = "#ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>"
    code, out, _ = run_cli(capsys, layout, "--shape", "4x2")
    assert code == 0
    lines = out.splitlines()
    for off in range(8):
        assert f"  [{off // 2}, {off % 2}]: o{off} b0" in lines
    assert "within-thread" not in out


@pytest.mark.parametrize(
    "layout, shape",
    [
        (BLOCKED, [4, 4]),
        (BLOCKED, [64, 8]),
        (MMA_V3, [64, 16]),
        (MMA_V3, [128, 128]),
        (
            "#ttg.blocked<{sizePerThread = [2, 1, 4], threadsPerWarp = [1, 4, 8], "
            "warpsPerCTA = [2, 2, 1], order = [2, 0, 1], CGALayout = [[0, 1, 0]]}>",
            [4, 16, 64],
        ),
        (f"#ttg.slice<{{dim = 1, parent = {MMA_V3}}}>", [128]),
        (f"#ttg.dot_op<{{opIdx = 0, parent = {MMA_V3}, kWidth = 2}}>", [64, 32]),
    ],
)
def test_json_equals_libtriton(oracle, capsys, layout: str, shape: list[int]) -> None:
    code, out, _ = run_cli(capsys, layout, "--shape", "x".join(map(str, shape)), "--json")
    assert code == 0
    got = json.loads(out)
    assert got == {"shape": shape, "bases": oracle.distributed(L.parse_layout(layout), shape)}


def test_layout_from_file_and_stdin(tmp_path, capsys) -> None:
    path = tmp_path / "layout.mlir"
    path.write_text(BLOCKED + "\n")
    code, out, _ = run_cli(capsys, f"@{path}", "--shape", "4x4", "--json")
    assert code == 0
    assert json.loads(out)["bases"]["lane"] == [[0, 2], [1, 0]]
    proc = subprocess.run(
        [sys.executable, "-m", "gluon_opt.tools.gluon_layout", "-", "--shape", "4x4", "--json"],
        input=BLOCKED,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["bases"]["register"] == [[0, 1], [2, 0]]


@pytest.mark.parametrize(
    "layout, shape, message",
    [
        # the closing '>' is missing: located at the end of the text
        (BLOCKED[:-1], "4x4", "<layout>:1:101: error: '>' expected"),
        (BLOCKED.replace("order = [1, 0]", "order = [1, 1]"), "4x4", "<layout>:1:"),
        (BLOCKED, "4x4x4", "<layout>:1:1: error: ttg.blocked has rank 2 but the shape"),
        ("#ttg.shared_memory", "4x4", "<layout>:1:1: error:"),
        ("#ttg.nonsense<{}>", "4x4", "<layout>:1:"),
        # an unterminated string: xDSL's lexer would take exponential time on it
        ('#ttg.blocked<{sizePerThread = "' + "a" * 60, "4x4",
         "<layout>:1:31: error: expected a layout attribute, found a string literal"),
        # a parameter out of range
        (BLOCKED.replace("[2, 2]", "[18446744073709551616, 2]"), "4x4", "<layout>:1:1: error:"),
    ],
)
def test_bad_input_is_located_exit_1(layout: str, shape: str, message: str) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "gluon_opt.tools.gluon_layout", layout, "--shape", shape],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 1
    assert message in proc.stderr
    assert "Traceback" not in proc.stderr
    assert proc.stdout == ""


def test_missing_file_is_an_error(capsys) -> None:
    code, _, err = run_cli(capsys, "@/nonexistent/layout.mlir", "--shape", "4x4")
    assert code == 1
    assert "error" in err


def brute_force_owners(ll) -> dict[tuple[int, ...], list[tuple[int, ...]]]:
    """Every input index of the layout, applied one by one (small layouts only)."""
    sizes = [s for _, s in ll.in_dims]
    owners: dict[tuple[int, ...], list[tuple[int, ...]]] = {}
    total = 1
    for s in sizes:
        total *= s
    for flat in range(total):
        idx, rest = [], flat
        for s in sizes:
            idx.append(rest % s)
            rest //= s
        coords = ll.apply_flat(**dict(zip(ll.in_dim_names, idx, strict=True)))
        owners.setdefault(coords, []).append(tuple(idx))
    return owners


@pytest.mark.parametrize(
    "layout, shape",
    [
        (MMA_V3, [64, 16]),
        ("#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], "
         "warpsPerCTA = [2, 1], order = [1, 0], CGALayout = [[0, 0]]}>", [2, 4]),
        ("#ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0]}>", [8, 16]),
    ],
)  # fmt: skip
def test_holders_solved_from_bases_equal_enumeration(layout: str, shape: list[int]) -> None:
    ll = to_linear_layout(L.parse_layout(layout), shape)
    index = LayoutIndex(ll)
    owners = brute_force_owners(ll)
    assert index.num_elements == len(owners)
    for coords, holders in owners.items():
        assert index.copies == len(holders)
        assert index.holders(coords, 1000) == sorted(holders, key=index.flatten_in)


def test_huge_shapes_cost_what_is_printed(capsys) -> None:
    # 4096x4096 is 16M elements; the listings stop at --max-elements and the time with them.
    start = time.process_time()
    code, out, _ = run_cli(capsys, MMA_V3, "--shape", "4096x4096", "--max-elements", "100")
    assert code == 0
    assert time.process_time() - start < 5
    assert "element -> holders (16777216 elements):" in out
    assert "  ... (16777116 more; raise --max-elements)" in out
    assert len(out.splitlines()) < 400


def test_png_is_drawn_quickly(tmp_path, capsys) -> None:
    pytest.importorskip("PIL")
    from PIL import Image

    path = tmp_path / "mma.png"
    start = time.process_time()
    code, _, err = run_cli(capsys, MMA_V3, "--shape", "64x16", "--png", str(path))
    elapsed = time.process_time() - start
    assert code == 0, err
    with Image.open(path) as image:
        assert image.format == "PNG"
        # readable at 100%: labelled cells of about 40x28 pixels, the whole picture on a screen
        assert 600 < image.width < 1600 and 1000 < image.height < 2200
    assert elapsed < 5


def test_png_of_a_huge_shape_shows_a_window(tmp_path, capsys) -> None:
    pytest.importorskip("PIL")
    from PIL import Image

    path = tmp_path / "big.png"
    start = time.process_time()
    code, _, err = run_cli(capsys, MMA_V3, "--shape", "4096x4096", "--png", str(path))
    assert code == 0, err
    assert time.process_time() - start < 10
    with Image.open(path) as image:
        assert image.width < 2000 and image.height < 2000


def test_png_without_pillow_fails_first(tmp_path) -> None:
    # Pillow hidden: one line on stderr, nothing on stdout, no file.
    code = (
        "import sys; sys.modules['PIL'] = None; "
        "from gluon_opt.tools.gluon_layout import main; "
        f"sys.exit(main([{BLOCKED!r}, '--shape', '4x4', '--png', {str(tmp_path / 'x.png')!r}]))"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert proc.returncode == 1
    assert proc.stdout == ""
    assert proc.stderr.count("\n") == 1
    assert proc.stderr.startswith("gluon-layout: error: --png needs Pillow")
    assert not (tmp_path / "x.png").exists()


def test_png_needs_rank_2(tmp_path, capsys) -> None:
    pytest.importorskip("PIL")
    layout = (
        "#ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 4, 8], "
        "warpsPerCTA = [1, 1, 1], order = [2, 1, 0]}>"
    )
    code, _, err = run_cli(capsys, layout, "--shape", "2x4x8", "--png", str(tmp_path / "x.png"))
    assert code == 1
    assert "<layout>:1:1: error: pictures show 1-D and 2-D layouts only" in err
    assert not (tmp_path / "x.png").exists()


@pytest.mark.parametrize(
    "layout, shape",
    [
        ("#ttng.tensor_memory_encoding<blockM = 64, blockN = 32, colStride = 1>", "64x32"),
        ("#ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0]}>", "32x32"),
        ("#ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 1], "
         "order = [1, 0], CGALayout = [[1, 0]]}>", "64x16"),
    ],
)  # fmt: skip
def test_pictures_of_every_kind(tmp_path, capsys, layout: str, shape: str) -> None:
    pytest.importorskip("PIL")
    png, page = tmp_path / "x.png", tmp_path / "x.html"
    code, _, err = run_cli(capsys, layout, "--shape", shape, "--png", str(png), "--html", str(page))
    assert code == 0, err
    assert png.stat().st_size > 0 and "layout-data" in page.read_text()


def test_bad_caps_are_usage_errors(capsys) -> None:
    with pytest.raises(SystemExit) as exit_:
        main([BLOCKED, "--shape", "4x4", "--max-cells", "0"])
    assert exit_.value.code == 2
    assert "--max-cells: '0' must be at least 1" in capsys.readouterr().err
