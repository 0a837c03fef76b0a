"""A designer's folder builds on its game's bundled sets and decks (docs/packs.md, «Los sets de serie»).

A cards folder whose ``ruleset.yaml`` names a bundled pack (``paquete: nismatch``, with or without an
overlay) sees that game's bundled sets and decks as a library: a deck of the folder may name a bundled
set (``set: base``, ``sets: [mio, base]``, a card ``base/chispazo``), and the commands that play take a
bundled deck by name (``--mazo-bot "Puños de Hierro"``). The folder's own sets and decks come first: a
bundled set or deck with the same code or name is not seen. Only what a deck or a command names is
loaded, and never reported on, built or exported: the bundled sets are the toolchain's own, checked by
its tests.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from ..paths import PACKS_DIR, bundled_cards
from .fields import CardChecker
from .loader import DECKS_FOLDER, SET_FILE, Project, _Bounds, load_deck, load_set, named_deck, named_set_codes
from .model import Deck
from .wording import folded
from .packs import bundled_ids
from .yamlfile import YamlError, load_yaml


def folder(project: Project) -> Path | None:
    """The bundled cards folder of the project's game, or None: when the folder's ruleset names no bundled
    pack, or the folder is that bundled folder itself."""
    game = project.game
    if game is None or project.pack_file is None:
        return None
    base = game.base or game
    pack_id = base.pack.id
    if pack_id not in bundled_ids() or base.folder.resolve() != (PACKS_DIR / pack_id).resolve():
        return None  # a game of the designer's own, not one the toolchain ships
    library = bundled_cards(pack_id).resolve()
    if library == project.pack_file.parent.resolve() or not library.is_dir():
        return None
    return library


def add_sets(project: Project, codes) -> None:
    """Load the bundled sets of ``codes`` the folder has none of, as library sets."""
    library = folder(project)
    wanted = [c for c in codes if c not in project.set_folders]
    if library is None or not wanted:
        return
    available = _set_folders(library)
    checker = CardChecker(project.game)
    for code in wanted:
        if code in available:
            card_set, _problems = load_set(available[code], project, checker)
            if card_set is not None:
                project.sets[code] = card_set
                project.library.add(code)


def set_codes(project: Project) -> list[str]:
    """The codes of the bundled sets the folder can name (none of its own codes)."""
    library = folder(project)
    own = {c for c in project.set_folders if c not in project.library}
    return [c for c in _set_folders(library) if c not in own] if library else []


def deck(project: Project, name_or_file: str) -> Deck | None:
    """The bundled deck ``name_or_file`` names (its name or file stem), loaded with its sets; None when there is none."""
    found = named_deck(project.library_decks, name_or_file)
    library = folder(project)
    if found is not None or library is None:
        return found
    own = {d.name for d in project.decks}
    file = _pick([(f, n) for f, n in _decks(library) if n not in own], name_or_file)
    if file is None:
        return None
    add_sets(project, named_set_codes(file))
    loaded, problems = load_deck(file, project)
    if loaded is None or problems:
        return None
    project.library_decks.append(loaded)
    return loaded


def _pick(entries: list[tuple[Path, str]], query: str) -> Path | None:
    """The file of the deck ``query`` names, as :func:`loader.named_deck` finds a deck."""
    exact = [file for file, name in entries if query in (name, file.stem)]
    if exact:
        return exact[0]
    alike = [file for file, name in entries if folded(query) in {folded(name), folded(file.stem)}]
    return alike[0] if len(alike) == 1 else None


def decks(project: Project) -> list[Deck]:
    """Every bundled deck the folder can name (none named like one of its own), loaded with its sets."""
    return [d for d in (deck(project, name) for name in deck_names(project)) if d is not None]


def deck_names(project: Project) -> list[str]:
    """The names of the bundled decks the folder can name (none named like one of its own)."""
    library = folder(project)
    own = {d.name for d in project.decks}
    return [name for _file, name in _decks(library) if name not in own] if library else []


def decks_note(project: Project, names: list[str]) -> str:
    """The end of a «no such deck» message: the bundled decks of the game the folder may name too."""
    return f"; mazos de serie de {project.game.pack.name}: {', '.join(sorted(names))}" if names else ""


@lru_cache(maxsize=None)
def _set_folders(library: Path) -> dict[str, Path]:
    bounds = _Bounds()
    bounds.add(library)
    found = {}
    for set_folder in bounds.set_folders(library):
        try:
            data = load_yaml(set_folder / SET_FILE).data
        except YamlError:
            continue
        code = data.get("codigo") if isinstance(data, dict) else None
        if isinstance(code, str):
            found.setdefault(code, set_folder)
    return found


@lru_cache(maxsize=None)
def _decks(library: Path) -> tuple[tuple[Path, str], ...]:
    found = []
    for file in sorted((library / DECKS_FOLDER).glob("*.y*ml")):
        try:
            data = load_yaml(file).data
        except YamlError:
            continue
        if isinstance(data, dict) and isinstance(data.get("nombre"), str):
            found.append((file, data["nombre"]))
    return tuple(found)
