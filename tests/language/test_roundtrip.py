"""Round trips between text and AST over every construct, and a fuzz of the parser.

* ``parse(to_text(ast)) == ast`` for arbitrary ASTs of every construct (hypothesis, strategies.py);
* printing is stable: ``to_text(parse(to_text(ast))) == to_text(ast)``;
* any text either parses or raises AbilitySyntaxError — never another exception.
"""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from nismatch_cards.games.nismatch.language import AbilitySyntaxError, parse, to_text
from nismatch_cards.games.nismatch.language import ast as A

from .strategies import abilities

PROPERTY = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
FUZZ = settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def parse_ok(text: str):
    try:
        return parse(text)
    except AbilitySyntaxError as error:
        pytest.fail(f"{text!r} no se analiza: {error}")


# found by Hypothesis: a change of «el resto» for good, then one until the end of the turn, printed as two clauses,
# read back with the second one's duration for both
MIXED_DURATIONS = A.Ability(None, (), A.Effects((A.StatChange(A.Rest(), A.Stat.FUE, 1, None),
                                                 A.StatChange(A.Rest(), A.Stat.FUE, 1, A.Duration(A.Timing.END_OF_TURN)))))


@PROPERTY
@given(abilities)
@example(MIXED_DURATIONS)
def test_parse_of_printed_ast_is_the_ast(ability):
    assert parse_ok(to_text(ability)) == ability


@PROPERTY
@given(abilities)
def test_printing_is_stable(ability):
    text = to_text(ability)
    assert to_text(parse_ok(text)) == text


@PROPERTY
@given(abilities)
def test_clause_spans_slice_the_printed_text(ability):
    text = to_text(ability)
    parsed = parse_ok(text)
    clauses = [*parsed.requirements, *parsed.simple_effects()]
    ends = 0
    for clause in clauses:
        assert 0 <= clause.span.start < clause.span.end <= len(text)
        assert clause.span.start >= ends  # in the order written, not overlapping
        ends = clause.span.end
    assert parsed.span.start == 0 and parsed.span.end == len(text)


# --- fuzz -----------------------------------------------------------------------------------------

WORDS = ["CAR", "1", "|", ";", ",", ".", "y", "Selecciona", "una", "Parte", "hazle", "puntos", "de", "daño", "tu",
         "oponente", "Si", "tienes", "o", "más", "Cuando", "esta", "sea", "destruida", "roba", "cartas", "busca",
         "en", "Arsenal", "mira", "las", "primeras", "ellas", "resto", "por", "cada", "hasta", "el", "final", "del",
         "turno", "Mientras", "gana", "+", "-", "FUE", "Unidad", "no", "puede", "activar", "habilidades", "Taller",
         "«", "»", "²", "３", "\u200b", "\t"]


@FUZZ
@given(st.lists(st.sampled_from(WORDS), max_size=25).map(" ".join))
@example("Selecciona una Parte tuya tuya; actívala")
@example("CAR 1 | Haz 1 punto de daño a esta Parte por cada")
def test_any_text_parses_or_raises_a_syntax_error(text):
    try:
        parse(text)
    except AbilitySyntaxError as error:
        assert error.column >= 1 and error.message and error.hint


@FUZZ
@given(st.text(max_size=60))
def test_any_characters_parse_or_raise_a_syntax_error(text):
    try:
        parse(text)
    except AbilitySyntaxError:
        pass
