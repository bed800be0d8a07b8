"""Playing a plan through the engine: the stop frame that keeps a copy from running on past the play, and the
driver that answers the play's decisions from a plan."""
from __future__ import annotations

import numpy as np

from engine.core.frames import top
from engine.twilight import layout as L

FR_STOP = 99  # not a frame the engine knows: under the stack it keeps `advance` from running on


class PlanError(Exception):
    """The engine asked for a decision the plan does not answer (a bug in the model or the replay)."""


def stop_after_play(s: np.ndarray) -> None:
    """Put FR_STOP under every frame of s (a copy used for evaluation only): once the play's frames are
    answered the engine stops there, before the end of the play (5.2.2's waiting event, the next action round,
    a scoring round)."""
    n = int(s[L.STACK_N])
    w = L.FRAME_WIDTH
    s[L.STACK + w: L.STACK + (n + 1) * w] = s[L.STACK: L.STACK + n * w].copy()
    s[L.STACK: L.STACK + w] = (FR_STOP, 0, 0, 0)
    s[L.STACK_N] = n + 1


def in_play(s: np.ndarray, side: int, played: int) -> bool:
    """side decides the use of the card it is playing (the `played`-th card of the game) or that use's targets."""
    return (int(s[L.PHASE]) != L.PH_OVER and int(s[L.CARDS_PLAYED]) == played and int(top(s, 1)) == side
            and int(top(s, 0)) in (L.FR_USE, L.FR_ORDER, L.FR_INFLUENCE, L.FR_COUP, L.FR_REALIGN))


class Driver:
    """Answers side's decisions of the play of the card in s: the use (FR_USE), Ops before the opponent's event
    (FR_ORDER, 5.2.2: the plan was made on the board as it is), then the targets: `targets` in order for
    influence or a coup; for realignment `choose(s)` picks each roll's target (or stop)."""

    def __init__(self, s: np.ndarray, side: int, use: int, targets: list[int] | None = None, choose=None):
        self.side, self.use = side, use
        self.played = int(s[L.CARDS_PLAYED])
        self.todo = list(targets or [])
        self.choose = choose

    def active(self, s: np.ndarray) -> bool:
        return in_play(s, self.side, self.played)

    def next(self, s: np.ndarray) -> int:
        kind = int(top(s, 0))
        if kind == L.FR_USE:
            return L.A_USE0 + self.use
        if kind == L.FR_ORDER:
            return L.A_OPS_FIRST
        if kind == L.FR_REALIGN and self.choose is not None:
            return self.choose(s)
        if not self.todo:
            raise PlanError(f"the plan has no answer left for frame {kind}")
        return L.A_COUNTRY0 + self.todo.pop(0)


class RulesDriver:
    """Answers side's decisions of the play of the card in s as the AI's rules would (part B; they answer the
    human's seat too)."""

    def __init__(self, s: np.ndarray, side: int):
        from engine.twilight.game import GAME

        self.side, self.played = side, int(s[L.CARDS_PLAYED])
        self.bot = GAME.rulebook_bot()
        self.trace = self.bot.new_trace()

    def active(self, s: np.ndarray) -> bool:
        return in_play(s, self.side, self.played)

    def next(self, s: np.ndarray) -> int:
        return int(self.bot.action(s, self.trace))


def run(game, s: np.ndarray, driver: Driver) -> tuple[list[int], np.ndarray]:
    """The plan's actions from s and the state right after the play (FR_STOP under the stack); each action is
    checked by the engine (game.step raises on an illegal one)."""
    t = s.copy()
    stop_after_play(t)
    actions = []
    while int(top(t, 0)) != FR_STOP and not game.is_terminal(t) and driver.active(t):
        a = driver.next(t)
        game.step(t, a)
        actions.append(a)
    return actions, t
