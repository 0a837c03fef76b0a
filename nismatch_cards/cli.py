"""The ``nismatch`` command: validar, analizar, and the rest of the toolchain as sub-commands.

Exit codes, the same for every command (README.md, «Códigos de salida»): 0 success, 1 invalid input
(diagnostics were printed), 2 usage error, 3 the infrastructure failed (a Dask cluster), 130 stopped
with Ctrl+C, 143 stopped with SIGTERM (``signals.py``).
"""
from __future__ import annotations

import importlib
import json
import sys
from dataclasses import fields, is_dataclass
from enum import Enum
from pathlib import Path

import click

from . import signals
from .clitext import AliasedChoice, AliasedGroup
from .diagnostics import FORMATTERS, Diagnostic
from .cards.commands import cards_option, pack_of, strict, strict_option
from .cards.wording import plural
from .paths import default_cards



class LazyGroup(AliasedGroup):
    """A group whose sub-commands are imported when used (Click's «lazily loading subcommands»),
    so that ``nismatch validar`` does not pay for the renderer or the engine."""

    def __init__(self, *args, lazy_subcommands: dict[str, str], **kwargs):
        super().__init__(*args, **kwargs)
        self.lazy_subcommands = lazy_subcommands

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted([*super().list_commands(ctx), *self.lazy_subcommands])

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        name = self.aliases.get(name, name)
        if name in self.lazy_subcommands:
            module, attribute = self.lazy_subcommands[name].split(":")
            return getattr(importlib.import_module(module), attribute)
        return super().get_command(ctx, name)

    def main(self, *args, **kwargs):
        """The command, with Ctrl+C and SIGTERM handled (``signals.py``) while it runs."""
        previous = signals.install()
        try:
            return super().main(*args, **kwargs)
        finally:
            signals.restore(previous)

    def invoke(self, ctx: click.Context):
        """A command stopped by Ctrl+C or SIGTERM ends with one line and 130 or 143 (Click would say
        «Cancelado.» and 1, the code of invalid cards)."""
        try:
            return super().invoke(ctx)
        except KeyboardInterrupt as stop:
            click.echo(signals.message(stop), err=True)
            ctx.exit(signals.exit_code(stop))


def _limits(ctx: click.Context, param: click.Parameter, values: tuple[str, ...]) -> None:
    """Set the ``--limite`` values for the command, and put them back when it ends."""
    from . import limits

    try:
        parsed = [limits.parse(value) for value in values]
    except ValueError as error:
        raise click.BadParameter(str(error), ctx, param) from None
    if parsed:
        ctx.with_resource(limits.raised(parsed))


@click.group(
    cls=LazyGroup,
    context_settings={"help_option_names": ["-h", "--ayuda", "--help"]},
    lazy_subcommands={
        "comparar": "nismatch_cards.changes.commands:diff",  # what changed between two versions of the cards
        "construir": "nismatch_cards.render.commands:build",  # PDFs, HTML reference, PNGs
        "escenario": "nismatch_cards.games.nismatch.engine.commands:scenario",
        "esquemas": "nismatch_cards.cards.commands:esquemas",  # a pack's JSON Schemas for editors
        "exportar": "nismatch_cards.sheets.commands:export",  # sets to CSV, XLSX or ODS
        "importar": "nismatch_cards.sheets.commands:import_",  # a spreadsheet back into YAML cards
        "jugar": "nismatch_cards.games.nismatch.play.commands:play",  # a person against a bot in the terminal
        "nuevo": "nismatch_cards.cards.commands:new",  # a new game or set
        "reproducir": "nismatch_cards.games.nismatch.engine.commands:replay",  # rules engine
        "simular": "nismatch_cards.games.nismatch.sim.commands:simulate",
        "vigilar": "nismatch_cards.watch.commands:watch",  # live preview: rebuilds what a change touches
    },
    # The English names the commands had first: hidden, for the scripts and CI files written with them.
    aliases={"build": "construir", "diff": "comparar", "export": "exportar", "import": "importar", "new": "nuevo",
             "parse": "analizar", "play": "jugar", "replay": "reproducir", "scenario": "escenario",
             "simulate": "simular", "validate": "validar", "watch": "vigilar"},
)
@click.version_option(package_name="nismatch-cards")
@click.option("--limite", "limits", multiple=True, metavar="NOMBRE=N", callback=_limits, expose_value=False,
              help="Sube (o baja) un límite de tamaño para esta orden; se puede repetir. Límites: "
                   "alias, caracteres-celda, celdas, claves, columnas, conexiones, filas, cartas-mazo "
                   "(docs/security.md).")
def main() -> None:
    """Herramientas para juegos de cartas (NISMATCH y otros): validar, jugar e imprimir cartas."""


def emit(diagnostics: list[Diagnostic], output_format: str) -> None:
    """Print diagnostics in ``output_format``; text goes to stderr, machine formats to stdout."""
    if output_format == "json":
        click.echo(FORMATTERS["json"](diagnostics))
    elif diagnostics:
        click.echo(FORMATTERS[output_format](diagnostics), err=output_format == "text")


@main.command("validar")
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path), metavar="[RUTA]...")
@click.option("--formato", "--format", "output_format", default="texto", show_default=True,
              type=AliasedChoice({"github": "github", "json": "json", "texto": "text"}),
              help="Formato de los diagnósticos: texto (terminal), json o github (anotaciones de GitHub Actions).")
@click.option("--caras", "fit", is_flag=True,
              help="Dibuja también cada cara y avisa de los nombres y textos que no caben (NM053, NM054), de los "
                   "campos con valor que la cara no muestra (NM198), de los textos e iconos que se montan (NM199), de los "
                   "que se cortan en un borde (NM200) y de los caracteres que ninguna fuente instalada tiene (NM243), "
                   "y da como error la cara que su plantilla no puede dibujar "
                   "(NM201); unas décimas de segundo por carta.")
@click.option("--corregir", "fix", is_flag=True,
              help="Escribe en los archivos YAML de cartas las reescrituras «¿quisiste decir: «…»?» de los textos "
                   "que no se entienden: solo cambia esos textos (el resto del archivo queda igual, byte a byte), "
                   "dice qué cambió y valida otra vez.")
@strict_option
def validate(paths: tuple[Path, ...], output_format: str, fit: bool, fix: bool) -> None:
    """Comprueba cartas, sets, mazos y reglamento (por defecto, la carpeta cards/)."""
    from .cards.loader import load
    from .cores import processes

    targets = list(paths) or [default_cards()]
    for target in targets:
        if not target.exists():
            raise click.UsageError(f"la ruta «{target}» no existe; indica una carpeta de cartas, un set o archivos YAML")
        if fix and target.suffix.lower() in SHEETS:
            raise click.UsageError(
                f"--corregir solo cambia archivos YAML de cartas, y «{target}» es una hoja de cálculo: corrige el texto "
                f"en la hoja (la sugerencia de «nismatch importar» dice cómo) y vuelve a importarla")
    from .cards.faces import DRAW

    fit = DRAW if fit else False
    result = load(targets, fit, workers=processes())
    if fix:
        result = _corrected(targets, result, fit, output_format)
    emit(result.diagnostics, output_format)
    errors = sum(d.severity == "error" for d in result.diagnostics)
    warnings = len(result.diagnostics) - errors
    project = result.project
    own = project.own_sets()  # the bundled sets a deck names are not checked here (cards/library.py)
    cards = sum(len(s.cards) for s in own.values())  # those with errors too: what was checked
    cards += sum(1 for code, _id in project.invalid_cards if code in own)
    decks = len(project.decks) + len(project.invalid_decks)
    maps = f", {plural(len(project.map_files), 'mapa', 'mapas')}" if project.map_files else ""
    if output_format == "text":
        summary = (f"{plural(cards, 'carta', 'cartas')} en {plural(len(own), 'set', 'sets')}, "
                   f"{plural(decks, 'mazo', 'mazos')}{maps}: "
                   f"{plural(errors, 'error', 'errores')}, "
                   f"{plural(warnings, 'aviso', 'avisos')}")
        failing = errors or (strict() and warnings)
        if warnings and not errors and strict():
            summary += " (con --estricto, los avisos también fallan)"
        click.echo(summary, err=bool(failing))
    sys.exit(1 if errors or (strict() and warnings) else 0)


#: Spreadsheets «nismatch importar» reads: ``--corregir`` does not write them.
SHEETS = (".xlsx", ".ods", ".csv")


def _corrected(targets: list[Path], result, fit: bool | str, output_format: str):
    """``validar --corregir``: the rewrites written (:mod:`.cards.corrections`), each said (on the standard
    output, or the error output with a machine format), and the cards validated again when a file changed."""
    from .cards.corrections import correct
    from .cards.loader import load
    from .cores import processes

    done = correct(result.diagnostics, result.project.game)
    to_stderr = output_format != "text"
    for correction in done:
        click.echo(str(correction), err=to_stderr)
    written = [c for c in done if c.refused is None]
    if not written:
        if output_format == "text" and not done:
            click.echo("Ningún texto que corregir: ningún error tiene una reescritura «¿quisiste decir: «…»?».",
                       err=to_stderr)
        return result
    files = len({c.file for c in written})
    click.echo(f"{plural(len(written), 'texto corregido', 'textos corregidos')} en "
               f"{plural(files, 'archivo', 'archivos')}; se valida otra vez:", err=to_stderr)
    return load(targets, fit, workers=processes())


def _plain(value):
    """An AST node as JSON-ready data, with its node type."""
    if is_dataclass(value):
        data = {"tipo": type(value).__name__}
        for f in fields(value):
            item = getattr(value, f.name)
            if f.metadata.get("omit_unset") and not item:  # a field shown only when set («CAR X»)
                continue
            if f.name == "span":
                data["span"] = [item.start, item.end] if item else None
            else:
                data[f.name] = _plain(item)
        return data
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


@main.command("analizar")
@click.argument("text", metavar="TEXTO")
@click.option("--json", "as_json", is_flag=True, help="Imprime la estructura como JSON, con los nombres del código (para programas).")
@cards_option
def parse(text: str, as_json: bool, cards_path: Path) -> None:
    """Analiza el texto de una habilidad y muestra su lectura canónica y su estructura (o el error),
    con las palabras clave del paquete de la carpeta de cartas."""
    from .games.nismatch.language import AbilitySyntaxError, parse as parse_text

    game = pack_of(cards_path)
    keywords = game.code.ruleset(game.pack).keywords if game.pack.engine == "nismatch" else ()
    lexicon = game.code.ruleset(game.pack).lexicon if game.pack.engine == "nismatch" else None
    try:
        ability = parse_text(text, keywords, lexicon)
    except AbilitySyntaxError as error:
        if as_json:
            click.echo(json.dumps({"error": error.message, "columna": error.column, "sugerencia": error.hint},
                                  ensure_ascii=False, indent=2))
        else:
            click.echo(text, err=True)
            click.echo(" " * (error.column - 1) + "^", err=True)
            click.echo(f"columna {error.column}: {error.message}", err=True)
            if error.hint:
                click.echo(f"    sugerencia: {error.hint}", err=True)
        sys.exit(1)
    if as_json:
        click.echo(json.dumps(_plain(ability), ensure_ascii=False, indent=2))
    else:
        from .games.nismatch.language.tree import analysis

        click.echo(analysis(text, ability))


if __name__ == "__main__":  # pragma: no cover
    main()
