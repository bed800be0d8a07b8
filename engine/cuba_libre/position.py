"""Position documents (docs/position-format.md): a JSON a person can write, to and from the state.

`from_json` checks every field and raises PositionError with one line naming the field and the rule
it breaks; `to_json` writes a document that `from_json` turns back into the same state, bit for bit
(the `internal` section carries what a person never writes: the decision stack, the RNG words).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from engine.core.position import (
    as_int,
    as_list,
    as_obj,
    fail,
    read_internal,
    start_state,
    write_internal,
)
from engine.core.rng import seed_words
from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.rules.board import HAVANA, casino_limit, casinos, recount
from engine.cuba_libre.setup import N_EVENTS, N_PILES, SHORT_SET_ASIDE

SUPPORT_LEVELS = {
    "active_opposition": -2,
    "passive_opposition": -1,
    "neutral": 0,
    "passive_support": 1,
    "active_support": 2,
}
SUPPORT_NAMES = {v: k for k, v in SUPPORT_LEVELS.items()}
ALLIANCE_LEVELS = ("firm", "reluctant", "embargoed")
FIRST_ACTIONS = ("none", "op", "op_sa", "event")

# Piece keys per faction in a space entry -> state column.
PIECE_KEYS = {
    "govt": {"troops": L.TROOPS, "police": L.POLICE, "bases": L.GBASE},
    "26july": {"underground": L.M26_U, "active": L.M26_A, "bases": L.M26_BASE},
    "dr": {"underground": L.DR_U, "active": L.DR_A, "bases": L.DR_BASE},
    "syndicate": {
        "underground": L.SYN_U,
        "active": L.SYN_A,
        "open_casinos": L.CAS_OPEN,
        "closed_casinos": L.CAS_CLOSED,
    },
}
CASH_KEYS = (
    "troops",
    "police",
    "26july_underground",
    "26july_active",
    "dr_underground",
    "dr_active",
    "syndicate_underground",
    "syndicate_active",
)
PIECE_LABEL = {
    L.TROOPS: "Government Troops",
    L.POLICE: "Government Police",
    L.GBASE: "Government Bases",
    L.M26_U: "26July Guerrillas",
    L.M26_BASE: "26July Bases",
    L.DR_U: "DR Guerrillas",
    L.DR_BASE: "DR Bases",
    L.SYN_U: "Syndicate Guerrillas",
    L.CAS_OPEN: "Casinos",
}
DEFAULT_OPTIONS = {
    "eligibility": "standard",
    "no_reveal": False,
    "no_np": False,
    "civic_action_cost": 4,
    "agitation_cost": 1,
    "limop_after_op_sa": True,
    "short": False,
    "dr_rally_base_multiplier": 1,
    "casino_protected_by_troops_only": False,
    "map_guerrillas_one_faction": False,
    "defections_any_enemies": False,
    "caracas_bars_raising_opposition": False,
    "np_construct_english": False,
    "np_terror_shift": False,
    "np_event_support_stake": False,
    "np_el_che_no_support_first": False,
}
ELIGIBILITY_OPTIONS = ("standard", "A", "B")
# The `internal` section: state fields a person never writes (to_json writes them, from_json reads them).
INTERNAL_SCALARS = ("phase", "prop_step", "prop_played", "order_pos", "first_action", "n_executed", "decisions", "winner", "end_reason")
INTERNAL_ARRAYS = ("acted", "redeployed", "op", "moved", "laundered", "next_elig", "grant", "rng")
TOP_KEYS = {
    "game",
    "spaces",
    "resources",
    "aid",
    "us_alliance",
    "eligible",
    "cards",
    "card_in_play",
    "capabilities",
    "momentum",
    "players",
    "options",
    "seed",
    "internal",
}


def _faction(name: Any, field: str) -> int:
    if name not in D.FACTION_IDS:
        fail(field, f"unknown faction {name!r}; factions are {', '.join(D.FACTION_IDS)}")
    return D.FACTION_IDS.index(name)


def _card(value: Any, field: str) -> int:
    """Card ids: 1-48 Event cards, "P1"-"P4" (or 49-52) Propaganda cards."""
    if isinstance(value, str) and len(value) == 2 and value[0] in "Pp" and value[1] in "1234":
        return D.FIRST_PROPAGANDA + int(value[1]) - 1
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= D.N_CARDS:
        return value
    fail(field, f"unknown card {value!r}: Event cards are 1-48, Propaganda cards P1-P4")
    return 0


def card_json(card: int) -> int | str:
    return f"P{card - D.FIRST_PROPAGANDA + 1}" if card >= D.FIRST_PROPAGANDA else int(card)


# ------------------------------------------------------------------------------------------ reading
def _read_space(s: np.ndarray, sid: str, entry: Any) -> None:
    f = f"spaces.{sid}"
    if sid not in D.SPACE_INDEX:
        fail(f, f"unknown space (1.3); spaces are {', '.join(D.SPACE_IDS)}")
    sp = D.SPACE_INDEX[sid]
    entry = as_obj(entry, f)
    row = s[L.SP + sp * L.N_COLS : L.SP + (sp + 1) * L.N_COLS]
    is_ec = D.SPACE_TYPE[sp] == D.EC
    for key, value in entry.items():
        if key == "support":
            if value not in SUPPORT_LEVELS:
                fail(f"{f}.support", f"unknown level {value!r}; levels are {', '.join(SUPPORT_LEVELS)}")
            if is_ec and value != "neutral":
                fail(f"{f}.support", "ECs never have Support or Opposition (1.3, 1.6)")
            row[L.SUPPORT] = SUPPORT_LEVELS[value]
        elif key == "terror":
            row[L.TERROR] = as_int(value, f"{f}.terror", 0, D.N_TERROR_MARKERS, "3.3.4: 20 Terror/Sabotage markers")
            if is_ec and value:
                fail(f"{f}.terror", "Terror markers go in Cities and Provinces; an EC takes Sabotage (3.3.4)")
        elif key == "sabotage":
            if not isinstance(value, bool):
                fail(f"{f}.sabotage", f"expected true or false, got {value!r}")
            if value and not is_ec:
                fail(f"{f}.sabotage", "Sabotage markers go only on ECs (3.3.4)")
            row[L.SABOTAGE] = int(value)
        elif key == "cash":
            for hk, n in as_obj(value, f"{f}.cash").items():
                if hk not in CASH_KEYS:
                    fail(f"{f}.cash.{hk}", f"unknown Cash holder; holders are {', '.join(CASH_KEYS)}")
                k = CASH_KEYS.index(hk)
                row[L.CASH0 + k] = as_int(n, f"{f}.cash.{hk}", 0, D.N_CASH, "4.5.2: 4 Cash markers")
        elif key in PIECE_KEYS:
            for pk, n in as_obj(value, f"{f}.{key}").items():
                if pk not in PIECE_KEYS[key]:
                    fail(f"{f}.{key}.{pk}", f"unknown piece; {key} pieces are {', '.join(PIECE_KEYS[key])}")
                row[PIECE_KEYS[key][pk]] = as_int(n, f"{f}.{key}.{pk}", 0, 99, "1.2.1")
        else:
            fail(f"{f}.{key}", "unknown field; a space has support, terror, sabotage, cash and one entry per faction")
    if is_ec and row[L.GBASE] + row[L.M26_BASE] + row[L.DR_BASE] + row[L.CAS_OPEN] + row[L.CAS_CLOSED]:
        fail(f, "Bases and Casinos may never be in an EC (1.4.2)")
    if row[L.GBASE] + row[L.M26_BASE] + row[L.DR_BASE] > 2:
        fail(f, "more than 2 non-Casino Bases in one space (1.4.2 stacking)")
    if row[L.CAS_OPEN] + row[L.CAS_CLOSED] > (3 if sid == "havana" else 2):  # Havana: checked with the cards
        fail(f, "more than 2 Casinos in one space (1.4.2 stacking)")
    for k, holder in enumerate(L.CASH_HOLDERS):
        if row[L.CASH0 + k] and row[holder] == 0:
            fail(f"{f}.cash.{CASH_KEYS[k]}", "Cash must be held by a piece of that kind in the space (4.5.2)")


def _check_pool(s: np.ndarray) -> None:
    """1.2.1 / 1.4.1: no more pieces on the map than the force pool holds."""
    sp = s[L.SP : L.SP + D.N_SPACES * L.N_COLS].reshape(D.N_SPACES, L.N_COLS)
    totals = {
        L.TROOPS: (sp[:, L.TROOPS].sum(), D.POOL_TROOPS),
        L.POLICE: (sp[:, L.POLICE].sum(), D.POOL_POLICE),
        L.GBASE: (sp[:, L.GBASE].sum(), D.POOL_BASES[D.GOVT]),
        L.M26_U: (sp[:, L.M26_U].sum() + sp[:, L.M26_A].sum(), D.POOL_GUERRILLAS[D.M26]),
        L.M26_BASE: (sp[:, L.M26_BASE].sum(), D.POOL_BASES[D.M26]),
        L.DR_U: (sp[:, L.DR_U].sum() + sp[:, L.DR_A].sum(), D.POOL_GUERRILLAS[D.DR]),
        L.DR_BASE: (sp[:, L.DR_BASE].sum(), D.POOL_BASES[D.DR]),
        L.SYN_U: (sp[:, L.SYN_U].sum() + sp[:, L.SYN_A].sum(), D.POOL_GUERRILLAS[D.SYN]),
        L.CAS_OPEN: (sp[:, L.CAS_OPEN].sum() + sp[:, L.CAS_CLOSED].sum(), D.POOL_BASES[D.SYN]),
    }
    for col, (n, pool) in totals.items():
        if n > pool:
            fail("spaces", f"{n} {PIECE_LABEL[col]} on the map, but the force pool has {pool} (1.2.1, 1.4.1)")
    if sp[:, L.CASH0 :].sum() > D.N_CASH:
        fail("spaces", f"{sp[:, L.CASH0:].sum()} Cash markers on the map; there are {D.N_CASH} (4.5.2)")
    if sp[:, L.TERROR].sum() + sp[:, L.SABOTAGE].sum() > D.N_TERROR_MARKERS:
        fail("spaces", f"more than {D.N_TERROR_MARKERS} Terror and Sabotage markers on the map (3.3.4)")


def _read_options(doc: dict, s: np.ndarray) -> dict:
    opts = dict(DEFAULT_OPTIONS)
    for k, v in as_obj(doc.get("options", {}), "options").items():
        if k not in DEFAULT_OPTIONS:
            fail(f"options.{k}", f"unknown option; options are {', '.join(DEFAULT_OPTIONS)}")
        default = DEFAULT_OPTIONS[k]
        if isinstance(default, bool) and not isinstance(v, bool):
            fail(f"options.{k}", f"expected true or false, got {v!r}")
        if k == "eligibility" and v not in ELIGIBILITY_OPTIONS:
            fail("options.eligibility", f"expected one of {', '.join(ELIGIBILITY_OPTIONS)} (2.3.1), got {v!r}")
        if k.endswith("_cost"):
            as_int(v, f"options.{k}", 0, D.MAX_RESOURCES, "a Resource cost")
        if k == "dr_rally_base_multiplier":
            as_int(v, f"options.{k}", 1, 2, "the DR Rally Base multiplier (3.3.1, RULINGS.md R22)")
        opts[k] = v
    if opts["eligibility"] != "standard" and opts["no_reveal"]:
        fail("options", "Eligibility Options A/B cannot be combined with No-Reveal (2.3.1)")
    o = s[L.OPTIONS : L.OPTIONS + len(L.OPTION_NAMES)]
    o[L.OPT_ELIGIBILITY] = ELIGIBILITY_OPTIONS.index(opts["eligibility"])
    o[L.OPT_NO_REVEAL] = int(opts["no_reveal"])
    o[L.OPT_NO_NP] = int(opts["no_np"])
    o[L.OPT_CIVIC_COST] = opts["civic_action_cost"]
    o[L.OPT_AGITATION_COST] = opts["agitation_cost"]
    o[L.OPT_LIMOP_AFTER_OPSA] = int(opts["limop_after_op_sa"])
    o[L.OPT_SHORT] = int(opts["short"])
    o[L.OPT_DR_RALLY_BASE_MULT] = opts["dr_rally_base_multiplier"]
    o[L.OPT_CASINO_TROOPS_ONLY] = int(opts["casino_protected_by_troops_only"])
    o[L.OPT_MAP_ONE_FACTION] = int(opts["map_guerrillas_one_faction"])
    o[L.OPT_DEFECTIONS_ANY] = int(opts["defections_any_enemies"])
    o[L.OPT_CARACAS_NO_RAISING] = int(opts["caracas_bars_raising_opposition"])
    o[L.OPT_NP_CONSTRUCT_ENGLISH] = int(opts["np_construct_english"])
    o[L.OPT_NP_TERROR_SHIFT] = int(opts["np_terror_shift"])
    o[L.OPT_NP_EVENT_SUPPORT_STAKE] = int(opts["np_event_support_stake"])
    o[L.OPT_NP_EL_CHE_NO_SUPPORT] = int(opts["np_el_che_no_support_first"])
    return opts


def _read_players(doc: dict, s: np.ndarray, no_np: bool) -> None:
    """players: a list, one entry per player, each a faction or a list of factions (1.5).
    Factions that no player takes are Non-players (an empty list: a game of Non-players only, chapter 8).
    Default: four players, one faction each."""
    seats = s[L.SEAT : L.SEAT + D.N_FACTIONS]
    players = doc.get("players", list(D.FACTION_IDS))
    if not isinstance(players, list) or (not players and no_np):
        fail("players", "expected a list of players, each a faction or a list of factions (1.5)")
    seats[:] = -1
    for p, entry in enumerate(players):
        for name in entry if isinstance(entry, list) else [entry]:
            f = _faction(name, f"players[{p}]")
            if seats[f] >= 0:
                fail(f"players[{p}]", f"{name} is taken by two players (1.5)")
            seats[f] = p
    if no_np and (seats < 0).any():
        fail("players", "with the No Non-Player option every faction belongs to a player (1.5)")
    if not no_np and any(isinstance(e, list) and len(e) > 1 for e in players):
        fail("players", "a player runs several factions only with the No Non-Player option (1.5)")


def _read_cards(doc: dict, s: np.ndarray, rng_words: np.ndarray) -> None:
    """cards: played pile, card in play, next card, the draw deck below it and the set-aside cards."""
    c = as_obj(doc.get("cards"), "cards") if "cards" in doc else fail("cards", "missing (2.2: the card in play)")
    for k in c:
        if k not in ("played", "current", "next", "deck", "set_aside"):
            fail(f"cards.{k}", "unknown field; cards has played, current, next, deck, set_aside")
    set_aside_n = SHORT_SET_ASIDE if s[L.OPTIONS + L.OPT_SHORT] else 0
    pile_len = (N_EVENTS - set_aside_n) // N_PILES + 1
    deck_len = N_PILES * pile_len
    if "current" not in c:
        fail("cards.current", "missing: the card in play (2.2)")
    played = [_card(x, f"cards.played[{i}]") for i, x in enumerate(as_list(c.get("played", []), "cards.played"))]
    seq = played + [_card(c["current"], "cards.current")]
    if c.get("next") is not None:
        seq.append(_card(c["next"], "cards.next"))
    known_deck = "deck" in c
    rest = [_card(x, f"cards.deck[{i}]") for i, x in enumerate(as_list(c.get("deck", []), "cards.deck"))]
    aside = [_card(x, f"cards.set_aside[{i}]") for i, x in enumerate(as_list(c.get("set_aside", []), "cards.set_aside"))]
    everything = seq + rest + aside
    seen: set[int] = set()
    for card in everything:
        if card in seen:
            fail("cards", f"card {card_json(card)} appears twice")
        seen.add(card)
    if len(seq) > deck_len:
        fail("cards", f"{len(seq)} cards played or showing, but the deck holds {deck_len} (9.2)")
    if known_deck and len(seq) + len(rest) != deck_len:
        fail("cards.deck", f"the draw deck must hold {deck_len - len(seq)} more cards to make {deck_len} (9.2)")
    if len(aside) > set_aside_n:
        fail("cards.set_aside", f"{len(aside)} cards set aside; this game sets aside {set_aside_n} (2.1)")
    # 9.2: each pile of pile_len cards holds exactly one Propaganda card.
    for p in range(N_PILES):
        part = [x for x in (seq + rest)[p * pile_len : (p + 1) * pile_len]]
        props = sum(1 for x in part if x >= D.FIRST_PROPAGANDA)
        complete = known_deck or len(seq) >= (p + 1) * pile_len
        if props > 1 or (complete and props == 0):
            fail("cards", f"cards {p * pile_len + 1}-{(p + 1) * pile_len} of the deck must hold exactly one Propaganda card (9.2)")
    if set(aside) & {x for x in seen if x >= D.FIRST_PROPAGANDA}:
        fail("cards.set_aside", "Propaganda cards are never set aside (2.1)")
    deck = s[L.DECK : L.DECK + D.N_CARDS]
    if known_deck:
        order = seq + rest + aside + [x for x in range(1, D.N_CARDS + 1) if x not in seen]
    else:
        order = _fill_unknown_deck(seq, aside, seen, pile_len, deck_len)
    deck[:] = order
    s[L.DECK_LEN] = deck_len
    s[L.PILE_LEN] = pile_len
    s[L.POS] = len(played)
    if not known_deck:
        from engine.cuba_libre.hidden import shuffle_hidden

        shuffle_hidden(s, rng_words)


def _fill_unknown_deck(seq: list[int], aside: list[int], seen: set[int], pile_len: int, deck_len: int) -> list[int]:
    """Unseen cards in the unknown positions, each pile that has not shown its Propaganda card getting
    one at its first unknown position (shuffle_hidden then mixes each pile)."""
    props = [x for x in range(D.FIRST_PROPAGANDA, D.N_CARDS + 1) if x not in seen]
    events = [x for x in range(1, D.FIRST_PROPAGANDA) if x not in seen]
    order = list(seq)
    for pos in range(len(seq), deck_len):
        pile = pos // pile_len
        pile_shown = any(x >= D.FIRST_PROPAGANDA for x in seq[pile * pile_len : (pile + 1) * pile_len])
        if not pile_shown and pos == max(len(seq), pile * pile_len):
            order.append(props.pop(0))
        else:
            order.append(events.pop(0))
    return order + aside + events


def read_setup(doc: Any, seed: int | None = None) -> np.ndarray:
    """The state of everything but the cards: map, tracks, options, players, RNG words from the seed."""
    doc, s = start_state(L.LAYOUT, doc, TOP_KEYS, "cuba-libre", "Cuba Libre", seed)
    for sid, entry in as_obj(doc.get("spaces", {}), "spaces").items():
        _read_space(s, sid, entry)
    recount(s)
    _check_pool(s)
    res = as_obj(doc.get("resources", {}), "resources")
    for k, v in res.items():
        s[L.RES + _faction(k, f"resources.{k}")] = as_int(v, f"resources.{k}", 0, D.MAX_RESOURCES, "1.8")
    s[L.AID] = as_int(doc.get("aid", 0), "aid", 0, D.MAX_RESOURCES, "1.8")
    alliance = doc.get("us_alliance", "firm")
    if alliance not in ALLIANCE_LEVELS:
        fail("us_alliance", f"expected one of {', '.join(ALLIANCE_LEVELS)} (6.3.1), got {alliance!r}")
    s[L.ALLIANCE] = ALLIANCE_LEVELS.index(alliance)
    opts = _read_options(doc, s)
    _read_players(doc, s, opts["no_np"])
    eligible = as_list(doc.get("eligible", list(D.FACTION_IDS)), "eligible")
    for i, name in enumerate(eligible):
        s[L.ELIG + _faction(name, f"eligible[{i}]")] = 1
    _read_effects(doc, s)
    return s


# Lasting Events in a document: key, side type (data.CARD_SIDES), what it is, its rule.
EFFECT_KEYS = (("capabilities", D.CAPABILITY, "Capability", "5.3"), ("momentum", D.MOMENTUM, "Momentum", "5.4"))


def _read_effects(doc: dict, s: np.ndarray) -> None:
    """capabilities / momentum: Event cards whose Capability (5.3) / Momentum (5.4) side is in effect."""
    for key, kind, what, rule in EFFECT_KEYS:
        for i, x in enumerate(as_list(doc.get(key, []), key)):
            field = f"{key}[{i}]"
            card = _card(x, field)
            sides = [side for side in (0, 1) if card < D.FIRST_PROPAGANDA and D.CARD_SIDES[card, side] == kind]
            if not sides:
                fail(field, f"{D.card_label(card)} has no {what} side ({rule})")
            if s[L.EFFECTS + card]:
                fail(field, f"{D.card_label(card)} is listed twice; one side of a card is in effect at most (5.2)")
            s[L.EFFECTS + card] = sides[0] + 1


def _check_effects_played(s: np.ndarray) -> None:
    """A lasting Event is in effect only once its card was played (5.3); Momentum only until the Reset
    of the next Propaganda Round (5.4), so its card came after the last Propaganda card played."""
    pos = int(s[L.POS])
    deck = [int(x) for x in s[L.DECK : L.DECK + D.N_CARDS]]
    last_prop = max((i for i in range(pos) if deck[i] >= D.FIRST_PROPAGANDA), default=-1)
    for key, kind, what, rule in EFFECT_KEYS:
        for card in range(1, D.FIRST_PROPAGANDA):
            side = int(s[L.EFFECTS + card]) - 1
            if side < 0 or D.CARD_SIDES[card, side] != kind:
                continue
            at = deck.index(card)
            if at > pos:
                fail(key, f"{D.card_label(card)} is in effect but has not been played ({rule})")
            if kind == D.MOMENTUM and at < last_prop:
                fail(key, f"{D.card_label(card)} was played before the last Propaganda card, whose Reset ended it ({rule}, 6.5)")


def from_json(doc: Any) -> np.ndarray:
    """A validated state from a position document (see docs/position-format.md)."""
    from engine.cuba_libre.step import advance, enter_card

    s = read_setup(doc)
    _read_cards(doc, s, np.array(seed_words(doc.get("seed", 0), 1), dtype=np.int64))
    _check_effects_played(s)
    played = s[L.DECK : L.DECK + s[L.POS]]
    s[L.PROP_PLAYED] = int((played >= D.FIRST_PROPAGANDA).sum())
    if casinos(s, HAVANA) > casino_limit(s, HAVANA):
        fail("spaces.havana", "more than 2 Casinos in one space (1.4.2 stacking; a third only by #46 Sinatra, played or in play)")
    if "internal" in doc:
        _read_internal(doc, s)
        return s
    enter_card(s)
    _read_card_in_play(doc, s)
    advance(s)
    return s


def _read_card_in_play(doc: dict, s: np.ndarray) -> None:
    """card_in_play: factions that already executed or passed on the Event card in play (2.3)."""
    if "card_in_play" not in doc:
        return
    c = as_obj(doc["card_in_play"], "card_in_play")
    for k in c:
        if k not in ("executed", "passed", "first_action"):
            fail(f"card_in_play.{k}", "unknown field; card_in_play has executed, passed, first_action")
    if s[L.PHASE] != L.PH_CARD:
        fail("card_in_play", "the card in play is a Propaganda card")
    from engine.cuba_libre.rules.sequence import order_card

    order = list(D.CARD_ORDER[order_card(s)])
    last = -1
    executed = [_faction(x, "card_in_play.executed") for x in as_list(c.get("executed", []), "card_in_play.executed")]
    passed = [_faction(x, "card_in_play.passed") for x in as_list(c.get("passed", []), "card_in_play.passed")]
    if len(executed) > 2:
        fail("card_in_play.executed", "at most 2 factions execute on a card (2.3)")
    if len(set(executed + passed)) < len(executed + passed):
        fail("card_in_play", "a faction acts at most once on a card (2.3)")
    for f in executed + passed:
        if s[L.ELIG + f] == 0:
            fail("card_in_play", f"{D.FACTION_IDS[f]} is Ineligible and cannot act on this card (2.3.1)")
        last = max(last, order.index(f))
    for f in executed:
        s[L.ACTED + f] = 1
    s[L.N_EXECUTED] = len(executed)
    first = c.get("first_action", "none" if not executed else None)
    if not executed and first != "none":
        fail("card_in_play.first_action", "no faction executed yet, so there is no first action (2.3.4)")
    if first not in FIRST_ACTIONS or (executed and first == "none"):
        fail("card_in_play.first_action", f"expected one of {', '.join(FIRST_ACTIONS[1:])} once a faction executed (2.3.4)")
    s[L.FIRST_ACTION] = FIRST_ACTIONS.index(first)
    s[L.ORDER_POS] = last + 1


def _read_internal(doc: dict, s: np.ndarray) -> None:
    read_internal(L.LAYOUT, s, doc["internal"], INTERNAL_SCALARS, INTERNAL_ARRAYS, "remove it to start from the card in play")


# ------------------------------------------------------------------------------------------ writing
def _effects_json(s: np.ndarray, kind: int) -> list[int]:
    return [c for c in range(1, D.FIRST_PROPAGANDA) if s[L.EFFECTS + c] and D.CARD_SIDES[c, s[L.EFFECTS + c] - 1] == kind]


def to_json(s: np.ndarray) -> dict:
    spaces: dict[str, Any] = {}
    for sp, sid in enumerate(D.SPACE_IDS):
        row = s[L.SP + sp * L.N_COLS : L.SP + (sp + 1) * L.N_COLS]
        e: dict[str, Any] = {}
        if row[L.SUPPORT]:
            e["support"] = SUPPORT_NAMES[int(row[L.SUPPORT])]
        for fac, keys in PIECE_KEYS.items():
            pieces = {k: int(row[c]) for k, c in keys.items() if row[c]}
            if pieces:
                e[fac] = pieces
        if row[L.TERROR]:
            e["terror"] = int(row[L.TERROR])
        if row[L.SABOTAGE]:
            e["sabotage"] = True
        cash = {CASH_KEYS[k]: int(row[L.CASH0 + k]) for k in range(L.N_CASH_HOLDERS) if row[L.CASH0 + k]}
        if cash:
            e["cash"] = cash
        if e:
            spaces[sid] = e
    pos, dl = int(s[L.POS]), int(s[L.DECK_LEN])
    deck = [card_json(int(x)) for x in s[L.DECK : L.DECK + D.N_CARDS]]
    seats = s[L.SEAT : L.SEAT + D.N_FACTIONS]
    n_players = int(seats.max()) + 1 if seats.max() >= 0 else 0
    players: list[Any] = []
    for p in range(n_players):
        fs = [D.FACTION_IDS[f] for f in range(D.N_FACTIONS) if seats[f] == p]
        players.append(fs[0] if len(fs) == 1 else fs)
    o = s[L.OPTIONS :]
    doc = {
        "game": "cuba-libre",
        "spaces": spaces,
        "resources": {D.FACTION_IDS[f]: int(s[L.RES + f]) for f in range(D.N_FACTIONS)},
        "aid": int(s[L.AID]),
        "us_alliance": ALLIANCE_LEVELS[int(s[L.ALLIANCE])],
        "eligible": [D.FACTION_IDS[f] for f in range(D.N_FACTIONS) if s[L.ELIG + f]],
        "cards": {
            "played": deck[:pos],
            "current": deck[pos],
            "next": deck[pos + 1] if pos + 1 < dl else None,
            "deck": deck[pos + 2 : dl],
            "set_aside": deck[dl:],
        },
        "capabilities": _effects_json(s, D.CAPABILITY),
        "momentum": _effects_json(s, D.MOMENTUM),
        "players": players,
        "options": {
            "eligibility": ELIGIBILITY_OPTIONS[int(o[L.OPT_ELIGIBILITY])],
            "no_reveal": bool(o[L.OPT_NO_REVEAL]),
            "no_np": bool(o[L.OPT_NO_NP]),
            "civic_action_cost": int(o[L.OPT_CIVIC_COST]),
            "agitation_cost": int(o[L.OPT_AGITATION_COST]),
            "limop_after_op_sa": bool(o[L.OPT_LIMOP_AFTER_OPSA]),
            "short": bool(o[L.OPT_SHORT]),
            "dr_rally_base_multiplier": int(o[L.OPT_DR_RALLY_BASE_MULT]),
            "casino_protected_by_troops_only": bool(o[L.OPT_CASINO_TROOPS_ONLY]),
            "map_guerrillas_one_faction": bool(o[L.OPT_MAP_ONE_FACTION]),
            "defections_any_enemies": bool(o[L.OPT_DEFECTIONS_ANY]),
            "caracas_bars_raising_opposition": bool(o[L.OPT_CARACAS_NO_RAISING]),
            "np_construct_english": bool(o[L.OPT_NP_CONSTRUCT_ENGLISH]),
            "np_terror_shift": bool(o[L.OPT_NP_TERROR_SHIFT]),
            "np_event_support_stake": bool(o[L.OPT_NP_EVENT_SUPPORT_STAKE]),
            "np_el_che_no_support_first": bool(o[L.OPT_NP_EL_CHE_NO_SUPPORT]),
        },
        "internal": {
            name: int(s[L.LAYOUT.offset(name)])
            for name in INTERNAL_SCALARS
        },
    }
    it = doc["internal"]
    write_internal(L.LAYOUT, s, it, INTERNAL_ARRAYS)
    return doc
