"""The greedy driver against MLIR's: with no pattern applying, libtriton's TMA lowering is
exactly MLIR's driver (fold, dead-op removal, constant dedup and hoisting), so both must print
the same module, locations included."""

from __future__ import annotations

import pytest
from gluon_opt.dialects.context import make_context
from gluon_opt.dialects.text.parser import parse_module
from gluon_opt.passes.greedy import (
    GreedyRewriteDriver,
    Worklist,
    apply_patterns_greedily,
    constants_settled,
    fold_commutative,
    fold_gate,
    gate_closed,
)
from pass_inputs import corpus_inputs
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

HEADER = (
    'module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, '
    'ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {\n'
)

CASES = {
    # Folding creates %c10 in place; the unused constant disappears; a second `1` is merged
    # into the first, whose location becomes unknown; moved constants keep theirs.
    "fold_dedup_hoist": """
  tt.func @f(%a: i32) -> i32 {
    %c5 = arith.constant 5 : i32 loc("k.py":1:1)
    %x = arith.addi %a, %c5 : i32 loc("k.py":2:1)
    %c7 = arith.constant 7 : i32 loc("k.py":3:1)
    %c3 = arith.constant 3 : i32 loc("k.py":4:1)
    %y = arith.addi %c3, %c7 : i32 loc("k.py":5:1)
    %z = arith.muli %x, %y : i32 loc("k.py":6:1)
    %unused = arith.constant 11 : i32 loc("k.py":7:1)
    %c1 = arith.constant 1 : i32 loc("k.py":8:1)
    %w = arith.addi %z, %c1 : i32 loc("k.py":9:1)
    %c1b = arith.constant 1 : i32 loc("k.py":10:1)
    %v = arith.addi %w, %c1b : i32 loc("k.py":11:1)
    tt.return %v : i32 loc("k.py":12:1)
  } loc("k.py":13:1)
""",
    # Constants inside a loop body are hoisted to the function entry (location lost);
    # dead pure ops inside the loop are removed.
    "loop_hoist": """
  tt.func @g(%n: i32, %p: !tt.ptr<f32>) -> i32 {
    %c0 = arith.constant 0 : i32 loc("k.py":1:1)
    %c1 = arith.constant 1 : i32 loc("k.py":2:1)
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
      %c4 = arith.constant 4 : i32 loc("k.py":3:1)
      %dead = arith.muli %i, %c4 : i32 loc("k.py":4:1)
      %c1_0 = arith.constant 1 : i32 loc("k.py":5:1)
      %s = arith.addi %acc, %c1_0 : i32 loc("k.py":6:1)
      %v = tt.load %p : !tt.ptr<f32> loc("k.py":7:1)
      scf.yield %s : i32 loc("k.py":8:1)
    } loc("k.py":9:1)
    tt.return %r : i32 loc("k.py":10:1)
  } loc("k.py":11:1)
""",
    # Several functions: each has its own constant scope.
    "two_functions": """
  tt.func @h1() -> i32 {
    %a = arith.constant 2 : i32 loc("k.py":1:1)
    %b = arith.constant 3 : i32 loc("k.py":2:1)
    %c = arith.muli %a, %b : i32 loc("k.py":3:1)
    tt.return %c : i32 loc("k.py":4:1)
  } loc("k.py":5:1)
  tt.func @h2(%x: i32) -> i32 {
    %a = arith.constant 6 : i32 loc("k.py":6:1)
    %c = arith.addi %x, %a : i32 loc("k.py":7:1)
    %d = arith.constant 6 : i32 loc("k.py":8:1)
    %e = arith.addi %c, %d : i32 loc("k.py":9:1)
    tt.return %e : i32 loc("k.py":10:1)
  } loc("k.py":11:1)
""",
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_driver_matches_mlir(name: str, assert_greedy_matches_cpp) -> None:
    assert_greedy_matches_cpp(CASES[name])


# (the inputs of the C++ passes the embedding runs as the driver without patterns)
_IDLE_INPUTS = sorted(set(corpus_inputs("tritongpu-F32DotTC")))


@pytest.mark.parametrize(
    "text",
    [HEADER + case + "}\n" for _, case in sorted(CASES.items())]
    + [path.read_text() for path in _IDLE_INPUTS],
)
def test_a_converged_run_leaves_constants_settled(text: str) -> None:
    """What remove-layout-conversions relies on to skip a run after a round that changed
    nothing: a converged run ends with a walk that changed nothing after it, and a walk leaves
    each insertion region's constants distinct and at the front of its entry block, which is
    what ``constants_settled`` checks."""
    module = parse_module(text, make_context(), "in.mlir")
    assert apply_patterns_greedily(module, [])
    assert constants_settled(module)


def test_worklist_keeps_first_position_and_pops_from_back() -> None:
    ops = [Operation.__new__(Operation) for _ in range(3)]
    worklist = Worklist()
    for op in ops:
        worklist.push(op)
    worklist.push(ops[0])  # already there: stays first
    worklist.remove(ops[1])
    assert worklist.pop() is ops[2]
    assert worklist.pop() is ops[0]
    assert not worklist


class _Forever(RewritePattern):
    """Claims a change on every visit without re-queuing the op (so each iteration ends): the
    driver must give up after max_iterations."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.name == "tt.return":
            rewriter.has_done_action = True


def test_driver_reports_non_convergence() -> None:
    text = HEADER + "  tt.func @f() {\n    tt.return\n  }\n}\n"
    module = parse_module(text, make_context(), "in.mlir")
    driver = GreedyRewriteDriver([_Forever()], max_iterations=3)
    assert not driver.run(module)
    assert driver.iterations == 4


# the inputs of the passes that run the driver most (remove-layout-conversions, TMA lowering)
_FOLD_INPUTS = sorted(
    set(corpus_inputs("tritongpu-remove-layout-conversions"))
    | set(corpus_inputs("triton-nvidia-tma-lowering"))
)


@pytest.mark.skipif(not _FOLD_INPUTS, reason="no corpus")
def test_folds_marked_as_needing_an_operand_find_nothing_without_one() -> None:
    """The driver does not call a fold marked ``needs_operand_from`` (or
    ``needs_constant_operand``) for an op without such an operand: called anyway, on every
    such op of the corpus inputs, it finds nothing (nor does the commutative trait fold)."""
    checked = 0
    for path in _FOLD_INPUTS:
        module = parse_module(path.read_text(), make_context(), path.name)
        for op in module.walk():
            gate = fold_gate(type(op))
            if gate is None or not gate_closed(op, gate):
                continue
            assert op.fold() is None, (path, op.name)  # type: ignore[attr-defined]
            assert not fold_commutative(op)
            checked += 1
    assert checked > 1000
