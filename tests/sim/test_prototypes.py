"""A set with prototype abilities still simulates: they pay the Charge cost they print and have no other effect
(docs/rulings.md 74), and the report names those abilities, their cards and decks (issue 9, «Prototype cards»;
issue 26, «Prototypes behave»)."""
from __future__ import annotations

import json
import shutil

from click.testing import CliRunner

from nismatch_cards.cli import main

from .conftest import A, B, CARDS


def test_prototype_cards_are_simulated_and_named_in_the_report(tmp_path):
    cards = tmp_path / "cartas"
    shutil.copytree(CARDS, cards)
    supports = cards / "base" / "apoyos.yaml"
    text = supports.read_text(encoding="utf-8")
    written = '      - etiqueta: relampago\n        texto: "CAR 1 | Selecciona una Parte; hazle 1 punto de daño"\n'
    assert text.count(written) == 1
    supports.write_text(text.replace(written, '      - etiqueta: relampago\n        prototipo: true\n'
                                              '        texto: "CAR 1 | Electrocuta a todo lo que se mueva"\n'),
                        encoding="utf-8")
    result = CliRunner().invoke(main, ["simulate", "--cartas", str(cards), "--deck", A, "--deck", B, "-n", "2",
                                       "--niveles", "random", "--workers", "1", "--json", str(tmp_path / "r.json"),
                                       "--report", str(tmp_path / "informe")])
    assert result.exit_code == 0, result.output
    assert ("Habilidades prototipo (pagan el coste de Carga que imprimen y no hacen nada más: las cifras miden esas "
            "cartas sin su efecto):\n"
            "  Chispazo (Asalto Remachado) · Relámpago · paga 1 CAR: «CAR 1 | Electrocuta a todo lo que se mueva»"
            ) in result.output
    assert json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))["prototipos"] == [
        {"carta": "chispazo", "nombre": "Chispazo", "mazos": [A],
         "habilidades": [{"etiqueta": "relampago", "nombre_etiqueta": "Relámpago",
                          "texto": "CAR 1 | Electrocuta a todo lo que se mueva", "coste": 1}]}]
    page = (tmp_path / "informe" / "index.html").read_text(encoding="utf-8")
    assert ("<li><strong>Chispazo</strong> (Asalto Remachado) · Relámpago · paga 1 CAR: «CAR 1 | Electrocuta a "
            "todo lo que se mueva»</li>") in page


def test_without_prototypes_the_report_says_nothing_of_them(tmp_path):
    result = CliRunner().invoke(main, ["simulate", "--cartas", str(CARDS), "--deck", A, "--deck", B, "-n", "1",
                                       "--niveles", "random", "--workers", "1"])
    assert result.exit_code == 0 and "prototipo" not in result.output
