"""What every game shares: the flat-state layout helper, the in-state PRNG, deck helpers, the protocol."""
