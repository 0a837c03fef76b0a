"""The bot interface, the registry of bots by game and name, and the uniform random bot (for every game)."""
from __future__ import annotations

import random
from collections import ChainMap
from typing import Callable, MutableMapping

from ..game import Action, GameState, Observation


class Bot:
    """Chooses one action among ``state.legal_actions()`` for the player ``state.to_move``.

    Bots are seeded so that a game between bots is reproducible from its seeds. Subclasses
    override :meth:`decide`, which sees only the observation of the player to move; to look ahead,
    they play on ``observation.determinize(rng)`` (a complete state consistent with it).
    """

    name = "bot"
    #: The id of the game this bot plays (a pack's ``juego.motor``); None for a bot that plays every game (its
    #: instances made by :func:`make_bot` for a game know that game here).
    game: str | None = None
    #: Other names this very class answers to (the names it had before); a subclass does not inherit them.
    former_names: tuple[str, ...] = ()

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, state: GameState, actions: list[Action]) -> Action:
        """The action of ``state.to_move``: :meth:`decide` on what that player knows (built only if read)."""
        obs = LazyObservation(state, state.to_move)
        try:
            return self.decide(obs, actions)
        finally:
            obs.close()

    def decide(self, obs: Observation, actions: list[Action]) -> Action:
        raise NotImplementedError

    def configure(self, option: str) -> None:
        """The text after the colon of a bot's name (``NAME:64``); ValueError when not valid."""
        raise ValueError(f"el bot «{self.name}» no admite opciones («{self.name}:{option}»)")

    @classmethod
    def unfit(cls, game: str | None) -> str | None:
        """Why this bot cannot play ``game`` (a Spanish message), or None: a bot of every game that needs something
        of the game's definition (an evaluation) says here that it lacks it."""
        return None


class LazyObservation:
    """The observation of ``player`` in ``state``, built by ``state.observe`` the first time a bot reads it: a bot
    that decides from the legal actions alone (the random one) never pays for it, and a bot that reads it sees
    exactly ``state.observe(player)``. It is valid while the bot decides: once :meth:`close` is called (the state
    moves on), an observation never read cannot be read any more, so it can never show a later state."""

    __slots__ = ("_state", "_player", "_built")

    def __init__(self, state: GameState, player: int):
        self._state, self._player, self._built = state, player, None

    def __getattr__(self, name: str):
        built = self._built
        if built is None:
            if self._state is None:
                raise RuntimeError("la observación de una decisión pasada no se puede leer: guarda la observación "
                                   "que leíste mientras decidías")
            built = self._built = self._state.observe(self._player)
        return getattr(built, name)

    def close(self) -> None:
        """The decision is over: forget the state (what was read stays readable)."""
        self._state = None


#: The registered bots, by the game they play (None: every game), each by its name.
REGISTRY: dict[str | None, dict[str, Callable[[int], Bot]]] = {None: {}}
#: The bots that play every game.
BOTS: dict[str, Callable[[int], Bot]] = REGISTRY[None]
#: Other names the registered bots answer to, by the bot's own name: the English ones the bundled bots had
#: first (scripts, saved games and figures written with them go on working) and «búsqueda» with its accent.
FORMER_NAMES: dict[str, str] = {}


def bots_for(game: str | None) -> MutableMapping[str, Callable[[int], Bot]]:
    """The bots that play ``game`` by name: its own, then those of every game (a game's own bot wins over one
    of every game with its name). ``game`` None: the bots of every game only."""
    if game is None:
        return BOTS
    return ChainMap(REGISTRY.setdefault(game, {}), BOTS)


def bot_name(name: str, game: str | None = None) -> str:
    """``name`` by the bot's own name: ``random`` is ``aleatorio``, ``OLD:64`` is ``NEW:64`` for a bot whose
    ``former_names`` has ``OLD``. A bot registered under a former name (a designer's ``random``) keeps it."""
    base, colon, option = name.partition(":")
    return (base if base in bots_for(game) else FORMER_NAMES.get(base, base)) + colon + option


def register(cls: type[Bot]) -> type[Bot]:
    """Class decorator: make a bot available by its ``name`` (and by the ``former_names`` of that class) to the
    game it plays (``cls.game``; None: every game)."""
    REGISTRY.setdefault(cls.game, {})[cls.name] = cls
    for former in cls.__dict__.get("former_names", ()):
        FORMER_NAMES[former] = cls.name
    return cls


def make_bot(name: str, seed: int = 0, game: str | None = None) -> Bot:
    """A new bot by name that plays ``game`` (None: a bot of every game), ``NAME:OPTION`` for a bot with an
    option (``NAME:64``); ``KeyError`` with the known names if there is none (or it plays another game),
    ``ValueError`` for an option it does not take."""
    known = bots_for(game)
    base, colon, option = bot_name(name, game).partition(":")
    if base not in known:
        raise KeyError(_unknown(base, game, known))
    cls = known[base]
    unfit = getattr(cls, "unfit", None)
    problem = unfit(game) if unfit is not None else None
    if problem is not None:
        raise ValueError(problem)
    bot = cls(seed)
    if game is not None:
        bot.game = game  # the game this bot plays now (one of every game learns it here)
    if colon:
        bot.configure(option)
    return bot


def _unknown(base: str, game: str | None, known) -> str:
    """Why no bot ``base`` plays ``game``: there is none, or those of that name play other games."""
    available = ", ".join(sorted(known))
    others = sorted(g for g, bots in REGISTRY.items() if g is not None and g != game and base in bots)
    if not others:
        return f"no hay ningún bot «{base}»; bots disponibles: {available}"
    where = " ni ".join(f"«{g}»" for g in others)
    playing = f"a «{game}»" if game is not None else "a todos los juegos"
    return (f"el bot «{base}» es de otro juego (juega a {where}) y no juega {playing}; "
            f"bots disponibles: {available}")


def bot_problem(name: str, game: str | None = None) -> str | None:
    """Why ``name`` names no bot of ``game`` (the Spanish message), or None when ``make_bot(name, game=game)``
    works."""
    try:
        make_bot(name, game=game)
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
