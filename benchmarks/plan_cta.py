"""Time gluon-opt's plan-cta against libtriton's C++ pass on the captured multi-CTA inputs.

Run from the repository root: ``python benchmarks/plan_cta.py [REPEATS]``. For each input, both
passes run REPEATS times (default 5) on a freshly parsed module (our layout cache cleared) and
the median of the pass itself is reported (parsing and printing excluded). Inputs on which the
C++ pass aborts are skipped. Prints a Markdown table.
"""

from __future__ import annotations

import pathlib
import re
import sys

from gluon_opt.passes.layout_utils import _register_bases_of
from gluon_opt.passes.plan_cta import PlanCTAPass
from timing import Table, cpp_pass_seconds, our_pass_seconds
from triton._C.libtriton import nvidia

DATA = pathlib.Path(__file__).parents[1] / "test" / "unit" / "data" / "plan_cta"
CPP_ABORTS = ("softmax_", "vec_max_")  # 1-D reduce: the C++ pass aborts the process


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    table = Table()
    for path in sorted(DATA.glob("*.mlir")):
        if re.search(r"_c1_", path.name) or path.name.startswith(CPP_ABORTS):
            continue
        text = path.read_text()
        cpp = cpp_pass_seconds(text, nvidia.passes.ttnvgpuir.add_plan_cta, repeats)
        # each run starts cold: no help from the layout cache of earlier runs
        cold = _register_bases_of.cache_clear
        ours = our_pass_seconds(text, PlanCTAPass, repeats, before_each=cold)
        ops = text.count(" = ") + text.count("tt.store")
        table.add(path.name, f"~{ops}", cpp, ours)
    table.total()


if __name__ == "__main__":
    main()
