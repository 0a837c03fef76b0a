"""Bots: small classes that pick one of the engine's legal actions.

A bot is anything with ``name`` and ``choose(game, actions) -> Action``. Register your own
with :func:`register` and use it by name in ``nismatch simulate --bots`` and ``nismatch play --vs``.
"""
from .base import BOTS, Bot, RandomBot, make_bot, register

__all__ = ["BOTS", "Bot", "RandomBot", "make_bot", "register"]
