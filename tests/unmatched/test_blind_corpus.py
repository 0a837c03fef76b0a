"""Unmatched texts written blind (issue 27): 60 card texts and hero abilities by a fan designer who had read only the
Unmatched rulebook, never the language's docs or code (``corpus/lote-u1.yaml``, measured held-out on 2026-11-29: 3 of
60 read on first sight; docs/juegos/unmatched.md).

A text's timing words («Inmediatamente:», «Durante el combate:», «Después del combate:») are the card's field in a
pack, so the text is read without them. Each text either reads, and its canonical text reads back the same, or is
refused in Spanish at a column with a hint that leads on: what is expected there (or the word meant) and
«prototipo: true», never a traceback.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from nismatch_cards.games.unmatched.language import TextError, canonical, parse

CORPUS = Path(__file__).resolve().parent / "corpus" / "lote-u1.yaml"
TIMING = re.compile(r"^(Inmediatamente|Durante el combate|Después del combate)\s*:\s*", re.IGNORECASE)
TEXTS = [TIMING.sub("", e["texto"]) for e in yaml.safe_load(CORPUS.read_text(encoding="utf-8"))]


@pytest.mark.parametrize("text", TEXTS)
def test_a_blind_text_reads_or_is_refused_with_a_way_on(text):
    try:
        read = parse(text)
    except TextError as error:
        assert 1 <= error.column <= len(text) + 1
        assert error.hint.startswith(("aquí se espera ", "¿quisiste decir «")) and "prototipo: true" in error.hint
    else:
        assert canonical(read.show()) == read.show()


def test_the_batch_reads_at_least_as_well_as_when_it_was_measured():
    def reads(text: str) -> bool:
        try:
            parse(text)
        except TextError:
            return False
        return True
    assert sum(map(reads, TEXTS)) >= 3
