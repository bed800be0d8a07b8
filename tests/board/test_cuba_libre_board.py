"""The board picture (solver_ai/board): every space and every piece group of a position is in the SVG,
by id, with its text kept as text; the PNG is written; bad file names are one-line errors."""
import json
import re
from pathlib import Path

import pytest
from rich.console import Console

from engine.core.protocol import UserError
from solver_ai.board import picture
from solver_ai.show import position_table
from tests.cuba_libre.helpers import state
from tests.test_cli import invoke, user_error

ROOT = Path(__file__).resolve().parents[2]
MIDGAME = ROOT / "examples" / "positions" / "midgame.json"
# Every piece kind of every faction somewhere, Cash under two holders, Terror, Sabotage, all 5 levels.
SPACES = {
    "havana": {"support": "active_support", "govt": {"troops": 3, "police": 2, "bases": 1},
               "syndicate": {"underground": 1, "active": 1, "open_casinos": 1, "closed_casinos": 1},
               "cash": {"syndicate_underground": 1, "police": 1}},
    "sierra_maestra": {"support": "active_opposition", "26july": {"underground": 2, "active": 1, "bases": 1},
                       "terror": 2},
    "las_villas": {"support": "passive_opposition", "dr": {"underground": 1, "active": 2, "bases": 1}},
    "matanzas": {"support": "passive_support"},
    "ec_lasvillas_camaguey": {"sabotage": True, "26july": {"underground": 1}},
}


@pytest.fixture(scope="module")
def svg(tmp_path_factory, game):
    path = tmp_path_factory.mktemp("board") / "b.svg"
    picture(game, state(spaces=SPACES, resources={"govt": 20, "syndicate": 7}, aid=9, alliance="reluctant",
                     eligible=["govt", "dr"], current=23, upcoming=[40]), path)
    return path.read_text(encoding="utf-8")


def ids(svg_text: str) -> set[str]:
    return set(re.findall(r'id="([^"]+)"', svg_text))


def test_1_3_every_space_has_its_box(svg, game):
    from engine.cuba_libre import data as D

    assert {f"space-{sid}" for sid in D.SPACE_IDS} <= ids(svg)


def test_every_piece_group_and_cash_holder_of_the_position_is_drawn_with_its_count(svg):
    groups = {f"pieces-{sid}-{fac}-{kind}" for sid, e in SPACES.items() for fac, pieces in e.items()
              if isinstance(pieces, dict) and fac != "cash" for kind in pieces}
    assert len(groups) == 14
    assert groups <= ids(svg)
    assert {"cash-havana-syndicate_underground", "cash-havana-police"} <= ids(svg)
    # nothing is drawn where there are no pieces
    assert not any(i.startswith("pieces-pinar_del_rio") for i in ids(svg))
    # the count is text next to its marker: 3 Troops in Havana
    m = re.search(r'<g id="pieces-havana-govt-troops-count">.*?</g>', svg, re.S)
    assert m and ">3<" in m.group()


def test_1_6_markers_tracks_and_cards_are_drawn_as_text(svg):
    assert {"terror-sierra_maestra", "sabotage-ec_lasvillas_camaguey", "support-matanzas", "control-havana",
            "track-resources-govt", "track-aid", "track-us_alliance", "eligibility-26july", "card-current",
            "card-next", "effects", "pending"} <= ids(svg)
    for text in ("Active Opposition", "Passive Support", "Terror ×2", "Sabotage", "Ineligible", "US Alliance (6.3.1): Reluctant",
                 "#23 Radio Rebelde", "#40 Ambassador Smith", "Lasting Events (5.3, 5.4): none"):
        assert text in svg, text  # svg.fonttype none: text stays searchable text


def test_no_resources_bar_when_a_track_is_at_zero(svg):
    assert "track-resources-govt" in ids(svg) and "track-resources-dr" not in ids(svg)
    assert "track-resources-dr-scale" in ids(svg)


def test_2_3_4_what_the_1st_eligible_did_is_shown(tmp_path, game):
    from tests.cuba_libre.helpers import doc

    path = tmp_path / "b.svg"
    picture(game, game.from_json(doc(current=27, eligible=["govt", "dr", "syndicate"],
                                  card_in_play={"passed": ["dr"], "executed": ["govt"], "first_action": "op_sa"})), path)
    assert "1st Eligible did: Op + SA" in path.read_text()
    picture(game, state(current=27), path)
    assert "1st Eligible did" not in path.read_text()


def test_png_is_written(tmp_path, game):
    path = tmp_path / "b.png"
    picture(game, state(spaces=SPACES), path)
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and path.stat().st_size > 50_000


def test_a_picture_must_be_svg_or_png(tmp_path, game):
    with pytest.raises(UserError, match="must be a .svg or .png file"):
        picture(game, state(), tmp_path / "b.pdf")


def test_cli_show_draws_both_and_rejects_bad_input(tmp_path):
    svg, png = tmp_path / "m.svg", tmp_path / "m.png"
    r = invoke("show", MIDGAME, "--svg", svg, "--png", png)
    assert r.exit_code == 0, r.output
    assert "space-havana" in svg.read_text() and png.stat().st_size > 0
    wrong = tmp_path / "m.png"
    assert user_error("show", MIDGAME, "--svg", wrong) == f"--svg {wrong}: the file name must end in .svg"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"spaces": {"havana": {"govt": {"troops": 16}}}, "cards": {"current": 1}}))
    assert "force pool has 15" in user_error("show", bad, "--png", png)


def test_cli_show_draws_a_record_after_a_given_decision(tmp_path):
    rec, png = tmp_path / "g.jsonl", tmp_path / "g.svg"
    opening = ROOT / "examples" / "games" / "cuba-libre-opening.txt"
    assert invoke("record", "cuba-libre", opening, "-o", rec).exit_code == 0
    r = invoke("show", rec, "--at", "35", "--svg", png)
    assert r.exit_code == 0, r.output
    assert "DR may Rally free by Expat Backing (6.3.4)" in r.stdout and "Propaganda card P1" in png.read_text()
    last = len(rec.read_text().splitlines()) - 2  # the header, one line per decision, the closing line
    assert user_error("show", rec, "--at", last + 1) == f"--at {last + 1}: the record has decisions 0 to {last}"
    assert user_error("show", MIDGAME, "--at", "3") == ("--at is for a game record (.jsonl) or a game in the move format (.txt), "
                                                            "not a position document")


def label(svg_text: str, gid: str) -> str:
    m = re.search(rf'<g id="{gid}">.*?</g>', svg_text, re.S)
    assert m, gid
    return re.sub(r"<[^>]+>", "", m.group()).strip()


def test_2_3_7_a_faction_that_acted_on_the_card_in_play_is_not_shown_eligible(tmp_path, game):
    from tests.cuba_libre.helpers import doc

    path = tmp_path / "b.svg"
    s = game.from_json(doc(current=27, eligible=["govt", "dr", "syndicate"],
                           card_in_play={"passed": ["dr"], "executed": ["govt"], "first_action": "op_sa"}))
    picture(game, s, path)
    svg_text = path.read_text()
    assert [label(svg_text, f"eligibility-{f}-label") for f in ("govt", "26july", "dr", "syndicate")] == \
        ["Acted", "Ineligible", "Eligible", "Eligible"]  # a faction that passed stays Eligible (2.3.3)
    console = Console(record=True, width=200)
    console.print(position_table(game, s))
    assert "Eligible: dr, syndicate; govt acted on this card" in console.export_text()


def test_1_6_the_support_colours_have_a_legend(svg):
    from solver_ai.board.cuba_libre import SUPPORT_TEXT

    assert {f"legend-support-{level}" for level in SUPPORT_TEXT} | {"legend-support-ec"} <= ids(svg)
    for text in (*SUPPORT_TEXT.values(), "Economic Center"):
        assert text in svg
