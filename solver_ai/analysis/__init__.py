"""Post-game analysis: every decision of a record judged by look-ahead search."""
