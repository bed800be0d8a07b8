"""Chapter 5 Events #13-#24, a section per card in card-number order (how the tests go: test_events.py)."""

from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME

from .event_helpers import (
    ATTACK,
    CHOOSE_DR,
    CHOOSE_M26,
    DONE,
    DR,
    GOVT,
    M26,
    OP,
    S,
    U,
    asking,
    ev,
    guerrillas,
    level,
    marker,
    op_fx,
    second_eligible,
)
from .helpers import (
    CHOICE,
    P,
    SA,
    at,
    eligible,
    frame,
    illegal,
    kind,
    legal,
    pass_all,
    piece,
    play,
    res,
    scalar,
    set_roll,
    state,
    who,
)


# ------------------------------------------------------------------ #13 El Che
def test_13_el_che_unshaded_places_its_capability():
    assert marker(ev(13, U), 13) == 1


CHE = {"sierra_maestra": {"26july": {"active": 2}}, "ec_oriente_sierra": {"26july": {"underground": 2}},
       "oriente": {"support": "passive_support", "govt": {"troops": 1, "police": 1}}}


def test_13_el_che_unshaded_first_march_group_ends_underground():
    s = op_fx(M26, CHE, {M26: 1}, caps=[13])
    play(s, OP + L.OP_MARCH, at("oriente"), at("sierra_maestra"), P(L.M26_A), P(L.M26_A))
    assert (piece(s, "oriente", L.M26_U), piece(s, "oriente", L.M26_A)) == (2, 0)  # 2 + 2 > 3, yet Underground
    play(s, at("ec_oriente_sierra"), P(L.M26_U), P(L.M26_U), DONE)  # the second group Activates
    assert (piece(s, "oriente", L.M26_U), piece(s, "oriente", L.M26_A)) == (2, 2)


def test_13_el_che_unshaded_not_in_effect_the_group_stays_active():
    s = op_fx(M26, CHE, {M26: 1})
    play(s, OP + L.OP_MARCH, at("oriente"), at("sierra_maestra"), P(L.M26_A), P(L.M26_A), DONE)
    assert (piece(s, "oriente", L.M26_U), piece(s, "oriente", L.M26_A)) == (0, 2)


def test_13_el_che_unshaded_not_for_dr():
    spaces = {"sierra_maestra": {"dr": {"underground": 2}},
              "oriente": {"support": "passive_support", "govt": {"troops": 1, "police": 1}}}
    s = op_fx(DR, spaces, {DR: 1}, caps=[13])
    play(s, OP + L.OP_MARCH, at("oriente"), at("sierra_maestra"), P(L.DR_U), P(L.DR_U))
    assert (piece(s, "oriente", L.DR_U), piece(s, "oriente", L.DR_A)) == (0, 2)


# ------------------------------------------------------------------ #14 Operation Fisherman
def test_14_operation_fisherman_shaded_two_levels_toward_active_support():
    s = ev(14, S, spaces={"pinar_del_rio": {"support": "passive_opposition"}})
    assert level(s, "pinar_del_rio") == 1


def test_14_operation_fisherman_unshaded_26july_base_and_guerrilla_in_pinar():
    s = ev(14, U, spaces={"pinar_del_rio": {"govt": {"bases": 1}}})
    assert not asking(s)
    assert piece(s, "pinar_del_rio", L.M26_BASE) == 1 and piece(s, "pinar_del_rio", L.M26_U) == 1


def test_14_operation_fisherman_unshaded_stacking_blocks_the_base():
    s = ev(14, U, spaces={"pinar_del_rio": {"govt": {"bases": 1}, "dr": {"bases": 1}}})
    assert piece(s, "pinar_del_rio", L.M26_BASE) == 0 and piece(s, "pinar_del_rio", L.M26_U) == 1  # 1.4.2


# ------------------------------------------------------------------ #15 Come Comrades!
def test_15_come_comrades_shaded_aid_to_government_then_aid_plus_5():
    s = ev(15, S, resources={"govt": 3}, aid=14)
    assert res(s)["govt"] == 13 and scalar(s, "aid") == 19


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


# ------------------------------------------------------------------ #16 Larrazábal
def test_16_larrazabal_shaded_removes_26july_base():
    s = ev(16, S, resources={"26july": 5}, spaces={"oriente": {"26july": {"bases": 1}}})
    play(s, at("oriente"))
    assert piece(s, "oriente", L.M26_BASE) == 0 and res(s)["26july"] == 2


def test_16_larrazabal_unshaded_26july_base_where_26july_is():
    s = ev(16, U, spaces={"oriente": {"26july": {"active": 1}}, "ec_oriente_sierra": {"26july": {"underground": 1}},
                          "havana": {"26july": {"underground": 1}, "govt": {"bases": 1}, "dr": {"bases": 1}}})
    assert legal(s) == {at("oriente")}  # ECs take no Base, Havana is full (1.4.2)
    play(s, at("oriente"))
    assert piece(s, "oriente", L.M26_BASE) == 1


def test_16_larrazabal_unshaded_no_effect_without_26july_pieces():
    assert not asking(ev(16, U))


# ------------------------------------------------------------------ #17 Alberto Bayo
def test_17_alberto_bayo_shaded_26july_active_and_ineligible_next():
    s = state(current=17, upcoming=[5], spaces={"oriente": {"26july": {"underground": 3}}})
    play(s, S)
    assert piece(s, "oriente", L.M26_A) == 3
    while kind(s) == L.FR_ACT and s[L.DECK + s[L.POS]] == 17:
        play(s, L.A_PASS)
    assert s[L.ELIG + D.M26] == 0


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


# ------------------------------------------------------------------ #18 Pact of Caracas
def test_18_pact_of_caracas_unshaded_capability_and_the_executing_faction_stays_eligible():
    s = ev(18, U)  # 26July executes; DR, 2nd Eligible, passes like the rest
    assert marker(s, 18) == 1
    pass_all(s)
    assert M26 in eligible(s)  # 2.3.7 "unless the Event says otherwise"


def test_18_pact_of_caracas_unshaded_attack_and_assassinate_spare_the_partner():
    spaces = {"havana": {"dr": {"underground": 3}, "26july": {"underground": 1}, "govt": {"police": 1}},
              "matanzas": {"dr": {"underground": 2}, "26july": {"active": 2}}}
    s = op_fx(DR, spaces, {DR: 5}, caps=[18])
    play(s, OP + L.OP_ATTACK)
    illegal(s, at("matanzas"))  # only 26July to hit
    s = op_fx(DR, spaces, {DR: 5}, caps=[18])
    play(s, OP + L.OP_TERROR, at("havana"), SA(L.SA_ASSASSINATE), at("havana"))
    assert legal(s) == {P(L.POLICE)}
    s = op_fx(DR, spaces, {DR: 5})
    play(s, OP + L.OP_TERROR, at("havana"), SA(L.SA_ASSASSINATE), at("havana"))
    assert legal(s) == {P(L.POLICE), P(L.M26_U)}
    s = op_fx(DR, spaces, {DR: 5})
    play(s, OP + L.OP_ATTACK)
    assert at("matanzas") in legal(s)


def test_18_pact_of_caracas_unshaded_no_op_reduces_opposition_on_the_map():
    spaces = {"matanzas": {"support": "passive_opposition", "dr": {"underground": 2},
                           "26july": {"underground": 1}},
              "sierra_maestra": {"support": "active_opposition", "26july": {"underground": 1}},
              "las_villas": {"support": "passive_opposition", "dr": {"underground": 2}},
              "havana": {"dr": {"underground": 1}}}
    s = op_fx(DR, spaces, {DR: 5}, caps=[18])
    play(s, OP + L.OP_TERROR)
    assert legal(s) == {at("havana")}  # elsewhere DR Terror would shift Opposition toward Neutral
    s = op_fx(M26, spaces, {M26: 5}, caps=[18])
    play(s, OP + L.OP_TERROR)
    assert legal(s) == {at("sierra_maestra"), at("matanzas")}  # 26July raises Opposition only (R42)
    s = op_fx(M26, spaces, {M26: 5}, caps=[18], options={"caracas_bars_raising_opposition": True})
    play(s, OP + L.OP_TERROR)
    assert legal(s) == {at("sierra_maestra")}  # R42's other reading: Passive to Active is a change too
    s = op_fx(DR, spaces, {DR: 5}, caps=[18])
    play(s, OP + L.OP_RALLY, at("matanzas"), CHOICE(0))
    illegal(s, SA(L.SA_SUBVERT))  # Las Villas: DR Control, but Subvert would remove its Opposition
    s = op_fx(DR, spaces, {DR: 5})
    play(s, OP + L.OP_RALLY, at("matanzas"), CHOICE(0), SA(L.SA_SUBVERT), at("las_villas"))
    assert piece(s, "las_villas", L.SUPPORT) == 0


def test_18_pact_of_caracas_unshaded_removing_two_own_bases_at_once_cancels_it():
    spaces = {"sierra_maestra": {"26july": {"underground": 1, "bases": 1}}, "oriente": {"26july": {"bases": 1}}}
    s = op_fx(M26, spaces, {M26: 5}, caps=[18])
    play(s, OP + L.OP_RALLY, at("oriente"), CHOICE(0), L.A_VOLUNTARY, at("sierra_maestra"), P(L.M26_BASE))
    assert frame(s)[3] == L.SP_CARACAS_BASE
    play(s, at("oriente"))
    assert marker(s, 18) == 0 and piece(s, "oriente", L.M26_BASE) == 0
    s = op_fx(M26, spaces, {M26: 5}, caps=[18])
    play(s, OP + L.OP_RALLY, at("oriente"), CHOICE(0), L.A_VOLUNTARY, at("sierra_maestra"), P(L.M26_BASE), DONE)
    assert marker(s, 18) == 1 and piece(s, "oriente", L.M26_BASE) == 1  # one Base is not "2 at once"


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


def test_20_the_twelve_shaded_half_the_guerrillas_rounded_up_in_the_fullest_space():
    s = ev(20, S, spaces={"havana": {"26july": {"underground": 2}, "dr": {"active": 1}},
                          "oriente": {"syndicate": {"underground": 3}}, "matanzas": {"dr": {"active": 2}}})
    assert legal(s) == {at("havana"), at("oriente")}  # 3 each: the executor breaks the tie
    play(s, at("havana"))
    assert legal(s) == {CHOOSE_M26, CHOOSE_DR}
    play(s, CHOOSE_DR)  # the only DR Guerrilla: no kind to ask; the second is then a 26July one, no question
    assert not asking(s) and piece(s, "havana", L.M26_U) == 1 and piece(s, "havana", L.DR_A) == 0
    assert guerrillas(s, "oriente") == 3 and guerrillas(s, "matanzas") == 2


def test_20_the_twelve_shaded_one_kind_removed_without_questions():
    s = ev(20, S, spaces={"oriente": {"26july": {"underground": 5}}})
    play(s, at("oriente"))
    assert not asking(s) and piece(s, "oriente", L.M26_U) == 2


def test_20_the_twelve_shaded_no_effect_without_guerrillas():
    assert not asking(ev(20, S))


# ------------------------------------------------------------------ #21 Fangio
def test_21_fangio_unshaded_two_levels_with_26july_piece():
    s = ev(21, U, spaces={"havana": {"support": "active_support", "26july": {"underground": 1}},
                          "camaguey_city": {"support": "active_support"}})
    play(s, at("havana"))
    assert level(s, "havana") == 0
    s = ev(21, U, spaces={"camaguey_city": {"support": "active_support"}})
    play(s, at("camaguey_city"))
    assert level(s, "camaguey_city") == 1


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


def test_21_fangio_shaded_choices_are_described():
    s = ev(21, S, spaces={"havana": {"syndicate": {"closed_casinos": 1}, "dr": {"underground": 1}}})
    assert "choose a space" in GAME.describe_pending(s)
    play(s, at("havana"))
    assert "choose an effect" in GAME.describe_pending(s)
    assert GAME.describe_action(s, CHOICE(1)).endswith("place a Cash marker")


def test_21_fangio_shaded_no_cash_left_no_closed_casino_not_offered():
    s = ev(21, S, spaces={"havana": {"syndicate": {"open_casinos": 1}, "govt": {"police": 1}},
                          "matanzas": {"dr": {"underground": 1}, "cash": {"dr_underground": 4}}})
    assert not asking(s)  # all 4 Cash markers are on the map (4.5.2)


# ------------------------------------------------------------------ #22 Raúl
def test_22_raul_unshaded_places_its_capability_and_shaded_its_momentum():
    assert marker(ev(22, U), 22) == 1
    assert marker(ev(22, S), 22) == 2


def test_22_raul_unshaded_26july_may_reroll_a_failed_attack():
    s = op_fx(M26, ATTACK, {M26: 1}, caps=[22])
    set_roll(s, 5)
    play(s, OP + L.OP_ATTACK, at("matanzas"))
    assert frame(s)[:3] == (L.FR_CHOICE, M26, L.CH_REROLL_ATTACK) and legal(s) == {CHOICE(0), CHOICE(1)}
    set_roll(s, 2)
    play(s, CHOICE(1), P(L.TROOPS), P(L.TROOPS))
    assert piece(s, "matanzas", L.TROOPS) == 0
    s = op_fx(M26, ATTACK, {M26: 1}, caps=[22])
    set_roll(s, 5)
    play(s, OP + L.OP_ATTACK, at("matanzas"), CHOICE(0))  # keeps the 5: the Attack fails
    assert piece(s, "matanzas", L.TROOPS) == 2 and kind(s) == L.FR_OP


def test_22_raul_unshaded_26july_may_reroll_a_kidnap():
    s = op_fx(M26, {"havana": {"26july": {"underground": 2}, "govt": {"police": 1}}}, {M26: 1, GOVT: 10}, caps=[22])
    play(s, OP + L.OP_TERROR, at("havana"), SA(L.SA_KIDNAP))
    set_roll(s, 1)
    play(s, at("havana"))
    assert frame(s)[2] == L.CH_REROLL_KIDNAP
    set_roll(s, 5)
    play(s, CHOICE(1))
    assert (res(s)[GOVT], res(s)[M26]) == (5, 5)


def test_22_raul_unshaded_not_in_effect_no_reroll():
    s = op_fx(M26, ATTACK, {M26: 1})
    set_roll(s, 5)
    play(s, OP + L.OP_ATTACK, at("matanzas"))
    assert kind(s) == L.FR_OP and piece(s, "matanzas", L.TROOPS) == 2


def test_22_raul_shaded_kidnap_gains_go_twice_to_aid():
    spaces = {"havana": {"26july": {"underground": 2}, "govt": {"police": 1}}}
    for mom, aid in (([22], 11), ([], 3)):
        s = op_fx(M26, spaces, {M26: 1, GOVT: 10}, mom=mom, aid=3)
        play(s, OP + L.OP_TERROR, at("havana"), SA(L.SA_KIDNAP))
        set_roll(s, 4)
        play(s, at("havana"))
        assert res(s)[M26] == 4 and scalar(s, "aid") == aid


def test_22_raul_unshaded_no_reroll_when_the_die_cannot_improve():
    s = op_fx(M26, ATTACK, {M26: 1}, caps=[22])
    set_roll(s, 1)
    play(s, OP + L.OP_ATTACK, at("matanzas"))  # a 1: success and Captured Goods
    assert frame(s)[:3] == (L.FR_PIECES, M26, L.PU_REMOVE)
    s = op_fx(M26, {"havana": {"26july": {"underground": 2}}}, {M26: 1, GOVT: 2}, caps=[22])
    play(s, OP + L.OP_TERROR, at("havana"), SA(L.SA_KIDNAP))
    set_roll(s, 3)
    play(s, at("havana"))  # the Government has only 2 to take
    assert kind(s) == L.FR_OP and res(s)[M26] == 2


# ------------------------------------------------------------------ #23 Radio Rebelde
def test_23_radio_rebelde_unshaded_two_different_provinces():
    s = ev(23, U)
    play(s, at("matanzas"))
    assert at("matanzas") not in legal(s) and at("havana") not in legal(s)  # different, Provinces only
    play(s, at("oriente"))
    assert level(s, "matanzas") == -1 and level(s, "oriente") == -1


def test_23_radio_rebelde_shaded_base_in_a_province_only():
    s = ev(23, S, spaces={"havana": {"26july": {"bases": 1}}, "oriente": {"26july": {"bases": 1}}})
    assert legal(s) == {at("oriente")}
    play(s, at("oriente"))
    assert piece(s, "oriente", L.M26_BASE) == 0 and piece(s, "havana", L.M26_BASE) == 1


# ------------------------------------------------------------------ #24 Vilma Espín
def test_24_vilma_espin_unshaded_sierra_maestra_or_next_to_it():
    s = ev(24, U)
    assert legal(s) == {at("sierra_maestra"), at("oriente"), at("santiago_de_cuba")}
    play(s, at("santiago_de_cuba"))
    assert level(s, "santiago_de_cuba") == -2


def test_24_vilma_espin_shaded_all_26july_pieces_from_a_city_not_havana():
    s = ev(24, S, spaces={"havana": {"26july": {"underground": 1}},
                          "santiago_de_cuba": {"26july": {"underground": 1, "active": 2, "bases": 1}}})
    assert legal(s) == {at("santiago_de_cuba")}
    play(s, at("santiago_de_cuba"))
    assert sum(piece(s, "santiago_de_cuba", c) for c in (L.M26_U, L.M26_A, L.M26_BASE)) == 0
