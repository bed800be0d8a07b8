"""Every game as a PettingZoo AEC environment (solver_ai/interop/pettingzoo.py): PettingZoo's own API
test, determinism by seed, and the README / examples snippets."""
from __future__ import annotations

import numpy as np
import pytest
from pettingzoo.test import api_test

import engine
from engine.core.protocol import UserError
from solver_ai.interop.pettingzoo import env as make_env


@pytest.mark.parametrize("game_id", engine.games())
def test_pettingzoo_api_test(game_id):
    api_test(make_env(game_id), num_cycles=300)


@pytest.mark.parametrize("game_id", engine.games())
def test_masked_random_play_ends_and_repeats_with_the_seed(game_id):
    finals = []
    for _ in range(2):
        e = make_env(game_id)
        e.reset(seed=5)
        rs = np.random.RandomState(2)
        for agent in e.agent_iter():
            obs, reward, term, trunc, _ = e.last()
            e.step(None if term or trunc else int(rs.choice(np.flatnonzero(obs["action_mask"]))))
        assert e.unwrapped.decisions > 10 and e.unwrapped.game.is_terminal(e.unwrapped.state) and not e.agents
        finals.append(e.unwrapped.state.copy())
    assert np.array_equal(*finals)


def test_the_example_plays_random_against_the_rulebook_bot():
    from examples.pettingzoo_vs_bot import play

    for game_id in engine.games():
        totals = play(game_id, 1)
        assert set(totals) == set(engine.load(game_id).player_ids) and sum(totals.values()) >= 0


@pytest.mark.parametrize("game_id", engine.games())
def test_the_example_seats_the_bot_as_the_rules_non_player(game_id):
    """The example declares the bot's seats as `solver-ai play` does for random against np seats (the
    `players` option where the bot marks its seat), and the environment passes it to the game."""
    from examples.pettingzoo_vs_bot import seating
    from solver_ai.agents import make_agent
    from solver_ai.play import with_non_players

    game = engine.load(game_id)
    bot = game.rulebook_bot()
    opts = seating(game, bot)
    if bot is None:
        assert opts is None
        return
    agents = [make_agent("random", game, 1, 0)] + [make_agent("np", game, 1, k) for k in range(1, game.n_players)]
    assert (opts or {}) == with_non_players(game, agents, None)
    if opts is not None:
        e = make_env(game_id, options=opts)
        e.reset(seed=1)
        assert np.array_equal(e.unwrapped.state, game.new_state(seed=1, options=opts))
        assert not np.array_equal(e.unwrapped.state, game.new_state(seed=1))  # the seating is in the state
        with pytest.raises(UserError, match="players"):
            make_env(game_id, options={"players": "nobody"})


def test_the_readme_interop_examples_run():
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    section = text[text.index("## Use from OpenSpiel / PettingZoo"):text.index("## Layout")]
    blocks = [b.split("```", 1)[0] for b in section.split("```python\n")[1:]]
    assert len(blocks) == 2
    for k, code in enumerate(blocks):
        exec(compile(code, f"README.md (interop example {k + 1})", "exec"), {})
