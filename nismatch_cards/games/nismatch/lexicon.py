"""A NISMATCH pack's lexicon of designer wording: the bundled ``packs/nismatch/lexico.yaml`` with
the pack's own lines (``nismatch: lexico``, same sections) laid over it.

:func:`pack_lexicon` is what the parser reads for the pack's cards; :func:`lexicon_problems` checks
the pack's lines (NM087, placed in ruleset.yaml at the line at fault).
"""
from __future__ import annotations

from nismatch_cards.cards.pack import Pack
from nismatch_cards.games import PackProblem
from nismatch_cards.language.lexicon import Lexicon, LexiconError, merged, read_entries

from .language.lexer import normalise
from .language.parser import bundled_lexicon, vocabulary_for

CODE = "NM087"
SECTION = ("nismatch", "lexico")


def pack_lexicon(pack: Pack) -> Lexicon:
    """The lexicon the pack's cards are read with (the bundled one alone while the pack's lines
    have problems: :func:`lexicon_problems` reports them)."""
    own = pack.engine_data.get("lexico")
    if own is None:
        return bundled_lexicon()
    try:
        words = merged(bundled_lexicon(), Lexicon(tuple(read_entries(own, normalise, "ruleset.yaml", at=SECTION))))
        vocabulary_for(words)
    except LexiconError:
        return bundled_lexicon()
    return words


def lexicon_problems(pack: Pack) -> list[PackProblem]:
    """The problem of the pack's own lexicon lines, if any (the first: a lexicon is short)."""
    own = pack.engine_data.get("lexico")
    if own is None:
        return []
    try:
        vocabulary_for(merged(bundled_lexicon(), Lexicon(tuple(read_entries(own, normalise, "ruleset.yaml",
                                                                             at=SECTION)))))
    except LexiconError as error:
        return [PackProblem(error.path or SECTION, error.message, error.hint, CODE)]
    return []
