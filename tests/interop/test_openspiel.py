"""Every game through the OpenSpiel adapter (solver_ai/interop/openspiel.py): OpenSpiel's own random
simulation check, its MCTSBot and ISMCTSBot playing whole games, and the views hiding what they must."""
from __future__ import annotations

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import ismcts, mcts

import engine
from solver_ai.interop import openspiel as osp

GAMES = engine.games()


@pytest.fixture(scope="module", params=GAMES)
def game(request):
    return osp.load(request.param, seed=3)


def test_openspiel_random_simulation_check(game):
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)


def test_same_seed_same_game(game):
    ends = []
    for _ in range(2):
        s = game.new_initial_state()
        rs = np.random.RandomState(7)
        while not s.is_terminal():
            s.apply_action(int(rs.choice(s.legal_actions())))
        ends.append(s.s)
    assert np.array_equal(*ends)


def test_views_are_the_same_across_an_information_set(game):
    """A resampled state (other hands, deck order, dice) looks the same to its player, and a clone is equal."""
    s = game.new_initial_state()
    rs = np.random.RandomState(1)
    differs = 0
    for step in range(60):
        if s.is_terminal():
            break
        p = s.current_player()
        other = s.resample_from_infostate(p, rs.uniform)
        differs += not np.array_equal(other.s, s.s)
        assert other.observation_string(p) == s.observation_string(p)
        assert other.information_state_string(p) == s.information_state_string(p)
        assert other.legal_actions() == s.legal_actions()
        assert np.array_equal(other.observation_tensor(p), s.observation_tensor(p))
        c = s.clone()
        assert np.array_equal(c.s, s.s) and c.information_state_string(p) == s.information_state_string(p)
        s.apply_action(int(rs.choice(s.legal_actions())))
    assert differs > 0  # something was hidden and resampled


def _play(game, bots, max_steps=None):
    s = game.new_initial_state()
    steps = 0
    while not s.is_terminal() and (max_steps is None or steps < max_steps):
        s.apply_action(bots[s.current_player()].step(s))
        steps += 1
    return s, steps


def _bots(game, make, n):
    return [make(game, osp.CompiledRollouts(game, seed=p), np.random.RandomState(p)) for p in range(n)]


def test_mcts_bot_plays_a_full_game(game):
    def make(g, ev, rs):
        return mcts.MCTSBot(g, uct_c=1.4, max_simulations=3, evaluator=ev, solve=False, random_state=rs)

    s, _ = _play(game, _bots(game, make, game.num_players()))
    assert s.is_terminal() and sum(s.returns()) >= 0


def test_ismcts_bot_plays_a_full_game(game):
    def make(g, ev, rs):
        return ismcts.ISMCTSBot(g, ev, uct_c=1.4, max_simulations=3, random_state=rs,
                                allow_inconsistent_action_sets=True)

    s, _ = _play(game, _bots(game, make, game.num_players()))
    assert s.is_terminal()


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_ismcts_bot_with_more_simulations(game_id):
    g = osp.load(game_id, seed=11)

    def make(g, ev, rs):
        return ismcts.ISMCTSBot(g, ev, uct_c=1.4, max_simulations=50, random_state=rs,
                                allow_inconsistent_action_sets=True)

    s, _ = _play(g, _bots(g, make, g.num_players()))
    assert s.is_terminal()


def test_every_registered_game_is_an_openspiel_game():
    names = osp.register_all()
    assert names == [osp.short_name(g) for g in GAMES] and set(names) <= set(pyspiel.registered_names())
    for name, gid in zip(names, GAMES):
        g = pyspiel.load_game(name, {"seed": 2})
        assert g.num_players() == engine.load(gid).n_players and g.max_game_length() == engine.load(gid).max_decisions
