"""Which cards to draw: a set (one of each), a deck list (its character card, if it has one, and its
copies) or a proofing list (``--only``)."""
from __future__ import annotations

import difflib
import unicodedata
from dataclasses import dataclass

from ..cards.loader import Project
from ..cards.model import CardSet, Deck
from ..cards.outputs import tts_file_clash
from .faces import card_order
from ..cards.packs import LoadedPack as GamePack


class SelectionError(Exception):
    """Bad ``--set``/``--deck``/``--only``: a Spanish message for the user (usage error)."""


@dataclass
class Selection:
    card_set: CardSet
    card_ids: list[str]
    name: str  # base of the output file names
    title: str
    deck: Deck | None = None


def _suggest(word: str, choices: list[str]) -> str:
    close = difflib.get_close_matches(word, choices, n=1)
    return f" (¿querías decir «{close[0]}»?)" if close else ""


#: Names of output folders a set or deck may not take (``build/png/tts/`` holds Tabletop Simulator's sheets).
RESERVED_NAMES = {"tts"}


def _safe_name(text: str) -> str:
    """A file name any disk keeps apart: lower case ASCII (accents dropped), digits, «-» and «_»."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    keep = "".join(c if c.isalnum() or c in "-_" else "-" for c in ascii_text.lower())
    name = "-".join(part for part in keep.split("-") if part)[:64] or "cartas"
    return f"{name}-mazo" if name in RESERVED_NAMES else name


def _unclaimed(name: str, sets: dict, suffix: str) -> str:
    """``name`` for the output of a deck or a revision, made different from every set's own output names: a deck
    «base» beside a set «base» would write ``base-a4.pdf`` over the set's, and a deck «base-dorso» or
    «base-caras-1» the set's Tabletop Simulator back or sheet in ``png/tts/``."""
    while any(tts_file_clash(name, code) for code in sets):
        name = f"{name}-{suffix}"
    return name


def split_ids(values: tuple[str, ...] | list[str]) -> list[str]:
    """``--only a --only b,c`` and ``--only "a b"`` all give ``[a, b, c]``."""
    ids = []
    for value in values:
        ids += [v for v in value.replace(",", " ").split() if v]
    return ids


def only_cards(selections: list[Selection], cards: set[tuple[str, str]], revision: str,
               sets: dict | None = None) -> list[Selection]:
    """The selections cut to ``cards`` (``(set code, id)``), one of each, those left empty dropped;
    their files and titles say since which revision («base-cambios.pdf»), never a name of one of ``sets``."""
    found = []
    for s in selections:
        ids = [i for i in dict.fromkeys(s.card_ids) if (s.card_set.code, i) in cards]
        if ids:
            name = _unclaimed(f"{s.name}-cambios", sets or {}, "cambios")
            found.append(Selection(s.card_set, ids, name, f"{s.title} — cambios desde {revision}", s.deck))
    return found


def select(project: Project, gp: GamePack, set_code: str | None = None, deck_name: str | None = None,
           only: list[str] | None = None) -> list[Selection]:
    """The selections to build: one per set unless a set or a deck is named; cards in print order."""
    deck = None
    if deck_name:
        deck = project.deck(deck_name)
        if deck is None:
            raise SelectionError(project.no_deck(deck_name))
        if set_code and set_code not in deck.set_codes:
            raise SelectionError(f"el mazo «{deck.name}» no tiene cartas del set «{set_code}»; sus sets: "
                                 + ", ".join(deck.set_codes))
    if set_code and set_code not in project.sets:
        raise SelectionError(f"no hay ningún set «{set_code}»{_suggest(set_code, list(project.sets))}; "
                             f"sets disponibles: {', '.join(sorted(project.sets)) or 'ninguno'}")
    codes = [set_code] if set_code else list(deck.set_codes if deck is not None else project.own_sets())
    if not codes:
        raise SelectionError("no hay ningún set que construir en la carpeta de cartas")
    if only:
        everywhere = {i for code in codes for i in project.sets[code].cards}
        unknown = [i for i in only if i not in everywhere]
        if unknown:
            choices = sorted(everywhere)
            where = f"el set «{codes[0]}»" if len(codes) == 1 else "ningún set"
            verb = "no tiene" if len(codes) == 1 else "tiene"
            raise SelectionError(f"{where} {verb} la carta «{unknown[0]}»{_suggest(unknown[0], choices)}")
    selections = []
    for code in codes:
        card_set = project.sets[code]
        ordered = [c.id for c in card_order(card_set, gp)]
        if deck is not None:  # one selection (one PDF) per set; a per-character deck's character card too
            character = [deck.character] if deck.character in card_set.cards else []
            ids = character + deck.card_list(code)
            stem = deck.source.file.stem if deck.source else deck.name
            name = _safe_name(stem) if len(deck.set_codes) == 1 else _safe_name(f"{stem}-{code}")
            name = _unclaimed(name, project.sets, "mazo")
            title = f"{deck.name} ({card_set.name})"
        else:
            ids, name, title = ordered, _safe_name(code), card_set.name
        if only:
            ids = [i for i in dict.fromkeys(only) if i in card_set.cards]
            if not ids:
                continue
            name, title = _unclaimed(f"{name}-revision", project.sets, "revision"), f"{title} — revisión"
        selections.append(Selection(card_set, ids, name, title, deck))
    return selections
