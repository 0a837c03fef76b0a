"""NM020: grammar errors inside an ability text, placed INSIDE the text in the YAML file.

The expected column is where the offending word stands in the file (found with ``str.index`` on the
file's line), so the tests say what a designer sees: the caret under the misspelt word, whatever
the quoting style of the ``texto``.
"""
from __future__ import annotations

import unicodedata

import pytest

from .helpers import PART, SUPPORT, Diag, validate

PRTE = ("no se esperaba «Prte»; se esperaba «Parte», «Partes», «carta», «cartas», «Pierna», «Piernas», "
        "«Carta de Apoyo», «de» u otras")
KARTA = "no se esperaba «karta»; se esperaba «carta» o «cartas»"
AFTER_Y = ("no se esperaba «Prte»; se esperaba «pierde», «esta Parte», «durante», «pierden», «pierdes», «previene», "
           "«repárale», «el primer» u otras")


class _AnyHint(str):
    """These tests are about where an error is placed in the YAML; what its hint says (a rewrite of the
    whole text, the nearest construct…) is tested in tests/language/test_errors.py and would tie every
    placement here to the wording of the language."""

    def __eq__(self, other) -> bool:
        return isinstance(other, str)

    __hash__ = str.__hash__


HINT_PARTE = HINT_CARTA = HINT_DOCS = _AnyHint("(la pista)")
HEAD = PART + "habilidades:\n  - etiqueta: normal\n    texto: "  # «texto:» is on line 13


def grammar_error(card_set, content: str | bytes) -> Diag:
    card_set({"t/a.yaml": content})
    run = validate("cards")
    assert run.exit_code == 1
    assert len(run.diagnostics) == 1, run.diagnostics
    return run.diagnostics[0]


def place(content: str, line: int, word: str, occurrence: int = 1) -> tuple[int, int]:
    """``(line, column)`` of the ``occurrence``-th ``word`` on 1-based ``line`` of ``content``."""
    text = content.splitlines()[line - 1]
    column = -1
    for _ in range(occurrence):
        column = text.index(word, column + 1)
    return line, column + 1


@pytest.mark.parametrize("texto", [
    pytest.param('"CAR 1 | Selecciona una Prte; hazle 2 puntos de daño"', id="double-quoted"),
    pytest.param("'CAR 1 | Selecciona una Prte; hazle 2 puntos de daño'", id="single-quoted"),
    pytest.param("CAR 1 | Selecciona una Prte; hazle 2 puntos de daño", id="plain"),
])
def test_nm020_one_line_scalars(card_set, texto):
    content = HEAD + texto + "\n"
    d = grammar_error(card_set, content)
    assert d == Diag("NM020", "cards/t/a.yaml", *place(content, 13, "Prte"), PRTE, HINT_PARTE)


def test_nm020_pinned_columns(card_set):
    """The same three styles with the numbers written out: the quote adds one column."""
    for texto, column in [('"CAR 1 | Selecciona una Prte; x"', 36), ("'CAR 1 | Selecciona una Prte; x'", 36),
                          ("CAR 1 | Selecciona una Prte; x", 35)]:
        d = grammar_error(card_set, HEAD + texto + "\n")
        assert (d.line, d.column) == (13, column)


def test_nm020_literal_block_first_line(card_set):
    content = HEAD + "|\n      CAR 1 | Selecciona una Prte; hazle 2 puntos de daño\n"
    d = grammar_error(card_set, content)
    assert d == Diag("NM020", "cards/t/a.yaml", *place(content, 14, "Prte"), PRTE, HINT_PARTE)
    assert (d.line, d.column) == (14, 30)


def test_nm020_literal_block_second_line(card_set):
    content = HEAD + "|\n      CAR 1 | Selecciona una Parte;\n      hazle 2 puntos de daño y Prte\n"
    d = grammar_error(card_set, content)
    assert d == Diag("NM020", "cards/t/a.yaml", *place(content, 15, "Prte"), AFTER_Y, HINT_DOCS)
    assert (d.line, d.column) == (15, 32)


def test_nm020_literal_block_strip(card_set):
    content = HEAD + "|-\n      CAR 1 | roba una karta\n"
    d = grammar_error(card_set, content)
    assert d == Diag("NM020", "cards/t/a.yaml", 14, 24, KARTA, HINT_CARTA)
    assert (d.line, d.column) == place(content, 14, "karta")


def test_nm020_flow_mapping(card_set):
    content = PART + 'habilidades: [{etiqueta: normal, texto: "CAR 1 | roba una karta"}]\n'
    d = grammar_error(card_set, content)
    assert d == Diag("NM020", "cards/t/a.yaml", 11, 59, KARTA, HINT_CARTA)
    assert (d.line, d.column) == place(content, 11, "karta")


def test_nm020_accents_before_the_error(card_set):
    content = HEAD + '"CAR 1 | Selecciona una Parte dañada; muévela al Tallr"\n'
    d = grammar_error(card_set, content)
    assert (d.code, d.line, d.column) == ("NM020", *place(content, 13, "Tallr"))
    assert d.message == "no se esperaba «Tallr»; se esperaba «Taller» o «Depósito de Chatarra»"
    assert d.hint == "¿quisiste decir: «CAR 1 | Selecciona una Parte dañada; muévela al Taller»?"


def test_nm020_text_ends_too_early(card_set):
    d = grammar_error(card_set, HEAD + '"CAR 1 | Selecciona una Parte;"\n')
    assert d == Diag(
        "NM020", "cards/t/a.yaml", 13, 42,
        ENDS_EARLY,
        "completa la habilidad: «[CAR n |] requisito; … ; efecto»")


def test_nm020_second_ability_of_a_support_card(card_set):
    content = (SUPPORT + "habilidades:\n  - etiqueta: normal\n    texto: CAR 1 | Roba una carta\n"
               "  - etiqueta: relampago\n    texto: 'CAR 1 | roba una karta'\n")
    d = grammar_error(card_set, content)
    assert d == Diag("NM020", "cards/t/a.yaml", *place(content, 9, "karta"), KARTA, HINT_CARTA)


def test_nm020_in_a_card_list(card_set):
    content = ("cartas:\n  - id: a\n    nombre: A\n    tipo: apoyo\n    rareza: pura\n    habilidades:\n"
               "      - etiqueta: normal\n        texto: CAR 1 | roba una karta\n")
    d = grammar_error(card_set, content)
    assert d == Diag("NM020", "cards/t/a.yaml", *place(content, 8, "karta"), KARTA, HINT_CARTA)


def test_nm020_crlf_file(card_set):
    content = (HEAD + "|\n      CAR 1 | roba una karta\n").replace("\n", "\r\n")
    d = grammar_error(card_set, content.encode())
    assert d == Diag("NM020", "cards/t/a.yaml", 14, 24, KARTA, HINT_CARTA)


def test_nm020_file_with_bom(card_set):
    content = "\ufeff" + HEAD + "CAR 1 | roba una karta\n"
    d = grammar_error(card_set, content.encode())
    assert d == Diag("NM020", "cards/t/a.yaml", 13, 29, KARTA, HINT_CARTA)


def test_all_grammar_errors_of_a_file_are_reported(card_set):
    content = (SUPPORT + "habilidades:\n  - etiqueta: normal\n    texto: CAR 1 | roba una karta\n"
               "  - etiqueta: normal\n    texto: CAR 1 | Selecciona una Prte; destrúyela\n")
    card_set({"t/a.yaml": content})
    run = validate("cards")
    assert run.diagnostics == [Diag("NM020", "cards/t/a.yaml", *place(content, 7, "karta"), KARTA, HINT_CARTA),
                               Diag("NM020", "cards/t/a.yaml", *place(content, 9, "Prte"), PRTE, HINT_PARTE)]


# --- texts that YAML folds, unescapes or re-indents: still placed on the word -------------------


def test_nm020_folded_block_second_line(card_set):
    content = HEAD + ">\n      CAR 1 | Selecciona una Parte;\n      hazle 2 puntos de daño y Prte\n"
    d = grammar_error(card_set, content)
    assert d == Diag("NM020", "cards/t/a.yaml", *place(content, 15, "Prte"), AFTER_Y, HINT_DOCS)
    assert (d.line, d.column) == (15, 32)


@pytest.mark.parametrize("open_quote, close_quote", [('"', '"'), ("'", "'"), ("", "")],
                         ids=["double-quoted", "single-quoted", "plain"])
def test_nm020_multi_line_scalar(card_set, open_quote, close_quote):
    content = (HEAD + f"{open_quote}CAR 1 | Selecciona una Parte;\n"
               f"      hazle 2 puntos de daño y Prte{close_quote}\n")
    d = grammar_error(card_set, content)
    assert d == Diag("NM020", "cards/t/a.yaml", *place(content, 14, "Prte"), AFTER_Y, HINT_DOCS)


def test_nm020_double_quoted_escaped_line_break(card_set):
    content = HEAD + '"CAR 1 | Selecciona una Parte;\\\n      hazle 2 puntos de daño y Prte"\n'
    d = grammar_error(card_set, content)
    assert d == Diag("NM020", "cards/t/a.yaml", *place(content, 14, "Prte"), AFTER_Y, HINT_DOCS)


@pytest.mark.parametrize("escape", ["\\t", "\\u0020", "\\x20", "\\n"], ids=["tab", "unicode", "hex", "newline"])
def test_nm020_double_quoted_with_escapes(card_set, escape):
    content = HEAD + f'"CAR 1 |{escape}roba una karta"\n'
    d = grammar_error(card_set, content)
    assert d == Diag("NM020", "cards/t/a.yaml", *place(content, 13, "karta"), KARTA, HINT_CARTA)


def test_nm020_literal_block_with_indentation_indicator(card_set):
    content = HEAD + "|2\n       CAR 1 | roba una karta\n"
    d = grammar_error(card_set, content)
    assert d == Diag("NM020", "cards/t/a.yaml", *place(content, 14, "karta"), KARTA, HINT_CARTA)
    assert (d.line, d.column) == (14, 25)


def test_nm020_column_in_decomposed_text(card_set):
    texto = unicodedata.normalize("NFD", "CAR 1 | Selecciona una Parte dañada; muévela al Tallr")
    content = HEAD + f'"{texto}"\n'
    d = grammar_error(card_set, content)
    assert d == Diag("NM020", "cards/t/a.yaml", *place(content, 13, "Tallr"),
                     "no se esperaba «Tallr»; se esperaba «Taller» o «Depósito de Chatarra»", HINT_DOCS)


def test_nm020_decomposed_text_with_an_accented_wrong_word(card_set):
    """The misspelt word is looked for in the file as written, decomposed, not by its offset in the text read."""
    texto = unicodedata.normalize("NFD", "CAR 1 | Selecciona una Parte dañada; muévelaa al Taller")
    content = HEAD + f'"{texto}"\n'
    d = grammar_error(card_set, content)
    assert (d.code, d.line, d.column) == ("NM020", *place(content, 13, unicodedata.normalize("NFD", "muévelaa")))
    assert d.message.startswith("no se esperaba «muévelaa»; ")


# --- block texts: the content starts on the line after its header («|», «>», «|-», «|+», a comment) ---

ENDS_EARLY = ("el texto acaba antes de tiempo; se esperaba «+», «-», «activa», «actívala», «actívalas», «actívalo», "
              "«actívalos», «al comienzo de» u otras")
HINT_COMPLETE = "completa la habilidad: «[CAR n |] requisito; … ; efecto»"


@pytest.mark.parametrize("header", ["|", ">", "|+", "|-", ">-"])
def test_nm020_block_text_that_ends_too_early(card_set, header):
    """Just after «;» on the content line, not past the end of the header line."""
    content = HEAD + f"{header}\n      CAR 1 | Selecciona una Parte;\n"
    d = grammar_error(card_set, content)
    assert d == Diag("NM020", "cards/t/a.yaml", 14, 36, ENDS_EARLY, HINT_COMPLETE)


@pytest.mark.parametrize("block, line, column", [
    pytest.param("|\n\n      CAR 1 | Selecciona una Parte;\n", 15, 36, id="blank-line-first"),
    pytest.param("|+\n      CAR 1 | Selecciona una Parte;\n\n\n", 14, 36, id="keep-with-trailing-blank-lines"),
    pytest.param(">  # comentario con Parte;\n      CAR 1 | Selecciona una Parte;\n", 14, 36,
                 id="comment-after-the-header"),
    pytest.param("|2-\n       CAR 1 | Selecciona una Parte;\n", 14, 37, id="indentation-indicator"),
    pytest.param("|\n      CAR 1 | Selecciona una\n      Parte;\n", 15, 13, id="second-line"),
])
def test_nm020_block_text_that_ends_too_early_variants(card_set, block, line, column):
    d = grammar_error(card_set, HEAD + block)
    assert d == Diag("NM020", "cards/t/a.yaml", line, column, ENDS_EARLY, HINT_COMPLETE)


def test_nm020_block_text_that_ends_too_early_crlf(card_set):
    content = (HEAD + "|\n      CAR 1 | Selecciona una Parte;\n").replace("\n", "\r\n")
    d = grammar_error(card_set, content.encode())
    assert d == Diag("NM020", "cards/t/a.yaml", 14, 36, ENDS_EARLY, HINT_COMPLETE)


@pytest.mark.parametrize("block, word, occurrence, message, hint", [
    pytest.param("|\n      CAR 1 | | roba una carta\n", "|", 2,
                 "no se esperaba «|»; se esperaba «+», «-», «activa», «actívala», «actívalas», «actívalo», "
                 "«actívalos», «al comienzo de» u otras", HINT_DOCS, id="bar"),
    pytest.param("|-\n      Tu Unidad gana -1 DEF -\n", "-", 2,
                 "no se esperaba «-»; se esperaba «,», «.», «al final del», «durante», «durante el resto de la partida», "
                 "«hasta el comienzo de su próximo turno», «hasta el comienzo de tu próximo turno», «hasta el comienzo "
                 "del próximo turno de» u otras", HINT_DOCS,
                 id="minus"),
    pytest.param("|+\n      CAR 1 | roba una carta +\n", "+", 1,
                 "no se esperaba «+»; se esperaba «,», «.», «al final del», «por cada», «y» o el final del texto", HINT_DOCS,
                 id="plus"),
    pytest.param(">\n      CAR 1 > roba una carta\n", ">", 1, "no se esperaba «>»; se esperaba «|»", HINT_DOCS,
                 id="greater-than"),
    pytest.param("|  # antes ponía karta\n      CAR 1 | roba una karta\n", "karta", 1, KARTA, HINT_CARTA,
                 id="comment-after-the-header"),
    pytest.param(">-  # karta\n      CAR 1 | roba una karta\n", "karta", 1, KARTA, HINT_CARTA,
                 id="comment-after-a-folded-header"),
    pytest.param("| # a | b\n      CAR 1 | | roba una carta\n", "|", 2,
                 "no se esperaba «|»; se esperaba «+», «-», «activa», «actívala», «actívalas», «actívalo», "
                 "«actívalos», «al comienzo de» u otras", HINT_DOCS, id="bar-in-the-header-comment"),
])
def test_nm020_block_text_with_a_header_character(card_set, block, word, occurrence, message, hint):
    """The wrong word is looked for in the content, never in the header line or its comment."""
    content = HEAD + block
    d = grammar_error(card_set, content)
    assert d == Diag("NM020", "cards/t/a.yaml", *place(content, 14, word, occurrence), message, hint)


# --- blank texts: not the schema's (minLength 1 only catches "") but the grammar's -------------

EMPTY = "el texto de la habilidad está vacío"
HINT_WRITE = "escribe la habilidad: «[CAR n |] requisito; … ; efecto»"
BLANK_TEXTS = pytest.mark.parametrize("texto", ['" "', "'   '", '"\\t"', '"\\n"'],
                                      ids=["space", "spaces", "tab", "newline"])


@BLANK_TEXTS
def test_nm020_blank_text(card_set, texto):
    """Reported on the texto's line (the card is not loaded with the ability silently dropped)."""
    content = HEAD + texto + "\n"
    d = grammar_error(card_set, content)
    assert (d.code, d.file, d.line, d.message, d.hint) == ("NM020", "cards/t/a.yaml", 13, EMPTY, HINT_WRITE)
    assert 13 <= d.column <= len(content.splitlines()[12]), d  # inside the quoted value


def test_nm020_blank_keep_block_text(card_set):
    d = grammar_error(card_set, HEAD + "|+\n      \n")
    assert d == Diag("NM020", "cards/t/a.yaml", 14, 1, EMPTY, HINT_WRITE)


@BLANK_TEXTS
def test_nm020_blank_text_at_the_start_of_the_text(card_set, texto):
    d = grammar_error(card_set, HEAD + texto + "\n")
    assert d == Diag("NM020", "cards/t/a.yaml", 13, 13, EMPTY, HINT_WRITE)
