"""1.2-1.3 map and force pool facts, and the 9.3 Standard Deployment as set up by new_state."""
import networkx as nx

from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.rules import board
from engine.cuba_libre.rules.victory import margins


def test_1_3_thirteen_spaces_with_their_pop_and_econ():
    types = [int(t) for t in D.SPACE_TYPE]
    assert (types.count(D.PROVINCE), types.count(D.CITY), types.count(D.EC)) == (7, 3, 3)
    assert D.POP.sum() == 17 and D.ECON.sum() == 8  # 6.2.1: "8 minus sabotaged Econ"
    assert D.POP[D.SPACE_INDEX["havana"]] == 6
    assert D.TERRAIN[D.SPACE_INDEX["las_villas"]] == D.MOUNTAIN
    assert D.TERRAIN[D.SPACE_INDEX["oriente"]] == D.FOREST


def test_1_3_adjacency_is_the_board_chain():
    g = D.map_graph()
    assert g.number_of_nodes() == 13 and g.number_of_edges() == 15
    assert list(g.neighbors("havana")) == ["la_habana"]
    assert not g.has_edge("havana", "matanzas") and not g.has_edge("oriente", "santiago_de_cuba")
    assert nx.shortest_path_length(g, "santiago_de_cuba", "havana") == 7
    assert nx.is_connected(g)


def test_1_2_1_force_pool_is_86_pieces():
    total = D.POOL_TROOPS + D.POOL_POLICE + D.POOL_GUERRILLAS.sum() + D.POOL_BASES.sum()
    assert total == 86
    assert list(D.POOL_BASES) == [2, 4, 4, 10]


def test_9_3_standard_deployment_check_values(game):
    from engine.cuba_libre.position import read_setup

    s = read_setup(game.scenario_doc("standard")["position"])
    assert board.total_support(s) == 16
    assert board.total_opposition(s) + board.bases_on_map(s, D.M26) == 7
    assert board.dr_pop_plus_bases(s) == 1
    assert board.on_map(s, L.CAS_OPEN) == 3
    control = {sid: board.controller(s, sp) for sp, sid in enumerate(D.SPACE_IDS)}
    assert [sid for sid, c in control.items() if c == D.GOVT] == ["havana", "las_villas", "camaguey_city", "santiago_de_cuba"]
    assert control["sierra_maestra"] == D.M26 and control["camaguey_province"] == D.DR
    assert control["pinar_del_rio"] == D.SYN and control["la_habana"] == -1
    assert list(L.LAYOUT.view(s, "resources")) == [15, 10, 5, 15]
    assert s[L.AID] == 15 and s[L.ALLIANCE] == 0
    assert list(margins(s)) == [-2, -8, -8, -15]


def test_2_2_start_shows_the_card_in_play_and_the_next(game):
    s = game.new_state("standard", 0)
    assert s[L.POS] == 0 or s[L.DECK] >= D.FIRST_PROPAGANDA  # a Propaganda card on top is played at once
    doc = game.to_json(s)
    assert doc["cards"]["next"] is not None
    assert len(doc["cards"]["played"]) + 2 + len(doc["cards"]["deck"]) == 52
