"""Every game through the OpenSpiel adapter (solver_ai/interop/openspiel.py): OpenSpiel's own random
simulation check, its MCTSBot and ISMCTSBot playing whole games, and the views hiding what they must."""
from __future__ import annotations

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import ismcts, mcts

import engine
from solver_ai.interop import openspiel as osp
from solver_ai.interop.views import canonical_view

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


def _random_walk(game, seed, steps):
    """A seeded uniformly random game: (state, the generator) before each of its first `steps` actions, the
    action drawn from the generator once the caller is done with the state."""
    s = game.new_initial_state()
    rs = np.random.RandomState(seed)
    for _ in range(steps):
        if s.is_terminal():
            return
        yield s, rs
        s.apply_action(int(rs.choice(s.legal_actions())))


def test_views_are_the_same_across_an_information_set(game):
    """A resampled state (other hands, deck order, dice) looks the same to its player, and a clone is equal."""
    differs = 0
    for s, rs in _random_walk(game, 1, 60):
        p = s.current_player()
        other = s.resample_from_infostate(p, rs.uniform)
        differs += not np.array_equal(other.s, s.s)
        assert other.observation_string(p) == s.observation_string(p)
        assert other.information_state_string(p) == s.information_state_string(p)
        assert other.legal_actions() == s.legal_actions()
        assert np.array_equal(other.observation_tensor(p), s.observation_tensor(p))
        assert np.array_equal(other.information_state_tensor(p), s.information_state_tensor(p))
        c = s.clone()
        assert np.array_equal(c.s, s.s) and c.information_state_string(p) == s.information_state_string(p)
    assert differs > 0  # something was hidden and resampled


def _parts(game, s, player):
    """The observation tensor as (values, hidden flags), the values put back together from their parts,
    and the information-state tensor's recall bits."""
    n, k = game.engine.layout.size, osp.PARTS
    obs = np.array(s.observation_tensor(player), dtype=np.float64)
    parts = obs[:k * n].reshape(k, n).astype(np.int64)
    values = sum(parts[i] << (i * osp.PART_BITS) for i in range(k))
    return values, obs[k * n:(k + 1) * n].astype(bool), np.array(s.information_state_tensor(player))[(k + 1) * n:]


def test_tensor_shapes_come_from_the_state_layout(game):
    n = game.engine.layout.size
    assert game.observation_tensor_shape() == [4 * n] and game.information_state_tensor_shape() == [4 * n + 128]
    s = game.new_initial_state()
    for p in range(game.num_players()):
        assert len(s.observation_tensor(p)) == 4 * n and len(s.information_state_tensor(p)) == 4 * n + 128


def test_tensor_hides_what_the_strings_hide_and_shows_the_rest(game):
    """Hidden words (the RNG words at least) are flagged and zeroed; a visible word shows its value; states
    whose canonical views differ beyond the common tail have tensors that differ there too."""
    layout = game.engine.layout
    rng, decisions = layout.fields["rng"], layout.fields["decisions"]
    tail = layout.fields["stack_n"].offset  # the common tail (engine.core.layout) starts here
    changes = 0
    last = None  # the previous state's player, its canonical view and its tensor's values and recall bits
    for s, _ in _random_walk(game, 4, 81):
        if last is not None:  # one action on: seen by the same player
            p, before, values, bits = last
            if not np.array_equal(canonical_view(game.engine, s.s, p)[:tail], before[:tail]):
                changes += 1
                assert not np.array_equal(_parts(game, s, p)[0][:tail], values[:tail])
            assert not np.array_equal(_parts(game, s, p)[2], bits)  # the recall chain moves on every step
        p = s.current_player()
        values, hidden, bits = _parts(game, s, p)
        assert hidden[rng.offset:rng.offset + rng.size].all() and not values[rng.offset:rng.offset + rng.size].any()
        assert not hidden[decisions.offset] and values[decisions.offset] == s.s[decisions.offset]
        assert np.array_equal(values[~hidden], s.s[~hidden]) and not values[hidden].any()
        assert set(np.unique(bits)) <= {0, 1}
        last = p, canonical_view(game.engine, s.s, p), values, bits
    assert changes > 10


def test_observer_dict_names_the_layout_fields(game):
    from open_spiel.python.observation import make_observation

    obs = make_observation(game)
    s = game.new_initial_state()
    obs.set_from(s, 0)
    layout = game.engine.layout
    assert set(obs.dict) == set(layout.fields) | {"high", "hidden"}
    f = layout.fields["decisions"]
    assert obs.dict["decisions"].shape == f.shape and obs.dict["decisions"][0] == s.s[f.offset]


def test_public_observer_is_what_every_player_sees(game):
    """private_info NONE: the words hidden from any player are hidden; the same whichever player asks, and
    the same across any player's resample (what one player holds privately is not public)."""
    from open_spiel.python.observation import make_observation

    pub = make_observation(game, pyspiel.IIGObservationType(perfect_recall=False, public_info=True,
                                                           private_info=pyspiel.PrivateInfoType.NONE))
    mine = make_observation(game)
    n, k = game.engine.layout.size, osp.PARTS
    for s, rs in _random_walk(game, 6, 40):
        pub.set_from(s, 0)
        seen, text = pub.tensor.copy(), pub.string_from(s, 0)
        for p in range(game.num_players()):
            pub.set_from(s, p)
            assert np.array_equal(pub.tensor, seen) and pub.string_from(s, p) == text
            mine.set_from(s, p)
            assert (pub.tensor[k * n:] >= mine.tensor[k * n:(k + 1) * n]).all()  # hidden from p: hidden from all
            other = s.resample_from_infostate(p, rs.uniform)
            pub.set_from(other, p)
            assert np.array_equal(pub.tensor, seen) and pub.string_from(other, p) == text
    with pytest.raises(ValueError, match="the public one without perfect recall"):
        make_observation(game, pyspiel.IIGObservationType(perfect_recall=True, public_info=True,
                                                         private_info=pyspiel.PrivateInfoType.NONE))


def _play(game, bots, max_steps=None):
    s = game.new_initial_state()
    steps = 0
    while not s.is_terminal() and (max_steps is None or steps < max_steps):
        s.apply_action(bots[s.current_player()].step(s))
        steps += 1
    return s, steps


def _bots(game, make, n):
    bots = [make(game, osp.CompiledRollouts(game, seed=p), np.random.RandomState(p)) for p in range(n)]
    for p, bot in enumerate(bots):
        if hasattr(bot, "set_resampler"):  # ISMCTSBot: seeded sampled worlds, so the test replays
            bot.set_resampler(osp.resampler(p))
    return bots


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


def test_a_seeded_resampler_replays_its_worlds():
    """ISMCTSBot's own sampler seeds itself from the system; osp.resampler's sampled worlds follow its seed."""
    s = osp.load("twilight", seed=3).new_initial_state()
    first, again = (osp.resampler(1) for _ in range(2))
    worlds = [first(s, 0).s for _ in range(3)]
    assert all(np.array_equal(w, again(s, 0).s) for w in worlds)
    assert not np.array_equal(worlds[0], worlds[1])  # still a sampler: each call a fresh world
    assert not np.array_equal(worlds[0], osp.resampler(2)(s, 0).s)
