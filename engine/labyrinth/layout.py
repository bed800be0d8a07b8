"""The Labyrinth state: one flat int64 array. Every field and its meaning.

Per country (rows of data/countries.csv) one row of N_COLS integers:
  GOV        governance (4.2.1): 0 untested, 1 Good, 2 Fair, 3 Poor, 4 Islamist Rule; non-Muslim
             countries and Iran hold their fixed value (4.3.1, 4.4)
  ALIGN      alignment of a Muslim country (4.2.3): 0 none (untested), 1 Ally, 2 Neutral, 3 Adversary
  POSTURE    posture (4.3.2): 0 none (untested; Muslim countries and Iran), 1 Hard, 2 Soft; the United
             States row holds the US posture of the GWOT track (4.7.2)
  TROOPS, SLEEPERS, ACTIVES   pieces (4.6)
  CADRE      0/1 (4.8.4); AID count (7.2.2); BESIEGED 0/1 (8.4.4); RC 0 none, 1 green, 2 tan (4.8.2)
  PLOT1..PLOTW  face-down plot markers here: numbered 1, 2, 3 and WMD (4.8.1, 8.5.5)
Troops not in countries are on the Troops track and cells not in countries on the Funding track:
they are 15 minus those on the map, never stored (4.6.2).

Cards: LOC[c] says where card c is (LOC_* below); DRAW[0:DRAW_N] is the draw pile, its top card last.
Discards, boxes and hands are unordered (5.3.2: only their contents and counts matter).

Operation scratch (8.1.2: dice are assigned before any is rolled): DICE[c] dice (later successes) per
country; TRAVEL[i] = (origin, destination) of the i-th travelling cell of the card.
Plot resolution (8.5.6): RES_COUNTRY/RES_PLOT/RES_STAGE say which plot is being resolved and how far.

Events (6.2): MARKED[c] is card c's MARK marker, LAPSE[c] its LAPSING effect for the rest of the turn;
docs/labyrinth_cards.md lists every lasting marker and the rule it changes. An event's choices are FR_EVENT
frames (p1 the card, p2 its step), answered by the side the rules name.
"""
from engine.core.layout import FRAME_WIDTH, MAX_FRAMES, tail_offsets, with_tail  # noqa: F401 - re-exported
from engine.labyrinth.data import N_CARDS, N_COUNTRIES, N_SIDES

# Country columns.
GOV, ALIGN, POSTURE, TROOPS, SLEEPERS, ACTIVES, CADRE, AID, BESIEGED, RC = range(10)
PLOT0 = 10  # PLOT0 + k for k in PLOT_KINDS
PLOT1, PLOT2, PLOT3, PLOTW = 10, 11, 12, 13
N_COLS = 14
# Plot kinds: index 1-3 numbered plots, 4 WMD (so PLOT0 + kind - 1 is the column).
WMD = 4

UNTESTED, GOOD, FAIR, POOR, IR = 0, 1, 2, 3, 4
NO_ALIGN, ALLY, NEUTRAL, ADVERSARY = 0, 1, 2, 3
NO_POSTURE, HARD, SOFT = 0, 1, 2
NO_RC, RC_GREEN, RC_TAN = 0, 1, 2

# Card locations.
LOC_OUT, LOC_DRAW, LOC_HAND_US, LOC_HAND_J, LOC_DISCARD, LOC_REMOVED, LOC_LAPSING, LOC_FIRST_PLOT, LOC_PLAY = range(9)
LOC_NAMES = ("out", "draw", "us_hand", "jihadist_hand", "discard", "removed", "lapsing", "first_plot", "in_play")

MAX_TRAVEL = 3

LAYOUT = with_tail(
    [
        ("countries", (N_COUNTRIES, N_COLS)),
        ("prestige", 1),  # 4.7.1: 1-12
        ("funding", 1),  # 4.7.4: 1-9
        ("reserves", N_SIDES),  # 6.3.3: 0-2 each
        ("available_plots", 5),  # 4.7.8: index 1-3 numbered plots, 4 WMD (index 0 unused)
        ("wmd_boxes", 2),  # 4.7.9: Loose Nuke/HEU/Kazakh Strain box, Pakistani Arsenal box
        ("plots_aside", 4),  # 9.3.3 solitaire: numbered plot markers a WMD replaced, index 1-3 (0 unused)
        ("marked", N_CARDS + 1),  # 6.2.7: MARK event markers in effect (1; card 3 CTR: CTR_* bits)
        ("loc", N_CARDS + 1),
        ("draw", N_CARDS),
        ("draw_n", 1),
        ("reshuffles", 1),  # 5.3.1: the Deck marker's box minus one
        ("decks", 1),  # 3.3: game length (1, 2 or 3 decks)
        ("turn", 1),
        ("step", 1),  # where the turn is (ST_*)
        ("cards_in_phase", 1),  # 5.2.2: cards played in the current action phase
        ("us_kept", 1),  # 5.2.4: the US kept its last card in this action phase
        ("first_plot", 1),  # 8.5.3: the card in the 1st Plot box, 0 if none this turn
        ("card", 1),  # the card being played
        ("op", 1),  # the operation being carried out (OP_*)
        ("op_value", 1),  # its effective Ops value (6.3.3)
        ("dice", N_COUNTRIES),
        ("travel", (MAX_TRAVEL, 2)),
        ("travel_n", 1),
        ("travel_unmarked", MAX_TRAVEL),  # 4.9.4: the i-th destination was unmarked when declared (tested then)
        ("res_country", 1),
        ("res_plot", 1),
        ("res_stage", 1),
        ("cards_played", 1),  # cards used or discarded in the whole game
        ("event_op", 1),  # the card whose event carries out the operation (#18 value 1, #53 Madrassas' Recruit), 0
        ("extra_card", 1),  # #18 Intel Community: 1 the US may play an additional card now, 2 it is playing it
        ("lapse", N_CARDS + 1),  # 6.2.7, 4.7.7: LAPSING events in effect this turn (even if the card left its box)
        ("trigger", 2),  # 6.3.2: events due after the Ops (this card's, a Reassessment's 2nd card's); TRIGGER_BY
        ("pending_op", 1),  # 6.3.2, event first: 1 + op + 16 x spend of the Ops still to carry out, 0 none;
        #                     PENDING_BOT_OPS: 9.4.1 the bot's Ops follow its unassociated event
        ("event_fate", 1),  # where the card in play goes after its event happened (LOC_REMOVED / LOC_LAPSING), 0 discard
        ("backlash", 2),  # card 1: the designated plot (country + 1, plot kind), 0 none
        ("recent", 4),
        ("stack_order", N_CARDS + 1),  # 9.2 solitaire: [c] when card c went on top of the bot's stack (a rising count
        #                                kept in [0]), 0 for a dealt card  # bits per country, this action phase and the previous (RECENT_*): for #61 and #94
        ("options", 6),
        ("phase", 1),
    ]
)

STATE_SIZE = LAYOUT.size
C0 = LAYOUT.offset("countries")
PRESTIGE = LAYOUT.offset("prestige")
FUNDING = LAYOUT.offset("funding")
RESERVES = LAYOUT.offset("reserves")
AVAIL = LAYOUT.offset("available_plots")
WMD_BOXES = LAYOUT.offset("wmd_boxes")
ASIDE = LAYOUT.offset("plots_aside")
MARKED = LAYOUT.offset("marked")
LOC = LAYOUT.offset("loc")
DRAW = LAYOUT.offset("draw")
DRAW_N = LAYOUT.offset("draw_n")
RESHUFFLES = LAYOUT.offset("reshuffles")
DECKS = LAYOUT.offset("decks")
TURN = LAYOUT.offset("turn")
STEP = LAYOUT.offset("step")
CARDS_IN_PHASE = LAYOUT.offset("cards_in_phase")
US_KEPT = LAYOUT.offset("us_kept")
FIRST_PLOT = LAYOUT.offset("first_plot")
CARD = LAYOUT.offset("card")
OP = LAYOUT.offset("op")
OP_VALUE = LAYOUT.offset("op_value")
DICE = LAYOUT.offset("dice")
TRAVEL = LAYOUT.offset("travel")
TRAVEL_N = LAYOUT.offset("travel_n")
TRAVEL_UNMARKED = LAYOUT.offset("travel_unmarked")
RES_COUNTRY = LAYOUT.offset("res_country")
RES_PLOT = LAYOUT.offset("res_plot")
RES_STAGE = LAYOUT.offset("res_stage")
CARDS_PLAYED = LAYOUT.offset("cards_played")
EVENT_OP = LAYOUT.offset("event_op")
EXTRA_CARD = LAYOUT.offset("extra_card")
LAPSE = LAYOUT.offset("lapse")
TRIGGER = LAYOUT.offset("trigger")
PENDING_OP = LAYOUT.offset("pending_op")
EVENT_FATE = LAYOUT.offset("event_fate")
BACKLASH = LAYOUT.offset("backlash")
RECENT = LAYOUT.offset("recent")
STACK_ORDER = LAYOUT.offset("stack_order")
PENDING_BOT_OPS = 999
TRIGGER_BY = 1000  # a TRIGGER word card + TRIGGER_BY x (side + 1) names the side carrying it out (#90 Quagmire)
# RECENT + i: countries Disrupted (#61 Detainee Release) / tested or improved to Fair or Good (#94), in this
# action phase (NOW) and the previous one (6.2.2: the opponent's last action phase, even in the previous turn).
RECENT_DISRUPTED, RECENT_IMPROVED, RECENT_PREVIOUS = 0, 2, 1
OPTIONS = LAYOUT.offset("options")
PHASE = LAYOUT.offset("phase")
STACK_N, STACK, WINNER, END_REASON, DECISIONS, RNG = tail_offsets(LAYOUT)
WMD_LOOSE, WMD_PAKISTAN = WMD_BOXES, WMD_BOXES + 1

# Options (state words OPTIONS + i); rulings for [UNCERTAIN] rules are in RULINGS.md (Labyrinth).
OPT_RC_FROM_RC = 0  # 7.3.4: 1 = Regime Change troops may come from another RC country (subject to 7.3.1)
OPT_MADRASSAS_TWO = 1  # #53 Madrassas: 1 = two Recruits (its Ops, then the second card's), 0 = one Recruit (L51)
OPT_NATO_OUT = 2  # #41 NATO: 1 = after a Deploy from its country the US may send NATO out (removed, L52)
YES_NO_OPTIONS = ("rc_from_rc_country", "madrassas_two_recruits", "nato_deploys_out")  # OPTIONS + i, 0/1
# Chapter 9 solitaire: 1 = the Jihadist is the rulebook bot (the `players` option lists only the US), 9.1-9.4 apply.
OPT_SOLO = 3
OPT_IDEOLOGY = 4  # 9.7: 0 Normal, 1 Coherent, 2 Attractive, 3 Potent, 4 Infectious, 5 Virulent (solitaire only)
# The bot's readings of [UNCERTAIN] passages, one bit each (RULINGS L61-L63): 0 our rulebook's, 1 the lwotai programs';
# and the solitaire's optional rule bits.
OPT_BOT = 5
BOT_PLOT_ORDER = 1  # L61 W-PL governance order of Plot operations: Poor>Fair>Good, or Fair>Good>Poor
BOT_RC_ORIGIN = 2  # L62 W-TR origin F2: Regime Change with more than 5 cells, or with more cells than troops
BOT_GTMO = 4  # L63 9.4.1 Ops chain under GTMO: Travel, or Recruit refused -> Radicalization
SOLO_MINI_DECKS = 8  # 9.2 optional rule: three mini-decks (option mini_decks)
BOT_MADRASSAS = 16  # L79 #53 Madrassas' Recruit: the Global table and the Funding track's cells, or W-RC and available cells
BOT_TRAVEL_ORIGINS = 32  # L82 W-TR origins F1/F2: the cells in the country, or the cells not yet travelling
BOT_TRAVEL_DESTINATIONS = 64  # L83 W-TR To boxes as the rulebook lists them, or as lwotai pools and draws them
IDEOLOGY_NAMES = ("normal", "coherent", "attractive", "potent", "infectious", "virulent")

# Phases of the game.
PH_SETUP, PH_PLAY, PH_OVER = 0, 1, 2
# Steps of a turn (5.2.1).
ST_J_PHASE, ST_US_PHASE, ST_PLOTS, ST_END_TURN = 0, 1, 2, 3
# Why the game ended.
END_NONE, END_US_GOOD_RESOURCES, END_US_FAIR_GOOD, END_US_NO_CELLS = 0, 1, 2, 3
END_J_CALIPHATE, END_J_COLLAPSE, END_J_WMD_US, END_ADJUDICATION = 4, 5, 6, 7
END_NAMES = (
    "",
    "2.1 Good resources 12 or more",
    "2.1 15 Muslim countries Fair or Good",
    "2.1 no cells on the map",
    "2.1 Islamist Rule resources 6 with two adjacent",
    "2.1 Prestige 1 and 15 Muslim countries Poor or Islamist Rule",
    "2.1 WMD plot resolved in the United States",
    "2.3 end-of-game adjudication",
)

# Operations (7.x US, 8.x Jihadist, 6.3.3 Reserves for both).
OP_WOI, OP_DEPLOY, OP_DISRUPT, OP_ALERT, OP_REASSESS, OP_REGIME_CHANGE, OP_WITHDRAW = 0, 1, 2, 3, 4, 5, 6
OP_RECRUIT, OP_TRAVEL, OP_JIHAD, OP_MAJOR_JIHAD, OP_PLOT, OP_RESERVES = 7, 8, 9, 10, 11, 12
N_OPS = 13
US_OPS = (OP_WOI, OP_DEPLOY, OP_DISRUPT, OP_ALERT, OP_REASSESS, OP_REGIME_CHANGE, OP_WITHDRAW, OP_RESERVES)
J_OPS = (OP_RECRUIT, OP_TRAVEL, OP_JIHAD, OP_MAJOR_JIHAD, OP_PLOT, OP_RESERVES)
OP_NAMES = ("War of Ideas", "Deploy", "Disrupt", "Alert", "Reassessment", "Regime Change", "Withdraw",
            "Recruit", "Travel", "Minor Jihad", "Major Jihad", "Plot", "Reserves")
OP_RULES = ("7.2", "7.3", "7.4", "7.5", "7.6", "7.3.4", "7.3.5", "8.2", "8.3", "8.4.1", "8.4.2", "8.5", "6.3.3")

# Frame kinds of the decision stack: (kind, side, p1, p2).
FR_SETUP_CELL = 1  # Anaconda setup: place a cell in a non-US country; p1 = cells left, p2 = bitmask of chosen
FR_SETUP_REROLL = 2  # Mission Accomplished? setup: re-roll one Schengen posture or not
FR_CARD = 3  # 5.2.2: choose a card to play (US with one card: or discard / keep it, 5.2.4); p1 = the card #47 draws, or 0;
# p2 = 1: the US's additional card (#18 Intel Community), or DONE
FR_USE = 4  # 6.1: event or an operation for the card in play; p1 = 1: an operation only (#97 Fatwa)
FR_RESERVES = 5  # 6.3.3: spend the Reserves on this card? p1 = operation, p2 = FR_USE's p1 (1: Ops only)
FR_COUNTRY = 6  # choose the target country of the operation (WoI, Disrupt, Alert, Regime Change target)
FR_SOURCE = 7  # 7.3 Deploy / Regime Change / Withdraw: where the troops come from; p1 = RC target or -1
FR_DEST = 8  # 7.3 Deploy / Withdraw: where they go; p1 = source (N_COUNTRIES = Troops track)
FR_TROOPS = 9  # 7.3: how many troops; p1 = source, p2 = destination
FR_DISRUPT_MIX = 10  # 7.4: how many active cells to remove; p1 = country
FR_SECOND_CARD = 11  # 7.6.2: the second 3-value card of a Reassessment
FR_DICE = 12  # 8.1.2: assign the next die to a country (Travel: an origin), or stop; p1 = dice left; p2 = dice of
# a second Recruit to follow (#53 Madrassas, option madrassas_two_recruits)
FR_TRAVEL_DEST = 13  # 8.3: destination of a travelling cell; p1 = origin, p2 = dice left after it
FR_RECRUIT_PLACE = 14  # 8.2.1: more successes than available cells: where the next cell goes
FR_PLOT_MARKER = 15  # 8.5.2: which available plot marker a success places; p1 = country
FR_RESOLVE = 16  # 8.5.6: which country's plots resolve next
FR_WMD_REROLL = 17  # 8.5.6 step 3: re-roll the posture after a WMD plot? p1 = country
FR_SCHENGEN = 18  # 8.5.6 step 3: another Schengen country rolls its posture; p1 = plot country, p2 = first pick or -1
FR_EVENT = 19  # 6.2: a choice inside an event; p1 = card, p2 = the card's step (events/dispatch.py)
FR_ORDER = 20  # 6.3.2: the opponent's event first (A_EVENT) or the Ops first (A_OP0 + op); p1 = op, p2 = spend
# 9.4.3 solitaire Radicalization: p1 = Ops left, p2 = RAD_* step, or RAD_ORIGIN x (origin + 1) while a cell travels
FR_RADICAL = 21
RAD_CELL, RAD_TRAVEL, RAD_PLOT, RAD_ERODE = 0, 1, 2, 3
RAD_ORIGIN = 8
FRAME_NAMES = {
    FR_SETUP_CELL: "setup_cell", FR_SETUP_REROLL: "setup_reroll", FR_CARD: "card", FR_USE: "use",
    FR_RESERVES: "reserves", FR_COUNTRY: "country", FR_SOURCE: "source", FR_DEST: "destination",
    FR_TROOPS: "troops", FR_DISRUPT_MIX: "disrupt_mix", FR_SECOND_CARD: "second_card", FR_DICE: "dice",
    FR_TRAVEL_DEST: "travel_destination", FR_RECRUIT_PLACE: "recruit_place", FR_PLOT_MARKER: "plot_marker",
    FR_RESOLVE: "resolve", FR_WMD_REROLL: "wmd_reroll", FR_SCHENGEN: "schengen", FR_EVENT: "event",
    FR_ORDER: "event_order", FR_RADICAL: "radicalization",
}

# Card 3 CTR: where its markers are (MARKED + 3).
CTR_RUSSIA, CTR_CENTRAL_ASIA = 1, 2
# A MARK marker flipped to its blocked side by #84/#85 Leak (6.2.8): MARKED value.
MARKED_BLOCKED = 2

# The action space: every decision is one of these integers.
A_COUNTRY0 = 0  # A_COUNTRY0 + i: country i
A_TRACK = N_COUNTRIES  # the Troops track (7.3)
A_CARD0 = A_TRACK + 1  # A_CARD0 + c - 1: card c
A_DONE = A_CARD0 + N_CARDS
A_DISCARD = A_DONE + 1  # 5.2.4
A_KEEP = A_DONE + 2  # 5.2.4
A_EVENT = A_DONE + 3  # 6.2
A_OP0 = A_DONE + 4  # A_OP0 + op
A_YES = A_OP0 + N_OPS
A_NO = A_YES + 1
A_NUM0 = A_NO + 1  # A_NUM0 + n, n = 0..15
A_PLOT0 = A_NUM0 + 16  # A_PLOT0 + kind - 1, kind 1-3 numbered, 4 WMD
A_RADICAL = A_PLOT0 + 4  # 9.4.3 solitaire: the bot spends the card's Ops on Radicalization
N_ACTIONS = A_RADICAL + 1
