"""The words of the Cuba Libre move format (docs/recording-games.md) and the tokenizer.

A line's text after `Faction:` becomes a list of `Word`s: known phrases (space names, Operations,
Special Activities, pieces, modes), numbers multiplying the next phrase ("2 Troops"), die results
attached to the word before them ("Attack Havana roll 4"), quoted text matched against the engine's
own description of an action, and the separators "," (next space of the Op) and ";" (next part of the
turn). Arrows, "+", ":", parentheses and small words (FILLERS) are only for the reader.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from engine.core.protocol import UserError
from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L

SEPARATORS = (",", ";")
# Small words a person may write between the meaningful ones ("Rally in Havana and Matanzas").
FILLERS = ("and", "in", "into", "from", "to", "the", "a", "an", "at", "then", "with", "of")


def normal(text: str) -> str:
    """Lower case, accents dropped, runs of blanks as one space: "Camagüey  City" -> "camaguey city"."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c))
    return " ".join(text.lower().split())


# Space names a person may write, by space index (the short names of data/spaces.csv, the ids, and
# common forms); "Camagüey" alone is ambiguous (Province or City) and is refused by the tokenizer.
SPACE_WORDS: dict[str, int] = {}
for _i, _sid in enumerate(D.SPACE_IDS):
    for _name in (D.SPACE_NAMES[_i], D.SPACE_SHORT[_i], _sid, _sid.replace("_", " ")):
        SPACE_WORDS[normal(_name)] = _i
for _name, _sid in (("camaguey province", "camaguey_province"), ("camaguey prov", "camaguey_province"),
                    ("santiago", "santiago_de_cuba"), ("sugar ec", "ec_oriente_sierra"),
                    ("pinar", "pinar_del_rio"), ("havana city", "havana")):
    SPACE_WORDS[_name] = D.SPACE_INDEX[_sid]
SPACE_WORDS.pop("camaguey", None)
# The name the writer uses for each space (unique, short, readable).
SPACE_WRITE = tuple(D.SPACE_SHORT[i].replace("Camagüey Prov.", "Camagüey Province") for i in range(D.N_SPACES))

FACTION_WORDS = {"govt": 0, "government": 0, "gov": 0, "26july": 1, "26 july": 1, "m26": 1, "26j": 1,
                 "dr": 2, "directorio": 2, "syndicate": 3, "syn": 3, "synd": 3}
FACTION_WRITE = ("Govt", "26July", "DR", "Syndicate")
OP_WORDS = {normal(n): i for i, n in enumerate(L.OP_NAMES)}
SA_WORDS = {normal(n): i for i, n in enumerate(L.SA_NAMES)}
SA_WORDS["airstrike"] = L.SA_AIR_STRIKE

# Piece kinds: the state columns a kind word names, by faction (None: any faction's).
KIND_COLUMNS = {
    "troops": {0: (L.TROOPS,)},
    "police": {0: (L.POLICE,)},
    "base": {0: (L.GBASE,), 1: (L.M26_BASE,), 2: (L.DR_BASE,)},
    "underground": {1: (L.M26_U,), 2: (L.DR_U,), 3: (L.SYN_U,)},
    "active": {1: (L.M26_A,), 2: (L.DR_A,), 3: (L.SYN_A,)},
    "guerrilla": {1: (L.M26_U, L.M26_A), 2: (L.DR_U, L.DR_A), 3: (L.SYN_U, L.SYN_A)},
    "open casino": {3: (L.CAS_OPEN,)},
    "closed casino": {3: (L.CAS_CLOSED,)},
    "casino": {3: (L.CAS_OPEN, L.CAS_CLOSED)},
}
KIND_WORDS = {"troops": "troops", "troop": "troops", "police": "police", "base": "base", "bases": "base",
              "underground": "underground", "underground guerrilla": "underground",
              "underground guerrillas": "underground", "active": "active", "active guerrilla": "active",
              "active guerrillas": "active", "guerrilla": "guerrilla", "guerrillas": "guerrilla",
              "open casino": "open casino", "open casinos": "open casino", "closed casino": "closed casino",
              "closed casinos": "closed casino", "casino": "casino", "casinos": "casino"}
# The piece name the writer uses for each column.
PIECE_WRITE = ("Troops", "Police", "Govt Base", "26July Underground", "26July Active", "26July Base",
               "DR Underground", "DR Active", "DR Base", "Syndicate Underground", "Syndicate Active",
               "open Casino", "closed Casino")

# Other words: the action they name wherever they are offered, or frames where they are only a label.
PLAIN_WORDS = ("pass", "unshaded", "shaded", "done", "voluntary", "civic", "civic action", "agitation", "agitate",
               "expat", "expat backing", "redeploy", "cash", "deposit", "launder", "laundering", "resources",
               "place", "flip", "open", "close", "cubes", "cash in", "cashin", "event", "limop", "remove cash")


@dataclass
class Word:
    text: str  # normalized phrase, as matched
    column: int  # position in the line (1-based), for messages
    space: int = -1
    faction: int = -1
    kind: str = ""  # a piece kind (KIND_COLUMNS key)
    flip: bool = False  # 4.5.4 Bribe: flip the Guerrilla instead of removing it
    cash: bool = False  # the piece moves carrying a Cash marker (4.5.2)
    option: int = -1  # "option K" (1-based in the text, 0-based here): the K-th effect of an Event choice
    quoted: str = ""  # "text": matches the action whose description contains it
    rolls: list[int] = field(default_factory=list)

    def columns(self) -> tuple[int, ...]:
        by_faction = KIND_COLUMNS[self.kind]
        if self.faction >= 0:
            return by_faction.get(self.faction, ())
        return tuple(c for cols in by_faction.values() for c in cols)


_PHRASES = sorted({*SPACE_WORDS, *FACTION_WORDS, *OP_WORDS, *SA_WORDS, *KIND_WORDS, *PLAIN_WORDS},
                  key=lambda p: (-len(p.split()), -len(p)))
_MAX_WORDS = max(len(p.split()) for p in _PHRASES)
_TOKEN = re.compile(r'"[^"]*"|[,;()]|<-|->|\+|[^\s,;()"+]+')


def tokenize(text: str) -> list[Word]:
    """The words of one line's moves; UserError names the first unknown word (its column)."""
    raw = [(m.group(), m.start() + 1) for m in _TOKEN.finditer(text)]
    words: list[Word] = []
    depth, count, i = 0, 1, 0
    while i < len(raw):
        tok, col = raw[i]
        low = normal(tok).rstrip(":")
        if tok == "(":
            depth, i = depth + 1, i + 1
            continue
        if tok == ")":
            depth, i = max(0, depth - 1), i + 1
            continue
        if tok in SEPARATORS:
            if depth == 0:  # inside parentheses a comma only separates the details of one space
                words.append(Word(tok, col))
            i += 1
            continue
        if tok in ("<-", "->", "+", ":") or not low:
            i += 1
            continue
        if tok.startswith('"'):
            words.append(Word("quoted", col, quoted=normal(tok.strip('"'))))
            i += 1
            continue
        if low in ("roll", "rolls", "die", "dice"):
            i = _rolls(raw, i + 1, words, col)
            continue
        if low == "option" and i + 1 < len(raw) and raw[i + 1][0].isdigit():
            words.append(Word("option", col, option=int(raw[i + 1][0]) - 1))
            i += 2
            continue
        n, phrase = _longest(raw, i)
        if phrase is None and (low.isdigit() or re.fullmatch(r"x\d+|\d+x", low)):
            count = int(low.strip("x"))
            if not 1 <= count <= 15:
                raise UserError(f"column {col}: {tok!r} is not a count from 1 to 15")
            i += 1
            continue
        if phrase is None and low in FILLERS:
            i += 1
            continue
        if phrase is None:
            if low == "camaguey":
                raise UserError(f"column {col}: 'Camagüey' is ambiguous: write Camagüey City or Camagüey Province")
            raise UserError(f"column {col}: unknown word {tok!r}")
        piece = _piece(raw, i)
        i, word = piece if piece else (i + n, _word(phrase, col))
        if word.text == "flip" and (piece := _piece(raw, i)):  # "flip DR Underground" (4.5.4 Bribe)
            i, word = piece
            word.flip = True
        if word.kind and i + 1 < len(raw) and normal(raw[i][0]) == "with" and normal(raw[i + 1][0]) == "cash":
            word.cash, i = True, i + 2
        words.extend(Word(**{**word.__dict__, "rolls": []}) for _ in range(count))
        count = 1
    return words


def _piece(raw, i):
    """(next index, Word) when raw[i:] starts with a piece phrase, optionally faction-qualified."""
    n, phrase = _longest(raw, i)
    if phrase is None:
        return None
    word = _word(phrase, raw[i][1])
    if word.faction >= 0 and not word.kind:
        n2, kind = _longest(raw, i + n)
        if kind not in KIND_WORDS:
            return None
        return i + n + n2, Word(phrase + " " + kind, raw[i][1], faction=word.faction, kind=KIND_WORDS[kind])
    return (i + n, word) if word.kind else None


def _rolls(raw, i: int, words: list[Word], col: int) -> int:
    if not words:
        raise UserError(f"column {col}: a die roll must follow the move that rolls it")
    if i >= len(raw) or not raw[i][0].isdigit():
        raise UserError(f"column {col}: 'roll' needs the number the die showed, e.g. 'roll 4'")
    value = int(raw[i][0])  # one number per die: "roll 3 roll 5"; a number after it counts pieces
    if not 1 <= value <= 6:
        raise UserError(f"column {raw[i][1]}: a die shows 1 to 6, not {value}")
    words[-1].rolls.append(value)
    return i + 1


def _longest(raw, i: int):
    """(number of tokens, phrase) of the longest known phrase starting at raw[i], else (0, None)."""
    plain = []
    for tok, _ in raw[i : i + _MAX_WORDS]:
        if tok in SEPARATORS or tok in ("(", ")", "<-", "->", "+") or tok.startswith('"'):
            break
        plain.append(normal(tok).rstrip(":"))
    for n in range(len(plain), 0, -1):
        phrase = " ".join(plain[:n])
        if phrase in _PHRASE_SET:
            return n, phrase
    return 0, None


_PHRASE_SET = set(_PHRASES)


def _word(phrase: str, col: int) -> Word:
    if phrase in SPACE_WORDS:
        return Word(phrase, col, space=SPACE_WORDS[phrase])
    if phrase in FACTION_WORDS:
        return Word(phrase, col, faction=FACTION_WORDS[phrase])
    if phrase in KIND_WORDS:
        return Word(phrase, col, kind=KIND_WORDS[phrase])
    return Word(phrase, col)
