"""Time our TMA lowering / fence insertion against libtriton's C++ passes (pass time only)."""

from pathlib import Path

from gluon_opt.passes.fence_insertion import FenceInsertionPass
from gluon_opt.passes.tma_lowering import TMALoweringPass
from timing import Table, cpp_pass_seconds, op_count, our_pass_seconds
from triton._C.libtriton import nvidia

DATA = Path("test/unit/data/tma")


CPP_ADD = {
    "tma": nvidia.passes.ttnvgpuir.add_tma_lowering,
    "fence": lambda pm: nvidia.passes.ttnvgpuir.add_fence_insertion(pm, 90),
}
OURS = {"tma": TMALoweringPass, "fence": lambda: FenceInsertionPass(compute_capability=90)}


for kind in ("tma", "fence"):
    print()
    table = Table(f"{kind} input")
    for path in sorted(DATA.glob(f"*.{kind}.mlir")):
        name = path.name.removesuffix(f".{kind}.mlir")
        try:
            text = path.read_text()
            n_ops = op_count(text, path.name)
        except Exception as err:  # an input our parser cannot read yet
            table.note(name, f"not parsed: {err}")
            continue
        c = cpp_pass_seconds(text, CPP_ADD[kind])
        o = our_pass_seconds(text, OURS[kind], filename=path.name)
        table.add(name, n_ops, c, o)
    table.total()
