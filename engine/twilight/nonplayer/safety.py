"""B.15 DEFCON safety ("never suicide") and the harm tiers of Part C (shared/spec/twilight_solo.md, our
design), compiled."""
from engine.core.jit import njit
from engine.twilight.data import BATTLEGROUND, CARD_SIDE, N_CARDS, N_COUNTRIES, US
from engine.twilight.events.cards_001_020 import WEST_GERMANY
from engine.twilight.events.cards_061_080 import alliance_vp, opec_vp
from engine.twilight.events.cards_081_100 import libya_vp
from engine.twilight.events.conditions import UN_INTERVENTION
from engine.twilight.events.dispatch import possible
from engine.twilight.events.event_ops import OPS_COUP, target_ok
from engine.twilight.layout import DEFCON, LOC, LOC_HAND, OPT_AI_EXACT_HC, OPTIONS, TURN
from engine.twilight.nonplayer.appendix import HARM, RISK, RISK_D1, RISK_HC, RISK_R5
from engine.twilight.rules.board import inf

BLOCKADE, EAST_EUROPEAN_UNREST, OPEC, ALLIANCE_FOR_PROGRESS, REAGAN_BOMBS_LIBYA = 10, 29, 61, 78, 84


@njit(cache=True)
def harm(s, me, c):
    """B.10.2 step 1: the Part C harm tier of the human's event on card c in this position: 0 when it
    cannot occur now or has no target, the rows that name a measure (#10, #29, #61, #78, #84) by it."""
    if CARD_SIDE[c] != 1 - me or not possible(s, c, 1 - me):
        return 0
    if c == BLOCKADE:
        return HARM[c] if inf(s, US, WEST_GERMANY) > 0 else 0  # no US influence there to lose
    if c == EAST_EUROPEAN_UNREST and s[TURN] >= 8:
        return 3  # 3 in the Late War
    if c == OPEC:
        return min(opec_vp(s), 3)
    if c == ALLIANCE_FOR_PROGRESS:
        return min(alliance_vp(s), 3)
    if c == REAGAN_BOMBS_LIBYA:
        return libya_vp(s)
    return HARM[c]


@njit(cache=True)
def deck_has_d1(s, me):
    for x in range(1, N_CARDS + 1):
        if s[LOC + x] == LOC_HAND + me and CARD_SIDE[x] == 1 - me and RISK[x] == RISK_D1:
            return True
    return False


@njit(cache=True)
def unsafe(s, me, c):
    """B.15 F2: playing c for Ops at DEFCON 2 would fire a human D1 or HC event (with `ai_exact_hc_check`: an
    HC event only if the human could coup a battleground), or Five Year Plan (R5) while the AI deck holds a
    human D1 event."""
    if s[DEFCON] != 2 or CARD_SIDE[c] != 1 - me or not possible(s, c, 1 - me):
        return False
    risk = RISK[c]
    if risk == RISK_HC:
        return not s[OPTIONS + OPT_AI_EXACT_HC] or human_bg_coup(s, me, c)
    return risk == RISK_D1 or (risk == RISK_R5 and deck_has_d1(s, me))


@njit(cache=True)
def human_bg_coup(s, me, c):
    """B.15 F2 `ai_exact_hc_check`: could the human coup a battleground with Ops of card c's event now (its
    targets as event_ops gives them: DEFCON's limits, the card's countries, RPR-3)?"""
    for x in range(N_COUNTRIES):
        if BATTLEGROUND[x] and target_ok(s, c, 1 - me, OPS_COUP, x):
            return True
    return False


@njit(cache=True)
def headline_allowed(s, me, c):
    """B.13: never UN Intervention [TS 4.5C]; B.15 F5: at DEFCON 3 or less no D1 or HC card."""
    if c == UN_INTERVENTION:
        return False
    return not (s[DEFCON] <= 3 and CARD_SIDE[c] == 1 - me and (RISK[c] == RISK_D1 or RISK[c] == RISK_HC))


