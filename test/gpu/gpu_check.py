"""Run the kernel suite on the GPU, stock and with gluon_opt.install(); check and time both.

For every suite case whose compute capability is the device's (sm_90 on H100/H200): launch
through the JIT as a user would, compare each output with its torch reference, compare the
embedded cubin with stock's, and time both with ``triton.testing.do_bench``. Writes a
Markdown table and a JSON file to ``--out``.

    python test/gpu/gpu_check.py --out results/          # needs a CUDA GPU, torch
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # test/

# a cache of our own, so nothing compiled earlier on this machine can be served
os.environ.setdefault("TRITON_CACHE_DIR", tempfile.mkdtemp(prefix="gluon-opt-gpu-cache-"))

import gluon_opt  # noqa: E402


def launch_and_check(case, launch) -> Any:
    """One launch through the JIT; the outputs checked against torch; the compiled kernel."""
    import torch

    kernel = case.fn[launch.grid](
        *launch.args, **case.keyword_constexprs, num_warps=case.num_warps, num_ctas=case.num_ctas
    )
    torch.cuda.synchronize()
    for got, want in launch.outputs:
        torch.testing.assert_close(got, want.to(got.dtype), atol=launch.atol, rtol=launch.rtol)
    return kernel


def bench(case, launch) -> float:
    from triton.testing import do_bench

    return do_bench(
        lambda: case.fn[launch.grid](
            *launch.args,
            **case.keyword_constexprs,
            num_warps=case.num_warps,
            num_ctas=case.num_ctas,
        ),
        warmup=25,
        rep=200,
    )


def run_case(case, device: str) -> dict[str, Any]:
    import torch
    import triton

    row: dict[str, Any] = {"name": case.name}
    triton.set_allocator(
        lambda size, align, stream: torch.empty(size, dtype=torch.int8, device=device)
    )
    # each launch gets fresh inputs (atomics accumulate into theirs)
    try:
        launch = case.make_launch(case, device)
        stock = launch_and_check(case, launch)
        row["stock_ok"] = True
        row["stock_ms"] = bench(case, case.make_launch(case, device))
    except Exception as error:
        row["stock_ok"] = f"{type(error).__name__}: {str(error).splitlines()[0][:200]}"
        return row
    try:
        with gluon_opt.installed() as inst:
            launch = case.make_launch(case, device)
            embedded = launch_and_check(case, launch)
            row["embedded_ok"] = True
            row["embedded_ms"] = bench(case, case.make_launch(case, device))
            steps = [s for log in gluon_opt.compile_log() for s in log]
            row["python_steps"] = sorted({s["name"] for s in steps if s["where"] == "python"})
            row["handoffs"] = sorted({f for hs in inst.handoffs for h in hs for f in h["names"]})
        row["same_cubin"] = embedded.asm["cubin"] == stock.asm["cubin"]
        row["same_ptx"] = embedded.asm["ptx"] == stock.asm["ptx"]
        row["recompiled"] = embedded.hash != stock.hash
    except Exception as error:
        row["embedded_ok"] = f"{type(error).__name__}: {str(error).splitlines()[0][:200]}"
        traceback.print_exc()
    return row


def short(flag: str) -> str:
    return flag.replace("triton-nvidia-gpu-", "").replace("triton-nvidia-", "")


def markdown(rows: list[dict[str, Any]], device_name: str, seconds: float) -> str:
    lines = [
        f"Device: {device_name}; {len(rows)} cases; {seconds:.0f} s.",
        "",
        "| case | stock correct | embedded correct | same cubin | same PTX | stock ms | "
        "embedded ms | hand-offs |",
        "| --- | --- | --- | --- | --- | ---: | ---: | --- |",
    ]
    for r in rows:

        def ok(v):
            return "yes" if v is True else f"NO: {v}" if v else "-"

        lines.append(
            f"| {r['name']} | {ok(r.get('stock_ok'))} | {ok(r.get('embedded_ok'))} | "
            f"{r.get('same_cubin', '-')} | {r.get('same_ptx', '-')} | "
            f"{r.get('stock_ms', float('nan')):.4f} | {r.get('embedded_ms', float('nan')):.4f} | "
            f"{', '.join(short(h) for h in r.get('handoffs', [])) or '-'} |"
        )
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    import torch
    from kernels import CASES, case_by_name

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cases", nargs="*")
    parser.add_argument("--out", default=".")
    args = parser.parse_args(argv)
    major, minor = torch.cuda.get_device_capability()
    cc = major * 10 + minor
    cases = [case_by_name(n) for n in args.cases] or [c for c in CASES if c.cc == cc]
    start = time.perf_counter()
    rows = []
    for case in cases:
        row = run_case(case, "cuda")
        print(json.dumps(row), flush=True)
        rows.append(row)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "gpu.json").write_text(json.dumps(rows, indent=1))
    text = markdown(rows, torch.cuda.get_device_name(), time.perf_counter() - start)
    (out / "gpu.md").write_text(text)
    print(text)
    bad = [r for r in rows if r.get("stock_ok") is True and r.get("embedded_ok") is not True]
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
