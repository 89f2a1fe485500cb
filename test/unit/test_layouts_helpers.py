"""Our layout helpers against Gluon's own (live)."""

from __future__ import annotations

import itertools

import pytest
from gluon_opt.dialects.layout_helpers import nvmma_shared_default_for

gl = pytest.importorskip("triton.experimental.gluon.language")
from triton.experimental.gluon.language._layouts import NVMMASharedLayout  # noqa: E402

DTYPES = {8: gl.float8e4nv, 16: gl.float16, 32: gl.float32}


@pytest.mark.parametrize("bits", [8, 16, 32])
def test_nvmma_default_for_matches_gluon(bits: int) -> None:
    sizes = [1, 2, 4, 8, 16, 32, 64, 128, 256]
    cgas = [None, [[0, 1]], [[1, 0]], [[1, 0], [0, 1]]]
    compared = 0
    for m, n, transposed, fp4, cga in itertools.product(
        sizes, sizes, [False, True], [False, True], cgas
    ):
        if fp4 and bits != 8:
            continue
        try:
            want = NVMMASharedLayout.get_default_for(
                [m, n], DTYPES[bits], transposed=transposed, fp4_padded=fp4, cga_layout=cga
            )
        except AssertionError:
            with pytest.raises(ValueError):
                nvmma_shared_default_for([m, n], bits, transposed, fp4, cga)
            continue
        got = nvmma_shared_default_for([m, n], bits, transposed, fp4, cga)
        assert (
            got.swizzlingByteWidth,
            got.elementBitWidth,
            got.rank,
            got.transposed,
            got.fp4Padded,
            [list(b) for b in got.CGALayout.bases],
        ) == (
            want.swizzle_byte_width,
            want.element_bitwidth,
            want.rank,
            want.transposed,
            want.fp4_padded,
            list(want.cga_layout or []),
        ), (m, n, transposed, fp4, cga)
        compared += 1
    assert compared > 300
