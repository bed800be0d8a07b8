"""Chapter 3 (Operations) with 1.4 (forces), 2.3.5 (LimOp) and 2.3.6 (Laundering): each Operation played
through the engine's decisions on a concrete position, asserting the pieces, Resources and markers after it.

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
    GAME,
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
    res,
    set_roll,
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


def next_actor(s):
    """After the Op closed: the next Eligible faction is asked (FR_ACT)."""
    assert kind(s) == L.FR_ACT
    return frame(s)[1]


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


# ============================================================== 3.3.1 Rally
def test_3_3_1_rally_places_one_underground_guerrilla_for_1_resource():
    s = op_state(M26, {"matanzas": {"support": "passive_opposition"}}, {M26: 3})
    play(s, OP + L.OP_RALLY, at("matanzas"))
    assert legal(s) == {CHOICE(0)}
    play(s, CHOICE(0))
    assert (piece(s, "matanzas", L.M26_U), piece(s, "matanzas", L.M26_A)) == (1, 0)  # 1.4.3: Underground
    assert res(s)[M26] == 2


def test_3_3_1_rally_26july_not_in_support_dr_not_at_active_levels():
    s = op_state(M26, {"havana": {"support": "passive_support"}}, {M26: 3})
    play(s, OP + L.OP_RALLY)
    illegal(s, at("havana"))
    illegal(s, at("ec_pinar_habana"))
    assert at("matanzas") in legal(s)
    s = op_state(DR, {"havana": {"support": "active_support"}, "sierra_maestra": {"support": "active_opposition"},
                      "camaguey_city": {"support": "passive_support"}}, {DR: 3})
    play(s, OP + L.OP_RALLY)
    assert at("havana") not in legal(s) and at("sierra_maestra") not in legal(s)
    assert at("camaguey_city") in legal(s)


def test_3_3_1_rally_replaces_two_guerrillas_with_a_base():
    s = op_state(M26, {"matanzas": {"26july": {"underground": 2, "active": 1}}}, {M26: 3})
    play(s, OP + L.OP_RALLY, at("matanzas"), CHOICE(1))
    play(s, P(L.M26_A))  # the faction chooses which 2
    assert (piece(s, "matanzas", L.M26_U), piece(s, "matanzas", L.M26_A), piece(s, "matanzas", L.M26_BASE)) == (1, 0, 1)


def test_3_3_1_rally_base_not_offered_beyond_stacking():
    s = op_state(M26, {"matanzas": {"26july": {"underground": 2}, "dr": {"bases": 2}}}, {M26: 3})
    play(s, OP + L.OP_RALLY, at("matanzas"))
    assert legal(s) == {CHOICE(0)}


def test_3_3_1_rally_with_base_flips_all_guerrillas_underground():
    s = op_state(M26, {"oriente": {"26july": {"active": 3, "underground": 1, "bases": 1}}}, {M26: 3})
    play(s, OP + L.OP_RALLY, at("oriente"), CHOICE(2))
    assert (piece(s, "oriente", L.M26_U), piece(s, "oriente", L.M26_A)) == (4, 0)


def test_3_3_1_rally_26july_with_base_places_2x_bases_plus_2x_pop():
    s = op_state(M26, {"oriente": {"26july": {"bases": 2}}}, {M26: 3})  # Pop 2: up to 2*2 + 2*2 = 8
    play(s, OP + L.OP_RALLY, at("oriente"), CHOICE(3))
    for _ in range(7):
        play(s, P(L.M26_U))
    assert frame(s)[0] == L.FR_PIECES
    play(s, P(L.M26_U))
    assert frame(s)[0] == L.FR_OP
    assert piece(s, "oriente", L.M26_U) == 8


def test_3_3_1_cal_example_26july_rally_1_base_pop_1_places_up_to_4():
    s = op_state(M26, {"sierra_maestra": {"support": "active_opposition", "26july": {"bases": 1}}}, {M26: 3})
    play(s, OP + L.OP_RALLY, at("sierra_maestra"), CHOICE(3), P(L.M26_U), P(L.M26_U), P(L.M26_U))
    assert P(L.M26_U) in legal(s)
    play(s, P(L.M26_U))
    assert frame(s)[0] == L.FR_OP
    assert piece(s, "sierra_maestra", L.M26_U) == 4


def test_3_3_1_rally_dr_with_base_places_bases_plus_pop():
    s = op_state(DR, {"las_villas": {"dr": {"bases": 1}}}, {DR: 3})  # Pop 2: 1 + 2 = 3
    play(s, OP + L.OP_RALLY, at("las_villas"), CHOICE(3), P(L.DR_U), P(L.DR_U))
    assert frame(s)[0] == L.FR_PIECES
    play(s, P(L.DR_U))
    assert frame(s)[0] == L.FR_OP
    assert piece(s, "las_villas", L.DR_U) == 3


def test_3_3_1_rally_place_with_bases_stops_at_available():
    # 26July has 14 Guerrillas on the map: only 1 Available to place.
    s = op_state(M26, {"oriente": {"26july": {"bases": 1}}, "sierra_maestra": {"26july": {"active": 14}}}, {M26: 3})
    play(s, OP + L.OP_RALLY, at("oriente"), CHOICE(3), P(L.M26_U))
    assert frame(s)[0] == L.FR_OP
    assert piece(s, "oriente", L.M26_U) == 1


def test_3_3_1_rally_syndicate_flips_with_open_casino_but_never_builds():
    s = op_state(SYN, {"havana": {"support": "active_support", "syndicate": {"active": 2, "open_casinos": 1}},
                       "la_habana": {"syndicate": {"active": 2, "closed_casinos": 1}}}, {SYN: 3})
    play(s, OP + L.OP_RALLY, at("havana"))
    assert legal(s) == {CHOICE(0), CHOICE(2)}  # no Base by Rally, no extra placement
    play(s, CHOICE(2))
    assert (piece(s, "havana", L.SYN_U), piece(s, "havana", L.SYN_A)) == (2, 0)
    play(s, at("la_habana"))
    assert legal(s) == {CHOICE(0)}  # a closed Casino does not allow the flip


def test_1_4_1_example_rally_without_available_guerrillas_removes_active_to_place_underground():
    s = op_state(M26, {"oriente": {"26july": {"active": 14}}, "matanzas": {"26july": {"active": 1}}}, {M26: 3})
    play(s, OP + L.OP_RALLY)
    assert at("matanzas") not in legal(s)  # nothing to place, 1 Guerrilla only
    assert L.A_VOLUNTARY in legal(s)
    play(s, L.A_VOLUNTARY, at("oriente"), P(L.M26_A))
    assert piece(s, "oriente", L.M26_A) == 13
    play(s, at("matanzas"), CHOICE(0))
    assert (piece(s, "matanzas", L.M26_U), piece(s, "matanzas", L.M26_A)) == (1, 1)
    assert res(s)[M26] == 2


# ============================================================== 3.3.2 March
def test_3_3_2_example_march_into_support_with_two_cubes_activates_group():
    s = op_state(M26, {"sierra_maestra": {"26july": {"underground": 2}},
                       "oriente": {"support": "passive_support", "govt": {"troops": 1, "police": 1}}}, {M26: 1})
    play(s, OP + L.OP_MARCH, at("oriente"), at("sierra_maestra"), P(L.M26_U), P(L.M26_U), DONE)
    assert (piece(s, "oriente", L.M26_U), piece(s, "oriente", L.M26_A)) == (0, 2)  # 2 + 2 > 3
    assert piece(s, "sierra_maestra", L.M26_U) == 0
    assert res(s)[M26] == 0


@pytest.mark.parametrize("support,cubes", [("neutral", {"troops": 1, "police": 1}),
                                           ("passive_support", {"police": 1})])
def test_3_3_2_example_contrast_group_stays_underground(support, cubes):
    s = op_state(M26, {"sierra_maestra": {"26july": {"underground": 2}},
                       "oriente": {"support": support, "govt": cubes}}, {M26: 1})
    play(s, OP + L.OP_MARCH, at("oriente"), at("sierra_maestra"), P(L.M26_U), P(L.M26_U), DONE)
    assert (piece(s, "oriente", L.M26_U), piece(s, "oriente", L.M26_A)) == (2, 0)


def test_3_3_2_march_into_ec_costs_nothing_and_activates_large_group():
    s = op_state(M26, {"oriente": {"26july": {"underground": 3}}, "ec_oriente_sierra": {"govt": {"troops": 1}}},
                 {M26: 0})
    assert OP + L.OP_MARCH in legal(s)  # 0 Resources: an EC destination is free
    play(s, OP + L.OP_MARCH)
    assert at("sierra_maestra") not in legal(s)  # a Province costs 1
    play(s, at("ec_oriente_sierra"), at("oriente"), P(L.M26_U), P(L.M26_U), P(L.M26_U), DONE)
    assert piece(s, "ec_oriente_sierra", L.M26_A) == 3  # EC and 3 + 1 > 3
    assert res(s)[M26] == 0


def test_3_3_2_march_only_to_adjacent_spaces_and_each_guerrilla_once():
    s = op_state(M26, {"sierra_maestra": {"26july": {"underground": 2}}}, {M26: 5})
    play(s, OP + L.OP_MARCH, at("oriente"))
    assert at("sierra_maestra") in legal(s)
    play(s, at("sierra_maestra"), P(L.M26_U), P(L.M26_U), DONE)
    assert at("camaguey_province") not in legal(s)  # nothing in Oriente may move on
    assert at("las_villas") not in legal(s)
    play(s, DONE)
    assert piece(s, "oriente", L.M26_U) == 2 and res(s)[M26] == 4


def test_3_3_2_march_same_origin_and_destination_is_one_group():
    s = op_state(M26, {"sierra_maestra": {"26july": {"underground": 4}}, "oriente": {"support": "passive_support"}},
                 {M26: 1})
    play(s, OP + L.OP_MARCH, at("oriente"), at("sierra_maestra"), P(L.M26_U), P(L.M26_U), DONE)
    if at("sierra_maestra") in legal(s):
        play(s, at("sierra_maestra"), P(L.M26_U), P(L.M26_U), DONE)
    moved = piece(s, "oriente", L.M26_U) + piece(s, "oriente", L.M26_A)
    # Either the group is closed after its move (2 moved, 2 + 0 <= 3), or all 4 moved as one group: 4 > 3, Active.
    assert (moved, piece(s, "oriente", L.M26_A)) in ((2, 0), (4, 4))


def test_3_3_2_cash_moves_with_its_guerrilla():
    s = op_state(M26, {"sierra_maestra": {"26july": {"underground": 2}, "cash": {"26july_underground": 2}}}, {M26: 5})
    play(s, OP + L.OP_MARCH, at("oriente"), at("sierra_maestra"))
    assert L.A_CARRY0 + L.M26_U in legal(s)
    play(s, L.A_CARRY0 + L.M26_U, DONE, DONE)
    assert cash(s, "oriente", L.M26_U) == 1 and cash(s, "sierra_maestra", L.M26_U) == 1
    play(s, at("santiago_de_cuba"), at("sierra_maestra"), P(L.M26_U), DONE)
    # the last holder leaving takes the rest of its Cash along (4.5.2: always under a piece)
    assert cash(s, "santiago_de_cuba", L.M26_U) == 1 and cash(s, "sierra_maestra", L.M26_U) == 0


# ============================================================== 3.3.3 Attack
def test_3_3_3_attack_success_removes_two_enemy_pieces_including_underground():
    s = op_state(M26, {"matanzas": {"26july": {"underground": 2}, "govt": {"troops": 1, "police": 1},
                                    "dr": {"underground": 1}}}, {M26: 2})
    set_roll(s, 2)
    play(s, OP + L.OP_ATTACK, at("matanzas"))
    assert (piece(s, "matanzas", L.M26_U), piece(s, "matanzas", L.M26_A)) == (0, 2)  # all Activated
    play(s, P(L.DR_U), P(L.TROOPS))
    assert frame(s)[0] == L.FR_OP
    assert (piece(s, "matanzas", L.DR_U), piece(s, "matanzas", L.TROOPS), piece(s, "matanzas", L.POLICE)) == (0, 0, 1)
    assert res(s)[M26] == 1


def test_3_3_3_attack_fails_when_roll_exceeds_guerrillas():
    s = op_state(M26, {"matanzas": {"26july": {"underground": 2}, "govt": {"troops": 1}}}, {M26: 2})
    set_roll(s, 3)
    play(s, OP + L.OP_ATTACK, at("matanzas"))
    assert frame(s)[0] == L.FR_OP
    assert piece(s, "matanzas", L.TROOPS) == 1
    assert (piece(s, "matanzas", L.M26_U), piece(s, "matanzas", L.M26_A)) == (0, 2)


def test_3_3_3_attack_roll_of_1_captured_goods_places_underground_guerrilla():
    s = op_state(DR, {"matanzas": {"dr": {"active": 1}, "26july": {"underground": 1, "active": 1}}}, {DR: 2})
    set_roll(s, 1)
    play(s, OP + L.OP_ATTACK, at("matanzas"))
    assert (piece(s, "matanzas", L.DR_A), piece(s, "matanzas", L.DR_U)) == (1, 1)
    play(s, P(L.M26_U), P(L.M26_A))
    assert piece(s, "matanzas", L.M26_U) + piece(s, "matanzas", L.M26_A) == 0


def test_3_3_3_attack_bases_last():
    s = op_state(M26, {"matanzas": {"26july": {"underground": 3}, "govt": {"troops": 1, "bases": 1}}}, {M26: 2})
    set_roll(s, 1)
    play(s, OP + L.OP_ATTACK, at("matanzas"))
    assert P(L.GBASE) not in legal(s)
    play(s, P(L.TROOPS))
    assert P(L.GBASE) in legal(s)
    play(s, P(L.GBASE))
    assert piece(s, "matanzas", L.GBASE) == 0 and piece(s, "matanzas", L.TROOPS) == 0


def test_3_3_3_attack_casino_protected_by_cubes_and_syndicate_guerrillas():
    s = op_state(M26, {"havana": {"26july": {"underground": 3}, "govt": {"police": 1},
                                  "syndicate": {"underground": 1, "open_casinos": 1}}}, {M26: 2})
    set_roll(s, 2)
    play(s, OP + L.OP_ATTACK, at("havana"))
    assert P(L.CAS_OPEN) not in legal(s)
    play(s, P(L.SYN_U))
    assert P(L.CAS_OPEN) not in legal(s)  # the Police cube still protects it
    play(s, P(L.POLICE))
    assert (piece(s, "havana", L.CAS_OPEN), piece(s, "havana", L.POLICE)) == (1, 0)


def test_3_3_3_attack_closes_unprotected_casino():
    s = op_state(M26, {"havana": {"26july": {"underground": 3}, "syndicate": {"open_casinos": 1}}}, {M26: 2})
    set_roll(s, 3)
    play(s, OP + L.OP_ATTACK, at("havana"), P(L.CAS_OPEN))
    assert (piece(s, "havana", L.CAS_OPEN), piece(s, "havana", L.CAS_CLOSED)) == (0, 1)  # 1.4.5


def test_3_3_3_attack_captured_goods_takes_cash_of_removed_piece():
    s = op_state(M26, {"havana": {"26july": {"underground": 2}, "dr": {"active": 1}, "cash": {"dr_active": 1}}},
                 {M26: 2})
    set_roll(s, 2)
    play(s, OP + L.OP_ATTACK, at("havana"), P(L.DR_A))
    assert cash(s, "havana", L.M26_A) == 1  # all 26July there are Active after the Attack
    assert cash(s, "havana", L.DR_A) == 0


def test_3_3_3_attack_needs_own_guerrilla_and_enemy_piece():
    s = op_state(M26, {"matanzas": {"26july": {"underground": 2}}, "havana": {"govt": {"police": 2}},
                       "oriente": {"26july": {"active": 1}, "dr": {"underground": 1}}}, {M26: 2})
    play(s, OP + L.OP_ATTACK)
    illegal(s, at("matanzas"))
    illegal(s, at("havana"))
    assert at("oriente") in legal(s)


# ============================================================== 3.3.4 Terror
def test_3_3_4_terror_places_marker_and_shifts_toward_neutral():
    s = op_state(DR, {"havana": {"support": "active_support", "dr": {"underground": 2}}}, {DR: 2})
    play(s, OP + L.OP_TERROR, at("havana"))
    assert (piece(s, "havana", L.DR_U), piece(s, "havana", L.DR_A)) == (1, 1)
    assert piece(s, "havana", L.TERROR) == 1
    assert piece(s, "havana", L.SUPPORT) == 1  # Active -> Passive Support
    assert res(s)[DR] == 1


def test_3_3_4_terror_26july_shifts_toward_active_opposition():
    s = op_state(M26, {"matanzas": {"support": "passive_opposition", "26july": {"underground": 1}},
                       "havana": {"support": "passive_support", "26july": {"underground": 1}}}, {M26: 2})
    play(s, OP + L.OP_TERROR, at("matanzas"), at("havana"))
    assert piece(s, "matanzas", L.SUPPORT) == -2
    assert piece(s, "havana", L.SUPPORT) == 0
    assert piece(s, "matanzas", L.TERROR) == 1 and piece(s, "havana", L.TERROR) == 1
    assert res(s)[M26] == 0


def test_3_3_4_terror_in_ec_places_sabotage_at_no_cost():
    s = op_state(SYN, {"ec_pinar_habana": {"syndicate": {"underground": 1}},
                       "ec_oriente_sierra": {"syndicate": {"underground": 1}, "sabotage": True}}, {SYN: 0})
    play(s, OP + L.OP_TERROR, at("ec_pinar_habana"), at("ec_oriente_sierra"))
    assert piece(s, "ec_pinar_habana", L.SABOTAGE) == 1
    assert piece(s, "ec_oriente_sierra", L.SABOTAGE) == 1  # at most 1 per EC
    assert piece(s, "ec_pinar_habana", L.TERROR) == 0
    assert piece(s, "ec_oriente_sierra", L.SYN_A) == 1
    assert res(s)[SYN] == 0


def test_3_3_4_terror_needs_an_underground_guerrilla():
    s = op_state(DR, {"havana": {"dr": {"active": 3}}, "matanzas": {"dr": {"underground": 1}}}, {DR: 2})
    play(s, OP + L.OP_TERROR)
    illegal(s, at("havana"))
    assert at("matanzas") in legal(s)


def test_3_3_4_no_marker_once_all_20_are_on_the_map_but_shift_happens():
    s = op_state(DR, {"havana": {"terror": 10}, "las_villas": {"terror": 9}, "ec_pinar_habana": {"sabotage": True},
                      "matanzas": {"support": "passive_support", "dr": {"underground": 1}}}, {DR: 2})
    play(s, OP + L.OP_TERROR, at("matanzas"))
    assert piece(s, "matanzas", L.TERROR) == 0
    assert piece(s, "matanzas", L.SUPPORT) == 0
    assert piece(s, "matanzas", L.DR_A) == 1


# ============================================================== 3.3.5 Construct
def test_3_3_5_construct_places_a_closed_casino_for_5_resources():
    s = op_state(SYN, {"havana": {"govt": {"troops": 3}}}, {SYN: 7})
    play(s, OP + L.OP_CONSTRUCT, at("havana"))
    assert (piece(s, "havana", L.CAS_OPEN), piece(s, "havana", L.CAS_CLOSED)) == (0, 1)  # 1.4.4 EXCEPTION
    assert res(s)[SYN] == 2


def test_3_3_5_construct_opens_a_closed_casino():
    s = op_state(SYN, {"pinar_del_rio": {"syndicate": {"underground": 1, "open_casinos": 1, "closed_casinos": 1}}},
                 {SYN: 10})
    play(s, OP + L.OP_CONSTRUCT, at("pinar_del_rio"))  # 2 Casinos: no room for another (1.4.2), so it opens
    assert (piece(s, "pinar_del_rio", L.CAS_OPEN), piece(s, "pinar_del_rio", L.CAS_CLOSED)) == (2, 0)
    assert res(s)[SYN] == 5
    s = op_state(SYN, {"pinar_del_rio": {"syndicate": {"underground": 1, "closed_casinos": 1}}}, {SYN: 10})
    play(s, OP + L.OP_CONSTRUCT, at("pinar_del_rio"))
    assert legal(s) == {CHOICE(0), CHOICE(1)}
    play(s, CHOICE(1))
    assert (piece(s, "pinar_del_rio", L.CAS_OPEN), piece(s, "pinar_del_rio", L.CAS_CLOSED)) == (1, 0)


def test_3_3_5_construct_needs_syndicate_or_government_control_and_5_resources():
    spaces = {"matanzas": {"26july": {"underground": 2}, "syndicate": {"underground": 1}},  # 26July Control
              "la_habana": {"dr": {"underground": 1}, "syndicate": {"underground": 1}},  # nobody Controls
              "havana": {"govt": {"police": 1}},
              "pinar_del_rio": {"syndicate": {"underground": 1}},
              "ec_pinar_habana": {"syndicate": {"underground": 1}}}
    s = op_state(SYN, spaces, {SYN: 10})
    play(s, OP + L.OP_CONSTRUCT)
    for sid in ("matanzas", "la_habana", "ec_pinar_habana", "oriente"):
        assert at(sid) not in legal(s)
    assert at("havana") in legal(s) and at("pinar_del_rio") in legal(s)
    s = op_state(SYN, spaces, {SYN: 4})
    illegal(s, OP + L.OP_CONSTRUCT)


# ============================================================== 2.3.6 Laundering
def _launder_position(**kw):
    return op_state(SYN, {"havana": {"govt": {"police": 1}, "syndicate": {"underground": 2, "open_casinos": 1},
                                      "cash": {"syndicate_underground": 1}},
                          "matanzas": {"govt": {"troops": 2}}}, {SYN: 9}, **kw)


def test_2_3_6_example_syndicate_rallies_removes_cash_and_marches_free():
    s = _launder_position()
    play(s, OP + L.OP_RALLY, at("havana"), CHOICE(0), DONE)
    assert res(s)[SYN] == 8
    assert frame(s)[0] == L.FR_SPACE and frame(s)[3] == L.SP_LAUNDER
    play(s, at("havana"))
    assert cash(s, "havana", L.SYN_U) == 0
    assert frame(s)[0] == L.FR_LAUNDER_OP
    # any Operation but Construct (Matanzas is Government-Controlled: Construct would otherwise be possible)
    assert OP + L.OP_CONSTRUCT not in legal(s)
    assert {OP + L.OP_MARCH, OP + L.OP_RALLY, OP + L.OP_TERROR} <= legal(s)
    play(s, OP + L.OP_MARCH, at("la_habana"), at("havana"), P(L.SYN_U), DONE, DONE)
    assert piece(s, "la_habana", L.SYN_U) == 1
    assert res(s)[SYN] == 8  # free
    assert legal(s) == {DONE}  # a LimOp: 1 space
    play(s, DONE)
    assert next_actor(s) != SYN  # once per card: no further Laundering offer


def test_2_3_6_no_laundering_after_a_special_activity():
    s = _launder_position()
    play(s, OP + L.OP_RALLY, at("havana"), CHOICE(0), L.A_SA0 + L.SA_BRIBE, at("matanzas"), P(L.TROOPS), DONE)
    assert res(s)[SYN] == 5
    play(s, DONE)
    assert next_actor(s) != SYN
    assert cash(s, "havana", L.SYN_U) == 1


def test_2_3_6_laundering_may_be_declined():
    s = _launder_position()
    play(s, OP + L.OP_RALLY, at("havana"), CHOICE(0), DONE, DONE)
    assert cash(s, "havana", L.SYN_U) == 1
    assert next_actor(s) != SYN


def test_2_3_6_no_laundering_when_nothing_was_paid():
    s = op_state(M26, {"oriente": {"26july": {"underground": 2}, "cash": {"26july_underground": 1}}}, {M26: 0})
    play(s, OP + L.OP_MARCH, at("ec_oriente_sierra"), at("oriente"), P(L.M26_U), DONE, DONE, DONE)
    assert piece(s, "ec_oriente_sierra", L.M26_U) == 1
    assert next_actor(s) != M26  # an EC March costs 0: no Resources paid, no Laundering


def test_2_3_6_only_one_cash_marker_per_faction_per_card():
    s = op_state(SYN, {"havana": {"govt": {"police": 1}, "syndicate": {"underground": 2, "open_casinos": 1},
                                  "cash": {"syndicate_underground": 2}}}, {SYN: 9})
    play(s, OP + L.OP_RALLY, at("havana"), CHOICE(0), DONE, at("havana"), OP + L.OP_RALLY, at("havana"), CHOICE(0))
    play(s, DONE)
    assert cash(s, "havana", L.SYN_U) + cash(s, "havana", L.SYN_A) == 1
    assert next_actor(s) != SYN


def test_3_3_5_construct_never_free_by_laundering():
    s = op_state(SYN, {"havana": {"govt": {"troops": 4}, "syndicate": {"underground": 1},
                                  "cash": {"syndicate_underground": 1}}}, {SYN: 10})
    play(s, OP + L.OP_CONSTRUCT, at("havana"), DONE, at("havana"))
    assert frame(s)[0] == L.FR_LAUNDER_OP
    assert OP + L.OP_CONSTRUCT not in legal(s)
    illegal(s, OP + L.OP_CONSTRUCT)


def reachable(s, goal, stop, depth=4):
    """Is a position satisfying `goal` reachable by legal decisions before `stop` holds (or depth runs out)?"""
    if goal(s):
        return True
    if depth == 0 or stop(s) or GAME.is_terminal(s):
        return False
    for a in sorted(legal(s)):
        t = s.copy()
        GAME.step(t, a)
        if reachable(t, goal, stop, depth - 1):
            return True
    return False


def test_2_3_6_another_faction_may_remove_its_cash_for_the_free_limop():
    s = op_state(SYN, {"havana": {"govt": {"police": 1}, "syndicate": {"underground": 2, "open_casinos": 1}},
                       "oriente": {"26july": {"underground": 1}, "cash": {"26july_underground": 1}}}, {SYN: 9})
    play(s, OP + L.OP_RALLY, at("havana"), CHOICE(0), DONE)
    assert res(s)[SYN] == 8  # paid, no Special Activity, but the Syndicate holds no Cash
    assert reachable(s, lambda t: kind(t) == L.FR_LAUNDER_OP and frame(t)[1] == SYN,
                     lambda t: kind(t) == L.FR_ACT, depth=3)
