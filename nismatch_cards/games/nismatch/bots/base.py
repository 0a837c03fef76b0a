"""The bot interface, the registry of bots by name, and the uniform random bot."""
from __future__ import annotations

import random
from typing import Callable

from ..engine import Action, Game


class Bot:
    """Chooses one action among ``game.legal_actions()`` for the pilot ``game.to_move``.

    Bots are seeded so that a game between bots is reproducible from its seeds. Subclasses
    override :meth:`choose`; they must not change ``game`` (look ahead on ``game.clone()``).
    """

    name = "bot"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, game: Game, actions: list[Action]) -> Action:
        raise NotImplementedError


BOTS: dict[str, Callable[[int], Bot]] = {}


def register(cls: type[Bot]) -> type[Bot]:
    """Class decorator: make a bot available by its ``name``."""
    BOTS[cls.name] = cls
    return cls


def make_bot(name: str, seed: int = 0) -> Bot:
    """A new bot by name; ``KeyError`` with the known names if there is none."""
    if name not in BOTS:
        raise KeyError(f"no hay ningún bot «{name}»; bots disponibles: {', '.join(sorted(BOTS))}")
    return BOTS[name](seed)


@register
class RandomBot(Bot):
    """Uniform over the legal actions."""

    name = "random"

    def choose(self, game: Game, actions: list[Action]) -> Action:
        return self.rng.choice(actions)
