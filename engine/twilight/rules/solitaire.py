"""The Human-vs-AI solitaire's Scoring Card deck and region cards (shared/spec/twilight_solo.md A.4), compiled.

The 7 scoring cards never enter the draw deck: they form the Scoring Card deck (SD). Each turn it is rebuilt and
shuffled and the Primary (P) and Secondary (S) Region cards are revealed (A.4.2); at the start of every AR from
the 2nd on, `sd_step` changes them as the seed gives it (A.4.3) and marks the scoring rounds, whose region is
scored after both plays (A.4.5; other timings by option, RULINGS.md TS5). Only with OPT_SOLITAIRE on.
"""
from engine.core.deck import shuffle_range
from engine.core.jit import njit
from engine.twilight.data import CARD_ERA, EARLY, N_CARDS, SCORING_REGION, SE_ASIA_SCORING, US, USSR
from engine.twilight.layout import (
    AR1_P_AND_S,
    EXTRA_AR_KEEP_P,
    LOC,
    LOC_REMOVED,
    LOC_SCORING,
    OPT_AR1_CARDS,
    OPT_EXTRA_AR_RULE,
    OPT_HUMAN_FIRST,
    OPT_HUMAN_SIDE,
    OPT_P1S1_REVEAL,
    OPT_SCORE_TIMING,
    OPT_SD_AR3_RETURN,
    OPT_SD_TURN_RESET,
    OPT_SEA_LEAVES,
    OPT_SECONDARY_PROMOTION,
    OPT_SOLITAIRE,
    OPTIONS,
    PH_OVER,
    PHASE,
    PROMOTE_WHENEVER_S,
    REGION_CARD,
    REVEAL_BEFORE_HEADLINE,
    RNG,
    SCORE_BETWEEN_PLAYS,
    SCORE_START_OF_AR,
    SD,
    SD_AR,
    SD_DISC,
    SD_DISC_N,
    SD_N,
    SD_PENDING,
    SD_RESET_KEEP_LEFTOVER,
    SD_RETURN_TOP,
    SD_SCORED,
    SD_SCORING,
    SD_TOTAL,
    TURN,
)
from engine.twilight.rules.board import check_vp
from engine.twilight.rules.cards import ar_allowance
from engine.twilight.rules.scoring import score_card

SD_SIZE = 7  # A.4.1: all 7 scoring cards (the counts of A.4.7 need 7)


@njit(cache=True)
def solitaire(s):
    return s[OPTIONS + OPT_SOLITAIRE] == 1


@njit(cache=True)
def last_ar(s):
    """A.4.1: 6 ARs in the Early War (turns 1-3), 7 in the Mid/Late War."""
    return 6 if s[TURN] <= 3 else 7


@njit(cache=True)
def sd_take_top(s):
    """The top card of SD, 0 if none; an empty SD first takes the shuffled DISC (A.4.4 sd_empty, unreachable
    with the standard counts: the invariants flag it)."""
    if s[SD_N] == 0:
        n = s[SD_DISC_N]
        for i in range(n):
            s[SD + i] = s[SD_DISC + i]
            s[SD_DISC + i] = 0
        s[SD_N] = n
        s[SD_DISC_N] = 0
        shuffle_range(s, SD, n, s, RNG)
        if n == 0:
            return 0
    s[SD_N] -= 1
    c = s[SD + s[SD_N]]
    s[SD + s[SD_N]] = 0
    return c


@njit(cache=True)
def sd_rebuild(s):
    """A.4.2 step 1: every scoring card still in the system back into SD, shuffled (`sd_turn_reset`
    KEEP_LEFTOVER_ON_TOP: the cards left unrevealed in SD stay on top in their order, the others shuffled
    under them); no region card until sd_reveal."""
    keep = s[SD_N] if s[OPTIONS + OPT_SD_TURN_RESET] == SD_RESET_KEEP_LEFTOVER else 0
    left = s[SD : SD + keep].copy()
    n = 0
    for c in range(1, N_CARDS + 1):
        if s[LOC + c] == LOC_SCORING and not (left == c).any():
            s[SD + n] = c
            n += 1
    if n == 0:  # a new game's SD holds every card (setup, a position): all shuffled
        n, keep = keep, 0
    for i in range(keep):
        s[SD + n + i] = left[i]
    for i in range(SD_SIZE):
        if i >= n + keep:
            s[SD + i] = 0
        s[SD_DISC + i] = 0
    s[SD_N] = n + keep
    s[SD_TOTAL] = n + keep
    s[SD_DISC_N] = 0
    shuffle_range(s, SD, n, s, RNG)
    s[REGION_CARD] = 0
    s[REGION_CARD + 1] = 0
    s[SD_SCORED] = 0
    s[SD_SCORING] = 0
    s[SD_PENDING] = 0
    s[SD_AR] = 1


@njit(cache=True)
def sd_reveal(s):
    """A.4.2 step 2: reveal P1 and S1 (`ar1_cards` P_ONLY: P1 alone), the region cards of AR1 (and of the
    headline, `p1s1_reveal`); AR1 is never a scoring round."""
    s[REGION_CARD] = sd_take_top(s)
    if s[OPTIONS + OPT_AR1_CARDS] == AR1_P_AND_S:
        s[REGION_CARD + 1] = sd_take_top(s)


@njit(cache=True)
def reveal_before_headline(s):
    """B.3 `p1s1_reveal`: P1 and S1 are revealed before the headline (else once it is over)."""
    return s[OPTIONS + OPT_P1S1_REVEAL] == REVEAL_BEFORE_HEADLINE


@njit(cache=True)
def disc_push(s, c):
    s[SD_DISC + s[SD_DISC_N]] = c
    s[SD_DISC_N] += 1


@njit(cache=True)
def disc_pop(s):
    s[SD_DISC_N] -= 1
    c = s[SD_DISC + s[SD_DISC_N]]
    s[SD_DISC + s[SD_DISC_N]] = 0
    return c


@njit(cache=True)
def mlw_ar3_reshuffle(s):
    """A.4.3, Mid/Late War AR3: the unseen bottom card of SD and the two discarded cards (P1, S1), shuffled,
    go back on top of SD (RULINGS.md TS4; `sd_ar3_return` bottom puts them under it)."""
    n = s[SD_N]
    m = 0
    if n > 0:  # the bottom card out, the rest down one place
        x = s[SD]
        for i in range(n - 1):
            s[SD + i] = s[SD + i + 1]
        n -= 1
        s[SD + n] = x
        m = 1
    last = disc_pop(s) if s[SD_DISC_N] > 0 else 0
    if s[SD_DISC_N] > 0:
        s[SD + n + m] = disc_pop(s)
        m += 1
    if last != 0:
        s[SD + n + m] = last
        m += 1
    shuffle_range(s, SD + n, m, s, RNG)
    if s[OPTIONS + OPT_SD_AR3_RETURN] != SD_RETURN_TOP:
        for _ in range(m):  # the shuffled cards from the top of the stack to its bottom, one at a time
            c = s[SD + n + m - 1]
            for i in range(n + m - 1, 0, -1):
                s[SD + i] = s[SD + i - 1]
            s[SD] = c
    s[SD_N] = n + m


@njit(cache=True)
def sd_step(s, k):
    """A.4.3 step(k), k >= 2, before either side acts in AR k: P to DISC, the Mid/Late War AR3 reshuffle,
    the new P (and S), and whether AR k is a scoring round. A.4.4 `extra_ar_rule` KEEP_P: an extra AR keeps
    P (and is no scoring round)."""
    if k > last_ar(s) and s[OPTIONS + OPT_EXTRA_AR_RULE] == EXTRA_AR_KEEP_P:
        s[SD_SCORING] = 0
        s[SD_AR] = k
        return
    p = s[REGION_CARD]
    if p != 0:
        disc_push(s, p)
    mlw = s[TURN] > 3
    if k == 3 and mlw:
        mlw_ar3_reshuffle(s)
    prev = s[SD_SCORING]
    new_p = True
    if prev and k < last_ar(s):  # AR4 (EW CASE 1, MLW), AR5 (EW CASE 2.1)
        s[REGION_CARD] = sd_take_top(s)
        s[REGION_CARD + 1] = sd_take_top(s)
    elif prev:  # AR6 (EW CASE 2.2.1), AR7 (MLW), an extra AR after a scoring round
        s[REGION_CARD] = sd_take_top(s)
        s[REGION_CARD + 1] = 0
    elif s[REGION_CARD + 1] != 0 and (k == 2 or s[OPTIONS + OPT_SECONDARY_PROMOTION] == PROMOTE_WHENEVER_S):
        # AR2; AR5 (EW CASE 1, MLW), AR6 (EW CASE 2.1): S becomes P
        s[REGION_CARD] = s[REGION_CARD + 1]
        s[REGION_CARD + 1] = 0
        new_p = False
    else:  # AR3, AR4 (CASE 2), AR5 (2.2), AR6 (2.2.2, CASE 1, MLW), AR8
        if s[REGION_CARD + 1] != 0:  # `secondary_promotion` AR2_ONLY: S is discarded too
            disc_push(s, s[REGION_CARD + 1])
            s[REGION_CARD + 1] = 0
        s[REGION_CARD] = sd_take_top(s)
    p = s[REGION_CARD]
    if mlw:
        scoring = k == 3 or k == 6
    else:
        # A.4.4: an extra AR (k > last) is never a scoring round
        scoring = new_p and 3 <= k <= last_ar(s) and p != 0 and CARD_ERA[p] == EARLY and s[SD_SCORED] == 0
    s[SD_SCORING] = 1 if scoring else 0
    if scoring:
        s[SD_SCORED] = 1
        s[SD_PENDING] = 1
    s[SD_AR] = k


@njit(cache=True)
def score_round(s):
    """A.4.5, B.7.3-4: score P's region with the base rules (#38 with the Southeast Asia rule, after which it
    leaves the game), then the 20-VP check."""
    s[SD_PENDING] = 0
    p = s[REGION_CARD]
    if p == 0:
        return
    score_card(s, SCORING_REGION[p])
    if s[PHASE] == PH_OVER:
        return
    if p == SE_ASIA_SCORING and s[OPTIONS + OPT_SEA_LEAVES]:
        s[LOC + p] = LOC_REMOVED
        s[REGION_CARD] = 0
    check_vp(s)


@njit(cache=True)
def first_side(s):
    """A.4.5 [TEXT]: the USSR plays first in an AR, the human in a scoring round."""
    if solitaire(s) and s[SD_SCORING] and s[OPTIONS + OPT_HUMAN_FIRST]:
        return s[OPTIONS + OPT_HUMAN_SIDE]
    return USSR


@njit(cache=True)
def region_slot(s, slot):
    """The region cards' part of AR slot `slot` (the first of AR k: its step, for every AR some side may
    still take; the second: between the plays). The pending scoring happens at its timing (TS5). True if
    the game ended in it."""
    ar = slot // 2 + 1
    timing = s[OPTIONS + OPT_SCORE_TIMING]
    if slot % 2 == 0:
        if ar > max(ar_allowance(s, US), ar_allowance(s, USSR)):
            return False
        if s[SD_PENDING] and timing != SCORE_START_OF_AR:
            score_round(s)
        if ar >= 2 and ar > s[SD_AR] and s[PHASE] != PH_OVER:
            sd_step(s, ar)
            if s[SD_PENDING] and timing == SCORE_START_OF_AR:
                score_round(s)
    elif s[SD_PENDING] and timing == SCORE_BETWEEN_PLAYS:
        score_round(s)
    return s[PHASE] == PH_OVER


@njit(cache=True)
def left_at_turn_end(s):
    """A.4.7: the cards left face down in SD once a turn's ARs are over: 1 in the Early War; 2 in the
    Mid/Late War with 7 cards, 1 once Southeast Asia has left; one fewer for each AR past the last (none with
    `extra_ar_rule` KEEP_P). -1 (not known) with `secondary_promotion` AR2_ONLY: the count then depends on the
    turn's path and on `sd_empty`'s reshuffles."""
    if s[OPTIONS + OPT_SECONDARY_PROMOTION] != PROMOTE_WHENEVER_S:
        return -1
    base = 1 if s[TURN] <= 3 else s[SD_TOTAL] - 5
    if s[OPTIONS + OPT_EXTRA_AR_RULE] == EXTRA_AR_KEEP_P:
        return base
    return base - max(s[SD_AR] - last_ar(s), 0)
