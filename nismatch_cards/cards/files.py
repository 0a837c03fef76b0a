"""The shape of a set's ``set.yaml`` and of a deck file, with the same diagnostics as cards.

``jsonschemas.py`` writes the same rules as JSON Schemas for editors.
"""
from __future__ import annotations

import re
from typing import Any

from ..diagnostics import Diagnostic
from .fields import Findings, integer
from .pack import Pack
from .wording import show
from .yamlfile import YamlDocument

SET_KEYS = ("codigo", "nombre", "version", "descripcion", "dorso")
#: Set codes that name folders of the output or of the cards folder already (a set's folder is its code).
RESERVED_CODES = {"tts": "build/png/tts/ guarda las hojas de Tabletop Simulator",
                  "decks": "«decks/» es la carpeta de los mazos, no un set"}
DECK_KEYS = ("nombre", "set", "sets", "personaje", "descripcion", "cartas")
#: a card of a deck: its id, or «set/id» when the id is in two of the deck's sets
CARD_REF = re.compile(r"(?:[a-z0-9]+(?:-[a-z0-9]+)*/)?[a-z0-9]+(?:-[a-z0-9]+)*")
CARD_REF_HINT = "los ids usan solo minúsculas sin acentos, dígitos y guiones (o «set/id» para decir de qué set)"


def _mapping(document: YamlDocument, what: str) -> list[Diagnostic]:
    """Why the whole file is not a map of keys, if it is not."""
    if isinstance(document.data, dict):
        return []
    if document.data is None:
        return [document.diagnostic("NM010", (), f"el archivo está vacío; se esperaba {what}",
                                    "escribe su contenido (mira cards/ para ver ejemplos)")]
    return [document.diagnostic("NM010", (), f"el archivo debe ser un mapa de claves con {what}",
                                "escribe «clave: valor» en cada línea (mira cards/ para ver ejemplos)")]


def check_set(document: YamlDocument) -> list[Diagnostic]:
    """Every problem of a ``set.yaml``: ``codigo``, ``nombre`` and ``version``, and optionally
    ``descripcion`` and ``dorso``."""
    what = "la definición del set"
    problems = _mapping(document, what)
    if problems:
        return problems
    data, run = document.data, Findings(document, what)
    for key in ("codigo", "nombre", "version"):
        if key not in data:
            run.missing((), key)
    for key, value in data.items():
        if key not in SET_KEYS:
            run.unknown((), key, SET_KEYS)
        elif key == "codigo":
            if run.identifier((key,), value) and value in RESERVED_CODES:
                run.shape((key,), f"el código «{value}» está reservado: {RESERVED_CODES[value]}", "elige otro código")
        elif key == "version":
            if isinstance(value, bool) or not isinstance(value, (str, int, float)):
                run.wrong_type((key,), value, "un texto o un número")
        else:
            run.text((key,), value)
    return run.problems


def deck_keys(pack: Pack) -> tuple[str, ...]:
    """The keys a deck of ``pack`` may have (``personaje`` only in a game of per-character decks)."""
    return tuple(k for k in DECK_KEYS if k != "personaje" or pack.decks.character is not None)


def check_deck(document: YamlDocument, pack: Pack) -> list[Diagnostic]:
    """Every problem of a deck file's shape: ``nombre`` and ``cartas`` (card → copies), and
    optionally ``set`` or ``sets``, ``descripcion`` and (per-character decks) ``personaje``."""
    what = "el mazo"
    problems = _mapping(document, what)
    if problems:
        return problems
    data, run, allowed = document.data, Findings(document, what), deck_keys(pack)
    for key in ("nombre", "cartas"):
        if key not in data:
            run.missing((), key)
    for key, value in data.items():
        if key not in allowed:
            run.unknown((), key, allowed)
        elif key == "cartas":
            _cards(run, value)
        elif key == "sets":
            _sets(run, value)
        elif key in ("set", "personaje"):
            run.identifier((key,), value)
        else:
            run.text((key,), value)
    if "set" in data and "sets" in data:
        run.shape(("sets",), "el mazo tiene «set» y «sets»", "deja solo «sets» con la lista de sets", key=True)
    return run.problems


def _sets(run: Findings, value: Any) -> None:
    if type(value) is not list:
        run.wrong_type(("sets",), value, "una lista")
    elif not value:
        run.shape(("sets",), "«sets» no puede estar vacío", "escribe un valor")
    for i, code in enumerate(value if type(value) is list else ()):
        run.identifier(("sets", i), code)


def _cards(run: Findings, value: Any) -> None:
    if type(value) is not dict:
        run.wrong_type(("cartas",), value, "un mapa de claves")
        return
    if not value:
        run.shape(("cartas",), "«cartas» no puede estar vacío", "escribe un valor")
    for ref, copies in value.items():
        if not CARD_REF.fullmatch(ref):
            run.shape(("cartas", ref), f"«{ref}» no es un id válido en «cartas»", CARD_REF_HINT, key=True)
        elif integer(copies) is None:
            run.wrong_type(("cartas", ref), copies, "un número entero")
        elif integer(copies) < 1:
            run.shape(("cartas", ref), f"«{ref}» debe ser al menos 1, no {show(copies)}", "sube el valor")
