"""Chapter 5 Events #37-#48, a section per card in card-number order (how the tests go: test_events.py)."""

import pytest

from engine.core.protocol import PositionError
from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME
from engine.cuba_libre.invariants import violation
from engine.cuba_libre.rules.pieces import available_guerrillas

from .event_helpers import (
    CITIES,
    DONE,
    GOVT,
    MAFIA,
    OP,
    S,
    SYN,
    U,
    describe_all,
    ev,
    first,
    fx_doc,
    level,
    marker,
    no_event_decision,
    op_fx,
    second_eligible,
)
from .helpers import (
    CHOICE,
    P,
    SA,
    at,
    cash,
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


# ------------------------------------------------------------------ #37 Herbert Matthews
def test_37_herbert_matthews_unshaded_and_shaded():
    s = ev(37, U, resources={"26july": 46}, aid=4)
    assert res(s)["26july"] == 49 and scalar(s, "aid") == 0  # both clamped (5.1.1)
    s = ev(37, S, aid=45)
    assert scalar(s, "aid") == 49 and res(s)["dr"] == 3 and res(s)["syndicate"] == 5


# ------------------------------------------------------------------ #38 Meyer Lansky
def test_38_meyer_lansky_unshaded_cash_redistributed_among_the_pieces_there():
    s = ev(38, U, spaces={"havana": {"govt": {"police": 1}, "syndicate": {"underground": 1}, "26july": {"active": 1},
                                     "cash": {"police": 1, "syndicate_underground": 1}}})
    assert legal(s) == {at("havana")}
    play(s, at("havana"))
    assert legal(s) == {CHOICE(0), CHOICE(1), CHOICE(3)}
    describe_all(s)
    play(s, CHOICE(1))
    assert legal(s) == {CHOICE(1), CHOICE(3)}  # in faction order: each split offered once
    play(s, CHOICE(1))
    assert cash(s, "havana", L.M26_A) == 2 and cash(s, "havana", L.POLICE) == 0 and cash(s, "havana", L.SYN_U) == 0


def test_38_meyer_lansky_unshaded_no_effect_without_cash():
    assert no_event_decision(ev(38, U, spaces={"havana": {"govt": {"police": 1}}}))


def test_38_meyer_lansky_shaded_syndicate_relocates_casinos_then_all_open():
    s = ev(38, S, eligible=["govt"], spaces={"havana": {"syndicate": {"open_casinos": 1, "closed_casinos": 1}},
                                             "pinar_del_rio": {"syndicate": {"closed_casinos": 1}}})
    assert who(s) == "syndicate" and legal(s) == {CHOICE(0), CHOICE(1)}  # the Syndicate decides
    describe_all(s)
    play(s, CHOICE(0))
    assert legal(s) == {at("havana"), at("pinar_del_rio")}
    assert GAME.describe_action(s, at("havana")).endswith(": relocate a Casino from Havana")
    play(s, at("havana"))
    assert GAME.describe_action(s, at("matanzas")).endswith(": relocate the Casino to Matanzas")
    assert at("havana") not in legal(s) and at("ec_pinar_habana") not in legal(s) and at("matanzas") in legal(s)
    play(s, at("matanzas"), CHOICE(1))
    assert [piece(s, sid, L.CAS_OPEN) for sid in ("havana", "matanzas", "pinar_del_rio")] == [1, 1, 1]
    assert sum(piece(s, sid, L.CAS_CLOSED) for sid in ("havana", "matanzas", "pinar_del_rio")) == 0


def test_38_meyer_lansky_shaded_one_relocation_per_casino():
    s = ev(38, S, spaces={"havana": {"syndicate": {"closed_casinos": 1}}})
    play(s, CHOICE(0), at("oriente"))  # the only origin is taken; the one Casino has moved: all open at once
    assert piece(s, "oriente", L.CAS_OPEN) == 1 and piece(s, "havana", L.CAS_OPEN) == 0 and no_event_decision(s)


def test_38_meyer_lansky_shaded_without_casinos_nothing_to_decide():
    assert no_event_decision(ev(38, S))


# ------------------------------------------------------------------ #39 Turismo
def test_39_turismo_unshaded_support_with_casinos_toward_neutral():
    s = ev(39, U, spaces={"havana": {"support": "active_support", "syndicate": {"closed_casinos": 1}},
                          "pinar_del_rio": {"support": "passive_opposition", "syndicate": {"open_casinos": 1}},
                          "matanzas": {"support": "active_support"}})
    assert level(s, "havana") == 1 and level(s, "pinar_del_rio") == -1 and level(s, "matanzas") == 2


def test_39_turismo_shaded_3_per_space_with_open_casino_and_police():
    s = ev(39, S, spaces={"havana": {"govt": {"police": 1}, "syndicate": {"open_casinos": 1}},
                          "la_habana": {"govt": {"troops": 1}, "syndicate": {"open_casinos": 1}},
                          "pinar_del_rio": {"govt": {"police": 2}, "syndicate": {"closed_casinos": 1}}})
    assert res(s)["govt"] == 3 and res(s)["syndicate"] == 3


# ------------------------------------------------------------------ #40 Ambassador Smith
def test_40_ambassador_smith_unshaded_toward_embargoed_aid_unchanged():
    s = ev(40, U, alliance="reluctant", aid=7)
    assert scalar(s, "alliance") == 2 and scalar(s, "aid") == 7
    s = ev(40, U, alliance="embargoed")
    assert scalar(s, "alliance") == 2


def test_40_ambassador_smith_shaded_toward_firm_aid_then_syndicate_half_aid():
    s = ev(40, S, alliance="reluctant", aid=5)
    assert scalar(s, "alliance") == 0 and scalar(s, "aid") == 14 and res(s)["syndicate"] == 7


# ------------------------------------------------------------------ #41 Fat Butcher
def test_41_fat_butcher_unshaded_close_a_casino_or_aid_minus_8():
    s = ev(41, U, aid=5, spaces={"havana": {"syndicate": {"open_casinos": 1}}})
    assert legal(s) == {CHOICE(0), CHOICE(1)}
    play(s, CHOICE(0), at("havana"))
    assert piece(s, "havana", L.CAS_CLOSED) == 1
    s = ev(41, U, aid=5)
    assert legal(s) == {CHOICE(1)}  # no open Casino
    play(s, CHOICE(1))
    assert scalar(s, "aid") == 0


def test_41_fat_butcher_shaded_syndicate_ambush_then_a_closed_casino_opens():
    s = ev(41, S, spaces={"havana": {"syndicate": {"underground": 1}, "dr": {"active": 1, "bases": 1}},
                          "matanzas": {"syndicate": {"active": 1}, "govt": {"troops": 1}},
                          "las_villas": {"syndicate": {"closed_casinos": 1}}})
    assert frame(s)[:2] == (L.FR_EVENT, "syndicate") and legal(s) == {at("havana")}  # Underground needed
    play(s, at("havana"))
    assert piece(s, "havana", L.SYN_A) == 1 and piece(s, "havana", L.SYN_U) == 1
    play(s, P(L.DR_A), P(L.DR_BASE))
    assert piece(s, "havana", L.DR_A) + piece(s, "havana", L.DR_BASE) == 0
    assert legal(s) == {at("las_villas")}
    play(s, at("las_villas"))
    assert piece(s, "las_villas", L.CAS_OPEN) == 1 and piece(s, "las_villas", L.CAS_CLOSED) == 0
    second_eligible(s, "26july")


def test_41_fat_butcher_shaded_no_effect_without_underground_syndicate_or_closed_casino():
    s = ev(41, S, spaces={"havana": {"syndicate": {"active": 1}, "govt": {"police": 1}}})
    second_eligible(s, "26july")


# ------------------------------------------------------------------ #42 Llano
def test_42_llano_shaded_city_from_opposition_to_neutral_and_an_open_casino():
    s = ev(42, S, spaces={"havana": {"support": "active_opposition", "syndicate": {"open_casinos": 2}},
                          "santiago_de_cuba": {"support": "passive_opposition"}})
    play(s, at("havana"))
    assert level(s, "havana") == 0 and piece(s, "havana", L.CAS_OPEN) == 2  # stacking: no third Casino
    s = ev(42, S, spaces={"santiago_de_cuba": {"support": "passive_opposition"}})
    play(s, at("santiago_de_cuba"))
    assert level(s, "santiago_de_cuba") == 0 and piece(s, "santiago_de_cuba", L.CAS_OPEN) == 1


def test_42_llano_unshaded_26july_base_and_a_guerrilla_of_any_faction_in_a_city():
    s = ev(42, U)
    assert legal(s) == CITIES
    play(s, at("santiago_de_cuba"))
    assert piece(s, "santiago_de_cuba", L.M26_BASE) == 1
    assert legal(s) == {CHOICE(1), CHOICE(2), CHOICE(3)}
    describe_all(s)
    play(s, CHOICE(2))
    assert piece(s, "santiago_de_cuba", L.DR_U) == 1


def test_42_llano_unshaded_stacking_full_still_places_the_guerrilla():
    s = ev(42, U, spaces={"havana": {"govt": {"bases": 2}}, "oriente": {"dr": {"underground": 15},
                                                                      "26july": {"underground": 15}}})
    play(s, at("havana"))  # only Syndicate Guerrillas are Available
    assert piece(s, "havana", L.M26_BASE) == 0 and piece(s, "havana", L.SYN_U) == 1 and no_event_decision(s)


# ------------------------------------------------------------------ #43 Mafia Offensive
def test_43_mafia_offensive_shaded_places_its_capability():
    assert marker(ev(43, S), 43) == 2


def test_43_mafia_offensive_shaded_syndicate_assassinates_regardless_of_police():
    s = op_fx(SYN, MAFIA, {SYN: 5}, caps=[43])
    play(s, OP + L.OP_TERROR, at("havana"), SA(L.SA_ASSASSINATE), at("havana"))
    assert legal(s) == {P(L.POLICE), P(L.M26_U)}
    play(s, P(L.M26_U))
    assert piece(s, "havana", L.M26_U) == 0 and kind(s) == L.FR_OP


def test_43_mafia_offensive_shaded_not_in_effect_no_syndicate_assassinate():
    s = op_fx(SYN, MAFIA, {SYN: 5})
    play(s, OP + L.OP_TERROR, at("havana"))
    illegal(s, SA(L.SA_ASSASSINATE))


def test_43_mafia_offensive_unshaded_attack_counts_a_syndicate_guerrilla_as_own():
    s = ev(43, U, spaces={"havana": {"govt": {"police": 2}, "dr": {"underground": 1}, "syndicate": {"underground": 1}}})
    play(s, CHOICE(1))  # the executing Syndicate picks DR
    assert frame(s)[:2] == (L.FR_EVENT, "dr")
    play(s, CHOICE(2))  # DR picks Attack (its Operations: Rally, March, Attack, Terror)
    assert frame(s)[:2] == (L.FR_OP, "dr") and legal(s) == {at("havana")}  # a LimOp, no Special Activity
    set_roll(s, 2)  # 2 <= 1 DR + 1 Syndicate Guerrilla counting as DR's
    play(s, at("havana"))
    assert piece(s, "havana", L.DR_A) == 1 and piece(s, "havana", L.SYN_A) == 1  # both Activate
    assert legal(s) == {P(L.POLICE)}  # the Syndicate Guerrilla is no target
    play(s, P(L.POLICE), P(L.POLICE), DONE)
    assert piece(s, "havana", L.POLICE) == 0 and res(s)["dr"] == 0
    second_eligible(s, "26july")


def test_43_mafia_offensive_unshaded_terror_by_an_underground_syndicate_guerrilla():
    s = ev(43, U, spaces={"matanzas": {"support": "passive_support", "dr": {"active": 1},
                                       "syndicate": {"underground": 1}}})
    play(s, CHOICE(1))
    assert legal(s) == {CHOICE(0), CHOICE(1), CHOICE(3)}  # no Attack: the Syndicate Guerrilla is no enemy
    play(s, CHOICE(3), at("matanzas"), DONE)
    assert piece(s, "matanzas", L.SYN_A) == 1 and piece(s, "matanzas", L.TERROR) == 1 and level(s, "matanzas") == 0
    second_eligible(s, "26july")


def test_43_mafia_offensive_unshaded_rally_base_replaces_a_syndicate_guerrilla_counting_as_own():
    # R59: 1 own Guerrilla + the Syndicate one make the 2 a Base replaces (3.3.1); the faction chooses
    # which go, and only one Syndicate Guerrilla counts.
    s = ev(43, U, spaces={"camaguey_province": {"26july": {"underground": 1}, "syndicate": {"active": 2}}})
    syn_available = available_guerrillas(s, D.SYN)
    play(s, CHOICE(0), CHOICE(0), at("camaguey_province"))  # 26July, Rally, in Camaguey
    assert CHOICE(1) in legal(s)  # a Base for 2 Guerrillas
    play(s, CHOICE(1))
    assert legal(s) == {P(L.M26_U), P(L.SYN_A)}
    play(s, P(L.SYN_A))  # then the 26July Guerrilla goes without a question (one Syndicate piece only)
    assert piece(s, "camaguey_province", L.M26_BASE) == 1 and piece(s, "camaguey_province", L.M26_U) == 0
    assert piece(s, "camaguey_province", L.SYN_A) == 1 and available_guerrillas(s, D.SYN) == syn_available + 1
    play(s, DONE)
    second_eligible(s, "26july")


def test_43_mafia_offensive_unshaded_rally_flip_turns_the_syndicate_guerrilla_underground_too():
    s = ev(43, U, spaces={"camaguey_province": {"26july": {"bases": 1, "active": 1}, "syndicate": {"active": 1}}})
    play(s, CHOICE(0), CHOICE(0), at("camaguey_province"), CHOICE(2))
    assert piece(s, "camaguey_province", L.M26_U) == 1 and piece(s, "camaguey_province", L.SYN_U) == 1 and piece(s, "camaguey_province", L.SYN_A) == 0


def test_43_mafia_offensive_unshaded_without_it_3_3_1_rally_base_needs_two_own_guerrillas():
    s = state(current=13, resources={"26july": 5}, spaces={"camaguey_province": {"26july": {"underground": 1}, "syndicate": {"active": 1}}})
    play(s, L.A_OP0 + L.OP_RALLY, at("camaguey_province"))
    assert CHOICE(1) not in legal(s) and CHOICE(0) in legal(s)


def test_43_mafia_offensive_unshaded_no_terror_without_a_syndicate_guerrilla():
    s = ev(43, U, spaces={"matanzas": {"dr": {"active": 1}}})
    play(s, CHOICE(1))
    assert CHOICE(3) not in legal(s) and CHOICE(2) not in legal(s)


# ------------------------------------------------------------------ #44 Rebel Air Force
def test_44_rebel_air_force_shaded_a_die_of_resources_to_the_syndicate():
    s = ev(44, S, resources={"dr": 2, "26july": 9})
    play(s, CHOICE(1))
    assert res(s)["dr"] == 0 and res(s)["syndicate"] == 2 and res(s)["26july"] == 9  # a die >= 1, DR had 2 at most


def test_44_rebel_air_force_unshaded_government_only_bases_first_with_an_active_guerrilla():
    s = ev(44, U, spaces={"oriente": {"govt": {"troops": 2, "bases": 1}, "26july": {"underground": 1, "active": 1},
                                      "dr": {"active": 1}},
                          "matanzas": {"26july": {"active": 1}}})
    assert legal(s) == {at("oriente")}  # Government pieces and a 26July / DR Guerrilla
    play(s, at("oriente"))
    assert legal(s) == {CHOICE(0), CHOICE(1), CHOICE(3)}
    play(s, CHOICE(1))  # the Active 26July Guerrilla: none flips
    assert piece(s, "oriente", L.M26_U) == 2 and piece(s, "oriente", L.M26_A) == 1
    assert legal(s) == {P(L.GBASE)}  # Government Bases first, no DR target
    play(s, P(L.GBASE), P(L.TROOPS))
    assert piece(s, "oriente", L.GBASE) == 0 and piece(s, "oriente", L.TROOPS) == 1
    second_eligible(s, "26july")


def test_44_rebel_air_force_unshaded_underground_guerrilla_flips():
    s = ev(44, U, spaces={"havana": {"govt": {"police": 3}, "dr": {"underground": 1}}})
    play(s, at("havana"))  # the only Guerrilla: no choice asked
    assert piece(s, "havana", L.DR_A) == 1 and piece(s, "havana", L.DR_U) == 1
    play(s, P(L.POLICE), P(L.POLICE))
    assert piece(s, "havana", L.POLICE) == 1
    second_eligible(s, "26july")


def test_44_rebel_air_force_unshaded_no_effect_without_government_pieces_by_guerrillas():
    s = ev(44, U, spaces={"havana": {"govt": {"police": 3}}, "oriente": {"dr": {"underground": 2}}})
    second_eligible(s, "26july")


# ------------------------------------------------------------------ #45 Anastasia
def test_45_anastasia_unshaded_closes_havana_casinos_only():
    s = ev(45, U, resources={"syndicate": 3},
           spaces={"havana": {"syndicate": {"open_casinos": 2}}, "pinar_del_rio": {"syndicate": {"open_casinos": 1}}})
    assert piece(s, "havana", L.CAS_OPEN) == 0 and piece(s, "havana", L.CAS_CLOSED) == 2
    assert piece(s, "pinar_del_rio", L.CAS_OPEN) == 1 and res(s)["syndicate"] == 0


def test_45_anastasia_shaded_syndicate_plus_10():
    assert res(ev(45, S, resources={"syndicate": 45}))["syndicate"] == 49


# ------------------------------------------------------------------ #46 Sinatra
def test_46_sinatra_unshaded_syndicate_minus_6():
    assert res(ev(46, U, resources={"syndicate": 10}))["syndicate"] == 4


def test_46_sinatra_shaded_third_casino_in_havana_and_cash_under_police():
    s = ev(46, S, spaces={"havana": {"govt": {"police": 1}, "syndicate": {"open_casinos": 2}}})
    assert piece(s, "havana", L.CAS_OPEN) == 3 and cash(s, "havana", L.POLICE) == 1
    assert violation(s) == 0  # the card overrides 1.4.2 (invariant 6)
    assert (GAME.from_json(GAME.to_json(s)) == s).all()


def test_46_sinatra_shaded_no_cash_without_police():
    s = ev(46, S, spaces={"havana": {"govt": {"troops": 1}}})
    assert piece(s, "havana", L.CAS_OPEN) == 1 and cash(s, "havana", L.TROOPS) == 0


def test_46_sinatra_shaded_three_casinos_in_havana_only_after_the_card():
    spaces = {"havana": {"syndicate": {"open_casinos": 3}}}
    with pytest.raises(PositionError, match="Sinatra"):
        state(current=5, spaces=spaces)
    assert violation(state(current=46, spaces=spaces)) == 0


# ------------------------------------------------------------------ #47 Pact of Miami
def test_47_pact_of_miami_shaded_both_ineligible_next_card():
    s = state(current=47, upcoming=[5], resources={"26july": 2, "dr": 5})
    who = first(47)
    play(s, S)
    assert res(s)["26july"] == 0 and res(s)["dr"] == 2
    while kind(s) == L.FR_ACT and s[L.DECK + s[L.POS]] == 47:
        play(s, L.A_PASS)
    elig = [f for i, f in enumerate(D.FACTION_IDS) if s[L.ELIG + i]]
    assert "26july" not in elig and "dr" not in elig and who not in elig


def test_47_pact_of_miami_unshaded_remove_2_guerrillas_and_government_ineligible_next():
    s = state(current=47, upcoming=[5], spaces={"matanzas": {"26july": {"underground": 1}, "dr": {"active": 1}},
                                                "havana": {"syndicate": {"underground": 1}}})
    play(s, U)
    assert legal(s) == {at("matanzas"), at("havana")}
    play(s, at("matanzas"))
    assert legal(s) == {CHOICE(1), CHOICE(2)}
    describe_all(s)
    play(s, CHOICE(2))  # the DR Guerrilla (its only kind there)
    assert legal(s) == {at("matanzas"), at("havana")}
    play(s, at("havana"))
    assert [piece(s, "matanzas", L.M26_U), piece(s, "matanzas", L.DR_A), piece(s, "havana", L.SYN_U)] == [1, 0, 0]
    pass_all(s)
    assert "govt" not in eligible(s)


def test_47_pact_of_miami_unshaded_fewer_guerrillas_than_two():
    s = ev(47, U, spaces={"oriente": {"26july": {"active": 1}}})
    play(s, at("oriente"))
    assert piece(s, "oriente", L.M26_A) == 0 and no_event_decision(s)


# ------------------------------------------------------------------ #48 Santo Trafficante Jr
def test_48_santo_trafficante_unshaded_flips_syndicate_active():
    s = ev(48, U, resources={"syndicate": 12},
           spaces={"havana": {"syndicate": {"underground": 2}}, "matanzas": {"syndicate": {"underground": 1, "active": 1}}})
    assert piece(s, "havana", L.SYN_A) == 2 and piece(s, "matanzas", L.SYN_A) == 2 and res(s)["syndicate"] == 2


def test_48_santo_trafficante_shaded_places_its_capability():
    assert marker(ev(48, S), 48) == 2


def test_48_santo_trafficante_shaded_no_skim_where_an_underground_syndicate_guerrilla_is():
    spaces = {"havana": {"govt": {"troops": 3}, "syndicate": {"underground": 1, "open_casinos": 1}},
              "camaguey_city": {"govt": {"troops": 3}, "syndicate": {"active": 1, "open_casinos": 1}}}
    after = {}
    for caps in ([48], []):
        s = GAME.from_json(fx_doc("P1", caps=caps, spaces=spaces, resources={SYN: 20}))
        after[bool(caps)] = res(s)
    assert after[False][SYN] - after[True][SYN] == -2  # one Skim (Camaguey) instead of two
    assert after[False][GOVT] - after[True][GOVT] == 2
