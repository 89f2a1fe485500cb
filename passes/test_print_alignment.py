"""``-test-print-alignment``: a remark per op result with its AxisInfo (Triton's
test/lib/Analysis/TestAxisInfo.cpp, used by Triton's test/Analysis/test-alignment.mlir).

In prose: docs/passes/test-print-alignment.md.

For every op with results inside a ``tt.func`` (post-order), one remark per result at the
op's location: ``<value> => contiguity = [...], divisibility = [...], constancy = [...],
constant_value = ...`` (nothing after ``=>`` for a value the analysis has no entry for).
The analysis may write call-site facts into callee argument attributes, as the C++ does.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gluon_opt.analysis.axis_info import ModuleAxisInfoAnalysis
from gluon_opt.dialects import tt
from gluon_opt.dialects.text.diagnostics import DiagnosticError
from gluon_opt.dialects.text.walk import postorder
from gluon_opt.passes.base import GluonPass
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp


@dataclass(frozen=True)
class TestPrintAlignmentPass(GluonPass):
    """Emit the AxisInfo of every op result as a remark."""

    name = "test-print-alignment"
    mlir_name = "TestAxisInfoPass"
    cpp_twin = None  # triton-opt has it, libtriton does not expose it

    remarks: list[DiagnosticError] = field(
        default_factory=list, init=False, repr=False, compare=False
    )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        analysis = ModuleAxisInfoAnalysis(op)
        for func in [f for f in op.walk() if isinstance(f, tt.FuncOp)]:
            for nested in postorder(func):
                for result in nested.results:
                    info = analysis.get(result)
                    text = f"%{result.name_hint or result.index} => {info if info else ''}"
                    self.remarks.append(
                        DiagnosticError(text, loc=nested.location, severity="remark")
                    )
