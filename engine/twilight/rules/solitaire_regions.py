"""The solitaire's Region Play Restrictions (shared/spec/twilight_solo.md B.5, our design; RULINGS.md TS8),
compiled: the region cards put countries in focus, and Operations go there whenever the rules allow a target
there (RPR-1, applied by legal.target_ok). Events, the Space Race and the choice of card are not restricted
(RPR-2). Only with OPT_SOLITAIRE on."""
from engine.core.jit import njit
from engine.twilight.data import REGION, SCORING_REGION, SE_ASIA_REGION, SOUTHEAST_ASIA, SUBREGIONS
from engine.twilight.layout import (
    FR_INFLUENCE,
    OPT_RPR_OPS,
    OPT_RPR_SCOPE,
    OPT_SOLITAIRE,
    OPTIONS,
    REGION_CARD,
    RPR_AI_ONLY,
    RPR_COUPS_AND_REALIGN,
    RPR_NONE,
)
from engine.twilight.rules.solitaire_decks import is_human


@njit(cache=True)
def in_focus(s, c):
    """Solo B.5: country c belongs to the region of P or of S (#38: Southeast Asia's 7 countries only)."""
    for i in range(2):
        card = s[REGION_CARD + i]
        if card != 0:
            r = SCORING_REGION[card]
            if r == SE_ASIA_REGION:
                if SUBREGIONS[c] & SOUTHEAST_ASIA:
                    return True
            elif REGION[c] == r:
                return True
    return False


@njit(cache=True)
def rpr_binds(s, side, kind):
    """Solo B.5 RPR-1 with `rpr_scope` and `rpr_ops` (RULINGS.md TS8): do the region cards restrict side's
    Ops frame `kind`?"""
    if s[OPTIONS + OPT_SOLITAIRE] != 1 or s[REGION_CARD] == 0:
        return False
    scope = s[OPTIONS + OPT_RPR_SCOPE]
    if scope == RPR_NONE or (scope == RPR_AI_ONLY and is_human(s, side)):
        return False
    return not (kind == FR_INFLUENCE and s[OPTIONS + OPT_RPR_OPS] == RPR_COUPS_AND_REALIGN)
