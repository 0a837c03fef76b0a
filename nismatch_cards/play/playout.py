"""A game played between bots to its end: the loop the simulation, the records and the tests share."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from .bots import Bot
from .game import Action, GameState


@dataclass
class PlayOut:
    """How a play-out ended: the ``state`` as it stands, the ``actions`` the bots chose, whether the game is
    ``finished`` (False: stopped at the action limit) and its ``returns`` (zeros when not finished)."""

    state: GameState
    actions: int
    finished: bool
    returns: tuple[float, ...]


def play_out(state: GameState, bots: Sequence[Bot], max_actions: int | None = None,
             apply: Callable[[Action], None] | None = None) -> PlayOut:
    """Play ``state`` to its end, the bot of each seat (``bots[player]``) choosing for its player.

    ``max_actions``: stop after that many chosen actions even if the game goes on (None: no limit but the
    game's own). ``apply``: what performs each action instead of ``state.apply`` (a record's, which writes it
    down); it must apply it to ``state``."""
    apply = apply or state.apply
    chosen = 0
    while not state.over and (max_actions is None or chosen < max_actions):
        apply(bots[state.to_move].choose(state, state.legal_actions()))
        chosen += 1
    return PlayOut(state, chosen, state.over, state.returns())
