"""9.2 and 9.4.1: which card the bot plays, event or Ops (the EV table), and the Ops chain."""
from engine.core.jit import njit
from engine.core.members import contains, has
from engine.labyrinth.data import ASSOC_JIHADIST, ASSOC_NONE, ASSOC_US, CARD_ASSOC, CARD_OPS, N_CARDS, N_COUNTRIES, US
from engine.labyrinth.events.play import playable
from engine.labyrinth.layout import (
    A_CARD0,
    A_DONE,
    A_EVENT,
    A_OP0,
    A_RADICAL,
    BOT_GTMO,
    CARD,
    LAPSE,
    OP_JIHAD,
    OP_MAJOR_JIHAD,
    OP_PLOT,
    OP_RECRUIT,
    OP_TRAVEL,
    OPT_BOT,
    OPTIONS,
)
from engine.labyrinth.nonplayer import trace as T
from engine.labyrinth.nonplayer.chance import decision_rng
from engine.labyrinth.nonplayer.events import (
    OIL_PRICE_SPIKE,
    OIL_PRICE_SPIKE_2,
    event_plot_has_target,
    is_plot_event,
    jihadist_card_in_discard,
)
from engine.labyrinth.nonplayer.where_jihad import major_scores, minor_key
from engine.labyrinth.nonplayer.where_recruit import recruit_any
from engine.labyrinth.nonplayer.where_travel import biometrics_blocked
from engine.labyrinth.rules.board import available_cells, cells_on_map, cells_on_track
from engine.labyrinth.rules.cards import top_card
from engine.labyrinth.rules.jihadist_ops import jihad_ok
from engine.labyrinth.rules.plots import plot_ok

GTMO = 114
# 9.4.1 row 3: the events that recruit or place cells (the lwotai flag, bot_notes.md 3; #54 Sadr places a
# marker, not a cell).
PLACES_CELLS_LIST = (48, 49, 50, 51, 53, 55, 57, 58, 61, 66, 67, 68, 70, 72, 80, 81, 82, 83, 86, 91, 93, 98, 110)


@njit(cache=True)
def places_cells(card):
    return contains(PLACES_CELLS_LIST, card)


@njit(cache=True)
def choose_card(s, trace, legal, n):
    """9.2: the bot's hand is a face-down stack and it plays the top card: the card it gained last if any
    (rules/cards.top_card), else a dealt card drawn at random (the deal's order is random; the hand is kept
    unordered); cadres are never removed (9.8)."""
    k = 0
    for i in range(n):
        if legal[i] >= A_CARD0 and legal[i] < A_CARD0 + N_CARDS:
            k += 1
    if k == 0:
        T.note(trace, T.NO_CARD, 0)
        return A_DONE
    c = top_card(s)
    if c > 0 and has(legal, n, A_CARD0 + c - 1):
        T.note(trace, T.CARD_TOP, c)  # a card it gained lies on top
        return A_CARD0 + c - 1
    g = decision_rng(s)
    r = g[0] % k
    for i in range(n):
        if legal[i] >= A_CARD0 and legal[i] < A_CARD0 + N_CARDS:
            if r == 0:
                T.note(trace, T.CARD_TOP, legal[i] - A_CARD0 + 1)
                return legal[i]
            r -= 1
    return A_DONE


@njit(cache=True)
def minor_possible(s):
    """9.4.1 Ops chain 2: a Good or Fair Muslim country where Minor Jihad can be done."""
    for c in range(N_COUNTRIES):
        if jihad_ok(s, c, 0) and minor_key(s, c, False) >= 0:
            return True
    return False


@njit(cache=True)
def plot_possible(s):
    for c in range(N_COUNTRIES):
        if plot_ok(s, c, 0):
            return True
    return False


@njit(cache=True)
def ops_chain(s, trace, legal, n):
    """9.4.1 Ops chain: Major Jihad if it could succeed, else Minor Jihad in a Good or Fair country, else
    Recruit (available cells, no GTMO), else Travel; what cannot be used goes to Radicalization."""
    v = CARD_OPS[s[CARD]]
    score = major_scores(s, v)
    for c in range(N_COUNTRIES):
        if score[c] >= 0 and has(legal, n, A_OP0 + OP_MAJOR_JIHAD):
            T.note(trace, T.CHAIN_MAJOR, 0)
            return A_OP0 + OP_MAJOR_JIHAD
    if minor_possible(s) and has(legal, n, A_OP0 + OP_JIHAD):
        T.note(trace, T.CHAIN_MINOR, 0)
        return A_OP0 + OP_JIHAD
    gtmo = s[LAPSE + GTMO] != 0
    if available_cells(s) > 0 and gtmo and s[OPTIONS + OPT_BOT] & BOT_GTMO:
        T.note(trace, T.CHAIN_GTMO, 0)
        return A_RADICAL
    if available_cells(s) > 0 and not gtmo:
        if recruit_any(s, v) and has(legal, n, A_OP0 + OP_RECRUIT):
            T.note(trace, T.CHAIN_RECRUIT, 0)
            return A_OP0 + OP_RECRUIT
        T.note(trace, T.RC_DONE, 0)
        T.note(trace, T.CHAIN_RADICAL, 0)
        return A_RADICAL
    if cells_on_map(s) > 0 and has(legal, n, A_OP0 + OP_TRAVEL):
        d = biometrics_blocked(s, v)
        if d >= 0:
            T.note(trace, T.BIOMETRICS_RADICAL, d)
            return A_RADICAL
        T.note(trace, T.CHAIN_TRAVEL, 0)
        return A_OP0 + OP_TRAVEL
    T.note(trace, T.CHAIN_RADICAL, 0)
    return A_RADICAL


@njit(cache=True)
def event_or_ops(s, ops_only, trace, legal, n):
    """9.4.1 EV: the bot's answer to FR_USE for its own card (ops_only: the Ops after its unassociated event,
    or #97's operation)."""
    if ops_only:
        T.note(trace, T.EV_OPS_AFTER_EVENT, 0)
        return ops_chain(s, trace, legal, n)
    card = s[CARD]
    a = CARD_ASSOC[card]
    if (card == OIL_PRICE_SPIKE or card == OIL_PRICE_SPIKE_2) and not jihadist_card_in_discard(s):
        T.note(trace, T.EV_OIL_OPS_ONLY, 0)  # 9.6
        return ops_chain(s, trace, legal, n)
    if (a == ASSOC_JIHADIST or a == ASSOC_NONE) and has(legal, n, A_EVENT):
        if places_cells(card) and cells_on_track(s) == 0:
            T.note(trace, T.EV_NO_FUNDING_CELLS, 0)
            return A_RADICAL
        if is_plot_event(card) and not event_plot_has_target(s, card):
            T.note(trace, T.EV_PLOT_RADICAL, 0)
            return A_RADICAL
        T.note(trace, T.EV_OWN_EVENT if a == ASSOC_JIHADIST else T.EV_UNASSOC_EVENT, 0)
        return A_EVENT
    if a == ASSOC_US and playable(s, card, US):
        if has(legal, n, A_OP0 + OP_PLOT) and plot_possible(s):
            T.note(trace, T.EV_US_PLOT, 0)
            return A_OP0 + OP_PLOT
        T.note(trace, T.EV_US_NO_PLOT, 0)
        return A_RADICAL
    T.note(trace, T.EV_UNPLAYABLE, 0)
    return ops_chain(s, trace, legal, n)
