"""Lasting Events in effect: Insurgent Capabilities (5.3) and Government Momentum (5.4), compiled.

rules/events.choose_event records a marker in EFFECTS (1 unshaded, 2 shaded); the rules each one
changes ask these predicates where they are executed (operations.py, special.py, turn/,
propaganda.py). This module imports only the layout, so every rules module may import it.
Capabilities last the game; Momentum ends at the Propaganda Round's Reset (6.5, propaganda.reset).
"""
import numpy as np

from engine.core.jit import njit
from engine.cuba_libre.data import ADJ, DR, M26, N_SPACES, SPACE_INDEX
from engine.cuba_libre.layout import EFFECTS

UNSHADED, SHADED = 0, 1
SIERRA_MAESTRA = SPACE_INDEX["sierra_maestra"]

# 28u Morgan: spaces a DR Guerrilla reaches by moving up to 2 spaces (into an adjacent space and on).
REACH2 = ADJ | (ADJ.astype(np.int64) @ ADJ.astype(np.int64) > 0)
for _sp in range(N_SPACES):
    REACH2[_sp, _sp] = False


@njit(cache=True)
def in_effect(s, card, side):
    """Is the `side` (0 unshaded, 1 shaded) of `card` in effect?"""
    return s[EFFECTS + card] == side + 1


@njit(cache=True)
def armored_cars(s):
    """#1 Armored Cars (shaded, Momentum): before resolving each Assault, the Government may move
    Troops from any other spaces into its space."""
    return in_effect(s, 1, SHADED)


@njit(cache=True)
def guantanamo_kidnap(s):
    """#2 Guantanamo Bay (unshaded, Capability): Sierra Maestra counts as a City for 26July Kidnap."""
    return in_effect(s, 2, UNSHADED)


@njit(cache=True)
def guantanamo_air_strike(s):
    """#2 Guantanamo Bay (shaded, Momentum): Air Strike removes 2 pieces, even when Embargoed."""
    return in_effect(s, 2, SHADED)


@njit(cache=True)
def sim_police_as_troops(s):
    """#4 S.I.M. (shaded, Momentum): Police count and act as Troops for Sweep and Assault."""
    return in_effect(s, 4, SHADED)


@njit(cache=True)
def masferrer_sweep_assault(s):
    """#5 Rolando Masferrer (shaded, Momentum): a Sweep may take a free Assault in 1 space as its SA."""
    return in_effect(s, 5, SHADED)


@njit(cache=True)
def mosquera_mountain_as_city(s):
    """#6 Sanchez Mosquera (shaded, Momentum): Assault treats Mountain as City."""
    return in_effect(s, 6, SHADED)


@njit(cache=True)
def map_limop_sa(s):
    """#10 MAP (shaded, Momentum): the Government may add a Special Activity to its LimOps."""
    return in_effect(s, 10, SHADED)


@njit(cache=True)
def el_che(s):
    """#13 El Che (Capability): the first group of each 26July March ends Underground."""
    return in_effect(s, 13, UNSHADED)


@njit(cache=True)
def pact_of_caracas(s):
    """#18 Pact of Caracas (Capability, until cancelled): 26July and DR Ops and SAs neither remove each
    other's pieces nor reduce Opposition on the map (RULINGS.md R42)."""
    return in_effect(s, 18, UNSHADED)


@njit(cache=True)
def cancel_pact_of_caracas(s):
    """#18: 26July or DR removed 2 of its own Bases at once; the Capability ends (5.3)."""
    s[EFFECTS + 18] = 0


@njit(cache=True)
def caracas_partners(a, b):
    """Pact of Caracas in effect between factions a and b (26July and DR, either way)?"""
    return (a == M26 and b == DR) or (a == DR and b == M26)


@njit(cache=True)
def caracas_spares(s, actor, target):
    """#18: may `actor`'s Op or SA not remove pieces of faction `target`?"""
    return caracas_partners(actor, target) and pact_of_caracas(s)


@njit(cache=True)
def raul_reroll(s):
    """#22 Raul (unshaded, Capability): 26July may reroll the die of each Attack and Kidnap."""
    return in_effect(s, 22, UNSHADED)


@njit(cache=True)
def raul_kidnap_aid(s):
    """#22 Raul (shaded, Momentum): Resources 26July gains by Kidnap also go twice to Aid."""
    return in_effect(s, 22, SHADED)


@njit(cache=True)
def morgan(s):
    """#28 Morgan (unshaded, Capability): DR Guerrillas March up to 2 spaces."""
    return in_effect(s, 28, UNSHADED)


@njit(cache=True)
def guerrilla_life(s):
    """#30 The Guerrilla Life (unshaded, Capability): 26July Guerrillas in each Rally space end Underground."""
    return in_effect(s, 30, UNSHADED)


@njit(cache=True)
def mafia_offensive(s):
    """#43 Mafia Offensive (shaded, Capability): the Syndicate may Assassinate as DR, regardless of Police."""
    return in_effect(s, 43, SHADED)


@njit(cache=True)
def santo_blocks_skim(s):
    """#48 Santo Trafficante Jr (shaded, Capability): no Skim where an Underground Syndicate Guerrilla is."""
    return in_effect(s, 48, SHADED)
