"""The `mcts` agent: information-set MCTS (solver_ai/search/mcts.py) at every decision with a choice.

Options: iters (iteration budget per decision, default 1000), seconds (CPU-time budget per decision,
instead of iters: `mcts:seconds=0.5`, or `mcts:iters=0,seconds=0.5`), c (UCB1 exploration), horizon
(playout cut-off in cards, 0 = to the end), rounds (Cuba Libre: cut off once that many Propaganda Rounds
are over instead; 0 = use horizon), max_nodes (tree size), turns: "micro" searches the micro-decisions
only; "optimiser" makes the search choose, wherever the game's optimiser plans a whole turn (its
`plan_point`), among whole turns (the optimiser's `whole_turns`: in Cuba Libre its top plans, the rulebook
Non-player's turn, Pass and each legal Event side; in Labyrinth the top US plans of the hand; in Twilight the
top Ops plans, the AI's rules' use, the event and the Space Race), and then plays the chosen turn through.
playout: "random" or "np" - every player plays out as the game's rulebook bot (Cuba Libre's chapter 8
Non-players, Labyrinth's chapter 9 Jihadist, the Twilight solitaire AI) - or "greedy": as np, but a seat the game
has a greedy policy for plays out by it (Labyrinth's US, which the chapter 9 bot answers at random: each card
play as the optimiser's best one-card plan over the next die, engine/labyrinth/us_plans.py); opponents: "search"
(their choices are searched too) or "np" (modelled as that bot, in the tree as in the playouts: right against np
seats, a guess against anything else).
anchor: with anchor = z >= 0 the agent plays, at a micro decision, the game's rulebook bot's action (Cuba
Libre's chapter 8 Non-player; in the Twilight solitaire the AI's rules, which answer the human seat's
decisions too) and, at a choice among whole turns, that bot's turn where it is a candidate (Cuba Libre,
Twilight), else the optimiser's best plan (the first candidate; Labyrinth's US), unless
the search's most visited has a mean return higher by more than z standard errors (each bounded by
sqrt(m (1 - m) / visits), returns being in [0, 1]); -1 (default) always plays the most visited. Between
near-equal estimates the search's pick is noise, the bot's or the optimiser's a rule. Where the bot has no
rules for the seat (Labyrinth's US: its answer there is a random legal one) a micro decision is the most
visited; the anchor is then for `turns=optimiser`, whose plans cover the US card plays.
"""
from __future__ import annotations

import math

import numpy as np

from engine.core import search as core
from engine.core.protocol import Missing, UserError
from solver_ai.agents.base import register, search_budget
from solver_ai.games import need
from solver_ai.search.mcts import ISMCTS, SEARCH_STREAM

TURN_MODES = ("micro", "optimiser")
PLAYOUTS = ("random", "np", "greedy")
OPPONENTS = ("search", "np")
TOP_PLANS = 3
DEFAULT_ITERS = 1000
ALL = (1 << core.GREEDY) - 1  # every player's bit
PLAYOUT_MASKS = {"random": 0, "np": ALL, "greedy": ALL | ALL << core.GREEDY}


@register("mcts")
class MCTSAgent:
    name = "mcts"

    def __init__(self, game, seed: int, seat: int, iters: int | None = None, seconds: float = 0.0, c: float = 0.7,
                 horizon: int = 4, max_nodes: int = 200_000, turns: str = "micro", playout: str = "random",
                 opponents: str = "search", anchor: float = -1.0, rounds: int = 0):
        for name, value, allowed in (("turns", turns, TURN_MODES), ("playout", playout, PLAYOUTS),
                                     ("opponents", opponents, OPPONENTS)):
            if value not in allowed:
                raise UserError(f"mcts: {name} is one of {', '.join(allowed)} (got {value!r})")
        iters, seconds = search_budget("mcts", "iters", iters, seconds, DEFAULT_ITERS)
        self.game = game
        self.bot = game.rulebook_bot() if anchor >= 0 else None
        if anchor >= 0 and self.bot is None:
            raise Missing(f"mcts: anchor plays the rulebook bot's action, and {game.game_id} has no rulebook bot yet")
        kernels = game.search_kernels()
        if {playout, opponents} & {"np", "greedy"} and kernels is not None and not kernels.bot_policy:
            raise Missing(f"mcts: playout=np/greedy and opponents=np need a rulebook bot in {game.game_id}'s search "
                          "kernels, which it has not yet")
        if playout == "greedy" and kernels is not None and not kernels.greedy_policy:
            raise Missing(f"mcts: playout=greedy needs a greedy playout policy in {game.game_id}'s search kernels, "
                          "which it has not")
        self.optimiser = need(game, "optimiser", "optimiser model") if turns == "optimiser" else None
        self.search = ISMCTS(game, seed, iters=iters, seconds=seconds, c=c, horizon=horizon,
                             max_nodes=max_nodes, stream=SEARCH_STREAM + seat,
                             playout_mask=PLAYOUT_MASKS[playout],
                             model_mask=ALL if opponents == "np" else 0, rounds=rounds)
        self.turns = turns
        self.anchor = anchor
        self.trace = self.bot.new_trace() if self.bot is not None else None
        self.bot_rules = self.bot is not None and bool((self.bot.rule_seats >> seat) & 1)  # micro decisions anchored
        self.builder = None
        self.driver = None  # answers the rest of a chosen optimiser plan
        self.last = None
        self.labels: list[str] = []
        self.why = ""  # how the anchor decided, for explain()
        self.continued = False  # the last decision was the chosen turn's, answered by its driver

    def choose(self, s: np.ndarray) -> int:
        self.continued = self.driver is not None and self.driver.active(s)
        if self.continued:
            return self.driver.next(s)
        self.driver = None
        if self.turns == "optimiser" and self._choosing_turn(s):
            return self._choose_turn(s)
        self.labels = []
        self.why = ""
        self.last = self.search.search(s)
        return self._anchored(s) if self.bot_rules else self.last.action

    def _anchored(self, s: np.ndarray) -> int:
        """The rulebook bot's action unless the most visited one is better by more than `anchor` standard
        errors (or the bot's action was never tried here)."""
        a = int(self.bot.action(s, self.trace))
        best = self.last.candidates[0] if self.last.candidates else None
        mine = next((k for k in self.last.candidates if k.action == a), None)
        if best is None:
            return self.last.action
        return best.action if self._overrules(best, mine, "the rulebook bot's answer") else a

    def _overrules(self, best, mine, what: str) -> bool:
        """Whether the most visited replaces the anchor's choice `what`; the reason goes to explain()."""
        if best is mine:
            self.why = f"anchor: {what} is also the most visited"
            return False
        better = clearly_better(best, mine, self.anchor)
        z = f"{self.anchor:g} standard errors"
        self.why = (f"anchor: the most visited replaces {what} (better by more than {z}, or that one untried)" if better
                    else f"anchor: {what} kept (the most visited is not better by more than {z})")
        return better

    def _choosing_turn(self, s: np.ndarray) -> bool:
        return self.optimiser.plan_point(s) and len(self.game.legal_actions(s)) > 1

    def _choose_turn(self, s: np.ndarray) -> int:
        if self.builder is None:
            self.builder = self.optimiser.builder(average_dice=False)
        turns = self.optimiser.whole_turns(self.game, s, self.game.current_player(s), self.builder, TOP_PLANS)
        self.labels = [t.label for t in turns]
        self.why = ""
        self.last = r = self.search.search(s, [t.path for t in turns])
        rulebook = next((i for i, t in enumerate(turns) if t.rulebook), None)
        best = turns[self._turn_choice(r.turns, rulebook)]
        if best.driver is not None:
            self.driver = best.driver
            return self.driver.next(s)
        return best.path[0]

    def _turn_choice(self, seen: list, rulebook: int | None = None) -> int:
        """The index of the turn to play: the most visited (ties: the earlier); anchored, the rulebook bot's turn
        (index `rulebook`), or without one the first (the optimiser's best plan), unless the most visited is
        better by more than `anchor` standard errors."""
        most = max(range(len(seen)), key=lambda i: (seen[i].visits if seen[i] else -1, -i))
        at, what = (0, "the optimiser's best plan") if rulebook is None else (rulebook, "the rulebook bot's turn")
        if self.anchor < 0 or self._overrules(seen[most], seen[at], what):
            return most
        return at

    def explain(self, s: np.ndarray) -> list[str]:
        if self.continued:
            return ["the chosen turn, continued"]
        if self.last is None or not self.last.candidates:
            return []
        r = self.last
        lines = [f"ISMCTS: {r.iterations} iterations, {r.nodes} nodes, {r.seconds * 1000:.0f} ms"]
        if self.labels:
            for label, k in zip(self.labels, r.turns):
                if k is not None:
                    lines.append(f"turn {label}: {k.visits} visits, estimated win chance {k.value:.2f}")
        else:
            for k in r.candidates[:3]:
                lines.append(f"{self.game.describe_action(s, k.action)}: {k.visits} visits, "
                             f"estimated win chance {k.value:.2f}")
        return lines + ([self.why] if self.why else [])


def clearly_better(best, mine, z: float) -> bool:
    """best's mean return exceeds mine's by more than z standard errors (each bounded by sqrt(m (1 - m) / visits),
    returns being in [0, 1]); true when mine was never tried (None or no visits)."""
    if mine is None or mine.visits == 0:
        return True
    se = math.sqrt(sum(k.value * (1 - k.value) / k.visits for k in (best, mine)))
    return best.value - mine.value > z * se
