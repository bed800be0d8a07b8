"""A toy third game, plugged in the way any game outside this repository would be: this module registers
an engine (`engine.register`) and its tools (`solver_ai.games.register`) when imported, and is named in
SOLVER_AI_GAMES so that subprocesses find it too. Nothing generic is edited to add it.

Race to 10: two players in turn add 1 or 2 to a shared count, or roll a die that adds 3 on 4-6 and
nothing on 1-3; whoever brings the count to 10 or more wins. The state is [count, to move, winner,
decisions, RNG words].
"""
from __future__ import annotations

import numpy as np
from rich.table import Table

import engine
from engine.core import chance
from engine.core.game import cited_rule
from engine.core.layout import Layout
from engine.core.protocol import TERMINAL, Decision, IllegalAction, Option, UserError
from engine.core.rng import randbelow, roll_d6, seed_words
from solver_ai import games

COUNT, TO_MOVE, WINNER, DECISIONS, RNG = 0, 1, 2, 3, 4
TARGET = 10
NAMES = ("add 1 (rule 1)", "add 2 (rule 1)", "roll: 4-6 adds 3 (rule 2)")


class Race:
    game_id = "toy-race"
    n_players = 2
    player_names = ("First", "Second")
    player_ids = ("first", "second")
    n_actions = 3
    max_decisions = 1000
    default_scenario = "standard"
    rng_offset = RNG
    layout = Layout([("count", 1), ("to_move", 1), ("winner", 1), ("decisions", 1), ("rng", 4)])

    def scenarios(self) -> list[str]:
        return ["standard"]

    def new_state(self, scenario: str = "standard", seed: int = 0, options: dict | None = None) -> np.ndarray:
        if scenario != "standard" or options:
            raise UserError(f"toy-race has one scenario, 'standard', and no options (got {scenario!r}, {options})")
        s = np.zeros(RNG + 4, dtype=np.int64)
        s[WINNER] = -1
        s[RNG:] = seed_words(seed)
        return s

    def is_terminal(self, s) -> bool:
        return bool(s[WINNER] >= 0)

    def current_player(self, s) -> int:
        return TERMINAL if self.is_terminal(s) else int(s[TO_MOVE])

    def legal_actions(self, s) -> np.ndarray:
        return np.arange(3, dtype=np.int32) if not self.is_terminal(s) else np.zeros(0, dtype=np.int32)

    def apply_action(self, s, a: int) -> None:
        add = (1, 2)[a] if a < 2 else (3 if roll_d6(s, RNG) >= 4 else 0)
        s[COUNT] += add
        s[DECISIONS] += 1
        if s[COUNT] >= TARGET:
            s[WINNER] = s[TO_MOVE]
        else:
            s[TO_MOVE] = 1 - s[TO_MOVE]

    def step(self, s, a: int) -> None:
        if a not in self.legal_actions(s):
            raise IllegalAction(f"action {a} is not legal now")
        self.apply_action(s, a)

    def returns(self, s) -> np.ndarray:
        r = np.zeros(2)
        if s[WINNER] >= 0:
            r[s[WINNER]] = 1.0
        return r

    def margins(self, s) -> np.ndarray:
        m = int(s[COUNT]) - TARGET
        return np.array([m, m])

    def result(self, s) -> dict:
        w = int(s[WINNER])
        return {"winner": self.player_ids[w] if w >= 0 else None, "end": "count reached", "cards_played": 0,
                "margins": {p: int(s[COUNT]) - TARGET for p in self.player_ids}, "decisions": int(s[DECISIONS])}

    def determinize(self, s, player: int, rng_words) -> None:
        """Nothing is hidden."""

    def describe_action(self, s, a: int) -> str:
        return NAMES[a]

    def describe_pending(self, s) -> str:
        return "game over" if self.is_terminal(s) else f"{self.player_names[s[TO_MOVE]]} at {s[COUNT]} (rule 1)"

    def pending(self, s) -> Decision:
        return Decision("move", self.player_ids[self.current_player(s)], "", self.describe_pending(s),
                        tuple(Option(int(a), NAMES[a], cited_rule(NAMES[a])) for a in self.legal_actions(s)))

    def parse_faction(self, name: str) -> int:
        if name not in self.player_ids:
            raise UserError(f"unknown player {name!r}")
        return self.player_ids.index(name)

    def to_json(self, s) -> dict:
        return {"game": self.game_id, "state": [int(x) for x in s]}

    def from_json(self, doc: dict) -> np.ndarray:
        return np.array(doc["state"], dtype=np.int64)

    def with_dice(self, s, rolls) -> None:
        chance.set_dice(s, RNG, rolls)

    def random_action(self, s, rng) -> int:
        return int(randbelow(rng, 0, 3))

    def random_game(self, s, rng) -> int:
        n = 0
        while not self.is_terminal(s):
            self.apply_action(s, self.random_action(s, rng))
            n += 1
        return n

    def fuzz_game(self, s, rng, counts=None) -> tuple[int, int]:
        return self.random_game(s, rng), 0

    def rulebook_bot(self):
        return None

    def search_kernels(self):
        return None

    def hidden_words(self, s, player: int) -> np.ndarray:
        return np.arange(len(s)) >= RNG  # the dice to come; the rest is open

    def turn_start(self, s) -> bool:
        return False

    def cards_played(self, s):
        return None  # no cards

    def agents_loop(self, bot_seats):
        return None  # no compiled loop: its games go through the Python agent loop


GAME = Race()


def _table(game, s):
    t = Table(title="Race to 10")
    t.add_column("count")
    t.add_column("to move")
    t.add_row(str(s[COUNT]), game.describe_pending(s))
    return t


engine.register(GAME.game_id, lambda: GAME)
games.register(GAME.game_id, lambda: games.Tools(table=_table))
