"""``nismatch validar --corregir`` (issue 26): the «¿quisiste decir: «…»?» rewrite of a refused text written into
its YAML card file in one step, in the designer's words; only that text changes, every other byte of the file
(comments, quoting, key order, line endings, a byte order mark) stays, and nothing changes without the flag."""
from __future__ import annotations

import codecs

import pytest

from .helpers import SUPPORT, invoke

FILE = "cards/t/a.yaml"


def card(texto_line: str, comment: str = "# una carta a medio escribir\n") -> str:
    return comment + SUPPORT + "habilidades:\n  - etiqueta: normal\n" + texto_line


def run_fix(card_set, text: str | bytes, *extra: str):
    folder = card_set({"t/a.yaml": text})
    path = folder / FILE
    before = path.read_bytes()
    result = invoke("validar", "--corregir", "cards", *extra)
    assert result.exception is None, repr(result.exception)
    return result, before, path.read_bytes()


def test_without_the_flag_validar_changes_nothing(card_set):
    folder = card_set({"t/a.yaml": card('    texto: "CAR 1 | Selecciona una Prte; hazle 2 puntos de daño"\n')})
    before = (folder / FILE).read_bytes()
    result = invoke("validar", "cards")
    assert result.exit_code == 1
    assert "sugerencia: ¿quisiste decir: «CAR 1 | Selecciona una Parte; hazle 2 puntos de daño»?" in result.stderr
    assert (folder / FILE).read_bytes() == before


def test_a_double_quoted_text_is_corrected_and_the_rest_of_the_file_kept_byte_for_byte(card_set):
    result, before, after = run_fix(card_set, card(
        '    texto: "CAR 1 | Selecciona una Prte; hazle 2 puntos de daño"   # ¿mejor 3?\n'))
    assert result.exit_code == 0
    assert result.stdout == (
        f"{FILE}:8:12: corregido: «CAR 1 | Selecciona una Prte; hazle 2 puntos de daño» → "
        "«CAR 1 | Selecciona una Parte; hazle 2 puntos de daño»\n"
        "1 texto corregido en 1 archivo; se valida otra vez:\n"
        "1 carta en 1 set, 0 mazos: 0 errores, 0 avisos\n")
    assert after == before.replace("Prte".encode(), "Parte".encode())


def test_the_designers_own_words_are_kept_and_a_missing_semicolon_goes_after_the_word(card_set):
    """The hint shows the canonical reading; the file keeps the lexicon's wording and gets only the «;»."""
    result, before, after = run_fix(card_set, card(
        "    texto: 'CAR 1 | Elige una Parte enemiga inflígele tres puntos de dañi'\n"))
    assert result.exit_code == 0, result.stderr
    assert after == before.replace("enemiga inflígele tres puntos de dañi".encode(),
                                   "enemiga; inflígele tres puntos de daño".encode())
    assert result.stdout.startswith(
        f"{FILE}:8:12: corregido: «CAR 1 | Elige una Parte enemiga inflígele tres puntos de dañi» → "
        "«CAR 1 | Elige una Parte enemiga; inflígele tres puntos de daño»\n")


def test_a_single_quoted_text_keeps_its_doubled_quotes(card_set):
    result, before, after = run_fix(card_set, card(
        "    texto: 'CAR 1 | Selecciona una Parte; envíala al Depósito de Chatara'\n"
        "    # 'la chatarra'' de siempre'\n"))
    assert result.exit_code == 0, result.stderr
    assert after == before.replace(b"Chatara'", b"Chatarra'")


def test_a_plain_text_is_corrected_in_place(card_set):
    result, before, after = run_fix(card_set, card("    texto: CAR 1 | Roba una carta y descarta una crta\n"))
    assert result.exit_code == 0, result.stderr
    assert after == before.replace(b"una crta", b"una carta")


@pytest.mark.parametrize("header", ["|", "|-", ">", ">-"])
def test_a_block_text_is_corrected_line_by_line(card_set, header):
    text = card(f"    texto: {header}\n      CAR 1 | Selecciona una Parte de tu oponente\n"
                "      hazle 2 puntos de dañi\n    # nota: probar con 3\n")
    result, before, after = run_fix(card_set, text)
    assert result.exit_code == 0, result.stderr
    assert after == before.replace(b"oponente\n", b"oponente;\n").replace("dañi".encode(), "daño".encode())
    assert "1 texto corregido en 1 archivo" in result.stdout


def test_line_endings_and_a_byte_order_mark_are_kept(card_set):
    text = card('    texto: "CAR 1 | Selecciona una Prte; hazle 2 puntos de daño"\n').replace("\n", "\r\n")
    result, before, after = run_fix(card_set, codecs.BOM_UTF8 + text.encode("utf-8"))
    assert result.exit_code == 0, result.stderr
    assert after.startswith(codecs.BOM_UTF8) and after.count(b"\r\n") == before.count(b"\r\n")
    assert after == before.replace(b"Prte", b"Parte")


def test_a_text_the_language_cannot_say_is_never_touched(card_set):
    """Only rewrites are written: a «no existe» hint (the language lacks the idea) leaves the file alone."""
    result, before, after = run_fix(card_set, card(
        '    texto: "CAR 1 | Gana el control de una Parte de tu oponente"\n'))
    assert result.exit_code == 1
    assert after == before
    assert result.stdout == "Ningún texto que corregir: ningún error tiene una reescritura «¿quisiste decir: «…»?».\n"
    assert "el lenguaje no tiene tomar el control de cartas ajenas" in result.stderr


def test_a_quoted_text_over_several_lines_is_refused_clearly(card_set):
    result, before, after = run_fix(card_set, card(
        '    texto: "CAR 1 | Selecciona una Prte;\n      hazle 2 puntos de daño"\n'))
    assert after == before
    assert result.exit_code == 1
    assert result.stdout.startswith(
        f"{FILE}:8:12: no se corrige: el texto está repartido en varias líneas sin «|» ni «>»: escríbelo en una "
        "línea o como texto en bloque, o cámbialo a mano\n")
    assert "NM020" in result.stderr


def test_a_plain_text_that_would_need_quotes_is_refused_and_the_file_kept(card_set):
    """«Elige uno roba …» is mended with «:», which a text without quotes cannot hold before a space."""
    result, before, after = run_fix(card_set, card(
        "    texto: CAR 1 | Elige uno roba 2 cartas o gana 2 CAR\n"))
    assert after == before
    assert result.exit_code == 1
    assert result.stdout.startswith(
        f"{FILE}:8:12: no se corrige: el archivo corregido no se leería igual (un texto sin comillas no puede llevar "
        "«: » ni « #»): pon el texto entre comillas y vuelve a corregir, o cámbialo a mano\n")


def test_a_spreadsheet_is_a_usage_error_that_says_to_correct_the_sheet(card_set):
    folder = card_set({"t/a.yaml": card('    texto: "CAR 1 | Roba una carta"\n')})
    (folder / "cartas.xlsx").write_bytes(b"PK")
    result = invoke("validar", "--corregir", "cartas.xlsx")
    assert result.exit_code == 2
    assert ("Error: --corregir solo cambia archivos YAML de cartas, y «cartas.xlsx» es una hoja de cálculo: corrige "
            "el texto en la hoja (la sugerencia de «nismatch importar» dice cómo) y vuelve a importarla") in result.stderr


def test_a_label_written_twice_is_corrected_to_once(card_set):
    """The etiqueta written twice at the head of the text (docs/rulings.md 172): its hint is a rewrite now, and
    ``--corregir`` writes it (the label kept once, so the ability keeps its speed)."""
    result, before, after = run_fix(card_set, card('    texto: "Normal. Normal. CAR 1 | Roba una carta"\n'))
    assert result.exit_code == 0, result.stderr
    assert after == before.replace(b"Normal. Normal. CAR 1", b"Normal. CAR 1")
    assert result.stdout.startswith(f"{FILE}:8:12: corregido: «Normal. Normal. CAR 1 | Roba una carta» → «Normal. "
                                    "CAR 1 | Roba una carta»\n")
