"""The Cuba Libre single-turn optimiser: a CP-SAT model per Operation / Special Activity pair
(builder.py and the modules it names) and the whole turns built from its plans (turns.py)."""
from solver_ai.optimise.base import Optimiser
from solver_ai.optimise.cuba_libre.builder import CubaLibreBuilder
from solver_ai.optimise.cuba_libre.turns import best_turn, candidate_turns, plan_point

OPTIMISER = Optimiser(CubaLibreBuilder, plan_point, best_turn, candidate_turns)
