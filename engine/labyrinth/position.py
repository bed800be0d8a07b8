"""Position documents (docs/labyrinth.md): a JSON a person can write, to and from the state.

`from_json` checks every field and raises PositionError with one line naming the field and the rule
it breaks; `to_json` writes a document that `from_json` turns back into the same state, bit for bit
(the `internal` section carries what a person never writes: the decision stack, scratch, RNG words).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from engine.core.position import as_choice, as_int, as_list, as_obj, fail, read_internal, start_state, write_internal
from engine.labyrinth import data as D
from engine.labyrinth import layout as L

GOVERNANCE = ("untested", "good", "fair", "poor", "islamist_rule")
ALIGNMENT = ("none", "ally", "neutral", "adversary")
POSTURE = ("none", "hard", "soft")
RC_SIDES = ("none", "green", "tan")
PLOT_KEYS = ("1", "2", "3", "wmd")
PIECES = {"troops": L.TROOPS, "sleepers": L.SLEEPERS, "actives": L.ACTIVES, "aid": L.AID}
COUNTRY_KEYS = ("governance", "alignment", "posture", "troops", "sleepers", "actives", "cadre", "aid",
                "besieged_regime", "regime_change", "plots")
CARD_PLACES = {"us_hand": L.LOC_HAND_US, "jihadist_hand": L.LOC_HAND_J, "discard": L.LOC_DISCARD,
               "removed": L.LOC_REMOVED, "out": L.LOC_OUT, "lapsing": L.LOC_LAPSING, "first_plot": L.LOC_FIRST_PLOT}
PHASES = ("jihadist", "us")
DEFAULT_OPTIONS = {"decks": 1, "rc_from_rc_country": False, "madrassas_two_recruits": False,
                   "nato_deploys_out": False, "solitaire": False, "ideology": "normal",
                   "bot_plot_order": "rulebook", "bot_rc_origin": "rulebook", "bot_gtmo": "rulebook",
                   "bot_madrassas": "rulebook", "bot_travel_origins": "rulebook",
                   "bot_travel_destinations": "rulebook",
                   "mini_decks": False}
# Chapter 9 options: the solitaire bot's ideology (9.7) and its readings of [UNCERTAIN] passages (RULINGS L61-L63).
BOT_READINGS = ("rulebook", "lwotai")
BOT_OPTIONS = {"bot_plot_order": L.BOT_PLOT_ORDER, "bot_rc_origin": L.BOT_RC_ORIGIN, "bot_gtmo": L.BOT_GTMO,
               "bot_madrassas": L.BOT_MADRASSAS, "bot_travel_origins": L.BOT_TRAVEL_ORIGINS,
               "bot_travel_destinations": L.BOT_TRAVEL_DESTINATIONS}
INTERNAL_SCALARS = ("phase", "step", "us_kept", "first_plot", "card", "op", "op_value", "travel_n", "res_country", "res_plot",
                    "res_stage", "cards_played", "event_op", "extra_card", "pending_op", "event_fate", "decisions", "winner",
                    "end_reason")
INTERNAL_ARRAYS = ("dice", "travel", "travel_unmarked", "rng", "lapse", "trigger", "backlash", "recent")
LEAKABLE = (31, 34, 44)  # markers #84/#85 Leak flips to their blocked side (6.2.8)
CTR_BITS = {"russia": L.CTR_RUSSIA, "central-asia": L.CTR_CENTRAL_ASIA}  # card #3's markers
NATO = 41  # marked[41]: the NATO marker's country + 1
TOP_KEYS = {"game", "countries", "prestige", "funding", "reserves", "available_plots", "plots_set_aside", "wmd_boxes", "marked", "blocked", "ctr", "nato",
            "cards", "turn", "reshuffles", "phase", "cards_played", "options", "seed", "setup_step", "internal"}


def _card(value: Any, field: str) -> int:
    """A card by number (1-120) or by name."""
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= D.N_CARDS:
        return value
    if isinstance(value, str) and value in D.CARD_INDEX:
        return D.CARD_INDEX[value]
    fail(field, f"unknown card {value!r}: cards are 1-120 or their names (4.10.3)")
    return 0


# ------------------------------------------------------------------------------------------ reading
def _read_country(s: np.ndarray, cid: str, entry: Any) -> None:
    f = f"countries.{cid}"
    if cid not in D.COUNTRY_INDEX:
        fail(f, f"unknown country (4.1); countries are {', '.join(D.COUNTRY_IDS)}")
    c = D.COUNTRY_INDEX[cid]
    row = s[L.C0 + c * L.N_COLS : L.C0 + (c + 1) * L.N_COLS]
    muslim = bool(D.MUSLIM[c])
    for key, value in as_obj(entry, f).items():
        k = f"{f}.{key}"
        if key == "governance":
            if not muslim:
                fail(k, "only Muslim countries have a changing governance; non-Muslim countries and Iran are fixed (4.3.1, 4.4)")
            row[L.GOV] = as_choice(value, k, GOVERNANCE, "4.2.1")
        elif key == "alignment":
            if not muslim:
                fail(k, "only Muslim countries have an alignment (4.2.3)")
            row[L.ALIGN] = as_choice(value, k, ALIGNMENT, "4.2.3")
        elif key == "posture":
            p = as_choice(value, k, POSTURE, "4.3.2")
            if c == D.UNITED_STATES:
                fail(k, "the United States takes us_posture: its posture is on the GWOT track (4.7.2)")
            if not (D.CTYPE[c] == D.NON_MUSLIM):
                fail(k, "only non-Muslim countries have a posture (4.3.2)")
            if D.FIXED_HARD[c] and p != L.HARD:
                fail(k, "Israel's posture is always Hard (4.3.3)")
            row[L.POSTURE] = p
        elif key == "us_posture":
            if c != D.UNITED_STATES:
                fail(k, "only the United States has the US posture (4.7.2)")
            p = as_choice(value, k, POSTURE[1:], "4.7.2")
            row[L.POSTURE] = p + 1
        elif key in PIECES:
            row[PIECES[key]] = as_int(value, k, 0, 15, "4.6.2: 15 troops, 15 cells")
        elif key in ("cadre", "besieged_regime"):
            if not isinstance(value, bool):
                fail(k, f"expected true or false, got {value!r}")
            row[L.CADRE if key == "cadre" else L.BESIEGED] = int(value)
        elif key == "regime_change":
            row[L.RC] = as_choice(value, k, RC_SIDES, "4.8.2")
        elif key == "plots":
            for pk, n in as_obj(value, k).items():
                if pk not in PLOT_KEYS:
                    fail(f"{k}.{pk}", f"unknown plot; plots are {', '.join(PLOT_KEYS)} (4.8.1, 8.5.5)")
                row[L.PLOT0 + PLOT_KEYS.index(pk)] = as_int(n, f"{k}.{pk}", 0, 6, "4.8.1")
        else:
            fail(k, f"unknown field; a country has {', '.join(COUNTRY_KEYS)}")
    if muslim and (row[L.GOV] == 0) != (row[L.ALIGN] == 0):
        fail(f, "a tested Muslim country has both governance and alignment, an untested one neither (4.9.4)")
    if row[L.RC] and row[L.GOV] not in (L.FAIR, L.POOR):
        fail(f"{f}.regime_change", "only Poor or Fair countries can be Regime Change countries (7.3.4)")
    if row[L.BESIEGED] and row[L.GOV] in (L.GOOD, L.IR):
        fail(f"{f}.besieged_regime", "a Good or Islamist Rule country has no Besieged Regime (8.4.4)")
    if row[L.AID] and row[L.GOV] in (L.GOOD, L.IR):
        fail(f"{f}.aid", "a Good or Islamist Rule country has no Aid (7.2.2, 8.4.5)")
    if (row[L.AID] or row[L.RC]) and not muslim:
        fail(f, "Aid and Regime Change markers go only in Muslim countries (7.2.2, 7.3.4)")


def _read_tracks(doc: dict, s: np.ndarray) -> None:
    s[L.PRESTIGE] = as_int(doc.get("prestige", 7), "prestige", 1, 12, "4.7.1")
    s[L.FUNDING] = as_int(doc.get("funding", 5), "funding", 1, 9, "4.7.4")
    for side, v in as_obj(doc.get("reserves", {}), "reserves").items():
        if side not in D.SIDE_IDS:
            fail(f"reserves.{side}", f"unknown side; sides are {', '.join(D.SIDE_IDS)}")
        s[L.RESERVES + D.SIDE_IDS.index(side)] = as_int(v, f"reserves.{side}", 0, 2, "6.3.3")
    boxes = as_obj(doc.get("wmd_boxes", {}), "wmd_boxes")
    for i, key in enumerate(("loose_nuke", "pakistani_arsenal")):
        s[L.WMD_BOXES + i] = as_int(boxes.get(key, D.N_WMD_PER_BOX), f"wmd_boxes.{key}", 0, 3, "4.7.9")
    for key in boxes:
        if key not in ("loose_nuke", "pakistani_arsenal"):
            fail(f"wmd_boxes.{key}", "unknown box; boxes are loose_nuke, pakistani_arsenal (4.7.9)")
    cs = L.LAYOUT.view(s, "countries")
    on_map = [int(cs[:, L.PLOT0 + i].sum()) for i in range(4)]
    avail = as_obj(doc.get("available_plots", {}), "available_plots")
    for key in avail:
        if key not in PLOT_KEYS:
            fail(f"available_plots.{key}", f"unknown plot; plots are {', '.join(PLOT_KEYS)}")
    aside = as_obj(doc.get("plots_set_aside", {}), "plots_set_aside")
    for key in aside:
        if key not in PLOT_KEYS[:3]:
            fail(f"plots_set_aside.{key}", "unknown plot; a WMD sets aside plots 1, 2 or 3 (9.3.3)")
    for k in range(1, 4):
        s[L.ASIDE + k] = as_int(aside.get(str(k), 0), f"plots_set_aside.{k}", 0, 3, "9.3.3")
        default = int(D.PLOT_MIX[k]) - on_map[k - 1] - int(s[L.ASIDE + k])
        n = as_int(avail.get(str(k), max(0, default)), f"available_plots.{k}", 0, 6, "4.7.8")
        if n + on_map[k - 1] + s[L.ASIDE + k] > D.PLOT_MIX[k]:
            fail("available_plots", f"more plot-{k} markers than the {D.PLOT_MIX[k]} in the counter mix (4.8.1)")
        s[L.AVAIL + k] = n
    s[L.AVAIL + L.WMD] = as_int(avail.get("wmd", 0), "available_plots.wmd", 0, 6, "4.7.8")
    if s[L.AVAIL + L.WMD] + on_map[3] + s[L.WMD_BOXES] + s[L.WMD_BOXES + 1] > 2 * D.N_WMD_PER_BOX:
        fail("available_plots.wmd", "more WMD plots than the six markers (4.7.9)")
    if int(cs[:, L.TROOPS].sum()) > D.N_TROOPS:
        fail("countries", f"{int(cs[:, L.TROOPS].sum())} troops on the map; there are {D.N_TROOPS} (4.6.2)")
    n_cells = int(cs[:, L.SLEEPERS].sum() + cs[:, L.ACTIVES].sum())
    if n_cells > D.N_CELLS:
        fail("countries", f"{n_cells} cells on the map; there are {D.N_CELLS} (4.6.2)")
    for i, name in enumerate(as_list(doc.get("marked", []), "marked")):
        card = _card(name, f"marked[{i}]")
        if not D.CARD_MARK[card]:
            fail(f"marked[{i}]", f"{D.card_label(card)} is not a MARK event (6.2.7)")
        s[L.MARKED + card] = 1
    for i, name in enumerate(as_list(doc.get("blocked", []), "blocked")):
        card = _card(name, f"blocked[{i}]")
        if card not in LEAKABLE:
            fail(f"blocked[{i}]", "only Wiretapping, Enhanced Measures and Renditions markers are flipped by Leak (6.2.8)")
        s[L.MARKED + card] = L.MARKED_BLOCKED
    if "ctr" in doc:  # where card #3's markers are (default: Russia only)
        bits = 0
        for i, cid in enumerate(as_list(doc["ctr"], "ctr")):
            if cid not in CTR_BITS:
                fail(f"ctr[{i}]", "CTR markers go in russia or central-asia (card #3)")
            bits |= CTR_BITS[cid]
        if bool(bits) != bool(s[L.MARKED + 3]):
            fail("ctr", "CTR markers exactly when CTR (#3) is in marked")
        s[L.MARKED + 3] = bits
    if bool(s[L.MARKED + NATO]) != ("nato" in doc):
        fail("nato", "the country of the NATO marker exactly when NATO (#41) is in marked")
    if "nato" in doc:
        c = as_choice(doc["nato"], "nato", D.COUNTRY_IDS, "card #41")
        if not D.MUSLIM[c]:
            fail("nato", "the NATO marker goes in a Muslim (Regime Change) country (card #41)")
        s[L.MARKED + NATO] = c + 1


def _read_options(doc: dict, s: np.ndarray) -> dict:
    opts = dict(DEFAULT_OPTIONS)
    for k, v in as_obj(doc.get("options", {}), "options").items():
        if k not in DEFAULT_OPTIONS:
            fail(f"options.{k}", f"unknown option; options are {', '.join(DEFAULT_OPTIONS)}")
        opts[k] = v
    s[L.DECKS] = as_int(opts["decks"], "options.decks", 1, 3, "3.3: a game of 1, 2 or 3 decks")
    for word, name in [*enumerate(L.YES_NO_OPTIONS), (L.OPT_SOLO, "solitaire")]:
        if not isinstance(opts[name], bool):
            fail(f"options.{name}", f"expected true or false, got {opts[name]!r}")
        s[L.OPTIONS + word] = int(opts[name])
    if opts["ideology"] not in L.IDEOLOGY_NAMES:
        fail("options.ideology", f"9.7: one of {', '.join(L.IDEOLOGY_NAMES)}, got {opts['ideology']!r}")
    s[L.OPTIONS + L.OPT_IDEOLOGY] = L.IDEOLOGY_NAMES.index(opts["ideology"])
    s[L.OPTIONS + L.OPT_BOT] = 0
    for k, bit in BOT_OPTIONS.items():
        if opts[k] not in BOT_READINGS:
            fail(f"options.{k}", f"one of {', '.join(BOT_READINGS)} (RULINGS.md), got {opts[k]!r}")
        s[L.OPTIONS + L.OPT_BOT] |= bit * BOT_READINGS.index(opts[k])
    if not isinstance(opts["mini_decks"], bool):
        fail("options.mini_decks", f"expected true or false, got {opts['mini_decks']!r}")
    s[L.OPTIONS + L.OPT_BOT] |= L.SOLO_MINI_DECKS * opts["mini_decks"]
    return opts


def options_doc(s: np.ndarray) -> dict:
    """The options of the state; the chapter 9 ones only in a solitaire game."""
    doc = {"decks": int(s[L.DECKS]), **{n: bool(s[L.OPTIONS + i]) for i, n in enumerate(L.YES_NO_OPTIONS)}}
    if s[L.OPTIONS + L.OPT_SOLO]:
        doc["solitaire"] = True
        doc["ideology"] = L.IDEOLOGY_NAMES[int(s[L.OPTIONS + L.OPT_IDEOLOGY])]
        doc.update({k: BOT_READINGS[int(s[L.OPTIONS + L.OPT_BOT] & bit != 0)] for k, bit in BOT_OPTIONS.items()})
        doc["mini_decks"] = bool(s[L.OPTIONS + L.OPT_BOT] & L.SOLO_MINI_DECKS)
    return doc


def _read_cards(doc: dict, s: np.ndarray) -> None:
    """cards: where each card is; cards not listed are in the draw pile (in `draw` order if given, top last)."""
    c = as_obj(doc.get("cards", {}), "cards")
    s[L.LOC + 1 : L.LOC + D.N_CARDS + 1] = L.LOC_DRAW
    in_play = doc.get("internal", {}).get("card_in_play", 0) if isinstance(doc.get("internal"), dict) else 0
    if in_play:
        s[L.LOC + _card(in_play, "internal.card_in_play")] = L.LOC_PLAY
    seen: dict[int, str] = {}
    for key, value in c.items():
        if key not in CARD_PLACES and key != "draw":
            fail(f"cards.{key}", f"unknown place; places are {', '.join(list(CARD_PLACES) + ['draw'])}")
        for i, x in enumerate(as_list(value, f"cards.{key}")):
            card = _card(x, f"cards.{key}[{i}]")
            if card in seen:
                fail(f"cards.{key}[{i}]", f"{D.card_label(card)} is also in {seen[card]}")
            seen[card] = key
            if key != "draw":
                s[L.LOC + card] = CARD_PLACES[key]
            if key == "lapsing":  # 6.2.7: a card in the Lapsing box is an effect in force this turn
                s[L.LAPSE + card] = 1
    if len(c.get("first_plot", [])) > 1:
        fail("cards.first_plot", "the 1st Plot box holds one card (8.5.3)")
    if c.get("first_plot"):
        s[L.FIRST_PLOT] = _card(c["first_plot"][0], "cards.first_plot[0]")
    if "draw" in c:
        listed = [_card(x, "cards.draw") for x in c["draw"]]
        rest = [x for x in range(1, D.N_CARDS + 1) if s[L.LOC + x] == L.LOC_DRAW and x not in listed]
        if rest:
            fail("cards.draw", f"{len(rest)} cards are nowhere: list them in draw or another place (first: {D.card_label(rest[0])})")
        s[L.DRAW : L.DRAW + len(listed)] = listed
        s[L.DRAW_N] = len(listed)
    else:
        from engine.labyrinth.setup import shuffle_draw_pile

        shuffle_draw_pile(s)


def read_setup(doc: Any, seed: int | None = None) -> np.ndarray:
    """The state of a position document (map, tracks, cards, options), RNG words from the seed."""
    doc, s = start_state(L.LAYOUT, doc, TOP_KEYS, "labyrinth", "Labyrinth", seed)
    s[L.OP] = -1
    s[L.RES_COUNTRY] = 0
    for c in range(D.N_COUNTRIES):
        s[L.C0 + c * L.N_COLS + L.GOV] = D.FIXED_GOV[c]
        if D.FIXED_HARD[c]:
            s[L.C0 + c * L.N_COLS + L.POSTURE] = L.HARD
    s[L.C0 + D.UNITED_STATES * L.N_COLS + L.POSTURE] = L.HARD
    for cid, entry in as_obj(doc.get("countries", {}), "countries").items():
        _read_country(s, cid, entry)
    _read_tracks(doc, s)
    _read_options(doc, s)
    if s[L.ASIDE : L.ASIDE + 4].any() and not s[L.OPTIONS + L.OPT_SOLO]:
        fail("plots_set_aside", "only the solitaire game sets plot markers aside (9.3.3)")
    s[L.TURN] = as_int(doc.get("turn", 1), "turn", 1, 999, "5.2")
    s[L.RESHUFFLES] = as_int(doc.get("reshuffles", 0), "reshuffles", 0, 2, "5.3.1")
    if s[L.RESHUFFLES] >= s[L.DECKS]:
        fail("reshuffles", f"{s[L.RESHUFFLES]} reshuffles already end a {s[L.DECKS]}-deck game (3.3)")
    _read_cards(doc, s)
    return s


def from_json(doc: Any) -> np.ndarray:
    """A validated state from a position document (see docs/labyrinth.md)."""
    from engine.labyrinth.step import advance

    s = read_setup(doc)
    if "internal" in doc:
        _read_internal(doc, s)
        return s
    s[L.PHASE] = L.PH_PLAY
    phase = as_choice(doc.get("phase", "jihadist"), "phase", PHASES, "5.2.2: whose action phase")
    s[L.STEP] = L.ST_J_PHASE if phase == 0 else L.ST_US_PHASE
    s[L.CARDS_IN_PHASE] = as_int(doc.get("cards_played", 0), "cards_played", 0, 1, "5.2.2: two cards a phase")
    advance(s)
    return s


def _read_internal(doc: dict, s: np.ndarray) -> None:
    read_internal(L.LAYOUT, s, doc["internal"], INTERNAL_SCALARS + ("cards_in_phase",), INTERNAL_ARRAYS, "remove it to start at the phase given")
    order = doc["internal"].get("stack_order", [])  # 9.2 solitaire: written only when a card was put on top
    if order:
        L.LAYOUT.view(s, "stack_order").reshape(-1)[:] = [as_int(x, "internal.stack_order", 0, 10**9, "9.2") for x in order]


# ------------------------------------------------------------------------------------------ writing
def country_json(s: np.ndarray, c: int) -> dict[str, Any]:
    row = s[L.C0 + c * L.N_COLS : L.C0 + (c + 1) * L.N_COLS]
    e: dict[str, Any] = {}
    if D.MUSLIM[c] and row[L.GOV]:
        e["governance"] = GOVERNANCE[int(row[L.GOV])]
        e["alignment"] = ALIGNMENT[int(row[L.ALIGN])]
    if c == D.UNITED_STATES:
        e["us_posture"] = POSTURE[int(row[L.POSTURE])]
    elif row[L.POSTURE]:
        e["posture"] = POSTURE[int(row[L.POSTURE])]
    for key, col in PIECES.items():
        if row[col]:
            e[key] = int(row[col])
    if row[L.CADRE]:
        e["cadre"] = True
    if row[L.BESIEGED]:
        e["besieged_regime"] = True
    if row[L.RC]:
        e["regime_change"] = RC_SIDES[int(row[L.RC])]
    plots = {PLOT_KEYS[i]: int(row[L.PLOT0 + i]) for i in range(4) if row[L.PLOT0 + i]}
    if plots:
        e["plots"] = plots
    return e


def _blocked(s: np.ndarray, card: int) -> bool:
    return card in LEAKABLE and s[L.MARKED + card] == L.MARKED_BLOCKED


def to_json(s: np.ndarray) -> dict:
    countries = {}
    for c, cid in enumerate(D.COUNTRY_IDS):
        e = country_json(s, c)
        if e and not (D.FIXED_HARD[c] and e == {"posture": "hard"}):
            countries[cid] = e
    cards: dict[str, list[int]] = {k: [] for k in CARD_PLACES}
    for c in range(1, D.N_CARDS + 1):
        for k, loc in CARD_PLACES.items():
            if s[L.LOC + c] == loc:
                cards[k].append(c)
    cards["draw"] = [int(x) for x in s[L.DRAW : L.DRAW + s[L.DRAW_N]]]
    doc = {
        "game": "labyrinth",
        "countries": countries,
        "prestige": int(s[L.PRESTIGE]),
        "funding": int(s[L.FUNDING]),
        "reserves": {D.SIDE_IDS[i]: int(s[L.RESERVES + i]) for i in range(D.N_SIDES)},
        "available_plots": {PLOT_KEYS[k - 1]: int(s[L.AVAIL + k]) for k in range(1, 5)},
        **({"plots_set_aside": {PLOT_KEYS[k - 1]: int(s[L.ASIDE + k]) for k in range(1, 4)}}
           if s[L.ASIDE : L.ASIDE + 4].any() else {}),
        "wmd_boxes": {"loose_nuke": int(s[L.WMD_LOOSE]), "pakistani_arsenal": int(s[L.WMD_PAKISTAN])},
        "marked": [c for c in range(1, D.N_CARDS + 1) if s[L.MARKED + c] and not _blocked(s, c)],
        "blocked": [c for c in LEAKABLE if _blocked(s, c)],
        "ctr": [cid for cid, bit in CTR_BITS.items() if s[L.MARKED + 3] & bit],
        **({"nato": D.COUNTRY_IDS[int(s[L.MARKED + NATO]) - 1]} if s[L.MARKED + NATO] else {}),
        "cards": cards,
        "turn": int(s[L.TURN]),
        "reshuffles": int(s[L.RESHUFFLES]),
        "options": options_doc(s),
        "internal": {name: int(s[L.LAYOUT.offset(name)]) for name in INTERNAL_SCALARS},
    }
    it = doc["internal"]
    it["cards_in_phase"] = int(s[L.CARDS_IN_PHASE])
    it["card_in_play"] = int(s[L.CARD]) if s[L.CARD] and s[L.LOC + s[L.CARD]] == L.LOC_PLAY else 0
    write_internal(L.LAYOUT, s, it, INTERNAL_ARRAYS)
    if s[L.STACK_ORDER]:
        it["stack_order"] = [int(x) for x in L.LAYOUT.view(s, "stack_order").reshape(-1)]
    return doc
