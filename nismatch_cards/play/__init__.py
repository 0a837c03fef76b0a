"""What plays, for every game: the game interface (``game.py``), the bots that decide on it (``bots/``) and the
loop that plays a game between bots to its end (``playout.py``). No game's own names are used here: a game's
rules engine conforms to :mod:`.game` and is found through its plug-in (``games/<juego>/``)."""
