"""Chapter 5 Events #25-#36, a section per card in card-number order (how the tests go: test_events.py)."""

import pytest

from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME

from .event_helpers import (
    CITIES,
    DONE,
    DR,
    M26,
    OP,
    S,
    U,
    asking,
    describe_all,
    ev,
    level,
    marker,
    no_event_decision,
    op_fx,
    second_eligible,
)
from .helpers import (
    CHOICE,
    P,
    at,
    cash,
    frame,
    illegal,
    legal,
    pass_all,
    piece,
    play,
    res,
    scalar,
    set_roll,
    state,
    who,
)


# ------------------------------------------------------------------ #25 Escapade
def test_25_escapade_shaded_removes_a_dr_base():
    s = ev(25, S, spaces={"las_villas": {"dr": {"bases": 2}}})
    play(s, at("las_villas"))
    assert piece(s, "las_villas", L.DR_BASE) == 1


def test_25_escapade_unshaded_dr_guerrilla_and_base_in_camaguey_or_oriente():
    s = ev(25, U)
    assert legal(s) == {at("camaguey_province"), at("oriente")}
    play(s, at("oriente"))
    assert piece(s, "oriente", L.DR_U) == 1 and piece(s, "oriente", L.DR_BASE) == 1


def test_25_escapade_unshaded_stacking_leaves_the_guerrilla_only():
    s = ev(25, U, spaces={"oriente": {"govt": {"bases": 2}}})
    play(s, at("oriente"))
    assert piece(s, "oriente", L.DR_U) == 1 and piece(s, "oriente", L.DR_BASE) == 0


def test_25_escapade_unshaded_no_effect_with_nothing_to_place():
    s = ev(25, U, spaces={"matanzas": {"dr": {"active": 15}}, "oriente": {"govt": {"bases": 2}},
                          "camaguey_province": {"26july": {"bases": 2}}})
    play(s, L.A_DONE)  # R21: its 1.4.1 step first (none Available); declined, nothing can be placed
    assert not asking(s)


def test_25_escapade_unshaded_1_4_1_its_faction_may_first_take_own_pieces_off_to_place_them():
    # R21: none Available, so the executing DR is first asked whether to take own pieces off the map.
    s = ev(25, U, spaces={"matanzas": {"dr": {"active": 15}}})
    assert frame(s)[:2] == (L.FR_EVENT, "dr") and legal(s) == {L.A_VOLUNTARY, L.A_DONE}
    play(s, L.A_VOLUNTARY, at("matanzas"), L.A_PIECE0 + L.DR_A)
    assert legal(s) == {L.A_DONE}  # one is Available now: nothing more to gain
    play(s, L.A_DONE, at("oriente"))
    assert piece(s, "oriente", L.DR_U) == 1 and piece(s, "oriente", L.DR_BASE) == 1
    assert piece(s, "matanzas", L.DR_A) == 14


# ------------------------------------------------------------------ #26 Rodríguez Loeches
def test_26_rodriguez_loeches_shaded_removes_a_dr_guerrilla_of_the_chosen_kind():
    s = ev(26, S, resources={"dr": 7}, spaces={"havana": {"dr": {"underground": 1, "active": 1}}})
    play(s, at("havana"))
    assert legal(s) == {CHOICE(0), CHOICE(1)}
    play(s, CHOICE(1))
    assert piece(s, "havana", L.DR_A) == 0 and piece(s, "havana", L.DR_U) == 1 and res(s)["dr"] == 2


def test_26_rodriguez_loeches_unshaded_place_then_ambush_there():
    s = ev(26, U, spaces={"havana": {"govt": {"police": 1}}})
    assert frame(s)[:2] == (L.FR_EVENT, "dr") and len(legal(s)) == D.N_SPACES  # any space
    play(s, at("havana"))
    assert piece(s, "havana", L.DR_U) == 1
    assert legal(s) == {CHOICE(1), CHOICE(2)}  # no DR Guerrilla next door to March in
    play(s, CHOICE(2), P(L.POLICE))
    assert piece(s, "havana", L.POLICE) == 0 and piece(s, "havana", L.DR_A) == 1 and piece(s, "havana", L.DR_U) == 1
    second_eligible(s, "govt")


def test_26_rodriguez_loeches_unshaded_place_then_march_into_it():
    s = ev(26, U, spaces={"matanzas": {"dr": {"underground": 2}}, "la_habana": {"dr": {"active": 1}}})
    play(s, at("las_villas"), CHOICE(0))
    assert legal(s) == {at("las_villas")}  # only into that space
    play(s, at("las_villas"), at("matanzas"), P(L.DR_U), P(L.DR_U))
    assert legal(s) == {DONE}  # La Habana is not adjacent
    play(s, DONE, DONE)
    assert piece(s, "las_villas", L.DR_U) == 3 and res(s)["dr"] == 0
    second_eligible(s, "govt")


def test_26_rodriguez_loeches_unshaded_place_then_rally_there():
    s = ev(26, U, spaces={"matanzas": {"support": "active_support"}})
    play(s, at("oriente"))
    assert legal(s) == {CHOICE(1)}
    play(s, CHOICE(1), CHOICE(0))
    assert piece(s, "oriente", L.DR_U) == 2
    second_eligible(s, "govt")


def test_26_rodriguez_loeches_unshaded_nothing_after_the_placement_where_no_op_fits():
    s = ev(26, U, spaces={"matanzas": {"support": "active_support"}})
    play(s, at("matanzas"))  # no Rally at Active Support, no neighbour to March from, no enemy
    assert piece(s, "matanzas", L.DR_U) == 1
    second_eligible(s, "govt")


# ------------------------------------------------------------------ #27 Echeverría
def test_27_echeverria_unshaded_havana_neutral_2_dr_guerrillas_dr_eligible_next():
    s = state(current=27, upcoming=[5], spaces={"havana": {"support": "active_support"}})
    assert who(s) == "dr"
    play(s, U)
    assert level(s, "havana") == 0
    play(s, at("matanzas"), at("ec_pinar_habana"))
    assert not asking(s) and piece(s, "matanzas", L.DR_U) == 1 and piece(s, "ec_pinar_habana", L.DR_U) == 1
    pass_all(s)
    assert s[L.ELIG + D.DR] == 1  # DR executed the Event, yet is Eligible


def test_27_echeverria_shaded_the_2_dr_pieces_closest_to_havana():
    s = ev(27, S, resources={"dr": 5}, spaces={
        "la_habana": {"dr": {"underground": 1, "bases": 1}}, "matanzas": {"dr": {"active": 1}},
        "pinar_del_rio": {"dr": {"active": 1}}, "las_villas": {"dr": {"active": 1}}})
    assert res(s)["dr"] == 2
    assert legal(s) == {at("la_habana")}  # 1 step from Havana
    play(s, at("la_habana"))
    assert legal(s) == {CHOICE(0), CHOICE(2)}  # Underground Guerrilla or Base
    play(s, CHOICE(2))
    assert legal(s) == {at("la_habana")}
    play(s, at("la_habana"))
    assert not asking(s) and piece(s, "la_habana", L.DR_U) == 0 and piece(s, "la_habana", L.DR_BASE) == 0
    assert piece(s, "matanzas", L.DR_A) == 1 and piece(s, "pinar_del_rio", L.DR_A) == 1


def test_27_echeverria_shaded_ties_at_equal_distance_are_the_executors():
    s = ev(27, S, spaces={"matanzas": {"dr": {"active": 1}}, "pinar_del_rio": {"dr": {"active": 1}},
                          "las_villas": {"dr": {"active": 1}}})
    assert legal(s) == {at("matanzas"), at("pinar_del_rio")}  # both 2 steps (R65)
    play(s, at("pinar_del_rio"), at("matanzas"))
    assert not asking(s) and piece(s, "las_villas", L.DR_A) == 1


def test_27_echeverria_shaded_no_dr_pieces_only_resources():
    s = ev(27, S, resources={"dr": 2})
    assert not asking(s) and res(s)["dr"] == 0


def test_27_echeverria_unshaded_without_dr_guerrillas_only_havana_and_eligibility():
    s = ev(27, U, spaces={"matanzas": {"dr": {"active": 15}}, "havana": {"support": "passive_opposition"}})
    play(s, L.A_DONE)  # the 1.4.1 step (R21) declined
    assert not asking(s) and level(s, "havana") == 0 and s[L.NEXT_ELIG + D.DR] == 1


# ------------------------------------------------------------------ #28 Morgan
def test_28_morgan_shaded_dr_guerrilla_space_to_active_support():
    s = ev(28, S, spaces={"matanzas": {"dr": {"active": 1}, "support": "active_opposition"}})
    assert legal(s) == {at("matanzas")}
    play(s, at("matanzas"))
    assert level(s, "matanzas") == 2


def test_28_morgan_unshaded_places_its_capability():
    assert marker(ev(28, U), 28) == 1


def test_28_morgan_unshaded_dr_marches_up_to_two_spaces():
    spaces = {"matanzas": {"dr": {"underground": 2}}}
    s = op_fx(DR, spaces, {DR: 1}, caps=[28])
    play(s, OP + L.OP_MARCH, at("camaguey_province"))  # Matanzas - Las Villas - Camaguey
    assert legal(s) == {at("matanzas"), DONE}
    play(s, at("matanzas"), P(L.DR_U), P(L.DR_U), DONE)
    assert piece(s, "camaguey_province", L.DR_U) == 2 and piece(s, "matanzas", L.DR_U) == 0


def test_28_morgan_unshaded_not_in_effect_adjacent_only():
    s = op_fx(DR, {"matanzas": {"dr": {"underground": 2}}}, {DR: 1})
    play(s, OP + L.OP_MARCH)
    illegal(s, at("camaguey_province"))


def test_28_morgan_unshaded_not_for_26july():
    s = op_fx(M26, {"matanzas": {"26july": {"underground": 2}}}, {M26: 1}, caps=[28])
    play(s, OP + L.OP_MARCH)
    illegal(s, at("camaguey_province"))


# ------------------------------------------------------------------ #29 Fauré Chomón
@pytest.mark.parametrize("k,base,guerrilla", [(0, L.DR_BASE, L.DR_U), (1, L.M26_BASE, L.M26_U)])
def test_29_faure_chomon_unshaded_dr_or_26july_base_and_2_guerrillas_in_las_villas(k, base, guerrilla):
    s = ev(29, U)
    assert legal(s) == {CHOICE(0), CHOICE(1)}
    describe_all(s)
    play(s, CHOICE(k))
    assert piece(s, "las_villas", base) == 1 and piece(s, "las_villas", guerrilla) == 2


def test_29_faure_chomon_unshaded_stacking_and_availability():
    s = ev(29, U, spaces={"las_villas": {"govt": {"bases": 2}}, "oriente": {"dr": {"underground": 14}}})
    play(s, CHOICE(0))
    assert piece(s, "las_villas", L.DR_BASE) == 0 and piece(s, "las_villas", L.DR_U) == 1  # 1.4.2, 1.4.1


def test_29_faure_chomon_shaded_replace_a_dr_base_with_a_26july_base():
    s = ev(29, S, spaces={"matanzas": {"dr": {"underground": 1, "bases": 1}}})
    assert legal(s) == {at("matanzas")}
    play(s, at("matanzas"))
    assert legal(s) == {CHOICE(0), CHOICE(2)}  # the Underground Guerrilla or the Base
    describe_all(s)
    play(s, CHOICE(2))
    assert legal(s) == {CHOICE(0), CHOICE(1)}  # remove it or replace it
    describe_all(s)
    play(s, CHOICE(1))
    assert piece(s, "matanzas", L.DR_BASE) == 0 and piece(s, "matanzas", L.M26_BASE) == 1
    assert piece(s, "matanzas", L.DR_U) == 1 and no_event_decision(s)


def test_29_faure_chomon_shaded_remove_a_dr_guerrilla():
    s = ev(29, S, spaces={"matanzas": {"dr": {"active": 2}}})
    play(s, at("matanzas"), CHOICE(0))  # the only kind there is taken without asking
    assert piece(s, "matanzas", L.DR_A) == 1 and piece(s, "matanzas", L.M26_U) == 0


def test_29_faure_chomon_shaded_no_26july_guerrilla_available_only_removes():
    s = ev(29, S, spaces={"matanzas": {"dr": {"active": 1}}, "oriente": {"26july": {"underground": 15}}})
    play(s, at("matanzas"))  # one piece, and replacing it is impossible (1.4.1): nothing left to ask
    assert piece(s, "matanzas", L.DR_A) == 0 and piece(s, "matanzas", L.M26_U) == 0 and no_event_decision(s)


def test_29_faure_chomon_shaded_no_effect_without_dr_pieces():
    assert no_event_decision(ev(29, S))


# ------------------------------------------------------------------ #30 The Guerrilla Life
def test_30_the_guerrilla_life_unshaded_places_its_capability():
    assert marker(ev(30, U), 30) == 1


def test_30_the_guerrilla_life_unshaded_rally_spaces_end_all_underground():
    for caps, after in (([30], (3, 0)), ([], (1, 2))):
        s = op_fx(M26, {"oriente": {"26july": {"active": 2}}}, {M26: 1}, caps=caps)
        play(s, OP + L.OP_RALLY, at("oriente"), CHOICE(0), DONE)  # place 1 Guerrilla
        assert (piece(s, "oriente", L.M26_U), piece(s, "oriente", L.M26_A)) == after


def test_30_the_guerrilla_life_shaded_dr_underground_then_a_dr_guerrilla_in_a_city():
    s = ev(30, S, spaces={"oriente": {"dr": {"active": 2, "underground": 1}, "cash": {"dr_active": 1}}})
    assert piece(s, "oriente", L.DR_U) == 3 and piece(s, "oriente", L.DR_A) == 0
    assert cash(s, "oriente", L.DR_U) == 1  # the Cash stays with the DR Guerrillas (4.5.2)
    assert legal(s) == CITIES
    play(s, at("camaguey_city"))
    assert piece(s, "camaguey_city", L.DR_U) == 1


def test_30_the_guerrilla_life_shaded_no_dr_guerrilla_available_flips_only():
    s = ev(30, S, spaces={"oriente": {"dr": {"active": 15}}})
    play(s, L.A_DONE)  # R21: the 1.4.1 step first (none Available), declined
    assert piece(s, "oriente", L.DR_U) == 15 and no_event_decision(s)


# ------------------------------------------------------------------ #31 Escopeteros
def test_31_escopeteros_shaded_mountain_toward_support():
    s = ev(31, S, spaces={"las_villas": {"support": "active_support"}})
    assert legal(s) == {at("las_villas"), at("sierra_maestra")}
    play(s, at("las_villas"))
    assert level(s, "las_villas") == 2  # already at the end of the track


def test_31_escopeteros_unshaded_base_and_guerrilla_of_any_factions_in_a_mountain():
    s = ev(31, U)
    assert legal(s) == {at("las_villas"), at("sierra_maestra")}
    play(s, at("sierra_maestra"))
    assert legal(s) == {CHOICE(0), CHOICE(1), CHOICE(2)}  # Government, 26July or DR Base, never a Casino
    describe_all(s)
    play(s, CHOICE(0))
    assert legal(s) == {CHOICE(1), CHOICE(2), CHOICE(3)}
    describe_all(s)
    play(s, CHOICE(3))
    assert piece(s, "sierra_maestra", L.GBASE) == 1 and piece(s, "sierra_maestra", L.SYN_U) == 1


def test_31_escopeteros_unshaded_no_base_where_stacking_is_full():
    s = ev(31, U, spaces={"las_villas": {"26july": {"bases": 2}}})
    play(s, at("las_villas"))
    assert legal(s) == {CHOICE(1), CHOICE(2), CHOICE(3)}  # straight to the Guerrilla (1.4.2)
    play(s, CHOICE(2))
    assert piece(s, "las_villas", L.DR_U) == 1 and piece(s, "las_villas", L.M26_BASE) == 2


# ------------------------------------------------------------------ #32 Resistencia Cívica
def test_32_resistencia_civica_unshaded_every_dr_piece_in_a_city_becomes_26july():
    s = ev(32, U, spaces={"havana": {"dr": {"underground": 1, "active": 1, "bases": 1}, "cash": {"dr_active": 1}},
                          "matanzas": {"dr": {"underground": 1}}})
    assert legal(s) == {at("havana")}  # Cities only
    play(s, at("havana"))
    assert [piece(s, "havana", c) for c in (L.DR_U, L.DR_A, L.DR_BASE, L.M26_U, L.M26_A, L.M26_BASE)] == [0, 0, 0, 2, 0, 1]
    assert sum(piece(s, "havana", L.CASH0 + k) for k in range(8)) == 0  # no DR holder left (R20)
    assert piece(s, "matanzas", L.DR_U) == 1


def test_32_resistencia_civica_unshaded_replaced_only_as_far_as_available():
    s = ev(32, U, spaces={"santiago_de_cuba": {"dr": {"underground": 2}}, "oriente": {"26july": {"underground": 14}}})
    play(s, at("santiago_de_cuba"))
    assert piece(s, "santiago_de_cuba", L.M26_U) == 1 and piece(s, "santiago_de_cuba", L.DR_U) == 0  # 1.4.1


def test_32_resistencia_civica_unshaded_8_1_example_no_effect_without_dr_pieces_in_a_city():
    """8.1 EXAMPLE (ineffective Event): no City has DR pieces, so the text has no effect."""
    s = ev(32, U, spaces={"matanzas": {"dr": {"underground": 2}}})
    assert no_event_decision(s) and piece(s, "matanzas", L.DR_U) == 2


def test_32_resistencia_civica_shaded_every_26july_piece_in_a_city_becomes_dr():
    s = ev(32, S, spaces={"camaguey_city": {"26july": {"active": 2, "bases": 1}}})
    play(s, at("camaguey_city"))
    assert [piece(s, "camaguey_city", c) for c in (L.M26_A, L.M26_BASE, L.DR_U, L.DR_A, L.DR_BASE)] == [0, 0, 2, 0, 1]


def test_32_resistencia_civica_shaded_no_effect_without_26july_pieces_in_a_city():
    assert no_event_decision(ev(32, S, spaces={"oriente": {"26july": {"bases": 1}}}))


# ------------------------------------------------------------------ #33 Carlos Prío
@pytest.mark.parametrize("k,faction", [(0, "dr"), (1, "26july")])
def test_33_carlos_prio_unshaded_dr_or_26july_plus_5(k, faction):
    s = ev(33, U)
    play(s, CHOICE(k))
    assert res(s)[faction] == 5


def test_33_carlos_prio_shaded_dr_base_and_neutral_where_not_government_controlled():
    s = ev(33, S, spaces={"havana": {"govt": {"troops": 2}}, "matanzas": {"support": "active_support"}})
    assert at("havana") not in legal(s) and at("ec_pinar_habana") not in legal(s) and at("matanzas") in legal(s)
    play(s, at("matanzas"))
    assert piece(s, "matanzas", L.DR_BASE) == 1 and level(s, "matanzas") == 0


def test_33_carlos_prio_shaded_neutral_even_when_stacking_is_full():
    s = ev(33, S, spaces={"oriente": {"support": "passive_opposition", "26july": {"bases": 2}}})
    play(s, at("oriente"))
    assert piece(s, "oriente", L.DR_BASE) == 0 and level(s, "oriente") == 0


# ------------------------------------------------------------------ #34 US Speaking Tour
def test_34_us_speaking_tour_shaded_at_most_aid():
    s = ev(34, S, aid=5)
    assert res(s)["govt"] == 5 and scalar(s, "aid") == 13


def test_34_us_speaking_tour_unshaded_a_die_for_one_insurgent_2_for_the_others():
    s = ev(34, U, resources={"govt": 5, "dr": 48})
    assert legal(s) == {CHOICE(1), CHOICE(2), CHOICE(3)}  # never the Government
    describe_all(s)
    set_roll(s, 5)
    play(s, CHOICE(3))
    assert res(s) == {"govt": 5, "26july": 2, "dr": 49, "syndicate": 5}


# ------------------------------------------------------------------ #35 Defections
def test_35_defections_unshaded_dr_replaces_2_government_cubes_with_its_guerrillas():
    s = ev(35, U, spaces={"matanzas": {"dr": {"active": 1}, "govt": {"troops": 1, "police": 2}}})
    assert who(s) == "dr" and legal(s) == {at("matanzas")}
    play(s, at("matanzas"))  # the only enemy there: no question
    assert legal(s) == {CHOICE(0), CHOICE(1)}  # Troops or Police
    describe_all(s)
    play(s, CHOICE(1), CHOICE(0))
    assert [piece(s, "matanzas", c) for c in (L.TROOPS, L.POLICE, L.DR_U, L.DR_A)] == [0, 1, 2, 1]


def test_35_defections_unshaded_government_chooses_the_enemy_and_the_cubes():
    s = ev(35, U, eligible=["govt"],
           spaces={"havana": {"govt": {"police": 1}, "26july": {"underground": 1, "active": 1}, "dr": {"underground": 1}}})
    assert who(s) == "govt"
    play(s, at("havana"))
    assert legal(s) == {CHOICE(1), CHOICE(2)}  # 26July or DR
    play(s, CHOICE(1))
    assert legal(s) == {CHOICE(0), CHOICE(1), CHOICE(2), CHOICE(3)}  # which Guerrilla x Troops or Police
    describe_all(s)
    play(s, CHOICE(3))  # the Active one, by Police
    assert legal(s) == {CHOICE(0), CHOICE(1)}
    play(s, CHOICE(0))  # the Underground one, by Troops
    assert [piece(s, "havana", c) for c in (L.TROOPS, L.POLICE, L.M26_U, L.M26_A, L.DR_U)] == [1, 2, 0, 0, 1]


def test_35_defections_unshaded_no_cube_available_the_guerrillas_are_just_removed():
    s = ev(35, U, eligible=["govt"], spaces={"havana": {"govt": {"police": 15}, "dr": {"underground": 1, "active": 1}},
                                             "la_habana": {"govt": {"troops": 15}}})
    play(s, L.A_DONE, at("havana"))  # the 1.4.1 step (R21) declined
    assert legal(s) == {CHOICE(0), CHOICE(2)}  # which Guerrilla; no cube to choose (1.4.1)
    assert GAME.describe_action(s, CHOICE(0)).endswith("remove the Underground DR Guerrilla (no Troops or Police Available)")
    play(s, CHOICE(0))
    assert piece(s, "havana", L.DR_U) + piece(s, "havana", L.DR_A) == 0 and piece(s, "havana", L.POLICE) == 15


def test_35_defections_unshaded_one_enemy_piece_only():
    s = ev(35, U, spaces={"matanzas": {"dr": {"bases": 1}, "syndicate": {"active": 1}}})
    play(s, at("matanzas"))
    assert piece(s, "matanzas", L.SYN_A) == 0 and piece(s, "matanzas", L.DR_U) == 1 and no_event_decision(s)


@pytest.mark.parametrize("any_enemies,dr_guerrillas", [(False, 2), (True, 3)])
def test_35_defections_unshaded_r70_pieces_of_one_enemy_unless_the_option(any_enemies, dr_guerrillas):
    s = ev(35, U, options={"defections_any_enemies": any_enemies},
           spaces={"matanzas": {"dr": {"underground": 1}, "govt": {"troops": 1}, "26july": {"underground": 1}}})
    play(s, at("matanzas"), CHOICE(0))  # the Government's Troops first
    assert piece(s, "matanzas", L.TROOPS) == 0 and no_event_decision(s)
    assert piece(s, "matanzas", L.M26_U) == 3 - dr_guerrillas and piece(s, "matanzas", L.DR_U) == dr_guerrillas


def test_35_defections_unshaded_no_effect_without_own_and_enemy_pieces_together():
    s = ev(35, U, spaces={"matanzas": {"dr": {"underground": 1}}, "havana": {"govt": {"troops": 2}}})
    assert no_event_decision(s)


# ------------------------------------------------------------------ #36 Eloy Gutiérrez Menoyo
def test_36_eloy_gutierrez_menoyo_unshaded_a_piece_near_las_villas_by_2_dr_guerrillas():
    s = ev(36, U, spaces={"camaguey_province": {"govt": {"bases": 1}, "syndicate": {"open_casinos": 1}},
                          "matanzas": {"dr": {"underground": 1}}, "oriente": {"govt": {"troops": 1}}})
    assert legal(s) == {at("camaguey_province")}  # not DR, not a Casino, not beyond Las Villas' neighbours
    play(s, at("camaguey_province"))  # a Government Base is the only such piece
    assert piece(s, "camaguey_province", L.GBASE) == 0 and piece(s, "camaguey_province", L.DR_U) == 2
    assert piece(s, "camaguey_province", L.CAS_OPEN) == 1


def test_36_eloy_gutierrez_menoyo_unshaded_choose_whose_piece_and_which():
    s = ev(36, U, spaces={"las_villas": {"govt": {"troops": 1, "police": 1}, "26july": {"active": 1}}})
    play(s, at("las_villas"))
    assert legal(s) == {CHOICE(0), CHOICE(1)}  # Government or 26July
    describe_all(s)
    play(s, CHOICE(0))
    assert legal(s) == {CHOICE(0), CHOICE(1)}  # Troops or Police
    describe_all(s)
    play(s, CHOICE(1))
    assert [piece(s, "las_villas", c) for c in (L.TROOPS, L.POLICE, L.M26_A, L.DR_U)] == [1, 0, 1, 2]


def test_36_eloy_gutierrez_menoyo_unshaded_no_effect_with_only_dr_pieces_and_casinos():
    assert no_event_decision(ev(36, U, spaces={"las_villas": {"dr": {"active": 2}, "syndicate": {"open_casinos": 1}}}))


def test_36_eloy_gutierrez_menoyo_shaded_dr_guerrilla_by_a_syndicate_guerrilla():
    s = ev(36, S, spaces={"havana": {"dr": {"underground": 1, "active": 1}}})
    play(s, at("havana"))
    assert legal(s) == {CHOICE(0), CHOICE(1), CHOICE(2), CHOICE(3)}
    describe_all(s)
    play(s, CHOICE(3))  # the Active one, by a Syndicate Guerrilla
    assert [piece(s, "havana", c) for c in (L.DR_U, L.DR_A, L.SYN_U, L.M26_U)] == [1, 0, 1, 0]


def test_36_eloy_gutierrez_menoyo_shaded_only_available_replacements_are_offered():
    s = ev(36, S, spaces={"havana": {"dr": {"active": 1}}, "oriente": {"26july": {"underground": 15}}})
    play(s, at("havana"))  # 26July has none Available: the Syndicate Guerrilla is the only answer (1.4.1)
    assert piece(s, "havana", L.DR_A) == 0 and piece(s, "havana", L.SYN_U) == 1 and no_event_decision(s)
    s = ev(36, S, spaces={"havana": {"dr": {"active": 1}}, "oriente": {"26july": {"underground": 15}},
                          "matanzas": {"syndicate": {"underground": 6}}})
    play(s, at("havana"))  # neither: the DR Guerrilla is just removed
    assert piece(s, "havana", L.DR_A) + piece(s, "havana", L.SYN_U) + piece(s, "havana", L.M26_U) == 0


def test_36_eloy_gutierrez_menoyo_shaded_no_effect_without_dr_guerrillas():
    assert no_event_decision(ev(36, S, spaces={"havana": {"dr": {"bases": 1}}}))
