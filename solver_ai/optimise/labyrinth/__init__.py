"""The Labyrinth US optimiser: every plan of a card enumerated through the engine (plans.py), valued by one US
evaluation (evaluate.py) expected over the dice, chosen and played whole (turns.py). Exhaustive search, not
CP-SAT: a card's plans are few (docs/labyrinth_optimiser.md)."""
from solver_ai.optimise.base import Optimiser
from solver_ai.optimise.labyrinth.turns import LabyrinthBuilder, best_turn, plan_point, whole_turns

OPTIMISER = Optimiser(LabyrinthBuilder, plan_point, best_turn, whole_turns)
