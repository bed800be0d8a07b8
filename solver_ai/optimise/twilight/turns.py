"""Whole turns at the use of a card (5.1: event, influence, realignment, coup or the Space Race).

`best_turn`: the optimiser agent's choice, the best of the Ops plans by the one evaluation (influence proven
optimal by CP-SAT, a coup by its exact expectation, realignment by an estimate); events and the Space Race are
not valued by the evaluation, so the agent does not choose them. `whole_turns`: those plans and every other
legal use (the event, the Space Race) for the search (ISMCTS with seeded turns) to weigh; the hint command
shares this list.
"""
from __future__ import annotations

import numpy as np

from engine.core.frames import top
from engine.twilight import layout as L
from engine.twilight.game import GAME
from solver_ai.optimise.base import Plan, Turn, best_plans
from solver_ai.optimise.twilight.builder import USES
from solver_ai.optimise.twilight.play import RulesDriver

RNG = slice(L.RNG, L.RNG + 4)

OTHER_USES = ((L.USE_EVENT, "Event", "5.1: the card's event"), (L.USE_SPACE, "Space Race", "6.4: a Space Race attempt"))


def plan_point(s: np.ndarray) -> bool:
    """The optimiser plans a whole turn here: the use of the card in play, with some Ops use legal."""
    if int(top(s, 0)) != L.FR_USE:
        return False
    legal = {int(a) for a in GAME.legal_actions(s)}
    return any(L.A_USE0 + u in legal for u in USES)


def best_turn(game, builder, s: np.ndarray, f: int) -> Plan | None:
    plans = best_plans(builder, s, f, k=1)
    return plans[0] if plans else None


def rules_turn(game, s: np.ndarray, f: int) -> Turn:
    """The AI's rules' own use of the card in s (part B), played on a copy up to its first die or the end of the
    use; its driver answers the rest as the rules do."""
    t = s.copy()
    driver = RulesDriver(t, f)
    path, words, why = [], [], []
    while driver.active(t) and (t[RNG] == s[RNG]).all():
        path.append(driver.next(t))
        words.append(game.describe_action(t, path[-1]))
        if len(path) == 1:
            why = driver.bot.explain(driver.trace)
        game.step(t, path[-1])
    return Turn("bot", f"the AI's rules: {'; '.join(words)}", path, None, why, RulesDriver(s, f), rulebook=True)


def whole_turns(game, s: np.ndarray, f: int, builder, n_plans: int) -> list[Turn]:
    """Every candidate use of the card in s: the optimiser's top plans, the AI's rules' own use, then the event and
    the Space Race. Anywhere else (the choice of a card, for the mcts agent's turns): each legal answer on its
    own."""
    if int(top(s, 0)) != L.FR_USE:
        return [Turn("event", game.describe_action(s, int(a)), [int(a)], None, []) for a in game.legal_actions(s)]
    turns = [Turn("plan", p.label, p.actions, p.score, list(p.explanation), p.driver)
             for p in best_plans(builder, s, f, n_plans)]
    rules = rules_turn(game, s, f)
    legal = {int(a) for a in game.legal_actions(s)}
    others = [(L.A_USE0 + use, label, why) for use, label, why in OTHER_USES if L.A_USE0 + use in legal]
    if all(rules.path != [a] for a, *_ in others):
        turns.append(rules)  # an Ops use: its own candidate
    for a, label, why in others:
        mine = rules.path == [a]  # the AI's rules take the event or the Space Race: that candidate is theirs
        turns.append(Turn("event", label + (" - the AI's rules' choice" if mine else ""), [a], None,
                          [why, game.describe_action(s, a)], rulebook=mine))
    return turns
