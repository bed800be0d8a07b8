"""Exhaustive US plans for one card, through the engine, and their value expected over the dice.

A plan is every US decision of the card in play from the position (5.2.2 which card, or 5.2.4 discard / keep;
6.1 event or which operation; 6.3.3 Reserves; 6.3.2 the opponent's event first or the Ops first; the operation's
target country, troop source, destination and count, Disrupt's removals, Reassessment's second card, chapter 7)
up to the first step that draws chance (a die, a random card or plot) or leaves those decisions (an event's own
choices, the card finished). Where the Jihadist answers in between (its event played first) the rulebook bot
answers, as it will in the game: its answer is a pure function of the state (9.5 dice derived from it).

The value of a plan is the evaluation (evaluate.py) at the horizon - the next choice of a card by either side,
or the end of the game - averaged over the dice: the step that ends the plan is replayed from the same
position once for every result of the next `dice` d6 rolls (6 or 36 outcomes, chance.forced_words; the rolls
after those come from the forced words and so are fixed per outcome), and the decisions up to the horizon are
the rulebook bot's (the Jihadist's by chapter 9, the US's a random legal answer, 9.5). A plan whose horizon
draws no chance is valued once, with the first outcome's words (the bot's 9.5 dice derive from the words without
drawing from them, so its tie-breaks there are those of that one outcome).
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass, field

import numpy as np

from engine.core.chance import forced_words
from engine.core.frames import top
from engine.labyrinth import data as D
from engine.labyrinth import layout as L
from engine.labyrinth.game import GAME
from solver_ai.optimise.labyrinth.evaluate import evaluate

# The frames of a US card play the optimiser answers (chapters 5-7); FR_EVENT (an event's own choices) is not one.
PLAN_FRAMES = (L.FR_CARD, L.FR_USE, L.FR_RESERVES, L.FR_ORDER, L.FR_COUNTRY, L.FR_SOURCE, L.FR_DEST, L.FR_TROOPS,
               L.FR_DISRUPT_MIX, L.FR_SECOND_CARD)
HORIZON_LIMIT = 400  # decisions from a plan's end to the horizon (a guard; a card takes far fewer)
RNG = slice(L.RNG, L.RNG + 4)


@dataclass
class Leaf:
    """One plan: `path` the decisions from the root (the bot's in between included), `us` the US's among them and
    `frames` the frame kind each answers; `before` the state before the last decision (replayed for each die
    outcome)."""

    path: list[int]
    us: list[int]
    frames: list[int]
    before: np.ndarray = field(repr=False)
    value: float = 0.0
    samples: int = 0


def plan_frame(s: np.ndarray) -> bool:
    """The US decides one of its card play's own decisions here (PLAN_FRAMES)."""
    return (not GAME.is_terminal(s) and int(top(s, 1)) == D.US and int(top(s, 0)) in PLAN_FRAMES)


def enumerate_plans(s: np.ndarray, bot) -> list[Leaf]:
    """Every plan from s (a plan frame), in legal-action order, depth first."""
    assert plan_frame(s)
    trace = bot.new_trace()
    leaves: list[Leaf] = []

    def walk(x: np.ndarray, path: list[int], us: list[int], frames: list[int]) -> None:
        kind = int(top(x, 0))
        for a in GAME.legal_actions(x):
            a = int(a)
            y = x.copy()
            GAME.apply_action(y, a)
            p, u, f = path + [a], us + [a], frames + [kind]
            before = x
            while (y[RNG] == x[RNG]).all() and not GAME.is_terminal(y) and int(top(y, 1)) != D.US \
                    and int(top(y, 0)) != L.FR_CARD:
                b = int(bot.action(y, trace))  # the Jihadist inside the card (its event first): as in the game
                before = y.copy()
                GAME.apply_action(y, b)
                p.append(b)
            if (y[RNG] == x[RNG]).all() and plan_frame(y) and int(top(y, 0)) != L.FR_CARD:
                walk(y, p, u, f)
            else:
                leaves.append(Leaf(p, u, f, before))

    walk(s.copy(), [], [], [])
    return leaves


def outcomes(dice: int) -> list[np.ndarray]:
    """RNG words for every result of the next `dice` d6 rolls (6**dice of them, equally likely)."""
    return [np.array(forced_words(r), dtype=np.int64) for r in itertools.product(range(1, 7), repeat=dice)]


def to_horizon(y: np.ndarray, bot, trace) -> np.ndarray:
    """Play y on with the rulebook bot up to the next choice of a card (or the end of the game)."""
    for _ in range(HORIZON_LIMIT):
        if GAME.is_terminal(y) or int(top(y, 0)) == L.FR_CARD:
            break
        GAME.apply_action(y, int(bot.action(y, trace)))
    return y


def value(leaf: Leaf, bot, words: list[np.ndarray], evaluate=evaluate) -> float:
    """The leaf's evaluation at the horizon averaged over the die outcomes `words` (one pass when the first
    draws no chance)."""
    trace = bot.new_trace()
    total = 0.0
    for i, w in enumerate(words):
        y = leaf.before.copy()
        y[RNG] = w
        GAME.apply_action(y, leaf.path[-1])
        to_horizon(y, bot, trace)
        total += evaluate(y)
        if i == 0 and (y[RNG] == w).all():  # no chance drawn: every outcome is this one
            leaf.value, leaf.samples = total, 1
            return total
    leaf.value, leaf.samples = total / len(words), len(words)
    return leaf.value


def best(s: np.ndarray, bot, dice: int = 1, evaluate=evaluate) -> tuple[Leaf | None, list[Leaf]]:
    """Every plan from s valued; the best (the first in enumeration order among equals) and all of them."""
    leaves = enumerate_plans(s, bot)
    words = outcomes(dice)
    top_leaf = None
    for leaf in leaves:
        value(leaf, bot, words, evaluate)
        if top_leaf is None or leaf.value > top_leaf.value:
            top_leaf = leaf
    return top_leaf, leaves
