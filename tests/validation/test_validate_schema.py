"""NM010: card, set and deck files checked against ``schemas/*.schema.json``, in Spanish.

The ruleset's own schema errors are in ``test_validate_project.py``.
"""
from __future__ import annotations

import pytest

from .helpers import PART, SUPPORT, Diag, validate

ALL_CARD_KEYS = "id, nombre, tipo, zona, pg, car, fue, def, vel, rareza, habilidades, ambientacion, arte_posicion, arte"
HINT_TYPE = "revisa el valor de esa clave"
HINT_ID = "usa solo minúsculas sin acentos, dígitos y guiones, p. ej. «brazo-martillo»"
HINT_DECK_ID = "los ids usan solo minúsculas sin acentos, dígitos y guiones (o «set/id» para decir de qué set)"
HINT_EMPTY_FILE = "escribe su contenido (mira cards/ para ver ejemplos)"
HINT_NOT_A_MAP = "escribe «clave: valor» en cada línea (mira cards/ para ver ejemplos)"
HINT_SUPPORT_KEY = ("quita esa clave; claves admitidas en una Carta de Apoyo: id, nombre, tipo, rareza, habilidades, "
                    "ambientacion, arte_posicion, arte")
NOT_A_CARD = "el archivo debe ser una carta (un mapa con id, nombre, tipo…) o «cartas:» con una lista"


def errors_of(files: dict, card_set, *paths: str) -> list[Diag]:
    card_set(files)
    run = validate(*(paths or ("cards",)))
    assert run.exit_code == 1, run
    return run.diagnostics


def card_errors(card_set, card: str) -> list[Diag]:
    return errors_of({"t/a.yaml": card}, card_set)


def at(line: int, column: int, message: str, hint: str, file: str = "cards/t/a.yaml") -> Diag:
    return Diag("NM010", file, line, column, message, hint)


# --- missing keys ----------------------------------------------------------------------------


def test_missing_key(card_set):
    assert card_errors(card_set, PART.replace("rareza: chatarra\n", "")) == [
        at(1, 1, "falta la clave obligatoria «rareza» en la carta", "añade «rareza: …»")]


def test_missing_keys_are_all_reported(card_set):
    assert card_errors(card_set, "id: a\n") == [
        at(1, 1, f"falta la clave obligatoria «{key}» en la carta", f"añade «{key}: …»")
        for key in ("nombre", "tipo", "rareza")]


def test_parte_without_zona(card_set):
    assert card_errors(card_set, PART.replace("zona: brazo_derecho\n", "")) == [
        at(1, 1, "falta la clave obligatoria «zona» en la carta", "añade «zona: …»")]


def test_missing_key_in_second_card_of_a_list(card_set):
    cards = ("cartas:\n"
             "  - id: a\n    nombre: A\n    tipo: apoyo\n    rareza: pura\n"
             "  - id: b\n    tipo: apoyo\n    rareza: pura\n")
    assert card_errors(card_set, cards) == [
        at(6, 5, "falta la clave obligatoria «nombre» en la carta 2 de «cartas»", "añade «nombre: …»")]


def test_ability_without_texto(card_set):
    assert card_errors(card_set, PART + "habilidades:\n  - etiqueta: pasiva\n") == [
        at(12, 5, "falta la clave obligatoria «texto» en «habilidades»", "añade «texto: …»")]


# --- unknown keys ----------------------------------------------------------------------------


@pytest.mark.parametrize("typo, meant", [("ramreza", "rareza"), ("ambientasion", "ambientacion"),
                                         ("habilidad", "habilidades"), ("nombe", "nombre")])
def test_unknown_key_with_did_you_mean(card_set, typo, meant):
    assert card_errors(card_set, PART + f"{typo}: x\n") == [
        at(11, 1, f"clave desconocida «{typo}» en la carta", f"¿quisiste decir «{meant}»?")]


def test_unknown_key_without_a_close_match_lists_the_keys(card_set):
    assert card_errors(card_set, PART + "5: x\n") == [
        at(11, 1, "clave desconocida «5» en la carta", "claves admitidas: " + ALL_CARD_KEYS)]


def test_unknown_key_in_an_ability(card_set):
    assert card_errors(card_set, PART + "habilidades:\n  - etiqueta: pasiva\n    texto: Tu Unidad gana +1 DEF\n"
                                        "    coste: 1\n") == [
        at(14, 5, "clave desconocida «coste» en «habilidades»", "claves admitidas: etiqueta, texto, prototipo")]


def test_every_unknown_key_is_reported(card_set):
    assert card_errors(card_set, PART + "ramreza: x\nambientasion: y\n") == [
        at(11, 1, "clave desconocida «ramreza» en la carta", "¿quisiste decir «rareza»?"),
        at(12, 1, "clave desconocida «ambientasion» en la carta", "¿quisiste decir «ambientacion»?")]


def test_unknown_top_level_key_of_a_card_list(card_set):
    assert card_errors(card_set, "cartas:\n  - id: a\n    nombre: A\n    tipo: apoyo\n    rareza: pura\n"
                                 "otra: 1\n") == [
        at(6, 1, "clave desconocida «otra» en el archivo de cartas", "claves admitidas: cartas")]


def test_unknown_key_in_a_card_of_a_list(card_set):
    assert card_errors(card_set, "cartas:\n  - id: a\n    nombre: A\n    tipo: apoyo\n    rareza: pura\n"
                                 "    ramreza: x\n") == [
        at(6, 5, "clave desconocida «ramreza» en la carta 1 de «cartas»", "¿quisiste decir «rareza»?")]


# --- enums -----------------------------------------------------------------------------------


@pytest.mark.parametrize("old, new, line, column, key, meant", [
    ("rareza: chatarra", "rareza: chatara", 10, 9, "rareza", "chatarra"),
    ("zona: brazo_derecho", "zona: brazo_derech", 4, 7, "zona", "brazo_derecho"),
    ("tipo: parte", "tipo: partes", 3, 7, "tipo", "parte"),
])
def test_bad_enum_with_did_you_mean(card_set, old, new, line, column, key, meant):
    value = new.split(": ")[1]
    assert card_errors(card_set, PART.replace(old, new)) == [
        at(line, column, f"«{value}» no es un valor válido de «{key}»", f"¿quisiste decir «{meant}»?")]


def test_bad_enum_without_close_match_lists_the_values(card_set):
    assert card_errors(card_set, PART.replace("rareza: chatarra", "rareza: mitica")) == [
        at(10, 9, "«mitica» no es un valor válido de «rareza»",
           "valores admitidos: chatarra, vendible, pura, legendaria")]


def test_empty_enum_value(card_set):
    assert card_errors(card_set, PART.replace("tipo: parte", "tipo:")) == [
        at(3, 6, "vacío no es un valor válido de «tipo»", "valores admitidos: parte, apoyo")]


def test_bad_ability_tag(card_set):
    assert card_errors(card_set, PART + "habilidades:\n  - etiqueta: pasivo\n    texto: Tu Unidad gana +1 DEF\n") == [
        at(12, 15, "«pasivo» no es un valor válido de «etiqueta»", "¿quisiste decir «pasiva»?")]


# --- types -----------------------------------------------------------------------------------


@pytest.mark.parametrize("value, shown", [("tres", "«tres»"), ("3.5", "3.5"), ("true", "true"), ("[3]", "una lista"),
                                          ("{a: 3}", "un mapa"), ("", "vacío")])
def test_wrong_type_of_a_stat(card_set, value, shown):
    assert card_errors(card_set, PART.replace("pg: 3", f"pg: {value}")) == [
        at(5, 5 if value else 4, f"«pg» debe ser un número entero, no {shown}", HINT_TYPE)]


def test_wrong_type_of_a_text(card_set):
    assert card_errors(card_set, PART.replace("nombre: Brazo X", "nombre: [Brazo, X]")) == [
        at(2, 9, "«nombre» debe ser un texto, no una lista", HINT_TYPE)]


def test_ability_text_that_is_a_number(card_set):
    assert card_errors(card_set, PART + "habilidades:\n  - etiqueta: pasiva\n    texto: 5\n") == [
        at(13, 12, "«texto» debe ser un texto, no 5", HINT_TYPE)]


def test_habilidades_that_is_not_a_list(card_set):
    assert card_errors(card_set, PART + "habilidades: Tu Unidad gana +1 DEF\n") == [
        at(11, 14, "«habilidades» debe ser una lista, no «Tu Unidad gana +1 DEF»", HINT_TYPE)]


# --- patterns, empty values ------------------------------------------------------------------


@pytest.mark.parametrize("card_id", ["Brazo_X", "brazo x", "brazo--x", "-brazo", "brazo-", "cañón"])
def test_bad_id_pattern(card_set, card_id):
    assert card_errors(card_set, PART.replace("id: brazo-x", f"id: '{card_id}'")) == [
        at(1, 5, f"«{card_id}» no es un identificador válido para «id»", HINT_ID)]


def test_empty_name(card_set):
    assert card_errors(card_set, PART.replace("nombre: Brazo X", "nombre: ''")) == [
        at(2, 9, "«nombre» no puede estar vacío", "escribe un valor")]


def test_empty_ability_text(card_set):
    assert card_errors(card_set, PART + "habilidades:\n  - etiqueta: pasiva\n    texto: ''\n") == [
        at(13, 12, "«texto» no puede estar vacío", "escribe un valor")]


def test_empty_card_list(card_set):
    assert card_errors(card_set, "cartas: []\n") == [at(1, 9, "«cartas» no puede estar vacío", "escribe un valor")]


# --- Cartas de Apoyo -------------------------------------------------------------------------


def test_support_card_with_pg_and_zona(card_set):
    assert card_errors(card_set, SUPPORT + "pg: 3\nzona: torso\n") == [
        at(5, 1, "«pg» no se permite en una Carta de Apoyo", HINT_SUPPORT_KEY),
        at(6, 1, "«zona» no se permite en una Carta de Apoyo", HINT_SUPPORT_KEY)]


@pytest.mark.parametrize("key", ["zona", "pg", "car", "fue", "def", "vel"])
def test_support_card_with_each_forbidden_key(card_set, key):
    value = "torso" if key == "zona" else "1"
    assert card_errors(card_set, SUPPORT + f"{key}: {value}\n") == [
        at(5, 1, f"«{key}» no se permite en una Carta de Apoyo", HINT_SUPPORT_KEY)]


# --- files that are not a card ---------------------------------------------------------------


@pytest.mark.parametrize("content", ["- a\n- b\n", "", "hola\n", "# solo un comentario\n"],
                         ids=["list", "empty", "scalar", "comment"])
def test_file_that_is_not_a_card(card_set, content):
    assert card_errors(card_set, content) == [at(1, 1, NOT_A_CARD, "mira cards/base para ver ejemplos")]


# --- several cards in a file -----------------------------------------------------------------


def test_errors_of_several_cards_in_one_file_are_all_reported(card_set):
    cards = ("cartas:\n"
             "  - id: x\n    nombre: X\n    tipo: apoyo\n    rareza: pur\n"
             "  - id: y\n    nombre: Y\n    tipo: apoyo\n    rareza: pura\n    pg: 3\n"
             "  - id: z\n    nombre: Z\n    tipo: apoyo\n    rareza: pura\n")
    assert card_errors(card_set, cards) == [
        at(5, 13, "«pur» no es un valor válido de «rareza»", "¿quisiste decir «pura»?"),
        at(10, 5, "«pg» no se permite en una Carta de Apoyo", HINT_SUPPORT_KEY)]


def test_aliased_invalid_cards_do_not_crash(card_set):
    """Both entries are the anchored map of line 1: their errors are placed there, once per card."""
    assert card_errors(card_set, "base: &b {tipo: apoyo, rareza: pura}\ncartas:\n  - *b\n  - *b\n") == [
        at(1, 1, "clave desconocida «base» en el archivo de cartas", "claves admitidas: cartas"),
        at(1, 7, "falta la clave obligatoria «id» en la carta 1 de «cartas»", "añade «id: …»"),
        at(1, 7, "falta la clave obligatoria «nombre» en la carta 1 de «cartas»", "añade «nombre: …»"),
        at(1, 7, "falta la clave obligatoria «id» en la carta 2 de «cartas»", "añade «id: …»"),
        at(1, 7, "falta la clave obligatoria «nombre» en la carta 2 de «cartas»", "añade «nombre: …»")]


def test_errors_of_an_aliased_entry_go_to_that_entry(card_set):
    card_set({"t/a.yaml": "base: &b {tipo: apoyo, rareza: pura}\n"
                          "cartas:\n  - {id: a, nombre: A, tipo: apoyo, rareza: pura}\n  - *b\n"})
    run = validate("cards")
    assert [(d.line, d.column, d.message) for d in run.diagnostics] == [
        (1, 1, "clave desconocida «base» en el archivo de cartas"),
        (1, 7, "falta la clave obligatoria «id» en la carta 2 de «cartas»"),
        (1, 7, "falta la clave obligatoria «nombre» en la carta 2 de «cartas»")]


def test_schema_and_grammar_errors_of_one_card_are_both_reported(card_set):
    assert card_errors(card_set, PART.replace("pg: 3", "pg: x")
                       + "habilidades:\n  - etiqueta: normal\n    texto: CAR 1 | roba una karta\n") == [
        at(5, 5, "«pg» debe ser un número entero, no «x»", HINT_TYPE),
        Diag("NM020", "cards/t/a.yaml", 13, 29, "no se esperaba «karta»; se esperaba «carta» o «cartas»",
             "¿quisiste decir: «CAR 1 | Roba una carta»?")]


# --- set.yaml --------------------------------------------------------------------------------


def test_set_yaml_missing_key_and_bad_codigo(card_set):
    diagnostics = errors_of({"t/a.yaml": PART}, lambda files: card_set(files, set_yaml="codigo: Set T\nnombre: x\n"))
    assert diagnostics == [
        at(1, 1, "falta la clave obligatoria «version» en la definición del set", "añade «version: …»",
           "cards/t/set.yaml"),
        at(1, 9, "«Set T» no es un identificador válido para «codigo»", HINT_ID, "cards/t/set.yaml")]


def test_set_yaml_with_a_cartas_key(card_set):
    diagnostics = errors_of({"t/a.yaml": PART}, lambda files: card_set(
        files, set_yaml="codigo: t\nnombre: T\nversion: 1\ncartas: []\n"))
    assert diagnostics == [
        at(4, 1, "clave desconocida «cartas» en la definición del set",
           "claves admitidas: codigo, nombre, version, descripcion, dorso", "cards/t/set.yaml")]


def test_set_yaml_unknown_key(card_set):
    diagnostics = errors_of({"t/a.yaml": PART}, lambda files: card_set(
        files, set_yaml="codigo: t\nnombre: T\nversion: 1\ndorsso: dorso.png\n"))
    assert diagnostics == [
        at(4, 1, "clave desconocida «dorsso» en la definición del set", "¿quisiste decir «dorso»?", "cards/t/set.yaml")]


# --- decks -----------------------------------------------------------------------------------

DECK_HEAD = "nombre: D\nset: t\n"


def deck_errors(card_set, deck: str) -> list[Diag]:
    return errors_of({"t/a.yaml": PART, "t/b.yaml": SUPPORT, "decks/d.yaml": deck}, card_set)


def test_deck_missing_key(card_set):
    assert deck_errors(card_set, "nombre: D\n") == [
        at(1, 1, "falta la clave obligatoria «cartas» en el mazo", "añade «cartas: …»", "cards/decks/d.yaml")]


def test_deck_with_set_and_sets(card_set):
    assert deck_errors(card_set, "nombre: D\nset: t\nsets: [t]\ncartas:\n  brazo-x: 40\n") == [
        at(3, 1, "el mazo tiene «set» y «sets»", "deja solo «sets» con la lista de sets", "cards/decks/d.yaml")]


def test_deck_sets_that_is_not_a_list(card_set):
    assert deck_errors(card_set, "nombre: D\nsets: t\ncartas:\n  brazo-x: 40\n") == [
        at(2, 7, "«sets» debe ser una lista, no «t»", HINT_TYPE, "cards/decks/d.yaml")]


def test_deck_personaje_in_a_game_without_characters(card_set):
    assert deck_errors(card_set, "nombre: D\npersonaje: alicia\ncartas:\n  brazo-x: 40\n") == [
        at(2, 1, "clave desconocida «personaje» en el mazo", "claves admitidas: nombre, set, sets, descripcion, cartas",
           "cards/decks/d.yaml")]


def test_deck_unknown_key(card_set):
    assert deck_errors(card_set, DECK_HEAD + "descripsion: x\ncartas:\n  brazo-x: 40\n") == [
        at(3, 1, "clave desconocida «descripsion» en el mazo", "¿quisiste decir «descripcion»?", "cards/decks/d.yaml")]


def test_deck_copies_not_a_number(card_set):
    assert deck_errors(card_set, DECK_HEAD + "cartas:\n  brazo-x: muchas\n") == [
        at(4, 12, "«brazo-x» debe ser un número entero, no «muchas»", HINT_TYPE, "cards/decks/d.yaml")]


def test_deck_zero_copies(card_set):
    assert deck_errors(card_set, DECK_HEAD + "cartas:\n  apoyo-x: 0\n  brazo-x: 40\n") == [
        at(4, 12, "«apoyo-x» debe ser al menos 1, no 0", "sube el valor", "cards/decks/d.yaml")]


def test_deck_cards_as_a_list(card_set):
    assert deck_errors(card_set, DECK_HEAD + "cartas:\n  - brazo-x\n") == [
        at(4, 3, "«cartas» debe ser un mapa de claves, no una lista", HINT_TYPE, "cards/decks/d.yaml")]


def test_deck_without_cards(card_set):
    assert deck_errors(card_set, DECK_HEAD + "cartas: {}\n") == [
        at(3, 9, "«cartas» no puede estar vacío", "escribe un valor", "cards/decks/d.yaml")]


def test_deck_unknown_key_without_cartas(card_set):
    assert deck_errors(card_set, DECK_HEAD + "descripsion: x\n") == [
        at(1, 1, "falta la clave obligatoria «cartas» en el mazo", "añade «cartas: …»", "cards/decks/d.yaml"),
        at(3, 1, "clave desconocida «descripsion» en el mazo", "¿quisiste decir «descripcion»?", "cards/decks/d.yaml")]


def test_deck_bad_card_id(card_set):
    assert deck_errors(card_set, DECK_HEAD + "cartas:\n  Brazo: 1\n  brazo-x: 40\n") == [
        at(4, 3, "«Brazo» no es un id válido en «cartas»", HINT_DECK_ID, "cards/decks/d.yaml")]


def test_deck_bad_card_id_is_placed_on_its_line(card_set):
    assert deck_errors(card_set, DECK_HEAD + "cartas:\n  brazo-x: 40\n  Brazo: 1\n  Otro: 2\n") == [
        at(5, 3, "«Brazo» no es un id válido en «cartas»", HINT_DECK_ID, "cards/decks/d.yaml"),
        at(6, 3, "«Otro» no es un id válido en «cartas»", HINT_DECK_ID, "cards/decks/d.yaml")]


# --- files that are empty or not a map of keys -----------------------------------------------


@pytest.mark.parametrize("content", ["", "# solo un comentario\n"], ids=["empty", "comment"])
@pytest.mark.parametrize("name, what", [("decks/d.yaml", "el mazo"), ("t/set.yaml", "la definición del set"),
                                        ("ruleset.yaml", "el reglamento")])
def test_empty_file_message(card_set, content, name, what):
    files = {"t/a.yaml": PART, name: content}
    assert errors_of(files, card_set) == [
        at(1, 1, f"el archivo está vacío; se esperaba {what}", HINT_EMPTY_FILE, f"cards/{name}")]


@pytest.mark.parametrize("content", ["- brazo-x\n", "hola\n"], ids=["list", "text"])
def test_deck_that_is_not_a_map(card_set, content):
    assert deck_errors(card_set, content) == [
        at(1, 1, "el archivo debe ser un mapa de claves con el mazo", HINT_NOT_A_MAP, "cards/decks/d.yaml")]
