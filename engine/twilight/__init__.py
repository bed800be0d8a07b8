"""Twilight Struggle (GMT Deluxe / 2nd-edition rules): the compiled engine (shared/spec/twilight.md)."""
