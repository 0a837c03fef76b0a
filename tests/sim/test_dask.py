"""``--scheduler``: the same games on a Dask cluster give the same figures as on this machine.

The cluster is a ``distributed.LocalCluster`` with two worker processes, listening on 127.0.0.1 only,
started and stopped by the test.
"""
from __future__ import annotations

import json

import pytest

from .conftest import A, B, REPO, simulate, simulate_in

distributed = pytest.importorskip("distributed", reason="dask.distributed no está instalado "
                                                        "(pip install -e .[cluster]); no se prueba --planificador")


@pytest.fixture(scope="module")
def cluster():
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                  dashboard_address=None) as local:
        yield local


def test_cluster_gives_identical_results(cluster, tmp_path):
    remote, local = tmp_path / "remote.json", tmp_path / "local.json"
    result = simulate("--deck", A, "--deck", B, "--games", "8", "--seed", "17", "--sustituir", "chispazo",
                      "--scheduler", cluster.scheduler_address, "--json", str(remote))
    assert result.exit_code == 0, result.output
    assert f"en el clúster {cluster.scheduler_address}" in result.stderr
    again = simulate("--deck", A, "--deck", B, "--games", "8", "--seed", "17", "--sustituir", "chispazo",
                     "--workers", "1", "--json", str(local))
    assert again.exit_code == 0, again.output
    assert json.loads(remote.read_text(encoding="utf-8"))["partidas"] == 16  # 8 at each of two levels, in 8 chunks a level on the two workers
    assert remote.read_text(encoding="utf-8") == local.read_text(encoding="utf-8")


def test_unreachable_scheduler_is_an_infrastructure_error():
    result = simulate("--deck", A, "--deck", B, "--games", "2", "--scheduler", "tcp://127.0.0.1:9")
    assert result.exit_code == 3
    assert result.stderr == ("Error: no se puede conectar con el planificador de Dask en «tcp://127.0.0.1:9»: "
                             "no responde como un planificador en 5 s\n")


def test_unmatched_on_the_cluster_gives_the_figures_of_this_machine(cluster, tmp_path):
    """Another game's simulation (play/sim/) on the same cluster: heroes, battlefields and a swap study."""
    pack = str(REPO / "packs" / "unmatched")
    options = ["--heroe", "alice", "--heroe", "simbad", "-n", "4", "--semilla", "5", "--niveles", "aleatorio",
               "--sustituir", "finta"]
    remote, local = tmp_path / "remoto.json", tmp_path / "local.json"
    result = simulate_in(pack, *options, "--planificador", cluster.scheduler_address, "--json", str(remote))
    assert result.exit_code == 0, result.output
    assert f"en el clúster {cluster.scheduler_address}" in result.stderr
    assert simulate_in(pack, *options, "--procesos", "1", "--json", str(local)).exit_code == 0
    figures = json.loads(remote.read_text(encoding="utf-8"))
    assert figures["juego"] == "Unmatched" and figures["partidas_sustituidas"] == 4
    assert remote.read_text(encoding="utf-8") == local.read_text(encoding="utf-8")
