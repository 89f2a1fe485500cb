"""Settings shared by every test.

Triton's on-disk cache is keyed by the source text, which carries the file paths of the
kernels; a cache shared with another checkout of this repository (or left from an earlier run)
can hand a stock compile back with another tree's paths in its locations, and the differential
tests then compare against the wrong text. Every test session therefore compiles into a
private, empty cache of its own, unless the caller chose one.
"""

from __future__ import annotations

import os
import tempfile

if "TRITON_CACHE_DIR" not in os.environ:
    os.environ["TRITON_CACHE_DIR"] = tempfile.mkdtemp(prefix="gluon-opt-triton-cache-")
