"""B.11.4 choosing among the placement plan, the coup and realignment, and the answers to the Ops frames
one point, roll or target at a time (shared/spec/twilight_solo.md, our design), compiled. The Ops of the
card in play (FR_INFLUENCE, FR_REALIGN, FR_COUP) and the Ops an event grants (its OPS_* steps) are answered
alike: the state holds no plan, so the plan is searched again before every point with the Ops left."""
import numpy as np

from engine.core.frames import top
from engine.core.jit import njit
from engine.twilight.data import ASIA, BATTLEGROUND, N_COUNTRIES, REGION, SOUTHEAST_ASIA, SUBREGIONS
from engine.twilight.events.event_ops import OPS_COUP, OPS_PLACE, OPS_REALIGN, ops_ok
from engine.twilight.layout import (
    A_COUNTRY0,
    A_DONE,
    BONUS,
    BONUS_SEA,
    DEFCON,
    EV_LEFT,
    FR_COUP,
    FR_EVENT,
    FR_INFLUENCE,
    FR_REALIGN,
    OPS_LEFT,
    OPT_AI_KILL_MOVES,
    OPTIONS,
    PHASING,
    PLAYS,
)
from engine.twilight.legal import target_ok
from engine.twilight.nonplayer import trace as T
from engine.twilight.nonplayer.coup import best_coup, best_realign, coup_allowed, coups_forbidden, defcon_after
from engine.twilight.nonplayer.placement import best_plan, leftover
from engine.twilight.rules.cards import ar_allowance

KIND_PLACE, KIND_REALIGN, KIND_COUP = 0, 1, 2  # the order of OPS_USE's choices and of B.11.4's ties
NONE = -1e18


@njit(cache=True)
def frame_targets(s, me, kind, card):
    """The countries the next point / roll / coup of `kind` may target: the card in play's Ops (card 0) or
    the Ops card `card`'s event grants."""
    m = np.zeros(N_COUNTRIES, dtype=np.int64)
    fr = FR_INFLUENCE if kind == KIND_PLACE else (FR_REALIGN if kind == KIND_REALIGN else FR_COUP)
    for c in range(N_COUNTRIES):
        if card == 0:
            ok = target_ok(s, me, fr, c)
        else:
            ok = ops_ok(s, card, me, OPS_PLACE + kind, A_COUNTRY0 + c)
        m[c] = 1 if ok else 0
    return m


@njit(cache=True)
def only_region(m, asia):
    """The targets in Asia (the China Card's +1, 9.2) or Southeast Asia (Vietnam Revolts' +1)."""
    out = m.copy()
    for c in range(N_COUNTRIES):
        if (asia and REGION[c] != ASIA) or (not asia and not SUBREGIONS[c] & SOUTHEAST_ASIA):
            out[c] = 0
    return out


@njit(cache=True)
def plays_after(s, me):
    """The AI's plays left this turn after the current one (B.11.2 mu)."""
    return ar_allowance(s, me) - s[PLAYS + me]


@njit(cache=True)
def value_of_kind(t, me, r, aggr, kind, m, k, later_drop, rng):
    if kind == KIND_PLACE:
        v, _, _ = best_plan(t, me, r, aggr, m, k, rng)
        for c in range(N_COUNTRIES):
            if m[c]:
                return v
        return NONE
    if kind == KIND_COUP:
        v, _ = best_coup(t, me, r, aggr, m, k, plays_after(t, me), True, later_drop, rng)
        return v
    v, _ = best_realign(t, me, r, aggr, m, k, rng)
    return v


@njit(cache=True)
def best_of_three(t, me, r, aggr, card, k, bonus, bonus_asia, allowed, later_drop, rng):
    """B.11.4: (kind, value) of the best use of k Ops (+ `bonus` where earned) among the allowed kinds
    (bit 1 << kind); ties placement > coup > realignment; kind -1 if none has a target."""
    best_kind, best_v = -1, NONE
    for kind in (KIND_PLACE, KIND_COUP, KIND_REALIGN):
        if not (allowed >> kind) & 1:
            continue
        m = frame_targets(t, me, kind, card)
        v = value_of_kind(t, me, r, aggr, kind, m, k, later_drop, rng)
        if bonus > 0:
            v = max(v, value_of_kind(t, me, r, aggr, kind, only_region(m, bonus_asia), k + bonus, later_drop, rng))
        if v > best_v + 1e-9:
            best_kind, best_v = kind, v
    return best_kind, best_v


@njit(cache=True)
def frame_ops(s, kind_frame):
    """The Ops left in the pending Ops frame: the card's (with any earned bonus) or the event's."""
    return s[EV_LEFT] if kind_frame == FR_EVENT else s[OPS_LEFT]


@njit(cache=True)
def answer_place(t, me, r, aggr, card, rng, trace):
    """One influence point: the plan's first country, else L1-L3."""
    m = frame_targets(t, me, KIND_PLACE, card)
    k = t[EV_LEFT] if card != 0 else t[OPS_LEFT]
    v, first, _ = best_plan(t, me, r, aggr, m, k, rng)
    if first >= 0 and v > 1e-9:
        T.note(trace, T.PLACE_PLAN, first)
        return A_COUNTRY0 + first
    c, rule = leftover(t, me, r, m, rng)
    if c < 0:
        return -1
    T.note(trace, T.PLACE_L1 + rule - 1, c)
    return A_COUNTRY0 + c


@njit(cache=True)
def kill_target(t, me, m):
    """B.15 K1: in the human's AR at DEFCON 2, a legal DEFCON-degrading coup makes the human lose (not while
    Cuban Missile Crisis forbids my coups, F6)."""
    if t[PHASING] == me or t[DEFCON] != 2 or not t[OPTIONS + OPT_AI_KILL_MOVES] or coups_forbidden(t, me):
        return -1
    for c in range(N_COUNTRIES):
        if m[c] and BATTLEGROUND[c] and defcon_after(t, me, c) == 1:
            return c
    return -1


@njit(cache=True)
def answer_coup(t, me, r, aggr, card, later_drop, rng, trace):
    """The coup's target: K1 when it applies, else the best allowed; a coup that must be made with no
    allowed target goes to a target that keeps DEFCON if any (B.15 F1: never DEFCON 1 in its own AR)."""
    m = frame_targets(t, me, KIND_COUP, card)
    c = kill_target(t, me, m)
    if c >= 0:
        T.note(trace, T.KILL, c)
        return A_COUNTRY0 + c
    k = t[EV_LEFT] if card != 0 else t[OPS_LEFT]
    _, c = best_coup(t, me, r, aggr, m, k, plays_after(t, me), card == 0, later_drop, rng)
    if c < 0:
        for x in range(N_COUNTRIES):
            if m[x] and (c < 0 or coup_allowed(t, me, x, False, 0)):
                c = x
        if c < 0:
            return -1
    T.note(trace, T.COUP_TARGET, c)
    return A_COUNTRY0 + c


@njit(cache=True)
def answer_realign(t, me, r, aggr, card, may_stop, rng, trace):
    """The next roll's target, or stop (A_DONE) when no roll can gain (B.11.3 step 4)."""
    m = frame_targets(t, me, KIND_REALIGN, card)
    k = t[EV_LEFT] if card != 0 else t[OPS_LEFT] - t[BONUS] - t[BONUS_SEA]
    v, c = best_realign(t, me, r, aggr, m, max(k, 1), rng)
    if c < 0 or (v <= 1e-9 and may_stop):
        T.note(trace, T.REALIGN_STOP, 0)
        return A_DONE
    T.note(trace, T.REALIGN_TARGET, c)
    return A_COUNTRY0 + c


@njit(cache=True)
def answer_ops_frame(t, me, r, aggr, kind_frame, step, card, may_stop, rng, trace):
    """The answer to an Ops frame of the card in play (kind_frame FR_INFLUENCE/FR_REALIGN/FR_COUP) or an
    event's Ops step (kind_frame FR_EVENT, step OPS_*)."""
    if kind_frame == FR_INFLUENCE or (kind_frame == FR_EVENT and step == OPS_PLACE):
        return answer_place(t, me, r, aggr, card, rng, trace)
    if kind_frame == FR_COUP or (kind_frame == FR_EVENT and step == OPS_COUP):
        return answer_coup(t, me, r, aggr, card, 0, rng, trace)
    if kind_frame == FR_REALIGN or (kind_frame == FR_EVENT and step == OPS_REALIGN):
        return answer_realign(t, me, r, aggr, card, may_stop, rng, trace)
    return -1


@njit(cache=True)
def pending_card(s):
    """The card whose event grants the pending FR_EVENT Ops (0 for the card in play's own Ops frames)."""
    return top(s, 2) if top(s, 0) == FR_EVENT else 0
