"""The events: which are built, whether one can occur (conditions.py), and the one dispatch from a card number to its
functions (cards_001_020.py ...: `eNNN_name` when the event occurs, `eNNN_ok` / `eNNN_do` for its choices;
answers.py scans each card's `eNNN_ok`). The branches between `# <name>` comments are written by
gen_dispatch.py.

The dispatch is written as branches on the card number, as in engine/cuba_libre/events/dispatch.py (Numba
cannot index a tuple of different jitted functions at run time; LLVM turns the chain into a jump table).
A choice is a FR_EVENT frame (side, card, step): answers.py lists the actions that answer it, `do` applies
the answer (popped first) and may ask the next step; a step with no answer is given NO_ANSWER (E.3: the event
does what it can)."""
import numpy as np

from engine.core.frames import pop, top
from engine.core.jit import njit
from engine.twilight.data import CARD_SCORING, DEFECTORS, SCORING_REGION, US, USSR

# <imports>
from engine.twilight.events import cards_001_020 as k001
from engine.twilight.events import cards_021_040 as k021
from engine.twilight.events import cards_041_060 as k041
from engine.twilight.events import cards_061_080 as k061
from engine.twilight.events import cards_081_100 as k081
from engine.twilight.events import cards_101_110 as k101

# </imports>
from engine.twilight.events.answers import answers
from engine.twilight.events.conditions import possible  # noqa: F401 - the dispatch's surface (legal, rules/events)
from engine.twilight.events.event_ops import OPS_USE, ops_do
from engine.twilight.events.prims import NO_ANSWER
from engine.twilight.layout import AR, FR_EVENT, N_ACTIONS, PHASING
from engine.twilight.rules.board import add_vp, check_vp
from engine.twilight.rules.scoring import score_card

# The cards with an event (every card's but the China Card's, 9.2), as gen_dispatch.py finds their functions.
BUILT_CARDS = (1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110)


@njit(cache=True, inline="always")
def now(s, c, side):
    """Card c's event occurs, side its event player."""
    if CARD_SCORING[c]:  # 10.3.1: 20 VP end the game at once, also in the middle of a play (#67 Grain Sales)
        score_card(s, SCORING_REGION[c])
        check_vp(s)
        return
    if c == DEFECTORS:
        e103_defectors(s, side)
        return
    # <now>
    if c == 4:
        k001.e004_duck_and_cover(s, side)
    elif c == 5:
        k001.e005_five_year_plan(s, side)
    elif c == 7:
        k001.e007_socialist_governments(s, side)
    elif c == 8:
        k001.e008_fidel(s, side)
    elif c == 9:
        k001.e009_vietnam_revolts(s, side)
    elif c == 10:
        k001.e010_blockade(s, side)
    elif c == 11:
        k001.e011_korean_war(s, side)
    elif c == 12:
        k001.e012_romanian_abdication(s, side)
    elif c == 13:
        k001.e013_arab_israeli_war(s, side)
    elif c == 14:
        k001.e014_comecon(s, side)
    elif c == 15:
        k001.e015_nasser(s, side)
    elif c == 16:
        k001.e016_warsaw_pact_formed(s, side)
    elif c == 17:
        k001.e017_de_gaulle_leads_france(s, side)
    elif c == 18:
        k001.e018_captured_nazi_scientist(s, side)
    elif c == 19:
        k001.e019_truman_doctrine(s, side)
    elif c == 20:
        k001.e020_olympic_games(s, side)
    elif c == 21:
        k021.e021_nato(s, side)
    elif c == 22:
        k021.e022_independent_reds(s, side)
    elif c == 23:
        k021.e023_marshall_plan(s, side)
    elif c == 24:
        k021.e024_indo_pakistani_war(s, side)
    elif c == 25:
        k021.e025_containment(s, side)
    elif c == 26:
        k021.e026_cia_created(s, side)
    elif c == 27:
        k021.e027_us_japan_mutual_defense_pact(s, side)
    elif c == 28:
        k021.e028_suez_crisis(s, side)
    elif c == 29:
        k021.e029_east_european_unrest(s, side)
    elif c == 30:
        k021.e030_decolonization(s, side)
    elif c == 31:
        k021.e031_red_scare_purge(s, side)
    elif c == 32:
        k021.e032_un_intervention(s, side)
    elif c == 33:
        k021.e033_de_stalinization(s, side)
    elif c == 34:
        k021.e034_nuclear_test_ban(s, side)
    elif c == 35:
        k021.e035_formosan_resolution(s, side)
    elif c == 36:
        k021.e036_brush_war(s, side)
    elif c == 39:
        k021.e039_arms_race(s, side)
    elif c == 40:
        k021.e040_cuban_missile_crisis(s, side)
    elif c == 41:
        k041.e041_nuclear_subs(s, side)
    elif c == 42:
        k041.e042_quagmire(s, side)
    elif c == 43:
        k041.e043_salt_negotiations(s, side)
    elif c == 44:
        k041.e044_bear_trap(s, side)
    elif c == 45:
        k041.e045_summit(s, side)
    elif c == 46:
        k041.e046_how_i_learned_to_stop_worrying(s, side)
    elif c == 47:
        k041.e047_junta(s, side)
    elif c == 48:
        k041.e048_kitchen_debates(s, side)
    elif c == 49:
        k041.e049_missile_envy(s, side)
    elif c == 50:
        k041.e050_we_will_bury_you(s, side)
    elif c == 51:
        k041.e051_brezhnev_doctrine(s, side)
    elif c == 52:
        k041.e052_portuguese_empire_crumbles(s, side)
    elif c == 53:
        k041.e053_south_african_unrest(s, side)
    elif c == 54:
        k041.e054_allende(s, side)
    elif c == 55:
        k041.e055_willy_brandt(s, side)
    elif c == 56:
        k041.e056_muslim_revolution(s, side)
    elif c == 57:
        k041.e057_abm_treaty(s, side)
    elif c == 58:
        k041.e058_cultural_revolution(s, side)
    elif c == 59:
        k041.e059_flower_power(s, side)
    elif c == 60:
        k041.e060_u2_incident(s, side)
    elif c == 61:
        k061.e061_opec(s, side)
    elif c == 62:
        k061.e062_lone_gunman(s, side)
    elif c == 63:
        k061.e063_colonial_rear_guards(s, side)
    elif c == 64:
        k061.e064_panama_canal_returned(s, side)
    elif c == 65:
        k061.e065_camp_david_accords(s, side)
    elif c == 66:
        k061.e066_puppet_governments(s, side)
    elif c == 67:
        k061.e067_grain_sales_to_soviets(s, side)
    elif c == 68:
        k061.e068_john_paul_ii_elected_pope(s, side)
    elif c == 69:
        k061.e069_latin_american_death_squads(s, side)
    elif c == 70:
        k061.e070_oas_founded(s, side)
    elif c == 71:
        k061.e071_nixon_plays_the_china_card(s, side)
    elif c == 72:
        k061.e072_sadat_expels_soviets(s, side)
    elif c == 73:
        k061.e073_shuttle_diplomacy(s, side)
    elif c == 74:
        k061.e074_the_voice_of_america(s, side)
    elif c == 75:
        k061.e075_liberation_theology(s, side)
    elif c == 76:
        k061.e076_ussuri_river_skirmish(s, side)
    elif c == 77:
        k061.e077_ask_not_what_your_country_can_do_for_you(s, side)
    elif c == 78:
        k061.e078_alliance_for_progress(s, side)
    elif c == 80:
        k061.e080_one_small_step(s, side)
    elif c == 82:
        k081.e082_iranian_hostage_crisis(s, side)
    elif c == 83:
        k081.e083_the_iron_lady(s, side)
    elif c == 84:
        k081.e084_reagan_bombs_libya(s, side)
    elif c == 85:
        k081.e085_star_wars(s, side)
    elif c == 86:
        k081.e086_north_sea_oil(s, side)
    elif c == 87:
        k081.e087_the_reformer(s, side)
    elif c == 88:
        k081.e088_marine_barracks_bombing(s, side)
    elif c == 89:
        k081.e089_soviets_shoot_down_kal_007(s, side)
    elif c == 90:
        k081.e090_glasnost(s, side)
    elif c == 91:
        k081.e091_ortega_elected_in_nicaragua(s, side)
    elif c == 92:
        k081.e092_terrorism(s, side)
    elif c == 93:
        k081.e093_iran_contra_scandal(s, side)
    elif c == 94:
        k081.e094_chernobyl(s, side)
    elif c == 95:
        k081.e095_latin_american_debt_crisis(s, side)
    elif c == 96:
        k081.e096_tear_down_this_wall(s, side)
    elif c == 97:
        k081.e097_an_evil_empire(s, side)
    elif c == 98:
        k081.e098_aldrich_ames_remix(s, side)
    elif c == 99:
        k081.e099_pershing_ii_deployed(s, side)
    elif c == 100:
        k081.e100_wargames(s, side)
    elif c == 101:
        k101.e101_solidarity(s, side)
    elif c == 102:
        k101.e102_iran_iraq_war(s, side)
    elif c == 104:
        k101.e104_the_cambridge_five(s, side)
    elif c == 105:
        k101.e105_special_relationship(s, side)
    elif c == 106:
        k101.e106_norad(s, side)
    elif c == 107:
        k101.e107_che(s, side)
    elif c == 108:
        k101.e108_our_man_in_tehran(s, side)
    elif c == 109:
        k101.e109_yuri_and_samantha(s, side)
    elif c == 110:
        k101.e110_awacs_sale_to_saudis(s, side)
    # </now>


@njit(cache=True, inline="always")
def do(s, c, side, step, a):
    """Apply answer a (or NO_ANSWER) to step `step` of card c's event."""
    if step >= OPS_USE:
        ops_do(s, c, side, step, a)
        return
    # <do>
    if c == 7:
        k001.e007_do(s, side, step, a)
    elif c == 10:
        k001.e010_do(s, side, step, a)
    elif c == 14:
        k001.e014_do(s, side, step, a)
    elif c == 16:
        k001.e016_do(s, side, step, a)
    elif c == 19:
        k001.e019_do(s, side, step, a)
    elif c == 20:
        k001.e020_do(s, side, step, a)
    elif c == 22:
        k021.e022_do(s, side, step, a)
    elif c == 23:
        k021.e023_do(s, side, step, a)
    elif c == 24:
        k021.e024_do(s, side, step, a)
    elif c == 28:
        k021.e028_do(s, side, step, a)
    elif c == 29:
        k021.e029_do(s, side, step, a)
    elif c == 30:
        k021.e030_do(s, side, step, a)
    elif c == 32:
        k021.e032_do(s, side, step, a)
    elif c == 33:
        k021.e033_do(s, side, step, a)
    elif c == 36:
        k021.e036_do(s, side, step, a)
    elif c == 40:
        k021.e040_do(s, side, step, a)
    elif c == 43:
        k041.e043_do(s, side, step, a)
    elif c == 45:
        k041.e045_do(s, side, step, a)
    elif c == 46:
        k041.e046_do(s, side, step, a)
    elif c == 47:
        k041.e047_do(s, side, step, a)
    elif c == 49:
        k041.e049_do(s, side, step, a)
    elif c == 53:
        k041.e053_do(s, side, step, a)
    elif c == 56:
        k041.e056_do(s, side, step, a)
    elif c == 63:
        k061.e063_do(s, side, step, a)
    elif c == 66:
        k061.e066_do(s, side, step, a)
    elif c == 67:
        k061.e067_do(s, side, step, a)
    elif c == 70:
        k061.e070_do(s, side, step, a)
    elif c == 74:
        k061.e074_do(s, side, step, a)
    elif c == 75:
        k061.e075_do(s, side, step, a)
    elif c == 76:
        k061.e076_do(s, side, step, a)
    elif c == 77:
        k061.e077_do(s, side, step, a)
    elif c == 85:
        k081.e085_do(s, side, step, a)
    elif c == 87:
        k081.e087_do(s, side, step, a)
    elif c == 88:
        k081.e088_do(s, side, step, a)
    elif c == 94:
        k081.e094_do(s, side, step, a)
    elif c == 95:
        k081.e095_do(s, side, step, a)
    elif c == 98:
        k081.e098_do(s, side, step, a)
    elif c == 99:
        k081.e099_do(s, side, step, a)
    elif c == 100:
        k081.e100_do(s, side, step, a)
    elif c == 102:
        k101.e102_do(s, side, step, a)
    elif c == 104:
        k101.e104_do(s, side, step, a)
    elif c == 105:
        k101.e105_do(s, side, step, a)
    elif c == 106:
        k101.e106_do(s, side, step, a)
    elif c == 107:
        k101.e107_do(s, side, step, a)
    elif c == 108:
        k101.e108_do(s, side, step, a)
    # </do>


@njit(cache=True)
def e103_defectors(s, side):
    """#103 (E.5): in an action round, played by the USSR (for Ops, triggering the US event), the US gains
    1 VP; played by the US as an event, nothing. Headlined: 4.5C (the US's cancels the USSR headline, the
    USSR's does nothing)."""
    if s[AR] > 0 and s[PHASING] == USSR:
        add_vp(s, US, 1)


@njit(cache=True)
def has_answer(s):
    return answers(s, np.empty(N_ACTIONS, dtype=np.int64)) > 0


@njit(cache=True)
def answer(s, a):
    """Answer the top FR_EVENT frame with a (rules/events.go_on then lets what it set off run and settles)."""
    c, side, step = top(s, 2), top(s, 1), top(s, 3)
    pop(s)
    do(s, c, side, step, a)


@njit(cache=True)
def settle(s):
    """Steps with no answer end (given NO_ANSWER) until a step can be answered or no event step is left."""
    while top(s, 0) == FR_EVENT and not has_answer(s):
        c, side, step = top(s, 2), top(s, 1), top(s, 3)
        pop(s)
        do(s, c, side, step, NO_ANSWER)
