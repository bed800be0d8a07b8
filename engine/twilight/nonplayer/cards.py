"""B.8 the AI's card of an action round (its top card or the China Card, B.14; a trap discard, B.16), B.13
the headline, B.16 the Eagle/Bear discard (shared/spec/twilight_solo.md, our design), compiled. Outside
the solitaire (a hand, not a deck) the card with the best claim value of B.4 is played."""
import numpy as np

from engine.core.jit import njit
from engine.core.members import has
from engine.twilight.data import ASIA, CARD_OPS, CARD_SIDE, CHINA, DEFECTORS, N_CARDS, NEUTRAL, SE_ASIA_REGION, US
from engine.twilight.events.dispatch import possible
from engine.twilight.layout import (
    A_CARD0,
    A_DONE,
    BONUS,
    OPS_LEFT,
    OPT_AI_CHINA_ASIA,
    OPT_AI_CHINA_UNSAFE,
    OPT_AI_HEADLINE_LOOK,
    OPT_CHINA_TURN10_MARGIN,
    OPT_EAGLE_MIN_HARM,
    OPT_WAR_THRESHOLD,
    OPTIONS,
    PLAYS,
    TURN,
)
from engine.twilight.nonplayer import trace as T
from engine.twilight.nonplayer.appendix import CODE_C, CODE_E, CODE_O, CODE_W, HARM, RISK, RISK_NONE
from engine.twilight.nonplayer.operations import best_of_three
from engine.twilight.nonplayer.own_play import claim_value, condition, own_code, war_chance
from engine.twilight.nonplayer.safety import harm, headline_allowed, unsafe
from engine.twilight.nonplayer.values import pick_best, real_option, unit
from engine.twilight.rules.cards import ops_value
from engine.twilight.rules.effects import trapped
from engine.twilight.rules.solitaire import solitaire
from engine.twilight.rules.solitaire_decks import UN_INTERVENTION, is_human, top_cards
from engine.twilight.rules.solitaire_offer import ai_dig_offered, ai_reveal
from engine.twilight.rules.space import space_allowed

ALL_USES = 7


@njit(cache=True)
def cards_of(legal, n):
    """The cards among the legal actions (in card order) and whether the China Card is one."""
    out = np.zeros(n, dtype=np.int64)
    m = 0
    china = False
    for i in range(n):
        c = legal[i] - A_CARD0 + 1
        if 1 <= c <= N_CARDS:
            if c == CHINA:
                china = True
            else:
                out[m] = c
                m += 1
    return out[:m], china


@njit(cache=True)
def play_value(s, me, r, aggr, k, bonus, rng):
    """The value of the best Ops play of k Ops (+ the China Card's Asia bonus) from the AR's start, valued as
    the Ops step will value it: the card counted among the plays made (B.11.2's mu reads the plays after it)."""
    u = s.copy()
    u[PLAYS + me] += 1
    u[OPS_LEFT] = k + bonus
    u[BONUS] = bonus
    _, v = best_of_three(u, me, r, aggr, 0, k, bonus, True, ALL_USES, 0, rng)
    return v


@njit(cache=True)
def trap_card(s, me, cards):
    """B.16: the first card from the top carrying a human event (Ops >= 2 is the rule's), else the first."""
    order = top_cards(s, me, N_CARDS) if solitaire(s) else cards
    for want_human in (True, False):
        for c in order:
            for x in cards:
                if x == c and (not want_human or CARD_SIDE[c] == 1 - me):
                    return c
    return cards[0]


@njit(cache=True)
def answer_card(s, me, r, aggr, legal, n, rng, trace):
    """FR_CARD: B.8 AI-1 (trap), AI-4/5 (the top card), B.14 CH-1/CH-2/CH-4 (the China Card)."""
    cards, china = cards_of(legal, n)
    if len(cards) == 0:
        if has(legal, n, A_DONE):  # CH-4: not in turn 10 (solitaire_offer.ai_may_forgo)
            T.note(trace, T.CHINA_KEEP, 0)
            return A_DONE
        T.note(trace, T.CHINA_EMPTY, 0)
        return A_CARD0 + CHINA - 1
    if trapped(s, me):
        c = trap_card(s, me, cards)
        T.note(trace, T.TRAP, c)
        return A_CARD0 + c - 1
    if solitaire(s) and not is_human(s, me):
        return answer_ai_card(s, me, r, aggr, china, has(legal, n, A_DONE), rng, trace)
    c = cards[0]
    if len(cards) > 1:  # a hand (outside the solitaire, or the human seat): the best claim value
        vals = np.zeros(len(cards))
        keys = np.zeros(len(cards), dtype=np.int64)
        for i in range(len(cards)):
            vals[i] = claim_value(s, me, cards[i])
            keys[i] = CARD_OPS[cards[i]]
        i, _ = pick_best(vals, keys, len(cards), rng)
        c = cards[i]
    T.note(trace, T.CARD_HAND, c)
    return A_CARD0 + c - 1


@njit(cache=True)
def answer_ai_card(s, me, r, aggr, china, forgo, rng, trace):
    """The AI seat: its top card; unsafe without the Space Race valve (B.15 F3): the China Card (CH-2), else
    the first card below it that is safe or has the valve (the unsafe ones deferred to the bottom), else,
    every card unsafe, forgo the AR (`forgo`: offered, `unsafe_chain` VALVE_CHINA_DEFER_FORGO) or play the
    last; CH-1 in an Asia scoring round. CH-3: in turn 10 only CH-1."""
    if ai_dig_offered(s, me):  # B.8 AI-3
        T.note(trace, T.UN_DIG, 0)
        return A_CARD0 + UN_INTERVENTION - 1
    chain = ai_reveal(s, me)
    c = chain[0]
    T.note(trace, T.CARD_TOP, c)
    if c == UN_INTERVENTION and len(chain) > 1:  # B.8 AI-6, B.10.4
        c = un_or_next(s, me, chain[1], trace)
    if unsafe(s, me, c) and not space_allowed(s, me, ops_value(s, me, c)):
        if china and s[OPTIONS + OPT_AI_CHINA_UNSAFE] and s[TURN] != 10:
            T.note(trace, T.CHINA_UNSAFE, 0)
            return A_CARD0 + CHINA - 1
        pick = 0
        for i in range(1, len(chain)):
            x = chain[i]
            if not unsafe(s, me, x) or space_allowed(s, me, ops_value(s, me, x)):
                pick = x
                if x == UN_INTERVENTION and i + 1 < len(chain):  # B.10.4 for UN Intervention revealed
                    pick = un_or_next(s, me, chain[i + 1], trace)
                break
        if pick == 0 and forgo:
            T.note(trace, T.FORGO, 0)
            return A_DONE
        if len(chain) > 1:
            c = pick if pick != 0 else chain[len(chain) - 1]
            T.note(trace, T.DEFER, c)
    if not china:
        return A_CARD0 + c - 1
    if aggr and (r == ASIA or r == SE_ASIA_REGION) and s[OPTIONS + OPT_AI_CHINA_ASIA]:
        v_c = play_value(s, me, r, aggr, ops_value(s, me, c), 0, rng)
        v_chi = play_value(s, me, r, aggr, ops_value(s, me, CHINA), 1, rng)
        margin = real_option(s, OPT_CHINA_TURN10_MARGIN) * unit(s, aggr) if s[TURN] == 10 else 1e-9
        if v_chi - v_c >= margin:
            T.note(trace, T.CHINA_ASIA, 0)
            return A_CARD0 + CHINA - 1
    return A_CARD0 + c - 1


@njit(cache=True)
def un_or_next(s, me, d, trace):
    """B.10.4, UN Intervention revealed with the next card d: play it with d when d carries a human event of
    harm >= 1 or is unsafe, else UN Intervention goes to the bottom and d is the card revealed."""
    if (CARD_SIDE[d] == 1 - me and harm(s, me, d) >= 1) or unsafe(s, me, d):
        T.note(trace, T.UN_PAIR, d)
        return UN_INTERVENTION
    T.note(trace, T.UN_BOTTOM, d)
    return d


@njit(cache=True)
def headline_event_worthy(s, me, c):
    """B.13 priority 2: the normal-mode decision of B.10.1 would be the event (a `V` card's value needs
    the Ops' context of an AR: not counted)."""
    code = own_code(s, c)
    if code == CODE_E:
        return possible(s, c, me)  # B.10.1: if it can occur, else Ops
    if code == CODE_C:
        return condition(s, me, c, False, 0.0)
    if code == CODE_W:
        return war_chance(s, me, c) >= real_option(s, OPT_WAR_THRESHOLD)
    return False


@njit(cache=True)
def answer_headline(s, me, legal, n, rng, trace):
    """FR_HEADLINE, B.13: Defectors (US AI); an event-worthy own/neutral card, highest printed Ops; an own O
    card (or a harmless neutral O), lowest Ops; the human event of lowest harm, then lowest Ops; then the
    cards no priority names (own or neutral events the AI would not play, RULINGS.md TS32), lowest Ops.
    Never UN Intervention, nor a D1/HC card at DEFCON 3 or less (F5); with none allowed among the top
    cards the engine offers the deck down to the first that is (solitaire_offer.headline_look)."""
    cards, _ = cards_of(legal, n)
    m = len(cards)
    vals = np.zeros(m)
    keys = np.zeros(m, dtype=np.int64)
    for i in range(m):
        c = cards[i]
        own = CARD_SIDE[c] == me or CARD_SIDE[c] == NEUTRAL
        if not headline_allowed(s, me, c):
            vals[i] = -1e9
        elif me == US and c == DEFECTORS:
            vals[i] = 4e6
        elif own and headline_event_worthy(s, me, c):
            vals[i] = 3e6 + CARD_OPS[c]
        elif own and own_code(s, c) == CODE_O and (CARD_SIDE[c] == me or RISK[c] == RISK_NONE):
            vals[i] = 2.5e6 - CARD_OPS[c]
        elif not own:
            vals[i] = 1.5e6 - 10 * harm(s, me, c) - CARD_OPS[c]
        else:
            vals[i] = 0.5e6 - CARD_OPS[c]
    i, _ = pick_best(vals, keys, m, rng)
    v = vals[i]
    if m > s[OPTIONS + OPT_AI_HEADLINE_LOOK] and v > 0:
        T.note(trace, T.HEADLINE_DEEP, 0)
    T.note(trace, T.HEADLINE_DEFECTORS if v >= 4e6 else (T.HEADLINE_EVENT if v >= 3e6 else (
        T.HEADLINE_O if v >= 2e6 else (T.HEADLINE_LOW_HARM if v >= 1e6 else (
            T.HEADLINE_REST if v > 0 else T.HEADLINE_ANY)))), 0)
    T.note(trace, T.HEADLINE, cards[i])
    return A_CARD0 + cards[i] - 1


@njit(cache=True)
def answer_eagle(s, me, legal, n, rng, trace):
    """FR_EAGLE, B.16: discard the held card of highest harm if it is at least 1 (ties higher printed Ops,
    then seeded), else keep them all."""
    cards, _ = cards_of(legal, n)
    m = len(cards)
    vals = np.zeros(m)
    keys = np.zeros(m, dtype=np.int64)
    for i in range(m):
        vals[i] = HARM[cards[i]] if CARD_SIDE[cards[i]] == 1 - me else 0
        keys[i] = CARD_OPS[cards[i]]
    i, _ = pick_best(vals, keys, m, rng)
    if i < 0 or vals[i] < s[OPTIONS + OPT_EAGLE_MIN_HARM]:  # D eagle_discard_min_harm
        T.note(trace, T.EAGLE_KEEP, 0)
        return A_DONE
    T.note(trace, T.EAGLE_DISCARD, cards[i])
    return A_CARD0 + cards[i] - 1
