"""What the answers of an Event step mean, in words (describe.py): `choice_name` for an effect
(A_CHOICE0 + k) of the sides whose effects depend on the step, `space_answer` for a space."""
from engine.cuba_libre.data import CARD_ORDER, DR, FACTION_NAMES, GOVT, M26, SYN
from engine.cuba_libre.events.cards_13_24 import MANIFESTO_KINDS, STOP
from engine.cuba_libre.events.cards_25_36 import DR_PIECES
from engine.cuba_libre.events.steps import P_FACTION, P_KIND, a_of, b_of, phase_of
from engine.cuba_libre.layout import DR_U, PIECE_NAMES, POLICE, TROOPS
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules.board import available_guerrillas

# Sides by card number, cs = 2 x card + side.
C07U, C08U, C10U, C12U, C19, C20S, C21S, C27S = 14, 16, 20, 24, 38, 41, 43, 55
C29U, C29S, C31U, C34U, C35, C36U, C36S, C38U, C38S, C42U, C47U = 58, 59, 62, 68, 70, 72, 73, 76, 77, 84, 94
PACKED = (C07U, C08U, C10U, C12U, C19, C20S, C21S, C27S)  # steps by steps.pack (cards 7-27)


def choice_name(s, cs: int, step: int, k: int) -> str:
    """What effect k means at this step of side cs."""
    return packed_choice(cs, step, k) if cs in PACKED else field_choice(s, cs, step, k)


def packed_choice(cs: int, step: int, k: int) -> str:
    phase, n = int(step % 8), int(step // 128)
    if phase >= P_KIND:
        return ("an Underground ", "an Active ")[k] + f"{FACTION_NAMES[phase - P_KIND]} Guerrilla"
    if phase == P_FACTION:
        if cs == C21S:
            return f"the Cash under a {FACTION_NAMES[k]} piece"
        verb = "remove" if cs in (C12U, C20S) else "place"
        return f"{verb} a {FACTION_NAMES[1 + k]} Guerrilla"
    if cs == C10U:
        return ("replace a Troops cube", "replace a Police cube")[k]
    if cs == C21S:
        return ("open a closed Casino", "place a Cash marker")[k]
    if cs == C27S:
        return f"remove a {PIECE_NAMES[DR_PIECES[k]]}"
    if k == STOP:
        return "place no more pieces"
    return f"place a {PIECE_NAMES[MANIFESTO_KINDS[CARD_ORDER[19, n // 4], k]]}"


def field_choice(s, cs: int, step: int, k: int) -> str:
    F, P = FACTION_NAMES, PIECE_NAMES
    ph, e = phase_of(step), a_of(step)
    if cs == C29U:
        return f"{F[DR if k == 0 else M26]} places 1 Base and 2 Guerrillas in Las Villas"
    if cs == C29S:
        return f"the {P[DR_U + k]}" if ph == 1 else ("remove it", "replace it with the same type of 26July piece")[k]
    if cs == C31U or cs == C42U:
        return f"place a {F[k]} " + ("Base" if cs == C31U and ph == 1 else "Guerrilla")
    if cs == C34U:
        return f"{F[k]} gains a die of Resources, the other Insurgents 2 each"
    if cs == C35:
        if ph == 1:
            return f"replace {F[k]} pieces"
        if e & 3 != GOVT:
            return f"replace the {P[3 * (e >> 2) + k]}"
        out = P[3 * (e >> 2) + (k >> 1)]
        if pc.available(s, TROOPS) + pc.available(s, POLICE) == 0:
            return f"remove the {out} (no Troops or Police Available)"
        return f"replace the {out} with {P[TROOPS + (k & 1)]}"
    if cs == C36U:
        return f"replace a {F[k]} piece" if ph == 1 else f"replace the {P[3 * e + k]} with 2 DR Guerrillas"
    if cs == C36S:
        out = P[DR_U + (k >> 1)]
        if available_guerrillas(s, M26) + available_guerrillas(s, SYN) == 0:
            return f"remove the {out} (no 26July or Syndicate Guerrilla Available)"
        return f"replace the {out} with a {F[SYN if k & 1 else M26]} Guerrilla"
    if cs == C38U:
        return f"the next Cash marker to {F[k]}"
    if cs == C38S:
        return ("relocate a Casino", "stop relocating: every Casino opens")[k]
    return f"remove the {P[3 * b_of(step) + k]}" if ph == 2 else f"remove a {F[k]} Guerrilla"  # C47U


def space_answer(cs: int, step: int, name: str) -> str:
    """What choosing the space called `name` means at this step of side cs."""
    if cs == C38S:
        return f"relocate a Casino from {name}" if phase_of(step) == 1 else f"relocate the Casino to {name}"
    return name
