"""Issue 7: information-set MCTS over the compiled engines (engine/core/search.py, solver_ai/search)."""
import numpy as np
import pytest

import engine
from engine.core import search as core
from engine.core.protocol import UserError
from engine.core.rng import seed_words
from solver_ai.agents import make_agent
from solver_ai.play import play_game
from solver_ai.search.mcts import ISMCTS

CL = engine.load("cuba-libre")
LAB = engine.load("labyrinth")


def midgame(game, scenario, seed, steps):
    """A position `steps` random decisions into a seeded game, with a real choice to make."""
    s = game.new_state(scenario, seed)
    rng = np.array(seed_words(seed, 9), dtype=np.int64)
    for _ in range(steps):
        game.apply_action(s, game.random_action(s, rng))
    while len(game.legal_actions(s)) < 2:
        game.apply_action(s, game.random_action(s, rng))
    return s


@pytest.mark.parametrize("game,scenario", [(CL, "standard"), (LAB, "lets-roll")])
def test_7_same_seed_same_search(game, scenario):
    s = midgame(game, scenario, 5, 30)
    a = ISMCTS(game, seed=11, iters=300).search(s)
    b = ISMCTS(game, seed=11, iters=300).search(s)
    assert a.candidates == b.candidates and a.action == b.action and a.decisions == b.decisions
    assert a.action in set(game.legal_actions(s).tolist())


def test_7_hidden_cards_and_dice_do_not_change_the_search_cuba_libre():
    """Two states that differ only in what the searcher cannot see (the deck below the next card and the
    future dice) give the same search for the same seed: every iteration resamples both."""
    s = midgame(CL, "standard", 5, 30)
    t = s.copy()
    CL.determinize(t, CL.current_player(s), np.array(seed_words(99, 1), dtype=np.int64))
    assert not np.array_equal(s, t)
    a = ISMCTS(CL, seed=3, iters=300).search(s)
    b = ISMCTS(CL, seed=3, iters=300).search(t)
    assert a.candidates == b.candidates


def test_7_hidden_hand_does_not_change_the_search_labyrinth():
    """For the player to move, the opponent's hand and the draw pile are hidden (5.3.2)."""
    s = midgame(LAB, "lets-roll", 8, 12)
    me = LAB.current_player(s)
    t = s.copy()
    LAB.determinize(t, me, np.array(seed_words(99, 1), dtype=np.int64))
    assert not np.array_equal(s, t)
    a = ISMCTS(LAB, seed=3, iters=300).search(s)
    b = ISMCTS(LAB, seed=3, iters=300).search(t)
    assert a.candidates == b.candidates


def test_7_the_budget_is_spent_at_the_root():
    s = midgame(CL, "standard", 2, 10)
    m = ISMCTS(CL, seed=1, iters=500)
    r = m.search(s)
    assert r.iterations == 500 and sum(c.visits for c in r.candidates) == 500
    first = int(m.nodes[0, core.FIRST])
    assert m.nodes[first, core.AVAIL] >= m.nodes[first, core.VISITS] > 0
    assert {c.action for c in r.candidates} == set(CL.legal_actions(s).tolist())  # every root action tried


def test_7_a_root_child_not_legal_in_the_real_state_is_never_chosen(monkeypatch):
    """A determinization's own root actions (hidden cards resampled) may not be legal in the real state."""
    from solver_ai.search.mcts import Candidate

    s = midgame(CL, "standard", 2, 10)
    legal = CL.legal_actions(s).tolist()
    illegal = next(a for a in range(CL.n_actions) if a not in legal)
    m = ISMCTS(CL, seed=1, iters=20)
    monkeypatch.setattr(m, "_candidates", lambda me: [Candidate(illegal, 15, 0.9, (0.9,)),
                                                      Candidate(legal[-1], 5, 0.5, (0.5,))])
    r = m.search(s)
    assert r.action == legal[-1] and [c.action for c in r.candidates] == [legal[-1]]


def test_7_a_full_tree_keeps_sampling_without_growing():
    s = midgame(CL, "standard", 2, 10)
    r = ISMCTS(CL, seed=1, iters=200, max_nodes=20).search(s)
    assert r.nodes == 20 and r.iterations == 200


def test_7_evaluation_at_the_horizon_reads_the_margins():
    from engine.cuba_libre.search import MARGIN_SCALE, evaluate

    s = CL.new_state("standard", 1)
    m = CL.margins(s)
    out = np.zeros(4)
    evaluate(s, out)
    for f in range(4):
        rival = max(m[g] for g in range(4) if g != f)
        assert out[f] == pytest.approx(1 / (1 + np.exp(-(m[f] - rival) / MARGIN_SCALE)))


def test_7_mcts_agent_plays_a_whole_game_and_explains():
    r = play_game(CL, "short", 4, ["mcts:iters=20", "random", "random", "random"])
    assert r["winner"] in {"govt", "26july", "dr", "syndicate"}
    agent = make_agent("mcts:iters=50", CL, 1, 0)
    s = midgame(CL, "standard", 2, 10)
    a = agent.choose(s)
    lines = agent.explain(s)
    assert a in set(CL.legal_actions(s).tolist())
    assert lines[0].startswith("ISMCTS: 50 iterations") and "estimated win chance" in lines[1]


@pytest.mark.parametrize("spec,message", [
    ("mcts:iters=0", "give a budget"),
    ("mcts:iters=10,seconds=1", "give one budget, iters=10 or seconds=1, not both"),
    ("mcts:seconds=-0.5", "iters and seconds must be >= 0"),
    ("mcts:horizon=-1", "horizon, rounds and c must be"),
    ("mcts:depth=3", "has no option 'depth'"),
])
def test_7_bad_budgets_are_one_line_errors(spec, message):
    with pytest.raises(UserError, match=message):
        make_agent(spec, CL, 1, 0)


@pytest.mark.parametrize("spec,iters,seconds", [
    ("mcts", 1000, 0.0), ("mcts:iters=40", 40, 0.0), ("mcts:seconds=0.25", 0, 0.25), ("mcts:iters=0,seconds=0.25", 0, 0.25),
])
def test_7_budget_is_iterations_or_seconds(spec, iters, seconds):
    """seconds alone is a time budget (as openspiel-ismcts:seconds=S), so equal-time cells need no ratio."""
    agent = make_agent(spec, CL, 1, 0)
    assert (agent.search.iters, agent.search.seconds) == (iters, seconds)


def test_7_time_budget_is_the_process_cpu_clock(monkeypatch):
    """A loaded machine slows the wall clock, not the search's budget: slices run until the CPU clock has moved
    `seconds` (a fake clock here that moves 0.1 s a reading: start 0.0, slices at 0.1 and 0.2, stop at 0.3)."""
    import solver_ai.search.mcts as mcts

    readings = iter(np.arange(0.0, 100.0, 0.1))
    monkeypatch.setattr(mcts.time, "process_time", lambda: float(next(readings)))
    monkeypatch.setattr(mcts.time, "perf_counter", lambda: pytest.fail("the budget read the wall clock"))
    s = at_turn_choice()
    result = ISMCTS(CL, 1, iters=0, seconds=0.25).search(s)
    assert result.iterations == 2 * mcts.SLICE


def at_turn_choice(seed=2):
    """A Cuba Libre position where a faction chooses Pass / Event / Operation (FR_ACT) with choices."""
    from engine.core.frames import top
    from engine.cuba_libre import layout as L

    s = CL.new_state("standard", seed)
    rng = np.array(seed_words(seed, 9), dtype=np.int64)
    for _ in range(20):
        CL.apply_action(s, CL.random_action(s, rng))
    while not (int(top(s, 0)) == L.FR_ACT and len(CL.legal_actions(s)) > 2):
        CL.apply_action(s, CL.random_action(s, rng))
    return s


def test_7_candidate_turns_close_the_root():
    """Seeded whole turns: the search chooses among them only (here: Pass alone of many legal actions)."""
    from engine.cuba_libre import layout as L

    s = at_turn_choice()
    assert len(CL.legal_actions(s)) > 2
    r = ISMCTS(CL, seed=1, iters=100).search(s, [[L.A_PASS]])
    assert [c.action for c in r.candidates] == [L.A_PASS] and r.candidates[0].visits == 100
    assert r.turns[0].visits == 100


def test_7_a_candidate_turn_illegal_here_is_reported_and_ignored():
    from engine.cuba_libre import layout as L

    s = at_turn_choice()
    r = ISMCTS(CL, seed=1, iters=60).search(s, [[L.A_PASS], [L.A_DONE]])
    assert r.turns[1] is None and {c.action for c in r.candidates} == {L.A_PASS}


def test_7_mcts_over_optimiser_turns_plays_a_whole_turn():
    from engine.core.frames import top
    from engine.cuba_libre import layout as L

    s = at_turn_choice()
    agent = make_agent("mcts:iters=60,turns=optimiser", CL, 1, 0)
    f = CL.current_player(s)
    a = agent.choose(s)
    assert a in set(CL.legal_actions(s).tolist())
    assert any(line.startswith("turn ") for line in agent.explain(s))
    CL.step(s, a)
    while CL.current_player(s) == f and int(top(s, 0)) != L.FR_ACT and not CL.is_terminal(s):
        CL.step(s, agent.choose(s))  # the chosen plan (or the search) answers every decision of the turn


def test_7_turn_mode_needs_an_optimiser(toy):
    with pytest.raises(UserError, match="toy-race has no optimiser model yet"):
        make_agent("mcts:turns=optimiser", toy, 1, 0)
    with pytest.raises(UserError, match="turns is one of"):
        make_agent("mcts:turns=macro", CL, 1, 0)


def test_7_np_playouts_are_reproducible_and_differ_from_random_ones():
    s = midgame(CL, "standard", 5, 30)
    mask = (1 << 4) - 1
    a = ISMCTS(CL, seed=4, iters=200, playout_mask=mask).search(s)
    b = ISMCTS(CL, seed=4, iters=200, playout_mask=mask).search(s)
    r = ISMCTS(CL, seed=4, iters=200).search(s)
    assert a.candidates == b.candidates and a.decisions == b.decisions
    assert a.decisions != r.decisions  # the Non-players' playouts are other games


def test_7_modelled_opponents_make_no_node():
    """opponents=np: the other factions answer as the chapter 8 Non-players in the tree too, so every node
    below the root is a choice of the searcher."""
    s = midgame(CL, "standard", 5, 30)
    me = CL.current_player(s)
    m = ISMCTS(CL, seed=2, iters=300, horizon=2, model_mask=(1 << 4) - 1)
    m.search(s)
    used = int(m.meta[core.META_NODES])
    assert used > 20 and set(m.nodes[1:used, core.MOVER].tolist()) == {me}
    m = ISMCTS(CL, seed=2, iters=300, horizon=2)
    m.search(s)
    assert len(set(m.nodes[1 : int(m.meta[core.META_NODES]), core.MOVER].tolist())) > 1


def test_7_candidate_turns_include_the_rulebook_turn_played_through():
    from engine.core.frames import top
    from engine.cuba_libre import layout as L
    from solver_ai.optimise.cuba_libre.builder import CubaLibreBuilder
    from solver_ai.optimise.cuba_libre.turns import candidate_turns

    s = at_turn_choice()
    f = CL.current_player(s)
    turns = candidate_turns(CL, s, f, CubaLibreBuilder(), 3)
    kinds = [t.kind for t in turns]
    assert "pass" in kinds and kinds.count("bot") <= 1
    bot = [t for t in turns if t.kind == "bot" or "Non-player's choice" in t.label]
    assert len(bot) == 1  # the Non-player's turn is offered once, as its own candidate or as its Pass/Event
    assert [t for t in turns if t.rulebook] == bot  # and is the search's anchor among turns
    t = s.copy()
    for a in bot[0].path:
        assert a in set(CL.legal_actions(t).tolist())
        CL.step(t, a)
    # After the path the faction's turn on this card is over.
    assert CL.is_terminal(t) or CL.current_player(t) != f or int(top(t, 0)) == L.FR_ACT


def test_7_mcts_agent_np_options():
    agent = make_agent("mcts:iters=50,playout=np,opponents=np", CL, 1, 0)
    s = midgame(CL, "standard", 5, 30)
    assert agent.choose(s) in set(CL.legal_actions(s).tolist())
    with pytest.raises(UserError, match="playout is one of"):
        make_agent("mcts:playout=best", CL, 1, 0)
    with pytest.raises(UserError, match="playout=greedy needs a greedy playout policy in cuba-libre"):
        make_agent("mcts:playout=greedy", CL, 1, 0)


def test_7_mcts_us_against_the_labyrinth_solitaire_bot_modelled_and_in_playouts():
    """Chapter 9: the search models the Jihadist as the bot (opponents=np) and plays it out (playout=np)."""
    agent = make_agent("mcts:iters=8,playout=np,opponents=np", LAB, 1, 0)
    s = LAB.new_state("lets-roll", 3, {"players": ["us"]})
    while LAB.current_player(s) != 0:
        LAB.step(s, int(LAB.rulebook_bot().action(s, LAB.rulebook_bot().new_trace())))
    assert agent.choose(s) in set(LAB.legal_actions(s).tolist())


def test_7_greedy_playouts_play_the_labyrinth_us_card_plays_as_the_optimiser():
    """playout=greedy: in the playouts the US plays each card as the optimiser's best plan (us_plans.best_first)
    where the chapter 9 bot, under playout=np, answers it at random; the Jihadist plays as the bot under both."""
    from engine.labyrinth import search as lab_search
    from engine.labyrinth.layout import N_ACTIONS
    from engine.labyrinth.nonplayer.policy import np_action
    from engine.labyrinth.nonplayer.trace import TRACE_LEN
    from engine.labyrinth.us_plans import best_first
    from solver_ai.agents.mcts_agent import PLAYOUT_MASKS
    from solver_ai.optimise.labyrinth.positions import card_positions

    buf = np.empty(N_ACTIONS, dtype=np.int32)
    differ = 0
    for _, s in card_positions(6):
        rng = np.array(seed_words(1, 3), dtype=np.int64)
        greedy = lab_search.policy(s, buf, rng, PLAYOUT_MASKS["greedy"])
        assert greedy == best_first(s)
        differ += greedy != lab_search.policy(s, buf, rng, PLAYOUT_MASKS["np"])
    assert differ >= 3
    s = card_positions(1)[0][1]
    while LAB.current_player(s) == 0:  # on to a Jihadist decision
        LAB.step(s, int(LAB.legal_actions(s)[0]))
    jihadist = lab_search.policy(s, buf, np.zeros(4, dtype=np.int64), PLAYOUT_MASKS["greedy"])
    assert jihadist == np_action(s, np.empty(TRACE_LEN, dtype=np.int64))
    agent = make_agent("mcts:iters=8,playout=greedy,opponents=np,turns=optimiser,anchor=2", LAB, 1, 0)
    u = card_positions(1)[0][1]
    assert agent.choose(u) in set(LAB.legal_actions(u).tolist())


def anchored_choice(agent, s, np_value, np_visits, best_value=0.60, best_visits=400):
    """agent._anchored on a search result whose most visited action is not the Non-player's."""
    from engine.cuba_libre.nonplayer.policy import np_action
    from engine.cuba_libre.nonplayer.trace import new_trace
    from solver_ai.search.mcts import Candidate, SearchResult

    a = int(np_action(s, new_trace()))
    other = next(int(x) for x in CL.legal_actions(s) if int(x) != a)
    cands = [Candidate(other, best_visits, best_value, ()), Candidate(a, np_visits, np_value, ())]
    agent.last = SearchResult(other, best_visits + np_visits, 3, 0.0, 0, cands, [], [])
    return agent._anchored(s), a, other


def test_7_anchor_keeps_the_non_players_action_unless_clearly_worse():
    agent = make_agent("mcts:iters=50,playout=np,opponents=np,anchor=2", CL, 1, 0)
    s = midgame(CL, "standard", 5, 30)
    # 0.60 vs 0.55 over 400 and 100 visits: 0.05 is within 2 standard errors (0.111)
    got, a, other = anchored_choice(agent, s, 0.55, 100)
    assert got == a
    # 0.60 vs 0.40: 0.20 beyond 2 standard errors (0.110), the search's choice
    got, a, other = anchored_choice(agent, s, 0.40, 100)
    assert got == other
    # The Non-player's action never tried here: the most visited
    got, a, other = anchored_choice(agent, s, 0.0, 0)
    assert got == other


def test_7_anchor_is_off_by_default():
    agent = make_agent("mcts:iters=50", CL, 1, 0)
    s = midgame(CL, "standard", 5, 30)
    assert agent.choose(s) == agent.last.action


def test_7_rounds_cut_the_playout_right_after_the_next_propaganda_round():
    """rounds=1: the playout runs through the next Propaganda Round (6.0) and stops as it ends."""
    from engine.cuba_libre import layout as L
    from engine.cuba_libre import search as cl
    from engine.cuba_libre.playout import MAX_DECISIONS
    from engine.cuba_libre.step import apply_action, is_over
    from solver_ai.agents.mcts_agent import ALL

    s = midgame(CL, "standard", 5, 30)
    assert s[L.PHASE] == L.PH_CARD and cl.rounds_done(s) == s[L.PROP_PLAYED]
    t = s.copy()
    buf = np.empty(L.N_ACTIONS, dtype=np.int32)
    rng = np.array(seed_words(1, 9), dtype=np.int64)
    # the generic loop and the policy run from Python over the game's compiled (cached) parts: compiled for
    # them here, the loop could not be cached (it takes functions as arguments) and the policy, inlined
    # wherever the engine calls it, would compile for this test alone
    n = core.playout.py_func(t, rng, buf, 1, cl.policy.py_func, ALL, apply_action, is_over, cl.rounds_done,
                             MAX_DECISIONS)
    assert n > 0 and not is_over(t)
    assert t[L.PROP_PLAYED] == s[L.PROP_PLAYED] + 1 and t[L.PHASE] == L.PH_CARD
    assert cl.rounds_done(t) == cl.rounds_done(s) + 1


def test_7_rounds_are_cuba_libre_propaganda_rounds():
    with pytest.raises(UserError, match="does not have"):
        make_agent("mcts:rounds=1", LAB, 1, 0)
    with pytest.raises(UserError, match="must be >= 0"):
        make_agent("mcts:rounds=-1", CL, 1, 0)
    agent = make_agent("mcts:iters=30,playout=np,opponents=np,rounds=1", CL, 1, 0)
    s = midgame(CL, "standard", 5, 30)
    assert agent.choose(s) in set(CL.legal_actions(s).tolist())
    assert agent.search.horizon == -1
