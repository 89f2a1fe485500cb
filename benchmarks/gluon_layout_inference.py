"""Time our Gluon layout inference passes against libtriton's C++ passes (pass time only), on
every corpus input of the pass and on the chunks of Triton's lit file when TRITON_SRC is set.

    python benchmarks/gluon_layout_inference.py [gluon-resolve-auto-encodings]
    python benchmarks/gluon_layout_inference.py gluon-infer-coalesced-encodings
"""

import gc
import json
import os
import sys
from pathlib import Path

from gluon_opt.passes.registry import create_pass
from timing import Table, cpp_pass_seconds, op_count, our_pass_seconds
from triton._C.libtriton import passes

CORPUS = Path("test/corpus")
REPEAT = 7
CPP_ADD = {
    "gluon-resolve-auto-encodings": passes.gluon.add_resolve_auto_encodings,
    "gluon-infer-coalesced-encodings": passes.gluon.add_infer_coalesced_encodings,
}
LIT = {
    "gluon-resolve-auto-encodings": "auto_encoding.mlir",
    "gluon-infer-coalesced-encodings": "infer_coalesced_encoding.mlir",
}


def inputs(flag: str) -> list[tuple[str, str]]:
    index = json.loads((CORPUS / "index.json").read_text())
    found = [(rel.split("/")[0], (CORPUS / rel).read_text()) for rel in index["passes"][flag]]
    root = os.environ.get("TRITON_SRC")
    if root:
        lit = Path(root, "test/Gluon", LIT[flag]).read_text().split("// -----")
        found += [(f"triton-lit-{i}", chunk) for i, chunk in enumerate(lit) if "tt.func" in chunk]
    return found


def main() -> None:
    flag = sys.argv[1] if len(sys.argv) > 1 else "gluon-resolve-auto-encodings"
    table = Table(f"{flag} input")
    for name, text in inputs(flag):
        n_ops = op_count(text, "in.mlir")
        c = cpp_pass_seconds(text, CPP_ADD[flag], REPEAT, min)
        # a collection left over from parsing is not the pass's time
        o = our_pass_seconds(
            text, lambda: create_pass(flag), REPEAT, min, before_each=gc.collect, filename="in.mlir"
        )
        table.add(name, n_ops, c, o)
    table.total()


if __name__ == "__main__":
    main()
