"""Chapter 7 (victory), 1.6.3 (victory totals), 1.7 (Control), with 1.5 (No Non-Player) and 8.9 (solitaire)."""
import pytest

from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.rules import board
from engine.cuba_libre.rules.victory import meets_condition

from .helpers import (
    FACTIONS,
    GAME,
    decline,
    final_now_state,
    margins,
    prop_state,
    sp,
    state,
)


def controller(s, sid):
    c = int(board.controller(s, sp(sid)))
    return None if c < 0 else FACTIONS[c]


def meets(s):
    return {f: bool(meets_condition(s, i)) for i, f in enumerate(FACTIONS)}


# ------------------------------------------------------------------ 1.7 Control
def test_1_7_control_outnumber_all_others_combined():
    s = state(spaces={
        "havana": {"govt": {"troops": 2, "police": 1}, "26july": {"underground": 1}, "dr": {"active": 1}},  # 3 vs 2
        "matanzas": {"govt": {"troops": 2}, "26july": {"underground": 1}, "dr": {"active": 1}},  # 2 vs 2
        "oriente": {"26july": {"underground": 1, "active": 1, "bases": 1}, "govt": {"troops": 2}},  # 3 vs 2
        "pinar_del_rio": {"syndicate": {"open_casinos": 1}},  # a lone Casino
        "las_villas": {},
    })
    assert controller(s, "havana") == "govt"
    assert controller(s, "matanzas") is None
    assert controller(s, "oriente") == "26july"
    assert controller(s, "pinar_del_rio") == "syndicate"
    assert controller(s, "las_villas") is None


def test_1_7_only_open_casinos_count():
    s = state(spaces={
        "havana": {"dr": {"underground": 1}, "syndicate": {"open_casinos": 1, "closed_casinos": 1}},  # 1 vs 1
        "matanzas": {"dr": {"underground": 1}, "syndicate": {"open_casinos": 2}},  # 2 vs 1
        "oriente": {"dr": {"underground": 1}, "syndicate": {"underground": 1, "closed_casinos": 2}},  # 1 vs 1
        "pinar_del_rio": {"syndicate": {"closed_casinos": 2}},  # nothing that counts
    })
    assert controller(s, "havana") is None
    assert controller(s, "matanzas") == "syndicate"
    assert controller(s, "oriente") is None
    assert controller(s, "pinar_del_rio") is None


def test_1_7_cash_not_counted():
    s = state(spaces={"havana": {"govt": {"police": 1}, "dr": {"underground": 1}, "cash": {"police": 2}}})
    assert controller(s, "havana") is None


def test_1_7_ecs_are_never_controlled():
    s = state(spaces={"ec_pinar_habana": {"govt": {"troops": 3}}, "ec_oriente_sierra": {"dr": {"underground": 2}}})
    assert controller(s, "ec_pinar_habana") is None
    assert controller(s, "ec_oriente_sierra") is None
    assert margins(s)["dr"] == -9  # no Pop from an EC


# ------------------------------------------------------------------ 1.6.3 totals and 9.3 check values
def test_9_3_setup_check_values():
    s = GAME.new_state("standard", 1)  # first card #37: no Propaganda Round has changed the setup
    assert int(board.total_support(s)) == 16
    assert int(board.total_opposition(s)) + int(board.bases_on_map(s, D.M26)) == 7
    assert int(board.dr_pop_plus_bases(s)) == 1
    assert int(board.on_map(s, L.CAS_OPEN)) == 3
    assert margins(s) == {"govt": 16 - 18, "26july": 7 - 15, "dr": 1 - 9, "syndicate": min(3 - 7, 15 - 30)}


def test_9_3_setup_control():
    s = GAME.new_state("standard", 1)  # first card #37: no Propaganda Round has changed the setup
    expected = {
        "havana": "govt", "camaguey_city": "govt", "santiago_de_cuba": "govt", "las_villas": "govt",
        "sierra_maestra": "26july", "camaguey_province": "dr", "pinar_del_rio": "syndicate",
        "la_habana": None, "matanzas": None, "oriente": None,
    }
    assert {sid: controller(s, sid) for sid in expected} == expected


def test_1_6_3_totals_weight_active_double():
    s = state(spaces={
        "havana": {"support": "passive_support"},  # 6
        "las_villas": {"support": "active_support"},  # 4
        "oriente": {"support": "active_opposition"},  # 4
        "camaguey_city": {"support": "passive_opposition"},  # 1
    })
    assert int(board.total_support(s)) == 10
    assert int(board.total_opposition(s)) == 5


# ------------------------------------------------------------------ 7.2 conditions
def _govt_19(cities_active=True):
    spaces = {
        "havana": {"support": "active_support"},  # 12
        "camaguey_city": {"support": "active_support" if cities_active else "passive_support"},
        "santiago_de_cuba": {"support": "active_support"},  # 2
        "la_habana": {"support": "active_support"},  # 2
        "matanzas": {"support": "passive_support"},  # 1
    }
    if not cities_active:
        spaces["pinar_del_rio"] = {"support": "passive_support"}  # keep the total at 19
    return spaces


def test_7_2_government_needs_support_over_18_and_all_cities_active():
    s = state(spaces=_govt_19(True))
    assert int(board.total_support(s)) == 19
    assert meets(s)["govt"]
    s = state(spaces=_govt_19(False))
    assert int(board.total_support(s)) == 19
    assert not meets(s)["govt"]
    assert margins(s)["govt"] == 1  # the City clause does not enter the margin (7.3 reading)


def test_7_2_government_support_18_is_not_enough():
    spaces = _govt_19(True)
    spaces["matanzas"] = {}
    s = state(spaces=spaces)
    assert int(board.total_support(s)) == 18
    assert not meets(s)["govt"]


def test_7_2_government_wins_in_victory_phase():
    s = prop_state(spaces=_govt_19(True))
    assert GAME.is_terminal(s)
    assert GAME.result(s)["winner"] == "govt"
    s = prop_state(spaces=_govt_19(False))
    assert not GAME.is_terminal(s)


@pytest.mark.parametrize("bases,wins", [(2, False), (3, True)])
def test_7_2_26july_opposition_plus_bases_over_15(bases, wins):
    spaces = {"havana": {"support": "active_opposition"}, "matanzas": {"support": "passive_opposition"}}  # 13
    spaces["sierra_maestra"] = {"26july": {"bases": min(bases, 2)}}
    if bases > 2:
        spaces["oriente"] = {"26july": {"bases": bases - 2}}
    s = state(spaces=spaces)
    assert margins(s)["26july"] == 13 + bases - 15
    assert meets(s)["26july"] is wins


@pytest.mark.parametrize("extra_base,wins", [(False, False), (True, True)])
def test_7_2_dr_pop_plus_bases_over_9(extra_base, wins):
    spaces = {
        "havana": {"dr": {"underground": 1, "bases": 1}},  # DR Control: Pop 6, 1 Base
        "las_villas": {"dr": {"bases": 2}, "govt": {"troops": 3}},  # 2 Bases, Govt Control
    }
    if extra_base:
        spaces["oriente"] = {"dr": {"bases": 1}, "govt": {"troops": 1, "police": 1}}
    s = state(spaces=spaces)
    assert int(board.dr_pop_plus_bases(s)) == (10 if extra_base else 9)
    assert meets(s)["dr"] is wins


def _casinos(n):
    sids = ["pinar_del_rio", "la_habana", "havana", "matanzas", "las_villas"]
    spaces = {}
    for i in range(n):
        spaces.setdefault(sids[i // 2], {"syndicate": {"open_casinos": 0}})["syndicate"]["open_casinos"] += 1
    return spaces


@pytest.mark.parametrize("casinos,resources,wins", [(8, 31, True), (7, 31, False), (8, 30, False), (10, 49, True)])
def test_7_2_syndicate_open_casinos_over_7_and_resources_over_30(casinos, resources, wins):
    s = state(spaces=_casinos(casinos), resources={"syndicate": resources})
    assert meets(s)["syndicate"] is wins
    assert margins(s)["syndicate"] == min(casinos - 7, resources - 30)


def test_7_2_closed_casinos_do_not_count_for_syndicate():
    spaces = _casinos(7)  # 2 + 2 + 2 + 1 open
    spaces["las_villas"] = {"syndicate": {"closed_casinos": 2}}
    s = state(spaces=spaces, resources={"syndicate": 40})
    assert int(board.on_map(s, L.CAS_OPEN)) == 7
    assert not meets(s)["syndicate"]


# ------------------------------------------------------------------ 7.3 margins; the 8.9 example
EXAMPLE_8_9 = {
    "havana": {"support": "active_opposition", "dr": {"underground": 1}},  # Opposition 12; DR controls Pop 6
    "las_villas": {"dr": {"bases": 2}, "govt": {"troops": 3}},  # 2 DR Bases (not DR Controlled)
    "matanzas": {"26july": {"bases": 2}},
    "pinar_del_rio": {"26july": {"bases": 2}},  # 4 26July Bases
}


def test_7_3_margins_rulebook_8_9_example():
    s = state(spaces=EXAMPLE_8_9)
    m = margins(s)
    assert m["dr"] == -1  # 6 + 2 - 9
    assert m["26july"] == 1  # 12 + 4 - 15
    assert m["govt"] == -18
    assert m["syndicate"] == -30
    assert m["26july"] - m["dr"] == 2  # "Stalemate!" level of 8.9


def test_8_9_solitaire_player_does_not_win_in_victory_phase_then_wins_final():
    s = prop_state(4, spaces=EXAMPLE_8_9, players=["26july"])
    assert not GAME.is_terminal(s)  # 26July meets 7.2 but is the solitaire player (8.9)
    decline(s)
    assert GAME.is_terminal(s)
    r = GAME.result(s)
    assert r["end"] == "final Propaganda (7.3)"
    assert r["winner"] == "26july"
    assert r["margins"]["26july"] == 1 and r["margins"]["dr"] == -1


def test_8_9_same_position_with_four_players_ends_in_victory_phase():
    s = prop_state(1, spaces=EXAMPLE_8_9)
    assert GAME.is_terminal(s)
    assert GAME.result(s)["winner"] == "26july"
    assert GAME.result(s)["end"] == "Victory Phase (6.1)"


def test_8_9_solitaire_non_player_wins_in_victory_phase():
    spaces = dict(EXAMPLE_8_9)
    spaces["oriente"] = {"dr": {"underground": 1}}  # DR Pop 6 + 2 + 2 Bases = 10 > 9
    s = prop_state(1, spaces=spaces, players=["26july"])
    assert GAME.is_terminal(s)
    assert GAME.result(s)["winner"] == "dr"


def test_8_9_solitaire_government_never_wins_in_victory_phase():
    s = prop_state(1, spaces=_govt_19(True), players=["govt"])
    assert not GAME.is_terminal(s)


# ------------------------------------------------------------------ 7.1 several winners, ties
def test_7_1_several_meet_conditions_highest_margin_wins():
    spaces = dict(EXAMPLE_8_9)  # 26July +1
    spaces["oriente"] = {"dr": {"underground": 1}}
    spaces["camaguey_city"] = {"dr": {"underground": 1}}
    spaces["santiago_de_cuba"] = {"dr": {"underground": 1}}  # DR 6 + 2 + 1 + 1 + 2 = 12: +3
    s = prop_state(1, spaces=spaces)
    assert GAME.is_terminal(s)
    assert GAME.result(s)["margins"]["dr"] == 3
    assert GAME.result(s)["winner"] == "dr"


# All four margins -7: Support 11, Opposition 8, DR Pop 1 + 1 Base, Open Casinos 0 with 30 Resources.
ALL_TIED = {
    "havana": {"support": "passive_support"},
    "pinar_del_rio": {"support": "active_support"},
    "la_habana": {"support": "active_support"},
    "matanzas": {"support": "passive_support"},
    "las_villas": {"support": "active_opposition"},
    "oriente": {"support": "active_opposition"},
    "camaguey_province": {"dr": {"bases": 1}},
}


def test_7_1_tie_order_syndicate_dr_26july_govt():
    s = final_now_state(spaces=ALL_TIED, resources={"syndicate": 30})
    r = GAME.result(s)
    assert r["margins"] == {"govt": -7, "26july": -7, "dr": -7, "syndicate": -7}
    assert r["winner"] == "syndicate"
    assert r["ranking"] == ["syndicate", "dr", "26july", "govt"]


def test_7_1_tie_government_loses_to_26july():
    spaces = {k: v for k, v in ALL_TIED.items() if k != "camaguey_province"}
    s = final_now_state(spaces=spaces)  # Govt -7, 26July -7, DR -9, Syndicate -30
    r = GAME.result(s)
    assert r["margins"]["govt"] == r["margins"]["26july"] == -7
    assert r["winner"] == "26july"


def test_7_1_tie_dr_beats_26july():
    spaces = {k: v for k, v in ALL_TIED.items() if k not in ("havana", "matanzas")}
    s = final_now_state(spaces=spaces)  # Govt -14, 26July -7, DR -7
    assert GAME.result(s)["winner"] == "dr"


def test_7_1_tie_non_player_beats_player():
    # Three players: 26July, Government, Syndicate; DR is a Non-player. DR and Syndicate tie at -7.
    s = final_now_state(spaces=ALL_TIED, resources={"syndicate": 30}, players=["26july", "govt", "syndicate"])
    r = GAME.result(s)
    assert r["winner"] == "dr"
    assert r["ranking"] == ["dr", "syndicate", "26july", "govt"]


def test_7_1_tie_in_victory_phase_between_two_winners():
    # 26July +1 (12 + 4) and DR +1 (6 + 4 Bases) both meet 7.2 with equal margins: DR wins the tie.
    s = prop_state(1, spaces={
        "havana": {"support": "active_opposition", "dr": {"underground": 1}},
        "las_villas": {"dr": {"bases": 2}, "govt": {"troops": 3}},
        "oriente": {"dr": {"bases": 2}, "govt": {"troops": 3}},
        "matanzas": {"26july": {"bases": 2}},
        "pinar_del_rio": {"26july": {"bases": 2}},
    })
    r = GAME.result(s)
    assert r["margins"]["26july"] == r["margins"]["dr"] == 1
    assert r["winner"] == "dr"


# ------------------------------------------------------------------ 1.5 No Non-Player option
NO_NP = {"players": [["26july", "dr"], ["govt", "syndicate"]], "options": {"no_np": True}}


def test_1_5_no_np_player_wins_only_if_all_its_factions_meet():
    s = prop_state(1, spaces=EXAMPLE_8_9, **NO_NP)  # 26July meets, DR does not
    assert not GAME.is_terminal(s)


def test_1_5_no_np_player_wins_when_all_its_factions_meet():
    spaces = dict(EXAMPLE_8_9)
    spaces["oriente"] = {"dr": {"underground": 1}}  # DR +1 as well
    s = prop_state(1, spaces=spaces, **NO_NP)
    assert GAME.is_terminal(s)
    assert GAME.result(s)["winner"] in ("26july", "dr")
    assert list(GAME.returns(s)) == [0.0, 1.0, 1.0, 0.0]


def test_1_5_no_np_final_scores_with_lowest_margin():
    # 26July +1 but DR -1: the 26July/DR player scores -1; Govt -12 and Syndicate -30: that player scores -30.
    spaces = dict(EXAMPLE_8_9)
    spaces["camaguey_city"] = {"support": "active_support"}
    spaces["santiago_de_cuba"] = {"support": "active_support"}
    spaces["la_habana"] = {"support": "active_support"}
    s = final_now_state(spaces=spaces, **NO_NP)
    r = GAME.result(s)
    assert r["winner"] in ("26july", "dr")
    assert list(GAME.returns(s)) == [0.0, 1.0, 1.0, 0.0]


def test_1_5_no_np_best_single_margin_does_not_win_alone():
    # 26July +1 is the best margin, but its partner DR is at -9; Govt -6 and Syndicate -7 give -7.
    spaces = {
        "havana": {"support": "active_opposition"},
        "matanzas": {"26july": {"bases": 2}},
        "pinar_del_rio": {"26july": {"bases": 2}, "support": "active_support"},
        "oriente": {"support": "active_support"},
        "las_villas": {"support": "active_support"},
        "la_habana": {"support": "active_support"},
    }
    s = final_now_state(spaces=spaces, resources={"syndicate": 30}, **NO_NP)
    m = margins(s)
    assert m == {"govt": -6, "26july": 1, "dr": -9, "syndicate": -7}
    r = GAME.result(s)
    assert r["winner"] in ("govt", "syndicate")
    assert list(GAME.returns(s)) == [1.0, 0.0, 0.0, 1.0]


def test_1_5_no_np_four_players_is_the_normal_game():
    s = prop_state(1, spaces=EXAMPLE_8_9, options={"no_np": True})
    assert GAME.is_terminal(s)
    assert GAME.result(s)["winner"] == "26july"
    assert list(GAME.returns(s)) == [0.0, 1.0, 0.0, 0.0]
