"""``nismatch esquemas`` (a pack's JSON Schemas for editors) and ``nismatch nuevo`` (a new game or set).

Neither overwrites what a user wrote: ``esquemas`` replaces only schemas it generated before
(``$id`` ``urn:nismatch-cards:schema:…``) unless told ``--forzar``; ``new`` writes only into a
folder that does not exist yet. Exit codes: 0 done, 1 the pack has errors, 2 usage error.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from ..clitext import AliasedGroup
from ..diagnostics import command_path
from ..paths import CARDS_FOLDER, default_cards
from .wording import plural

DEFAULT_SCHEMAS = Path("esquemas")


def cards_option(function):
    return click.option("--cartas", "--cards", "cards_path", type=click.Path(path_type=Path, file_okay=False),
                        default=default_cards, show_default="cards/ o los sets de NISMATCH de serie",
                        help="Carpeta de cartas cuyo paquete se usa (su ruleset.yaml).")(function)


STRICT = "nismatch.strict"


def _strict(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    if value:
        ctx.meta[STRICT] = True


def strict_option(function):
    """``--estricto``, one name in every command that checks cards: warnings fail too (exit 1). Kept in the
    context's ``meta``, which sub-commands share (``construir --estricto pdf``)."""
    return click.option("--estricto", is_flag=True, expose_value=False, callback=_strict,
                        help="Los avisos también fallan (código 1), no solo los errores: para la CI de una "
                             "versión final; un borrador con recuadros en blanco (NM174) no pasa.")(function)


def strict() -> bool:
    """Whether ``--estricto`` was given to this command (or to the command it is part of)."""
    ctx = click.get_current_context(silent=True)
    return bool(ctx and ctx.meta.get(STRICT))


def pack_of(cards_path: Path):
    """The pack of a cards folder; exit 1 after printing its problems if it has any."""
    from ..cli import emit
    from . import packs

    if not cards_path.is_dir():
        raise click.UsageError(f"la carpeta de cartas «{cards_path}» no existe")
    game, diagnostics = packs.of_folder(cards_path)
    if diagnostics or game is None:
        emit(diagnostics, "text")
        click.echo("El paquete tiene errores: corrígelos antes", err=True)
        sys.exit(1)
    return game


def _generated(file: Path) -> bool:
    """Whether ``file`` is a schema this toolchain wrote (and may be replaced)."""
    from .jsonschemas import URN

    try:
        return str(json.loads(file.read_text(encoding="utf-8")).get("$id", "")).startswith(URN)
    except (OSError, UnicodeDecodeError, ValueError, AttributeError):
        return False


def write_schemas(pack, out: Path, force: bool = False) -> list[Path]:
    """Write ``pack``'s schemas into ``out``; ``click.UsageError`` before writing anything if a file
    there is not one of ours (unless ``force``)."""
    from .jsonschemas import dump, schemas

    from ..safeio import OutputError, check_place, make_folder, write_atomically

    try:
        check_place(out, "--salida")
        if out.exists() and not out.is_dir():
            raise OutputError(f"--salida: «{out}» es un archivo; indica una carpeta")
    except OutputError as error:
        raise click.UsageError(str(error)) from None
    made = {out / name: dump(schema) for name, schema in schemas(pack).items()}
    foreign = [f for f in made if (f.exists() or f.is_symlink()) and not (force or _generated(f))]
    if foreign:
        raise click.UsageError(f"«{foreign[0]}» ya existe y no es un esquema generado por nismatch; "
                               "usa otra carpeta con --salida, o --forzar para reemplazarlo")
    make_folder(out)
    written = []
    for file, text in made.items():
        if file.is_symlink() or not file.exists() or file.read_text(encoding="utf-8") != text:
            write_atomically(file, text)
            written.append(file)
    return written


@click.command("esquemas")
@cards_option
@click.option("--salida", "--out", "out", type=click.Path(path_type=Path, file_okay=False), default=DEFAULT_SCHEMAS,
              show_default=True, help="Carpeta donde se escriben los esquemas.")
@click.option("--forzar", is_flag=True, help="Reemplaza también archivos de la carpeta que no son esquemas generados.")
def esquemas(cards_path: Path, out: Path, forzar: bool) -> None:
    """Exporta los esquemas JSON del paquete para el editor: card.schema.json (archivos de cartas),
    deck.schema.json (mazos), set.schema.json (set.yaml), pack.schema.json (ruleset.yaml) y, si el juego
    tiene mapas, map.schema.json."""
    game = pack_of(cards_path)
    written = write_schemas(game.pack, out, forzar)
    click.echo(f"{plural(len(written), 'esquema escrito', 'esquemas escritos')} en {out} ({game.pack.name})" if written
               else f"Los esquemas de {out} ya estaban al día ({game.pack.name})")


@click.group("nuevo", cls=AliasedGroup, aliases={"game": "juego"})  # the English name, kept
def new() -> None:
    """Crea un juego nuevo o un set nuevo que se validan (y se imprimen) al momento."""


@new.command("juego")
@click.argument("folder", type=click.Path(path_type=Path, file_okay=False), metavar="CARPETA")
@click.option("--nombre", default=None, help="Nombre del juego (por defecto, el de la carpeta).")
def new_game(folder: Path, nombre: str | None) -> None:
    """Crea en CARPETA (que no debe existir) el paquete de un juego nuevo: ruleset.yaml con un tipo de
    carta, plantillas, esquemas para el editor, un set de ejemplo con una carta y un mazo."""
    from .scaffold import ScaffoldError, new_game as make

    try:
        files = make(folder, nombre)
    except ScaffoldError as error:
        raise click.UsageError(str(error))
    click.echo(f"Juego creado en {folder}: {plural(len(files), 'archivo', 'archivos')}; "
               f"prueba «nismatch validar {command_path(folder)}» y «nismatch construir --cartas {command_path(folder)}»")


@new.command("set")
@click.argument("folder", type=click.Path(path_type=Path, file_okay=False), metavar="CARPETA")
@click.option("--cartas", "--cards", "cards_path", type=click.Path(path_type=Path, file_okay=False), default=None,
              help="Carpeta de cartas del juego donde va el set [por defecto: la que contiene CARPETA, o cards/ "
                   "si CARPETA es solo un nombre]; si no existe, se crea para el juego de --paquete.")
@click.option("--paquete", "--pack", "pack_id", default=None, metavar="ID",
              help="El juego del set, un paquete de serie (nismatch, unmatched, knockdown, mamlejet-kohanim): "
                   "solo hace falta si la carpeta de cartas aún no existe [por defecto: nismatch].")
@click.option("--nombre", default=None, help="Nombre del set (por defecto, su código).")
def new_set(folder: Path, cards_path: Path | None, pack_id: str | None, nombre: str | None) -> None:
    """Crea el set CARPETA (que no debe existir) en una carpeta de cartas, con su set.yaml y una carta
    de ejemplo de su juego. Su código es el nombre de la carpeta. Si la carpeta de cartas no existe, la
    crea (con su ruleset.yaml y decks/) para el juego de --paquete."""
    from . import packs
    from .scaffold import ScaffoldError, new_cards_folder, new_set as make

    if cards_path is None:
        cards_path = CARDS_FOLDER if len(folder.parts) == 1 else folder.parent
    made = []
    if pack_id is not None and pack_id not in packs.bundled_ids():
        raise click.BadParameter(f"no hay ningún paquete de serie «{pack_id}»; los hay: "
                                 f"{', '.join(packs.bundled_ids())}", param_hint="«--paquete»")
    if not cards_path.exists():
        bundled = packs.bundled(pack_id or "nismatch")
        try:
            made = new_cards_folder(cards_path, bundled.pack.id, bundled.pack.name)
        except ScaffoldError as error:
            raise click.UsageError(str(error))
    game = pack_of(cards_path)
    if pack_id is not None and game.pack.id != pack_id:
        raise click.UsageError(f"la carpeta de cartas «{cards_path}» ya es de {game.pack.name} (paquete "
                               f"«{game.pack.id}»), no de «{pack_id}»: quita --paquete o elige otra carpeta")
    try:
        files = make(folder, cards_path, game, nombre)
    except ScaffoldError as error:
        raise click.UsageError(str(error))
    card = "" if len(files) > 1 else " (sin carta de ejemplo: este juego necesita textos que solo tú puedes escribir)"
    if made:
        click.echo(f"Carpeta de cartas creada en {cards_path} para {game.pack.name} (paquete «{game.pack.id}»: "
                   f"{made[0]} solo dice «paquete: {game.pack.id}»)")
    click.echo(f"Set de {game.pack.name} creado en {files[0].parent}{card}; prueba «nismatch validar {command_path(cards_path)}»")


@new.command("capa")
@click.argument("folder", type=click.Path(path_type=Path, file_okay=False), metavar="CARPETA")
@click.option("--salida", "--out", "out", type=click.Path(path_type=Path, dir_okay=False), default=None,
              help="Archivo donde se escribe la capa [por defecto: el ruleset.yaml de CARPETA, que solo se "
                   "reemplaza con --forzar].")
@click.option("--forzar", is_flag=True, help="Reemplaza el archivo de --salida si ya existe.")
def new_overlay(folder: Path, out: Path | None, forzar: bool) -> None:
    """Convierte la copia de un paquete de serie (CARPETA/ruleset.yaml con «juego:» de nismatch, unmatched,
    knockdown o mamlejet-kohanim) en una capa: «paquete: <id>», «version_paquete:» y solo lo que la copia
    añade o cambia. Así las versiones nuevas del paquete siguen llegando a la carpeta."""
    from ..cli import emit
    from ..safeio import OutputError, check_place, write_atomically
    from . import packs
    from .scaffold import ScaffoldError, overlay_from_copy
    from .yamlfile import YamlError

    copy = folder / packs.PACK_FILE
    if not copy.is_file():
        raise click.UsageError(f"«{copy}» no existe: CARPETA debe tener la copia del paquete (su ruleset.yaml)")
    out = out or copy
    try:
        check_place(out, "--salida")
    except OutputError as error:
        raise click.UsageError(str(error)) from None
    if (out.exists() or out.is_symlink()) and not forzar:
        raise click.UsageError(f"«{out}» ya existe: usa --forzar para reemplazarlo por la capa (guarda antes una "
                               "copia si la quieres), o --salida para escribirla en otro archivo")
    try:
        overlay = overlay_from_copy(copy)
    except YamlError as error:
        emit([error.diagnostic], "text")
        sys.exit(1)
    except ScaffoldError as error:
        raise click.UsageError(str(error)) from None
    write_atomically(out, overlay.text)
    click.echo(f"Capa escrita en {out}: paquete «{overlay.pack_id}» (versión {overlay.version}) y "
               f"{plural(overlay.changes, 'valor propio', 'valores propios')}")
    for path in overlay.dropped:
        click.echo(f"La copia cambia «{path}», que una capa no puede cambiar: la carpeta tendrá el del paquete",
                   err=True)
    for path in overlay.missing:
        click.echo(f"La copia no tiene «{path}» del paquete: una capa no quita nada, así que la carpeta lo tendrá",
                   err=True)
    _game, diagnostics, _ = packs.load_pack(out)
    emit(diagnostics, "text")
    if any(d.severity == "error" for d in diagnostics):
        click.echo("La capa tiene errores: corrígelos en el archivo", err=True)
        sys.exit(1)
