"""The AI's Part C rules for event choices (shared/spec/twilight_solo.md Part C, "AI choices"), each in a
position where the rule's answer is not what the general rule G or the first answer gives."""
from engine.core.frames import top
from engine.twilight import layout as L
from engine.twilight.data import AFRICA, MIDDLE_EAST, REGION
from engine.twilight.game import GAME
from engine.twilight.rules.solitaire_decks import top_cards
from tests.twilight.ai_helpers import ai_position, decide, first_play
from tests.twilight.helpers import COUP, EVENT, card, country, hand, inf, position
from tests.twilight.helpers import c as c_

BLOCKADE, SALT, SUMMIT, HOW_I_LEARNED, GRAIN, ASK_NOT, STAR_WARS, CHERNOBYL = 10, 43, 45, 46, 67, 77, 85, 94
DEBT, AMES, CAMBRIDGE, CHE, TEHRAN, DESTAL = 95, 98, 104, 107, 108, 33
CHOICE = L.A_CHOICE0


def human_plays(n, ai="us", influence=None, ai_deck=(), **fields):
    """The human plays card n for its event; the AI's answer is pending."""
    human = "ussr" if ai == "us" else "us"
    s = position(influence or {}, options={"solitaire": True, "human_side": human}, phasing=human,
                 action_round=2, cards={f"{human}_hand": [n], f"{ai}_hand": list(ai_deck),
                                        **fields.pop("cards", {})}, **fields)
    GAME.step(s, card(n))
    GAME.step(s, EVENT)
    return s


def ai_plays(n, influence=None, **kw):
    """The AI plays its top card n for its event; its first choice is pending."""
    s = ai_position(influence or {}, deck=[n] + list(kw.pop("deck", [])), **kw)
    GAME.step(s, card(n))
    GAME.step(s, EVENT)
    return s


def run_choices(s, n, limit=8):
    """The AI's answers while a choice of card n's event is pending."""
    out = []
    for _ in range(limit):
        if s[L.STACK_N] == 0 or top(s, 0) != L.FR_EVENT or top(s, 2) != n:
            break
        a, _ = decide(s)
        out.append(a)
        GAME.step(s, a)
    return out


def test_part_c_10_blockade_discards_the_human_event_of_highest_harm_not_the_lowest_cv():
    # Muslim Revolution (harm 3, cv 2) over Suez Crisis (harm 2, cv 1, the lowest cv) and Marshall Plan
    s = human_plays(BLOCKADE, influence={"West Germany": (2, 0)}, ai_deck=[56, 28, 23])
    a, why = decide(s)
    assert a == card(56) and any("Part C #10" in w for w in why)


def test_part_c_10_blockade_nothing_in_west_germany_no_discard():
    s = human_plays(BLOCKADE, influence={"France": (2, 0)}, ai_deck=[56, 28, 23])
    assert decide(s)[0] == L.A_DONE


def test_part_c_95_debt_crisis_discards_only_when_the_doubling_is_worth_2_vp():
    big = human_plays(DEBT, influence={"Argentina": (0, 1), "Chile": (0, 2)}, ai_deck=[56, 23], turn=8)
    small = human_plays(DEBT, influence={"Bolivia": (0, 1)}, ai_deck=[56, 23], turn=8)
    assert decide(big)[0] == card(56) and decide(small)[0] == L.A_DONE


def test_part_c_43_salt_takes_the_highest_cv_onto_the_top_of_the_deck():
    # cv: Socialist Governments 3 + 1 = 4, Decolonization 3, Duck and Cover 1, CIA Created 0
    s = ai_plays(SALT, defcon=2, deck=[15], cards={"discard": [4, 26, 30, 7]})
    a, why = decide(s)
    assert a == card(7) and any("Part C #43" in w for w in why)
    GAME.step(s, a)
    assert list(top_cards(s, L.LOC_HAND_USSR - L.LOC_HAND, 2)) == [7, 15]  # solo C.1: on top


def test_part_c_45_summit_the_ai_winner_keeps_defcon_or_k3_at_defcon_2():
    for defcon, want in ((3, CHOICE + 1), (2, CHOICE + 0)):
        s = position({}, options={"solitaire": True, "human_side": "us"}, phasing="us", action_round=2,
                     defcon=defcon, cards={"us_hand": [SUMMIT], "ussr_hand": [15]})
        GAME.step(s, card(SUMMIT))
        GAME.with_dice(s, [1, 6])  # the US rolls first
        GAME.step(s, EVENT)
        assert decide(s)[0] == want


def test_part_c_46_how_i_learned_sets_defcon_5():
    s = ai_plays(HOW_I_LEARNED, defcon=3, military_ops={"us": 1, "ussr": 0})
    a, why = decide(s)
    assert a == CHOICE + 4 and any("Part C #46" in w for w in why)


def test_part_c_108_our_man_in_tehran_discards_the_human_events_only():
    s = ai_plays(TEHRAN, influence={"Iran": (2, 0)}, ai="us", cards={"deck": [23, 15, 27, 28, 106]})
    discarded = [a - card(1) + 1 for a in run_choices(s, TEHRAN) if a != L.A_DONE]
    assert sorted(discarded) == [15, 28]


def test_part_c_77_ask_not_discards_exactly_the_human_events():
    s = ai_plays(ASK_NOT, ai="us", deck=[15, 23, 28])
    discarded = [a - card(1) + 1 for a in run_choices(s, ASK_NOT) if a != L.A_DONE]
    assert sorted(discarded) == [15, 28] and 23 in hand(s, 0)


def test_part_c_98_aldrich_ames_discards_highest_harm_then_ops():
    s = ai_plays(AMES, human_deck=[4, 23, 20, 60], turn=8)
    assert decide(s)[0] == card(23)  # Marshall Plan, harm 3
    s = ai_plays(AMES, human_deck=[4, 27, 20], turn=8)
    assert decide(s)[0] == card(27)  # harm 2 each: US/Japan's 4 Ops over Duck and Cover's 3


def test_part_c_67_grain_sales_event_ops_or_return():
    want = {27: CHOICE + 0, 60: CHOICE + 1, 15: CHOICE + 3, 28: CHOICE + 3}
    for taken, answer in want.items():
        s = ai_plays(GRAIN, ai="us", human_deck=[taken])
        a, why = decide(s)
        assert a == answer and any("Part C #67" in w for w in why), taken


def test_part_c_33_destalinization_takes_only_from_control_surpluses():
    s = ai_plays(DESTAL, influence={"Poland": (0, 5), "Cuba": (0, 1)}, options={"destalinization": "v"})
    answers = run_choices(s, DESTAL, limit=3)
    assert answers[:3] == [country("Poland"), country("Poland"), L.A_DONE]


def test_part_c_107_che_coups_by_expected_value():
    # Cameroon (1 US, stability 1) always falls; Bolivia (2 US, stability 2) rarely
    s = ai_plays(CHE, influence={"Cameroon": (1, 0), "Bolivia": (2, 0)}, turn=8)
    a, why = decide(s)
    assert a == country("Cameroon") and any("Part C #107" in w for w in why)


def test_part_c_94_chernobyl_names_the_primary_region():
    s = ai_plays(CHERNOBYL, ai="us", region=(79, 0), turn=8)
    assert decide(s)[0] == CHOICE + 3  # Africa
    s = ai_plays(CHERNOBYL, ai="us", region=(38, 0), turn=8)
    assert decide(s)[0] == CHOICE + 2  # Southeast Asia Scoring: Asia


def test_part_c_85_star_wars_picks_an_event_b10_1_would_play():
    # NATO (4 Ops) cannot occur; Nuclear Subs is coded O; NORAD is coded E
    s = ai_plays(STAR_WARS, ai="us", space_race={"us": 2}, turn=8, cards={"discard": [21, 41, 106]})
    a, why = decide(s)
    assert a == card(106) and any("Part C #85" in w for w in why)


def test_part_c_104_cambridge_five_adapted_to_the_active_regions():
    s = ai_plays(CAMBRIDGE, region=(79, 3))
    assert {int(REGION[int(a) - L.A_COUNTRY0]) for a in GAME.legal_actions(s)} == {AFRICA, MIDDLE_EAST}


T11 = {"Panama": (2, 0), "Mexico": (2, 0), "Guatemala": (1, 0), "Cuba": (0, 5), "Nicaragua": (0, 1), "Haiti": (0, 2),
       "West Germany": (2, 0)}


def test_b15_f6_restricted_by_cuban_missile_crisis_the_ai_makes_no_coup():
    """Part E T-11's coup in Nicaragua, with Cuban Missile Crisis on the US AI: no coup (F6); with
    ai_cancel_cmc it cancels with West Germany's 2 influence and makes the coup."""
    s = ai_position(T11, ai="us", deck=[103], region=(37, 0), defcon=3, turn=6, ar=7)
    s[L.EFFECT + 40] = 1  # the US (side 0) restricted
    plays = first_play(s)
    assert not any("coup" in p for p in plays) and inf(s, "West Germany") == (2, 0)
    s = ai_position(T11, ai="us", deck=[103], region=(37, 0), defcon=3, turn=6, ar=7,
                    options={"ai_cancel_cmc": True})
    s[L.EFFECT + 40] = 1
    plays = first_play(s)
    assert plays[-1] == "6.3 US coup in Nicaragua" and inf(s, "West Germany") == (0, 0)  # cancelled first


def test_part_c_46_how_i_learned_ties_go_to_the_higher_defcon():
    s = ai_plays(HOW_I_LEARNED, defcon=3, military_ops={"us": 5, "ussr": 0})  # the human short at no d
    assert decide(s)[0] == CHOICE + 4


def test_b15_a_coup_at_defcon_2_under_a_human_event_is_made_before_the_event():
    """TS31: event first (B.10.2's default) could leave only battleground targets to a coup at DEFCON 2."""
    for defcon, want in ((2, L.A_OPS_FIRST), (3, L.A_EVENT_FIRST)):
        s = ai_position({"Haiti": (0, 1), "Cuba": (0, 3)}, ai="us", deck=[DESTAL], defcon=defcon)
        GAME.step(s, card(DESTAL))
        GAME.step(s, COUP)
        assert decide(s)[0] == want


def test_part_c_73_shuttle_diplomacy_ties_by_k_att_in_the_solitaire():
    """Iraq (stability 3) and Libya (2) leave the US the same VP: the solitaire's K_att takes the lower
    stability; the standard game keeps T22's lowest index."""
    from engine.twilight.data import MIDDLE_EAST
    from engine.twilight.rules.scoring import shuttle_pick

    where = {"Iraq": (0, 3), "Libya": (0, 2)}
    assert shuttle_pick(position(where, options={"solitaire": True}), MIDDLE_EAST) == c_("Libya")
    assert shuttle_pick(position(where), MIDDLE_EAST) == min(c_("Iraq"), c_("Libya"))
    assert c_("Iraq") < c_("Libya")  # so the two readings differ here
