"""8.7 Non-player 26July: one position per flowchart branch and priority list, played through the
policy to the end of 26July's turn (np_helpers.np_turn). 26July is 2nd Eligible after an Op; the others
are players."""
from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.nonplayer import trace as T

from .helpers import decline, frame, piece, prop_state, res
from .np_helpers import GOVT, M26, NP_M26, codes, m26_state, noted, np_turn

M26F = D.M26

# No Rally (8.7.2): under 6 Guerrillas Available (10 on the map) and no Base to place (all 4 on the map).
NO_RALLY = {"sierra_maestra": {"26july": {"bases": 2, "active": 6}}, "pinar_del_rio": {"26july": {"bases": 2}}}


def m26_guerrillas(s, sid):
    return piece(s, sid, L.M26_U) + piece(s, sid, L.M26_A)


# ============================================================== 8.7.1 Terror and Kidnap
def test_8_7_1_terror_kidnap_in_an_ec_first_then_every_shift_space():
    s = m26_state({"ec_pinar_habana": {"26july": {"underground": 2}, "govt": {"police": 1}},
                   "havana": {"26july": {"underground": 1}},
                   "matanzas": {"support": "passive_opposition", "26july": {"underground": 1}}},
                  {M26: 5, GOVT: 5})
    notes = np_turn(s, M26F)
    assert codes(notes)[:2] == [T.M26_TERROR, T.M26_KIDNAP] and noted(notes, T.M26_KIDNAP_SPACE, "ec_pinar_habana")
    assert piece(s, "ec_pinar_habana", L.SABOTAGE) == 1
    assert noted(notes, T.M26_TERROR_SHIFT, "havana") and piece(s, "havana", L.SUPPORT) == -1
    assert piece(s, "matanzas", L.M26_U) == 1 and piece(s, "matanzas", L.SUPPORT) == -1
    r = res(s)
    assert r[M26] + r[GOVT] == 9 and r[GOVT] < 5  # the Kidnap's die moved Resources; Havana cost 1


def test_8_7_1_passive_opposition_alone_is_no_terror_without_caracas():
    s = m26_state({"matanzas": {"support": "passive_opposition", "26july": {"underground": 1}}}, {M26: 5})
    notes = np_turn(s, M26F)
    assert T.M26_TERROR not in codes(notes) and codes(notes)[0] == T.M26_RALLY


# ============================================================== 8.7.2 Rally and Infiltrate
def test_8_7_2_rally_steps_then_infiltrate_the_last_police():
    s = m26_state({"las_villas": {"26july": {"active": 2, "bases": 1}, "govt": {"police": 1}},
                   "camaguey_province": {"support": "passive_opposition", "26july": {"underground": 3}},
                   "oriente": {"26july": {"bases": 1}},
                   "sierra_maestra": {"support": "passive_opposition", "26july": {"underground": 1}}}, {M26: 6})
    notes = np_turn(s, M26F)
    assert codes(notes)[0] == T.M26_RALLY
    assert noted(notes, T.M26_RALLY_FLIP, "las_villas") and noted(notes, T.M26_RALLY_BASE, "camaguey_province")
    assert noted(notes, T.M26_RALLY_WITH_BASES, "oriente") and noted(notes, T.M26_RALLY_OTHER, "sierra_maestra")
    assert T.M26_RALLY_RANDOM in codes(notes)
    assert piece(s, "camaguey_province", L.M26_BASE) == 1 and m26_guerrillas(s, "camaguey_province") == 1
    assert piece(s, "oriente", L.M26_U) == 6  # 2 x (1 Base + Pop 2), 3.3.1
    assert piece(s, "sierra_maestra", L.M26_U) == 2
    assert noted(notes, T.M26_INFILTRATE, "las_villas")  # the last Police cube there
    assert piece(s, "las_villas", L.POLICE) == 0 and m26_guerrillas(s, "las_villas") == 3
    assert res(s)[M26] == 1


# ============================================================== 8.7.3 March
def test_8_7_3_march_into_a_government_space_then_closer_to_havana():
    spaces = dict(NO_RALLY)
    spaces["havana"] = {"support": "passive_support", "govt": {"police": 2}}
    spaces["la_habana"] = {"support": "passive_opposition", "26july": {"underground": 4}}
    s = m26_state(spaces, {M26: 3})
    notes = np_turn(s, M26F)
    assert codes(notes)[0] == T.M26_MARCH
    assert noted(notes, T.M26_MARCH_GOVT, "havana") and noted(notes, T.M26_MARCH_FROM, "la_habana")
    assert piece(s, "havana", L.M26_U) == 1  # a 2nd would flip the group (Support, 2 cubes): 8.1.2
    assert noted(notes, T.M26_MARCH_HAVANA, "oriente") and m26_guerrillas(s, "sierra_maestra") == 1
    assert m26_guerrillas(s, "oriente") == 5  # never the last Guerrilla of a space
    assert res(s)[M26] == 1


def test_8_7_3_step_2_into_a_government_controlled_space_moves_from_its_one_origin():
    """Step 1 finds no Opposition space or EC next to Havana; step 2's destination is Havana, which the
    Government Controls: it is still step 2's (R117), so La Habana's Guerrillas move."""
    spaces = {"sierra_maestra": {"26july": {"bases": 2, "active": 2}}, "pinar_del_rio": {"26july": {"bases": 2}},
              "camaguey_province": {"26july": {"active": 2}}, "las_villas": {"26july": {"active": 2}},
              "havana": {"govt": {"police": 2}}, "la_habana": {"26july": {"active": 4}}}
    s = m26_state(spaces, {M26: 1})
    notes = np_turn(s, M26F)
    assert T.M26_MARCH_GOVT not in codes(notes) and noted(notes, T.M26_MARCH_HAVANA, "havana")
    assert noted(notes, T.M26_MARCH_FROM, "la_habana") and m26_guerrillas(s, "havana") == 3


# ============================================================== 8.7.4 Attack and Ambush
def test_8_7_4_attack_4_guerrilla_spaces_and_ambush_in_1_more():
    spaces = dict(NO_RALLY)
    spaces["camaguey_province"] = {"support": "passive_opposition", "26july": {"active": 4},
                                   "govt": {"police": 1, "troops": 1}}
    spaces["matanzas"] = {"support": "passive_opposition", "26july": {"underground": 1}, "govt": {"police": 1}}
    s = m26_state(spaces, {M26: 2})
    notes = np_turn(s, M26F)
    assert codes(notes)[0] == T.M26_ATTACK and noted(notes, T.M26_AMBUSH, "matanzas")
    assert noted(notes, T.M26_ATTACK_SPACE, "camaguey_province")
    assert piece(s, "matanzas", L.POLICE) == 0 and res(s)[M26] == 0


# ============================================================== 8.7.5 Agitation
def _agitation_state(havana, resources):
    s = prop_state(1, players=NP_M26, resources={M26: resources},
                   spaces={"havana": havana, "matanzas": {"support": "passive_support", "26july": {"underground": 1}}})
    decline(s, kinds=(L.FR_CIVIC,))
    assert frame(s)[0] == L.FR_AGITATE
    return s


def test_8_7_5_agitation_highest_pop_first_to_the_maximum():
    s = _agitation_state({"26july": {"underground": 1}}, 2)
    notes = np_turn(s, M26F)
    assert noted(notes, T.M26_AGITATE, "havana")
    assert piece(s, "havana", L.SUPPORT) == -2 and piece(s, "matanzas", L.SUPPORT) == 1


def test_8_7_5_agitation_removes_terror_only_where_a_shift_follows():
    s = _agitation_state({"26july": {"underground": 1}, "terror": 2}, 2)
    np_turn(s, M26F)
    assert piece(s, "havana", L.TERROR) == 2 and piece(s, "matanzas", L.SUPPORT) == -1
