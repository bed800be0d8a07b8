"""Chapter 5.3 Capabilities and 5.4 Momentum: executing each side places its marker, and each marker
changes the Operation, Special Activity or Propaganda step it names, where that is executed (compared
with the same position without the marker). Momentum ends at the Reset of the next Propaganda Round
(5.4, 6.5); Capabilities stay. Positions write the markers in effect as `capabilities` / `momentum`.
"""
import pytest

from engine.core.protocol import PositionError
from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME

from .helpers import (
    CHOICE,
    SA,
    P,
    at,
    decline,
    doc,
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
)

GOVT, M26, DR, SYN = D.FACTION_IDS
U, S = L.A_EVENT_UNSHADED, L.A_EVENT_SHADED
OP = L.A_OP0
DONE = L.A_DONE
# The cards of this group: op positions use other cards, so a marker's card can be in the played pile.
EFFECT_CARDS = (1, 2, 4, 5, 6, 10, 13, 18, 22, 28, 30, 43, 48)


def marker(s, card):
    return int(s[L.EFFECTS + card])


def executed(card, side):
    """The card in play, executed by its 1st Eligible faction."""
    s = state(current=card)
    play(s, side)
    return s


def fx_doc(current, caps=(), mom=(), played=None, **kw):
    d = doc(current=current, played=list(played if played is not None else [*caps, *mom]), **kw)
    d["capabilities"], d["momentum"] = list(caps), list(mom)
    return d


def card_where(f, position=0):
    """A card (not of this group) on which faction f is at `position` of the faction order."""
    fi = D.FACTION_IDS.index(f)
    return next(c for c in range(1, 49) if D.CARD_ORDER[c, position] == fi and c not in EFFECT_CARDS)


def op_fx(f, spaces, resources=None, caps=(), mom=(), **kw):
    """f is the 1st Eligible; the markers of `caps` / `mom` are in effect (their cards played)."""
    return GAME.from_json(fx_doc(card_where(f), caps, mom, spaces=spaces, resources=resources or {}, **kw))


# ====================================================================== executing the sides (5.3, 5.4)
def test_1_armored_cars_shaded_places_its_momentum():
    assert marker(executed(1, S), 1) == 2


def test_2_guantanamo_bay_unshaded_places_its_capability_and_shaded_its_momentum():
    assert marker(executed(2, U), 2) == 1
    assert marker(executed(2, S), 2) == 2


def test_4_sim_shaded_places_its_momentum():
    assert marker(executed(4, S), 4) == 2


def test_5_rolando_masferrer_shaded_places_its_momentum():
    assert marker(executed(5, S), 5) == 2


def test_6_sanchez_mosquera_shaded_places_its_momentum():
    assert marker(executed(6, S), 6) == 2


def test_10_map_shaded_places_its_momentum():
    assert marker(executed(10, S), 10) == 2


def test_13_el_che_unshaded_places_its_capability():
    assert marker(executed(13, U), 13) == 1


def test_18_pact_of_caracas_unshaded_capability_and_the_executing_faction_stays_eligible():
    s = executed(18, U)  # 26July executes; DR, 2nd Eligible, passes like the rest
    assert marker(s, 18) == 1
    pass_all(s)
    assert M26 in eligible(s)  # 2.3.7 "unless the Event says otherwise"


def test_22_raul_unshaded_places_its_capability_and_shaded_its_momentum():
    assert marker(executed(22, U), 22) == 1
    assert marker(executed(22, S), 22) == 2


def test_28_morgan_unshaded_places_its_capability():
    assert marker(executed(28, U), 28) == 1


def test_30_the_guerrilla_life_unshaded_places_its_capability():
    assert marker(executed(30, U), 30) == 1


def test_43_mafia_offensive_shaded_places_its_capability():
    assert marker(executed(43, S), 43) == 2


def test_48_santo_trafficante_shaded_places_its_capability():
    assert marker(executed(48, S), 48) == 2


# ====================================================================== #1 Armored Cars (shaded)
ARMORED = {"havana": {"govt": {"troops": 3}}, "oriente": {"26july": {"active": 2}}}


def test_1_armored_cars_shaded_assault_first_moves_troops_in_from_any_space():
    s = op_fx(GOVT, ARMORED, {GOVT: 10}, mom=[1])
    play(s, OP + L.OP_ASSAULT, at("oriente"))  # no Troops there yet
    assert frame(s)[0] == L.FR_SPACE and frame(s)[3] == L.SP_ASSAULT_FROM
    play(s, at("havana"), P(L.TROOPS), P(L.TROOPS), DONE, DONE)  # Havana is not adjacent to Oriente
    assert piece(s, "oriente", L.TROOPS) == 2 and piece(s, "havana", L.TROOPS) == 1
    play(s, P(L.M26_A), P(L.M26_A))
    assert piece(s, "oriente", L.M26_A) == 0 and res(s)[GOVT] == 8


def test_1_armored_cars_shaded_not_in_effect_no_assault_without_troops():
    s = op_fx(GOVT, ARMORED, {GOVT: 10})
    assert OP + L.OP_ASSAULT not in legal(s)


# ====================================================================== #2 Guantanamo Bay
KIDNAP_SIERRA = {"sierra_maestra": {"26july": {"underground": 2}, "govt": {"police": 1}}}


def test_2_guantanamo_bay_unshaded_kidnap_in_sierra_maestra_as_a_city():
    s = op_fx(M26, KIDNAP_SIERRA, {M26: 1, GOVT: 10}, caps=[2])
    play(s, OP + L.OP_TERROR, at("sierra_maestra"), SA(L.SA_KIDNAP))
    set_roll(s, 4)
    play(s, at("sierra_maestra"))
    assert (res(s)[GOVT], res(s)[M26]) == (6, 4)


def test_2_guantanamo_bay_unshaded_not_in_effect_no_kidnap_in_a_province():
    s = op_fx(M26, KIDNAP_SIERRA, {M26: 1, GOVT: 10})
    play(s, OP + L.OP_TERROR, at("sierra_maestra"))
    illegal(s, SA(L.SA_KIDNAP))


AIR = {"la_habana": {"govt": {"troops": 1}}, "oriente": {"26july": {"active": 2}, "dr": {"bases": 1}}}


def test_2_guantanamo_bay_shaded_air_strike_removes_two_even_when_embargoed():
    s = op_fx(GOVT, AIR, {GOVT: 10}, mom=[2], alliance="embargoed")
    play(s, OP + L.OP_SWEEP, at("la_habana"), DONE, SA(L.SA_AIR_STRIKE), at("oriente"), P(L.M26_A))
    assert kind(s) == L.FR_PIECES  # a second piece
    play(s, P(L.DR_BASE))  # the DR Base: DR has no Guerrillas there
    assert piece(s, "oriente", L.M26_A) == 1 and piece(s, "oriente", L.DR_BASE) == 0
    assert kind(s) == L.FR_OP


def test_2_guantanamo_bay_shaded_not_in_effect_one_piece_and_never_when_embargoed():
    s = op_fx(GOVT, AIR, {GOVT: 10}, alliance="embargoed")
    play(s, OP + L.OP_SWEEP, at("la_habana"), DONE)
    illegal(s, SA(L.SA_AIR_STRIKE))
    s = op_fx(GOVT, AIR, {GOVT: 10})
    play(s, OP + L.OP_SWEEP, at("la_habana"), DONE, SA(L.SA_AIR_STRIKE), at("oriente"), P(L.M26_A))
    assert kind(s) == L.FR_OP and piece(s, "oriente", L.M26_A) == 1


# ====================================================================== #4 S.I.M. (shaded)
SIM = {"havana": {"govt": {"police": 2}}, "la_habana": {"26july": {"underground": 2}},
       "matanzas": {"govt": {"police": 3}, "26july": {"active": 2}}}


def test_4_sim_shaded_police_sweep_and_assault_as_troops():
    s = op_fx(GOVT, SIM, {GOVT: 10}, mom=[4])
    play(s, OP + L.OP_SWEEP, at("la_habana"))
    assert at("havana") in legal(s)  # adjacent Police move like Troops
    play(s, at("havana"), P(L.POLICE), P(L.POLICE), DONE, DONE)
    assert piece(s, "la_habana", L.POLICE) == 2 and piece(s, "la_habana", L.M26_A) == 2  # 1 per cube
    s = op_fx(GOVT, SIM, {GOVT: 10}, mom=[4])
    play(s, OP + L.OP_ASSAULT, at("matanzas"), P(L.M26_A), P(L.M26_A))  # Police remove in a Province
    assert piece(s, "matanzas", L.M26_A) == 0


def test_4_sim_shaded_not_in_effect_police_neither_sweep_nor_assault_in_a_province():
    s = op_fx(GOVT, SIM, {GOVT: 10})
    play(s, OP + L.OP_SWEEP, at("la_habana"))
    assert legal(s) == {DONE}
    s = op_fx(GOVT, SIM, {GOVT: 10})
    assert OP + L.OP_ASSAULT not in legal(s)  # Matanzas, a Province, was the only Assault space


# ====================================================================== #5 Rolando Masferrer (shaded)
SWEEP = {"la_habana": {"govt": {"troops": 2}}, "matanzas": {"26july": {"underground": 2}}}


def test_5_rolando_masferrer_shaded_sweep_takes_a_free_assault_as_its_special_activity():
    s = op_fx(GOVT, SWEEP, {GOVT: 10}, mom=[5])
    play(s, OP + L.OP_SWEEP, at("matanzas"), at("la_habana"), P(L.TROOPS), P(L.TROOPS), DONE, DONE)
    assert frame(s)[0] == L.FR_SPACE and frame(s)[3] == L.SP_SWEEP_ASSAULT  # after the Activation
    assert legal(s) == {at("matanzas"), DONE}
    play(s, at("matanzas"), P(L.M26_A), P(L.M26_A))
    assert piece(s, "matanzas", L.M26_A) + piece(s, "matanzas", L.M26_U) == 0
    assert res(s)[GOVT] == 8  # the Sweep's space only: the Assault is free
    assert scalar(s, "first_action") == L.FA_OP_SA  # 2.3.4: it was the Special Activity
    assert kind(s) == L.FR_ACT


def test_5_rolando_masferrer_shaded_not_in_effect_the_sweep_just_ends():
    s = op_fx(GOVT, SWEEP, {GOVT: 10})
    play(s, OP + L.OP_SWEEP, at("matanzas"), at("la_habana"), P(L.TROOPS), P(L.TROOPS), DONE, DONE)
    assert kind(s) == L.FR_ACT and piece(s, "matanzas", L.M26_A) == 2
    assert scalar(s, "first_action") == L.FA_OP


def test_5_rolando_masferrer_shaded_not_after_another_special_activity():
    s = op_fx(GOVT, SWEEP | {"oriente": {"26july": {"active": 1}}}, {GOVT: 10}, mom=[5])
    play(s, OP + L.OP_SWEEP, at("matanzas"), at("la_habana"), P(L.TROOPS), P(L.TROOPS), DONE,
         SA(L.SA_AIR_STRIKE), at("oriente"), P(L.M26_A), DONE)
    assert kind(s) == L.FR_ACT  # one Special Activity per Op (4.1)


# ====================================================================== #6 Sanchez Mosquera (shaded)
MOUNTAIN = {"sierra_maestra": {"govt": {"troops": 3, "police": 1}, "26july": {"active": 5}}}


def test_6_sanchez_mosquera_shaded_assault_treats_mountain_as_city():
    s = op_fx(GOVT, MOUNTAIN, {GOVT: 10}, mom=[6])
    play(s, OP + L.OP_ASSAULT, at("sierra_maestra"), *[P(L.M26_A)] * 4)
    assert piece(s, "sierra_maestra", L.M26_A) == 1 and kind(s) == L.FR_OP  # 3 Troops + 1 Police


def test_6_sanchez_mosquera_shaded_not_in_effect_mountain_halves_troops():
    s = op_fx(GOVT, MOUNTAIN, {GOVT: 10})
    play(s, OP + L.OP_ASSAULT, at("sierra_maestra"), P(L.M26_A))
    assert piece(s, "sierra_maestra", L.M26_A) == 4 and kind(s) == L.FR_OP  # 3 // 2, Police idle


# ====================================================================== #10 MAP (shaded)
def map_limop(mom):
    """The Government is 2nd Eligible after the 1st executed an Op only: a LimOp (2.3.4-2.3.5)."""
    card = card_where(GOVT, 1)
    first = D.FACTION_IDS[D.CARD_ORDER[card, 0]]
    return GAME.from_json(fx_doc(card, mom=mom, spaces=AIR, resources={GOVT: 10},
                                 card_in_play={"executed": [first], "first_action": "op"}))


def test_10_map_shaded_government_limop_adds_a_special_activity():
    s = map_limop([10])
    play(s, OP + L.OP_SWEEP, at("la_habana"), DONE, SA(L.SA_AIR_STRIKE), at("oriente"), P(L.M26_A))
    assert piece(s, "oriente", L.M26_A) == 1


def test_10_map_shaded_not_in_effect_a_limop_has_no_special_activity():
    s = map_limop([])
    play(s, OP + L.OP_SWEEP, at("la_habana"), DONE)
    illegal(s, SA(L.SA_AIR_STRIKE))


# ====================================================================== #13 El Che
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


# ====================================================================== #18 Pact of Caracas
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


# ====================================================================== #22 Raul
ATTACK = {"matanzas": {"26july": {"underground": 2}, "govt": {"troops": 2}}}


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


# ====================================================================== #28 Morgan
def test_28_morgan_unshaded_dr_marches_up_to_two_spaces():
    spaces = {"matanzas": {"dr": {"underground": 2}}}
    s = op_fx(DR, spaces, {DR: 1}, caps=[28])
    play(s, OP + L.OP_MARCH, at("camaguey_province"))  # Matanzas - Las Villas - Camaguey
    assert legal(s) == {at("matanzas"), DONE}
    play(s, at("matanzas"), P(L.DR_U), P(L.DR_U), DONE)
    assert piece(s, "camaguey_province", L.DR_U) == 2 and piece(s, "matanzas", L.DR_U) == 0


def test_28_morgan_unshaded_not_in_effect_adjacent_only():
    s = op_fx(DR, {"matanzas": {"dr": {"underground": 2}}}, {DR: 1})
    play(s, OP + L.OP_MARCH)
    illegal(s, at("camaguey_province"))


# ====================================================================== #30 The Guerrilla Life
def test_30_the_guerrilla_life_unshaded_rally_spaces_end_all_underground():
    for caps, after in (([30], (3, 0)), ([], (1, 2))):
        s = op_fx(M26, {"oriente": {"26july": {"active": 2}}}, {M26: 1}, caps=caps)
        play(s, OP + L.OP_RALLY, at("oriente"), CHOICE(0), DONE)  # place 1 Guerrilla
        assert (piece(s, "oriente", L.M26_U), piece(s, "oriente", L.M26_A)) == after


# ====================================================================== #43 Mafia Offensive (shaded)
MAFIA = {"havana": {"syndicate": {"underground": 1}, "govt": {"police": 2}, "26july": {"underground": 1}}}


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


# ====================================================================== #48 Santo Trafficante Jr (shaded)
def test_48_santo_trafficante_shaded_no_skim_where_an_underground_syndicate_guerrilla_is():
    spaces = {"havana": {"govt": {"troops": 3}, "syndicate": {"underground": 1, "open_casinos": 1}},
              "camaguey_city": {"govt": {"troops": 3}, "syndicate": {"active": 1, "open_casinos": 1}}}
    after = {}
    for caps in ([48], []):
        s = GAME.from_json(fx_doc("P1", caps=caps, spaces=spaces, resources={SYN: 20}))
        after[bool(caps)] = res(s)
    assert after[False][SYN] - after[True][SYN] == -2  # one Skim (Camaguey) instead of two
    assert after[False][GOVT] - after[True][GOVT] == 2


# ====================================================================== 5.4 / 6.5 Momentum ends at Reset
MOMENTUM = (1, 2, 4, 5, 6, 10, 22)
CAPABILITIES = (13, 18, 28, 30, 43)  # (with the 7 Momentum cards, 12 played before P1 ends the pile, 9.2)


def test_6_5_reset_discards_every_momentum_and_keeps_capabilities():
    d = fx_doc("P1", caps=CAPABILITIES, mom=MOMENTUM, played=[*MOMENTUM, *CAPABILITIES])
    s = GAME.from_json(d)
    assert all(marker(s, c) == 2 for c in MOMENTUM)
    decline(s)
    assert scalar(s, "phase") == L.PH_CARD
    assert [marker(s, c) for c in MOMENTUM] == [0] * len(MOMENTUM)
    assert [marker(s, c) for c in CAPABILITIES] == [1, 1, 1, 1, 2]


# ====================================================================== positions (docs/position-format.md)
def test_position_capabilities_and_momentum_round_trip():
    s = GAME.from_json(fx_doc(card_where(GOVT), caps=[2, 43], mom=[22, 4]))
    out = GAME.to_json(s)
    assert (out["capabilities"], out["momentum"]) == ([2, 43], [4, 22])
    assert (marker(s, 2), marker(s, 43), marker(s, 22), marker(s, 4)) == (1, 2, 2, 2)
    assert (GAME.from_json(out) == s).all()
    del out["internal"]
    assert (GAME.from_json(out)[L.EFFECTS : L.EFFECTS + 53] == s[L.EFFECTS : L.EFFECTS + 53]).all()


@pytest.mark.parametrize("caps,mom,played,message", [
    ([1], [], None, "capabilities[0]: #1 Armored Cars has no Capability side (5.3)"),
    ([], [13], None, "momentum[0]: #13 El Che has no Momentum side (5.4)"),
    ([2], [2], None, "momentum[0]: #2 Guantánamo Bay is listed twice; one side of a card is in effect at most (5.2)"),
    ([13], [], [], "capabilities: #13 El Che is in effect but has not been played (5.3)"),
    ([], [4], [4] + list(range(7, 18)) + ["P1"],
     "momentum: #4 S.I.M. was played before the last Propaganda card, whose Reset ended it (5.4, 6.5)"),
    (["x"], [], [], "capabilities[0]: unknown card 'x': Event cards are 1-48, Propaganda cards P1-P4"),
])
def test_position_effects_are_validated(caps, mom, played, message):
    d = fx_doc(card_where(GOVT), caps=caps, mom=mom, played=played)
    with pytest.raises(PositionError) as e:
        GAME.from_json(d)
    assert str(e.value) == message


def test_position_effects_default_to_none():
    d = doc(current=card_where(GOVT))
    assert not GAME.from_json(d)[L.EFFECTS : L.EFFECTS + 53].any()


def test_describe_names_the_card_of_each_new_decision():
    s = op_fx(GOVT, ARMORED, {GOVT: 10}, mom=[1])
    play(s, OP + L.OP_ASSAULT)
    assert "#1 Armored Cars" in GAME.describe_action(s, at("oriente"))
    play(s, at("oriente"))
    assert GAME.describe_pending(s) == "Government: 3.2.4 Assault (#1 Armored Cars): choose Troops to move into Oriente from"
    s = op_fx(M26, ATTACK, {M26: 1}, caps=[22])
    set_roll(s, 5)
    play(s, OP + L.OP_ATTACK, at("matanzas"))
    assert GAME.describe_pending(s) == "26July: 3.3.3 Attack (#22 Raúl): choose how in Matanzas, the die shows 5"
    assert GAME.describe_action(s, CHOICE(1)) == "3.3.3 Attack (#22 Raúl) in Matanzas: reroll the die"
    s = op_fx(SYN, MAFIA, {SYN: 5}, caps=[43])
    play(s, OP + L.OP_TERROR, at("havana"))
    assert GAME.describe_action(s, SA(L.SA_ASSASSINATE)).endswith("Assassinate (#43 Mafia Offensive)")


def test_optimiser_does_not_plan_the_ops_a_marker_in_effect_changes():
    from solver_ai.optimise.cuba_libre.builder import CubaLibreBuilder

    spaces = {"la_habana": {"govt": {"troops": 2}}, "matanzas": {"26july": {"active": 2}}}
    planned = {}
    for mom in ([4], []):
        s = op_fx(GOVT, spaces, {GOVT: 10}, mom=mom)
        planned[bool(mom)] = {op for op, _ in CubaLibreBuilder().pairs(s, 0)}
    assert L.OP_SWEEP in planned[False] and L.OP_SWEEP not in planned[True]  # S.I.M. changes Sweep
    assert L.OP_TRAIN in planned[True]


# ====================================================================== where the markers do not apply
def test_1_armored_cars_shaded_also_before_garrisons_free_assault():
    s = op_fx(GOVT, {"havana": {"govt": {"troops": 2}}, "ec_oriente_sierra": {"dr": {"active": 1}}},
              {GOVT: 10}, mom=[1])
    play(s, OP + L.OP_GARRISON, DONE)  # no cubes moved: the Assault needs Armored Cars' Troops
    assert frame(s)[3] == L.SP_GARRISON_ASSAULT
    play(s, at("ec_oriente_sierra"), at("havana"), P(L.TROOPS), DONE, DONE, P(L.DR_A))
    assert piece(s, "ec_oriente_sierra", L.DR_A) == 0 and piece(s, "ec_oriente_sierra", L.TROOPS) == 1


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


def test_28_morgan_unshaded_not_for_26july():
    s = op_fx(M26, {"matanzas": {"26july": {"underground": 2}}}, {M26: 1}, caps=[28])
    play(s, OP + L.OP_MARCH)
    illegal(s, at("camaguey_province"))


def test_13_el_che_unshaded_not_for_dr():
    spaces = {"sierra_maestra": {"dr": {"underground": 2}},
              "oriente": {"support": "passive_support", "govt": {"troops": 1, "police": 1}}}
    s = op_fx(DR, spaces, {DR: 1}, caps=[13])
    play(s, OP + L.OP_MARCH, at("oriente"), at("sierra_maestra"), P(L.DR_U), P(L.DR_U))
    assert (piece(s, "oriente", L.DR_U), piece(s, "oriente", L.DR_A)) == (0, 2)


def test_10_map_shaded_not_for_an_insurgent_limop():
    card = card_where(M26, 1)
    first = D.FACTION_IDS[D.CARD_ORDER[card, 0]]
    s = GAME.from_json(fx_doc(card, mom=[10], spaces={"havana": {"26july": {"underground": 2}}},
                              resources={M26: 5, GOVT: 10}, card_in_play={"executed": [first], "first_action": "op"}))
    play(s, OP + L.OP_TERROR, at("havana"))
    illegal(s, SA(L.SA_KIDNAP))
