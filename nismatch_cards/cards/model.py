"""Typed, immutable card data: what a designer wrote in a cards folder, checked against its pack.

Card definitions are shared between games and never change once loaded; a game's engine keeps
its mutable state elsewhere.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping


@dataclass(frozen=True)
class Source:
    """Where something was written: file, 1-based line and column."""

    file: Path
    line: int = 1
    column: int = 1


@dataclass(frozen=True)
class Range:
    """The value of a ``rango`` field: «1-3» is ``Range(1, 3)``, «2» is ``Range(2, 2)``."""

    low: int
    high: int

    def __str__(self) -> str:
        return str(self.low) if self.low == self.high else f"{self.low}-{self.high}"


@dataclass(frozen=True)
class Card:
    """One card of any game: the keys every card has, and the fields its type declares.

    ``fields`` holds the validated values as written (numbers, texts, lists, mappings for
    groups; a ``rango`` is a :class:`Range`). Nothing here knows one game: a game's code reads
    its own fields by name (NISMATCH's through ``games/nismatch/cards.py``).
    """

    id: str
    name: str
    type: str  # a type id of the pack (``tipos``)
    fields: Mapping[str, Any] = field(default_factory=dict)
    art: Path | None = None  # absolute path inside the set folder
    set_code: str = ""
    source: Source | None = field(default=None, compare=False)

    def get(self, name: str, default: Any = None) -> Any:
        """The value of field ``name``, or ``default`` when the card does not have it."""
        return self.fields.get(name, default)

    def values(self) -> dict[str, Any]:
        """The card's fields and its ``id`` and ``tipo``: what deck rules and conditions look at."""
        return {"id": self.id, "tipo": self.type, **self.fields}

    # --- TEMPORARY: NISMATCH's fields by attribute, still read by the renderer (render/*.py and its
    # templates), bench/render_bench.py and sim/commands.py, until they read them through
    # games/nismatch/cards.py (issue 10).
    # Do not add to these; new code uses ``get`` or games/nismatch/cards.py.
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

    def stat(self, name: str) -> int:
        """A stat by its printed name: ``pg``, ``car``, ``fue``, ``def`` or ``vel``."""
        return self.get(name, 0)


@dataclass(frozen=True)
class CardSet:
    """A folder with ``set.yaml`` and its card files."""

    code: str
    name: str
    version: str
    folder: Path
    cards: dict[str, Card]
    source: Source | None = field(default=None, compare=False)
    back: Path | None = field(default=None, compare=False)  # «dorso» of set.yaml, checked: an image inside the set

    @property
    def version_label(self) -> str:
        """The version as printed on faces and sheets: «v1.0» (a version written «v1.0» keeps its one «v»)."""
        return self.version if self.version[:1] in ("v", "V") else f"v{self.version}"


@dataclass(frozen=True)
class DeckEntry:
    """One line of a deck's ``cartas``: as written (``chispazo`` or ``base/chispazo``), the card it
    names and how many copies."""

    written: str
    set_code: str
    card_id: str
    copies: int


@dataclass(frozen=True)
class Deck:
    """A deck: copies of cards from one or more sets of the same game.

    ``cards`` is the deck's ``cartas`` as written; ``entries`` the same lines with the set each
    card was found in (a deck with errors is never loaded, so every line is resolved)."""

    name: str
    sets: tuple[str, ...]
    cards: dict[str, int]
    source: Source | None = field(default=None, compare=False)
    entry_sources: dict[str, Source] = field(default_factory=dict, compare=False)
    entries: tuple[DeckEntry, ...] = ()
    character: str | None = None  # the «personaje» of a per-character deck

    @property
    def size(self) -> int:
        return sum(self.cards.values())

    @property
    def set_codes(self) -> tuple[str, ...]:
        """The sets the deck's cards come from, in the order they first appear."""
        return tuple(dict.fromkeys(e.set_code for e in self.entries)) or self.sets[:1]

    @property
    def main_set(self) -> str:
        """The set of the deck's first card: a saved game names the other sets' cards ``set/id``."""
        return self.set_codes[0] if self.set_codes else ""

    def card_list(self, set_code: str | None = None) -> list[str]:
        """Every copy's card id, in the order written (only those of ``set_code`` when given)."""
        return [e.card_id for e in self.entries for _ in range(e.copies) if set_code in (None, e.set_code)]

    def card_refs(self) -> list[tuple[str, str]]:
        """Every copy as ``(set code, card id)``, in the order written."""
        return [(entry.set_code, entry.card_id) for entry in self.entries for _ in range(entry.copies)]

    def written_refs(self) -> list[str]:
        """Every copy as ``id`` (a card of :attr:`main_set`) or ``set/id``, in the order written."""
        main = self.main_set
        return [card_id if code == main else f"{code}/{card_id}" for code, card_id in self.card_refs()]
