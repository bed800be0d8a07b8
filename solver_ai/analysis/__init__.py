"""Post-game analysis (issue 9): every decision of a record judged by look-ahead search."""
