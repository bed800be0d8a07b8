"""Text for people: the pending decision and each action in this position, citing the rules."""
from __future__ import annotations

import numpy as np

from engine.core.frames import top
from engine.labyrinth import data as D
from engine.labyrinth import layout as L
from engine.labyrinth.events.cards_097_108 import ROLLED
from engine.labyrinth.events.common import MIX, POSTURE_STEP

PLOT_NAMES = ("", "plot 1", "plot 2", "plot 3", "WMD plot")


def _event_step(card: int, step: int) -> str:
    """What an event's step asks (events/common.py encodes the shared steps)."""
    if step >= POSTURE_STEP:
        return f"set the posture of {_country(step - POSTURE_STEP)}"
    if step >= MIX:
        x = step - MIX
        return f"how many of the {x // 2 % 16} cell(s) removed from {_country(x // 32)} are active"
    if card in (104, 105, 106) and step >= ROLLED:
        return f"the Shia-Mix table gave {_country(step - ROLLED)} (tested): where the event acts (9.4.2)"
    return "choose (see the card summary in docs/labyrinth_cards.md)"


_RAD_STEPS = ("place a cell in", "a cell travels from", "place a plot in", "worsen the governance of",
              "the travelling cell goes to")


def _rad_step(p2: int) -> int:
    """The step of an FR_RADICAL frame (any frame's p2 is read when the texts are built)."""
    return 4 if p2 >= L.RAD_ORIGIN else min(max(p2, 0), 3)


def _place(i: int) -> str:
    return "the Troops track" if i == L.A_TRACK - L.A_COUNTRY0 else _country(i)


def _country(i: int) -> str:
    """A country's name; "" for a frame word that holds none (every frame's text is built at once)."""
    return D.COUNTRY_NAMES[i] if 0 <= i < D.N_COUNTRIES else ""


def _op(i: int) -> str:
    return L.OP_NAMES[i] if 0 <= i < L.N_OPS else ""


def describe_pending(s: np.ndarray) -> str:
    if s[L.PHASE] == L.PH_OVER:
        return "game over"
    kind, side, p1, p2 = (int(top(s, i)) for i in range(4))
    who = D.SIDE_NAMES[side]
    card = D.card_label(int(s[L.CARD]))
    op = L.OP_NAMES[int(s[L.OP])] if s[L.OP] >= 0 else ""
    texts = {
        L.FR_SETUP_CELL: f"Jihadist setup: place a cell in a non-US country ({p1} left)",
        L.FR_SETUP_REROLL: "Jihadist setup: re-roll one Schengen posture, or keep them",
        L.FR_CARD: f"{who} action phase, turn {int(s[L.TURN])}: choose a card (5.2.2)" if p2 == 0 else
        "US: one additional card now, or none (#18 Intel Community)",
        L.FR_USE: f"{who} plays {card}: event or operation (6.1)",
        L.FR_RESERVES: f"{who} may add its {int(s[L.RESERVES + side])} Reserves to {card} (6.3.3)",
        L.FR_COUNTRY: f"{who} {op} with {card}: choose the country",
        L.FR_SOURCE: f"US {op}: where the troops come from (7.3)",
        L.FR_DEST: f"US {op} from {_place(p1)}: where the troops go (7.3)",
        L.FR_TROOPS: f"US {op} {_place(p1)} -> {_place(p2)}: how many troops (7.3)",
        L.FR_DISRUPT_MIX: f"US Disrupt in {_country(p1)}: how many active cells to remove (7.4)",
        L.FR_SECOND_CARD: "US Reassessment: the second 3-value card (7.6.2)",
        L.FR_DICE: f"Jihadist {op} with {card}: assign the next die ({p1} left) or roll (8.1.2)",
        L.FR_TRAVEL_DEST: f"Jihadist Travel from {_country(p1)}: destination (8.3)",
        L.FR_RECRUIT_PLACE: "Jihadist Recruit: more successes than available cells, place the next one (8.2.1)",
        L.FR_PLOT_MARKER: f"Jihadist Plot in {_country(p1)}: choose the plot marker (8.5.2)",
        L.FR_RESOLVE: "Jihadist: which country's plots resolve next (8.5.6)",
        L.FR_WMD_REROLL: "Jihadist may re-roll the posture after the WMD plot (8.5.6)",
        L.FR_SCHENGEN: "Jihadist: another Schengen country rolls its posture (8.5.6)",
        L.FR_EVENT: f"{who}, event of {D.card_label(p1)}: {_event_step(p1, p2)} (6.2)",
        L.FR_ORDER: f"{who} plays {card} for {_op(p1)}: the opponent's event first or the Ops first (6.3.2)",
        L.FR_RADICAL: f"Jihadist Radicalization, {p1} Op(s) left: {_RAD_STEPS[_rad_step(p2)]} (9.4.3)",
    }
    return texts.get(kind, f"decision {kind}")


def _event_action(card: int, step: int, a: int) -> str:
    label = D.card_label(card)
    if a == L.A_DONE:
        return f"{label}: done"
    if a in (L.A_YES, L.A_NO):  # #41 NATO after a Deploy from its country (option nato_deploys_out)
        return f"{label}: NATO deploys out too (removed)" if a == L.A_YES else f"{label}: NATO stays"
    if step >= POSTURE_STEP:
        return f"{label}: {_country(step - POSTURE_STEP)} {'Hard' if a == L.A_NUM0 + L.HARD else 'Soft'}"
    if L.A_NUM0 <= a < L.A_PLOT0:
        return f"{label}: {a - L.A_NUM0} active cell(s)" if step >= MIX else f"{label}: {a - L.A_NUM0}"
    if L.A_CARD0 <= a < L.A_DONE:
        return f"{label}: {D.card_label(a - L.A_CARD0 + 1)}"
    return f"{label}: {_place(a - L.A_COUNTRY0)}"


def describe_action(s: np.ndarray, a: int) -> str:
    """One line for the action in this position, citing its rule."""
    kind, side, p1, p2 = (int(top(s, i)) for i in range(4))
    who = D.SIDE_NAMES[side]
    if kind == L.FR_EVENT:
        return _event_action(p1, p2, a)
    if L.A_CARD0 <= a < L.A_DONE:
        c = a - L.A_CARD0 + 1
        if kind == L.FR_SECOND_CARD:
            return f"7.6.2 Reassessment: also spend {D.card_label(c)}"
        if kind == L.FR_CARD and p2 == 1:
            return f"#18 Intel Community: the US plays {D.card_label(c)} ({D.CARD_OPS[c]} Ops) as its additional card"
        return f"5.2.2 {who} plays {D.card_label(c)} ({D.CARD_OPS[c]} Ops)"
    if a == L.A_DISCARD:
        return "5.2.4 US discards its last card"
    if a == L.A_KEEP:
        return "5.2.4 US keeps its last card"
    if a == L.A_EVENT:
        if kind == L.FR_ORDER:
            return f"6.3.2 the event of {D.card_label(int(s[L.CARD]))} first, then the Ops"
        return f"6.2 {who} plays the event of {D.card_label(int(s[L.CARD]))}"
    if kind == L.FR_ORDER:
        return f"6.3.2 the Ops first ({L.OP_NAMES[a - L.A_OP0]}), then the event"
    if L.A_OP0 <= a < L.A_YES:
        o = a - L.A_OP0
        return f"{L.OP_RULES[o]} {who} uses {D.card_label(int(s[L.CARD]))} for {L.OP_NAMES[o]}"
    if a == L.A_DONE:
        return {L.FR_DICE: "8.1.2 roll the dice assigned so far", L.FR_SETUP_REROLL: "setup: keep the rolls",
                L.FR_CARD: "5.2.2 the Jihadist has no card: end the phase" if p2 == 0 else
                "#18 Intel Community: no additional card",
                L.FR_USE: "6.1 no operation is possible: the card is spent without effect"}.get(kind, "done")
    if a in (L.A_YES, L.A_NO):
        yes = a == L.A_YES
        if kind == L.FR_RESERVES:
            return "6.3.3 spend the Reserves" if yes else "6.3.3 keep the Reserves"
        return "8.5.6 re-roll the posture" if yes else "8.5.6 keep the posture"
    if L.A_NUM0 <= a < L.A_PLOT0:
        n = a - L.A_NUM0
        if kind == L.FR_DISRUPT_MIX:
            return f"7.4 remove {n} active cell(s), flip the other affected sleepers"
        return f"7.3 move {n} troops"
    if a == L.A_RADICAL:
        return f"9.4.3 Radicalization with the {int(D.CARD_OPS[int(s[L.CARD])])} Ops of {D.card_label(int(s[L.CARD]))}"
    if kind == L.FR_RADICAL:
        return f"9.4.3 Radicalization: {_RAD_STEPS[_rad_step(p2)]} {D.COUNTRY_NAMES[a - L.A_COUNTRY0]}"
    if L.A_PLOT0 <= a < L.A_RADICAL:
        return f"8.5.2 place a {PLOT_NAMES[a - L.A_PLOT0 + 1]} in {D.COUNTRY_NAMES[p1]}"
    place = _place(a - L.A_COUNTRY0)
    if kind == L.FR_CARD:
        return f"4.8.4 Jihadist removes the cadre in {place}"
    if kind == L.FR_COUNTRY:
        op = int(s[L.OP])
        return f"{L.OP_RULES[op]} {L.OP_NAMES[op]} in {place}"
    if kind == L.FR_SOURCE:
        return f"7.3 troops from {place}"
    if kind == L.FR_DEST:
        return f"7.3 troops to {place}"
    if kind == L.FR_DICE:
        op = int(s[L.OP])
        return f"8.1.2 a {L.OP_NAMES[op]} die " + ("for a cell leaving " if op == L.OP_TRAVEL else "in ") + place
    if kind == L.FR_TRAVEL_DEST:
        return f"8.3 the cell travels to {place}" + (" (in place)" if a == p1 else "")
    if kind == L.FR_RECRUIT_PLACE:
        return f"8.2.1 the cell goes to {place}"
    if kind == L.FR_RESOLVE:
        return f"8.5.6 resolve the plots in {place}"
    if kind == L.FR_SCHENGEN:
        return f"8.5.6 {place} rolls its posture"
    if kind == L.FR_SETUP_CELL:
        return f"setup: a cell to {place}"
    if kind == L.FR_SETUP_REROLL:
        return f"setup: re-roll the posture of {place}"
    return f"action {a}"
