"""An unfinished game saved by ``nismatch play`` reveals nothing hidden (issue 11): the record is sealed under
the user's key; the file, its name and the messages show only what the board shows. A finished game is clear."""
from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path

import pytest
from click.testing import CliRunner
from cryptography.fernet import Fernet

from nismatch_cards.cli import main
from nismatch_cards.games.nismatch.engine.record import replay_file
from nismatch_cards.games.nismatch.engine.visibility import sees
from nismatch_cards.games.nismatch.play.envelope import PAD, open_saved, replay_saved
from nismatch_cards.games.nismatch.play.keystore import KEY_FILE, key_id
from nismatch_cards.safeio import write_new

from .conftest import CARDS
from .helpers import is_subsequence, play, record_text, rows

SEED3 = ("--deck", "asalto-remachado", "--vs", "random", "--seed", "3")
CYCLE = "3\n2\n1\n" * 4000
SEED64 = 16_140_901_064_495_857_664  # 64 bits, as jugar draws them
HINT = f" --cartas {CARDS}"
PUBLIC = {"registro", "version", "cifrado", "clave", "modo", "mazos", "jugadores", "bot", "ronda", "turno",
          "terminada", "reanudar"}
TOKEN = re.compile(r'\{"partida": "[A-Za-z0-9_\-]+=*"\}')


def lines_of(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def replay(*args: str):
    return CliRunner().invoke(main, ["replay", *args, "--cartas", str(CARDS)])


# --- what the file shows -----------------------------------------------------------------------------


@pytest.mark.parametrize("answers", [1, 2, 3, 12, 40])
def test_an_unfinished_game_shows_nothing_hidden(in_tmp, project, answers):
    """Neither the seed, nor the bot's generator, nor a digest, nor any hidden card (its number or its name):
    a 64-bit seed, saved during the set-up (the bot's Torso face down) and later (a fixed one: with a random
    seed, a game could end before the 40th answer)."""
    result = play("--deck", "asalto-remachado", "--vs", "random", "--seed", str(SEED64),
                  input="3\n2\n1\n" * (answers // 3) + "1\n" * (answers % 3))
    assert result.exit_code == 0, result.output
    path = in_tmp / "partida-1.jsonl"
    data = path.read_bytes()
    record = rows(path)  # what the seal holds
    seed, generator = record[0]["semilla"], record[0]["generador_bot"]["estado"]
    game = replay_saved(path, [CARDS]).replay.game
    assert not game.over
    hidden = [inst for inst in range(len(game.cards)) if not sees(game, 0, inst)]
    assert hidden  # the bot's hand and both Arsenals at least
    assert str(seed).encode() not in data
    assert generator[:40].encode() not in data and generator[-40:].encode() not in data
    for row in record:
        assert row["digest"].encode() not in data
    for inst in hidden:
        card = game.cards[inst]
        assert card.name.encode() not in data and card.id.encode() not in data
        assert f"#{inst}".encode() not in data and f'"card": {inst}'.encode() not in data
    assert b'"accion"' not in data and b'"semilla"' not in data and b"generador" not in data
    first, second = lines_of(path)
    header = json.loads(first)
    assert set(header) == PUBLIC
    assert header == {**header, "registro": "nismatch", "version": 2, "cifrado": "fernet", "modo": "1v1",
                      "mazos": ["Asalto Remachado", "Guardia del Taller"], "jugadores": {"A": "persona", "B": "bot aleatorio"},
                      "bot": "aleatorio", "ronda": game.round, "turno": game.turn, "terminada": False,
                      "reanudar": f"nismatch jugar --reanudar partida-1.jsonl{HINT}"}
    assert TOKEN.fullmatch(second)
    # the file name and everything printed say nothing of the seed either
    assert str(seed) not in result.output and str(seed) not in "".join(os.listdir(in_tmp))


def test_the_sealed_size_does_not_tell_how_many_moves_the_bot_chose(in_tmp):
    """A forced move is not recorded and a chosen one is: the sealed part is padded to one size."""
    for stop in (1, 5, 30, 60):
        play(*SEED3, "--save", f"p{stop}.jsonl", input="3\n2\n1\n" * (stop // 3) + "1\n" * (stop % 3))
    tokens = {len(lines_of(in_tmp / f"p{stop}.jsonl")[1]) for stop in (1, 5, 30, 60)}
    assert len(tokens) == 1
    assert len(rows(in_tmp / "p60.jsonl")) > len(rows(in_tmp / "p5.jsonl")) + 20  # yet far more was recorded
    assert tokens.pop() > PAD * 4 // 3  # one bucket of 64 KB, base64


def test_the_save_message_tells_the_round_and_turn_not_the_actions(in_tmp):
    result = play(*SEED3, input="1\n1\n1\n2\ng\n")
    game = replay_saved(in_tmp / "partida-1.jsonl", [CARDS]).replay.game
    assert game.turn >= 1
    told = (f"Partida guardada en partida-1.jsonl (ronda {game.round}, turno {game.turn}). "
            f"Para seguir: nismatch jugar --reanudar partida-1.jsonl{HINT}")
    assert told in result.stdout.splitlines()
    assert not re.search(r"\(\d+ acci", result.stdout)


# --- the key ---------------------------------------------------------------------------------------------


def test_the_key_is_private_made_once_and_never_printed(in_tmp, user_data):
    first = play(*SEED3, input="1\n")
    second = play(*SEED3, input="1\n")
    key_file = user_data / KEY_FILE
    key = key_file.read_bytes().strip()
    assert stat.S_IMODE(key_file.stat().st_mode) == 0o600
    assert key.decode() not in first.output + second.output
    header = json.loads(lines_of(in_tmp / "partida-2.jsonl")[0])
    assert header["clave"] == key_id(key) and key.decode() not in (in_tmp / "partida-2.jsonl").read_text()
    assert rows(in_tmp / "partida-1.jsonl")[1:] == rows(in_tmp / "partida-2.jsonl")[1:]  # both open with it


def test_a_key_others_can_read_is_warned_about(in_tmp, user_data):
    """The game goes on (the key still works), but the person learns that others could open their games."""
    assert play(*SEED3, input="1\n").stderr == ""
    key_file = user_data / KEY_FILE
    key_file.chmod(0o644)
    result = play(*SEED3, input="1\n")
    assert result.exit_code == 0
    assert result.stderr == (f"aviso: {key_file} la pueden leer otros usuarios de esta máquina (permisos 0644): con "
                             "ella verían las cartas ocultas de tus partidas guardadas; déjala solo para ti con "
                             f"«chmod 600 {key_file}»\n")


def test_the_data_folder_made_for_the_key_is_private(in_tmp, user_data, monkeypatch):
    folder = user_data / "nuevo" / "nismatch"
    monkeypatch.setenv("NISMATCH_DATOS", str(folder))
    assert play(*SEED3, input="").exit_code == 0
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    assert stat.S_IMODE((folder / KEY_FILE).stat().st_mode) == 0o600


def test_write_new_never_writes_over_a_file(tmp_path):
    path = tmp_path / "clave"
    write_new(path, b"primera\n")
    with pytest.raises(FileExistsError):
        write_new(path, b"segunda\n")
    assert path.read_bytes() == b"primera\n" and stat.S_IMODE(path.stat().st_mode) == 0o600
    assert sorted(p.name for p in tmp_path.iterdir()) == ["clave"]  # no temporary file left behind


def test_a_data_folder_that_is_a_file_is_a_usage_error(in_tmp, monkeypatch):
    (in_tmp / "datos").write_text("no soy una carpeta")
    monkeypatch.setenv("NISMATCH_DATOS", "datos")
    result = play(*SEED3, input="1\n")
    assert result.exit_code == 2
    assert result.stderr == ("Error: no se puede guardar la clave de las partidas: NISMATCH_DATOS: «datos» es un "
                             "archivo; debe ser una carpeta\n")
    assert result.stdout == "" and not (in_tmp / "partida-1.jsonl").exists()  # no game that could not be saved
    monkeypatch.setenv("NISMATCH_DATOS", "otros")
    play(*SEED3, input="1\n")
    monkeypatch.setenv("NISMATCH_DATOS", "datos")
    assert _both("partida-1.jsonl") == (2, result.stderr)


def test_a_key_file_that_is_no_key(in_tmp, user_data):
    play(*SEED3, input="1\n")
    (user_data / KEY_FILE).write_text("no es una clave\n")
    message = (f"Error: {user_data / KEY_FILE}: no es una clave de partidas guardadas válida (¿se ha editado?); las "
               "partidas a medias cifradas con ella no se pueden abrir. Si la mueves a otro sitio, nismatch hará una "
               "nueva\n")
    resumed = play("--resume", "partida-1.jsonl", input="salir\n")
    assert (resumed.exit_code, resumed.stderr) == (1, message)
    new = play(*SEED3, "--save", "otra.jsonl", input="1\n")
    assert (new.exit_code, new.stderr) == (1, message)
    assert (user_data / KEY_FILE).read_text() == "no es una clave\n"  # never replaced


# --- opening a sealed game: the errors ------------------------------------------------------------------------


@pytest.fixture()
def sealed(in_tmp) -> Path:
    play(*SEED3, input="1\n1\n2\n")
    return in_tmp / "partida-1.jsonl"


def _both(*args: str):
    """``play --resume`` and ``replay`` of the same file: the same error, exit code 1."""
    resumed, replayed = play("--resume", *args, input="salir\n"), replay(*args)
    assert resumed.stdout == "" and replayed.stdout == ""
    assert (resumed.exit_code, resumed.stderr) == (replayed.exit_code, replayed.stderr)
    return resumed.exit_code, resumed.stderr


def test_the_key_is_not_on_this_machine(sealed, user_data, monkeypatch):
    monkeypatch.setenv("NISMATCH_DATOS", str(user_data / "otro-ordenador"))
    assert _both("partida-1.jsonl") == (1, "Error: partida-1.jsonl:2: la partida está cifrada y su clave no está en "
                                           f"este ordenador (no existe {user_data / 'otro-ordenador' / KEY_FILE}): solo se "
                                           "puede abrir con el usuario y en el ordenador donde se guardó\n")


def test_sealed_with_another_key(sealed, user_data, monkeypatch):
    other = user_data / "otro-usuario"
    other.mkdir()
    (other / KEY_FILE).write_bytes(Fernet.generate_key())
    monkeypatch.setenv("NISMATCH_DATOS", str(other))
    assert _both("partida-1.jsonl") == (1, "Error: partida-1.jsonl:2: la partida se cifró con otra clave (la de otro "
                                           f"usuario u otro ordenador): con la de este usuario ({other / KEY_FILE}) no "
                                           "se puede abrir\n")


def _edit(line: int, change):
    """A change to line ``line`` (0-based) of a file."""
    def edit(path: Path) -> None:
        lines = lines_of(path)
        lines[line] = change(lines[line])
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return edit


def _append(path: Path) -> None:
    path.write_text(path.read_text(encoding="utf-8") + '{"n": 99}\n', encoding="utf-8")


def _cut(path: Path) -> None:
    path.write_text(lines_of(path)[0] + "\n", encoding="utf-8")


@pytest.mark.parametrize("change, message", [
    (_edit(1, lambda text: text[:5000] + ("A" if text[5000] != "A" else "B") + text[5001:]),
     "2: la partida cifrada está alterada o dañada: no se puede abrir"),
    (_edit(0, lambda text: text.replace('"turno": ', '"turno": 1')),
     "1: la cabecera no es la que se guardó con la partida: el archivo está alterado"),
    (_cut, "2: falta la partida cifrada («partida»): el archivo está cortado o alterado"),
    (_append, "3: sobra texto después de la partida cifrada: el archivo está alterado"),
    (_edit(0, lambda text: text.replace('"fernet"', '"rot13"')), "1: cifrado no admitido: «rot13» (se admite «fernet»)"),
    (_edit(0, lambda text: re.sub(r'"clave": "\w+"', '"clave": 7', text)),
     "1: a la cabecera de la partida cifrada le falta «clave» o no tiene el tipo correcto"),
], ids=["token", "cabecera", "cortado", "sobra", "cifrado", "clave"])
def test_an_altered_sealed_game(sealed, change, message):
    change(sealed)
    assert _both("partida-1.jsonl") == (1, f"Error: partida-1.jsonl:{message}\n")


def test_not_a_record_at_all(in_tmp):
    (in_tmp / "notas.jsonl").write_text('{"hola": 1}\n{"partida": "x"}\n', encoding="utf-8")
    assert _both("notas.jsonl") == (1, "Error: notas.jsonl:1: la primera línea no es la cabecera de un registro de "
                                       'NISMATCH (falta «"registro": "nismatch"»)\n')


def test_a_sealed_game_that_no_longer_replays_names_no_card_nor_digest(sealed, user_data):
    """Cards or engine changed since it was saved: the usual message would quote a digest and an action
    (perhaps the bot's card placed face down); sealed, it says only what went wrong."""
    first, _ = lines_of(sealed)
    inner = record_text(sealed).splitlines()
    row = json.loads(inner[3])
    real = row["digest"]
    row["digest"] = "0000000000000000"
    inner[3] = json.dumps(row, ensure_ascii=False)
    key = (user_data / KEY_FILE).read_bytes().strip()
    plain = (first + "\n" + "\n".join(inner) + "\n").encode("utf-8")
    sealed.write_text(first + "\n" + json.dumps({"partida": Fernet(key).encrypt(plain).decode()}) + "\n",
                      encoding="utf-8")
    code, error = _both("partida-1.jsonl")
    assert (code, error) == (1, "Error: partida-1.jsonl:2: la partida cifrada no se puede reproducir con estas cartas o "
                                "con esta versión de nismatch: ¿han cambiado desde que se guardó? (el detalle no se "
                                "muestra: nombraría cartas ocultas)\n")
    assert real not in error


# --- reading and going on --------------------------------------------------------------------------------


def test_replay_tells_a_sealed_game_as_the_person_saw_it(in_tmp):
    played = play(*SEED3, input="1\n1\n1\n2\n3\n1\n")
    game = replay_saved(in_tmp / "partida-1.jsonl", [CARDS]).replay.game
    told = replay("partida-1.jsonl")
    assert told.exit_code == 0, told.output
    out = told.stdout.splitlines()
    assert out[-1] == (f"partida-1.jsonl: partida cifrada sin terminar (ronda {game.round}, turno {game.turn}), contada "
                       "como la vio A; todos los digest coinciden. Resultado: en juego")
    assert out[:-1] == game.log and is_subsequence(out[:-1], played.stdout.splitlines())  # nothing it was not told
    assert replay("-q", "partida-1.jsonl").stdout.splitlines() == out[-1:]


def test_an_old_clear_record_resumes_and_is_saved_sealed(in_tmp):
    play(*SEED3, input="1\n1\n2\n")
    clear = record_text(in_tmp / "partida-1.jsonl")
    (in_tmp / "partida-1.jsonl").write_text(clear, encoding="utf-8")  # as saved before sealing
    assert replay("-q", "partida-1.jsonl").stdout.endswith("acciones reproducidas; todos los digest coinciden. "
                                                           "Resultado: en juego\n")
    resumed = play("--resume", "partida-1.jsonl", input="salir\n")
    assert resumed.exit_code == 0, resumed.output
    assert "no guarda el generador" not in resumed.stdout  # the clear record had it
    assert json.loads(lines_of(in_tmp / "partida-1.jsonl")[0])["cifrado"] == "fernet"
    assert record_text(in_tmp / "partida-1.jsonl") == clear


def test_a_game_finished_after_resuming_is_saved_clear(in_tmp):
    play(*SEED3, input="1\n1\n2\n")
    finished = play("--resume", "partida-1.jsonl", input=CYCLE)
    assert finished.exit_code == 0, finished.output
    header = json.loads(lines_of(in_tmp / "partida-1.jsonl")[0])
    assert header["version"] == 1 and header["semilla"] == 3 and "cifrado" not in header
    game = replay_file(in_tmp / "partida-1.jsonl", [CARDS]).game  # a plain record, read without any key
    assert game.over
    assert open_saved(in_tmp / "partida-1.jsonl")[0] is None


def test_a_data_folder_in_a_virtual_file_system(in_tmp, monkeypatch):
    monkeypatch.setenv("NISMATCH_DATOS", "/proc/nismatch")
    result = play(*SEED3, input="1\n")
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == ("Error: no se puede guardar la clave de las partidas: NISMATCH_DATOS: «/proc/nismatch» está "
                             "en /proc, que no es una carpeta de archivos: elige una carpeta normal\n")


def test_the_data_folder_may_be_reached_through_a_link(in_tmp, user_data, monkeypatch):
    """The user's own data folder (a dotfiles manager links ~/.local/share): followed, unlike an output."""
    (user_data / "real").mkdir()
    (in_tmp / "enlace").symlink_to(user_data / "real")
    monkeypatch.setenv("NISMATCH_DATOS", str(in_tmp / "enlace" / "nismatch"))
    assert play(*SEED3, input="1\n").exit_code == 0
    assert (user_data / "real" / "nismatch" / KEY_FILE).is_file()
    assert play("--resume", "partida-1.jsonl", input="salir\n").exit_code == 0
