"""Seat rotation balance, agent specs, and the summary of synthetic two- and four-player results."""
import numpy as np
import pytest

from engine.core.protocol import UserError
from solver_ai.agents import base as agents_base
from solver_ai.agents import make_agent
from solver_ai.stats import bradley_terry
from solver_ai.tournament.results import placings, summarize
from solver_ai.tournament.schedule import Plan, entries, make_plan, seatings


@pytest.mark.parametrize("n_agents, n_seats", [(2, 2), (3, 2), (5, 2), (4, 4), (5, 4), (6, 4), (2, 4), (3, 4)])
def test_every_agent_plays_every_seat_equally_often(n_agents, n_seats):
    block = seatings(n_agents, n_seats)
    counts = np.zeros((n_agents, n_seats), dtype=int)
    for lineup in block:
        assert len(lineup) == n_seats
        for seat, agent in enumerate(lineup):
            counts[agent, seat] += 1
    assert (counts == counts[0, 0]).all() and counts[0, 0] > 0
    if n_agents >= n_seats:  # nobody sits twice at one table
        assert all(len(set(lineup)) == n_seats for lineup in block)


def test_labels_and_specs():
    e, order = entries(["random:name=a", "random", "mcts:iters=20,name=x,c=1.5"])
    assert [(x.label, x.spec) for x in e] == [("a", "random"), ("random", "random"), ("x", "mcts:iters=20,c=1.5")]
    assert order == [0, 1, 2]
    e, order = entries(["mcts:iters=20", "np", "np", "np"])  # one agent in three seats: one entry
    assert [x.label for x in e] == ["mcts:iters=20", "np"] and order == [0, 1, 1, 1]
    with pytest.raises(UserError, match="the label 'a' names two different agents"):
        entries(["random:name=a", "np:name=a"])


def test_an_agent_listed_in_several_seats_is_one_pooled_entry_rotated_round_the_table(game):
    plan = make_plan(game, "standard", {}, ["random", "np", "np", "np"], 8, 1)
    assert [e.label for e in plan.agents] == ["random", "np"] and plan.header()["lineup"] == [0, 1, 1, 1]
    assert plan.block == [(0, 1, 1, 1), (1, 1, 1, 0), (1, 1, 0, 1), (1, 0, 1, 1)]
    assert sorted(b.index(0) for b in plan.block) == [0, 1, 2, 3]  # the lone agent takes every seat once
    assert make_plan(game, "standard", {}, ["np"] * 4, 4, 1).block == [(0, 0, 0, 0)] * 4
    with pytest.raises(UserError, match="agent 'np' appears 2 times: a list that repeats an agent is one table, "
                                        "one agent per seat, and cuba-libre has 4 seats"):
        make_plan(game, "standard", {}, ["random", "np", "np"], 8, 1)
    assert "lineup" not in make_plan(game, "standard", {}, ["random:name=a", "random:name=b"], 8, 1).header()


def test_agent_options_are_checked_against_the_factory(monkeypatch):
    class Tuned:
        name = "tuned"

        def __init__(self, game, seed, seat, iters: int = 100, c: float = 1.0, label: str = "x"):
            self.iters, self.c, self.label = iters, c, label

    monkeypatch.setitem(agents_base._REGISTRY, "tuned", Tuned)
    a = make_agent("tuned:iters=2000,c=2,label=7", None, 1, 0)
    assert (a.iters, a.c, a.label) == (2000, 2.0, "7") and isinstance(a.c, float)
    with pytest.raises(UserError, match="agent 'tuned' has no option 'depth'; it takes c, iters, label"):
        make_agent("tuned:depth=3", None, 1, 0)
    with pytest.raises(UserError, match="option iters: expected int, got 'many'"):
        make_agent("tuned:iters=many", None, 1, 0)
    with pytest.raises(UserError, match="takes no options"):
        make_agent("random:iters=3", None, 1, 0)


def test_plan_checks_the_game_count_and_agent_count(game):
    with pytest.raises(UserError, match="blocks of 4 games; use a multiple of 4, e.g. 8 or 12"):
        make_plan(game, "standard", {}, ["random:name=a", "random:name=b", "random:name=c", "random:name=d"], 10, 1)
    with pytest.raises(UserError, match="at least 2 agents"):
        make_plan(game, "standard", {}, ["random"], 8, 1)
    plan = make_plan(game, "standard", {}, ["random:name=a", "random:name=b"], 16, 5)
    task = plan.task(9, "out", True)
    assert task["seed"] == 14 and task["record"] == "records/game-000009.jsonl"
    assert task["seating"] == list(plan.block[9 % 8])


def test_paired_seeds_play_each_seed_in_every_seating_of_its_block(game):
    plan = make_plan(game, "standard", {}, ["random:name=a", "random:name=b"], 16, 5, paired=True)
    tasks = [plan.task(i, "out", False) for i in range(16)]
    assert [t["seed"] for t in tasks] == [5] * 8 + [6] * 8
    assert [tuple(t["seating"]) for t in tasks[8:]] == plan.block  # the block's every seating, on seed 6
    assert plan.header()["paired"] is True
    assert "paired" not in make_plan(game, "standard", {}, ["random:name=a", "random:name=b"], 16, 5).header()


def test_placings():
    players = ("govt", "26july", "dr", "syndicate")
    assert placings({"winner": "dr", "ranking": ["govt", "dr", "syndicate", "26july"]}, players) == [1, 3, 0, 2]
    assert placings({"winner": "us"}, ("us", "jihadist")) == [0, 1]
    assert placings({"winner": None}, ("us", "jihadist")) == [0, 0]


def _synthetic_rows(plan, strength, rng):
    """Results of a plan's games where agent a beats b with Bradley-Terry odds strength[a] / strength[b]."""
    for i in range(plan.games):
        seat = plan.seating(i)
        w = np.array([strength[a] for a in seat], dtype=float)
        order = []
        left = list(range(len(seat)))
        while left:  # Plackett-Luce draw of the finishing order
            j = left[rng.choice(len(left), p=w[left] / w[left].sum())]
            order.append(plan.players[j])
            left.remove(j)
        yield {"index": i, "seating": list(seat), "result": {"winner": order[0], "ranking": order,
                                                           "margins": {p: 0 for p in plan.players}}}


def test_two_player_summary_rates_agents_with_bradley_terry():
    plan = Plan("synthetic", "s", {}, tuple(entries(["strong", "weak", "middle"])[0]), 600, 1, ("us", "jihadist"))
    rows = list(_synthetic_rows(plan, [4.0, 1.0, 2.0], np.random.default_rng(3)))
    s = summarize(plan, iter(rows))
    assert s["ratings"]["method"].startswith("Bradley-Terry")
    wins = np.zeros((3, 3))
    for r in rows:
        a, b = (r["seating"] if r["result"]["winner"] == "us" else r["seating"][::-1])
        wins[a, b] += 1
    elo, _ = bradley_terry(wins)
    assert [r["rating"] for r in s["ratings"]["agents"]] == pytest.approx(elo.tolist())
    assert elo[0] > elo[2] > elo[1]
    by_pair = {(c["a"], c["b"]): c for c in s["comparisons"]}
    assert by_pair["strong", "weak"]["significant"]
    assert by_pair["strong", "weak"]["a_won"] + by_pair["strong", "weak"]["b_won"] == 200
    # the side-balanced design: every agent played each side 200 times
    assert {r["plays"] for r in s["per_faction"]} == {200}


def test_four_player_summary_rates_agents_with_openskill():
    plan = Plan("synthetic", "s", {}, tuple(entries(["a", "b", "c", "d"])[0]), 400, 1, ("govt", "26july", "dr", "syndicate"))
    s = summarize(plan, _synthetic_rows(plan, [6.0, 1.0, 1.0, 1.0], np.random.default_rng(4)))
    assert s["ratings"]["method"].startswith("openskill")
    mu = {r["agent"]: r["rating"] for r in s["ratings"]["agents"]}
    assert mu["a"] == max(mu.values())
    assert s["per_agent"][0]["ci_low"] > 0.5 > s["per_agent"][1]["ci_high"]
    sig = {(c["a"], c["b"]): c["significant"] for c in s["comparisons"]}
    assert sig["a", "b"] and not sig["b", "c"]
    assert s["games_needed"] == {"ci_width": 0.1, "games_per_cell": 381, "tournament_games": 1524, "cell_games_now": 100}


def test_fewer_agents_than_seats_count_each_seat_and_rate_the_best_place():
    plan = Plan("synthetic", "s", {}, tuple(entries(["a", "b"])[0]), 80, 1, ("govt", "26july", "dr", "syndicate"))
    s = summarize(plan, _synthetic_rows(plan, [3.0, 1.0], np.random.default_rng(5)))
    assert [r["plays"] for r in s["per_agent"]] == [160, 160]
    assert sum(r["wins"] for r in s["per_agent"]) == 80
    assert s["comparisons"][0]["a_won"] + s["comparisons"][0]["b_won"] == 80
    mu = [r["rating"] for r in s["ratings"]["agents"]]
    assert mu[0] > mu[1]
