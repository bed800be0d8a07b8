"""B.15 DEFCON safety ("never suicide") and the harm tiers of Part C (shared/spec/twilight_solo.md, our
design), compiled."""
from engine.core.jit import njit
from engine.twilight.data import CARD_SIDE, N_CARDS
from engine.twilight.events.dispatch import possible
from engine.twilight.layout import DEFCON, LOC, LOC_HAND, TURN
from engine.twilight.nonplayer.appendix import HARM, RISK, RISK_D1, RISK_HC, RISK_R5

EAST_EUROPEAN_UNREST = 29


@njit(cache=True)
def harm(s, me, c):
    """B.10.2 step 1: the Part C harm tier of the human's event on card c, 0 when it cannot occur now."""
    if CARD_SIDE[c] != 1 - me or not possible(s, c, 1 - me):
        return 0
    if c == EAST_EUROPEAN_UNREST and s[TURN] >= 8:
        return 3  # Part C #29: 3 in the Late War
    return HARM[c]


@njit(cache=True)
def deck_has_d1(s, me):
    for x in range(1, N_CARDS + 1):
        if s[LOC + x] == LOC_HAND + me and CARD_SIDE[x] == 1 - me and RISK[x] == RISK_D1:
            return True
    return False


@njit(cache=True)
def unsafe(s, me, c):
    """B.15 F2: playing c for Ops at DEFCON 2 would fire a human D1 or HC event, or Five Year Plan (R5)
    while the AI deck holds a human D1 event."""
    if s[DEFCON] != 2 or CARD_SIDE[c] != 1 - me or not possible(s, c, 1 - me):
        return False
    risk = RISK[c]
    return risk == RISK_D1 or risk == RISK_HC or (risk == RISK_R5 and deck_has_d1(s, me))


@njit(cache=True)
def headline_risky(s, me, c):
    """B.15 F5: at DEFCON 3 or less no D1 or HC card in the headline."""
    return s[DEFCON] <= 3 and CARD_SIDE[c] == 1 - me and (RISK[c] == RISK_D1 or RISK[c] == RISK_HC)


