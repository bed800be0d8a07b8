"""The rules by rulebook section: board (2.1, 8.1, 10.3.1), cards (2.2, 4.3-4.6, 5.6), events (5, 7), ops (6.1-6.3), space (6.4), scoring (10), sequence (3, 4)."""
