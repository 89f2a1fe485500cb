"""Time our remove-layout-conversions against libtriton's C++ pass (pass time only), on every
distinct corpus input of the pass. Run from the repository root:

    python benchmarks/remove_layout_conversions.py
"""

import json
import statistics
from pathlib import Path

from gluon_opt.dialects.layout.encodings import libtriton_readable
from gluon_opt.passes.remove_layout_conversions import RemoveLayoutConversionsPass
from timing import cpp_pass_seconds, op_count, our_pass_seconds
from triton._C.libtriton import passes

CORPUS = Path("test/corpus")
FLAG = "tritongpu-remove-layout-conversions"


index = json.loads((CORPUS / "index.json").read_text())
inputs = sorted(set(index["passes"][FLAG]))
print("| input | ops | C++ (ms) | ours (ms) | ratio |\n|---|---:|---:|---:|---:|")
tot_c = tot_o = 0.0
ratios = []
for rel in inputs:
    path = CORPUS / rel
    text = path.read_text()
    n_ops = op_count(text, path.name)
    # libtriton does not re-read every print of its own (an nvmma_shared of rank != 2): hand
    # it the readable spelling, as the oracle does
    c = cpp_pass_seconds(libtriton_readable(text), passes.ttgpuir.add_remove_layout_conversions)
    o = our_pass_seconds(text, RemoveLayoutConversionsPass, filename=path.name)
    tot_c += c
    tot_o += o
    ratios.append(o / c)
    print(f"| {rel} | {n_ops} | {c * 1e3:.2f} | {o * 1e3:.2f} | {o / c:.0f}x |")
print(
    f"| total ({len(inputs)} inputs) | | {tot_c * 1e3:.1f} | {tot_o * 1e3:.1f} | "
    f"{tot_o / tot_c:.0f}x (median {statistics.median(ratios):.0f}x) |"
)
