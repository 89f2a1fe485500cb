"""Time our remove-layout-conversions against libtriton's C++ pass (pass time only), on every
distinct corpus input of the pass. Run from the repository root:

    python benchmarks/remove_layout_conversions.py
"""

import json
from pathlib import Path

from gluon_opt.dialects.layout.encodings import libtriton_readable
from gluon_opt.passes.remove_layout_conversions import RemoveLayoutConversionsPass
from timing import Table, cpp_pass_seconds, op_count, our_pass_seconds
from triton._C.libtriton import passes

CORPUS = Path("test/corpus")
FLAG = "tritongpu-remove-layout-conversions"


index = json.loads((CORPUS / "index.json").read_text())
inputs = sorted(set(index["passes"][FLAG]))
table = Table()
for rel in inputs:
    path = CORPUS / rel
    text = path.read_text()
    n_ops = op_count(text, path.name)
    # libtriton does not re-read every print of its own (an nvmma_shared of rank != 2): hand
    # it the readable spelling, as the oracle does
    c = cpp_pass_seconds(libtriton_readable(text), passes.ttgpuir.add_remove_layout_conversions)
    o = our_pass_seconds(text, RemoveLayoutConversionsPass, filename=path.name)
    table.add(rel, n_ops, c, o)
table.total()
