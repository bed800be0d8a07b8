"""9.2 and 9.4.1: the bot's card, the EV table (event or Ops) and the Ops chain — one test per branch, each
against a position where the neighbouring branch would answer differently."""
from engine.core.frames import top
from engine.labyrinth import layout as L
from tests.labyrinth.bot_helpers import bot, kind, solo
from tests.labyrinth.helpers import card_action, country_action, legal, op_action, play

POOR6 = {"governance": "poor", "alignment": "neutral", "sleepers": 6}
IRAQ1 = {"iraq": {"governance": "poor", "alignment": "neutral", "sleepers": 1}}
ALL_CELLS = {"iraq": {"governance": "poor", "alignment": "neutral", "sleepers": 15}}
BIOMETRICS, GAZA_WAR, AL_ITTIHAD, KOSOVO, EURO_ISLAM, SANCTIONS, ANBAR = 2, 63, 49, 101, 16, 6, 13
US_ELECTION = 120


def answer_to_card(countries, card, options=None, **fields):
    s = solo(countries, [card], options, **fields)
    play(s, card_action(card))
    return bot(s)


def test_9_2_the_bot_plays_a_card_of_its_hand_and_never_removes_a_cadre():
    s = solo({"iraq": {"governance": "poor", "alignment": "neutral", "sleepers": 1, "cadre": False},
              "egypt": {"governance": "fair", "alignment": "neutral", "cadre": True}}, [GAZA_WAR, KOSOVO])
    assert L.A_COUNTRY0 in legal(s) or any(a < L.A_CARD0 for a in legal(s))  # a cadre could be removed
    a, why = bot(s)
    assert a in (card_action(GAZA_WAR), card_action(KOSOVO)) and why[0].startswith("9.2")


def test_9_4_1_row_1_a_playable_jihadist_event_is_done_without_ops():
    a, why = answer_to_card(IRAQ1, GAZA_WAR)
    assert a == L.A_EVENT and why == ["9.4.1 EV: a playable Jihadist event: the event, no Ops"]


def test_9_4_1_row_2_an_unassociated_event_then_the_ops_chain():
    s = solo(IRAQ1, [KOSOVO])
    play(s, card_action(KOSOVO))
    a, why = bot(s)
    assert a == L.A_EVENT and "unassociated" in why[0]
    play(s, a)
    assert kind(s) == L.FR_USE and top(s, 2) == 1  # the engine asks for the card's Ops
    a, why = bot(s)
    assert a == op_action(L.OP_RECRUIT) and "Ops chain 3" in why[-1]


def test_9_4_1_row_2_us_election_its_event_once_before_the_ops_6_3_1():
    """6.3.1: playing US Election triggers its event once, the player choosing the order; the bot's is the event
    first (9.4.1 row 2), so the Ops that follow do not trigger it again."""
    s = solo(IRAQ1, [US_ELECTION], prestige=7)
    play(s, card_action(US_ELECTION))
    a, _ = bot(s)
    assert a == L.A_EVENT
    play(s, a)
    prestige = int(s[L.PRESTIGE])
    assert prestige in (6, 8)  # the posture roll, then Prestige +1 or -1
    a, why = bot(s)
    assert a == op_action(L.OP_RECRUIT) and "Ops chain 3" in why[-1]
    play(s, a)
    assert kind(s) == L.FR_DICE and s[L.TRIGGER] == 0  # no order to choose, no event due after the Ops
    while s[L.CARD] == US_ELECTION:
        play(s, bot(s)[0])
    assert s[L.PRESTIGE] == prestige


def test_9_4_1_row_3_an_event_placing_cells_without_cells_on_the_funding_track_is_radicalization():
    a, why = answer_to_card(ALL_CELLS, AL_ITTIHAD)
    assert a == L.A_RADICAL and "no cell is on the Funding track" in why[0]
    fewer = {"iraq": {**ALL_CELLS["iraq"], "sleepers": 14}}
    assert answer_to_card(fewer, AL_ITTIHAD)[0] == L.A_EVENT


def test_9_4_1_row_4_a_playable_us_event_is_a_plot_instead():
    a, why = answer_to_card(IRAQ1, EURO_ISLAM)
    assert a == op_action(L.OP_PLOT) and "Plot with the card's Ops" in why[0]


def test_9_4_1_row_5_an_unplayable_event_goes_to_the_ops_chain():
    a, why = answer_to_card(IRAQ1, ANBAR)  # no troops in Iraq or Syria: Anbar Awakening is not playable
    assert a == op_action(L.OP_RECRUIT) and why[0].startswith("9.4.1 EV: the event is not playable")


def test_9_4_1_ops_chain_1_major_jihad_only_when_the_card_could_make_islamist_rule():
    a, why = answer_to_card({"pakistan": POOR6}, ANBAR)  # 2 Ops: Poor needs 2 successes
    assert a == op_action(L.OP_MAJOR_JIHAD) and "Ops chain 1" in why[-1]
    a, _ = answer_to_card({"pakistan": POOR6}, SANCTIONS)  # 1 Op: it cannot succeed
    assert a == op_action(L.OP_RECRUIT)


def test_9_4_1_ops_chain_2_minor_jihad_in_a_good_or_fair_country():
    egypt = {"egypt": {"governance": "fair", "alignment": "neutral", "sleepers": 1}}
    a, why = answer_to_card(egypt, SANCTIONS)
    assert a == op_action(L.OP_JIHAD) and "Ops chain 2" in why[-1]
    assert answer_to_card(IRAQ1, SANCTIONS)[0] == op_action(L.OP_RECRUIT)  # a Poor country: not line 2


def test_9_4_1_ops_chain_3_and_4_recruit_with_available_cells_else_travel():
    a, why = answer_to_card(IRAQ1, SANCTIONS, funding=5)
    assert a == op_action(L.OP_RECRUIT) and "Ops chain 3" in why[-1]
    iraq5 = {"iraq": {**IRAQ1["iraq"], "sleepers": 6}}  # 9 on the track, Tight: none available
    a, why = answer_to_card(iraq5, SANCTIONS, funding=1)
    assert a == op_action(L.OP_TRAVEL) and "Ops chain 4" in why[-1]


def test_9_4_1_ops_chain_gtmo_sends_the_bot_to_travel_or_with_the_lwotai_reading_to_radicalization():
    cards = {"jihadist_hand": [SANCTIONS], "us_hand": [96], "lapsing": [114]}
    s = solo(IRAQ1, [SANCTIONS], cards=cards)
    play(s, card_action(SANCTIONS))
    a, why = bot(s)
    assert a == op_action(L.OP_TRAVEL) and "GTMO" in why[-1]
    s = solo(IRAQ1, [SANCTIONS], {"bot_gtmo": "lwotai"}, cards=cards)
    play(s, card_action(SANCTIONS))
    a, why = bot(s)
    assert a == L.A_RADICAL and "L63" in why[-1]


def test_9_4_1_no_op_possible_is_radicalization():
    s = solo({}, [SANCTIONS], funding=5)  # no cell and no cadre on the map: nothing to recruit or move
    play(s, card_action(SANCTIONS))
    a, why = bot(s)
    assert a == L.A_RADICAL and "Radicalization" in why[-1]
    cards = {"jihadist_hand": [SANCTIONS], "us_hand": [96], "lapsing": [114]}
    s = solo({}, [SANCTIONS], cards=cards)  # GTMO and no cell to travel: Ops chain line 5
    play(s, card_action(SANCTIONS))
    a, why = bot(s)
    assert a == L.A_RADICAL and why[-1].startswith("9.4.1 Ops chain 5")


def test_9_4_1_the_bot_never_triggers_a_us_event_and_never_takes_the_1st_plot_box():
    s = solo(IRAQ1, [BIOMETRICS, GAZA_WAR])
    play(s, card_action(BIOMETRICS), op_action(L.OP_PLOT), country_action("iraq"))  # 1 die: rolled at once
    assert s[L.FIRST_PLOT] == 0 and s[L.LOC + BIOMETRICS] == L.LOC_DISCARD and s[L.LAPSE + BIOMETRICS] == 0
