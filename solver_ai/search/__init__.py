"""Look-ahead search over the compiled engines (issue 7): information-set MCTS."""
