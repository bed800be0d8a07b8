"""8.5 Non-player Syndicate: one position per flowchart branch and priority list, played through the
policy (np_helpers.np_turn) to the end of the Syndicate's turn, asserting the branches noted and the
pieces, Cash and Resources after it.

The Syndicate is 2nd Eligible after the 1st Eligible's Op (no Event possible), the other three
factions are players; positions leave every other space empty.
"""
from engine.cuba_libre import layout as L
from engine.cuba_libre.nonplayer import trace as T

from .helpers import cash, piece, res
from .np_helpers import DR, GOVT, SYN, codes, noted, np_turn, syn_state


def closed_on_map(s):
    return sum(piece(s, x, L.CAS_CLOSED) for x in ("havana", "matanzas", "la_habana", "pinar_del_rio"))


# ============================================================== 8.5.1 Rally
def test_8_5_1_rally_step_1_places_in_every_casino_space_without_guerrillas():
    s = syn_state({"havana": {"syndicate": {"open_casinos": 1}, "govt": {"police": 2}},
                   "las_villas": {"syndicate": {"closed_casinos": 1}}}, {SYN: 5})
    notes = np_turn(s)
    assert codes(notes)[0] == T.SYN_RALLY
    assert noted(notes, T.SYN_RALLY_PLACE, "havana") and noted(notes, T.SYN_RALLY_PLACE, "las_villas")
    assert piece(s, "havana", L.SYN_U) == 1 and piece(s, "las_villas", L.SYN_U) == 1
    assert res(s)[SYN] == 3
    # 8.5.5 Profit follows: Cash with the new Guerrilla in the open-Casino space
    assert noted(notes, T.SYN_PROFIT) and cash(s, "havana", L.SYN_U) == 1


def test_8_5_1_rally_step_2_flips_active_guerrillas_where_a_cube_guards_an_open_casino():
    s = syn_state({"havana": {"syndicate": {"open_casinos": 1, "active": 2}, "govt": {"police": 1}},
                   "pinar_del_rio": {"syndicate": {"closed_casinos": 1}}}, {SYN: 5})
    notes = np_turn(s)
    assert noted(notes, T.SYN_RALLY_PLACE, "pinar_del_rio") and noted(notes, T.SYN_RALLY_FLIP, "havana")
    assert piece(s, "havana", L.SYN_U) == 2 and piece(s, "havana", L.SYN_A) == 0
    assert piece(s, "pinar_del_rio", L.SYN_U) == 1
    assert res(s)[SYN] == 3


def test_8_5_1_rally_step_2_needs_a_cube():
    s = syn_state({"havana": {"syndicate": {"open_casinos": 1, "active": 2}},
                   "pinar_del_rio": {"syndicate": {"closed_casinos": 1}}}, {SYN: 5})
    notes = np_turn(s)
    assert not noted(notes, T.SYN_RALLY_FLIP)
    assert piece(s, "havana", L.SYN_A) == 2 and res(s)[SYN] == 4
    assert cash(s, "havana", L.SYN_A) == 1  # Profit with an Active Guerrilla when no Underground one is there


def test_8_5_1_no_rally_when_every_casino_space_has_a_syndicate_guerrilla():
    s = syn_state({"havana": {"syndicate": {"open_casinos": 1, "underground": 1}, "govt": {"police": 3}}}, {SYN: 6})
    notes = np_turn(s)
    assert T.SYN_RALLY not in codes(notes) and codes(notes)[0] == T.SYN_CONSTRUCT


# ============================================================== 8.5.2 March
def test_8_5_2_march_1_guerrilla_into_each_reachable_empty_ec():
    s = syn_state({"la_habana": {"syndicate": {"underground": 3, "open_casinos": 1}},
                   "las_villas": {"syndicate": {"underground": 1}},
                   "ec_oriente_sierra": {"govt": {"police": 1}}}, {SYN: 2})
    notes = np_turn(s)
    assert codes(notes)[0] == T.SYN_MARCH
    assert piece(s, "ec_pinar_habana", L.SYN_U) == 1 and piece(s, "ec_lasvillas_camaguey", L.SYN_U) == 1
    assert piece(s, "la_habana", L.SYN_U) == 2 and piece(s, "las_villas", L.SYN_U) == 0
    assert res(s)[SYN] == 2  # 3.1: March into an EC is free
    assert noted(notes, T.SYN_PROFIT_SPACE, "la_habana") and cash(s, "la_habana", L.SYN_U) == 1


def test_8_5_2_march_origin_with_the_most_syndicate_guerrillas():
    s = syn_state({"pinar_del_rio": {"syndicate": {"underground": 3}},
                   "la_habana": {"syndicate": {"underground": 2}}}, {SYN: 2})
    notes = np_turn(s)
    assert noted(notes, T.SYN_MARCH_EC_FROM, "pinar_del_rio")
    assert piece(s, "pinar_del_rio", L.SYN_U) == 2 and piece(s, "la_habana", L.SYN_U) == 2


def test_8_5_2_march_origin_then_without_an_open_casino():
    s = syn_state({"pinar_del_rio": {"syndicate": {"underground": 2}},
                   "la_habana": {"syndicate": {"underground": 2, "open_casinos": 1}}}, {SYN: 2})
    notes = np_turn(s)
    assert noted(notes, T.SYN_MARCH_EC_FROM, "pinar_del_rio")
    assert piece(s, "pinar_del_rio", L.SYN_U) == 1 and piece(s, "la_habana", L.SYN_U) == 2


def _cash_march_spaces():
    return {"matanzas": {"syndicate": {"underground": 2}, "cash": {"syndicate_underground": 1}},
            "la_habana": {"syndicate": {"closed_casinos": 1, "underground": 1}},
            "ec_pinar_habana": {"govt": {"police": 1}}}


def test_8_5_2_march_step_2_cash_to_a_closed_casino_before_the_final_propaganda():
    s = syn_state(_cash_march_spaces(), {SYN: 3}, played=39)  # P1-P3 played: the next one is final
    notes = np_turn(s)
    assert codes(notes)[0] == T.SYN_MARCH
    assert noted(notes, T.SYN_MARCH_CASH, "la_habana") and noted(notes, T.SYN_MARCH_CASH_FROM, "matanzas")
    assert piece(s, "la_habana", L.SYN_U) == 2 and cash(s, "la_habana", L.SYN_U) == 1
    assert piece(s, "matanzas", L.SYN_U) == 1 and cash(s, "matanzas", L.SYN_U) == 0
    assert res(s)[SYN] == 2


def test_8_5_2_no_cash_march_unless_the_next_propaganda_is_final():
    s = syn_state(_cash_march_spaces(), {SYN: 3})
    notes = np_turn(s)
    assert T.SYN_MARCH not in codes(notes) and T.SYN_TERROR in codes(notes)
    assert cash(s, "matanzas", L.SYN_U) == 1


# ============================================================== 8.5.3 Construct
def _construct_spaces():
    return {"havana": {"syndicate": {"open_casinos": 1, "underground": 1}, "govt": {"police": 3}},
            "matanzas": {"govt": {"police": 1}}}


def test_8_5_3_construct_a_closed_casino_first_where_casinos_are():
    s = syn_state(_construct_spaces(), {SYN: 6})
    notes = np_turn(s)
    assert codes(notes)[0] == T.SYN_CONSTRUCT and noted(notes, T.SYN_CONSTRUCT_PLACE, "havana")
    assert piece(s, "havana", L.CAS_CLOSED) == 1 and piece(s, "matanzas", L.CAS_CLOSED) == 0
    assert res(s)[SYN] == 1
    assert cash(s, "havana", L.SYN_U) == 1  # then Profit


def test_8_5_3_construct_in_2_spaces_above_35_resources():
    # step 3's "no Controlled space has a closed Casino" is judged as the Construct began: the first new
    # closed Casino does not stop the second (and the Resources are those before paying, 36 > 35)
    s = syn_state(_construct_spaces(), {SYN: 36})
    np_turn(s)
    assert piece(s, "havana", L.CAS_CLOSED) == 1 and piece(s, "matanzas", L.CAS_CLOSED) == 1
    assert res(s)[SYN] == 26


def test_8_5_3_step_3_judged_as_the_construct_began_after_opening_the_only_closed_casino():
    # next Propaganda final: step 2 opens Havana's closed Casino; a Controlled space had one when the
    # Construct began, so step 3 places no new Casino in Matanzas even with 2 spaces allowed
    spaces = {"havana": {"syndicate": {"closed_casinos": 1, "underground": 1}, "govt": {"police": 3}},
              "matanzas": {"govt": {"police": 1}}}
    s = syn_state(spaces, {SYN: 36}, played=39)
    notes = np_turn(s)
    assert noted(notes, T.SYN_CONSTRUCT_OPEN, "havana") and T.SYN_CONSTRUCT_PLACE not in codes(notes)
    assert piece(s, "havana", L.CAS_OPEN) == 1 and piece(s, "matanzas", L.CAS_CLOSED) == 0
    assert res(s)[SYN] == 31


def test_8_5_3_construct_in_1_space_at_35_resources():
    s = syn_state(_construct_spaces(), {SYN: 35})
    np_turn(s)
    assert piece(s, "havana", L.CAS_CLOSED) + piece(s, "matanzas", L.CAS_CLOSED) == 1
    assert res(s)[SYN] == 30


def test_8_5_3_final_propaganda_next_opens_closed_casinos_where_the_syndicate_has_no_cash_first():
    spaces = {"havana": {"syndicate": {"closed_casinos": 1, "underground": 1}, "govt": {"police": 3},
                         "cash": {"syndicate_underground": 1}},
              "matanzas": {"syndicate": {"closed_casinos": 1, "underground": 1}, "govt": {"police": 2}}}
    s = syn_state(spaces, {SYN: 10}, played=39)
    notes = np_turn(s)
    assert noted(notes, T.SYN_CONSTRUCT_OPEN, "matanzas")
    assert piece(s, "matanzas", L.CAS_OPEN) == 1 and piece(s, "matanzas", L.CAS_CLOSED) == 0
    assert piece(s, "havana", L.CAS_CLOSED) == 1 and res(s)[SYN] == 5


def _greek_spaces():
    return {"havana": {"syndicate": {"open_casinos": 1, "underground": 1}, "govt": {"police": 3}},
            "matanzas": {"syndicate": {"closed_casinos": 1, "underground": 1}, "govt": {"police": 2}}}


def test_8_5_3_step_3_the_greek_places_no_casino_while_a_controlled_space_has_a_closed_one():
    s = syn_state(_greek_spaces(), {SYN: 6})
    notes = np_turn(s)
    assert T.SYN_CONSTRUCT not in codes(notes) and T.SYN_TERROR in codes(notes)
    assert closed_on_map(s) == 1


def test_8_5_3_english_option_places_new_casinos_all_the_same():
    s = syn_state(_greek_spaces(), {SYN: 6}, options={"np_construct_english": True})
    notes = np_turn(s)
    assert T.SYN_CONSTRUCT_PLACE in codes(notes) and closed_on_map(s) == 2


def test_8_5_3_no_construct_when_the_cash_on_the_map_matches_available_and_closed_casinos():
    # 7 open Casinos: 3 Available + 0 closed = 3 Cash markers on the map -> not more -> Terror
    spaces = {"havana": {"syndicate": {"open_casinos": 2, "underground": 1}, "govt": {"police": 4},
                         "cash": {"syndicate_underground": 3}},
              "la_habana": {"syndicate": {"open_casinos": 2, "underground": 1}},
              "matanzas": {"syndicate": {"open_casinos": 2, "underground": 1}},
              "las_villas": {"syndicate": {"open_casinos": 1, "underground": 1}},
              "ec_pinar_habana": {"govt": {"police": 1}}, "ec_lasvillas_camaguey": {"govt": {"police": 1}}}
    s = syn_state(spaces, {SYN: 10})
    notes = np_turn(s)
    assert T.SYN_CONSTRUCT not in codes(notes) and codes(notes)[:2] == [T.SYN_TERROR, T.SYN_TERROR_RANDOM]


# ============================================================== 8.5.4 Terror
def _victory_26july_spaces():
    return {"havana": {"support": "active_opposition", "syndicate": {"underground": 1}},
            "la_habana": {"support": "active_opposition"}, "matanzas": {"support": "active_opposition"},
            "camaguey_city": {"syndicate": {"underground": 1}}}


def test_8_5_4_terror_step_1_in_opposition_when_26july_is_a_player_at_victory():
    s = syn_state(_victory_26july_spaces(), {SYN: 4})
    notes = np_turn(s)
    assert codes(notes)[:2] == [T.SYN_TERROR, T.SYN_TERROR_OPPOSITION] and noted(notes, T.SYN_TERROR_OPPOSITION, "havana")
    assert piece(s, "havana", L.SYN_A) == 1 and piece(s, "havana", L.SUPPORT) == -1 and piece(s, "havana", L.TERROR) == 1
    assert piece(s, "camaguey_city", L.SYN_U) == 1 and res(s)[SYN] == 3


def test_8_5_4_terror_step_3_random_when_26july_is_not_a_player():
    s = syn_state(_victory_26july_spaces(), {SYN: 4}, players=[GOVT, DR])
    notes = np_turn(s)
    assert T.SYN_TERROR_OPPOSITION not in codes(notes) and T.SYN_TERROR_RANDOM in codes(notes)
    assert piece(s, "havana", L.SYN_U) + piece(s, "camaguey_city", L.SYN_U) == 1


def test_8_5_4_terror_step_2_in_support_when_the_government_is_a_player_at_victory():
    spaces = {"havana": {"support": "active_support", "syndicate": {"underground": 1}},
              "camaguey_city": {"support": "active_support"}, "santiago_de_cuba": {"support": "active_support"},
              "la_habana": {"support": "active_support"}, "pinar_del_rio": {"support": "active_support"},
              "matanzas": {"support": "active_opposition"}, "las_villas": {"support": "active_opposition"},
              "camaguey_province": {"support": "active_opposition"},
              "oriente": {"support": "active_opposition", "syndicate": {"underground": 1}},
              "sierra_maestra": {"support": "active_opposition", "26july": {"bases": 2}},
              "ec_oriente_sierra": {"govt": {"police": 1}}}
    s = syn_state(spaces, {SYN: 4})
    notes = np_turn(s)
    assert noted(notes, T.SYN_TERROR_OPPOSITION, "oriente") and noted(notes, T.SYN_TERROR_SUPPORT, "havana")
    assert piece(s, "oriente", L.SUPPORT) == -1 and piece(s, "havana", L.SUPPORT) == 1
    assert res(s)[SYN] == 2


def test_8_5_4_option_terror_shift_needs_support_or_opposition():
    spaces = {"havana": {"support": "passive_support", "syndicate": {"underground": 1}},
              "camaguey_city": {"syndicate": {"underground": 1}}}
    s = syn_state(spaces, {SYN: 4}, options={"np_terror_shift": True})
    notes = np_turn(s)
    assert noted(notes, T.SYN_TERROR_RANDOM, "havana") and piece(s, "camaguey_city", L.SYN_U) == 1


def test_8_5_4_pass_without_underground_syndicate_guerrillas():
    s = syn_state({"camaguey_city": {"syndicate": {"active": 1}}}, {SYN: 3})
    notes = np_turn(s)
    assert codes(notes) == [T.SYN_PASS] and res(s)[SYN] == 4


def test_8_1_minimum_resources_pass_even_when_a_free_march_exists():
    s = syn_state({"la_habana": {"syndicate": {"underground": 1}}}, {SYN: 0})
    notes = np_turn(s)
    assert codes(notes) == [T.PASS_MIN_RESOURCES] and res(s)[SYN] == 1
    assert piece(s, "ec_pinar_habana", L.SYN_U) == 0


# ============================================================== 8.5.5 Special Activities
def test_8_5_5_profit_first_where_the_syndicate_has_no_cash():
    spaces = {"pinar_del_rio": {"syndicate": {"closed_casinos": 1}},
              "havana": {"syndicate": {"open_casinos": 1, "underground": 1}, "govt": {"police": 3},
                         "cash": {"syndicate_underground": 1}},
              "la_habana": {"syndicate": {"open_casinos": 1, "underground": 1}, "26july": {"active": 1}},
              "matanzas": {"syndicate": {"open_casinos": 1, "underground": 1}}}
    s = syn_state(spaces, {SYN: 5})
    np_turn(s)
    assert cash(s, "la_habana", L.SYN_U) == 1 and cash(s, "matanzas", L.SYN_U) == 1 and cash(s, "havana", L.SYN_U) == 1


def test_8_5_5_profit_then_where_no_other_faction_has_pieces():
    spaces = {"pinar_del_rio": {"syndicate": {"closed_casinos": 1}},
              "havana": {"syndicate": {"open_casinos": 1, "underground": 1}, "govt": {"police": 3},
                         "cash": {"syndicate_underground": 1}},
              "las_villas": {"syndicate": {"open_casinos": 1, "underground": 1}, "cash": {"syndicate_underground": 1}},
              "matanzas": {"syndicate": {"open_casinos": 1, "underground": 1}}}
    s = syn_state(spaces, {SYN: 5})
    notes = np_turn(s)
    assert noted(notes, T.SYN_PROFIT_SPACE, "matanzas") and noted(notes, T.SYN_PROFIT_SPACE, "las_villas")
    assert cash(s, "las_villas", L.SYN_U) == 2 and cash(s, "havana", L.SYN_U) == 1


def _muscle_spaces():
    return {"sierra_maestra": {"syndicate": {"active": 6}}, "ec_oriente_sierra": {"govt": {"police": 1}},
            "matanzas": {"govt": {"police": 1}},
            "las_villas": {"syndicate": {"open_casinos": 1}, "26july": {"underground": 3}},
            "oriente": {"syndicate": {"open_casinos": 1}, "dr": {"underground": 2}},
            "havana": {"govt": {"troops": 3}}, "camaguey_city": {"govt": {"troops": 1}}}


def test_8_5_5_muscle_2_troops_into_a_26july_controlled_casino_province_from_the_most_troops():
    s = syn_state(_muscle_spaces(), {SYN: 5})
    notes = np_turn(s)
    assert codes(notes)[0] == T.SYN_CONSTRUCT and noted(notes, T.SYN_MUSCLE)
    assert noted(notes, T.SYN_MUSCLE_SPACE, "las_villas") and noted(notes, T.SYN_MUSCLE_FROM, "havana")
    assert piece(s, "las_villas", L.TROOPS) == 2 and piece(s, "havana", L.TROOPS) == 1
    assert piece(s, "camaguey_city", L.TROOPS) == 1 and piece(s, "oriente", L.TROOPS) == 0


def test_8_5_5_muscle_into_dr_control_when_no_26july_controlled_casino():
    spaces = _muscle_spaces()
    del spaces["las_villas"]
    s = syn_state(spaces, {SYN: 5})
    notes = np_turn(s)
    assert noted(notes, T.SYN_MUSCLE_SPACE, "oriente") and piece(s, "oriente", L.TROOPS) == 2


def test_8_5_5_bribe_after_terror_smuggles_the_cash_it_frees():
    s = syn_state({"camaguey_city": {"syndicate": {"underground": 2}, "26july": {"active": 1},
                                     "cash": {"26july_active": 1}}}, {SYN: 4})
    notes = np_turn(s)
    assert codes(notes)[:2] == [T.SYN_TERROR, T.SYN_TERROR_RANDOM]
    assert noted(notes, T.SYN_BRIBE_SMUGGLE, "camaguey_city")
    assert piece(s, "camaguey_city", L.M26_A) == 0 and cash(s, "camaguey_city", L.SYN_U) == 1
    assert res(s)[SYN] == 0


def test_8_5_5_bribe_26july_or_dr_pieces_where_a_casino_is_open_before_other_syndicate_spaces():
    spaces = {"havana": {"syndicate": {"open_casinos": 1, "underground": 1}, "dr": {"underground": 1},
                         "govt": {"police": 3}},
              "matanzas": {"syndicate": {"underground": 1}, "26july": {"underground": 1}}}
    s = syn_state(spaces, {SYN: 4})
    notes = np_turn(s)
    assert noted(notes, T.SYN_BRIBE_CASINO, "havana")
    assert piece(s, "havana", L.DR_U) == 0 and piece(s, "havana", L.POLICE) == 3
    assert piece(s, "matanzas", L.M26_U) == 1 and res(s)[SYN] == 0


def test_8_5_5_bribe_ecs_last_among_syndicate_spaces():
    spaces = {"ec_pinar_habana": {"syndicate": {"underground": 1}, "26july": {"underground": 1}},
              "matanzas": {"syndicate": {"underground": 1}, "dr": {"underground": 1}}}
    s = syn_state(spaces, {SYN: 4})  # Terror costs 1 in Matanzas, 0 in the EC: 3 are left for the Bribe
    notes = np_turn(s)
    assert noted(notes, T.SYN_BRIBE_SYNDICATE, "matanzas") and piece(s, "matanzas", L.DR_U) == 0
    assert piece(s, "ec_pinar_habana", L.M26_U) == 1 and res(s)[SYN] in (0, 1)


def test_8_5_5_no_special_activity_below_3_resources_for_a_bribe():
    s = syn_state({"camaguey_city": {"syndicate": {"underground": 2}, "26july": {"active": 1}}}, {SYN: 2})
    notes = np_turn(s)
    assert T.SYN_BRIBE not in codes(notes) and T.NO_SA in codes(notes)
    assert piece(s, "camaguey_city", L.M26_A) == 1 and res(s)[SYN] == 1


def test_8_5_5_bribe_removes_a_26july_base_first():
    s = syn_state({"havana": {"syndicate": {"open_casinos": 1, "underground": 1}, "26july": {"bases": 1},
                              "govt": {"police": 3}}}, {SYN: 4})
    notes = np_turn(s)
    assert noted(notes, T.SYN_BRIBE_CASINO, "havana") and (T.SYN_BRIBE_TARGET, L.M26_BASE) in notes
    assert piece(s, "havana", L.M26_BASE) == 0 and piece(s, "havana", L.POLICE) == 3 and res(s)[SYN] == 0
