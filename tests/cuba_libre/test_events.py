"""Chapter 5 Events: each built card side on a position where it applies, with its concrete result,
and where it has conditions, one where it has none (5.1.1: as much as possible, here nothing).

The card in play is the Event card itself; its 1st Eligible faction executes it.
"""
from pathlib import Path

import pytest

from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.events import cards_doc
from engine.cuba_libre.events.cards_doc import render
from engine.cuba_libre.events.dispatch import BUILT

from .helpers import (
    CHOICE,
    at,
    frame,
    kind,
    legal,
    offered,
    piece,
    play,
    res,
    scalar,
    state,
)

U, S = L.A_EVENT_UNSHADED, L.A_EVENT_SHADED


def level(s, sid):
    return piece(s, sid, L.SUPPORT)


def first(card):
    return D.FACTION_IDS[D.CARD_ORDER[card, 0]]


def ev(card, side, spaces=None, resources=None, **kw):
    """The card in play with its 1st Eligible about to execute `side` (U or S)."""
    s = state(current=card, spaces=spaces or {}, resources=resources or {}, **kw)
    play(s, side)
    return s


def test_5_every_side_of_every_card_is_built():
    """Issue 4: the 91 sides of the 48 cards (cards 11, 13, 18, 19 and 35 are single Events)."""
    sides = [(c, side) for c in range(1, D.FIRST_PROPAGANDA) for side in (0, 1) if D.CARD_SIDES[c, side] != D.NO_SIDE]
    assert len(sides) == 91 and all(BUILT[2 * c + side] for c, side in sides)
    for c in range(1, D.FIRST_PROPAGANDA):
        s = state(current=c)
        assert offered(s) == legal(s) and U in legal(s)


def test_5_built_sides_are_legal():
    s = state(current=37)
    assert {U, S} <= legal(s)


# ------------------------------------------------------------------ sides acting at once
def test_14_operation_fisherman_shaded_two_levels_toward_active_support():
    s = ev(14, S, spaces={"pinar_del_rio": {"support": "passive_opposition"}})
    assert level(s, "pinar_del_rio") == 1


def test_15_come_comrades_shaded_aid_to_government_then_aid_plus_5():
    s = ev(15, S, resources={"govt": 3}, aid=14)
    assert res(s)["govt"] == 13 and scalar(s, "aid") == 19


def test_34_us_speaking_tour_shaded_at_most_aid():
    s = ev(34, S, aid=5)
    assert res(s)["govt"] == 5 and scalar(s, "aid") == 13


def test_37_herbert_matthews_unshaded_and_shaded():
    s = ev(37, U, resources={"26july": 46}, aid=4)
    assert res(s)["26july"] == 49 and scalar(s, "aid") == 0  # both clamped (5.1.1)
    s = ev(37, S, aid=45)
    assert scalar(s, "aid") == 49 and res(s)["dr"] == 3 and res(s)["syndicate"] == 5


def test_40_ambassador_smith_unshaded_toward_embargoed_aid_unchanged():
    s = ev(40, U, alliance="reluctant", aid=7)
    assert scalar(s, "alliance") == 2 and scalar(s, "aid") == 7
    s = ev(40, U, alliance="embargoed")
    assert scalar(s, "alliance") == 2


def test_40_ambassador_smith_shaded_toward_firm_aid_then_syndicate_half_aid():
    s = ev(40, S, alliance="reluctant", aid=5)
    assert scalar(s, "alliance") == 0 and scalar(s, "aid") == 14 and res(s)["syndicate"] == 7


def test_45_anastasia_unshaded_closes_havana_casinos_only():
    s = ev(45, U, resources={"syndicate": 3},
           spaces={"havana": {"syndicate": {"open_casinos": 2}}, "pinar_del_rio": {"syndicate": {"open_casinos": 1}}})
    assert piece(s, "havana", L.CAS_OPEN) == 0 and piece(s, "havana", L.CAS_CLOSED) == 2
    assert piece(s, "pinar_del_rio", L.CAS_OPEN) == 1 and res(s)["syndicate"] == 0


def test_45_anastasia_shaded_syndicate_plus_10():
    assert res(ev(45, S, resources={"syndicate": 45}))["syndicate"] == 49


def test_46_sinatra_unshaded_syndicate_minus_6():
    assert res(ev(46, U, resources={"syndicate": 10}))["syndicate"] == 4


def test_47_pact_of_miami_shaded_both_ineligible_next_card():
    s = state(current=47, upcoming=[5], resources={"26july": 2, "dr": 5})
    who = first(47)
    play(s, S)
    assert res(s)["26july"] == 0 and res(s)["dr"] == 2
    while kind(s) == L.FR_ACT and s[L.DECK + s[L.POS]] == 47:
        play(s, L.A_PASS)
    elig = [f for i, f in enumerate(D.FACTION_IDS) if s[L.ELIG + i]]
    assert "26july" not in elig and "dr" not in elig and who not in elig


def test_48_santo_trafficante_unshaded_flips_syndicate_active():
    s = ev(48, U, resources={"syndicate": 12},
           spaces={"havana": {"syndicate": {"underground": 2}}, "matanzas": {"syndicate": {"underground": 1, "active": 1}}})
    assert piece(s, "havana", L.SYN_A) == 2 and piece(s, "matanzas", L.SYN_A) == 2 and res(s)["syndicate"] == 2


# ------------------------------------------------------------------ sides choosing a space
def test_4_sim_unshaded_support_without_police_to_neutral():
    s = ev(4, U, spaces={"matanzas": {"support": "active_support"},
                         "havana": {"support": "passive_support", "govt": {"police": 1}}})
    assert frame(s)[0] == L.FR_EVENT and legal(s) == {at("matanzas")}  # Havana has Police
    play(s, at("matanzas"))
    assert level(s, "matanzas") == 0


def test_4_sim_unshaded_no_effect_without_such_space():
    s = ev(4, U, spaces={"havana": {"support": "passive_support", "govt": {"police": 1}}})
    assert kind(s) != L.FR_EVENT and level(s, "havana") == 1


def test_6_sanchez_mosquera_unshaded_all_troops_leave_a_mountain():
    s = ev(6, U, spaces={"sierra_maestra": {"govt": {"troops": 3, "police": 1}}, "oriente": {"govt": {"troops": 2}}})
    assert legal(s) == {at("sierra_maestra")}  # Oriente is Forest
    play(s, at("sierra_maestra"))
    assert piece(s, "sierra_maestra", L.TROOPS) == 0 and piece(s, "sierra_maestra", L.POLICE) == 1


def test_7_election_shaded_city_neutral_and_aid():
    s = ev(7, S, aid=45, spaces={"havana": {"support": "active_opposition"}})
    play(s, at("havana"))
    assert level(s, "havana") == 0 and scalar(s, "aid") == 49


def test_12_brac_shaded_police_anywhere_then_aid_to_government():
    s = ev(12, S, aid=9)
    play(s, at("ec_pinar_habana"))
    assert piece(s, "ec_pinar_habana", L.POLICE) == 1 and res(s)["govt"] == 6


def test_16_larrazabal_shaded_removes_26july_base():
    s = ev(16, S, resources={"26july": 5}, spaces={"oriente": {"26july": {"bases": 1}}})
    play(s, at("oriente"))
    assert piece(s, "oriente", L.M26_BASE) == 0 and res(s)["26july"] == 2


def test_21_fangio_unshaded_two_levels_with_26july_piece():
    s = ev(21, U, spaces={"havana": {"support": "active_support", "26july": {"underground": 1}},
                          "camaguey_city": {"support": "active_support"}})
    play(s, at("havana"))
    assert level(s, "havana") == 0
    s = ev(21, U, spaces={"camaguey_city": {"support": "active_support"}})
    play(s, at("camaguey_city"))
    assert level(s, "camaguey_city") == 1


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


def test_25_escapade_shaded_removes_a_dr_base():
    s = ev(25, S, spaces={"las_villas": {"dr": {"bases": 2}}})
    play(s, at("las_villas"))
    assert piece(s, "las_villas", L.DR_BASE) == 1


def test_28_morgan_shaded_dr_guerrilla_space_to_active_support():
    s = ev(28, S, spaces={"matanzas": {"dr": {"active": 1}, "support": "active_opposition"}})
    assert legal(s) == {at("matanzas")}
    play(s, at("matanzas"))
    assert level(s, "matanzas") == 2


def test_31_escopeteros_shaded_mountain_toward_support():
    s = ev(31, S, spaces={"las_villas": {"support": "active_support"}})
    assert legal(s) == {at("las_villas"), at("sierra_maestra")}
    play(s, at("las_villas"))
    assert level(s, "las_villas") == 2  # already at the end of the track


# ------------------------------------------------------------------ sides choosing an effect
@pytest.mark.parametrize("k,faction", [(0, "dr"), (1, "26july")])
def test_33_carlos_prio_unshaded_dr_or_26july_plus_5(k, faction):
    s = ev(33, U)
    play(s, CHOICE(k))
    assert res(s)[faction] == 5


def test_41_fat_butcher_unshaded_close_a_casino_or_aid_minus_8():
    s = ev(41, U, aid=5, spaces={"havana": {"syndicate": {"open_casinos": 1}}})
    assert legal(s) == {CHOICE(0), CHOICE(1)}
    play(s, CHOICE(0), at("havana"))
    assert piece(s, "havana", L.CAS_CLOSED) == 1
    s = ev(41, U, aid=5)
    assert legal(s) == {CHOICE(1)}  # no open Casino
    play(s, CHOICE(1))
    assert scalar(s, "aid") == 0


# ------------------------------------------------------------------ batch 2
def test_9_coup_unshaded_government_control_toward_neutral_and_alliance_up():
    s = ev(9, U, alliance="embargoed", aid=6,
           spaces={"havana": {"support": "active_support", "govt": {"troops": 2}},
                   "matanzas": {"support": "active_support"}})
    assert level(s, "havana") == 1 and level(s, "matanzas") == 2  # Matanzas: no Government Control
    assert scalar(s, "alliance") == 1 and scalar(s, "aid") == 6


def test_17_alberto_bayo_shaded_26july_active_and_ineligible_next():
    s = state(current=17, upcoming=[5], spaces={"oriente": {"26july": {"underground": 3}}})
    play(s, S)
    assert piece(s, "oriente", L.M26_A) == 3
    while kind(s) == L.FR_ACT and s[L.DECK + s[L.POS]] == 17:
        play(s, L.A_PASS)
    assert s[L.ELIG + D.M26] == 0


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


def test_5_rolando_masferrer_unshaded_province_with_troops_and_an_adjacent_province():
    s = ev(5, U, spaces={"matanzas": {"govt": {"troops": 1}}})
    assert legal(s) == {at("matanzas")}
    play(s, at("matanzas"))
    assert at("las_villas") in legal(s) and at("havana") not in legal(s) and at("oriente") not in legal(s)
    play(s, at("las_villas"))
    assert level(s, "matanzas") == -1 and level(s, "las_villas") == -1


def test_26_rodriguez_loeches_shaded_removes_a_dr_guerrilla_of_the_chosen_kind():
    s = ev(26, S, resources={"dr": 7}, spaces={"havana": {"dr": {"underground": 1, "active": 1}}})
    play(s, at("havana"))
    assert legal(s) == {CHOICE(0), CHOICE(1)}
    play(s, CHOICE(1))
    assert piece(s, "havana", L.DR_A) == 0 and piece(s, "havana", L.DR_U) == 1 and res(s)["dr"] == 2


def test_42_llano_shaded_city_from_opposition_to_neutral_and_an_open_casino():
    s = ev(42, S, spaces={"havana": {"support": "active_opposition", "syndicate": {"open_casinos": 2}},
                          "santiago_de_cuba": {"support": "passive_opposition"}})
    play(s, at("havana"))
    assert level(s, "havana") == 0 and piece(s, "havana", L.CAS_OPEN) == 2  # stacking: no third Casino
    s = ev(42, S, spaces={"santiago_de_cuba": {"support": "passive_opposition"}})
    play(s, at("santiago_de_cuba"))
    assert level(s, "santiago_de_cuba") == 0 and piece(s, "santiago_de_cuba", L.CAS_OPEN) == 1


def test_44_rebel_air_force_shaded_a_die_of_resources_to_the_syndicate():
    s = ev(44, S, resources={"dr": 2, "26july": 9})
    play(s, CHOICE(1))
    assert res(s)["dr"] == 0 and res(s)["syndicate"] == 2 and res(s)["26july"] == 9  # a die >= 1, DR had 2 at most


def test_every_built_side_is_tested_in_a_test_events_file():
    names = cards_doc.test_names()  # every tests/cuba_libre/test_events*.py
    untested = [cs for cs in range(len(BUILT)) if BUILT[cs] and not cards_doc.covering_test(cs // 2, cs % 2, names)]
    assert untested == []


def test_cards_doc_is_current():
    """docs/cuba_libre_cards.md is generated: regenerate it with `python -m engine.cuba_libre.events.cards_doc`."""
    doc = Path(__file__).resolve().parents[2] / "docs" / "cuba_libre_cards.md"
    assert doc.read_text(encoding="utf-8") == render()


# ------------------------------------------------------------------ 5.1.1 / 8.1: effective or not
def test_5_1_1_effective_when_a_space_can_be_chosen():
    from engine.cuba_libre.game import GAME

    s = state(current=16, spaces={"oriente": {"26july": {"bases": 1}}})
    before = s.copy()
    assert GAME.event_effective(s, 1)  # Larrazábal: a 26July Base to remove
    assert (s == before).all()  # judged on a copy
    assert not GAME.event_effective(state(current=16), 1)  # no 26July Base anywhere


def test_5_1_1_effective_only_when_a_track_would_move():
    from engine.cuba_libre.game import GAME

    assert GAME.event_effective(state(current=37, resources={"26july": 10}, aid=4), 0)
    # Herbert Matthews: 26July already at 49 and Aid at 0, so +5 and -6 change nothing (5.1.1).
    assert not GAME.event_effective(state(current=37, resources={"26july": 49}, aid=0), 0)


def test_5_1_1_effective_asks_only_while_a_faction_chooses():
    from engine.cuba_libre.game import GAME

    s = ev(16, S, spaces={"oriente": {"26july": {"bases": 1}}})  # now inside the Event
    with pytest.raises(ValueError, match="no faction is choosing"):
        GAME.event_effective(s, 1)
