"""Events of cards 4-20 (cards.csv `effect`), compiled; the scoring cards 1-3 are dispatch.py's. Each card
is a function `eNNN_name(s, side)` run when the event occurs (side: the event player) and, when it asks
choices (E.3), `eNNN_ok(s, side, step, a)` and `eNNN_do(s, side, step, a)` for its FR_EVENT steps."""
from engine.core.jit import njit
from engine.core.rng import roll_d6
from engine.twilight.data import CARD_SCORING, CARD_SIDE, EASTERN_EUROPE, N_BOXES, SUBREGIONS, US, USSR, WESTERN_EUROPE
from engine.twilight.data import COUNTRY_INDEX as CI
from engine.twilight.events.event_ops import start_ops
from engine.twilight.events.prims import (
    ask,
    card_of,
    choice_of,
    country_of,
    discard_random,
    enemy_neighbours,
    gain_vp,
    mark,
    mark_ok,
    remove_all,
    set_off,
    start,
    until_control,
    war,
)
from engine.twilight.layout import A_DONE, DEFCON, EFFECT, LOC, LOC_DISCARD, PH_OVER, PHASE, RNG, SPACE
from engine.twilight.rules.board import add_inf, controller, controls, degrade_defcon, inf
from engine.twilight.rules.cards import ops_value
from engine.twilight.rules.solitaire_decks import HUMAN_DRAW, from_hand
from engine.twilight.rules.space import advance_space

CUBA, ROMANIA, WEST_GERMANY, SOUTH_KOREA = CI["Cuba"], CI["Romania"], CI["West Germany"], CI["South Korea"]
ISRAEL, EGYPT, FRANCE, VIETNAM = CI["Israel"], CI["Egypt"], CI["France"], CI["Vietnam"]


@njit(cache=True)
def e004_duck_and_cover(s, side):
    """#4: DEFCON -1, then the US gains 5 - DEFCON VP."""
    degrade_defcon(s)
    if s[PHASE] != PH_OVER:
        gain_vp(s, US, 5 - s[DEFCON])


@njit(cache=True)
def e005_five_year_plan(s, side):
    """#5 (E.5): the USSR discards a card at random; a US event on it occurs for the US (rules/events.run_next),
    any other card is just discarded."""
    c = discard_random(s, USSR)
    if c > 0 and CARD_SIDE[c] == US and not CARD_SCORING[c]:
        set_off(s, c, US)


@njit(cache=True)
def e007_socialist_governments(s, side):
    """#7: the USSR removes 3 US influence from Western Europe, at most 2 a country."""
    start(s, 3)
    ask(s, side, 7, 1)


@njit(cache=True)
def e007_ok(s, side, step, a):
    c = country_of(a)
    return c >= 0 and SUBREGIONS[c] & WESTERN_EUROPE and inf(s, US, c) > 0 and mark_ok(s, c, 2)


@njit(cache=True)
def e007_do(s, side, step, a):
    c = country_of(a)
    if c >= 0:
        add_inf(s, US, c, -1)
        if mark(s, c):
            ask(s, side, 7, 1)


@njit(cache=True)
def e008_fidel(s, side):
    """#8: no US influence left in Cuba, then USSR influence until it controls Cuba."""
    remove_all(s, US, CUBA)
    until_control(s, USSR, CUBA)


@njit(cache=True)
def e010_blockade(s, side):
    """#10: the US discards a card of 3+ (modified) Ops, or loses all its influence in West Germany."""
    ask(s, US, 10, 1)


@njit(cache=True)
def e010_ok(s, side, step, a):
    n = card_of(a)
    return a == A_DONE or (n > 0 and from_hand(s, US, n, HUMAN_DRAW) and ops_value(s, US, n) >= 3)


@njit(cache=True)
def e010_do(s, side, step, a):
    n = card_of(a)
    if n > 0:
        s[LOC + n] = LOC_DISCARD  # 5.4: no event
    else:
        remove_all(s, US, WEST_GERMANY)


@njit(cache=True)
def e011_korean_war(s, side):
    """#11 (7.6): the USSR attacks South Korea: d6 - 1 per US-controlled neighbour, 4-6 wins 2 VP."""
    war(s, USSR, SOUTH_KOREA, enemy_neighbours(s, USSR, SOUTH_KOREA, False), 4, 2, 2)


@njit(cache=True)
def e012_romanian_abdication(s, side):
    """#12: no US influence left in Romania, then USSR influence until it controls Romania."""
    remove_all(s, US, ROMANIA)
    until_control(s, USSR, ROMANIA)


@njit(cache=True)
def e013_arab_israeli_war(s, side):
    """#13 (7.6): the USSR attacks Israel: -1 per US-controlled neighbour and -1 if the US controls Israel."""
    minus = enemy_neighbours(s, USSR, ISRAEL, False) + (1 if controls(s, US, ISRAEL) else 0)
    war(s, USSR, ISRAEL, minus, 4, 2, 2)


@njit(cache=True)
def e014_comecon(s, side):
    """#14: 1 USSR influence in each of 4 different Eastern European countries not controlled by the US."""
    start(s, 4)
    ask(s, side, 14, 1)


@njit(cache=True)
def e014_ok(s, side, step, a):
    c = country_of(a)
    return c >= 0 and SUBREGIONS[c] & EASTERN_EUROPE and not controls(s, US, c) and mark_ok(s, c, 1)


@njit(cache=True)
def e014_do(s, side, step, a):
    c = country_of(a)
    if c >= 0:
        add_inf(s, USSR, c, 1)
        if mark(s, c):
            ask(s, side, 14, 1)


@njit(cache=True)
def e015_nasser(s, side):
    """#15: 2 USSR influence in Egypt; half the US influence there (rounded up) leaves."""
    add_inf(s, USSR, EGYPT, 2)
    add_inf(s, US, EGYPT, -((inf(s, US, EGYPT) + 1) // 2))


@njit(cache=True)
def e016_warsaw_pact_formed(s, side):
    """#16: the USSR chooses: (choice 0) all US influence out of 4 different Eastern European countries, or
    (choice 1) 5 USSR influence in Eastern Europe, at most 2 a country. NATO may now be played (#21)."""
    s[EFFECT + 16] = 1
    ask(s, side, 16, 1)


@njit(cache=True)
def e016_ok(s, side, step, a):
    if step == 1:
        return 0 <= choice_of(a) <= 1
    c = country_of(a)
    if c < 0 or not SUBREGIONS[c] & EASTERN_EUROPE:
        return False
    if step == 2:
        return inf(s, US, c) > 0 and mark_ok(s, c, 1)
    return mark_ok(s, c, 2)


@njit(cache=True)
def e016_do(s, side, step, a):
    c = country_of(a)
    if step == 1:
        start(s, 4 if choice_of(a) == 0 else 5)
        ask(s, side, 16, 2 if choice_of(a) == 0 else 3)
    elif c >= 0:
        if step == 2:
            remove_all(s, US, c)
        else:
            add_inf(s, USSR, c, 1)
        if mark(s, c):
            ask(s, side, 16, step)


@njit(cache=True)
def e017_de_gaulle_leads_france(s, side):
    """#17: 2 US influence out of France, 1 USSR in; NATO no longer protects France."""
    add_inf(s, US, FRANCE, -2)
    add_inf(s, USSR, FRANCE, 1)
    s[EFFECT + 17] = 1


@njit(cache=True)
def e018_captured_nazi_scientist(s, side):
    """#18: the event player's Space Race marker advances one box (6.4.3 VP), outside the attempts."""
    if s[SPACE + side] < N_BOXES:
        advance_space(s, side)
        gain_vp(s, side, 0)


@njit(cache=True)
def e019_truman_doctrine(s, side):
    """#19: all USSR influence out of one uncontrolled European country."""
    ask(s, side, 19, 1)


@njit(cache=True)
def e019_ok(s, side, step, a):
    c = country_of(a)
    return c >= 0 and SUBREGIONS[c] & (EASTERN_EUROPE | WESTERN_EUROPE) and controller(s, c) < 0 and inf(s, USSR, c) > 0


@njit(cache=True)
def e019_do(s, side, step, a):
    c = country_of(a)
    if c >= 0:
        remove_all(s, USSR, c)


@njit(cache=True)
def e020_olympic_games(s, side):
    """#20 (E.5): the sponsor's opponent chooses: take part (choice 0) or boycott (choice 1)."""
    ask(s, 1 - side, 20, 1)


@njit(cache=True)
def e020_ok(s, side, step, a):
    return 0 <= choice_of(a) <= 1


@njit(cache=True)
def e020_do(s, side, step, a):
    """Take part: both roll, the sponsor +2, ties rolled again, the higher gains 2 VP. Boycott: DEFCON -1
    (the phasing player's), then the sponsor conducts 4 Ops."""
    sponsor = 1 - side
    if choice_of(a) == 0:
        while True:
            mine = roll_d6(s, RNG) + 2
            theirs = roll_d6(s, RNG)
            if mine != theirs:
                break
        gain_vp(s, sponsor if mine > theirs else side, 2)
    else:
        degrade_defcon(s)
        if s[PHASE] != PH_OVER:
            start_ops(s, sponsor, 20, 4)


@njit(cache=True)
def e009_vietnam_revolts(s, side):
    """#9: 2 USSR influence in Vietnam; this turn a USSR card whose Ops all go to Southeast Asia gets +1
    (rules/effects.vietnam_bonus, earned Op by Op as the China Card's, layout BONUS_SEA)."""
    add_inf(s, USSR, VIETNAM, 2)
    s[EFFECT + 9] = 1
