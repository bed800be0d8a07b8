"""Events of cards 41-60 (cards.csv `effect`), compiled: `eNNN_name(s, side)` when the event occurs (side:
the event player), `eNNN_ok` / `eNNN_do` for its FR_EVENT steps (E.3). The traps of #42 and #44 act in the
action rounds (rules/sequence.py, legal.py, step.py), We Will Bury You at the US's next AR."""
from engine.core.jit import njit
from engine.core.rng import roll_d6
from engine.twilight.data import (
    CARD_OPS,
    CARD_SCORING,
    CARD_SIDE,
    CENTRAL_AMERICA,
    N_CARDS,
    N_REGIONS,
    REGION,
    SOUTH_AMERICA,
    US,
    USSR,
)
from engine.twilight.data import COUNTRY_INDEX as CI
from engine.twilight.events.event_ops import start_ops
from engine.twilight.events.prims import (
    ask,
    card_of,
    choice_of,
    country_of,
    gain_vp,
    mark,
    mark_ok,
    remove_all,
    set_off,
    start,
)
from engine.twilight.layout import (
    A_DONE,
    CHINA_HOLDER,
    DEFCON,
    EFFECT,
    END_DEFCON,
    LOC,
    LOC_DISCARD,
    LOC_HAND,
    MILOPS,
    PH_OVER,
    PHASE,
    PHASING,
    RNG,
)
from engine.twilight.rules.board import add_inf, degrade_defcon, end_game, improve_defcon, inf
from engine.twilight.rules.cards import MISSILE_ENVY, in_hand, pass_china
from engine.twilight.rules.effects import modified_ops
from engine.twilight.rules.scoring import standing
from engine.twilight.rules.solitaire import solitaire
from engine.twilight.rules.solitaire_decks import HUMAN_DRAW, from_hand, to_top

SE_AFRICAN_STATES, ANGOLA, BOTSWANA = CI["SE African States"], CI["Angola"], CI["Botswana"]
SOUTH_AFRICA, CHILE, WEST_GERMANY = CI["South Africa"], CI["Chile"], CI["West Germany"]
MUSLIM_REVOLUTION = (CI["Sudan"], CI["Iran"], CI["Iraq"], CI["Egypt"], CI["Libya"], CI["Saudi Arabia"], CI["Syria"],
                     CI["Jordan"])


@njit(cache=True)
def e041_nuclear_subs(s, side):
    """#41: US battleground coups do not degrade DEFCON this turn (rules/effects.coup_degrades)."""
    s[EFFECT + 41] = 1


@njit(cache=True)
def e042_quagmire(s, side):
    """#42 (E.5): the US is trapped from its next AR; NORAD (#106) ends."""
    s[EFFECT + 42] = 1
    s[EFFECT + 106] = 0


@njit(cache=True)
def e043_salt_negotiations(s, side):
    """#43: DEFCON +2; coup rolls -1 this turn; the event player may take a non-scoring card from the
    discard pile (shown)."""
    improve_defcon(s)
    improve_defcon(s)
    s[EFFECT + 43] = 1
    ask(s, side, 43, 1)


@njit(cache=True)
def e043_ok(s, side, step, a):
    n = card_of(a)
    return a == A_DONE or (n > 0 and s[LOC + n] == LOC_DISCARD and not CARD_SCORING[n])


@njit(cache=True)
def e043_do(s, side, step, a):
    n = card_of(a)
    if n > 0:
        s[LOC + n] = LOC_HAND + side
        if solitaire(s):  # solo C.1: on top of the taker's deck
            to_top(s, side, n)


@njit(cache=True)
def e044_bear_trap(s, side):
    """#44 (E.5): the USSR is trapped from its next AR."""
    s[EFFECT + 44] = 1


@njit(cache=True)
def summit_score(s, side):
    """#45: a d6 + 1 per region side dominates or controls."""
    n = roll_d6(s, RNG)
    for r in range(N_REGIONS):
        if standing(s, side, r)[0] >= 2:
            n += 1
    return n


@njit(cache=True)
def e045_summit(s, side):
    """#45 (E.5): both roll (the US first); the higher gains 2 VP and may move DEFCON one step either way
    (RULINGS.md T1 item 17: or leave it); a tie does nothing."""
    us = summit_score(s, US)
    ussr = summit_score(s, USSR)
    if us != ussr:
        winner = US if us > ussr else USSR
        gain_vp(s, winner, 2)
        if s[PHASE] != PH_OVER:
            ask(s, winner, 45, 1)


@njit(cache=True)
def e045_ok(s, side, step, a):
    k = choice_of(a)
    return (k == 0 and s[DEFCON] > 1) or k == 1 or (k == 2 and s[DEFCON] < 5)


@njit(cache=True)
def e045_do(s, side, step, a):
    k = choice_of(a)
    if k == 0:
        degrade_defcon(s)
    elif k == 2:
        improve_defcon(s)


@njit(cache=True)
def e046_how_i_learned_to_stop_worrying(s, side):
    """#46: the event player sets DEFCON (choice k: level k + 1) and gains 5 Military Ops."""
    s[MILOPS + side] += 5
    ask(s, side, 46, 1)


@njit(cache=True)
def e046_ok(s, side, step, a):
    return 0 <= choice_of(a) <= 4


@njit(cache=True)
def e046_do(s, side, step, a):
    """DEFCON 1 ends the game: the phasing player loses (8.1.3)."""
    if a < 0:
        return
    s[DEFCON] = choice_of(a) + 1
    if s[DEFCON] == 1:
        end_game(s, 1 - s[PHASING], END_DEFCON)


@njit(cache=True)
def e047_junta(s, side):
    """#47: 2 influence in one country of Central or South America (step 1), then the event player may make
    a free coup or realignment rolls there with this card's Ops (events/event_ops.py)."""
    ask(s, side, 47, 1)


@njit(cache=True)
def e047_ok(s, side, step, a):
    c = country_of(a)
    return c >= 0 and (REGION[c] == CENTRAL_AMERICA or REGION[c] == SOUTH_AMERICA)


@njit(cache=True)
def e047_do(s, side, step, a):
    c = country_of(a)
    if c >= 0:
        add_inf(s, side, c, 2)
    start_ops(s, side, 47, modified_ops(s, side, CARD_OPS[47]))


@njit(cache=True)
def e048_kitchen_debates(s, side):
    """#48: the US controls more battlegrounds than the USSR (dispatch.possible): the US gains 2 VP."""
    gain_vp(s, US, 2)


@njit(cache=True)
def e050_we_will_bury_you(s, side):
    """#50: DEFCON -1; the USSR gains 3 VP at the start of the US's next AR (rules/sequence.py)."""
    degrade_defcon(s)
    if s[PHASE] != PH_OVER:
        s[EFFECT + 50] = 1


@njit(cache=True)
def e051_brezhnev_doctrine(s, side):
    """#51 (7.4): USSR cards +1 Op this turn, not above 4."""
    s[EFFECT + 51] = 1


@njit(cache=True)
def e052_portuguese_empire_crumbles(s, side):
    """#52: 2 USSR influence in SE African States and in Angola."""
    add_inf(s, USSR, SE_AFRICAN_STATES, 2)
    add_inf(s, USSR, ANGOLA, 2)


@njit(cache=True)
def e053_south_african_unrest(s, side):
    """#53 (RULINGS.md T1 item 7): 2 USSR influence in South Africa (choice 0), or 1 there and 2 in Angola
    or Botswana (choice 1, then the country)."""
    ask(s, side, 53, 1)


@njit(cache=True)
def e053_ok(s, side, step, a):
    if step == 1:
        return 0 <= choice_of(a) <= 1
    c = country_of(a)
    return c == ANGOLA or c == BOTSWANA


@njit(cache=True)
def e053_do(s, side, step, a):
    if step == 1:
        if choice_of(a) == 0:
            add_inf(s, USSR, SOUTH_AFRICA, 2)
        else:
            add_inf(s, USSR, SOUTH_AFRICA, 1)
            ask(s, side, 53, 2)
    elif country_of(a) >= 0:
        add_inf(s, USSR, country_of(a), 2)


@njit(cache=True)
def e054_allende(s, side):
    """#54: 2 USSR influence in Chile."""
    add_inf(s, USSR, CHILE, 2)


@njit(cache=True)
def e055_willy_brandt(s, side):
    """#55: the USSR gains 1 VP and 1 influence in West Germany; NATO no longer protects it."""
    add_inf(s, USSR, WEST_GERMANY, 1)
    s[EFFECT + 55] = 1
    gain_vp(s, USSR, 1)


@njit(cache=True)
def e056_muslim_revolution(s, side):
    """#56: all US influence out of 2 of Sudan, Iran, Iraq, Egypt, Libya, Saudi Arabia, Syria, Jordan."""
    start(s, 2)
    ask(s, side, 56, 1)


@njit(cache=True)
def e056_ok(s, side, step, a):
    c = country_of(a)
    if c < 0 or inf(s, US, c) == 0 or not mark_ok(s, c, 1):
        return False
    for k in MUSLIM_REVOLUTION:
        if k == c:
            return True
    return False


@njit(cache=True)
def e056_do(s, side, step, a):
    c = country_of(a)
    if c >= 0:
        remove_all(s, US, c)
        if mark(s, c):
            ask(s, side, 56, 1)


@njit(cache=True)
def e057_abm_treaty(s, side):
    """#57: DEFCON +1, then the event player conducts 4 Ops (a fixed amount, 7.4)."""
    improve_defcon(s)
    start_ops(s, side, 57, 4)


@njit(cache=True)
def e058_cultural_revolution(s, side):
    """#58: the USSR takes the China Card face up from the US, or gains 1 VP if it holds it."""
    if s[CHINA_HOLDER] == US:
        pass_china(s, USSR, 1)
    else:
        gain_vp(s, USSR, 1)


@njit(cache=True)
def e059_flower_power(s, side):
    """#59: the USSR gains 2 VP whenever the US plays a war card for Ops or as an event (step.choose_use)."""
    s[EFFECT + 59] = 1


@njit(cache=True)
def e060_u2_incident(s, side):
    """#60: the USSR gains 1 VP (UN Intervention's extra VP this turn: the effect word)."""
    s[EFFECT + 60] = 1
    gain_vp(s, USSR, 1)


@njit(cache=True)
def e049_missile_envy(s, side):
    """#49 (E.5): the opponent gives its highest-Ops card (printed Ops; it picks among ties, step 1) for
    Missile Envy, which it must then play for Ops in its next AR (rules/cards.envy_owed)."""
    ask(s, 1 - side, 49, 1)


@njit(cache=True)
def highest_ops(s, side):
    best = 0
    for c in range(1, N_CARDS + 1):
        if in_hand(s, side, c) and CARD_OPS[c] > best:
            best = CARD_OPS[c]
    return best


@njit(cache=True)
def e049_ok(s, side, step, a):
    """The giver's highest-Ops card; a human who may not search its deck (H9) picks among the cards it may
    choose from its hand (solitaire_decks.from_hand) when one of them is such a card."""
    n = card_of(a)
    best = highest_ops(s, side)
    if n <= 0 or not in_hand(s, side, n) or CARD_OPS[n] != best:
        return False
    if not from_hand(s, side, n, HUMAN_DRAW):
        for x in range(1, N_CARDS + 1):
            if CARD_OPS[x] == best and from_hand(s, side, x, HUMAN_DRAW):
                return False
    return True


@njit(cache=True)
def e049_do(s, side, step, a):
    """The taker uses the card at once: its own or a neutral event occurs (rules/events.run_next), an
    opponent's card gives its Ops (the taker's modifiers, 7.4.1) with no event; the card is then discarded."""
    n = card_of(a)
    if n <= 0:
        return
    taker = 1 - side
    s[LOC + MISSILE_ENVY] = LOC_HAND + side
    s[EFFECT + MISSILE_ENVY] = side + 1
    s[LOC + n] = LOC_DISCARD
    if CARD_SIDE[n] == side:
        start_ops(s, taker, 49, modified_ops(s, taker, CARD_OPS[n]))
    else:
        set_off(s, n, taker)
