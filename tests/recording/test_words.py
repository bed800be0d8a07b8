"""The tokenizer of the move format (solver_ai/recording/cuba_libre/words.py): phrases, counts, dice, options, errors."""
import pytest

from engine.core.protocol import UserError
from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from solver_ai.recording.cuba_libre.words import tokenize


def texts(line):
    return [w.text for w in tokenize(line)]


def test_spaces_by_short_name_long_name_and_id_without_accents():
    for name in ("Camagüey City", "camaguey city", "camaguey_city", "CAMAGÜEY  CITY"):
        assert [w.space for w in tokenize(name)] == [D.SPACE_INDEX["camaguey_city"]]
    assert [w.space for w in tokenize("Santiago de Cuba, Santiago")] == [12, -1, 12]
    assert tokenize("Pinar del Río / La Habana Economic Center")[0].space == D.SPACE_INDEX["ec_pinar_habana"]


def test_counts_repeat_the_piece_and_factions_qualify_it():
    words = tokenize("March Oriente <- Sierra Maestra 2 26July Underground + Camagüey Province Underground with cash")
    assert texts("March Oriente <- Sierra Maestra 2 26July Underground") == [
        "march", "oriente", "sierra maestra", "26july underground", "26july underground"]
    assert words[3].columns() == (L.M26_U,)
    assert words[-1].columns() == (L.M26_U, L.DR_U, L.SYN_U) and words[-1].cash


def test_rolls_attach_to_the_word_before_one_number_per_die():
    words = tokenize("Attack Havana roll 2 2 Troops, Matanzas roll 5 roll 1")
    assert [(w.text, w.rolls) for w in words] == [("attack", []), ("havana", [2]), ("troops", []), ("troops", []),
                                                  (",", []), ("matanzas", [5, 1])]


def test_commas_inside_parentheses_do_not_end_the_space():
    assert texts("Rally Sierra Maestra (bases, 2 guerrillas), Oriente (place)") == [
        "rally", "sierra maestra", "bases", "guerrillas", "guerrillas", ",", "oriente", "place"]


def test_flip_option_and_quoted_words():
    flip, option, quoted = tokenize('flip DR Underground option 2 "Aid -8"')
    assert flip.flip and flip.columns() == (L.DR_U,)
    assert option.option == 1 and quoted.quoted == "aid -8"


@pytest.mark.parametrize("line, message", [
    ("Rally Orinte", "column 7: unknown word 'Orinte'"),
    ("Rally Camagüey (place)", "column 7: 'Camagüey' is ambiguous: write Camagüey City or Camagüey Province"),
    ("Attack Havana roll 7", "column 20: a die shows 1 to 6, not 7"),
    ("Attack Havana roll", "column 15: 'roll' needs the number the die showed, e.g. 'roll 4'"),
    ("roll 3 Attack", "column 1: a die roll must follow the move that rolls it"),
    ("Train Havana 20 Police", "column 14: '20' is not a count from 1 to 15"),
])
def test_bad_words_name_their_column(line, message):
    with pytest.raises(UserError) as e:
        tokenize(line)
    assert str(e.value) == message


def test_small_words_are_only_for_the_reader():
    assert texts("Rally in Havana and Matanzas, then Infiltrate at Oriente") == texts("Rally Havana Matanzas, Infiltrate Oriente")
    assert tokenize("March Havana from La Habana 2 Syndicate Underground with cash")[-1].cash
