"""Text for people: the pending decision and each action in this position, citing the rules."""
from __future__ import annotations

import numpy as np

from engine.core.frames import top
from engine.twilight import data as D
from engine.twilight import layout as L
from engine.twilight.events.event_ops import OPS_USE

# The options (A_CHOICE0 + k) of the events that ask one, by card (E.3).
CHOICE_LABELS = {
    16: ("remove all US influence from 4 Eastern European countries", "add 5 USSR influence in Eastern Europe"),
    20: ("take part in the Olympic Games", "boycott them"),
    45: ("DEFCON one level lower", "DEFCON unchanged", "DEFCON one level higher"),
    46: ("DEFCON 1", "DEFCON 2", "DEFCON 3", "DEFCON 4", "DEFCON 5"),
    53: ("2 influence in South Africa", "1 in South Africa and 2 in Angola or Botswana"),
    67: ("its event", "its Ops, the USSR event first", "its Ops, then the USSR event", "to give it back (then 2 Ops)",
         "it with UN Intervention (its Ops, no event)"),
    94: D.REGION_NAMES,
    96: ("a free coup in Europe", "realignment rolls in Europe"),
    100: ("end the game",),
}

OPS_LABELS = ("influence", "realignment rolls", "a coup")  # an event's Ops (events/event_ops.py)
SUBREGION_NAMES = {D.EASTERN_EUROPE: "Eastern Europe", D.WESTERN_EUROPE: "Western Europe"}


def describe_pending(s: np.ndarray) -> str:
    if s[L.PHASE] == L.PH_OVER:
        return "game over"
    kind, side, p1, p2 = (int(top(s, i)) for i in range(4))
    who = D.SIDE_NAMES[side]
    card = D.card_label(int(s[L.CARD]))
    ops = int(s[L.OPS_LEFT])
    turn, ar = int(s[L.TURN]), int(s[L.AR])
    texts = {
        L.FR_SETUP: f"{who} setup: place 1 influence in {SUBREGION_NAMES.get(p2, '')} ({p1} left) (3.2, 3.3)",
        L.FR_HEADLINE: f"{who} headline, turn {turn}: choose a card (4.5C)",
        L.FR_CARD: f"{who} action round {ar}, turn {turn}: choose a card (4.5D)",
        L.FR_USE: f"{who} plays {card}: event, Ops or the Space Race (5.1)",
        L.FR_ORDER: f"{who} plays {card} for Ops: the {D.SIDE_NAMES[1 - side]} event before or after the Ops (5.2)",
        L.FR_INFLUENCE: f"{who} places influence with {card}: {ops} Ops left (6.1)",
        L.FR_REALIGN: f"{who} realigns with {card}: {ops} Ops left, or stop (6.2)",
        L.FR_COUP: f"{who} coups with {card}: choose the target (6.3)",
        L.FR_EAGLE: f"{who} may discard one held card (6.4.4 box 6)",
        L.FR_EVENT: f"{who} chooses for the event of {D.card_label(p1)} (7.1): {_summary(p1)}",
        L.FR_PAIR: (f"{who} draft, turn {turn}: " + (f"the card to pair with {D.card_label(p1)}" if p1 else
                    "the first card of the next pair") + " (solo B.4.3)"),
        L.FR_CLAIM: f"{who} draft: which of {D.card_label(p1)} and {D.card_label(p2)} goes to the AI (solo B.4.4)",
    }
    return texts.get(kind, f"decision {kind}")


def _summary(c: int) -> str:
    text = D.CARD_SUMMARIES[c]
    return text if len(text) <= 120 else text[:117] + "..."


def _event_action(c: int, step: int, who: str, a: int) -> str:
    """An answer to a choice inside the event of card c, at its step (7.1)."""
    head = f"7.1 {D.card_label(c)}: {who}"
    if L.A_COUNTRY0 <= a < L.A_CARD0:
        return f"{head} chooses {D.COUNTRY_NAMES[a - L.A_COUNTRY0]}"
    if L.A_CARD0 <= a < L.A_USE0:
        n = a - L.A_CARD0 + 1
        return f"{head} chooses {D.card_label(n)} ({D.CARD_OPS[n]} Ops)"
    if a == L.A_DONE:
        return f"{head} declines (or stops)"
    k = a - L.A_CHOICE0
    labels = OPS_LABELS if step >= OPS_USE else CHOICE_LABELS.get(c, ())
    return f"{head} chooses {labels[k] if k < len(labels) else f'option {k}'}"


def describe_action(s: np.ndarray, a: int) -> str:
    """One line for the action in this position, citing its rule."""
    kind, side = int(top(s, 0)), int(top(s, 1))
    who = D.SIDE_NAMES[side]
    if kind == L.FR_EVENT:
        return _event_action(int(top(s, 2)), int(top(s, 3)), who, a)
    if L.A_COUNTRY0 <= a < L.A_CARD0:
        name = D.COUNTRY_NAMES[a - L.A_COUNTRY0]
        rule = {L.FR_SETUP: "3.2", L.FR_INFLUENCE: "6.1", L.FR_REALIGN: "6.2", L.FR_COUP: "6.3"}.get(kind, "")
        verb = {L.FR_REALIGN: "realignment roll in", L.FR_COUP: "coup in"}.get(kind, "1 influence in")
        return f"{rule} {who} {verb} {name}"
    if L.A_CARD0 <= a < L.A_USE0:
        c = a - L.A_CARD0 + 1
        label = f"{D.card_label(c)} ({D.CARD_OPS[c]} Ops, {('US', 'USSR', 'neutral')[D.CARD_SIDE[c]]})"
        if kind == L.FR_HEADLINE:
            return f"4.5C {who} headlines {label}"
        if kind == L.FR_EAGLE:
            return f"6.4.4 {who} discards {label}"
        if kind == L.FR_PAIR:
            return f"solo B.4.3 {who} pairs {label}"
        if kind == L.FR_CLAIM:
            return f"solo B.4.4 {label} goes to the AI"
        return f"4.5D {who} plays {label}"
    if L.A_USE0 <= a < L.A_EVENT_FIRST:
        u = a - L.A_USE0
        return f"{L.USE_RULES[u]} {who} uses {D.card_label(int(s[L.CARD]))} for its {L.USE_NAMES[u]}"
    if a == L.A_EVENT_FIRST:
        return f"5.2 the {D.SIDE_NAMES[1 - side]} event first, then the Ops"
    if a == L.A_OPS_FIRST:
        return f"5.2 the Ops first, then the {D.SIDE_NAMES[1 - side]} event"
    if a == L.A_DONE:
        if kind == L.FR_EAGLE:
            return "6.4.4 keep the held cards"
        if kind == L.FR_CARD:
            return f"solo B.15 F3 (4) {who} forgoes this action round (every card of its deck unsafe)"
        return f"6.0 stop {'placing' if kind == L.FR_INFLUENCE else 'realigning'} (the Ops left are lost)"
    return f"action {a}"
