"""B.12 S: the Part C rules for event choices the general rule G does not fit (shared/spec/twilight_solo.md,
our design), compiled. Each answers the pending FR_EVENT step of the AI, or -1 to leave it to G."""
from engine.core.frames import top
from engine.core.jit import njit
from engine.twilight.data import CARD_OPS, CARD_SIDE, N_CARDS, NEUTRAL
from engine.twilight.layout import A_CARD0, A_CHOICE0, DEFCON, OPT_AI_KILL_MOVES, OPTIONS
from engine.twilight.nonplayer import part_c as pc
from engine.twilight.nonplayer import trace as T
from engine.twilight.nonplayer.safety import harm

OLYMPIC_GAMES, MISSILE_ENVY, UN_INTERVENTION = 20, 49, 32


@njit(cache=True)
def olympic(s, legal, n, trace):
    """#20 as the sponsor's opponent: boycott at DEFCON 2 (K2: the sponsor, phasing, loses), else take part."""
    if s[DEFCON] == 2 and s[OPTIONS + OPT_AI_KILL_MOVES]:
        T.note(trace, T.K2_BOYCOTT, 0)
        return A_CHOICE0 + 1
    T.note(trace, T.OLYMPIC_TAKE_PART, 0)
    return A_CHOICE0


@njit(cache=True)
def envy_gift(me, legal, n, trace):
    """#49 as the victim: the highest-Ops card; ties an AI event before a neutral one before a human one."""
    best, best_key = -1, -1
    for i in range(n):
        c = legal[i] - A_CARD0 + 1
        if not 1 <= c <= N_CARDS:
            continue
        kind = 2 if CARD_SIDE[c] == me else (1 if CARD_SIDE[c] == NEUTRAL else 0)
        key = CARD_OPS[c] * 10 + kind
        if key > best_key:
            best, best_key = legal[i], key
    if best >= 0:
        T.note(trace, T.ENVY_GIFT, best - A_CARD0 + 1)
    return best


@njit(cache=True)
def un_card(s, me, legal, n, trace):
    """#32's card (B.10.4; AI-3 with the whole deck): the human event of highest harm, then highest Ops."""
    best, best_key = -1, -1
    for i in range(n):
        c = legal[i] - A_CARD0 + 1
        if not 1 <= c <= N_CARDS:
            return -1
        key = harm(s, me, c) * 10 + CARD_OPS[c]
        if key > best_key:
            best, best_key = legal[i], key
    if best >= 0:
        T.note(trace, T.UN_CARD, best - A_CARD0 + 1)
    return best


@njit(cache=True)
def special_answer(s, me, r, aggr, legal, n, rng, trace):
    """The Part C rule for the pending FR_EVENT step of card top(s, 2), step top(s, 3); -1: G."""
    card, step = top(s, 2), top(s, 3)
    if card == UN_INTERVENTION:
        return un_card(s, me, legal, n, trace)
    if card == OLYMPIC_GAMES:
        return olympic(s, legal, n, trace)
    if card == MISSILE_ENVY:
        return envy_gift(me, legal, n, trace)
    if card == 40:
        return pc.cmc(s, me, r, aggr, legal, n, trace)
    if card == 10:
        return pc.blockade(s, me, legal, n, rng, trace)
    if card == 95 and step == 1:
        return pc.debt_crisis(s, me, r, aggr, legal, n, rng, trace)
    if card == 33 and step == 1:
        return pc.destalinization(s, me, legal, n, rng, trace)
    if card == 43:
        return pc.salt(s, me, legal, n, rng, trace)
    if card == 45:
        return pc.summit(s, me, legal, n, trace)
    if card == 46:
        return pc.how_i_learned(s, me, legal, n, trace)
    if card == 67 and step == 1:
        return pc.grain_sales(s, me, aggr, legal, n, trace)
    if card == 77:
        return pc.shed_human_events(me, legal, n, T.ASK_NOT_DISCARD, trace)
    if card == 85:
        return pc.star_wars(s, me, aggr, legal, n, rng, trace)
    if card == 94:
        return pc.chernobyl(s, legal, n, trace)
    if card == 98:
        return pc.ames(s, me, legal, n, rng, trace)
    if card == 107:
        return pc.che(s, me, r, aggr, legal, n, rng, trace)
    if card == 108:
        return pc.shed_human_events(me, legal, n, T.TEHRAN_DISCARD, trace)
    return -1
