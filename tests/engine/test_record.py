"""Records: write a game, replay it with the same digests; a tampered record gives a clear error."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from nismatch_cards.cli import main
from nismatch_cards.games.nismatch.engine.record import RecordError, random_game, replay_file

ROOT = Path(__file__).resolve().parents[2]
CARDS = [ROOT / "cards"]


@pytest.fixture()
def record(project, tmp_path) -> Path:
    recorder = random_game(project, project.decks[:2], seed=11, record=True)
    path = tmp_path / "partida.jsonl"
    recorder.write(path)
    return path


def rows(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def write(path: Path, data: list[dict]) -> None:
    path.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in data), encoding="utf-8")


def test_round_trip(record):
    data = rows(record)
    assert data[0]["registro"] == "nismatch" and data[0]["semilla"] == 11
    assert "fin" in data[-1]
    result = replay_file(record, CARDS)
    assert result.game.over
    assert result.actions == len(data) - 2
    assert result.game.result == data[-1]["fin"]
    assert any(line.startswith("Turno 1 ") for line in result.lines)


def test_tampered_digest(record):
    data = rows(record)
    data[3]["digest"] = "0000000000000000"
    write(record, data)
    with pytest.raises(RecordError) as error:
        replay_file(record, CARDS)
    message = str(error.value)
    assert message.startswith(f"{record}:4: el estado no coincide con el registro tras «")
    assert message.endswith("esperado 0000000000000000)")


def test_tampered_action(record):
    data = rows(record)
    data[1]["accion"] = {"tipo": "guerrilla", "target": 1}
    write(record, data)
    with pytest.raises(RecordError) as error:
        replay_file(record, CARDS)
    assert str(error.value) == (f"{record}:2: acción ilegal: A no puede «declara una Guerrilla a B» ahora: una "
                                "Guerrilla solo se declara en la Fase de Guerrilla, y es el Mulligan")


def test_broken_json(record):
    lines = record.read_text(encoding="utf-8").splitlines()
    lines[2] = lines[2][:-3]
    record.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(RecordError) as error:
        replay_file(record, CARDS)
    assert str(error.value).startswith(f"{record}:3: JSON no válido (columna ")


def test_not_a_record(tmp_path):
    path = tmp_path / "otro.jsonl"
    path.write_text('{"hola": 1}\n', encoding="utf-8")
    with pytest.raises(RecordError) as error:
        replay_file(path, CARDS)
    assert str(error.value) == (f"{path}:1: la primera línea no es la cabecera de un registro de NISMATCH "
                                '(falta «"registro": "nismatch"»)')


def test_unknown_action_type(record):
    data = rows(record)
    data[1]["accion"] = {"tipo": "volar"}
    write(record, data)
    with pytest.raises(RecordError) as error:
        replay_file(record, CARDS)
    assert str(error.value) == f"{record}:2: acción desconocida: {{'tipo': 'volar'}}"


def test_cli_replay(record, monkeypatch):
    monkeypatch.chdir(ROOT)
    runner = CliRunner()
    result = runner.invoke(main, ["replay", str(record)])
    assert result.exit_code == 0, result.output
    assert "Turno 1 (ronda 1)" in result.output
    assert "todos los digest coinciden" in result.output


def test_cli_replay_bad_record(record, monkeypatch):
    monkeypatch.chdir(ROOT)
    data = rows(record)
    data[3]["digest"] = "0000000000000000"
    write(record, data)
    result = CliRunner().invoke(main, ["replay", "-q", str(record)])
    assert result.exit_code == 1
    assert "Error: " in result.output and ":4: el estado no coincide" in result.output
    assert "Traceback" not in result.output


def test_cli_replay_usage():
    result = CliRunner().invoke(main, ["replay"])
    assert result.exit_code == 2


def test_a_deck_with_cards_of_two_sets_is_recorded_and_replayed(mixed_cards, tmp_path):
    """The header names the cards of a set other than the deck's first as a deck file does: «extra/…»."""
    from nismatch_cards.cards.loader import load

    mixed = load([mixed_cards]).project
    recorder = random_game(mixed, ["Mezcla", "Mezcla"], seed=3, record=True)
    path = tmp_path / "mezcla.jsonl"
    recorder.write(path)
    deck = rows(path)[0]["mazos"][0]
    assert deck["set"] == "base" and len(deck["cartas"]) == 44
    assert deck["cartas"].count("torso-bidon") == 6 and deck["cartas"].count("extra/brazo-extra") == 6
    result = replay_file(path, [mixed_cards])
    assert result.game.over and result.game.result == rows(path)[-1]["fin"]


def test_a_card_of_an_unknown_set_in_a_record(record):
    data = rows(record)
    data[0]["mazos"][0]["cartas"][0] = "nada/chispazo"
    write(record, data)
    with pytest.raises(RecordError, match=r":1: el set «nada» del mazo 1 no está en "):
        replay_file(record, CARDS)


def test_a_sealed_unfinished_game_says_how_to_open_it(tmp_path):
    """replay_file reads plain records; an unfinished game of «nismatch jugar» is sealed and says so."""
    path = tmp_path / "a-medias.jsonl"
    write(path, [{"registro": "nismatch", "version": 2, "cifrado": "fernet", "clave": "0c9fe51477732f16"},
                 {"sellado": "gAAAA"}])
    with pytest.raises(RecordError) as error:
        replay_file(path, CARDS)
    assert str(error.value) == (f"{path}:1: es una partida sin terminar guardada cifrada: se ve con «nismatch "
                                "reproducir» y se sigue con «nismatch jugar --reanudar»")


@pytest.mark.parametrize("version, told", [
    (0, "el registro es de la versión 0 del formato y este nismatch lee la 1: se escribió con un nismatch anterior, "
        "que es el que puede reproducirlo"),
    (2, "el registro es de la versión 2 del formato y este nismatch lee la 1: se escribió con un nismatch más nuevo; "
        "actualiza nismatch para leerlo"),
    ("1", "el registro no dice de qué versión del formato es («version» es '1', no un número)"),
])
def test_a_record_of_another_format_names_both_versions(record, version, told):
    data = rows(record)
    data[0]["version"] = version
    write(record, data)
    with pytest.raises(RecordError) as error:
        replay_file(record, CARDS)
    assert str(error.value) == f"{record}:1: {told}"


@pytest.mark.parametrize("version, told", [
    (1, "la partida guardada es de la versión 1 del formato y este nismatch lee la 2: se escribió con un nismatch "
        "anterior, que es el que puede reproducirlo"),
    (3, "la partida guardada es de la versión 3 del formato y este nismatch lee la 2: se escribió con un nismatch más "
        "nuevo; actualiza nismatch para leerlo"),
])
def test_a_saved_game_of_another_format_names_both_versions(tmp_path, version, told):
    """An unfinished game of «nismatch jugar» is saved sealed (format 2); reproducir and jugar --reanudar say
    which version it is when it is another, before asking for any key."""
    path = tmp_path / "a-medias.jsonl"
    write(path, [{"registro": "nismatch", "version": version, "cifrado": "fernet", "clave": "0c9fe51477732f16"},
                 {"partida": "gAAAA"}])
    result = CliRunner().invoke(main, ["reproducir", str(path), "--cartas", str(CARDS[0])])
    assert result.exit_code == 1
    assert result.stderr == f"Error: {path}:1: {told}\n"
