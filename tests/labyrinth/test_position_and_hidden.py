"""Position documents (to_json / from_json round trip and validation messages) and determinize."""
import numpy as np
import pytest

from engine.core.frames import top
from engine.core.protocol import PositionError
from engine.core.rng import seed_words
from engine.labyrinth import data as D
from engine.labyrinth import layout as L
from engine.labyrinth.game import GAME
from engine.labyrinth.rules import board
from engine.labyrinth.rules.cards import hand_count


def _midgame(scenario, seed, steps):
    s = GAME.new_state(scenario, seed)
    rng = np.array(seed_words(seed, 11), dtype=np.int64)
    for _ in range(steps):
        if GAME.is_terminal(s):
            break
        GAME.step(s, GAME.random_action(s, rng))
    return s


@pytest.mark.parametrize("scenario", ["lets-roll", "anaconda", "mission-accomplished"])
def test_position_round_trip_bit_for_bit(scenario):
    for seed in range(6):
        for steps in (0, 7, 23, 60):
            s = _midgame(scenario, seed, steps)
            assert np.array_equal(GAME.from_json(GAME.to_json(s)), s)


BAD = [
    ({"prestige": 13}, "prestige: 13 is outside 1-12 (4.7.1)"),
    ({"countries": {"atlantis": {}}}, "countries.atlantis: unknown country"),
    ({"countries": {"france": {"governance": "good"}}}, "countries.france.governance: only Muslim countries"),
    ({"countries": {"israel": {"posture": "soft"}}}, "Israel's posture is always Hard (4.3.3)"),
    ({"countries": {"iraq": {"governance": "good", "alignment": "ally", "regime_change": "tan"}}}, "(7.3.4)"),
    ({"countries": {"iraq": {"governance": "poor"}}}, "both governance and alignment"),
    ({"countries": {"iraq": {"governance": "poor", "alignment": "ally", "troops": 16}}}, "4.6.2"),
    ({"countries": {"iraq": {"governance": "poor", "alignment": "ally", "plots": {"3": 2}}}}, "counter mix (4.8.1)"),
    ({"cards": {"us_hand": [1], "discard": [1]}}, "#1 Backlash is also in us_hand"),
    ({"marked": ["Backlash"]}, "not a MARK event (6.2.7)"),
    ({"options": {"decks": 4}}, "options.decks: 4 is outside 1-3 (3.3"),
    ({"reserves": {"us": 3}}, "reserves.us: 3 is outside 0-2 (6.3.3)"),
]


@pytest.mark.parametrize("doc,message", BAD, ids=[m for _, m in BAD])
def test_position_errors_name_the_field_and_the_rule(doc, message):
    with pytest.raises(PositionError, match=None) as e:
        GAME.from_json({"game": "labyrinth", **doc})
    assert message in str(e.value)


def test_determinize_keeps_what_the_player_knows():
    s = _midgame("lets-roll", 4, 5)
    for player in (D.US, D.JIHADIST):
        t = s.copy()
        GAME.determinize(t, player, np.array(seed_words(9, player), dtype=np.int64))
        own = L.LOC_HAND_US if player == D.US else L.LOC_HAND_J
        assert all((s[L.LOC + c] == own) == (t[L.LOC + c] == own) for c in range(1, 121))
        assert hand_count(t, 1 - player) == hand_count(s, 1 - player) and t[L.DRAW_N] == s[L.DRAW_N]
        assert np.array_equal(L.LAYOUT.view(t, "countries")[:, : L.PLOT0], L.LAYOUT.view(s, "countries")[:, : L.PLOT0])
        assert all(board.plots(t, c) == board.plots(s, c) for c in range(D.N_COUNTRIES))


def test_5_3_2_a_determinization_leaves_every_pending_decision_an_answer():
    """L49: an event's choice may name cards of the hand a determinization resamples (#32 Back Channel, met
    at seed 7); the sample keeps that hand while the event is resolved, so a legal answer always remains."""
    events_met = 0
    for seed in range(1, 9):
        s = GAME.new_state("lets-roll", seed)
        rng = np.array(seed_words(seed, 5), dtype=np.int64)
        k = 0
        while not GAME.is_terminal(s):
            events_met += int(top(s, 0) == L.FR_EVENT)
            for player in (D.US, D.JIHADIST):
                t = s.copy()
                GAME.determinize(t, player, np.array(seed_words(1000 * seed + k, 9), dtype=np.int64))
                assert len(GAME.legal_actions(t)) > 0, f"seed {seed}, decision {k}: {GAME.describe_pending(s)}"
            GAME.step(s, GAME.random_action(s, rng))
            k += 1
    assert events_met > 0  # the games met choices inside events
