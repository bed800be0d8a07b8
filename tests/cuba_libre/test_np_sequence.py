"""8.1 Non-player sequence of play (Event or Ops, Ops not limited, minimum Resources, no Laundering),
8.1.2 procedure guidelines (Cash Deposits, Cash placement, March groups) and 8.2 / 8.3 random spaces."""
import numpy as np
import pytest

from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME
from engine.cuba_libre.nonplayer import guidelines as G
from engine.cuba_libre.nonplayer import tables
from engine.cuba_libre.nonplayer import trace as T
from engine.cuba_libre.rules.events import event_effective

from .helpers import CHOICE, FIRST, P, at, cash, frame, legal, op_state, piece, play, prop_state, res, state
from .np_helpers import DR, GOVT, M26, NP_SYN, SYN, SYN_SECOND, SYN_SECOND_FIRST, codes, decide, np_turn, syn_state

OP = L.A_OP0


def mask(*sids):
    return sum(1 << D.SPACE_INDEX[x] for x in sids)


# ============================================================== 8.2 / 8.3 random spaces
def test_8_2_tables_keep_the_missing_marks_of_our_data():
    assert not tables.SPACES_COMPLETE and not tables.EC_COMPLETE
    assert (tables.GRID == -1).all() and (tables.EC_TABLE == -1).all()
    assert tables.ARROWS[D.SPACE_INDEX["oriente"]] == D.SPACE_INDEX["havana"]  # 8.2: from Oriente to Havana


def test_8_2_uniform_among_the_candidates_while_the_table_is_missing():
    rng = np.array([1, 2, 3, 4], dtype=np.int64)
    m = mask("havana", "oriente", "matanzas")
    seen = [tables.random_space(rng, m) for _ in range(600)]
    counts = {x: seen.count(D.SPACE_INDEX[x]) for x in ("havana", "oriente", "matanzas")}
    assert sum(counts.values()) == 600 and min(counts.values()) > 150


def test_8_2_a_tie_of_towns_and_ecs_goes_to_the_towns_8_3_when_only_ecs():
    rng = np.array([5, 6, 7, 8], dtype=np.int64)
    assert {tables.random_space(rng, mask("havana", "ec_pinar_habana")) for _ in range(50)} == {D.SPACE_INDEX["havana"]}
    ecs = {tables.random_space(rng, mask("ec_pinar_habana", "ec_oriente_sierra")) for _ in range(50)}
    assert ecs == {D.SPACE_INDEX["ec_pinar_habana"], D.SPACE_INDEX["ec_oriente_sierra"]}
    assert tables.random_space(rng, 0) == -1


def test_8_2_the_dice_table_follows_the_arrows_to_a_candidate():
    grid = np.full((6, 6), D.SPACE_INDEX["havana"], dtype=np.int64)
    arrows = np.full(D.N_SPACES, -1, dtype=np.int64)
    chain = ["havana", "la_habana", "matanzas", "oriente"]
    for a, b in zip(chain, chain[1:] + chain[:1]):
        arrows[D.SPACE_INDEX[a]] = D.SPACE_INDEX[b]
    rng = np.array([1, 2, 3, 4], dtype=np.int64)
    assert tables.table_space(rng, mask("havana"), grid, arrows) == D.SPACE_INDEX["havana"]
    assert tables.table_space(rng, mask("matanzas", "oriente"), grid, arrows) == D.SPACE_INDEX["matanzas"]
    assert tables.table_space(rng, mask("oriente"), grid, arrows) == D.SPACE_INDEX["oriente"]


def test_8_3_the_ec_table_rolls_again_until_a_candidate():
    table = np.array([1, 1, 1, 1, 1, 10], dtype=np.int64)  # mostly ec_pinar_habana, one face ec_oriente_sierra
    rng = np.array([9, 9, 9, 9], dtype=np.int64)
    assert {tables.table_ec(rng, mask("ec_oriente_sierra"), table) for _ in range(20)} == {10}


def test_8_2_the_dice_depend_on_the_state_but_never_change_it():
    s = GAME.new_state("standard", seed=4)
    before = s.copy()
    a, b = tables.derive_rng(s), tables.derive_rng(s)
    assert (a == b).all() and (s == before).all()
    s[L.DECISIONS] += 1
    assert not (tables.derive_rng(s) == a).all()


# ============================================================== 8.1 Event or Ops
def _event_state(syn_resources, **kw):
    """#45 Anastasia with only the Syndicate Eligible: it is the 1st Eligible and may take the Event."""
    return state(current=45, eligible=[SYN], resources={SYN: syn_resources}, players=NP_SYN, **kw)


def test_8_1_a_non_player_takes_an_effective_event_its_8_4_2_side():
    s = _event_state(5)
    a, notes = decide(s)
    assert a == L.A_EVENT_SHADED and notes == [(T.EVENT, 1)]  # 8.4.2: the Syndicate takes the shaded text
    play(s, a)
    assert res(s)[SYN] == 15


def test_8_1_an_ineffective_event_gives_operations_instead():
    s = _event_state(49)  # Syndicate +10 changes nothing at 49 (1.8)
    assert not event_effective(s, D.SYN, 1)
    a, notes = decide(s)
    assert a != L.A_EVENT_SHADED and codes(notes)[0] == T.EVENT_INEFFECTIVE


def test_8_1_a_momentum_event_is_not_taken_before_a_visible_propaganda_card():
    card = next(c for c in range(1, 49) if D.CARD_SIDES[c, 1] == D.MOMENTUM)
    s = state(current=card, upcoming=["P1"], eligible=[SYN], resources={SYN: 5}, players=NP_SYN)
    assert codes(decide(s)[1])[0] == T.EVENT_MOMENTUM_PROPAGANDA


def test_8_1_2nd_eligible_syndicate_takes_ops_not_the_event_when_the_government_is_a_player():
    doc_kw = {"card_in_play": {"executed": [SYN_SECOND_FIRST], "first_action": "op_sa"}}
    spaces = {"havana": {"syndicate": {"open_casinos": 1}}}
    s = state(current=SYN_SECOND, resources={SYN: 5}, players=NP_SYN, spaces=spaces, **doc_kw)
    a, notes = decide(s)
    assert codes(notes) == [T.EVENT_2ND_ELIGIBLE, T.SYN_RALLY] and a == OP + L.OP_RALLY
    assert frame(s)[3] == 0  # R1's LimOp after Op + SA, a full Op for a Non-player (8.1)
    s = state(current=SYN_SECOND, resources={SYN: 5}, players=NP_SYN, spaces=spaces,
              options={"limop_after_op_sa": False}, **doc_kw)  # the Greek 2.3.4: the Event only
    a, notes = decide(s)
    assert codes(notes) == [T.EVENT_2ND_ELIGIBLE, T.PASS_NO_OP] and a == L.A_PASS


def test_8_1_ops_not_limited_for_a_non_player():
    assert frame(syn_state({}))[3] == 0  # FR_ACT p2: the Op is not a LimOp
    assert frame(syn_state({}, players=list(D.FACTION_IDS)))[3] == 1  # a player Syndicate: LimOp (2.3.4)


def test_8_1_a_non_player_operates_in_several_spaces_where_a_player_would_limop():
    s = syn_state({"havana": {"syndicate": {"open_casinos": 1}}, "las_villas": {"syndicate": {"open_casinos": 1}}}, {SYN: 5})
    np_turn(s)
    assert piece(s, "havana", L.SYN_U) == 1 and piece(s, "las_villas", L.SYN_U) == 1


def _rally_without_sa(players):
    s = syn_state({"havana": {"syndicate": {"open_casinos": 1}}, "matanzas": {"syndicate": {"underground": 1},
                   "cash": {"syndicate_underground": 1}}}, {SYN: 5}, players=players)
    return play(s, OP + L.OP_RALLY, at("havana"), CHOICE(0), L.A_DONE)


def test_8_1_no_laundering_for_a_non_player():
    assert frame(_rally_without_sa(list(D.FACTION_IDS)))[0::3] == (L.FR_SPACE, L.SP_LAUNDER)  # a player may
    s = _rally_without_sa(NP_SYN)
    assert not (frame(s)[0] == L.FR_SPACE and frame(s)[3] == L.SP_LAUNDER)


def test_8_1_a_non_player_never_gives_its_cash_to_launder_a_players_op():
    s = state(current=FIRST[M26], resources={M26: 5}, players=NP_SYN,
              spaces={"la_habana": {"26july": {"underground": 1}},
                      "matanzas": {"syndicate": {"underground": 1}, "cash": {"syndicate_underground": 1}}})
    play(s, OP + L.OP_RALLY, at("la_habana"), CHOICE(0), L.A_DONE)
    assert frame(s) == (L.FR_SPACE, SYN, D.M26, L.SP_LAUNDER)
    a, notes = decide(s)
    assert a == L.A_DONE and codes(notes) == [T.LAUNDER_DECLINE]


# ============================================================== 8.1.2 procedure guidelines
def test_8_1_2_cash_deposit_places_a_base_rather_than_6_resources():
    s = prop_state(1, players=NP_SYN, spaces={"havana": {"syndicate": {"underground": 1},
                                                         "cash": {"syndicate_underground": 1}}})
    assert frame(s)[0] == L.FR_CASH and frame(s)[1] == SYN
    a, notes = decide(s)
    assert a == L.A_CASH_BASE and codes(notes) == [T.DEPOSIT_BASE]


def test_8_1_2_final_round_cash_opens_a_closed_casino():
    s = prop_state(4, players=NP_SYN, spaces={"havana": {"syndicate": {"underground": 1, "closed_casinos": 1},
                                                         "cash": {"syndicate_underground": 1}}})
    assert frame(s)[0] == L.FR_CASH
    a, notes = decide(s)
    assert a == L.A_CASH_OPEN_CASINO and codes(notes) == [T.DEPOSIT_OPEN]


def test_8_1_2_government_places_no_deposit_base_in_a_city():
    s = prop_state(1, players=[M26, DR, SYN], spaces={"havana": {"govt": {"police": 1}, "cash": {"police": 1}}})
    assert frame(s)[0] == L.FR_CASH and frame(s)[1] == GOVT
    legal_now = np.array(sorted(legal(s)), dtype=np.int32)
    tr = T.new_trace()
    assert G.cash_deposit(s, D.GOVT, D.SPACE_INDEX["havana"], legal_now, len(legal_now), tr) == L.A_CASH_RESOURCES


def _march_to_pieces(spaces, dest, origin):
    s = syn_state(spaces, {SYN: 5})
    play(s, OP + L.OP_MARCH, at(dest), at(origin))
    assert frame(s)[0] == L.FR_PIECES and frame(s)[2] == L.PU_MOVE
    return s


def _guideline_march(s, limit=-1, cash_only=False):
    tr = T.new_trace()
    while frame(s)[0] == L.FR_PIECES:
        legal_now = np.array(sorted(legal(s)), dtype=np.int32)
        play(s, int(G.march_piece(s, D.SYN, legal_now, len(legal_now), limit, cash_only, tr)))
    return s


def test_8_1_2_march_example_only_3_move_into_support_underground_first():
    """8.1.2 EXAMPLE: a group Marches into an empty space with Support; with Underground Guerrillas in
    it only 3 move (4 would Activate), the Underground ones first."""
    s = _march_to_pieces({"la_habana": {"syndicate": {"underground": 2, "active": 2}},
                          "havana": {"support": "passive_support"}}, "havana", "la_habana")
    _guideline_march(s)
    assert piece(s, "havana", L.SYN_U) == 2 and piece(s, "havana", L.SYN_A) == 1
    assert piece(s, "la_habana", L.SYN_A) == 1


def test_8_1_2_march_a_group_that_flips_anyway_moves_active_guerrillas():
    s = _march_to_pieces({"la_habana": {"syndicate": {"underground": 1, "active": 1}},
                          "havana": {"support": "passive_support", "govt": {"police": 3}}}, "havana", "la_habana")
    _guideline_march(s)  # 1 piece + 3 cubes > 3: any group flips, so only the Active one goes
    assert piece(s, "havana", L.SYN_A) == 1 and piece(s, "la_habana", L.SYN_U) == 1


def test_8_1_2_march_moves_pieces_with_cash_first_into_a_non_ec():
    s = _march_to_pieces({"la_habana": {"syndicate": {"underground": 2}, "cash": {"syndicate_underground": 1}}},
                         "matanzas", "la_habana")
    _guideline_march(s, limit=1)
    assert cash(s, "matanzas", L.SYN_U) == 1 and cash(s, "la_habana", L.SYN_U) == 0


def test_8_1_2_march_moves_pieces_without_cash_into_an_ec():
    s = _march_to_pieces({"la_habana": {"syndicate": {"underground": 2}, "cash": {"syndicate_underground": 1}}},
                         "ec_pinar_habana", "la_habana")
    _guideline_march(s, limit=1)
    assert piece(s, "ec_pinar_habana", L.SYN_U) == 1 and cash(s, "la_habana", L.SYN_U) == 1


def test_8_1_2_cash_goes_with_an_own_underground_guerrilla_first():
    s = syn_state({"havana": {"syndicate": {"open_casinos": 1, "active": 1}},
                   "la_habana": {"syndicate": {"open_casinos": 1, "active": 1, "underground": 1}, "govt": {"police": 1}},
                   "pinar_del_rio": {"syndicate": {"closed_casinos": 1}}}, {SYN: 5})
    np_turn(s)
    assert cash(s, "la_habana", L.SYN_U) == 1 and cash(s, "la_habana", L.SYN_A) == 0
    assert cash(s, "havana", L.SYN_A) == 1


def test_8_1_2_own_pieces_removed_active_first_troops_before_police():
    s = syn_state({"havana": {"syndicate": {"underground": 1, "active": 1}, "govt": {"troops": 1, "police": 1}},
                   "matanzas": {"syndicate": {"underground": 1}, "govt": {"police": 1}}})
    h, m = D.SPACE_INDEX["havana"], D.SPACE_INDEX["matanzas"]
    assert G.own_removal_col(s, D.SYN, h) == L.SYN_A and G.own_removal_col(s, D.SYN, m) == L.SYN_U
    assert G.own_removal_col(s, D.GOVT, h) == L.TROOPS and G.own_removal_col(s, D.GOVT, m) == L.POLICE
    assert G.own_removal_col(s, D.DR, h) == -1


def test_8_1_example_ineffective_event_resistencia_civica():
    """8.1 EXAMPLE: NP 26July is 1st Eligible on "Resistencia Cívica" and no City has DR pieces: the text
    would do nothing, so 26July executes Ops and an SA instead."""
    s = state(current=32, eligible=[M26], players=[GOVT, DR, SYN], spaces={"las_villas": {"dr": {"underground": 2}}})
    assert not event_effective(s, D.M26, 0)
    s = state(current=32, eligible=[M26], players=[GOVT, DR, SYN], spaces={"havana": {"dr": {"underground": 2}}})
    assert event_effective(s, D.M26, 0)


def test_8_1_2_cash_about_to_be_lost_goes_to_another_non_player_never_to_a_player():
    legal_now = np.array([L.A_PIECE0 + L.TROOPS, L.A_DONE], dtype=np.int32)
    tr = T.new_trace()
    s = syn_state({}, players=[M26, DR])  # the Government is a Non-player too
    assert G.cash_holder(s, D.SYN, legal_now, 2, tr) == L.A_PIECE0 + L.TROOPS
    s = syn_state({})  # the Government is a player
    assert G.cash_holder(s, D.SYN, legal_now, 2, tr) == L.A_DONE


def test_8_1_2_non_player_cash_about_to_be_lost_passes_to_another_non_players_piece():
    """8.1.2 (R20): the Government player Assaults the Non-player Syndicate's only Guerrilla, which holds
    Cash; the Non-player DR's Guerrilla there takes the Cash before the Troops could Capture it (3.2.4)."""
    spaces = {"las_villas": {"govt": {"troops": 2}, "syndicate": {"active": 1}, "dr": {"underground": 1},
                             "cash": {"syndicate_active": 1}}}
    s = op_state(GOVT, spaces, {GOVT: 10}, players=[GOVT])
    play(s, L.A_OP0 + L.OP_ASSAULT, at("las_villas"), P(L.SYN_A))
    assert piece(s, "las_villas", L.SYN_A) == 0
    assert cash(s, "las_villas", L.DR_U) == 1 and cash(s, "las_villas", L.TROOPS) == 0
    s = op_state(GOVT, spaces, {GOVT: 10}, players=[GOVT, DR])  # DR a player: no Non-player takes it
    play(s, L.A_OP0 + L.OP_ASSAULT, at("las_villas"), P(L.SYN_A))
    assert cash(s, "las_villas", L.DR_U) == 0 and cash(s, "las_villas", L.TROOPS) == 1  # Captured


def test_1_5_a_game_of_non_players_only():
    s = GAME.new_state("standard", 1, {"players": []})
    assert (s[L.SEAT : L.SEAT + 4] == -1).all() and GAME.from_json(GAME.to_json(s)).tobytes() == s.tobytes()
    from engine.core.protocol import PositionError

    with pytest.raises(PositionError, match="expected a list of players"):  # none: not with No Non-Player
        GAME.new_state("standard", 1, {"players": [], "no_np": True})


# ============================================================== 8.9 solitaire victory
def _solitaire_final(spaces):
    from .helpers import final_now_state

    s = final_now_state(players=[M26], spaces=spaces)
    assert GAME.is_terminal(s)
    return GAME.result(s)


def test_8_9_example_stalemate():
    """8.9 EXAMPLE: the 26July player survives; DR controls 6 Pop with 2 Bases (margin -1, the highest
    Non-player); Opposition 12 and 4 26July Bases give the player +1: 1 - (-1) = 2, "Stalemate!"."""
    r = _solitaire_final({"havana": {"support": "active_opposition", "dr": {"underground": 1}},
                          "sierra_maestra": {"dr": {"bases": 2}, "govt": {"police": 3}},
                          "camaguey_province": {"26july": {"bases": 2}}, "oriente": {"26july": {"bases": 2}}})
    assert r["margins"]["dr"] == -1 and r["margins"]["26july"] == 1 and r["winner"] == "26july"
    assert r["solitaire"] == {"player": "26july", "level": "Stalemate!", "by": "26july", "lead": 2}


def test_8_9_revolution_model_with_a_lead_of_5_or_more():
    r = _solitaire_final({x: {"support": "active_opposition"} for x in ("havana", "la_habana", "matanzas", "las_villas", "oriente")})
    assert r["solitaire"]["level"] == "Revolution Model!" and r["solitaire"]["lead"] >= 5


def test_8_9_a_non_player_wins_cuba():
    r = _solitaire_final({"havana": {"dr": {"underground": 1}}, "matanzas": {"dr": {"bases": 2}},
                          "las_villas": {"dr": {"underground": 1}}, "oriente": {"dr": {"underground": 1}}})
    assert r["winner"] == "dr" and r["solitaire"] == {"player": "26july", "level": "Student Revolution!", "by": "dr"}


def test_8_9_no_solitaire_result_with_two_players():
    from .helpers import final_now_state

    assert "solitaire" not in GAME.result(final_now_state(players=[M26, GOVT]))
