"""Walking nested ops without recursion."""

from __future__ import annotations

from collections.abc import Iterator

from xdsl.ir import Operation, Region


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


def postorder(op: Operation) -> Iterator[Operation]:
    """MLIR's default walk: every op nested in ``op`` (nested regions before their op), then
    ``op``. Robust to the visited op being moved or erased and to ops inserted before it."""
    for region in op.regions:
        yield from postorder_region(region)
    yield op


def postorder_region(region: Region) -> Iterator[Operation]:
    """:func:`postorder` of every op in ``region``, in order."""
    for block in list(region.blocks):
        current = block.first_op
        while current is not None:
            following = current.next_op
            yield from postorder(current)
            current = following


def preorder_list(root: Operation) -> list[Operation]:
    """``root`` and every op nested in it, in order (xDSL's ``walk()``), as a list taken
    up front: built by plain recursion through the blocks' and ops' links, which costs
    less per op than xDSL's nested generators (iterating ``block.ops`` makes two Python
    calls per op)."""
    found = [root]

    def visit(op: Operation) -> None:
        for region in op.regions:
            block = region._first_block  # pyright: ignore[reportPrivateUsage]
            while block is not None:
                nested = block._first_op  # pyright: ignore[reportPrivateUsage]
                while nested is not None:
                    found.append(nested)
                    if nested.regions:
                        visit(nested)
                    nested = nested._next_op  # pyright: ignore[reportPrivateUsage]
                block = block._next_block  # pyright: ignore[reportPrivateUsage]

    visit(root)
    return found


def postorder_list(root: Operation) -> list[Operation]:
    """The ops nested in ``root`` (not ``root`` itself) in MLIR's walk order, nested ops
    before theirs, as a list taken up front: built by plain recursion, like
    :func:`preorder_list` (:func:`postorder` yields through a generator per level)."""
    found: list[Operation] = []

    def visit(op: Operation) -> None:
        for region in op.regions:
            block = region._first_block  # pyright: ignore[reportPrivateUsage]
            while block is not None:
                nested = block._first_op  # pyright: ignore[reportPrivateUsage]
                while nested is not None:
                    if nested.regions:
                        visit(nested)
                    else:
                        found.append(nested)
                    nested = nested._next_op  # pyright: ignore[reportPrivateUsage]
                block = block._next_block  # pyright: ignore[reportPrivateUsage]
        found.append(op)

    visit(root)
    found.pop()  # root itself
    return found
