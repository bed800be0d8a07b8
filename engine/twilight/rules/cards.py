"""Cards in hands and piles (2.2, 4.3-4.6, 5.6, 9), compiled. LOC[card] is where each card is; the draw
deck keeps its order in DECK[0:DECK_N], top card last."""
from engine.core.deck import shuffle_range
from engine.core.jit import njit
from engine.twilight.data import (
    BOX_EIGHT_ARS,
    CARD_ERA,
    CARD_OPS,
    CARD_SCORING,
    CARD_SIDE,
    CARD_STARRED,
    CHINA,
    N_CARDS,
    US,
    USSR,
)
from engine.twilight.layout import (
    CHINA_HOLDER,
    CHINA_UP,
    DECK,
    DECK_N,
    DRAFTED,
    EFFECT,
    HEADLINE_OFF,
    LOC,
    LOC_DECK,
    LOC_DISCARD,
    LOC_HAND,
    LOC_OUT,
    LOC_PLAY,
    LOC_REMOVED,
    OPT_HEADLINE,
    OPT_SOLITAIRE,
    OPTIONS,
    PLAYS,
    RNG,
    TURN,
)
from engine.twilight.rules.effects import E_NORTH_SEA_OIL, modified_ops
from engine.twilight.rules.space import has_ability

MISSILE_ENVY = 49


@njit(cache=True)
def in_hand(s, side, c):
    """Is card c in side's hand (the China Card never is, 9.1)? The one accessor every rule reads a hand
    through (spec I.2: the solitaire system's deck-as-hand replaces it)."""
    return s[LOC + c] == LOC_HAND + side


@njit(cache=True)
def hand_count(s, side):
    n = 0
    for c in range(1, N_CARDS + 1):
        if in_hand(s, side, c):
            n += 1
    return n


@njit(cache=True)
def scoring_in_hand(s, side):
    n = 0
    for c in range(1, N_CARDS + 1):
        if in_hand(s, side, c) and CARD_SCORING[c]:
            n += 1
    return n


@njit(cache=True)
def hand_size(s):
    """4.5B: 8 cards in turns 1-3, 9 from turn 4; one fewer in the solitaire with `headline` OFF (solo B.4.1)."""
    no_headline = s[OPTIONS + OPT_SOLITAIRE] == 1 and s[OPTIONS + OPT_HEADLINE] == HEADLINE_OFF
    return (8 if s[TURN] <= 3 else 9) - (1 if no_headline else 0)


@njit(cache=True)
def ar_allowance(s, side):
    """4.5D: 6 ARs in turns 1-3, 7 from turn 4; 8 for the holder of the Space Station ability (6.4.4); one
    more for the US in the turn of #86 North Sea Oil (8 at most)."""
    if has_ability(s, side, BOX_EIGHT_ARS):
        return 8
    extra = 1 if side == US and s[EFFECT + E_NORTH_SEA_OIL] == 2 else 0
    return (6 if s[TURN] <= 3 else 7) + extra


@njit(cache=True)
def ars_left(s, side):
    """The ARs side may still take this turn, the current one included once it has begun."""
    return ar_allowance(s, side) - s[PLAYS + side]


@njit(cache=True)
def only_scoring(s, side):
    """5.6: once a side has no more ARs left than scoring cards, only scoring cards may be played (9.5: not
    the China Card either)."""
    return scoring_in_hand(s, side) >= ars_left(s, side)


@njit(cache=True)
def china_playable(s, side):
    """9.2-9.5: its holder may play it face up, unless that would leave a scoring card unplayed."""
    return s[CHINA_HOLDER] == side and s[CHINA_UP] == 1 and not only_scoring(s, side)


@njit(cache=True)
def card_playable(s, side, c, scoring_only):
    """4.5D: card c of side's hand, or the China Card; a scoring card only when `scoring_only` (5.6: the
    caller reads only_scoring once for the whole hand). A trapped side's cards: trap_playable."""
    if c == CHINA:
        return s[CHINA_HOLDER] == side and s[CHINA_UP] == 1 and not scoring_only
    return in_hand(s, side, c) and (CARD_SCORING[c] == 1 or not scoring_only)


@njit(cache=True)
def ops_value(s, side, c):
    """7.4: the card's Ops for side, modified by the effects in force (rules/effects.modified_ops); the
    China Card's Asia bonus is earned Op by Op (layout BONUS, 9.2)."""
    return modified_ops(s, side, CARD_OPS[c])


@njit(cache=True)
def trap_card_ok(s, side, c):
    """E.5 Quagmire / Bear Trap: a held card of 2 or more (modified) Ops may be the trap discard (not the
    China Card, never in a hand; not a scoring card, played as such)."""
    return in_hand(s, side, c) and CARD_SCORING[c] == 0 and ops_value(s, side, c) >= 2


@njit(cache=True)
def envy_owed(s, side):
    """#49 Missile Envy: side must play it for Ops in its next AR (E.5), while it holds it."""
    return s[EFFECT + MISSILE_ENVY] == side + 1 and in_hand(s, side, MISSILE_ENVY)


@njit(cache=True)
def envy_playable(s, side, c, scoring_only):
    """E.5, 5.6: Missile Envy owed: only it, unless scoring cards must be played (they come first)."""
    if scoring_only:
        return in_hand(s, side, c) and CARD_SCORING[c] == 1
    return c == MISSILE_ENVY


@njit(cache=True)
def trap_playable(s, side, c, scoring_only):
    """E.5: a trapped side plays a scoring card, or discards a card of 2+ Ops unless `scoring_only` (5.6)."""
    return in_hand(s, side, c) and (CARD_SCORING[c] == 1 or (not scoring_only and trap_card_ok(s, side, c)))


@njit(cache=True)
def trap_can_act(s, side):
    """A trapped side acts in an AR if it holds a scoring card or a card it may discard (E.5)."""
    for c in range(1, N_CARDS + 1):
        if in_hand(s, side, c) and (CARD_SCORING[c] or trap_card_ok(s, side, c)):
            return True
    return False


@njit(cache=True)
def event_side(c, player):
    """0.2: the side that resolves card c's event when player plays it."""
    owner = CARD_SIDE[c]
    return player if owner == 2 else owner


@njit(cache=True)
def opponent_event(c, player):
    """5.2: does playing c for Ops trigger the opponent's event?"""
    return CARD_SIDE[c] == 1 - player


@njit(cache=True)
def discard(s, c, event_used):
    """2.2.4: a starred card whose event was used leaves the game; every other card goes to the discard
    pile (the China Card never does: 9.3); a card its own event moved (#49 Missile Envy) stays there."""
    if s[LOC + c] != LOC_PLAY:
        return
    s[LOC + c] = LOC_REMOVED if event_used and CARD_STARRED[c] else LOC_DISCARD


@njit(cache=True)
def pass_china(s, side, face_up):
    """9.3-9.4: the China Card goes to side, face down after a play (face up when an event moves it)."""
    s[CHINA_HOLDER] = side
    s[CHINA_UP] = face_up


@njit(cache=True)
def reshuffle(s):
    """4.3: the whole discard pile becomes the new draw deck, shuffled."""
    n = s[DECK_N]
    for c in range(1, N_CARDS + 1):
        if s[LOC + c] == LOC_DISCARD:
            s[LOC + c] = LOC_DECK
            s[DECK + n] = c
            n += 1
    s[DECK_N] = n
    shuffle_range(s, DECK, n, s, RNG)


@njit(cache=True)
def draw_card(s, loc):
    """The top card of the deck to location loc (reshuffling an empty deck, 4.3); 0 if no card is left
    anywhere to draw. A card drawn unseen is not known to the other side (solitaire DRAFTED, solo H8)."""
    if s[DECK_N] == 0:
        reshuffle(s)
        if s[DECK_N] == 0:
            return 0
    s[DECK_N] -= 1
    c = s[DECK + s[DECK_N]]
    s[DECK + s[DECK_N]] = 0
    s[LOC + c] = loc
    s[DRAFTED + c] = 0
    return c


@njit(cache=True)
def draw(s, side):
    """The top card of the deck into side's hand; False if no card is left anywhere to draw."""
    return draw_card(s, LOC_HAND + side) != 0


@njit(cache=True)
def put_on_top(s, c):
    """Card c back on top of the draw deck (draw_card's inverse)."""
    s[LOC + c] = LOC_DECK
    s[DECK + s[DECK_N]] = c
    s[DECK_N] += 1


@njit(cache=True)
def cards_needed(s, side):
    """4.5B: the new cards side needs to hold the hand size; a full (or over-full, 4.6) hand needs none."""
    return max(hand_size(s) - hand_count(s, side), 0)


@njit(cache=True)
def deal(s):
    """4.5B: fill both hands to the hand size, one card at a time, USSR first (11.1.3)."""
    need_ussr = cards_needed(s, USSR)
    need_us = cards_needed(s, 1 - USSR)
    while need_ussr > 0 or need_us > 0:
        if need_ussr > 0:
            if not draw(s, USSR):
                return
            need_ussr -= 1
        if need_us > 0:
            if not draw(s, 1 - USSR):
                return
            need_us -= 1


@njit(cache=True)
def add_era(s, era):
    """4.4: the era's cards are shuffled together with the remaining draw deck (not the discard pile)."""
    n = s[DECK_N]
    for c in range(1, N_CARDS + 1):
        if s[LOC + c] == LOC_OUT and CARD_ERA[c] == era:
            s[LOC + c] = LOC_DECK
            s[DECK + n] = c
            n += 1
    s[DECK_N] = n
    shuffle_range(s, DECK, n, s, RNG)
