"""Events of cards 61-80 (cards.csv `effect`), compiled: `eNNN_name(s, side)` when the event occurs (side:
the event player), `eNNN_ok` / `eNNN_do` for its FR_EVENT steps (E.3)."""
from engine.core.jit import njit
from engine.twilight.data import (
    ASIA,
    BATTLEGROUND,
    CARD_OPS,
    CENTRAL_AMERICA,
    EUROPE,
    N_BOXES,
    N_COUNTRIES,
    REGION,
    SOUTH_AMERICA,
    US,
    USSR,
)
from engine.twilight.data import COUNTRY_INDEX as CI
from engine.twilight.events import cards_021_040 as k21
from engine.twilight.events.conditions import UN_INTERVENTION, possible
from engine.twilight.events.event_ops import start_ops
from engine.twilight.events.prims import (
    ask,
    card_of,
    choice_of,
    country_of,
    gain_vp,
    mark,
    mark_ok,
    random_card,
    remove_all,
    set_off,
    start,
)
from engine.twilight.layout import A_DONE, CHINA_HOLDER, EFFECT, EV_LEFT, EV_TAKEN, LOC, LOC_DISCARD, LOC_EFFECT, SPACE
from engine.twilight.rules.board import add_inf, controls, inf
from engine.twilight.rules.cards import draw, in_hand, opponent_event, pass_china
from engine.twilight.rules.effects import modified_ops
from engine.twilight.rules.solitaire import solitaire
from engine.twilight.rules.solitaire_decks import HUMAN_DRAW, from_hand, searches_deck, shuffle_deck
from engine.twilight.rules.space import advance_space

OPEC = (CI["Egypt"], CI["Iran"], CI["Libya"], CI["Saudi Arabia"], CI["Iraq"], CI["Gulf States"], CI["Venezuela"])
PANAMA_CANAL = (CI["Panama"], CI["Costa Rica"], CI["Venezuela"])
CAMP_DAVID = (CI["Israel"], CI["Jordan"], CI["Egypt"])
POLAND, EGYPT = CI["Poland"], CI["Egypt"]
GRAIN_EVENT, GRAIN_OPS, GRAIN_OPS_THEN_EVENT, GRAIN_RETURN, GRAIN_WITH_UN = 0, 1, 2, 3, 4  # #67's choices
GRAIN_PLAY, GRAIN_OPS_NEXT, GRAIN_EVENT_NEXT = 1, 2, 3  # #67's steps


@njit(cache=True)
def americas(c):
    return REGION[c] == CENTRAL_AMERICA or REGION[c] == SOUTH_AMERICA


@njit(cache=True)
def opec_vp(s):
    """#61's VP: one per USSR-controlled Egypt, Iran, Libya, Saudi Arabia, Iraq, Gulf States, Venezuela."""
    n = 0
    for c in OPEC:
        if controls(s, USSR, c):
            n += 1
    return n


@njit(cache=True)
def e061_opec(s, side):
    """#61: the USSR gains opec_vp."""
    gain_vp(s, USSR, opec_vp(s))


@njit(cache=True)
def e062_lone_gunman(s, side):
    """#62: the US shows its hand (open information here), then the USSR conducts this card's Ops (7.4)."""
    start_ops(s, USSR, 62, modified_ops(s, USSR, CARD_OPS[62]))


@njit(cache=True)
def e063_colonial_rear_guards(s, side):
    """#63: 1 US influence in each of 4 different countries of Africa or Southeast Asia (the steps of #30)."""
    start(s, 4)
    ask(s, side, 63, 1)


@njit(cache=True)
def e063_ok(s, side, step, a):
    return k21.e030_ok(s, side, step, a)


@njit(cache=True)
def e063_do(s, side, step, a):
    k21.e030_do(s, side, step, a)


@njit(cache=True)
def e064_panama_canal_returned(s, side):
    """#64: 1 US influence in each of Panama, Costa Rica, Venezuela."""
    for c in PANAMA_CANAL:
        add_inf(s, US, c, 1)


@njit(cache=True)
def e065_camp_david_accords(s, side):
    """#65: the US gains 1 VP and 1 influence in each of Israel, Jordan, Egypt; Arab-Israeli War is
    prohibited from now on."""
    for c in CAMP_DAVID:
        add_inf(s, US, c, 1)
    s[EFFECT + 65] = 1
    gain_vp(s, US, 1)


@njit(cache=True)
def e066_puppet_governments(s, side):
    """#66: 1 US influence in each of up to 3 countries holding no influence."""
    start(s, 3)
    ask(s, side, 66, 1)


@njit(cache=True)
def e066_ok(s, side, step, a):
    c = country_of(a)
    return a == A_DONE or (c >= 0 and inf(s, US, c) == 0 and inf(s, USSR, c) == 0)


@njit(cache=True)
def e066_do(s, side, step, a):
    c = country_of(a)
    if c >= 0:
        add_inf(s, US, c, 1)
        if mark(s, c):
            ask(s, side, 66, 1)


@njit(cache=True)
def e067_grain_sales_to_soviets(s, side):
    """#67 (E.5): the US takes a card at random from the USSR hand (EV_TAKEN; it stays there while the US
    decides, step 1) and plays it as its own or returns it; with no card to take, or the card returned, the
    US conducts 2 Ops (a fixed amount, 7.4)."""
    n = random_card(s, USSR)
    if n == 0:
        start_ops(s, US, 67, 2)
    else:
        s[EV_TAKEN] = n
        ask(s, US, 67, GRAIN_PLAY)


@njit(cache=True)
def e067_ok(s, side, step, a):
    """Step 1 (RULINGS.md T23): its event (the US's or neutral, if it can occur), its Ops with the USSR
    event first or after (5.2.2), return it, or play it with UN Intervention from the hand; steps 2-3 take
    no answer (they go on once the event or the Ops before them are done)."""
    if step != GRAIN_PLAY:
        return False
    n = s[EV_TAKEN]
    k = choice_of(a)
    if k == GRAIN_EVENT:
        return not opponent_event(n, US) and possible(s, n, US)
    if k == GRAIN_OPS:
        return CARD_OPS[n] > 0
    if k == GRAIN_OPS_THEN_EVENT:
        return CARD_OPS[n] > 0 and opponent_event(n, US)
    if k == GRAIN_WITH_UN:
        return opponent_event(n, US) and in_hand(s, US, UN_INTERVENTION) and not solitaire(s)
    return k == GRAIN_RETURN


@njit(cache=True)
def e067_do(s, side, step, a):
    n = s[EV_TAKEN]
    k = choice_of(a)
    if step == GRAIN_OPS_NEXT:
        s[EV_TAKEN] = 0
        start_ops(s, US, 67, modified_ops(s, US, CARD_OPS[n]))
    elif step == GRAIN_EVENT_NEXT:
        s[EV_TAKEN] = 0
        set_off(s, n, US)
    elif k == GRAIN_RETURN or k < 0:
        s[EV_TAKEN] = 0
        start_ops(s, US, 67, 2)
    elif k == GRAIN_WITH_UN:
        s[EV_TAKEN] = 0
        s[LOC + UN_INTERVENTION] = LOC_DISCARD
        k21.un_cancel(s, US, n)
    else:
        s[LOC + n] = LOC_DISCARD
        if k == GRAIN_EVENT:
            s[EV_TAKEN] = 0
            set_off(s, n, US)
        elif k == GRAIN_OPS and opponent_event(n, US):  # the USSR event, then the Ops (step 2)
            ask(s, US, 67, GRAIN_OPS_NEXT)
            set_off(s, n, US)
        else:  # the Ops, then the USSR event if the card carries one (step 3)
            if opponent_event(n, US):
                ask(s, US, 67, GRAIN_EVENT_NEXT)
            else:
                s[EV_TAKEN] = 0
            start_ops(s, US, 67, modified_ops(s, US, CARD_OPS[n]))


@njit(cache=True)
def e068_john_paul_ii_elected_pope(s, side):
    """#68: 2 USSR influence out of Poland, 1 US in; Solidarity may now be played (#101)."""
    add_inf(s, USSR, POLAND, -2)
    add_inf(s, US, POLAND, 1)
    s[EFFECT + 68] = 1


@njit(cache=True)
def e069_latin_american_death_squads(s, side):
    """#69: this turn the event player's coups in Central and South America +1, the opponent's -1."""
    s[EFFECT + 69] = side + 1


@njit(cache=True)
def e070_oas_founded(s, side):
    """#70: 2 US influence in Central and South America."""
    start(s, 2)
    ask(s, side, 70, 1)


@njit(cache=True)
def e070_ok(s, side, step, a):
    c = country_of(a)
    return c >= 0 and americas(c)


@njit(cache=True)
def e070_do(s, side, step, a):
    c = country_of(a)
    if c >= 0:
        add_inf(s, US, c, 1)
        if mark(s, c):
            ask(s, side, 70, 1)


@njit(cache=True)
def e071_nixon_plays_the_china_card(s, side):
    """#71: the US gains 2 VP if it holds the China Card, else takes it face down (9.4)."""
    if s[CHINA_HOLDER] == US:
        gain_vp(s, US, 2)
    else:
        pass_china(s, US, 0)


@njit(cache=True)
def e072_sadat_expels_soviets(s, side):
    """#72: all USSR influence out of Egypt, 1 US in."""
    remove_all(s, USSR, EGYPT)
    add_inf(s, US, EGYPT, 1)


@njit(cache=True)
def e073_shuttle_diplomacy(s, side):
    """#73: the card stays in front of the US until the next Asia or Middle East scoring card, which leaves
    out one USSR-controlled battleground (rules/scoring.score_card), then goes to the discard pile."""
    s[EFFECT + 73] = 1
    s[LOC + 73] = LOC_EFFECT


@njit(cache=True)
def e074_the_voice_of_america(s, side):
    """#74: 4 USSR influence out of countries outside Europe, at most 2 a country."""
    start(s, 4)
    ask(s, side, 74, 1)


@njit(cache=True)
def e074_ok(s, side, step, a):
    c = country_of(a)
    return c >= 0 and REGION[c] != EUROPE and inf(s, USSR, c) > 0 and mark_ok(s, c, 2)


@njit(cache=True)
def e074_do(s, side, step, a):
    c = country_of(a)
    if c >= 0:
        add_inf(s, USSR, c, -1)
        if mark(s, c):
            ask(s, side, 74, 1)


@njit(cache=True)
def e075_liberation_theology(s, side):
    """#75: 3 USSR influence in Central America, at most 2 a country."""
    start(s, 3)
    ask(s, side, 75, 1)


@njit(cache=True)
def e075_ok(s, side, step, a):
    c = country_of(a)
    return c >= 0 and REGION[c] == CENTRAL_AMERICA and mark_ok(s, c, 2)


@njit(cache=True)
def e075_do(s, side, step, a):
    c = country_of(a)
    if c >= 0:
        add_inf(s, USSR, c, 1)
        if mark(s, c):
            ask(s, side, 75, 1)


@njit(cache=True)
def e076_ussuri_river_skirmish(s, side):
    """#76: the US takes the China Card face up from the USSR; if it holds it, 4 US influence in Asia, at
    most 2 a country."""
    if s[CHINA_HOLDER] == USSR:
        pass_china(s, US, 1)
    else:
        start(s, 4)
        ask(s, side, 76, 1)


@njit(cache=True)
def e076_ok(s, side, step, a):
    c = country_of(a)
    return c >= 0 and REGION[c] == ASIA and mark_ok(s, c, 2)


@njit(cache=True)
def e076_do(s, side, step, a):
    c = country_of(a)
    if c >= 0:
        add_inf(s, US, c, 1)
        if mark(s, c):
            ask(s, side, 76, 1)


@njit(cache=True)
def e077_ask_not_what_your_country_can_do_for_you(s, side):
    """#77 (E.5): the US discards any cards of its hand, one at a time (scoring cards too, no events),
    then draws as many."""
    s[EV_LEFT] = 0
    ask(s, side, 77, 1)


@njit(cache=True)
def e077_ok(s, side, step, a):
    n = card_of(a)
    return a == A_DONE or (n > 0 and from_hand(s, US, n, HUMAN_DRAW - s[EV_LEFT]))  # H9: EV_LEFT discarded


@njit(cache=True)
def e077_do(s, side, step, a):
    n = card_of(a)
    if n > 0:
        s[LOC + n] = LOC_DISCARD
        s[EV_LEFT] += 1
        ask(s, side, 77, 1)
    else:
        for _ in range(s[EV_LEFT]):
            draw(s, US)
        if solitaire(s) and searches_deck(s, US):  # solo C.1 / Part C #77: the deck searched is shuffled
            shuffle_deck(s, US)


@njit(cache=True)
def alliance_vp(s):
    """#78's VP: one per US-controlled battleground of Central and South America."""
    n = 0
    for c in range(N_COUNTRIES):
        if BATTLEGROUND[c] and americas(c) and controls(s, US, c):
            n += 1
    return n


@njit(cache=True)
def e078_alliance_for_progress(s, side):
    """#78: the US gains alliance_vp."""
    gain_vp(s, US, alliance_vp(s))


@njit(cache=True)
def e080_one_small_step(s, side):
    """#80: behind in the Space Race (dispatch.possible), the marker advances 2 boxes with only the second
    box's VP (the first was already reached by the opponent)."""
    if s[SPACE + side] + 2 <= N_BOXES:
        s[SPACE + side] += 1
        advance_space(s, side)
        gain_vp(s, side, 0)
