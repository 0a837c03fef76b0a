"""The greedy bot of every game: one ply over the game interface, scored by the game's own evaluation.

At each decision with more than one legal action, the bot deals one world consistent with what its player
knows (``obs.determinize``), plays each legal action in a copy of it and scores the position reached with the
game's ``evaluate(state, player)`` (its :class:`~nismatch_cards.play.game.GameDefinition`); it plays the best,
exact ties broken with its seeded generator. ``voraz:N`` averages over N worlds instead of one. A game whose
definition has no ``evaluate`` cannot be played by it (a Spanish message, :meth:`GreedyBot.unfit`), and a game
may register its own bot under this name (a game's own bot comes before one of every game).
"""
from __future__ import annotations

from ..game import Action, GameDefinition, NoGameError, Observation, game_definition
from .base import Bot, register

MAX_WORLDS = 1000  # the most worlds ``voraz:N`` deals per decision


@register
class GreedyBot(Bot):
    """One ply: the legal action whose position the game's evaluation values most (module docstring)."""

    name = "voraz"  # a greedy algorithm is «voraz» in Spanish
    worlds = 1

    def configure(self, option: str) -> None:
        """``voraz:N``: N worlds per decision."""
        worlds = int(option) if option.isascii() and option.isdigit() else 0
        if not 1 <= worlds <= MAX_WORLDS:
            raise ValueError(f"el bot «{self.name}» admite un número de mundos por decisión entre 1 y {MAX_WORLDS}, "
                             f"no «{option}»")
        self.worlds = worlds

    @classmethod
    def unfit(cls, game: str | None) -> str | None:
        definition, problem = _definition(game)
        if problem is None and definition.evaluate is None:
            problem = f"el juego «{definition.name}» no valora sus posiciones (su definición no tiene «evaluate»)"
        return None if problem is None else f"el bot «{cls.name}» no puede jugar: {problem}"

    def decide(self, obs: Observation, actions: list[Action]) -> Action:
        if len(actions) == 1:
            return actions[0]
        evaluate = game_definition(self.game).evaluate
        totals = [0.0] * len(actions)
        for _ in range(self.worlds):
            world = obs.determinize(self.rng)
            for k, action in enumerate(actions):
                after = world.clone()
                after.apply(action)
                totals[k] += evaluate(after, obs.player)
        best = max(totals)
        tied = [action for action, total in zip(actions, totals) if total >= best - 1e-9 * self.worlds]
        return tied[0] if len(tied) == 1 else self.rng.choice(tied)


def _definition(game: str | None) -> tuple[GameDefinition | None, str | None]:
    if game is None:
        return None, "no sabe a qué juego juega (se crea con el juego: make_bot(nombre, semilla, juego))"
    try:
        return game_definition(game), None
    except NoGameError as error:
        return None, str(error)
