"""Analyses over the IR (between the dialects and the passes): MLIR's data-flow solver and
Triton's AxisInfo."""
