"""The Twilight Struggle state: one flat int64 array. Every field and its meaning (spec I.1).

| Field | Size | Meaning |
| --- | --- | --- |
| inf | 2 x 84 | influence: inf[side, country] (US row 0, USSR row 1), never negative (2.1.7) |
| vp | 1 | VP track, positive = US ahead (10.2) |
| defcon | 1 | 5 calm .. 1 nuclear war (8.1) |
| milops | 2 | Military Ops this turn per side, the true count (8.2) |
| space | 2 | Space Race box per side, 0 = off the track .. 8 (6.4) |
| space_attempts | 2 | Space Race attempts made this turn per side (6.4.2) |
| space_first | 9 | space_first[box]: the side that entered the box first, -1 none yet (6.4.3-6.4.4) |
| turn | 1 | 1..10 (4.1); 11 once the game has been scored |
| ar | 1 | action round of the phasing side, 0 in the headline phase (4.5D) |
| phasing | 1 | the phasing side (4.2): the AR's side, or the headliner of the resolving headline |
| step | 1 | where the turn is (ST_*) |
| slot | 1 | the next AR slot: slot // 2 + 1 is its AR, USSR on even slots, US on odd (4.5D.1) |
| plays | 2 | ARs taken this turn per side (invariant: at most the side's allowance) |
| china_holder, china_up | 1, 1 | who holds the China Card and whether it is face up (9) |
| loc | 111 | loc[card]: where it is (LOC_*); the China Card is always LOC_CHINA |
| deck, deck_n | 110, 1 | the draw deck, deck[0:deck_n], its top card last (4.3) |
| headline | 2 | the card each side headlined this turn, 0 none (4.5C) |
| card | 1 | the card being played in the AR, 0 none |
| use | 1 | its use (USE_*) |
| ops_left | 1 | Ops still to spend, the China Card's Asia bonus included (6.0, 9.2) |
| bonus | 1 | 1 while the China Card's +1 is still earned: every Op so far went to Asia (9.2) |
| bonus_sea | 1 | the +1 of Vietnam Revolts (#9, 7.4) while still earned: every Op so far went to Southeast Asia |
| event_after | 1 | the opponent's event triggered by this Ops play waits until the Ops are done (5.2.2) |
| event_used | 1 | the card's event took place in this play (a starred card then leaves the game, 2.2.4) |
| eligible | 84 | the placement snapshot: 1 where the phasing side may place influence this AR (6.1.1) |
| effect | 111 | effect[n]: the lasting effect of card n in force (7.3, E.4), 0 none; its value is the card's (1, or the side it names + 1, or the region + 1; see events/effects.py) |
| ev_next | 2 | a card whose event an event sets off (#5 Five Year Plan, #85 Star Wars), 0 none, and the side playing it |
| ev_taken | 1 | #67 Grain Sales: the card taken from the USSR hand while its Ops or event are to come, 0 none |
| ar_defcon | 1 | DEFCON when the action round began (#106 NORAD: "DEFCON moved to 2 in this AR") |
| ev_left, ev_marks | 1, 84 | an event's scratch while its choices are asked: points left to place or remove, and per country the points placed or removed so far (E.2 "at most N per country") |
| cards_played | 1 | cards headlined or played in action rounds in the whole game |
| sd, sd_n | 7, 1 | solitaire (solo spec A.4): the Scoring Card deck, sd[0:sd_n], its top card last; scoring card numbers |
| region | 2 | solitaire: the Primary and the Secondary Region card (scoring card numbers), 0 none (A.4.1) |
| sd_disc, sd_disc_n | 7, 1 | solitaire: the region cards discarded this turn, in order (DISC, A.4.1) |
| sd_scored | 1 | solitaire, Early War: this turn already had its scoring round (A.4.3) |
| sd_scoring | 1 | solitaire: the current AR is a scoring round (A.4.3 `scoring`; `prev_scoring` in the next step) |
| sd_pending | 1 | solitaire: the scoring round's region is still to be scored (A.4.5) |
| sd_ar | 1 | solitaire: the AR whose region step ran last (1 once P1 and S1 are revealed at the turn's start) |
| sd_total | 1 | solitaire: the cards in SD when the turn began (7, or 6 once Southeast Asia has left; A.4.7) |
| deck_key | 111 | solitaire: deck_key[card], the card's place in its side's face-down deck/hand, higher nearer the top (solo B.1, B.6 H1); set at each turn's start |
| drawn_other | 1 | solitaire: the other card of the human's 2-card draw in this play (UN Intervention, H4), 0 none |
| draft, draft_n, draft_m, draft_claimed | 18, 1, 1, 1 | solitaire draft (solo B.4): the face-up cards, draft[2i], draft[2i+1] pair i once formed; pairs formed, pairs to form, pairs claimed |
| ai_dig | 1 | solitaire: 1 while the AI plays UN Intervention it searched its deck for (B.10.4 AI-3): its second card may be any card of the deck, which is shuffled after the play |
| drafted | 111 | solitaire: drafted[card] = 1 while the card sits in the deck the draft gave it to, seen face up by both sides (B.4, H8); 0 for a card dealt face down |
| options | 64 | OPT_* words |
| phase | 1 | PH_PLAY or PH_OVER |
| (tail) | | decision stack, winner (-1 none or a draw), end reason, decisions, RNG (engine.core.layout) |
"""
from engine.core.layout import FRAME_WIDTH, MAX_FRAMES, tail_offsets, with_tail  # noqa: F401 - re-exported
from engine.twilight.data import N_BOXES, N_CARDS, N_COUNTRIES, N_SIDES

LAYOUT = with_tail(
    [
        ("inf", (N_SIDES, N_COUNTRIES)),
        ("vp", 1),
        ("defcon", 1),
        ("milops", N_SIDES),
        ("space", N_SIDES),
        ("space_attempts", N_SIDES),
        ("space_first", N_BOXES + 1),
        ("turn", 1),
        ("ar", 1),
        ("phasing", 1),
        ("step", 1),
        ("slot", 1),
        ("plays", N_SIDES),
        ("china_holder", 1),
        ("china_up", 1),
        ("loc", N_CARDS + 1),
        ("deck", N_CARDS),
        ("deck_n", 1),
        ("headline", N_SIDES),
        ("card", 1),
        ("use", 1),
        ("ops_left", 1),
        ("bonus", 1),
        ("bonus_sea", 1),
        ("event_after", 1),
        ("event_used", 1),
        ("eligible", N_COUNTRIES),
        ("effect", N_CARDS + 1),
        ("ev_next", 2),
        ("ev_taken", 1),
        ("ar_defcon", 1),
        ("ev_left", 1),
        ("ev_marks", N_COUNTRIES),
        ("cards_played", 1),
        ("sd", 7),
        ("sd_n", 1),
        ("region", 2),
        ("sd_disc", 7),
        ("sd_disc_n", 1),
        ("sd_scored", 1),
        ("sd_scoring", 1),
        ("sd_pending", 1),
        ("sd_ar", 1),
        ("sd_total", 1),
        ("deck_key", N_CARDS + 1),
        ("drawn_other", 1),
        ("draft", 18),
        ("draft_n", 1),
        ("draft_m", 1),
        ("draft_claimed", 1),
        ("drafted", N_CARDS + 1),
        ("ai_dig", 1),
        ("options", 64),
        ("phase", 1),
    ]
)

STATE_SIZE = LAYOUT.size
INF = LAYOUT.offset("inf")  # inf[side, c] is s[INF + side * N_COUNTRIES + c]
VP = LAYOUT.offset("vp")
DEFCON = LAYOUT.offset("defcon")
MILOPS = LAYOUT.offset("milops")
SPACE = LAYOUT.offset("space")
SPACE_ATTEMPTS = LAYOUT.offset("space_attempts")
SPACE_FIRST = LAYOUT.offset("space_first")
TURN = LAYOUT.offset("turn")
AR = LAYOUT.offset("ar")
PHASING = LAYOUT.offset("phasing")
STEP = LAYOUT.offset("step")
SLOT = LAYOUT.offset("slot")
PLAYS = LAYOUT.offset("plays")
CHINA_HOLDER = LAYOUT.offset("china_holder")
CHINA_UP = LAYOUT.offset("china_up")
LOC = LAYOUT.offset("loc")
DECK = LAYOUT.offset("deck")
DECK_N = LAYOUT.offset("deck_n")
HEADLINE = LAYOUT.offset("headline")
CARD = LAYOUT.offset("card")
USE = LAYOUT.offset("use")
OPS_LEFT = LAYOUT.offset("ops_left")
BONUS = LAYOUT.offset("bonus")
BONUS_SEA = LAYOUT.offset("bonus_sea")
EVENT_AFTER = LAYOUT.offset("event_after")
EVENT_USED = LAYOUT.offset("event_used")
ELIGIBLE = LAYOUT.offset("eligible")
EFFECT = LAYOUT.offset("effect")  # s[EFFECT + n]: card n's lasting effect
EV_NEXT = LAYOUT.offset("ev_next")  # s[EV_NEXT] the card, s[EV_NEXT + 1] its player
EV_TAKEN = LAYOUT.offset("ev_taken")
AR_DEFCON = LAYOUT.offset("ar_defcon")
EV_LEFT = LAYOUT.offset("ev_left")
EV_MARKS = LAYOUT.offset("ev_marks")
CARDS_PLAYED = LAYOUT.offset("cards_played")
SD = LAYOUT.offset("sd")
SD_N = LAYOUT.offset("sd_n")
REGION_CARD = LAYOUT.offset("region")  # s[REGION_CARD] the Primary, s[REGION_CARD + 1] the Secondary
SD_DISC = LAYOUT.offset("sd_disc")
SD_DISC_N = LAYOUT.offset("sd_disc_n")
SD_SCORED = LAYOUT.offset("sd_scored")
SD_SCORING = LAYOUT.offset("sd_scoring")
SD_PENDING = LAYOUT.offset("sd_pending")
SD_AR = LAYOUT.offset("sd_ar")
SD_TOTAL = LAYOUT.offset("sd_total")
DECK_KEY = LAYOUT.offset("deck_key")
DRAWN_OTHER = LAYOUT.offset("drawn_other")
DRAFT = LAYOUT.offset("draft")
DRAFT_N = LAYOUT.offset("draft_n")
DRAFT_M = LAYOUT.offset("draft_m")
DRAFT_CLAIMED = LAYOUT.offset("draft_claimed")
DRAFTED = LAYOUT.offset("drafted")
AI_DIG = LAYOUT.offset("ai_dig")
OPTIONS = LAYOUT.offset("options")
PHASE = LAYOUT.offset("phase")
STACK_N, STACK, WINNER, END_REASON, DECISIONS, RNG = tail_offsets(LAYOUT)

# Options (state words OPTIONS + i); rulings for [UNCERTAIN] rules are in RULINGS.md (Twilight). A yes/no
# option is 0/1; a choice is the index of its value in OPTION_CHOICES.
OPT_OPTIONAL_CARDS = 0  # cards 104-110 are in the game (spec 1; default on)
OPT_TOURNAMENT = 1  # 4.5F / 11.1.2 held scoring card check (default on)
OPT_REALIGN_NEEDS_ENEMY = 2  # 6.2.7: realignment only where the opponent has influence (default off, T5)
OPT_UNSPENT_OPS = 3  # 6.0: which uses may leave Ops unspent (T6)
# The solitaire options (the switches of shared/spec/twilight_solo.md part D; RULINGS.md TS*) matter only with
# OPT_SOLITAIRE on.
OPT_SOLITAIRE = 4  # the Human-vs-AI solitaire: scoring cards in the Scoring Card deck, region cards (default off)
OPT_HUMAN_SIDE = 5  # D human_side: the human's superpower (SIDE_IDS index: 0 US, 1 USSR)
OPT_SD_AR3_RETURN = 6  # D sd_ar3_return: the Mid/Late War AR3 reshuffle goes on top (0) or to the bottom (1)
OPT_SCORE_TIMING = 7  # D score_timing: when a scoring round's region is scored (SCORE_*)
OPT_SEA_LEAVES = 8  # D sea_leaves_after_scoring: Southeast Asia Scoring leaves the game once scored
OPT_HUMAN_FIRST = 9  # D human_first_in_scoring: the human plays first in a scoring round
OPT_RPR_SCOPE = 10  # D rpr_scope: whom the Region Play Restrictions bind (RPR_*)
OPT_RPR_OPS = 11  # D rpr_ops: which Operations they restrict (0 all, 1 coups and realignment)
# The AI's switches (part D; RULINGS.md TS20-TS27), read by engine/twilight/nonplayer.
OPT_AI_SETUP = 12  # D ai_setup: the B.2 table by a seeded d6 (0) or its first row (1)
OPT_AI_KILL_MOVES = 13  # D ai_kill_moves: B.15 K1-K2, the AI takes the nuclear-war wins the human hands it
OPT_TIE_BREAK = 14  # D tie_break: B.9.3 seeded random (0) or the lowest id (1, for debugging)
OPT_AI_EVENT_ORDER = 15  # D ai_event_order: B.10.2 (EVENT_ORDER_*)
OPT_IDLE_SPACE = 16  # D idle_space: B.10.3 the idle Space Race in normal mode
OPT_AI_CHINA_ASIA = 17  # D ai_china_asia_scoring: B.14 CH-1
OPT_AI_CHINA_UNSAFE = 18  # D ai_china_when_unsafe: B.14 CH-2
OPT_DESTALINIZATION = 19  # D destalinization: Part C #33 coded O (0) or V (1)
OPT_DRAFT_MODE = 20  # D draft_mode: B.4 how the turn's new cards reach the two decks (DRAFT_*)
OPT_AI_UN_DIGS = 21  # D ai_un_digs_for_wwby: B.10.4 AI-3, the US AI searches its deck for UN Intervention
OPT_UNSAFE_CHAIN = 22  # D unsafe_chain: B.15 F3 with every card unsafe the AI forgoes the AR (0) or plays the last (1)
# The AI's numeric switches (part D; RULINGS.md TS28): integers, or reals stored in thousandths (OPTION_NUMBERS).
OPT_VALVE_HARM = 23  # D valve_harm normal, then aggressive (24): B.10.2 the Space Race valve's harm threshold
OPT_DEFCON_FLOOR = 25  # D defcon_floor_normal, then _aggressive (26): B.15 F1 DEFCON after an own coup
OPT_BG_COUP_PENALTY = 27  # D bg_coup_penalty normal, then aggressive (28): B.11.2 delta (thousandths)
OPT_MILOPS_MU = 29  # D milops_mu early, then late (30): B.11.2 mu (thousandths)
OPT_WAR_THRESHOLD = 31  # D war_threshold: B.10.1 a W event's least success chance (thousandths)
OPT_CHINA_TURN10_MARGIN = 32  # D ai_china_turn10_margin: B.14 CH-3, units (thousandths)
OPT_AI_HEADLINE_LOOK = 33  # D ai_headline_look: B.13 the AI headlines from its top n cards
OPT_EAGLE_MIN_HARM = 34  # D eagle_discard_min_harm: B.16 the least harm the AI discards with Eagle/Bear
OPT_PLAN_MAX_MOVES = 35  # D plan_max_moves: B.11.1 the most moves of a placement plan (1-5)
OPT_V_WEIGHTS = 36  # D v_weights: B.9.1 V's battleground, non-battleground, adjacency, P-region factor (36-39, thousandths)
OPT_VP_UNIT = 40  # D vp_unit: B.9.2 the V units one VP is worth (thousandths)
OPT_AI_CANCEL_CMC = 41  # D ai_cancel_cmc: B.15 F6 the AI restricted by Cuban Missile Crisis may cancel it and coup
OPT_AI_CHINA_EMPTY = 42  # D ai_china_when_deck_empty: B.14 CH-4, the AI plays the China Card when its deck is empty
# The remaining switches of part D (RULINGS.md TS34).
OPT_EXTRA_AR_RULE = 43  # D extra_ar_rule: A.4.4 an extra AR reveals a new P (0) or keeps P (1)
OPT_SECONDARY_PROMOTION = 44  # D secondary_promotion: A.4.3 S becomes P whenever S exists (0) or at AR2 only (1)
OPT_AR1_CARDS = 45  # D ar1_cards: A.4.2 the turn's start reveals P1 and S1 (0) or P1 only (1)
OPT_HUMAN_CHINA_DRAWN = 46  # D human_china_drawn_cards: B.6 H6 the drawn cards to the bottom (0) or on top (1)
OPT_HUMAN_SEARCH_DECK = 47  # D human_search_deck: B.6 H9 the human's "from your hand" is its whole deck
OPT_CAMBRIDGE_FIVE = 48  # D cambridge_five: Part C #104 in the active regions (0) or no effect (1)
OPT_RPR_EVENT_OPS = 49  # D rpr_event_ops: B.5 RPR-3 the restrictions bind event-granted Ops (0) or not (1)
OPT_AI_EXACT_HC = 50  # D ai_exact_hc_check: B.15 F2 an HC card is unsafe only if the human has a battleground coup
OPT_P1S1_REVEAL = 51  # D p1s1_reveal: B.3 P1 and S1 revealed before (0) or after (1) the headline
OPT_DECK_SHUFFLE = 52  # D deck_shuffle_each_turn: B.4.6 held cards shuffled with the new ones, else kept on top
OPT_SD_TURN_RESET = 53  # D sd_turn_reset: A.4.2 SD rebuilt and shuffled (0) or its leftover kept on top (1)
OPT_HEADLINE = 54  # D headline: B.13 the headline phase on (0) or off (1, hand sizes 7/8)
OPT_PLACEMENT_SOLVER = 55  # D ai_placement_solver: B.11.1 plans of plan_max_moves moves (0) or every allocation (1)
OPTION_NAMES = ("optional_cards", "tournament_rules", "realign_needs_enemy_influence", "unspent_ops", "solitaire",
                "human_side", "sd_ar3_return", "score_timing", "sea_leaves_after_scoring", "human_first_in_scoring",
                "rpr_scope", "rpr_ops", "ai_setup", "ai_kill_moves", "tie_break", "ai_event_order", "idle_space",
                "ai_china_asia_scoring", "ai_china_when_unsafe", "destalinization", "draft_mode",
                "ai_un_digs_for_wwby", "unsafe_chain", "valve_harm_normal", "valve_harm_aggressive",
                "defcon_floor_normal", "defcon_floor_aggressive", "bg_coup_penalty_normal", "bg_coup_penalty_aggressive",
                "milops_mu_early", "milops_mu_late", "war_threshold", "ai_china_turn10_margin", "ai_headline_look",
                "eagle_discard_min_harm", "plan_max_moves", "v_weight_bg", "v_weight_non_bg", "v_weight_adjacency",
                "v_weight_region_factor", "vp_unit", "ai_cancel_cmc", "ai_china_when_deck_empty", "extra_ar_rule",
                "secondary_promotion", "ar1_cards", "human_china_drawn_cards", "human_search_deck", "cambridge_five",
                "rpr_event_ops", "ai_exact_hc_check", "p1s1_reveal", "deck_shuffle_each_turn", "sd_turn_reset",
                "headline", "ai_placement_solver")
MILLI = 1000  # a real option's word: its value in thousandths
# name: (lowest, highest, scale): the option's word is round(value * scale); scale 1 takes integers only
OPTION_NUMBERS = {"valve_harm_normal": (0, 4, 1), "valve_harm_aggressive": (0, 4, 1), "defcon_floor_normal": (2, 5, 1),
                  "defcon_floor_aggressive": (2, 5, 1), "bg_coup_penalty_normal": (0, 10, MILLI),
                  "bg_coup_penalty_aggressive": (0, 10, MILLI), "milops_mu_early": (0, 10, MILLI),
                  "milops_mu_late": (0, 10, MILLI), "war_threshold": (0, 1, MILLI),
                  "ai_china_turn10_margin": (0, 20, MILLI), "ai_headline_look": (1, 9, 1),
                  "eagle_discard_min_harm": (1, 3, 1), "plan_max_moves": (1, 5, 1), "v_weight_bg": (0, 20, MILLI),
                  "v_weight_non_bg": (0, 20, MILLI), "v_weight_adjacency": (0, 20, MILLI),
                  "v_weight_region_factor": (0, 10, MILLI), "vp_unit": (0, 100, MILLI)}
UNSPENT_REALIGNMENT, UNSPENT_NONE, UNSPENT_ALL = 0, 1, 2
SD_RETURN_TOP, SD_RETURN_BOTTOM = 0, 1
SCORE_END_OF_AR, SCORE_BETWEEN_PLAYS, SCORE_START_OF_AR = 0, 1, 2
RPR_BOTH, RPR_AI_ONLY, RPR_NONE = 0, 1, 2
RPR_ALL, RPR_COUPS_AND_REALIGN = 0, 1
EVENT_FIRST_EXCEPT_OF, ALWAYS_EVENT_FIRST, ALWAYS_OPS_FIRST = 0, 1, 2
DRAFT_PAIR_SPLIT, DRAFT_PAIR_GIVE, DRAFT_DEAL = 0, 1, 2
CHAIN_FORGO, CHAIN_PLAY = 0, 1
EXTRA_AR_NEW_P, EXTRA_AR_KEEP_P = 0, 1
PROMOTE_WHENEVER_S, PROMOTE_AR2_ONLY = 0, 1
AR1_P_AND_S, AR1_P_ONLY = 0, 1
CHINA_DRAWN_BOTTOM, CHINA_DRAWN_TOP = 0, 1
CAMBRIDGE_ACTIVE_REGIONS, CAMBRIDGE_NO_EFFECT = 0, 1
RPR_EVENT_APPLY, RPR_EVENT_IGNORE = 0, 1
REVEAL_BEFORE_HEADLINE, REVEAL_AFTER_HEADLINE = 0, 1
SD_RESET_REBUILD, SD_RESET_KEEP_LEFTOVER = 0, 1
HEADLINE_ON, HEADLINE_OFF = 0, 1
SOLVER_PLAN, SOLVER_EXACT = 0, 1
OPTION_CHOICES = {"unspent_ops": ("realignment", "none", "all"), "human_side": ("us", "ussr"),
                  "sd_ar3_return": ("top", "bottom"), "score_timing": ("end_of_ar", "between_plays", "start_of_ar"),
                  "rpr_scope": ("both", "ai_only", "none"), "rpr_ops": ("all", "coups_and_realignment"),
                  "ai_setup": ("table", "first_row"), "tie_break": ("seeded_random", "lowest_id"),
                  "ai_event_order": ("event_first_except_of", "always_event_first", "always_ops_first"),
                  "destalinization": ("o", "v"), "draft_mode": ("pair_split", "pair_give", "deal"),
                  "unsafe_chain": ("valve_china_defer_forgo", "valve_defer_play"), "extra_ar_rule": ("new_p", "keep_p"),
                  "secondary_promotion": ("whenever_s", "ar2_only"), "ar1_cards": ("p_and_s", "p_only"),
                  "human_china_drawn_cards": ("bottom", "top"), "cambridge_five": ("active_regions", "no_effect"),
                  "rpr_event_ops": ("apply", "ignore"), "p1s1_reveal": ("before_headline", "after_headline"),
                  "sd_turn_reset": ("rebuild_shuffle", "keep_leftover_on_top"), "headline": ("on", "off"),
                  "ai_placement_solver": ("plan", "exact")}
OPTION_RULINGS = {"unspent_ops": "RULINGS.md T6", "human_side": "RULINGS.md TS3", "sd_ar3_return": "RULINGS.md TS4",
                  "score_timing": "RULINGS.md TS5", "rpr_scope": "RULINGS.md TS8", "rpr_ops": "RULINGS.md TS8",
                  "ai_setup": "RULINGS.md TS20", "tie_break": "RULINGS.md TS20", "ai_event_order": "RULINGS.md TS20",
                  "destalinization": "RULINGS.md TS20", "draft_mode": "RULINGS.md TS26",
                  "unsafe_chain": "RULINGS.md TS25",
                  **{name: "RULINGS.md TS34" for name in ("extra_ar_rule", "secondary_promotion", "ar1_cards",
                                                          "human_china_drawn_cards", "cambridge_five", "rpr_event_ops",
                                                          "p1s1_reveal", "sd_turn_reset", "headline")},
                   "ai_placement_solver": "RULINGS.md TS35"}
DEFAULT_OPTIONS = {"optional_cards": True, "tournament_rules": True, "realign_needs_enemy_influence": False,
                   "unspent_ops": "realignment", "solitaire": False, "human_side": "us", "sd_ar3_return": "top",
                   "score_timing": "end_of_ar", "sea_leaves_after_scoring": True, "human_first_in_scoring": True,
                   "rpr_scope": "both", "rpr_ops": "all", "ai_setup": "table", "ai_kill_moves": True,
                   "tie_break": "seeded_random", "ai_event_order": "event_first_except_of", "idle_space": True,
                   "ai_china_asia_scoring": True, "ai_china_when_unsafe": True, "destalinization": "o",
                   "draft_mode": "pair_split", "ai_un_digs_for_wwby": True,
                   "unsafe_chain": "valve_china_defer_forgo", "valve_harm_normal": 2, "valve_harm_aggressive": 3,
                   "defcon_floor_normal": 3, "defcon_floor_aggressive": 2, "bg_coup_penalty_normal": 0.5,
                   "bg_coup_penalty_aggressive": 0.0, "milops_mu_early": 0.5, "milops_mu_late": 1.0,
                   "war_threshold": 0.5, "ai_china_turn10_margin": 2.0, "ai_headline_look": 3,
                   "eagle_discard_min_harm": 1, "plan_max_moves": 3, "v_weight_bg": 3.0, "v_weight_non_bg": 1.0,
                   "v_weight_adjacency": 1.0, "v_weight_region_factor": 2.0, "vp_unit": 1.0,
                   "ai_cancel_cmc": False, "ai_china_when_deck_empty": True, "extra_ar_rule": "new_p",
                   "secondary_promotion": "whenever_s", "ar1_cards": "p_and_s", "human_china_drawn_cards": "bottom",
                   "human_search_deck": True, "cambridge_five": "active_regions", "rpr_event_ops": "apply",
                   "ai_exact_hc_check": False, "p1s1_reveal": "before_headline", "deck_shuffle_each_turn": True,
                   "sd_turn_reset": "rebuild_shuffle", "headline": "on",
                   "ai_placement_solver": "plan"}

# Card locations (4.7: each card is in exactly one place).
# LOC_SCORING: solitaire only, a scoring card in the Scoring Card deck system (sd, region or sd_disc, A.4.1).
# LOC_DRAFT: solitaire only, a card dealt face up in the draft and not yet claimed (solo B.4).
# LOC_EFFECT: a card whose lasting effect keeps it in front of its player (7.3: #73 Shuttle Diplomacy, not starred).
(LOC_OUT, LOC_DECK, LOC_HAND_US, LOC_HAND_USSR, LOC_DISCARD, LOC_REMOVED, LOC_PLAY, LOC_CHINA, LOC_UNUSED,
 LOC_SCORING, LOC_EFFECT, LOC_DRAFT) = range(12)
LOC_HAND = LOC_HAND_US  # LOC_HAND + side
LOC_NAMES = ("later_era", "deck", "us_hand", "ussr_hand", "discard", "removed", "in_play", "china", "not_in_game",
             "scoring_deck", "in_effect", "draft")

# Phases and the steps of a turn (4.5).
PH_PLAY, PH_OVER = 0, 1
ST_SETUP, ST_TURN, ST_HEADLINE, ST_ARS, ST_END, ST_DRAFT = 0, 1, 2, 3, 4, 5

# Why the game ended.
END_NONE, END_VP, END_EUROPE, END_DEFCON, END_HELD_SCORING, END_FINAL, END_WARGAMES, END_CMC = range(8)
END_NAMES = (
    "",
    "10.3.1 20 VP",
    "10.3.1 control of Europe when Europe is scored",
    "8.1.3 DEFCON 1: the phasing player loses",
    "11.1.2 a scoring card held at the end of the turn",
    "10.3.2 final scoring",
    "#100 Wargames: the game ends on VP",
    "#40 Cuban Missile Crisis: a coup by the restricted side",
)

# Uses of a card in an action round (5.1, 6.0).
USE_EVENT, USE_INFLUENCE, USE_REALIGN, USE_COUP, USE_SPACE = range(5)
N_USES = 5
USE_NAMES = ("event", "influence", "realignment", "coup", "Space Race")
USE_RULES = ("5.1", "6.1", "6.2", "6.3", "6.4")

# Frame kinds of the decision stack: (kind, side, p1, p2).
FR_SETUP = 1  # 3.2-3.3: place one setup point; p1 = points left, p2 = the subregion bit (EASTERN/WESTERN)
FR_HEADLINE = 2  # 4.5C: choose the headline card
FR_CARD = 3  # 4.5D: choose the card of the action round
FR_USE = 4  # 5.1: event, influence, realignment, coup or Space Race
FR_ORDER = 5  # 5.2.2: the opponent's event before or after the Ops
FR_INFLUENCE = 6  # 6.1: place the next influence point
FR_REALIGN = 7  # 6.2: the next realignment roll's target, or stop
FR_COUP = 8  # 6.3: the coup's target
FR_EAGLE = 9  # 4.6 / 6.4.4 box 6: discard a held card at the end of the turn, or keep it
FR_EVENT = 10  # 7.1, E.3: a choice inside an event, by the side the card names; p1 = the card, p2 = its step
FR_PAIR = 11  # solo B.4.3: the human picks a face-up card for the pair it forms; p1 = the pair's first card, 0 none
FR_CLAIM = 12  # solo B.4.4: which card of the pair (p1, p2) goes to the AI (the AI claims, or the human gives)

# The action space: every decision is one of these integers.
A_COUNTRY0 = 0  # A_COUNTRY0 + c: country c
A_CARD0 = N_COUNTRIES  # A_CARD0 + n - 1: card n
A_USE0 = A_CARD0 + N_CARDS  # A_USE0 + USE_*
A_EVENT_FIRST = A_USE0 + N_USES
A_OPS_FIRST = A_EVENT_FIRST + 1
A_DONE = A_OPS_FIRST + 1
A_CHOICE0 = A_DONE + 1  # A_CHOICE0 + k: option k of an event's choice (a mode, a DEFCON level, a region)
N_CHOICES = 6
N_ACTIONS = A_CHOICE0 + N_CHOICES
