"""How a grammar's words are written for a reader: a card language's grammar keeps its words without accents
(«heroe», «anade»), a hint shows them as Spanish writes them («héroe», «añade»), the most frequent Spanish word
that is the same letters but for its accents (the ``wordfreq`` package's list). A word Spanish does not have
(a clitic form such as «muevelo») stays as it is."""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

#: How many of the most frequent Spanish words are looked at.
WORDS = 100_000


def spelled(word: str, normalise: Callable[[str], str]) -> str:
    """``word`` (written as ``normalise`` leaves it) with its accents, when Spanish has such a word."""
    return _written(normalise).get(word, word)


@lru_cache(maxsize=4)
def _written(normalise: Callable[[str], str]) -> dict[str, str]:
    from wordfreq import top_n_list

    found: dict[str, str] = {}
    for word in top_n_list("es", WORDS):  # most frequent first: «esta» stays «esta», not «está»
        found.setdefault(normalise(word), word)
    return found
