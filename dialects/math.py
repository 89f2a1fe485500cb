"""``math`` as Triton uses it: upstream xDSL math, with MLIR's ``Elementwise`` trait on every op
(MLIR's ``ElementwiseMappable``; xDSL 0.74 does not declare it). ``Math`` is the dialect
object that ``make_context()`` registers."""

from __future__ import annotations

from gluon_opt.dialects.traits import Elementwise, with_traits
from xdsl.dialects import math as xmath
from xdsl.ir import Dialect, Operation

OPS: list[type[Operation]] = [with_traits(op, Elementwise()) for op in xmath.Math.operations]

Math = Dialect("math", OPS, list(xmath.Math.attributes))

__all__ = ["Math", "OPS"]
