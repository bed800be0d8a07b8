"""The explanation trace of an AI decision: which part-B rule fired, as short codes.

Compiled code appends (code, argument) pairs to a small int64 buffer (`note`); `explain(trace)` turns them
into sentences citing the section of shared/spec/twilight_solo.md, e.g. "B.10.2 valve: a human event of
harm 3 on the AI's card -> the Space Race". The argument is a country, a card, a number or unused.
"""
import numpy as np

from engine.core import trace as core_trace
from engine.core.trace import note  # noqa: F401 (the AI notes its rules through this module)

MAX_NOTES = 10
TRACE_LEN = 1 + 2 * MAX_NOTES  # [0] = notes written, then (code, arg) pairs

FALLBACK = 1
ONLY = 4
SETUP = 2
SETUP_ROW = 3
HEADLINE = 10
HEADLINE_DEFECTORS = 11
HEADLINE_EVENT = 12
HEADLINE_O = 13
HEADLINE_LOW_HARM = 14
HEADLINE_ANY = 15
CARD_TOP = 20
CHINA_ASIA = 21
CHINA_UNSAFE = 22
CHINA_EMPTY = 23
DEFER = 25
TRAP = 24
UNSAFE = 26
CARD_HAND = 27
MODE_AGGRESSIVE = 30
MODE_NORMAL = 31
OWN_EVENT = 32
OWN_OPS = 33
OWN_AGGR_OPS = 34
VALVE = 35
HUMAN_EVENT_OPS = 36
IDLE_SPACE = 37
UN_OPS = 38
UNSAFE_SPACE = 39
USE_PLACE = 40
USE_COUP = 41
USE_REALIGN = 42
USE_SPEND = 43
ORDER_EVENT_FIRST = 44
ORDER_OPS_FIRST = 45
PLACE_PLAN = 50
PLACE_L1 = 51
PLACE_L2 = 52
PLACE_L3 = 53
COUP_TARGET = 54
REALIGN_TARGET = 55
REALIGN_STOP = 56
KILL = 57
EVENT_G = 60
EAGLE_DISCARD = 62
EAGLE_KEEP = 63
K2_BOYCOTT = 66
OLYMPIC_TAKE_PART = 67
ENVY_GIFT = 68
EVENT_OPS_USE = 65  # + 0 influence, 1 realignment, 2 coup
UN_PAIR = 74
UN_BOTTOM = 75
UN_EVENT = 76
UN_DIG = 77
FORGO = 79
UN_CARD = 78
BLOCKADE_ACCEPT = 80
BLOCKADE_DISCARD = 81
DEBT_ACCEPT = 82
DEBT_DISCARD = 83
SALT_PICK = 84
STAR_WARS_PICK = 85
AMES_DISCARD = 86
ASK_NOT_DISCARD = 87  # + 1: stop
TEHRAN_DISCARD = 89  # + 1: stop
K3_SUMMIT = 91
SUMMIT_KEEP = 92
HOW_I_LEARNED = 93
GRAIN_EVENT = 94
GRAIN_OPS = 95
GRAIN_RETURN = 96
DESTAL_TAKE = 97
DESTAL_STOP = 98
CHE_COUP = 99
CHE_STOP = 100
CHERNOBYL_P = 101
CMC_KEEP = 102
ORDER_COUP_DEFCON2 = 104
CMC_CANCEL = 103
HEADLINE_REST = 105
HEADLINE_DEEP = 106
CHINA_KEEP = 107
DRAFT_CLAIM = 70
DRAFT_GIVE = 71
DRAFT_PAIR_FIRST = 72
DRAFT_PAIR_SECOND = 73

_N, _COUNTRY, _CARD, _NUM = 0, 1, 2, 3
TEXT = {
    FALLBACK: ("no part-B rule decides this step -> the first legal answer", _N),
    ONLY: ("the rules allow one answer only", _N),
    SETUP: ("B.2 AI setup: a point in {}", _COUNTRY),
    SETUP_ROW: ("B.2 AI setup: the seeded d6 picks row {}", _NUM),
    HEADLINE: ("B.13 headline: {}", _CARD),
    HEADLINE_DEFECTORS: ("B.13 priority 1: a US AI headlines Defectors", _N),
    HEADLINE_EVENT: ("B.13 priority 2: an own or neutral event the AI would play, highest printed Ops", _N),
    HEADLINE_O: ("B.13 priority 3: an own card coded O (or a harmless neutral O), lowest printed Ops", _N),
    HEADLINE_LOW_HARM: ("B.13 priority 4: the human event of lowest harm, then lowest Ops", _N),
    HEADLINE_REST: ("B.13 no priority names it: an own or neutral event the AI would not play, lowest printed Ops "
                    "(TS32)", _N),
    HEADLINE_DEEP: ("B.13 nothing allowed among the top cards -> the deck looked through in order", _N),
    HEADLINE_ANY: ("B.13 nothing allowed in the whole deck -> the first card", _N),
    CARD_TOP: ("A.5 the AI reveals the top card of its deck: {}", _CARD),
    CARD_HAND: ("B.4 a hand (the human seat's drawn cards, or outside the solitaire): the best claim value, {}",
                _CARD),
    CHINA_ASIA: ("B.14 CH-1 Asia scoring round: the China Card does strictly better than the revealed card", _N),
    CHINA_UNSAFE: ("B.14 CH-2 / B.15 F3 the revealed card is unsafe, no Space Race valve -> the China Card", _N),
    CHINA_EMPTY: ("B.14 CH-4 the deck is empty -> the China Card", _N),
    CHINA_KEEP: ("B.14 CH-4 the deck is empty in turn 10 (or ai_china_when_deck_empty off): keep the China Card, "
                 "sit out the AR", _N),
    DEFER: ("B.15 F3 (3) unsafe, no valve, no China Card: deferred to the bottom; the next safe card {}", _CARD),
    TRAP: ("B.16 trapped: discard {} (a human event with 2+ Ops first)", _CARD),
    UNSAFE: ("B.15 F2 unsafe at DEFCON 2, no valve, no China Card, every card unsafe: played (TS25)", _N),
    MODE_AGGRESSIVE: ("B.9 scoring round -> aggressive mode (the count of the region, then V)", _N),
    MODE_NORMAL: ("B.9 no scoring round -> normal mode (V)", _N),
    OWN_EVENT: ("B.10.1 own or neutral event, Part C says play it -> event", _N),
    OWN_OPS: ("B.10.1 own or neutral event, Part C says Ops -> Ops", _N),
    OWN_AGGR_OPS: ("B.10.1 aggressive mode: the event does not beat the Ops on the region's count -> Ops", _N),
    VALVE: ("B.10.2 valve: a human event of harm {} -> the Space Race (no event)", _NUM),
    HUMAN_EVENT_OPS: ("B.10.2 a human event of harm {}, no valve (below the threshold or no attempt) -> Ops, the event fires", _NUM),
    IDLE_SPACE: ("B.10.3 idle: nothing on the map is worth the Ops, nothing exposed -> the Space Race", _N),
    UN_OPS: ("B.10.4 UN Intervention with no card whose event it may cancel: played for Ops", _N),
    UN_PAIR: ("B.10.4 UN Intervention on top, the next card {} carries a human event of harm >= 1 or is unsafe: "
              "play both", _CARD),
    UN_BOTTOM: ("B.10.4 UN Intervention on top, the next card {} is harmless: UN Intervention to the bottom, "
                "go on with it", _CARD),
    FORGO: ("B.15 F3 (4) every card of the deck unsafe, no valve, no China Card: the AI forgoes this AR", _N),
    UN_DIG: ("B.8 AI-3 We Will Bury You's VP due, UN Intervention and a USSR event in the deck: UN Intervention "
             "from the deck", _N),
    UN_CARD: ("B.10.4 UN Intervention cancels {} (the human event of highest harm, then Ops)", _CARD),
    UN_EVENT: ("B.10.4 UN Intervention's event: the paired card's event is cancelled, its Ops conducted by B.11", _N),
    UNSAFE_SPACE: ("B.15 F3 (1) unsafe card -> the Space Race", _N),
    USE_PLACE: ("B.11.4 best of three: the placement plan (value x100 = {})", _NUM),
    USE_COUP: ("B.11.4 best of three: a coup (value x100 = {})", _NUM),
    USE_REALIGN: ("B.11.4 best of three: realignment (value x100 = {})", _NUM),
    USE_SPEND: ("B.11.4 nothing gains -> spend the points by L1-L3", _N),
    ORDER_EVENT_FIRST: ("B.10.2 the human event first, then the AI repairs with its Ops", _N),
    ORDER_OPS_FIRST: ("B.10.2 a card flagged OF: the AI's Ops first", _N),
    PLACE_PLAN: ("B.11.1 placement plan: a point in {}", _COUNTRY),
    PLACE_L1: ("B.11.1 L1 protect: a point in {} (the most exposed own battleground in focus)", _COUNTRY),
    PLACE_L2: ("B.11.1 L2 progress: a point in {} (fewest points to control)", _COUNTRY),
    PLACE_L3: ("B.11.1 L3: a point in {} (K_place)", _COUNTRY),
    COUP_TARGET: ("B.11.2 coup in {} (best EV + Military Ops value - battleground penalty)", _COUNTRY),
    REALIGN_TARGET: ("B.11.3 realignment roll in {} (best DP value)", _COUNTRY),
    REALIGN_STOP: ("B.11.3 no roll can gain -> stop", _N),
    KILL: ("B.15 K1 the human is phasing at DEFCON 2: coup the battleground {} (nuclear war, the human loses)",
           _COUNTRY),
    EVENT_G: ("B.12 G: the answer with the best mode objective right after it", _N),
    EAGLE_DISCARD: ("B.16 Eagle/Bear Has Landed: discard {} (highest harm >= 1)", _CARD),
    EAGLE_KEEP: ("B.16 Eagle/Bear Has Landed: no held card of harm >= 1 -> keep them", _N),
    K2_BOYCOTT: ("B.15 K2 / Part C #20: the human sponsors Olympic Games at DEFCON 2 -> boycott", _N),
    OLYMPIC_TAKE_PART: ("Part C #20: not at DEFCON 2 -> take part", _N),
    ENVY_GIFT: ("Part C #49 Missile Envy: give {} (highest Ops; an AI event first)", _CARD),
    EVENT_OPS_USE: ("B.12 event-granted Ops by B.11.4: influence", _N),
    EVENT_OPS_USE + 1: ("B.12 event-granted Ops by B.11.4: realignment", _N),
    EVENT_OPS_USE + 2: ("B.12 event-granted Ops by B.11.4: a coup", _N),
    BLOCKADE_ACCEPT: ("Part C #10 Blockade: no influence in West Germany to lose -> no discard", _N),
    BLOCKADE_DISCARD: ("Part C #10 Blockade: discard {} (a human event of highest harm, else the lowest cv)", _CARD),
    DEBT_ACCEPT: ("Part C #95 Latin American Debt Crisis: the doubling is worth under 2 VP -> no discard", _N),
    DEBT_DISCARD: ("Part C #95 Latin American Debt Crisis: the doubling is worth 2+ VP -> discard {} (as #10)",
                   _CARD),
    SALT_PICK: ("Part C #43 SALT Negotiations: take {} (the highest cv; on top of the deck)", _CARD),
    STAR_WARS_PICK: ("Part C #85 Star Wars: {} (an event B.10.1 would play, highest printed Ops)", _CARD),
    AMES_DISCARD: ("Part C #98 Aldrich Ames Remix: discard {} (the human event of highest harm, then Ops)", _CARD),
    ASK_NOT_DISCARD: ("Part C #77 Ask Not: discard {} (a human event)", _CARD),
    ASK_NOT_DISCARD + 1: ("Part C #77 Ask Not: no human event left -> stop", _N),
    TEHRAN_DISCARD: ("Part C #108 Our Man in Tehran: discard {} (a human event)", _CARD),
    TEHRAN_DISCARD + 1: ("Part C #108 Our Man in Tehran: no human event left -> stop", _N),
    K3_SUMMIT: ("B.15 K3 / Part C #45: the AI wins the human's Summit at DEFCON 2 -> degrade (nuclear war)", _N),
    SUMMIT_KEEP: ("Part C #45 Summit: the AI wins -> DEFCON unchanged", _N),
    HOW_I_LEARNED: ("Part C #46 How I Learned: DEFCON {} (the human's Military Ops shortfall less the AI's, "
                    "highest; ties the higher)", _NUM),
    GRAIN_EVENT: ("Part C #67 Grain Sales: {} is the AI's and B.10.1 says event -> its event", _CARD),
    GRAIN_OPS: ("Part C #67 Grain Sales: {} has 3+ Ops and a harmless event -> its Ops", _CARD),
    GRAIN_RETURN: ("Part C #67 Grain Sales: return {} and conduct 2 Ops", _CARD),
    DESTAL_TAKE: ("Part C #33 De-Stalinization: a point from {} (the largest control surplus, control kept)",
                  _COUNTRY),
    DESTAL_STOP: ("Part C #33 De-Stalinization: no control surplus left -> stop taking", _N),
    CHE_COUP: ("Part C #107 Che: coup in {} (best B.11.2 value)", _COUNTRY),
    CHE_STOP: ("Part C #107 Che: no coup gains -> stop", _N),
    CHERNOBYL_P: ("Part C #94 Chernobyl: name P's region (region {})", _NUM),
    ORDER_COUP_DEFCON2: ("B.15 never suicide (TS31): a coup at DEFCON 2 -> the Ops first, before the human event "
                         "can leave only battleground targets", _N),
    CMC_KEEP: ("B.15 F6 / Part C #40: the AI never cancels Cuban Missile Crisis", _N),
    CMC_CANCEL: ("B.15 F6 ai_cancel_cmc: cancel Cuban Missile Crisis with 2 influence from {} (the least loss)",
                 _COUNTRY),
    DRAFT_CLAIM: ("B.4.4 draft: the AI claims {} (higher claim value; ties: printed Ops, then its own event)", _CARD),
    DRAFT_GIVE: ("B.4 PAIR_GIVE: the human gives the AI {} (the lower claim value for the AI)", _CARD),
    DRAFT_PAIR_FIRST: ("B.4.3 pairing: {} first (the open card the AI values most)", _CARD),
    DRAFT_PAIR_SECOND: ("B.4.3 pairing: {} with it (the next the AI values most)", _CARD),
}


def new_trace() -> np.ndarray:
    return core_trace.new_trace(MAX_NOTES)


def explain(trace: np.ndarray) -> list[str]:
    """The sentences of a trace, in the order the rules fired."""
    from engine.twilight.data import COUNTRY_NAMES, card_label

    return core_trace.explain(trace, TEXT, {_COUNTRY: COUNTRY_NAMES.__getitem__, _CARD: card_label, _NUM: str})
