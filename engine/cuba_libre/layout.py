"""The Cuba Libre state: one flat int64 array (505 words, about 4 KB). Every field and its meaning.

Per space (rows of data/spaces.csv) one row of N_COLS integers:
  pieces (1.4)        TROOPS POLICE GBASE | M26_U M26_A M26_BASE | DR_U DR_A DR_BASE | SYN_U SYN_A CAS_OPEN CAS_CLOSED
                      (_U = Underground, _A = Active Guerrillas; Casinos open/closed, 1.4.4)
  SUPPORT             -2 Active Opposition .. +2 Active Support (1.6); always 0 in ECs
  TERROR, SABOTAGE    markers (3.3.4): Terror count in a City/Province, Sabotage 0/1 in an EC
  CASH_*              Cash markers (4.5.2) held by pieces of each kind here; a piece may hold several
Available pieces are never stored: they are the pool (data/forces.csv) minus the pieces on the map.

Globals: Resources per faction, Aid, US Alliance (0 Firm, 1 Reluctant, 2 Embargoed; 6.3.1),
Eligibility (2.3.1), the card flow (deck order, position of the card in play, 2.2), the state of the
card in play (who executed an Op/Event, what the 1st Eligible did, where in the faction order we are),
the Propaganda Round step, lasting Event effects (5.3, 5.4), seats, options, the decision stack,
the result, and the RNG words.

Deck: DECK[0:DECK_LEN] is the draw deck in order, DECK[DECK_LEN:] the cards set aside (short game,
2.1). DECK[POS] is the card in play, DECK[POS+1] the next card (shown unless No-Reveal), DECK[:POS] the
played pile. PILE_LEN cards form each of the 4 piles, each holding exactly 1 Propaganda card (9.2).
"""
from engine.core.layout import Layout
from engine.core.rng import N_WORDS
from engine.cuba_libre.data import N_CARDS, N_FACTIONS, N_SPACES

# Piece columns of a space row.
TROOPS, POLICE, GBASE = 0, 1, 2
M26_U, M26_A, M26_BASE = 3, 4, 5
DR_U, DR_A, DR_BASE = 6, 7, 8
SYN_U, SYN_A, CAS_OPEN, CAS_CLOSED = 9, 10, 11, 12
N_PIECE_COLS = 13
SUPPORT, TERROR, SABOTAGE = 13, 14, 15
# Cash holders: one column per kind of piece that can hold Cash (cubes and Guerrillas).
CASH0 = 16
CASH_HOLDERS = (TROOPS, POLICE, M26_U, M26_A, DR_U, DR_A, SYN_U, SYN_A)
N_CASH_HOLDERS = len(CASH_HOLDERS)
N_COLS = CASH0 + N_CASH_HOLDERS

# Frames of the decision stack: (kind, faction, p1, p2).
FRAME_WIDTH = 4
MAX_FRAMES = 8

LAYOUT = Layout(
    [
        ("spaces", (N_SPACES, N_COLS)),
        ("resources", N_FACTIONS),
        ("aid", 1),
        ("alliance", 1),
        ("eligible", N_FACTIONS),
        ("acted", N_FACTIONS),  # executed an Op (even a LimOp) or the Event on this card (2.3.7)
        ("first_action", 1),  # what the 1st Eligible did on this card (2.3.4)
        ("n_executed", 1),  # factions that executed an Op or the Event on this card (at most 2)
        ("order_pos", 1),  # next position of the faction order to offer (2.3.2)
        ("deck", N_CARDS),
        ("deck_len", 1),
        ("pile_len", 1),
        ("pos", 1),
        ("prop_played", 1),  # Propaganda cards played so far, including the one in play (2.4.1)
        ("phase", 1),
        ("prop_step", 1),  # next step of the Propaganda Round (6.0)
        ("effects", N_CARDS + 1),  # lasting Events: 0 none, 1 unshaded, 2 shaded in effect (5.3, 5.4)
        ("seat", N_FACTIONS),  # player number of each faction, -1 for a Non-player (1.5)
        ("options", 8),
        ("redeployed", N_SPACES),  # cubes that arrived by Redeploy this round (6.4): they stay put
        ("stack_n", 1),
        ("stack", (MAX_FRAMES, FRAME_WIDTH)),
        ("winner", 1),
        ("end_reason", 1),
        ("decisions", 1),
        ("rng", N_WORDS),
    ]
)

STATE_SIZE = LAYOUT.size
SP = LAYOUT.offset("spaces")
RES = LAYOUT.offset("resources")
AID = LAYOUT.offset("aid")
ALLIANCE = LAYOUT.offset("alliance")
ELIG = LAYOUT.offset("eligible")
ACTED = LAYOUT.offset("acted")
FIRST_ACTION = LAYOUT.offset("first_action")
N_EXECUTED = LAYOUT.offset("n_executed")
ORDER_POS = LAYOUT.offset("order_pos")
DECK = LAYOUT.offset("deck")
DECK_LEN = LAYOUT.offset("deck_len")
PILE_LEN = LAYOUT.offset("pile_len")
POS = LAYOUT.offset("pos")
PROP_PLAYED = LAYOUT.offset("prop_played")
PHASE = LAYOUT.offset("phase")
PROP_STEP = LAYOUT.offset("prop_step")
EFFECTS = LAYOUT.offset("effects")
SEAT = LAYOUT.offset("seat")
OPTIONS = LAYOUT.offset("options")
REDEPLOYED = LAYOUT.offset("redeployed")
STACK_N = LAYOUT.offset("stack_n")
STACK = LAYOUT.offset("stack")
WINNER = LAYOUT.offset("winner")
END_REASON = LAYOUT.offset("end_reason")
DECISIONS = LAYOUT.offset("decisions")
RNG = LAYOUT.offset("rng")

# Options (state words OPTIONS + i); rulings for [UNCERTAIN] rules are documented in RULINGS.md.
OPT_ELIGIBILITY = 0  # 2.3.1: 0 standard, 1 Option A, 2 Option B
OPT_NO_REVEAL = 1  # 2.2: 1 = the next card is not shown
OPT_NO_NP = 2  # 1.5: 1 = "No Non-Player" learning option
OPT_CIVIC_COST = 3  # 6.3.2: Resources per Civic Action step
OPT_AGITATION_COST = 4  # 6.3.3: Resources per Agitation step
OPT_LIMOP_AFTER_OPSA = 5  # 2.3.4: 1 = 2nd Eligible may LimOp after Op + SA (board), 0 = Event only (Greek)
OPT_SHORT = 6  # 2.1: 1 = short game (informational; the deck already reflects it)
OPTION_NAMES = (
    "eligibility",
    "no_reveal",
    "no_np",
    "civic_action_cost",
    "agitation_cost",
    "limop_after_op_sa",
    "short",
)

# Phases.
PH_CARD, PH_PROPAGANDA, PH_OVER = 0, 1, 2
# What the 1st Eligible did (2.3.4).
FA_NONE, FA_OP, FA_OP_SA, FA_EVENT = 0, 1, 2, 3
# Why the game ended.
END_NONE, END_VICTORY_PHASE, END_FINAL = 0, 1, 2

# Frame kinds.
FR_ACT = 1  # an Eligible faction chooses Pass / Event / Operation (2.3.3-2.3.4); p1 = 1st or 2nd, p2 = Ops limited
FR_CASH = 2  # 6.2.4 Cash Deposits: p1 = space, p2 = index into CASH_HOLDERS
FR_CIVIC = 3  # 6.3.2 Civic Action steps
FR_AGITATE = 4  # 6.3.3 Agitation steps
FR_EXPAT = 5  # 6.3.4 Expat Backing (a free DR Rally)
FR_REDEPLOY_TROOPS = 6  # 6.4 Redeploy: choose a Troops origin (or done)
FR_REDEPLOY_POLICE = 7  # 6.4 Redeploy: choose a Police origin (or done)
FR_REDEPLOY_DEST = 8  # 6.4 Redeploy: p1 = origin space, p2 = piece column; choose the destination
FRAME_NAMES = {
    FR_ACT: "act",
    FR_CASH: "cash_deposit",
    FR_CIVIC: "civic_action",
    FR_AGITATE: "agitation",
    FR_EXPAT: "expat_backing",
    FR_REDEPLOY_TROOPS: "redeploy_troops",
    FR_REDEPLOY_POLICE: "redeploy_police",
    FR_REDEPLOY_DEST: "redeploy_destination",
}

# Propaganda Round steps (6.0), in order.
PS_VICTORY, PS_EARNINGS, PS_CASH, PS_ALLIANCE, PS_CIVIC, PS_AGITATION, PS_EXPAT = 0, 1, 2, 3, 4, 5, 6
PS_GAME_END, PS_REDEPLOY_TROOPS, PS_REDEPLOY_POLICE, PS_RESET, PS_DONE = 7, 8, 9, 10, 11

# The action space: every decision is one of these integers.
A_SPACE0 = 0  # A_SPACE0 + i: choose space i
A_DONE = N_SPACES  # stop (no more steps, moves or pieces)
A_PASS = A_DONE + 1
A_EVENT_UNSHADED = A_PASS + 1
A_EVENT_SHADED = A_PASS + 2
A_OP0 = A_PASS + 3  # A_OP0 + op (see OPS)
OP_TRAIN, OP_GARRISON, OP_SWEEP, OP_ASSAULT, OP_RALLY, OP_MARCH, OP_ATTACK, OP_TERROR, OP_CONSTRUCT = range(9)
N_OPS = 9
A_CASH_BASE = A_OP0 + N_OPS  # 6.2.4: place a Base (Syndicate: an open Casino)
A_CASH_RESOURCES = A_CASH_BASE + 1  # 6.2.4: +6 Resources
A_CASH_OPEN_CASINO = A_CASH_BASE + 2  # 6.2.4: the Syndicate opens a closed Casino
N_ACTIONS = A_CASH_BASE + 3

OP_NAMES = ("Train", "Garrison", "Sweep", "Assault", "Rally", "March", "Attack", "Terror", "Construct")
OP_RULES = ("3.2.1", "3.2.2", "3.2.3", "3.2.4", "3.3.1", "3.3.2", "3.3.3", "3.3.4", "3.3.5")
# Faction holding Cash under each holder kind (4.5.2: the faction of the piece holds the Cash).
CASH_HOLDER_FACTION = (0, 0, 1, 1, 2, 2, 3, 3)
# The four Operations of each faction (3.0), by faction GOVT, M26, DR, SYN.
FACTION_OPS = (
    (OP_TRAIN, OP_GARRISON, OP_SWEEP, OP_ASSAULT),
    (OP_RALLY, OP_MARCH, OP_ATTACK, OP_TERROR),
    (OP_RALLY, OP_MARCH, OP_ATTACK, OP_TERROR),
    (OP_RALLY, OP_MARCH, OP_TERROR, OP_CONSTRUCT),
)
