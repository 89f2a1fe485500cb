"""Your own pass inside triton.compile: global loads that skip L1 (cache modifier .cg).

python examples/cache_global_loads.py          # compiles for sm_90 (no GPU needed), checks PTX
python examples/cache_global_loads.py --run    # also runs the kernel (a GPU) and checks it
gluon-opt x.ttgir --load-pass-plugin=examples/cache_global_loads.py --cache-global-loads
"""

import sys
from dataclasses import dataclass

import gluon_opt
import triton
import triton.language as tl
from gluon_opt.dialects import enums, tt
from gluon_opt.passes.base import GluonPass, Placement, skip_unless_ops
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp


@gluon_opt.register_pass
@dataclass(frozen=True)
class CacheGlobalLoads(GluonPass):
    """Make every global tt.load without a cache modifier cache in L2 only (.cg)."""

    name = "cache-global-loads"  # the flag (no C++ twin; in IR dumps: the class name)
    placement = Placement("after", "tritongpu-coalesce")  # where triton.compile runs it
    skip_check = skip_unless_ops(frozenset({"tt.load"}))  # no load, nothing to change

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for load in [o for o in op.walk() if isinstance(o, tt.LoadOp)]:
            if load.properties.get("cache") in (None, enums.CACHE_NONE):
                load.properties["cache"] = enums.CacheModifier.attr("cg")


@triton.jit
def scale(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=offs < n) * 3.0, mask=offs < n)


def compiled_ptx() -> str:
    src = ASTSource(scale, {"x_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32"}, {"BLOCK": 1024})
    with gluon_opt.installed():
        return triton.compile(src, target=GPUTarget("cuda", 90, 32)).asm["ptx"]


if __name__ == "__main__":
    ptx = compiled_ptx()
    assert "ld.global.cg" in ptx, "the pass did not reach the PTX"
    print("first load:", next(line.strip() for line in ptx.splitlines() if "ld.global" in line))
    if "--run" in sys.argv:
        import torch

        x, out = torch.randn(100_000, device="cuda"), torch.empty(100_000, device="cuda")
        with gluon_opt.installed():
            scale[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
        assert torch.equal(out, x * 3.0)
        print("GPU result correct")
