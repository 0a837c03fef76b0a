"""Tabletop Simulator saved objects: a deck of custom cards that TTS loads as it is.

The format is TTS's save file (https://kb.tabletopsimulator.com/custom-content/save-file-format/):
a *saved object* is a save whose outer fields are empty and whose ``ObjectStates`` hold the
objects, here one ``DeckCustom``. Its ``CustomDeck`` maps a *deck key* to a sheet of faces
(``FaceURL``, ``NumWidth`` × ``NumHeight`` slots read left to right, top to bottom) and the back
(``BackURL``); a card is ``CardID = deck key × 100 + its slot``. ``DeckIDs`` lists every copy,
top card first, and ``ContainedObjects`` holds one ``Card`` per copy, in the same order, with
its name (``Nickname``), its ``CardID`` and its sheet. A single copy is a ``Card``, not a deck
(TTS has no deck of one).
"""
from __future__ import annotations

import hashlib
import zlib
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote, urlsplit

from ..cards.pack import CardSize

POKER_LONG_SIDE = 88.9  # mm: TTS's card at scale 1 is a poker card
COLOUR = {"r": 0.713235259, "g": 0.713235259, "b": 0.713235259}  # TTS's own tint of a new card


class UrlError(ValueError):
    """A ``--tts-url`` that TTS could not load the sheets from (Spanish message)."""


def check_base_url(url: str) -> str:
    """``url`` as the base the sheets are hosted under, ending in ``/``; http(s) only."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.query or parts.fragment:
        raise UrlError(f"«{url}» no es una dirección http:// o https:// de una carpeta (sin «?» ni «#»)")
    url = parts._replace(path=quote(parts.path, safe="/%:@!$&'()*+,;=~")).geturl()
    return url if url.endswith("/") else url + "/"


def sheet_url(file: Path, base_url: str | None) -> str:
    """Where TTS reads ``file``: ``base_url`` + its name, or the file itself (``file:///…``)."""
    return base_url + quote(file.name) if base_url else Path(file).resolve().as_uri()


@dataclass(frozen=True)
class Sheet:
    """One sheet of faces: its URL, its grid and the card ids in its slots, in order."""

    url: str
    columns: int
    rows: int
    cards: tuple[str, ...]


def deck_keys(name: str, count: int) -> list[int]:
    """The deck keys of a deck's ``count`` sheets: consecutive, from a number derived from the deck's
    name, so that two of our decks on one table do not claim the same key."""
    first = 1 + zlib.crc32(name.encode("utf-8")) % 9000
    return list(range(first, first + count))


def _guid(*parts: object) -> str:
    """A stable six-hex-digit GUID, as TTS writes them."""
    return hashlib.sha1("\0".join(map(str, parts)).encode("utf-8")).hexdigest()[:6]


def _transform(size: CardSize, face_up: bool) -> dict:
    scale = round(max(size.width, size.height) / POKER_LONG_SIDE, 4)
    return {"posX": 0.0, "posY": 1.0, "posZ": 0.0, "rotX": 0.0, "rotY": 180.0, "rotZ": 0.0 if face_up else 180.0,
            "scaleX": scale, "scaleY": 1.0, "scaleZ": scale}


def _object(kind: str, nickname: str, size: CardSize, guid: str, face_up: bool) -> dict:
    """The keys every TTS object has, with TTS's defaults for a card or a deck."""
    return {
        "GUID": guid, "Name": kind, "Transform": _transform(size, face_up), "Nickname": nickname,
        "Description": "", "GMNotes": "", "ColorDiffuse": dict(COLOUR), "Locked": False, "Grid": True,
        "Snap": True, "IgnoreFoW": False, "MeasureMovement": False, "DragSelectable": True, "Autoraise": True,
        "Sticky": True, "Tooltip": True, "GridProjection": False, "HideWhenFaceDown": True,
        "Hands": kind == "Card", "SidewaysCard": size.landscape, "LuaScript": "", "LuaScriptState": "", "XmlUI": "",
    }


def saved_object(name: str, title: str, sheets: list[Sheet], back_url: str, copies: list[str],
                 names: dict[str, str], size: CardSize) -> dict:
    """A TTS saved object holding the deck ``copies`` (card ids, top first, each id as many times as
    its copies), drawn from ``sheets``; ``names`` gives each card's printed name."""
    keys = deck_keys(name, len(sheets))
    custom = {str(key): {"FaceURL": sheet.url, "BackURL": back_url, "NumWidth": sheet.columns,
                         "NumHeight": sheet.rows, "BackIsHidden": True, "UniqueBack": False, "Type": 0}
              for key, sheet in zip(keys, sheets)}
    where = {card: (key, slot) for key, sheet in zip(keys, sheets) for slot, card in enumerate(sheet.cards)}
    cards = []
    for number, card in enumerate(copies):
        key, slot = where[card]
        obj = _object("Card", names[card], size, _guid(name, "carta", number), face_up=len(copies) == 1)
        obj["GMNotes"] = card
        obj |= {"CardID": key * 100 + slot, "CustomDeck": {str(key): custom[str(key)]}}
        cards.append(obj)
    if len(cards) == 1:
        top = cards[0]
    else:
        top = _object("DeckCustom", title, size, _guid(name, "mazo"), face_up=False)
        top |= {"DeckIDs": [c["CardID"] for c in cards], "CustomDeck": custom, "ContainedObjects": cards}
    return {
        "SaveName": "", "Date": "", "VersionNumber": "", "GameMode": "", "GameType": "", "GameComplexity": "",
        "Tags": [], "Gravity": 0.5, "PlayArea": 0.5, "Table": "", "Sky": "", "Note": "", "TabStates": {},
        "LuaScript": "", "LuaScriptState": "", "XmlUI": "", "ObjectStates": [top],
    }
