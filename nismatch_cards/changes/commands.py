"""``nismatch comparar``: what changed between two versions of a cards folder, for a person or a CHANGELOG.

The two versions are two folders, or two git revisions of the cards folder (``--cards``), or one
revision and the folder as it is now. Exit codes: 0 compared (whatever the differences; 1 when
there are some with ``--codigo-de-salida``), 1 a version has errors in its cards, 2 usage error.
"""
from __future__ import annotations

import sys
from contextlib import ExitStack
from pathlib import Path

import click

from ..paths import default_cards
from .compare import Changes, compare
from .report import FORMATS, count, summary
from .revisions import RevisionError, folder_at


def _load(folder: Path, label: str, shown: str | None = None):
    """The project of a version of the cards folder; exit 1 after its diagnostics if it has errors.
    ``shown`` names the folder in them (a revision's temporary copy as «v1.0:cards»)."""
    from dataclasses import replace

    from ..cards.loader import load
    from ..cli import emit

    result = load([folder])
    if not result.ok or result.project.game is None:
        diagnostics = result.diagnostics
        if shown is not None:
            prefix = str(folder.resolve())  # as display_path writes a file outside the working directory
            diagnostics = [replace(d, file=shown + d.file[len(prefix):]) if d.file.startswith(prefix + "/") else d
                           for d in diagnostics]
        emit(diagnostics, "text")
        errors = sum(d.severity == "error" for d in result.diagnostics)
        click.echo(f"No se compara: la versión «{label}» tiene {count(errors, 'error', 'errores')} en las cartas.",
                   err=True)
        sys.exit(1)
    return result.project


def _is_folder(given: str | Path) -> bool:
    """Whether ``given`` names a folder; a name no file system takes (too long, a NUL) is no folder:
    it is told as a revision name that is not valid."""
    try:
        return Path(given).is_dir()
    except (OSError, ValueError):
        return False


def _version(stack: ExitStack, given: str, cards_path: Path, revision: bool):
    """The project of one version and its label: ``given`` itself if it is a folder (and not
    ``revision``), else the cards folder at revision ``given``, copied into a temporary folder."""
    if not revision and _is_folder(given):
        return _load(Path(given), given), given
    try:
        folder, found = stack.enter_context(folder_at(cards_path, given))
    except RevisionError as error:
        raise click.UsageError(str(error)) from None
    return _load(folder, found.label, f"{given}:{cards_path}"), found.label


def changes_since(cards_path: Path, project, revision: str) -> Changes:
    """What changed in the loaded ``project`` (the cards folder now) since git revision ``revision``."""
    with ExitStack() as stack:
        old, label = _version(stack, revision, cards_path, revision=True)
        return compare(old, project, label, str(cards_path))


def _write(text: str, out: Path, force: bool, inputs: list[Path]) -> None:
    from ..safeio import OutputError, check_file, write_atomically

    try:
        target = check_file(out, inputs, force, option="--salida")
    except OutputError as error:
        raise click.UsageError(str(error)) from None
    write_atomically(target, text)


@click.command("comparar")
@click.argument("antes", required=False, metavar="[A]")
@click.argument("despues", required=False, metavar="[B]")
@click.option("--cartas", "--cards", "cards_path", type=click.Path(path_type=Path, file_okay=False),
              default=default_cards, show_default="cards/ o los sets de NISMATCH de serie",
              help="Carpeta de cartas cuyas revisiones de git se comparan (y la versión de ahora).")
@click.option("--desde", metavar="REV", help="Revisión de git de la versión vieja (en vez de A).")
@click.option("--hasta", metavar="REV", help="Revisión de git de la versión nueva (en vez de B; por defecto, "
              "la carpeta de cartas tal como está).")
@click.option("--formato", "output_format", type=click.Choice(sorted(FORMATS), case_sensitive=False), default="texto", show_default=True,
              help="texto (terminal), markdown (para un CHANGELOG) o html (una página).")
@click.option("--salida", "--out", "out", type=click.Path(path_type=Path, dir_okay=False),
              help="Archivo donde se escribe el informe (por defecto, la salida estándar).")
@click.option("--forzar", "force", is_flag=True, help="Reemplaza el archivo de --salida si ya existe.")
@click.option("--codigo-de-salida", "exit_code", is_flag=True,
              help="Sale con 1 si hay diferencias y con 0 si no (para CI).")
def diff(antes, despues, cards_path, desde, hasta, output_format, out, force, exit_code):
    """Compara dos versiones de unas cartas: cartas nuevas, retiradas y cambiadas campo a campo (los
    textos palabra a palabra), sets y mazos.

    A y B son dos carpetas de cartas o dos revisiones de git (commit, rama, etiqueta) de la carpeta
    de --cartas; sin B, A se compara con la carpeta de cartas tal como está ahora.
    """
    if (desde or hasta) and (antes or despues):
        raise click.UsageError("usa A y B o bien --desde/--hasta, no las dos formas a la vez")
    if not (antes or desde):
        raise click.UsageError("indica qué comparar: dos carpetas (nismatch comparar A B), dos revisiones de git "
                               "(nismatch comparar v1.0 HEAD) o --desde REV")
    with ExitStack() as stack:
        old, old_label = _version(stack, desde or antes, cards_path, revision=bool(desde))
        new_given = hasta or despues
        if new_given:
            new, new_label = _version(stack, new_given, cards_path, revision=bool(hasta))
        else:
            if not cards_path.is_dir():
                raise click.UsageError(f"la carpeta de cartas «{cards_path}» no existe")
            new, new_label = _load(cards_path, str(cards_path)), str(cards_path)
        changes = compare(old, new, old_label, new_label)
    text = FORMATS[output_format](changes)
    if out is None:
        click.echo(text, nl=False)
    else:
        inputs = [Path(p) for p in (cards_path, antes, despues) if p and _is_folder(p)]
        _write(click.unstyle(text), out, force, inputs)
        click.echo(f"Informe en {out} ({output_format}): {summary(changes)}")
    sys.exit(1 if exit_code and not changes.empty else 0)
