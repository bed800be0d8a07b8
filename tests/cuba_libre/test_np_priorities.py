"""Chapter 8 priority lists box by box: each position offers at least two candidates that the box's
priority orders differently, and the test asserts the one it picks (np_helpers.np_turn). The Government
(8.8) and 26July (8.7) Non-players are 2nd Eligible after an Op; the others are players."""
from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME
from engine.cuba_libre.nonplayer import trace as T

from .helpers import piece, top
from .np_helpers import GOVT, M26, codes, decide, fx_state, govt_state, m26_state, noted, np_turn

GF, M26F = D.GOVT, D.M26
CITIES_OK = {"havana": {"govt": {"police": 2, "troops": 2}}, "camaguey_city": {"govt": {"police": 1, "troops": 1}},
             "santiago_de_cuba": {"govt": {"police": 1, "troops": 1}}}


def cities(**changes):
    spaces = dict(CITIES_OK)
    spaces.update(changes)
    return spaces


def embargoed(spaces, resources):
    """The Government with the US Alliance Embargoed: no Air Strike (8.8.3), Assault costs 4."""
    s = fx_state(GF, spaces, resources)
    s[L.ALLIANCE] = 2
    return s


# ============================================================== 8.8.2 Train
def test_8_8_2_train_places_police_first_then_alternates():
    s = govt_state(cities(santiago_de_cuba={"govt": {"police": 1}}), {GOVT: 2})
    placed = []
    while GAME.current_player(s) == GF and not GAME.is_terminal(s):
        a, notes = decide(s)
        if top(s, 0) == L.FR_PIECES and top(s, 2) == L.PU_TRAIN:
            placed.append(a - L.A_PIECE0)
        GAME.step(s, a)
        if codes(notes) and codes(notes)[-1] in (T.GOVT_TRANSPORT, T.NO_SA):
            break
    assert placed == [L.POLICE, L.TROOPS, L.POLICE, L.TROOPS]


def test_8_8_2_train_first_where_there_is_no_government_control():
    # 1 space paid: Santiago lacks Control, Havana only Police.
    spaces = cities(havana={"govt": {"troops": 2}},
                    santiago_de_cuba={"govt": {"police": 1, "troops": 1}, "26july": {"underground": 3}})
    s = govt_state(spaces, {GOVT: 2})
    notes = np_turn(s, GF)
    assert noted(notes, T.GOVT_TRAIN_CUBES, "santiago_de_cuba") and not noted(notes, T.GOVT_TRAIN_CUBES, "havana")


def test_8_8_2_train_then_where_there_are_no_police_before_no_troops():
    spaces = cities(havana={"govt": {"police": 2}}, santiago_de_cuba={"govt": {"troops": 1}})
    s = govt_state(spaces, {GOVT: 2})
    notes = np_turn(s, GF)
    assert noted(notes, T.GOVT_TRAIN_CUBES, "santiago_de_cuba") and not noted(notes, T.GOVT_TRAIN_CUBES, "havana")


# ============================================================== 8.8.2 Transport
def transport_position(**dests):
    return cities(santiago_de_cuba={"govt": {"police": 1}}, **dests)  # Train in Santiago, then Transport


def test_8_8_2_transport_first_to_a_province_with_police_and_no_troops():
    s = govt_state(transport_position(matanzas={"govt": {"police": 1}}, oriente={"26july": {"active": 2}}), {GOVT: 2})
    notes = np_turn(s, GF)
    assert T.GOVT_TRANSPORT in codes(notes) and noted(notes, T.GOVT_TRANSPORT_TO, "matanzas")
    assert piece(s, "matanzas", L.TROOPS) > 0 and piece(s, "oriente", L.TROOPS) == 0


def test_8_8_2_transport_then_where_active_guerrillas_outnumber_troops():
    s = govt_state(transport_position(oriente={"26july": {"active": 2}}, camaguey_province={"dr": {"underground": 1}}),
                   {GOVT: 2})
    notes = np_turn(s, GF)
    assert noted(notes, T.GOVT_TRANSPORT_TO, "oriente") and piece(s, "oriente", L.TROOPS) > 0


def test_8_8_2_transport_then_where_another_faction_loses_control():
    s = govt_state(transport_position(camaguey_province={"dr": {"underground": 1}}, oriente={"govt": {"troops": 1}}),
                   {GOVT: 2})
    notes = np_turn(s, GF)
    assert noted(notes, T.GOVT_TRANSPORT_TO, "camaguey_province") and piece(s, "camaguey_province", L.TROOPS) > 0


# ============================================================== 8.8.4 Sweep step 1
def test_8_8_4_sweep_support_first_over_cubes_already_there():
    # 1 space paid: La Habana (Support, Troops come from Havana) before Matanzas (cubes there).
    spaces = cities(la_habana={"support": "passive_support", "26july": {"underground": 1}},
                    matanzas={"govt": {"troops": 1}, "26july": {"underground": 1}})
    s = govt_state(spaces, {GOVT: 2})
    notes = np_turn(s, GF)
    assert codes(notes)[0] == T.GOVT_SWEEP and noted(notes, T.GOVT_SWEEP_SPACE, "la_habana")
    assert not noted(notes, T.GOVT_SWEEP_SPACE, "matanzas") and piece(s, "matanzas", L.M26_U) == 1


def test_8_8_4_sweep_then_havana_over_cubes_elsewhere():
    spaces = cities(havana={"govt": {"police": 2, "troops": 2}, "dr": {"underground": 1}},
                    matanzas={"govt": {"troops": 1}, "26july": {"underground": 1}})
    s = govt_state(spaces, {GOVT: 2})
    notes = np_turn(s, GF)
    assert noted(notes, T.GOVT_SWEEP_SPACE, "havana") and piece(s, "havana", L.DR_U) == 0


def test_8_8_4_sweep_then_where_cubes_already_are():
    # Matanzas (its own Troops) before Oriente (Troops only next door in Camaguey).
    spaces = cities(matanzas={"govt": {"troops": 1}, "26july": {"underground": 1}},
                    oriente={"26july": {"underground": 1}}, camaguey_province={"govt": {"troops": 3}})
    s = govt_state(spaces, {GOVT: 2})
    notes = np_turn(s, GF)
    assert noted(notes, T.GOVT_SWEEP_SPACE, "matanzas") and piece(s, "oriente", L.M26_U) == 1


# ============================================================== 8.8.5 Assault step 1 and step 2
def test_8_8_5_assault_space_removing_a_base_before_more_guerrillas():
    spaces = cities(matanzas={"govt": {"troops": 1}, "26july": {"bases": 1}},
                    oriente={"govt": {"troops": 3}, "26july": {"active": 3}})
    s = govt_state(spaces, {GOVT: 2})
    notes = np_turn(s, GF)
    assert codes(notes)[0] == T.GOVT_ASSAULT and noted(notes, T.GOVT_ASSAULT_SPACE, "matanzas")
    assert piece(s, "matanzas", L.M26_BASE) == 0


def test_8_8_5_assault_space_taking_cash_before_more_guerrillas():
    spaces = cities(matanzas={"govt": {"troops": 1}, "dr": {"active": 1}, "cash": {"dr_active": 1}},
                    oriente={"govt": {"troops": 3}, "26july": {"active": 3}})
    s = embargoed(spaces, {GOVT: 4})
    notes = np_turn(s, GF)
    assert noted(notes, T.GOVT_ASSAULT_SPACE, "matanzas") and piece(s, "oriente", L.M26_A) == 3


def test_8_8_5_assault_space_with_the_most_guerrillas():
    spaces = cities(matanzas={"govt": {"troops": 1}, "26july": {"active": 1}},
                    oriente={"govt": {"troops": 3}, "26july": {"active": 3}})
    s = embargoed(spaces, {GOVT: 4})
    notes = np_turn(s, GF)
    assert noted(notes, T.GOVT_ASSAULT_SPACE, "oriente") and piece(s, "matanzas", L.M26_A) == 1


def assault_targets(target_space):
    """Oriente's Base makes the Assault (Embargoed: 2 spaces, no Air Strike); then 1 removal in Matanzas."""
    return cities(oriente={"govt": {"troops": 1}, "26july": {"bases": 1}}, matanzas=target_space)


def test_8_8_5_targets_26july_before_dr_and_syndicate():
    s = embargoed(assault_targets({"govt": {"troops": 1}, "26july": {"active": 1}, "dr": {"active": 1},
                                   "syndicate": {"active": 1}}), {GOVT: 8})
    np_turn(s, GF)
    assert [piece(s, "matanzas", c) for c in (L.M26_A, L.DR_A, L.SYN_A)] == [0, 1, 1]


def test_8_8_5_targets_dr_before_syndicate():
    s = embargoed(assault_targets({"govt": {"troops": 1}, "dr": {"active": 1}, "syndicate": {"active": 1}}), {GOVT: 8})
    np_turn(s, GF)
    assert [piece(s, "matanzas", c) for c in (L.DR_A, L.SYN_A)] == [0, 1]


def test_8_8_5_targets_a_base_as_soon_as_it_can_be_removed():
    # A DR Base without DR Guerrillas before a 26July Guerrilla; a 26July Base once its Guerrilla is gone.
    s = embargoed(assault_targets({"govt": {"troops": 1}, "dr": {"bases": 1}, "26july": {"active": 1}}), {GOVT: 8})
    np_turn(s, GF)
    assert [piece(s, "matanzas", c) for c in (L.DR_BASE, L.M26_A)] == [0, 1]
    s = embargoed(assault_targets({"govt": {"troops": 2}, "26july": {"active": 1, "bases": 1}, "dr": {"active": 1}}),
                  {GOVT: 8})
    np_turn(s, GF)
    assert [piece(s, "matanzas", c) for c in (L.M26_A, L.M26_BASE, L.DR_A)] == [0, 0, 1]


def test_8_8_5_targets_a_piece_with_cash_first():
    s = embargoed(assault_targets({"govt": {"troops": 1}, "26july": {"active": 1}, "dr": {"active": 1},
                                   "cash": {"dr_active": 1}}), {GOVT: 8})
    np_turn(s, GF)
    assert [piece(s, "matanzas", c) for c in (L.M26_A, L.DR_A)] == [1, 0]


# ============================================================== 8.8.3 Air Strike and Reprisal
def air_strike(**targets):
    """Assault in Las Villas (its Base), then the Air Strike among `targets`."""
    return cities(las_villas={"govt": {"troops": 2}, "26july": {"bases": 1}}, **targets)


def test_8_8_3_air_strike_a_26july_base_before_a_26july_guerrilla():
    s = govt_state(air_strike(oriente={"26july": {"active": 2}}, camaguey_province={"26july": {"bases": 1}}), {GOVT: 2})
    notes = np_turn(s, GF)
    assert T.GOVT_AIR_STRIKE in codes(notes) and noted(notes, T.GOVT_SA_SPACE, "camaguey_province")
    assert piece(s, "camaguey_province", L.M26_BASE) == 0 and piece(s, "oriente", L.M26_A) == 2


def test_8_8_3_air_strike_a_dr_base_before_a_26july_guerrilla():
    s = govt_state(air_strike(oriente={"26july": {"active": 2}}, camaguey_province={"dr": {"bases": 1}}), {GOVT: 2})
    notes = np_turn(s, GF)
    assert noted(notes, T.GOVT_SA_SPACE, "camaguey_province") and piece(s, "camaguey_province", L.DR_BASE) == 0


def test_8_8_3_air_strike_a_dr_guerrilla_by_a_cube_before_a_last_26july_guerrilla():
    spaces = air_strike(oriente={"26july": {"active": 1}}, camaguey_province={"dr": {"active": 1}, "govt": {"police": 1}})
    s = govt_state(spaces, {GOVT: 2})
    notes = np_turn(s, GF)
    assert noted(notes, T.GOVT_SA_SPACE, "camaguey_province") and piece(s, "oriente", L.M26_A) == 1


def test_8_8_3_air_strike_provinces_before_ecs():
    s = govt_state(air_strike(ec_oriente_sierra={"26july": {"active": 2}, "govt": {"police": 2}},  # no Garrison
                              oriente={"26july": {"active": 2}}), {GOVT: 2})
    notes = np_turn(s, GF)
    assert noted(notes, T.GOVT_SA_SPACE, "oriente") and piece(s, "ec_oriente_sierra", L.M26_A) == 2


def test_8_8_3_reprisal_when_embargoed_in_the_highest_pop_space_26july_underground_first():
    spaces = assault_targets({"govt": {"troops": 1}})
    spaces["havana"] = {"support": "passive_opposition", "govt": {"police": 3, "troops": 3},
                        "26july": {"underground": 1, "active": 1}, "dr": {"underground": 1}}
    spaces["camaguey_city"] = {"support": "passive_opposition", "govt": {"police": 2, "troops": 1},
                               "26july": {"underground": 1}}
    s = embargoed(spaces, {GOVT: 4})
    notes = np_turn(s, GF)
    assert T.GOVT_REPRISAL in codes(notes) and noted(notes, T.GOVT_SA_SPACE, "havana")
    assert [piece(s, "havana", c) for c in (L.M26_U, L.M26_A, L.DR_U)] == [0, 1, 1]
    assert piece(s, "camaguey_city", L.M26_U) == 1


# ============================================================== 8.7.4 26July Attack and Ambush
# No Rally (8.7.2): 5 Guerrillas Available at most (10 on the map) and no Base to place (all 4 on the map).
OPP = "passive_opposition"  # no Terror shift to make (8.7.1)
NO_RALLY = {"sierra_maestra": {"support": OPP, "26july": {"bases": 2, "underground": 1, "active": 5}},
            "pinar_del_rio": {"26july": {"bases": 2}}}


def test_8_7_4_ambush_in_the_attack_space_with_the_fewest_guerrillas():
    spaces = dict(NO_RALLY)
    spaces["camaguey_province"] = {"support": OPP, "26july": {"underground": 1, "active": 4},
                                   "govt": {"police": 1, "troops": 1}}
    spaces["matanzas"] = {"support": OPP, "26july": {"underground": 1, "active": 3}, "govt": {"police": 1, "troops": 1}}
    s = m26_state(spaces, {M26: 2})
    notes = np_turn(s, M26F)
    assert codes(notes)[0] == T.M26_ATTACK and noted(notes, T.M26_AMBUSH, "matanzas")
    assert noted(notes, T.M26_ATTACK_SPACE, "camaguey_province")


def test_8_7_4_attack_targets_only_government_forces_police_first():
    spaces = dict(NO_RALLY)
    spaces["matanzas"] = {"support": OPP, "26july": {"underground": 1, "active": 3}, "govt": {"police": 1, "troops": 2},
                          "syndicate": {"active": 1}}
    s = m26_state(spaces, {M26: 1})
    notes = np_turn(s, M26F)
    targets = [a for c, a in notes if c == T.M26_TARGET]
    assert noted(notes, T.M26_AMBUSH, "matanzas") and targets == [L.POLICE, L.TROOPS]
    assert [piece(s, "matanzas", c) for c in (L.POLICE, L.TROOPS, L.SYN_A)] == [0, 1, 1]


def test_8_7_4_attack_targets_a_piece_with_cash_first():
    spaces = dict(NO_RALLY)
    spaces["matanzas"] = {"support": OPP, "26july": {"underground": 1, "active": 3}, "govt": {"police": 2},
                          "syndicate": {"active": 1}, "cash": {"syndicate_active": 1}}
    s = m26_state(spaces, {M26: 1})
    np_turn(s, M26F)
    assert [piece(s, "matanzas", c) for c in (L.POLICE, L.SYN_A)] == [1, 0]


# ============================================================== 8.7.2 Infiltrate
def infiltrate(**targets):
    """A Rally in Oriente (a 26July Base), then Infiltrate among `targets` (no Terror shift anywhere)."""
    spaces = {"oriente": {"support": OPP, "26july": {"bases": 1, "underground": 1}}}
    spaces.update({k: v if k.startswith("ec_") else {"support": OPP} | v for k, v in targets.items()})
    return spaces


def test_8_7_2_infiltrate_an_ec_first():
    s = m26_state(infiltrate(ec_oriente_sierra={"govt": {"police": 2}}, camaguey_province={"govt": {"police": 1}}),
                  {M26: 2})
    notes = np_turn(s, M26F)
    assert T.M26_RALLY in codes(notes) and noted(notes, T.M26_INFILTRATE, "ec_oriente_sierra")


def test_8_7_2_infiltrate_to_take_cash_before_the_last_police():
    s = m26_state(infiltrate(sierra_maestra={"govt": {"troops": 1}, "cash": {"troops": 1}},
                             camaguey_province={"govt": {"police": 1}}), {M26: 2})
    notes = np_turn(s, M26F)
    assert noted(notes, T.M26_INFILTRATE, "sierra_maestra")


def test_8_7_2_infiltrate_to_remove_a_last_police():
    s = m26_state(infiltrate(sierra_maestra={"govt": {"police": 1}}, camaguey_province={"govt": {"police": 2}}), {M26: 2})
    notes = np_turn(s, M26F)
    assert noted(notes, T.M26_INFILTRATE, "sierra_maestra") and piece(s, "sierra_maestra", L.POLICE) == 0
