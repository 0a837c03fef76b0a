"""Unmatched as a game that plays: its battlefields (:mod:`.board`), the rule constants read from its pack
(:mod:`.rules`), its decks (:mod:`.cards`), its rules engine (:mod:`.engine`, with :mod:`.actions`,
:mod:`.observation` and the texts it cannot play yet, :mod:`.texts`), and how the game-independent tools see it
(:mod:`.definition`, given by :mod:`.plugin`)."""
