"""Cards of any game checked against their pack: each field kind of tests/packs/prueba (a made-up
game: heroes on a landscape sheet, actions, enemies), each message pinned with its place.

Cards are written under ``cards/t/`` beside a copy of the test pack's ``ruleset.yaml``; a
``Diag`` says code, file, line, column, message and hint as ``nismatch validate`` prints them.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from validation.helpers import PRUEBA_BACK, PRUEBA_TEXT, SET_T, Diag, validate, write_tree

F = "cards/t/a.yaml"
HINT_TYPE = "revisa el valor de esa clave"
REPO = Path(__file__).resolve().parents[2]

# line 1 id, 2 nombre, 3 tipo, then the fields
HERO = "id: h\nnombre: H\ntipo: heroe\nvida: 10\nalcance: 1-2\n"
ACTION = "id: a\nnombre: A\ntipo: accion\nclase: ataque\nvalor: 3\npersonaje: Alicia\n"
ENEMY = "id: e\nnombre: E\ntipo: enemigo\npoder: 3\ncolor: rojo\n"


@pytest.fixture
def card(tmp_path, monkeypatch):
    """``card(text)``: the diagnostics of one card file of the test pack."""
    monkeypatch.chdir(tmp_path)

    def check_with(pack: str, text: str) -> list[Diag]:
        write_tree(tmp_path, {"cards/ruleset.yaml": pack, "cards/dorso-heroe.png": PRUEBA_BACK, "cards/t/set.yaml": SET_T,
                              F: text})
        run = validate("cards")
        assert run.exit_code == (1 if any(d.severity == "error" for d in run.diagnostics) else 0)
        return run.diagnostics

    def check(text: str) -> list[Diag]:
        return check_with(PRUEBA_TEXT, text)

    check.with_pack = check_with
    return check


def at(line: int, column: int, message: str, hint: str, code: str = "NM010", severity: str = "error") -> Diag:
    return Diag(code, F, line, column, message, hint, severity)


def test_valid_cards_of_every_type(card):
    assert card(HERO) == []
    assert card(ACTION + "coste: [rojo, generico]\nfuerza: {base: 2, extra: 1}\ncita: «Hola» — Yo\n") == []
    assert card(ENEMY) == []


# --- entero ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("value, message, hint", [
    (0, "Vida 0 está fuera del rango del reglamento (1 a 30)", "usa un valor entre 1 y 30"),
    (31, "Vida 31 está fuera del rango del reglamento (1 a 30)", "usa un valor entre 1 y 30"),
])
def test_integer_out_of_range(card, value, message, hint):
    assert card(HERO.replace("vida: 10", f"vida: {value}")) == [at(4, 7, message, hint, "NM034")]


@pytest.mark.parametrize("value, shown", [("diez", "«diez»"), ("3.5", "3.5"), ("true", "true"), ("", "vacío")])
def test_integer_of_the_wrong_type(card, value, shown):
    assert card(HERO.replace("vida: 10", f"vida: {value}")) == [
        at(4, 7 if value else 6, f"«vida» debe ser un número entero, no {shown}", HINT_TYPE)]


def test_integer_written_with_a_point_zero_is_a_whole_number(card):
    assert card(HERO.replace("vida: 10", "vida: 10.0")) == []


# --- rango -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("value", ["1", "3", "1-3", "2-2", "'2'"])
def test_ranges_within_bounds(card, value):
    assert card(HERO.replace("alcance: 1-2", f"alcance: {value}")) == []


@pytest.mark.parametrize("value, message, hint, code", [
    ("2-5", "Alcance 2-5 está fuera del rango del reglamento (1 a 3)", "usa un valor entre 1 y 3", "NM034"),
    ("0", "Alcance 0 está fuera del rango del reglamento (1 a 3)", "usa un valor entre 1 y 3", "NM034"),
    ("3-1", "el rango «3-1» va de mayor a menor", "escribe «1-3»", "NM010"),
    ("lejos", "«alcance» debe ser un número o un rango como «1-3», no «lejos»", HINT_TYPE, "NM010"),
    ("01-2", "«alcance» debe ser un número o un rango como «1-3», no «01-2»", HINT_TYPE, "NM010"),
])
def test_bad_ranges(card, value, message, hint, code):
    assert card(HERO.replace("alcance: 1-2", f"alcance: {value}")) == [at(5, 10, message, hint, code)]


# --- booleano, lista, grupo ----------------------------------------------------------------------------


def test_boolean(card):
    assert card(HERO + "a_distancia: si\n") == [
        at(6, 14, "«a_distancia» debe ser verdadero o falso (true o false), no «si»", HINT_TYPE)]


def test_list_too_long(card):
    assert card(ACTION + "coste: [rojo, rojo, azul, blanco]\n") == [
        at(7, 8, "«coste» tiene 4 elementos; admite como mucho 3", "quita elementos")]


def test_list_of_enums_with_a_bad_value(card):
    assert card(ACTION + "coste: [rojo, verde]\n") == [
        at(7, 15, "«verde» no es un valor válido de «coste»", "valores admitidos: blanco, rojo, azul, generico")]


def test_list_that_is_not_a_list(card):
    assert card(ACTION + "coste: rojo\n") == [at(7, 8, "«coste» debe ser una lista, no «rojo»", HINT_TYPE)]


def test_group_missing_a_required_field_and_with_an_unknown_one(card):
    assert card(ACTION + "fuerza:\n  extra: 2\n  otra: 1\n") == [
        at(7, 1, "falta la clave obligatoria «base» en «fuerza»", "añade «base: …»"),
        at(9, 3, "clave desconocida «otra» en «fuerza»", "¿quisiste decir «extra»?")]


def test_group_value_out_of_range(card):
    assert card(ACTION + "fuerza: {base: 6}\n") == [
        at(7, 16, "Base 6 está fuera del rango del reglamento (0 a 5)", "usa un valor entre 0 y 5", "NM034")]


def test_list_of_groups(card):
    assert card(HERO + "acolitos:\n  - {nombre: X, vida: 10}\n  - {vida: 2}\n") == [
        at(7, 23, "Vida 10 está fuera del rango del reglamento (1 a 9)", "usa un valor entre 1 y 9", "NM034"),
        at(8, 5, "falta la clave obligatoria «nombre» en «acolitos»", "añade «nombre: …»")]


# --- enum, admite ----------------------------------------------------------------------------------------


def test_enum_value_the_type_does_not_admit(card):
    assert card(ENEMY.replace("color: rojo", "color: blanco")) == [
        at(5, 8, "el color «blanco» no se admite en un Enemigo", "valores admitidos: rojo, azul", "NM032")]


def test_enum_value_with_a_close_match(card):
    assert card(ACTION.replace("clase: ataque", "clase: atake")) == [
        at(4, 8, "«atake» no es un valor válido de «clase»", "¿quisiste decir «ataque»?")]


# --- obligatorio_si, prohibido_si, keys of another type ----------------------------------------------------


def test_required_when_another_field_has_a_value(card):
    assert card(ACTION.replace("valor: 3\n", "")) == [
        at(1, 1, "falta la clave «valor» en la carta: es obligatoria cuando «clase» es «ataque» o «defensa»",
           "añade «valor: …»")]


def test_forbidden_when_another_field_has_a_value(card):
    assert card(ACTION.replace("clase: ataque", "clase: plan")) == [
        at(5, 1, "«valor» no se permite en una Carta de Acción cuando «clase» es «plan»", "quita esa clave")]


def test_field_of_another_type(card):
    assert card(ENEMY + "vida: 3\n") == [
        at(6, 1, "«vida» no se permite en un Enemigo",
           "quita esa clave; claves admitidas en un Enemigo: id, nombre, tipo, poder, color, arte")]


def test_unknown_type_reports_only_what_every_type_would(card):
    assert card("id: x\nnombre: X\ntipo: heroina\nvida: 3\ncosa: 1\n") == [
        at(3, 7, "«heroina» no es un valor válido de «tipo»", "¿quisiste decir «heroe»?"),
        at(5, 1, "clave desconocida «cosa» en la carta", "¿quisiste decir «coste»?")]


# --- texts: length, icons, vocabulary, pattern -------------------------------------------------------------


def test_text_too_long(card):
    assert card(ACTION + f"efecto: {'x' * 121}\n") == [
        at(7, 9, "«efecto» tiene 121 caracteres; admite como mucho 120", "acórtalo")]


def test_unknown_icon_without_a_close_one_lists_the_icons(card):
    assert card(ACTION + "efecto: Gana {oro}.\n") == [
        at(7, 14, "el icono «{oro}» no existe en el paquete", "iconos del paquete: {ataque}, {escudo}", "NM022")]


def test_an_icon_with_a_number_is_that_many_icons(card):
    """«{2 escudo}»: two shields (an amount of a coloured circle, a row of tokens), the number from 1 to 20."""
    assert card(ACTION + "efecto: Gana {2 escudo} y {ataque}.\n") == []
    assert card(ACTION + "efecto: Gana {2 oro}.\n") == [
        at(7, 17, "el icono «{oro}» no existe en el paquete", "iconos del paquete: {ataque}, {escudo}", "NM022")]
    assert card(ACTION + "efecto: Gana {30 escudo}.\n") == [
        at(7, 15, "«{30 escudo}» repetiría el icono 30 veces; se repite de 1 a 20",
           "escribe un número del 1 al 20: «{2 escudo}»", "NM022")]


def test_icon_names_are_not_vocabulary_words_and_a_lone_brace_is_text(card):
    assert card(ACTION + "efecto: \"{ataque} Impulso: +1 { sin cerrar\"\n") == []


@pytest.mark.parametrize("word, meant, column", [("Heroe", "Héroe", 12), ("Defnsa", "Defensa", 12),
                                                 ("ACOLITO", "Acólito", 12)])
def test_words_close_to_a_term_are_warned_about(card, word, meant, column):
    assert card(ACTION + f"efecto: Tu {word} gana.\n") == [
        at(7, column, f"«{word}» no es un término del juego", f"¿quisiste decir «{meant}»?", "NM021", "warning")]


@pytest.mark.parametrize("text", ["Tu héroe ataca.", "Tus Acólitos y tus ataques.", "Defensas del rival."])
def test_terms_in_any_case_plurals_and_ordinary_words_are_fine(card, text):
    assert card(ACTION + f"efecto: {text}\n") == []


def test_text_that_does_not_follow_its_pattern(card):
    assert card(ACTION + "cita: \"Hola — Yo\"\n") == [
        at(7, 8, "una cita se escribe «texto» — autor", "formato (expresión regular): ^«.+» — .+$", "NM023")]


def test_validating_another_game_never_imports_nismatchs_code(tmp_path):
    write_tree(tmp_path, {"cards/ruleset.yaml": PRUEBA_TEXT, "cards/t/set.yaml": SET_T, F: HERO})
    code = ("import sys; from click.testing import CliRunner; from nismatch_cards.cli import main; "
            "r = CliRunner().invoke(main, ['validate', 'cards']); print(r.exit_code, "
            "sorted(m for m in sys.modules if m.startswith('nismatch_cards.games.nismatch')))")
    result = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True,
                            encoding="utf-8", timeout=120, env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"})
    assert result.stdout == "0 []\n", result.stderr


def test_a_broken_pack_of_a_game_not_bundled_checks_no_card(card):
    """Its cards cannot be checked against a pack with errors: only the pack's problems are reported."""
    broken = PRUEBA_TEXT.replace("    tamano: hoja\n", "    tamano: hojas\n")
    assert broken != PRUEBA_TEXT
    line = broken.splitlines().index("    tamano: hojas") + 1
    assert card.with_pack(broken, HERO + "vida: 99\n") == [
        Diag("NM011", "cards/ruleset.yaml", line, 13, "el tamaño «hojas» no existe en el paquete",
             "el paquete declara: carta, hoja")]
