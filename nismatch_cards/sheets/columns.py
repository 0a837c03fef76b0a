"""The column convention: a card's fields as the cells of one row, from the fields its pack declares.

- A field whose value is one value (``entero``, ``texto``, ``enum``, ``booleano``, ``rango``) is
  the column named by its id: ``pg``.
- A ``grupo`` is one column per field inside it: ``pasuk cita``, ``pasuk fuente``.
- A ``lista`` of values that hold no comma (``enum``, ``entero``, ``booleano``, ``rango``) is one
  cell, its items separated by commas: ``coste`` = «fuego, agua».
- Any other ``lista`` (of texts or of groups) is numbered from 1: ``habilidades 1 etiqueta``,
  ``habilidades 1 texto``, ``habilidades 2 etiqueta``…
- Besides, every card has ``id``, ``nombre``, ``tipo`` and ``arte``, and ``archivo`` says which
  YAML file of its set holds it.

Field ids have no spaces (``[a-z0-9_-]``), so a column name splits into its steps at spaces.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from ..cards.model import Card, CardSet, Range
from ..cards.pack import BOOLEAN, ENUM, GROUP, INTEGER, LIST, RANGE, TEXT, CardType, Field, Pack

FIRST = ("id", "nombre", "tipo")
ART = "arte"
FILE = "archivo"
#: Between the items of a list written in one cell.
SEPARATOR = ", "
_INLINE = (ENUM, INTEGER, BOOLEAN, RANGE)
_WHOLE = re.compile(r"[-+]?[0-9]{1,30}")
TRUE = ("true", "verdadero", "sí", "si")
FALSE = ("false", "falso", "no")


def inline(f: Field) -> bool:
    """Whether a list is written in one cell (its items hold no comma)."""
    return f.kind == LIST and f.items is not None and f.items.kind in _INLINE


def header(path: Iterable) -> str:
    """The column of a value's path: ``("habilidades", 0, "texto")`` → «habilidades 1 texto»."""
    return " ".join(str(step + 1) if isinstance(step, int) else step for step in path)


# --- export -------------------------------------------------------------------------------------------


def headers(pack: Pack, cards: list[Card]) -> list[str]:
    """The columns of a sheet of ``cards``: the card's own keys, then the fields of the types present
    (in the pack's order, each list as many times as its longest), then ``arte`` and ``archivo``."""
    found: dict[str, None] = dict.fromkeys(FIRST)
    present = [t for t in pack.types.values() if any(c.type == t.id for c in cards)]
    for card_type in present:
        values = [c.fields for c in cards if c.type == card_type.id]
        for column in _group_headers((), card_type.fields, values):
            found.setdefault(column)
    found.setdefault(ART)
    found.setdefault(FILE)
    return list(found)


def blank_headers(card_type: CardType) -> list[str]:
    """The columns of a card type with one item of each list (what a new card of it can fill)."""
    return _group_headers((), card_type.fields, [])


def _group_headers(path: tuple, fields: Mapping[str, Field], values: list[Mapping]) -> list[str]:
    columns = []
    for field_id, f in fields.items():
        columns += _field_headers(path + (field_id,), f, [v[field_id] for v in values if field_id in v])
    return columns


def _field_headers(path: tuple, f: Field, values: list) -> list[str]:
    if f.kind == GROUP:
        return _group_headers(path, f.fields, [v for v in values if isinstance(v, dict)])
    if f.kind == LIST and not inline(f):
        count = max([1, *(len(v) for v in values)])
        return [h for i in range(count) for h in _field_headers(path + (i,), f.items, [v[i] for v in values if len(v) > i])]
    return [header(path)]


def row(card: Card, card_set: CardSet, pack: Pack) -> dict[str, Any]:
    """A card's cells by column."""
    cells: dict[str, Any] = {"id": card.id, "nombre": card.name, "tipo": card.type}
    card_type = pack.types[card.type]
    for field_id, value in card.fields.items():
        _flatten((field_id,), card_type.fields[field_id], value, cells)
    if card.art is not None:
        cells[ART] = os.path.relpath(card.art, card_set.folder.resolve()).replace(os.sep, "/")
    if card.source is not None:
        cells[FILE] = os.path.relpath(card.source.file, card_set.folder).replace(os.sep, "/")
    return cells


def _flatten(path: tuple, f: Field, value: Any, cells: dict[str, Any]) -> None:
    if f.kind == GROUP:
        for key, item in value.items():
            _flatten(path + (key,), f.fields[key], item, cells)
    elif f.kind == LIST and not inline(f):
        for i, item in enumerate(value):
            _flatten(path + (i,), f.items, item, cells)
    elif f.kind == LIST:
        cells[header(path)] = SEPARATOR.join(_written(v) for v in value)
    else:
        cells[header(path)] = _cell(value)


def _cell(value: Any) -> Any:
    if isinstance(value, Range):
        return value.low if value.low == value.high else str(value)
    return value


def _written(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


# --- import -------------------------------------------------------------------------------------------


def parse(column: str, fields: Mapping[str, Field]) -> tuple[tuple, Field] | None:
    """The path (0-based list indexes) and field of a column among ``fields``, or None when it names
    none of them; list numbers count from 1."""
    words = column.split()
    path: list = []
    here: Field | None = None
    scope: Mapping[str, Field] | None = fields
    for word in words:
        if here is not None and here.kind == LIST and not inline(here):
            if not word.isdigit() or not 1 <= int(word) <= 10_000:
                return None
            path.append(int(word) - 1)
            here, scope = here.items, here.items.fields if here.items.kind == GROUP else None
            continue
        if scope is None or word not in scope:
            return None
        path.append(word)
        here = scope[word]
        scope = here.fields if here.kind == GROUP else None
    if here is None or here.kind == GROUP or (here.kind == LIST and not inline(here)):
        return None
    return tuple(path), here


def known(column: str, pack: Pack) -> bool:
    """Whether a column is one of the convention's for some card type of ``pack``."""
    return column in (*FIRST, ART, FILE) or any(parse(column, t.fields) for t in pack.types.values())


def place(column: str, card_type: CardType | None, pack: Pack) -> tuple[tuple, Field | None]:
    """Where a cell of ``column`` goes in a card of ``card_type``: its path and field. A column of
    another type's field goes to that field's key (the checks then say it is not allowed there)."""
    if column in (*FIRST, ART):
        return (column,), None
    types = ([card_type] if card_type else []) + list(pack.types.values())
    for candidate in types:
        found = parse(column, candidate.fields)
        if found is not None:
            return (found[0] if candidate is card_type else found[0][:1]), found[1]
    return (column.split()[0],), None


def value(cell: Any, f: Field | None) -> Any:
    """A cell's value as the field holds it: numbers of ``entero`` fields from their text, texts
    from numbers, «true»/«verdadero»/«sí» and «false»/«falso»/«no» of ``booleano`` fields, a
    one-cell list split at its commas, texts without the spaces around them. What does not fit is kept as it
    is, for the checks to say so."""
    if f is None or f.kind == TEXT:  # spaces around a cell's text are a slip of the keyboard («Dragón Verde »)
        text = _text(cell)
        return text.strip(" \t") if isinstance(text, str) else text  # a block text keeps its final line break
    if f.kind == ENUM:
        return _text(cell).strip() if isinstance(_text(cell), str) else cell
    if f.kind == LIST and inline(f):
        items = [i.strip() for i in cell.split(",")] if isinstance(cell, str) else [cell]
        return [value(i, f.items) for i in items if i != ""]
    if f.kind == INTEGER:
        return int(cell.strip()) if isinstance(cell, str) and _WHOLE.fullmatch(cell.strip()) else cell
    if f.kind == BOOLEAN and type(cell) is int and cell in (0, 1):  # LibreOffice's XLSX writes booleans so
        return bool(cell)
    if f.kind == BOOLEAN and isinstance(cell, str):
        word = cell.strip().lower()
        return True if word in TRUE else False if word in FALSE else cell
    if f.kind == RANGE:  # «3» from a CSV is the number 3, as a card file writes it
        return (int(cell.strip()) if _WHOLE.fullmatch(cell.strip()) else cell.strip()) if isinstance(cell, str) else cell
    return cell


def _text(cell: Any) -> Any:
    if isinstance(cell, (int, float)) and not isinstance(cell, bool):
        return str(cell)
    return cell
