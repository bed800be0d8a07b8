"""Events of cards 101-110 (cards.csv `effect`; 104-110 are the optional cards, in the game under the
`optional_cards` option), compiled: `eNNN_name(s, side)` when the event occurs (side: the event player),
`eNNN_ok` / `eNNN_do` for its FR_EVENT steps (E.3). NORAD's trigger is rules/sequence.norad."""
from engine.core.deck import shuffle_range
from engine.core.jit import njit
from engine.twilight.data import (
    AFRICA,
    BATTLEGROUND,
    CARD_OPS,
    CARD_SCORING,
    CENTRAL_AMERICA,
    N_CARDS,
    REGION,
    SCORING_REGION,
    SE_ASIA_REGION,
    SOUTH_AMERICA,
    SOUTHEAST_ASIA,
    SUBREGIONS,
    US,
    USSR,
    WESTERN_EUROPE,
)
from engine.twilight.data import COUNTRY_INDEX as CI
from engine.twilight.events.prims import ask, card_of, cmc_offer, country_of, enemy_neighbours, gain_vp, war
from engine.twilight.layout import (
    A_DONE,
    CAMBRIDGE_ACTIVE_REGIONS,
    DECK,
    DECK_N,
    EFFECT,
    EV_LEFT,
    LOC,
    LOC_DISCARD,
    OPT_CAMBRIDGE_FIVE,
    OPTIONS,
    REGION_CARD,
    RNG,
)
from engine.twilight.rules.board import add_inf, inf
from engine.twilight.rules.cards import in_hand
from engine.twilight.rules.effects import modified_ops
from engine.twilight.rules.ops import resolve_coup
from engine.twilight.rules.solitaire import solitaire

POLAND, SAUDI_ARABIA = CI["Poland"], CI["Saudi Arabia"]
NEXT_TO_UK = (CI["Canada"], CI["Norway"], CI["Benelux"], CI["France"])
IRAN, IRAQ = CI["Iran"], CI["Iraq"]


@njit(cache=True)
def e101_solidarity(s, side):
    """#101: after John Paul II (dispatch.possible), 3 US influence in Poland."""
    add_inf(s, US, POLAND, 3)


@njit(cache=True)
def e102_iran_iraq_war(s, side):
    """#102 (7.6): the event player picks Iran or Iraq as the target."""
    ask(s, side, 102, 1)


@njit(cache=True)
def e102_ok(s, side, step, a):
    c = country_of(a)
    return c == IRAN or c == IRAQ


@njit(cache=True)
def e102_do(s, side, step, a):
    """d6 - 1 per neighbour of the target the opponent controls; 4-6 wins 2 VP; 2 Military Ops."""
    c = country_of(a)
    if c >= 0:
        war(s, side, c, enemy_neighbours(s, side, c, False), 4, 2, 2)


@njit(cache=True)
def e104_the_cambridge_five(s, side):
    """#104: before the Late War (dispatch.possible), the US shows its scoring cards; if any, the USSR adds 1
    influence in a country of a region one of them names (Southeast Asia Scoring: Southeast Asia). Solitaire
    (no scoring card is ever held, solo Part C #104): a country of the Primary or Secondary region, if there is
    one (none in a headline before P1 and S1, `p1s1_reveal`); no effect with `cambridge_five` NO_EFFECT."""
    if not solitaire(s) or cambridge_adapted(s):
        ask(s, side, 104, 1)


@njit(cache=True)
def cambridge_adapted(s):
    """Solo Part C #104 `cambridge_five` ACTIVE_REGIONS, with a region card to name a region."""
    return s[OPTIONS + OPT_CAMBRIDGE_FIVE] == CAMBRIDGE_ACTIVE_REGIONS and s[REGION_CARD] != 0


@njit(cache=True)
def named_by(n, c):
    r = SCORING_REGION[n]
    return (r == SE_ASIA_REGION and SUBREGIONS[c] & SOUTHEAST_ASIA != 0) or REGION[c] == r


@njit(cache=True)
def named_by_us_scoring(s, c):
    if solitaire(s):
        return (s[REGION_CARD] > 0 and named_by(s[REGION_CARD], c)) or (
            s[REGION_CARD + 1] > 0 and named_by(s[REGION_CARD + 1], c))
    for n in range(1, N_CARDS + 1):
        if in_hand(s, US, n) and CARD_SCORING[n] and named_by(n, c):
            return True
    return False


@njit(cache=True)
def e104_ok(s, side, step, a):
    c = country_of(a)
    return c >= 0 and named_by_us_scoring(s, c)


@njit(cache=True)
def e104_do(s, side, step, a):
    c = country_of(a)
    if c >= 0:
        add_inf(s, USSR, c, 1)


@njit(cache=True)
def e105_special_relationship(s, side):
    """#105: the US controls the UK (dispatch.possible): without NATO, 1 US influence in a country next to
    the UK (step 1); with NATO, 2 in a Western European country (step 2) and 2 VP."""
    if s[EFFECT + 21]:
        gain_vp(s, US, 2)
        ask(s, side, 105, 2)
    else:
        ask(s, side, 105, 1)


@njit(cache=True)
def e105_ok(s, side, step, a):
    c = country_of(a)
    if c < 0:
        return False
    if step == 2:
        return SUBREGIONS[c] & WESTERN_EUROPE != 0
    return c == NEXT_TO_UK[0] or c == NEXT_TO_UK[1] or c == NEXT_TO_UK[2] or c == NEXT_TO_UK[3]


@njit(cache=True)
def e105_do(s, side, step, a):
    c = country_of(a)
    if c >= 0:
        add_inf(s, US, c, 2 if step == 2 else 1)


@njit(cache=True)
def e106_norad(s, side):
    """#106: from now on, after an AR in which DEFCON moved to 2, a US-controlled Canada gives 1 US influence
    in a country holding US influence (rules/sequence.norad asks it; the answer is step 1 here)."""
    s[EFFECT + 106] = 1


@njit(cache=True)
def e106_ok(s, side, step, a):
    c = country_of(a)
    return c >= 0 and inf(s, US, c) > 0


@njit(cache=True)
def e106_do(s, side, step, a):
    c = country_of(a)
    if c >= 0:
        add_inf(s, US, c, 1)


@njit(cache=True)
def e107_che(s, side):
    """#107: the USSR may coup (this card's Ops, Military Ops credited: RULINGS.md T1 item 8) a
    non-battleground of Central America, South America or Africa; if that removed US influence, a second
    coup in another such country. EV_LEFT: the first target + 1."""
    s[EV_LEFT] = 0
    ask(s, side, 107, 1)
    cmc_offer(s, side)  # #40: a chance to cancel first


@njit(cache=True)
def e107_ok(s, side, step, a):
    c = country_of(a)
    if a == A_DONE:
        return True
    if c < 0 or BATTLEGROUND[c] or inf(s, US, c) == 0 or c + 1 == s[EV_LEFT]:
        return False
    return REGION[c] == CENTRAL_AMERICA or REGION[c] == SOUTH_AMERICA or REGION[c] == AFRICA


@njit(cache=True)
def e107_do(s, side, step, a):
    c = country_of(a)
    if c < 0:
        return
    before = inf(s, US, c)
    resolve_coup(s, USSR, c, modified_ops(s, USSR, CARD_OPS[107]), True)
    if step == 1 and inf(s, US, c) < before:
        s[EV_LEFT] = c + 1
        ask(s, side, 107, 2)


@njit(cache=True)
def e108_our_man_in_tehran(s, side):
    """#108: the US controls a Middle East country (dispatch.possible): it looks at the top 5 cards of the draw
    deck and discards any of them (no events), one at a time; the deck is then shuffled. EV_LEFT: how many
    of the deck's top cards are still looked at."""
    s[EV_LEFT] = min(5, s[DECK_N])
    ask(s, side, 108, 1)


@njit(cache=True)
def e108_ok(s, side, step, a):
    n = card_of(a)
    if a == A_DONE:
        return True
    for i in range(s[DECK_N] - s[EV_LEFT], s[DECK_N]):
        if n > 0 and s[DECK + i] == n:
            return True
    return False


@njit(cache=True)
def e108_do(s, side, step, a):
    n = card_of(a)
    if n <= 0:
        shuffle_range(s, DECK, s[DECK_N], s, RNG)
        return
    k = s[DECK_N] - 1
    i = k
    while s[DECK + i] != n:
        i -= 1
    for j in range(i, k):  # the deck closes up over the discarded card
        s[DECK + j] = s[DECK + j + 1]
    s[DECK + k] = 0
    s[DECK_N] = k
    s[LOC + n] = LOC_DISCARD
    s[EV_LEFT] -= 1
    ask(s, side, 108, 1)


@njit(cache=True)
def e109_yuri_and_samantha(s, side):
    """#109: the USSR gains 1 VP per US coup attempt this turn (rules/ops.resolve_coup)."""
    s[EFFECT + 109] = 1


@njit(cache=True)
def e110_awacs_sale_to_saudis(s, side):
    """#110: 2 US influence in Saudi Arabia; Muslim Revolution is prohibited from now on."""
    add_inf(s, US, SAUDI_ARABIA, 2)
    s[EFFECT + 110] = 1
