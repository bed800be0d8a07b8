"""Single-turn optimisers: one CP-SAT model builder per game behind the interface in `base.py`."""
