"""Error messages of the ability parser: exact text, 1-based column and hint.

The messages are pinned as the parser prints them today. Messages that are wrong or unhelpful,
and inputs that crash, are pinned as they *should* be and marked ``xfail(strict=True)``, so the
test starts failing (XPASS) the day the parser is fixed and the mark must be removed.
"""
from __future__ import annotations

import pickle
import unicodedata
from contextlib import contextmanager
from dataclasses import FrozenInstanceError

import pytest

from nismatch_cards.language import AbilitySyntaxError, parse
from nismatch_cards.language import ast as A

HINT_DOCS = "consulta docs/ability-language.md para las construcciones admitidas"
HINT_COMPLETE = "completa la habilidad: «[CAR n |] requisito; … ; efecto»"
START = "«+», «-», «activa», «actívala», «actívalas», «al», «CAR», «cuando» u otras"
AFTER_SEMICOLON = "«+», «-», «activa», «actívala», «actívalas», «al», «cuando», «dale» u otras"
AFTER_Y = "«+», «-», «activa», «actívala», «actívalas», «dale», «dales», «desactiva» u otras"
AFTER_PARTE = "«;», «dañada», «dañadas», «de», «desactivada», «desactivadas», «en», «tuya» u otras"


def error_of(text: str) -> AbilitySyntaxError:
    """The AbilitySyntaxError ``parse(text)`` raises (fails the test if it parses)."""
    with pytest.raises(AbilitySyntaxError) as caught:
        parse(text)
    return caught.value


def check(text: str, message: str, column: int, hint: str) -> None:
    error = error_of(text)
    assert (error.message, error.column, error.hint) == (message, column, hint)
    assert str(error) == f"columna {column}: {message}"


# --- unknown words: «¿quisiste decir …?» ----------------------------------------------------


@pytest.mark.parametrize(
    "text, message, column, hint",
    [
        ("CAR 1 | Selecciona una Prte; hazle 2 puntos de daño",
         "no se esperaba «Prte»; se esperaba «Parte» o «Partes»", 24, "¿quisiste decir «Parte»?"),
        ("Selecciona una Prte; destrúyela",
         "no se esperaba «Prte»; se esperaba «Parte» o «Partes»", 16, "¿quisiste decir «Parte»?"),
        ("Seleciona una Parte; destrúyela",
         f"no se esperaba «Seleciona»; se esperaba {START}", 1, "¿quisiste decir «selecciona»?"),
        ("Selecciona una Parte; destruyla",
         f"no se esperaba «destruyla»; se esperaba {AFTER_SEMICOLON}", 23, "¿quisiste decir «destrúyela»?"),
        ("Si tu oponente activa una habilidad o Carta de Apoyo; niegalla",
         f"no se esperaba «niegalla»; se esperaba {AFTER_SEMICOLON}", 55, "¿quisiste decir «niégala»?"),
        ("roba tress cartas", "no se esperaba «tress»; se esperaba un número", 6, "¿quisiste decir «tres»?"),
        ("roba una karta", "no se esperaba «karta»; se esperaba «carta» o «cartas»", 10, "¿quisiste decir «carta»?"),
        # a keyword in the wrong place is also matched against what was expected there
        ("roba 2 Partes", "no se esperaba «Partes»; se esperaba «carta» o «cartas»", 8, "¿quisiste decir «cartas»?"),
        ("Selecciona 2 cartas; actívalas",
         "no se esperaba «cartas»; se esperaba «Parte» o «Partes»", 14, "¿quisiste decir «Partes»?"),
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
        # the word is quoted as written (case, accents), the suggestion as printed on cards
        ("Selecciona una Parte; Hazle Dos Puntos De Dañito",
         "no se esperaba «Dañito»; se esperaba «daño»", 43, "¿quisiste decir «daño»?"),
    ],
)
def test_misspelt_keyword_near_the_end(text, message, column, hint):
    check(text, message, column, hint)


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
    ],
)
def test_text_ending_early(text, expected, column):
    check(text, "el texto acaba antes de tiempo; se esperaba " + expected, column, HINT_COMPLETE)


@pytest.mark.parametrize("text", ["", "   ", "\n\t"])
def test_empty_text(text):
    check(text, "el texto acaba antes de tiempo; se esperaba " + START, 1, HINT_COMPLETE)


# --- unexpected punctuation -----------------------------------------------------------------


@pytest.mark.parametrize(
    "text, message, column",
    [
        ("CAR 1 | Selecciona una Parte, hazle 2 puntos de daño",
         f"no se esperaba «,»; se esperaba {AFTER_PARTE}", 29),
        ("CAR 1 | Selecciona una Parte; hazle 2 puntos de daño!",
         "no se esperaba «!»; se esperaba «.» o «y»", 53),
        ("CAR 1 || roba una carta", f"no se esperaba «|»; se esperaba {AFTER_SEMICOLON}", 8),
        ("Selecciona una Parte;; roba una carta", f"no se esperaba «;»; se esperaba {AFTER_SEMICOLON}", 22),
        ("roba una carta;", "no se esperaba «;»; se esperaba «.» o «y»", 15),
        (".", f"no se esperaba «.»; se esperaba {START}", 1),
        (";", f"no se esperaba «;»; se esperaba {START}", 1),
        ("CAR | hazle 2 puntos de daño", "no se esperaba «|»; se esperaba un número", 5),
        ("Tu Unidad pierde +1 FUE", "no se esperaba «+»; se esperaba un número", 18),
        ("Tu Unidad gana 1 FUE", "no se esperaba «1»; se esperaba «+» o «-»", 16),
        ("hazle 2 puntos de daño (máximo)", "no se esperaba «(máximo)»; se esperaba «.» o «y»", 24),
        ("roba ½ cartas", "no se esperaba «½»; se esperaba un número", 6),
        # the quoted word runs to the next blank or «|;+.», so a sign is quoted with its number
        ("CAR -1 | roba una carta", "no se esperaba «-1»; se esperaba un número", 5),
        ("hazle -2 puntos de daño", "no se esperaba «-2»; se esperaba un número", 7),
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


def test_error_is_an_exception_with_fields():
    error = error_of("Selecciona una Prte; destrúyela")
    assert isinstance(error, Exception)
    assert error.column == 16
    assert error.message.startswith("no se esperaba «Prte»")
    assert error.hint == "¿quisiste decir «Parte»?"


# ============================================================================================
# Parser defects: each test states the behaviour that is right; xfail(strict=True) until fixed.
# ============================================================================================

# --- crashes ---------------------------------------------------------------------------------


@pytest.mark.xfail(
    strict=True,
    raises=ValueError,
    reason="tokenize() takes any str.isdigit() character for INT, then int('²') raises ValueError",
)
@pytest.mark.parametrize("text", ["roba ² cartas", "CAR ³ | roba una carta", "roba ① carta"])
def test_superscript_and_circled_digits_are_a_syntax_error(text):
    error = error_of(text)
    assert error.column == text.index(text.split()[1]) + 1


@contextmanager
def _nothing():
    yield


@pytest.mark.xfail(
    strict=True,
    raises=FrozenInstanceError,
    reason="AbilitySyntaxError is a frozen dataclass: contextlib cannot set its __traceback__",
)
def test_error_survives_a_context_manager():
    with pytest.raises(AbilitySyntaxError):
        with _nothing():
            parse("Selecciona una Prte; destrúyela")


@pytest.mark.xfail(
    strict=True,
    raises=FrozenInstanceError,
    reason="AbilitySyntaxError is a frozen dataclass: unpickling sets its fields after creating it",
)
def test_error_can_be_pickled():
    error = error_of("Selecciona una Prte; destrúyela")
    copy = pickle.loads(pickle.dumps(error))
    assert (copy.message, copy.column, copy.hint) == (error.message, error.column, error.hint)


@pytest.mark.xfail(
    strict=True,
    raises=FrozenInstanceError,
    reason="AbilitySyntaxError is a frozen dataclass: BaseException.add_note cannot set __notes__",
)
def test_error_accepts_notes():
    error = error_of("Selecciona una Prte; destrúyela")
    error.add_note("en la carta «Brazo Martillo»")
    assert error.__notes__ == ["en la carta «Brazo Martillo»"]


# --- wrong «se esperaba» lists --------------------------------------------------------------

NUMBER_STATE = (
    "LALR: the error is raised in the state that has just read a number, whose lookahead set is"
    " the union for every rule using «number»; the list should come from the interactive parser"
)


@pytest.mark.xfail(strict=True, reason=NUMBER_STATE)
@pytest.mark.parametrize(
    "text, message",
    [
        # today: «…; se esperaba «CAR», «carta», «cartas», «DEF», «FUE», «o», «Parte», «Partes» u otras»
        ("CAR 1 Selecciona una Parte; hazle 2 puntos de daño", "no se esperaba «Selecciona»; se esperaba «|»"),
        ("CAR 1 ; roba una carta", "no se esperaba «;»; se esperaba «|»"),
        ("CAR 1", "el texto acaba antes de tiempo; se esperaba «|»"),
        ("roba una", "el texto acaba antes de tiempo; se esperaba «carta» o «cartas»"),
        ("Tu Unidad gana +1", "el texto acaba antes de tiempo; se esperaba «DEF», «FUE» o «VEL»"),
    ],
)
def test_expected_list_after_a_number(text, message):
    assert error_of(text).message == message


@pytest.mark.xfail(
    strict=True,
    reason="LALR state for «… puntos de daño» is shared with «haz … a esta Parte», so «a» is offered"
           " after «hazle 2 puntos de daño» although it is rejected there",
)
def test_expected_list_after_hazle_does_not_offer_a():
    # today: «no se esperaba «;»; se esperaba «.», «a» o «y»»
    assert error_of("CAR 1 | Selecciona una Parte; hazle 2 puntos de daño;").message == (
        "no se esperaba «;»; se esperaba «.» o «y»"
    )


# --- unhelpful hints and messages -----------------------------------------------------------


@pytest.mark.xfail(
    strict=True,
    reason="after the end only $END is expected: the message lists nothing and the hint falls back"
           " to every keyword, so it suggests the very word that was written («¿quisiste decir «roba»?»)",
)
@pytest.mark.parametrize("text, found", [("roba una carta. roba una carta", "roba"),
                                         ("hazle 2 puntos de daño..", ".")])
def test_text_after_the_end(text, found):
    error = error_of(text)
    assert error.message.startswith(f"no se esperaba «{found}»; se esperaba ")  # e.g. «el final del texto»
    assert error.hint != f"¿quisiste decir «{found}»?"


@pytest.mark.xfail(
    strict=True,
    reason="the did-you-mean offers the number word «tres» for a missing number before «Partes»",
)
def test_missing_number_does_not_suggest_tres():
    error = error_of("Selecciona Partes; hazle 1 punto de daño")
    assert error.message == "no se esperaba «Partes»; se esperaba «hasta» o un número"
    assert error.hint != "¿quisiste decir «tres»?"  # today it is exactly that


@pytest.mark.xfail(
    strict=True,
    reason="normalise() only strips precomposed accents: text in Unicode NFD («n» + U+0303, as pasted"
           " from macOS) is rejected with «no se esperaba «daño»; se esperaba «daño»»",
)
@pytest.mark.parametrize(
    "text", ["Selecciona una Parte; hazle 2 puntos de daño", "Selecciona una Parte; muévela al Taller"]
)
def test_decomposed_accents_are_accepted(text):
    decomposed = unicodedata.normalize("NFD", text)
    assert decomposed != text
    try:
        ability = parse(decomposed)
    except AbilitySyntaxError as error:
        message = str(error)  # today: «columna 41: no se esperaba «daño»; se esperaba «daño»»
    else:
        message = None
    assert message is None
    assert ability == parse(text)


@pytest.mark.xfail(
    strict=True,
    reason="invisible characters (BOM U+FEFF, zero-width space U+200B) are neither skipped as blanks"
           " nor named in the message, which then quotes an invisible «»",
)
@pytest.mark.parametrize("text", ["\ufeffroba una carta", "roba una carta\u200b"])
def test_invisible_characters(text):
    try:
        parse(text)
    except AbilitySyntaxError as error:
        assert "U+" in error.message, error.message


# --- silently accepted contradictions -------------------------------------------------------


@pytest.mark.xfail(
    strict=True,
    reason="«part_filter*» lets a filter repeat; ToAst builds a dict so the last one silently wins"
           " («tuya de tu oponente» is a Parte of the opponent, «de tipo Brazo de tipo Cabeza» is a Cabeza)",
)
@pytest.mark.parametrize(
    "text",
    [
        "Selecciona una Parte tuya de tu oponente; actívala",
        "Selecciona una Parte de tipo Brazo de tipo Cabeza; actívala",
    ],
)
def test_contradictory_filters_are_rejected(text):
    with pytest.raises(AbilitySyntaxError):
        parse(text)


def test_contradictory_filters_today_keep_the_last():
    """What the parser does today (see the xfail above): the last filter wins."""
    assert parse("Selecciona una Parte tuya de tu oponente; actívala").requirements[0] == A.SelectParts(
        1, owner=A.Owner.OPPONENT
    )
    assert parse("Selecciona una Parte de tipo Brazo de tipo Cabeza; actívala").requirements[0] == A.SelectParts(
        1, zone="cabeza"
    )
