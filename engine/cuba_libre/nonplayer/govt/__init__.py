"""8.8 Non-player Government: Train? -> Garrison? -> Sweep? -> Assault? -> Pass, in at most 4 spaces
(Firm), 3 (Reluctant) or 2 (Embargoed); Train takes Transport, the others Air Strike, else Reprisal,
else Transport; Civic Action (8.8.6) and Redeploy (8.8.7) in the Propaganda Round.

As in the other factions each function answers one decision from the state alone; `decide` answers
the top frame, `choose_op` the Operation (also a free Op's, 8.4.4). A module per 8.8 box: `momentum`
8.8.1 (applied first), `train` 8.8.2, `garrison` 8.8.3, `sweep` 8.8.4 (`sweep_plan` its spaces and what
it can do), `assault` 8.8.5, `civic` 8.8.6, `redeploy` 8.8.7; `special` the Special Activity an
Operation takes (Transport 8.8.2, Air Strike and Reprisal 8.8.3); `common` the space limit, the pieces
a space can spare and the spaces the Resources pay for; `flowchart` the 8.8 flow and the dispatch by
frame.
"""
from engine.cuba_libre.nonplayer.govt.flowchart import choose_op, decide

__all__ = ["choose_op", "decide"]
