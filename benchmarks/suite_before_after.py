"""Compare two pytest JUnit XML reports of the whole suite: before and after a change.

    python benchmarks/suite_before_after.py BEFORE.xml AFTER.xml \
        [--before-root DIR] [--after-root DIR] [--per-file]

Prints the count of each outcome (passed, failed, error, skipped, xfailed) in both reports,
then matches the tests of the two by id (``path::name[params]``) and lists every matched test
whose outcome differs. A test found only on one side is matched, where that is unambiguous,
to a test of the same name in another file (moved) or of the same file and parameters under
another function name (renamed); what stays unmatched is listed as "only before" / "only
after" (tests added or removed meanwhile). Test ids that carry the checkout's path (tests
parametrized by file) are made comparable by cutting ``--before-root`` / ``--after-root``.
``--per-file`` adds each test module's outcome counts on both sides.
"""

from __future__ import annotations

import argparse
import re
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict
from pathlib import Path

OUTCOMES = ("passed", "failed", "error", "skipped", "xfailed")


def outcomes(report: Path, root: str = "") -> dict[str, str]:
    """Test id -> outcome, for every test case of a JUnit XML report written by pytest; ``root``
    (a checkout's path) is cut out of the ids."""
    result: dict[str, str] = {}
    for case in ET.parse(report).getroot().iter("testcase"):
        # a module skipped as a whole has no classname, its dotted path is the name
        test_id = f"{case.get('classname') or '<module>'}::{case.get('name')}"
        if root:
            test_id = test_id.replace(root.rstrip("/") + "/", "")
        kinds = {child.tag: child for child in case}
        if "failure" in kinds:
            outcome = "failed"
        elif "error" in kinds:
            outcome = "error"
        elif "skipped" in kinds:
            xfail = kinds["skipped"].get("type") == "pytest.xfail"
            outcome = "xfailed" if xfail else "skipped"
        else:
            outcome = "passed"
        # pytest reports a test that fails in setup and teardown twice; the worse one counts
        if result.get(test_id) not in (None, "passed", "skipped"):
            continue
        result[test_id] = outcome
    return result


def _name(test_id: str) -> str:
    return test_id.split("::", 1)[1]


def _file_and_params(test_id: str) -> tuple[str, str]:
    path, name = test_id.split("::", 1)
    match = re.search(r"\[.*\]$", name)
    return path, match.group(0) if match else ""


def _unique_index(ids: set[str], key) -> dict:
    groups: dict = defaultdict(list)
    for test_id in ids:
        groups[key(test_id)].append(test_id)
    return {k: v[0] for k, v in groups.items() if len(v) == 1}


def match(before: dict[str, str], after: dict[str, str]) -> tuple[dict[str, str], set, set]:
    """(before id -> after id for every matched test, ids only before, ids only after)."""
    pairs = {test_id: test_id for test_id in before.keys() & after.keys()}
    only_before, only_after = before.keys() - pairs.keys(), after.keys() - pairs.keys()
    for key in (_name, _file_and_params):  # moved to another file, then renamed in its file
        old, new = _unique_index(only_before, key), _unique_index(only_after, key)
        for k in old.keys() & new.keys():
            if key is _file_and_params and not k[1]:
                continue  # an unparametrized test is no evidence of a rename
            pairs[old[k]] = new[k]
        only_before = {t for t in only_before if t not in pairs}
        only_after = only_after - set(pairs.values())
    return pairs, only_before, only_after


def _summary(counts: Counter) -> str:
    return ", ".join(f"{counts[o]} {o}" for o in OUTCOMES if counts[o]) or "-"


def per_file(before: dict[str, str], after: dict[str, str]) -> list[str]:
    """A table row per test module: its outcome counts before and after."""
    tables: dict[str, tuple[Counter, Counter]] = defaultdict(lambda: (Counter(), Counter()))
    for side, results in enumerate((before, after)):
        for test_id, outcome in results.items():
            tables[test_id.split("::")[0]][side][outcome] += 1
    lines = ["| module | before | after |", "| --- | --- | --- |"]
    for module, (old, new) in sorted(tables.items()):
        lines.append(f"| {module} | {_summary(old)} | {_summary(new)} |")
    return lines


def compare(
    before_xml: Path, after_xml: Path, roots: tuple[str, str] = ("", ""), modules: bool = False
) -> list[str]:
    before, after = outcomes(before_xml, roots[0]), outcomes(after_xml, roots[1])
    pairs, only_before, only_after = match(before, after)
    lines = ["| outcome | before | after |", "| --- | ---: | ---: |"]
    counts = Counter(before.values()), Counter(after.values())
    for outcome in OUTCOMES:
        lines.append(f"| {outcome} | {counts[0][outcome]} | {counts[1][outcome]} |")
    lines.append(f"| **all** | {len(before)} | {len(after)} |")
    moved = sum(1 for old, new in pairs.items() if old != new)
    same = Counter(before[old] for old, new in pairs.items() if before[old] == after[new])
    changed = sorted((old, new) for old, new in pairs.items() if before[old] != after[new])
    lines += [
        "",
        f"Matched: {len(pairs)} tests ({len(pairs) - moved} by id, {moved} moved or renamed); "
        f"same outcome: {sum(same.values())} ("
        + _summary(same)
        + f"); outcome differs: {len(changed)}.",
        f"Only before: {len(only_before)}. Only after: {len(only_after)}.",
        "",
        "Outcome differs:" + ("" if changed else " none"),
    ]
    lines += [f"- {old} -> {new}: {before[old]} -> {after[new]}" for old, new in changed]
    if moved:
        lines += ["", "Moved or renamed (before -> after):"]
        lines += [f"- {old} -> {new}" for old, new in sorted(pairs.items()) if old != new]
    sides = (("Only before", only_before, before), ("Only after", only_after, after))
    for title, ids, side in sides:
        files = Counter(test_id.split("::")[0] for test_id in ids)
        lines += ["", f"{title} ({len(ids)}), per file:" + ("" if ids else " none")]
        lines += [f"- {path}: {n}" for path, n in sorted(files.items())]
        odd = sorted(t for t in ids if side[t] not in ("passed", "skipped"))
        if odd:
            lines += [f"  - not passed or skipped: {t} ({side[t]})" for t in odd]
    if modules:
        lines += ["", *per_file(before, after)]
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("--before-root", default="", help="checkout path in the before ids")
    parser.add_argument("--after-root", default="", help="checkout path in the after ids")
    parser.add_argument("--per-file", action="store_true", help="outcome counts per module")
    args = parser.parse_args()
    roots = (args.before_root, args.after_root)
    print("\n".join(compare(args.before, args.after, roots, args.per_file)))


if __name__ == "__main__":
    main()
