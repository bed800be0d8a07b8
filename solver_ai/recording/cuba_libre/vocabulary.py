"""Which engine action a word names in the pending decision (`matches`), which words are only labels
there (`is_label`), and the word the writer uses for an action (`say`). Everything is generic over the
decision frames of docs/engine.md section 2, so new Events need no change here: their spaces are space
names, their choices `option K` (or a quoted part of the engine's description of the action).
"""
from __future__ import annotations

import numpy as np

from engine.core.frames import top
from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME
from solver_ai.recording.cuba_libre.words import (
    FACTION_WRITE,
    OP_WORDS,
    PIECE_WRITE,
    SA_WORDS,
    SEPARATORS,
    SPACE_WRITE,
    Word,
    normal,
)

# FR_CHOICE modes: the words naming mode k of each CH_* (the first is the one the writer uses).
MODE_WORDS = {
    L.CH_RALLY: (("place",), ("base",), ("flip",), ("bases",)),
    L.CH_TRAIN: (("base", "bases"), ("civic", "civic action")),
    L.CH_CONSTRUCT: (("place", "closed casino"), ("open", "open casino")),
    L.CH_KIDNAP: (("govt", "government", "gov"), ("syndicate", "syn", "synd")),
    L.CH_PROFIT: (("cash",), ("cash in", "cashin")),
    L.CH_PROFIT_CASHIN: (("close", "casino", "open casino"), ("remove cash", "cash")),
    L.CH_BRIBE: (("cubes",), ("guerrillas", "guerrilla"), ("base", "bases")),
}
CASH_WORDS = {L.A_CASH_RESOURCES: ("resources",), L.A_CASH_BASE: ("base", "bases", "casino", "open casino"),
              L.A_CASH_OPEN_CASINO: ("open",)}
# Words that only name the decision being answered (a reader's aid): consumed, no action.
LABELS = {
    L.FR_ACT: ("event", "limop"),
    L.FR_LAUNDER_OP: ("limop",),
    L.FR_CIVIC: ("civic", "civic action"),
    L.FR_AGITATE: ("agitation", "agitate"),
    L.FR_EXPAT: ("expat", "expat backing"),
    L.FR_REDEPLOY_TROOPS: ("redeploy", "troops"),
    L.FR_REDEPLOY_POLICE: ("redeploy", "police"),
    L.FR_CASH: ("cash", "deposit"),
}
# FR_SPACE purposes labelled by a word: "launder Havana" (2.3.6), Garrison's "assault Textile EC" (3.2.2).
SPACE_LABELS = {L.SP_LAUNDER: ("launder", "laundering"), L.SP_GARRISON_ASSAULT: ("assault",)}
# Frames that list several steps of one kind: there "," and ";" only separate them.
TOP_LEVEL = (L.FR_OP, L.FR_CIVIC, L.FR_AGITATE, L.FR_REDEPLOY_TROOPS, L.FR_REDEPLOY_POLICE, L.FR_EVENT, L.FR_CASH)
# Decisions that start a part of a turn after its Operation: there ";" is only a separator.
PARTS = ((L.FR_SPACE, L.SP_LAUNDER), (L.FR_CHOICE, L.CH_TRAIN), (L.FR_SPACE, L.SP_GARRISON_ASSAULT))
# Decisions that start a turn of a faction: a new line of the text answers them.
TURN_FRAMES = (L.FR_ACT, L.FR_CASH, L.FR_CIVIC, L.FR_AGITATE, L.FR_EXPAT, L.FR_REDEPLOY_TROOPS, L.FR_REDEPLOY_POLICE)
PROPAGANDA_FRAMES = TURN_FRAMES[1:]


def turn_group(kind: int) -> int:
    """The step of the round a turn frame belongs to: Troops and Police Redeploy are one (6.4)."""
    return L.FR_REDEPLOY_TROOPS if kind == L.FR_REDEPLOY_POLICE else kind


def frame(s: np.ndarray) -> tuple[int, int, int, int]:
    return int(top(s, 0)), int(top(s, 1)), int(top(s, 2)), int(top(s, 3))


def is_label(s: np.ndarray, w: Word) -> bool:
    kind, _, p1, p2 = frame(s)
    if w.text in SEPARATORS:
        return kind in TOP_LEVEL or (kind, p1 if kind == L.FR_CHOICE else p2) in PARTS
    if kind == L.FR_CASH and w.space == p1:  # "Cash Havana resources": the space of the marker
        return True
    if kind == L.FR_OP and s[L.OP + L.OP_ID] >= 0 and w.text == normal(L.OP_NAMES[int(s[L.OP + L.OP_ID])]):
        return True  # "Attack; Ambush Havana; Attack Matanzas": back to the Op after its Special Activity
    if kind == L.FR_SPACE:
        return w.text in SPACE_LABELS.get(p2, ())
    return w.text in LABELS.get(kind, ())


def matches(s: np.ndarray, w: Word, legal: list[int]) -> list[int]:
    """The legal actions the word names in this decision."""
    kind, f, p1, p2 = frame(s)
    if w.quoted:
        return [a for a in legal if w.quoted in normal(GAME.describe_action(s, a))]
    named: list[int] = []
    if w.space >= 0:
        named = [L.A_SPACE0 + w.space]
    elif w.kind and kind == L.FR_PIECES:
        base = L.A_FLIP0 if w.flip else (L.A_CARRY0 if w.cash else L.A_PIECE0)
        named = [base + c for c in w.columns()]
    elif kind == L.FR_CHOICE and p1 in MODE_WORDS:
        named = [L.A_CHOICE0 + k for k, words in enumerate(MODE_WORDS[p1]) if w.text in words]
    elif kind == L.FR_CASH:
        named = [a for a, words in CASH_WORDS.items() if w.text in words]
    elif w.option >= 0:
        named = [L.A_CHOICE0 + w.option]
    else:
        named = _plain(w.text)
    return [a for a in named if a in legal]


def _plain(text: str) -> list[int]:
    if text in OP_WORDS:
        return [L.A_OP0 + OP_WORDS[text]]
    if text in SA_WORDS:
        return [L.A_SA0 + SA_WORDS[text]]
    return {"pass": [L.A_PASS], "unshaded": [L.A_EVENT_UNSHADED], "shaded": [L.A_EVENT_SHADED],
            "done": [L.A_DONE], "voluntary": [L.A_VOLUNTARY]}.get(text, [])


def say(s: np.ndarray, a: int) -> str:
    """The word the writer uses for action a in this decision (the parser reads it back as a)."""
    kind, f, p1, p2 = frame(s)
    if a == L.A_DONE:
        return "done"
    if a < L.A_DONE:
        return SPACE_WRITE[a - L.A_SPACE0]
    if a == L.A_PASS:
        return "Pass"
    if a in (L.A_EVENT_UNSHADED, L.A_EVENT_SHADED):
        return "Event " + ("unshaded" if a == L.A_EVENT_UNSHADED else "shaded")
    if L.A_OP0 <= a < L.A_OP0 + L.N_OPS:
        return ("LimOp " if kind == L.FR_ACT and p2 else "") + L.OP_NAMES[a - L.A_OP0]
    if kind == L.FR_CASH:
        return CASH_WORDS[a][0]
    if L.A_SA0 <= a < L.A_SA0 + L.N_SAS:
        return L.SA_NAMES[a - L.A_SA0]
    if L.A_PIECE0 <= a < L.A_CHOICE0:
        col = (a - L.A_PIECE0) % L.N_PIECE_COLS
        name = PIECE_WRITE[col]
        return "flip " + name if L.A_FLIP0 <= a < L.A_CARRY0 else name + (" with cash" if a >= L.A_CARRY0 else "")
    if a == L.A_VOLUNTARY:
        return "voluntary"
    k = a - L.A_CHOICE0
    if kind == L.FR_CHOICE and p1 in MODE_WORDS:
        word = MODE_WORDS[p1][k][0]
        return FACTION_WRITE[0 if k == 0 else 3] if p1 == L.CH_KIDNAP else word
    return f"option {k + 1}"
