"""Unmatched as a game that plays: its battlefields (:mod:`.board`) and, as it grows, its rules engine."""
