"""NISMATCH's bots: small classes that pick one of the engine's legal actions.

A bot is anything with ``name`` and ``choose(game, actions) -> Action``. Register your own
with :func:`register` and use it by name in ``nismatch simular --bots`` and ``nismatch jugar --contra``.
The interface, the registry and ``aleatorio`` (uniform) are every game's (:mod:`nismatch_cards.play.bots`,
named here too); NISMATCH's own are ``voraz`` (greedy heuristic scores, see ``bots/greedy.py``) and
``busqueda`` (determinized search with greedy playouts, ``bots/search.py``). Their former English
names, ``random``, ``greedy`` and ``search``, still work (each class's ``former_names``, gathered in
:data:`FORMER_NAMES`). Bots decide from an :class:`~..engine.observation.Observation` of their pilot,
never from the game.
"""
from ..compiled_engine import activate as _activate

#: Whether the greedy bot's scores run compiled by Cython (``compiled_engine.py``): as the engine, only when the build
#: matches its source.
KIND = _activate(__path__)

from .base import BOTS, FORMER_NAMES, Bot, RandomBot, bot_name, bot_problem, make_bot, register  # noqa: E402
from .greedy import GreedyBot  # noqa: E402
from .search import SearchBot  # noqa: E402

__all__ = ["BOTS", "FORMER_NAMES", "Bot", "GreedyBot", "RandomBot", "SearchBot", "bot_name", "bot_problem", "make_bot",
           "register"]
