"""Find and load a cards folder: its pack, sets and decks, with a diagnostic for every problem.

``load(paths)`` accepts what ``nismatch validar`` accepts: a cards folder (sets, ``decks/``
and ``ruleset.yaml``), one set folder, or single files. Nothing is ever written.
"""
from __future__ import annotations

import multiprocessing
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

import click

from ..cores import pool
from ..diagnostics import Diagnostic, display_path
from ..memory import paused_gc
from . import checks, faces, files, outputs, packs
from .fields import CardChecker, Findings
from .model import Card, CardSet, Deck, Source
from .pack import Pack
from .wording import close, folded, listing
from .packs import PACK_FILE, LoadedPack
from .yamlfile import YamlDocument, YamlError, load_yaml

SET_FILE = "set.yaml"
RULESET_FILE = PACK_FILE
#: a pack's lexicon of designer wording (docs/ability-language.md, «Léxico»), beside its ruleset
LEXICON_FILE = "lexico.yaml"
DECKS_FOLDER = "decks"
_YAML = (".yaml", ".yml")
NOT_A_CARD = "el archivo debe ser una carta (un mapa con id, nombre, tipo…) o «cartas:» con una lista"


@dataclass
class Project:
    """Everything loaded from the given paths. Only what had no errors is in it.

    ``game`` is the pack the cards were checked against (None when the folder's own pack has
    errors and is not a bundled game: then no card or deck is loaded)."""

    game: LoadedPack | None
    pack_file: Path | None = None  # the folder's ruleset.yaml; None for the default bundled pack
    sets: dict[str, CardSet] = field(default_factory=dict)
    decks: list[Deck] = field(default_factory=list)
    invalid_cards: dict[tuple[str, str], Path] = field(default_factory=dict)  # (set, id) -> file, cards with errors
    broken_sets: set[str] = field(default_factory=set)  # codes of sets whose set.yaml has errors
    set_folders: dict[str, Path] = field(default_factory=dict)  # every set folder by code, broken or not
    unreadable_files: dict[str, list[Path]] = field(default_factory=dict)  # card files that are not YAML data
    invalid_decks: list[Path] = field(default_factory=list)  # deck files with errors (not in ``decks``)
    refused: list["RefusedCard"] = field(default_factory=list)  # card entries left out for their own errors
    #: the boards of a game with ``mapas`` by id (``games/unmatched/maps.BattlefieldMap``): the folder's own
    #: maps that have no error, and those its bundled pack ships
    maps: dict[str, Any] = field(default_factory=dict)
    map_files: list[Path] = field(default_factory=list)  # the folder's own map files that were checked
    broken_maps: list[Path] = field(default_factory=list)  # those of them with errors: left out of ``maps``
    #: codes of the pack's bundled sets loaded as a library because a deck names them (cards/library.py):
    #: in ``sets`` for decks and games, never reported on, built or exported
    library: set[str] = field(default_factory=set)
    library_decks: list[Deck] = field(default_factory=list)  # bundled decks a command asked for by name

    @property
    def pack(self) -> Pack | None:
        return self.game.pack if self.game is not None else None

    @property
    def ruleset(self):
        """The rule constants the game's engine reads (NISMATCH's ``Ruleset``), from its plug-in;
        a usage error (exit 2) for the commands that play when the game has no engine."""
        if self.game is None or self.game.code is None:
            game = f"el juego «{self.game.pack.name}»" if self.game is not None else "el juego de esta carpeta"
            raise click.UsageError(f"{game} no tiene motor de reglas: sus cartas se validan e imprimen, "
                                   "pero no se juegan ni se simulan")
        return self.game.code.ruleset(self.game.pack)

    def require_engine(self, engine: str, command: str) -> None:
        """A usage error (exit 2) when ``command`` (an order that plays only the game of plug-in ``engine``) is
        given the cards of a game another engine plays."""
        theirs = self.game.pack.engine if self.game is not None else None
        if theirs is not None and theirs != engine:
            raise click.UsageError(f"«nismatch {command}» solo juega a NISMATCH por ahora; el juego "
                                   f"«{self.game.pack.name}» tiene su propio motor de reglas, que esta orden aún no usa")
    def own_maps(self) -> list:
        """The maps of this folder's own map files (not those its bundled pack ships), by id: what the
        site and ``construir`` draw and print."""
        own = {Path(os.path.abspath(f)) for f in self.map_files}
        return sorted((m for m in self.maps.values() if m.file is not None and Path(os.path.abspath(m.file)) in own),
                      key=lambda m: m.id)

    def own_sets(self) -> dict[str, CardSet]:
        """The folder's own sets: every loaded set but the bundled ones of the library."""
        return {code: s for code, s in self.sets.items() if code not in self.library}

    def card(self, set_code: str, card_id: str) -> Card:
        return self.sets[set_code].cards[card_id]

    def card_by_ref(self, ref: str, main_set: str) -> Card | None:
        """The card ``ref`` names: ``id`` in set ``main_set``, or ``set/id`` (as :meth:`Deck.written_refs`
        writes them); None when there is none."""
        code, _, card_id = ref.rpartition("/")
        card_set = self.sets.get(code or main_set)
        return card_set.cards.get(card_id) if card_set is not None else None

    def deck(self, name_or_file: str) -> Deck | None:
        """A deck by its name, its file stem or its file path; the name or stem in any case, with
        or without accents («asalto remachado» is «Asalto Remachado») when only one deck is so named."""
        from . import library

        return named_deck(self.decks, name_or_file) or library.deck(self, name_or_file)

    def no_deck(self, name_or_file: str) -> str:
        """Why ``name_or_file`` names no deck, in Spanish: a file outside the cards folder, or an
        unknown name with the closest one and every deck there is."""
        file = Path(name_or_file)
        if file.suffix.lower() in _YAML and file.is_file():
            root = _cards_root(file.resolve())
            where = f" (está en la carpeta de cartas «{display_path(root)}»)" if root else ""
            return (f"el mazo «{name_or_file}» no es de la carpeta de cartas que se ha cargado{where}: "
                    "indica su carpeta con --cartas, o el mazo sin --cartas")
        from . import library

        names = sorted(d.name for d in self.decks)
        stems = [d.source.file.stem for d in self.decks if d.source]
        bundled = library.deck_names(self)
        suggestion = close(name_or_file, names + stems + bundled)
        return (f"no hay ningún mazo «{name_or_file}»{f' ({suggestion})' if suggestion else ''}; "
                f"mazos disponibles: {', '.join(names) or 'ninguno'}" + library.decks_note(self, bundled)
                + "; un mazo de otra carpeta de cartas se usa dando las dos: --cartas mia --cartas otra")

    def resolve_deck(self, deck: "Deck | str") -> Deck:
        """A :class:`Deck`, given one or its name; ``ValueError`` (in Spanish) when there is none."""
        if isinstance(deck, Deck):
            return deck
        found = self.deck(deck)
        if found is None:
            raise ValueError(self.no_deck(deck))
        return found

    def deck_cards(self, deck: "Deck | str") -> list[Card]:
        """Every copy of the deck's cards, in the order written."""
        return [self.card(code, card_id) for code, card_id in self.resolve_deck(deck).card_refs()]

    def all_cards(self) -> list[Card]:
        return [card for card_set in self.sets.values() for card in card_set.cards.values()]


@dataclass(frozen=True)
class RefusedCard:
    """A card entry of a set left out of the project for its own errors: its id (None when it has no usable
    one), where it is written and those errors."""

    set_code: str
    card_id: str | None
    file: Path
    line: int
    diagnostics: tuple[Diagnostic, ...]

    @property
    def label(self) -> str:
        """«idea-rota» (cards/base/apoyos.yaml:270), as messages name it."""
        name = f"«{self.card_id}»" if self.card_id else "una carta sin id"
        return f"{name} ({display_path(self.file)}:{self.line})"


def refused_note(refused: list[RefusedCard], doing: str) -> str:
    """What a command that goes on without the refused cards says first: «Se construye sin «idea-rota»
    (cards/base/apoyos.yaml:270): tiene errores y ningún mazo la usa.» (``doing``: «Se construye»)."""
    labels = [r.label for r in refused]
    names = labels[0] if len(labels) == 1 else f"{', '.join(labels[:-1])} y {labels[-1]}"
    many = len(refused) != 1
    return f"{doing} sin {names}: tiene{'n' if many else ''} errores y ningún mazo {'las' if many else 'la'} usa."


def broken_maps_note(files: list[Path], doing: str) -> str:
    """«Se construye sin el mapa mapas/m.yaml: tiene errores.» (``doing``: «Se construye»)."""
    names = [display_path(f) for f in files]
    if len(names) == 1:
        return f"{doing} sin el mapa {names[0]}: tiene errores."
    return f"{doing} sin los mapas {', '.join(names[:-1])} y {names[-1]}: tienen errores."


def broken_maps_failure(files: list[Path]) -> str:
    """What a command that went on without them says last, before it exits with code 1."""
    many = len(files) != 1
    return (f"Error: {len(files)} mapa{'s' if many else ''} con errores se {'han' if many else 'ha'} quedado fuera: "
            f"corríge{'los' if many else 'lo'} con «nismatch validar»")


def refused_failure(refused: list[RefusedCard]) -> str:
    """What such a command says last, before it exits with code 1 (so CI still fails)."""
    many = len(refused) != 1
    return (f"Error: {len(refused)} carta{'s' if many else ''} con errores se {'han' if many else 'ha'} quedado fuera: "
            f"corríge{'las' if many else 'la'} con «nismatch validar»")


@dataclass
class LoadResult:
    project: Project
    diagnostics: list[Diagnostic]

    @property
    def ok(self) -> bool:
        return not any(d.severity == "error" for d in self.diagnostics)

    def refused_alone(self, maps_too: bool = False) -> list[RefusedCard] | None:
        """The cards left out for their own errors when those are all the errors there are, and so no deck
        uses one (a deck that does has an error of its own, NM045): the rest can still be built and simulated.
        None when another error stops that; ``[]`` when there is no error. ``maps_too``: a broken map
        (``project.broken_maps``), left out of the project's maps, does not stop it either."""
        errors = {d for d in self.diagnostics if d.severity == "error"}
        if maps_too:
            broken = {display_path(f) for f in self.project.broken_maps}
            errors = {d for d in errors if d.file not in broken}
        refused = [r for r in self.project.refused if any(d in errors for d in r.diagnostics)]
        if errors - {d for r in refused for d in r.diagnostics}:
            return None
        return refused


def cards_folder_of_decks(decks) -> list[Path]:
    """The cards folder of the decks given as files (``--deck ruta/decks/mazo.yaml``), for a command
    told no ``--cards``: [] when no deck is a file; a usage error when they are in two folders."""
    roots = {}
    for deck in decks:
        file = Path(deck)
        if file.suffix.lower() in _YAML and file.is_file():
            root = _cards_root(file.resolve())
            if root is None:
                raise click.UsageError(f"el mazo «{deck}» no está en una carpeta de cartas (una carpeta con "
                                       f"«{DECKS_FOLDER}/», sets o «{RULESET_FILE}»)")
            roots.setdefault(root, deck)
    if len(roots) > 1:
        (first, a), (second, b) = list(roots.items())[:2]
        raise click.UsageError(f"los mazos «{a}» y «{b}» son de dos carpetas de cartas ({display_path(first)} y "
                               f"{display_path(second)}): juega o construye mazos de una sola carpeta")
    return list(roots)


def _is_set_folder(folder: Path) -> bool:
    return (folder / SET_FILE).is_file()


def _is_cards_folder(folder: Path) -> bool:
    return (folder / RULESET_FILE).is_file() or (folder / DECKS_FOLDER).is_dir() or any(
        _is_set_folder(child) for child in folder.iterdir() if child.is_dir()
    )


def _cards_root(path: Path) -> Path | None:
    """The cards folder a set folder or a single file belongs to, if any."""
    for folder in [path if path.is_dir() else path.parent, *path.parents][:3]:
        if folder.is_dir() and (folder / RULESET_FILE).is_file():
            return folder
    for folder in [path if path.is_dir() else path.parent, *path.parents][:3]:
        if folder.is_dir() and folder.name != DECKS_FOLDER and _is_cards_folder(folder) and not _is_set_folder(folder):
            return folder
    return None


class _Bounds:
    """The folders a load may read: those the user named (their cards folder, or their set), after
    following links. A file or folder inside that is a link to somewhere else is not read (NM064):
    a pull request cannot make CI read, or print in its diagnostics, a file from outside."""

    def __init__(self) -> None:
        self.folders: list[Path] = []
        self.problems: list[Diagnostic] = []
        self._listed: dict[str, tuple[str, list[Path]]] = {}  # folder → (real path, YAML files): walked once

    def add(self, path: Path) -> None:
        """The bound of a path the user named: its cards folder, else its set, else itself."""
        absolute = Path(os.path.abspath(path))
        start = absolute if absolute.is_dir() else absolute.parent
        set_folder = next((f for f in [start, *start.parents][:4] if _is_set_folder(f)), None)
        root = _cards_root(absolute) or set_folder or start
        self.folders.append(Path(os.path.realpath(root)))

    def escapes(self, path: Path) -> bool:
        """Whether ``path`` leads out of every bound (reporting it once when it does)."""
        real = Path(os.path.realpath(path))
        if any(real == f or f in real.parents for f in self.folders):
            return False
        if any(d.file == _as_written(path) for d in self.problems):
            return True
        self.problems.append(Diagnostic(
            "NM064", _as_written(path), 1, 1, "es un enlace simbólico a algo de fuera de la carpeta de cartas: no se lee",
            "copia el archivo dentro de la carpeta de cartas, o borra el enlace"))
        return True

    def set_folders(self, root: Path) -> list[Path]:
        """The set folders of a cards folder that stay inside the bounds."""
        return sorted(c for c in root.iterdir() if c.is_dir() and _is_set_folder(c) and not self.escapes(c))

    def yaml_files(self, folder: Path) -> list[Path]:
        """The YAML files below ``folder`` (any case of «.yaml» or «.yml»), links to folders not
        followed, links that leave the bounds refused; sorted as paths are."""
        if not folder.is_dir() or self.escapes(folder):
            return []
        key, real = os.fspath(folder), os.path.realpath(folder)
        for listed, (listed_real, files) in self._listed.items():
            inside = key == listed or key.startswith(listed + os.sep)
            if inside and real == os.path.normpath(os.path.join(listed_real, os.path.relpath(key, listed))):
                return [f for f in files if key == listed or os.fspath(f).startswith(key + os.sep)]
        self._listed[key] = (real, self._walk(folder))  # not through a link: walking did not follow it
        return list(self._listed[key][1])

    def _walk(self, folder: Path) -> list[Path]:
        found = []
        for top, folders, names in os.walk(folder):
            for name in sorted(folders):
                if os.path.islink(os.path.join(top, name)):
                    self.escapes(Path(top, name))  # a link to a folder inside is already read where it is
            for name in names:
                if os.path.splitext(name)[1].lower() not in _YAML:
                    continue
                path = os.path.join(top, name)
                if os.path.islink(path) and self.escapes(Path(path)) or not os.path.isfile(path):
                    continue
                found.append(path)
        return [Path(p) for p in sorted(found, key=lambda p: p.split(os.sep))]


def _as_written(path: Path) -> str:
    """A path for a diagnostic without following links: relative to the working directory if inside it."""
    absolute, cwd = os.path.abspath(path), os.getcwd()
    return os.path.relpath(absolute, cwd) if absolute.startswith(cwd + os.sep) else str(path)


def named_deck(decks: list[Deck], name_or_file: str) -> Deck | None:
    """The deck of ``decks`` named ``name_or_file``: its name, file stem or file path; the name or stem in
    any case, with or without accents, when only one deck is so named."""
    def names(deck: Deck) -> tuple:
        return (deck.name, deck.source.file.stem) if deck.source else (deck.name,)

    for deck in decks:
        if name_or_file in names(deck) or (deck.source and Path(name_or_file).resolve() == deck.source.file.resolve()):
            return deck
    alike = [d for d in decks if folded(name_or_file) in {folded(n) for n in names(d)}]
    return alike[0] if len(alike) == 1 else None


def load(paths: list[Path], fit: bool | str = False, workers: int = 1) -> LoadResult:
    """Load ``paths``. A named file (or a folder inside a set) is checked in the context of its
    set and cards folder, and only its own problems are reported, with those of the ``set.yaml``
    and ruleset it depends on. ``fit`` also draws every face to tell what it cuts (NM053, NM054):
    what building shows; it costs a few milliseconds a card. ``fit=faces.DRAW`` (``validar
    --caras``) also lays every face out to tell what it hides, overlaps or cuts (NM198–NM200),
    tens of milliseconds a card. ``workers``
    processes read the files of large sets (forked: not from a process with threads)."""
    with paused_gc():  # every card, document and diagnostic made outlives the load
        return _load(paths, fit, workers)


def _load(paths: list[Path], fit: bool, workers: int) -> LoadResult:
    diagnostics: list[Diagnostic] = []
    roots: list[Path] = []
    set_folders: list[Path] = []
    deck_files: list[Path] = []
    named_files: set[Path] = set()
    named_folders: list[Path] = []  # reported in full when no file is named
    scoped_folders: list[Path] = []  # folders inside a set: reported like named files
    context: set[Path] = set()  # set.yaml files the named files depend on
    cards_folders: list[Path] = []  # named cards folders: their stray files and maps are looked at once the pack is known
    map_files: list[Path] = []  # named files beside a ruleset, not in a set: maps if the pack keeps its maps there
    bounds = _Bounds()
    for path in paths:
        if not path.exists():
            diagnostics.append(Diagnostic("NM061", display_path(path), 1, 1, "la ruta no existe",
                                          "indica una carpeta de cartas, un set o archivos YAML"))
            continue
        bounds.add(path)
        if bounds.escapes(path):
            continue
        path = path.resolve()
        inside_set = next((f for f in path.parents if _is_set_folder(f)), None) if path.is_dir() else None
        if path.is_dir() and not _is_set_folder(path) and inside_set is not None:
            scoped_folders.append(path)
            context.add(inside_set / SET_FILE)
            set_folders.append(inside_set)
            root = _cards_root(inside_set.parent)
            roots += [root] if root else []
            continue
        if path.is_dir() and path.name == DECKS_FOLDER and not _is_set_folder(path):
            # a decks folder: its decks, checked like named deck files against the sets beside it
            roots.append(path.parent)
            set_folders += bounds.set_folders(path.parent)
            decks_here = bounds.yaml_files(path)
            deck_files += decks_here
            named_files.update(decks_here)
            scoped_folders.append(path)
            continue
        if path.is_dir():
            named_folders.append(path)
            if _is_set_folder(path):
                set_folders.append(path)
                root = _cards_root(path.parent)
                roots += [root] if root else []
            else:
                roots.append(path)
                set_folders += bounds.set_folders(path)
                deck_files += bounds.yaml_files(path / DECKS_FOLDER)
                cards_folders.append(path)
            continue
        named_files.add(path)
        if path.suffix.lower() not in _YAML:
            diagnostics.append(Diagnostic("NM063", display_path(path), 1, 1, "el archivo no es YAML",
                                          "las cartas, sets, mazos y el reglamento son archivos .yaml o .yml"))
            continue
        folder = path.parent
        if path.name == LEXICON_FILE and (folder / RULESET_FILE).is_file():
            continue  # the pack's lexicon: read by its game's parser, not a card file
        if folder.name == DECKS_FOLDER or path.name == RULESET_FILE:
            root = folder.parent if folder.name == DECKS_FOLDER else folder
            roots.append(root)
            if folder.name == DECKS_FOLDER:  # a deck is checked against the sets of its folder
                set_folders += bounds.set_folders(root)
                deck_files.append(path)
            continue
        set_folder = next((f for f in [folder, *folder.parents][:4] if _is_set_folder(f)), None)
        if set_folder is None and (folder.parent / RULESET_FILE).is_file():
            roots.append(folder.parent)
            map_files.append(path)
            continue
        if set_folder is None:
            diagnostics.append(_not_in_a_set(path))
            continue
        set_folders.append(set_folder)
        context.add(set_folder / SET_FILE)
        root = _cards_root(set_folder.parent)
        roots += [root] if root else []

    pack_file = next((r / RULESET_FILE for r in roots if (r / RULESET_FILE).is_file()), None)
    templates = pack_file.parent / packs.TEMPLATES_FOLDER if pack_file is not None else None
    if pack_file is not None and (bounds.escapes(pack_file) or templates.exists() and bounds.escapes(templates)):
        game, pack_diagnostics = None, []
    else:
        game, pack_diagnostics = packs.resolve(pack_file)
    diagnostics += pack_diagnostics
    project = Project(game, pack_file)
    if game is None:  # the folder's own pack is broken: its cards cannot be checked yet
        set_folders, deck_files = [], []
    checker = CardChecker(game) if game is not None else None
    diagnostics += _maps(project, cards_folders, map_files, bounds)

    by_code: dict[str, list[CardSet]] = {}
    for folder in dict.fromkeys(set_folders):
        card_set, set_diagnostics = load_set(folder, project, checker, bounds, fit, workers)
        diagnostics += set_diagnostics
        if card_set is not None:
            by_code.setdefault(card_set.code, []).append(card_set)
    for code, same in by_code.items():
        if len(same) == 1:
            project.sets[code] = same[0]
        else:
            diagnostics += _same_code(project, code, same)

    diagnostics += _published_clashes(project)
    diagnostics += checks.check_characters(project)

    from . import library

    library.add_sets(project, {code for file in deck_files for code in named_set_codes(file)})
    for file in dict.fromkeys(deck_files):
        deck, deck_diagnostics = load_deck(file, project)
        diagnostics += deck_diagnostics
        if deck is not None:
            project.decks.append(deck)
        else:
            project.invalid_decks.append(file)
        if file in named_files:
            context |= {folder / SET_FILE for code, folder in project.set_folders.items()
                        if code in _deck_set_codes(file, project)}

    diagnostics += bounds.problems
    if game is not None:
        from .jsonschemas import stale_schemas
        for folder in dict.fromkeys(r.resolve() for r in roots if not bounds.escapes(r)):
            diagnostics += stale_schemas(folder, game.pack)
    if named_files or scoped_folders:
        context = {f.resolve() for f in context} | ({pack_file.resolve()} if pack_file else set())
        named = {Path(os.path.abspath(p)) for p in paths}
        diagnostics = [d for d in diagnostics
                       if _in_scope(d, named_files | named, named_folders + scoped_folders, context)]
    diagnostics.sort(key=Diagnostic.sort_key)
    return LoadResult(project, diagnostics)


def _same_code(project: Project, code: str, same: list[CardSet]) -> list[Diagnostic]:
    """NM062 on every set of one ``codigo`` (a backup copy beside the set, say): none is used, and
    the decks are not told the cards of either are unknown or broken."""
    project.broken_sets.add(code)
    project.invalid_cards = {key: file for key, file in project.invalid_cards.items() if key[0] != code}
    project.unreadable_files.pop(code, None)
    found = []
    for card_set in same:
        others = [display_path(o.folder) for o in same if o is not card_set]
        found.append(Diagnostic(
            "NM062", display_path(card_set.source.file), card_set.source.line, card_set.source.column,
            f"el código de set «{code}» también lo {'usan' if len(others) > 1 else 'usa'} {listing(others)}, "
            "así que no se usa ninguno",
            "cada set necesita un «codigo» distinto: cambia uno, o saca de la carpeta de cartas la copia que sobra"))
    return found


def _published_clashes(project: Project) -> list[Diagnostic]:
    """NM065 for a card whose set and id join into the name of another's page (``carta-a-b-c.html``
    is set «a», card «b-c» and set «a-b», card «c»): one page would overwrite the other."""
    first: dict[str, Card] = {}
    found = []
    for card_set in project.sets.values():
        for card in card_set.cards.values():
            name = f"{card_set.code}-{card.id}"
            other = first.setdefault(name, card)
            if other is not card:
                found.append(Diagnostic(
                    "NM065", display_path(card.source.file), card.source.line, card.source.column,
                    f"la carta «{card.id}» del set «{card_set.code}» y la carta «{other.id}» del set «{other.set_code}» "
                    f"se publicarían con el mismo nombre (carta-{name}.html)", "cambia uno de los dos ids"))
    return found + _image_clashes(project)


def _image_clashes(project: Project) -> list[Diagnostic]:
    """NM202 for a set whose Tabletop Simulator files would be another set's (set «base-dorso» and the back
    of set «base»; a card's own PNG cannot be a back's: the ids «dorso» and «dorso-…» are reserved)."""
    found = []
    decks: dict[str, CardSet] = {}
    types = project.game.pack.types if project.game is not None else {}
    for card_set in project.sets.values():
        keys = list(dict.fromkeys(outputs.back_key(types[c.type].back, types[c.type].size)
                                  for c in card_set.cards.values() if c.type in types))
        backs = list(outputs.back_names(keys).values()) if keys else []
        for deck in outputs.tts_decks(card_set.code, backs):
            for other_deck, other in decks.items():
                clash = outputs.tts_file_clash(deck, other_deck) if other is not card_set else None
                if clash is not None:
                    source = card_set.source
                    found.append(Diagnostic(
                        "NM202", display_path(source.file), source.line, source.column,
                        f"el set «{card_set.code}» y el set «{other.code}» escribirían el mismo archivo de Tabletop "
                        f"Simulator (png/tts/{clash}): uno borraría el otro", "cambia el «codigo» de uno de los dos"))
                    break
            decks.setdefault(deck, card_set)
    return found


def _deck_set_codes(file: Path, project: Project) -> list[str]:
    """The sets a deck file says it uses (every set of the folder when it names none)."""
    return named_set_codes(file) or [c for c in project.set_folders if c not in project.library]


def named_set_codes(file: Path) -> list[str]:
    """The sets a deck file names: in «set» or «sets», and before the «/» of a «set/id» card."""
    try:
        data = load_yaml(file).data
    except YamlError:
        return []
    if not isinstance(data, dict):
        return []
    codes = data.get("sets") if isinstance(data.get("sets"), list) else [data.get("set")]
    cards = data.get("cartas") if isinstance(data.get("cartas"), dict) else {}
    codes = [*codes, *(ref.rpartition("/")[0] for ref in cards if isinstance(ref, str))]
    return list(dict.fromkeys(c for c in codes if isinstance(c, str) and c))


def _in_scope(diagnostic: Diagnostic, files: set[Path], folders: list[Path], context: set[Path]) -> bool:
    # a link is named as written: resolving it would name what it points at
    file = Path(os.path.abspath(diagnostic.file)) if diagnostic.code == "NM064" else Path(diagnostic.file).resolve()
    return (diagnostic.code == "NM061" or file in files or file in context
            or any(folder == file or folder in file.parents for folder in folders))


def _not_in_a_set(file: Path) -> Diagnostic:
    return Diagnostic("NM060", display_path(file), 1, 1, "el archivo no está dentro de un set",
                      f"las cartas van en una carpeta con «{SET_FILE}» (codigo, nombre, version)")


def _maps(project: Project, cards_folders: list[Path], map_files: list[Path], bounds: _Bounds) -> list[Diagnostic]:
    """The maps of a game with ``mapas`` into ``project.maps`` (its bundled pack's first, then the cards folders'
    own), with the problems of the folders' own; and the files no set, deck list, ruleset or map folder reads."""
    rules = project.pack.maps if project.pack is not None else None
    folder_name = rules.folder if rules is not None else None
    found = [d for root in cards_folders for d in _stray_files(root, bounds, folder_name)]
    found += [_not_in_a_set(f) for f in map_files if f.parent.name != folder_name]
    if rules is None:
        return found
    from ..games import map_code

    load_maps = map_code().load_maps
    bundled = project.game.asset_folders[-1] / rules.folder  # an overlay's maps are its pack's, then its own
    own = [root / rules.folder for root in cards_folders]
    if bundled.is_dir() and bundled.resolve() not in {f.resolve() for f in own}:
        project.maps.update(load_maps(bundled, project.pack)[0])
    groups = [(folder, bounds.yaml_files(folder)) for folder in own]
    named = [f for f in map_files if f.parent.name == folder_name]
    for folder, files in groups + ([(named[0].parent, named)] if named else []):
        maps, problems = load_maps(folder, project.pack, files)
        project.maps.update(maps)
        project.map_files += files
        made = {os.path.abspath(m.file) for m in maps.values()}
        project.broken_maps += [f for f in files if os.path.abspath(f) not in made]
        found += problems
    return found


def _stray_files(root: Path, bounds: _Bounds, maps_folder: str | None = None) -> list[Diagnostic]:
    """YAML files of a cards folder that no set, deck list, ruleset or (``maps_folder``) map folder would read."""
    in_a_set: dict[Path, bool] = {root: _is_set_folder(root)}

    def inside_a_set(folder: Path) -> bool:
        if folder not in in_a_set:
            in_a_set[folder] = _is_set_folder(folder) or inside_a_set(folder.parent)
        return in_a_set[folder]

    stray = []
    for file in bounds.yaml_files(root):
        relative = file.relative_to(root)
        if relative.parts[0] in (DECKS_FOLDER, maps_folder) or relative in (Path(RULESET_FILE), Path(LEXICON_FILE)):
            continue
        if not inside_a_set(file.parent):
            stray.append(_not_in_a_set(file))
    return stray


def _document(file: Path) -> tuple[YamlDocument | None, list[Diagnostic]]:
    try:
        return load_yaml(file), []
    except YamlError as error:
        return None, [error.diagnostic]


def load_set(folder: Path, project: Project, checker: CardChecker, bounds: _Bounds | None = None,
             fit: bool | str = False, workers: int = 1) -> tuple[CardSet | None, list[Diagnostic]]:
    """A set folder: ``set.yaml`` and every other YAML file below it, each a card or ``cartas:``;
    with ``fit``, what its faces cut too (NM053, NM054; NM198–NM200 with ``faces.DRAW``). ``workers`` processes read the files of
    a large set."""
    if bounds is None:
        bounds = _Bounds()
        bounds.add(folder)
    if bounds.escapes(folder / SET_FILE):
        project.broken_sets.add(folder.name)
        project.set_folders.setdefault(folder.name, folder)
        return None, []
    document, diagnostics = _document(folder / SET_FILE)
    if document is not None:
        diagnostics = files.check_set(document)
        if diagnostics:
            code = document.data.get("codigo") if isinstance(document.data, dict) else None
            code = code if isinstance(code, str) else folder.name
            project.broken_sets.add(code)
            project.set_folders.setdefault(code, folder)
            return None, diagnostics
    if document is None:
        project.broken_sets.add(folder.name)
        project.set_folders.setdefault(folder.name, folder)
        return None, diagnostics
    code = document.data["codigo"]
    project.set_folders.setdefault(code, folder)
    cards: dict[str, Card] = {}
    places: dict[str, tuple[YamlDocument, tuple]] = {}
    first_seen: dict[str, Source] = {}
    card_files = [f for f in bounds.yaml_files(folder) if f.name != SET_FILE]
    for read in _read_card_files(card_files, _SetContext(project.game, folder, code, checker, fit), workers):
        diagnostics += read.diagnostics
        if read.unreadable:
            project.unreadable_files.setdefault(code, []).append(read.file)
        places.update((k, v) for k, v in read.places.items() if k not in places)
        project.refused += [RefusedCard(code, card_id, read.file, line, tuple(problems))
                            for card_id, line, problems in read.refused]
        for card, card_diagnostics in read.cards:
            diagnostics += card_diagnostics
            if card is None:
                project.invalid_cards.update({(code, card_id): read.file for card_id in read.ids})
                continue
            if card.id in first_seen:
                first = first_seen[card.id]
                diagnostics.append(Diagnostic(
                    "NM030", display_path(card.source.file), card.source.line, card.source.column,
                    f"el id «{card.id}» ya está en uso ({display_path(first.file)}:{first.line})",
                    "cada carta del set necesita un id distinto"))
                continue
            first_seen[card.id] = card.source
            cards[card.id] = card
    for card_id in cards:  # a valid card of a file that also holds a broken one stays usable
        project.invalid_cards.pop((code, card_id), None)
    line, column = document.where(("codigo",))
    back = document.data.get("dorso")
    back_problems = checks.check_image(document, ("dorso",), back, folder, "el dorso") if back else []
    diagnostics += back_problems
    version = document.written(("version",)) or str(document.data["version"])  # «1.10» stays 1.10
    card_set = CardSet(code, document.data["nombre"], version, folder, cards,
                       Source(document.file, line, column), (folder / back).resolve() if back and not back_problems else None)
    if fit:
        measured: set[str] = set()
        diagnostics += faces.check_faces(card_set, project.game, places, measured)
        if fit == faces.DRAW:
            diagnostics += faces.check_drawn(card_set, project.game, places, measured, workers)
    check_set = getattr(project.game.code, "check_set", None) if project.game.code is not None else None
    if check_set is not None:
        diagnostics += check_set(list(cards.values()), places, project.game.pack)
    return card_set, diagnostics


def _ids_in(document: YamlDocument) -> list[str]:
    """Every id written in a card file, valid or not (so a deck citing a broken card is not told it is unknown)."""
    data = document.data
    entries = data.get("cartas") if isinstance(data, dict) and isinstance(data.get("cartas"), list) else [data]
    return [e["id"] for e in entries if isinstance(e, dict) and isinstance(e.get("id"), str)]


@dataclass(frozen=True)
class _SetContext:
    """What reading a card file of a set needs."""

    game: LoadedPack
    folder: Path
    code: str
    checker: CardChecker
    fit: bool


@dataclass
class _CardFile:
    """One card file read and its cards checked: what :func:`load_set` gathers from it."""

    file: Path
    diagnostics: list[Diagnostic] = field(default_factory=list)
    unreadable: bool = False  # not YAML, or not a card nor «cartas:»: its ids are unknown
    cards: list[tuple[Card | None, list[Diagnostic]]] = field(default_factory=list)
    ids: list[str] = field(default_factory=list)  # every id written, valid or not
    refused: list[tuple[str | None, int, list[Diagnostic]]] = field(default_factory=list)  # (id, line, errors)
    places: dict[str, tuple[YamlDocument, tuple]] = field(default_factory=dict)  # only to draw the faces


def _read_card_file(file: Path, context: _SetContext) -> _CardFile:
    document, diagnostics = _document(file)
    read = _CardFile(file, diagnostics)
    if document is None:
        read.unreadable = True
        return read
    read.unreadable = not isinstance(document.data, dict)
    # documents kept alive only when the faces are drawn, or the game checks a whole set's cards (``check_set``)
    checks_set = context.game.code is not None and hasattr(context.game.code, "check_set")
    kept = read.places if context.fit or checks_set else None
    read.cards = list(load_cards(document, context.game, context.folder, context.code, context.checker, kept,
                                 read.refused))
    if any(card is None for card, _ in read.cards):
        read.ids = _ids_in(document)
    return read


#: Sets with fewer card files are read in this process: starting workers costs more than it saves.
PARALLEL_FROM = 2000
_context: _SetContext | None = None  # what forked workers read files with


def _read_card_files(files: list[Path], context: _SetContext, workers: int) -> list[_CardFile]:
    """Each file read, in order; by ``workers`` forked processes when the set is large (never with
    ``fit``: the documents kept to draw faces stay in this process)."""
    global _context
    workers = min(workers, len(files) // (PARALLEL_FROM // 2))
    if workers < 2 or context.fit or "fork" not in multiprocessing.get_all_start_methods():
        return [_read_card_file(f, context) for f in files]
    _context = context
    try:
        with pool(workers, method="fork") as forked:
            return forked.map(_read_in_worker, files, chunksize=max(1, len(files) // (workers * 4)))
    finally:
        _context = None


def _read_in_worker(file: Path) -> _CardFile:
    return _read_card_file(file, _context)  # forked inside load(): the collector is paused here too


def _entries(document: YamlDocument) -> tuple[list[Diagnostic], list[tuple[tuple, Any]]]:
    """A card file's own problems (not a card, keys beside «cartas»…) and its entries with their paths."""
    data = document.data
    if not isinstance(data, dict):
        return [document.diagnostic("NM010", (), NOT_A_CARD, "mira cards/base para ver ejemplos")], []
    if "cartas" not in data:
        return [], [((), data)]
    run = Findings(document, "el archivo de cartas")
    for key in data:
        if key != "cartas":
            run.unknown((), key, ["cartas"])
    listed = data["cartas"]
    if type(listed) is not list:
        run.wrong_type(("cartas",), listed, "una lista")
        return run.problems, []
    if not listed:
        run.shape(("cartas",), "«cartas» no puede estar vacío", "escribe un valor")
    return run.problems, [(("cartas", i), entry) for i, entry in enumerate(listed)]


def load_cards(document: YamlDocument, game: LoadedPack, set_folder: Path, set_code: str,
               checker: CardChecker | None = None, places: dict | None = None,
               refused: list | None = None) -> Iterator[tuple[Card | None, list[Diagnostic]]]:
    """Yield ``(card or None, diagnostics)`` for each card written in ``document``; ``places``, if
    given, gets ``card id → (document, path)`` of each card built, and ``refused`` ``(id or None, line,
    diagnostics)`` of each card entry (a map) left out for its errors."""
    checker = checker or CardChecker(game)
    problems, entries = _entries(document)
    if problems:
        yield None, problems
    for path, entry in entries:
        if not isinstance(entry, dict):
            run = Findings(document)
            run.wrong_type(path, entry, "un mapa de claves")
            yield None, run.problems
            continue
        card, diagnostics = build_card(document, path, entry, game, set_folder, set_code, checker)
        if card is not None and places is not None:
            places.setdefault(card.id, (document, path))
        if card is None and refused is not None:
            card_id = entry.get("id")
            refused.append((card_id if isinstance(card_id, str) else None, document.where(path)[0], diagnostics))
        yield card, diagnostics


def build_card(document: YamlDocument, path: tuple, entry: dict[str, Any], game: LoadedPack, set_folder: Path,
               set_code: str, checker: CardChecker) -> tuple[Card | None, list[Diagnostic]]:
    """A card entry checked against its type's fields, then by the game's own checks."""
    fields, diagnostics = checker.check(document, path, entry)
    if fields is None:
        return None, diagnostics
    line, column = document.where(path)
    art = entry.get("arte")
    card = Card(id=entry["id"], name=entry["nombre"], type=checker.type_of(entry["tipo"]), fields=fields,
                art=(set_folder / art).resolve() if art else None, set_code=set_code,
                source=Source(document.file, line, column))
    if game.code is not None:
        diagnostics += game.code.check_card(card, document, path, game.pack)
    if art:
        diagnostics += checks.check_art(game.pack.types[card.type], art, document, path, set_folder, fields)
    errors = [d for d in diagnostics if d.severity == "error"]
    return (None if errors else card), diagnostics


def load_deck(file: Path, project: Project) -> tuple[Deck | None, list[Diagnostic]]:
    document, diagnostics = _document(file)
    if document is None:
        return None, diagnostics
    diagnostics = files.check_deck(document, project.pack)
    if diagnostics:
        return None, diagnostics
    return checks.check_deck(document, project, project.pack)
