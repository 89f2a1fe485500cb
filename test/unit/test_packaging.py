"""The tests exercise the installed package, whatever the current directory.

``python -m pytest`` puts the current directory first on ``sys.path``; a source folder named
like the package would then shadow an installed wheel (whose subpackages the folder does not
hold). The package root therefore lives in ``api/``, and this test imports the package from the
repository root as pytest would.
"""

from __future__ import annotations

import pathlib
import subprocess
import sys

REPO = pathlib.Path(__file__).resolve().parents[2]


def test_package_imports_from_the_repository_root() -> None:
    code = (
        "import gluon_opt, gluon_opt.tools.embed, gluon_opt.passes.registry;"
        "print(gluon_opt.__file__)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True
    )
    assert not (REPO / "gluon_opt").exists()
    assert out.stdout.strip().endswith("__init__.py")
