"""Time our TMA lowering / fence insertion against libtriton's C++ passes (pass time only)."""

import statistics
import time
from pathlib import Path

from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.passes.fence_insertion import FenceInsertionPass
from gluon_opt.passes.tma_lowering import TMALoweringPass
from triton._C.libtriton import ir, nvidia

DATA = Path("test/unit/data/tma")
REPEAT = 5


def cpp_time(path: Path, kind: str) -> float:
    times = []
    for _ in range(REPEAT):
        ctx = ir.context()
        ir.load_dialects(ctx)
        nvidia.load_dialects(ctx)
        mod = ir.parse_mlir_module(str(path), ctx)
        pm = ir.pass_manager(ctx)
        if kind == "tma":
            nvidia.passes.ttnvgpuir.add_tma_lowering(pm)
        else:
            nvidia.passes.ttnvgpuir.add_fence_insertion(pm, 90)
        t = time.perf_counter()
        pm.run(mod, "bench")
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def our_time(path: Path, kind: str) -> float:
    text = path.read_text()
    times = []
    for _ in range(REPEAT):
        ctx = make_context()
        module = parse_module(text, ctx, path.name)
        p = TMALoweringPass() if kind == "tma" else FenceInsertionPass(compute_capability=90)
        t = time.perf_counter()
        p.apply(ctx, module)
        times.append(time.perf_counter() - t)
    return statistics.median(times)


for kind in ("tma", "fence"):
    print(f"\n| {kind} input | ops | C++ (ms) | ours (ms) | ratio |\n|---|---:|---:|---:|---:|")
    tot_c = tot_o = 0.0
    for path in sorted(DATA.glob(f"*.{kind}.mlir")):
        try:
            n_ops = sum(1 for _ in parse_module(path.read_text(), make_context(), path.name).walk())
        except Exception as err:  # an input our parser cannot read yet
            print(f"| {path.name.removesuffix(f'.{kind}.mlir')} | not parsed: {err} | | | |")
            continue
        c, o = cpp_time(path, kind), our_time(path, kind)
        tot_c += c
        tot_o += o
        print(
            f"| {path.name.removesuffix(f'.{kind}.mlir')} | {n_ops} "
            f"| {c * 1e3:.2f} | {o * 1e3:.1f} | {o / c:.1f}x |"
        )
    print(f"| **total** | | {tot_c * 1e3:.2f} | {tot_o * 1e3:.1f} | {tot_o / tot_c:.1f}x |")
