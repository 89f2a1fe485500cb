"""Time our remove-layout-conversions against libtriton's C++ pass (pass time only), on every
distinct corpus input of the pass. Run from the repository root:

    python benchmarks/remove_layout_conversions.py
"""

import json
import statistics
import tempfile
import time
from pathlib import Path

from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.layout.encodings import libtriton_readable
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.passes.remove_layout_conversions import RemoveLayoutConversionsPass
from triton._C.libtriton import ir, nvidia, passes

CORPUS = Path("test/corpus")
FLAG = "tritongpu-remove-layout-conversions"
REPEAT = 5


def cpp_time(path: Path) -> float:
    # libtriton does not re-read every print of its own (an nvmma_shared of rank != 2): hand
    # it the readable spelling, as the oracle does
    with tempfile.NamedTemporaryFile("w", suffix=".mlir") as readable:
        readable.write(libtriton_readable(path.read_text()))
        readable.flush()
        return _cpp_time(Path(readable.name))


def _cpp_time(path: Path) -> float:
    times = []
    for _ in range(REPEAT):
        ctx = ir.context()
        ir.load_dialects(ctx)
        nvidia.load_dialects(ctx)
        mod = ir.parse_mlir_module(str(path), ctx)
        pm = ir.pass_manager(ctx)
        passes.ttgpuir.add_remove_layout_conversions(pm)
        t = time.perf_counter()
        pm.run(mod, "bench")
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def our_time(path: Path) -> float:
    text = path.read_text()
    times = []
    for _ in range(REPEAT):
        ctx = make_context()
        module = parse_module(text, ctx, path.name)
        t = time.perf_counter()
        RemoveLayoutConversionsPass().apply(ctx, module)
        times.append(time.perf_counter() - t)
    return statistics.median(times)


index = json.loads((CORPUS / "index.json").read_text())
inputs = sorted(set(index["passes"][FLAG]))
print("| input | ops | C++ (ms) | ours (ms) | ratio |\n|---|---:|---:|---:|---:|")
tot_c = tot_o = 0.0
ratios = []
for rel in inputs:
    path = CORPUS / rel
    n_ops = sum(1 for _ in parse_module(path.read_text(), make_context(), path.name).walk())
    c, o = cpp_time(path), our_time(path)
    tot_c += c
    tot_o += o
    ratios.append(o / c)
    print(f"| {rel} | {n_ops} | {c * 1e3:.2f} | {o * 1e3:.2f} | {o / c:.0f}x |")
print(
    f"| total ({len(inputs)} inputs) | | {tot_c * 1e3:.1f} | {tot_o * 1e3:.1f} | "
    f"{tot_o / tot_c:.0f}x (median {statistics.median(ratios):.0f}x) |"
)
