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
from ..games.nismatch.language import AbilitySyntaxError, parse
from ..paths import DEFAULT_RULESET
from . import checks, schema
from .model import Card, CardAbility, CardSet, Deck, Source
from .pack import COMMON_KEYS
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
    invalid_cards: dict[tuple[str, str], Path] = field(default_factory=dict)  # (set, id) -> file, cards with errors
    broken_sets: set[str] = field(default_factory=set)  # codes of sets whose set.yaml has errors
    set_folders: dict[str, Path] = field(default_factory=dict)  # every set folder by code, broken or not
    unreadable_files: dict[str, list[Path]] = field(default_factory=dict)  # card files that are not YAML data

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

    def resolve_deck(self, deck: "Deck | str") -> Deck:
        """A :class:`Deck`, given one or its name; ``ValueError`` (in Spanish) when there is none."""
        if isinstance(deck, Deck):
            return deck
        found = self.deck(deck)
        if found is None:
            raise ValueError(f"no hay ningún mazo «{deck}»")
        return found

    def deck_cards(self, deck: "Deck | str") -> list[Card]:
        """Every copy of the deck's cards, in the order written."""
        deck = self.resolve_deck(deck)
        card_set = self.sets[deck.set_code]
        return [card_set.cards[c] for c in deck.card_list()]

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
    """Load ``paths``. A named file (or a folder inside a set) is checked in the context of its
    set and cards folder, and only its own problems are reported, with those of the ``set.yaml``
    and ruleset it depends on."""
    diagnostics: list[Diagnostic] = []
    roots: list[Path] = []
    set_folders: list[Path] = []
    deck_files: list[Path] = []
    named_files: set[Path] = set()
    named_folders: list[Path] = []  # reported in full when no file is named
    scoped_folders: list[Path] = []  # folders inside a set: reported like named files
    context: set[Path] = set()  # set.yaml files the named files depend on
    for path in paths:
        if not path.exists():
            diagnostics.append(Diagnostic("NM061", display_path(path), 1, 1, "la ruta no existe",
                                          "indica una carpeta de cartas, un set o archivos YAML"))
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
        if path.is_dir():
            named_folders.append(path)
            if _is_set_folder(path):
                set_folders.append(path)
                root = _cards_root(path.parent)
                roots += [root] if root else []
            else:
                roots.append(path)
                set_folders += sorted(child for child in path.iterdir() if child.is_dir() and _is_set_folder(child))
                deck_files += _yaml_files(path / DECKS_FOLDER)
                diagnostics += _stray_files(path)
            continue
        named_files.add(path)
        if path.suffix.lower() not in _YAML:
            diagnostics.append(Diagnostic("NM063", display_path(path), 1, 1, "el archivo no es YAML",
                                          "las cartas, sets, mazos y el reglamento son archivos .yaml o .yml"))
            continue
        folder = path.parent
        if folder.name == DECKS_FOLDER or path.name == RULESET_FILE:
            root = folder.parent if folder.name == DECKS_FOLDER else folder
            roots.append(root)
            if folder.name == DECKS_FOLDER:  # a deck is checked against the sets of its folder
                set_folders += sorted(c for c in root.iterdir() if c.is_dir() and _is_set_folder(c))
                deck_files.append(path)
            continue
        set_folder = next((f for f in [folder, *folder.parents][:4] if _is_set_folder(f)), None)
        if set_folder is None:
            diagnostics.append(_not_in_a_set(path))
            continue
        set_folders.append(set_folder)
        context.add(set_folder / SET_FILE)
        root = _cards_root(set_folder.parent)
        roots += [root] if root else []

    ruleset_file = next((r / RULESET_FILE for r in roots if (r / RULESET_FILE).is_file()), DEFAULT_RULESET)
    ruleset, ruleset_diagnostics = load_ruleset(ruleset_file)
    diagnostics += ruleset_diagnostics
    if ruleset is None:
        ruleset, _ = load_ruleset(DEFAULT_RULESET)
    project = Project(ruleset, ruleset_file)

    for folder in dict.fromkeys(set_folders):
        card_set, set_diagnostics = load_set(folder, project)
        diagnostics += set_diagnostics
        if card_set is None:
            continue
        if card_set.code in project.sets:
            other = project.sets[card_set.code].folder
            place = card_set.source
            diagnostics.append(Diagnostic(
                "NM062", display_path(place.file), place.line, place.column,
                f"el código de set «{card_set.code}» ya lo usa {display_path(other)}",
                "cada set necesita un «codigo» distinto"))
            continue
        project.sets[card_set.code] = card_set

    for file in dict.fromkeys(deck_files):
        deck, deck_diagnostics = load_deck(file, project)
        diagnostics += deck_diagnostics
        if deck is not None:
            project.decks.append(deck)
        if file in named_files and deck_diagnostics is not None:
            code = _deck_set_code(file)
            folder = project.set_folders.get(code)
            if folder is not None:
                context.add(folder / SET_FILE)

    if named_files or scoped_folders:
        context = {f.resolve() for f in context} | {ruleset_file.resolve()}
        diagnostics = [d for d in diagnostics
                       if _in_scope(d, named_files, named_folders + scoped_folders, context)]
    diagnostics.sort(key=Diagnostic.sort_key)
    return LoadResult(project, diagnostics)


def _deck_set_code(file: Path) -> str | None:
    try:
        data = load_yaml(file).data
    except YamlError:
        return None
    return data.get("set") if isinstance(data, dict) else None


def _in_scope(diagnostic: Diagnostic, files: set[Path], folders: list[Path], context: set[Path]) -> bool:
    file = Path(diagnostic.file).resolve()
    return (diagnostic.code == "NM061" or file in files or file in context
            or any(folder == file or folder in file.parents for folder in folders))


def _not_in_a_set(file: Path) -> Diagnostic:
    return Diagnostic("NM060", display_path(file), 1, 1, "el archivo no está dentro de un set",
                      f"las cartas van en una carpeta con «{SET_FILE}» (codigo, nombre, version)")


def _stray_files(root: Path) -> list[Diagnostic]:
    """YAML files of a cards folder that no set, deck list or ruleset would read."""
    stray = []
    for file in _yaml_files(root):
        relative = file.relative_to(root)
        if relative.parts[0] == DECKS_FOLDER or relative == Path(RULESET_FILE):
            continue
        if not any(_is_set_folder(folder) for folder in file.parents if folder == root or root in folder.parents):
            stray.append(_not_in_a_set(file))
    return stray


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


def load_set(folder: Path, project: Project) -> tuple[CardSet | None, list[Diagnostic]]:
    """A set folder: ``set.yaml`` and every other YAML file below it, each a card or ``cartas:``."""
    ruleset = project.ruleset
    document, diagnostics = _document(folder / SET_FILE)
    if document is not None:
        diagnostics = schema.check(document, schema.validator("set"), "la definición del set")
        if diagnostics:
            code = document.data.get("codigo") if isinstance(document.data, dict) else None
            code = str(code) if code is not None else folder.name
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
    first_seen: dict[str, Source] = {}
    for file in _yaml_files(folder):
        if file.name == SET_FILE:
            continue
        card_document, file_diagnostics = _document(file)
        diagnostics += file_diagnostics
        if card_document is None:
            project.unreadable_files.setdefault(code, []).append(file)
            continue
        if not isinstance(card_document.data, dict):  # not a card nor «cartas:»: its ids are unknown
            project.unreadable_files.setdefault(code, []).append(file)
        for card, card_diagnostics in load_cards(card_document, ruleset, folder, code):
            diagnostics += card_diagnostics
            if card is None:
                project.invalid_cards.update({(code, card_id): file for card_id in _ids_in(card_document)})
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
    line, column = document.where(("codigo",))
    card_set = CardSet(code, document.data["nombre"], str(document.data["version"]), folder, cards,
                       Source(document.file, line, column))
    return card_set, diagnostics


def _ids_in(document: YamlDocument) -> list[str]:
    """Every id written in a card file, valid or not (so a deck citing a broken card is not told it is unknown)."""
    data = document.data
    entries = data.get("cartas") if isinstance(data, dict) and isinstance(data.get("cartas"), list) else [data]
    return [e["id"] for e in entries if isinstance(e, dict) and isinstance(e.get("id"), str)]


def load_cards(document: YamlDocument, ruleset: Ruleset, set_folder: Path, set_code: str):
    """Yield ``(card or None, diagnostics)`` for each card written in ``document``."""
    data = document.data
    if not isinstance(data, dict):
        yield None, [document.diagnostic(
            "NM010", (), "el archivo debe ser una carta (un mapa con id, nombre, tipo…) o «cartas:» con una lista",
            "mira cards/base para ver ejemplos")]
        return
    errors = schema.check_paths(document, schema.card_validator(ruleset), "la carta")
    several = "cartas" in data
    entries = ([(("cartas", i), e) for i, e in enumerate(data["cartas"])] if isinstance(data["cartas"], list) else []
               ) if several else [((), data)]
    by_entry: dict[tuple, list[Diagnostic]] = {}
    for path, diagnostic in errors:
        owner = path[:2] if several and len(path) >= 2 and isinstance(path[1], int) else ()
        by_entry.setdefault(owner, []).append(diagnostic)
    if several and () in by_entry:  # about the file itself (a key beside «cartas», an empty list…)
        yield None, by_entry.pop(())
    for path, entry in entries:
        mine = by_entry.get(path, [])
        if mine or not isinstance(entry, dict):
            yield None, mine + _grammar_diagnostics(document, path, entry)
            continue
        yield build_card(document, path, entry, ruleset, set_folder, set_code)


def _grammar_diagnostics(document: YamlDocument, path: tuple, entry: Any) -> list[Diagnostic]:
    """Grammar errors of a card's abilities (also of a card with schema errors: one run reports both)."""
    abilities = entry.get("habilidades") if isinstance(entry, dict) else None
    found = []
    for i, written in enumerate(abilities if isinstance(abilities, list) else []):
        text = written.get("texto") if isinstance(written, dict) else None
        if isinstance(written, dict) and written.get("prototipo") is True:
            continue  # free text: checked as text only
        if isinstance(text, str) and text:  # "" is the schema's (minLength); blank text is the parser's
            text = unicodedata.normalize("NFC", text)
            try:
                parse(text)
            except AbilitySyntaxError as error:
                found.append(document.text_diagnostic(path + ("habilidades", i, "texto"), text, error.column - 1,
                                                      "NM020", error.message, error.hint))
    return found


def build_card(document: YamlDocument, path: tuple, entry: dict[str, Any], ruleset: Ruleset,
               set_folder: Path, set_code: str) -> tuple[Card | None, list[Diagnostic]]:
    """A schema-valid card entry to a :class:`Card`, parsing its abilities and checking its meaning."""
    diagnostics = _grammar_diagnostics(document, path, entry)
    abilities = []
    for i, written in enumerate(entry.get("habilidades") or []):
        text_path = path + ("habilidades", i, "texto")
        line, column = document.where(text_path)
        text = unicodedata.normalize("NFC", written["texto"])  # the parser's spans count composed letters
        if written.get("prototipo") is True:
            abilities.append(CardAbility(written["etiqueta"], text, None, Source(document.file, line, column), True))
            diagnostics.append(document.diagnostic(
                "NM084", text_path, "habilidad prototipo: se imprime tal cual y en la simulación no hace nada",
                "cuando la idea esté decidida, escríbela en el lenguaje de habilidades y quita «prototipo: true»",
                severity="warning"))
            continue
        try:
            ast = parse(text)
        except AbilitySyntaxError:
            continue  # reported by _grammar_diagnostics
        abilities.append(CardAbility(written["etiqueta"], text, ast, Source(document.file, line, column)))
    line, column = document.where(path)
    art = entry.get("arte")
    card = Card(
        id=entry["id"],
        name=entry["nombre"],
        type=entry["tipo"],
        fields={k: v for k, v in entry.items() if k not in COMMON_KEYS},
        abilities=tuple(abilities),
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
