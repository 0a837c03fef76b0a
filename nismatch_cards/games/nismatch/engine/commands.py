"""``nismatch reproducir FILE`` and ``nismatch escenario FILE…`` (registered in ``nismatch_cards/cli.py``).

Exit codes: 0 everything ok, 1 a failed scenario or a record that does not replay, 2 usage. The lines of
``escenario`` (each scenario «ok» or «FALLA», and the count) go to standard output; errors of usage to stderr.
"""
from __future__ import annotations

import sys
from pathlib import Path

import click

from nismatch_cards.cards.wording import plural
from nismatch_cards.diagnostics import printable


@click.command("reproducir")
@click.argument("file", type=click.Path(path_type=Path, dir_okay=False), metavar="ARCHIVO")
@click.option("--cartas", "--cards", "cards", multiple=True, type=click.Path(path_type=Path),
              help="Carpeta de cartas con la que se jugó (por defecto, cards/).")
@click.option("-q", "--silencioso", "quiet", is_flag=True, help="No muestra los turnos, solo el resultado.")
def replay(file: Path, cards: tuple[Path, ...], quiet: bool) -> None:
    """Reproduce el registro de una partida, comprueba cada digest y cuenta los turnos en castellano."""
    from ..play.envelope import progress, replay_saved
    from ..play.keystore import KeyProblem
    from .record import RecordError

    if not file.exists():  # a usage error, as in «escenario» and «jugar --reanudar»
        click.echo(f"Error: {printable(str(file))}: la ruta no existe", err=True)
        sys.exit(2)
    try:
        saved = replay_saved(file, list(cards) or None)
    except (RecordError, KeyProblem) as error:
        click.echo(f"Error: {printable(str(error))}", err=True)
        sys.exit(2 if getattr(error, "usage", False) else 1)
    result = saved.replay
    if not quiet:  # the game's log: what the person was told while playing, sealed or not
        for line in result.lines:
            click.echo(line)
    if saved.sealed is None:
        told = plural(result.actions, 'acción reproducida', 'acciones reproducidas')
    else:  # not how many actions: that would tell how many moves the bot chose
        told = f"partida cifrada sin terminar ({progress(result.game)}), contada como la vio {_person(saved.sealed)}"
    click.echo(f"{file}: {told}; todos los digest coinciden. Resultado: {result.game.result}")


def _person(header: dict) -> str:
    players = header.get("jugadores")
    found = [p for p, who in players.items() if who == "persona"] if isinstance(players, dict) else []
    return printable(found[0], 40) if found else "A"


@click.command("escenario")
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=Path), metavar="ARCHIVO...")
@click.option("--cartas", "--cards", "cards", multiple=True, type=click.Path(path_type=Path),
              help="Carpeta de cartas cuyos sets pueden usar los escenarios (por defecto, cards/).")
@click.option("-v", "--detalle", "verbose", is_flag=True, help="Muestra lo que ocurre en cada escenario.")
def scenario(files: tuple[Path, ...], cards: tuple[Path, ...], verbose: bool) -> None:
    """Ejecuta escenarios de reglas (YAML) y dice cuál falla, en qué acción o en qué expectativa."""
    paths: list[Path] = []
    for path in files:
        if path.is_dir():
            paths += sorted(p for p in path.rglob("*") if p.suffix in (".yaml", ".yml"))
        elif path.exists():
            paths.append(path)
        else:
            click.echo(f"Error: {path}: la ruta no existe", err=True)
            sys.exit(2)
    run = _runner(cards)
    failed = 0
    for path in paths:
        result = run(path)
        click.echo(str(result))  # «ok» and «FALLA» alike: the report of the run, in order
        log = getattr(result, "log", None) or getattr(result.game, "log", None)
        if verbose and log:
            for line in log:
                click.echo(f"    {line}")
        failed += not result.ok
    click.echo(f"{plural(len(paths), 'escenario', 'escenarios')}: {plural(len(paths) - failed, 'correcto', 'correctos')}, "
               f"{plural(failed, 'fallido', 'fallidos')}")
    sys.exit(1 if failed else 0)


def _runner(cards: tuple[Path, ...]):
    """What runs a scenario with the cards of ``cards``: NISMATCH's, or the ``run_scenario(path, project)`` of the
    plug-in of another game (Unmatched); a game whose plug-in has none is a usage error (exit 2)."""
    from nismatch_cards.paths import default_cards
    from .scenario import _project, run_scenario_file

    folders = tuple(p.resolve() for p in (cards or (default_cards(),)))
    project = _project(folders)
    engine = project.pack.engine if project.pack is not None else None
    if engine in (None, "nismatch"):
        return lambda path: run_scenario_file(path, list(cards) or None)
    hook = getattr(project.game.code, "run_scenario", None) if project.game is not None else None
    if hook is None:
        try:
            project.require_engine("nismatch", "escenario")
        except click.UsageError as error:
            click.echo(f"Error: {printable(error.message)}", err=True)
            sys.exit(2)
    return lambda path: hook(path, project)
