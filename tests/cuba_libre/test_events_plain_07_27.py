"""Chapter 5 Events, the plain sides of cards 7-27 (engine/cuba_libre/events/plain_07_27.py): each side on
a position where it applies, with its concrete result; where it has conditions, one where it does not
apply (5.1.1: as much as possible). Our card summaries: data/cards.csv; rulings R60-R66.

The card in play is the Event card itself; its 1st Eligible faction executes it.
"""
from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME

from .helpers import CHOICE, at, frame, kind, legal, pass_all, piece, play, res, state, who

U, S = L.A_EVENT_UNSHADED, L.A_EVENT_SHADED
M26, DR, SYN = CHOICE(0), CHOICE(1), CHOICE(2)  # the faction of a Guerrilla placed or removed
UNDERGROUND, ACTIVE = CHOICE(0), CHOICE(1)


def ev(card, side, spaces=None, resources=None, **kw):
    """The card in play with its 1st Eligible about to execute `side` (U or S)."""
    s = state(current=card, spaces=spaces or {}, resources=resources or {}, **kw)
    play(s, side)
    return s


def level(s, sid):
    return piece(s, sid, L.SUPPORT)


def asking(s):
    """Is an Event decision pending?"""
    return kind(s) == L.FR_EVENT


def full(faction, **pieces):
    """A space entry holding `pieces` of `faction`."""
    return {faction: pieces}


def guerrillas(s, sid):
    return sum(piece(s, sid, c) for c in (L.M26_U, L.M26_A, L.DR_U, L.DR_A, L.SYN_U, L.SYN_A))


# ------------------------------------------------------------------ #7 Election, #8 General Strike
def test_7_election_unshaded_a_guerrilla_of_a_chosen_faction_in_each_city():
    s = ev(7, U)
    assert legal(s) == {at("havana"), at("camaguey_city"), at("santiago_de_cuba")}
    play(s, at("santiago_de_cuba"))
    assert legal(s) == {M26, DR, SYN}
    play(s, SYN, at("havana"))
    assert at("santiago_de_cuba") not in legal(s)  # each City once
    play(s, M26, at("camaguey_city"), DR)
    assert not asking(s)
    assert piece(s, "santiago_de_cuba", L.SYN_U) == 1 and piece(s, "havana", L.M26_U) == 1
    assert piece(s, "camaguey_city", L.DR_U) == 1


def test_7_election_unshaded_only_available_factions_and_stops_when_none_left():
    # 5 Syndicate Guerrillas on the map (pool 6), every 26July and DR Guerrilla too: one Guerrilla left.
    s = ev(7, U, spaces={"oriente": {"26july": {"active": 15}, "dr": {"active": 15}, "syndicate": {"active": 5}}})
    play(s, at("camaguey_city"))
    assert legal(s) == {SYN}
    play(s, SYN)
    assert not asking(s) and piece(s, "camaguey_city", L.SYN_U) == 1  # R60: the executor chose the City


def test_7_election_unshaded_no_effect_without_available_guerrillas():
    s = ev(7, U, spaces={"oriente": {"26july": {"active": 15}, "dr": {"active": 15}, "syndicate": {"active": 6}}})
    assert not asking(s)


def test_8_general_strike_unshaded_cities_toward_neutral_and_a_guerrilla_each():
    s = ev(8, U, spaces={"havana": {"support": "active_support"}, "camaguey_city": {"support": "passive_opposition"},
                         "matanzas": {"support": "active_support"}})
    assert level(s, "havana") == 1 and level(s, "camaguey_city") == 0 and level(s, "matanzas") == 2
    play(s, at("havana"), DR, at("camaguey_city"), DR, at("santiago_de_cuba"), M26)
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


# ------------------------------------------------------------------ #10 MAP
def test_10_map_unshaded_a_cube_becomes_two_guerrillas_of_chosen_factions():
    s = ev(10, U, spaces={"matanzas": {"govt": {"troops": 2, "police": 1}}, "las_villas": {"govt": {"police": 1}}})
    assert legal(s) == {at("matanzas"), at("las_villas")}
    play(s, at("matanzas"))
    assert legal(s) == {CHOICE(0), CHOICE(1)}  # Troops or Police
    play(s, CHOICE(1), M26, SYN)
    assert not asking(s)
    assert piece(s, "matanzas", L.POLICE) == 0 and piece(s, "matanzas", L.TROOPS) == 2
    assert piece(s, "matanzas", L.M26_U) == 1 and piece(s, "matanzas", L.SYN_U) == 1


def test_10_map_unshaded_option_both_guerrillas_of_one_faction():
    s = ev(10, U, spaces={"matanzas": {"govt": {"police": 1}}}, options={"map_guerrillas_one_faction": True})
    play(s, at("matanzas"), DR)
    assert legal(s) == {DR}  # R61
    play(s, DR)
    assert piece(s, "matanzas", L.DR_U) == 2


def test_10_map_unshaded_single_kind_and_unavailable_guerrillas_just_remove():
    # 1.4.1: only 1 Guerrilla Available (a Syndicate one); the Troops cube goes, 1 Guerrilla replaces it.
    s = ev(10, U, spaces={"las_villas": {"govt": {"troops": 1}},
                          "oriente": {"26july": {"active": 15}, "dr": {"active": 15}, "syndicate": {"active": 5}}})
    play(s, at("las_villas"))
    assert legal(s) == {SYN}
    play(s, SYN)
    assert not asking(s) and piece(s, "las_villas", L.TROOPS) == 0 and piece(s, "las_villas", L.SYN_U) == 1


def test_10_map_unshaded_no_effect_without_cubes():
    assert not asking(ev(10, U))


def test_10_map_unshaded_cash_of_the_replaced_cube_passes_to_another_cube():
    s = ev(10, U, spaces={"havana": {"govt": {"troops": 1, "police": 1}, "cash": {"troops": 1}}})
    play(s, at("havana"), CHOICE(0), DR, DR)
    assert piece(s, "havana", L.TROOPS) == 0 and piece(s, "havana", L.DR_U) == 2
    assert piece(s, "havana", L.CASH0 + L.CASH_HOLDERS.index(L.POLICE)) == 1  # 4.5.2, R20


# ------------------------------------------------------------------ #12 BRAC
def test_12_brac_unshaded_removes_any_2_guerrillas():
    s = ev(12, U, spaces={"havana": {"26july": {"underground": 1, "active": 1}, "dr": {"active": 1}},
                          "oriente": {"syndicate": {"underground": 1}}})
    assert legal(s) == {at("havana"), at("oriente")}
    play(s, at("havana"))
    assert legal(s) == {M26, DR}  # factions there
    play(s, M26)
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


# ------------------------------------------------------------------ #14, #15, #16
def test_14_operation_fisherman_unshaded_26july_base_and_guerrilla_in_pinar():
    s = ev(14, U, spaces={"pinar_del_rio": {"govt": {"bases": 1}}})
    assert not asking(s)
    assert piece(s, "pinar_del_rio", L.M26_BASE) == 1 and piece(s, "pinar_del_rio", L.M26_U) == 1


def test_14_operation_fisherman_unshaded_stacking_blocks_the_base():
    s = ev(14, U, spaces={"pinar_del_rio": {"govt": {"bases": 1}, "dr": {"bases": 1}}})
    assert piece(s, "pinar_del_rio", L.M26_BASE) == 0 and piece(s, "pinar_del_rio", L.M26_U) == 1  # 1.4.2


def test_15_come_comrades_unshaded_3_26july_guerrillas_anywhere():
    s = ev(15, U)
    play(s, at("ec_oriente_sierra"), at("havana"))
    assert asking(s)
    play(s, at("havana"))
    assert not asking(s)
    assert piece(s, "ec_oriente_sierra", L.M26_U) == 1 and piece(s, "havana", L.M26_U) == 2


def test_15_come_comrades_unshaded_only_the_available_guerrillas():
    s = ev(15, U, spaces={"oriente": {"26july": {"active": 14}}})
    play(s, at("matanzas"))
    assert not asking(s) and piece(s, "matanzas", L.M26_U) == 1


def test_16_larrazabal_unshaded_26july_base_where_26july_is():
    s = ev(16, U, spaces={"oriente": {"26july": {"active": 1}}, "ec_oriente_sierra": {"26july": {"underground": 1}},
                          "havana": {"26july": {"underground": 1}, "govt": {"bases": 1}, "dr": {"bases": 1}}})
    assert legal(s) == {at("oriente")}  # ECs take no Base, Havana is full (1.4.2)
    play(s, at("oriente"))
    assert piece(s, "oriente", L.M26_BASE) == 1


def test_16_larrazabal_unshaded_no_effect_without_26july_pieces():
    assert not asking(ev(16, U))


# ------------------------------------------------------------------ #19 Sierra Maestra Manifesto
def test_19_sierra_maestra_manifesto_unshaded_each_faction_places_its_own_in_card_order():
    s = state(current=19, upcoming=[5], spaces={
        "oriente": {"26july": {"active": 1}}, "matanzas": {"dr": {"underground": 1}},
        "havana": {"syndicate": {"closed_casinos": 1}}, "ec_pinar_habana": {"govt": {"police": 1}}})
    assert who(s) == "26july"
    play(s, U)
    assert frame(s)[:2] == (L.FR_EVENT, "26july") and legal(s) == {at("oriente")}
    play(s, at("oriente"))
    assert legal(s) == {CHOICE(0), CHOICE(1), CHOICE(3)}  # a Guerrilla, a Base, or stop
    play(s, CHOICE(1), CHOICE(0))
    assert piece(s, "oriente", L.M26_BASE) == 1 and piece(s, "oriente", L.M26_U) == 1
    assert frame(s)[1] == "dr" and legal(s) == {at("matanzas")}
    play(s, at("matanzas"), CHOICE(3))  # DR places nothing
    assert frame(s)[1] == "syndicate" and legal(s) == {at("havana")}  # a closed Casino is its piece (R62)
    play(s, at("havana"))
    assert legal(s) == {CHOICE(0), CHOICE(3)}  # Syndicate: Guerrillas only, no Casino
    play(s, CHOICE(0), CHOICE(0))
    assert piece(s, "havana", L.SYN_U) == 2
    assert frame(s)[1] == "govt" and legal(s) == {at("ec_pinar_habana")}
    play(s, at("ec_pinar_habana"))
    assert legal(s) == {CHOICE(0), CHOICE(1), CHOICE(3)}  # no Government Base in an EC
    play(s, CHOICE(0), CHOICE(1))
    assert piece(s, "ec_pinar_habana", L.TROOPS) == 1 and piece(s, "ec_pinar_habana", L.POLICE) == 2
    assert piece(s, "matanzas", L.DR_U) == 1
    pass_all(s)
    assert s[L.ELIG + D.M26] == 1  # the executing faction stays Eligible


def test_19_sierra_maestra_manifesto_unshaded_factions_without_pieces_are_skipped():
    s = ev(19, U, spaces={"ec_pinar_habana": {"govt": {"police": 1}}})
    assert frame(s)[1] == "govt"
    play(s, at("ec_pinar_habana"), CHOICE(0))
    assert legal(s) == {CHOICE(0), CHOICE(1), CHOICE(3)}
    play(s, CHOICE(0))
    assert not asking(s) and piece(s, "ec_pinar_habana", L.TROOPS) == 2


def test_19_sierra_maestra_manifesto_unshaded_no_pieces_no_question():
    s = ev(19, U)
    assert not asking(s)


# ------------------------------------------------------------------ #20 The Twelve
def test_20_the_twelve_shaded_half_the_guerrillas_rounded_up_in_the_fullest_space():
    s = ev(20, S, spaces={"havana": {"26july": {"underground": 2}, "dr": {"active": 1}},
                          "oriente": {"syndicate": {"underground": 3}}, "matanzas": {"dr": {"active": 2}}})
    assert legal(s) == {at("havana"), at("oriente")}  # 3 each: the executor breaks the tie
    play(s, at("havana"))
    assert legal(s) == {M26, DR}
    play(s, DR)  # the only DR Guerrilla: no kind to ask; the second is then a 26July one, no question
    assert not asking(s) and piece(s, "havana", L.M26_U) == 1 and piece(s, "havana", L.DR_A) == 0
    assert guerrillas(s, "oriente") == 3 and guerrillas(s, "matanzas") == 2


def test_20_the_twelve_shaded_one_kind_removed_without_questions():
    s = ev(20, S, spaces={"oriente": {"26july": {"underground": 5}}})
    play(s, at("oriente"))
    assert not asking(s) and piece(s, "oriente", L.M26_U) == 2


def test_20_the_twelve_shaded_no_effect_without_guerrillas():
    assert not asking(ev(20, S))


# ------------------------------------------------------------------ #21 Fangio
def test_21_fangio_shaded_open_a_casino_or_place_cash_in_two_casino_spaces():
    s = ev(21, S, spaces={"havana": {"syndicate": {"closed_casinos": 1}, "govt": {"police": 1},
                                     "dr": {"underground": 1}},
                          "la_habana": {"syndicate": {"open_casinos": 1}, "govt": {"troops": 1}},
                          "pinar_del_rio": {"syndicate": {"open_casinos": 1}},
                          "matanzas": {"govt": {"troops": 1}}})
    assert legal(s) == {at("havana"), at("la_habana")}  # Pinar: no closed Casino, no piece to hold Cash
    play(s, at("havana"))
    assert legal(s) == {CHOICE(0), CHOICE(1)}
    play(s, CHOICE(1))
    assert legal(s) == {CHOICE(0), CHOICE(2)}  # a Government or a DR piece
    play(s, CHOICE(2))
    assert piece(s, "havana", L.CASH0 + L.CASH_HOLDERS.index(L.DR_U)) == 1 and piece(s, "havana", L.CAS_CLOSED) == 1
    assert legal(s) == {at("la_habana")}
    play(s, at("la_habana"))  # only Cash, only the Government: no question
    assert not asking(s) and piece(s, "la_habana", L.CASH0 + L.CASH_HOLDERS.index(L.TROOPS)) == 1


def test_21_fangio_shaded_opens_a_closed_casino_when_cash_cannot_go():
    s = ev(21, S, spaces={"havana": {"syndicate": {"closed_casinos": 2}}})
    play(s, at("havana"))
    assert not asking(s) and piece(s, "havana", L.CAS_OPEN) == 1 and piece(s, "havana", L.CAS_CLOSED) == 1


def test_21_fangio_shaded_no_effect_without_casinos():
    assert not asking(ev(21, S, spaces={"matanzas": {"govt": {"troops": 1}}}))


# ------------------------------------------------------------------ #25 Escapade
def test_25_escapade_unshaded_dr_guerrilla_and_base_in_camaguey_or_oriente():
    s = ev(25, U)
    assert legal(s) == {at("camaguey_province"), at("oriente")}
    play(s, at("oriente"))
    assert piece(s, "oriente", L.DR_U) == 1 and piece(s, "oriente", L.DR_BASE) == 1


def test_25_escapade_unshaded_stacking_leaves_the_guerrilla_only():
    s = ev(25, U, spaces={"oriente": {"govt": {"bases": 2}}})
    play(s, at("oriente"))
    assert piece(s, "oriente", L.DR_U) == 1 and piece(s, "oriente", L.DR_BASE) == 0


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


def test_plain_07_27_choices_are_described():
    s = ev(21, S, spaces={"havana": {"syndicate": {"closed_casinos": 1}, "dr": {"underground": 1}}})
    assert "choose a space" in GAME.describe_pending(s)
    play(s, at("havana"))
    assert "choose an effect" in GAME.describe_pending(s)
    assert GAME.describe_action(s, CHOICE(1)).endswith("place a Cash marker")


def test_plain_07_27_choices_name_the_piece_and_faction():
    s = ev(12, U, spaces={"havana": {"26july": {"underground": 1, "active": 1}, "dr": {"active": 1}}})
    play(s, at("havana"))
    assert GAME.describe_action(s, M26).endswith("remove a 26July Guerrilla")
    play(s, M26)
    assert GAME.describe_action(s, ACTIVE).endswith("an Active 26July Guerrilla")
    s = ev(19, U, spaces={"oriente": {"26july": {"active": 1}}})
    play(s, at("oriente"))
    assert GAME.describe_action(s, CHOICE(1)).endswith("place a 26July Base")
    assert GAME.describe_action(s, CHOICE(3)).endswith("place no more pieces")


def test_21_fangio_shaded_no_cash_left_no_closed_casino_not_offered():
    s = ev(21, S, spaces={"havana": {"syndicate": {"open_casinos": 1}, "govt": {"police": 1}},
                          "matanzas": {"dr": {"underground": 1}, "cash": {"dr_underground": 4}}})
    assert not asking(s)  # all 4 Cash markers are on the map (4.5.2)


def test_25_escapade_unshaded_no_effect_with_nothing_to_place():
    s = ev(25, U, spaces={"matanzas": {"dr": {"active": 15}}, "oriente": {"govt": {"bases": 2}},
                          "camaguey_province": {"26july": {"bases": 2}}})
    play(s, L.A_DONE)  # R21: its 1.4.1 step first (none Available); declined, nothing can be placed
    assert not asking(s)


def test_1_4_1_before_an_event_its_faction_may_take_own_pieces_off_to_place_them():
    # R21: none Available, so the executing DR is first asked whether to take own pieces off the map.
    s = ev(25, U, spaces={"matanzas": {"dr": {"active": 15}}})
    assert frame(s)[:2] == (L.FR_EVENT, "dr") and legal(s) == {L.A_VOLUNTARY, L.A_DONE}
    play(s, L.A_VOLUNTARY, at("matanzas"), L.A_PIECE0 + L.DR_A)
    assert legal(s) == {L.A_DONE}  # one is Available now: nothing more to gain
    play(s, L.A_DONE, at("oriente"))
    assert piece(s, "oriente", L.DR_U) == 1 and piece(s, "oriente", L.DR_BASE) == 1
    assert piece(s, "matanzas", L.DR_A) == 14


def test_27_echeverria_unshaded_without_dr_guerrillas_only_havana_and_eligibility():
    s = ev(27, U, spaces={"matanzas": {"dr": {"active": 15}}, "havana": {"support": "passive_opposition"}})
    play(s, L.A_DONE)  # the 1.4.1 step (R21) declined
    assert not asking(s) and level(s, "havana") == 0 and s[L.NEXT_ELIG + D.DR] == 1
