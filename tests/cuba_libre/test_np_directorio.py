"""8.6 Non-player Directorio: one position per flowchart branch and priority list, played through the
policy to the end of the Directorio's turn (np_helpers.np_turn), asserting the branches and the pieces,
Support and Resources after it. The Directorio is 2nd Eligible after an Op; the others are players."""
from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.nonplayer import trace as T

from .helpers import cash, decline, frame, piece, prop_state, res
from .np_helpers import DR, NP_DR, codes, decide, dr_state, noted, np_turn

DRF = D.DR


def dr_guerrillas(s, sid):
    return piece(s, sid, L.DR_U) + piece(s, sid, L.DR_A)


# No Rally (8.6.2): under 6 DR Guerrillas Available and no Base to place (all 4 DR Bases on the map).
NO_RALLY = {"sierra_maestra": {"dr": {"bases": 2, "active": 4}}, "pinar_del_rio": {"dr": {"bases": 2, "active": 4}}}


# ============================================================== 8.6.1 Terror
def test_8_6_1_terror_in_active_support_then_active_opposition():
    s = dr_state({"havana": {"support": "active_support", "dr": {"underground": 1}},
                  "matanzas": {"support": "active_opposition", "dr": {"underground": 1}},
                  "las_villas": {"dr": {"underground": 1}}}, {DR: 5})
    notes = np_turn(s, DRF)
    assert codes(notes)[:2] == [T.DR_TERROR, T.DR_TERROR_SUPPORT]
    assert noted(notes, T.DR_TERROR_SUPPORT, "havana") and noted(notes, T.DR_TERROR_OPPOSITION, "matanzas")
    assert piece(s, "havana", L.SUPPORT) == 1 and piece(s, "matanzas", L.SUPPORT) == -1
    assert piece(s, "havana", L.DR_A) == 1 and piece(s, "matanzas", L.TERROR) == 1
    assert piece(s, "las_villas", L.DR_U) == 1 and res(s)[DR] == 3
    assert T.NO_SA in codes(notes)  # no Assassination target in a Terror space


def test_8_6_1_terror_step_3_and_assassinate_a_government_base():
    s = dr_state({"pinar_del_rio": {"dr": {"underground": 2}, "govt": {"bases": 1, "police": 1}}}, {DR: 3})
    notes = np_turn(s, DRF)
    assert codes(notes)[0] == T.DR_TERROR and noted(notes, T.DR_TERROR_ASSASSIN, "pinar_del_rio")
    assert noted(notes, T.DR_ASSASSINATE_SPACE, "pinar_del_rio") and (T.DR_TARGET, L.GBASE) in notes
    assert piece(s, "pinar_del_rio", L.GBASE) == 0 and piece(s, "pinar_del_rio", L.POLICE) == 1
    assert res(s)[DR] == 2


def test_8_6_1_assassinate_takes_cash_before_a_casino_or_a_cube():
    s = dr_state({"havana": {"support": "active_support", "dr": {"underground": 2}, "govt": {"police": 1},
                             "syndicate": {"open_casinos": 1, "underground": 1}, "cash": {"syndicate_underground": 1}}},
                 {DR: 3})
    notes = np_turn(s, DRF)
    assert (T.DR_TARGET, L.SYN_U) in notes
    assert piece(s, "havana", L.SYN_U) == 0 and piece(s, "havana", L.CAS_OPEN) == 1 and piece(s, "havana", L.POLICE) == 1
    assert cash(s, "havana", L.DR_U) + cash(s, "havana", L.DR_A) == 1  # 4.4.3 Commandeer


# ============================================================== 8.6.2 Rally and Subvert
def test_8_6_2_rally_steps_1_to_5_then_subvert_the_most_support():
    s = dr_state({"las_villas": {"dr": {"active": 2, "bases": 1}, "govt": {"police": 1}},
                  "matanzas": {"support": "passive_support", "dr": {"underground": 3}},
                  "camaguey_province": {"dr": {"bases": 1}},
                  "la_habana": {"dr": {"underground": 1}}}, {DR: 6})
    notes = np_turn(s, DRF)
    assert codes(notes)[0] == T.DR_RALLY
    assert noted(notes, T.DR_RALLY_FLIP, "las_villas") and noted(notes, T.DR_RALLY_BASE, "matanzas")
    assert noted(notes, T.DR_RALLY_WITH_BASES, "camaguey_province") and noted(notes, T.DR_RALLY_OTHER, "la_habana")
    assert T.DR_RALLY_RANDOM in codes(notes)
    assert piece(s, "las_villas", L.DR_U) == 2 and piece(s, "las_villas", L.DR_A) == 0
    assert piece(s, "matanzas", L.DR_BASE) == 1 and dr_guerrillas(s, "matanzas") == 1
    assert piece(s, "camaguey_province", L.DR_U) == 2  # Pop 1 + 1 Base (R22)
    assert piece(s, "la_habana", L.DR_U) == 2
    # Subvert: 26July is not at victory -> the most Support removed, Passive Support Matanzas (+1 Pop)
    assert noted(notes, T.DR_SUBVERT_SUPPORT, "matanzas") and piece(s, "matanzas", L.SUPPORT) == 0
    assert res(s)[DR] == 6 - 5 + 1


def test_8_6_2_subvert_the_most_opposition_when_26july_is_at_victory():
    s = dr_state({"havana": {"support": "active_opposition"}, "la_habana": {"support": "passive_opposition"},
                  "matanzas": {"support": "passive_opposition", "dr": {"underground": 1}},
                  "oriente": {"support": "passive_opposition", "dr": {"underground": 2}}}, {DR: 5})
    notes = np_turn(s, DRF)
    assert codes(notes)[0] == T.DR_RALLY
    assert noted(notes, T.DR_SUBVERT_OPPOSITION, "oriente") and piece(s, "oriente", L.SUPPORT) == 0
    assert piece(s, "matanzas", L.SUPPORT) == -1


def test_8_6_2_subvert_the_highest_pop_neutral_first_when_no_support():
    s = dr_state({"las_villas": {"dr": {"underground": 1}},
                  "oriente": {"support": "passive_opposition", "dr": {"underground": 1}},
                  "matanzas": {"dr": {"underground": 1}}}, {DR: 5})
    notes = np_turn(s, DRF)
    assert noted(notes, T.DR_SUBVERT_POP, "las_villas")  # Pop 2 and Neutral; Oriente Pop 2 is not Neutral


# ============================================================== 8.6.3 March
def test_8_6_3_march_control_of_the_highest_pop_then_closer_to_havana():
    spaces = dict(NO_RALLY)
    spaces.update({"la_habana": {"dr": {"underground": 4}}, "havana": {"govt": {"police": 2}},
                   "matanzas": {"dr": {"underground": 6}}})
    spaces["sierra_maestra"] = {"dr": {"bases": 2}}
    spaces["pinar_del_rio"] = {"dr": {"bases": 2}}
    s = dr_state(spaces, {DR: 3})
    notes = np_turn(s, DRF)
    assert codes(notes)[0] == T.DR_MARCH
    assert noted(notes, T.DR_MARCH_CONTROL, "havana") and noted(notes, T.DR_MARCH_HAVANA, "la_habana")
    assert dr_guerrillas(s, "havana") == 3  # enough for Control over 2 Police, no more
    assert dr_guerrillas(s, "matanzas") == 1  # never the last Guerrilla (nor DR Control) of an origin
    assert dr_guerrillas(s, "la_habana") == 6
    assert res(s)[DR] == 3 - 2 + 1  # 2 March spaces, then Subvert in a Pop 1 Province


# ============================================================== 8.6.4 Attack and Ambush
def test_8_6_4_attack_with_ambush_where_removing_2_pieces_gives_control():
    spaces = dict(NO_RALLY)
    spaces["havana"] = {"dr": {"underground": 2}, "govt": {"police": 1}, "syndicate": {"underground": 1},
                        "26july": {"underground": 1}}
    s = dr_state(spaces, {DR: 2})
    notes = np_turn(s, DRF)
    assert codes(notes)[0] == T.DR_ATTACK and noted(notes, T.DR_AMBUSH, "havana")
    # targets: the Government first, then the Syndicate; 26July last
    assert piece(s, "havana", L.POLICE) == 0 and piece(s, "havana", L.SYN_U) == 0 and piece(s, "havana", L.M26_U) == 1
    assert res(s)[DR] == 1


def test_8_6_4_without_a_control_attack_the_directorio_marches():
    spaces = dict(NO_RALLY)
    spaces["havana"] = {"dr": {"underground": 1}, "govt": {"police": 3}}
    spaces["la_habana"] = {"dr": {"underground": 3}}
    s = dr_state(spaces, {DR: 3})
    notes = np_turn(s, DRF)
    assert codes(notes)[0] == T.DR_MARCH and T.DR_ATTACK not in codes(notes)


# ============================================================== Expat Backing (Support Phase)
def test_8_6_2_expat_backing_rallies_for_control_of_the_greatest_pop():
    s = prop_state(1, players=NP_DR, spaces={"las_villas": {"dr": {"bases": 1}, "govt": {"police": 1}},
                                             "havana": {"govt": {"police": 1}}, "oriente": {"govt": {"police": 1}}})
    decline(s, kinds=(L.FR_CIVIC, L.FR_AGITATE))
    assert frame(s)[0] == L.FR_EXPAT
    notes = np_turn(s, DRF)
    assert noted(notes, T.DR_EXPAT_CONTROL, "las_villas")
    assert piece(s, "las_villas", L.DR_U) == 3  # Pop 2 + 1 Base


def test_8_6_a_non_player_directorio_2nd_eligible_takes_ops_when_26july_is_a_player():
    from .helpers import state
    from .np_helpers import DR_SECOND, DR_SECOND_FIRST

    s = state(current=DR_SECOND, resources={DR: 2}, players=NP_DR, spaces={"las_villas": {"dr": {"underground": 1}}},
              card_in_play={"executed": [DR_SECOND_FIRST], "first_action": "op_sa"})
    a, notes = decide(s)
    assert codes(notes)[0] == T.EVENT_2ND_ELIGIBLE and a == L.A_OP0 + L.OP_RALLY


def test_8_6_2_rally_step_2_replaces_active_guerrillas_first():
    s = dr_state({"matanzas": {"dr": {"underground": 1, "active": 2}}}, {DR: 2})
    notes = np_turn(s, DRF)
    assert noted(notes, T.DR_RALLY_BASE, "matanzas") and (T.RALLY_BASE_PIECE, L.DR_A) in notes
    assert piece(s, "matanzas", L.DR_BASE) == 1 and piece(s, "matanzas", L.DR_U) == 1 and piece(s, "matanzas", L.DR_A) == 0


def test_8_6_1_assassinate_a_cube_police_first():
    s = dr_state({"havana": {"support": "active_support", "dr": {"underground": 2}, "govt": {"police": 1, "troops": 1}}},
                 {DR: 3})
    notes = np_turn(s, DRF)
    assert (T.DR_TARGET, L.POLICE) in notes
    assert piece(s, "havana", L.POLICE) == 0 and piece(s, "havana", L.TROOPS) == 1


def test_8_6_4_ambush_in_the_attack_space_with_the_fewest_dr_guerrillas():
    spaces = dict(NO_RALLY)
    spaces["havana"] = {"dr": {"underground": 1}, "govt": {"police": 1}}
    spaces["la_habana"] = {"dr": {"underground": 3}, "govt": {"police": 1}}
    s = dr_state(spaces, {DR: 3})
    notes = np_turn(s, DRF)
    assert codes(notes)[:2] == [T.DR_ATTACK, T.DR_AMBUSH] and noted(notes, T.DR_AMBUSH, "havana")
    assert noted(notes, T.DR_ATTACK_SPACE, "la_habana")
    assert piece(s, "havana", L.POLICE) == 0 and res(s)[DR] == 1


def test_8_6_2_rally_step_1_flips_where_all_are_active_with_a_base_without_cubes_r91():
    # «και τυχόν κύβους»: any cubes there may be, none needed. Without step 1, step 3 would place Guerrillas.
    s = dr_state({"matanzas": {"dr": {"active": 2, "bases": 1}}}, {DR: 2})
    notes = np_turn(s, DRF)
    assert codes(notes)[0] == T.DR_RALLY and noted(notes, T.DR_RALLY_FLIP, "matanzas")
    assert piece(s, "matanzas", L.DR_U) == 2 and piece(s, "matanzas", L.DR_A) == 0


def test_8_6_1_terror_step_3_any_assassination_target_even_a_syndicate_guerrilla():
    # Step 3, "finally with another Assassination target": a Syndicate Guerrilla (last in the SA's list).
    s = dr_state({"havana": {"support": "active_support", "dr": {"underground": 1}},
                  "matanzas": {"dr": {"underground": 2}, "syndicate": {"underground": 1}}}, {DR: 3})
    notes = np_turn(s, DRF)
    assert noted(notes, T.DR_TERROR_SUPPORT, "havana") and noted(notes, T.DR_TERROR_ASSASSIN, "matanzas")


def test_8_6_4_ambush_ties_see_every_space_the_attack_may_take():
    # Attack in 3 spaces: Las Villas (5), Matanzas (3), then Oriente or Camaguey (2 each, a tie). The
    # Ambush goes where the fewest are, then to Government targets before 26July ones: Camaguey.
    spaces = {"las_villas": {"dr": {"underground": 5, "bases": 2}, "govt": {"police": 7}},  # 1 removed: DR Control
              "matanzas": {"dr": {"underground": 3, "bases": 2}, "govt": {"police": 1}},
              "oriente": {"dr": {"underground": 2}, "26july": {"active": 1}},
              "camaguey_province": {"dr": {"underground": 2}, "govt": {"troops": 1}}}
    s = dr_state(spaces, {DR: 3})
    notes = np_turn(s, DRF)
    assert codes(notes)[:2] == [T.DR_ATTACK, T.DR_AMBUSH] and noted(notes, T.DR_AMBUSH, "camaguey_province")
    assert noted(notes, T.DR_ATTACK_SPACE, "las_villas") and noted(notes, T.DR_ATTACK_SPACE, "matanzas")


def test_8_6_2_expat_backing_places_a_base_when_no_control_can_be_gained():
    towns = [x for x in D.SPACE_IDS if D.SPACE_TYPE[D.SPACE_INDEX[x]] != D.EC and x != "las_villas"]
    spaces = {x: {"support": "active_opposition" if x == "havana" else "active_support"} for x in towns}  # nobody wins
    spaces["las_villas"] = {"dr": {"underground": 2}, "govt": {"police": 2}, "syndicate": {"underground": 2}}
    s = prop_state(1, players=NP_DR, spaces=spaces)
    decline(s, kinds=(L.FR_CIVIC, L.FR_AGITATE))
    assert frame(s)[0] == L.FR_EXPAT
    notes = np_turn(s, DRF)
    assert noted(notes, T.DR_EXPAT_BASE, "las_villas") and piece(s, "las_villas", L.DR_BASE) == 1


def test_8_6_3_march_step_2_closer_to_havana_when_no_control_is_in_reach():
    spaces = {"sierra_maestra": {"dr": {"bases": 2}}, "pinar_del_rio": {"dr": {"bases": 2}},
              "havana": {"dr": {"active": 7}, "govt": {"police": 5}},
              "la_habana": {"govt": {"police": 5}}, "las_villas": {"govt": {"police": 5}},
              "matanzas": {"dr": {"underground": 3}}}
    s = dr_state(spaces, {DR: 2})
    notes = np_turn(s, DRF)
    assert codes(notes)[0] == T.DR_MARCH and T.DR_MARCH_CONTROL not in codes(notes)
    assert noted(notes, T.DR_MARCH_HAVANA, "la_habana") and noted(notes, T.DR_MARCH_FROM, "matanzas")
    assert dr_guerrillas(s, "la_habana") == 2 and dr_guerrillas(s, "matanzas") == 1  # DR Control of Matanzas kept


def test_8_6_4_attack_takes_cash_first():
    spaces = dict(NO_RALLY)
    spaces["havana"] = {"dr": {"underground": 2}, "govt": {"police": 1}, "26july": {"underground": 1},
                        "cash": {"26july_underground": 1}}
    s = dr_state(spaces, {DR: 2})
    notes = np_turn(s, DRF)
    assert [a for c, a in notes if c == T.DR_TARGET] == [L.M26_U, L.POLICE]
    assert cash(s, "havana", L.DR_U) + cash(s, "havana", L.DR_A) == 1  # 3.3.3 Captured Goods
