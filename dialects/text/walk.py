"""Walking nested ops without recursion."""

from __future__ import annotations

from collections.abc import Iterator

from xdsl.ir import Operation


def preorder(root: Operation) -> Iterator[tuple[Operation, int]]:
    """``root`` and every op nested in it, in order, with its nesting depth (root: 0).
    Iterative: xDSL's recursive walk costs time in proportion to the depth per op."""
    stack = [(root, 0)]
    while stack:
        op, level = stack.pop()
        yield op, level
        for region in reversed(op.regions):
            for block in reversed(region.blocks):
                ops = list(block.ops)
                stack.extend((child, level + 1) for child in reversed(ops))
