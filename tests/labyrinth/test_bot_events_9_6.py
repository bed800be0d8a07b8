"""The bot's choices inside events, card by card: 9.3.1 (active cells first), 9.4.2 event-driven activities
(governance shifts by W-MN, plots by W-PL in the event order) and 9.6."""
from engine.labyrinth import layout as L
from tests.labyrinth.bot_helpers import bot, kind, solo
from tests.labyrinth.helpers import c, card_action, cells, get, play

POOR = {"governance": "poor", "alignment": "neutral"}


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
