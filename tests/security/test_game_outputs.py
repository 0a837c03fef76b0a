"""``simulate`` and ``play`` never write over the cards, a file they read or a file of the user's
without ``--forzar``, and bound what they are asked for: processes, games, digits (issue 13)."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from .helpers import BUNDLED, invoke, snapshot

A, B = "Asalto Remachado", "Puños de Hierro"
QUICK = ("simulate", "--deck", A, "--deck", B, "--games", "1", "--niveles", "random", "--workers", "1")


@pytest.fixture
def cards(tmp_path, monkeypatch):
    """A copy of the bundled cards in ``cards/`` of a fresh working folder, and a bot file."""
    monkeypatch.chdir(tmp_path)
    shutil.copytree(BUNDLED / "base", "cards/base")
    shutil.copytree(BUNDLED / "profundo", "cards/profundo")
    shutil.copytree(BUNDLED / "decks", "cards/decks")
    Path("bots.py").write_text("# mis bots\n")
    return tmp_path


@pytest.mark.parametrize("option, target, message", [
    ("--json", "cards/base/torsos.yaml", "--json: «cards/base/torsos.yaml» está dentro de la carpeta de entrada «cards»"),
    ("--record", "cards/decks/asalto-remachado.yaml", "--registro: «cards/decks/asalto-remachado.yaml» está dentro de la "
                                                      "carpeta de entrada «cards»"),
    ("--report", "cards", "--informe: «cards» es una carpeta de cartas (tiene «decks»)"),
    ("--json", "bots.py", "--json: «bots.py» es una entrada del comando («bots.py»)"),
    ("--json", "notas.txt", "--json: «notas.txt» ya existe; no se reemplaza sin --forzar (o elige otro nombre)"),
    ("--report", "informe", "--informe: «informe/mio.html» no lo escribió nismatch y se reemplazaría o borraría"),
])
def test_simulate_never_writes_over_inputs_or_the_users_files(cards, option, target, message):
    Path("notas.txt").write_text("mis notas")
    Path("informe").mkdir()
    Path("informe/mio.html").write_text("mío")
    before = snapshot(cards)
    extra = ("--record-game", "0") if option == "--record" else ()
    force = () if target in ("notas.txt", "informe") else ("--forzar",)  # an input is refused even then
    run = invoke(*QUICK, "--cards", "cards", "--bot-file", "bots.py", option, target, *extra, *force)
    assert run.exit_code == 2, run.stderr
    assert run.stderr.startswith(f"Error: {message}")
    assert snapshot(cards) == before


def test_simulate_replaces_a_file_with_forzar(cards):
    Path("cifras.json").write_text("viejo")
    run = invoke(*QUICK, "--cards", "cards", "--json", "cifras.json", "--forzar")
    assert run.exit_code == 0, run.stderr
    assert Path("cifras.json").read_text().startswith("{")


def test_json_and_record_cannot_be_one_file(cards):
    run = invoke(*QUICK, "--cards", "cards", "--json", "x.json", "--record-game", "0", "--record", "x.json")
    assert (run.exit_code, run.stderr) == (2, "Error: --json y --registro no pueden ser el mismo archivo\n")


@pytest.mark.parametrize("args, message", [
    (("--workers", "100000"), "Error: --procesos debe ser como mucho 64 (se indicó 100000)\n"),
    (("--games", "1" + "0" * 30), f"Error: --partidas espera un número entero de como mucho 20 cifras, no «1{'0' * 30}»\n"),
    (("--games", "20000000"), "Error: --partidas debe ser como mucho 10000000 (se indicó 20000000)\n"),
    (("--games", "1e30"), "Error: --partidas espera un número entero, no «1e30»\n"),
    (("--seed", "9" * 5000), f"Error: --semilla espera un número entero de como mucho 20 cifras, no «{'9' * 39}…»\n"),
])
def test_simulate_bounds_what_it_is_asked(args, message):
    run = invoke(*QUICK, "--cards", BUNDLED, *args)
    assert (run.exit_code, run.stderr) == (2, message)


def test_build_bounds_its_workers(cards):
    run = invoke("build", "png", "--workers", "100000", "--out", "build")
    assert run.exit_code == 2
    assert not Path("build").exists()


# --- play -----------------------------------------------------------------------------------------

PLAY = ("play", "--deck", A, "--vs", "random", "--seed", "3", "--cards", "cards")


def test_play_refuses_a_seed_of_5000_digits(cards):
    run = invoke("play", "--deck", A, "--seed", "9" * 5000, "--cards", "cards")
    assert (run.exit_code, run.stderr) == (2, "Error: --semilla necesita un número entero de como mucho 64 bits\n")


def test_the_play_prompt_survives_huge_numbers_and_lines(cards):
    run = invoke(*PLAY, "--save", "p.jsonl", input="9" * 5000 + "\ncarta " + "9" * 5000 + "\n" + "x" * 100_000 + "\nsalir\n")
    assert run.exception is None, run.exception
    assert run.exit_code == 0
    assert run.stdout.count("Entrada no válida") == 2
    assert "No hay ninguna carta #" in run.stdout


def test_saving_a_game_into_the_cards_or_over_another_file_is_refused(cards):
    Path("otra.jsonl").write_text("la partida de ayer")
    before = snapshot(cards / "cards")
    run = invoke(*PLAY, "--save", "p.jsonl", input="g cards/ruleset.yaml\ng cards/decks/asalto-remachado.yaml\n"
                                                   "g otra.jsonl\nsalir\n")
    assert run.exit_code == 0, run.stderr
    assert "No se guarda: «cards/ruleset.yaml» está dentro de la carpeta de entrada «cards»" in run.stdout
    assert "No se guarda: «otra.jsonl» ya existe; no se reemplaza sin --forzar" in run.stdout
    assert snapshot(cards / "cards") == before
    assert Path("otra.jsonl").read_text() == "la partida de ayer"
    assert Path("p.jsonl").read_text().startswith('{"registro": "nismatch"')


def test_play_save_over_a_file_needs_forzar_but_resuming_saves_over_its_own(cards):
    Path("ayer.jsonl").write_text("la partida de ayer")
    run = invoke(*PLAY, "--save", "ayer.jsonl", input="salir\n")
    assert run.exit_code == 2
    assert "«ayer.jsonl» ya existe; no se reemplaza sin --forzar" in run.stderr
    assert invoke(*PLAY, "--save", "hoy.jsonl", input="1\nsalir\n").exit_code == 0
    resumed = invoke("play", "--resume", "hoy.jsonl", "--vs", "random", "--cards", "cards", input="1\nsalir\n")
    assert resumed.exit_code == 0, resumed.stderr
    assert "Partida guardada en hoy.jsonl" in resumed.stdout


@pytest.mark.parametrize("force", [(), ("--forzar",)])
def test_saving_a_game_over_the_key_that_seals_saved_games_is_refused_even_with_forzar(cards, user_data, force):
    assert invoke(*PLAY, "--save", "hoy.jsonl", input="1\nsalir\n").exit_code == 0  # the key is made
    key = user_data / "clave-partidas"
    sealed = key.read_bytes()
    Path("enlace").symlink_to(key)
    for target in (key, Path("enlace")):
        run = invoke(*PLAY, "--save", target, *force, input="salir\n")
        assert (run.exit_code, run.stderr) == (2, f"Error: --guardar: «{target}» es la clave que cifra las partidas "
                                                  "guardadas: no se reemplaza nunca, ni con --forzar (sin ella, las "
                                                  "partidas guardadas antes no se pueden abrir); elige otro archivo\n")
    ledger = user_data / "partidas-jugadas"
    run = invoke(*PLAY, "--save", ledger, *force, input="salir\n")
    assert run.exit_code == 2
    assert run.stderr == (f"Error: --guardar: «{ledger}» es la lista de hasta dónde llegó cada partida (la que está "
                          "junto a la clave): no se reemplaza nunca, ni con --forzar (sin ella, volver a una partida "
                          "guardada antes enseñaría lo que viene); elige otro archivo\n")
    during = invoke(*PLAY, "--save", "otra.jsonl", *force, input=f"g {key}\nsalir\nsalir\n")
    assert during.exit_code == 0, during.stderr
    assert (f"No se guarda: «{key}» es la clave que cifra las partidas guardadas: no se reemplaza nunca, ni con "
            "--forzar (sin ella, las partidas guardadas antes no se pueden abrir); elige otro archivo") in during.stdout
    assert key.read_bytes() == sealed
    resumed = invoke("play", "--resume", "hoy.jsonl", "--vs", "random", "--cards", "cards", input="salir\n")
    assert resumed.exit_code == 0, resumed.stderr


@pytest.fixture
def forgotten_bots(restore_bots):
    """Bots a test's --bot-file registers are forgotten after it (``restore_bots``, tests/conftest.py)."""
    yield


def test_a_bot_file_that_ends_the_program_as_it_loads_is_an_error(cards, forgotten_bots):
    Path("bots.py").write_text("import sys\nsys.exit(0)\n")
    run = invoke(*QUICK, "--cards", "cards", "--bot-file", "bots.py")
    assert run.exception is None, run.exception
    assert (run.exit_code, run.stderr) == (1, "Error: el archivo de bots «bots.py» termina el programa al cargarse "
                                              "(sys.exit(0)): un archivo de bots solo define bots con @register; quita "
                                              "esa llamada\n")


def test_a_bot_that_ends_the_program_as_it_plays_is_an_error(cards, forgotten_bots):
    Path("bots.py").write_text(
        "import sys\nfrom nismatch_cards.games.nismatch.bots import Bot, register\n\n@register\nclass Fin(Bot):\n"
        "    name = 'fin-prueba'\n\n    def decide(self, obs, actions):\n        sys.exit()\n")
    args = [a if a != "random" else "fin-prueba" for a in QUICK]
    run = invoke(*args, "--cards", "cards", "--bot-file", "bots.py")
    assert run.exception is None, run.exception
    assert run.exit_code == 1
    assert run.stderr.startswith("Error: la partida 0 (semilla ")
    assert run.stderr.endswith(") se interrumpió: un bot terminó el programa (sys.exit(None)); repítela sola con "
                               "--registrar-partida 0 --registro partida.jsonl\n")
