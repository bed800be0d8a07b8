"""6 Operations: influence placement (6.1), realignment (6.2), coups (6.3), the Space Race (6.4); 8.1 DEFCON
limits and nuclear war; 9 the China Card."""
import pytest

from engine.core.protocol import IllegalAction
from engine.twilight import data as D
from engine.twilight import layout as L
from engine.twilight.game import GAME
from engine.twilight.rules import ops, space
from tests.twilight.helpers import (
    COUP,
    INFLUENCE,
    REALIGN,
    SPACE,
    US,
    USSR,
    c,
    card,
    country,
    inf,
    kind,
    legal,
    play,
    position,
)

RED_SCARE, TRUMAN, BLOCKADE, FIDEL, DUCK, NATO, CHINA = 31, 19, 10, 8, 4, 21, 6


# ---------------------------------------------------------------------------------------------- 6.1
def test_6_1_cost_while_breaking_control_turkey():
    """X-6.1a: Turkey US 2: the 1st USSR point costs 2, the next ones 1 -> 2/3 with 4 Ops."""
    s = position({"Turkey": (2, 0), "Syria": (0, 1)}, cards={"ussr_hand": [RED_SCARE]})
    play(s, card(RED_SCARE), INFLUENCE, country("Turkey"))
    assert s[L.OPS_LEFT] == 2 and inf(s, "Turkey") == (2, 1)
    play(s, country("Turkey"), country("Turkey"))
    assert inf(s, "Turkey") == (2, 3) and kind(s) != "influence"
    s = position({"Turkey": (1, 0), "Syria": (0, 1)}, cards={"ussr_hand": [RED_SCARE]})
    play(s, card(RED_SCARE), INFLUENCE, *[country("Turkey")] * 4)
    assert inf(s, "Turkey") == (1, 4)


def test_6_1_cost_stays_2_while_control_holds_iran():
    """X-6.1b: Iran US 4: a 4-Ops card buys only 2 USSR points (4/2, still US-controlled)."""
    s = position({"Iran": (4, 0), "Iraq": (0, 1)}, cards={"ussr_hand": [RED_SCARE]})
    play(s, card(RED_SCARE), INFLUENCE, country("Iran"), country("Iran"))
    assert inf(s, "Iran") == (4, 2) and kind(s) == "card"


def test_6_1_placement_snapshot_panama_and_south_korea():
    """X-6.1c: from Panama, Costa Rica and Colombia are eligible; Nicaragua is not, even after Costa Rica."""
    s = position({"Panama": (1, 0), "South Korea": (1, 0)}, phasing="us", cards={"us_hand": [DUCK]})
    play(s, card(DUCK), INFLUENCE)
    for name in ("Costa Rica", "Colombia", "Panama", "Mexico", "Cuba", "Japan", "North Korea"):
        assert country(name) in legal(s), name
    play(s, country("Costa Rica"))
    assert country("Nicaragua") not in legal(s)
    with pytest.raises(IllegalAction):
        play(s, country("Nicaragua"))


def test_6_1_4_superpower_neighbours_are_always_eligible():
    """X-6.1d: with no influence anywhere, Mexico, Cuba (and Canada, Japan) for the US; the five for the USSR."""
    s = position(phasing="us", cards={"us_hand": [DUCK]})
    play(s, card(DUCK), INFLUENCE)
    assert {D.COUNTRY_NAMES[a] for a in legal(s)} == {"Canada", "Mexico", "Cuba", "Japan"}
    s = position(cards={"ussr_hand": [RED_SCARE]})
    play(s, card(RED_SCARE), INFLUENCE)
    assert {D.COUNTRY_NAMES[a] for a in legal(s)} == {"Finland", "Poland", "Romania", "Afghanistan", "North Korea"}


def test_6_1_3_points_may_be_split_over_regions():
    """X-6.1e: 1 Afghanistan + 1 Iraq + 1 Finland with 3 Ops."""
    s = position({"Iraq": (0, 1)}, cards={"ussr_hand": [7], "us_hand": [DUCK]})  # Socialist Governments, 3 Ops
    play(s, card(7), INFLUENCE, country("Afghanistan"), country("Iraq"), country("Finland"))
    assert (inf(s, "Afghanistan"), inf(s, "Iraq"), inf(s, "Finland")) == ((0, 1), (0, 2), (0, 1))
    assert kind(s) == "card" and GAME.pending(s).player == "us"


# ---------------------------------------------------------------------------------------------- 6.2
def test_6_2_realignment_north_korea():
    """X-6.2a: US 0 vs USSR 2 modifiers; rolls 5 vs 2 -> totals 5 vs 4 -> North Korea 0/2."""
    s = position({"North Korea": (0, 3), "South Korea": (1, 0)}, phasing="us", cards={"us_hand": [TRUMAN]})
    assert ops.realign_modifier(s, US, c("North Korea")) == 0 and ops.realign_modifier(s, USSR, c("North Korea")) == 2
    play(s, card(TRUMAN), REALIGN, country("North Korea"), dice=[5, 2])
    assert inf(s, "North Korea") == (0, 2) and kind(s) == "card"


@pytest.mark.parametrize("dice, after", [([3, 3], (0, 0)), ([1, 6], (1, 0))])
def test_6_2_adjacent_control_panama(dice, after):
    """X-6.2b: USSR +2 (Colombia, Costa Rica), US +1 (more influence); 3/3 -> 0/0; 1/6 -> no change."""
    s = position({"Panama": (1, 0), "Colombia": (0, 1), "Costa Rica": (0, 3)}, cards={"ussr_hand": [BLOCKADE]})
    assert ops.realign_modifier(s, USSR, c("Panama")) == 2 and ops.realign_modifier(s, US, c("Panama")) == 1
    play(s, card(BLOCKADE), REALIGN, country("Panama"), dice=dice)
    assert inf(s, "Panama") == after


def test_6_2_equal_totals_change_nothing():
    """X-6.2c."""
    s = position({"Lebanon": (1, 1)}, phasing="us", cards={"us_hand": [TRUMAN]})
    play(s, card(TRUMAN), REALIGN, country("Lebanon"), dice=[4, 4])
    assert inf(s, "Lebanon") == (1, 1)


def test_6_2_superpower_bonus_cuba():
    """X-6.2d: US +1 (the USA next to Cuba); USSR +1 (more influence) +1 (Nicaragua)."""
    s = position({"Cuba": (0, 2), "Nicaragua": (0, 1)})
    assert ops.realign_modifier(s, US, c("Cuba")) == 1 and ops.realign_modifier(s, USSR, c("Cuba")) == 2


def test_6_2_losses_stop_at_zero_lebanon():
    """X-6.2e: the US wins by 3 in Lebanon 0/1 -> 0/0."""
    s = position({"Lebanon": (0, 1)}, phasing="us", cards={"us_hand": [TRUMAN]})
    play(s, card(TRUMAN), REALIGN, country("Lebanon"), dice=[5, 1])
    assert inf(s, "Lebanon") == (0, 0)


def test_6_2_realignment_may_stop_early_and_never_adds_influence():
    """T6: "stop" ends the Ops; T5: a country without enemy influence is a target."""
    s = position({"Lebanon": (0, 1)}, phasing="us", cards={"us_hand": [DUCK]})
    play(s, card(DUCK), REALIGN)
    assert country("Angola") in legal(s) and L.A_DONE in legal(s)
    play(s, country("Lebanon"), dice=[6, 1])
    assert inf(s, "Lebanon") == (0, 0) and s[L.OPS_LEFT] == 2
    play(s, L.A_DONE)
    assert kind(s) == "card" and GAME.pending(s).player == "ussr"


# ---------------------------------------------------------------------------------------------- 6.3
@pytest.mark.parametrize("roll, after", [(4, (1, 0)), (1, (0, 2))])
def test_6_3_coup_mexico(roll, after):
    """X-6.3a/b: 3 Ops, Mexico (stab 2) 0/2: roll 4 -> 1/0; roll 1 -> unchanged; Mil Ops +3, DEFCON -1 both."""
    s = position({"Mexico": (0, 2)}, phasing="us", cards={"us_hand": [DUCK]})
    play(s, card(DUCK), COUP, country("Mexico"), dice=[roll])
    assert inf(s, "Mexico") == after and s[L.MILOPS + US] == 3 and s[L.DEFCON] == 4


def test_6_3_ussr_coup_with_nato_iran():
    """X-6.3c / X-5.2a: NATO (prerequisite missing: no event) coups Iran 2/0, roll 6 -> 0/4; Mil Ops 4; DEFCON 4;
    NATO to the discard pile."""
    s = position({"Iran": (2, 0)}, cards={"ussr_hand": [NATO]})
    play(s, card(NATO), COUP)
    assert kind(s) == "order"  # 5.2.2: the US event before or after the Ops
    play(s, L.A_OPS_FIRST, country("Iran"), dice=[6])
    assert inf(s, "Iran") == (0, 4) and s[L.MILOPS + USSR] == 4 and s[L.DEFCON] == 4
    assert s[L.LOC + NATO] == L.LOC_DISCARD and s[L.EFFECT + NATO] == 0


def test_6_3_non_battleground_coup_lebanon():
    """X-6.3d: 2 Ops, Lebanon 1/0, roll 1 -> 0/0; DEFCON unchanged; Mil Ops +2."""
    s = position({"Lebanon": (1, 0)}, cards={"ussr_hand": [FIDEL]})
    play(s, card(FIDEL), COUP, country("Lebanon"), dice=[1])
    assert inf(s, "Lebanon") == (0, 0) and s[L.DEFCON] == 5 and s[L.MILOPS + USSR] == 2


def test_6_3_china_card_coup_north_korea():
    """X-6.3e: 5 Ops in Asia, roll 3 -> North Korea 0/1; Mil Ops +5; DEFCON 4 -> 3."""
    s = position({"North Korea": (0, 3)}, defcon=4, phasing="us", china_card={"holder": "us"},
                 cards={"us_hand": [DUCK]})
    play(s, card(CHINA), COUP, country("North Korea"), dice=[3])
    assert inf(s, "North Korea") == (0, 1) and s[L.MILOPS + US] == 5 and s[L.DEFCON] == 3
    assert s[L.CHINA_HOLDER] == USSR and s[L.CHINA_UP] == 0  # 9.3


def test_6_3_defcon_limits_and_targets():
    """X-6.3f: DEFCON 3: no coup in Thailand; Angola legal; none where there is no enemy influence."""
    s = position({"Thailand": (2, 0), "Angola": (1, 0), "Zaire": (0, 1)}, defcon=3, cards={"ussr_hand": [FIDEL]})
    play(s, card(FIDEL), COUP)
    assert legal(s) == [country("Angola")]


def test_8_1_coup_to_defcon_1_loses_for_the_phasing_player():
    """X-6.3f / X-8.1c: at DEFCON 2 a battleground coup in Africa is legal and ends the game: the coup's side loses."""
    s = position({"Angola": (1, 0)}, defcon=2, cards={"ussr_hand": [FIDEL]})
    play(s, card(FIDEL), COUP, country("Angola"), dice=[6])
    assert GAME.is_terminal(s) and GAME.result(s)["winner"] == "us" and s[L.DEFCON] == 1


def test_8_1_iran_coup_at_defcon_3_closes_the_middle_east():
    """X-8.1c: DEFCON 3, USSR Iran coup -> DEFCON 2; the US may not coup Iran, may coup Angola."""
    s = position({"Iran": (2, 0), "Angola": (0, 1)}, defcon=3, cards={"ussr_hand": [FIDEL], "us_hand": [DUCK]})
    play(s, card(FIDEL), COUP, country("Iran"), dice=[1])
    assert s[L.DEFCON] == 2 and GAME.pending(s).player == "us"
    play(s, card(DUCK), COUP)
    assert legal(s) == [country("Angola")]


def test_8_1_5_realignment_obeys_the_defcon_limits():
    s = position(defcon=2, cards={"ussr_hand": [FIDEL]})
    play(s, card(FIDEL), REALIGN)
    regions = {int(D.REGION[a]) for a in legal(s) if a < L.A_CARD0}
    assert regions == {D.AFRICA, D.CENTRAL_AMERICA, D.SOUTH_AMERICA}


# ---------------------------------------------------------------------------------------------- 6.4
def test_6_4_space_race_vp_first_and_second():
    """X-6.4a: the US reaches box 1 first (+2 VP), the USSR later (+1 VP)."""
    s = position(phasing="us", cards={"us_hand": [TRUMAN, 22], "ussr_hand": [FIDEL]})
    play(s, card(22), SPACE, dice=[3])  # Independent Reds, 2 Ops; no event (6.4.5)
    assert s[L.SPACE + US] == 1 and s[L.VP] == 2 and s[L.LOC + 22] == L.LOC_DISCARD
    play(s, card(FIDEL), SPACE, dice=[2])
    assert s[L.SPACE + USSR] == 1 and s[L.VP] == 1


def test_6_4_one_ops_cards_cannot_attempt_and_one_attempt_a_turn():
    """X-6.4b: box 1 needs 2 Ops; 6.4.2: one attempt a turn."""
    s = position(phasing="us", cards={"us_hand": [TRUMAN, 22, 4]})
    play(s, card(TRUMAN))
    assert SPACE not in legal(s)
    s = position(phasing="us", cards={"us_hand": [22, 4]}, space_attempts={"us": 1})
    play(s, card(4))
    assert SPACE not in legal(s)


def test_6_4_animal_in_space_gives_two_attempts_until_the_other_side_arrives():
    """X-6.4c."""
    s = position(space_race={"ussr": 2}, space_attempts={"ussr": 1})
    assert space.has_ability(s, USSR, 2) and space.space_allowed(s, USSR, 2)
    s = position(space_race={"ussr": 3, "us": 2}, space_attempts={"ussr": 1})
    assert not space.has_ability(s, USSR, 2) and not space.space_allowed(s, USSR, 2)


def test_6_4_5_no_event_from_a_space_race_card_at_defcon_2():
    """X-6.4d: the USSR sends Duck and Cover to the Space Race at DEFCON 2: no event, no nuclear war."""
    s = position(defcon=2, cards={"ussr_hand": [DUCK]})
    play(s, card(DUCK), SPACE, dice=[6])
    assert not GAME.is_terminal(s) and s[L.DEFCON] == 2 and s[L.LOC + DUCK] == L.LOC_DISCARD


def test_6_4_box_8_makes_no_more_attempts_and_gives_8_action_rounds():
    s = position(space_race={"us": 8})
    assert not space.space_allowed(s, US, 4)
    from engine.twilight.rules.cards import ar_allowance

    assert ar_allowance(s, US) == 8 and ar_allowance(s, USSR) == 6


# ---------------------------------------------------------------------------------------------- 9
def test_9_china_card_five_ops_in_asia():
    """X-9a: 2 Afghanistan, 2 Pakistan, 1 India -> 5 Ops; then face down to the US, not playable this turn."""
    s = position({"Afghanistan": (0, 1), "India": (0, 1)}, cards={"ussr_hand": [FIDEL], "us_hand": [DUCK]})
    play(s, card(CHINA), INFLUENCE, *[country(n) for n in ("Afghanistan", "Afghanistan", "Pakistan", "Pakistan", "India")])
    assert inf(s, "Afghanistan") == (0, 3) and inf(s, "Pakistan") == (0, 2) and inf(s, "India") == (0, 2)
    assert s[L.CHINA_HOLDER] == US and s[L.CHINA_UP] == 0 and card(CHINA) not in legal(s)


def test_9_china_card_bonus_lost_outside_asia():
    """T8: a point outside Asia leaves 4 Ops in all."""
    s = position({"Afghanistan": (0, 1)}, cards={"ussr_hand": [FIDEL]})
    play(s, card(CHINA), INFLUENCE, country("Poland"))
    assert s[L.OPS_LEFT] == 3
    play(s, country("Afghanistan"), country("Afghanistan"), country("Afghanistan"))
    assert kind(s) == "card"


def test_9_china_card_realignment_bonus_roll_must_be_in_asia():
    """X-9c: DEFCON 4, four rolls in Asia, the 5th (the bonus) must also target Asia."""
    s = position(defcon=4, phasing="us", china_card={"holder": "us"}, cards={"us_hand": [DUCK]})
    play(s, card(CHINA), REALIGN)
    for name in ("North Korea", "Pakistan", "Thailand", "Pakistan"):
        play(s, country(name), dice=[1, 1])
    targets = [a for a in legal(s) if a < L.A_CARD0]
    assert targets and all(D.REGION[a] == D.ASIA for a in targets) and s[L.OPS_LEFT] == 1


def test_9_5_china_card_is_not_a_headline_and_not_playable_face_down():
    s = position(china_card={"holder": "ussr", "face_up": False}, cards={"ussr_hand": [FIDEL]})
    assert card(CHINA) not in legal(s)


def test_6_0_options_for_unspent_ops_and_realignment_targets():
    """T5, T6: `unspent_ops` none: no stopping a realignment; all: placement may stop; and
    `realign_needs_enemy_influence`: only countries holding opponent influence."""
    s = position({"Lebanon": (0, 1)}, phasing="us", cards={"us_hand": [DUCK]}, options={"unspent_ops": "none"})
    play(s, card(DUCK), REALIGN)
    assert L.A_DONE not in legal(s)
    s = position(phasing="us", cards={"us_hand": [DUCK]}, options={"unspent_ops": "all"})
    play(s, card(DUCK), INFLUENCE, country("Mexico"))
    assert L.A_DONE in legal(s)
    play(s, L.A_DONE)
    assert inf(s, "Mexico") == (1, 0) and kind(s) != "influence"
    s = position({"Lebanon": (0, 1), "Iran": (2, 0)}, phasing="us", cards={"us_hand": [DUCK]},
                 options={"realign_needs_enemy_influence": True})
    play(s, card(DUCK), REALIGN)
    assert legal(s) == [country("Lebanon"), L.A_DONE]
