"""Events of cards 61-72: a concrete outcome each, and the case where a precondition refuses it."""
from engine.labyrinth import data as D
from engine.labyrinth import layout as L
from engine.labyrinth.game import GAME
from engine.labyrinth.rules.cards import hand_count
from tests.labyrinth.helpers import (
    card_action,
    cells,
    country_action,
    get,
    j_event,
    j_event_refused,
    legal,
    play,
    position,
    rig,
)

CELL = {"iran": {"sleepers": 1}}


def test_card_062_ex_kgb_removes_ctr_from_russia():
    s = j_event(62, CELL, marked=[3])
    s2 = position(CELL, cards={"jihadist_hand": [62, 97], "us_hand": [99]})
    s2[L.MARKED + 3] = L.CTR_RUSSIA | L.CTR_CENTRAL_ASIA
    play(s2, card_action(62), L.A_EVENT)
    assert s[L.MARKED + 3] == 0 and s2[L.MARKED + 3] == L.CTR_CENTRAL_ASIA


def test_card_062_ex_kgb_without_ctr_caucasus_opposite_posture_or_central_asia_worse():
    s = j_event(62, CELL)
    assert legal(s) == [country_action("central-asia"), country_action("caucasus")]
    play(s, country_action("caucasus"))
    assert get(s, "caucasus", L.POSTURE) == L.SOFT  # the US is Hard
    s = j_event(62, {**CELL, "central-asia": {"governance": "poor", "alignment": "ally"}})
    play(s, country_action("central-asia"))
    assert get(s, "central-asia", L.ALIGN) == L.NEUTRAL


def test_card_063_gaza_war_us_discards_funding_up_prestige_down():
    s = j_event(63, CELL, prestige=7, funding=5)
    assert s[L.LOC + 99] == L.LOC_DISCARD and s[L.FUNDING] == 6 and s[L.PRESTIGE] == 6


def test_card_064_hariri_killed_syria_adversary_and_worse_never_islamist_rule():
    s = j_event(64, {**CELL, "lebanon": {"governance": "fair", "alignment": "neutral"},
                     "syria": {"governance": "fair", "alignment": "ally"}})
    assert get(s, "syria", L.ALIGN) == L.ADVERSARY and get(s, "syria", L.GOV) == L.POOR
    s = j_event(64, {**CELL, "lebanon": {"governance": "fair", "alignment": "neutral"},
                     "syria": {"governance": "poor", "alignment": "ally"}})
    assert get(s, "syria", L.GOV) == L.POOR and s[L.LOC + 64] == L.LOC_REMOVED


def test_card_065_heu_success_makes_a_wmd_plot_available():
    s = j_event(65, {**CELL, "russia": {"sleepers": 1}})
    assert legal(s) == [country_action("russia")]
    rig(s, [2])  # Russia Fair: 2 succeeds
    play(s, country_action("russia"))
    assert s[L.AVAIL + L.WMD] == 1 and s[L.WMD_LOOSE] == 2 and cells(s, "russia") == 1


def test_card_065_heu_failure_removes_the_cell_and_ctr_blocks_it():
    s = j_event(65, {**CELL, "russia": {"sleepers": 1}})
    rig(s, [3])
    play(s, country_action("russia"))
    assert s[L.AVAIL + L.WMD] == 0 and cells(s, "russia") == 0
    assert j_event_refused(65, {**CELL, "russia": {"sleepers": 1}}, marked=[3])


def test_card_066_homegrown_cell_in_the_united_kingdom():
    s = j_event(66, CELL)
    assert cells(s, "united-kingdom") == 1 and get(s, "united-kingdom", L.POSTURE) != 0


def test_card_067_islamic_jihad_union_central_asia_and_afghanistan():
    s = j_event(67, CELL)
    assert cells(s, "central-asia") == 1 and cells(s, "afghanistan") == 1 and s[L.LOC + 67] == L.LOC_REMOVED


def test_card_068_jemaah_islamiya_two_cells_in_indonesia():
    assert cells(j_event(68, CELL), "indonesia-malaysia") == 2


def test_card_069_kazakh_strain_only_central_asia():
    s = position({**CELL, "central-asia": {"governance": "poor", "alignment": "neutral", "sleepers": 1}},
                 cards={"jihadist_hand": [69, 97], "us_hand": [99]})
    rig(s, [3])  # Poor: 3 succeeds
    play(s, card_action(69), L.A_EVENT)
    assert s[L.AVAIL + L.WMD] == 1
    assert j_event_refused(69, {**CELL, "russia": {"sleepers": 1}})


def test_card_070_lashkar_e_tayyiba_pakistan_and_india_unless_talks():
    s = j_event(70, CELL)
    assert cells(s, "pakistan") == 1 and cells(s, "india") == 1
    assert j_event_refused(70, CELL, marked=[36])


def test_card_071_loose_nuke_only_russia():
    s = position({**CELL, "russia": {"actives": 1}}, cards={"jihadist_hand": [71, 97], "us_hand": [99]})
    rig(s, [1])
    play(s, card_action(71), L.A_EVENT)
    assert s[L.AVAIL + L.WMD] == 1 and GAME.current_player(s) == D.JIHADIST
    assert j_event_refused(71, CELL)


def test_card_072_opium_three_cells_or_all_under_islamist_rule():
    s = j_event(72, {**CELL, "afghanistan": {"governance": "poor", "alignment": "adversary", "sleepers": 1}})
    assert cells(s, "afghanistan") == 4
    s = j_event(72, {**CELL, "afghanistan": {"governance": "islamist_rule", "alignment": "adversary", "sleepers": 1}})
    assert cells(s, "afghanistan") == 14
    assert j_event_refused(72, CELL)


def test_card_061_detainee_release_a_cell_where_the_us_just_disrupted_and_a_card():
    countries = {**CELL, "iraq": {"governance": "poor", "alignment": "ally", "sleepers": 2}}
    s = position(countries, phase="us", cards={"us_hand": [40, 99], "jihadist_hand": [61, 97]})
    play(s, card_action(40), L.A_OP0 + L.OP_DISRUPT, country_action("iraq"))
    play(s, L.A_KEEP)  # the US keeps #99: the Jihadist phase follows
    assert GAME.event_playable(s, 61) == [D.JIHADIST]
    play(s, card_action(61), L.A_EVENT)
    assert legal(s) == [country_action("iraq")]
    play(s, country_action("iraq"))
    assert cells(s, "iraq") == 3 and hand_count(s, D.JIHADIST) == 2  # the Disrupt flipped one; a card drawn


def test_card_061_detainee_release_needs_a_recent_disrupt_and_no_gtmo_or_renditions():
    assert j_event_refused(61, CELL)
    s = position(CELL, marked=[44], cards={"jihadist_hand": [61, 97], "us_hand": [99]})
    s[L.RECENT + L.RECENT_DISRUPTED + L.RECENT_PREVIOUS] = 1 << D.COUNTRY_INDEX["iraq"]
    assert GAME.event_playable(s, 61) == []
    s[L.MARKED + 44] = 0
    assert GAME.event_playable(s, 61) == [D.JIHADIST]
