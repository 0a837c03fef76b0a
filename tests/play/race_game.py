"""A tiny game written only for the tests of the game interface (``nismatch_cards/play/game.py``): a race to 21.

Each player has a deck of numbered cards, shuffled by the state's own seeded generator, and a hand of
``HAND`` cards the other player cannot see. In turn, a player plays a card of its hand onto the common total
and draws the top card of its deck. Making the total exactly ``TARGET`` wins; going over it loses; a player
with no card to play ends the game in a draw. The played cards are public; the hands and the decks' order are
not.
"""
from __future__ import annotations

import hashlib
import random
from collections import Counter
from dataclasses import dataclass

from nismatch_cards.play.game import GameDefinition

TARGET = 21
HAND = 2
WIN, OVER, EMPTY = "exacto", "pasado", "sin cartas"


@dataclass(frozen=True)
class Play:
    """Play the card of value ``value`` from the hand."""

    value: int


class Race:
    """A game of the race: a :class:`~nismatch_cards.play.game.GameState`."""

    def __init__(self, rules, decks, seed: int = 0, mode: str = "1v1"):
        self.names = [name for name, _ in decks]
        self.decklists = [tuple(cards) for _, cards in decks]
        self.rng = random.Random(seed)
        self.decks = [list(cards) for cards in self.decklists]
        for deck in self.decks:
            self.rng.shuffle(deck)
        self.hands = [[deck.pop() for _ in range(min(HAND, len(deck)))] for deck in self.decks]
        self.played: list[list[int]] = [[], []]
        self.total = 0
        self.to_move: int | None = 0
        self.over = False
        self.winner: int | None = None
        self.end = ""
        self._check_empty()

    def legal_actions(self) -> list[Play]:
        if self.over:
            return []
        return [Play(v) for v in sorted(set(self.hands[self.to_move]))]

    def apply(self, action: Play) -> None:
        if action not in self.legal_actions():
            raise ValueError(f"acción ilegal: {action}")
        p = self.to_move
        self.hands[p].remove(action.value)
        self.played[p].append(action.value)
        self.total += action.value
        if self.decks[p]:
            self.hands[p].append(self.decks[p].pop())
        if self.total >= TARGET:
            self.winner = p if self.total == TARGET else 1 - p
            self._finish(WIN if self.total == TARGET else OVER)
            return
        self.to_move = 1 - p
        self._check_empty()

    def _check_empty(self) -> None:
        if not self.hands[self.to_move]:
            self._finish(EMPTY)

    def _finish(self, end: str) -> None:
        self.over, self.end, self.to_move = True, end, None

    @property
    def result(self) -> str:
        if not self.over:
            return "en juego"
        if self.winner is None:
            return f"tablas: {self.end}"
        return f"gana {self.names[self.winner]}: {self.end}"

    def returns(self) -> tuple[float, ...]:
        if self.winner is None:
            return (0.0, 0.0)
        return tuple(1.0 if p == self.winner else -1.0 for p in range(2))

    def clone(self) -> "Race":
        new = Race.__new__(Race)
        new.__dict__.update(self.__dict__)
        new.decks = [list(d) for d in self.decks]
        new.hands = [list(h) for h in self.hands]
        new.played = [list(p) for p in self.played]
        new.rng = random.Random()
        new.rng.setstate(self.rng.getstate())
        return new

    def observe(self, player: int) -> "RaceView":
        return RaceView(self, player)

    def digest(self) -> str:
        parts = (self.decks, self.hands, self.played, self.total, self.to_move, self.over, self.winner)
        return hashlib.blake2b(repr(parts).encode(), digest_size=8).hexdigest()


class RaceView:
    """What ``player`` knows: the total, the played cards, its own hand and how many cards the rest has."""

    def __init__(self, game: Race, player: int):
        self.player = player
        self._game = game  # read only through what the player may see (below)

    def legal_actions(self) -> list[Play]:
        return self._game.legal_actions() if self._game.to_move == self.player else []

    def _unseen(self, q: int) -> list[int]:
        """The cards of player ``q`` that ``player`` cannot see, sorted: its deck list less what is shown."""
        game = self._game
        left = Counter(game.decklists[q]) - Counter(game.played[q])
        if q == self.player:
            left -= Counter(game.hands[q])
        return sorted(left.elements())

    def information_state(self) -> str:
        game, p = self._game, self.player
        parts = (p, game.total, game.to_move, game.over, sorted(game.hands[p]), game.played,
                 [len(h) for h in game.hands], [len(d) for d in game.decks], [self._unseen(q) for q in range(2)])
        return hashlib.blake2b(repr(parts).encode(), digest_size=8).hexdigest()

    def determinize(self, rng: random.Random) -> Race:
        world = self._game.clone()
        for q in range(2):
            pool = self._unseen(q)
            rng.shuffle(pool)
            if q != self.player:
                world.hands[q] = [pool.pop() for _ in world.hands[q]]
            world.decks[q] = pool
        world.rng = random.Random(rng.getrandbits(64))
        return world


def end_kind(game: Race) -> str:
    return game.end


def action_from_json(data) -> Play:
    """A record's ``{"carta": N}``."""
    if not isinstance(data, dict) or set(data) != {"carta"} or type(data["carta"]) is not int:
        raise ValueError(f"una jugada de la carrera es {{\"carta\": N}}, no {data!r}")
    return Play(data["carta"])


def evaluate(game: Race, p: int) -> float:
    """The result of a finished game; else how close the total is to the target on ``p``'s next turn, if the
    opponent cannot reach it: a total the opponent can make exactly ``TARGET`` is worth -1."""
    if game.over:
        return 10.0 * game.returns()[p]
    if game.to_move != p and TARGET - game.total in game.hands[game.to_move]:
        return -1.0
    return game.total / TARGET


RACE = GameDefinition(id="carrera", name="Carrera a 21", start=Race, end_kinds=(WIN, OVER, EMPTY), end_kind=end_kind,
                      action_text=lambda game, action: f"juega el {action.value} (total {game.total + action.value})",
                      action_to_json=lambda action: {"carta": action.value}, action_from_json=action_from_json,
                      evaluate=evaluate)

DECKS = [("Uno", [1, 2, 3, 4, 5, 6] * 2), ("Otro", [1, 2, 3, 4, 5, 6] * 2)]
