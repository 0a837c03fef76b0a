"""NISMATCH's own code: the ability language, the rules engine, the bots, simulation and play."""
