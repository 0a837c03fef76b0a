"""``nismatch construir``: print-and-play PDFs, the HTML reference and PNG images from the cards.

``nismatch construir`` alone builds all three for the cards folder (the bundled set by default)
into ``build/``. Exit codes: 0 built, 1 the cards have errors, 2 usage error, or the printing
libraries (the ``render`` extra: ``pip install -e '.[render]'``) are not installed.
"""
from __future__ import annotations

import importlib.util
import math
import sys
import time
from contextlib import contextmanager
from pathlib import Path

import click

from ..cards.commands import strict, strict_option
from ..cards.wording import listing, plural
from ..clitext import AliasedChoice, AliasedGroup
from ..cores import MAX_WORKERS
from ..diagnostics import clip, printable
from ..paths import default_cards
from ..safeio import OutputError
from .layout import DEFAULT_BLEED, DEFAULT_CROP_LENGTH, PAPER_NAMES, PAPER_WORDS, mm
from .pdf import BACK_WORDS, DEFAULT_ICC_PROFILE

DEFAULT_OUT = Path("build")

#: The libraries each output needs beyond the core install: pyproject.toml's ``render`` extra.
NEEDS = {"pdf": ("weasyprint", "pypdf"), "png": ("weasyprint", "pypdfium2"), "html": ()}


class NotInstalled(click.ClickException):
    """An output whose libraries are not installed: exit 2, like a usage error (the cards are not at fault)."""

    exit_code = 2


def _installed(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


def require(ctx: click.Context, *kinds: str) -> None:
    """``NotInstalled``, saying in Spanish how to install them, when a library ``kinds`` need is missing."""
    missing = sorted({m for kind in kinds for m in NEEDS[kind] if not _installed(m)})
    if missing:
        many = len(missing) > 1
        program = ctx.find_root().info_name
        raise NotInstalled(
            f"«{ctx.command_path}» necesita {'las bibliotecas' if many else 'la biblioteca'} {listing(missing)}, "
            f"que no {'están instaladas' if many else 'está instalada'}: instala la parte de impresión con "
            f"«pip install -e '.[render]'» en la carpeta de nismatch-cards, o «pip install {' '.join(missing)}». "
            f"«{program} construir html» y «{program} validar» funcionan sin ella.")


def _common(function):
    options = [
        click.option("--cartas", "--cards", "cards_path", type=click.Path(path_type=Path), default=default_cards,
                     show_default="cards/ o los sets de NISMATCH de serie",
                     help="Carpeta de cartas (sets, decks/ y ruleset.yaml)."),
        click.option("--salida", "--out", "out", type=click.Path(path_type=Path), default=DEFAULT_OUT,
                     show_default=True, help="Carpeta de salida; no se escribe nada fuera de ella."),
        click.option("--set", "set_code", metavar="CODIGO", help="Solo este set."),
        click.option("--mazo", "--deck", "deck", metavar="NOMBRE_O_ARCHIVO",
                     help="Las copias de un mazo (por nombre, nombre de archivo o ruta)."),
        click.option("--solo", "--only", "only", multiple=True, metavar="ID",
                     help="Solo estas cartas, una de cada (se puede repetir o separar con comas)."),
        click.option("--cambiadas-desde", "--changed-since", "changed_since", metavar="REV",
                     help="Solo las cartas nuevas o cambiadas desde la revisión de git REV (una de cada)."),
        click.option("--plantillas", "--templates", "templates",
                     type=click.Path(path_type=Path, file_okay=False, exists=True),
                     help="Carpeta con plantillas/CSS propios; lo que falte se toma de los de serie."),
        click.option("--procesos", "--workers", "workers", type=click.IntRange(min=0, max=MAX_WORKERS), default=0,
                     show_default=True,
                     help="Procesos en paralelo (0: todos los núcleos)."),
        click.option("--forzar", "force", is_flag=True,
                     help="Reemplaza también archivos de la carpeta de salida que no escribió nismatch."),
        strict_option,
    ]
    for option in reversed(options):
        function = option(function)
    return function


class Millimetres(click.ParamType):
    """A length in millimetres between ``low`` and ``high``: a finite number (``nan`` and ``inf``
    would break the PDF)."""

    name = "mm"

    def __init__(self, low: float, high: float):
        self.low, self.high = low, high

    def convert(self, value, param, ctx) -> float:
        if isinstance(value, float):
            return value
        try:
            number = float(value)
        except (TypeError, ValueError):
            number = math.nan
        if not (math.isfinite(number) and self.low <= number <= self.high):
            self.fail(f"debe ser un número de milímetros entre {mm(self.low)} y {mm(self.high)}, no «{clip(str(value), 40)}»",
                      param, ctx)
        return number


def _pdf_options(function):
    options = [
        click.option("--papel", "--paper", "paper", type=AliasedChoice(PAPER_WORDS), multiple=True,
                     help="Tamaño de papel; se puede repetir (por defecto, A4 y carta)."),
        click.option("--sangrado", "--bleed", "bleed", type=Millimetres(0, 100), default=DEFAULT_BLEED,
                     show_default=True, help="Sangrado en mm (0 permitido)."),
        click.option("--largo-marcas", "--crop-length", "crop_length", type=Millimetres(0, 100),
                     default=DEFAULT_CROP_LENGTH,
                     show_default=True, help="Longitud de las marcas de corte en mm (0: sin marcas)."),
        click.option("--distancia-marcas", "--crop-offset", "crop_offset", type=Millimetres(0, 100), default=None,
                     help="Distancia en mm del borde de la carta al inicio de la marca [sangrado + 1]."),
        click.option("--prueba", "--proof", "proof", is_flag=True,
                     help="Prueba: dibuja la línea de corte y la zona segura."),
        click.option("--dorsos", "--backs", "backs", type=AliasedChoice(BACK_WORDS), default="duplex",
                     show_default=True, help="Dorsos: ninguno, duplex (una página de dorsos tras cada hoja, "
                     "para imprimir a doble cara por el borde largo) o al-final (una sola hoja de dorsos al final)."),
        click.option("--desplazar-dorsos-x", "--back-offset-x", "back_offset_x", type=Millimetres(-100, 100),
                     default=0.0, show_default=True,
                     help="Desplazamiento horizontal de los dorsos en mm (calibrar la impresora)."),
        click.option("--desplazar-dorsos-y", "--back-offset-y", "back_offset_y", type=Millimetres(-100, 100),
                     default=0.0, show_default=True,
                     help="Desplazamiento vertical de los dorsos en mm."),
        click.option("--imprenta", "--print-shop", "print_shop", is_flag=True,
                     help="Además, PDF para imprenta: una carta por página con sangrado, CMYK, PDF/X-4."),
        click.option("--perfil-icc", "--icc-profile", "icc_profile",
                     type=click.Path(path_type=Path, dir_okay=False, exists=True), default=None,
                     help="Perfil ICC CMYK de la imprenta para el OutputIntent del PDF/X-4 de --imprenta "
                     f"[por defecto: {DEFAULT_ICC_PROFILE}, si está instalado]."),
    ]
    for option in reversed(options):
        function = option(function)
    return function


def _tts_url(ctx, param, value: str | None) -> str | None:
    from .tts import UrlError, check_base_url

    try:
        return check_base_url(value) if value is not None else None
    except UrlError as error:
        raise click.BadParameter(str(error), ctx, param) from None


def _png_options(function):
    function = click.option("--url-tts", "--tts-url", "tts_url", metavar="URL", callback=_tts_url,
                            help="Dirección (http/https) de la carpeta donde alojarás las hojas de Tabletop "
                            "Simulator [por defecto: los archivos locales, file:///…].")(function)
    return click.option("--resolucion", "--dpi", "dpi", type=click.IntRange(72, 1200), default=300, show_default=True,
                        help="Resolución de los PNG de cada carta, en puntos por pulgada (dpi).")(function)


def _cards_of(cards_path: Path, deck: str | None) -> Path:
    """``--deck ruta/decks/mazo.yaml`` without ``--cards``: the deck's cards folder."""
    from click.core import ParameterSource

    from ..cards.loader import cards_folder_of_decks

    if deck and click.get_current_context().get_parameter_source("cards_path") == ParameterSource.DEFAULT:
        return next(iter(cards_folder_of_decks([deck])), cards_path)
    return cards_path


def _load(cards_path: Path):
    """Load and validate, and find the game's pack; exit 1 after printing the diagnostics if there
    are errors, save cards refused for their own errors that no deck uses: those are said and left out,
    and the command ends with :func:`_left_out` (exit 1)."""
    from ..cards.loader import broken_maps_note, load, refused_note
    from ..cli import emit

    if not cards_path.exists():
        raise click.BadParameter(f"la carpeta «{cards_path}» no existe", param_hint="«--cartas»")
    result = load([cards_path], fit=True)
    warnings = [d for d in result.diagnostics if d.severity != "error"]
    if result.ok and warnings:  # what will not print well (a name cut, art cropped…): said, not stopped
        emit(warnings, "text")
        if strict():
            click.echo(f"No se construye nada: {plural(len(warnings), 'aviso', 'avisos')} en las cartas, y con "
                       "--estricto los avisos también fallan (quita --estricto para construir un borrador).", err=True)
            sys.exit(1)
    refused = result.refused_alone(maps_too=True)
    broken_maps = result.project.broken_maps
    if not result.ok:
        emit(result.diagnostics, "text")
        if refused is None:
            errors = sum(d.severity == "error" for d in result.diagnostics)
            click.echo(f"No se construye nada: {plural(errors, 'error', 'errores')} en las cartas.", err=True)
            sys.exit(1)
        if refused:
            click.echo(refused_note(refused, "Se construye"), err=True)
        if broken_maps:  # a map with errors is not drawn nor printed; the cards and the other maps are
            click.echo(broken_maps_note(broken_maps, "Se construye"), err=True)
    click.get_current_context().meta["nismatch.refused"] = refused
    click.get_current_context().meta["nismatch.broken_maps"] = broken_maps
    return result.project, result.project.game


def _left_out() -> None:
    """The end of a build that left out refused cards or broken maps (:func:`_load`): say so and exit 1, so CI
    still fails."""
    from ..cards.loader import broken_maps_failure, refused_failure

    meta = click.get_current_context().meta
    refused, broken_maps = meta.get("nismatch.refused"), meta.get("nismatch.broken_maps")
    if refused:
        click.echo(refused_failure(refused), err=True)
    if broken_maps:
        click.echo(broken_maps_failure(broken_maps), err=True)
    if refused or broken_maps:
        sys.exit(1)


def _selections(project, gp, set_code, deck, only, cards_path: Path, changed_since: str | None):
    """What to build; with ``--changed-since``, only the cards added or changed since that revision
    (exit 0 with a message when there are none)."""
    from .select import SelectionError, only_cards, select, split_ids

    try:
        selections = select(project, gp, set_code, deck, split_ids(only) or None)
    except SelectionError as error:
        raise click.UsageError(str(error)) from None
    if changed_since is None:
        return selections, None
    from ..changes.commands import changes_since

    changes = changes_since(cards_path, project, changed_since)
    selections = only_cards(selections, changes.printable(), changed_since, project.sets)
    if not selections:
        click.echo(f"Ninguna carta cambió desde «{changes.old_label}»: no se construye nada.")
        _left_out()  # a card left out for its errors still fails the command
        sys.exit(0)
    click.echo(f"Desde «{changes.old_label}»: " + ", ".join(
        f"{len(s.card_ids)} cartas de {s.card_set.code}" for s in selections))
    return selections, changes.printable()


def _out_dir(out: Path, cards_path: Path, kinds: tuple[str, ...], force: bool, *inputs: Path | None) -> Path:
    """The output folder, checked before anything is built (``nismatch_cards/safeio.py``): not a
    file, not the cards or an input folder nor inside or around one, no link in the way, and in the
    subfolders this command fills (``pdf``, ``png``, ``html``) only files an earlier build wrote,
    unless ``--forzar``. A usage error otherwise."""
    from ..safeio import OutputError, check_folder, claim_folder

    try:
        out = check_folder(out, [cards_path, *(i for i in inputs if i is not None)])
        for kind in kinds:
            claim_folder(out / kind, force)
    except OutputError as error:
        raise click.UsageError(str(error)) from None
    return out


def _progress(label: str):
    """A progress callback: a bar on a terminal, nothing otherwise."""
    if not sys.stderr.isatty():
        return None, None
    bar = click.progressbar(length=1, label=label, file=sys.stderr)
    bar.__enter__()
    state = {"done": 0}

    def step(done: int, total: int) -> None:
        bar.length = total
        bar.update(done - state["done"])
        state["done"] = done

    return step, bar


@contextmanager
def _template_problems():
    """A pack's or ``--templates``' template that is missing or fails, or a resource a document may
    not load: its message, exit 1. An output in the way: a usage error."""
    from .resources import ResourceRefused, TemplateProblem

    try:
        yield
    except TemplateProblem as problem:
        click.echo(f"Error en las plantillas: {printable(str(problem))}", err=True)
        sys.exit(1)
    except ResourceRefused as problem:
        click.echo(f"Error: no se construye: {printable(str(problem))}", err=True)
        sys.exit(1)
    except OutputError as problem:
        raise click.UsageError(str(problem)) from None


def _renderer(renderers: dict, selection, gp, templates):
    """One Renderer per set for the whole command, so that faces laid out for the PDFs are reused
    by the other paper and by the PNGs."""
    from .renderer import Renderer

    key = selection.card_set.code
    if key not in renderers:
        renderers[key] = Renderer(selection.card_set, gp, templates)
    return renderers[key]


def _icc_profile(print_shop: bool, icc_profile: Path | None) -> Path | None:
    """The print shop's CMYK profile: ``--icc-profile``, else the installed default, else None with
    a warning (the PDF cannot be PDF/X without an OutputIntent). A profile that is not CMYK is a
    usage error."""
    from .pdf import ProfileError, check_cmyk_profile

    if not print_shop:
        return None
    if icc_profile is None and DEFAULT_ICC_PROFILE.is_file():
        icc_profile = DEFAULT_ICC_PROFILE
    if icc_profile is None:
        click.echo(f"Aviso: no hay perfil ICC CMYK ({DEFAULT_ICC_PROFILE} no existe y no se dio --perfil-icc): "
                   "el PDF de imprenta sale en CMYK con TrimBox y BleedBox, pero SIN OutputIntent, así que NO es "
                   "un PDF/X-4 completo y no se marca como tal. Instala el paquete libgs-common o usa "
                   "--perfil-icc con el perfil de tu imprenta.", err=True)
        return None
    try:
        check_cmyk_profile(icc_profile)
    except ProfileError as error:
        raise click.BadParameter(str(error), param_hint="«--perfil-icc»") from None
    return icc_profile


def run_pdf(gp, selections, out: Path, papers, bleed, crop_length, crop_offset, proof, backs,
            back_offset_x, back_offset_y, print_shop, templates, workers, icc_profile: Path | None = None,
            renderers: dict | None = None) -> list[Path]:
    from .layout import Layout
    from .pdf import SheetOptions, build_print_shop, build_sheets_pdf, non_cmyk_art

    papers = list(dict.fromkeys(papers or ("a4", "letter")))
    sizes = {gp.pack.sizes[gp.pack.types[s.card_set.cards[i].type].size] for s in selections
             for i in dict.fromkeys(s.card_ids)}
    for paper in papers:
        for size in sorted(sizes, key=lambda s: s.id):
            try:
                Layout.create(paper, bleed, crop_length, crop_offset, (size.width, size.height))
            except ValueError as error:
                raise click.UsageError(str(error)) from None
    profile = _icc_profile(print_shop, icc_profile)
    renderers = {} if renderers is None else renderers
    written = []
    for selection in selections:
        renderer = _renderer(renderers, selection, gp, templates)
        for paper in papers:
            options = SheetOptions(paper, bleed, crop_length, crop_offset, proof, backs,
                                   (back_offset_x, back_offset_y), templates, workers)
            file = out / "pdf" / f"{selection.name}-{paper}.pdf"
            step, bar = _progress(f"{file.name}")
            start = time.perf_counter()
            try:
                result = build_sheets_pdf(renderer, selection.card_ids, options, file, selection.title, step)
            finally:
                if bar is not None:
                    bar.__exit__(None, None, None)
            click.echo(f"PDF  {_shown(file)}: {_cards_pages(result)} "
                       f"({time.perf_counter() - start:.1f} s)")
            written.append(file)
        if print_shop:
            file = out / "pdf" / f"{selection.name}-imprenta.pdf"
            start = time.perf_counter()
            files = build_print_shop(renderer, selection.card_ids, bleed, file, selection.title, workers, profile)
            rgb = non_cmyk_art(renderer, selection.card_ids)
            if rgb and profile:
                names = ", ".join(_shown(f) for f in rgb[:5]) + (f" y {len(rgb) - 5} más" if len(rgb) > 5 else "")
                click.echo(f"Aviso: {plural(len(rgb), 'imagen de arte no está', 'imágenes de arte no están')} en "
                           f"CMYK ({names}): van tal cual al PDF de "
                           "imprenta y un verificador estricto de PDF/X-4 las rechazará; conviértelas a CMYK.",
                           err=True)
            kind = f"PDF/X-4 con el perfil {profile.name}" if profile else "sin perfil ICC: no es PDF/X"
            click.echo(f"PDF  {_shown(file)}: imprenta (una carta por página, CMYK, {kind}), "
                       f"dorso y lista de copias ({time.perf_counter() - start:.1f} s)")
            written += files
    return written


def run_maps(project, out: Path, papers, png: bool, tts_url: str | None = None) -> list[Path]:
    """The game's boards (``mapas``): print-and-play PDFs on ``papers`` and, when ``png``, their image and
    Tabletop Simulator board. Nothing for a game without maps."""
    boards = project.own_maps()
    if not boards:
        return []
    from ..games import map_code
    from .boards import build_board_files, tile_plan

    start = time.perf_counter()
    papers = list(dict.fromkeys(papers or ("a4", "letter"))) if papers is not None else []
    written = build_board_files(boards, map_code().svg, out, papers, png, tts_url)
    pages = {paper: sum(len(tile_plan(b.width, b.height, paper).tiles) + 1 for b in boards) for paper in papers}
    what = [f"PDF de {PAPER_NAMES[p]} ({plural(n, 'página', 'páginas')})" for p, n in pages.items()]
    what += ["PNG y tablero de Tabletop Simulator"] if png else []
    said = what[0] if len(what) == 1 else f"{', '.join(what[:-1])} y {what[-1]}"
    click.echo(f"MAPA {plural(len(boards), 'mapa', 'mapas')} a tamaño de juego: {said} ({time.perf_counter() - start:.1f} s)")
    return written


def _cards_pages(result: dict) -> str:
    return f"{plural(result['cards'], 'carta', 'cartas')}, {plural(result['pages'], 'página', 'páginas')}"


def _shown(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def run_html(project, gp, out: Path, templates, selections=None, cards=None) -> Path:
    from .html import build_site

    start = time.perf_counter()
    site = out / "html"
    result = build_site(project, site, templates, sets=[s.card_set.code for s in selections] if selections else None,
                        gp=gp, cards=cards)
    click.echo(f"HTML {_shown(site / 'index.html')}: {_cards_pages(result)} "
               f"({time.perf_counter() - start:.1f} s)")
    return site


def run_png(gp, selections, out: Path, templates, workers, dpi, renderers: dict | None = None,
            tts_url: str | None = None) -> list[Path]:
    from .png import build_pngs

    renderers = {} if renderers is None else renderers
    written = []
    for selection in selections:
        start = time.perf_counter()
        renderer = _renderer(renderers, selection, gp, templates)
        result = build_pngs(selection, renderer, out / "png", workers, dpi, tts_url)
        click.echo(f"PNG  {_shown(result['folder'])}: {plural(result['cards'], 'carta', 'cartas')}, "
                   f"{plural(len(result['sheets']), 'hoja', 'hojas')} y "
                   f"{plural(result['decks'], 'objeto guardado', 'objetos guardados')} de Tabletop Simulator "
                   f"({time.perf_counter() - start:.1f} s)")
        written += result["files"]
    return written


def _written(ctx: click.Context) -> dict:
    """The options written on the command line, with their values (not those left at their default)."""
    from click.core import ParameterSource

    return {name: value for name, value in ctx.params.items()
            if ctx.get_parameter_source(name) not in (ParameterSource.DEFAULT, ParameterSource.DEFAULT_MAP, None)}


def _flags(command: click.Command, names) -> str:
    return listing(p.opts[0] for p in command.params if p.name in names)


def _pass_down(ctx: click.Context) -> None:
    """``nismatch construir --out X pdf``: the options written before the sub-command are the
    sub-command's (through its ``default_map``); one it does not have is a usage error."""
    sub = ctx.command.get_command(ctx, ctx.invoked_subcommand)
    before = _written(ctx)
    foreign = [name for name in before if name not in {p.name for p in sub.params}]
    if foreign:
        many = len(foreign) > 1
        raise click.UsageError(f"{_flags(ctx.command, foreign)} no {'son opciones' if many else 'es una opción'} de "
                               f"«{ctx.command_path} {ctx.invoked_subcommand}»: "
                               f"{'quítalas' if many else 'quítala'}, o construye sin subcomando")
    ctx.default_map = {ctx.invoked_subcommand: before}


class _Part(click.Command):
    """A sub-command of ``construir``: an option written both before and after it, with two values, is
    a usage error (which one was meant?)."""

    def invoke(self, ctx: click.Context):
        from click.core import ParameterSource

        before = ctx.parent.default_map.get(ctx.info_name, {}) if ctx.parent and ctx.parent.default_map else {}
        twice = [name for name, value in before.items()
                 if ctx.get_parameter_source(name) == ParameterSource.COMMANDLINE and ctx.params[name] != value]
        if twice:
            raise click.UsageError(f"{_flags(self, twice)} se {'escribieron' if len(twice) > 1 else 'escribió'} "
                                   f"antes y después de «{ctx.info_name}» con valores distintos: "
                                   "escribe cada opción una sola vez", ctx)
        return super().invoke(ctx)


@click.group("construir", cls=AliasedGroup, invoke_without_command=True)
@_common
@_pdf_options
@_png_options
@click.pass_context
def build(ctx, cards_path, out, set_code, deck, only, changed_since, templates, workers, force, paper, bleed, crop_length,
          crop_offset, proof, backs, back_offset_x, back_offset_y, print_shop, icc_profile, dpi,
          tts_url):
    """Construye PDFs para imprimir, la web de referencia y los PNG (sin subcomando: todo). Las
    opciones valen antes o después del subcomando: «construir --salida X pdf» es «construir pdf --salida X»."""
    if ctx.invoked_subcommand is not None:
        _pass_down(ctx)
        return
    require(ctx, "pdf", "png", "html")
    cards_path = _cards_of(cards_path, deck)
    out = _out_dir(out, cards_path, ("pdf", "png", "html"), force, templates, icc_profile)
    project, gp = _load(cards_path)
    selections, changed = _selections(project, gp, set_code, deck, only, cards_path, changed_since)
    start = time.perf_counter()
    renderers: dict = {}
    with _template_problems():
        run_pdf(gp, selections, out, paper, bleed, crop_length, crop_offset, proof, backs,
                back_offset_x, back_offset_y, print_shop, templates, workers, icc_profile, renderers)
        run_png(gp, selections, out, templates, workers, dpi, renderers, tts_url)
        run_html(project, gp, out, templates, selections if (set_code or deck or changed) else None, changed)
        run_maps(project, out, paper, True, tts_url)
    click.echo(f"Listo en {time.perf_counter() - start:.1f} s: {_shown(out)}")
    _left_out()


@build.command("pdf", cls=_Part)
@_common
@_pdf_options
def build_pdf(cards_path, out, set_code, deck, only, changed_since, templates, workers, force, paper, bleed, crop_length,
              crop_offset, proof, backs, back_offset_x, back_offset_y, print_shop, icc_profile):
    """PDF para imprimir en casa: las cartas que quepan por hoja (9 de póquer), sangrado, marcas y dorsos."""
    require(click.get_current_context(), "pdf")
    cards_path = _cards_of(cards_path, deck)
    out = _out_dir(out, cards_path, ("pdf",), force, templates, icc_profile)
    project, gp = _load(cards_path)
    selections, _ = _selections(project, gp, set_code, deck, only, cards_path, changed_since)
    with _template_problems():
        run_pdf(gp, selections, out, paper, bleed, crop_length, crop_offset, proof, backs,
                back_offset_x, back_offset_y, print_shop, templates, workers, icc_profile)
        run_maps(project, out, paper, False)
    _left_out()


@build.command("html", cls=_Part)
@_common
def build_html(cards_path, out, set_code, deck, only, changed_since, templates, workers, force):
    """Web estática de referencia en <salida>/html: galería, fichas, reglamento, estadísticas y las páginas del juego."""
    cards_path = _cards_of(cards_path, deck)
    out = _out_dir(out, cards_path, ("html",), force, templates)
    project, gp = _load(cards_path)
    selections, changed = _selections(project, gp, set_code, deck, only, cards_path, changed_since) \
        if (set_code or deck or changed_since) else (None, None)
    with _template_problems():
        run_html(project, gp, out, templates, selections, changed)
    _left_out()


@build.command("png", cls=_Part)
@_common
@_png_options
def build_png(cards_path, out, set_code, deck, only, changed_since, templates, workers, force, dpi, tts_url):
    """Un PNG por carta y hojas de mazo para Tabletop Simulator (máx. 10 × 7, < 4096 px)."""
    require(click.get_current_context(), "png")
    cards_path = _cards_of(cards_path, deck)
    out = _out_dir(out, cards_path, ("png",), force, templates)
    project, gp = _load(cards_path)
    selections, _ = _selections(project, gp, set_code, deck, only, cards_path, changed_since)
    with _template_problems():
        run_png(gp, selections, out, templates, workers, dpi, tts_url=tts_url)
        run_maps(project, out, None, True, tts_url)
    _left_out()
