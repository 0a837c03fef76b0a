"""Play many games between bots through the game interface: in one process or a pool of processes.

A run (:class:`GameSpec`) plays every pairing of two decks ``N`` times at every level of play (a level is the bot
of each side). Game ``i`` (counted from 0 over the whole run) is game ``k = i mod (N·pairings)`` of level
``i div (N·pairings)``; it uses the seed ``S + k`` and bots seeded from ``S + k`` and their seat (:func:`bot_seed`),
so every level plays the same deals and any game can be played again on its own. Game ``k`` belongs to pairing
``k div N``; the decks change seats from one game to the next (odd ``k`` put the second deck in the first seat),
and, when the run has boards (a game's maps: :attr:`GameSpec.boards`), deal ``k`` is played on board
``(k div 2) mod boards``, so that each board sees both seatings.

Between equal bots, each deal is played again on the same seed with the other side starting (``first_player``):
in a game whose definition has ``first_turn``, on the same seats with the other seat playing the first turn (all
else equal); otherwise with the seats the other way round, which makes the other side start when the game lets the
first seat start. The pair of games measures what starting is worth (``stats.py``). Each game is started by the game's
:class:`~nismatch_cards.play.game.GameDefinition` (``start``), played by :func:`~nismatch_cards.play.playout.play_out`
and told how it ended by its ``end_kind``. Workers return small :class:`Summary` objects, merged in game order: the
figures never depend on how many workers played them.

A mode of two teams (``mode``, ``--modo``) seats each deck in every seat of its side's team (the definition's
``seat_teams`` says which seat is whose: in Unmatched, a hero each). A swap study (:class:`Swap`) plays each deal
again once per studied card, on the same seed, with every copy of the card replaced by its baseline in side 0's
decks: the pairs differ only by the card (``stats.py``).
"""
from __future__ import annotations

import hashlib
import math
import sys
import types
from dataclasses import dataclass
from typing import Callable, Iterator

from nismatch_cards.cores import available, pool
from nismatch_cards.play.bots import make_bot
from nismatch_cards.play.game import game_definition
from nismatch_cards.play.playout import play_out


@dataclass(frozen=True)
class Swap:
    """Every copy of the card ``card`` (its id) in the decks of side 0 replaced by ``baseline`` (a Card)."""

    card: str
    baseline: object


@dataclass(frozen=True)
class Board:
    """Where a deal may be played: its ``id``, its ``name`` in the report, and the options ``start`` is given for it
    (``(("battlefield", map), …)``)."""

    id: str
    name: str
    options: tuple = ()


class Deals:
    """How a run's games are numbered, for every game's spec: game ``i`` is deal ``k`` of level ``i div per_level``,
    played with seed S+k by pairing ``k div games``, the seats the other way round on odd deals."""

    games: int
    pairings: tuple
    levels: tuple
    seed: int

    @property
    def per_level(self) -> int:
        return self.games * len(self.pairings)

    @property
    def total(self) -> int:
        return self.per_level * len(self.levels)

    def deal(self, i: int) -> tuple[int, int, int, int, int, int, bool]:
        """Game ``i``'s level, deal, seed, pairing, the deck indexes of sides 0 and 1, and whether the seats swap."""
        level, k = divmod(i, self.per_level)
        a, b = self.pairings[k // self.games]
        return level, k, self.seed + k, k // self.games, a, b, bool(k % 2)


@dataclass(frozen=True)
class GameSpec(Deals):
    """Everything a worker needs, with no files: the game, its rules and every deck's cards."""

    engine: str  # the game's id (``juego.motor``): its definition starts the games
    rules: object
    decks: tuple  # ((deck name, (Card, …)), …) in the order given on the command line
    pairings: tuple  # ((deck index of side 0, deck index of side 1), …)
    levels: tuple  # ((bot of side 0, bot of side 1), …): every game is played at every level
    games: int  # games per pairing and level
    seed: int
    mode: str = "1v1"
    boards: tuple = ()  # (Board, …): deal k is played on board (k div 2) mod len(boards); none: the game's own
    bot_sources: tuple = ()  # ((file name, Python source), …) of designers' bots (``--archivo-bots``)
    first_player: bool = True  # between equal bots, each deal again with the seats the other way round
    swaps: tuple = ()  # (Swap, …): each deal is played again with each swap (side 0 is the studied deck)

    def game(self, i: int) -> "GameRef":
        """Where game ``i`` of the run belongs: its level, its deal ``k``, seed, pairing, seats and board."""
        where = self.deal(i)
        board = (where[1] // 2) % len(self.boards) if self.boards else None
        return GameRef(i, *where, board)

    def play_range(self, start: int, stop: int) -> list["Summary"]:
        """Games ``start`` to ``stop - 1``, summed up (what a worker plays)."""
        load_bot_sources(self.bot_sources)
        return [play_game(self, i) for i in range(start, stop)]

    def most_games(self, level: int) -> int:
        """The most games one deal of ``level`` plays (:func:`most_games`)."""
        return most_games(self, level)


@dataclass(frozen=True)
class GameRef:
    index: int
    level: int
    k: int  # the deal: the same at every level
    seed: int
    pairing: int
    a: int  # deck index of side 0
    b: int  # deck index of side 1
    swapped: bool  # True when side 1 sits in the first seat
    board: int | None  # index into GameSpec.boards


@dataclass
class Summary:
    """The outcome of one game, from the point of view of the two sides of its pairing."""

    index: int
    seed: int
    pairing: int
    swapped: bool  # True when side 1 sat in the first seat
    winner: int | None  # side 0 or 1, None for a draw
    first: int | None  # the side whose player made the first decision
    turns: int
    rounds: int
    actions: int
    end: str  # one of the definition's end_kinds
    reason: str
    level: int = 0
    k: int = 0
    board: int | None = None
    # between equal bots, the same deal with the seats the other way round: (its winning side or None,), when the
    # other side started it
    other_start: tuple = ()
    unplayed: tuple = ()  # what the game's engine reached and did not play (``GameDefinition.unplayed``)
    swaps: tuple = ()  # per Swap of the spec: the winning side of the same deal with the baseline
    used: tuple = ()  # per Swap of the spec: whether side 0 used the card in this game
    replayed: int = 0  # swap games played

    @property
    def played(self) -> int:
        """The games played for this deal: itself, between equal bots the one with the other side starting, and the
        swaps."""
        return 1 + len(self.other_start) + self.replayed

    @classmethod
    def from_plain(cls, data: dict) -> "Summary":
        """A summary read back from its ``dataclasses.asdict`` (a partial run's JSON, ``partial.py``)."""
        data = dict(data)
        for key in ("other_start", "unplayed", "swaps", "used"):
            data[key] = tuple(data.get(key, ()))
        return cls(**data)


def most_games(spec: GameSpec, level: int) -> int:
    """The most games one deal of ``level`` plays (see :attr:`Summary.played`)."""
    bots = spec.levels[level]
    return 1 + (spec.first_player and bots[0] == bots[1]) + len(spec.swaps)


def bot_seed(seed: int, seat: int) -> int:
    """The seed of the bot in ``seat`` of the game played with seed ``seed``."""
    digest = hashlib.blake2b(f"game-bot:{seed}:{seat}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


class GameError(Exception):
    """A game that could not be played to the end (an engine or bot failure), with its number."""

    def __init__(self, index: int, seed: int, detail: str):
        super().__init__(f"la partida {index} (semilla {seed}) se interrumpió: {detail}")
        self.index = index
        self.seed = seed
        self.detail = detail

    def __reduce__(self):  # raised in a worker process, re-raised in the parent
        return GameError, (self.index, self.seed, self.detail)


def play_game(spec: GameSpec, i: int) -> Summary:
    """Play game ``i`` of ``spec`` to the end (and again with the other side starting) and sum it up
    (:class:`GameError`)."""
    try:
        return _play(spec, i)
    except (Exception, SystemExit) as error:  # reported with the game to replay, never as a bare traceback
        detail = (f"un bot terminó el programa (sys.exit({error.code!r}))" if isinstance(error, SystemExit)
                  else f"{type(error).__name__}: {error}")
        raise GameError(i, spec.game(i).seed, detail) from None


def seat_teams(spec: GameSpec) -> tuple[int, ...]:
    """Per seat of the run's mode, its team (0 or 1): the definition's ``seat_teams``, or seat ``s`` as player
    ``s + 1`` of the mode's teams."""
    definition = game_definition(spec.engine)
    if definition.seat_teams is not None:
        return tuple(definition.seat_teams(spec.rules, spec.mode))
    teams = spec.rules.modes[spec.mode].teams
    players = sum(len(team) for team in teams)
    return tuple(next(t for t, members in enumerate(teams) if seat + 1 in members) for seat in range(players))


def _seats(spec: GameSpec, ref: GameRef, swapped: bool, swap: Swap | None = None) -> tuple[tuple, list, dict]:
    """The side of each seat, the decks of the seats and the options of ``start`` of ``ref``'s game; with ``swap``,
    side 0's decks have the baseline instead of the card."""
    sides = tuple(team ^ swapped for team in seat_teams(spec))
    decks = []
    for side in sides:
        name, cards = spec.decks[(ref.a, ref.b)[side]]
        if swap is not None and side == 0:
            cards = tuple(swap.baseline if card.id == swap.card else card for card in cards)
        decks.append((name, cards))
    options = dict(spec.boards[ref.board].options) if ref.board is not None else {}
    return sides, decks, options


def _bots(spec: GameSpec, ref: GameRef, sides: tuple) -> list:
    bots = spec.levels[ref.level]
    return [make_bot(bots[side], bot_seed(ref.seed, seat), spec.engine) for seat, side in enumerate(sides)]


def _game(spec: GameSpec, ref: GameRef, swapped: bool, first_seat: int = 0, swap: Swap | None = None):
    """The game of ``ref`` played to the end with side 1 in the first seat when ``swapped``: the state, the
    actions chosen and the side that started: the one whose seat plays the first turn (``first_seat``) in a game
    whose definition has ``first_turn``, else the one that made the first decision."""
    definition = game_definition(spec.engine)
    sides, decks, options = _seats(spec, ref, swapped, swap)
    if definition.first_turn:
        options["first"] = first_seat
    state = definition.start(spec.rules, [(name, list(cards)) for name, cards in decks], ref.seed, spec.mode,
                             **options)
    if definition.first_turn:
        first = sides[first_seat]
    else:
        first = None if state.to_move is None else sides[state.to_move]
    out = play_out(state, _bots(spec, ref, sides))
    return state, out.actions, first


def other_first_seat(spec: GameSpec, swapped: bool) -> int:
    """The first seat of the side that does not sit in seat 0: it plays the first turn of the deal's other game."""
    sides = [team ^ swapped for team in seat_teams(spec)]
    return next(seat for seat, side in enumerate(sides) if side != sides[0])


def record_game(spec: GameSpec, i: int):
    """Game ``i`` of ``spec`` played again, exactly as the run played it, and written down (``play/record.py``)."""
    from nismatch_cards.play.record import Recorder

    ref = spec.game(i)
    load_bot_sources(spec.bot_sources)
    sides, decks, options = _seats(spec, ref, ref.swapped)
    board = spec.boards[ref.board].id if ref.board is not None else None
    recorder = Recorder(game_definition(spec.engine), spec.rules, decks, ref.seed, spec.mode, board, options)
    play_out(recorder.game, _bots(spec, ref, sides), apply=recorder.apply)
    return recorder


def winning_side(state, swapped: bool) -> int | None:
    """The side (0 or 1) whose team won a finished game, None for a draw: team 0 (its players, by the mode of the
    state's ``rules``; without one, player 0) sits on side 0 unless the sides are ``swapped``."""
    won = [p for p, value in enumerate(state.returns()) if value > 0]
    modes = getattr(getattr(state, "rules", None), "modes", None)
    mode = modes.get(getattr(state, "mode", None)) if isinstance(modes, dict) else None
    if mode is None:
        teams = {p for p in won}
    else:
        teams = {t for p in won for t, members in enumerate(mode.teams) if p + 1 in members}
    if len(teams) != 1:
        return None
    return teams.pop() ^ swapped


def _play(spec: GameSpec, i: int) -> Summary:
    definition = game_definition(spec.engine)
    ref = spec.game(i)
    state, actions, first = _game(spec, ref, ref.swapped)
    turns = definition.turns(state) if definition.turns is not None else actions
    unplayed = tuple(definition.unplayed(state)) if definition.unplayed is not None else ()
    summary = Summary(i, ref.seed, ref.pairing, ref.swapped, winning_side(state, ref.swapped), first, turns,
                      math.ceil(turns / 2), actions, definition.end_kind(state), state.result, ref.level, ref.k,
                      ref.board, unplayed=unplayed)
    if spec.swaps:
        _swaps(spec, ref, state, summary)
    bots = spec.levels[ref.level]
    if spec.first_player and bots[0] == bots[1]:  # the same deal, the other side starting
        if definition.first_turn:  # the same seats and deal, the other side's first seat plays the first turn
            other, _, other_first = _game(spec, ref, ref.swapped, first_seat=other_first_seat(spec, ref.swapped))
            summary.other_start = (winning_side(other, ref.swapped),)
            return summary
        other, _, other_first = _game(spec, ref, not ref.swapped)
        if first is not None and other_first is not None and other_first != first:
            summary.other_start = (winning_side(other, not ref.swapped),)
    return summary


def _swaps(spec: GameSpec, ref: GameRef, state, summary: Summary) -> None:
    """Deal ``ref`` again with each swap of ``spec``: the winning side of each, and whether side 0 used each card in
    the game with it (``GameDefinition.used``; without it, every card counts as used)."""
    definition = game_definition(spec.engine)
    studied = {seat for seat, team in enumerate(seat_teams(spec)) if team ^ ref.swapped == 0}
    used = definition.used(state, studied) if definition.used is not None else None
    outcomes = []
    for swap in spec.swaps:
        other, _, _ = _game(spec, ref, ref.swapped, swap=swap)
        outcomes.append(winning_side(other, ref.swapped))
    summary.swaps = tuple(outcomes)
    summary.used = tuple(used is None or swap.card in used for swap in spec.swaps)
    summary.replayed = len(spec.swaps)


_LOADED_SOURCES: set[str] = set()


def load_bot_sources(sources) -> None:
    """Run each designer's bot file once per process, so that its ``@register`` bots exist here
    too (a pool started with «spawn» imports nothing of the designer's)."""
    for name, text in sources:
        key = hashlib.blake2b(text.encode(), digest_size=12).hexdigest()
        if key in _LOADED_SOURCES:
            continue
        module = types.ModuleType(f"nismatch_bots_{key}")
        module.__file__ = name
        sys.modules[module.__name__] = module
        exec(compile(text, name, "exec"), module.__dict__)
        _LOADED_SOURCES.add(key)


# --- running a batch -----------------------------------------------------------------------


def chunk_size(total: int, workers: int) -> int:
    """Games a chunk: small enough to balance the workers and show progress."""
    return max(1, min(200, math.ceil(total / max(1, workers * 8))))


def chunks(total: int, workers: int, done=()) -> Iterator[tuple[int, int]]:
    """Ranges of game indices, made as they are asked for (a run of many games never lists them all);
    the games in ``done`` (finished by an earlier run) are left out."""
    size = chunk_size(total - len(done), workers)
    if not done:
        return ((start, min(total, start + size)) for start in range(0, total, size))
    return _missing(total, size, done)


def _missing(total: int, size: int, done) -> Iterator[tuple[int, int]]:
    start = 0
    while start < total:
        while start < total and start in done:
            start += 1
        stop = start
        while stop < total and stop - start < size and stop not in done:
            stop += 1
        if stop > start:
            yield start, stop
        start = stop


def default_workers() -> int:
    return available()


_WORKER: tuple | None = None  # (spec, play_range) of a pool worker


def _init_worker(spec, play_range: Callable) -> None:
    global _WORKER
    _WORKER = (spec, play_range)


def _pool_chunk(bounds: tuple[int, int]) -> list:
    spec, play_range = _WORKER
    return play_range(spec, *bounds)


def played_here(spec, workers: int | None, progress: Callable[[int], None] | None, done: dict,
                play_range: Callable) -> Iterator:
    """The games of ``spec`` not in ``done``, in game order, played by ``play_range(spec, start, stop)`` in this
    process or a pool of ``workers`` processes (``spec`` has ``total``); ``progress(n)`` as ``n`` more finish."""
    workers = workers or default_workers()
    count = -(-(spec.total - len(done)) // chunk_size(spec.total - len(done), workers))
    if workers <= 1 or count <= 1:
        for bounds in chunks(spec.total, workers, done):
            yield from play_range(spec, *bounds)
            if progress:
                progress(bounds[1] - bounds[0])
        return
    with pool(min(workers, count), _init_worker, (spec, play_range)) as workers_pool:
        ordered = workers_pool.imap(_pool_chunk, chunks(spec.total, workers, done))  # imap keeps the order
        for bounds, chunk in zip(chunks(spec.total, workers, done), ordered):
            if progress:
                progress(bounds[1] - bounds[0])
            yield from chunk


def _spec_range(spec: GameSpec, start: int, stop: int) -> list[Summary]:
    return spec.play_range(start, stop)


def games(spec: GameSpec, workers: int | None = None, progress: Callable[[int], None] | None = None,
          scheduler=None, done: dict | None = None, wait: float | None = None,
          waiting: dict | None = None) -> Iterator[Summary]:
    """Play every game of ``spec`` and yield the summaries in game order, as they are ready: here, in a pool of
    processes or on a Dask cluster (``cluster.games``, which says what each argument is)."""
    from . import cluster

    return cluster.games(spec, workers, progress, scheduler, done, cluster.WORKER_WAIT if wait is None else wait,
                         waiting, _spec_range)
