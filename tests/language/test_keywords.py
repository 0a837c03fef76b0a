"""Keyword abilities as data: a card writes «Blindaje 2» and means the text the ruleset gives it.

The definitions themselves are checked in tests/validation/test_keywords.py; the engine plays
them in tests/engine/scenarios/lenguaje-palabra-clave-*.yaml; faces print them in
tests/render/test_keywords.py.
"""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import AbilitySyntaxError, KeywordDef, parse, to_text
from nismatch_cards.games.nismatch.language.ast import Ability, Keyword
from nismatch_cards.games.nismatch.language.printer import ability_parts

BLINDAJE = KeywordDef("Blindaje", "Esta Parte gana +{N} DEF", number=True, tag="pasiva",
                      reminder="Esta Parte tiene {N} DEF más.")
CHATARRERO = KeywordDef("Chatarrero", "Cuando esta Parte sea destruida; roba una carta", tag="disparado")
PUNO_DE_ACERO = KeywordDef("Puño de Acero", "CAR 1 | Selecciona una Parte de tu oponente; hazle {N} puntos de daño",
                           number=True, tag="normal")
KEYWORDS = (BLINDAJE, CHATARRERO, PUNO_DE_ACERO)


@pytest.mark.parametrize("text, value", [("Blindaje 2", 2), ("blindaje dos", 2), ("BLINDAJE 3.", 3),
                                         ("  Blindaje   1 ", 1), ("Blindaje 0", 0)])
def test_a_keyword_with_a_number_stands_for_its_text(text, value):
    ability = parse(text, KEYWORDS)
    assert ability == Keyword(BLINDAJE, value, parse(f"Esta Parte gana +{value} DEF"))
    assert to_text(ability) == f"Blindaje {value}"


def test_a_keyword_answers_like_the_ability_it_stands_for():
    ability = parse("Puño de Acero 3", KEYWORDS)
    expansion = parse("CAR 1 | Selecciona una Parte de tu oponente; hazle 3 puntos de daño")
    assert (ability.cost, ability.requirements, ability.effect) == (1, expansion.requirements, expansion.effect)
    assert ability.simple_effects() == expansion.simple_effects()


def test_a_keyword_of_several_words_and_accents_is_read_like_any_text():
    assert parse("puno de acero 2", KEYWORDS).value == 2


def test_a_keyword_without_a_number():
    ability = parse("Chatarrero", KEYWORDS)
    assert ability.value is None and ability.ability == parse("Cuando esta Parte sea destruida; roba una carta")
    assert to_text(ability) == "Chatarrero"


def test_the_face_prints_the_keyword_and_its_reminder():
    assert ability_parts(parse("Blindaje 2", KEYWORDS)) == {
        "cost": None, "requirements": [], "effect": "Blindaje 2", "reminder": "Esta Parte tiene 2 DEF más."}
    assert ability_parts(parse("Chatarrero", KEYWORDS))["reminder"] is None


def test_text_that_only_starts_like_a_keyword_is_the_base_language():
    assert isinstance(parse("Roba una carta", KEYWORDS), Ability)



@pytest.mark.parametrize("text, hint", [("Blindage 2", "¿quisiste decir «Blindaje»? (palabra clave del reglamento)"),
                                        ("Puño de Acera 1", "¿quisiste decir «Puño de Acero»? (palabra clave del "
                                                            "reglamento)")])
def test_a_misspelt_keyword_is_named_in_the_hint(text, hint):
    with pytest.raises(AbilitySyntaxError) as error:
        parse(text, KEYWORDS)
    assert (error.value.column, error.value.hint) == (1, hint)


def test_without_the_ruleset_keywords_a_keyword_is_an_unknown_word():
    with pytest.raises(AbilitySyntaxError) as error:
        parse("Blindaje 2")
    assert error.value.column == 1 and error.value.message.startswith("no se esperaba «Blindaje»;")


@pytest.mark.parametrize("text, column, message, hint", [
    ("Blindaje", 9, "«Blindaje» necesita un número", "escribe p. ej. «Blindaje 2»"),
    ("Blindaje muchos", 10, "«Blindaje» necesita un número", "escribe p. ej. «Blindaje 2»"),
    ("Blindaje 100", 10, "el número «100» es demasiado grande", "usa un número entre 0 y 99"),
    ("Blindaje " + "9" * 5000, 10, f"el número «{'9' * 5000}» es demasiado grande", "usa un número entre 0 y 99"),
    ("Chatarrero 2", 12, "«Chatarrero» no lleva número", "escribe solo «Chatarrero»"),
    ("Chatarrero y roba una carta", 12, "«Chatarrero» no lleva número", "escribe solo «Chatarrero»"),
])
def test_keyword_errors_say_where_and_how_to_fix(text, column, message, hint):
    with pytest.raises(AbilitySyntaxError) as error:
        parse(text, KEYWORDS)
    assert (error.value.column, error.value.message, error.value.hint) == (column, message, hint)
