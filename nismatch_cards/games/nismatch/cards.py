"""NISMATCH's card fields, read by name in one place: every NISMATCH module reads a card here.

A card is the generic :class:`~nismatch_cards.cards.model.Card` of the NISMATCH pack
(``packs/nismatch/ruleset.yaml``): a ``parte`` has ``zona`` and the stats ``pg car fue def
vel``; both types have ``rareza``, ``habilidades`` (a list of ``etiqueta`` + ``texto``) and
``ambientacion``.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

from nismatch_cards.cards.model import Card, Source
from nismatch_cards.language.lexicon import Lexicon
from .language import AbilitySyntaxError, KeywordDef, parse
from .language.ast import Ability, Keyword
from .language.lexer import NUMBER_WORDS, normalise

PART, SUPPORT = "parte", "apoyo"
STATS = ("pg", "car", "fue", "def", "vel")


@dataclass(frozen=True)
class CardAbility:
    """One printed ability: its tag (etiqueta), its text (NFC) and the parsed AST — None for a
    prototype (``prototipo: true``: free text, printed as written, played as having no effect)."""

    tag: str  # pasiva | normal | relampago | guerrilla | disparado
    text: str
    ast: Ability | Keyword | None
    source: Source | None = field(default=None, compare=False)
    prototype: bool = False


def is_part(card: Card) -> bool:
    return card.type == PART


def zone(card: Card) -> str | None:
    """The zone a Parte is equipped in (2⑥); None for a Carta de Apoyo."""
    return card.get("zona")


def stat(card: Card, name: str) -> int:
    """A stat by its printed name (``pg car fue def vel``); 0 when the card has none."""
    return card.get(name, 0)


def rarity(card: Card) -> str:
    return card.get("rareza")


def flavour(card: Card) -> str | None:
    return card.get("ambientacion")


@lru_cache(maxsize=65536)
def parse_text(text: str, keywords: tuple[KeywordDef, ...] = (), lexicon: Lexicon | None = None) -> Ability | Keyword:
    """An ability text's AST, reading the ruleset's ``keywords`` and ``lexicon``; the same text is
    parsed once (ASTs are never changed once built)."""
    return parse(text, keywords, lexicon)


#: «CAR n |» (or «CAR X |») at the start of a text, as the rulebook writes a Charge cost (6.1), read in a
#: normalised text: digits or a number word.
_PRINTED_COST = re.compile(r"\s*car\s+([0-9]{1,3}|x|[a-z]+)\s*\|")


def printed_cost(text: str) -> tuple[int | None, bool]:
    """The Charge cost a prototype's free text prints at its start, as the engine charges it (docs/rulings.md 74):
    ``(n, False)`` for «CAR n |», ``(0, True)`` for «CAR X |» (X chosen when activating), ``(None, False)`` for
    none."""
    match = _PRINTED_COST.match(normalise(text))
    if match is None:
        return None, False
    value = match.group(1)
    if value == "x":
        return 0, True
    if value.isdigit():
        return int(value), False
    return (NUMBER_WORDS[value], False) if value in NUMBER_WORDS else (None, False)


def written_abilities(card: Card) -> list[tuple[int, str | None, str, bool]]:
    """``(index, etiqueta, texto in NFC, prototipo)`` of every ability as written, valid or not; the etiqueta is
    None where the card data has none (its text may write it, :func:`ability_tag`)."""
    return [(i, a.get("etiqueta"), unicodedata.normalize("NFC", a["texto"]), a.get("prototipo") is True)
            for i, a in enumerate(card.get("habilidades") or ())]


def ability_tag(tag: str | None, ast: Ability | Keyword | None) -> str | None:
    """The etiqueta an ability is played with: the card data's, else the one its text writes («Relámpago. CAR 2 |
    …», constructs/frame.py) or its keyword's (docs/rulings.md 172); None when neither says."""
    if tag is not None:
        return tag
    if isinstance(ast, Keyword):
        return ast.definition.tag
    speed = getattr(ast, "speed", None)
    return None if speed is None else speed.tag


def abilities(card: Card, keywords: tuple[KeywordDef, ...] = (), lexicon: Lexicon | None = None) -> tuple[CardAbility, ...]:
    """The card's abilities, in the order printed: parsed (reading the ruleset's ``keywords``), or
    prototypes kept as text."""
    found = []
    for _, tag, text, prototype in written_abilities(card):
        if prototype:
            if tag is not None:  # without an etiqueta it is reported (NM204), never loaded
                found.append(CardAbility(tag, text, None, card.source, True))
            continue
        try:
            ast = parse_text(text, keywords, lexicon)
        except AbilitySyntaxError:
            continue  # a card with a grammar error is reported, never loaded into a set
        if ability_tag(tag, ast) is not None:
            found.append(CardAbility(ability_tag(tag, ast), text, ast, card.source))
    return tuple(found)
