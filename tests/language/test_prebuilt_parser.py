"""The LALR table shipped with the package is the one the grammar gives: every command loads it
instead of analysing the grammar again."""
import json
import pickle
from pathlib import Path

import lark
import pytest

from nismatch_cards.games.nismatch.language import parse
from nismatch_cards.games.nismatch.language import parser as P

CANONICAL = Path(__file__).parent / "bundled-canonical.json"
WRONG = ["CAR 1 | Roba una", "Destruye la Parte objetivo de", "CAR dos | Roba", "Cuando tu Unidad ataca; roba"]


def test_the_prebuilt_table_matches_the_grammar():
    """Only the grammar: a newer Lark on the machine makes the table unused (the parser is built), not wrong."""
    key, _, _ = pickle.loads(P.PREBUILT.read_bytes())
    assert key == P._grammar_key(), (
        "la tabla del analizador no corresponde a la gramática: "
        "python -m nismatch_cards.games.nismatch.language.parser")


def _parsed(texts: list[str]) -> list[str]:
    """Each text's AST, or its error, as text; with fresh caches of the parser and its table."""
    for cached in (P._parser, P._table, P.vocabulary, P.opening_words):
        cached.cache_clear()
    out = []
    for text in texts:
        try:
            out.append(repr(parse(text)))
        except P.AbilitySyntaxError as error:
            out.append(f"{error} / {error.hint}")
    return out


def test_the_prebuilt_parser_reads_as_the_built_one(monkeypatch):
    if P._load_prebuilt() is None:
        pytest.skip(f"tabla hecha con otra versión de Lark que la instalada ({lark.__version__})")
    texts = [*json.loads(CANONICAL.read_text(encoding="utf-8")), *WRONG]
    prebuilt = _parsed(texts)
    monkeypatch.setattr(P, "PREBUILT", P.PREBUILT.with_name("no-existe.pickle"))
    try:
        assert _parsed(texts) == prebuilt
    finally:
        monkeypatch.undo()
        _parsed([])


def test_a_stale_table_is_ignored_and_the_grammar_built(tmp_path, monkeypatch):
    stale = tmp_path / "tabla.pickle"
    stale.write_bytes(pickle.dumps(("otra gramática", lark.__version__, {})))
    monkeypatch.setattr(P, "PREBUILT", stale)
    assert P._load_prebuilt() is None
    stale.write_bytes(pickle.dumps((P._grammar_key(), "0.0.1", {})))  # made by another Lark
    monkeypatch.setattr(P, "PREBUILT", stale)
    assert P._load_prebuilt() is None
    monkeypatch.setattr(P, "PREBUILT", tmp_path / "no-existe.pickle")
    assert P._load_prebuilt() is None
    try:
        assert _parsed(["CAR 1 | Roba una carta"]) == [repr(parse("CAR 1 | Roba una carta"))]
    finally:
        monkeypatch.undo()
        _parsed([])
