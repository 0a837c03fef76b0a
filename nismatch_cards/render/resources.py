"""Everything the renderer reads besides the cards: templates, stylesheets, images, fonts.

Two doors, guarded here and nowhere else:

- :func:`environment` builds the only Jinja environment for a pack's, a ``--templates`` folder's
  and the generic templates: a **sandbox** (Jinja's :class:`~jinja2.sandbox.SandboxedEnvironment`)
  in which a template reads the values of the cards and the helpers it is given, and nothing else
  (no file, no module, no interpreter internals: :func:`template_safe`). Templates are looked up
  in a designer's ``--templates`` folder, then in the pack's ``templates/``, then in the generic
  ``nismatch_cards/render/templates/`` (sheets, site, a default face and back); a template that is
  a link to a file outside its folder is not read.
- :func:`pdf_bytes` hands WeasyPrint a document with a **url fetcher** that loads only files
  inside the folders of a :class:`Reach` (the set, the pack and its templates, the toolchain's
  own) and ``data:`` URLs, never the network; SVG art and the images it names go through the
  same fetcher, and every image is checked (``nismatch_cards/images.py``) before WeasyPrint
  decodes it. A refused resource stops the build with a Spanish message (:class:`ResourceRefused`).
"""
from __future__ import annotations

import base64
import mimetypes
import os
import re
import shutil
import string
import subprocess
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path, PurePath
from types import BuiltinMethodType, MethodType, MappingProxyType, ModuleType
from urllib.parse import unquote, urlsplit
from urllib.request import url2pathname

from ..paths import GENERIC_TEMPLATES
from jinja2 import (BaseLoader, ChoiceLoader, StrictUndefined, TemplateError, TemplateNotFound, TemplateSyntaxError,
                    UndefinedError)
from jinja2.loaders import split_template_path
from jinja2.runtime import BlockReference, LoopContext, Macro, TemplateReference, Undefined
from jinja2.environment import TemplateModule
from jinja2.sandbox import SandboxedEnvironment, SecurityError
from jinja2.utils import Cycler, Joiner, Namespace

from .. import images
from ..diagnostics import display_path
from ..safeio import make_folder, write_atomically
from .timelimit import DrawingTooSlow, time_limit, too_slow

#: The generic templates: sheets, print shop, images, the site, a default face and back.
TEMPLATES = GENERIC_TEMPLATES
#: The most bytes of a template or stylesheet, and of any other file a document loads (fonts…).
MAX_TEMPLATE_BYTES = 5 * 1024 * 1024
MAX_RESOURCE_BYTES = images.MAX_BYTES
#: The longest string or list a template may build with «*», and the largest power with «**».
MAX_REPEAT = 1_000_000
MAX_EXPONENT = 64


# --- templates: a sandbox ---------------------------------------------------------------------------

#: Plain data a template may hold; Jinja's own objects (macros, loops…).
_DATA = (str, int, float, complex, bool, type(None), list, tuple, dict, set, frozenset, MappingProxyType, range)
_JINJA = (Macro, LoopContext, Namespace, Cycler, Joiner, Undefined, TemplateModule, TemplateReference, BlockReference)
#: Modules of the toolchain whose objects templates never see: they reach files, code or the engine.
_PRIVATE_MODULES = ("nismatch_cards.cards.packs", "nismatch_cards.cards.loader", "nismatch_cards.render.renderer",
                    "nismatch_cards.render.resources", "nismatch_cards.safeio")
_PRIVATE_CLASSES = {"FieldPrinter", "Icons", "Site"}


def template_safe(value) -> bool:
    """Whether a template may hold ``value`` (an attribute it reads): plain data, Jinja's own
    objects, the toolchain's view of cards and packs, and methods of those; never a path, a module,
    a class, a function or an object that reaches files or code (the pack's loader, the renderer)."""
    if isinstance(value, _DATA + _JINJA):
        return True
    if isinstance(value, (MethodType, BuiltinMethodType)):
        owner = getattr(value, "__self__", None)
        return owner is not None and not isinstance(owner, (type, ModuleType)) and template_safe(owner)
    if isinstance(value, (PurePath, ModuleType, type)) or callable(value):
        return False
    kind = type(value)
    module = kind.__module__ or ""
    return (module.startswith("nismatch_cards.") and not module.startswith(_PRIVATE_MODULES)
            and not module.endswith(".plugin") and kind.__name__ not in _PRIVATE_CLASSES)


#: What a template's arithmetic or a wrong type raises, said in Spanish (Python's words are English).
_RUNTIME = {ZeroDivisionError: "divide entre cero", OverflowError: "un número se sale de lo que cabe",
            TypeError: "opera con valores de tipos que no van juntos", ValueError: "un valor no es válido para esa "
            "operación", LookupError: "pide un elemento que no existe", ArithmeticError: "una operación no es válida"}
#: String methods whose result grows with an argument: the size each would build.
_GROWING = {"ljust": lambda s, w, *a: max(len(s), w), "rjust": lambda s, w, *a: max(len(s), w),
            "center": lambda s, w, *a: max(len(s), w), "zfill": lambda s, w: max(len(s), w),
            "expandtabs": lambda s, size=8: len(s) * max(size, 1),
            "replace": lambda s, old, new, count=-1: len(s) + (len(s) + 1 if not old else s.count(old)) * len(new)}
_WIDTH = re.compile(r"%[-#0 +]*(\*|\d+)?(?:\.(\*|\d+))?")


def _too_long(size: int, what: str) -> None:
    if size > MAX_REPEAT:
        raise SecurityError(f"«{what}» construiría {size} caracteres; el máximo es {MAX_REPEAT}")


def _check_widths(numbers, what: str) -> None:
    for number in numbers:
        if number == "*":
            raise SecurityError(f"«{what}» no puede tomar su ancho de un valor")
        if number:
            _too_long(int(number), what)


def _bounded_filter(name: str, original):
    """Jinja's filter ``name``, refusing a result of more than :data:`MAX_REPEAT` characters before building it."""
    skip = 1 if hasattr(original, "jinja_pass_arg") else 0  # a context or environment comes first

    def bounded(*given, **kwargs):
        value, args = given[skip], given[skip + 1:]
        text = str(value)
        if name == "center" and args and isinstance(args[0], int):
            _too_long(args[0], "center")
        elif name == "indent":
            width = args[0] if args else kwargs.get("width", 4)
            _too_long(len(text) + (text.count("\n") + 1) * (width if isinstance(width, int) else len(str(width))),
                      "indent")
        elif name == "replace" and len(args) >= 2:
            old, new = str(args[0]), str(args[1])
            _too_long(len(text) + (len(text) + 1 if not old else text.count(old)) * len(new), "replace")
        elif name == "format":
            _check_widths([n for match in _WIDTH.finditer(text) for n in match.groups()], "format")
        return original(*given, **kwargs)
    for attribute in ("jinja_pass_arg",):  # keep how Jinja passes the context or environment to the filter
        if hasattr(original, attribute):
            setattr(bounded, attribute, getattr(original, attribute))
    return bounded


class _Sandbox(SandboxedEnvironment):
    """Jinja's sandbox, narrowed to the values of cards (:func:`template_safe`), with bounded «*», «**», «%» and
    string methods and filters that pad or replace; arithmetic that fails says so in Spanish."""

    intercepted_binops = frozenset({"*", "**", "%", "/", "//"})

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for name in ("center", "indent", "replace", "format"):  # Jinja's filters call Python's methods directly
            self.filters[name] = _bounded_filter(name, self.filters[name])

    def is_safe_attribute(self, obj, attr: str, value) -> bool:
        return super().is_safe_attribute(obj, attr, value) and template_safe(value)

    def unsafe_undefined(self, obj, attribute: str) -> Undefined:
        return self.undefined(f"una plantilla no puede usar «{attribute}» de {type(obj).__name__}: las plantillas "
                              "solo leen los datos de las cartas y del paquete", name=attribute, obj=obj,
                              exc=SecurityError)

    def call_binop(self, context, operator: str, left, right):
        if operator == "*":
            for sequence, times in ((left, right), (right, left)):
                if isinstance(sequence, (str, list, tuple)) and isinstance(times, int) \
                        and len(sequence) * times > MAX_REPEAT:
                    raise SecurityError(f"«*» construiría {len(sequence) * times} elementos; el máximo es {MAX_REPEAT}")
        if operator == "**" and isinstance(right, (int, float)) and abs(right) > MAX_EXPONENT:
            raise SecurityError(f"«**» con exponente {right}; el máximo es {MAX_EXPONENT}")
        if operator == "%" and isinstance(left, str):
            _check_widths([n for match in _WIDTH.finditer(left) for n in match.groups()], "%")
        try:
            return super().call_binop(context, operator, left, right)
        except ArithmeticError as error:
            raise SecurityError(f"«{operator}»: {_runtime(error)}") from None

    def call(__self, __context, __obj, *args, **kwargs):  # noqa: N805  (Jinja's signature)
        """A string method that pads or replaces may not build more than :data:`MAX_REPEAT` characters."""
        method = getattr(__obj, "__wrapped__", __obj)  # Jinja wraps str.format to format safely
        owner, name = getattr(method, "__self__", None), getattr(method, "__name__", "")
        if isinstance(owner, str) and name in _GROWING and all(isinstance(a, (int, str)) for a in args) and not kwargs:
            try:
                _too_long(_GROWING[name](owner, *args), name)
            except TypeError:
                pass  # wrong arguments: the method itself says so
        if isinstance(owner, str) and name in ("format", "format_map"):
            _check_widths(["*" if n == "{" else n for _, _, spec, _ in string.Formatter().parse(owner) if spec
                           for n in re.findall(r"\{|\d+", spec)], name)  # «{:{w}}»: a width from a value
        return super().call(__context, __obj, *args, **kwargs)


class _FolderLoader(BaseLoader):
    """Templates of one folder, read only when they are regular files inside it (a link to a file
    elsewhere is refused) and not too large."""

    def __init__(self, folder: Path):
        self.folder = Path(folder)

    def get_source(self, environment, template: str):
        path = self.folder.joinpath(*split_template_path(template))
        if not os.path.lexists(path):
            raise TemplateNotFound(template)
        real, root = Path(os.path.realpath(path)), Path(os.path.realpath(self.folder))
        if root not in real.parents:
            raise TemplateProblem(f"la plantilla «{template}» de {self.folder} es un enlace a un archivo de fuera de "
                                  "su carpeta: no se lee")
        if not real.is_file():
            raise TemplateNotFound(template)
        if real.stat().st_size > MAX_TEMPLATE_BYTES:
            raise TemplateProblem(f"la plantilla «{template}» de {self.folder} ocupa más de "
                                  f"{MAX_TEMPLATE_BYTES // (1024 * 1024)} MB")
        source = real.read_text(encoding="utf-8", errors="replace")
        mtime = real.stat().st_mtime
        return source, str(real), lambda: real.is_file() and real.stat().st_mtime == mtime


def environment(templates: Path | None = None, pack_templates: list[Path] | None = None,
                globals: dict | None = None) -> SandboxedEnvironment:
    """The Jinja sandbox: ``--templates`` first, the pack's template folders, the generic ones
    last; ``globals`` are the helpers templates may call (text fitting, icons).

    Autoescaping is on for everything: a card name like ``<b>x</b>`` is printed, not interpreted.
    """
    folders = ([templates] if templates is not None else []) + list(pack_templates or []) + [TEMPLATES]
    env = _Sandbox(
        loader=ChoiceLoader([_FolderLoader(f) for f in folders]),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.globals.update(globals or {})
    return env


_NO_ATTRIBUTE = re.compile(r"^'(.*)' has no attribute '(.*)'$")
_UNDEFINED = re.compile(r"^'(.*)' is undefined$")


def _undefined(message: str) -> str:
    """Jinja's «'dict object' has no attribute 'vida'» in Spanish: most often a field the card leaves blank
    (a field a pack's overlay made optional) that the template prints without asking first."""
    found = _NO_ATTRIBUTE.match(message)
    if found and found.group(1) == "dict object":
        key = found.group(2)
        return (f"usa «{key}», que esta carta no tiene (un campo en blanco): pregunta antes con "
                f"{{% if f.fields.get(\"{key}\") %}} o escribe f.fields.get(\"{key}\", \"\")")
    if found:
        owner = found.group(1).removesuffix(" object").rsplit(".", 1)[-1]
        return f"usa «{found.group(2)}» de un valor que no lo tiene (un {owner})"
    found = _UNDEFINED.match(message)
    if found:
        return f"usa «{found.group(1)}», que no está definido"
    return message


def _template_line(error: BaseException, macro, name: str) -> str:
    """« (línea N)»: the line of template ``name`` (of ``macro``) where ``error`` happened, if its traceback says."""
    line, tb = None, error.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename.replace(os.sep, "/").endswith("/" + name):
            line = tb.tb_lineno
        tb = tb.tb_next
    try:
        line = line and macro._environment.get_template(name).get_corresponding_lineno(line)
    except (AttributeError, TemplateError):
        line = None
    return f" (línea {line})" if line else ""


def _failure(error: TemplateError) -> str:
    """What went wrong in a template, in Spanish when it is the sandbox that said no."""
    if isinstance(error, UndefinedError):
        return _undefined(str(error.message or error))
    if isinstance(error, SecurityError):
        message = str(error.message or error)
        if message.endswith("is not safely callable"):
            return "llama a algo que las plantillas no pueden llamar"
        return message if message.startswith(("una plantilla", "«")) else \
            f"usa algo que las plantillas no pueden usar ({message})"
    return str(error)


def _runtime(error: Exception) -> str:
    """A template's arithmetic or type error in Spanish."""
    return next(text for kind, text in _RUNTIME.items() if isinstance(error, kind))


class TemplateProblem(Exception):
    """A template of the pack or of ``--templates`` that is missing or fails: a Spanish message."""


def template_macro(env: SandboxedEnvironment, name: str, macro: str, owner: str):
    """Macro ``macro`` of template ``name``; ``owner`` says whose template it is («del tipo «heroe»»)."""
    try:
        with time_limit():
            module = env.get_template(name).module
    except DrawingTooSlow:
        raise TemplateProblem(too_slow(f"la plantilla «{name}» {owner}")) from None
    except TemplateNotFound as error:
        if error.name not in (None, name):  # the template is there, and what it imports or includes is not
            raise TemplateProblem(f"la plantilla «{name}» {owner} usa «{error.name}», que no existe: ponla en la "
                                  "carpeta templates/ del paquete (o en la de --plantillas)") from None
        raise TemplateProblem(f"no existe la plantilla «{name}» {owner}: ponla en la carpeta templates/ del "
                              "paquete (o en la de --plantillas)") from None
    except TemplateSyntaxError as error:
        raise TemplateProblem(f"la plantilla «{name}» {owner} tiene un error en la línea {error.lineno}: "
                              f"{error.message}") from None
    except TemplateError as error:
        raise TemplateProblem(f"la plantilla «{name}» {owner} falló: {_failure(error)}") from None
    if not hasattr(module, macro):
        raise TemplateProblem(f"la plantilla «{name}» {owner} no define la macro «{macro}»")
    return getattr(module, macro)


def render(env: SandboxedEnvironment, name: str, **context) -> str:
    """Template ``name`` rendered with ``context``; :class:`TemplateProblem` if it is missing or fails."""
    try:
        with time_limit():
            return env.get_template(name).render(**context)
    except DrawingTooSlow:
        raise TemplateProblem(too_slow(f"la plantilla «{name}»")) from None
    except TemplateNotFound as error:
        raise TemplateProblem(f"no existe la plantilla «{error.name}»") from None
    except TemplateSyntaxError as error:
        raise TemplateProblem(f"la plantilla «{error.filename or name}» tiene un error en la línea {error.lineno}: "
                              f"{error.message}") from None
    except TemplateError as error:
        raise TemplateProblem(f"la plantilla «{name}» falló: {_failure(error)}") from None
    except tuple(_RUNTIME) as error:
        raise TemplateProblem(f"la plantilla «{name}» falló: {_runtime(error)}") from None


def call_macro(function, value, name: str, drawing: str) -> str:
    """``function(value)``; if the template fails, a Spanish message naming it and what it drew."""
    try:
        with time_limit():
            return function(value)
    except DrawingTooSlow:
        raise TemplateProblem(too_slow(f"la plantilla «{name}», al dibujar {drawing},")) from None
    except TemplateError as error:
        raise TemplateProblem(f"la plantilla «{name}»{_template_line(error, function, name)} falló al dibujar {drawing}: "
                              f"{_failure(error)}") from None
    except tuple(_RUNTIME) as error:
        raise TemplateProblem(f"la plantilla «{name}»{_template_line(error, function, name)} falló al dibujar "
                              f"{drawing}: {_runtime(error)}") from None


def stylesheet(env: SandboxedEnvironment, name: str, optional: bool = False) -> str:
    """A CSS file found the same way as the templates (so ``--templates`` can restyle it); an
    ``optional`` one that no folder has is empty."""
    try:
        source, _, _ = env.loader.get_source(env, name)
    except TemplateNotFound:
        if optional:
            return ""
        raise
    return source


def generic(env: SandboxedEnvironment, name: str) -> bool:
    """Whether template ``name`` is the generic one (no pack or ``--templates`` folder has its own)."""
    try:
        _, filename, _ = env.loader.get_source(env, name)
    except TemplateNotFound:
        return False
    return Path(filename).parent == TEMPLATES


def face_css(env: SandboxedEnvironment, default: bool = True) -> str:
    """The stylesheet of card faces and backs: the default face's (``carta.css``) when some card is
    drawn with it (``default``), then the pack's own ``card.css`` if it has one."""
    return (stylesheet(env, "carta.css") if default else "") + stylesheet(env, "card.css", optional=True)


def site_css(env: SandboxedEnvironment) -> str:
    """The site's stylesheet: the generic ``site.css``, then the pack's ``sitio.css`` if it has one."""
    return stylesheet(env, "site.css") + stylesheet(env, "sitio.css", optional=True)


def print_shop_css(env: SandboxedEnvironment, default: bool = True) -> str:
    """The print shop's CMYK palette: the default face's (when used), then the pack's ``print-shop.css``."""
    return (stylesheet(env, "carta-imprenta.css") if default else "") + stylesheet(env, "print-shop.css", optional=True)


def builtin_template(env: SandboxedEnvironment, name: str):
    """The generic template ``name`` itself, whatever a pack or ``--templates`` put in its place."""
    return env.from_string((TEMPLATES / name).read_text(encoding="utf-8"))


def overrides(folder: Path | None, name: str) -> bool:
    """Whether a designer's ``--templates`` folder has its own ``name``."""
    return folder is not None and (Path(folder) / name).is_file()


# --- files of the cards folder and of the pack ------------------------------------------------


def inside(folder: Path, relative: str) -> Path | None:
    """The existing file ``relative`` inside ``folder`` (links followed only as far as they stay
    inside it); None if it is missing or outside it."""
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
    """The set's back image («dorso» in set.yaml), as the loader checked it: an image inside the set."""
    return getattr(card_set, "back", None)


def copy_newer(source: Path, target: Path) -> None:
    """Copy ``source`` to ``target`` (atomically, never through a link) unless the copy there is
    already as new."""
    make_folder(target.parent)
    if target.is_symlink() or not target.exists() or target.stat().st_mtime < source.stat().st_mtime:
        write_atomically(target, source.read_bytes())
        shutil.copystat(source, target)


def image_mode(path: Path) -> str | None:
    """Pillow's mode of an image file (``RGB``, ``CMYK``…), None if Pillow cannot read it (an SVG)."""
    from PIL import Image

    try:
        with Image.open(path) as image:
            return image.mode
    except (OSError, Image.DecompressionBombError):
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


@dataclass(frozen=True)
class Reach:
    """What a document may load: files inside ``folders`` (after following links), the ``files``
    named (an ICC profile), and ``data:`` URLs. Relative URLs are relative to ``base``."""

    base: Path
    folders: tuple[Path, ...]
    files: tuple[Path, ...] = ()

    @classmethod
    def of(cls, base: Path, folders, files=()) -> "Reach":
        real = lambda paths: tuple(dict.fromkeys(Path(os.path.realpath(p)) for p in paths if p is not None))  # noqa: E731
        return cls(Path(base), real([*folders, TEMPLATES]), real(files))

    @property
    def base_url(self) -> str:
        return str(self.base) + os.sep

    def with_files(self, *files: Path) -> "Reach":
        return Reach.of(self.base, self.folders, self.files + tuple(files))

    def refusal(self, url: str) -> tuple[Path | None, str | None]:
        """``(file, None)`` for a ``file:`` URL this reach allows, ``(None, None)`` for a ``data:``
        URL, ``(None, why)`` for anything else (a Spanish reason)."""
        scheme = urlsplit(url).scheme.lower()
        if scheme == "data":
            return None, None
        if scheme != "file":
            return None, f"«{_short(url)}», una dirección de red: no se descarga nada"
        path = Path(os.path.realpath(url2pathname(unquote(urlsplit(url).path))))
        if path not in self.files and not any(folder in path.parents for folder in self.folders):
            return None, f"«{_short(url)}», fuera de la carpeta del set, del paquete y de las plantillas: no se lee"
        if not path.is_file():
            return None, f"«{_short(url)}», que no existe o no es un archivo"
        return path, None


def _short(url: str) -> str:
    return url if len(url) <= 120 else url[:117] + "…"


class ResourceRefused(Exception):
    """A document named a resource it may not load (a Spanish message); the build stops."""


#: What makes a browser load from the network: CSS «url(…)» and «@import», and the attributes that load (a
#: link «<a href>» only navigates, and is not one).
_NETWORK_LOADS = re.compile(
    r"""(?:url\(\s*['"]?|@import\s+['"]|\b(?:src|srcset|poster|data|background)\s*=\s*['"]?"""
    r"""|<link\b[^>]*?\bhref\s*=\s*['"]?)\s*((?:[a-z][a-z0-9+.-]*:)?//[^'"\s)>]+)""", re.IGNORECASE)


def refuse_network_loads(text: str, what: str) -> None:
    """:class:`ResourceRefused` when ``text`` (a page or stylesheet of the site) would load from the network:
    the site, like the PDF, loads nothing from the internet."""
    found = _NETWORK_LOADS.search(text)
    if found is not None:
        raise ResourceRefused(f"{what} nombra «{_short(found.group(1))}», una dirección de red: la web no carga nada "
                              "de internet")


@lru_cache(maxsize=None)
def _fetcher_class():
    """WeasyPrint's URL fetcher, held to a :class:`Reach` (defined when WeasyPrint is imported)."""
    from weasyprint.urls import URLFetcher, URLFetcherResponse

    class Fetcher(URLFetcher):
        def __init__(self, reach: Reach):
            super().__init__(allowed_protocols=("file", "data"), allow_redirects=False)
            self.reach = reach
            self.refused: list[str] = []

        def refuse(self, why: str):
            self.refused.append(why)
            return ValueError(why)

        def fetch(self, url, headers=None):
            path, why = self.reach.refusal(url)
            if why is not None:
                raise self.refuse(why)
            if path is None:  # data:
                response = super().fetch(url, headers)
                body, kind = response.read(MAX_RESOURCE_BYTES + 1), response.content_type
                response.close()
            else:
                if path.stat().st_size > MAX_RESOURCE_BYTES:
                    raise self.refuse(f"«{_short(url)}», que ocupa más de {MAX_RESOURCE_BYTES // (1024 * 1024)} MB")
                body = path.read_bytes()
                kind = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
            problem = _image_problem(body, kind)
            if problem is not None:
                raise self.refuse(f"la imagen «{_short(url)}», que {problem}")
            return URLFetcherResponse(url, body, {"Content-Type": kind})

    return Fetcher


def _image_problem(body: bytes, kind: str) -> str | None:
    """What is wrong with ``body`` if it is (or says it is) an image; stylesheets and fonts pass."""
    if len(body) > MAX_RESOURCE_BYTES:
        return f"ocupa más de {MAX_RESOURCE_BYTES // (1024 * 1024)} MB"
    if kind.startswith("image/") or images.raster(body):
        return images.problem(body)
    return None


def pdf_bytes(html: str, reach: Reach, options: dict) -> bytes:
    """One HTML document to PDF bytes with WeasyPrint, loading only what ``reach`` allows;
    :class:`ResourceRefused` when the document names anything else."""
    return _weasyprint(html, reach, lambda document: document.write_pdf(**options))


def laid_out(html: str, reach: Reach):
    """One HTML document laid out by WeasyPrint (its pages and boxes, nothing written), loading
    only what ``reach`` allows, as :func:`pdf_bytes` does."""
    return _weasyprint(html, reach, lambda document: document.render())


def _weasyprint(html: str, reach: Reach, then):
    from weasyprint import HTML

    images.limit_decoders()
    fetcher = _fetcher_class()(reach)
    try:
        with time_limit():
            data = then(HTML(string=html, base_url=reach.base_url, url_fetcher=fetcher))
    except DrawingTooSlow:
        raise TemplateProblem(too_slow(f"lo que se imprime de «{display_path(reach.base)}»")) from None
    if fetcher.refused:
        more = len(set(fetcher.refused)) - 1
        raise ResourceRefused(f"lo que se imprime de «{display_path(reach.base)}» (cartas, arte o plantillas) nombra "
                              + fetcher.refused[0] + (f" (y {more} recurso{'s' if more > 1 else ''} más)" if more else ""))
    return data
