"""Which game pack a cards folder uses, loaded and checked with the same diagnostics as cards.

A cards folder's ``ruleset.yaml`` is either a pack (``juego:`` …, its templates beside it in
``templates/``) or ``paquete: <id>``, naming a pack bundled with the toolchain (``packs/<id>``),
optionally with an overlay that adds to it (:mod:`.overlays`); a folder without one uses the
bundled NISMATCH pack.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from ..diagnostics import Diagnostic, display_path
from ..games import ENGINES, GameCode, PackProblem, TextLanguage, engine_code
from ..paths import GENERIC_TEMPLATES, PACKS_DIR
from . import overlays
from .pack import Pack, check_references
from .wording import close
from .yamlfile import YamlDocument, YamlError, load_yaml

PACK_FILE = "ruleset.yaml"
DEFAULT_PACK = "nismatch"
TEMPLATES_FOLDER = "templates"
_PACK_KEYS = ("juego", "constantes", "enumeraciones", "iconos", "tamanos", "dorsos", "estilos", "cara", "tipos", "mazos",
              "sitio", "mapas")
#: what an overlay (``paquete: <id>`` and more) may write: all of a pack's sections but ``juego``
_OVERLAY_KEYS = ("paquete", overlays.VERSION_KEY, *(k for k in _PACK_KEYS if k != "juego"))


@dataclass(frozen=True)
class LoadedPack:
    """A checked pack, the folder it lives in (its ``templates/``, ``schemas/``) and its plug-in."""

    pack: Pack
    folder: Path
    code: GameCode | None = None
    languages: dict[str, TextLanguage] = field(default_factory=dict)
    base: "LoadedPack | None" = None  # the bundled pack an overlay (``paquete:`` and more) extends

    @property
    def asset_folders(self) -> list[Path]:
        """Where the images the pack names (back images, SVG icons) are: its folder, then an overlay's pack's."""
        return [self.folder] + ([self.base.folder] if self.base is not None else [])

    def asset(self, relative: str) -> Path | None:
        """The existing file ``relative`` inside one of :attr:`asset_folders` (links followed only as
        far as they stay inside it); None if it is missing or outside them."""
        for folder in self.asset_folders:
            root = folder.resolve()
            path = (root / relative).resolve()
            if root in path.parents and path.is_file():
                return path
        return None

    @property
    def templates(self) -> Path:
        """The pack's own templates and stylesheets (faces, backs, site pages it restyles)."""
        return self.folder / TEMPLATES_FOLDER

    @property
    def template_folders(self) -> list[Path]:
        """Where the pack's templates are looked for: its own folder, then — for a designer's copy of a
        bundled game's ruleset (same ``juego.id``) — the bundled pack's, so the copy keeps its faces."""
        folders = [self.templates]
        bundled_folder = PACKS_DIR / self.pack.id
        if bundled_folder.resolve() != self.folder.resolve() and (bundled_folder / PACK_FILE).is_file():
            folders.append(bundled_folder / TEMPLATES_FOLDER)
        return folders

    def hook(self, name: str):
        """The plug-in's hook ``name``, or None when the pack has no plug-in or the plug-in lacks it."""
        return getattr(self.code, name, None) if self.code is not None else None


def bundled_ids() -> list[str]:
    """The ids of the packs bundled with the toolchain (``packs/<id>/ruleset.yaml``)."""
    return sorted(d.name for d in PACKS_DIR.iterdir() if (d / PACK_FILE).is_file())


@lru_cache(maxsize=None)
def _bundled_document(pack_id: str) -> YamlDocument:
    return load_yaml(PACKS_DIR / pack_id / PACK_FILE)


@lru_cache(maxsize=None)
def bundled(pack_id: str) -> LoadedPack:
    """A bundled pack (its files are the toolchain's own, checked by the tests)."""
    folder = PACKS_DIR / pack_id
    loaded, problems = _from_document(_bundled_document(pack_id), folder)
    if loaded is None:  # pragma: no cover - tests/packs keep every bundled pack valid
        raise RuntimeError(f"el paquete incluido «{pack_id}» tiene errores: {problems[0].message}")
    return loaded


def load_pack(file: Path) -> tuple[LoadedPack | None, list[Diagnostic], str | None]:
    """The pack a ``ruleset.yaml`` declares or names, with every problem of the file.

    When the file has problems the pack is None and the third value is the id of the game it
    is about, if it says so (the caller may use that bundled pack for the cards meanwhile).
    """
    try:
        document = load_yaml(file)
    except YamlError as error:
        return None, [error.diagnostic], None
    data = document.data
    game_id = data.get("juego", {}).get("id") if isinstance(data, dict) and isinstance(data.get("juego"), dict) else None
    problems = _reference_shape(document) if _names_a_pack(data) else _shape(document)
    if problems:
        return None, problems, game_id if isinstance(game_id, str) else None
    if "paquete" in data:
        if data["paquete"] not in bundled_ids():
            return None, [document.diagnostic(
                "NM011", ("paquete",), f"el paquete «{data['paquete']}» no existe",
                close(data["paquete"], bundled_ids()) or "paquetes incluidos: " + ", ".join(bundled_ids()))], None
        if set(data) == {"paquete"}:
            return bundled(data["paquete"]), [], None
        loaded, problems = _overlay(document, bundled(data["paquete"]))
        return loaded, problems, data["paquete"]
    loaded, problems = _from_document(document, file.parent)
    return loaded, problems, game_id


def resolve(pack_file: Path | None) -> tuple[LoadedPack | None, list[Diagnostic]]:
    """The pack of a cards folder whose ``ruleset.yaml`` is ``pack_file`` (None: the folder has none,
    so it is NISMATCH's). A broken pack of a bundled game is replaced by the bundled one, so its
    cards are still checked; the diagnostics say what is wrong with it."""
    if pack_file is None:
        return bundled(DEFAULT_PACK), []
    game, diagnostics, game_id = load_pack(pack_file)
    if game is None and game_id in bundled_ids():
        game = bundled(game_id)
    return game, diagnostics


def of_folder(folder: Path) -> tuple[LoadedPack | None, list[Diagnostic]]:
    """The pack of cards folder ``folder``, and the problems of its ``ruleset.yaml``."""
    file = folder / PACK_FILE
    return resolve(file if file.is_file() else None)


def _names_a_pack(data) -> bool:
    return isinstance(data, dict) and "paquete" in data and "juego" not in data


def _reference_shape(document: YamlDocument) -> list[Diagnostic]:
    """``paquete: <id>``, and an overlay's sections (each a map) and ``version_paquete``: the shape of
    the file before the overlay is merged (the merged pack is checked like a pack)."""
    from .fields import Findings

    data = document.data
    run = Findings(document, "el reglamento")
    engine = bundled(data["paquete"]).pack.engine if data["paquete"] in bundled_ids() else None
    allowed = [*_OVERLAY_KEYS, *([engine] if engine else [])]
    for key, value in data.items():
        if key not in allowed:
            run.unknown((), key, allowed)
        elif key == overlays.VERSION_KEY and not isinstance(value, (str, int, float)):
            run.wrong_type((key,), value, "un texto")
        elif key not in ("paquete", overlays.VERSION_KEY) and value is not None and not isinstance(value, dict):
            run.wrong_type((key,), value, "un mapa")
    if not isinstance(data["paquete"], str):
        run.wrong_type(("paquete",), data["paquete"], "un texto")
    return run.problems


def _overlay(document: YamlDocument, base: LoadedPack) -> tuple[LoadedPack | None, list[Diagnostic]]:
    """The bundled pack ``base`` with the overlay of ``document`` merged in, checked like a pack and
    placed in the overlay's file; or None and why the overlay cannot be merged."""
    base_data = _bundled_document(base.pack.id).data
    written = {k: v for k, v in document.data.items() if k not in ("paquete", overlays.VERSION_KEY)}
    merged = overlays.merge(base_data, written)
    problems = [document.diagnostic(
        "NM147", path, f"una capa no puede quitar «{overlays.dotted(path)}» del paquete «{base.pack.id}»",
        "una capa solo añade y amplía: el motor, la gramática y las plantillas del paquete cuentan con lo que "
        "declara; si no lo usas, no lo escribas en tus cartas (un campo se hace opcional con «obligatorio: false»)",
        key=True) for path in merged.removals]
    problems += [document.diagnostic(
        "NM148", change.path, f"una capa no puede cambiar {change.what} {change.subject} del paquete "
        f"«{base.pack.id}» ({change.old} → {change.new or 'nada'})", change.reason)
        for change in overlays.kind_changes(base_data, written, base_data.get("estilos") or {})]
    problems += _version_problems(document, base, written)
    if any(p.severity == "error" for p in problems):
        return None, sorted(problems, key=Diagnostic.sort_key)
    merged_document = overlays.OverlayDocument(document.file, merged.data, document.root, document.text,
                                               list_items=merged.list_items)
    shape = _shape(merged_document)
    if shape:
        return None, sorted(shape + problems, key=Diagnostic.sort_key)
    loaded, found = _from_document(merged_document, document.file.parent, base)
    return loaded, sorted(found + problems, key=Diagnostic.sort_key)


def _version_problems(document: YamlDocument, base: LoadedPack, written: dict) -> list[Diagnostic]:
    """NM149: the overlay does not say which version of the pack it was written for, or names one newer
    than the bundled pack's; NM150: what the pack changed since that version that the overlay also writes."""
    current, pack_id = base.pack.version, base.pack.id
    if overlays.VERSION_KEY not in document.data:
        return [document.diagnostic(
            "NM149", ("paquete",), f"la capa no dice para qué versión del paquete «{pack_id}» se escribió",
            f"añade «{overlays.VERSION_KEY}: \"{current}\"» (la versión de ahora): así se te avisará de lo que el "
            "paquete cambie después")]
    version = document.data[overlays.VERSION_KEY]
    if overlays.version_key(version) > overlays.version_key(current):
        return [document.diagnostic(
            "NM149", (overlays.VERSION_KEY,), f"la capa se escribió para la versión {version} del paquete «{pack_id}», "
            f"más nueva que la que trae la herramienta ({current})",
            "actualiza nismatch-cards, o escribe la versión que tienes si la capa vale para ella", severity="warning")]
    changes = (_bundled_document(pack_id).data["juego"].get(overlays.CHANGES_KEY) or {})
    return [document.diagnostic(
        "NM150", change.path, f"el paquete «{pack_id}» cambió «{overlays.dotted(change.path)}» en su versión "
        f"{change.version}, y esta capa, escrita para la {version}, lo toca",
        f"revisa que tu cambio siga teniendo sentido con el paquete nuevo y pon «{overlays.VERSION_KEY}: \"{current}\"»",
        key=True, severity="warning")
        for change in overlays.changes_touched(written, version, current, changes)]


def _shape(document: YamlDocument) -> list[Diagnostic]:
    """The meta-schema's errors, and top-level keys that are neither a pack's nor its engine's."""
    from . import schema  # jsonschema is imported only when a folder has its own pack

    data = document.data
    found = schema.check_paths(document, schema.validator("pack"), "el reglamento")
    if not isinstance(data, dict) or "paquete" in data:
        return [d for _, d in found]
    engine = data.get("juego", {}).get("motor") if isinstance(data.get("juego"), dict) else None
    allowed = _PACK_KEYS + ((engine,) if isinstance(engine, str) else ())
    extra = [k for k in data if k not in allowed]
    problems = [d for path, d in found if not (path and path[0] in extra)]
    problems += [document.diagnostic("NM010", (k,), f"clave desconocida «{k}» en el reglamento",
                                     close(k, allowed) or "claves admitidas: " + ", ".join(allowed), key=True)
                 for k in extra]
    return sorted(problems, key=Diagnostic.sort_key)


def _from_document(document: YamlDocument, folder: Path,
                   base: LoadedPack | None = None) -> tuple[LoadedPack | None, list[Diagnostic]]:
    """A schema-valid pack file (or an overlay merged into the bundled pack ``base``) to a
    :class:`LoadedPack`, or the names it uses that point at nothing."""
    pack = Pack.from_data(document.data)
    assets = LoadedPack(pack, folder, base=base)
    problems = check_references(pack) + _pack_images(pack, assets) + _missing_templates(pack, folder)
    warnings = [document.diagnostic("NM051", path, f"no existe la imagen «{written}»", hint, severity="warning")
                for path, written, hint in _missing_pack_images(pack, assets)]
    code = None
    if pack.engine is not None and pack.engine not in ENGINES:
        problems.append((("juego", "motor"), f"el motor «{pack.engine}» no existe",
                         close(pack.engine, ENGINES) or "motores disponibles: " + ", ".join(ENGINES)))
    elif pack.engine is not None:
        code = engine_code(pack.engine)
        problems += code.check_pack(pack)
    languages = code.languages() if code is not None else {}
    for style_id, style in pack.text_styles.items():
        if style.language is not None and style.language not in languages and pack.engine in (None, *ENGINES):
            problems.append((("estilos", style_id, "lenguaje"), f"el lenguaje «{style.language}» no existe",
                             ("lenguajes del motor: " + ", ".join(languages)) if languages
                             else "solo un paquete con «juego.motor» tiene lenguajes; quita «lenguaje»"))
    uses = _missing_uses(pack, folder) if not problems else []
    if problems or uses:
        return None, sorted([*(_diagnostic(document, p) for p in problems), *uses, *warnings], key=Diagnostic.sort_key)
    return LoadedPack(pack, folder, code, languages, base), warnings


def _missing_templates(pack: Pack, folder: Path) -> list[tuple[tuple, str, str]]:
    """A face or back ``plantilla:`` that no template folder of the pack has (``construir`` would stop on it)."""
    folders = [*LoadedPack(pack, folder).template_folders, GENERIC_TEMPLATES]
    named = [(("tipos", t, "plantilla"), card_type.template) for t, card_type in pack.types.items()]
    named += [(("dorsos", b, "plantilla"), back.template) for b, back in pack.backs.items() if back.template]
    return [(path, f"no existe la plantilla «{name}»",
             _near_template(name, folders) or f"créala en {display_path(folder / TEMPLATES_FOLDER)}/")
            for path, name in named if not any((f / name).is_file() for f in folders)]


#: A template that another one needs, named as a string: ``{% import "piezas.html.j2" as p %}``, ``from``,
#: ``include``, ``extends``.
_USES = re.compile(r"""\{%-?\s*(?:import|from|include|extends)\s+(["'])([^"'\n]+)\1""")


def _missing_uses(pack: Pack, folder: Path) -> list[Diagnostic]:
    """What a face or back template of the pack (or one it uses) imports, includes or extends and no template
    folder has, at that line of the template: it passed ``validar`` and stopped ``construir``."""
    folders = [*LoadedPack(pack, folder).template_folders, GENERIC_TEMPLATES]
    queue = sorted({t.template for t in pack.types.values()} | {b.template for b in pack.backs.values() if b.template})
    seen: set[str] = set()
    found = []
    while queue:
        name = queue.pop(0)
        file = _template_file(name, folders)
        if name in seen or file is None or file.parent == GENERIC_TEMPLATES:
            seen.add(name)
            continue
        seen.add(name)
        text = file.read_text(encoding="utf-8", errors="replace")
        for match in _USES.finditer(text):
            used = match.group(2)
            if _template_file(used, folders) is not None:
                queue.append(used)
                continue
            line = text.count("\n", 0, match.start(2)) + 1
            column = match.start(2) - text.rfind("\n", 0, match.start(2))
            found.append(Diagnostic("NM011", display_path(file), line, column,
                                    f"la plantilla «{name}» usa «{used}», que no existe",
                                    _near_template(used, folders) or f"créala en {display_path(file.parent)}/"))
    return found


def _template_file(name: str, folders: list[Path]) -> Path | None:
    """The file of template ``name`` as Jinja finds it: in the first folder that has it, never above one."""
    if name.startswith(("/", "\\")) or ".." in re.split(r"[/\\]", name):
        return None
    return next((f / name for f in folders if (f / name).is_file()), None)


def _near_template(name: str, folders: list[Path]) -> str:
    """«¿quisiste decir «carta.html.j2»?» for a template whose name (without ``.html.j2``) is close to ``name``'s."""
    suffix = ".html.j2"
    stems = sorted({f.name[:-len(suffix)] for d in folders if d.is_dir() for f in d.glob("*" + suffix)})
    stem = name[:-len(suffix)] if name.endswith(suffix) else name
    near = close(stem, stems)
    return near.replace("»?", f"{suffix}»?") if near else ""


def _diagnostic(document: YamlDocument, problem: tuple | PackProblem) -> Diagnostic:
    """A problem of the pack placed in its file: at its key, its value, or a character of a text."""
    if not isinstance(problem, PackProblem):
        problem = PackProblem(*problem)
    if problem.offset is not None:
        text = _at(document.data, problem.path)
        return document.text_diagnostic(problem.path, text, problem.offset, problem.code, problem.message,
                                        problem.hint)
    return document.diagnostic(problem.code, problem.path, problem.message, problem.hint,
                               key=problem.at_key or _is_container(document.data, problem.path))


def _at(data, path: tuple):
    for step in path:
        data = data[step]
    return data


def _pack_images(pack: Pack, assets: LoadedPack) -> list[tuple[tuple, str, str]]:
    """The images a pack names (back images, SVG icons) stay inside its folder and are images; a
    missing one is drawn without (the generic back, the icon's name)."""
    from .. import images

    named = [(("dorsos", b.id, "imagen"), b.image) for b in pack.backs.values() if b.image]
    named += [(("iconos", i.id, "svg"), i.svg) for i in pack.icons.values() if i.svg]
    root = assets.folder.resolve()
    found = []
    for path, written in named:
        existing = assets.asset(written)
        file = existing or (root / written).resolve()
        if existing is None and root not in file.parents:
            found.append((path, f"la imagen «{written}» queda fuera de la carpeta del paquete",
                          "pon la imagen dentro de la carpeta del paquete y usa una ruta relativa sin «..»"))
        elif file.is_file() and (problem := images.file_problem(file)) is not None:
            found.append((path, f"la imagen «{written}» {problem}", f"usa una imagen {images.KINDS}"))
    return found


def _missing_pack_images(pack: Pack, assets: LoadedPack) -> list[tuple[tuple, str, str]]:
    """The back images and SVG icons a pack names inside its folder that do not exist (NM051, a
    warning: the generic back, or the icon's name, is drawn instead)."""
    named = [(("dorsos", b.id, "imagen"), b.image, "se dibujará el dorso genérico") for b in pack.backs.values()
             if b.image]
    named += [(("iconos", i.id, "svg"), i.svg, "se escribirá el nombre del icono") for i in pack.icons.values() if i.svg]
    root = assets.folder.resolve()
    return [(path, written, f"corrige el nombre del archivo, relativo a la carpeta del paquete; mientras, {instead}")
            for path, written, instead in named
            if root in (root / written).resolve().parents and assets.asset(written) is None]


def _is_container(data, path: tuple) -> bool:
    """Whether ``path`` leads to a map or a list: a problem about one is placed at its key."""
    for step in path:
        try:
            data = data[step]
        except (KeyError, IndexError, TypeError):
            return False
    return isinstance(data, (dict, list))

