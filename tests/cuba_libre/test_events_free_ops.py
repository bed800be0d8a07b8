"""5.5 / 3.1.2: Event sides that grant free Operations or Special Activities (events/free_ops.py).

Each test plays the whole free Op through its normal frames, answering every micro-decision, and checks
the result, that the card's limits are enforced (the illegal answer is not offered), that nothing is
paid, and that no Laundering follows (2.3.6: a free Op has OP_ROLE 0): the card goes on to the 2nd
Eligible. The card in play is the Event card; its 1st Eligible faction executes it.
"""
import numpy as np
import pytest

from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME
from engine.cuba_libre.rules.pieces import available_guerrillas

from .helpers import CHOICE, P, at, cash, frame, illegal, kind, legal, piece, play, res, scalar, set_roll, state

U, S = L.A_EVENT_UNSHADED, L.A_EVENT_SHADED
DONE = L.A_DONE


def ev(card, side, spaces=None, resources=None, roll=None, **kw):
    s = state(current=card, spaces=spaces or {}, resources=resources or {}, **kw)
    if roll is not None:
        set_roll(s, roll)
    return play(s, side)


def second_eligible(s, faction):
    """The card is offered to its 2nd Eligible: the Event (and its free Op) is over, nothing Laundered."""
    assert frame(s)[:3] == (L.FR_ACT, faction, 2)


def level(s, sid):
    return piece(s, sid, L.SUPPORT)


# ------------------------------------------------------------------ #1 Armored Cars
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


# ------------------------------------------------------------------ #9 Coup
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


# ------------------------------------------------------------------ #17 Alberto Bayo
def test_17_alberto_bayo_unshaded_rally_in_every_base_space_as_neutral():
    s = ev(17, U, spaces={"sierra_maestra": {"support": "active_support", "26july": {"bases": 1, "active": 1}},
                          "oriente": {"26july": {"bases": 1}}, "la_habana": {"support": "passive_opposition"}})
    assert legal(s) == {CHOICE(0)}  # DR has no Base
    play(s, CHOICE(0))
    assert legal(s) == {at("sierra_maestra"), at("oriente")}  # Active Support ignored; no Done before both
    illegal(s, at("la_habana"))
    play(s, at("sierra_maestra"), CHOICE(2))  # flip its Guerrillas Underground
    play(s, at("oriente"), CHOICE(0))
    assert legal(s) == {DONE}
    play(s, DONE)
    assert piece(s, "sierra_maestra", L.M26_U) == 1 and piece(s, "oriente", L.M26_U) == 1
    assert level(s, "sierra_maestra") == 2 and res(s)["26july"] == 0
    second_eligible(s, "dr")


def test_17_alberto_bayo_unshaded_no_effect_without_bases():
    s = ev(17, U, spaces={"oriente": {"26july": {"underground": 3}}})
    second_eligible(s, "dr")


# ------------------------------------------------------------------ #20 The Twelve
def test_20_the_twelve_unshaded_march_then_rally_in_one_of_its_destinations():
    s = ev(20, U, spaces={"sierra_maestra": {"syndicate": {"underground": 2}},
                          "oriente": {"syndicate": {"underground": 1}}, "camaguey_province": {}})
    assert legal(s) == {CHOICE(2)}
    play(s, CHOICE(2), at("santiago_de_cuba"), at("sierra_maestra"), P(L.SYN_U), DONE, DONE)
    play(s, at("ec_oriente_sierra"), DONE, DONE)  # a destination nobody enters
    # the Rally: only Santiago de Cuba, which the March's Guerrilla entered (3.3.2 note)
    assert frame(s)[:2] == (L.FR_OP, "syndicate") and legal(s) == {at("santiago_de_cuba")}
    play(s, at("santiago_de_cuba"), CHOICE(0), DONE)
    assert piece(s, "santiago_de_cuba", L.SYN_U) == 2 and res(s)["syndicate"] == 0
    second_eligible(s, "dr")


def test_20_the_twelve_unshaded_no_rally_when_no_guerrilla_entered_a_space():
    s = ev(20, U, spaces={"oriente": {"dr": {"active": 1}}})
    play(s, CHOICE(1), at("sierra_maestra"), DONE, DONE)
    second_eligible(s, "dr")


# ------------------------------------------------------------------ #26 Rodríguez Loeches
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


# ------------------------------------------------------------------ #41 Fat Butcher
def test_41_fat_butcher_shaded_syndicate_ambush_then_a_closed_casino_opens():
    s = ev(41, S, spaces={"havana": {"syndicate": {"underground": 1}, "dr": {"active": 1, "bases": 1}},
                          "matanzas": {"syndicate": {"active": 1}, "govt": {"troops": 1}},
                          "las_villas": {"syndicate": {"closed_casinos": 1}}})
    assert frame(s)[:2] == (L.FR_EVENT, "syndicate") and legal(s) == {at("havana")}  # Underground needed
    play(s, at("havana"))
    assert piece(s, "havana", L.SYN_A) == 1 and piece(s, "havana", L.SYN_U) == 1
    play(s, P(L.DR_A), P(L.DR_BASE))
    assert piece(s, "havana", L.DR_A) + piece(s, "havana", L.DR_BASE) == 0
    assert legal(s) == {at("las_villas")}
    play(s, at("las_villas"))
    assert piece(s, "las_villas", L.CAS_OPEN) == 1 and piece(s, "las_villas", L.CAS_CLOSED) == 0
    second_eligible(s, "26july")


def test_41_fat_butcher_shaded_no_effect_without_underground_syndicate_or_closed_casino():
    s = ev(41, S, spaces={"havana": {"syndicate": {"active": 1}, "govt": {"police": 1}}})
    second_eligible(s, "26july")


# ------------------------------------------------------------------ #43 Mafia Offensive
def test_43_mafia_offensive_unshaded_attack_counts_a_syndicate_guerrilla_as_own():
    s = ev(43, U, spaces={"havana": {"govt": {"police": 2}, "dr": {"underground": 1}, "syndicate": {"underground": 1}}})
    play(s, CHOICE(1))  # the executing Syndicate picks DR
    assert frame(s)[:2] == (L.FR_EVENT, "dr")
    play(s, CHOICE(2))  # DR picks Attack (its Operations: Rally, March, Attack, Terror)
    assert frame(s)[:2] == (L.FR_OP, "dr") and legal(s) == {at("havana")}  # a LimOp, no Special Activity
    set_roll(s, 2)  # 2 <= 1 DR + 1 Syndicate Guerrilla counting as DR's
    play(s, at("havana"))
    assert piece(s, "havana", L.DR_A) == 1 and piece(s, "havana", L.SYN_A) == 1  # both Activate
    assert legal(s) == {P(L.POLICE)}  # the Syndicate Guerrilla is no target
    play(s, P(L.POLICE), P(L.POLICE), DONE)
    assert piece(s, "havana", L.POLICE) == 0 and res(s)["dr"] == 0
    second_eligible(s, "26july")


def test_43_mafia_offensive_unshaded_terror_by_an_underground_syndicate_guerrilla():
    s = ev(43, U, spaces={"matanzas": {"support": "passive_support", "dr": {"active": 1},
                                       "syndicate": {"underground": 1}}})
    play(s, CHOICE(1))
    assert legal(s) == {CHOICE(0), CHOICE(1), CHOICE(3)}  # no Attack: the Syndicate Guerrilla is no enemy
    play(s, CHOICE(3), at("matanzas"), DONE)
    assert piece(s, "matanzas", L.SYN_A) == 1 and piece(s, "matanzas", L.TERROR) == 1 and level(s, "matanzas") == 0
    second_eligible(s, "26july")


def test_43_mafia_offensive_unshaded_rally_base_replaces_a_syndicate_guerrilla_counting_as_own():
    # R59: 1 own Guerrilla + the Syndicate one make the 2 a Base replaces (3.3.1); the faction chooses
    # which go, and only one Syndicate Guerrilla counts.
    s = ev(43, U, spaces={"camaguey_province": {"26july": {"underground": 1}, "syndicate": {"active": 2}}})
    syn_available = available_guerrillas(s, D.SYN)
    play(s, CHOICE(0), CHOICE(0), at("camaguey_province"))  # 26July, Rally, in Camaguey
    assert CHOICE(1) in legal(s)  # a Base for 2 Guerrillas
    play(s, CHOICE(1))
    assert legal(s) == {P(L.M26_U), P(L.SYN_A)}
    play(s, P(L.SYN_A))  # then the 26July Guerrilla goes without a question (one Syndicate piece only)
    assert piece(s, "camaguey_province", L.M26_BASE) == 1 and piece(s, "camaguey_province", L.M26_U) == 0
    assert piece(s, "camaguey_province", L.SYN_A) == 1 and available_guerrillas(s, D.SYN) == syn_available + 1
    play(s, DONE)
    second_eligible(s, "26july")


def test_43_mafia_offensive_unshaded_rally_flip_turns_the_syndicate_guerrilla_underground_too():
    s = ev(43, U, spaces={"camaguey_province": {"26july": {"bases": 1, "active": 1}, "syndicate": {"active": 1}}})
    play(s, CHOICE(0), CHOICE(0), at("camaguey_province"), CHOICE(2))
    assert piece(s, "camaguey_province", L.M26_U) == 1 and piece(s, "camaguey_province", L.SYN_U) == 1 and piece(s, "camaguey_province", L.SYN_A) == 0


def test_3_3_1_rally_base_needs_two_own_guerrillas_without_43():
    s = state(current=13, resources={"26july": 5}, spaces={"camaguey_province": {"26july": {"underground": 1}, "syndicate": {"active": 1}}})
    play(s, L.A_OP0 + L.OP_RALLY, at("camaguey_province"))
    assert CHOICE(1) not in legal(s) and CHOICE(0) in legal(s)


def test_43_mafia_offensive_unshaded_no_terror_without_a_syndicate_guerrilla():
    s = ev(43, U, spaces={"matanzas": {"dr": {"active": 1}}})
    play(s, CHOICE(1))
    assert CHOICE(3) not in legal(s) and CHOICE(2) not in legal(s)


# ------------------------------------------------------------------ #44 Rebel Air Force
def test_44_rebel_air_force_unshaded_government_only_bases_first_with_an_active_guerrilla():
    s = ev(44, U, spaces={"oriente": {"govt": {"troops": 2, "bases": 1}, "26july": {"underground": 1, "active": 1},
                                      "dr": {"active": 1}},
                          "matanzas": {"26july": {"active": 1}}})
    assert legal(s) == {at("oriente")}  # Government pieces and a 26July / DR Guerrilla
    play(s, at("oriente"))
    assert legal(s) == {CHOICE(0), CHOICE(1), CHOICE(3)}
    play(s, CHOICE(1))  # the Active 26July Guerrilla: none flips
    assert piece(s, "oriente", L.M26_U) == 2 and piece(s, "oriente", L.M26_A) == 1
    assert legal(s) == {P(L.GBASE)}  # Government Bases first, no DR target
    play(s, P(L.GBASE), P(L.TROOPS))
    assert piece(s, "oriente", L.GBASE) == 0 and piece(s, "oriente", L.TROOPS) == 1
    second_eligible(s, "26july")


def test_44_rebel_air_force_unshaded_underground_guerrilla_flips():
    s = ev(44, U, spaces={"havana": {"govt": {"police": 3}, "dr": {"underground": 1}}})
    play(s, at("havana"))  # the only Guerrilla: no choice asked
    assert piece(s, "havana", L.DR_A) == 1 and piece(s, "havana", L.DR_U) == 1
    play(s, P(L.POLICE), P(L.POLICE))
    assert piece(s, "havana", L.POLICE) == 1
    second_eligible(s, "26july")


def test_44_rebel_air_force_unshaded_no_effect_without_government_pieces_by_guerrillas():
    s = ev(44, U, spaces={"havana": {"govt": {"police": 3}}, "oriente": {"dr": {"underground": 2}}})
    second_eligible(s, "26july")


def test_5_5_free_op_is_described_with_its_event():
    s = ev(17, U, spaces={"oriente": {"26july": {"bases": 1}}})
    play(s, CHOICE(0))
    assert "free Rally (5.5, 5.1 #17 Alberto Bayo (unshaded))" in GAME.describe_pending(s)


POSITIONS = {  # each card side with a position where its free Op has choices
    (1, U): {"sierra_maestra": {"26july": {"underground": 2}, "dr": {"active": 1}}, "oriente": {"govt": {"police": 1}}},
    (3, U): {"las_villas": {"govt": {"troops": 1}, "26july": {"active": 2}, "syndicate": {"underground": 1}}},
    (3, S): {"matanzas": {"govt": {"troops": 2}, "dr": {"underground": 2, "bases": 1}}},
    (9, S): {"havana": {"govt": {"police": 2}, "dr": {"underground": 2}}},
    (11, U): {"havana": {"govt": {"troops": 6}}, "oriente": {"govt": {"troops": 3, "police": 2}}},
    (17, U): {"oriente": {"dr": {"bases": 1, "active": 2}}, "havana": {"26july": {"bases": 1}}},
    (20, U): {"sierra_maestra": {"26july": {"underground": 3}}, "oriente": {"dr": {"active": 1}}},
    (26, U): {"havana": {"govt": {"police": 1}}, "la_habana": {"dr": {"underground": 1}}},
    (41, S): {"havana": {"syndicate": {"underground": 1, "closed_casinos": 1}, "govt": {"police": 2}}},
    (43, U): {"havana": {"govt": {"police": 1}, "26july": {"active": 1}, "syndicate": {"underground": 1}}},
    (44, U): {"oriente": {"govt": {"troops": 1, "bases": 1}, "26july": {"underground": 1}, "dr": {"active": 1}}},
}


@pytest.mark.parametrize("card, side", list(POSITIONS))
def test_5_5_every_answer_of_a_granted_op_is_described_until_the_card_moves_on(card, side):
    rng = np.random.default_rng(card)
    for _ in range(5):
        s = ev(card, side, spaces=POSITIONS[card, side], resources={"govt": 9})
        while not (kind(s) == L.FR_ACT and frame(s)[2] == 2):
            assert GAME.describe_pending(s)
            actions = sorted(legal(s))
            assert all(GAME.describe_action(s, a) for a in actions)
            play(s, int(rng.choice(actions)))
        assert int(s[L.GRANT + L.GR_CS]) == 0 and int(s[L.OP + L.OP_ID]) == -1
