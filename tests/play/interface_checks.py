"""Checks every game's state must pass through the game interface (play/game.py), shared by each game's tests."""
from __future__ import annotations

from nismatch_cards.play.bots import RandomBot


def digests_with_clones(game) -> list[str]:
    """The digest after each action of a game between two seeded random bots, checking on the way that a clone
    taken before each action plays it to the same digest (a clone plays on as the game would)."""
    bots, out = [RandomBot(1), RandomBot(2)], []
    while not game.over:
        twin = game.clone()
        action = bots[game.to_move].choose(game, game.legal_actions())
        game.apply(action)
        twin.apply(action)
        assert twin.digest() == game.digest()
        out.append(game.digest())
    return out
