"""The GPU regression gate (test/gpu/triton_gate.py) on CPU: the transition report from two
JUnit files, and the run path (stock and with gluon_opt.install()) on a tiny CPU-only test
folder standing in for Triton's tests."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

GPU = Path(__file__).resolve().parents[1] / "gpu"
sys.path.insert(0, str(GPU))
import gate_plugin  # noqa: E402
import triton_gate  # noqa: E402


def junit(path: Path, cases: dict[str, str]) -> Path:
    """A JUnit file as pytest writes it; ``cases`` maps ``classname::name`` to an outcome."""
    body = []
    for test_id, outcome in cases.items():
        classname, name = test_id.split("::")
        inner = {
            "passed": "",
            "failed": '<failure message="AssertionError: boom">trace</failure>',
            "error": '<error message="failed on setup">trace</error>',
            "skipped": '<skipped type="pytest.skip" message="no">skip</skipped>',
        }[outcome]
        attrs = f'classname="{classname}" name="{name}" time="0.1"'
        body.append(f"<testcase {attrs}>{inner}</testcase>")
    path.write_text(
        '<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest">'
        + "".join(body)
        + "</testsuite></testsuites>"
    )
    return path


def test_transitions_per_family(tmp_path: Path) -> None:
    stock = {
        "unit.language.test_a::test_load[1]": "passed",
        "unit.language.test_a::test_load[2]": "passed",
        "unit.language.test_a::test_load[3]": "failed",
        "unit.language.test_a::test_load[4]": "failed",
        "unit.language.test_a::test_store[1]": "passed",
        "unit.language.test_a::test_store[2]": "skipped",
        "gluon.test_core::test_x": "passed",
        "gluon.test_core::test_only_stock": "passed",
    }
    gluon = {
        "unit.language.test_a::test_load[1]": "passed",
        "unit.language.test_a::test_load[2]": "failed",
        "unit.language.test_a::test_load[3]": "passed",
        "unit.language.test_a::test_load[4]": "error",
        "unit.language.test_a::test_store[1]": "skipped",
        "unit.language.test_a::test_store[2]": "skipped",
        "gluon.test_core::test_x": "passed",
    }
    junit(tmp_path / "junit-stock-s1of2.xml", stock)
    junit(tmp_path / "junit-gluon-s1of2.xml", gluon)
    summary = triton_gate.report(tmp_path)
    load = summary["families"]["unit.language.test_a::test_load"]
    assert (load["both pass"], load["pass->fail"], load["fail->pass"], load["both fail"]) == (
        1,
        1,
        1,
        1,
    )
    store = summary["families"]["unit.language.test_a::test_store"]
    assert store["pass->fail"] == 1 and store["skipped"] == 1  # passing, then skipped, regresses
    assert summary["families"]["gluon.test_core::test_only_stock"]["missing"] == 1
    assert summary["totals"]["pass->fail"] == 2
    assert [r["test"] for r in summary["pass_to_fail"]] == [
        "unit.language.test_a::test_load[2]",
        "unit.language.test_a::test_store[1]",
    ]
    assert summary["pass_to_fail"][0]["message"] == "AssertionError: boom"
    assert summary["runs"] == ["s1of2"]
    assert "| **total** | 2 | 1 | 2 | 1 | 1 | 1 |" in triton_gate.table(summary)
    # the command line's report: exit 1 on a regression, the JSON written
    out = tmp_path / "summary.json"
    assert triton_gate.main(["report", str(tmp_path), "--json", str(out)]) == 1
    assert json.loads(out.read_text())["totals"]["pass->fail"] == 2


def test_shards_split_the_tests_exactly() -> None:
    ids = [f"unit/test_x.py::test_{i}[{i % 7}]" for i in range(500)]
    shards = [[t for t in ids if gate_plugin.in_shard(t, i, 4)] for i in range(1, 5)]
    assert sorted(sum(shards, [])) == sorted(ids)
    assert all(len(s) > 50 for s in shards)
    assert gate_plugin.parse_shard("3/4") == (3, 4)
    with pytest.raises(ValueError):
        gate_plugin.parse_shard("5/4")


FAKE_TESTS = {
    "conftest.py": """
        import pytest

        @pytest.fixture
        def fresh_knobs():
            # as Triton's fixture does: the test sees fresh knobs (no stages hook)
            from triton import knobs
            saved = knobs.runtime.add_stages_inspection_hook
            knobs.runtime.add_stages_inspection_hook = None
            yield
            knobs.runtime.add_stages_inspection_hook = saved
    """,
    "unit/language/test_fake.py": """
        import pytest
        from triton import knobs

        def hooked():
            return knobs.runtime.add_stages_inspection_hook is not None

        @pytest.mark.parametrize("i", range(6))
        def test_passes(i):
            pass

        def test_fails_stock_only():
            assert hooked()  # passes only with gluon-opt installed

        def test_passes_stock_only():
            assert not hooked()

        def test_with_fresh_knobs(fresh_knobs):
            assert hooked()  # with gluon-opt only if the plugin put the hook back
    """,
}


@pytest.mark.parametrize("workers", [0, 2], ids=["serial", "xdist"])
def test_run_stock_and_gluon_on_a_cpu_only_folder(tmp_path: Path, workers: int) -> None:
    if workers:
        pytest.importorskip("xdist")
    tests = tmp_path / "tests"
    for name, text in FAKE_TESTS.items():
        (tests / name).parent.mkdir(parents=True, exist_ok=True)
        (tests / name).write_text(textwrap.dedent(text))
    out = tmp_path / "out"
    cmd = [sys.executable, str(GPU / "triton_gate.py"), "run", "--tests", str(tests)]
    cmd += ["--out", str(out), "--shard", "1/1", "-n", str(workers), "unit/language"]
    proc = subprocess.run(cmd, capture_output=True, text=True, cwd=tmp_path, timeout=600)
    log = (out / "log-s1of1.txt").read_text()
    assert proc.returncode == 1, proc.stdout + proc.stderr + log  # one test regresses
    summary = json.loads((out / "summary-s1of1.json").read_text())
    family = "unit.language.test_fake::"
    assert summary["families"][family + "test_passes"]["both pass"] == 6
    assert summary["families"][family + "test_fails_stock_only"]["fail->pass"] == 1
    assert summary["families"][family + "test_passes_stock_only"]["pass->fail"] == 1
    # the plugin puts the hook back after fresh knobs: this test sees it with gluon-opt
    assert summary["families"][family + "test_with_fresh_knobs"]["fail->pass"] == 1
    assert summary["totals"]["missing"] == 0
    stats = json.loads((out / "stats-s1of1.json").read_text())
    assert all(s["gluon_opt"] for s in stats["stats"]["gluon"])
    assert not any(s["gluon_opt"] for s in stats["stats"]["stock"])
    assert sum(s["rehooked"] for s in stats["stats"]["gluon"]) == 1
    assert "PASS -> FAIL: 1" in proc.stdout
