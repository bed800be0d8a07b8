"""The mcts agent's choice among whole turns (`turns=optimiser`): where it happens (the game's optimiser
`plan_point`) and how the anchor keeps the optimiser's best plan."""
import pytest

from engine.core.frames import top
from engine.labyrinth.game import GAME as LAB
from engine.twilight import layout as TL
from engine.twilight.game import GAME as TW
from solver_ai.agents import make_agent
from solver_ai.optimise.twilight.positions import use_points
from solver_ai.search.mcts import Candidate


def turn_lines(agent, s) -> list[str]:
    return [line for line in agent.explain(s) if line.startswith("turn ")]


def test_7_twilight_turns_are_chosen_at_the_use_of_the_card_not_at_its_choice():
    """The card is chosen by the micro search; its use (Ops plans, event, Space Race) among whole turns."""
    use = next(iter(use_points(7, "solitaire")))
    assert int(top(use, 0)) == TL.FR_USE
    agent = make_agent("mcts:iters=30,playout=np,opponents=np,turns=optimiser", TW, 1, int(top(use, 1)))
    assert agent.choose(use.copy()) in set(TW.legal_actions(use).tolist())
    lines = turn_lines(agent, use)
    assert len(lines) >= 2 and any("Influence" in line or "Coup" in line or "Realign" in line for line in lines)
    card = TW.new_state("solitaire", 7, {})
    while not TW.turn_start(card) or len(TW.legal_actions(card)) < 2:
        TW.step(card, int(TW.legal_actions(card)[0]))
    agent = make_agent("mcts:iters=30,playout=np,opponents=np,turns=optimiser", TW, 1, TW.current_player(card))
    agent.choose(card.copy())
    assert turn_lines(agent, card) == [] and agent.explain(card)


def test_7_labyrinth_us_card_plays_are_whole_turns_and_anchored_to_the_optimiser():
    """9.1 solitaire: at the US card choice the search weighs the optimiser's top plans; with a huge anchor it
    plays the optimiser's own plan."""
    s = LAB.new_state("lets-roll", 3, {"players": ["us"]})
    bot = LAB.rulebook_bot()
    while LAB.current_player(s) != 0 or len(LAB.legal_actions(s)) < 2:
        LAB.step(s, int(bot.action(s, bot.new_trace())))
    anchored = make_agent("mcts:iters=30,playout=np,opponents=np,turns=optimiser,anchor=100", LAB, 1, 0)
    optimiser = make_agent("optimiser", LAB, 1, 0)
    assert anchored.choose(s.copy()) == optimiser.choose(s.copy())
    assert len(turn_lines(anchored, s)) >= 2


@pytest.mark.parametrize("mine, z, expected", [
    (Candidate(10, 100, 0.55, ()), 2.0, 0),  # 0.05 within 2 standard errors (0.111): the optimiser's plan
    (Candidate(10, 100, 0.40, ()), 2.0, 1),  # 0.20 beyond them: the search's
    (Candidate(10, 100, 0.55, ()), -1.0, 1),  # no anchor: the most visited
    (Candidate(10, 0, 0.0, ()), 2.0, 1),  # the optimiser's plan never tried: the most visited
    (None, 2.0, 1),  # the optimiser's plan not legal here: the most visited
])
def test_7_anchor_keeps_the_optimisers_best_turn_unless_clearly_worse(mine, z, expected):
    agent = make_agent("mcts:iters=10,turns=optimiser", LAB, 1, 0)
    agent.anchor = z
    seen = [mine, Candidate(11, 400, 0.60, ()), Candidate(12, 50, 0.70, ())]
    assert agent._turn_choice(seen) == expected


def test_7_explain_says_how_the_anchor_decided():
    agent = make_agent("mcts:iters=10,turns=optimiser", LAB, 1, 0)
    agent.anchor = 2.0
    kept = [Candidate(10, 100, 0.55, ()), Candidate(11, 400, 0.60, ())]
    agent._turn_choice(kept)
    assert agent.why == "anchor: the optimiser's best plan kept (the most visited is not better by more than 2 " \
                        "standard errors)"
    agent._turn_choice([Candidate(10, 100, 0.40, ()), Candidate(11, 400, 0.60, ())])
    assert agent.why.startswith("anchor: the most visited replaces the optimiser's best plan")
    agent._turn_choice([Candidate(10, 400, 0.60, ()), Candidate(11, 100, 0.70, ())])
    assert agent.why == "anchor: the optimiser's best plan is also the most visited"


def test_7_a_chosen_turns_later_decisions_are_explained_as_its_continuation():
    s = LAB.new_state("lets-roll", 3, {"players": ["us"]})
    bot = LAB.rulebook_bot()
    while LAB.current_player(s) != 0 or len(LAB.legal_actions(s)) < 2:
        LAB.step(s, int(bot.action(s, bot.new_trace())))
    agent = make_agent("mcts:iters=20,playout=np,opponents=np,turns=optimiser", LAB, 1, 0)
    LAB.step(s, agent.choose(s))
    assert agent.driver is not None and turn_lines(agent, s)
    LAB.step(s, agent.choose(s))
    assert agent.explain(s) == ["the chosen turn, continued"]


def test_7_twilight_candidates_include_the_ai_rules_own_use_once():
    """Part B: the AI's rules answer the human's seat too; their use of the card is one candidate (or marks the
    event / Space Race candidate it is), played on a copy up to its first die, its driver answering the rest."""
    from solver_ai.optimise.twilight.builder import TwilightBuilder
    from solver_ai.optimise.twilight.turns import whole_turns

    bot = TW.rulebook_bot()
    for k, s in enumerate(use_points(7, "solitaire")):
        if k == 6:
            break
        f = int(top(s, 1))
        turns = whole_turns(TW, s, f, TwilightBuilder(), 3)
        rules = [t for t in turns if t.rulebook]
        assert len(rules) == 1
        t, trace = s.copy(), bot.new_trace()
        for a in rules[0].path:  # the AI's own answers, in order
            assert a == int(bot.action(t, trace))
            TW.step(t, a)
        if rules[0].kind == "bot":
            assert rules[0].label.startswith("the AI's rules: ") and rules[0].driver.active(s)


def test_7_twilight_anchored_turns_play_the_ai_rules_use():
    use = next(iter(use_points(7, "solitaire")))
    f = int(top(use, 1))
    agent = make_agent("mcts:iters=20,playout=np,opponents=np,turns=optimiser,anchor=100", TW, 1, f)
    bot = TW.rulebook_bot()
    s = use.copy()
    assert agent.choose(s) == int(bot.action(s, bot.new_trace()))
    assert agent.why.startswith("anchor: the rulebook bot's turn") or "also the most visited" in agent.why


def test_7_the_anchor_among_turns_is_the_rulebook_bots_where_given():
    agent = make_agent("mcts:iters=10,turns=optimiser", LAB, 1, 0)
    agent.anchor = 2.0
    seen = [Candidate(10, 400, 0.60, ()), Candidate(11, 100, 0.57, ()), Candidate(12, 100, 0.30, ())]
    assert agent._turn_choice(seen, 1) == 1 and "the rulebook bot's turn kept" in agent.why
    assert agent._turn_choice(seen, 2) == 0 and "replaces the rulebook bot's turn" in agent.why


def test_7_labyrinth_us_micro_decisions_are_not_anchored_to_the_bots_random_answer():
    """9.1: the chapter 9 bot has rules for the Jihadist only; its US answer is a random legal action, so an
    anchored search plays its own most visited there (here the bot's draw is another action)."""
    s = LAB.new_state("lets-roll", 3, {"players": ["us"]})
    bot = LAB.rulebook_bot()
    while LAB.current_player(s) != 0 or len(LAB.legal_actions(s)) < 2:
        LAB.step(s, int(bot.action(s, bot.new_trace())))
    agent = make_agent("mcts:iters=60,playout=np,opponents=np,anchor=100", LAB, 1, 0)
    assert agent.choose(s.copy()) == agent.last.action and agent.why == ""
    assert int(bot.action(s, bot.new_trace())) != agent.last.action
    assert make_agent("mcts:iters=10,anchor=2", TW, 1, 0).bot_rules  # the Twilight AI's rules answer the human seat
