"""docs/architecture.md's "How to add a pass", run as written: the example pass, registered
as the registry registers every entry of BUILTIN_PASSES, reaches the CLI, -list-passes and
triton.compile with nothing else changed."""

from __future__ import annotations

import re
import sys
import types
from pathlib import Path

import gluon_opt
import pytest
from gluon_opt.passes import registry
from gluon_opt.tools.gluon_opt import main

ROOT = Path(__file__).parents[2]
FLAG = "example-evict-first-loads"


def documented_example() -> str:
    text = (ROOT / "docs" / "architecture.md").read_text()
    section = text.split("## How to add a pass", 1)[1]
    return re.search(r"```python\n(.*?)```", section, re.S).group(1)


@pytest.fixture
def example_pass(monkeypatch):
    module = types.ModuleType("gluon_opt_example_evict_first_loads")
    monkeypatch.setitem(sys.modules, module.__name__, module)
    exec(compile(documented_example(), "passes/evict_first_loads.py", "exec"), module.__dict__)
    cls = module.EvictFirstLoadsPass
    registry.register_pass(cls)  # what the registry does for each entry of BUILTIN_PASSES
    yield cls
    registry.unregister_pass(FLAG)


def test_the_example_is_about_twenty_lines():
    lines = [line for line in documented_example().splitlines() if line.strip()]
    assert len(lines) <= 25


def test_the_cli_runs_it(example_pass, tmp_path, capsys):
    path = next(
        p
        for p in sorted((ROOT / "test" / "corpus").glob("vector_add-sm90-*/*.mlir"))
        if "tt.load" in p.read_text() and "#blocked" in p.read_text()
    )
    assert main([str(path), f"--{FLAG}"]) == 0
    out = capsys.readouterr().out
    loads = [line for line in out.splitlines() if "tt.load" in line]
    assert loads and all("evictionPolicy = evict_first" in line for line in loads)
    # the option, as triton-opt spells options; a bad value is a message
    assert main([str(path), f"--{FLAG}=only-masked=true", "-o", str(tmp_path / "o.mlir")]) == 0
    assert main([str(path), f"--{FLAG}=only-masked=maybe"]) == 1
    assert "invalid value 'maybe' for option 'only-masked'" in capsys.readouterr().err


def test_list_passes_shows_it(example_pass, capsys):
    assert main(["-list-passes"]) == 0
    listing = capsys.readouterr().out
    at = listing.index(f"  --{FLAG}  [python]\n")
    entry = listing[at:].splitlines()[:3]
    assert entry[1].strip() == "Mark global loads evict-first"
    assert entry[2].strip() == "only-masked: bool = False"


def test_the_embedding_runs_it_after_coalesce(example_pass):
    import triton
    import triton.language as tl
    from triton import knobs
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    @triton.jit
    def copy(x_ptr, out_ptr, BLOCK: tl.constexpr):
        offs = tl.arange(0, BLOCK)
        tl.store(out_ptr + offs, tl.load(x_ptr + offs))

    # its place, its skip check and its MLIR name come from the class
    assert registry.PLACEMENTS[FLAG].anchor == "tritongpu-coalesce"
    assert registry.skip_check(FLAG) is example_pass.skip_check
    assert registry.mlir_pass_name(FLAG) == "ExampleEvictFirstLoads"
    src = ASTSource(copy, {"x_ptr": "*fp32", "out_ptr": "*fp32"}, {"BLOCK": 256})
    with knobs.compilation.scope(), gluon_opt.installed():
        knobs.compilation.always_compile = True
        kernel = triton.compile(src, target=GPUTarget("cuda", 90, 32))
        log = gluon_opt.compile_log()[-1]
    names = [step["name"] for step in log]
    at = names.index("tritongpu-coalesce")
    assert names[at + 1] == FLAG and log[at + 1]["where"] == "python"
    assert "evictionPolicy = evict_first" in kernel.asm["ttgir"]



@pytest.mark.parametrize("cls", registry.BUILTIN_PASSES, ids=lambda cls: cls.name)
def test_every_builtin_pass_describes_itself(cls):
    from gluon_opt.passes.base import GluonPass, summary
    from gluon_opt.passes.cpp_passes import find_cpp_pass

    assert issubclass(cls, GluonPass) and registry.get_pass(cls.name) is cls
    assert summary(cls) and cls.mlir_name
    assert "cpp_twin" in vars(cls), "say which C++ pass it must equal (None: none)"
    if cls.cpp_twin is not None:
        twin = find_cpp_pass(cls.cpp_twin)  # checked against libtriton by test_cpp_pipeline
        assert twin is not None and twin.mlir_name == cls.mlir_name
    registry.create_pass(cls.name)  # every option has a default


def test_a_port_names_its_twin_once():
    from gluon_opt.passes.base import GluonPass
    from gluon_opt.passes.coalesce import CoalescePass

    # port_of gives the flag, the twin and the MLIR name of the C++ pass
    assert (CoalescePass.name, CoalescePass.cpp_twin) == ("tritongpu-coalesce",) * 2
    assert CoalescePass.mlir_name == "TritonGPUCoalesce"
    with pytest.raises(ValueError, match="no pass 'tritongpu-no-such-pass'"):

        class Nowhere(GluonPass, port_of="tritongpu-no-such-pass"):
            pass
