"""Cuba Libre rules, one module per rulebook chapter (board = chapter 1)."""
