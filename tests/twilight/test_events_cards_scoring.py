"""The scoring cards (10.1, 7.2; cards 1, 2, 3, 37, 38, 79, 81) and Defectors (#103) played as events; the
scoring rules themselves are tested by section in test_scoring_and_victory_10.py."""
from engine.twilight import layout as L
from engine.twilight.game import GAME
from tests.twilight.helpers import EVENT, INFLUENCE, card, country, play, position


def test_card_001_asia_scoring():
    s = position({"Japan": (4, 0)}, phasing="us", cards={"us_hand": [1, 19]})
    play(s, card(1), EVENT)
    assert s[L.VP] == 4


def test_card_002_europe_scoring_control_of_europe_wins():
    where = {n: (0, 4) for n in ("Poland", "East Germany", "France", "Italy", "West Germany")}
    s = position(where, cards={"ussr_hand": [2, 14]})
    play(s, card(2), EVENT)
    assert GAME.result(s)["winner"] == "ussr" and s[L.END_REASON] == L.END_EUROPE


def test_card_003_middle_east_scoring():
    s = position({"Iran": (2, 0)}, phasing="us", cards={"us_hand": [3, 19]})
    play(s, card(3), EVENT)
    assert s[L.VP] == 4


def test_card_037_central_america_scoring():
    s = position({"Cuba": (0, 3)}, cards={"ussr_hand": [37, 14]})
    play(s, card(37), EVENT)
    assert s[L.VP] == -(1 + 1 + 1)  # presence, Cuba (battleground, next to the US)


def test_card_038_southeast_asia_scoring_leaves_the_game():
    s = position({"Thailand": (2, 0), "Burma": (0, 2)}, phasing="us", cards={"us_hand": [38, 19]})
    play(s, card(38), EVENT)
    assert s[L.VP] == 2 - 1 and s[L.LOC + 38] == L.LOC_REMOVED


def test_card_079_africa_scoring():
    s = position({"Angola": (1, 0)}, phasing="us", cards={"us_hand": [79, 19]})
    play(s, card(79), EVENT)
    assert s[L.VP] == 2


def test_card_081_south_america_scoring():
    s = position({"Chile": (3, 0)}, phasing="us", cards={"us_hand": [81, 19]})
    play(s, card(81), EVENT)
    assert s[L.VP] == 3


def test_card_103_defectors_ussr_ops_play_gives_the_us_1_vp_us_event_nothing():
    s = position(cards={"ussr_hand": [103]})
    play(s, card(103), INFLUENCE, L.A_EVENT_FIRST, country("Poland"), country("Poland"))
    assert s[L.VP] == 1
    s = position(phasing="us", cards={"us_hand": [103]})
    play(s, card(103), EVENT)
    assert s[L.VP] == 0
