"""Chapter 3.3, the Insurgent Operations (Rally, March, Attack, Terror, Construct) with 1.4 (forces) and 2.3.6
(Laundering): each Operation played through the engine's decisions on a concrete position, asserting the
pieces, Resources and markers after it. Conventions as in test_operations.py (Resources 0 unless given; the
card in play makes the acting faction its 1st Eligible; `set_roll` fixes the next d6).
"""
import pytest

from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L

from .helpers import (
    CHOICE,
    P,
    at,
    cash,
    frame,
    illegal,
    kind,
    legal,
    next_actor,
    op_state,
    piece,
    play,
    reachable,
    res,
    set_roll,
)

GOVT, M26, DR, SYN = D.FACTION_IDS
OP = L.A_OP0
DONE = L.A_DONE


# ============================================================== 3.3.1 Rally
def test_3_3_1_rally_places_one_underground_guerrilla_for_1_resource():
    s = op_state(M26, {"matanzas": {"support": "passive_opposition"}}, {M26: 3})
    play(s, OP + L.OP_RALLY, at("matanzas"))
    assert legal(s) == {CHOICE(0)}
    play(s, CHOICE(0))
    assert (piece(s, "matanzas", L.M26_U), piece(s, "matanzas", L.M26_A)) == (1, 0)  # 1.4.3: Underground
    assert res(s)[M26] == 2


def test_3_3_1_rally_26july_not_in_support_dr_not_at_active_levels():
    s = op_state(M26, {"havana": {"support": "passive_support"}}, {M26: 3})
    play(s, OP + L.OP_RALLY)
    illegal(s, at("havana"))
    illegal(s, at("ec_pinar_habana"))
    assert at("matanzas") in legal(s)
    s = op_state(DR, {"havana": {"support": "active_support"}, "sierra_maestra": {"support": "active_opposition"},
                      "camaguey_city": {"support": "passive_support"}}, {DR: 3})
    play(s, OP + L.OP_RALLY)
    assert at("havana") not in legal(s) and at("sierra_maestra") not in legal(s)
    assert at("camaguey_city") in legal(s)


def test_3_3_1_rally_replaces_two_guerrillas_with_a_base():
    s = op_state(M26, {"matanzas": {"26july": {"underground": 2, "active": 1}}}, {M26: 3})
    play(s, OP + L.OP_RALLY, at("matanzas"), CHOICE(1))
    play(s, P(L.M26_A))  # the faction chooses which 2
    assert (piece(s, "matanzas", L.M26_U), piece(s, "matanzas", L.M26_A), piece(s, "matanzas", L.M26_BASE)) == (1, 0, 1)


def test_3_3_1_rally_base_not_offered_beyond_stacking():
    s = op_state(M26, {"matanzas": {"26july": {"underground": 2}, "dr": {"bases": 2}}}, {M26: 3})
    play(s, OP + L.OP_RALLY, at("matanzas"))
    assert legal(s) == {CHOICE(0)}


def test_3_3_1_rally_with_base_flips_all_guerrillas_underground():
    s = op_state(M26, {"oriente": {"26july": {"active": 3, "underground": 1, "bases": 1}}}, {M26: 3})
    play(s, OP + L.OP_RALLY, at("oriente"), CHOICE(2))
    assert (piece(s, "oriente", L.M26_U), piece(s, "oriente", L.M26_A)) == (4, 0)


def test_3_3_1_rally_26july_with_base_places_2x_bases_plus_2x_pop():
    s = op_state(M26, {"oriente": {"26july": {"bases": 2}}}, {M26: 3})  # Pop 2: up to 2*2 + 2*2 = 8
    play(s, OP + L.OP_RALLY, at("oriente"), CHOICE(3))
    for _ in range(7):
        play(s, P(L.M26_U))
    assert frame(s)[0] == L.FR_PIECES
    play(s, P(L.M26_U))
    assert frame(s)[0] == L.FR_OP
    assert piece(s, "oriente", L.M26_U) == 8


def test_3_3_1_cal_example_26july_rally_1_base_pop_1_places_up_to_4():
    s = op_state(M26, {"sierra_maestra": {"support": "active_opposition", "26july": {"bases": 1}}}, {M26: 3})
    play(s, OP + L.OP_RALLY, at("sierra_maestra"), CHOICE(3), P(L.M26_U), P(L.M26_U), P(L.M26_U))
    assert P(L.M26_U) in legal(s)
    play(s, P(L.M26_U))
    assert frame(s)[0] == L.FR_OP
    assert piece(s, "sierra_maestra", L.M26_U) == 4


def test_3_3_1_rally_dr_with_base_places_bases_plus_pop():
    s = op_state(DR, {"las_villas": {"dr": {"bases": 1}}}, {DR: 3})  # Pop 2: 1 + 2 = 3
    play(s, OP + L.OP_RALLY, at("las_villas"), CHOICE(3), P(L.DR_U), P(L.DR_U))
    assert frame(s)[0] == L.FR_PIECES
    play(s, P(L.DR_U))
    assert frame(s)[0] == L.FR_OP
    assert piece(s, "las_villas", L.DR_U) == 3


def test_3_3_1_rally_place_with_bases_stops_at_available():
    # 26July has 14 Guerrillas on the map: only 1 Available to place.
    s = op_state(M26, {"oriente": {"26july": {"bases": 1}}, "sierra_maestra": {"26july": {"active": 14}}}, {M26: 3})
    play(s, OP + L.OP_RALLY, at("oriente"), CHOICE(3), P(L.M26_U))
    assert frame(s)[0] == L.FR_OP
    assert piece(s, "oriente", L.M26_U) == 1


def test_3_3_1_rally_syndicate_flips_with_open_casino_but_never_builds():
    s = op_state(SYN, {"havana": {"support": "active_support", "syndicate": {"active": 2, "open_casinos": 1}},
                       "la_habana": {"syndicate": {"active": 2, "closed_casinos": 1}}}, {SYN: 3})
    play(s, OP + L.OP_RALLY, at("havana"))
    assert legal(s) == {CHOICE(0), CHOICE(2)}  # no Base by Rally, no extra placement
    play(s, CHOICE(2))
    assert (piece(s, "havana", L.SYN_U), piece(s, "havana", L.SYN_A)) == (2, 0)
    play(s, at("la_habana"))
    assert legal(s) == {CHOICE(0)}  # a closed Casino does not allow the flip


def test_1_4_1_example_rally_without_available_guerrillas_removes_active_to_place_underground():
    s = op_state(M26, {"oriente": {"26july": {"active": 14}}, "matanzas": {"26july": {"active": 1}}}, {M26: 3})
    play(s, OP + L.OP_RALLY)
    assert at("matanzas") not in legal(s)  # nothing to place, 1 Guerrilla only
    assert L.A_VOLUNTARY in legal(s)
    play(s, L.A_VOLUNTARY, at("oriente"), P(L.M26_A))
    assert piece(s, "oriente", L.M26_A) == 13
    play(s, at("matanzas"), CHOICE(0))
    assert (piece(s, "matanzas", L.M26_U), piece(s, "matanzas", L.M26_A)) == (1, 1)
    assert res(s)[M26] == 2


# ============================================================== 3.3.2 March
def test_3_3_2_example_march_into_support_with_two_cubes_activates_group():
    s = op_state(M26, {"sierra_maestra": {"26july": {"underground": 2}},
                       "oriente": {"support": "passive_support", "govt": {"troops": 1, "police": 1}}}, {M26: 1})
    play(s, OP + L.OP_MARCH, at("oriente"), at("sierra_maestra"), P(L.M26_U), P(L.M26_U), DONE)
    assert (piece(s, "oriente", L.M26_U), piece(s, "oriente", L.M26_A)) == (0, 2)  # 2 + 2 > 3
    assert piece(s, "sierra_maestra", L.M26_U) == 0
    assert res(s)[M26] == 0


@pytest.mark.parametrize("support,cubes", [("neutral", {"troops": 1, "police": 1}),
                                           ("passive_support", {"police": 1})])
def test_3_3_2_example_contrast_group_stays_underground(support, cubes):
    s = op_state(M26, {"sierra_maestra": {"26july": {"underground": 2}},
                       "oriente": {"support": support, "govt": cubes}}, {M26: 1})
    play(s, OP + L.OP_MARCH, at("oriente"), at("sierra_maestra"), P(L.M26_U), P(L.M26_U), DONE)
    assert (piece(s, "oriente", L.M26_U), piece(s, "oriente", L.M26_A)) == (2, 0)


def test_3_3_2_march_into_ec_costs_nothing_and_activates_large_group():
    s = op_state(M26, {"oriente": {"26july": {"underground": 3}}, "ec_oriente_sierra": {"govt": {"troops": 1}}},
                 {M26: 0})
    assert OP + L.OP_MARCH in legal(s)  # 0 Resources: an EC destination is free
    play(s, OP + L.OP_MARCH)
    assert at("sierra_maestra") not in legal(s)  # a Province costs 1
    play(s, at("ec_oriente_sierra"), at("oriente"), P(L.M26_U), P(L.M26_U), P(L.M26_U), DONE)
    assert piece(s, "ec_oriente_sierra", L.M26_A) == 3  # EC and 3 + 1 > 3
    assert res(s)[M26] == 0


def test_3_3_2_march_only_to_adjacent_spaces_and_each_guerrilla_once():
    s = op_state(M26, {"sierra_maestra": {"26july": {"underground": 2}}}, {M26: 5})
    play(s, OP + L.OP_MARCH, at("oriente"))
    assert at("sierra_maestra") in legal(s)
    play(s, at("sierra_maestra"), P(L.M26_U), P(L.M26_U), DONE)
    assert at("camaguey_province") not in legal(s)  # nothing in Oriente may move on
    assert at("las_villas") not in legal(s)
    play(s, DONE)
    assert piece(s, "oriente", L.M26_U) == 2 and res(s)[M26] == 4


def test_3_3_2_march_same_origin_and_destination_is_one_group():
    s = op_state(M26, {"sierra_maestra": {"26july": {"underground": 4}}, "oriente": {"support": "passive_support"}},
                 {M26: 1})
    play(s, OP + L.OP_MARCH, at("oriente"), at("sierra_maestra"), P(L.M26_U), P(L.M26_U), DONE)
    if at("sierra_maestra") in legal(s):
        play(s, at("sierra_maestra"), P(L.M26_U), P(L.M26_U), DONE)
    moved = piece(s, "oriente", L.M26_U) + piece(s, "oriente", L.M26_A)
    # Either the group is closed after its move (2 moved, 2 + 0 <= 3), or all 4 moved as one group: 4 > 3, Active.
    assert (moved, piece(s, "oriente", L.M26_A)) in ((2, 0), (4, 4))


def test_3_3_2_cash_moves_with_its_guerrilla():
    s = op_state(M26, {"sierra_maestra": {"26july": {"underground": 2}, "cash": {"26july_underground": 2}}}, {M26: 5})
    play(s, OP + L.OP_MARCH, at("oriente"), at("sierra_maestra"))
    assert L.A_CARRY0 + L.M26_U in legal(s)
    play(s, L.A_CARRY0 + L.M26_U, DONE, DONE)
    assert cash(s, "oriente", L.M26_U) == 1 and cash(s, "sierra_maestra", L.M26_U) == 1
    play(s, at("santiago_de_cuba"), at("sierra_maestra"), P(L.M26_U), DONE)
    # the last holder leaving takes the rest of its Cash along (4.5.2: always under a piece)
    assert cash(s, "santiago_de_cuba", L.M26_U) == 1 and cash(s, "sierra_maestra", L.M26_U) == 0


# ============================================================== 3.3.3 Attack
def test_3_3_3_attack_success_removes_two_enemy_pieces_including_underground():
    s = op_state(M26, {"matanzas": {"26july": {"underground": 2}, "govt": {"troops": 1, "police": 1},
                                    "dr": {"underground": 1}}}, {M26: 2})
    set_roll(s, 2)
    play(s, OP + L.OP_ATTACK, at("matanzas"))
    assert (piece(s, "matanzas", L.M26_U), piece(s, "matanzas", L.M26_A)) == (0, 2)  # all Activated
    play(s, P(L.DR_U), P(L.TROOPS))
    assert frame(s)[0] == L.FR_OP
    assert (piece(s, "matanzas", L.DR_U), piece(s, "matanzas", L.TROOPS), piece(s, "matanzas", L.POLICE)) == (0, 0, 1)
    assert res(s)[M26] == 1


def test_3_3_3_attack_fails_when_roll_exceeds_guerrillas():
    s = op_state(M26, {"matanzas": {"26july": {"underground": 2}, "govt": {"troops": 1}}}, {M26: 2})
    set_roll(s, 3)
    play(s, OP + L.OP_ATTACK, at("matanzas"))
    assert frame(s)[0] == L.FR_OP
    assert piece(s, "matanzas", L.TROOPS) == 1
    assert (piece(s, "matanzas", L.M26_U), piece(s, "matanzas", L.M26_A)) == (0, 2)


def test_3_3_3_attack_roll_of_1_captured_goods_places_underground_guerrilla():
    s = op_state(DR, {"matanzas": {"dr": {"active": 1}, "26july": {"underground": 1, "active": 1}}}, {DR: 2})
    set_roll(s, 1)
    play(s, OP + L.OP_ATTACK, at("matanzas"))
    assert (piece(s, "matanzas", L.DR_A), piece(s, "matanzas", L.DR_U)) == (1, 1)
    play(s, P(L.M26_U), P(L.M26_A))
    assert piece(s, "matanzas", L.M26_U) + piece(s, "matanzas", L.M26_A) == 0


def test_3_3_3_attack_bases_last():
    s = op_state(M26, {"matanzas": {"26july": {"underground": 3}, "govt": {"troops": 1, "bases": 1}}}, {M26: 2})
    set_roll(s, 1)
    play(s, OP + L.OP_ATTACK, at("matanzas"))
    assert P(L.GBASE) not in legal(s)
    play(s, P(L.TROOPS))
    assert P(L.GBASE) in legal(s)
    play(s, P(L.GBASE))
    assert piece(s, "matanzas", L.GBASE) == 0 and piece(s, "matanzas", L.TROOPS) == 0


def test_3_3_3_attack_casino_protected_by_cubes_and_syndicate_guerrillas():
    s = op_state(M26, {"havana": {"26july": {"underground": 3}, "govt": {"police": 1},
                                  "syndicate": {"underground": 1, "open_casinos": 1}}}, {M26: 2})
    set_roll(s, 2)
    play(s, OP + L.OP_ATTACK, at("havana"))
    assert P(L.CAS_OPEN) not in legal(s)
    play(s, P(L.SYN_U))
    assert P(L.CAS_OPEN) not in legal(s)  # the Police cube still protects it
    play(s, P(L.POLICE))
    assert (piece(s, "havana", L.CAS_OPEN), piece(s, "havana", L.POLICE)) == (1, 0)


def test_3_3_3_attack_closes_unprotected_casino():
    s = op_state(M26, {"havana": {"26july": {"underground": 3}, "syndicate": {"open_casinos": 1}}}, {M26: 2})
    set_roll(s, 3)
    play(s, OP + L.OP_ATTACK, at("havana"), P(L.CAS_OPEN))
    assert (piece(s, "havana", L.CAS_OPEN), piece(s, "havana", L.CAS_CLOSED)) == (0, 1)  # 1.4.5


def test_3_3_3_attack_captured_goods_takes_cash_of_removed_piece():
    s = op_state(M26, {"havana": {"26july": {"underground": 2}, "dr": {"active": 1}, "cash": {"dr_active": 1}}},
                 {M26: 2})
    set_roll(s, 2)
    play(s, OP + L.OP_ATTACK, at("havana"), P(L.DR_A))
    assert cash(s, "havana", L.M26_A) == 1  # all 26July there are Active after the Attack
    assert cash(s, "havana", L.DR_A) == 0


def test_3_3_3_attack_needs_own_guerrilla_and_enemy_piece():
    s = op_state(M26, {"matanzas": {"26july": {"underground": 2}}, "havana": {"govt": {"police": 2}},
                       "oriente": {"26july": {"active": 1}, "dr": {"underground": 1}}}, {M26: 2})
    play(s, OP + L.OP_ATTACK)
    illegal(s, at("matanzas"))
    illegal(s, at("havana"))
    assert at("oriente") in legal(s)


# ============================================================== 3.3.4 Terror
def test_3_3_4_terror_places_marker_and_shifts_toward_neutral():
    s = op_state(DR, {"havana": {"support": "active_support", "dr": {"underground": 2}}}, {DR: 2})
    play(s, OP + L.OP_TERROR, at("havana"))
    assert (piece(s, "havana", L.DR_U), piece(s, "havana", L.DR_A)) == (1, 1)
    assert piece(s, "havana", L.TERROR) == 1
    assert piece(s, "havana", L.SUPPORT) == 1  # Active -> Passive Support
    assert res(s)[DR] == 1


def test_3_3_4_terror_26july_shifts_toward_active_opposition():
    s = op_state(M26, {"matanzas": {"support": "passive_opposition", "26july": {"underground": 1}},
                       "havana": {"support": "passive_support", "26july": {"underground": 1}}}, {M26: 2})
    play(s, OP + L.OP_TERROR, at("matanzas"), at("havana"))
    assert piece(s, "matanzas", L.SUPPORT) == -2
    assert piece(s, "havana", L.SUPPORT) == 0
    assert piece(s, "matanzas", L.TERROR) == 1 and piece(s, "havana", L.TERROR) == 1
    assert res(s)[M26] == 0


def test_3_3_4_terror_in_ec_places_sabotage_at_no_cost():
    s = op_state(SYN, {"ec_pinar_habana": {"syndicate": {"underground": 1}},
                       "ec_oriente_sierra": {"syndicate": {"underground": 1}, "sabotage": True}}, {SYN: 0})
    play(s, OP + L.OP_TERROR, at("ec_pinar_habana"), at("ec_oriente_sierra"))
    assert piece(s, "ec_pinar_habana", L.SABOTAGE) == 1
    assert piece(s, "ec_oriente_sierra", L.SABOTAGE) == 1  # at most 1 per EC
    assert piece(s, "ec_pinar_habana", L.TERROR) == 0
    assert piece(s, "ec_oriente_sierra", L.SYN_A) == 1
    assert res(s)[SYN] == 0


def test_3_3_4_terror_needs_an_underground_guerrilla():
    s = op_state(DR, {"havana": {"dr": {"active": 3}}, "matanzas": {"dr": {"underground": 1}}}, {DR: 2})
    play(s, OP + L.OP_TERROR)
    illegal(s, at("havana"))
    assert at("matanzas") in legal(s)


def test_3_3_4_no_marker_once_all_20_are_on_the_map_but_shift_happens():
    s = op_state(DR, {"havana": {"terror": 10}, "las_villas": {"terror": 9}, "ec_pinar_habana": {"sabotage": True},
                      "matanzas": {"support": "passive_support", "dr": {"underground": 1}}}, {DR: 2})
    play(s, OP + L.OP_TERROR, at("matanzas"))
    assert piece(s, "matanzas", L.TERROR) == 0
    assert piece(s, "matanzas", L.SUPPORT) == 0
    assert piece(s, "matanzas", L.DR_A) == 1


# ============================================================== 3.3.5 Construct
def test_3_3_5_construct_places_a_closed_casino_for_5_resources():
    s = op_state(SYN, {"havana": {"govt": {"troops": 3}}}, {SYN: 7})
    play(s, OP + L.OP_CONSTRUCT, at("havana"))
    assert (piece(s, "havana", L.CAS_OPEN), piece(s, "havana", L.CAS_CLOSED)) == (0, 1)  # 1.4.4 EXCEPTION
    assert res(s)[SYN] == 2


def test_3_3_5_construct_opens_a_closed_casino():
    s = op_state(SYN, {"pinar_del_rio": {"syndicate": {"underground": 1, "open_casinos": 1, "closed_casinos": 1}}},
                 {SYN: 10})
    play(s, OP + L.OP_CONSTRUCT, at("pinar_del_rio"))  # 2 Casinos: no room for another (1.4.2), so it opens
    assert (piece(s, "pinar_del_rio", L.CAS_OPEN), piece(s, "pinar_del_rio", L.CAS_CLOSED)) == (2, 0)
    assert res(s)[SYN] == 5
    s = op_state(SYN, {"pinar_del_rio": {"syndicate": {"underground": 1, "closed_casinos": 1}}}, {SYN: 10})
    play(s, OP + L.OP_CONSTRUCT, at("pinar_del_rio"))
    assert legal(s) == {CHOICE(0), CHOICE(1)}
    play(s, CHOICE(1))
    assert (piece(s, "pinar_del_rio", L.CAS_OPEN), piece(s, "pinar_del_rio", L.CAS_CLOSED)) == (1, 0)


def test_3_3_5_construct_needs_syndicate_or_government_control_and_5_resources():
    spaces = {"matanzas": {"26july": {"underground": 2}, "syndicate": {"underground": 1}},  # 26July Control
              "la_habana": {"dr": {"underground": 1}, "syndicate": {"underground": 1}},  # nobody Controls
              "havana": {"govt": {"police": 1}},
              "pinar_del_rio": {"syndicate": {"underground": 1}},
              "ec_pinar_habana": {"syndicate": {"underground": 1}}}
    s = op_state(SYN, spaces, {SYN: 10})
    play(s, OP + L.OP_CONSTRUCT)
    for sid in ("matanzas", "la_habana", "ec_pinar_habana", "oriente"):
        assert at(sid) not in legal(s)
    assert at("havana") in legal(s) and at("pinar_del_rio") in legal(s)
    s = op_state(SYN, spaces, {SYN: 4})
    illegal(s, OP + L.OP_CONSTRUCT)


# ============================================================== 2.3.6 Laundering
def _launder_position(**kw):
    return op_state(SYN, {"havana": {"govt": {"police": 1}, "syndicate": {"underground": 2, "open_casinos": 1},
                                      "cash": {"syndicate_underground": 1}},
                          "matanzas": {"govt": {"troops": 2}}}, {SYN: 9}, **kw)


def test_2_3_6_example_syndicate_rallies_removes_cash_and_marches_free():
    s = _launder_position()
    play(s, OP + L.OP_RALLY, at("havana"), CHOICE(0), DONE)
    assert res(s)[SYN] == 8
    assert frame(s)[0] == L.FR_SPACE and frame(s)[3] == L.SP_LAUNDER
    play(s, at("havana"))
    assert cash(s, "havana", L.SYN_U) == 0
    assert frame(s)[0] == L.FR_LAUNDER_OP
    # any Operation but Construct (Matanzas is Government-Controlled: Construct would otherwise be possible)
    assert OP + L.OP_CONSTRUCT not in legal(s)
    assert {OP + L.OP_MARCH, OP + L.OP_RALLY, OP + L.OP_TERROR} <= legal(s)
    play(s, OP + L.OP_MARCH, at("la_habana"), at("havana"), P(L.SYN_U), DONE, DONE)
    assert piece(s, "la_habana", L.SYN_U) == 1
    assert res(s)[SYN] == 8  # free
    assert legal(s) == {DONE}  # a LimOp: 1 space
    play(s, DONE)
    assert next_actor(s) != SYN  # once per card: no further Laundering offer


def test_2_3_6_no_laundering_after_a_special_activity():
    s = _launder_position()
    play(s, OP + L.OP_RALLY, at("havana"), CHOICE(0), L.A_SA0 + L.SA_BRIBE, at("matanzas"), P(L.TROOPS), DONE)
    assert res(s)[SYN] == 5
    play(s, DONE)
    assert next_actor(s) != SYN
    assert cash(s, "havana", L.SYN_U) == 1


def test_2_3_6_laundering_may_be_declined():
    s = _launder_position()
    play(s, OP + L.OP_RALLY, at("havana"), CHOICE(0), DONE, DONE)
    assert cash(s, "havana", L.SYN_U) == 1
    assert next_actor(s) != SYN


def test_2_3_6_no_laundering_when_nothing_was_paid():
    s = op_state(M26, {"oriente": {"26july": {"underground": 2}, "cash": {"26july_underground": 1}}}, {M26: 0})
    play(s, OP + L.OP_MARCH, at("ec_oriente_sierra"), at("oriente"), P(L.M26_U), DONE, DONE, DONE)
    assert piece(s, "ec_oriente_sierra", L.M26_U) == 1
    assert next_actor(s) != M26  # an EC March costs 0: no Resources paid, no Laundering


def test_2_3_6_only_one_cash_marker_per_faction_per_card():
    s = op_state(SYN, {"havana": {"govt": {"police": 1}, "syndicate": {"underground": 2, "open_casinos": 1},
                                  "cash": {"syndicate_underground": 2}}}, {SYN: 9})
    play(s, OP + L.OP_RALLY, at("havana"), CHOICE(0), DONE, at("havana"), OP + L.OP_RALLY, at("havana"), CHOICE(0))
    play(s, DONE)
    assert cash(s, "havana", L.SYN_U) + cash(s, "havana", L.SYN_A) == 1
    assert next_actor(s) != SYN


def test_3_3_5_construct_never_free_by_laundering():
    s = op_state(SYN, {"havana": {"govt": {"troops": 4}, "syndicate": {"underground": 1},
                                  "cash": {"syndicate_underground": 1}}}, {SYN: 10})
    play(s, OP + L.OP_CONSTRUCT, at("havana"), DONE, at("havana"))
    assert frame(s)[0] == L.FR_LAUNDER_OP
    assert OP + L.OP_CONSTRUCT not in legal(s)
    illegal(s, OP + L.OP_CONSTRUCT)


def test_2_3_6_another_faction_may_remove_its_cash_for_the_free_limop():
    s = op_state(SYN, {"havana": {"govt": {"police": 1}, "syndicate": {"underground": 2, "open_casinos": 1}},
                       "oriente": {"26july": {"underground": 1}, "cash": {"26july_underground": 1}}}, {SYN: 9})
    play(s, OP + L.OP_RALLY, at("havana"), CHOICE(0), DONE)
    assert res(s)[SYN] == 8  # paid, no Special Activity, but the Syndicate holds no Cash
    assert reachable(s, lambda t: kind(t) == L.FR_LAUNDER_OP and frame(t)[1] == SYN,
                     lambda t: kind(t) == L.FR_ACT, depth=3)
