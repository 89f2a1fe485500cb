"""Differential sweep of convert-triton-to-tritongpu and tritongpu-coalesce over every Triton
kernel of the suite x sm_80/90/100 x 4/8 warps x 1/2/4 CTAs (not only the corpus selection).

    TRITON_ALWAYS_COMPILE=1 python test/sweep_layout_conversion.py   # one line per configuration

For each configuration the kernel is compiled by stock triton 3.6.0 up to the start of its
``ttgir`` stage, where the module (the input of convert-triton-to-tritongpu, with locations) is
taken. Then, both with locations: libtriton's convert vs ours on it; libtriton's coalesce vs
ours on libtriton's convert output. libtriton runs in a child process (it aborts on some
inputs, e.g. a multi-CTA ``tt.join``). Exit status 1 if any output differs.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from gluon_opt.dialects.context import make_context  # noqa: E402
from gluon_opt.dialects.text.parser import parse_module  # noqa: E402
from gluon_opt.dialects.text.printer import print_module  # noqa: E402
from gluon_opt.passes.registry import create_pass  # noqa: E402
from gluon_opt.tools.oracle import OracleError, libtriton_print, run_cpp_pass  # noqa: E402
from kernels import ALL_CONFIGS, SPECS  # noqa: E402


class _Captured(Exception):
    def __init__(self, text: str) -> None:
        self.text = text


def ttir_of(case) -> str:
    """The module entering the ttgir stage of a stock compile of ``case``."""
    from triton import knobs

    def hook(backend, stages, options, language, capability):
        def capture(src, metadata):
            raise _Captured(str(src))

        stages["ttgir"] = capture

    previous = knobs.runtime.add_stages_inspection_hook
    knobs.runtime.add_stages_inspection_hook = hook
    try:
        case.compile()
    except _Captured as captured:
        return captured.text
    finally:
        knobs.runtime.add_stages_inspection_hook = previous
    raise RuntimeError(f"{case.name}: no ttgir stage reached")


def ours(text: str, flag: str, options: dict[str, str]) -> str:
    ctx = make_context()
    module = parse_module(text, ctx, "in.mlir")
    create_pass(flag, options).apply(ctx, module)
    return libtriton_print(print_module(module, debuginfo=True), True, "in.mlir")


def main() -> int:
    counts = {"same": 0, "differ": 0, "cpp-fails": 0}
    for spec in SPECS.values():
        for cc, warps, ctas in ALL_CONFIGS:
            if cc not in spec.ccs:
                continue
            case = spec.case(cc, warps, ctas)
            if case.is_gluon:
                continue
            try:
                ttir = ttir_of(case)
            except Exception as err:  # the front end rejects the configuration
                print(f"{case.name}: no ttir ({type(err).__name__})")
                continue
            options = {"target": f"cuda:{cc}", "num-warps": str(warps), "num-ctas": str(ctas)}
            line = []
            text = ttir
            steps = (("convert-triton-to-tritongpu", options), ("tritongpu-coalesce", {}))
            for flag, opts in steps:
                try:
                    expected = run_cpp_pass(
                        text, flag, opts, debuginfo=True, filename="in.mlir", isolated=True
                    )
                except OracleError:
                    counts["cpp-fails"] += 1
                    line.append(f"{flag}: C++ fails")
                    break
                same = ours(text, flag, opts) == expected
                counts["same" if same else "differ"] += 1
                line.append(f"{flag}: {'=' if same else 'DIFFERS'}")
                text = expected  # coalesce runs on libtriton's convert output
            print(f"{case.name}: " + ", ".join(line), flush=True)
    print(counts)
    return 1 if counts["differ"] else 0


if __name__ == "__main__":
    sys.exit(main())
