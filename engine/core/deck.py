"""Deck helpers over index arrays (compiled)."""
from engine.core.jit import njit
from engine.core.rng import randbelow


@njit(cache=True)
def shuffle_range(arr, start, n, s, rng_off):
    """Fisher-Yates shuffle of arr[start:start+n] with the generator whose words are s[rng_off:rng_off+4]."""
    for i in range(n - 1, 0, -1):
        j = randbelow(s, rng_off, i + 1)
        tmp = arr[start + i]
        arr[start + i] = arr[start + j]
        arr[start + j] = tmp
