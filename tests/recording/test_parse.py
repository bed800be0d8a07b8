"""Reading the move format into engine decisions (solver_ai/recording/cuba_libre/parse.py): concrete outcomes of
valid lines, the exact one-line messages of invalid ones, recorded dice, Propaganda defaults, the
decisions kept before a bad line."""
import numpy as np
import pytest

from engine.cuba_libre import layout as L
from solver_ai.recording.cuba_libre.parse import RecordingError, parse_text
from tests.cuba_libre.helpers import piece, res

HEAD = "scenario: standard\nseed: 1959\ndeck: 23 40 41 P1 33 5\n"  # line 4 is the first move
CARD_23 = ("26July: Rally Sierra Maestra (bases 2 guerrillas), Oriente (place)\n"
           "Syndicate: LimOp Construct Havana\n")
CARD_40 = ("Govt: Train Havana 2 Police, Camagüey City 2 Troops; Transport Havana -> Oriente 3 Troops\n"
           "DR: Event unshaded\n")
CARD_41 = "Syndicate: Pass\n26July: Event unshaded option 2\n"
PROPAGANDA_1 = ("Propaganda\nGovt: Civic Camagüey City\nDR: Expat Camagüey Province (place)\n"
                "Govt: Redeploy Troops Las Villas -> Havana, Las Villas -> Havana, Las Villas -> Camagüey City, "
                "Oriente -> Santiago, Oriente -> Santiago, Oriente -> Santiago\n")


def read(body: str):
    return parse_text(HEAD + body, "t")


def error(body: str, head: str = HEAD) -> RecordingError:
    with pytest.raises(RecordingError) as e:
        parse_text(head + body, "t")
    return e.value


def test_3_3_1_rally_with_bases_and_place_one_then_a_limop_construct():
    s = read(CARD_23).state
    assert piece(s, "sierra_maestra", L.M26_U) == 4 and piece(s, "oriente", L.M26_U) == 1  # 2 + 2, 0 + 1
    assert res(s)["26july"] == 8  # 10 - 1 per space (3.3.1)
    assert piece(s, "havana", L.CAS_CLOSED) == 1  # 3.3.5: a closed Casino next to the open one
    assert res(s)["syndicate"] == 10  # 15 - 5 (3.3.5)


def test_3_2_1_train_and_4_2_1_transport_pieces_and_destinations():
    s = read(CARD_23 + CARD_40).state
    assert piece(s, "havana", L.POLICE) == 6 and piece(s, "camaguey_city", L.TROOPS) == 3
    assert piece(s, "havana", L.TROOPS) == 3 and piece(s, "oriente", L.TROOPS) == 3


def test_5_1_event_choice_by_option_number():
    g = read(CARD_23 + CARD_40 + CARD_41)
    assert [r["description"] for r in g.rows if r.get("line") == 9] == [
        "5.1 26July executes the unshaded Event of #41 Fat Butcher: Close 1 open Casino, or Aid -8",
        "5.1 #41 Fat Butcher (unshaded): Aid -8"]
    assert int(g.state[L.AID]) == 0


def test_6_propaganda_lines_and_defaults_for_the_steps_nobody_wrote():
    g = read(CARD_23 + CARD_40 + CARD_41 + "Propaganda\nGovt: Civic Camagüey City\n")
    said = [r["description"] for r in g.rows]
    assert "6.3.2 Civic Action in Camagüey (City): shifts 1 level toward Active Support (-4 Resources)" in said
    # Government could buy more, DR could Rally (26July had no Agitation to buy): no line, so they stop
    assert said[-3:] == ["6.3.2 Civic Action in Camagüey (City): shifts 1 level toward Active Support (-4 Resources)",
                         "6.3.2 Civic Action: Government stops", "6.3.4 Expat Backing: DR does not Rally"]
    assert [r.get("line") for r in g.rows[-3:]] == [11, None, None]
    # 6.4: the Troops in Las Villas and Oriente must leave: no default, the game waits for a line


def test_6_4_troops_that_must_leave_have_no_default(game):
    g = read(CARD_23 + CARD_40 + CARD_41)
    assert game.describe_pending(g.state) == "Government Redeploys Troops (6.4)"
    e = error(CARD_23 + CARD_40 + CARD_41 + "Card #33")
    assert str(e) == ("t:10: the card in play is Propaganda (49), not #33 (check the deck order in the header); "
                      "it waits for: Government Redeploys Troops (6.4)")


def test_3_3_3_attack_applies_the_written_die():
    opening = CARD_23 + CARD_40 + CARD_41 + PROPAGANDA_1 + (
        "DR: Event unshaded option 1\nSyndicate: Rally Havana (place); Profit (cash in) Havana\nGovt: Sweep Havana\n")
    before = read(opening).state
    g = read(opening + "26July: LimOp Attack Santiago roll 1 Police Troops\n")
    assert piece(g.state, "santiago_de_cuba", L.POLICE) == piece(before, "santiago_de_cuba", L.POLICE) - 1
    assert piece(g.state, "santiago_de_cuba", L.TROOPS) == piece(before, "santiago_de_cuba", L.TROOPS) - 1
    rolled = [r for r in g.rows if "dice" in r]
    assert len(rolled) == 1 and rolled[0]["dice"] == [1] and len(rolled[0]["rng"]) == 4
    # a 6 misses (3.3.3: a die <= the Guerrillas there): no piece may be removed
    e = error(opening + "26July: LimOp Attack Santiago roll 6 Police Troops\n")
    assert "'police' is left over: the turn is complete" in str(e)
    missed = read(opening + "26July: LimOp Attack Santiago roll 6\n").state
    assert piece(missed, "santiago_de_cuba", L.POLICE) == piece(before, "santiago_de_cuba", L.POLICE)
    e = error(opening + "26July: LimOp Attack Santiago\n")
    assert str(e).endswith("3.3.3 Attack in Santiago de Cuba: Activate all, a die <= 1 removes up to 2 enemy pieces "
                           "(-1 Resources) rolls a die: write its result after the move, e.g. 'roll 4'")


def test_a_roll_no_die_used_is_an_error():
    assert str(error("26July: Rally Sierra Maestra roll 3 (bases 2 guerrillas)\n")) == (
        "t:4: column 8: roll 3 is written after 'sierra maestra' but no die was rolled for it")


@pytest.mark.parametrize("body, message", [
    ("26July: Rally Sierra Maestra, Oriente", "t:4: column 22: the moves before ',' leave a choice open: 26July: "
     "3.3.1 Rally: choose how in Sierra Maestra; write one of: place, base, bases"),
    ("DR: Pass", "t:4: it is not Directorio's turn: 26July is 1st Eligible on #23 Radio Rebelde"),
    ("26July: Rally Havana", "t:4: column 8: 'havana' is not possible here (3.3.1 Rally): 26July: 3.3.1 Rally: "
     "choose a space, a Special Activity, or done; possible: Matanzas, Las Villas, Camagüey Province, Oriente, "
     "Sierra Maestra, Santiago, Infiltrate"),
    ("Card 40", "t:4: the card in play is #23 Radio Rebelde, not #40 (check the deck order in the header)"),
    ("Rebels: Pass", "t:4: unknown faction 'Rebels'; factions are govt, 26july, dr, syndicate"),
    ("26July Rally Oriente", "t:4: expected 'Faction: moves' or a 'Card' line, not '26July Rally Oriente'"),
    ("26July: Rally Orinte", "t:4: column 8: unknown word 'Orinte' (column counted after '26July:')"),
    ("26July: Rally Sierra Maestra (flip)", "t:4: column 24: 'flip' is not possible here (3.3.1 Rally): 26July: "
     "3.3.1 Rally: choose how in Sierra Maestra; possible: place, base, bases"),
])
def test_bad_lines_give_one_line_naming_the_line_the_word_and_the_rule(body, message):
    assert str(error(body + "\n")) == message


@pytest.mark.parametrize("head, message", [
    ("seed: x\n", "t:1: seed: expected a whole number, not 'x'"),
    ("deck: 99\n", "t:1: deck: unknown card '99' (Event cards 1-48, Propaganda cards P1-P4)"),
    ("deck: 23 23\n", "t: the start of the game: deck: a card is listed twice"),
    ("deck: 1 2 3 4 5 6 7 8 9 10 11 12 13 P1\n", "t: the start of the game: cards: cards 1-13 of the deck must hold "
     "exactly one Propaganda card (9.2)"),
    ("game: labyrinth\n", "t:1: game: the move format reads Cuba Libre games only, not 'labyrinth'"),
])
def test_bad_headers(head, message):
    assert str(error("", head)) == message


def test_the_decisions_of_the_lines_before_a_bad_line_are_kept():
    e = error(CARD_23 + CARD_40 + "Syndicate: Pass\n26July: Event unshaded\n")
    assert str(e).startswith("t:9: the line leaves a choice open: 26July: 5.1 #41 Fat Butcher (unshaded)")
    assert len(e.rows) == len(read(CARD_23 + CARD_40 + "Syndicate: Pass\n").rows) == 31
    assert e.header["deck"] == [23, 40, 41, "P1", 33, 5] and "position" in e.header


def test_without_a_deck_the_seed_deals_as_in_play(game):
    g = parse_text("seed: 3\nDR: Rally Oriente", "t")
    s = game.new_state("standard", 3)
    game.step(s, g.rows[0]["action"])
    assert g.rows[0]["description"] == "3.3.1 Directorio chooses Rally" and "position" not in g.header
    assert np.array_equal(g.start, game.new_state("standard", 3))


P1_FIRST = "scenario: standard\nseed: 4\ndeck: P1 23 40\n"  # the Propaganda round comes first (line 4 on)
REDEPLOY = "Govt: Redeploy Las Villas -> Havana, Las Villas -> Havana, Las Villas -> Havana\n"


def test_6_4_a_redeploy_line_skips_the_civic_action_nobody_wrote():
    g = parse_text(P1_FIRST + REDEPLOY, "t")
    said = [r["description"] for r in g.rows]
    assert said[0] == "6.3.2 Civic Action: Government stops"
    assert said.count("6.4 Redeploy: one Troops cube Las Villas -> Havana") == 3
    assert piece(g.state, "las_villas", L.TROOPS) == 0


def test_a_line_does_not_run_on_into_a_later_propaganda_step_it_does_not_name():
    e = error("Govt: Civic Camagüey City Camagüey City\n" + REDEPLOY, P1_FIRST)
    assert str(e) == ("t:4: column 22: 'camaguey city' is not possible here (6.3.2): Government buys Civic Action "
                      "(6.3.2); possible: done, Santiago")
