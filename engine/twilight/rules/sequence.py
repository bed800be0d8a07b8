"""4 The game sequence, compiled: the start of the game (3), the start of a turn (4.5A-B), the headline
(4.5C), the action rounds (4.5D), playing a card (5), and the end of the turn (4.5E-I)."""
from engine.core.frames import push
from engine.core.jit import njit
from engine.core.rng import roll_d6
from engine.twilight.data import (
    BOX_EAGLE,
    BOX_HEADLINE_FIRST,
    CARD_HEADLINE,
    CARD_OPS,
    CARD_SCORING,
    CHINA,
    COUNTRY_INDEX,
    DEFECTORS,
    EASTERN_EUROPE,
    LATE,
    MID,
    N_CARDS,
    US,
    USSR,
    WESTERN_EUROPE,
)
from engine.twilight.events.prims import ask
from engine.twilight.layout import (
    AI_DIG,
    AR,
    AR_DEFCON,
    BONUS,
    BONUS_SEA,
    CARD,
    CARDS_PLAYED,
    CHINA_HOLDER,
    DEFCON,
    EFFECT,
    END_HELD_SCORING,
    EVENT_AFTER,
    EVENT_USED,
    FR_CARD,
    FR_EAGLE,
    FR_HEADLINE,
    FR_SETUP,
    HEADLINE,
    HEADLINE_OFF,
    LOC,
    LOC_DISCARD,
    MILOPS,
    OPS_LEFT,
    OPT_HEADLINE,
    OPT_TOURNAMENT,
    OPTIONS,
    PH_OVER,
    PHASE,
    PHASING,
    PLAYS,
    RNG,
    SD_PENDING,
    SLOT,
    SPACE_ATTEMPTS,
    ST_ARS,
    ST_DRAFT,
    ST_END,
    ST_HEADLINE,
    ST_TURN,
    STEP,
    TURN,
    USE,
    USE_EVENT,
    VP,
)
from engine.twilight.rules.board import add_vp, check_vp, controls, end_game, improve_defcon, take_snapshot
from engine.twilight.rules.cards import (
    add_era,
    ar_allowance,
    china_playable,
    deal,
    discard,
    hand_count,
    in_hand,
    pass_china,
    scoring_in_hand,
    trap_can_act,
)
from engine.twilight.rules.effects import (
    BURY_DUE,
    E_BEAR_TRAP,
    E_BURY,
    E_NORAD,
    E_NORTH_SEA_OIL,
    E_QUAGMIRE,
    end_turn_effects,
    trapped,
)
from engine.twilight.rules.events import resolve_event
from engine.twilight.rules.scoring import final_scoring
from engine.twilight.rules.solitaire import (
    first_side,
    region_slot,
    reveal_before_headline,
    score_round,
    sd_rebuild,
    sd_reveal,
    solitaire,
)
from engine.twilight.rules.solitaire_decks import UN_INTERVENTION, keep_held, order_decks, shuffle_deck
from engine.twilight.rules.solitaire_draft import draft_start, drafting
from engine.twilight.rules.space import has_ability

CANADA = COUNTRY_INDEX["Canada"]
MAX_SLOTS = 16  # 8 ARs a side at most (6.4.4 Space Station)


@njit(cache=True)
def begin_game(s):
    """3.1-3.3: deal the Early War hands (players see them before placing), then the USSR places its 6
    points in Eastern Europe and the US its 7 in Western Europe, one at a time. The solitaire's draft
    supplies turn 1's cards at the turn's start instead (solo B.3 step C, RULINGS.md TS26)."""
    if not drafting(s):
        deal(s)
    push(s, FR_SETUP, US, 7, WESTERN_EUROPE)
    push(s, FR_SETUP, USSR, 6, EASTERN_EUROPE)


@njit(cache=True)
def must_headline_scoring(s, side):
    """5.6 applied to the headline (RULINGS.md T10): a side holding more scoring cards than it has ARs must
    headline one of them."""
    return scoring_in_hand(s, side) > ar_allowance(s, side)


@njit(cache=True)
def headline_ok(s, side, c, scoring_only):
    """4.5C.1: any card of the hand but UN Intervention (the China Card never is in it, 9.5); a scoring card
    when `scoring_only` (must_headline_scoring, read once for the whole hand)."""
    return in_hand(s, side, c) and CARD_HEADLINE[c] == 1 and (CARD_SCORING[c] == 1 or not scoring_only)


@njit(cache=True)
def can_headline(s, side):
    scoring_only = must_headline_scoring(s, side)
    for c in range(1, N_CARDS + 1):
        if headline_ok(s, side, c, scoring_only):
            return True
    return False


@njit(cache=True)
def start_turn(s):
    """4.5A-C: improve DEFCON, deal, then both sides choose a headline; the side whose opponent holds the
    Man in Earth Orbit ability chooses first (6.4.4), else the USSR (the choices are secret, so the order
    only fixes who decides first). Solitaire: the draft instead of the deal (solo B.3 step C, B.4: its
    decisions first, then cards_dealt; `deck_shuffle_each_turn` false: the held cards keep their order)."""
    improve_defcon(s)
    if solitaire(s):
        keep_held(s)
    if drafting(s):
        draft_start(s)
        s[STEP] = ST_DRAFT
        return
    deal(s)
    cards_dealt(s)


@njit(cache=True)
def cards_dealt(s):
    """Solitaire (solo B.3 steps B, D): the Scoring Card deck rebuilt and P1, S1 revealed (after the headline
    with `p1s1_reveal` AFTER_HEADLINE: resolve_headlines), each side's cards shuffled into its deck (B.4.6);
    then the headline."""
    if solitaire(s):
        sd_rebuild(s)
        if reveal_before_headline(s):
            sd_reveal(s)
        order_decks(s)
    start_headline(s)


@njit(cache=True)
def start_headline(s):
    """4.5C.1-2: the headline choices of a turn whose hands are dealt; none in the solitaire with `headline`
    OFF (solo B.13)."""
    s[AR] = 0
    s[SLOT] = 0
    for side in range(2):
        s[PLAYS + side] = 0
        s[SPACE_ATTEMPTS + side] = 0
        s[HEADLINE + side] = 0
    if s[EFFECT + E_NORTH_SEA_OIL] == 2:  # its extra AR was for its own turn; OPEC stays prohibited
        s[EFFECT + E_NORTH_SEA_OIL] = 1
    if solitaire(s) and s[OPTIONS + OPT_HEADLINE] == HEADLINE_OFF:
        s[STEP] = ST_HEADLINE  # resolve_headlines: none, the ARs begin
        return
    first = US if has_ability(s, USSR, BOX_HEADLINE_FIRST) else USSR
    for side in (1 - first, first):  # the first chooser on top
        if can_headline(s, side):
            push(s, FR_HEADLINE, side, 0, 0)
    s[STEP] = ST_HEADLINE


@njit(cache=True, inline="always")
def headline_event(s, side):
    """4.5C.4: the headliner is the phasing player while its card's event resolves; then the card leaves."""
    c = s[HEADLINE + side]
    s[PHASING] = side
    s[HEADLINE + side] = 0
    discard(s, c, resolve_event(s, c, side))
    check_vp(s)


@njit(cache=True)
def headline_first(us, ussr):
    """4.5C.3: the side whose headline resolves first: the higher printed Ops, the US on a tie (a scoring
    card counts 0); a US Defectors always first."""
    return US if us == DEFECTORS or CARD_OPS[us] >= CARD_OPS[ussr] else USSR


@njit(cache=True, inline="always")
def resolve_headlines(s):
    """4.5C.3: the next headline event: the higher printed Ops first, the US on a tie (a scoring card counts
    0). A US Defectors resolves first and cancels the USSR headline: that card is discarded with no effect.
    One headline a call, so that its event's choices are answered before the other resolves; the ARs begin
    once both are done (solitaire, B.3 `p1s1_reveal` AFTER_HEADLINE: P1 and S1 revealed then)."""
    us = s[HEADLINE + US]
    ussr = s[HEADLINE + USSR]
    if us == DEFECTORS and ussr != 0:
        discard(s, ussr, False)
        s[HEADLINE + USSR] = 0
        ussr = 0
    if us == 0 and ussr == 0:
        s[STEP] = ST_ARS
        if solitaire(s) and not reveal_before_headline(s):
            sd_reveal(s)
        return
    first = headline_first(us, ussr)
    headline_event(s, first if s[HEADLINE + first] != 0 else 1 - first)


@njit(cache=True)
def can_act(s, side):
    """4.5D: a side with a card to play (E.5: a trapped side needs a scoring card or a trap discard)."""
    if trapped(s, side):
        return trap_can_act(s, side)
    return hand_count(s, side) > 0 or china_playable(s, side)


@njit(cache=True)
def trap_discard(s, side, c):
    """E.5: the trapped side's AR: card c is discarded with no event, then a d6 of 1-4 ends the trap."""
    s[PLAYS + side] += 1
    s[CARDS_PLAYED] += 1
    s[LOC + c] = LOC_DISCARD
    if roll_d6(s, RNG) <= 4:
        s[EFFECT + (E_QUAGMIRE if side == US else E_BEAR_TRAP)] = 0


@njit(cache=True)
def next_action_round(s):
    """4.5D: the next AR slot whose side may act (the USSR first in each round); a side past its AR
    allowance, or with no card it can play, sits the slot out. False once the turn's ARs are over.
    Solitaire: the region cards change at the start of each AR, the human plays first in a scoring round
    (solo A.4.3, A.4.5)."""
    while s[SLOT] < MAX_SLOTS:
        if solitaire(s) and region_slot(s, s[SLOT]):
            return True  # the game ended in a scoring round's scoring
        first = first_side(s)
        side = first if s[SLOT] % 2 == 0 else 1 - first
        ar = s[SLOT] // 2 + 1
        s[SLOT] += 1
        if ar <= ar_allowance(s, side) and can_act(s, side):
            s[PHASING] = side
            s[AR] = ar
            s[AR_DEFCON] = s[DEFCON]
            take_snapshot(s, side)
            push(s, FR_CARD, side, 0, 0)
            if side == US and s[EFFECT + E_BURY]:
                s[EFFECT + E_BURY] = BURY_DUE
            return True
    return False


@njit(cache=True)
def we_will_bury_you(s, c, use):
    """#50 (E.4): the USSR's 3 VP fall due in the US's next AR, before any US VP of it, once its card c is
    chosen; for UN Intervention once its use is (use -1: not yet): played as an event, it ends the threat."""
    if s[EFFECT + E_BURY] != BURY_DUE or (c == UN_INTERVENTION and use < 0):
        return
    s[EFFECT + E_BURY] = 0
    if not (c == UN_INTERVENTION and use == USE_EVENT):
        add_vp(s, USSR, 3)
        check_vp(s)


@njit(cache=True, inline="always")
def finish_play(s):
    """5: the play is over: an opponent's event chosen to follow the Ops resolves (5.2.2), then the card
    goes to the discard pile or out of the game (the China Card face down to the opponent, 9.3), then the
    20-VP check (4.5D.5)."""
    c = s[CARD]
    side = s[PHASING]
    if s[EVENT_AFTER] == 1:
        s[EVENT_AFTER] = 0
        s[EVENT_USED] = resolve_event(s, c, side)
        return  # called again once the event's choices are answered
    if c == CHINA:
        pass_china(s, 1 - side, 0)
    else:
        discard(s, c, s[EVENT_USED] == 1)
    s[CARD] = 0
    s[USE] = 0
    s[OPS_LEFT] = 0
    s[BONUS] = 0
    s[BONUS_SEA] = 0
    s[EVENT_USED] = 0
    if s[AI_DIG]:  # solo B.10.4 AI-3: the deck searched is shuffled
        s[AI_DIG] = 0
        shuffle_deck(s, side)
    check_vp(s)
    norad(s)


@njit(cache=True)
def norad(s):
    """#106 NORAD (RULINGS.md T1 item 12: after action rounds only): DEFCON moved to 2 in this AR and the US
    controls Canada: the US adds 1 influence to a country holding US influence (events/cards_101_110)."""
    if s[EFFECT + E_NORAD] and s[DEFCON] == 2 and s[AR_DEFCON] != 2 and s[PHASE] != PH_OVER and controls(s, US, CANADA):
        ask(s, US, E_NORAD, 1)


@njit(cache=True)
def military_ops_step(s):
    """4.5E, 8.2: each side short of DEFCON gives the opponent 1 VP a missing point (only the net moves
    the track), both markers back to 0, then the 20-VP check."""
    us_short = max(s[DEFCON] - s[MILOPS + US], 0)
    ussr_short = max(s[DEFCON] - s[MILOPS + USSR], 0)
    s[VP] += ussr_short - us_short
    s[MILOPS + US] = 0
    s[MILOPS + USSR] = 0
    check_vp(s)


@njit(cache=True)
def end_ars(s):
    """After the last AR: 4.5E; 4.5F, a side holding a scoring card loses (tournament rule 11.1.2; 5.6 makes
    it unreachable, so it stays a check); then the Eagle/Bear Has Landed discard (4.6; RULINGS.md T4:
    after F, before G). Solitaire: a scoring round's region still to be scored first (solo A.4.5)."""
    if solitaire(s) and s[SD_PENDING]:
        score_round(s)
        if s[PHASE] == PH_OVER:
            return
    military_ops_step(s)
    s[STEP] = ST_END
    if s[PHASE] == PH_OVER:
        return
    if s[OPTIONS + OPT_TOURNAMENT]:
        for side in range(2):
            if scoring_in_hand(s, side) > 0:
                end_game(s, 1 - side, END_HELD_SCORING)
                return
    for side in range(2):
        if has_ability(s, side, BOX_EAGLE) and hand_count(s, side) > 0:
            push(s, FR_EAGLE, side, 0, 0)


@njit(cache=True)
def end_turn(s):
    """4.5G-I: the China Card turns face up; the turn advances, adding the Mid War cards after turn 3 and
    the Late War cards after turn 7 (4.4); after turn 10, final scoring (10.3.2)."""
    pass_china(s, s[CHINA_HOLDER], 1)
    end_turn_effects(s)
    s[TURN] += 1
    if s[TURN] > 10:
        final_scoring(s)
        return
    if s[TURN] == 4:
        add_era(s, MID)
    elif s[TURN] == 8:
        add_era(s, LATE)
    s[STEP] = ST_TURN
