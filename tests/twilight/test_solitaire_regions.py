"""The solitaire's Region Play Restrictions (shared/spec/twilight_solo.md B.5 RPR-1, our design; RULINGS.md TS8):
Operations go to the region cards' countries whenever the rules allow a target there."""
import pytest

from engine.twilight import data as D
from engine.twilight import layout as L
from engine.twilight.game import GAME
from engine.twilight.rules.solitaire_regions import in_focus
from tests.twilight.helpers import COUP, INFLUENCE, REALIGN, c, card, legal

ASIA, EUROPE, SE_ASIA, AFRICA, SOUTH_AMERICA = 1, 2, 38, 79, 81
MARSHALL = 23  # 4 Ops, the US's own event


def position(primary, secondary=0, influence=None, **options):
    inf = {D.country_id(n): {"us": us, "ussr": ussr} for n, (us, ussr) in (influence or {}).items()}
    doc = {"game": "twilight", "options": {"solitaire": True, **options}, "phasing": "us", "defcon": 5,
           "influence": inf, "cards": {"us_hand": [MARSHALL], "ussr_hand": [7]}}
    s = GAME.from_json(doc)
    s[L.REGION_CARD], s[L.REGION_CARD + 1] = primary, secondary
    return s


B5_EXAMPLE = {"South Africa": (2, 0), "Zaire": (1, 0), "West Germany": (4, 0), "Angola": (0, 2), "Poland": (0, 3)}


def countries(s):
    return {D.COUNTRY_NAMES[a - L.A_COUNTRY0] for a in legal(s) if a < L.A_COUNTRY0 + D.N_COUNTRIES}


def ops(s, use):
    GAME.step(s, card(MARSHALL))
    GAME.step(s, use)
    return countries(s)


def test_b5_rpr1_influence_goes_to_the_primary_region():
    got = ops(position(AFRICA, influence=B5_EXAMPLE), INFLUENCE)
    assert got and all(D.REGION[c(n)] == D.AFRICA for n in got) and "South Africa" in got


def test_b5_rpr1_influence_anywhere_when_no_focus_country_is_eligible():
    got = ops(position(SOUTH_AMERICA, influence=B5_EXAMPLE), INFLUENCE)
    assert "France" in got and "South Africa" in got


def test_b5_rpr1_coup_and_realignment_in_focus_if_any_target_is():
    assert ops(position(AFRICA, influence=B5_EXAMPLE), COUP) == {"Angola"}
    got = ops(position(AFRICA, influence=B5_EXAMPLE), REALIGN)  # any country may be realigned (T5)
    assert "Angola" in got and all(D.REGION[c(n)] == D.AFRICA for n in got)
    assert ops(position(SOUTH_AMERICA, influence=B5_EXAMPLE), COUP) == {"Angola", "Poland"}


def test_b5_the_secondary_region_is_in_focus_too():
    assert ops(position(SOUTH_AMERICA, EUROPE, influence=B5_EXAMPLE), COUP) == {"Poland"}


@pytest.mark.parametrize("options, use, free", [({"rpr_scope": "none"}, INFLUENCE, True),
                                                ({"rpr_scope": "ai_only"}, INFLUENCE, True),
                                                ({"rpr_scope": "ai_only", "human_side": "ussr"}, INFLUENCE, False),
                                                ({"rpr_ops": "coups_and_realignment"}, INFLUENCE, True),
                                                ({"rpr_ops": "coups_and_realignment"}, COUP, False)])
def test_ts8_rpr_switches(options, use, free):
    got = ops(position(AFRICA, influence=B5_EXAMPLE, **options), use)
    assert ("France" in got or "Poland" in got) == free


def test_b5_region_card_countries():
    s = position(SE_ASIA)
    assert in_focus(s, c("Thailand")) and not in_focus(s, c("Japan"))
    s[L.REGION_CARD] = ASIA
    assert in_focus(s, c("Thailand")) and in_focus(s, c("Japan")) and not in_focus(s, c("Iran"))


def test_b5_rpr3_the_ops_of_un_intervention_follow_rpr1():
    """RPR-3: the Ops of the AI-event card played with UN Intervention (#32, #7 here) are for general use."""
    inf = {D.country_id(n): {"us": us, "ussr": ussr} for n, (us, ussr) in B5_EXAMPLE.items()}
    s = GAME.from_json({"game": "twilight", "options": {"solitaire": True}, "phasing": "us", "influence": inf,
                        "cards": {"us_hand": [32, 7], "ussr_hand": [14]}})
    s[L.REGION_CARD], s[L.REGION_CARD + 1] = AFRICA, 0
    GAME.step(s, card(32))
    GAME.step(s, L.A_USE0 + L.USE_EVENT)
    GAME.step(s, card(7))
    GAME.step(s, L.A_CHOICE0)  # influence
    got = countries(s)
    assert got and all(D.REGION[c(n)] == D.AFRICA for n in got) and "South Africa" in got


SETUP = {"Canada": (2, 0), "UK": (5, 0), "Israel": (1, 0), "Iran": (1, 0), "Philippines": (1, 0),
         "Japan": (1, 0), "Australia": (4, 0), "Panama": (1, 0), "South Africa": (1, 0), "West Germany": (4, 0),
         "Italy": (3, 0), "Syria": (0, 1), "Iraq": (0, 1), "North Korea": (0, 3), "East Germany": (0, 3),
         "Finland": (0, 1), "Poland": (0, 4), "Yugoslavia": (0, 1), "Austria": (0, 1)}


@pytest.mark.parametrize("use", [INFLUENCE, COUP])
def test_part_e_t20_region_play_restrictions_for_the_human(use):
    """Part E T-20: Early War AR2, P = Europe, no S, DEFCON 4, the human US with its setup influence and a 2-Ops
    card: its influence only in Europe (not Japan or Thailand); a coup, none legal in Europe at DEFCON 4, anywhere."""
    inf = {D.country_id(n): {"us": us, "ussr": ussr} for n, (us, ussr) in SETUP.items()}
    s = GAME.from_json({"game": "twilight", "options": {"solitaire": True}, "phasing": "us", "defcon": 4, "turn": 1,
                        "action_round": 2, "influence": inf, "cards": {"us_hand": [35], "ussr_hand": [7]}})
    s[L.REGION_CARD], s[L.REGION_CARD + 1] = EUROPE, 0
    GAME.step(s, card(35))
    GAME.step(s, use)
    got = countries(s)
    if use == INFLUENCE:
        assert got and all(D.REGION[c(n)] == D.EUROPE for n in got) and not {"Japan", "Thailand"} & got
    else:
        assert {"North Korea", "Syria", "Iraq"} <= got and not any(D.REGION[c(n)] == D.EUROPE for n in got)
