"""Candidate whole turns of a Cuba Libre faction choosing Pass / Event / Operation (issue 7, item 4): the
optimiser's top plans, the rulebook Non-player's turn, Pass and each legal Event side. The search
(ISMCTS with seeded turns) chooses among them; the hint command and the mcts agent share this list.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from engine.core.frames import top

NP_TURN_LIMIT = 400  # decisions: a guard, a turn has far fewer


@dataclass
class Turn:
    kind: str  # "plan" (the optimiser's), "bot" (the rulebook Non-player's), "pass" or "event"
    label: str
    path: list[int]  # the decisions from the position (forced ones included), for the search to seed
    score: float | None  # the optimiser's evaluation after the turn (None: not an optimiser plan)
    explanation: list[str] = field(default_factory=list)
    driver: object | None = None  # answers the rest of the turn once chosen (None: the path's first step)


class NPTurnDriver:
    """Plays the rest of a turn as the chapter 8 Non-player: active while the same faction is still
    deciding on the same card (after the turn's first action). `first`: the turn's first action
    (e.g. an Event side) instead of the Non-player's own choice."""

    def __init__(self, s: np.ndarray, f: int, first: int = -1):
        from engine.cuba_libre import layout as L
        from engine.cuba_libre.nonplayer import policy, trace

        self.faction, self.pos, self.first, self.L = f, int(s[L.POS]), first, L
        self.policy, self.trace = policy, trace.new_trace()

    def active(self, s: np.ndarray) -> bool:
        L = self.L
        return (int(s[L.PHASE]) == L.PH_CARD and int(s[L.POS]) == self.pos and int(top(s, 1)) == self.faction
                and int(top(s, 0)) != L.FR_ACT)

    def next(self, s: np.ndarray) -> int:
        if self.first >= 0 and int(top(s, 0)) == self.L.FR_ACT:
            return self.first
        return int(self.policy.np_action(s, self.trace))


def played_out(s: np.ndarray, f: int, first: int = -1) -> np.ndarray:
    """A copy of s right after f's turn from here (first: its first action; the Non-player answers the
    rest, and any decision of others inside it), stopped before the card flow runs on (FR_STOP)."""
    from engine.cuba_libre import layout as L
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
    return Turn("bot", "rulebook Non-player turn", path, None, why, NPTurnDriver(s, f))


def candidate_turns(game, s: np.ndarray, f: int, builder, n_plans: int) -> list[Turn]:
    """Every candidate turn of faction f at its Pass / Event / Operation choice in s."""
    from engine.cuba_libre import layout as L
    from solver_ai.optimise.base import best_plans

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
                              [a], score, why))
    return turns
