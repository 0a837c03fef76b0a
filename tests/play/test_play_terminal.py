"""``nismatch play`` as a real process: input through a pipe, and typed into a pseudo-terminal under tmux."""
from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import time
import uuid

import pytest

from nismatch_cards.games.nismatch.engine.record import replay_file
from nismatch_cards.games.nismatch.play.envelope import replay_saved

from .conftest import CARDS
from .helpers import INVALID, boards

COMMAND = [sys.executable, "-m", "nismatch_cards", "play", "--cards", str(CARDS), "--deck", "asalto-remachado",
           "--vs", "random", "--seed", "3"]


def _env(**extra: str) -> dict:
    env = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
    env.update(extra)
    return env


def test_piped_whole_game(tmp_path):
    done = subprocess.run([*COMMAND, "--save", "p.jsonl"], input="3\n2\n1\n" * 4000, capture_output=True,
                          text=True, encoding="utf-8", cwd=tmp_path, env=_env(), timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert "\x1b[" not in done.stdout  # no colour when the output is not a terminal
    game = replay_file(tmp_path / "p.jsonl", [CARDS]).game
    assert game.over
    assert boards(done.stdout)[-1].endswith(f"Fin de la partida: {game.result}")


def test_piped_end_of_input_mid_game(tmp_path):
    done = subprocess.run(COMMAND, input="1\nabc\n", capture_output=True, text=True, encoding="utf-8",
                          cwd=tmp_path, env=_env(), timeout=60)
    assert done.returncode == 0
    assert done.stderr == ""
    out = done.stdout.splitlines()
    at = next(i for i, line in enumerate(out) if line.endswith("]: abc"))
    assert out[at + 1].startswith("Entrada no válida: escribe un número entre 1 y ")
    assert out[-1].startswith("Fin de la entrada: la partida queda guardada en partida-1.jsonl (")
    assert replay_saved(tmp_path / "partida-1.jsonl", [CARDS]).replay.actions >= 1


# ---------------------------------------------------------------------------------------------- tmux

TMUX = shutil.which("tmux")
needs_tmux = pytest.mark.skipif(TMUX is None, reason="tmux no está instalado (apt-get install tmux): "
                                "no se puede probar nismatch play en un pseudoterminal")


class Tmux:
    """A private tmux server (its own socket) with one pane running a command."""

    def __init__(self, cwd, command: str, env: dict):
        self.socket = f"nismatch-play-{os.getpid()}-{uuid.uuid4().hex[:8]}"
        self.env = env
        self.run("new-session", "-d", "-s", "juego", "-x", "110", "-y", "50", "-c", str(cwd),
                 f"{command}; echo SALIDA=$?; sleep 120")

    def run(self, *args: str, check: bool = True) -> str:
        done = subprocess.run([TMUX, "-L", self.socket, *args], capture_output=True, text=True, encoding="utf-8",
                              env=self.env, timeout=30)
        if check:
            assert done.returncode == 0, done.stderr
        return done.stdout

    def screen(self, escapes: bool = False) -> str:
        return self.run("capture-pane", "-p", "-J", "-S", "-2000", *(["-e"] if escapes else []), "-t", "juego")

    def type(self, text: str) -> None:
        self.run("send-keys", "-t", "juego", "-l", text)
        self.run("send-keys", "-t", "juego", "Enter")

    def wait_for(self, text: str, count: int = 1, timeout: float = 30) -> str:
        end = time.monotonic() + timeout
        while True:
            screen = self.screen()
            if screen.count(text) >= count:
                return screen
            if time.monotonic() > end:
                raise AssertionError(f"no aparece {text!r} ({count} veces) en la pantalla:\n{screen}")
            time.sleep(0.1)

    def close(self) -> None:
        self.run("kill-server", check=False)  # only this test's server, on its own socket


@pytest.fixture()
def tmux_env():
    env = _env(TERM=os.environ.get("TERM") or "xterm-256color")
    env.pop("TMUX", None)
    return env


@needs_tmux
def test_tmux_board_drawn_and_moves_accepted(tmp_path, tmux_env):
    command = shlex.join([*COMMAND, "--save", "t.jsonl"])
    term = Tmux(tmp_path, command, tmux_env)
    try:
        screen = term.wait_for("Tu jugada [1-2]:")
        assert "══ Preparación · Mulligan " in screen
        assert "A · tú · Asalto Remachado" in screen
        assert "B · bot aleatorio · Guardia del Taller" in screen
        assert "  Mano (7):" in screen and "  Mano: 7 cartas" in screen
        assert "  1. se queda con su mano" in screen and "  2. hace mulligan" in screen
        assert "\x1b[" in term.screen(escapes=True)  # colour on a terminal without NO_COLOR

        term.type("7")  # out of range: answered, and asked again
        screen = term.wait_for(INVALID.format(n=2))
        assert screen.rstrip().endswith("Tu jugada [1-2]:")

        term.type("1")  # keep the hand: accepted, the bot answers, the next decision is drawn
        screen = term.wait_for("A: se queda con su mano")
        screen = term.wait_for("══ Preparación · colocación del Torso")
        assert "Ahora: A debe elegir la Parte que se coloca bocabajo en el Torso" in term.wait_for("Tu jugada [1-")
        assert "B: se queda con su mano" in screen

        term.type("1")  # place a Torso: the game starts
        term.wait_for("A: coloca una Parte bocabajo")
        term.wait_for("══ Ronda 1 · Turno ")

        term.type("salir")
        screen = term.wait_for("SALIDA=0")
        assert "Partida guardada en t.jsonl (" in screen
    finally:
        term.close()
    replayed = replay_saved(tmp_path / "t.jsonl", [CARDS]).replay
    assert replayed.actions >= 4 and not replayed.game.over


@needs_tmux
def test_tmux_no_color_and_end_of_input(tmp_path, tmux_env):
    command = shlex.join([*COMMAND, "--save", "n.jsonl"])
    term = Tmux(tmp_path, f"NO_COLOR=1 {command}", tmux_env)
    try:
        term.wait_for("Tu jugada [1-2]:")
        assert "\x1b[" not in term.screen(escapes=True)
        term.run("send-keys", "-t", "juego", "C-d")  # end of input on a terminal
        screen = term.wait_for("SALIDA=0")
        assert "Fin de la entrada: la partida queda guardada en n.jsonl (en la preparación)." in screen
        assert "Traceback" not in screen
    finally:
        term.close()
    assert (tmp_path / "n.jsonl").is_file()
