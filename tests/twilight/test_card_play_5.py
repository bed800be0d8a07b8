"""5 card play: events or Ops (5.1), the opponent's event with an Ops play (5.2), events not built yet
(RULINGS.md T2, T3), Defectors (#103), structured decisions."""
import numpy as np
import pytest

from engine.twilight import layout as L
from engine.twilight.game import GAME
from tests.twilight.helpers import EVENT, INFLUENCE, REALIGN, SPACE, US, USSR, card, country, inf, legal, play, position


def test_5_1_an_own_event_is_offered_with_the_ops_uses_and_the_offer_is_the_legal_list():
    """5.1 (T2: every event is built, so the Python surface offers exactly the legal actions)."""
    s = position({"Iran": (1, 0)}, phasing="us", cards={"us_hand": [67]})
    play(s, card(67))
    assert {EVENT, INFLUENCE, REALIGN, SPACE} <= set(legal(s)) and list(GAME.offered_actions(s)) == legal(s)


def test_5_1_the_opponents_card_has_no_event_use():
    s = position(cards={"ussr_hand": [4]})  # Duck and Cover, a US card
    play(s, card(4))
    assert EVENT not in GAME.offered_actions(s)


def test_5_2_opponent_event_order_is_asked():
    """5.2.2: the order is the phasing player's; the US's Grain Sales, with no USSR card to take, gives the
    US 2 Ops after the USSR's."""
    s = position({"Iran": (1, 0)}, cards={"ussr_hand": [67]})  # Grain Sales to Soviets, US
    play(s, card(67), INFLUENCE)
    assert legal(s) == [L.A_EVENT_FIRST, L.A_OPS_FIRST]
    d = GAME.pending(s)
    assert d.kind == "order" and d.player == "ussr" and d.rule == "5.2"
    play(s, L.A_OPS_FIRST, *[country("Poland")] * 2)
    assert GAME.pending(s).player == "us" and GAME.pending(s).kind == "event"
    play(s, L.A_CHOICE0, country("Iran"), country("Iran"))
    assert s[L.LOC + 67] == L.LOC_DISCARD and inf(s, "Iran") == (3, 0) and inf(s, "Poland") == (0, 2)


@pytest.mark.parametrize("order", [L.A_EVENT_FIRST, L.A_OPS_FIRST])
def test_5_2_defectors_played_by_the_ussr_for_ops_gives_the_us_1_vp(order):
    """E.5 #103: the USSR plays Defectors for Ops: the US event gives the US 1 VP, before or after the Ops."""
    s = position(cards={"ussr_hand": [103]})
    play(s, card(103), INFLUENCE, order, country("Poland"))
    assert s[L.VP] == (1 if order == L.A_EVENT_FIRST else 0)
    play(s, country("Poland"))
    assert s[L.VP] == 1 and s[L.LOC + 103] == L.LOC_DISCARD  # not starred (T1)


def test_5_1_defectors_played_by_the_us_as_an_event_does_nothing():
    s = position(phasing="us", cards={"us_hand": [103]})
    play(s, card(103), EVENT)
    assert s[L.VP] == 0 and s[L.LOC + 103] == L.LOC_DISCARD


def test_5_2_space_race_triggers_no_opponent_event():
    s = position(cards={"ussr_hand": [103]})
    play(s, card(103), SPACE, dice=[6])
    assert s[L.VP] == 0 and s[L.SPACE + USSR] == 0 and s[L.SPACE_ATTEMPTS + USSR] == 1


def test_5_7_pending_decisions_are_structured():
    s = GAME.new_state("standard", 2)
    d = GAME.pending(s)
    assert d.kind == "setup" and d.player == "ussr" and d.rule == "3.2"
    assert d.action("3.2 USSR 1 influence in Poland") == country("Poland")
    assert all(o.rule == "3.2" for o in d.options)
    assert GAME.turn_start(s) is False


def test_opponents_hand_is_resampled_by_determinize():
    import numpy as np

    from engine.core.rng import seed_words

    s = GAME.new_state("standard", 4)
    mine = [n for n in range(1, 111) if s[L.LOC + n] == L.LOC_HAND + US]
    theirs = sorted(n for n in range(1, 111) if s[L.LOC + n] == L.LOC_HAND + USSR)
    GAME.determinize(s, US, np.array(seed_words(1, 2), dtype=np.int64))
    assert [n for n in range(1, 111) if s[L.LOC + n] == L.LOC_HAND + US] == mine
    after = sorted(n for n in range(1, 111) if s[L.LOC + n] == L.LOC_HAND + USSR)
    assert len(after) == len(theirs) and after != theirs
    from engine.twilight.invariants import violation

    assert violation(s) == 0


def test_4_5C_the_first_headline_is_hidden_from_the_second_chooser_unless_it_holds_man_in_earth_orbit():
    """T10, 6.4.4: determinize resamples the USSR's chosen headline for the US, not for a US at box 4 first."""
    import numpy as np

    from engine.core.rng import seed_words

    for space, hidden in (({}, True), ({"us": 4}, False)):
        s = position(action_round=0, space_race=space, cards={"us_hand": [4, 19], "ussr_hand": [7, 8, 10, 12, 14, 15]})
        assert GAME.pending(s).player == "ussr"
        play(s, card(7))
        seen = set()
        for k in range(8):
            t = s.copy()
            GAME.determinize(t, US, np.array(seed_words(k, 3), dtype=np.int64))
            seen.add(int(t[L.HEADLINE + USSR]))
        assert (len(seen) > 1) == hidden
    s = position(action_round=0, space_race={"ussr": 4}, cards={"us_hand": [4], "ussr_hand": [7]})
    assert GAME.pending(s).player == "us"  # 6.4.4: the ability holder's opponent chooses first


def test_2_2_a_determinization_leaves_every_pending_decision_an_answer():
    """T19: a choice under way may name cards of the hand a determinization resamples; the sample keeps that
    hand while its side decides or an event resolves, so a legal answer always remains."""
    from engine.core.frames import top
    from engine.core.rng import seed_words

    events_met = 0
    for seed in range(1, 13):
        s = GAME.new_state("standard", seed)
        rng = np.array(seed_words(seed, 5), dtype=np.int64)
        k = 0
        while not GAME.is_terminal(s):
            events_met += int(top(s, 0) == L.FR_EVENT)
            for player in (0, 1):
                t = s.copy()
                GAME.determinize(t, player, np.array(seed_words(1000 * seed + k, 9), dtype=np.int64))
                assert len(GAME.legal_actions(t)) > 0, f"seed {seed}, decision {k}: {GAME.describe_pending(s)}"
            GAME.step(s, GAME.random_action(s, rng))
            k += 1
    assert events_met > 0  # the games met choices inside events
