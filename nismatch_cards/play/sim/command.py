"""The run of ``simular`` for every game: play a prepared simulation, here or on a Dask cluster, and write
its figures (the terminal, ``--json``, ``--informe``), a game's record (``--registrar-partida``) or, stopped
before its end, what it finished (``partial.py``, for ``--reanudar``).

The command line is read by the first game's ``sim/commands.py`` (which names every option); that game's
simulation is prepared there (its own runner and figures per card) and every other game's here, by
:func:`prepare`: its plug-in gives a
:class:`~nismatch_cards.play.game.GameDefinition` and may say what a seat takes for a deck (``seat(project,
deck)``: a ``(name, [Card, …])`` pair; by default the deck's cards), on which boards the deals are played
(``boards(project)``: ``(id, name, options of start)`` each; by default none) and which cards are prototypes
(``prototypes(project, decks)``). Exit codes: 0 done, 1 invalid card data or a game that could not be played, 2
usage errors, 3 the infrastructure failed (a Dask scheduler that does not answer, a cluster left with no worker),
130 Ctrl+C and 143 SIGTERM (``signals.py``).
"""
from __future__ import annotations

import json
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import click

from nismatch_cards.cards.wording import plural
from nismatch_cards.diagnostics import command_path, display_path, os_reason, printable
from . import cluster, partial, runner, stats
from .text import Pace, num, thousands


def fail(message: str, code: int = 2) -> None:
    click.echo(f"Error: {printable(message, 2000)}", err=True)
    sys.exit(code)


@dataclass
class Simulation:
    """A run ready to play, as the game's simulation prepared it."""

    spec: object  # the games: ``total``, ``per_level``, ``game(i)``, ``most_games(level)``, ``play_range``
    run: object  # what the figures need besides the games (levels with their ``label``…)
    build: Callable  # build(run, summaries) -> the figures (the JSON of --json)
    games: Callable  # games(spec, workers, progress, scheduler, done, wait, waiting) -> summaries in game order
    summary: type  # the summaries' class (``from_plain``: a partial run's games read back)
    text: Callable  # text(figures, pace) -> the figures for the terminal
    record: Callable  # record(i) -> a Recorder of game i played again (``.text()``, ``.game.result``)
    definition: object  # the game's GameDefinition (its report's name and words)
    prototypes: list = field(default_factory=list)  # the prototype cards of its decks, as the figures list them


@dataclass
class Options:
    """What the command line asked of where the games are played and what is written."""

    games: int  # per pairing and level (for the pace of the figures it promises)
    workers: int
    scheduler: str | None = None
    wait: float = cluster.WORKER_WAIT
    resume: Path | None = None
    json_file: str | None = None  # as written («-»: standard output)
    json_path: Path | None = None
    report_dir: Path | None = None
    record: int | None = None
    record_file: Path | None = None
    replay_command: str = ""  # the command line that replays the record, as the user writes it
    refused: list = field(default_factory=list)  # cards left out for their errors (``loader.refused_alone``)


def execute(sim: Simulation, options: Options) -> None:
    """Play ``sim`` and write what ``options`` asks (module docstring)."""
    from nismatch_cards.safeio import write_atomically

    spec = sim.spec
    if options.record is not None and options.record >= spec.total:
        fail(f"--registrar-partida {options.record} no existe: las partidas van de 0 a {spec.total - 1}")
    done = {}
    if options.resume is not None:
        try:
            done = partial.load(options.resume, spec, sim.summary)
        except partial.ResumeError as error:
            fail(str(error))
    client = None
    if options.scheduler is not None:
        try:
            client = cluster.connect(options.scheduler)
        except cluster.SchedulerError as error:
            fail(str(error), error.code)

    start = time.perf_counter()
    played = Played(spec)
    finished = []  # every game finished, in game order: what a partial run writes (partial.py)
    waiting: dict = {}  # the cluster's chunks finished out of order, not summed yet: kept too when stopped
    stopping = Stopping(sim, finished, options)
    try:  # the figures are summed as the games arrive, in game order
        summaries = _kept(sim.games(spec, options.workers, None, client, done, options.wait, waiting), finished)
        if sys.stderr.isatty():
            with click.progressbar(length=played.most, label="Partidas", file=sys.stderr, show_eta=True) as bar:
                results = sim.build(sim.run, played.count(summaries, bar))
        else:
            results = sim.build(sim.run, played.count(summaries))
    except runner.GameError as error:
        fail(f"{error}; repítela sola con --registrar-partida {error.index} --registro partida.jsonl", 1)
    except cluster.InfrastructureError as error:
        finished += error.finished
        click.echo(f"Error: la infraestructura falló: {printable(str(error), 2000)}", err=True)
        stopping.write("detenida porque falló la infraestructura", f"la infraestructura falló: {error}")
        sys.exit(3)
    except KeyboardInterrupt as stop:  # Ctrl+C or SIGTERM: what is finished is kept, then the usual line and code
        from nismatch_cards.signals import Terminated

        said = "terminada con SIGTERM" if isinstance(stop, Terminated) else "interrumpida con Ctrl+C"
        finished += [s for s in cluster.unyielded(waiting) if s.index not in {f.index for f in finished}]
        stopping.write(said, said)
        raise
    finally:
        if client is not None:
            try:
                client.close(timeout=2)
            except Exception:  # a scheduler already gone
                pass
    played.games -= sum(s.played for s in done.values())  # reused, not played by this run
    elapsed = time.perf_counter() - start
    results["prototipos"] = sim.prototypes
    if options.refused:
        results["cartas_con_errores"] = [{"set": r.set_code, "carta": r.card_id, "archivo": display_path(r.file),
                                          "linea": r.line} for r in options.refused]

    where = (f"en el clúster {options.scheduler}" if options.scheduler
             else f"con {options.workers} proceso{'s' if options.workers != 1 else ''}")
    pace = Pace(elapsed, options.games, where)
    click.echo(sim.text(results, pace), err=options.json_file == "-")
    rate = round(played.games / max(elapsed, 1e-9))
    click.echo(f"{plural(played.games, 'partida', 'partidas', thousands(played.games))} en {num(elapsed)} s {where} "
               f"({thousands(rate)} por segundo)", err=True)
    if options.json_file is not None:
        text = json.dumps(results, ensure_ascii=False, indent=2) + "\n"
        if options.json_file == "-":
            click.echo(text, nl=False)
        else:
            try:
                write_atomically(options.json_path, text)
            except OSError as error:
                fail(f"no se puede escribir «{options.json_file}»: {os_reason(error)}")
    if options.report_dir is not None:
        from . import report

        try:
            page = report.write(options.report_dir, results, pace, sim.definition)
        except OSError as error:
            fail(f"no se puede escribir el informe en «{options.report_dir}»: {os_reason(error)}")
        click.echo(f"Informe: {page}", err=True)
    if options.record is not None:
        recorder = sim.record(options.record)
        try:
            write_atomically(options.record_file, recorder.text())
        except OSError as error:
            fail(f"no se puede escribir «{options.record_file}»: {os_reason(error)}")
        ref = spec.game(options.record)
        click.echo(f"Partida {options.record} (semilla {ref.seed}, nivel {sim.run.levels[ref.level].label}) guardada "
                   f"en {options.record_file}: {recorder.game.result}; reprodúcela con «{options.replay_command}»",
                   err=True)


def _kept(summaries, finished: list):
    """``summaries``, each also appended to ``finished`` as it goes by."""
    for summary in summaries:
        finished.append(summary)
        yield summary


class Played:
    """Counts every game played as the summaries go by: each deal, its game with the other side starting, the swaps
    played again (``Summary.played``). ``most`` is the most there can be: a progress bar of that length shrinks
    as the games that need no playing are known (a swap whose card stayed hidden)."""

    def __init__(self, spec):
        self.spec = spec
        self.each = [spec.most_games(level) for level in range(len(spec.levels))]
        self.most = spec.per_level * sum(self.each)
        self.games = 0

    def count(self, summaries, bar=None):
        for summary in summaries:
            self.games += summary.played
            if bar is not None:
                bar.length -= self.each[summary.level] - summary.played
                bar.update(summary.played)
            yield summary


class Stopping:
    """What a run stopped before its end writes: the figures of its finished levels and its finished games
    (``partial.py``) into the --json file (with every game, for --reanudar) and the --informe folder (the finished
    levels, marked as partial), or a line saying that nothing was written."""

    def __init__(self, sim: Simulation, finished: list, options: Options):
        self.sim, self.finished, self.options = sim, finished, options

    def write(self, said: str, reason: str) -> None:
        """Write what is finished; ``said`` ends «Simulación …» on the terminal, ``reason`` is the JSON's «motivo»."""
        from nismatch_cards.safeio import write_atomically
        from . import report

        options, sim = self.options, self.sim
        figures = partial.results(sim.spec, sim.run, self.finished, reason, sim.build)
        part = figures["parcial"]
        told = (f"{thousands(part['partidas_terminadas'])} de {thousands(part['partidas_pedidas'])} partidas "
                f"terminadas; niveles terminados: {', '.join(part['niveles_terminados']) or 'ninguno'}")
        written = []
        if options.json_file == "-":
            click.echo(json.dumps(figures, ensure_ascii=False, indent=2))
            written.append("la salida estándar")
        elif options.json_path is not None:
            try:
                write_atomically(options.json_path, json.dumps(figures, ensure_ascii=False, indent=2) + "\n")
                written.append(f"«{display_path(options.json_path)}»")
            except OSError as error:
                click.echo(f"Error: no se puede escribir «{options.json_file}»: {os_reason(error)}", err=True)
        resume_path = options.json_path
        if options.json_file is None and self.finished:  # no --json: the games go to a new file, to resume from
            try:
                resume_path = partial.write_new(Path.cwd(), json.dumps(figures, ensure_ascii=False, indent=2) + "\n")
                written.append(f"«{display_path(resume_path)}»")
            except OSError as error:
                click.echo(f"Error: no se pueden guardar las partidas terminadas en la carpeta actual: "
                           f"{os_reason(error)}", err=True)
        if options.report_dir is not None and part["niveles_terminados"]:
            try:
                written.append(f"«{report.write(options.report_dir, figures, None, sim.definition)}»")
            except OSError as error:
                click.echo(f"Error: no se puede escribir el informe en «{options.report_dir}»: {os_reason(error)}",
                           err=True)
        no_report = (" El informe de --informe no se escribe: ningún nivel terminó."
                     if options.report_dir is not None and not part["niveles_terminados"] else "")
        if not written:
            click.echo(f"Simulación {said}: {told}. No se escribe nada.{no_report}", err=True)
            return
        again = ""
        if resume_path is not None:
            again = (f" Para seguirla: repite la orden con --reanudar {command_path(resume_path)}"
                     f"{' (y otro --json, o --forzar)' if options.json_path is not None else ''}.")
        click.echo(f"Simulación {said}: {told}. Lo terminado, marcado como parcial, queda en "
                   f"{' y '.join(written)}.{no_report}{again}", err=True)


# --- a game whose simulation is only this one (every game but the first) ----------------------------------


@dataclass
class Request:
    """What the command line asked of a run of another game (already read and checked by the command)."""

    decks: list  # the chosen decks (``Deck``), in the order given
    gauntlet: bool
    levels: list[tuple[str, str]]  # bot names as written, per level: (side 0, side 1)
    games: int
    seed: int
    first_player: bool
    bot_sources: tuple
    boards: tuple = ()  # the boards asked for by id (``--tablero``); empty: every board
    studied: tuple = ()  # the ids of the first deck's cards measured by swaps (``--sustituir``)
    mode: str = "1v1"


def prepare(project, request: Request, engine: str) -> Simulation:
    """The simulation of ``request`` on ``project`` (a game of plug-in ``engine``)."""
    from nismatch_cards.play.game import NoGameError, game_definition

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
    swaps, studied = _swaps(project, request, definition)
    mode_name = project.ruleset.modes[request.mode].name or request.mode
    spec = runner.GameSpec(engine, project.ruleset, tuple(sides), pairings, tuple(levels), request.games,
                           request.seed, mode=request.mode, boards=tuple(boards), bot_sources=request.bot_sources,
                           first_player=request.first_player, swaps=tuple(swaps))
    run = stats.Run(definition.name, [stats.Side(label) for label in labels], list(pairings),
                    [stats.Level(a if a == b else f"{a} contra {b}", (a, b)) for a, b in levels], request.games,
                    request.seed, definition.end_kinds, [b.name for b in boards], request.first_player,
                    request.gauntlet, studied, request.mode, mode_name)
    prototypes = getattr(code, "prototypes", None)
    end_names = dict(definition.end_names)
    from .text import summary_text

    return Simulation(
        spec, run, stats.build, runner.games, runner.Summary,
        lambda results, pace: summary_text(results, pace, end_names) + "\n\n" + prototypes_text(results["prototipos"]),
        lambda i: runner.record_game(spec, i), definition,
        prototypes(project, request.decks) if prototypes is not None else [])


def _swaps(project, request: Request, definition) -> tuple[list, list]:
    """The swaps of a swap study of the first deck's cards ``request.studied``, and the cards as the figures show
    them (the game's ``baseline``: exit 2 for a game that has none)."""
    if not request.studied:
        return [], []
    if definition.baseline is None:
        fail(f"--sustituir: {definition.name} no dice con qué carta básica se compara una carta; su motor no "
             "mide cartas por sustitución")
    deck = request.decks[0]
    swaps, cards = [], []
    for card_id in request.studied:
        entry = next(e for e in deck.entries if e.card_id == card_id)
        card_set = project.sets[entry.set_code]
        card = card_set.cards[card_id]
        base = definition.baseline(card, list(card_set.cards.values()))
        swaps.append(runner.Swap(card_id, base))
        described = definition.describe_baseline(base) if definition.describe_baseline else {"nombre": base.name}
        identical = dict(base.fields) == dict(card.fields)
        kind = next((v for v in (card.get("clase"), card.type) if isinstance(v, str)), "")
        cards.append(stats.StudiedCard(card_id, card.name, entry.copies, kind, described, identical))
    return swaps, cards


def prototypes_text(prototypes: list[dict]) -> str:
    if not prototypes:
        return "Cartas prototipo (efecto marcado «prototipo: true»): ninguna en estos mazos."
    lines = ["Cartas prototipo (sus textos se imprimen y no se juegan: las cifras las miden sin su efecto):"]
    lines += [f"  {p['nombre']} ({', '.join(p['mazos'])}): " + " ".join(f"«{t}»" for t in p["textos"])
              for p in prototypes]
    return "\n".join(lines)


def _levels(levels: list[tuple[str, str]], definition) -> list[tuple[str, str]]:
    """Each bot by its own name, checked against the game's bots (exit 2 for one that does not play it)."""
    from nismatch_cards.play.bots import bot_name, bot_problem

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
