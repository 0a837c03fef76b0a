"""``nismatch play`` exit codes and messages: unknown deck or bot, usage, broken records and cards."""
from __future__ import annotations

import json
import shutil

import pytest
from click.testing import CliRunner

from nismatch_cards.games.nismatch.bots import BOTS
from nismatch_cards.cli import main

from .conftest import CARDS
from .helpers import play, record_text, rows


def _decks(project) -> str:
    return ", ".join(deck.name for deck in project.decks)


def test_listed_in_the_help():
    result = CliRunner().invoke(main, ["--help"])
    assert "  jugar " in result.stdout
    result = CliRunner().invoke(main, ["play", "--help"])
    assert result.exit_code == 0
    assert "Juega en el terminal contra un bot" in result.stdout
    for option in ("--deck", "--vs", "--bot-deck", "--seed", "--resume", "--save", "--cards"):
        assert option in result.stdout


def test_unknown_deck(in_tmp, project):
    result = play("--deck", "Mazo Fantasma", "--vs", "random")
    assert result.exit_code == 2
    assert result.stderr == (f"Error: --mazo: no hay ningún mazo «Mazo Fantasma»; mazos disponibles: "
                             f"{_decks(project)}; un mazo de otra carpeta de cartas se usa dando las dos: --cartas mia --cartas otra\n")
    assert result.stdout == ""


def test_unknown_bot_deck(in_tmp, project):
    result = play("--deck", "asalto-remachado", "--bot-deck", "nada", "--vs", "random")
    assert result.exit_code == 2
    assert result.stderr == (f"Error: --mazo-bot: no hay ningún mazo «nada»; mazos disponibles: {_decks(project)}"
                             f"; un mazo de otra carpeta de cartas se usa dando las dos: --cartas mia --cartas otra\n")


def test_a_bot_of_another_game_is_refused(in_tmp, monkeypatch):
    from nismatch_cards.play.bots import REGISTRY, Bot, register

    monkeypatch.setitem(REGISTRY, "carrera", {})  # forgotten after the test

    @register
    class Avance(Bot):
        name = "avance"
        game = "carrera"

    result = play("--deck", "asalto-remachado", "--vs", "avance")
    assert result.exit_code == 2
    assert result.stderr == ("Error: el bot «avance» es de otro juego (juega a «carrera») y no juega a «nismatch»; "
                             "bots disponibles: aleatorio, busqueda, voraz\n")
    assert result.stdout == ""


def test_unknown_bot(in_tmp):
    result = play("--deck", "asalto-remachado", "--vs", "listillo")
    assert result.exit_code == 2
    assert result.stderr == f"Error: no hay ningún bot «listillo»; bots disponibles: {', '.join(sorted(BOTS))}\n"
    assert {"aleatorio", "busqueda", "voraz"} <= set(BOTS) and "random" not in BOTS  # «random» is a former name


def test_a_bot_option_it_does_not_take(in_tmp):
    result = play("--deck", "asalto-remachado", "--vs", "search:cero")
    assert result.exit_code == 2
    assert result.stderr == ("Error: el presupuesto del bot «busqueda» es un número de partidas simuladas por decisión "
                             "entre 1 y 100000, no «cero»\n")


def test_missing_deck(in_tmp, project):
    result = play("--vs", "random")
    assert result.exit_code == 2
    assert result.stderr == (f"Error: falta --mazo MAZO (el mazo con el que juegas); mazos disponibles: "
                             f"{_decks(project)}\n")


def test_seed_must_be_a_number(in_tmp):
    result = play("--deck", "asalto-remachado", "--seed", "tres")
    assert result.exit_code == 2
    assert result.stderr == "Error: --semilla necesita un número entero, no «tres»\n"


def test_deck_by_name_or_file(in_tmp):
    by_name = play("--deck", "Asalto Remachado", "--vs", "random", "--seed", "2")
    by_file = play("--deck", "asalto-remachado", "--vs", "random", "--seed", "2")
    assert by_name.exit_code == by_file.exit_code == 0
    # the same game; the second is saved beside the first, never over it
    assert by_name.stdout == by_file.stdout.replace("partida-2.jsonl", "partida-1.jsonl")
    assert rows(in_tmp / "partida-1.jsonl") == rows(in_tmp / "partida-2.jsonl")


def test_cards_folder_that_does_not_exist(in_tmp):
    result = CliRunner().invoke(main, ["play", "--cards", "no-hay", "--deck", "x"])
    assert result.exit_code == 2
    assert result.stderr == "Error: la ruta «no-hay» no existe; indica la carpeta de cartas con --cartas\n"


def test_invalid_card_data(in_tmp):
    shutil.copytree(CARDS, in_tmp / "cartas")
    heads = in_tmp / "cartas" / "base" / "cabezas.yaml"
    heads.write_text(heads.read_text(encoding="utf-8").replace("pg: ", "pg: -", 1), encoding="utf-8")
    result = CliRunner().invoke(main, ["play", "--cards", "cartas", "--deck", "asalto-remachado"])
    assert result.exit_code == 1
    lines = result.stderr.splitlines()
    assert lines[0].startswith("cartas/base/cabezas.yaml:")
    assert " error " in lines[0]
    assert lines[-1] == "Error: hay errores en las cartas; corrígelos (nismatch validar) antes de jugar"
    assert result.stdout == ""


def test_resume_file_that_does_not_exist(in_tmp):
    result = play("--resume", "nada.jsonl")
    assert result.exit_code == 2
    assert result.stderr == "Error: el registro «nada.jsonl» no existe\n"


def test_resume_with_deck_or_seed(in_tmp):
    (in_tmp / "r.jsonl").write_text("{}\n", encoding="utf-8")
    result = play("--resume", "r.jsonl", "--deck", "asalto-remachado", "--seed", "4")
    assert result.exit_code == 2
    assert result.stderr == ("Error: con --reanudar los mazos, el modo y la semilla salen del registro: quita --mazo, "
                             "--semilla\n")


def _saved(in_tmp) -> list[str]:
    """A game saved unfinished, as a clear record (the format before sealing, still resumed)."""
    play("--deck", "asalto-remachado", "--vs", "random", "--seed", "3", input="1\n1\n2\n")
    return record_text(in_tmp / "partida-1.jsonl").splitlines()


def test_resume_broken_json(in_tmp):
    lines = _saved(in_tmp)
    lines[2] = lines[2][:-2]
    (in_tmp / "partida-1.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = play("--resume", "partida-1.jsonl")
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: partida-1.jsonl:3: JSON no válido (columna ")
    assert result.stdout == ""


def test_resume_tampered_digest(in_tmp):
    lines = _saved(in_tmp)
    row = json.loads(lines[1])
    row["digest"] = "0000000000000000"
    lines[1] = json.dumps(row, ensure_ascii=False)
    (in_tmp / "partida-1.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = play("--resume", "partida-1.jsonl")
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: partida-1.jsonl:2: el estado no coincide con el registro tras «")
    assert result.stderr.endswith("esperado 0000000000000000)\n")


def test_resume_something_that_is_not_a_record(in_tmp):
    (in_tmp / "otro.jsonl").write_text('{"hola": 1}\n', encoding="utf-8")
    result = play("--resume", "otro.jsonl")
    assert result.exit_code == 1
    assert result.stderr == ("Error: otro.jsonl:1: la primera línea no es la cabecera de un registro de NISMATCH "
                             '(falta «"registro": "nismatch"»)\n')


def test_resume_with_an_unknown_bot(in_tmp):
    _saved(in_tmp)
    result = play("--resume", "partida-1.jsonl", "--vs", "listillo")
    assert result.exit_code == 2
    assert result.stderr == f"Error: no hay ningún bot «listillo»; bots disponibles: {', '.join(sorted(BOTS))}\n"


def test_default_bot_is_voraz(in_tmp):
    result = play("--deck", "asalto-remachado", "--seed", "3", input="")
    assert result.stdout.splitlines()[0] == "NISMATCH · A (tú): Asalto Remachado contra B (bot voraz): Guardia del Taller"


@pytest.mark.parametrize("former, name", [("greedy", "voraz"), ("random", "aleatorio"), ("search:4", "busqueda:4")])
def test_a_bot_by_its_former_english_name_is_shown_by_its_spanish_one(in_tmp, former, name):
    result = play("--deck", "asalto-remachado", "--contra", former, "--semilla", "3", input="")
    assert result.stdout.splitlines()[0] == f"NISMATCH · A (tú): Asalto Remachado contra B (bot {name}): Guardia del Taller"


def test_random_seed_of_64_bits_never_shown(in_tmp):
    seeds = set()
    for _ in range(3):
        result = play("--deck", "asalto-remachado", "--vs", "random", input="1\n2\n")
        assert result.exit_code == 0
        assert "semilla" not in result.output.lower()
        saved = in_tmp / f"partida-{len(seeds) + 1}.jsonl"
        seed = rows(saved)[0]["semilla"]
        assert str(seed) not in saved.read_text(encoding="utf-8")  # sealed: the seed is not in the file
        seeds.add(seed)
    assert len(seeds) == 3
    assert max(seeds) >= 2 ** 40  # drawn from 64 bits (3 draws below 2**40 happen once in 10**14)
    for seed in seeds:
        assert str(seed) not in "".join(p.name for p in in_tmp.iterdir())


# --- 2v2 and Batalla Real (5.1) -------------------------------------------------------------------


def test_two_against_two_with_a_bot_partner(in_tmp):
    """«--modo 2v2»: you (A) and the bot C against B and D (teams 1+3 and 2+4 of the ruleset), the decks that follow
    yours; the board marks your partner; the game is played to its end and replays."""
    result = play("--deck", "asalto-remachado", "--modo", "2v2", "--seed", "5", input="1\n" * 3000)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == ("NISMATCH · 2 contra 2 · A (tú): Asalto Remachado, con C (bot voraz): Puños de Hierro, contra "
                        "B (bot voraz): Guardia del Taller y D (bot voraz): Reactor Desbocado")
    assert "C · bot voraz · tu compañero · Puños de Hierro" in lines
    assert "Fin de la partida: gana B y D: B ha reclamado 5 Botines de Guerra" in lines
    header = rows(in_tmp / "partida-1.jsonl")[0]
    assert header["modo"] == "2v2" and len(header["mazos"]) == 4
    replay = CliRunner().invoke(main, ["replay", "partida-1.jsonl", "--cards", str(CARDS)])
    assert replay.exit_code == 0 and "todos los digest coinciden" in replay.stdout


def test_batalla_real_with_the_bots_decks_named(in_tmp):
    result = play("--deck", "asalto-remachado", "--modo", "Batalla-Real", "--mazo-bot", "guardia-del-taller",
                  "--seed", "5", input="")
    assert result.stdout.splitlines()[0] == (
        "NISMATCH · Batalla Real · A (tú): Asalto Remachado contra B (bot voraz): Guardia del Taller y C (bot voraz): "
        "Puños de Hierro y D (bot voraz): Reactor Desbocado")


@pytest.mark.parametrize("args, message", [
    (("--modo", "3v3"), "--modo: el juego no tiene el modo «3v3»; modos: 1v1, 2v2, batalla_real"),
    (("--mazo-bot", "guardia-del-taller", "--mazo-bot", "punos-de-hierro"),
     "--mazo-bot: hay 1 bot en este modo y se han dado 2 mazos"),
])
def test_a_mode_the_game_has_not_or_too_many_bot_decks(in_tmp, args, message):
    result = play("--deck", "asalto-remachado", *args)
    assert (result.exit_code, result.stderr) == (2, f"Error: {message}\n")
