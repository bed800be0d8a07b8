"""Labyrinth rules, one module per rulebook chapter: board (4.x), tables (4.9), cards and sequence (5.x, 6.x),
us_ops (7.x), jihadist_ops and plots (8.x), victory (2.x)."""
