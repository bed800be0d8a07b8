"""Chapter 9: the solitaire Jihadist bot as a compiled policy, laid out by rulebook section.

`policy.np_action(s, trace) -> action` answers the decision on top of the stack for the Jihadist exactly as one
of `legal_actions(s)`: the `np` agent (solver_ai/agents/np_agent.py) and compiled playouts (`policy.playout`)
call the same function. The solitaire rule changes the engine itself carries out (9.1 victory, 9.3.2 random
plot markers, 9.4.1 no US events and the Ops after an unassociated event, 9.4.3 Radicalization steps, 9.7
ideology) are switched on by the `solitaire` option (engine/labyrinth/rules/solitaire.py and the rules they
touch); a game whose `players` option leaves out the Jihadist is a solitaire game.

Stateless, as Cuba Libre's Non-players: at every decision the bot re-derives where it is from the state (the
card, the operation, the dice already assigned, the travels declared). Its dice come from a generator derived
from the state's RNG words (chance.derive_rng), never advancing the state's own.

Modules: `sequence` 9.2 card and 9.4.1 event-or-Ops with the Ops chain; `where_jihad` W-MJ / W-MN;
`where_plot` W-PL; `where_recruit` W-RC; `where_travel` W-TR; `operations` the dice of each operation;
`radicalization` 9.4.3; `chance` 9.5; `events` 9.4.2 event-driven choices and 9.6; `trace` the explanation
codes; `policy` the dispatch by frame.
"""
