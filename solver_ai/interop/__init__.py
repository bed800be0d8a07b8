"""Adapters that show every registered game to outside libraries: OpenSpiel (openspiel.py) and
PettingZoo (pettingzoo.py). Both need the optional extra `pip install -e ".[openspiel]"`."""
