"""``gluon-opt --compare``: a Python pass next to its C++ twin, on the same input.

Both passes run on the same text (the Python pass's input in the pipeline, printed with
locations) and both outputs are printed by libtriton (ours after a libtriton parse of our
print), so the comparison is of the text libtriton itself would produce.
"""

from __future__ import annotations

import difflib

from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.dialects.text.printer import print_module
from gluon_opt.passes.base import attribute
from gluon_opt.passes.registry import cpp_twin, create_pass, get_pass
from gluon_opt.tools.irdiff import equivalent
from gluon_opt.tools.oracle import OracleError, libtriton_print, run_cpp_pass

# the name both sides parse the input under (locations the text leaves implicit)
_FILENAME = "input.mlir"


def compare_with_twin(
    flag: str, options: dict[str, str], before: str, debuginfo: bool
) -> tuple[str, bool]:
    """The report for one pass (``identical`` or a unified diff) and whether they agree.

    ``before`` is the pass's input printed with locations. Both passes start from that text,
    parsed under one file name, so that what the text cannot carry (the locations of loop
    block arguments) is the same on both sides. ``debuginfo`` says whether locations take
    part in the comparison.
    """
    twin = cpp_twin(flag)
    if twin is None:
        return f"compare {flag}: no C++ twin\n", True
    try:
        cpp_text = run_cpp_pass(before, twin, options, debuginfo=True, filename=_FILENAME)
        # through one text round trip, as our output goes: what MLIR's syntax cannot carry
        # (a rebuilt loop's block-argument locations) is then lost on both sides alike
        cpp = libtriton_print(cpp_text, debuginfo=debuginfo)
    except OracleError as err:
        return f"compare {flag}: the C++ pass {twin} failed: {err}\n", False
    after = _run_python_pass(flag, options, before)
    try:
        ours = libtriton_print(after, debuginfo=debuginfo)
    except OracleError as err:
        return f"compare {flag}: libtriton cannot read the Python pass's output: {err}\n", False
    if ours == cpp:
        return f"compare {flag}: identical\n", True
    if attribute(get_pass(flag), "cpp_order_varies") and equivalent(
        libtriton_print(after), run_cpp_pass(before, twin, options, filename=_FILENAME)
    ):
        note = "identical up to op order and SSA names (the C++ pass's order varies by run)"
        return f"compare {flag}: {note}\n", True
    diff = difflib.unified_diff(
        cpp.splitlines(keepends=True),
        ours.splitlines(keepends=True),
        fromfile=f"{twin} (C++)",
        tofile=f"{flag} (Python)",
    )
    return f"compare {flag}: differs\n" + "".join(diff), False


def _run_python_pass(flag: str, options: dict[str, str], before: str) -> str:
    ctx = make_context()
    module = parse_module(before, ctx, _FILENAME)
    create_pass(flag, options).apply(ctx, module)
    return print_module(module, debuginfo=True, for_libtriton=True)
