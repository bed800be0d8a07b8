"""Read a Cuba Libre game written in the move format (docs/recording-games.md) into engine decisions.

A text is a header (`key: value` lines: scenario, seed, options, players, deck), then one line per turn
(`Faction: moves`), with optional `Card ...` / `Propaganda` lines that check the card in play. Each turn
line is turned into the engine's small decisions (docs/engine.md section 2) word by word:

1. a word that only labels the decision (`Civic`, `Redeploy`, a separator where steps are listed) is
   skipped;
2. a word naming exactly one legal action takes it (two: the word is ambiguous, an error);
3. otherwise a decision with a single legal action takes it, and one that may stop (`done`) stops;
4. otherwise the line is wrong (the word does not fit here) or leaves a real choice open.

A line ends when its words are used up and the next decision starts a turn. Propaganda decisions that
may stop (Civic Action, Agitation, Expat Backing, optional Redeploy) stop when no line answers them.
Dice: a step that rolls takes the results written after the word before it (`roll 4`); see dice.py.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from engine.core.protocol import UserError
from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME
from engine.cuba_libre.rules.sequence import current_card
from engine.core.chance import MAX_DICE, forced_words, rolls_between
from solver_ai.recording import RecordingError
from solver_ai.recording.cuba_libre.vocabulary import PROPAGANDA_FRAMES, TURN_FRAMES, frame, is_label, matches, say, turn_group
from solver_ai.recording.cuba_libre.words import SA_WORDS, SEPARATORS, SPACE_WRITE, Word, tokenize

HEADER_KEYS = ("game", "scenario", "seed", "options", "players", "deck")
_RULE = re.compile(r"\d\.\d(?:\.\d+)?")


@dataclass
class Game:
    """What a text gives: the start (record header fields) and the decisions, one dict per decision."""

    header: dict
    start: np.ndarray
    rows: list[dict] = field(default_factory=list)
    state: np.ndarray | None = None


def parse_text(text: str, name: str = "game") -> Game:
    """The whole text; RecordingError (rows kept up to the bad line) names the first bad line."""
    lines = [(n, _strip(raw)) for n, raw in enumerate(text.splitlines(), 1)]
    lines = [(n, t) for n, t in lines if t]
    header, body = _header(lines, name)
    try:
        game = Game(header, start_state(header))
    except UserError as e:
        raise RecordingError(f"{name}: the start of the game: {e}", header, []) from None
    s = game.start.copy()
    for n, line in body:
        try:
            _line(s, line, game.rows)
        except UserError as e:
            raise RecordingError(f"{name}:{n}: {e}", header, _complete_lines(game.rows, n)) from None
        for row in game.rows:
            row.setdefault("line", n)
    _defaults(s, game.rows, None)  # after the last line: decisions of no line (no "line" field)
    game.state = s
    return game


def _complete_lines(rows: list[dict], n: int) -> list[dict]:
    return [r for r in rows if r.get("line", n) < n]


def _strip(raw: str) -> str:
    """The line without a comment: '#' at the start, or ' # ...' after the moves."""
    line = raw.strip()
    if line.startswith("#"):
        return ""
    return re.split(r"\s#\s", line, maxsplit=1)[0].strip()


def _header(lines: list[tuple[int, str]], name: str) -> tuple[dict, list]:
    header: dict = {"game": "cuba-libre", "scenario": GAME.default_scenario, "seed": 0, "options": {}}
    i = 0
    while i < len(lines):
        n, line = lines[i]
        key, sep, value = line.partition(":")
        key = key.strip().lower()
        if not sep or key not in HEADER_KEYS:
            break
        try:
            _header_field(header, key, value.strip())
        except UserError as e:
            raise RecordingError(f"{name}:{n}: {key}: {e}", header, []) from None
        i += 1
    return header, lines[i:]


def header_from(scenario: str, seed: int, deck: str | None) -> dict:
    """A header from command-line values, checked like the header lines of a text."""
    header = {"game": "cuba-libre", "scenario": scenario, "seed": seed, "options": {}}
    if deck:
        _header_field(header, "deck", deck)
    return header


def _header_field(header: dict, key: str, value: str) -> None:
    if key == "game":
        if value != "cuba-libre":
            raise UserError(f"the move format reads Cuba Libre games only, not {value!r}")
    elif key == "scenario":
        header["scenario"] = value
    elif key == "seed":
        if not value.isdigit():
            raise UserError(f"expected a whole number, not {value!r}")
        header["seed"] = int(value)
    elif key == "options":
        for pair in value.split():
            k, eq, v = pair.partition("=")
            if not eq:
                raise UserError(f"expected key=value, not {pair!r}")
            header["options"][k] = {"true": True, "false": False}.get(v, int(v) if v.isdigit() else v)
    elif key == "players":
        header["options"]["players"] = [[D.FACTION_IDS[GAME.parse_faction(f)] for f in p.split("+")]
                                        if "+" in p else D.FACTION_IDS[GAME.parse_faction(p)] for p in value.split()]
    else:
        header["deck"] = [_card(c) for c in value.replace(",", " ").split()]


def _card(text: str):
    t = text.strip().lstrip("#").upper()
    if t.isdigit() and 1 <= int(t) <= 48:
        return int(t)
    if t in ("P1", "P2", "P3", "P4"):
        return t
    raise UserError(f"unknown card {text!r} (Event cards 1-48, Propaganda cards P1-P4)")


def start_state(header: dict) -> np.ndarray:
    """The state the text starts from: the scenario dealt by the seed, or the scenario's deployment
    with the deck the players used (as a position document, kept in the header as `position`; the
    cards after the listed ones are filled in keeping 9.2's one Propaganda card per pile)."""
    if "deck" not in header:
        return GAME.new_state(header["scenario"], header["seed"], header["options"])
    sc = GAME.scenario_doc(header["scenario"])  # as CubaLibre._setup merges scenario and options
    doc = dict(sc["position"])
    options = {**sc.get("options", {}), **header["options"]}
    doc["players"] = options.pop("players", doc.get("players", list(D.FACTION_IDS)))
    doc["options"] = options
    doc["cards"] = _deck_entry(header["deck"], 11 if options.get("short") else 13, bool(options.get("short")))
    doc["seed"] = header["seed"]
    header["position"] = doc
    return GAME.from_json(doc)


def _deck_entry(listed: list, pile_len: int, short: bool) -> dict:
    if len(set(map(str, listed))) != len(listed):
        raise UserError("deck: a card is listed twice")
    if len(listed) > 4 * pile_len:
        raise UserError(f"deck: {len(listed)} cards listed, the deck holds {4 * pile_len} (9.2)")
    events = [c for c in range(1, 49) if c not in listed]
    props = [p for p in ("P1", "P2", "P3", "P4") if p not in listed]
    deck = list(listed)
    for pile in range(4):  # each pile still without its Propaganda card gets one last (9.2)
        end = (pile + 1) * pile_len
        while len(deck) < end:
            needs_prop = len(deck) == end - 1 and not any(isinstance(c, str) for c in deck[pile * pile_len :])
            deck.append(props.pop(0) if (needs_prop and props) or not events else events.pop(0))
    entry = {"current": deck[0], "next": deck[1], "deck": deck[2:]}
    if short:
        entry["set_aside"] = events
    return entry


# ---------------------------------------------------------------------- one line
def _line(s: np.ndarray, line: str, rows: list[dict]) -> None:
    head, sep, moves = line.partition(":")
    low = head.strip().lower()
    if low.startswith("card") or low.startswith("propaganda"):
        try:
            _check_card(s, line)  # the card in play: its pending decisions still come
        except UserError:
            _defaults(s, rows, None)  # the Propaganda decisions nobody wrote, then the next card
            _check_card(s, line)
        return
    if not sep:
        raise UserError(f"expected 'Faction: moves' or a 'Card' line, not {line!r}")
    faction = GAME.parse_faction(head.strip())
    try:
        words = tokenize(moves)
    except UserError as e:
        raise UserError(f"{e} (column counted after '{head.strip()}:')") from None
    _defaults(s, rows, faction)
    Turn(s, faction, words, rows).run()


def _check_card(s: np.ndarray, line: str) -> None:
    """`Card 23 ...` / `Card #23` / `Propaganda ...`: the card in play must be that one (a check)."""
    if GAME.is_terminal(s):
        raise UserError("the game is over: no more cards")
    card = int(current_card(s))
    m = re.match(r"card\s*#?\s*(\d+)", line.strip().lower())
    if line.strip().lower().startswith("propaganda"):
        if card < D.FIRST_PROPAGANDA:
            raise UserError(f"the card in play is {D.card_label(card)}, not a Propaganda card (2.4)")
    elif not m:
        raise UserError(f"expected 'Card N' with the card's number, not {line!r}")
    elif int(m.group(1)) != card:
        waiting = f"; it waits for: {GAME.describe_pending(s)}" if card >= D.FIRST_PROPAGANDA else ""
        raise UserError(f"the card in play is {D.card_label(card)}, not #{m.group(1)} "
                        f"(check the deck order in the header){waiting}")


def _defaults(s: np.ndarray, rows: list[dict], faction: int | None) -> None:
    """Answer the Propaganda decisions no line answers (stop, or the only possible answer), until a
    decision of `faction` (None: of anybody) or one that needs a line."""
    while not GAME.is_terminal(s):
        kind, f, _, _ = frame(s)
        if kind not in PROPAGANDA_FRAMES or f == faction:
            return
        a = _default(s)
        if a is None:
            return
        _apply(s, a, [], rows)


def _default(s: np.ndarray) -> int | None:
    legal = [int(a) for a in GAME.legal_actions(s)]
    if len(legal) == 1:
        return legal[0]
    return L.A_DONE if L.A_DONE in legal else None


class Turn:
    """One line's words against the decisions they answer."""

    def __init__(self, s: np.ndarray, faction: int, words: list[Word], rows: list[dict]):
        self.s, self.faction, self.words, self.rows = s, faction, words, rows
        self.i = 0
        self.rolls: list[int] = []  # results written for the dice still to be rolled
        self.roller: Word | None = None  # the word they were written after
        self.taken = 0
        self.passed: tuple[int, str, int] | None = None  # (word, why, frame kind) where a word was passed over

    def run(self) -> None:
        s = self.s
        kind, f, _, _ = frame(s)
        if GAME.is_terminal(s):
            raise UserError("the game is over")
        if kind not in TURN_FRAMES or f != self.faction:
            raise UserError(f"it is not {D.FACTION_NAMES[self.faction]}'s turn: {GAME.describe_pending(s)}")
        group = turn_group(kind)
        while not GAME.is_terminal(s):
            kind, f, _, _ = frame(s)
            w = self.words[self.i] if self.i < len(self.words) else None
            if self.taken and kind in TURN_FRAMES:
                if w is None or kind == L.FR_ACT:
                    break
                if f != self.faction:
                    a = _default(s) if kind in PROPAGANDA_FRAMES else None
                    if a is None:
                        break
                    self._take(a, None)
                    continue
                if turn_group(kind) != group:  # a later step of the round: only if the line names it
                    if w.text in SEPARATORS or not is_label(s, w):
                        break
                    group = turn_group(kind)
            if w is not None and is_label(s, w):
                self.i += 1
                continue
            self._decide(w)
        if self.i < len(self.words):
            w = self.words[self.i]
            raise UserError(self._passed_over(w) or f"column {w.column}: {w.text!r} is left over: the turn is "
                            f"complete (next: {GAME.describe_pending(s)})")
        if self.rolls:
            raise UserError(self._unused_rolls())

    def _decide(self, w: Word | None) -> None:
        s = self.s
        legal = [int(a) for a in GAME.legal_actions(s)]
        named = matches(s, w, legal) if w is not None else []
        if len(named) == 1:
            self._take(named[0], w)
        elif len(named) > 1:
            options = " or ".join(f"'{say(s, a)}'" for a in named)
            raise UserError(f"column {w.column}: {w.text!r} is ambiguous here ({_rule(s)}): write {options}")
        elif len(legal) == 1 or L.A_DONE in legal:
            if w is not None and w.text not in SEPARATORS and (self.passed is None or self.passed[0] != self.i):
                self.passed = (self.i, self._not_here(w, legal), frame(s)[0])
            self._take(legal[0] if len(legal) == 1 else L.A_DONE, None)
        elif w is None or w.text in SEPARATORS:
            where = "the line leaves" if w is None else f"column {w.column}: the moves before {w.text!r} leave"
            raise UserError(f"{where} a choice open: {GAME.describe_pending(s)}; write one of: "
                            + ", ".join(_offer(s, a) for a in legal))
        else:
            raise UserError(self._passed_over(w) or self._not_here(w, legal))

    def _unused_rolls(self) -> str:
        w = self.roller
        rolls = " ".join(f"roll {r}" for r in self.rolls)
        return f"column {w.column}: {rolls} is written after {w.text!r} but no die was rolled for it"

    def _not_here(self, w: Word, legal: list[int]) -> str:
        s = self.s
        return (f"column {w.column}: {w.text!r} is not possible here ({_rule(s)}): {GAME.describe_pending(s)}; "
                "possible: " + ", ".join(_offer(s, a) for a in legal))

    def _passed_over(self, w: Word) -> str | None:
        """A word that fits nowhere is reported where it was first passed over, if it was a choice
        of the same kind (a mode, a piece, a space) that the rules did not offer there."""
        if self.passed is None or self.passed[0] != self.i:
            return None
        _, why, kind = self.passed
        return why if _same_kind(w, why, kind) else None

    def _take(self, a: int, w: Word | None) -> None:
        if w is not None:
            if self.rolls:
                raise UserError(self._unused_rolls())
            self.rolls, self.roller = list(w.rolls), w
            self.i += 1
            self.passed = None
        self.rolls = _apply(self.s, a, self.rolls, self.rows)
        self.taken += 1


def _offer(s: np.ndarray, a: int) -> str:
    """An action's word in a message; an `option K` with the effect it names."""
    word = say(s, a)
    return f"{word} ({GAME.describe_action(s, a).rsplit(': ', 1)[-1]})" if word.startswith("option") else word


def _same_kind(w: Word, why: str, kind: int) -> bool:
    """Did the decision passed over offer words of w's kind (from its 'possible:' list)?"""
    offered = why.rsplit("possible: ", 1)[-1].split(", ")
    if w.space >= 0:
        return any(o in SPACE_WRITE for o in offered)
    if w.text in SA_WORDS or w.text == "voluntary":
        return kind == L.FR_OP  # where Special Activities are added (4.1)
    return not any(o in SPACE_WRITE or o == "done" for o in offered)


def _rule(s: np.ndarray) -> str:
    """The rulebook section the pending decision applies, e.g. '3.3.1 Rally'."""
    text = GAME.describe_pending(s)
    m = re.search(r"(\d\.\d(?:\.\d+)?)\s+([A-Z][\w ]*?)(?::|,| \(|$)", text)
    if m:
        return f"{m.group(1)} {m.group(2).strip()}"
    m = _RULE.search(text)
    return m.group() if m else "2.3"


def _apply(s: np.ndarray, a: int, rolls: list[int], rows: list[dict]) -> list[int]:
    """Step s by a (checked), rolling the written dice if it rolls; returns the rolls left unused."""
    player = D.FACTION_IDS[int(frame(s)[1])]
    description = GAME.describe_action(s, a)
    t = s.copy()
    GAME.step(t, a)
    row = {"player": player, "action": a, "description": description}
    if not np.array_equal(t[L.RNG : L.RNG + 4], s[L.RNG : L.RNG + 4]):
        if not rolls:
            raise UserError(f"{description} rolls a die: write its result after the move, e.g. 'roll 4'")
        words = np.array(forced_words(tuple(rolls[:MAX_DICE])), dtype=np.int64)
        t = s.copy()
        t[L.RNG : L.RNG + 4] = words
        GAME.step(t, a)
        used = rolls_between(words, t[L.RNG : L.RNG + 4], len(rolls[:MAX_DICE]))
        if used is None:
            raise UserError(f"{description} rolls more dice than the {len(rolls)} written")
        row |= {"rng": [int(x) for x in words], "dice": used}
        rolls = rolls[len(used):]
    s[:] = t
    rows.append(row)
    return rolls


def read_file(path: Path) -> Game:
    path = Path(path)
    if not path.is_file():
        raise UserError(f"{path}: no such file")
    try:
        text = path.read_text(encoding="utf-8-sig")  # a byte-order mark some editors write is dropped
    except UnicodeDecodeError:
        raise UserError(f"{path}: not a UTF-8 text file") from None
    return parse_text(text, str(path))
