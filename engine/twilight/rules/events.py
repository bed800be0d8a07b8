"""7 Events, compiled: the events built so far. `resolve_event` is the one entry every event play, headline
and triggered opponent event goes through, so that each card's function joins here as it is built.

Built: the seven scoring cards (10.1, 7.2) and Defectors (#103: its headline cancellation is in
sequence.resolve_headlines, 4.5C). Every other event is passed over and counted in EVENTS_SKIPPED
(RULINGS.md T2, T3): compiled play never chooses one as an AR event; the Python surface answers "not
implemented yet".
"""
from engine.core.jit import njit
from engine.twilight.data import (
    CARD_SCORING,
    DEFECTORS,
    EVENT_BUILT,
    SCORING_REGION,
    US,
    USSR,
)
from engine.twilight.layout import AR, EVENTS_SKIPPED
from engine.twilight.rules.board import add_vp
from engine.twilight.rules.scoring import score


@njit(cache=True)
def resolve_event(s, c, player):
    """The event of card c played (or triggered) by `player`; True if it took place (2.2.4: a starred card
    then leaves the game), False if its rule is not built (T2, T3: the card goes to the discard pile)."""
    if not EVENT_BUILT[c]:
        s[EVENTS_SKIPPED] += 1
        return False
    if CARD_SCORING[c]:
        score(s, SCORING_REGION[c])
    elif c == DEFECTORS:
        e103_defectors(s, player)
    return True


@njit(cache=True)
def e103_defectors(s, player):
    """#103 (E.5): in an action round, played by the USSR (for Ops, triggering the US event), the US gains
    1 VP; played by the US as an event, nothing. Headlined: 4.5C (the US's cancels the USSR headline, the
    USSR's does nothing)."""
    if s[AR] > 0 and player == USSR:
        add_vp(s, US, 1)
