"""Our passes against libtriton's C++ passes on every chunk of Triton's own lit inputs.

Triton 3.6.0's lit tests (``test/**/*.mlir`` of its source tree, split at ``// -----``; AMD and
Proton tests left out) are a wide set of real pass inputs written by Triton's authors. For each
chunk that both libtriton's parser and ours accept, each pass below runs twice: through our
CLI (``gluon-opt``'s chunk processing, in process) and as libtriton's C++ pass (the oracle).
Where the C++ pass succeeds, the outputs must be identical with locations (both printed by
libtriton); plan-cta, whose C++ output order varies from run to run, is compared up to SSA
names and op order (tools/irdiff.py). Where the C++ pass fails, ours must end in a located
error or in IR that libtriton reads back (never a crash of our own).

    TRITON_SRC=/path/to/triton python test/lit_sweep.py [--pass NAME] [--show-diffs]

prints, per pass, the chunks compared, identical, differing and failing in C++. The Triton
files are read in place and never copied into this project.
"""

from __future__ import annotations

import argparse
import io
import os
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from gluon_opt.tools import irdiff

# (name shown, triton-opt flag, options, compare up to names and order)
PASSES: list[tuple[str, str, dict[str, str], bool]] = [
    ("tma-lowering", "triton-nvidia-tma-lowering", {}, False),
    (
        "fence-insertion-80",
        "triton-nvidia-gpu-fence-insertion",
        {"compute-capability": "80"},
        False,
    ),
    (
        "fence-insertion-90",
        "triton-nvidia-gpu-fence-insertion",
        {"compute-capability": "90"},
        False,
    ),
    (
        "fence-insertion-100",
        "triton-nvidia-gpu-fence-insertion",
        {"compute-capability": "100"},
        False,
    ),
    ("plan-cta", "triton-nvidia-gpu-plan-cta", {}, True),
    ("remove-layout-conversions", "tritongpu-remove-layout-conversions", {}, False),
]

SKIPPED_DIRS = re.compile(r"(^|/)(amd|AMD|Proton|proton)")
FILENAME = "input.mlir"


@dataclass(frozen=True)
class Chunk:
    path: Path  # relative to the Triton source tree
    index: int
    text: str

    @property
    def name(self) -> str:
        return f"{self.path}#{self.index}"


def lit_chunks(triton_src: Path) -> Iterator[Chunk]:
    """Every chunk of every non-AMD, non-Proton lit input, in path order."""
    from gluon_opt.tools.gluon_opt import _split_chunks

    root = triton_src / "test"
    for path in sorted(root.rglob("*.mlir")):
        relative = path.relative_to(triton_src)
        if SKIPPED_DIRS.search(str(relative)):
            continue
        for index, (text, _) in enumerate(_split_chunks(path.read_text())):
            if text.strip():
                yield Chunk(relative, index, text)


def corpus_chunks(corpus: Path) -> Iterator[Chunk]:
    """Every captured module of our own corpus (test/corpus/*/), whichever pass it was for."""
    for path in sorted(corpus.glob("*/*.mlir")):
        yield Chunk(path.relative_to(corpus), 0, path.read_text())


def both_parse(text: str) -> bool:
    """libtriton and our parser (and verifier) both accept ``text``."""
    from gluon_opt.dialects.context import make_context
    from gluon_opt.dialects.text.parser import parse_module
    from gluon_opt.tools.gluon_opt import verify
    from gluon_opt.tools.oracle import libtriton_roundtrip_ok

    if not libtriton_roundtrip_ok(text, FILENAME):
        return False
    try:
        verify(parse_module(text, make_context(), FILENAME))
    except Exception:
        return False
    return True


def run_ours(text: str, flag: str, options: dict[str, str], debuginfo: bool) -> tuple[str, str]:
    """Our CLI on one chunk: (output, diagnostics); output is "" when it failed."""
    from gluon_opt.tools.gluon_opt import Timing, parse_args, process_chunk

    option_text = "".join(f" {k}={v}" for k, v in options.items())
    argv = ["-", f"--{flag}" + (f"={option_text.strip()}" if options else "")]
    if debuginfo:
        argv.append("--mlir-print-debuginfo")
    opts = parse_args(argv)
    diagnostics: list = []
    out = process_chunk(text, FILENAME, 0, opts, diagnostics, Timing(), io.StringIO())
    rendered = "\n".join(d.render() for d in diagnostics)
    return (out if isinstance(out, str) else ""), rendered


@dataclass
class Outcome:
    compared: int = 0
    identical: int = 0
    differing: list[str] = field(default_factory=list)
    cpp_failing: list[str] = field(default_factory=list)
    # Where C++ fails: ours must give a located error or IR libtriton reads; these did neither.
    ours_bad_on_cpp_failure: list[str] = field(default_factory=list)


def compare(chunk: Chunk, flag: str, options: dict[str, str], up_to_order: bool) -> str:
    """'identical', 'differing', 'cpp-fails' or 'ours-bad' (C++ fails and ours is not sound)."""
    from gluon_opt.dialects.layout.encodings import with_explicit_element_bit_width
    from gluon_opt.tools.oracle import OracleError, libtriton_print, run_cpp_pass

    # a #ttg.nvmma_shared without elementBitWidth: libtriton reads garbage, we read 16
    cpp_input = with_explicit_element_bit_width(chunk.text)
    try:
        cpp = run_cpp_pass(cpp_input, flag, options, debuginfo=not up_to_order, filename=FILENAME)
    except OracleError:
        out, diagnostics = run_ours(chunk.text, flag, options, debuginfo=False)
        if out:
            return "cpp-fails" if _reads_back(out) else "ours-bad"
        located = re.match(r"[^:\n]+:\d+:\d+: error: ", diagnostics)
        # process_chunk's words for an exception escaping a pass or the printer
        internal = re.search(r"internal error: |failed: \w+(Error|Exception): ", diagnostics)
        return "cpp-fails" if located and not internal else "ours-bad"
    ours, _ = run_ours(chunk.text, flag, options, debuginfo=not up_to_order)
    if not ours:
        return "differing"
    try:
        ours_printed = libtriton_print(ours, not up_to_order, FILENAME)
    except OracleError:
        return "differing"
    if not up_to_order:
        return "identical" if ours_printed == cpp else "differing"
    # plan-cta: C++ output order depends on pointer hashes; try a few of its runs.
    for attempt in range(3):
        if attempt:
            cpp = run_cpp_pass(cpp_input, flag, options, filename=FILENAME)
        if irdiff.equivalent(ours_printed, cpp):
            return "identical"
    return "differing"


def _reads_back(text: str) -> bool:
    from gluon_opt.tools.oracle import libtriton_roundtrip_ok

    return libtriton_roundtrip_ok(text, FILENAME)


def sweep(
    chunks: Iterator[Chunk], names: list[str] | None = None
) -> tuple[int, int, dict[str, Outcome]]:
    """(chunks seen, chunks both parse, outcome per pass)."""
    passes = [p for p in PASSES if names is None or p[0] in names]
    outcomes = {name: Outcome() for name, *_ in passes}
    seen = parsed = 0
    for chunk in chunks:
        seen += 1
        if not both_parse(chunk.text):
            continue
        parsed += 1
        for name, flag, options, up_to_order in passes:
            result = compare(chunk, flag, options, up_to_order)
            outcome = outcomes[name]
            if result in ("cpp-fails", "ours-bad"):
                outcome.cpp_failing.append(chunk.name)
                if result == "ours-bad":
                    outcome.ours_bad_on_cpp_failure.append(chunk.name)
                continue
            outcome.compared += 1
            if result == "identical":
                outcome.identical += 1
            else:
                outcome.differing.append(chunk.name)
    return seen, parsed, outcomes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--triton-src", default=os.environ.get("TRITON_SRC"))
    parser.add_argument("--pass", dest="passes", action="append", help="a name from PASSES")
    parser.add_argument(
        "--corpus", action="store_true", help="sweep test/corpus/*/*.mlir instead of Triton's lit"
    )
    parser.add_argument("--show-diffs", action="store_true", help="list the differing chunks")
    args = parser.parse_args(argv)
    if args.corpus:
        chunks = corpus_chunks(Path(__file__).parent / "corpus")
    elif args.triton_src:
        chunks = lit_chunks(Path(args.triton_src))
    else:
        parser.error("give --triton-src, set TRITON_SRC or use --corpus")
    seen, parsed, outcomes = sweep(chunks, args.passes)
    print(f"chunks: {seen}, accepted by both parsers: {parsed}")
    print("| pass | compared | identical | differing | C++ fails | ours unsound where C++ fails |")
    print("|---|---:|---:|---:|---:|---:|")
    for name, o in outcomes.items():
        print(
            f"| {name} | {o.compared} | {o.identical} | {len(o.differing)} | "
            f"{len(o.cpp_failing)} | {len(o.ours_bad_on_cpp_failure)} |"
        )
    if args.show_diffs:
        for name, o in outcomes.items():
            for chunk in o.differing:
                print(f"differs: {name}: {chunk}")
            for chunk in o.ours_bad_on_cpp_failure:
                print(f"unsound: {name}: {chunk}")
    return (
        0
        if all(not o.differing and not o.ours_bad_on_cpp_failure for o in outcomes.values())
        else 1
    )


if __name__ == "__main__":
    sys.exit(main())
