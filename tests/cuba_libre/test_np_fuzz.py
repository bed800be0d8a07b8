"""Seeded games with Non-players against random players (the Syndicate alone; the three Insurgent
Non-players against a random Government; four Non-players): every invariant after every step, every answer legal, the state untouched by the policy,
no decision left to the random fallback, and every step inside an Event answered by 8.4.3 / 8.4.4."""
import numpy as np
import pytest

from engine.core.rng import seed_words
from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME
from engine.cuba_libre.invariants import violation
from engine.cuba_libre.nonplayer import trace as T
from engine.cuba_libre.nonplayer.policy import np_action, playout

GAMES = 40
EVENT_RULES = set(range(T.EV_ONLY, T.EV_FREE_OP + 1))  # the 8.4.3 / 8.4.4 trace codes
# A free Op granted by an Event is answered by its faction's flowchart, else by 8.4.3 / 8.4.4; the
# Capabilities' own choices by the flowcharts (8.8.1, 8.7). Every fallback fails the test.


@pytest.mark.parametrize("players", [["govt", "26july", "dr"], ["govt"], []])
def test_np_games_keep_every_invariant(players):
    tr = T.new_trace()
    fallbacks = []
    event_steps = 0
    non_players = [f for f in range(4) if GAME.player_ids[f] not in players]
    for seed in range(GAMES):
        s = GAME.new_state("standard", seed, {"players": players})
        rng = np.array(seed_words(seed, 77), dtype=np.int64)
        while not GAME.is_terminal(s):
            if GAME.current_player(s) in non_players:
                before = s.copy()
                a = int(np_action(s, tr))
                assert (s == before).all()
                assert a in set(GAME.legal_actions(s).tolist())
                notes = set(tr[1 : 1 + 2 * tr[0] : 2].tolist())
                if T.FALLBACK_RANDOM in notes:
                    fallbacks.append(GAME.describe_pending(s))
                if s[L.STACK + L.FRAME_WIDTH * (s[L.STACK_N] - 1)] == L.FR_EVENT:
                    event_steps += 1
                    assert notes & EVENT_RULES, GAME.describe_pending(s)
            else:
                a = int(GAME.random_action(s, rng))
            GAME.step(s, a)
            assert violation(s) == 0, (seed, violation(s))
    assert fallbacks == []
    assert event_steps > 0


def test_np_playout_is_deterministic_and_counts_decisions():
    results = []
    for _ in range(2):
        s = GAME.new_state("standard", 11, {"players": ["govt", "26july", "dr"]})
        counts = np.zeros(2, dtype=np.int64)
        playout(s, np.array(seed_words(11, 9), dtype=np.int64), 1 << 3, counts)
        results.append((s.copy(), counts.copy()))
    assert (results[0][0] == results[1][0]).all() and (results[0][1] == results[1][1]).all()
    assert results[0][1][1] > 0 and results[0][1][0] == results[0][0][L.DECISIONS]
