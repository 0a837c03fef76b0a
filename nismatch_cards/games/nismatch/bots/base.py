"""The bot interface, the registry of bots and the uniform random bot are every game's
(:mod:`nismatch_cards.play.bots`); this module names them for NISMATCH, where its bots and older scripts import
them: :data:`BOTS` are the bots that play NISMATCH (its own and those of every game), and :func:`make_bot`,
:func:`bot_name` and :func:`bot_problem` look among them."""
from nismatch_cards.play.bots import FORMER_NAMES, REGISTRY, Bot, RandomBot, bots_for, register
from nismatch_cards.play.bots import base as _play

GAME = "nismatch"  # the pack's ``juego.motor`` (``definition.NISMATCH.id``)

#: The bots that play NISMATCH by name: its own (``voraz``, ``busqueda``), then those of every game.
BOTS = bots_for(GAME)


def make_bot(name: str, seed: int = 0) -> Bot:
    """A new bot that plays NISMATCH, by name (:func:`nismatch_cards.play.bots.make_bot`)."""
    return _play.make_bot(name, seed, GAME)


def bot_name(name: str) -> str:
    """``name`` by the bot's own name among NISMATCH's bots (``greedy`` is ``voraz``)."""
    return _play.bot_name(name, GAME)


def bot_problem(name: str) -> str | None:
    """Why ``name`` names no bot that plays NISMATCH, or None."""
    return _play.bot_problem(name, GAME)


__all__ = ["BOTS", "FORMER_NAMES", "GAME", "REGISTRY", "Bot", "RandomBot", "bot_name", "bot_problem", "make_bot",
           "register"]
