"""Compare two MLIR modules as libtriton prints them, up to SSA value names and op order.

Used by the differential tests of passes whose C++ original is not deterministic (plan-cta
orders by pointer hashes, so the same input gives differently ordered, differently named
IR from run to run). Two modules are *equivalent* when:

- alias definitions are inlined everywhere (``#blocked3`` becomes the full ``#ttg.blocked<...>``),
  so layouts are compared in full and alias numbering does not matter;
- every op is identified by its printed text with result names dropped and each operand replaced
  by the identity of what defines it (the defining op's identity and result number, or a block
  argument's position), computed bottom-up like a Merkle hash;
- each block is a *multiset* of op identities (order ignored, multiplicities kept: two identical
  loads are not one load), and an op with regions includes its regions' multisets.

Input is text printed without locations (``str_nodebug``); ``loc(...)`` is stripped anyway.
The comparison assumes libtriton's pretty form: one op per line, a region opened by a line that
ends with ``{`` and closed by a line starting with ``}``.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from dataclasses import dataclass, field

_ALIAS_DEF = re.compile(r"^(#[\w$.-]+|![\w$.-]+) = (.*)$")
_ALIAS_USE = re.compile(r"[#!][A-Za-z_][\w$.-]*")
_VALUE = re.compile(r"%[\w$.-]+(?:#\d+)?")
_RESULTS = re.compile(r"^((?:%[\w$.-]+(?::\d+)?)(?:, *%[\w$.-]+(?::\d+)?)*) = ")
_LOC = re.compile(r" ?loc\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)")


def _digest(text: str) -> str:
    return hashlib.sha1(text.encode()).hexdigest()[:12]


def inline_aliases(text: str) -> tuple[list[str], dict[str, str]]:
    """The module's lines with alias definitions removed and every alias use expanded."""
    aliases: dict[str, str] = {}
    body: list[str] = []
    for line in text.splitlines():
        m = _ALIAS_DEF.match(line)
        if m and not line.startswith(" "):
            aliases[m.group(1)] = m.group(2)
        elif line.strip() and not line.startswith("{-#") and not line.startswith("#-}"):
            body.append(line)

    def expand(s: str, depth: int = 0) -> str:
        if depth > 50:
            return s
        out = _ALIAS_USE.sub(lambda m: aliases.get(m.group(0), m.group(0)), s)
        return out if out == s else expand(out, depth + 1)

    return [expand(_LOC.sub("", line)).rstrip() for line in body], aliases


@dataclass
class _Op:
    header: str
    results: list[str]
    regions: list[list[_Op | str]] = field(default_factory=list)
    trailer: str = ""
    # values this op's header defines for its regions (scf.for induction var, func args, ...)
    header_defs: list[str] = field(default_factory=list)


class _Canon:
    """Computes the identity of each op, with SSA names replaced by structural identities."""

    def __init__(self) -> None:
        self.ident: dict[str, str] = {}  # SSA name (incl. #k) -> structural identity

    def _subst(self, text: str) -> str:
        return _VALUE.sub(lambda m: "<" + self.ident.get(m.group(0), "?" + m.group(0)) + ">", text)

    def op_identity(self, op: _Op, depth: int) -> str:
        for k, name in enumerate(op.header_defs):
            self.ident[name] = f"arg{depth}.{k}"
        header = self._subst(op.header)
        parts = [header]
        for region in op.regions:
            parts.append("{" + ",".join(sorted(self.block_identity(region, depth + 1))) + "}")
        parts.append(self._subst(op.trailer))
        identity = _digest("\n".join(parts))
        if len(op.results) == 1 and ":" not in op.results[0]:
            self.ident[op.results[0]] = identity
        else:
            k = 0
            for res in op.results:
                name, _, count = res.partition(":")
                for i in range(int(count or 1)):
                    self.ident[f"{name}#{i}"] = f"{identity}#{k}"
                    k += 1
                if not count:
                    self.ident[name] = f"{identity}#{k - 1}"
        return identity

    def block_identity(self, items: list[_Op | str], depth: int) -> list[str]:
        out = []
        arg_count = 0
        for item in items:
            if isinstance(item, str):  # a ^bb line: its arguments are block arguments
                for name in re.findall(r"(%[\w$.-]+):", item):
                    self.ident[name] = f"arg{depth}.b{arg_count}"
                    arg_count += 1
                out.append(_digest(self._subst(re.sub(r"\^bb\d+", "^bb", item))))
            else:
                out.append(self.op_identity(item, depth))
        return out

    def describe(self, op: _Op) -> str:
        return self._subst(op.header).strip() + (" {...}" if op.regions else "")


def _parse(lines: list[str]) -> list[_Op | str]:
    """Builds the region tree of libtriton's pretty-printed module."""
    root: list[_Op | str] = []
    stack: list[tuple[_Op | None, list[_Op | str]]] = [(None, root)]
    defined: list[set[str]] = [set()]

    def visible(name: str) -> bool:
        return any(name in scope for scope in defined)

    for raw in lines:
        line = raw.strip()
        if line.startswith("}"):
            owner, _ = stack.pop()
            defined.pop()
            rest = line[1:].strip()
            assert owner is not None, "unbalanced braces"
            if rest.endswith("{"):  # `} else {`, `}, {`, `} do {`: the next region of the owner
                region: list[_Op | str] = []
                owner.regions.append(region)
                owner.trailer += " " + rest
                stack.append((owner, region))
                defined.append(set())
            else:
                owner.trailer += " " + rest
            continue
        if line.startswith("^"):
            stack[-1][1].append(line)
            defined[-1].update(re.findall(r"(%[\w$.-]+):", line))
            continue
        m = _RESULTS.match(line)
        results = [r.strip() for r in m.group(1).split(",")] if m else []
        header = line[m.end() :] if m else line
        op = _Op(header=header, results=results)
        stack[-1][1].append(op)
        if header.endswith("{"):
            # values named in the header that are not defined yet are defined by it
            for name in _VALUE.findall(header):
                if not visible(name) and name not in op.header_defs:
                    op.header_defs.append(name)
            region = []
            op.regions.append(region)
            stack.append((op, region))
            defined.append(set(op.header_defs))
        for res in results:
            name, _, count = res.partition(":")
            defined[-1 if not header.endswith("{") else -2].add(name)
            for i in range(int(count or 1)):
                defined[-1 if not header.endswith("{") else -2].add(f"{name}#{i}")
    return root


def module_identity(text: str) -> Counter[str]:
    """A multiset that is equal for two modules iff they are equivalent (see module doc)."""
    lines, _ = inline_aliases(text)
    canon = _Canon()
    return Counter(canon.block_identity(_parse(lines), 0))


def _flat_descriptions(text: str) -> Counter[str]:
    """Every op (nested ones too) described with structural operand identities, for reports."""
    lines, _ = inline_aliases(text)
    canon = _Canon()
    tree = _parse(lines)
    canon.block_identity(tree, 0)
    out: Counter[str] = Counter()

    def walk(items: list[_Op | str]) -> None:
        for item in items:
            if isinstance(item, _Op):
                out[canon.describe(item)] += 1
                for region in item.regions:
                    walk(region)

    walk(tree)
    return out


def equivalent(a: str, b: str) -> bool:
    return module_identity(a) == module_identity(b)


def explain(a: str, b: str, limit: int = 20) -> str:
    """Ops present (with multiplicity) in one module and not the other; empty if equivalent."""
    if equivalent(a, b):
        return ""
    da, db = _flat_descriptions(a), _flat_descriptions(b)
    lines = [f"- {op}" for op in (da - db)][:limit] + [f"+ {op}" for op in (db - da)][:limit]
    if not lines:
        lines = ["(same ops; they differ in how they are connected)"]
    return "\n".join(lines)
