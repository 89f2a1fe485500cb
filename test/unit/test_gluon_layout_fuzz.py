"""Bad input to `gluon-layout`: seeded mutants of layout texts (deleted, inserted and cut
text, changed numbers) and of corpus modules; every failure is one located error line (or a
usage error), exit 1, never a traceback, a hang or a Python class name."""

from __future__ import annotations

import contextlib
import io
import random
import re
from pathlib import Path

from gluon_opt.tools.gluon_layout import main

LAYOUTS = [
    "#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], "
    "order = [1, 0], CGALayout = [[1, 0]]}>",
    "#ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], "
    "instrShape = [16, 16, 16]}>",
    "#ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0]}>",
    "#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>",
    "#ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>",
    "#ttg.linear<{register = [[0, 1]], lane = [[0, 2], [1, 0], [2, 0], [4, 0], [8, 0]], "
    "warp = [[16, 0]], block = []}>",
    "#ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, "
    "warpsPerCTA = [2, 2], instrShape = [16, 8]}>, kWidth = 2}>",
]
TOKENS = ["[", "]", "0", "3", "4294967296", "-1", ",", "=", "{", "}", "<", ">", '"', "#ttg."]
NUMBERS = [0, 1, 3, 5, 16, 33, 1024, 2**31, 2**64]
CORPUS = Path(__file__).resolve().parents[1] / "corpus"
PYTHON_NAMES = re.compile(r"\b[A-Z]\w*(Error|Exception)\b|Traceback|internal error")


def mutate(rng: random.Random, text: str) -> str:
    for _ in range(rng.randint(1, 3)):
        kind, i = rng.random(), rng.randrange(len(text) + 1)
        if kind < 0.3:
            text = text[:i] + text[i + rng.randint(1, 6) :]
        elif kind < 0.6:
            text = text[:i] + rng.choice(TOKENS) + text[i:]
        elif kind < 0.75:
            text = text[:i]
        else:
            numbers = list(re.finditer(r"\d+", text))
            if numbers:
                n = rng.choice(numbers)
                text = text[: n.start()] + str(rng.choice(NUMBERS)) + text[n.end() :]
    return text


def run(args: list[str]) -> tuple[int, str]:
    err = io.StringIO()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
        try:
            code = main(args)
        except SystemExit as e:  # argparse: a usage error
            code = e.code
    return code, err.getvalue()


def test_mutated_layouts() -> None:
    rng = random.Random("layout-fuzz")
    outcomes = {0: 0, 1: 0, 2: 0}
    for _ in range(150):
        text = mutate(rng, rng.choice(LAYOUTS))
        shape = rng.choice(["64x64", "16x16", "4x4", "128", "2x4x8"])
        extra = rng.choice([[], ["--json"], ["--shared", LAYOUTS[2], "--bits", "16"],
                            ["--message", "32x32b"]])  # fmt: skip
        code, err = run([text, "--shape", shape, *extra])
        outcomes[code] += 1
        case = (text, shape, extra, err)
        assert not PYTHON_NAMES.search(err), case
        if code == 1:
            assert re.match(r"^<(layout|shared)>:\d+:\d+: error: |^gluon-layout: error: ", err)
    assert outcomes[1] > 100, outcomes


def test_mutated_modules(tmp_path: Path) -> None:
    rng = random.Random("module-fuzz")
    files = sorted(CORPUS.glob("*/1[0-9]-*.mlir"))
    path = tmp_path / "m.mlir"
    for _ in range(30):
        lines = rng.choice(files).read_text().splitlines(keepends=True)
        for _ in range(rng.randint(1, 3)):
            i = rng.randrange(len(lines))
            if rng.random() < 0.5:
                del lines[i]
            else:
                cut = rng.randrange(len(lines[i]) + 1)
                lines[i] = lines[i][:cut] + lines[i][cut + rng.randint(1, 8) :]
        path.write_text("".join(lines))
        code, err = run([str(path)])
        assert code in (0, 1), err
        # (messages of the module parser itself are checked by its own fuzz test)
        assert "Traceback" not in err and "internal error" not in err, err
        if code == 1:
            assert re.match(r"^[^:\n]+:\d+:\d+: error: ", err), err
