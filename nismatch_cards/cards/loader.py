"""Find and load a cards folder: its ruleset, sets and decks, with a diagnostic for every problem.

``load(paths)`` accepts what ``nismatch validate`` accepts: a cards folder (sets, ``decks/``
and ``ruleset.yaml``), one set folder, or single files. Nothing is ever written.
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..diagnostics import Diagnostic, display_path
from ..language import AbilitySyntaxError, parse
from ..paths import DEFAULT_RULESET
from . import checks, schema
from .model import Card, CardAbility, CardSet, Deck, Source
from .ruleset import Ruleset
from .yamlfile import YamlDocument, YamlError, load_yaml

SET_FILE = "set.yaml"
RULESET_FILE = "ruleset.yaml"
DECKS_FOLDER = "decks"
_YAML = (".yaml", ".yml")


@dataclass
class Project:
    """Everything loaded from the given paths. Only what had no errors is in it."""

    ruleset: Ruleset
    ruleset_file: Path
    sets: dict[str, CardSet] = field(default_factory=dict)
    decks: list[Deck] = field(default_factory=list)

    def card(self, set_code: str, card_id: str) -> Card:
        return self.sets[set_code].cards[card_id]

    def deck(self, name_or_file: str) -> Deck | None:
        """A deck by its name, its file stem or its file path."""
        for deck in self.decks:
            file = deck.source.file if deck.source else None
            if name_or_file in (deck.name, getattr(file, "stem", None)) or (
                file and Path(name_or_file).resolve() == file.resolve()
            ):
                return deck
        return None

    def all_cards(self) -> list[Card]:
        return [card for card_set in self.sets.values() for card in card_set.cards.values()]


@dataclass
class LoadResult:
    project: Project
    diagnostics: list[Diagnostic]

    @property
    def ok(self) -> bool:
        return not any(d.severity == "error" for d in self.diagnostics)


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


def load(paths: list[Path]) -> LoadResult:
    """Load ``paths``; diagnostics of single files are limited to those files."""
    diagnostics: list[Diagnostic] = []
    roots: list[Path] = []
    set_folders: list[Path] = []
    deck_files: list[Path] = []
    only_files: set[Path] | None = None
    for path in paths:
        if not path.exists():
            diagnostics.append(Diagnostic("NM061", display_path(path), 1, 1, "la ruta no existe",
                                          "indica una carpeta de cartas, un set o archivos YAML"))
            continue
        path = path.resolve()
        if path.is_dir() and _is_set_folder(path):
            set_folders.append(path)
            root = _cards_root(path.parent)
            if root:
                roots.append(root)
        elif path.is_dir():
            roots.append(path)
            set_folders += sorted(child for child in path.iterdir() if child.is_dir() and _is_set_folder(child))
            deck_files += _yaml_files(path / DECKS_FOLDER)
        else:
            only_files = (only_files or set()) | {path}
            folder = path.parent
            if folder.name == DECKS_FOLDER or path.name == RULESET_FILE:
                root = folder.parent if folder.name == DECKS_FOLDER else folder
                roots.append(root)
                set_folders += sorted(c for c in root.iterdir() if c.is_dir() and _is_set_folder(c))
                if folder.name == DECKS_FOLDER:
                    deck_files.append(path)
            else:
                set_folder = next((f for f in [folder, *folder.parents][:4] if _is_set_folder(f)), None)
                if set_folder is None:
                    diagnostics.append(Diagnostic(
                        "NM060", display_path(path), 1, 1, "el archivo no está dentro de un set",
                        f"las cartas van en una carpeta con «{SET_FILE}» (codigo, nombre, version)"))
                    continue
                set_folders.append(set_folder)
                root = _cards_root(set_folder.parent)
                if root:
                    roots.append(root)

    ruleset_file = next((r / RULESET_FILE for r in roots if (r / RULESET_FILE).is_file()), DEFAULT_RULESET)
    ruleset, ruleset_diagnostics = load_ruleset(ruleset_file)
    diagnostics += ruleset_diagnostics
    if ruleset is None:
        ruleset, _ = load_ruleset(DEFAULT_RULESET)
    project = Project(ruleset, ruleset_file)

    seen_sets: set[Path] = set()
    for folder in set_folders:
        if folder in seen_sets:
            continue
        seen_sets.add(folder)
        card_set, set_diagnostics = load_set(folder, ruleset)
        diagnostics += set_diagnostics
        if card_set is None:
            continue
        if card_set.code in project.sets:
            other = project.sets[card_set.code].folder
            diagnostics.append(Diagnostic(
                "NM062", display_path(folder / SET_FILE), 1, 1,
                f"el código de set «{card_set.code}» ya lo usa {display_path(other)}",
                "cada set necesita un «codigo» distinto"))
            continue
        project.sets[card_set.code] = card_set

    for file in dict.fromkeys(deck_files):
        deck, deck_diagnostics = load_deck(file, project)
        diagnostics += deck_diagnostics
        if deck is not None:
            project.decks.append(deck)

    if only_files is not None:
        wanted = {display_path(f) for f in only_files} | {d.file for d in diagnostics if d.code == "NM061"}
        diagnostics = [d for d in diagnostics if d.file in wanted]
    diagnostics.sort(key=Diagnostic.sort_key)
    return LoadResult(project, diagnostics)


def _yaml_files(folder: Path) -> list[Path]:
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.rglob("*") if p.suffix in _YAML and p.is_file())


def _document(file: Path) -> tuple[YamlDocument | None, list[Diagnostic]]:
    try:
        return load_yaml(file), []
    except YamlError as error:
        return None, [error.diagnostic]


def _checked_document(file: Path, schema_name: str, what: str) -> tuple[YamlDocument | None, list[Diagnostic]]:
    """A YAML file that passed its schema, or None and the diagnostics that say why not."""
    document, diagnostics = _document(file)
    if document is not None:
        diagnostics = schema.check(document, schema.validator(schema_name), what)
    return (None if diagnostics else document), diagnostics


def load_ruleset(file: Path) -> tuple[Ruleset | None, list[Diagnostic]]:
    document, diagnostics = _checked_document(file, "ruleset", "el reglamento")
    if document is None:
        return None, diagnostics
    ruleset = Ruleset.from_data(document.data)
    diagnostics = checks.check_ruleset(ruleset, document)
    return (None if diagnostics else ruleset), diagnostics


def load_set(folder: Path, ruleset: Ruleset) -> tuple[CardSet | None, list[Diagnostic]]:
    """A set folder: ``set.yaml`` and every other YAML file below it, each a card or ``cartas:``."""
    document, diagnostics = _checked_document(folder / SET_FILE, "set", "la definición del set")
    if document is None:
        return None, diagnostics
    code = document.data["codigo"]
    cards: dict[str, Card] = {}
    first_seen: dict[str, Source] = {}
    for file in _yaml_files(folder):
        if file.name == SET_FILE:
            continue
        card_document, file_diagnostics = _document(file)
        diagnostics += file_diagnostics
        if card_document is None:
            continue
        for card, card_diagnostics in load_cards(card_document, ruleset, folder, code):
            diagnostics += card_diagnostics
            if card is None:
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
    card_set = CardSet(code, document.data["nombre"], str(document.data["version"]), folder, cards,
                       Source(document.file, 1, 1))
    return card_set, diagnostics


def load_cards(document: YamlDocument, ruleset: Ruleset, set_folder: Path, set_code: str):
    """Yield ``(card or None, diagnostics)`` for each card written in ``document``."""
    data = document.data
    if not isinstance(data, dict):
        yield None, [document.diagnostic(
            "NM010", (), "el archivo debe ser una carta (un mapa con id, nombre, tipo…) o «cartas:» con una lista",
            "mira cards/base para ver ejemplos")]
        return
    errors = schema.check(document, schema.card_validator(ruleset), "la carta")
    if "cartas" in data and isinstance(data["cartas"], list):
        entries = [(("cartas", i), entry) for i, entry in enumerate(data["cartas"])]
    else:
        entries = [((), data)]
    for path, entry in entries:
        mine = [e for e in errors if _belongs(document, e, path, len(entries) > 1)]
        if mine or not isinstance(entry, dict):
            yield None, mine
            continue
        yield build_card(document, path, entry, ruleset, set_folder, set_code)
    leftover = [e for e in errors if not any(_belongs(document, e, p, len(entries) > 1) for p, _ in entries)]
    if leftover:
        yield None, leftover


def _belongs(document: YamlDocument, diagnostic: Diagnostic, path: tuple, several: bool) -> bool:
    """Whether a schema diagnostic lies inside the card written at ``path``."""
    if not several:
        return True
    start = document.where(path)
    index = path[-1]
    following = document.positions.get(path[:-1] + (index + 1,))
    after_start = (diagnostic.line, diagnostic.column) >= start
    before_next = following is None or (diagnostic.line, diagnostic.column) < following
    return after_start and before_next


def build_card(document: YamlDocument, path: tuple, entry: dict[str, Any], ruleset: Ruleset,
               set_folder: Path, set_code: str) -> tuple[Card | None, list[Diagnostic]]:
    """A schema-valid card entry to a :class:`Card`, parsing its abilities and checking its meaning."""
    diagnostics: list[Diagnostic] = []
    abilities = []
    for i, written in enumerate(entry.get("habilidades") or []):
        text_path = path + ("habilidades", i, "texto")
        line, column = document.where(text_path)
        text = unicodedata.normalize("NFC", written["texto"])  # the parser's spans count composed letters
        try:
            ast = parse(text)
        except AbilitySyntaxError as error:
            diagnostics.append(document.text_diagnostic(text_path, text, error.column - 1,
                                               "NM020", error.message, error.hint))
            continue
        abilities.append(CardAbility(written["etiqueta"], text, ast, Source(document.file, line, column)))
    line, column = document.where(path)
    art = entry.get("arte")
    card = Card(
        id=entry["id"],
        name=entry["nombre"],
        kind=entry["tipo"],
        rarity=entry["rareza"],
        abilities=tuple(abilities),
        zone=entry.get("zona"),
        pg=entry.get("pg", 0),
        car=entry.get("car", 0),
        fue=entry.get("fue", 0),
        def_=entry.get("def", 0),
        vel=entry.get("vel", 0),
        flavour=entry.get("ambientacion"),
        art=(set_folder / art).resolve() if art else None,
        set_code=set_code,
        source=Source(document.file, line, column),
    )
    diagnostics += checks.check_card(card, document, path, ruleset, set_folder)
    errors = [d for d in diagnostics if d.severity == "error"]
    return (None if errors else card), diagnostics


def load_deck(file: Path, project: Project) -> tuple[Deck | None, list[Diagnostic]]:
    document, diagnostics = _checked_document(file, "deck", "el mazo")
    if document is None:
        return None, diagnostics
    data = document.data
    entry_sources = {}
    for card_id in data["cartas"]:
        line, column = document.where(("cartas", card_id), key=True)
        entry_sources[card_id] = Source(file, line, column)
    deck = Deck(data["nombre"], data["set"], dict(data["cartas"]), Source(file, 1, 1), entry_sources)
    diagnostics = checks.check_deck(deck, document, project)
    return (None if any(d.severity == "error" for d in diagnostics) else deck), diagnostics
