"""NM001–NM006: files that cannot be read as plain YAML data.

Each diagnostic is pinned exactly (code, file, line, column, message, hint). Where today's output
is wrong, the correct behaviour is written down and marked ``xfail(strict=True, reason="BUG: …")``
(or «REGRESSION: …» when it was right before and broke).
"""
from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from nismatch_cards.cards.loader import load

from .helpers import PART, SUPPORT, Diag, validate

HINT_SYNTAX = "revisa la sangría, los dos puntos y las comillas de esa línea"
HINT_TAG = "las cartas son datos: quita la etiqueta «!…» y escribe el valor tal cual"
HINT_ALIAS = "usa los anclajes (&) y alias (*) con moderación, sin alias anidados"
HINT_DEPTH = "una carta no necesita tanta profundidad: revisa los corchetes y la sangría"
HINT_UTF8 = "guárdalo con codificación UTF-8"
HINT_REPEATED = "deja una sola: YAML se quedaría con la última en silencio y perderías la otra"
HINT_CONTROL = "bórralo: suele venir de copiar y pegar desde otro programa"
HINT_CYCLE = "quita el alias «*» que apunta a su propia ancla «&»"
ENGLISH = re.compile(r"\b(did|not|found|expected|while|document|stream|mapping|allowed|character|"
                     r"scanning|parsing|violates|context)\b")


def only(run) -> Diag:
    assert run.exit_code == 1, run
    assert len(run.diagnostics) == 1, run.diagnostics
    return run.diagnostics[0]


# --- NM001 yaml-sintaxis ---------------------------------------------------------------------


def test_nm001_unclosed_double_quote(card_set):
    card_set({"t/a.yaml": 'id: x\nnombre: "abc\n'})
    assert only(validate("cards")) == Diag(
        "NM001", "cards/t/a.yaml", 3, 1,
        "YAML no válido: el archivo acaba antes de cerrar unas comillas o una lista (dentro de un texto entre comillas)",
        HINT_SYNTAX)


def test_nm001_key_that_is_not_text(card_set):
    card_set({"t/a.yaml": "id: x\n? [a, b]\n: 1\n"})
    assert only(validate("cards")) == Diag(
        "NM001", "cards/t/a.yaml", 2, 3, "YAML no válido: una clave debe ser un texto",
        "escribe la clave como texto simple")


@pytest.mark.parametrize("content, line, column", [
    pytest.param("id: x\n  nombre: a\n", 2, 9, id="bad-indentation"),
    pytest.param("id: x\n\tnombre: a\n", 2, 1, id="tab"),
    pytest.param("id: x\nnombre: [a\n", 3, 1, id="unclosed-bracket"),
    pytest.param("id: a\n---\nid: b\n", 2, 1, id="two-documents"),
])
def test_nm001_place_and_hint(card_set, content, line, column):
    card_set({"t/a.yaml": content})
    d = only(validate("cards"))
    assert (d.code, d.file, d.line, d.column, d.hint, d.severity) == (
        "NM001", "cards/t/a.yaml", line, column, HINT_SYNTAX, "error")
    assert d.message.startswith("YAML no válido: ")


@pytest.mark.parametrize("content, line, column, message", [
    pytest.param("id: x\n  nombre: a\n", 2, 9, "no se permiten dos puntos aquí (¿falta sangría o sobra un «:»?)",
                 id="bad-indentation"),
    pytest.param("id: x\nnombre: [a\n", 3, 1,
                 "falta «,» o «]» en la lista entre corchetes (dentro de una lista entre corchetes)",
                 id="unclosed-bracket"),
    pytest.param("id: a\n---\nid: b\n", 2, 1,
                 "hay más de un documento («---»); un archivo tiene uno solo (se esperaba un único documento)",
                 id="two-documents"),
    pytest.param("id: x\nnombre: *ancla\n", 2, 9, "se usa un alias «*» que no tiene ancla «&»", id="undefined-alias"),
    pytest.param("cartas:\n  - id: a\n   nombre: b\n", 3, 4,
                 "se esperaba un elemento de lista «-» (revisa la sangría) (dentro de una lista)", id="list-indentation"),
    pytest.param("id: a\nb\nc: 2\n", 2, 1, "falta «:» tras la clave (leyendo una clave)", id="key-without-colon"),
])
def test_nm001_message_in_spanish(card_set, content, line, column, message):
    card_set({"t/a.yaml": content})
    assert only(validate("cards")) == Diag("NM001", "cards/t/a.yaml", line, column, "YAML no válido: " + message,
                                           HINT_SYNTAX)
    assert not ENGLISH.search(message), message


@pytest.mark.parametrize("content, line, column, message", [
    pytest.param("id: [\n", 2, 1, "falta un valor (¿una lista o un mapa sin cerrar al final?) (dentro de una lista o "
                 "mapa entre corchetes o llaves)", id="list-open-at-the-end"),
    pytest.param("id: x\nnombre: {a: [\n", 3, 1, "falta un valor (¿una lista o un mapa sin cerrar al final?) "
                 "(dentro de una lista o mapa entre corchetes o llaves)", id="map-and-list-open-at-the-end"),
    pytest.param('id: x\nnombre: "Ca\\q"\n', 2, 12, "hay una secuencia de escape «\\» desconocida entre comillas "
                 "dobles (dentro de un texto entre comillas)", id="unknown-escape"),
    pytest.param("id: x\n...\nnombre: b\n", 3, 1, "hay texto después del final del documento («...»)",
                 id="text-after-document-end"),
])
def test_nm001_message_in_spanish_more_libyaml_wordings(card_set, content, line, column, message):
    card_set({"t/a.yaml": content})
    assert only(validate("cards")) == Diag("NM001", "cards/t/a.yaml", line, column, "YAML no válido: " + message,
                                           HINT_SYNTAX)
    assert not ENGLISH.search(message), message


@pytest.mark.parametrize("content", [
    pytest.param("id: x\n\tnombre: a\n", id="tab"),
    pytest.param(PART + "habilidades:\n  - etiqueta: normal\n    texto: |\n\tCAR 1 | Roba una carta\n",
                 id="tab-in-a-block-text"),
    pytest.param(PART + "habilidades: - etiqueta: normal\n", id="list-item-after-a-key"),
    pytest.param("id: x\nnombre: * Robot\n", id="star-and-space"),
])
def test_nm001_message_is_spanish(card_set, content):
    card_set({"t/a.yaml": content})
    d = only(validate("cards"))
    assert (d.code, d.hint) == ("NM001", HINT_SYNTAX)
    assert d.message.startswith("YAML no válido: ")
    assert not ENGLISH.search(d.message), d.message


@pytest.mark.parametrize("content, line, column, char", [
    ("id: x\nnombre: @Robot\n", 2, 9, "@"),
    ("id: x\nnombre: `Robot\n", 2, 9, "`"),
    ("id: x\nnombre: %50\n", 2, 9, "%"),
    ("id: x\nnombre:\t@Robot\n", 2, 9, "@"),
    ("cartas:\n  - id: x\n    nombre: @Robot\n", 3, 13, "@"),
], ids=["at", "backtick", "percent", "after-a-tab", "in-a-card-list"])
def test_nm001_character_that_cannot_start_a_value_is_named(card_set, content, line, column, char):
    """Named, with the advice to quote the value, instead of «¿un tabulador?»."""
    card_set({"t/a.yaml": content})
    assert only(validate("cards")) == Diag(
        "NM001", "cards/t/a.yaml", line, column, f"YAML no válido: el carácter «{char}» no puede empezar un valor",
        f'pon el texto entre comillas: "{char}…"')


def test_nm001_tab_that_cannot_start_a_value(card_set):
    card_set({"t/a.yaml": "id: x\nnombre:\n\t- a\n"})
    assert only(validate("cards")) == Diag(
        "NM001", "cards/t/a.yaml", 3, 1, "YAML no válido: hay un tabulador; sangra con espacios (leyendo el siguiente "
        "elemento)", HINT_SYNTAX)


@pytest.mark.parametrize("bad, code_point", [(b"\x00", "0000"), (b"\x01", "0001"), (b"\x1b", "001B"), (b"\x7f", "007F"),
                                             ("\ufffe".encode(), "FFFE")],
                         ids=["nul", "soh", "esc", "del", "fffe"])
def test_control_character_is_a_diagnostic_not_a_crash(card_set, bad, code_point):
    card_set({"t/a.yaml": b"id: a\nnombre: X" + bad + b"\n"})
    assert only(validate("cards")) == Diag(
        "NM005", "cards/t/a.yaml", 2, 10, f"el archivo contiene un carácter de control no permitido (U+{code_point})",
        HINT_CONTROL)


def test_control_character_column_counts_characters(card_set):
    card_set({"t/a.yaml": "id: a\r\nnombre: Cañón\x1b\r\n".encode()})
    assert only(validate("cards")) == Diag(
        "NM005", "cards/t/a.yaml", 2, 14, "el archivo contiene un carácter de control no permitido (U+001B)",
        HINT_CONTROL)


@pytest.mark.parametrize("content", ["a: &a [*a]\n", "a: &a {b: *a}\n"], ids=["list", "map"])
def test_recursive_alias_is_a_diagnostic_not_a_crash(card_set, content):
    card_set({"t/a.yaml": content})
    assert only(validate("cards")) == Diag(
        "NM003", "cards/t/a.yaml", 1, 4, "un alias se contiene a sí mismo: el documento sería infinito", HINT_CYCLE)


# --- NM002 yaml-etiqueta ---------------------------------------------------------------------


def test_nm002_python_object_tag(card_set):
    card_set({"t/a.yaml": "id: x\nnombre: !!python/object:os.system a\n"})
    assert only(validate("cards")) == Diag(
        "NM002", "cards/t/a.yaml", 2, 9, "etiqueta YAML no permitida: tag:yaml.org,2002:python/object:os.system",
        HINT_TAG)


def test_nm002_python_tag_on_a_mapping(card_set):
    card_set({"t/a.yaml": SUPPORT + "x: !!python/object:foo {}\n"})
    assert only(validate("cards")) == Diag(
        "NM002", "cards/t/a.yaml", 5, 4, "etiqueta YAML no permitida: tag:yaml.org,2002:python/object:foo", HINT_TAG)


def test_nm002_local_tag(card_set):
    card_set({"t/a.yaml": "id: !carta x\n"})
    assert only(validate("cards")) == Diag("NM002", "cards/t/a.yaml", 1, 5, "etiqueta YAML no permitida: !carta",
                                           HINT_TAG)


def test_nm002_omap_in_a_deck(card_set):
    card_set({"t/a.yaml": PART, "decks/d.yaml": "nombre: D\nset: t\ncartas: !!omap\n  brazo-x: 40\n"})
    assert only(validate("cards")) == Diag(
        "NM002", "cards/decks/d.yaml", 3, 9, "etiqueta YAML no permitida: tag:yaml.org,2002:omap", HINT_TAG)


@pytest.mark.parametrize("tag", ["!!python/object/apply:os.system", "!!python/tuple", "!!set"])
def test_nm002_tag_on_a_sequence(card_set, tag):
    card_set({"t/a.yaml": SUPPORT + f"habilidades: {tag} []\n"})
    assert only(validate("cards")) == Diag(
        "NM002", "cards/t/a.yaml", 5, 14, "etiqueta YAML no permitida: tag:yaml.org,2002:" + tag[2:], HINT_TAG)


@pytest.mark.parametrize("value", ["2024-01-01", "2024-01-01 10:00:00", "="])
def test_implicit_timestamp_stays_text(card_set, value):
    """An unquoted date or «=» (YAML's timestamp and value types) is kept as the text that was written."""
    card_set({"t/a.yaml": SUPPORT + f"ambientacion: {value}\n"})
    run = validate("cards")
    assert (run.exit_code, run.diagnostics) == (0, [])
    assert load([Path("cards")]).project.card("t", "apoyo-x").flavour == value


# --- NM003 yaml-alias ------------------------------------------------------------------------

BILLION_LAUGHS = (
    'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n'
    + "".join(f"{k}: &{k} [{', '.join(['*' + p] * 9)}]\n" for p, k in zip("abcdefgh", "bcdefghi"))
)


def test_nm003_billion_laughs(card_set):
    card_set({"t/a.yaml": BILLION_LAUGHS})
    assert only(validate("cards")) == Diag(
        "NM003", "cards/t/a.yaml", 1, 4, "el documento crece a más de 200000 valores al expandir sus alias",
        HINT_ALIAS)


def test_a_few_aliases_are_fine(card_set):
    card_set({"t/a.yaml": "cartas:\n  - {id: a, nombre: &n Nombre, tipo: apoyo, rareza: &r pura}\n"
                          "  - {id: b, nombre: *n, tipo: apoyo, rareza: *r}\n"})
    run = validate("cards")
    assert (run.exit_code, run.diagnostics) == (0, [])


# --- NM004 yaml-anidamiento ------------------------------------------------------------------


def test_nm004_flow_nesting_deeper_than_64(card_set):
    card_set({"t/a.yaml": "a: " + "[" * 64 + "]" * 64 + "\n"})  # the root map + 64 lists = 65 levels
    assert only(validate("cards")) == Diag(
        "NM004", "cards/t/a.yaml", 1, 67, "el documento anida más de 64 niveles", HINT_DEPTH)


def test_nm004_block_nesting_deeper_than_64(card_set):
    card_set({"t/a.yaml": "".join("  " * i + f"k{i}:\n" for i in range(70))})
    assert only(validate("cards")) == Diag(
        "NM004", "cards/t/a.yaml", 65, 129, "el documento anida más de 64 niveles", HINT_DEPTH)


def test_nesting_of_exactly_64_is_accepted(card_set):
    card_set({"t/a.yaml": "a: " + "[" * 63 + "]" * 63 + "\n"})
    run = validate("cards")
    assert "NM004" not in {d.code for d in run.diagnostics}


# --- NM005 archivo-ilegible ------------------------------------------------------------------


def test_nm005_latin1_file(card_set):
    card_set({"t/a.yaml": b"id: x\nnombre: Ca\xf1on\n"})
    assert only(validate("cards")) == Diag("NM005", "cards/t/a.yaml", 2, 11, "el archivo no está en UTF-8", HINT_UTF8)


def test_nm005_utf16_file(card_set):
    card_set({"t/a.yaml": "id: x\n".encode("utf-16")})
    assert only(validate("cards")) == Diag("NM005", "cards/t/a.yaml", 1, 1, "el archivo no está en UTF-8", HINT_UTF8)


def test_utf8_bom_is_accepted(card_set):
    card_set({"t/a.yaml": "\ufeff".encode() + SUPPORT.encode()})
    run = validate("cards")
    assert (run.exit_code, run.diagnostics) == (0, [])


def test_nm005_column_counts_characters(card_set):
    card_set({"t/a.yaml": "nombre: Cañón ".encode() + b"\xff\n"})
    assert only(validate("cards")) == Diag("NM005", "cards/t/a.yaml", 1, 15, "el archivo no está en UTF-8", HINT_UTF8)


def test_nm005_unreadable_file(card_set, monkeypatch):
    root = card_set({"t/a.yaml": SUPPORT, "t/b.yaml": SUPPORT.replace("apoyo-x", "apoyo-y")})
    locked = (root / "cards/t/a.yaml").resolve()
    open_file = os.open

    def refuse(path, *args, **kwargs):
        if Path(path).resolve() == locked:
            raise PermissionError(13, "Permission denied", str(path))
        return open_file(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", refuse)  # the tests run as root, for whom no file is locked
    assert only(validate("cards")) == Diag(
        "NM005", "cards/t/a.yaml", 1, 1, "no se puede leer el archivo: no hay permiso",
        "comprueba que existe y que tienes permiso de lectura")


# --- NM006 clave-repetida --------------------------------------------------------------------


def test_nm006_repeated_key(card_set):
    card_set({"t/a.yaml": PART + "pg: 4\n"})
    assert only(validate("cards")) == Diag(
        "NM006", "cards/t/a.yaml", 11, 1, "la clave «pg» está repetida (ya aparece en la línea 5)", HINT_REPEATED)


def test_nm006_card_twice_in_a_deck(card_set):
    card_set({"t/a.yaml": PART, "decks/d.yaml": "nombre: D\nset: t\ncartas:\n  brazo-x: 20\n  brazo-x: 20\n"})
    assert only(validate("cards")) == Diag(
        "NM006", "cards/decks/d.yaml", 5, 3, "la clave «brazo-x» está repetida (ya aparece en la línea 4)",
        HINT_REPEATED)


def test_nm006_repeated_key_in_flow_mapping(card_set):
    card_set({"t/a.yaml": "cartas:\n  - {id: a, nombre: A, tipo: apoyo, rareza: pura, id: b}\n"})
    assert only(validate("cards")) == Diag(
        "NM006", "cards/t/a.yaml", 2, 51, "la clave «id» está repetida (ya aparece en la línea 2)", HINT_REPEATED)
