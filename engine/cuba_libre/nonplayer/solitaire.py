"""8.9 Solitaire victory, as the result reports it (Python: text for people and programs).

With one player, the 26July or the Government, and three Non-players: the player never wins in a
Propaganda Round (R12) and must end the final one closer to victory than every faction; otherwise the
Non-player with the highest margin (ties: Syndicate, then DR) "wins Cuba". A player's success level is
its margin minus the highest Non-player margin: 1-4 "Stalemate!", 5 or more "Counterinsurgency Model!"
(Government) or "Revolution Model!" (26July).
"""
from __future__ import annotations

from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L

NP_WINS = {D.SYN: "Viva Lansky!", D.DR: "Student Revolution!", D.M26: "Castro's Triumph!",
           D.GOVT: "Rise of the Rearguard!"}
MODEL = {D.GOVT: "Counterinsurgency Model!", D.M26: "Revolution Model!"}
STALEMATE_UP_TO = 4


def solitaire_player(s) -> int:
    """The faction of the single player of a solitaire game (8.9: 26July or the Government), else -1."""
    seats = [int(x) for x in s[L.SEAT : L.SEAT + D.N_FACTIONS]]
    players = [f for f in range(D.N_FACTIONS) if seats[f] >= 0]
    if len(players) == 1 and players[0] in (D.GOVT, D.M26) and not s[L.OPTIONS + L.OPT_NO_NP]:
        return players[0]
    return -1


def solitaire_result(s, margins, winner: int) -> dict | None:
    """{"player", "level", "by"} once a solitaire game is over; None otherwise."""
    p = solitaire_player(s)
    if p < 0 or winner < 0:
        return None
    if winner != p:
        return {"player": D.FACTION_IDS[p], "level": NP_WINS[winner], "by": D.FACTION_IDS[winner]}
    lead = int(margins[p]) - max(int(margins[f]) for f in range(D.N_FACTIONS) if f != p)
    level = "Stalemate!" if lead <= STALEMATE_UP_TO else MODEL[p]
    return {"player": D.FACTION_IDS[p], "level": level, "by": D.FACTION_IDS[p], "lead": lead}
