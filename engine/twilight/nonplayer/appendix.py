"""Part C of shared/spec/twilight_solo.md (our design): per card, the AI's own-play code, the harm of its
human event, the DEFCON risk class and the Ops-first flag, as arrays compiled code reads. Conditions of the
`C` code and the harm tiers that depend on the position are in decide.py (condition, harm)."""
import numpy as np

from engine.twilight.data import N_CARDS

# Own-play codes (B.10.1): E event, O Ops, V event iff its value >= the Ops value, W war (success >= 1/2),
# C event iff the card's condition holds, X a special rule (scoring cards, the China Card, UN Intervention).
CODE_E, CODE_O, CODE_V, CODE_W, CODE_C, CODE_X = range(6)
RISK_NONE, RISK_D1, RISK_HC, RISK_R5 = range(4)

# number: own code, harm, risk, Ops first (Part C columns "Own play", "Harm", "Risk", "Ord").
_ROWS = """
1 X 0 - -|2 X 0 - -|3 X 0 - -|4 C 2 D1 OF|5 O 1 R5 -|6 X 0 - -|7 V 2 - -|8 E 2 - -|9 E 1 - -|10 E 2 - -
11 W 2 - -|12 E 1 - -|13 W 2 - -|14 E 2 - -|15 E 1 - -|16 E 2 - -|17 E 2 - -|18 C 0 - -|19 V 1 - -|20 C 0 - -
21 E 2 - -|22 V 1 - -|23 E 3 - -|24 W 0 - -|25 C 1 - -|26 O 1 HC -|27 E 2 - -|28 V 2 - -|29 V 2 - -|30 E 2 - -
31 C 0 - -|32 X 0 - -|33 O 1 - -|34 C 0 - -|35 C 1 - -|36 W 0 - -|37 X 0 - -|38 X 0 - -|39 C 0 - -|40 O 0 - -
41 O 1 - -|42 E 3 - -|43 C 0 - -|44 E 3 - -|45 C 0 - -|46 C 0 - -|47 V 0 - -|48 C 1 - -|49 O 0 - -|50 C 3 D1 OF
51 C 1 - -|52 E 2 - -|53 E 1 - -|54 E 1 - -|55 E 2 - -|56 V 3 - -|57 C 0 - -|58 E 2 - -|59 E 2 - -|60 O 1 - -
61 C 3 - -|62 O 1 HC -|63 E 2 - -|64 E 1 - -|65 E 2 - -|66 E 1 - -|67 O 2 HC -|68 E 2 - -|69 O 0 - -|70 E 1 - -
71 E 2 - -|72 E 1 - -|73 C 1 - -|74 E 2 - -|75 E 1 - -|76 E 2 - -|77 C 1 - -|78 C 3 - -|79 X 0 - -|80 C 0 - -
81 X 0 - -|82 E 2 - -|83 E 1 - -|84 C 2 - -|85 C 2 HC -|86 E 1 - -|87 E 1 - -|88 E 2 - -|89 C 3 D1 OF|90 E 2 - -
91 E 1 HC -|92 C 0 - -|93 O 1 - -|94 C 2 - OF|95 E 2 - -|96 E 2 HC -|97 C 1 - -|98 E 2 - -|99 E 2 - -|100 C 0 - -
101 E 1 - -|102 W 0 - -|103 O 1 - -|104 C 1 - -|105 C 1 - -|106 E 1 - -|107 V 2 - -|108 O 0 - -|109 C 1 - -|110 E 1 - -
"""

OWN_CODE = np.full(N_CARDS + 1, CODE_X, dtype=np.int64)
HARM = np.zeros(N_CARDS + 1, dtype=np.int64)
RISK = np.zeros(N_CARDS + 1, dtype=np.int64)
OPS_FIRST = np.zeros(N_CARDS + 1, dtype=np.int64)
for _row in _ROWS.replace("\n", "|").split("|"):
    if not _row.strip():
        continue
    _n, _code, _harm, _risk, _ord = _row.split()
    OWN_CODE[int(_n)] = "EOVWCX".index(_code)
    HARM[int(_n)] = int(_harm)
    RISK[int(_n)] = {"-": RISK_NONE, "D1": RISK_D1, "HC": RISK_HC, "R5": RISK_R5}[_risk]
    OPS_FIRST[int(_n)] = _ord == "OF"
assert (OWN_CODE[1:] >= 0).all() and len([r for r in _ROWS.replace("\n", "|").split("|") if r.strip()]) == N_CARDS
