"""9.4.2 event-driven activities and 9.6 specific event instructions: the bot's answer to a choice inside an
event (FR_EVENT). Built: 9.6 Ex-KGB, Leak and Oil Price Spike; governance and alignment shifts by the W-MN
priorities (#76, #77, #84/#85); plots placed by events by the W-PL priorities in the event order (#87-#89, #96,
#116) with random markers (9.3.2); the Shia-Mix table for Iran, Lebanon War and Jaysh al-Mahdi (Iran and Jaysh
al-Mahdi: the table's country tested, then the nearest Good, else Fair, eligible country), the Global table
for Jihadist Videos, with the nearest eligible country (9.5; Madrassas' Recruit dice: where_recruit); Schengen
Visas' and Clean Operatives' destinations with W-TR's From boxes for the origins; 9.3.1 active cells removed
first; a card named from the bot's hand is its top card (9.2). Every other choice is random among the event's
options (9.4.2: placing cells, "randomly among the potential countries"; 9.5), and the trace says so.
"""
import numpy as np

from engine.core.frames import top
from engine.core.jit import njit
from engine.core.members import contains
from engine.core.rng import randbelow
from engine.labyrinth.data import (
    ASSOC_JIHADIST,
    CARD_ASSOC,
    CARD_OPS,
    COUNTRY_INDEX,
    MUSLIM,
    N_CARDS,
    N_COUNTRIES,
    SCHENGEN,
    UNITED_STATES,
)
from engine.labyrinth.events.cards_073_084 import SECOND
from engine.labyrinth.events.cards_097_108 import ROLLED
from engine.labyrinth.events.cards_109_120 import c115_target
from engine.labyrinth.events.common import MIX, POSTURE_STEP
from engine.labyrinth.layout import (
    A_CARD0,
    A_COUNTRY0,
    A_NUM0,
    A_PLOT0,
    AVAIL,
    FAIR,
    GOOD,
    GOV,
    HARD,
    IR,
    LOC,
    LOC_DISCARD,
    POSTURE,
    SOFT,
    WMD,
)
from engine.labyrinth.nonplayer import trace as T
from engine.labyrinth.nonplayer.chance import (
    best,
    decision_rng,
    derive_rng,
    global_roll,
    nearest,
    random_among,
    schengen_roll,
    shia_mix_roll,
)
from engine.labyrinth.nonplayer.where_jihad import shift_scores
from engine.labyrinth.nonplayer.where_plot import event_plot_country, plot_scores
from engine.labyrinth.nonplayer.where_travel import origin
from engine.labyrinth.rules.board import cells, get, put, solo, us_posture, world_posture
from engine.labyrinth.rules.cards import top_card

CAUCASUS, CENTRAL_ASIA = COUNTRY_INDEX["caucasus"], COUNTRY_INDEX["central-asia"]
EX_KGB, OIL_PRICE_SPIKE, OIL_PRICE_SPIKE_2, LEAK, LEAK_2 = 62, 117, 118, 84, 85
# Events whose country choice shifts governance or alignment against the US (9.4.2: W-MN priorities).
SHIFT_EVENTS = (76, 77, 84, 85, 94, 107)
# Events placing plots where the Jihadist chooses (9.4.2: W-PL priorities in the event order).
PLOT_EVENTS = (87, 88, 89, 96, 115, 116)
DANISH_CARTOONS, HAMBALI = 96, 115
SCHENGEN_VISAS, CLEAN_OPERATIVES, LEBANON_WAR, IRAN_1, IRAN_2, JAYSH_AL_MAHDI = 74, 79, 86, 104, 105, 106
JIHADIST_VIDEOS = 82  # the Global table, the nearest eligible country (Madrassas: where_recruit.madrassas_country)
TWO_CELLS_SALT = 1 << 41  # + step: a moving cell's destination, drawn alike at its origin and destination steps


@njit(cache=True)
def ex_kgb(s, trace):
    """9.6 Ex-KGB: the Caucasus if its posture flip changes the World posture, else Central Asia."""
    t = s.copy()
    put(t, CAUCASUS, POSTURE, SOFT if us_posture(s) == HARD else HARD)
    c = CAUCASUS if world_posture(t) != world_posture(s) else CENTRAL_ASIA
    T.note(trace, T.EVENT_EXKGB, c)
    return A_COUNTRY0 + c


@njit(cache=True)
def discarded_jihadist(s, a):
    """Action a offers a Jihadist card from the discard pile (not the Lapsing or 1st Plot box, which L45 lets
    a player take: the bot's 9.6 rule names the discards)."""
    c = a - A_CARD0 + 1
    return 1 <= c <= N_CARDS and CARD_ASSOC[c] == ASSOC_JIHADIST and s[LOC + c] == LOC_DISCARD


@njit(cache=True)
def best_jihadist_discard(s, legal, n, g):
    """9.6 Oil Price Spike: "draw at random among the discarded, highest-value Jihadist cards"; -1 if none."""
    top_ops = 0
    for i in range(n):
        if discarded_jihadist(s, legal[i]):
            top_ops = max(top_ops, CARD_OPS[legal[i] - A_CARD0 + 1])
    k = 0
    for i in range(n):
        if discarded_jihadist(s, legal[i]) and CARD_OPS[legal[i] - A_CARD0 + 1] == top_ops:
            k += 1
    if k == 0:
        return -1
    r = g[0] % k
    for i in range(n):
        if discarded_jihadist(s, legal[i]) and CARD_OPS[legal[i] - A_CARD0 + 1] == top_ops:
            if r == 0:
                return legal[i]
            r -= 1
    return -1


@njit(cache=True)
def jihadist_card_in_discard(s):
    """9.6 Oil Price Spike: without a Jihadist card in the discard pile the bot uses the card for Ops only."""
    for c in range(1, N_CARDS + 1):
        if CARD_ASSOC[c] == ASSOC_JIHADIST and s[LOC + c] == LOC_DISCARD:
            return True
    return False


@njit(cache=True)
def all_countries(legal, n):
    ok = np.zeros(N_COUNTRIES, dtype=np.bool_)
    k = 0
    for i in range(n):
        c = legal[i] - A_COUNTRY0
        if 0 <= c < N_COUNTRIES:
            ok[c] = True
            k += 1
    return ok, k == n


@njit(cache=True)
def random_marker_answer(s, legal, n, g, trace):
    """9.3.2: a plot marker drawn at random among the available markers of the kinds offered; -1 if the options
    are not plot markers."""
    total = 0
    for i in range(n):
        k = legal[i] - A_PLOT0 + 1
        if k < 1 or k > WMD:
            return -1
        total += s[AVAIL + k]
    if total == 0:
        return -1
    r = randbelow(g, 0, total)
    for i in range(n):
        k = legal[i] - A_PLOT0 + 1
        if r < s[AVAIL + k]:
            T.note(trace, T.MARKER_RANDOM, 0)
            return legal[i]
        r -= s[AVAIL + k]
    return -1


@njit(cache=True)
def is_plot_event(card):
    return contains(PLOT_EVENTS, card)


@njit(cache=True)
def plot_event_target(s, card, c):
    """Where a plot event may put its plot: Danish Cartoons a non-IR Muslim country (no cell needed), Hambali
    its own countries, Martyrdom Operation and KSM a non-IR country with a cell."""
    if card == DANISH_CARTOONS:
        return MUSLIM[c] and get(s, c, GOV) != IR
    if card == HAMBALI:
        return c115_target(s, c)
    return cells(s, c) > 0 and get(s, c, GOV) != IR


@njit(cache=True)
def event_plot_has_target(s, card):
    """9.4.2: an event plot with no W-PL country (a country of a priority tier the event allows) is ignored
    and the card's value goes to Radicalization."""
    ok = np.zeros(N_COUNTRIES, dtype=np.bool_)
    for c in range(N_COUNTRIES):
        ok[c] = plot_event_target(s, card, c)
    score = plot_scores(s, True, ok)
    for c in range(N_COUNTRIES):
        if score[c] >= 0:
            return True
    return False


@njit(cache=True)
def schengen_visas_destination(s, g):
    """9.4.2 Schengen Visas (L74): an unmarked Schengen country (US Hard) or a Soft one (US Soft), else any
    Schengen country; among several, the Schengen table and the nearest of them."""
    ok = np.zeros(N_COUNTRIES, dtype=np.bool_)
    k = 0
    for c in range(N_COUNTRIES):
        p = get(s, c, POSTURE)
        ok[c] = SCHENGEN[c] and (p == 0 if us_posture(s) == HARD else p == SOFT)
        k += ok[c]
    if k == 0:
        for c in range(N_COUNTRIES):
            ok[c] = SCHENGEN[c]
    return nearest(s, schengen_roll(g), ok, g)


@njit(cache=True)
def two_cells(s, card, step, trace, legal, n):
    """#74 Schengen Visas, #79 Clean Operatives: the destination (Clean Operatives: the United States), then
    the origin by W-TR's From boxes for it."""
    g = derive_rng(s, TWO_CELLS_SALT + step // SECOND)
    d = UNITED_STATES if card == CLEAN_OPERATIVES else schengen_visas_destination(s, g)
    if step % SECOND != 0:
        T.note(trace, T.TR_DEST, d)
        return A_COUNTRY0 + d
    o = origin(s, d, CARD_OPS[card], False, g, trace)
    return A_COUNTRY0 + o if o >= 0 else -1


@njit(cache=True)
def good_else_fair(s, rolled, ok, g):
    """9.4.2 Iran, Jaysh al-Mahdi: from the Shia-Mix table's country, the nearest eligible country that is Good,
    else the nearest Fair one; with neither, the nearest eligible country (L76)."""
    for want in (GOOD, FAIR):
        band = np.zeros(N_COUNTRIES, dtype=np.bool_)
        k = 0
        for c in range(N_COUNTRIES):
            band[c] = ok[c] and get(s, c, GOV) == want
            k += band[c]
        if k > 0:
            return nearest(s, rolled, band, g)
    return nearest(s, rolled, ok, g)


@njit(cache=True)
def shia_mix_choice(s, card, step, ok, g, trace):
    """9.4.2 Iran, Lebanon War, Jaysh al-Mahdi: the Shia-Mix table and the nearest eligible country. In the
    solitaire game Iran's and Jaysh al-Mahdi's first answer is the table's country (the engine tests it) and the
    second, at step ROLLED + that country, the nearest Good, else Fair, eligible country."""
    if step >= ROLLED:
        c = good_else_fair(s, step - ROLLED, ok, g)
        T.note(trace, T.SHIA_MIX_GOOD_FAIR, c)
        return c
    rolled = shia_mix_roll(g)
    if card != LEBANON_WAR and not solo(s):  # no test step outside the solitaire game: both at once
        c = good_else_fair(s, rolled, ok, g)
        T.note(trace, T.SHIA_MIX_GOOD_FAIR, c)
        return c
    c = nearest(s, rolled, ok, g)
    T.note(trace, T.SHIA_MIX_TABLE, c)
    return c


@njit(cache=True)
def active_first(legal, n, trace):
    """9.3.1: cells the bot's events remove are active ones before sleepers: the most actives offered."""
    a = legal[0]
    for i in range(n):
        if legal[i] > a:
            a = legal[i]
    T.note(trace, T.ACTIVE_FIRST, a - A_NUM0)
    return a


@njit(cache=True)
def decide(s, trace, legal, n):
    """The bot's answer to an event step."""
    card = top(s, 2)
    g = decision_rng(s)
    if card == SCHENGEN_VISAS or card == CLEAN_OPERATIVES:
        a = two_cells(s, card, top(s, 3), trace, legal, n)
        for i in range(n):
            if legal[i] == a:
                return a
    if card == EX_KGB:
        return ex_kgb(s, trace)
    if card == OIL_PRICE_SPIKE or card == OIL_PRICE_SPIKE_2:
        a = best_jihadist_discard(s, legal, n, g)
        if a >= 0:
            return a
    if (card == LEAK or card == LEAK_2) and top(s, 3) == 0:
        T.note(trace, T.EVENT_LEAK, 0)
        return legal[g[0] % n]
    a = random_marker_answer(s, legal, n, g, trace)
    if a >= 0:
        return a
    if MIX <= top(s, 3) < POSTURE_STEP:
        return active_first(legal, n, trace)
    ok, countries = all_countries(legal, n)
    if countries and (card == LEBANON_WAR or card == JAYSH_AL_MAHDI or card == IRAN_1 or card == IRAN_2):
        return A_COUNTRY0 + shia_mix_choice(s, card, top(s, 3), ok, g, trace)
    if countries:
        if card == JIHADIST_VIDEOS:
            c = nearest(s, global_roll(g), ok, g)
            T.note(trace, T.GLOBAL_TABLE, c)
            return A_COUNTRY0 + c
        for e in PLOT_EVENTS:
            if e == card:
                c = event_plot_country(s, ok, g, trace)
                if c >= 0:
                    return A_COUNTRY0 + c
        for e in SHIFT_EVENTS:
            if e == card:
                c = best(shift_scores(s, ok), g, trace)
                if c >= 0:
                    T.note(trace, T.EVENT_SHIFT, c)
                    return A_COUNTRY0 + c
        c = random_among(ok, g)
        T.note(trace, T.RANDOM_COUNTRY, c)
        return A_COUNTRY0 + c
    c = top_card(s)
    for i in range(n):
        if c > 0 and legal[i] == A_CARD0 + c - 1:
            T.note(trace, T.CARD_TOP, c)  # 9.2: a card named from the bot's hand is its top card
            return legal[i]
    T.note(trace, T.EVENT_RANDOM, 0)
    return legal[g[0] % n]
