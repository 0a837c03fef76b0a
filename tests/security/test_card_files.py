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
