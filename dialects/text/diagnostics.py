"""Located errors: what a user sees as ``file:line:col: error: message``."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import CallSiteLoc, FileLineColLoc, FusedLoc, NameLoc
from xdsl.ir import Attribute, Operation


def file_line_col(loc: Attribute | None) -> FileLineColLoc | None:
    """The first file:line:col position a location carries, looking through names and fusions."""
    if isinstance(loc, FileLineColLoc):
        return loc
    if isinstance(loc, NameLoc):
        return file_line_col(loc.location)
    if isinstance(loc, CallSiteLoc):
        return file_line_col(loc.callee)
    if isinstance(loc, FusedLoc):
        for inner in loc.locations:
            found = file_line_col(inner)
            if found is not None:
                return found
    return None


class DiagnosticError(Exception):
    """An error attached to an op (or a location); the CLI prints it located and exits 1.

    ``notes`` are diagnostics MLIR emits right after this one, as ``(severity, message,
    location)``: a ``note`` such as ``prior use here``, or a further ``error`` of the same
    failure (a location of None means this error's own location).
    """

    def __init__(
        self,
        message: str,
        op: Operation | None = None,
        loc: Attribute | None = None,
        notes: Sequence[tuple[str, str, Attribute | None]] = (),
        severity: str = "error",
    ):
        super().__init__(message)
        self.message = message
        self.op = op
        self.loc = loc if loc is not None or op is None else op.location
        self.notes = list(notes)
        # "remark"/"warning": emitted by a pass that goes on (e.g. an analysis printer)
        self.severity = severity

    def position(self) -> FileLineColLoc | None:
        return file_line_col(self.loc)
