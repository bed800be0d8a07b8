"""Which of its deck's cards a solitaire side may choose (shared/spec/twilight_solo.md A.5, B.6, B.13-B.15),
compiled: the human's two-card draw, the AI's top card (and, while it is unsafe, the next ones: B.15 F3, judged
by the AI's DEFCON safety), the AI's top 3 in the headline, a trapped side's whole deck (H9); and where the
cards not chosen go."""
import numpy as np

from engine.core.jit import njit
from engine.twilight.data import CHINA, N_CARDS, US
from engine.twilight.layout import (
    AI_DIG,
    CHAIN_FORGO,
    CHINA_DRAWN_TOP,
    DRAWN_OTHER,
    EFFECT,
    OPT_AI_CHINA_EMPTY,
    OPT_AI_HEADLINE_LOOK,
    OPT_AI_UN_DIGS,
    OPT_HUMAN_CHINA_DRAWN,
    OPT_UNSAFE_CHAIN,
    OPTIONS,
    TURN,
)
from engine.twilight.nonplayer.safety import headline_allowed, unsafe
from engine.twilight.rules.cards import china_playable, envy_owed, in_hand, opponent_event, trap_card_ok
from engine.twilight.rules.effects import BURY_DUE, E_BURY, trapped
from engine.twilight.rules.solitaire_decks import (
    HUMAN_DRAW,
    UN_INTERVENTION,
    is_human,
    searches_deck,
    to_bottom,
    top_cards,
)


@njit(cache=True)
def offered(s, side, headline):
    """The cards side may choose from now: the human's 2-card draw (H1, H7), the AI's top card (A.5) or its
    top 3 in the headline (B.13); a trapped side's whole deck (H9: empty = no restriction; trap_draw), and so a
    side owing Missile Envy's Ops play, wherever the card lies in its deck (TS7)."""
    if not headline and trapped(s, side):
        return trap_draw(s, side)
    if not headline and envy_owed(s, side):
        return np.zeros(0, dtype=np.int64)
    if is_human(s, side):
        return top_cards(s, side, HUMAN_DRAW)
    if headline:
        return headline_look(s, side)
    chain = ai_reveal(s, side)
    if not ai_dig_offered(s, side) or (chain == UN_INTERVENTION).any():
        return chain
    out = np.zeros(len(chain) + 1, dtype=np.int64)
    out[: len(chain)] = chain
    out[len(chain)] = UN_INTERVENTION
    return out


@njit(cache=True)
def trap_draw(s, side):
    """H9: a trapped side chooses its discard from its whole deck (empty: no restriction); the human with
    `human_search_deck` false from its 2 drawn cards while one of them may be discarded (else from its whole
    deck, so that the trap can end)."""
    if searches_deck(s, side):
        return np.zeros(0, dtype=np.int64)
    drawn = top_cards(s, side, HUMAN_DRAW)
    for c in drawn:
        if trap_card_ok(s, side, c):
            return drawn
    return np.zeros(0, dtype=np.int64)


@njit(cache=True)
def headline_look(s, side):
    """B.13: the AI's top `ai_headline_look` cards; when none of them may be headlined (F5), the look goes on
    down the deck to the first card that may."""
    order = top_cards(s, side, N_CARDS)
    n = min(s[OPTIONS + OPT_AI_HEADLINE_LOOK], len(order))
    for i in range(len(order)):
        if headline_allowed(s, side, order[i]):
            return order[: max(n, i + 1)]
    return order[:n]


@njit(cache=True)
def ai_dig_offered(s, side):
    """B.8 AI-3, B.10.4 (`ai_un_digs_for_wwby`): the US AI, We Will Bury You's 3 VP due in this AR, UN
    Intervention and a card with a USSR event in its deck: it may take UN Intervention from anywhere in it."""
    if side != US or s[EFFECT + E_BURY] != BURY_DUE or not s[OPTIONS + OPT_AI_UN_DIGS] or is_human(s, side):
        return False
    if not in_hand(s, side, UN_INTERVENTION):
        return False
    for c in range(1, N_CARDS + 1):
        if c != UN_INTERVENTION and in_hand(s, side, c) and opponent_event(c, side):
            return True
    return False


@njit(cache=True)
def ai_reveal(s, side):
    """A.5 the AI's top card; B.15 F3 step 3 (RULINGS.md TS25): while the card revealed is unsafe (F2: a D1 or
    HC human event at DEFCON 2), the next one too, each card once, so that the AI may defer unsafe cards to the
    bottom; with every card unsafe the last is played (`unsafe_chain` VALVE_DEFER_PLAY: no forgo). B.10.4: UN
    Intervention on top reveals the next card d too: the AI plays UN Intervention with d, or puts it to the
    bottom and goes on with d (which is then never unsafe: an unsafe d is paired); so does UN Intervention
    reached by deferring unsafe cards."""
    top = top_cards(s, side, 1)
    if len(top) == 1 and top[0] == UN_INTERVENTION:
        return top_cards(s, side, 2)
    if len(top) == 0 or not unsafe(s, side, top[0]):
        return top
    order = top_cards(s, side, N_CARDS)
    n = 1
    while n < len(order) and unsafe(s, side, order[n - 1]):
        n += 1
    if order[n - 1] == UN_INTERVENTION and n < len(order):
        n += 1  # B.10.4: UN Intervention revealed after the deferred cards reveals the next card too
    return order[:n]


@njit(cache=True)
def ai_may_forgo(s, side):
    """The AI seat may forgo its AR, the exceptions to 5.1 [TS 4.5D]: B.15 F3 (4) (`unsafe_chain`
    VALVE_CHINA_DEFER_FORGO) when every card of its deck is unsafe; B.14 CH-4 with only the China Card left,
    in turn 10 (or with `ai_china_when_deck_empty` off)."""
    if is_human(s, side) or trapped(s, side) or envy_owed(s, side):
        return False
    if len(top_cards(s, side, 1)) == 0:
        return china_playable(s, side) and (s[TURN] == 10 or not s[OPTIONS + OPT_AI_CHINA_EMPTY])
    if s[OPTIONS + OPT_UNSAFE_CHAIN] != CHAIN_FORGO:
        return False
    chain = ai_reveal(s, side)
    return len(chain) > 0 and len(chain) == len(top_cards(s, side, N_CARDS)) and unsafe(s, side, chain[-1])


@njit(cache=True)
def card_offered(s, side, c, drawn):
    """May side choose card c from `drawn` (offered)? The China Card stays playable (H6, B.14)."""
    if c == CHINA or len(drawn) == 0:
        return True
    for x in drawn:
        if x == c:
            return True
    return False


@njit(cache=True)
def after_choice(s, side, c, drawn, headline):
    """H1, H6, H7: the human's other drawn card goes to the bottom; with the China Card both do, in the
    order drawn (`human_china_drawn_cards` TOP: both stay on top in that order). The AI's looked-at cards
    stay on top in their order (B.13), but the unsafe cards it revealed before the one it plays go to the
    bottom (B.15 F3, B.14 CH-2). The other card is kept for UN Intervention (H4)."""
    s[DRAWN_OTHER] = 0
    if not is_human(s, side):
        if headline:
            return
        if c == UN_INTERVENTION and ai_dig_offered(s, side):
            s[AI_DIG] = 1  # AI-3: UN Intervention's second card from anywhere in the deck
        if len(drawn) > 0 and c == CHINA and unsafe(s, side, drawn[0]):
            to_bottom(s, side, drawn[0])  # B.14 CH-2: the unsafe card goes to the bottom
        for x in drawn:  # B.15 F3 step 3: the unsafe cards revealed before the one played
            if x == c or c == CHINA:
                break
            to_bottom(s, side, x)
        return
    if c == CHINA and s[OPTIONS + OPT_HUMAN_CHINA_DRAWN] == CHINA_DRAWN_TOP:
        return
    for x in drawn:
        if x != c:
            to_bottom(s, side, x)
            if c != CHINA:
                s[DRAWN_OTHER] = x

