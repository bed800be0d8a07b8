"""The explanation trace of a bot decision: which chapter 9 branch fired, as short codes.

Compiled code appends (code, argument) pairs to a small int64 buffer (`note`); `explain(trace)` turns them
into sentences citing the rule, e.g. "9.4.2 W-MN: Minor Jihad in Pakistan (Pakistan first)". The argument is
a country, a card, an operation or a number, as each template says.
"""
import numpy as np

from engine.core import trace as core_trace
from engine.core.trace import note  # noqa: F401 (the bots note their branches through this module)

MAX_NOTES = 8
TRACE_LEN = 1 + 2 * MAX_NOTES  # [0] = notes written, then (code, arg) pairs

# --- 9.2 / 9.4.1 card play
CARD_TOP = 1
NO_CARD = 2
EV_OWN_EVENT = 3
EV_UNASSOC_EVENT = 4
EV_NO_FUNDING_CELLS = 5
EV_US_PLOT = 6
EV_UNPLAYABLE = 7
CHAIN_MAJOR = 8
CHAIN_MINOR = 9
CHAIN_RECRUIT = 10
CHAIN_TRAVEL = 11
CHAIN_RADICAL = 12
CHAIN_GTMO = 13
BIOMETRICS_RADICAL = 14
NO_RESERVES = 15
OPS_FIRST = 16
EV_OPS_AFTER_EVENT = 17
EV_US_NO_PLOT = 18
EV_OIL_OPS_ONLY = 19
EV_PLOT_RADICAL = 67
SHIA_MIX_TABLE = 68
GLOBAL_TABLE = 69
SHIA_MIX_GOOD_FAIR = 70
ACTIVE_FIRST = 71
# --- 9.4.2 Where?
MJ_COUNTRY = 20
MN_COUNTRY = 21
MN_DONE = 22
PL_COUNTRY = 23
PL_DONE = 24
RC_COUNTRY = 25
RC_DONE = 26
TR_DEST = 27
TR_ORIGIN = 28
TR_IN_PLACE = 29
TR_DONE = 30
CONTINUE = 31
TIE_RANDOM = 32
# --- 9.4.3 Radicalization
RAD_CELL = 40
RAD_TRAVEL = 41
RAD_PLOT = 42
RAD_ERODE = 43
# --- 9.5 / event choices / other decisions
RANDOM_COUNTRY = 50
EVENT_RANDOM = 51
RESOLVE_RANDOM = 52
NO_WMD_REROLL = 53
SCHENGEN_TABLE = 54
SETUP_RANDOM = 55
MARKER_RANDOM = 56
US_SEAT = 57
RECRUIT_PLACE = 58
EVENT_EXKGB = 59
EVENT_LEAK = 60
EVENT_PLOT = 61
EVENT_SHIFT = 62
FALLBACK_RANDOM = 63
TR_BOX = 64
PL_TIER = 65
NO_SETUP_REROLL = 66


_N, _C, _CARD, _NUM = 0, 1, 2, 3
TEXT = {
    CARD_TOP: ("9.2 the bot plays the top card of its face-down stack: {}", _CARD),
    NO_CARD: ("9.2 the bot has no card left: its action phase ends", _N),
    EV_OWN_EVENT: ("9.4.1 EV: a playable Jihadist event: the event, no Ops", _N),
    EV_UNASSOC_EVENT: ("9.4.1 EV: a playable unassociated event: the event first, then the Ops chain", _N),
    EV_NO_FUNDING_CELLS: ("9.4.1 EV: the event would place cells and no cell is on the Funding track: "
                          "Radicalization (9.4.3) with the card's Ops", _N),
    EV_US_PLOT: ("9.4.1 EV: a playable US event does not happen: Plot with the card's Ops (W-PL)", _N),
    EV_US_NO_PLOT: ("9.4.1 EV: a playable US event, but no Plot is possible: Radicalization (9.4.3)", _N),
    EV_OIL_OPS_ONLY: ("9.6 Oil Price Spike: no Jihadist card in the discard pile: Ops only (the Ops chain)", _N),
    EV_PLOT_RADICAL: ("9.4.2 event plot: no country of the W-PL priorities: the event is ignored, the card's value "
                      "goes to Radicalization", _N),
    EV_UNPLAYABLE: ("9.4.1 EV: the event is not playable: the Ops chain", _N),
    EV_OPS_AFTER_EVENT: ("9.4.1 EV: the unassociated event is done: its Ops by the Ops chain", _N),
    CHAIN_MAJOR: ("9.4.1 Ops chain 1: Major Jihad could succeed: Major Jihad", _N),
    CHAIN_MINOR: ("9.4.1 Ops chain 2: a Good or Fair country with a cell: Minor Jihad", _N),
    CHAIN_RECRUIT: ("9.4.1 Ops chain 3: available cells and no GTMO: Recruit", _N),
    CHAIN_TRAVEL: ("9.4.1 Ops chain 4: no available cells or GTMO in effect: Travel", _N),
    CHAIN_RADICAL: ("9.4.1 Ops chain 5: Ops the bot cannot use: Radicalization (9.4.3)", _N),
    CHAIN_GTMO: ("9.4.1 Ops chain 3 (lwotai reading, L63): Recruit refused under GTMO: Radicalization", _N),
    BIOMETRICS_RADICAL: ("9.4.2 W-TR Biometrics: no cell adjacent to the destination {}: the card's Ops go "
                         "to Radicalization (L65)", _C),
    NO_RESERVES: ("9.4.1 the bot never uses Reserves", _N),
    OPS_FIRST: ("9.4.1 the bot never triggers US events: the Ops", _N),
    MJ_COUNTRY: ("9.4.2 W-MJ: Major Jihad in {} (Pakistan, then most resources)", _C),
    MN_COUNTRY: ("9.4.2 W-MN: Minor Jihad in {} (Good, Fair; Pakistan, Aid, Besieged Regime, resources)", _C),
    MN_DONE: ("9.4.2 W-MN: no other Good or Fair country with a free cell: the Ops left go to Radicalization", _N),
    PL_COUNTRY: ("9.4.2 W-PL: Plot in {}", _C),
    PL_TIER: ("9.4.2 W-PL: priority tier {} (1 US, 2 Abu Sayyaf, 3 troops, 4 posture, 5 Aid, 6 non-Muslim, "
              "7 Muslim or Iran)", _NUM),
    PL_DONE: ("9.4.2 W-PL: no country of the priority tiers with a free cell: Radicalization", _N),
    RC_COUNTRY: ("9.4.2 W-RC: Recruit in {} (RC with 5 more troops, IR with few cells, best number; "
                 "Besieged, cells + troops, resources)", _C),
    RC_DONE: ("9.4.2 W-RC: no eligible country or no available cell left: Radicalization", _N),
    TR_DEST: ("9.4.2 W-TR step 1: destination {}", _C),
    TR_BOX: ("9.4.2 W-TR: from the To box T{} (T5: a random country, 9.5)", _NUM),
    TR_ORIGIN: ("9.4.2 W-TR step 2: origin {} (F1 IR, F2 RC, F3 adjacent, F4 random; active cells first)", _C),
    TR_IN_PLACE: ("9.4.2 W-TR last cell rule: the last cell of an IR or Regime Change origin travels in place "
                  "in {}", _C),
    TR_DONE: ("9.4.2 W-TR: no origin for the next destination: Radicalization", _N),
    CONTINUE: ("9.4.2 concentration: the next die in {} while its cells allow", _C),
    TIE_RANDOM: ("9.5 equal priority: chosen at random among {} countries", _NUM),
    RAD_CELL: ("9.4.3 Radicalization 1: a cell from the Funding track to a random country (9.5): {}", _C),
    RAD_TRAVEL: ("9.4.3 Radicalization 2: an automatic Travel (W-TR from the 2nd To box): {}", _C),
    RAD_PLOT: ("9.4.3 Radicalization 3: Funding below 9: a plot in a random non-IR country with a cell: {}", _C),
    RAD_ERODE: ("9.4.3 Radicalization 4: governance worsens in a random Good or Fair Muslim country: {}", _C),
    RANDOM_COUNTRY: ("9.5 random country: {}", _C),
    EVENT_RANDOM: ("9.4.2 event choice: random among the event's options (9.5)", _N),
    RESOLVE_RANDOM: ("9.8 no solitaire rule orders the bot's plots: at random (L66)", _N),
    NO_WMD_REROLL: ("9.8 the WMD posture re-roll is a 2-player rule: no re-roll", _N),
    NO_SETUP_REROLL: ("9.8 the Mission Accomplished? Schengen re-roll is a 2-player rule: none", _N),
    SHIA_MIX_TABLE: ("9.4.2 / 9.5 the Shia-Mix table (three dice), the nearest eligible country: {}", _C),
    SHIA_MIX_GOOD_FAIR: ("9.4.2 Iran / Jaysh al-Mahdi: from the Shia-Mix table's country (tested), the nearest "
                         "eligible country that is Good, else Fair: {}", _C),
    ACTIVE_FIRST: ("9.3.1 the bot's event removes active cells before sleepers: {} active", _NUM),
    GLOBAL_TABLE: ("9.4.2 / 9.5 the Global table (uniform, L68), the nearest eligible country: {}", _C),
    SCHENGEN_TABLE: ("9.5 Schengen table (re-rolled when illegal): {}", _C),
    SETUP_RANDOM: ("S.0 / 9.5 a scenario's Jihadist setup choice: random country", _N),
    MARKER_RANDOM: ("9.3.2 a random available plot marker", _N),
    US_SEAT: ("9.0 the rulebook bot plays only the Jihadist: the US answers at random", _N),
    RECRUIT_PLACE: ("9.4.2 W-RC: the scarce cell goes to {}", _C),
    EVENT_EXKGB: ("9.6 Ex-KGB: {} (the Caucasus if that changes the World posture, else Central Asia)", _C),
    EVENT_LEAK: ("9.6 Leak: a random one of the markers present", _N),
    EVENT_PLOT: ("9.4.2 event plot: W-PL priorities, event order (Good, Fair, Poor): {}", _C),
    EVENT_SHIFT: ("9.4.2 event governance/alignment shift: W-MN priorities: {}", _C),
    FALLBACK_RANDOM: ("no chapter 9 priority decides this step: a random legal answer", _N),
}


def new_trace() -> np.ndarray:
    return core_trace.new_trace(MAX_NOTES)


def explain(trace: np.ndarray) -> list[str]:
    """The sentences of a trace, in the order the branches fired."""
    from engine.labyrinth.data import COUNTRY_NAMES, card_label

    return core_trace.explain(trace, TEXT, {_C: COUNTRY_NAMES.__getitem__, _CARD: card_label, _NUM: str})
