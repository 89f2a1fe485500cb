"""Launch every case of the suite on the local GPU and compare with its torch reference.

    python test/kernels/run_on_gpu.py [name-substring ...]

A case runs when the GPU can execute its kernel: the launch compiles for the device, so a
case captured for sm_80 also runs on a Hopper GPU; kernels written for a newer architecture
(tcgen05 on sm_100) are skipped on older devices. Exit status 1 when any case fails.
"""

from __future__ import annotations

import sys
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kernels import CASES, SPECS  # noqa: E402


def main(argv: list[str]) -> int:
    import torch

    major, minor = torch.cuda.get_device_capability()
    device_cc = major * 10 + minor
    failures = 0
    for case in CASES:
        if argv and not any(part in case.name for part in argv):
            continue
        spec = SPECS[case.name.rsplit("-sm", 1)[0]]
        if min(spec.ccs) > device_cc or (
            case.cc > 90 and device_cc < case.cc and min(spec.ccs) > 90
        ):
            print(f"skip {case.name} (needs sm_{min(spec.ccs)})", flush=True)
            continue
        try:
            case.run("cuda")
            torch.cuda.synchronize()
            print(f"ok   {case.name}", flush=True)
        except Exception as e:
            failures += 1
            last = traceback.format_exception_only(type(e), e)[-1].strip()
            print(f"FAIL {case.name}: {last[:400]}", flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
