"""Run the whole lit suite (test/lit) from pytest; fails if any lit test fails."""

import subprocess
import sys
from pathlib import Path

LIT_DIR = Path(__file__).parent / "lit"


def test_lit_suite() -> None:
    result = subprocess.run(
        [sys.executable, "-c", "from lit.main import main; main()", "-q", "-v", str(LIT_DIR)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
