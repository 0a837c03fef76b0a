"""The determinized search of every game: Monte Carlo over worlds dealt from the observation, greedy playouts.

At each decision with more than one legal action, the bot:

1. ranks the legal actions as the greedy bot of every game does (one ply, the game's ``evaluate``) and keeps its
   choice and the next best (at most ``CANDIDATES``);
2. deals ``budget // candidates`` worlds consistent with what its player knows (``obs.determinize``);
3. in every world plays each candidate in a copy, then lets that greedy bot play every side for ``HORIZON``
   decisions (or to the end) and scores the position with ``evaluate``;
4. plays the candidate with the best total; ties go to the greedy choice.

Every candidate is tried in the same worlds with the same playout seed (common random numbers). ``busqueda:N``
gives it N playouts per decision. A game may register its own bot under this name, which comes first for it.
"""
from __future__ import annotations

from ..game import Action, Observation, game_definition
from .base import register
from .greedy import GreedyBot

DEFAULT_BUDGET = 16  # playouts per decision
CANDIDATES = 4  # actions compared at most (the greedy choice and its next best)
HORIZON = 8  # decisions played out after the candidate before the position is scored
MAX_BUDGET = 100_000


@register
class SearchBot(GreedyBot):
    """Determinized search with greedy playouts over the game interface (module docstring)."""

    name = "busqueda"
    budget = DEFAULT_BUDGET

    def configure(self, option: str) -> None:
        """``busqueda:N``: N playouts per decision."""
        budget = int(option) if option.isascii() and option.isdigit() else 0
        if not 1 <= budget <= MAX_BUDGET:
            raise ValueError(f"el presupuesto del bot «{self.name}» es un número de partidas simuladas por decisión "
                             f"entre 1 y {MAX_BUDGET}, no «{option}»")
        self.budget = budget

    def decide(self, obs: Observation, actions: list[Action]) -> Action:
        if len(actions) == 1:
            return actions[0]
        evaluate = game_definition(self.game).evaluate
        ranked = self.ranked(obs, actions, evaluate)
        candidates = ranked[:CANDIDATES]
        totals = [0.0] * len(candidates)
        for _ in range(max(1, self.budget // len(candidates))):
            world = obs.determinize(self.rng)
            seed = self.rng.getrandbits(64)
            for k, action in enumerate(candidates):
                totals[k] += self._playout(world, action, obs.player, seed, evaluate)
        best = max(range(len(candidates)), key=lambda k: (totals[k], k == 0))
        return candidates[best]

    def ranked(self, obs: Observation, actions: list[Action], evaluate) -> list[Action]:
        """The legal actions by the greedy bot's one-ply value in one world, best first (a stable order)."""
        world = obs.determinize(self.rng)
        values = []
        for action in actions:
            after = world.clone()
            after.apply(action)
            values.append(evaluate(after, obs.player))
        order = sorted(range(len(actions)), key=lambda k: -values[k])
        return [actions[k] for k in order]

    def _playout(self, world, action: Action, player: int, seed: int, evaluate) -> float:
        state = world.clone()
        state.apply(action)
        policy = GreedyBot(seed)
        policy.game = self.game
        for _ in range(HORIZON):
            if state.over:
                break
            state.apply(policy.choose(state, state.legal_actions()))
        return evaluate(state, player)
