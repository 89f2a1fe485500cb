"""Time our TMA lowering / fence insertion against libtriton's C++ passes (pass time only)."""

from pathlib import Path

from gluon_opt.passes.fence_insertion import FenceInsertionPass
from gluon_opt.passes.tma_lowering import TMALoweringPass
from timing import cpp_pass_seconds, op_count, our_pass_seconds
from triton._C.libtriton import nvidia

DATA = Path("test/unit/data/tma")


CPP_ADD = {
    "tma": nvidia.passes.ttnvgpuir.add_tma_lowering,
    "fence": lambda pm: nvidia.passes.ttnvgpuir.add_fence_insertion(pm, 90),
}
OURS = {"tma": TMALoweringPass, "fence": lambda: FenceInsertionPass(compute_capability=90)}


for kind in ("tma", "fence"):
    print(f"\n| {kind} input | ops | C++ (ms) | ours (ms) | ratio |\n|---|---:|---:|---:|---:|")
    tot_c = tot_o = 0.0
    for path in sorted(DATA.glob(f"*.{kind}.mlir")):
        try:
            text = path.read_text()
            n_ops = op_count(text, path.name)
        except Exception as err:  # an input our parser cannot read yet
            print(f"| {path.name.removesuffix(f'.{kind}.mlir')} | not parsed: {err} | | | |")
            continue
        c = cpp_pass_seconds(text, CPP_ADD[kind])
        o = our_pass_seconds(text, OURS[kind], filename=path.name)
        tot_c += c
        tot_o += o
        print(
            f"| {path.name.removesuffix(f'.{kind}.mlir')} | {n_ops} "
            f"| {c * 1e3:.2f} | {o * 1e3:.1f} | {o / c:.1f}x |"
        )
    print(f"| **total** | | {tot_c * 1e3:.2f} | {tot_o * 1e3:.1f} | {tot_o / tot_c:.1f}x |")
