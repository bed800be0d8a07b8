"""Look-ahead search over the compiled engines: information-set MCTS."""
