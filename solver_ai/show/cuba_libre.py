"""The readable text view of a Cuba Libre position (a rich table of the spaces, then the tracks)."""
from __future__ import annotations

from rich.console import Group

from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.rules.board import controller
from solver_ai.show import titled_table, with_lines

SUPPORT_SHORT = {"": "", "active_support": "Act Sup", "passive_support": "Pas Sup", "neutral": "Neutral",
                 "passive_opposition": "Pas Opp", "active_opposition": "Act Opp"}


def acted(s, f: int) -> bool:
    """The faction executed on the Event card in play: still flagged Eligible until the card ends, then
    Ineligible (2.3.7)."""
    return bool(s[L.ACTED + f]) and int(s[L.DECK + int(s[L.POS])]) < D.FIRST_PROPAGANDA


def _pieces(entry: dict, faction: str, keys: dict[str, str]) -> str:
    pieces = entry.get(faction, {})
    return " ".join(f"{n}{abbr}" for k, abbr in keys.items() if (n := pieces.get(k)))


def table(game, s) -> Group:
    """Cuba Libre: one row per space (pieces by faction, Support, markers, control), then the tracks."""
    doc = game.to_json(s)
    t = titled_table("Cuba Libre position", ("space", "", "support", "control", "Govt", "26July", "DR", "Synd", "markers"))
    for sp, sid in enumerate(D.SPACE_IDS):
        e = doc["spaces"].get(sid, {})
        kind = ("Pop", "City Pop", "EC Econ")[D.SPACE_TYPE[sp]]
        value = D.ECON[sp] if D.SPACE_TYPE[sp] == D.EC else D.POP[sp]
        c = controller(s, sp)
        markers = []
        if e.get("terror"):
            markers.append(f"{e['terror']} Terror")
        if e.get("sabotage"):
            markers.append("Sabotage")
        if e.get("cash"):
            markers.append(f"Cash {sum(e['cash'].values())}")
        t.add_row(
            D.SPACE_SHORT[sp], f"{kind} {value}",
            SUPPORT_SHORT[e.get("support", "" if D.SPACE_TYPE[sp] == D.EC else "neutral")],
            D.FACTION_IDS[c] if c >= 0 else "",
            _pieces(e, "govt", {"troops": "T", "police": "P", "bases": "B"}),
            _pieces(e, "26july", {"underground": "u", "active": "a", "bases": "B"}),
            _pieces(e, "dr", {"underground": "u", "active": "a", "bases": "B"}),
            _pieces(e, "syndicate", {"underground": "u", "active": "a", "open_casinos": "C", "closed_casinos": "c"}),
            ", ".join(markers),
        )
    res = ", ".join(f"{k} {v}" for k, v in doc["resources"].items())
    cards = doc["cards"]
    m = game.margins(s)
    lines = [
        f"Resources: {res}; Aid {doc['aid']}; US Alliance {doc['us_alliance']}",
        f"Eligible: {', '.join(D.FACTION_IDS[f] for f in range(D.N_FACTIONS) if s[L.ELIG + f] and not acted(s, f)) or 'none'}"
        + "".join(f"; {D.FACTION_IDS[f]} acted on this card" for f in range(D.N_FACTIONS) if acted(s, f)),
        f"Card in play: {D.card_label(_card_id(cards['current']))}; next: "
        + (D.card_label(_card_id(cards['next'])) if cards["next"] is not None else "none")
        + f"; {len(cards['deck'])} cards below it; {len(cards['played'])} played",
        "Victory margins (7.3): " + ", ".join(f"{D.FACTION_IDS[f]} {int(m[f]):+d}" for f in range(D.N_FACTIONS)),
        f"Now: {game.describe_pending(s)}",
        "Pieces: T Troops, P Police, B Base, u/a Underground/Active Guerrillas, C/c open/closed Casinos",
    ]
    return with_lines(t, lines)


def _card_id(card) -> int:
    return D.FIRST_PROPAGANDA + int(card[1]) - 1 if isinstance(card, str) else int(card)
