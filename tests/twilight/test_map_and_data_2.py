"""2.1-2.3 the map, the cards and the markers as data, and control (2.1.7)."""
import pytest

from engine.twilight import data as D
from engine.twilight import layout as L
from engine.twilight.rules import board
from tests.twilight.helpers import US, USSR, c, position


def test_2_1_the_map_has_84_countries_29_battlegrounds_and_its_regions():
    assert D.N_COUNTRIES == 84 and int(D.BATTLEGROUND.sum()) == 29
    counts = {name: int((D.REGION == r).sum()) for r, name in enumerate(D.REGION_NAMES)}
    assert counts == {"Europe": 21, "Middle East": 10, "Asia": 15, "Africa": 18, "Central America": 10,
                      "South America": 10}
    assert int(((D.SUBREGIONS & D.SOUTHEAST_ASIA) > 0).sum()) == 7
    assert int(((D.SUBREGIONS & D.WESTERN_EUROPE) > 0).sum()) == 14
    assert int(((D.SUBREGIONS & D.EASTERN_EUROPE) > 0).sum()) == 9
    both = {D.COUNTRY_NAMES[i] for i in range(84) if D.SUBREGIONS[i] == D.EASTERN_EUROPE | D.WESTERN_EUROPE}
    assert both == {"Austria", "Finland"}
    assert D.REGION[c("Canada")] == D.EUROPE and D.REGION[c("Turkey")] == D.EUROPE
    assert D.REGION[c("Egypt")] == D.MIDDLE_EAST and D.REGION[c("Libya")] == D.MIDDLE_EAST


def test_2_1_6_adjacency_112_links_8_across_regions_and_9_superpower_links():
    assert int(D.ADJ.sum()) == 2 * 112 and (D.ADJ == D.ADJ.T).all()
    assert int(sum(D.ADJ[a, b] for a in range(84) for b in range(a) if D.REGION[a] != D.REGION[b])) == 8
    us = {D.COUNTRY_NAMES[i] for i in range(84) if D.NEXT_TO[US, i]}
    ussr = {D.COUNTRY_NAMES[i] for i in range(84) if D.NEXT_TO[USSR, i]}
    assert us == {"Canada", "Mexico", "Cuba", "Japan"}
    assert ussr == {"Finland", "Poland", "Romania", "Afghanistan", "North Korea"}


def test_2_2_110_cards_with_ops_era_side_and_flags():
    assert D.N_CARDS == 110 and len(D.CARD_NAMES) == 111
    assert [n for n in range(1, 111) if D.CARD_SCORING[n]] == [1, 2, 3, 37, 38, 79, 81]
    assert all(D.CARD_OPS[n] == 0 for n in (1, 2, 3, 37, 38, 79, 81))
    assert int(D.CARD_STARRED.sum()) == 70 and int(D.CARD_OPTIONAL.sum()) == 7
    assert [n for n in range(1, 111) if D.CARD_WAR[n]] == [11, 13, 24, 36, 102]
    assert D.CARD_OPS[D.CHINA] == 4 and not D.CARD_HEADLINE[D.CHINA] and not D.CARD_HEADLINE[32]
    assert D.CARD_OPS[D.DEFECTORS] == 2 and not D.CARD_STARRED[D.DEFECTORS]  # T1 (data README item 5)
    assert D.STABILITY[c("Norway")] == 4  # T1 (data README item 1)


def test_2_3_state_layout_covers_every_marker():
    names = {f.name for f in L.LAYOUT.fields.values()}
    for field in ("inf", "vp", "defcon", "milops", "space", "space_attempts", "turn", "ar", "phasing",
                  "china_holder", "china_up", "loc", "deck", "deck_n", "rng"):
        assert field in names
    assert L.LAYOUT.fields["inf"].shape == (2, 84)


@pytest.mark.parametrize("us, ussr, expected", [(4, 0, US), (5, 1, US), (4, 1, -1), (3, 0, -1), (0, 6, USSR)])
def test_2_1_7_control_israel(us, ussr, expected):
    """X-2.1: Israel (stability 4)."""
    s = position({"Israel": (us, ussr)})
    assert board.controller(s, c("Israel")) == expected
    assert not (board.controls(s, US, c("Israel")) and board.controls(s, USSR, c("Israel")))
