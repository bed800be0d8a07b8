"""Labyrinth: The War on Terror (2nd edition rules): the compiled engine."""
