"""Pass time of our convert-triton-to-tritongpu and coalesce next to libtriton's C++ passes,
side by side in one run, on every corpus input of each pass (pass time only: parsing and
printing excluded; median of REPEAT runs, each on a freshly parsed module).

    python benchmarks/layout_conversion.py            # prints the markdown tables

Results: benchmarks/layout_conversion.md.
"""

from __future__ import annotations

import json
import statistics
import time
from pathlib import Path

from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.passes.registry import create_pass
from gluon_opt.tools.oracle import parse_options
from triton._C.libtriton import ir, nvidia, passes

CORPUS = Path(__file__).resolve().parents[1] / "test" / "corpus"
REPEAT = 5


def _options(flag: str, case: dict) -> dict[str, str]:
    if flag != "convert-triton-to-tritongpu":
        return {}
    return {
        "target": f"cuda:{case['cc']}",
        "num-warps": str(case["num_warps"]),
        "num-ctas": str(case["num_ctas"]),
    }


def cpp_time(path: Path, flag: str, options: dict[str, str]) -> float:
    times = []
    for _ in range(REPEAT):
        ctx = ir.context()
        ir.load_dialects(ctx)
        nvidia.load_dialects(ctx)
        mod = ir.parse_mlir_module(str(path), ctx)
        pm = ir.pass_manager(ctx)
        if flag == "tritongpu-coalesce":
            passes.ttgpuir.add_coalesce(pm)
        else:
            target, warps, threads, ctas, _ = parse_options(flag, options)
            passes.ttir.add_convert_to_ttgpuir(pm, target, warps, threads, ctas)
        start = time.perf_counter()
        pm.run(mod, "bench")
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def our_time(path: Path, flag: str, options: dict[str, str]) -> float:
    text = path.read_text()
    times = []
    for _ in range(REPEAT):
        ctx = make_context()
        module = parse_module(text, ctx, path.name)
        pass_ = create_pass(flag, options)
        start = time.perf_counter()
        pass_.apply(ctx, module)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    index = json.loads((CORPUS / "index.json").read_text())
    for flag in ("convert-triton-to-tritongpu", "tritongpu-coalesce"):
        print(f"\n## {flag}\n")
        print("| input | ops | C++ (ms) | ours (ms) | ours/C++ |\n|---|---:|---:|---:|---:|")
        ratios, total_cpp, total_ours = [], 0.0, 0.0
        for rel in index["passes"][flag]:
            path = CORPUS / rel
            options = _options(flag, index["cases"][rel.split("/")[0]])
            ops = sum(1 for _ in parse_module(path.read_text(), make_context(), path.name).walk())
            c, o = cpp_time(path, flag, options), our_time(path, flag, options)
            total_cpp += c
            total_ours += o
            ratios.append(o / c)
            print(f"| {rel.split('/')[0]} | {ops} | {c * 1e3:.2f} | {o * 1e3:.2f} | {o / c:.0f} |")
        print(
            f"| **total** | | {total_cpp * 1e3:.1f} | {total_ours * 1e3:.1f} | "
            f"{total_ours / total_cpp:.0f} |\n\nmedian ratio ours/C++: "
            f"{statistics.median(ratios):.0f}"
        )


if __name__ == "__main__":
    main()
