"""The bot interface, the registry of bots by name, and the uniform random bot (for every game)."""
from __future__ import annotations

import random
from typing import Callable

from ..game import Action, GameState, Observation


class Bot:
    """Chooses one action among ``state.legal_actions()`` for the player ``state.to_move``.

    Bots are seeded so that a game between bots is reproducible from its seeds. Subclasses
    override :meth:`decide`, which sees only the observation of the player to move; to look ahead,
    they play on ``observation.determinize(rng)`` (a complete state consistent with it).
    """

    name = "bot"
    #: Other names this very class answers to (the names it had before); a subclass does not inherit them.
    former_names: tuple[str, ...] = ()

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, state: GameState, actions: list[Action]) -> Action:
        """The action of ``state.to_move``: :meth:`decide` on what that player knows."""
        return self.decide(state.observe(state.to_move), actions)

    def decide(self, obs: Observation, actions: list[Action]) -> Action:
        raise NotImplementedError

    def configure(self, option: str) -> None:
        """The text after the colon of a bot's name (``NAME:64``); ValueError when not valid."""
        raise ValueError(f"el bot «{self.name}» no admite opciones («{self.name}:{option}»)")


BOTS: dict[str, Callable[[int], Bot]] = {}
#: Other names the registered bots answer to, by the bot's own name: the English ones the bundled bots had
#: first (scripts, saved games and figures written with them go on working) and «búsqueda» with its accent.
FORMER_NAMES: dict[str, str] = {}


def bot_name(name: str) -> str:
    """``name`` by the bot's own name: ``random`` is ``aleatorio``, ``OLD:64`` is ``NEW:64`` for a bot whose
    ``former_names`` has ``OLD``. A bot registered under a former name (a designer's ``random``) keeps it."""
    base, colon, option = name.partition(":")
    return (base if base in BOTS else FORMER_NAMES.get(base, base)) + colon + option


def register(cls: type[Bot]) -> type[Bot]:
    """Class decorator: make a bot available by its ``name`` (and by the ``former_names`` of that class)."""
    BOTS[cls.name] = cls
    for former in cls.__dict__.get("former_names", ()):
        FORMER_NAMES[former] = cls.name
    return cls


def make_bot(name: str, seed: int = 0) -> Bot:
    """A new bot by name, ``NAME:OPTION`` for a bot with an option (``NAME:64``); ``KeyError`` with
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
    former_names = ("random",)

    def decide(self, obs: Observation, actions: list[Action]) -> Action:
        return self.rng.choice(actions)
