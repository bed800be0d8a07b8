"""The bot's choices inside events, card by card: 9.3.1 (active cells first), 9.4.2 event-driven activities
(governance shifts by W-MN, plots by W-PL in the event order) and 9.6."""
from engine.core.frames import top
from engine.core.rng import randbelow
from engine.labyrinth import layout as L
from engine.labyrinth.data import N_COUNTRIES
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
