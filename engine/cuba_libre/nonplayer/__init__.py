"""Chapter 8: the rulebook Non-player (NP) factions as compiled policies (see docs/np_bots.md).

`policy.np_action(s, trace) -> action` answers the decision on top of the stack for the faction to move,
exactly as one of `legal_actions(s)`: a Python agent (solver_ai/agents/np_agent.py) and a compiled
search rollout (`policy.playout`) call the same function.

Design: a stateless policy. A turn is many micro-decisions (FR_ACT, FR_OP, FR_SPACE, FR_PIECES,
FR_CHOICE, FR_EVENT ...); at each one the bot re-derives where it is in its flowchart from the state
and the Op words (which Op, the spaces already selected, the SA done, the step in progress). Nothing is
stored between decisions, so:
- the state stays the engine's alone (no plan fields to keep consistent, to copy in `determinize`, or
  to validate in positions), records replay bit for bit, and `--explain` recomputes the same choice;
- a search may hand the policy any state, including one reached by other agents' moves;
- the price is that a step must be recognisable from the position itself: a step's spaces stop
  qualifying once done (they are selected, or their pieces changed). Where that is not exact (the NP
  Syndicate's second Terror space) RULINGS.md says how the step is re-derived.
The NP dice (8.2 / 8.3 ties) come from a generator derived from the state's RNG words and decision
counter, never by advancing the state's own generator (tables.derive_rng): a decision is a pure
function of the state.

Modules: `tables` 8.2 / 8.3 random spaces; `sequence` 8.1 Event or Ops, minimum Resources;
`guidelines` 8.1.2 procedure guidelines; `events` 8.4.3 / 8.4.4 the steps inside an Event;
`syndicate` 8.5; `directorio` 8.6; `m26` 8.7; `govt/` 8.8 (a module per 8.8.x box); `rally` and `march` the steps DR and 26July
share; `solitaire` 8.9 results; `trace` the explanation codes; `policy` the dispatch by faction and frame.
"""
