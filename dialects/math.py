"""``math`` as Triton uses it: upstream xDSL math, with MLIR's ``Elementwise`` trait on every op
(MLIR's ``ElementwiseMappable``; xDSL 0.74 does not declare it), and ``ExpensiveMath`` on the
ops Triton counts as expensive. ``Math`` is the dialect
object that ``make_context()`` registers."""

from __future__ import annotations

from gluon_opt.dialects import accessors
from gluon_opt.dialects.traits import Elementwise, ExpensiveMath, with_traits
from xdsl.dialects import math as xmath
from xdsl.ir import Dialect, Operation

# Triton's isExpensiveMathOp (with arith.divf): several instructions or a low throughput
_EXPENSIVE = frozenset(
    f"math.{name}"
    for name in (
        "erfc sinh cosh tanh asinh acosh atanh ctpop ctlz cttz exp exp2 expm1 log log2 "
        "log10 log1p sin cos tan asin acos atan atan2 powf sqrt rsqrt erf cbrt"
    ).split()
)

OPS: list[type[Operation]] = [
    with_traits(op, Elementwise(), *([ExpensiveMath()] if op.name in _EXPENSIVE else []))
    for op in xmath.Math.operations
]
# every pass reads named operands and results of these ops in its hot loops
accessors.install(OPS)

Math = Dialect("math", OPS, list(xmath.Math.attributes))

__all__ = ["Math", "OPS"]
