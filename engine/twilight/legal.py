"""The answers to the pending decision (the top frame of the stack), compiled; engine.core.legal and
engine.core.playout turn `collect` into the protocol's action lists and the compiled playouts.

`collect(s, out, with_unbuilt)` writes the actions the rules offer. Every Twilight event is built, so the
protocol's `with_unbuilt` (offer the actions whose rule is not built yet) changes nothing here (RULINGS.md T2).
"""
import numpy as np

from engine.core import legal
from engine.core.frames import top
from engine.core.jit import njit
from engine.twilight.data import CARD_SCORING, CHINA, N_CARDS, N_COUNTRIES, SUBREGIONS
from engine.twilight.events import dispatch
from engine.twilight.events.answers import answers
from engine.twilight.layout import (
    A_CARD0,
    A_COUNTRY0,
    A_DONE,
    A_EVENT_FIRST,
    A_OPS_FIRST,
    A_USE0,
    BONUS,
    BONUS_SEA,
    CARD,
    DRAFT,
    EFFECT,
    FR_CARD,
    FR_CLAIM,
    FR_COUP,
    FR_EAGLE,
    FR_EVENT,
    FR_HEADLINE,
    FR_INFLUENCE,
    FR_ORDER,
    FR_PAIR,
    FR_REALIGN,
    FR_SETUP,
    FR_USE,
    N_ACTIONS,
    OPS_LEFT,
    OPT_UNSPENT_OPS,
    OPTIONS,
    UNSPENT_ALL,
    UNSPENT_NONE,
    USE_COUP,
    USE_EVENT,
    USE_INFLUENCE,
    USE_REALIGN,
    USE_SPACE,
)
from engine.twilight.rules.cards import (
    MISSILE_ENVY,
    card_playable,
    envy_owed,
    envy_playable,
    only_scoring,
    opponent_event,
    trap_playable,
)
from engine.twilight.rules.effects import trapped
from engine.twilight.rules.ops import can_coup, can_place, can_realign
from engine.twilight.rules.sequence import headline_ok, must_headline_scoring
from engine.twilight.rules.solitaire import solitaire
from engine.twilight.rules.solitaire_decks import HUMAN_DRAW, from_hand
from engine.twilight.rules.solitaire_draft import pair_open
from engine.twilight.rules.solitaire_offer import ai_may_forgo, card_offered, offered
from engine.twilight.rules.solitaire_regions import in_focus, rpr_binds
from engine.twilight.rules.space import space_allowed


@njit(cache=True)
def base_target_ok(s, side, kind, c):
    if kind == FR_INFLUENCE:
        return can_place(s, side, c)
    if kind == FR_REALIGN:
        return can_realign(s, side, c)
    return can_coup(s, side, c)


@njit(cache=True)
def target_ok(s, side, kind, c):
    """6.1-6.3; in the solitaire, RPR-1 (solo B.5): an in-focus target whenever the rules allow one."""
    if not base_target_ok(s, side, kind, c):
        return False
    if not rpr_binds(s, side, kind) or in_focus(s, c):
        return True
    for k in range(N_COUNTRIES):
        if in_focus(s, k) and base_target_ok(s, side, kind, k):
            return False
    return True


@njit(cache=True)
def any_target(s, side, kind):
    """Is there a country the Ops frame `kind` may target now?"""
    for c in range(N_COUNTRIES):
        if target_ok(s, side, kind, c):
            return True
    return False


@njit(cache=True)
def may_stop(s, kind):
    """6.0, RULINGS.md T6: realignment may stop with Ops unspent, influence placement only under the option
    "all", neither under "none"; a coup spends every Op."""
    rule = s[OPTIONS + OPT_UNSPENT_OPS]
    if kind == FR_REALIGN:
        return rule != UNSPENT_NONE
    return kind == FR_INFLUENCE and rule == UNSPENT_ALL


@njit(cache=True)
def event_offered(s, side, c):
    """5.1: an own or neutral event that can occur (5.2.3-5.2.4, 7.5); the China Card has no event (9.2)."""
    if c == CHINA or opponent_event(c, side) or (c == MISSILE_ENVY and s[EFFECT + MISSILE_ENVY] == side + 1):
        return False
    return dispatch.possible(s, c, side)


@njit(cache=True)
def collect_uses(s, side, out, n):
    """5.1: a scoring card only scores; the China Card has no event (9.2); an own or neutral event may be
    played unless it cannot occur or is prohibited (5.2.3-5.2.4, 7.5; UN Intervention: with a card it may
    cancel, events/conditions.un_second_ok); Ops go to influence, realignment or a coup where a target exists,
    or to the Space Race."""
    c = s[CARD]
    if CARD_SCORING[c]:
        return legal.emit(out, n, A_USE0 + USE_EVENT)
    if event_offered(s, side, c):
        n = legal.emit(out, n, A_USE0 + USE_EVENT)
    if any_target(s, side, FR_INFLUENCE):
        n = legal.emit(out, n, A_USE0 + USE_INFLUENCE)
    if any_target(s, side, FR_REALIGN):
        n = legal.emit(out, n, A_USE0 + USE_REALIGN)
    if any_target(s, side, FR_COUP):
        n = legal.emit(out, n, A_USE0 + USE_COUP)
    if space_allowed(s, side, s[OPS_LEFT] - s[BONUS] - s[BONUS_SEA]):
        n = legal.emit(out, n, A_USE0 + USE_SPACE)
    return n


PICK_HEADLINE, PICK_TRAPPED, PICK_ENVY, PICK_CARD = 0, 1, 2, 3  # which rule a card choice follows


@njit(cache=True)
def card_rule(s, side, headline):
    """The rule of this card choice, decided once for all the cards: the headline (4.5C), a trap (E.5:
    Quagmire / Bear Trap), Missile Envy owed for Ops (E.5), or an ordinary action round (4.5D)."""
    if headline:
        return PICK_HEADLINE
    if trapped(s, side):
        return PICK_TRAPPED
    if envy_owed(s, side):
        return PICK_ENVY
    return PICK_CARD


@njit(cache=True)
def card_ok(s, side, c, rule, scoring_only):
    if rule == PICK_HEADLINE:
        return headline_ok(s, side, c, scoring_only)
    if rule == PICK_TRAPPED:
        return trap_playable(s, side, c, scoring_only)
    if rule == PICK_ENVY:
        return envy_playable(s, side, c, scoring_only)
    return card_playable(s, side, c, scoring_only)


@njit(cache=True)
def collect_cards(s, side, headline, out):
    """4.5C-D: the headline or the AR's card; in the solitaire only among the cards the side's deck offers
    (solitaire_offer.offered; RULINGS.md TS7)."""
    scoring_only = must_headline_scoring(s, side) if headline else only_scoring(s, side)
    drawn = offered(s, side, headline) if solitaire(s) else np.zeros(0, dtype=np.int64)
    rule = card_rule(s, side, headline)
    n = 0
    for c in range(1, N_CARDS + 1):
        if card_offered(s, side, c, drawn) and card_ok(s, side, c, rule, scoring_only):
            n = legal.emit(out, n, A_CARD0 + c - 1)
    return n


@njit(cache=True)
def collect(s, out, with_unbuilt):
    kind = top(s, 0)
    side = top(s, 1)
    n = 0
    if kind == FR_SETUP:  # 3.2-3.3: anywhere in the subregion
        for c in range(N_COUNTRIES):
            if SUBREGIONS[c] & top(s, 3):
                n = legal.emit(out, n, A_COUNTRY0 + c)
    elif kind == FR_HEADLINE or kind == FR_CARD:
        n = collect_cards(s, side, kind == FR_HEADLINE, out)
        if kind == FR_CARD and solitaire(s) and ai_may_forgo(s, side):  # solo B.15 F3 (4)
            n = legal.emit(out, n, A_DONE)
    elif kind == FR_USE:
        n = collect_uses(s, side, out, n)
    elif kind == FR_ORDER:
        n = legal.emit(out, n, A_EVENT_FIRST)
        n = legal.emit(out, n, A_OPS_FIRST)
    elif kind == FR_INFLUENCE or kind == FR_REALIGN or kind == FR_COUP:
        for c in range(N_COUNTRIES):
            if target_ok(s, side, kind, c):
                n = legal.emit(out, n, A_COUNTRY0 + c)
        if may_stop(s, kind):
            n = legal.emit(out, n, A_DONE)
    elif kind == FR_EVENT:  # E.3: the answers the card's step accepts
        n = answers(s, out)
    elif kind == FR_EAGLE:  # 4.6: discard one held card, or keep them all (solo H9: from_hand)
        for c in range(1, N_CARDS + 1):
            if from_hand(s, side, c, HUMAN_DRAW):
                n = legal.emit(out, n, A_CARD0 + c - 1)
        n = legal.emit(out, n, A_DONE)
    elif kind == FR_PAIR:  # solo B.4.3: a face-up card not yet in a pair
        lo, hi = pair_open(s, top(s, 2))
        for c in range(1, N_CARDS + 1):
            for i in range(lo, hi):
                if s[DRAFT + i] == c:
                    n = legal.emit(out, n, A_CARD0 + c - 1)
    elif kind == FR_CLAIM:  # solo B.4.4: one card of the pair
        for c in (min(top(s, 2), top(s, 3)), max(top(s, 2), top(s, 3))):
            n = legal.emit(out, n, A_CARD0 + c - 1)
    return n


@njit(cache=True)
def actions(s, with_unbuilt):
    return legal.actions(s, collect, N_ACTIONS, with_unbuilt)
