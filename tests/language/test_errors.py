"""Error messages of the ability parser: exact text, 1-based column and hint.

Each message is pinned as the parser prints it, after checking that it is right and useful to
a card designer who reads Spanish. Messages that are still wrong or unhelpful are pinned as
they *should* be and marked ``xfail(strict=True)`` with a reason starting «BUG:», so the test
starts failing (XPASS) the day the parser is fixed and the mark must be removed.
"""
from __future__ import annotations

import copy
import pickle
import unicodedata
from contextlib import contextmanager

import pytest

from nismatch_cards.games.nismatch.language import AbilitySyntaxError, parse
from nismatch_cards.games.nismatch.language import ast as A

HINT_DOCS = "consulta docs/ability-language.md para las construcciones admitidas"
HINT_COMPLETE = "completa la habilidad: «[CAR n |] requisito; … ; efecto»"
HINT_EMPTY = "escribe la habilidad: «[CAR n |] requisito; … ; efecto»"
HINT_ALREADY_COMPLETE = "la habilidad ya estaba completa: quita lo que sigue, o une dos efectos con «y»"
HINT_TOO_LARGE = "usa un número entre 0 y 99"
HINT_FILTERS = "deja uno solo de los dos"
HINT_REPEATED = "escríbelo una sola vez"
HINT_SEMICOLON = "el «;» separa los requisitos del efecto; para dos efectos, únelos con «y»"
HINT_DIGITS = "escribe los números con las cifras 0 a 9"
START = "«+», «-», «activa», «actívala», «actívalas», «al», «CAR», «cuando» u otras"
AFTER_SEMICOLON = "«+», «-», «activa», «actívala», «actívalas», «al», «cuando», «dale» u otras"
AFTER_Y = "«+», «-», «activa», «actívala», «actívalas», «dale», «dales», «desactiva» u otras"
AFTER_PARTE = "«;», «dañada», «dañadas», «de», «desactivada», «desactivadas», «en», «tuya» u otras"
AFTER_EFFECT = "«.», «y» o el final del texto"


def error_of(text: str) -> AbilitySyntaxError:
    """The AbilitySyntaxError ``parse(text)`` raises (fails the test if it parses)."""
    with pytest.raises(AbilitySyntaxError) as caught:
        parse(text)
    return caught.value


def check(text: str, message: str, column: int, hint: str) -> None:
    error = error_of(text)
    assert (error.message, error.column, error.hint) == (message, column, hint)
    assert str(error) == f"columna {column}: {message}"


def missing_number(word: str) -> str:
    return f"falta un número antes de «{word}»"


# --- unknown words: «¿quisiste decir …?» ----------------------------------------------------


@pytest.mark.parametrize(
    "text, message, column, hint",
    [
        ("CAR 1 | Selecciona una Prte; hazle 2 puntos de daño",
         "no se esperaba «Prte»; se esperaba «Parte» o «Partes»", 24, "¿quisiste decir «Parte»?"),
        ("Selecciona una Prte; destrúyela",
         "no se esperaba «Prte»; se esperaba «Parte» o «Partes»", 16, "¿quisiste decir «Parte»?"),
        # the suggestion starts with a capital letter when the written word does
        ("Seleciona una Parte; destrúyela",
         f"no se esperaba «Seleciona»; se esperaba {START}", 1, "¿quisiste decir «Selecciona»?"),
        ("seleciona una Parte; destrúyela",
         f"no se esperaba «seleciona»; se esperaba {START}", 1, "¿quisiste decir «selecciona»?"),
        ("SELECIONA una Parte; destrúyela",
         f"no se esperaba «SELECIONA»; se esperaba {START}", 1, "¿quisiste decir «Selecciona»?"),
        ("Selecciona una Parte; destruyla",
         f"no se esperaba «destruyla»; se esperaba {AFTER_SEMICOLON}", 23, "¿quisiste decir «destrúyela»?"),
        ("Selecciona una Parte; Destruyla",
         f"no se esperaba «Destruyla»; se esperaba {AFTER_SEMICOLON}", 23, "¿quisiste decir «Destrúyela»?"),
        ("Si tu oponente activa una habilidad o Carta de Apoyo; niegalla",
         f"no se esperaba «niegalla»; se esperaba {AFTER_SEMICOLON}", 55, "¿quisiste decir «niégala»?"),
        ("roba tress cartas", "no se esperaba «tress»; se esperaba un número", 6, "¿quisiste decir «tres»?"),
        ("roba Dso cartas", "no se esperaba «Dso»; se esperaba un número", 6, "¿quisiste decir «Dos»?"),
        ("roba una karta", "no se esperaba «karta»; se esperaba «carta» o «cartas»", 10, "¿quisiste decir «carta»?"),
    ],
)
def test_unknown_word_with_did_you_mean(text, message, column, hint):
    check(text, message, column, hint)


@pytest.mark.parametrize(
    "text, message, column, hint",
    [
        ("Selecciona una Parte; destrúyela y muévela al Tallr",
         "no se esperaba «Tallr»; se esperaba «Taller»", 47, "¿quisiste decir «Taller»?"),
        ("CAR 1 | Selecciona una Parte; muévela al Tallr",
         "no se esperaba «Tallr»; se esperaba «Taller»", 42, "¿quisiste decir «Taller»?"),
        ("CAR 1 | selecciona una parte; hazle 2 puntos de daño y muevela al taler",
         "no se esperaba «taler»; se esperaba «Taller»", 67, "¿quisiste decir «Taller»?"),
        ("Selecciona una Parte; envíala al Depósito de Chatara",
         "no se esperaba «Chatara»; se esperaba «Chatarra»", 46, "¿quisiste decir «Chatarra»?"),
        ("CAR 1 | Selecciona una Parte; hazle 2 puntos de dañoo",
         "no se esperaba «dañoo»; se esperaba «daño»", 49, "¿quisiste decir «daño»?"),
        # the word is quoted as written (case, accents); the suggestion is spelt as on cards,
        # with a capital letter because «Dañito» has one
        ("Selecciona una Parte; Hazle Dos Puntos De Dañito",
         "no se esperaba «Dañito»; se esperaba «daño»", 43, "¿quisiste decir «Daño»?"),
    ],
)
def test_misspelt_keyword_near_the_end(text, message, column, hint):
    check(text, message, column, hint)


@pytest.mark.parametrize(
    "text, message, column",
    [
        # a word of the language in the wrong place is not «corrected» into another one: the
        # message already says what fits there
        ("roba 2 Partes", "no se esperaba «Partes»; se esperaba «carta» o «cartas»", 8),
        ("Selecciona 2 cartas; actívalas", "no se esperaba «cartas»; se esperaba «Parte» o «Partes»", 14),
        ("CAR 1 Selecciona una Parte; hazle 2 puntos de daño", "no se esperaba «Selecciona»; se esperaba «|»", 7),
        ("Selecciona una Parte; destrúyela Selecciona",
         f"no se esperaba «Selecciona»; se esperaba {AFTER_EFFECT}", 34),
        # «once» is not a number word and nothing close to it fits
        ("gana once CAR", "no se esperaba «once»; se esperaba un número", 6),
    ],
)
def test_known_word_in_the_wrong_place_gets_no_did_you_mean(text, message, column):
    check(text, message, column, HINT_DOCS)


# --- a number is missing ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, message, column, word",
    [
        ("Selecciona Partes; hazle 1 punto de daño",
         "no se esperaba «Partes»; se esperaba «hasta» o un número", 12, "Partes"),
        ("Selecciona hasta Partes; destrúyelas", "no se esperaba «Partes»; se esperaba un número", 18, "Partes"),
        ("roba cartas", "no se esperaba «cartas»; se esperaba un número", 6, "cartas"),
        ("Descarta carta; roba una carta", "no se esperaba «carta»; se esperaba un número", 10, "carta"),
        ("Si tienes o más cartas en tu mano; roba una carta", "no se esperaba «o»; se esperaba un número", 11, "o"),
        ("Tu Unidad gana + DEF", "no se esperaba «DEF»; se esperaba un número", 18, "DEF"),
        ("CAR 1 | Selecciona una Parte; hazle puntos de daño",
         "no se esperaba «puntos»; se esperaba un número", 37, "puntos"),
    ],
)
def test_missing_number(text, message, column, word):
    check(text, message, column, missing_number(word))


@pytest.mark.parametrize(
    "text", ["Selecciona Partes; hazle 1 punto de daño", "roba cartas", "CAR 1 | Selecciona una Parte; hazle puntos de daño"]
)
def test_missing_number_gives_no_example(text):
    # the did-you-mean used to offer «tres» for «Partes», and the example «una» then did not agree
    # with «Partes» or «puntos»: the hint names no number at all
    hint = error_of(text).hint
    assert "p. ej." not in hint and "«una»" not in hint and "tres" not in hint, hint


# --- only «un/una» fits (not any number) -----------------------------------------------------


@pytest.mark.parametrize(
    "text, message, column, hint",
    [
        # «activa una habilidad», «declare una Guerrilla»: the grammar takes «un/uno/una», not «2»
        ("Si tu oponente activa habilidad; niégala",
         "no se esperaba «habilidad»; se esperaba «una»", 23, "falta «una» antes de «habilidad»"),
        ("Si tu oponente activa Carta de Apoyo; niégala",
         "no se esperaba «Carta»; se esperaba «una»", 23, "falta «una» antes de «Carta»"),
        ("Cuando tu oponente declare Guerrilla; roba una carta",
         "no se esperaba «Guerrilla»; se esperaba «una»", 28, "falta «una» antes de «Guerrilla»"),
        ("Cuando tu oponente declare dos Guerrilla; roba una carta",
         "no se esperaba «dos»; se esperaba «una»", 28, HINT_DOCS),
    ],
)
def test_only_un_una_is_not_called_a_number(text, message, column, hint):
    check(text, message, column, hint)


@pytest.mark.parametrize(
    "text",
    [
        "Selecciona una Parte en 2 Taller; actívala",
        "Selecciona una Parte; muévela a 2 Talleres",
        "Selecciona una Parte en Taller; actívala",
        "Selecciona una Parte; muévela a Taller",
    ],
)
def test_article_before_taller_is_not_called_a_number(text):
    # «en 2 Taller» used to get the self-contradictory «se esperaba «los» o un número» and a hint
    # proposing «2»
    error = error_of(text)
    assert "un número" not in error.message, error.message
    assert "«2»" not in error.hint, error.hint
    # the article itself is pinned by test_article_before_taller_is_un
    assert error.message.split("; se esperaba ")[1] in ("«los» o «una»", "«los» o «un»"), error.message


@pytest.mark.parametrize(
    "text, found, column, hint",
    [
        ("Selecciona una Parte en Taller; actívala", "Taller", 25, "falta «un» antes de «Taller»"),
        ("Selecciona una Parte; muévela a Taller", "Taller", 33, "falta «un» antes de «Taller»"),
        ("Selecciona una Parte en 2 Taller; actívala", "2", 25, HINT_DOCS),
        ("Selecciona una Parte; muévela a 2 Talleres", "2", 33, HINT_DOCS),
    ],
)
def test_article_before_taller_is_un(text, found, column, hint):
    check(text, f"no se esperaba «{found}»; se esperaba «los» o «un»", column, hint)


# --- text ending early ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, expected, column",
    [
        ("CAR 1 | Selecciona una Parte; hazle 2 puntos de", "«daño»", 48),
        # trailing blanks do not move the column past the last word
        ("CAR 1 | Selecciona una Parte; hazle 2 puntos de   ", "«daño»", 48),
        ("Selecciona una Parte; hazle 2 puntos", "«de»", 37),
        ("Cuando esta Parte", "«reciba» o «sea»", 18),
        ("Si tienes 3 o más", "«Botín», «Botines», «carta», «cartas» o «Partes»", 18),
        ("Selecciona una Parte", AFTER_PARTE, 21),
        ("Selecciona una Parte;", AFTER_SEMICOLON, 22),
        ("CAR 1 |", AFTER_SEMICOLON, 8),
        ("roba una carta y", AFTER_Y, 17),
        ("Muestra una carta", "«de»", 18),
        # after a number only what can follow it in that rule (not every rule that uses a number)
        ("CAR 1", "«|»", 6),
        ("roba una", "«carta» o «cartas»", 9),
        ("Tu Unidad gana +1", "«DEF», «FUE» o «VEL»", 18),
        ("roba una carta y Roba", "un número", 22),
    ],
)
def test_text_ending_early(text, expected, column):
    check(text, "el texto acaba antes de tiempo; se esperaba " + expected, column, HINT_COMPLETE)


@pytest.mark.parametrize("text", ["", "   ", "\n\t", "\u00a0", "\ufeff", " \u200b "])
def test_empty_text(text):
    check(text, "el texto de la habilidad está vacío", 1, HINT_EMPTY)


# --- text after a complete ability ---------------------------------------------------------


@pytest.mark.parametrize(
    "text, found, column",
    [
        ("roba una carta. roba una carta", "roba", 17),
        ("roba una carta. Roba una carta", "Roba", 17),
        ("hazle 2 puntos de daño..", ".", 24),
        ("roba una carta. y gana 1 CAR", "y", 17),
        ("CAR 1 | Selecciona una Parte; destrúyela. Selecciona una Parte; actívala", "Selecciona", 43),
    ],
)
def test_text_after_the_end(text, found, column):
    check(text, f"no se esperaba «{found}»; se esperaba el final del texto", column, HINT_ALREADY_COMPLETE)


@pytest.mark.parametrize(
    "text, found, column",
    [
        # without the final «.» another «y» could still follow: both are offered, «y» included
        ("roba una carta roba una carta", "roba", 16),
        ("roba una carta, gana 1 CAR", ",", 15),
        ("CAR 1 | Selecciona una Parte; hazle 2 puntos de daño!", "!", 53),
        ("hazle 2 puntos de daño (máximo)", "(", 24),
    ],
)
def test_text_after_a_complete_effect(text, found, column):
    check(text, f"no se esperaba «{found}»; se esperaba {AFTER_EFFECT}", column, HINT_DOCS)


@pytest.mark.parametrize(
    "text, column",
    [
        # two effects written as if the first were a requirement
        ("roba una carta; gana 1 CAR", 15),
        ("CAR 1 | Selecciona una Parte; destrúyela; roba una carta", 41),
        # requirements written after the effect
        ("roba una carta; Selecciona una Parte; actívala", 15),
        # a «;» left at the end: «a» is not offered, «… puntos de daño a esta Parte» only follows
        # «haz», not «hazle»
        ("CAR 1 | Selecciona una Parte; hazle 2 puntos de daño;", 53),
    ],
)
def test_semicolon_after_the_effect_explains_semicolon_and_y(text, column):
    check(text, f"no se esperaba «;»; se esperaba {AFTER_EFFECT}", column, HINT_SEMICOLON)


# --- unexpected punctuation -----------------------------------------------------------------


@pytest.mark.parametrize(
    "text, message, column",
    [
        ("CAR 1 | Selecciona una Parte, hazle 2 puntos de daño",
         f"no se esperaba «,»; se esperaba {AFTER_PARTE}", 29),
        ("CAR 1 || roba una carta", f"no se esperaba «|»; se esperaba {AFTER_SEMICOLON}", 8),
        # a doubled «;» after a requirement: nothing about «y», which does not fit there
        ("Selecciona una Parte;; roba una carta", f"no se esperaba «;»; se esperaba {AFTER_SEMICOLON}", 22),
        (".", f"no se esperaba «.»; se esperaba {START}", 1),
        (";", f"no se esperaba «;»; se esperaba {START}", 1),
        ("CAR 1 ; roba una carta", "no se esperaba «;»; se esperaba «|»", 7),
        ("CAR | hazle 2 puntos de daño", "no se esperaba «|»; se esperaba un número", 5),
        ("Tu Unidad pierde +1 FUE", "no se esperaba «+»; se esperaba un número", 18),
        ("Tu Unidad gana 1 FUE", "no se esperaba «1»; se esperaba «+» o «-»", 16),
        # «½» is no digit: no hint about the digits 0 to 9
        ("roba ½ cartas", "no se esperaba «½»; se esperaba un número", 6),
        # a sign is quoted on its own, not with the number after it
        ("CAR -1 | roba una carta", "no se esperaba «-»; se esperaba un número", 5),
        ("hazle -2 puntos de daño", "no se esperaba «-»; se esperaba un número", 7),
        ("Muestra una carta de; roba una carta", "no se esperaba «;»; se esperaba «Apoyo» o «tu»", 21),
    ],
)
def test_unexpected_punctuation(text, message, column):
    check(text, message, column, HINT_DOCS)


def test_stray_y():
    check("roba una carta y y gana 1 CAR", f"no se esperaba «y»; se esperaba {AFTER_Y}", 18, HINT_DOCS)


def test_column_counts_characters_not_bytes():
    # «ñ», «ú» and «í» are one column each, whatever their encoding in UTF-8
    check("Selecciona una Parte dañada; destrúyela y envíala al Depósito de Chatara",
          "no se esperaba «Chatara»; se esperaba «Chatarra»", 66, "¿quisiste decir «Chatarra»?")


# --- digits and numbers -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, column",
    [
        ("roba ² cartas", 6),  # superscript two
        ("CAR ³ | roba una carta", 5),
        ("roba ① carta", 6),  # circled digit one
        ("roba ３ cartas", 6),  # full-width digit three
        ("roba ٣ cartas", 6),  # Arabic-Indic digit three
    ],
)
def test_only_ascii_digits_are_numbers(text, column):
    found = text[column - 1]
    check(text, f"no se esperaba «{found}»; se esperaba un número", column, HINT_DIGITS)


@pytest.mark.parametrize(
    "text, column",
    [("Tu Unidad gana ３ FUE", 16), ("roba una carta ２", 16), ("Selecciona una Parte ２; actívala", 22)],
)
def test_digit_hint_only_where_a_number_fits(text, column):
    error = error_of(text)
    assert error.column == column
    assert error.hint != HINT_DIGITS, error.message


@pytest.mark.parametrize(
    "text, number, column",
    [
        ("roba 999 cartas", "999", 6),
        ("roba 100 cartas", "100", 6),
        ("CAR 1000 | roba una carta", "1000", 5),
        ("Tu Unidad gana +150 FUE", "150", 17),
        ("CAR 1 | Selecciona una Parte; hazle 0100 puntos de daño", "0100", 37),
        ("roba 123456789012345678901234567890 cartas", "123456789012345678901234567890", 6),
    ],
)
def test_number_too_large(text, number, column):
    check(text, f"el número «{number}» es demasiado grande", column, HINT_TOO_LARGE)


def test_number_too_large_is_found_before_a_later_error():
    check("roba 999 kartas", "el número «999» es demasiado grande", 6, HINT_TOO_LARGE)


@pytest.mark.parametrize("text, value", [("gana 99 CAR", 99), ("gana 099 CAR", 99), ("CAR 99 | gana 0 CAR", 0)])
def test_numbers_up_to_99_are_accepted(text, value):
    assert parse(text).effect == A.GainCar(value)


@pytest.mark.parametrize(
    "text, number, column",
    [("roba 1000cartas", "1000", 6), ("Tu Unidad gana +150FUE", "150", 17), ("CAR 100|roba una carta", "100", 5)],
)
def test_too_large_number_is_quoted_alone(text, number, column):
    # letters or signs written right after the number are not part of it
    check(text, f"el número «{number}» es demasiado grande", column, HINT_TOO_LARGE)


# --- selection filters that clash -------------------------------------------------------------


@pytest.mark.parametrize(
    "text, first, second, column",
    [
        ("Selecciona una Parte tuya de tu oponente; actívala", "tuya", "de tu oponente", 1),
        ("CAR 1 | Selecciona una Parte de tu oponente tuya; hazle 1 punto de daño", "de tu oponente", "tuya", 9),
        ("Selecciona una Parte de tipo Brazo de tipo Cabeza; actívala", "de tipo Brazo", "de tipo Cabeza", 1),
        ("Selecciona una Parte de tipo Brazo Izquierdo de tipo Pierna; actívala",
         "de tipo Brazo Izquierdo", "de tipo Pierna", 1),
        # the column is that of «Selecciona», after any cost written before it
        ("CAR 1 | Descarta una carta; Selecciona una Parte tuya de tu oponente; actívala",
         "tuya", "de tu oponente", 29),
        ("Selecciona una Parte tuya dañada de tu oponente; destrúyela", "tuya", "de tu oponente", 1),
    ],
)
def test_contradictory_filters_are_rejected(text, first, second, column):
    check(text, f"la selección tiene dos filtros que chocan: «{first}» y «{second}»", column, HINT_FILTERS)


def test_different_filters_do_not_clash():
    assert parse("Selecciona una Parte tuya dañada desactivada en un Taller de tipo Brazo; actívala")


def test_filter_clash_is_reported_even_when_the_text_goes_on():
    check("Selecciona una Parte tuya de tu oponente; actívala y",
          "la selección tiene dos filtros que chocan: «tuya» y «de tu oponente»", 1, HINT_FILTERS)


@pytest.mark.parametrize(
    "text, first, second, column",
    [
        ("Selecciona una Parte tuya; Selecciona una Parte tuya de tu oponente; actívala",
         "tuya", "de tu oponente", 28),
        ("CAR 1 | Descarta una carta; Selecciona una Parte tuya; Selecciona una Parte de tu oponente tuya; actívala",
         "de tu oponente", "tuya", 56),
    ],
)
def test_filter_clash_in_a_second_selection_points_at_it(text, first, second, column):
    assert column == text.index("Selecciona", text.index("Selecciona") + 1) + 1
    check(text, f"la selección tiene dos filtros que chocan: «{first}» y «{second}»", column, HINT_FILTERS)


@pytest.mark.parametrize(
    "text, written, column",
    [
        ("Selecciona una Parte tuya tuya; actívala", "tuya", 1),
        ("Selecciona una Parte dañada dañada; actívala", "dañada", 1),
        ("CAR 1 | Selecciona una Parte de tu oponente de tu oponente; hazle 1 punto de daño", "de tu oponente", 9),
        ("Selecciona una Parte tuya tuya; actívala y", "tuya", 1),
        ("Selecciona una Parte tuya; Selecciona una Parte tuya tuya; actívala", "tuya", 28),
    ],
)
def test_repeated_filter_is_not_a_clash(text, written, column):
    check(text, f"la selección repite el filtro «{written}»", column, HINT_REPEATED)


@pytest.mark.parametrize(
    "text, written",
    [
        ("Selecciona 2 Partes tuyas tuyas; actívalas", "tuyas"),
        ("Selecciona 2 Partes desactivadas desactivadas; actívalas", "desactivadas"),
        ("Selecciona una Parte en un Taller en los Talleres; actívala", "en los Talleres"),
        ("Selecciona 2 Partes tuyas de tu oponente; actívalas", "tuyas"),
    ],
)
def test_filter_is_quoted_as_written(text, written):
    message = error_of(text).message
    assert f"«{written}»" in message, message


@pytest.mark.parametrize(
    "later_error",
    ["xyz", "roba ² cartas", "roba 999 cartas", "roba una krta", "roba una carta roba"],
)
def test_filter_clash_before_a_later_error_is_reported_first(later_error):
    # the clash comes first in the text, so it is what the designer reads first
    check(f"Selecciona una Parte tuya de tu oponente; {later_error}",
          "la selección tiene dos filtros que chocan: «tuya» y «de tu oponente»", 1, HINT_FILTERS)
    check(f"Selecciona una Parte tuya tuya; {later_error}", "la selección repite el filtro «tuya»", 1, HINT_REPEATED)


# --- Unicode: composed accents, invisible characters ------------------------------------------


@pytest.mark.parametrize(
    "text", ["Selecciona una Parte; hazle 2 puntos de daño", "Selecciona una Parte; muévela al Taller",
             "Si esta Parte está dañada; Tu Unidad gana +1 DEF hasta el inicio de tu próximo turno"]
)
def test_decomposed_accents_are_accepted(text):
    decomposed = unicodedata.normalize("NFD", text)
    assert decomposed != text
    assert parse(decomposed) == parse(text)


def test_decomposed_text_columns_count_composed_letters():
    """An editor shows «ñ» as one letter however it is stored, and so does the column."""
    text = "Selecciona una Parte dañada; envíala al Depósito de Chatarrra"
    message = "no se esperaba «Chatarrra»; se esperaba «Chatarra»"
    check(text, message, 53, "¿quisiste decir «Chatarra»?")
    check(unicodedata.normalize("NFD", text), message, 53, "¿quisiste decir «Chatarra»?")


def test_decomposed_misspelt_word_is_quoted_composed():
    error = error_of(unicodedata.normalize("NFD", "Selecciona una Parte; hazle 2 puntos de dañoo"))
    assert error.message == "no se esperaba «dañoo»; se esperaba «daño»"


def test_spans_of_decomposed_text_slice_its_composed_form():
    """parse() reads decomposed text (NFD, as pasted from macOS) in its composed form (NFC), and its
    spans count composed letters, like its columns."""
    composed = "Selecciona una Parte dañada; envíala al Depósito de Chatarra"
    ability = parse(unicodedata.normalize("NFD", composed))
    assert ability.span == A.Span(0, len(composed))
    assert composed[ability.effect.span.start:ability.effect.span.end] == "envíala al Depósito de Chatarra"
    assert composed[ability.requirements[0].span.start:ability.requirements[0].span.end] == "Selecciona una Parte dañada"


def test_loader_keeps_the_composed_text_its_spans_slice(tmp_path):
    """The card loader keeps each ability text composed (NFC), so the spans of its AST slice the text
    it keeps (the card checks place their diagnostics with them)."""
    from nismatch_cards.cards.loader import load

    composed = "CAR 1 | Selecciona una Parte dañada; envíala al Depósito de Chatarra"
    decomposed = unicodedata.normalize("NFD", composed)
    assert decomposed != composed
    folder = tmp_path / "t"
    folder.mkdir()
    (folder / "set.yaml").write_text("codigo: t\nnombre: Set de prueba\nversion: '1'\n", encoding="utf-8")
    (folder / "a.yaml").write_text(
        "id: apoyo-x\nnombre: Apoyo X\ntipo: apoyo\nrareza: chatarra\n"
        f'habilidades:\n  - etiqueta: normal\n    texto: "{decomposed}"\n', encoding="utf-8")
    result = load([folder])
    assert not [d for d in result.diagnostics if d.severity == "error"], result.diagnostics
    ability = result.project.card("t", "apoyo-x").abilities[0]
    assert ability.text == composed
    effect = ability.ast.effect
    assert ability.text[effect.span.start:effect.span.end] == "envíala al Depósito de Chatarra"
    assert ability.ast.span == A.Span(0, len(ability.text))


@pytest.mark.parametrize(
    "text",
    ["\ufeffroba una carta", "roba una carta\u200b", "roba\u200buna carta", "roba una\u200b carta",
     "roba\u2060una\u200dcarta"],
)
def test_invisible_characters_read_as_blanks(text):
    assert parse(text) == parse("roba una carta")


def test_invisible_character_counts_as_a_column():
    # the byte-order mark is a character of the text, as in any editor that counts it
    check("\ufeffroba una krta", "no se esperaba «krta»; se esperaba «carta» o «cartas»", 11,
          "¿quisiste decir «carta»?")


# --- the exception itself ---------------------------------------------------------------------


def test_error_is_an_exception_with_fields():
    error = error_of("Selecciona una Prte; destrúyela")
    assert isinstance(error, Exception)
    assert error.column == 16
    assert error.message.startswith("no se esperaba «Prte»")
    assert error.hint == "¿quisiste decir «Parte»?"
    assert error.args == (error.message, 16, error.hint)


def test_error_can_be_built_by_other_tools():
    error = AbilitySyntaxError("el texto de la habilidad está vacío", 1, HINT_EMPTY)
    assert str(error) == "columna 1: el texto de la habilidad está vacío"
    assert (error.message, error.column, error.hint) == ("el texto de la habilidad está vacío", 1, HINT_EMPTY)


@contextmanager
def _nothing():
    yield


def test_error_survives_a_context_manager():
    with pytest.raises(AbilitySyntaxError) as caught:
        with _nothing():
            parse("Selecciona una Prte; destrúyela")
    assert caught.value.column == 16
    assert caught.value.__traceback__ is not None


@pytest.mark.parametrize("protocol", range(pickle.HIGHEST_PROTOCOL + 1))
def test_error_can_be_pickled(protocol):
    error = error_of("Selecciona una Prte; destrúyela")
    clone = pickle.loads(pickle.dumps(error, protocol=protocol))
    assert type(clone) is AbilitySyntaxError
    assert (clone.message, clone.column, clone.hint) == (error.message, error.column, error.hint)
    assert str(clone) == str(error)


def test_error_can_be_copied():
    error = error_of("Selecciona una Prte; destrúyela")
    for clone in (copy.copy(error), copy.deepcopy(error)):
        assert (clone.message, clone.column, clone.hint) == (error.message, error.column, error.hint)


def test_error_accepts_notes():
    error = error_of("Selecciona una Prte; destrúyela")
    error.add_note("en la carta «Brazo Martillo»")
    assert error.__notes__ == ["en la carta «Brazo Martillo»"]


def test_error_can_be_chained():
    with pytest.raises(ValueError) as caught:
        try:
            parse("roba 999 cartas")
        except AbilitySyntaxError as error:
            raise ValueError("carta inválida") from error
    assert isinstance(caught.value.__cause__, AbilitySyntaxError)
    assert caught.value.__cause__.hint == HINT_TOO_LARGE
