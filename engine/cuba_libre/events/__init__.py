"""Chapter 5 Event cards, by card number (cards_NN_MM.py); dispatch.py routes a card side to its functions."""
