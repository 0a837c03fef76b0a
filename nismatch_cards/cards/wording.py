"""How checks name values and places in Spanish, so every message of a file is worded alike."""
from __future__ import annotations

import difflib
import unicodedata
from typing import Any, Iterable, Mapping

from ..diagnostics import clip

TYPE_NAMES = {
    "integer": "un número entero", "number": "un número", "string": "un texto", "array": "una lista",
    "object": "un mapa de claves", "boolean": "verdadero o falso", "null": "vacío",
}


#: The most characters of a written value a message quotes.
SHOWN_VALUE = 80


def show(value: Any) -> str:
    """A written value as a message quotes it: «texto» (cut when long), 5, vacío, una lista…"""
    if isinstance(value, str):
        return f"«{clip(value, SHOWN_VALUE)}»"
    if value is None:
        return "vacío"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (dict, list)):
        return "un mapa" if isinstance(value, dict) else "una lista"
    return str(value)


def close(word: Any, options: Iterable[Any], cutoff: float = 0.6) -> str:
    """«¿quisiste decir «x»?» for the option closest to ``word``, or "" when none is close."""
    match = difflib.get_close_matches(str(word), [str(o) for o in options], n=1, cutoff=cutoff)
    return f"¿quisiste decir «{match[0]}»?" if match else ""


def key_of(path: tuple) -> str:
    """The key a value belongs to: the last key of its path («habilidades» for a list item)."""
    keys = [p for p in path if isinstance(p, str)]
    return keys[-1] if keys else "documento"


def where(path: tuple, what: str) -> str:
    """Where a mapping is: «la carta 2 de «cartas»», «habilidades», or the file itself (``what``)."""
    if len(path) >= 2 and path[0] == "cartas" and isinstance(path[1], int):
        rest = path[2:]
        base = f"la carta {path[1] + 1} de «cartas»"
        return base if not rest else f"«{key_of(rest)}» de {base}"
    if path:
        return f"«{key_of(path)}»"
    return what


def listing(values: Iterable[Any], conjunction: str = "y") -> str:
    """«a», «b» y «c»."""
    quoted = [f"«{v}»" for v in values]
    return quoted[0] if len(quoted) == 1 else f"{', '.join(quoted[:-1])} {conjunction} {quoted[-1]}"


def plural(n: int, singular: str, plural_form: str, shown: str | None = None) -> str:
    """«1 carta», «2 cartas»; ``shown`` writes the number another way («1.000 partidas»)."""
    return f"{n if shown is None else shown} {singular if n == 1 else plural_form}"


_UNSTRESSED = str.maketrans("áéíóú", "aeiou")
_VOWELS = "aeiouáéíóú"


def plural_name(name: str) -> str:
    """The plural of a Spanish name by the common rules, on its first word: «Carta de Acción» →
    «Cartas de Acción», «Luchador» → «Luchadores», «Acción» → «Acciones», «Crisis» → «Crisis».
    A pack declares the others (``plural`` of a type)."""
    head, space, rest = name.partition(" ")
    lower = head.lower()
    syllables = sum(1 for i, c in enumerate(lower) if c in _VOWELS and (i == 0 or lower[i - 1] not in _VOWELS))
    stressed_last = any(c in lower[-3:] for c in "áéíóú") or syllables == 1
    if not head or lower[-1] in _VOWELS:
        plural = head + "s"
    elif lower[-1] in "sx" and not stressed_last:
        plural = head  # llanas en -s: la crisis, las crisis
    elif lower[-1] == "z":
        plural = head[:-1] + ("C" if head[-1].isupper() else "c") + "es"
    else:  # acción → acciones, autobús → autobuses, luchador → luchadores
        plural = head[:-3] + head[-3:].translate(_UNSTRESSED) + ("ES" if head.isupper() else "es")
    return plural + space + rest


def bounds(low: int | None, high: int | None) -> str:
    """«entre 40 y 60», «exactamente 30», «al menos 1», «como mucho 4»."""
    if low is not None and high is not None:
        return f"exactamente {low}" if low == high else f"entre {low} y {high}"
    return f"al menos {low}" if low is not None else f"como mucho {high}"


def fold(word: str) -> str:
    """``word`` without case or accents: «Acólito» and «acolito» fold alike."""
    return "".join(c for c in unicodedata.normalize("NFD", word.casefold()) if not unicodedata.combining(c))


def folded(word: str) -> str:
    """How a designer may write a value and still mean it: any case, accents or not, a space or a
    hyphen for an underscore («Relámpago», «Brazo derecho» → «relampago», «brazo_derecho»)."""
    return "_".join(fold(word).replace("-", " ").split())


def by_folding(values: Iterable[str]) -> Mapping[str, str]:
    """``folded(v) -> v`` for the values no other value folds alike."""
    found: dict[str, list[str]] = {}
    for value in values:
        found.setdefault(folded(value), []).append(value)
    return {key: same[0] for key, same in found.items() if len(same) == 1}
