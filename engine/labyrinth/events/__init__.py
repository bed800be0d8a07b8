"""Labyrinth card events (6.2): the card functions by number, their dispatch, and playing them."""
