"""Chapter 5 Events, plain sides of cards 29-47 (engine/cuba_libre/events/plain_29_47.py): each side on a
position where it applies, with its concrete result, and where it has conditions one where it has none
(5.1.1). The card in play is the Event card; its 1st Eligible faction executes it unless `eligible` says
otherwise. Steps with exactly one answer are taken without asking."""
import numpy as np
import pytest

from engine.core.frames import top
from engine.core.protocol import PositionError
from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME
from engine.cuba_libre.invariants import violation

from .helpers import CHOICE, at, cash, eligible, kind, legal, pass_all, piece, play, res, set_roll, state, who
from .test_events import S, U, ev, level

CITIES = {at("havana"), at("camaguey_city"), at("santiago_de_cuba")}
# The sides of cards 29-47 whose steps are packed by events/steps.step_of.
STEP_OF_SIDES = ((29, 0), (29, 1), (30, 1), (31, 0), (32, 0), (32, 1), (33, 1), (34, 0), (35, 0), (36, 0), (36, 1),
                 (38, 0), (38, 1), (42, 0), (46, 1), (47, 0))


def no_event_decision(s):
    return kind(s) != L.FR_EVENT


def describe_all(s):
    """Every answer of the pending Event decision has a readable line (describe.py)."""
    assert "5.1 #" in GAME.describe_pending(s)
    for a in legal(s):
        assert GAME.describe_action(s, a).startswith("5.1 #")


# ------------------------------------------------------------------ #29 Fauré Chomón
@pytest.mark.parametrize("k,base,guerrilla", [(0, L.DR_BASE, L.DR_U), (1, L.M26_BASE, L.M26_U)])
def test_29_faure_chomon_unshaded_dr_or_26july_base_and_2_guerrillas_in_las_villas(k, base, guerrilla):
    s = ev(29, U)
    assert legal(s) == {CHOICE(0), CHOICE(1)}
    describe_all(s)
    play(s, CHOICE(k))
    assert piece(s, "las_villas", base) == 1 and piece(s, "las_villas", guerrilla) == 2


def test_29_faure_chomon_unshaded_stacking_and_availability():
    s = ev(29, U, spaces={"las_villas": {"govt": {"bases": 2}}, "oriente": {"dr": {"underground": 14}}})
    play(s, CHOICE(0))
    assert piece(s, "las_villas", L.DR_BASE) == 0 and piece(s, "las_villas", L.DR_U) == 1  # 1.4.2, 1.4.1


def test_29_faure_chomon_shaded_replace_a_dr_base_with_a_26july_base():
    s = ev(29, S, spaces={"matanzas": {"dr": {"underground": 1, "bases": 1}}})
    assert legal(s) == {at("matanzas")}
    play(s, at("matanzas"))
    assert legal(s) == {CHOICE(0), CHOICE(2)}  # the Underground Guerrilla or the Base
    describe_all(s)
    play(s, CHOICE(2))
    assert legal(s) == {CHOICE(0), CHOICE(1)}  # remove it or replace it
    describe_all(s)
    play(s, CHOICE(1))
    assert piece(s, "matanzas", L.DR_BASE) == 0 and piece(s, "matanzas", L.M26_BASE) == 1
    assert piece(s, "matanzas", L.DR_U) == 1 and no_event_decision(s)


def test_29_faure_chomon_shaded_remove_a_dr_guerrilla():
    s = ev(29, S, spaces={"matanzas": {"dr": {"active": 2}}})
    play(s, at("matanzas"), CHOICE(0))  # the only kind there is taken without asking
    assert piece(s, "matanzas", L.DR_A) == 1 and piece(s, "matanzas", L.M26_U) == 0


def test_29_faure_chomon_shaded_no_26july_guerrilla_available_only_removes():
    s = ev(29, S, spaces={"matanzas": {"dr": {"active": 1}}, "oriente": {"26july": {"underground": 15}}})
    play(s, at("matanzas"))  # one piece, and replacing it is impossible (1.4.1): nothing left to ask
    assert piece(s, "matanzas", L.DR_A) == 0 and piece(s, "matanzas", L.M26_U) == 0 and no_event_decision(s)


def test_29_faure_chomon_shaded_no_effect_without_dr_pieces():
    assert no_event_decision(ev(29, S))


# ------------------------------------------------------------------ #30 The Guerrilla Life
def test_30_the_guerrilla_life_shaded_dr_underground_then_a_dr_guerrilla_in_a_city():
    s = ev(30, S, spaces={"oriente": {"dr": {"active": 2, "underground": 1}, "cash": {"dr_active": 1}}})
    assert piece(s, "oriente", L.DR_U) == 3 and piece(s, "oriente", L.DR_A) == 0
    assert cash(s, "oriente", L.DR_U) == 1  # the Cash stays with the DR Guerrillas (4.5.2)
    assert legal(s) == CITIES
    play(s, at("camaguey_city"))
    assert piece(s, "camaguey_city", L.DR_U) == 1


def test_30_the_guerrilla_life_shaded_no_dr_guerrilla_available_flips_only():
    s = ev(30, S, spaces={"oriente": {"dr": {"active": 15}}})
    play(s, L.A_DONE)  # R21: the 1.4.1 step first (none Available), declined
    assert piece(s, "oriente", L.DR_U) == 15 and no_event_decision(s)


# ------------------------------------------------------------------ #31 Escopeteros
def test_31_escopeteros_unshaded_base_and_guerrilla_of_any_factions_in_a_mountain():
    s = ev(31, U)
    assert legal(s) == {at("las_villas"), at("sierra_maestra")}
    play(s, at("sierra_maestra"))
    assert legal(s) == {CHOICE(0), CHOICE(1), CHOICE(2)}  # Government, 26July or DR Base, never a Casino
    describe_all(s)
    play(s, CHOICE(0))
    assert legal(s) == {CHOICE(1), CHOICE(2), CHOICE(3)}
    describe_all(s)
    play(s, CHOICE(3))
    assert piece(s, "sierra_maestra", L.GBASE) == 1 and piece(s, "sierra_maestra", L.SYN_U) == 1


def test_31_escopeteros_unshaded_no_base_where_stacking_is_full():
    s = ev(31, U, spaces={"las_villas": {"26july": {"bases": 2}}})
    play(s, at("las_villas"))
    assert legal(s) == {CHOICE(1), CHOICE(2), CHOICE(3)}  # straight to the Guerrilla (1.4.2)
    play(s, CHOICE(2))
    assert piece(s, "las_villas", L.DR_U) == 1 and piece(s, "las_villas", L.M26_BASE) == 2


# ------------------------------------------------------------------ #32 Resistencia Cívica
def test_32_resistencia_civica_unshaded_every_dr_piece_in_a_city_becomes_26july():
    s = ev(32, U, spaces={"havana": {"dr": {"underground": 1, "active": 1, "bases": 1}, "cash": {"dr_active": 1}},
                          "matanzas": {"dr": {"underground": 1}}})
    assert legal(s) == {at("havana")}  # Cities only
    play(s, at("havana"))
    assert [piece(s, "havana", c) for c in (L.DR_U, L.DR_A, L.DR_BASE, L.M26_U, L.M26_A, L.M26_BASE)] == [0, 0, 0, 2, 0, 1]
    assert sum(piece(s, "havana", L.CASH0 + k) for k in range(8)) == 0  # no DR holder left (R20)
    assert piece(s, "matanzas", L.DR_U) == 1


def test_32_resistencia_civica_unshaded_replaced_only_as_far_as_available():
    s = ev(32, U, spaces={"santiago_de_cuba": {"dr": {"underground": 2}}, "oriente": {"26july": {"underground": 14}}})
    play(s, at("santiago_de_cuba"))
    assert piece(s, "santiago_de_cuba", L.M26_U) == 1 and piece(s, "santiago_de_cuba", L.DR_U) == 0  # 1.4.1


def test_32_resistencia_civica_unshaded_8_1_example_no_effect_without_dr_pieces_in_a_city():
    """8.1 EXAMPLE (ineffective Event): no City has DR pieces, so the text has no effect."""
    s = ev(32, U, spaces={"matanzas": {"dr": {"underground": 2}}})
    assert no_event_decision(s) and piece(s, "matanzas", L.DR_U) == 2


def test_32_resistencia_civica_shaded_every_26july_piece_in_a_city_becomes_dr():
    s = ev(32, S, spaces={"camaguey_city": {"26july": {"active": 2, "bases": 1}}})
    play(s, at("camaguey_city"))
    assert [piece(s, "camaguey_city", c) for c in (L.M26_A, L.M26_BASE, L.DR_U, L.DR_A, L.DR_BASE)] == [0, 0, 2, 0, 1]


def test_32_resistencia_civica_shaded_no_effect_without_26july_pieces_in_a_city():
    assert no_event_decision(ev(32, S, spaces={"oriente": {"26july": {"bases": 1}}}))


# ------------------------------------------------------------------ #33 Carlos Prío
def test_33_carlos_prio_shaded_dr_base_and_neutral_where_not_government_controlled():
    s = ev(33, S, spaces={"havana": {"govt": {"troops": 2}}, "matanzas": {"support": "active_support"}})
    assert at("havana") not in legal(s) and at("ec_pinar_habana") not in legal(s) and at("matanzas") in legal(s)
    play(s, at("matanzas"))
    assert piece(s, "matanzas", L.DR_BASE) == 1 and level(s, "matanzas") == 0


def test_33_carlos_prio_shaded_neutral_even_when_stacking_is_full():
    s = ev(33, S, spaces={"oriente": {"support": "passive_opposition", "26july": {"bases": 2}}})
    play(s, at("oriente"))
    assert piece(s, "oriente", L.DR_BASE) == 0 and level(s, "oriente") == 0


# ------------------------------------------------------------------ #34 US Speaking Tour
def test_34_us_speaking_tour_unshaded_a_die_for_one_insurgent_2_for_the_others():
    s = ev(34, U, resources={"govt": 5, "dr": 48})
    assert legal(s) == {CHOICE(1), CHOICE(2), CHOICE(3)}  # never the Government
    describe_all(s)
    set_roll(s, 5)
    play(s, CHOICE(3))
    assert res(s) == {"govt": 5, "26july": 2, "dr": 49, "syndicate": 5}


# ------------------------------------------------------------------ #35 Defections
def test_35_defections_unshaded_dr_replaces_2_government_cubes_with_its_guerrillas():
    s = ev(35, U, spaces={"matanzas": {"dr": {"active": 1}, "govt": {"troops": 1, "police": 2}}})
    assert who(s) == "dr" and legal(s) == {at("matanzas")}
    play(s, at("matanzas"))  # the only enemy there: no question
    assert legal(s) == {CHOICE(0), CHOICE(1)}  # Troops or Police
    describe_all(s)
    play(s, CHOICE(1), CHOICE(0))
    assert [piece(s, "matanzas", c) for c in (L.TROOPS, L.POLICE, L.DR_U, L.DR_A)] == [0, 1, 2, 1]


def test_35_defections_unshaded_government_chooses_the_enemy_and_the_cubes():
    s = ev(35, U, eligible=["govt"],
           spaces={"havana": {"govt": {"police": 1}, "26july": {"underground": 1, "active": 1}, "dr": {"underground": 1}}})
    assert who(s) == "govt"
    play(s, at("havana"))
    assert legal(s) == {CHOICE(1), CHOICE(2)}  # 26July or DR
    play(s, CHOICE(1))
    assert legal(s) == {CHOICE(0), CHOICE(1), CHOICE(2), CHOICE(3)}  # which Guerrilla x Troops or Police
    describe_all(s)
    play(s, CHOICE(3))  # the Active one, by Police
    assert legal(s) == {CHOICE(0), CHOICE(1)}
    play(s, CHOICE(0))  # the Underground one, by Troops
    assert [piece(s, "havana", c) for c in (L.TROOPS, L.POLICE, L.M26_U, L.M26_A, L.DR_U)] == [1, 2, 0, 0, 1]


def test_35_defections_unshaded_no_cube_available_the_guerrillas_are_just_removed():
    s = ev(35, U, eligible=["govt"], spaces={"havana": {"govt": {"police": 15}, "dr": {"underground": 1, "active": 1}},
                                             "la_habana": {"govt": {"troops": 15}}})
    play(s, L.A_DONE, at("havana"))  # the 1.4.1 step (R21) declined
    assert legal(s) == {CHOICE(0), CHOICE(2)}  # which Guerrilla; no cube to choose (1.4.1)
    assert GAME.describe_action(s, CHOICE(0)).endswith("remove the Underground DR Guerrilla (no Troops or Police Available)")
    play(s, CHOICE(0))
    assert piece(s, "havana", L.DR_U) + piece(s, "havana", L.DR_A) == 0 and piece(s, "havana", L.POLICE) == 15


def test_35_defections_unshaded_one_enemy_piece_only():
    s = ev(35, U, spaces={"matanzas": {"dr": {"bases": 1}, "syndicate": {"active": 1}}})
    play(s, at("matanzas"))
    assert piece(s, "matanzas", L.SYN_A) == 0 and piece(s, "matanzas", L.DR_U) == 1 and no_event_decision(s)


@pytest.mark.parametrize("any_enemies,dr_guerrillas", [(False, 2), (True, 3)])
def test_35_defections_unshaded_r70_pieces_of_one_enemy_unless_the_option(any_enemies, dr_guerrillas):
    s = ev(35, U, options={"defections_any_enemies": any_enemies},
           spaces={"matanzas": {"dr": {"underground": 1}, "govt": {"troops": 1}, "26july": {"underground": 1}}})
    play(s, at("matanzas"), CHOICE(0))  # the Government's Troops first
    assert piece(s, "matanzas", L.TROOPS) == 0 and no_event_decision(s)
    assert piece(s, "matanzas", L.M26_U) == 3 - dr_guerrillas and piece(s, "matanzas", L.DR_U) == dr_guerrillas


def test_35_defections_unshaded_no_effect_without_own_and_enemy_pieces_together():
    s = ev(35, U, spaces={"matanzas": {"dr": {"underground": 1}}, "havana": {"govt": {"troops": 2}}})
    assert no_event_decision(s)


# ------------------------------------------------------------------ #36 Eloy Gutiérrez Menoyo
def test_36_eloy_gutierrez_menoyo_unshaded_a_piece_near_las_villas_by_2_dr_guerrillas():
    s = ev(36, U, spaces={"camaguey_province": {"govt": {"bases": 1}, "syndicate": {"open_casinos": 1}},
                          "matanzas": {"dr": {"underground": 1}}, "oriente": {"govt": {"troops": 1}}})
    assert legal(s) == {at("camaguey_province")}  # not DR, not a Casino, not beyond Las Villas' neighbours
    play(s, at("camaguey_province"))  # a Government Base is the only such piece
    assert piece(s, "camaguey_province", L.GBASE) == 0 and piece(s, "camaguey_province", L.DR_U) == 2
    assert piece(s, "camaguey_province", L.CAS_OPEN) == 1


def test_36_eloy_gutierrez_menoyo_unshaded_choose_whose_piece_and_which():
    s = ev(36, U, spaces={"las_villas": {"govt": {"troops": 1, "police": 1}, "26july": {"active": 1}}})
    play(s, at("las_villas"))
    assert legal(s) == {CHOICE(0), CHOICE(1)}  # Government or 26July
    describe_all(s)
    play(s, CHOICE(0))
    assert legal(s) == {CHOICE(0), CHOICE(1)}  # Troops or Police
    describe_all(s)
    play(s, CHOICE(1))
    assert [piece(s, "las_villas", c) for c in (L.TROOPS, L.POLICE, L.M26_A, L.DR_U)] == [1, 0, 1, 2]


def test_36_eloy_gutierrez_menoyo_unshaded_no_effect_with_only_dr_pieces_and_casinos():
    assert no_event_decision(ev(36, U, spaces={"las_villas": {"dr": {"active": 2}, "syndicate": {"open_casinos": 1}}}))


def test_36_eloy_gutierrez_menoyo_shaded_dr_guerrilla_by_a_syndicate_guerrilla():
    s = ev(36, S, spaces={"havana": {"dr": {"underground": 1, "active": 1}}})
    play(s, at("havana"))
    assert legal(s) == {CHOICE(0), CHOICE(1), CHOICE(2), CHOICE(3)}
    describe_all(s)
    play(s, CHOICE(3))  # the Active one, by a Syndicate Guerrilla
    assert [piece(s, "havana", c) for c in (L.DR_U, L.DR_A, L.SYN_U, L.M26_U)] == [1, 0, 1, 0]


def test_36_eloy_gutierrez_menoyo_shaded_only_available_replacements_are_offered():
    s = ev(36, S, spaces={"havana": {"dr": {"active": 1}}, "oriente": {"26july": {"underground": 15}}})
    play(s, at("havana"))  # 26July has none Available: the Syndicate Guerrilla is the only answer (1.4.1)
    assert piece(s, "havana", L.DR_A) == 0 and piece(s, "havana", L.SYN_U) == 1 and no_event_decision(s)
    s = ev(36, S, spaces={"havana": {"dr": {"active": 1}}, "oriente": {"26july": {"underground": 15}},
                          "matanzas": {"syndicate": {"underground": 6}}})
    play(s, at("havana"))  # neither: the DR Guerrilla is just removed
    assert piece(s, "havana", L.DR_A) + piece(s, "havana", L.SYN_U) + piece(s, "havana", L.M26_U) == 0


def test_36_eloy_gutierrez_menoyo_shaded_no_effect_without_dr_guerrillas():
    assert no_event_decision(ev(36, S, spaces={"havana": {"dr": {"bases": 1}}}))


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


# ------------------------------------------------------------------ #42 Llano
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


# ------------------------------------------------------------------ #46 Sinatra
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


# ------------------------------------------------------------------ in random games
def test_plain_29_47_sides_in_random_games_keep_the_invariants_and_read_well():
    """Seeded random games that prefer Events: every side of this group is executed, every step keeps the
    invariants, and each of its decisions and answers has a line (describe.py)."""
    group = {2 * c + side for c, side in STEP_OF_SIDES}
    executed = set()
    for seed in range(20):
        rng = np.random.default_rng(seed)
        s = GAME.new_state("standard", seed=seed)
        while not GAME.is_terminal(s):
            acts = [int(a) for a in GAME.legal_actions(s)]
            events = [a for a in acts if a in (U, S)]
            a = int(rng.choice(events if events and rng.random() < 0.7 else acts))
            if a in (U, S) and kind(s) == L.FR_ACT:
                executed.add(2 * int(s[L.DECK + s[L.POS]]) + (a == S))
            if kind(s) == L.FR_EVENT and int(top(s, 2)) in group:
                assert GAME.describe_pending(s) and GAME.describe_action(s, a)
            GAME.apply_action(s, a)
            assert violation(s) == 0
    assert group <= executed
