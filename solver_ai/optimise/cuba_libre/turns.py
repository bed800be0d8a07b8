"""Whole turns of a Cuba Libre faction choosing Pass / Event / Operation (2.3.3-2.3.4), or Laundering's
free LimOp (2.3.6).

`candidate_turns`: the optimiser's top plans, the rulebook Non-player's turn, Pass and each legal Event
side, for the search (ISMCTS with seeded turns) to choose among; the hint command and the mcts agent
share this list. `best_turn`: the optimiser agent's own choice among its best plan, the better Event
side (played out by the Non-player and evaluated) and Pass.
"""
from __future__ import annotations

import numpy as np

from engine.core.frames import top
from engine.cuba_libre import layout as L
from solver_ai.optimise.base import Plan, Turn, best_plans

NP_TURN_LIMIT = 400  # decisions: a guard, a turn has far fewer


class NPTurnDriver:
    """Plays the rest of a turn as the chapter 8 Non-player: active while the same faction is still
    deciding on the same card (after the turn's first action). `first`: the turn's first action
    (e.g. an Event side) instead of the Non-player's own choice."""

    def __init__(self, s: np.ndarray, f: int, first: int = -1):
        from engine.cuba_libre.nonplayer import policy, trace

        self.faction, self.pos, self.first = f, int(s[L.POS]), first
        self.policy, self.trace = policy, trace.new_trace()

    def active(self, s: np.ndarray) -> bool:
        return (int(s[L.PHASE]) == L.PH_CARD and int(s[L.POS]) == self.pos and int(top(s, 1)) == self.faction
                and int(top(s, 0)) != L.FR_ACT)

    def next(self, s: np.ndarray) -> int:
        if self.first >= 0 and int(top(s, 0)) == L.FR_ACT:
            return self.first
        return int(self.policy.np_action(s, self.trace))


def played_out(s: np.ndarray, f: int, first: int = -1) -> np.ndarray:
    """A copy of s right after f's turn from here (first: its first action; the Non-player answers the
    rest, and any decision of others inside it), stopped before the card flow runs on (FR_STOP)."""
    from engine.cuba_libre.game import GAME
    from solver_ai.optimise.cuba_libre.apply import stop_after_op

    t = s.copy()
    stop_after_op(t)
    if first >= 0:
        GAME.apply_action(t, first)
    driver = NPTurnDriver(t, f)
    while int(t[L.STACK_N]) > 1 and not GAME.is_terminal(t):  # until only FR_STOP is left
        GAME.apply_action(t, driver.next(t))
    return t


def rulebook_turn(game, s: np.ndarray, f: int) -> Turn:
    """The Non-player's whole turn from s, played on a copy (its dice are this state's)."""
    from engine.cuba_libre.nonplayer import trace as T

    t = s.copy()
    driver = NPTurnDriver(t, f)
    path = [driver.next(t)]
    why = [f"8.1: {game.describe_action(t, path[0])}", *T.explain(driver.trace)]
    game.step(t, path[0])
    while driver.active(t) and not game.is_terminal(t) and len(path) < NP_TURN_LIMIT:
        path.append(driver.next(t))
        game.step(t, path[-1])
    return Turn("bot", "rulebook Non-player turn", path, None, why, NPTurnDriver(s, f), rulebook=True)


def candidate_turns(game, s: np.ndarray, f: int, builder, n_plans: int) -> list[Turn]:
    """Every candidate turn of faction f at its Pass / Event / Operation choice in s."""
    turns = [Turn("plan", p.label, p.actions, p.score, list(p.explanation), p.driver)
             for p in best_plans(builder, s, f, n_plans)]
    bot = rulebook_turn(game, s, f)
    legal = set(game.legal_actions(s).tolist())
    others = ((L.A_PASS, "Pass", builder.pass_score(s, f), ["2.3.3: +1 Resources (Government +3), stays Eligible"]),
              (L.A_EVENT_UNSHADED, "Event (unshaded)", None, [game.describe_action(s, L.A_EVENT_UNSHADED)]),
              (L.A_EVENT_SHADED, "Event (shaded)", None, [game.describe_action(s, L.A_EVENT_SHADED)]))
    if all(bot.path[0] != a for a, *_ in others):
        turns.append(bot)  # an Operation: its own candidate
    for a, label, score, why in others:
        if a in legal:
            # The Non-player's Pass or Event is that candidate (the search answers the Event's steps).
            turns.append(Turn("pass" if a == L.A_PASS else "event",
                              label + (" - the rulebook Non-player's choice" if a == bot.path[0] else ""),
                              [a], score, why, rulebook=a == bot.path[0]))
    return turns


def plan_point(s: np.ndarray) -> bool:
    """The optimiser plans a whole turn here: the Pass / Event / Operation choice, or Laundering's LimOp."""
    return int(top(s, 0)) in (L.FR_ACT, L.FR_LAUNDER_OP)


def best_turn(game, builder, s: np.ndarray, f: int) -> Plan | None:
    """The best of: the modelled plans, the Event, Pass; None when nothing is modelled (FR_LAUNDER_OP
    with no modelled Op)."""
    plans = best_plans(builder, s, f, k=1)
    best = plans[0] if plans else None
    event = event_plan(game, builder, s, f)
    if event is not None and (best is None or event.score > best.score):
        best = event
    pass_score = builder.pass_score(s, f)
    if pass_score is not None and (best is None or pass_score >= best.score):
        return Plan("Pass", [L.A_PASS], float(pass_score), True, 0.0, ["2.3.3 Pass scores higher"])
    return best


def event_plan(game, builder, s: np.ndarray, f: int) -> Plan | None:
    """The better legal Event side of the card in play as a plan (scored by the evaluation after it, its
    steps played by the chapter 8 Non-player, 8.4.3 / 8.4.4), or None where no Event is offered. Like
    the plans (average_dice=False), this reads the dice of the state it is given."""
    best = None
    legal = set(game.legal_actions(s).tolist())
    for a in (L.A_EVENT_UNSHADED, L.A_EVENT_SHADED):
        if a not in legal:
            continue
        score = builder.evaluate(played_out(s, f, a), f)
        if best is None or score > best.score:
            best = Plan(game.describe_action(s, a), [a], float(score), True, 0.0,
                        [f"the Event scores {score:g} after it (its steps as the chapter 8 Non-player)"],
                        NPTurnDriver(s, f, first=a))
    return best
