"""Ctrl+C and SIGTERM end every command with one Spanish line, 130 or 143, no traceback from the command nor from
any of its worker processes, and files complete or absent (README.md, «Códigos de salida»; issue 30).

Each test runs the real ``nismatch`` command in a subprocess, in a process group of its own as a terminal's job is,
waits until it is doing the work a signal would cut (its pool workers exist, or it asks for a move) and sends
the signal as a terminal (Ctrl+C: to the whole group) or ``kill`` (SIGTERM: to the command alone) does.
"""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from nismatch_cards.games.nismatch.sim.text import thousands

REPO = Path(__file__).resolve().parents[1]
CARDS = REPO / "cards"
TIMEOUT = 120  # seconds: the machine may be busy; nothing here is a speed claim
SIMULATE = ["simular", "--cartas", str(CARDS), "--mazo", "asalto-remachado", "--mazo", "punos-de-hierro",
            "--niveles", "aleatorio", "--partidas", "4000", "--procesos", "2"]


def start(args: list[str], cwd: Path, **kwargs) -> subprocess.Popen:
    """``nismatch ARGS`` in a process group of its own, Ctrl+C handled as in a terminal (even where the tests
    run with SIGINT ignored)."""
    env = {**os.environ, "PYTHONPATH": str(REPO), "PYTHONUNBUFFERED": "1", **kwargs.pop("env", {})}
    return subprocess.Popen([sys.executable, "-m", "nismatch_cards", *args], cwd=cwd, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL), **kwargs)


def children(pid: int) -> list[int]:
    try:
        return [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def wait_for_workers(process: subprocess.Popen, count: int = 2) -> list[int]:
    """The pids of the command's worker processes, once ``count`` of them run."""
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        workers = children(process.pid)
        if len(workers) >= count:
            time.sleep(1.0)  # well into their work
            return workers
        if process.poll() is not None:
            raise AssertionError(f"terminó antes de empezar sus procesos: {process.communicate()}")
        time.sleep(0.05)
    raise AssertionError("los procesos de trabajo no aparecieron")


def stop(process: subprocess.Popen, signum: int, group: bool) -> tuple[str, str]:
    if group:
        os.killpg(process.pid, signum)
    else:
        process.send_signal(signum)
    out, err = process.communicate(timeout=TIMEOUT)
    return out.decode("utf-8"), err.decode("utf-8")


def gone(pids: list[int]) -> bool:
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if not any(Path(f"/proc/{pid}").exists() and "(Z)" not in _stat(pid) for pid in pids):
            return True
        time.sleep(0.05)
    return False


def _stat(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/stat").read_text().replace(" Z ", " (Z) ")
    except OSError:
        return ""


def test_ctrl_c_during_simular_with_two_processes(tmp_path):
    process = start([*SIMULATE, "--json", "cifras.json"], tmp_path)
    workers = wait_for_workers(process)
    out, err = stop(process, signal.SIGINT, group=True)
    assert process.returncode == 130
    assert "Traceback" not in err
    assert err.endswith("Interrumpido con Ctrl+C.\n")
    assert gone(workers)
    figures = json.loads((tmp_path / "cifras.json").read_text(encoding="utf-8"))  # complete: it parses
    assert figures["parcial"]["motivo"] == "interrumpida con Ctrl+C"
    assert figures["parcial"]["partidas_pedidas"] == 4000
    finished = figures["parcial"]["partidas_terminadas"]
    assert len(figures["reanudar"]["partidas"]) == finished
    assert f"Simulación interrumpida con Ctrl+C: {thousands(finished)} de 4.000 partidas terminadas; niveles terminados: " \
           "ninguno. Lo terminado, marcado como parcial, queda en «cifras.json». Para seguirla: repite la orden " \
           "con --reanudar cifras.json (y otro --json, o --forzar).\n" in err
    assert [p.name for p in tmp_path.iterdir()] == ["cifras.json"]  # no temporary file left


def test_sigterm_during_simular_ends_its_workers_and_keeps_what_it_finished(tmp_path):
    """Without --json, the games finished go to a new simulacion-parcial-1.json to resume from (issue 28); none, no
    file."""
    process = start(SIMULATE, tmp_path)
    workers = wait_for_workers(process)
    out, err = stop(process, signal.SIGTERM, group=False)
    assert process.returncode == 143
    assert "Traceback" not in err
    assert err.startswith("Simulación terminada con SIGTERM: ")
    assert gone(workers)  # ended by their parent
    if err.startswith("Simulación terminada con SIGTERM: 0 de "):
        assert err.endswith(" de 4.000 partidas terminadas; niveles terminados: ninguno. No se escribe nada.\n"
                            "Terminado: se recibió la señal SIGTERM.\n")
        assert list(tmp_path.iterdir()) == []
    else:
        assert err.endswith(" de 4.000 partidas terminadas; niveles terminados: ninguno. Lo terminado, marcado como "
                            "parcial, queda en «simulacion-parcial-1.json». Para seguirla: repite la orden con "
                            "--reanudar simulacion-parcial-1.json.\nTerminado: se recibió la señal SIGTERM.\n")
        assert [p.name for p in tmp_path.iterdir()] == ["simulacion-parcial-1.json"]


UNMATCHED_SIMULATE = ["simular", "--cartas", str(REPO / "packs" / "unmatched"), "--heroe", "alice", "--heroe", "medusa",
                      "--niveles", "aleatorio", "--partidas", "4000", "--procesos", "2"]


@pytest.mark.parametrize("signum, group, said, code, last", [
    (signal.SIGINT, True, "interrumpida con Ctrl+C", 130, "Interrumpido con Ctrl+C.\n"),
    (signal.SIGTERM, False, "terminada con SIGTERM", 143, "Terminado: se recibió la señal SIGTERM.\n"),
])
def test_stopping_simular_on_unmatched_ends_its_workers_and_says_what_it_finished(tmp_path, signum, group, said, code,
                                                                                  last):
    process = start([*UNMATCHED_SIMULATE, "--json", "cifras.json"], tmp_path)
    workers = wait_for_workers(process)
    out, err = stop(process, signum, group=group)
    assert process.returncode == code
    assert "Traceback" not in err
    assert err.startswith(f"Simulación {said}: ")
    assert gone(workers)
    figures = json.loads((tmp_path / "cifras.json").read_text(encoding="utf-8"))  # what it finished, as NISMATCH's
    assert figures["parcial"]["motivo"] == said and figures["parcial"]["partidas_pedidas"] == 4000
    finished = figures["parcial"]["partidas_terminadas"]
    assert err.endswith(f"Simulación {said}: {thousands(finished)} de 4.000 partidas terminadas; niveles terminados: "
                        "ninguno. Lo terminado, marcado como parcial, queda en «cifras.json». Para seguirla: repite la "
                        "orden con --reanudar cifras.json (y otro --json, o --forzar).\n" + last)
    assert [p.name for p in tmp_path.iterdir()] == ["cifras.json"]  # no temporary file left


def test_ctrl_c_during_construir_leaves_every_pdf_complete_or_absent(tmp_path):
    process = start(["construir", "pdf", "--cartas", str(CARDS), "--salida", "build", "--procesos", "2"], tmp_path)
    workers = wait_for_workers(process)
    out, err = stop(process, signal.SIGINT, group=True)
    assert process.returncode == 130
    assert "Traceback" not in err
    assert err.endswith("Interrumpido con Ctrl+C.\n")
    assert gone(workers)
    for file in (tmp_path / "build").rglob("*") if (tmp_path / "build").exists() else ():
        assert not file.name.endswith(".tmp"), file
        if file.suffix == ".pdf":
            data = file.read_bytes()
            assert data.startswith(b"%PDF") and data.rstrip().endswith(b"%%EOF"), file


@pytest.mark.parametrize("signum, code", [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_jugar_saves_a_complete_game_when_stopped(tmp_path, signum, code):
    process = start(["jugar", "--cartas", str(CARDS), "--mazo", "asalto-remachado", "--semilla", "3",
                     "--guardar", "partida.jsonl"], tmp_path, stdin=subprocess.PIPE)
    seen = bytearray()

    def read() -> None:
        for chunk in iter(lambda: process.stdout.read1(4096), b""):
            seen.extend(chunk)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    deadline = time.monotonic() + TIMEOUT
    while b"Tu jugada [1-2]: " not in seen and time.monotonic() < deadline:  # it asks for a move
        time.sleep(0.05)
    assert b"Tu jugada [1-2]: " in seen, seen
    if signum == signal.SIGINT:
        os.killpg(process.pid, signum)
    else:
        process.send_signal(signum)
    process.wait(TIMEOUT)
    reader.join(TIMEOUT)
    err = process.stderr.read().decode("utf-8")
    assert process.returncode == code
    assert "Traceback" not in err and err == ""  # jugar says it itself, on the standard output
    assert ("Interrumpida: la partida queda guardada en partida.jsonl (en la preparación). Para seguir: nismatch "
            "jugar --reanudar partida.jsonl") in seen.decode("utf-8")
    lines = (tmp_path / "partida.jsonl").read_text(encoding="utf-8").splitlines()
    assert lines and all(json.loads(text) is not None for text in lines)  # every line whole
    assert sorted(p.name for p in tmp_path.iterdir()) == ["partida.jsonl"]


def test_random_bytes_typed_into_jugar_with_an_ascii_terminal(tmp_path):
    noise = bytes(range(128, 256)) * 3 + b"\n\xff\xfe\n"
    process = start(["jugar", "--cartas", str(CARDS), "--mazo", "asalto-remachado", "--semilla", "3",
                     "--guardar", "partida.jsonl"], tmp_path, stdin=subprocess.PIPE,
                    env={"PYTHONIOENCODING": "ascii"})
    out, err = process.communicate(noise, timeout=TIMEOUT)
    assert "Traceback" not in err.decode("ascii")
    assert process.returncode == 0
    assert "Entrada no válida: escribe un número entre 1 y 2, o «ayuda»." in err.decode("utf-8") + out.decode("utf-8")
    assert b"Fin de la entrada: la partida queda guardada en partida.jsonl" in out
    assert (tmp_path / "partida.jsonl").is_file()


def test_an_ascii_output_gets_escapes_not_an_error(tmp_path):
    result = subprocess.run([sys.executable, "-m", "nismatch_cards", "analizar", "Daño 2"], cwd=tmp_path,
                            capture_output=True, env={**os.environ, "PYTHONPATH": str(REPO), "PYTHONIOENCODING": "ascii"},
                            timeout=TIMEOUT)
    assert result.returncode == 1
    assert b"Traceback" not in result.stderr and b"UnicodeEncodeError" not in result.stderr
    assert "columna 1: no se esperaba «Daño»" in result.stderr.decode("utf-8", "backslashreplace")


@pytest.mark.parametrize("signum, code", [(signal.SIGINT, 0), (signal.SIGTERM, 143)])
def test_vigilar_stopped_while_its_workers_build(tmp_path, signum, code):
    """Ctrl+C is vigilar's normal stop (0, docs/watch.md); SIGTERM is 143 as for every command. Its workers, busy
    with the first build, end with it and print nothing (each printed a KeyboardInterrupt traceback)."""
    process = start(["vigilar", "--cartas", str(CARDS), "--salida", "build", "--puerto", "0", "--procesos", "2"],
                    tmp_path)
    workers = wait_for_workers(process)
    out, err = stop(process, signum, group=signum == signal.SIGINT)
    assert process.returncode == code
    assert "Traceback" not in err + out
    assert out.endswith("\nVigilancia terminada. La salida queda en build.\n")
    assert err == ("Terminado: se recibió la señal SIGTERM.\n" if signum == signal.SIGTERM else "")
    assert gone(workers)
    assert not [p for p in (tmp_path / "build").rglob("*.tmp")] if (tmp_path / "build").exists() else True
