"""Chapter 5 Events #1-#12, a section per card in card-number order (how the tests go: test_events.py)."""

from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME

from .event_helpers import (
    ACTIVE,
    ARMORED,
    CHOOSE_DR,
    CHOOSE_M26,
    CHOOSE_SYN,
    DONE,
    GOVT,
    M26,
    OP,
    S,
    U,
    UNDERGROUND,
    asking,
    card_where,
    ev,
    fx_doc,
    guerrillas,
    level,
    marker,
    op_fx,
    second_eligible,
)
from .helpers import CHOICE, P, SA, at, cash, frame, illegal, kind, legal, piece, play, res, scalar, set_roll


# ------------------------------------------------------------------ #1 Armored Cars
def test_1_armored_cars_shaded_places_its_momentum():
    assert marker(ev(1, S), 1) == 2


def test_1_armored_cars_shaded_assault_first_moves_troops_in_from_any_space():
    s = op_fx(GOVT, ARMORED, {GOVT: 10}, mom=[1])
    play(s, OP + L.OP_ASSAULT, at("oriente"))  # no Troops there yet
    assert frame(s)[0] == L.FR_SPACE and frame(s)[3] == L.SP_ASSAULT_FROM
    play(s, at("havana"), P(L.TROOPS), P(L.TROOPS), DONE, DONE)  # Havana is not adjacent to Oriente
    assert piece(s, "oriente", L.TROOPS) == 2 and piece(s, "havana", L.TROOPS) == 1
    play(s, P(L.M26_A), P(L.M26_A))
    assert piece(s, "oriente", L.M26_A) == 0 and res(s)[GOVT] == 8


def test_1_armored_cars_shaded_not_in_effect_no_assault_without_troops():
    s = op_fx(GOVT, ARMORED, {GOVT: 10})
    assert OP + L.OP_ASSAULT not in legal(s)


def test_1_armored_cars_shaded_also_before_garrisons_free_assault():
    s = op_fx(GOVT, {"havana": {"govt": {"troops": 2}}, "ec_oriente_sierra": {"dr": {"active": 1}}},
              {GOVT: 10}, mom=[1])
    play(s, OP + L.OP_GARRISON, DONE)  # no cubes moved: the Assault needs Armored Cars' Troops
    assert frame(s)[3] == L.SP_GARRISON_ASSAULT
    play(s, at("ec_oriente_sierra"), at("havana"), P(L.TROOPS), DONE, DONE, P(L.DR_A))
    assert piece(s, "ec_oriente_sierra", L.DR_A) == 0 and piece(s, "ec_oriente_sierra", L.TROOPS) == 1


def test_1_armored_cars_unshaded_march_to_one_destination_then_ambush_there():
    s = ev(1, U, spaces={"sierra_maestra": {"26july": {"underground": 2}, "cash": {"26july_underground": 1}},
                         "ec_oriente_sierra": {"26july": {"underground": 1}},
                         "oriente": {"govt": {"police": 1, "troops": 1}}})
    assert legal(s) == {CHOICE(0)}  # DR has no Guerrilla to March
    play(s, CHOICE(0), at("oriente"))
    assert frame(s)[0] == L.FR_SPACE and at("ec_oriente_sierra") in legal(s)
    play(s, at("sierra_maestra"), L.A_PIECE0 + L.M26_U, L.A_PIECE0 + L.M26_U)
    assert legal(s) == {at("ec_oriente_sierra"), DONE}  # more origins, same destination
    play(s, DONE)
    assert legal(s) == {DONE}  # ONE destination: no other space, and no Special Activity (R50)
    illegal(s, at("sierra_maestra"))
    illegal(s, L.A_SA0 + L.SA_INFILTRATE)
    play(s, DONE)
    # the Ambush in Oriente: 1 Guerrilla Activates, no die, 1 Guerrilla placed, then 2 enemy pieces go
    assert piece(s, "oriente", L.M26_A) == 1 and piece(s, "oriente", L.M26_U) == 2
    play(s, P(L.POLICE), P(L.TROOPS))
    assert piece(s, "oriente", L.POLICE) == 0 and piece(s, "oriente", L.TROOPS) == 0
    assert res(s)["26july"] == 0  # free (3.1.2)
    second_eligible(s, "26july")  # 26July stays Eligible (3.1.2), the Cash was not offered for Laundering


def test_1_armored_cars_unshaded_ambush_even_without_underground_guerrilla():
    s = ev(1, U, spaces={"camaguey_province": {"dr": {"active": 2}},
                         "camaguey_city": {"govt": {"police": 2}}})
    play(s, CHOICE(1), at("camaguey_city"), at("camaguey_province"), P(L.DR_A), P(L.DR_A), DONE, DONE)
    assert piece(s, "camaguey_city", L.DR_A) == 2 and piece(s, "camaguey_city", L.DR_U) == 1
    play(s, P(L.POLICE), P(L.POLICE))
    assert piece(s, "camaguey_city", L.POLICE) == 0
    second_eligible(s, "26july")


def test_1_armored_cars_unshaded_no_effect_without_26july_or_dr_guerrillas():
    s = ev(1, U, spaces={"oriente": {"syndicate": {"underground": 2}, "govt": {"police": 1}}})
    second_eligible(s, "26july")


# ------------------------------------------------------------------ #2 Guantánamo Bay
def test_2_guantanamo_bay_unshaded_places_its_capability_and_shaded_its_momentum():
    assert marker(ev(2, U), 2) == 1
    assert marker(ev(2, S), 2) == 2


KIDNAP_SIERRA = {"sierra_maestra": {"26july": {"underground": 2}, "govt": {"police": 1}}}


def test_2_guantanamo_bay_unshaded_kidnap_in_sierra_maestra_as_a_city():
    s = op_fx(M26, KIDNAP_SIERRA, {M26: 1, GOVT: 10}, caps=[2])
    play(s, OP + L.OP_TERROR, at("sierra_maestra"), SA(L.SA_KIDNAP))
    set_roll(s, 4)
    play(s, at("sierra_maestra"))
    assert (res(s)[GOVT], res(s)[M26]) == (6, 4)


def test_2_guantanamo_bay_unshaded_not_in_effect_no_kidnap_in_a_province():
    s = op_fx(M26, KIDNAP_SIERRA, {M26: 1, GOVT: 10})
    play(s, OP + L.OP_TERROR, at("sierra_maestra"))
    illegal(s, SA(L.SA_KIDNAP))


AIR = {"la_habana": {"govt": {"troops": 1}}, "oriente": {"26july": {"active": 2}, "dr": {"bases": 1}}}


def test_2_guantanamo_bay_shaded_air_strike_removes_two_even_when_embargoed():
    s = op_fx(GOVT, AIR, {GOVT: 10}, mom=[2], alliance="embargoed")
    play(s, OP + L.OP_SWEEP, at("la_habana"), DONE, SA(L.SA_AIR_STRIKE), at("oriente"), P(L.M26_A))
    assert kind(s) == L.FR_PIECES  # a second piece
    play(s, P(L.DR_BASE))  # the DR Base: DR has no Guerrillas there
    assert piece(s, "oriente", L.M26_A) == 1 and piece(s, "oriente", L.DR_BASE) == 0
    assert kind(s) == L.FR_OP


def test_2_guantanamo_bay_shaded_not_in_effect_one_piece_and_never_when_embargoed():
    s = op_fx(GOVT, AIR, {GOVT: 10}, alliance="embargoed")
    play(s, OP + L.OP_SWEEP, at("la_habana"), DONE)
    illegal(s, SA(L.SA_AIR_STRIKE))
    s = op_fx(GOVT, AIR, {GOVT: 10})
    play(s, OP + L.OP_SWEEP, at("la_habana"), DONE, SA(L.SA_AIR_STRIKE), at("oriente"), P(L.M26_A))
    assert kind(s) == L.FR_OP and piece(s, "oriente", L.M26_A) == 1


# ------------------------------------------------------------------ #3 Eulogio Cantillo
def test_3_eulogio_cantillo_unshaded_all_guerrillas_out_then_underground():
    s = ev(3, U, spaces={"las_villas": {"govt": {"troops": 1}, "26july": {"active": 3}, "dr": {"underground": 1}},
                         "matanzas": {"26july": {"underground": 1}},
                         "ec_lasvillas_camaguey": {"govt": {"troops": 2, "police": 2}}})
    assert legal(s) == {at("las_villas")}
    play(s, at("las_villas"))
    assert legal(s) == {CHOICE(0), CHOICE(1)}  # the executing Government picks the faction (5.1)
    play(s, CHOICE(0))
    assert frame(s)[:2] == (L.FR_OP, "26july")  # the marching faction picks the destinations
    assert legal(s) == {at("matanzas"), at("ec_lasvillas_camaguey"), at("camaguey_province")}  # no Done yet
    play(s, at("ec_lasvillas_camaguey"))
    assert legal(s) == {at("las_villas"), DONE}  # only out of Las Villas
    play(s, at("las_villas"), P(L.M26_A), DONE, DONE)
    assert legal(s) == {at("matanzas"), at("camaguey_province")}  # 2 Guerrillas still in Las Villas: no Done
    play(s, at("camaguey_province"), at("las_villas"), P(L.M26_A), P(L.M26_A), DONE)
    assert legal(s) == {DONE}  # nothing left to move out
    play(s, DONE)
    assert piece(s, "las_villas", L.M26_A) == 0 and piece(s, "las_villas", L.DR_U) == 1
    assert piece(s, "ec_lasvillas_camaguey", L.M26_U) == 1 and piece(s, "camaguey_province", L.M26_U) == 2
    assert piece(s, "matanzas", L.M26_U) == 1  # did not move
    second_eligible(s, "26july")


def test_3_eulogio_cantillo_unshaded_moved_guerrillas_flip_back_underground_after_activation():
    # 2 moving + 2 cubes > 3 into an EC: Active on arrival (3.3.2), then Underground by the card
    s = ev(3, U, spaces={"las_villas": {"govt": {"troops": 1}, "dr": {"underground": 2}},
                         "ec_lasvillas_camaguey": {"govt": {"troops": 2}, "dr": {"active": 1}}})
    play(s, at("las_villas"))  # only DR Guerrillas there: no faction to choose
    play(s, at("ec_lasvillas_camaguey"), at("las_villas"), P(L.DR_U), P(L.DR_U), DONE, DONE)
    assert piece(s, "ec_lasvillas_camaguey", L.DR_U) == 2 and piece(s, "ec_lasvillas_camaguey", L.DR_A) == 1


def test_3_eulogio_cantillo_unshaded_no_effect_without_troops_and_guerrillas_together():
    s = ev(3, U, spaces={"las_villas": {"govt": {"troops": 1}}, "matanzas": {"26july": {"active": 2}}})
    second_eligible(s, "26july")


def test_3_eulogio_cantillo_shaded_sweep_in_place_then_assault():
    s = ev(3, S, resources={"govt": 7},
           spaces={"matanzas": {"govt": {"troops": 3}, "26july": {"underground": 2, "bases": 1}},
                   "la_habana": {"govt": {"troops": 2}}, "havana": {"govt": {"police": 1}},
                   "ec_pinar_habana": {"govt": {"troops": 1}}})
    assert legal(s) == {at("matanzas"), at("la_habana")}  # a Province or City with Troops
    play(s, at("matanzas"))
    # no cubes move in (La Habana's Troops stay), 3 cubes Activate both; the Assault removes 3
    assert kind(s) == L.FR_PIECES and piece(s, "matanzas", L.M26_A) == 2
    assert piece(s, "la_habana", L.TROOPS) == 2
    play(s, P(L.M26_A), P(L.M26_A), P(L.M26_BASE))
    assert piece(s, "matanzas", L.M26_A) + piece(s, "matanzas", L.M26_BASE) == 0
    assert res(s)["govt"] == 7
    second_eligible(s, "26july")


def test_3_eulogio_cantillo_shaded_no_assault_without_targets():
    s = ev(3, S, spaces={"havana": {"govt": {"troops": 1}}})
    play(s, at("havana"))
    second_eligible(s, "26july")


# ------------------------------------------------------------------ #4 S.I.M.
def test_4_sim_unshaded_support_without_police_to_neutral():
    s = ev(4, U, spaces={"matanzas": {"support": "active_support"},
                         "havana": {"support": "passive_support", "govt": {"police": 1}}})
    assert frame(s)[0] == L.FR_EVENT and legal(s) == {at("matanzas")}  # Havana has Police
    play(s, at("matanzas"))
    assert level(s, "matanzas") == 0


def test_4_sim_unshaded_no_effect_without_such_space():
    s = ev(4, U, spaces={"havana": {"support": "passive_support", "govt": {"police": 1}}})
    assert kind(s) != L.FR_EVENT and level(s, "havana") == 1


def test_4_sim_shaded_places_its_momentum():
    assert marker(ev(4, S), 4) == 2


SIM = {"havana": {"govt": {"police": 2}}, "la_habana": {"26july": {"underground": 2}},
       "matanzas": {"govt": {"police": 3}, "26july": {"active": 2}}}


def test_4_sim_shaded_police_sweep_and_assault_as_troops():
    s = op_fx(GOVT, SIM, {GOVT: 10}, mom=[4])
    play(s, OP + L.OP_SWEEP, at("la_habana"))
    assert at("havana") in legal(s)  # adjacent Police move like Troops
    play(s, at("havana"), P(L.POLICE), P(L.POLICE), DONE, DONE)
    assert piece(s, "la_habana", L.POLICE) == 2 and piece(s, "la_habana", L.M26_A) == 2  # 1 per cube
    s = op_fx(GOVT, SIM, {GOVT: 10}, mom=[4])
    play(s, OP + L.OP_ASSAULT, at("matanzas"), P(L.M26_A), P(L.M26_A))  # Police remove in a Province
    assert piece(s, "matanzas", L.M26_A) == 0


def test_4_sim_shaded_not_in_effect_police_neither_sweep_nor_assault_in_a_province():
    s = op_fx(GOVT, SIM, {GOVT: 10})
    play(s, OP + L.OP_SWEEP, at("la_habana"))
    assert legal(s) == {DONE}
    s = op_fx(GOVT, SIM, {GOVT: 10})
    assert OP + L.OP_ASSAULT not in legal(s)  # Matanzas, a Province, was the only Assault space


# ------------------------------------------------------------------ #5 Rolando Masferrer
def test_5_rolando_masferrer_unshaded_province_with_troops_and_an_adjacent_province():
    s = ev(5, U, spaces={"matanzas": {"govt": {"troops": 1}}})
    assert legal(s) == {at("matanzas")}
    play(s, at("matanzas"))
    assert at("las_villas") in legal(s) and at("havana") not in legal(s) and at("oriente") not in legal(s)
    play(s, at("las_villas"))
    assert level(s, "matanzas") == -1 and level(s, "las_villas") == -1


def test_5_rolando_masferrer_shaded_places_its_momentum():
    assert marker(ev(5, S), 5) == 2


SWEEP = {"la_habana": {"govt": {"troops": 2}}, "matanzas": {"26july": {"underground": 2}}}


def test_5_rolando_masferrer_shaded_sweep_takes_a_free_assault_as_its_special_activity():
    s = op_fx(GOVT, SWEEP, {GOVT: 10}, mom=[5])
    play(s, OP + L.OP_SWEEP, at("matanzas"), at("la_habana"), P(L.TROOPS), P(L.TROOPS), DONE, DONE)
    assert frame(s)[0] == L.FR_SPACE and frame(s)[3] == L.SP_SWEEP_ASSAULT  # after the Activation
    assert legal(s) == {at("matanzas"), DONE}
    play(s, at("matanzas"), P(L.M26_A), P(L.M26_A))
    assert piece(s, "matanzas", L.M26_A) + piece(s, "matanzas", L.M26_U) == 0
    assert res(s)[GOVT] == 8  # the Sweep's space only: the Assault is free
    assert scalar(s, "first_action") == L.FA_OP_SA  # 2.3.4: it was the Special Activity
    assert kind(s) == L.FR_ACT


def test_5_rolando_masferrer_shaded_not_in_effect_no_free_assault_after_the_sweep():
    s = op_fx(GOVT, SWEEP, {GOVT: 10})
    play(s, OP + L.OP_SWEEP, at("matanzas"), at("la_habana"), P(L.TROOPS), P(L.TROOPS), DONE, DONE)
    assert piece(s, "matanzas", L.M26_A) == 2
    assert frame(s)[0] == L.FR_OP and frame(s)[3] == L.OPF_AFTER  # only its own SA may follow (4.1, R121)
    assert at("matanzas") not in legal(s)
    play(s, DONE)
    assert kind(s) == L.FR_ACT
    assert scalar(s, "first_action") == L.FA_OP


def test_5_rolando_masferrer_shaded_not_after_another_special_activity():
    s = op_fx(GOVT, SWEEP | {"oriente": {"26july": {"active": 1}}}, {GOVT: 10}, mom=[5])
    play(s, OP + L.OP_SWEEP, at("matanzas"), at("la_habana"), P(L.TROOPS), P(L.TROOPS), DONE,
         SA(L.SA_AIR_STRIKE), at("oriente"), P(L.M26_A), DONE)
    assert kind(s) == L.FR_ACT  # one Special Activity per Op (4.1)


# ------------------------------------------------------------------ #6 Sánchez Mosquera
def test_6_sanchez_mosquera_unshaded_all_troops_leave_a_mountain():
    s = ev(6, U, spaces={"sierra_maestra": {"govt": {"troops": 3, "police": 1}}, "oriente": {"govt": {"troops": 2}}})
    assert legal(s) == {at("sierra_maestra")}  # Oriente is Forest
    play(s, at("sierra_maestra"))
    assert piece(s, "sierra_maestra", L.TROOPS) == 0 and piece(s, "sierra_maestra", L.POLICE) == 1


def test_6_sanchez_mosquera_shaded_places_its_momentum():
    assert marker(ev(6, S), 6) == 2


MOUNTAIN = {"sierra_maestra": {"govt": {"troops": 3, "police": 1}, "26july": {"active": 5}}}


def test_6_sanchez_mosquera_shaded_assault_treats_mountain_as_city():
    s = op_fx(GOVT, MOUNTAIN, {GOVT: 10}, mom=[6])
    play(s, OP + L.OP_ASSAULT, at("sierra_maestra"), *[P(L.M26_A)] * 4)
    assert piece(s, "sierra_maestra", L.M26_A) == 1 and kind(s) == L.FR_OP  # 3 Troops + 1 Police


def test_6_sanchez_mosquera_shaded_not_in_effect_mountain_halves_troops():
    s = op_fx(GOVT, MOUNTAIN, {GOVT: 10})
    play(s, OP + L.OP_ASSAULT, at("sierra_maestra"), P(L.M26_A))
    assert piece(s, "sierra_maestra", L.M26_A) == 4 and kind(s) == L.FR_OP  # 3 // 2, Police idle


# ------------------------------------------------------------------ #7 Election
def test_7_election_shaded_city_neutral_and_aid():
    s = ev(7, S, aid=45, spaces={"havana": {"support": "active_opposition"}})
    play(s, at("havana"))
    assert level(s, "havana") == 0 and scalar(s, "aid") == 49


def test_7_election_unshaded_a_guerrilla_of_a_chosen_faction_in_each_city():
    s = ev(7, U)
    assert legal(s) == {at("havana"), at("camaguey_city"), at("santiago_de_cuba")}
    play(s, at("santiago_de_cuba"))
    assert legal(s) == {CHOOSE_M26, CHOOSE_DR, CHOOSE_SYN}
    play(s, CHOOSE_SYN, at("havana"))
    assert at("santiago_de_cuba") not in legal(s)  # each City once
    play(s, CHOOSE_M26, at("camaguey_city"), CHOOSE_DR)
    assert not asking(s)
    assert piece(s, "santiago_de_cuba", L.SYN_U) == 1 and piece(s, "havana", L.M26_U) == 1
    assert piece(s, "camaguey_city", L.DR_U) == 1


def test_7_election_unshaded_only_available_factions_and_stops_when_none_left():
    # 5 Syndicate Guerrillas on the map (pool 6), every 26July and DR Guerrilla too: one Guerrilla left.
    s = ev(7, U, spaces={"oriente": {"26july": {"active": 15}, "dr": {"active": 15}, "syndicate": {"active": 5}}})
    play(s, at("camaguey_city"))
    assert legal(s) == {CHOOSE_SYN}
    play(s, CHOOSE_SYN)
    assert not asking(s) and piece(s, "camaguey_city", L.SYN_U) == 1  # R60: the executor chose the City


def test_7_election_unshaded_no_effect_without_available_guerrillas():
    s = ev(7, U, spaces={"oriente": {"26july": {"active": 15}, "dr": {"active": 15}, "syndicate": {"active": 6}}})
    assert not asking(s)


# ------------------------------------------------------------------ #8 General Strike
def test_8_general_strike_unshaded_cities_toward_neutral_and_a_guerrilla_each():
    s = ev(8, U, spaces={"havana": {"support": "active_support"}, "camaguey_city": {"support": "passive_opposition"},
                         "matanzas": {"support": "active_support"}})
    assert level(s, "havana") == 1 and level(s, "camaguey_city") == 0 and level(s, "matanzas") == 2
    play(s, at("havana"), CHOOSE_DR, at("camaguey_city"), CHOOSE_DR, at("santiago_de_cuba"), CHOOSE_M26)
    assert not asking(s)
    assert piece(s, "havana", L.DR_U) == 1 and piece(s, "camaguey_city", L.DR_U) == 1
    assert piece(s, "santiago_de_cuba", L.M26_U) == 1


def test_8_general_strike_shaded_city_active_support_guerrillas_active_then_open_a_casino():
    s = ev(8, S, spaces={"havana": {"support": "active_opposition", "26july": {"underground": 2},
                                    "dr": {"underground": 1, "active": 1}, "syndicate": {"underground": 1}},
                         "la_habana": {"syndicate": {"closed_casinos": 2}}, "pinar_del_rio": {"syndicate": {"open_casinos": 1}}})
    assert legal(s) == {at("havana"), at("camaguey_city"), at("santiago_de_cuba")}
    play(s, at("havana"))
    assert level(s, "havana") == 2
    assert (piece(s, "havana", L.M26_A), piece(s, "havana", L.DR_A), piece(s, "havana", L.SYN_A)) == (2, 2, 1)
    assert guerrillas(s, "havana") == 5
    assert legal(s) == {at("la_habana")}  # closed Casinos only
    play(s, at("la_habana"))
    assert piece(s, "la_habana", L.CAS_OPEN) == 1 and piece(s, "la_habana", L.CAS_CLOSED) == 1


def test_8_general_strike_shaded_no_closed_casino_ends_after_the_city():
    s = ev(8, S, spaces={"pinar_del_rio": {"syndicate": {"open_casinos": 1}}})
    play(s, at("camaguey_city"))
    assert not asking(s) and level(s, "camaguey_city") == 2 and piece(s, "pinar_del_rio", L.CAS_OPEN) == 1


# ------------------------------------------------------------------ #9 Coup
def test_9_coup_unshaded_government_control_toward_neutral_and_alliance_up():
    s = ev(9, U, alliance="embargoed", aid=6,
           spaces={"havana": {"support": "active_support", "govt": {"troops": 2}},
                   "matanzas": {"support": "active_support"}})
    assert level(s, "havana") == 1 and level(s, "matanzas") == 2  # Matanzas: no Government Control
    assert scalar(s, "alliance") == 1 and scalar(s, "aid") == 6


def test_9_coup_shaded_dr_active_and_assaulted_in_cities_with_cubes_then_alliance_down():
    s = ev(9, S, resources={"govt": 4},
           spaces={"havana": {"govt": {"police": 2}, "dr": {"underground": 1, "bases": 1}, "26july": {"active": 1}},
                   "santiago_de_cuba": {"govt": {"troops": 1}, "dr": {"underground": 2}},
                   "camaguey_city": {"dr": {"underground": 1}},
                   "matanzas": {"govt": {"troops": 2}, "dr": {"underground": 1}}})
    assert piece(s, "havana", L.DR_A) == 1 and piece(s, "santiago_de_cuba", L.DR_A) == 2
    assert piece(s, "camaguey_city", L.DR_U) == 1 and piece(s, "matanzas", L.DR_U) == 1  # no cubes / not a City
    assert legal(s) == {at("havana"), at("santiago_de_cuba")}  # every such City, no Done before
    play(s, at("havana"))
    assert legal(s) == {P(L.DR_A)}  # DR only: the Active 26July Guerrilla is no target
    illegal(s, P(L.M26_A))
    play(s, P(L.DR_A), P(L.DR_BASE))
    assert DONE not in legal(s)
    play(s, at("santiago_de_cuba"), P(L.DR_A))
    assert legal(s) == {DONE}
    play(s, DONE)
    assert piece(s, "havana", L.DR_BASE) == 0 and piece(s, "havana", L.M26_A) == 1
    assert piece(s, "santiago_de_cuba", L.DR_A) == 1
    assert scalar(s, "alliance") == 1 and res(s)["govt"] == 4
    second_eligible(s, "syndicate")


def test_9_coup_shaded_only_alliance_down_without_dr_in_cities():
    s = ev(9, S, alliance="reluctant", spaces={"havana": {"govt": {"police": 2}}})
    assert scalar(s, "alliance") == 2
    second_eligible(s, "syndicate")


# ------------------------------------------------------------------ #10 MAP
def test_10_map_shaded_places_its_momentum():
    assert marker(ev(10, S), 10) == 2


def map_limop(mom):
    """The Government is 2nd Eligible after the 1st executed an Op only: a LimOp (2.3.4-2.3.5)."""
    card = card_where(GOVT, 1)
    first = D.FACTION_IDS[D.CARD_ORDER[card, 0]]
    return GAME.from_json(fx_doc(card, mom=mom, spaces=AIR, resources={GOVT: 10},
                                 card_in_play={"executed": [first], "first_action": "op"}))


def test_10_map_shaded_government_limop_adds_a_special_activity():
    s = map_limop([10])
    play(s, OP + L.OP_SWEEP, at("la_habana"), DONE, SA(L.SA_AIR_STRIKE), at("oriente"), P(L.M26_A))
    assert piece(s, "oriente", L.M26_A) == 1


def test_10_map_shaded_not_in_effect_a_limop_has_no_special_activity():
    s = map_limop([])
    play(s, OP + L.OP_SWEEP, at("la_habana"), DONE)
    illegal(s, SA(L.SA_AIR_STRIKE))


def test_10_map_shaded_not_for_an_insurgent_limop():
    card = card_where(M26, 1)
    first = D.FACTION_IDS[D.CARD_ORDER[card, 0]]
    s = GAME.from_json(fx_doc(card, mom=[10], spaces={"havana": {"26july": {"underground": 2}}},
                              resources={M26: 5, GOVT: 10}, card_in_play={"executed": [first], "first_action": "op"}))
    play(s, OP + L.OP_TERROR, at("havana"))
    illegal(s, SA(L.SA_KIDNAP))


def test_10_map_unshaded_a_cube_becomes_two_guerrillas_of_chosen_factions():
    s = ev(10, U, spaces={"matanzas": {"govt": {"troops": 2, "police": 1}}, "las_villas": {"govt": {"police": 1}}})
    assert legal(s) == {at("matanzas"), at("las_villas")}
    play(s, at("matanzas"))
    assert legal(s) == {CHOICE(0), CHOICE(1)}  # Troops or Police
    play(s, CHOICE(1), CHOOSE_M26, CHOOSE_SYN)
    assert not asking(s)
    assert piece(s, "matanzas", L.POLICE) == 0 and piece(s, "matanzas", L.TROOPS) == 2
    assert piece(s, "matanzas", L.M26_U) == 1 and piece(s, "matanzas", L.SYN_U) == 1


def test_10_map_unshaded_option_both_guerrillas_of_one_faction():
    s = ev(10, U, spaces={"matanzas": {"govt": {"police": 1}}}, options={"map_guerrillas_one_faction": True})
    play(s, at("matanzas"), CHOOSE_DR)
    assert legal(s) == {CHOOSE_DR}  # R61
    play(s, CHOOSE_DR)
    assert piece(s, "matanzas", L.DR_U) == 2


def test_10_map_unshaded_single_kind_and_unavailable_guerrillas_just_remove():
    # 1.4.1: only 1 Guerrilla Available (a Syndicate one); the Troops cube goes, 1 Guerrilla replaces it.
    s = ev(10, U, spaces={"las_villas": {"govt": {"troops": 1}},
                          "oriente": {"26july": {"active": 15}, "dr": {"active": 15}, "syndicate": {"active": 5}}})
    play(s, at("las_villas"))
    assert legal(s) == {CHOOSE_SYN}
    play(s, CHOOSE_SYN)
    assert not asking(s) and piece(s, "las_villas", L.TROOPS) == 0 and piece(s, "las_villas", L.SYN_U) == 1


def test_10_map_unshaded_no_effect_without_cubes():
    assert not asking(ev(10, U))


def test_10_map_unshaded_cash_of_the_replaced_cube_passes_to_another_cube():
    s = ev(10, U, spaces={"havana": {"govt": {"troops": 1, "police": 1}, "cash": {"troops": 1}}})
    play(s, at("havana"), CHOICE(0), CHOOSE_DR, CHOOSE_DR)
    assert piece(s, "havana", L.TROOPS) == 0 and piece(s, "havana", L.DR_U) == 2
    assert piece(s, "havana", L.CASH0 + L.CASH_HOLDERS.index(L.POLICE)) == 1  # 4.5.2, R20


# ------------------------------------------------------------------ #11 Batista Flees
def test_11_batista_flees_unshaded_troops_removed_by_a_die_then_redeploy():
    s = ev(11, U, roll=2, resources={"govt": 12}, aid=45, alliance="reluctant",
           spaces={"havana": {"govt": {"troops": 3, "police": 1}}, "ec_pinar_habana": {"govt": {"troops": 1}}})
    assert res(s)["govt"] == 2 and scalar(s, "aid") == 49 and scalar(s, "alliance") == 0
    assert legal(s) == {at("havana"), at("ec_pinar_habana")}
    play(s, at("havana"), at("havana"))
    assert piece(s, "havana", L.TROOPS) == 1
    assert kind(s) == L.FR_REDEPLOY_TROOPS and DONE not in legal(s)  # the EC's Troops must leave (6.4)
    play(s, at("ec_pinar_habana"), at("havana"))
    assert piece(s, "havana", L.TROOPS) == 2 and piece(s, "ec_pinar_habana", L.TROOPS) == 0
    assert kind(s) == L.FR_REDEPLOY_POLICE  # no Troops can move on: the Police step
    play(s, DONE)
    second_eligible(s, "syndicate")


def test_11_batista_flees_unshaded_redeployed_troops_take_their_cash_along():
    s = ev(11, U, roll=1, spaces={"havana": {"govt": {"troops": 2}},
                                  "ec_pinar_habana": {"govt": {"troops": 1}, "cash": {"troops": 1}}})
    play(s, at("havana"), at("ec_pinar_habana"), at("havana"))  # 1 Troops removed, then the Redeploy
    assert piece(s, "ec_pinar_habana", L.TROOPS) == 0 and cash(s, "ec_pinar_habana", L.TROOPS) == 0
    assert piece(s, "havana", L.TROOPS) == 2 and cash(s, "havana", L.TROOPS) == 1  # 4.5.2


def test_11_batista_flees_unshaded_no_troops_no_removal_nor_redeploy():
    s = ev(11, U, resources={"govt": 5}, aid=3)
    assert res(s)["govt"] == 0 and scalar(s, "aid") == 13
    second_eligible(s, "syndicate")


# ------------------------------------------------------------------ #12 BRAC
def test_12_brac_shaded_police_anywhere_then_aid_to_government():
    s = ev(12, S, aid=9)
    play(s, at("ec_pinar_habana"))
    assert piece(s, "ec_pinar_habana", L.POLICE) == 1 and res(s)["govt"] == 6


def test_12_brac_unshaded_removes_any_2_guerrillas():
    s = ev(12, U, spaces={"havana": {"26july": {"underground": 1, "active": 1}, "dr": {"active": 1}},
                          "oriente": {"syndicate": {"underground": 1}}})
    assert legal(s) == {at("havana"), at("oriente")}
    play(s, at("havana"))
    assert legal(s) == {CHOOSE_M26, CHOOSE_DR}  # factions there
    play(s, CHOOSE_M26)
    assert legal(s) == {UNDERGROUND, ACTIVE}
    play(s, ACTIVE)
    assert piece(s, "havana", L.M26_A) == 0 and piece(s, "havana", L.M26_U) == 1
    play(s, at("oriente"))  # one kind of one faction: no further question
    assert not asking(s) and piece(s, "oriente", L.SYN_U) == 0 and piece(s, "havana", L.DR_A) == 1


def test_12_brac_unshaded_as_much_as_possible_with_one_guerrilla():
    s = ev(12, U, spaces={"havana": {"dr": {"underground": 1}}})
    play(s, at("havana"))
    assert not asking(s) and piece(s, "havana", L.DR_U) == 0


def test_12_brac_unshaded_no_effect_without_guerrillas():
    assert not asking(ev(12, U))


def test_12_brac_unshaded_and_19_manifesto_choices_name_the_piece_and_faction():
    s = ev(12, U, spaces={"havana": {"26july": {"underground": 1, "active": 1}, "dr": {"active": 1}}})
    play(s, at("havana"))
    assert GAME.describe_action(s, CHOOSE_M26).endswith("remove a 26July Guerrilla")
    play(s, CHOOSE_M26)
    assert GAME.describe_action(s, ACTIVE).endswith("an Active 26July Guerrilla")
    s = ev(19, U, spaces={"oriente": {"26july": {"active": 1}}})
    play(s, at("oriente"))
    assert GAME.describe_action(s, CHOICE(1)).endswith("place a 26July Base")
    assert GAME.describe_action(s, CHOICE(3)).endswith("place no more pieces")
