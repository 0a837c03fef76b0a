"""Typed, immutable card data: what a designer wrote in ``cards/``, parsed and checked.

Card definitions are shared between games and never change once loaded; the engine keeps
its mutable state elsewhere.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from ..games.nismatch.language.ast import Ability


@dataclass(frozen=True)
class Source:
    """Where something was written: file, 1-based line and column."""

    file: Path
    line: int = 1
    column: int = 1


@dataclass(frozen=True)
class CardAbility:
    """One printed ability: its tag (etiqueta), its text and the parsed AST (None for a prototype:
    free text while the idea is young, printed as written and played as having no effect)."""

    tag: str  # pasiva | normal | relampago | guerrilla | disparado
    text: str
    ast: Ability | None
    source: Source | None = field(default=None, compare=False)
    prototype: bool = False


@dataclass(frozen=True)
class Card:
    """One card of any game: the keys every card has, and the fields its type declares.

    ``fields`` holds the validated values as written (numbers, texts, lists, mappings for
    groups). Nothing here knows one game: a game's code reads its own fields by name.
    """

    id: str
    name: str
    type: str  # a type id of the pack (``tipos``)
    fields: Mapping[str, Any] = field(default_factory=dict)
    abilities: tuple[CardAbility, ...] = ()  # NISMATCH: moves to games/nismatch/cards.py (issue 10)
    art: Path | None = None  # absolute path inside the set folder
    set_code: str = ""
    source: Source | None = field(default=None, compare=False)

    def get(self, name: str, default: Any = None) -> Any:
        """The value of field ``name``, or ``default`` when the card does not have it."""
        return self.fields.get(name, default)

    # --- TEMPORARY: NISMATCH's fields by attribute, until its code reads them through
    # games/nismatch/cards.py (issue 10). Do not add to these; new code uses ``get``.
    @property
    def kind(self) -> str:
        return self.type

    @property
    def rarity(self) -> str:
        return self.get("rareza")

    @property
    def zone(self) -> str | None:
        return self.get("zona")

    @property
    def pg(self) -> int:
        return self.get("pg", 0)

    @property
    def car(self) -> int:
        return self.get("car", 0)

    @property
    def fue(self) -> int:
        return self.get("fue", 0)

    @property
    def def_(self) -> int:
        return self.get("def", 0)

    @property
    def vel(self) -> int:
        return self.get("vel", 0)

    @property
    def flavour(self) -> str | None:
        return self.get("ambientacion")

    @property
    def is_part(self) -> bool:
        return self.type == "parte"

    @property
    def is_generator(self) -> bool:
        return self.car > 0

    @property
    def is_spender(self) -> bool:
        return self.car < 0

    def stat(self, name: str) -> int:
        """A stat by its printed name: ``pg``, ``car``, ``fue``, ``def`` or ``vel``."""
        return self.get(name, 0)


@dataclass(frozen=True)
class CardSet:
    """A folder ``cards/<set>/`` with ``set.yaml`` and its card files."""

    code: str
    name: str
    version: str
    folder: Path
    cards: dict[str, Card]
    source: Source | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Deck:
    """An Arsenal: copies of each card id from one set (rulebook 1.3)."""

    name: str
    set_code: str
    cards: dict[str, int]
    source: Source | None = field(default=None, compare=False)
    entry_sources: dict[str, Source] = field(default_factory=dict, compare=False)

    @property
    def size(self) -> int:
        return sum(self.cards.values())

    def card_list(self) -> list[str]:
        """Every copy, in the order written."""
        return [card_id for card_id, copies in self.cards.items() for _ in range(copies)]
