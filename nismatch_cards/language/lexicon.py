"""Designer wording as data: a game's lexicon, read as the words its card language already has.

A lexicon is a YAML file of a game pack (``packs/<juego>/lexico.yaml``) with two sections, each a
mapping from what a designer writes to what the language says:

* ``palabras`` — a word or phrase (``marcador``, ``de un oponente``) and its reading in the
  language (``contador``, ``de tu oponente``); a list gives several readings, and ``""`` leaves a
  filler word out. When the written word is also a word of the language («,», «y»), its readings
  are other ways of reading it, tried only when the text does not read with the language's own.
* ``verbos`` — an imperative and the language's imperative (``inflige: haz``): the forms with an
  enclitic pronoun follow (``inflígele`` reads ``hazle``, ``inflígeles`` reads ``hazles``).

Nothing is substituted in the text: the tokenizer reads a lexicon word as the tokens of its reading,
each placed on the designer's own word, so every error keeps the designer's columns, and the
grammar (and its cached parser tables) never changes when a lexicon does. Which reading fits is
decided by the grammar in context; see :mod:`nismatch_cards.games.nismatch.language.parser`.

A pack's or project's own lexicon lines are laid over the bundled ones (:func:`merged`): the same
written word gets the new readings. This module knows no game: the caller passes the function that
normalises words and the one that checks a reading is made of the language's words.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable

SECTIONS = ("palabras", "verbos")
#: Enclitic pronouns a verb form may carry («inflígele», «añádelas»), normalised.
PRONOUNS = ("le", "les", "la", "las", "lo", "los")


@dataclass(frozen=True)
class Entry:
    """One line of a lexicon: the designer's words (normalised) and the readings in the language."""

    written: tuple[str, ...]
    readings: tuple[str, ...]  # each the language's text for it; "" leaves the words out
    file: str = ""
    line: int = 0
    path: tuple = ()  # where the line is inside its file's data
    derived: bool = False  # a verb form made from a ``verbos`` line: dropped where the language lacks it


@dataclass(frozen=True, eq=False)
class Lexicon:
    """Every entry of a game's lexicon, by the designer's words (later files win). Two lexicons
    with the same lines are equal; the hash is computed once (parsers cache by lexicon)."""

    entries: tuple[Entry, ...] = ()
    key: str = field(init=False, repr=False)

    def __post_init__(self) -> None:
        digest = hashlib.sha256()
        for e in self.entries:
            digest.update(repr((e.written, e.readings)).encode())
        object.__setattr__(self, "key", digest.hexdigest())

    def __eq__(self, other) -> bool:
        return isinstance(other, Lexicon) and other.key == self.key

    def __hash__(self) -> int:
        return hash(self.key)


class LexiconError(Exception):
    """A lexicon line that cannot be read: file, 1-based line, Spanish message and hint, and the
    path of the line inside the file's data (to place it as a diagnostic)."""

    def __init__(self, file: str, line: int, message: str, hint: str, path: tuple = ()):
        super().__init__(f"{file}:{line}: {message}")
        self.file, self.line, self.message, self.hint, self.path = file, line, message, hint, path


def load(file: Path, normalise: Callable[[str], str], name: str | None = None) -> Lexicon:
    """The lexicon of ``file`` (its words normalised with ``normalise``); LexiconError when malformed."""
    from nismatch_cards.cards.yamlfile import YamlError, load_yaml

    shown = name or file.name
    try:
        document = load_yaml(file)
    except YamlError as error:
        d = error.diagnostic
        raise LexiconError(shown, d.line, d.message, d.hint) from None
    return merged(Lexicon(tuple(read_entries(document.data, normalise, shown, lambda path: document.where(path)[0]))))


Where = Callable[[tuple], int]


def read_entries(data, normalise: Callable[[str], str], file: str, where: Where = lambda path: 0,
                 at: tuple = ()) -> list[Entry]:
    """The entries of a lexicon's data (a mapping of :data:`SECTIONS`); ``where`` gives the line of
    a path inside it, and ``at`` is where the lexicon itself is (a section of a larger file)."""
    if data is None:
        return []
    if not isinstance(data, dict):
        raise LexiconError(file, where(at), "el léxico debe ser un mapa con «palabras» y «verbos»",
                           "escribe «palabras:» y debajo «marcador: contador»", at)
    entries: list[Entry] = []
    for section, words in data.items():
        if section not in SECTIONS:
            raise LexiconError(file, where(at + (section,)), f"sección desconocida «{section}» en el léxico",
                               "las secciones son «palabras» y «verbos»", at + (section,))
        entries += _section(section, words, normalise, file, where, at + (section,))
    return entries


def _section(section: str, words, normalise, file: str, where: Where, at: tuple) -> Iterable[Entry]:
    if not isinstance(words, dict):
        raise LexiconError(file, where(at), f"«{section}» debe ser un mapa de palabras",
                           "escribe una línea por palabra: «marcador: contador»", at)
    for written, value in words.items():
        path = at + (written,)
        line = where(path)
        if not isinstance(written, str) or not written.strip():
            raise LexiconError(file, line, "falta la palabra del diseñador", "escribe la palabra a la izquierda de «:»",
                               path)
        readings = _readings(value, file, line, path)
        if section == "verbos":
            yield from _verb_forms(tuple(normalise(written).split()), readings, normalise, file, line, path)
        else:
            yield Entry(tuple(normalise(written).split()), tuple(normalise(r) for r in readings), file, line, path)


def _readings(value, file: str, line: int, path: tuple) -> tuple[str, ...]:
    values = value if isinstance(value, list) else [value]
    if not values or not all(v is None or isinstance(v, str) for v in values):
        raise LexiconError(file, line, "cada palabra lleva su lectura en el lenguaje: un texto o una lista de textos",
                           "p. ej. «marcador: contador» o «\",\": [\";\"]»", path)
    return tuple(v or "" for v in values)


def _verb_forms(written: tuple[str, ...], readings: tuple[str, ...], normalise, file: str, line: int, path: tuple):
    """``inflige: haz`` gives ``inflige`` → ``haz`` and ``infligele`` → ``hazle`` and so on."""
    if len(written) != 1 or any(len(r.split()) != 1 for r in readings):
        raise LexiconError(file, line, "un verbo es una sola palabra, y su lectura también",
                           "p. ej. «inflige: haz»; las frases van en «palabras»", path)
    verb, targets = written[0], tuple(normalise(r) for r in readings)
    yield Entry((verb,), targets, file, line, path)
    for pronoun in PRONOUNS:
        yield Entry((verb + pronoun,), tuple(t + pronoun for t in targets), file, line, path, derived=True)


def merged(*lexicons: Lexicon) -> Lexicon:
    """The entries of ``lexicons``, a later one's line replacing an earlier one's for the same words."""
    by_words: dict[tuple[str, ...], Entry] = {}
    for lexicon in lexicons:
        for entry in lexicon.entries:
            earlier = by_words.get(entry.written)
            if earlier is None or not entry.derived or earlier.derived:  # a written line beats a verb's form
                by_words[entry.written] = entry
    return Lexicon(tuple(by_words.values()))
