"""Part C's "AI choices" rules for event steps the general rule G (B.12) does not fit (shared/spec/
twilight_solo.md, our design), compiled. Each answers the side `me` resolving the pending FR_EVENT step with
a legal action, or -1 to leave the step to G; special.special_answer routes the steps here."""
import numpy as np

from engine.core.jit import njit
from engine.core.members import has
from engine.twilight.data import (
    ASIA,
    CARD_OPS,
    CARD_SIDE,
    COUNTRY_INDEX,
    N_CARDS,
    N_COUNTRIES,
    REGION,
    SCORING_REGION,
    SE_ASIA_REGION,
    SOUTH_AMERICA,
    STABILITY,
    USSR,
)
from engine.twilight.layout import (
    A_CARD0,
    A_CHOICE0,
    A_COUNTRY0,
    A_DONE,
    DEFCON,
    EV_TAKEN,
    INF,
    MILOPS,
    OPT_AI_CANCEL_CMC,
    OPT_AI_KILL_MOVES,
    OPTIONS,
    PHASING,
    REGION_CARD,
)
from engine.twilight.nonplayer import trace as T
from engine.twilight.nonplayer.coup import best_coup
from engine.twilight.nonplayer.operations import plays_after
from engine.twilight.nonplayer.own_play import claim_value, nested_wanted
from engine.twilight.nonplayer.safety import harm
from engine.twilight.nonplayer.values import objective, pick_best, unit
from engine.twilight.rules.board import add_inf, controls, inf
from engine.twilight.rules.effects import modified_ops

WEST_GERMANY = COUNTRY_INDEX["West Germany"]
GRAIN_EVENT, GRAIN_OPS, GRAIN_RETURN = 0, 1, 3  # events/cards_061_080.py #67's choices
SUMMIT_DEGRADE, SUMMIT_KEEP = 0, 1  # #45's choices (the third improves)


@njit(cache=True)
def card_at(a):
    c = a - A_CARD0 + 1
    return c if 1 <= c <= N_CARDS else 0


@njit(cache=True)
def human_event(me, c):
    return CARD_SIDE[c] == 1 - me


@njit(cache=True)
def best_card(vals, keys, ids, m, rng):
    """The card of the best of the first m values (ties by keys, then seeded); 0 when m is 0."""
    i, _ = pick_best(vals, keys, m, rng)
    return ids[i] if i >= 0 else 0


@njit(cache=True)
def card_answer(c, code, trace):
    """Card c's action, noted under code; -1 (no choice made: G decides) when c is 0."""
    if c == 0:
        return -1
    T.note(trace, code, c)
    return A_CARD0 + c - 1


@njit(cache=True)
def discard_pick(s, me, legal, n, rng):
    """#10 / #95: the card of a human event of highest harm, else the lowest cv; seeded ties. 0 if none."""
    vals = np.zeros(n)
    keys = np.zeros(n, dtype=np.int64)
    ids = np.zeros(n, dtype=np.int64)
    m = 0
    for i in range(n):
        c = card_at(legal[i])
        if c == 0:
            continue
        vals[m] = 100.0 + harm(s, me, c) if human_event(me, c) else -float(claim_value(s, me, c))
        ids[m] = c
        m += 1
    return best_card(vals, keys, ids, m, rng)


@njit(cache=True)
def blockade(s, me, legal, n, rng, trace):
    """#10 answering: discard iff West Germany holds the answerer's influence and a card of 3+ Ops is
    offered; the card by discard_pick."""
    if inf(s, me, WEST_GERMANY) == 0 and has(legal, n, A_DONE):
        T.note(trace, T.BLOCKADE_ACCEPT, 0)
        return A_DONE
    return card_answer(discard_pick(s, me, legal, n, rng), T.BLOCKADE_DISCARD, trace)


@njit(cache=True)
def doubling_loss(s, me, r, aggr):
    """#95 step 2 for the opponent by G: two South American countries holding its influence doubled, each
    the worst for me in turn; my objective's fall."""
    u = s.copy()
    h = 1 - me
    done = np.zeros(N_COUNTRIES, dtype=np.int64)
    for _ in range(2):
        worst, worst_v = -1, 0.0
        for c in range(N_COUNTRIES):
            if REGION[c] != SOUTH_AMERICA or done[c] or inf(u, h, c) == 0:
                continue
            x = inf(u, h, c)
            add_inf(u, h, c, x)
            v = objective(u, me, r, aggr)
            add_inf(u, h, c, -x)
            if worst < 0 or v < worst_v:
                worst, worst_v = c, v
        if worst < 0:
            break
        done[worst] = 1
        add_inf(u, h, worst, inf(u, h, worst))
    return objective(s, me, r, aggr) - objective(u, me, r, aggr)


@njit(cache=True)
def debt_crisis(s, me, r, aggr, legal, n, rng, trace):
    """#95 answering: discard (picked as Blockade's) iff the doubling is worth 2 VP units or more to the
    opponent, else let it happen."""
    loss = doubling_loss(s, me, r, aggr)
    c = discard_pick(s, me, legal, n, rng) if loss >= 2 * unit(s, aggr) else 0
    if c == 0:
        T.note(trace, T.DEBT_ACCEPT, 0)
        return A_DONE
    T.note(trace, T.DEBT_DISCARD, c)
    return A_CARD0 + c - 1


@njit(cache=True)
def salt(s, me, legal, n, rng, trace):
    """#43: the discard-pile card of highest cv (it goes on top of the taker's deck, C.1)."""
    vals, keys, ids = np.zeros(n), np.zeros(n, dtype=np.int64), np.zeros(n, dtype=np.int64)
    m = 0
    for i in range(n):
        c = card_at(legal[i])
        if c > 0:
            vals[m], ids[m] = claim_value(s, me, c), c
            m += 1
    return card_answer(best_card(vals, keys, ids, m, rng), T.SALT_PICK, trace)


@njit(cache=True)
def star_wars(s, me, aggr, legal, n, rng, trace):
    """#85: the discard-pile card (own or neutral event) B.10.1 would play as an event, highest printed Ops;
    seeded ties. None: G."""
    vals, keys, ids = np.zeros(n), np.zeros(n, dtype=np.int64), np.zeros(n, dtype=np.int64)
    m = 0
    for i in range(n):
        c = card_at(legal[i])
        if c > 0 and nested_wanted(s, me, c, aggr):
            vals[m], ids[m] = CARD_OPS[c], c
            m += 1
    return card_answer(best_card(vals, keys, ids, m, rng), T.STAR_WARS_PICK, trace)


@njit(cache=True)
def ames(s, me, legal, n, rng, trace):
    """#98: the human card whose event (the human's) has the highest harm, then the higher Ops; seeded."""
    vals, keys, ids = np.zeros(n), np.zeros(n, dtype=np.int64), np.zeros(n, dtype=np.int64)
    m = 0
    for i in range(n):
        c = card_at(legal[i])
        if c > 0:
            vals[m] = harm(s, me, c) if human_event(me, c) else -1.0
            keys[m], ids[m] = CARD_OPS[c], c
            m += 1
    return card_answer(best_card(vals, keys, ids, m, rng), T.AMES_DISCARD, trace)


@njit(cache=True)
def shed_human_events(me, legal, n, code, trace):
    """#77 / #108: discard the offered cards carrying the human's events, one a step, then stop."""
    for i in range(n):
        c = card_at(legal[i])
        if c > 0 and human_event(me, c):
            T.note(trace, code, c)
            return legal[i]
    if has(legal, n, A_DONE):
        T.note(trace, code + 1, 0)
        return A_DONE
    return -1


@njit(cache=True)
def summit(s, me, legal, n, trace):
    """#45 as the winner: K3 (the human phasing at DEFCON 2: degrade, nuclear war); else DEFCON unchanged."""
    if (s[PHASING] == 1 - me and s[DEFCON] == 2 and s[OPTIONS + OPT_AI_KILL_MOVES]
            and has(legal, n, A_CHOICE0 + SUMMIT_DEGRADE)):
        T.note(trace, T.K3_SUMMIT, 0)
        return A_CHOICE0 + SUMMIT_DEGRADE
    T.note(trace, T.SUMMIT_KEEP, 0)
    return A_CHOICE0 + SUMMIT_KEEP


@njit(cache=True)
def how_i_learned(s, me, legal, n, trace):
    """#46: DEFCON d in 2..5 maximising the human's Military Ops shortfall at d less mine (my +5 already
    credited); ties the higher d."""
    best, best_v = -1, 0
    for d in range(5, 1, -1):
        if not has(legal, n, A_CHOICE0 + d - 1):
            continue
        v = max(0, d - s[MILOPS + 1 - me]) - max(0, d - s[MILOPS + me])
        if best < 0 or v > best_v:
            best, best_v = d, v
    if best < 0:
        return -1
    T.note(trace, T.HOW_I_LEARNED, best)
    return A_CHOICE0 + best - 1


@njit(cache=True)
def grain_sales(s, me, aggr, legal, n, trace):
    """#67 with the taken card: its event if mine and B.10.1 says event; else its Ops when 3+ and its event
    is neutral, mine or the human's of harm <= 1 (a human event first); else return it (2 Ops)."""
    c = s[EV_TAKEN]
    if c <= 0:
        return -1
    if CARD_SIDE[c] == me and nested_wanted(s, me, c, aggr) and has(legal, n, A_CHOICE0 + GRAIN_EVENT):
        T.note(trace, T.GRAIN_EVENT, c)
        return A_CHOICE0 + GRAIN_EVENT
    if CARD_OPS[c] >= 3 and (not human_event(me, c) or harm(s, me, c) <= 1) and has(legal, n, A_CHOICE0 + GRAIN_OPS):
        T.note(trace, T.GRAIN_OPS, c)
        return A_CHOICE0 + GRAIN_OPS
    T.note(trace, T.GRAIN_RETURN, c)
    return A_CHOICE0 + GRAIN_RETURN


@njit(cache=True)
def destalinization(s, me, legal, n, rng, trace):
    """#33 step 1: a point from the country of largest control surplus that stays controlled; none left:
    stop (the placement, step 2, is G's)."""
    vals, keys, ids = np.zeros(n), np.zeros(n, dtype=np.int64), np.zeros(n, dtype=np.int64)
    m = 0
    for i in range(n):
        c = legal[i] - A_COUNTRY0
        if legal[i] == A_DONE or not 0 <= c < N_COUNTRIES or not controls(s, me, c):
            continue
        surplus = inf(s, me, c) - inf(s, 1 - me, c) - STABILITY[c]
        if surplus >= 1:
            vals[m], ids[m] = surplus, c
            m += 1
    i, _ = pick_best(vals, keys, m, rng)
    if i >= 0:
        T.note(trace, T.DESTAL_TAKE, ids[i])
        return A_COUNTRY0 + ids[i]
    if has(legal, n, A_DONE):
        T.note(trace, T.DESTAL_STOP, 0)
        return A_DONE
    return -1


@njit(cache=True)
def che(t, me, r, aggr, legal, n, rng, trace):
    """#107: the coup of best B.11.2 value (the offered targets are non-battlegrounds); none gaining: stop."""
    targets = np.zeros(N_COUNTRIES, dtype=np.int64)
    for i in range(n):
        c = legal[i] - A_COUNTRY0
        if legal[i] != A_DONE and 0 <= c < N_COUNTRIES:
            targets[c] = 1
    k = modified_ops(t, USSR, CARD_OPS[107])
    v, c = best_coup(t, me, r, aggr, targets, k, plays_after(t, me), True, 0, rng)
    if c >= 0 and v > 0:
        T.note(trace, T.CHE_COUP, c)
        return A_COUNTRY0 + c
    if has(legal, n, A_DONE):
        T.note(trace, T.CHE_STOP, 0)
        return A_DONE
    return -1


@njit(cache=True)
def cmc(s, me, r, aggr, legal, n, trace):
    """#40's offer to cancel before a coup (B.15 F6): never under D ai_cancel_cmc off; on, the 2 influence whose
    loss costs my objective least."""
    if not s[OPTIONS + OPT_AI_CANCEL_CMC]:
        if not has(legal, n, A_DONE):
            return -1
        T.note(trace, T.CMC_KEEP, 0)
        return A_DONE
    best, best_v = -1, 0.0
    for i in range(n):
        c = legal[i] - A_COUNTRY0
        if legal[i] == A_DONE or not 0 <= c < N_COUNTRIES:
            continue
        x = inf(s, me, c)
        add_inf(s, me, c, -2)
        v = objective(s, me, r, aggr)
        s[INF + me * N_COUNTRIES + c] = x
        if best < 0 or v > best_v:
            best, best_v = c, v
    if best < 0:
        return -1
    T.note(trace, T.CMC_CANCEL, best)
    return A_COUNTRY0 + best


@njit(cache=True)
def chernobyl(s, legal, n, trace):
    """#94: the region of P (Asia for Southeast Asia Scoring); outside the solitaire G."""
    p = s[REGION_CARD]
    if p == 0:
        return -1
    r = SCORING_REGION[p]
    if r == SE_ASIA_REGION:
        r = ASIA
    if not has(legal, n, A_CHOICE0 + r):
        return -1
    T.note(trace, T.CHERNOBYL_P, r)
    return A_CHOICE0 + r

