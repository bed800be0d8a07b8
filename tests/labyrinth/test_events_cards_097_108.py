"""Events of cards 96-108 (unassociated: either side may play them, 6.2.5): a concrete outcome each, the
side-dependent effects, and the refused case."""
from engine.labyrinth import data as D
from engine.labyrinth import layout as L
from engine.labyrinth.game import GAME
from tests.labyrinth.helpers import (
    card_action,
    cells,
    country_action,
    event_refused,
    get,
    j_event,
    j_event_refused,
    legal,
    play,
    position,
    rig,
    us_event,
)

CELL = {"iran": {"sleepers": 1}}


def test_card_096_danish_cartoons_us_sets_scandinavia_then_the_jihadist_places_a_plot_1():
    s = j_event(96, {**CELL, "egypt": {"governance": "fair", "alignment": "neutral"}}, hand=(98,))
    assert GAME.current_player(s) == D.US
    play(s, L.A_NUM0 + L.SOFT)
    assert get(s, "scandinavia", L.POSTURE) == L.SOFT and GAME.current_player(s) == D.JIHADIST
    play(s, country_action("egypt"))
    assert get(s, "egypt", L.PLOT1) == 1 and s[L.LOC + 96] == L.LOC_REMOVED


def test_card_096_danish_cartoons_places_nothing_when_no_allowed_marker_is_left():
    """A search's resampling of the face-down plots (hidden.shuffle_plots) can leave no Plot-1 marker in
    the pool between the event's start and the Jihadist's answer: the answer then places nothing."""
    s = j_event(96, {**CELL, "egypt": {"governance": "fair", "alignment": "neutral"}}, hand=(98,))
    play(s, L.A_NUM0 + L.SOFT)
    plots_before = [s[L.AVAIL + k] for k in range(1, 5)]
    s[L.AVAIL + 1] = 0  # no Islamist Rule: only a Plot-1 marker is allowed
    play(s, country_action("egypt"))
    assert get(s, "egypt", L.PLOT1) == 0 and s[L.LOC + 96] == L.LOC_REMOVED
    assert [s[L.AVAIL + k] for k in range(2, 5)] == plots_before[1:]


def test_card_096_danish_cartoons_with_islamist_rule_any_available_plot():
    countries = {**CELL, "egypt": {"governance": "fair", "alignment": "neutral"},
                 "somalia": {"governance": "islamist_rule", "alignment": "adversary"}}
    s = us_event(96, countries)
    play(s, L.A_NUM0 + L.HARD, country_action("egypt"))
    assert legal(s) == [L.A_PLOT0, L.A_PLOT0 + 1, L.A_PLOT0 + 2]
    play(s, L.A_PLOT0 + 2)
    assert get(s, "egypt", L.PLOT3) == 1


def test_card_098_gaza_withdrawal_us_funding_jihadist_cell_in_israel():
    assert us_event(98, CELL, funding=5)[L.FUNDING] == 4
    assert cells(j_event(98, CELL), "israel") == 1


def test_card_099_hamas_elected_the_us_discards_a_card_of_its_choice():
    s = j_event(99, CELL, prestige=7, funding=5, cards={"jihadist_hand": [99, 97], "us_hand": [12, 16]})
    assert GAME.current_player(s) == D.US and legal(s) == [card_action(12), card_action(16)]
    play(s, card_action(16))
    assert s[L.LOC + 16] == L.LOC_DISCARD and s[L.PRESTIGE] == 6 and s[L.FUNDING] == 4


def test_card_100_hizb_ut_tahrir_funding_by_troop_commitment():
    assert us_event(100, CELL, funding=5)[L.FUNDING] == 3  # 15 troops on the track: Low Intensity
    many = {n: {"troops": 3} for n in ("canada", "china", "india", "russia")}
    assert j_event(100, {**CELL, **many}, funding=5)[L.FUNDING] == 7  # 3 on the track: Overstretch


def test_card_101_kosovo_prestige_and_serbia_opposite():
    s = us_event(101, CELL, prestige=7)
    assert s[L.PRESTIGE] == 8 and get(s, "serbia", L.POSTURE) == L.SOFT


def test_card_102_former_soviet_union_central_asia_rolled_even_if_marked():
    s = position({**CELL, "central-asia": {"governance": "good", "alignment": "ally"}},
                 cards={"jihadist_hand": [102, 97], "us_hand": [99]})
    rig(s, [2])
    play(s, card_action(102), L.A_EVENT)
    assert get(s, "central-asia", L.GOV) == L.POOR and get(s, "central-asia", L.ALIGN) == L.NEUTRAL


def test_card_103_hizballah_us_removes_a_cell_near_lebanon_jihadist_lebanon_poor():
    s = us_event(103, {**CELL, "iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1},
                       "pakistan": {"governance": "poor", "alignment": "adversary", "sleepers": 1}})
    assert legal(s) == [country_action("iraq")]  # Pakistan is more than 3 steps from Lebanon
    play(s, country_action("iraq"))
    assert cells(s, "iraq") == 0
    s = j_event(103, {**CELL, "lebanon": {"governance": "fair", "alignment": "ally"}})
    assert get(s, "lebanon", L.GOV) == L.POOR and get(s, "lebanon", L.ALIGN) == L.NEUTRAL


def test_card_104_iran_us_removes_a_cell_from_the_country_or_iran():
    s = us_event(104, {**CELL, "iraq": {"governance": "poor", "alignment": "adversary"}})
    play(s, country_action("iraq"))
    assert legal(s) == [country_action("iran")]
    play(s, country_action("iran"))
    assert cells(s, "iran") == 0 and get(s, "iran", L.CADRE) == 1


def test_card_105_iran_jihadist_two_jihad_rolls_without_losses_or_islamist_rule():
    s = j_event(105, {**CELL, "iraq": {"governance": "fair", "alignment": "neutral", "aid": 1}})
    rig(s, [1, 2])
    play(s, country_action("iraq"))
    assert get(s, "iraq", L.GOV) == L.POOR and get(s, "iraq", L.AID) == 0


def test_card_106_jaysh_al_mahdi_us_two_cells_jihadist_worse():
    country = {"iraq": {"governance": "fair", "alignment": "ally", "troops": 2, "sleepers": 3}}
    s = us_event(106, {**CELL, **country})
    play(s, country_action("iraq"))
    assert cells(s, "iraq") == 1
    s = j_event(106, {**CELL, **country})
    play(s, country_action("iraq"))
    assert get(s, "iraq", L.GOV) == L.POOR
    assert event_refused(106, CELL)


def test_card_107_kurdistan_us_aid_in_iraq_jihadist_turkey_or_iraq_worse():
    s = us_event(107, {**CELL, "iraq": {"governance": "poor", "alignment": "neutral"}})
    assert get(s, "iraq", L.AID) == 1
    s = j_event(107, {**CELL, "turkey": {"governance": "fair", "alignment": "ally"}})
    play(s, country_action("turkey"))
    assert get(s, "turkey", L.GOV) == L.POOR


def test_card_108_musharraf_a_cell_out_and_pakistan_poor_ally():
    s = us_event(108, {**CELL, "pakistan": {"governance": "fair", "alignment": "neutral", "sleepers": 2}})
    assert cells(s, "pakistan") == 1 and get(s, "pakistan", L.GOV) == L.POOR and get(s, "pakistan", L.ALIGN) == L.ALLY
    assert j_event_refused(108, {**CELL, "pakistan": {"governance": "fair", "alignment": "neutral", "sleepers": 2}},
                           marked=[33])


def test_card_097_fatwa_swaps_a_random_card_each_way_then_an_operation():
    s = position({**CELL, "iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1}},
                 cards={"jihadist_hand": [97, 63], "us_hand": [12]})
    play(s, card_action(97), L.A_EVENT)
    assert s[L.LOC + 63] == L.LOC_HAND_US and s[L.LOC + 12] == L.LOC_HAND_J
    assert L.A_EVENT not in legal(s) and L.A_OP0 + L.OP_RECRUIT in legal(s)  # Ops only, with this card's 1
    play(s, L.A_OP0 + L.OP_RESERVES)
    assert s[L.RESERVES + D.JIHADIST] == 1 and s[L.LOC + 97] == L.LOC_DISCARD


def test_card_097_fatwa_needs_another_card_in_each_hand():
    assert j_event_refused(97, CELL, cards={"jihadist_hand": [97, 98], "us_hand": []})
