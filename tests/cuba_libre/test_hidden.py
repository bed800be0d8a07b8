"""determinize: resample only what nobody sees, keeping one Propaganda card per pile (2.2, 9.2)."""
import numpy as np

from engine.core.rng import seed_words
from engine.cuba_libre import layout as L
from engine.cuba_libre.data import FIRST_PROPAGANDA


def test_determinize_keeps_seen_cards_and_pile_structure(game):
    s = game.new_state("standard", 4)
    for _ in range(40):  # play into the game
        game.step(s, int(game.legal_actions(s)[0]))
    pos, dl, pl = int(s[L.POS]), int(s[L.DECK_LEN]), int(s[L.PILE_LEN])
    before = s.copy()
    changed = False
    for k in range(20):
        t = before.copy()
        game.determinize(t, 0, np.array(seed_words(k, 3), dtype=np.int64))
        deck = t[L.DECK : L.DECK + 52]
        assert np.array_equal(deck[: pos + 2], before[L.DECK : L.DECK + pos + 2])  # played, in play, next
        assert sorted(deck) == list(range(1, 53))
        for p in range(dl // pl):
            assert (deck[p * pl : (p + 1) * pl] >= FIRST_PROPAGANDA).sum() == 1
        # everything but the deck and the dice is untouched
        mask = np.ones(len(t), dtype=bool)
        mask[L.DECK : L.DECK + 52] = False
        mask[L.RNG : L.RNG + 4] = False
        assert np.array_equal(t[mask], before[mask])
        changed |= not np.array_equal(deck, before[L.DECK : L.DECK + 52])
    assert changed


def test_determinize_hides_the_next_card_with_no_reveal(game):
    s = game.new_state("standard", 4, {"no_reveal": True})
    pos = int(s[L.POS])
    seen_next = set()
    for k in range(30):
        t = s.copy()
        game.determinize(t, 0, np.array(seed_words(k, 3), dtype=np.int64))
        seen_next.add(int(t[L.DECK + pos + 1]))
        assert t[L.DECK + pos] == s[L.DECK + pos]
    assert len(seen_next) > 1
