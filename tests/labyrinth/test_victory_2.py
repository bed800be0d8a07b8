"""Chapter 2: every instant win and the end-of-game adjudication."""
from engine.labyrinth import data as D
from engine.labyrinth import layout as L
from engine.labyrinth.rules.victory import adjudicate, check_instant, jihadist_instant, us_instant
from tests.labyrinth.helpers import position

CELL = {"iran": {"sleepers": 1}}


def good(*names):
    return {n: {"governance": "good", "alignment": "ally"} for n in names}


def test_2_1_us_wins_with_12_good_resources():
    s = position({**CELL, **good("egypt", "indonesia-malaysia", "iraq", "gulf-states")})  # 3+3+3+3
    assert us_instant(s) == L.END_US_GOOD_RESOURCES
    s = position({**CELL, **good("egypt", "indonesia-malaysia", "iraq", "jordan")})  # 10
    assert us_instant(s) == 0


def test_2_1_us_wins_with_15_fair_or_good_countries():
    names = [n for i, n in enumerate(D.COUNTRY_IDS) if D.MUSLIM[i]][:15]
    s = position({**CELL, **{n: {"governance": "fair", "alignment": "neutral"} for n in names}})
    assert us_instant(s) == L.END_US_FAIR_GOOD
    s = position({**CELL, **{n: {"governance": "fair", "alignment": "neutral"} for n in names[:14]}})
    assert us_instant(s) == 0


def test_2_1_us_wins_when_no_cell_is_on_the_map():
    s = position({"iraq": {"governance": "poor", "alignment": "ally", "cadre": True}})
    assert us_instant(s) == L.END_US_NO_CELLS


def test_2_1_jihadist_caliphate_needs_six_ir_resources_two_adjacent():
    ir = {"governance": "islamist_rule", "alignment": "adversary"}
    s = position({**CELL, "iraq": ir, "saudi-arabia": ir})  # 3 + 3, adjacent
    assert jihadist_instant(s) == L.END_J_CALIPHATE
    s = position({**CELL, "iraq": ir, "indonesia-malaysia": ir})  # 6, not adjacent
    assert jihadist_instant(s) == 0
    s = position({**CELL, "iraq": ir, "syria": ir})  # adjacent, 5
    assert jihadist_instant(s) == 0


def test_2_1_jihadist_wins_at_prestige_1_with_15_poor_or_ir():
    names = [n for i, n in enumerate(D.COUNTRY_IDS) if D.MUSLIM[i]][:15]
    countries = {**CELL, **{n: {"governance": "poor", "alignment": "neutral"} for n in names}}
    assert jihadist_instant(position(countries, prestige=1)) == L.END_J_COLLAPSE
    assert jihadist_instant(position(countries, prestige=2)) == 0


def test_2_2_both_sides_at_once_the_acting_side_wins():
    ir = {"governance": "islamist_rule", "alignment": "adversary"}
    countries = {**CELL, "iraq": ir, "saudi-arabia": ir, **good("egypt", "indonesia-malaysia", "gulf-states", "turkey", "pakistan")}
    s = position(countries)
    assert check_instant(s, D.US) and s[L.WINNER] == D.US
    s = position(countries)
    assert check_instant(s, D.JIHADIST) and s[L.WINNER] == D.JIHADIST


def test_2_3_adjudication_green_rc_counts_as_ir_and_ties_go_to_the_jihadist():
    countries = {**CELL, **good("egypt", "iraq"),  # 6 Good resources
                 "saudi-arabia": {"governance": "poor", "alignment": "ally", "troops": 6, "regime_change": "green"}}
    s = position(countries)
    adjudicate(s)
    assert s[L.WINNER] == D.JIHADIST  # 6 > 2 x 3 fails
    countries["saudi-arabia"]["regime_change"] = "tan"
    s = position(countries)
    adjudicate(s)
    assert s[L.WINNER] == D.US
