"""The Cuba Libre single-turn model builder (issue 6)."""
