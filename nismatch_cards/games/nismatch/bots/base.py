"""The bot interface, the registry of bots by name and the uniform random bot: they are every game's and live in
:mod:`nismatch_cards.play.bots`; this module names them where NISMATCH's bots and older scripts import them."""
from nismatch_cards.play.bots import BOTS, FORMER_NAMES, Bot, RandomBot, bot_name, bot_problem, make_bot, register

__all__ = ["BOTS", "FORMER_NAMES", "Bot", "RandomBot", "bot_name", "bot_problem", "make_bot", "register"]
