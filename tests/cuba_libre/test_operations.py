"""Chapter 3 (Operations): costs (3.1), the COIN Operations (3.2) with 1.4 (forces) and 2.3.5 (LimOp), each
played through the engine's decisions on a concrete position, asserting the pieces, Resources and markers after it.

Positions start with all Resources 0 unless they say otherwise. The card in play is chosen so that the
acting faction is its 1st Eligible (card 1: Government first, 13: 26July, 25: DR, 37: Syndicate).
Die rolls are fixed by setting the state's RNG words to a stream whose next d6 is known (`set_roll`).
"""
import pytest

from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L

from .helpers import (
    CHOICE,
    FIRST,
    P,
    at,
    cash,
    frame,
    illegal,
    kind,
    legal,
    next_actor,
    op_state,
    piece,
    play,
    res,
    state,
)

GOVT, M26, DR, SYN = D.FACTION_IDS
OP = L.A_OP0
DONE = L.A_DONE


def limop_state(f, spaces, resources=None, **kw):
    """f is the 2nd Eligible after the 1st executed an Op only: a LimOp (2.3.4-2.3.5)."""
    first = next(x for x in D.FACTION_IDS if x != f)
    order = [D.FACTION_IDS[i] for i in D.CARD_ORDER[FIRST[first]]]
    assert order.index(first) < order.index(f)
    elig = [first, f]
    return state(current=FIRST[first], spaces=spaces, resources=resources or {}, eligible=elig,
                 card_in_play={"executed": [first], "first_action": "op"}, **kw)


def after_op_done(s):
    """The Op's closing steps are over and its SA may still follow (4.1, R121): the answer declining it."""
    assert frame(s)[0] == L.FR_OP and frame(s)[3] & L.OPF_AFTER
    return DONE



# ============================================================== 3.1 / 3.2 costs, Resources, once per Op
@pytest.mark.parametrize("alliance,cost", [("firm", 2), ("reluctant", 3), ("embargoed", 4)])
def test_3_2_coin_cost_per_space_by_us_alliance(alliance, cost):
    s = op_state(GOVT, {"havana": {"govt": {"troops": 1}}, "matanzas": {"govt": {"troops": 1}}},
                 {GOVT: 10}, alliance=alliance)
    play(s, OP + L.OP_SWEEP, at("havana"), DONE, at("matanzas"), DONE)  # no Troops moved in
    assert res(s)[GOVT] == 10 - 2 * cost


@pytest.mark.parametrize("alliance,cost", [("firm", 2), ("reluctant", 3), ("embargoed", 4)])
def test_3_2_2_garrison_cost_paid_once_in_total(alliance, cost):
    s = op_state(GOVT, {"matanzas": {"govt": {"troops": 2, "police": 2}}}, {GOVT: 9}, alliance=alliance)
    play(s, OP + L.OP_GARRISON)
    assert res(s)[GOVT] == 9 - cost
    play(s, at("havana"), at("matanzas"), P(L.TROOPS), DONE, DONE)
    play(s, at("ec_pinar_habana"), at("matanzas"), P(L.POLICE), DONE, DONE)
    assert res(s)[GOVT] == 9 - cost  # two destinations, still paid once
    assert piece(s, "havana", L.TROOPS) == 1 and piece(s, "ec_pinar_habana", L.POLICE) == 1


def test_3_1_space_not_offered_when_resources_cannot_pay():
    s = op_state(GOVT, {"havana": {"govt": {"troops": 1}}}, {GOVT: 3}, alliance="reluctant")
    play(s, OP + L.OP_TRAIN, at("havana"), DONE)
    assert res(s)[GOVT] == 0
    # 0 Resources left: no further Train space is offered (3.1: pay in full for each space).
    assert kind(s) == L.FR_OP
    assert not any(L.A_SPACE0 <= a < L.A_SPACE0 + D.N_SPACES for a in legal(s))
    illegal(s, at("la_habana"))


def test_3_1_op_not_offered_without_resources():
    s = op_state(GOVT, {"havana": {"govt": {"troops": 1}}}, {GOVT: 1})
    assert OP + L.OP_TRAIN not in legal(s)
    assert OP + L.OP_SWEEP not in legal(s)
    illegal(s, OP + L.OP_GARRISON)


def test_3_1_space_selected_only_once_per_op():
    s = op_state(GOVT, {}, {GOVT: 10})
    play(s, OP + L.OP_TRAIN, at("havana"), P(L.TROOPS), DONE)
    assert piece(s, "havana", L.TROOPS) == 1
    illegal(s, at("havana"))
    assert at("santiago_de_cuba") in legal(s)


# ============================================================== 2.3.5 LimOp
def test_2_3_5_limop_one_space_and_no_special_activity():
    s = limop_state(M26, {"matanzas": {}, "oriente": {}, "las_villas": {"govt": {"police": 1}}}, {M26: 5})
    assert frame(s) == (L.FR_ACT, M26, 2, 1)
    play(s, OP + L.OP_RALLY)
    assert not any(a >= L.A_SA0 and a < L.A_SA0 + L.N_SAS for a in legal(s))  # no Infiltrate (4.1)
    play(s, at("matanzas"), CHOICE(0))
    assert piece(s, "matanzas", L.M26_U) == 1
    assert legal(s) == {DONE}  # 1 space only
    illegal(s, at("oriente"))


def test_2_3_5_limop_march_one_destination_from_several_origins():
    s = limop_state(M26, {"sierra_maestra": {"26july": {"underground": 1}},
                          "camaguey_province": {"26july": {"underground": 1}},
                          "matanzas": {"26july": {"underground": 1}}}, {M26: 5})
    play(s, OP + L.OP_MARCH, at("oriente"))
    play(s, at("sierra_maestra"), P(L.M26_U))
    play(s, at("camaguey_province"), P(L.M26_U))
    play(s, DONE)
    assert piece(s, "oriente", L.M26_U) == 2
    assert res(s)[M26] == 4
    assert legal(s) == {DONE}  # no second destination
    illegal(s, at("las_villas"))


def test_2_3_5_garrison_limop_one_destination_and_assault_only_there():
    s = limop_state(GOVT, {"matanzas": {"govt": {"troops": 3}},
                           "ec_pinar_habana": {"26july": {"underground": 1}},
                           "ec_oriente_sierra": {"govt": {"troops": 2}, "26july": {"active": 1}}},
                    {GOVT: 5})
    play(s, OP + L.OP_GARRISON, at("ec_pinar_habana"), at("matanzas"), P(L.TROOPS), P(L.TROOPS), DONE, DONE)
    assert legal(s) == {DONE}
    illegal(s, at("havana"))
    play(s, DONE)  # activation: 2 cubes in the Cigar EC Activate its Guerrilla
    assert piece(s, "ec_pinar_habana", L.M26_A) == 1
    # 3.2.2 step 3 in a LimOp: the free Assault may be only in the destination EC.
    assert frame(s)[0] == L.FR_SPACE and frame(s)[3] == L.SP_GARRISON_ASSAULT
    assert at("ec_oriente_sierra") not in legal(s)
    play(s, at("ec_pinar_habana"), P(L.M26_A))
    assert piece(s, "ec_pinar_habana", L.M26_A) == 0
    assert res(s)[GOVT] == 3


# ============================================================== 3.2.1 Train
def test_3_2_1_train_places_up_to_4_cubes_in_a_city():
    s = op_state(GOVT, {}, {GOVT: 10})
    play(s, OP + L.OP_TRAIN, at("havana"), P(L.TROOPS), P(L.POLICE), P(L.POLICE))
    assert frame(s)[0] == L.FR_PIECES
    play(s, P(L.TROOPS))  # the 4th cube ends the placement
    assert frame(s)[0] == L.FR_OP
    assert (piece(s, "havana", L.TROOPS), piece(s, "havana", L.POLICE)) == (2, 2)
    assert res(s)[GOVT] == 8


def test_3_2_1_train_places_in_province_only_with_government_base():
    s = op_state(GOVT, {"las_villas": {"govt": {"bases": 1}}, "matanzas": {}}, {GOVT: 10})
    play(s, OP + L.OP_TRAIN, at("matanzas"))
    assert frame(s)[0] == L.FR_OP  # no placement in a Province without a Government Base
    assert piece(s, "matanzas", L.TROOPS) + piece(s, "matanzas", L.POLICE) == 0
    play(s, at("las_villas"), P(L.TROOPS), DONE)
    assert piece(s, "las_villas", L.TROOPS) == 1
    assert res(s)[GOVT] == 6


def test_3_2_1_train_not_in_economic_center():
    s = op_state(GOVT, {}, {GOVT: 10})
    play(s, OP + L.OP_TRAIN)
    illegal(s, at("ec_pinar_habana"))


def test_3_2_1_train_replaces_2_cubes_with_a_base():
    s = op_state(GOVT, {"matanzas": {"govt": {"troops": 2, "police": 1}}}, {GOVT: 10})
    play(s, OP + L.OP_TRAIN, at("matanzas"), DONE)
    assert frame(s)[:3] == (L.FR_CHOICE, GOVT, L.CH_TRAIN)
    play(s, CHOICE(0), at("matanzas"))
    # Troops and Police both there: the Government chooses the 2 cubes.
    assert legal(s) == {P(L.TROOPS), P(L.POLICE)}
    play(s, P(L.POLICE))  # then only Troops are left there: the 2nd cube is a Troops cube
    assert (piece(s, "matanzas", L.TROOPS), piece(s, "matanzas", L.POLICE), piece(s, "matanzas", L.GBASE)) == (1, 0, 1)
    play(s, after_op_done(s))
    assert next_actor(s) == M26


def test_3_2_1_train_base_respects_stacking():
    s = op_state(GOVT, {"matanzas": {"govt": {"troops": 3}, "26july": {"bases": 2}}}, {GOVT: 10})
    play(s, OP + L.OP_TRAIN, at("matanzas"), DONE)
    # No Base possible (2 non-Casino Bases, 1.4.2) and no Civic Action (no Police): the Op just ends.
    assert piece(s, "matanzas", L.GBASE) == 0
    assert next_actor(s) == M26


def test_3_2_1_train_base_only_in_a_selected_space():
    s = op_state(GOVT, {"matanzas": {"govt": {"troops": 2}}, "la_habana": {"govt": {"troops": 2}}}, {GOVT: 10})
    play(s, OP + L.OP_TRAIN, at("matanzas"), DONE, CHOICE(0))
    assert at("la_habana") not in legal(s)
    play(s, at("matanzas"))
    assert piece(s, "matanzas", L.GBASE) == 1 and piece(s, "la_habana", L.GBASE) == 0


def test_3_2_1_train_civic_action_needs_troops_police_control_and_costs_extra():
    s = op_state(GOVT, {"havana": {"support": "neutral", "govt": {"troops": 2, "police": 2}, "terror": 1}},
                 {GOVT: 12})
    play(s, OP + L.OP_TRAIN, at("havana"), DONE, DONE)
    assert res(s)[GOVT] == 10
    play(s, CHOICE(1), at("havana"))  # first step removes the Terror marker (6.3.2)
    assert piece(s, "havana", L.TERROR) == 0 and piece(s, "havana", L.SUPPORT) == 0
    play(s, at("havana"))  # then shifts toward Active Support
    assert piece(s, "havana", L.SUPPORT) == 1
    assert res(s)[GOVT] == 2  # 2 for Train + 4 per Civic Action step
    play(s, after_op_done(s))  # 2 Resources left: no further step
    assert next_actor(s) == M26


def test_3_2_1_train_no_civic_action_without_police():
    s = op_state(GOVT, {"havana": {"govt": {"troops": 3}}}, {GOVT: 12})
    play(s, OP + L.OP_TRAIN, at("havana"), DONE, DONE)
    assert frame(s)[:3] == (L.FR_CHOICE, GOVT, L.CH_TRAIN)
    assert CHOICE(1) not in legal(s)
    assert CHOICE(0) in legal(s)


# ============================================================== 3.2.2 Garrison
def test_3_2_2_garrison_moves_cubes_from_any_space_activates_in_every_ec_then_assault():
    s = op_state(GOVT, {
        "sierra_maestra": {"govt": {"troops": 2}},  # far from the Cigar EC: no adjacency needed
        "havana": {"govt": {"police": 2}},
        "ec_pinar_habana": {"26july": {"underground": 3}},
        "ec_oriente_sierra": {"govt": {"police": 1}, "dr": {"underground": 2}},  # no cube moves here
    }, {GOVT: 10})
    play(s, OP + L.OP_GARRISON, at("ec_pinar_habana"))
    assert at("sierra_maestra") in legal(s)
    play(s, at("sierra_maestra"), P(L.TROOPS), P(L.TROOPS))  # all movable cubes there: the move ends
    play(s, at("havana"), P(L.POLICE), DONE, DONE)
    assert (piece(s, "ec_pinar_habana", L.TROOPS), piece(s, "ec_pinar_habana", L.POLICE)) == (2, 1)
    play(s, DONE)
    # Every EC: 1 Guerrilla Activated per cube.
    assert piece(s, "ec_pinar_habana", L.M26_A) == 3
    assert (piece(s, "ec_oriente_sierra", L.DR_U), piece(s, "ec_oriente_sierra", L.DR_A)) == (1, 1)
    # Then a free Assault in 1 EC.
    assert frame(s)[0] == L.FR_SPACE and frame(s)[3] == L.SP_GARRISON_ASSAULT
    play(s, at("ec_pinar_habana"), P(L.M26_A), P(L.M26_A), P(L.M26_A))
    assert piece(s, "ec_pinar_habana", L.M26_A) == 0
    assert res(s)[GOVT] == 8
    play(s, after_op_done(s))
    assert next_actor(s) == M26


def test_3_2_2_garrison_origin_left_with_nothing_moved_is_closed_for_that_destination():
    # Choosing an origin and moving nothing changes nothing; offering it again would let an agent repeat
    # that pair forever (a tournament game hung so). The origin is closed for this destination only.
    s = op_state(GOVT, {"havana": {"govt": {"troops": 2, "police": 1}},
                        "sierra_maestra": {"govt": {"troops": 1}}}, {GOVT: 10})
    play(s, OP + L.OP_GARRISON, at("ec_pinar_habana"), at("havana"), DONE)
    assert at("havana") not in legal(s) and at("sierra_maestra") in legal(s)
    play(s, at("sierra_maestra"), P(L.TROOPS), DONE, at("ec_oriente_sierra"))
    assert at("havana") in legal(s)  # open again for the next destination
    play(s, at("havana"), P(L.POLICE))
    assert piece(s, "ec_oriente_sierra", L.POLICE) == 1


def test_3_2_2_garrison_not_to_a_province():
    s = op_state(GOVT, {"havana": {"govt": {"troops": 2}}}, {GOVT: 10})
    play(s, OP + L.OP_GARRISON)
    illegal(s, at("matanzas"))
    assert at("havana") in legal(s) and at("ec_pinar_habana") in legal(s)


# ============================================================== 3.2.3 Sweep
def test_3_2_3_sweep_moves_adjacent_troops_only_and_activates_one_per_cube():
    s = op_state(GOVT, {
        "havana": {"govt": {"troops": 2, "police": 2}},
        "matanzas": {"govt": {"troops": 1}},
        "las_villas": {"govt": {"troops": 3}},  # not adjacent to La Habana
        "la_habana": {"govt": {"police": 1}, "26july": {"underground": 3}, "dr": {"underground": 2}},
    }, {GOVT: 10})
    play(s, OP + L.OP_SWEEP, at("la_habana"))
    assert at("havana") in legal(s) and at("matanzas") in legal(s)
    assert at("las_villas") not in legal(s)
    play(s, at("havana"))
    assert P(L.POLICE) not in legal(s)  # only Troops Sweep
    play(s, P(L.TROOPS), P(L.TROOPS))
    play(s, at("matanzas"), P(L.TROOPS), DONE, DONE)
    assert piece(s, "la_habana", L.TROOPS) == 3 and piece(s, "havana", L.POLICE) == 2
    # 4 cubes, 5 Underground of two factions: the Government chooses which 4.
    assert frame(s)[:3] == (L.FR_PIECES, GOVT, L.PU_ACTIVATE)
    play(s, P(L.DR_U), P(L.DR_U), P(L.M26_U), P(L.M26_U))
    assert (piece(s, "la_habana", L.M26_U), piece(s, "la_habana", L.M26_A)) == (1, 2)
    assert (piece(s, "la_habana", L.DR_U), piece(s, "la_habana", L.DR_A)) == (0, 2)
    assert res(s)[GOVT] == 8


def test_3_2_3_sweep_in_forest_activates_one_per_two_cubes():
    s = op_state(GOVT, {"pinar_del_rio": {"govt": {"troops": 3}, "26july": {"underground": 3}}}, {GOVT: 10})
    play(s, OP + L.OP_SWEEP, at("pinar_del_rio"), DONE, DONE)
    assert (piece(s, "pinar_del_rio", L.M26_U), piece(s, "pinar_del_rio", L.M26_A)) == (2, 1)


def test_3_2_3_sweep_not_into_an_economic_center():
    s = op_state(GOVT, {"la_habana": {"govt": {"troops": 2}}}, {GOVT: 10})
    play(s, OP + L.OP_SWEEP)
    illegal(s, at("ec_pinar_habana"))


def test_3_2_3_troops_move_only_once_per_sweep():
    s = op_state(GOVT, {"havana": {"govt": {"troops": 2}}}, {GOVT: 10})
    play(s, OP + L.OP_SWEEP, at("la_habana"), at("havana"), P(L.TROOPS), P(L.TROOPS), DONE)
    play(s, at("matanzas"))
    assert at("la_habana") not in legal(s)  # the Troops that just arrived may not move on


# ============================================================== 3.2.4 Assault
def test_3_2_4_assault_troops_remove_active_guerrillas_not_underground_police_idle_in_province():
    s = op_state(GOVT, {"matanzas": {"govt": {"troops": 2, "police": 3}, "26july": {"active": 3, "underground": 1}}},
                 {GOVT: 10})
    play(s, OP + L.OP_ASSAULT, at("matanzas"))
    assert P(L.M26_U) not in legal(s)
    play(s, P(L.M26_A), P(L.M26_A))
    assert frame(s)[0] == L.FR_OP  # capacity 2 (Police do not count in a Province)
    assert (piece(s, "matanzas", L.M26_A), piece(s, "matanzas", L.M26_U)) == (1, 1)
    assert res(s)[GOVT] == 8


def test_3_2_4_assault_police_count_in_a_city():
    s = op_state(GOVT, {"havana": {"govt": {"troops": 1, "police": 2}, "dr": {"active": 4}}}, {GOVT: 10})
    play(s, OP + L.OP_ASSAULT, at("havana"), P(L.DR_A), P(L.DR_A), P(L.DR_A))
    assert piece(s, "havana", L.DR_A) == 1
    assert frame(s)[0] == L.FR_OP


def test_3_2_4_assault_in_mountain_one_per_two_troops():
    s = op_state(GOVT, {"sierra_maestra": {"govt": {"troops": 3}, "26july": {"active": 3}}}, {GOVT: 10})
    play(s, OP + L.OP_ASSAULT, at("sierra_maestra"), P(L.M26_A))
    assert piece(s, "sierra_maestra", L.M26_A) == 2
    assert frame(s)[0] == L.FR_OP


def test_3_2_4_assault_not_offered_with_only_police_in_a_province():
    s = op_state(GOVT, {"matanzas": {"govt": {"police": 3}, "26july": {"active": 2}},
                        "havana": {"govt": {"police": 1}, "26july": {"active": 1}}}, {GOVT: 10})
    play(s, OP + L.OP_ASSAULT)
    illegal(s, at("matanzas"))
    assert at("havana") in legal(s)


def test_3_2_4_assault_bases_last_underground_guerrillas_protect_base():
    s = op_state(GOVT, {"oriente": {"govt": {"troops": 3}, "26july": {"active": 1, "underground": 1, "bases": 1}},
                        "la_habana": {"govt": {"troops": 3}, "dr": {"active": 1, "bases": 1}}}, {GOVT: 10})
    play(s, OP + L.OP_ASSAULT, at("oriente"), P(L.M26_A))
    assert frame(s)[0] == L.FR_OP  # the Base is protected by the Underground Guerrilla
    assert piece(s, "oriente", L.M26_BASE) == 1
    play(s, at("la_habana"))
    assert P(L.DR_BASE) not in legal(s)
    play(s, P(L.DR_A), P(L.DR_BASE))
    assert piece(s, "la_habana", L.DR_BASE) == 0 and piece(s, "la_habana", L.DR_A) == 0


def test_3_2_4_assault_closes_casino_instead_of_removing_it_1_4_5():
    s = op_state(GOVT, {"havana": {"govt": {"troops": 2}, "syndicate": {"active": 1, "open_casinos": 1,
                                                                          "closed_casinos": 1}}}, {GOVT: 10})
    play(s, OP + L.OP_ASSAULT, at("havana"), P(L.SYN_A))
    assert P(L.CAS_CLOSED) not in legal(s)
    play(s, P(L.CAS_OPEN))
    assert (piece(s, "havana", L.CAS_OPEN), piece(s, "havana", L.CAS_CLOSED)) == (0, 2)


def test_3_2_4_assault_capture_puts_cash_with_a_government_cube():
    s = op_state(GOVT, {"havana": {"govt": {"police": 1}, "26july": {"active": 1},
                                   "cash": {"26july_active": 1}}}, {GOVT: 10})
    play(s, OP + L.OP_ASSAULT, at("havana"), P(L.M26_A))
    assert piece(s, "havana", L.M26_A) == 0
    assert cash(s, "havana", L.POLICE) == 1
    assert cash(s, "havana", L.M26_A) == 0


def test_3_2_4_cash_passes_to_another_own_piece_when_its_holder_is_removed():
    s = op_state(GOVT, {"havana": {"govt": {"troops": 1}, "26july": {"active": 1, "underground": 1},
                                   "cash": {"26july_active": 1}}}, {GOVT: 10})
    play(s, OP + L.OP_ASSAULT, at("havana"), P(L.M26_A))
    assert cash(s, "havana", L.M26_U) == 1  # 4.5.2: transferred to the remaining 26July Guerrilla
    assert cash(s, "havana", L.TROOPS) == 0


def test_1_4_1_example_assault_with_3_troops_in_forest_removes_3_active():
    # Forest is not Mountain: 3 Troops remove 3 Active pieces if the targeted factions have that many.
    s = op_state(GOVT, {"oriente": {"govt": {"troops": 3}, "26july": {"active": 3}, "dr": {"active": 1}}},
                 {GOVT: 10})
    play(s, OP + L.OP_ASSAULT, at("oriente"))
    assert DONE not in legal(s)  # at least one faction must be targeted
    play(s, P(L.M26_A))
    illegal(s, DONE)  # 26July is targeted and still has Active Guerrillas
    play(s, P(L.M26_A), P(L.DR_A))
    assert frame(s)[0] == L.FR_OP
    assert (piece(s, "oriente", L.M26_A), piece(s, "oriente", L.DR_A)) == (1, 0)


def test_1_4_1_targeted_faction_with_fewer_pieces_may_stop_short():
    s = op_state(GOVT, {"oriente": {"govt": {"troops": 3}, "26july": {"active": 2}, "dr": {"active": 2}}},
                 {GOVT: 10})
    play(s, OP + L.OP_ASSAULT, at("oriente"), P(L.M26_A), P(L.M26_A))
    assert DONE in legal(s)  # only 26July targeted and it has no Active piece left
    play(s, DONE)
    assert (piece(s, "oriente", L.M26_A), piece(s, "oriente", L.DR_A)) == (0, 2)
