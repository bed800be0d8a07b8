"""The Twilight single-turn optimiser: influence placement as CP-SAT (model.py), coup and realignment targets
by expected value (targets.py), all by one evaluation (evaluate.py), and the whole turn at the use of a card
(turns.py)."""
from solver_ai.optimise.base import Optimiser
from solver_ai.optimise.twilight.builder import TwilightBuilder
from solver_ai.optimise.twilight.turns import best_turn, plan_point, whole_turns

OPTIMISER = Optimiser(TwilightBuilder, plan_point, best_turn, whole_turns)
