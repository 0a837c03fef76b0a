"""Game records and rules scenarios are data: whatever a file holds where a name, a number or a
list goes, the answer is a message with file and line and exit 1, never a traceback (issue 13)."""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

import pytest

from nismatch_cards.cards.loader import load
from nismatch_cards.games.nismatch.engine.record import random_game

from .helpers import BUNDLED, invoke


@lru_cache(maxsize=1)
def good_record() -> list[str]:
    project = load([BUNDLED]).project
    return random_game(project, project.decks[:2], seed=3, record=True).text().splitlines()


def header(**changes) -> str:
    data = json.loads(good_record()[0])
    data.update(changes)
    return json.dumps(data)


def action(**changes) -> str:
    data = json.loads(good_record()[1])
    data.update(changes)
    return json.dumps(data)


SEED = '"semilla": 3'
DECK = {"nombre": "D", "set": "base", "cartas": ["chispazo"]}
RECORDS = [
    ("seed of 5,000 digits", [good_record()[0].replace(SEED, '"semilla": ' + "9" * 5000)],
     "r.jsonl:1: número no válido: un número de 5000 cifras"),
    ("infinite seed", [good_record()[0].replace(SEED, '"semilla": 1e400')],
     "r.jsonl:1: número no válido: «1e400» no es un número finito"),
    ("NaN seed", [good_record()[0].replace(SEED, '"semilla": NaN')], "r.jsonl:1: número no válido: «NaN» no es un número de JSON"),
    ("seed past 64 bits", [header(semilla=2 ** 70)], "r.jsonl:1: la semilla no cabe en 64 bits"),
    ("seed true", [header(semilla=True)], "r.jsonl:1: a la cabecera le falta «semilla» o no tiene el tipo correcto"),
    ("mode a list", [header(modo=["1v1"])], "r.jsonl:1: a la cabecera le falta «modo» o no tiene el tipo correcto"),
    ("set a list", [header(mazos=[dict(DECK, set=["base"])] * 2)],
     "r.jsonl:1: el mazo 1 de la cabecera necesita «set» y «nombre» como textos de una línea, sin caracteres de control"),
    ("name with ESC", [header(mazos=[dict(DECK, nombre="\x1b[2J")] * 2)],
     "r.jsonl:1: el mazo 1 de la cabecera necesita «set» y «nombre» como textos de una línea, sin caracteres de control"),
    ("card a map", [header(mazos=[dict(DECK, cartas=[{"id": 1}])] * 2)],
     "r.jsonl:1: las «cartas» del mazo 1 deben ser ids (textos), como mucho 1000"),
    ("forty decks", [header(mazos=[DECK] * 40)], "r.jsonl:1: la cabecera debe tener entre 1 y 8 mazos, no 40"),
    ("action type a list", [good_record()[0], action(accion={"tipo": ["quedarse"]})],
     "r.jsonl:2: «accion» debe ser un mapa con su «tipo»"),
    ("pilot a list", [good_record()[0], action(piloto=["A"])], "r.jsonl:2: «piloto» debe ser un texto"),
    ("end a list", [good_record()[0], json.dumps({"fin": ["gana A"]})], "r.jsonl:2: «fin» debe ser un texto"),
    ("a huge line", [good_record()[0], "x" * (2 * 1024 * 1024)],
     "r.jsonl:2: la línea tiene más de 1024 KB; un registro no tiene líneas así"),
    ("deep JSON", [good_record()[0], "[" * 100_000 + "]" * 100_000], "r.jsonl:2: JSON anidado sin fin"),
]


@pytest.mark.parametrize("lines, message", [r[1:] for r in RECORDS], ids=[r[0] for r in RECORDS])
def test_a_broken_record_is_a_message_with_its_line(tmp_path, monkeypatch, lines, message):
    monkeypatch.chdir(tmp_path)
    Path("r.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    run = invoke("replay", "r.jsonl", "--cards", BUNDLED)
    assert run.exception is None, run.exception
    assert (run.exit_code, run.stderr) == (1, f"Error: {message}\n")


def test_resuming_a_broken_record_is_the_same_message(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    Path("r.jsonl").write_text(good_record()[0].replace(SEED, '"semilla": ' + "9" * 5000) + "\n")
    run = invoke("play", "--resume", "r.jsonl", "--cards", BUNDLED)
    assert (run.exit_code, run.stderr) == (1, "Error: r.jsonl:1: número no válido: un número de 5000 cifras\n")


SCENARIO = """\
nombre: prueba
regla: "5.1"
inicio:
  fase: principal1
  pilotos:
    A: {mano: [chispazo]}
acciones:
  - "A: pasar"
"""


@pytest.mark.parametrize("change, message", [
    (("modo: 1v1", "modo: {a: 1}"), "s.yaml:2: modo desconocido «{'a': 1}» (admitidos: 1v1, 2v2, batalla_real)"),
    (("  fase: principal1", "  fase: [principal1]"), "s.yaml:4: fase de inicio desconocida «['principal1']»"),
    (("  fase: principal1", "  fase: principal1\n  ronda: x"), "s.yaml:5: «ronda» debe ser un número entero entre 0 "
                                                             "y 10000"),
    (("  fase: principal1", "  fase: principal1\n  turno: 99999999999"), "s.yaml:5: «turno» debe ser un número "
                                                                       "entero entre 0 y 10000"),
    (('  - "A: pasar"', '  - "A: activar chispazo ²"'), "s.yaml:8: «chispazo ²» no es una carta"),
    (("{mano: [chispazo]}", "{mano: [chispazo], car: 99999999999}"),
     "s.yaml:6: «car» debe ser un número entero (entre -10000 y 10000)"),
])
def test_a_broken_scenario_is_a_message_with_its_line(tmp_path, monkeypatch, change, message):
    monkeypatch.chdir(tmp_path)
    text = SCENARIO.replace("regla:", "modo: 1v1\nregla:") if change[0] == "modo: 1v1" else SCENARIO
    Path("s.yaml").write_text(text.replace(*change), encoding="utf-8")
    run = invoke("scenario", "s.yaml", "--cards", BUNDLED)
    assert run.exception is None, run.exception
    assert run.exit_code == 1
    assert run.stdout.startswith(f"FALLA: s.yaml: prueba (regla 5.1)\n  {message}")  # the report, on stdout


@pytest.mark.parametrize("args", [("replay", "falta.jsonl"), ("scenario", "falta.jsonl")])
def test_a_record_or_scenario_that_does_not_exist_is_a_usage_error(tmp_path, monkeypatch, args):
    monkeypatch.chdir(tmp_path)
    run = invoke(*args, "--cards", BUNDLED)
    assert (run.exit_code, run.stderr) == (2, "Error: falta.jsonl: la ruta no existe\n")
