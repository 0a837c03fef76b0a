"""Every refusal helps (issue 26): a full rewrite that reads and means what the designer wrote, or
a plain statement that the language has no such construct, naming the nearest one.

A rewrite is searched among edits that cannot change what the text means: a «;» put where a
requirement ends, and a misspelt word (one that is no Spanish word: «Prte», «Tallr») replaced by
the expected word of the language it is closest to. A real Spanish word is never replaced by
spelling alone («fuera» is not «FUE»). Up to :data:`ROUNDS` mistakes are mended, one after another.

When no edit reads, the nearest construct is the one of the catalogue whose examples share the most
words with the clause the mistake is in.
"""
from __future__ import annotations

import difflib
import re
from functools import lru_cache

from . import catalogue
from .lexer import normalise, printed

ROUNDS = 3
#: Numbers written with words past «diez», which the language writes with digits.
NUMBER_WORDS = {w: n for n, w in enumerate("once doce trece catorce quince dieciseis diecisiete dieciocho diecinueve "
                                            "veinte".split(), start=11)}
#: How often a word must appear in Spanish text (Zipf scale of the ``wordfreq`` package) to count as a
#: real word: «prte» is 1.3, «destruyas» 2.2, «fuera» 5.6.
SPANISH_WORD = 2.0
PROTOTYPE = "mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)"
#: The blocks a clause is one of (a selection or an amount is part of a clause, not one).
_CLAUSES = ("condición", "disparador", "duración", "requisito", "efecto", "palabra clave")
_STOP = frozenset("a al con cada de del el en es esta este la las lo los o por que se si su sus tu tus un una "
                  "uno unos y parte partes carta cartas".split())


def is_spanish_word(word: str) -> bool:
    """Whether ``word`` is a word of Spanish (then a spelling suggestion would change what it says)."""
    from wordfreq import zipf_frequency

    return zipf_frequency(word, "es") >= SPANISH_WORD


def rewrite(text: str, error, attempt, expected) -> str | None:
    """A text that ``attempt`` (text → (ability or None, error or None)) reads, mended from ``text``
    at its errors (``error`` is the first), or None. ``expected(text, pos, message)`` says whether a «;»
    and which words (normalised) the language accepts at character ``pos`` (where an error with
    ``message`` is). Only meaning-keeping edits are tried."""
    current, current_error = text, error
    for _ in range(ROUNDS):
        best = None
        for candidate in _edits(current, current_error.column - 1,
                                *expected(current, current_error.column - 1, current_error.message)):
            ability, next_error = attempt(candidate)
            if ability is not None:
                return candidate
            if next_error is not None and next_error.column > current_error.column and (
                    best is None or next_error.column > best[1].column):
                best = (candidate, next_error)
        if best is None:
            return None
        current, current_error = best
    return None


def _edits(text: str, pos: int, semicolon: bool, words: list[str]) -> list[str]:
    match = re.compile(r"\w+|\S").match(text, pos)
    if match is None:
        return []
    word = match.group()
    edits = [text[:pos] + "; " + text[pos:]] if semicolon else []
    edits += [text[:pos] + mark + " " + text[pos:] for mark in ("|", ":") if mark in words]
    normal = normalise(word)
    if normal in NUMBER_WORDS:  # «once»: the language writes numbers above ten with digits
        edits.append(text[:pos] + str(NUMBER_WORDS[normal]) + text[match.end():])
    if word.isalpha() and not is_spanish_word(word.lower()):  # with its accents: «dañi» is no word, «dani» a name
        for spelling in difflib.get_close_matches(normal, words, n=3, cutoff=0.7):
            replacement = printed(spelling)
            if word[:1].isupper():
                replacement = replacement[:1].upper() + replacement[1:]
            edits.append(text[:pos] + replacement + text[match.end():])
    return edits


def nearest_construct(text: str, pos: int) -> tuple[str, str] | None:
    """The name and an example of the construct whose examples share the most words with the clause
    of ``text`` around ``pos`` (between «|», «;» or «.»)."""
    start = max(text.rfind(sep, 0, pos) for sep in "|;.") + 1
    ends = [i for i in (text.find(sep, pos) for sep in ";.") if i >= 0]
    words = _words(text[start:min(ends) if ends else len(text)])
    best, best_score = None, 0
    for construct, example_words in _examples():
        score = len(words & example_words[1])
        if score > best_score:
            best, best_score = (construct.name, example_words[0]), score
    return best


@lru_cache(maxsize=1)
def _examples() -> list:
    found = []
    for construct in catalogue.load().values():
        if construct.block not in _CLAUSES:
            continue
        for example, _ in construct.examples[:1]:
            found.append((construct, (example, _words(example))))
    return found


def _words(text: str) -> frozenset[str]:
    return frozenset(w for w in re.findall(r"[a-z]+", normalise(text)) if w not in _STOP and len(w) > 2)


def lacking(text: str, pos: int) -> str:
    """The hint for a text the language cannot say and no edit mends."""
    nearest = nearest_construct(text, pos)
    if nearest is None:
        return f"el lenguaje no lo dice así y ningún cambio pequeño lo arregla; {PROTOTYPE}"
    name, example = nearest
    return (f"el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «{name}» "
            f"(«{example}»); si la idea es otra, el lenguaje aún no la tiene: {PROTOTYPE}")
