"""The bot interface, the registry of bots by name, and the uniform random bot.

A bot decides from what its pilot knows (:class:`~..engine.observation.Observation`), never from
the game: ``choose(game, actions)`` (what the simulation and ``nismatch jugar`` call) builds the
observation of the pilot to move and hands it to :meth:`Bot.decide`.
"""
from __future__ import annotations

import random
from typing import Callable

from ..engine import Action, Game
from ..engine.observation import Observation, observe


class Bot:
    """Chooses one action among ``game.legal_actions()`` for the pilot ``game.to_move``.

    Bots are seeded so that a game between bots is reproducible from its seeds. Subclasses
    override :meth:`decide`, which sees only the observation of the pilot to move; to look ahead,
    they play on ``observation.determinize(rng)`` (a complete game consistent with it).
    """

    name = "bot"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, game: Game, actions: list[Action]) -> Action:
        """The action of ``game.to_move``: :meth:`decide` on what that pilot knows."""
        return self.decide(observe(game, game.to_move), actions)

    def decide(self, obs: Observation, actions: list[Action]) -> Action:
        raise NotImplementedError

    def configure(self, option: str) -> None:
        """The text after the colon of a bot's name (``busqueda:64``); ValueError when not valid."""
        raise ValueError(f"el bot «{self.name}» no admite opciones («{self.name}:{option}»)")


BOTS: dict[str, Callable[[int], Bot]] = {}
#: Other names the bundled bots answer to: the English ones they had first (scripts, saved games and
#: figures written with them go on working) and «búsqueda» with its accent.
FORMER_NAMES = {"random": "aleatorio", "greedy": "voraz", "search": "busqueda", "búsqueda": "busqueda"}


def bot_name(name: str) -> str:
    """``name`` by the bot's own name: ``greedy`` is ``voraz``, ``search:64`` is ``busqueda:64``. A bot
    registered under a former name (a designer's ``random``) keeps it."""
    base, colon, option = name.partition(":")
    return (base if base in BOTS else FORMER_NAMES.get(base, base)) + colon + option


def register(cls: type[Bot]) -> type[Bot]:
    """Class decorator: make a bot available by its ``name``."""
    BOTS[cls.name] = cls
    return cls


def make_bot(name: str, seed: int = 0) -> Bot:
    """A new bot by name, ``NAME:OPTION`` for a bot with an option (``busqueda:64``); ``KeyError`` with
    the known names if there is none, ``ValueError`` for an option it does not take."""
    base, colon, option = bot_name(name).partition(":")
    if base not in BOTS:
        raise KeyError(f"no hay ningún bot «{base}»; bots disponibles: {', '.join(sorted(BOTS))}")
    bot = BOTS[base](seed)
    if colon:
        bot.configure(option)
    return bot


def bot_problem(name: str) -> str | None:
    """Why ``name`` names no bot (the Spanish message), or None when ``make_bot(name)`` works."""
    try:
        make_bot(name)
    except (KeyError, ValueError) as error:
        return error.args[0]
    return None


@register
class RandomBot(Bot):
    """Uniform over the legal actions."""

    name = "aleatorio"

    def decide(self, obs: Observation, actions: list[Action]) -> Action:
        return self.rng.choice(actions)
