"""pytest plugin of the GPU regression gate (test/gpu/triton_gate.py): load it with
``-p gate_plugin`` (test/gpu on ``PYTHONPATH``) around Triton's own tests.

Options:

- ``--gluon-opt``: ``gluon_opt.install()`` at start-up, in every xdist worker, so that every
  ``triton.compile`` of the session runs gluon-opt's Python passes. Triton's tests that reset
  the knobs (the ``fresh_knobs`` fixtures) drop the compile hook with them; before each test
  the plugin puts it back if it is gone, so those tests run with gluon-opt too.
- ``--gate-shard=I/N``: keep the I-th of N slices of the collected tests (1-based), chosen by a
  stable hash of the test id, so that a stock and a gluon-opt run of one slice hold the same
  tests and every slice fits one device command.
- ``--gate-stats=DIR``: each process writes how many compiles ran gluon-opt's passes, and how
  often the hook had to be put back, to ``DIR/stats-<worker>.json``.
"""

from __future__ import annotations

import json
import os
import zlib
from pathlib import Path
from typing import Any

import pytest

_STATE: dict[str, Any] = {"installation": None, "rehooked": 0}


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("gluon-opt gate")
    group.addoption("--gluon-opt", action="store_true", help="run with gluon_opt.install()")
    group.addoption("--gate-shard", default=None, help="I/N: run the I-th of N slices")
    group.addoption("--gate-stats", default=None, help="folder for per-process statistics")


def parse_shard(text: str) -> tuple[int, int]:
    """``"2/5"`` -> (2, 5); I in 1..N."""
    index, _, count = text.partition("/")
    i, n = int(index), int(count)
    if not 1 <= i <= n:
        raise ValueError(f"--gate-shard {text!r}: expected I/N with 1 <= I <= N")
    return i, n


def in_shard(nodeid: str, index: int, count: int) -> bool:
    return zlib.crc32(nodeid.encode()) % count == index - 1


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption("--gluon-opt"):
        import gluon_opt

        _STATE["installation"] = gluon_opt.install()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    shard = config.getoption("--gate-shard")
    if not shard:
        return
    index, count = parse_shard(shard)
    keep = [item for item in items if in_shard(item.nodeid, index, count)]
    dropped = [item for item in items if not in_shard(item.nodeid, index, count)]
    if dropped:
        config.hook.pytest_deselected(items=dropped)
    items[:] = keep


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item):
    inst = _STATE["installation"]
    if inst is not None:
        from triton import knobs

        # fixtures that give a test fresh knobs (fresh_knobs) reset the stages hook
        current = knobs.runtime.add_stages_inspection_hook
        if current != inst.stages_hook:
            inst.previous_hook = current
            knobs.runtime.add_stages_inspection_hook = inst.stages_hook
            _STATE["rehooked"] += 1
    yield


def pytest_sessionfinish(session: pytest.Session) -> None:
    folder = session.config.getoption("--gate-stats")
    if not folder:
        return
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    inst = _STATE["installation"]
    stats = {
        "worker": worker,
        "gluon_opt": inst is not None,
        "compiles": len(inst.compiles) if inst is not None else 0,
        "python_steps": sum(
            step.get("where") == "python" for log in (inst.compiles if inst else []) for step in log
        ),
        "rehooked": _STATE["rehooked"],
    }
    Path(folder).mkdir(parents=True, exist_ok=True)
    (Path(folder) / f"stats-{worker}.json").write_text(json.dumps(stats) + "\n")
