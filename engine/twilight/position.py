"""Position documents: a JSON a person can write, to and from the state.

    {"game": "twilight", "influence": {"turkey": {"us": 2}}, "vp": 0, "defcon": 5, "turn": 1,
     "action_round": 1, "phasing": "ussr", "military_ops": {"us": 0}, "space_race": {"ussr": 1},
     "china_card": {"holder": "ussr", "face_up": true},
     "cards": {"ussr_hand": [21], "us_hand": [], "discard": [], "removed": [], "deck": []},
     "options": {"optional_cards": true}, "seed": 0}

Every field may be left out: no influence, VP 0, DEFCON 5, turn 1, the USSR to choose a card in action round
1, markers at 0, the China Card face up with the USSR, empty hands; cards not listed are in the draw deck
(shuffled) if their era has begun by the turn, else waiting for it (4.4). action_round 0 starts the
turn's headline instead. Countries go by id (the name in lower case, words joined by '-': "west-germany",
"laos-cambodia"). `from_json` checks each field and raises PositionError with one line naming the field
and the rule; `to_json` writes a document `from_json` turns back into the same state, bit for bit (the
`internal` section carries what a person never writes: the decision stack, scratch, the RNG words).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from engine.core.deck import shuffle_range
from engine.core.frames import push
from engine.core.position import as_choice, as_int, as_list, as_obj, fail, read_internal, start_state, write_internal
from engine.twilight import data as D
from engine.twilight import layout as L
from engine.twilight.rules.board import take_snapshot
from engine.twilight.rules.sequence import start_headline
from engine.twilight.rules.solitaire import first_side, reveal_before_headline, sd_rebuild, sd_reveal, sd_step
from engine.twilight.rules.solitaire_decks import order_decks

PILES = {"us_hand": L.LOC_HAND_US, "ussr_hand": L.LOC_HAND_USSR, "discard": L.LOC_DISCARD, "removed": L.LOC_REMOVED,
         "deck": L.LOC_DECK}
INTERNAL_SCALARS = ("vp", "defcon", "turn", "phasing", "deck_n", "phase", "step", "slot", "ar", "card", "use", "ops_left", "bonus", "bonus_sea", "event_after", "event_used",
                    "cards_played", "decisions", "winner", "end_reason", "ev_left", "ev_taken",
                    "ar_defcon", "sd_n", "sd_disc_n", "sd_scored", "sd_scoring", "sd_pending", "sd_ar", "sd_total", "drawn_other",
                    "draft_n", "draft_m", "draft_claimed", "ai_dig")
INTERNAL_ARRAYS = ("plays", "headline", "eligible", "deck", "loc", "space_first", "rng", "effect", "ev_marks", "ev_next", "sd", "sd_disc",
                   "region", "deck_key", "draft", "drafted")
TOP_KEYS = {"game", "influence", "vp", "defcon", "turn", "action_round", "phasing", "military_ops", "space_race",
            "space_attempts", "china_card", "cards", "options", "seed", "internal"}
SIDES = D.SIDE_IDS


def _per_side(doc: dict, key: str, lo: int, hi: int, rule: str) -> list[int]:
    return _sides(doc.get(key, {}), key, lo, hi, rule)


def _sides(entry: Any, key: str, lo: int, hi: int, rule: str) -> list[int]:
    entry = as_obj(entry, key)
    for k in entry:
        if k not in SIDES:
            fail(f"{key}.{k}", f"unknown side; sides are {', '.join(SIDES)}")
    return [as_int(entry.get(side, 0), f"{key}.{side}", lo, hi, rule) for side in SIDES]


def option_words(options: Any, field: str = "options") -> list[int]:
    """The options over their defaults as state words (OPTIONS + i), each value checked (spec I.5)."""
    opts = {**L.DEFAULT_OPTIONS, **as_obj(options, field)}
    words = []
    for k in opts:
        if k not in L.DEFAULT_OPTIONS:
            fail(f"{field}.{k}", f"unknown option; options are {', '.join(L.OPTION_NAMES)}")
    for name in L.OPTION_NAMES:
        v = opts[name]
        if name in L.OPTION_CHOICES:
            words.append(as_choice(v, f"{field}.{name}", L.OPTION_CHOICES[name], L.OPTION_RULINGS[name]))
        elif name in L.OPTION_NUMBERS:
            words.append(_number(v, f"{field}.{name}", *L.OPTION_NUMBERS[name]))
        elif not isinstance(v, bool):
            fail(f"{field}.{name}", f"expected true or false, got {v!r}")
        else:
            words.append(int(v))
    return words


def _number(v: Any, field: str, lo: float, hi: float, scale: int) -> int:
    """A numeric option's word: round(v * scale), v in lo..hi (an integer where scale is 1; RULINGS.md TS28)."""
    whole = isinstance(v, int) and not isinstance(v, bool)
    if not (whole or (scale > 1 and isinstance(v, float))) or not lo <= v <= hi:
        kind = "an integer" if scale == 1 else "a number"
        fail(field, f"expected {kind} from {lo} to {hi}, got {v!r} (RULINGS.md TS28)")
    return int(round(v * scale))


def _option_value(name: str, word: int) -> Any:
    """An option's value as a document gives it."""
    if name in L.OPTION_CHOICES:
        return L.OPTION_CHOICES[name][word]
    if name in L.OPTION_NUMBERS:
        scale = L.OPTION_NUMBERS[name][2]
        return word if scale == 1 else word / scale
    return bool(word)


def _card(value: Any, field: str) -> int:
    """A card by number (1-110) or by name."""
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= D.N_CARDS:
        return value
    if isinstance(value, str) and value in D.CARD_INDEX:
        return D.CARD_INDEX[value]
    fail(field, f"unknown card {value!r}: cards are 1-110 or their names (2.2)")


def _read_cards(s: np.ndarray, doc: dict, optional: bool, solo: bool) -> None:
    """2.2 piles; the rest of the cards by era (4.4); the listed deck on top of the shuffled rest. Solitaire:
    the scoring cards are in the Scoring Card deck (solo B.1), never in a pile."""
    cards = as_obj(doc.get("cards", {}), "cards")
    placed: dict[int, str] = {}
    for pile, cards_in in cards.items():
        if pile not in PILES:
            fail(f"cards.{pile}", f"unknown pile; piles are {', '.join(PILES)}")
        for i, v in enumerate(as_list(cards_in, f"cards.{pile}")):
            c = _card(v, f"cards.{pile}[{i}]")
            f = f"cards.{pile}[{i}]"
            if c == D.CHINA:
                fail(f, "the China Card is never in a pile or hand; give china_card instead (9.1)")
            if D.CARD_OPTIONAL[c] and not optional:
                fail(f, f"{D.card_label(c)} is an optional card and optional_cards is off (spec 1)")
            if solo and D.CARD_SCORING[c] and not (c == D.SE_ASIA_SCORING and pile == "removed"):
                fail(f, f"{D.card_label(c)} is in the Scoring Card deck in the solitaire (solo B.1)")
            if c in placed:
                fail(f, f"{D.card_label(c)} is already in {placed[c]} (4.7: each card is in one place)")
            placed[c] = pile
            s[L.LOC + c] = PILES[pile]
    era = 0 if s[L.TURN] <= 3 else (1 if s[L.TURN] <= 7 else 2)
    rest = []
    for c in range(1, D.N_CARDS + 1):
        if c == D.CHINA:
            s[L.LOC + c] = L.LOC_CHINA
        elif D.CARD_OPTIONAL[c] and not optional:
            s[L.LOC + c] = L.LOC_UNUSED
        elif solo and D.CARD_SCORING[c] and c not in placed:
            s[L.LOC + c] = L.LOC_SCORING
        elif c not in placed:
            s[L.LOC + c] = L.LOC_DECK if D.CARD_ERA[c] <= era else L.LOC_OUT
            if D.CARD_ERA[c] <= era:
                rest.append(c)
    if solo:  # in card order until _region_cards shuffles them
        sd = [c for c in range(1, D.N_CARDS + 1) if s[L.LOC + c] == L.LOC_SCORING]
        s[L.SD : L.SD + len(sd)] = sd
        s[L.SD_N] = len(sd)
    s[L.DECK : L.DECK + len(rest)] = rest
    shuffle_range(s, L.DECK, len(rest), s, L.RNG)
    listed = [_card(v, "cards.deck") for v in cards.get("deck", [])]
    s[L.DECK + len(rest) : L.DECK + len(rest) + len(listed)] = listed
    s[L.DECK_N] = len(rest) + len(listed)


def from_json(doc: Any, seed: int | None = None) -> np.ndarray:
    doc, s = start_state(L.LAYOUT, doc, TOP_KEYS, "twilight", "Twilight Struggle", seed)
    words = option_words(doc.get("options", {}))
    s[L.OPTIONS : L.OPTIONS + len(words)] = words
    inf = L.LAYOUT.view(s, "inf")
    for cid, entry in as_obj(doc.get("influence", {}), "influence").items():
        if cid not in D.COUNTRY_ID_INDEX:
            fail(f"influence.{cid}", "unknown country (2.1); ids are the names in lower case joined by '-'")
        c = D.COUNTRY_ID_INDEX[cid]
        inf[:, c] = _sides(entry, f"influence.{cid}", 0, 99, "influence is never negative (2.1.7)")
    s[L.VP] = as_int(doc.get("vp", 0), "vp", -20, 20, "10.2: the VP track runs -20 (USSR) to +20 (US)")
    s[L.DEFCON] = as_int(doc.get("defcon", 5), "defcon", 2, 5, "8.1: DEFCON 2-5 in a game still going")
    s[L.TURN] = as_int(doc.get("turn", 1), "turn", 1, 10, "4.1: 10 turns")
    L.LAYOUT.view(s, "milops")[:] = _per_side(doc, "military_ops", 0, 99, "8.2: never negative")
    L.LAYOUT.view(s, "space")[:] = _per_side(doc, "space_race", 0, D.N_BOXES, "6.4: boxes 0-8")
    L.LAYOUT.view(s, "space_attempts")[:] = _per_side(doc, "space_attempts", 0, 2, "6.4.2: at most 2 a turn")
    for box in range(1, D.N_BOXES + 1):  # 6.4.4: the side further along is taken to have arrived first
        us, ussr = s[L.SPACE] >= box, s[L.SPACE + 1] >= box
        s[L.SPACE_FIRST + box] = -1 if not (us or ussr) else (D.US if us and s[L.SPACE] > s[L.SPACE + 1] or not ussr
                                                              else D.USSR)
    china = as_obj(doc.get("china_card", {}), "china_card")
    s[L.CHINA_HOLDER] = as_choice(china.get("holder", "ussr"), "china_card.holder", SIDES, "9.1")
    face_up = china.get("face_up", True)
    if not isinstance(face_up, bool):
        fail("china_card.face_up", f"expected true or false, got {face_up!r}")
    s[L.CHINA_UP] = int(face_up)
    _read_cards(s, doc, bool(words[L.OPT_OPTIONAL_CARDS]), bool(words[L.OPT_SOLITAIRE]))
    if "internal" in doc:
        read_internal(L.LAYOUT, s, doc["internal"], INTERNAL_SCALARS, INTERNAL_ARRAYS,
                      "leave the section out to start at the phasing side's action round")
        return s
    ar = as_int(doc.get("action_round", 1), "action_round", 0, 8, "4.5D: 0 = the headline, then 1-8")
    side = as_choice(doc.get("phasing", "ussr"), "phasing", SIDES, "4.5D")
    s[L.STEP] = L.ST_ARS
    if words[L.OPT_SOLITAIRE]:
        _region_cards(s, ar)
    if ar == 0:
        start_headline(s)
        return s
    s[L.AR] = ar
    s[L.PHASING] = side
    first = int(first_side(s))  # the USSR, or the human in a solitaire scoring round (solo A.4.5)
    s[L.SLOT] = 2 * (ar - 1) + (0 if side == first else 1) + 1
    s[L.PLAYS + first] = ar if side != first else ar - 1
    s[L.PLAYS + 1 - first] = ar - 1
    take_snapshot(s, side)
    push(s, L.FR_CARD, side, 0, 0)
    return s


def _region_cards(s: np.ndarray, ar: int) -> None:
    """Solitaire: the Scoring Card deck of a document without `internal`: the turn's shuffle and P1, S1 (in
    the headline, ar 0, only if revealed before it: `p1s1_reveal`), each side's hand shuffled into its deck,
    then the steps of ARs 2..ar (solo A.4.2-A.4.3); the scorings of ARs before `ar` are taken as done."""
    sd_rebuild(s)
    if ar > 0 or reveal_before_headline(s):
        sd_reveal(s)
    order_decks(s)
    for k in range(2, ar + 1):
        s[L.SD_PENDING] = 0
        sd_step(s, k)


def to_json(s: np.ndarray) -> dict[str, Any]:
    inf = L.LAYOUT.view(s, "inf")
    per_side = lambda name: {SIDES[i]: int(x) for i, x in enumerate(L.LAYOUT.view(s, name))}
    cards: dict[str, list[int]] = {pile: [] for pile in PILES}
    for c in range(1, D.N_CARDS + 1):
        for pile, loc in PILES.items():
            if s[L.LOC + c] == loc and pile != "deck":
                cards[pile].append(c)
    cards["deck"] = [int(x) for x in s[L.DECK : L.DECK + int(s[L.DECK_N])]]
    doc = {
        "game": "twilight",
        "influence": {D.COUNTRY_IDS[c]: {SIDES[i]: int(inf[i, c]) for i in range(2) if inf[i, c]}
                      for c in range(D.N_COUNTRIES) if inf[:, c].any()},
        # the exact words of a finished game (VP past 20, DEFCON 1, turn 11) are in `internal`
        "vp": int(np.clip(s[L.VP], -20, 20)), "defcon": int(max(s[L.DEFCON], 2)), "turn": int(min(s[L.TURN], 10)),
        "action_round": int(s[L.AR]), "phasing": SIDES[int(s[L.PHASING])],
        "military_ops": per_side("milops"), "space_race": per_side("space"), "space_attempts": per_side("space_attempts"),
        "china_card": {"holder": SIDES[int(s[L.CHINA_HOLDER])], "face_up": bool(s[L.CHINA_UP])},
        "cards": cards,
        # the solitaire's options only in a solitaire game (the others take their defaults)
        "options": {name: _option_value(name, int(s[L.OPTIONS + i])) for i, name in enumerate(L.OPTION_NAMES)
                    if i < L.OPT_SOLITAIRE or s[L.OPTIONS + L.OPT_SOLITAIRE]},
    }
    it = {name: int(s[L.LAYOUT.offset(name)]) for name in INTERNAL_SCALARS}
    write_internal(L.LAYOUT, s, it, INTERNAL_ARRAYS)
    doc["internal"] = it
    return doc
