"""9.4.2 Where?: W-MJ, W-MN, W-PL, W-RC, W-TR — each priority against a position where it orders two
candidates differently from the next rule, asserting the country chosen."""
import numpy as np

from engine.core.rng import seed_words
from engine.labyrinth import layout as L
from engine.labyrinth.data import COUNTRY_IDS, N_COUNTRIES
from engine.labyrinth.nonplayer import trace as T
from engine.labyrinth.nonplayer.chance import derive_rng
from engine.labyrinth.nonplayer.where_plot import event_plot_country
from engine.labyrinth.rules.board import adjacent, has_posture_box
from tests.labyrinth.bot_helpers import at_dice, bot, kind, solo
from tests.labyrinth.helpers import c, card_action, cells, country_action, op_action, play

SANCTIONS, ANBAR, EURO_ISLAM, IRAQI_WMD = 6, 13, 16, 37  # unplayable 1, 2 and 3-Ops cards; a playable US 2-Ops one
FAIR1 = {"governance": "fair", "alignment": "neutral", "sleepers": 1}
POOR1 = {"governance": "poor", "alignment": "neutral", "sleepers": 1}
GOOD1 = {"governance": "good", "alignment": "neutral", "sleepers": 1}
POOR6 = {"governance": "poor", "alignment": "neutral", "sleepers": 6}


def first_die(countries, card, op, options=None, **fields):
    return bot(at_dice(countries, card, op, options, **fields))


# ------------------------------------------------------------------ W-MJ
def major_country(countries):
    s = solo(countries, [ANBAR])
    play(s, card_action(ANBAR), op_action(L.OP_MAJOR_JIHAD))
    return bot(s)


def test_w_mj_pakistan_first_then_most_resources():
    a, why = major_country({"pakistan": POOR6, "saudi-arabia": POOR6})
    assert a == country_action("pakistan") and why[-1].startswith("9.4.2 W-MJ")
    assert major_country({"syria": POOR6, "saudi-arabia": POOR6})[0] == country_action("saudi-arabia")


# ------------------------------------------------------------------ W-MN
def test_w_mn_good_before_fair():
    a, why = first_die({"egypt": FAIR1, "jordan": GOOD1}, SANCTIONS, L.OP_JIHAD)
    assert a == country_action("jordan") and "W-MN" in why[-1]


def test_w_mn_pakistan_first_within_a_band():
    assert first_die({"egypt": FAIR1, "pakistan": FAIR1}, SANCTIONS, L.OP_JIHAD)[0] == country_action("pakistan")


def test_w_mn_aid_then_besieged_then_resources():
    aid = {"syria": {**FAIR1, "aid": 1}, "egypt": FAIR1}
    assert first_die(aid, SANCTIONS, L.OP_JIHAD)[0] == country_action("syria")
    besieged = {"syria": {**FAIR1, "besieged_regime": True}, "egypt": FAIR1}
    assert first_die(besieged, SANCTIONS, L.OP_JIHAD)[0] == country_action("syria")
    assert first_die({"syria": FAIR1, "egypt": FAIR1}, SANCTIONS, L.OP_JIHAD)[0] == country_action("egypt")


def test_w_mn_concentration_fills_a_country_before_the_next_and_the_rest_is_radicalization():
    s = at_dice({"jordan": GOOD1, "egypt": {**FAIR1, "sleepers": 2}}, IRAQI_WMD, L.OP_JIHAD)
    chosen = []
    for _ in range(3):
        a, _why = bot(s)
        chosen.append(a)
        play(s, a)
    assert chosen == [country_action("jordan"), country_action("egypt"), country_action("egypt")]
    s = at_dice({"egypt": FAIR1, "iraq": POOR1}, ANBAR, L.OP_JIHAD)  # Poor Iraq is not a line-2 country
    play(s, bot(s)[0])
    a, why = bot(s)
    assert a == L.A_DONE and "Radicalization" in why[-1]
    play(s, a)
    assert kind(s) == L.FR_RADICAL and s[L.STACK] == L.FR_RADICAL


# ------------------------------------------------------------------ W-PL
def test_w_pl_the_united_states_first():
    a, why = first_die({"united-states": {"us_posture": "hard", "sleepers": 1}, "iraq": {**POOR1, "troops": 2}},
                       EURO_ISLAM, L.OP_PLOT)
    assert a == country_action("united-states") and "tier 1" in why[0]


def test_w_pl_troops_only_while_prestige_is_above_low():
    countries = {"iraq": {**POOR1, "troops": 2}, "egypt": {**FAIR1, "aid": 1}}
    assert first_die(countries, EURO_ISLAM, L.OP_PLOT, prestige=7)[0] == country_action("iraq")
    assert first_die(countries, EURO_ISLAM, L.OP_PLOT, prestige=3)[0] == country_action("egypt")


def test_w_pl_the_philippines_under_abu_sayyaf_before_other_troop_countries():
    """P2: with Prestige above Low, the Philippines under #57 Abu Sayyaf with cells >= troops come before the
    other troop countries (Poor Iraq would win the troop tier's governance band over Fair Philippines)."""
    board = {"philippines": {"sleepers": 1, "troops": 1}, "iraq": {**POOR1, "troops": 2}, "egypt": {**FAIR1, "aid": 1}}
    a, why = first_die(board, EURO_ISLAM, L.OP_PLOT, marked=[57])
    assert a == country_action("philippines") and "tier 2" in why[0]
    assert first_die(board, EURO_ISLAM, L.OP_PLOT)[0] == country_action("iraq")  # no Abu Sayyaf: a troop country
    fewer_cells = {**board, "philippines": {"sleepers": 1, "troops": 2}}
    assert first_die(fewer_cells, EURO_ISLAM, L.OP_PLOT, marked=[57])[0] == country_action("iraq")  # cells < troops
    assert first_die(board, EURO_ISLAM, L.OP_PLOT, marked=[57], prestige=3)[0] == country_action("egypt")  # Low: Aid


def test_w_pl_funding_below_9_non_muslim_countries_before_muslim_countries_and_iran():
    """P5: any non-Muslim country (Good Germany) before Muslim countries or Iran, which the Poor > Fair > Good
    band would otherwise put first (Poor Iraq, then Fair Iran)."""
    board = {"germany": {"posture": "soft", "sleepers": 1}, "iraq": POOR1, "iran": {"sleepers": 1}}
    a, why = first_die(board, EURO_ISLAM, L.OP_PLOT, prestige=3)  # Soft Germany, US Hard: a GWOT penalty, no P3
    assert a == country_action("germany") and "tier 6" in why[0]
    board["germany"] = {"posture": "soft"}
    assert first_die(board, EURO_ISLAM, L.OP_PLOT, prestige=3)[0] == country_action("iraq")  # then Muslim, Poor first
    board["iraq"] = {**POOR1, "sleepers": 0}
    assert first_die(board, EURO_ISLAM, L.OP_PLOT, prestige=3)[0] == country_action("iran")  # Iran with them


def test_w_pl_us_posture_tier_without_gwot_penalty():
    countries = {"germany": {"posture": "hard", "sleepers": 1}, "spain": {"posture": "soft", "sleepers": 1},
                 "italy": {"posture": "hard"}}
    a, why = first_die(countries, EURO_ISLAM, L.OP_PLOT, funding=9)
    assert a == country_action("germany") and "tier 4" in why[0]


def test_w_pl_poor_before_fair_in_a_tier_and_the_lwotai_reading():
    countries = {"syria": {**POOR1, "aid": 1}, "egypt": {**FAIR1, "aid": 1}}
    assert first_die(countries, EURO_ISLAM, L.OP_PLOT)[0] == country_action("syria")
    lwotai = first_die(countries, EURO_ISLAM, L.OP_PLOT, {"bot_plot_order": "lwotai"})[0]
    assert lwotai == country_action("egypt")


def test_w_pl_event_plots_take_good_before_poor():
    s = solo({"syria": {**POOR1, "troops": 1}, "jordan": {**GOOD1, "troops": 1}}, [EURO_ISLAM])
    ok = np.zeros(len(L.LAYOUT.view(s, "countries")), dtype=np.bool_)
    ok[c("syria")] = ok[c("jordan")] = True
    tr = T.new_trace()
    assert event_plot_country(s, ok, derive_rng(s, 1), tr) == c("jordan")


# ------------------------------------------------------------------ W-RC
def test_w_rc_regime_change_with_five_more_troops_first():
    countries = {"iraq": {**POOR1, "troops": 6, "regime_change": "tan"}, "egypt": FAIR1}
    a, why = first_die(countries, SANCTIONS, L.OP_RECRUIT)
    assert a == country_action("iraq") and "W-RC" in why[-1]
    countries["iraq"]["troops"] = 5  # short of the margin: Iraq is no target
    assert first_die(countries, SANCTIONS, L.OP_RECRUIT)[0] == country_action("egypt")


def test_w_rc_islamist_rule_with_few_cells_before_the_best_number():
    ir = {"governance": "islamist_rule", "alignment": "adversary", "sleepers": 1}
    assert first_die({"syria": ir, "iraq": POOR1}, SANCTIONS, L.OP_RECRUIT)[0] == country_action("syria")
    assert first_die({"syria": {**ir, "sleepers": 2}, "iraq": POOR1}, SANCTIONS, L.OP_RECRUIT)[0] == \
        country_action("iraq")  # 2 cells, not fewer than 2 x 1 Op


def test_w_rc_best_number_then_besieged_then_cells_and_troops():
    assert first_die({"egypt": FAIR1, "jordan": GOOD1}, SANCTIONS, L.OP_RECRUIT)[0] == country_action("egypt")
    poor_jordan = {"egypt": {**FAIR1, "sleepers": 2}, "jordan": POOR1}  # Poor succeeds on 3: before more resources
    assert first_die(poor_jordan, SANCTIONS, L.OP_RECRUIT)[0] == country_action("jordan")
    besieged = {"iraq": POOR1, "syria": {**POOR1, "besieged_regime": True}}
    assert first_die(besieged, SANCTIONS, L.OP_RECRUIT)[0] == country_action("syria")
    bigger = {"iraq": {**POOR1, "troops": 2}, "syria": {**POOR1, "sleepers": 2}}
    assert first_die(bigger, SANCTIONS, L.OP_RECRUIT)[0] == country_action("iraq")


def test_w_rc_most_resources_when_the_tied_countries_are_all_muslim():
    """W-RC's last tie-break reads the countries still tied: a non-Muslim candidate further down (Germany, whose
    recruit number 1 is below Fair's 2) does not turn it off."""
    board = {"egypt": FAIR1, "morocco": FAIR1, "germany": {"sleepers": 1}}  # resources 3 and 2
    for k in range(6):
        s = at_dice(board, SANCTIONS, L.OP_RECRUIT)
        s[L.DECISIONS] += k  # other seeds of the random tie-break (9.5)
        assert bot(s)[0] == country_action("egypt")


def test_w_rc_every_die_in_the_first_country_up_to_the_available_cells():
    s = at_dice({"iraq": POOR1, "egypt": FAIR1}, IRAQI_WMD, L.OP_RECRUIT, funding=3)  # Tight: 13 on the track, 3
    assert [bot(s)[0] for _ in range(1)] == [country_action("iraq")]
    play(s, country_action("iraq"), country_action("iraq"))
    assert bot(s)[0] == country_action("iraq")
    s = at_dice({"iraq": {**POOR1, "sleepers": 12}}, IRAQI_WMD, L.OP_RECRUIT, funding=1)  # 3 on the track, 0 free
    a, why = bot(s)
    assert a == L.A_DONE and "no available cell" in why[-1]


# ------------------------------------------------------------------ W-TR
TIGHT = {"funding": 1}  # with 6+ cells on the map no cell is available: the Ops chain travels


def travel(countries, card=SANCTIONS, options=None, **fields):
    """The bot's first Travel: (origin, destination) actions and the reasons."""
    s = at_dice(countries, card, L.OP_TRAVEL, options, **{**TIGHT, **fields})
    o, why = bot(s)
    play(s, o)
    d, why2 = bot(s)
    return o, d, why + why2


def test_w_tr_t1_besieged_regime_before_regime_change():
    countries = {"iraq": {**POOR6, "regime_change": "tan", "troops": 2}, "somalia": {**POOR1, "besieged_regime": True}}
    _, d, why = travel(countries)
    assert d == country_action("somalia") and any("T1" in w for w in why)


def travels(countries, card, n, seed, **fields):
    """All n travels of the bot's Travel with `card`, as (origin, destination) country names; `seed` sets the
    RNG words (a travel's dice come from them and the travel's number, not from the decision counter, L67)."""
    s = at_dice(countries, card, L.OP_TRAVEL, **{**TIGHT, **fields})
    s[L.RNG:L.RNG + 4] = np.array(seed_words(seed, 7), dtype=np.int64)
    out = []
    for _ in range(n):
        o = bot(s)[0]
        play(s, o)
        d = bot(s)[0]
        play(s, d)
        out.append((COUNTRY_IDS[o - L.A_COUNTRY0], COUNTRY_IDS[d - L.A_COUNTRY0]))
    return out


def test_w_tr_t1_regime_change_when_no_besieged_regime_then_aid():
    """T1 falls back from a Besieged Regime to Regime Change, then to Aid: Afghanistan's Regime Change (1
    resource) before Egypt's Aid (3 resources, which the box's most-resources tie-break would take)."""
    rc = {"afghanistan": {"governance": "poor", "alignment": "ally", "regime_change": "tan", "troops": 1},
          "egypt": {"governance": "fair", "alignment": "ally", "aid": 1}, "libya": POOR6}
    _, d, why = travel(rc)
    assert d == country_action("afghanistan") and any("T1" in w for w in why)
    aid = {"egypt": {"governance": "fair", "alignment": "ally", "aid": 1}, "libya": POOR6,
           "pakistan": {**POOR1, "sleepers": 3}}  # Pakistan, two cells short of Major Jihad, is T2's
    _, d, why = travel(aid)
    assert d == country_action("egypt") and any("T1" in w for w in why)
    del aid["egypt"]
    assert travel(aid)[1] == country_action("pakistan")


def test_w_tr_t5_every_op_left_goes_to_one_random_destination():
    """T5 (9.5): after T3 (Egypt) the two Ops left travel to one random country, a different one by the dice.
    US Soft and every other posture Hard: T4 is empty, and no tested destination can join a To box."""
    hard = {COUNTRY_IDS[x]: {"posture": "hard"} for x in range(N_COUNTRIES) if has_posture_box(x)}
    board = {**hard, "united-states": {"us_posture": "soft"}, "libya": POOR6,
             "egypt": {"governance": "fair", "alignment": "neutral"}}
    fifth = set()
    for seed in range(8):
        (_, d1), (_, d2), (_, d3) = travels(board, IRAQI_WMD, 3, seed)
        assert d1 == "egypt" and d2 == d3
        fifth.add(d2)
    assert len(fifth) >= 3


LWOTAI_DESTINATIONS = {"bot_travel_destinations": "lwotai"}


def test_w_tr_t1_lwotai_pools_besieged_regime_regime_change_and_aid():
    """L83: the rulebook's T1 takes a Besieged Regime first (Somalia); lwotai's pools the three kinds, and its
    tie-break (most resources) takes Egypt's Aid."""
    countries = {"somalia": {"governance": "poor", "alignment": "neutral", "besieged_regime": True},
                 "egypt": {"governance": "fair", "alignment": "ally", "aid": 1}, "libya": POOR1}
    assert travel(countries)[1] == country_action("somalia")
    assert travel(countries, options=LWOTAI_DESTINATIONS)[1] == country_action("egypt")


def test_w_tr_t2_lwotai_also_where_major_jihad_is_already_possible():
    """L83: Libya, Poor with 6 cells, can already have Major Jihad: no T2 country by the rulebook (Egypt, T3,
    is the destination), lwotai's T2."""
    countries = {"libya": POOR6, "egypt": {"governance": "fair", "alignment": "neutral"}}
    assert travel(countries)[1] == country_action("egypt")
    assert travel(countries, options=LWOTAI_DESTINATIONS)[1] == country_action("libya")


def test_w_tr_t5_lwotai_draws_a_destination_per_op():
    """L83: no T1-T4 country (every posture Hard, the US Soft): the rulebook sends all three Ops to one random
    destination, lwotai draws one per Op (different ones on some seeds)."""
    hard = {COUNTRY_IDS[x]: {"posture": "hard"} for x in range(N_COUNTRIES) if has_posture_box(x)}
    board = {**hard, "united-states": {"us_posture": "soft"}, "libya": {**FAIR1, "sleepers": 4}}
    apart = 0
    for seed in range(8):
        assert len({d for _, d in travels(board, IRAQI_WMD, 3, seed)}) == 1
        apart += len({d for _, d in travels(board, IRAQI_WMD, 3, seed, options=LWOTAI_DESTINATIONS)}) > 1
    assert apart >= 4


def test_w_tr_t4_one_destination_then_t5_for_the_ops_left_with_the_us_hard():
    """US Hard, no T1-T3 country: T4 gives one unmarked non-Muslim country, the two Ops left one random
    destination (9.4.2: one cell per destination box, then one random destination for the points left)."""
    for seed in range(6):
        (_, d1), (_, d2), (_, d3) = travels({"libya": POOR6}, IRAQI_WMD, 3, seed)
        assert d2 == d3, (seed, d1, d2, d3)


def test_w_tr_t5_one_destination_even_when_its_test_makes_it_a_t4_country():
    """US Soft, no Soft country: after T3 (Egypt) both Ops left go to one random country, even an unmarked
    non-Muslim one whose test at its declaration (4.9.4) turns it Soft (T4's kind)."""
    board = {"united-states": {"us_posture": "soft"}, "libya": POOR6,
             "egypt": {"governance": "fair", "alignment": "neutral"}}
    for seed in range(8):
        (_, d1), (_, d2), (_, d3) = travels(board, IRAQI_WMD, 3, seed)
        assert d1 == "egypt" and d2 == d3, (seed, d2, d3)


def test_w_tr_origins_an_active_cell_then_the_cards_origin_then_random():
    """Inside a From box: first an active cell not yet travelling (9.3.1 "először"), then "avoid different
    origins on the same card" (L72). The second travel (to Pakistan, T2; every origin F4) leaves from
    Morocco's active cell, not again from Yemen, the first travel's origin (next to Somalia, T1); without
    Morocco from Yemen, not from Pakistan's own cells (as random an origin)."""
    board = {"somalia": {"governance": "poor", "alignment": "neutral", "besieged_regime": True},
             "yemen": {**POOR1, "sleepers": 2}, "morocco": {"governance": "poor", "alignment": "neutral", "actives": 1},
             "pakistan": {**POOR1, "sleepers": 3}}
    no_active = {k: v for k, v in board.items() if k != "morocco"}
    for seed in range(6):
        assert travels(board, ANBAR, 2, seed) == [("yemen", "somalia"), ("morocco", "pakistan")]
        assert travels(no_active, ANBAR, 2, seed) == [("yemen", "somalia"), ("yemen", "pakistan")]


def test_w_tr_origin_f1_counts_the_cells_in_the_country_before_any_travels():
    """F1 "an Islamist Rule country with more cells than the card's Ops" (L82): the origins are all chosen
    before the travels, so Afghanistan's 4 cells against 3 Ops send all three (one stays); `bot_travel_origins`
    lwotai counts the cells not yet travelling, and the second travel (to Egypt, T3) leaves from Libya next
    door (F3)."""
    board = {"afghanistan": {"governance": "islamist_rule", "alignment": "adversary", "sleepers": 4},
             "somalia": {"governance": "poor", "alignment": "neutral", "besieged_regime": True},
             "libya": {**POOR1, "sleepers": 2}, "egypt": {"governance": "fair", "alignment": "neutral"}}
    for seed in range(6):
        rulebook = travels(board, IRAQI_WMD, 3, seed)
        assert rulebook[:2] == [("afghanistan", "somalia"), ("afghanistan", "egypt")]
        assert rulebook[2][0] == "afghanistan"
        lwotai = travels(board, IRAQI_WMD, 2, seed, options={"bot_travel_origins": "lwotai"})
        assert lwotai == [("afghanistan", "somalia"), ("libya", "egypt")]


def test_w_tr_origins_an_active_cell_not_yet_travelling_first():
    """Inside a From box (F3, next to Somalia) the origin with an active cell (Sudan) before one with only a
    sleeper (Yemen), whatever the dice."""
    board = {"somalia": {"governance": "poor", "alignment": "neutral", "besieged_regime": True}, "yemen": POOR1,
             "sudan": {"governance": "poor", "alignment": "neutral", "actives": 1}, "libya": POOR6}
    for seed in range(8):
        assert travels(board, SANCTIONS, 1, seed) == [("sudan", "somalia")]


def test_w_tr_t2_a_poor_country_two_cells_short_of_major_jihad():
    countries = {"pakistan": {**POOR6, "sleepers": 2}, "iraq": {**POOR6, "sleepers": 4}, "egypt": FAIR1}
    _, d, why = travel(countries)
    assert d == country_action("iraq") and any("T2" in w for w in why)  # Pakistan needs 2 more: not T2


def test_w_tr_t2_only_where_major_jihad_is_allowed_at_all():
    """T2 "where Major Jihad becomes possible": #33 Benazir Bhutto forbids Jihad in Pakistan (8.4), so Pakistan,
    two cells short, is no T2 destination and the other Poor country is."""
    countries = {"pakistan": {**POOR6, "sleepers": 3}, "iraq": {**POOR6, "sleepers": 4}}
    _, d, why = travel(countries, marked=[33])
    assert d == country_action("iraq") and any("T2" in w for w in why)
    assert travel(countries)[1] == country_action("pakistan")  # without #33: Pakistan first


def test_w_tr_t3_good_or_fair_with_a_cell_next_door_before_t4():
    countries = {"libya": POOR6, "egypt": {"governance": "fair", "alignment": "neutral"}}
    _, d, why = travel(countries)
    assert d == country_action("egypt") and any("T3" in w for w in why)
    _, d, why = travel({"libya": POOR6})  # no T1-T3 country: T4, an unmarked non-Muslim country (US Hard)
    assert any("T4" in w for w in why) and d - L.A_COUNTRY0 >= c("benelux") and d != country_action("united-states")


def test_w_tr_origins_islamist_rule_with_more_cells_than_ops_before_adjacent():
    ir = {"governance": "islamist_rule", "alignment": "adversary", "sleepers": 3}
    countries = {"afghanistan": ir, "libya": POOR6, "egypt": {"governance": "fair", "alignment": "neutral"}}
    o, d, _ = travel(countries)
    assert o == country_action("afghanistan") and d == country_action("egypt")


def test_w_tr_origin_f2_regime_change_readings():
    countries = {"iraq": {**POOR6, "sleepers": 4, "regime_change": "tan", "troops": 1}, "yemen": POOR1,
                 "somalia": {"governance": "poor", "alignment": "neutral", "besieged_regime": True}}
    assert travel(countries)[0] == country_action("yemen")  # rulebook F2: more than 5 cells; F3 Yemen next door
    assert travel(countries, options={"bot_rc_origin": "lwotai"})[0] == country_action("iraq")  # cells > troops


def test_w_tr_origin_f2_counts_moqtada_al_sadr_among_the_cells():
    """#54's marker is one of Iraq's cells (it never travels itself): 5 pieces and Sadr are more than 5 cells, so
    Iraq's Regime Change is F2 (L82), before Yemen next door (F3)."""
    countries = {"iraq": {**POOR6, "sleepers": 5, "regime_change": "tan", "troops": 1}, "yemen": POOR1,
                 "somalia": {"governance": "poor", "alignment": "neutral", "besieged_regime": True}}
    assert travel(countries)[0] == country_action("yemen")
    assert travel(countries, marked=[54])[0] == country_action("iraq")


def test_w_tr_origin_f3_adjacent_before_a_random_one_with_active_cells():
    active = {"governance": "poor", "alignment": "neutral", "actives": 1}
    countries = {"yemen": POOR1, "libya": active, "syria": active, "morocco": active, "sudan": POOR1,
                 "somalia": {"governance": "poor", "alignment": "neutral", "besieged_regime": True}}
    o, d, _ = travel(countries)
    assert d == country_action("somalia") and o in (country_action("yemen"), country_action("sudan"))


def test_w_tr_the_last_cell_of_an_islamist_rule_origin_travels_in_place():
    ir = {"governance": "islamist_rule", "alignment": "adversary", "sleepers": 1}
    o, d, why = travel({"afghanistan": ir, "egypt": {"governance": "fair", "alignment": "neutral"}})
    assert o == d == country_action("afghanistan") and "last cell rule" in why[-1]
    o, d, why = travel({"afghanistan": {**ir, "sleepers": 2}, "egypt": {"governance": "fair", "alignment": "neutral"}})
    assert o == country_action("afghanistan") and d != o


def test_w_tr_biometrics_without_an_adjacent_cell_sends_the_card_to_radicalization():
    countries = {"somalia": {**POOR6, "besieged_regime": True, "sleepers": 0}, "indonesia-malaysia": POOR6}
    cards = {"jihadist_hand": [SANCTIONS], "us_hand": [96], "lapsing": [2]}
    s = solo(countries, [SANCTIONS], cards=cards, funding=1)
    play(s, card_action(SANCTIONS))
    a, why = bot(s)
    assert a == L.A_RADICAL and "Biometrics" in why[-1]
    s = solo(countries, [SANCTIONS], funding=1)
    play(s, card_action(SANCTIONS))
    assert bot(s)[0] == op_action(L.OP_TRAVEL)
    assert cells(s, "somalia") == 0


def test_w_tr_biometrics_lwotai_skips_the_destinations_with_no_cell_next_door():
    """L83: lwotai's Biometrics keeps the Travel and skips Somalia (T1, no cell next door); the destination is
    one next to Indonesia's cells, the origin Indonesia next to it."""
    countries = {"somalia": {**POOR6, "besieged_regime": True, "sleepers": 0}, "indonesia-malaysia": POOR6}
    cards = {"jihadist_hand": [SANCTIONS], "us_hand": [96], "lapsing": [2]}
    s = solo(countries, [SANCTIONS], LWOTAI_DESTINATIONS, cards=cards, funding=1)
    play(s, card_action(SANCTIONS))
    assert bot(s)[0] == op_action(L.OP_TRAVEL)
    play(s, op_action(L.OP_TRAVEL))
    o = bot(s)[0]
    play(s, o)
    d = bot(s)[0]
    assert o == country_action("indonesia-malaysia") and d not in (o, country_action("somalia"))
    assert adjacent(s, d - L.A_COUNTRY0, o - L.A_COUNTRY0)
