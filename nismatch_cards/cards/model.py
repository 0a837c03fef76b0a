"""Typed, immutable card data: what a designer wrote in ``cards/``, parsed and checked.

Card definitions are shared between games and never change once loaded; the engine keeps
its mutable state elsewhere.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..games.nismatch.language.ast import Ability


@dataclass(frozen=True)
class Source:
    """Where something was written: file, 1-based line and column."""

    file: Path
    line: int = 1
    column: int = 1


@dataclass(frozen=True)
class CardAbility:
    """One printed ability: its tag (etiqueta), its text and the parsed AST."""

    tag: str  # pasiva | normal | relampago | guerrilla | disparado
    text: str
    ast: Ability
    source: Source | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Card:
    """A Parte or a Carta de Apoyo (rulebook 3.1, 3.2)."""

    id: str
    name: str
    kind: str  # parte | apoyo
    rarity: str
    abilities: tuple[CardAbility, ...] = ()
    zone: str | None = None  # partes only
    pg: int = 0
    car: int = 0
    fue: int = 0
    def_: int = 0
    vel: int = 0
    flavour: str | None = None
    art: Path | None = None  # absolute path inside the set folder
    set_code: str = ""
    source: Source | None = field(default=None, compare=False)

    @property
    def is_part(self) -> bool:
        return self.kind == "parte"

    @property
    def is_generator(self) -> bool:
        return self.car > 0

    @property
    def is_spender(self) -> bool:
        return self.car < 0

    def stat(self, name: str) -> int:
        """A stat by its printed name: ``pg``, ``car``, ``fue``, ``def`` or ``vel``."""
        return getattr(self, "def_" if name == "def" else name)


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
