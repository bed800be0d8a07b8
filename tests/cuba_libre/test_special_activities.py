"""Chapter 4 (Special Activities), each played through the engine's decisions with the Operation it
accompanies (4.1.1), asserting the pieces, Resources, Cash and markers after it.

Positions start with all Resources 0 unless they say otherwise; the acting faction is the 1st Eligible
of the card in play. Die rolls (Kidnap) are fixed by setting the state's RNG words (`set_roll`).
"""
import pytest

from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME

from .helpers import (
    CHOICE,
    FLIP,
    SA,
    P,
    at,
    cash,
    frame,
    illegal,
    kind,
    legal,
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


def space_cash(s, sid):
    return sum(piece(s, sid, L.CASH0 + k) for k in range(L.N_CASH_HOLDERS))


def sa_spaces(s):
    assert frame(s)[0] == L.FR_SPACE and frame(s)[3] == L.SP_SA
    return {D.SPACE_IDS[a - L.A_SPACE0] for a in legal(s) if a < D.N_SPACES}


# ============================================================== 4.1 general
def test_4_1_one_special_activity_per_op():
    s = op_state(GOVT, {"havana": {"govt": {"troops": 6}}}, {GOVT: 10})
    play(s, OP + L.OP_TRAIN, at("havana"), DONE, SA(L.SA_TRANSPORT), at("havana"), at("matanzas"), P(L.TROOPS), DONE)
    assert kind(s) == L.FR_OP
    assert not any(L.A_SA0 <= a < L.A_SA0 + L.N_SAS for a in legal(s))


def test_4_1_air_strike_after_own_sweep_activation():
    """4.1: an SA may come after its Op (R121): the Sweep's closing Activation turns Oriente's Guerrilla
    Active, and only then can the Government Air Strike it."""
    s = op_state(GOVT, {"oriente": {"govt": {"troops": 2}, "26july": {"underground": 1}}}, {GOVT: 10})
    play(s, OP + L.OP_SWEEP, at("oriente"), DONE)
    assert kind(s) == L.FR_OP and SA(L.SA_AIR_STRIKE) not in legal(s)  # nothing Active to strike yet
    play(s, DONE)  # the Sweep's Activation
    assert piece(s, "oriente", L.M26_A) == 1
    assert frame(s) == (L.FR_OP, GOVT, L.OP_SWEEP, L.OPF_AFTER)
    assert SA(L.SA_AIR_STRIKE) in legal(s) and DONE in legal(s) and at("oriente") not in legal(s)
    play(s, SA(L.SA_AIR_STRIKE), at("oriente"), P(L.M26_A))
    assert (piece(s, "oriente", L.M26_A), piece(s, "oriente", L.M26_U)) == (0, 0)
    assert kind(s) == L.FR_ACT and s[L.FIRST_ACTION] == L.FA_OP_SA  # the Op is over, with its SA (2.3.4)


def test_4_1_air_strike_after_garrison_activation_in_an_ec():
    """4.1 with 3.2.2: Garrison Activates in every EC once it is done; the Air Strike may follow."""
    s = op_state(GOVT, {"ec_oriente_sierra": {"govt": {"police": 1}, "26july": {"underground": 1}}}, {GOVT: 10})
    play(s, OP + L.OP_GARRISON)
    assert SA(L.SA_AIR_STRIKE) not in legal(s)
    play(s, DONE)  # the Activation in the EC
    assert piece(s, "ec_oriente_sierra", L.M26_A) == 1
    assert frame(s)[3] == L.SP_GARRISON_ASSAULT
    play(s, DONE)  # no free Assault (3.2.2)
    assert frame(s) == (L.FR_OP, GOVT, L.OP_GARRISON, L.OPF_AFTER)
    play(s, SA(L.SA_AIR_STRIKE), at("ec_oriente_sierra"), P(L.M26_A))
    assert piece(s, "ec_oriente_sierra", L.M26_A) == 0


def test_4_1_no_sa_offered_after_the_op_once_taken():
    s = op_state(GOVT, {"oriente": {"govt": {"troops": 2}, "26july": {"underground": 1, "active": 1}}}, {GOVT: 10})
    play(s, OP + L.OP_SWEEP, at("oriente"), DONE, SA(L.SA_AIR_STRIKE), at("oriente"), P(L.M26_A))
    play(s, DONE)  # the Sweep's Activation; its SA was taken: the Op closes
    assert piece(s, "oriente", L.M26_A) == 1 and kind(s) == L.FR_ACT


def test_4_1_1_special_activities_only_with_their_operations():
    s = op_state(GOVT, {"oriente": {"govt": {"troops": 3}, "26july": {"active": 1}}}, {GOVT: 10})
    play(s, OP + L.OP_TRAIN)
    illegal(s, SA(L.SA_AIR_STRIKE))  # Air Strike and Reprisal accompany Garrison, Sweep, Assault only
    assert SA(L.SA_REPRISAL) not in legal(s)
    s = op_state(SYN, {"havana": {"syndicate": {"underground": 1, "open_casinos": 1}, "govt": {"police": 1}}}, {SYN: 9})
    play(s, OP + L.OP_TERROR)
    illegal(s, SA(L.SA_PROFIT))
    assert SA(L.SA_MUSCLE) not in legal(s)
    assert SA(L.SA_BRIBE) in legal(s)  # Bribe accompanies any Op


# ============================================================== 4.2.1 Transport
def test_4_2_1_transport_up_to_3_troops_from_a_city_to_any_space():
    s = op_state(GOVT, {"havana": {"govt": {"troops": 5}}, "matanzas": {"govt": {"troops": 4}},
                        "las_villas": {"govt": {"troops": 2, "bases": 1}}}, {GOVT: 10})
    play(s, OP + L.OP_TRAIN, at("havana"), DONE, SA(L.SA_TRANSPORT))
    assert sa_spaces(s) == {"havana", "las_villas"}  # a City or a Government-Base space; not Matanzas
    play(s, at("havana"), at("sierra_maestra"), P(L.TROOPS), P(L.TROOPS))
    assert frame(s)[0] == L.FR_PIECES
    play(s, P(L.TROOPS))  # the 3rd Troops cube ends it
    assert kind(s) == L.FR_OP
    assert (piece(s, "havana", L.TROOPS), piece(s, "sierra_maestra", L.TROOPS)) == (2, 3)
    assert res(s)[GOVT] == 8  # the SA is free


def test_4_2_1_transport_not_from_a_province_without_government_base():
    s = op_state(GOVT, {"matanzas": {"govt": {"troops": 4}}}, {GOVT: 10})
    play(s, OP + L.OP_TRAIN, at("havana"), DONE)
    illegal(s, SA(L.SA_TRANSPORT))


# ============================================================== 4.2.2 Air Strike
def _air_state(**kw):
    return op_state(GOVT, {"la_habana": {"govt": {"troops": 1}},
                           "oriente": {"26july": {"active": 1, "underground": 1}},
                           "havana": {"dr": {"active": 2}},
                           "camaguey_province": {"dr": {"bases": 1}, "26july": {"underground": 1}},
                           "ec_oriente_sierra": {"syndicate": {"active": 1}}}, {GOVT: 10}, **kw)


def test_4_2_2_air_strike_removes_one_active_guerrilla_in_a_province():
    s = _air_state()
    play(s, OP + L.OP_SWEEP, at("la_habana"), DONE, SA(L.SA_AIR_STRIKE))
    assert sa_spaces(s) == {"oriente", "camaguey_province", "ec_oriente_sierra"}  # never the City Havana
    play(s, at("oriente"))
    assert legal(s) == {P(L.M26_A)}  # not an Underground Guerrilla
    play(s, P(L.M26_A))
    assert (piece(s, "oriente", L.M26_A), piece(s, "oriente", L.M26_U)) == (0, 1)
    assert kind(s) == L.FR_OP


def test_4_2_2_air_strike_removes_base_of_a_faction_without_guerrillas_there():
    s = _air_state()
    play(s, OP + L.OP_SWEEP, at("la_habana"), DONE, SA(L.SA_AIR_STRIKE), at("camaguey_province"),
         P(L.DR_BASE))
    assert piece(s, "camaguey_province", L.DR_BASE) == 0
    assert piece(s, "camaguey_province", L.M26_U) == 1


def test_4_2_2_air_strike_not_when_embargoed():
    s = _air_state(alliance="embargoed")
    play(s, OP + L.OP_SWEEP, at("la_habana"), DONE)
    illegal(s, SA(L.SA_AIR_STRIKE))


def test_4_2_2_air_strike_cash_is_not_captured():
    s = op_state(GOVT, {"oriente": {"govt": {"troops": 1}, "26july": {"active": 1}, "cash": {"26july_active": 1}},
                        "la_habana": {"govt": {"troops": 1}}}, {GOVT: 10})
    play(s, OP + L.OP_SWEEP, at("la_habana"), DONE, SA(L.SA_AIR_STRIKE), at("oriente"), P(L.M26_A))
    assert piece(s, "oriente", L.M26_A) == 0
    assert space_cash(s, "oriente") == 0  # freed: only Capture/Captured Goods/Commandeer/Ransom/Smuggle keep it


# ============================================================== 4.2.3 Reprisal
def test_4_2_3_reprisal_terror_shift_opposition_and_relocate_a_guerrilla():
    s = op_state(GOVT, {"matanzas": {"support": "passive_opposition", "govt": {"troops": 3},
                                     "26july": {"underground": 1}},
                        "havana": {"support": "active_support", "govt": {"troops": 3}},
                        "oriente": {"26july": {"active": 1}, "govt": {"troops": 1}},  # not Controlled
                        "la_habana": {"govt": {"troops": 1}}}, {GOVT: 10})
    play(s, OP + L.OP_SWEEP, at("la_habana"), DONE, SA(L.SA_REPRISAL))
    assert sa_spaces(s) == {"matanzas", "havana", "la_habana"}
    play(s, at("matanzas"))
    assert piece(s, "matanzas", L.TERROR) == 1
    assert piece(s, "matanzas", L.SUPPORT) == 0
    play(s, P(L.M26_U))
    assert at("havana") not in legal(s)  # only to an adjacent space
    play(s, at("las_villas"))
    assert piece(s, "matanzas", L.M26_U) == 0 and piece(s, "las_villas", L.M26_U) == 1


def test_4_2_3_reprisal_does_not_shift_support():
    s = op_state(GOVT, {"havana": {"support": "active_support", "govt": {"troops": 3}},
                        "la_habana": {"govt": {"troops": 1}}}, {GOVT: 10})
    play(s, OP + L.OP_SWEEP, at("la_habana"), DONE, SA(L.SA_REPRISAL), at("havana"))
    assert piece(s, "havana", L.SUPPORT) == 2 and piece(s, "havana", L.TERROR) == 1
    assert kind(s) == L.FR_OP


# ============================================================== 4.3.1 Infiltrate
def test_4_3_1_infiltrate_replaces_police_first_with_underground_guerrilla_and_commandeers_cash():
    s = op_state(M26, {"matanzas": {"govt": {"police": 1, "troops": 1}, "26july": {"underground": 1}},
                       "havana": {"support": "neutral", "govt": {"police": 1}, "cash": {"police": 1}},
                       "la_habana": {"26july": {"underground": 1}}}, {M26: 5})
    play(s, OP + L.OP_RALLY, at("oriente"), CHOICE(0), SA(L.SA_INFILTRATE), at("matanzas"))
    assert (piece(s, "matanzas", L.POLICE), piece(s, "matanzas", L.TROOPS)) == (0, 1)
    assert (piece(s, "matanzas", L.M26_U), piece(s, "matanzas", L.M26_A)) == (2, 0)
    s = op_state(M26, {"havana": {"support": "neutral", "govt": {"police": 1}, "cash": {"police": 1}},
                       "la_habana": {"26july": {"underground": 1}}}, {M26: 5})
    play(s, OP + L.OP_RALLY, at("oriente"), CHOICE(0), SA(L.SA_INFILTRATE), at("havana"))
    assert piece(s, "havana", L.POLICE) == 0 and piece(s, "havana", L.M26_U) == 1
    assert cash(s, "havana", L.M26_U) == 1  # Commandeer


def test_4_3_1_infiltrate_not_where_support_or_far_from_underground_26july():
    s = op_state(M26, {"havana": {"support": "passive_support", "govt": {"police": 2}, "26july": {"underground": 1}},
                       "las_villas": {"govt": {"troops": 1}},  # neighbours: no 26July Guerrilla
                       "camaguey_city": {"govt": {"police": 1}},
                       "camaguey_province": {"26july": {"active": 2}},  # Active only
                       "ec_pinar_habana": {"govt": {"police": 1}},  # adjacent to La Habana
                       "la_habana": {"26july": {"underground": 1}, "support": "passive_support"}}, {M26: 5})
    play(s, OP + L.OP_MARCH, at("oriente"), at("camaguey_province"), P(L.M26_A), DONE, DONE, SA(L.SA_INFILTRATE))
    assert sa_spaces(s) == {"ec_pinar_habana"}


def test_4_3_1_cal_example_infiltrate_spaces_after_26july_rally():
    spaces = GAME.scenario_doc("standard")["position"]["spaces"]
    # The Calixto example's Government had Troops in Sierra Maestra by then (they later Redeploy from
    # there); Infiltrate needs a cube to remove.
    spaces = {**spaces, "sierra_maestra": {**spaces["sierra_maestra"], "govt": {"troops": 2}}}
    s = op_state(M26, spaces, {M26: 10})
    play(s, OP + L.OP_RALLY, at("las_villas"), CHOICE(0), SA(L.SA_INFILTRATE))
    # Las Villas qualifies only through the Guerrilla just placed in it (with or adjacent, U7).
    assert sa_spaces(s) == {"las_villas", "sierra_maestra", "santiago_de_cuba"}
    play(s, at("las_villas"))
    assert piece(s, "las_villas", L.TROOPS) == 2 and piece(s, "las_villas", L.M26_U) == 2


def test_1_4_1_infiltrate_with_no_available_guerrilla_just_removes_the_cube():
    s = op_state(M26, {"matanzas": {"govt": {"police": 1}, "26july": {"underground": 1}},
                       "oriente": {"26july": {"active": 14}}}, {M26: 5})
    play(s, OP + L.OP_MARCH, at("la_habana"), at("matanzas"), P(L.M26_U), DONE, SA(L.SA_INFILTRATE))
    assert "matanzas" in sa_spaces(s)  # adjacent to the Guerrilla now in La Habana
    play(s, at("matanzas"))
    assert piece(s, "matanzas", L.POLICE) == 0
    assert piece(s, "matanzas", L.M26_U) + piece(s, "matanzas", L.M26_A) == 0


# ============================================================== 4.3.2 / 4.4.2 Ambush
@pytest.mark.parametrize("f,u,a", [(M26, L.M26_U, L.M26_A), (DR, L.DR_U, L.DR_A)])
def test_4_3_2_ambush_activates_one_guerrilla_succeeds_without_roll_and_places_one(f, u, a):
    s = op_state(f, {"matanzas": {f: {"underground": 2}, "govt": {"troops": 2, "police": 1}}}, {f: 2})
    rng = s[L.RNG : L.RNG + 4].copy()
    play(s, OP + L.OP_ATTACK, SA(L.SA_AMBUSH), at("matanzas"))
    assert (piece(s, "matanzas", u), piece(s, "matanzas", a)) == (2, 1)  # 1 Activated, 1 placed Underground
    play(s, P(L.TROOPS), P(L.TROOPS))
    assert (piece(s, "matanzas", L.TROOPS), piece(s, "matanzas", L.POLICE)) == (0, 1)
    assert res(s)[f] == 1
    assert (s[L.RNG : L.RNG + 4] == rng).all()  # no die rolled
    assert kind(s) == L.FR_OP and at("matanzas") not in legal(s)


def test_4_3_2_ambush_not_in_resolved_attack_space_nor_without_underground_guerrilla():
    s = op_state(M26, {"matanzas": {"26july": {"underground": 2}, "govt": {"troops": 2}},
                       "oriente": {"26july": {"active": 2}, "govt": {"troops": 1}},
                       "havana": {"26july": {"underground": 1}, "govt": {"police": 1}}}, {M26: 5})
    set_roll(s, 6)
    play(s, OP + L.OP_ATTACK, at("matanzas"))  # fails (6 > 2)
    assert piece(s, "matanzas", L.TROOPS) == 2
    play(s, SA(L.SA_AMBUSH))
    assert sa_spaces(s) == {"havana"}


# ============================================================== 4.3.3 Kidnap
def test_4_3_3_kidnap_takes_a_die_of_government_resources_in_a_city():
    s = op_state(M26, {"havana": {"26july": {"underground": 2}, "govt": {"police": 1}}}, {M26: 1, GOVT: 10})
    play(s, OP + L.OP_TERROR, at("havana"), SA(L.SA_KIDNAP))
    set_roll(s, 4)
    play(s, at("havana"))
    assert res(s) == {GOVT: 6, M26: 4, DR: 0, SYN: 0}
    assert piece(s, "havana", L.TERROR) == 1


def test_4_3_3_kidnap_target_gives_only_what_it_has():
    s = op_state(M26, {"ec_pinar_habana": {"26july": {"underground": 1}}}, {M26: 0, GOVT: 2})
    play(s, OP + L.OP_TERROR, at("ec_pinar_habana"), SA(L.SA_KIDNAP))
    set_roll(s, 5)
    play(s, at("ec_pinar_habana"))
    assert (res(s)[GOVT], res(s)[M26]) == (0, 2)
    assert piece(s, "ec_pinar_habana", L.SABOTAGE) == 1


def _kidnap_casino_city(**cash):
    return op_state(M26, {"havana": {"26july": {"underground": 2}, "govt": {"police": 1},
                                     "syndicate": {"underground": 1, "open_casinos": 1}, **cash}},
                    {M26: 1, GOVT: 10, SYN: 10})


def test_4_3_3_kidnap_ransom_takes_syndicate_cash_and_closes_the_casino():
    s = _kidnap_casino_city(cash={"syndicate_underground": 1})
    play(s, OP + L.OP_TERROR, at("havana"), SA(L.SA_KIDNAP), at("havana"))
    assert frame(s)[:3] == (L.FR_CHOICE, M26, L.CH_KIDNAP)
    assert legal(s) == {CHOICE(0), CHOICE(1)}  # a City with an open Casino: either target
    play(s, CHOICE(1))
    assert cash(s, "havana", L.SYN_U) == 0
    assert cash(s, "havana", L.M26_U) + cash(s, "havana", L.M26_A) == 1
    assert res(s) == {GOVT: 10, M26: 0, DR: 0, SYN: 10}  # no roll: Ransom instead
    assert (piece(s, "havana", L.CAS_OPEN), piece(s, "havana", L.CAS_CLOSED)) == (0, 1)


def test_4_3_3_kidnap_of_government_also_closes_the_casino():
    s = _kidnap_casino_city()
    play(s, OP + L.OP_TERROR, at("havana"), SA(L.SA_KIDNAP), at("havana"))
    set_roll(s, 2)
    play(s, CHOICE(0))
    assert (res(s)[GOVT], res(s)[M26], res(s)[SYN]) == (8, 2, 10)
    assert (piece(s, "havana", L.CAS_OPEN), piece(s, "havana", L.CAS_CLOSED)) == (0, 1)


def test_4_3_3_kidnap_not_in_province_without_casino_nor_where_police_match_guerrillas():
    s = op_state(M26, {"matanzas": {"26july": {"underground": 3}},
                       "havana": {"26july": {"underground": 2}, "govt": {"police": 2}},
                       "pinar_del_rio": {"26july": {"underground": 1}, "syndicate": {"open_casinos": 1}}},
                 {M26: 5, GOVT: 10, SYN: 10})
    play(s, OP + L.OP_TERROR, at("matanzas"), at("havana"), SA(L.SA_KIDNAP))
    assert sa_spaces(s) == {"pinar_del_rio"}  # a Province with an open Casino: the Syndicate is the target
    set_roll(s, 3)
    play(s, at("pinar_del_rio"))
    assert (res(s)[SYN], res(s)[M26]) == (7, 5)  # 5 - 3 Terror spaces + 3
    assert piece(s, "pinar_del_rio", L.CAS_CLOSED) == 1 and piece(s, "pinar_del_rio", L.TERROR) == 1


def test_4_1_example_26july_with_0_resources_kidnaps_to_pay_for_terror():
    s = op_state(M26, {"havana": {"support": "neutral", "26july": {"underground": 2}}}, {M26: 0, GOVT: 10})
    assert OP + L.OP_TERROR in legal(s)
    play(s, OP + L.OP_TERROR)
    assert at("havana") not in legal(s)  # cannot pay yet
    assert SA(L.SA_KIDNAP) in legal(s)
    set_roll(s, 3)
    play(s, SA(L.SA_KIDNAP), at("havana"))
    # +3 from the Government, then the Terror there is paid (1).
    assert (res(s)[GOVT], res(s)[M26]) == (7, 2)
    assert piece(s, "havana", L.TERROR) == 1 and piece(s, "havana", L.SUPPORT) == -1
    assert (piece(s, "havana", L.M26_U), piece(s, "havana", L.M26_A)) == (1, 1)


def test_4_1_kidnap_cannot_fund_terror_by_ransom():
    # 0 Resources and the only target holds Cash there: Ransom brings no Resources to pay the Terror.
    s = op_state(M26, {"pinar_del_rio": {"26july": {"underground": 1}, "syndicate": {"underground": 1,
                       "open_casinos": 1}, "cash": {"syndicate_underground": 1}}}, {M26: 0, SYN: 10})
    illegal(s, OP + L.OP_TERROR)


# ============================================================== 4.4.1 Subvert
def test_4_4_1_subvert_adds_pop_to_dr_resources_and_sets_neutral():
    s = op_state(DR, {"oriente": {"support": "passive_support", "dr": {"underground": 2}},
                      "havana": {"dr": {"underground": 3}}, "matanzas": {"dr": {"underground": 1},
                                                                       "govt": {"troops": 1}}}, {DR: 2})
    play(s, OP + L.OP_RALLY, at("oriente"), CHOICE(0), SA(L.SA_SUBVERT))
    assert sa_spaces(s) == {"oriente"}  # a DR-Controlled Province: not the City Havana, not Matanzas
    play(s, at("oriente"))
    assert res(s)[DR] == 3  # 2 - 1 Rally + Pop 2
    assert piece(s, "oriente", L.SUPPORT) == 0


def test_4_4_1_subvert_not_with_terror():
    s = op_state(DR, {"oriente": {"support": "passive_support", "dr": {"underground": 2}}}, {DR: 2})
    play(s, OP + L.OP_TERROR, at("oriente"))
    illegal(s, SA(L.SA_SUBVERT))


# ============================================================== 4.4.3 Assassinate
def test_4_4_3_assassinate_removes_any_enemy_piece_even_a_protected_base():
    s = op_state(DR, {"havana": {"dr": {"underground": 2}, "govt": {"police": 1},
                                 "26july": {"underground": 1, "bases": 1}}}, {DR: 1})
    play(s, OP + L.OP_TERROR, at("havana"), SA(L.SA_ASSASSINATE), at("havana"))
    assert {P(L.M26_BASE), P(L.M26_U), P(L.POLICE)} <= legal(s)
    play(s, P(L.M26_BASE))
    assert (piece(s, "havana", L.M26_BASE), piece(s, "havana", L.M26_U), piece(s, "havana", L.POLICE)) == (0, 1, 1)
    assert kind(s) == L.FR_OP


def test_4_4_3_assassinate_commandeers_cash_and_closes_casinos():
    s = op_state(DR, {"havana": {"dr": {"underground": 2}, "govt": {"police": 1}, "cash": {"police": 1},
                                 "syndicate": {"open_casinos": 1}}}, {DR: 1})
    play(s, OP + L.OP_TERROR, at("havana"), SA(L.SA_ASSASSINATE), at("havana"), P(L.POLICE))
    assert piece(s, "havana", L.POLICE) == 0
    assert cash(s, "havana", L.DR_U) + cash(s, "havana", L.DR_A) == 1
    s = op_state(DR, {"havana": {"dr": {"underground": 2}, "govt": {"police": 1},
                                 "syndicate": {"open_casinos": 1}}}, {DR: 1})
    play(s, OP + L.OP_TERROR, at("havana"), SA(L.SA_ASSASSINATE), at("havana"), P(L.CAS_OPEN))
    assert (piece(s, "havana", L.CAS_OPEN), piece(s, "havana", L.CAS_CLOSED)) == (0, 1)


def test_4_4_3_assassinate_needs_more_dr_guerrillas_than_police_and_a_terror_space():
    s = op_state(DR, {"havana": {"dr": {"underground": 2}, "govt": {"police": 2}},
                      "matanzas": {"dr": {"underground": 2}, "26july": {"underground": 1}},
                      "oriente": {"dr": {"underground": 2}, "26july": {"underground": 1}}}, {DR: 1})
    play(s, OP + L.OP_TERROR, at("havana"))
    # Havana: 2 Guerrillas vs 2 Police; Matanzas/Oriente: no Resources left to select them for Terror.
    illegal(s, SA(L.SA_ASSASSINATE))
    s = op_state(DR, {"matanzas": {"dr": {"underground": 2}, "26july": {"underground": 1}}}, {DR: 1})
    play(s, OP + L.OP_TERROR, SA(L.SA_ASSASSINATE), at("matanzas"))  # selected for Terror as it acts
    assert piece(s, "matanzas", L.TERROR) == 1 and res(s)[DR] == 0
    play(s, P(L.M26_U))
    assert piece(s, "matanzas", L.M26_U) == 0


# ============================================================== 4.5.1 Profit
def _profit_state(**kw):
    return op_state(SYN, {"havana": {"govt": {"police": 2}, "syndicate": {"underground": 1, "open_casinos": 1}},
                          "la_habana": {"26july": {"underground": 1}, "syndicate": {"open_casinos": 1}},
                          "pinar_del_rio": {"syndicate": {"open_casinos": 2, "active": 1},
                                            "cash": {"syndicate_active": 1}},
                          "matanzas": {"syndicate": {"underground": 1}}}, {SYN: 5}, **kw)


def test_4_5_1_profit_places_cash_under_any_piece_in_two_open_casino_spaces():
    s = _profit_state()
    play(s, OP + L.OP_RALLY, at("matanzas"), CHOICE(0), SA(L.SA_PROFIT))
    assert legal(s) == {CHOICE(0), CHOICE(1)}
    play(s, CHOICE(0))
    assert at("matanzas") not in legal(s)  # no open Casino
    play(s, at("havana"), P(L.POLICE))
    assert cash(s, "havana", L.POLICE) == 1  # the Government now holds it (4.5.2)
    play(s, at("la_habana"), P(L.M26_U))
    assert cash(s, "la_habana", L.M26_U) == 1
    assert kind(s) == L.FR_OP and res(s)[SYN] == 4


def test_4_5_1_profit_cash_in_closes_casinos_and_removes_syndicate_cash_for_3_each():
    s = _profit_state()
    play(s, OP + L.OP_RALLY, at("matanzas"), CHOICE(0), SA(L.SA_PROFIT), CHOICE(1), at("pinar_del_rio"))
    assert legal(s) == {CHOICE(0), CHOICE(1)}
    play(s, CHOICE(0), at("pinar_del_rio"), CHOICE(1), at("havana"), DONE)
    assert (piece(s, "pinar_del_rio", L.CAS_OPEN), piece(s, "pinar_del_rio", L.CAS_CLOSED)) == (1, 1)
    assert cash(s, "pinar_del_rio", L.SYN_A) == 0
    assert (piece(s, "havana", L.CAS_OPEN), piece(s, "havana", L.CAS_CLOSED)) == (0, 1)
    assert res(s)[SYN] == 4 + 9


def test_4_5_1_profit_no_cash_placed_when_all_4_are_on_the_map():
    s = op_state(SYN, {"havana": {"govt": {"police": 2}, "syndicate": {"underground": 1, "open_casinos": 1},
                                  "cash": {"police": 4}}, "matanzas": {"syndicate": {"underground": 1}}}, {SYN: 5})
    play(s, OP + L.OP_RALLY, at("matanzas"), CHOICE(0), SA(L.SA_PROFIT))
    # only cashing in is possible: the Casino space is offered straight away
    assert frame(s)[0] == L.FR_SPACE and frame(s)[3] == L.SP_PROFIT_CASHIN
    play(s, at("havana"))
    assert piece(s, "havana", L.CAS_CLOSED) == 1 and res(s)[SYN] == 7
    # 4.1: the Op goes on after its SA (the one-mode Profit once dropped the Op's own frame)
    play(s, DONE)
    assert kind(s) == L.FR_OP
    play(s, at("havana"), CHOICE(0))
    assert piece(s, "havana", L.SYN_U) == 2


# ============================================================== 4.5.3 Muscle
def _muscle_state():
    return op_state(SYN, {"havana": {"syndicate": {"open_casinos": 1}},
                          "pinar_del_rio": {"syndicate": {"underground": 1, "open_casinos": 1}},
                          "matanzas": {"govt": {"police": 2, "troops": 2}},
                          "santiago_de_cuba": {"govt": {"troops": 1}},
                          "oriente": {"syndicate": {"underground": 1}}}, {SYN: 5})


def test_4_5_3_muscle_police_to_a_casino_city():
    s = _muscle_state()
    play(s, OP + L.OP_RALLY, at("pinar_del_rio"), CHOICE(0), SA(L.SA_MUSCLE))
    assert sa_spaces(s) == {"havana", "pinar_del_rio", "ec_pinar_habana", "ec_lasvillas_camaguey",
                            "ec_oriente_sierra"}
    play(s, at("havana"))
    assert at("santiago_de_cuba") not in legal(s)  # only Police go to a City
    play(s, at("matanzas"), at("matanzas"))
    assert (piece(s, "havana", L.POLICE), piece(s, "matanzas", L.POLICE), piece(s, "havana", L.TROOPS)) == (2, 0, 0)
    assert kind(s) == L.FR_OP


def test_4_5_3_muscle_troops_to_a_province_or_ec():
    s = _muscle_state()
    play(s, OP + L.OP_RALLY, at("oriente"), CHOICE(0), SA(L.SA_MUSCLE), at("pinar_del_rio"), at("santiago_de_cuba"))
    play(s, DONE)  # 1 to 2 cubes
    assert (piece(s, "pinar_del_rio", L.TROOPS), piece(s, "pinar_del_rio", L.POLICE)) == (1, 0)
    s = _muscle_state()
    play(s, OP + L.OP_RALLY, at("oriente"), CHOICE(0), SA(L.SA_MUSCLE), at("ec_oriente_sierra"))
    assert DONE not in legal(s)  # at least 1 cube
    play(s, at("matanzas"), at("santiago_de_cuba"))
    assert piece(s, "ec_oriente_sierra", L.TROOPS) == 2 and piece(s, "matanzas", L.POLICE) == 2


def test_4_5_3_muscle_not_with_terror():
    s = _muscle_state()
    play(s, OP + L.OP_TERROR, at("oriente"))
    illegal(s, SA(L.SA_MUSCLE))


# ============================================================== 4.5.4 Bribe
def test_4_5_4_bribe_costs_3_and_removes_up_to_2_cubes():
    s = op_state(SYN, {"havana": {"govt": {"troops": 3, "police": 1}}, "matanzas": {}}, {SYN: 6})
    play(s, OP + L.OP_RALLY, at("matanzas"), CHOICE(0), SA(L.SA_BRIBE), at("havana"))
    assert res(s)[SYN] == 2
    play(s, P(L.TROOPS), P(L.POLICE))
    assert (piece(s, "havana", L.TROOPS), piece(s, "havana", L.POLICE)) == (2, 0)
    assert kind(s) == L.FR_OP


def test_4_5_4_bribe_flips_guerrillas_either_way():
    s = op_state(SYN, {"havana": {"26july": {"underground": 1}, "dr": {"active": 1}}, "matanzas": {}}, {SYN: 6})
    play(s, OP + L.OP_RALLY, at("matanzas"), CHOICE(0), SA(L.SA_BRIBE), at("havana"), FLIP(L.M26_U), FLIP(L.DR_A))
    assert (piece(s, "havana", L.M26_U), piece(s, "havana", L.M26_A)) == (0, 1)
    assert (piece(s, "havana", L.DR_U), piece(s, "havana", L.DR_A)) == (1, 0)


def test_4_5_4_bribe_removes_an_enemy_base_ignoring_bases_last():
    s = op_state(SYN, {"havana": {"govt": {"troops": 2, "bases": 1}, "26july": {"underground": 1}}, "matanzas": {}},
                 {SYN: 6})
    play(s, OP + L.OP_RALLY, at("matanzas"), CHOICE(0), SA(L.SA_BRIBE), at("havana"))
    assert legal(s) == {CHOICE(0), CHOICE(1), CHOICE(2)}
    play(s, CHOICE(2), P(L.GBASE))
    assert (piece(s, "havana", L.GBASE), piece(s, "havana", L.TROOPS)) == (0, 2)


def test_4_5_4_bribe_smuggle_keeps_the_cash():
    s = op_state(SYN, {"havana": {"dr": {"active": 1}, "syndicate": {"underground": 1}, "cash": {"dr_active": 1}},
                       "matanzas": {}}, {SYN: 6})
    play(s, OP + L.OP_RALLY, at("matanzas"), CHOICE(0), SA(L.SA_BRIBE), at("havana"), P(L.DR_A))
    assert frame(s)[:3] == (L.FR_PIECES, "syndicate", L.PU_CASH)  # Smuggle: where the Cash goes, or decline
    assert legal(s) == {P(L.SYN_U), DONE}
    play(s, P(L.SYN_U))
    assert piece(s, "havana", L.DR_A) == 0
    assert cash(s, "havana", L.SYN_U) == 1


def test_4_5_4_bribe_needs_3_resources():
    s = op_state(SYN, {"havana": {"govt": {"troops": 3}}, "matanzas": {}}, {SYN: 3})
    play(s, OP + L.OP_RALLY, at("matanzas"), CHOICE(0))
    illegal(s, SA(L.SA_BRIBE))


def test_4_5_4_bribe_smuggle_to_any_guerrilla_or_cube_in_the_space():
    s = op_state(SYN, {"havana": {"dr": {"active": 1}, "govt": {"police": 1}, "cash": {"dr_active": 1}},
                       "matanzas": {}}, {SYN: 6})
    play(s, OP + L.OP_RALLY, at("matanzas"), CHOICE(0), SA(L.SA_BRIBE), at("havana"), CHOICE(L.BR_GUERRILLAS), P(L.DR_A))
    # No Syndicate Guerrilla there: the Syndicate may still Smuggle the Cash to the Police cube.
    assert reachable(s, lambda t: kind(t) == L.FR_OP and cash(t, "havana", L.POLICE) == 1,
                     lambda t: kind(t) == L.FR_OP, depth=3)
