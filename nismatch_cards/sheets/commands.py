"""``nismatch exportar`` (sets to CSV, XLSX or ODS) and ``nismatch importar`` (a spreadsheet back into
YAML card files). Exit codes: 0 done, 1 invalid input (diagnostics printed), 2 usage error."""
from __future__ import annotations

import sys
from pathlib import Path

import click

from ..cards.commands import pack_of
from ..cards.wording import plural
from ..paths import CARDS_FOLDER, default_cards
from .books import FORMATS


@click.command("exportar")
@click.option("--cartas", "--cards", "cards_path", type=click.Path(path_type=Path, file_okay=False),
              default=default_cards, show_default="cards/ o los sets de NISMATCH de serie",
              help="Carpeta de cartas cuyos sets se exportan.")
@click.option("--formato", type=click.Choice(FORMATS, case_sensitive=False), default=None,
              help="Formato de la hoja [por defecto: el de la extensión de --salida].")
@click.option("--salida", "--out", "out", type=click.Path(path_type=Path), required=True,
              help="Archivo .xlsx u .ods que se escribe; con --formato csv, la carpeta de los .csv.")
@click.option("--set", "set_code", default=None, metavar="CODIGO", help="Exporta solo este set.")
@click.option("--forzar", is_flag=True, help="Reemplaza archivos que ya existen.")
def export(cards_path: Path, formato: str | None, out: Path, set_code: str | None, forzar: bool) -> None:
    """Exporta los sets de una carpeta de cartas a una hoja de cálculo: una hoja por set, una fila por
    carta, una columna por campo del paquete (docs/hojas-de-calculo.md)."""
    from ..cards.loader import load
    from ..cli import emit
    from ..safeio import OutputError
    from .exporting import tables

    kind = formato or _format_of(out)
    if not cards_path.is_dir():
        raise click.UsageError(f"la carpeta de cartas «{cards_path}» no existe")
    result = load([cards_path])
    project = result.project
    if project.game is None:
        emit([d for d in result.diagnostics if d.severity == "error"], "text")
        click.echo("El paquete tiene errores: corrígelos antes de exportar", err=True)
        sys.exit(1)
    codes = [set_code] if set_code else list(project.own_sets())
    if set_code and set_code not in project.set_folders:
        raise click.UsageError(f"no hay ningún set «{set_code}» en «{cards_path}»; sets: "
                               + (", ".join(project.set_folders) or "ninguno"))
    folders = [project.set_folders[c] for c in ([set_code] if set_code else project.set_folders)]
    errors = [d for d in result.diagnostics if d.severity == "error" and _inside(d.file, folders)]
    if errors:
        emit(errors, "text")
        click.echo("Corrige los errores antes de exportar: una carta con errores no se exportaría", err=True)
        sys.exit(1)
    if not codes:
        raise click.UsageError(f"«{cards_path}» no tiene ningún set que exportar")
    sets, cards = tables(project, codes)
    try:
        _write(kind, [sets, *cards], out, cards_path, forzar)
    except OutputError as error:
        raise click.UsageError(str(error)) from None
    count = sum(len(t.rows) for t in cards)
    click.echo(f"{plural(len(codes), 'set', 'sets')} ({plural(count, 'carta', 'cartas')}) exportados a {out}")


def _format_of(out: Path) -> str:
    suffix = out.suffix.lower().lstrip(".")
    if suffix in FORMATS:
        return suffix
    raise click.UsageError(f"no se sabe en qué formato escribir «{out}»: indica --formato xlsx, ods o csv "
                           "(o usa la extensión .xlsx, .ods o .csv)")


def _inside(file: str, folders: list[Path]) -> bool:
    path = Path(file).resolve()
    return any(folder.resolve() == path or folder.resolve() in path.parents for folder in folders)


def _write(kind: str, tables: list, out: Path, cards: Path, force: bool) -> None:
    from ..safeio import atomic_file, check_file, check_folder, make_folder
    from .books import write_csv, write_ods, write_xlsx

    if kind != "csv":
        target = check_file(out, [cards], force, "--salida")
        with atomic_file(target) as handle:
            (write_xlsx if kind == "xlsx" else write_ods)(tables, handle)
        return
    if out.suffix.lower() == ".csv":
        raise click.UsageError(f"--salida: con --formato csv se escribe un .csv por set en una carpeta; indica la "
                               f"carpeta (p. ej. «{out.with_suffix('')}»)")
    folder = check_folder(out, [cards])
    targets = {table.name: folder / f"{table.name}.csv" for table in tables}
    if not force:
        for target in targets.values():
            check_file(target, [cards], force, "--salida") if target.parent.is_dir() else None
    make_folder(folder)
    for table in tables:
        with atomic_file(check_file(targets[table.name], [cards], True, "--salida")) as handle:
            write_csv(table, handle)


@click.command("importar")
@click.argument("book_path", type=click.Path(path_type=Path), metavar="ARCHIVO")
@click.option("--cartas", "--cards", "cards_path", type=click.Path(path_type=Path, file_okay=False), default=None,
              help="Carpeta de cartas donde se escriben los sets [por defecto: cards/].")
@click.option("--set", "set_code", default=None, metavar="CODIGO", help="Importa solo este set del archivo.")
@click.option("--forzar", is_flag=True, help="Reemplaza archivos de cartas que ya existen y cambiarían.")
def import_(book_path: Path, cards_path: Path | None, set_code: str | None, forzar: bool) -> None:
    """Importa una hoja de cálculo (.xlsx, .ods, .csv o una carpeta de .csv) a los archivos YAML de la
    carpeta de cartas, con las mismas comprobaciones que las cartas en YAML. No escribe nada si hay
    errores; no reemplaza archivos sin --forzar."""
    from ..safeio import OutputError
    from .books import BookError, format_text, read_book
    from .importing import decks_using, plan, write

    if cards_path is None:
        if not CARDS_FOLDER.is_dir():
            raise click.UsageError("no hay carpeta cards/ aquí: indica la carpeta de cartas con --cartas")
        cards_path = CARDS_FOLDER
    if not book_path.exists():
        raise click.UsageError(f"«{book_path}» no existe")
    game = pack_of(cards_path)
    try:
        book = read_book(book_path)
    except BookError as error:
        click.echo(format_text([error.diagnostic]), err=True)
        sys.exit(1)
    imports, problems = plan(book, book_path, cards_path, game, set_code)
    if problems:
        click.echo(format_text(problems), err=True)
    if any(p.severity == "error" for p in problems):
        click.echo("No se ha escrito nada: corrige la hoja y vuelve a importarla", err=True)
        sys.exit(1)
    try:
        done = write(imports, cards_path, forzar)
    except OutputError as error:
        raise click.UsageError(str(error)) from None
    cards = sum(found.cards for found in imports)
    click.echo(f"{plural(cards, 'carta', 'cartas')} de {plural(len(imports), 'set', 'sets')} en {cards_path}: "
               f"{plural(len(done.written), 'archivo escrito', 'archivos escritos')}, "
               f"{plural(len(done.unchanged), 'sin cambios', 'sin cambios')}")
    for path in done.rewritten:
        click.echo(f"aviso: «{path}» se ha reescrito entero con los datos de la hoja: no se pudo actualizar en su "
                   "sitio conservando su formato, así que sus comentarios y líneas en blanco se han perdido", err=True)
    for path in done.reformatted:
        click.echo(f"aviso: «{path}» se ha actualizado conservando sus comentarios, pero su sangría no es la misma en "
                   "todo el archivo y algunas líneas que la hoja no cambia se han reescrito con la sangría de las demás",
                   err=True)
    broken = decks_using(cards_path, done.removed)
    if broken:
        click.echo(format_text(broken), err=True)
