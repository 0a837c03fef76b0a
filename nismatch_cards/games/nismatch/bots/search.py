"""The search bot: determinized Monte Carlo search with greedy playouts.

At each decision with more than one legal action, the bot:

1. keeps as candidates greedy's choice and the next best actions by greedy's scores (at most
   ``CANDIDATES``);
2. deals ``budget // candidates`` worlds consistent with what its pilot knows
   (:meth:`Observation.determinize`: the hidden cards dealt at random among the cards they can
   be, every Arsenal shuffled; Cowling, Powley & Whitehouse 2012, «determinization»);
3. in every world plays each candidate and then lets greedy play both sides until the end of the
   next turn (``HORIZON`` turns), and scores the position with greedy's evaluation
   (:func:`position_value`: ``greedy.evaluate`` and the hands and Talleres; a won game is worth
   ``WIN``, a lost one ``-WIN``);
4. plays the candidate with the best mean; ties go to greedy's choice.

Every candidate is tried in the same worlds with the same playout seed (common random numbers),
so the comparison between them is not drowned by the luck of the deal. The bot is deterministic
for a given seed. ``budget`` (playouts per decision, :data:`DEFAULT_BUDGET`) trades strength for
time: ``busqueda:64`` in ``--bots``/``--niveles``/``--contra`` gives it 64.
"""
from __future__ import annotations

from ..engine import Action, Game
from ..engine.observation import Observation
from .base import register
from .greedy import W_SAVE, GreedyBot, evaluate, hand_value, part_value

DEFAULT_BUDGET = 16  # playouts per decision
CANDIDATES = 4  # actions compared at most (greedy's choice and its next best)
HORIZON = 2  # turns played out after the decision: the rest of this one and the next
WIN = 1000.0  # value of a won game (greedy's evaluation is in tens)
MAX_PLAYOUT_ACTIONS = 600  # a playout that runs longer is scored where it stands


@register
class SearchBot(GreedyBot):
    """Determinized search with greedy playouts (module docstring)."""

    name = "busqueda"
    former_names = ("search", "búsqueda")
    budget = DEFAULT_BUDGET
    knows_deck_lists = True  # it deals the hidden cards from them (``sim.runner.knows_deck_lists``)

    def configure(self, option: str) -> None:
        """``busqueda:N``: N playouts per decision."""
        try:
            budget = int(option)
        except ValueError:
            budget = 0
        if not 1 <= budget <= 100_000:
            raise ValueError(f"el presupuesto del bot «{self.name}» es un número de partidas simuladas por decisión "
                             f"entre 1 y 100000, no «{option}»")
        self.budget = budget

    def decide(self, obs: Observation, actions: list[Action]) -> Action:
        view = obs.view
        greedy_choice = self.pick(view, actions)
        candidates = self._candidates(view, actions, greedy_choice)
        if len(candidates) < 2:
            return greedy_choice
        worlds = max(1, self.budget // len(candidates))
        totals = [0.0] * len(candidates)
        p = obs.pilot
        for _ in range(worlds):
            world = obs.determinize(self.rng)
            playout_seed = self.rng.getrandbits(64)
            for k, action in enumerate(candidates):
                totals[k] += self._playout(world, action, p, playout_seed)
        best = max(range(len(candidates)), key=lambda k: (totals[k], k == 0))
        return candidates[best]

    def _candidates(self, view: Game, actions: list[Action], first: Action) -> list[Action]:
        """Greedy's choice first, then the next best by greedy's scores (open state only)."""
        if len(actions) == 1:
            return list(actions)
        if view.decisions:  # a choice inside a decision: greedy's pick against each other option
            others = [a for a in actions if a != first]
            return [first] + others[:CANDIDATES - 1]
        from .greedy import _View

        scorer = _View(view, view.to_move)
        ranked = sorted((a for a in actions if a != first), key=lambda a: -self.score(view, scorer, a))
        return [first] + ranked[:CANDIDATES - 1]

    def _playout(self, world: Game, action: Action, p: int, seed: int) -> float:
        """``action`` in a copy of ``world``, then greedy on both sides for ``HORIZON`` turns: the score for ``p``."""
        game = world.clone()
        stop = game.turn + HORIZON
        game.apply(action)
        policy = GreedyBot(seed)
        for _ in range(MAX_PLAYOUT_ACTIONS):
            if game.over or game.turn >= stop:
                break
            game.apply(policy.pick(game, game.legal_actions()))
        return game_value(game, p)


def game_value(game: Game, p: int) -> float:
    """What a playout ends with for pilot ``p``: ``WIN`` for a won game, ``-WIN`` for a lost one, 0 for a draw,
    :func:`position_value` for a game that goes on (NISMATCH's evaluation for every tool: ``definition.py``)."""
    if game.over:
        if not game.winners:
            return 0.0
        return WIN if game.winners and not game.is_opponent(p, game.winners[0]) else -WIN
    return position_value(game, p)


def position_value(game: Game, p: int) -> float:
    """Greedy's evaluation (Botines and the Partes on the Unidades) plus what it leaves out: the
    cards in the hands (``greedy.hand_value``) and the Partes in the Talleres (``W_SAVE`` of their value)."""
    score = evaluate(game, p)
    team = game.pilots[p].team
    cards = game.cards
    for q in game.pilots:
        sign = 1.0 if q.team == team else -1.0
        score += sign * sum(hand_value(game, q.index, inst) for inst in q.hand)
        score += sign * W_SAVE * sum(part_value(cards[inst]) for inst in q.talleres if inst >= 0)
    return score
