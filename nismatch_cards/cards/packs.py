"""Which game pack a cards folder uses, loaded and checked with the same diagnostics as cards.

A cards folder's ``ruleset.yaml`` is either a pack (``juego:`` …, its templates beside it in
``templates/``) or ``paquete: <id>``, naming a pack bundled with the toolchain (``packs/<id>``);
a folder without one uses the bundled NISMATCH pack.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from ..diagnostics import Diagnostic, display_path
from ..games import ENGINES, GameCode, PackProblem, TextLanguage, engine_code
from ..paths import GENERIC_TEMPLATES, PACKS_DIR
from .pack import Pack, check_references
from .wording import close
from .yamlfile import YamlDocument, YamlError, load_yaml

PACK_FILE = "ruleset.yaml"
DEFAULT_PACK = "nismatch"
TEMPLATES_FOLDER = "templates"
_PACK_KEYS = ("juego", "constantes", "enumeraciones", "iconos", "tamanos", "dorsos", "estilos", "cara", "tipos", "mazos",
              "sitio", "mapas")


@dataclass(frozen=True)
class LoadedPack:
    """A checked pack, the folder it lives in (its ``templates/``, ``schemas/``) and its plug-in."""

    pack: Pack
    folder: Path
    code: GameCode | None = None
    languages: dict[str, TextLanguage] = field(default_factory=dict)

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
def bundled(pack_id: str) -> LoadedPack:
    """A bundled pack (its files are the toolchain's own, checked by the tests)."""
    folder = PACKS_DIR / pack_id
    loaded, problems = _from_document(load_yaml(folder / PACK_FILE), folder)
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
        return bundled(data["paquete"]), [], None
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
    """``paquete: <id>`` and nothing else (what the meta-schema says of it, without loading it)."""
    from .fields import Findings

    run = Findings(document, "el reglamento")
    for key in document.data:
        if key != "paquete":
            run.unknown((), key, ["paquete"])
    if not isinstance(document.data["paquete"], str):
        run.wrong_type(("paquete",), document.data["paquete"], "un texto")
    return run.problems


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


def _from_document(document: YamlDocument, folder: Path) -> tuple[LoadedPack | None, list[Diagnostic]]:
    """A schema-valid pack file to a :class:`LoadedPack`, or the names it uses that point at nothing."""
    pack = Pack.from_data(document.data)
    problems = check_references(pack) + _pack_images(pack, folder) + _missing_templates(pack, folder)
    warnings = [document.diagnostic("NM051", path, f"no existe la imagen «{written}»", hint, severity="warning")
                for path, written, hint in _missing_pack_images(pack, folder)]
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
    if problems:
        return None, sorted([*(_diagnostic(document, p) for p in problems), *warnings], key=Diagnostic.sort_key)
    return LoadedPack(pack, folder, code, languages), warnings


def _missing_templates(pack: Pack, folder: Path) -> list[tuple[tuple, str, str]]:
    """A face or back ``plantilla:`` that no template folder of the pack has (``construir`` would stop on it)."""
    folders = [*LoadedPack(pack, folder).template_folders, GENERIC_TEMPLATES]
    named = [(("tipos", t, "plantilla"), card_type.template) for t, card_type in pack.types.items()]
    named += [(("dorsos", b, "plantilla"), back.template) for b, back in pack.backs.items() if back.template]
    return [(path, f"no existe la plantilla «{name}»",
             _near_template(name, folders) or f"créala en {display_path(folder / TEMPLATES_FOLDER)}/")
            for path, name in named if not any((f / name).is_file() for f in folders)]


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


def _pack_images(pack: Pack, folder: Path) -> list[tuple[tuple, str, str]]:
    """The images a pack names (back images, SVG icons) stay inside its folder and are images; a
    missing one is drawn without (the generic back, the icon's name)."""
    from .. import images

    named = [(("dorsos", b.id, "imagen"), b.image) for b in pack.backs.values() if b.image]
    named += [(("iconos", i.id, "svg"), i.svg) for i in pack.icons.values() if i.svg]
    root = folder.resolve()
    found = []
    for path, written in named:
        file = (root / written).resolve()
        if root not in file.parents:
            found.append((path, f"la imagen «{written}» queda fuera de la carpeta del paquete",
                          "pon la imagen dentro de la carpeta del paquete y usa una ruta relativa sin «..»"))
        elif file.is_file() and (problem := images.file_problem(file)) is not None:
            found.append((path, f"la imagen «{written}» {problem}", f"usa una imagen {images.KINDS}"))
    return found


def _missing_pack_images(pack: Pack, folder: Path) -> list[tuple[tuple, str, str]]:
    """The back images and SVG icons a pack names inside its folder that do not exist (NM051, a
    warning: the generic back, or the icon's name, is drawn instead)."""
    named = [(("dorsos", b.id, "imagen"), b.image, "se dibujará el dorso genérico") for b in pack.backs.values()
             if b.image]
    named += [(("iconos", i.id, "svg"), i.svg, "se escribirá el nombre del icono") for i in pack.icons.values() if i.svg]
    root = folder.resolve()
    return [(path, written, f"corrige el nombre del archivo, relativo a la carpeta del paquete; mientras, {instead}")
            for path, written, instead in named
            if root in (root / written).resolve().parents and not (root / written).resolve().is_file()]


def _is_container(data, path: tuple) -> bool:
    """Whether ``path`` leads to a map or a list: a problem about one is placed at its key."""
    for step in path:
        try:
            data = data[step]
        except (KeyError, IndexError, TypeError):
            return False
    return isinstance(data, (dict, list))

