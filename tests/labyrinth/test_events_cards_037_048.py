"""Events of cards 37-48: a concrete outcome each, and the case where a precondition refuses it."""
from engine.labyrinth import data as D
from engine.labyrinth import layout as L
from engine.labyrinth.game import GAME
from engine.labyrinth.rules import board, us_ops
from tests.labyrinth.helpers import (
    card_action,
    cells,
    country_action,
    event_refused,
    get,
    j_event_refused,
    legal,
    op_action,
    play,
    position,
    rig,
    us_event,
)

CELL = {"iran": {"sleepers": 1}}
IRAQ_ADV = {"iraq": {"governance": "poor", "alignment": "adversary"}}


def test_card_037_iraqi_wmd_allows_regime_change_in_a_poor_iraq_once():
    s = position({**CELL, **IRAQ_ADV}, phase="us", marked=[37], cards={"us_hand": [40, 99], "jihadist_hand": [97]})
    play(s, card_action(40), op_action(L.OP_REGIME_CHANGE))
    assert legal(s) == [country_action("iraq")]
    rig(s, [6, 1, 1, 1])
    play(s, country_action("iraq"), L.A_TRACK, L.A_NUM0 + 6)
    assert get(s, "iraq", L.RC) == L.RC_GREEN and s[L.MARKED + 37] == 0


def test_card_037_iraqi_wmd_event_marks_and_needs_hard_posture_and_adversary_iraq():
    s = us_event(37, {**CELL, **IRAQ_ADV})
    assert s[L.MARKED + 37] == 1 and s[L.LOC + 37] == L.LOC_REMOVED
    assert event_refused(37, CELL)


def test_card_038_libyan_deal_libya_ally_prestige_two_schengen_postures_blocks_39():
    countries = {**CELL, "libya": {"governance": "poor", "alignment": "adversary"},
                 "iraq": {"governance": "poor", "alignment": "ally"}}
    s = us_event(38, countries, marked=[39], prestige=7)
    assert get(s, "libya", L.ALIGN) == L.ALLY and s[L.PRESTIGE] == 8 and s[L.MARKED + 39] == 0
    play(s, country_action("france"), L.A_NUM0 + L.SOFT)
    assert country_action("france") not in legal(s)
    play(s, country_action("spain"), L.A_NUM0 + L.HARD)
    assert get(s, "france", L.POSTURE) == L.SOFT and get(s, "spain", L.POSTURE) == L.HARD
    assert GAME.event_playable(s, 39) == []


def test_card_038_libyan_deal_needs_poor_libya_and_an_ally_iraq_or_syria():
    assert event_refused(38, {**CELL, "libya": {"governance": "poor", "alignment": "adversary"}})


def test_card_039_libyan_wmd_marks_for_regime_change_in_libya():
    s = us_event(39, {**CELL, "libya": {"governance": "poor", "alignment": "adversary"}})
    assert s[L.MARKED + 39] == 1
    assert event_refused(39, {**CELL, "libya": {"governance": "poor", "alignment": "adversary"}}, marked=[38])


def test_card_040_mass_turnout_improves_a_regime_change_country():
    s = us_event(40, {**CELL, "iraq": {"governance": "poor", "alignment": "ally", "troops": 6, "regime_change": "tan"}})
    play(s, country_action("iraq"))
    assert get(s, "iraq", L.GOV) == L.FAIR


def test_card_040_mass_turnout_needs_a_regime_change_country():
    assert event_refused(40, CELL)


def test_card_042_pakistani_offensive_removes_fata():
    s = us_event(42, {**CELL, "pakistan": {"governance": "fair", "alignment": "ally"}}, marked=[80])
    assert s[L.MARKED + 80] == 0
    assert event_refused(42, {**CELL, "pakistan": {"governance": "fair", "alignment": "neutral"}}, marked=[80])


def test_card_043_patriot_act_the_us_is_adjacent_to_canada_only():
    countries = {"united-kingdom": {"posture": "hard", "sleepers": 1}, "iran": {"sleepers": 1}}
    s = us_event(43, countries, hand=())
    assert s[L.MARKED + 43] == 1 and s[L.LOC + 43] == L.LOC_REMOVED
    rig(s, [2])  # the US is Good: a travel roll of 2 fails when it is not adjacent
    play(s, card_action(97), op_action(L.OP_TRAVEL), country_action("united-kingdom"),
         country_action("united-states"))
    assert cells(s, "united-states") == 0 and cells(s, "united-kingdom") == 0


def test_card_044_renditions_disrupt_and_a_jihadist_discard():
    countries = {**CELL, "iraq": {"governance": "poor", "alignment": "ally", "sleepers": 1}}
    s = us_event(44, countries, cards={"us_hand": [44, 99], "jihadist_hand": [97]})
    assert s[L.LOC + 97] == L.LOC_DISCARD and legal(s) == [country_action("iraq")]
    play(s, country_action("iraq"))
    assert get(s, "iraq", L.ACTIVES) == 1


def test_card_044_renditions_needs_hard_posture():
    assert event_refused(44, {**CELL, "united-states": {"us_posture": "soft"}})


def test_card_045_safer_now_rolls_us_posture_prestige_3_and_a_posture():
    s = position(CELL, phase="us", prestige=5, cards={"us_hand": [45, 99], "jihadist_hand": [97]})
    rig(s, [3])  # 3 + 1 = 4: Soft
    play(s, card_action(45), L.A_EVENT)
    assert get(s, "united-states", L.POSTURE) == L.SOFT and s[L.PRESTIGE] == 8
    play(s, country_action("china"), L.A_NUM0 + L.HARD)
    assert get(s, "china", L.POSTURE) == L.HARD


def test_card_045_safer_now_refused_with_a_cell_in_a_good_country():
    assert event_refused(45, {**CELL, "united-kingdom": {"sleepers": 1}})


def test_card_046_sistani_improves_a_shia_mix_regime_change_country_with_a_cell():
    s = us_event(46, {**CELL, "iraq": {"governance": "poor", "alignment": "ally", "troops": 6, "regime_change": "tan",
                                        "sleepers": 1}})
    play(s, country_action("iraq"))
    assert get(s, "iraq", L.GOV) == L.FAIR


def test_card_046_sistani_needs_a_cell_there():
    assert event_refused(46, {**CELL, "iraq": {"governance": "poor", "alignment": "ally", "troops": 6,
                                               "regime_change": "tan"}})


def test_card_047_door_of_itjihad_the_jihadist_plays_a_random_card():
    s = us_event(47, CELL, hand=(), cards={"us_hand": [47], "jihadist_hand": [97, 98, 99]})
    assert s[L.LAPSE + 47] == 1 and GAME.current_player(s) == D.JIHADIST
    cards = [a for a in legal(s) if L.A_CARD0 <= a < L.A_DONE]
    assert len(cards) == 1 and cards[0] - L.A_CARD0 + 1 in (97, 98, 99)


RC_IRAQ = {**CELL, "iraq": {"governance": "poor", "alignment": "ally", "troops": 7, "sleepers": 1,
                            "regime_change": "tan"}}


def test_card_041_nato_aid_and_two_troops_in_a_regime_change_country():
    s = us_event(41, RC_IRAQ)
    assert legal(s) == [country_action("iraq")]
    play(s, country_action("iraq"))
    iraq = D.COUNTRY_INDEX["iraq"]
    assert get(s, "iraq", L.AID) == 1 and s[L.MARKED + 41] == iraq + 1 and s[L.LOC + 41] == L.LOC_DISCARD
    assert board.troops(s, iraq) == 9 and get(s, "iraq", L.TROOPS) == 7  # 2 troops, no cubes
    assert us_ops.movable(s, iraq) == 3  # 7.3.1: 1 cell + 5 stay, NATO's 2 among them; without NATO 1
    assert GAME.from_json(GAME.to_json(s))[L.MARKED + 41] == iraq + 1  # position documents: "nato"
    us_ops.withdraw(s, iraq, us_ops.TRACK, 1)  # L52: a Withdraw takes NATO's troops out: the marker goes
    assert s[L.MARKED + 41] == 0 and board.troops(s, iraq) == 6


def test_card_041_nato_option_deploys_out_after_a_deploy_from_its_country():
    """L52, option nato_deploys_out: after a Deploy from the NATO country the US may send NATO out (removed),
    only while 7.3.1 holds without its 2 troops."""
    iraq = {**RC_IRAQ["iraq"], "troops": 9}
    for option, moved, asked in ((True, 1, True), (True, 5, False), (False, 1, False)):
        s = position({**CELL, "iraq": iraq}, phase="us", marked=[41], nato="iraq",
                     options={"nato_deploys_out": option}, cards={"us_hand": [99, 100], "jihadist_hand": [97]})
        play(s, card_action(99), op_action(L.OP_DEPLOY), country_action("iraq"), L.A_TRACK, L.A_NUM0 + moved)
        assert (legal(s) == [L.A_YES, L.A_NO]) == asked, (option, moved)
    s = position({**CELL, "iraq": iraq}, phase="us", marked=[41], nato="iraq", options={"nato_deploys_out": True},
                 cards={"us_hand": [99, 100], "jihadist_hand": [97]})
    play(s, card_action(99), op_action(L.OP_DEPLOY), country_action("iraq"), L.A_TRACK, L.A_NUM0 + 1, L.A_YES)
    assert s[L.MARKED + 41] == 0 and get(s, "iraq", L.TROOPS) == 8


def test_card_041_nato_needs_no_gwot_penalty_and_a_regime_change_country():
    assert event_refused(41, CELL)
    soft_us = {**RC_IRAQ, "united-states": {"us_posture": "soft"}, "france": {"posture": "hard"}}
    assert event_refused(41, soft_us)


def test_card_048_adam_gadahn_recruits_in_the_us_with_the_second_cards_ops_at_1_2():
    s = position(CELL, cards={"jihadist_hand": [48, 43], "us_hand": [99]}, funding=9)
    play(s, card_action(48), L.A_EVENT)
    assert legal(s) == [card_action(43)] and GAME.current_player(s) == D.JIHADIST
    rig(s, [1, 2, 3])
    play(s, card_action(43))  # #43 Patriot Act: 3 Ops, its US event ignored
    assert cells(s, "united-states") == 2 and s[L.LOC + 43] == L.LOC_DISCARD and s[L.MARKED + 43] == 0
    assert s[L.LOC + 48] == L.LOC_DISCARD and GAME.current_player(s) == D.US  # both cards of the phase spent


def test_card_048_adam_gadahn_a_us_election_second_card_still_triggers_its_event():
    """6.3.1 (L51): the second card's opponent event is ignored, US Election's is not: after the Recruit."""
    s = position({**CELL, "canada": {"posture": "soft"}}, prestige=7, funding=9,
                 cards={"jihadist_hand": [48, 120], "us_hand": [99]})
    play(s, card_action(48), L.A_EVENT)
    rig(s, [3, 3, 3, 1])  # three Recruit dice fail; the posture roll 1 + 1: Soft, no GWOT penalty
    play(s, card_action(120))
    assert cells(s, "united-states") == 0 and s[L.LOC + 120] == L.LOC_DISCARD
    assert get(s, "united-states", L.POSTURE) == L.SOFT and s[L.PRESTIGE] == 8


def test_card_048_adam_gadahn_only_as_the_first_card_with_an_available_cell():
    assert j_event_refused(48, {"iran": {"sleepers": 5}}, funding=1)  # Tight Funding, 10 on the track: none
    s = position(CELL, cards={"jihadist_hand": [97, 48, 43], "us_hand": [99]}, funding=9)
    play(s, card_action(97), op_action(L.OP_RESERVES))
    play(s, card_action(48))
    assert L.A_EVENT not in legal(s)  # the second card of the phase
