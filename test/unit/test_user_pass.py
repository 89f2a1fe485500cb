"""A user's own Python pass: register_pass for the CLI and for triton.compile, with the
example of examples/cache_global_loads.py compiled on CPU (sm_90)."""

from __future__ import annotations

import importlib.util
import re
from dataclasses import dataclass
from pathlib import Path

import gluon_opt
import pytest
from gluon_opt.passes import registry
from gluon_opt.tools import embed
from gluon_opt.tools.gluon_opt import main
from xdsl.passes import ModulePass

EXAMPLE = Path(__file__).parents[2] / "examples" / "cache_global_loads.py"
CORPUS = Path(__file__).parents[1] / "corpus"


@pytest.fixture
def example():
    from triton import knobs

    spec = importlib.util.spec_from_file_location("cache_global_loads_example", EXAMPLE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # registers the pass
    with knobs.compilation.scope():  # compile for real: the cache would skip the pipeline
        knobs.compilation.always_compile = True
        yield module
    gluon_opt.unregister_pass("cache-global-loads")


def test_example_is_short():
    assert len(EXAMPLE.read_text().splitlines()) <= 60


def test_example_changes_the_ptx_inside_triton_compile(example):
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    ptx = example.compiled_ptx()
    loads = [line for line in ptx.splitlines() if "ld.global" in line]
    assert loads and all("ld.global.cg" in line for line in loads)
    src = ASTSource(
        example.scale, {"x_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32"}, {"BLOCK": 1024}
    )
    stock = triton.compile(src, target=GPUTarget("cuda", 90, 32)).asm["ptx"]
    assert "ld.global" in stock and "ld.global.cg" not in stock


def test_example_runs_after_coalesce_in_the_compile_log(example):
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    with gluon_opt.installed():
        src = ASTSource(
            example.scale, {"x_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32"}, {"BLOCK": 512}
        )
        triton.compile(src, target=GPUTarget("cuda", 90, 32))
        log = gluon_opt.compile_log()[-1]
    names = [step["name"] for step in log]
    at = names.index("tritongpu-coalesce")
    assert names[at + 1] == "cache-global-loads"
    assert log[at + 1]["where"] == "python"


def test_example_from_the_command_line(example, capsys):
    path = next(
        p for p in sorted(CORPUS.glob("vector_add-sm90-*/*.mlir")) if "tt.load" in p.read_text()
    )
    plugin = f"--load-pass-plugin={EXAMPLE}"
    assert main([str(path), plugin, "--cache-global-loads"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"tt\.load .* cacheModifier = cg", out)
    assert main([plugin, "-list-passes"]) == 0
    listing = capsys.readouterr().out
    assert "--cache-global-loads  [python]" in listing
    assert "cache in L2 only" in listing


def test_placements(monkeypatch):
    @dataclass(frozen=True)
    class Noop(ModulePass):
        """Does nothing."""

        name = "test-noop"

        def apply(self, ctx, op) -> None:
            pass

    steps = [embed.Step("a-pass", None), embed.Step("tritongpu-coalesce", None)]
    for where, expected in (
        ("before", ["a-pass", "test-noop", "tritongpu-coalesce"]),
        ("after", ["a-pass", "tritongpu-coalesce", "test-noop"]),
        ("replace", ["a-pass", "test-noop"]),
    ):
        registry.register_pass(Noop, **{where: "tritongpu-coalesce"})
        try:
            assert [s.flag for s in embed.place_user_passes(steps)] == expected
        finally:
            registry.unregister_pass("test-noop")
    with pytest.raises(ValueError, match="no stock pass named"):
        registry.register_pass(Noop, after="no-such-pass")
    with pytest.raises(ValueError, match="at most one"):
        registry.register_pass(Noop, after="cse", before="cse")
    assert "test-noop" not in registry.PASSES


def test_a_broken_plugin_is_a_message(tmp_path, capsys):
    plugin = tmp_path / "broken.py"
    plugin.write_text("raise RuntimeError('broken on purpose')\n")
    assert main(["-", f"--load-pass-plugin={plugin}"]) == 1
    err = capsys.readouterr().err
    assert "cannot load pass plugin" in err and "broken on purpose" in err
    assert "Traceback" not in err
