"""``gluon-opt --compare``: a Python pass next to its C++ twin, on the same input.

Both outputs are printed by libtriton (ours after a libtriton parse of our print), so the
comparison is of the text libtriton itself would produce; any difference is a real one.
"""

from __future__ import annotations

import difflib

from gluon_opt.passes.registry import cpp_twin, get_pass
from gluon_opt.tools.irdiff import equivalent
from gluon_opt.tools.oracle import OracleError, libtriton_print, run_cpp_pass


def compare_with_twin(
    flag: str, options: dict[str, str], before: str, after: str, debuginfo: bool
) -> tuple[str, bool]:
    """The report for one pass (``identical`` or a unified diff) and whether they agree.

    ``before`` is the pass's input and ``after`` our output, both printed with locations;
    ``debuginfo`` says whether locations take part in the comparison.
    """
    twin = cpp_twin(flag)
    if twin is None:
        return f"compare {flag}: no C++ twin\n", True
    try:
        cpp = run_cpp_pass(before, twin, options, debuginfo=debuginfo)
    except OracleError as err:
        return f"compare {flag}: the C++ pass {twin} failed: {err}\n", False
    try:
        ours = libtriton_print(after, debuginfo=debuginfo)
    except OracleError as err:
        return f"compare {flag}: libtriton cannot read the Python pass's output: {err}\n", False
    if ours == cpp:
        return f"compare {flag}: identical\n", True
    if getattr(get_pass(flag), "cpp_order_varies", False) and equivalent(
        libtriton_print(after), run_cpp_pass(before, twin, options)
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
