"""The NISMATCH rules engine: complete games played from the card ASTs (rulebook 4-6).

Public API for bots and simulation:

* :class:`Game` (``engine.game``): ``Game.from_project(project, decks, seed, mode)``,
  ``legal_actions()``, ``apply(action)``, ``to_move``, ``over``, ``winner``, ``winners``,
  ``result``, ``digest()``.
* the actions in ``engine.actions`` (frozen dataclasses with ``describe(game)``).
* ``engine.record``: :class:`Recorder`, :func:`replay_file`, :func:`random_game`.
* ``engine.scenario``: :func:`run_scenario_file`.

Inside, ``Game`` is made of mixins, one module per part of the rules: ``turns``, ``marchas``,
``combat``, ``units`` and ``zones``; ``state`` holds the data and ``effects`` the card interpreter.
"""
from .actions import (
    Accept, Action, Activate, Choose, ChooseMarcha, ChooseOption, Decline, Declare, Equip, Finish, Keep, Mulligan,
    Pass, Place, Reequip, ToTaller,
)
from .game import Game, IllegalAction

__all__ = [
    "Accept", "Action", "Activate", "Choose", "ChooseMarcha", "ChooseOption", "Decline", "Declare", "Equip", "Finish", "Game",
    "IllegalAction", "Keep", "Mulligan", "Pass", "Place", "Reequip", "ToTaller",
]
