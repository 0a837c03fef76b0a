"""``nismatch play`` driven with scripted input: whole games, invalid input, saving, resuming, end of input."""
from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from nismatch_cards.games.nismatch.bots import make_bot
from nismatch_cards.cli import main
from nismatch_cards.games.nismatch.engine import Game
from nismatch_cards.games.nismatch.engine.record import Recorder, replay_file
from nismatch_cards.games.nismatch.play.envelope import replay_saved
from nismatch_cards.games.nismatch.play.session import HELP, Session

from .conftest import CARDS
from .helpers import INVALID, as_clear_record, boards, is_subsequence, play, record_text, rows

SEED3 = ("--deck", "asalto-remachado", "--vs", "random", "--seed", "3")
CYCLE = "3\n2\n1\n" * 4000  # a deterministic script: 3 when there are 3 actions or more, else 2, else 1
HINT = f" --cartas {CARDS}"


def test_scripted_game_to_the_end(in_tmp):
    result = play(*SEED3, "--save", "partida.jsonl", input=CYCLE)
    assert result.exit_code == 0, result.output
    assert result.stderr == ""
    out = result.stdout.splitlines()
    assert out[0] == "NISMATCH · A (tú): Asalto Remachado contra B (bot aleatorio): Guardia del Taller"
    assert out[1] == "Escribe el número de una acción y pulsa Intro; «ayuda» muestra las demás órdenes."
    replay = replay_file(in_tmp / "partida.jsonl", [CARDS])
    game = replay.game
    assert game.over
    count = replay.actions
    assert out[-1] == (f"Registro de la partida guardado en partida.jsonl ({count} acciones). "
                       f"Para verla otra vez: nismatch reproducir partida.jsonl{HINT}")
    # everything that happened is told, in order: the bot's moves («B: <describe>»), the engine's steps
    assert is_subsequence(replay.lines, out)
    assert any(line.startswith("B: ") for line in out) and any(line.startswith("A: ") for line in out)
    # a board before every decision of the person, and the final board
    drawn = boards(result.stdout)
    assert len(drawn) == result.stdout.count("\nTus acciones (A):\n") + 1
    assert drawn[-1].splitlines()[-1] == f"Fin de la partida: {game.result}"
    assert rows(in_tmp / "partida.jsonl")[0]["jugadores"] == {"A": "persona", "B": "bot aleatorio"}
    assert rows(in_tmp / "partida.jsonl")[-1] == {"fin": game.result, "turnos": game.turn}
    # 3 is refused when only two actions are legal, and the script goes on with the next line
    assert INVALID.format(n=2) in out


def test_always_the_first_action_to_the_end_with_the_default_file(in_tmp):
    result = play(*SEED3, input="1\n" * 3000)
    assert result.exit_code == 0, result.output
    assert (in_tmp / "partida-1.jsonl").is_file()
    assert replay_file(in_tmp / "partida-1.jsonl", [CARDS]).game.over
    assert result.stdout.splitlines()[-1].startswith("Registro de la partida guardado en partida-1.jsonl (")


def test_same_seed_and_script_same_game(in_tmp):
    first = play(*SEED3, "--save", "a.jsonl", input=CYCLE)
    second = play(*SEED3, "--save", "b.jsonl", input=CYCLE)
    assert first.stdout.replace("a.jsonl", "X") == second.stdout.replace("b.jsonl", "X")
    assert rows(in_tmp / "a.jsonl") == rows(in_tmp / "b.jsonl")


def test_invalid_input_is_answered_and_asked_again(in_tmp):
    script = ["abc", "0", "3", "", "   ", "-1", "1a", "１", "salir ya", "ayuda"]
    result = play(*SEED3, input="".join(f"{line}\n" for line in script))
    assert result.exit_code == 0, result.output
    out = result.stdout.splitlines()
    start = out.index("  2. hace mulligan") + 1
    expected = []
    for line in script[:-1]:
        expected += [f"Tu jugada [1-2]: {line}", INVALID.format(n=2)]
    expected += ["Tu jugada [1-2]: ayuda", *HELP.format(save="partida-1.jsonl").splitlines()]
    expected += ["Tu jugada [1-2]: ",  # the end of input
                 f"Fin de la entrada: la partida queda guardada en partida-1.jsonl (en la preparación). "
                 f"Para seguir: nismatch jugar --reanudar partida-1.jsonl{HINT}"]
    assert out[start:] == expected
    assert len(boards(result.stdout)) == 1  # asked again without drawing the board again
    assert INVALID == "Entrada no válida: escribe un número entre 1 y {n}, o «ayuda»."


def test_end_of_input_at_once(in_tmp):
    result = play(*SEED3, input="")
    assert result.exit_code == 0
    assert result.exception is None
    assert "Traceback" not in result.output
    assert result.stdout.endswith(f"Fin de la entrada: la partida queda guardada en partida-1.jsonl (en la preparación). "
                                  f"Para seguir: nismatch jugar --reanudar partida-1.jsonl{HINT}\n")
    replayed = replay_saved(in_tmp / "partida-1.jsonl", [CARDS]).replay
    assert replayed.actions == 0 and not replayed.game.over


def test_save_mid_game_is_a_record_replay_accepts(in_tmp):
    result = play(*SEED3, input="1\n1\n1\ng mitad.jsonl\n1\nguardar\nsalir\n")
    assert result.exit_code == 0, result.output
    out = result.stdout
    lines = out.splitlines()
    at = next(i for i, line in enumerate(lines) if line.endswith("]: g mitad.jsonl"))
    assert re.fullmatch(r"Tu jugada \[1-\d+\]: g mitad\.jsonl", lines[at])
    assert re.fullmatch(rf"Partida guardada en mitad\.jsonl \(ronda 1, turno \d+\)\. "
                        rf"Para seguir: nismatch jugar --reanudar mitad\.jsonl{re.escape(HINT)}", lines[at + 1])
    replay = CliRunner().invoke(main, ["replay", "-q", "mitad.jsonl", "--cartas", str(CARDS)])
    assert replay.exit_code == 0, replay.output
    assert re.fullmatch(r"mitad\.jsonl: partida cifrada sin terminar \(ronda 1, turno \d+\), contada como la vio A; "
                        r"todos los digest coinciden\. Resultado: en juego\n", replay.stdout)
    # «guardar» without a file and «salir» use the file of the last «g»
    assert out.count("Partida guardada en mitad.jsonl (") == 3
    assert not (in_tmp / "partida-1.jsonl").exists()


def test_resume_continues_from_the_same_position(in_tmp):
    first = play(*SEED3, input="1\n1\n1\n2\ng mitad.jsonl\n")
    before = boards(first.stdout)[-1]
    saved = rows(in_tmp / "mitad.jsonl")
    second = play("--resume", "mitad.jsonl", input="salir\n")
    assert second.exit_code == 0, second.output
    out = second.stdout.splitlines()
    assert out[0] == "NISMATCH · A (tú): Asalto Remachado contra B (bot aleatorio): Guardia del Taller"
    assert re.fullmatch(r"Partida reanudada desde mitad\.jsonl \(ronda 1, turno \d+\); todos los digest coinciden\.",
                        out[1])
    assert boards(second.stdout)[0] == before
    # the bot named in the record plays on; nothing of the old game is told again
    assert out[3] == before.splitlines()[0]
    assert rows(in_tmp / "mitad.jsonl") == saved


def test_resume_and_play_to_the_end(in_tmp):
    play(*SEED3, input="2\n1\n3\n1\n")  # saved at the end of input in partida-1.jsonl
    saved = rows(in_tmp / "partida-1.jsonl")
    result = play("--resume", "partida-1.jsonl", "--vs", "greedy", input=CYCLE)
    assert result.exit_code == 0, result.output
    assert "B · bot voraz · Guardia del Taller" in result.stdout
    final = rows(in_tmp / "partida-1.jsonl")
    assert final[1:len(saved)] == saved[1:]
    assert final[0]["jugadores"] == {"A": "persona", "B": "bot voraz"}
    replay = replay_file(in_tmp / "partida-1.jsonl", [CARDS])
    assert replay.game.over and replay.actions > len(saved) - 1


def test_resume_a_finished_game(in_tmp):
    play(*SEED3, input="1\n" * 3000)
    result = play("--resume", "partida-1.jsonl")
    assert result.exit_code == 0
    game = replay_file(in_tmp / "partida-1.jsonl", [CARDS]).game
    assert result.stdout.endswith(f"La partida ya había terminado: {game.result}.\n")


def test_board_command_and_card_command(in_tmp, project):
    game = Game.from_project(project, ["Asalto Remachado", "Guardia del Taller"], seed=3)
    mine, theirs = game.pilots[0].hand[0], game.pilots[1].hand[0]
    result = play(*SEED3, input=f"tablero\ncarta {mine}\ncarta #{theirs}\ncarta 999\ncarta\n")
    out = result.stdout.splitlines()
    assert len(boards(result.stdout)) == 2
    info = game.cards[mine]
    at = out.index(f"Tu jugada [1-2]: carta {mine}")
    assert out[at + 1].startswith(f"{info.name} #{mine} (A) · ")
    assert f"La carta #{theirs} no está a la vista." in out
    assert ("No hay ninguna carta #999: escribe «carta» y el número que sigue a «#» en el tablero.") in out
    assert "Escribe «carta» y el número que sigue a «#» en el tablero, por ejemplo «carta 12»." in out


def test_a_file_that_cannot_be_written(in_tmp):
    result = play(*SEED3, input="g no-existe/x.jsonl\nsalir\n")
    assert "No se puede guardar en no-existe/x.jsonl: no existe la carpeta" in result.stdout
    assert (in_tmp / "partida-1.jsonl").is_file()  # «salir» still saves to the default file


def test_salir_when_the_file_cannot_be_written(in_tmp):
    result = play(*SEED3, "--save", "nada/x.jsonl", input="salir\nsalir\n")
    assert result.exit_code == 0
    out = result.stdout.splitlines()
    assert out.count("Tu jugada [1-2]: salir") == 2
    assert "No se puede guardar en nada/x.jsonl: no existe la carpeta" in out
    assert ("La partida no se ha guardado: escribe «g ARCHIVO» para guardarla en otro sitio, o «salir» otra vez "
            "para salir sin guardar.") in out


def test_default_bot_deck_is_the_next_deck(in_tmp, project):
    last = project.decks[-1]
    result = play("--deck", last.name, "--vs", "random", "--seed", "1", input="")
    assert result.stdout.splitlines()[0] == (f"NISMATCH · A (tú): {last.name} contra B (bot aleatorio): "
                                             f"{project.decks[0].name}")
    result = play("--deck", last.name, "--bot-deck", last.name, "--vs", "random", "--seed", "1", input="")
    assert result.stdout.splitlines()[0].endswith(f"contra B (bot aleatorio): {last.name}")


class _Interrupt(io.StringIO):
    def readline(self, *args):
        raise KeyboardInterrupt


class _Lines(io.StringIO):
    def isatty(self):
        return True  # like a terminal: the session does not echo what is typed


def _session(project, tmp_path, stdin, bot=None):
    recorder = Recorder(project, project.decks[:2], seed=5, log=True)
    return Session(recorder, bot or make_bot("random", 5), "random", tmp_path / "auto.jsonl", stdin=stdin)


def test_ctrl_c_saves_and_exits_130(project, tmp_path, capsys):
    code = _session(project, tmp_path, _Interrupt()).run()
    assert code == 130
    out = capsys.readouterr().out
    assert f"Interrumpida: la partida queda guardada en {tmp_path / 'auto.jsonl'} (en la preparación)." in out
    assert replay_saved(tmp_path / "auto.jsonl", [CARDS]).replay.actions == 0


def test_typed_input_is_not_echoed_on_a_terminal(project, tmp_path, capsys):
    assert _session(project, tmp_path, _Lines("1\n")).run() == 0
    out = capsys.readouterr().out
    # on a terminal the typed «1⏎» is echoed by the terminal itself
    assert "Tu jugada [1-2]: A: se queda con su mano\n" in out and "Tu jugada [1-2]: 1" not in out


def test_a_broken_bot_saves_the_game(project, tmp_path, capsys):
    class Broken:
        def choose(self, game, actions):
            raise RuntimeError("sin ideas")

    code = _session(project, tmp_path, io.StringIO("1\n" * 50), bot=Broken()).run()
    assert code == 1
    captured = capsys.readouterr()
    assert captured.err == ("Error: el bot «random» ha fallado (RuntimeError). El detalle no se muestra porque "
                            "podría nombrar cartas que no ves; la partida guardada, reanudada, lo repite\n")
    assert "La partida queda guardada en " in captured.out
    assert replay_saved(tmp_path / "auto.jsonl", [CARDS]).replay.actions >= 1


def test_a_bot_that_chooses_an_illegal_action_names_no_card(project, tmp_path, capsys):
    """The action a bot chose from its hand is not printed: its card number tells which card of the
    deck list the bot holds (issue 11)."""
    class Cheat:
        def choose(self, game, actions):
            return object()

    code = _session(project, tmp_path, io.StringIO("1\n" * 50), bot=Cheat()).run()
    assert code == 1
    assert capsys.readouterr().err == (
        "Error: el bot «random» ha elegido una acción que no es legal. El detalle no se muestra porque podría "
        "nombrar cartas que no ves; la partida guardada, reanudada, lo repite\n")


def test_a_resumed_game_is_the_same_game(in_tmp):
    """Stopped and resumed, with the same answers, the game is the one played in one go: the bot's
    generator is saved with the game and put back (the random bot draws from it at every move)."""
    answers = CYCLE.splitlines()
    whole = play(*SEED3, "--save", "entera.jsonl", input=CYCLE)
    assert whole.exit_code == 0
    for stop in (5, 41):
        name = f"partes-{stop}.jsonl"
        play(*SEED3, "--save", name, input="".join(f"{a}\n" for a in answers[:stop]))
        assert json.loads((in_tmp / name).read_text(encoding="utf-8").splitlines()[0])["cifrado"] == "fernet"
        assert not replay_saved(in_tmp / name, [CARDS]).replay.game.over
        resumed = play("--resume", name, input="".join(f"{a}\n" for a in answers[stop:]))
        assert resumed.exit_code == 0, resumed.output
        assert "no guarda el generador" not in resumed.stdout
        assert rows(in_tmp / name) == rows(in_tmp / "entera.jsonl")


def test_what_a_saved_game_holds(in_tmp):
    result = play(*SEED3, input="1\n1\n2\n")
    header = rows(in_tmp / "partida-1.jsonl")[0]  # inside the seal
    assert set(header) == {"registro", "version", "semilla", "modo", "pases_automaticos", "mazos", "digest",
                           "jugadores", "generador_bot", "semilla_elegida"}
    assert header["generador_bot"]["version"] == 3 and len(header["generador_bot"]["estado"]) == 3336  # 625 words
    assert "semilla" not in result.stdout and " 3 " not in result.stdout.splitlines()[0]


def test_an_old_record_without_the_generator_says_so(in_tmp):
    play(*SEED3, input="1\n1\n2\n")
    as_clear_record(in_tmp / "partida-1.jsonl", lambda header: header.pop("generador_bot"))
    result = play("--resume", "partida-1.jsonl", input="salir\n")
    assert result.exit_code == 0
    assert result.stdout.splitlines()[2] == ("El registro no guarda el generador del bot aleatorio: sigue con uno nuevo, "
                                             "así que no decidirá igual que si no se hubiera parado la partida.")


def test_a_record_naming_the_bot_by_its_former_english_name_resumes_with_its_generator(in_tmp):
    """Games saved before the bots had Spanish names say «bot random»: the same bot, and its generator, play on."""
    play(*SEED3, input="1\n1\n2\n")
    assert rows(in_tmp / "partida-1.jsonl")[0]["jugadores"]["B"] == "bot aleatorio"
    as_clear_record(in_tmp / "partida-1.jsonl", lambda header: header["jugadores"].update(B="bot random"))
    result = play("--resume", "partida-1.jsonl", input="salir\n")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0] == "NISMATCH · A (tú): Asalto Remachado contra B (bot aleatorio): Guardia del Taller"
    assert "El registro no guarda el generador" not in result.stdout


def test_resuming_against_another_bot_says_so(in_tmp):
    play(*SEED3, input="1\n1\n2\n")
    result = play("--resume", "partida-1.jsonl", "--contra", "voraz", input="salir\n")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[2] == ("La partida se jugaba contra el bot aleatorio; sigue contra voraz (--contra), "
                                             "que queda como el bot de la partida al guardarla.")
    assert rows(in_tmp / "partida-1.jsonl")[0]["jugadores"]["B"] == "bot voraz"


@pytest.mark.parametrize("broken", [{"version": 3, "estado": "no es base64!", "gauss": None},
                                    {"version": 3, "estado": "AAAA", "gauss": None}, {"version": 3}, "x"])
def test_a_broken_generator_state(in_tmp, broken):
    play(*SEED3, input="1\n1\n2\n")
    as_clear_record(in_tmp / "partida-1.jsonl", lambda header: header.update(generador_bot=broken))
    result = play("--resume", "partida-1.jsonl", input="salir\n")
    assert result.exit_code == 1
    assert result.stderr == "Error: partida-1.jsonl:1: el estado del bot («generador_bot») no es válido\n"


_PASS_SCENARIO = """
nombre: pase
regla: "4.7.1.1"
pases_automaticos: true
cartas:
  - {{id: torso-t, nombre: Torso T, tipo: parte, zona: torso, pg: 6, car: 0, fue: 1, def: 1, vel: 1, rareza: chatarra}}
inicio:
  fase: principal1
  activo: A
  pilotos:
    A: {{car: 1, mano: [chispazo], unidad: {{torso: torso-t}}}}
    B: {{car: {car}, mano: [contramedida], unidad: {{torso: torso-t}}}}
acciones:
  - "A: jugar chispazo"
  - "A: elegir B.torso"
{answer}
"""


def test_a_chosen_pass_is_told_like_a_forced_one(tmp_path):
    """«B: pasa» says nothing of B's hand: with a Contramedida it could pay, or with none it could."""
    from nismatch_cards.games.nismatch.engine.scenario import run_scenario_file

    logs = []
    for car, answer in ((1, '  - "B: pasar"'), (0, "")):  # chosen: B could negate; forced: no CAR for it
        path = tmp_path / f"pase-{car}.yaml"
        path.write_text(_PASS_SCENARIO.format(car=car, answer=answer), encoding="utf-8")
        result = run_scenario_file(path, [CARDS])
        assert result.ok, result.message
        logs.append(result.game.log)
    assert logs[0] == logs[1]
    assert "B: pasa" in logs[0] and not any("forzado" in line for line in logs[0])


def test_auto_passes_the_chances_to_respond_without_asking(in_tmp):
    """«auto»: a player holding a Relámpago is not asked «pasa (no responde)» after every move of the bot; its own
    phases and choices are still asked, and «auto» again takes it back."""
    asked = play(*SEED3, "--save", "a.jsonl", input=CYCLE)
    assert asked.exit_code == 0 and asked.stdout.count("pasa (no responde)") > 0
    auto = play(*SEED3, "--save", "b.jsonl", input="auto\n" + CYCLE)
    assert auto.exit_code == 0, auto.output
    assert ("Respuestas automáticas: pasarás sin que se te pregunte cuando solo puedas responder a una jugada ajena; "
            "«auto» otra vez para que se te pregunte.") in auto.stdout
    assert "pasa (no responde)" not in auto.stdout and "Tu jugada [" in auto.stdout
    assert replay_file(in_tmp / "b.jsonl", [CARDS]).game.over
    back = play(*SEED3, "--save", "c.jsonl", input="auto\nauto\n" + CYCLE)
    assert "Respuestas automáticas quitadas: se te pregunta cada vez que puedes responder." in back.stdout
    assert back.stdout.count("pasa (no responde)") == asked.stdout.count("pasa (no responde)")
