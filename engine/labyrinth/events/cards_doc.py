"""Writes docs/labyrinth_cards.md from the project's card data: every card with its flags, precondition and
our summary (data/cards.csv), whether its event is built (events/built.py), the test that covers it (a test
in tests/labyrinth/test_events_cards_*.py named test_card_NNN_...), and where each lasting effect acts.

    python -m engine.labyrinth.events.cards_doc > docs/labyrinth_cards.md
"""
from __future__ import annotations

import ast
from pathlib import Path

from engine.labyrinth import data as D
from engine.labyrinth.events.built import BUILT_CARDS

TESTS = Path(__file__).resolve().parents[3] / "tests" / "labyrinth"
ASSOC = ("US", "Jihadist", "unassociated")

# Every lasting effect of a built event (6.2.7 MARK and LAPSING, and Backlash's designated plot): the state
# word that holds it and the rules code that reads it.
LASTING = {
    1: ("backlash (designated plot)", "8.5.6 plot resolution (rules/plots.plot_funding); cleared when the plot "
        "leaves by Alert or an event (rules/board.plot_removed)"),
    2: ("lapse[2]", "8.3 Travel: destinations (legal.py via jihadist_ops.travel_dest_ok) and the roll "
        "(jihadist_ops.travel_automatic)"),
    3: ("marked[3] (bits Russia, Central Asia)", "blocks #65 HEU, #69 Kazakh Strain, #71 Loose Nuke in its "
        "countries (cards_061_072.wmd_source); #62 Ex-KGB removes the Russia marker"),
    4: ("marked[4]", "blocks #57 Abu Sayyaf (its precondition); ends its marker"),
    5: ("marked[5]", "hidden information: plots in the United States are face up (hidden.shuffle_plots)"),
    11: ("marked[11]", "enables #26 Quartet; removed by a plot resolved in Israel (rules/plots.resolve_start)"),
    13: ("marked[13]", "blocks #58 Al-Anbar (its precondition); ends its marker"),
    27: ("marked[27]", "halves #51 FREs; blocks #92 Saddam (its precondition)"),
    31: ("marked[31]", "flipped to blocked (2) by #84/#85 Leak: then unplayable"),
    33: ("marked[33]", "8.4 no Minor or Major Jihad in Pakistan (jihadist_ops.jihad_ok); blocks #108 Musharraf "
         "(its precondition); ended by #60 Bhutto Shot"),
    34: ("marked[34]", "flipped to blocked (2) by #84/#85 Leak: then unplayable"),
    36: ("marked[36]", "blocks #70 Lashkar-e-Tayyiba and #83 Kashmir (their preconditions); removed by a plot "
         "resolved in India (rules/plots.resolve_start)"),
    37: ("marked[37]", "7.3.4 Regime Change in Iraq whatever its governance, once (us_ops.rc_by_event, regime_change)"),
    38: ("marked[38]", "blocks #39 Libyan WMD (its precondition) and ends its marker"),
    39: ("marked[39]", "7.3.4 Regime Change in Libya whatever its governance, once (us_ops.rc_by_event, regime_change)"),
    18: ("extra_card", "5.2.2 the US may play one additional card once the card in play is over, in either side's "
         "action phase (step.advance, legal.py; rules/sequence.finish_card does not count it in the phase)"),
    41: ("marked[41] (NATO's country + 1)", "its 2 troops count in that country wherever troops count (rules/board."
         "troops: 7.2.1, 7.3.1, 7.4, 8.4.2, 8.4.5, 8.5.6, events); a Withdraw from there removes it "
         "(us_ops.withdraw, L52); option nato_deploys_out: the US may send it out after a Deploy (step.py)"),
    43: ("marked[43]", "4.1.1 the United States adjacent to Canada only (rules/board.adjacent: Travel, Special Forces); "
         "enables #6/#7 Sanctions"),
    44: ("marked[44]", "blocks #61 Detainee Release (its precondition); flipped to blocked by #84/#85 Leak"),
    47: ("lapse[47]", "5.2.2 the Jihadist's card is drawn at random from its hand (step.advance puts it in the "
        "card frame, legal.py offers only it)"),
    53: ("event_op", "8.2 its Recruit: Funding ignored, Poor and Islamist Rule countries eligible "
         "(jihadist_ops.recruit_ok, recruit_cells); option madrassas_two_recruits: a second Recruit "
         "(step.dice_assigned)"),
    54: ("marked[54]", "one more active cell in Iraq (rules/board.cells, activate): counts for every rule that counts "
         "cells but Travel and Disrupt (cell_pieces); removed last (events/common.take_cells, jihadist_ops."
         "fail_cell), then out of the game; 2.1 no cells (rules/victory.us_instant)"),
    56: ("marked[56]", "blocks #30 UN Nation Building (its precondition)"),
    57: ("marked[57]", "7.3 Deploy to the Philippines (us_ops.deploy_dest_ok); a plot placed there while cells >= "
         "troops costs 1 Prestige (rules/plots.abu_sayyaf_plot); blocked and ended by #4 Moro Talks"),
    58: ("marked[58]", "7.4 a Disrupt in Iraq or Syria affects 1 cell (us_ops.disrupt_count); blocks the US events "
         "of #111/#112 (their precondition); blocked and ended by #13 Anbar Awakening"),
    60: ("marked[60]", "blocks #33 Benazir Bhutto (its precondition) and ends its marker"),
    73: ("marked[73]", "5.2.5 no Funding decrease while Somalia or Yemen is under Islamist Rule "
         "(rules/sequence.diplomacy)"),
    80: ("marked[80]", "7.4 no Disrupt in Pakistan unless it is a Regime Change country (us_ops.disrupt_ok); blocks "
         "the US events of #111/#112 (their precondition); removed by #42 Pakistani Offensive"),
    114: ("lapse[114]", "8.2 no Recruit operation this turn (legal.jihadist_op_possible); blocks #61 Detainee "
          "Release (its precondition)"),
    61: ("recent (Disrupted)", "noted by every Disrupt (us_ops.disrupt_at), shifted at each action phase "
         "(rules/sequence.start_phase); #61's precondition and targets"),
    94: ("recent (improved)", "noted when a Muslim country is tested or improved to Fair or Good (rules/board."
         "set_governance, tables.initial_test); #94's precondition and targets"),
    117: ("lapse[117], lapse[118]", "4.2.6 oil resources (rules/board.resources); 2.2 a tie of instant wins "
          "goes to the player of the event (rules/victory.check_instant: the phasing side)"),
}


def test_names() -> list[tuple[str, str]]:
    """(file, test function) of every tests/labyrinth/test_events*.py, files in name order."""
    names = []
    for path in sorted(TESTS.glob("test_events*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names += [(path.name, n.name) for n in tree.body if isinstance(n, ast.FunctionDef) and n.name.startswith("test_")]
    return names


def covering_test(card: int, names: list[tuple[str, str]]) -> str:
    """`file::test` of the first test named test_card_NNN_... for this card."""
    for path, n in names:
        if n.startswith(f"test_card_{card:03d}_"):
            return f"{path}::{n}"
    return ""


def _flags(card: int) -> str:
    f = []
    if D.CARD_REMOVE[card]:
        f.append("REMOVE" if D.CARD_REMOVE[card] == "always" else "REMOVE (US event)")
    if D.CARD_MARK[card]:
        f.append("MARK")
    if D.CARD_LAPSING[card]:
        f.append("LAPSING")
    return ", ".join(f)


def render() -> str:
    names = test_names()
    rows = []
    for card in range(1, D.N_CARDS + 1):
        test = covering_test(card, names)
        rows.append(f"| {card} | {D.CARD_NAMES[card]} | {ASSOC[D.CARD_ASSOC[card]]} | {D.CARD_OPS[card]} | "
                    f"{_flags(card)} | {D.CARD_PLAYABLE[card]} | {D.CARD_SUMMARIES[card]} | "
                    f"{'yes' if card in BUILT_CARDS else 'not yet'} | {f'`{test}`' if test else '—'} |")
    lasting = [f"| {card} {D.CARD_NAMES[card]} | {word} | {where} |" for card, (word, where) in LASTING.items()]
    head = [
        "# Labyrinth event cards",
        "",
        "Generated by `python -m engine.labyrinth.events.cards_doc` from `engine/labyrinth/data/cards.csv`,",
        "`engine/labyrinth/events/built.py` (which events are built) and `tests/labyrinth/test_events*.py`",
        "(a card's tests: `test_events_cards_NNN_MMM.py`, by card number).",
        "Do not edit by hand; `tests/labyrinth/test_events_6_2_6_3.py` checks that this file is current.",
        "",
        f"{len(BUILT_CARDS)} of {D.N_CARDS} events are built.",
        "",
        "## Lasting effects and where they act",
        "",
        "| event | state word | where it acts |",
        "| --- | --- | --- |",
        *lasting,
        "",
        "## Cards",
        "",
        "| # | card | event of | Ops | flags | playable when | summary (our words) | built | test |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    return "\n".join(head + rows) + "\n"


if __name__ == "__main__":
    print(render(), end="")
