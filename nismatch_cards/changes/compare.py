"""Compare two loaded cards folders: sets, cards (by set code and id) and decks (by file name).

A card's fields are compared one by one under their key path (``pg``, ``habilidades[2].texto``,
``efecto.despues_del_combate``); lists are aligned first (``difflib``), so that an ability added
at the top shows as one new ability, not as every ability changed. Texts of several words are
compared word by word. The art is compared by its path and by the bytes of the image.
"""
from __future__ import annotations

import difflib
import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

from ..cards.loader import Project
from ..cards.model import Card, CardSet, Deck, Range

ADDED, REMOVED, CHANGED = "nueva", "retirada", "cambiada"


@dataclass(frozen=True)
class WordRun:
    """A run of words of a compared text: ``=`` in both, ``-`` only in the old, ``+`` only in the new."""

    op: str
    text: str


@dataclass(frozen=True)
class FieldChange:
    """One field that differs; ``None`` on a side where the field is not written."""

    key: str
    old: str | None
    new: str | None
    words: tuple[WordRun, ...] = ()  # the word-by-word comparison of two texts, when both are texts


@dataclass(frozen=True)
class CardChange:
    set_code: str
    card_id: str
    kind: str  # ADDED | REMOVED | CHANGED
    old_name: str | None
    new_name: str | None
    card_type: str
    fields: tuple[FieldChange, ...] = ()

    @property
    def ref(self) -> str:
        return f"{self.set_code}/{self.card_id}"

    @property
    def name(self) -> str:
        return self.new_name or self.old_name or self.card_id


@dataclass(frozen=True)
class CopyChange:
    """The copies of one card in a deck: ``old`` before, ``new`` after (0: not in the deck)."""

    ref: str
    old: int
    new: int


@dataclass(frozen=True)
class DeckChange:
    key: str  # the deck's file name without «.yaml»
    kind: str
    old_name: str | None
    new_name: str | None
    old_size: int
    new_size: int
    fields: tuple[FieldChange, ...] = ()
    copies: tuple[CopyChange, ...] = ()

    @property
    def name(self) -> str:
        return self.new_name or self.old_name or self.key


@dataclass(frozen=True)
class SetChange:
    code: str
    kind: str
    old_name: str | None
    new_name: str | None
    old_version: str | None
    new_version: str | None
    fields: tuple[FieldChange, ...] = ()
    cards: int = 0  # cards of a set added or removed whole

    @property
    def name(self) -> str:
        return self.new_name or self.old_name or self.code


@dataclass
class Changes:
    """Every difference between two versions, labelled as the user named them."""

    old_label: str
    new_label: str
    sets: list[SetChange] = field(default_factory=list)
    cards: list[CardChange] = field(default_factory=list)
    decks: list[DeckChange] = field(default_factory=list)
    unbumped: list[tuple[str, str]] = field(default_factory=list)  # (code, version) of sets whose cards changed, not their version

    @property
    def empty(self) -> bool:
        return not (self.sets or self.cards or self.decks)

    def of_kind(self, kind: str) -> list[CardChange]:
        return [c for c in self.cards if c.kind == kind]

    def printable(self) -> set[tuple[str, str]]:
        """``(set code, id)`` of the cards a new print needs: added or changed."""
        return {(c.set_code, c.card_id) for c in self.cards if c.kind != REMOVED}


# --- values ---------------------------------------------------------------------------------------


def shown(value: Any) -> str:
    """A field's value as one line: texts as written, numbers, «sí»/«no», lists and maps as JSON-like."""
    if isinstance(value, bool):
        return "sí" if value else "no"
    if isinstance(value, (str, int, float, Range)):
        return str(value)
    return json.dumps(_plain(value), ensure_ascii=False)


def _plain(value: Any) -> Any:
    if isinstance(value, Range):
        return str(value)
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def words(old: str, new: str) -> tuple[WordRun, ...]:
    """``old`` and ``new`` compared word by word (words are split at white space)."""
    a, b = old.split(), new.split()
    runs: list[WordRun] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op == "equal":
            runs.append(WordRun("=", " ".join(a[i1:i2])))
            continue
        if i2 > i1:
            runs.append(WordRun("-", " ".join(a[i1:i2])))
        if j2 > j1:
            runs.append(WordRun("+", " ".join(b[j1:j2])))
    return tuple(runs)


def _is_text(value: Any) -> bool:
    return isinstance(value, str) and len(value.split()) > 1


def _change(key: str, old: Any, new: Any) -> FieldChange:
    text = _is_text(old) and isinstance(new, str) or _is_text(new) and isinstance(old, str)
    return FieldChange(key, None if old is None else shown(old), None if new is None else shown(new),
                       words(old, new) if text else ())


def compare_values(key: str, old: Any, new: Any) -> Iterator[FieldChange]:
    """The differences of one value: maps key by key (a map added or removed too), lists aligned
    item by item, the rest whole."""
    if old == new:
        return
    if isinstance(old, dict) and new is None or old is None and isinstance(new, dict):
        old, new = old or {}, new or {}
    if isinstance(old, dict) and isinstance(new, dict):
        for name in dict.fromkeys([*old, *new]):
            yield from compare_values(f"{key}.{name}" if key else str(name), old.get(name), new.get(name))
    elif isinstance(old, list) and isinstance(new, list):
        yield from _compare_lists(key, old, new)
    else:
        yield _change(key, old, new)


def _compare_lists(key: str, old: list, new: list) -> Iterator[FieldChange]:
    """Lists aligned on equal items; items that take each other's place are compared inside.
    Positions are counted from 1, in the new list (in the old one for an item removed)."""
    signature = lambda item: json.dumps(_plain(item), ensure_ascii=False, sort_keys=True)  # noqa: E731
    matcher = difflib.SequenceMatcher(None, [signature(i) for i in old], [signature(i) for i in new],
                                      autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            continue
        paired = min(i2 - i1, j2 - j1) if op == "replace" else 0
        for k in range(paired):
            yield from compare_values(f"{key}[{j1 + k + 1}]", old[i1 + k], new[j1 + k])
        for k in range(i1 + paired, i2):
            yield from compare_values(f"{key}[{k + 1}]", old[k], None)
        for k in range(j1 + paired, j2):
            yield from compare_values(f"{key}[{k + 1}]", None, new[k])


# --- cards, sets, decks ---------------------------------------------------------------------------


def _digest(file: Path) -> str:
    """A short digest of a file's bytes («?» if it cannot be read)."""
    try:
        return hashlib.sha256(Path(file).read_bytes()).hexdigest()[:12]
    except OSError:
        return "?"


def _art(card: Card, card_set: CardSet) -> dict[str, str] | None:
    """The art as its path inside the set and a digest of its bytes (an image redrawn is a change)."""
    if card.art is None:
        return None
    digest = _digest(card.art)
    try:
        path = Path(card.art).relative_to(Path(card_set.folder).resolve()).as_posix()
    except ValueError:
        path = Path(card.art).name
    return {"archivo": path, "imagen": digest}


def _card_values(card: Card, card_set: CardSet) -> dict[str, Any]:
    values: dict[str, Any] = {"nombre": card.name, "tipo": card.type, **card.fields}
    art = _art(card, card_set)
    if art is not None:
        values["arte"] = art
    return values


def compare_cards(code: str, old: CardSet | None, new: CardSet | None) -> list[CardChange]:
    """The cards of set ``code`` added, removed or changed; in the new set's order, removed ones last."""
    old_cards = old.cards if old else {}
    new_cards = new.cards if new else {}
    found = []
    for card_id, card in new_cards.items():
        before = old_cards.get(card_id)
        if before is None:
            found.append(CardChange(code, card_id, ADDED, None, card.name, card.type))
            continue
        fields = tuple(compare_values("", _card_values(before, old), _card_values(card, new)))
        if fields:
            found.append(CardChange(code, card_id, CHANGED, before.name, card.name, card.type, fields))
    found += [CardChange(code, card_id, REMOVED, card.name, None, card.type)
              for card_id, card in old_cards.items() if card_id not in new_cards]
    return found


def _set_values(card_set: CardSet) -> dict[str, Any]:
    values: dict[str, Any] = {"nombre": card_set.name, "version": card_set.version}
    if card_set.back is not None:
        values["dorso"] = _digest(card_set.back)
    return values


def compare_set(code: str, old: CardSet | None, new: CardSet | None) -> SetChange | None:
    if old is None or new is None:
        kept = new or old
        return SetChange(code, ADDED if old is None else REMOVED, old and old.name, new and new.name,
                         old and old.version, new and new.version, cards=len(kept.cards))
    fields = tuple(compare_values("", _set_values(old), _set_values(new)))
    if not fields:
        return None
    return SetChange(code, CHANGED, old.name, new.name, old.version, new.version, fields)


def _deck_key(deck: Deck) -> str:
    return deck.source.file.stem if deck.source else deck.name


def _copies(deck: Deck) -> dict[str, int]:
    counted: dict[str, int] = {}
    for entry in deck.entries:
        ref = f"{entry.set_code}/{entry.card_id}"
        counted[ref] = counted.get(ref, 0) + entry.copies
    return counted


def compare_decks(old: list[Deck], new: list[Deck]) -> list[DeckChange]:
    """Decks matched by file name: new, removed, or changed (name, sets, character, copies)."""
    before = {_deck_key(d): d for d in old}
    after = {_deck_key(d): d for d in new}
    found = []
    for key, deck in after.items():
        was = before.get(key)
        if was is None:
            copies = tuple(CopyChange(ref, 0, n) for ref, n in _copies(deck).items())
            found.append(DeckChange(key, ADDED, None, deck.name, 0, deck.size, copies=copies))
            continue
        fields = tuple(compare_values("", {"nombre": was.name, "sets": list(was.sets), "personaje": was.character},
                                      {"nombre": deck.name, "sets": list(deck.sets), "personaje": deck.character}))
        old_copies, new_copies = _copies(was), _copies(deck)
        copies = tuple(CopyChange(ref, old_copies.get(ref, 0), new_copies.get(ref, 0))
                       for ref in dict.fromkeys([*new_copies, *old_copies])
                       if old_copies.get(ref, 0) != new_copies.get(ref, 0))
        if fields or copies:
            found.append(DeckChange(key, CHANGED, was.name, deck.name, was.size, deck.size, fields, copies))
    found += [DeckChange(key, REMOVED, deck.name, None, deck.size, 0) for key, deck in before.items() if key not in after]
    return found


def compare(old: Project, new: Project, old_label: str, new_label: str) -> Changes:
    """Everything that differs from ``old`` to ``new``."""
    changes = Changes(old_label, new_label)
    for code in dict.fromkeys([*new.sets, *old.sets]):
        old_set, new_set = old.sets.get(code), new.sets.get(code)
        set_change = compare_set(code, old_set, new_set)
        if set_change is not None:
            changes.sets.append(set_change)
        cards = compare_cards(code, old_set, new_set)
        changes.cards += cards
        if cards and old_set and new_set and old_set.version == new_set.version:
            changes.unbumped.append((code, new_set.version))
    changes.decks = compare_decks(old.decks, new.decks)
    return changes
