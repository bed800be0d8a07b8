"""Properties of the spec's X section that hold in every position: control is exclusive; a coup changes only
its target's influence, the Military Ops and (battleground) DEFCON; a realignment never adds influence; a
region's net for the US is minus the USSR's; under Cuban Missile Crisis a coup by the restricted side only ends
the game. Checked on positions met in seeded random games."""
import numpy as np

from engine.core.rng import seed_words
from engine.twilight import data as D
from engine.twilight import layout as L
from engine.twilight.game import GAME
from engine.twilight.rules import board, ops, scoring


def _positions(n_games=30):
    """States where a coup or realignment target is chosen, from seeded random games."""
    for seed in range(n_games):
        s = GAME.new_state("standard", seed)
        rng = np.array(seed_words(seed, 8), dtype=np.int64)
        while not GAME.is_terminal(s):
            if GAME.pending(s).kind in ("coup", "realign"):
                yield s.copy()
            GAME.apply_action(s, GAME.random_action(s, rng))


def test_coups_and_realignments_change_only_what_the_rules_say():
    inf = L.LAYOUT.fields["inf"]
    seen = {"coup": 0, "realign": 0}
    for s in _positions():
        d = GAME.pending(s)
        side = D.SIDE_IDS.index(d.player)
        for o in d.options:
            if o.action >= L.A_CARD0:
                continue
            c = o.action
            t = s.copy()
            (ops.realign if d.kind == "realign" else ops.coup)(t, side, c)  # the rule alone, not the turn after it
            changed = set(np.flatnonzero(t[inf.offset: inf.offset + inf.size] != s[inf.offset: inf.offset + inf.size]) % 84)
            assert changed <= {c}
            before = L.LAYOUT.view(s, "inf")[:, c]
            after = L.LAYOUT.view(t, "inf")[:, c]
            if d.kind == "coup" and s[L.EFFECT + 40] == side + 1:  # #40: the attempt loses, before any roll
                assert t[L.PHASE] == L.PH_OVER and t[L.END_REASON] == L.END_CMC and not changed
            elif d.kind == "realign":  # 6.2.3: never adds influence, never changes DEFCON or Military Ops
                assert (after <= before).all() and t[L.DEFCON] == s[L.DEFCON] and t[L.MILOPS + side] == s[L.MILOPS + side]
            else:  # 6.3: Military Ops +Ops; DEFCON -1 exactly for a battleground (not a US one under #41)
                assert t[L.MILOPS + side] == s[L.MILOPS + side] + (s[L.OPS_LEFT] - (s[L.BONUS] if D.REGION[c] != D.ASIA else 0)
                                                                 - (0 if D.SUBREGIONS[c] & D.SOUTHEAST_ASIA else s[L.BONUS_SEA]))
                subs = side == D.US and s[L.EFFECT + 41]
                assert t[L.DEFCON] == max(s[L.DEFCON] - (0 if subs else D.BATTLEGROUND[c]), 1)
                assert after[1 - side] <= before[1 - side]
            seen[d.kind] += 1
    assert seen["coup"] > 50 and seen["realign"] > 50


def test_control_is_exclusive_and_region_nets_are_opposite():
    for s in _positions(10):
        for c in range(D.N_COUNTRIES):
            assert not (board.controls(s, D.US, c) and board.controls(s, D.USSR, c))
        for r in range(1, D.N_REGIONS):
            us, ussr = scoring.side_vp(s, D.US, r), scoring.side_vp(s, D.USSR, r)
            t = s.copy()
            scoring.score(t, r)
            assert t[L.VP] - s[L.VP] == us - ussr
