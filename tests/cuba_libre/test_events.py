"""Chapter 5 Events as a whole: every side of every card is built and tested (docs/cuba_libre_cards.md
lists each with its test), 5.1.1 / 8.1 whether an Event would have any effect, Capabilities and Momentum in
positions (5.3, 5.4, 6.5), and what every Event decision reads like (describe.py).

Each card's own tests are in test_events_cards_NN_MM.py, by card number: each built side on a position where
it applies, with its concrete result, and where it has conditions one where it does not apply (5.1.1: as much
as possible). A side granting a free Op (5.5) plays it through its normal frames, checking the card's
limits, that nothing is paid and that no Laundering follows (2.3.6). A Capability or Momentum side (5.3, 5.4)
places its marker, and the marker changes the step it names, compared with the same position without it.
The card in play is the Event card itself; its 1st Eligible faction executes it. Our card summaries:
data/cards.csv."""

from pathlib import Path

import numpy as np
import pytest

from engine.core.frames import top
from engine.core.protocol import PositionError
from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.events import cards_doc
from engine.cuba_libre.events.cards_doc import render
from engine.cuba_libre.events.dispatch import BUILT
from engine.cuba_libre.game import GAME
from engine.cuba_libre.invariants import violation

from .event_helpers import ARMORED, ATTACK, GOVT, M26, MAFIA, OP, S, SYN, U, card_where, ev, fx_doc, marker, op_fx
from .helpers import CHOICE, SA, at, decline, doc, frame, kind, legal, offered, play, scalar, set_roll, state


# ------------------------------------------------------------------ every side built, tested and listed
def test_5_every_side_of_every_card_is_built():
    """Issue 4: the 91 sides of the 48 cards (cards 11, 13, 18, 19 and 35 are single Events)."""
    sides = [(c, side) for c in range(1, D.FIRST_PROPAGANDA) for side in (0, 1) if D.CARD_SIDES[c, side] != D.NO_SIDE]
    assert len(sides) == 91 and all(BUILT[2 * c + side] for c, side in sides)
    for c in range(1, D.FIRST_PROPAGANDA):
        s = state(current=c)
        assert offered(s) == legal(s) and U in legal(s)


def test_5_built_sides_are_legal():
    s = state(current=37)
    assert {U, S} <= legal(s)


def test_every_built_side_is_tested_in_a_test_events_file():
    names = cards_doc.test_names()  # every tests/cuba_libre/test_events*.py
    untested = [cs for cs in range(len(BUILT)) if BUILT[cs] and not cards_doc.covering_test(cs // 2, cs % 2, names)]
    assert untested == []


def test_cards_doc_is_current():
    """docs/cuba_libre_cards.md is generated: regenerate it with `python -m engine.cuba_libre.events.cards_doc`."""
    doc = Path(__file__).resolve().parents[2] / "docs" / "cuba_libre_cards.md"
    assert doc.read_text(encoding="utf-8") == render()


# ------------------------------------------------------------------ 5.1.1 / 8.1: effective or not
def test_5_1_1_effective_when_a_space_can_be_chosen():
    from engine.cuba_libre.game import GAME

    s = state(current=16, spaces={"oriente": {"26july": {"bases": 1}}})
    before = s.copy()
    assert GAME.event_effective(s, 1)  # Larrazábal: a 26July Base to remove
    assert (s == before).all()  # judged on a copy
    assert not GAME.event_effective(state(current=16), 1)  # no 26July Base anywhere


def test_5_1_1_effective_only_when_a_track_would_move():
    from engine.cuba_libre.game import GAME

    assert GAME.event_effective(state(current=37, resources={"26july": 10}, aid=4), 0)
    # Herbert Matthews: 26July already at 49 and Aid at 0, so +5 and -6 change nothing (5.1.1).
    assert not GAME.event_effective(state(current=37, resources={"26july": 49}, aid=0), 0)


def test_5_1_1_effective_asks_only_while_a_faction_chooses():
    from engine.cuba_libre.game import GAME

    s = ev(16, S, spaces={"oriente": {"26july": {"bases": 1}}})  # now inside the Event
    with pytest.raises(ValueError, match="no faction is choosing"):
        GAME.event_effective(s, 1)


# ------------------------------------------------------------------ 5.3, 5.4, 6.5: Capabilities and Momentum
MOMENTUM = (1, 2, 4, 5, 6, 10, 22)
CAPABILITIES = (13, 18, 28, 30, 43)  # (with the 7 Momentum cards, 12 played before P1 ends the pile, 9.2)


def test_6_5_reset_discards_every_momentum_and_keeps_capabilities():
    d = fx_doc("P1", caps=CAPABILITIES, mom=MOMENTUM, played=[*MOMENTUM, *CAPABILITIES])
    s = GAME.from_json(d)
    assert all(marker(s, c) == 2 for c in MOMENTUM)
    decline(s)
    assert scalar(s, "phase") == L.PH_CARD
    assert [marker(s, c) for c in MOMENTUM] == [0] * len(MOMENTUM)
    assert [marker(s, c) for c in CAPABILITIES] == [1, 1, 1, 1, 2]


def test_position_capabilities_and_momentum_round_trip():
    s = GAME.from_json(fx_doc(card_where(GOVT), caps=[2, 43], mom=[22, 4]))
    out = GAME.to_json(s)
    assert (out["capabilities"], out["momentum"]) == ([2, 43], [4, 22])
    assert (marker(s, 2), marker(s, 43), marker(s, 22), marker(s, 4)) == (1, 2, 2, 2)
    assert (GAME.from_json(out) == s).all()
    del out["internal"]
    assert (GAME.from_json(out)[L.EFFECTS : L.EFFECTS + 53] == s[L.EFFECTS : L.EFFECTS + 53]).all()


@pytest.mark.parametrize("caps,mom,played,message", [
    ([1], [], None, "capabilities[0]: #1 Armored Cars has no Capability side (5.3)"),
    ([], [13], None, "momentum[0]: #13 El Che has no Momentum side (5.4)"),
    ([2], [2], None, "momentum[0]: #2 Guantánamo Bay is listed twice; one side of a card is in effect at most (5.2)"),
    ([13], [], [], "capabilities: #13 El Che is in effect but has not been played (5.3)"),
    ([], [4], [4] + list(range(7, 18)) + ["P1"],
     "momentum: #4 S.I.M. was played before the last Propaganda card, whose Reset ended it (5.4, 6.5)"),
    (["x"], [], [], "capabilities[0]: unknown card 'x': Event cards are 1-48, Propaganda cards P1-P4"),
])
def test_position_effects_are_validated(caps, mom, played, message):
    d = fx_doc(card_where(GOVT), caps=caps, mom=mom, played=played)
    with pytest.raises(PositionError) as e:
        GAME.from_json(d)
    assert str(e.value) == message


def test_position_effects_default_to_none():
    d = doc(current=card_where(GOVT))
    assert not GAME.from_json(d)[L.EFFECTS : L.EFFECTS + 53].any()


def test_describe_names_the_card_of_each_new_decision():
    s = op_fx(GOVT, ARMORED, {GOVT: 10}, mom=[1])
    play(s, OP + L.OP_ASSAULT)
    assert "#1 Armored Cars" in GAME.describe_action(s, at("oriente"))
    play(s, at("oriente"))
    assert GAME.describe_pending(s) == "Government: 3.2.4 Assault (#1 Armored Cars): choose Troops to move into Oriente from"
    s = op_fx(M26, ATTACK, {M26: 1}, caps=[22])
    set_roll(s, 5)
    play(s, OP + L.OP_ATTACK, at("matanzas"))
    assert GAME.describe_pending(s) == "26July: 3.3.3 Attack (#22 Raúl): choose how in Matanzas, the die shows 5"
    assert GAME.describe_action(s, CHOICE(1)) == "3.3.3 Attack (#22 Raúl) in Matanzas: reroll the die"
    s = op_fx(SYN, MAFIA, {SYN: 5}, caps=[43])
    play(s, OP + L.OP_TERROR, at("havana"))
    assert GAME.describe_action(s, SA(L.SA_ASSASSINATE)).endswith("Assassinate (#43 Mafia Offensive)")


def test_optimiser_does_not_plan_the_ops_a_marker_in_effect_changes():
    from solver_ai.optimise.cuba_libre.builder import CubaLibreBuilder

    spaces = {"la_habana": {"govt": {"troops": 2}}, "matanzas": {"26july": {"active": 2}}}
    planned = {}
    for mom in ([4], []):
        s = op_fx(GOVT, spaces, {GOVT: 10}, mom=mom)
        planned[bool(mom)] = {op for op, _ in CubaLibreBuilder().pairs(s, 0)}
    assert L.OP_SWEEP in planned[False] and L.OP_SWEEP not in planned[True]  # S.I.M. changes Sweep
    assert L.OP_TRAIN in planned[True]


# ------------------------------------------------------------------ what Event decisions read like
def test_5_5_free_op_is_described_with_its_event():
    s = ev(17, U, spaces={"oriente": {"26july": {"bases": 1}}})
    play(s, CHOICE(0))
    assert "free Rally (5.5, 5.1 #17 Alberto Bayo (unshaded))" in GAME.describe_pending(s)


POSITIONS = {  # each card side with a position where its free Op has choices
    (1, U): {"sierra_maestra": {"26july": {"underground": 2}, "dr": {"active": 1}}, "oriente": {"govt": {"police": 1}}},
    (3, U): {"las_villas": {"govt": {"troops": 1}, "26july": {"active": 2}, "syndicate": {"underground": 1}}},
    (3, S): {"matanzas": {"govt": {"troops": 2}, "dr": {"underground": 2, "bases": 1}}},
    (9, S): {"havana": {"govt": {"police": 2}, "dr": {"underground": 2}}},
    (11, U): {"havana": {"govt": {"troops": 6}}, "oriente": {"govt": {"troops": 3, "police": 2}}},
    (17, U): {"oriente": {"dr": {"bases": 1, "active": 2}}, "havana": {"26july": {"bases": 1}}},
    (20, U): {"sierra_maestra": {"26july": {"underground": 3}}, "oriente": {"dr": {"active": 1}}},
    (26, U): {"havana": {"govt": {"police": 1}}, "la_habana": {"dr": {"underground": 1}}},
    (41, S): {"havana": {"syndicate": {"underground": 1, "closed_casinos": 1}, "govt": {"police": 2}}},
    (43, U): {"havana": {"govt": {"police": 1}, "26july": {"active": 1}, "syndicate": {"underground": 1}}},
    (44, U): {"oriente": {"govt": {"troops": 1, "bases": 1}, "26july": {"underground": 1}, "dr": {"active": 1}}},
}


@pytest.mark.parametrize("card, side", list(POSITIONS))
def test_5_5_every_answer_of_a_granted_op_is_described_until_the_card_moves_on(card, side):
    rng = np.random.default_rng(card)
    for _ in range(5):
        s = ev(card, side, spaces=POSITIONS[card, side], resources={"govt": 9})
        while not (kind(s) == L.FR_ACT and frame(s)[2] == 2):
            assert GAME.describe_pending(s)
            actions = sorted(legal(s))
            assert all(GAME.describe_action(s, a) for a in actions)
            play(s, int(rng.choice(actions)))
        assert int(s[L.GRANT + L.GR_CS]) == 0 and int(s[L.OP + L.OP_ID]) == -1


# The sides of cards 29-47 whose steps are packed by events/steps.step_of.
STEP_OF_SIDES = ((29, 0), (29, 1), (30, 1), (31, 0), (32, 0), (32, 1), (33, 1), (34, 0), (35, 0), (36, 0), (36, 1),
                 (38, 0), (38, 1), (42, 0), (46, 1), (47, 0))


def test_step_of_sides_of_cards_29_47_in_random_games_keep_the_invariants_and_read_well():
    """Seeded random games that prefer Events: every side of this group is executed, every step keeps the
    invariants, and each of its decisions and answers has a line (describe.py)."""
    group = {2 * c + side for c, side in STEP_OF_SIDES}
    executed = set()
    for seed in range(20):
        rng = np.random.default_rng(seed)
        s = GAME.new_state("standard", seed=seed)
        while not GAME.is_terminal(s):
            acts = [int(a) for a in GAME.legal_actions(s)]
            events = [a for a in acts if a in (U, S)]
            a = int(rng.choice(events if events and rng.random() < 0.7 else acts))
            if a in (U, S) and kind(s) == L.FR_ACT:
                executed.add(2 * int(s[L.DECK + s[L.POS]]) + (a == S))
            if kind(s) == L.FR_EVENT and int(top(s, 2)) in group:
                assert GAME.describe_pending(s) and GAME.describe_action(s, a)
            GAME.apply_action(s, a)
            assert violation(s) == 0
    assert group <= executed
