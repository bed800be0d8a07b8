"""The part-E situations of shared/spec/twilight_solo.md with the AI's expected decision (the AI's
T-05, T-07 to T-19, T-22; the draft's T-06 is in test_solitaire_draft.py; the scoring-deck ones T-01 to T-04 and T-21 and the region rule
T-20 are in test_solitaire_scoring_deck.py and test_solitaire_regions.py)."""
from engine.twilight import layout as L
from engine.twilight.game import GAME
from engine.twilight.nonplayer.setup import setup_roll
from tests.twilight.ai_helpers import ai_position, decide, first_play
from tests.twilight.helpers import EVENT, INFLUENCE, card, inf, position

MIDDLE_EAST_07 = {"Israel": (4, 0), "Iran": (2, 0), "Jordan": (2, 0), "Syria": (0, 2), "Iraq": (0, 3), "Libya": (0, 1)}
ASIA_09 = {"Japan": (4, 0), "South Korea": (3, 0), "Australia": (4, 0), "Philippines": (2, 0), "Thailand": (3, 0),
           "Pakistan": (2, 0), "North Korea": (0, 3), "Afghanistan": (0, 2), "India": (0, 4), "Vietnam": (0, 1),
           "Laos/Cambodia": (0, 1)}
EUROPE_22 = {"UK": (5, 0), "Canada": (2, 0), "West Germany": (4, 0), "France": (3, 0), "Italy": (2, 0),
             "Benelux": (3, 0), "East Germany": (0, 3), "Poland": (0, 4), "Yugoslavia": (0, 1)}
NATO, DUCK_AND_COVER, MARSHALL_PLAN, DECOLONIZATION = 21, 4, 23, 30
UN, FIDEL, TRUMAN = 32, 8, 19


def test_t05_b2_ai_setup_rows_by_the_seeded_d6():
    rows = {}
    for seed in range(12):
        s = GAME.new_state("solitaire", seed)
        roll = int(setup_roll(s))
        for _ in range(6):
            GAME.step(s, decide(s)[0])
        rows[(roll - 1) // 2] = tuple(inf(s, n)[1] for n in ("Poland", "East Germany", "Yugoslavia", "Austria",
                                                              "Czechoslovakia"))
    assert rows[0] == (4, 4, 1, 0, 0) and rows[2] == (3, 4, 1, 0, 1)  # 1-2 and 5-6; East Germany starts at 3
    if 1 in rows:
        assert rows[1] == (4, 4, 0, 1, 0)


def test_t07_aggressive_placement_plan_in_the_middle_east():
    s = ai_position(MIDDLE_EAST_07, deck=[NATO], region=(3, 0), scoring=True, ar=3, military_ops={"ussr": 5})
    plays = first_play(s)
    assert plays[1].startswith("6.1 USSR uses #21 NATO for its influence")
    assert [inf(s, n)[1] for n in ("Egypt", "Libya", "Lebanon")] == [2, 2, 1]


def test_t07_variant_no_military_ops_the_ai_coups_iran():
    s = ai_position(MIDDLE_EAST_07, deck=[NATO], region=(3, 0), scoring=True, ar=3)
    plays = first_play(s)
    assert plays[1].startswith("6.3 USSR uses #21 NATO for its coup") and plays[-1] == "6.3 USSR coup in Iran"


def test_t08_aggressive_coup_on_a_non_battleground():
    s = ai_position({"South Africa": (1, 0), "Angola": (0, 2), "Zaire": (0, 1), "Nigeria": (0, 2), "Algeria": (0, 2),
                     "SE African States": (0, 1)}, ai="us", deck=[40], region=(79, 0), scoring=True, defcon=3,
                    turn=5, ar=6, military_ops={"us": 3})
    assert first_play(s)[-1] == "6.3 US coup in SE African States"
    assert s[L.DEFCON] == 3


def test_t09a_china_card_in_an_asia_scoring_round():
    s = ai_position(ASIA_09, deck=[49], region=(1, 0), scoring=True, turn=5, ar=3, military_ops={"ussr": 5})
    a, why = decide(s)
    assert a == card(6) and any("CH-1" in w for w in why)
    first_play(s)
    assert inf(s, "South Korea")[1] == 1 and inf(s, "Pakistan")[1] == 1 and inf(s, "North Korea")[1] == 4
    assert s[L.CHINA_HOLDER] == 0 and s[L.CHINA_UP] == 0 and s[L.LOC + 49] == L.LOC_HAND_USSR


def test_t09b_four_ops_card_reaches_the_same_value_the_ai_keeps_the_china_card():
    s = ai_position(ASIA_09, deck=[34], region=(1, 0), scoring=True, turn=5, ar=3, military_ops={"ussr": 5})
    assert decide(s)[0] == card(34)
    plays = first_play(s)
    assert plays[1].startswith("6.1 USSR uses #34 Nuclear Test Ban for its influence")


def test_t10_normal_placement_k_place_breaks_the_tie():
    s = ai_position({"Japan": (4, 0), "South Korea": (1, 0), "Australia": (4, 0), "Philippines": (1, 0),
                     "Iran": (1, 0), "North Korea": (0, 3), "Afghanistan": (0, 2), "India": (0, 1), "Thailand": (0, 2)},
                    ai="us", deck=[5], region=(1, 0), defcon=4, military_ops={"us": 3})
    first_play(s)
    assert inf(s, "South Korea")[0] == 3 and inf(s, "Philippines")[0] == 2 and inf(s, "Pakistan")[0] == 0


def test_t11_military_ops_coup_late_in_the_turn():
    s = ai_position({"Panama": (2, 0), "Mexico": (2, 0), "Guatemala": (1, 0), "Cuba": (0, 5), "Nicaragua": (0, 1),
                     "Haiti": (0, 2)}, ai="us", deck=[103], region=(37, 0), defcon=3, turn=6, ar=7)
    plays = first_play(s)
    assert plays[-1] == "6.3 US coup in Nicaragua"  # (Cuba: DEFCON 2 after it, under the normal floor 3)


def test_t12_realignment_beats_placement():
    s = ai_position({"Venezuela": (3, 0), "Colombia": (0, 1), "Brazil": (0, 2), "Panama": (1, 0)}, deck=[60],
                    region=(81, 0), defcon=3, military_ops={"ussr": 3})
    plays = first_play(s)
    assert plays[1].startswith("6.2 USSR uses #60 U2 Incident for its realignment")
    assert plays[2] == "6.2 USSR realignment roll in Venezuela"


def test_t13_space_race_valve_and_its_variant_on_box_8():
    s = ai_position({}, deck=[MARSHALL_PLAN], region=(2, 0), defcon=4, space_race={"ussr": 4})
    plays = first_play(s)
    assert plays[1] == "6.4 USSR uses #23 Marshall Plan for its Space Race"
    s = ai_position({"West Germany": (1, 0)}, deck=[MARSHALL_PLAN], region=(2, 0), defcon=4, space_race={"ussr": 8})
    plays = first_play(s)
    assert plays[1].startswith("6.1 USSR uses #23 Marshall Plan") and plays[2].startswith("5.2 the US event first")


def test_t14a_unsafe_card_at_defcon_2_goes_to_the_space_race():
    s = ai_position({}, deck=[DUCK_AND_COVER], region=(2, 0), defcon=2, space_race={"ussr": 3})
    assert first_play(s)[1] == "6.4 USSR uses #4 Duck and Cover for its Space Race"


def test_t14b_unsafe_card_no_attempt_left_the_china_card_instead():
    s = ai_position({}, deck=[DUCK_AND_COVER, 15], region=(2, 0), defcon=2, space_race={"ussr": 3},
                    space_attempts={"ussr": 2})  # box 2's ability: two attempts a turn
    a, why = decide(s)
    assert a == card(6) and any("CH-2" in w for w in why)
    s = ai_position({}, deck=[DUCK_AND_COVER, 15], region=(2, 0), defcon=2, space_race={"ussr": 3})
    assert decide(s)[0] == card(DUCK_AND_COVER)  # the valve is open: the card, then the Space Race


def test_t14c_unsafe_card_deferred_to_the_bottom_the_next_card_played():
    s = ai_position({}, deck=[DUCK_AND_COVER, 15, 60], region=(2, 0), defcon=2, space_race={"ussr": 3},
                    space_attempts={"ussr": 2}, china_card={"holder": "us", "face_up": False})
    a, why = decide(s)
    assert a == card(15) and any(w.startswith("B.15 F3 (3)") for w in why)
    plays = first_play(s)
    assert plays[1] == "5.1 USSR uses #15 Nasser for its event"
    assert s[L.DECK_KEY + DUCK_AND_COVER] < s[L.DECK_KEY + 60]  # Duck and Cover under the rest


def test_t14d_every_card_unsafe_the_ai_forgoes_the_ar():
    """T-14 (d), B.15 F3 (4): every card unsafe, no valve, no China Card: the AI forgoes the AR (the AR is
    used, the cards stay); `unsafe_chain` VALVE_DEFER_PLAY: the last is played instead (RULINGS.md TS25)."""
    fields = dict(deck=[DUCK_AND_COVER, 26], human_deck=[TRUMAN], region=(2, 0), defcon=2, space_race={"ussr": 3},
                  space_attempts={"ussr": 2}, china_card={"holder": "us", "face_up": False})
    s = ai_position({"Iran": (1, 0)}, **fields)
    a, why = decide(s)
    assert a == L.A_DONE and why[-1].startswith("B.15 F3 (4)")
    plays = int(s[L.PLAYS + 1])
    GAME.step(s, a)
    assert s[L.PLAYS + 1] == plays + 1 and s[L.LOC + DUCK_AND_COVER] == s[L.LOC + 26] == L.LOC_HAND_USSR
    assert GAME.current_player(s) == 0 and s[L.DEFCON] == 2  # the US's AR
    s = ai_position({"Iran": (1, 0)}, options={"unsafe_chain": "valve_defer_play"}, **fields)
    assert decide(s)[0] == card(26) and L.A_DONE not in GAME.legal_actions(s)


def test_b15_f3_a_deferred_card_with_the_valve_is_played_not_forgone():
    """B.15 F3 (1) for each revealed card: Duck and Cover (3 Ops) has no valve on box 7 (box 8 needs 4 Ops),
    the next card KAL-007 (US, 4 Ops, unsafe too) has: it is played, for the Space Race; not the last card,
    not a forgo."""
    s = ai_position({"Iran": (1, 0)}, deck=[DUCK_AND_COVER, 89, 26], region=(2, 0), defcon=2,
                    space_race={"ussr": 7}, china_card={"holder": "us", "face_up": False})
    a, why = decide(s)
    assert a == card(89) and any(w.startswith("B.15 F3 (3)") for w in why)
    assert first_play(s)[1] == "6.4 USSR uses #89 Soviets Shoot Down KAL-007 for its Space Race"


def test_t15_ops_first_under_a_defcon_degrading_event():
    s = ai_position({"Libya": (2, 0), "Israel": (4, 0), "Jordan": (2, 0), "Syria": (0, 2), "Iraq": (0, 3),
                     "Lebanon": (0, 1)}, deck=[DUCK_AND_COVER], region=(3, 0), scoring=True, defcon=3, ar=3,
                    military_ops={"ussr": 3})
    plays = first_play(s)
    assert plays[2].startswith("5.2 the Ops first") and plays[3:] == ["6.1 USSR 1 influence in Iran"] * 3
    assert inf(s, "Iran") == (0, 3) and s[L.DEFCON] == 2 and s[L.VP] == 3


def test_t16_un_intervention_paired_with_a_harmful_next_card():
    """T-16 (B.8 AI-6, B.10.4): the US AI reveals UN Intervention, the next card is Fidel (USSR, harm 2): it
    plays both; Fidel's event is cancelled, Fidel goes to the discard pile (not removed), the AI conducts 2 Ops
    by B.11 (in focus: P = Central America, RPR-3)."""
    s = ai_position({"Panama": (1, 0), "Mexico": (1, 0)}, ai="us", deck=[UN, FIDEL, 25], region=(37, 0))
    a, why = decide(s)
    assert a == card(UN) and any(w.startswith("B.10.4 UN Intervention on top, the next card #8") for w in why)
    plays = first_play(s)
    assert plays[1] == "5.1 US uses #32 UN Intervention for its event"
    assert plays[2].startswith("7.1 #32 UN Intervention: US chooses #8 Fidel")
    assert s[L.LOC + FIDEL] == L.LOC_DISCARD and inf(s, "Cuba") == (0, 0)
    us_central = sum(inf(s, n)[0] for n in ("Panama", "Mexico", "Guatemala", "Honduras", "Cuba", "Haiti",
                                            "Nicaragua", "El Salvador", "Costa Rica", "Dominican Republic"))
    assert us_central == 4  # the 2 Ops of Fidel, placed in focus


def test_t16_variant_harmless_next_card_un_intervention_to_the_bottom():
    """T-16 variant: the next card is Truman Doctrine (the AI's own): UN Intervention to the bottom, Truman
    Doctrine decided normally. A human event of harm 0 (NATO without its prerequisite, for a USSR AI) too."""
    s = ai_position({}, ai="us", deck=[UN, TRUMAN, 25], region=(2, 0))
    a, why = decide(s)
    assert a == card(TRUMAN) and any("to the bottom" in w for w in why)
    GAME.step(s, a)
    assert s[L.DECK_KEY + UN] < s[L.DECK_KEY + 25]
    s = ai_position({}, deck=[UN, NATO, 15], region=(2, 0))
    assert decide(s)[0] == card(NATO)
    s = ai_position({}, deck=[UN, MARSHALL_PLAN, 15], region=(2, 0))
    assert decide(s)[0] == card(UN)


def test_t16_un_intervention_alone_is_played_for_its_op():
    """B.10.4: UN Intervention, the only card left: played for 1 Op (no card whose event it may cancel)."""
    s = ai_position({}, ai="us", deck=[UN], region=(2, 0), china_card={"holder": "ussr", "face_up": False})
    assert decide(s)[0] == card(UN)
    GAME.step(s, card(UN))
    a, why = decide(s)
    assert a != EVENT and L.A_USE0 + L.USE_EVENT not in GAME.legal_actions(s)


def test_b10_4_ai3_we_will_bury_you_the_us_ai_digs_for_un_intervention():
    """B.8 AI-3 (`ai_un_digs_for_wwby`): We Will Bury You's 3 VP due in the US AI's AR, UN Intervention and
    USSR events in its deck: it plays UN Intervention from the bottom with the USSR event of highest harm
    (Fidel, 2, over Nasser, 1), which cancels the 3 VP; then its deck is shuffled. Off: its top card, +3 VP."""
    deck = [TRUMAN, 15, FIDEL, 25, UN]
    s = ai_position({"Panama": (1, 0)}, ai="us", deck=deck, region=(37, 0))
    s[L.EFFECT + 50] = 2  # due in this AR (rules/effects BURY_DUE)
    a, why = decide(s)
    assert a == card(UN) and why[0].startswith("B.8 AI-3")
    plays = first_play(s)
    assert plays[2].startswith("7.1 #32 UN Intervention: US chooses #8 Fidel")
    assert s[L.VP] == 0 and s[L.EFFECT + 50] == 0 and s[L.LOC + FIDEL] == L.LOC_DISCARD and s[L.AI_DIG] == 0
    assert sorted(int(s[L.DECK_KEY + c]) for c in (TRUMAN, 15, 25)) == [1, 2, 3]  # reshuffled: keys 1..3
    s = ai_position({"Panama": (1, 0)}, ai="us", deck=deck, region=(37, 0),
                    options={"ai_un_digs_for_wwby": False})
    s[L.EFFECT + 50] = 2
    assert decide(s)[0] == card(TRUMAN)
    GAME.step(s, card(TRUMAN))
    assert s[L.VP] == -3


def test_t17_ai_headline_event_worthy_highest_ops():
    s = ai_position({}, deck=[5, 9, 15, 20], ar=0)
    assert decide(s)[0] == card(9)


def test_t18_kill_rule_k1_cia_created_at_defcon_2():
    s = position({"Angola": (0, 1), "Zaire": (1, 0)}, options={"solitaire": True, "human_side": "ussr"}, defcon=2,
                 turn=2, action_round=2, phasing="ussr", cards={"ussr_hand": [26], "us_hand": [5]})
    s[L.REGION_CARD] = 79
    for a in (card(26), INFLUENCE, L.A_EVENT_FIRST):
        GAME.step(s, a)
    while not GAME.is_terminal(s):
        GAME.step(s, decide(s)[0])
    r = GAME.result(s)
    assert r["winner"] == "us" and r["end"].startswith("8.1.3") and inf(s, "Angola")[0] > 0


def test_t19_olympic_games_boycott_only_at_defcon_2():
    for defcon, boycott in ((2, True), (3, False)):
        s = position({}, options={"solitaire": True}, defcon=defcon, turn=2, action_round=2, phasing="us",
                     cards={"us_hand": [20], "ussr_hand": [5]})
        GAME.step(s, card(20))
        GAME.step(s, EVENT)
        assert decide(s)[0] == L.A_CHOICE0 + int(boycott)


def test_t22_aggressive_mode_overrides_an_e_event():
    s = ai_position(EUROPE_22, deck=[DECOLONIZATION], region=(2, 0), scoring=True, defcon=4, ar=3)
    plays = first_play(s)
    assert plays[1].startswith("6.1 USSR uses #30 Decolonization") and inf(s, "West Germany") == (4, 1)
    s = ai_position(EUROPE_22, deck=[DECOLONIZATION], region=(2, 0), defcon=4, ar=3)
    assert first_play(s)[1] == "5.1 USSR uses #30 Decolonization for its event"
