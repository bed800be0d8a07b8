"""Readable text for the pending decision and for each action, citing the rule it applies."""
from __future__ import annotations

import numpy as np

from engine.core.frames import top
from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.events import dispatch
from engine.cuba_libre.events import names as event_names
from engine.cuba_libre.legal import actions as legal_actions
from engine.cuba_libre.rules import board
from engine.cuba_libre.rules import effects as fx
from engine.cuba_libre.rules import movement as mv
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules.propaganda import CASH_RESOURCES
from engine.cuba_libre.rules.sequence import current_card

SPACE_STEPS = {
    L.SP_GARRISON_FROM: ("3.2.2 Garrison", "cubes to move into {ctx} from"),
    L.SP_SWEEP_FROM: ("3.2.3 Sweep", "adjacent Troops to move into {ctx} from"),
    L.SP_MARCH_FROM: ("3.3.2 March", "Guerrillas to move into {ctx} from"),
    L.SP_TRAIN_BASE: ("3.2.1 Train", "where 2 cubes become a Government Base"),
    L.SP_TRAIN_CIVIC: ("3.2.1 Train", "where to buy Civic Action (6.3.2)"),
    L.SP_GARRISON_ASSAULT: ("3.2.2 Garrison", "the EC of the free Assault"),
    L.SP_SA: ("4.1", "the space of the Special Activity"),
    L.SP_TRANSPORT_TO: ("4.2.1 Transport", "where Troops from {ctx} go"),
    L.SP_RELOCATE_TO: ("4.2.3 Reprisal", "where the Guerrilla from {ctx} goes"),
    L.SP_MUSCLE_FROM: ("4.5.3 Muscle", "a cube to move into {ctx} from"),
    L.SP_PROFIT_CASH: ("4.5.1 Profit", "an open-Casino space for a Cash marker"),
    L.SP_PROFIT_CASHIN: ("4.5.1 Profit", "where to close a Casino or remove Syndicate Cash"),
    L.SP_LAUNDER: ("2.3.6 Laundering", "a Cash marker of its own to remove so that {ctx} takes a free LimOp"),
    L.SP_VOLUNTARY: ("1.4.1", "the space of the own piece to remove"),
    L.SP_ASSAULT_FROM: ("3.2.4 Assault (#1 Armored Cars)", "Troops to move into {ctx} from"),
    L.SP_SWEEP_ASSAULT: ("3.2.3 Sweep (#5 Rolando Masferrer)", "the space of a free Assault as the Special Activity"),
    L.SP_CARACAS_BASE: ("1.4.1 (#18 Pact of Caracas)", "a second own Base to remove at once, cancelling the Pact"),
}
CHOICES = {
    L.CH_RALLY: ("3.3.1 Rally", ("place 1 Guerrilla", "replace 2 Guerrillas with a Base",
                                 "flip all its Guerrillas there Underground", "place Guerrillas by Bases and Pop")),
    L.CH_TRAIN: ("3.2.1 Train", ("replace 2 cubes with a Base in one space", "buy Civic Action in one space")),
    L.CH_CONSTRUCT: ("3.3.5 Construct", ("place a closed Casino", "open a closed Casino")),
    L.CH_KIDNAP: ("4.3.3 Kidnap", ("target the Government", "target the Syndicate")),
    L.CH_PROFIT: ("4.5.1 Profit", ("place Cash under pieces in 1 or 2 open-Casino spaces",
                                   "close Casinos / remove Syndicate Cash for +3 Resources each")),
    L.CH_PROFIT_CASHIN: ("4.5.1 Profit", ("close an open Casino (+3 Resources)", "remove a Syndicate Cash marker (+3 Resources)")),
    L.CH_BRIBE: ("4.5.4 Bribe", ("remove up to 2 cubes", "remove or flip up to 2 Guerrillas", "remove 1 enemy Base")),
    L.CH_REROLL_ATTACK: ("3.3.3 Attack (#22 Raúl)", ("keep the die", "reroll the die")),
    L.CH_REROLL_KIDNAP: ("4.3.3 Kidnap (#22 Raúl)", ("keep the die", "reroll the die")),
}
PIECE_STEPS = {
    L.PU_TRAIN: ("3.2.1 Train", "place {piece} in {sp}"),
    L.PU_MOVE: ("move", "move {piece} {sp} -> {sp2}"),
    L.PU_REMOVE: ("remove", "remove {piece} in {sp}"),
    L.PU_ACTIVATE: ("Activate", "Activate {piece} in {sp}"),
    L.PU_TRAIN_BASE: ("3.2.1 Train", "replace {piece} in {sp} (for the Base)"),
    L.PU_RALLY_BASE: ("3.3.1 Rally", "replace {piece} in {sp} (for the Base)"),
    L.PU_RALLY_PLACE: ("3.3.1 Rally", "place {piece} in {sp}"),
    L.PU_RELOCATE: ("4.2.3 Reprisal", "relocate {piece} from {sp}"),
    L.PU_CASH: ("4.5.1 Profit", "put a Cash marker under {piece} in {sp}"),
    L.PU_BRIBE: ("4.5.4 Bribe", "remove {piece} in {sp}"),
    L.PU_VOLUNTARY: ("1.4.1", "take own {piece} in {sp} off the map"),
}
REMOVAL_RULES = {L.RM_ASSAULT: "3.2.4 Assault", L.RM_ATTACK: "3.3.3 Attack", L.RM_AIR_STRIKE: "4.2.2 Air Strike",
                 L.RM_ASSASSINATE: "4.4.3 Assassinate"}


def space_name(sp: int) -> str:
    return D.SPACE_NAMES[sp] if 0 <= sp < D.N_SPACES else "-"


def _context(purpose: int, ctx: int) -> str:
    """FR_SPACE's p1: a faction for Laundering, otherwise a space."""
    return D.FACTION_NAMES[ctx] if purpose == L.SP_LAUNDER else space_name(ctx)


def _piece_rule(s: np.ndarray, purpose: int) -> str:
    """The rule a piece step (FR_PIECES) applies: removals by their mode, movement by its Op or Transport."""
    if purpose == L.PU_REMOVE:
        return REMOVAL_RULES[int(s[L.OP + L.CX_MODE])]
    if purpose == L.PU_ACTIVATE or (purpose == L.PU_MOVE and s[L.OP + L.CX_MODE] & mv.MOVE_MARKS):
        return op_label(s)
    if purpose == L.PU_MOVE:
        return "4.2.1 Transport"
    return PIECE_STEPS[purpose][0]


def op_label(s: np.ndarray) -> str:
    op = int(s[L.OP + L.OP_ID])
    if op < 0:
        return ""
    flags = int(s[L.OP + L.OP_FLAGS])
    kind = ("free " if flags & L.OPF_FREE else "") + ("LimOp " if flags & L.OPF_LIMITED else "")
    cs = int(s[L.GRANT + L.GR_CS])
    by = f" (5.5, {_event_label(cs)})" if cs else ""
    return f"{L.OP_RULES[op]} {kind}{L.OP_NAMES[op]}{by}"


def pending(s: np.ndarray) -> str:
    kind, f = top(s, 0), top(s, 1)
    who = D.FACTION_NAMES[f]
    if kind == L.FR_ACT:
        role = "1st" if top(s, 2) == 1 else "2nd"
        lim = ", Operations limited" if top(s, 3) else ""
        return f"{who} is {role} Eligible on {D.card_label(int(current_card(s)))}{lim}"
    if kind == L.FR_CASH:
        return f"{who} deposits a Cash marker in {space_name(top(s, 2))} (6.2.4)"
    if kind == L.FR_REDEPLOY_DEST:
        piece = "Troops" if top(s, 3) == L.TROOPS else "Police"
        return f"Government Redeploys {piece} from {space_name(top(s, 2))}: choose the destination (6.4)"
    if kind == L.FR_OP:
        if top(s, 3) & L.OPF_AFTER:
            return f"{who}: {op_label(s)} is over: choose a Special Activity to follow it (4.1), or done"
        return f"{who}: {op_label(s)}: choose a space, a Special Activity, or done"
    if kind == L.FR_SPACE:
        rule, what = SPACE_STEPS[top(s, 3)]
        if top(s, 3) == L.SP_SA:
            return f"{who}: {L.SA_RULES[top(s, 2)]} {L.SA_NAMES[top(s, 2)]}: choose its space"
        return f"{who}: {rule}: choose " + what.format(ctx=_context(top(s, 3), top(s, 2)))
    if kind == L.FR_CHOICE:
        rule, _ = CHOICES[top(s, 2)]
        rolled = f", the die shows {s[L.OP + L.CX_N]}" if top(s, 2) in (L.CH_REROLL_ATTACK, L.CH_REROLL_KIDNAP) else ""
        return f"{who}: {rule}: choose how" + (f" in {space_name(top(s, 3))}" if top(s, 3) >= 0 else "") + rolled
    if kind == L.FR_PIECES:
        return f"{who}: {_piece_rule(s, top(s, 2))}: choose a piece in {space_name(int(s[L.OP + L.CX_SP]))}"
    if kind == L.FR_LAUNDER_OP:
        return f"{who}: 2.3.6 Laundering: choose the free LimOp"
    if kind == L.FR_EVENT and top(s, 3) == dispatch.OWN_FIRST:
        return f"{who}: {_event_label(top(s, 2))}: 1.4.1 first take own pieces off the map, or go on"
    if kind == L.FR_EVENT:
        choosing = any(a >= L.A_CHOICE0 for a in legal_actions(s, True))
        return f"{who}: {_event_label(top(s, 2))}: choose " + ("an effect" if choosing else "a space")
    return {
        L.FR_CIVIC: "Government buys Civic Action (6.3.2)",
        L.FR_AGITATE: "26July buys Agitation (6.3.3)",
        L.FR_EXPAT: "DR may Rally free by Expat Backing (6.3.4)",
        L.FR_REDEPLOY_TROOPS: "Government Redeploys Troops (6.4)",
        L.FR_REDEPLOY_POLICE: "Government Redeploys Police (6.4)",
    }[kind]


# The effects of the Event sides that offer a fixed choice (the others: events/names.py).
EVENT_CHOICES = {66: ("DR +5 Resources", "26July +5 Resources"), 82: ("close an open Casino", "Aid -8"),
                 89: ("26July pays a die of Resources", "DR pays a die of Resources"),
                 53: ("an Underground DR Guerrilla", "an Active DR Guerrilla"),
                 # 5.5 sides granting a free Op (events/free_op.py): who makes it, or how
                 2: ("26July Marches and Ambushes", "DR Marches and Ambushes"),
                 6: ("26July Guerrillas March out", "DR Guerrillas March out", "Syndicate Guerrillas March out"),
                 34: ("26July Rallies in its Base spaces", "DR Rallies in its Base spaces"),
                 40: ("26July Marches, then Rallies", "DR Marches, then Rallies", "Syndicate Marches, then Rallies"),
                 52: ("a free March into the space", "a free Rally there", "a free Ambush there"),
                 86: ("26July makes a free LimOp", "DR makes a free LimOp"),
                 88: ("an Underground 26July Guerrilla Ambushes", "an Active 26July Guerrilla Ambushes",
                      "an Underground DR Guerrilla Ambushes", "an Active DR Guerrilla Ambushes")}


VOLUNTARY = "1.4.1 {who} takes one of its own pieces off the map"  # in its Op or before its Event


def _event_choice(s: np.ndarray, cs: int, step: int, k: int) -> str:
    if cs == 86 and step > 0:  # #43 unshaded: the chosen faction's k-th Operation (free_op.OPERATED + faction)
        op = L.FACTION_OPS[step - 10][k]
        return f"a free LimOp {L.OP_RULES[op]} {L.OP_NAMES[op]}, 1 Syndicate Guerrilla counting as its own"
    if cs in EVENT_CHOICES:
        return EVENT_CHOICES[cs][k]
    return event_names.choice_name(s, cs, step, k)


def _event_label(cs: int) -> str:
    card, side = divmod(cs, 2)
    return f"5.1 {D.card_label(card)} ({'shaded' if side else 'unshaded'})"


def _space_selection(s: np.ndarray, f: int, sp: int) -> str:
    """FR_OP: what selecting sp does for the Op in progress."""
    op = int(s[L.OP + L.OP_ID])
    cost = int(ops.space_cost(s, op, sp))
    paid = f" (-{cost} Resources)" if cost else ""
    where = space_name(sp)
    detail = {
        L.OP_TRAIN: "place up to 4 cubes" if ops.train_places(sp, s) else "select for a Base or Civic Action",
        L.OP_GARRISON: "move cubes in",
        L.OP_SWEEP: "move adjacent Troops in, then Activate",
        L.OP_ASSAULT: f"remove up to {ops.assault_capacity(s, sp)} pieces"
                      + (" (#1 Armored Cars: Troops may move in first)" if fx.armored_cars(s) else ""),
        L.OP_RALLY: "Rally",
        L.OP_MARCH: "move Guerrillas in",
        L.OP_ATTACK: f"Activate all, a die <= {ops.guerrillas(s, sp, f)} removes up to 2 enemy pieces",
        L.OP_TERROR: "Activate 1 Underground Guerrilla, " + ("Sabotage" if D.SPACE_TYPE[sp] == D.EC else "Terror and a shift"),
        L.OP_CONSTRUCT: "place or open a Casino",
    }[op]
    return f"{L.OP_RULES[op]} {L.OP_NAMES[op]} in {where}: {detail}{paid}"


def action(s: np.ndarray, a: int) -> str:
    """One line for the action in this position, citing its rule."""
    kind, f = top(s, 0), top(s, 1)
    who = D.FACTION_NAMES[f] if f >= 0 else ""
    sp = a - L.A_SPACE0
    space = space_name(sp)
    if a == L.A_PASS:
        return f"2.3.3 Pass: {who} +{3 if f == D.GOVT else 1} Resources, stays Eligible"
    if a in (L.A_EVENT_UNSHADED, L.A_EVENT_SHADED):
        side, card = a - L.A_EVENT_UNSHADED, int(current_card(s))
        summary = D.CARD_SUMMARIES[card][side]  # what the side does, so hints and records say it
        return (f"5.1 {who} executes the {('unshaded', 'shaded')[side]} Event of {D.card_label(card)}"
                + (f": {summary}" if summary else ""))
    if L.A_OP0 <= a < L.A_OP0 + L.N_OPS:
        op = a - L.A_OP0
        kind_txt = "a free LimOp of " if kind == L.FR_LAUNDER_OP else ("a LimOp of " if kind == L.FR_ACT and top(s, 3) else "")
        return f"{L.OP_RULES[op]} {who} chooses {kind_txt}{L.OP_NAMES[op]}"
    if kind == L.FR_OP:
        if a == L.A_DONE:
            return f"{op_label(s)}: {who} is done"
        if a == L.A_VOLUNTARY:
            return VOLUNTARY.format(who=who)
        if L.A_SA0 <= a < L.A_SA0 + L.N_SAS:
            k = a - L.A_SA0
            card = " (#43 Mafia Offensive)" if k == L.SA_ASSASSINATE and f == D.SYN else ""
            return f"{L.SA_RULES[k]} {who} adds the Special Activity {L.SA_NAMES[k]}{card}"
        return _space_selection(s, f, sp)
    if kind == L.FR_SPACE:
        purpose, ctx = top(s, 3), top(s, 2)
        rule, what = SPACE_STEPS[purpose]
        if purpose == L.SP_SA:
            rule = f"{L.SA_RULES[ctx]} {L.SA_NAMES[ctx]}"
        if a == L.A_DONE:
            return f"{rule}: {who} is done"
        return f"{rule}: {what.format(ctx=_context(purpose, ctx))}: {space}" if purpose != L.SP_SA else f"{rule} in {space}"
    if kind == L.FR_EVENT and top(s, 3) == dispatch.OWN_FIRST:  # A_VOLUNTARY or A_DONE
        return VOLUNTARY.format(who=who) if a == L.A_VOLUNTARY else f"{_event_label(top(s, 2))}: {who} goes on with the Event"
    if kind == L.FR_EVENT:
        if a >= L.A_CHOICE0:
            return f"{_event_label(top(s, 2))}: {_event_choice(s, top(s, 2), top(s, 3), a - L.A_CHOICE0)}"
        return f"{_event_label(top(s, 2))}: {event_names.space_answer(top(s, 2), top(s, 3), space)}"
    if kind == L.FR_CHOICE:
        rule, names = CHOICES[top(s, 2)]
        if a == L.A_DONE:
            return f"{rule}: neither"
        where = f" in {space_name(top(s, 3))}" if top(s, 3) >= 0 else ""
        return f"{rule}{where}: {names[a - L.A_CHOICE0]}"
    if kind == L.FR_PIECES:
        purpose = top(s, 2)
        rule, text = _piece_rule(s, purpose), PIECE_STEPS[purpose][1]
        if a == L.A_DONE:
            return f"{rule}: {who} is done"
        carry = a >= L.A_CARRY0
        flip = L.A_FLIP0 <= a < L.A_CARRY0
        col = a - (L.A_CARRY0 if carry else (L.A_FLIP0 if flip else L.A_PIECE0))
        piece = ("an " if L.PIECE_NAMES[col][0] in "AUo" else "a ") + L.PIECE_NAMES[col]
        line = text.format(piece=piece, sp=space_name(int(s[L.OP + L.CX_SP])), sp2=space_name(int(s[L.OP + L.CX_SP2])))
        if flip:
            line = line.replace("remove", "flip")
        return f"{rule}: {line}" + (" with a Cash marker (4.5.2)" if carry else "")
    return _propaganda_action(s, kind, who, a, space, sp)


def _propaganda_action(s: np.ndarray, kind: int, who: str, a: int, space: str, sp: int) -> str:
    if kind == L.FR_CASH:
        where = space_name(top(s, 2))
        if a == L.A_CASH_RESOURCES:
            return f"6.2.4 Cash Deposit: {who} takes +{CASH_RESOURCES} Resources for the Cash in {where}"
        if a == L.A_CASH_BASE:
            piece = "an open Casino" if top(s, 1) == D.SYN else "a Base"
            return f"6.2.4 Cash Deposit: {who} places {piece} in {where}"
        return f"6.2.4 Cash Deposit: Syndicate opens a closed Casino in {where}"
    if kind == L.FR_CIVIC:
        if a == L.A_DONE:
            return "6.3.2 Civic Action: Government stops"
        what = "removes a Terror marker" if board.get(s, sp, L.TERROR) else "shifts 1 level toward Active Support"
        return f"6.3.2 Civic Action in {space}: {what} (-{s[L.OPTIONS + L.OPT_CIVIC_COST]} Resources)"
    if kind == L.FR_AGITATE:
        if a == L.A_DONE:
            return "6.3.3 Agitation: 26July stops"
        what = "removes a Terror marker" if board.get(s, sp, L.TERROR) else "shifts 1 level toward Active Opposition"
        return f"6.3.3 Agitation in {space}: {what} (-{s[L.OPTIONS + L.OPT_AGITATION_COST]} Resources)"
    if kind == L.FR_EXPAT:
        return "6.3.4 Expat Backing: DR does not Rally" if a == L.A_DONE else f"6.3.4 Expat Backing: DR Rallies free in {space}"
    if kind in (L.FR_REDEPLOY_TROOPS, L.FR_REDEPLOY_POLICE):
        piece = "Troops" if kind == L.FR_REDEPLOY_TROOPS else "Police"
        return f"6.4 Redeploy: {piece} done" if a == L.A_DONE else f"6.4 Redeploy: move one {piece} cube from {space}"
    if kind == L.FR_REDEPLOY_DEST:
        piece = "Troops" if top(s, 3) == L.TROOPS else "Police"
        return f"6.4 Redeploy: one {piece} cube {space_name(top(s, 2))} -> {space}"
    return f"action {a}"
