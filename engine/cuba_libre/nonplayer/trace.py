"""The explanation trace of a Non-player decision: which rulebook branch fired, as short codes.

Compiled code only appends (code, argument) pairs to a small int64 buffer the caller passes in
(`note`); `explain(trace)` in Python turns them into sentences citing the rule, e.g.
"8.5.1 Rally step 1: place a Guerrilla in Havana (a Casino, no Syndicate Guerrilla)". The argument
is a space, a piece column, an Event side or unused, as each template says.
"""
import numpy as np

from engine.core import trace as core_trace
from engine.core.trace import note  # noqa: F401 (the bots note their branches through this module)

MAX_NOTES = 8
TRACE_LEN = 1 + 2 * MAX_NOTES  # [0] = notes written, then (code, arg) pairs

# --- 8.1 sequence of play, shared by every Non-player
EVENT = 1
EVENT_2ND_ELIGIBLE = 2
EVENT_INEFFECTIVE = 3
EVENT_MOMENTUM_PROPAGANDA = 4
# 5 is retired (an Event side not built yet: every side is built)
PASS_NO_OP = 6
PASS_MIN_RESOURCES = 7
LAUNDER_DECLINE = 8
FALLBACK_RANDOM = 10
OP_DONE = 11
NO_SA = 12
CASH_HOLDER = 13
CASH_DECLINE = 14
DEPOSIT_BASE = 15
DEPOSIT_OPEN = 16
DEPOSIT_RESOURCES = 17
MARCH_PIECE = 18
MARCH_STOP = 19
# --- 8.5 Syndicate
SYN_RALLY = 30
SYN_RALLY_PLACE = 31
SYN_RALLY_FLIP = 32
SYN_MARCH = 33
SYN_MARCH_EC = 34
SYN_MARCH_EC_FROM = 35
SYN_MARCH_CASH = 36
SYN_MARCH_CASH_FROM = 37
SYN_CONSTRUCT = 38
SYN_CONSTRUCT_OPEN = 39
SYN_CONSTRUCT_PLACE = 40
SYN_TERROR = 41
SYN_TERROR_OPPOSITION = 42
SYN_TERROR_SUPPORT = 43
SYN_TERROR_RANDOM = 44
SYN_PASS = 45
SYN_PROFIT = 46
SYN_PROFIT_SPACE = 47
SYN_MUSCLE = 48
SYN_MUSCLE_SPACE = 49
SYN_MUSCLE_FROM = 50
SYN_BRIBE = 51
SYN_BRIBE_SMUGGLE = 52
SYN_BRIBE_CASINO = 53
SYN_BRIBE_SYNDICATE = 54
SYN_BRIBE_TARGET = 55
SYN_CONSTRUCT_MODE = 56
# --- 8.6 Directorio
DR_TERROR = 60
DR_TERROR_SUPPORT = 61
DR_TERROR_OPPOSITION = 62
DR_TERROR_ASSASSIN = 63
DR_ASSASSINATE = 64
DR_ASSASSINATE_SPACE = 65
DR_TARGET = 66
DR_RALLY = 67
DR_RALLY_FLIP = 68  # the five Rally steps are DR_RALLY_FLIP + 0 .. 4
DR_RALLY_BASE = 69
DR_RALLY_WITH_BASES = 70
DR_RALLY_OTHER = 71
DR_RALLY_RANDOM = 72
DR_SUBVERT = 73
DR_SUBVERT_OPPOSITION = 74
DR_SUBVERT_SUPPORT = 75
DR_SUBVERT_POP = 76
DR_MARCH = 77
DR_MARCH_CONTROL = 78
DR_MARCH_HAVANA = 79
DR_MARCH_FROM = 80
DR_ATTACK = 81
DR_ATTACK_SPACE = 82
DR_AMBUSH = 83
DR_PASS = 84
DR_EXPAT_CONTROL = 85
DR_EXPAT_BASE = 86
DR_EXPAT_RANDOM = 87
DR_EXPAT_NONE = 88
RALLY_BASE_PIECE = 89
RALLY_PLACE_ALL = 90
# --- 8.7 26July
M26_TERROR = 100
M26_KIDNAP = 101
M26_KIDNAP_SPACE = 102
M26_TERROR_EC = 103  # the Terror steps 2-4 are M26_TERROR_EC + 0 .. 2
M26_TERROR_SHIFT = 104
M26_TERROR_CARACAS = 105
M26_RALLY = 106
M26_RALLY_FLIP = 107  # the five Rally steps are M26_RALLY_FLIP + 0 .. 4
M26_RALLY_BASE = 108
M26_RALLY_WITH_BASES = 109
M26_RALLY_OTHER = 110
M26_RALLY_RANDOM = 111
M26_INFILTRATE_SA = 112
M26_INFILTRATE = 113
M26_MARCH = 114
M26_MARCH_GOVT = 115
M26_MARCH_HAVANA = 116
M26_MARCH_FROM = 117
M26_ATTACK = 118
M26_ATTACK_SPACE = 119
M26_AMBUSH = 120
M26_TARGET = 121
M26_PASS = 122
M26_AGITATE = 123

# --- 8.8 Government
GOVT_TRAIN = 140
GOVT_TRAIN_CUBES = 141
GOVT_TRAIN_BASE = 142
GOVT_TRAIN_BASE_PLACE = 143
GOVT_TRAIN_CIVIC = 144
GOVT_CIVIC = 145
GOVT_GARRISON = 146
GOVT_GARRISON_TO = 147
GOVT_CUBES_FROM = 148
GOVT_CUBE = 149
GOVT_GARRISON_ASSAULT = 150
GOVT_SWEEP = 151
GOVT_SWEEP_SPACE = 152
GOVT_ASSAULT = 153
GOVT_ASSAULT_SPACE = 154
GOVT_TARGET = 155
GOVT_AIR_STRIKE = 156
GOVT_REPRISAL = 157
GOVT_TRANSPORT = 158
GOVT_SA_SPACE = 159
GOVT_TRANSPORT_TO = 160
GOVT_RELOCATE_TO = 161
GOVT_REDEPLOY_FROM = 162
GOVT_REDEPLOY_TO = 163
GOVT_PASS = 164
# --- 8.1 Momentum, 8.8.1, 8.6.5 and the Capabilities the flowcharts name
EVENT_GOVT_MOMENTUM = 170
GOVT_ARMORED_CARS = 171
GOVT_MOSQUERA = 172
GOVT_MASFERRER = 173
GOVT_MASFERRER_KEEP = 174
GOVT_MASFERRER_ASSAULT = 175
GOVT_GUANTANAMO = 176
DR_CARACAS = 177
DR_CARACAS_BASE = 178
M26_RAUL_REROLL = 179
M26_RAUL_KEEP = 180
SYN_MAFIA_ASSASSINATE = 181
SYN_MAFIA_SPACE = 182
SYN_MAFIA_TARGET = 183
M26_GUERRILLA_LIFE = 184
DR_MORGAN = 185
GOVT_REDEPLOY_PROVINCE = 187
M26_EL_CHE = 188
# --- 8.4.3 / 8.4.4 a step inside an Event (events.py)
EV_ONLY = 190
EV_WHO = 191
EV_WHERE_BASES = 192
EV_WHERE_PIECES = 193
EV_WHERE_SUPPORT = 194
EV_WHERE_GUIDE = 195
EV_WHERE_RANDOM = 196
EV_EFFECT_BASES = 197
EV_EFFECT_PIECES = 198
EV_EFFECT_SUPPORT = 199
EV_EFFECT_GUIDE = 200
EV_EFFECT_RANDOM = 201
EV_FREE_OP = 202

# argument kinds
_N, _SP, _PIECE, _SIDE, _FACTION, _NUM = 0, 1, 2, 3, 4, 5
TEXT = {
    EVENT: ("8.1 Event or Ops: a Non-player takes the Event, the {} text (8.4.2)", _SIDE),
    EVENT_2ND_ELIGIBLE: ("8.1 2nd Eligible: a Non-player Syndicate (the Government a player) or DR (26July a player) takes Ops + SA, not the Event", _N),
    EVENT_INEFFECTIVE: ("8.1 Ineffective Events: the Event would change nothing -> Operations", _N),
    EVENT_MOMENTUM_PROPAGANDA: ("8.1 a Momentum Event is not taken: the next card is a Propaganda card -> Operations", _N),
    PASS_NO_OP: ("8.1 no Operation may be executed now -> Pass", _N),
    PASS_MIN_RESOURCES: ("8.1 Minimum Resources: not enough to pay for one non-EC space -> Pass", _N),
    LAUNDER_DECLINE: ("8.1 No Laundering, 8.1.2 never transfer voluntarily: the Non-player keeps its Cash", _N),
    FALLBACK_RANDOM: ("no Non-player priority decides this step -> a random legal answer", _N),
    OP_DONE: ("8.1.1 the procedure has no further space -> done", _N),
    NO_SA: ("the Special Activity priorities find nothing to do -> done", _N),
    CASH_HOLDER: ("8.1.2 Placing Cash: with the {} (own Underground Guerrillas first)", _PIECE),
    CASH_DECLINE: ("8.1.2 no own or Non-player piece may hold the Cash -> it is not placed", _N),
    DEPOSIT_BASE: ("8.1.2 Bases: the Cash Deposit places a Base (Syndicate: an open Casino), not +6 Resources", _N),
    DEPOSIT_OPEN: ("8.1.2 final Propaganda Round: the Syndicate's Cash opens a closed Casino", _N),
    DEPOSIT_RESOURCES: ("6.2.4 no Base can be placed -> +6 Resources", _N),
    MARCH_PIECE: ("8.1.2 March: move {} (most Underground at the destination, Active first, Cash first into non-ECs)", _PIECE),
    MARCH_STOP: ("8.1.2 March: the group is complete", _N),
    SYN_RALLY: ("8.5.1 Rally: a space with a Casino and no Syndicate Guerrilla can get one -> Rally", _N),
    SYN_RALLY_PLACE: ("8.5.1 Rally step 1: place a Guerrilla in {} (a Casino, no Syndicate Guerrilla)", _SP),
    SYN_RALLY_FLIP: ("8.5.1 Rally step 2: flip the Syndicate Guerrillas Underground in {} (open Casino, a cube, Active Guerrillas)", _SP),
    SYN_MARCH: ("8.5.2 March: Rally's condition is not met; a March into an empty EC or with Cash is possible -> March", _N),
    SYN_MARCH_EC: ("8.5.2 March step 1: 1 Guerrilla into {}, an EC empty of pieces", _SP),
    SYN_MARCH_EC_FROM: ("8.5.2 March step 1: from {} (most Syndicate Guerrillas, then no open Casino)", _SP),
    SYN_MARCH_CASH: ("8.5.2 March step 2: the next Propaganda is the final one -> Guerrillas with Cash into {} (closed Casino)", _SP),
    SYN_MARCH_CASH_FROM: ("8.5.2 March step 2: Guerrillas with Cash from {} (no closed Casino)", _SP),
    SYN_CONSTRUCT: ("8.5.3 Construct: Available plus closed Casinos exceed the Cash on the map -> Construct", _N),
    SYN_CONSTRUCT_OPEN: ("8.5.3 Construct: the next Propaganda is the final one -> open the closed Casino in {}", _SP),
    SYN_CONSTRUCT_PLACE: ("8.5.3 Construct: place a closed Casino in {} (spaces with Casinos first)", _SP),
    SYN_CONSTRUCT_MODE: ("8.5.3 Construct in {}: as planned for this space", _SP),
    SYN_TERROR: ("8.5.4 Terror: no other Operation's condition is met -> Terror", _N),
    SYN_TERROR_OPPOSITION: ("8.5.4 Terror step 1: 26July is a player at victory -> Terror in {} (Opposition)", _SP),
    SYN_TERROR_SUPPORT: ("8.5.4 Terror step 2: the Government is a player at victory -> Terror in {} (Support)", _SP),
    SYN_TERROR_RANDOM: ("8.5.4 Terror step 3: Terror in 1 random space: {}", _SP),
    SYN_PASS: ("8.5.4 no Underground Syndicate Guerrilla can Terror -> Pass", _N),
    SYN_PROFIT: ("8.5.5 Profit: Cash is Available and a Syndicate Guerrilla is in an open-Casino space", _N),
    SYN_PROFIT_SPACE: ("8.5.5 Profit: Cash in {} (no Syndicate Cash first, then no other faction's pieces)", _SP),
    SYN_MUSCLE: ("8.5.5 Muscle: no Profit; an open Casino under 26July (else DR) Control can receive cubes", _N),
    SYN_MUSCLE_SPACE: ("8.5.5 Muscle into {} (open Casino, 26July Control first, then DR)", _SP),
    SYN_MUSCLE_FROM: ("8.5.5 Muscle: a cube from {} (most cubes of that kind)", _SP),
    SYN_BRIBE: ("8.5.5 Bribe: no Profit or Muscle (or after Terror) and a Bribe target exists", _N),
    SYN_BRIBE_SMUGGLE: ("8.5.5 Bribe step 1: in {}, removing the holders so that their Cash passes to the Syndicate", _SP),
    SYN_BRIBE_CASINO: ("8.5.5 Bribe step 2: 26July, then DR pieces in {} (open Casino)", _SP),
    SYN_BRIBE_SYNDICATE: ("8.5.5 Bribe step 3: 26July, then DR pieces in {} (a Syndicate piece; ECs last)", _SP),
    SYN_BRIBE_TARGET: ("8.1.2 Bribe target: {} (Bases first, 26July before DR, Underground first)", _PIECE),
    DR_TERROR: ("8.6.1 Terror: a space at Active Support or Opposition, or an Assassination of a Government Base -> Terror", _N),
    DR_TERROR_SUPPORT: ("8.6.1 Terror step 1: {} (Active Support)", _SP),
    DR_TERROR_OPPOSITION: ("8.6.1 Terror step 2: {} (Active Opposition)", _SP),
    DR_TERROR_ASSASSIN: ("8.6.1 Terror step 3: 1 more space with an Assassination target: {} (Government Base, player's Base, other)", _SP),
    DR_ASSASSINATE: ("8.6.1 Assassinate in a Terror space where DR Guerrillas outnumber the Police", _N),
    DR_ASSASSINATE_SPACE: ("8.6.1 Assassinate in {} (Government Base, player's Base, Cash, open Casino, cube, 26July piece)", _SP),
    DR_TARGET: ("8.6 / 8.1.2 target: {}", _PIECE),
    DR_RALLY: ("8.6.2 Rally: no Terror; 6+ DR Guerrillas Available or a Base can be placed -> Rally", _N),
    DR_RALLY_FLIP: ("8.6.2 Rally step 1: flip the Active DR Guerrillas in {} (DR Base, any cubes)", _SP),
    DR_RALLY_BASE: ("8.6.2 Rally step 2: 2 Guerrillas become a Base in {} (3+ Guerrillas, room)", _SP),
    DR_RALLY_WITH_BASES: ("8.6.2 Rally step 3: place Guerrillas in {} (a DR Base: Pop + Bases)", _SP),
    DR_RALLY_OTHER: ("8.6.2 Rally step 4: 1 Guerrilla in {} (other DR Guerrillas)", _SP),
    DR_RALLY_RANDOM: ("8.6.2 Rally step 5: 1 Guerrilla in 1 random City or Province: {}", _SP),
    DR_SUBVERT: ("8.6.2 Subvert: a Province with DR Control", _N),
    DR_SUBVERT_OPPOSITION: ("8.6.2 Subvert: 26July is at victory -> {} (most Opposition removed)", _SP),
    DR_SUBVERT_SUPPORT: ("8.6.2 Subvert: {} (most Support removed)", _SP),
    DR_SUBVERT_POP: ("8.6.2 Subvert: {} (highest Pop, Neutral first)", _SP),
    DR_MARCH: ("8.6.3 March: no Terror or Rally, and no space where removing 1-2 Government/Syndicate pieces gives DR Control (or no Attack) -> March", _N),
    DR_MARCH_CONTROL: ("8.6.3 March step 1: DR Control of {}, the highest Pop it can reach", _SP),
    DR_MARCH_HAVANA: ("8.6.3 March step 2: into {}, closer to Havana, from the space with the most DR Guerrillas that can move", _SP),
    DR_MARCH_FROM: ("8.6.3 March from {} (most DR Guerrillas; never its last Guerrilla or its DR Control)", _SP),
    DR_ATTACK: ("8.6.4 Attack: removing 1-2 Government/Syndicate pieces gives DR Control somewhere (or no March) -> Attack", _N),
    DR_ATTACK_SPACE: ("8.6.4 Attack in {} (an Underground or 4+ DR Guerrillas; most DR Guerrillas first)", _SP),
    DR_AMBUSH: ("8.6.4 Ambush in {} (the Attack space with the fewest DR Guerrillas; Cash, Government, Syndicate, 26July targets)", _SP),
    DR_PASS: ("8.6 no Operation of the flowchart is possible -> Pass", _N),
    DR_EXPAT_CONTROL: ("8.6.2 Expat Backing: DR Control of the greatest Pop: {}", _SP),
    DR_EXPAT_BASE: ("8.6.2 Expat Backing: no Control can be gained -> a Base in {}", _SP),
    DR_EXPAT_RANDOM: ("8.6.2 Expat Backing: Guerrillas in a random space: {}", _SP),
    DR_EXPAT_NONE: ("8.6.2 Expat Backing: DR cannot Rally anywhere -> none", _N),
    M26_TERROR: ("8.7.1 Terror: it can enable a Kidnap, a Sabotage or a shift -> Terror", _N),
    M26_KIDNAP: ("8.7.1 Terror step 1: Kidnap (against Cash or Resources) in its Terror space", _N),
    M26_KIDNAP_SPACE: ("8.7.1 Kidnap in {} (an EC first, then a City, finally an open Casino)", _SP),
    M26_TERROR_EC: ("8.7.1 Terror step 2: {} (an EC without Sabotage)", _SP),
    M26_TERROR_SHIFT: ("8.7.1 Terror step 3: {} (Support or Neutral)", _SP),
    M26_TERROR_CARACAS: ("8.7.1 Terror step 4: Pact of Caracas -> {} (Passive Opposition)", _SP),
    M26_RALLY: ("8.7.2 Rally: no effective Terror; 6+ 26July Guerrillas Available or a Base can be placed -> Rally", _N),
    M26_RALLY_FLIP: ("8.7.2 Rally step 1: flip the Active 26July Guerrillas in {} (26July Base, any cubes)", _SP),
    M26_RALLY_BASE: ("8.7.2 Rally step 2: 2 Guerrillas become a Base in {} (3+ Guerrillas, room)", _SP),
    M26_RALLY_WITH_BASES: ("8.7.2 Rally step 3: place Guerrillas in {} (26July Bases: 2 x (Bases + Pop))", _SP),
    M26_RALLY_OTHER: ("8.7.2 Rally step 4: 1 Guerrilla in {} (other 26July Guerrillas)", _SP),
    M26_RALLY_RANDOM: ("8.7.2 Rally step 5: 1 Guerrilla in 1 random City or Province: {}", _SP),
    M26_INFILTRATE_SA: ("8.7.2 Infiltrate: a cube without Support, with or next to an Underground 26July Guerrilla", _N),
    M26_INFILTRATE: ("8.7.2 Infiltrate in {} (an EC, then Cash taken, then the last Police)", _SP),
    M26_MARCH: ("8.7.3 March: no Terror or Rally, no space with 4+ 26July Guerrillas and a Government piece -> March", _N),
    M26_MARCH_GOVT: ("8.7.3 March step 1: into {}, Government-Controlled (with Support first), from adjacent Opposition and ECs", _SP),
    M26_MARCH_HAVANA: ("8.7.3 March step 2: into {}, closer to Havana, from the space with the most 26July Guerrillas that can move", _SP),
    M26_EL_CHE: ("8.7.3 El Che: the instruction is reversed -> step 2 (closer to Havana) first, then step 1", _N),
    M26_MARCH_FROM: ("8.7.3 March from {} (never its last 26July Guerrilla)", _SP),
    M26_ATTACK: ("8.7.4 Attack: a space with 4+ 26July Guerrillas and a Government piece (or no March) -> Attack", _N),
    M26_ATTACK_SPACE: ("8.7.4 Attack in {} (4+ 26July Guerrillas, then 1 more with an Underground one)", _SP),
    M26_AMBUSH: ("8.7.4 Ambush in {} (the Attack space with the fewest 26July Guerrillas; Cash, then a Government Base)", _SP),
    M26_TARGET: ("8.7.4 target: {} (Cash first, then only Government forces)", _PIECE),
    M26_PASS: ("8.7 no Operation of the flowchart is possible -> Pass", _N),
    M26_AGITATE: ("8.7.5 Agitation in {} (highest Pop, Support, fewest Terror; Terror removed only for a shift)", _SP),
    GOVT_TRAIN: ('8.8.2 Train: a City or Government-Base space lacks Control, Police or Troops -> Train', _N),
    GOVT_TRAIN_CUBES: ('8.8.2 Train step 1: 4 cubes in {} (no Control first, then no Police, then no Troops)', _SP),
    GOVT_TRAIN_BASE: ('8.8.2 Train step 2: {}, a Province with 2+ cubes and room for a Base, is a Train space', _SP),
    GOVT_TRAIN_BASE_PLACE: ('8.8.2 Train step 2: 2 cubes (Troops first) become a Base in {}', _SP),
    GOVT_TRAIN_CIVIC: ('8.8.2 Train step 3: no Base placed -> Civic Action (Resources stay at 9 or more)', _N),
    GOVT_CIVIC: ('8.8.6 Civic Action in {} (the largest shift; Resources stay at 9 or more but in the final Round)', _SP),
    GOVT_GARRISON: ('8.8.3 Garrison: in an EC 26July Guerrillas are Underground or outnumber the cubes -> Garrison', _N),
    GOVT_GARRISON_TO: ('8.8.3 Garrison into {} (ECs to match the Guerrillas, then Cities lacking Control, Police or Troops)', _SP),
    GOVT_CUBES_FROM: ('8.8 cubes from {} (the most of that kind; never the last Police, never its Control)', _SP),
    GOVT_CUBE: ('8.8 move {}', _PIECE),
    GOVT_GARRISON_ASSAULT: ('8.8.3 Garrison Assault in {} (the most 26July pieces)', _SP),
    GOVT_SWEEP: ('8.8.4 Sweep: no Garrison; Assault alone would not remove a Base or 4+ Guerrillas -> Sweep', _N),
    GOVT_SWEEP_SPACE: ('8.8.4 Sweep in {} (Underground 26July/DR: Support first, then Havana; where cubes are)', _SP),
    GOVT_ASSAULT: ('8.8.5 Assault: it adds Control, removes a Base or 3+ 26July/DR Guerrillas -> Assault', _N),
    GOVT_ASSAULT_SPACE: ('8.8.5 Assault in {} (most 26July/DR Bases, then Cash, then Guerrillas)', _SP),
    GOVT_TARGET: ('8.8 target: {} (Bases, Cash, 26July, DR, Syndicate)', _PIECE),
    GOVT_AIR_STRIKE: ('8.8.3 Air Strike: a target and not Embargoed', _N),
    GOVT_REPRISAL: ('8.8.3 Reprisal: no Air Strike; a Government-Controlled space with Opposition', _N),
    GOVT_TRANSPORT: ("8.8.2 Transport: Troops beyond a City's Control to where they are wanted", _N),
    GOVT_SA_SPACE: ('8.8 the Special Activity in {}', _SP),
    GOVT_TRANSPORT_TO: ('8.8.2 Transport to {} (a Province with Police and no Troops; Active Guerrillas; Control to break)', _SP),
    GOVT_RELOCATE_TO: ('8.8.3 Reprisal: the Guerrilla (26July, DR, Syndicate; Underground first) to {} (Neutral or Opposition first)', _SP),
    GOVT_REDEPLOY_FROM: ('8.8.7 Redeploy from {}', _SP),
    GOVT_REDEPLOY_TO: ('8.8.7 Redeploy to {} (Police where wanted; Troops evenly)', _SP),
    GOVT_PASS: ('8.8 no Operation of the flowchart is possible -> Pass', _N),
    EVENT_GOVT_MOMENTUM: ("8.1 Momentum: a Government Momentum Event is in effect -> the Non-player Government takes Ops + SA", _N),
    GOVT_ARMORED_CARS: ("8.8.1 Armored Cars: an Assault (Troops moved in from anywhere) can remove a 26July Base or 4+ Guerrillas -> Assault", _N),
    GOVT_MOSQUERA: ("8.8.1 Sanchez Mosquera: an Assault can remove a 26July Base or 4+ Guerrillas from Mountains -> Assault", _N),
    GOVT_MASFERRER: ("8.8.1 Rolando Masferrer: a Sweep can Activate 4+ Guerrillas or its free Assault remove a 26July Base -> Sweep", _N),
    GOVT_MASFERRER_KEEP: ("8.8.1 Rolando Masferrer: the Sweep's Special Activity is its free Assault", _N),
    GOVT_MASFERRER_ASSAULT: ("8.8.1 Rolando Masferrer: the free Assault in {} (8.8.5 priorities)", _SP),
    GOVT_GUANTANAMO: ("8.8.1 Guantanamo Bay: an Air Strike can remove 2 pieces -> Air Strike", _N),
    DR_CARACAS: ("8.6.5 Caracas: the Pact is in effect, 26July a player at victory, 2+ DR Bases -> remove 2 DR Bases", _N),
    DR_CARACAS_BASE: ("8.6.5 Caracas: remove the DR Base in {} (a random space)", _SP),
    M26_RAUL_REROLL: ("8.7 Raul: reroll the die (a Kidnap roll of 1 or 2, a failed Attack)", _N),
    M26_RAUL_KEEP: ("8.7 Raul: keep the die (a Kidnap roll of 3+, a successful Attack)", _N),
    SYN_MAFIA_ASSASSINATE: ("8.5.5 Mafia Offensive: Assassinate in a Terror space instead of Bribing", _N),
    SYN_MAFIA_SPACE: ("8.5.5 Mafia Offensive: Assassinate in {} (8.1.2: a player's pieces, Bases first)", _SP),
    SYN_MAFIA_TARGET: ("8.5.5 Mafia Offensive: remove {} (8.1.2)", _PIECE),
    M26_GUERRILLA_LIFE: ("8.7.2 The Guerrilla Life: placing flips the space's Guerrillas too -> place Guerrillas in {}", _SP),
    DR_MORGAN: ("8.6.3 Morgan: the March starts from {}, up to 2 spaces away", _SP),
    GOVT_REDEPLOY_PROVINCE: ("8.8.7 Redeploy: Police to {}, a Province whose Troops leave, to keep Control", _SP),
    EV_ONLY: ("8.4.3 the Event step has a single answer", _N),
    EV_WHO: ("8.4.4 who: {} receives the Event's benefit (the executing faction, then a random Non-player)", _FACTION),
    EV_WHERE_BASES: ("8.4.4 where: {} - the most Bases placed, removed or replaced", _SP),
    EV_WHERE_PIECES: ("8.4.4 where: {} - the most pieces placed, removed or replaced (8.4.3)", _SP),
    EV_WHERE_SUPPORT: ("8.4.4 where: {} - as many pieces as elsewhere, the greatest Total Support and Opposition affected", _SP),
    EV_WHERE_GUIDE: ("8.4.4 where: {} - as good as elsewhere, the 8.1.2 piece priorities (players' pieces first, Underground first)", _SP),
    EV_WHERE_RANDOM: ("8.4.4 where: {} - otherwise at random (8.2)", _SP),
    EV_EFFECT_BASES: ("8.4.3 placement: effect {} - the most Bases placed, removed or replaced", _NUM),
    EV_EFFECT_PIECES: ("8.4.3 placement: effect {} - the most pieces placed, removed or replaced", _NUM),
    EV_EFFECT_SUPPORT: ("8.4.4 effect {} - as many pieces, the greatest Total Support and Opposition affected", _NUM),
    EV_EFFECT_GUIDE: ("8.1.2 effect {} - as many pieces, the piece priorities (players' pieces first, Underground first)", _NUM),
    EV_EFFECT_RANDOM: ("8.4.4 effect {} - the effects are equal: at random", _NUM),
    EV_FREE_OP: ("8.4.4 free Op: {} takes the Operation its own flowchart takes", _FACTION),
    RALLY_BASE_PIECE: ("8.1.2 own pieces replaced: {} (Active before Underground)", _PIECE),
    RALLY_PLACE_ALL: ("8.1.1 maximum extent: place every Guerrilla allowed", _N),
}


def new_trace() -> np.ndarray:
    return core_trace.new_trace(MAX_NOTES)


def explain(trace: np.ndarray) -> list[str]:
    """The sentences of a trace, in the order the branches fired."""
    from engine.cuba_libre.data import FACTION_NAMES, SPACE_NAMES
    from engine.cuba_libre.layout import PIECE_NAMES

    return core_trace.explain(trace, TEXT, {_SP: SPACE_NAMES.__getitem__, _PIECE: PIECE_NAMES.__getitem__,
                                            _FACTION: FACTION_NAMES.__getitem__, _NUM: str,
                                            _SIDE: lambda side: "shaded" if side == 1 else "unshaded"})
