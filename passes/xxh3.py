"""XXH3, 64-bit, seed 0: LLVM's ``llvm::xxh3_64bits``, in pure Python.

Gluon's layout inference orders two candidate encodings by this hash of their printed text
(InferLayoutUtils.cpp), so which layout wins a tie, and the order in which a conflict names
them, depend on it. The inputs there are short (an attribute's text), so speed is not a concern;
results are memoised by the caller.

The algorithm is Yann Collet's XXH3 (BSD-2-Clause; https://github.com/Cyan4973/xxHash) for the
default secret; every input length class (0-16, 17-128, 129-240, longer) has its own mixing.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1

_P32_1 = 0x9E3779B1
_P32_2 = 0x85EBCA77
_P32_3 = 0xC2B2AE3D
_P64_1 = 0x9E3779B185EBCA87
_P64_2 = 0xC2B2AE3D27D4EB4F
_P64_3 = 0x165667B19E3779F9
_P64_4 = 0x85EBCA77C2B2AE63
_P64_5 = 0x27D4EB2F165667C5
_MX1 = 0x165667919E3779F9
_MX2 = 0x9FB21C651E98DF25

# The default 192-byte secret (pseudorandom bytes from FARSH).
_SECRET = bytes.fromhex(
    "b8fe6c3923a44bbe7c01812cf721ad1cded46de9839097db7240a4a4b7b3671f"
    "cb79e64eccc0e578825ad07dccff7221b8084674f743248ee03590e6813a264c"
    "3c2852bb91c300cb88d0658b1b532ea371644897a20df94e3819ef46a9deacd8"
    "a8fa763fe39c343ff9dcbbc7c70b4f1d8a51e04bcdb45931c89f7ec9d9787364"
    "eac5ac8334d3ebc3c581a0fffa1363eb170ddd51b7f0da49d316552629d4689e"
    "2b16be587d47a1fc8ff8b8d17ad031ce45cb3a8f95160428afd7fbcabb4b407e"
)
_STRIPE = 64
_ACC_NB = 8
_CONSUME_RATE = 8


def _u64(data: bytes, at: int) -> int:
    return int.from_bytes(data[at : at + 8], "little")


def _u32(data: bytes, at: int) -> int:
    return int.from_bytes(data[at : at + 4], "little")


def _rotl(x: int, r: int) -> int:
    return ((x << r) | (x >> (64 - r))) & _MASK


def _swap64(x: int) -> int:
    return int.from_bytes(x.to_bytes(8, "little"), "big")


def _fold_mul(a: int, b: int) -> int:
    """The 128-bit product of two 64-bit words, high half xor low half."""
    product = a * b
    return (product ^ (product >> 64)) & _MASK


def _xxh64_avalanche(h: int) -> int:
    h ^= h >> 33
    h = (h * _P64_2) & _MASK
    h ^= h >> 29
    h = (h * _P64_3) & _MASK
    return h ^ (h >> 32)


def _avalanche(h: int) -> int:
    h ^= h >> 37
    h = (h * _MX1) & _MASK
    return h ^ (h >> 32)


def _short(data: bytes) -> int:
    """0 to 16 bytes."""
    n = len(data)
    if n > 8:
        lo = (_u64(_SECRET, 24) ^ _u64(_SECRET, 32)) ^ _u64(data, 0)
        hi = (_u64(_SECRET, 40) ^ _u64(_SECRET, 48)) ^ _u64(data, n - 8)
        acc = (n + _swap64(lo) + hi + _fold_mul(lo, hi)) & _MASK
        return _avalanche(acc)
    if n >= 4:
        joined = _u32(data, n - 4) | (_u32(data, 0) << 32)
        acc = (_u64(_SECRET, 8) ^ _u64(_SECRET, 16)) ^ joined
        acc ^= _rotl(acc, 49) ^ _rotl(acc, 24)
        acc = (acc * _MX2) & _MASK
        acc ^= ((acc >> 35) + n) & _MASK
        acc = (acc * _MX2) & _MASK
        return acc ^ (acc >> 28)
    if n:
        combined = (data[0] << 16) | (data[n >> 1] << 24) | data[n - 1] | (n << 8)
        return _xxh64_avalanche(combined ^ (_u32(_SECRET, 0) ^ _u32(_SECRET, 4)))
    return _xxh64_avalanche(_u64(_SECRET, 56) ^ _u64(_SECRET, 64))


def _mix16(data: bytes, at: int, secret_at: int) -> int:
    lo = _u64(data, at) ^ _u64(_SECRET, secret_at)
    hi = _u64(data, at + 8) ^ _u64(_SECRET, secret_at + 8)
    return _fold_mul(lo, hi)


def _medium(data: bytes) -> int:
    """17 to 128 bytes: pairs of 16-byte blocks from both ends."""
    n = len(data)
    acc = n * _P64_1
    acc += _mix16(data, 0, 0)
    end = _mix16(data, n - 16, 16)
    pairs = 1 + (n > 32) + (n > 64) + (n > 96)
    for i in range(1, pairs):
        acc += _mix16(data, 16 * i, 32 * i)
        end += _mix16(data, n - 16 * (i + 1), 32 * i + 16)
    return _avalanche((acc + end) & _MASK)


def _long_medium(data: bytes) -> int:
    """129 to 240 bytes."""
    n = len(data)
    acc = n * _P64_1
    for i in range(8):
        acc += _mix16(data, 16 * i, 16 * i)
    acc = _avalanche(acc & _MASK)
    for i in range(8, n // 16):
        acc += _mix16(data, 16 * i, 16 * (i - 8) + 3)
    acc += _mix16(data, n - 16, 136 - 17)
    return _avalanche(acc & _MASK)


def _accumulate(acc: list[int], data: bytes, at: int, secret_at: int) -> None:
    for i in range(_ACC_NB):
        value = _u64(data, at + 8 * i)
        key = value ^ _u64(_SECRET, secret_at + 8 * i)
        acc[i ^ 1] = (acc[i ^ 1] + value) & _MASK
        acc[i] = (acc[i] + (key & 0xFFFFFFFF) * (key >> 32)) & _MASK


def _scramble(acc: list[int]) -> None:
    at = len(_SECRET) - _STRIPE
    for i in range(_ACC_NB):
        a = acc[i] ^ (acc[i] >> 47) ^ _u64(_SECRET, at + 8 * i)
        acc[i] = (a * _P32_1) & _MASK


def _long(data: bytes) -> int:
    """More than 240 bytes: 64-byte stripes into eight accumulators, scrambled per block."""
    n = len(data)
    stripes_per_block = (len(_SECRET) - _STRIPE) // _CONSUME_RATE
    block = _STRIPE * stripes_per_block
    blocks = (n - 1) // block
    acc = [_P32_3, _P64_1, _P64_2, _P64_3, _P64_4, _P32_2, _P64_5, _P32_1]
    for b in range(blocks):
        for s in range(stripes_per_block):
            _accumulate(acc, data, b * block + s * _STRIPE, s * _CONSUME_RATE)
        _scramble(acc)
    last_stripes = (n - 1 - block * blocks) // _STRIPE
    for s in range(last_stripes):
        _accumulate(acc, data, blocks * block + s * _STRIPE, s * _CONSUME_RATE)
    _accumulate(acc, data, n - _STRIPE, len(_SECRET) - _STRIPE - 7)
    result = n * _P64_1
    for i in range(4):
        lo = acc[2 * i] ^ _u64(_SECRET, 11 + 16 * i)
        hi = acc[2 * i + 1] ^ _u64(_SECRET, 19 + 16 * i)
        result += _fold_mul(lo, hi)
    return _avalanche(result & _MASK)


def xxh3_64bits(data: bytes) -> int:
    """``llvm::xxh3_64bits(data)``."""
    n = len(data)
    if n <= 16:
        return _short(data)
    if n <= 128:
        return _medium(data)
    if n <= 240:
        return _long_medium(data)
    return _long(data)


__all__ = ["xxh3_64bits"]
