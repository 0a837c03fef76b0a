"""Bots: small classes that pick one of the engine's legal actions.

A bot is anything with ``name`` and ``choose(game, actions) -> Action``. Register your own
with :func:`register` and use it by name in ``nismatch simular --bots`` and ``nismatch jugar --contra``.
Bundled: ``aleatorio`` (uniform), ``voraz`` (greedy heuristic scores, see ``bots/greedy.py``) and
``busqueda`` (determinized search with greedy playouts, ``bots/search.py``); their former English
names, ``random``, ``greedy`` and ``search``, still work (:data:`FORMER_NAMES`). Bots decide from an
:class:`~..engine.observation.Observation` of their pilot, never from the game.
"""
from .base import BOTS, FORMER_NAMES, Bot, RandomBot, bot_name, bot_problem, make_bot, register
from .greedy import GreedyBot
from .search import SearchBot

__all__ = ["BOTS", "FORMER_NAMES", "Bot", "GreedyBot", "RandomBot", "SearchBot", "bot_name", "bot_problem", "make_bot",
           "register"]
