"""The Capabilities the chapter 8 flowcharts name, and 8.6.5 Caracas: each branch where it applies and
the same position where it does not (np_helpers.fx_state, np_turn)."""
from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME
from engine.cuba_libre.nonplayer import trace as T

from .helpers import CHOICE, SA, at, doc, frame, kind, piece, play, prop_state, res, set_roll
from .np_helpers import DR, GOVT, M26, NP_DR, NP_GOVT, SYN, codes, decide, fx_state, noted, np_turn

OP = L.A_OP0
CARACAS, RAUL, GUERRILLA_LIFE, MORGAN, MAFIA_OFFENSIVE = 18, 22, 30, 28, 43


# ------------------------------------------------------------------------------ 8.6.5 Caracas
def caracas_position(opposition):
    """26July (a player) has 4 Bases; Havana at Active Opposition puts it at victory (7.2: > 15)."""
    return {"havana": {"support": opposition}, "oriente": {"26july": {"bases": 2}},
            "sierra_maestra": {"26july": {"bases": 2}},
            "las_villas": {"dr": {"bases": 1, "underground": 2}}, "matanzas": {"dr": {"bases": 1, "underground": 1}}}


def test_8_6_5_caracas_two_dr_bases_removed_cancelling_the_pact():
    s = fx_state(D.DR, caracas_position("active_opposition"), {DR: 5}, caps=[CARACAS])
    notes = np_turn(s, D.DR)
    assert T.DR_CARACAS in codes(notes) and codes(notes).count(T.DR_CARACAS_BASE) == 2
    assert piece(s, "las_villas", L.DR_BASE) + piece(s, "matanzas", L.DR_BASE) == 0
    assert s[L.EFFECTS + CARACAS] == 0


def test_8_6_5_caracas_also_when_executing_an_event():
    # R111: the DR executing an Event first takes its 2 Bases off (its 1.4.1 step, events/dispatch.OWN_FIRST).
    d = doc(spaces=caracas_position("active_opposition"), players=NP_DR, current=25, played=[CARACAS])  # DR 1st
    d["capabilities"] = [CARACAS]
    s = GAME.from_json(d)
    play(s, L.A_EVENT_UNSHADED)
    assert kind(s) == L.FR_EVENT and L.A_VOLUNTARY in GAME.legal_actions(s)
    notes = np_turn(s, D.DR)
    assert codes(notes)[0] == T.DR_CARACAS and codes(notes).count(T.DR_CARACAS_BASE) == 2
    assert s[L.EFFECTS + CARACAS] == 0


def test_8_6_5_no_caracas_while_26july_is_not_at_victory():
    s = fx_state(D.DR, caracas_position("passive_opposition"), {DR: 5}, caps=[CARACAS])
    notes = np_turn(s, D.DR)
    assert T.DR_CARACAS not in codes(notes)
    assert piece(s, "las_villas", L.DR_BASE) + piece(s, "matanzas", L.DR_BASE) == 2 and s[L.EFFECTS + CARACAS] == 1


def test_8_6_5_no_caracas_without_the_pact():
    s = fx_state(D.DR, caracas_position("active_opposition"), {DR: 5})
    notes = np_turn(s, D.DR)
    assert T.DR_CARACAS not in codes(notes)
    assert piece(s, "las_villas", L.DR_BASE) + piece(s, "matanzas", L.DR_BASE) == 2


# ------------------------------------------------------------------------------ "Raul" (8.7.1, 8.7.4)
ATTACK = {"matanzas": {"26july": {"underground": 2}, "govt": {"troops": 2}}}


def attack_die(value, caps=(RAUL,)):
    s = fx_state(D.M26, ATTACK, {M26: 1}, caps=caps)
    set_roll(s, value)
    play(s, OP + L.OP_ATTACK, at("matanzas"))
    return s


def test_8_7_4_raul_rerolls_a_failed_attack():
    s = attack_die(5)
    assert frame(s)[2] == L.CH_REROLL_ATTACK
    a, notes = decide(s)
    assert a == CHOICE(1) and codes(notes) == [T.M26_RAUL_REROLL]


def test_8_7_4_raul_keeps_a_successful_attack():
    s = attack_die(2)
    a, notes = decide(s)
    assert a == CHOICE(0) and codes(notes) == [T.M26_RAUL_KEEP]


def kidnap_die(value):
    s = fx_state(D.M26, {"havana": {"26july": {"underground": 2}, "govt": {"police": 1}}}, {M26: 1, GOVT: 10},
                 caps=[RAUL])
    play(s, OP + L.OP_TERROR, at("havana"), SA(L.SA_KIDNAP))
    set_roll(s, value)
    play(s, at("havana"))
    assert frame(s)[2] == L.CH_REROLL_KIDNAP
    return s


def test_8_7_1_raul_rerolls_a_kidnap_of_1_or_2():
    for value in (1, 2):
        a, notes = decide(kidnap_die(value))
        assert a == CHOICE(1) and codes(notes) == [T.M26_RAUL_REROLL]


def test_8_7_1_raul_keeps_a_kidnap_of_3_or_more():
    a, notes = decide(kidnap_die(3))
    assert a == CHOICE(0) and codes(notes) == [T.M26_RAUL_KEEP]


# ------------------------------------------------------------------------------ "The Guerrilla Life" (8.7.2)
RALLY = {"oriente": {"26july": {"active": 2, "bases": 1}, "govt": {"police": 1}}}


def test_8_7_2_the_guerrilla_life_places_where_rally_would_only_flip():
    s = fx_state(D.M26, RALLY, {M26: 1}, caps=[GUERRILLA_LIFE])
    notes = np_turn(s, D.M26)
    assert noted(notes, T.M26_RALLY_FLIP, "oriente") and noted(notes, T.M26_GUERRILLA_LIFE, "oriente")
    assert piece(s, "oriente", L.M26_A) == 0 and piece(s, "oriente", L.M26_U) >= 5  # 2 + placed + 1 Infiltrated


def test_8_7_2_without_the_guerrilla_life_rally_flips():
    s = fx_state(D.M26, RALLY, {M26: 1})
    notes = np_turn(s, D.M26)
    assert noted(notes, T.M26_RALLY_FLIP, "oriente") and T.M26_GUERRILLA_LIFE not in codes(notes)
    assert piece(s, "oriente", L.M26_A) == 0 and piece(s, "oriente", L.M26_U) == 3  # 2 flipped + 1 Infiltrated


# ------------------------------------------------------------------------------ "El Che" (8.7.3, R117)
EL_CHE = 13


def el_che_position(**extra):
    """26July Marches (all its Bases on the map, 5 Guerrillas Available: no Rally; no Terror): step 1
    into Havana (Government-Controlled, Support) from La Habana (Opposition); step 2 from Sierra Maestra
    (the most Guerrillas) to Oriente, closer to Havana."""
    return {"sierra_maestra": {"26july": {"bases": 2, "active": 6}}, "pinar_del_rio": {"26july": {"bases": 2}},
            "havana": {"support": "passive_support", "govt": {"police": 2}},
            "la_habana": {"support": "passive_opposition", "26july": {"underground": 4}}} | extra


def test_8_7_3_el_che_reverses_the_steps_the_closer_step_first():
    s = fx_state(D.M26, el_che_position(), {M26: 1}, caps=[EL_CHE])  # Resources for 1 space only
    notes = np_turn(s, D.M26)
    assert T.M26_EL_CHE in codes(notes) and noted(notes, T.M26_MARCH_HAVANA, "oriente")
    assert T.M26_MARCH_GOVT not in codes(notes) and piece(s, "havana", L.M26_U) == 0
    assert piece(s, "oriente", L.M26_U) == 5  # #13: the first group ends Underground


def test_8_7_3_without_el_che_the_government_step_first():
    s = fx_state(D.M26, el_che_position(), {M26: 1})
    notes = np_turn(s, D.M26)
    assert T.M26_EL_CHE not in codes(notes) and noted(notes, T.M26_MARCH_GOVT, "havana")
    assert T.M26_MARCH_HAVANA not in codes(notes) and piece(s, "oriente", L.M26_U) == 0


def test_8_7_3_el_che_then_the_government_controlled_space():
    s = fx_state(D.M26, el_che_position(), {M26: 3}, caps=[EL_CHE])
    c = codes(notes := np_turn(s, D.M26))
    assert c.index(T.M26_MARCH_HAVANA) < c.index(T.M26_MARCH_GOVT) and noted(notes, T.M26_MARCH_GOVT, "havana")
    assert noted(notes, T.M26_MARCH_FROM, "la_habana") and piece(s, "havana", L.M26_U) == 1
    assert piece(s, "oriente", L.M26_U) == 5 and res(s)[M26] == 1


def test_8_7_3_el_che_option_no_support_first_keeps_the_step_order():
    spaces = el_che_position(matanzas={"govt": {"police": 1}})  # Government-Controlled, Neutral
    s = fx_state(D.M26, spaces, {M26: 1}, caps=[EL_CHE], options={"np_el_che_no_support_first": True})
    notes = np_turn(s, D.M26)
    assert T.M26_EL_CHE not in codes(notes) and noted(notes, T.M26_MARCH_GOVT, "matanzas")
    assert piece(s, "matanzas", L.M26_U) >= 1 and piece(s, "havana", L.M26_U) == 0
    s = fx_state(D.M26, spaces, {M26: 1}, options={"np_el_che_no_support_first": True})  # no El Che: Support first
    assert noted(np_turn(s, D.M26), T.M26_MARCH_GOVT, "havana")


# ------------------------------------------------------------------------------ "Morgan" (8.6.3)
def morgan_position():
    """DR Guerrillas only in Oriente, all Active (no Terror); every City and Province at Active
    Opposition (no Rally: 8.6.2), so the DR Marches."""
    spaces = {sid: {"support": "active_opposition"} for sid in D.SPACE_INDEX if not sid.startswith("ec_")}
    spaces["oriente"]["dr"] = {"active": 3}
    return spaces


def test_8_6_3_morgan_the_march_starts_up_to_2_spaces_away():
    s = fx_state(D.DR, morgan_position(), {DR: 5}, caps=[MORGAN])
    notes = np_turn(s, D.DR)
    assert noted(notes, T.DR_MARCH_CONTROL, "las_villas") and noted(notes, T.DR_MORGAN, "oriente")
    assert piece(s, "las_villas", L.DR_A) + piece(s, "las_villas", L.DR_U) >= 1


def test_8_6_3_without_morgan_the_march_is_from_adjacent_spaces():
    s = fx_state(D.DR, morgan_position(), {DR: 5})
    notes = np_turn(s, D.DR)
    assert T.DR_MORGAN not in codes(notes) and not noted(notes, T.DR_MARCH_CONTROL, "las_villas")
    assert piece(s, "las_villas", L.DR_A) + piece(s, "las_villas", L.DR_U) == 0


# ------------------------------------------------------------------------------ "Mafia Offensive" (8.5.5)
TERROR = {"matanzas": {"syndicate": {"underground": 2}, "26july": {"bases": 1}}}  # no EC next door: no March


def test_8_5_5_mafia_offensive_assassinate_instead_of_bribe():
    s = fx_state(D.SYN, TERROR, {SYN: 4}, caps=[MAFIA_OFFENSIVE])
    notes = np_turn(s, D.SYN)
    assert codes(notes)[0] == T.SYN_TERROR and T.SYN_MAFIA_ASSASSINATE in codes(notes)
    assert noted(notes, T.SYN_MAFIA_SPACE, "matanzas") and T.SYN_BRIBE not in codes(notes)
    assert piece(s, "matanzas", L.M26_BASE) == 0 and res(s)[SYN] == 3  # Terror 1, Assassinate free


def test_8_5_5_without_mafia_offensive_terror_takes_bribe():
    s = fx_state(D.SYN, TERROR, {SYN: 4})
    notes = np_turn(s, D.SYN)
    assert codes(notes)[0] == T.SYN_TERROR and T.SYN_BRIBE in codes(notes) and T.SYN_MAFIA_ASSASSINATE not in codes(notes)
    assert piece(s, "matanzas", L.M26_BASE) == 0 and res(s)[SYN] == 0  # Terror 1, Bribe 3


# ------------------------------------------------------------------------------ 8.8.7 Redeploy
def redeploy(spaces):
    """Play the Propaganda Round of P1 to its end: the Non-player Government decides, the players decline."""
    s = prop_state(1, players=NP_GOVT, spaces=spaces)
    notes = []
    for _ in range(300):
        if GAME.is_terminal(s) or kind(s) == L.FR_ACT:
            return s, notes
        if GAME.current_player(s) == D.GOVT:
            a, n = decide(s)
            notes += n
            GAME.step(s, a)
        else:
            GAME.step(s, L.A_DONE)
    raise AssertionError("the Propaganda Round did not end")


def redeploy_position(closed_casinos):
    """Matanzas: 2 Police hold Control against 1 26July Guerrilla once its Troops leave (6.4); a closed
    Casino opening at the Reset (6.5) would break it (R112)."""
    syn = {"closed_casinos": closed_casinos} if closed_casinos else {}
    return {"havana": {"govt": {"police": 4, "troops": 2}},
            "matanzas": {"govt": {"troops": 2, "police": 2}, "26july": {"active": 1}, "syndicate": syn}}


def test_8_8_7_police_to_a_province_whose_troops_leave_to_keep_control():
    s, notes = redeploy(redeploy_position(1))
    assert noted(notes, T.GOVT_REDEPLOY_PROVINCE, "matanzas")
    assert piece(s, "matanzas", L.TROOPS) == 0 and piece(s, "matanzas", L.POLICE) == 3
    assert piece(s, "havana", L.POLICE) == 3


def test_8_8_7_no_police_where_the_province_keeps_control_without_its_troops():
    s, notes = redeploy(redeploy_position(0))
    assert T.GOVT_REDEPLOY_PROVINCE not in codes(notes)
    assert piece(s, "matanzas", L.TROOPS) == 0 and piece(s, "matanzas", L.POLICE) == 2
