"""10 scoring (10.1 regions, Southeast Asia), the VP track (10.2), automatic victory and final scoring (10.3)."""
import pytest

from engine.twilight import data as D
from engine.twilight import layout as L
from engine.twilight.game import GAME
from engine.twilight.rules import scoring
from tests.twilight.helpers import EVENT, US, USSR, card, play, position


def _controlled(us: list[str], ussr: list[str]) -> dict:
    """Influence that gives each side control of the named countries (stability points, none against)."""
    inf = {n: (int(D.STABILITY[D.COUNTRY_INDEX[n]]), 0) for n in us}
    inf.update({n: (0, int(D.STABILITY[D.COUNTRY_INDEX[n]])) for n in ussr})
    return inf


def _vp(us, ussr, region):
    s = position(_controlled(us, ussr))
    return int(scoring.side_vp(s, US, region)), int(scoring.side_vp(s, USSR, region))


def test_10_1_central_america_domination():
    """X-10a: USSR Cuba, Haiti, Dominican Republic; US Guatemala (+1 in Panama, not control) -> 5 vs 1."""
    inf = _controlled(["Guatemala"], ["Cuba", "Haiti", "Dominican Republic"])
    s = position({**inf, "Panama": (1, 0)})
    assert (scoring.side_vp(s, US, D.CENTRAL_AMERICA), scoring.side_vp(s, USSR, D.CENTRAL_AMERICA)) == (1, 5)
    scoring.score(s, D.CENTRAL_AMERICA)
    assert s[L.VP] == -4


def test_10_1_middle_east():
    """X-10b: US Israel, Iran, Jordan; USSR Syria, Iraq, Libya, Egypt -> US 5, USSR 8."""
    assert _vp(["Israel", "Iran", "Jordan"], ["Syria", "Iraq", "Libya", "Egypt"], D.MIDDLE_EAST) == (5, 8)


def test_10_1_domination_needs_a_non_battleground():
    """X-10c: US Venezuela, Brazil, Argentina; USSR Chile, Peru -> US 5, USSR 3."""
    assert _vp(["Venezuela", "Brazil", "Argentina"], ["Chile", "Peru"], D.SOUTH_AMERICA) == (5, 3)


def test_10_1_control():
    """X-10d: US Cuba, Mexico, Panama; USSR Haiti, Dominican Republic -> US 8, USSR 1."""
    assert _vp(["Cuba", "Mexico", "Panama"], ["Haiti", "Dominican Republic"], D.CENTRAL_AMERICA) == (8, 1)


def test_10_1_no_tier_without_more_countries():
    """X-10e: as X-10d with Nicaragua to the USSR -> US 4, USSR 1."""
    assert _vp(["Cuba", "Mexico", "Panama"], ["Haiti", "Dominican Republic", "Nicaragua"], D.CENTRAL_AMERICA) == (4, 1)


def test_10_1_adjacency_bonus_both_ways():
    """X-10f: US North and South Korea; USSR Japan -> US 6, USSR 5."""
    assert _vp(["North Korea", "South Korea"], ["Japan"], D.ASIA) == (6, 5)


def test_10_1_europe_control_wins():
    """X-10g: USSR East Germany, Poland, West Germany, France, Italy; US UK, Canada: Europe scoring -> USSR wins."""
    s = position(_controlled(["UK", "Canada"], ["East Germany", "Poland", "West Germany", "France", "Italy"]),
                 phasing="us", cards={"us_hand": [2]})
    play(s, card(2), EVENT)
    assert GAME.is_terminal(s) and GAME.result(s)["winner"] == "ussr" and GAME.result(s)["end"].startswith("10.3.1")


def test_10_1_southeast_asia_and_the_card_leaves_the_game():
    """X-10h: US Thailand, Philippines; USSR Vietnam, Laos/Cambodia, Burma -> 3-3; #38 removed."""
    s = position(_controlled(["Thailand", "Philippines"], ["Vietnam", "Laos/Cambodia", "Burma"]), turn=4,
                 cards={"ussr_hand": [38]})
    play(s, card(38), EVENT)
    assert s[L.VP] == 0 and s[L.LOC + 38] == L.LOC_REMOVED
    s = position(_controlled(["Thailand"], []), turn=4, cards={"ussr_hand": [38]})
    play(s, card(38), EVENT)
    assert s[L.VP] == 2


def test_10_3_net_applied_before_the_20_vp_check():
    """X-10i: VP +17; Europe nets the US +5 -> +22: the US wins at once."""
    s = position(_controlled(["France", "UK"], ["Bulgaria"]), vp=17, phasing="us", cards={"us_hand": [2]})
    play(s, card(2), EVENT)
    assert s[L.VP] == 22 and GAME.result(s)["winner"] == "us" and GAME.result(s)["end"] == "10.3.1 20 VP"


def test_10_1_region_nets_are_opposite_and_scoring_twice_gives_the_same_net():
    s = position(_controlled(["Israel", "Iran", "Jordan"], ["Syria", "Iraq", "Libya", "Egypt"]))
    scoring.score(s, D.MIDDLE_EAST)
    first = int(s[L.VP])
    scoring.score(s, D.MIDDLE_EAST)
    assert first == -3 and s[L.VP] == 2 * first


@pytest.mark.parametrize("vp, holder, winner", [(-3, "ussr", "ussr"), (0, "us", "us"), (-1, "us", None)])
def test_10_3_2_final_scoring_china_card_and_draw(vp, holder, winner):
    """X-10.3c (reduced to an empty map): the China Card's holder gains 1 VP; VP 0 is a draw (T11)."""
    s = position(vp=vp, china_card={"holder": holder})
    scoring.final_scoring(s)
    assert GAME.is_terminal(s) and GAME.result(s)["winner"] == winner


def test_10_3_2_final_scoring_sums_every_region_and_does_not_stop_at_20():
    """X-10.3c: regional nets Central America +3 etc.; reaching 20 during final scoring does not end it early."""
    s = position(_controlled(["Cuba", "Mexico", "Panama", "Nicaragua"], ["Haiti", "Dominican Republic"]), vp=15,
                 china_card={"holder": "us"})
    scoring.final_scoring(s)
    assert s[L.VP] == 15 + 1 + 7 and GAME.result(s)["end"] == "10.3.2 final scoring"


def test_10_3_1_twenty_vp_from_a_scoring_card_in_an_action_round():
    """USSR Control of Central America: 5 + 3 battlegrounds + 2 next to the USA = 10 -> -29: the USSR wins."""
    s = position(_controlled([], ["Cuba", "Mexico", "Panama"]), vp=-19, turn=4, cards={"ussr_hand": [37, 8]})
    play(s, card(37), EVENT)
    assert s[L.VP] == -29 and GAME.result(s)["winner"] == "ussr" and GAME.result(s)["end"] == "10.3.1 20 VP"
