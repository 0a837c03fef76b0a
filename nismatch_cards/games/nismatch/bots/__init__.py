"""Bots: small classes that pick one of the engine's legal actions.

A bot is anything with ``name`` and ``choose(game, actions) -> Action``. Register your own
with :func:`register` and use it by name in ``nismatch simulate --bots`` and ``nismatch play --vs``.
Bundled: ``random`` (uniform) and ``greedy`` (heuristic scores, see ``bots/greedy.py``).
"""
from .base import BOTS, Bot, RandomBot, make_bot, register
from .greedy import GreedyBot

__all__ = ["BOTS", "Bot", "GreedyBot", "RandomBot", "make_bot", "register"]
