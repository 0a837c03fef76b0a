"""A spreadsheet back into YAML card files: every row checked as a YAML card is (the pack's field
checks and the game's own), its problems placed at sheet, row and column; nothing is written
unless every set of the book is free of errors, and no file that would change is replaced without
``--forzar``."""
from __future__ import annotations

import codecs
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ..cards import files as set_files
from ..cards.fields import CardChecker
from ..cards.loader import DECKS_FOLDER, SET_FILE, _Bounds, build_card
from ..cards.packs import LoadedPack
from ..cards.wording import close
from ..cards.yamlfile import YamlDocument, YamlError, load_yaml, parse_yaml
from ..diagnostics import Diagnostic
from ..safeio import OutputError, check_place, make_folder, write_atomically
from . import columns
from .books import Book, Sheet, SheetDiagnostic

SETS_SHEET = "sets"
#: The message of a missing key (fields.Findings.missing): placed at that key's empty cell, if the sheet has its column.
_MISSING = re.compile(r"falta la clave (?:obligatoria )?«([^»]+)»")
SET_COLUMNS = ("hoja", "codigo", "nombre", "version", "descripcion", "dorso", "juego")
_PART = re.compile(r"[^/\\\x00-\x1f]{1,200}")


class RowDocument:
    """One row of a sheet where the checks expect a YAML document: a problem at a value's path is
    placed at the cell that value came from (a path with no cell of its own, at the row)."""

    def __init__(self, book: Book, file: Path, sheet: str, row: int, data: Any, cells: dict[tuple, tuple[str, int]],
                 empty: dict[str, int] | None = None):
        self.book, self.file, self.sheet, self.row, self.data, self.cells = book, file, sheet, row, data, cells
        self.empty = empty or {}  # the sheet's columns by name, for a missing key whose cell is empty

    @property
    def name(self) -> str:
        return self.book.files.get(self.sheet, self.book.shown)

    def _cell(self, path: tuple) -> tuple[str, int]:
        for end in range(len(path), 0, -1):
            if path[:end] in self.cells:
                return self.cells[path[:end]]
        below = [cell for p, cell in self.cells.items() if path and p[:len(path)] == path]
        return min(below, key=lambda c: c[1]) if below else ("", 0)

    def where(self, path: tuple = (), key: bool = False) -> tuple[int, int]:
        return self.row, self._cell(tuple(path))[1] or 1

    def diagnostic(self, code: str, path: tuple, message: str, hint: str = "", *, key: bool = False,
                   column_offset: int | None = None, severity: str = "error") -> SheetDiagnostic:
        header, column = self._cell(tuple(path))
        missing = _MISSING.match(message) if key else None
        if missing is not None and columns.header((*path, missing.group(1))) in self.empty:
            header = columns.header((*path, missing.group(1)))
            column = self.empty[header]
        return self.book.diagnostic(code, message, hint, self.sheet, self.row, column, header, severity=severity)

    def text_diagnostic(self, text_path: tuple, text: str, offset: int, code: str, message: str, hint: str,
                        severity: str = "error") -> SheetDiagnostic:
        header, column = self._cell(tuple(text_path))
        return self.book.diagnostic(code, message, hint, self.sheet, self.row, column, header, min(offset, len(text)) + 1,
                                    severity)


@dataclass
class SetImport:
    """What one set of the book becomes: its folder, its ``set.yaml`` (None: kept as it is) and its
    card files (relative to the folder) with their cards."""

    code: str
    folder: Path
    meta: dict | None
    files: dict[str, list[dict]] = field(default_factory=dict)

    @property
    def cards(self) -> int:
        return sum(len(entries) for entries in self.files.values())


def existing_sets(cards: Path) -> dict[str, Path]:
    """The sets of a cards folder by code (a broken ``set.yaml`` counts by its folder's name)."""
    found = {}
    for folder in sorted(cards.iterdir()) if cards.is_dir() else []:
        if folder.is_dir() and (folder / SET_FILE).is_file():
            try:
                code = load_yaml(folder / SET_FILE).data.get("codigo")
            except (YamlError, AttributeError):
                code = None
            found.setdefault(code if isinstance(code, str) else folder.name, folder)
    return found


def plan(book: Book, file: Path, cards: Path, game: LoadedPack, only: str | None) -> tuple[list[SetImport], list[Diagnostic]]:
    """The sets of ``book`` (only set ``only`` when given) checked, and every problem found."""
    problems: list[Diagnostic] = list(book.problems)
    known = existing_sets(cards)
    metas, sheet_of = _set_rows(book, file, game, known, problems)
    if only is not None:
        if only not in sheet_of:
            problems.append(book.diagnostic("NM077", f"el archivo no tiene el set «{only}»",
                                            close(only, sheet_of) or "sets del archivo: " + ", ".join(sheet_of)))
            return [], problems
        sheet_of = {only: sheet_of[only]}
    checker = CardChecker(game)
    imports = []
    for code, sheet in sheet_of.items():
        folder = known.get(code, cards / code)
        found = SetImport(code, folder, metas.get(code))
        _read_cards(book, file, sheet, found, game, checker, problems)
        imports.append(found)
    order = {name: i for i, name in enumerate(book.sheets)}
    problems.sort(key=lambda d: (order.get(getattr(d, "sheet", ""), -1), d.line, d.column))
    return imports, problems


def _set_rows(book: Book, file: Path, game: LoadedPack, known: dict[str, Path],
              problems: list[Diagnostic]) -> tuple[dict[str, dict], dict[str, Sheet]]:
    """The ``set.yaml`` of each set the «sets» sheet lists (checked as a ``set.yaml``), and each
    set's sheet. A book without a «sets» sheet is one sheet a set, named by its code, of sets the
    cards folder has."""
    sets = book.sheets.get(SETS_SHEET)
    if sets is None:
        sheets = {}
        for name, sheet in book.sheets.items():
            if name in known:
                sheets[name] = sheet
            else:
                problems.append(book.diagnostic(
                    "NM077", f"la hoja «{name}» no es de ningún set de la carpeta de cartas, y el archivo no tiene "
                    "hoja «sets» que diga cuál es", "añade la hoja «sets» (codigo, nombre, version) o nombra la hoja "
                    "con el código de un set", name))
        return {}, sheets
    names = _header_names(book, sets, SET_COLUMNS, problems)
    metas: dict[str, dict] = {}
    sheets: dict[str, Sheet] = {}
    listed = {SETS_SHEET}
    for number, cells in sets.rows[1:]:
        written = {names[i]: c for i, c in enumerate(cells, 1) if i in names and c is not None}
        data = {k: columns.value(v, None) if k != "version" else v for k, v in written.items() if k not in ("hoja", "juego")}
        where = {(k,): (k, next(i for i, n in names.items() if n == k)) for k in written}
        document = RowDocument(book, file, SETS_SHEET, number, data, where, {n: i for i, n in names.items()})
        found = set_files.check_set(document)
        if "juego" in written and written["juego"] != game.pack.id:
            found.append(document.diagnostic("NM077", ("juego",), f"la hoja es del juego «{written['juego']}» y la "
                                             f"carpeta de cartas, de «{game.pack.id}»",
                                             "importa en una carpeta de cartas de ese juego (con su ruleset.yaml)"))
        problems += found
        code = data.get("codigo")
        sheet_name = columns.value(written.get("hoja", code), None)
        listed.add(sheet_name)
        if found or not isinstance(code, str):
            continue
        if code in metas:
            problems.append(document.diagnostic("NM077", ("codigo",), f"el set «{code}» ya está en otra fila",
                                                "cada set va en una fila"))
        elif sheet_name not in book.sheets or sheet_name == SETS_SHEET:
            problems.append(document.diagnostic("NM077", ("hoja",) if "hoja" in written else ("codigo",),
                                                f"no hay ninguna hoja «{sheet_name}» con las cartas del set",
                                                close(sheet_name, book.sheets) or "hojas: " + ", ".join(book.sheets)))
        else:
            metas[code], sheets[code] = data, book.sheets[sheet_name]
    for name in book.sheets:
        if name not in listed:
            problems.append(book.diagnostic("NM077", f"la hoja «{name}» no está en la hoja «sets»: no se importa",
                                            "añade su fila a la hoja «sets» si es un set", name, severity="warning"))
    return metas, sheets


def _header_names(book: Book, sheet: Sheet, allowed, problems: list[Diagnostic]) -> dict[int, str]:
    """The columns of ``sheet`` by number, with NM076 for an unnamed, repeated or unknown one
    (``allowed``: the names, or a function saying whether a name is one)."""
    names: dict[int, str] = {}
    used_columns = {i for _, cells in sheet.rows[1:] for i, c in enumerate(cells, 1) if c is not None}
    header = sheet.header()
    for i in sorted(used_columns | set(range(1, len(header) + 1))):
        cell = header[i - 1] if i <= len(header) else None
        if cell is None:
            if i in used_columns:
                problems.append(book.diagnostic("NM076", "la columna tiene valores pero no tiene nombre en la fila 1",
                                                "escribe en la fila 1 el campo de la columna", sheet.name, 1, i))
            continue
        name = " ".join(str(cell).split()).lower()
        if name in names.values():
            problems.append(book.diagnostic("NM076", f"la columna «{name}» está repetida", "deja una sola",
                                            sheet.name, 1, i, name))
        elif not (allowed(name) if callable(allowed) else name in allowed):
            options = allowed.options if callable(allowed) else allowed
            problems.append(book.diagnostic("NM076", f"columna desconocida «{name}»",
                                            close(name, options) or "columnas admitidas: " + ", ".join(options),
                                            sheet.name, 1, i, name))
        else:
            names[i] = name
    return names


class _CardColumns:
    """Whether a column is one of the pack's (and the pack's columns, for hints)."""

    def __init__(self, game: LoadedPack):
        self.pack = game.pack
        self.options = list(dict.fromkeys([*columns.FIRST, *(h for t in self.pack.types.values()
                                                             for h in columns.blank_headers(t)),
                                           columns.ART, columns.FILE]))

    def __call__(self, name: str) -> bool:
        return columns.known(name, self.pack)


def _read_cards(book: Book, file: Path, sheet: Sheet, found: SetImport, game: LoadedPack, checker: CardChecker,
                problems: list[Diagnostic]) -> None:
    names = _header_names(book, sheet, _CardColumns(game), problems)
    missing = [c for c in columns.FIRST if c not in names.values()]
    if missing:
        problems.append(book.diagnostic("NM076", f"falta la columna «{missing[0]}»",
                                        "la fila 1 nombra las columnas: id, nombre, tipo y los campos", sheet.name, 1))
        return
    seen: dict[str, int] = {}
    targets: set[str] = set()
    refused = {d.line for d in book.problems if d.sheet == sheet.name and d.severity == "error"}
    for number, cells in sheet.rows[1:]:
        if number in refused:  # a cell was refused (a formula…): reported already, the row is not complete
            continue
        entry, where, target = _entry(cells, names, game)
        document = RowDocument(book, file, sheet.name, number, entry, where, {n: i for i, n in names.items()})
        card, diagnostics = build_card(document, (), entry, game, found.folder, found.code, checker)
        problems += diagnostics
        target_problem = _target_problem(target)
        if target_problem:
            problems.append(document.diagnostic("NM078", ("_archivo",), *target_problem))
        card_id = entry.get("id")
        if isinstance(card_id, str) and card_id in seen:
            problems.append(document.diagnostic("NM030", ("id",), f"el id «{card_id}» ya está en la fila {seen[card_id]}",
                                                "cada carta del set necesita un id distinto"))
            continue
        seen.setdefault(card_id, number) if isinstance(card_id, str) else None
        if isinstance(card_id, str) and not target_problem:  # a row with errors still names the file it goes to
            targets.add(target or f"{card_id}.yaml")
        if card is not None and not target_problem:
            found.files.setdefault(target or f"{card.id}.yaml", []).append(entry)
    problems += _clashes(book, sheet, found, seen, targets)


def _entry(cells: list, names: dict[int, str], game: LoadedPack) -> tuple[dict, dict[tuple, tuple[str, int]], Any]:
    """A row as a card's entry, where each value came from, and its «archivo» cell."""
    pack = game.pack
    type_column = next(i for i, n in names.items() if n == "tipo")
    type_id = cells[type_column - 1] if type_column <= len(cells) else None
    card_type = pack.types.get(type_id.strip()) if isinstance(type_id, str) else None
    raw: dict = {}
    written: dict[tuple, tuple[str, int]] = {}
    target = None
    for i, cell in enumerate(cells, 1):
        if cell is None or i not in names:
            continue
        if names[i] == columns.FILE:
            target = cell
            written[("_archivo",)] = (columns.FILE, i)
            continue
        path, f = columns.place(names[i], card_type, pack)
        _put(raw, path, columns.value(cell, f))
        written[path] = (names[i], i)
    where = {_final(raw, path): cell for path, cell in written.items()}
    return _compact(raw), where, target


class _Slots(dict):
    """A list being filled from numbered columns: number (0-based) → item."""


def _put(entry: dict, path: tuple, value: Any) -> None:
    node: Any = entry
    for step, following in zip(path, path[1:]):
        child = node.get(step)
        if not isinstance(child, dict):
            child = node[step] = _Slots() if isinstance(following, int) else {}
        node = child
    node[path[-1]] = value


def _final(entry: dict, path: tuple) -> tuple:
    """A written path with each list number replaced by the item's place (numbers may skip)."""
    node: Any = entry
    final = []
    for step in path:
        final.append(sorted(node).index(step) if isinstance(node, _Slots) else step)
        node = node.get(step) if isinstance(node, dict) else None
    return tuple(final)


def _compact(node: Any) -> Any:
    if isinstance(node, _Slots):
        return [_compact(node[k]) for k in sorted(node)]
    if isinstance(node, dict):
        return {k: _compact(v) for k, v in node.items()}
    return node


def _target_problem(target: Any) -> tuple[str, str] | None:
    """Why an «archivo» cell cannot name a card file of the set, if it cannot."""
    if target is None:
        return None
    hint = "escribe una ruta relativa dentro del set, como «partes.yaml» o «apoyos/daño.yaml»"
    if not isinstance(target, str):
        return f"«archivo» debe ser un texto, no {target}", hint
    parts = target.split("/")
    if not all(_PART.fullmatch(p) and p not in (".", "..") for p in parts) or target.startswith("/"):
        return f"«{target}» no es una ruta dentro del set", hint
    if not target.lower().endswith((".yaml", ".yml")):
        return f"«{target}» no es un archivo YAML", "el nombre acaba en «.yaml»"
    if target.lower() in (SET_FILE, "set.yml"):
        return f"«{target}» es la definición del set, no un archivo de cartas", hint
    return None


def _clashes(book: Book, sheet: Sheet, found: SetImport, rows: dict[str, int], targets: set[str]) -> list[Diagnostic]:
    """NM030 for a card whose id is also in a file of the set the import does not rewrite (``targets``: the
    files the sheet's rows go to, those with errors included)."""
    problems = []
    if not found.folder.is_dir():
        return problems
    rewritten = {(found.folder / name).resolve() for name in (*found.files, *targets)}
    bounds = _Bounds()  # the set's files as the loader reads them: no link out of the set followed
    bounds.add(found.folder)
    for path in bounds.yaml_files(found.folder):
        if path.name == SET_FILE or path.resolve() in rewritten:
            continue
        try:
            data = load_yaml(path).data
        except YamlError:
            continue
        entries = data.get("cartas") if isinstance(data, dict) and isinstance(data.get("cartas"), list) else [data]
        for entry in entries:
            card_id = entry.get("id") if isinstance(entry, dict) else None
            if card_id in rows:
                shown = os.path.relpath(path, found.folder)
                problems.append(book.diagnostic(
                    "NM030", f"el id «{card_id}» ya está en «{shown}» del set, que la importación no reescribe",
                    "cambia el id, o pon en «archivo» ese archivo", sheet.name, rows[card_id]))
    return problems


# --- writing ------------------------------------------------------------------------------------------


class _Dumper(yaml.SafeDumper):
    """Plain YAML as the bundled sets write it: list items indented under their key, texts of several
    lines as blocks («|»), keys in the order written."""

    def increase_indent(self, flow: bool = False, indentless: bool = False):
        return super().increase_indent(flow, False)


def _text(dumper: yaml.SafeDumper, value: str):
    style = "|" if "\n" in value else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_Dumper.add_representer(str, _text)
_FastDumper = getattr(yaml, "CSafeDumper", None)  # libyaml's emitter: four times as fast as PyYAML's
if _FastDumper is not None:
    _FastDumper = type("_FastDumper", (_FastDumper,), {})
    _FastDumper.add_representer(str, _text)
#: Line breaks other than «\n», which libyaml counts as lines too.
_OTHER_BREAKS = re.compile("[\r\x85\u2028\u2029]")


def yaml_text(data: Any, schema: str | None) -> str:
    """A YAML file of ``data``; its first line points editors at ``schema`` when given."""
    body = _fast_dump(data) or yaml.dump(data, Dumper=_Dumper, allow_unicode=True, sort_keys=False, width=10_000)
    if isinstance(data, dict) and list(data) == ["cartas"]:  # a blank line between cards, as people write them
        body = body.replace("\n  - ", "\n\n  - ").replace("cartas:\n\n", "cartas:\n", 1)
    return (f"# yaml-language-server: $schema={schema}\n" if schema else "") + body


def _fast_dump(data: Any) -> str | None:
    """``data`` as :class:`_Dumper` writes it, by libyaml: it writes a list inside a map at its key's
    indentation, so each such list's lines are moved two columns right (tests/sheets/test_inplace.py
    checks the bytes are PyYAML's for every bundled file). None without libyaml, or when a text holds
    a line break other than «\\n»."""
    if _FastDumper is None:
        return None
    text = yaml.dump(data, Dumper=_FastDumper, allow_unicode=True, sort_keys=False, width=10_000)
    if _OTHER_BREAKS.search(text):
        return None
    lines = text.split("\n")
    shift = [0] * len(lines)
    maps: list[bool] = []  # for each open collection, whether it is a map
    starts: list[int | None] = []  # and the line it starts at, if it is a list to move
    for event in yaml.parse(text, Loader=yaml.CSafeLoader):
        if isinstance(event, yaml.CollectionStartEvent):
            moved = isinstance(event, yaml.SequenceStartEvent) and not event.flow_style and maps and maps[-1]
            maps.append(isinstance(event, yaml.MappingStartEvent))
            starts.append(event.start_mark.line if moved else None)
        elif isinstance(event, yaml.CollectionEndEvent):
            maps.pop()
            start = starts.pop()
            for line in range(start, min(event.end_mark.line, len(lines))) if start is not None else ():
                shift[line] += 2
    return "\n".join(" " * n + line if line else line for n, line in zip(shift, lines))


@dataclass
class Written:
    """What an import did: the files written, those left as they were (already the same), the
    existing files written whole because they could not be updated in place (their comments lost),
    and those updated in place whose unchanged lines ruamel.yaml could not write as they were."""

    written: list[Path] = field(default_factory=list)
    unchanged: list[Path] = field(default_factory=list)
    rewritten: list[Path] = field(default_factory=list)
    reformatted: list[Path] = field(default_factory=list)
    removed: dict[str, set[str]] = field(default_factory=dict)  # by set code, the ids of the cards no longer there


def files_of(imports: list[SetImport]) -> dict[Path, Any]:
    """Every file an import writes, and its data."""
    out: dict[Path, Any] = {}
    for found in imports:
        if found.meta is not None:
            out[found.folder / SET_FILE] = found.meta
        for name, entries in found.files.items():
            out[found.folder / name] = entries[0] if len(entries) == 1 else {"cartas": entries}
    return out


def new_text(data: Any, file: Path, cards: Path) -> str:
    """The text of a new file, pointing editors at the cards folder's schema when it has one."""
    schema = cards / "schemas" / ("set.schema.json" if file.name == SET_FILE else "card.schema.json")
    relative = os.path.relpath(schema, file.parent).replace(os.sep, "/") if schema.is_file() else None
    return yaml_text(data, relative)


def write(imports: list[SetImport], cards: Path, force: bool) -> Written:
    """Write the files of ``imports``; :class:`OutputError` before writing anything when one of them
    exists, would change and ``force`` is not given, or cannot be written where it goes. A file
    that exists is updated in place (:mod:`.inplace`): only the values that change are rewritten."""
    from .inplace import same_data  # ruamel.yaml: loaded by «importar», never by «exportar»

    result = Written()
    pending = {}
    befores: dict[str, list] = {}  # by set code, the data of the card files replaced
    code_of = {found.folder / name: found.code for found in imports for name in found.files}
    for path, data in files_of(imports).items():
        check_place(path)
        _inside(path, cards)
        if path.exists() and not path.is_file():
            raise OutputError(f"«{path}» es una carpeta (o no es un archivo normal): la hoja escribe ahí un archivo de "
                              "cartas; muévela o cambia la columna «archivo»")
        before = _loaded(path)
        if before is not None:
            data = _shaped(before, data)
            if same_data(before.data, data):
                result.unchanged.append(path)
                continue
        if (path.exists() or path.is_symlink()) and not force:
            raise OutputError(f"«{path}» ya existe y cambiaría; no se reemplaza sin --forzar")
        pending[path] = (before, data)
        if before is not None and path in code_of:
            befores.setdefault(code_of[path], []).append(before.data)
    result.removed = _removed(imports, befores)
    for path, (before, data) in pending.items():  # texts made once nothing stops the import
        kept, faithful = _kept(before, data) if before is not None else (None, True)
        if kept is None and path.is_file():
            result.rewritten.append(path)
        elif kept is not None and not faithful:
            result.reformatted.append(path)
        pending[path] = kept if kept is not None else new_text(data, path, cards)
    for path, text in pending.items():
        make_folder(path.parent)
        write_atomically(path, text)
        result.written.append(path)
    return result


def _ids(data: Any) -> set[str]:
    """The ids of the cards of a card file's data (one card, or a list under ``cartas``)."""
    cards = data.get("cartas") if isinstance(data, dict) and "cartas" in data else [data]
    return {c["id"] for c in cards if isinstance(c, dict) and isinstance(c.get("id"), str)} if isinstance(cards, list) else set()


def _removed(imports: list[SetImport], befores: dict[str, list]) -> dict[str, set[str]]:
    """By set code, the ids the replaced files had and the set's new files do not (a card moved to
    another file of its set is not removed)."""
    removed = {}
    for found in imports:
        old = set().union(*(_ids(data) for data in befores.get(found.code, [])))
        new = {c.get("id") for entries in found.files.values() for c in entries}
        if old - new:
            removed[found.code] = old - new
    return removed


def decks_using(cards: Path, removed: dict[str, set[str]]) -> list[Diagnostic]:
    """A warning (NM079) at each line of a deck of ``cards`` that names a card the import removed: the
    deck no longer loads. A deck that does not read as YAML is left to ``nismatch validar``."""
    if not removed:
        return []
    problems = []
    bounds = _Bounds()  # the decks as the loader reads them: no link out of the cards folder followed
    bounds.add(cards)
    for file in bounds.yaml_files(cards / DECKS_FOLDER):
        deck = _loaded(file)
        entries = deck.data.get("cartas") if deck is not None and isinstance(deck.data, dict) else None
        for ref in entries if isinstance(entries, dict) else ():
            code, _, card_id = str(ref).rpartition("/")
            gone = [s for s, ids in removed.items() if card_id in ids and code in ("", s)]
            if gone:
                problems.append(deck.diagnostic(
                    "NM079", ("cartas", ref), f"el mazo usa «{ref}», que la hoja ha quitado del set «{gone[0]}»",
                    "quita la carta del mazo, o vuelve a poner su fila en la hoja e importa otra vez",
                    key=True, severity="warning"))
    return problems


def _inside(path: Path, cards: Path) -> None:
    real_cards = Path(os.path.realpath(cards))
    real = Path(os.path.realpath(path.parent))
    if real != real_cards and real_cards not in real.parents:
        raise OutputError(f"«{path}» queda fuera de la carpeta de cartas «{cards}» (¿un enlace simbólico?)")
    if path.is_symlink():
        raise OutputError(f"«{path}» es un enlace simbólico; no se escribe a través de enlaces")


def _loaded(path: Path) -> YamlDocument | None:
    """The file as the project reads it; None when it does not exist or does not read as YAML."""
    if not path.is_file():
        return None
    try:
        return load_yaml(path)
    except YamlError:
        return None


def _shaped(document: YamlDocument, data: Any) -> Any:
    """``data`` in the shape of the file it replaces: a file of ``cartas:`` left with one card keeps
    its list, and a set's «version», which a sheet gives as text, keeps the number the file wrote
    when it reads the same («1», «1.10»)."""
    before = document.data
    single = isinstance(data, dict) and "cartas" not in data
    if single and isinstance(before, dict) and list(before) == ["cartas"] and isinstance(before["cartas"], list):
        return {"cartas": [data]}
    if document.file.name == SET_FILE and isinstance(data, dict) and isinstance(before, dict) \
            and isinstance(before.get("version"), (int, float)) and data.get("version") == document.written(("version",)):
        return {**data, "version": before["version"]}
    return data


def _kept(before: YamlDocument, data: Any) -> tuple[str | None, bool]:
    """The text of ``before`` updated in place to ``data``, checked by loading it back as every file
    is loaded (None when that cannot be done), and whether the lines that do not change are written
    as they were."""
    from .inplace import same_data, spliced_text, updated_text

    def checked(text: str | None) -> str | None:
        try:
            return text if text is not None and same_data(parse_yaml(text, before.file).data, data) else None
        except YamlError:  # a value written where YAML reads it otherwise: the next way is tried
            return None

    try:
        text, faithful = checked(spliced_text(before.text, before.root, before.data, data)), True
        if text is None:
            updated, faithful = updated_text(before.text, before.data, data)
            text = checked(updated)
    except Exception:  # noqa: BLE001 - ruamel reads some files (anchors, odd indentation) its own way: rewrite whole
        return None, False
    with open(before.file, "rb") as handle:  # the loader drops a byte order mark: the file keeps it
        return ("\ufeff" + text if text is not None and handle.read(3) == codecs.BOM_UTF8 else text), faithful
