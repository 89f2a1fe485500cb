"""`gluon-layout --html`: the page opens in a real headless Chromium (the OS package), its
script draws the grid, shows a cell's holders on hover, switches to the reverse view and
marks reduction groups; a screenshot is compared with the one in docs/.

The page reads its state from the address (`#hover=R,C`, `#reverse`, `#axis=N`), so each
check is one `chromium --headless --dump-dom` (the DOM after the script ran) without a
browser driver. Chromium is not installed by the tests: without it they fail and say how
to install it.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from gluon_opt.tools.gluon_layout import main

MMA_V3 = (
    "#ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], "
    "instrShape = [16, 16, 16]}>"
)
DOCS_SHOT = Path(__file__).resolve().parents[2] / "docs" / "layout_page.png"
WINDOW = (900, 1400)
WARP_COLOURS = [(0xAE, 0xC7, 0xE8), (0xFF, 0xBB, 0x78)]  # warps 0 and 1 (PALETTE)


def chromium() -> str:
    path = shutil.which("chromium") or shutil.which("chromium-browser")
    if path is None:
        pytest.fail(
            "these tests need headless Chromium from the OS packages: "
            "apt-get install -y chromium (Debian/Ubuntu)"
        )
    return path


def run_chromium(tmp_path: Path, url: str, *args: str) -> str:
    proc = subprocess.run(
        [
            chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            f"--user-data-dir={tmp_path / 'profile'}", *args, url,
        ],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-2000:]
    return proc.stdout


@pytest.fixture(scope="module")
def page(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("html") / "mma.html"
    assert main([MMA_V3, "--shape", "64x16", "--html", str(path)]) == 0
    return path


def test_page_is_self_contained(page: Path) -> None:
    text = page.read_text()
    assert not re.search(r"""(src|href)=["']?(https?:|//)""", text)
    assert "<script src" not in text and "<link" not in text


def test_hover_shows_holders_and_reduction_group(page: Path, tmp_path: Path) -> None:
    dom = run_chromium(tmp_path, f"{page.as_uri()}#hover=3,5&axis=1", "--dump-dom")
    assert 'data-ready="1"' in dom
    # wgmma accumulator: row 3, column 5 is thread 4*3 + 5//2 = 14, register 5 % 2 = 1
    info = re.search(r'<div class="info">(.*?)</div>', dom, re.S).group(1)
    assert info.split("\n") == [
        "element [3, 5]",
        "  register: 1",
        "  thread (lane): 14",
        "  warp: 0",
        "  block (CTA): 0",
    ]
    # the within-thread reduction along axis 1 combines registers 0, 1, 4, 5 of thread 14:
    # columns 4, 5, 12, 13 of row 3
    marked = re.findall(r'<td[^>]*class="[^"]*\bhl\b[^"]*"[^>]*data-r="(\d+)" data-c="(\d+)"', dom)
    marked += re.findall(r'<td[^>]*data-r="(\d+)" data-c="(\d+)"[^>]*class="[^"]*\bhl\b', dom)
    assert sorted(set(marked)) == [("3", "12"), ("3", "13"), ("3", "4"), ("3", "5")]
    assert dom.count("<td") == 64 * 16


def test_reverse_view_lists_what_each_thread_holds(page: Path, tmp_path: Path) -> None:
    dom = run_chromium(tmp_path, f"{page.as_uri()}#reverse", "--dump-dom")
    assert 'data-view="reverse"' in dom
    rows = re.findall(r"<tr><td>([\d /]+)</td><td>([^<]*)</td></tr>", dom)
    assert len(rows) == 4 * 32  # every thread of the 4 warps
    # thread 0 of warp 0: columns 0, 1 (r0, r1), 8 rows down (r2, r3), 8 columns right (r4..r7)
    assert rows[0] == (
        "0 / 0 / 0",
        "r0=[0, 0]  r1=[0, 1]  r2=[8, 0]  r3=[8, 1]  r4=[0, 8]  r5=[0, 9]  r6=[8, 8]  r7=[8, 9]",
    )


def _colour_counts(path: Path) -> list[int]:
    from PIL import Image

    with Image.open(path) as image:
        assert image.size == WINDOW
        counts = {colour: n for n, colour in image.convert("RGB").getcolors(1 << 24)}
        return [counts.get(colour, 0) for colour in WARP_COLOURS]


def test_screenshot_matches_docs(page: Path, tmp_path: Path) -> None:
    pytest.importorskip("PIL")
    shot = tmp_path / "shot.png"
    run_chromium(
        tmp_path, f"{page.as_uri()}#hover=3,5&axis=1",
        f"--screenshot={shot}", f"--window-size={WINDOW[0]},{WINDOW[1]}",
    )  # fmt: skip
    got, want = _colour_counts(shot), _colour_counts(DOCS_SHOT)
    # the grid is drawn: warps 0 and 1 fill 16 rows each (fonts may move a few pixels)
    assert got[0] > 50_000 and got[1] > 20_000, got
    for g, w in zip(got, want, strict=True):
        assert abs(g - w) <= 0.05 * w, (got, want)
