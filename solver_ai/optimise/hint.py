"""`solver-ai hint`: the top plans for one faction's turn, with scores and a plain explanation."""
from __future__ import annotations

import numpy as np

from engine.core.protocol import UserError


def hint_lines(game, s: np.ndarray, faction: str, k: int = 3) -> list[str]:
    if game.game_id != "cuba-libre":
        raise UserError(f"hint: no optimiser model for {game.game_id} yet (Cuba Libre only)")
    from engine.cuba_libre import layout as L
    from solver_ai.optimise.base import best_plans
    from solver_ai.optimise.cuba_libre.builder import CubaLibreBuilder

    f = game.parse_faction(faction)
    o = L.STACK + (int(s[L.STACK_N]) - 1) * L.FRAME_WIDTH
    if game.is_terminal(s) or int(s[o]) not in (L.FR_ACT, L.FR_LAUNDER_OP) or int(s[o + 1]) != f:
        raise UserError(f"hint: {game.player_names[f]} is not choosing an Operation here "
                        f"(pending: {game.describe_pending(s)})")
    builder = CubaLibreBuilder()
    plans = best_plans(builder, s, f, k)
    lines = [f"{game.describe_pending(s)}; evaluation now {builder.evaluate(s, f)} "
             "(weights: solver_ai/optimise/cuba_libre/evaluate.py)"]
    if not plans:
        lines.append("no Operation is possible")
    passed = builder.pass_score(s, f)
    if passed is not None:
        lines.append(f"Pass (2.3.3) would score {passed}")
    for i, p in enumerate(plans, 1):
        lines.append(f"{i}. {p.label}: score {p.score:g} ({p.solve_ms:.1f} ms)")
        lines.extend(f"   {x}" for x in p.explanation)
    return lines
