"""Chapter 6: the Propaganda Round, phase by phase, each on a concrete position with exact numbers.

Each position starts with all Resources 0 and Aid 0 unless it says otherwise. A Propaganda Round
started by `prop_state` runs its automatic steps until the first decision; Expat Backing (6.3.4)
is offered in almost every position, so the round is usually paused there.
"""
import pytest

from engine.core.protocol import IllegalAction
from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L

from .helpers import (
    GAME,
    at,
    current_card,
    decline,
    eligible,
    frame,
    kind,
    legal,
    piece,
    play,
    prop_state,
    res,
    scalar,
    sp,
)

EFFECTS = L.LAYOUT.view


def sabotaged(s):
    return {sid for sid in D.SPACE_IDS if piece(s, sid, L.SABOTAGE)}


# ------------------------------------------------------------------ 6.1 Victory Phase
def test_6_1_victory_phase_ends_game_before_resources():
    s = prop_state(
        spaces={
            "havana": {"support": "active_opposition"},  # 12
            "matanzas": {"support": "passive_opposition"},  # 1
            "sierra_maestra": {"26july": {"bases": 2}},
            "oriente": {"26july": {"bases": 1}},
        },
        aid=10,
    )
    assert GAME.is_terminal(s)
    r = GAME.result(s)
    assert r["winner"] == "26july"
    assert r["end"] == "Victory Phase (6.1)"
    assert r["margins"]["26july"] == 1  # 13 + 3 - 15
    assert res(s) == {"govt": 0, "26july": 0, "dr": 0, "syndicate": 0}  # no earnings
    assert GAME.current_player(s) < 0


def test_6_1_no_victory_round_continues():
    s = prop_state(
        spaces={
            "havana": {"support": "active_opposition"},
            "matanzas": {"support": "passive_opposition"},
            "sierra_maestra": {"26july": {"bases": 2}},
        },
    )  # 13 + 2 = 15: not > 15
    assert not GAME.is_terminal(s)
    assert res(s)["26july"] == 2  # 6.2.2: +1 per Base
    assert res(s)["govt"] == 8  # 6.2.1


# ------------------------------------------------------------------ 6.2.1 Sabotage and Government earnings
def test_6_2_1_sabotage_then_govt_earns_unsabotaged_econ_plus_aid():
    s = prop_state(
        spaces={
            # Textile EC (Econ 3): 2 + 1 Guerrillas outnumber 2 cubes -> Sabotage.
            "ec_lasvillas_camaguey": {"26july": {"underground": 2}, "dr": {"active": 1}, "govt": {"troops": 2}},
            # Sugar Cane EC (Econ 2): 1 Guerrilla vs 1 cube -> no Sabotage.
            "ec_oriente_sierra": {"26july": {"underground": 1}, "govt": {"police": 1}},
        },
        resources={"govt": 5},
        aid=10,
    )
    assert sabotaged(s) == {"ec_lasvillas_camaguey"}
    assert res(s) == {"govt": 5 + (8 - 3) + 10, "26july": 0, "dr": 1, "syndicate": 0}


def test_6_2_1_existing_sabotage_also_cuts_earnings():
    s = prop_state(spaces={"ec_pinar_habana": {"sabotage": True}}, resources={"govt": 1}, aid=4)
    assert sabotaged(s) == {"ec_pinar_habana"}
    assert res(s)["govt"] == 1 + (8 - 3) + 4


def test_6_2_1_syndicate_guerrillas_do_not_sabotage():
    s = prop_state(spaces={"ec_pinar_habana": {"syndicate": {"underground": 3}}})
    assert sabotaged(s) == set()
    assert res(s)["govt"] == 8


def test_6_2_1_no_sabotage_when_markers_are_exhausted():
    s = prop_state(spaces={"havana": {"terror": 20}, "ec_pinar_habana": {"dr": {"underground": 1}}})
    assert sabotaged(s) == set()
    assert res(s)["govt"] == 8


def test_6_2_1_govt_earnings_capped_at_49():
    s = prop_state(resources={"govt": 40}, aid=15)
    assert res(s)["govt"] == 49


# ------------------------------------------------------------------ 6.2.2 Insurgent earnings
def test_6_2_2_insurgent_earnings():
    s = prop_state(
        spaces={
            "sierra_maestra": {"26july": {"bases": 2, "underground": 1}},
            "oriente": {"26july": {"bases": 1}, "dr": {"bases": 1}},
            # Syndicate Guerrillas outnumber Police in a City: + Pop 6.
            "havana": {"dr": {"underground": 1}, "syndicate": {"underground": 2}, "govt": {"police": 1}},
            # Equal to Police: nothing.
            "camaguey_city": {"syndicate": {"underground": 1}, "govt": {"police": 1}},
            # Un-sabotaged EC: + Econ 3; sabotaged EC: nothing.
            "ec_pinar_habana": {"syndicate": {"underground": 1}},
            "ec_oriente_sierra": {"sabotage": True, "syndicate": {"underground": 1}, "dr": {"active": 1}},
            # A Province gives no Pop; open Casinos +2 each, closed ones nothing.
            "matanzas": {"syndicate": {"underground": 1, "open_casinos": 1, "closed_casinos": 1}},
            "pinar_del_rio": {"syndicate": {"open_casinos": 1}},
        },
    )
    assert res(s) == {
        "govt": 8 - 2,  # Sugar Cane EC sabotaged
        "26july": 3,  # 3 Bases
        "dr": 3,  # Havana, Oriente, Sugar Cane EC
        "syndicate": 6 + 3 + 2 * 2,  # Havana Pop + Cigar EC Econ + 2 open Casinos
    }


def test_6_2_2_syndicate_gets_nothing_from_ec_sabotaged_this_round():
    # 6.2.1 Sabotage comes first: DR Guerrillas outnumber the (absent) cubes in the Cigar EC.
    s = prop_state(spaces={"ec_pinar_habana": {"dr": {"underground": 2}, "syndicate": {"underground": 1}}})
    assert sabotaged(s) == {"ec_pinar_habana"}
    assert res(s) == {"govt": 5, "26july": 0, "dr": 1, "syndicate": 0}


def test_6_2_2_dr_counts_spaces_not_pieces():
    s = prop_state(spaces={"havana": {"dr": {"underground": 3, "active": 2}, "govt": {"troops": 6}},
                           "oriente": {"dr": {"bases": 2}, "govt": {"troops": 3}}})
    assert res(s)["dr"] == 2


# ------------------------------------------------------------------ 6.2.3 Skim
def test_6_2_3_skim_pays_controller():
    s = prop_state(
        spaces={
            "havana": {"govt": {"troops": 3}, "syndicate": {"open_casinos": 1}},  # Govt: +2
            "matanzas": {"26july": {"underground": 3}, "syndicate": {"open_casinos": 2}},  # 26July: +2 (per space)
            "camaguey_province": {"dr": {"underground": 2}, "syndicate": {"open_casinos": 1}},  # DR: +2
        },
        resources={"syndicate": 10},
    )
    # Syndicate: 10 + 2 x 4 open Casinos - 3 x 2 Skim.
    assert res(s) == {"govt": 8 + 2, "26july": 0 + 2, "dr": 1 + 2, "syndicate": 10 + 8 - 6}


def test_6_2_3_skim_uncontrolled_space_no_transfer():
    s = prop_state(
        spaces={"la_habana": {"26july": {"underground": 1}, "syndicate": {"open_casinos": 1}}},
        resources={"syndicate": 10},
    )
    assert res(s) == {"govt": 8, "26july": 0, "dr": 0, "syndicate": 12}


def test_6_2_3_skim_syndicate_controlled_no_transfer():
    s = prop_state(
        spaces={"pinar_del_rio": {"syndicate": {"open_casinos": 2}, "govt": {"police": 1}}},
        resources={"syndicate": 10},
    )
    assert res(s) == {"govt": 8, "26july": 0, "dr": 0, "syndicate": 14}


def test_6_2_3_skim_ignores_closed_casinos():
    s = prop_state(
        spaces={"havana": {"govt": {"troops": 3}, "syndicate": {"closed_casinos": 2}}},
        resources={"syndicate": 10},
    )
    assert res(s) == {"govt": 8, "26july": 0, "dr": 0, "syndicate": 10}


def test_6_2_3_skim_recipient_excess_over_49_lost():
    s = prop_state(
        spaces={"havana": {"govt": {"troops": 3}, "syndicate": {"open_casinos": 1}}},
        resources={"govt": 45, "syndicate": 0},
    )
    assert res(s)["govt"] == 49
    assert res(s)["syndicate"] == 0  # +2 for the Casino, -2 Skim


# ------------------------------------------------------------------ 6.2.4 Cash Deposits
CASH_SPACES = {
    "sierra_maestra": {"26july": {"underground": 1}, "cash": {"26july_underground": 1}},
    "havana": {"dr": {"underground": 1}, "cash": {"dr_underground": 1}},
    "camaguey_city": {"govt": {"police": 1}, "cash": {"police": 1}},
    "pinar_del_rio": {"syndicate": {"underground": 1}, "cash": {"syndicate_underground": 1}},
}


def test_6_2_4_cash_deposits_order_and_six_resources():
    s = prop_state(spaces=CASH_SPACES)
    before = res(s)
    assert before == {"govt": 8, "26july": 0, "dr": 1, "syndicate": 0}
    order = []
    while kind(s) == L.FR_CASH:
        f = frame(s)[1]
        order.append((f, D.SPACE_IDS[frame(s)[2]]))
        assert legal(s) == {L.A_CASH_RESOURCES, L.A_CASH_BASE}
        play(s, L.A_CASH_RESOURCES)
    assert order == [("26july", "sierra_maestra"), ("dr", "havana"), ("govt", "camaguey_city"), ("syndicate", "pinar_del_rio")]
    assert res(s) == {"govt": 14, "26july": 6, "dr": 7, "syndicate": 6}
    assert sum(piece(s, sid, c) for sid in D.SPACE_IDS for c in range(L.CASH0, L.N_COLS)) == 0


def test_6_2_4_cash_deposit_places_base():
    s = prop_state(spaces=CASH_SPACES)
    play(s, L.A_CASH_BASE, L.A_CASH_BASE, L.A_CASH_BASE, L.A_CASH_BASE)
    assert kind(s) != L.FR_CASH
    assert piece(s, "sierra_maestra", L.M26_BASE) == 1
    assert piece(s, "havana", L.DR_BASE) == 1
    assert piece(s, "camaguey_city", L.GBASE) == 1
    assert piece(s, "pinar_del_rio", L.CAS_OPEN) == 1  # Syndicate: an open Casino
    assert res(s) == {"govt": 8, "26july": 0, "dr": 1, "syndicate": 0}
    assert piece(s, "sierra_maestra", L.CASH0 + 2) == 0


def test_6_2_4_stacking_blocks_base_so_six_resources_automatically():
    s = prop_state(
        spaces={
            # 2 non-Casino Bases already: no Base can be placed (1.4.2).
            "oriente": {"govt": {"bases": 1}, "dr": {"bases": 1}, "26july": {"underground": 1},
                        "cash": {"26july_underground": 1}},
        },
    )
    assert kind(s) != L.FR_CASH
    assert res(s)["26july"] == 6
    assert piece(s, "oriente", L.M26_BASE) == 0


def test_6_2_4_cash_in_ec_and_without_available_bases_gives_six_resources():
    s = prop_state(
        spaces={
            "ec_pinar_habana": {"govt": {"troops": 1}, "cash": {"troops": 1}},  # no Base in an EC
            "havana": {"dr": {"underground": 1}, "govt": {"troops": 2}, "cash": {"dr_underground": 1}},
            "oriente": {"dr": {"bases": 2}, "govt": {"troops": 3}},
            "sierra_maestra": {"dr": {"bases": 2}, "govt": {"troops": 3}},  # all 4 DR Bases on the map
        },
    )
    assert kind(s) != L.FR_CASH
    assert res(s)["govt"] == 8 + 6
    assert res(s)["dr"] == 3 + 6  # 3 spaces with DR pieces, then the Cash
    assert piece(s, "havana", L.DR_BASE) == 0


def test_6_2_4_syndicate_opens_closed_casino():
    s = prop_state(
        spaces={
            "santiago_de_cuba": {"syndicate": {"underground": 1, "open_casinos": 1, "closed_casinos": 1},
                                 "cash": {"syndicate_underground": 1}},
        },
    )
    assert frame(s)[:3] == (L.FR_CASH, "syndicate", sp("santiago_de_cuba"))
    assert legal(s) == {L.A_CASH_RESOURCES, L.A_CASH_OPEN_CASINO}  # 2 Casinos: no new one
    play(s, L.A_CASH_OPEN_CASINO)
    assert piece(s, "santiago_de_cuba", L.CAS_OPEN) == 2
    assert piece(s, "santiago_de_cuba", L.CAS_CLOSED) == 0
    assert res(s)["syndicate"] == 1 + 2  # earnings (City Pop 1, 1 open Casino); no +6


def test_6_2_4_syndicate_with_one_closed_casino_has_three_choices():
    s = prop_state(
        spaces={"matanzas": {"syndicate": {"active": 1, "closed_casinos": 1}, "cash": {"syndicate_active": 1}}},
    )
    assert legal(s) == {L.A_CASH_RESOURCES, L.A_CASH_BASE, L.A_CASH_OPEN_CASINO}


# ------------------------------------------------------------------ 6.3.1 US Alliance
def _support_spaces(total):
    spaces = {"havana": {"support": "active_support"}}  # 12
    for sid in ("pinar_del_rio", "la_habana", "matanzas")[: (min(total, 18) - 12) // 2]:
        spaces[sid] = {"support": "active_support"}  # 2 each
    if total == 19:
        spaces["camaguey_city"] = {"support": "passive_support"}
    return spaces


def test_6_3_1_support_at_most_18_shifts_alliance_and_drops_aid():
    s = prop_state(spaces=_support_spaces(18), aid=15, resources={"govt": 0})
    assert scalar(s, "alliance") == 1  # Firm -> Reluctant
    assert scalar(s, "aid") == 5
    assert res(s)["govt"] == 8 + 15  # Aid was paid before the drop (6.2.1 comes first)


def test_6_3_1_support_above_18_no_change():
    s = prop_state(spaces=_support_spaces(19), aid=15)
    assert scalar(s, "alliance") == 0
    assert scalar(s, "aid") == 15


def test_6_3_1_embargoed_stays_and_aid_floors_at_zero():
    s = prop_state(alliance="embargoed", aid=7)
    assert scalar(s, "alliance") == 2
    assert scalar(s, "aid") == 0
    assert res(s)["govt"] == 15


def test_6_3_1_reluctant_becomes_embargoed():
    s = prop_state(alliance="reluctant", aid=25)
    assert scalar(s, "alliance") == 2
    assert scalar(s, "aid") == 15


# ------------------------------------------------------------------ 6.3.2 Civic Action
CIVIC_SPACES = {
    "havana": {"govt": {"troops": 1, "police": 1}, "terror": 1},  # eligible
    "las_villas": {"govt": {"troops": 3}},  # no Police
    "camaguey_city": {"govt": {"troops": 1, "police": 1}, "dr": {"underground": 2}},  # no Control
    "santiago_de_cuba": {"govt": {"troops": 1, "police": 1}, "support": "active_support"},  # nothing to do
    "ec_pinar_habana": {"govt": {"troops": 1, "police": 1}},  # an EC
    "matanzas": {"govt": {"police": 2}},  # no Troops
}


def test_6_3_2_civic_action_spaces():
    s = prop_state(spaces=CIVIC_SPACES)
    assert frame(s)[:2] == (L.FR_CIVIC, "govt")
    assert res(s)["govt"] == 8
    assert legal(s) == {L.A_DONE, at("havana")}


def test_6_3_2_civic_action_removes_terror_before_shifting_cost_4():
    s = prop_state(spaces=CIVIC_SPACES)
    play(s, at("havana"))
    assert piece(s, "havana", L.TERROR) == 0
    assert piece(s, "havana", L.SUPPORT) == 0
    assert res(s)["govt"] == 4
    assert kind(s) == L.FR_CIVIC
    play(s, at("havana"))
    assert piece(s, "havana", L.SUPPORT) == 1  # Passive Support
    assert res(s)["govt"] == 0
    assert kind(s) != L.FR_CIVIC  # no more Resources: the step ends by itself


def test_6_3_2_civic_action_stops_on_done():
    s = prop_state(spaces=CIVIC_SPACES, resources={"govt": 30})
    play(s, at("havana"), L.A_DONE)
    assert res(s)["govt"] == 38 - 4
    assert kind(s) != L.FR_CIVIC
    assert piece(s, "havana", L.SUPPORT) == 0


def test_6_3_2_civic_action_up_to_active_support():
    s = prop_state(spaces={"havana": {"govt": {"troops": 1, "police": 1}}}, resources={"govt": 41})
    play(s, at("havana"), at("havana"))
    assert piece(s, "havana", L.SUPPORT) == 2
    assert res(s)["govt"] == 49 - 8
    assert kind(s) != L.FR_CIVIC  # Active Support: nothing left to do


def test_6_3_2_civic_action_needs_four_resources():
    # All 3 ECs sabotaged: the Government earns nothing and has 3 < 4 Resources.
    s = prop_state(
        spaces={
            "havana": {"govt": {"troops": 1, "police": 1}},
            "ec_pinar_habana": {"sabotage": True},
            "ec_lasvillas_camaguey": {"sabotage": True},
            "ec_oriente_sierra": {"sabotage": True},
        },
        resources={"govt": 3},
    )
    assert res(s)["govt"] == 3
    assert kind(s) != L.FR_CIVIC


# ------------------------------------------------------------------ 6.3.3 Agitation
AGITATION_SPACES = {
    "sierra_maestra": {"26july": {"underground": 2}, "terror": 1, "support": "passive_opposition"},  # eligible
    "la_habana": {"26july": {"underground": 1}, "terror": 2, "support": "active_opposition"},  # Terror to remove
    "matanzas": {"26july": {"underground": 1}, "support": "active_opposition"},  # nothing to do
    "oriente": {"26july": {"underground": 1}, "dr": {"underground": 2}},  # DR Control
    "havana": {"26july": {"underground": 1}, "govt": {"police": 1}},  # no Control
}


def test_6_3_3_agitation_spaces():
    s = prop_state(spaces=AGITATION_SPACES, resources={"26july": 2})
    assert frame(s)[:2] == (L.FR_AGITATE, "26july")
    assert legal(s) == {L.A_DONE, at("sierra_maestra"), at("la_habana")}


def test_6_3_3_agitation_removes_terror_then_shifts_cost_1():
    s = prop_state(spaces=AGITATION_SPACES, resources={"26july": 2})
    play(s, at("sierra_maestra"))
    assert piece(s, "sierra_maestra", L.TERROR) == 0
    assert piece(s, "sierra_maestra", L.SUPPORT) == -1
    assert res(s)["26july"] == 1
    play(s, at("sierra_maestra"))
    assert piece(s, "sierra_maestra", L.SUPPORT) == -2
    assert res(s)["26july"] == 0
    assert kind(s) == L.FR_EXPAT  # out of Resources: Agitation over, Expat Backing next


def test_6_3_3_agitation_needs_one_resource():
    s = prop_state(spaces=AGITATION_SPACES, resources={"26july": 0})
    assert kind(s) == L.FR_EXPAT


def test_6_3_3_agitation_after_civic_action():
    s = prop_state(spaces={**AGITATION_SPACES, "camaguey_city": {"govt": {"troops": 1, "police": 1}}},
                   resources={"26july": 2})
    assert kind(s) == L.FR_CIVIC
    play(s, L.A_DONE)
    assert kind(s) == L.FR_AGITATE


# ------------------------------------------------------------------ 6.3.4 Expat Backing
def test_6_3_4_expat_backing_is_a_free_dr_rally_in_one_space():
    s = prop_state(spaces={"havana": {"govt": {"troops": 2}}, "matanzas": {"support": "active_support"}})
    assert frame(s)[:2] == (L.FR_EXPAT, "dr")
    assert at("las_villas") in legal(s) and L.A_DONE in legal(s)
    with pytest.raises(IllegalAction):
        GAME.step(s, at("havana"))  # Government Controlled (R5)
    with pytest.raises(IllegalAction):
        GAME.step(s, at("matanzas"))  # Active Support: DR may not Rally there (3.3.1)
    play(s, at("las_villas"))
    assert frame(s)[:3] == (L.FR_CHOICE, "dr", L.CH_RALLY)
    play(s, L.A_CHOICE0)  # place 1 Guerrilla
    assert piece(s, "las_villas", L.DR_U) == 1
    assert res(s)["dr"] == 0  # free


def test_6_3_4_expat_backing_may_be_declined():
    s = prop_state(spaces={"havana": {"govt": {"troops": 2}}})
    play(s, L.A_DONE)
    assert kind(s) != L.FR_EXPAT


# ------------------------------------------------------------------ 6.3.5 Game end? (final round)
def test_6_3_5_final_round_ends_without_redeploy_or_reset():
    s = prop_state(
        4,
        spaces={
            "ec_oriente_sierra": {"govt": {"troops": 2}},
            "havana": {"govt": {"troops": 2, "police": 1}},
            "las_villas": {"terror": 1},
            "sierra_maestra": {"26july": {"active": 2}},
            "pinar_del_rio": {"syndicate": {"closed_casinos": 1}},
        },
        eligible=["govt", "dr"],
        aid=3,
    )
    assert scalar(s, "prop_played") == 4
    assert res(s)["govt"] == 8 + 3  # the Resources Phase runs in the final round (2.4.1)
    assert kind(s) == L.FR_CIVIC
    decline(s)
    assert GAME.is_terminal(s)
    r = GAME.result(s)
    assert r["end"] == "final Propaganda (7.3)"
    assert r["winner"] == "dr"  # margins: Govt -18, 26July -15, DR -9, Syndicate -30
    # Nothing of 6.4 / 6.5 happened:
    assert piece(s, "ec_oriente_sierra", L.TROOPS) == 2
    assert piece(s, "las_villas", L.TERROR) == 1
    assert piece(s, "sierra_maestra", L.M26_A) == 2
    assert piece(s, "pinar_del_rio", L.CAS_CLOSED) == 1
    assert eligible(s) == ["govt", "dr"]


def test_6_3_5_final_round_cash_deposit_counts_for_final_margins():
    s = prop_state(
        4,
        spaces={"havana": {"dr": {"underground": 1}, "cash": {"dr_underground": 1}}},
    )
    play(s, L.A_CASH_BASE)
    decline(s)
    assert GAME.is_terminal(s)
    assert GAME.result(s)["margins"]["dr"] == 6 + 1 - 9


# ------------------------------------------------------------------ 6.4 Redeploy
REDEPLOY_SPACES = {
    "ec_lasvillas_camaguey": {"govt": {"troops": 2, "police": 1}},  # Troops must leave an EC
    "matanzas": {"govt": {"troops": 1}},  # Province without a Base: must leave
    "las_villas": {"govt": {"troops": 1}, "dr": {"underground": 3}},  # must leave (DR Controlled)
    "oriente": {"govt": {"troops": 1, "bases": 1}},  # Base Province with Control: may stay, a destination
    "havana": {"govt": {"troops": 1, "police": 1}, "support": "active_support"},  # Govt City: destination
    "camaguey_city": {"govt": {"police": 1}},  # Govt City: destination
    "santiago_de_cuba": {"govt": {"troops": 1}, "26july": {"underground": 2}},  # 26July Controlled City
    "pinar_del_rio": {"govt": {"police": 1}},  # Govt-Controlled Province without Base
}


def _redeploy_state():
    s = prop_state(spaces=REDEPLOY_SPACES)
    decline(s, kinds=(L.FR_CIVIC, L.FR_AGITATE, L.FR_EXPAT))
    return s


def test_6_4_troops_redeploy_origins_and_no_done_while_stranded():
    s = _redeploy_state()
    assert frame(s)[:2] == (L.FR_REDEPLOY_TROOPS, "govt")
    assert legal(s) == {at(x) for x in ("ec_lasvillas_camaguey", "matanzas", "las_villas", "oriente", "havana", "santiago_de_cuba")}
    assert L.A_DONE not in legal(s)


def test_6_4_troops_destinations():
    s = _redeploy_state()
    play(s, at("ec_lasvillas_camaguey"))
    assert frame(s) == (L.FR_REDEPLOY_DEST, "govt", sp("ec_lasvillas_camaguey"), L.TROOPS)
    assert legal(s) == {at("havana"), at("camaguey_city"), at("oriente")}
    play(s, at("camaguey_city"))
    assert piece(s, "ec_lasvillas_camaguey", L.TROOPS) == 1
    assert piece(s, "camaguey_city", L.TROOPS) == 1
    assert kind(s) == L.FR_REDEPLOY_TROOPS
    assert at("camaguey_city") not in legal(s)  # a cube that Redeployed stays put


def test_6_4_done_legal_once_stranded_troops_moved_then_police():
    s = _redeploy_state()
    play(s, at("ec_lasvillas_camaguey"), at("havana"))
    play(s, at("ec_lasvillas_camaguey"), at("camaguey_city"))
    play(s, at("matanzas"), at("oriente"))
    assert L.A_DONE not in legal(s)  # Las Villas still holds a Troop that must leave
    play(s, at("las_villas"), at("havana"))
    assert L.A_DONE in legal(s)
    play(s, L.A_DONE)
    assert {sid: piece(s, sid, L.TROOPS) for sid in ("ec_lasvillas_camaguey", "matanzas", "las_villas", "oriente",
                                                     "havana", "camaguey_city", "santiago_de_cuba")} == {
        "ec_lasvillas_camaguey": 0, "matanzas": 0, "las_villas": 0, "oriente": 2, "havana": 3,
        "camaguey_city": 1, "santiago_de_cuba": 1}
    # 6.4 Police: any Police to an EC or a Government-Controlled space; done always allowed.
    assert frame(s)[:2] == (L.FR_REDEPLOY_POLICE, "govt")
    assert legal(s) == {L.A_DONE, at("ec_lasvillas_camaguey"), at("havana"), at("camaguey_city"), at("pinar_del_rio")}
    play(s, at("pinar_del_rio"))
    ecs = {"ec_pinar_habana", "ec_lasvillas_camaguey", "ec_oriente_sierra"}
    assert legal(s) == {at(x) for x in ecs | {"havana", "camaguey_city", "oriente"}}
    play(s, at("ec_oriente_sierra"))
    assert piece(s, "ec_oriente_sierra", L.POLICE) == 1
    assert piece(s, "pinar_del_rio", L.POLICE) == 0
    play(s, L.A_DONE)
    assert kind(s) == L.FR_ACT  # Reset done, next card


def test_6_4_troops_without_destination_stay():
    s = prop_state(spaces={"ec_lasvillas_camaguey": {"govt": {"troops": 2}},
                           "santiago_de_cuba": {"26july": {"underground": 1}}})
    decline(s, kinds=(L.FR_EXPAT,))
    assert kind(s) == L.FR_ACT  # no Redeploy decision: no Government-Controlled City or Base Province
    assert piece(s, "ec_lasvillas_camaguey", L.TROOPS) == 2


def test_6_4_troops_may_not_redeploy_to_base_province_without_control():
    s = prop_state(spaces={
        "matanzas": {"govt": {"troops": 1}},
        "oriente": {"govt": {"bases": 1}, "26july": {"underground": 3}},  # Govt Base, 26July Control
        "camaguey_city": {"govt": {"police": 1}},
    })
    decline(s, kinds=(L.FR_CIVIC, L.FR_AGITATE, L.FR_EXPAT))
    play(s, at("matanzas"))
    assert legal(s) == {at("camaguey_city")}


# ------------------------------------------------------------------ 6.5 Reset
def test_6_5_reset():
    s = prop_state(
        upcoming=[30],
        spaces={
            "havana": {"terror": 2, "26july": {"active": 1}, "dr": {"active": 1}, "syndicate": {"active": 1}},
            "ec_pinar_habana": {"sabotage": True},
            "pinar_del_rio": {"syndicate": {"closed_casinos": 2}},
            "sierra_maestra": {"26july": {"active": 2, "underground": 1}},
        },
        eligible=["govt", "syndicate"],
    )
    assert kind(s) == L.FR_EXPAT
    effects = L.LAYOUT.view(s, "effects")
    effects[4] = 2  # S.I.M. shaded: Momentum
    effects[2] = 2  # Guantánamo Bay shaded: Momentum
    effects[22] = 1  # Raúl unshaded: Capability, stays
    decline(s)
    assert current_card(s) == 30
    assert frame(s) == (L.FR_ACT, "dr", 1, 0)  # card 30: DR first
    assert eligible(s) == ["govt", "26july", "dr", "syndicate"]
    assert piece(s, "havana", L.TERROR) == 0
    assert piece(s, "ec_pinar_habana", L.SABOTAGE) == 0
    assert [piece(s, "havana", c) for c in (L.M26_U, L.M26_A, L.DR_U, L.DR_A, L.SYN_U, L.SYN_A)] == [1, 0, 1, 0, 1, 0]
    assert (piece(s, "sierra_maestra", L.M26_U), piece(s, "sierra_maestra", L.M26_A)) == (3, 0)
    assert (piece(s, "pinar_del_rio", L.CAS_OPEN), piece(s, "pinar_del_rio", L.CAS_CLOSED)) == (2, 0)
    assert (int(effects[4]), int(effects[2]), int(effects[22])) == (0, 0, 1)


def test_6_5_reset_removes_sabotage_placed_this_round():
    s = prop_state(upcoming=[30], spaces={"ec_pinar_habana": {"dr": {"underground": 1}}})
    assert sabotaged(s) == {"ec_pinar_habana"}
    decline(s)
    assert kind(s) == L.FR_ACT
    assert sabotaged(s) == set()
    assert res(s)["govt"] == 5
