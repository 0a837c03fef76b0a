"""Everything the renderer reads besides the cards: templates, stylesheets, images, fonts.

Two doors, so that they can be guarded in one place (issue 13 sandboxes both): :func:`environment`
builds the only Jinja environment, and the functions below are the only ones that open a file for
the output or hand WeasyPrint a document (which then fetches the images it names). Templates are
looked up in a designer's ``--templates`` folder, then in the pack's ``templates/``, then in the
generic ``nismatch_cards/render/templates/`` (sheets, site, a default face and back).
"""
from __future__ import annotations

import base64
import mimetypes
import shutil
import subprocess
from functools import lru_cache
from pathlib import Path

import yaml
from jinja2 import ChoiceLoader, Environment, FileSystemLoader, StrictUndefined, TemplateError, TemplateNotFound, \
    TemplateSyntaxError

#: The generic templates: sheets, print shop, images, the site, a default face and back.
TEMPLATES = Path(__file__).resolve().parent / "templates"


def environment(templates: Path | None = None, pack_templates: list[Path] | None = None,
                globals: dict | None = None) -> Environment:
    """The Jinja environment: ``--templates`` first, the pack's template folders, the generic ones
    last; ``globals`` are the helpers templates may call (text fitting, icons).

    Autoescaping is on for everything: a card name like ``<b>x</b>`` is printed, not interpreted.
    """
    folders = ([templates] if templates is not None else []) + list(pack_templates or []) + [TEMPLATES]
    env = Environment(
        loader=ChoiceLoader([FileSystemLoader(str(f)) for f in folders]),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.globals.update(globals or {})
    return env


class TemplateProblem(Exception):
    """A template of the pack or of ``--templates`` that is missing or fails: a Spanish message."""


def template_macro(env: Environment, name: str, macro: str, owner: str):
    """Macro ``macro`` of template ``name``; ``owner`` says whose template it is («del tipo «heroe»»)."""
    try:
        module = env.get_template(name).module
    except TemplateNotFound:
        raise TemplateProblem(f"no existe la plantilla «{name}» {owner}: ponla en la carpeta templates/ del "
                              "paquete (o en la de --templates)") from None
    except TemplateSyntaxError as error:
        raise TemplateProblem(f"la plantilla «{name}» {owner} tiene un error en la línea {error.lineno}: "
                              f"{error.message}") from None
    except TemplateError as error:
        raise TemplateProblem(f"la plantilla «{name}» {owner} falló: {error}") from None
    if not hasattr(module, macro):
        raise TemplateProblem(f"la plantilla «{name}» {owner} no define la macro «{macro}»")
    return getattr(module, macro)


def render(env: Environment, name: str, **context) -> str:
    """Template ``name`` rendered with ``context``; :class:`TemplateProblem` if it is missing or fails."""
    try:
        return env.get_template(name).render(**context)
    except TemplateNotFound as error:
        raise TemplateProblem(f"no existe la plantilla «{error.name}»") from None
    except TemplateSyntaxError as error:
        raise TemplateProblem(f"la plantilla «{error.filename or name}» tiene un error en la línea {error.lineno}: "
                              f"{error.message}") from None
    except TemplateError as error:
        raise TemplateProblem(f"la plantilla «{name}» falló: {error}") from None


def call_macro(function, value, name: str, drawing: str) -> str:
    """``function(value)``; if the template fails, a Spanish message naming it and what it drew."""
    try:
        return function(value)
    except TemplateError as error:
        raise TemplateProblem(f"la plantilla «{name}» falló al dibujar {drawing}: {error}") from None


def stylesheet(env: Environment, name: str, optional: bool = False) -> str:
    """A CSS file found the same way as the templates (so ``--templates`` can restyle it); an
    ``optional`` one that no folder has is empty."""
    try:
        source, _, _ = env.loader.get_source(env, name)
    except TemplateNotFound:
        if optional:
            return ""
        raise
    return source


def generic(env: Environment, name: str) -> bool:
    """Whether template ``name`` is the generic one (no pack or ``--templates`` folder has its own)."""
    try:
        _, filename, _ = env.loader.get_source(env, name)
    except TemplateNotFound:
        return False
    return Path(filename).parent == TEMPLATES


def face_css(env: Environment, default: bool = True) -> str:
    """The stylesheet of card faces and backs: the default face's (``carta.css``) when some card is
    drawn with it (``default``), then the pack's own ``card.css`` if it has one."""
    return (stylesheet(env, "carta.css") if default else "") + stylesheet(env, "card.css", optional=True)


def site_css(env: Environment) -> str:
    """The site's stylesheet: the generic ``site.css``, then the pack's ``sitio.css`` if it has one."""
    return stylesheet(env, "site.css") + stylesheet(env, "sitio.css", optional=True)


def print_shop_css(env: Environment, default: bool = True) -> str:
    """The print shop's CMYK palette: the default face's (when used), then the pack's ``print-shop.css``."""
    return (stylesheet(env, "carta-imprenta.css") if default else "") + stylesheet(env, "print-shop.css", optional=True)


def builtin_template(env: Environment, name: str):
    """The generic template ``name`` itself, whatever a pack or ``--templates`` put in its place."""
    return env.from_string((TEMPLATES / name).read_text(encoding="utf-8"))


def overrides(folder: Path | None, name: str) -> bool:
    """Whether a designer's ``--templates`` folder has its own ``name``."""
    return folder is not None and (Path(folder) / name).is_file()


# --- files of the cards folder and of the pack ------------------------------------------------


def inside(folder: Path, relative: str) -> Path | None:
    """The existing file ``relative`` inside ``folder``; None if it is missing or outside it."""
    folder = Path(folder).resolve()
    path = (folder / relative).resolve()
    return path if folder in path.parents and path.is_file() else None


def file_url(path: Path | None) -> str | None:
    """A ``file://`` URL for WeasyPrint, or None when ``path`` is not an existing file."""
    return Path(path).resolve().as_uri() if path is not None and Path(path).is_file() else None


@lru_cache(maxsize=256)
def data_url(path: Path) -> str:
    """A small file (an icon) as a ``data:`` URL: drawn the same in PDFs and on the site, nothing to copy."""
    kind = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    return f"data:{kind};base64,{base64.b64encode(path.read_bytes()).decode('ascii')}"


def set_back_image(card_set) -> Path | None:
    """The set's back image («dorso» in set.yaml), if it names an existing file inside the set."""
    source = card_set.source.file if card_set.source else card_set.folder / "set.yaml"
    try:
        data = yaml.safe_load(Path(source).read_text(encoding="utf-8")) or {}
    except (OSError, yaml.YAMLError):
        return None
    name = data.get("dorso") if isinstance(data, dict) else None
    return inside(card_set.folder, name) if isinstance(name, str) else None


def copy_newer(source: Path, target: Path) -> None:
    """Copy ``source`` to ``target`` unless the copy there is already as new."""
    target.parent.mkdir(parents=True, exist_ok=True)
    if not target.exists() or target.stat().st_mtime < source.stat().st_mtime:
        shutil.copy2(source, target)


def image_mode(path: Path) -> str | None:
    """Pillow's mode of an image file (``RGB``, ``CMYK``…), None if Pillow cannot read it (an SVG)."""
    from PIL import Image

    try:
        with Image.open(path) as image:
            return image.mode
    except OSError:
        return None


# --- fonts and WeasyPrint -----------------------------------------------------------------------


@lru_cache(maxsize=None)
def font_file(pattern: str) -> str | None:
    """The font file fontconfig picks for ``pattern`` (e.g. ``DejaVu Sans Condensed:bold``)."""
    try:
        found = subprocess.run(["fc-match", "-f", "%{file}", pattern], capture_output=True, text=True,
                               timeout=10).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return None
    return found or None


def pdf_bytes(html: str, base_url: str, options: dict) -> bytes:
    """One HTML document to PDF bytes with WeasyPrint (which loads the images and fonts it names)."""
    from weasyprint import HTML

    return HTML(string=html, base_url=base_url).write_pdf(**options)
