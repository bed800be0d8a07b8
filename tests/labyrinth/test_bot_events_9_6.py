"""The bot's choices inside events, card by card: 9.3.1 (active cells first), 9.4.2 event-driven activities
(governance shifts by W-MN, plots by W-PL in the event order) and 9.6."""
import numpy as np

from engine.core.frames import top
from engine.core.rng import randbelow, seed_words
from engine.labyrinth import layout as L
from engine.labyrinth.data import COUNTRY_IDS, N_COUNTRIES
from engine.labyrinth.nonplayer.chance import decision_rng
from engine.labyrinth.rules.board import adjacent
from tests.labyrinth.bot_helpers import bot, kind, solo
from tests.labyrinth.helpers import c, card_action, cells, country_action, get, play

POOR = {"governance": "poor", "alignment": "neutral"}
MADRASSAS, PATRIOT_ACT = 53, 43


def answers(s, n=8):
    """The bot's answers over n decision counters (its tie-break dice differ)."""
    out = set()
    for k in range(n):
        t = s.copy()
        t[L.DECISIONS] += k
        out.add(int(bot(t)[0]))
    return out


def at_event(countries, card, **fields):
    s = solo(countries, [card], **fields)
    play(s, card_action(card), L.A_EVENT)
    assert kind(s) == L.FR_EVENT
    return s


def test_9_3_1_martyrdom_removes_an_active_cell_before_a_sleeper():
    s = at_event({"united-states": {"us_posture": "hard", "sleepers": 1, "actives": 1}}, 87)
    play(s, L.A_COUNTRY0 + c("united-states"))  # W-PL P1 (the choice itself is tested elsewhere)
    assert answers(s) == {L.A_NUM0 + 1}
    a, why = bot(s)
    assert why[-1].startswith("9.3.1")
    play(s, a)
    assert get(s, "united-states", L.SLEEPERS) == 1 and get(s, "united-states", L.ACTIVES) == 0


def test_9_4_2_door_of_itjihad_shifts_by_w_mn_good_before_fair():
    s = solo({"egypt": {"governance": "fair", "alignment": "ally", "aid": 1},
              "jordan": {"governance": "good", "alignment": "ally"}}, [94])
    for x in ("egypt", "jordan"):
        s[L.RECENT + L.RECENT_IMPROVED] |= 1 << c(x)
    play(s, card_action(94), L.A_EVENT)
    assert answers(s) == {L.A_COUNTRY0 + c("jordan")}  # Good before Fair (Egypt's Aid and resources are later keys)
    assert bot(s)[1][-1].startswith("9.4.2 event governance/alignment shift")


def test_9_4_2_kurdistan_shifts_turkey_or_iraq_by_w_mn():
    for turkey, iraq, want in (("fair", "poor", "turkey"), ("poor", "fair", "iraq")):
        s = at_event({"turkey": {**POOR, "governance": turkey}, "iraq": {**POOR, "governance": iraq}}, 107)
        assert answers(s) == {L.A_COUNTRY0 + c(want)}  # Fair before Poor


def test_9_4_2_hambali_places_its_plot_by_w_pl_in_the_event_order():
    countries = {"philippines": {"posture": "hard", "sleepers": 1, "troops": 1},
                 "indonesia-malaysia": {"governance": "fair", "alignment": "ally", "sleepers": 1}}
    s = at_event(countries, 115)
    assert answers(s) == {L.A_COUNTRY0 + c("philippines")}  # W-PL tier 2: troops (Prestige above Low)
    play(s, bot(s)[0])
    play(s, bot(s)[0])  # a random available marker (9.3.2)
    assert sum(get(s, "philippines", L.PLOT0 + k) for k in range(4)) == 1 and cells(s, "philippines") == 1


def test_9_4_2_a_hambali_plot_with_no_w_pl_country_is_radicalization_instead():
    indonesia = {"indonesia-malaysia": {"governance": "fair", "alignment": "ally", "sleepers": 1},
                 "united-states": {"us_posture": "hard", "sleepers": 1}}  # W-PL tier 1, but not Hambali's
    s = solo(indonesia, [115], prestige=3, funding=9)  # Funding 9: no Muslim tier, and no other tier fits
    play(s, card_action(115))
    a, why = bot(s)
    assert a == L.A_RADICAL and "event is ignored" in why[0]
    s = solo(indonesia, [115], prestige=3, funding=8)
    play(s, card_action(115))
    assert bot(s)[0] == L.A_EVENT


def test_9_4_2_danish_cartoons_needs_no_cell_for_its_w_pl_country():
    aid = {"egypt": {"governance": "fair", "alignment": "ally", "aid": 1}}  # W-PL tier 5 (Aid), no cell
    s = solo(aid, [96], prestige=3, funding=9, cards={"jihadist_hand": [96], "us_hand": [97]})
    play(s, card_action(96))
    assert bot(s)[0] == L.A_EVENT
    s = solo({}, [96], prestige=3, funding=9, cards={"jihadist_hand": [96], "us_hand": [97]})
    play(s, card_action(96))
    assert bot(s)[0] == L.A_RADICAL


def at_madrassas(countries, options=None, **fields):
    """The bot's first Recruit die of #53 Madrassas with #43 Patriot Act (3 Ops, its US event ignored) as the
    second card: 1 + 3 dice (L51)."""
    s = solo(countries, [MADRASSAS, PATRIOT_ACT], options, **fields)
    play(s, card_action(MADRASSAS), L.A_EVENT)
    assert bot(s)[0] == card_action(PATRIOT_ACT)
    play(s, card_action(PATRIOT_ACT))
    assert kind(s) == L.FR_DICE and top(s, 2) == 4
    return s


def global_roll_next_to(s, name, far):
    """A copy of s whose next bot decision rolls on the Global table (uniform, L68) a country adjacent to
    `name` and not to `far`."""
    for k in range(1000):
        t = s.copy()
        t[L.DECISIONS] += k
        r = randbelow(decision_rng(t), 0, N_COUNTRIES)
        if r != c(name) and adjacent(t, r, c(name)) and not adjacent(t, r, c(far)) and r != c(far):
            return t
    raise AssertionError(f"no roll next to {name}")


def test_9_4_2_madrassas_recruits_in_the_global_tables_nearest_eligible_country_not_by_w_rc():
    """9.4.2: Madrassas' recruits (the second card's included) roll the Global table (9.5) and take the nearest
    eligible country; W-RC would take Afghanistan (Islamist Rule with few cells, R2) before Fair Morocco."""
    ir = {"governance": "islamist_rule", "alignment": "adversary", "sleepers": 1}
    s = at_madrassas({"afghanistan": ir, "morocco": {"governance": "fair", "alignment": "neutral", "sleepers": 1}})
    t = global_roll_next_to(s, "morocco", "afghanistan")
    a, why = bot(t)
    assert a == country_action("morocco") and why[-1].startswith("9.4.2 / 9.5 the Global table")
    for _ in range(3):  # 9.4.2: the card's operation in the chosen country: every die of the one Recruit there
        play(t, a)
        a = bot(t)[0]
        assert a == country_action("morocco")
    board = {"afghanistan": ir, "morocco": {"governance": "fair", "alignment": "neutral", "sleepers": 1}}
    t = global_roll_next_to(at_madrassas(board, options={"bot_madrassas": "lwotai"}), "morocco", "afghanistan")
    assert bot(t)[0] == country_action("afghanistan")  # L79 option: as any Recruit, by W-RC


def test_9_4_2_madrassas_dice_up_to_the_cells_on_the_funding_track_not_the_available_ones():
    """The event ignores Funding (its Recruit may place every cell on the track): with Funding 1 no cell is
    available (4.7.4), yet all 4 dice are assigned; dice beyond the track's cells go to Radicalization."""
    fair = {"governance": "fair", "alignment": "neutral"}
    s = at_madrassas({"morocco": {**fair, "sleepers": 6}}, funding=1)  # 9 cells on the track, none available
    for _ in range(4):
        a = bot(s)[0]
        assert a == country_action("morocco")
        play(s, a)
    s = at_madrassas({"morocco": {**fair, "sleepers": 13}})  # 2 cells on the track
    assert bot(s)[0] == country_action("morocco")
    play(s, country_action("morocco"), country_action("morocco"))
    a, why = bot(s)
    assert a == L.A_DONE and "Radicalization" in why[-1]


# ------------------------------------------------------------------ #74 Schengen Visas (L74)
SCHENGEN_NAMES = ("benelux", "eastern-europe", "france", "germany", "italy", "scandinavia", "spain")


def visas_destinations(countries, seeds=range(6)):
    """The first cell's destination of #74 Schengen Visas over several RNG words (the two cells' dice come
    from them and the step, not from the decision counter)."""
    out = []
    for seed in seeds:
        s = at_event({**countries, "iraq": {**POOR, "sleepers": 2}}, 74)
        s[L.RNG:L.RNG + 4] = np.array(seed_words(seed, 7), dtype=np.int64)
        o, _ = bot(s)
        assert o == country_action("iraq")  # the only cells (W-TR F4)
        play(s, o)
        d, why = bot(s)
        assert why[-1].startswith("9.4.2 W-TR step 1: destination")
        out.append(COUNTRY_IDS[d - L.A_COUNTRY0])
    return out


def test_9_4_2_schengen_visas_an_unmarked_schengen_country_with_the_us_hard_else_a_soft_one_else_the_table():
    hard = {x: {"posture": "hard"} for x in SCHENGEN_NAMES}
    assert set(visas_destinations({**hard, "spain": {}})) == {"spain"}  # US Hard: the one unmarked country
    soft = {**hard, "germany": {"posture": "soft"}, "united-states": {"us_posture": "soft"}}
    assert set(visas_destinations({**soft, "spain": {}})) == {"germany"}  # US Soft: the Soft one, not unmarked Spain
    anywhere = visas_destinations(hard, range(10))  # none fits: any Schengen country, by the Schengen table
    assert set(anywhere) <= set(SCHENGEN_NAMES) and len(set(anywhere)) >= 3


# ------------------------------------------------------------------ 9.6 Leak, W-MN shifts (#76, #77, #84/#85)
FAIR_ALLY = {"governance": "fair", "alignment": "ally"}
POOR_ALLY = {"governance": "poor", "alignment": "ally"}


def test_9_6_leak_flips_a_random_one_of_the_markers_present():
    for leak in (84, 85):
        s = at_event({"egypt": FAIR_ALLY}, leak, marked=[31, 34, 44])
        assert answers(s, 12) == {card_action(31), card_action(34), card_action(44)}
        assert bot(s)[1] == ["9.6 Leak: a random one of the markers present"]
        s = at_event({"egypt": FAIR_ALLY}, leak, marked=[31, 44])  # only the markers on the event box
        assert answers(s, 12) == {card_action(31), card_action(44)}


def test_9_4_2_abu_ghurayb_turns_an_ally_neutral_by_w_mn_pakistan_first_in_a_band():
    """#76: Pakistan before Egypt (both Fair; Egypt has more resources); Iraq (Poor) comes after the Fair band."""
    rc = {"iraq": {**POOR_ALLY, "regime_change": "tan", "troops": 2, "sleepers": 1}}  # #76 needs RC cells
    s = at_event({**rc, "pakistan": FAIR_ALLY, "egypt": FAIR_ALLY}, 76)
    assert answers(s) == {country_action("pakistan")}
    assert bot(s)[1] == ["9.4.2 event governance/alignment shift: W-MN priorities: Pakistan"]
    play(s, country_action("pakistan"))
    assert get(s, "pakistan", L.ALIGN) == L.NEUTRAL


def test_9_4_2_al_jazeera_shifts_alignment_by_w_mn_aid_before_resources():
    """#77: Jordan (Fair, Aid, 1 resource) before the Gulf States (Fair, 3) and Saudi Arabia (Poor, 3)."""
    s = at_event({"saudi-arabia": {**POOR_ALLY, "troops": 1}, "gulf-states": {**FAIR_ALLY, "troops": 1},
                  "jordan": {**FAIR_ALLY, "troops": 1, "aid": 1}}, 77)
    assert answers(s) == {country_action("jordan")}
    assert bot(s)[1][-1].startswith("9.4.2 event governance/alignment shift")


def test_9_4_2_leak_turns_an_ally_neutral_by_w_mn_besieged_regime_before_resources():
    """#84/#85 step 2: Morocco (Fair, Besieged Regime, 2 resources) before Egypt (Fair, 3) and Pakistan (Poor)."""
    for leak in (84, 85):
        s = at_event({"pakistan": POOR_ALLY, "morocco": {**FAIR_ALLY, "besieged_regime": True}, "egypt": FAIR_ALLY},
                     leak, marked=[31])
        play(s, card_action(31))  # the marker flipped; then the US posture and Prestige rolls
        assert kind(s) == L.FR_EVENT and answers(s) == {country_action("morocco")}
        assert bot(s)[1][-1].startswith("9.4.2 event governance/alignment shift")


# ------------------------------------------------------------------ 9.6 Oil Price Spike
def oil_price_spike_cards(discard, **boxes):
    """The bot's card for its #117 Oil Price Spike event over several decision counters (9.6)."""
    s = solo({"iraq": {**POOR, "sleepers": 1}}, [117], cards={"jihadist_hand": [117], "us_hand": [96],
                                                             "discard": discard, **boxes})
    play(s, card_action(117))
    assert bot(s)[0] == L.A_EVENT
    play(s, L.A_EVENT)
    return answers(s, 12)


def test_9_6_oil_price_spike_a_random_one_of_the_highest_value_jihadist_cards():
    """3-Ops #76 or #79 at random, not 2-Ops #63, nor a 3-Ops US (#37) or unassociated (#112) card; with only a
    2-Ops Jihadist card (#63) it is taken over the higher-value others."""
    assert oil_price_spike_cards([37, 63, 76, 79, 112]) == {card_action(76), card_action(79)}
    assert oil_price_spike_cards([37, 63, 2, 112]) == {card_action(63)}


def test_9_6_oil_price_spike_draws_from_the_discarded_jihadist_cards_only():
    """9.6: "draw at random among the discarded, highest-value Jihadist-associated cards": #63 (2 Ops) from the
    discard pile, not #79 (3 Ops) lying in the 1st Plot box."""
    assert oil_price_spike_cards([63], first_plot=[79]) == {card_action(63)}
