"""8.8 Non-player Government: one position per flowchart branch, played through the policy to the end
of the Government's turn (np_helpers.np_turn). The Government is 2nd Eligible after an Op; the others
are players. `CITIES_OK`: every City has Government Control, Police and Troops (no Train)."""
from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME
from engine.cuba_libre.nonplayer import trace as T

from .helpers import piece, prop_state, res
from .np_helpers import GOVT, NP_GOVT, codes, decide, govt_state, noted, np_turn

GF = D.GOVT
CITIES_OK = {"havana": {"govt": {"police": 2, "troops": 2}}, "camaguey_city": {"govt": {"police": 1, "troops": 1}},
             "santiago_de_cuba": {"govt": {"police": 1, "troops": 1}}}


def test_8_8_2_train_4_cubes_police_first_in_cities_lacking_control_police_troops():
    s = govt_state({"havana": {"26july": {"underground": 2}},
                    "camaguey_city": {"govt": {"police": 1, "troops": 1}},
                    "santiago_de_cuba": {"govt": {"police": 1}}}, {GOVT: 9})
    notes = np_turn(s, GF)
    assert codes(notes)[:2] == [T.GOVT_TRAIN, T.GOVT_TRAIN_CUBES] and notes[1][1] == D.SPACE_INDEX["havana"]
    assert piece(s, "havana", L.POLICE) == 2 and piece(s, "havana", L.TROOPS) == 2
    assert piece(s, "santiago_de_cuba", L.POLICE) == 3 and piece(s, "santiago_de_cuba", L.TROOPS) == 2
    assert res(s)[GOVT] == 9 - 3 * 2


def test_8_8_2_train_step_2_a_base_in_a_province():
    spaces = dict(CITIES_OK)
    spaces["santiago_de_cuba"] = {"govt": {"police": 1}}
    spaces["la_habana"] = {"govt": {"troops": 2}}
    s = govt_state(spaces, {GOVT: 10})
    notes = np_turn(s, GF)
    assert noted(notes, T.GOVT_TRAIN_BASE, "la_habana") and noted(notes, T.GOVT_TRAIN_BASE_PLACE, "la_habana")
    assert piece(s, "la_habana", L.GBASE) == 1 and piece(s, "la_habana", L.TROOPS) == 0


def test_8_8_2_train_step_3_civic_action_without_going_below_9():
    s = govt_state({}, {GOVT: 20})
    notes = np_turn(s, GF)
    cost = int(s[L.OPTIONS + L.OPT_CIVIC_COST])
    assert T.GOVT_TRAIN_CIVIC in codes(notes) and noted(notes, T.GOVT_CIVIC, "havana")
    assert piece(s, "havana", L.SUPPORT) == (20 - 6 - 9) // cost
    assert res(s)[GOVT] >= 9


def test_8_8_3_garrison_cubes_into_an_ec_with_underground_26july_then_assault():
    spaces = dict(CITIES_OK)
    spaces["ec_pinar_habana"] = {"26july": {"underground": 2}}
    s = govt_state(spaces, {GOVT: 5})
    notes = np_turn(s, GF)
    assert codes(notes)[0] == T.GOVT_GARRISON and noted(notes, T.GOVT_GARRISON_TO, "ec_pinar_habana")
    assert piece(s, "ec_pinar_habana", L.POLICE) == 1 and piece(s, "ec_pinar_habana", L.TROOPS) == 1
    assert piece(s, "havana", L.POLICE) == 1  # Police first, from the most Police; never a last Police
    assert piece(s, "ec_pinar_habana", L.M26_U) + piece(s, "ec_pinar_habana", L.M26_A) == 0  # the free Assault
    assert res(s)[GOVT] == 3


def test_8_8_4_sweep_where_support_first_moving_troops_in():
    spaces = dict(CITIES_OK)
    spaces["la_habana"] = {"support": "passive_support", "26july": {"underground": 2}, "govt": {"police": 1}}
    s = govt_state(spaces, {GOVT: 4})
    notes = np_turn(s, GF)
    assert codes(notes)[0] == T.GOVT_SWEEP and noted(notes, T.GOVT_SWEEP_SPACE, "la_habana")
    assert piece(s, "la_habana", L.M26_U) == 0 and piece(s, "la_habana", L.TROOPS) >= 1


def nothing_to_activate():
    spaces = dict(CITIES_OK)
    spaces["matanzas"] = {"26july": {"underground": 2}}  # no cubes there, no Troops next to it
    spaces["pinar_del_rio"] = {"govt": {"police": 1}, "26july": {"underground": 2}}  # Forest: 1 cube Activates none
    spaces["oriente"] = {"govt": {"troops": 3}, "26july": {"active": 3}}  # Assault: 3 Guerrillas
    return spaces


def test_8_8_4_sweep_only_where_it_can_activate_else_assault():
    s = govt_state(nothing_to_activate(), {GOVT: 6})
    notes = np_turn(s, GF)
    assert codes(notes)[0] == T.GOVT_ASSAULT and noted(notes, T.GOVT_ASSAULT_SPACE, "oriente")
    assert piece(s, "oriente", L.M26_A) == 0 and piece(s, "matanzas", L.M26_U) == 2


def test_8_8_4_sweep_where_adjacent_troops_can_move_in_to_activate():
    spaces = nothing_to_activate()
    spaces["las_villas"] = {"govt": {"troops": 3}}  # next to Matanzas, not to Pinar del Rio
    s = govt_state(spaces, {GOVT: 6})
    notes = np_turn(s, GF)
    assert codes(notes)[0] == T.GOVT_SWEEP and noted(notes, T.GOVT_SWEEP_SPACE, "matanzas")
    assert piece(s, "matanzas", L.M26_U) == 0 and piece(s, "pinar_del_rio", L.M26_U) == 2


def test_8_8_4_sweep_then_air_strike_on_a_guerrilla_the_sweep_activated():
    """8.8.4 step 3 "Then SA": the Air Strike comes after the Sweep's Activation (4.1, R121), so it can
    strike a Guerrilla that was Underground when the Sweep began."""
    spaces = dict(CITIES_OK)
    spaces["la_habana"] = {"support": "passive_support", "26july": {"underground": 2}, "govt": {"troops": 2, "police": 1}}
    s = govt_state(spaces, {GOVT: 4})
    notes = np_turn(s, GF)
    assert codes(notes)[0] == T.GOVT_SWEEP and T.GOVT_AIR_STRIKE in codes(notes)
    assert noted(notes, T.GOVT_SA_SPACE, "la_habana")
    assert (piece(s, "la_habana", L.M26_U), piece(s, "la_habana", L.M26_A)) == (0, 1)


def test_8_8_5_assault_a_base_then_air_strike():
    spaces = dict(CITIES_OK)
    spaces["las_villas"] = {"govt": {"troops": 2}, "26july": {"bases": 1}}
    spaces["oriente"] = {"26july": {"active": 2}}
    s = govt_state(spaces, {GOVT: 2})
    notes = np_turn(s, GF)
    assert codes(notes)[0] == T.GOVT_ASSAULT and noted(notes, T.GOVT_ASSAULT_SPACE, "las_villas")
    assert piece(s, "las_villas", L.M26_BASE) == 0
    assert T.GOVT_AIR_STRIKE in codes(notes) and piece(s, "oriente", L.M26_A) == 1


def three_assaults_of_1():
    spaces = dict(CITIES_OK)
    for x in ("matanzas", "camaguey_province", "oriente"):  # 1 removal each, no Control to gain (a Syndicate piece)
        spaces[x] = {"govt": {"troops": 1}, "26july": {"active": 1}, "syndicate": {"underground": 1}}
    return spaces


def test_8_8_5_assault_condition_counts_only_the_spaces_it_can_pay_for():
    s = govt_state(three_assaults_of_1(), {GOVT: 4})  # 2 spaces: 2 Guerrillas, not 3
    a, notes = decide(s)
    assert codes(notes) == [T.GOVT_PASS]


def test_8_8_5_assault_condition_3_guerrillas_over_3_paid_spaces():
    s = govt_state(three_assaults_of_1(), {GOVT: 6})
    a, notes = decide(s)
    assert codes(notes) == [T.GOVT_ASSAULT]


def test_8_8_5_a_syndicate_guerrilla_does_not_shield_a_26july_base():
    spaces = dict(CITIES_OK)
    spaces["matanzas"] = {"govt": {"troops": 1}, "26july": {"bases": 1}, "syndicate": {"active": 1}}
    s = govt_state(spaces, {GOVT: 2})
    notes = np_turn(s, GF)
    assert codes(notes)[0] == T.GOVT_ASSAULT and (T.GOVT_TARGET, L.M26_BASE) in notes
    assert piece(s, "matanzas", L.M26_BASE) == 0 and piece(s, "matanzas", L.SYN_A) == 1


def test_8_8_pass_when_nothing_applies():
    s = govt_state(dict(CITIES_OK), {GOVT: 5})
    notes = np_turn(s, GF)
    assert codes(notes) == [T.GOVT_PASS] and res(s)[GOVT] == 8


def test_8_8_6_civic_action_in_the_support_phase_keeps_9_resources():
    s = prop_state(1, players=NP_GOVT, resources={GOVT: 30}, spaces={"havana": {"govt": {"police": 1, "troops": 1}}})
    assert GAME.current_player(s) == GF and int(s[L.STACK + (int(s[L.STACK_N]) - 1) * 4]) == L.FR_CIVIC
    notes = np_turn(s, GF)
    assert noted(notes, T.GOVT_CIVIC, "havana") and piece(s, "havana", L.SUPPORT) >= 1
    assert res(s)[GOVT] >= 9


def test_8_8_all_four_non_players_play_a_whole_game():
    s = GAME.new_state("standard", 3, {"players": []})
    while not GAME.is_terminal(s):
        a, _ = decide(s)
        GAME.step(s, a)
    assert GAME.result(s)["winner"] is not None
