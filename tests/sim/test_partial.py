"""A simulation stopped before its end writes what it finished, marked as partial, and ``--reanudar`` plays only the
rest with the same seeds: the figures are those of a run never stopped (issue 28, part 5; issue 30, part 4).

The stop is a ``KeyboardInterrupt`` raised after a given number of games, as Ctrl+C raises it (tests/test_signals.py
sends the real signals to the real command).
"""
from __future__ import annotations

import json

import pytest

from nismatch_cards.diagnostics import command_path, display_path
from nismatch_cards.games.nismatch.sim import runner

from .conftest import A, C, simulate

OPTIONS = ["--deck", A, "--deck", C, "--games", "3", "--niveles", "aleatorio,voraz", "--seed", "11", "--workers", "1"]


@pytest.fixture
def stop_after(monkeypatch):
    """``stop_after(n)``: the next run is stopped as by Ctrl+C once it has finished ``n`` games."""
    def arm(count: int) -> None:
        games = runner.games

        def stopped(*args, **kwargs):
            for number, summary in enumerate(games(*args, **kwargs)):
                if number == count:
                    raise KeyboardInterrupt
                yield summary

        monkeypatch.setattr(runner, "games", stopped)
    return arm


def test_a_stopped_run_writes_the_finished_levels_and_resumes_to_the_same_figures(stop_after, monkeypatch, tmp_path):
    partial_file, report = tmp_path / "parcial.json", tmp_path / "informe"
    stop_after(4)  # the 3 games of level «aleatorio» and one of «voraz»
    result = simulate(*OPTIONS, "--json", str(partial_file), "--informe", str(report))
    assert result.exit_code == 130
    assert result.stderr == (
        "Simulación interrumpida con Ctrl+C: 4 de 6 partidas terminadas; niveles terminados: aleatorio. Lo terminado, "
        f"marcado como parcial, queda en «{display_path(partial_file)}» y «{report / 'index.html'}». Para seguirla: "
        f"repite la orden con --reanudar {command_path(partial_file)} (y otro --json, o --forzar).\n"
        "Interrumpido con Ctrl+C.\n")
    figures = json.loads(partial_file.read_text(encoding="utf-8"))
    assert figures["parcial"] == {"motivo": "interrumpida con Ctrl+C", "partidas_terminadas": 4, "partidas_pedidas": 6,
                                  "niveles_terminados": ["aleatorio"], "niveles_que_faltan": ["voraz"]}
    assert [level["nivel"] for level in figures["niveles"]] == ["aleatorio"]
    assert [game["index"] for game in figures["reanudar"]["partidas"]] == [0, 1, 2, 3]
    page = (report / "index.html").read_text(encoding="utf-8")
    assert "<strong>Informe parcial</strong> (interrumpida con Ctrl+C): 4 de\n  6 partidas terminadas" in page

    monkeypatch.undo()
    played = []
    play_game = runner.play_game
    monkeypatch.setattr(runner, "play_game", lambda spec, i: played.append(i) or play_game(spec, i))
    resumed, whole = tmp_path / "seguida.json", tmp_path / "entera.json"
    again = simulate(*OPTIONS, "--reanudar", str(partial_file), "--json", str(resumed))
    assert again.exit_code == 0, again.output
    assert played == [4, 5]  # only the games missing
    assert simulate(*OPTIONS, "--json", str(whole)).exit_code == 0
    assert resumed.read_text(encoding="utf-8") == whole.read_text(encoding="utf-8")


def test_a_run_stopped_with_no_output_asked_says_nothing_was_written(stop_after, tmp_path):
    stop_after(1)
    result = simulate(*OPTIONS)
    assert result.exit_code == 130
    assert result.stderr == ("Simulación interrumpida con Ctrl+C: 1 de 6 partidas terminadas; niveles terminados: "
                             "ninguno. No se escribe nada (no se pidió --json ni --informe).\nInterrumpido con Ctrl+C.\n")


def test_a_report_needs_a_finished_level(stop_after, tmp_path):
    report = tmp_path / "informe"
    stop_after(1)
    result = simulate(*OPTIONS, "--informe", str(report))
    assert result.exit_code == 130
    assert result.stderr == ("Simulación interrumpida con Ctrl+C: 1 de 6 partidas terminadas; niveles terminados: "
                             "ninguno. No se escribe nada. El informe de --informe no se escribe: ningún nivel "
                             "terminó.\nInterrumpido con Ctrl+C.\n")
    assert not report.exists()


def test_resuming_another_run_is_refused(stop_after, monkeypatch, tmp_path):
    partial_file = tmp_path / "parcial.json"
    stop_after(2)
    assert simulate(*OPTIONS, "--json", str(partial_file)).exit_code == 130
    monkeypatch.undo()
    other = [o if o != "11" else "12" for o in OPTIONS]  # another seed: other games
    result = simulate(*other, "--reanudar", str(partial_file))
    assert result.exit_code == 2
    assert result.stderr == (f"Error: --reanudar: «{partial_file}» es de otra simulación: los mazos, sus cartas, los "
                             "niveles, --partidas, --semilla, --modo, --sustituir o los bots no son los mismos; repite "
                             "la orden con las opciones que tenía\n")


def test_resuming_a_file_that_is_not_a_partial_run_is_refused(tmp_path):
    finished = tmp_path / "cifras.json"
    finished.write_text('{"version": 3}', encoding="utf-8")
    result = simulate(*OPTIONS, "--reanudar", str(finished))
    assert result.exit_code == 2
    assert result.stderr == (f"Error: --reanudar: «{finished}» no es el JSON de una simulación interrumpida (no tiene "
                             "la clave «reanudar»): solo se sigue una simulación que se detuvo con --json\n")
    missing = tmp_path / "no-esta.json"
    result = simulate(*OPTIONS, "--reanudar", str(missing))
    assert result.exit_code == 2
    assert result.stderr == (f"Error: --reanudar: «{missing}» no existe o no es un archivo: indica el JSON de una "
                             "simulación interrumpida\n")
