"""The size limits a designer may raise for one run: ``nismatch --limite filas=50000 importar …``.

Every limit of docs/security.md is a constant of the module that checks it; the ones a real project
could outgrow are named here in Spanish. ``--limite`` is the user's own choice on the command line: a
card folder, a pack or a spreadsheet can never raise a limit. The values are set for the command
and put back when it ends (tests run many commands in one process).
"""
from __future__ import annotations

import importlib
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Iterator

#: The largest value ``--limite`` accepts for any limit.
CEILING = 1_000_000_000


@dataclass(frozen=True)
class Limit:
    """One limit: the name ``--limite`` gives it, what it counts, and the constant that holds it."""

    name: str
    counts: str
    module: str
    attribute: str

    @property
    def value(self) -> int:
        return getattr(importlib.import_module(self.module), self.attribute)


LIMITS = {limit.name: limit for limit in (
    Limit("filas", "filas de una hoja de cálculo", "nismatch_cards.sheets.books", "MAX_ROWS"),
    Limit("columnas", "columnas de una fila de una hoja de cálculo", "nismatch_cards.sheets.books", "MAX_COLUMNS"),
    Limit("celdas", "celdas con algo escrito de un archivo de hojas", "nismatch_cards.sheets.books", "MAX_CELLS"),
    Limit("caracteres-celda", "caracteres de una celda", "nismatch_cards.sheets.books", "MAX_CELL"),
    Limit("claves", "claves de un mapa de un archivo YAML", "nismatch_cards.cards.yamlfile", "MAX_KEYS"),
    Limit("alias", "usos de alias de textos y números de un archivo YAML", "nismatch_cards.cards.yamlfile",
          "MAX_ALIASES"),
    Limit("cartas-mazo", "cartas de un mazo, contando las copias", "nismatch_cards.cards.checks", "MAX_DECK_CARDS"),
    Limit("conexiones", "conexiones a la vez de la vista previa de «vigilar»", "nismatch_cards.watch.server",
          "MAX_CONNECTIONS"),
)}


def parse(text: str) -> tuple[Limit, int]:
    """``NOMBRE=N`` as a limit and its new value; a ``ValueError`` with the Spanish reason otherwise."""
    name, equals, number = text.partition("=")
    limit = LIMITS.get(name.strip())
    if limit is None:
        raise ValueError(f"«{name.strip()}» no es un límite; los límites son: {', '.join(sorted(LIMITS))}")
    if not equals or not number.strip().isdigit() or not 1 <= int(number) <= CEILING:
        raise ValueError(f"«{text}»: escribe {limit.name}=N, con N un número entero de 1 a {CEILING}")
    return limit, int(number)


@contextmanager
def raised(values: list[tuple[Limit, int]]) -> Iterator[None]:
    """The limits set to ``values`` while the block runs, then back to what they were."""
    before = [(limit, limit.value) for limit, _ in values]
    try:
        for limit, value in values:
            setattr(importlib.import_module(limit.module), limit.attribute, value)
        yield
    finally:
        for limit, value in reversed(before):
            setattr(importlib.import_module(limit.module), limit.attribute, value)
