"""Pass time of our convert-triton-to-tritongpu and coalesce next to libtriton's C++ passes,
side by side in one run, on every corpus input of each pass (pass time only: parsing and
printing excluded; median of REPEAT runs, each on a freshly parsed module).

    python benchmarks/layout_conversion.py            # prints the markdown tables

Results: benchmarks/layout_conversion.md.
"""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path

from gluon_opt.passes.registry import create_pass
from gluon_opt.tools.oracle import parse_options
from timing import Table, cpp_pass_seconds, op_count, our_pass_seconds
from triton._C.libtriton import passes

CORPUS = Path(__file__).resolve().parents[1] / "test" / "corpus"


def _options(flag: str, case: dict) -> dict[str, str]:
    if flag != "convert-triton-to-tritongpu":
        return {}
    return {
        "target": f"cuda:{case['cc']}",
        "num-warps": str(case["num_warps"]),
        "num-ctas": str(case["num_ctas"]),
    }


def add_cpp_pass(flag: str, options: dict[str, str]):
    def add(pm) -> None:
        if flag == "tritongpu-coalesce":
            passes.ttgpuir.add_coalesce(pm)
        else:
            target, warps, threads, ctas, _ = parse_options(flag, options)
            passes.ttir.add_convert_to_ttgpuir(pm, target, warps, threads, ctas)

    return add


def main() -> None:
    index = json.loads((CORPUS / "index.json").read_text())
    for flag in ("convert-triton-to-tritongpu", "tritongpu-coalesce"):
        print(f"\n## {flag}\n")
        table = Table()
        for rel in index["passes"][flag]:
            path = CORPUS / rel
            options = _options(flag, index["cases"][rel.split("/")[0]])
            text = path.read_text()
            ops = op_count(text, path.name)
            c = cpp_pass_seconds(text, add_cpp_pass(flag, options))
            o = our_pass_seconds(text, partial(create_pass, flag, options), filename=path.name)
            table.add(rel.split("/")[0], ops, c, o)
        table.total()


if __name__ == "__main__":
    main()
