"""``simular --registrar-partida`` writes an Unmatched game down and ``nismatch reproducir`` plays it again, checking
every digest (play/record.py); the log it tells is the public one: a face-down card is named only at the reveal."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from nismatch_cards.cli import main
from nismatch_cards.diagnostics import command_path

from .helpers import PACK


def run(*args: str):
    return CliRunner().invoke(main, list(args))


@pytest.fixture(scope="module")
def record(tmp_path_factory):
    folder = tmp_path_factory.mktemp("registro")
    path = folder / "partida.jsonl"
    result = run("simular", "--cartas", str(PACK), "--heroe", "alice", "--heroe", "medusa", "-n", "2", "--procesos", "1",
                 "--bots", "voraz,aleatorio", "--registrar-partida", "1", "--registro", str(path))
    assert result.exit_code == 0, result.output
    assert f"Partida 1 (semilla 1, nivel voraz contra aleatorio) guardada en {path}: gana " in result.stderr
    assert result.stderr.rstrip().endswith(f"reprodúcela con «nismatch reproducir {command_path(path)} --cartas {command_path(PACK)}»")
    return path


def test_a_recorded_game_replays_digest_by_digest(record):
    rows = [json.loads(line) for line in record.read_text(encoding="utf-8").splitlines()]
    header = rows[0]
    assert (header["registro"], header["version"], header["semilla"], header["modo"]) == ("unmatched", 1, 1, "1v1")
    assert header["tablero"] in ("bosque-de-los-ecos", "puerto-de-la-niebla")
    assert [len(deck["cartas"]) for deck in header["mazos"]] == [31, 31]  # the hero's card and its 30
    assert "fin" in rows[-1]
    result = run("reproducir", str(record), "--cartas", str(PACK))
    assert result.exit_code == 0, result.output
    actions = len(rows) - 2
    assert result.stdout.splitlines()[-1] == (f"{record}: {actions} acciones reproducidas; todos los digest coinciden. "
                                              f"Resultado: {rows[-1]['fin']}")


def test_the_replayed_log_names_an_attack_or_a_defence_only_at_the_reveal(record):
    lines = run("reproducir", str(record), "--cartas", str(PACK)).stdout.splitlines()
    attacks = [line for line in lines if " ataca a " in line]
    assert attacks and all(line.endswith("con una carta boca abajo") for line in attacks)
    defences = [line for line in lines if " defiende " in line]
    assert all(line.endswith("con una carta boca abajo") for line in defences)
    reveals = [k for k, line in enumerate(lines) if line.startswith("Se revelan: ")]
    assert len(reveals) == len(attacks)


def test_a_changed_digest_is_told_with_its_line(record, tmp_path):
    rows = record.read_text(encoding="utf-8").splitlines()
    changed = json.loads(rows[3])
    changed["digest"] = "0000000000000000"
    rows[3] = json.dumps(changed, ensure_ascii=False)
    path = tmp_path / "alterada.jsonl"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    result = run("reproducir", str(path), "--cartas", str(PACK))
    assert result.exit_code == 1
    assert result.stderr.startswith(f"Error: {path}:4: el estado no coincide con el registro tras «")
    assert result.stderr.rstrip().endswith("esperado 0000000000000000)")


def test_an_unmatched_record_needs_unmatched_cards(record, tmp_path):
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "ruleset.yaml").write_text("paquete: nismatch\n", encoding="utf-8")
    result = run("reproducir", str(record), "--cartas", str(tmp_path / "cards"))
    assert result.exit_code == 1
    assert result.stderr == (f"Error: {record}:1: el registro es de una partida de «unmatched» y las cartas de "
                             f"{tmp_path / 'cards'} son de otro juego: indica con --cartas la carpeta con la que se "
                             "jugó\n")


def test_a_game_the_run_does_not_have_is_a_usage_error(tmp_path):
    result = run("simular", "--cartas", str(PACK), "--heroe", "alice", "--heroe", "medusa", "-n", "1",
                 "--registrar-partida", "9", "--registro", str(tmp_path / "p.jsonl"), "--bots", "aleatorio,aleatorio")
    assert (result.exit_code, result.stderr) == (2, "Error: --registrar-partida 9 no existe: las partidas van de 0 a 0\n")
