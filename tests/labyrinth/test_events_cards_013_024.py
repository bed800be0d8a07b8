"""Events of cards 13-24: a concrete outcome each, and the case where a precondition refuses it."""
from engine.labyrinth import data as D
from engine.labyrinth import layout as L
from engine.labyrinth.game import GAME
from engine.labyrinth.rules.cards import hand_count
from tests.labyrinth.helpers import (
    card_action,
    cells,
    country_action,
    event_refused,
    get,
    legal,
    op_action,
    play,
    position,
    rig,
    us_event,
)

CELL = {"iran": {"sleepers": 1}}


def test_card_013_anbar_awakening_aid_where_troops_are_prestige_and_ends_al_anbar():
    countries = {**CELL, "iraq": {"governance": "poor", "alignment": "ally", "troops": 2}}
    s = us_event(13, countries, marked=[58], prestige=7)
    assert legal(s) == [country_action("iraq")]
    play(s, country_action("iraq"))
    assert get(s, "iraq", L.AID) == 1 and s[L.PRESTIGE] == 8
    assert s[L.MARKED + 13] == 1 and s[L.MARKED + 58] == 0


def test_card_013_anbar_awakening_needs_troops_in_iraq_or_syria():
    assert event_refused(13, {**CELL, "iraq": {"governance": "poor", "alignment": "ally"}})


def test_card_014_covert_action_a_4_makes_the_adversary_neutral_a_3_does_nothing():
    countries = {**CELL, "iraq": {"governance": "poor", "alignment": "adversary"}}
    for die, align in ((4, L.NEUTRAL), (3, L.ADVERSARY)):
        s = us_event(14, countries)
        rig(s, [die])
        play(s, country_action("iraq"))
        assert get(s, "iraq", L.ALIGN) == align


def test_card_014_covert_action_needs_an_adversary():
    assert event_refused(14, {**CELL, "iraq": {"governance": "poor", "alignment": "neutral"}})


def test_card_015_ethiopia_strikes_sets_the_islamist_rule_one_poor_neutral():
    countries = {**CELL, "somalia": {"governance": "islamist_rule", "alignment": "adversary"}}
    s = us_event(15, countries)
    assert legal(s) == [country_action("somalia")]
    play(s, country_action("somalia"))
    assert get(s, "somalia", L.GOV) == L.POOR and get(s, "somalia", L.ALIGN) == L.NEUTRAL
    assert s[L.LOC + 15] == L.LOC_REMOVED


def test_card_015_ethiopia_strikes_needs_somalia_or_sudan_under_islamist_rule():
    assert event_refused(15, {**CELL, "somalia": {"governance": "poor", "alignment": "adversary"}})


def test_card_016_euro_islam_us_sets_benelux_and_funding_minus_1_without_islamist_rule():
    s = us_event(16, CELL, funding=5)
    assert legal(s) == [L.A_NUM0 + L.HARD, L.A_NUM0 + L.SOFT] and s[L.FUNDING] == 4
    play(s, L.A_NUM0 + L.SOFT)
    assert get(s, "benelux", L.POSTURE) == L.SOFT and s[L.LOC + 16] == L.LOC_REMOVED
    s = us_event(16, {**CELL, "somalia": {"governance": "islamist_rule", "alignment": "adversary"}}, funding=5)
    assert s[L.FUNDING] == 5


def test_card_017_fsb_discards_the_jihadists_wmd_cards_or_removes_a_cell_in_russia():
    s = us_event(17, CELL, cards={"us_hand": [17, 99], "jihadist_hand": [97, 71, 65]})
    assert s[L.LOC + 71] == L.LOC_DISCARD and s[L.LOC + 65] == L.LOC_DISCARD and s[L.LOC + 97] == L.LOC_HAND_J
    s = us_event(17, {**CELL, "russia": {"sleepers": 1}})
    assert cells(s, "russia") == 0 and get(s, "russia", L.CADRE) == 1


def test_card_017_fsb_asks_which_of_russia_and_central_asia():
    s = us_event(17, {**CELL, "russia": {"sleepers": 1},
                      "central-asia": {"governance": "poor", "alignment": "neutral", "sleepers": 1}})
    assert legal(s) == [country_action("central-asia"), country_action("russia")]
    play(s, country_action("central-asia"))
    assert cells(s, "central-asia") == 0 and cells(s, "russia") == 1


def test_card_019_kemalist_republic_turkey_fair_ally():
    s = us_event(19, {**CELL, "turkey": {"governance": "poor", "alignment": "adversary"}})
    assert get(s, "turkey", L.GOV) == L.FAIR and get(s, "turkey", L.ALIGN) == L.ALLY


def test_card_020_king_abdullah_jordan_fair_ally_prestige_funding():
    s = us_event(20, CELL, prestige=7, funding=5)
    assert get(s, "jordan", L.GOV) == L.FAIR and get(s, "jordan", L.ALIGN) == L.ALLY
    assert s[L.PRESTIGE] == 8 and s[L.FUNDING] == 4 and s[L.LOC + 20] == L.LOC_REMOVED


def test_card_021_lets_roll_removes_a_plot_draws_and_sets_a_posture():
    countries = {**CELL, "iraq": {"governance": "poor", "alignment": "ally", "plots": {"2": 1}}}
    s = us_event(21, countries, available_plots={"2": 1})
    assert legal(s) == [country_action("iraq")]
    play(s, country_action("iraq"))
    assert get(s, "iraq", L.PLOT2) == 0 and s[L.AVAIL + 2] == 2 and hand_count(s, D.US) == 2
    assert country_action("canada") in legal(s) and country_action("israel") not in legal(s)
    play(s, country_action("canada"), L.A_NUM0 + L.SOFT)
    assert get(s, "canada", L.POSTURE) == L.SOFT


def test_card_021_lets_roll_needs_a_plot_in_an_ally_or_good_country():
    assert event_refused(21, {**CELL, "iraq": {"governance": "poor", "alignment": "adversary", "plots": {"1": 1}}})


def test_card_022_mossad_and_shin_bet_remove_every_cell_there():
    s = us_event(22, {**CELL, "jordan": {"governance": "fair", "alignment": "ally", "sleepers": 1, "actives": 1},
                      "israel": {"sleepers": 1}})
    assert cells(s, "jordan") == 0 and cells(s, "israel") == 0 and get(s, "jordan", L.CADRE) == 1


def test_card_022_mossad_and_shin_bet_need_a_cell_there():
    assert event_refused(22, CELL)


def test_card_023_predator_removes_a_cell_in_a_muslim_country():
    s = us_event(23, {**CELL, "yemen": {"governance": "poor", "alignment": "adversary", "actives": 2}})
    assert legal(s) == [country_action("yemen")]
    play(s, country_action("yemen"))
    assert cells(s, "yemen") == 1


def test_card_024_predator_not_in_iran():
    assert event_refused(24, CELL)


def test_card_025_predator_same_as_023():
    s = us_event(25, {**CELL, "yemen": {"governance": "poor", "alignment": "adversary", "sleepers": 1}})
    play(s, country_action("yemen"))
    assert cells(s, "yemen") == 0 and get(s, "yemen", L.CADRE) == 1


def test_card_014_covert_action_when_the_jihadist_plays_it_for_ops():
    """6.3.2: the US decides its event played by the Jihadist."""
    s = position({**CELL, "iraq": {"governance": "poor", "alignment": "adversary"}},
                 cards={"jihadist_hand": [14, 97], "us_hand": [99]})
    play(s, card_action(14), L.A_OP0 + L.OP_TRAVEL, L.A_EVENT)
    rig(s, [6])
    play(s, country_action("iraq"))
    assert get(s, "iraq", L.ALIGN) == L.NEUTRAL


def test_card_018_intel_community_an_operation_of_value_1_then_an_additional_card():
    s = us_event(18, CELL, hand=(99, 100))
    assert L.A_EVENT not in legal(s) and op_action(L.OP_ALERT) not in legal(s)  # one operation, value 1
    play(s, op_action(L.OP_RESERVES))
    assert s[L.RESERVES + D.US] == 1  # value 1, not the card's 2
    assert legal(s) == [card_action(99), card_action(100), L.A_DONE]  # may play one more card at once
    assert "additional" in GAME.describe_pending(s) and "additional" in GAME.describe_action(s, card_action(99))
    play(s, card_action(99), op_action(L.OP_RESERVES))
    assert s[L.RESERVES + D.US] == 2 and s[L.CARDS_IN_PHASE] == 1  # not one of the phase's two cards
    assert legal(s) == [card_action(100), L.A_DISCARD, L.A_KEEP]  # the phase's second card (5.2.4: the last)


def test_card_018_intel_community_triggered_in_the_jihadist_phase_the_us_may_decline_the_card():
    """The Jihadist plays #18 for Reserves, Ops first: the US's operation, then its additional card offer in
    the Jihadist phase; declined, the Jihadist plays on."""
    s = position(CELL, cards={"jihadist_hand": [18, 97], "us_hand": [99, 100]})
    play(s, card_action(18), op_action(L.OP_RESERVES), op_action(L.OP_RESERVES))
    assert s[L.RESERVES + D.JIHADIST] == 2 and GAME.current_player(s) == D.US
    play(s, op_action(L.OP_RESERVES))
    assert s[L.RESERVES + D.US] == 1
    assert legal(s) == [card_action(99), card_action(100), L.A_DONE] and GAME.current_player(s) == D.US
    play(s, L.A_DONE)
    assert s[L.EXTRA_CARD] == 0 and GAME.current_player(s) == D.JIHADIST and legal(s) == [card_action(97)]
    assert s[L.CARDS_IN_PHASE] == 1 and hand_count(s, D.US) == 2


def test_card_018_intel_community_the_additional_card_in_the_jihadist_phase_is_played_by_the_us():
    s = position({**CELL, "iraq": {"governance": "poor", "alignment": "adversary"}},
                 cards={"jihadist_hand": [18, 97], "us_hand": [14, 100]})
    play(s, card_action(18), op_action(L.OP_RESERVES), op_action(L.OP_RESERVES), op_action(L.OP_RESERVES))
    play(s, card_action(14), L.A_EVENT)  # #14 Covert Action, the US's own event, in the Jihadist phase
    assert legal(s) == [country_action("iraq")] and GAME.current_player(s) == D.US
    rig(s, [6])
    play(s, country_action("iraq"))
    assert get(s, "iraq", L.ALIGN) == L.NEUTRAL and s[L.LOC + 14] == L.LOC_DISCARD
    assert GAME.current_player(s) == D.JIHADIST and s[L.CARDS_IN_PHASE] == 1 and s[L.EXTRA_CARD] == 0
