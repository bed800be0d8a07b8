"""The Cuba Libre state: one flat int64 array (STATE_SIZE words, under 5 KB). Every field and its meaning.

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
from engine.core.layout import FRAME_WIDTH, MAX_FRAMES, tail_offsets, with_tail  # noqa: F401 - re-exported
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

N_OPTIONS = 16

# The Operation in progress (chapters 3-4): one word each, see OP_* below.
N_OP_WORDS = 18
# 5.5: a free Op / SA granted by an Event: one word each, see GR_* below.
N_GRANT_WORDS = 6

LAYOUT = with_tail(
    [
        ("spaces", (N_SPACES, N_COLS)),
        ("totals", N_PIECE_COLS),  # pieces of each column on the whole map (kept by board.add)
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
        ("options", N_OPTIONS),
        ("redeployed", N_SPACES),  # cubes that arrived by Redeploy this round (6.4): they stay put
        ("op", N_OP_WORDS),  # the Operation / Special Activity in progress (OP_* words)
        ("moved", (N_SPACES, 2)),  # pieces that arrived by this Op's movement and may not move again (3.3.2)
        ("laundered", N_FACTIONS),  # benefited from a Laundered LimOp on this card (2.3.6: once per card)
        ("next_elig", N_FACTIONS),  # set by an Event for the next card: 0 none, 1 Eligible, 2 Ineligible (2.3.7)
        ("grant", N_GRANT_WORDS),  # 5.5: the Event that granted the free Op in progress and its limits (GR_* words)
    ]
)

STATE_SIZE = LAYOUT.size
SP = LAYOUT.offset("spaces")
TOTALS = LAYOUT.offset("totals")
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
OP = LAYOUT.offset("op")
MOVED = LAYOUT.offset("moved")
LAUNDERED = LAYOUT.offset("laundered")
NEXT_ELIG = LAYOUT.offset("next_elig")
GRANT = LAYOUT.offset("grant")
STACK_N, STACK, WINNER, END_REASON, DECISIONS, RNG = tail_offsets(LAYOUT)

# Options (state words OPTIONS + i); rulings for [UNCERTAIN] rules are documented in RULINGS.md.
OPT_ELIGIBILITY = 0  # 2.3.1: 0 standard, 1 Option A, 2 Option B
OPT_NO_REVEAL = 1  # 2.2: 1 = the next card is not shown
OPT_NO_NP = 2  # 1.5: 1 = "No Non-Player" learning option
OPT_CIVIC_COST = 3  # 6.3.2: Resources per Civic Action step
OPT_AGITATION_COST = 4  # 6.3.3: Resources per Agitation step
OPT_LIMOP_AFTER_OPSA = 5  # 2.3.4: 1 = 2nd Eligible may LimOp after Op + SA (board), 0 = Event only (Greek)
OPT_SHORT = 6  # 2.1: 1 = short game (informational; the deck already reflects it)
OPT_DR_RALLY_BASE_MULT = 7  # 3.3.1 [UNCERTAIN U3]: DR Rally places up to this x Bases + Pop
OPT_CASINO_TROOPS_ONLY = 8  # 3.3.3 [UNCERTAIN U4]: 1 = only Troops (not Police) keep Attack from closing a Casino
OPT_MAP_ONE_FACTION = 9  # #10 MAP unshaded (R61): 1 = the 2 Guerrillas replacing the cube are of one faction
OPT_DEFECTIONS_ANY = 10  # Event #35 (R70): 1 = the 2 pieces Defections replaces may belong to different enemies
OPT_CARACAS_NO_RAISING = 11  # #18 Pact of Caracas (R42): 1 = 26July may not raise Opposition either (Terror at Passive Opp.)
OPT_NP_CONSTRUCT_ENGLISH = 12  # 8.5.3 [UNCERTAIN] (R81): 1 = NP Syndicate places new Casinos even while a closed one waits (2018 English)
OPT_NP_TERROR_SHIFT = 13  # 8.5.4 [UNCERTAIN] (R85): 1 = NP Syndicate's random Terror space must have Support or Opposition
OPT_NP_EVENT_SUPPORT_STAKE = 14  # 8.4.4 [UNCERTAIN] (R102): 1 = NP Event spaces by the Support + Opposition they hold, not the change
OPT_NP_EL_CHE_NO_SUPPORT = 15  # 8.7.3 [UNCERTAIN U24] (R117): 1 = with ElChe the NP 26July's step 1 prefers no Support (steps not swapped)
OPTION_NAMES = (
    "eligibility",
    "no_reveal",
    "no_np",
    "civic_action_cost",
    "agitation_cost",
    "limop_after_op_sa",
    "short",
    "dr_rally_base_multiplier",
    "casino_protected_by_troops_only",
    "map_guerrillas_one_faction",
    "defections_any_enemies",
    "caracas_bars_raising_opposition",
    "np_construct_english",
    "np_terror_shift",
    "np_event_support_stake",
    "np_el_che_no_support_first",
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
# Chapters 3-4 (the Operation in progress lives in the OP_* words; frames carry what differs per step).
FR_OP = 9  # choose a space for the Op, a Special Activity, a voluntary removal (1.4.1), or done; p1 = op, p2 = OPF_* flags
FR_PIECES = 10  # choose a piece kind (or done) for the step in the CX_* words; p1 = purpose (PU_*)
FR_SPACE = 11  # choose a space (or done); p1 = context (a space or an SA), p2 = purpose (SP_*)
FR_CHOICE = 12  # choose one of a few modes (A_CHOICE0 + k); p1 = what (CH_*), p2 = space
FR_FINISH = 13  # continuation (no decision): the closing steps of an Op; p1 = op, p2 = progress
FR_LAUNDER_OP = 14  # 2.3.6: choose the free LimOp paid by a Cash marker
FR_EVENT = 15  # a decision inside an Event (chapter 5); p1 = card side (2 x card + 0 unshaded / 1 shaded), p2 = step
FR_RESUME = 16  # continuation (no decision): the Event p1 goes on at step p2 once the free Op it granted is over (5.5)
FRAME_NAMES = {
    FR_ACT: "act",
    FR_CASH: "cash_deposit",
    FR_CIVIC: "civic_action",
    FR_AGITATE: "agitation",
    FR_EXPAT: "expat_backing",
    FR_REDEPLOY_TROOPS: "redeploy_troops",
    FR_REDEPLOY_POLICE: "redeploy_police",
    FR_REDEPLOY_DEST: "redeploy_destination",
    FR_OP: "operation",
    FR_PIECES: "pieces",
    FR_SPACE: "space",
    FR_CHOICE: "choice",
    FR_FINISH: "finish",
    FR_LAUNDER_OP: "launder_op",
    FR_EVENT: "event",
    FR_RESUME: "event_resume",
}

# Purposes of FR_SPACE (p2); p1 is the context named after each.
SP_GARRISON_FROM = 1  # 3.2.2 origin of cubes for destination p1
SP_SWEEP_FROM = 2  # 3.2.3 origin of Troops for destination p1
SP_MARCH_FROM = 3  # 3.3.2 origin of a group for destination p1
SP_TRAIN_BASE = 4  # 3.2.1 the selected space where 2 cubes become a Base
SP_TRAIN_CIVIC = 5  # 3.2.1 the selected space of the Civic Action, then its further steps (p1 = space or -1)
SP_GARRISON_ASSAULT = 6  # 3.2.2 the EC of the free Assault
SP_SA = 7  # the space of Special Activity p1
SP_TRANSPORT_TO = 8  # 4.2.1 destination of Troops from p1
SP_RELOCATE_TO = 9  # 4.2.3 destination of the Guerrilla relocated from p1 (kind in CX_MODE)
SP_MUSCLE_FROM = 10  # 4.5.3 origin of a cube for destination p1
SP_PROFIT_CASH = 11  # 4.5.1 a further open-Casino space for Cash
SP_PROFIT_CASHIN = 12  # 4.5.1 a space to close Casinos / remove Cash in
SP_LAUNDER = 13  # 2.3.6 the space of a Cash marker the deciding faction removes so that faction p1 gets a free LimOp
SP_VOLUNTARY = 14  # 1.4.1 the space of the own piece to remove
SP_ASSAULT_FROM = 15  # #1 Armored Cars (shaded): origin of Troops for the Assault in p1, or done (then it resolves)
SP_SWEEP_ASSAULT = 16  # #5 Masferrer (shaded): the space of the free Assault a Sweep takes as its SA, or done
SP_CARACAS_BASE = 17  # #18 Pact of Caracas: the space of a 2nd own Base removed at once (cancels the Pact), or done

# Purposes of FR_PIECES (p1).
PU_TRAIN = 1  # 3.2.1 place a cube (CX_N left of 4)
PU_MOVE = 2  # move a piece CX_SP -> CX_SP2 (CX_N left, CX_MODE = kinds mask of the movement)
PU_REMOVE = 3  # remove enemy pieces in CX_SP (CX_N left, CX_MODE = RM_*, CX_HIT = factions targeted)
PU_ACTIVATE = 4  # activate a Guerrilla in CX_SP (CX_N left)
PU_TRAIN_BASE = 5  # 3.2.1 choose the 2 cubes a Government Base replaces (CX_N left)
PU_RALLY_BASE = 6  # 3.3.1 choose the 2 Guerrillas a Base replaces (CX_N left)
PU_RALLY_PLACE = 7  # 3.3.1 place Guerrillas with Bases (CX_N left)
PU_RELOCATE = 8  # 4.2.3 Reprisal: the Guerrilla to relocate
PU_CASH = 9  # 4.5.1 Profit / 4.5.4 Smuggle: the piece to put CX_HIT Cash markers under (CX_GROUP 1: may decline)
PU_BRIBE = 10  # 4.5.4 Bribe: cubes / Guerrillas / a Base (CX_MODE = BR_*, CX_N left)
PU_VOLUNTARY = 11  # 1.4.1: the own piece to remove in CX_SP
# Removal modes (CX_MODE of PU_REMOVE).
RM_ASSAULT, RM_ATTACK, RM_AIR_STRIKE, RM_ASSASSINATE = 1, 2, 3, 4
# Bribe modes (4.5.4).
BR_CUBES, BR_GUERRILLAS, BR_BASE = 0, 1, 2
# FR_CHOICE kinds (p1).
CH_RALLY = 1  # 3.3.1: A_CHOICE0 place 1, 1 Base for 2 Guerrillas, 2 flip Underground, 3 place with Bases
CH_TRAIN = 2  # 3.2.1 closing step: A_CHOICE0 Base for 2 cubes, 1 Civic Action (then choose the space)
CH_CONSTRUCT = 3  # 3.3.5: A_CHOICE0 place a closed Casino, 1 open a closed Casino
CH_KIDNAP = 4  # 4.3.3: A_CHOICE0 target the Government, 1 the Syndicate
CH_PROFIT = 5  # 4.5.1: A_CHOICE0 place Cash, 1 cash in (close Casinos / remove Cash)
CH_PROFIT_CASHIN = 6  # 4.5.1 in space p2: A_CHOICE0 close an open Casino, 1 remove a Syndicate Cash
CH_BRIBE = 7  # 4.5.4: A_CHOICE0 cubes, 1 Guerrillas, 2 a Base
CH_REROLL_ATTACK = 8  # #22 Raul (unshaded): A_CHOICE0 keep the Attack die in p2 (in CX_N), 1 reroll it
CH_REROLL_KIDNAP = 9  # #22 Raul (unshaded): A_CHOICE0 keep the Kidnap die (CX_N; target CX_MODE), 1 reroll it

# The OP_* words of the Operation in progress (OP + i).
OP_ID = 0  # the Operation (-1: none; an Ambush granted alone by an Event is an Attack, 5.5)
OP_FACTION = 1
OP_FLAGS = 2  # OPF_* bits
OP_ROLE = 3  # 1st or 2nd Eligible (2.3.4); 0 when not from the card's faction order
OP_SELECTED = 4  # bit per space selected for the Op (3.1: a space only once per Op)
OP_N_SELECTED = 5
OP_SA = 6  # the Special Activity executed (-1 none)
OP_SA_SPACES = 7  # bit per space where the SA acted
OP_PAID = 8  # Resources paid for this Op (2.3.6 Laundering needs a paid Op)
CX_SP, CX_SP2, CX_N, CX_MODE, CX_HIT, CX_GROUP = 9, 10, 11, 12, 13, 14  # the step in progress
OP_COUNT = 15  # SA steps done (Profit cash-in steps, Muscle cubes)
OP_ORIGINS = 16  # bit per origin closed for the current destination: used (3.3.2 March: one group per
#   origin) or left idle (chosen, then nothing moved), so that no choice sequence repeats a position
OP_BUILT = 17  # bit per space where this Construct placed a new Casino (3.3.5; the NP's 8.5.3 judges as it began)
OPF_LIMITED = 1  # 2.3.5 LimOp
OPF_FREE = 2  # 3.1.2 free: no Resources
OPF_AFTER = 4  # FR_OP p2 only: the Op's closing steps are done; its Special Activity may still follow (4.1)

# The GR_* words of a free Op granted by an Event (GRANT + i, rules/grants.py). GR_CS .. GR_FROM describe
# the Op in progress and are cleared with the OP_* words; GR_REACHED and GR_EXEC are the Event's memory.
GR_CS = 0  # card side 2 x card + side whose Event granted the Op in progress; 0 none (normal rules)
GR_RULE = 1  # RS_* bits: what the card changes (grants.py)
GR_SPACES = 2  # bit per space the Op may select (RS_SPACES)
GR_FROM = 3  # bit per space a March may move Guerrillas out of (RS_ALL_OUT)
GR_REACHED = 4  # bit per space pieces entered by the last granted Op (written when it closes)
GR_EXEC = 5  # the faction executing the Event in progress


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
SA_TRANSPORT, SA_AIR_STRIKE, SA_REPRISAL = 0, 1, 2
SA_INFILTRATE, SA_AMBUSH, SA_KIDNAP = 3, 4, 5
SA_SUBVERT, SA_ASSASSINATE = 6, 7
SA_PROFIT, SA_MUSCLE, SA_BRIBE = 8, 9, 10
N_SAS = 11
SA_FREE_ASSAULT = N_SAS  # OP_SA of a Sweep whose SA is #5 Masferrer's free Assault (not an action)
A_SA0 = A_CASH_BASE + 3  # A_SA0 + sa: execute that Special Activity (4.0)
A_PIECE0 = A_SA0 + N_SAS  # A_PIECE0 + column: a piece of that kind (see the piece columns)
A_FLIP0 = A_PIECE0 + N_PIECE_COLS  # A_FLIP0 + column: flip a Guerrilla of that kind (4.5.4 Bribe)
A_CARRY0 = A_FLIP0 + N_PIECE_COLS  # A_CARRY0 + column: move a piece of that kind carrying 1 Cash (4.5.2)
A_CHOICE0 = A_CARRY0 + N_PIECE_COLS  # A_CHOICE0 + k: a mode of the pending FR_CHOICE
N_CHOICES = 4
A_VOLUNTARY = A_CHOICE0 + N_CHOICES  # 1.4.1: remove an own piece
N_ACTIONS = A_VOLUNTARY + 1

OP_NAMES = ("Train", "Garrison", "Sweep", "Assault", "Rally", "March", "Attack", "Terror", "Construct")
OP_RULES = ("3.2.1", "3.2.2", "3.2.3", "3.2.4", "3.3.1", "3.3.2", "3.3.3", "3.3.4", "3.3.5")
SA_NAMES = ("Transport", "Air Strike", "Reprisal", "Infiltrate", "Ambush", "Kidnap", "Subvert",
            "Assassinate", "Profit", "Muscle", "Bribe")
SA_RULES = ("4.2.1", "4.2.2", "4.2.3", "4.3.1", "4.3.2", "4.3.3", "4.4.1", "4.4.3", "4.5.1", "4.5.3", "4.5.4")
# The three Special Activities of each faction (4.1), by faction GOVT, M26, DR, SYN.
FACTION_SAS = (
    (SA_TRANSPORT, SA_AIR_STRIKE, SA_REPRISAL),
    (SA_INFILTRATE, SA_AMBUSH, SA_KIDNAP),
    (SA_SUBVERT, SA_AMBUSH, SA_ASSASSINATE),
    (SA_PROFIT, SA_MUSCLE, SA_BRIBE),
)
PIECE_NAMES = ("Troops", "Police", "Government Base", "Underground 26July Guerrilla", "Active 26July Guerrilla",
               "26July Base", "Underground DR Guerrilla", "Active DR Guerrilla", "DR Base",
               "Underground Syndicate Guerrilla", "Active Syndicate Guerrilla", "open Casino", "closed Casino")
# Faction holding Cash under each holder kind (4.5.2: the faction of the piece holds the Cash).
CASH_HOLDER_FACTION = (0, 0, 1, 1, 2, 2, 3, 3)
# The four Operations of each faction (3.0), by faction GOVT, M26, DR, SYN.
FACTION_OPS = (
    (OP_TRAIN, OP_GARRISON, OP_SWEEP, OP_ASSAULT),
    (OP_RALLY, OP_MARCH, OP_ATTACK, OP_TERROR),
    (OP_RALLY, OP_MARCH, OP_ATTACK, OP_TERROR),
    (OP_RALLY, OP_MARCH, OP_TERROR, OP_CONSTRUCT),
)
