"""Setup (3): a scenario's options -> the state before the first decision (compiled part: the deal and
the setup placements, sequence.begin_game).

The state every game starts from is built once per option set (the fixed influence of 3.2-3.3, the
tracks of 3.4, the cards' places of 3.1); a new game copies it, seeds its RNG and shuffles."""
from __future__ import annotations

import functools

import numpy as np

from engine.core.deck import shuffle_range
from engine.core.rng import N_WORDS, seed_words
from engine.twilight import data as D
from engine.twilight import layout as L
from engine.twilight.rules.sequence import begin_game


@functools.lru_cache(maxsize=16)
def _template(options: tuple[int, ...]) -> np.ndarray:
    s = L.LAYOUT.new()
    L.LAYOUT.view(s, "inf")[:] = D.START_INFLUENCE  # 3.2-3.3 fixed influence
    s[L.DEFCON] = 5  # 3.4
    s[L.TURN] = 1
    L.LAYOUT.view(s, "space_first")[:] = -1
    s[L.CHINA_HOLDER] = D.USSR  # 3.1: face up to the USSR
    s[L.CHINA_UP] = 1
    s[L.OPTIONS : L.OPTIONS + len(options)] = options
    optional_cards = options[L.OPT_OPTIONAL_CARDS]
    deck = []
    for c in range(1, D.N_CARDS + 1):
        if c == D.CHINA:
            s[L.LOC + c] = L.LOC_CHINA
        elif D.CARD_SCORING[c] and options[L.OPT_SOLITAIRE]:  # solo B.1: all 7 in the Scoring Card deck
            s[L.LOC + c] = L.LOC_SCORING
        elif D.CARD_OPTIONAL[c] and not optional_cards:
            s[L.LOC + c] = L.LOC_UNUSED
        elif D.CARD_ERA[c] == D.EARLY:  # 3.1: the Early War deck
            s[L.LOC + c] = L.LOC_DECK
            deck.append(c)
        else:
            s[L.LOC + c] = L.LOC_OUT
    if options[L.OPT_SOLITAIRE]:  # solo A.4.2: shuffled at the start of each turn
        sd = [c for c in range(1, D.N_CARDS + 1) if D.CARD_SCORING[c]]
        s[L.SD : L.SD + len(sd)] = sd
        s[L.SD_N] = s[L.SD_TOTAL] = len(sd)
    s[L.DECK : L.DECK + len(deck)] = deck
    s[L.DECK_N] = len(deck)
    s[L.WINNER] = -1
    s[L.STEP] = L.ST_SETUP
    s.flags.writeable = False
    return s


def new_game(options: tuple[int, ...], seed: int) -> np.ndarray:
    """3.1: shuffle the Early War deck and deal; the setup placements are the first decisions. options:
    the option words (position.option_words)."""
    s = _template(options).copy()
    s[L.RNG : L.RNG + N_WORDS] = seed_words(seed)
    shuffle_range(s, L.DECK, int(s[L.DECK_N]), s, L.RNG)
    begin_game(s)
    return s
