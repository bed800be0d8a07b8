"""5.0 card data (engine/cuba_libre/data/cards.csv): our own one-line summary of each Event side (issue 4),
checked against the side types and the team's reference table, and shown when a faction chooses an Event.

reference_cards.csv beside this file is the number, title and side-type columns of the team's reference
table (shared/data/cuba_libre/cards.csv, outside the repository), copied so that the check runs in any
clone."""
import csv
from pathlib import Path

from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from tests.cuba_libre.helpers import state

REFERENCE = Path(__file__).with_name("reference_cards.csv")
MAX_SUMMARY = 110
SIDES = ("unshaded", "shaded")
TYPES = {"plain": D.PLAIN, "capability": D.CAPABILITY, "momentum": D.MOMENTUM, "none": D.NO_SIDE}
# The sides whose reading the reference table marks uncertain (its README, uncertain fact 10, and the
# "presumably" / "card does not say" notes): the summary keeps a "[uncertain...]" mark.
UNCERTAIN_SIDES = {(1, 0), (1, 1), (5, 1), (7, 0), (9, 1), (10, 0), (19, 0), (22, 0), (33, 1), (34, 0),
                   (35, 0), (39, 0), (43, 0), (46, 1)}


def event_sides():
    return [(c, side) for c in range(1, D.FIRST_PROPAGANDA) for side in (0, 1) if D.CARD_SIDES[c, side] != D.NO_SIDE]


def test_5_0_every_event_side_has_a_summary():
    sides = event_sides()
    assert len(sides) == 2 * 48 - 5  # 5 single Events
    for card, side in sides:
        assert D.CARD_SUMMARIES[card][side].strip(), f"#{card} {SIDES[side]} has no summary"


def test_5_0_single_events_and_propaganda_have_no_summary_for_a_missing_side():
    single = [c for c in range(1, D.FIRST_PROPAGANDA) if D.CARD_SIDES[c, 1] == D.NO_SIDE]
    assert single == [11, 13, 18, 19, 35]
    assert all(D.CARD_SUMMARIES[c][1] == "" and D.CARD_SUMMARIES[c][0] for c in single)
    assert all(D.CARD_SUMMARIES[c] == ("", "") for c in range(D.FIRST_PROPAGANDA, D.N_CARDS + 1))
    assert len(D.CARD_SUMMARIES) == D.N_CARDS + 1 and D.CARD_SUMMARIES[0] == ("", "")


def test_5_0_summaries_are_one_short_line():
    for card, side in event_sides():
        text = D.CARD_SUMMARIES[card][side]
        assert len(text) <= MAX_SUMMARY, f"#{card} {SIDES[side]}: {len(text)} characters"
        assert "\n" not in text and "|" not in text and text == text.strip()  # one Markdown table cell


def test_5_0_summaries_name_the_side_type():
    """5.3 / 5.4: a Capability or Momentum side says so first; a plain side does not."""
    for card, side in event_sides():
        kind, text = int(D.CARD_SIDES[card, side]), D.CARD_SUMMARIES[card][side]
        assert text.startswith("Capability: ") == (kind == D.CAPABILITY), card
        assert text.startswith("Momentum: ") == (kind == D.MOMENTUM), card


def test_5_0_uncertain_readings_keep_their_mark():
    marked = {(c, side) for c, side in event_sides() if "[uncertain" in D.CARD_SUMMARIES[c][side]}
    assert marked == UNCERTAIN_SIDES
    assert D.CARD_SUMMARIES[22][0].endswith("[uncertain: once]")  # 22 unshaded: one reroll per die assumed


def test_5_0_summary_of_a_card_side():
    assert D.CARD_SUMMARIES[14] == ("Place 1 26July Base and 1 26July Guerrilla in Pinar del Río",
                                    "Shift Pinar del Río 2 levels toward Active Support")


def test_5_0_titles_and_side_types_match_the_reference_table():
    with open(REFERENCE, encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == D.N_CARDS
    for r in rows:
        n = int(r["number"]) if r["number"].isdigit() else D.FIRST_PROPAGANDA - 1 + int(r["number"][1:])  # P1-P4
        assert D.CARD_TITLES[n] == r["title"], n
        types = [D.CARD_SIDES[n, 0], D.CARD_SIDES[n, 1]]
        assert types == [TYPES[r["unshaded_type"]], TYPES[r["shaded_type"]]], n


def test_5_1_choosing_an_event_side_says_what_it_does(game):
    s = state(current=14)  # 26July is first in #14's faction order
    assert game.describe_action(s, L.A_EVENT_UNSHADED) == (
        "5.1 26July executes the unshaded Event of #14 Operation Fisherman: "
        "Place 1 26July Base and 1 26July Guerrilla in Pinar del Río")
    assert game.describe_action(s, L.A_EVENT_SHADED) == (
        "5.1 26July executes the shaded Event of #14 Operation Fisherman: "
        "Shift Pinar del Río 2 levels toward Active Support")


def test_5_1_a_single_event_has_no_shaded_summary_to_show(game):
    s = state(current=11)  # Batista Flees: a single Event, Government first
    assert game.describe_action(s, L.A_EVENT_UNSHADED).endswith(f"#11 Batista Flees: {D.CARD_SUMMARIES[11][0]}")
    assert game.describe_action(s, L.A_EVENT_SHADED) == "5.1 Government executes the shaded Event of #11 Batista Flees"
