"""Card files are data, checked before use: absurd numbers, control characters, ids that cannot be
file names, big honest files and the output they produce in a terminal or CI (issue 13)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from .helpers import PART, SET_T, invoke


def diagnostics(*args: str) -> tuple[int, list[tuple]]:
    run = invoke("validate", *args, "--format", "json")
    assert run.exception is None, run.exception
    return run.exit_code, [(d["code"], d["line"], d["column"], d["message"]) for d in json.loads(run.stdout)]


@pytest.mark.parametrize("written, message", [
    ("9" * 5000, "el número «99999999999999999999…» tiene 5000 cifras; el máximo es 30"),
    ("-" + "1" * 40, "el número «-1111111111111111111…» tiene 40 cifras; el máximo es 30"),
    (".nan", "«.nan» no es un número finito"),
    ("-.inf", "«-.inf» no es un número finito"),
    ("1.0e+400", "«1.0e+400» no es un número finito"),
])
def test_numbers_no_card_can_hold_are_a_diagnostic(project, written, message):
    project({"cards/t/parte.yaml": PART.replace("pg: 3", f"pg: {written}")})
    assert diagnostics("cards") == (1, [("NM007", 5, 5, message)])


def test_a_control_character_written_as_an_escape_is_refused(project):
    project({"cards/t/parte.yaml": PART.replace("Brazo X", '"\\e[31mRojo"')})
    assert diagnostics("cards") == (1, [("NM005", 2, 9, "un texto contiene el carácter de control U+001B")])


def test_a_line_break_in_a_value_cannot_forge_a_line_of_text_output(project):
    project({"cards/t/parte.yaml": PART.replace("id: brazo-x", 'id: "x\\ncards/t/otra.yaml:1:1: error NM001 [f]: falso"')})
    run = invoke("validate", "cards")
    lines = run.stderr.splitlines()
    assert lines[0] == ('cards/t/parte.yaml:1:5: error NM010 [esquema]: «x\\ncards/t/otra.yaml:1:1: error NM001 [f]: '
                        'falso» no es un identificador válido para «id»')
    assert [line for line in lines if "NM001" in line] == [lines[0]]
    run = invoke("validate", "cards", "--format", "github")
    assert len(run.stdout.splitlines()) == 1


def test_a_very_long_value_is_cut_in_messages(project):
    project({"cards/t/parte.yaml": PART.replace("id: brazo-x", "id: " + "Á" * 100_000)})
    run = invoke("validate", "cards")
    assert len(run.stderr) < 1000
    assert "«" + "Á" * 79 + "…» no es un identificador válido" in run.stderr


@pytest.mark.parametrize("card_id, message", [
    ("a" * 65, "«id» tiene 65 caracteres; el máximo es 64"),
    ("dorso", "el id «dorso» está reservado: los dorsos se guardan como dorso.png y dorso-<dorso>.png"),
    ("dorso-generico", "el id «dorso-generico» está reservado: los dorsos se guardan como dorso.png y "
                       "dorso-<dorso>.png"),
])
def test_ids_are_safe_file_names(project, card_id, message):
    project({"cards/t/parte.yaml": PART.replace("brazo-x", card_id)})
    assert diagnostics("cards") == (1, [("NM010", 1, 5, message)])


def test_a_set_may_not_be_called_like_the_tabletop_simulator_folder(project):
    project({"cards/t/set.yaml": SET_T.replace("codigo: t", "codigo: tts")})
    assert diagnostics("cards") == (1, [("NM010", 1, 9, "el código «tts» está reservado: build/png/tts/ guarda las "
                                                       "hojas de Tabletop Simulator")])


def test_files_named_in_capitals_are_read(project):
    project({"cards/t/OTRA.YAML": PART.replace("brazo-x", "brazo-y").replace("pg: 3", "pg: 99")})
    code, found = diagnostics("cards")
    assert (code, [c for c, _, _, _ in found]) == (1, ["NM034"])


def test_a_big_set_of_plain_cards_is_not_an_alias_bomb(project):
    """Twenty-five thousand cards in one file: more values than any alias bomb is allowed to add."""
    cards = "".join(f"  - {{id: apoyo-{i}, nombre: Apoyo {i}, tipo: apoyo, rareza: chatarra}}\n" for i in range(25_000))
    project({"cards/t/muchas.yaml": "cartas:\n" + cards})
    assert diagnostics("cards") == (0, [])


def test_a_file_that_is_not_a_regular_file_is_never_waited_for(project):
    import os

    project()
    os.mkfifo("cards/t/tuberia.yaml")  # opening it to read would wait forever
    assert diagnostics("cards") == (0, [])  # not a card file: left alone
    from nismatch_cards.cards.yamlfile import YamlError, load_yaml

    with pytest.raises(YamlError) as refused:
        load_yaml(Path("cards/t/tuberia.yaml"))
    assert refused.value.diagnostic.message == "no es un archivo normal (es una carpeta, un dispositivo o una tubería)"


KEYS = ", ".join(f"k{i}: {i}" for i in range(150_000))


def test_a_flow_mapping_of_150000_keys_on_one_line_is_refused_at_once(project):
    project({"cards/t/parte.yaml": PART + "extra: {" + KEYS + "}\n"})
    column = len("extra: {" + ", ".join(f"k{i}: {i}" for i in range(10_000))) + 3
    assert diagnostics("cards") == (1, [("NM004", 11, column, "un mapa tiene más de 10000 claves (esta es la 10001.ª)")])


def test_a_scenario_of_150000_keys_is_refused_with_its_line(project):
    project({"s.yaml": "nombre: prueba\nregla: '5.1'\ninicio: {" + KEYS + "}\nacciones: []\n"})
    run = invoke("scenario", "s.yaml", "--cards", "cards")
    assert run.exception is None, run.exception
    assert run.exit_code == 1
    assert "s.yaml:3:" in run.stdout and "un mapa tiene más de 10000 claves (esta es la 10001.ª)" in run.stdout


ALIASES = 20_000


@pytest.mark.parametrize("file, text, line, column", [
    ("cards/decks/d.yaml", "nombre: Mazo\nsets:\n  - &s t\n" + "".join("  - *s\n" for _ in range(ALIASES)) +
     "cartas:\n  brazo-x: 1\n", 3, 5),
    ("cards/t/muchas.yaml", "cartas:\n  - {id: &r apoyo-0, nombre: A, tipo: apoyo, rareza: chatarra}\n" +
     "".join(f"  - {{id: apoyo-{i + 1}, nombre: *r, tipo: apoyo, rareza: chatarra}}\n" for i in range(ALIASES)), 2, 10),
])
def test_a_scalar_aliased_tens_of_thousands_of_times_is_refused(project, file, text, line, column):
    project({file: text})
    assert diagnostics("cards") == (1, [("NM003", line, column, "los alias («*») de textos y números se usan más de "
                                                                 "10000 veces (el último, el del ancla de esta línea)")])


def test_a_scenario_that_aliases_a_scalar_tens_of_thousands_of_times_is_refused(project):
    actions = "".join("  - *p\n" for _ in range(ALIASES))
    project({"s.yaml": f"nombre: prueba\nregla: '5.1'\ninicio: {{fase: principal1}}\nacciones:\n  - &p 'A: pasar'\n{actions}"})
    run = invoke("scenario", "s.yaml", "--cards", "cards")
    assert run.exception is None, run.exception
    assert run.exit_code == 1
    assert "s.yaml:5:" in run.stdout and "los alias («*») de textos y números se usan más de 10000 veces" in run.stdout


def test_a_key_without_its_colon_is_told_at_its_line_and_its_deck_errors_are_not_a_flood(project):
    deck = "nombre: Mazo\nset: t\ncartas:\n  brazo-x: 20\n  brazo-y: 19\n  apoyo-x: 1\n"
    project({"cards/t/parte.yaml": "cartas:\n  - " + PART.replace("\n", "\n    ").replace("pg: 3", "pg 3").rstrip()
             + "\n  - " + PART.replace("brazo-x", "brazo-y").replace("\n", "\n    ").rstrip() + "\n",
             "cards/decks/d.yaml": deck})
    code, found = diagnostics("cards")
    assert code == 1
    assert found == [("NM041", 4, 3, "la carta «brazo-x» no existe en el set «t»"),
                     ("NM001", 6, 5, "YAML no válido: falta «:» tras la clave (leyendo una clave)")]
