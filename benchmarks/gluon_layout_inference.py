"""Time our Gluon layout inference passes against libtriton's C++ passes (pass time only), on
every corpus input of the pass and on the chunks of Triton's lit file when TRITON_SRC is set.

    python benchmarks/gluon_layout_inference.py [gluon-resolve-auto-encodings]
    python benchmarks/gluon_layout_inference.py gluon-infer-coalesced-encodings
"""

import gc
import json
import os
import sys
import tempfile
import time
from pathlib import Path

from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.passes.registry import create_pass
from triton._C.libtriton import ir, nvidia, passes

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


def cpp_time(text: str, flag: str) -> float:
    times = []
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "in.mlir")
        Path(path).write_text(text)
        for _ in range(REPEAT):
            ctx = ir.context()
            ir.load_dialects(ctx)
            nvidia.load_dialects(ctx)
            mod = ir.parse_mlir_module(path, ctx)
            pm = ir.pass_manager(ctx)
            CPP_ADD[flag](pm)
            t = time.perf_counter()
            pm.run(mod, "bench")
            times.append(time.perf_counter() - t)
    return min(times)


def our_time(text: str, flag: str) -> float:
    times = []
    for _ in range(REPEAT):
        ctx = make_context()
        module = parse_module(text, ctx, "in.mlir")
        p = create_pass(flag)
        gc.collect()  # a collection left over from parsing is not the pass's time
        t = time.perf_counter()
        p.apply(ctx, module)
        times.append(time.perf_counter() - t)
    return min(times)


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
    print(f"| {flag} input | ops | C++ (ms) | ours (ms) | ratio |\n|---|---:|---:|---:|---:|")
    tot_c = tot_o = 0.0
    for name, text in inputs(flag):
        n_ops = sum(1 for _ in parse_module(text, make_context(), "in.mlir").walk())
        c, o = cpp_time(text, flag), our_time(text, flag)
        tot_c += c
        tot_o += o
        print(f"| {name} | {n_ops} | {c * 1e3:.2f} | {o * 1e3:.2f} | {o / c:.1f}x |")
    print(f"| **total** | | {tot_c * 1e3:.2f} | {tot_o * 1e3:.2f} | {tot_o / tot_c:.1f}x |")


if __name__ == "__main__":
    main()
