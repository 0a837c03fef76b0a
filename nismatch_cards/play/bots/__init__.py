"""Bots for every game: the :class:`Bot` interface, the registry of bots by game and name, the uniform
random bot, the greedy bot over each game's evaluation (``greedy.py``) and the determinized search
(``search.py``).

A bot decides from what its player knows (:class:`~nismatch_cards.play.game.Observation`), never from the
state: ``choose(state, actions)`` (what the play-out, the simulation and ``jugar`` call) builds the
observation of the player to move and hands it to :meth:`Bot.decide`. A game's own bots (in
``games/<juego>/bots``) register here too, and a designer's, with :func:`register`: a bot says the game it plays
in ``game`` (None, the default: every game), and :func:`make_bot` with a game finds only the bots that play it.
"""
from .base import BOTS, FORMER_NAMES, REGISTRY, Bot, RandomBot, bot_name, bot_problem, bots_for, make_bot, register
from .greedy import GreedyBot
from .search import SearchBot

__all__ = ["BOTS", "FORMER_NAMES", "REGISTRY", "Bot", "GreedyBot", "RandomBot", "SearchBot", "bot_name", "bot_problem", "bots_for",
           "make_bot", "register"]
