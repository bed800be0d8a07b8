"""8.4.3 Placement and 8.4.4 Who and Where: the Non-player's answers inside an Event (np/events.py),
on built positions, one per rule branch; rulings R100-R104.

The card in play is the Event card; its Eligible faction executes the side (`play(s, U)`), then the
Non-player policy answers each Event step.
"""
from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.nonplayer import trace as T
from engine.cuba_libre.nonplayer.policy import np_action

from .helpers import CHOICE, at, kind, legal, piece, play, state, top

U, S = L.A_EVENT_UNSHADED, L.A_EVENT_SHADED
GOVT, M26, DR, SYN = D.FACTION_IDS


def answer(s):
    """The Non-player's answer and the (code, argument) pairs of its trace."""
    tr = T.new_trace()
    a = int(np_action(s, tr))
    assert a in legal(s)
    return a, [(int(tr[1 + 2 * i]), int(tr[2 + 2 * i])) for i in range(int(tr[0]))]


def codes(notes):
    return [c for c, _ in notes]


def np_event(s):
    """Let the Non-players answer every step of the Event in progress; the answers and notes, in order."""
    out = []
    while kind(s) == L.FR_EVENT:
        a, notes = answer(s)
        out.append((a, notes))
        play(s, a)
    return out


def ev(card, side, spaces=None, players=(), **kw):
    s = state(current=card, spaces=spaces or {}, players=list(players), **kw)
    play(s, side)
    return s


# ------------------------------------------------------------------ 8.4.3 Placement
def test_8_4_3_manifesto_places_two_bases_never_stops_early():
    # #19: 26July places up to 2 of its pieces (or STOPs) where it has one; Bases first (8.1.2).
    s = ev(19, U, {"oriente": {"26july": {"underground": 1}}})
    steps = np_event(s)
    assert codes(steps[0][1]) == [T.EV_ONLY]  # Oriente, the only space with a 26July piece
    assert all(a != CHOICE(3) for a, _ in steps)  # never STOP while a piece can still be placed
    assert codes(steps[1][1]) == [T.EV_EFFECT_BASES] and codes(steps[2][1]) == [T.EV_EFFECT_BASES]
    assert piece(s, "oriente", L.M26_BASE) == 2 and piece(s, "oriente", L.M26_U) == 1


def test_8_4_3_manifesto_without_room_for_a_base_places_two_guerrillas():
    # Stacking (1.4.2): 2 Bases already in Oriente, so 26July's two pieces are Guerrillas, not STOP.
    s = ev(19, U, {"oriente": {"26july": {"underground": 1}, "dr": {"bases": 2}}})
    steps = np_event(s)
    assert [codes(n) for _, n in steps[1:3]] == [[T.EV_EFFECT_PIECES], [T.EV_EFFECT_PIECES]]
    assert piece(s, "oriente", L.M26_U) == 3 and piece(s, "oriente", L.M26_BASE) == 0


# ------------------------------------------------------------------ 8.4.4 Who
def test_8_4_4_who_election_guerrillas_go_to_the_executing_faction():
    # #7 executed by the DR as 2nd Eligible (the Government did an Op + SA, 2.3.4): every City gets a DR Guerrilla.
    s = ev(7, U, card_in_play={"executed": [GOVT], "first_action": "op_sa"})
    assert top(s, 1) == D.DR
    steps = np_event(s)
    whos = [n for a, n in steps if a >= L.A_CHOICE0]
    assert len(whos) == 3 and all(n == [(T.EV_WHO, D.DR)] for n in whos)
    assert [piece(s, c, L.DR_U) for c in ("havana", "camaguey_city", "santiago_de_cuba")] == [1, 1, 1]


def test_8_4_4_who_a_non_player_when_the_executing_faction_cannot_benefit():
    # #7 executed by the Government (no Guerrillas of its own); 26July is a player, the DR has none
    # Available: the only Non-player that can receive is the Syndicate.
    s = ev(7, U, {"oriente": {"dr": {"active": 15}}}, players=[M26])
    play(s, at("havana"))
    assert legal(s) == {CHOICE(0), CHOICE(2)}  # 26July or Syndicate
    a, notes = answer(s)
    assert a == CHOICE(2) and notes == [(T.EV_WHO, D.SYN)]


def test_8_4_4_who_a_random_non_player_among_several():
    s = ev(7, U, players=[M26])
    play(s, at("havana"))
    a, notes = answer(s)
    assert a in (CHOICE(1), CHOICE(2)) and codes(notes) == [T.EV_WHO]  # DR or Syndicate, never the player
    assert answer(s)[0] == a  # the decision's own dice: the same answer again


def test_8_4_4_who_the_benefit_is_a_free_op_played_by_its_flowchart():
    # #17 Alberto Bayo: 26July (executing) or DR makes a free Rally where it has Bases; then 26July's own
    # 8.7.2 Rally priorities answer the free Op (5.5, 8.4.4).
    s = ev(17, U, {"oriente": {"26july": {"bases": 1}}, "las_villas": {"dr": {"bases": 1}}})
    a, notes = answer(s)
    assert a == CHOICE(0) and notes == [(T.EV_WHO, D.M26)]
    play(s, a)
    assert kind(s) == L.FR_OP and top(s, 1) == D.M26
    a, notes = answer(s)
    assert T.FALLBACK_RANDOM not in codes(notes) and T.M26_RALLY_FLIP <= codes(notes)[-1] <= T.M26_RALLY_RANDOM
    assert a == at("oriente")


def test_8_4_4_who_an_undetected_beneficiary_is_the_faction_handed_the_next_step():
    # #43 unshaded executed by the Syndicate: 26July (a player) or DR (a Non-player) takes a free LimOp;
    # each answer hands the next step (which LimOp) to the faction chosen: the Non-player, never by chance.
    spaces = {"las_villas": {"dr": {"underground": 2}, "syndicate": {"underground": 1}},
              "oriente": {"26july": {"underground": 2}, "syndicate": {"underground": 1}}}
    s = ev(43, U, spaces, players=[M26])
    assert top(s, 1) == D.SYN and legal(s) == {CHOICE(0), CHOICE(1)}
    a, notes = answer(s)
    assert a == CHOICE(1) and notes == [(T.EV_WHO, D.DR)]


def test_8_4_4_free_op_which_operation_by_the_factions_flowchart():
    # #43 unshaded, the DR chosen (above): its LimOp is the one its 8.6 flowchart takes - Rally (13 DR
    # Guerrillas Available, 8.6.2), not an Operation drawn at random.
    spaces = {"las_villas": {"dr": {"underground": 2}, "syndicate": {"underground": 1}},
              "oriente": {"26july": {"underground": 2}, "syndicate": {"underground": 1}}}
    s = ev(43, U, spaces, players=[M26])
    play(s, CHOICE(1))
    assert kind(s) == L.FR_EVENT and top(s, 1) == D.DR and len(legal(s)) > 1
    a, notes = answer(s)
    assert notes[:2] == [(T.EV_FREE_OP, D.DR), (T.DR_RALLY, 0)]
    play(s, a)
    assert kind(s) == L.FR_OP and s[L.OP + L.OP_ID] == L.OP_RALLY


# ------------------------------------------------------------------ 8.4.4 Where
def test_8_4_4_where_counts_every_piece_the_space_gets():
    # #35 unshaded by the DR (1st Eligible): 2 Government cubes to replace in Las Villas, 1 Underground
    # Guerrilla of the player 26July in Oriente. Counted to its first replacement each would tie on pieces
    # and 8.1.2 (a player's Underground piece first) would pick Oriente; Las Villas replaces 2.
    spaces = {"las_villas": {"dr": {"underground": 1}, "govt": {"troops": 2, "police": 2}},
              "oriente": {"dr": {"underground": 1}, "26july": {"underground": 1}}}
    s = ev(35, U, spaces, players=[M26])
    assert top(s, 1) == D.DR
    a, notes = answer(s)
    assert a == at("las_villas") and notes == [(T.EV_WHERE_PIECES, D.SPACE_INDEX["las_villas"])]


def test_8_4_4_where_the_most_pieces_removed():
    # #6 unshaded: all Troops leave 1 Mountain space - the one with the most.
    s = ev(6, U, {"las_villas": {"govt": {"troops": 1}}, "sierra_maestra": {"govt": {"troops": 3}}})
    a, notes = answer(s)
    assert a == at("sierra_maestra") and notes == [(T.EV_WHERE_PIECES, D.SPACE_INDEX["sierra_maestra"])]


def test_8_4_4_where_equal_pieces_then_the_greatest_support_affected():
    # #4 unshaded: a space at Support without Police to Neutral; no piece moves, so Pop x levels decide.
    spaces = {"havana": {"support": "passive_support"}, "las_villas": {"support": "active_support"},
              "matanzas": {"support": "active_support"}}
    s = ev(4, U, spaces)
    a, notes = answer(s)
    assert a == at("havana") and notes == [(T.EV_WHERE_SUPPORT, D.SPACE_INDEX["havana"])]  # 6 > 4 > 2


def test_8_4_4_where_otherwise_random():
    spaces = {"matanzas": {"support": "passive_support"}, "camaguey_province": {"support": "passive_support"}}
    s = ev(4, U, spaces)
    a, notes = answer(s)
    assert a in (at("matanzas"), at("camaguey_province")) and codes(notes) == [T.EV_WHERE_RANDOM]


def test_8_4_4_where_support_change_or_stake_r102():
    # #8 shaded: 1 City to Active Support. The change: Havana (Neutral, Pop 6: 12); the option's
    # reading, the Support + Opposition the City holds: Santiago de Cuba (Passive Support, Pop 1).
    spaces = {"santiago_de_cuba": {"support": "passive_support"}}
    s = ev(8, S, spaces)
    assert answer(s)[0] == at("havana")
    s = ev(8, S, spaces, options={"np_event_support_stake": True})
    assert answer(s)[0] == at("santiago_de_cuba")
