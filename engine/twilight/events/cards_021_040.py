"""Events of cards 21-40 (cards.csv `effect`), compiled: `eNNN_name(s, side)` when the event occurs (side:
the event player), `eNNN_ok` / `eNNN_do` for its FR_EVENT steps (E.3)."""
from engine.core.jit import njit
from engine.twilight.data import (
    AFRICA,
    CARD_OPS,
    EASTERN_EUROPE,
    REGION,
    SOUTHEAST_ASIA,
    STABILITY,
    SUBREGIONS,
    US,
    USSR,
    WESTERN_EUROPE,
)
from engine.twilight.data import COUNTRY_INDEX as CI
from engine.twilight.events.conditions import un_second_ok
from engine.twilight.events.event_ops import start_ops
from engine.twilight.events.prims import (
    ask,
    card_of,
    cmc_cancel_ok,
    country_of,
    enemy_neighbours,
    gain_vp,
    mark,
    mark_ok,
    start,
    until_control,
    war,
)
from engine.twilight.layout import A_DONE, DEFCON, EFFECT, EV_LEFT, LOC, LOC_DISCARD, MILOPS, PH_OVER, PHASE, TURN
from engine.twilight.rules.board import add_inf, controls, inf
from engine.twilight.rules.effects import modified_ops, nato_protects

INDEPENDENT_REDS = (CI["Yugoslavia"], CI["Romania"], CI["Bulgaria"], CI["Hungary"], CI["Czechoslovakia"])
INDIA, PAKISTAN, JAPAN = CI["India"], CI["Pakistan"], CI["Japan"]
SUEZ = (CI["France"], CI["UK"], CI["Israel"])
U2_INCIDENT = 60


@njit(cache=True)
def e021_nato(s, side):
    """#21: from now on NATO shields US-controlled Europe from USSR coups and realignment (rules/effects)."""
    s[EFFECT + 21] = 1


@njit(cache=True)
def e022_independent_reds(s, side):
    """#22: in one of Yugoslavia, Romania, Bulgaria, Hungary, Czechoslovakia, US influence up to the USSR's."""
    ask(s, side, 22, 1)


@njit(cache=True)
def e022_ok(s, side, step, a):
    c = country_of(a)
    if c < 0 or inf(s, USSR, c) <= inf(s, US, c):
        return False
    for k in INDEPENDENT_REDS:
        if k == c:
            return True
    return False


@njit(cache=True)
def e022_do(s, side, step, a):
    c = country_of(a)
    if c >= 0:
        add_inf(s, US, c, inf(s, USSR, c) - inf(s, US, c))


@njit(cache=True)
def e023_marshall_plan(s, side):
    """#23: 1 US influence in each of 7 different Western European countries the USSR does not control;
    NATO may now be played (#21)."""
    s[EFFECT + 23] = 1
    start(s, 7)
    ask(s, side, 23, 1)


@njit(cache=True)
def e023_ok(s, side, step, a):
    c = country_of(a)
    return c >= 0 and SUBREGIONS[c] & WESTERN_EUROPE and not controls(s, USSR, c) and mark_ok(s, c, 1)


@njit(cache=True)
def e023_do(s, side, step, a):
    c = country_of(a)
    if c >= 0:
        add_inf(s, US, c, 1)
        if mark(s, c):
            ask(s, side, 23, 1)


@njit(cache=True)
def e024_indo_pakistani_war(s, side):
    """#24 (7.6): the event player picks India or Pakistan as the target."""
    ask(s, side, 24, 1)


@njit(cache=True)
def e024_ok(s, side, step, a):
    c = country_of(a)
    return c == INDIA or c == PAKISTAN


@njit(cache=True)
def e024_do(s, side, step, a):
    """d6 - 1 per neighbour of the target the opponent controls; 4-6 wins 2 VP; 2 Military Ops."""
    c = country_of(a)
    if c >= 0:
        war(s, side, c, enemy_neighbours(s, side, c, False), 4, 2, 2)


@njit(cache=True)
def e025_containment(s, side):
    """#25 (7.4): US cards +1 Op this turn, not above 4 (rules/effects.modified_ops)."""
    s[EFFECT + 25] = 1


@njit(cache=True)
def e026_cia_created(s, side):
    """#26: the USSR shows its hand (open information here), then the US conducts this card's Ops (7.4:
    the value as modified for the US)."""
    start_ops(s, US, 26, modified_ops(s, US, CARD_OPS[26]))



@njit(cache=True)
def e027_us_japan_mutual_defense_pact(s, side):
    """#27: US influence until it controls Japan; the USSR may no longer coup or realign Japan."""
    until_control(s, US, JAPAN)
    s[EFFECT + 27] = 1


@njit(cache=True)
def e028_suez_crisis(s, side):
    """#28: the USSR removes 4 US influence from France, the UK and Israel, at most 2 each."""
    start(s, 4)
    ask(s, side, 28, 1)


@njit(cache=True)
def e028_ok(s, side, step, a):
    c = country_of(a)
    return (c == SUEZ[0] or c == SUEZ[1] or c == SUEZ[2]) and inf(s, US, c) > 0 and mark_ok(s, c, 2)


@njit(cache=True)
def e028_do(s, side, step, a):
    c = country_of(a)
    if c >= 0:
        add_inf(s, US, c, -1)
        if mark(s, c):
            ask(s, side, 28, 1)


@njit(cache=True)
def e029_east_european_unrest(s, side):
    """#29: 1 USSR influence (2 in the Late War, turns 8-10) out of each of 3 Eastern European countries."""
    start(s, 3)
    ask(s, side, 29, 1)


@njit(cache=True)
def e029_ok(s, side, step, a):
    c = country_of(a)
    return c >= 0 and SUBREGIONS[c] & EASTERN_EUROPE and inf(s, USSR, c) > 0 and mark_ok(s, c, 1)


@njit(cache=True)
def e029_do(s, side, step, a):
    c = country_of(a)
    if c >= 0:
        add_inf(s, USSR, c, -2 if s[TURN] >= 8 else -1)
        if mark(s, c):
            ask(s, side, 29, 1)


@njit(cache=True)
def e030_decolonization(s, side):
    """#30: 1 USSR influence in each of 4 different countries of Africa or Southeast Asia."""
    start(s, 4)
    ask(s, side, 30, 1)


@njit(cache=True)
def africa_or_se_asia(c):
    return REGION[c] == AFRICA or SUBREGIONS[c] & SOUTHEAST_ASIA != 0


@njit(cache=True)
def e030_ok(s, side, step, a):
    c = country_of(a)
    return c >= 0 and africa_or_se_asia(c) and mark_ok(s, c, 1)


@njit(cache=True)
def e030_do(s, side, step, a):
    c = country_of(a)
    if c >= 0:
        add_inf(s, side, c, 1)
        if mark(s, c):
            ask(s, side, s_card(side), 1)


@njit(cache=True)
def s_card(side):
    """Decolonization (#30, USSR) and Colonial Rear Guards (#63, US) share their steps."""
    return 30 if side == USSR else 63


@njit(cache=True)
def e031_red_scare_purge(s, side):
    """#31 (7.4): the opponent's cards -1 Op this turn, not below 1."""
    s[EFFECT + 31] = 1 - side + 1


@njit(cache=True)
def e032_un_intervention(s, side):
    """#32 (E.5): played with a card of side's hand that carries the opponent's event (step 1,
    conditions.un_second_ok): that event is cancelled and side conducts that card's Ops."""
    ask(s, side, 32, 1)


@njit(cache=True)
def e032_ok(s, side, step, a):
    return un_second_ok(s, side, card_of(a))


@njit(cache=True)
def e032_do(s, side, step, a):
    n = card_of(a)
    if n > 0:
        un_cancel(s, side, n)


@njit(cache=True)
def un_cancel(s, side, n):
    """#32 with card n: n goes to the discard pile with no event (even starred), U2 Incident (#60) gives the USSR
    1 VP this turn, then side conducts n's Ops as modified for it (7.4; RULINGS.md T20: influence,
    realignment or a coup)."""
    s[LOC + n] = LOC_DISCARD
    if s[EFFECT + U2_INCIDENT]:
        gain_vp(s, USSR, 1)
    if s[PHASE] != PH_OVER:
        start_ops(s, side, 32, modified_ops(s, side, CARD_OPS[n]))


@njit(cache=True)
def e033_de_stalinization(s, side):
    """#33: the USSR takes up to 4 of its influence (step 1, one point at a time, or stop), then places as
    many in countries the US does not control, at most 2 a country (step 2)."""
    s[EV_LEFT] = 0
    ask(s, side, 33, 1)


@njit(cache=True)
def e033_ok(s, side, step, a):
    c = country_of(a)
    if step == 1:
        return (a == A_DONE and s[EV_LEFT] > 0) or (c >= 0 and inf(s, USSR, c) > 0)
    return c >= 0 and not controls(s, US, c) and mark_ok(s, c, 2)


@njit(cache=True)
def e033_do(s, side, step, a):
    c = country_of(a)
    if step == 1:
        if c >= 0:
            add_inf(s, USSR, c, -1)
            s[EV_LEFT] += 1
        if c >= 0 and s[EV_LEFT] < 4:
            ask(s, side, 33, 1)
        elif s[EV_LEFT] > 0:
            start(s, s[EV_LEFT])
            ask(s, side, 33, 2)
    elif c >= 0:
        add_inf(s, USSR, c, 1)
        if mark(s, c):
            ask(s, side, 33, 2)


@njit(cache=True)
def e034_nuclear_test_ban(s, side):
    """#34: the event player gains DEFCON - 2 VP, then DEFCON +2 (at most 5)."""
    gain_vp(s, side, s[DEFCON] - 2)
    s[DEFCON] = min(s[DEFCON] + 2, 5)


@njit(cache=True)
def e035_formosan_resolution(s, side):
    """#35: a US-controlled Taiwan is an Asian battleground when Asia is scored (rules/scoring), until the
    US plays the China Card."""
    s[EFFECT + 35] = 1


@njit(cache=True)
def e036_brush_war(s, side):
    """#36 (7.6): the event player attacks a country of stability 1 or 2 (for the USSR not one NATO
    protects)."""
    ask(s, side, 36, 1)


@njit(cache=True)
def e036_ok(s, side, step, a):
    c = country_of(a)
    return c >= 0 and STABILITY[c] <= 2 and not (side == USSR and nato_protects(s, c))


@njit(cache=True)
def e036_do(s, side, step, a):
    """d6 - 1 per neighbour the opponent controls (its superpower too); 3-6 wins 1 VP; 3 Military Ops."""
    c = country_of(a)
    if c >= 0:
        war(s, side, c, enemy_neighbours(s, side, c, True), 3, 1, 3)


@njit(cache=True)
def e040_cuban_missile_crisis(s, side):
    """#40: DEFCON to 2 (never a war by itself, 8.1.2); for the rest of the turn a coup by the opponent loses
    the game (rules/ops.resolve_coup) unless it cancels the crisis first (step 1, prims.cmc_offer)."""
    s[DEFCON] = 2
    s[EFFECT + 40] = 1 - side + 1


@njit(cache=True)
def e040_ok(s, side, step, a):
    """Cancel with 2 influence from Cuba (the USSR), West Germany or Turkey (the US), or keep the crisis."""
    c = country_of(a)
    return a == A_DONE or (c >= 0 and cmc_cancel_ok(s, side, c))


@njit(cache=True)
def e040_do(s, side, step, a):
    c = country_of(a)
    if c >= 0:
        add_inf(s, side, c, -2)
        s[EFFECT + 40] = 0


@njit(cache=True)
def e039_arms_race(s, side):
    """#39: more Military Ops than the opponent: 1 VP, or 3 VP if also at least the DEFCON requirement."""
    mine = s[MILOPS + side]
    if mine > s[MILOPS + 1 - side]:
        gain_vp(s, side, 3 if mine >= s[DEFCON] else 1)
