"""The rewrite of a refused ability text as ``nismatch validar --corregir`` writes it into the card file.

The parser's «¿quisiste decir: «…»?» shows the canonical reading of the mended text; the file gets the
designer's own words with only the mistakes mended (a misspelt word replaced, a missing «;» put in), so
the card still prints what they wrote. A «;» or «:» the parser put in goes right after the word before
it, as people write it («una Parte; hazle», not «una Parte ; hazle»), when that reads the same.
"""
from __future__ import annotations

import difflib
import unicodedata

from . import cards as nm
from .language import AbilitySyntaxError, to_text
from .rules import Ruleset

_MARKS = (";", ":")


def rewrite(text: str, ruleset: Ruleset) -> str | None:
    """``text`` (NFC) mended as the parser's «¿quisiste decir: …?» says, or None when the parser gives no
    such rewrite (it parses, or its hint is another: the nearest construct, «el lenguaje no tiene …»)."""
    try:
        nm.parse_text(text, ruleset.keywords, ruleset.lexicon)
    except AbilitySyntaxError as error:
        mended = error.rewrite
    else:
        return None
    if mended is None:
        return None
    tidy = _marks_after_words(text, mended)
    if tidy != mended and _reading(tidy, ruleset) != _reading(mended, ruleset):
        return mended
    return tidy


def _reading(text: str, ruleset: Ruleset) -> str | None:
    try:
        return to_text(nm.parse_text(unicodedata.normalize("NFC", text), ruleset.keywords, ruleset.lexicon))
    except AbilitySyntaxError:
        return None


def _marks_after_words(text: str, mended: str) -> str:
    """``mended`` with each «;» or «:» inserted into ``text`` moved right after the word before it."""
    out: list[str] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, text, mended, autojunk=False).get_opcodes():
        inserted = mended[j1:j2]
        if op == "insert" and inserted.strip() in _MARKS:
            built = "".join(out)
            body = built.rstrip()
            gap = built[len(body):]  # the space or line break before it stays after it
            out = [body, inserted.strip(), gap or ("" if text[i1:i1 + 1].isspace() else " ")]
        else:
            out.append(text[i1:i2] if op == "equal" else inserted)
    return "".join(out)
