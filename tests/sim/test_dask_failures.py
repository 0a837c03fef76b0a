"""``--planificador`` when the cluster fails (issue 28, part 5; issue 30): a scheduler with no worker, the last
worker lost, an address with no scheduler behind it, a TLS address without certificates.

The scheduler is a ``distributed.LocalCluster`` with no worker of its own, on 127.0.0.1; its workers are
``dask worker`` processes without a nanny (a nanny would start a killed worker again), killed with SIGKILL
as a machine that goes away would be.
"""
from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time

import pytest

from nismatch_cards.diagnostics import command_path, display_path
from nismatch_cards.games.nismatch.sim import runner
from nismatch_cards.play.sim import cluster

from .conftest import A, C, REPO, simulate, simulate_in

distributed = pytest.importorskip("distributed", reason="dask.distributed no está instalado "
                                                        "(pip install -e .[cluster]); no se prueba --planificador")

TIMEOUT = 60


@pytest.fixture
def scheduler():
    with distributed.LocalCluster(n_workers=0, processes=True, host="127.0.0.1", dashboard_address=None) as cluster:
        yield cluster


def start_worker(cluster) -> subprocess.Popen:
    """A worker process on ``cluster``, once the scheduler knows it."""
    before = len(cluster.scheduler.workers)
    process = subprocess.Popen(
        [sys.executable, "-m", "distributed.cli.dask_worker", cluster.scheduler_address, "--no-nanny",
         "--nthreads", "1", "--host", "127.0.0.1", "--no-dashboard"],
        env={**os.environ, "PYTHONPATH": str(REPO)}, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + TIMEOUT
    while len(cluster.scheduler.workers) <= before and time.monotonic() < deadline:
        time.sleep(0.05)
    assert len(cluster.scheduler.workers) > before, "el trabajador no llegó"
    return process


def kill_when_games_are_done(cluster, worker: subprocess.Popen, chunks: int = 2) -> threading.Thread:
    """Kill ``worker`` once ``chunks`` chunks of games are done and had a moment to reach the client (it has
    more to play)."""
    def done() -> int:
        return sum(1 for key, task in list(cluster.scheduler.tasks.items())
                   if "dask_chunk" in str(key) and task.state in ("memory", "released", "forgotten"))

    def watch() -> None:
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline and done() < chunks:
            time.sleep(0.02)
        time.sleep(0.5)
        worker.send_signal(signal.SIGKILL)

    thread = threading.Thread(target=watch, daemon=True)
    thread.start()
    return thread


def test_a_scheduler_with_no_worker_is_waited_for_then_exit_3(scheduler, tmp_path):
    out = tmp_path / "cifras.json"
    started = time.monotonic()
    result = simulate("--deck", A, "--deck", C, "--games", "2", "--niveles", "aleatorio", "--seed", "5",
                      "--scheduler", scheduler.scheduler_address, "--espera-trabajadores", "1", "--json", str(out))
    assert result.exit_code == 3
    assert result.stderr == (
        "Error: la infraestructura falló: el planificador no tiene ningún trabajador y no llegó ninguno en 1 s\n"
        "Simulación detenida porque falló la infraestructura: 0 de 2 partidas terminadas; niveles terminados: "
        f"ninguno. Lo terminado, marcado como parcial, queda en «{display_path(out)}». Para seguirla: repite la "
        f"orden con --reanudar {command_path(out)} (y otro --json, o --forzar).\n")
    assert time.monotonic() - started < 30
    partial = json.loads(out.read_text(encoding="utf-8"))
    assert partial["parcial"] == {
        "motivo": "la infraestructura falló: el planificador no tiene ningún trabajador y no llegó ninguno en 1 s",
        "partidas_terminadas": 0, "partidas_pedidas": 2, "niveles_terminados": [], "niveles_que_faltan": ["aleatorio"]}
    assert partial["niveles"] == []


@pytest.mark.slow  # worker processes started, killed and started again: half a minute
def test_losing_the_last_worker_keeps_the_finished_games_and_the_run_resumes(scheduler, tmp_path):
    options = ["--deck", A, "--deck", C, "--games", "12", "--niveles", "aleatorio,voraz", "--seed", "9"]
    worker = start_worker(scheduler)
    killer = kill_when_games_are_done(scheduler, worker)
    first = tmp_path / "parcial.json"
    result = simulate(*options, "--scheduler", scheduler.scheduler_address, "--espera-trabajadores", "1",
                      "--json", str(first))
    killer.join()
    assert result.exit_code == 3, result.output
    assert result.stderr.startswith("Error: la infraestructura falló: el clúster se quedó sin trabajadores y no "
                                    "llegó ninguno en 1 s\nSimulación detenida porque falló la infraestructura: ")
    assert "Traceback" not in result.output
    partial = json.loads(first.read_text(encoding="utf-8"))["parcial"]
    assert 0 < partial["partidas_terminadas"] < 24

    start_worker(scheduler)  # a worker again: the run goes on where it stopped
    resumed, local = tmp_path / "seguida.json", tmp_path / "local.json"
    again = simulate(*options, "--scheduler", scheduler.scheduler_address, "--reanudar", str(first),
                     "--json", str(resumed))
    assert again.exit_code == 0, again.output
    whole = simulate(*options, "--workers", "1", "--json", str(local))
    assert whole.exit_code == 0, whole.output
    assert resumed.read_text(encoding="utf-8") == local.read_text(encoding="utf-8")  # the same games, the same figures


@pytest.mark.slow  # worker processes started, killed and started again: half a minute
def test_unmatched_losing_the_last_worker_exits_3_with_a_partial_report_and_resumes(scheduler, tmp_path):
    """Another game's simulation (play/sim/) survives its last worker as NISMATCH's does: exit 3, the finished games
    kept with a partial HTML report, and the run resumed on a new worker gives the figures of this machine."""
    pack = str(REPO / "packs" / "unmatched")
    options = ["--heroe", "alice", "--heroe", "medusa", "-n", "12", "--niveles", "aleatorio,voraz", "--semilla", "9"]
    worker = start_worker(scheduler)
    killer = kill_when_games_are_done(scheduler, worker)
    first, report = tmp_path / "parcial.json", tmp_path / "informe"
    result = simulate_in(pack, *options, "--planificador", scheduler.scheduler_address, "--espera-trabajadores", "1",
                         "--json", str(first), "--informe", str(report))
    killer.join()
    assert result.exit_code == 3, result.output
    assert result.stderr.startswith("Error: la infraestructura falló: el clúster se quedó sin trabajadores y no "
                                    "llegó ninguno en 1 s\nSimulación detenida porque falló la infraestructura: ")
    assert "Traceback" not in result.output
    saved = json.loads(first.read_text(encoding="utf-8"))
    assert saved["juego"] == "Unmatched" and 0 < saved["parcial"]["partidas_terminadas"] < 24
    if saved["parcial"]["niveles_terminados"]:  # a level finished: the report has it, marked as partial
        assert "<strong>Informe parcial</strong>" in (report / "index.html").read_text(encoding="utf-8")

    start_worker(scheduler)
    resumed, local = tmp_path / "seguida.json", tmp_path / "local.json"
    again = simulate_in(pack, *options, "--planificador", scheduler.scheduler_address, "--reanudar", str(first),
                        "--json", str(resumed))
    assert again.exit_code == 0, again.output
    assert simulate_in(pack, *options, "--procesos", "1", "--json", str(local)).exit_code == 0
    assert resumed.read_text(encoding="utf-8") == local.read_text(encoding="utf-8")


@pytest.mark.slow  # worker processes started, killed and started again: half a minute
def test_a_lost_worker_replaced_in_time_loses_nothing(scheduler, tmp_path):
    options = ["--deck", A, "--deck", C, "--games", "8", "--niveles", "aleatorio", "--seed", "2"]
    worker = start_worker(scheduler)
    killer = kill_when_games_are_done(scheduler, worker)
    threading.Thread(target=lambda: (killer.join(), start_worker(scheduler)), daemon=True).start()
    remote, local = tmp_path / "remoto.json", tmp_path / "local.json"
    result = simulate(*options, "--scheduler", scheduler.scheduler_address, "--espera-trabajadores", "60",
                      "--json", str(remote))
    assert result.exit_code == 0, result.output
    assert simulate(*options, "--workers", "1", "--json", str(local)).exit_code == 0
    assert remote.read_text(encoding="utf-8") == local.read_text(encoding="utf-8")


@pytest.fixture
def silent_server():
    """A TCP server that accepts connections and never says anything: not a Dask scheduler."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen()
    accepted = []
    threading.Thread(target=lambda: [accepted.append(server.accept()) for _ in iter(int, 1)], daemon=True).start()
    yield f"tcp://127.0.0.1:{server.getsockname()[1]}"
    server.close()


def test_an_address_that_is_not_a_scheduler_fails_within_5_s(silent_server):
    started = time.monotonic()
    with pytest.raises(runner.SchedulerError) as error:
        runner.connect(silent_server)
    assert time.monotonic() - started < runner.CONNECT_TIMEOUT + 2
    assert error.value.code == 3
    assert str(error.value) == (f"no se puede conectar con el planificador de Dask en «{silent_server}»: no responde "
                                "como un planificador en 5 s")


def test_an_address_that_is_not_a_scheduler_is_exit_3(silent_server):
    result = simulate("--deck", A, "--deck", C, "--games", "2", "--scheduler", silent_server)
    assert result.exit_code == 3
    assert result.stderr == (f"Error: no se puede conectar con el planificador de Dask en «{silent_server}»: no "
                             "responde como un planificador en 5 s\n")


def test_tls_without_certificates_is_a_usage_error():
    result = simulate("--deck", A, "--deck", C, "--games", "2", "--scheduler", "tls://127.0.0.1:9")
    assert result.exit_code == 2
    assert result.stderr == (
        "Error: «tls://127.0.0.1:9» es una dirección TLS y Dask no tiene certificados de cliente: ponlos en su "
        "configuración (distributed.comm.tls.ca-file, distributed.comm.tls.client.cert y "
        "distributed.comm.tls.client.key, p. ej. en ~/.config/dask/distributed.yaml) o usa tcp://\n")


@pytest.mark.slow  # a whole nismatch process: about 10 s on a busy machine
def test_tls_without_certificates_says_nothing_else_on_its_way_out(tmp_path):
    """No «Exception ignored in Client.__del__» traceback as the process ends (it printed one)."""
    result = subprocess.run([sys.executable, "-m", "nismatch_cards", "simular", "--cartas", str(REPO / "cards"),
                             "--mazo", A, "--mazo", C, "-n", "2", "--planificador", "tls://127.0.0.1:9"],
                            capture_output=True, text=True, cwd=tmp_path, env={**os.environ, "PYTHONPATH": str(REPO)},
                            timeout=120)
    assert result.returncode == 2
    assert result.stderr.startswith("Error: «tls://127.0.0.1:9» es una dirección TLS")
    assert "Exception ignored" not in result.stderr and "Traceback" not in result.stderr


def test_worker_wait_needs_a_scheduler():
    result = simulate("--deck", A, "--deck", C, "--games", "2", "--espera-trabajadores", "5")
    assert result.exit_code == 2
    assert result.stderr == ("Error: --espera-trabajadores es cuánto se espera a un trabajador de Dask: úsala con "
                             "--planificador\n")


@pytest.mark.slow  # a scheduler and a worker started in their own processes: tens of seconds on a busy machine
def test_a_lost_scheduler_is_exit_3_with_the_finished_games_kept(monkeypatch, tmp_path):
    with socket.socket() as probe:  # a free port for the scheduler's process
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    address = f"tcp://127.0.0.1:{port}"
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL, "env": env}
    scheduler = subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_scheduler", "--host", "127.0.0.1",
                                  "--port", str(port), "--no-dashboard"], **quiet)
    worker = subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_worker", address, "--no-nanny",
                               "--nthreads", "1", "--host", "127.0.0.1", "--no-dashboard"], **quiet)
    try:
        chunk_result = cluster._chunk_result

        def then_lose_the_scheduler(*args):
            result = chunk_result(*args)
            if scheduler.poll() is None:
                scheduler.kill()
                scheduler.wait()
            return result

        monkeypatch.setattr(cluster, "_chunk_result", then_lose_the_scheduler)
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:  # the worker has joined
            try:
                client = runner.connect(address)
            except runner.SchedulerError:
                time.sleep(0.2)
                continue
            joined = client.nthreads()
            client.close()
            if joined:
                break
            time.sleep(0.2)
        out = tmp_path / "cifras.json"
        result = simulate("--deck", A, "--deck", C, "--games", "40", "--niveles", "aleatorio", "--scheduler", address,
                          "--espera-trabajadores", "1", "--json", str(out))
        assert result.exit_code == 3, result.output
        assert result.stderr.startswith("Error: la infraestructura falló: se perdió la conexión con el planificador (")
        assert "Traceback" not in result.stderr
        assert json.loads(out.read_text(encoding="utf-8"))["parcial"]["partidas_terminadas"] >= 1
    finally:
        for process in (worker, scheduler):
            process.kill()
            process.wait()
