"""Play many games between bots: one process, a pool of processes, or a Dask cluster.

A run plays every pairing ``N`` times at every level of play (a level is the bot of each side).
Game ``i`` (counted from 0 over the whole run) is game ``k = i mod (N·pairings)`` of level
``i div (N·pairings)``; it uses the engine seed ``S + k`` and bots seeded from ``S + k`` and their
seat (:func:`bot_seed`), so every level plays the same deals and any game can be played again on
its own (:func:`record_game`). Game ``k`` belongs to pairing ``k div N``; the decks change seats from
one game to the next (odd ``k`` put the second deck in seat A).

A swap study (:class:`Swap`) plays each game again once per studied card, on the same seed, with
every copy of the card replaced by its baseline in the deck of side 0: the pairs differ only by the
card. When no copy of the card left the Arsenal or the Botines in the game with the card, the game
with the baseline is the same game (nothing depended on the card) and is not played again, unless
a bot of the level reads the deck lists (:func:`knows_deck_lists`).

Workers return small :class:`GameSummary` objects, merged in game order: the figures never depend
on how many workers played them, nor where. Each game is started by NISMATCH's entry for the game interface
(:data:`~..definition.NISMATCH`), played by the loop every game shares (:func:`nismatch_cards.play.playout.play_out`)
and told how it ended by its :func:`~..definition.end_kind`.
"""
from __future__ import annotations

import gc
import hashlib
from dataclasses import dataclass, field
from typing import Callable, Iterator

from nismatch_cards.play.playout import play_out
from nismatch_cards.play.sim import cluster
from nismatch_cards.play.sim.cluster import (  # noqa: F401  (where the games are played: every game's)
    CONNECT_TIMEOUT, WORKER_WAIT, InfrastructureError, SchedulerError, connect, dask_chunk, unyielded,
)
from nismatch_cards.play.sim.runner import (  # noqa: F401  (what every game's simulation shares)
    _LOADED_SOURCES, Deals, GameError, _missing, chunk_size, chunks, default_workers, load_bot_sources, played_here,
)
from ..bots import BOTS, bot_name, make_bot
from ..definition import END_ARSENAL, END_BOTINES, END_CARD, END_LOOP, END_TURN_CAP, NISMATCH, end_kind  # noqa: F401
from ..engine import Game
from ..engine.state import Z_ARSENAL, Z_BOTINES


@dataclass(frozen=True)
class Swap:
    """Every copy of the card ``card`` in the deck of side 0 replaced by ``baseline``."""

    card: str  # card id
    baseline: object  # the Card that replaces it (sim/baseline.py)


@dataclass(frozen=True)
class MatchSpec(Deals):
    """Everything a worker needs, with no files: the ruleset and every deck's cards."""

    ruleset: object
    decks: tuple  # ((deck name, set code, (Card, …)), …) in the order given on the command line
    pairings: tuple  # ((deck index of side 0, deck index of side 1), …)
    levels: tuple  # ((bot of side 0, bot of side 1), …): every game is played at every level
    games: int  # games per pairing and level
    seed: int
    mode: str = "1v1"
    bot_sources: tuple = ()  # ((file name, Python source), …) of designers' bots (``--bot-file``)
    swaps: tuple = ()  # (Swap, …): each game is played again with each swap (side 0 is the studied deck)
    first_player: bool = True  # between equal bots, each deal again with the other side starting (_other_start)

    def game(self, i: int) -> "GameRef":
        """Where game ``i`` of the run belongs: its level, its deal ``k``, seed, pairing and seats."""
        return GameRef(i, *self.deal(i))

    def play_range(self, start: int, stop: int) -> list["GameSummary"]:
        """Games ``start`` to ``stop - 1``, summed up (what a worker plays)."""
        return play_range(self, start, stop)

    def most_games(self, level: int) -> int:
        """The most games one deal of ``level`` plays (:func:`most_games`)."""
        return most_games(self, level)


@dataclass(frozen=True)
class GameRef:
    index: int
    level: int
    k: int  # the deal: the same at every level and for every swap
    seed: int
    pairing: int
    a: int  # deck index of side 0
    b: int  # deck index of side 1
    swapped: bool  # True when side 1 sits in seat A


@dataclass
class GameSummary:
    """The outcome of one game, from the point of view of the two sides of its pairing."""

    index: int
    seed: int
    pairing: int
    swapped: bool  # True when side 1 sat in seat A
    winner: int | None  # side 0 or 1, None for a draw
    first: int | None  # the side that played the first turn
    turns: int
    rounds: int
    actions: int
    end: str  # END_BOTINES | END_ARSENAL | END_TURN_CAP | END_LOOP | END_CARD
    reason: str
    cards: tuple = field(default_factory=lambda: ({}, {}))  # per side: card id -> CardFigures tuple
    level: int = 0
    k: int = 0
    swaps: tuple = ()  # per Swap of the spec: the winning side of the same deal with the baseline
    replayed: int = 0  # swap games actually played (the others were the same game)
    # between equal bots, the same deal with the other side playing the first turn: (its winning side or None,)
    other_start: tuple = ()

    @property
    def played(self) -> int:
        """The games played for this deal: itself, the one with the other side starting, the swaps replayed."""
        return 1 + len(self.other_start) + self.replayed

    @classmethod
    def from_plain(cls, data: dict) -> "GameSummary":
        """A summary read back from its ``dataclasses.asdict`` (a partial run's JSON, ``play/sim/partial.py``)."""
        data = dict(data)
        data["cards"] = tuple({card: tuple(figures) for card, figures in side.items()} for side in data["cards"])
        data["swaps"] = tuple(data["swaps"])
        data["other_start"] = tuple(data["other_start"])
        return cls(**data)


def most_games(spec: MatchSpec, level: int) -> int:
    """The most games one deal of ``level`` plays (see :attr:`GameSummary.played`): a swap whose card stayed
    hidden is not played, nor the other start of a game that ended before its first turn."""
    bots = spec.levels[level]
    return 1 + (spec.first_player and bots[0] == bots[1]) + len(spec.swaps)


# Per card id and side: (copies drawn, times played, activations, damage dealt, times negated)
DRAWN, PLAYED, ACTIVATED, DAMAGE, NEGATED = range(5)


class CardEvents:
    """The engine's stats hook (``Game(stats=…)``, see ``engine/game.py``): counts per card instance."""

    __slots__ = ("n_drawn", "n_played", "n_activated", "n_damage", "n_negated", "first", "order")

    def __init__(self, cards: int):
        self.n_drawn = [0] * cards
        self.n_played = [0] * cards
        self.n_activated = [0] * cards
        self.n_damage = [0.0] * cards
        self.n_negated = [0] * cards
        self.first: int | None = None
        self.order: tuple = ()  # the order of play of the first round

    def drawn(self, game: Game, p: int, inst: int) -> None:
        self.n_drawn[inst] += 1

    def played(self, game: Game, p: int, inst: int) -> None:
        self.n_played[inst] += 1

    def activated(self, game: Game, p: int, inst: int, ability) -> None:
        self.n_activated[inst] += 1

    def negated(self, game: Game, inst: int, by: int) -> None:
        self.n_negated[inst] += 1

    def first_turn(self, game: Game, p: int) -> None:
        self.first = p
        self.order = tuple(game.order)

    def damaged(self, game: Game, inst: int, amount: int, by: int, source: int) -> None:
        if by < 0 or not game.is_opponent(by, game.owner[inst]):
            return  # damage to an own Parte (a cost, «hazle daño a esta Parte») is not «dealt»
        if source >= 0:
            self.n_damage[source] += amount
            return
        # a Guerrilla: shared among the dealer's active Partes by printed FUE (by DEF when the
        # defender turns the damage back on the attacker); boosts from Cartas de Apoyo are not counted
        s = 0 if by == game.active else 1
        cards = game.cards
        parts = [i for i in game.active_parts(by) if cards[i].stats[s] > 0]
        total = sum(cards[i].stats[s] for i in parts)
        for i in parts:
            self.n_damage[i] += amount * cards[i].stats[s] / total


def bot_seed(seed: int, seat: int) -> int:
    """The seed of the bot in ``seat`` of the game played with engine seed ``seed``."""
    digest = hashlib.blake2b(f"nismatch-bot:{seed}:{seat}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


def seats(spec: MatchSpec, i: int) -> tuple[int, list[int], list[str]]:
    """Game ``i``: its seed, the deck index in each seat and the bot in each seat. A side is a team of the
    mode (in 2v2, seats A and C or B and D): each of its pilots plays the side's deck with the side's bot."""
    ref = spec.game(i)
    bots = spec.levels[ref.level]
    sides = [side_of_seat(spec, seat, ref.swapped) for seat in range(spec.ruleset.modes[spec.mode].pilots)]
    return ref.seed, [(ref.a, ref.b)[side] for side in sides], [bots[side] for side in sides]


def side_of_seat(spec: MatchSpec, seat: int, swapped: bool) -> int:
    """The side (0 or 1) of the pairing that plays in ``seat``: its team's, the first team being side 0 unless the
    sides sit the other way round this game (``swapped``)."""
    teams = spec.ruleset.modes[spec.mode].teams
    team = next(t for t, members in enumerate(teams) if seat + 1 in members)
    return team ^ swapped


def play_game(spec: MatchSpec, i: int) -> GameSummary:
    """Play game ``i`` of ``spec`` to the end (and again for each swap) and sum it up (:class:`GameError`)."""
    try:
        return _play(spec, i)
    except (Exception, SystemExit) as error:  # reported with the game to replay, never as a bare traceback
        detail = (f"un bot terminó el programa (sys.exit({error.code!r}))" if isinstance(error, SystemExit)
                  else f"{type(error).__name__}: {error}")  # a bot's sys.exit() would end simular with nothing said
        raise GameError(i, spec.game(i).seed, detail) from None


def _game(spec: MatchSpec, i: int, swap: Swap | None = None, stats=None, first: int | None = None) -> Game:
    """Game ``i`` played to the end; with ``swap``, side 0's deck has the baseline instead of the card; with
    ``first``, the pilot in that seat plays the first turn."""
    seed, deck_seats, bot_seats = seats(spec, i)
    swapped = spec.game(i).swapped
    decks = []
    for seat, d in enumerate(deck_seats):
        cards = list(spec.decks[d][2])
        if swap is not None and side_of_seat(spec, seat, swapped) == 0:  # side 0 is the studied deck
            cards = [swap.baseline if card.id == swap.card else card for card in cards]
        decks.append((spec.decks[d][0], cards))
    if stats is not None:
        stats = stats(sum(len(cards) for _, cards in decks))
    game = NISMATCH.start(spec.ruleset, decks, seed, spec.mode, stats=stats, first=first)
    play_out(game, [make_bot(name, bot_seed(seed, seat)) for seat, name in enumerate(bot_seats)])
    return game


def _play(spec: MatchSpec, i: int) -> GameSummary:
    game = _game(spec, i, stats=CardEvents)
    summary = summarize(spec, i, game, game.stats)
    summary.other_start = _other_start(spec, i, game.stats.order)
    if spec.swaps:
        ref = spec.game(i)
        studied = {seat for seat in range(len(game.pilots)) if side_of_seat(spec, seat, ref.swapped) == 0}
        touched = left_hiding(game, studied)
        every = any(knows_deck_lists(name) for name in spec.levels[ref.level])
        outcomes = []
        for swap in spec.swaps:
            if every or swap.card in touched:
                other = _game(spec, i, swap)
                outcomes.append(None if not other.winners else side_of_seat(spec, other.winner, ref.swapped))
                summary.replayed += 1
            else:
                outcomes.append(summary.winner)
        summary.swaps = tuple(outcomes)
    return summary


def _other_start(spec: MatchSpec, i: int, order: tuple) -> tuple:
    """Between equal bots, deal ``i`` again with the first turn played by the first pilot of the other side in
    the first round's ``order``: who starts then depends on nothing of the deal, so the difference measures
    what starting is worth (who starts by the rules depends on the Torsos in the hands). Its winning side."""
    bots = spec.levels[spec.game(i).level]
    if not spec.first_player or bots[0] != bots[1] or not order:
        return ()
    swapped = spec.game(i).swapped
    starter = side_of_seat(spec, order[0], swapped)
    seat = next(q for q in order if side_of_seat(spec, q, swapped) != starter)
    other = _game(spec, i, first=seat)
    return (None if not other.winners else side_of_seat(spec, other.winner, swapped),)


def knows_deck_lists(name: str) -> bool:
    """A bot that reads the deck lists (``busqueda`` deals the hidden cards from them): a card that never
    left the Arsenal still changes its decisions, so a swap game is always played again."""
    cls = BOTS.get(bot_name(name).partition(":")[0])
    return bool(getattr(cls, "knows_deck_lists", False))


def left_hiding(game: Game, seats: set[int]) -> set[str]:
    """The ids of the cards of ``seats`` of which some copy left the Arsenal or the Botines de Guerra.

    A card that never moved since the set-up (``serial`` counts moves: 0 in the Arsenal, 1 once set
    aside as a Botín) was never seen nor used by anyone, so the game did not depend on which card it was.
    """
    out = set()
    for inst, info in enumerate(game.cards):
        if game.owner[inst] not in seats:
            continue
        still = (game.loc[inst] == Z_ARSENAL and game.serial[inst] == 0) or \
                (game.loc[inst] == Z_BOTINES and game.serial[inst] == 1)
        if not still:
            out.add(info.id)
    return out


def summarize(spec: MatchSpec, i: int, game: Game, counters: CardEvents) -> GameSummary:
    ref = spec.game(i)
    swapped = ref.swapped

    def side(seat: int | None) -> int | None:
        return None if seat is None else side_of_seat(spec, seat, swapped)

    per_side: tuple[dict, dict] = ({}, {})
    for inst, info in enumerate(game.cards):
        figures = (counters.n_drawn[inst], counters.n_played[inst], counters.n_activated[inst],
                   counters.n_damage[inst], counters.n_negated[inst])
        if not any(figures):
            continue
        table = per_side[side(game.owner[inst])]
        old = table.get(info.id)
        table[info.id] = figures if old is None else tuple(x + y for x, y in zip(old, figures))
    winner = game.winner if game.winners else None
    return GameSummary(i, ref.seed, ref.pairing, swapped, side(winner), side(counters.first), game.turn, game.round,
                       game.actions, end_kind(game), game.end_reason, per_side, ref.level, ref.k)


def play_range(spec: MatchSpec, start: int, stop: int) -> list[GameSummary]:
    load_bot_sources(spec.bot_sources)
    # The cards, their abilities and the spec live as long as the run: out of the garbage collector's way, so that
    # the small objects every decision makes and drops (observations, scores) are collected without walking the
    # hundreds of thousands of them each full collection (issue 28: a tenth of a voraz simulation's time).
    gc.freeze()
    return [play_game(spec, i) for i in range(start, stop)]


# --- running a batch (play/sim/cluster.py: here, a pool of processes or a Dask cluster) -------------------------


def run(spec: MatchSpec, workers: int | None = None, progress: Callable[[int], None] | None = None,
        scheduler=None) -> list[GameSummary]:
    """Every game of ``spec`` in a list (see :func:`games`)."""
    return list(games(spec, workers, progress, scheduler))


def games(spec: MatchSpec, workers: int | None = None, progress: Callable[[int], None] | None = None,
          scheduler=None, done: dict[int, GameSummary] | None = None,
          wait: float = WORKER_WAIT, waiting: dict | None = None) -> Iterator[GameSummary]:
    """Play every game of ``spec`` and yield the summaries in game order (:func:`nismatch_cards.play.sim.cluster.games`)."""
    return cluster.games(spec, workers, progress, scheduler, done, wait, waiting, play_range)


def record_game(project, spec: MatchSpec, i: int):
    """Game ``i`` played again with a :class:`~nismatch_cards.games.nismatch.engine.record.Recorder` (same moves)."""
    from ..engine.record import Recorder

    seed, deck_seats, bot_seats = seats(spec, i)
    decks = []
    for d in deck_seats:
        name = spec.decks[d][0]
        decks.append(next(deck for deck in project.decks if deck.name == name))
    load_bot_sources(spec.bot_sources)
    recorder = Recorder(project, decks, seed=seed, mode=spec.mode)
    play_out(recorder.game, [make_bot(name, bot_seed(seed, seat)) for seat, name in enumerate(bot_seats)],
             apply=recorder.apply)
    return recorder
