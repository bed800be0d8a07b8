"""The solitaire AI (engine/twilight/nonplayer, solo part B) in whole games: every decision legal, the
state untouched by the bot, the invariants after every step, determinism, and the AI's answers in every
seat and outside the solitaire (the bench and warmup play it there)."""
import numpy as np
import pytest

from engine.core.rng import seed_words
from engine.twilight import layout as L
from engine.twilight.invariants import MESSAGES, violation


@pytest.fixture(scope="module")
def tw():
    from engine.twilight.game import GAME

    return GAME


def solitaire_options(seed: int) -> dict:
    return {"human_side": ("us", "ussr")[seed % 2], "rpr_scope": ("both", "ai_only", "none")[seed % 3],
            "rpr_ops": ("all", "coups_and_realignment")[seed % 5 == 0], "score_timing":
            ("end_of_ar", "between_plays", "start_of_ar")[seed % 7 % 3], "sd_ar3_return": ("top", "bottom")[seed % 4 == 0]}


def play_checked(tw, seed: int, scenario: str = "solitaire", ai_seats=None) -> np.ndarray:
    """One game: the AI in ai_seats (default: the seat the human does not hold), random elsewhere; after every
    step the invariants hold; the bot never changes the state it reads."""
    bot = tw.rulebook_bot()
    opts = solitaire_options(seed) if scenario == "solitaire" else {}
    s = tw.new_state(scenario, seed, opts)
    if ai_seats is None:
        ai_seats = {1 - int(s[L.OPTIONS + L.OPT_HUMAN_SIDE])}
    rng = np.array(seed_words(seed, 91), dtype=np.int64)
    trace = bot.new_trace()
    for step in range(20_000):
        if tw.is_terminal(s):
            return s
        legal = tw.legal_actions(s)
        if tw.current_player(s) in ai_seats:
            before = s.copy()
            a = int(bot.action(s, trace))
            assert np.array_equal(before, s), f"seed {seed}: the bot changed the state"
            assert a in legal, f"seed {seed} step {step}: {a} not legal ({tw.describe_pending(s)})"
            assert 1 <= trace[0] or len(legal) == 1
        else:
            a = int(legal[int(rng[0] + step * 7919) % len(legal)])
        tw.apply_action(s, a)
        code = violation(s)
        assert code == 0, f"seed {seed} step {step}: {MESSAGES.get(code, code)}"
    raise AssertionError(f"seed {seed}: no end")


def test_solitaire_ai_vs_random_200_games_invariants(tw):
    ends = {}
    ai_wins = 0
    for seed in range(200):
        s = play_checked(tw, seed)
        r = tw.result(s)
        ends[r["end"]] = ends.get(r["end"], 0) + 1
        ai = 1 - int(s[L.OPTIONS + L.OPT_HUMAN_SIDE])
        ai_wins += r["winner"] == ("us", "ussr")[ai]
    assert sum(ends.values()) == 200
    assert ai_wins >= 180, ai_wins  # the AI beats a random human


def test_ai_in_both_seats_and_in_the_standard_game(tw):
    for seed in range(20):
        play_checked(tw, seed, "solitaire", {0, 1})
        play_checked(tw, seed, "standard", {0, 1})


def test_compiled_playout_same_seed_same_game(tw):
    bot = tw.rulebook_bot()

    def final(seed):
        s = tw.new_state("solitaire", seed)
        counts = np.zeros(2, dtype=np.int64)
        bot.playout(s, np.array(seed_words(seed, 5), dtype=np.int64), 2, counts)
        return s, counts

    a, ca = final(7)
    b, cb = final(7)
    assert np.array_equal(a, b) and np.array_equal(ca, cb) and tw.is_terminal(a) and ca[1] > 0
    assert not np.array_equal(final(8)[0], a)


@pytest.mark.slow
def test_solitaire_ai_vs_random_2000_games_compiled(tw):
    bot = tw.rulebook_bot()
    counts = np.zeros(2, dtype=np.int64)
    for seed in range(2000):
        s = tw.new_state("solitaire", seed, solitaire_options(seed))
        ai = 1 - int(s[L.OPTIONS + L.OPT_HUMAN_SIDE])
        bot.playout(s, np.array(seed_words(seed, 5), dtype=np.int64), 1 << ai, counts)
        assert tw.is_terminal(s) and violation(s) == 0


def test_np_agent_plays_the_solitaire_ai_seat_with_reasons(tw):
    from solver_ai.play import play_game

    lines = []
    result = play_game(tw, "solitaire", 1, ["random", "np"], explain=lines.append)
    assert result["winner"] is not None
    reasons = [line.strip() for line in lines if line.startswith("    ")]
    assert all(line.startswith(("ussr:", "    ")) for line in lines)
    assert any(r.startswith("B.2 AI setup") for r in reasons) and any(r.startswith("B.11.1") for r in reasons)


def test_search_plays_out_and_models_the_human_with_the_ai(tw):
    from solver_ai.agents import make_agent

    s = tw.new_state("solitaire", 4)
    agent = make_agent("mcts:iters=40,playout=np,opponents=np", tw, 1, 0)
    a = agent.choose(s)
    assert a in tw.legal_actions(s)


@pytest.mark.slow
@pytest.mark.parametrize("human", ["us", "ussr"])
def test_search_in_the_human_seat_plays_whole_games_against_the_ai(tw, human):
    """`mcts:playout=np,opponents=np` in the human seat (human_side, the agent seated on that side as
    `tournament --seat` does) and `np` in the AI seat, through `solver-ai tournament`'s game loop."""
    from solver_ai.play import play_game

    specs = ["mcts:iters=20,playout=np,opponents=np", "np"]
    if human == "ussr":
        specs.reverse()
    for seed in (1, 2):
        result = play_game(tw, "solitaire", seed, specs, options={"human_side": human})
        assert result["winner"] in ("us", "ussr") and result["decisions"] > 100
