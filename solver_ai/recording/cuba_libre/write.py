"""Write a Cuba Libre game record in the move format: the inverse of parse.py.

Every decision with a choice gets its word (vocabulary.say); decisions with one legal action get none,
and `done` is written only where the parser would not stop by itself. That is found by reading each
line back with the parser: where it goes another way than the record, the `done` it needed is written
and the line read again. So every text this writes is read back into the same decisions.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from engine.core.chance import rolls_between
from engine.core.protocol import UserError
from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME
from engine.cuba_libre.rules.sequence import current_card
from solver_ai.recording.cuba_libre import parse
from solver_ai.recording.cuba_libre.vocabulary import TURN_FRAMES, frame, say, turn_group
from solver_ai.recording.cuba_libre.words import FACTION_WRITE, SPACE_WRITE
from solver_ai.records import read_record, start

ORIGINS = (L.SP_GARRISON_FROM, L.SP_SWEEP_FROM, L.SP_MARCH_FROM, L.SP_MUSCLE_FROM)
LINE_LABELS = {L.FR_CIVIC: "Civic", L.FR_AGITATE: "Agitation", L.FR_EXPAT: "Expat", L.FR_REDEPLOY_TROOPS: "Redeploy",
               L.FR_REDEPLOY_POLICE: "Redeploy Police", L.FR_CASH: "Cash"}


@dataclass
class Item:
    text: str
    decision: int  # index of the decision it answers
    prefix: str = " "
    suffix: str = ""
    optional: bool = False  # a `done` left out unless the parser needs it
    op_space: bool = False  # a space selected for the Operation (FR_OP)
    piece: bool = False  # a piece (FR_PIECES): "Troops Troops" is written "2 Troops"
    rolls: list[int] = field(default_factory=list)


@dataclass
class Line:
    faction: int  # -1: a card line
    group: int  # the frame kind of its turn (Troops and Police Redeploy: one)
    items: list[Item] = field(default_factory=list)
    head: str = ""

    def text(self) -> str:
        if self.faction < 0:
            return self.head
        parts: list[str] = []
        items = [it for it in self.items if not it.optional]
        k = 0
        while k < len(items):  # "Troops Troops" -> "2 Troops"
            it, n = items[k], 1
            while (it.piece and k + n < len(items) and items[k + n].text == it.text and items[k + n].prefix == " "
                   and not items[k + n - 1].rolls):
                n += 1
            word = f"{n} {it.text}" if n > 1 else it.text
            roll = "".join(f" roll {r}" for r in items[k + n - 1].rolls)
            parts.append(f"{it.prefix}{word}{it.suffix}{roll}")
            k += n
        body = "".join(parts).strip()
        return f"{FACTION_WRITE[self.faction]}: {self.head}{' ' if self.head and body else ''}{body}"

    def empty(self) -> bool:
        """A Propaganda line of left-out `done`s only: the parser's default answers it."""
        return self.faction >= 0 and self.group != L.FR_ACT and all(it.optional for it in self.items)


def moves_text(path: Path, deck: bool = True) -> str:
    """The game of a record as text; with deck, the header lists the deck order instead of the seed's deal."""
    head, lines = _written(path, deck)
    return "\n".join(head + [ln.text() for ln in lines if not ln.empty()]) + "\n"


def moves_lines(path: Path) -> list[tuple[int, str]]:
    """Each faction's line of the record's text with the index (from 0) of the first decision it answers."""
    _, lines = _written(path, True)
    return [(ln.items[0].decision, ln.text()) for ln in lines if ln.faction >= 0 and ln.items and not ln.empty()]


def _written(path: Path, deck: bool) -> tuple[list[str], list[Line]]:
    header, body, _ = read_record(path)
    if header.get("game") != "cuba-libre":
        raise UserError(f"{path}: the move format writes Cuba Libre games only")
    s = start(GAME, header)
    head = _header_lines(header, s, deck)
    lines = _lines(s, body)
    _settle(head, lines, [row["action"] for row in body])
    return head, lines


def _header_lines(header: dict, s: np.ndarray, deck: bool) -> list[str]:
    options = dict(header.get("options") or {})
    players = options.pop("players", None)
    out = ["game: cuba-libre", f"scenario: {header.get('scenario', GAME.default_scenario)}",
           f"seed: {int(header.get('seed', 0))}"]
    if options:
        out.append("options: " + " ".join(f"{k}={str(v).lower() if isinstance(v, bool) else v}" for k, v in options.items()))
    if players:
        out.append("players: " + " ".join("+".join(p) if isinstance(p, list) else p for p in players))
    if deck or "position" in header:
        pos, n = int(s[L.POS]), int(s[L.DECK_LEN])
        if pos:
            raise UserError("the move format starts at the first card: this record starts later in the game")
        cards = [int(c) for c in s[L.DECK + pos : L.DECK + n]]
        out.append("deck: " + " ".join(f"P{c - D.FIRST_PROPAGANDA + 1}" if c >= D.FIRST_PROPAGANDA else str(c)
                                       for c in cards))
    return out


def _lines(s: np.ndarray, body: list[dict]) -> list[Line]:
    s = s.copy()
    lines: list[Line] = []
    card_pos = -1
    for i, row in enumerate(body):
        a = int(row["action"])
        kind, f, p1, p2 = frame(s)
        if int(s[L.POS]) != card_pos:
            card_pos = int(s[L.POS])
            card = int(current_card(s))
            title = "Propaganda" if card >= D.FIRST_PROPAGANDA else f"Card {D.card_label(card)}"
            lines.append(Line(-1, -1, head=title))
        group = turn_group(kind)
        line = lines[-1]
        if kind in TURN_FRAMES and (line.faction != f or kind in (L.FR_ACT, L.FR_CASH) or line.group != group):
            line = Line(f, group, head=LINE_LABELS.get(kind, ""))
            if kind == L.FR_CASH:
                line.head += " " + say(s, L.A_SPACE0 + p1)
            lines.append(line)
        item = _item(s, line, a, i)  # forced moves are written too; a forced `done` only where needed
        before = np.array(row["rng"], dtype=np.int64) if row.get("rng") is not None else s[L.RNG : L.RNG + 4].copy()
        s[L.RNG : L.RNG + 4] = before
        GAME.step(s, a)
        rolls = rolls_between(before, s[L.RNG : L.RNG + 4])
        if rolls is None:
            raise UserError(f"decision {i + 1} ({row.get('description', '')}) draws randomness the move format cannot write")
        if item is not None:
            line.items.append(item)
        if rolls:
            spoken = [it for it in line.items if not it.optional]
            if not spoken:
                raise UserError(f"decision {i + 1}: a die is rolled before any word of its line")
            spoken[-1].rolls += rolls
    return lines


def _item(s: np.ndarray, line: Line, a: int, i: int) -> Item:
    """The word of action a and how it is joined to the words before it."""
    kind, _, p1, p2 = frame(s)
    item = Item(say(s, a), i, optional=a == L.A_DONE, op_space=kind == L.FR_OP and a < L.A_DONE,
                piece=kind == L.FR_PIECES and a != L.A_DONE)
    if item.op_space:
        seg = _segment(line)
        if line.items and line.items[-1].text in L.OP_NAMES:  # the first space of a (Laundered) Op
            item.prefix = " "
        elif seg and seg[0].prefix.startswith(";") and not seg[0].op_space:  # back to the Op after its SA
            item.prefix = f"; {L.OP_NAMES[int(s[L.OP + L.OP_ID])]} "
        else:
            item.prefix = ", " if any(it.op_space for it in seg) else " "
    elif kind == L.FR_OP and (L.A_SA0 <= a < L.A_SA0 + L.N_SAS or a == L.A_VOLUNTARY):
        item.prefix = "; "
    elif kind == L.FR_SPACE and p2 == L.SP_LAUNDER and a < L.A_DONE:
        item.prefix = "; launder "
    elif kind == L.FR_SPACE and p2 in ORIGINS and a < L.A_DONE:
        item.prefix = " <- " if _last_frame_was_op(line, p1) else " + "
    elif kind in (L.FR_SPACE, L.FR_REDEPLOY_DEST) and (p2 in (L.SP_TRANSPORT_TO, L.SP_RELOCATE_TO) or kind == L.FR_REDEPLOY_DEST):
        item.prefix = " -> "
    elif kind in (L.FR_REDEPLOY_TROOPS, L.FR_REDEPLOY_POLICE) and a < L.A_DONE:
        first_police = kind == L.FR_REDEPLOY_POLICE and not any(it.text == "Police" for it in line.items)
        if first_police and line.head == "Redeploy":  # "Redeploy Havana -> Oriente; Police Matanzas -> Havana"
            line.items.append(Item("Police", i, prefix="; "))
        origins = any(it.text in SPACE_WRITE and it.prefix in (" ", ", ") for it in line.items)
        item.prefix = ", " if origins and not first_police else " "
    elif kind == L.FR_SPACE and p2 == L.SP_GARRISON_ASSAULT and a < L.A_DONE:
        item.prefix = "; assault "
    elif kind == L.FR_CHOICE and p1 == L.CH_TRAIN:
        item.prefix = "; "
    elif kind == L.FR_CHOICE:
        item.prefix, item.suffix = " (", ")"
    return item


def _segment(line: Line) -> list[Item]:
    """The items from the last ';' on (the current part of the turn)."""
    out: list[Item] = []
    for it in line.items:
        out = [it] if it.prefix.startswith(";") else out + [it]
    return out


def _last_frame_was_op(line: Line, dest: int) -> bool:
    """The first origin of a destination follows the destination itself."""
    spoken = [it for it in line.items if not it.optional]
    return bool(spoken) and spoken[-1].text == SPACE_WRITE[dest]


def _settle(head: list[str], lines: list[Line], expected: list[int]) -> None:
    """Read the text back line by line; where the parser goes another way, write the `done` it needs
    (in that line or in an earlier one left out, which is then read again from its start)."""
    header, _ = parse._header(list(enumerate(head, 1)), "header")
    s = parse.start_state(header)
    rows: list[dict] = []
    marks: list[tuple[np.ndarray, int]] = []  # (state, decisions) before each line
    k = 0
    while k < len(lines):
        marks[k:] = [(s.copy(), len(rows))]
        line = lines[k]
        if line.empty():
            k += 1
            continue
        t, error = s.copy(), None
        try:
            parse._line(t, line.text(), rows)
        except UserError as e:
            error = e
        got = [r["action"] for r in rows]
        d = next((j for j in range(marks[k][1], len(got)) if j >= len(expected) or got[j] != expected[j]), None)
        if d is None and error is None:
            s, k = t, k + 1
            continue
        d = len(got) if d is None else d
        j = _write_done(lines, d)
        if j is None:
            raise UserError(f"cannot write decision {d + 1} so that it reads back ({line.text()!r}: "
                            f"{error or 'it reads as another move'})")
        k = min(k, j)
        s, n = marks[k][0].copy(), marks[k][1]
        del rows[n:]


def _write_done(lines: list[Line], d: int) -> int | None:
    """Make the left-out `done` of decision d written; the index of its line. If d's is written already, a
    `done` left out before it in its line took the word (an SA after the Op's closing steps, R121: "...
    done done; Reprisal"), so the last such one is written too."""
    for k, line in enumerate(lines):
        for it in line.items:
            if it.decision == d and it.optional:
                it.optional = False
                return k
    for k, line in enumerate(lines):
        left_out = [it for it in line.items if it.decision < d and it.optional]
        if left_out and any(it.decision == d for it in line.items):
            left_out[-1].optional = False
            return k
    return None
