"""The one dispatch from a card number to its event's functions (cards_NNN_MMM.py), in card-number order.

Four parts, each a chain of `card == N` tests (LLVM makes it a jump table; Numba cannot index a tuple of
different jitted functions, see engine/cuba_libre/events/dispatch.py): the precondition, what happens at
once, and for a card that asks, which answers its step takes and applying one. Shared steps (removing cells,
setting a posture: common.py) are answered before a card is consulted.
"""
from engine.core.jit import njit
from engine.labyrinth.events import cards_001_012 as k001
from engine.labyrinth.events import cards_013_024 as k013
from engine.labyrinth.events import cards_025_036 as k025
from engine.labyrinth.events import cards_037_048 as k037
from engine.labyrinth.events import cards_049_060 as k049
from engine.labyrinth.events import cards_061_072 as k061
from engine.labyrinth.events import cards_073_084 as k073
from engine.labyrinth.events import cards_085_096 as k085
from engine.labyrinth.events import cards_097_108 as k097
from engine.labyrinth.events import cards_109_120 as k109
from engine.labyrinth.events.common import MIX, common_answer, common_answer_ok


@njit(cache=True)
def precondition(s, card, side):
    """6.2.6: the card's precondition for the side carrying it out, and that it is not blocked (cards without
    one: True; only a few unassociated cards depend on the side)."""
    if card == 1:
        return k001.c001_ok(s)
    if card == 3:
        return k001.c003_ok(s)
    if card == 6 or card == 7:
        return k001.c006_ok(s)
    if 8 <= card <= 10:
        return k001.c008_ok(s)
    if card == 13:
        return k013.c013_ok(s)
    if card == 14:
        return k013.c014_ok(s)
    if card == 15:
        return k013.c015_ok(s)
    if card == 21:
        return k013.c021_ok(s)
    if card == 22:
        return k013.c022_ok(s)
    if 23 <= card <= 25:
        return k013.c023_ok(s)
    if card == 26:
        return k025.c026_ok(s)
    if card == 27:
        return k025.c027_ok(s)
    if card == 28:
        return k025.c028_ok(s)
    if card == 30:
        return k025.c030_ok(s)
    if card == 31:
        return k025.c031_ok(s)
    if card == 32:
        return k025.c032_ok(s)
    if card == 33:
        return k025.c033_ok(s)
    if card == 34:
        return k025.c034_ok(s)
    if card == 35:
        return k025.c035_ok(s)
    if card == 36:
        return k025.c036_ok(s)
    if card == 37:
        return k037.c037_ok(s)
    if card == 38:
        return k037.c038_ok(s)
    if card == 39:
        return k037.c039_ok(s)
    if card == 40:
        return k037.c040_ok(s)
    if card == 41:
        return k037.c041_ok(s)
    if card == 42:
        return k037.c042_ok(s)
    if card == 44:
        return k037.c044_ok(s)
    if card == 45:
        return k037.c045_ok(s)
    if card == 46:
        return k037.c046_ok(s)
    if card == 48:
        return k037.c048_ok(s)
    if card == 50:
        return k049.c050_ok(s)
    if card == 51:
        return k049.c051_ok(s)
    if card == 52 or card == 56:
        return k049.rc_cells(s)
    if card == 53:
        return k049.c053_ok(s)
    if card == 54:
        return k049.c054_ok(s)
    if card == 57:
        return k049.c057_ok(s)
    if card == 58:
        return k049.c058_ok(s)
    if card == 60:
        return k049.c060_ok(s)
    if card == 61:
        return k061.c061_ok(s)
    if card == 65:
        return k061.c065_ok(s)
    if card == 69:
        return k061.c069_ok(s)
    if card == 70:
        return k061.c070_ok(s)
    if card == 71:
        return k061.c071_ok(s)
    if card == 72:
        return k061.c072_ok(s)
    if card == 73:
        return k073.c073_ok(s)
    if card == 75:
        return k073.c075_ok(s)
    if card == 76:
        return k049.rc_cells(s)
    if card == 77:
        return k073.c077_ok(s)
    if card == 81:
        return k073.c081_ok(s)
    if card == 83:
        return k073.c083_ok(s)
    if card == 84 or card == 85:
        return k073.c084_ok(s)
    if 87 <= card <= 89:
        return k085.c087_ok(s)
    if card == 90:
        return k085.c090_ok(s)
    if card == 91:
        return k085.c091_ok(s)
    if card == 92:
        return k085.c092_ok(s)
    if card == 94:
        return k085.c094_ok(s)
    if card == 97:
        return k097.c097_ok(s)
    if card == 106:
        return k097.c106_ok(s)
    if card == 108:
        return k097.c108_ok(s)
    if card == 109:
        return k109.c109_ok(s)
    if card == 110:
        return k109.c110_ok(s)
    if card == 111 or card == 112:
        return k109.c111_ok(s, side)
    if card == 115:
        return k109.c115_ok(s)
    if card == 116:
        return k109.c116_ok(s, side)
    return True


@njit(cache=True)
def run(s, card, side):
    """What the event does at once; `side` carries it out and makes its choices (6.3.2)."""
    if card == 1:
        k001.c001(s, side)
    elif card == 2:
        k001.c002(s, side)
    elif card == 3:
        k001.c003(s, side)
    elif card == 4:
        k001.c004(s, side)
    elif card == 5:
        k001.c005(s, side)
    elif card == 6 or card == 7:
        k001.c006(s, side)
    elif 8 <= card <= 10:
        k001.c008(s, side, card)
    elif card == 11:
        k001.c011(s, side)
    elif card == 12:
        k001.c012(s, side)
    elif card == 13:
        k013.c013(s, side)
    elif card == 14:
        k013.c014(s, side)
    elif card == 15:
        k013.c015(s, side)
    elif card == 16:
        k013.c016(s, side)
    elif card == 17:
        k013.c017(s, side)
    elif card == 18:
        k013.c018(s, side)
    elif card == 19:
        k013.c019(s, side)
    elif card == 20:
        k013.c020(s, side)
    elif card == 21:
        k013.c021(s, side)
    elif card == 22:
        k013.c022(s, side)
    elif 23 <= card <= 25:
        k013.c023(s, side, card)
    elif card == 26:
        k025.c026(s, side)
    elif card == 27:
        k025.c027(s, side)
    elif card == 28:
        k025.c028(s, side)
    elif card == 29:
        k025.c029(s, side)
    elif card == 30:
        k025.c030(s, side)
    elif card == 31:
        k025.c031(s, side)
    elif card == 32:
        k025.c032(s, side)
    elif card == 33:
        k025.c033(s, side)
    elif card == 34:
        k025.c034(s, side)
    elif card == 35:
        k025.c035(s, side)
    elif card == 36:
        k025.c036(s, side)
    elif card == 37:
        k037.c037(s, side)
    elif card == 38:
        k037.c038(s, side)
    elif card == 39:
        k037.c039(s, side)
    elif card == 40:
        k037.c040(s, side)
    elif card == 41:
        k037.c041(s, side)
    elif card == 42:
        k037.c042(s, side)
    elif card == 43:
        k037.c043(s, side)
    elif card == 44:
        k037.c044(s, side)
    elif card == 45:
        k037.c045(s, side)
    elif card == 46:
        k037.c046(s, side)
    elif card == 47:
        k037.c047(s, side)
    elif card == 48:
        k037.c048(s, side)
    elif card == 49:
        k049.c049(s, side)
    elif card == 50:
        k049.c050(s, side)
    elif card == 51:
        k049.c051(s, side)
    elif card == 52:
        k049.c052(s, side)
    elif card == 53:
        k049.c053(s, side)
    elif card == 54:
        k049.c054(s, side)
    elif card == 55:
        k049.c055(s, side)
    elif card == 56:
        k049.c056(s, side)
    elif card == 57:
        k049.c057(s, side)
    elif card == 58:
        k049.c058(s, side)
    elif card == 59:
        k049.c059(s, side)
    elif card == 60:
        k049.c060(s, side)
    elif card == 61:
        k061.c061(s, side)
    elif card == 62:
        k061.c062(s, side)
    elif card == 63:
        k061.c063(s, side)
    elif card == 64:
        k061.c064(s, side)
    elif card == 65:
        k061.c065(s, side)
    elif card == 66:
        k061.c066(s, side)
    elif card == 67:
        k061.c067(s, side)
    elif card == 68:
        k061.c068(s, side)
    elif card == 69:
        k061.c069(s, side)
    elif card == 70:
        k061.c070(s, side)
    elif card == 71:
        k061.c071(s, side)
    elif card == 72:
        k061.c072(s, side)
    elif card == 73:
        k073.c073(s, side)
    elif card == 74 or card == 79:
        k073.move_two(s, side, card)
    elif card == 75:
        k073.c075(s, side)
    elif card == 76:
        k073.c076(s, side)
    elif card == 77:
        k073.c077(s, side)
    elif card == 78:
        k073.c078(s, side)
    elif card == 80:
        k073.c080(s, side)
    elif card == 81:
        k073.c081(s, side)
    elif card == 82:
        k073.c082(s, side)
    elif card == 83:
        k073.c083(s, side)
    elif card == 84 or card == 85:
        k073.c084(s, side, card)
    elif card == 86:
        k085.c086(s, side)
    elif 87 <= card <= 89:
        k085.c087(s, side, card)
    elif card == 90:
        k085.c090(s, side)
    elif card == 91:
        k085.c091(s, side)
    elif card == 92:
        k085.c092(s, side)
    elif card == 93:
        k085.c093(s, side)
    elif card == 94:
        k085.c094(s, side)
    elif card == 95:
        k085.c095(s, side)
    elif card == 96:
        k097.c096(s, side)
    elif card == 97:
        k097.c097(s, side)
    elif card == 98:
        k097.c098(s, side)
    elif card == 99:
        k097.c099(s, side)
    elif card == 100:
        k097.c100(s, side)
    elif card == 101:
        k097.c101(s, side)
    elif card == 102:
        k097.c102(s, side)
    elif card == 103:
        k097.c103(s, side)
    elif card == 104 or card == 105:
        k097.c104(s, side, card)
    elif card == 106:
        k097.c106(s, side)
    elif card == 107:
        k097.c107(s, side)
    elif card == 108:
        k097.c108(s, side)
    elif card == 109:
        k109.c109(s, side)
    elif card == 110:
        k109.c110(s, side)
    elif card == 111:
        k109.c111(s, side)
    elif card == 112:
        k109.c112(s, side)
    elif card == 113:
        k109.c113(s, side)
    elif card == 114:
        k109.c114(s, side)
    elif card == 115:
        k109.c115(s, side)
    elif card == 116:
        k109.c116(s, side)
    elif card == 117 or card == 118:
        k109.c117(s, side, card)
    elif card == 119:
        k109.c119(s, side)
    elif card == 120:
        k109.c120(s, side)


@njit(cache=True)
def choice_ok(s, card, step, a):
    """Whether answer a is legal at this step of the card's event."""
    if step >= MIX:
        return common_answer_ok(s, step, a)
    if card == 1:
        return k001.c001_choice_ok(s, step, a)
    if 8 <= card <= 10:
        return k001.c008_choice_ok(s, step, a)
    if card == 13:
        return k013.c013_choice_ok(s, step, a)
    if card == 14:
        return k013.c014_choice_ok(s, step, a)
    if card == 15:
        return k013.c015_choice_ok(s, step, a)
    if card == 17:
        return k013.c017_choice_ok(s, step, a)
    if card == 21:
        return k013.c021_choice_ok(s, step, a)
    if 23 <= card <= 25:
        return k013.c023_choice_ok(s, step, a)
    if card == 28:
        return k025.c028_choice_ok(s, step, a)
    if card == 29:
        return k025.c029_choice_ok(s, step, a)
    if card == 30:
        return k025.c030_choice_ok(s, step, a)
    if card == 32:
        return k025.c032_choice_ok(s, step, a)
    if card == 34:
        return k025.c034_choice_ok(s, step, a)
    if card == 38:
        return k037.c038_choice_ok(s, step, a)
    if card == 40:
        return k037.c040_choice_ok(s, step, a)
    if card == 41:
        return k037.c041_choice_ok(s, step, a)
    if card == 44:
        return k037.c044_choice_ok(s, step, a)
    if card == 45:
        return k037.c045_choice_ok(s, step, a)
    if card == 46:
        return k037.c046_choice_ok(s, step, a)
    if card == 48 or card == 53:
        return k037.second_card_ok(s, step, a)
    if card == 50:
        return k049.c050_choice_ok(s, step, a)
    if card == 59:
        return k049.c059_choice_ok(s, step, a)
    if card == 61:
        return k061.c061_choice_ok(s, step, a)
    if card == 62:
        return k061.c062_choice_ok(s, step, a)
    if card == 65:
        return k061.c065_choice_ok(s, step, a)
    if card == 74 or card == 79:
        return k073.move_choice_ok(s, card, step, a)
    if card == 76:
        return k073.to_neutral_ok(s, a)
    if card == 77:
        return k073.c077_choice_ok(s, step, a)
    if card == 81:
        return k073.c081_choice_ok(s, step, a)
    if card == 82:
        return k073.c082_choice_ok(s, step, a)
    if card == 84 or card == 85:
        return k073.c084_choice_ok(s, step, a)
    if card == 86:
        return k085.c086_choice_ok(s, step, a)
    if 87 <= card <= 89:
        return k085.c087_choice_ok(s, step, a)
    if card == 91:
        return k085.c091_choice_ok(s, step, a)
    if card == 94:
        return k085.c094_choice_ok(s, step, a)
    if card == 96:
        return k097.c096_choice_ok(s, step, a)
    if card == 99:
        return k097.c099_choice_ok(s, step, a)
    if card == 103:
        return k097.c103_choice_ok(s, step, a)
    if card == 104 or card == 105:
        return k097.c104_choice_ok(s, step, a)
    if card == 106:
        return k097.c106_choice_ok(s, step, a)
    if card == 107:
        return k097.c107_choice_ok(s, step, a)
    if card == 109:
        return k109.c109_choice_ok(s, step, a)
    if card == 110:
        return k109.c110_choice_ok(s, step, a)
    if card == 115:
        return k109.c115_choice_ok(s, step, a)
    if card == 116:
        return k109.c116_choice_ok(s, step, a)
    if card == 117 or card == 118:
        return k109.c117_choice_ok(s, step, a)
    return False


@njit(cache=True)
def answer(s, card, side, step, a):
    """Apply answer a (the FR_EVENT frame is already popped; the card may ask again)."""
    if step >= MIX:
        common_answer(s, step, a)
    elif card == 1:
        k001.c001_answer(s, side, step, a)
    elif 8 <= card <= 10:
        k001.c008_answer(s, side, card, step, a)
    elif card == 13:
        k013.c013_answer(s, side, step, a)
    elif card == 14:
        k013.c014_answer(s, side, step, a)
    elif card == 15:
        k013.c015_answer(s, side, step, a)
    elif card == 17:
        k013.c017_answer(s, side, step, a)
    elif card == 21:
        k013.c021_answer(s, side, step, a)
    elif 23 <= card <= 25:
        k013.c023_answer(s, side, card, step, a)
    elif card == 28:
        k025.c028_answer(s, side, step, a)
    elif card == 29:
        k025.c029_answer(s, side, step, a)
    elif card == 30:
        k025.c030_answer(s, side, step, a)
    elif card == 32:
        k025.c032_answer(s, side, step, a)
    elif card == 34:
        k025.c034_answer(s, side, step, a)
    elif card == 38:
        k037.c038_answer(s, side, step, a)
    elif card == 40:
        k037.c040_answer(s, side, step, a)
    elif card == 41:
        k037.c041_answer(s, side, step, a)
    elif card == 44:
        k037.c044_answer(s, side, step, a)
    elif card == 45:
        k037.c045_answer(s, side, step, a)
    elif card == 46:
        k037.c046_answer(s, side, step, a)
    elif card == 48:
        k037.c048_answer(s, side, step, a)
    elif card == 50:
        k049.c050_answer(s, side, step, a)
    elif card == 53:
        k049.c053_answer(s, side, step, a)
    elif card == 59:
        k049.c059_answer(s, side, step, a)
    elif card == 61:
        k061.c061_answer(s, side, step, a)
    elif card == 62:
        k061.c062_answer(s, side, step, a)
    elif card == 65:
        k061.c065_answer(s, side, step, a)
    elif card == 74 or card == 79:
        k073.move_answer(s, side, card, step, a)
    elif card == 76:
        k073.to_neutral(s, a)
    elif card == 77:
        k073.c077_answer(s, side, step, a)
    elif card == 81:
        k073.c081_answer(s, side, step, a)
    elif card == 82:
        k073.c082_answer(s, side, step, a)
    elif card == 84 or card == 85:
        k073.c084_answer(s, side, card, step, a)
    elif card == 86:
        k085.c086_answer(s, side, step, a)
    elif 87 <= card <= 89:
        k085.c087_answer(s, side, card, step, a)
    elif card == 91:
        k085.c091_answer(s, side, step, a)
    elif card == 94:
        k085.c094_answer(s, side, step, a)
    elif card == 96:
        k097.c096_answer(s, side, step, a)
    elif card == 99:
        k097.c099_answer(s, side, step, a)
    elif card == 103:
        k097.c103_answer(s, side, step, a)
    elif card == 104 or card == 105:
        k097.c104_answer(s, side, card, step, a)
    elif card == 106:
        k097.c106_answer(s, side, step, a)
    elif card == 107:
        k097.c107_answer(s, side, step, a)
    elif card == 109:
        k109.c109_answer(s, side, step, a)
    elif card == 110:
        k109.c110_answer(s, side, step, a)
    elif card == 115:
        k109.c115_answer(s, side, step, a)
    elif card == 116:
        k109.c116_answer(s, side, step, a)
    elif card == 117 or card == 118:
        k109.c117_answer(s, side, step, a)
