"""8.5 Non-player Syndicate: Rally? -> March? -> Construct? -> Terror -> Pass; after Rally, March or
Construct the Special Activity Profit, else Muscle, else Bribe; after Terror always Bribe (with "Mafia
Offensive" Assassinate in a Terror space instead, where possible).

Each function answers one decision (the top frame) from the state alone: the flowchart's condition is
tested at FR_ACT; inside the Op the next space is the first procedure step that still has a candidate
among the legal answers (steps already done no longer qualify: their spaces are selected or changed);
once no step has a space, the Special Activity follows. Ties go to tables.best (8.2 / 8.3).

A module per part: `ops` 8.5.1-8.5.4, `special` 8.5.5 and #43 Mafia Offensive, `common` what they
share, `flowchart` the flow and the dispatch by frame.
"""
from engine.cuba_libre.nonplayer.syndicate.flowchart import choose_op, decide

__all__ = ["choose_op", "decide"]
