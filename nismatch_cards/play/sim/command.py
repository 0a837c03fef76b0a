"""The ``simular`` command for a game whose simulation is only this one (every game but the first: its plug-in
gives a :class:`~nismatch_cards.play.game.GameDefinition`): hero against hero, deck against deck, through the
game interface.

The command line is read by the first game's command (its ``sim/commands.py``), which hands a loaded
project of another game here. Its plug-in may say what a seat takes for a deck (``seat(project, deck)``: a
``(name, [Card, …])`` pair; by default the deck's cards), on which boards the deals are played
(``boards(project)``: ``(id, name, options of start)`` each; by default none) and which cards are prototypes
(``prototypes(project, decks)``). Exit codes as the rest of the command: 1 invalid card data, 2 usage errors, 130
Ctrl+C and 143 SIGTERM (``signals.py``: the games finished are told, nothing is written).
"""
from __future__ import annotations

import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import click

from nismatch_cards.cards.wording import plural
from nismatch_cards.diagnostics import os_reason, printable
from nismatch_cards.play.bots import bot_name, bot_problem
from nismatch_cards.play.game import NoGameError, game_definition
from . import runner, stats
from .text import Pace, num, summary_text, thousands


def fail(message: str, code: int = 2) -> None:
    click.echo(f"Error: {printable(message, 2000)}", err=True)
    sys.exit(code)


@dataclass
class Request:
    """What the command line asked of a run (already read and checked by the command)."""

    decks: list  # the chosen decks (``Deck``), in the order given
    gauntlet: bool
    levels: list[tuple[str, str]]  # bot names as written, per level: (side 0, side 1)
    games: int
    seed: int
    workers: int
    json_file: str | None
    json_path: Path | None
    first_player: bool
    bot_sources: tuple
    boards: tuple = ()  # the boards asked for by id (``--tablero``); empty: every board
    record: int | None = None  # the game to play again and write down (``--registrar-partida``)
    record_file: Path | None = None  # where (``--registro``)
    replay_command: str = ""  # the command line that replays it, as the user writes it


def simulate(project, request: Request, engine: str) -> None:
    """Play the run of ``request`` on ``project`` (a game of plug-in ``engine``) and report it."""
    try:
        definition = game_definition(engine)
    except NoGameError as error:
        fail(str(error))
    code = project.game.code
    levels = _levels(request.levels, definition)
    seat = getattr(code, "seat", None)
    sides = []
    for deck in request.decks:
        try:
            name, cards = seat(project, deck) if seat is not None else (deck.name, project.deck_cards(deck))
        except ValueError as error:
            fail(str(error), 1)
        sides.append((name, tuple(cards)))
    boards = _boards(code, project, request.boards)
    labels = _labels([deck.name for deck in request.decks])
    n = len(request.decks)
    if n == 2 or request.gauntlet:
        pairings = tuple((0, b) for b in range(1, n))
    else:
        pairings = tuple((a, b) for a in range(n) for b in range(a + 1, n))
    spec = runner.GameSpec(engine, project.ruleset, tuple(sides), pairings, tuple(levels), request.games, request.seed,
                           boards=tuple(boards), bot_sources=request.bot_sources, first_player=request.first_player)
    run = stats.Run(definition.name, [stats.Side(label) for label in labels], list(pairings),
                    [stats.Level(a if a == b else f"{a} contra {b}", (a, b)) for a, b in levels], request.games,
                    request.seed, definition.end_kinds, [b.name for b in boards], request.first_player,
                    request.gauntlet)
    if request.record is not None and request.record >= spec.total:
        fail(f"--registrar-partida {request.record} no existe: las partidas van de 0 a {spec.total - 1}")
    start = time.perf_counter()
    finished = []
    try:
        summaries = _kept(runner.games(spec, request.workers), finished)
        if sys.stderr.isatty():
            with click.progressbar(length=sum(spec.per_level * runner.most_games(spec, lv) for lv in range(len(levels))),
                                   label="Partidas", file=sys.stderr, show_eta=True) as bar:
                results = stats.build(run, _counted(summaries, bar))
        else:
            results = stats.build(run, summaries)
    except runner.GameError as error:
        fail(f"{error}; repítela sola con --partidas 1 --semilla {error.seed} y los mismos mazos", 1)
    except KeyboardInterrupt as stop:  # Ctrl+C or SIGTERM: say what was finished; the command group exits 130/143
        from nismatch_cards.signals import Terminated

        said = "terminada con SIGTERM" if isinstance(stop, Terminated) else "interrumpida con Ctrl+C"
        click.echo(f"Simulación {said}: {thousands(len(finished))} de {thousands(spec.total)} partidas terminadas. "
                   f"No se escribe nada.", err=True)
        raise
    elapsed = time.perf_counter() - start
    prototypes = getattr(code, "prototypes", None)
    results["prototipos"] = prototypes(project, request.decks) if prototypes is not None else []
    played = sum(s.played for s in finished)
    where = f"con {request.workers} proceso{'s' if request.workers != 1 else ''}"
    text = summary_text(results, Pace(elapsed, request.games, where))
    text += "\n\n" + prototypes_text(results["prototipos"])
    click.echo(text, err=request.json_file == "-")
    rate = round(played / max(elapsed, 1e-9))
    click.echo(f"{plural(played, 'partida', 'partidas', thousands(played))} en {num(elapsed)} s {where} "
               f"({thousands(rate)} por segundo)", err=True)
    if request.json_file is not None:
        out = json.dumps(results, ensure_ascii=False, indent=2) + "\n"
        if request.json_file == "-":
            click.echo(out, nl=False)
        else:
            from nismatch_cards.safeio import write_atomically

            try:
                write_atomically(request.json_path, out)
            except OSError as error:
                fail(f"no se puede escribir «{request.json_file}»: {os_reason(error)}")
    if request.record is not None:
        _record(spec, run, request)


def _record(spec: runner.GameSpec, run, request: Request) -> None:
    """Write game ``request.record`` of the run to ``request.record_file``, to be replayed."""
    from nismatch_cards.safeio import write_atomically

    recorder = runner.record_game(spec, request.record)
    try:
        write_atomically(request.record_file, recorder.text())
    except OSError as error:
        fail(f"no se puede escribir «{request.record_file}»: {os_reason(error)}")
    ref = spec.game(request.record)
    click.echo(f"Partida {request.record} (semilla {ref.seed}, nivel {run.levels[ref.level].label}) guardada en "
               f"{request.record_file}: {recorder.game.result}; reprodúcela con «{request.replay_command}»", err=True)


def prototypes_text(prototypes: list[dict]) -> str:
    if not prototypes:
        return "Cartas prototipo (efecto marcado «prototipo: true»): ninguna en estos mazos."
    lines = ["Cartas prototipo (sus textos se imprimen y no se juegan: las cifras las miden sin su efecto):"]
    lines += [f"  {p['nombre']} ({', '.join(p['mazos'])}): " + " ".join(f"«{t}»" for t in p["textos"])
              for p in prototypes]
    return "\n".join(lines)


def _kept(summaries, finished: list):
    for summary in summaries:
        finished.append(summary)
        yield summary


def _counted(summaries, bar):
    for summary in summaries:
        bar.update(summary.played)
        yield summary


def _levels(levels: list[tuple[str, str]], definition) -> list[tuple[str, str]]:
    """Each bot by its own name, checked against the game's bots (exit 2 for one that does not play it)."""
    out = []
    for pair in levels:
        named = tuple(bot_name(name, definition.id) for name in pair)
        for name in named:
            problem = bot_problem(name, definition.id)
            if problem:
                fail(problem)
        out.append(named)
    return out


def _boards(code, project, wanted: tuple) -> list[runner.Board]:
    """The boards the deals are played on: those of ``wanted`` by id, or every one the game gives."""
    given = getattr(code, "boards", None)
    found = [runner.Board(*b) for b in (given(project) if given is not None else [])]
    if not wanted:
        return found
    by_id = {b.id: b for b in found}
    missing = [w for w in wanted if w not in by_id]
    if missing:
        fail(f"--tablero: no hay ningún tablero «{missing[0]}»; tableros: {', '.join(by_id) or 'ninguno'}")
    return [by_id[w] for w in dict.fromkeys(wanted)]


def _labels(names: list[str]) -> list[str]:
    labels = []
    for name in names:
        label = name
        if label in labels:
            label = f"{name} ({sum(1 for x in labels if x.startswith(name)) + 1})"
        labels.append(label)
    return labels
