"""Whole games in the compiled loop (issue 32, item 7): when every seat's agent is a compiled kind (random,
the rulebook bot), play and tournaments run the game in the game's compiled loop, and its record is the
one the Python agent loop writes for the same seed, byte for byte, replaying bit for bit."""
import json

import pytest

import engine
from solver_ai.agents.np_agent import NPBot
from solver_ai.agents.random_agent import RandomAgent
from solver_ai.play import StalledGame, compiled_loop, play_game, seat_agents
from solver_ai.records import replay
from solver_ai.tournament import make_plan, run_tournament

CASES = [
    ("cuba-libre", "standard", ["np"]),  # the README's main job
    ("cuba-libre", "short", ["random", "np", "random", "np"]),  # bot and random seats, each random seat its own rng
    ("cuba-libre", "standard", ["random"]),
    ("labyrinth", "lets-roll", ["random"]),
    ("labyrinth", "lets-roll", ["random", "np"]),  # the chapter 9 solitaire bot
    ("twilight", "standard", ["random"]),
    ("twilight", "solitaire", ["random", "np"]),  # the solitaire's AI
]


def agent_calls_refused(monkeypatch) -> None:
    """The agents' own one-decision calls fail: a game that still plays ran in the compiled loop."""
    def refuse(self, s):
        raise AssertionError("the agent was asked one decision at a time")

    monkeypatch.setattr(RandomAgent, "choose", refuse)
    monkeypatch.setattr(NPBot, "choose", refuse)


@pytest.mark.parametrize("game_id, scenario, specs", CASES, ids=[f"{g}-{sc}-{'-'.join(a)}" for g, sc, a in CASES])
def test_the_compiled_loop_writes_the_agent_loops_record_byte_for_byte(tmp_path, monkeypatch, game_id, scenario, specs):
    game = engine.load(game_id)
    for seed in (5, 6):
        agent_loop, compiled = tmp_path / f"agents-{seed}.jsonl", tmp_path / f"compiled-{seed}.jsonl"
        result = play_game(game, scenario, seed, specs, record=agent_loop, compiled=False)
        with monkeypatch.context() as m:
            agent_calls_refused(m)
            assert play_game(game, scenario, seed, specs, record=compiled) == result
            assert play_game(game, scenario, seed, specs) == result  # no record: the compiled loop alone
        assert compiled.read_bytes() == agent_loop.read_bytes()
        decisions = [json.loads(x)["action"] for x in compiled.read_text().splitlines()[1:-1]]
        assert len(decisions) == result["decisions"] > 0
        assert sum(1 for _ in replay(compiled, verify=True)) == len(decisions)


def test_a_seat_whose_agent_is_not_compiled_keeps_the_agent_loop():
    game = engine.load("cuba-libre")
    assert compiled_loop(game, seat_agents(game, ["random", "np", "random", "random"], 1)) is not None
    assert compiled_loop(game, seat_agents(game, ["mcts:iters=2", "np", "random", "random"], 1)) is None
    labyrinth = engine.load("labyrinth")
    assert compiled_loop(labyrinth, seat_agents(labyrinth, ["random"], 1)) is not None


def test_explain_asks_the_agents_one_decision_at_a_time(monkeypatch):
    game = engine.load("cuba-libre")
    asked = []
    real = NPBot.choose
    monkeypatch.setattr(NPBot, "choose", lambda self, s: asked.append(1) or real(self, s))
    lines = []
    result = play_game(game, "short", 3, ["random", "random", "random", "np"], explain=lines.append)
    assert asked and lines and result == play_game(game, "short", 3, ["random", "random", "random", "np"])


def test_a_game_the_compiled_loop_cannot_end_is_a_stalled_game(monkeypatch):
    from solver_ai import play

    monkeypatch.setattr(play, "MAX_DECISIONS", 20)
    with pytest.raises(StalledGame, match=r"cuba-libre seed 4 \(np, np, np, np\): no end after 20 decisions at \""):
        play_game(engine.load("cuba-libre"), "standard", 4, ["np"])


def test_a_tournament_of_compiled_agents_records_the_agent_loops_games(tmp_path, monkeypatch):
    game = engine.load("cuba-libre")
    plan = make_plan(game, "short", {}, ["np", "random", "random", "np"], 4, 11)  # one table, rotated
    with monkeypatch.context() as m:
        agent_calls_refused(m)
        run_tournament(plan, tmp_path / "t", workers=1)
    for i in range(4):
        task = plan.task(i, str(tmp_path), True)
        kept = tmp_path / "t" / task["record"]
        again = tmp_path / f"again-{i}.jsonl"
        play_game(game, "short", task["seed"], task["specs"], task["options"], again, compiled=False)
        assert kept.read_bytes() == again.read_bytes()
