"""docs/ability-language.md prints what the tool prints (issue 26): each error example is the output of
``nismatch analizar``, and the ``validar --corregir`` example the output of that command and the file it leaves."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from nismatch_cards.cli import main
from nismatch_cards.games.nismatch.language import guide

DOC = (Path(__file__).resolve().parents[2] / "docs" / "ability-language.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("text", guide.ERROR_EXAMPLES)
def test_each_error_example_is_what_nismatch_analizar_prints(text):
    result = CliRunner().invoke(main, ["analizar", text])
    assert result.exit_code == 1
    assert f"```error\n{result.stderr}```" in DOC


def test_the_correction_example_is_what_validar_corregir_prints_and_writes():
    example = guide.correction_example()
    assert example["exit_code"] == "1"
    assert "corregido: «CAR 1 | Elige una Parte enemiga inflígele dos puntos de dañi» → «CAR 1 | Elige una Parte " \
           "enemiga; inflígele dos puntos de daño»" in example["output"]
    assert example["after"] == example["before"].replace("enemiga inflígele dos puntos de dañi", "enemiga; inflígele "
                                                         "dos puntos de daño").replace(
        "Parte tuya\n          muévela al Tallr", "Parte tuya;\n          muévela al Taller")
    for block in (example["before"], example["output"], example["after"]):
        assert block in DOC
    assert not re.search(r"^pista:", DOC, re.M)  # the tool says «sugerencia»
