"""Events of cards 82-100 (cards.csv `effect`), compiled: `eNNN_name(s, side)` when the event occurs (side:
the event player), `eNNN_ok` / `eNNN_do` for its FR_EVENT steps (E.3)."""
from engine.core.jit import njit
from engine.twilight.data import (
    CARD_OPS,
    CARD_SCORING,
    EUROPE,
    MIDDLE_EAST,
    N_REGIONS,
    REGION,
    SOUTH_AMERICA,
    SUBREGIONS,
    US,
    USSR,
    WESTERN_EUROPE,
)
from engine.twilight.data import COUNTRY_INDEX as CI
from engine.twilight.events import cards_001_020 as k01
from engine.twilight.events.event_ops import start_ops
from engine.twilight.events.prims import (
    ask,
    card_of,
    choice_of,
    country_of,
    discard_random,
    gain_vp,
    mark,
    mark_ok,
    remove_all,
    set_off,
    start,
)
from engine.twilight.layout import A_DONE, EFFECT, ELIGIBLE, END_WARGAMES, LOC, LOC_DISCARD, PH_OVER, PHASE, PHASING, VP
from engine.twilight.rules.board import (
    add_inf,
    add_vp,
    bar_region,
    controls,
    degrade_defcon,
    end_game,
    improve_defcon,
    inf,
)
from engine.twilight.rules.cards import in_hand
from engine.twilight.rules.effects import modified_ops

IRAN, ARGENTINA, UK, LIBYA = CI["Iran"], CI["Argentina"], CI["UK"], CI["Libya"]
LEBANON, SOUTH_KOREA, NICARAGUA, EAST_GERMANY = CI["Lebanon"], CI["South Korea"], CI["Nicaragua"], CI["East Germany"]


@njit(cache=True)
def e082_iranian_hostage_crisis(s, side):
    """#82: all US influence out of Iran, 2 USSR in; Terrorism by the USSR makes the US discard 2."""
    remove_all(s, US, IRAN)
    add_inf(s, USSR, IRAN, 2)
    s[EFFECT + 82] = 1


@njit(cache=True)
def e083_the_iron_lady(s, side):
    """#83: the US gains 1 VP; 1 USSR influence in Argentina; all USSR influence out of the UK; Socialist
    Governments is prohibited from now on."""
    add_inf(s, USSR, ARGENTINA, 1)
    remove_all(s, USSR, UK)
    s[EFFECT + 83] = 1
    gain_vp(s, US, 1)


@njit(cache=True)
def libya_vp(s):
    """#84's VP: one per 2 USSR influence in Libya."""
    return inf(s, USSR, LIBYA) // 2


@njit(cache=True)
def e084_reagan_bombs_libya(s, side):
    """#84: the US gains libya_vp."""
    gain_vp(s, US, libya_vp(s))


@njit(cache=True)
def e085_star_wars(s, side):
    """#85: ahead in the Space Race (dispatch.possible), the US picks a non-scoring card of the discard pile;
    its event occurs at once (a USSR card's for the USSR: RULINGS.md T13)."""
    ask(s, side, 85, 1)


@njit(cache=True)
def e085_ok(s, side, step, a):
    n = card_of(a)
    return n > 0 and s[LOC + n] == LOC_DISCARD and not CARD_SCORING[n]


@njit(cache=True)
def e085_do(s, side, step, a):
    n = card_of(a)
    if n > 0:
        set_off(s, n, US)


@njit(cache=True)
def e086_north_sea_oil(s, side):
    """#86: OPEC is prohibited from now on; the US may take one more AR this turn (rules/cards.ar_allowance;
    the value 2 falls to 1 at the end of the turn)."""
    s[EFFECT + 86] = 2


@njit(cache=True)
def e087_the_reformer(s, side):
    """#87: 4 USSR influence in Europe (6 if the USSR leads on VP), at most 2 a country; no USSR coups in
    Europe from now on; Glasnost grants Ops."""
    s[EFFECT + 87] = 1
    start(s, 6 if s[VP] < 0 else 4)
    ask(s, side, 87, 1)


@njit(cache=True)
def e087_ok(s, side, step, a):
    c = country_of(a)
    return c >= 0 and REGION[c] == EUROPE and mark_ok(s, c, 2)


@njit(cache=True)
def e087_do(s, side, step, a):
    c = country_of(a)
    if c >= 0:
        add_inf(s, USSR, c, 1)
        if mark(s, c):
            ask(s, side, 87, 1)


@njit(cache=True)
def e088_marine_barracks_bombing(s, side):
    """#88: all US influence out of Lebanon, then 2 more out of Middle East countries."""
    remove_all(s, US, LEBANON)
    start(s, 2)
    ask(s, side, 88, 1)


@njit(cache=True)
def e088_ok(s, side, step, a):
    c = country_of(a)
    return c >= 0 and REGION[c] == MIDDLE_EAST and inf(s, US, c) > 0


@njit(cache=True)
def e088_do(s, side, step, a):
    c = country_of(a)
    if c >= 0:
        add_inf(s, US, c, -1)
        if mark(s, c):
            ask(s, side, 88, 1)


@njit(cache=True)
def e089_soviets_shoot_down_kal_007(s, side):
    """#89: DEFCON -1, the US gains 2 VP; if it controls South Korea, 4 Ops for influence or realignment."""
    degrade_defcon(s)
    if s[PHASE] == PH_OVER:
        return
    gain_vp(s, US, 2)
    if s[PHASE] != PH_OVER and controls(s, US, SOUTH_KOREA):
        start_ops(s, US, 89, 4)


@njit(cache=True)
def e090_glasnost(s, side):
    """#90: the USSR gains 2 VP, DEFCON +1; with The Reformer in effect, 4 Ops for influence or
    realignment."""
    improve_defcon(s)
    gain_vp(s, USSR, 2)
    if s[PHASE] != PH_OVER and s[EFFECT + 87]:
        start_ops(s, USSR, 90, 4)


@njit(cache=True)
def e091_ortega_elected_in_nicaragua(s, side):
    """#91: all US influence out of Nicaragua; then the USSR may make a free coup next to it with this card's
    Ops (events/event_ops.py)."""
    remove_all(s, US, NICARAGUA)
    start_ops(s, USSR, 91, modified_ops(s, USSR, CARD_OPS[91]))


@njit(cache=True)
def e092_terrorism(s, side):
    """#92: the opponent discards a card at random; 2 if the USSR is the event player under #82."""
    discard_random(s, 1 - side)
    if side == USSR and s[EFFECT + 82]:
        discard_random(s, 1 - side)


@njit(cache=True)
def e093_iran_contra_scandal(s, side):
    """#93: US realignment rolls -1 this turn (rules/effects.realign_penalty)."""
    s[EFFECT + 93] = 1


@njit(cache=True)
def e094_chernobyl(s, side):
    """#94: the US names a region (choice k: region k); the USSR may not place influence there with Ops this
    turn."""
    ask(s, side, 94, 1)


@njit(cache=True)
def e094_ok(s, side, step, a):
    return 0 <= choice_of(a) < N_REGIONS


@njit(cache=True)
def e094_do(s, side, step, a):
    if a >= 0:
        s[EFFECT + 94] = choice_of(a) + 1
        if s[PHASING] == USSR:  # set off by a USSR Ops play: its own snapshot loses the region too
            bar_region(s, ELIGIBLE, choice_of(a))


@njit(cache=True)
def e095_latin_american_debt_crisis(s, side):
    """#95: the US discards a card of 3+ (modified) Ops (step 1, as Blockade), or the USSR doubles its
    influence in 2 South American countries (step 2)."""
    ask(s, US, 95, 1)


@njit(cache=True)
def e095_ok(s, side, step, a):
    if step == 1:
        return k01.e010_ok(s, side, step, a)
    c = country_of(a)
    return c >= 0 and REGION[c] == SOUTH_AMERICA and inf(s, USSR, c) > 0 and mark_ok(s, c, 1)


@njit(cache=True)
def e095_do(s, side, step, a):
    n = card_of(a)
    c = country_of(a)
    if step == 1:
        if n > 0:
            s[LOC + n] = LOC_DISCARD
        else:
            start(s, 2)
            ask(s, USSR, 95, 2)
    elif c >= 0:
        add_inf(s, USSR, c, inf(s, USSR, c))
        if mark(s, c):
            ask(s, side, 95, 2)


@njit(cache=True)
def e096_tear_down_this_wall(s, side):
    """#96: Willy Brandt is cancelled and prohibited; 3 US influence in East Germany; then the US may make a
    free coup or realignment rolls in Europe with this card's Ops, DEFCON limits ignored."""
    s[EFFECT + 55] = 0
    s[EFFECT + 96] = 1
    add_inf(s, US, EAST_GERMANY, 3)
    start_ops(s, US, 96, modified_ops(s, US, CARD_OPS[96]))


@njit(cache=True)
def e097_an_evil_empire(s, side):
    """#97: the US gains 1 VP; Flower Power is cancelled and prohibited."""
    s[EFFECT + 59] = 0
    s[EFFECT + 97] = 1
    gain_vp(s, US, 1)


@njit(cache=True)
def e098_aldrich_ames_remix(s, side):
    """#98: the US hand is open this turn; the USSR discards one card of it (no event)."""
    s[EFFECT + 98] = 1
    ask(s, side, 98, 1)


@njit(cache=True)
def e098_ok(s, side, step, a):
    n = card_of(a)
    return n > 0 and in_hand(s, US, n)


@njit(cache=True)
def e098_do(s, side, step, a):
    n = card_of(a)
    if n > 0:
        s[LOC + n] = LOC_DISCARD


@njit(cache=True)
def e099_pershing_ii_deployed(s, side):
    """#99: the USSR gains 1 VP; 1 US influence out of each of up to 3 Western European countries."""
    gain_vp(s, USSR, 1)
    if s[PHASE] != PH_OVER:
        start(s, 3)
        ask(s, side, 99, 1)


@njit(cache=True)
def e099_ok(s, side, step, a):
    c = country_of(a)
    return c >= 0 and SUBREGIONS[c] & WESTERN_EUROPE and inf(s, US, c) > 0 and mark_ok(s, c, 1)


@njit(cache=True)
def e099_do(s, side, step, a):
    c = country_of(a)
    if c >= 0:
        add_inf(s, US, c, -1)
        if mark(s, c):
            ask(s, side, 99, 1)


@njit(cache=True)
def e100_wargames(s, side):
    """#100: at DEFCON 2 (dispatch.possible) the event player may end the game (choice 0) or not."""
    ask(s, side, 100, 1)


@njit(cache=True)
def e100_ok(s, side, step, a):
    return a == A_DONE or choice_of(a) == 0


@njit(cache=True)
def e100_do(s, side, step, a):
    """The opponent gains 6 VP, then the side ahead on VP wins (0: a draw), without final scoring."""
    if choice_of(a) == 0:
        add_vp(s, 1 - side, 6)
        v = s[VP]
        end_game(s, US if v > 0 else (USSR if v < 0 else -1), END_WARGAMES)
