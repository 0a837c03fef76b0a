"""``nismatch --limite NOMBRE=N``: a designer whose project outgrows a size limit raises it for one
command (issue 30 part 2); the limit is back to its value when the command ends, and nothing in a
card folder can raise it."""
from __future__ import annotations

import json

import pytest

from nismatch_cards import limits
from nismatch_cards.cards import yamlfile
from nismatch_cards.sheets import books

from .helpers import PART, invoke
from .test_card_files import KEYS


def validate(*args: str) -> tuple[int, list[tuple]]:
    run = invoke(*args, "validar", "cards", "--formato", "json")
    assert run.exception is None, run.exception
    return run.exit_code, [(d["code"], d["message"]) for d in json.loads(run.stdout)]


def test_a_mapping_with_more_keys_than_the_limit_is_read_with_a_higher_limit(project):
    project({"cards/t/parte.yaml": PART + "extra: {" + ", ".join(KEYS.split(", ")[:10_001]) + "}\n"})
    assert validate()[1][0] == ("NM004", "un mapa tiene más de 10000 claves (esta es la 10001.ª)")
    code, found = validate("--limite", "claves=20000")
    assert ("NM004", "un mapa tiene más de 10000 claves (esta es la 10001.ª)") not in found
    assert yamlfile.MAX_KEYS == 10_000  # back when the command ended


def test_a_limit_may_be_lowered_and_the_message_says_the_value_in_force(project):
    root = project()
    assert invoke("exportar", "--cartas", "cards", "--formato", "csv", "--salida", "hojas").exit_code == 0
    run = invoke("--limite", "filas=2", "importar", root / "hojas", "--cartas", "cards")
    assert run.exit_code == 1
    assert run.stderr == ("hojas/t.csv, fila 3: error NM075 [hoja-demasiado-grande]: la hoja tiene más de 2 filas\n"
                          "    sugerencia: reparte las cartas en varios sets\n")
    assert books.MAX_ROWS == 20_000


@pytest.mark.parametrize("value, message", [
    ("filas", "«filas»: escribe filas=N, con N un número entero de 1 a 1000000000"),
    ("filas=0", "«filas=0»: escribe filas=N, con N un número entero de 1 a 1000000000"),
    ("filas=muchas", "«filas=muchas»: escribe filas=N, con N un número entero de 1 a 1000000000"),
    ("filas=1000000001", "«filas=1000000001»: escribe filas=N, con N un número entero de 1 a 1000000000"),
    ("memoria=9", "«memoria» no es un límite; los límites son: alias, caracteres-celda, cartas-mazo, celdas, claves, "
                  "columnas, conexiones, filas"),
])
def test_a_wrong_limit_is_a_usage_error(project, value, message):
    project()
    run = invoke("--limite", value, "validar", "cards")
    assert run.exit_code == 2
    assert run.stderr.splitlines()[-1] == f"Error: Valor no válido para «--limite»: {message}"


def test_every_limit_names_a_constant_that_exists_and_the_docs_list_them_all():
    from pathlib import Path

    security = (Path(__file__).resolve().parents[2] / "docs" / "security.md").read_text(encoding="utf-8")
    for limit in limits.LIMITS.values():
        assert isinstance(limit.value, int) and limit.value > 0, limit
        assert f"`{limit.name}`" in security, limit.name
