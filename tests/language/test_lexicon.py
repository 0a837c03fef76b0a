"""Designer wording as data (packs/nismatch/lexico.yaml and a project's ``nismatch: lexico``): the
lexicon's words read as the language's, in context, keeping the designer's columns; a word that
reads two ways with two meanings is an error that shows both."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import AbilitySyntaxError, parse, to_text
from nismatch_cards.games.nismatch.language.lexer import normalise
from nismatch_cards.language.lexicon import Lexicon, LexiconError, merged, read_entries
from nismatch_cards.games.nismatch.language.parser import bundled_lexicon, vocabulary_for


def lexicon(data: dict) -> Lexicon:
    """The bundled lexicon with ``data``'s lines (sections «palabras», «verbos») laid over it."""
    return merged(bundled_lexicon(), Lexicon(tuple(read_entries(data, normalise, "prueba.yaml"))))


@pytest.mark.parametrize("written, canonical", [
    # synonyms and verbs with an enclitic pronoun (issue 26: «inflígele», «Elige una Parte enemiga»)
    ("CAR 1 | Elige una Parte enemiga; inflígele tres puntos de daño",
     "CAR 1 | Selecciona una Parte de tu oponente; hazle 3 puntos de daño"),
    ("CAR 1 | Selecciona una Parte; cúrale 2 PG", "CAR 1 | Selecciona una Parte; repárale 2 PG"),
    ("CAR 1 | Pon 2 fichas en esta Parte", "CAR 1 | Pon 2 contadores en esta Parte"),
    # «reactívala» is «actívala»: a Parte Desactivada put right again, its Carga counted at once (rulings 6, 7)
    ("CAR 3 | Selecciona una Parte Desactivada de tu Unidad; reactívala",
     "CAR 3 | Selecciona una Parte tuya desactivada equipada; actívala"),
    ("CAR 1 | Selecciona una Parte; exíliala", "CAR 1 | Selecciona una Parte; envíala a la Zona de Demolición"),
    ("CAR 1 | Selecciona una Parte de tu Depósito de Chatarra; recupérala",
     "CAR 1 | Selecciona una Parte de tu Depósito de Chatarra; devuélvela a la mano de su dueño"),
    ("CAR 1 | Pon un marcador en esta Parte", "CAR 1 | Pon un contador en esta Parte"),
    ("CAR 2 | Selecciona una Parte de un oponente; destrúyela", "CAR 2 | Selecciona una Parte de tu oponente; destrúyela"),
    ("CAR 1 | Descarta una carta; ganas 2 puntos de Carga", "CAR 1 | Descarta una carta; gana 2 CAR"),
    ("Tu Unidad tiene +1 FUE", "Tu Unidad gana +1 FUE"),
    ("CAR 1 | Selecciona una Parte de tu compañero de equipo; repárale 2 PG",
     "CAR 1 | Selecciona una Parte de tu compañero; repárale 2 PG"),
    # punctuation: a comma where the language puts «;», sentences where it puts «y»
    ("Cuando esta Parte sea destruida, roba una carta", "Cuando esta Parte sea destruida; roba una carta"),
    ("CAR 1 | Roba una carta. Descarta una carta.", "CAR 1 | Roba una carta y descarta una carta"),
    ("CAR 1 | Roba 3 cartas y luego descarta una carta", "CAR 1 | Roba 3 cartas y descarta una carta"),
    ("CAR 1 | Roba dos cartas, luego descarta una carta", "CAR 1 | Roba 2 cartas y descarta una carta"),
    # one comma read as «;» and another as the joiner of effects, in one text
    ("Cuando esta Parte sea destruida, roba una carta, gana 1 CAR y descarta una carta",
     "Cuando esta Parte sea destruida; roba una carta, gana 1 CAR y descarta una carta"),
])
def test_designer_wording_reads_as_the_language(written, canonical):
    assert to_text(parse(written)) == canonical
    assert parse(written) == parse(canonical)


def test_the_language_s_own_reading_wins_over_the_lexicon_s():
    """«Descarta una carta, roba una carta» reads in the language as two effects; reading the comma as
    «;» (a cost, then the effect) departs from it, so it does not win."""
    ability = parse("CAR 1 | Descarta una carta, roba una carta")
    assert to_text(ability) == "CAR 1 | Descarta una carta y roba una carta"
    assert ability.requirements == ()


def test_context_decides_which_reading_fits():
    """«recupera» repairs PG in the language itself; the lexicon's verb line adds nothing there."""
    assert to_text(parse("CAR 1 | Recupera 2 PG a esta Parte")) == "CAR 1 | Repara 2 PG a esta Parte"


def test_spans_are_the_designer_s_own_words():
    text = "Cuando esta Parte sea destruida, roba una carta. Gana 1 CAR"
    ability = parse(text)
    effects = ability.simple_effects()
    assert [text[e.span.start:e.span.end] for e in effects] == ["roba una carta", "Gana 1 CAR"]
    assert text[ability.requirements[0].span.start:ability.requirements[0].span.end] == "Cuando esta Parte sea destruida"


def test_an_error_after_lexicon_words_keeps_the_designer_s_column():
    text = "CAR 1 | Elige una Parte enemiga; inflígele tres puntos de daño xyz"
    with pytest.raises(AbilitySyntaxError) as error:
        parse(text)
    assert error.value.column == text.index("xyz") + 1


def test_an_error_at_lexicon_words_quotes_them_as_written():
    with pytest.raises(AbilitySyntaxError) as error:
        parse("CAR 1 | Roba cartas igual a la FUE de la Unidad de tu oponente")
    assert (error.value.column, error.value.message) == (36, "no se esperaba «de la Unidad de tu oponente»; se esperaba «de»")


def test_two_readings_with_two_meanings_are_an_ambiguity_that_shows_both():
    words = lexicon({"palabras": {"zas": ["destrúyela", "desactívala"]}})
    with pytest.raises(AbilitySyntaxError) as error:
        parse("CAR 1 | Selecciona una Parte; zas", words=words)
    assert (error.value.column, error.value.message, error.value.hint) == (
        31, "«zas» se puede leer de dos maneras y el texto cambia de sentido",
        "escribe una de las dos: «CAR 1 | Selecciona una Parte; destrúyela» o «CAR 1 | Selecciona una Parte; "
        "desactívala»")


def test_of_two_readings_the_one_the_grammar_accepts_is_taken():
    words = lexicon({"palabras": {"zas": ["roba una carta", "Parte"]}})
    assert to_text(parse("CAR 1 | Gana 1 CAR y zas", words=words)) == "CAR 1 | Gana 1 CAR y roba una carta"
    assert to_text(parse("CAR 1 | Selecciona una zas; destrúyela", words=words)) == \
        "CAR 1 | Selecciona una Parte; destrúyela"


def test_a_verb_line_gives_its_forms_with_pronouns():
    words = lexicon({"verbos": {"zurra": "haz"}})
    assert to_text(parse("CAR 1 | Selecciona una Parte; zúrrale 2 puntos de daño", words=words)) == \
        "CAR 1 | Selecciona una Parte; hazle 2 puntos de daño"
    assert to_text(parse("CAR 1 | Zurra 1 punto de daño a esta Parte", words=words)) == \
        "CAR 1 | Haz 1 punto de daño a esta Parte"


def test_a_project_line_replaces_the_bundled_one():
    words = lexicon({"palabras": {"marcador": "carta"}})
    assert to_text(parse("CAR 1 | Roba un marcador", words=words)) == "CAR 1 | Roba una carta"
    assert to_text(parse("CAR 1 | Pon un marcador en esta Parte")) == "CAR 1 | Pon un contador en esta Parte"


def test_a_filler_word_is_left_out():
    words = lexicon({"palabras": {"ahora": ""}})
    assert to_text(parse("CAR 1 | Roba ahora una carta", words=words)) == "CAR 1 | Roba una carta"


@pytest.mark.parametrize("data, line, message, hint", [
    ({"palabras": {"zas": "haz pum"}}, 0, "«haz pum» no está escrito con palabras del lenguaje",
     "escribe la lectura como en docs/ability-language.md, p. ej. «contador»"),
    ({"sinonimos": {}}, 0, "sección desconocida «sinonimos» en el léxico", "las secciones son «palabras» y «verbos»"),
    ({"palabras": ["zas"]}, 0, "«palabras» debe ser un mapa de palabras",
     "escribe una línea por palabra: «marcador: contador»"),
    ({"palabras": {"zas": 3}}, 0, "cada palabra lleva su lectura en el lenguaje: un texto o una lista de textos",
     "p. ej. «marcador: contador» o «\",\": [\";\"]»"),
    ({"verbos": {"zas": "haz daño"}}, 0, "un verbo es una sola palabra, y su lectura también",
     "p. ej. «inflige: haz»; las frases van en «palabras»"),
])
def test_a_malformed_line_is_refused_with_what_to_write(data, line, message, hint):
    with pytest.raises(LexiconError) as error:
        vocabulary_for(lexicon(data))
    assert (error.value.line, error.value.message, error.value.hint) == (line, message, hint)


def test_the_bundled_lexicon_is_written_in_the_language():
    vocabulary = vocabulary_for(bundled_lexicon())
    assert vocabulary.aliases  # every line read (a reading not in the language would have raised)
    assert all(e.file == "packs/nismatch/lexico.yaml" and e.line > 0 for e in bundled_lexicon().entries)
