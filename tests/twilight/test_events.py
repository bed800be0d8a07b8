"""7 Events as a whole: each built event is tested and listed (docs/twilight_cards.md), the dispatch's
answers are the legal actions of an event's choices, and events set off inside the opponent's action round
are decided by their event player (E.3). Each card's own tests: test_events_cards_NNN_MMM.py."""
from pathlib import Path

from engine.twilight import data as D
from engine.twilight import layout as L
from engine.twilight.events import cards_doc
from engine.twilight.events.dispatch import BUILT_CARDS
from engine.twilight.game import GAME
from tests.twilight.helpers import INFLUENCE, card, play, position


def test_every_built_event_has_a_test_named_for_its_card():
    names = cards_doc.test_names()
    untested = [c for c in BUILT_CARDS if not cards_doc.covering_test(c, names)]
    assert untested == []
    assert sorted(BUILT_CARDS) == [c for c in range(1, D.N_CARDS + 1) if c != D.CHINA]  # 9.2: it has no event


def test_cards_doc_is_current():
    """docs/twilight_cards.md is generated: regenerate it with `python -m engine.twilight.events.cards_doc`."""
    doc = Path(__file__).resolve().parents[2] / "docs" / "twilight_cards.md"
    assert doc.read_text(encoding="utf-8") == cards_doc.render()


def test_e_3_the_event_player_decides_inside_the_opponents_action_round():
    """5.2.1: the US plays Socialist Governments (#7, USSR) for Ops, event first: the USSR picks."""
    s = position({"Italy": (2, 0)}, phasing="us", cards={"us_hand": [7]})
    play(s, card(7), INFLUENCE, L.A_EVENT_FIRST)
    d = GAME.pending(s)
    assert d.kind == "event" and d.player == "ussr" and "#7 Socialist Governments" in GAME.describe_pending(s)
    assert all("#7 Socialist Governments: USSR chooses" in o.name and o.rule == "7.1" for o in d.options)


def test_dispatch_and_answers_are_current():
    """The branches of dispatch.py and answers.py are generated from the card modules: regenerate them with
    `python -m engine.twilight.events.gen_dispatch`."""
    from engine.twilight.events import gen_dispatch

    assert (gen_dispatch.ROOT / "dispatch.py").read_text(encoding="utf-8") == gen_dispatch.dispatch_text()
    assert (gen_dispatch.ROOT / "answers.py").read_text(encoding="utf-8") == gen_dispatch.answers_text()
