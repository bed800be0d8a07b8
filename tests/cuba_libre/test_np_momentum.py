"""8.1 Momentum and 8.8.1 Momentum priorities of the Non-player Government: each Momentum Event in
effect, one position where its priority fires and one where it does not (np_helpers.np_turn)."""
from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.events import dispatch
from engine.cuba_libre.game import GAME
from engine.cuba_libre.nonplayer import trace as T

from .helpers import doc, piece, res
from .np_helpers import GOVT, NP_GOVT, codes, decide, fx_state, noted, np_turn

GF = D.GOVT
ARMORED_CARS, GUANTANAMO, SIM, MASFERRER, MOSQUERA, RAUL = 1, 2, 4, 5, 6, 22
CITIES_OK = {"havana": {"govt": {"police": 2, "troops": 2}}, "camaguey_city": {"govt": {"police": 1, "troops": 1}},
             "santiago_de_cuba": {"govt": {"police": 1, "troops": 1}}}


def with_momentum(d, momentum):
    """A position document with the Momentum sides of `momentum` in effect (their cards played, 5.4)."""
    if momentum:
        d["momentum"] = list(momentum)
        d["cards"]["played"] = list(momentum) + [c for c in d["cards"]["played"] if c not in momentum]
    return GAME.from_json(d)


def govt_state(spaces, resources, momentum=()):
    """The Non-player Government 2nd Eligible after the 1st Eligible's Op, with Momentum in effect."""
    return fx_state(GF, spaces, resources, mom=momentum)


# ------------------------------------------------------------------------------ 8.1 Momentum
# A card on which the Government is 1st Eligible and whose shaded side (the NP Government's, 8.4.2) is a
# built Momentum side: always effective (R90), so the Event is taken unless the 8.1 Momentum case applies.
EVENT_CARD = next(c for c in range(1, 49) if D.CARD_ORDER[c, 0] == D.GOVT and dispatch.BUILT[2 * c + 1]
                  and D.CARD_SIDES[c, 1] == D.MOMENTUM)


def first_eligible(momentum):
    from .helpers import cards

    entry = cards(EVENT_CARD, upcoming=[c for c in range(10, 20) if c != EVENT_CARD][:1], played=list(momentum))
    d = doc(spaces=dict(CITIES_OK), resources={GOVT: 10}, players=NP_GOVT, cards_entry=entry)
    return with_momentum(d, momentum)


def test_8_1_momentum_in_effect_the_np_government_takes_ops_not_the_event():
    s = first_eligible([SIM])
    a, notes = decide(s)
    assert codes(notes)[0] == T.EVENT_GOVT_MOMENTUM and a not in (L.A_EVENT_UNSHADED, L.A_EVENT_SHADED)


def test_8_1_raul_shaded_is_government_momentum_too():
    a, notes = decide(first_eligible([RAUL]))
    assert codes(notes)[0] == T.EVENT_GOVT_MOMENTUM and a != L.A_EVENT_SHADED


def test_8_1_no_momentum_the_np_government_takes_the_event():
    a, notes = decide(first_eligible([]))
    assert codes(notes) == [T.EVENT] and a == L.A_EVENT_SHADED


def test_8_1_a_capability_is_not_momentum():
    from .helpers import cards

    entry = cards(EVENT_CARD, upcoming=[11], played=[13])
    d = doc(spaces=dict(CITIES_OK), resources={GOVT: 10}, players=NP_GOVT, cards_entry=entry)
    d["capabilities"] = [13]  # El Che
    a, notes = decide(GAME.from_json(d))
    assert codes(notes) == [T.EVENT] and a == L.A_EVENT_SHADED


# ------------------------------------------------------------------------------ 8.8.1 Armored Cars
def armored_position():
    spaces = {k: dict(v) for k, v in CITIES_OK.items()}
    spaces["havana"] = {"govt": {"police": 2, "troops": 5}}
    spaces["matanzas"] = {"26july": {"bases": 1}}
    return spaces


def test_8_8_1_armored_cars_assault_with_troops_moved_in_from_anywhere():
    s = govt_state(armored_position(), {GOVT: 4}, [ARMORED_CARS])
    notes = np_turn(s, GF)
    assert codes(notes)[0] == T.GOVT_ARMORED_CARS and noted(notes, T.GOVT_ASSAULT_SPACE, "matanzas")
    assert noted(notes, T.GOVT_CUBES_FROM, "havana")
    assert piece(s, "matanzas", L.M26_BASE) == 0 and piece(s, "matanzas", L.TROOPS) == 1
    assert piece(s, "havana", L.TROOPS) == 4 and res(s)[GOVT] == 2


def test_8_8_1_without_armored_cars_no_assault_without_troops_there():
    s = govt_state(armored_position(), {GOVT: 4})
    notes = np_turn(s, GF)
    assert codes(notes) == [T.GOVT_PASS] and piece(s, "matanzas", L.M26_BASE) == 1


def test_8_8_1_armored_cars_does_not_fire_when_the_base_is_protected():
    spaces = armored_position()
    spaces["matanzas"] = {"26july": {"bases": 1, "underground": 1}}
    spaces["la_habana"] = {"govt": {"troops": 2}}  # 1 to spare for a Sweep into Matanzas (8.8.4)
    s = govt_state(spaces, {GOVT: 4}, [ARMORED_CARS])
    a, notes = decide(s)
    assert T.GOVT_ARMORED_CARS not in codes(notes) and codes(notes)[0] == T.GOVT_SWEEP


# ------------------------------------------------------------------------------ 8.8.1 Sanchez Mosquera
def test_8_8_1_sanchez_mosquera_assault_in_mountains():
    spaces = dict(CITIES_OK)
    spaces["sierra_maestra"] = {"govt": {"troops": 1}, "26july": {"bases": 1}}
    s = govt_state(spaces, {GOVT: 4}, [MOSQUERA])
    notes = np_turn(s, GF)
    assert codes(notes)[0] == T.GOVT_MOSQUERA and piece(s, "sierra_maestra", L.M26_BASE) == 0


def test_8_8_1_without_mosquera_a_mountain_halves_the_troops():
    spaces = dict(CITIES_OK)
    spaces["sierra_maestra"] = {"govt": {"troops": 1}, "26july": {"bases": 1}}
    s = govt_state(spaces, {GOVT: 4})
    notes = np_turn(s, GF)
    assert codes(notes) == [T.GOVT_PASS] and piece(s, "sierra_maestra", L.M26_BASE) == 1


def test_8_8_1_mosquera_does_not_fire_outside_mountains():
    spaces = dict(CITIES_OK)
    spaces["matanzas"] = {"govt": {"troops": 1}, "26july": {"bases": 1}}  # Grassland: an ordinary 8.8.5 Assault
    s = govt_state(spaces, {GOVT: 4}, [MOSQUERA])
    notes = np_turn(s, GF)
    assert T.GOVT_MOSQUERA not in codes(notes) and codes(notes)[0] == T.GOVT_ASSAULT
    assert piece(s, "matanzas", L.M26_BASE) == 0


# ------------------------------------------------------------------------------ 8.8.1 Rolando Masferrer
def masferrer_position():
    spaces = dict(CITIES_OK)
    spaces["santiago_de_cuba"] = {"govt": {"police": 1}}  # lacks Troops: the flowchart would Train
    spaces["matanzas"] = {"govt": {"troops": 4}, "26july": {"underground": 4}}
    return spaces


def test_8_8_1_rolando_masferrer_sweep_and_free_assault_before_train():
    s = govt_state(masferrer_position(), {GOVT: 10}, [MASFERRER])
    notes = np_turn(s, GF)
    assert codes(notes)[0] == T.GOVT_MASFERRER and noted(notes, T.GOVT_SWEEP_SPACE, "matanzas")
    assert noted(notes, T.GOVT_MASFERRER_ASSAULT, "matanzas")  # the Sweep's SA, after its Activation
    assert piece(s, "matanzas", L.M26_U) + piece(s, "matanzas", L.M26_A) == 0


def test_8_8_1_masferrer_does_not_fire_with_fewer_than_4_guerrillas():
    spaces = masferrer_position()
    spaces["matanzas"] = {"govt": {"troops": 4}, "26july": {"underground": 3}}
    s = govt_state(spaces, {GOVT: 10}, [MASFERRER])
    a, notes = decide(s)
    assert codes(notes)[0] == T.GOVT_TRAIN


def two_sweeps_of_2():
    spaces = masferrer_position()
    del spaces["matanzas"]
    spaces["matanzas"] = {"govt": {"troops": 2}, "26july": {"underground": 2}}
    spaces["sierra_maestra"] = {"govt": {"troops": 2}, "26july": {"underground": 2}}  # far from Matanzas
    return spaces


def test_8_8_1_masferrer_needs_four_activations_it_can_pay_for():
    """2 Activations in each of 2 spaces, Resources for 1 Sweep space: the Sweep would Activate 2."""
    s = govt_state(two_sweeps_of_2(), {GOVT: 2}, [MASFERRER])
    a, notes = decide(s)
    assert codes(notes)[0] == T.GOVT_TRAIN


def test_8_8_1_masferrer_four_activations_over_two_paid_spaces():
    s = govt_state(two_sweeps_of_2(), {GOVT: 4}, [MASFERRER])
    a, notes = decide(s)
    assert codes(notes)[0] == T.GOVT_MASFERRER


def test_8_8_1_masferrer_base_only_where_the_sweep_goes():
    """A removable 26July Base with no Underground 26July/DR Guerrilla: 8.8.4 never Sweeps there."""
    spaces = masferrer_position()
    spaces["matanzas"] = {"govt": {"troops": 4}, "26july": {"active": 1, "bases": 1}}
    s = govt_state(spaces, {GOVT: 10}, [MASFERRER])
    a, notes = decide(s)
    assert codes(notes)[0] == T.GOVT_TRAIN


def test_8_8_1_masferrer_fires_for_a_base_its_free_assault_removes():
    """2 Activations only, but then 3 Troops remove both 26July Guerrillas and the Base."""
    spaces = masferrer_position()
    spaces["matanzas"] = {"govt": {"troops": 3}, "26july": {"underground": 2, "bases": 1}}
    s = govt_state(spaces, {GOVT: 10}, [MASFERRER])
    notes = np_turn(s, GF)
    assert codes(notes)[0] == T.GOVT_MASFERRER and piece(s, "matanzas", L.M26_BASE) == 0


def test_8_8_1_masferrer_no_base_when_troops_cannot_reach_it():
    spaces = masferrer_position()
    spaces["matanzas"] = {"govt": {"troops": 2}, "26july": {"underground": 2, "bases": 1}}
    s = govt_state(spaces, {GOVT: 10}, [MASFERRER])
    a, notes = decide(s)
    assert codes(notes)[0] == T.GOVT_TRAIN


# ------------------------------------------------------------------------------ 8.8.1 S.I.M.
def sim_position():
    spaces = dict(CITIES_OK)
    spaces["la_habana"] = {"govt": {"troops": 2, "police": 3}}
    spaces["matanzas"] = {"26july": {"underground": 2}}  # no cubes, next to La Habana
    spaces["pinar_del_rio"] = {"govt": {"police": 2}, "26july": {"underground": 2}}  # cubes already
    return spaces


def test_8_8_1_sim_sweep_first_where_no_cubes_half_police_half_troops():
    s = govt_state(sim_position(), {GOVT: 2}, [SIM])
    notes = np_turn(s, GF)
    assert codes(notes)[0] == T.GOVT_SWEEP and noted(notes, T.GOVT_SWEEP_SPACE, "matanzas")
    assert piece(s, "matanzas", L.POLICE) == 2 and piece(s, "matanzas", L.TROOPS) == 1  # P, T, P
    assert piece(s, "matanzas", L.M26_U) == 0


def test_8_8_1_without_sim_sweep_first_where_cubes_are():
    s = govt_state(sim_position(), {GOVT: 2})
    notes = np_turn(s, GF)
    assert noted(notes, T.GOVT_SWEEP_SPACE, "pinar_del_rio") and piece(s, "matanzas", L.M26_U) == 2


# ------------------------------------------------------------------------------ 8.8.1 Guantanamo Bay
def guantanamo_position(active):
    spaces = dict(CITIES_OK)
    spaces["las_villas"] = {"govt": {"troops": 2}, "26july": {"bases": 1}}
    spaces["oriente"] = {"26july": {"active": active}}
    return spaces


def test_8_8_1_guantanamo_bay_air_strike_removing_2_pieces():
    s = govt_state(guantanamo_position(2), {GOVT: 2}, [GUANTANAMO])
    notes = np_turn(s, GF)
    assert T.GOVT_GUANTANAMO in codes(notes) and T.GOVT_AIR_STRIKE not in codes(notes)
    assert piece(s, "oriente", L.M26_A) == 0


def test_8_8_1_guantanamo_bay_not_with_a_single_target():
    s = govt_state(guantanamo_position(1), {GOVT: 2}, [GUANTANAMO])
    notes = np_turn(s, GF)
    assert T.GOVT_GUANTANAMO not in codes(notes) and T.GOVT_AIR_STRIKE in codes(notes)
    assert piece(s, "oriente", L.M26_A) == 0
