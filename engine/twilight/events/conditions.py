"""Whether an event can occur (5.2.3-5.2.4, cards.csv `requires`, `event_condition`, `cancelled_by`), compiled:
`possible`, which the dispatch, the legal actions and the events that play another card (#67 Grain Sales) ask;
and UN Intervention's second card (#32), which its condition and its choice share. No card module is imported
here, so that every card module may import it."""
from engine.core.jit import njit
from engine.twilight.data import COUNTRY_INDEX, MIDDLE_EAST, N_CARDS, N_COUNTRIES, REGION, US, USSR
from engine.twilight.layout import AI_DIG, DEFCON, DRAWN_OTHER, EFFECT, SPACE, TURN
from engine.twilight.rules.board import controls
from engine.twilight.rules.cards import hand_count, in_hand, opponent_event
from engine.twilight.rules.effects import prohibited
from engine.twilight.rules.scoring import battlegrounds_controlled
from engine.twilight.rules.solitaire import solitaire
from engine.twilight.rules.solitaire_decks import is_human, top_cards

UK = COUNTRY_INDEX["UK"]
UN_INTERVENTION = 32


@njit(cache=True)
def un_second_ok(s, side, n):
    """#32 (E.5): card n of side's hand carries the opponent's event. Solitaire (RULINGS.md TS9): the human's
    other drawn card (solo B.6 H4), the AI's next card (B.10.4), or any card of its deck when it searched the
    deck for UN Intervention (AI-3, AI_DIG)."""
    if n <= 0 or n == UN_INTERVENTION or not in_hand(s, side, n) or not opponent_event(n, side):
        return False
    if not solitaire(s):
        return True
    if is_human(s, side):
        return n == s[DRAWN_OTHER]
    if s[AI_DIG]:
        return True
    top = top_cards(s, side, 1)
    return len(top) == 1 and top[0] == n


@njit(cache=True)
def un_possible(s, side):
    for n in range(1, N_CARDS + 1):
        if un_second_ok(s, side, n):
            return True
    return False


@njit(cache=True)
def possible(s, c, side):
    """5.2.3-5.2.4: False when card c's event cannot occur for side (a missing prerequisite, a false
    `event_condition`) or is prohibited by an effect in force; it then does nothing."""
    if prohibited(s, c):
        return False
    if c == 32:  # played with a card carrying the opponent's event (E.5)
        return un_possible(s, side)
    if c == 21:
        return s[EFFECT + 16] != 0 or s[EFFECT + 23] != 0
    if c == 49:  # RULINGS.md T1 item 14: not when the opponent holds no card (but the China Card)
        return hand_count(s, 1 - side) > 0
    if c == 48:
        return battlegrounds_controlled(s, US) > battlegrounds_controlled(s, USSR)
    if c == 80:
        return s[SPACE + side] < s[SPACE + 1 - side]
    if c == 85:
        return s[SPACE + US] > s[SPACE + USSR]
    if c == 100:
        return s[DEFCON] == 2
    if c == 101:
        return s[EFFECT + 68] != 0
    if c == 104:
        return s[TURN] < 8
    if c == 105:
        return controls(s, US, UK)
    if c == 108:
        for k in range(N_COUNTRIES):
            if REGION[k] == MIDDLE_EAST and controls(s, US, k):
                return True
        return False
    return True
