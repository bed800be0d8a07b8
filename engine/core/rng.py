"""Seeded PRNG kept inside the state array: xoshiro128** (Blackman & Vigna), four 32-bit words.

The words live in int64 slots so that every intermediate value stays below 2**63: the code gives
the same numbers compiled and under NUMBA_DISABLE_JIT=1 (plain NumPy integers), which the tests use.
Seeding runs once in Python (splitmix64 on Python ints); drawing runs in compiled code.
"""
from engine.core.jit import njit

M32 = 0xFFFFFFFF
N_WORDS = 4


def seed_words(seed: int, stream: int = 0) -> list[int]:
    """Four non-zero 32-bit words from (seed, stream) by splitmix64."""
    x = (int(seed) * 0x9E3779B97F4A7C15 + int(stream) * 0xD1B54A32D192ED03) & 0xFFFFFFFFFFFFFFFF
    words = []
    while len(words) < N_WORDS:
        x = (x + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        z = x
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        z ^= z >> 31
        words += [z & M32, z >> 32]
    if not any(words):
        words[0] = 1
    return words[:N_WORDS]


@njit(cache=True)
def _rotl(x, k):
    return ((x << k) | (x >> (32 - k))) & M32


@njit(cache=True)
def next_u32(s, off):
    """Advance the generator whose words are s[off:off+4]; return the next 32-bit output."""
    s0 = s[off]
    s1 = s[off + 1]
    s2 = s[off + 2]
    s3 = s[off + 3]
    result = (_rotl((s1 * 5) & M32, 7) * 9) & M32
    t = (s1 << 9) & M32
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = _rotl(s3, 11)
    s[off] = s0
    s[off + 1] = s1
    s[off + 2] = s2
    s[off + 3] = s3
    return result


@njit(cache=True)
def randbelow(s, off, n):
    """Uniform integer in [0, n), without modulo bias (rejection above the last full block)."""
    limit = (4294967296 // n) * n
    while True:
        r = next_u32(s, off)
        if r < limit:
            return r % n


@njit(cache=True)
def roll_d6(s, off):
    return randbelow(s, off, 6) + 1
