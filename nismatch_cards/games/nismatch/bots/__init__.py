"""Bots: small classes that pick one of the engine's legal actions.

A bot is anything with ``name`` and ``choose(game, actions) -> Action``. Register your own
with :func:`register` and use it by name in ``nismatch simular --bots`` and ``nismatch jugar --vs``.
Bundled: ``random`` (uniform), ``greedy`` (heuristic scores, see ``bots/greedy.py``) and ``search``
(determinized search with greedy playouts, ``bots/search.py``). Bots decide from an
:class:`~..engine.observation.Observation` of their pilot, never from the game.
"""
from .base import BOTS, Bot, RandomBot, bot_problem, make_bot, register
from .greedy import GreedyBot
from .search import SearchBot

__all__ = ["BOTS", "Bot", "GreedyBot", "RandomBot", "SearchBot", "bot_problem", "make_bot", "register"]
