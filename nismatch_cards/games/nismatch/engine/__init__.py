"""The NISMATCH rules engine: complete games played from the card ASTs (rulebook 4-6).

Public API for bots and simulation:

* :class:`Game` (``engine.game``): ``Game.from_project(project, decks, seed, mode)``,
  ``legal_actions()``, ``apply(action)``, ``to_move``, ``over``, ``winner``, ``winners``,
  ``result``, ``returns()``, ``observe(p)``, ``clone()``, ``digest()``: a
  :class:`nismatch_cards.play.game.GameState` (``games/nismatch/definition.py`` is its entry).
* the actions in ``engine.actions`` (frozen dataclasses with ``describe(game)``).
* ``engine.record``: :class:`Recorder`, :func:`replay_file`, :func:`random_game`.
* ``engine.scenario``: :func:`run_scenario_file`.

Inside, ``Game`` is made of mixins, one module per part of the rules: ``turns``, ``marchas``,
``combat``, ``units`` and ``zones``; ``state`` holds the data and ``effects`` the card interpreter. ``compiled_engine``
builds them with Cython and picks the compiled modules when they match their source (:data:`KIND` says which).
"""
from ..compiled_engine import activate as _activate

#: Which engine runs: compiled by Cython, or plain Python and why (``compiled_engine.py``).
KIND = _activate(__path__)

from .actions import (  # noqa: E402  (after the compiled modules are in the path)
    Accept, Action, Activate, Choose, ChooseMarcha, ChooseOption, ChoosePilot, Decline, Declare, Equip, Finish, Keep,
    Mulligan, Pass, Place, Reequip, ToTaller,
)
from .game import Game, IllegalAction  # noqa: E402

__all__ = [
    "Accept", "Action", "Activate", "Choose", "ChooseMarcha", "ChooseOption", "ChoosePilot", "Decline", "Declare",
    "Equip", "Finish", "Game",
    "IllegalAction", "Keep", "Mulligan", "Pass", "Place", "Reequip", "ToTaller",
]
